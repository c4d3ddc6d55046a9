"""Guided first games ("Learn to play"): a lesson is data, ``assets/lessons/<game>.json``.

A lesson names a fixed deal (the game, the players, a seed and options: the engines deal
only from their seeded Rng, so the seed *is* the deal, and ``deal`` checks what you should see
at the start), the seats (you at seat 0, bots), and a list of steps. A step is either

- a **note** (no ``do``): words to read, then Next; the bots wait while it is shown (they
  first play the step's scripted ``bots`` moves, if it has any, so a note can talk about them);
- a **move** (``do``: the one action the player must make, as in a record; ``ask``: that
  action in a few words, for the refusal "Not yet: this step asks you to …"); the bots play
  the step's scripted ``bots`` moves (``[seat, action]``) before it, and fall back to the seat's
  own level for anything not scripted (the seat's ``level``: easy unless it says medium);
- a move of a **kind** (``any``: "pick"; with ``ask``): any legal move of that kind, for a
  position that follows a free stretch (Me First's tax picks);
- a **free** stretch (``until``: View fields and their values, or ``"over": true``): you play as
  you like, the bots at their level, until the View shows them.

``point`` says what the overlay lights up: ``cards`` (ids as the table draws them),
``buttons`` (labels, matched from their start), ``regions`` (the table layout's anchors, or
``seat:<n>``), and for a move its own places (``move``, default on: the table's
``hint_marks``). ``check`` (optional) compares fields of your View with what the step was
written for. After the last step the game plays on freely (the bots at their level) to its
results, whose scoring ``results`` explains.

A lesson whose deal no longer fits the engine (a scripted move that is not legal, a check
that fails) raises :class:`LessonError` naming the file and the step. Progress (the step
reached per game, and whether the first-launch offer was made) is kept in ``lessons.json``
in the data folder, written atomically.
"""
from __future__ import annotations

import concurrent.futures as cf
import json
import os

from rules import GAME_IDS, get_game
from rules.core import IllegalAction, describe_action, to_jsonable

from .assets import asset_path
from .match import FINISH_DELAY, FINISH_LEVEL, Match
from .seats import BotSeat, Seat, SeatSpec
from .storage import BrokenFile, data_dir, read_json, write_json_atomic

FORMAT = "auction-parlour/lesson"
FALLBACK_LEVEL = "easy"
LESSON_LEVELS = ("easy", "medium")    # a bot seat's level outside its scripted moves (quick ones only)
FINISH_PACE = FINISH_DELAY          # the bots' pace once a bot finishes the lesson's game for you
POINT_KEYS = ("cards", "buttons", "regions", "move")


class LessonError(ValueError):
    """A lesson file that is malformed, or that no longer fits the engine's deal."""


# ----------------------------------------------------------------------------- files

def lesson_path(game_id: str) -> str:
    return asset_path("lessons", f"{game_id}.json")


def available() -> list:
    """The games that have a lesson, in the engines' order."""
    return [g for g in GAME_IDS if os.path.exists(lesson_path(g))]


