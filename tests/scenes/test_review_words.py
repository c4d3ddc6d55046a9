"""The game review names each decision from what the seat could see at that moment (a
first-time player read "Move 1: you played Turn up the face-down card above the 8♥" when
every ring card was face down at move 1: the words came from the final table), says what its
figures mean, and its list of every decision scrolls and says what lies below."""
from __future__ import annotations

import re

import pygame
import pytest

import scenes.review as RV
from game.app import App
from game.match import Match
from game.seats import SeatSpec
from game.settings import Settings
from rules import get_game
from rules.decks import standard as S
from helpers import medium_as_reported, played_to_the_end, spy_words, table_window, words_drawn
from scenes.widgets import ui_scale

CARD = re.compile(r"\b(10|[2-9AJQK])([♠♥♦♣])|\b(Ace|King|Queen|Jack|10|[2-9]) of (Spades|Hearts|Diamonds|Clubs)")
SYMBOL = {"Spades": "♠", "Hearts": "♥", "Diamonds": "♦", "Clubs": "♣"}


def cards_named(words: str) -> set:
    out = set()
    for m in CARD.finditer(words):
        if m.group(1):
            label, sym = m.group(1), m.group(2)
        else:
            label, sym = {"Ace": "A", "King": "K", "Queen": "Q", "Jack": "J"}.get(m.group(3), m.group(3)), SYMBOL[m.group(4)]
        out |= {cid for cid, c in S.CARDS.items() if c.label == label and c.symbol == sym}
    return out


def visible(view) -> set:
    """The cards a seat could see: face up in the ring, its own face-down ones, its hand."""
    return {sl.card for sl in view.circle if sl.card} | set(view.hand)


@pytest.fixture(scope="module")
def reviewed():
    """A finished two-player Auctioneer game of medium bots (seed 3: seat 0 moves first, every
    ring card face down), reviewed for seat 0 with the table's own words."""
    seats = [SeatSpec(f"Bot {i}", "bot", "medium") for i in range(2)]
    m = Match("auctioneer", 2, seats, 3, bot_delay=0, threaded=False)
    with medium_as_reported():
        m.run_bots_instantly()
    assert m.over
    app = App(size=(960, 540), settings=Settings(anim_speed="off"), headless=True)
    app.push("title")
    t = app.push("table:auctioneer", m, viewer=0, animate=False)
    with medium_as_reported():                       # its sampled games too: the words are what is tested here
        rv = app.push("review", m.record(), 0, move_text=t.move_text, budget_s=0.0, deeper_s=0.0)
        rv.job.wait(300)
    rv.update(0.0)
    assert rv.decisions
    yield app, m, t, rv
    app.shutdown()


def pushed_review(app, t, m):
    """The review of ``m``'s seat 0, pushed over table ``t`` in ``app`` and finished (its sampled
    games as medium reports them)."""
    with medium_as_reported():
        rv = app.push("review", m.record(), 0, move_text=t.move_text, budget_s=0.0, deeper_s=0.0)
        rv.job.wait(300)
    rv.update(0.0)
    return rv


def surely_worse(rv, played: float, best_win: float, **reasons):
    """A decision of the reviewed game made surely worse than its best (200 sampled games, not
    close), with the reasons given (``why``, ``why_played``)."""
    import dataclasses
    return dataclasses.replace(rv.decisions[1], best=rv.decisions[0].action, played=played, best_win=best_win,
                               close=False, samples=200, **reasons)


def test_each_decision_is_named_from_the_view_at_that_moment(reviewed, monkeypatch):
    app, m, t, rv = reviewed
    rec = m.record()
    g = get_game("auctioneer")
    # the View each decision carries is the one the rules give at that step
    s = g.new(2, 3, rec.get("options") or {})
    views = {}
    for i, st in enumerate(rec["actions"]):
        if st["seat"] == 0:
            views[i] = g.view(s, 0)
        s, _ = g.apply(s, st["seat"], g.parse_action(st["action"]))
    assert all(d.view == views[d.index] for d in rv.decisions)

    first = rv.decisions[0]
    assert first.index == 0 and not any(sl.face_up for sl in first.view.circle)
    drawn = []
    orig = RV.text
    monkeypatch.setattr(RV, "text", lambda surface, words, *a, **k: (drawn.append(words), orig(surface, words, *a, **k))[1])
    app.draw()
    row = next(w for w in drawn if w.startswith("Move 1: you played"))
    # move 1: every ring card face down, so no card of the ring is named
    assert not cards_named(row), row
    assert row == f"Move 1: you played {t.move_text(first.action, view=first.view)}"

    # every later decision names only cards its seat could see then (played and best)
    later = 0
    for d in rv.decisions[1:]:
        for a in (d.action, d.best):
            named = cards_named(rv.words(a, d.view))
            assert named <= visible(d.view), (d.index, a, rv.words(a, d.view))
            later += bool(named)
    assert later          # some of them do name cards


def test_the_figures_say_what_they_are(reviewed, monkeypatch):
    app, m, t, rv = reviewed
    drawn = []
    orig = RV.text
    monkeypatch.setattr(RV, "text", lambda surface, words, *a, **k: (drawn.append(words), orig(surface, words, *a, **k))[1])
    app.draw()
    words = " ".join(drawn)
    assert "→" not in words and "−" not in words
    assert "chance to win from that moment" in words and "not how the game went" in words
    # whose play the sampled games go on with ("lost by 8 pts" in a game won by 7: a newcomer)
    assert "as medium bots play" in words
    assert any(re.fullmatch(r"to win: \d+%( yours, \d+% best( \(\+\d+ pts\))?)?", w) for w in drawn)


def test_a_lost_position_is_said_in_points_as_the_hint_says_it():
    """"The Review goes blank once you're losing: late entries just read 'to win: 0% – the best
    move found' with no points; the hint at that stage switched to points" (a newcomer)."""
    import dataclasses
    from game.advisor import Decision
    fields = {f.name for f in dataclasses.fields(Decision)}
    base = dict(index=5, seat=0, view=None, action="a", played=0.0, best="b", best_win=0.02, played_margin=-6.0,
                best_margin=-2.0, samples=80, close=False)
    d = Decision(**{k: v for k, v in base.items() if k in fields})
    assert RV.ReviewScene.figure(d) == "to win: 0% · on average 6 pts behind yours, 2 pts behind best"
    same = dataclasses.replace(d, best="a", best_win=0.0, best_margin=-6.0)
    # an average, not a verdict: "0% · lost by 5 pts" read as a game already lost, and the next
    # row's 8% as a contradiction (a newcomer)
    assert RV.ReviewScene.figure(same) == "to win: 0% · 6 pts behind on average"


