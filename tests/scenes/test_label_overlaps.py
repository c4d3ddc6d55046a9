"""No two labels of a table overlap: every text drawn on every table (outside the log panel),
for every player count, at 960x540, 1280x720 and 1920x1080, at windows that are not 16:9
(4:3, 21:9), and with the log hidden (its column given to the table), at a few points of a game."""
from __future__ import annotations

import importlib
import re

import pygame
import pytest

import scenes.widgets as W
from game.app import App
from game.match import Match
from game.seats import BOT_NAMES, SeatSpec
from game.settings import Settings
from rules import get_game
from scenes.registry import playable_games
from helpers import table_window

SIZES = (((960, 540), True), ((1280, 720), True), ((1920, 1080), True), ((1280, 720), False),
         ((1024, 768), True), ((2560, 1080), False))
MODULES = ["scenes.title", "scenes.table_kit", "scenes.table_sf", "scenes.table_barony", "scenes.table_me_first",
           "scenes.table_auctioneer", "scenes.widgets"]


@pytest.fixture
def labels(monkeypatch):
    """Every label drawn: (rect, text)."""
    seen = []
    orig = W.text

    def recording(surface, s, pos, size=18, color=W.INK, bold=False, anchor="topleft", serif=False, shadow=False,
                  max_width=None):
        r = orig(surface, s, pos, size, color, bold, anchor, serif, shadow, max_width)
        if s and s.strip():
            seen.append((r.copy(), s))
        return r
    for name in MODULES:
        mod = importlib.import_module(name)
        if hasattr(mod, "text"):
            monkeypatch.setattr(mod, "text", recording)
    return seen


