"""The table's Match for a seat played from this computer at a table hosted elsewhere: the
same reading and submitting a table scene does with a local Match, answered from what the
host sent (``ClientThread``, on its own thread: ``poll_bots`` only looks at what has come, so
a frame never waits on the network).

Only this seat's View, legal moves and Events are here; the host holds the game. So there is
no undo, no hint about others' cards, and the game is not kept as a record on this computer
(the host keeps it)."""
from __future__ import annotations

import collections

from rules.core import IllegalAction

from game.seats import SeatSpec

from . import codec


class RemoteMatch:
    is_replay = False
    keeps_record = False      # the host keeps the record, not the joiner
    is_remote = True

    def __init__(self, client, welcome: dict, first_state: dict, after=(), say=None, notice=None, on_lost=None):
        from rules import get_game
        self.client = client
        self.game_id = welcome["game"]
        self.game = get_game(self.game_id)
        self.players = int(welcome["players"])
        self.options = codec.decode(welcome.get("options")) or {}
        kinds = list(welcome.get("kinds") or ["human"] * self.players)
        self.seats = [SeatSpec(n, "bot", k[4:]) if k.startswith("bot:") else SeatSpec(n, "human")
                      for n, k in zip(welcome["names"], kinds)]
        self.people = [not s.is_bot for s in self.seats]    # seats played by a person (one may be away)
        self.me = int(welcome["seat"])
        self.seed = None                 # the host keeps the deal's seed secret
        self.bot_delay = 0.0
        self.undo_enabled = False
        self.autoplay_forced = False
        self.events: list = []
        self.step = 0
        self.present: list = []
        self.refused = ""                # the host's last refusal, in words
        self.host = None                 # the window's own host (hosting.WindowHost), when it hosts
        self.say = say or (lambda text: None)    # tells the player (the window's toast)
        self.notice = notice or (lambda text: None)   # what holds the table up, said while it lasts (None: nothing)
        self.on_lost = on_lost           # called once with the words when the table is gone (the host left)
        self.lost = ""
        self._noticed = None
        self._stand_in: set = set()      # seats a bot plays at the host while their player is away
        self._queue = collections.deque()
        self._sent = False
        self._sent_turn = None           # the turn a move was sent for (states of it still queued show it made)
        self._apply(first_state)
        self._take(after)

    # ---------------------------------------------------------------- what the host said
    def _apply(self, msg: dict) -> list:
        self._view = codec.decode(msg["view"])
        self._legal = [self.game.parse_action(a) for a in msg.get("legal") or []]
        new = [codec.decode(e) for e in msg.get("events") or []]
        if msg.get("reset"):
            self.events = new                     # a rejoin: the whole log again
        else:
            self.events.extend(new)
        self._to_act = frozenset(msg.get("to_act") or ())
        self._turn = int(msg.get("turn", 0))
        present = list(msg.get("present") or [])
        if self.present and len(present) == len(self.present) and not msg.get("over"):
            for i, (was, now) in enumerate(zip(self.present, present)):
                if was and not now:
                    self.say(f"{self.name(i)} lost the connection.")
                elif now and not was:
                    self.say(f"{self.name(i)} is back.")
        self.present = present
        stand_in = {i for i in msg.get("stand_in") or () if isinstance(i, int) and 0 <= i < self.players}
        for i in stand_in - self._stand_in:
            self.say(f"A bot plays for {self.name(i)} until they come back.")
        self._stand_in = stand_in
        names = msg.get("names") or []
        for i in range(self.players):
            n = names[i] if i < len(names) and isinstance(names[i], str) else self.seats[i].name
            bot = not self.people[i] or i in stand_in          # a bot standing in shows as one
            spec = self.seats[i]
            if n != spec.name or bot != spec.is_bot:
                self.seats[i] = (SeatSpec(n, "bot", spec.level if spec.is_bot else "medium") if bot
                                 else SeatSpec(n, "human"))
        self._over = bool(msg.get("over"))
        self._result = codec.decode(msg.get("result"))
        self._final = codec.decode(msg.get("final"))
        self._sent = self._sent_turn is not None and self._turn == self._sent_turn
        self.step += 1
        return new

    def poll_bots(self, ready: bool = True, now=None) -> list:
        """What came from the host since the last frame; one state at a time while the table
        animates (``ready`` False holds the next), so moves show one after another."""
        self._take(self.client.poll())
        self.update_notice()
        if not self._queue or (not ready and self.step > 1):
            return []
        self._apply(self._queue.popleft())
        self.update_notice()
        return [True]

    def _take(self, messages) -> None:
        for kind, msg in messages:
            if kind == "state":
                self._queue.append(msg)
            elif kind == "error":
                self.refused = str(msg.get("message", ""))[:200]
                self._sent, self._sent_turn = False, None      # refused: the seat may act again
                self.say(f"The host says: {self.refused}")
            elif kind == "failed":
                if self._over:
                    continue
                closed = getattr(msg, "code", None) == "closed"
                self.lost = (f"{msg} The game is over." if closed
                             else f"Lost the table: {msg}")
                self.refused = self.lost
                if self.on_lost is not None:
                    lost, self.on_lost = self.on_lost, None
                    lost(self.lost)
                else:
                    self.say(self.lost)

    def waiting_for(self) -> list:
        """The players the table waits for because their connection dropped (and no bot stands in)."""
        return [self.name(i) for i in self.away()]

    def away(self) -> list:
        """Seats whose player lost the connection and no bot plays for meanwhile."""
        if self._over:
            return []
        return [i for i, here in enumerate(self.present) if not here and i != self.me and i not in self._stand_in]

    def waiting_words(self) -> str | None:
        """What holds the table up, while it lasts: "Waiting for Bob to come back…" (the host
        is told how to hand the seat to a bot meanwhile); None when nothing does."""
        held = [i for i in self.away() if i in self._to_act]
        if not held:
            return None
        names = [self.name(i) for i in held]
        who = ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]
        words = f"{who} lost the connection. Waiting for them to come back…"
        if self.host is not None:
            words += " (Esc › Hand to a bot lets a bot play for them meanwhile.)"
        return words

    def update_notice(self) -> None:
        words = self.waiting_words()
        if words != self._noticed:
            self._noticed = words
            self.notice(words)

    # ---------------------------------------------------------------- the window that hosts
    def can_hand_to_bot(self) -> list:
        """Seats this window (the host) may hand to a bot now: its friends who are away."""
        return self.away() if self.host is not None else []

    def hand_to_bot(self, seat: int) -> None:
        """A bot at the host plays the away friend's seat until they come back (as serve's
        --bot-after does by itself)."""
        if self.host is None or seat not in self.away():
            raise IllegalAction("Only the host may hand an away friend's seat to a bot.")
        self.host.hand_to_bot(seat)

    def friends_here(self) -> list:
        """The other people at this table who are connected now (the host leaving ends their game)."""
        return [i for i, here in enumerate(self.present) if here and i != self.me and self.people[i]]

    def waiting_on_time(self) -> bool:
        """Something may come from the host at any moment: the table looks again soon."""
        return not self._over or bool(self._queue)

    # ---------------------------------------------------------------- reading, as a Match
    @property
    def over(self) -> bool:
        return self._over

    def to_act(self) -> frozenset:
        return self._to_act

    def view(self, seat):
        return self._view

    def legal(self, seat) -> list:
        return list(self._legal) if seat == self.me and not self._sent and not self._over else []

    legal_for = legal

    def humans(self) -> list:
        return [] if self._over else [self.me]

    def humans_to_act(self) -> list:
        return [self.me] if self.legal(self.me) else []

    def bots_to_act(self) -> list:
        return []

    def thinking_seat(self):
        return None

    def forced_seat(self):
        return None

    standing = None            # no standing orders ("keep matching") online: the host plays only what is sent

    def standing_seat(self):
        return None

    def result(self):
        return self._result

    def record(self) -> dict:
        rec = {"game": self.game_id, "players": self.players, "seats": [s.record() for s in self.seats]}
        if self._final is not None:
            rec["final"] = self._final
        return rec

    def visible_events(self, seat) -> list:
        return list(self.events)

    def name(self, seat) -> str:
        return self.seats[seat].name if seat is not None and 0 <= seat < len(self.seats) else "Spectator"

    def fill_names(self, text: str, you=None) -> str:
        from game.words import fill_names
        return fill_names(text, [s.name for s in self.seats], () if you is None else (you,))

    def revealed(self):
        raise PermissionError("Only a replay of a finished game shows everything.")

    # ---------------------------------------------------------------- acting
    def submit(self, seat: int, action) -> list:
        """Send this seat's move to the host (it comes back as the next state)."""
        if seat != self.me or self._over:
            raise IllegalAction("That seat is not played at this screen.")
        if self._sent:
            raise IllegalAction("Your move is on its way to the host.")
        if not self._legal:
            raise IllegalAction("It is not your turn to act.")
        if action not in self._legal and type(action) not in self.game.action_types:
            raise IllegalAction("That move is not allowed now.")
        # a move the list names in steps (Barony's whole bid, Commit) goes as it is: the host
        # checks it against the rules and says why if it refuses
        self.client.send(action, self._turn)
        self._sent, self._sent_turn = True, self._turn
        self.refused = ""
        return []

    def can_undo(self, seat) -> tuple:
        return False, "No undo in a game played online."

    def undo(self, seat) -> None:
        raise IllegalAction("No undo in a game played online.")

    def set_thinking(self, thinking: str) -> None:
        pass

    def flush(self) -> None:
        pass

    def retire_autosave(self) -> None:
        pass

    def close(self) -> None:
        if self._noticed is not None:
            self._noticed = None
            self.notice(None)
        self.client.close()
        if self.host is not None:
            self.host.close()
            self.host = None
