"""``versus GAME [--a medium] [--b random] [--games 400] [--players 2]``: a shortcut for
``tournament GAME --players N --bots A,B --deals GAMES/N``: bot ``a`` in one seat, ``b`` in
the others, duplicate deals with every rotation of the seats (the tournament's table)."""
from __future__ import annotations

import argparse

from . import tournament
from .common import GAME_IDS, nonneg, positive

HELP = "shortcut: a tournament of bot a against bot b (duplicate deals, seats rotated)"


def add_arguments(p) -> None:
    p.add_argument("game", choices=GAME_IDS)
    p.add_argument("--a", default="medium", help="the level in one seat (default medium)")
    p.add_argument("--b", default="random", help="the level in every other seat (default random)")
    p.add_argument("--games", type=positive, default=400, help="games in all (rounded to whole deals)")
    p.add_argument("--seed", type=nonneg, default=1)
    p.add_argument("--players", type=positive, default=2)
    p.add_argument("--jobs", type=positive, default=1)


def run(a) -> int:
    deals = max(1, round(a.games / a.players))
    parser = argparse.ArgumentParser(prog="tournament")      # the tournament's own defaults
    tournament.add_arguments(parser)
    return tournament.run(parser.parse_args([a.game, "--players", str(a.players), "--bots", f"{a.a},{a.b}",
                                             "--deals", str(deals), "--seed", str(a.seed), "--jobs", str(a.jobs)]))
