"""``shot GAME --players N [--seed S] [--after K] [--seat I] [--size WxH] [--screen S] [--hint SECONDS] --out FILE.png``:
a headless screenshot of a screen, the table as seat I sees it after K moves played by bots
(with ``--hint``, at seat I's next move, the hint open)."""
from __future__ import annotations

import argparse
import os

from .common import (GAME_IDS, UsageError, check_players, get_game, headless_env, make_match, nonneg, parse_bots,
                     parse_options, positive, size_arg)

HELP = "headless screenshot of a table after K bot moves"
SCREENS = ("table", "title", "setup", "results", "help", "pause", "handoff", "replays", "statistics")


def add_arguments(p) -> None:
    p.add_argument("game", choices=GAME_IDS)
    p.add_argument("--players", type=positive, required=True)
    p.add_argument("--seed", type=nonneg, default=1)
    p.add_argument("--after", type=nonneg, default=0)
    p.add_argument("--seat", type=nonneg, default=0)
    p.add_argument("--size", type=size_arg, default=(1280, 720), dest="shot_size")
    p.add_argument("--bots", help="comma list of bot levels (default medium)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--screen", choices=SCREENS, default="table")
    p.add_argument("--then", type=nonneg, default=0, metavar="N",
                   help="table: then play N more moves with their animations and shoot in the middle of them")
    p.add_argument("--at", type=float, default=0.35, metavar="SECONDS",
                   help="with --then: how far into the animations to shoot (default 0.35 s)")
    p.add_argument("--hint", type=float, default=None, metavar="SECONDS",
                   help="table: open the hint (H) for --seat, thinking SECONDS; play on until that seat must act")
    p.add_argument("--hover", type=point_arg, default=None, metavar="X,Y",
                   help="table: the mouse rests at X,Y (what hovering there shows)")
    p.add_argument("--out", required=True)


def point_arg(s: str) -> tuple:
    try:
        x, y = (int(v) for v in s.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"--hover wants X,Y in pixels, like 400,300, not {s!r}") from None
    return x, y


def run(a) -> int:
    headless_env()
    import pygame

    from game.app import App
    from game.seats import BOT_NAMES, SeatSpec
    from game.settings import Settings
    from scenes.registry import table_class
    g = get_game(a.game)
    check_players(g, a.players)
    if a.seat >= a.players:
        raise UsageError(f"--seat must be below {a.players}")
    opts = parse_options(g, a.option)
    bots = parse_bots(a.game, a.bots, a.players, "medium")
    cls = table_class(a.game)
    if cls is None and a.screen == "table":
        raise UsageError(f"{g.title} has no table screen yet")
    app = App(size=a.shot_size, settings=Settings(), headless=True)
    seats = [SeatSpec(BOT_NAMES[i], "bot", bots[i]) for i in range(a.players)]
    m = make_match(a.game, a.players, seats, a.seed, opts, bot_delay=0, threaded=False)
    m.run_bots_instantly(a.after)
    if a.hint is not None:
        if a.screen != "table":
            raise UsageError("--hint shows the hint on the table screen")
        for _ in range(g.max_actions(a.players)):
            if m.over or m.legal_for(a.seat):
                break
            m.run_bots_instantly(1)
        if not m.legal_for(a.seat):
            raise UsageError(f"seat {a.seat} has no move to hint after {a.after} moves")
    if a.screen in ("title", "setup", "help", "replays", "statistics"):
        app.push("title")
        if a.screen == "setup":
            app.push("setup", a.game, a.players)
        elif a.screen == "help":
            app.push("help", a.game)
        elif a.screen in ("replays", "statistics"):
            app.push(a.screen)
    else:
        table = app.push(f"table:{a.game}", m, viewer=a.seat, animate=False)
        table.seen = len(m.events)
        if a.then:
            table.timeline.speed = 1.0          # the moves that follow animate at normal speed
            m.run_bots_instantly(a.then)
            table.feed_events()
            table.view = m.view(a.seat)
            t = 0.0
            while t < a.at:
                table.advance(min(1 / 60, a.at - t))
                t += 1 / 60
        if a.hint is not None:
            from game.advisor import hint
            from rules.core import Rng
            table.hints.show(hint(a.game, m.view(a.seat), a.seat, m.legal_for(a.seat), Rng(a.seed), budget_s=a.hint),
                             m.step)
        if a.hover is not None:
            table.pointer = lambda: a.hover
            app.draw()                          # the first drawing places what can be hovered
        if a.screen == "pause":
            app.push("pause", table)
        elif a.screen == "handoff":
            app.push("handoff", m.name(a.seat), lambda: None)
        elif a.screen == "results":
            m.run_bots_instantly()
            app.push("results", m, save=False, table=table)
    app.draw()
    os.makedirs(os.path.dirname(os.path.abspath(a.out)), exist_ok=True)
    pygame.image.save(app.screen, a.out)
    print(f"wrote {a.out} ({a.shot_size[0]}x{a.shot_size[1]}, {g.title}, after {m.step} moves, seat {a.seat})")
    pygame.quit()
    return 0
