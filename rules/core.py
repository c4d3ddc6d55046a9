"""The engine protocol shared by every game: actions, events, RNG, the Game base class.

Pure Python: no pygame, no I/O. Randomness comes only from :class:`Rng`, whose whole state
is one integer carried inside the game state, so the same seed and the same actions always
give the same game on every platform and Python version.
"""
from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field
from typing import Any, ClassVar, Iterable, Mapping, Sequence

__all__ = [
    "IllegalAction", "Action", "Event", "Rng", "Result", "Option", "Game",
    "to_jsonable", "from_jsonable",
]


class IllegalAction(ValueError):
    """Raised by ``Game.apply`` for anything not in ``legal_actions``.

    The message is written for a player ("You cannot bid 95: you only have 40 gold.").
    The state passed to ``apply`` is never changed.
    """


# --------------------------------------------------------------------------- JSON helpers

def to_jsonable(value: Any) -> Any:
    """Tuples/frozensets become lists, dataclasses dicts; everything else stays."""
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(to_jsonable(v) for v in value)
    if isinstance(value, Mapping):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value


def from_jsonable(value: Any) -> Any:
    """Lists become tuples (recursively) so parsed actions are hashable and compare equal."""
    if isinstance(value, list):
        return tuple(from_jsonable(v) for v in value)
    return value


# --------------------------------------------------------------------------- actions

@dataclass(frozen=True)
class Action:
    """Base of every game's actions: small frozen dataclasses with a ``TYPE`` tag.

    ``to_json()`` gives ``{"type": TYPE, field: value, ...}``; ``Game.parse_action`` reverses it.
    """

    TYPE: ClassVar[str] = "action"

    def to_json(self) -> dict:
        d = {"type": self.TYPE}
        for f in dataclasses.fields(self):
            d[f.name] = to_jsonable(getattr(self, f.name))
        return d


# --------------------------------------------------------------------------- events

@dataclass(frozen=True)
class Event:
    """Something that happened, for animation, sound and the log.

    ``visible_to`` is ``None`` when every seat may see it, otherwise the seats that may.
    ``text`` is a plain sentence for the log ("Ada bids 12."); seat names are written as
    ``{seat0}``, ``{seat1}``… and filled in by the application with the players' names.
    """

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    visible_to: frozenset | None = None
    text: str = ""

    def visible(self, seat: int | None) -> bool:
        if self.visible_to is None:
            return True
        return seat is not None and seat in self.visible_to

    def to_json(self) -> dict:
        return {
            "kind": self.kind,
            "data": to_jsonable(self.data),
            "visible_to": None if self.visible_to is None else sorted(self.visible_to),
            "text": self.text,
        }


