"""Command line: ``python -m game`` (also installed as ``auction-parlour``).

    (no arguments)                 the window, title screen
    play GAME --players N [--seats human,bot:medium,…] [--seed S] [--option k=v]
    simulate GAME --players N --games K [--seed S] [--bots random,medium,…] [--record DIR]
    shot GAME --players N [--seed S] [--after K] [--seat I] [--size WxH] [--screen S] --out FILE.png
    replay FILE.json
    versus GAME [--a medium] [--b random] [--games 400] [--seed S]
    bench frames|engine|bots|startup
    --smoke N                      N frames of a bots-only game through the real scenes, then exit 0

A bad argument prints the usage and exits with status 2.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
import traceback

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from rules import GAME_IDS, get_game  # noqa: E402
from rules.core import IllegalAction  # noqa: E402


class UsageError(Exception):
    pass


CRASH_TEST_ENV = "AUCTION_PARLOUR_CRASH_TEST"


class CrashTest(RuntimeError):
    """Raised on purpose (``--crash-test`` or AUCTION_PARLOUR_CRASH_TEST=1) to test report_crash."""


def _size(text: str) -> tuple:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if w < 320 or h < 200 or w > 8000 or h > 8000:
        raise argparse.ArgumentTypeError(f"size {text!r} is out of range")
    return (w, h)


def _nonneg(text: str) -> int:
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if v < 0:
        raise argparse.ArgumentTypeError(f"{text!r} must not be negative")
    return v


def _positive(text: str) -> int:
    v = _nonneg(text)
    if v == 0:
        raise argparse.ArgumentTypeError("must be at least 1")
    return v


def build_parser() -> argparse.ArgumentParser:
    from game.version import __version__
    p = argparse.ArgumentParser(prog="auction-parlour", description="Auction Parlour: four auction card games.")
    p.add_argument("--version", action="version", version=f"Auction Parlour {__version__}")
    # hidden: raise an error inside main() to check the crash report (same as AUCTION_PARLOUR_CRASH_TEST=1)
    p.add_argument("--crash-test", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--smoke", type=_positive, metavar="N",
                   help="run N frames of a bots-only game through the real scene stack, headless, then exit 0")
    p.add_argument("--size", type=_size, metavar="WxH", help="window size (default: last used, 1280x720)")
    sub = p.add_subparsers(dest="cmd")

    pl = sub.add_parser("play", help="straight to a table")
    pl.add_argument("game", choices=GAME_IDS)
    pl.add_argument("--players", type=_positive, required=True)
    pl.add_argument("--seats", help="comma list: human, bot, bot:LEVEL (optionally Name=bot:easy)")
    pl.add_argument("--seed", type=_nonneg)
    pl.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    pl.add_argument("--size", type=_size, metavar="WxH", dest="play_size")

    si = sub.add_parser("simulate", help="bots-only games, headless; prints wins and mean scores")
    si.add_argument("game", choices=GAME_IDS)
    si.add_argument("--players", type=_positive, required=True)
    si.add_argument("--games", type=_positive, required=True)
    si.add_argument("--seed", type=_nonneg, default=1)
    si.add_argument("--bots", help="comma list of bot levels, one per seat (default all random)")
    si.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    si.add_argument("--record", metavar="DIR", help="write one record per game as DIR/<game>-<seed>.json")

    sh = sub.add_parser("shot", help="headless screenshot of a table after K bot moves")
    sh.add_argument("game", choices=GAME_IDS)
    sh.add_argument("--players", type=_positive, required=True)
    sh.add_argument("--seed", type=_nonneg, default=1)
    sh.add_argument("--after", type=_nonneg, default=0)
    sh.add_argument("--seat", type=_nonneg, default=0)
    sh.add_argument("--size", type=_size, default=(1280, 720), dest="shot_size")
    sh.add_argument("--bots", help="comma list of bot levels (default medium)")
    sh.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sh.add_argument("--screen", choices=("table", "title", "setup", "results", "help", "pause", "handoff"),
                    default="table")
    sh.add_argument("--out", required=True)

    rp = sub.add_parser("replay", help="open a game record and step through it")
    rp.add_argument("file")

    vs = sub.add_parser("versus", help="2-player bot against bot, seats rotated; prints the table")
    vs.add_argument("game", choices=GAME_IDS)
    vs.add_argument("--a", default="medium")
    vs.add_argument("--b", default="random")
    vs.add_argument("--games", type=_positive, default=400)
    vs.add_argument("--seed", type=_nonneg, default=1)
    vs.add_argument("--players", type=_positive, default=2)

    be = sub.add_parser("bench", help="performance figures")
    be.add_argument("what", choices=("frames", "engine", "bots", "startup"))
    be.add_argument("--game", choices=GAME_IDS, default="sorcerous-futures")
    be.add_argument("--frozen", help="path of a frozen executable to time as well (startup)")
    return p


def parse_options(game, items) -> dict:
    out = {}
    for item in items:
        if "=" not in item:
            raise UsageError(f"--option needs KEY=VALUE, not {item!r}")
        k, v = item.split("=", 1)
        if k not in game.options:
            raise UsageError(f"{game.title} has no option {k!r} (options: {', '.join(game.options) or 'none'})")
        o = game.options[k]
        if o.choices:
            val = int(v) if v.isdigit() else v
            if val not in o.choices:
                raise UsageError(f"option {k} must be one of {', '.join(map(str, o.choices))}")
            out[k] = val
        else:
            if v.lower() not in ("1", "0", "true", "false", "on", "off", "yes", "no"):
                raise UsageError(f"option {k} is on or off, not {v!r}")
            out[k] = v.lower() in ("1", "true", "on", "yes")
    return out


def check_players(game, n: int) -> None:
    if not game.min_players <= n <= game.max_players:
        raise UsageError(f"{game.title} is for {game.min_players} to {game.max_players} players, not {n}")


def parse_bots(game_id: str, text: str | None, n: int, default: str) -> list:
    from game.bots import levels
    names = [default] * n if not text else [t.strip() for t in text.split(",")]
    if len(names) == 1 and n > 1:
        names = names * n
    if len(names) != n:
        raise UsageError(f"--bots needs {n} levels (one per seat), got {len(names)}")
    ok = levels(game_id)
    for b in names:
        if b not in ok:
            raise UsageError(f"unknown bot level {b!r} for {game_id} (levels: {', '.join(ok)})")
    return names


# ---------------------------------------------------------------------------- commands

def cmd_simulate(a) -> int:
    from game.sim import play_game
    g = get_game(a.game)
    check_players(g, a.players)
    bots = parse_bots(a.game, a.bots, a.players, "random")
    opts = parse_options(g, a.option)
    wins = [0.0] * a.players
    totals = [0] * a.players
    if a.record:
        os.makedirs(a.record, exist_ok=True)
    t0 = time.perf_counter()
    for k in range(a.games):
        seed = a.seed + k
        res = play_game(a.game, a.players, seed, bots, opts)
        r = g.result(res.state)
        for w in r.winners:
            wins[w] += 1 / len(r.winners)
        for i, s in enumerate(r.scores):
            totals[i] += s
        if a.record:
            from game.saves import write_record
            seats = [{"name": f"Bot {i + 1}", "kind": f"bot:{b}"} for i, b in enumerate(bots)]
            write_record(os.path.join(a.record, f"{a.game}-{seed}.json"), g.record(res.state, seats))
    dt = time.perf_counter() - t0
    print(f"{g.title}: {a.games} games, {a.players} players, seeds {a.seed}..{a.seed + a.games - 1}, "
          f"bots {','.join(bots)}")
    print(f"{'seat':>4}  {'bot':<8} {'wins':>8} {'win %':>7} {'mean score':>11}")
    for i in range(a.players):
        print(f"{i:>4}  {bots[i]:<8} {wins[i]:>8.1f} {100 * wins[i] / a.games:>6.1f}% {totals[i] / a.games:>11.2f}")
    print(f"({dt:.2f} s, {1000 * dt / a.games:.2f} ms a game)", file=sys.stderr)
    return 0


def cmd_versus(a) -> int:
    from game.bots import levels
    from game.sim import head_to_head
    for b in (a.a, a.b):
        if b not in levels(a.game):
            raise UsageError(f"unknown bot level {b!r} for {a.game}")
    if a.players != 2:
        raise UsageError("versus plays 2-player games")
    r = head_to_head(a.game, a.a, a.b, a.games, a.seed)
    g = get_game(a.game)
    print(f"{g.title}: {a.a} vs {a.b}, {a.games} two-player games, seats rotated, seeds {a.seed}..")
    print(f"{'':<10} {'wins':>6} {'share':>7}")
    print(f"{a.a:<10} {r['a_wins']:>6} {100 * r['a_wins'] / a.games:>6.1f}%")
    print(f"{a.b:<10} {r['b_wins']:>6} {100 * r['b_wins'] / a.games:>6.1f}%")
    print(f"{'shared':<10} {r['shared']:>6} {100 * r['shared'] / a.games:>6.1f}%")
    return 0


def _headless_env() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"


def make_match(game_id, players, seats, seed, options, **kw):
    from game.match import Match
    return Match(game_id, players, seats, seed, options, **kw)


def cmd_shot(a) -> int:
    _headless_env()
    import pygame

    from game.app import App
    from game.seats import BOT_NAMES, SeatSpec
    from game.settings import Settings
    from scenes.tables import table_class
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
    if a.screen in ("title", "setup", "help"):
        from scenes.help import HelpScene
        from scenes.setup import SetupScene
        from scenes.title import TitleScene
        app.push(TitleScene(app))
        if a.screen == "setup":
            app.push(SetupScene(app, a.game, a.players))
        elif a.screen == "help":
            app.push(HelpScene(app, a.game))
    else:
        table = cls(app, m, viewer=a.seat, animate=False)
        table.seen = len(m.events)
        app.push(table)
        if a.screen == "pause":
            from scenes.pause import PauseScene
            app.push(PauseScene(app, table))
        elif a.screen == "handoff":
            from scenes.handoff import HandoffScene
            app.push(HandoffScene(app, m.name(a.seat), lambda: None))
        elif a.screen == "results":
            m.run_bots_instantly()
            from scenes.results import ResultsScene
            app.push(ResultsScene(app, m, save=False))
    app.draw()
    os.makedirs(os.path.dirname(os.path.abspath(a.out)), exist_ok=True)
    pygame.image.save(app.screen, a.out)
    print(f"wrote {a.out} ({a.shot_size[0]}x{a.shot_size[1]}, {g.title}, after {m.step} moves, seat {a.seat})")
    pygame.quit()
    return 0


def cmd_smoke(n: int, size) -> int:
    _headless_env()
    from game.app import App
    from game.seats import BOT_NAMES, SeatSpec
    from game.settings import Settings
    from scenes.tables import playable_games, table_class
    from scenes.title import TitleScene
    st = Settings(anim_speed="fast", bot_pace="instant")
    app = App(size=size or (1280, 720), settings=st, headless=True)
    gid = playable_games()[0]
    g = get_game(gid)
    seats = [SeatSpec(BOT_NAMES[i], "bot", "medium") for i in range(g.min_players)]
    m = make_match(gid, g.min_players, seats, 12345, {}, bot_delay=0.0)
    app.push(TitleScene(app))
    app.push(table_class(gid)(app, m))
    app.run(max_frames=n)
    print(f"smoke: {app.frames} frames, {m.step} moves, game over: {m.over}")
    return 0


def cmd_play(a, size) -> int:
    from game.app import App
    from game.seats import SeatSpec
    from scenes.setup import start_match
    from scenes.tables import table_class
    g = get_game(a.game)
    check_players(g, a.players)
    if table_class(a.game) is None:
        raise UsageError(f"{g.title} cannot be played in the window yet (try: simulate {a.game})")
    opts = parse_options(g, a.option)
    specs = (a.seats or ",".join(["human"] + ["bot:medium"] * (a.players - 1))).split(",")
    if len(specs) != a.players:
        raise UsageError(f"--seats needs {a.players} entries, got {len(specs)}")
    try:
        seats = [SeatSpec.parse(t, i) for i, t in enumerate(specs)]
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    from game.bots import levels
    for s in seats:
        if s.is_bot and s.level not in levels(a.game):
            raise UsageError(f"unknown bot level {s.level!r} (levels: {', '.join(levels(a.game))})")
    app = App(size=a.play_size or size)
    start_match(app, a.game, a.players, seats, a.seed, opts)
    app.run()
    return 0


def cmd_replay(a, size) -> int:
    from game.saves import BrokenFile, load_record
    if not os.path.exists(a.file):
        raise UsageError(f"no such file: {a.file}")
    try:
        rec = load_record(a.file)
    except BrokenFile as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    from game.app import App
    from scenes.replay import ReplayScene
    app = App(size=size)
    from scenes.title import TitleScene
    app.push(TitleScene(app))
    app.push(ReplayScene(app, rec))
    app.run()
    return 0


def cmd_bench(a) -> int:
    from game import bench
    return bench.run(a.what, a.game, frozen=a.frozen)


def cmd_window(size) -> int:
    from game.app import App
    from scenes.title import TitleScene
    app = App(size=size)
    app.push(TitleScene(app))
    app.run()
    return 0


def run(argv) -> int:
    parser = build_parser()
    a = parser.parse_args(argv)
    if a.crash_test or os.environ.get(CRASH_TEST_ENV, "") not in ("", "0"):
        raise CrashTest(f"crash test requested ({CRASH_TEST_ENV} or --crash-test); this error is on purpose")
    try:
        if a.smoke:
            return cmd_smoke(a.smoke, a.size)
        if a.cmd == "simulate":
            return cmd_simulate(a)
        if a.cmd == "versus":
            return cmd_versus(a)
        if a.cmd == "shot":
            return cmd_shot(a)
        if a.cmd == "play":
            return cmd_play(a, a.size)
        if a.cmd == "replay":
            return cmd_replay(a, a.size)
        if a.cmd == "bench":
            return cmd_bench(a)
        return cmd_window(a.size)
    except (UsageError, IllegalAction) as exc:
        parser.print_usage(sys.stderr)
        print(f"{parser.prog}: error: {exc}", file=sys.stderr)
        return 2


def _crash_log_path() -> str:
    """A new file ``logs/crash-<time>.log`` in the user's data folder (else the temp folder)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    try:
        from game.storage import data_dir
        folder = os.path.join(data_dir(), "logs")
        os.makedirs(folder, exist_ok=True)
    except Exception:  # noqa: BLE001 - no data folder: still leave the log somewhere findable
        import tempfile
        folder = tempfile.gettempdir()
    path = os.path.join(folder, f"crash-{stamp}.log")
    n = 1
    while os.path.exists(path):
        n += 1
        path = os.path.join(folder, f"crash-{stamp}-{n}.log")
    return path


