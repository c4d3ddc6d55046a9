"""The referee: owns the State and the action log, asks seats in turn, applies actions.

Scenes talk to a Match and get Views, legal actions for a human seat, and Events; they
never touch the State. Each seat's decisions come through one small protocol
(``game.seats.Seat``): a person at this screen submits them; a bot (later a player on another
computer) is asked and answers when it is ready, from its seat's View only, off the frame
loop; its moves are paced by the ``bot_delay`` setting. The Match knows nothing of windows:
whoever wants to hear that a decision is ready passes ``wake``.
"""
from __future__ import annotations

import concurrent.futures as cf
import time

from rules import get_game
from rules.core import IllegalAction

from .seats import SeatSpec, make_seat
from .settings import BOT_PACES
from .sim import bot_rng


RECENT = 64                # states kept for ``Match.view_at`` (a held moment seen through another seat's eyes)
FORCED_BEAT = 1.6          # seconds a forced move shows (the prompt says why) before it plays itself
STANDING_BEAT = 0.7        # seconds a standing order's move shows before it plays (the player asked for it)
FINISH_LEVEL = "medium"    # the bot that plays a player's seat to the end ("Let a bot finish")
FINISH_DELAY = BOT_PACES["fast"]   # the bots' pace once nobody plays: see Match.hurry
UNDO_WINDOW = 2.0          # seconds a bot waits to answer your move while Undo can still take it back
                           # (it answered within a second: "Undo is almost impossible to use", a newcomer)
FOLLOW_ON = 0.35           # a bot's next step of the same turn waits this share of its pace (Barony: Target, Add, Confirm)
NORMAL_PACE = 0.75         # the bots' normal pace (settings.BOT_PACES): the wait for Undo is scaled by the pace chosen


