"""Every screen draws without error at 960x540, 1280x720 and 1920x1080 (not timed: the
figures live in `python -m game bench frames`)."""
from __future__ import annotations

import pytest

from game.app import App
from game.match import Match
from game.seats import SeatSpec
from game.settings import Settings
from rules import get_game
from scenes.registry import playable_games

SIZES = ((960, 540), (1280, 720), (1920, 1080))


def bots(n):
    return [SeatSpec(f"Bot {i}", "bot", "medium") for i in range(n)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_draws(size):
    app = App(size=size, settings=Settings(anim_speed="fast", bot_pace="instant"), headless=True)
    try:
        gid = playable_games()[0]
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
        for g in playable_games():
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


@pytest.mark.parametrize("game_id", ["sorcerous-futures", "barony", "me-first", "auctioneer"])
def test_a_kept_table_layer_always_matches_a_fresh_drawing(game_id):
    """Tables keep their still parts between frames; whatever happens (moves, a change of
    viewer as in hot-seat, hovering, the log hidden), the kept frame must be exactly what a
    drawing from scratch shows, so nothing stale (and no earlier viewer's secret) remains."""
    import pygame

    from game.app import App
    from game.match import Match
    from game.seats import SeatSpec
    from game.settings import Settings
    from rules import get_game
    g = get_game(game_id)
    n = g.min_players
    seats = [SeatSpec(f"P{i}", "human") for i in range(n)]
    m = Match(game_id, n, seats, 6, bot_delay=0, threaded=False)
    app = App(size=(1280, 720), settings=Settings(anim_speed="off"), headless=True)
    try:
        app.push("title")
        t = app.push(f"table:{game_id}", m, viewer=0, animate=False)

        def same():
            app.draw()
            kept = pygame.image.tobytes(app.screen, "RGB")
            app.invalidate()
            app.draw()
            return kept == pygame.image.tobytes(app.screen, "RGB")
        for k in range(6):
            seat = m.humans_to_act()[0]
            t.set_viewer(seat)
            assert same(), f"step {k}, viewer {seat}"
            t.set_viewer(None)
            assert same(), f"step {k}, public view"
            t.set_viewer(seat)
            legal = m.legal(seat)
            m.submit(seat, legal[k % len(legal)])
            t.update(0.016)
            assert same(), f"after move {k}"
            if t.hot:
                t.hover_card = (t.hot[0][1], t.hot[0][2], t.hot[0][0])
                assert same()
            if k == 3:
                t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l"))
                assert same()
    finally:
        app.shutdown()
