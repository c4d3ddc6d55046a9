"""The player's side of a hosted table: connect, say hello, keep the seat's token, follow the
state messages, send this seat's moves, and rejoin with the token when the connection drops.

``Seat`` is what a client knows of its seat (its View, legal moves, the Events it saw, names,
who is here); ``play(address, code, decide=...)`` plays a seat until the game is over, with
``decide(client) -> Action | None`` choosing moves; ``play_as_bot`` is that with a bot
(``join --as bot:LEVEL``, the tests, the benchmark). ``ClientThread`` runs a client on its own
thread and event loop, so a window polls it and its frames never wait on the network.
"""
from __future__ import annotations

import asyncio
import json
import os
import queue
import re
import threading
import time

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from rules import GAME_IDS, get_game

from . import codec
from .protocol import MAX_CLIENT_MESSAGE, MAX_HOST_MESSAGE, PROTOCOL_VERSION

FATAL = {"version", "table", "token", "full"}      # refusals that rejoining will not cure


class JoinRefused(Exception):
    """The host refused this client for good (wrong version, code or token, table full)."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


class NoTable(OSError):
    """Nothing answers at the address (the first connection): a wrong address, or no host."""

    def __init__(self, address: str):
        super().__init__(f"No table answers at {address}: check the address and that the host is running.")
        self.address = address


def parse_address(text: str, default_port: int = 8765) -> tuple:
    """``host:port`` (or ``[v6]:port``, or ``host`` alone) as ``(host, port)``; ValueError."""
    text = text.strip()
    if text.startswith("ws://"):
        text = text[5:].rstrip("/")
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        port = rest[1:] if rest.startswith(":") else ""
    elif text.count(":") == 1:
        host, port = text.split(":")
    else:
        host, port = text, ""
    if not host or any(c.isspace() or c in "/?#@" for c in host):
        raise ValueError(f"{text!r} is not an address (like 192.168.1.20:8765)")
    try:
        p = int(port) if port else default_port
    except ValueError:
        raise ValueError(f"the port in {text!r} is not a number") from None
    if not 0 < p < 65536:
        raise ValueError(f"port {p} is out of range (1 to 65535)")
    return host, p


def ws_url(host: str, port: int) -> str:
    return f"ws://[{host}]:{port}/" if ":" in host else f"ws://{host}:{port}/"


class Seat:
    """What a client knows: everything here came from the host, and is only this seat's."""

    def __init__(self):
        self.seat = None
        self.token = None
        self.code = None
        self.game_id = None
        self.game = None
        self.players = 0
        self.options: dict = {}
        self.names: list = []
        self.view = None
        self.legal: list = []
        self.events: list = []
        self.to_act: list = []
        self.present: list = []
        self.turn = 0
        self.over = False
        self.result = None
        self.errors: list = []           # (code, message) the host sent back
        self.joined = False
        self.ws = None                   # the open connection, while there is one

    def welcome(self, msg: dict) -> None:
        gid = msg.get("game")
        if gid not in GAME_IDS:
            raise codec.CodecError(f"unknown game {str(gid)[:40]!r}")
        if type(msg.get("seat")) is not int or not isinstance(msg.get("token"), str):
            raise codec.CodecError("a welcome names the seat and its token")
        self.seat, self.token, self.code = msg["seat"], msg["token"], msg.get("code")
        self.game_id, self.game = gid, get_game(gid)
        self.players = int(msg.get("players", 0))
        self.options = codec.decode(msg.get("options"))
        self.names = list(msg.get("names") or [])
        self.joined = True

    def state(self, msg: dict) -> None:
        self.view = codec.decode(msg["view"])
        self.legal = [self.game.parse_action(a) for a in msg.get("legal") or []]
        events = [codec.decode(e) for e in msg.get("events") or []]
        self.events = events if msg.get("reset") else self.events + events
        self.to_act = list(msg.get("to_act") or [])
        self.present = list(msg.get("present") or [])
        self.names = list(msg.get("names") or self.names)
        self.turn = int(msg.get("turn", 0))
        self.over = bool(msg.get("over"))
        self.result = codec.decode(msg.get("result"))


