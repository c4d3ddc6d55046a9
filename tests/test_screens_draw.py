"""Every screen draws without error at 960x540, 1280x720 and 1920x1080 (not timed: the
figures live in `python -m game bench frames`)."""
from __future__ import annotations

import pytest

from game.app import App
from game.match import Match
from game.seats import SeatSpec
from game.settings import Settings
from rules import get_game
from scenes.registry import TABLES

SIZES = ((960, 540), (1280, 720), (1920, 1080))


def bots(n):
    return [SeatSpec(f"Bot {i}", "bot", "medium") for i in range(n)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_draws(size):
    app = App(size=size, settings=Settings(anim_speed="fast", bot_pace="instant"), headless=True)
    try:
        gid = next(iter(TABLES))
        n = get_game(gid).max_players
        done = Match(gid, n, bots(n), 3, bot_delay=0, threaded=False)
        done.run_bots_instantly()
        screens = [("title",), ("setup", gid, n), ("help", gid), ("replays",), ("statistics",),
                   ("handoff", "Ann", lambda: None), ("replay", done.record(), 10)]
        for args in screens:
            app.clear_to("title")
            app.push(*args)
            for _ in range(3):
                app.frame(1 / 30, events=[])
        for g in TABLES:
            n = get_game(g).max_players
            m = Match(g, n, bots(n), 5, bot_delay=0, threaded=False)
            m.run_bots_instantly(15)
            app.clear_to("title")
            t = app.push(f"table:{g}", m, viewer=0, animate=True)
            app.push("pause", t)
            app.frame(1 / 30, events=[])
            app.pop()
            for _ in range(5):
                app.frame(1 / 30, events=[])
            m.run_bots_instantly()
            app.frame(1 / 30, events=[])               # the rest of the game's animations start…
            for _ in range(200):
                t.timeline.skip()                      # …and are skipped, on to the results
                app.frame(1 / 10, events=[])
                if type(app.top).__name__ == "ResultsScene":
                    break
            assert type(app.top).__name__ == "ResultsScene"
            app.draw()
    finally:
        app.shutdown()
