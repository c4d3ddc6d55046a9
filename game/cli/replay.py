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
    from game.storage import inside_data_dir
    from scenes.registry import table_class
    if not os.path.lexists(a.file):
        raise UsageError(f"no such file: {a.file}")
    if os.path.isdir(a.file):
        print(f"error: {a.file} is a folder, not a game record", file=sys.stderr)
        return 1
    try:
        # a damaged file in the data folder is kept aside; a user's own file elsewhere is
        # never renamed or moved
        rec = load_record(a.file, keep=inside_data_dir(a.file))
    except BrokenFile as exc:
        where = f" It was kept as {exc.kept_at}." if exc.kept_at else ""
        print(f"error: {a.file} cannot be replayed: {exc.reason}.{where}", file=sys.stderr)
        return 1
    if table_class(rec["game"]) is None:
        print(f"error: {rec['game']} has no table to replay it on", file=sys.stderr)
        return 1
    from game.app import App
    from game.flow import play_replay
    app = App(size=a.size)
    play_replay(app, rec)
    app.run()
    return 0
