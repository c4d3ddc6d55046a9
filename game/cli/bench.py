"""``bench frames|engine|bots|startup``: performance figures (see game/bench.py)."""
from __future__ import annotations

from .common import GAME_IDS, size_arg

HELP = "performance figures"


def add_arguments(p) -> None:
    p.add_argument("what", choices=("frames", "engine", "bots", "startup"))
    p.add_argument("--game", choices=GAME_IDS, help="frames: only this game's table (default: every table)")
    p.add_argument("--size", type=size_arg, metavar="WxH", dest="bench_size",
                   help="frames: only this window size (default 960x540, 1280x720 and 1920x1080)")
    p.add_argument("--frozen", help="path of a frozen executable to time as well (startup)")


def run(a) -> int:
    from game import bench
    return bench.run(a.what, a.game, frozen=a.frozen, size=a.bench_size)
