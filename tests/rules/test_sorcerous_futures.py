"""Sorcerous Futures rules: worked examples, setup, auctions, scoring, records (SF1-SF11)."""
import json

import pytest

from rules import IllegalAction, get_game
from rules.core import Rng
from rules.decks.decktet import ACE_OF, CARDS, CROWN_OF, CROWNS, NUMBERS, PAWNS, SUITS, value_of
from rules.sorcerous_futures import (GAME, AssignCrowns, Bid, Pass, SealedBid, StartAuction,
                                     SUIT_OF_CROWN, card_value, crown_assignments, opening_bid)

G = GAME


def won_data(e) -> dict:
    """A "won" Event's seat, card and price (its "index" places the card on the table)."""
    return {k: e.data[k] for k in ("seat", "card", "price")}


def random_play(s, rng, until=None):
    while not G.is_over(s) and (until is None or not until(s)):
        seat = min(G.to_act(s))
        legal = G.legal_actions(s, seat)
        s, _ = G.apply(s, seat, legal[rng.randrange(len(legal))])
    return s


def finished(players, seed, options=None):
    return random_play(G.new(players, seed, options or {}), Rng(seed + 99))


def setup_market(s, cards):
    """Put exactly ``cards`` in the market (taking them from wherever they are in the deck
    or valuations, keeping the 28 valuation-deck cards a partition)."""
    pool = list(s.market) + list(s.deck)
    vals = dict(s.valuations)
    for c in cards:
        if c in pool:
            pool.remove(c)
        else:  # it is a valuation card: swap with a deck card
            key = next(k for k, v in vals.items() if v == c)
            repl = next(x for x in pool if x not in cards)
            pool.remove(repl)
            vals[key] = repl
    s.valuations = vals
    s.market = list(cards)
    s.deck = pool
    return s


# --------------------------------------------------------------------------- registry & setup

def test_registry_and_options():
    g = get_game("sorcerous-futures")
    assert g is GAME
    assert g.title == "Sorcerous Futures" and (g.min_players, g.max_players) == (3, 4)
    assert g.options["sly_excuse"].default is False and g.options["sly_excuse"].players == (4,)
    assert g.options["excuse_seat"].default == "random"
    assert g.options["excuse_seat"].choices == ("random", 0, 1, 2, 3)
    with pytest.raises(IllegalAction):
        g.new(2, 1)
    with pytest.raises(IllegalAction):
        g.new(5, 1)


@pytest.mark.parametrize("players", [3, 4])
def test_setup_cards(players):
    for seed in range(30):
        s = G.new(players, seed)
        # SF1: 7 valuations + 21 auction cards = the 28 numbers and Pawns
        everything = list(s.valuations.values()) + s.market + s.deck
        assert sorted(everything) == sorted(NUMBERS + PAWNS)
        assert len(s.valuations) == 7 and len(s.market) == 5 and len(s.deck) == 16
        aces = [a for t in s.aces for a in t]
        assert sorted(aces) == sorted(ACE_OF.values())
        assert s.gold == [90] * players
        # SF5: the Ace of Suns starts
        assert "ace-suns" in s.aces[s.active]
        v = G.view(s, None)
        assert v.auctions_done == 0 and v.valuations == {}
        if players == 3:
            assert v.deck_left == 16 and v.market == tuple(s.market)
        else:   # SF3: while the Crowns are handed out no auction card is seen, by anyone
            assert v.phase == "crowns" and v.market == () and v.deck_left == 21
            assert all(G.view(s, i).market == () for i in range(4))


def test_three_player_crown_ritual_over_many_seeds():
    seen_assignments = set()
    for seed in range(400):
        s = G.new(3, seed)
        assert s.excuse_seat is None and s.phase == "choose"
        assert len(set(s.crowns)) == 3 and len(s.set_aside) == 3
        assert sorted(s.crowns + list(s.set_aside)) == sorted(CROWNS)
        for i in range(3):
            suit = SUIT_OF_CROWN[s.crowns[i]]
            assert ACE_OF[suit] not in s.aces[i], (seed, i)
            assert all(len(s.aces[i]) == 2 for i in range(3))
        seen_assignments.add(tuple(SUIT_OF_CROWN[c] for c in s.crowns))
    assert len(seen_assignments) > 20      # the ritual really is random


