"""Finished games, read back from their records: the list behind the Replays screen and the
figures behind the Statistics screen.

The records in ``<data>/records/`` stay the one source of truth: everything here is computed
from them and only cached (per file name, size and modification time), so a deleted or
damaged record can never corrupt the figures. A damaged record is listed with its reason.
"""
from __future__ import annotations

import os
import time
from dataclasses import dataclass, field

from .saves import BrokenFile, load_record
from .storage import data_dir

BROKEN_MARK = ".broken-"


@dataclass(frozen=True)
class GameRow:
    """One finished game as the lists show it (or a damaged file, with ``error`` set)."""
    path: str
    when: float                        # file modification time (seconds since the epoch)
    game: str = ""
    players: int = 0
    seed: int = 0
    names: tuple = ()
    kinds: tuple = ()                  # "human" | "bot:<level>" per seat
    scores: tuple = ()
    winners: tuple = ()
    error: str | None = None
    profiles: tuple = ()               # a human seat's profile id (None: a record from before profiles)
    finished_by: tuple = ()            # per seat: "bot:<level>" when the player let a bot finish the game, else None

    def counts_for(self, seat: int) -> bool:
        """A human seat's game counts in that player's statistics: they played it to the end
        (a game a bot finished for them is listed, replayable, and counted nowhere)."""
        return not (seat < len(self.finished_by) and self.finished_by[seat])

    @property
    def ok(self) -> bool:
        return self.error is None

    def humans(self) -> list:
        return [i for i, k in enumerate(self.kinds) if k == "human"]

    def bot_levels(self) -> set:
        return {k.split(":", 1)[1] for k in self.kinds if k.startswith("bot:")}


def records_dir() -> str:
    return os.path.join(data_dir(), "records")


def _row_from_record(path: str, when: float, rec: dict) -> GameRow:
    players = int(rec["players"])
    seats = list(rec.get("seats") or [])
    names = tuple(str(s.get("name", f"Seat {i + 1}")) if isinstance(s, dict) else f"Seat {i + 1}"
                  for i, s in enumerate(seats[:players]))
    names += tuple(f"Seat {i + 1}" for i in range(len(names), players))
    kinds = tuple(str(s.get("kind", "human")) if isinstance(s, dict) else "human" for s in seats[:players])
    kinds += ("human",) * (players - len(kinds))
    profiles = tuple(s.get("profile") if isinstance(s, dict) else None for s in seats[:players])
    profiles += (None,) * (players - len(profiles))
    finished_by = tuple(s.get("finished_by") if isinstance(s, dict) else None for s in seats[:players])
    finished_by += (None,) * (players - len(finished_by))
    fin = rec.get("final")
    if not isinstance(fin, dict):
        return GameRow(path, when, rec["game"], players, rec["seed"], names, kinds, error="the game is not finished",
                       profiles=profiles, finished_by=finished_by)
    scores = tuple(int(s.get("score", 0)) for s in fin.get("seats", []))
    winners = tuple(int(w) for w in fin.get("winners", []))
    return GameRow(path, when, rec["game"], players, rec["seed"], names, kinds, scores, winners, profiles=profiles,
                   finished_by=finished_by)


_CACHE: dict = {}          # path -> ((size, mtime), GameRow)


def read_row(path: str) -> GameRow:
    """The row for one record file, from the cache when the file has not changed."""
    try:
        st = os.stat(path)
    except OSError as exc:
        return GameRow(path, 0.0, error=f"cannot be read ({exc.strerror or exc})")
    key = (st.st_size, st.st_mtime)
    hit = _CACHE.get(path)
    if hit and hit[0] == key:
        return hit[1]
    if BROKEN_MARK in os.path.basename(path):
        row = GameRow(path, st.st_mtime, error="damaged (kept aside earlier)")
    else:
        try:
            rec = load_record(path)          # checks the record and replays it through the rules
            row = _row_from_record(path, st.st_mtime, rec) if rec else GameRow(path, st.st_mtime, error="empty")
        except BrokenFile as exc:
            kept = f"; kept as {os.path.basename(exc.kept_at)}" if exc.kept_at else ""
            row = GameRow(exc.kept_at or path, st.st_mtime, error=f"{exc.reason}{kept}")
        except (ValueError, TypeError, KeyError) as exc:
            row = GameRow(path, st.st_mtime, error=f"not a usable record ({exc})")
    _CACHE[path] = (key, row)
    return row


