"""Hidden information in Sorcerous Futures views, events and determinize."""
import dataclasses

import pytest

from rules.core import Rng
from rules.decks.decktet import ACE_OF, CARDS, CROWNS
from rules.sorcerous_futures import (GAME as G, SUIT_OF_CROWN, AuctionView, SealedBid, SFView,
                                     StartAuction)

from helpers import biased_step, mid_game_states, perturbations  # noqa: F401  (the kit: tests/helpers.py)


@pytest.mark.parametrize("players", [3, 4])
def test_views_do_not_depend_on_others_secrets(players):
    rng = Rng(77)
    checked = 0
    kinds = set()
    for s in mid_game_states(players, 120, 500 * players):
        for viewer in [None] + list(range(players)):
            base = G.view(s, viewer)
            for label, t in perturbations(s, viewer, rng):
                assert G.view(t, viewer) == base, (label, viewer)
                checked += 1
                kinds.add(label.split(" ")[0])
    assert checked > 500
    assert {"rotate", "valuation", "crown", "swap", "sealed"} <= kinds


def test_own_secrets_do_show():
    """Positive control: a seat's own Crown, valuations and sealed bid are in its view."""
    s = G.new(3, 3)
    for i in range(3):
        v = G.view(s, i)
        assert v.crown == s.crowns[i] and v.known_crowns == {i: s.crowns[i]}
        assert v.valuations == {CARDS[a].suits[0]: s.valuations[CARDS[a].suits[0]]
                                for a in s.aces[i]}
        assert v.aces == s.aces and v.excuse_seat is None and v.sly_values == ()
    a = s.active
    s, _ = G.apply(s, a, StartAuction(s.market[0], "closed"))
    s, _ = G.apply(s, a, SealedBid(17))
    assert G.view(s, a).auction.my_sealed == 17
    for other in (None, (a + 1) % 3, (a + 2) % 3):
        av = G.view(s, other).auction
        assert av.my_sealed is None and av.sealed == {a}


def test_four_player_views_around_the_crown_deal():
    s = G.new(4, 8, {"excuse_seat": 1})
    for i in [None, 0, 1, 2, 3]:
        v = G.view(s, i)
        assert v.phase == "crowns" and v.crown is None and v.known_crowns == {}
        assert v.valuations == {}          # valuations are dealt after the Crowns (seed order)
    s, _ = G.apply(s, 1, G.legal_actions(s, 1)[5])
    ve = G.view(s, 1)
    assert ve.known_crowns == dict(enumerate(s.crowns)) and ve.crown == s.crowns[1]
    assert ve.valuations == {"excuse": s.valuations["excuse"]} and ve.aces[1] == ()
    for i in (0, 2, 3):
        v = G.view(s, i)
        assert v.known_crowns == {i: s.crowns[i]}
        assert set(v.valuations) == {CARDS[a].suits[0] for a in s.aces[i]}
    sp = G.view(s, None)
    assert sp.crown is None and sp.known_crowns == {} and sp.valuations == {}


def test_view_is_frozen_and_has_contract_fields():
    s = G.new(4, 9)
    v = G.view(s, 0)
    assert isinstance(v, SFView)
    names = [f.name for f in dataclasses.fields(SFView)]
    for f in ("seat", "players", "phase", "auctions_done", "active", "to_act", "gold", "aces",
              "excuse_seat", "valuations", "crown", "known_crowns", "market", "deck_left",
              "bought", "auction", "history", "sly_values", "result"):
        assert f in names
    for f in ("card", "format", "opening", "high_bid", "high_bidder", "passed", "bids",
              "sealed", "my_sealed", "to_bid"):
        assert f in [x.name for x in dataclasses.fields(AuctionView)]
    with pytest.raises(dataclasses.FrozenInstanceError):
        v.phase = "over"
    assert G.view(s, 0) == v


@pytest.mark.parametrize("players", [3, 4])
def test_private_events_only_to_their_seat(players):
    for seed in range(60):
        s = G.new(players, seed)
        rng = Rng(seed)
        while not G.is_over(s):
            s, ev = biased_step(s, rng)
            for e in ev:
                if e.kind in ("sealed_amount", "crowns"):
                    assert e.visible_to is not None and len(e.visible_to) == 1
                    assert e.data["seat"] in e.visible_to
                else:
                    assert e.visible_to is None, e.kind
                if e.kind == "sealed":
                    assert set(e.data) == {"seat", "auto"}
                assert e.text or e.kind == "sealed_amount"      # the amount has no log line of its own
                e.text.format(**{f"seat{i}": f"P{i}" for i in range(players)})


@pytest.mark.parametrize("players", [3, 4])
def test_determinize_is_consistent_with_the_view(players):
    rng = Rng(5)
    n = 0
    for s in mid_game_states(players, 40, 900 + players):
        for seat in range(players):
            v = G.view(s, seat)
            d = G.determinize(v, rng)
            assert G.view(d, seat) == v
            assert sorted(list(d.valuations.values()) + d.deck + d.market
                          + [c for b in d.bought for c in b]) == sorted(
                list(s.valuations.values()) + s.deck + s.market
                + [c for b in s.bought for c in b])
            if d.phase != "crowns":
                for i in range(players):
                    if i != d.excuse_seat:
                        assert ACE_OF[SUIT_OF_CROWN[d.crowns[i]]] not in d.aces[i]
            # the sampled state plays on to the end
            r = Rng(n)
            while not G.is_over(d):
                seat_ = min(G.to_act(d))
                legal = G.legal_actions(d, seat_)
                d, _ = G.apply(d, seat_, legal[r.randrange(len(legal))])
            n += 1
    assert n > 50