def test_four_player_excuse_seat_and_crown_choice():
    for seed in range(40):
        s = G.new(4, seed)
        ex = s.excuse_seat
        assert s.phase == "crowns" and s.aces[ex] == ()
        assert G.to_act(s) == frozenset({ex})
        for i in range(4):
            if i != ex:
                assert G.legal_actions(s, i) == []
        legal = G.legal_actions(s, ex)
        assert legal == crown_assignments(s.aces, ex)
        assert len(legal) == len(set(legal)) > 0
        for act in legal:
            assert len(set(act.crowns)) == 4
            for i, c in enumerate(act.crowns):
                if i != ex:
                    assert ACE_OF[SUIT_OF_CROWN[c]] not in s.aces[i]
        # every valid assignment is listed: brute-force count
        import itertools
        count = sum(1 for p in itertools.permutations(CROWNS, 4)
                    if all(i == ex or ACE_OF[SUIT_OF_CROWN[c]] not in s.aces[i]
                           for i, c in enumerate(p)))
        assert count == len(legal)
        # the excuse seat may keep a Crown of any suit (it has no Aces)
        s2, ev = G.apply(s, ex, legal[0])
        assert s2.phase == "choose" and s2.crowns == list(legal[0].crowns)
        assert sorted(s2.set_aside + tuple(s2.crowns)) == sorted(CROWNS)
        priv = [e for e in ev if e.kind == "crowns"]
        assert {next(iter(e.visible_to)) for e in priv} == {0, 1, 2, 3}
        for e in priv:
            i = next(iter(e.visible_to))
            assert e.data["crown"] == legal[0].crowns[i]
            if i == ex:
                assert e.data["assignment"] == dict(enumerate(legal[0].crowns))


def test_excuse_seat_option_fixed_and_random():
    for k in range(4):
        assert G.new(4, 5, {"excuse_seat": k}).excuse_seat == k
    seats = {G.new(4, seed).excuse_seat for seed in range(60)}
    assert seats == {0, 1, 2, 3}
    with pytest.raises(IllegalAction):
        G.new(4, 1, {"excuse_seat": 7})


def test_assign_crowns_illegal_messages():
    s = G.new(4, 3, {"excuse_seat": 0})
    i = 1
    ace = s.aces[i][0]
    bad = [c for c in CROWNS]
    # put the Crown matching seat 1's first Ace on seat 1
    match = CROWN_OF[CARDS[ace].suits[0]]
    others = [c for c in CROWNS if c != match]
    with pytest.raises(IllegalAction, match="cannot get .* it has the Ace of"):
        G.apply(s, 0, AssignCrowns((others[0], match, others[1], others[2])))
    with pytest.raises(IllegalAction, match="different Crown"):
        G.apply(s, 0, AssignCrowns((others[0], others[0], others[1], others[2])))
    with pytest.raises(IllegalAction, match="exactly one Crown"):
        G.apply(s, 0, AssignCrowns(tuple(bad[:3])))
    with pytest.raises(IllegalAction, match="not a Crown"):
        G.apply(s, 0, AssignCrowns(("sailor",) + tuple(bad[:3])))
    with pytest.raises(IllegalAction, match="hand out the Crowns first"):
        G.apply(s, 0, StartAuction(s.market[0], "closed"))


# --------------------------------------------------------------------------- worked examples

def test_worked_example_suit_values():
    """Pawn under the Ace of Moons and a 7 under the Ace of Suns: a Moons/Suns card scores 8."""
    vals = {"moons": "harvest", "suns": "castle", "waves": "author", "leaves": "desert",
            "wyrms": "origin", "knots": "journey", "excuse": "painter"}
    assert value_of("harvest") == 1 and value_of("castle") == 7
    for cid in ("mountain", "diplomat", "pact"):           # the Moons/Suns cards
        assert set(CARDS[cid].suits) == {"moons", "suns"}
        assert card_value(cid, vals) == 8


