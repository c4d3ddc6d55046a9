"""The statistics table: every column header is shown whole, at 1280x720 and 960x540, with
no figures and with wide ones ("Against bots" was cut by the column after it)."""
from __future__ import annotations

import pygame
import pytest

from game import records
from game.app import App
from game.assets import font
from game.settings import Settings

HEADS = ("Game", "Played", "Won", "Share", "Best", "Mean", "Streak", "Against bots", "Last 30")


def _line():
    ln = records.Line("sorcerous-futures", 4, played=120, won=61, best=137, total=12000, streak=12,
                      best_streak=14)
    ln.vs = {"easy": [40, 30], "hard": [40, 11], "medium": [40, 20], "random": [12, 12]}
    ln.recent = [(50 + i, i % 2 == 0) for i in range(30)]
    return ln


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("AUCTION_PARLOUR_HOME", str(tmp_path))
    records._CACHE.clear()


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("figures", [False, True], ids=["empty", "wide figures"])
def test_every_header_fits_its_column(size, figures, monkeypatch):
    import scenes.statistics as st
    app = App(size=size, settings=Settings(), headless=True)
    try:
        scene = app.push("statistics")
        if figures:
            monkeypatch.setattr(scene, "lines", lambda: [_line(), _line()])
        drawn = []
        real = st.text

        def spy(surface, s, pos, size=18, color=None, bold=False, anchor="topleft", **kw):
            drawn.append((s, pos, size, bold, anchor, kw.get("max_width")))
            return real(surface, s, pos, size, color, bold, anchor, **kw)
        monkeypatch.setattr(st, "text", spy)
        scene.draw(app.screen)
        heads = [d for d in drawn if d[0] in HEADS or any(d[0] in h.split() for h in HEADS if " " in h)]
        words = " ".join(d[0] for d in heads)
        for h in HEADS:
            assert h in words or all(w in words.split() for w in h.split()), f"{h!r} not shown"
        starts = sorted({d[1][0] for d in heads})
        w = app.screen.get_width()
        for s, (x, _), fs, bold, _, _ in heads:
            right = x + font(fs, bold).size(s)[0]
            later = [sx for sx in starts if sx > x]
            limit = min(later) if later else w
            assert right < limit, f"{s!r} at {size} runs into the next column ({right} >= {limit})"
        if figures:          # and no cell is cut short either
            cells = [d for d in drawn if d[4] == "midleft"]
            for s, _, fs, bold, _, mw in cells:
                if mw is not None:
                    assert font(fs, bold).size(s)[0] <= mw, f"{s!r} is cut at {size}"
    finally:
        app.shutdown()


def test_one_finished_game_is_said_in_the_singular(monkeypatch):
    """Statistics said "from 1 finished games" (a newcomer)."""
    import scenes.statistics as ST
    from game.match import Match
    from scenes.results import save_finished_record
    from game.seats import SeatSpec
    from helpers import words_drawn
    m = Match("me-first", 2, [SeatSpec("Ann", "human"), SeatSpec("Bot", "bot", "easy")], 3, bot_delay=0,
              threaded=False)
    while not m.over:
        if m.humans_to_act():
            m.submit(0, m.legal(0)[0])
        else:
            m.run_bots_instantly(1)
    save_finished_record(m)
    app = App(size=(1280, 720), settings=Settings(anim_speed="off"), headless=True)
    try:
        app.push("title")
        app.push("statistics")
        with words_drawn(ST) as said:
            app.invalidate()
            app.draw()
        assert any(s.endswith("from 1 finished game") for s in said), said
    finally:
        app.shutdown()
