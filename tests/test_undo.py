"""Undo against bots: it restores exactly the earlier position (state, events, the bots'
generators), leaves no trace in the record, and is refused once something was revealed,
in hot-seat, or when turned off."""
from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.match import Match
from game.seats import SeatSpec
from game.settings import Settings
from game.undo import REVEALS, reveal_in
from rules import IllegalAction


def solo(seed=3, players=3):
    seats = [SeatSpec("Ann", "human")] + [SeatSpec(f"Bot {i}", "bot", "medium") for i in range(1, players)]
    return Match("sorcerous-futures", players, seats, seed, bot_delay=0, threaded=False)


def until_human(m):
    m.run_bots_instantly()
    assert 0 in m.humans_to_act() or m.over


def snapshot(m):
    return (m.record(), [m.view(s) for s in range(m.players)], len(m.events), m.step,
            {i: r.copy() for i, r in m._rngs.items()})


def find_undoable(m, tries=200):
    """Play (first legal move) until the human's last move can be undone; return the position
    before that move and the move."""
    for _ in range(tries):
        until_human(m)
        before = snapshot(m)
        action = m.legal(0)[0]
        m.submit(0, action)
        m.run_bots_instantly()
        if m.can_undo(0)[0]:
            return before, action
    pytest.fail("no undoable move found")


def test_undo_restores_exactly_the_earlier_position_and_leaves_no_trace():
    m = solo()
    before, action = find_undoable(m)
    first_time = m.record()
    m.undo(0)
    after = snapshot(m)
    assert after[:4] == before[:4]                  # record, every seat's view, events, step
    assert after[4] == before[4]                    # the bots' generators too
    assert m.record()["actions"] == before[0]["actions"]     # no trace of the undone move
    # the same move again: the bots answer exactly as the first time
    m.submit(0, action)
    m.run_bots_instantly()
    assert m.record() == first_time


def test_undo_is_refused_once_something_was_revealed():
    m = solo(seed=9)
    # play until the human's move is followed by a reveal (a new market, sealed bids opened...)
    for _ in range(400):
        until_human(m)
        if m.over:
            pytest.fail("no reveal found")
        m.submit(0, m.legal(0)[0])
        m.run_bots_instantly()
        n = [c for c in m._checkpoints if c[4] == 0][-1][3]
        if reveal_in("sorcerous-futures", m.events[n:], 0) is not None:
            break
    ok, why = m.can_undo(0)
    assert not ok and why.startswith("Too late to undo")
    rec = m.record()
    with pytest.raises(IllegalAction):
        m.undo(0)
    assert m.record() == rec


def test_no_undo_in_hot_seat_or_when_turned_off():
    seats = [SeatSpec("Ann", "human"), SeatSpec("Ben", "human"), SeatSpec("Bot", "bot", "medium")]
    m = Match("sorcerous-futures", 3, seats, 1, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    seat = m.humans_to_act()[0]
    m.submit(seat, m.legal(seat)[0])
    assert m.can_undo(seat) == (False, "No undo in hot-seat games.")
    m2 = solo()
    find_undoable(m2)
    m2.undo_enabled = False
    assert m2.can_undo(0) == (False, "Undo is turned off in the settings.")
    assert solo().can_undo(0) == (False, "Nothing to undo yet.")


def test_every_game_names_its_reveals():
    from rules import GAME_IDS
    assert set(REVEALS) == set(GAME_IDS)


def test_ctrl_z_at_the_table_takes_the_move_back():
    app = App(size=(1280, 720), settings=Settings(anim_speed="off", bot_pace="instant"), headless=True)
    try:
        m = solo(seed=5)
        app.push("title")
        before, action = find_undoable(m)
        table = app.push("table:sorcerous-futures", m, animate=False)
        app.draw()
        assert any(b.label == "Undo" for b in table.buttons)
        table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode=""))
        assert m.record() == before[0]
        assert app.top is not table and app.top.match is m      # the table was drawn afresh
        app.draw()
    finally:
        app.shutdown()
