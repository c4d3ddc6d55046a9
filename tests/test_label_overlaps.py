"""No two labels of a table overlap: every text drawn on every table (outside the log panel),
for every player count, at 960x540, 1280x720 and 1920x1080, at a few points of a game."""
from __future__ import annotations

import importlib

import pytest

import scenes.widgets as W
from game.app import App
from game.match import Match
from game.seats import BOT_NAMES, SeatSpec
from game.settings import Settings
from rules import get_game
from scenes.registry import TABLES

SIZES = ((960, 540), (1280, 720), (1920, 1080))
MODULES = ["scenes.table_kit", "scenes.table_sf", "scenes.table_barony", "scenes.table_me_first",
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


@pytest.mark.parametrize("game_id", list(TABLES))
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
            for size in SIZES:
                app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
                try:
                    app.push("title")
                    t = app.push(f"table:{game_id}", m, viewer=0, animate=False)
                    labels.clear()
                    app.draw()
                    assert len(labels) > 5
                    log = t.log_rect()
                    rs = [(r, s) for r, s in labels if not log.contains(r)]
                    for i in range(len(rs)):
                        for j in range(i + 1, len(rs)):
                            a, b = rs[i][0], rs[j][0]
                            clip = a.clip(b)
                            assert clip.width <= 2 or clip.height <= 2, \
                                f"{game_id} {n}p {size}: {rs[i][1]!r} overlaps {rs[j][1]!r}"
                finally:
                    app.shutdown()
