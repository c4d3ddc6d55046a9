"""Seeded random Sorcerous Futures games with invariants: 1000 per player count."""
import pytest

from rules.core import Rng
from rules.sorcerous_futures import GAME as G, AUCTIONS, START_GOLD

from helpers import play

GAMES = 1000


def options_for(players, seed):
    if players == 3:
        return {}
    r = Rng(seed ^ 0x5F)
    return {"sly_excuse": r.randrange(2) == 1, "excuse_seat": r.choice(("random", 0, 1, 2, 3))}


def play_checked(players, seed):
    s = G.new(players, seed, options_for(players, seed))
    for st in play(G, players, seed, options=options_for(players, seed), rng=Rng(seed * 31 + 7)):
        before, seat, s = st.before, st.seat, st.after
        if before.phase == "open":
            # nobody is asked a question with only one answer
            legal = G.legal_actions(before, seat)
            assert len(legal) >= 2 and before.gold[seat] > before.auction.high_bid
        assert min(s.gold) >= 0
        assert len(s.market) <= 5
        assert s.auctions_done == len(s.history)
    # game ends after the 20th auction, exactly 20 cards bought
    assert s.auctions_done == AUCTIONS and len(s.history) == AUCTIONS
    assert sum(len(b) for b in s.bought) == AUCTIONS
    assert len(s.deck) == 1 and s.market == []
    paid = [0] * players
    for h in s.history:
        paid[h.winner] += h.price
        assert h.price >= 0
    for i in range(players):
        assert paid[i] + s.gold[i] == START_GOLD
        assert [h.card for h in s.history if h.winner == i] == s.bought[i]
    r = G.result(s)
    for i in range(players):
        assert sum(v for _, v in r.breakdown[i]) == r.scores[i]
    assert r.winners and all(r.scores[w] == max(r.scores) for w in r.winners)
    return s


@pytest.mark.parametrize("players", [3, 4])
def test_thousand_random_games(players):
    winners = [0] * players
    for seed in range(GAMES):
        s = play_checked(players, 10_000 + seed)
        for w in G.result(s).winners:
            winners[w] += 1
    # every seat can win
    assert all(w > 0 for w in winners)


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4])
def test_many_more_random_games(players):
    for seed in range(20_000):
        play_checked(players, 50_000 + seed)
