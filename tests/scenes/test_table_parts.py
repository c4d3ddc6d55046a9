"""The table kit's parts, each on its own: the bid control, the log panel, the template every
table's still drawing follows, and the pause menu reaching the table only through the Scene
protocol (no attribute scans, no reaching into bots)."""
from __future__ import annotations

import ast
import pathlib

import pygame
import pytest

from game.match import Match
from game.seats import SeatSpec
from helpers import words_drawn

ROOT = pathlib.Path(__file__).resolve().parents[2]


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


# ---------------------------------------------------------------------------- the bid control
@pytest.fixture
def control(app):
    from scenes.bid_control import BidControl
    said = []
    c = BidControl(lambda: (3, 20), said.append)
    c.start_at(5)
    return c, said


def test_the_bid_buttons_nudge_inside_the_range(control):
    c, _ = control
    minus, bid, plus = c.buttons("Bid", lambda: None)
    assert minus.enabled and plus.enabled and bid.label.strip().endswith("5") and bid.primary
    c.start_at(0)                                     # kept inside the range
    assert c.amount == 3 and not c.buttons("Bid", None)[0].enabled
    c.handle(key(pygame.K_UP, pygame.KMOD_SHIFT), None)
    assert c.amount == 8
    c.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1), None)
    assert c.amount == 7
    for _ in range(30):
        c.nudge(1)
    assert c.amount == 20 and not c.buttons("Bid", None)[2].enabled


def test_typed_digits_replace_the_amount_and_out_of_range_is_explained(control):
    c, said = control
    placed = []
    c.handle(key(pygame.K_1), None)
    c.handle(key(pygame.K_2), None)
    assert c.editing and c.entry.value() == 12 and "12" in c.label() and c.blink_phase() is not None
    assert c.ui_key() != (5, None)                    # the kept table is drawn again while typing
    assert c.handle(key(pygame.K_RETURN), lambda: c.commit(placed.append))
    assert placed == [12] and c.amount == 12 and not c.editing
    for k in (pygame.K_9, pygame.K_9):
        c.handle(key(k), None)
    assert not c.commit(placed.append) and placed == [12] and c.editing
    assert said and "You cannot bid 99" in said[-1] and "20" in said[-1]
    c.cancel()
    assert c.amount == 12 and not c.editing


# ---------------------------------------------------------------------------- the log panel
def test_the_log_panel_wraps_again_only_when_its_entries_change(app):
    from scenes.log_panel import LogPanel
    log = LogPanel(True)
    items = [(f"entry {k} " + "word " * 12, (200, 200, 200)) for k in range(30)]
    calls = []

    def entries():
        calls.append(1)
        return list(items)
    r = pygame.Rect(0, 0, 300, 400)
    px = int
    log.draw(app.screen, r, px, entries, len(items), 0)
    log.draw(app.screen, r, px, entries, len(items), 0)
    assert len(calls) == 1 and len({ln[3] for ln in log.lines}) == 30
    log.wheel(3)                                      # the player scrolls up to read
    reading = log.lines[len(log.lines) - 3 - 1]
    items.append(("a new entry", (100, 200, 100)))
    log.draw(app.screen, r, px, entries, len(items), 0)
    assert len(calls) == 2 and log.scroll == 4 and log.unread == 1
    assert log.lines[len(log.lines) - log.scroll - 1] == reading       # the same line stays in view
    log.open = False
    items.append(("another", (100, 200, 100)))
    log.draw(app.screen, r, px, entries, len(items), 0)              # hidden: a tab, nothing wrapped
    assert len(calls) == 2


# ---------------------------------------------------------------------------- one template for every table
def test_every_table_fills_in_the_kit_template_instead_of_copying_it():
    from scenes.registry import playable_games, table_class
    from scenes.table_kit import TableScene
    for gid in playable_games():
        cls = table_class(gid)
        assert cls.draw_base is TableScene.draw_base, f"{gid}: draw_base is the kit's template"
        assert cls.draw_table is not TableScene.draw_table and cls.build_controls is not TableScene.build_controls


def test_the_table_scenes_read_no_attribute_of_their_own_by_name():
    """Every attribute is set in __init__: no getattr(self, "…") / hasattr(self, "…") reads in the
    kit, its parts, the tables and the pause menu (which reaches the table through the Scene
    protocol: on_settings, on_leave)."""
    files = [p for p in (ROOT / "scenes").glob("*.py")
             if p.stem.startswith("table_") or p.stem in ("pause", "replay", "anim_layer", "log_panel", "hint_panel",
                                                           "prompt_bar", "revealed_panel", "bid_control", "kept_layer")]
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr"):
                first, name = node.args[0], node.args[1] if len(node.args) > 1 else None
                if isinstance(name, ast.Constant) and isinstance(name.value, str):
                    assert not (isinstance(first, ast.Name) and first.id in ("self", "s", "table")), \
                        f"{path.name}:{node.lineno} reads {name.value!r} by name"
        if path.stem == "pause":
            src = path.read_text(encoding="utf-8")
            assert "hasattr" not in src and "game.bots" not in src