async def play(address: str, code: str, decide=None, token: str | None = None, name: str | None = None,
               token_file: str | None = None, retry_for: float = 30.0, on_message=None, log=None,
               stop: asyncio.Event | None = None, seat: Seat | None = None, think: float = 0.0) -> Seat:
    """Join the table ``code`` at ``address`` (host:port) and follow it to its end, rejoining with
    the seat's token after a dropped connection (for ``retry_for`` seconds). ``decide(seat)``
    returns the move to send for the current state (or None), sent ``think`` seconds later (a
    person takes a moment; the benchmark's players do). Raises JoinRefused, OSError."""
    host, port = parse_address(address)
    url = ws_url(host, port)
    me = seat or Seat()
    if token is None and token_file and os.path.exists(token_file):
        token = read_token(token_file, code)
    me.token = token
    log = log or (lambda text: None)
    last_ok = time.monotonic()
    delay = 0.1
    while True:
        try:
            async with connect(url, max_size=MAX_HOST_MESSAGE, compression=None, proxy=None,
                               open_timeout=10, ping_interval=20, ping_timeout=20, close_timeout=2) as ws:
                await ws.send(json.dumps({"t": "hello", "version": PROTOCOL_VERSION, "code": code,
                                          "token": me.token, "name": name}))
                me.ws = ws
                sent_for = None
                retries = 0
                later = None
                async for raw in ws:
                    msg = codec.loads(raw, MAX_HOST_MESSAGE)
                    kind = msg.get("t") if isinstance(msg, dict) else None
                    if kind == "welcome":
                        me.welcome(msg)
                        if token_file:
                            _write_token(token_file, code, me.token)
                        last_ok, delay = time.monotonic(), 0.1
                    elif kind == "state":
                        me.state(msg)
                        if me.over:
                            if on_message:
                                on_message(me, msg)
                            return me
                        if decide is not None and me.legal and sent_for != me.turn:
                            retries = 0
                            action = decide(me)
                            if action is not None:
                                sent_for = me.turn
                                text = json.dumps({"t": "act", "action": action.to_json(), "turn": me.turn})
                                if think > 0:
                                    if later is not None:
                                        later.cancel()
                                    later = asyncio.get_running_loop().create_task(_send_later(ws, text, think))
                                else:
                                    await ws.send(text)
                    elif kind == "closed":             # the host left: this table is no more
                        raise JoinRefused("closed", str(msg.get("message") or "The host closed the table.")[:200])
                    elif kind == "error":
                        c, text = str(msg.get("code")), str(msg.get("message"))
                        me.errors.append((c, text))
                        if c in FATAL:
                            raise JoinRefused(c, text)
                        if c in ("stale", "turn", "illegal") and decide is not None and me.legal and not me.over:
                            retries += 1                  # think again about the position we have
                            action = decide(me) if retries <= 3 else None
                            if action is not None:
                                await ws.send(json.dumps({"t": "act", "action": action.to_json(), "turn": me.turn}))
                        log(f"host: {text}")
                    if on_message:
                        on_message(me, msg)
                    if stop is not None and stop.is_set():
                        return me
            lost = "the host closed the connection"          # closed cleanly, but the game goes on
        except JoinRefused:
            raise
        except (ConnectionClosed, OSError, InvalidHandshake, asyncio.TimeoutError, codec.CodecError) as exc:
            if isinstance(exc, InvalidURI):
                raise
            if not me.joined and not isinstance(exc, (ConnectionClosed, codec.CodecError)):
                # the first connection: nothing to come back to, so say so now rather than retry
                raise NoTable(address) from None
            lost = exc.__class__.__name__
            detail = exc
        else:
            detail = lost
        me.ws = None
        if stop is not None and stop.is_set():
            return me
        if time.monotonic() - last_ok > retry_for:
            raise OSError(f"lost the table at {address}: {detail}") from None
        log(f"connection lost ({lost}); rejoining…")
        await asyncio.sleep(delay)
        delay = min(2.0, delay * 2)


