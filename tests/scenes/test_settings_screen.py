"""Every setting a player would change is on the settings screen (title › Settings, and the
pause menu), and a change reaches the scenes on the stack; Esc on the title asks first."""
from __future__ import annotations

import dataclasses

import pygame

from game.settings import Settings


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


# fields that are the window's memory, not choices a player makes on a settings screen
NOT_CHOICES = {"window_w", "window_h", "last_table", "volume", "muted"}


def test_every_player_setting_is_on_the_settings_screen(app):
    from scenes.settings import ROWS
    shown = " ".join(r.label.lower() for r in ROWS)
    for f in dataclasses.fields(Settings):
        if f.name in NOT_CHOICES:
            continue
        words = {"anim_speed": "animation", "bot_pace": "bot pace", "bot_thinking": "think", "undo": "undo",
                 "memory_aid": "memory aid", "four_colour": "four-colour", "log_open": "log",
                 "fullscreen": "full screen", "run_finder": "run finder"}
        assert f.name in words, f"new setting {f.name}: put it on the settings screen"
        assert words[f.name] in shown
    assert "sound" in shown             # volume and muted together


def test_a_change_is_kept_and_every_scene_hears_of_it(app):
    app.push("title")
    heard = []
    app.top.on_settings = heard.append
    screen = app.push("settings")
    before = app.settings.four_colour
    screen.handle(key(pygame.K_c))
    assert app.settings.four_colour != before and heard == [app.settings]
    assert any("Four-colour suits: on" in b.label or "Four-colour suits: off" in b.label for b in screen.buttons)
    screen.handle(key(pygame.K_ESCAPE))
    assert type(app.top).__name__ == "TitleScene"


def test_esc_on_the_title_asks_before_quitting(app):
    title = app.push("title")
    title.handle(key(pygame.K_ESCAPE))
    assert app.running and title.confirm is not None
    app.draw()
    title.handle(key(pygame.K_ESCAPE))             # Stay
    assert app.running and title.confirm is None
    title.handle(key(pygame.K_ESCAPE))
    title.handle(key(pygame.K_RETURN))             # Quit
    assert not app.running


def test_the_pause_menu_reaches_every_setting_and_a_change_reaches_the_table(app):
    from game.match import Match
    from game.seats import SeatSpec
    m = Match("auctioneer", 2, [SeatSpec("You", "human"), SeatSpec("Bot", "bot", "easy")], 3, bot_delay=0,
              threaded=False)
    app.push("title")
    table = app.push("table:auctioneer", m, viewer=0, animate=False)
    table.handle(key(pygame.K_ESCAPE))
    pause = app.top
    pause.handle(key(pygame.K_s))
    screen = app.top
    assert type(screen).__name__ == "SettingsScene" and screen.overlay
    app.draw()
    before = app.settings.undo
    screen.handle(key(pygame.K_u))
    assert m.undo_enabled == app.settings.undo != before
    screen.handle(key(pygame.K_ESCAPE))
    assert app.top is pause and any(b.label.startswith("Undo: ") and b.label.endswith("on" if not before else "off")
                                    for b in pause.buttons)


def test_every_settings_note_is_shown_whole(app, monkeypatch):
    """"Auctioneer: who placed each face-down card · Me Fir…": a note too long for its line
    takes two instead of losing its end."""
    import scenes.settings as SS
    import scenes.widgets as W
    from scenes.settings import ROWS
    for size in ((960, 540), (1280, 720)):
        app.screen = pygame.display.set_mode(size)
        app.clear_to("title")
        app.push("settings")
        said = []
        orig = SS.text

        def recording(surface, s, pos, size=18, *a, **k):
            r = orig(surface, s, pos, size, *a, **k)
            said.append(s)
            assert r.width >= W.font(size).size(s)[0] - 2, f"{size}: {s!r} is cut"
            return r
        monkeypatch.setattr(SS, "text", recording)
        app.draw()
        monkeypatch.setattr(SS, "text", orig)
        shown = " ".join(said)
        for r in ROWS:
            if r.note:
                assert " ".join(r.note.split()) in " ".join(shown.split()), (size, r.note)
