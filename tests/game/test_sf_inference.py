"""Sorcerous Futures: the hard bot's search draws positions weighted by what the other seats'
bids say about their hidden cards (``game/bots/sf_inference.py``). The weighting reads only
the View, and against bidders like medium it brings the sampled hidden cards closer to the
real ones."""
from __future__ import annotations

import statistics

import pytest

from game.bots import sf_inference as inf
from game.sim import play_game
from rules import get_game
from rules.core import Rng
from rules.decks.decktet import value_of

GAME = "sorcerous-futures"


def _positions(players, seeds, at=(8, 14)):
    g = get_game(GAME)
    out = []
    for seed in seeds:
        found = {}

        def on(state, *_):
            if not g.is_over(state) and state.phase == "choose" and state.auctions_done in at:
                found.setdefault(state.auctions_done, state)
        play_game(GAME, players, 300 + seed, ["medium"] * players, on_step=on)
        out += list(found.values())
    return g, out


def test_observations_are_the_other_seats_choices_only():
    g, pos = _positions(3, [1])
    view = g.view(pos[0], 0)
    obs = inf.observations(view)
    assert obs and all(o.seat != 0 for o in obs)
    assert {o.kind for o in obs} <= {"sealed", "bid", "pass", "open_chosen"}
    # nothing to learn before the first auction
    s = g.new(3, 5)
    assert inf.observations(g.view(s, 0)) == []


@pytest.mark.parametrize("players", [3, 4])
def test_weighted_positions_are_closer_to_the_real_hidden_cards(players):
    g, pos = _positions(players, range(6))
    plain_err, weighted_err, plain_crown, weighted_crown = [], [], [], []
    for k, st in enumerate(pos):
        view = g.view(st, 0)
        unknown = [key for key in st.valuations if key not in view.valuations]
        others = [i for i in range(players) if i not in view.known_crowns]
        draw = inf.sampler(g, view)
        for sample, err, crown in ((lambda r: g.determinize(view, r), plain_err, plain_crown),
                                   (draw, weighted_err, weighted_crown)):
            r = Rng(k)
            for _ in range(20):
                s = sample(r)
                err.append(statistics.mean(abs(value_of(s.valuations[key]) - value_of(st.valuations[key]))
                                           for key in unknown))
                crown.append(statistics.mean(s.crowns[i] == st.crowns[i] for i in others))
    assert statistics.mean(weighted_err) < statistics.mean(plain_err) - 0.3
    assert statistics.mean(weighted_crown) > statistics.mean(plain_crown) + 0.1


def test_the_real_position_explains_the_bids_better_than_a_blind_guess():
    g, pos = _positions(3, range(4))
    gaps = []
    for st in pos:
        view = g.view(st, 1)
        obs = inf.observations(view)
        r = Rng(9)
        blind = statistics.mean(inf.log_weight(obs, s.valuations, s.crowns)
                                for s in (g.determinize(view, r) for _ in range(20)))
        gaps.append(inf.log_weight(obs, st.valuations, st.crowns) - blind)
    assert statistics.mean(gaps) > 3.0


def test_the_weighted_draw_reads_only_the_view():
    g, pos = _positions(4, [2])
    st = pos[-1]
    view = g.view(st, 3)
    other = g.determinize(view, Rng(77))           # another deal behind the same View
    assert g.view(other, 3) == view
    assert (other.valuations, other.crowns) != (st.valuations, st.crowns)
    a = inf.sampler(g, view)(Rng(4))
    b = inf.sampler(g, g.view(other, 3))(Rng(4))
    assert (a.valuations, a.crowns, a.deck) == (b.valuations, b.crowns, b.deck)
    assert g.view(a, 3) == view


