"""Hints and the game review: estimates from the seat's View only, never a move played,
cancellable, and the review's worst decisions open the replay at that moment."""
from __future__ import annotations

import dataclasses
import time

import pygame
import pytest

from game.bots import search_kit
from game.advisor import Cancelled, Job, hint, rank_moves, review, worst
from game.app import App
from game.match import Match
from helpers import medium_as_reported
from game.seats import SeatSpec
from game.settings import Settings
from rules import get_game
from rules.core import Rng


def solo(seed=5, players=4):
    seats = [SeatSpec("Ann", "human")] + [SeatSpec(f"Bot {i}", "bot", "medium") for i in range(1, players)]
    m = Match("sorcerous-futures", players, seats, seed, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    return m


def test_estimates_cover_legal_moves_and_read_only_the_view():
    g = get_game("sorcerous-futures")
    m = solo()
    view, legal = m.view(0), m.legal(0)
    est = rank_moves(search_kit("sorcerous-futures"), view, 0, legal, Rng(7), budget_s=0.0, min_samples=2)
    assert est and all(e.action in legal for e in est) and all(0.0 <= e.win <= 1.0 for e in est)
    assert [e.win for e in est] == sorted((e.win for e in est), reverse=True)
    # a different hidden deal behind the same View gives the same estimates with the same rng
    other = g.determinize(view, Rng(99))
    assert g.view(other, 0) == view
    again = rank_moves(search_kit("sorcerous-futures"), g.view(other, 0), 0, g.legal_actions(other, 0), Rng(7), budget_s=0.0,
                       min_samples=2)
    assert again == est


def test_a_job_can_be_cancelled():
    m = solo()
    job = Job(rank_moves, search_kit("sorcerous-futures"), m.view(0), 0, m.legal(0), Rng(1), budget_s=30.0)
    job.cancel()
    job.wait(10)
    assert job.done and job.cancelled and job.result is None
    with pytest.raises(Cancelled):
        rank_moves(search_kit("sorcerous-futures"), m.view(0), 0, m.legal(0), Rng(1), cancel=lambda: True)


def test_hint_at_the_table_never_plays_a_move():
    app = App(size=(1280, 720), settings=Settings(anim_speed="off", bot_pace="instant"), headless=True)
    try:
        m = solo(seed=8)
        assert m.humans_to_act() == [0]
        app.push("title")
        t = app.push("table:sorcerous-futures", m, viewer=0, animate=False)
        rec = m.record()
        t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
        assert t.hint_job is not None
        for _ in range(400):
            app.frame(0.05, events=[])
            if t.hint_job is None:
                break
            time.sleep(0.02)
        assert t.hint and 1 <= len(t.hint) <= 3 and all(e.action in m.legal(0) for e in t.hint)
        assert m.record()["actions"] == rec["actions"] and m.humans_to_act() == [0]     # nothing was played
        # the game keeps that this hint was shown, so its review retraces the same figures
        kept = m.record()["seats"][0]["hints"]
        assert len(kept) == 1 and kept[0][0] == m.step and kept[0][1] >= 3
        app.draw()
        # the hint sits in the right-hand column, over the side panel and the log as its length
        # needs: it hides no card on the table
        assert t.hint_rect.left >= t.log_rect().left and app.screen.get_rect().contains(t.hint_rect)
        assert not any(t.hint_rect.colliderect(rect) for rect, _, _ in t.hot)
        # with the log hidden it goes above the prompt bar, still inside the window
        t.log_open = False
        app.draw()
        assert t.hint_rect.bottom <= t.layout.rect("prompt").top and app.screen.get_rect().contains(t.hint_rect)
        t.log_open = True
        t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
        assert t.hint is None
    finally:
        app.shutdown()


def test_review_weighs_each_decision_and_opens_the_replay_there():
    m = solo(seed=3, players=3)
    while not m.over:
        m.run_bots_instantly()
        if m.humans_to_act():
            legal = m.legal(0)
            m.submit(0, legal[-1])
    rec = m.record()
    decisions = review(rec, 0, budget_s=0.0, deeper_s=0.05)     # the review's shape is tested here, not its figures
    mine = [i for i, st in enumerate(rec["actions"]) if st["seat"] == 0]
    assert decisions and {d.index for d in decisions} <= set(mine)
    assert all(rec["actions"][d.index]["action"] == d.action.to_json() for d in decisions)
    assert all(d.best_win >= d.played for d in decisions)
    top = worst(decisions)
    assert len(top) <= 3 and [d.cost for d in top] == sorted((d.cost for d in top), reverse=True)
    app = App(size=(960, 540), settings=Settings(anim_speed="off"), headless=True)
    try:
        app.push("title")
        rv = app.push("review", rec, 0, budget_s=0.0, deeper_s=0.05)
        rv.job.wait(120)
        rv.update(0.0)
        assert rv.decisions is not None
        app.draw()
        if rv.top:
            rv.open_at(rv.top[0])
            assert app.top.match.step == rv.top[0].index and app.top.viewer == 0
    finally:
        app.shutdown()


def test_the_hint_ranks_what_it_shows_and_says_how_sure_it_is():
    """The hint's moves are in the order of the chances it shows (a 27% move never above a
    33% one), the first is the one it recommends, and few sampled games say so in words."""
    from game.advisor import confidence, hint, shown_percent
    from game.bots.search import Estimate
    m = Match("sorcerous-futures", 3, [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in (1, 2)],
              5, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    est = hint("sorcerous-futures", m.view(0), 0, m.legal(0), Rng(3), budget_s=0.3)
    shown = [float(shown_percent(e)[:-1]) for e in est]
    assert shown == sorted(shown, reverse=True)
    assert [e.picked for e in est] == [True] + [False] * (len(est) - 1)
    few = [Estimate("a", 0.33, 6, trace=(1.0, 0.0, 1.0, 0.0, 0.0, 0.0)),
           Estimate("b", 0.27, 6, trace=(0.0, 1.0, 0.0, 0.0, 0.0, 1.0))]
    assert "rough guess" in confidence(few) and "too few sampled games to tell" in confidence(few)
    assert shown_percent(few[0]) == "35%"
    many = [Estimate("a", 0.9, 200, trace=(1.0,) * 180 + (0.0,) * 20),
            Estimate("b", 0.2, 200, trace=(0.0,) * 160 + (1.0,) * 40)]
    assert confidence(many) == "From 200 sampled games. The first is clearly ahead."
    assert shown_percent(many[0]) == "90%"
    # never "clearly ahead" over figures that read the same, or from a handful of games
    level = [Estimate("a", 0.65, 3, margin=4.0, trace=(1.0, 0.95, 0.0)),
             Estimate("b", 0.65, 3, margin=-2.0, trace=(0.9, 0.9, 0.1))]
    assert "clearly ahead" not in confidence(level) and "too few sampled games to tell" in confidence(level)
    same = [Estimate("a", 0.651, 200, margin=5.0, trace=(1.0,) * 130 + (0.0,) * 70),
            Estimate("b", 0.649, 200, margin=-5.0, trace=(1.0,) * 130 + (0.0,) * 70)]
    assert "clearly ahead" not in confidence(same)
    # sure of a small gap (a newcomer saw 58% over 57% called "clearly ahead"): a little ahead
    close = [Estimate("a", 0.58, 2000, trace=(1.0,) * 1160 + (0.0,) * 840),
             Estimate("b", 0.57, 2000, trace=(1.0,) * 1140 + (0.0,) * 860)]
    assert confidence(close) == "From 2000 sampled games. The first is a little ahead."
    # 45% over 40%, sure: still only "a little" (a newcomer read it "clearly ahead" and did not feel it)
    five = [Estimate("a", 0.45, 2000, trace=(1.0,) * 900 + (0.0,) * 1100),
            Estimate("b", 0.40, 2000, trace=(1.0,) * 800 + (0.0,) * 1200)]
    assert confidence(five) == "From 2000 sampled games. The first is a little ahead."
    lost = [Estimate("a", 0.05, 100, trace=(0.0,) * 95 + (1.0,) * 5)]
    assert "low chance" in confidence(lost)
    gone = [Estimate("a", 0.02, 100, trace=(0.0,) * 98 + (1.0,) * 2)]
    assert "likely to lose" in confidence(gone)


def test_a_move_dropped_early_never_tops_the_hint_on_a_handful_of_games():
    """The search drops weak moves early; their chance then rests on a few sampled games and a
    lucky one could top the list (a 3-game "100%" above a 466-game 35%). Only moves that enough
    games stand behind are ranked."""
    from game.advisor import hint
    for g, n in (("sorcerous-futures", 4), ("me-first", 4), ("barony", 3)):
        m = Match(g, n, [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "easy") for i in range(1, n)], 5,
                  bot_delay=0, threaded=False)
        for _ in range(6):
            m.run_bots_instantly()
            if m.humans_to_act():
                legal = m.legal(0)
                m.submit(0, legal[len(legal) // 2])
        m.run_bots_instantly()
        est = hint(g, m.view(0), 0, m.legal(0), Rng(3), budget_s=0.6)
        most = max(e.samples for e in est)
        assert all(e.samples >= most // 4 for e in est), (g, [e.samples for e in est])


def test_an_auctioneer_hint_says_why_and_never_turns_up_your_own_card_when_others_are_face_down():
    """The reported position (3 players, seed 1, 75 moves on): Ada may turn up a card and can
    already finish 9♠ 8♠ and her own face-down 7♠ whatever she turns up, so every flip comes
    out alike in the sampled games. The hint offered turning up her own 7♠ (the ties went to
    the search's candidate order); it must not, and each move it shows says why."""
    from rules.auctioneer import Flip
    seats = [SeatSpec(f"Bot {i}", "bot", "medium") for i in range(3)]
    m = Match("auctioneer", 3, seats, 1, bot_delay=0, threaded=False)
    with medium_as_reported():
        m.run_bots_instantly(75)
    view, legal = m.view(0), m.legal_for(0)
    assert view.step == "flip" and Flip(4) in legal and view.circle[4].mine
    est = hint("auctioneer", view, 0, legal, Rng(1), budget_s=0.3)
    assert est and all(isinstance(e.action, Flip) and not view.circle[e.action.index].mine for e in est)
    assert all(e.why for e in est)
    assert all(e.why.startswith("You can already finish a run (9♠ 8♠ 7♠) this turn") for e in est)


def test_a_game_without_reasons_gives_hints_without_them(monkeypatch):
    """A game whose bot module offers no ``hint_reason`` still hints, its moves without reasons
    (every game offers one now: it stands in for a new game's first days)."""
    import game.advisor as adv
    real = adv.hook
    monkeypatch.setattr(adv, "hook", lambda gid, name: None if name == "hint_reason" else real(gid, name))
    m = solo()
    est = hint("sorcerous-futures", m.view(0), 0, m.legal(0), Rng(3), budget_s=0.0)
    assert est and all(e.why == "" for e in est)
    monkeypatch.setattr(adv, "hook", real)
    est = hint("sorcerous-futures", m.view(0), 0, m.legal(0), Rng(3), budget_s=0.0)
    assert est and all(e.why for e in est)


def test_the_hint_keeps_one_order_for_moves_that_read_the_same(monkeypatch):
    """Two Barony moves near 50% each: asking twice swapped #1 and #2 as the sampled games'
    noise went one way or the other. Moves whose figures read the same keep one order (the
    medium bot's choice first, then the legal order), and the hint panel samples the same
    futures for the same position."""
    import game.advisor as adv
    from game.bots import get_bot
    from game.bots.search import Estimate
    from rules.barony import Target
    m = Match("barony", 3, [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in (1, 2)], 5,
              bot_delay=0, threaded=False)
    m.run_bots_instantly()
    view, legal = m.view(0), m.legal(0)
    targets = [a for a in legal if isinstance(a, Target)]
    assert len(targets) >= 2
    prior = get_bot("barony", "medium")(view, legal, Rng(1))
    other = next(a for a in targets if a != prior)
    orders = set()
    for a_win, b_win in ((0.52, 0.48), (0.48, 0.52)):
        est = [Estimate(prior, a_win, 40, trace=(0.5,) * 40), Estimate(other, b_win, 40, trace=(0.5,) * 40)]
        monkeypatch.setattr(adv, "rank_moves", lambda *a, est=est, **k: list(est))
        orders.add(tuple(e.action for e in adv.hint("barony", view, 0, legal, Rng(1), budget_s=0.0)))
    assert len(orders) == 1, orders
    assert next(iter(orders))[0] == prior
    # the panel: the same position, the same sampled futures
    seen = []
    monkeypatch.setattr(adv, "Job", lambda fn, *a, **k: seen.append(a[4].next64()))
    from scenes.hint_panel import HintPanel
    p = HintPanel()
    p.start("barony", view, 0, legal, m.step)
    p.start("barony", view, 0, legal, m.step)
    assert len(seen) == 2 and seen[0] == seen[1]


def test_a_barony_hint_names_the_cards_that_make_the_bid():
    """"Bid on The Sailor" said nothing of which cards: each hinted move says why, a bid with
    the cards from your hand that would make it and what it would be worth."""
    from rules.barony import Target
    from rules.decks import decktet as D
    m = Match("barony", 3, [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in (1, 2)], 5,
              bot_delay=0, threaded=False)
    m.run_bots_instantly()
    view, legal = m.view(0), m.legal(0)
    est = hint("barony", view, 0, legal, Rng(3), budget_s=0.3)
    assert est and all(e.why for e in est)
    bids = [e for e in est if isinstance(e.action, Target)]
    assert bids
    hand = [D.CARDS[c].name for c in view.resources[0]]
    for e in bids:
        assert e.why.startswith("Bid ") and any(f"{n} (+" in e.why for n in hand), e.why
        assert "worth" in e.why and D.CARDS[e.action.card].name in e.why


def test_moves_with_the_same_reason_and_figures_within_chance_are_said_to_be_as_good():
    """Three blind flips (no known neighbours: one reason) were ranked 55%, 55%, 50% as if they
    differed: the panel says they are as good as each other."""
    from game.advisor import confidence
    from game.bots.search import Estimate
    why = "Nothing you know is near it: you learn one more card of the ring."
    t = (1.0,) * 11 + (0.0,) * 9
    flips = [Estimate("f1", 0.55, 40, why=why, trace=t + t), Estimate("f2", 0.55, 40, why=why, trace=t[::-1] + t),
             Estimate("f3", 0.50, 40, why=why, trace=(1.0,) * 20 + (0.0,) * 20)]
    words = confidence(flips)
    assert "All 3 are about as good as each other: the same reason" in words and "ahead" not in words
    # different reasons: only what the figures say
    other = [flips[0], flips[1], dataclasses.replace(flips[2], why="Something else.")]
    assert "All 3" not in confidence(other) and "The first two are about as good as each other" in confidence(other)
    # the same reason, but the first truly far ahead: it says so
    far = [Estimate("a", 0.9, 200, why=why, trace=(1.0,) * 180 + (0.0,) * 20),
           Estimate("b", 0.2, 200, why=why, trace=(0.0,) * 160 + (1.0,) * 40)]
    assert confidence(far).endswith("The first is clearly ahead.")


def test_the_hint_tells_the_reason_when_its_first_move_stands_out(monkeypatch):
    """A reason that says "this changes little" under a move the sampled games put clearly
    ahead reads as a contradiction: the hint asks the game for its reason knowing that."""
    import game.advisor as AD
    from game.bots.search import Estimate
    from rules.auctioneer import AuctioneerView, CircleSlot, Swap
    circle = tuple([CircleSlot("AS", True)] + [CircleSlot(None, False)] * 11)
    v = AuctioneerView(seat=0, players=3, round=1, royal="KH", royals_left=8, circle=circle, hand=("2H",),
                       hand_sizes=(1, 1, 1), to_act=0, step="move", turns_this_round=0, won=((), (), ()),
                       set_aside=(), suits=("S", "H", "D"))
    legal = [Swap(0, 1), Swap(3, 4)]
    ahead = [Estimate(Swap(0, 1), 0.83, 200, trace=(1.0,) * 166 + (0.0,) * 34),
             Estimate(Swap(3, 4), 0.69, 200, trace=(1.0,) * 138 + (0.0,) * 62)]
    monkeypatch.setattr(AD, "rank_moves", lambda *a, **k: list(ahead))
    monkeypatch.setattr(AD, "get_bot", lambda g, lvl: lambda view, legal, rng: legal[0])
    est = AD.hint("auctioneer", v, 0, legal, Rng(1), budget_s=0.0)
    assert AD.confidence(est).endswith("The first is clearly ahead.")
    assert "changes little" not in est[0].why and "did best in the sampled games" in est[0].why
    # level figures: the reason stays the plain one
    level = [dataclasses.replace(ahead[0], win=0.70, trace=ahead[1].trace), ahead[1]]
    monkeypatch.setattr(AD, "rank_moves", lambda *a, **k: list(level))
    est = AD.hint("auctioneer", v, 0, legal, Rng(1), budget_s=0.0)
    assert est[0].why == "No run in reach: this changes little."


def _hinted_game(game_id="sorcerous-futures", players=3, seed=11, hints_at=(0, 2, 4)):
    """A finished game where seat 0 asked for a hint at some of its decisions (kept by the
    Match, as the table does on showing one) and played a move other than the hint's first at
    the first of them, the hint's first at the others. Returns (record, {step: hint shown})."""
    from game.advisor import hint, hint_rng
    seats = [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in range(1, players)]
    m = Match(game_id, players, seats, seed, bot_delay=0, threaded=False)
    shown, k = {}, 0
    while not m.over:
        m.run_bots_instantly()
        if not m.humans_to_act():
            continue
        legal = m.legal(0)
        if k in hints_at and len(legal) > 1:
            est = hint(game_id, m.view(0), 0, legal, hint_rng(game_id, m.step, 0), budget_s=0.15)
            m.note_hint(0, m.step, max(e.samples for e in est), est[0].action)
            shown[m.step] = est
            m.submit(0, est[-1].action if k == hints_at[0] else est[0].action)
        else:
            m.submit(0, legal[0])
        k += 1
    return m.record(), shown


def test_the_review_retraces_the_hints_the_player_was_shown():
    """A newcomer followed the hint and the review then called that move a mistake (both
    sampled a few games of their own). Where a hint was shown, the review weighs the hint's
    first move against the move played, in the hint's own sampled games: its best is one of
    those two, never a third move the player was not shown, and the first's figure is the
    hint's own (over twice the games it moved, 40% to 35%: a newcomer)."""
    from game.advisor import hint_rng, rank_moves
    from game.saves import validate_record
    rec, shown = _hinted_game()
    validate_record(rec)
    assert [h[0] for h in rec["seats"][0]["hints"]] == sorted(shown)
    assert all(h[2] == shown[h[0]][0].action.to_json() for h in rec["seats"][0]["hints"])
    rounds = {h[0]: h[1] for h in rec["seats"][0]["hints"]}
    decisions = {d.index: d for d in review(rec, 0, budget_s=0.0)}
    checked = 0
    for step, est in shown.items():
        d = decisions[step]
        first = est[0]
        assert d.hinted and d.samples == rounds[step]
        assert d.best in (first.action, d.action), step
        if d.action == first.action:
            assert d.followed and d.best == d.action and d.cost == 0.0
        if first.samples == rounds[step] and first.action in (d.action, d.best):
            # the figure the hint showed, to the game
            assert abs((d.played if d.action == first.action else d.best_win) - first.win) < 1e-9, step
            checked += 1
    assert checked
    assert not any(d.cost for d in decisions.values() if d.followed)
    # the review's games begin with the hint's own: over the hint's rounds, the same figures
    step, est = next((st, e) for st, e in shown.items() if len(e) > 1)
    g = get_game("sorcerous-futures")
    s = g.new(rec["players"], rec["seed"], rec["options"])
    for st in rec["actions"][:step]:
        s, _ = g.apply(s, st["seat"], g.parse_action(st["action"]))
    pair = [est[0].action, est[1].action]
    again = rank_moves(search_kit("sorcerous-futures"), g.view(s, 0), 0, pair, hint_rng("sorcerous-futures", step, 0),
                       budget_s=float("inf"), must=tuple(pair), full_games=True, whole_rounds=True, halving=False,
                       max_rounds=rounds[step])
    for e in again:
        seen = next(x for x in est if x.action == e.action)
        if seen.samples == rounds[step]:
            assert abs(e.win - seen.win) < 1e-9


def test_the_hints_shown_travel_with_the_record_and_go_with_an_undo():
    from game.saves import validate_record
    m = solo(seed=4, players=3)
    first = m.legal(0)[0]
    m.note_hint(0, m.step, 40, first)
    m.note_hint(0, m.step + 5, 40)        # not the step the game is at: not a hint of this game
    rec = m.record()
    assert rec["seats"][0]["hints"] == [[m.step, 40, first.to_json()]]
    validate_record(rec)
    again = Match.from_record(rec, threaded=False)
    assert again.hints_shown == {0: {m.step: (40, first.to_json())}}
    m.submit(0, m.legal(0)[0])
    m.undo(0)
    assert m.record()["seats"][0].get("hints") is None
    for bad in ([[1]], [[-1, 5]], [[0, 0]], "x", [[10 ** 6, 5]], [[0, 5, "pass"]], [[0, 5, {}, 1]]):
        broken = dict(rec, seats=[dict(rec["seats"][0], hints=bad)] + rec["seats"][1:])
        with pytest.raises(ValueError, match="hints"):
            validate_record(broken)


def test_a_gap_within_chance_is_no_mistake():
    """The review lists as costly only moves whose best is surely better: a gap within the
    sampled games' noise reads "about as good" and costs nothing."""
    from game.advisor import Decision, _close
    from game.bots.search import Estimate
    noisy_best = Estimate("a", 0.5, 6, trace=(1.0, 0.0, 1.0, 0.0, 1.0, 0.0))
    noisy_mine = Estimate("b", 0.33, 6, trace=(0.0, 1.0, 0.0, 0.0, 1.0, 0.0))
    assert _close(noisy_best, noisy_mine)
    sure_best = Estimate("a", 0.8, 60, trace=(1.0,) * 48 + (0.0,) * 12)
    sure_mine = Estimate("b", 0.2, 60, trace=(0.0,) * 36 + (1.0,) * 12 + (0.0,) * 12)
    assert not _close(sure_best, sure_mine)
    small = Estimate("b", 0.79, 60, trace=(1.0,) * 47 + (0.0,) * 13)
    assert _close(sure_best, small)              # sure, but a gap nobody can feel
    close = Decision(3, "b", 0.33, "a", 0.5, close=True)
    clear = Decision(5, "b", 0.2, "a", 0.8)
    assert close.cost == 0.0 and worst([close, clear]) == [clear]
    # won whatever was played: a few points fewer is no decision that cost the game ("100% yours,
    # 100% best (+4 pts)" stood among a newcomer's costliest)
    won = Decision(7, "b", 1.0, "a", 1.0, played_margin=6.0, best_margin=10.0)
    assert won.cost > 0 and worst([won, clear]) == [clear]



def test_a_barony_bid_is_reviewed_though_the_legal_list_offers_it_in_parts():
    """A newcomer's Barony review said "You had no choices to review": a bid is recorded whole
    (Commit: the target and the cards) while the legal list offers its parts (Target), and the
    review stopped on the first bid it could not find among them."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in (1, 2)]
    m = Match("barony", 3, seats, 6, bot_delay=0, threaded=False)
    from game.bots import barony as B
    from rules.barony import Commit

    def as_the_table(view, legal):
        """The table sends a bid whole, when you confirm (Commit); else medium's step."""
        seat = view.seat
        aim = B._aim(view, seat)
        plans = B._plans(view, [aim] if aim is not None else list(view.market)) if view.resources[seat] else []
        step = B.medium(view, legal, Rng(0))
        if plans and step.TYPE in ("target", "add"):
            _, t, cards = plans[0]
            return Commit(t, tuple(cards))
        return step
    while not m.over:
        m.run_bots_instantly()
        if m.humans_to_act():
            m.submit(0, as_the_table(m.view(0), m.legal(0)))
    rec = m.record()
    first = [i for i, st in enumerate(rec["actions"]) if st["seat"] == 0 and st["action"]["type"] == "commit"]
    rec = dict(rec, actions=rec["actions"][:first[1] + 1])      # up to the second bid: enough, and quick
    commits = first[:2]
    assert commits
    decisions = review(rec, 0, budget_s=0.0, deeper_s=0.0)
    assert {d.index for d in decisions} >= set(commits)
    assert all(0.0 <= d.played <= 1.0 for d in decisions)


def test_a_surely_better_move_in_the_review_says_why(monkeypatch):
    """A newcomer read "to win: 0% yours, 65% best (Pass)" for a raise that won a card and could
    not see why: the review says why the best move is better, in the hint's words."""
    from game.bots.barony import hint_reason
    g = get_game("barony")
    seats = [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in (1, 2)]
    m = Match("barony", 3, seats, 7, bot_delay=0, threaded=False)
    while m.step < 12:
        m.run_bots_instantly(12 - m.step)
        if m.humans_to_act() and m.step < 12:
            m.submit(0, m.legal(0)[-1])                # always the last offered: rarely the best
    rec = dict(m.record(), actions=m.record()["actions"][:12])   # the game's opening is enough
    # sampled games counted, not timed (the second look at 40 games, enough to be sure): the
    # same figures on a loaded machine
    import game.advisor as A
    timed = A.rank_moves

    def counted(kit, view, seat, legal, rng, budget_s=0.8, *a, **k):
        if budget_s != float("inf"):
            budget_s, k["max_rounds"] = float("inf"), (40 if budget_s >= 1.0 else 3)
        return timed(kit, view, seat, legal, rng, budget_s, *a, **k)
    monkeypatch.setattr(A, "rank_moves", counted)
    ds = review(rec, 0, budget_s=0.05, deeper_s=3.0)
    sure = [d for d in ds if not d.close and d.best != d.action]
    assert sure, "some move of this careless player is surely worse than the best"
    for d in sure:
        s = g.new(3, rec["seed"])
        for st in rec["actions"][:d.index]:
            s, _ = g.apply(s, st["seat"], g.parse_action(st["action"]))
        assert d.why and d.why == hint_reason(d.view, g.legal_actions(s, 0), d.best)
    assert all(not d.why for d in ds if d.close and d.best != d.action)
    # and the best found says why it was (a review of "the best move found" on 23 rows of 24)
    for d in ds:
        if d.best == d.action:
            s = g.new(3, rec["seed"])
            for st in rec["actions"][:d.index]:
                s, _ = g.apply(s, st["seat"], g.parse_action(st["action"]))
            assert d.why == hint_reason(d.view, g.legal_actions(s, 0), d.action)


def test_three_sampled_games_never_make_a_move_surely_better():
    """An Auctioneer review called a placement "surely better" at 100% against 33% from 3
    sampled games (all three paired games went its way: no spread, so no standard error). With
    fewer than 20 paired games nothing is sure: the gap reads "too few sampled games to tell",
    and the hint says so of its first two moves instead of "about as good as each other"."""
    from game.advisor import MIN_SURE, _close, confidence
    from game.bots.search import Estimate
    best = Estimate("a", 1.0, 3, trace=(1.0, 1.0, 1.0))
    mine = Estimate("b", 0.0, 3, trace=(0.0, 0.0, 0.0))
    assert _close(best, mine)
    n = MIN_SURE
    assert not _close(Estimate("a", 1.0, n, trace=(1.0,) * n), Estimate("b", 0.0, n, trace=(0.0,) * n))
    words = confidence([Estimate("a", 0.6, 5, trace=(1.0, 1.0, 1.0, 0.0, 0.0)),
                        Estimate("b", 0.2, 5, trace=(0.0, 1.0, 0.0, 0.0, 0.0))])
    assert "about as good" not in words and "too few sampled games to tell the first two apart" in words


def test_a_hint_keeps_three_moves_in_the_running():
    """"The hint often shows two moves, not three" (a newcomer, Me First): the search's halving
    kept two moves, and a third was shown only when enough games had weighed it before it was
    dropped. A hint keeps three in the running, so it shows three whenever there are three."""
    from game.advisor import HINT_MOVES, hint
    seats = [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in (1, 2)]
    m = Match("me-first", 3, seats, 5, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    legal = m.legal(0)
    assert len(legal) >= 4
    est = hint("me-first", m.view(0), 0, legal, Rng(3), rounds=24)
    assert len(est) >= HINT_MOVES == 3 and all(e.kept and e.samples == 24 for e in est[:3]), est


def test_figures_apart_within_chance_are_not_called_as_good():
    """"The first two are about as good as each other" above 35% and 20% (a newcomer, from 40
    sampled games): figures that differ, with a gap within chance, are said to be so."""
    from game.advisor import confidence
    from game.bots.search import Estimate
    a = (1.0,) * 14 + (0.0,) * 26
    b = (0.0,) * 14 + (1.0,) * 8 + (0.0,) * 18                   # it wins where a loses: noisy
    words = confidence([Estimate("a", 0.35, 40, trace=a), Estimate("b", 0.20, 40, trace=b)])
    assert "about as good" not in words and "within chance" in words, words
    level = confidence([Estimate("a", 0.35, 40, trace=a), Estimate("b", 0.35, 40, trace=a[::-1])])
    assert "about as good as each other" in level, level


def test_when_every_move_loses_the_hint_ranks_and_shows_points():
    """"Three moves ranked at 0% / 0% / 0%: the hint stops helping once you're behind" (a
    newcomer): when every move shown loses, they are ranked by the points they end with and
    each shows them."""
    from game.advisor import confidence, figure, ranked
    from game.bots.search import Estimate
    lose = (0.0,) * 40
    est = [Estimate("a", 0.0, 40, margin=-8.0, trace=lose), Estimate("b", 0.01, 40, margin=-2.4, trace=lose),
           Estimate("c", 0.0, 40, margin=-5.0, trace=lose)]
    shown = ranked(est, ["a", "b", "c"], "a")
    assert [e.action for e in shown] == ["b", "c", "a"]
    assert [figure(e, True) for e in shown] == ["−2 pts", "−5 pts", "−8 pts"]
    assert "the points it ends with" in confidence(shown)
    assert figure(Estimate("a", 0.4, 40), False) == "40%"


def test_when_every_move_wins_the_hint_ranks_and_shows_points_too():
    """Late in a Barony game a newcomer ahead saw "100%, 95%, 95%", then "100%" three times: no
    help choosing. When every move shown wins, they are ranked by the points they end with
    ahead, and each shows them."""
    from game.advisor import confidence, decided, figure, ranked
    from game.bots.search import Estimate
    win = tuple(1.0 + 0.01 * (k % 3) for k in range(40))         # won by more or less
    est = [Estimate("a", 1.0, 40, margin=3.0, trace=win), Estimate("b", 0.99, 40, margin=7.4, trace=win),
           Estimate("c", 1.0, 40, margin=5.0, trace=win)]
    shown = ranked(est, ["a", "b", "c"], "a")
    assert decided(shown) and [e.action for e in shown] == ["b", "c", "a"]
    assert [figure(e, decided(shown)) for e in shown] == ["+7 pts", "+5 pts", "+3 pts"]
    assert "likely to win" in confidence(shown)
    mixed = [Estimate("a", 0.97, 40, margin=3.0, trace=win), Estimate("b", 0.6, 40, margin=1.0, trace=win)]
    assert not decided(mixed)


def test_a_decision_whose_every_sampled_game_ends_alike_says_the_end_is_settled():
    """Me First's last take, nothing hidden left: "From 9381 sampled games … every move here
    looks likely to win" for an end already certain (a newcomer). Every sampled game ending
    the very same way is said as what it is."""
    from game.advisor import confidence
    from game.bots.search import Estimate
    same = (1.04,) * 60
    won = [Estimate("a", 1.0, 9381, margin=1.0, trace=same), Estimate("b", 1.0, 9381, margin=1.0, trace=same)]
    said = confidence(won)
    assert "likely" not in said and "9381" not in said
    assert said.startswith("Whatever is still hidden, every sampled game ends alike: every move here wins")
    lost = [Estimate("a", 0.0, 500, margin=-3.0, trace=(-0.1,) * 40), Estimate("b", 0.0, 500, margin=-5.0, trace=(-0.2,) * 40)]
    assert confidence(lost).startswith("Whatever is still hidden, every sampled game ends alike: every move here loses")
    varied = [Estimate("a", 1.0, 60, margin=2.0, trace=(1.04, 1.05) * 30), Estimate("b", 1.0, 60, margin=1.0, trace=same)]
    assert "likely to win" in confidence(varied)


def test_a_low_chance_is_said_beside_the_equal_share():
    """"Every move here looks likely to lose" at 8% in the first auction of a four-player game
    read as "you are losing" to a newcomer who went on to win: a low chance is said as low,
    beside what an equal share would be."""
    from game.advisor import confidence
    from game.bots.search import Estimate
    est = [Estimate("a", 0.08, 200), Estimate("b", 0.07, 200)]
    said = confidence(est, 4)
    assert "low chance (an equal share at 4 players is 25%)" in said and "likely to lose" not in said


def test_a_barony_bid_played_as_the_hint_named_it_is_marked_followed():
    """A Barony hint's first move is a Target ("Bid The Watchman on The Author: worth 1"); the
    table plays the bid whole, as one Commit of those cards. The review compared the two as
    different moves, so only passes were ever marked "(the hint's first)" (a newcomer)."""
    from game.advisor import hint, hint_rng
    from game.bots.barony import _plans, follows
    from rules.barony import Commit, Target
    seats = [SeatSpec("You", "human"), SeatSpec("B1", "bot", "medium")]
    for seed in range(1, 40):
        m = Match("barony", 2, seats, seed, bot_delay=0, threaded=False)
        m.run_bots_instantly()
        view, legal = m.view(0), m.legal(0)
        est = hint("barony", view, 0, legal, hint_rng("barony", m.step, 0), budget_s=0.0, rounds=3)
        if isinstance(est[0].action, Target):
            break
    else:
        raise AssertionError("no deal whose first hint is a bid")
    t = est[0].action.card
    cards = (_plans(view, [t]) or _plans(view, [t], floor=float("-inf")))[0][2]
    step = m.step
    m.note_hint(0, step, max(e.samples for e in est), est[0].action)
    m.submit(0, Commit(t, tuple(cards)))
    assert follows(view, Commit(t, tuple(cards)), est[0].action)
    assert not follows(view, Commit(t, tuple(cards)), Target(next(c for c in view.market if c != t)))
    rec = m.record()
    rec = dict(rec, actions=rec["actions"][:step + 1])
    (d,) = [d for d in review(rec, 0, budget_s=0.0, deeper_s=0.0) if d.index == step]
    assert d.hinted and d.followed and d.cost == 0.0 and d.best == d.action


def test_a_low_chance_hint_never_says_the_first_does_best_and_that_two_are_alike():
    """"Every move here has a low chance …; the first does best. The first two are about as
    good as each other." under 5%, 5%, 5% (a newcomer, Barony): one sentence compares the
    first two, and it is the one that weighs them."""
    from game.advisor import confidence
    from game.bots.search import Estimate
    est = [Estimate("a", 0.06, 38, why="w"), Estimate("b", 0.055, 38, why="v"), Estimate("c", 0.05, 38, why="u")]
    said = confidence(est, 3)
    assert "low chance" in said and "does best" not in said
    assert said.count("first") == 1, said


def test_moves_at_the_same_chance_shown_are_told_apart_by_their_points():
    """Barony hints read 35%, 35%, 35% and told a newcomer nothing: at the same chance shown,
    the moves go in order of the points they end with against the best other seat, and the
    panel's note says so when that sets the first apart."""
    from game.advisor import confidence, ranked
    from game.bots.search import Estimate
    tr = (0.5,) * 38
    a = Estimate("a", 0.34, 38, margin=0.6, trace=tr, kept=True)
    b = Estimate("b", 0.35, 38, margin=2.2, trace=tr, kept=True)
    c = Estimate("c", 0.36, 38, margin=-1.0, trace=tr, kept=True)
    shown = ranked([a, b, c], ["a", "b", "c"], "a")
    assert [e.action for e in shown] == ["b", "a", "c"]
    said = confidence(shown, 3)
    assert "the same chance; the first ends further ahead of the best other seat on average (2 pts ahead, against 1)" in said, said
    # points that round alike say nothing more
    d = Estimate("d", 0.35, 38, margin=1.2, trace=tr, kept=True)
    assert "about as good as each other" in confidence(ranked([a, d], ["a", "d"], "a"), 3)


def test_a_barony_hints_bid_is_weighed_as_the_bid_its_reason_names():
    """A hint's "Bid The Calamity (+0) on The End" is a Target; its sampled games went on with
    medium's own plan, which passes where no bid scores for it, so the bid and Pass read
    alike (35%, 35%, 35%: a newcomer). The hints and the review play the whole bid the reason
    names; the hard bot's search is unchanged (it plays its Targets on with medium)."""
    from game.bots import search_kit
    from game.bots.barony import _plans, hint_reason, weighed_as
    from rules.barony import Commit, Pass, Target
    from rules.decks import decktet as D
    assert search_kit("barony").weighed_as is None
    assert search_kit("barony", hints=True).weighed_as is weighed_as
    found = 0
    for seed in range(1, 12):
        m = Match("barony", 3, [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in (1, 2)],
                  seed, bot_delay=0, threaded=False)
        for _ in range(40):
            m.run_bots_instantly()
            if m.over:
                break
            v, legal = m.view(0), m.legal(0)
            for a in legal:
                if isinstance(a, Target) and not _plans(v, [a.card]) and _plans(v, [a.card], floor=float("-inf")):
                    bid = weighed_as(v, a)            # medium would pass here: the hint's bid is played whole
                    assert isinstance(bid, Commit) and bid.target == a.card
                    names = [D.CARDS[c].name for c in bid.cards]
                    assert all(n in hint_reason(v, legal, a) for n in names)
                    found += 1
            assert weighed_as(v, Pass()) == Pass()
            m.submit(0, legal[seed % len(legal)])
        if found >= 3:
            break
    assert found >= 3


def test_a_won_games_blunder_is_not_the_best_move_found():
    """Far ahead, every move read 100% to win, and a move that handed the next seat a royal was
    called "the best move found" (a newcomer): where the game is won (or lost) whatever is
    played, the points it ends with decide."""
    from game.advisor import _as_good
    from game.bots.search import Estimate
    blunder = Estimate("a", 1.0, 60, margin=9.0)
    better = Estimate("b", 1.0, 60, margin=17.0)
    assert not _as_good(blunder, better)
    assert _as_good(Estimate("a", 1.0, 60, margin=16.8), better)
    # not decided: the chance to win decides, as before
    assert _as_good(Estimate("a", 0.6, 60, margin=-3.0), Estimate("b", 0.55, 60, margin=4.0))


def test_points_at_the_same_chance_say_which_way_in_words():
    """"(−10 pts against −11 pts, beside the best other seat)" had to be decoded (a newcomer):
    behind, the note says how far behind."""
    from game.advisor import confidence
    from game.bots.search import Estimate
    tr = (0.5,) * 38
    said = confidence([Estimate("a", 0.05, 38, margin=-10.2, trace=tr), Estimate("b", 0.05, 38, margin=-11.3, trace=tr)], 4)
    assert "ends nearer the best other seat on average (10 pts behind, against 11 pts behind)" in said, said


def test_moves_that_end_every_sampled_game_alike_are_said_to_make_no_difference():
    """Barony's 40%, 40%, 40% at the same points (a 0-point bid that is outbid, and a pass)
    read as a riddle (a newcomer): moves that ended every sampled game the same way are said to
    make no difference; one game apart, or too few games, and it is not said."""
    from game.advisor import confidence
    from game.bots.search import Estimate
    t = (1.0, 0.0, 0.0, 1.0, 0.0) * 8
    alike = [Estimate(a, 0.4, 40, margin=-2.0, trace=t) for a in "abc"]
    assert "All 3 gave the very same final scores in every sampled game" in confidence(alike)
    # with moves not shown, those are not among "no difference" ("The hint called a choice
    # harmless that the review later marked as a mistake… 'makes no difference' reads as
    # 'anything goes'": a newcomer bid on a card it had not shown, at 14% against 25%)
    said = confidence(alike, 3, others=2)
    assert "All 3 shown gave the very same final scores" in said and "The 2 moves not shown did worse" in said
    assert "here it makes no difference which you choose" not in said
    two = alike[:2] + [Estimate("c", 0.2, 40, margin=-5.0, trace=(0.0,) * 40)]
    assert "The first two gave the very same final scores in every sampled game" in confidence(two)
    apart = [alike[0], Estimate("b", 0.4, 40, margin=-2.0, trace=t[:-1] + (0.98,))]
    assert "same way" not in confidence(apart)
    few = [Estimate(a, 0.4, 5, trace=t[:5]) for a in "ab"]
    assert "same way" not in confidence(few)
    # and where the game says why (Barony: a bid answered, "the hint is nearly useless" four
    # times over a bid and a pass that "made no difference": a newcomer)
    from rules.barony import Pass as BPass, Target
    bids = [Estimate(a, 0.39, 40, margin=-2.0, trace=t) for a in (Target("author"), BPass(), Target("pact"))]
    said = confidence(bids, 3, game_id="barony")
    assert "All 3 ended every sampled game alike: in each, another player answered your bid" in said, said
    assert "as if you had passed" in said
    assert "another player answered" not in confidence(alike, 3, game_id="barony")      # not bids
    # the panel counts the moves it weighed and does not show
    from scenes.hint_panel import HintPanel
    p = HintPanel()
    p.legal = list("abcde")
    p.show(alike, 1)
    assert p.unshown() == 2


def test_a_three_point_gap_is_not_a_cost_a_player_feels():
    """"23% yours, 26% best" was among a newcomer's costliest decisions beside a 2-point gap
    "within chance": a gap under 8 points is no cost, however sure; nor are a few points more at
    about the same chance ("40% yours, 45% best" was called the costliest beside 45% and 50%
    "within chance": a newcomer)."""
    from game.advisor import _close
    from game.bots.search import Estimate
    n = 2000
    best = Estimate("b", 0.26, n, margin=0.0, trace=(1.0,) * 520 + (0.0,) * 1480)
    mine = Estimate("m", 0.23, n, margin=0.0, trace=(1.0,) * 460 + (0.0,) * 1540)
    assert _close(best, mine)
    five = Estimate("f", 0.45, n, margin=4.0, trace=(1.0,) * 900 + (0.0,) * 1100)
    assert _close(five, Estimate("m", 0.40, n, margin=0.0, trace=(1.0,) * 800 + (0.0,) * 1200))
    worse = Estimate("w", 0.16, n, margin=0.0, trace=(1.0,) * 320 + (0.0,) * 1680)
    assert not _close(best, worse)


def test_bids_that_read_alike_go_lowest_first():
    """A Sorcerous Futures hint ranked "Bid 7" above "Bid 6" though every sampled game ended
    alike (medium's choice went first), and its reasons said the 6 gained more: among moves
    that read the same, a lower bid of gold comes first; other moves keep their places, and a
    bid that reads better stays ahead of a cheaper one."""
    from game.advisor import ranked
    from game.bots.search import Estimate
    from rules.sorcerous_futures import Bid, Pass
    same = (1.0, 0.0) * 20
    est = [Estimate(Bid(amount=7), 0.5, 40, margin=1.0, trace=same),
           Estimate(Pass(), 0.5, 40, margin=1.0, trace=same),
           Estimate(Bid(amount=6), 0.5, 40, margin=1.0, trace=same),
           Estimate(Bid(amount=5), 0.3, 40, margin=-1.0, trace=same)]
    legal = [Pass(), Bid(amount=5), Bid(amount=6), Bid(amount=7)]
    shown = [e.action for e in ranked(est, legal, Bid(amount=7))]
    assert shown == [Bid(amount=6), Pass(), Bid(amount=7), Bid(amount=5)], shown


def test_a_choice_made_before_anything_was_seen_is_never_among_the_costliest():
    """A newcomer's Crowns, handed out as the Excuse's holder before any suit's worth showed,
    headed the review of a game they won ("surely better", 15% against 35%): such a choice is
    weighed, says it was made blind, and is never among the costliest."""
    import dataclasses
    from game.advisor import review
    from game.match import Match
    from game.seats import SeatSpec
    from rules.sorcerous_futures import AssignCrowns
    seats = [SeatSpec(f"Bot {i}", "bot", "medium") for i in range(4)]
    m = Match("sorcerous-futures", 4, seats, 3, options={"excuse_seat": 0}, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    decisions = review(m.record(), 0, budget_s=0.02, deeper_s=0.0)
    crowns = [d for d in decisions if isinstance(d.action, AssignCrowns)]
    assert crowns and all(d.blind.startswith("Chosen before any suit's worth was seen") for d in crowns)
    assert not any(d.blind for d in decisions if not isinstance(d.action, AssignCrowns))
    costly = dataclasses.replace(crowns[0], close=False, played=0.15, best_win=0.35, best="other")
    assert costly.cost > 0 and worst([costly]) == []
    assert worst([dataclasses.replace(costly, blind="")]) != []


def test_a_hint_on_slow_sampled_games_thinks_on_until_it_has_enough_of_them():
    """A Barony hint stood on 17 sampled games after its two seconds ("a rough guess from 17
    sampled games": a newcomer wanted hints to trust). Past its budget the search goes on till
    it has played the rounds wanted, or its longest time has passed, and its progress rises to
    the end without standing still at the budget."""
    g = get_game("barony")
    s = g.new(3, 4)
    rng = Rng(4)
    from game.bots import get_bot
    med = get_bot("barony", "medium")
    for _ in range(6):
        seat = min(g.to_act(s))
        s, _ = g.apply(s, seat, med(g.view(s, seat), g.legal_actions(s, seat), rng))
    seat = min(g.to_act(s))
    view, legal = g.view(s, seat), g.legal_actions(s, seat)
    kit = search_kit("barony", hints=True)
    shares = []
    est = rank_moves(kit, view, seat, legal, Rng(3), budget_s=0.0, min_samples=1, rounds_wanted=6, most_s=60.0,
                     whole_rounds=True, full_games=True, progress=shares.append)
    assert max(e.samples for e in est) == 6
    assert shares == sorted(shares) and shares[-1] == 1.0 and shares[-2] < 1.0
    # the longest time ends it, whatever was wanted
    t0 = time.perf_counter()
    est = rank_moves(kit, view, seat, legal, Rng(3), budget_s=0.0, min_samples=1, rounds_wanted=10_000, most_s=0.3,
                     whole_rounds=True, full_games=True)
    assert time.perf_counter() - t0 < 10 and max(e.samples for e in est) < 10_000
    # without rounds wanted, the budget alone: one round past a zero budget
    est = rank_moves(kit, view, seat, legal, Rng(3), budget_s=0.0, min_samples=1, whole_rounds=True, full_games=True)
    assert max(e.samples for e in est) == 1


def test_bids_that_end_every_sampled_game_alike_say_another_bid_took_the_card():
    """A sealed-bid hint said "All 3 gave the very same final scores in every sampled game: here
    it makes no difference which you choose" above "Seal 8 … gains you about 6", "Seal 9 …",
    "Seal 10 …" (a newcomer): bids of different amounts that end every game alike never won the
    card there, and the hint says so."""
    from game.advisor import confidence
    from game.bots.search import Estimate
    from rules.sorcerous_futures import SealedBid
    t = (1.0, 0.0, 0.0, 1.0, 0.0) * 8
    bids = [Estimate(SealedBid(n), 0.4, 40, margin=-2.0, trace=t) for n in (8, 9, 10)]
    said = confidence(bids)
    assert "another player's bid took the card in each, whichever of these you made" in said, said
    assert "makes no difference which you choose" not in said


def test_the_review_looks_again_at_every_decision_it_names_costliest(monkeypatch):
    """A Barony review named costly mistakes from its first look's few sampled games (a 30%
    pick against 65%; the bid that won a newcomer the game), and they trusted their own
    counting over it. Each decision it names among the costliest has been weighed again, the
    move played against the best over more of the same sampled games (as many as
    ``DEEPER_ROUNDS`` asks), and what is still named is surely worse there."""
    import game.advisor as A
    from game.advisor import DEEPER_ROUNDS, worst
    seats = [SeatSpec(f"Bot {i}", "bot", "easy") for i in range(3)]
    m = Match("me-first", 3, seats, 7, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    rec = m.record()
    first = review(rec, 0, budget_s=0.05, deeper_s=0.0)
    assert worst(first), "the first look names no costly decision: nothing to test"
    looked = []
    real = A.rank_moves

    def spy(kit, view, seat, legal, rng, *a, **k):
        if k.get("rounds_wanted") == DEEPER_ROUNDS:
            looked.append((id(view), tuple(legal)))
        return real(kit, view, seat, legal, rng, *a, **k)
    monkeypatch.setattr(A, "rank_moves", spy)
    again = review(rec, 0, budget_s=0.05, deeper_s=0.05)
    named = worst(again)
    assert named
    for d in named:
        assert (id(d.view), (d.best, d.action)) in looked or (id(d.view), (d.action, d.best)) in looked, d.index
        assert not d.close


def test_a_review_weighs_every_decision_on_enough_sampled_games(monkeypatch):
    """A Sorcerous Futures review on a busy machine said "Auction 1 of 20: you played Pass — to
    win: 100%" from a handful of sampled games, where the hint at that same moment had said 45%
    over 40 (a newcomer: "the review's figures contradict the hint"). Like a hint, each
    decision thinks on past its budget until its moves have played ``REVIEW_ROUNDS`` sampled
    games (up to ``REVIEW_MOST`` times the budget). On a clock that runs fast, as on a busy
    machine, so the budget alone would stop at a handful."""
    import types
    import game.bots.search as search
    from game.advisor import REVIEW_MOST, REVIEW_ROUNDS, review
    from game.match import Match
    from game.seats import SeatSpec
    seats = [SeatSpec(n, "bot", "medium") for n in ("You", "Bea", "Cyd")]
    m = Match("sorcerous-futures", 3, seats, 11, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    rec = m.record()
    rec = {**rec, "actions": rec["actions"][:7]}          # the first auctions: the longest games to sample
    assert REVIEW_ROUNDS >= 20 and REVIEW_MOST >= 3
    clock = [0.0]

    def tick():
        clock[0] += 0.005                                  # each look at the clock: 5 ms gone
        return clock[0]
    monkeypatch.setattr(search, "time", types.SimpleNamespace(perf_counter=tick))
    ds = review(rec, 0, budget_s=0.05, deeper_s=0.0)
    assert ds and all(d.samples >= REVIEW_ROUNDS for d in ds), [d.samples for d in ds]


def test_at_the_same_chance_the_move_that_wins_the_round_in_play_more_often_goes_first():
    """Auctioneer: ahead in the game, every move read "95%" and a newcomer could not tell them
    apart; the sampled games also count the royal in play won (``aside``): at the same chance
    shown, the move that wins it more often goes first, the hint says so, and each move's reason
    ends with it."""
    from game.advisor import confidence, ranked
    from game.bots.search import Estimate
    tr = tuple(0.0 if k % 9 else 1.0 for k in range(90))
    est = [Estimate("a", 0.11, 90, margin=-7.0, trace=tr, aside=0.12),
           Estimate("b", 0.11, 90, margin=-8.0, trace=tr, aside=0.33)]
    shown = ranked(est, ["a", "b"], "a")
    assert [e.action for e in shown] == ["b", "a"]
    assert "the first wins the round in play more often (33% of the sampled games, against 12%)" in confidence(shown)
    # no such figure (the other games): the points, as before
    plain = [dataclasses.replace(e, aside=None) for e in est]
    assert [e.action for e in ranked(plain, ["a", "b"], "a")] == ["a", "b"]


def test_an_auctioneer_hint_says_how_often_each_move_wins_the_royal_in_play():
    """Each move of an Auctioneer hint ends with the chance of the royal in play, from the
    same sampled games as its chance to win the game."""
    from rules.decks import standard as S
    m = Match("auctioneer", 3, [SeatSpec(f"B{i}", "bot", "medium") for i in range(3)], 4, bot_delay=0,
              threaded=False)
    m.run_bots_instantly(30)
    seat = next(iter(m.to_act()))
    v = m.view(seat)
    est = hint("auctioneer", v, seat, m.legal_for(seat), Rng(5), budget_s=0.5)
    name = S.CARDS[v.royal].name
    for e in est:
        assert e.aside is not None and 0.0 <= e.aside <= 1.0
        assert e.why.endswith(" of the sampled games.") and f"You win the {name} in " in e.why, e.why


def test_an_auctioneer_review_leaves_out_ending_a_turn_with_nothing_to_claim():
    """"The review is padded… It lists all 91 decisions, including every 'End the turn'" (a
    newcomer): ending a turn with no run you know of to claim is no decision the review weighs
    (the other choice is a claim of cards you have not seen); the other moves stay."""
    from game.bots import auctioneer as AB
    from game.bots import get_bot
    from rules.auctioneer import EndTurn
    m = Match("auctioneer", 3, [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in (1, 2)],
              4, bot_delay=0, threaded=False)
    bot = get_bot("auctioneer", "medium")
    for _ in range(6):                        # two of your turns, played as medium plays them
        m.run_bots_instantly()
        if m.over or not m.humans_to_act():
            break
        m.submit(0, bot(m.view(0), m.legal(0), Rng(1)))
    rec = m.record()
    ends = [i for i, st in enumerate(rec["actions"]) if st["seat"] == 0 and st["action"]["type"] == "end_turn"]
    assert ends
    decisions = review(rec, 0, budget_s=0.0, deeper_s=0.0)
    assert decisions and not any(isinstance(d.action, EndTurn) and not AB.known_claims(d.view) for d in decisions)
    assert any(d.index not in ends for d in decisions)
