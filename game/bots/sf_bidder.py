"""How a Sorcerous Futures bidder of medium's kind values cards and bids: shared by the medium
bot (which bids this way) and the hard bot's inference (``sf_inference``, which reads the
other seats' bids as if they had). One model in one place, so the two cannot drift apart.
"""
from __future__ import annotations

from rules.decks.decktet import CARDS, value_of
from rules.sorcerous_futures import AUCTIONS, VALUATION_DECK

# tuning (self-play against earlier versions; the results were flat around these)
JUMP = 0.75     # open auction: jump to this fraction of our estimate
SEAL = 0.85     # sealed bids: shade of the first-price (n-1)/n bid
PACE = 2.2      # most for one card: this many times our gold per expected win

MEAN_ALL = sum(value_of(c) for c in VALUATION_DECK) / len(VALUATION_DECK)   # a valuation card, on average

# a card's expected worth to someone who has seen no valuation card
_PUBLIC = {cid: len(c.suits) * MEAN_ALL + MEAN_ALL * len(c.suits) / 6.0 for cid, c in CARDS.items()}


def public_value(cid) -> float:
    """A card's expected worth from public knowledge only."""
    return _PUBLIC[cid]


def pace_cap(gold, auctions_done, players):
    """Most a seat wants to pay for one card, spreading its gold over the auctions left."""
    left = AUCTIONS - auctions_done
    share = max(1.0, left / players)
    return max(gold / share * PACE, 0.0) if left > players else gold


def sealed_amount(v, limit, rival, players):
    """Medium's sealed bid (before its ±1 of noise) for a card worth ``v`` to it: the
    first-price shade of its worth, at least a little over what the others have been paying."""
    shade = (players - 1) / players
    return min(limit, max(v * shade * SEAL, min(rival + 1, v * 0.8)))


def open_target(v, limit, rival, high):
    """Medium's open bid when seats still speak after it: a jump to discourage them that
    keeps a profit."""
    return max(high + 1, min(limit, int(max(rival, JUMP * v))))


__all__ = ["JUMP", "SEAL", "PACE", "MEAN_ALL", "public_value", "pace_cap", "sealed_amount", "open_target"]
