"""``simulate GAME --players N --games K [--seed S] [--bots …] [--record DIR]``: bots-only games."""
from __future__ import annotations

import os
import sys
import time

from .common import GAME_IDS, check_players, get_game, nonneg, parse_bots, parse_options, positive

HELP = "bots-only games, headless; prints wins and mean scores"


def add_arguments(p) -> None:
    p.add_argument("game", choices=GAME_IDS)
    p.add_argument("--players", type=positive, required=True)
    p.add_argument("--games", type=positive, required=True)
    p.add_argument("--seed", type=nonneg, default=1)
    p.add_argument("--bots", help="comma list of bot levels, one per seat (default all random)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--record", metavar="DIR", help="write one record per game as DIR/<game>-<seed>.json")


def run(a) -> int:
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