def test_worked_example_crown_bonus():
    """3 under the Excuse and the Crown of Suns: that Moons/Suns card gets another 3."""
    vals = {"moons": "harvest", "suns": "castle", "waves": "author", "leaves": "desert",
            "wyrms": "origin", "knots": "journey", "excuse": "painter"}
    assert value_of("painter") == 3 and CROWN_OF["suns"] == "bard"
    assert card_value("mountain", vals, "bard") == 11
    assert card_value("mountain", vals, "huntress") == 11     # Crown of Moons also shares
    assert card_value("mountain", vals, "sea") == 8


def test_worked_examples_in_result_breakdown():
    s = finished(3, 11)
    s.valuations = {"moons": "harvest", "suns": "castle", "waves": "author", "leaves": "desert",
                    "wyrms": "origin", "knots": "journey", "excuse": "painter"}
    s.crowns = ["bard", "sea", "end"]
    s.bought = [["mountain"], ["sailor"], ["borderland"]]
    s.gold = [31, 40, 50]
    r = G.result(s)
    assert r.breakdown[0] == (("Gold left", 31), ("The Mountain: Moons 1 + Suns 7", 8),
                              ("Crown bonus: The Mountain (Suns)", 3))
    assert r.scores[0] == 42
    for i in range(3):
        assert sum(v for _, v in r.breakdown[i]) == r.scores[i]
    # Pawn: three suits, each counted once
    assert r.breakdown[2][1] == ("The Borderland: Waves 2 + Leaves 2 + Wyrms 2", 6)
    assert r.breakdown[2][2] == ("Crown bonus: The Borderland (Leaves)", 3)


# --------------------------------------------------------------------------- auctions

def test_open_auction_sequence_and_last_chance():
    s = G.new(3, 21)
    a = s.active
    s = setup_market(s, ["sailor", "cave", "market", "author", "forest"])
    legal = G.legal_actions(s, a)
    assert StartAuction("sailor", "open") in legal and StartAuction("sailor", "closed") in legal
    s, ev = G.apply(s, a, StartAuction("sailor", "open"))
    assert ev[0].kind == "auction" and ev[0].data == {"card": "sailor", "format": "open",
                                                      "seat": a, "opening": 4}
    v = G.view(s, None)
    assert v.phase == "open" and v.auction.high_bid == 4 and v.auction.high_bidder == a
    left, right = (a + 1) % 3, (a + 2) % 3
    assert G.to_act(s) == {left} and v.auction.to_bid == left
    legal = G.legal_actions(s, left)
    assert legal[0] == Bid(5) and legal[-2] == Bid(90) and legal[-1] == Pass()
    with pytest.raises(IllegalAction, match="more than the high bid of 4"):
        G.apply(s, left, Bid(4))
    s, ev = G.apply(s, left, Bid(9))
    assert ev[0].data == {"seat": left, "amount": 9}
    assert G.to_act(s) == {right}
    s, ev = G.apply(s, right, Pass())
    # the active seat is not the high bidder: one last chance
    assert G.to_act(s) == {a}
    s, ev = G.apply(s, a, Bid(10))
    won = [e for e in ev if e.kind == "won"][0]
    assert won_data(won) == {"seat": a, "card": "sailor", "price": 10}
    assert s.gold[a] == 80 and s.gold[left] == 90 and s.bought[a] == ["sailor"]
    assert s.history[-1].bids == {a: 10, left: 9} and s.history[-1].format == "open"
    assert "sailor" not in s.market and len(s.market) == 4
    assert s.active == left and s.phase == "choose"


