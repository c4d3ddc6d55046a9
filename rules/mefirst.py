"""The Me First deck: 40 cards, numbers 1-10, four cards per number.

Each number's four cards carry 1, 2, 3 and 4 arrows (so there are exactly ten cards with
each arrow count and every (number, arrows) pair is unique); stars run from 1 to 5.

Low numbers (and, between equal numbers, more arrows) win turn order, so they carry fewer
stars. The table below was tuned with bot self-play (``tools/balance_me_first.py``); the
reasoning and the figures are in ``docs/rules/me-first.md``.

Card ids follow the contract ``n{number}a{arrows}s{stars}``, e.g. ``n7a3s2``.
"""
from __future__ import annotations

from dataclasses import dataclass

__all__ = ["MFCard", "CARDS", "STARS", "IDS", "card", "describe"]


@dataclass(frozen=True)
class MFCard:
    id: str
    number: int     # 1..10: lower goes earlier in the next round
    arrows: int     # 1..4: breaks ties between equal numbers (more arrows goes first)
    stars: int      # 1..5: +1 point each when acquired, -1 each when taken in the tax phase

    @property
    def name(self) -> str:
        """Plain words for logs and hovers: "7 (3 arrows, 2 stars)"."""
        a = "arrow" if self.arrows == 1 else "arrows"
        s = "star" if self.stars == 1 else "stars"
        return f"{self.number} ({self.arrows} {a}, {self.stars} {s})"

    @property
    def order_key(self) -> tuple:
        """Sort key for turn order: lowest number first, then more arrows first."""
        return (self.number, -self.arrows)


# STARS[number] = stars of the cards with (1, 2, 3, 4) arrows.
STARS = {
    1: (2, 1, 1, 1),
    2: (2, 2, 1, 1),
    3: (2, 2, 2, 1),
    4: (3, 2, 2, 2),
    5: (3, 3, 2, 2),
    6: (3, 3, 3, 2),
    7: (4, 3, 3, 3),
    8: (4, 4, 3, 3),
    9: (5, 4, 4, 3),
    10: (5, 5, 4, 4),
}


def _build() -> tuple:
    out = []
    for number in range(1, 11):
        for arrows in range(1, 5):
            stars = STARS[number][arrows - 1]
            out.append(MFCard(f"n{number}a{arrows}s{stars}", number, arrows, stars))
    return tuple(out)


CARDS: tuple = _build()
IDS: tuple = tuple(c.id for c in CARDS)
_BY_ID = {c.id: c for c in CARDS}


def card(card_id: str) -> MFCard:
    """The card with this id (KeyError for an unknown id)."""
    return _BY_ID[card_id]


def describe(card_id: str) -> str:
    """A card's plain-words name from its id."""
    return _BY_ID[card_id].name