class Lesson:
    """A validated lesson: ``game``, ``players``, ``seed``, ``options``, ``seats``
    (SeatSpecs), ``steps`` (dicts with parsed ``action`` and ``bot_moves``), ``results``."""

    def __init__(self, data: dict, source: str = "<lesson>"):
        self.source = source
        self.data = data
        self._validate(data)

    # -- errors name the file and the step
    def where(self, k: int | None = None) -> str:
        name = os.path.basename(self.source)
        return f"lesson {name}" + ("" if k is None else f", step {k + 1}")

    def fail(self, why: str, k: int | None = None):
        raise LessonError(f"{self.where(k)}: {why}")

    def _validate(self, d) -> None:
        if not isinstance(d, dict) or d.get("format") != FORMAT:
            self.fail(f"not a lesson (its format must be {FORMAT!r})")
        if d.get("version") != 1:
            self.fail("unsupported version (expected 1)")
        game = d.get("game")
        if game not in GAME_IDS:
            self.fail(f"unknown game {game!r}")
        self.game = game
        self.engine = get_game(game)
        self.title = str(d.get("title") or f"Learn {self.engine.title}")
        self.players, self.seed = d.get("players"), d.get("seed")
        if type(self.players) is not int or type(self.seed) is not int:
            self.fail("players and seed must be whole numbers")
        self.options = d.get("options") or {}
        try:
            self.engine.new(self.players, self.seed, self.options)
        except IllegalAction as exc:
            self.fail(f"the engine refuses this table: {exc}")
        seats = d.get("seats")
        if not isinstance(seats, list) or len(seats) != self.players:
            self.fail(f"give exactly {self.players} seats")
        self.seats = []
        for i, s in enumerate(seats):
            if not isinstance(s, dict) or not isinstance(s.get("name"), str):
                self.fail(f"seat {i + 1} needs a name")
            human = s.get("kind", "bot") == "human"
            if human != (i == 0):
                self.fail("seat 0 (you) is the only human seat")
            level = s.get("level", FALLBACK_LEVEL)
            if human and "level" in s or level not in LESSON_LEVELS:
                self.fail(f"seat {i + 1}: a bot's level is one of {', '.join(LESSON_LEVELS)}, not {level!r}")
            self.seats.append(SeatSpec(s["name"], "human") if human else SeatSpec(s["name"], "bot", level))
        self.deal = d.get("deal") or {}
        if not isinstance(self.deal, dict):
            self.fail("deal must be an object of View fields")
        self.results = str(d.get("results") or "")
        self.finish = str(d.get("finish") or "")
        steps = d.get("steps")
        if not isinstance(steps, list) or not steps:
            self.fail("a lesson needs a list of steps")
        self.steps = []
        for k, st in enumerate(steps):
            if not isinstance(st, dict) or not isinstance(st.get("text"), str) or not st["text"].strip():
                self.fail("every step needs its text", k)
            step = dict(st)
            step["action"] = None
            if "do" in st:
                try:
                    step["action"] = self.engine.parse_action(st["do"])
                except IllegalAction as exc:
                    self.fail(f"its move cannot be read: {exc}", k)
                if not isinstance(st.get("ask"), str) or not st["ask"].strip():
                    self.fail("a move step needs 'ask' (the move in a few words)", k)
            kind = st.get("any")
            if kind is not None:
                if "do" in st or "until" in st:
                    self.fail("a step has one of 'do' (one move), 'any' (any move of a kind) or 'until'", k)
                if kind not in {t.TYPE for t in self.engine.action_types}:
                    self.fail(f"'any' names a kind of move of {self.engine.title}, not {kind!r}", k)
                if not isinstance(st.get("ask"), str) or not st["ask"].strip():
                    self.fail("a move step needs 'ask' (the move in a few words)", k)
            moves = []
            for m in st.get("bots") or []:
                if not (isinstance(m, list) and len(m) == 2 and type(m[0]) is int and 0 < m[0] < self.players):
                    self.fail(f"a scripted bot move is [seat 1..{self.players - 1}, action], not {m!r}", k)
                try:
                    moves.append((m[0], self.engine.parse_action(m[1])))
                except IllegalAction as exc:
                    self.fail(f"a scripted bot move cannot be read: {exc}", k)
            step["bot_moves"] = moves
            until = st.get("until")
            if until is not None:
                if "do" in st:
                    self.fail("a step has either 'do' (one move) or 'until' (play freely until …), not both", k)
                if not isinstance(until, dict) or not until:
                    self.fail("'until' names View fields and their values (or \"over\": true)", k)
            point = st.get("point") or {}
            if not isinstance(point, dict) or set(point) - set(POINT_KEYS):
                self.fail(f"point may name only {', '.join(POINT_KEYS)}", k)
            step["point"] = point
            self.steps.append(step)

    def check_view(self, view, fields: dict, k: int | None) -> None:
        """The View shows what the step (or the deal, k None) was written for."""
        for name, want in fields.items():
            if not hasattr(view, name):
                self.fail(f"the View has no field {name!r}", k)
            got = to_jsonable(getattr(view, name))
            if got != want:
                self.fail(f"the deal no longer fits: {name} is {json.dumps(got)}, the lesson expects "
                          f"{json.dumps(want)}", k)