def test_open_auction_active_high_bidder_gets_no_extra_turn():
    s = G.new(3, 22)
    a = s.active
    s = setup_market(s, ["sailor", "cave", "market", "author", "forest"])
    s, _ = G.apply(s, a, StartAuction("cave", "open"))
    s, _ = G.apply(s, (a + 1) % 3, Pass())
    s, ev = G.apply(s, (a + 2) % 3, Pass())
    won = [e for e in ev if e.kind == "won"][0]
    assert won_data(won) == {"seat": a, "card": "cave", "price": 7}
    assert s.gold[a] == 83


def test_open_auction_auto_pass_when_unable_to_outbid():
    s = G.new(3, 23)
    a = s.active
    s = setup_market(s, ["sailor", "cave", "market", "author", "forest"])
    left, right = (a + 1) % 3, (a + 2) % 3
    s.gold[left] = 7
    s.gold[right] = 0
    s, ev = G.apply(s, a, StartAuction("cave", "open"))
    passes = [e for e in ev if e.kind == "pass"]
    assert [(e.data["seat"], e.data["auto"]) for e in passes] == [(left, True), (right, True)]
    won = [e for e in ev if e.kind == "won"][0]
    assert won.data["seat"] == a and won.data["price"] == 7
    assert s.phase == "choose" and s.active == left


def test_unaffordable_opening_bid_only_closed():
    s = G.new(3, 24)
    a = s.active
    s = setup_market(s, ["sailor", "cave", "market", "author", "harvest"])
    s.gold[a] = 5
    legal = G.legal_actions(s, a)
    assert StartAuction("sailor", "open") in legal          # 4 <= 5
    assert StartAuction("author", "open") in legal          # 2
    assert StartAuction("cave", "open") not in legal        # 7 > 5
    assert StartAuction("market", "open") not in legal      # 6 > 5
    assert StartAuction("harvest", "open") not in legal     # Pawn: 10
    assert opening_bid("harvest") == 10
    for c in s.market:
        assert StartAuction(c, "closed") in legal
    with pytest.raises(IllegalAction, match="opening bid is 7 and you only have 5 gold"):
        G.apply(s, a, StartAuction("cave", "open"))
    s.gold[a] = 0
    legal = G.legal_actions(s, a)
    assert all(x.format == "closed" for x in legal) and len(legal) == 5


def test_closed_auction_simultaneous_and_tie_clockwise_from_active():
    s = G.new(4, 25, {"excuse_seat": 2})
    s, _ = G.apply(s, 2, G.legal_actions(s, 2)[0])
    a = s.active
    card = s.market[0]
    s, ev = G.apply(s, a, StartAuction(card, "closed"))
    assert G.to_act(s) == {0, 1, 2, 3} and s.phase == "closed"
    for i in range(4):
        assert G.legal_actions(s, i) == [SealedBid(x) for x in range(91)]
    # seats bid: the two seats furthest round from the active seat tie high
    far1, far2 = (a + 3) % 4, (a + 2) % 4
    bids = {a: 5, (a + 1) % 4: 12, far2: 20, far1: 20}
    events = []
    for seat in [far1, (a + 1) % 4, far2, a]:
        s, ev = G.apply(s, seat, SealedBid(bids[seat]))
        events += ev
        sealed = [e for e in ev if e.kind == "sealed"][0]
        assert sealed.visible_to is None and "amount" not in sealed.data
        priv = [e for e in ev if e.kind == "sealed_amount"][0]
        assert priv.visible_to == {seat} and priv.data["amount"] == bids[seat]
    reveal = [e for e in events if e.kind == "reveal_bids"][0]
    assert reveal.data["bids"] == dict(sorted(bids.items()))
    won = [e for e in events if e.kind == "won"][0]
    assert won_data(won) == {"seat": far2, "card": card, "price": 20}   # a+2 comes before a+3
    assert "tie" in won.text
    assert s.gold[far2] == 70 and s.gold[far1] == 90 and s.gold[a] == 90
    assert s.history[-1].bids == dict(sorted(bids.items()))