async def play_as_bot(address: str, code: str, level: str = "medium", token=None, token_file=None,
                      retry_for: float = 30.0, think: float = 0.0, log=None, seed=None, name=None) -> Seat:
    """Play a seat with the game's bot of ``level`` until the game is over."""
    from game.bots import get_bot
    from rules.core import Rng
    import secrets
    rng = Rng(secrets.randbits(63) if seed is None else seed)
    bots: dict = {}

    def decide(me: Seat):
        if me.game_id not in bots:
            bots[me.game_id] = get_bot(me.game_id, level)
        return bots[me.game_id](me.view, list(me.legal), rng)

    return await play(address, code, decide, token=token, token_file=token_file, retry_for=retry_for, log=log,
                      think=think, name=name)


async def _send_later(ws, text: str, delay: float) -> None:
    await asyncio.sleep(delay)
    try:
        await ws.send(text)
    except ConnectionClosed:
        pass


def read_token(path: str, code: str) -> str | None:
    from game.storage import read_json
    try:
        d = read_json(path, keep=False)
    except Exception:  # noqa: BLE001 - a token file we cannot read is no token
        return None
    if isinstance(d, dict) and d.get("code") == code and isinstance(d.get("token"), str) and len(d["token"]) == 32:
        return d["token"]
    return None


def _write_token(path: str, code: str, token: str) -> None:
    from game.storage import write_json_atomic
    write_json_atomic(path, {"code": code, "token": token})


# ---------------------------------------------------------------------------- the window's seats
# The window keeps each joined seat's token in the data folder (``seats.json``), keyed by the
# host's address and the table's code, so joining that table again (its LAN entry or its
# typed address) takes the same seat back; the entry goes once the game is over.
SEATS_FILE = "seats.json"
MAX_SEATS_KEPT = 64
_TOKEN_RE = re.compile(r"^[0-9a-f]{32}$")
_seats_lock = threading.Lock()


def seats_path() -> str:
    from game.storage import data_dir
    return os.path.join(data_dir(), SEATS_FILE)


def seat_key(address: str, code: str) -> str:
    """``host:port/CODE`` (ValueError for an address that is none)."""
    host, port = parse_address(address)
    return f"{host.lower()}:{port}/{code.strip().upper()}"


def _validate_seats(d) -> None:
    if not isinstance(d, dict) or not isinstance(d.get("seats"), dict):
        raise ValueError("it holds no seats")
    for k, v in d["seats"].items():
        if not isinstance(k, str) or len(k) > 200 or not isinstance(v, dict) \
                or not isinstance(v.get("token"), str) or not _TOKEN_RE.match(v["token"]):
            raise ValueError("a seat in it has no token")


def _read_seats() -> dict:
    from game.storage import BrokenFile, read_json
    try:
        d = read_json(seats_path(), _validate_seats)     # a broken file is kept aside, and read as none
    except BrokenFile:
        d = None
    return dict(d["seats"]) if d else {}


def remembered_token(address: str, code: str) -> str | None:
    """The token this window was given for the table ``code`` at ``address``, if any."""
    try:
        key = seat_key(address, code)
    except ValueError:
        return None
    with _seats_lock:
        entry = _read_seats().get(key)
    return entry["token"] if entry else None


def remember_token(address: str, code: str, token: str) -> None:
    """Keep a seat's token (atomically written JSON); OSError if the folder cannot be written."""
    from game.storage import write_json_atomic
    if not isinstance(token, str) or not _TOKEN_RE.match(token):
        return
    key = seat_key(address, code)
    with _seats_lock:
        seats = _read_seats()
        if seats.get(key, {}).get("token") == token:
            return
        seats[key] = {"token": token, "saved": int(time.time())}
        when = lambda kv: kv[1]["saved"] if isinstance(kv[1].get("saved"), int) else 0   # noqa: E731
        newest = sorted(seats.items(), key=when, reverse=True)[:MAX_SEATS_KEPT]
        write_json_atomic(seats_path(), {"version": 1, "seats": dict(newest)})