def test_a_gap_within_chance_reads_as_good_and_a_followed_hint_says_so(reviewed, monkeypatch):
    """A newcomer followed the hint and the review called it a mistake on a few sampled games.
    A move within chance of the best reads "about as good" in quiet figures and is not among
    the costly ones; a move that was the hint's first says so."""
    import dataclasses
    app, m, t, rv = reviewed
    base = rv.decisions[0]
    other = next(d for d in rv.decisions if d.best != d.action) if any(d.best != d.action for d in rv.decisions) \
        else dataclasses.replace(rv.decisions[1], best=rv.decisions[0].action)
    close = dataclasses.replace(other, played=0.30, best_win=0.38, close=True, samples=200)
    few = dataclasses.replace(other, index=other.index + 2, played=0.1, best_win=0.9, close=True, samples=5)
    clear = dataclasses.replace(other, index=other.index + 1, played=0.10, best_win=0.60, close=False, hinted=True,
                                samples=200, played_margin=0.0, best_margin=0.0)
    followed = dataclasses.replace(base, best=base.action, played=0.4, best_win=0.4, close=True, hinted=True,
                                   followed=True, samples=200)
    saved = rv.decisions, rv.top
    try:
        rv.decisions = [followed, close, clear, few]
        rv.top = RV.worst(rv.decisions)
        assert rv.top == [clear]
        drawn = []
        orig = RV.text
        monkeypatch.setattr(RV, "text", lambda surface, words, *a, **k: (drawn.append(words), orig(surface, words, *a, **k))[1])
        app.draw()
        assert "yours was the best move found (the hint's first)" in drawn and "to win: 40%" in drawn
        # figures that differ are not told apart; "about as good" is for the same figure
        # ("0% yours, 10% best" called "about as good": a newcomer)
        def named(d):
            best = rv.words(d.best, d.view)
            return "the best found, another move that reads the same" if best == rv.words(d.action, d.view) else best
        assert f"not told apart from {named(close)} (within chance)" in drawn
        same = rv.words(clear.best, clear.view) == rv.words(clear.action, clear.view)
        tag = "the hint's first; another one, which the replay marks" if same else "the hint's first"
        assert f"best: {rv.words(clear.best, clear.view)} ({tag})" in drawn, drawn
        assert "to win: 10% yours, 60% best" in drawn
        # from a handful of sampled games: said so, in figures to the nearest 5% as a hint shows them
        assert f"not told apart from {named(few)} (too few sampled games to tell)" in drawn
        alike = dataclasses.replace(close, played=0.369, best_win=0.371)
        assert rv.verdict(alike) == f"about as good as {named(close)} (within chance)"
        # two moves that read alike are not named twice ("Swap two face-down cards … about as
        # good as Swap two face-down cards": a newcomer)
        monkeypatch.setattr(rv, "words", lambda action, view: "Swap two face-down cards")
        assert "another move that reads the same" in rv.verdict(alike)
    finally:
        rv.decisions, rv.top = saved


@pytest.mark.parametrize("with_top", [True, False])
def test_more_above_stands_clear_of_every_other_line(reviewed, monkeypatch, with_top):
    """"▲ 8 more above" sat over the end of the line saying what the figures mean (a newcomer,
    a review with no costly decision): it stands on the heading's line, which gives it room."""
    app, m, t, rv = reviewed
    saved = rv.top
    if not with_top:
        rv.top = []
    try:
        drawn = []
        orig = RV.text
        monkeypatch.setattr(RV, "text", lambda surface, words, *a, **k: (lambda r: (drawn.append((words, r)), r)[1])(
            orig(surface, words, *a, **k)))
        rv.scroll = 3
        app.draw()
        above = [r for words, r in drawn if words.startswith("▲ ")]
        assert len(above) == 1
        others = [(words, r) for words, r in drawn if not words.startswith("▲ ") and r.width > 0]
        a = above[0]
        # clear of every line, and of the whole band of any line but the heading beside it (a
        # line of the whole width, like what the figures mean, reaches it in a wider window)
        hit = [words for words, r in others if r.colliderect(a) or (
            not words.startswith("Every decision (") and r.top < a.bottom and a.top < r.bottom)]
        assert not hit, hit
        assert any(words.startswith("Every decision (") for words, _ in others)
        # and "▼ more below", beside the Back button, is clear of it
        assert not any(r.colliderect(b.rect) for words, r in drawn if words.startswith("▼") for b in rv.buttons)
    finally:
        rv.top = saved


def test_every_decision_scrolls_and_says_more_below(reviewed, monkeypatch):
    app, m, t, rv = reviewed
    drawn = []
    orig = RV.text
    monkeypatch.setattr(RV, "text", lambda surface, words, *a, **k: (drawn.append(words), orig(surface, words, *a, **k))[1])
    rv.scroll = 0
    app.draw()
    n = len(rv.decisions)
    assert rv.fit < n
    assert any(w.startswith(f"▼ {n - rv.fit} more below") for w in drawn)
    # the rows reach down to the buttons: no band a row high left empty over them (a newcomer)
    lowest = max(r.bottom for r, _ in rv.rows)
    assert min(b.rect.top for b in rv.buttons) - lowest < RV.ROW_H(RV.ui_scale(app.screen)[1]) + 4
    first_rows = [d.index for _, d in rv.rows[len(rv.top):]]
    rv.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    rv.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    drawn.clear()
    app.draw()
    assert rv.scroll >= 2 and [d.index for _, d in rv.rows[len(rv.top):]] != first_rows
    assert any(w.startswith(f"▲ {rv.scroll} more above") for w in drawn)
    rv.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    drawn.clear()
    app.draw()
    assert rv.scroll == n - rv.fit and not any("more below" in w for w in drawn)
    # the last rows and the note above the buttons stay inside the window, clear of the buttons
    assert all(app.screen.get_rect().contains(r) for r, _ in rv.rows)
    assert all(not r.colliderect(b.rect) for r, _ in rv.rows for b in rv.buttons)
    rv.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode=""))
    assert rv.scroll == 0


def test_the_costliest_decisions_say_the_best_move_and_why_whole(reviewed, monkeypatch):
    """"The Review's top-3 lines are cut off with …" (a newcomer): a costly decision's best
    move and its reason take two lines of the row's whole width."""
    import dataclasses
    app, m, t, rv = reviewed
    other = next((d for d in rv.decisions if d.best != d.action), None) or \
        dataclasses.replace(rv.decisions[1], best=rv.decisions[0].action)
    why = ("Puts your 7♦ face down beside the 9♦: the A♦ or 8♦ would finish a run (18 needed). Only you know it, "
           "and the next player cannot reach it with one swap.")
    costly = dataclasses.replace(other, played=0.1, best_win=0.8, close=False, samples=200, why=why)
    saved = rv.decisions, rv.top
    try:
        rv.decisions = [costly]
        rv.top = [costly]
        drawn = []
        orig = RV.text
        monkeypatch.setattr(RV, "text",
                            lambda surface, words, *a, **k: (drawn.append((words, k.get("max_width"))),
                                                             orig(surface, words, *a, **k))[1])
        rv.invalidate()
        app.draw()
        verdict = rv.verdict(costly)
        from game.draw import font
        _, px = RV.ui_scale(app.screen)
        whole = None
        for i, (w, _) in enumerate(drawn):
            if w and w != verdict and verdict.startswith(w):
                run, joined = [], ""
                for w2, mw in drawn[i:]:
                    run.append((w2, mw))
                    joined = " ".join(x for x, _ in run)
                    if not verdict.startswith(joined):
                        break
                    if joined == verdict:
                        whole = run
                        break
                if whole:
                    break
        assert whole and len(whole) == 2, drawn         # two lines, together the whole of it
        assert all(font(px(14)).size(w)[0] <= mw for w, mw in whole)        # each fits: nothing cut
        # the heading offers the keys there are: "1–3" over fewer rows read as one was missing
        heading = ("Your decision with the most room to do better" if rv.seat_won() else
                   "The decision that cost you most")
        assert any(w and w.startswith(f"{heading} (click or 1 to see it") for w, _ in drawn)
        # a game won: not "cost you most" ("8% yours, 70% best" under it, in a game the player
        # won, read as a contradiction: a newcomer)
        fin = rv.record["final"]
        winners = list(fin["winners"])
        for won in (True, False):
            fin["winners"] = [0] if won else [1]
            drawn.clear()
            rv.invalidate()
            app.draw()
            said = [w for w, _ in drawn if w]
            assert any(w.startswith("Your decision with the most room to do better") for w in said) == won
            assert any(w.startswith("The decision that cost you most") for w in said) == (not won)
        fin["winners"] = winners
        rv.top = [costly, costly]
        drawn.clear()
        rv.invalidate()
        app.draw()
        assert any(w and "(click or 1–2 to see them" in w for w, _ in drawn), [w for w, _ in drawn][:5]
    finally:
        rv.decisions, rv.top = saved


