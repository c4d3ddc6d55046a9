"""``tournament GAME --players N --bots hard,medium[,…] --deals K [--seed S] [--jobs J]
[--minutes M]``: duplicate deals, every rotation of the seats; each level's share of wins
with a 95% confidence interval, mean score and time per decision. With ``--minutes`` the run
stops after that long and reports the deals that finished (the header says how many of
those asked)."""
from __future__ import annotations

import sys
import time

from .common import GAME_IDS, UsageError, check_players, get_game, minutes_arg, nonneg, positive

HELP = "duplicate-deal tournament between bot levels (every rotation of the seats)"


def add_arguments(p) -> None:
    p.add_argument("game", choices=GAME_IDS)
    p.add_argument("--players", type=positive, required=True)
    p.add_argument("--bots", required=True, help="comma list of levels, e.g. hard,medium (the last fills the table)")
    p.add_argument("--deals", type=positive, required=True)
    p.add_argument("--seed", type=nonneg, default=1)
    p.add_argument("--jobs", type=positive, default=1)
    p.add_argument("--minutes", type=minutes_arg, default=None,
                   help="stop after this many minutes and report the deals finished by then")
    p.add_argument("--thinking", choices=("quick", "normal", "deep"), default="normal",
                   help="how long hard bots think (default normal)")


def run(a) -> int:
    from game.bots import levels
    from game.tournament import run_tournament, seat_levels, summarize
    g = get_game(a.game)
    check_players(g, a.players)
    lv = [x.strip() for x in a.bots.split(",") if x.strip()]
    if not lv:
        raise UsageError("--bots needs at least one level")
    for x in lv:
        if x not in levels(a.game):
            raise UsageError(f"unknown bot level {x!r} for {a.game} (levels: {', '.join(levels(a.game))})")
    if len(lv) > a.players:
        raise UsageError(f"--bots names {len(lv)} levels for a {a.players}-player table")
    t0 = time.perf_counter()

    def progress(done, total):
        print(f"\r{done}/{total} deals", end="", file=sys.stderr, flush=True)

    results = run_tournament(a.game, a.players, lv, a.deals, a.seed, a.jobs, a.thinking, progress,
                             None if a.minutes is None else 60.0 * a.minutes)
    print(file=sys.stderr)
    seats = seat_levels(lv, a.players)
    n = len(results)
    seeds = [r.deal for r in results]
    if seeds == list(range(a.seed, a.seed + n)):
        which = f"seeds {a.seed}..{a.seed + n - 1}"
    else:
        which = "seeds " + ",".join(str(x) for x in seeds)
    cut = "" if n == a.deals else f" (of {a.deals} asked: stopped at the {a.minutes:g}-minute limit)"
    print(f"{g.title}, {a.players} players: {n} duplicate deal{'s' if n != 1 else ''}{cut} x {a.players} "
          f"rotations = {n * a.players} games; seats {','.join(seats)}; {which}"
          + (f"; hard thinking {a.thinking}" if "hard" in lv else ""))
    print(f"{'level':<8} {'seats':>5} {'fair':>6} {'win share':>10} {'95% CI':>14} {'mean score':>11} "
          f"{'ms/decision p50':>16} {'p95':>7}")
    for k, n, fair, share, ci, score, p50, p95 in summarize(results, lv, a.players):
        lo, hi = max(0.0, share - ci), min(1.0, share + ci)
        print(f"{k:<8} {n:>5} {100 * fair:>5.1f}% {100 * share:>9.1f}% {100 * lo:>6.1f}–{100 * hi:>5.1f}% "
              f"{score:>11.2f} {p50:>16.2f} {p95:>7.2f}")
    print(f"({time.perf_counter() - t0:.0f} s, {a.jobs} job{'s' if a.jobs > 1 else ''})", file=sys.stderr)
    return 0
