"""A seat played on another computer: the same Seat protocol as a bot, so the Match does not
know the difference. ``decide`` returns a Future that the host resolves when that seat's
client sends a legal action; while the player is away the host may hand the seat to a bot
(``play_by_bot``) until they come back (``take_back``)."""
from __future__ import annotations

import concurrent.futures as cf

from game.seats import BotSeat, Seat, SeatSpec


class RemoteSeat(Seat):
    """Decisions come from this seat's client (``offer``), or from a bot while it is away."""

    @property
    def paced(self) -> bool:
        """A person's move is applied as soon as it comes; a bot standing in keeps a bot's pace."""
        return self.bot is not None

    def __init__(self, spec: SeatSpec, game_id: str, wake=None):
        super().__init__(spec)
        self.game_id = game_id
        self.wake = wake               # called when a decision is ready (from any thread)
        self._ask = None               # (future, view, legal, rng) of the decision asked for
        self._offered = None           # (turn, action) the client sent before it was asked
        self.bot: BotSeat | None = None
        self.turn = lambda: 0          # the seat's moves played so far (the host sets it: Match.decisions)

    # ------------------------------------------------------------------ the Seat protocol
    def decide(self, view, legal, rng):
        fut = cf.Future()
        self._ask = (fut, view, legal, rng)
        if self.bot is not None:
            self._ask_bot()
        elif self._offered is not None:
            (turn, action), self._offered = self._offered, None
            if turn == self.turn():                    # still the position it answered
                self.offer(action, turn)
        return fut

    def decide_now(self, view, legal, rng):
        raise RuntimeError(f"{self.spec.name} decides on another computer, not at once")

    # ------------------------------------------------------------------ the host's side
    @property
    def asked(self) -> bool:
        """A decision is being waited for."""
        return self._ask is not None and not self._ask[0].done()

    def offer(self, action, turn: int) -> bool:
        """The client's action for the seat's ``turn``-th move (already checked legal by the
        host). It answers the decision asked for, or waits for the Match to ask (several seats
        act at once and the Match asks them one by one). False if a bot plays the seat now."""
        if self.bot is not None:
            return False
        if self.asked:              # the host checked it against the rules: a move the legal list names
            # in steps (Barony's whole bid, Commit) is not in that list, and waited here forever
            fut, _view, _legal, rng = self._ask
            fut.set_result((action, rng))          # the client's thinking uses no Rng of ours
            if self.wake is not None:
                self.wake()
        else:
            self._offered = (turn, action)
        return True

    def forget_offer(self) -> None:
        self._offered = None

    def play_by_bot(self, level: str = "medium") -> None:
        """The player is away: a bot of ``level`` decides for this seat until ``take_back``."""
        if self.bot is None:
            self.bot = BotSeat(SeatSpec(self.spec.name, "bot", level), self.game_id, wake=self.wake)
            self._offered = None
            if self.asked:
                self._ask_bot()

    def take_back(self) -> None:
        """The player is back: their client decides again (a bot's decision already under way
        is still played; one still waiting for the bot's thread is the player's to make)."""
        if self.bot is not None:
            bot, self.bot = self.bot, None
            bot.close()

    def _ask_bot(self) -> None:
        fut, view, legal, rng = self._ask
        bot = self.bot
        inner = bot.decide(view, legal, rng)

        def done(f):
            if fut.done():
                return
            if f.cancelled():
                # the player came back before the bot began (``take_back`` shuts its thread,
                # cancelling what waits there): the move is theirs to make again; a bot handed
                # the seat since then is asked afresh
                if self.bot not in (None, bot) and self._ask is not None and self._ask[0] is fut:
                    self._ask_bot()
                return
            try:
                fut.set_result(f.result())
            except Exception as exc:  # noqa: BLE001 - the Match sees the bot's failure as its own
                fut.set_exception(exc)
            if self.wake is not None:
                self.wake()
        inner.add_done_callback(done)

    def close(self) -> None:
        self.take_back()
        if self._ask is not None and not self._ask[0].done():
            self._ask[0].cancel()
