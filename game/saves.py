"""Saves are game records (ARCHITECTURE's record format): seed, options, seats and the action
log. Loading replays the actions through the rules, so a save can never hold an illegal state."""
from __future__ import annotations

import os

from rules import GAME_IDS, get_game

from .storage import BrokenFile, data_dir, read_json, write_json_atomic

AUTOSAVE = "autosave.json"


def saves_dir() -> str:
    d = os.path.join(data_dir(), "saves")
    os.makedirs(d, exist_ok=True)
    return d


def autosave_path() -> str:
    return os.path.join(saves_dir(), AUTOSAVE)


def validate_record(d) -> None:
    if not isinstance(d, dict) or d.get("format") != "auction-parlour/record":
        raise ValueError("not an Auction Parlour record")
    if d.get("version") != 1:
        raise ValueError(f"unsupported record version {d.get('version')!r}")
    if d.get("game") not in GAME_IDS:
        raise ValueError(f"unknown game {d.get('game')!r}")
    if not isinstance(d.get("players"), int) or not isinstance(d.get("seed"), int):
        raise ValueError("players and seed must be whole numbers")
    if not isinstance(d.get("actions", []), list) or not isinstance(d.get("seats", []), list):
        raise ValueError("actions and seats must be lists")


def write_record(path: str, record: dict) -> None:
    write_json_atomic(path, record)


def load_record(path: str) -> dict | None:
    """The record, or None when there is no file. Raises BrokenFile (file kept aside) when
    it is not JSON, not a record, or its actions do not replay legally."""
    from rules.core import IllegalAction

    def check(d):
        validate_record(d)
        try:
            get_game(d["game"]).replay(d)
        except IllegalAction as exc:
            raise ValueError(str(exc)) from None
        except (TypeError, KeyError) as exc:
            raise ValueError(f"malformed action: {exc}") from None

    return read_json(path, check)


__all__ = ["BrokenFile", "autosave_path", "load_record", "write_record", "saves_dir", "validate_record"]
