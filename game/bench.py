"""`python -m game bench frames|engine|bots|startup`: performance figures, printed (``bench net``:
game/net/bench.py)."""
from __future__ import annotations

import os
import subprocess
import sys
import time


def _random_games(game, players: int, seeds) -> tuple:
    """Per-game times (s) and total actions of random play (uniform over legal actions)."""
    from rules.core import Rng
    times, steps = [], 0
    for seed in seeds:
        rng = Rng(seed * 7 + players)
        t0 = time.perf_counter()
        s = game.new(players, seed)
        while not game.is_over(s):
            seat = min(game.to_act(s))
            legal = game.legal_actions(s, seat)
            s, _ = game.apply(s, seat, legal[rng.randrange(len(legal))])
            steps += 1
        times.append(time.perf_counter() - t0)
    return times, steps


def _ms(times, q) -> float:
    xs = sorted(times)
    return 1000 * xs[min(len(xs) - 1, int(q * len(xs)))]


def _frozen_modules():
    """The modules frozen in the checkout's ``tools/bench_baseline/`` (none in an installed game)."""
    import importlib.util
    import pkgutil
    folder = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools", "bench_baseline")
    if not os.path.isdir(folder):
        return
    for info in pkgutil.iter_modules([folder]):
        spec = importlib.util.spec_from_file_location(f"bench_baseline_{info.name}",
                                                      os.path.join(folder, f"{info.name}.py"))
        mod = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = mod              # its dataclasses look their module up
        spec.loader.exec_module(mod)
        yield mod


def baselines() -> dict:
    """Earlier engines to time beside today's, by game id: the frozen copies in the checkout's
    ``tools/bench_baseline/`` (e.g. Barony before the step-by-step bid model). An installed
    game has none."""
    return {m.GAME.id: m.GAME for m in _frozen_modules() if getattr(m, "GAME", None) is not None}


def bot_baselines() -> dict:
    """Earlier bot modules to time beside today's, by game id: the frozen copies in the
    checkout's ``tools/bench_baseline/`` that name their game in ``BOT_OF``. An installed game
    has none."""
    return {m.BOT_OF: m for m in _frozen_modules() if getattr(m, "BOT_OF", None)}


def _rollout_games(game, fn, seeds, players: int) -> list:
    """Seconds per game of ``fn`` (a bot module's ``rollout``, else its ``medium``) in every seat."""
    from rules.core import Rng
    times = []
    for seed in seeds:
        s, rng = game.new(players, seed), Rng(seed)
        t0 = time.perf_counter()
        while not game.is_over(s):
            seat = min(game.to_act(s))
            s, _ = game.apply(s, seat, fn(game.view(s, seat), game.legal_actions(s, seat), rng))
        times.append(time.perf_counter() - t0)
    return times


def bench_engine(game_id: str | None = None) -> None:
    """Random games per game and player count: ms a game (p50/p99) and µs an action. A game
    with a frozen earlier engine (``baselines``) is also timed with it, on the same seeds, in
    the same run, and the ratio printed."""
    from rules import available_games, get_game
    old_engines = baselines()
    for gid in available_games():
        g = get_game(gid)
        for n in range(g.min_players, g.max_players + 1):
            times, steps = _random_games(g, n, range(200))
            line = (f"engine {gid:<18} {n}p: 200 random games, p50 {_ms(times, .5):6.2f} ms  p99 {_ms(times, .99):6.2f} ms"
                    f"  mean {1000 * sum(times) / len(times):6.2f} ms a game, {1e6 * sum(times) / max(1, steps):6.1f} µs an action")
            print(line)
            if gid in old_engines:
                old, old_steps = _random_games(old_engines[gid], n, range(40))
                ratio = (sum(old) / len(old)) / (sum(times) / len(times))
                print(f"engine {gid + ' (before)':<18} {n}p:  40 random games, p50 {_ms(old, .5):6.2f} ms  "
                      f"p99 {_ms(old, .99):6.2f} ms  mean {1000 * sum(old) / len(old):6.2f} ms a game "
                      f"-> today's engine is {ratio:.0f}x faster a game")