def test_closed_tie_goes_to_active_first():
    s = G.new(3, 26)
    a = s.active
    card = s.market[1]
    s, _ = G.apply(s, a, StartAuction(card, "closed"))
    for seat in range(3):
        s, ev = G.apply(s, seat, SealedBid(0))
    won = [e for e in ev if e.kind == "won"][0]
    assert won_data(won) == {"seat": a, "card": card, "price": 0}      # always a winner, even at 0


def test_broke_players_bid_zero_automatically():
    s = G.new(3, 27)
    a = s.active
    left, right = (a + 1) % 3, (a + 2) % 3
    s.gold[left] = 0
    s, ev = G.apply(s, a, StartAuction(s.market[0], "closed"))
    auto = [e for e in ev if e.kind == "sealed"]
    assert [e.data for e in auto] == [{"seat": left, "auto": True}]
    assert G.to_act(s) == {a, right}
    assert G.view(s, None).auction.sealed == {left}
    # everyone broke: resolved at once, active wins at 0
    s = G.new(3, 27)
    a = s.active
    s.gold = [0, 0, 0]
    s, ev = G.apply(s, a, StartAuction(s.market[0], "closed"))
    won = [e for e in ev if e.kind == "won"][0]
    assert won.data["seat"] == a and won.data["price"] == 0 and s.phase == "choose"


def test_illegal_action_messages():
    s = G.new(3, 28)
    a = s.active
    other = (a + 1) % 3
    with pytest.raises(IllegalAction, match="not your turn"):
        G.apply(s, other, StartAuction(s.market[0], "open"))
    with pytest.raises(IllegalAction, match="not in the market"):
        G.apply(s, a, StartAuction("excuse", "closed"))
    with pytest.raises(IllegalAction, match="open or closed"):
        G.apply(s, a, StartAuction(s.market[0], "dutch"))
    with pytest.raises(IllegalAction, match="no open auction"):
        G.apply(s, a, Bid(5))
    with pytest.raises(IllegalAction, match="no closed auction"):
        G.apply(s, a, SealedBid(5))
    s2, _ = G.apply(s, a, StartAuction(s.market[0], "closed"))
    with pytest.raises(IllegalAction, match="You cannot bid 95: you only have 90 gold."):
        G.apply(s2, a, SealedBid(95))
    with pytest.raises(IllegalAction, match="cannot be negative"):
        G.apply(s2, a, SealedBid(-1))
    with pytest.raises(IllegalAction, match="closed auction: seal a bid"):
        G.apply(s2, a, Bid(3))
    with pytest.raises(IllegalAction, match="whole number"):
        G.apply(s2, a, SealedBid(2.5))
    s3, _ = G.apply(s2, a, SealedBid(3))
    with pytest.raises(IllegalAction, match="not your turn"):
        G.apply(s3, a, SealedBid(4))
    s.gold[other] = 40
    s4, _ = G.apply(s, a, StartAuction(s.market[0], "open"))
    if G.to_act(s4) == {other}:
        with pytest.raises(IllegalAction, match="You cannot bid 95: you only have 40 gold."):
            G.apply(s4, other, Bid(95))
        with pytest.raises(IllegalAction, match="open auction: bid or pass"):
            G.apply(s4, other, SealedBid(1))
    # nothing changed in the original state
    assert s.phase == "choose" and s.auction is None and s.log == []


def test_apply_never_mutates_input():
    s = G.new(4, 29)
    snap = G.view(s, s.excuse_seat), list(s.gold), list(s.deck), list(s.market)
    rng = Rng(5)
    t = s
    for _ in range(40):
        seat = min(G.to_act(t))
        legal = G.legal_actions(t, seat)
        t2, _ = G.apply(t, seat, legal[rng.randrange(len(legal))])
        assert t2 is not t
        t = t2
    assert (G.view(s, s.excuse_seat), s.gold, s.deck, s.market) == snap and s.log == []


# --------------------------------------------------------------------------- rounds