def load_lesson(game_id: str, path: str | None = None) -> Lesson:
    path = path or lesson_path(game_id)
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError) as exc:
        raise LessonError(f"lesson {os.path.basename(path)}: cannot be read ({exc})") from None
    lesson = Lesson(data, path)
    if lesson.game != game_id:
        lesson.fail(f"it is a lesson for {lesson.game}, not {game_id}")
    return lesson


# ----------------------------------------------------------------------------- progress

MAX_STEPS = 1000


def progress_path() -> str:
    return os.path.join(data_dir(), "lessons.json")


def _validate_progress(d) -> None:
    if not isinstance(d, dict):
        raise ValueError("not an object")
    steps = d.get("steps", {})
    if not isinstance(steps, dict) or not all(k in GAME_IDS and type(v) is int and 0 <= v <= MAX_STEPS
                                             for k, v in steps.items()):
        raise ValueError("steps must map a game to a step number")
    if not isinstance(d.get("offered", False), bool) or not isinstance(d.get("done", []), list):
        raise ValueError("offered is true or false, done a list")


def load_progress() -> dict:
    """``{"steps": {game: step}, "done": [game], "offered": bool}`` (defaults when missing or
    broken; a broken file is kept aside by ``read_json``)."""
    out = {"steps": {}, "done": [], "offered": False}
    try:
        d = read_json(progress_path(), _validate_progress)
    except (BrokenFile, OSError):
        d = None
    if isinstance(d, dict):
        out.update({k: d[k] for k in out if k in d})
    return out


def save_progress(progress: dict) -> None:
    try:
        write_json_atomic(progress_path(), progress)
    except OSError:
        pass


def saved_step(game_id: str) -> int:
    return load_progress()["steps"].get(game_id, 0)


def remember_step(game_id: str, step: int | None) -> None:
    """Keep the step reached (None: the lesson is finished or skipped for good)."""
    p = load_progress()
    if step is None or step <= 0:
        p["steps"].pop(game_id, None)
    else:
        p["steps"][game_id] = int(step)
    save_progress(p)


def mark_done(game_id: str) -> None:
    p = load_progress()
    p["steps"].pop(game_id, None)
    if game_id not in p["done"]:
        p["done"].append(game_id)
    save_progress(p)


def first_launch() -> bool:
    """Nobody has played here yet: no settings, no records, no lesson offered before."""
    from .settings import settings_path
    if load_progress()["offered"] or os.path.exists(settings_path()):
        return False
    records = os.path.join(data_dir(), "records")
    return not (os.path.isdir(records) and os.listdir(records))


def mark_offered() -> None:
    p = load_progress()
    if not p["offered"]:
        p["offered"] = True
        save_progress(p)


# ----------------------------------------------------------------------------- seats

class ScriptedSeat(Seat):
    """A bot seat of a lesson: it plays the lesson's scripted move for it when there is one
    (the Match keeps them, in order), otherwise it plays as a bot of its level does."""

    def __init__(self, spec: SeatSpec, match: "LessonMatch", fallback: BotSeat, index: int):
        super().__init__(spec)
        self.match, self.fallback, self.index = match, fallback, index

    def _scripted(self, legal):
        action = self.match.scripted_for(self.index)
        if action is None:
            return None
        if action not in legal and not self.match.is_legal(self.index, action):
            self.match.lesson.fail(f"the scripted move of {self.spec.name} ({describe_action(action)}) is not "
                                   f"legal in this position: the deal no longer fits", self.match.at)
        return action

    def decide(self, view, legal, rng):
        action = self._scripted(legal)
        if action is None:
            return self.fallback.decide(view, legal, rng)
        fut = cf.Future()
        fut.set_result((action, rng.copy()))
        if self.fallback.wake is not None:
            self.fallback.wake()
        return fut

    def decide_now(self, view, legal, rng):
        action = self._scripted(legal)
        return self.fallback.decide_now(view, legal, rng) if action is None else (action, rng.copy())

    def close(self) -> None:
        self.fallback.close()