# ---------------------------------------------------------------------------- pause talks through the protocol
def test_pause_reaches_the_table_under_the_curtain_and_leaving_closes_its_match(app, monkeypatch):
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bob", "human"), SeatSpec("Cy", "bot", "medium")]
    m = Match("sorcerous-futures", 3, seats, 2, bot_delay=0, threaded=False)
    app.push("title")
    t = app.push("table:sorcerous-futures", m, animate=True)
    curtain = app.push("handoff", "Ann", lambda: None, table=t)
    curtain.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    pause = app.top                                   # from behind the curtain: the table's own menu
    # ("Undo: on" stood there in a hot-seat game that has no undo: a newcomer pressed Esc on the curtain)
    assert type(pause).__name__ == "PauseScene" and pause.table is t
    assert any(b.label == "Undo: none in hot-seat" for b in pause.buttons)
    before = t.timeline.speed
    pause.anim()
    assert t.timeline.speed == app.settings.anim_factor != before
    pause.pace()
    assert m.bot_delay == app.settings.bot_delay
    pause.toggle_undo()
    assert m.undo_enabled == app.settings.undo
    closed = []
    monkeypatch.setattr(m, "close", lambda: closed.append(True))
    pause.leave()
    assert closed and type(app.top).__name__ == "TitleScene"


def test_a_table_opened_without_replaying_the_past_animates_what_comes_next(app):
    """A table opened at a position (after an undo, on Continue, a replay's jump) does not
    replay what led there, but what happens next moves at the player's speed: a newcomer who
    had used undo never saw an Auctioneer round's end staged again (the table's animations
    stayed off for the rest of the game). A setting left alone is not forced on it."""
    m = Match("me-first", 2, [SeatSpec("You", "human"), SeatSpec("Bot", "bot", "easy")], 1, bot_delay=0,
              threaded=False)
    app.push("title")
    t = app.push("table:me-first", m, viewer=0, animate=False)
    assert t.seen == len(m.events) and not t.timeline.busy          # the past is not replayed
    assert t.timeline.speed == app.settings.anim_factor > 0
    pause = app.push("pause", t)
    pause.toggle_undo()
    assert t.timeline.speed == app.settings.anim_factor and m.undo_enabled == app.settings.undo
    app.pop()
    assert t.submit(m.legal(0)[0])
    app.frame(1 / 60)
    assert t.timeline.busy                                           # your move is shown moving


def test_the_prompt_is_never_cut_off_however_long():
    """A newcomer's Barony prompt at 960x540 lost its last words ("… best bid 1 by"): the bar
    wrapped it into three lines and kept two. Every word is drawn, inside the bar."""
    from game.assets import font
    from scenes.prompt_bar import prompt_lines
    message = "Add cards toward The Calamity, or match 1 with The Sea (M) · best bid 1 by Ada"
    for room, size, height in ((230, 15, 38), (180, 15, 38), (300, 19, 50)):
        sz, lines = prompt_lines(message, room, size, height)
        assert " ".join(lines).split() == message.split()
        assert all(font(sz, True).size(ln)[0] <= room for ln in lines)
        assert len(lines) * font(sz, True).get_linesize() <= height


def test_a_prompt_in_two_lines_is_balanced_not_a_word_left_alone():
    """"Claim three neighbours (click the middle one; a failed claim costs your next turn) or"
    then "end" alone on the second line: two lines share the words about equally."""
    from game.assets import font
    from scenes.prompt_bar import prompt_lines
    message = "Claim three neighbours (click the middle one; a failed claim costs your next turn) or end"
    sz0 = 19
    room = font(max(10, int(sz0 * 0.74)), True).size(message[:-4])[0] + 4     # everything but "end" fits one line
    sz, lines = prompt_lines(message, room, sz0)
    assert len(lines) == 2 and " ".join(lines).split() == message.split()
    a, b = (font(sz, True).size(ln)[0] for ln in lines)
    assert min(a, b) > 0.6 * max(a, b), lines


