"""Me First: a turn-order auction in two phases (rulings MF1-MF6; seed 002).

Acquisition: a row of n+1 face-up cards; seats take one each in turn order, the last seat
choosing between the final two (the other is discarded). Acquired cards go on a stack whose
top alone is visible. Round 1 goes seat 0 up; later rounds by the top card of each stack,
lowest number first, more arrows first, still tied: the previous order. The phase ends when
the deck cannot fill a row; the leftovers leave play.

Tax: stacks become hidden hands; the discard pile is shuffled into the tax deck. Each round
one deck card starts the row, every seat secretly picks a card from its hand and all picks
are revealed together; then seats take one card each into a brand new tax stack (the last
choosing between two). Round 1 goes seat n-1 down, later rounds as above with the tax
stacks. Score = acquired stars (+ set bonuses, variant) - taxed stars; ties are shared.

Information (documented in assets/rules/me-first.md): a View holds what is on the table now
plus the seat's own knowledge. A seat knows its own whole acquired stack, hand, pending
pick and tax stack; of other seats it sees only the top card and size of the current stack
and the size of the hand. Star totals of other seats are revealed only when the game ends.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .core import Action, Event, Game, IllegalAction, Option, Result, Rng
from .decks.me_first_deck import CARDS, IDS

__all__ = ["MeFirst", "GAME", "Take", "Pick", "MeFirstView", "MFState", "set_bonus",
           "ACQUIRE", "TAX", "OVER"]

ACQUIRE, TAX, OVER = "acquire", "tax", "over"
_PICK, _TAKE = "pick", "take"

_CARD = {c.id: c for c in CARDS}
_KEY = {c.id: (c.number, -c.arrows) for c in CARDS}
_STARS = {c.id: c.stars for c in CARDS}


# --------------------------------------------------------------------------- actions

@dataclass(frozen=True)
class Take(Action):
    """Take a card from the row onto your stack (both phases)."""
    TYPE: ClassVar[str] = "take"
    card: str


@dataclass(frozen=True)
class Pick(Action):
    """Tax phase: secretly choose the card from your hand that you put into the row."""
    TYPE: ClassVar[str] = "pick"
    card: str


# --------------------------------------------------------------------------- state

class MFState:
    """The full, secret state. ``acquired[i]`` is seat i's acquisition stack (top last) and
    stays as the record of what it acquired; in the tax phase ``hands[i]`` holds the part of
    it not yet played. ``tax[i]`` is the tax stack (top last)."""

    __slots__ = ("players", "seed", "options", "log", "rng", "phase", "stage", "round",
                 "deck", "row", "order", "turn", "acquired", "hands", "picks", "revealed",
                 "tax", "discards", "tax_discards", "removed")

    def copy(self) -> "MFState":
        s = MFState.__new__(MFState)
        s.players = self.players
        s.seed = self.seed
        s.options = self.options
        s.log = list(self.log)
        s.rng = self.rng.copy()
        s.phase = self.phase
        s.stage = self.stage
        s.round = self.round
        s.deck = list(self.deck)
        s.row = list(self.row)
        s.order = list(self.order)
        s.turn = self.turn
        s.acquired = [list(x) for x in self.acquired]
        s.hands = [list(x) for x in self.hands]
        s.picks = list(self.picks)
        s.revealed = list(self.revealed)
        s.tax = [list(x) for x in self.tax]
        s.discards = list(self.discards)
        s.tax_discards = list(self.tax_discards)
        s.removed = list(self.removed)
        return s


# --------------------------------------------------------------------------- view

@dataclass(frozen=True)
class MeFirstView:
    """What one seat may know (seat None: a spectator, public information only).

    ``tops``/``stack_sizes``: the current stack of every seat (acquisition stack in the
    acquisition phase, tax stack in the tax phase; None/0 when empty). ``hand``: own hand
    (tax phase), ``hand_sizes`` everyone's. ``acquired``/``tax_stack``: own stacks in full.
    ``stars[i]``: seat i's acquisition points (stars, plus set bonuses when that variant is
    on) when this seat may know them (its own; everyone's once the game is over), else None.
    ``revealed[i]``: the card seat i put into the row this tax round, once picks are
    revealed. ``discards``: cards in the current phase's discard pile (face down).
    ``stage``: "pick" while a tax round's secret picks are being made, else "take".

    What everyone saw happen is known to every seat, though the table shows only the tops
    (MF2): ``taken[i]``, every card seat i took while acquiring (in order: each was taken face
    up from the row); ``taxed[i]``, its tax stack (also taken face up); ``played[i]``, the cards
    it put into the row in past tax rounds (each revealed to all). So in the tax phase another
    seat's hand is known but for the card it has secretly picked this round."""

    seat: int | None
    players: int
    phase: str
    round: int
    rounds: int
    row: tuple
    order: tuple
    turn: int
    to_act: frozenset
    tops: tuple
    stack_sizes: tuple
    hand: tuple
    hand_sizes: tuple
    my_pick: str | None
    picked: frozenset
    revealed: tuple
    deck_left: int
    discards: int
    acquired: tuple
    tax_stack: tuple
    stars: tuple
    set_bonus: bool
    stage: str = _TAKE
    result: Result | None = None
    taken: tuple = ()
    taxed: tuple = ()
    played: tuple = ()
    leftover: tuple = ()          # the cards that left play unseen: shown once the game is over


# --------------------------------------------------------------------------- scoring

# MF7, retuned by self-play (tools/balance_me_first.py, figures in assets/rules/me-first.md):
# only sets of one number score. Sets of arrow or star counts came "almost by themselves"
# (with 13 cards and 4 arrow counts some count is bound to repeat) and made the bonus over half
# of the final score; three or four cards of one number have to be aimed for.
SET_VALUES_NUMBER = {3: 2, 4: 4}
SET_VALUES_OTHER: dict = {}


def secret_in(view) -> bool:
    """Whether a seat must see something the public Events have not shown to act: its hand,
    to choose its secret pick. While acquiring, a seat knows only its own stack and stars, and
    every card taken was taken face up in front of everyone (MF2); a tax round's takes are
    from the face-up row too, and the table keeps the taker's hand hidden there: the hot-seat
    needs no curtain for them (one came before a take of the person who already had the
    screen, three or four a tax round: a newcomer)."""
    return view.phase == TAX and view.stage == _PICK


def set_bonus(cards) -> list:
    """Set bonuses (variant) for a collection of acquired card ids: a list of
    ``(label, points)``. A set is 3 or more cards sharing a number (3: +3, 4: +6), an arrow
    count or a star count (3: +1, 4: +2, 5 or more: +3)."""
    out = []
    cs = [_CARD[c] for c in cards]
    for attr, word in (("number", "number"), ("arrows", "arrows"), ("stars", "stars")):
        if attr != "number" and not SET_VALUES_OTHER:
            continue
        counts: dict = {}
        for c in cs:
            v = getattr(c, attr)
            counts[v] = counts.get(v, 0) + 1
        for v in sorted(counts):
            k = counts[v]
            if k < 3:
                continue
            if attr == "number":
                pts = SET_VALUES_NUMBER[min(k, 4)]
                label = f"{k} cards numbered {v}"
            else:
                pts = SET_VALUES_OTHER[min(k, max(SET_VALUES_OTHER))]
                unit = ("arrow" if v == 1 else "arrows") if attr == "arrows" else \
                    ("star" if v == 1 else "stars")
                label = f"{k} cards with {v} {unit}"
            out.append((label, pts))
    return out


def _stars(cards) -> int:
    return sum(_STARS[c] for c in cards)


def _desc(cid: str) -> str:
    return _CARD[cid].name


def _order_from(tops: list, previous: list) -> list:
    """Lowest number first, then more arrows, then the previous order."""
    pos = {s: i for i, s in enumerate(previous)}
    return sorted(previous, key=lambda s: (_KEY[tops[s]], pos[s]))


# --------------------------------------------------------------------------- the game

class MeFirst(Game):
    id = "me-first"
    title = "Me First"
    order = 3

    def max_actions(self, players: int) -> int:
        """Every card is taken at most once in each phase and picked at most once in the tax."""
        return 3 * len(CARDS)
    min_players = 2
    max_players = 5
    options = {
        "set_bonus": Option(
            "set_bonus", "Set bonuses", False,
            "Acquired sets score extra: 3 cards of one number +2, all 4 of a number +4."),
    }
    action_types = (Take, Pick)

    # -- setup ---------------------------------------------------------------------------
    @staticmethod
    def rounds_for(players: int) -> int:
        """Rounds in each phase: how many rows of n+1 the 40 cards can fill."""
        return len(CARDS) // (players + 1)

    def length(self, players: int) -> str:
        n = self.rounds_for(players)
        return f"{n} rounds of taking, then {n} rounds of tax"

    def _new(self, players: int, seed: int, options: dict) -> MFState:
        s = MFState()
        s.players = players
        s.seed = seed
        s.options = dict(options)
        s.log = []
        s.rng = Rng(seed)
        s.phase = ACQUIRE
        s.stage = _TAKE
        s.round = 1
        s.deck = s.rng.shuffled(IDS)
        s.row = [s.deck.pop() for _ in range(players + 1)]
        s.order = list(range(players))
        s.turn = 0
        s.acquired = [[] for _ in range(players)]
        s.hands = [[] for _ in range(players)]
        s.picks = [None] * players
        s.revealed = [None] * players
        s.tax = [[] for _ in range(players)]
        s.discards = []
        s.tax_discards = []
        s.removed = []
        return s

    def clone_state(self, state: MFState) -> MFState:
        return state.copy()

    # -- queries -------------------------------------------------------------------------
    def to_act(self, state) -> frozenset:
        if state.phase == OVER:
            return frozenset()
        if state.stage == _PICK:
            return frozenset(i for i, p in enumerate(state.picks) if p is None)
        return frozenset((state.order[state.turn],))

    def is_over(self, state) -> bool:
        return state.phase == OVER

    def legal_actions(self, state, seat: int) -> list:
        if seat not in self.to_act(state):
            return []
        if state.stage == _PICK:
            return [Pick(c) for c in state.hands[seat]]
        return [Take(c) for c in state.row]

    def check(self, state, seat: int, action) -> None:
        if isinstance(action, Take):
            if state.stage == _PICK:
                raise IllegalAction("First choose a card from your hand to put into the row; "
                                    "the taking starts once every pick is revealed.")
            if action.card not in state.row:
                what = _desc(action.card) if action.card in _CARD else repr(action.card)
                raise IllegalAction(f"You cannot take {what}: it is not in the row.")
        elif isinstance(action, Pick):
            if state.stage != _PICK:
                raise IllegalAction("You can only put a card from your hand into the row at "
                                    "the start of a tax round.")
            if action.card not in state.hands[seat]:
                what = _desc(action.card) if action.card in _CARD else repr(action.card)
                raise IllegalAction(f"You cannot play {what}: it is not in your hand.")

    # -- play ----------------------------------------------------------------------------
    def apply(self, state, seat: int, action):
        if (isinstance(action, Pick) and state.stage == _PICK and type(seat) is int
                and 0 <= seat < state.players and state.picks[seat] is not None):
            raise IllegalAction("You have already chosen your card for this round: it stays hidden until "
                                "everyone has chosen.")
        return super().apply(state, seat, action)

    def _apply(self, s: MFState, seat: int, action) -> list:
        if isinstance(action, Pick):
            return self._pick(s, seat, action.card)
        return self._take(s, seat, action.card)

    def _pick(self, s: MFState, seat: int, cid: str) -> list:
        s.hands[seat].remove(cid)
        s.picks[seat] = cid
        ev = [Event("pick", {"seat": seat, "card": cid, "detail_of": "picked"}, frozenset((seat,)),
                    f"{{seat{seat}}} chooses {_desc(cid)} to put into the row."),
              Event("picked", {"seat": seat}, None,
                    f"{{seat{seat}}} has chosen a card.")]
        if all(p is not None for p in s.picks):
            picks = {i: p for i, p in enumerate(s.picks)}
            for i in range(s.players):
                s.row.append(picks[i])
            s.revealed = list(s.picks)
            s.picks = [None] * s.players
            s.stage = _TAKE
            s.turn = 0
            text = "Picks revealed: " + ", ".join(
                f"{{seat{i}}} {_desc(p)}" for i, p in picks.items()) + "."
            ev.append(Event("reveal_picks", {"picks": {str(i): p for i, p in picks.items()},
                                             "row": list(s.row)}, None, text))
        return ev

    def _take(self, s: MFState, seat: int, cid: str) -> list:
        s.row.remove(cid)
        stack = s.acquired[seat] if s.phase == ACQUIRE else s.tax[seat]
        stack.append(cid)
        ev = [Event("take", {"seat": seat, "card": cid, "phase": s.phase}, None,
                    f"{{seat{seat}}} takes {_desc(cid)}.")]
        s.turn += 1
        if s.turn < s.players:
            return ev
        # the last seat chose between the final two: the other one is discarded
        left = s.row.pop()
        (s.discards if s.phase == ACQUIRE else s.tax_discards).append(left)
        ev.append(Event("discard", {"card": left, "phase": s.phase}, None,
                        f"{_desc(left)} is discarded."))
        if s.phase == ACQUIRE:
            ev += self._next_acquire_round(s)
        else:
            ev += self._next_tax_round(s)
        return ev

    def _next_acquire_round(self, s: MFState) -> list:
        n = s.players
        if len(s.deck) >= n + 1:
            s.round += 1
            s.order = _order_from([st[-1] for st in s.acquired], s.order)
            s.turn = 0
            s.row = [s.deck.pop() for _ in range(n + 1)]
            return [self._order_event(s), self._row_event(s)]
        # end of the acquisition phase
        ev = []
        if s.deck:
            s.removed = list(s.deck)
            # unseen: nobody learns which cards they were, only how many (until the game's end)
            ev.append(Event("leftover", {"count": len(s.deck)}, None,
                            f"{len(s.deck)} card{'s' if len(s.deck) != 1 else ''} left in the "
                            f"deck leave{'s' if len(s.deck) == 1 else ''} play unseen."))
            s.deck = []
        s.phase = TAX
        s.hands = [sorted(st, key=lambda c: _KEY[c]) for st in s.acquired]
        s.deck = s.rng.shuffled(s.discards)
        s.discards = []
        ev.append(Event("phase", {"phase": TAX}, None,
                        "The acquisition phase is over. Stacks become hands; the discard pile "
                        "is shuffled into the tax deck."))
        s.round = 1
        s.order = list(range(n - 1, -1, -1))
        ev += self._start_tax_round(s)
        return ev

    def _start_tax_round(self, s: MFState) -> list:
        s.turn = 0
        s.stage = _PICK
        s.picks = [None] * s.players
        s.revealed = [None] * s.players
        s.row = [s.deck.pop()]
        return [self._order_event(s), self._row_event(s)]

    def _next_tax_round(self, s: MFState) -> list:
        if not any(s.hands):
            s.phase = OVER
            s.stage = _TAKE
            s.row = []
            s.order = []
            s.turn = 0
            s.revealed = [None] * s.players
            r = self.result(s)
            names = " and ".join(f"{{seat{w}}}" for w in r.winners)
            verb = "share the win" if len(r.winners) > 1 else "wins"
            return [Event("game_over", {"scores": list(r.scores), "winners": list(r.winners)},
                          None, f"The game is over: {names} {verb}.")]
        s.round += 1
        s.order = _order_from([st[-1] for st in s.tax], s.order)
        return self._start_tax_round(s)

    def opening_events(self, s: MFState) -> list:
        """Events describing the table right after ``new`` (for the app's log): the first
        round's order (seat order, MF2) and its row, as every later round opens."""
        return [self._order_event(s), self._row_event(s)]

    def _order_event(self, s: MFState) -> Event:
        names = ", ".join(f"{{seat{i}}}" for i in s.order)
        phase = "Acquisition" if s.phase == ACQUIRE else "Tax"
        return Event("order", {"phase": s.phase, "round": s.round, "order": list(s.order)},
                     None, f"{phase} round {s.round}: turn order {names}.")

    def _row_event(self, s: MFState) -> Event:
        if s.phase == ACQUIRE:
            text = "New row: " + ", ".join(_desc(c) for c in s.row) + "."
        else:
            text = (f"{_desc(s.row[0])} starts the row. Everyone chooses a card from their "
                    f"hand.")
        return Event("row", {"cards": list(s.row), "phase": s.phase, "round": s.round}, None,
                     text)

    # -- information ---------------------------------------------------------------------
    def acquisition_points(self, state, seat: int) -> int:
        pts = _stars(state.acquired[seat])
        if state.options.get("set_bonus"):
            pts += sum(p for _, p in set_bonus(state.acquired[seat]))
        return pts

    def view(self, s: MFState, seat: int | None) -> MeFirstView:
        n = s.players
        over = s.phase == OVER
        stacks = s.acquired if s.phase == ACQUIRE else s.tax
        own = seat is not None
        if over:
            stars = tuple(self.acquisition_points(s, i) for i in range(n))
        else:
            stars = tuple(self.acquisition_points(s, i) if i == seat else None
                          for i in range(n))
        return MeFirstView(
            seat=seat,
            players=n,
            phase=s.phase,
            round=s.round,
            rounds=self.rounds_for(n),
            row=tuple(s.row),
            order=tuple(s.order),
            turn=s.turn,
            to_act=self.to_act(s),
            tops=tuple(st[-1] if st else None for st in stacks),
            stack_sizes=tuple(len(st) for st in stacks),
            hand=tuple(s.hands[seat]) if own else (),
            hand_sizes=tuple(len(h) for h in s.hands),
            my_pick=s.picks[seat] if own else None,
            picked=frozenset(i for i, p in enumerate(s.picks) if p is not None),
            revealed=tuple(s.revealed),
            deck_left=len(s.deck),
            discards=len(s.discards) if s.phase == ACQUIRE else len(s.tax_discards),
            acquired=tuple(s.acquired[seat]) if own else (),
            tax_stack=tuple(s.tax[seat]) if own else (),
            stars=stars,
            set_bonus=bool(s.options.get("set_bonus")),
            stage=s.stage,
            result=self.result(s) if over else None,
            taken=tuple(tuple(a) for a in s.acquired),
            taxed=tuple(tuple(t) for t in s.tax),
            played=tuple(self._played(s, i) for i in range(n)),
            leftover=tuple(s.removed) if over else (),
        )

    @staticmethod
    def _played(s: MFState, i: int) -> tuple:
        """The cards seat ``i`` put into the row in past tax rounds (revealed to all), in the
        order it took them: what it acquired, no longer in its hand, not its pick of this round
        (no sort: the View is built for every decision of every sampled game)."""
        if s.phase == ACQUIRE:
            return ()
        hand, pick, shown = s.hands[i], s.picks[i], s.revealed[i]
        return tuple(c for c in s.acquired[i] if c not in hand and c != pick and c != shown)

    def determinize(self, view: MeFirstView, rng: Rng) -> MFState:
        """A full state consistent with ``view``: every card the seat cannot see is placed
        uniformly at random among the places it could be. Only for games in play (a
        finished game has nothing left to sample)."""
        if view.phase == OVER:
            raise ValueError("The game is over: there is nothing hidden left to sample.")
        n = view.players
        me = view.seat
        s = MFState()
        s.players = n
        s.seed = 0
        s.options = {"set_bonus": view.set_bonus}
        s.log = []
        s.rng = Rng(rng.next64())
        s.phase = view.phase
        s.round = view.round
        s.row = list(view.row)
        s.order = list(view.order)
        s.turn = view.turn
        s.stage = view.stage
        s.revealed = list(view.revealed)
        s.discards, s.tax_discards, s.removed = [], [], []
        s.picks = [None] * n
        s.hands = [[] for _ in range(n)]
        s.tax = [[] for _ in range(n)]
        s.acquired = [[] for _ in range(n)]
        # everything taken was taken in front of everyone: every stack is known (``taken``,
        # ``taxed``); what is hidden is the order of the deck, which cards went where face down
        # (discards, cards left out) and, in the tax phase, the card each other seat has picked
        known = set(view.row) | {t for t in view.tops if t is not None} \
            | {r for r in view.revealed if r is not None} \
            | {c for a in view.taken for c in a} | {c for t in view.taxed for c in t}
        if me is not None:
            known |= set(view.acquired) | set(view.tax_stack) | set(view.hand)
            if view.my_pick:
                known.add(view.my_pick)
        pool = [c for c in IDS if c not in known]
        rng.shuffle(pool)
        s.acquired = [list(a) for a in view.taken]

        if view.phase == ACQUIRE:
            s.discards = [pool.pop() for _ in range(view.discards)]
            s.deck = [pool.pop() for _ in range(view.deck_left)]
            assert not pool
            return s

        # ---- tax phase: hands and picks from what each seat took and played; tax discards, deck
        s.tax = [list(t) for t in view.taxed]
        for i in range(n):
            if i == me:
                s.hands[i] = list(view.hand)
                s.picks[i] = view.my_pick
                continue
            gone = set(view.played[i]) | {view.revealed[i]}
            left = [c for c in view.taken[i] if c not in gone]
            if i in view.picked and view.revealed[i] is None:
                s.picks[i] = left.pop(rng.randrange(len(left)))
            s.hands[i] = sorted(left, key=lambda c: _KEY[c])
        # the cards played in past rounds that no tax stack holds and the row does not show were
        # discarded; the rest of the discards came from the deck
        held = {c for t in view.taxed for c in t} | set(view.row)
        out = [c for i in range(n) for c in view.played[i] if c not in held]
        s.tax_discards = out + [pool.pop() for _ in range(view.discards - len(out))]
        s.deck = [pool.pop() for _ in range(view.deck_left)]
        s.removed = pool
        return s

    # -- end -----------------------------------------------------------------------------
    def result(self, s: MFState) -> Result:
        scores, lines = [], []
        for i in range(s.players):
            acq = _stars(s.acquired[i])
            br = [("Stars acquired", acq)]
            total = acq
            if s.options.get("set_bonus"):
                for label, pts in set_bonus(s.acquired[i]):
                    br.append((f"Set bonus: {label}", pts))
                    total += pts
            tax = _stars(s.tax[i])
            br.append(("Stars taxed", -tax))
            total -= tax
            scores.append(total)
            lines.append(tuple(br))
        best = max(scores)
        winners = tuple(i for i, v in enumerate(scores) if v == best)
        notes = "Tied scores share the win." if len(winners) > 1 else ""
        return Result(tuple(scores), winners, tuple(lines), notes)

    def hidden(self, s: MFState) -> list:
        return [("Deck", list(s.deck)), ("Removed", list(s.removed))]

    def final(self, s: MFState) -> dict:
        r = self.result(s)
        seats = []
        for i in range(s.players):
            bonus = sum(p for _, p in set_bonus(s.acquired[i])) if s.options.get("set_bonus") else 0
            seats.append({
                "acquired": list(s.acquired[i]),
                "taxed": list(s.tax[i]),
                "stars_acquired": _stars(s.acquired[i]),
                "set_bonus": bonus,
                "stars_taxed": _stars(s.tax[i]),
                "score": r.scores[i],
            })
        return {"winners": list(r.winners), "seats": seats, "leftover": list(s.removed)}


GAME = MeFirst()
