"""A hosted table on disk: its code, its seats (who plays where, each remote seat's token) and
the game so far (the record, as the autosave keeps it), in one JSON file written atomically
after every move and every join: ``<data>/tables/<code>.json``. A host that stops (closed,
killed, the machine restarted) continues from it with the same command (or ``serve --resume``),
and the players rejoin their seats with their tokens.

The file holds the seats' secret tokens and the seed: it never leaves the host's computer.
"""
from __future__ import annotations

import os
import re
import threading

from game.saves import validate_record
from game.storage import data_dir, ensure_folder, read_json, write_json_atomic

FORMAT = "auction-parlour/table"
VERSION = 1
CODE_RE = re.compile(r"^[A-Z0-9-]{3,32}$")
TOKEN_RE = re.compile(r"^[0-9a-f]{32}$")
KIND_RE = re.compile(r"^(remote|bot:[a-z]{1,12})$")


def tables_dir() -> str:
    return ensure_folder(os.path.join(data_dir(), "tables"))


def table_path(code: str) -> str:
    return os.path.join(tables_dir(), f"{code}.json")


def validate_table(d) -> None:
    """Every field a host reads back, checked (ValueError says what is wrong)."""
    if not isinstance(d, dict) or d.get("format") != FORMAT or d.get("version") != VERSION:
        raise ValueError("not an Auction Parlour table file")
    if not isinstance(d.get("code"), str) or not CODE_RE.match(d["code"]):
        raise ValueError("a table code is 3 to 32 letters, digits or hyphens")
    rec = d.get("record")
    validate_record(rec)
    seats = d.get("seats")
    if not isinstance(seats, list) or len(seats) != rec["players"]:
        raise ValueError("one seat entry per player")
    for i, s in enumerate(seats):
        if not isinstance(s, dict) or not isinstance(s.get("kind"), str) or not KIND_RE.match(s["kind"]):
            raise ValueError(f"seat {i + 1}: kind is remote or bot:LEVEL")
        tok = s.get("token")
        if tok is not None and (not isinstance(tok, str) or not TOKEN_RE.match(tok)):
            raise ValueError(f"seat {i + 1}: a token is 32 hexadecimal digits")
    bd = d.get("bot_delay", 0.75)
    if not isinstance(bd, (int, float)) or isinstance(bd, bool) or not 0 <= bd <= 60:
        raise ValueError("bot_delay is 0 to 60 seconds")


def read_table(path: str) -> dict | None:
    """The table file (None if there is none); BrokenFile (kept aside) if it cannot be used."""
    return read_json(path, validate_table)


class TableFile:
    """The Match's autosave (``write``/``retire``) that also keeps the table's seats and
    tokens: one file, so the game and who may rejoin it never disagree."""

    def __init__(self, path: str, code: str, kinds: list, tokens: list, bot_delay: float, record: dict | None = None):
        self.path = path
        self.code = code
        self.kinds = list(kinds)
        self.tokens = list(tokens)
        self.bot_delay = bot_delay
        self.record = record
        self._lock = threading.Lock()
        self._dirty = threading.Condition(self._lock)
        self._pending = False
        self._asked = 0                # writes asked for, and the newest one on disk
        self._written = 0
        self._writer = None
        self.retired = False

    def data(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "code": self.code, "bot_delay": self.bot_delay,
                "seats": [{"kind": k, "token": t} for k, t in zip(self.kinds, self.tokens)],
                "record": self.record}

    # the Match's autosave (called on its writer thread after every move)
    def write(self, record: dict) -> None:
        """Keep ``record``; a thread of its own writes the newest one as soon as the previous
        write is done. Writes never queue up behind a slow disk (its fsync would otherwise
        hold up the moves on a busy host); a host killed meanwhile loses at most the moves
        of one write, which the players simply make again."""
        with self._lock:
            self.record = record
            self._ask_write()

    def _ask_write(self) -> int:
        self._pending = True
        self._asked += 1
        if self._writer is None:
            self._writer = threading.Thread(target=self._write_loop, name=f"table-{self.code}", daemon=True)
            self._writer.start()
        self._dirty.notify_all()
        return self._asked

    def _write_loop(self) -> None:
        while True:
            with self._lock:
                while not self._pending and not self.retired:
                    self._dirty.wait()
                if self.retired:
                    return
                self._pending = False
                upto, data = self._asked, self.data()
            try:
                if data["record"] is not None:
                    write_json_atomic(self.path, data)
            except OSError:
                pass
            with self._lock:
                self._written = upto
                self._dirty.notify_all()

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until every write asked for so far is on disk."""
        with self._lock:
            target = self._asked
            self._dirty.wait_for(lambda: self._written >= target or self.retired, timeout)

    def retire(self) -> None:
        with self._lock:
            self.retired = True
            self._dirty.notify()
        if self._writer is not None:
            self._writer.join(10)                      # a write under way ends before the file goes
        if os.path.exists(self.path):
            os.remove(self.path)

    # the host's (called on its loop)
    def set_token(self, seat: int, token: str, record: dict) -> None:
        """A seat's token, on disk before it is handed out (a restarted host knows it)."""
        with self._lock:
            self.tokens[seat] = token
            if self.record is None or len(record.get("actions", ())) >= len(self.record.get("actions", ())):
                self.record = record
            self._ask_write()
        self.flush()