def test_markets_refill_only_when_empty_and_three_player_reveal():
    s = G.new(3, 30)
    rng = Rng(1)
    seen_markets = 1
    while not G.is_over(s):
        before = len(s.market)
        seat = min(G.to_act(s))
        legal = G.legal_actions(s, seat)
        done = s.auctions_done
        s, ev = G.apply(s, seat, legal[rng.randrange(len(legal))])
        kinds = [e.kind for e in ev]
        if s.auctions_done > done:
            if s.auctions_done % 5 == 0 and s.auctions_done < 20:
                assert "market" in kinds and len(s.market) == 5
                seen_markets += 1
            else:
                assert "market" not in kinds
            if s.auctions_done == 10:
                rev = [e for e in ev if e.kind == "reveal_excuse"]
                assert rev and rev[0].data == {"card": s.valuations["excuse"]}
                assert kinds.index("reveal_excuse") < kinds.index("market")
                for seat_ in (None, 0, 1, 2):
                    assert G.view(s, seat_).valuations.get("excuse") == s.valuations["excuse"]
            elif s.auctions_done < 10:
                for seat_ in (None, 0, 1, 2):
                    assert "excuse" not in G.view(s, seat_).valuations
            else:
                assert "reveal_excuse" not in kinds
    assert seen_markets == 4 and len(s.deck) == 1 and s.market == []
    assert "game_over" in kinds


def test_four_player_no_excuse_reveal():
    s = G.new(4, 31, {"excuse_seat": 1})
    s = random_play(s, Rng(3), until=lambda t: t.auctions_done >= 10)
    for seat in (None, 0, 2, 3):
        assert "excuse" not in G.view(s, seat).valuations
    assert G.view(s, 1).valuations == {"excuse": s.valuations["excuse"]}


# --------------------------------------------------------------------------- end & tie-break

def test_game_over_event_and_result():
    s = G.new(3, 32)
    rng = Rng(2)
    last = []
    while not G.is_over(s):
        seat = min(G.to_act(s))
        legal = G.legal_actions(s, seat)
        s, last = G.apply(s, seat, legal[rng.randrange(len(legal))])
    go = [e for e in last if e.kind == "game_over"][0]
    r = G.result(s)
    assert go.data["scores"] == list(r.scores)
    assert go.data["valuations"] == s.valuations
    assert go.data["crowns"] == dict(enumerate(s.crowns))
    assert G.to_act(s) == frozenset() and G.legal_actions(s, 0) == []
    with pytest.raises(IllegalAction, match="over"):
        G.apply(s, 0, Pass())
    v = G.view(s, None)
    assert v.phase == "over" and v.result == r and v.valuations == s.valuations
    assert v.known_crowns == dict(enumerate(s.crowns))


def _tie_state(vals):
    s = finished(3, 33)
    s.valuations = vals
    s.crowns = ["bard", "sea", "end"]
    s.bought = [["mountain"], ["mountain"], ["author"]]
    s.gold = [10, 10, 0]
    return s


def test_tie_break_lowest_own_valuations_wins():
    vals = {"moons": "harvest", "suns": "castle", "waves": "author", "leaves": "desert",
            "wyrms": "origin", "knots": "journey", "excuse": "painter"}
    s = _tie_state(vals)
    s.crowns = ["bard", "bard", "end"]
    r = G.result(s)
    assert r.scores[0] == r.scores[1] > r.scores[2]
    tot = [sum(value_of(vals[CARDS[a].suits[0]]) for a in s.aces[i]) for i in range(3)]
    if tot[0] != tot[1]:
        assert r.winners == ((0,) if tot[0] < tot[1] else (1,))
        assert "least" in r.notes
    else:
        assert r.winners == (0, 1) and "shared" in r.notes