def test_a_hot_seat_review_names_whose_decisions_it_weighs(monkeypatch):
    """In hot-seat the review said "you played…" for Ben's moves: it names the seat."""
    from scenes.results import ResultsScene
    seats = [SeatSpec("Ann", "human"), SeatSpec("Ben", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("me-first", 3, seats, 3, bot_delay=0, threaded=False)
    from rules.core import Rng
    rng = Rng(4)
    while not m.over:
        m.run_bots_instantly()
        for seat in m.humans_to_act():
            legal = m.legal(seat)
            m.submit(seat, legal[rng.randrange(len(legal))])
            break
    with table_window(m, viewer=1) as (app, t):
        res = app.push("results", m, save=False, table=t)
        assert isinstance(res, ResultsScene)
        res.review()
        rv = app.top
        assert rv.who == "Ben" and rv.seat == 1
        rv.job.cancel()


def test_a_reviewed_moment_opens_with_both_moves_pointed_at_on_the_table(reviewed):
    """"Swap cards 1 and 4" on a ring with no numbers: a move is pointed at on the table, not
    named by positions nobody sees. A decision of the review opens the replay at that moment
    with the best move found (1) and the move played (2) marked where they are, with their
    chances as the review gave them; moving on clears them."""
    import dataclasses

    from game.advisor import percent
    app, m, t, rv = reviewed
    d = next((d for d in rv.decisions if d.best != d.action), None)
    if d is None:
        d = dataclasses.replace(rv.decisions[1], best=next(a for a in get_game("auctioneer").legal_actions(
            get_game("auctioneer").replay(dict(m.record(), actions=m.record()["actions"][:rv.decisions[1].index])), 0)
            if a != rv.decisions[1].action))
    d = dataclasses.replace(d, played=0.2, best_win=0.6, close=False, samples=200)
    app = App(size=(960, 540), settings=Settings(anim_speed="off"), headless=True)   # the module's may be closed
    app.push("title")
    rv = app.push("review", m.record(), 0, move_text=t.move_text, budget_s=0.0)
    rv.job.cancel()
    rv.open_at(d)
    try:
        rp = app.top
        assert rp.match.step == d.index and [e.action for e in rp.hint] == [d.best, d.action]
        assert [percent(e.win, e.samples) for e in rp.hint] == ["60%", "20%"]
        assert rp.hints.title.startswith("Review") and "surely better" in rp.hints.note
        # its title on one line ("Review · chance to win (H / hides)" broke: a newcomer)
        from game.assets import font
        _, px = RV.ui_scale(app.screen)
        assert font(max(11, px(15)), True).size(rp.hints.title)[0] <= rp.log_rect().width - 24
        assert rp.hint_marks(d.best) and rp.hint_marks(d.action)      # both are on the table
        app.draw()
        assert rp.hint_rect is not None and app.screen.get_rect().contains(rp.hint_rect)
        rp.forward()
        app.frame(0.05, events=[])
        assert rp.hint is None
    finally:
        app.shutdown()


def test_the_replay_counts_moves_played_so_a_reviewed_move_is_the_next(reviewed):
    """"Move 54" of the review opened the replay at "53/78", which read as another move: the
    counter says how many are played, so the reviewed move is the next one."""
    app, m, t, rv = reviewed
    d = rv.decisions[-1]
    app2 = App(size=(960, 540), settings=Settings(anim_speed="off"), headless=True)
    try:
        app2.push("title")
        rp = app2.push("replay", m.record(), start=d.index, viewer=0, paused=True)
        assert rp.counter() == f"{d.index} of {len(m.record()['actions'])} played"
        app2.draw()
    finally:
        app2.shutdown()


def test_a_review_that_fails_says_so_on_the_page(monkeypatch):
    """The review stopped on an error and the page said "You had no choices to review in this
    game" (the error went by in a toast): the page says it could not finish."""
    import scenes.review as RVmod
    seats = [SeatSpec(f"Bot {i}", "bot", "medium") for i in range(2)]
    m = Match("auctioneer", 2, seats, 3, bot_delay=0, threaded=False)
    m.run_bots_instantly()

    def broken(*a, **k):
        raise StopIteration("no such move")
    monkeypatch.setattr(RVmod.reviews, "review", broken)
    app = App(size=(960, 540), settings=Settings(anim_speed="off"), headless=True)
    try:
        app.push("title")
        rv = app.push("review", m.record(), 0)
        rv.job.wait(30)
        rv.update(0.0)
        drawn = []
        orig = RV.text
        monkeypatch.setattr(RV, "text", lambda surface, words, *a, **k: (drawn.append(words), orig(surface, words, *a, **k))[1])
        app.draw()
        said = " ".join(drawn)
        assert "could not finish" in said and "no choices to review" not in said
    finally:
        app.shutdown()


def test_esc_in_a_reviewed_moment_goes_back_to_the_review(reviewed):
    """From the review's replay, Esc closed the panel and then opened the pause menu, whose only
    way out was the title: it goes back to the review, at once (a newcomer pressed it twice: the
    first only closed the review's panel), even after stepping on."""
    import dataclasses
    app, m, t, rv = reviewed
    app2 = App(size=(960, 540), settings=Settings(anim_speed="off"), headless=True)
    try:
        app2.push("title")
        review_scene = app2.push("review", m.record(), 0, move_text=t.move_text, budget_s=0.0, deeper_s=0.0)
        review_scene.job.cancel()
        d = dataclasses.replace(rv.decisions[1], best=rv.decisions[1].action, samples=200)
        review_scene.open_at(d)
        rp = app2.top
        assert "Esc: back to the review" in rp.build_controls()
        esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
        rp.handle(esc)                                  # one press: back, the panel with it
        assert app2.top is review_scene
        review_scene.open_at(d)
        rp = app2.top
        rp.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
        rp = app2.top                                  # a jump rebuilds the replay: still from the review
        rp.handle(esc)
        assert app2.top is review_scene
    finally:
        app2.shutdown()



def me_first_played():
    """A two-player Me First game you played to its end (the first move offered, each time),
    and a window (960x540) to review it in."""
    seats = [SeatSpec("You", "human"), SeatSpec("Bot", "bot", "easy")]
    m = played_to_the_end(Match("me-first", 2, seats, 5, bot_delay=0, threaded=False))
    return m, App(size=(960, 540), settings=Settings(anim_speed="off"), headless=True)


def test_a_review_opened_again_shows_what_it_said_at_once(monkeypatch):
    """"Reopening the Review recomputes it from scratch (about 40 s) and the figures change:
    40%/+4 became 45%/+5" (a newcomer): a review opened again for the same game and seat shows
    the decisions it found, at once."""
    import scenes.review as R
    m, app = me_first_played()
    try:
        app.push("title")
        first = app.push("review", m.record(), 0, budget_s=0.01, deeper_s=0.0)
        first.job.wait(120)
        first.update(0.0)
        assert first.decisions
        app.pop()
        runs = []
        monkeypatch.setattr(R.reviews, "review", lambda *a, **k: runs.append(1) or [])
        again = app.push("review", m.record(), 0, budget_s=0.01, deeper_s=0.0)
        assert again.job is None and again.decisions == first.decisions and not runs
        other = app.push("review", m.record(), 1, budget_s=0.01, deeper_s=0.0)       # another seat: weighed
        other.job.wait(60)
        assert runs
    finally:
        app.shutdown()


def test_the_review_weighs_while_the_results_are_read(monkeypatch):
    """"The review is slow (about 30 s)", Barony's a minute and a half (newcomers), counted from
    the click. The results start it: the review screen takes over the job already weighing (or
    shows at once what it found), and a new game stops a review nobody opened."""
    import game.reviews as GR
    monkeypatch.setattr(GR, "AHEAD", True)
    monkeypatch.setattr(GR, "REVIEW_BUDGET_S", 0.01)
    m, app = me_first_played()
    try:
        app.push("title")
        res = app.push("results", m, save=False, table=None)
        assert len(GR._RUNNING) == 1
        (job, opened), = GR._RUNNING.values()
        assert not opened
        rv = app.push("review", m.record(), 0)
        assert rv.job is job                              # the same job, not a second one
        job.wait(120)
        app.frame(0.05)
        assert rv.decisions and not GR._RUNNING
        app.pop()
        again = app.push("review", m.record(), 0)
        assert again.job is None and again.decisions == rv.decisions
        app.pop()
        app.pop()
        GR.clear()
        res = app.push("results", m, save=False, table=None)      # a new game, the review unopened
        (job, _), = GR._RUNNING.values()
        from game.flow import start_match
        from game.seats import SeatSpec
        start_match(app, "me-first", 2, [SeatSpec("You", "human"), SeatSpec("Bot", "bot", "easy")], seed=3)
        job.wait(30)
        assert not GR._RUNNING and job.cancelled and res is not None
    finally:
        app.shutdown()


def test_a_review_in_progress_says_about_how_long_it_has_left(monkeypatch):
    """"Working it out took about 90 s with no time estimate" (a newcomer): under the bar, how
    long it has left, from how far it has come."""
    import scenes.review as R
    m, app = me_first_played()
    try:
        app.push("title")
        rv = app.push("review", m.record(), 0, budget_s=0.01, deeper_s=0.0)
        rv.job.cancel()

        class Half:
            progress, done, started = 0.25, False, rv.started
        rv.job = Half()
        now = rv.started + 30.0
        monkeypatch.setattr(R.time, "monotonic", lambda: now)
        assert rv.time_left() == "about 2 min left"          # 30 s for a quarter: 90 s to go
        Half.progress = 0.75
        assert rv.time_left() == "about 10 s left"
        # it counts down, and does not go up while the figure said still runs: "about 55 s
        # left", then "about 60 s left" a minute later (a newcomer)
        now = rv.started + 32.0
        Half.progress = 0.7                                  # slower decisions
        assert rv.time_left() == "about 10 s left"           # (8 s of the 10 said)
        # once the figure said has run out, the pace so far says it: "about 5 s left" stood
        # for 3½ minutes (a newcomer)
        now = rv.started + 60.0
        Half.progress = 0.5                                  # 60 s more at this rate
        assert rv.time_left() == "about 60 s left"
        # a review begun before the screen opened (as the results came up) counts from its own start
        rv._left_said = None
        Half.started = rv.started - 90.0
        now = rv.started + 30.0
        Half.progress = 0.6                                  # 120 s for 60%: 80 s to go
        assert rv.time_left() == "about 80 s left"
        Half.started = rv.started
        rv._left_said = None                                 # (a review of its own from here)
        now = rv.started + 30.0
        Half.progress = 0.01
        assert rv.time_left() is None
        # "almost done" only near the end of the bar: it said so at half the bar, and the review
        # took 30 s more (a newcomer): its second look at the closest decisions comes last
        now = rv.started + 3.0
        Half.progress = 0.5
        assert rv.time_left() is None                      # no promise the bar cannot keep
        Half.progress = 0.97
        assert rv.time_left() == "almost done"
        now = rv.started + 30.0
        rv._left_said = None
        said = spy_words(monkeypatch, R)
        Half.progress = 0.5
        rv.draw(app.screen)
        assert "about 30 s left" in said
    finally:
        app.shutdown()


def test_a_won_position_is_said_in_points_too():
    """"Once I led, every row read 'to win: 100%', so the review taught me nothing about my two
    real blunders" (a newcomer): where every move wins, the row says the points each ends with
    ahead, as the hint does."""
    import dataclasses
    from game.advisor import Decision
    fields = {f.name for f in dataclasses.fields(Decision)}
    base = dict(index=5, seat=0, view=None, action="a", played=1.0, best="b", best_win=1.0, played_margin=2.0,
                best_margin=7.0, samples=80, close=False)
    d = Decision(**{k: v for k, v in base.items() if k in fields})
    assert RV.ReviewScene.figure(d) == "to win: 100% · on average 2 pts ahead yours, 7 pts ahead best"
    same = dataclasses.replace(d, best="a", best_margin=2.0)
    assert RV.ReviewScene.figure(same) == "to win: 100% · 2 pts ahead on average"
    mixed = dataclasses.replace(d, played=0.6)
    assert RV.ReviewScene.figure(mixed) == "to win: 60% yours, 100% best"


def test_one_point_is_said_in_the_singular():
    """"lost by 1 pts" (a newcomer): one point is "1 pt", in the review and in the hint."""
    import dataclasses
    from game.advisor import figure
    from game.bots.search import Estimate
    from game.advisor import Decision
    fields = {f.name for f in dataclasses.fields(Decision)}
    base = dict(index=3, seat=0, view=None, action="a", played=0.0, best="a", best_win=0.0, played_margin=-1.0,
                best_margin=-1.0, samples=40, close=True)
    d = Decision(**{k: v for k, v in base.items() if k in fields})
    assert RV.ReviewScene.figure(d) == "to win: 0% · 1 pt behind on average"
    assert RV.ReviewScene.figure(dataclasses.replace(d, best="b", best_margin=1.0)) == \
        "to win: 0% · on average 1 pt behind yours, 1 pt ahead best"
    assert figure(Estimate("a", 0.0, 40, margin=-1.2), True) == "−1 pt"


@pytest.mark.parametrize("game_id,budget", [("barony", 0.8), ("me-first", 0.3)])
def test_a_review_weighs_each_decision_as_long_as_its_game_asks(app, monkeypatch, game_id, budget):
    """Barony's review weighs each decision longer than the others' (its figures swung from one
    decision to the next on 6 to 8 sampled games: a newcomer); the others, 0.3 s."""
    import scenes.review as R
    asked = []
    monkeypatch.setattr(R.reviews, "review", lambda record, seat, **k: asked.append(k["budget_s"]) or [])
    app.push("title")
    rv = app.push("review", {"game": game_id, "seed": 1, "players": 2, "actions": [], "seats": []}, 0)
    rv.job.wait(10)
    assert asked == [budget]


def test_a_sorcerous_futures_review_says_what_decided_the_game(app, monkeypatch):
    """"The review does not explain a loss" (a newcomer: every decision of a game finished third
    read "the best move found", and nothing said that the Crown's suit turned out worth 1):
    over the decisions, where you finished, what each suit turned out worth, and where your
    points came from against the winner's, with the record's own numbers."""
    import scenes.review as R
    from rules.decks.decktet import CARDS, SUIT_NAMES, value_of
    from game.bots import get_bot
    from game.bots.sorcerous_futures import game_story
    from rules.core import Rng
    m = Match("sorcerous-futures", 3, [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in (1, 2)],
              4, bot_delay=0, threaded=False)
    bot = get_bot("sorcerous-futures", "medium")
    while not m.over:
        m.run_bots_instantly()
        if not m.over:
            m.submit(0, bot(m.view(0), m.legal(0), Rng(1)))
    final = m.record()["final"]
    r = m.result()
    story = game_story(final, 0, ["you", "B1", "B2"])
    place = 1 + sum(1 for s in r.scores[1:] if s > r.scores[0])
    winner = r.winners[0]
    assert story.startswith("You won" if 0 in r.winners else f"You finished {place}")
    assert f"B{winner} won with {r.scores[winner]}" in story or 0 in r.winners
    for suit, cid in final["valuations"].items():
        if suit in SUIT_NAMES:
            assert f"{SUIT_NAMES[suit]} {value_of(cid)}" in story
    mine = final["seats"][0]["bought"]
    worth = {s: value_of(c) for s, c in final["valuations"].items()}
    assert f"Your {len(mine)} cards brought {sum(worth[x] for c in mine for x in CARDS[c].suits)}" in story
    assert f"{final['seats'][0]['gold']} gold kept" in story
    monkeypatch.setattr(R.reviews, "review", lambda *a, **k: [])
    said = spy_words(monkeypatch, R)
    app.push("title")
    rv = app.push("review", m.record(), 0)
    rv.job.wait(10)
    rv.update(0.0)
    app.draw()
    assert " ".join(s for s in said if s and s[0].isalpha()).count("The suits turned out worth") == 1


@pytest.mark.parametrize("game_id", ["auctioneer", "me-first", "barony"])
def test_every_games_review_says_where_you_finished_and_where_the_points_came_from(game_id):
    """The review's head, for each game, from the record's numbers: where the seat finished
    against the best other seat, and where each one's points came from (royals and set
    bonuses; stars taken and taxed; each Ace and Crown's share of the pool)."""
    import re as _re
    from game.bots import hook
    from rules.decks import standard as S
    story_of = hook(game_id, "game_story")
    m = Match(game_id, 3, [SeatSpec(f"P{i}", "bot", "medium") for i in range(3)], 5, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    r, final = m.result(), m.record()["final"]
    for seat in range(3):
        names = ["you" if i == seat else f"P{i}" for i in range(3)]
        story = story_of(final, seat, names)
        place = 1 + sum(1 for k in range(3) if k != seat and r.scores[k] > r.scores[seat])
        if seat in r.winners:
            assert story.startswith(f"You won with {r.scores[seat]}") or story.startswith("You shared the win")
        else:
            assert story.startswith(f"You finished {'1st 2nd 3rd'.split()[place - 1]} with {r.scores[seat]}")
        fs = final["seats"][seat]
        if game_id == "auctioneer":
            assert all(S.CARDS[c].short in story for c in fs["royals"])
        elif game_id == "me-first":
            assert f"You took {fs['stars_acquired']} stars while acquiring and were taxed {fs['stars_taxed']}" in story
        else:
            assert f"{len(final['pool'])} cards ended in the pool" in story
            mine = story.split("Your Aces and Crowns scored ")[1].split(";")[0]
            assert sum(int(n) for n in _re.findall(r" (\d+)(?:,|$)", mine)) == r.scores[seat], (mine, r.scores[seat])
    assert story_of({"seats": "x"}, 0, ["you"]) == ""


def test_a_costly_decision_says_what_your_move_did_beside_why_the_best(reviewed):
    """"The Review's biggest mistake is unexplained": a flip at 15% against another at 30%,
    the best's reason alone, told a newcomer nothing; the row says what the move played did
    too ("Yours: it is beside your face-down 3♥…"), in up to three lines."""
    import dataclasses
    app, m, t, rv = reviewed
    d = surely_worse(rv, 0.15, 0.3, why="It is away from your face-down 3♥: it shows the others nothing.",
                     why_played="It is beside your face-down 3♥: everyone sees what lies next to it.")
    said = rv.verdict(d)
    assert said.endswith("Yours: it is beside your face-down 3♥: everyone sees what lies next to it."), said
    assert "best: " in said and "away from your face-down" in said
    assert RV.TOP_LINES >= 3
    same = dataclasses.replace(d, why_played="")
    assert "Yours" not in rv.verdict(same)


def test_a_move_keep_matching_played_is_never_among_the_costliest(reviewed):
    """Two of a newcomer's "3 decisions that cost you most" were cards Keep matching played,
    not ones they chose: such a move costs nothing in the ranking and says who played it."""
    import dataclasses
    from game.advisor import worst
    app, m, t, rv = reviewed
    d = surely_worse(rv, 0.1, 0.8)
    ordered = dataclasses.replace(d, ordered=True)
    assert d.cost > 0.5 and ordered.cost == 0.0
    assert worst([d, ordered]) == [d]
    # each game's order by its own name (an Auctioneer round a bot played out is not "Keep matching")
    assert rv.record["game"] == "auctioneer"
    assert rv.verdict(ordered).startswith("played by the bot playing your round out, not chosen here: ")
    kept = rv.record
    try:
        rv.record = dict(kept, game="barony")
        assert rv.verdict(ordered).startswith("played by Keep matching, not chosen here: ")
    finally:
        rv.record = kept


def test_what_your_move_did_is_not_told_twice_where_it_opens_alike(reviewed):
    """"Yours:" repeated what the best's reason had just said ("The Light Keeper is worth about
    20 to you …"): only what differs follows it."""
    app, m, t, rv = reviewed
    head = "The Light Keeper (Pawn) is worth about 20 to you (Suns 9 (you know it))"
    d = surely_worse(rv, 0.1, 0.3, why=f"{head}: bought for 17, it gains you about 3.",
                     why_played=f"{head}: at 24 you pay more than that.")
    said = rv.verdict(d)
    assert said.count("is worth about 20 to you") == 1 and said.endswith("Yours: at 24 you pay more than that."), said


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_what_the_figures_mean_takes_one_line(size):
    """"The Review is cramped: the full list shows only 3 entries" (a newcomer): what the figures
    mean is said on one line."""
    app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        w, _ = app.screen.get_size()
        _, px = RV.ui_scale(app.screen)
        assert len(RV.wrap(RV.MEANING, px(14), w - px(60))) == 1
    finally:
        app.shutdown()



def test_the_points_beside_a_decisions_figures_show_only_where_its_chances_are_alike():
    """"5% yours, 20% best (+1 pts)" beside a 15-point swing read as a wrong sum (a newcomer):
    the points a best move ends ahead by are said only where the chances shown are the same
    (there they tell the moves apart)."""
    import dataclasses
    from game.advisor import Decision
    base = Decision(5, "a", 0.05, "b", 0.20, played_margin=-3.0, best_margin=-2.0, samples=200)
    assert RV.ReviewScene.figure(base) == "to win: 5% yours, 20% best"
    alike = dataclasses.replace(base, played=0.30, best_win=0.30, best_margin=4.0)
    assert RV.ReviewScene.figure(alike) == "to win: 30% yours, 30% best (+7 pts)"


def test_the_best_move_found_says_why_too(reviewed):
    """A Sorcerous Futures review read "the best move found" on 23 rows of 24 and taught a
    newcomer nothing: a move that was the best found says why, in the hint's words."""
    import dataclasses
    app, m, t, rv = reviewed
    best = [d for d in rv.decisions if d.best == d.action]
    assert best and any(d.why for d in best), "the review gives the best moves their reasons"
    d = dataclasses.replace(best[0], why="It is away from your face-down 3♥: it shows the others nothing.",
                            followed=False)
    assert rv.verdict(d) == "yours was the best move found: it is away from your face-down 3♥: it shows the others nothing."
    assert rv.verdict(dataclasses.replace(d, why="")) == "yours was the best move found"


def test_what_the_best_and_yours_both_end_with_is_said_once(reviewed):
    """"The top entry repeats the same sentence twice" (a newcomer): the best's reason and
    yours both closed with "Only you know it until someone turns it up…"; the row says it once."""
    app, m, t, rv = reviewed
    tail = "Only you know it until someone turns it up."
    d = surely_worse(rv, 0.5, 0.95, why=f"It puts your 6♠ face down beside the A♠. {tail}",
                     why_played=f"It puts your 8♠ face down beside the 7♠. {tail}")
    said = rv.verdict(d)
    assert said.count(tail) == 1, said
    assert said.endswith("Yours: it puts your 8♠ face down beside the 7♠."), said


def test_a_decision_is_placed_by_round_and_turn_not_by_every_step(reviewed, monkeypatch):
    """"Move 110" of a game of 57 decisions counted every flip, move and claim of both seats (a
    newcomer): the review places each decision as the table counts it, "Round 1, turn 1"."""
    m = reviewed[1]
    with table_window(m, size=(960, 540)) as (app, t):
        with medium_as_reported():
            rv = app.push("review", m.record(), 0, move_text=t.move_text, budget_s=0.0, deeper_s=0.0,
                          moment=t.moment)
            rv.job.wait(300)
        rv.update(0.0)
        drawn = spy_words(monkeypatch, RV)
        app.draw()
    rows = [w for w in drawn if ": you played " in w]
    assert rows and rows[0].startswith("Round 1, turn 1: you played ")
    assert not any(w.startswith("Move ") for w in rows)
    d = rv.decisions[-1]
    assert rv.when(d) == f"Round {d.view.round}, turn {d.view.turns_this_round + 1}"
    assert not any("move numbers" in w or "a move's number" in w for w in drawn)


def test_a_row_cut_short_shows_its_words_whole_under_the_pointer(reviewed, monkeypatch):
    """The reasons in the list of every decision were cut with "…", and neither a hover nor the
    replay showed the rest (a newcomer): a cut row, hovered, shows its words whole."""
    m = reviewed[1]
    with table_window(m, size=(960, 540)) as (app, t):
        rv = pushed_review(app, t, m)
        import dataclasses
        rv.decisions = list(rv.decisions)               # its own (the reviewed game's list is kept for others)
        rv.decisions[0] = dataclasses.replace(rv.decisions[0], best=rv.decisions[0].action, why=(
            "a reason long enough to run past three lines of the list: " + "it says why, at length, " * 40).strip())
        app.invalidate()
        app.draw()
        assert rv.cut, "no row was cut short at 960x540"
        r, d = next((r, d) for r, d in rv.cut if d is rv.decisions[0])
        monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (r.centerx, r.centery))
        px = RV.ui_scale(app.screen)[1]
        lines = RV.wrap(rv.verdict(d), px(14), r.width - px(40))
        assert len(lines) >= 2
        drawn = spy_words(monkeypatch, RV)
        app.draw()
        assert all(line in drawn for line in lines), (lines, drawn)      # each line of it, whole
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (2, 2))
        drawn.clear()
        app.draw()
        assert lines[-1] not in drawn


@pytest.mark.parametrize("game_id,players,pattern", [
    ("auctioneer", 2, r"Round [1-6], turn \d+"), ("barony", 3, r"Stage (I|II|III|IV|V|VI), Market \d+"),
    ("me-first", 3, r"(Acquisition|Tax) round \d+"), ("sorcerous-futures", 3, r"Auction \d+ of 20")])
def test_every_table_places_a_decision_in_its_own_terms(game_id, players, pattern):
    """The review's rows said "Move 39" of a game's every step; each table names the moment as
    its side panel counts it, and the count moves on as the game does."""
    seats = [SeatSpec(f"Bot {i}", "bot", "medium") for i in range(players)]
    m = Match(game_id, players, seats, 5, bot_delay=0, threaded=False)
    with table_window(m, size=(960, 540)) as (app, t):
        said = []
        for _ in range(12):
            said.append(t.moment(m.view(0)))
            m.run_bots_instantly(max_actions=25)
        assert all(re.fullmatch(pattern, w) for w in said), said
        assert len(set(said)) > 1, said


def test_a_move_after_which_another_seat_won_the_royal_says_so():
    """A newcomer's face-down A♠ beside the 8♠ handed Bea the Jack of Hearts on her next turn,
    and the review, its sampled games too few to tell, said nothing of it: a place or swap after
    which another seat won the royal before your next turn says so, from the record."""
    from game.advisor import aftermaths
    from rules import get_game
    from rules.auctioneer import Place, Swap
    g = get_game("auctioneer")
    seats = [SeatSpec(f"Bot {i}", "bot", "medium") for i in range(2)]
    found = ended_own = 0
    for seed in range(6):
        m = Match("auctioneer", 2, seats, seed, bot_delay=0, threaded=False)
        m.run_bots_instantly()
        rec = m.record()
        said = aftermaths(rec, 0)
        s = g.new(2, rec["seed"], rec.get("options") or {})
        steps = []
        for st in rec["actions"]:
            who, action = int(st["seat"]), g.parse_action(st["action"])
            s, events = g.apply(s, who, action)
            steps.append((who, action, any(e.kind == "claim" and e.data["valid"] for e in events)))
        ended_own += sum(1 for k, (w, _, v) in enumerate(steps) if w == 0 and v)
        expected = set()
        for i, (who, action, _) in enumerate(steps):
            if who != 0 or not isinstance(action, (Place, Swap)):
                continue
            j = i + 1
            while j < len(steps) and steps[j][0] == 0:
                j += 1
            if any(steps[k][2] for k in range(i, j)):
                # your own claim ended the round: what came next is another round's ("Then Cyd
                # won the King of Hearts" stood under a move of the round a newcomer had won)
                continue
            while j < len(steps) and steps[j][0] == 1:
                if steps[j][2]:
                    expected.add(i)
                j += 1
        assert set(said) == expected, seed
        for k in said:
            assert said[k].startswith("Then Bot 1 won the ") and said[k].endswith("before your next turn."), said[k]
        found += len(said)
    assert found >= 2 and ended_own, (found, ended_own)


def test_the_review_row_tells_what_followed_a_move(reviewed):
    """The words of what followed (``aftermaths``) end the row of the move they follow."""
    from game.advisor import aftermaths
    app, m, t, rv = reviewed
    after = aftermaths(m.record(), 0)
    assert rv.after == after
    rows = [d for d in rv.decisions if d.index in after]
    assert rows, "a move of seat 0 was followed by a royal won by seat 1"
    for d in rows:
        # after the best move found, "Then Bea won…" read as a contradiction (a newcomer): "Even so"
        words = after[d.index] if d.best != d.action else f"Even so, {after[d.index][5:]}"
        assert rv.verdict(d).endswith(words), rv.verdict(d)
        assert rv.verdict(d)[:-len(words) - 1].endswith((".", "!", "?")), rv.verdict(d)   # its own sentence
        assert ("yours was the best move found" in rv.verdict(d)) == ("Even so, " in rv.verdict(d))
    import dataclasses
    best = dataclasses.replace(rows[0], best=rows[0].action)
    assert "yours was the best move found" in rv.verdict(best)
    assert rv.verdict(best).endswith(f"Even so, {after[rows[0].index][5:]}"), rv.verdict(best)
    assert not any(w in rv.verdict(d) for d in rv.decisions if d.index not in after for w in ("Then Bot 1 won",))


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_a_cut_row_shown_whole_keeps_clear_of_the_buttons(reviewed, monkeypatch, size):
    """The last row's words shown whole stood over the Back button (a newcomer): the box goes
    over the row where under it it would cover a button."""
    import dataclasses
    m = reviewed[1]
    with table_window(m, size=size) as (app, t):
        rv = pushed_review(app, t, m)
        # (past the list's three lines at either size)
        long = ("a reason long enough to run past three lines of the list: " + "it says why, at length, " * 40).strip()
        rv.decisions = [dataclasses.replace(d, best=d.action, why=long) for d in rv.decisions]
        app.invalidate()
        app.draw()
        assert rv.cut
        monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
        for r, d in rv.cut:
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda r=r: (r.centerx, r.centery))
            app.draw()
            assert not any(rv.whole_box.colliderect(b.rect) for b in rv.buttons), (r, rv.whole_box)
            assert app.screen.get_rect().contains(rv.whole_box)
            # the row itself grown, its title and figures on top: the box drawn under the row
            # hid the next row's title, and read as that row's words (a newcomer)
            assert rv.whole_box.contains(r), (r, rv.whole_box)
            with words_drawn(RV) as said:
                rv.draw_whole(app.screen, ui_scale(app.screen)[1])
            assert said[0].startswith(f"{rv.when(d)}: ") and rv.figure(d) in said, said


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_me_first_review_says_how_often_you_chose_last_in_the_tax_phase(size, monkeypatch):
    """"The review never says what decided the game: I took 3rd or 4th in every tax round and
    ate 25 stars" (a newcomer). The story counts, from the game's own Events, the tax rounds in
    which you chose last, and says why that costs; drawn whole under the heading."""
    import scenes.review as R
    from rules.me_first import TAX
    seats = [SeatSpec("You", "human")] + [SeatSpec(f"Bot{i}", "bot", "easy") for i in range(1, 4)]
    m = played_to_the_end(Match("me-first", 4, seats, 5, bot_delay=0, threaded=False))
    rounds = [e.data["order"] for e in m.events if e.kind == "order" and e.data.get("phase") == TAX]
    last = sum(1 for o in rounds if o[-1] == 0)
    assert rounds and last, rounds
    app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    drawn = spy_words(monkeypatch, R)
    try:
        app.push("title")
        rv = app.push("review", m.record(), 0, budget_s=0.0, deeper_s=0.0)
        said = f"You chose last in {last} of the {len(rounds)} tax rounds"
        assert said in rv.story, rv.story
        rv.job.wait(300)
        rv.update(0.0)
        app.draw()
        words = " ".join(drawn)
        assert said in words and "puts its taker early next round." in words, words
    finally:
        app.shutdown()


