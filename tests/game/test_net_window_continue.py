"""A table hosted from the window survives the window: closed or crashed mid-game, the window
started again on the same data folder offers to continue hosting it (the title's Continue
hosting), hosts it again with the same code and port (another one, said so, when that is
taken), this player takes its own seat back with its own token, the friends rejoin with
theirs and the game goes on to its end. A finished table, a table left on purpose and a
damaged file are never offered (the damaged one is kept aside and the title goes on)."""
from __future__ import annotations

import asyncio
import json
import os
import socket
import threading
import time

import pygame

from game.net.client import play_as_bot

from helpers import frames_until, free_port, play_on


def new_app():
    """The window started again (the same data folder: the test's own)."""
    from game.app import App
    from game.settings import Settings
    return App(size=(1280, 720), settings=Settings(anim_speed="fast", bot_pace="instant"), headless=True)


def seats():
    from game.seats import SeatSpec
    return [SeatSpec("Ann", "human"), SeatSpec("Friend 2", "friend"), SeatSpec("Cyd", "bot", "easy")]


def host_from_window(app, port, players_seats=None):
    """The setup screen's Start with an Online seat (here on a port of the test's own, off the LAN list)."""
    from game.net.hosting import WindowHost
    host = WindowHost("me-first", 3, players_seats or seats(), seed=11, port=port, lan=False, bind="127.0.0.1",
                      bot_delay=0)
    app.push("title")
    app.push("hosting", host)
    return host


def killed(app, host):
    """The window goes as if its process were killed: no Leave, no closing words, the scenes
    simply gone (the host's socket closes with the process)."""
    host.client.close()
    host.thread.stop()                        # no ``closing``: the friends keep trying to rejoin
    if host.announcer is not None:
        host.announcer.close()
    app.stack.clear()


def hosting_button(title):
    return [b for b in title.buttons if b.label == "Continue hosting"]


def test_a_window_hosting_a_friend_is_killed_mid_game_continues_and_both_finish_the_game(app):
    from game.net.hosted import hosted_path, hosted_table
    from game.net.tablefile import table_path
    from scenes.table_kit import TableScene
    port = free_port()
    host = host_from_window(app, port)
    code, token = host.code, host.table.tokens[0]
    done = {}

    def friend():
        try:
            done["me"] = asyncio.run(play_as_bot(f"127.0.0.1:{port}", code, "easy", seed=9, name="Bob",
                                                 retry_for=30))
        except Exception as exc:  # noqa: BLE001 - the test reads it
            done["error"] = exc
    bob = threading.Thread(target=friend, daemon=True)
    bob.start()
    frames_until(app, lambda: isinstance(app.top, TableScene))
    t = app.top
    play_on(app, t, lambda: t.match.step >= 6 or t.match.over)
    assert not t.match.over
    host.table.file.flush()
    step = host.table.match.step
    assert json.load(open(hosted_path(), encoding="utf-8"))["code"] == code        # plain JSON
    killed(app, host)

    # started again: the title offers to continue hosting that table
    app2 = new_app()
    try:
        title = app2.push("title")
        assert title.hosted and title.hosted["code"] == code and title.hosted["seat"] == 0
        assert hosting_button(title) and not title.autosave
        app2.frame(1 / 30, events=[])                                        # it draws
        title.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c", scancode=0))
        assert type(app2.top).__name__ == "HostingScene", app2.toasts
        again = app2.top.host
        assert again.code == code and again.port == port and again.moved_from is None
        assert again.table.tokens[0] == token                                 # the host keeps its own token
        assert again.table.match.step >= step - 1                             # the game where it was
        frames_until(app2, lambda: isinstance(app2.top, TableScene))
        t2 = app2.top
        assert t2.match.me == 0 and t2.match.seats[1].name == "Bob"
        # the friend comes back to its seat by itself (its client retries with its token)
        frames_until(app2, lambda: 1 in again.table.conns, 30, "the friend did not rejoin")
        play_on(app2, t2, lambda: type(app2.top).__name__ == "ResultsScene", seconds=60)
        bob.join(20)
        assert "error" not in done, done
        assert done["me"].over and done["me"].result == t2.match.result()
        assert done["me"].seat == 1
        # the game is over: its table file is gone, so a window started now offers nothing
        deadline = time.monotonic() + 10
        while os.path.exists(table_path(code)):
            assert time.monotonic() < deadline
            time.sleep(0.02)
        assert hosted_table() is None and not hosting_button(new_title(app2))
        app2.top.to_title()                                                  # the results: stops hosting
        assert not again.thread._thread.is_alive()
        assert not os.path.exists(hosted_path())
    finally:
        for s in list(app2.stack):
            s.on_leave()
        app2.shutdown()


def new_title(app):
    from scenes.title import TitleScene
    return TitleScene(app)