def scan(folder: str | None = None) -> list:
    """Every record in the folder, newest first; damaged ones included with their reason."""
    folder = folder or records_dir()
    try:
        names = [n for n in os.listdir(folder) if n.endswith(".json") and not n.startswith(".tmp-")]
    except OSError:
        return []
    rows = [read_row(os.path.join(folder, n)) for n in names]
    return sorted(rows, key=lambda r: (r.when, r.path), reverse=True)


# ---------------------------------------------------------------------------- statistics

@dataclass
class Line:
    """A player's figures at one game and table size."""
    game: str
    players: int
    played: int = 0
    won: int = 0
    best: int | None = None
    total: int = 0
    streak: int = 0            # current run of wins (most recent games)
    best_streak: int = 0
    vs: dict = field(default_factory=dict)      # bot level -> [played, won]
    recent: list = field(default_factory=list)  # last 30 results, oldest first: (score, won)

    @property
    def share(self) -> float:
        return self.won / self.played if self.played else 0.0

    @property
    def mean(self) -> float:
        return self.total / self.played if self.played else 0.0


def player_key(row: GameRow, seat: int, profiles: dict | None = None) -> str:
    """Who sat in a human seat: its profile id, or for a record from before profiles the
    profile now called by that seat's name (else the name itself)."""
    prof = row.profiles[seat] if seat < len(row.profiles) else None
    if prof:
        return prof
    name = row.names[seat]
    for pid, pname in (profiles or {}).items():
        if pname.lower() == name.lower():
            return pid
    return name


def player_name(key: str, profiles: dict | None = None) -> str:
    """A player's name as shown now (a profile's current name)."""
    return (profiles or {}).get(key, key)


def players_seen(rows, profiles: dict | None = None) -> list:
    """The players (profile ids, or names from older records) in the finished games, most
    games first."""
    count: dict = {}
    for r in rows:
        if r.ok and r.scores:
            for i in r.humans():
                if not r.counts_for(i):
                    continue
                k = player_key(r, i, profiles)
                count[k] = count.get(k, 0) + 1
    return sorted(count, key=lambda k: (-count[k], player_name(k, profiles).lower()))


def statistics(rows, player: str, profiles: dict | None = None) -> dict:
    """{(game, players): Line} for ``player`` (a profile id, or a name from older records),
    from finished games only. A hot-seat game counts once for each of that player's seats; a
    game the player let a bot finish counts not at all (the win or loss was the bot's)."""
    lines: dict = {}
    for r in sorted((r for r in rows if r.ok and r.scores), key=lambda r: (r.when, r.path)):
        for seat in r.humans():
            if player_key(r, seat, profiles) != player or seat >= len(r.scores) or not r.counts_for(seat):
                continue
            ln = lines.setdefault((r.game, r.players), Line(r.game, r.players))
            score, won = r.scores[seat], seat in r.winners
            ln.played += 1
            ln.won += won
            ln.total += score
            ln.best = score if ln.best is None else max(ln.best, score)
            ln.streak = ln.streak + 1 if won else 0
            ln.best_streak = max(ln.best_streak, ln.streak)
            for lv in r.bot_levels():
                pw = ln.vs.setdefault(lv, [0, 0])
                pw[0] += 1
                pw[1] += won
            ln.recent = (ln.recent + [(score, won)])[-30:]
    return lines


def describe_when(when: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(when)) if when else "?"


__all__ = ["GameRow", "Line", "scan", "read_row", "records_dir", "statistics", "players_seen", "player_key",
           "player_name", "describe_when"]
