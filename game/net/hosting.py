"""A table hosted by the window (setup: a seat is "Friend (online)"): the host on its own
thread, announced on the local network, and this player's own seat played through a client
like everyone else's, so the window's table is the same RemoteMatch as a joiner's."""
from __future__ import annotations

from .client import ClientThread
from .host import HostThread
from .lan import Announcer
from .serve import join_lines

DEFAULT_PORT = 8765
CLOSING = "The host left and closed the table."


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
        self.game_id, self.players = game_id, players
        self.free = sum(1 for k in kinds if k == "remote") - 1
        self.announcer = None
        self.set_lan(lan)

    @property
    def on_lan(self) -> bool:
        """The table is on the LAN list (anyone on this network who sees it may take a free seat)."""
        return self.announcer is not None

    def set_lan(self, on: bool) -> None:
        """Announce the table on the local network, or take it off the list (then only the
        address and the code let anyone in). The network work runs on a thread of its own."""
        import threading
        if on and self.announcer is None:
            self.announcer = Announcer(self.port)
            threading.Thread(target=self.announcer.add, args=(self.code, self.game_id, self.players, self.free),
                             daemon=True).start()
        elif not on and self.announcer is not None:
            announcer, self.announcer = self.announcer, None
            threading.Thread(target=announcer.close, daemon=True).start()

    def lines(self) -> list:
        """Where friends join, in words (the command line's; the Join screen takes the same)."""
        return join_lines(self.port, self.code, "0.0.0.0")

    def waiting_for(self) -> list:
        """Names of the seats whose friend has not joined yet."""
        t, me = self.table, self.seat
        return self.thread.call(lambda: [t.match.name(i) for i in t.remote_seats if i not in t.conns and i != me])

    def hand_to_bot(self, seat: int, level: str = "medium") -> None:
        """A bot plays an away friend's seat until they come back (``Table.play_by_bot``)."""
        t = self.table
        self.thread.call(lambda: seat in t.waiting_for() and seat != self.seat and t.play_by_bot(seat, level))

    def close(self) -> None:
        """Stop hosting: the friends at the table are told the host closed it (their game ends)."""
        self.client.close()
        self.set_lan(False)
        self.thread.stop(closing=CLOSING)


def host_table(app, game_id, players, seats, seed=None, options=None) -> str | None:
    """The setup screen's Start with friends online: host the table and show its code while
    they join. Returns what went wrong, in words (None: hosting)."""
    try:
        host = WindowHost(game_id, players, seats, seed, options, bot_delay=app.settings.bot_delay)
    except (ValueError, OSError) as exc:
        return str(exc)
    app.push("hosting", host)
    return None
