"""The host: the referee on the network. It holds each table's Match (and so its State) and
talks to the players' computers over websockets (asyncio): each seat's client receives only
that seat's View, the Events that seat may see and its legal moves (``seat_message``, through
the codec's whitelist), and may only act for that seat.

    host = Host(port=0)
    table = host.add_table(game_id, 3, ["remote", "remote", "bot:medium"])
    await host.start(); await table.done; await host.stop()

A client's first message is a hello (protocol version, the table's code, the seat's token if
it has one). Without a token it takes the first free remote seat and is handed a new 128-bit
token (``secrets.token_hex(16)``), on disk in the table file before it leaves the host; with
one it takes back that seat (a second connection with the same token replaces the first).
Anything refused gets an error reply and changes nothing. A client that floods is slowed
(its extra messages are dropped with one warning), then disconnected; the game goes on and
the seat may rejoin. The game starts once every remote seat has been taken; a seat whose
player is away may be handed to a bot (``bot_after`` seconds, or ``Table.play_by_bot``).
"""
from __future__ import annotations

import asyncio
import collections
import hmac
import os
import secrets
import time

from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

from rules import GAME_IDS, get_game
from rules.core import IllegalAction

from . import codec
from .protocol import (MAX_CLIENT_MESSAGE, MAX_FRAME, PROTOCOL_VERSION, Act, Hello, Ping, Refused, error,
                       parse_client)
from .seat import RemoteSeat
from .tablefile import CODE_RE, TableFile, read_table, table_path

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"     # no 0/O, 1/I: easy to read out
HELLO_TIMEOUT = 10.0       # seconds a connection has to say hello
RATE = 20.0                # messages a second a client may send, on average
BURST = 40                 # ... and at once
FLOOD_LIMIT = 60           # dropped messages within FLOOD_WINDOW that get a client disconnected
FLOOD_WINDOW = 5.0
MAX_OUTBOX = 256           # messages waiting for a slow client before it is disconnected


