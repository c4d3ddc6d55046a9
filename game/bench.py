"""`python -m game bench frames|engine|bots|startup`: performance figures, printed."""
from __future__ import annotations

import os
import subprocess
import sys
import time


def bench_engine(game_id: str) -> None:
    from rules import available_games
    from game.sim import play_game
    from rules import get_game
    for gid in available_games():
        g = get_game(gid)
        for n in range(g.min_players, g.max_players + 1):
            k = 200
            t0 = time.perf_counter()
            steps = 0
            for seed in range(k):
                steps += play_game(gid, n, seed, ["random"] * n).steps
            dt = time.perf_counter() - t0
            print(f"engine {gid:<18} {n}p: {k} random games in {dt:6.2f} s = {1000 * dt / k:6.2f} ms/game, "
                  f"{1e6 * dt / max(1, steps):6.1f} µs/action")


def bench_bots(game_id: str) -> None:
    from game.bots import get_bot, levels
    from game.sim import bot_rng
    from rules import available_games, get_game
    for gid in available_games():
        g = get_game(gid)
        n = g.min_players
        for lv in levels(gid):
            fn = get_bot(gid, lv)
            total, calls = 0.0, 0
            for seed in range(20):
                s = g.new(n, seed)
                rng = bot_rng(seed, 0)
                while not g.is_over(s):
                    seat = sorted(g.to_act(s))[0]
                    view, legal = g.view(s, seat), g.legal_actions(s, seat)
                    t0 = time.perf_counter()
                    a = fn(view, legal, rng)
                    total += time.perf_counter() - t0
                    calls += 1
                    s, _ = g.apply(s, seat, a)
            print(f"bots {gid:<18} {lv:<7}: {1000 * total / max(1, calls):7.3f} ms a decision over {calls} decisions")


def bench_frames(game_id: str) -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from game.app import App
    from game.match import Match
    from game.seats import BOT_NAMES, SeatSpec
    from game.settings import Settings
    from scenes.tables import table_class
    for size in ((1280, 720), (960, 540), (1920, 1080)):
        app = App(size=size, settings=Settings(), headless=True)
        m = Match(game_id, 4, [SeatSpec(BOT_NAMES[i], "bot", "medium") for i in range(4)], 7, {}, bot_delay=0,
                  threaded=False)
        m.run_bots_instantly(40)
        t = table_class(game_id)(app, m, viewer=0, animate=False)
        app.push(t)
        app.draw()                       # warm the card cache
        k = 120
        t0 = time.perf_counter()
        for _ in range(k):
            t.update(1 / 60)
            app.draw()
        dt = time.perf_counter() - t0
        print(f"frames {game_id} {size[0]}x{size[1]}: {1000 * dt / k:6.2f} ms a frame ({k / dt:5.0f} fps possible)")
        import pygame
        pygame.quit()


def _time_cmd(cmd, runs=3) -> float:
    best = None
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    return best


def bench_startup(frozen: str | None) -> None:
    """Time to first frame: launch, open the window, draw one frame (`--smoke 1`), exit."""
    src = _time_cmd([sys.executable, "-m", "game", "--smoke", "1"])
    print(f"startup source: {src:5.2f} s to first frame (best of 3, python -m game --smoke 1)")
    candidates = [frozen] if frozen else []
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    exe = "AuctionParlour.exe" if sys.platform == "win32" else "AuctionParlour"
    candidates += [os.path.join(root, "dist", "AuctionParlour", exe), os.path.join(root, "dist", exe)]
    seen = False
    for path in candidates:
        if path and os.path.isfile(path):
            seen = True
            t = _time_cmd([path, "--smoke", "1"])
            size = os.path.getsize(path) if os.path.basename(os.path.dirname(path)) != "AuctionParlour" else \
                sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(os.path.dirname(path)) for f in fs)
            print(f"startup frozen: {t:5.2f} s to first frame ({path}, {size / 1e6:.1f} MB)")
    if not seen:
        print("startup frozen: no build found (pyinstaller build.spec --noconfirm, then run again)")


def run(what: str, game_id: str = "sorcerous-futures", frozen: str | None = None) -> int:
    if what == "engine":
        bench_engine(game_id)
    elif what == "bots":
        bench_bots(game_id)
    elif what == "frames":
        bench_frames(game_id)
    elif what == "startup":
        bench_startup(frozen)
    return 0