def bench_bots(game_id: str) -> None:
    """Time a decision of every level (random, easy, medium: over 20 games; hard: over a few
    positions), and the hard bot's search speed: sampled games a second, per game."""
    from game.bots import get_bot, levels
    from game.bots.hard import DEFAULT_THINKING, THINKING
    from game.bots import search_kit
    from game.bots.search import rank_moves
    from game.sim import bot_rng
    from rules import available_games, get_game
    from rules.core import Rng
    for gid in available_games():
        g = get_game(gid)
        n = g.min_players
        for lv in levels(gid):
            fn = get_bot(gid, lv)
            times = []
            games = 20 if lv != "hard" else 1
            for seed in range(games):
                s = g.new(n, seed)
                rng = bot_rng(seed, 0)
                k = 0
                while not g.is_over(s):
                    seat = sorted(g.to_act(s))[0]
                    view, legal = g.view(s, seat), g.legal_actions(s, seat)
                    if lv == "hard" and k % 9:
                        a = get_bot(gid, "medium")(view, legal, rng)      # time hard at every 9th decision
                    else:
                        t0 = time.perf_counter()
                        a = fn(view, legal, rng)
                        times.append(time.perf_counter() - t0)
                    s, _ = g.apply(s, seat, a)
                    k += 1
            xs = sorted(times)
            p50, p95 = 1000 * xs[len(xs) // 2], 1000 * xs[min(len(xs) - 1, int(0.95 * len(xs)))]
            print(f"bots {gid:<18} {lv:<7}: p50 {p50:8.3f} ms  p95 {p95:8.3f} ms a decision ({len(xs)} decisions, {n}p)")
        # search speed from a few positions a little into the game, at the largest table
        med = get_bot(gid, "medium")
        rates = []
        for seed in range(3):
            s = g.new(g.max_players, seed)
            rng = Rng(seed)
            for _ in range(12):
                if g.is_over(s):
                    break
                seat = min(g.to_act(s))
                s, _ = g.apply(s, seat, med(g.view(s, seat), g.legal_actions(s, seat), rng))
            seat = min(g.to_act(s))
            view, legal = g.view(s, seat), g.legal_actions(s, seat)
            t0 = time.perf_counter()
            est = rank_moves(search_kit(gid), view, seat, legal, Rng(seed), budget_s=0.5, min_samples=0, halving=False)
            rates.append(sum(e.samples for e in est) / (time.perf_counter() - t0))
        print(f"bots {gid:<18} hard search: {sum(rates) / len(rates):7.0f} sampled games a second at "
              f"{g.max_players}p (rollouts of medium; thinking '{DEFAULT_THINKING}': at most "
              f"{THINKING[DEFAULT_THINKING]} s a decision)")
        old = bot_baselines().get(gid)
        if old is not None:
            # a sampled game as the search plays it, today's bots against the frozen earlier ones,
            # on the same deals, interleaved (the same load on both)
            from game.bots import _module
            new_fn = getattr(_module(gid), "rollout", None) or get_bot(gid, "medium")
            old_fn = getattr(old, "rollout", None) or old.medium
            seeds = range(30)
            a, b = [], []
            for k in range(0, 30, 5):
                b += _rollout_games(g, old_fn, seeds[k:k + 5], g.max_players)
                a += _rollout_games(g, new_fn, seeds[k:k + 5], g.max_players)
            print(f"bots {gid:<18} a sampled game ({g.max_players}p, 30 deals): today p50 {_ms(a, .5):6.1f} ms "
                  f"p99 {_ms(a, .99):6.1f} ms; before p50 {_ms(b, .5):6.1f} ms p99 {_ms(b, .99):6.1f} ms "
                  f"-> {sum(b) / sum(a):.2f}x faster")


def _time_cmd(cmd, runs=3, cwd=None) -> tuple:
    """(best, first) wall-clock seconds of ``cmd``; headless, in a throw-away data folder."""
    import tempfile
    times = []
    with tempfile.TemporaryDirectory(prefix="ap-bench-") as home:
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
               "AUCTION_PARLOUR_HOME": home, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        env.pop("AUCTION_PARLOUR_CRASH_TEST", None)
        for _ in range(runs):
            t0 = time.perf_counter()
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=cwd)
            times.append(time.perf_counter() - t0)
    return min(times), times[0]


