from collections import Counter

import pytest

from rules.decks import standard as S


def test_deck_has_52_distinct_cards():
    assert len(S.DECK) == 52
    assert len(S.CARDS) == 52
    assert Counter(c.suit for c in S.DECK) == {s: 13 for s in S.SUITS}
    assert Counter(c.rank for c in S.DECK) == {r: 4 for r in range(1, 14)}


def test_contract_ids_rank_then_suit():
    spades = [c.id for c in S.DECK if c.suit == "S"]
    assert spades == ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS"]
    assert S.SUITS == ("S", "H", "D", "C")
    for cid in ("AH", "10D", "QC", "KS", "JH"):
        assert cid in S.CARDS


def test_card_fields_and_names():
    q = S.card("QH")
    assert (q.id, q.rank, q.suit, q.name) == ("QH", 12, "H", "Queen of Hearts")
    assert q.is_royal and q.red and not q.is_ace
    assert S.card("AS").name == "Ace of Spades" and S.card("AS").is_ace
    assert S.card("10C").name == "10 of Clubs" and S.card("10C").label == "10"
    assert S.card("KD").short == "K\u2666"


def test_helpers():
    assert S.card_id(12, "H") == "QH"
    assert S.card_id(1, "C") == "AC"
    assert S.rank_of("JD") == 11 and S.suit_of("JD") == "D"
    assert S.is_royal("KS") and not S.is_royal("10S")
    assert S.parse("qh") == "QH" and S.parse("10s") == "10S" and S.parse("1S") == "AS"
    assert S.parse("Q\u2665") == "QH"
    assert S.cards_of(("S",), range(1, 4)) == ("AS", "2S", "3S")
    assert sorted(["KH", "2S", "AS"], key=S.sort_key) == ["AS", "2S", "KH"]


@pytest.mark.parametrize("bad", ["ZZ", "11S", "QX", "", "Q"])
def test_unknown_cards_raise(bad):
    with pytest.raises(KeyError):
        S.parse(bad)
    with pytest.raises(KeyError):
        S.card(bad)
