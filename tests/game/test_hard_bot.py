"""The hard bot (determinized rollouts of medium, ``game/bots/search.py``): only legal actions,
only its View (a different hidden deal behind the same View gives the same estimates and
choice with the same rng), and a bounded think (its ``thinking`` level's time budget)."""
from __future__ import annotations

import time

import pytest

from game.bots import search_kit
from game.bots import get_bot, levels
from game.bots.hard import THINKING, budget
from game.bots.search import choose, rank_moves
from rules import GAME_IDS, get_game
from rules.core import Rng
from helpers import words_drawn


def positions(game_id, count=3, seed=2):
    g = get_game(game_id)
    med = get_bot(game_id, "medium")
    n = g.max_players
    s = g.new(n, seed)
    rng = Rng(seed)
    out = []
    step = 0
    while not g.is_over(s) and len(out) < count:
        seat = min(g.to_act(s))
        legal = g.legal_actions(s, seat)
        if step % 7 == 3 and len(legal) > 1:
            out.append((s, seat))
        s, _ = g.apply(s, seat, med(g.view(s, seat), legal, rng))
        step += 1
    return g, out


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hard_is_offered_and_plays_only_legal_moves_from_its_view(game_id):
    assert "hard" in levels(game_id)
    g, pos = positions(game_id, count=1 if game_id in ("auctioneer", "barony") else 2)
    assert pos
    bot = get_bot(game_id, "hard", "quick")
    for s, seat in pos:
        view, legal = g.view(s, seat), g.legal_actions(s, seat)
        assert bot(view, legal, Rng(5)) in legal


def test_thinking_is_a_parameter_of_the_bot():
    """How long hard thinks is given to the bot (the seat passes the player's setting), not
    a switch shared by every bot in the process."""
    assert set(THINKING) == {"quick", "normal", "deep"}
    quick, deep = get_bot("sorcerous-futures", "hard", "quick"), get_bot("sorcerous-futures", "hard", "deep")
    assert quick is not deep and (quick.thinking, deep.thinking) == ("quick", "deep")
    assert get_bot("sorcerous-futures", "hard") is get_bot("sorcerous-futures", "hard", "normal")
    with pytest.raises(ValueError):
        budget("forever")
    with pytest.raises(ValueError):
        get_bot("sorcerous-futures", "hard", "forever")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_rollout_search_reads_only_the_view_and_its_choice_is_legal(game_id):
    g, pos = positions(game_id, count=1)
    s, seat = pos[0]
    view, legal = g.view(s, seat), g.legal_actions(s, seat)
    est = rank_moves(search_kit(game_id), view, seat, legal, Rng(5), budget_s=60.0, min_samples=2, max_rounds=2, halving=False)
    assert est and all(e.action in legal for e in est) and all(e.samples == 2 for e in est)
    other = g.determinize(view, Rng(77))
    assert g.view(other, seat) == view and other is not s
    again = rank_moves(search_kit(game_id), g.view(other, seat), seat, g.legal_actions(other, seat), Rng(5), budget_s=60.0,
                       min_samples=2, max_rounds=2, halving=False)
    assert [(e.action, e.win, e.margin) for e in again] == [(e.action, e.win, e.margin) for e in est]
    prior = get_bot(game_id, "medium")(view, legal, Rng(5))
    assert choose(est, prior, legal) in legal


def test_hard_keeps_medium_s_move_unless_the_paired_games_clearly_say_otherwise():
    from game.bots.search import Estimate
    a, b = "a", "b"
    # b won two sampled games that a lost, and lost one that a won: too close to call
    close = [Estimate(b, 0.55, 20, 0, True, tuple([1.0, 1.0, 0.0] + [1.0] * 8 + [0.0] * 9)),
             Estimate(a, 0.50, 20, 0, True, tuple([0.0, 0.0, 1.0] + [1.0] * 8 + [0.0] * 9))]
    assert choose(close, a, [a, b]) == a                      # keep medium's
    clear = [Estimate(b, 0.9, 20, 0, True, tuple([1.0] * 18 + [0.0] * 2)),
             Estimate(a, 0.5, 20, 0, True, tuple([1.0] * 10 + [0.0] * 10))]
    assert choose(clear, a, [a, b]) == b


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hard_respects_its_time_budget(game_id):
    g, pos = positions(game_id, count=1)
    s, seat = pos[0]
    bot = get_bot(game_id, "hard", "quick")
    t0 = time.perf_counter()
    a = bot(g.view(s, seat), g.legal_actions(s, seat), Rng(2))
    took = time.perf_counter() - t0
    assert a in g.legal_actions(s, seat)
    assert took < THINKING["quick"] + 0.5          # the budget, plus at most one sampled game


