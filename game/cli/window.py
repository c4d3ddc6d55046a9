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


def run_smoke(n: int, size, level: str = "medium") -> int:
    headless_env()
    from game.app import App
    from game.seats import BOT_NAMES, SeatSpec
    from game.settings import Settings
    from scenes.registry import playable_games
    st = Settings(anim_speed="fast", bot_pace="instant")
    app = App(size=size or (1280, 720), settings=st, headless=True)
    gid = playable_games()[0]
    g = get_game(gid)
    seats = [SeatSpec(BOT_NAMES[i], "bot", level) for i in range(g.min_players)]
    m = make_match(gid, g.min_players, seats, 12345, {}, bot_delay=0.0, wake=app.wake)
    app.push("title")
    app.push(f"table:{gid}", m)
    if level == "hard":
        # hard thinks in a worker process: go on (a little) until it has decided a few moves,
        # so that a frozen build proves it can start that process
        import time
        deadline = time.monotonic() + 90
        while app.running and (app.frames < n or (m.step < 3 and not m.over)) and time.monotonic() < deadline:
            app.clock.tick(60)
            app.frame(1 / 30)
        app.shutdown()
    else:
        app.run(max_frames=n)
    print(f"smoke: {app.frames} frames, {m.step} moves, game over: {m.over} ({level} bots)")
    return 0 if m.step > 0 else 1
