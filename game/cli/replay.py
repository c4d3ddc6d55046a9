"""``replay FILE.json``: open a finished game's record and step through it."""
from __future__ import annotations

import os
import sys

from .common import UsageError

HELP = "open a game record and step through it"


def add_arguments(p) -> None:
    p.add_argument("file")


def run(a) -> int:
    from game.saves import BrokenFile, load_record
    if not os.path.exists(a.file):
        raise UsageError(f"no such file: {a.file}")
    try:
        rec = load_record(a.file)
    except BrokenFile as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    from game.app import App
    from game.flow import play_replay
    app = App(size=a.size)
    play_replay(app, rec)
    app.run()
    return 0