# ----------------------------------------------------------------------------- the match

class LessonMatch(Match):
    """A Match that follows a lesson: the player's moves must be the step's, one at a time.

    ``at`` is the step shown (``len(steps)`` once the script is over and the game plays on).
    A refused move raises IllegalAction ("Not yet: …") and changes nothing. Undo is off.
    """

    is_lesson = True
    keeps_record = False      # a lesson's game is not a record

    def __init__(self, lesson: Lesson, bot_delay: float = 0.75, threaded: bool = True, wake=None,
                 start_step: int = 0, keep_progress: bool = False):
        super().__init__(lesson.game, lesson.players, lesson.seats, lesson.seed, lesson.options,
                         bot_delay=bot_delay, autosave=None, threaded=threaded, wake=wake)
        self.lesson = lesson
        self.undo_enabled = False
        self.keep_progress = keep_progress
        self.autopilot = False
        self.at = 0
        self._queue: list = []              # scripted bot moves not played yet: (seat, action, step)
        self._wake = wake
        for i, d in enumerate(list(self._deciders)):
            if not d.interactive:
                self.replace_seat(i, ScriptedSeat(d.spec, self, d, i))
        lesson.check_view(self.view(0), lesson.deal, None)
        self._enter()
        self._follow()
        if start_step:
            self.fast_forward(min(int(start_step), len(lesson.steps)))

    # -- the step
    @property
    def steps(self) -> list:
        return self.lesson.steps

    @property
    def free(self) -> bool:
        """The script is over: the game plays on freely."""
        return self.at >= len(self.steps)

    @property
    def current(self):
        return None if self.free else self.steps[self.at]

    def _enter(self) -> None:
        st = self.current
        if st is None:
            return
        self._queue += [(seat, action, self.at) for seat, action in st["bot_moves"]]
        if st.get("check"):
            self.lesson.check_view(self.view(0), st["check"], self.at)
        if self.keep_progress:
            remember_step(self.game_id, self.at)

    def _next(self) -> None:
        self.at += 1
        self._enter()
        self._follow()

    def is_note(self) -> bool:
        st = self.current
        return st is not None and st["action"] is None and st.get("until") is None and st.get("any") is None

    def kind(self):
        """A step that takes any move of one kind (``any``: "pick"), or None."""
        st = self.current
        return None if st is None else st.get("any")

    def is_free(self) -> bool:
        """A step that lets you play as you like until its ``until`` holds (or the script is over)."""
        st = self.current
        return st is None or st.get("until") is not None

    def _until_met(self) -> bool:
        until = self.current.get("until")
        view = self.view(0)
        return all(self.over == bool(v) if k == "over" else
                   hasattr(view, k) and to_jsonable(getattr(view, k)) == v for k, v in until.items())

    def _follow(self) -> None:
        """A free step ends as soon as its ``until`` holds."""
        while not self.free and self.current.get("until") is not None and self._until_met():
            self._next()

    def note_ready(self) -> bool:
        """A note may be read now: its scripted bot moves have been played."""
        return self.is_note() and not any(k == self.at for _, _, k in self._queue)

    def next_note(self) -> None:
        """Next, on a note."""
        if not self.note_ready():
            raise IllegalAction("Not yet: watch the table first.")
        self._next()

    def expected(self):
        st = self.current
        return None if st is None else st["action"]

    def ask(self) -> str:
        st = self.current
        return "" if st is None else str(st.get("ask") or "read this step and press Next")

    # -- scripted bots
    def scripted_for(self, seat: int):
        for s, action, _ in self._queue:
            if s == seat:
                return action
        return None

    def _apply(self, seat, action) -> list:
        events = super()._apply(seat, action)
        for i, (s, a, _) in enumerate(self._queue):
            if s == seat:
                if a == action:
                    del self._queue[i]
                break
        self._follow()
        return events

    def poll_bots(self, ready: bool = True, now: float | None = None) -> list:
        if self.holding():
            return []
        return super().poll_bots(ready, now)

    def holding(self) -> bool:
        """The bots wait while a note is read (once its own scripted moves are played)."""
        return self.note_ready()

    def waiting_on_time(self) -> bool:
        return not self.holding() and super().waiting_on_time()

    def forced_seat(self):
        seat = super().forced_seat()
        if seat is None or self.is_free():
            return seat
        only = self.game.legal_actions(self._state, seat)[0]
        if self.is_note() or (only.TYPE != self.kind() if self.kind() else only != self.expected()):
            return None
        return seat

    # -- the player
    def would_take(self, seat: int, action) -> bool:
        if self.is_free():
            return True
        if self.is_note():
            return False
        return getattr(action, "TYPE", None) == self.kind() if self.kind() else action == self.expected()

    def submit(self, seat: int, action) -> list:
        if self.is_free():
            return super().submit(seat, action)
        if self.is_note():
            raise IllegalAction("Not yet: read this step first, then press Next.")
        if (getattr(action, "TYPE", None) != self.kind()) if self.kind() else action != self.expected():
            raise IllegalAction(f"Not yet: this step asks you to {self.ask()}.")
        events = super().submit(seat, action)
        self._next()
        return events

    def check_expected(self) -> None:
        """At the player's turn in a move step: its move is legal here (else LessonError)."""
        st = self.current
        if st is not None and st.get("any") and 0 in self.humans_to_act():
            if not self.choices():
                self.lesson.fail(f"it asks for a {st['any']} move, and there is none here: the deal no longer "
                                 "fits", self.at)
            return
        if st is None or st["action"] is None or 0 not in self.humans_to_act():
            return
        if not self.is_legal(0, st["action"]):
            self.lesson.fail(f"its move ({describe_action(st['action'])}) is not legal in this position: "
                             "the deal no longer fits", self.at)

    def is_legal(self, seat: int, action) -> bool:
        """The engine would accept ``action`` now (some moves, like Barony's whole-bid Commit,
        are accepted without being listed by ``legal_actions``)."""
        if action in self.game.legal_actions(self._state, seat):
            return True
        try:
            self.game.apply(self._state, seat, action)
        except IllegalAction:
            return False
        return True

    def play_bots_now(self) -> None:
        """Tools and tests: the bots' moves at once, up to the player's turn (or a note)."""
        k = self.at
        while not self.over and not self.holding() and self.at == k and self.bots_to_act():
            self.run_bots_instantly(1)

    def fast_forward(self, to_step: int) -> None:
        """Play the lesson's own moves (and the bots') at once up to step ``to_step`` (resume)."""
        guard = 0
        while self.at < to_step:
            guard += 1
            if guard > 10000:
                self.lesson.fail("it does not move on", self.at)
            if self.is_note():
                self.play_bots_now()
                if not self.note_ready():
                    self.lesson.fail("a note's scripted bot moves cannot all be played", self.at)
                self.next_note()
                continue
            if self.is_free():
                self.play_free_step()
                continue
            self.play_bots_now()
            if self.kind() and 0 in self.humans_to_act():
                self.check_expected()
                self.submit(0, self.auto_choice())
                continue
            if self.over:
                self.lesson.fail("the game ended before this step", self.at)
            if 0 not in self.humans_to_act():
                self.lesson.fail("the bots stopped but it is not your turn", self.at)
            self.check_expected()
            self.submit(0, self.expected())

    def choices(self) -> list:
        """Your legal moves that the step accepts."""
        legal = self.game.legal_actions(self._state, 0)
        return [a for a in legal if a.TYPE == self.kind()] if self.kind() else legal

    def auto_choice(self):
        """The move the easy bot would make in your place, among those the step accepts (resume,
        tests)."""
        from .bots import get_bot
        from .sim import bot_rng
        if self.expected() is not None:
            return self.expected()
        rng = bot_rng(self.seed, 1000 + self.step)
        return get_bot(self.game_id, FALLBACK_LEVEL)(self.view(0), self.choices(), rng)

    def play_free_step(self) -> None:
        """Play a free step at once, your moves chosen as the easy bot would (resume, tests)."""
        from .bots import get_bot
        from .sim import bot_rng
        bot, rng, k = get_bot(self.game_id, FALLBACK_LEVEL), bot_rng(self.seed, 0), self.at
        while self.at == k and not self.over:
            self.play_bots_now()
            if self.at != k or self.over:
                break
            if 0 not in self.humans_to_act():
                self.lesson.fail("the bots stopped but it is not your turn", self.at)
            self.submit(0, bot(self.view(0), self.game.legal_actions(self._state, 0), rng))
        if self.at == k:
            self.lesson.fail("the game ended before this step's 'until' held", self.at)

    def can_finish(self) -> bool:
        """The script has no more moves to ask for: the bots may play your seat to the end."""
        return not self.autopilot and not self.over and self.is_free() and self.at >= len(self.steps) - 1

    def finish_for_me(self) -> None:
        """The script is over: a medium bot plays your seat to the end (no more decisions), as
        "Let a bot finish" does in a game (``finished_by``: the table and the results say a bot
        played it), and every bot at the fast pace (it took minutes at the lesson's own pace).
        Medium, as in a game: an easy bot threw away a newcomer's lead (38 stars to 8)."""
        if not self.can_finish():
            return
        self.autopilot = True
        self.bot_delay = min(self.bot_delay, FINISH_PACE)
        self._hand_to_bot(0, FINISH_LEVEL, self.step)