class Match:
    is_replay = False
    keeps_record = True       # its finished game is kept as a record here (not a lesson's, a replay's, a joined one's)
    def __init__(self, game_id: str, players: int, seats, seed: int = 0, options=None,
                 bot_delay: float = 0.75, autosave=None, threaded: bool = True, wake=None,
                 thinking: str = "normal"):
        self.game = get_game(game_id)
        self.game_id = game_id
        self.players = players
        self.seats = [s if isinstance(s, SeatSpec) else SeatSpec(*s) for s in seats]
        if len(self.seats) != players:
            raise ValueError(f"{players} players but {len(self.seats)} seats")
        self.seed = int(seed)
        self.options = dict(options or {})
        self._state = self.game.new(players, self.seed, self.options)
        self.bot_delay = bot_delay
        self._routine_said = None      # (a bot's pending move, whether its game calls it routine)
        self.autosave = autosave              # a game.saves.Autosave (write, retire) or None
        self.threaded = threaded
        self._wake = wake
        self._thinking = thinking
        self.finished_by: dict = {}          # seat -> (bot level, step from which it played): "Let a bot finish"
        self.hints_shown: dict = {}          # seat -> {step: (rounds, first move's JSON or None)}: hints shown (the review weighs them)
        self.ordered: dict = {}              # seat -> steps its standing order played (Barony's Keep matching): the review says so
        self._deciders = [make_seat(s, game_id, threaded=threaded, wake=wake, thinking=thinking)
                          for s in self.seats]
        self._rngs = {i: bot_rng(self.seed, i) for i in range(players)}
        self._pending = None                  # (seat, future, started_at, step, state)
        self._saver = None                    # one background writer: autosaves land in order
        # every Event so far (filter with visible_events), from how the table opens (a game's
        # ``opening_events``: the first deal and hands) on
        self.events: list = list(getattr(self.game, "opening_events", lambda state: [])(self._state))
        self.step = 0
        self._recent = {}                     # step -> the state before that step's move (``view_at``)
        self.undo_enabled = True              # the "undo" setting
        self.autoplay_forced = True           # a person's only legal move plays itself (after a beat)
        self.forced_beat = FORCED_BEAT if bot_delay > 0 else 0.0     # long enough to read why; none at instant pace
        # seat -> a person's standing order, ``order(view, legal) -> action or None``: moves the
        # person asked to have played for them until it answers None (Barony's "keep matching")
        self.standing: dict = {}
        self._beat = 0.0                      # the pending person's move's beat (forced or standing)
        self._checkpoints: list = []          # before each human decision: (step, state, bot rngs, events)
        self._only_moves: set = set()         # the steps of those that were the seat's only legal move
        self._actors: list = []               # per step: the seat that acted
        self._first_event: list = []          # per step: index of its first Event

    # ---------------------------------------------------------------- read-only access
    @property
    def over(self) -> bool:
        return self.game.is_over(self._state)

    def to_act(self) -> frozenset:
        return self.game.to_act(self._state)

    def view(self, seat):
        return self.game.view(self._state, seat)

    def view_at(self, step: int, seat):
        """``seat``'s View as it stood at ``step`` (one of the last ``RECENT`` steps), or None:
        a table holding up a moment that has passed (a sealed reveal) turns to another seat's
        eyes and shows that moment through them, not the position after it."""
        state = self._state if step == self.step else self._recent.get(step)
        return None if state is None else self.game.view(state, seat)

    def legal(self, seat: int) -> list:
        """Legal actions for a human seat that must act now (empty otherwise)."""
        if seat is None or seat not in self.to_act() or not self._deciders[seat].interactive:
            return []
        return self.game.legal_actions(self._state, seat)

    def still_deciding(self, seat: int, since: int, legal) -> bool:
        """``seat`` has not acted since ``step`` ``since`` and still faces the same ``legal``
        moves: what moved the game on were other seats' moves made at the same time as its own
        (a Sorcerous Futures sealed bid, a Me First secret pick), hidden until every seat has
        chosen, so what it knows for this decision is unchanged (a hint asked for then still
        holds: it was dropped without a word)."""
        if seat is None or not 0 <= since <= self.step or seat not in self.to_act():
            return False
        if any(a == seat for a in self._actors[since:]):
            return False
        return list(self.legal(seat)) == list(legal)

    def legal_for(self, seat: int) -> list:
        """Legal actions of any seat that must act now, whoever plays it (a host sends them to
        the player on another computer); empty otherwise."""
        if seat is None or self.over or seat not in self.to_act():
            return []
        return self.game.legal_actions(self._state, seat)

    def decisions(self, seat: int) -> int:
        """How many moves of ``seat`` have been played (a player elsewhere answers a position
        by this count, so a move meant for an earlier one is known as such)."""
        return sum(1 for a in self._actors if a == seat)

    def refusal(self, seat: int, action) -> str | None:
        """Why ``seat`` may not play ``action`` now, in words for the player (None: it may).
        Nothing changes."""
        if self.over:
            return "The game is over: no more moves can be made."
        if seat not in self.to_act():
            return "It is not your turn to act."
        if action in self.game.legal_actions(self._state, seat):
            return None
        try:
            self.game.apply(self._state, seat, action)     # a move the list names in steps (Barony's Commit)
        except IllegalAction as exc:
            return str(exc)
        return None

    def humans(self) -> list:
        return [i for i, d in enumerate(self._deciders) if d.interactive]

    def revealed(self) -> tuple:
        """Replays only (the game is finished): every seat's View and what nobody saw, for
        the "everything revealed" view."""
        if not getattr(self, "is_replay", False):
            raise PermissionError("Only a replay of a finished game shows everything.")
        views = [self.game.view(self._state, i) for i in range(self.players)]
        return views, self.game.hidden(self._state)

    def humans_to_act(self) -> list:
        return sorted(i for i in self.to_act() if self._deciders[i].interactive)

    def bots_to_act(self) -> list:
        return sorted(i for i in self.to_act() if not self._deciders[i].interactive)

    def result(self):
        return self.game.result(self._state) if self.over else None

    def record(self) -> dict:
        seats = [s.record() for s in self.seats]
        for seat, shown in self.hints_shown.items():
            if shown and seat < len(seats):
                seats[seat]["hints"] = [[st, n] + ([first] if first is not None else [])
                                        for st, (n, first) in sorted(shown.items())]
        for seat, steps in self.ordered.items():
            if steps and seat < len(seats):
                # the moves a standing order played for the person (the review did not tell them
                # from the person's own: a newcomer's "costliest" were Keep matching's)
                seats[seat]["ordered"] = sorted(steps)
        for seat, (level, step) in self.finished_by.items():
            # the player let a bot play their seat from this step on: the record says so, and
            # statistics do not count the game for them (game/records.py)
            seats[seat]["finished_by"] = f"bot:{level}"
            seats[seat]["finished_from"] = step
        return self.game.record(self._state, seats)

    def visible_events(self, seat) -> list:
        return [e for e in self.events if e.visible(seat)]

    def name(self, seat) -> str:
        return self.seats[seat].name if seat is not None and 0 <= seat < len(self.seats) else "Spectator"

    def fill_names(self, text: str, you=None) -> str:
        """The log line with the players' names in; ``you`` (a seat) and any seat named
        "You" read in the second person (see game/words.py)."""
        from .words import fill_names
        return fill_names(text, [s.name for s in self.seats], () if you is None else (you,))

    # ---------------------------------------------------------------- moves
    def what_if(self, seat: int, actions) -> tuple:
        """(View, legal moves) of ``seat`` after its own ``actions``, on a copy: the position a
        move being built on the table reaches (a hint weighs it). The game is not changed.
        Raises IllegalAction if the rules refuse one."""
        s = self._state
        for a in actions:
            s, _ = self.game.apply(s, seat, a)
        return self.game.view(s, seat), self.game.legal_actions(s, seat)

    def would_take(self, seat: int, action) -> bool:
        """Whether a legal ``action`` of ``seat`` would be taken now (a lesson takes only the
        move its step asks for): a table offers no button for a move that would be refused."""
        return True

    def submit(self, seat: int, action) -> list:
        """Apply a human's action; raises IllegalAction (nothing changes) when illegal."""
        if not self._deciders[seat].interactive:
            raise IllegalAction("That seat is not played at this screen.")
        checkpoint = (self.step, self._state, {i: r.copy() for i, r in self._rngs.items()}, len(self.events), seat)
        only = len(self.game.legal_actions(self._state, seat)) == 1
        events = self._apply(seat, action)
        self._checkpoints.append(checkpoint)
        if only:
            self._only_moves.add(checkpoint[0])
        return events

    # ---------------------------------------------------------------- undo (against bots only)
    def can_undo(self, seat) -> tuple:
        """``(True, "")`` when ``seat`` may take back its last decision now, else
        ``(False, why)`` in words for the player. See game/undo.py for the policy."""
        from .undo import reveal_in, says_nothing
        if not self.undo_enabled:
            return False, "Undo is turned off in the settings."
        if len(self.humans()) != 1:
            return False, "No undo in hot-seat games."
        if seat is None or not self._deciders[seat].interactive:
            return False, "Only the player can undo."
        mine = [c for c in self._checkpoints if c[4] == seat]
        if not mine:
            return False, "Nothing to undo yet."
        step, _state, _rngs, n_events, _ = mine[-1]
        if step in self._only_moves:
            # no decision to take back ("an Undo button appeared after a forced pass, and pressing
            # it said 'Too late to undo'": a newcomer)
            return False, "Nothing to undo: that move was your only one."
        # UN1: another seat's decision since your move is new information (a bot's answer)
        def events_of(k):
            end = self._first_event[k + 1] if k + 1 < len(self._first_event) else len(self.events)
            return self.events[self._first_event[k]:end]
        other = next((k for k in range(step, self.step) if self._actors[k] != seat
                      and not says_nothing(self.game_id, events_of(k), seat)), None)
        if other is not None:
            said = next((e for e in self.events[self._first_event[other]:] if e.visible(seat) and e.text), None)
            what = self.fill_names(said.text, you=seat) if said is not None else \
                f"{self.name(self._actors[other])} has answered your move."
            return False, f"Too late to undo. Since your move: {what}"
        shown = reveal_in(self.game_id, self.events[n_events:], seat)
        if shown is not None:
            what = self.fill_names(shown.text, you=seat) if shown.text else "something new came to light."
            return False, f"Too late to undo. Since your move: {what}"
        return True, ""

    def undo(self, seat) -> None:
        """Take back ``seat``'s last decision (IllegalAction if not possible, saying why). The
        state, the bots' generators and the events are exactly as they were before it."""
        ok, why = self.can_undo(seat)
        if not ok:
            raise IllegalAction(why)
        while self._checkpoints:
            step, state, rngs, n_events, who = self._checkpoints.pop()
            if who == seat:
                break
        self._pending = None                   # a bot's thinking about the undone position is dropped
        self.standing.clear()                  # an order would play the taken-back move again at once
        self._state, self.step = state, step
        self._only_moves = {k for k in self._only_moves if k < step}
        self._rngs = {i: r.copy() for i, r in rngs.items()}
        del self.events[n_events:]
        del self._actors[step:], self._first_event[step:]
        for steps in self.ordered.values():           # moves taken back were never played by an order
            steps.difference_update({k for k in steps if k >= step})
        for shown in self.hints_shown.values():       # a hint for a move taken back no longer stands
            for st in [st for st in shown if st >= step]:
                del shown[st]
        self._autosave_now()

    def note_hint(self, seat: int, step: int, rounds: int, first=None) -> None:
        """A hint for ``seat``'s move at ``step`` was shown, from ``rounds`` sampled games, with
        ``first`` (an action) its first move: the record keeps them, so the game's review weighs
        that move against the one played in the same sampled games (``game.advisor``)."""
        if step == self.step and 0 <= seat < self.players and rounds > 0:
            self.hints_shown.setdefault(seat, {})[step] = (int(rounds), None if first is None else first.to_json())

    def _apply(self, seat, action) -> list:
        before = self._state
        self._state, events = self.game.apply(self._state, seat, action)
        self._recent[self.step] = before         # states are never changed in place (rules/core.py)
        self._recent.pop(self.step - RECENT, None)
        self._actors.append(seat)
        self._first_event.append(len(self.events))
        self.step += 1
        self.events.extend(events)
        self._autosave_now()
        return events

    def _autosave_now(self) -> None:
        if self.autosave is not None:
            # the record is built here (cheap); writing it (fsync) happens off the frame loop
            rec = self.record()
            if self._saver is None:
                self._saver = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
            self._saver.submit(self._write_autosave, rec)

    def _write_autosave(self, rec) -> None:
        try:
            self.autosave.write(rec)
        except OSError:
            pass

    def replace_seat(self, seat: int, decider) -> None:
        """Hand ``seat``'s decisions to another Seat (a player on another computer, game/net/),
        from the next decision on; a decision already asked of the old one is asked again."""
        if self._pending is not None and self._pending[0] == seat:
            self._pending = None
        self._deciders[seat] = decider

    def can_finish_by_bot(self) -> bool:
        """One person at this screen playing against bots (not hot-seat, not a replay, not a
        lesson, which has its own "Finish for me"), in a game not over: a bot may play their
        seat to the end."""
        return (not self.is_replay and self.keeps_record and not self.over and not self.finished_by
                and len(self.humans()) == 1)

    @property
    def hurry(self) -> bool:
        """Nobody plays any more (a bot finishes the only person's seat): the bots move at the
        fast pace and the table animates faster. A newcomer waited 3 minutes for Barony's end."""
        if self.finished_by and not self.humans():
            return True
        # or every person here let a bot play on for them a while (Auctioneer's "Play the
        # round out" of a stalemate): the same wait, for moves nobody chooses
        people = self.humans()
        return bool(people) and all(callable(getattr(self.standing.get(p), "hurry", None))
                                    and self.standing[p].hurry(self.view(p)) for p in people)

    def finish_by_bot(self, level: str = FINISH_LEVEL) -> int | None:
        """A bot plays the only person's seat from now to the end of the game; the record says
        from which step (``finished_by``). Returns the seat, or None when it cannot be done."""
        if not self.can_finish_by_bot():
            return None
        seat = self.humans()[0]
        self._hand_to_bot(seat, level, self.step)
        self._checkpoints.clear()              # nothing of a bot's game is taken back
        self._only_moves.clear()
        self._autosave_now()                   # a Continue after quitting goes on with the bot
        return seat

    def _hand_to_bot(self, seat: int, level: str, step: int) -> None:
        from .seats import BotSeat
        spec = self.seats[seat]
        self.finished_by[seat] = (level, step)
        self.replace_seat(seat, BotSeat(SeatSpec(spec.name, "bot", level), self.game_id, threaded=self.threaded,
                                        wake=self._wake, thinking=self._thinking))

    def set_thinking(self, thinking: str) -> None:
        """How long the hard bots think from their next decision on (quick, normal, deep)."""
        for d in self._deciders:
            d.set_thinking(thinking)

    def thinking_seat(self):
        """The bot seat whose decision is being thought out right now (None if none)."""
        p = self._pending
        return p[0] if p is not None and not p[1].done() else None

    def forced_seat(self):
        """A person at this screen whose only legal move is forced (Barony's pass with no usable
        card, a Me First pick from a one-card hand): the Match plays it for them after a short
        visible beat (``FORCED_BEAT``). Playing the only move shows nothing they would not
        have shown anyway. None when there is none (or ``autoplay_forced`` is off)."""
        if not self.autoplay_forced or self.over:
            return None
        for seat in self.humans_to_act():
            if len(self.game.legal_actions(self._state, seat)) == 1:
                return seat
        return None

    def _routine(self, seat, fut) -> bool:
        """Whether the bot's move ready in ``fut`` is routine by its game's word (the bot
        module's ``routine(view, action)``: a move of no news, played at the quicker pace)."""
        from .bots import hook
        said = self._routine_said
        if said is not None and said[0] is fut:
            return said[1]            # (asked once a move: the loop polls many times while it waits)
        try:
            routine = hook(self.game_id, "routine")
            out = routine is not None and bool(routine(self.game.view(self._state, seat), fut.result()[0]))
        except Exception:  # noqa: BLE001 - the pace only: a bot's error shows where its move is taken
            out = False
        self._routine_said = (fut, out)
        return out

    def standing_move(self, seat):
        """The move ``seat``'s standing order plays now, or None (no order, not its turn, the
        order has ended, or the game would not take the move)."""
        order = self.standing.get(seat)
        if order is None or self.over or seat not in self.humans_to_act():
            return None
        action = order(self.view(seat), self.game.legal_actions(self._state, seat))
        if action is None or not self.would_take(seat, action):
            return None
        try:
            self.game.apply(self._state, seat, action)       # on a copy: the rules take it
        except IllegalAction:
            return None
        return action

    def standing_seat(self):
        """A person at this screen whose standing order will play their move now, or None. An
        order that has nothing to play when its seat must act ends there: the turn is the
        person's again, and the order does not come back by itself (one that waited through a
        raise went on matching after the player's own match and spent their hand, a newcomer)."""
        for seat in self.humans_to_act():
            if self.standing_move(seat) is not None:
                return seat
            self.standing.pop(seat, None)
        return None

    def waiting_on_time(self) -> bool:
        """Something will happen with no input: a bot must act, or a forced move or a standing
        order's move will play."""
        return not self.over and (bool(self.bots_to_act()) or self.forced_seat() is not None
                                  or self.standing_seat() is not None)

    def poll_bots(self, ready: bool = True, now: float | None = None) -> list:
        """Advance bots. Starts a bot thinking (off the frame loop) when one must act; applies
        its move once it is ready, ``bot_delay`` has passed and ``ready`` (animations idle).
        A person's forced move plays the same way after ``FORCED_BEAT`` (``forced_seat``), and
        a move of their standing order after ``STANDING_BEAT`` (``standing``).
        Returns the Events of an applied move, else []."""
        now = time.monotonic() if now is None else now
        if self.over:
            return []
        if self._pending is None:
            bots = self.bots_to_act()
            forced = None if bots else self.forced_seat()
            standing = None if bots or forced is not None else self.standing_seat()
            if not bots and forced is None and standing is None:
                return []
            if not bots and not ready:
                return []          # a forced move's beat starts once the table is still: it is there to be read
            seat = bots[0] if bots else forced if forced is not None else standing
            if bots:
                fut = self._deciders[seat].decide(self.view(seat), self.game.legal_actions(self._state, seat),
                                                  self._rngs[seat])
            else:
                fut = cf.Future()
                if forced is not None:
                    fut.set_result((self.game.legal_actions(self._state, seat)[0], None))
                    self._beat = self.forced_beat
                    self.standing.pop(seat, None)      # its only move is not the order's: the order ends
                else:
                    fut.set_result((self.standing_move(seat), None))
                    self._beat = min(self.forced_beat, FINISH_DELAY if self.hurry else STANDING_BEAT)
            self._pending = (seat, fut, now, self.step, self._state)
            self._pending_order = bool(not bots and forced is None)
        seat, fut, started, step, pending_state = self._pending
        decider = self._deciders[seat]
        pace = min(self.bot_delay, FINISH_DELAY) if self.hurry else self.bot_delay
        routine = False
        if self._actors and self._actors[-1] == seat:
            # the same seat again: the next step of one move (a Barony bid's cards, an
            # Auctioneer turn after its flip), shown as one gesture; each step still animates
            # and the Match waits for the table to be still. At the full pace for each step a
            # Market of bot bids took 10-20 s (a newcomer)
            pace *= FOLLOW_ON
        elif fut.done() and not decider.interactive and self._routine(seat, fut):
            # a move the table has seen many times over (Barony's match of the best bid, turn
            # after turn in a run of ties): "stages IV-VI are long runs of +0 ties, each bot move
            # taking a few seconds" (a newcomer)
            pace *= FOLLOW_ON
            routine = True
        delay = self._beat if decider.interactive else (pace if decider.paced else 0.0)
        if fut.done() and ready and self.undo_window_for(seat):
            # the wait for Undo follows the pace chosen, and is short before a routine answer
            # ("every bot answer waits about 2-3 seconds… most of my 20 minutes of play was
            # watching 'Cyd is bidding…'": a newcomer in Barony's runs of ties)
            window = UNDO_WINDOW * min(1.0, self.bot_delay / NORMAL_PACE)
            delay = max(delay, window * (FOLLOW_ON if routine else 1.0))
        if not fut.done() or not ready or now - started < delay:
            return []
        self._pending = None
        if step != self.step or self._state is not pending_state:   # the table changed (or undo): think again
            return []
        if self._deciders[seat].interactive:                        # a forced or standing move, as if submitted
            action, _ = fut.result()
            if action is None:
                return []
            at = self.step
            events = self.submit(seat, action)
            if getattr(self, "_pending_order", False) and self.step > at:
                self.ordered.setdefault(seat, set()).add(at)
            return events
        try:
            action, rng = fut.result()
        except cf.BrokenExecutor:
            # the worker process died while thinking (killed, out of memory): it only had a
            # copy of the seat's Rng, so nothing moved on; a fresh worker is asked again
            self._deciders[seat].lost_worker(getattr(fut, "worker_pool", None))
            return []
        self._rngs[seat] = rng                 # the Rng as the seat's thinking left it
        return self._apply(seat, action)

    def undo_window_for(self, seat) -> bool:
        """Whether the bot in ``seat`` is about to answer the player's move while Undo could
        still take it back (UN1: its answer ends undo): it then waits ``UNDO_WINDOW``. At the
        instant pace, or finishing a game, no wait."""
        if self.bot_delay <= 0 or self.hurry or not self._actors:
            return False
        last = self._actors[-1]
        if last == seat or not self._deciders[last].interactive or not self._deciders[seat].paced:
            return False
        return self.can_undo(last)[0]

    def run_bots_instantly(self, max_actions: int | None = None) -> int:
        """Play bot moves synchronously (for `shot`, tests and the CLI); stops when a human
        must act, the game ends, or ``max_actions`` were applied. Returns how many."""
        n = 0
        while not self.over and (max_actions is None or n < max_actions):
            bots = self.bots_to_act()
            if not bots:
                break
            seat = bots[0]
            action, self._rngs[seat] = self._deciders[seat].decide_now(
                self.view(seat), self.game.legal_actions(self._state, seat), self._rngs[seat])
            self._apply(seat, action)
            n += 1
        return n

    def retire_autosave(self) -> None:
        """The game is over and its record kept: its autosave is no longer needed. Only the
        match that autosaves (``autosave`` set) may remove it; a replay, a review or a game
        that is not over never touches the autosave of another game."""
        if self.autosave is None or not self.over:
            return
        self.flush()                       # the last autosave lands before it is removed
        try:
            self.autosave.retire()
        except OSError:
            pass

    def flush(self) -> None:
        """Wait until every autosave asked for so far is on disk."""
        if self._saver is not None:
            self._saver.submit(lambda: None).result()

    def close(self) -> None:
        for d in self._deciders:
            d.close()
        if self._saver is not None:
            self._saver.shutdown(wait=True)       # the last autosave is finished, not lost
            self._saver = None

    @classmethod
    def from_record(cls, record: dict, bot_delay: float = 0.75, autosave=None, threaded=True, wake=None,
                    thinking: str = "normal") -> "Match":
        seats = []
        for i, s in enumerate(record.get("seats") or []):
            kind = str(s.get("kind", "human"))
            if kind.startswith("bot"):
                seats.append(SeatSpec(s.get("name", f"Bot {i + 1}"), "bot", kind.split(":", 1)[1] if ":" in kind else "medium"))
            else:
                seats.append(SeatSpec(s.get("name", f"Player {i + 1}"), "human", profile=s.get("profile")))
        while len(seats) < record["players"]:
            seats.append(SeatSpec(f"Player {len(seats) + 1}", "human"))
        m = cls(record["game"], record["players"], seats, record["seed"], record.get("options") or {},
                bot_delay=bot_delay, autosave=autosave, threaded=threaded, wake=wake, thinking=thinking)
        for step in record.get("actions", []):
            seat = int(step["seat"])
            m._state, events = m.game.apply(m._state, seat, m.game.parse_action(step["action"]))
            m._actors.append(seat)
            m._first_event.append(len(m.events))
            m.events.extend(events)
            m.step += 1
        for i, s in enumerate((record.get("seats") or [])[:m.players]):
            if isinstance(s, dict) and s.get("hints"):
                m.hints_shown[i] = {int(h[0]): (int(h[1]), h[2] if len(h) > 2 else None) for h in s["hints"]}
            if isinstance(s, dict) and isinstance(s.get("ordered"), list):
                m.ordered[i] = {int(k) for k in s["ordered"] if isinstance(k, int)}
            by = s.get("finished_by") if isinstance(s, dict) else None
            if isinstance(by, str) and by.startswith("bot:") and not m.seats[i].is_bot:
                m._hand_to_bot(i, by.split(":", 1)[1], int(s.get("finished_from", m.step)))   # still the bot's to finish
        return m


