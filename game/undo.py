"""Undo against bots: the policy (ruling UN1, as on the best online tables). A player may take
back their own decisions while nothing they could not know before has come to light since:
no other seat has decided anything that shows what it alone knows (a bot's answer ends it: a
bid, a pass, a pick, a claim, a Crown given; a bid sealed, its amount hidden, shows nothing yet)
and no card was dealt, turned or revealed. Steps of one's own turn that reveal nothing (a card added to a Barony bid, an
Auctioneer place or swap) may be taken back one by one. Never in hot-seat with more than one
human. The record keeps no trace of an undone move: the game is the same as if the other
move had been played.

What counts as a reveal is each game's Event kinds that show something that was hidden (its
registration's ``reveals``, ``game/games/<game>.py``); the Match checks the other seats'
decisions itself (``Match.can_undo``).
"""
from __future__ import annotations

from .games import entry


def says_nothing(game_id: str, events, seat: int) -> bool:
    """Whether another seat's decision, by its ``events``, showed ``seat`` nothing that seat
    alone knows: every Event ``seat`` sees is of its game's ``silent`` kinds (a bid sealed,
    its amount hidden). A chooser of a closed auction could not take back the call once a bot
    had sealed a blind bid (a newcomer): nothing had come to light."""
    kinds = entry(game_id).silent
    return bool(kinds) and all(e.kind in kinds for e in events if e.visible(seat))


def reveal_in(game_id: str, events, seat: int):
    """The first Event among ``events`` that showed ``seat`` something new, or None."""
    kinds = entry(game_id).reveals
    for e in events:
        if not e.visible(seat):
            continue
        if not kinds or e.kind in kinds:
            return e
    return None


__all__ = ["reveal_in", "says_nothing"]
