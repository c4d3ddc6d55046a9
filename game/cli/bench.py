"""``bench frames|engine|bots|startup``: performance figures (see game/bench.py)."""
from __future__ import annotations

from .common import GAME_IDS

HELP = "performance figures"


def add_arguments(p) -> None:
    p.add_argument("what", choices=("frames", "engine", "bots", "startup"))
    p.add_argument("--game", choices=GAME_IDS, default="sorcerous-futures")
    p.add_argument("--frozen", help="path of a frozen executable to time as well (startup)")


def run(a) -> int:
    from game import bench
    return bench.run(a.what, a.game, frozen=a.frozen)