def test_tie_break_explicit_and_shared():
    s = finished(3, 34)
    s.aces = (("ace-moons", "ace-suns"), ("ace-waves", "ace-leaves"), ("ace-wyrms", "ace-knots"))
    s.crowns = ["sea", "calamity", "huntress"]
    s.valuations = {"moons": "pact", "suns": "harvest", "waves": "origin", "leaves": "author",
                    "wyrms": "journey", "knots": "savage", "excuse": "desert"}
    # own totals: seat0 9+1=10, seat1 2+2=4, seat2 3+3=6
    s.bought = [[], [], []]
    s.gold = [50, 50, 50]
    r = G.result(s)
    assert r.winners == (1,) and r.scores == (50, 50, 50)
    assert "{seat1} 4" in r.notes and "{seat0} 10" in r.notes
    # equal totals: shared
    s.valuations = dict(s.valuations, waves="journey", leaves="savage")   # seat1: 3+3 = 6
    s.gold = [40, 50, 50]
    r = G.result(s)
    assert r.winners == (1, 2) and "shared" in r.notes


def test_tie_break_four_players_excuse_seat_counts_its_card():
    s = G.new(4, 35, {"excuse_seat": 3})
    s, _ = G.apply(s, 3, G.legal_actions(s, 3)[0])
    s = random_play(s, Rng(4))
    s.bought = [[], [], [], []]
    s.gold = [20, 0, 0, 20]
    s.valuations = {"moons": "pact", "suns": "merchant", "waves": "darkness", "leaves": "mill",
                    "wyrms": "betrayal", "knots": "diplomat", "excuse": "harvest"}
    r = G.result(s)
    assert r.winners == (3,)          # its own valuation card is a Pawn: 1


# --------------------------------------------------------------------------- variant

def test_sly_excuse_variant():
    s = G.new(4, 36, {"sly_excuse": True, "excuse_seat": 0})
    v0 = G.view(s, 0)
    assert v0.sly_values == () and v0.valuations == {}     # not before the Crowns are dealt
    s, _ = G.apply(s, 0, G.legal_actions(s, 0)[-1])
    v0 = G.view(s, 0)
    assert len(v0.sly_values) == 7
    assert sorted(v0.sly_values) == sorted(s.valuations.values())
    vals = [value_of(c) for c in v0.sly_values]
    assert vals == sorted(vals)
    assert v0.valuations == {"excuse": s.valuations["excuse"]}      # its own only
    for seat in (None, 1, 2, 3):
        assert G.view(s, seat).sly_values == ()
    # without the variant nobody sees them; 3 players: the option is ignored
    s = G.new(4, 36, {"excuse_seat": 0})
    s, _ = G.apply(s, 0, G.legal_actions(s, 0)[0])
    assert G.view(s, 0).sly_values == ()
    assert G.new(3, 36, {"sly_excuse": True}).options["sly_excuse"] is False


# --------------------------------------------------------------------------- records

@pytest.mark.parametrize("players,options", [(3, {}), (4, {}), (4, {"sly_excuse": True,
                                                                    "excuse_seat": 2})])
def test_record_replay_same_final(players, options):
    s = finished(players, 37, options)
    rec = G.record(s, [{"name": f"P{i}", "kind": "bot:random"} for i in range(players)])
    text = json.dumps(rec)
    rec2 = json.loads(text)
    assert rec2["game"] == "sorcerous-futures" and rec2["players"] == players
    s2 = G.replay(rec2)
    assert G.is_over(s2)
    assert json.loads(json.dumps(G.final(s2))) == rec2["final"]
    fin = rec2["final"]
    assert set(fin["valuations"]) == set(SUITS) | {"excuse"}
    assert len(fin["seats"]) == players
    for i, seat in enumerate(fin["seats"]):
        assert {"gold", "bought", "crown", "aces", "score"} <= set(seat)
        assert seat["score"] == G.result(s).scores[i]
    for step in rec2["actions"]:
        a = G.parse_action(step["action"])
        assert a.to_json() == step["action"]


def test_replay_rejects_a_bad_step():
    s = finished(3, 38)
    rec = G.record(s)
    rec["actions"][0]["action"] = {"type": "bid", "amount": 3}
    with pytest.raises(IllegalAction, match="Step 1"):
        G.replay(rec)