def _tree_size(path: str) -> int:
    if os.path.isfile(path):
        return os.path.getsize(path)
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(path) for f in fs
               if not os.path.islink(os.path.join(d, f)))


def frozen_builds(root: str, extra: str | None = None) -> list:
    """[(label, executable, what to size)] for the builds that exist (build.spec's outputs)."""
    exe = "AuctionParlour.exe" if sys.platform == "win32" else "AuctionParlour"
    out = []
    if extra:
        path = os.path.abspath(extra)
        if os.path.isdir(path):                      # a one-folder build, or a macOS .app
            inner = os.path.join(path, "Contents", "MacOS", "AuctionParlour")
            out.append(("given build", inner if os.path.isfile(inner) else os.path.join(path, exe), path))
        else:                                        # an executable: one-folder if _internal/ is beside it
            folder_of = os.path.dirname(path)
            out.append(("given build", path,
                        folder_of if os.path.isdir(os.path.join(folder_of, "_internal")) else path))
    folder = os.path.join(root, "dist", "AuctionParlour")
    out.append(("one-folder build", os.path.join(folder, exe), folder))
    onefile = os.path.join(root, "dist", "onefile", exe)
    out.append(("one-file build", onefile, onefile))
    app = os.path.join(root, "dist", "AuctionParlour.app")
    out.append(("macOS app", os.path.join(app, "Contents", "MacOS", "AuctionParlour"), app))
    seen, found = set(), []
    for label, e, size_of in out:
        key = os.path.normcase(os.path.abspath(e))
        if os.path.isfile(e) and key not in seen:
            seen.add(key)
            found.append((label, e, size_of))
    return found


def bench_startup(frozen: str | None) -> None:
    """Time to first frame: launch, open the (headless) window, draw one frame (``--smoke 1``), exit.

    Best of 3 runs (warm file cache) and the first run; ``--version`` times the launch alone
    (for a one-file build that includes unpacking to a temporary folder).
    """
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    rows = [("source", [sys.executable, "-m", "game"], None)]
    rows += [(label, [exe], size_of) for label, exe, size_of in frozen_builds(root, frozen)]
    for label, cmd, size_of in rows:
        best, first = _time_cmd(cmd + ["--smoke", "1"], cwd=root)
        launch, _ = _time_cmd(cmd + ["--version"], cwd=root)
        where = "python -m game" if size_of is None else \
            f"{os.path.relpath(size_of, root)}, {_tree_size(size_of) / 1e6:.1f} MB"
        print(f"startup {label:<17} {best:5.2f} s to first frame (best of 3; first run {first:.2f} s; "
              f"launch alone {launch:.2f} s) [{where}]")
    import subprocess
    try:
        import resource
        subprocess.run([sys.executable, "-m", "game", "--smoke", "900"], cwd=root, capture_output=True, timeout=600,
                       env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"))
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024     # kilobytes on Linux
        print(f"memory  source            {peak:5.0f} MB peak resident in play (--smoke 900: a bots-only game "
              f"through the real scenes)")
    except (ImportError, OSError, subprocess.SubprocessError) as exc:
        print(f"memory: not measured here ({exc})")
    if len(rows) == 1:
        print("startup frozen: no build found (pyinstaller build.spec --noconfirm [-- --onefile], then run again)")


def run(what: str, game_id: str | None = None, frozen: str | None = None, size=None) -> int:
    if what == "engine":
        bench_engine(game_id)
    elif what == "bots":
        from rules import GAME_IDS
        bench_bots(game_id or GAME_IDS[0])
    elif what == "frames":
        from .bench_frames import bench_frames
        bench_frames(game_id, [size] if size else None)
    elif what == "startup":
        bench_startup(frozen)
    return 0
