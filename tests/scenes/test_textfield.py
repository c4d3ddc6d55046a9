"""Text fields behave like text fields: the caret moves (←→ Home End), Ctrl+A selects all,
Ctrl+V pastes, a character the field does not take is refused with a reason, not dropped."""
from __future__ import annotations

import pygame

from game.seats import SeatSpec
from scenes.textfield import TextField


def key(k, uni="", mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, unicode=uni, mod=mod)


def type_text(f, s):
    for ch in s:
        f.handle_key(key(pygame.K_a, ch))


def test_caret_home_end_and_editing_in_the_middle():
    f = TextField("Ann", 16)
    f.handle_key(key(pygame.K_HOME))
    type_text(f, "J")
    assert f.text == "JAnn" and f.caret == 1
    f.handle_key(key(pygame.K_END))
    f.handle_key(key(pygame.K_LEFT))
    f.handle_key(key(pygame.K_BACKSPACE))
    assert f.text == "JAn" and f.caret == 2
    f.handle_key(key(pygame.K_DELETE))
    assert f.text == "JA"


def test_ctrl_a_then_typing_replaces_and_paste_inserts(monkeypatch):
    f = TextField("Player 2", 16)
    f.handle_key(key(pygame.K_a, "\x01", pygame.KMOD_LCTRL))
    type_text(f, "Bo")
    assert f.text == "Bo"
    import scenes.textfield as T
    monkeypatch.setattr(T, "_clipboard_get", lambda: "bby Tables\n")
    f.handle_key(key(pygame.K_v, "\x16", pygame.KMOD_LCTRL))
    assert f.text == "Bobby Tables"


def test_refused_characters_are_said_not_dropped_silently():
    f = TextField("", 12, str.isdigit, "The seed is a whole number: digits only.")
    type_text(f, "12x")
    assert f.text == "12" and f.refused == "The seed is a whole number: digits only."
    type_text(f, "3")
    assert f.refused == "" and f.text == "123"
    g = TextField("", 3)
    type_text(g, "abcd")
    assert g.text == "abc" and "At most 3" in g.refused


def test_the_setup_screen_fields_use_it(app):
    app.push("title")
    setup = app.push("setup", "me-first", 2, [SeatSpec("You", "human"), SeatSpec("Bot", "bot", "easy")])
    setup.start_edit(0)
    setup.handle(key(pygame.K_a, "\x01", pygame.KMOD_LCTRL))
    for ch in "Zoe":
        setup.handle(key(pygame.K_z, ch))
    assert setup.seats[0].name == "Zoe"
    setup.handle(key(pygame.K_TAB))
    setup.handle(key(pygame.K_TAB))
    assert setup.editing == "seed"
    setup.handle(key(pygame.K_q, "q"))
    assert setup.seed_text == "" and "digits" in setup.error
    app.draw()