@pytest.mark.parametrize("game_id", playable_games())
def test_no_two_labels_of_a_table_overlap(game_id, labels):
    g = get_game(game_id)
    for n in range(g.min_players, g.max_players + 1):
        seats = [SeatSpec("You", "human")] + [SeatSpec(BOT_NAMES[i], "bot", "medium") for i in range(1, n)]
        m = Match(game_id, n, seats, 5, bot_delay=0, threaded=False)
        for stop in (0, 6):
            for _ in range(stop):
                m.run_bots_instantly()
                if m.over or not m.humans_to_act():
                    break
                legal = m.legal(0)
                m.submit(0, legal[len(legal) // 2])
            m.run_bots_instantly()
            for size, log_open in SIZES:
                app = App(size=size, settings=Settings(anim_speed="off", log_open=log_open), headless=True)
                try:
                    app.push("title")
                    t = app.push(f"table:{game_id}", m, viewer=0, animate=False)
                    labels.clear()
                    app.draw()
                    assert len(labels) > 5
                    for _, said in labels:        # the seat named "You" is spoken to in the second person
                        for verb in re.findall(r"\bYou ([a-z]+)\b", said):
                            assert not (verb.endswith("s") and not verb.endswith("ss")) and verb not in ("is", "has"), \
                                f"{game_id} {n}p: {said!r}"
                    assert t.layout.log_open == log_open
                    log = t.log_rect() if log_open else pygame.Rect(0, 0, 0, 0)
                    rs = [(r, s) for r, s in labels if not log.contains(r)]
                    for i in range(len(rs)):
                        for j in range(i + 1, len(rs)):
                            a, b = rs[i][0], rs[j][0]
                            clip = a.clip(b)
                            assert clip.width <= 2 or clip.height <= 2, \
                                f"{game_id} {n}p {size} log {log_open}: {rs[i][1]!r} overlaps {rs[j][1]!r}"
                finally:
                    app.shutdown()


@pytest.mark.parametrize("game_id", playable_games())
def test_hiding_the_log_gives_its_column_to_the_table(game_id):
    """L hides the log: the prompt (and your own seat where it runs to the column) widen into
    the log's column; L again puts everything back."""
    from game.layout import Layout
    g = get_game(game_id)
    n = g.min_players
    shown = Layout(game_id, n, (1280, 720), log_open=True)
    hidden = Layout(game_id, n, (1280, 720), log_open=False)
    log = shown.rect("log")
    assert hidden.rect("prompt").right >= log.right - 2 > shown.rect("prompt").right
    assert hidden.rect("prompt").height == shown.rect("prompt").height
    hidden.set_log(True)
    assert hidden.rect("prompt") == shown.rect("prompt")


@pytest.mark.parametrize("size", [(1024, 768), (2560, 1080), (1280, 1024)])
def test_any_window_shape_is_filled(size):
    """No letterbox: the table's regions reach the window's edges whatever its shape, and
    cards keep their proportions."""
    from game.layout import Layout
    lay = Layout("barony", 3, size)
    w, h = size
    assert lay.rect("table").left == 0 and lay.rect("table").top == 0
    assert abs(lay.rect("log").right - w) <= w * 0.01 + 2
    assert abs(lay.rect("prompt").bottom - h) <= h * 0.01 + 2
    card = lay.rect("market_0")
    assert abs(card.width / card.height - 92 / 128) < 0.02


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_message_over_the_title_leaves_its_heading_and_buttons_clear(size, labels):
    """The broken-settings message (a toast) sits clear of the title's heading and buttons;
    a click on it puts it away."""
    app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        title = app.push("title")
        app.toast("The settings file could not be used: volume is out of range. It was kept as "
                  "settings.broken.json; the defaults are used.")
        labels.clear()
        app.draw()
        box = app.toast_rect
        heading = [r for r, s in labels if s == "Auction Parlour"]
        assert heading and not any(box.colliderect(r) for r in heading)
        assert not any(box.colliderect(b.rect) for b in title.buttons)
        app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=box.center))
        assert not app.toasts
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_auctioneer_round_panel_shows_every_seat_whole(size, labels):
    """At four players "Points: Ada 0, Bea 1, …" is wider than the round panel: it wraps
    instead of cutting the last seat off, and nothing in the panel is shortened or runs
    past its bottom."""
    seats = [SeatSpec("Ada", "human")] + [SeatSpec(BOT_NAMES[i], "bot", "medium") for i in range(1, 4)]
    m = Match("auctioneer", 4, seats, 5, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    with table_window(m, size=size) as (app, t):
        labels.clear()
        app.draw()
        panel = t.layout.rect("royal")
        inside = [(r, s) for r, s in labels if panel.collidepoint(r.topleft)]
        for r, s in inside:
            assert panel.contains(r), f"{size}: {s!r} runs out of the panel"
            assert "…" not in s
            full = W.font(max(11, t.px(14))).size(s)[0]
            assert r.width >= full - 1 or r.height > t.px(20), f"{size}: {s!r} is cut to {r.width} of {full} px"
        said = " ".join(s for _, s in inside)
        from rules.auctioneer import score_royals
        scores = [score_royals(w, 4)[0] for w in m.view(0).won]
        assert "Points:" in said
        for name, score in zip([sp.name for sp in seats], scores):
            assert f"{name} {score}" in said, (name, said)


@pytest.fixture
def drawn(monkeypatch):
    """Every label and card drawn, in drawing order: ("text", rect, s, cut) or ("card", rect).
    ``cut``: the label did not fit its ``max_width`` and was shortened."""
    from game import art
    seen = []
    orig_text, orig_card = W.text, art.draw_card

    def recording(surface, s, pos, size=18, color=W.INK, bold=False, anchor="topleft", serif=False, shadow=False,
                  max_width=None):
        r = orig_text(surface, s, pos, size, color, bold, anchor, serif, shadow, max_width)
        if s and s.strip():
            cut = bool(max_width) and W.font(size, bold).size(s)[0] > max_width
            seen.append(("text", r.copy(), s, cut))
        return r

    def card(surface, *a, **k):
        r = orig_card(surface, *a, **k)
        seen.append(("card", r.copy()))
        return r
    for name in MODULES + ["scenes.results"]:
        mod = importlib.import_module(name)
        if hasattr(mod, "text"):
            monkeypatch.setattr(mod, "text", recording)
    monkeypatch.setattr(art, "draw_card", card)
    return seen


def _play_to(m, moves):
    """Play ``moves`` of seat 0's decisions (the middle legal action), bots answering."""
    for _ in range(moves):
        m.run_bots_instantly()
        if m.over or not m.humans_to_act():
            break
        legal = m.legal(0)
        m.submit(0, legal[len(legal) // 2])
    m.run_bots_instantly()


@pytest.mark.parametrize("game_id", playable_games())
def test_no_label_of_a_table_is_hidden_under_a_card(game_id, drawn):
    """A label drawn and then covered by a card drawn later is a label nobody can read (the
    other seats' "= 2" valuations under their bought cards at the game's end, "your bid…"
    under your bought cards): at the start, in the middle, late and at the game's end."""
    g = get_game(game_id)
    for n in range(g.min_players, g.max_players + 1):
        seats = [SeatSpec("You", "human")] + [SeatSpec(BOT_NAMES[i], "bot", "medium") for i in range(1, n)]
        m = Match(game_id, n, seats, 3, bot_delay=0, threaded=False)
        done = 0
        for stop in (0, 8, 30, 10_000):
            _play_to(m, stop - done)
            done = stop
            for size in ((960, 540), (1280, 720), (1920, 1080)):
                app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
                try:
                    app.push("title")
                    t = app.push(f"table:{game_id}", m, viewer=0, animate=False)
                    drawn.clear()
                    app.draw()
                    log = t.log_rect()
                    for i, item in enumerate(drawn):
                        if item[0] != "text" or log.contains(item[1]):
                            continue
                        r = item[1]
                        for later in drawn[i + 1:]:
                            if later[0] == "card":
                                clip = r.clip(later[1])
                                assert clip.width * clip.height <= 0.15 * r.width * r.height, \
                                    f"{game_id} {n}p {size} after {stop}: {item[2]!r} is under a card"
                finally:
                    app.shutdown()


@pytest.mark.parametrize("game_id", playable_games())
def test_the_results_screen_cuts_no_label(game_id, drawn):
    """The results page shows every label whole ("The Pai…" was a card's name cut short) and
    no label under a card, at every player count, at 960x540 and 1280x720."""
    g = get_game(game_id)
    for n in range(g.min_players, g.max_players + 1):
        seats = [SeatSpec("You", "human")] + [SeatSpec(BOT_NAMES[i], "bot", "medium") for i in range(1, n)]
        m = Match(game_id, n, seats, 3, bot_delay=0, threaded=False)
        _play_to(m, 10_000)
        assert m.over
        for size in ((960, 540), (1280, 720)):
            app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
            try:
                app.push("title")
                t = app.push(f"table:{game_id}", m, viewer=0, animate=False)
                app.push("results", m, save=False, table=t)
                drawn.clear()
                app.draw()
                labels = [d for d in drawn if d[0] == "text"]
                assert len(labels) > 5
                for kind, r, s, cut in labels:
                    assert not cut, f"{game_id} {n}p {size}: {s!r} is cut"
                for i, item in enumerate(drawn):
                    if item[0] == "text":
                        for later in drawn[i + 1:]:
                            if later[0] == "card":
                                clip = item[1].clip(later[1])
                                assert clip.width * clip.height <= 0.15 * item[1].width * item[1].height, \
                                    f"{game_id} {n}p {size}: {item[2]!r} is under a card"
            finally:
                app.shutdown()


SCREENS = [("title", ()), ("settings", ()), ("statistics", ()), ("replays", ())] + \
    [("setup", (g, n)) for g in playable_games() for n in range(get_game(g).min_players, get_game(g).max_players + 1)]


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_no_two_labels_of_a_screen_overlap_and_none_runs_off_it(size, drawn, monkeypatch):
    """The screens around the tables (title, settings, statistics, replays, the setup of
    every game at every player count): no two labels overlap, none leaves the window."""
    recording = importlib.import_module("scenes.widgets").text        # the fixture's recording text
    for name in ("scenes.setup", "scenes.settings", "scenes.statistics", "scenes.replays", "scenes.textfield"):
        mod = importlib.import_module(name)
        if hasattr(mod, "text"):
            monkeypatch.setattr(mod, "text", recording)
    for screen, args in SCREENS:
        app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
        try:
            if screen != "title":
                app.push("title")
            app.push(screen, *args)
            drawn.clear()
            app.draw()
            labels = [(d[1], d[2]) for d in drawn if d[0] == "text"]
            assert len(labels) >= (12 if screen == "setup" else 3), (screen, len(labels))
            bounds = pygame.Rect(0, 0, *size)
            for r, s in labels:
                assert bounds.contains(r), f"{screen}{args} {size}: {s!r} runs off the window"
            for i in range(len(labels)):
                for j in range(i + 1, len(labels)):
                    clip = labels[i][0].clip(labels[j][0])
                    assert clip.width <= 2 or clip.height <= 2, \
                        f"{screen}{args} {size}: {labels[i][1]!r} overlaps {labels[j][1]!r}"
        finally:
            app.shutdown()


def test_the_results_speak_to_the_seat_named_you(drawn):
    """A win by the seat named "You" reads "You win!", never "You wins!"."""
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "easy")]
    for seed in range(1, 30):
        m = Match("barony", 2, seats, seed, bot_delay=0, threaded=False)
        _play_to(m, 10_000)
        if m.result().winners == (0,):
            break
    assert m.result().winners == (0,)
    with table_window(m) as (app, t):
        app.push("results", m, save=False, table=t)
        drawn.clear()
        app.draw()
        said = [d[2] for d in drawn if d[0] == "text"]
        assert "You win!" in said and "You wins!" not in said


def test_the_saved_record_line_keeps_clear_of_the_results_buttons(drawn):
    """The saved record line ran under the Title button at 960x540 (a newcomer's long data folder)."""
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium")]
    m = Match("barony", 2, seats, 3, bot_delay=0, threaded=False)
    _play_to(m, 10_000)
    for size in ((960, 540), (1280, 720)):
        with table_window(m, size=size) as (app, t):
            res = app.push("results", m, save=False, table=t)
            res.saved_to = "/home/someone/.local/share/auction-parlour/records/barony-2026-11-24-1530-1234567.json"
            drawn.clear()
            app.draw()
            line = next(d[1] for d in drawn if d[0] == "text" and d[2].startswith("Saved to Replays"))
            for b in res.buttons:
                assert not line.colliderect(b.rect), f"{size}: the record line runs under {b.label}"


def test_me_first_a_pick_made_is_said_once_in_its_seats_status_line():
    """A fading "has chosen" rose in a seat's box under its status line's "has chosen ✓" and
    read as a stray, hard-to-read label (newcomers, twice): a pick made is said once, in the
    status line, and nothing rises."""
    import scenes.table_me_first as TM
    from helpers import words_drawn
    from rules.me_first import TAX
    seats = [SeatSpec("You", "human")] + [SeatSpec(BOT_NAMES[i], "bot", "medium") for i in range(1, 4)]
    m = Match("me-first", 4, seats, 5, bot_delay=0, threaded=False)
    while m.view(0).phase != TAX:
        if not m.run_bots_instantly(1):
            m.submit(0, m.legal(0)[0])
    app = App(size=(1280, 720), settings=Settings(anim_speed="normal"), headless=True)
    try:
        app.push("title")
        t = app.push("table:me-first", m, viewer=0, animate=False)
        m.run_bots_instantly()
        assert m.view(0).picked and 0 not in m.view(0).picked
        t.catch_up()
        t.advance(0.05)
        assert not [an for an in t.timeline.anims if an.kind == "text" and "chosen" in an.text]
        with words_drawn(TM) as said:
            app.invalidate()
            app.draw()
        assert sum(1 for s in said if "has chosen" in s) == len(m.view(0).picked), said
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_every_setup_control_stands_inside_its_panel(size):
    """At five players the Seed box ran over the setup panel's lower border."""
    app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        app.push("title")
        for gid in playable_games():
            g = get_game(gid)
            for n in range(g.min_players, g.max_players + 1):
                setup = app.push("setup", gid, n)
                app.draw()
                for r, _ in setup.clickables:
                    assert setup.box.contains(r), (size, gid, n, r, setup.box)
                app.pop()
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("game_id", ["sorcerous-futures", "barony", "me-first", "auctioneer"])
def test_a_message_over_a_table_leaves_the_seats_clear(size, game_id):
    """"The Undone message covers the top seats' gold counts" (a newcomer): a table's message
    goes to the top of its side column, over no seat and not over the prompt."""
    n = 3
    seats = [SeatSpec("Ada", "human")] + [SeatSpec(BOT_NAMES[i], "bot", "easy") for i in range(1, n)]
    m = Match(game_id, n, seats, 3, bot_delay=0, threaded=False)
    app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        app.push("title")
        t = app.push(f"table:{game_id}", m, viewer=0, animate=False)
        app.toast("Undone: your last move is taken back.", 2.5)
        app.draw()
        box = app.toast_rect
        assert box is not None and app.screen.get_rect().contains(box)
        for s in range(n):
            assert not box.colliderect(t.seat_rect(s)), (s, box, t.seat_rect(s))
        assert not box.colliderect(t.layout.rect("prompt"))
        # nor the side column's status panel ("the undo message covers the auction card's title")
        assert box.top > t.log_rect().top, (box, t.log_rect())
        # nor the log's lines: not its newest, the line just written ("Undone covers the log's
        # newest line": a newcomer), and not a short log's at all, where the column is empty
        # under them ("Undone" covered the only lines there were: a newcomer)
        import scenes.log_panel as LP
        lines = []
        orig = LP.text
        LP.text = lambda surface, s, *a, **k: (lambda r: (lines.append((s, r)), r)[1])(orig(surface, s, *a, **k))
        try:
            app.invalidate()
            app.draw()
        finally:
            LP.text = orig
        box = app.toast_rect
        written = [(w, r) for w, r in lines if w not in ("Log", "L hides")]
        assert written and not any(box.colliderect(r) for w, r in written), (box, written)
    finally:
        app.shutdown()