def test_in_the_window_hard_thinks_in_a_worker_process_and_its_rng_comes_back():
    """The frame loop never waits for hard's search: it runs in the worker process (no
    interpreter lock shared with the window); the move is legal and the seat's Rng moves on."""
    from game.bots import worker
    from game.match import Match
    from game.seats import SeatSpec
    m = Match("me-first", 2, [SeatSpec("A", "bot", "hard"), SeatSpec("B", "human")], 3, bot_delay=0, threaded=True,
              thinking="quick")
    try:
        before = m._rngs[0].copy()
        legal = m.game.legal_actions(m._state, 0)
        deadline = time.monotonic() + 60
        m.poll_bots()
        assert getattr(m._pending[1], "in_process", False)
        while m.step == 0 and time.monotonic() < deadline:
            m.poll_bots()
            time.sleep(0.01)
        assert m.step == 1
        assert m.record()["actions"][0]["seat"] == 0
        assert m.game.parse_action(m.record()["actions"][0]["action"]) in legal
        assert m._rngs[0] != before
    finally:
        m.close()
        worker.shutdown()


def test_the_table_says_thinking_on_the_seat_of_a_hard_bot_while_it_thinks(app):
    import pygame  # noqa: F401
    from game.bots import worker
    from game.match import Match
    from game.seats import SeatSpec
    m = Match("auctioneer", 2, [SeatSpec("You", "human"), SeatSpec("Hal", "bot", "hard")], 4, bot_delay=0,
              threaded=True)
    try:
        app.push("title")
        t = app.push("table:auctioneer", m, viewer=0, animate=False)
        # play your turn out so that Hal must act
        deadline = time.monotonic() + 30
        while 1 not in m.to_act() and time.monotonic() < deadline:
            legal = m.legal(0)
            if not legal:
                break
            from rules.auctioneer import EndTurn
            m.submit(0, EndTurn() if EndTurn() in legal else legal[0])
        assert 1 in m.to_act()
        import scenes.table_auctioneer as TA
        with words_drawn(TA) as said:
            m.set_thinking("deep")
            m.poll_bots()
            assert m.thinking_seat() == 1
            t.view = m.view(0)
            app.draw()
            assert "thinking…" in said
    finally:
        m.close()
        worker.shutdown()


def _fields(obj):
    """Plain data for comparing states: objects without their own ``==`` (the state, an
    auction in progress) become dicts of their fields, all the way down."""
    if isinstance(obj, (list, tuple)):
        return [_fields(x) for x in obj]
    if isinstance(obj, dict):
        return {k: _fields(v) for k, v in obj.items()}
    if type(obj).__eq__ is object.__eq__ and (hasattr(obj, "__dict__") or hasattr(type(obj), "__slots__")):
        names = getattr(type(obj), "__slots__", None) or vars(obj).keys()
        return {n: _fields(getattr(obj, n, None)) for n in names}
    return obj


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_advance_gives_the_same_states_as_apply(game_id):
    """The search's fast path (``advance``: no checks, no events) and ``apply`` reach equal
    states, field by field (the state's rng and log included), over whole bots-only games at
    every player count."""
    g = get_game(game_id)
    for n in range(g.min_players, g.max_players + 1):
        bots = [get_bot(game_id, lv) for lv in ("medium", "easy", "random", "medium", "easy")]
        s = fast = g.new(n, 11 + n)
        rng = Rng(n)
        steps = 0
        while not g.is_over(s):
            seat = min(g.to_act(s))
            a = bots[seat](g.view(s, seat), g.legal_actions(s, seat), rng)
            s, _ = g.apply(s, seat, a)
            fast = g.advance(fast, seat, a)
            assert _fields(fast) == _fields(s), (n, steps, a)
            steps += 1
        assert g.is_over(fast) and g.result(fast) == g.result(s)
        assert steps > 10


@pytest.mark.parametrize("players", [3, 4])
def test_sorcerous_futures_sampled_games_stop_six_auctions_on(players):
    """Hard's sampled games of Sorcerous Futures are scored six auctions on
    (``rollout_cutoff``): not one auction sooner or later."""
    from game.bots.sorcerous_futures import rollout_cutoff
    auctions = 6
    g = get_game("sorcerous-futures")
    bot = get_bot("sorcerous-futures", "medium")
    s, rng = g.new(players, seed=5), Rng(5)
    while s.auctions_done < 2:                       # a start that is not the first auction
        who = min(g.to_act(s))
        s, _ = g.apply(s, who, bot(g.view(s, who), g.legal_actions(s, who), rng))
    start, stopped_at = s, None
    while not g.is_over(s):
        if rollout_cutoff(start, s):
            stopped_at = s.auctions_done
            break
        who = min(g.to_act(s))
        s, _ = g.apply(s, who, bot(g.view(s, who), g.legal_actions(s, who), rng))
    assert stopped_at == start.auctions_done + auctions


