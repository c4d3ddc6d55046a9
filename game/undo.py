"""Undo against bots: the policy (as on Board Game Arena). A player may take back their last
decision, and the bots' answers to it, as long as nothing new was revealed since: no card
dealt or turned, no sealed bid or tax pick opened, no Crown seen. Never in hot-seat with more
than one human. The record keeps no trace of an undone move: the game is the same as if the
other move had been played.

What counts as a reveal is each game's Event kinds that show something that was hidden.
"""
from __future__ import annotations

REVEALS = {
    "sorcerous-futures": {"market", "reveal_bids", "reveal_excuse", "crowns", "crowns_dealt", "game_over"},
    "barony": {"market", "stage_start", "stage_end", "game_over"},
    "me-first": {"row", "reveal_picks", "phase", "leftover", "game_over"},
    "auctioneer": {"deal", "flip", "claim", "royal", "hand", "round_end", "set_aside", "game_over"},
}


def reveal_in(game_id: str, events, seat: int):
    """The first Event among ``events`` that showed ``seat`` something new, or None."""
    kinds = REVEALS.get(game_id)
    for e in events:
        if not e.visible(seat):
            continue
        if kinds is None or e.kind in kinds:
            return e
    return None


__all__ = ["REVEALS", "reveal_in"]
