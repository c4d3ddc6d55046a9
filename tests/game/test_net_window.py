"""The window's side of online play: the Join screen joins a table hosted elsewhere (here a
host on its own thread), and the game's own table plays the seat through a RemoteMatch,
frame by frame, without a frame ever waiting on the network, to the results screen."""
from __future__ import annotations

import time

import pytest

from game.net.client import play_as_bot
from game.net.host import HostThread
from rules.core import Rng


@pytest.mark.parametrize("game_id", ["me-first", "sorcerous-futures"])
def test_a_window_joins_a_hosted_table_and_plays_it_to_the_end(app, game_id):
    from scenes.table_kit import TableScene
    host = HostThread(bind="127.0.0.1").start()
    try:
        table = host.add_table(game_id, 3, ["remote", "remote", "bot:easy"], bot_delay=0, seed=3, code="WIN1")
        friend = host.submit(play_as_bot(f"127.0.0.1:{host.port}", "WIN1", "easy", seed=4))
        app.push("title")
        app.push("join", f"127.0.0.1:{host.port}", "WIN1", "Ann", lan=False)
        app.top.join()
        deadline = time.monotonic() + 20
        while not isinstance(app.top, TableScene):
            assert time.monotonic() < deadline, app.top.message
            app.frame(1 / 30, events=[])
            time.sleep(0.005)
        t = app.top
        m = t.match
        assert m.me in (0, 1) and m.seats[m.me].name == "Ann" and m.seats[2].is_bot
        rng, slowest = Rng(5), 0.0
        while type(app.top).__name__ != "ResultsScene":
            assert time.monotonic() < deadline, ("the game did not finish", m.step, m._sent, m.refused, len(m._queue),
                                                 table.match.step, sorted(table.match.to_act()), t.error, m._turn,
                                                 table.match.decisions(m.me))
            legal = m.legal(m.me)
            if legal and app.top is t:
                assert m.client.failure is None and not m.client.finished, (m.client.failure, m.refused, m.step)
                t.submit(legal[rng.randrange(len(legal))])
            t0 = time.perf_counter()
            app.frame(1 / 30, events=[])
            slowest = max(slowest, time.perf_counter() - t0)
            time.sleep(0.002)
        assert m.over and m.result() == table.match.result()
        assert m.view(m.me) == table.match.view(m.me)
        assert friend.result(10).over
        assert "final" in m.record()
    finally:
        host.stop()
