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


def read_json(path: str, validate=None):
    """Return the parsed JSON, or None if the file does not exist.

    Raises BrokenFile (after moving the file aside) when it is unreadable, not JSON, or
    ``validate(data)`` raises ValueError/KeyError/TypeError.
    """
    if not os.path.exists(path):
        return None
    try:
        with open(path, "r", encoding="utf-8") as fh:
            data = json.load(fh)
        if validate is not None:
            validate(data)
        return data
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, ValueError, KeyError, TypeError) as exc:
        reason = str(exc) or exc.__class__.__name__
        raise BrokenFile(path, reason, keep_aside(path)) from None