# ----------------------------------------------------------------------------- the window

def start_lesson(app, game_id: str, step: int | None = None):
    """Open ``game_id``'s lesson at the step reached before (or ``step``), over the title."""
    from . import reviews
    reviews.stop_unopened()                 # (a review weighing behind the last results would slow its bots)
    lesson = load_lesson(game_id)
    if step is None:
        step = saved_step(game_id)
    try:
        m = LessonMatch(lesson, bot_delay=max(app.settings.bot_delay, 0.6), wake=app.wake,
                        start_step=step, keep_progress=True)
    except LessonError:
        if not step:
            raise
        m = LessonMatch(lesson, bot_delay=max(app.settings.bot_delay, 0.6), wake=app.wake, keep_progress=True)
    app.clear_to("title")
    table = app.push(f"table:{game_id}", m, viewer=0, animate=m.step == 0)
    app.push("lesson", table)
    return m


def real_seats(m, players: int | None = None) -> list:
    """A real game after lesson ``m``: you and medium bots (a new table's default: after easy
    bots, two newcomers found the real game too soft), ``players`` seats (the lesson's count
    by default)."""
    from game.seats import BOT_NAMES, SeatSpec
    return [SeatSpec(m.seats[0].name, "human", profile=m.seats[0].profile)] + \
        [SeatSpec(BOT_NAMES[i % len(BOT_NAMES)], "bot", "medium") for i in range(1, players or m.players)]


def offer_this_game(app, m) -> None:
    """Lesson ``m`` learned, New game on the title sets up its game (a newcomer who learned
    Barony was offered the Sorcerous Futures table set up before): the table you last set up
    for this game if there is one, else its usual table (its registration's ``players``), you
    and medium bots. (It set up the lesson's own table: the four players a newcomer had chosen
    for Me First came back as the lesson's three.)"""
    import json

    from .games import usual_players
    try:
        last = json.loads(getattr(app.settings, "last_table", "") or "null")
    except ValueError:
        last = None
    if isinstance(last, dict) and last.get("game") == m.game_id:
        return                                  # your own table of this game stands
    n = usual_players(m.game_id)
    app.settings.last_table = json.dumps({
        "game": m.game_id, "players": n, "options": {},
        "seats": [[s.name, s.kind, s.level, s.profile] for s in real_seats(m, n)]})[:2000]


__all__ = ["Lesson", "LessonError", "LessonMatch", "ScriptedSeat", "available", "first_launch", "load_lesson",
           "load_progress", "mark_done", "mark_offered", "offer_this_game", "real_seats", "remember_step",
           "saved_step", "start_lesson"]
