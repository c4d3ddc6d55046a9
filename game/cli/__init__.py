"""The command line: ``python -m game`` (also installed as ``auction-parlour``).

    (no arguments)                 the window, title screen
    play GAME --players N [--seats human,bot:medium,…] [--seed S] [--option k=v]
    simulate GAME --players N --games K [--seed S] [--bots random,medium,…] [--record DIR]
    shot GAME --players N [--seed S] [--after K] [--seat I] [--size WxH] [--screen S] --out FILE.png
    replay FILE.json
    tournament GAME --players N --bots hard,medium[,…] --deals K [--seed S] [--jobs J] [--minutes M]
    bench frames|engine|bots|startup|net
    serve GAME --players N --seats remote,remote,bot:medium [--port P] [--code C] [--resume]
    join HOST:PORT --code C [--as bot:LEVEL] [--token T | --token-file F]
    --smoke N                      N frames of a bots-only game through the real scenes, then exit 0

One module per command in this package, each with ``HELP``, ``add_arguments(parser)`` and
``run(args) -> int``; add a command by writing its module and naming it in ``COMMANDS``.
A bad argument prints the usage and exits with status 2.
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys

from .common import UsageError, positive, size_arg
from .crash import CRASH_TEST_ENV, CrashTest, report_crash

COMMANDS = ("play", "simulate", "shot", "replay", "tournament", "bench", "serve", "join")


def _module(name: str):
    return importlib.import_module(f"{__name__}.{name}")


def build_parser() -> argparse.ArgumentParser:
    from game.version import __version__
    p = argparse.ArgumentParser(prog="auction-parlour", description="Auction Parlour: four auction card games.")
    p.add_argument("--version", action="version", version=f"Auction Parlour {__version__}")
    # hidden: raise an error inside main() to check the crash report (same as AUCTION_PARLOUR_CRASH_TEST=1)
    p.add_argument("--crash-test", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--smoke", type=positive, metavar="N",
                   help="run N frames of a bots-only game through the real scene stack, headless, then exit 0")
    p.add_argument("--smoke-bots", choices=("random", "easy", "medium", "hard"), default="medium",
                   help="with --smoke: the bots' level (hard thinks in a worker process)")
    p.add_argument("--size", type=size_arg, metavar="WxH", help="window size (default: last used, 1280x720)")
    sub = p.add_subparsers(dest="cmd")
    for name in COMMANDS:
        mod = _module(name)
        mod.add_arguments(sub.add_parser(name, help=mod.HELP))
    return p


def run(argv) -> int:
    from rules.core import IllegalAction
    parser = build_parser()
    a = parser.parse_args(argv)
    if a.crash_test or os.environ.get(CRASH_TEST_ENV, "") not in ("", "0"):
        raise CrashTest(f"crash test requested ({CRASH_TEST_ENV} or --crash-test); this error is on purpose")
    try:
        if a.smoke:
            from .window import run_smoke
            return run_smoke(a.smoke, a.size, a.smoke_bots)
        if a.cmd:
            return _module(a.cmd).run(a)
        from .window import run_window
        return run_window(a.size)
    except (UsageError, IllegalAction) as exc:
        parser.print_usage(sys.stderr)
        print(f"{parser.prog}: error: {exc}", file=sys.stderr)
        return 2


def main(argv=None) -> int:
    """Run the command line; any uncaught error becomes a crash report and exit status 1."""
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


__all__ = ["main", "run", "build_parser", "report_crash", "UsageError", "COMMANDS"]
