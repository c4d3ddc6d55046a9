"""The window never shows a stale frame: every scene that changes over time (fades, staged
moments, bots' moves, progress bars, toasts, a replay playing) keeps the loop awake until it
is still, and the frame left on screen when the loop goes to sleep is exactly what a fresh
drawing of that moment shows. Each scene runs headless with no input, through the same
``App.wait_seconds`` / ``App.frame`` the real loop uses."""
from __future__ import annotations

import time

import pygame
import pytest

from game.app import App
from game.match import Match
from game.seats import SeatSpec
from game.settings import Settings


@pytest.fixture
def app():
    a = App(size=(960, 540), settings=Settings(anim_speed="normal", bot_pace="fast"), headless=True)
    yield a
    a.shutdown()


def pixels(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


class Screen:
    """What the player sees: the last frame the loop drew (it flips only what it drew)."""

    def __init__(self, app):
        self.app = app
        self.shown = None
        self.distinct = set()

    def run(self, seconds: float, real_time: bool = False, until=None) -> None:
        """Run the loop with no input for ``seconds`` (virtual time unless ``real_time``);
        whenever it would go to sleep with nothing scheduled, the frame on screen must equal
        a fresh drawing."""
        app, t, first = self.app, 0.0, True
        while t < seconds:
            if until is not None and not first and until():
                break
            wait = app.wait_seconds()
            if t + wait > seconds:      # the loop would sleep past the end of this run
                break
            if real_time:
                time.sleep(wait)
            t += wait
            if wait > 0.05 and app.next_interval() is not None and not first and not real_time \
                    and getattr(app.top, "timeline", None) is not None and app.top.timeline.busy:
                # the loop sleeps while something is up (a run held until a click): nothing it
                # draws may change meanwhile (the moment before it wakes looks as it fell asleep)
                before = self.shown
                app.frame(wait - 1e-3, events=[], force_draw=False, elapsed=wait - 1e-3)
                app.invalidate()
                app.draw()
                assert pixels(app.screen) == before, f"{type(app.top).__name__} changed while the loop slept"
                wait = 1e-3
            first = False
            # the real loop moves time on by a sleep the scenes asked for (a stall: 0.1 s at most)
            if app.frame(wait, events=[], force_draw=False, elapsed=wait) or self.shown is None:
                self.shown = pixels(app.screen)
                self.distinct.add(hash(self.shown))
            if app.next_interval() is None:
                self.check_fresh()
            if until is not None and until():
                break

    def check_fresh(self) -> None:
        app = self.app
        app.invalidate()
        app.draw()
        fresh = pixels(app.screen)
        assert fresh == self.shown, f"stale frame on screen: {type(app.top).__name__} moved on but was not drawn"


def bot_table(app, game_id, players, seed=3):
    """You at seat 0 against medium bots, at the real table (the bots move as soon as the
    table's animations let them: the loop's time here is not the wall clock)."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(f"Bot {i}", "bot", "medium") for i in range(1, players)]
    m = Match(game_id, players, seats, seed, bot_delay=0, threaded=False)
    app.push("title")
    return app.push(f"table:{game_id}", m, viewer=0)


@pytest.mark.parametrize("game_id,players", [("sorcerous-futures", 3), ("barony", 2), ("me-first", 3),
                                             ("auctioneer", 3)])
def test_a_table_is_never_left_half_drawn(app, game_id, players):
    """Bots move, labels rise and fade, reveals are staged: whenever the loop sleeps (your
    turn, the table still), the screen shows the table as it is now: no label frozen
    half-faded, no stale prompt. Then you move, with no other input."""
    table = bot_table(app, game_id, players)
    screen = Screen(app)
    rests = 0
    for _ in range(12):
        screen.run(90.0, until=lambda: app.next_interval() is None or table.waiting_for_click())
        if table.match.over:
            break
        if table.waiting_for_click():           # a reveal waits for you: the loop sleeps, then you click
            screen.check_fresh()
            assert app.wait_seconds() > 60
            app.frame(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(3, 3))],
                      force_draw=False)
            screen.shown = pixels(app.screen)
            continue
        assert app.next_interval() is None and 0 in table.match.humans_to_act()
        screen.check_fresh()
        rests += 1
        table.submit(table.match.legal(0)[-1])
    assert rests >= 3 and len(screen.distinct) > 5


def test_a_staged_moment_ends_drawn(app):
    """The prompt's staged message ("Round 6: new turn order", a reveal) is replaced on screen
    when its moment ends, with no input."""
    table = bot_table(app, "me-first", 3)
    screen = Screen(app)
    screen.run(20.0, until=lambda: app.next_interval() is None)
    table.stage("A staged moment")
    table.beat(0.5)
    screen.run(3.0)
    assert not table.staging()
    screen.check_fresh()


def test_a_toast_goes_away_on_its_own(app):
    app.push("title")
    screen = Screen(app)
    screen.run(0.5)
    app.toast("A message", seconds=1.0)
    screen.run(3.0)
    assert not app.toasts
    screen.check_fresh()


def test_the_review_shows_its_progress_and_its_result_without_input(app):
    """The review's bar moves while the bot weighs each decision, and the result appears when
    it is done, with no mouse movement."""
    m = Match("me-first", 2, [SeatSpec("You", "human"), SeatSpec("Bot", "bot", "easy")], 5, bot_delay=0,
              threaded=False)
    while not m.over:
        m.run_bots_instantly()
        if not m.over:
            m.submit(0, m.legal(0)[0])
    app.push("title")
    review = app.push("review", m.record(), 0, budget_s=0.02, deeper_s=0.05)    # the loop is tested, not the figures
    screen = Screen(app)
    screen.run(60.0, real_time=True, until=lambda: review.decisions is not None and app.next_interval() is None)
    assert review.decisions is not None
    screen.check_fresh()
    assert len(screen.distinct) >= 3          # the empty bar, some progress, the result


def test_a_replay_playing_is_drawn_to_its_end(app):
    m = Match("auctioneer", 2, [SeatSpec("A", "bot", "medium"), SeatSpec("B", "bot", "medium")], 2, bot_delay=0,
              threaded=False)
    m.run_bots_instantly(3)
    rec = m.record()
    app.push("title")
    app.push("replay", rec, pace=3)
    screen = Screen(app)
    screen.run(30.0, real_time=True, until=lambda: app.top.match.step >= 3 and app.next_interval() is None)
    assert app.top.match.step >= 3
    screen.check_fresh()


def test_an_idle_window_sleeps(app):
    """A still title or table asks for no frames: the loop waits for input."""
    app.push("title")
    Screen(app).run(1.0)
    assert app.next_interval() is None and app.wait_seconds() >= 0.5


@pytest.mark.parametrize("game_id", ["auctioneer", "barony", "me-first", "sorcerous-futures"])
def test_a_frame_drawn_before_the_resize_reaches_the_layout_is_not_kept(app, game_id):
    """In a real window the surface takes its new size before the resize event reaches the
    table's layout; a frame composed in between was kept, and the table stayed drawn at the
    small window's size after the window was made larger (a newcomer). What the table keeps
    depends on its layout's size too."""
    table = bot_table(app, game_id, 3)
    Screen(app).run(5.0, until=lambda: app.next_interval() is None)
    small, big = pygame.Surface((960, 540)), pygame.Surface((1280, 720))
    table.on_resize((960, 540))
    table.draw(small)
    table.draw(big)                     # the window is larger; the layout has not heard of it yet
    table.on_resize((1280, 720))
    table.draw(big)
    shown = pixels(big)
    table.invalidate()
    table.draw(big)
    assert pixels(big) == shown
