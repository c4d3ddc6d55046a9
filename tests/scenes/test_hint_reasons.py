"""The hint says why: under each move it shows, the game's reason in words from your View
(Auctioneer: the run a move completes, what a flip lets you learn, that every face-down card
is yours), and the panel still fits the window at 960x540."""
from __future__ import annotations

import pygame
import pytest

import scenes.hint_panel as HP
from game.advisor import hint
from game.app import App
from game.bots.search import Estimate
from game.match import Match
from game.seats import SeatSpec
from game.settings import Settings
from rules.auctioneer import Flip
from helpers import medium_as_reported, spy_words, table_window, to_tax_pick, unchanged_by_the_log
from rules.core import Rng


def reported_position():
    """Three medium bots, seed 1, 75 moves on: seat 0 (Ada) is to turn a card up; her own
    face-down 7♠ lies beside the 9♠ and 8♠ she can see."""
    seats = [SeatSpec(f"Bot {i}", "bot", "medium") for i in range(3)]
    m = Match("auctioneer", 3, seats, 1, bot_delay=0, threaded=False)
    with medium_as_reported():
        m.run_bots_instantly(75)
    return m


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_each_hinted_move_shows_its_reason_and_the_panel_fits(size, monkeypatch):
    m = reported_position()
    drawn = []
    orig = HP.text

    def record(surface, words, *a, **k):
        drawn.append(words)
        return orig(surface, words, *a, **k)
    monkeypatch.setattr(HP, "text", record)
    with table_window(m, size=size) as (app, t):
        est = hint("auctioneer", m.view(0), 0, m.legal_for(0), Rng(2), budget_s=0.2)
        # three moves, each with the longest reason the game gives, as many lines as it gets
        long = "Every face-down card is yours: turn up the one you need least (your 7♠: it gives away least of your plans)."
        shown = [est[0]] + [Estimate(Flip(k), 0.3, 40, why=long) for k in (5, 6)]
        t.hints.show(shown, m.step)
        for log_open in (True, False):
            t.set_log(log_open)
            drawn.clear()
            app.draw()
            r = t.hints.rect
            assert r is not None and app.screen.get_rect().contains(r), (size, log_open, r)
            words = " ".join(drawn)
            assert "You can already finish a run" in words
            # a reason two moves share is given once, and pointed at under the other
            assert words.count("turn up the one you need least") == 1
            assert "The same reason as 2." in words


