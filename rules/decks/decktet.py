"""The Decktet: 6 Aces, 24 numbered cards (2-9), 4 Pawns, 4 Courts, 6 Crowns and the Excuse.

Ids follow the contract: ``ace-moons`` … ``ace-knots``; every other card by its name in
lower case with hyphens (``author``, ``chance-meeting``, ``light-keeper``, ``huntress``);
``excuse``.
"""
from __future__ import annotations

from dataclasses import dataclass

SUITS = ("moons", "suns", "waves", "leaves", "wyrms", "knots")
SUIT_NAMES = {s: s.capitalize() for s in SUITS}

# kinds
ACE, NUMBER, PAWN, COURT, CROWN, EXCUSE = "ace", "number", "pawn", "court", "crown", "excuse"


@dataclass(frozen=True)
class Card:
    id: str
    name: str           # "The Author", "Ace of Moons"
    kind: str           # ace | number | pawn | court | crown | excuse
    rank: int | None    # 1 for Aces, 2..9 for numbers, 10 for Crowns; None for Pawn/Court/Excuse
    suits: tuple        # suit ids, in the card's printed order

    @property
    def rank_label(self) -> str:
        return {ACE: "A", PAWN: "Pawn", COURT: "Court", CROWN: "Crown", EXCUSE: "Excuse"}.get(
            self.kind, str(self.rank))

    @property
    def short(self) -> str:
        """Rank label for corner indices: A, 2..9, P, C, K (crown), X."""
        return {ACE: "A", PAWN: "P", COURT: "C", CROWN: "K", EXCUSE: "X"}.get(self.kind, str(self.rank))


def _c(name: str, kind: str, rank, *suits) -> Card:
    cid = name.lower().replace("the ", "", 1).replace(" ", "-") if kind != ACE else name
    return Card(cid, name, kind, rank, tuple(suits))


_NUMBERS = [
    ("The Author", 2, "moons", "knots"), ("The Desert", 2, "suns", "wyrms"),
    ("The Origin", 2, "waves", "leaves"),
    ("The Journey", 3, "moons", "waves"), ("The Painter", 3, "suns", "knots"),
    ("The Savage", 3, "leaves", "wyrms"),
    ("The Battle", 4, "wyrms", "knots"), ("The Mountain", 4, "moons", "suns"),
    ("The Sailor", 4, "waves", "leaves"),
    ("The Discovery", 5, "suns", "waves"), ("The Forest", 5, "moons", "leaves"),
    ("The Soldier", 5, "wyrms", "knots"),
    ("The Lunatic", 6, "moons", "waves"), ("The Market", 6, "leaves", "knots"),
    ("The Penitent", 6, "suns", "wyrms"),
    ("The Castle", 7, "suns", "knots"), ("The Cave", 7, "waves", "wyrms"),
    ("The Chance Meeting", 7, "moons", "leaves"),
    ("The Betrayal", 8, "wyrms", "knots"), ("The Diplomat", 8, "moons", "suns"),
    ("The Mill", 8, "waves", "leaves"),
    ("The Darkness", 9, "waves", "wyrms"), ("The Merchant", 9, "leaves", "knots"),
    ("The Pact", 9, "moons", "suns"),
]
_PAWNS = [
    ("The Borderland", "waves", "leaves", "wyrms"), ("The Harvest", "moons", "suns", "leaves"),
    ("The Light Keeper", "suns", "waves", "knots"), ("The Watchman", "moons", "wyrms", "knots"),
]
_COURTS = [
    ("The Consul", "moons", "waves", "knots"), ("The Island", "suns", "waves", "wyrms"),
    ("The Rite", "moons", "leaves", "wyrms"), ("The Window", "suns", "leaves", "knots"),
]
_CROWNS = [
    ("The Huntress", "moons"), ("The Bard", "suns"), ("The Sea", "waves"),
    ("The End", "leaves"), ("The Calamity", "wyrms"), ("The Windfall", "knots"),
]


def _build() -> tuple:
    cards = [Card(f"ace-{s}", f"Ace of {SUIT_NAMES[s]}", ACE, 1, (s,)) for s in SUITS]
    cards += [_c(n, NUMBER, r, a, b) for n, r, a, b in _NUMBERS]
    cards += [_c(n, PAWN, None, *s) for n, *s in _PAWNS]
    cards += [_c(n, COURT, None, *s) for n, *s in _COURTS]
    cards += [_c(n, CROWN, 10, s) for n, s in _CROWNS]
    cards.append(Card("excuse", "The Excuse", EXCUSE, None, ()))
    return tuple(cards)


DECK: tuple = _build()
CARDS: dict = {c.id: c for c in DECK}

ACES = tuple(c.id for c in DECK if c.kind == ACE)
NUMBERS = tuple(c.id for c in DECK if c.kind == NUMBER)
PAWNS = tuple(c.id for c in DECK if c.kind == PAWN)
COURTS = tuple(c.id for c in DECK if c.kind == COURT)
CROWNS = tuple(c.id for c in DECK if c.kind == CROWN)
EXCUSE_ID = "excuse"

ACE_OF = {s: f"ace-{s}" for s in SUITS}
CROWN_OF = {CARDS[c].suits[0]: c for c in CROWNS}


def card(cid: str) -> Card:
    try:
        return CARDS[cid]
    except KeyError:
        raise KeyError(f"No Decktet card with id {cid!r}") from None


def suits_of(cid: str) -> tuple:
    return CARDS[cid].suits


def value_of(cid: str) -> int:
    """Value of a card used as a valuation (Sorcerous Futures): rank, or 1 for a Pawn."""
    c = CARDS[cid]
    if c.kind == NUMBER:
        return c.rank
    if c.kind == PAWN:
        return 1
    raise ValueError(f"{c.name} is not a valuation card")


def describe(cid: str) -> str:
    """"The Sailor (4, Waves and Leaves)"."""
    c = CARDS[cid]
    if c.kind == EXCUSE:
        return "The Excuse (no rank, no suit)"
    suits = " and ".join(SUIT_NAMES[s] for s in c.suits) if len(c.suits) < 3 else \
        ", ".join(SUIT_NAMES[s] for s in c.suits[:-1]) + " and " + SUIT_NAMES[c.suits[-1]]
    return f"{c.name} ({c.rank_label}, {suits})"
