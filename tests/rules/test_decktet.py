from collections import Counter

import pytest

from rules.decks import decktet as D


def test_deck_has_45_distinct_cards():
    assert len(D.DECK) == 45
    assert len({c.id for c in D.DECK}) == 45
    kinds = Counter(c.kind for c in D.DECK)
    assert kinds == {"ace": 6, "number": 24, "pawn": 4, "court": 4, "crown": 6, "excuse": 1}


def test_contract_ids():
    for s in D.SUITS:
        assert f"ace-{s}" in D.CARDS
    for cid in ("author", "chance-meeting", "light-keeper", "huntress", "consul", "excuse"):
        assert cid in D.CARDS
    assert D.SUITS == ("moons", "suns", "waves", "leaves", "wyrms", "knots")


@pytest.mark.parametrize("rank", range(2, 10))
def test_every_suit_once_per_rank(rank):
    cards = [c for c in D.DECK if c.kind == "number" and c.rank == rank]
    assert len(cards) == 3
    suits = Counter(s for c in cards for s in c.suits)
    assert suits == Counter(D.SUITS)


@pytest.mark.parametrize("kind", ["pawn", "court"])
def test_each_suit_on_two_pawns_and_two_courts(kind):
    cards = [c for c in D.DECK if c.kind == kind]
    assert len(cards) == 4 and all(len(c.suits) == 3 for c in cards)
    assert Counter(s for c in cards for s in c.suits) == Counter({s: 2 for s in D.SUITS})


def test_aces_and_crowns_one_per_suit():
    assert sorted(D.CARDS[a].suits[0] for a in D.ACES) == sorted(D.SUITS)
    assert sorted(D.CARDS[c].suits[0] for c in D.CROWNS) == sorted(D.SUITS)
    assert D.CROWN_OF["moons"] == "huntress"


def test_valuation_values():
    assert D.value_of("author") == 2
    assert D.value_of("pact") == 9
    assert D.value_of("watchman") == 1
    with pytest.raises(ValueError):
        D.value_of("ace-moons")