def test_turning_up_your_own_card_is_named_as_yours():
    m = reported_position()
    with table_window(m, size=(960, 540)) as (app, t):
        assert t.view.circle[4].mine
        assert t.move_text(Flip(4)) == "Turn up your own 7♠ (marked)"
        assert t.move_text(Flip(5)).startswith("Turn up the face-down card")


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_nothing_of_the_log_shows_through_or_under_the_hint(size):
    """Lines of the log drawn before the hint showed through its panel and peeked out at its
    lower edge: the hint's place looks the same whatever the log holds."""
    m = reported_position()
    app = App(size=size, settings=Settings(anim_speed="off", log_open=True), headless=True)
    try:
        app.push("title")
        t = app.push("table:auctioneer", m, viewer=0, animate=False)
        est = hint("auctioneer", m.view(0), 0, m.legal_for(0), Rng(2), budget_s=0.2)
        t.hints.show(est[:2], m.step)
        assert unchanged_by_the_log(app, t, lambda: t.hints.rect.inflate(0, 4))
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("log_open", [True, False])
def test_a_tall_hint_gives_up_the_lower_reasons_before_running_off_the_window(size, log_open, monkeypatch):
    """Three swaps with three long reasons: the third move and its reason ran off the bottom of
    the window (a newcomer, 1280x720, the log open). What is drawn ends inside the window; the
    lower moves' reasons go first, and every move is still named."""
    m = reported_position()
    drawn = []
    orig = HP.text

    def record(surface, words, pos, *a, **k):
        drawn.append((words, pos))
        r = orig(surface, words, pos, *a, **k)
        if k.get("anchor") is None and isinstance(r, pygame.Rect):
            ends.append(r.right)
        return r
    ends = []
    monkeypatch.setattr(HP, "text", record)
    with table_window(m, size=size) as (app, t):
        t.set_log(log_open)
        why = ("No run in reach: two cards you have not seen, so nothing you know changes; your hand cards wait "
               "for a better turn, and the next seat sees no more than you do. ")
        shown = [Estimate(Flip(k), 0.33, 144, why=why * (1 + k % 2) + str(k)) for k in (5, 6, 7)]
        t.hints.show(shown, m.step)
        app.draw()
        r = t.hints.rect
        assert app.screen.get_rect().contains(r), r
        lh = HP.font(max(11, t.px(15))).get_linesize()
        # (the panel's own lines: the moves' numbers drawn on the table lie elsewhere)
        inside = [(w, pos) for w, pos in drawn if isinstance(pos, tuple) and r.left <= pos[0] <= r.right]
        assert all(pos[1] + lh <= r.bottom for _, pos in inside), (r, inside[-1])
        # nothing runs past its right edge either (the note's last words did: a newcomer)
        assert ends and max(ends) <= r.right - t.px(4), (max(ends), r)
        words = " ".join(w for w, _ in drawn)
        for k in (1, 2, 3):
            assert f"{k}. " in words
        assert shown[0].why[:40] in words                  # the first move's reason stays


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_hints_note_stays_inside_its_panel(size, monkeypatch):
    """"…(−7 pts against −8 pts, beside the best other seat)." ran past the panel's right
    edge (a newcomer, Barony, 1280x720): a note's later lines stand 14 px in and are wrapped
    to the room they have."""
    m = reported_position()
    ends = []
    orig = HP.text

    def record(surface, words, pos, *a, **k):
        r = orig(surface, words, pos, *a, **k)
        if k.get("anchor") is None and words:
            ends.append(r.right)
        return r
    monkeypatch.setattr(HP, "text", record)
    with table_window(m, size=size) as (app, t):
        for note in ("From 36 sampled games: the figures are rough. Every move here has a low chance (an equal "
                     "share at 3 players is 33%). The first two show the same chance; the first ends with more "
                     "points on average (−7 pts against −8 pts, beside the best other seat).",
                     "From 36 sampled games: the figures are rough. Every move here has a low chance (an equal "
                     "share at 3 players is 33%). The first two show the same chance; the first ends with more "
                     "points on average (+12 pts against +11 pts, beside the best other seat)."):
            shown = [Estimate(Flip(k), 0.1, 36, why="Nothing you know is near it.") for k in (5, 6)]
            t.hints.show(shown, m.step)
            t.hints.note = note
            ends.clear()
            t.invalidate()
            app.draw()
            r = t.hints.rect
            assert ends, (r, t.hints.hint)
            assert max(ends) <= r.right - t.px(4), (max(ends), r)


def test_a_hint_badge_stays_within_its_cards_width():
    """"1,2,3" on a card's top right corner covered the next card's index (a newcomer): the
    badge stands inside its card's width."""
    from types import SimpleNamespace
    surface = pygame.Surface((400, 300))
    card = pygame.Rect(100, 100, 58, 82)
    hint = [SimpleNamespace(action=k) for k in range(3)]
    drawn = []
    orig = HP.pygame.draw.rect
    HP.pygame.draw.rect = lambda s, col, r, *a, **k: (drawn.append(pygame.Rect(r)), orig(s, col, r, *a, **k))[1]
    try:
        HP.HintPanel.draw_marks(surface, lambda v: max(1, round(v)), hint, lambda action: [card])
    finally:
        HP.pygame.draw.rect = orig
    pills = [r for r in drawn if r.height < 40 and r.width < 80]
    assert pills and all(r.right <= card.right + 2 for r in pills), (pills, card)