def test_the_bids_others_have_sealed_are_drawn_as_the_medium_bot_seals_them():
    """A hint weighing seals of 8, 9 and 10 said "another player's bid took the card in each"
    where the real bids were 8, 8 and 7 (a newcomer sealed 13): the search drew the others'
    sealed bids anywhere from 0 to all their gold. In the positions it draws, each bid already
    sealed is what the medium bot seals in that seat's place there."""
    from game.bots import get_bot, search_kit
    from rules import get_game
    from rules.core import Rng
    from rules.sorcerous_futures import SealedBid, StartAuction
    g = get_game("sorcerous-futures")
    bot = get_bot("sorcerous-futures", "medium")
    found = None
    for seed in range(40):
        s, rng = g.new(4, seed, {}), Rng(seed)
        while not g.is_over(s):
            v = g.view(s, 3)
            if v.auction is not None and v.auction.format == "closed" and 3 in g.to_act(s) and len(v.auction.sealed) >= 2:
                found = (s, v)
                break
            who = min(g.to_act(s))
            legal = g.legal_actions(s, who)
            a = bot(g.view(s, who), legal, rng)
            if isinstance(a, StartAuction) and who == v.active:
                a = StartAuction(a.card, "closed")
            s, _ = g.apply(s, who, a)
        if found:
            break
    assert found, "no closed auction with two bids sealed before seat 3's"
    s, v = found
    draw = search_kit("sorcerous-futures", hints=True).sampler(g, v)
    rng = Rng(5)
    seen = []
    for _ in range(12):
        st = draw(rng)
        for i in v.auction.sealed:
            bid = st.auction.sealed[i]
            rest = dict(st.auction.sealed)
            del rest[i]
            probe = st.copy()
            probe.auction.sealed = rest
            legal = g.legal_actions(probe, i)
            assert SealedBid(bid) in legal
            seen.append(bid)
    # far below the rules' own draw, uniform over the seat's gold (about 45 of 90)
    assert sum(seen) / len(seen) < 0.3 * max(v.gold), (seen, v.gold)


def test_bids_in_the_auction_going_on_count_in_the_reading():
    """"The hint's suit estimates lag behind the bidding" (a newcomer): the reading of the bids
    (``read_from_bids``, the hints' "a guess from the bids") counted only auctions already
    over. The Ace's holder bidding high for a card of its suit now raises the guess at that
    suit, in the first auction too."""
    import dataclasses
    from game.bots.sorcerous_futures import read_from_bids
    view, suit, holder = _live_auction_position()
    a = view.auction
    low = dataclasses.replace(view, auction=dataclasses.replace(a, bids={holder: a.opening or 1}))
    HIGH = 14           # a bid well above the opening, within what the card may be worth
    high = dataclasses.replace(view, auction=dataclasses.replace(a, bids={holder: HIGH}, high_bid=HIGH, high_bidder=holder))
    assert read_from_bids(high)[suit] > read_from_bids(low).get(suit, 0.0) + 0.5


def test_a_hint_says_what_a_bid_going_on_tells_of_a_suit():
    """"Cyd, who holds the Ace of Leaves, had just bid 11 on the Merchant. The hint still said
    'Leaves about 5 (a guess)'" (a newcomer). A bid of the suit's Ace's holder in the auction
    going on counts in the reading (it read nothing in the first auction), and where it moves
    the guess, the hint's words name that bid."""
    import dataclasses
    from game.bots.sorcerous_futures import _worth_words
    view, suit, holder = _live_auction_position()
    a = view.auction
    high = dataclasses.replace(view, auction=dataclasses.replace(a, bids={holder: 14}, high_bid=14, high_bidder=holder))
    _, words = _worth_words(high, a.card)
    from rules.decks.decktet import SUIT_NAMES
    assert f"{SUIT_NAMES[suit]} about" in words and "guessed as its Ace's holder bids 14" in words, words


def _live_auction_position():
    """Early in a 4-player game of medium bots, an open auction going on, seen by a seat that
    does not know one of the card's suits, whose Ace another seat holds: (view, suit, holder)."""
    from rules.decks.decktet import CARDS
    g = get_game(GAME)
    found = []

    def on(state, *_):
        a = state.auction
        if found or g.is_over(state) or a is None or a.format != "open" or state.auctions_done > 3:
            return
        suit_of = {CARDS[x].suits[0]: i for i in range(state.players) for x in state.aces[i]}
        for viewer in range(state.players):
            v = g.view(state, viewer)
            for s in CARDS[a.card].suits:
                holder = suit_of.get(s)
                if holder not in (None, viewer) and s not in v.valuations:
                    found.append((v, s, holder))
                    return
    for seed in range(300, 340):
        play_game(GAME, 4, seed, ["medium"] * 4, on_step=on)
        if found:
            return found[0]
    raise AssertionError("no open auction with another seat's Ace suit in 40 games")
