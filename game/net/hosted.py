"""Which table this window hosts (``<data>/hosted.json``), so a window that closed or crashed
mid-game may continue it. Kept apart from ``hosting`` so that the title can ask without
loading the network stack (asyncio, websockets, zeroconf)."""
from __future__ import annotations

import os

HOSTED_FILE = "hosted.json"
HOSTED_FORMAT = "auction-parlour/hosted-table"


def hosted_path() -> str:
    from game.storage import data_dir
    return os.path.join(data_dir(), HOSTED_FILE)


def _validate_hosted(d) -> None:
    from .tablefile import CODE_RE
    if not isinstance(d, dict) or d.get("format") != HOSTED_FORMAT or d.get("version") != 1:
        raise ValueError("not the table this window hosts")
    if not isinstance(d.get("code"), str) or not CODE_RE.match(d["code"]):
        raise ValueError("a table code is 3 to 32 letters, digits or hyphens")
    for key, top in (("seat", 63), ("port", 65535)):
        v = d.get(key)
        if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= top:
            raise ValueError(f"{key} is a number from 0 to {top}")
    if not isinstance(d.get("lan"), bool):
        raise ValueError("lan is true or false")


def remember_hosted(code: str, seat: int, port: int, lan: bool) -> None:
    """Name the table this window hosts (a window that closes or crashes may continue it)."""
    from game.storage import write_json_atomic
    try:
        write_json_atomic(hosted_path(), {"format": HOSTED_FORMAT, "version": 1, "code": code, "seat": seat,
                                          "port": port, "lan": lan})
    except OSError:
        pass                    # the game goes on; only continuing it after a crash is lost


def forget_hosted(code: str | None = None) -> None:
    """The window left its table (or it is over): it is not offered again."""
    from game.storage import BrokenFile, read_json
    path = hosted_path()
    try:
        d = read_json(path, _validate_hosted, keep=False)
    except BrokenFile:
        d = {}
    if d is None or (code is not None and d and d.get("code") != code):
        return
    try:
        os.remove(path)
    except OSError:
        pass


def hosted_table() -> dict | None:
    """The unfinished table this window hosted and did not leave, or None: ``code``, ``seat``
    (this player's), ``port``, ``lan``, ``game``, ``players``, ``kinds``, ``moves`` (so far).
    BrokenFile when its file (or the table's file) is damaged: kept aside, and
    nothing is offered."""
    from game.storage import BrokenFile, read_json
    from rules import GAME_IDS
    from .tablefile import read_table, table_path
    d = read_json(hosted_path(), _validate_hosted)
    if d is None:
        return None
    try:
        saved = read_table(table_path(d["code"]))
    except BrokenFile:
        forget_hosted()
        raise
    rec = saved["record"] if saved else None
    seat = d["seat"]
    if (rec is None or "final" in rec or rec["game"] not in GAME_IDS or seat >= rec["players"]
            or saved["seats"][seat]["kind"] != "remote" or saved["seats"][seat]["token"] is None):
        forget_hosted()         # finished (its table file went with it), or not this window's any more
        return None
    return {"code": d["code"], "seat": seat, "port": d["port"], "lan": d["lan"], "game": rec["game"],
            "players": rec["players"], "kinds": [s["kind"] for s in saved["seats"]],
            "moves": len(rec.get("actions", ()))}
