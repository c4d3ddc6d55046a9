"""What two friends playing online in two windows found: a joiner's window comes back to its
seat (the token kept in the data folder, or in --token-file), the host's table says whom it
waits for and may hand that seat to a bot, a seat named You reads "you" only on its own
screen, digits typed on the Join screen go into the field, the joiner is told when the host
leaves (and the host is asked first), no local game after an online one, no seed a client
does not know, a closed port answers at once, and the small words (hosting, pause, LAN)."""
from __future__ import annotations

import asyncio
import json
import time

import pygame
import pytest

from game.net import client as net_client
from game.net import host as net_host
from game.net.client import ClientThread, play
from game.net.host import HostThread
from rules.core import Rng

from helpers import frames_until, free_port, play_on


def key(k, mod=0, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


# ---------------------------------------------------------------------------- 1. the seat comes back
def test_a_joiner_window_closed_mid_game_joins_again_and_gets_its_own_seat_back(app):
    from scenes.table_kit import TableScene
    host = HostThread(bind="127.0.0.1").start()
    try:
        table = host.add_table("me-first", 2, ["remote", "remote"], bot_delay=0, seed=3, code="BACK1")
        address = f"127.0.0.1:{host.port}"
        friend = ClientThread(address, "BACK1", name="Bob").start()        # the other seat, never moving
        app.push("title")
        app.push("join", address, "BACK1", "Ann", lan=False)
        app.top.join()
        frames_until(app, lambda: isinstance(app.top, TableScene))
        m = app.top.match
        seat = m.me
        assert net_client.remembered_token(address, "BACK1") == table.tokens[seat]
        json.loads(open(net_client.seats_path(), encoding="utf-8").read())             # plain JSON
        # the window goes (as if its process were killed): the host sees the seat empty
        app.clear_to("title")
        m.close()
        deadline = time.monotonic() + 10
        while seat in table.conns:
            assert time.monotonic() < deadline
            time.sleep(0.02)
        # started again: Join a table, the same table -> the same seat, not "every seat is taken"
        app.push("join", address, "BACK1", "Ann", lan=False)
        app.top.join()
        frames_until(app, lambda: isinstance(app.top, TableScene))
        assert app.top.match.me == seat
        # the game over, the token is forgotten
        friend.close()
        app.top.match.client.close()
    finally:
        host.stop()


def test_the_window_keeps_the_seat_token_in_the_token_file_and_the_command_passes_it(app, tmp_path, monkeypatch):
    from scenes.table_kit import TableScene
    host = HostThread(bind="127.0.0.1").start()
    try:
        table = host.add_table("me-first", 2, ["remote", "bot:easy"], bot_delay=0, seed=3, code="FILE1")
        path = tmp_path / "seat.json"
        app.push("title")
        app.push("join", f"127.0.0.1:{host.port}", "FILE1", "Ann", lan=False, token_file=str(path))
        app.top.join()
        frames_until(app, lambda: isinstance(app.top, TableScene))
        deadline = time.monotonic() + 5
        while not path.exists():
            assert time.monotonic() < deadline
            time.sleep(0.02)
        assert json.loads(path.read_text()) == {"code": "FILE1", "token": table.tokens[0]}
    finally:
        host.stop()
    # `python -m game join HOST:PORT --code C --token-file F` (the window) hands the file to the Join screen
    import game.app
    from game.cli import join as cli_join
    seen = {}

    class FakeApp:
        def __init__(self, size=None):
            self.stack = []

        def push(self, name, *args, **kwargs):
            seen[name] = (args, kwargs)

        @property
        def top(self):
            return type("T", (), {"join": lambda self: None})()

        def run(self):
            pass
    monkeypatch.setattr(game.app, "App", FakeApp)
    a = type("A", (), {"address": "127.0.0.1:1", "name": None, "token": None, "token_file": "seat.json",
                       "size": None})()
    cli_join._window(a, "FILE1")
    assert seen["join"][1]["token_file"] == "seat.json"


def test_a_joined_game_played_to_its_end_forgets_the_token_and_offers_no_local_game(app):
    from scenes.table_kit import TableScene
    host = HostThread(bind="127.0.0.1").start()
    try:
        host.add_table("me-first", 2, ["remote", "bot:easy"], bot_delay=0, seed=5, code="END1")
        address = f"127.0.0.1:{host.port}"
        app.push("title")
        app.push("join", address, "END1", "Ann", lan=False)
        app.top.join()
        frames_until(app, lambda: isinstance(app.top, TableScene))
        assert net_client.remembered_token(address, "END1") is not None
        play_on(app, app.top, lambda: type(app.top).__name__ == "ResultsScene", Rng(1))
        res = app.top
        labels = [b.label for b in res.buttons]
        assert "Play again" not in labels and "Join a table" in labels, labels
        assert "seed" not in res.subtitle()                    # the host keeps the seed to itself
        deadline = time.monotonic() + 5
        while net_client.remembered_token(address, "END1") is not None:
            assert time.monotonic() < deadline, "the finished game's token was kept"
            time.sleep(0.02)
        frames_until(app, res.takes_enter)
        res.handle(key(pygame.K_RETURN))
        assert type(app.top).__name__ == "JoinScene"
        app.top.back()
    finally:
        host.stop()


# ---------------------------------------------------------------------------- 2 and 5. the host's window
def _host_from_setup(app):
    """Ann at this window hosts Me First with seat 2 a friend online: the WindowHost."""
    app.push("title")
    setup = app.push("setup", "me-first", 2)
    setup.seats[0] = type(setup.seats[0])("Ann", "human")
    setup.toggle_friend(1)
    setup.start()
    assert type(app.top).__name__ == "HostingScene", setup.error
    return app.top.host


def _host_with_a_friend(app):
    from scenes.table_kit import TableScene
    host = _host_from_setup(app)
    friend = ClientThread(f"127.0.0.1:{host.port}", host.code, name="Bob").start()
    frames_until(app, lambda: isinstance(app.top, TableScene))
    return host, friend, app.top


def test_the_host_table_says_whom_it_waits_for_and_may_hand_the_seat_to_a_bot_until_they_return(app):
    host, friend, t = _host_with_a_friend(app)
    m = t.match
    try:
        token = friend.seat.token
        # Ann plays until Bob must act, then Bob's window goes
        play_on(app, t, lambda: 1 in m.to_act() and not m.legal(0))
        friend.close()
        frames_until(app, lambda: m.waiting_words() is not None)
        kept = [text for text, seconds in app.toasts if seconds > 1000]
        assert kept and "Bob" in kept[0] and "Waiting for them to come back" in kept[0], app.toasts
        for _ in range(20):                                           # it stays (no 6-second toast)
            app.frame(1, events=[])
        assert any("Waiting for them" in text for text, _ in app.toasts)
        # Esc › Hand Bob to a bot: a bot at the host plays the seat; the table shows it as a bot
        pause = app.push("pause", t)
        hand = [b for b in pause.buttons if b.label == "Hand Bob to a bot"]
        assert hand, [b.label for b in pause.buttons]
        hand[0].action()
        app.pop()
        frames_until(app, lambda: m.seats[1].is_bot and m.step > 0)
        assert not any("Waiting for them" in text for text, _ in app.toasts)
        before = m.step
        play_on(app, t, lambda: m.step > before + 2 or m.over)          # the game goes on
        # Bob comes back with his token: his seat is his again
        if not m.over:
            friend = ClientThread(f"127.0.0.1:{host.port}", host.code, token=token).start()
            frames_until(app, lambda: not m.seats[1].is_bot or m.over)
            assert m.over or friend.seat.seat == 1
    finally:
        friend.close()


def test_the_host_is_asked_before_leaving_and_the_joiner_is_sent_to_the_title_when_the_host_leaves(app):
    from game.net.hosting import WindowHost
    from game.seats import SeatSpec
    from scenes.table_kit import TableScene
    # the joiner's window (this app) at a table a window hosts (here without a window)
    wh = WindowHost("me-first", 2, [SeatSpec("Ann", "human"), SeatSpec("Friend 2", "friend")], lan=False,
                    port=0, bind="127.0.0.1", bot_delay=0)
    try:
        app.push("title")
        app.push("join", f"127.0.0.1:{wh.port}", wh.code, "Bob", lan=False)
        app.top.join()
        frames_until(app, lambda: isinstance(app.top, TableScene))
        wh.close()                                    # the host leaves its table
        frames_until(app, lambda: type(app.top).__name__ == "TitleScene", 10)
        assert any("The host left and closed the table" in text for text, _ in app.toasts), app.toasts
    finally:
        if wh.thread._thread.is_alive():
            wh.close()


def test_leaving_a_table_hosted_here_with_friends_at_it_is_confirmed_first(app):
    host, friend, t = _host_with_a_friend(app)
    try:
        frames_until(app, lambda: t.match.friends_here() == [1])
        pause = app.push("pause", t)
        pause.handle(key(pygame.K_q))
        assert app.top is pause and "the game ends for Bob" in pause.confirming
        assert any(b.label == "Yes, close the table" for b in pause.buttons)
        pause.handle(key(pygame.K_q))
        assert type(app.top).__name__ == "TitleScene"
        assert not host.thread._thread.is_alive()
        deadline = time.monotonic() + 10
        while not friend.finished:
            assert time.monotonic() < deadline
            time.sleep(0.02)
        assert friend.failure is not None and friend.failure.code == "closed"
    finally:
        friend.close()


def test_closing_the_window_of_a_table_hosted_here_with_friends_at_it_warns_first(app):
    """Closing the host's window (not Leave) stopped the friends' game without a word: the first
    close says so (they wait until the host continues hosting) and only a second one quits; a
    window with no table closes at once."""
    host, friend, t = _host_with_a_friend(app)
    try:
        frames_until(app, lambda: t.match.friends_here() == [1])
        app.handle_event(pygame.event.Event(pygame.QUIT))
        assert app.running, "the first close only warns"
        assert any("Bob can play on only once" in text and "Continue hosting" in text and "again to quit" in text
                   for text, _ in app.toasts), app.toasts
        app.handle_event(pygame.event.Event(pygame.QUIT))
        assert not app.running
    finally:
        friend.close()
        app.running = True
    app.clear_to("title")
    app.handle_event(pygame.event.Event(pygame.QUIT))
    assert not app.running


def test_the_pause_menu_says_undo_is_off_online(app):
    host, friend, t = _host_with_a_friend(app)
    try:
        pause = app.push("pause", t)
        undo = [b for b in pause.buttons if b.label.startswith("Undo")]
        assert [b.label for b in undo] == ["Undo: off online"] and not undo[0].enabled
        was = app.settings.undo
        pause.handle(key(pygame.K_u))
        assert app.settings.undo == was
    finally:
        friend.close()
        t.match.close()


# ---------------------------------------------------------------------------- 3. "You" on other screens
def test_a_seat_named_you_reads_as_you_only_on_its_own_screen():
    names = ["You", "Bob", "Cyd"]
    assert net_host.names_for(names, 0, host_seat=0) == ["You", "Bob", "Cyd"]
    assert net_host.names_for(names, 1, host_seat=0) == ["Host", "Bob", "Cyd"]
    assert net_host.names_for(["Ann", "you"], 0) == ["Ann", "Player 2"]
    host = HostThread(bind="127.0.0.1").start()
    try:
        table = host.add_table("me-first", 3, ["remote", "remote", "bot:easy"], bot_delay=0, seed=3, code="YOU1",
                               names=["You", "Friend 2", "Cyd"])
        mine = ClientThread(f"127.0.0.1:{host.port}", "YOU1", token=host.call(table.reserve, 0)).start()
        friend = ClientThread(f"127.0.0.1:{host.port}", "YOU1", name="Bob").start()
        deadline = time.monotonic() + 10
        while not (friend.seat.view is not None and mine.seat.view is not None):
            assert time.monotonic() < deadline
            time.sleep(0.02)
        assert friend.seat.names == ["Host", "Bob", "Cyd"]
        assert mine.seat.names == ["You", "Bob", "Cyd"]
        from game.words import fill_names
        assert fill_names("{seat0} bids 6.", friend.seat.names, (1,)) == "Host bids 6."
        friend.close()
        mine.close()
    finally:
        host.stop()


# ---------------------------------------------------------------------------- 4. digits go into the field
def test_a_digit_typed_on_the_join_screen_goes_into_the_field_even_with_a_lan_table_listed(app):
    from game.net.lan import LanTable
    app.push("title")
    join = app.push("join", lan=False)
    join.tables = [LanTable("x", f"127.0.0.1:{free_port()}", "LAN1", "me-first", 3, 1, "box", 1)]
    join.handle(key(pygame.K_1, unicode="1"))
    join.handle(key(pygame.K_9, unicode="9"))
    join.handle(key(pygame.K_2, unicode="2"))
    assert join.fields["address"].text == "192" and join.client is None
    join.handle(key(pygame.K_1, mod=pygame.KMOD_LALT, unicode="1"))       # Alt+1: the first table
    assert join.fields["code"].text == "LAN1" and join.client is not None
    join.back()


def test_the_lan_list_names_the_game_by_its_title(app):
    from game.net.lan import LanTable

    class Lan:
        def tables(self):
            return [LanTable("x", "127.0.0.1:8765", "LAN2", "me-first", 3, 1, "box", 1)]

        def close(self):
            pass
    app.push("title")
    join = app.push("join", lan=False)
    join.lan = Lan()
    join.update(0.1)
    assert join.table_buttons[0].label.startswith("Me First · 1 free")
    join.back()


# ---------------------------------------------------------------------------- 8. a closed port
def test_joining_a_closed_port_fails_at_once_with_plain_words(app):
    port = free_port()
    t0 = time.monotonic()
    with pytest.raises(net_client.NoTable) as info:
        asyncio.run(play(f"127.0.0.1:{port}", "NONE1"))
    assert time.monotonic() - t0 < 5
    assert str(info.value) == (f"No table answers at 127.0.0.1:{port}: check the address and that the host "
                               f"is running.")
    app.push("title")
    join = app.push("join", f"127.0.0.1:{port}", "NONE1", "Ann", lan=False)
    join.join()
    frames_until(app, lambda: join.client is None, 5)
    assert join.message.startswith("Could not join: No table answers at") and "Errno" not in join.message


# ---------------------------------------------------------------------------- 9. the hosting screen's words
def test_the_hosting_screen_says_its_sentences_whole_at_960x540(monkeypatch):
    from game.app import App
    from game.assets import font
    from game.net.hosting import WindowHost
    from game.seats import SeatSpec
    from game.settings import Settings
    import scenes.hosting as hosting
    app = App(size=(960, 540), settings=Settings(), headless=True)
    wh = WindowHost("me-first", 2, [SeatSpec("Ann", "human"), SeatSpec("Friend 2", "friend")], lan=False,
                    port=0, bind="127.0.0.1")
    try:
        drawn = []
        real = hosting.text

        def spy(surface, s, pos, size=18, color=None, bold=False, anchor="topleft", max_width=None, **kw):
            drawn.append((s, size, bold, max_width))
            return real(surface, s, pos, size, color or (255, 255, 255), bold, anchor, max_width=max_width, **kw)
        monkeypatch.setattr(hosting, "text", spy)
        app.push("title")
        scene = app.push("hosting", wh)
        scene.draw(app.screen)
        for s, size, bold, width in drawn:
            if width is not None:
                assert font(size, bold).size(s)[0] <= width, s
        words = " ".join(s for s, *_ in drawn)
        assert "one of these addresses and the code:" in words
        assert "Waiting for: Friend 2" in words and "everyone is here" not in words   # from the first frame
        assert "give your public address." in words
        scene.toggle_lan()
        assert wh.on_lan
        scene.toggle_lan()
        assert not wh.on_lan
    finally:
        if wh.thread._thread.is_alive():
            wh.close()
        app.shutdown()


def test_after_a_game_it_hosted_the_window_hosts_again_with_the_same_seats_not_a_local_game(app):
    import threading
    from game.net.client import play_as_bot
    from scenes.table_kit import TableScene
    host = _host_from_setup(app)
    threading.Thread(target=lambda: asyncio.run(play_as_bot(f"127.0.0.1:{host.port}", host.code, "easy", seed=2,
                                                            name="Bob")), daemon=True).start()
    frames_until(app, lambda: isinstance(app.top, TableScene))
    play_on(app, app.top, lambda: type(app.top).__name__ == "ResultsScene")
    res = app.top
    labels = [b.label for b in res.buttons]
    assert "Play again" not in labels and "Host again" in labels, labels
    assert "seed" not in res.subtitle()
    frames_until(app, res.takes_enter)
    res.handle(key(pygame.K_RETURN))
    assert type(app.top).__name__ == "HostingScene"             # a new table: Bob is a friend online again
    new = app.top.host
    assert new.code != host.code
    assert [k for k in new.table.kinds] == ["remote", "remote"]
    app.top.cancel()


def test_closing_a_window_host_twice_is_harmless(app):
    """Leaving the table closes its host, and the results (or a test) may close it again:
    the second close raised "Event loop is closed"."""
    host = _host_from_setup(app)
    host.close()
    host.close()
    assert not host.thread._thread.is_alive()
