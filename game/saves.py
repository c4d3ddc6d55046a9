"""Saves are game records (ARCHITECTURE's record format): seed, options, seats and the action
log. Loading replays the actions through the rules, so a save can never hold an illegal state."""
from __future__ import annotations

import os
import re

from rules import GAME_IDS, get_game  # noqa: F401

from .storage import BrokenFile, data_dir, ensure_folder, read_json, write_json_atomic

AUTOSAVE = "autosave.json"


MAX_NAME = 24              # a seat's name, everywhere (setup, command line, records)
MAX_ACTIONS = 20000        # far more than any game takes
MAX_HINT_ROUNDS = 10000    # sampled games behind one hint: a hint thinks seconds, not hours


def saves_dir() -> str:
    return ensure_folder(os.path.join(data_dir(), "saves"))


def autosave_path() -> str:
    return os.path.join(saves_dir(), AUTOSAVE)


def valid_name(name) -> bool:
    """A seat's name: 1..MAX_NAME printable characters."""
    return (isinstance(name, str) and 0 < len(name) <= MAX_NAME and name.strip() != ""
            and all(ch.isprintable() for ch in name))


def validate_record(d) -> None:
    """The schema of a record (and of the autosave): every type, range and length that the
    game reads, checked before anything else touches it. Raises ValueError saying what is wrong."""
    from .bots import levels
    if not isinstance(d, dict) or d.get("format") != "auction-parlour/record":
        raise ValueError("not an Auction Parlour record")
    if d.get("version") != 1 or type(d.get("version")) is not int:
        raise ValueError(f"unsupported record version {str(d.get('version'))[:20]!r}")
    game = d.get("game")
    if not isinstance(game, str) or game not in GAME_IDS:
        raise ValueError(f"unknown game {str(game)[:40]!r}")
    g = get_game(game)
    players, seed = d.get("players"), d.get("seed")
    if type(players) is not int or not g.min_players <= players <= g.max_players:
        raise ValueError(f"{g.title} is for {g.min_players} to {g.max_players} players")
    if type(seed) is not int or not 0 <= seed < 2 ** 64:
        raise ValueError("the seed must be a whole number from 0 to 2^64-1")
    if not isinstance(d.get("options", {}), dict):
        raise ValueError("options must be a JSON object")
    seats = d.get("seats", [])
    if not isinstance(seats, list) or len(seats) > players:
        raise ValueError("seats must be a list with at most one entry per player")
    for i, s in enumerate(seats):
        if not isinstance(s, dict) or not valid_name(s.get("name")):
            raise ValueError(f"seat {i + 1} needs a name of 1 to {MAX_NAME} printable characters")
        prof = s.get("profile")
        if prof is not None and (not isinstance(prof, str) or not re.match(r"^p-[0-9a-f]{12}$", prof)):
            raise ValueError(f"seat {i + 1}: a profile is p- and 12 hexadecimal digits")
        kind = s.get("kind", "human")
        if not isinstance(kind, str) or not (kind == "human" or (kind.startswith("bot:")
                                                                  and kind[4:] in levels(game))):
            raise ValueError(f"seat {i + 1}: unknown kind {str(kind)[:30]!r}")
    actions = d.get("actions", [])
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise ValueError("actions must be a list")
    for i, s in enumerate(seats):
        # "Let a bot finish": a human seat a bot played from step ``finished_from`` on
        if "finished_by" not in s and "finished_from" not in s:
            continue
        by, at = s.get("finished_by"), s.get("finished_from")
        if s.get("kind", "human") != "human" or not isinstance(by, str) or not by.startswith("bot:") \
                or by[4:] not in levels(game):
            raise ValueError(f"seat {i + 1}: finished_by names a bot level for a player's seat")
        if type(at) is not int or not 0 <= at <= len(actions):
            raise ValueError(f"seat {i + 1}: finished_from must be a step of the game")
    for i, s in enumerate(seats):
        # the hints the player was shown: [[step, sampled rounds, first move], …] (the review weighs them)
        shown = s.get("hints", [])
        if not isinstance(shown, list) or len(shown) > len(actions) + 1 or not all(
                isinstance(h, list) and len(h) in (2, 3) and all(type(v) is int for v in h[:2])
                and 0 <= h[0] <= len(actions) and 1 <= h[1] <= MAX_HINT_ROUNDS
                and (len(h) == 2 or isinstance(h[2], dict)) for h in shown):
            raise ValueError(f"seat {i + 1}: hints must be [[step, rounds, first move], …] for steps of the game")
    for i, s in enumerate(seats):
        # the steps a standing order (Barony's Keep matching) played for the player
        ordered = s.get("ordered", [])
        if not isinstance(ordered, list) or len(ordered) > len(actions) or not all(
                type(k) is int and 0 <= k < len(actions) for k in ordered):
            raise ValueError(f"seat {i + 1}: ordered must be a list of steps of the game")
    for i, st in enumerate(actions):
        if not isinstance(st, dict) or type(st.get("seat")) is not int or not isinstance(st.get("action"), dict):
            raise ValueError(f"step {i + 1} must be {{\"seat\": a whole number, \"action\": {{…}}}}")
    if "final" in d and not isinstance(d["final"], dict):
        raise ValueError("final must be a JSON object")


def write_record(path: str, record: dict) -> None:
    write_json_atomic(path, record)


class Autosave:
    """Where the window's game in progress is kept after every move (Continue on the title).
    ``write`` is called by the Match that plays it, off the frame loop; ``retire`` once that
    game is over and its record kept. Nothing else removes the autosave."""

    def __init__(self, path: str | None = None):
        self._path = path

    @property
    def path(self) -> str:
        return self._path or autosave_path()

    def write(self, record: dict) -> None:
        write_record(self.path, record)

    def retire(self) -> None:
        if os.path.exists(self.path):
            os.remove(self.path)


def load_record(path: str, keep: bool = True) -> dict | None:
    """The record, or None when there is no file. Raises BrokenFile (the file kept aside when
    ``keep`` and inside the data folder) when it is not JSON, not a record, or its actions do
    not replay legally. Every path that reads a record (title, Continue, replay, the lists
    and statistics) comes through here."""
    from rules.core import IllegalAction

    def check(d):
        validate_record(d)
        try:
            get_game(d["game"]).replay(d)
        except IllegalAction as exc:
            raise ValueError(str(exc)) from None
        except (TypeError, KeyError) as exc:
            raise ValueError(f"malformed action: {exc}") from None

    return read_json(path, check, keep=keep)


__all__ = ["Autosave", "BrokenFile", "autosave_path", "load_record", "write_record", "saves_dir", "validate_record"]