def test_a_review_with_no_sure_mistake_still_points_at_its_closest_call(reviewed, monkeypatch):
    """"The review teaches nothing: it says 'The bot found no decision that surely cost you'
    although I came 4th of 4" (a newcomer). With no sure mistake, the decision whose best the
    sampled games rated furthest above the move played is shown as the closest call, within
    chance and said so, and 1 opens it in the replay."""
    import dataclasses
    from game.advisor import closest_call
    m, decisions = reviewed[1], list(reviewed[3].decisions)
    ds = [dataclasses.replace(d, close=True, best=d.action, played=0.3, best_win=0.3, samples=80) for d in decisions]
    k = len(ds) // 2
    other = next(d.action for d in ds if d.action != ds[k].action)
    ds[k] = dataclasses.replace(ds[k], best=other, played=0.15, best_win=0.3)
    assert closest_call(ds) is ds[k]
    assert closest_call([dataclasses.replace(d, best_win=d.played + 0.02) for d in ds]) is None   # too small to show
    assert closest_call([dataclasses.replace(d, samples=12) for d in ds]) is None                 # too few games
    with table_window(m) as (app, t):                 # a window of its own (the fixture's may be gone)
        rv = pushed_review(app, t, m)
        rv.decisions, rv.top = ds, []
        rv.second = closest_call(ds)
        said = spy_words(monkeypatch, RV)
        app.invalidate()
        app.draw()
        assert any("closest call" in s for s in said), said
        assert any(s.startswith(f"{rv.when(ds[k])}: ") for s in said)
        # where every move won in the sampled games, the points it cost, not "within chance"
        # (a royal missed, 8 pts ahead against 13, read "within chance" to a newcomer)
        won = dataclasses.replace(ds[k], played=1.0, best_win=1.0, played_margin=8.0, best_margin=13.0)
        assert rv.closest_heading(won).startswith("No decision cost you the win; the one that cost you most points")
        assert "within chance" not in rv.closest_heading(won)
        lost = dataclasses.replace(ds[k], played=0.0, best_win=0.0)
        assert "most points" in rv.closest_heading(lost) and "within chance" not in rv.closest_heading(lost)
        opened = []
        monkeypatch.setattr(rv, "open_at", lambda d: opened.append(d))
        rv.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))
        assert opened == [ds[k]]