def forget_token(address: str, code: str) -> None:
    """The game at that table is over (or the token is no longer any seat's): forget it."""
    from game.storage import write_json_atomic
    try:
        key = seat_key(address, code)
    except ValueError:
        return
    with _seats_lock:
        seats = _read_seats()
        if seats.pop(key, None) is not None:
            write_json_atomic(seats_path(), {"version": 1, "seats": seats})


class ClientThread:
    """A client on its own thread and event loop, for a window: ``poll()`` returns what came
    since the last call and never waits; ``send(action)`` queues this seat's move."""

    def __init__(self, address: str, code: str, token: str | None = None, name: str | None = None,
                 token_file: str | None = None, remember: bool = False):
        self.address, self.code, self.name = address, code, name
        self.token, self.token_file = token, token_file
        self.remember = remember         # keep the seat's token in the data folder (a joiner's window)
        self.seat = Seat()
        self.inbox: queue.Queue = queue.Queue()
        self.failure: Exception | None = None
        self.finished = False
        self._loop = None
        self._out: asyncio.Queue | None = None
        self._stop = None
        self._thread = threading.Thread(target=self._run, name="net-client", daemon=True)
        self._lock = threading.Lock()

    def start(self) -> "ClientThread":
        self._thread.start()
        return self

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._out = asyncio.Queue()
        self._stop = asyncio.Event()
        try:
            await play(self.address, self.code, decide=self._decide, token=self.token, name=self.name,
                       token_file=self.token_file, on_message=self._on_message, stop=self._stop,
                       seat=self.seat, retry_for=60)
        except Exception as exc:  # noqa: BLE001 - handed to the window, which says it in words
            if self.remember and isinstance(exc, JoinRefused) and exc.code in ("closed", "table", "token"):
                try:                             # that seat is no more: nothing to come back to
                    forget_token(self.address, self.code)
                except (OSError, ValueError):
                    pass
            self.failure = exc
            self.inbox.put(("failed", exc))
        self.finished = True
        self.inbox.put(("finished", None))

    def _on_message(self, me, msg) -> None:
        if self.remember:                    # on this thread: the file's fsync never holds up a frame
            try:
                if msg.get("t") == "welcome":
                    remember_token(self.address, self.code, me.token)
                elif msg.get("t") == "state" and me.over:
                    forget_token(self.address, self.code)
            except (OSError, ValueError):
                pass                         # the seat plays on; only coming back after a crash needs it
        self.inbox.put((msg.get("t"), msg))

    def _decide(self, me):
        return None          # a person decides: moves come through send()

    def poll(self) -> list:
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def send(self, action, turn: int) -> None:
        """This seat's move for the position of its ``turn``-th move (the state it answers)."""
        msg = json.dumps({"t": "act", "action": action.to_json(), "turn": turn})
        if len(msg) > MAX_CLIENT_MESSAGE:
            raise ValueError("move too large")
        if self._loop is not None and not self.finished:
            try:
                self._loop.call_soon_threadsafe(self._send_soon, msg)
            except RuntimeError:                 # the connection's loop has just ended
                pass

    def _send_soon(self, msg: str) -> None:
        self._loop.create_task(self._send(msg))

    async def _send(self, msg: str) -> None:
        ws = self.seat.ws
        if ws is not None:
            try:
                await ws.send(msg)
            except ConnectionClosed:
                pass

    def close(self) -> None:
        """Leave the table: the connection closes now (the host sees the seat empty at once)."""
        if self._loop is not None and self._stop is not None and not self.finished:
            try:
                self._loop.call_soon_threadsafe(self._close_now)
            except RuntimeError:                 # its loop has just ended
                pass

    def _close_now(self) -> None:
        self._stop.set()
        ws = self.seat.ws
        if ws is not None:
            self._loop.create_task(ws.close(1000, "left the table"))