@pytest.mark.parametrize("players", [3, 4])
def test_determinism(players):
    a = finished(players, 39)
    b = finished(players, 39)
    assert a.log == b.log and a.valuations == b.valuations and a.crowns == b.crowns
    assert G.result(a) == G.result(b)
    c = finished(players, 40)
    assert (c.valuations, c.log) != (a.valuations, a.log)


def test_malformed_actions_from_json_are_refused_politely():
    s = G.new(4, 41, {"excuse_seat": 0})
    for bad in ({"type": "assign_crowns", "crowns": [{"x": 1}, "bard", "sea", "end"]},
                {"type": "assign_crowns", "crowns": "bard"},
                {"type": "assign_crowns", "colour": 3}):
        with pytest.raises(IllegalAction):
            G.apply(s, 0, G.parse_action(bad))
    s, _ = G.apply(s, 0, G.legal_actions(s, 0)[0])
    a = s.active
    for bad in ({"type": "start_auction", "card": {"x": 1}, "format": "open"},
                {"type": "start_auction", "card": ["sailor"], "format": "open"},
                {"type": "start_auction", "card": s.market[0], "format": None}):
        with pytest.raises(IllegalAction):
            G.apply(s, a, G.parse_action(bad))
    s2, _ = G.apply(s, a, StartAuction(s.market[0], "closed"))
    for bad in ({"type": "sealed_bid", "amount": "5"}, {"type": "sealed_bid", "amount": True},
                {"type": "sealed_bid", "amount": None}):
        with pytest.raises(IllegalAction, match="whole number"):
            G.apply(s2, a, G.parse_action(bad))


def test_four_players_the_market_is_turned_up_after_the_last_crown():
    s = G.new(4, 11)
    ex = s.excuse_seat
    assert G.view(s, ex).market == ()               # the Excuse seat chooses Crowns blind to the market
    a = G.legal_actions(s, ex)[0]
    s2, ev = G.apply(s, ex, a)
    kinds = [e.kind for e in ev]
    assert kinds[-1] == "market" and ev[-1].visible_to is None
    assert list(ev[-1].data["cards"]) == s2.market and G.view(s2, 0).market == tuple(s2.market)


def test_a_sealed_bid_is_one_line_in_each_log_and_no_amount_before_the_reveal():
    """The sealer's log read "You seal a bid." then "You sealed a bid of 10.": one fact, two
    lines. Each seat's log has one line per seal, and no line shows a sealed amount before the
    reveal (the sealer's own is on its table: the panel and the prompt)."""
    s = G.new(4, 25, {"excuse_seat": 2})
    s, _ = G.apply(s, 2, G.legal_actions(s, 2)[0])
    a = s.active
    s, events = G.apply(s, a, StartAuction(s.market[0], "closed"))
    bids = {a: 5, (a + 1) % 4: 12, (a + 2) % 4: 20, (a + 3) % 4: 9}
    for seat in [(a + 3) % 4, (a + 1) % 4, (a + 2) % 4, a]:
        s, ev = G.apply(s, seat, SealedBid(bids[seat]))
        events += ev
    reveal = next(k for k, e in enumerate(events) if e.kind == "reveal_bids")
    for viewer in range(4):
        lines = [e.text for e in events[:reveal] if e.visible(viewer) and e.text]
        sealing = [t for t in lines if "seal" in t.lower() and "everyone" not in t]
        assert len(sealing) == 4, sealing
        assert not any(str(b) in t for t in sealing for b in bids.values()), sealing


def test_the_game_over_line_names_the_score_in_points_not_gold():
    """"Cyd wins with 119 gold." when Cyd had 22 gold left: 119 is the score."""
    from helpers import play
    for step in play(G, 4, 3):
        over = [e for e in step.events if e.kind == "game_over"]
        if over:
            assert "points" in over[0].text and "gold" not in over[0].text, over[0].text
            return
    raise AssertionError("the game never ended")