def report_crash(exc: BaseException) -> str | None:
    """Write the traceback to a log in the user's data folder and show a message.

    Works frozen too: a windowed build has no console (``sys.stderr`` may be None), so the
    log file and ``pygame.display.message_box`` are what the player sees. Never raises.
    """
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    try:
        from game.version import __version__ as version
    except Exception:  # noqa: BLE001
        version = "?"
    import platform
    header = (f"Auction Parlour {version} crash report, {time.strftime('%Y-%m-%d %H:%M:%S')}\n"
              f"python {platform.python_version()} on {platform.platform()}; "
              f"frozen: {bool(getattr(sys, 'frozen', False))}\n"
              f"arguments: {sys.argv[1:]!r}\n\n")
    path = None
    try:
        path = _crash_log_path()
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(header + text)
    except Exception:  # noqa: BLE001
        path = None
    summary = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    msg = f"Auction Parlour stopped because of an error:\n\n{summary}\n\n" + \
        (f"The details were written to:\n{path}" if path else text[-1500:])
    try:
        if sys.stderr is not None:
            print(msg, file=sys.stderr)
    except Exception:  # noqa: BLE001
        pass
    if os.environ.get("SDL_VIDEODRIVER") != "dummy":
        try:
            import pygame
            pygame.display.message_box("Auction Parlour", msg, "error")
        except Exception:  # noqa: BLE001
            pass
    return path


def main(argv=None) -> int:
    if argv is None:
        argv = sys.argv[1:]
    try:
        code = run(argv)
    except SystemExit:
        raise
    except KeyboardInterrupt:
        code = 130
    except BaseException as exc:  # noqa: BLE001 - the last line of defence: never a silent vanish
        report_crash(exc)
        code = 1
    return code


if __name__ == "__main__":
    sys.exit(main())
