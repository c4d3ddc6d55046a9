"""Done means: two windows on one machine (Xvfb) play a whole game against each other and a
bot, as two players would: each window is ``python -m game join`` (no --as: the Join screen,
then the game's table), and a player's keys go to it with xdotool (Me First: 1 takes the
first card of the row; → and Enter choose and confirm a secret pick). The host (``serve``) exits 0 when the
game is over. Slow (and skipped without Xvfb and xdotool)."""
from __future__ import annotations

import os
import shutil
import subprocess
import time

import pytest

from test_net_restart import Proc, free_port

pytestmark = pytest.mark.slow


def _windows(pid: int, display: str) -> list:
    env = {**os.environ, "DISPLAY": display}
    out = subprocess.run(["xdotool", "search", "--onlyvisible", "--class", ""], capture_output=True, text=True, env=env)
    found = []
    for w in out.stdout.split():
        who = subprocess.run(["xdotool", "getwindowpid", w], capture_output=True, text=True, env=env)
        if who.stdout.strip() == str(pid):
            found.append(w)
    return found


@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")), reason="needs Xvfb and xdotool")
def test_two_windows_play_a_whole_game_against_each_other_and_a_bot(tmp_path):
    display = f":{90 + os.getpid() % 9}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1400x900x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    procs = []
    try:
        time.sleep(1.0)
        port = free_port()
        host = Proc(["serve", "me-first", "--players", "3", "--seats", "remote,remote,bot:easy", "--port", str(port),
                     "--bind", "127.0.0.1", "--code", "XVFB1", "--bot-delay", "0.2", "--no-lan"], tmp_path / "host")
        procs.append(host)
        host.wait_for("listening on")
        players = []
        for name in ("Ann", "Bob"):
            p = Proc(["--size", "960x600", "join", f"127.0.0.1:{port}", "--code", "XVFB1", "--name", name],
                     tmp_path / name, env={"DISPLAY": display, "SDL_VIDEODRIVER": "x11"})
            players.append(p)
            procs.append(p)
        deadline = time.monotonic() + float(os.environ.get("XVFB_TEST_SECONDS", "240"))
        while host.p.poll() is None:
            assert time.monotonic() < deadline, (host.lines, [_windows(p.p.pid, display) for p in players], display)
            for p in players:
                assert p.p.poll() is None, p.lines
                for w in _windows(p.p.pid, display):
                    subprocess.run(["xdotool", "windowfocus", "--sync", w, "key", "--delay", "60", "1", "Right", "Return"],
                                   capture_output=True, timeout=10, env={**os.environ, "DISPLAY": display})
            time.sleep(0.2)
        assert host.p.returncode == 0, host.lines
        assert any("Game over at table XVFB1" in line for line in host.lines), host.lines
        assert any("Ann joined" in line for line in host.lines) and any("Bob joined" in line for line in host.lines)
    finally:
        for p in procs:
            if p.p.poll() is None:
                p.p.kill()
        xvfb.kill()
