"""``bench frames|engine|bots|startup|net``: performance figures (see game/bench.py; net:
game/net/bench.py)."""
from __future__ import annotations

from .common import GAME_IDS, size_arg

HELP = "performance figures"


def add_arguments(p) -> None:
    p.add_argument("what", choices=("frames", "engine", "bots", "startup", "net"))
    p.add_argument("--game", choices=GAME_IDS, help="frames: only this game's table (default: every table)")
    p.add_argument("--size", type=size_arg, metavar="WxH", dest="bench_size",
                   help="frames: only this window size (default 960x540, 1280x720 and 1920x1080)")
    p.add_argument("--frozen", help="path of a frozen executable to time as well (startup)")
    p.add_argument("--tables", help="net: the numbers of tables to try, comma list (default 10,50,100,200,300)")
    p.add_argument("--think", type=float, default=1.0, help="net: seconds a client pauses before a move (default 1)")
    p.add_argument("--seconds", type=float, default=20.0, help="net: seconds measured per table count (default 20)")


def run(a) -> int:
    from game import bench
    if a.what == "net":
        from .common import UsageError
        try:
            counts = [int(x) for x in a.tables.split(",")] if a.tables else None
        except ValueError:
            raise UsageError(f"--tables takes whole numbers, like 10,25,50, not {a.tables!r}") from None
        if counts is not None and not all(0 < c <= 2000 for c in counts):
            raise UsageError("--tables: 1 to 2000 tables")
        if not 0 <= a.think <= 60 or not 1 <= a.seconds <= 3600:
            raise UsageError("--think is 0 to 60 seconds, --seconds 1 to 3600")
        from game.net.bench import run as bench_net
        return bench_net(a.game, counts, a.think, a.seconds)
    return bench.run(a.what, a.game, frozen=a.frozen, size=a.bench_size)
