"""Nothing a caller sends can crash an engine: any malformed action (at any depth), any seat
that is not a plain int in range, any option of the wrong type is refused with IllegalAction
and the state is unchanged. Property tests with hypothesis (fast here; more under -m slow)."""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import GAME_IDS, IllegalAction, get_game
from rules.core import Rng

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10 ** 20, 10 ** 20) | st.floats(allow_nan=True) | st.text(max_size=80),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)
seats = st.one_of(st.booleans(), st.integers(-3, 8), st.floats(), st.text(max_size=3), st.none(), st.just("0"))


def positions(game_id, k=4):
    g = get_game(game_id)
    out = []
    for n in (g.min_players, g.max_players):
        s = g.new(n, 3)
        rng = Rng(3)
        step = 0
        while not g.is_over(s) and len(out) < k * 2:
            seat = min(g.to_act(s))
            legal = g.legal_actions(s, seat)
            if step % 9 == 0:
                out.append((s, seat, legal))
            s, _ = g.apply(s, seat, legal[rng.randrange(len(legal))])
            step += 1
    return g, out


POSITIONS = {gid: positions(gid) for gid in GAME_IDS}


def snapshot(g, s):
    return json.dumps(g.record(s), sort_keys=True, default=str), [g.view(s, i) for i in range(s.players)]


def fuzz_actions(game_id, data):
    g, pos = POSITIONS[game_id]
    s, seat, legal = pos[data.draw(st.integers(0, len(pos) - 1))]
    before = snapshot(g, s)
    template = data.draw(st.sampled_from(legal)).to_json()
    mutated = dict(template)
    for key in list(mutated):
        if key != "type" and data.draw(st.booleans()):
            mutated[key] = data.draw(json_values)
    if data.draw(st.booleans()):
        mutated[data.draw(st.text(max_size=6))] = data.draw(json_values)
    if data.draw(st.integers(0, 5)) == 0:
        mutated = data.draw(json_values)
    who = data.draw(st.one_of(st.just(seat), seats))
    try:
        action = g.parse_action(mutated)
        g.apply(s, who, action)
    except IllegalAction:
        pass
    assert snapshot(g, s) == before


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_malformed_actions_are_refused_and_change_nothing(game_id, data):
    fuzz_actions(game_id, data)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=3000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_malformed_actions_thorough(game_id, data):
    fuzz_actions(game_id, data)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_seats_are_plain_ints_and_bools_are_not_numbers(game_id):
    g, pos = POSITIONS[game_id]
    s, seat, legal = pos[0]
    for bad in (True, False, str(seat), float(seat), None, -1, 99):
        with pytest.raises(IllegalAction):
            g.apply(s, bad, legal[0])
    a = legal[0].to_json()
    for k, v in a.items():
        if isinstance(v, int) and not isinstance(v, bool):
            with pytest.raises(IllegalAction, match="whole number"):
                g.parse_action({**a, k: True})
        if isinstance(v, str) and k != "type":
            with pytest.raises(IllegalAction):
                g.parse_action({**a, k: {"id": v}})


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_options_are_typed(game_id):
    g = get_game(game_id)
    n = g.min_players + (1 if game_id == "sorcerous-futures" else 0)
    with pytest.raises(IllegalAction, match="no option"):
        g.new(n, 1, {"no_such_option": True})
    with pytest.raises(IllegalAction):
        g.new(n, 1, "x")
    for k, o in g.options.items():
        if isinstance(o.default, bool):
            for bad in ("false", "true", 1, 0, None):
                with pytest.raises(IllegalAction):
                    g.new(n, 1, {k: bad})
    with pytest.raises(IllegalAction):
        g.new(True, 1)
    with pytest.raises(IllegalAction):
        g.new(n, -1)
