"""The standard 52-card deck (no Jokers), used by Auctioneer.

Ids follow the contract: rank then suit letter, ``AS 2S … 10S JS QS KS`` for spades and the
same for hearts (H), diamonds (D) and clubs (C). Ranks are 1 (Ace) … 13 (King).
"""
from __future__ import annotations

from dataclasses import dataclass

SUITS = ("S", "H", "D", "C")
SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
SUIT_SINGULAR = {"S": "Spade", "H": "Heart", "D": "Diamond", "C": "Club"}
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
RED_SUITS = frozenset({"H", "D"})

RANKS = tuple(range(1, 14))
RANK_LABELS = {1: "A", 11: "J", 12: "Q", 13: "K", **{r: str(r) for r in range(2, 11)}}
RANK_NAMES = {1: "Ace", 11: "Jack", 12: "Queen", 13: "King", **{r: str(r) for r in range(2, 11)}}
LABEL_RANKS = {v: k for k, v in RANK_LABELS.items()}

ACE, JACK, QUEEN, KING = 1, 11, 12, 13
ROYAL_RANKS = (JACK, QUEEN, KING)


@dataclass(frozen=True)
class Card:
    id: str        # "QH"
    rank: int      # 1..13 (Ace 1, Jack 11, Queen 12, King 13)
    suit: str      # "S" | "H" | "D" | "C"
    name: str      # "Queen of Hearts"

    @property
    def label(self) -> str:
        """Corner index rank: A, 2..10, J, Q, K."""
        return RANK_LABELS[self.rank]

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self.suit]

    @property
    def short(self) -> str:
        """"Q♥"."""
        return self.label + self.symbol

    @property
    def is_royal(self) -> bool:
        return self.rank in ROYAL_RANKS

    @property
    def is_ace(self) -> bool:
        return self.rank == ACE

    @property
    def red(self) -> bool:
        return self.suit in RED_SUITS


def card_id(rank: int, suit: str) -> str:
    """``card_id(12, "H") == "QH"``."""
    if rank not in RANK_LABELS or suit not in SUITS:
        raise KeyError(f"No standard card with rank {rank!r} and suit {suit!r}")
    return RANK_LABELS[rank] + suit


def _build() -> tuple:
    return tuple(
        Card(card_id(r, s), r, s, f"{RANK_NAMES[r]} of {SUIT_NAMES[s]}")
        for s in SUITS for r in RANKS)


DECK: tuple = _build()
CARDS: dict = {c.id: c for c in DECK}


def card(cid: str) -> Card:
    try:
        return CARDS[cid]
    except KeyError:
        raise KeyError(f"No standard card with id {cid!r}") from None


def rank_of(cid: str) -> int:
    return CARDS[cid].rank


def suit_of(cid: str) -> str:
    return CARDS[cid].suit


def name_of(cid: str) -> str:
    return CARDS[cid].name


def is_royal(cid: str) -> bool:
    return CARDS[cid].rank in ROYAL_RANKS


def parse(text: str) -> str:
    """Accept ids written loosely ("qh", "10s", "1S", "Q♥") and return the canonical id."""
    t = text.strip().upper()
    for s, sym in SUIT_SYMBOLS.items():
        t = t.replace(sym, s)
    if len(t) < 2 or t[-1] not in SUITS:
        raise KeyError(f"Not a standard card: {text!r}")
    rank_txt, suit = t[:-1], t[-1]
    if rank_txt in LABEL_RANKS:
        rank = LABEL_RANKS[rank_txt]
    elif rank_txt.isdigit() and 1 <= int(rank_txt) <= 10:
        rank = int(rank_txt)
    else:
        raise KeyError(f"Not a standard card: {text!r}")
    return card_id(rank, suit)


def cards_of(suits=SUITS, ranks=RANKS) -> tuple:
    """Ids of the given suits and ranks, suit by suit in the order given, ranks ascending."""
    return tuple(card_id(r, s) for s in suits for r in sorted(ranks))


def sort_key(cid: str) -> tuple:
    """Suit order S, H, D, C, then rank."""
    c = CARDS[cid]
    return (SUITS.index(c.suit), c.rank)