class ReplayMatch(Match):
    """Steps through a record's actions at the bot pace; ``start`` moves are applied at once.

    The seats keep their names and kinds from the record (a replay never thinks: every move
    comes from the record)."""

    is_replay = True
    keeps_record = False

    def __init__(self, record: dict, bot_delay: float = 0.8, start: int = 0):
        seats = []
        for i, s in enumerate((record.get("seats") or [])[:record["players"]]):
            s = s if isinstance(s, dict) else {}
            kind = str(s.get("kind", "human"))
            name = str(s.get("name", f"Seat {i + 1}"))
            seats.append(SeatSpec(name, "bot", kind.split(":", 1)[1]) if kind.startswith("bot:")
                         else SeatSpec(name, "human", profile=s.get("profile")))
        while len(seats) < record["players"]:
            seats.append(SeatSpec(f"Seat {len(seats) + 1}", "human"))
        self.record_in = record
        self.total = len(record.get("actions", []))
        super().__init__(record["game"], record["players"], [SeatSpec(s.name, "bot", "random") for s in seats],
                         record["seed"], record.get("options") or {}, bot_delay=bot_delay, threaded=False)
        self.seats = seats                    # as recorded (names and kinds), for every label
        self.queue = [(int(s["seat"]), self.game.parse_action(s["action"])) for s in record.get("actions", [])]
        self.paused = False
        self._last = 0.0
        for _ in range(max(0, min(start, self.total))):
            self.step_once()

    def humans(self) -> list:
        return []

    def humans_to_act(self) -> list:
        return []

    def bots_to_act(self) -> list:
        return []

    def poll_bots(self, ready: bool = True, now: float | None = None) -> list:
        now = time.monotonic() if now is None else now
        if self.paused or not self.queue or not ready or now - self._last < self.bot_delay:
            return []
        self._last = now
        return self.step_once()

    def step_once(self) -> list:
        """Apply the next recorded move now (the → key), whatever the pace."""
        if not self.queue:
            return []
        seat, action = self.queue.pop(0)
        return self._apply(seat, action)
