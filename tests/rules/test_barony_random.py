"""Barony: seeded random games with invariants, determinism, record/replay, hidden info."""
from __future__ import annotations

import json

import pytest

from rules.decks import decktet as D
from rules.barony import GAME, MAX_LEGAL, Commit, Pass
from rules.core import Rng

from helpers import play

ALL = sorted(D.CARDS)


def locations(s):
    out = []
    for i in range(s.players):
        out += s.owned[i]
    out += s.market + s.deck + [c for f in s.future for c in f]
    return out + s.discard + s.unseen + s.removed + s.pool


def check_invariants(s, prev=None):
    # every card accounted for exactly once
    assert sorted(locations(s)) == ALL
    for i in range(s.players):
        owned = s.owned[i]
        assert len(set(owned)) == len(owned)
        assert set(s.expended[i]) <= set(owned) and set(s.committed[i]) <= set(owned)
        assert not set(s.expended[i]) & set(s.committed[i])
        v = GAME.view(s, i)
        n = len(v.resources[i]) + len(v.expended[i]) + len(v.committed[i])
        assert n == len(owned)
        if prev is not None:          # resources are never lost
            assert set(prev.owned[i]) <= set(owned)
    if s.over:
        assert GAME.to_act(s) == frozenset() and s.stage == 6
        assert s.market == [] and s.deck == [] and s.future == []
        assert len(s.pool) == 36 - (sum(len(o) for o in s.owned) - 3 * s.players)
        assert all(e == [] for e in s.expended)
        return
    assert len(s.market) == 3 and 1 <= s.stage <= 6
    acting = GAME.to_act(s)
    assert len(acting) == 1
    seat = next(iter(acting))
    assert seat not in s.passed
    if s.best is not None:
        assert s.best[0] != seat and s.best[0] not in s.passed
        assert s.best[1] == s.bid(s.best[0])
    for i in range(s.players):
        if s.targets[i] is not None:
            assert s.targets[i] in s.market and s.committed[i]
        else:
            assert s.committed[i] == []
    # a bid being built belongs to the seat to act, from its usable cards
    assert set(s.adding) <= set(s.available(seat)) and len(set(s.adding)) == len(s.adding)
    assert (s.pick is None) or (s.pick in s.market and s.targets[seat] is None)


def random_game(players, seed, options=None, pass_bias=0.0, check=True):
    s = GAME.new(players, seed, options or {})
    if check:
        check_invariants(s)
    steps, max_legal = 0, 0

    def policy(state, seat, legal, rng):
        if pass_bias and rng.random() < pass_bias:
            return Pass()
        return legal[rng.randrange(len(legal))]
    for st in play(GAME, players, seed, policy, options, rng=Rng(seed * 31 + players)):
        legal = GAME.legal_actions(st.before, st.seat)
        max_legal = max(max_legal, len(legal))
        assert legal and legal[0] == Pass()
        s = st.after
        assert st.events and all(e.text for e in st.events if e.kind != "selecting")
        if check:
            check_invariants(s, st.before)
        steps += 1
    assert max_legal <= MAX_LEGAL
    return s, steps, max_legal


def _run(players, seeds, pass_bias=0.0):
    worst = 0
    for seed in seeds:
        s, steps, ml = random_game(players, seed, pass_bias=pass_bias,
                                   options={"pass_token": bool(seed % 2)})
        worst = max(worst, ml)
        r = GAME.result(s)
        for i in range(players):
            assert sum(p for _, p in r.breakdown[i]) == r.scores[i]
        assert r.winners and all(r.scores[w] == max(r.scores) for w in r.winners)
    return worst


@pytest.mark.parametrize("players", [2, 3])
def test_random_games_invariants(players):
    # at least 1000 seeded random games per player count, in the default suite
    _run(players, range(500))
    _run(players, range(1000, 1500), pass_bias=0.45)     # plenty of no-bid Markets


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3])
def test_random_games_invariants_more(players):
    _run(players, range(5000, 7500))
    _run(players, range(9000, 11500), pass_bias=0.45)


