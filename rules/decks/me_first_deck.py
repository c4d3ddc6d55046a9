"""The Me First deck: 40 cards, numbers 1-10, four cards per number.

Each number's four cards carry 1, 2, 3 and 4 arrows (so there are exactly ten cards with
each arrow count and every (number, arrows) pair is unique); stars run from 1 to 5.

Every number carries a spread of stars (a weak and a strong card) and 12 stars in all, except
the 1s (9 stars: a 1 nearly always buys the next first pick) and the 10s (16 stars: a 10
always sends its taker last). Within a number more arrows (which win ties) come with more
stars. Neither a strong link between number and stars nor none at all is fair: the table
below was tuned with bot self-play (``tools/balance_me_first.py``); the
reasoning and the figures are in ``assets/rules/me-first.md``.

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
    1: (1, 2, 2, 4),
    2: (2, 2, 4, 4),
    3: (1, 2, 4, 5),
    4: (2, 3, 3, 4),
    5: (1, 3, 4, 4),
    6: (2, 2, 3, 5),
    7: (1, 2, 4, 5),
    8: (2, 3, 3, 4),
    9: (1, 3, 3, 5),
    10: (3, 3, 5, 5),
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
