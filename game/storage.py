"""User data folder, atomic JSON writes, and reading JSON that may be broken.

A file that cannot be read is moved aside (``name.broken-<time>.json``), the problem is
reported, and the caller carries on with defaults: nothing is ever lost or silently
overwritten. Data files are plain JSON, never code.
"""
from __future__ import annotations

import json
import os
import tempfile
import time

APP_NAME = "AuctionParlour"


def data_dir() -> str:
    """Per-user folder for settings, saves, records and logs (``AUCTION_PARLOUR_HOME`` overrides)."""
    override = os.environ.get("AUCTION_PARLOUR_HOME")
    if override:
        path = override
    else:
        try:
            from platformdirs import user_data_dir
            path = user_data_dir(APP_NAME, appauthor=False)
        except Exception:  # platformdirs missing: a dot-folder in the home directory
            path = os.path.join(os.path.expanduser("~"), "." + APP_NAME.lower())
    os.makedirs(path, exist_ok=True)
    return path


def ensure_folder(path: str) -> str:
    """The folder at ``path``, made if needed; a file (or anything else) in its way inside the
    data folder is kept aside first."""
    if os.path.lexists(path) and not os.path.isdir(path):
        keep_aside(path)
    os.makedirs(path, exist_ok=True)
    return path


def write_json_atomic(path: str, data) -> None:
    """Write to a temporary file in the same folder, fsync, then rename over ``path``."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=1, sort_keys=False)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


class BrokenFile(Exception):
    """A data file existed but could not be used; ``kept_at`` is where it was moved."""

    def __init__(self, path: str, reason: str, kept_at: str | None):
        self.path, self.reason, self.kept_at = path, reason, kept_at
        where = f"; it was kept as {kept_at}" if kept_at else ""
        super().__init__(f"Could not read {path}: {reason}{where}")


def keep_aside(path: str) -> str | None:
    """Rename a broken file (or whatever sits where a file belongs) to
    ``name.broken-<time>.json`` beside it, inside the data folder only; elsewhere nothing of the
    user's is ever moved (returns None)."""
    if not inside_data_dir(path):
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base, ext = os.path.splitext(path)
    dest = f"{base}.broken-{stamp}{ext or '.json'}"
    n = 1
    while os.path.exists(dest):
        n += 1
        dest = f"{base}.broken-{stamp}-{n}{ext or '.json'}"
    try:
        os.replace(path, dest)
        return dest
    except OSError:
        return None


def inside_data_dir(path: str) -> bool:
    """Is ``path`` inside the user data folder (the only place files are ever moved)?"""
    try:
        root = os.path.realpath(data_dir())
        return os.path.commonpath([root, os.path.realpath(path)]) == root
    except (OSError, ValueError):
        return False


MAX_FILE_BYTES = 8 * 1024 * 1024      # no save, record or settings file comes near this
MAX_DEPTH = 12                          # no file of ours nests deeper than this


def _depth(value, limit: int) -> int:
    """Nesting depth of parsed JSON, stopping early once past ``limit``."""
    todo, deepest = [(value, 1)], 0
    while todo:
        v, d = todo.pop()
        deepest = max(deepest, d)
        if deepest > limit:
            return deepest
        if isinstance(v, dict):
            todo.extend((x, d + 1) for x in v.values())
        elif isinstance(v, list):
            todo.extend((x, d + 1) for x in v)
    return deepest


def _refuse_constant(name: str):
    raise ValueError(f"{name} is not a number JSON allows")


def read_json(path: str, validate=None, keep=True):
    """Return the parsed JSON, or None if there is no file.

    Raises BrokenFile when the path is not a regular file (a folder, a pipe), too large,
    not UTF-8 JSON, nested too deep, holds NaN/Infinity, or ``validate(data)`` refuses it
    (ValueError/KeyError/TypeError). The file is moved aside first when ``keep`` (inside
    the data folder); callers reading a user's own file elsewhere pass ``keep=False``."""
    if not os.path.lexists(path):
        return None

    def broken(reason):
        return BrokenFile(path, reason, keep_aside(path) if keep else None)

    if not os.path.isfile(path):
        raise broken("it is not a regular file")
    try:
        if os.path.getsize(path) > MAX_FILE_BYTES:
            raise broken("it is far too large")
        with open(path, "r", encoding="utf-8") as fh:
            data = json.load(fh, parse_constant=_refuse_constant)
        if _depth(data, MAX_DEPTH) > MAX_DEPTH:
            raise ValueError("it is nested far too deep")
        if validate is not None:
            validate(data)
        return data
    except BrokenFile:
        raise
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, ValueError, KeyError, TypeError,
            RecursionError, OverflowError) as exc:
        reason = str(exc) or exc.__class__.__name__
        if isinstance(exc, RecursionError):
            reason = "it is nested far too deep"
        raise broken(reason[:200]) from None


def clean_leftovers(folder: str | None = None) -> int:
    """Remove ``.tmp-*.json`` files left by interrupted atomic writes (in the data folder and
    its saves/ and records/). Returns how many were removed."""
    root = folder or data_dir()
    n = 0
    for sub in ("", "saves", "records"):
        d = os.path.join(root, sub)
        try:
            names = os.listdir(d)
        except OSError:
            continue
        for name in names:
            if name.startswith(".tmp-") and name.endswith(".json"):
                try:
                    os.unlink(os.path.join(d, name))
                    n += 1
                except OSError:
                    pass
    return n