@pytest.mark.parametrize("players", [2, 3])
def test_determinism_record_and_replay(players):
    for seed in (3, 77):
        a, _, _ = random_game(players, seed, check=False)
        b, _, _ = random_game(players, seed, check=False)
        assert a.log == b.log and a.pool == b.pool and a.owned == b.owned
        rec = GAME.record(a)
        rec = json.loads(json.dumps(rec))
        assert rec["game"] == "barony" and rec["players"] == players and "final" in rec
        fin = rec["final"]
        assert set(fin) >= {"pool", "winners", "seats"}
        assert all(set(x) >= {"resources", "passes", "score"} for x in fin["seats"])
        r = GAME.replay(rec)
        assert GAME.is_over(r)
        assert json.loads(json.dumps(GAME.final(r))) == fin
        # each recorded action is in legal_actions at its step
        s = GAME.new(players, seed, rec["options"])
        for step in rec["actions"]:
            act = GAME.parse_action(step["action"])
            assert act in GAME.legal_actions(s, step["seat"])
            s, _ = GAME.apply(s, step["seat"], act)


def _positions(players, seed, every=7):
    s = GAME.new(players, seed)
    rng = Rng(seed)
    k = 0
    while not GAME.is_over(s):
        if k % every == 0:
            yield s
        seat = next(iter(GAME.to_act(s)))
        legal = GAME.legal_actions(s, seat)
        a = Pass() if rng.random() < 0.3 else legal[rng.randrange(len(legal))]
        s, _ = GAME.apply(s, seat, a)
        k += 1
    yield s


def _scramble(s, rng):
    """The same position with every hidden thing changed: deck order, future piles, which
    cards went unseen to the discards, the removed resources' order."""
    t = s.copy()
    hidden = t.deck + [c for f in t.future for c in f] + t.unseen
    if t.stage >= 4:
        rng.shuffle(hidden)
        pos = 0
        t.deck = hidden[:len(s.deck)]
        pos = len(s.deck)
        t.future = []
        for f in s.future:
            t.future.append(hidden[pos:pos + len(f)])
            pos += len(f)
        t.unseen = hidden[pos:]
    else:
        t.deck = rng.shuffled(t.deck)
        t.future = [rng.shuffled(f) for f in t.future]
        t.unseen = rng.shuffled(t.unseen)
    t.removed = rng.shuffled(t.removed)
    t.rng = Rng(rng.next64())
    return t


@pytest.mark.parametrize("players", [2, 3])
def test_views_hide_the_hidden_information(players):
    rng = Rng(5)
    for seed in range(4):
        for s in _positions(players, seed):
            t = _scramble(s, rng)
            for seat in list(range(players)) + [None]:
                v = GAME.view(s, seat)
                assert v == GAME.view(t, seat)
                assert v == GAME.view(s, seat)        # views compare with ==
            if s.over:
                continue
            # nothing in the view names a card that is still hidden
            v = GAME.view(s, None)
            hidden = set(s.deck) | {c for f in s.future for c in f} | set(s.unseen)
            hidden |= set(s.removed) - {D.EXCUSE_ID}
            shown = set(v.market) | set(v.discards) | set(v.pool)
            for i in range(players):
                shown |= set(v.owned(i))
            assert not hidden & shown


@pytest.mark.parametrize("players", [2, 3])
def test_determinize_is_consistent_with_the_view(players):
    rng = Rng(11)
    for seed in range(2):
        for s in _positions(players, seed, every=9):
            for seat in range(players):
                v = GAME.view(s, seat)
                d = GAME.determinize(v, rng)
                assert sorted(locations(d)) == ALL
                assert GAME.view(d, seat) == v
                if not GAME.is_over(d):
                    # the sampled state plays on to the end
                    seat2 = next(iter(GAME.to_act(d)))
                    assert GAME.legal_actions(d, seat2) == GAME.legal_actions(s, seat2)
                    x = d
                    k = 0
                    while not GAME.is_over(x) and k < GAME.max_actions(players):
                        st = next(iter(GAME.to_act(x)))
                        lg = GAME.legal_actions(x, st)
                        x, _ = GAME.apply(x, st, lg[min(1, len(lg) - 1)])
                        k += 1
                    assert GAME.is_over(x)
