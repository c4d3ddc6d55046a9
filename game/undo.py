"""Undo against bots: the policy (ruling UN1, as on the best online tables). A player may take
back their own decisions while nothing they could not know before has come to light since:
no other seat has decided anything (a bot's answer ends it: a bid, a pass, a pick, a claim, a
Crown given may depend on what that seat alone knows) and no card was dealt, turned or
revealed. Steps of one's own turn that reveal nothing (a card added to a Barony bid, an
Auctioneer place or swap) may be taken back one by one. Never in hot-seat with more than one
human. The record keeps no trace of an undone move: the game is the same as if the other
move had been played.

What counts as a reveal is each game's Event kinds that show something that was hidden (its
registration's ``reveals``, ``game/games/<game>.py``); the Match checks the other seats'
decisions itself (``Match.can_undo``).
"""
from __future__ import annotations

from .games import entry


def reveal_in(game_id: str, events, seat: int):
    """The first Event among ``events`` that showed ``seat`` something new, or None."""
    kinds = entry(game_id).reveals
    for e in events:
        if not e.visible(seat):
            continue
        if not kinds or e.kind in kinds:
            return e
    return None


__all__ = ["reveal_in"]