def test_a_table_left_on_purpose_is_not_offered_again(app):
    from game.net.client import ClientThread
    from game.net.hosted import hosted_table
    from scenes.table_kit import TableScene
    host = host_from_window(app, 0)
    friend = ClientThread(f"127.0.0.1:{host.port}", host.code, name="Bob").start()
    try:
        frames_until(app, lambda: isinstance(app.top, TableScene))
        t = app.top
        assert hosted_table()["code"] == host.code and hosting_button(new_title(app))
        pause = app.push("pause", t)
        frames_until(app, lambda: t.match.friends_here() == [1])
        pause.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q", scancode=0))
        pause.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q", scancode=0))
        assert type(app.top).__name__ == "TitleScene" and not host.thread._thread.is_alive()
        assert hosted_table() is None and not hosting_button(app.top)
        assert not hosting_button(new_title(new_app()))
    finally:
        friend.close()


def test_cancelling_the_hosting_screen_is_not_offered_again(app):
    from game.net.hosted import hosted_table
    host = host_from_window(app, 0)
    assert hosted_table() is not None
    app.top.cancel()
    assert hosted_table() is None and not host.thread._thread.is_alive()


def test_a_taken_port_hosts_the_table_again_on_another_and_says_so(app):
    from game.net.hosted import hosted_table
    port = free_port()
    host = host_from_window(app, port)          # nobody has joined yet: the table is still offered
    code, token = host.code, host.table.tokens[0]
    killed(app, host)
    blocker = socket.socket()
    blocker.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)     # (the old connection's TIME_WAIT)
    blocker.bind(("127.0.0.1", port))
    blocker.listen()
    app2 = new_app()
    try:
        title = app2.push("title")
        assert title.hosted["code"] == code
        hosting_button(title)[0].action()
        assert type(app2.top).__name__ == "HostingScene", app2.toasts
        again = app2.top.host
        assert again.code == code and again.port != port and again.moved_from == port
        assert again.table.tokens[0] == token
        assert f"Port {port} is taken" in app2.top.message and str(again.port) in app2.top.message
        assert any(f"Port {port} is taken" in text for text, _ in app2.toasts)
        app2.frame(1 / 30, events=[])
        assert hosted_table()["port"] == again.port        # the table is where it is now
        app2.top.cancel()                                  # left on purpose: the title offers it no more
        assert type(app2.top).__name__ == "TitleScene" and not hosting_button(app2.top)
        assert hosted_table() is None
    finally:
        blocker.close()
        for s in list(app2.stack):
            s.on_leave()
        app2.shutdown()


def test_a_damaged_hosted_file_is_kept_aside_and_the_title_goes_on(app, _data_home):
    from game.net.hosted import hosted_path
    with open(hosted_path(), "w", encoding="utf-8") as fh:
        fh.write("{not json")
    title = app.push("title")
    assert not title.hosted and not hosting_button(title)
    assert any("could not be continued" in text for text, _ in app.toasts), app.toasts
    assert not os.path.exists(hosted_path())
    assert [n for n in os.listdir(_data_home) if n.startswith("hosted.broken-")]
    app.frame(1 / 30, events=[])
    assert type(app.top).__name__ == "TitleScene"


def test_a_damaged_table_file_is_kept_aside_and_not_offered(app):
    from game.net.hosted import hosted_path, hosted_table
    from game.net.tablefile import table_path, tables_dir
    host = host_from_window(app, 0)
    code = host.code
    host.table.file.flush()
    killed(app, host)
    with open(table_path(code), "w", encoding="utf-8") as fh:
        fh.write('{"format": "auction-parlour/table", "version": 1, "code": 7}')
    title = app.push("title")
    assert not title.hosted and not hosting_button(title)
    assert any("could not be continued" in text for text, _ in app.toasts), app.toasts
    assert [n for n in os.listdir(tables_dir()) if n.startswith(f"{code}.broken-")]
    assert not os.path.exists(hosted_path()) and hosted_table() is None
    app.frame(1 / 30, events=[])


def test_a_finished_table_is_not_offered(app):
    """The game over, the host's table file goes (its record joins the others): the index
    that named it is forgotten and nothing is offered."""
    from game.net.hosted import hosted_path, hosted_table, remember_hosted
    remember_hosted("GONE42", 0, 8765, False)                  # a window killed at the results
    assert hosted_table() is None and not os.path.exists(hosted_path())
    assert not hosting_button(app.push("title"))


def test_the_title_lays_out_continue_and_continue_hosting_together(app):
    host = host_from_window(app, 0)
    killed(app, host)
    title = app.push("title")
    title.autosave = {"game": "me-first"}                      # as if a local game were autosaved too
    title.build_buttons()
    app.frame(1 / 30, events=[])
    title.draw(app.screen)
    labels = {b.label: b for b in title.buttons}
    assert labels["Continue"].key_hint == "C" and labels["Continue hosting"].key_hint == "H"
    rects = [b.rect for b in title.buttons]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