@pytest.mark.parametrize("game_id,share", [("barony", 0.5), ("me-first", 1.0)])
def test_a_game_s_thinking_share_scales_the_search_budget(monkeypatch, game_id, share):
    """Barony's hard searches half the thinking setting's time (``THINKING_SHARE``); a game
    that names no share searches all of it."""
    import game.bots as bots
    import game.bots.search as search
    asked = []

    def rank_moves(*args, **kw):
        asked.append(kw["budget_s"])
        return []
    monkeypatch.setattr(search, "rank_moves", rank_moves)
    monkeypatch.delitem(bots._HARD, (game_id, "normal"), raising=False)     # made again, with the recording search
    g, pos = positions(game_id, count=3)
    bot = get_bot(game_id, "hard")
    here = bots.hook(game_id, "search_here")
    for s, seat in pos:
        v, legal = g.view(s, seat), g.legal_actions(s, seat)
        if len(legal) > 1 and (here is None or here(v)):
            bot(v, legal, Rng(1))
    assert asked and all(b == pytest.approx(THINKING["normal"] * share) for b in asked)


def test_the_resampler_keeps_positions_in_proportion_to_their_weight():
    from game.bots.search import resampler
    g, pos = positions("auctioneer", count=1)
    s, seat = pos[0]
    view = g.view(s, seat)
    down = next(k for k, sl in enumerate(view.circle) if sl.card is None)
    # one proposal: exactly determinize, draw for draw
    plain = resampler(g, view, lambda st: 0.0, 1)
    a, b = plain(Rng(3)), g.determinize(view, Rng(3))
    assert g.view(a, seat) == view and (a.cards, a.hands) == (b.cards, b.hands)

    # a weight that strongly favours one suit for a hidden card makes that suit common
    def hearts(st):
        return st.cards[down].endswith("H")
    favoured = resampler(g, view, lambda st: 6.0 if hearts(st) else 0.0, 12)
    r1, r2 = Rng(8), Rng(8)
    blind = sum(hearts(g.determinize(view, r1)) for _ in range(60))
    weighted = sum(hearts(favoured(r2)) for _ in range(60))
    assert weighted > blind + 15 and weighted >= 45


def test_the_game_goes_on_when_the_hard_bots_worker_process_is_killed():
    """kill -9 of the worker (an out-of-memory killer, an antivirus) while hard thinks: the
    match starts a new worker and asks again; the seat moves once, nothing is lost."""
    import os
    import signal

    from game.bots import worker
    from game.match import Match
    from game.seats import SeatSpec
    m = Match("me-first", 2, [SeatSpec("A", "bot", "hard"), SeatSpec("B", "human")], 3, bot_delay=0, threaded=True,
              thinking="deep")
    try:
        legal = m.game.legal_actions(m._state, 0)
        m.poll_bots()
        assert getattr(m._pending[1], "in_process", False)
        pool = worker.pool()
        deadline = time.monotonic() + 30
        while not pool._processes and time.monotonic() < deadline:
            time.sleep(0.05)
        for pid in list(pool._processes):
            os.kill(pid, signal.SIGKILL)
        m.set_thinking("quick")
        deadline = time.monotonic() + 90
        while m.step == 0 and time.monotonic() < deadline:
            m.poll_bots()              # must not raise BrokenProcessPool
            time.sleep(0.02)
        assert m.step == 1
        assert [a["seat"] for a in m.record()["actions"]] == [0]
        assert m.game.parse_action(m.record()["actions"][0]["action"]) in legal
        assert worker.pool() is not pool              # a new worker for the next decisions
    finally:
        m.close()
        worker.shutdown()


def test_the_thinking_setting_reaches_the_hard_seats_of_the_game_in_progress(app):
    """Pause › "Hard bots think" changes how long the hard bots at this table think, through
    the match (no switch shared by the whole process)."""
    from game.match import Match
    from game.seats import SeatSpec
    m = Match("me-first", 2, [SeatSpec("You", "human"), SeatSpec("Hal", "bot", "hard")], 4, bot_delay=0,
              threaded=False, thinking=app.settings.bot_thinking)
    app.push("title")
    t = app.push("table:me-first", m, viewer=0, animate=False)
    before = m._deciders[1].thinking
    pause = app.push("pause", t)
    pause.thinking()
    after = m._deciders[1].thinking
    assert after == app.settings.bot_thinking != before
    assert m._deciders[1].bot is get_bot("me-first", "hard", after)
