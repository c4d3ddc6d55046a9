"""``versus GAME [--a medium] [--b random] [--games 400]``: two bots head to head, seats rotated."""
from __future__ import annotations

from .common import GAME_IDS, UsageError, get_game, nonneg, positive

HELP = "2-player bot against bot, seats rotated; prints the table"


def add_arguments(p) -> None:
    p.add_argument("game", choices=GAME_IDS)
    p.add_argument("--a", default="medium")
    p.add_argument("--b", default="random")
    p.add_argument("--games", type=positive, default=400)
    p.add_argument("--seed", type=nonneg, default=1)
    p.add_argument("--players", type=positive, default=2)


def run(a) -> int:
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
