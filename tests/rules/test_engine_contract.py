"""One contract, every engine, every player count (OpenSpiel's ``random_sim_test``): random
games end within the engine's own bound; a record replays to the same game; ``apply`` never
changes its argument; every legal action applies and nothing else does; a View never depends
on what its seat cannot see; ``advance`` (the search's fast path) reaches the same states as
``apply``; actions survive JSON."""
from __future__ import annotations

import json

import pytest

from helpers import fields, play
from rules import GAME_IDS, IllegalAction, get_game
from rules.core import Rng

TABLES = [(gid, n) for gid in GAME_IDS for n in range(get_game(gid).min_players, get_game(gid).max_players + 1)]
GAMES = 2           # random games per table (the games' own test files fuzz more)


@pytest.mark.parametrize("game_id,players", TABLES)
def test_the_engine_contract(game_id, players):
    g = get_game(game_id)
    for seed in range(GAMES):
        fast = g.new(players, seed)
        last = None
        for k, st in enumerate(play(g, players, seed)):
            s, seat = st.before, st.seat
            look = k < 40 or k % 10 == 0            # the deep comparisons: every step early, then often
            snapshot = fields(s) if look else None
            acting = g.to_act(s)
            # every legal action of every seat that must act applies; seats that need not act have none
            for other in range(players):
                legal = g.legal_actions(s, other)
                if other not in acting:
                    assert not legal, f"seat {other} need not act but is offered {legal[:3]}"
                    continue
                assert len(set(legal)) == len(legal), "legal actions are unique"
                for a in (legal if k % 5 == 0 else legal[:4]):
                    g.apply(s, other, a)
                    assert g.parse_action(json.loads(json.dumps(a.to_json()))) == a
            assert not look or fields(s) == snapshot, "apply changed its argument"
            # the View depends only on what its seat may know: another deal behind it looks the same
            if (k % 3 == 0 if k < 60 else k % 25 == 0) and not g.is_over(s):
                for viewer in range(players):
                    v = g.view(s, viewer)
                    other_deal = g.determinize(v, Rng(seed * 100 + k))
                    assert g.view(other_deal, viewer) == v
            # the search's fast path
            fast = g.advance(fast, seat, st.action)
            assert not look or fields(fast) == fields(st.after)
            last = st.after
        assert last is not None and g.is_over(last)
        # a record replays, through JSON, to the same game
        rec = json.loads(json.dumps(g.record(last)))
        assert g.record(g.replay(rec)) == rec
        with pytest.raises(IllegalAction):
            g.apply(last, 0, g.legal_actions(g.new(players, seed), min(g.to_act(g.new(players, seed))))[0])
