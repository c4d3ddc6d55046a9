"""Online play across processes, as people run it: ``serve`` and ``join --as bot:LEVEL`` in
processes of their own over localhost. A client killed -9 comes back to its seat with the
token it kept; the host killed -9 is started again with the same command, continues the
saved game, and both clients rejoin and finish it."""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Proc:
    """A command of the game in its own process and data folder; its output kept line by line."""

    def __init__(self, args, home, env=None):
        os.makedirs(home, exist_ok=True)
        env = {**os.environ, "AUCTION_PARLOUR_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
               "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1", "PYTHONUNBUFFERED": "1", **(env or {})}
        env.pop("AUCTION_PARLOUR_CRASH_TEST", None)
        self.lines: list = []
        self.p = subprocess.Popen([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, text=True,
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.p.stdout:
            self.lines.append(line.rstrip("\n"))

    def wait_for(self, text, timeout=30):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if any(text in line for line in self.lines):
                return
            assert self.p.poll() is None or any(text in line for line in self.lines), self.lines
            time.sleep(0.02)
        raise AssertionError(f"{text!r} not seen: {self.lines}")

    def kill(self):
        self.p.send_signal(signal.SIGKILL)
        self.p.wait(10)

    def finish(self, timeout=60) -> int:
        try:
            return self.p.wait(timeout)
        except subprocess.TimeoutExpired:
            self.p.kill()
            raise AssertionError(f"still running: {self.lines}") from None


def _moves(table_file) -> int:
    try:
        with open(table_file, encoding="utf-8") as fh:
            return len(json.load(fh)["record"]["actions"])
    except (OSError, ValueError, KeyError):
        return 0


def _wait_moves(table_file, n, timeout=30):
    deadline = time.monotonic() + timeout
    while _moves(table_file) < n:
        assert time.monotonic() < deadline, f"the game did not reach {n} moves"
        time.sleep(0.02)


def test_a_client_and_then_the_host_are_killed_and_everyone_comes_back(tmp_path):
    port = free_port()
    host_home = tmp_path / "host"
    serve = ["serve", "me-first", "--players", "3", "--seats", "remote,remote,bot:easy", "--port", str(port),
             "--bind", "127.0.0.1", "--code", "KILLME", "--bot-delay", "0.04", "--no-lan"]
    host = Proc(serve, host_home)
    host.wait_for("listening on")

    def join(i):
        return Proc(["join", f"127.0.0.1:{port}", "--code", "KILLME", "--as", "bot:easy", "--retry", "40",
                     "--token-file", str(tmp_path / f"seat{i}.json"), "--think", "0.04"], tmp_path / f"c{i}")
    clients = [join(0), join(1)]
    table_file = host_home / "tables" / "KILLME.json"
    _wait_moves(table_file, 8)
    # a client killed -9 comes back with the token it kept
    token = json.loads((tmp_path / "seat0.json").read_text())["token"]
    clients[0].kill()
    clients[0] = join(0)
    _wait_moves(table_file, 20)
    assert json.loads((tmp_path / "seat0.json").read_text())["token"] == token
    # the host killed -9, started again with the same command: the saved game continues
    host.kill()
    saved = _moves(table_file)
    tokens = [s["token"] for s in json.loads(table_file.read_text())["seats"]]
    assert token in tokens[:2] and all(tokens[:2]) and tokens[2] is None      # the bot's seat has none
    time.sleep(0.3)                                   # the clients notice and keep trying
    host = Proc(serve, host_home)
    host.wait_for("continuing the saved game")
    for c in clients:
        assert c.finish(90) == 0, c.lines
        assert any("Game over" in line for line in c.lines), c.lines
    assert host.finish(30) == 0, host.lines
    records = os.listdir(host_home / "records")
    assert len(records) == 1
    rec = json.loads((host_home / "records" / records[0]).read_text())
    assert "final" in rec and len(rec["actions"]) >= saved
    assert not table_file.exists()
    assert any("rejoin" in line for line in clients[1].lines)          # it noticed the host go
