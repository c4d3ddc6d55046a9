"""A table hosted by the window (setup: a seat is "Friend (online)"): the host on its own
thread, announced on the local network, and this player's own seat played through a client
like everyone else's, so the window's table is the same RemoteMatch as a joiner's."""
from __future__ import annotations

from .client import ClientThread
from .host import HostThread
from .lan import Announcer
from .serve import join_lines

DEFAULT_PORT = 8765


class WindowHost:
    """Start with ``WindowHost(game_id, players, seats, seed, options)``; ValueError (in words)
    if the table cannot be hosted. ``client`` is this player's connection."""

    def __init__(self, game_id, players, seats, seed=None, options=None, port=DEFAULT_PORT, lan=True,
                 bind="0.0.0.0", bot_delay=0.75):
        local = [i for i, s in enumerate(seats) if s.kind == "human"]
        if len(local) != 1:
            raise ValueError("A table with friends online has one player at this screen: "
                             "make every other seat a friend online or a bot.")
        kinds = [f"bot:{s.level}" if s.is_bot else "remote" for s in seats]
        names = [s.name for s in seats]           # a friend's own name replaces theirs when they join
        try:
            self.thread = HostThread(bind=bind, port=port).start()
        except OSError:
            self.thread = HostThread(bind=bind, port=0).start()              # that port is taken: any free one
        try:
            self.table = self.thread.add_table(game_id, players, kinds, seed=seed, options=options or {},
                                               names=names, resume=False, bot_delay=bot_delay)
            token = self.thread.call(self.table.reserve, local[0])
        except Exception:
            self.thread.stop()
            raise
        self.code = self.table.code
        self.port = self.thread.port
        self.seat = local[0]
        self.client = ClientThread(f"127.0.0.1:{self.port}", self.code, token=token).start()
        self.announcer = None
        if lan:
            import threading
            self.announcer = Announcer(self.port)
            free = sum(1 for k in kinds if k == "remote") - 1
            threading.Thread(target=self.announcer.add, args=(self.code, game_id, players, free), daemon=True).start()

    def lines(self) -> list:
        """Where friends join, in words (the command line's; the Join screen takes the same)."""
        return join_lines(self.port, self.code, "0.0.0.0")

    def waiting_for(self) -> list:
        """Names of the seats whose friend has not joined yet."""
        t, me = self.table, self.seat
        return self.thread.call(lambda: [t.match.name(i) for i in t.remote_seats if i not in t.conns and i != me])

    def close(self) -> None:
        self.client.close()
        if self.announcer is not None:
            import threading
            threading.Thread(target=self.announcer.close, daemon=True).start()
        self.thread.stop()


def host_table(app, game_id, players, seats, seed=None, options=None) -> str | None:
    """The setup screen's Start with friends online: host the table and show its code while
    they join. Returns what went wrong, in words (None: hosting)."""
    try:
        host = WindowHost(game_id, players, seats, seed, options, bot_delay=app.settings.bot_delay)
    except (ValueError, OSError) as exc:
        return str(exc)
    app.push("hosting", host)
    return None