def reasons_of_lines(rv, lines: int, px, width: int) -> list:
    """The review's decisions, each with a best move and a reason that wraps to at least
    ``lines`` lines of the list ``width`` wide."""
    import dataclasses
    why, ds = "a reason that runs on in the list: it says why", rv.decisions
    while min(len(RV.wrap(rv.verdict(d), px(14), width)) for d in ds) < lines:
        why += ", and more"
        ds = [dataclasses.replace(d, best=d.action, followed=False, why=why) for d in rv.decisions]
    return ds


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_row_of_every_decision_takes_three_lines_when_its_words_need_them(reviewed, size):
    """A Sorcerous Futures reason (a card's worth, suit by suit, each with how it was guessed)
    ran past two lines and ended "…" in the list (a newcomer): three lines are shown whole."""
    m = reviewed[1]
    with table_window(m, size=size) as (app, t):
        rv = pushed_review(app, t, m)
        px = ui_scale(app.screen)[1]
        rv.decisions = reasons_of_lines(rv, 3, px, app.screen.get_width() - px(100))[:4]
        rv.top, rv.second = [], None
        app.invalidate()
        app.draw()
        assert rv.rows and not rv.cut, rv.cut
        assert all(r.height == RV.ROW_H(px, 3) for r, _ in rv.rows)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_row_of_every_decision_takes_the_two_lines_its_words_need(reviewed, size):
    """A row of the list cut its words at one line, and a row hovered grew over the next row's
    title (newcomers, twice): a row takes two lines where its words need them, uncut, and the
    list still scrolls to its last decision."""
    m = reviewed[1]
    with table_window(m, size=size) as (app, t):
        rv = pushed_review(app, t, m)
        px = ui_scale(app.screen)[1]
        rv.decisions = reasons_of_lines(rv, 2, px, app.screen.get_width() - px(100))
        rv.top, rv.second = [], None
        app.invalidate()
        app.draw()
        # (the last row may stand in fewer lines, cut, where its own do not fit: whole on hover)
        assert rv.rows and all(d is rv.rows[-1][1] for _, d in rv.cut), rv.cut
        assert all(r.height == RV.ROW_H(px, 2) for r, _ in rv.rows[:-1]), [(r.height, rv.verdict(d)) for r, d in rv.rows if r.height != RV.ROW_H(px, 2)]
        # no band a row high left empty over the foot ("a large empty band above the Back
        # button": a newcomer)
        assert app.screen.get_height() - px(68) - rv.rows[-1][0].bottom < RV.ROW_H(px, 1) + px(4)
        rv.scroll = 10 ** 6
        app.invalidate()
        app.draw()
        assert rv.rows[-1][1] is rv.decisions[-1]
        assert rv.rows[-1][0].bottom <= app.screen.get_height() - px(60)


