"""Who sits at the table (``SeatSpec``: a human at this computer, or a bot of some level) and
where each seat's decisions come from (``Seat``: the protocol the Match talks to)."""
from __future__ import annotations

import concurrent.futures as cf
from dataclasses import dataclass


@dataclass(frozen=True)
class SeatSpec:
    name: str
    kind: str = "human"          # "human" | "bot"
    level: str = "medium"        # bot level when kind == "bot"
    profile: str | None = None   # a human's profile id (game/profiles.py): statistics follow it

    def record(self) -> dict:
        """The seat as a game record keeps it."""
        d = {"name": self.name, "kind": self.record_kind}
        if self.profile and not self.is_bot:
            d["profile"] = self.profile
        return d

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    @property
    def record_kind(self) -> str:
        return f"bot:{self.level}" if self.is_bot else "human"

    @classmethod
    def parse(cls, text: str, index: int) -> "SeatSpec":
        """"human", "bot", "bot:easy", optionally "Name=bot:easy"."""
        name = None
        if "=" in text:
            name, text = text.split("=", 1)
            from .saves import MAX_NAME, valid_name
            if not valid_name(name):
                raise ValueError(f"seat {index + 1}: a name is 1 to {MAX_NAME} printable characters")
        text = text.strip().lower()
        if text == "human":
            return cls(name or ("You" if index == 0 else f"Player {index + 1}"), "human")
        if text == "bot" or text.startswith("bot:"):
            level = text.split(":", 1)[1] if ":" in text else "medium"
            return cls(name or BOT_NAMES[index % len(BOT_NAMES)], "bot", level)
        raise ValueError(f"seat {index + 1}: {text!r} is not 'human' or 'bot[:level]'")


BOT_NAMES = ("Ada", "Bea", "Cyd", "Dov", "Eli")


# ---------------------------------------------------------------------------- where decisions come from
class Seat:
    """Where one seat's decisions come from: the one small protocol the Match talks to.

    ``decide(view, legal, rng)`` is asked when the seat must act. A seat that decides by
    itself (a bot, later a player on another computer) returns a ``concurrent.futures.Future``
    that resolves to ``(action, rng_after)``; it gets a copy of the seat's Rng and gives back
    the one its thinking left, so a decision that is dropped (undo, the table moved on)
    consumes nothing. A person at this screen returns None: their decisions come through
    ``Match.submit``. ``decide_now`` is the same decision made at once (tools, shots, tests).
    """

    interactive = False          # decisions come through Match.submit (a person at this screen)
    paced = True                 # the Match holds its moves for ``bot_delay`` (a person elsewhere: False)

    def __init__(self, spec: SeatSpec):
        self.spec = spec

    def decide(self, view, legal, rng):
        return None

    def decide_now(self, view, legal, rng):
        raise RuntimeError(f"{self.spec.name} decides at the screen, not at once")

    def set_thinking(self, thinking: str) -> None:
        """How long this seat thinks, where it thinks at all (a bot that searches)."""

    def close(self) -> None:
        pass


class HumanSeat(Seat):
    """A person at this computer (hot-seat or solo)."""

    interactive = True


MAX_WORKER_LOSSES = 3          # worker processes that may die before a bot thinks on the thread


class BotSeat(Seat):
    """A bot: quick levels answer on a worker thread; a level that thinks for long (hard)
    thinks in the worker process (``game/bots/worker.py``), so the window's frames never wait
    for it. A worker that dies (killed, out of memory) is replaced and asked again."""

    def __init__(self, spec: SeatSpec, game_id: str, threaded: bool = True, wake=None, thinking: str = "normal"):
        super().__init__(spec)
        self.game_id = game_id
        self.threaded = threaded
        self.set_thinking(thinking)
        self.wake = wake                  # called (from another thread) when a decision is ready
        self._thread = None
        self._worker_losses = 0

    def set_thinking(self, thinking: str) -> None:
        """How long a bot that searches thinks from its next decision on (quick, normal, deep)."""
        from .bots import get_bot
        self.thinking = thinking
        self.bot = get_bot(self.game_id, self.spec.level, thinking)

    def decide_now(self, view, legal, rng):
        rng = rng.copy()
        return self.bot(view, legal, rng), rng

    def decide(self, view, legal, rng):
        if not self.threaded:
            fut = cf.Future()
            fut.set_result(self.decide_now(view, legal, rng))
            return fut
        fut = self._in_process(view, legal, rng)
        if fut is None:
            if self._thread is None:
                self._thread = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
            fut = self._thread.submit(self.decide_now, view, legal, rng)
        if self.wake is not None:
            fut.add_done_callback(lambda _f: self.wake())
        return fut

    def _in_process(self, view, legal, rng):
        from .bots import worker
        if self.spec.level not in worker.HEAVY or len(legal) < 2 or self._worker_losses >= MAX_WORKER_LOSSES:
            return None
        pool = worker.pool()
        if pool is None:
            return None
        try:
            fut = pool.submit(worker.think, self.game_id, self.spec.level, self.thinking, view, legal, rng.copy())
        except (RuntimeError, OSError):        # the pool broke: a new one next time; now the thread
            self.lost_worker(pool)
            return None
        fut.in_process, fut.worker_pool = True, pool
        return fut

    def lost_worker(self, pool) -> None:
        """The worker process died: forget it (the next decision starts a fresh one)."""
        from .bots import worker
        worker.discard(pool)
        self._worker_losses += 1

    def close(self) -> None:
        if self._thread is not None:
            self._thread.shutdown(wait=False, cancel_futures=True)
            self._thread = None


def make_seat(spec: SeatSpec, game_id: str, threaded: bool = True, wake=None, thinking: str = "normal") -> Seat:
    """The Seat for a seat's spec."""
    if spec.is_bot:
        return BotSeat(spec, game_id, threaded=threaded, wake=wake, thinking=thinking)
    return HumanSeat(spec)
