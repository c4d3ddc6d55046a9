"""Esc means "back": it closes what the player opened over the table (a stack view, the
discard pile, the hint) before it pauses; a key pressed on such a panel changes nothing
behind it (T on the Me First stack view once set "Hard bots think" through the pause menu)."""
from __future__ import annotations

import pygame

from game.app import App
from game.bots.search import Estimate
from game.match import Match
from game.seats import SeatSpec
from game.settings import Settings
from scenes.pause import PauseScene


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def _table(game_id, n=3):
    seats = [SeatSpec("Ann", "human")] + [SeatSpec(f"B{i}", "bot", "easy") for i in range(1, n)]
    m = Match(game_id, n, seats, 2, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    app = App(size=(1280, 720), settings=Settings(anim_speed="off"), headless=True)
    app.push("title")
    return app, m, app.push(f"table:{game_id}", m, viewer=0, animate=False)


def test_esc_closes_the_me_first_stack_view_before_it_pauses_and_keys_on_it_change_nothing():
    app, m, t = _table("me-first", 3)
    try:
        thinking = app.settings.bot_thinking
        t.handle(key(pygame.K_s))
        assert t.browse == "acquired"
        step = m.step
        for k in (pygame.K_1, pygame.K_2, pygame.K_RETURN):
            t.handle(key(k))
        assert m.step == step and t.browse == "acquired"
        t.handle(key(pygame.K_ESCAPE))
        assert t.browse is None and not isinstance(app.top, PauseScene)
        t.handle(key(pygame.K_t))       # T again: the tax stack view (not a setting)
        t.handle(key(pygame.K_ESCAPE))
        assert not isinstance(app.top, PauseScene)
        t.handle(key(pygame.K_ESCAPE))
        assert isinstance(app.top, PauseScene)
        assert app.settings.bot_thinking == thinking
    finally:
        app.shutdown()


def test_esc_closes_the_barony_discard_pile_then_pauses():
    app, m, t = _table("barony", 2)
    try:
        t.handle(key(pygame.K_d))
        assert t.discard_open
        step = m.step
        t.handle(key(pygame.K_p))          # P (pass) on the open pile does nothing behind it
        assert m.step == step and t.discard_open
        t.handle(key(pygame.K_ESCAPE))
        assert not t.discard_open and not isinstance(app.top, PauseScene)
        t.handle(key(pygame.K_ESCAPE))
        assert isinstance(app.top, PauseScene)
    finally:
        app.shutdown()


def test_esc_hides_the_hint_before_it_pauses():
    app, m, t = _table("auctioneer", 2)
    try:
        if not m.humans_to_act():
            m.run_bots_instantly()
        t.hints.hint = [Estimate(m.legal(0)[0], 0.5, 40, picked=True)]
        t.hints.step = m.step
        t.handle(key(pygame.K_ESCAPE))
        assert t.hints.hint is None and not isinstance(app.top, PauseScene)
        t.handle(key(pygame.K_ESCAPE))
        assert isinstance(app.top, PauseScene)
    finally:
        app.shutdown()


def test_esc_drops_a_picked_auctioneer_card_before_it_pauses(app):
    """A newcomer picked a ring card up to swap, pressed Esc to drop it and got the pause menu."""
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("auctioneer", 2, seats, 4, bot_delay=0, threaded=False)
    app.push("title")
    t = app.push("table:auctioneer", m, viewer=0, animate=False)
    for _ in range(200):
        m.run_bots_instantly()
        app.frame(1 / 30)
        if 0 in m.humans_to_act() and t.step() == "move":
            break
        legal = m.legal(0)
        if legal:
            t.submit(legal[0])
    assert t.step() == "move"
    t.act_on_ring(0)
    assert t.sel_ring == 0
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert t.sel_ring is None and app.top is t
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert type(app.top).__name__ == "PauseScene"


def test_enter_presses_resume_in_the_pause_menu(app):
    """A newcomer pressed Enter on the lit Resume button and nothing happened."""
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("me-first", 2, seats, 4, bot_delay=0, threaded=False)
    app.push("title")
    t = app.push("table:me-first", m, viewer=0, animate=False)
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert isinstance(app.top, PauseScene)
    app.draw()
    app.top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert app.top is t