def test_a_reason_that_opens_as_an_earlier_ones_points_at_it(monkeypatch):
    """Three Sorcerous Futures bids each said "The Light Keeper (Pawn) is worth about 20 to you
    (Suns 9 (you know it), …)" before what the bid gains: the part said already is pointed at
    ("As 1: bought for 18, …")."""
    m = reported_position()
    drawn = []
    orig = HP.text
    monkeypatch.setattr(HP, "text", lambda surface, words, *a, **k: (drawn.append(words), orig(surface, words, *a, **k))[1])
    with table_window(m) as (app, t):
        head = "The Light Keeper (Pawn) is worth about 20 to you (Suns 9 (you know it), Waves about 5)"
        shown = [Estimate(Flip(k), 0.3 - k / 100, 40, why=f"{head}: bought for {17 + k}, it gains you about {3 - k}.")
                 for k in (0, 1, 2)]
        t.hints.show(shown, m.step)
        app.draw()
        words = " ".join(drawn)
        assert words.count("is worth about 20 to you") == 1, words
        assert "As 1: bought for 18, it gains you about 2." in words


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_rounds_words_every_pick_ends_with_are_said_once(size, monkeypatch):
    """Me First's tax picks, chosen late: each of three hinted cards ended with the round's
    words ("You choose 4th of 4, after 3 players likely to take the cheaper cards …"), and the
    third card's own reason was cut off the panel (a newcomer). The round's words are said once,
    under how sure the hint is; each card keeps its own reason, all inside the window."""
    from game.bots.me_first import hint_reason
    from rules.me_first import TAX, Pick
    m = None
    for seed in range(1, 40):
        m = to_tax_pick(4, seed)
        v = m.view(0)
        if v.phase == TAX and v.stage == "pick" and list(v.order).index(0) >= 2 and len(v.hand) >= 3:
            break
    else:
        pytest.fail("no late tax pick found")
    drawn = spy_words(monkeypatch, HP)
    legal = m.legal_for(0)
    picks = [a for a in legal if isinstance(a, Pick)][:3]
    whys = [hint_reason(v, legal, a) for a in picks]
    round_words = whys[0][whys[0].index("You choose"):]
    assert all(w.endswith(round_words) for w in whys)
    with table_window(m, size=size) as (app, t):
        t.hints.show([Estimate(a, 0.3 - 0.05 * k, 60, why=w) for k, (a, w) in enumerate(zip(picks, whys))], m.step)
        for log_open in (True, False):
            t.set_log(log_open)
            drawn.clear()
            app.draw()
            words = " ".join(drawn)
            assert words.count("You choose") == 1, words
            # said as belonging to every move ("…floats above the list, belonging to no numbered
            # move": a newcomer)
            assert "Of all 3 moves: You choose" in words, words
            for w in whys:
                own = w[:w.index(" You choose")]
                assert own.split(":")[0] in words, (own, words)
            assert app.screen.get_rect().contains(t.hints.rect)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_same_card_open_and_closed_says_its_worth_once_and_every_reason_shows(size, monkeypatch):
    """Sorcerous Futures: "option 2 repeats option 1's whole reason word for word, and option 3
    shows no reason at all; it seems cut off at the panel's edge" (a newcomer). The sentences
    the second opens with as the first does are pointed at, and the third's reason shows."""
    m = reported_position()
    drawn = []
    orig = HP.text
    monkeypatch.setattr(HP, "text", lambda surface, words, *a, **k: (drawn.append(words), orig(surface, words, *a, **k))[1])
    worth = ("The Watchman (Pawn) is worth about 21 to you (Moons about 4 (a guess), Wyrms 9 (you know it), Knots 3 "
             "(you know it), your Crown's Moons adds the Excuse's about 5). Of the market the card worth most to you.")
    whys = [worth + " An auction that is closed: one secret bid each, the highest pays what it bid.",
            worth + " An auction that is open: the others bid in turn and you have the last word.",
            "The Merchant (9) is worth about 12 to you. An auction that is open: the others bid in turn."]
    with table_window(m, size=size) as (app, t):
        t.hints.show([Estimate(Flip(k), 0.25 - k / 20, 113, why=w) for k, w in enumerate(whys)], m.step)
        app.draw()
        words = " ".join(drawn)
        assert words.count("is worth about 21 to you") == 1, words
        assert "As 1. An auction that is open: the others bid in turn and you have the last word." in words, words
        assert "The Merchant (9) is worth about 12 to you." in words, words
