"""Players at this computer: a profile is an id that stays and a name that may change.
Statistics and replays follow the profile, so renaming yourself never orphans your games.

``<data>/profiles.json`` holds ``{"schema": 1, "profiles": [{"id": "p-…", "name": "Ann"}]}``,
schema-checked like every file (a broken one is reported, kept aside, and the game goes on
with no profiles) and written atomically. A record's human seats carry their profile id
(``"profile"``); records from before profiles match by the seat's name.
"""
from __future__ import annotations

import os
import re
import secrets
from dataclasses import dataclass

from .storage import BrokenFile, data_dir, read_json, write_json_atomic

SCHEMA = 1
ID = re.compile(r"^p-[0-9a-f]{12}$")
MAX_PROFILES = 200


@dataclass(frozen=True)
class Profile:
    id: str
    name: str


def profiles_path() -> str:
    return os.path.join(data_dir(), "profiles.json")


def _validate(d) -> None:
    from .saves import valid_name
    if not isinstance(d, dict) or d.get("schema") != SCHEMA or type(d.get("schema")) is not int:
        raise ValueError("not a profiles file of this version")
    ps = d.get("profiles")
    if not isinstance(ps, list) or len(ps) > MAX_PROFILES:
        raise ValueError("profiles must be a list")
    ids = set()
    for p in ps:
        if not isinstance(p, dict) or not isinstance(p.get("id"), str) or not ID.match(p["id"]) \
                or not valid_name(p.get("name")) or p["id"] in ids:
            raise ValueError("a profile needs an id and a name of printable characters")
        ids.add(p["id"])


def load() -> tuple:
    """``(profiles, problem)``: problem is None, or a sentence for the player when the file was
    broken (it has been kept aside; no profiles are known until the next one is made)."""
    try:
        d = read_json(profiles_path(), _validate)
    except BrokenFile as exc:
        return [], str(exc)
    return ([Profile(p["id"], p["name"]) for p in d["profiles"]] if d else []), None


def save(profiles) -> None:
    write_json_atomic(profiles_path(), {"schema": SCHEMA, "profiles": [{"id": p.id, "name": p.name}
                                                                         for p in profiles]})


def new_id() -> str:
    return "p-" + secrets.token_hex(6)


def settle(seats, profiles=None) -> tuple:
    """The human seats of a table about to start, each with its profile: a seat that chose a
    profile and typed another name renames it (unless that name is another profile's: then
    it is that player); a seat with no profile is the profile of that name, or a new one.
    Returns ``(seats, profiles)`` and saves the profiles when they changed."""
    from .seats import SeatSpec
    profiles = list(load()[0] if profiles is None else profiles)
    changed = False
    out = []
    for s in seats:
        if s.is_bot:
            out.append(s)
            continue
        by_name = next((p for p in profiles if p.name.lower() == s.name.lower()), None)
        mine = next((p for p in profiles if p.id == s.profile), None)
        if by_name is not None:
            chosen = by_name
        elif mine is not None:                       # renamed: the same player, a new name
            chosen = Profile(mine.id, s.name)
            profiles = [chosen if p.id == mine.id else p for p in profiles]
            changed = True
        else:
            chosen = Profile(new_id(), s.name)
            profiles.append(chosen)
            changed = True
        out.append(SeatSpec(s.name, s.kind, s.level, chosen.id))
    if changed:
        try:
            save(profiles[-MAX_PROFILES:])
        except OSError:
            pass
    return out, profiles


def names() -> dict:
    """Profile id -> its current name."""
    return {p.id: p.name for p in load()[0]}


__all__ = ["Profile", "load", "save", "settle", "names", "profiles_path", "new_id"]
