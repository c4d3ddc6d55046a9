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


def test_a_window_hosts_a_table_for_a_friend_online_from_the_setup_screen(app):
    """Setup: a seat played by a friend online; Start hosts the table (its code shown while
    the friend joins), then this player's table plays to the end like any other."""
    import asyncio
    import threading

    from scenes.table_kit import TableScene
    app.push("title")
    setup = app.push("setup", "me-first", 3)
    setup.seats[0] = type(setup.seats[0])("Ann", "human")
    setup.toggle_friend(1)
    setup.seats[2] = type(setup.seats[0])("Cyd", "bot", "easy")
    setup.start()
    assert type(app.top).__name__ == "HostingScene", setup.error
    hosting = app.top
    host = hosting.host
    assert host.seat == 0 and len(host.code) == 6
    app.frame(1 / 30, events=[])
    assert hosting.waiting == ["Friend 2"]
    done = {}
    friend = threading.Thread(target=lambda: done.update(me=asyncio.run(
        play_as_bot(f"127.0.0.1:{host.port}", host.code, "easy", seed=9, name="Bob"))), daemon=True)
    friend.start()
    deadline = time.monotonic() + 30
    while not isinstance(app.top, TableScene):
        assert time.monotonic() < deadline, hosting.message
        app.frame(1 / 30, events=[])
        time.sleep(0.005)
    t, rng = app.top, Rng(2)
    m = t.match
    assert m.me == 0 and m.seats[1].name == "Bob"
    while type(app.top).__name__ != "ResultsScene":
        assert time.monotonic() < deadline, "the game did not finish"
        legal = m.legal(m.me)
        if legal and app.top is t:
            t.submit(legal[rng.randrange(len(legal))])
        app.frame(1 / 30, events=[])
        time.sleep(0.002)
    friend.join(10)
    assert done["me"].over and done["me"].result == m.result()
    app.top.to_title()                              # leaving the results stops hosting
    assert not host.thread._thread.is_alive()