def test_a_popup_by_the_windows_edge_is_drawn_whole():
    """Barony's "Nobody bid" rose from the deck at the window's left edge and was cut in half."""
    import pygame

    from game import anim as A
    from scenes.anim_layer import AnimLayer
    surface = pygame.Surface((400, 200))
    surface.fill((0, 0, 0))
    tl = A.Timeline(1.0)
    layer = AnimLayer(tl, "decktet", lambda v: int(v))
    layer.popup((2, 100), "Nobody bid at all", (255, 255, 255))
    tl.update(0.01)
    layer.draw(surface)
    lit = [x for x in range(400) for y in range(80, 120) if surface.get_at((x, y))[0] > 128]
    assert lit and min(lit) >= 2, "the label runs off the window's left edge"
    assert max(lit) > 60


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_a_replays_words_sit_below_its_scrub_bar(size, monkeypatch):
    """"The replay's progress bar runs through the text beneath it" (a newcomer): the bar took
    the top of the prompt bar and the two lines of words were centred on the whole of it."""
    import scenes.prompt_bar as PB
    from game.app import App
    from game.settings import Settings
    m = Match("sorcerous-futures", 4, [SeatSpec("You", "human")] +
              [SeatSpec(n, "bot", "easy") for n in ("Bea", "Cyd", "Dov")], 3, bot_delay=0, threaded=False)
    while not m.over:
        m.run_bots_instantly()
        if not m.over:
            m.submit(0, m.legal(0)[0])
    app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        app.push("title")
        rp = app.push("replay", m.record(), start=40, viewer=0, paused=True)
        rp.from_review = True                     # the longest line: "… · Esc: back to the review"
        words = []
        orig = PB.text

        def spy(surface, s, *a, **k):
            words.append(orig(surface, s, *a, **k))
            return words[-1]
        monkeypatch.setattr(PB, "text", spy)
        app.frame(0.05, events=[])
        assert words
        bar = rp.scrub_rect.copy()
        bar.height = rp.scrub_rect.height // 2 + rp.px(6)          # the track and its knob, not the click margin below
        assert all(not w.colliderect(bar) for w in words), (words, bar)
        assert all(rp.layout.rect("prompt").contains(w) for w in words)
    finally:
        app.shutdown()


def test_the_log_shows_no_bare_tail_of_an_entry_at_its_top_and_no_blank_band():
    """The log read "down." and "circle." at its top: the end of an entry whose beginning had
    scrolled out of the panel. Then it left a blank band there instead, over the newest lines
    (a newcomer, under a lesson's panel). Its top line starts an entry or is marked "…", and
    the lines fill the panel."""
    from scenes import log_panel as LP
    from scenes.log_panel import LogPanel
    surf = pygame.Surface((300, 400))
    entries = [(f"Entry {k}: " + ("a long line that wraps onto more lines of the panel " * 2 if k % 2 else
                                  "The Light Keeper, The Painter and The Sailor; Ace of Waves and Ace of Wyrms go to "
                                  "the discard pile, and so does the panel"), (200, 200, 200))
               for k in range(40)]
    for height in range(120, 260, 7):
        log = LogPanel(True)
        with words_drawn(LP) as drawn:
            log.draw(surf, pygame.Rect(0, 0, 300, height), lambda v: v, lambda: entries, 1, 0)
        shown = [s for s in drawn if s not in ("Log", "L hides")]
        assert shown and shown[0].startswith(("Entry ", "… ")), (height, shown[:2])
        assert not any(s.startswith("… ") for s in shown[1:])
        inner_w = 300 - 24 - 6
        # the marked tail stays inside the panel ("… Light Keeper, The Painter and The" ran
        # past its border: a newcomer)
        # (a tail is an entry's later line: it stands indented, 14 px in)
        wide = [s for s in shown if LP.font(15).size(s)[0] > inner_w - (14 if s.startswith("… ") else 0)]
        assert not wide, wide
        lh = LP.font(15).get_linesize()
        assert len(shown) == (height - 42) // lh, (height, len(shown))     # no blank band
        assert shown[-1].strip().endswith("panel")               # the newest entry's end, at the bottom


def test_scrolled_up_the_log_lines_end_above_the_more_below_tag():
    """Scrolled up, the "more below ↓" tag covered the last line being read (a newcomer)."""
    from scenes import log_panel as LP
    from scenes.log_panel import LogPanel
    surf = pygame.Surface((300, 400))
    entries = [(f"Entry {k}: some words", (200, 200, 200)) for k in range(60)]
    log = LogPanel(True)
    log.draw(surf, pygame.Rect(0, 0, 300, 300), lambda v: v, lambda: entries, 1, 0)
    log.wheel(5)
    drawn = []
    orig = LP.text
    LP.text = lambda surface, s, pos, *a, **k: (drawn.append((s, pos, k.get("anchor"))), orig(surface, s, pos, *a, **k))[1]
    try:
        log.draw(surf, pygame.Rect(0, 0, 300, 300), lambda v: v, lambda: entries, 1, 0)
    finally:
        LP.text = orig
    tag_y = next(pos[1] for s, pos, _ in drawn if "below" in s)
    lines = [pos[1] for s, pos, anchor in drawn if s.startswith("Entry")]
    lh = LP.font(15).get_linesize()
    tag_top = tag_y - 11                                   # the tag is 22 px high, its words at its centre
    assert lines and max(lines) + lh <= tag_top, (max(lines), lh, tag_top)
