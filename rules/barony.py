"""Barony: a deck-building auction for 2 or 3 players with the Decktet (seed 001, rulings BA1-BA8).

Players start with three face-up resource cards (Pawns, Courts, and the Excuse with three
players). The stage decks (I: the 2-5 cards, II: Aces and Crowns, III: the 6-9 cards, then
IV, V and VI rebuilt from the discards) are revealed three at a time as Markets. Each seat
picks one Market card as its target and commits resource cards to it; a bid is worth the
symbols the committed cards share with the target. The last seat standing takes its target.
At the end, the cards left behind (the pool) score for the Aces and Crowns each seat holds.

Pure Python: no pygame, no I/O; all randomness comes from the Rng carried in the state.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .decks import decktet as D
from .core import Action, Event, Game, IllegalAction, Option, Result, Rng

__all__ = [
    "Barony", "BaronyState", "BaronyView", "Target", "Add", "Confirm", "Commit", "Pass", "GAME",
    "bid_value", "bid_value_of", "score_pool", "unclaimed", "RESOURCE_CARDS", "STAGE_CARDS", "MAX_LEGAL",
]

STAGE_NAMES = ("", "I", "II", "III", "IV", "V", "VI")
LAST_STAGE = 6
MARKET_SIZE = 3

STAGE_CARDS = {
    1: tuple(c.id for c in D.DECK if c.kind == D.NUMBER and 2 <= c.rank <= 5),
    2: D.ACES + D.CROWNS,
    3: tuple(c.id for c in D.DECK if c.kind == D.NUMBER and 6 <= c.rank <= 9),
}
STAGE_IDS = STAGE_CARDS[1] + STAGE_CARDS[2] + STAGE_CARDS[3]
RESOURCE_CARDS = D.PAWNS + D.COURTS  # + the Excuse with three players
ALL_IDS = tuple(c.id for c in D.DECK)

# A bid is built one decision at a time (Target, then Add one card at a time, then Confirm),
# so no decision has more than this many legal actions: Pass + 3 targets, or Pass + Confirm +
# one Add per usable resource (a seat holds at most 3 + 21 cards).
MAX_LEGAL = 50


# --------------------------------------------------------------------------- bid values

def bid_value_of(rank_a, suits_a, rank_b, suits_b, wild: bool = False) -> int:
    """Shared symbols between two card descriptions (BA3).

    Ranks count only when both are numbers 2-9 and equal (Aces, Crowns, Pawns and Courts
    never match: pass ``None`` or their rank 1/10). Each shared suit counts once.
    ``wild=True`` is the Excuse: always worth 1.
    """
    if wild:
        return 1
    v = 0
    if rank_a is not None and rank_a == rank_b and 2 <= rank_a <= 9:
        v += 1
    return v + len(set(suits_a) & set(suits_b))


def _bid_value_cards(res: str, target: str) -> int:
    a, b = D.CARDS[res], D.CARDS[target]
    ra = a.rank if a.kind == D.NUMBER else None
    rb = b.rank if b.kind == D.NUMBER else None
    return bid_value_of(ra, a.suits, rb, b.suits, wild=(a.kind == D.EXCUSE))


_BV = {(a, b): _bid_value_cards(a, b) for a in ALL_IDS for b in ALL_IDS}


def bid_value(resource: str, target: str) -> int:
    """Bid value of one resource card committed toward one market card."""
    return _BV[(resource, target)]


def _scoring_card(cid: str) -> bool:
    return D.CARDS[cid].kind in (D.ACE, D.CROWN)


def score_pool(pool, holdings) -> tuple:
    """BA7: ``holdings`` is a list (per seat) of the card ids it owns. Returns, per seat, a
    list of ``(label, points)`` lines (only lines worth points), in pool order."""
    out = []
    for held in holdings:
        lines = []
        ac = [h for h in held if _scoring_card(h)]
        has_excuse = D.EXCUSE_ID in held
        for p in pool:
            psuits = set(D.suits_of(p))
            matches = [h for h in ac if psuits & set(D.suits_of(h))]
            pts = len(matches)
            if has_excuse and _scoring_card(p):
                pts += 1
                matches = matches + [D.EXCUSE_ID]
            if pts:
                names = ", ".join(D.CARDS[m].name for m in matches)
                lines.append((f"{D.CARDS[p].name} in the pool ({names})", pts))
        out.append(lines)
    return tuple(out)


# --------------------------------------------------------------------------- actions

@dataclass(frozen=True)
class Target(Action):
    """Choose the Market card to bid on (the first step of a bid; it is locked once the bid
    is confirmed, for the rest of this Market)."""
    TYPE: ClassVar[str] = "target"
    card: str


@dataclass(frozen=True)
class Add(Action):
    """Add one usable resource card to the bid being built."""
    TYPE: ClassVar[str] = "add"
    card: str


@dataclass(frozen=True)
class Confirm(Action):
    """Commit the cards added this turn: the bid becomes public and the turn passes."""
    TYPE: ClassVar[str] = "confirm"


@dataclass(frozen=True)
class Commit(Action):
    """Target, Add… and Confirm in one move (what the table sends when you confirm, and the
    form of records written before the step-by-step model). Accepted by ``apply``; never
    listed by ``legal_actions``."""
    TYPE: ClassVar[str] = "commit"
    target: str
    cards: tuple


@dataclass(frozen=True)
class Pass(Action):
    """Drop out of this Market (BA8: worth 1 point with the pass-token variant)."""
    TYPE: ClassVar[str] = "pass"


# --------------------------------------------------------------------------- state and view

class BaronyState:
    """The full (hidden-information) state. Owned by the engine; copy with clone_state."""

    __slots__ = ("players", "seed", "options", "log", "rng", "stage", "deck", "future",
                 "market", "owned", "expended", "committed", "targets", "passed", "prime",
                 "turn", "best", "discard", "unseen", "removed", "passes", "over", "pool",
                 "markets_played", "pick", "adding")

    def copy(self) -> "BaronyState":
        s = BaronyState.__new__(BaronyState)
        s.players = self.players
        s.seed = self.seed
        s.options = self.options
        s.log = list(self.log)
        s.rng = self.rng.copy()
        s.stage = self.stage
        s.deck = list(self.deck)
        s.future = [list(f) for f in self.future]
        s.market = list(self.market)
        s.owned = [list(o) for o in self.owned]
        s.expended = [list(o) for o in self.expended]
        s.committed = [list(o) for o in self.committed]
        s.targets = list(self.targets)
        s.passed = set(self.passed)
        s.prime = self.prime
        s.turn = self.turn
        s.best = self.best
        s.discard = list(self.discard)
        s.unseen = list(self.unseen)
        s.removed = list(self.removed)
        s.passes = list(self.passes)
        s.over = self.over
        s.pool = list(self.pool)
        s.markets_played = self.markets_played
        s.pick = self.pick
        s.adding = list(self.adding)
        return s

    def available(self, seat: int) -> list:
        busy = set(self.expended[seat]) | set(self.committed[seat])
        return [c for c in self.owned[seat] if c not in busy]

    def bid(self, seat: int) -> int:
        t = self.targets[seat]
        return 0 if t is None else sum(_BV[(c, t)] for c in self.committed[seat])

    def aim(self, seat: int):
        """The card this seat's bid is aimed at: locked by an earlier commitment, or chosen
        this turn (None before either)."""
        return self.targets[seat] if self.targets[seat] is not None else (self.pick if seat == self.turn else None)


def unclaimed(view) -> tuple:
    """Every stage card nobody holds yet, in deck order: the pool, were no other card won. A
    card nobody wins goes to the discard pile, the discards are dealt out again (stages IV-VI)
    and what is left after stage VI is the pool (BA6-BA7), so the pool is always these cards
    less the ones won from now on."""
    held = {c for i in range(view.players) for c in view.owned(i)}
    return tuple(c for c in STAGE_IDS if c not in held)


@dataclass(frozen=True)
class BaronyView:
    """What one seat (or a spectator, seat None) may know. Everything in Barony is public
    except the order of the stage decks, which cards stay unseen (the 2 unused resources
    with two players, stage remainders dumped unseen) and how IV/V were split."""
    seat: int | None
    players: int
    stage: int                  # 1..6
    stage_left: int             # cards left in the current stage deck
    future_sizes: tuple         # sizes of the stage piles already built but not started
    market: tuple               # the three Market card ids (empty once the game is over)
    resources: tuple            # per seat: tuple of available (usable now) card ids
    expended: tuple             # per seat: tuple of expended ids (back at stage end)
    committed: tuple            # per seat: tuple of ids committed in this Market
    targets: tuple              # per seat: target id or None
    bids: tuple                 # per seat: current bid value
    passed: frozenset           # seats out of this Market
    prime: int
    to_act: frozenset
    best: tuple | None          # (seat, value) of the winning bid so far
    discard_count: int          # whole discard pile: seen + unseen
    discards: tuple             # the seen cards in the discard pile (public)
    unseen_discards: int        # how many discard cards nobody has seen
    removed_count: int          # resource cards out of the game, unseen (2 players: 2)
    passes: tuple               # per seat: passes made (pass tokens)
    pass_token: bool
    markets_played: int
    over: bool
    pool: tuple                 # scoring pool once the game is over
    result: Result | None
    pick: str | None = None     # the seat to act: target chosen this turn (not yet committed)
    adding: tuple = ()          # the seat to act: cards added this turn (not yet committed)

    def owned(self, seat: int) -> tuple:
        return self.resources[seat] + self.expended[seat] + self.committed[seat]


# --------------------------------------------------------------------------- the game

def _seat(i) -> str:
    return "{seat%d}" % i


def _names(ids) -> str:
    names = [D.CARDS[c].name for c in ids]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


class Barony(Game):
    id = "barony"
    title = "Barony"
    order = 2

    def length(self, players: int) -> str:
        return f"{LAST_STAGE} stages of Markets, {MARKET_SIZE} cards at a time"

    def max_actions(self, players: int) -> int:
        """Each Market takes at least one card from the game, so there are fewer Markets than
        cards; in one, a seat targets once, adds each card it owns at most once, confirms
        at most once per card added, and passes once."""
        cards = len(ALL_IDS)
        return cards * players * (2 + 2 * cards)
    min_players = 2
    max_players = 3
    options = {
        "pass_token": Option(
            "pass_token", "Pass tokens", False,
            "Each time you pass you earn a token worth 1 point at the end of the game."),
    }
    action_types = (Target, Add, Confirm, Commit, Pass)

    # -- setup ---------------------------------------------------------------------------
    def _new(self, players: int, seed: int, options: dict) -> BaronyState:
        s = BaronyState()
        s.players, s.seed, s.options, s.log = players, seed, dict(options), []
        rng = s.rng = Rng(seed)
        res = list(RESOURCE_CARDS) + ([D.EXCUSE_ID] if players == 3 else [])
        rng.shuffle(res)
        s.owned = [res[3 * i:3 * i + 3] for i in range(players)]
        s.removed = res[3 * players:] + ([D.EXCUSE_ID] if players == 2 else [])
        stages = [rng.shuffled(STAGE_CARDS[k]) for k in (1, 2, 3)]
        s.stage = 1
        s.deck = stages[0]
        s.future = stages[1:]
        s.market = []
        s.expended = [[] for _ in range(players)]
        s.committed = [[] for _ in range(players)]
        s.targets = [None] * players
        s.passed = set()
        s.prime = rng.randrange(players)
        s.turn = s.prime
        s.best = None
        s.discard, s.unseen, s.pool = [], [], []
        s.passes = [0] * players
        s.over = False
        s.markets_played = 0
        s.pick, s.adding = None, []
        self._next_market(s, [])
        return s

    def opening_events(self, state) -> list:
        """Events describing the table right after ``new`` (for the app's log)."""
        return [Event("stage_start", {"stage": 1, "size": 12},
                      text="Stage I begins: 12 cards."),
                self._market_event(state)]

    def clone_state(self, state):
        return state.copy()

    # -- flow ----------------------------------------------------------------------------
    def _market_event(self, s) -> Event:
        return Event("market", {"cards": tuple(s.market), "prime": s.prime, "stage": s.stage},
                     text=f"{_seat(s.prime)} is Prime and reveals a Market: {_names(s.market)}.")

    def _next_market(self, s: BaronyState, events: list) -> None:
        """Flip the next Market, completing stages (and the game) as needed."""
        while not s.over:
            if len(s.deck) >= MARKET_SIZE:
                s.market = s.deck[:MARKET_SIZE]
                s.deck = s.deck[MARKET_SIZE:]
                s.targets = [None] * s.players
                s.committed = [[] for _ in range(s.players)]
                s.passed = set()
                s.best = None
                s.turn = s.prime
                s.pick, s.adding = None, []
                events.append(self._market_event(s))
                return
            self._end_stage(s, events)

    def _end_stage(self, s: BaronyState, events: list) -> None:
        n_left = len(s.deck)
        s.unseen.extend(s.deck)
        s.deck = []
        s.expended = [[] for _ in range(s.players)]
        events.append(Event("stage_end", {"stage": s.stage, "remainder": n_left},
                            text=f"Stage {STAGE_NAMES[s.stage]} is complete"
                                 + (f"; {n_left} unseen card{'s go' if n_left != 1 else ' goes'} to the discard pile"
                                    if n_left else "")
                                 + ". Expended resources return to their owners."))
        if s.stage == LAST_STAGE:
            s.over = True
            s.market = []
            s.pool = s.discard + s.unseen
            s.discard, s.unseen = [], []
            s.turn = None
            res = self.result(s)
            events.append(Event("game_over", {"pool": tuple(s.pool), "scores": res.scores,
                                              "winners": res.winners},
                                text="The game is over. The pool: " + _names(s.pool) + ". Scores: "
                                     + ", ".join(f"{_seat(i)} {v}" for i, v in enumerate(res.scores))
                                     + "."))
            return
        s.stage += 1
        if s.stage in (2, 3):
            s.deck = s.future.pop(0)
        elif s.stage == 4:
            pile = s.rng.shuffled(s.discard + s.unseen)
            s.discard, s.unseen = [], []
            s.deck, s.future = pile[:12], [pile[12:]]
        elif s.stage == 5:
            s.deck = s.future.pop(0)
        else:  # stage VI: every discard
            s.deck = s.rng.shuffled(s.discard + s.unseen)
            s.discard, s.unseen = [], []
        extra = ""
        if s.stage == 4:
            extra = f" The discards are shuffled: 12 form stage IV, {len(s.future[0])} stage V."
        elif s.stage == 6:
            extra = " Every discard is shuffled to form the last stage."
        events.append(Event("stage_start", {"stage": s.stage, "size": len(s.deck)},
                            text=f"Stage {STAGE_NAMES[s.stage]} begins: {len(s.deck)} cards.{extra}"))

    def to_act(self, state) -> frozenset:
        if state.over:
            return frozenset()
        return frozenset((state.turn,))

    def is_over(self, state) -> bool:
        return state.over

    # -- legal actions -------------------------------------------------------------------
    def _need(self, s: BaronyState, seat: int) -> int:
        """Minimum total bid value that makes this seat's bid winning."""
        if s.best is None or s.best[0] == seat:
            return 0
        return s.best[1]

    def _reachable(self, s: BaronyState, seat: int, t: str, avail) -> bool:
        """Could this seat's bid on ``t`` become winning with the cards it can still add?

        ``avail`` holds every usable card, those already added this turn included. A card
        never lowers a bid, so some set of further Adds then a Confirm is legal exactly when
        adding all of them would be: one sum, not a search over sets."""
        if not avail:
            return False
        return s.bid(seat) + sum(_BV[(c, t)] for c in avail) >= self._need(s, seat)

    def legal_actions(self, state, seat: int) -> list:
        s = state
        if s.over or seat != s.turn:
            return []
        out = [Pass()]
        avail = s.available(seat)
        t = s.aim(seat)
        if t is None:
            out.extend(Target(m) for m in s.market if self._reachable(s, seat, m, avail))
            return out
        bid, need = s.bid(seat), self._need(s, seat)
        if s.adding and bid + sum(_BV[(c, t)] for c in s.adding) >= need:
            out.append(Confirm())
        # an Add only on the way to a legal Confirm (see _reachable): once the target is
        # fixed, a later bid may put a winning bid out of reach, and then only Pass is left
        if bid + sum(_BV[(c, t)] for c in avail) >= need:
            out.extend(Add(c) for c in avail if c not in s.adding)
        return out

    def _card_name(self, c) -> str:
        return D.CARDS[c].name if isinstance(c, str) and c in D.CARDS else repr(c)

    def _check_usable(self, s: BaronyState, seat: int, c) -> None:
        if not isinstance(c, str) or c not in D.CARDS:
            raise IllegalAction(f"There is no card called {c!r}.")
        name = D.CARDS[c].name
        if c not in s.owned[seat]:
            raise IllegalAction(f"{name} is not one of your resources.")
        if c in s.expended[seat]:
            raise IllegalAction(f"{name} is expended until the end of this stage.")
        if c in s.committed[seat]:
            raise IllegalAction(f"{name} is already committed to your bid.")

    def check(self, state, seat: int, action) -> None:
        s = state
        if isinstance(action, Pass):
            return
        if isinstance(action, Target):
            t = action.card
            if s.aim(seat) is not None:
                raise IllegalAction(f"You are already bidding on {D.CARDS[s.aim(seat)].name}; "
                                    f"you cannot switch in this Market.")
            if t not in s.market:
                raise IllegalAction(f"You cannot bid on {self._card_name(t)}: it is not in the Market.")
            if not self._reachable(s, seat, t, s.available(seat)):
                raise IllegalAction(f"Your resources cannot make a winning bid on {D.CARDS[t].name}.")
            return
        if isinstance(action, Add):
            t = s.aim(seat)
            if t is None:
                raise IllegalAction("Choose the Market card you bid on first.")
            self._check_usable(s, seat, action.card)
            if action.card in s.adding:
                raise IllegalAction(f"{D.CARDS[action.card].name} is already in your bid.")
            if not self._reachable(s, seat, t, s.available(seat)):
                raise IllegalAction(f"Your resources cannot make a winning bid on {D.CARDS[t].name}: "
                                    f"the best bid is {self._need(s, seat)}. You can only pass.")
            return
        if isinstance(action, Confirm):
            t = s.aim(seat)
            if t is None or not s.adding:
                raise IllegalAction("Add at least one resource card to your bid first.")
            total = s.bid(seat) + sum(_BV[(c, t)] for c in s.adding)
            need = self._need(s, seat)
            if total < need:
                raise IllegalAction(
                    f"Your bid on {D.CARDS[t].name} would be worth {total}, but the best bid is "
                    f"{need}: add cards worth at least {need - total} more against it.")
            return
        if not isinstance(action, Commit):
            raise IllegalAction("That is not a Barony move.")
        if s.pick is not None or s.adding:
            raise IllegalAction("Finish the bid you are building (confirm it) or pass.")
        t = action.target
        if t not in s.market:
            raise IllegalAction(f"You cannot bid on {self._card_name(t)}: it is not in the Market.")
        if s.targets[seat] is not None and t != s.targets[seat]:
            raise IllegalAction(
                f"You are already bidding on {D.CARDS[s.targets[seat]].name}; "
                f"you cannot switch to {D.CARDS[t].name} in this Market.")
        cards = action.cards
        if not isinstance(cards, tuple) or not cards:
            raise IllegalAction("Choose at least one resource card to commit.")
        if len(set(cards)) != len(cards):
            raise IllegalAction("You named the same card twice.")
        for c in cards:
            self._check_usable(s, seat, c)
        total = s.bid(seat) + sum(_BV[(c, t)] for c in cards)
        need = self._need(s, seat)
        if total < need:
            raise IllegalAction(
                f"Your bid on {D.CARDS[t].name} would be worth {total}, but the best bid is "
                f"{need}: commit cards worth at least {need - s.bid(seat)} against it.")

    # -- apply ---------------------------------------------------------------------------
    def _apply(self, s: BaronyState, seat: int, action) -> list:
        events: list = []
        if isinstance(action, Target):
            s.pick = action.card
            events.append(Event("selecting", {"seat": seat, "target": action.card, "cards": ()}))
            return events
        if isinstance(action, Add):
            s.adding.append(action.card)
            t = s.aim(seat)
            events.append(Event("selecting", {"seat": seat, "target": t, "cards": tuple(s.adding),
                                              "value": s.bid(seat) + sum(_BV[(c, t)] for c in s.adding)}))
            return events
        if isinstance(action, Confirm):
            action = Commit(s.aim(seat), tuple(s.adding))
        s.pick, s.adding = None, []
        if isinstance(action, Pass):
            s.passed.add(seat)
            s.passes[seat] += 1
            had = s.committed[seat]
            s.committed[seat] = []
            s.targets[seat] = None
            events.append(Event("pass", {"seat": seat, "returned": tuple(had)},
                                text=f"{_seat(seat)} passes"
                                     + (f" and takes back {_names(had)}" if had else "") + "."))
        else:
            order = {c: i for i, c in enumerate(s.owned[seat])}
            cards = tuple(sorted(action.cards, key=order.__getitem__))
            raised = bool(s.committed[seat])
            s.targets[seat] = action.target
            s.committed[seat].extend(cards)
            value = s.bid(seat)
            level = s.best is not None and s.best[1] == value    # a tie: the most recent bid wins
            s.best = (seat, value)
            text = (f"{_seat(seat)} matches {value} on {D.CARDS[action.target].name} with {_names(cards)}."
                    if level else
                    f"{_seat(seat)} raises to {value} on {D.CARDS[action.target].name}, adding {_names(cards)}."
                    if raised else
                    f"{_seat(seat)} bids {value} on {D.CARDS[action.target].name} with {_names(cards)}.")
            events.append(Event("commit", {"seat": seat, "target": action.target, "cards": cards,
                                           "value": value}, text=text))
        remaining = [p for p in range(s.players) if p not in s.passed]
        if not remaining:
            # BA4: nobody bid at all: the stage ends at once.
            s.markets_played += 1
            events.append(Event("no_bid", {"stage": s.stage, "cards": tuple(s.market)},
                                text="Nobody bid: the Market goes to the discard pile and the "
                                     "stage ends at once."))
            s.discard.extend(s.market)
            s.market = []
            self._end_stage(s, events)
            self._next_market(s, events)
        elif len(remaining) == 1 and s.best is not None and s.best[0] == remaining[0]:
            self._resolve(s, remaining[0], events)
            self._next_market(s, events)
        else:
            n = s.players
            nxt = (seat + 1) % n
            while nxt in s.passed:
                nxt = (nxt + 1) % n
            s.turn = nxt
        return events

    def _resolve(self, s: BaronyState, w: int, events: list) -> None:
        t = s.targets[w]
        spent = tuple(s.committed[w])
        s.owned[w].append(t)
        s.expended[w].extend(spent)
        s.committed = [[] for _ in range(s.players)]
        s.targets = [None] * s.players
        others = [c for c in s.market if c != t]
        s.discard.extend(others)
        s.market = []
        s.best = None
        s.prime = w
        s.markets_played += 1
        events.append(Event("won", {"seat": w, "card": t, "cards_expended": spent,
                                    "discarded": tuple(others)},
                            text=f"{_seat(w)} wins {D.CARDS[t].name}, expending {_names(spent)}; "
                                 f"{_names(others)} go to the discard pile."))

    # -- information ---------------------------------------------------------------------
    def view(self, state, seat: int | None) -> BaronyView:
        s = state
        n = s.players
        return BaronyView(
            seat=seat, players=n, stage=s.stage, stage_left=len(s.deck),
            future_sizes=tuple(len(f) for f in s.future) if s.stage >= 4 else
            tuple(12 for _ in s.future),
            market=tuple(s.market),
            resources=tuple(tuple(s.available(i)) for i in range(n)),
            expended=tuple(tuple(s.expended[i]) for i in range(n)),
            committed=tuple(tuple(s.committed[i]) for i in range(n)),
            targets=tuple(s.targets),
            bids=tuple(s.bid(i) for i in range(n)),
            passed=frozenset(s.passed),
            prime=s.prime,
            to_act=self.to_act(s),
            best=s.best,
            discard_count=len(s.discard) + len(s.unseen),
            discards=tuple(s.discard),
            unseen_discards=len(s.unseen),
            removed_count=len(s.removed) - (1 if n == 2 else 0),
            passes=tuple(s.passes),
            pass_token=bool(s.options.get("pass_token")),
            markets_played=s.markets_played,
            over=s.over,
            pool=tuple(s.pool),
            result=self.result(s) if s.over else None,
            pick=s.pick,
            adding=tuple(s.adding),
        )

    def determinize(self, view: BaronyView, rng: Rng) -> BaronyState:
        """A full state consistent with ``view``: the unseen cards are dealt at random to the
        places the view only counts (stage piles, unseen discards, removed resources)."""
        n = view.players
        s = BaronyState()
        s.players, s.seed, s.log = n, 0, []
        s.options = {"pass_token": view.pass_token}
        s.rng = Rng(rng.next64())
        s.stage = view.stage
        s.market = list(view.market)
        s.owned = [list(view.owned(i)) for i in range(n)]
        s.expended = [list(x) for x in view.expended]
        s.committed = [list(x) for x in view.committed]
        s.targets = list(view.targets)
        s.passed = set(view.passed)
        s.prime = view.prime
        s.turn = next(iter(view.to_act)) if view.to_act else None
        s.best = view.best
        s.passes = list(view.passes)
        s.over = view.over
        s.pool = list(view.pool)
        s.markets_played = view.markets_played
        s.pick, s.adding = view.pick, list(view.adding)
        s.discard = list(view.discards)
        known = set(s.market) | set(s.discard) | set(s.pool)
        for o in s.owned:
            known |= set(o)
        unknown = [c for c in ALL_IDS if c not in known]
        res_pool = set(RESOURCE_CARDS) | {D.EXCUSE_ID}
        s.removed = [c for c in unknown if c in res_pool]
        if n == 2 and D.EXCUSE_ID not in s.removed:  # pragma: no cover - defensive
            s.removed.append(D.EXCUSE_ID)
        rest = [c for c in unknown if c not in res_pool]
        s.deck, s.future, s.unseen = [], [], []
        if view.over:
            return s
        if view.stage <= 3:
            for k in (1, 2, 3):
                cards = rng.shuffled([c for c in rest if c in STAGE_CARDS[k]])
                if k < view.stage:
                    s.unseen.extend(cards)
                elif k == view.stage:
                    s.deck = cards
                else:
                    s.future.append(cards)
        else:
            cards = rng.shuffled(rest)
            s.deck = cards[:view.stage_left]
            pos = view.stage_left
            for size in view.future_sizes:
                s.future.append(cards[pos:pos + size])
                pos += size
            s.unseen = cards[pos:]
        return s

    # -- end -----------------------------------------------------------------------------
    def scores_and_breakdown(self, s: BaronyState):
        lines = score_pool(s.pool, s.owned)
        token = bool(s.options.get("pass_token"))
        breakdown = []
        for i in range(s.players):
            ls = list(lines[i])
            if token and s.passes[i]:
                ls.append((f"Pass tokens ({s.passes[i]})", s.passes[i]))
            if not ls:
                ls.append(("No Ace or Crown shares a suit with the pool", 0))
            breakdown.append(tuple(ls))
        scores = tuple(sum(p for _, p in b) for b in breakdown)
        return scores, tuple(breakdown)

    def result(self, state) -> Result:
        scores, breakdown = self.scores_and_breakdown(state)
        best = max(scores)
        winners = tuple(i for i, v in enumerate(scores) if v == best)
        notes = "Tie: the win is shared." if len(winners) > 1 else ""
        return Result(scores, winners, breakdown, notes)

    def hidden(self, state) -> list:
        return [("Stage deck", list(state.deck)), ("Unseen", list(state.unseen)),
                ("Removed", list(state.removed))]

    def final(self, state) -> dict:
        res = self.result(state)
        return {
            "pool": list(state.pool),
            "winners": list(res.winners),
            "seats": [{"resources": list(state.owned[i]), "passes": state.passes[i],
                       "score": res.scores[i]} for i in range(state.players)],
        }


GAME = Barony()
