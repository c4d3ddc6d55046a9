"""`python -m game bench frames [--game G] [--size WxH]`: frame times of every screen, as a
player meets them, on the dummy video driver.

For each size: the floor (one full-window blit of the table's felt: what the machine can do
at all), then title, setup, help (scrolled), pause over a table, the hand-off curtain,
results and replay, and for each game with a table, at its largest player count: idle
waiting for you, hovering a card (the enlarged view), animating the next bot moves (card
flights, pop-ups, log lines), late in the game with the log panel full, and while a bot of
the strongest level thinks on the worker thread. Each row: frames timed, p50 / p95 / p99 and
the worst frame in ms (the first frame of a screen, which fills caches, is left out; it is
shown as "first"), how many frames took over 16 ms once the screen's first second was over,
and p99 as a multiple of the floor.
"""
from __future__ import annotations

import os
import time

SIZES = ((960, 540), (1280, 720), (1920, 1080))


def _pct(xs, q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))] if s else 0.0


def _row(label: str, size, times: list, floor: float, fps: int = 60) -> str:
    first, rest = times[0], times[1:] or times
    ms = [1000 * t for t in rest]
    p99 = _pct(ms, 0.99)
    ratio = f"{p99 / floor:5.1f}x floor" if floor > 0 else ""
    late = sum(1 for t in times[fps:] if t > 0.016)     # frames over 16 ms once the screen's first second is over
    return (f"frames {label:<46} {size[0]}x{size[1]}  n={len(ms):<4} p50 {_pct(ms, 0.5):6.2f}  "
            f"p95 {_pct(ms, 0.95):6.2f}  p99 {p99:6.2f}  worst {max(ms):6.2f} ms  first {1000 * first:6.1f}  "
            f">16ms after 1 s: {late}  {ratio}")


def _time_frames(app, n: int, dt: float = 1 / 60, until=None) -> list:
    out = []
    for _ in range(n):
        t0 = time.perf_counter()
        app.frame(dt, events=[])
        out.append(time.perf_counter() - t0)
        if until is not None and until():
            break
    return out


def _floor(app, n: int = 120) -> float:
    from scenes.widgets import felt
    bg = felt(app.size)
    app.screen.blit(bg, (0, 0))
    ts = []
    for _ in range(n):
        t0 = time.perf_counter()
        app.screen.blit(bg, (0, 0))
        ts.append(time.perf_counter() - t0)
    return _pct([1000 * t for t in ts], 0.5)


def _seats(game_id: str, players: int, human: bool, level: str = "medium"):
    from game.seats import BOT_NAMES, SeatSpec
    seats = [SeatSpec(BOT_NAMES[i % len(BOT_NAMES)], "bot", level) for i in range(players)]
    if human:
        seats[0] = SeatSpec("You", "human")
    return seats


def _human_match(game_id: str, players: int, moves: int, seed: int = 7):
    """A match with you at seat 0 (first legal move) and medium bots, ``moves`` moves in,
    stopped where you must act."""
    from game.match import Match
    m = Match(game_id, players, _seats(game_id, players, True), seed, {}, bot_delay=0, threaded=False)
    while m.step < moves and not m.over:
        m.run_bots_instantly()
        if 0 in m.humans_to_act() and m.step < moves:
            m.submit(0, m.legal(0)[0])
    m.run_bots_instantly()
    return m


def bench_frames(game_id: str | None = None, sizes=None) -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from game.app import App
    from game.bots import levels
    from game.match import Match
    from game.settings import Settings
    from rules import get_game
    from scenes.registry import playable_games

    games = [game_id] if game_id else playable_games()
    for size in sizes or SIZES:
        app = App(size=size, settings=Settings(anim_speed="normal", bot_pace="instant"), headless=True)
        floor = _floor(app)
        print(f"frames {'floor: one full-window blit':<46} {size[0]}x{size[1]}  {floor:6.3f} ms")
        first = games[0]
        n = get_game(first).max_players

        def screen(label, build, frames=120, dt=1 / 60):
            app.clear_to("title")
            build()
            print(_row(label, size, _time_frames(app, frames, dt), floor, round(1 / dt)))

        screen("title", lambda: None)
        screen("setup", lambda: app.push("setup", first, n))

        def help_scrolled():
            h = app.push("help", first)
            h.scroll = 25
        screen("help (scrolled)", help_scrolled)
        m = _human_match(first, n, 30)
        screen("pause over the table", lambda: (app.push(f"table:{first}", m, viewer=0, animate=False),
                                                app.push("pause", app.top)))
        screen("hand-off curtain", lambda: app.push("handoff", "Ann", lambda: None, note="your bid"))
        done = Match(first, n, _seats(first, n, False), 7, {}, bot_delay=0, threaded=False)
        done.run_bots_instantly()
        screen("results", lambda: (app.push(f"table:{first}", done, viewer=None, animate=False),
                                   app.push("results", done, save=False, table=app.top)))
        screen("replay (playing)", lambda: app.push("replay", done.record(), start=20, pace=3), dt=1 / 30)

        for gid in games:
            g = get_game(gid)
            n = g.max_players
            tag = f"{gid} {n}p"
            m = _human_match(gid, n, 24)

            def idle_table(mm=m, gid=gid):
                return app.push(f"table:{gid}", mm, viewer=0, animate=False)
            screen(f"{tag}: idle, your turn", idle_table)

            def hovering(mm=m, gid=gid):
                t = idle_table(mm, gid)
                app.draw()
                if t.hot:
                    rect, deck, cid = t.hot[len(t.hot) // 2]
                    t.hover_card = (deck, cid, rect)
            screen(f"{tag}: hovering a card", hovering)

            # the next bot moves, animated as in play (flights, pop-ups, log lines)
            bots = Match(gid, n, _seats(gid, n, False), 11, {}, bot_delay=0, threaded=False)
            bots.run_bots_instantly(20)
            app.clear_to("title")
            t = app.push(f"table:{gid}", bots, viewer=0, animate=True)
            t.seen = len(bots.events)
            times = _time_frames(app, 240, until=lambda: bots.step >= 32 and not t.timeline.busy)
            print(_row(f"{tag}: animating bot moves", size, times, floor))

            late = _human_match(gid, n, 10_000)

            def log_full(mm=late, gid=gid):
                t = app.push(f"table:{gid}", mm, viewer=0, animate=False)
                t.log_open = True
            screen(f"{tag}: late, log panel full", log_full)

            strongest = levels(gid)[-1]
            think = Match(gid, n, _seats(gid, n, False, strongest), 13, {}, bot_delay=0.0, threaded=True)
            app.clear_to("title")
            app.push(f"table:{gid}", think, viewer=0, animate=False)
            times, thinking, in_first_second = [], 0, 0
            t_start = time.perf_counter()
            t_end = t_start + 2.0
            while time.perf_counter() < t_end and not think.over:
                busy = think._pending is not None and not think._pending[1].done()
                t0 = time.perf_counter()
                app.frame(1 / 60, events=[])
                if busy:
                    times.append(time.perf_counter() - t0)
                    thinking += 1
                    in_first_second += t0 - t_start < 1.0
                time.sleep(0.001)
            think.close()
            if len(times) > 1:
                print(_row(f"{tag}: while {strongest} thinks", size, times, floor, in_first_second))
            else:
                print(f"frames {tag + ': while ' + strongest + ' thinks':<46} {size[0]}x{size[1]}  "
                      f"(it decided faster than a frame: no frame overlapped its thinking)")
        app.shutdown()


__all__ = ["bench_frames", "SIZES"]
