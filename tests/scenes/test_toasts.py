"""A toast (a short message over the screen) belongs to the screen that said it: news from a
table ("Bob is back.") kept showing on the title after the player left the table. It goes
with its screen, waits while another screen covers it, and one meant for the next screen
(``lasting``, or said once that screen is up, or while it is being made) stays."""
from __future__ import annotations

import pygame

from game.match import Match
from game.seats import SeatSpec
from scenes.title import TitleScene


def _table(app):
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "easy")]
    app.push("title")
    return app.push("table:me-first", Match("me-first", 2, seats, seed=5, bot_delay=0, threaded=False))


def _on_view(app):
    t = app.shown_toast()
    return t[0] if t is not None else None


def test_a_tables_toast_does_not_follow_the_player_to_the_title(app):
    table = _table(app)
    app.toast("Bob is back.")
    app.push("pause", table)                       # an overlay: the table's news still shows
    app.frame(0.01, events=[])
    assert [t[0] for t in app.toasts] == ["Bob is back."] and app.toast_rect is not None
    app.top.leave()                                 # Leave to title (asks first)
    if not isinstance(app.top, TitleScene):
        app.top.leave()
    assert isinstance(app.top, TitleScene)
    app.frame(0.01, events=[])
    assert not app.toasts and app.toast_rect is None, app.toasts


def test_a_toast_said_at_the_table_waits_under_another_screen_and_goes_with_its_table(app):
    table = _table(app)
    app.toast("Bob lost the connection.")
    app.push("help", "me-first")                   # a screen of its own over the table
    assert _on_view(app) is None
    app.frame(1.0, events=[])
    app.pop()
    assert _on_view(app) == "Bob lost the connection." and app.toasts[0][1] == 6.0   # it did not run down hidden
    app.replace("title")
    assert not app.toasts and table not in app.stack


def test_toasts_meant_for_the_next_screen_stay(app):
    _table(app)
    app.toast("Kept for whatever comes next.", lasting=True)
    app.clear_to("title")
    app.toast("The host left and closed the table.")        # said once the title is up: the title's
    assert [t[0] for t in app.toasts] == ["Kept for whatever comes next.", "The host left and closed the table."]
    app.push("setup", "me-first", 2)
    app.pop()
    assert len(app.toasts) == 2


def test_a_toast_said_while_a_screen_is_made_is_that_screens(app, monkeypatch):
    """The title says a damaged autosave while it is being made, as the table is left for
    it: the message is the title's, not the table's that is leaving."""
    _table(app)
    real = TitleScene.__init__

    def init(self, a):
        real(self, a)
        a.toast("The autosave could not be used.")
    monkeypatch.setattr(TitleScene, "__init__", init)
    title = app.clear_to("title")
    assert _on_view(app) == "The autosave could not be used." and app.toasts[0].owner is title
    pygame.event.clear()


def test_news_is_not_drawn_as_an_error(app, monkeypatch):
    """"The Lesson complete message is dark red, so it looks like an error" and "the Undo
    toast's red tint looks like an error" (two newcomers): news is drawn in the table's colours,
    a problem (a broken file, a game that cannot go on) in red."""
    import game.draw as D
    fills = []
    orig = D.panel
    monkeypatch.setattr(D, "panel", lambda surface, r, fill, *a, **k: (fills.append(tuple(fill[:3])),
                                                                        orig(surface, r, fill, *a, **k))[1])
    app.push("title")
    app.toast("Lesson complete. New game plays a real one.")
    app.draw()
    news = fills[-1]
    app.toasts.clear()
    app.toast("The autosave could not be used: it is not JSON.", problem=True)
    app.draw()
    trouble = fills[-1]
    assert trouble[0] > trouble[1] + 20                 # red
    assert not news[0] > news[1] + 20 and news != trouble


def test_a_message_on_the_title_stands_under_its_buttons_not_over_the_card_fan():
    """"Lesson complete. New game plays a real one." stood at the bottom, over the fan of cards
    (a newcomer): it stands under the buttons, clear of them and of the fan below; on a first
    launch it takes the place of "New here? Start with Learn to play." while it shows (under
    it, it stood over the fan: a newcomer)."""
    import scenes.title as T
    from game.app import App
    from game.settings import Settings
    from helpers import words_drawn
    for size in ((1280, 720), (960, 540)):
        app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
        try:
            title = app.push("title")
            for newcomer in (False, True):          # (a first launch shows "New here?" under the buttons)
                title.newcomer = newcomer
                app.toast("Lesson complete. New game plays a real one.")
                with words_drawn(T) as said:
                    app.frame(0.01, events=[])
                box = app.toast_rect
                assert box is not None
                last = max(b.rect.bottom for b in title.buttons)
                assert box.top >= last                                              # under the buttons
                assert not any(box.colliderect(b.rect) for b in title.buttons + [title.quit_button])
                assert box.bottom <= int(size[1] * 0.70), (box, size)               # clear of the fan
                assert "New here? Start with Learn to play." not in said
                app.toasts.clear()
                with words_drawn(T) as said:
                    app.invalidate()
                    app.frame(0.01, events=[])
                assert ("New here? Start with Learn to play." in said) == newcomer
        finally:
            app.shutdown()


def test_the_titles_card_fan_stays_inside_the_window():
    """"The title's fan runs off the window's foot" (a newcomer): its outer cards stood cut by
    the bottom edge. No card's cream shows in the backdrop's last rows, at either size."""
    from game.app import App
    from game.settings import Settings
    for size in ((1280, 720), (960, 540), (1600, 900)):
        app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
        try:
            title = app.push("title")
            bd = title.backdrop(size)
            w, h = size
            cream = [(x, y) for y in range(h - 6, h) for x in range(0, w, 2)
                     if (lambda c: c.r > 180 and c.g > 170 and c.b > 140)(bd.get_at((x, y)))]
            assert not cream, (size, cream[:3])
            middle = [bd.get_at((w // 2, y)) for y in range(int(h * 0.66), int(h * 0.9))]
            assert any(c.r > 180 and c.g > 170 for c in middle), "the fan is there"
        finally:
            app.shutdown()


def test_the_titles_card_fan_stands_clear_of_the_way_in():
    """"On the title screen, the card fan touches the 'New here?' banner" (a newcomer): the
    fan's top card begins below the banner, at every size."""
    from game.app import App
    from game.settings import Settings
    for size in ((1280, 720), (960, 540), (1600, 900)):
        app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
        try:
            title = app.push("title")
            title.newcomer = True
            app.frame(0.01, events=[])
            bd = title.backdrop(size)
            w, h = size
            s = min(w / 1280, h / 720)
            note_bottom = max(b.rect.bottom for b in title.buttons) + int(12 * s) + int(40 * s)
            top = next(y for y in range(h // 2, h) for x in range(w // 2 - int(60 * s), w // 2 + int(60 * s), 3)
                       if (lambda c: c.r > 180 and c.g > 170 and c.b > 140)(bd.get_at((x, y))))
            assert top >= note_bottom + 2, (size, top, note_bottom)
        finally:
            app.shutdown()