# --------------------------------------------------------------------------- RNG

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64: a tiny, portable, copyable PRNG whose state is a single int."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = (int(seed) * 0x9E3779B97F4A7C15 + 0x1234567) & _MASK

    def copy(self) -> "Rng":
        r = Rng.__new__(Rng)
        r.state = self.state
        return r

    def __deepcopy__(self, memo) -> "Rng":
        return self.copy()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """Uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def randint(self, a: int, b: int) -> int:
        return a + self.randrange(b - a + 1)

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, seq: Sequence):
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Iterable) -> list:
        out = list(items)
        self.shuffle(out)
        return out


# --------------------------------------------------------------------------- results

@dataclass(frozen=True)
class Result:
    """Final scores: ``scores[i]`` per seat, ``winners`` (several when shared), and
    ``breakdown[i]``: a list of ``(label, points)`` lines that add up to ``scores[i]``.
    ``notes`` explains a tie-break in words when one was used."""

    scores: tuple
    winners: tuple
    breakdown: tuple
    notes: str = ""


@dataclass(frozen=True)
class Option:
    """A variant or setup flag a game offers (shown as a toggle on the setup screen)."""

    name: str
    label: str
    default: Any = False
    description: str = ""
    players: tuple = ()          # player counts it applies to; empty = all
    choices: tuple = ()          # for non-boolean options


# --------------------------------------------------------------------------- checking what callers send

MAX_TEXT = 64          # longest string an action field may hold (card ids are short)
MAX_ITEMS = 64         # longest tuple an action field may hold


def _atom_ok(v) -> bool:
    return v is None or (isinstance(v, str) and len(v) <= MAX_TEXT) or (type(v) is int)


def check_field(cls, name: str, value) -> None:
    """Refuse (IllegalAction) a value of the wrong type for an Action field, judged from the
    field's annotation: ``str``, ``int`` (a bool is not a number), ``bool``, ``tuple`` (of
    short strings or ints), with ``| None`` allowed. Nothing deeper than that is accepted."""
    ann = str(cls.__dataclass_fields__[name].type).replace(" ", "")
    kinds = set(ann.split("|"))
    if value is None and "None" in kinds:
        return
    what = f"{cls.TYPE}.{name}"
    if "bool" in kinds and isinstance(value, bool):
        return
    if "int" in kinds and type(value) is int:
        return
    if "str" in kinds and isinstance(value, str):
        if len(value) > MAX_TEXT:
            raise IllegalAction(f"{what} is too long.")
        return
    if "tuple" in kinds and isinstance(value, tuple):
        if len(value) > MAX_ITEMS or not all(_atom_ok(v) for v in value):
            raise IllegalAction(f"{what} must be a short list of card ids or numbers.")
        return
    if not kinds & {"bool", "int", "str", "tuple"} and _atom_ok(value):
        return
    words = {"int": "a whole number", "str": "a card or a name", "bool": "true or false",
             "tuple": "a list of cards or numbers", "None": "nothing"}
    want = " or ".join(words.get(k, k) for k in ann.split("|"))
    shown = repr(value) if isinstance(value, (int, float, str, bool)) and len(repr(value)) < 30 else type(value).__name__
    raise IllegalAction(f"The {name} of a {cls.TYPE.replace('_', ' ')} move must be {want}, not {shown}.")


def check_action_fields(action) -> None:
    for f in dataclasses.fields(action):
        check_field(type(action), f.name, getattr(action, f.name))


def check_seat(seat, players: int) -> None:
    """A seat is a plain int in range (True is not seat 1, "0" is not seat 0)."""
    if type(seat) is not int or not (0 <= seat < players):
        raise IllegalAction(f"There is no seat {seat!r} at this table.")


# --------------------------------------------------------------------------- the Game base

class Game:
    """Protocol every game implements. Subclasses set the class attributes and implement
    ``_new``, ``to_act``, ``legal_actions``, ``_apply``, ``view``, ``is_over``, ``result``,
    ``final`` and ``determinize``; they may override ``check`` to explain illegal actions.

    States are plain (mutable) objects owned by the engine; ``apply`` works on a copy
    (``clone_state``) and never changes its argument. Every State has the attributes
    ``players``, ``seed``, ``options`` and ``log`` (a list of ``(seat, action)``).
    """

    id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    order: ClassVar[int] = 100           # place in GAME_IDS (and on the setup screen)
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    options: ClassVar[Mapping[str, Option]] = {}
    action_types: ClassVar[Sequence[type]] = ()

    # -- setup ---------------------------------------------------------------------------
    def default_options(self, players: int) -> dict:
        return {k: o.default for k, o in self.options.items()}

    def normalize_options(self, players: int, options: Mapping | None) -> dict:
        if not (self.min_players <= players <= self.max_players):
            raise IllegalAction(
                f"{self.title} is for {self.min_players} to {self.max_players} players, not {players}.")
        if options is not None and not isinstance(options, Mapping):
            raise IllegalAction(f"Options must be a set of named values, not {type(options).__name__}.")
        opts = self.default_options(players)
        for k, v in (options or {}).items():
            if k not in self.options:
                raise IllegalAction(f"{self.title} has no option called {k!r}.")
            o = self.options[k]
            if o.choices:
                if not any(type(v) is type(c) and v == c for c in o.choices):
                    raise IllegalAction(f"Option {k!r} must be one of {', '.join(map(str, o.choices))}.")
            elif isinstance(o.default, bool) and not isinstance(v, bool):
                raise IllegalAction(f"Option {k!r} is on or off (true or false), not {v!r}.")
            opts[k] = v
        return opts

    def new(self, players: int, seed: int = 0, options: Mapping | None = None):
        if type(players) is not int:
            raise IllegalAction(f"The number of players must be a whole number, not {players!r}.")
        if type(seed) is not int or seed < 0 or seed >= 2 ** 64:
            raise IllegalAction(f"A seed is a whole number from 0 to 2^64-1, not {seed!r}.")
        opts = self.normalize_options(players, options)
        return self._new(players, int(seed), opts)

    def _new(self, players: int, seed: int, options: dict):  # pragma: no cover - abstract
        raise NotImplementedError

    def length(self, players: int) -> str:
        """How long a game of ``players`` is, in the game's own units, for the setup screen
        ("9 rounds, one for each royal"); empty when the game does not say."""
        return ""

    def max_actions(self, players: int) -> int:  # pragma: no cover - abstract
        """No game of ``players`` takes more actions than this, whatever is played (a true
        bound from the rules, as OpenSpiel's ``max_game_length``; tests stop a game there)."""
        raise NotImplementedError

    # -- play ----------------------------------------------------------------------------
    def to_act(self, state) -> frozenset:  # pragma: no cover - abstract
        raise NotImplementedError

    def legal_actions(self, state, seat: int) -> list:  # pragma: no cover - abstract
        raise NotImplementedError

    def is_over(self, state) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def check(self, state, seat: int, action) -> None:
        """Raise IllegalAction with a precise reason if ``action`` is illegal.
        The default compares with ``legal_actions``; games override it for better words."""
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(f"That move is not allowed now ({describe_action(action)}).")

    def clone_state(self, state):
        return copy.deepcopy(state)

    def apply(self, state, seat: int, action):
        """Return ``(new_state, events)``; raise IllegalAction without touching ``state``."""
        if not isinstance(action, Action):
            raise IllegalAction(f"Not an action: {action!r}.")
        if self.is_over(state):
            raise IllegalAction("The game is over: no more moves can be made.")
        check_seat(seat, state.players)
        if seat not in self.to_act(state):
            raise IllegalAction("It is not your turn to act.")
        if type(action) not in self.action_types:
            raise IllegalAction(f"{self.title} has no move called {action.TYPE!r}.")
        check_action_fields(action)
        try:
            self.check(state, seat, action)
        except (TypeError, KeyError, AttributeError) as exc:      # a value no rule could judge
            raise IllegalAction(f"That {action.TYPE} move is malformed ({exc}).") from None
        new = self.clone_state(state)
        events = self._apply(new, seat, action)
        new.log.append((seat, action))
        return new, list(events)

    def advance(self, state, seat: int, action):
        """The state after ``action``, for a search's sampled games only: the caller vouches
        that the move is legal (it came from ``legal_actions``), so nothing is checked and
        the events are dropped. It gives the same states as ``apply`` (tests play whole
        games both ways)."""
        new = self.clone_state(state)
        self._apply(new, seat, action)
        new.log.append((seat, action))
        return new

    def _apply(self, state, seat: int, action) -> list:  # pragma: no cover - abstract
        raise NotImplementedError

    # -- information ---------------------------------------------------------------------
    def view(self, state, seat: int | None):  # pragma: no cover - abstract
        raise NotImplementedError

    def events_for(self, events: Iterable[Event], seat: int | None) -> list:
        """The events a seat (None = spectator) may see."""
        return [e for e in events if e.visible(seat)]

    def determinize(self, view, rng: Rng):  # pragma: no cover - abstract
        """A full State consistent with everything ``view`` knows (for search bots)."""
        raise NotImplementedError

    # -- end -----------------------------------------------------------------------------
    def result(self, state) -> Result:  # pragma: no cover - abstract
        raise NotImplementedError

    def hidden(self, state) -> list:
        """What nobody at the table can see (deck order, face-down cards), as
        ``[(label, [card ids]), …]``: for the replay's "everything revealed" view of a finished
        game, never for a seat or a bot."""
        return []

    def final(self, state) -> dict:  # pragma: no cover - abstract
        """The record's ``final`` block (winners, per-seat score and what it came from)."""
        raise NotImplementedError

    # -- records -------------------------------------------------------------------------
    def parse_action(self, d: Mapping):
        if not isinstance(d, Mapping) or "type" not in d:
            raise IllegalAction(f"Not an action: {d!r}.")
        for cls in self.action_types:
            if cls.TYPE == d["type"]:
                names = {f.name for f in dataclasses.fields(cls)}
                extra = set(d) - names - {"type"}
                if extra:
                    raise IllegalAction(f"Unknown fields for {cls.TYPE}: {', '.join(sorted(map(str, extra)))}.")
                values = {k: from_jsonable(v) for k, v in d.items() if k != "type"}
                for k, v in values.items():
                    check_field(cls, k, v)
                try:
                    action = cls(**values)
                except (TypeError, ValueError) as exc:
                    raise IllegalAction(f"Bad {cls.TYPE} action: {exc}.") from None
                check_action_fields(action)
                return action
        raise IllegalAction(f"{self.title} has no move called {str(d['type'])[:40]!r}.")

    def record(self, state, seats: Sequence[Mapping] | None = None) -> dict:
        if seats is None:
            seats = [{"name": f"Seat {i + 1}", "kind": "human"} for i in range(state.players)]
        rec = {
            "format": "auction-parlour/record",
            "version": 1,
            "game": self.id,
            "players": state.players,
            "seed": state.seed,
            "options": dict(state.options),
            "seats": [dict(s) for s in seats],
            "actions": [{"seat": s, "action": a.to_json()} for s, a in state.log],
        }
        if self.is_over(state):
            rec["final"] = self.final(state)
        return rec

    def replay(self, record: Mapping):
        """Rebuild the state from a record (raises IllegalAction on a bad step)."""
        state = self.new(int(record["players"]), int(record["seed"]), record.get("options") or {})
        for i, step in enumerate(record.get("actions", [])):
            try:
                if not isinstance(step, Mapping):
                    raise IllegalAction("each step must be {\"seat\": …, \"action\": …}")
                state, _ = self.apply(state, step.get("seat"), self.parse_action(step.get("action")))
            except IllegalAction as exc:
                raise IllegalAction(f"Step {i + 1} of the record is not legal: {exc}") from None
        return state


def describe_action(action) -> str:
    d = action.to_json()
    t = d.pop("type")
    return t + ("" if not d else " " + ", ".join(f"{k}={v}" for k, v in d.items()))
