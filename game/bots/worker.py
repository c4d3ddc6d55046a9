"""Thinking in another process, for the window: the hard bot's search is pure Python and
holds the interpreter lock while it thinks, which would make the frame loop wait for it
(every frame a few milliseconds late). A one-worker process pool thinks instead; the window
process only sends the View, the legal moves and the bot's Rng, and gets back the move and
the Rng as it was left (so a game plays the same as on a thread).

Only bots that think for long use it (``HEAVY``); the others answer in microseconds on the
window's own worker thread.
"""
from __future__ import annotations

import concurrent.futures as cf
import multiprocessing as mp

HEAVY = ("hard",)
_POOL = None


def think(game_id: str, level: str, thinking: str, view, legal, rng):
    """In the worker: the bot's move and its Rng after thinking."""
    from game.bots import get_bot
    action = get_bot(game_id, level, thinking)(view, legal, rng)
    return action, rng


def _warm() -> bool:
    import game.bots.search  # noqa: F401 - load the search before the first decision
    import rules  # noqa: F401
    return True


def pool() -> cf.ProcessPoolExecutor | None:
    """The shared worker process (started once, on first use), or None where processes
    cannot be started (then bots think on a thread)."""
    global _POOL
    if _POOL is None:
        try:
            _POOL = cf.ProcessPoolExecutor(max_workers=1, mp_context=mp.get_context("spawn"))
            _POOL.submit(_warm)
        except (OSError, ValueError, NotImplementedError, RuntimeError):
            _POOL = False
    return _POOL or None


def discard(broken) -> None:
    """The worker died (killed, out of memory): forget its pool, so the next decision starts
    a fresh worker. ``broken`` is the pool that failed (a newer one is kept)."""
    global _POOL
    if broken is not None and _POOL is broken:
        try:
            _POOL.shutdown(wait=False, cancel_futures=True)
        except Exception:  # noqa: BLE001 - a broken pool may fail to shut down; it is dropped anyway
            pass
        _POOL = None


def shutdown() -> None:
    global _POOL
    if _POOL:
        _POOL.shutdown(wait=False, cancel_futures=True)
    _POOL = None


__all__ = ["think", "pool", "discard", "shutdown", "HEAVY"]