def new_code() -> str:
    """A table code: six characters nobody can guess, easy to read out."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(6))


def new_token() -> str:
    return secrets.token_hex(16)


def names_for(names, seat: int, host_seat=None) -> list:
    """The seats' names as ``seat``'s screen shows them. A seat named "You" reads "you" on its
    own screen only: to everyone else it is "Host" (the window that hosts) or "Player N", so a
    friend's log never says "You bid 6" for another player's bid."""
    return [n if i == seat or str(n).strip().lower() != "you" else ("Host" if i == host_seat else f"Player {i + 1}")
            for i, n in enumerate(names)]


def seat_message(match, seat: int, events_from: int, turn: int, present, reset: bool, started: bool = True,
                 stand_in=(), host_seat=None) -> tuple:
    """The state message for ``seat``: its View, its legal moves (when it must act), the new
    Events it may see (those from index ``events_from`` of the match's list) and what every
    player sees (names, who is here, the away seats a bot plays for meanwhile: ``stand_in``).
    No legal moves before the game has ``started``. Returns ``(message, next events_from)``.
    Nothing else of the match goes in: this and the welcome are all a client ever receives."""
    events = match.events
    mine = [codec.encode(e) for e in events[events_from:] if e.visible(seat)]
    over = match.over
    msg = {
        "t": "state",
        "turn": turn,
        "view": codec.encode(match.view(seat)),
        "legal": [a.to_json() for a in match.legal_for(seat)] if started else [],
        "events": mine,
        "reset": reset,
        "to_act": sorted(match.to_act()),
        "present": list(present),
        "stand_in": sorted(stand_in),
        "names": names_for([s.name for s in match.seats], seat, host_seat),
        "over": over,
        "started": started,
        "result": codec.encode(match.result()) if over else None,
        # the end of the game: the record's public summary (scores, the cards each ended with),
        # what the results screen shows every player at a local table too
        "final": codec.encode(match.record().get("final")) if over else None,
    }
    return msg, len(events)


class RateLimit:
    """A token bucket (RATE a second, BURST at once) and a count of what it dropped lately."""

    def __init__(self, rate=RATE, burst=BURST):
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.last = time.monotonic()
        self.dropped = collections.deque()

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        self.dropped.append(now)
        while self.dropped and now - self.dropped[0] > FLOOD_WINDOW:
            self.dropped.popleft()
        return False

    def refund(self) -> None:
        """A real move costs nothing: a client answering every state at once is never slowed."""
        self.tokens = min(self.burst, self.tokens + 1)

    @property
    def flooding(self) -> bool:
        return len(self.dropped) > FLOOD_LIMIT


class Conn:
    """One client's connection, once it has a seat."""

    def __init__(self, ws, table: "Table", seat: int):
        self.ws, self.table, self.seat = ws, table, seat
        self.outbox: asyncio.Queue = asyncio.Queue()
        self.events_from = 0
        self.writer = asyncio.get_running_loop().create_task(self._write())
        self.closed = False

    def send(self, msg: dict) -> None:
        if self.closed:
            return
        if self.outbox.qsize() >= MAX_OUTBOX:            # it does not read: let it go (it may rejoin)
            self.close(1008, "too slow: messages piled up")
            return
        self.outbox.put_nowait(codec.dumps(msg))

    async def _write(self) -> None:
        try:
            while True:
                data = await self.outbox.get()
                if isinstance(data, tuple):               # close, once what came before is sent
                    try:                                  # (a flooder's unread messages may block the
                        await asyncio.wait_for(self.ws.close(*data), 1.0)   # handshake: then cut)
                    except asyncio.TimeoutError:
                        self.ws.transport.abort()
                    return
                await self.ws.send(data, text=True)
        except (ConnectionClosed, asyncio.CancelledError):
            pass

    def close(self, code: int = 1000, reason: str = "") -> None:
        if not self.closed:
            self.closed = True
            if self.outbox.qsize() >= MAX_OUTBOX:
                asyncio.get_running_loop().create_task(self.ws.close(code, reason))
            else:
                self.outbox.put_nowait((code, reason))


class Table:
    """A Match on the network: its code, its seats and their tokens, who is here."""

    def __init__(self, host: "Host", match, code: str, kinds: list, tokens: list, tablefile: TableFile,
                 bot_after: float | None = None, bot_level: str = "medium"):
        self.host = host
        self.match = match
        self.code = code
        self.kinds = kinds
        self.tokens = tokens
        self.file = tablefile
        self.bot_after = bot_after
        self.bot_level = bot_level
        self.conns: dict = {}                           # seat -> Conn
        self.away_since: dict = {}                      # remote seat -> when it was last left
        self.remote: dict = {}                          # seat -> RemoteSeat
        self.wakeup: asyncio.Event | None = None
        self.done: asyncio.Future | None = None
        self.record_path: str | None = None
        self.finished_record: dict | None = None
        self.host_seat = None                           # the seat of the window that hosts (``reserve``)

    @property
    def remote_seats(self) -> list:
        return [i for i, k in enumerate(self.kinds) if k == "remote"]

    @property
    def started(self) -> bool:
        """Every remote seat has been taken at least once (its token handed out)."""
        return all(self.tokens[i] is not None for i in self.remote_seats)

    def present(self) -> list:
        return [True if k != "remote" else (i in self.conns) for i, k in enumerate(self.kinds)]

    def waiting_for(self) -> list:
        """Remote seats whose player is not connected."""
        return [i for i in self.remote_seats if i not in self.conns]

    def stand_in(self) -> list:
        """Remote seats a bot plays for while their player is away."""
        return [i for i, rs in self.remote.items() if rs.bot is not None]

    # ------------------------------------------------------------------ running
    def bind(self, loop) -> None:
        self.wakeup = asyncio.Event()
        self.done = loop.create_future()
        wake = lambda: loop.call_soon_threadsafe(self.wakeup.set)   # noqa: E731 - from any thread
        for i in self.remote_seats:
            rs = RemoteSeat(self.match.seats[i], self.match.game_id, wake=wake)
            rs.turn = (lambda seat: lambda: self.match.decisions(seat))(i)
            self.remote[i] = rs
            self.match.replace_seat(i, rs)
            self.away_since[i] = time.monotonic()
        for d in self.match._deciders:                  # the bots' decisions wake the driver too
            if hasattr(d, "wake"):
                d.wake = wake

    async def drive(self) -> None:
        """Ask seats and apply their moves until the game is over; every applied move goes out
        to every client as its own state message."""
        m = self.match
        try:
            while not m.over:
                self.wakeup.clear()
                if self.started:
                    self._hand_away_seats_to_bots()
                    if m.poll_bots(ready=True):
                        self.broadcast()
                        continue
                await self._sleep()
            self.broadcast()
            self._finish()
        except Exception as exc:  # noqa: BLE001 - a table's failure ends that table, not the host
            self.host.log(f"table {self.code}: stopped by an error: {exc!r}")
            if not self.done.done():
                self.done.set_exception(exc)
            raise
        if not self.done.done():
            self.done.set_result(self.finished_record)

    async def _sleep(self) -> None:
        m = self.match
        timeout = 1.0
        if self.started and m.bot_delay > 0 and any(i not in self.remote or self.remote[i].bot is not None
                                                    for i in m.bots_to_act()):
            timeout = max(0.02, m.bot_delay / 5)       # a bot's move waits for its pace
        try:
            await asyncio.wait_for(self.wakeup.wait(), timeout)
        except asyncio.TimeoutError:
            pass

    def _hand_away_seats_to_bots(self) -> None:
        if self.bot_after is None:
            return
        now = time.monotonic()
        for i in self.match.bots_to_act():
            rs = self.remote.get(i)
            if rs is not None and rs.bot is None and i not in self.conns and now - self.away_since[i] >= self.bot_after:
                self.play_by_bot(i)

    def play_by_bot(self, seat: int, level: str | None = None) -> None:
        """The host hands a remote seat to a bot until its player is back."""
        rs = self.remote[seat]
        if rs.bot is not None:
            return
        rs.play_by_bot(level or self.bot_level)
        self.host.log(f"table {self.code}: {self.match.name(seat)} is away; a bot plays for them")
        self.broadcast()                                # everyone sees who plays the seat now
        self.wakeup.set()

    def broadcast(self) -> None:
        present = self.present()
        for conn in list(self.conns.values()):
            self.send_state(conn, present)

    def send_state(self, conn: Conn, present=None, reset: bool = False) -> None:
        if reset:
            conn.events_from = 0
        msg, conn.events_from = seat_message(self.match, conn.seat, conn.events_from,
                                             self.match.decisions(conn.seat), present or self.present(), reset,
                                             self.started, self.stand_in(), self.host_seat)
        conn.send(msg)

    def _finish(self) -> None:
        """The game is over: its record joins the finished games, the table file goes."""
        from game.saves import write_record
        from game.storage import data_dir
        m = self.match
        rec = m.record()
        self.finished_record = rec
        folder = os.path.join(data_dir(), "records")
        path = os.path.join(folder, f"{m.game_id}-{m.seed}-{time.strftime('%Y%m%d-%H%M%S')}.json")
        try:
            write_record(path, rec)
            self.record_path = path
        except OSError as exc:
            self.host.log(f"table {self.code}: the finished game could not be kept ({exc})")
        m.retire_autosave()
        self.host.log(f"table {self.code}: game over")

    # ------------------------------------------------------------------ joining
    def join(self, hello: Hello) -> tuple:
        """(seat, token) for a hello with the right code, or Refused."""
        if hello.token is not None:
            for i in self.remote_seats:
                tok = self.tokens[i]
                if tok is not None and hmac.compare_digest(tok, hello.token):
                    return i, tok
            raise Refused("token", "That seat token belongs to no seat at this table.")
        for i in self.remote_seats:
            if self.tokens[i] is None:
                tok = new_token()
                if hello.name:
                    from game.saves import valid_name
                    if valid_name(hello.name):
                        self.match.seats[i] = type(self.match.seats[i])(hello.name, "human")
                        self.remote[i].spec = self.match.seats[i]
                self.tokens[i] = tok
                self.file.set_token(i, tok, self.match.record())      # on disk before it leaves
                return i, tok
        raise Refused("full", "Every seat at this table is taken. To come back to your seat, join with its token.")

    def reserve(self, seat: int) -> str:
        """The token of a remote seat, handed out now (the window that hosts takes its own
        player's seat with it, whoever else joins first)."""
        if self.kinds[seat] != "remote":
            raise ValueError(f"seat {seat + 1} is not played from a client")
        if self.tokens[seat] is None:
            self.tokens[seat] = new_token()
            self.file.set_token(seat, self.tokens[seat], self.match.record())
        self.host_seat = seat
        return self.tokens[seat]

    def attach(self, conn: Conn) -> None:
        old = self.conns.get(conn.seat)
        if old is not None:
            old.send(error("replaced", "Your seat was joined from another connection."))
            old.close(1000, "replaced by a newer connection")
        self.conns[conn.seat] = conn
        self.host.log(f"table {self.code}: {self.match.name(conn.seat)} joined (seat {conn.seat + 1})")
        self.host.changed(self)
        rs = self.remote[conn.seat]
        if rs.bot is not None:
            rs.take_back()
            self.host.log(f"table {self.code}: {self.match.name(conn.seat)} is back")
        conn.send({"t": "welcome", "version": PROTOCOL_VERSION, "code": self.code, "seat": conn.seat,
                   "token": self.tokens[conn.seat], "game": self.match.game_id, "players": self.match.players,
                   "options": codec.encode(self.match.options),
                   "names": names_for([s.name for s in self.match.seats], conn.seat, self.host_seat),
                   "kinds": [k if k.startswith("bot:") else "human" for k in self.kinds]})
        self.send_state(conn, reset=True)
        for other in self.conns.values():               # everyone sees who is here
            if other is not conn:
                self.send_state(other)
        self.wakeup.set()

    def detach(self, conn: Conn) -> None:
        if self.conns.get(conn.seat) is conn:
            del self.conns[conn.seat]
            self.away_since[conn.seat] = time.monotonic()
            if not self.match.over:
                self.host.log(f"table {self.code}: {self.match.name(conn.seat)} left (seat {conn.seat + 1}); "
                              f"they may rejoin with their token")
            self.broadcast()

    def act(self, conn: Conn, msg: Act) -> None:
        """A client's move for its own seat: checked, then handed to its RemoteSeat."""
        seat = conn.seat
        m = self.match
        rs = self.remote[seat]
        if not self.started:
            raise Refused("turn", "The game starts when every seat has been taken.")
        if rs.bot is not None:
            raise Refused("turn", "A bot is playing your seat just now.")
        turn = m.decisions(seat)
        if msg.turn != turn:
            raise Refused("stale", "That move answers an earlier position: the table has moved on.")
        try:
            action = m.game.parse_action(msg.action)
        except IllegalAction as exc:
            raise Refused("illegal", str(exc)) from None
        why = m.refusal(seat, action)
        if why is not None:
            raise Refused("turn" if seat not in m.to_act() else "illegal", why)
        rs.offer(action, turn)
        self.wakeup.set()


class Host:
    """A websocket server holding one or more tables (each its own code)."""

    def __init__(self, bind: str = "0.0.0.0", port: int = 0, log=None):
        self.bind_address = bind
        self.port = port
        self.tables: dict = {}
        self.server = None
        self._drivers: list = []
        self.log = log or (lambda text: None)
        self.loop = None
        self.on_change = None              # called with a table when its seats change (the LAN listing)

    def changed(self, table) -> None:
        if self.on_change is not None:
            self.on_change(table)

    # ------------------------------------------------------------------ tables
    def add_table(self, game_id: str, players: int, kinds: list, code: str | None = None, seed: int | None = None,
                  options=None, bot_delay: float = 0.75, bot_after: float | None = None, names=None,
                  resume: bool = True) -> Table:
        """A new table (or, when ``resume`` and the code's table file holds an unfinished game
        of the same seats, that game continued). ValueError for a bad request."""
        from game.match import Match
        from game.seats import BOT_NAMES, SeatSpec
        from game.bots import levels
        if game_id not in GAME_IDS:
            raise ValueError(f"unknown game {game_id!r}")
        g = get_game(game_id)
        code = (code or new_code()).upper()
        if not CODE_RE.match(code):
            raise ValueError("a table code is 3 to 32 letters, digits or hyphens")
        if code in self.tables:
            raise ValueError(f"this host already has a table {code}")
        if len(kinds) != players:
            raise ValueError(f"{players} players but {len(kinds)} seats")
        for k in kinds:
            if k != "remote" and not (k.startswith("bot:") and k[4:] in levels(game_id)):
                raise ValueError(f"a seat is remote or bot:LEVEL ({', '.join(levels(game_id))}), not {k!r}")
        if "remote" not in kinds:
            raise ValueError("a hosted table needs at least one remote seat")
        path = table_path(code)
        saved = read_table(path) if resume else None
        if saved is not None:
            rec = saved["record"]
            same = (rec["game"] == game_id and rec["players"] == players
                    and [s["kind"] for s in saved["seats"]] == list(kinds))
            if not same:
                raise ValueError(f"table {code} already holds another game (a {rec['game']} game for "
                                 f"{rec['players']}, seats {','.join(s['kind'] for s in saved['seats'])}); "
                                 f"choose another code")
            tokens = [s["token"] for s in saved["seats"]]
            bot_delay = float(saved.get("bot_delay", bot_delay))
            tf = TableFile(path, code, kinds, tokens, bot_delay, rec)
            match = Match.from_record(rec, bot_delay=bot_delay, autosave=tf)
            self.log(f"table {code}: continuing the saved game ({match.step} moves so far)")
        else:
            if seed is None:
                seed = secrets.randbits(63)
            specs = []
            for i, k in enumerate(kinds):
                name = names[i] if names and i < len(names) and names[i] else None
                if k == "remote":
                    specs.append(SeatSpec(name or f"Player {i + 1}", "human"))
                else:
                    specs.append(SeatSpec(name or BOT_NAMES[i % len(BOT_NAMES)], "bot", k[4:]))
            g.new(players, seed, options or {})           # IllegalAction for bad options or players
            tokens = [None] * players
            tf = TableFile(path, code, kinds, tokens, bot_delay)
            match = Match(game_id, players, specs, seed, options or {}, bot_delay=bot_delay, autosave=tf)
            tf.write(match.record())
        match.autoplay_forced = False
        table = Table(self, match, code, list(kinds), tokens, tf, bot_after=bot_after)
        tf.tokens = tokens
        self.tables[code] = table
        if self.loop is not None:
            self._start_table(table)
        return table

    def _start_table(self, table: Table) -> None:
        table.bind(self.loop)
        self._drivers.append(self.loop.create_task(table.drive()))

    # ------------------------------------------------------------------ serving
    async def start(self) -> None:
        self.loop = asyncio.get_running_loop()
        self.server = await serve(self._handle, self.bind_address, self.port, max_size=MAX_FRAME, max_queue=32,
                                  compression=None, ping_interval=20, ping_timeout=20, open_timeout=HELLO_TIMEOUT,
                                  close_timeout=2)
        self.port = self.server.sockets[0].getsockname()[1]
        for t in self.tables.values():
            self._start_table(t)

    async def stop(self, closing: str | None = None) -> None:
        """Stop serving. ``closing``: the tables are closed for good (the window that hosted
        them left), and every client is told so in these words before its connection closes;
        without it the clients keep trying to rejoin (a host restarted continues the game)."""
        for task in self._drivers:
            task.cancel()
        writers = []
        for t in self.tables.values():
            for c in list(t.conns.values()):
                if closing and not t.match.over:
                    c.send({"t": "closed", "message": closing})
                c.close(1001, "the host is closing")
                writers.append(c.writer)
        if writers:                                     # what was queued (the closing words) goes first
            await asyncio.wait(writers, timeout=1.0)
        if self.server is not None:
            self.server.close()
            try:
                await asyncio.wait_for(self.server.wait_closed(), 3)
            except asyncio.TimeoutError:
                pass
        for t in self.tables.values():
            t.match.close()

    async def _handle(self, ws) -> None:
        limiter = RateLimit()
        conn = None
        try:
            hello = await self._hello(ws, limiter)
            if hello is None:
                return
            table, seat, _token = hello
            conn = Conn(ws, table, seat)
            table.attach(conn)
            async for raw in ws:
                if not limiter.allow():
                    if limiter.flooding:
                        conn.send(error("rate", "Too many messages: you are disconnected. Rejoin with your token."))
                        conn.close(1008, "flooding")
                        return
                    if len(limiter.dropped) == 1:
                        conn.send(error("rate", "Too many messages: slow down (extra ones are ignored)."))
                    continue
                try:
                    msg = parse_client(raw)
                    if isinstance(msg, Act):
                        table.act(conn, msg)
                        limiter.refund()
                    elif isinstance(msg, Ping):
                        conn.send({"t": "pong", "n": msg.n})
                    else:
                        raise Refused("hello", "You have already joined this table.")
                except Refused as r:
                    conn.send(error(r.code, r.message))
        except ConnectionClosed:
            pass
        finally:
            if conn is not None:
                conn.close(1000, "")
                try:
                    await asyncio.wait_for(conn.writer, 2)     # what was queued (an error) goes first
                except (asyncio.TimeoutError, asyncio.CancelledError, ConnectionClosed):
                    conn.writer.cancel()
                conn.table.detach(conn)

    async def _hello(self, ws, limiter: RateLimit):
        """Wait for a valid hello: (table, seat, token), or None after refusing (connection closed)."""
        deadline = time.monotonic() + HELLO_TIMEOUT
        while True:
            left = deadline - time.monotonic()
            try:
                raw = await asyncio.wait_for(ws.recv(), max(0.0, left))
            except asyncio.TimeoutError:
                await self._refuse(ws, "hello", "Say hello first (protocol version, table code).")
                return None
            if not limiter.allow():
                if limiter.flooding:
                    await self._refuse(ws, "rate", "Too many messages.", 1008)
                    return None
                continue
            try:
                msg = parse_client(raw)
                if not isinstance(msg, Hello):
                    raise Refused("hello", "Say hello first (protocol version, table code).")
            except Refused as r:
                await ws.send(codec.dumps(error(r.code, r.message)), text=True)
                continue
            if msg.version != PROTOCOL_VERSION:
                await self._refuse(ws, "version", f"This host speaks protocol version {PROTOCOL_VERSION}, "
                                                  f"not {msg.version}: both players need the same version of the game.")
                return None
            table = self.tables.get(msg.code.upper())
            if table is None or table.match.over:
                await self._refuse(ws, "table", "There is no table with that code here (or its game is over).")
                return None
            try:
                seat, token = table.join(msg)
            except Refused as r:
                await self._refuse(ws, r.code, r.message)
                return None
            return table, seat, token

    @staticmethod
    async def _refuse(ws, code, message, close_code=1008) -> None:
        try:
            await ws.send(codec.dumps(error(code, message)), text=True)
            await ws.close(close_code, code)
        except ConnectionClosed:
            pass




class HostThread:
    """A Host on a thread and event loop of its own (a window that hosts; tests): its
    methods are called from any thread and run on the host's loop."""

    def __init__(self, bind: str = "0.0.0.0", port: int = 0, log=None):
        import threading
        self.host = Host(bind=bind, port=port, log=log)
        self.loop = None
        self._ready = threading.Event()
        self._stop = None
        self.failure = None
        self.closing = None
        self._thread = threading.Thread(target=self._run, name="net-host", daemon=True)

    def start(self, timeout: float = 10.0) -> "HostThread":
        self._thread.start()
        self._ready.wait(timeout)
        if self.failure is not None:
            raise self.failure
        return self

    def _run(self) -> None:
        async def main():
            self.loop = asyncio.get_running_loop()
            self._stop = asyncio.Event()
            try:
                await self.host.start()
            except OSError as exc:
                self.failure = exc
                self._ready.set()
                return
            self._ready.set()
            await self._stop.wait()
            await self.host.stop(self.closing)
        asyncio.run(main())

    @property
    def port(self) -> int:
        return self.host.port

    def call(self, fn, *args, **kwargs):
        """``fn(*args, **kwargs)`` on the host's loop; its result (or its exception) here."""
        async def run():
            return fn(*args, **kwargs)
        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(10)

    def add_table(self, *args, **kwargs) -> Table:
        return self.call(self.host.add_table, *args, **kwargs)

    def submit(self, coro):
        """Run a coroutine on the host's loop (a bot client in a test); a concurrent Future."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def stop(self, closing: str | None = None) -> None:
        """Stop the host (``closing``: the words every client is told, see ``Host.stop``)."""
        self.closing = closing
        if self.loop is not None and self._stop is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(self._stop.set)   # a second stop (already stopped) does nothing
            self._thread.join(10)


__all__ = ["Host", "HostThread", "Table", "seat_message", "new_code", "new_token", "RateLimit"]
