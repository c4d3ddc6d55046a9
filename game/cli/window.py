"""No command: the window at the title screen; ``--smoke N``: N frames of a bots-only game
through the real scene stack, headless."""
from __future__ import annotations

from .common import get_game, headless_env, make_match


def run_window(size) -> int:
    from game.app import App
    app = App(size=size)
    app.push("title")
    app.run()
    return 0


def run_smoke(n: int, size) -> int:
    headless_env()
    from game.app import App
    from game.seats import BOT_NAMES, SeatSpec
    from game.settings import Settings
    from scenes.registry import playable_games
    st = Settings(anim_speed="fast", bot_pace="instant")
    app = App(size=size or (1280, 720), settings=st, headless=True)
    gid = playable_games()[0]
    g = get_game(gid)
    seats = [SeatSpec(BOT_NAMES[i], "bot", "medium") for i in range(g.min_players)]
    m = make_match(gid, g.min_players, seats, 12345, {}, bot_delay=0.0)
    app.push("title")
    app.push(f"table:{gid}", m)
    app.run(max_frames=n)
    print(f"smoke: {app.frames} frames, {m.step} moves, game over: {m.over}")
    return 0
