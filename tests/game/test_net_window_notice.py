"""The notice a hosted table keeps while a friend is away ("Bob lost the connection. Waiting
for them to come back…") stood over the top of the table and hid the top seats' names. It
stands at the top of the log's column now, the log below it: at 960x540, with four players,
it overlaps no seat, no prompt, no region of the table."""
from __future__ import annotations

from game.app import App
from game.net.client import ClientThread
from game.settings import Settings

from helpers import frames_until, play_on


def test_the_kept_notice_covers_no_seat_at_a_four_player_hosted_table():
    from scenes.table_kit import TableScene
    app = App(size=(960, 540), settings=Settings(anim_speed="fast", bot_pace="instant"), headless=True)
    friends, host = [], None
    try:
        app.push("title")
        setup = app.push("setup", "me-first", 4)
        setup.seats[0] = type(setup.seats[0])("Ann", "human")
        for i in (1, 2, 3):
            setup.toggle_friend(i)
        setup.start()
        host = app.top.host
        friends = [ClientThread(f"127.0.0.1:{host.port}", host.code, name=n).start() for n in ("Bob", "Cat", "Dan")]
        frames_until(app, lambda: isinstance(app.top, TableScene))
        t = app.top
        m = t.match
        play_on(app, t, lambda: any(s in m.to_act() for s in (1, 2, 3)) and not m.legal(0))
        for f in friends:
            f.close()
        frames_until(app, lambda: app.shown_toast() is not None and app.shown_toast()[1] > 1000, seconds=60,
                     what="the kept notice")                 # the passing news first, then the kept notice
        app.invalidate()
        app.draw()
        r = app.toast_rect
        assert r is not None and "Waiting for them" in app.shown_toast()[0]
        for s in range(4):
            assert not r.colliderect(t.seat_rect(s)), f"the notice covers seat {s}'s box"
        for name in t.layout.names():
            if name != "log":
                assert not r.colliderect(t.layout.rect(name)), f"the notice covers the table's {name}"
        assert t.log_rect().contains(r)
        friends = []
    finally:
        for f in friends:
            f.close()
        if host is not None:
            host.close()
        app.shutdown()