def test_a_best_move_that_reads_like_yours_says_it_is_another(reviewed, monkeypatch):
    """"My costliest decision shows my move and the best with identical words: 'Turn up a
    face-down card (nothing you knew beside it)', 35% against 51%" (a newcomer): where they
    read alike, the best says it is another one, which the replay marks."""
    app, m, t, rv = reviewed
    d = surely_worse(rv, 0.35, 0.51)
    monkeypatch.setattr(rv, "words", lambda action, view: "Turn up a face-down card (nothing you knew beside it)")
    said = rv.verdict(d)
    assert said.startswith("best: Turn up a face-down card (nothing you knew beside it) (another one, which the "
                           "replay marks)"), said
    monkeypatch.setattr(rv, "words", lambda action, view: "yours" if action == d.action else "the best")
    assert "another one" not in rv.verdict(d)


@pytest.mark.parametrize("kind", ["blind", "ordered"])
def test_a_decision_never_counted_among_the_costliest_shows_its_figures_quiet(reviewed, monkeypatch, kind):
    """The Crowns a newcomer handed out before any suit's worth showed read "to win: 5% yours,
    30% best" in the gold of a costly move, under "The bot found no decision that surely cost
    you": a decision the review never counts (chosen blind, or by a standing order) shows its
    figures in the quiet ink of one within chance, as they do not count against you."""
    import dataclasses
    m = reviewed[1]
    with table_window(m) as (app, t):
        rv = pushed_review(app, t, m)
        d = surely_worse(rv, 0.05, 0.30)
        d = dataclasses.replace(d, **({"blind": "Chosen before anything was seen."} if kind == "blind" else
                                      {"ordered": True}))
        rv.decisions = [d] + list(rv.decisions[2:])
        rv.top, rv.second = [], None
        inks = []
        orig = RV.text
        monkeypatch.setattr(RV, "text", lambda surface, s, pos, size, color, *a, **k: (
            inks.append((s, color)), orig(surface, s, pos, size, color, *a, **k))[1])
        app.invalidate()
        app.draw()
        fig = rv.figure(d)
        assert (fig, RV.INK_DIM) in inks and (fig, RV.GOLD) not in inks, [x for x in inks if x[0] == fig]


def test_what_another_round_brought_is_not_said_under_a_move_of_the_round_you_won():
    """"The note 'Then Cyd won the King of Hearts… before your next turn' is attached to my
    winning move in round 1" (a newcomer): the newcomer placed the A♦, claimed with it and won
    the round in the same turn; Cyd's royal was the next round's. A move whose own turn ended
    the round is followed by nothing the review tells."""
    from game.bots.auctioneer import aftermath
    from rules.auctioneer import Claim, Place
    from rules.core import Event
    won = Event("claim", {"valid": True, "cards": ["10S", "9S", "AS"], "royal": "KH", "seat": 2}, None, "")
    others = [(1, None, []), (2, Claim(3), [won])]
    names = ["You", "Bea", "Cyd"]
    mine = [(0, Place("AD", 4), []), (0, Claim(3), [Event("claim", {"valid": True}, None, ""),
                                                    Event("round_end", {"round": 1, "winner": 0}, None, "")])]
    assert aftermath(Place("AD", 4), others, names, mine=mine) == ""
    assert aftermath(Place("AD", 4), others, names, mine=mine[:1]) == \
        "Then Cyd won the King of Hearts with 10♠ 9♠ A♠, before your next turn."
