"""A table hosted by the window (setup: a seat is "Friend (online)"): the host on its own
thread, announced on the local network, and this player's own seat played through a client
like everyone else's, so the window's table is the same RemoteMatch as a joiner's.

While the window hosts a table, ``<data>/hosted.json`` names it (its code, this player's seat,
the port, written atomically): if the window closes or crashes mid-game, the title offers to
continue hosting it (``hosted_table``, ``WindowHost.again``) and the friends rejoin with their
tokens. Leaving the table on purpose (``close``) forgets it; a finished game's table file is
gone, so it is never offered."""
from __future__ import annotations

from .client import ClientThread
from .host import HostThread
from .hosted import forget_hosted, remember_hosted
from .lan import Announcer
from .serve import join_lines

DEFAULT_PORT = 8765
CLOSING = "The host left and closed the table."
class WindowHost:
    """Start with ``WindowHost(game_id, players, seats, seed, options)`` (a new table) or
    ``WindowHost.again(hosted_table())`` (the one the window hosted before it closed);
    ValueError (in words) if the table cannot be hosted. ``client`` is this player's
    connection; ``moved_from`` the port the table had when that one was taken."""

    def __init__(self, game_id, players, seats, seed=None, options=None, port=DEFAULT_PORT, lan=True,
                 bind="0.0.0.0", bot_delay=0.75):
        local = [i for i, s in enumerate(seats) if s.kind == "human"]
        if len(local) != 1:
            raise ValueError("A table with friends online has one player at this screen: "
                             "make every other seat a friend online or a bot.")
        kinds = [f"bot:{s.level}" if s.is_bot else "remote" for s in seats]
        names = [s.name for s in seats]           # a friend's own name replaces theirs when they join
        self._open(game_id, players, kinds, local[0], port, lan, bind,
                   dict(seed=seed, options=options or {}, names=names, resume=False, bot_delay=bot_delay))

    @classmethod
    def again(cls, hosted: dict, bind="0.0.0.0", bot_delay=0.75) -> "WindowHost":
        """Host again the table this window hosted (``hosted_table()``): the same code, the
        same port if it is free, the game where it was; this player takes its seat back with
        its own token, the friends with theirs."""
        from game.storage import BrokenFile
        from .tablefile import read_table, table_path
        try:
            saved = read_table(table_path(hosted["code"]))
        except BrokenFile as exc:
            raise ValueError(f"its table file is damaged ({exc.reason})") from None
        if saved is None or "final" in saved["record"]:
            raise ValueError("that table's game is over or gone")
        self = cls.__new__(cls)
        self._open(hosted["game"], hosted["players"], hosted["kinds"], hosted["seat"], hosted["port"],
                   hosted["lan"], bind, dict(code=hosted["code"], resume=True, bot_delay=bot_delay))
        return self

    def _open(self, game_id, players, kinds, seat, port, lan, bind, table_args) -> None:
        self.moved_from = None
        try:
            self.thread = HostThread(bind=bind, port=port).start()
        except OSError:
            self.thread = HostThread(bind=bind, port=0).start()              # that port is taken: any free one
            self.moved_from = port if port else None
        try:
            self.table = self.thread.add_table(game_id, players, kinds, **table_args)
            token = self.thread.call(self.table.reserve, seat)
            t = self.table
            free = self.thread.call(lambda: sum(1 for i in t.remote_seats if t.tokens[i] is None))
        except Exception:
            self.thread.stop()
            raise
        self.code = self.table.code
        self.port = self.thread.port
        self.seat = seat
        self.client = ClientThread(f"127.0.0.1:{self.port}", self.code, token=token).start()
        self.game_id, self.players = game_id, players
        self.free = free
        self.announcer = None
        self.closed = False
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
        if not self.closed:
            remember_hosted(self.code, self.seat, self.port, self.on_lan)

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
        """Stop hosting: the friends at the table are told the host closed it (their game ends),
        and the title no longer offers to continue it."""
        self.closed = True
        forget_hosted(self.code)
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


def continue_hosting(app, hosted: dict) -> str | None:
    """The title's Continue hosting: the table again, over the title; the hosting screen goes
    on to the table at once (the game had started) and says if the port changed. Returns what
    went wrong, in words (None: hosting)."""
    try:
        host = WindowHost.again(hosted, bot_delay=app.settings.bot_delay)
    except (ValueError, OSError, KeyError) as exc:
        return str(exc)
    app.clear_to("title")
    app.push("hosting", host)
    return None
