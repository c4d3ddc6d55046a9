"""``python -m game bench net``: online play's figures on this machine.

1. Round trip of an action on localhost: a host process (``serve``) and one client process
   holding both seats of a two-player table, moving at once; the time from sending a move to
   receiving the state it made (p50/p99), and a ping's.
2. Tables one host process serves: ``serve --tables K`` with each table's two remote seats
   played by bot:medium clients (all in one load process, deciding as ``join --as bot:medium``
   does) and a bot at the host; the clients pause ``think`` seconds (±50%) before each move as
   people do. For each K: moves a second, the move round trip (p50/p99), the host's CPU (% of
   one core) and memory (resident, peak). The clients' own work shares the same two cores, so
   the round trips include their waiting too: an upper bound of what a player would see.
"""
from __future__ import annotations

import asyncio
import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time

from . import codec
from .protocol import MAX_HOST_MESSAGE, PROTOCOL_VERSION

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _pct(xs, q) -> float:
    xs = sorted(xs)
    return 1000 * xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


class HostProcess:
    """``python -m game serve …`` in its own process and throw-away data folder."""

    def __init__(self, args):
        self.home = tempfile.mkdtemp(prefix="ap-bench-net-")
        env = {**os.environ, "AUCTION_PARLOUR_HOME": self.home, "SDL_VIDEODRIVER": "dummy",
               "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1", "PYTHONUNBUFFERED": "1"}
        self.p = subprocess.Popen([sys.executable, "-m", "game", "serve", *args, "--port", "0", "--bind", "127.0.0.1",
                                   "--no-lan"], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                  text=True)
        self.lines: list = []
        threading.Thread(target=self._read, daemon=True).start()
        deadline = time.monotonic() + 30
        self.port = None
        while self.port is None:
            for line in list(self.lines):
                if line.startswith("listening on"):
                    self.port = int(line.rsplit(":", 1)[1])
            if time.monotonic() > deadline or self.p.poll() is not None:
                raise RuntimeError(f"the host did not start: {self.lines}")
            time.sleep(0.02)

    def _read(self):
        for line in self.p.stdout:
            self.lines.append(line.rstrip("\n"))

    def cpu_seconds(self) -> float:
        try:
            with open(f"/proc/{self.p.pid}/stat") as fh:
                fields = fh.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, ValueError, IndexError):
            return float("nan")

    def memory_mb(self) -> tuple:
        """(resident now, peak resident) in MB."""
        out = {}
        try:
            with open(f"/proc/{self.p.pid}/status") as fh:
                for line in fh:
                    if line.startswith(("VmRSS:", "VmHWM:")):
                        out[line.split(":")[0]] = int(line.split()[1]) / 1024
        except OSError:
            pass
        return out.get("VmRSS", float("nan")), out.get("VmHWM", float("nan"))

    def stop(self) -> None:
        trouble = [line for line in self.lines if "Error" in line or "Traceback" in line]
        if trouble:
            print("net: the host reported:\n  " + "\n  ".join(self.lines[-30:]))
        self.p.kill()
        self.p.wait(10)
        import shutil
        shutil.rmtree(self.home, ignore_errors=True)


