"""Barony: a bid is only ever built toward a Confirm that can still be reached.

Once a seat's target is fixed (by its first commitment in this Market), a later bid by
another seat may put a winning bid out of its reach; then adding cards leads nowhere but to
Pass, and no Add may be offered. Bid values never go down as cards are added, so a legal
Confirm is reachable exactly when the committed bid plus every usable card's value against
the target reaches the best bid.
"""
import pytest

from rules import IllegalAction
from rules.barony import GAME, Add, Commit, Confirm, Pass, Target, bid_value
from rules.core import Rng


def need(s, seat):
    return 0 if s.best is None or s.best[0] == seat else s.best[1]


def reachable(s, seat):
    """Independent of the engine's code: can some set of usable cards make a winning bid?"""
    t = s.aim(seat)
    avail = s.available(seat)
    return bool(avail) and s.bid(seat) + sum(bid_value(c, t) for c in avail) >= need(s, seat)


def path_to_confirm(s, seat) -> bool:
    """Follow offered Adds (most valuable first) until Confirm is offered; False at a dead
    end (only Pass left)."""
    for _ in range(30):
        legal = GAME.legal_actions(s, seat)
        if Confirm() in legal:
            return True
        adds = [a for a in legal if isinstance(a, Add)]
        if not adds:
            return False
        t = s.aim(seat)
        a = max(adds, key=lambda a: bid_value(a.card, t))
        s, _ = GAME.apply(s, seat, a)
    raise AssertionError("a bid cannot hold this many cards")


def test_the_reported_position_offers_only_pass():
    # seed 6, two players: seat 1 commits the Light Keeper to the Forest (worth 0), seat 0
    # the Rite (worth 2); seat 1's Island (0) and Borderland (1) cannot reach 2
    s = GAME.new(2, 6)
    s, _ = GAME.apply(s, 1, Commit("forest", ("light-keeper",)))
    s, _ = GAME.apply(s, 0, Commit("forest", ("rite",)))
    assert s.turn == 1 and s.best == (0, 2) and s.targets[1] == "forest"
    assert GAME.legal_actions(s, 1) == [Pass()]
    for c in ("island", "borderland"):
        with pytest.raises(IllegalAction, match="cannot make a winning bid"):
            GAME.apply(s, 1, Add(c))
    with pytest.raises(IllegalAction):
        GAME.apply(s, 1, Commit("forest", ("island", "borderland")))
    s2, _ = GAME.apply(s, 1, Pass())
    assert 1 in s2.passed or s2.markets_played == 1


def test_adds_stay_offered_while_a_confirm_is_reachable():
    # the same Market, but seat 0 bids the Window (worth 1): seat 1's Borderland matches it,
    # and the Island, worth nothing, may still go along
    s = GAME.new(2, 6)
    s, _ = GAME.apply(s, 1, Commit("forest", ("light-keeper",)))
    s, _ = GAME.apply(s, 0, Commit("forest", ("window",)))
    assert s.best == (0, 1)
    assert GAME.legal_actions(s, 1) == [Pass(), Add("island"), Add("borderland")]
    s, _ = GAME.apply(s, 1, Add("island"))
    assert GAME.legal_actions(s, 1) == [Pass(), Add("borderland")]
    s, _ = GAME.apply(s, 1, Add("borderland"))
    assert Confirm() in GAME.legal_actions(s, 1)


@pytest.mark.parametrize("players", [2, 3])
def test_every_offered_add_leads_to_a_legal_confirm(players):
    """Random games: from every state where a seat builds a bid, each offered Add is a step
    on a path to a legal Confirm; and no step that could lead to one is withheld."""
    dead_ends = adds_checked = 0
    for seed in range(150):
        s = GAME.new(players, seed, {})
        rng = Rng(seed * 7 + players)
        while not GAME.is_over(s):
            seat = s.turn
            legal = GAME.legal_actions(s, seat)
            t = s.aim(seat)
            if t is not None:
                adds = [a for a in legal if isinstance(a, Add)]
                if reachable(s, seat):
                    assert {a.card for a in adds} == set(s.available(seat)) - set(s.adding)
                else:
                    dead_ends += 1
                    assert adds == [] and Confirm() not in legal, (seed, seat, legal)
                    for c in set(s.available(seat)) - set(s.adding):
                        with pytest.raises(IllegalAction):
                            GAME.apply(s, seat, Add(c))
                if adds and adds_checked < 4000:
                    a = adds[rng.randrange(len(adds))]
                    after, _ = GAME.apply(s, seat, a)
                    assert path_to_confirm(after, seat), (seed, seat, a)
                    adds_checked += 1
            for a in legal:
                if isinstance(a, Target):
                    after, _ = GAME.apply(s, seat, a)
                    assert path_to_confirm(after, seat), (seed, seat, a)
            s, _ = GAME.apply(s, seat, legal[rng.randrange(len(legal))])
    assert dead_ends > 10 and adds_checked > 500
