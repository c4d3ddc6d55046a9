"""Game reviews, weighed once per game and kept for the session.

A review (``game.advisor.review``) weighs each of a seat's decisions in sampled games: half a
minute for Sorcerous Futures, a minute and a half for Barony ("the review is slow": newcomers).
It starts as the results come up (``start``), so the hard bot weighs the decisions while the
player reads the scores; the review screen takes over the job already running (``job_for``) or
shows at once what a finished one said (``done``). A new game stops the reviews nobody opened
(``stop_unopened``): their thread would take time from that game's bots.
"""
from __future__ import annotations

import hashlib
import json

from .advisor import Job, review

REVIEW_BUDGET_S = 0.3     # each decision weighed this long, unless the game's bot module says otherwise
KEEP_REVIEWS = 8          # reviews kept for this session, the latest: opened again, they show at once

AHEAD = True              # the results start the review (the tests turn it off, but for their own test of it)

_DONE: dict = {}          # key -> the decisions a finished review found
_RUNNING: dict = {}       # key -> [Job, opened]: reviews weighing now, and whether a screen shows one


def budget_for(game_id: str) -> float:
    """How long each decision is weighed: the game's own ``REVIEW_BUDGET_S`` (Barony's whole games
    are long: at 0.3 s its figures swung from one decision to the next, 50% then 25% then 14%, on
    6 to 8 sampled games: a newcomer), else 0.3 s."""
    from .bots import hook
    try:
        return float(hook(str(game_id), "REVIEW_BUDGET_S") or REVIEW_BUDGET_S)
    except Exception:  # noqa: BLE001 - an unknown game's record: the review says why it cannot
        return REVIEW_BUDGET_S


def key(record: dict, seat: int, budget_s, deeper_s) -> tuple:
    """What a review depends on: the game (its seed, options and every move), whose decisions,
    and how long it weighs them."""
    game = json.dumps([record.get("game"), record.get("seed"), record.get("players"), record.get("options"),
                       record.get("actions"), record.get("seats")], sort_keys=True, default=str)
    return (hashlib.sha256(game.encode()).hexdigest(), seat, budget_s, deeper_s)


def done(k: tuple):
    """The decisions a finished review of ``k`` found, or None."""
    return _DONE.get(k)


def keep(k: tuple, decisions: list) -> None:
    """A finished review's decisions, kept (the latest ``KEEP_REVIEWS``)."""
    _RUNNING.pop(k, None)
    _DONE[k] = decisions
    while len(_DONE) > KEEP_REVIEWS:
        _DONE.pop(next(iter(_DONE)))


def ahead(record: dict, seat: int) -> None:
    """The results are up: the review of ``seat`` (the only person at the table) starts weighing."""
    if AHEAD:
        start(record, seat)


def start(record: dict, seat: int, budget_s: float | None = None, deeper_s: float | None = None) -> tuple:
    """The review of ``seat``'s decisions weighing in the background (unless it is weighing or
    weighed already): its key."""
    if budget_s is None:
        budget_s = budget_for(str(record.get("game")))
    k = key(record, seat, budget_s, deeper_s)
    if k not in _DONE and k not in _RUNNING:
        _RUNNING[k] = [Job(review, record, seat, budget_s=budget_s,
                           **({} if deeper_s is None else {"deeper_s": deeper_s})), False]
    return k


def job_for(record: dict, seat: int, budget_s: float, deeper_s: float | None = None):
    """``(key, Job or None)`` for a review screen: the job weighing now (started with the results,
    or now), None where the review is done (``done``)."""
    k = start(record, seat, budget_s, deeper_s)
    entry = _RUNNING.get(k)
    if entry is None:
        return k, None
    entry[1] = True
    return k, entry[0]


def forget(k: tuple) -> None:
    """A review given up (its screen left while it weighed): started afresh next time."""
    entry = _RUNNING.pop(k, None)
    if entry is not None:
        entry[0].cancel()


def stop_unopened() -> None:
    """A new game: the reviews no screen has opened stop (they would take time from its bots)."""
    for k, (job, opened) in list(_RUNNING.items()):
        if not opened:
            job.cancel()
            del _RUNNING[k]


def clear() -> None:
    """Every review forgotten, any still weighing stopped (a test starts afresh)."""
    for job, _ in _RUNNING.values():
        job.cancel()
    _RUNNING.clear()
    _DONE.clear()


__all__ = ["AHEAD", "KEEP_REVIEWS", "REVIEW_BUDGET_S", "ahead", "budget_for", "clear", "done", "forget", "job_for",
           "keep", "key", "start", "stop_unopened"]
