"""Typed bids behave as in any text field: the first digit replaces the number shown, more
digits append, Backspace deletes, Esc gives the old number back, and an out-of-range number is
explained, never silently changed. Driven by key events through the real table."""
from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.match import Match
from game.seats import SeatSpec
from game.settings import Settings


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=pygame.key.name(k) if k < 256 else "")


def digits(t, s):
    for ch in s:
        t.handle(key(pygame.K_0 + int(ch)))


def table_at(phase):
    """A 3-player table (you and two bots) where you must bid in an auction of ``phase``."""
    app = App(size=(1280, 720), settings=Settings(anim_speed="off", bot_pace="instant"), headless=True)
    for seed in range(200):
        seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
        m = Match("sorcerous-futures", 3, seats, seed, bot_delay=0, threaded=False)
        for _ in range(60):
            m.run_bots_instantly()
            if m.over or not m.humans_to_act():
                break
            v = m.view(0)
            if v.phase == phase:
                app.clear_to("title")
                t = app.push("table:sorcerous-futures", m, viewer=0, animate=False)
                app.draw()
                return app, m, t
            legal = m.legal(0)
            choose = [a for a in legal if getattr(a, "format", None) == phase]
            m.submit(0, choose[0] if choose else legal[-1])
    pytest.fail(f"no {phase} auction found")


def test_the_first_digit_replaces_the_suggested_sealed_bid():
    app, m, t = table_at("closed")
    try:
        t.amount = 3
        digits(t, "14")
        assert t.entry.editing and t.entry.value() == 14
        app.draw()
        seal = next(b for b in t.buttons if b.label.startswith("Seal"))
        assert "14" in seal.label                          # the field shows what is typed
        t.handle(key(pygame.K_RETURN))
        mine = [st["action"] for st in m.record()["actions"] if st["seat"] == 0]
        assert mine[-1] == {"type": "sealed_bid", "amount": 14}
    finally:
        app.shutdown()


def test_typing_over_the_opening_bid_and_backspace_and_esc():
    app, m, t = table_at("open")
    try:
        lo, hi = t.amount_bounds()
        t.reset_amount_if_needed()
        start = t.amount
        digits(t, "25")
        assert t.entry.value() == 25                      # not 10 followed by 2 5
        t.handle(key(pygame.K_BACKSPACE))
        assert t.entry.value() == 2
        t.handle(key(pygame.K_ESCAPE))                    # Esc: the old amount, no pause menu
        assert not t.entry.editing and t.amount == start and app.top is t
        digits(t, "9999")
        t.handle(key(pygame.K_RETURN))                    # too much: explained, nothing bid
        assert "You cannot bid 9999" in t.error and t.entry.editing and 0 in m.humans_to_act()
        t.handle(key(pygame.K_ESCAPE))
        if lo <= hi:
            digits(t, str(lo))
            before = m.step
            t.handle(key(pygame.K_RETURN))
            assert m.step > before and m.record()["actions"][before]["action"] == {"type": "bid", "amount": lo}
    finally:
        app.shutdown()


def test_enter_seals_your_bid_right_after_a_bots_sealed_bid_lands():
    """"Enter to seal a closed bid is silently ignored while the bots still show thinking…"
    (a newcomer, twice, in closed auctions they had started): a bot's sealed bid landing after
    your call counted as your turn just arriving, and the Enter fell in its grace. A bid
    sealed shows you nothing: the Enter seals yours."""
    from rules.sorcerous_futures import StartAuction
    app = App(size=(1280, 720), settings=Settings(anim_speed="off"), headless=True)
    try:
        for seed in range(60):
            seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
            m = Match("sorcerous-futures", 3, seats, seed, bot_delay=5.0, threaded=False)
            m.run_bots_instantly()
            v = m.view(0)
            if v.phase != "choose" or v.active != 0:
                continue
            app.clear_to("title")
            t = app.push("table:sorcerous-futures", m, viewer=0, animate=False)
            app.frame(1 / 60, [])
            call = next(a for a in m.legal(0) if isinstance(a, StartAuction) and a.format == "closed")
            assert t.submit(call)
            t._acted = (-10.0, -10.0)                    # the call made a while ago (not a double press)
            m.run_bots_instantly(1)                      # a bot seals as you decide
            assert m.view(0).phase == "closed" and 0 in m.humans_to_act()
            app.frame(1 / 60, [])                        # the table sees it: the same decision, nothing shown
            assert not t.turn_just_arrived()
            app.frame(1 / 60, [key(pygame.K_RETURN)])
            assert m.view(0).auction is None or m.view(0).auction.my_sealed is not None, t.error
            return
        pytest.fail("no closed auction of yours found")
    finally:
        app.shutdown()