async def _seat_client(address, code, level, think, rtts, stop, rng):
    """One seat: a bot of ``level`` (None: a random legal move), each move ``think`` seconds
    (±50%) after its state; each move's round trip appended to ``rtts``."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    from game.bots import get_bot
    from rules import get_game
    from rules.core import Rng
    bot_rng = Rng(rng.randrange(1 << 30))
    async with connect(f"ws://{address}/", max_size=MAX_HOST_MESSAGE, compression=None, proxy=None,
                       close_timeout=1) as ws:
        await ws.send(json.dumps({"t": "hello", "version": PROTOCOL_VERSION, "code": code}))
        game = bot = None
        sent = None                                    # (turn the move makes, when it left)
        decided = None                                 # the turn last answered
        last = None                                    # the last state

        async def later(delay, text, turn):
            nonlocal sent
            if delay:
                await asyncio.sleep(delay)
            sent = (turn + 1, time.perf_counter())
            try:
                await ws.send(text)
            except ConnectionClosed:
                pass
        async for raw in ws:
            now = time.perf_counter()
            msg = codec.loads(raw, MAX_HOST_MESSAGE)
            kind = msg.get("t")
            if kind == "welcome":
                game = get_game(msg["game"])
                bot = get_bot(msg["game"], level) if level else None
                continue
            if kind == "error" and msg.get("code") in ("stale", "turn", "illegal") and last is not None:
                decided = None                             # refused: think again about the last position
                msg = last
            elif kind != "state":
                continue
            else:
                last = msg
                if sent is not None and msg["turn"] >= sent[0]:
                    if not stop.is_set():
                        rtts.append(now - sent[1])
                    sent = None
            if msg["over"] or stop.is_set():
                return
            if msg["legal"] and msg["turn"] != decided:
                decided = msg["turn"]
                legal = [game.parse_action(a) for a in msg["legal"]]
                action = bot(codec.decode(msg["view"]), legal, bot_rng) if bot else legal[rng.randrange(len(legal))]
                text = json.dumps({"t": "act", "action": action.to_json(), "turn": msg["turn"]})
                delay = think * (0.5 + rng.random()) if think else 0
                asyncio.get_running_loop().create_task(later(delay, text, msg["turn"]))


def bench_round_trip(games: int = 4) -> None:
    from rules import GAME_IDS, get_game
    # the last game for two (the one with the shortest turns: each move a round trip)
    game_id = [g for g in GAME_IDS if get_game(g).min_players == 2][-1]
    title = get_game(game_id).title
    host = HostProcess([game_id, "--players", "2", "--seats", "remote,remote", "--code", "RTT",
                        "--tables", str(games + 1), "--quiet"])
    try:
        rtts, pings = [], []

        async def main():
            stop = asyncio.Event()
            rng = random.Random(1)
            addr = f"127.0.0.1:{host.port}"
            for k in range(games):                      # one game after another: nothing else runs
                await asyncio.gather(*(_seat_client(addr, f"RTT-{k + 1}", None, 0, rtts, stop, rng) for _ in range(2)))
            from websockets.asyncio.client import connect
            async with connect(f"ws://{addr}/", proxy=None, compression=None) as ws:
                await ws.send(json.dumps({"t": "hello", "version": PROTOCOL_VERSION, "code": f"RTT-{games + 1}"}))
                for _ in range(200):
                    t0 = time.perf_counter()
                    await ws.send(json.dumps({"t": "ping", "n": 0}))
                    while json.loads(await ws.recv()).get("t") != "pong":
                        pass
                    pings.append(time.perf_counter() - t0)
                    await asyncio.sleep(0.06)            # within the rate limit
        try:
            asyncio.run(main())
        except Exception as exc:  # noqa: BLE001 - the table is over once every game is (refused: fine)
            if not rtts:
                raise
            print(f"net round trip: (the ping part stopped: {exc.__class__.__name__})")
        print(f"net round trip: a move on localhost, host in its own process: p50 {_pct(rtts, .5):5.2f} ms  "
              f"p99 {_pct(rtts, .99):5.2f} ms ({len(rtts)} moves of {games} {title} games, 2 online seats)")
        if pings:
            print(f"net round trip: a ping: p50 {_pct(pings, .5):5.2f} ms  p99 {_pct(pings, .99):5.2f} ms "
                  f"({len(pings)} pings)")
    finally:
        host.stop()


def bench_tables(game_id: str, counts, think: float, seconds: float, level: str = "medium") -> list:
    """For each table count: (tables, moves a second, p50 ms, p99 ms, host CPU %, RSS MB, peak MB)."""
    rows = []
    for k in counts:
        host = HostProcess([game_id, "--players", "3", "--seats", "remote,remote,bot:medium", "--code", "LOAD",
                            "--tables", str(k), "--quiet", "--bot-delay", str(min(think, 0.75))])
        try:
            rtts: list = []
            load_cpu: list = []

            async def main():
                stop = asyncio.Event()
                rng = random.Random(k)
                addr = f"127.0.0.1:{host.port}"
                tasks = [asyncio.get_running_loop().create_task(
                    _seat_client(addr, f"LOAD-{t + 1}", level, think, rtts, stop, rng))
                    for t in range(k) for _ in range(2)]
                await asyncio.sleep(min(5.0, 1 + k / 50))          # everyone joins and the games start
                rtts.clear()
                cpu0, me0, t0 = host.cpu_seconds(), time.process_time(), time.perf_counter()
                await asyncio.sleep(seconds)
                wall = time.perf_counter() - t0
                cpu = (host.cpu_seconds() - cpu0) / wall
                load_cpu.append((time.process_time() - me0) / wall)
                n = len(rtts)
                stop.set()
                for t in tasks:
                    t.cancel()
                await asyncio.gather(*tasks, return_exceptions=True)
                return cpu, n
            cpu, n = asyncio.run(main())
            rss, peak = host.memory_mb()
            row = (k, n / seconds, _pct(rtts[:n], .5), _pct(rtts[:n], .99), 100 * cpu, rss, peak)
            rows.append(row)
            print(f"net tables {k:4d} {game_id} (2 online bot:{level} seats thinking ~{think:g} s + 1 host bot): "
                  f"{row[1]:6.1f} moves/s by clients, round trip p50 {row[2]:6.1f} ms p99 {row[3]:7.1f} ms, "
                  f"host CPU {row[4]:5.1f}% of a core, memory {rss:5.0f} MB (peak {peak:.0f} MB); "
                  f"the clients' process {100 * load_cpu[0]:5.1f}% of a core", flush=True)
        finally:
            host.stop()
    return rows


def run(game_id: str | None = None, counts=None, think: float = 1.0, seconds: float = 20.0) -> int:
    print(f"net: {os.cpu_count()} cores; host and clients share them")
    bench_round_trip()
    from rules import GAME_IDS
    rows = bench_tables(game_id or GAME_IDS[0], counts or (10, 50, 100, 200, 300), think, seconds)
    ok = [r for r in rows if r[3] <= 100]
    if ok:
        print(f"net: one host process served {max(r[0] for r in ok)} tables with p99 ≤ 100 ms "
              f"(of {', '.join(str(r[0]) for r in rows)} tried)")
    else:
        print("net: p99 was over 100 ms at every table count tried")
    return 0
