"""``join HOST:PORT --code C [--as bot:LEVEL]``: join a hosted table. ``--as bot:LEVEL`` plays
the seat headless with the game's bot (exits 0 at the game's end); without it the window
opens on its Join screen, joining at once."""
from __future__ import annotations

import argparse

from .common import UsageError

HELP = "join a table hosted on another computer"


def _level(text: str) -> str:
    if not text.startswith("bot:") or not text[4:]:
        raise argparse.ArgumentTypeError(f"--as takes bot:LEVEL (random, easy, medium, hard), not {text!r}")
    return text[4:]


def add_arguments(p) -> None:
    p.add_argument("address", help="HOST:PORT, as the host printed it")
    p.add_argument("--code", required=True, help="the table's code")
    p.add_argument("--as", dest="as_bot", type=_level, metavar="bot:LEVEL",
                   help="play the seat without a window, with the game's bot of that level")
    p.add_argument("--name", help="your name at the table")
    p.add_argument("--token", help="your seat's token, to come back to your seat")
    p.add_argument("--token-file", help="keep the seat's token in this file (and rejoin with it when it exists)")
    p.add_argument("--retry", type=float, default=30.0, metavar="SECONDS",
                   help="how long to keep trying to rejoin a lost connection (default 30)")
    p.add_argument("--think", type=float, default=0.0, help=argparse.SUPPRESS)   # load tests: a bot's pause


def run(a) -> int:
    import asyncio
    import re
    from game.net.client import JoinRefused, parse_address, play_as_bot
    from game.net.tablefile import CODE_RE
    try:
        parse_address(a.address)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    code = a.code.upper()
    if not CODE_RE.match(code):
        raise UsageError("a table code is 3 to 32 letters, digits or hyphens")
    if a.token is not None and not re.match(r"^[0-9a-f]{32}$", a.token):
        raise UsageError("a seat token is 32 hexadecimal digits")
    if a.name is not None:
        from game.saves import MAX_NAME, valid_name
        if not valid_name(a.name):
            raise UsageError(f"a name is 1 to {MAX_NAME} printable characters")
    if not 0 <= a.retry <= 3600 or not 0 <= a.think <= 60:
        raise UsageError("--retry is 0 to 3600 seconds")
    if a.as_bot is None:
        return _window(a, code)
    from game.bots import LEVELS
    if a.as_bot not in LEVELS:
        raise UsageError(f"unknown bot level {a.as_bot!r} (levels: {', '.join(LEVELS)})")
    try:
        me = asyncio.run(play_as_bot(a.address, code, a.as_bot, token=a.token, token_file=a.token_file,
                                     retry_for=a.retry, think=a.think, log=lambda t: print(t, flush=True),
                                     name=a.name))
    except JoinRefused as exc:
        print(f"The host refused: {exc}")
        return 1
    except OSError as exc:
        print(f"Could not play at {a.address}: {exc}")
        return 1
    except KeyboardInterrupt:
        return 130
    r = me.result
    if r is not None:
        names = me.names
        print(f"Game over: {', '.join(names[w] for w in r.winners)} won; "
              f"scores {', '.join(f'{n} {s}' for n, s in zip(names, r.scores))}. You were seat {me.seat + 1}.")
    return 0


def _window(a, code: str) -> int:
    """The window, at its Join screen with the address, code and name filled in."""
    from game.app import App
    app = App(size=a.size)
    app.push("title")
    app.push("join", a.address, code, a.name or "", token=a.token, token_file=a.token_file)
    app.top.join()
    app.run()
    return 0
