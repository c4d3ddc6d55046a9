"""Auctioneer (David Khachaturov & Marina Sultonova), 2–4 players, standard deck.

Rulings AU1–AU7 (see assets/rules/auctioneer.md):

* n players use n suits, spades, hearts, diamonds, clubs in that order: Ace–10 of each
  (10n cards) plus the goods, the 3n royals shuffled face down.
* A round per royal: all non-royals are shuffled, 12 dealt face down in a circle, the rest
  split into hands (4 / 6 / 7), the next royal revealed. The first round's starter is random;
  a later round starts with the seat left of the last seat that played a turn in the previous
  round, i.e. the seat left of the royal's winner (our decision for a royal set aside by the
  60-turn rule: the seat left of whoever played the 60th turn, so play simply goes on; turns
  lost after failed claims, AU4, are passed over: the seat left of the last one played).
* A turn is three steps, each its own action so the UI can animate it:
  ``flip``  Flip(index): turn a face-down circle card up (skipped when none is face down);
  ``move``  Place(card, gap): a hand card face down into gap 0..len-1 (gap g = before the card
            now at position g; gap 0 is also after the last card) or Swap(i, j): two circle
            cards at circular distance 1..n-1, each keeping its face;
  ``claim`` Claim(start): the three adjacent cards start, start+1, start+2 (circularly), or
            EndTurn().
* Claims (AU4): same suit, consecutive values in circle order (either direction), total at
  least the threshold (J 15/18, Q 18/21, K 21/24 for matching/other suits). An Ace is any
  value 1–10 of its suit, taking the best. All three turn face up either way; a valid claim
  takes the royal and ends the round; an invalid one ends the turn, and the claimant's next
  turn is lost (it counts toward the 60). A lost turn still owed when the round ends is
  cancelled: every round starts with no lost turn owed.
* AU5: a seat knows the face-down cards it placed, wherever swaps move them.
* AU6: after the 60th turn of a round with no valid claim the royal is set aside unscored.
* AU7: J 1, Q 2, K 3; +3 per suit with J, Q and K; +n for every Jack / Queen / King in play.
"""
from __future__ import annotations

from dataclasses import dataclass

from .decks import standard as S
from .core import Action, Event, Game, IllegalAction, Result, Rng

__all__ = [
    "Auctioneer", "GAME", "Flip", "Place", "Swap", "Claim", "EndTurn", "CircleSlot",
    "AuctioneerView", "AuctioneerState", "THRESHOLDS", "HAND_SIZES", "CIRCLE_SIZE", "TURN_LIMIT",
    "ROYAL_POINTS", "run_total", "threshold", "evaluate_claim", "claim_indices",
    "circular_distance", "suits_for", "non_royals", "royals", "score_royals",
]

CIRCLE_SIZE = 12
TURN_LIMIT = 60
HAND_SIZES = {2: 4, 3: 6, 4: 7}
# royal rank -> (matching suit, other suits)
THRESHOLDS = {S.JACK: (15, 18), S.QUEEN: (18, 21), S.KING: (21, 24)}
ROYAL_POINTS = {S.JACK: 1, S.QUEEN: 2, S.KING: 3}
SET_BONUS = 3
STEPS = ("flip", "move", "claim")


# --------------------------------------------------------------------------- actions

@dataclass(frozen=True)
class Flip(Action):
    """Step (a): turn the face-down circle card at ``index`` face up."""
    TYPE = "flip"
    index: int


@dataclass(frozen=True)
class Place(Action):
    """Step (b): put hand card ``card`` face down into ``gap`` (0..len of the circle)."""
    TYPE = "place"
    card: str
    gap: int


@dataclass(frozen=True)
class Swap(Action):
    """Step (b): swap circle cards ``i`` and ``j`` (stored with i < j)."""
    TYPE = "swap"
    i: int
    j: int

    def __post_init__(self):
        if isinstance(self.i, int) and isinstance(self.j, int) and self.i > self.j:
            a, b = self.j, self.i
            object.__setattr__(self, "i", a)
            object.__setattr__(self, "j", b)


@dataclass(frozen=True)
class Claim(Action):
    """Step (c): claim the three adjacent cards starting at ``start`` (circularly)."""
    TYPE = "claim"
    start: int


@dataclass(frozen=True)
class EndTurn(Action):
    """Step (c): end the turn without claiming."""
    TYPE = "end_turn"


# --------------------------------------------------------------------------- pure helpers

def suits_for(players: int) -> tuple:
    return S.SUITS[:players]


def non_royals(suits) -> tuple:
    """Ace–10 of the given suits (AU1)."""
    return S.cards_of(suits, range(1, 11))


def royals(suits) -> tuple:
    return S.cards_of(suits, S.ROYAL_RANKS)


def threshold(royal: str, suit: str) -> int:
    """Points a run of ``suit`` needs to win ``royal`` (Table 2)."""
    r = S.CARDS[royal]
    matching, other = THRESHOLDS[r.rank]
    return matching if r.suit == suit else other


_RUN_CACHE: dict = {}


def run_total(cards) -> int | None:
    """Best total of three cards read as a same-suit run of consecutive values in this order
    (ascending or descending), Aces counting as any value 1–10; None if they are no run."""
    key = tuple(cards)
    hit = _RUN_CACHE.get(key, 0)
    if hit != 0:
        return hit
    a, b, c = (S.CARDS[x] for x in key)
    best = None
    if a.suit == b.suit == c.suit:
        ranks = (a.rank, b.rank, c.rank)
        for v in range(1, 11):
            for d in (1, -1):
                vals = (v, v + d, v + 2 * d)
                if not all(1 <= x <= 10 for x in vals):
                    continue
                if all(r == 1 or r == x for r, x in zip(ranks, vals)):
                    t = sum(vals)
                    if best is None or t > best:
                        best = t
    _RUN_CACHE[key] = best
    return best


def run_values(cards) -> tuple | None:
    """The values the three cards take in their best run (an Ace as the value it stands for),
    or None if they are no run."""
    a, b, c = (S.CARDS[x] for x in cards)
    if not a.suit == b.suit == c.suit:
        return None
    best = None
    for v in range(1, 11):
        for d in (1, -1):
            vals = (v, v + d, v + 2 * d)
            if all(1 <= x <= 10 for x in vals) and all(r.rank == 1 or r.rank == x for r, x in zip((a, b, c), vals)):
                if best is None or sum(vals) > sum(best):
                    best = vals
    return best


def evaluate_claim(cards, royal: str) -> tuple:
    """``(valid, total, reason)`` for a claim of ``cards`` (three ids, circle order)."""
    cs = [S.CARDS[c] for c in cards]
    if not (cs[0].suit == cs[1].suit == cs[2].suit):
        return False, 0, "the three cards are not all of one suit"
    total = run_total(cards)
    if total is None:
        return False, 0, "the values do not run in order"
    need = threshold(royal, cs[0].suit)
    if total < need:
        return False, total, f"the run is worth {total}, short of the {need} needed"
    return True, total, ""


def claim_indices(start: int, length: int) -> tuple:
    return (start % length, (start + 1) % length, (start + 2) % length)


def circular_distance(i: int, j: int, length: int) -> int:
    d = abs(i - j) % length
    return min(d, length - d)


def score_royals(held, players: int) -> tuple:
    """``(score, breakdown lines)`` for one seat's royals (AU7)."""
    lines = []
    held = list(held)
    for r in sorted(held, key=lambda x: (S.CARDS[x].rank, S.sort_key(x))):
        lines.append((S.CARDS[r].name, ROYAL_POINTS[S.CARDS[r].rank]))
    hs = set(held)
    for s in suits_for(players):
        if all(S.card_id(rk, s) in hs for rk in S.ROYAL_RANKS):
            lines.append((f"Jack, Queen and King of {S.SUIT_NAMES[s]}", SET_BONUS))
    for rk, word in ((S.JACK, "Jacks"), (S.QUEEN, "Queens"), (S.KING, "Kings")):
        if all(S.card_id(rk, s) in hs for s in suits_for(players)):
            lines.append((f"All the {word}", players))
    if not lines:
        lines.append(("No royals", 0))
    return sum(p for _, p in lines), tuple(lines)


def _name(cid: str) -> str:
    return S.CARDS[cid].name


def _names(cids) -> str:
    cids = [_name(c) for c in cids]
    if len(cids) <= 1:
        return "".join(cids)
    return ", ".join(cids[:-1]) + " and " + cids[-1]


# Interned action objects: legal_actions is called at every step, so the same small frozen
# objects are reused instead of being rebuilt (the game plays many thousands of steps).
_ACTION_CACHE: dict = {}
_END_TURN = EndTurn()


def _flips(L: int) -> tuple:
    key = ("flip", L)
    r = _ACTION_CACHE.get(key)
    if r is None:
        r = _ACTION_CACHE[key] = tuple(Flip(i) for i in range(L))
    return r


def _places(card: str, L: int) -> tuple:
    """Gaps 0..L-1: on a ring the gap after the last card (L) is the gap before the first (0),
    so it is one place and one action."""
    key = (card, L)
    r = _ACTION_CACHE.get(key)
    if r is None:
        r = _ACTION_CACHE[key] = tuple(Place(card, g) for g in range(L))
    return r


def _swaps(L: int, players: int) -> tuple:
    key = ("swap", L, players)
    r = _ACTION_CACHE.get(key)
    if r is None:
        r = _ACTION_CACHE[key] = tuple(Swap(i, (i + d) % L) for i in range(L)
                                       for d in range(1, players))
    return r


def _claims(L: int) -> list:
    key = ("claim", L)
    r = _ACTION_CACHE.get(key)
    if r is None:
        r = _ACTION_CACHE[key] = [Claim(i) for i in range(L)]
    return list(r)


# --------------------------------------------------------------------------- state & view

class AuctioneerState:
    """The full game state (engine only; bots and scenes get an AuctioneerView)."""

    __slots__ = ("players", "seed", "options", "log", "rng", "suits", "goods", "royal", "round",
                 "cards", "up", "known", "hands", "to_act", "step", "turns", "starter", "won",
                 "set_aside", "over", "skip", "swaps", "placements")

    def copy(self) -> "AuctioneerState":
        s = AuctioneerState.__new__(AuctioneerState)
        s.players = self.players
        s.seed = self.seed
        s.options = dict(self.options)
        s.log = list(self.log)
        s.rng = self.rng.copy()
        s.suits = self.suits
        s.goods = list(self.goods)
        s.royal = self.royal
        s.round = self.round
        s.cards = list(self.cards)      # circle card ids, position order
        s.up = list(self.up)            # face up?
        s.known = list(self.known)      # bitmask of seats that know a face-down card (AU5)
        s.hands = [list(h) for h in self.hands]
        s.to_act = self.to_act
        s.step = self.step              # "flip" | "move" | "claim" | "over"
        s.turns = self.turns            # turns completed this round
        s.starter = self.starter
        s.won = [list(w) for w in self.won]
        s.set_aside = list(self.set_aside)
        s.over = self.over
        s.skip = list(self.skip)
        s.swaps = list(self.swaps)      # this round's swaps: (turn, seat, i, j), positions as now
        s.placements = list(self.placements)    # this round's placements: (turn, seat, index), index as now
        return s


@dataclass(frozen=True)
class CircleSlot:
    card: str | None      # id when face up, or face down and known to the viewing seat
    face_up: bool
    mine: bool = False    # face down, placed by the viewing seat (AU5 memory)
    placed_by: int | None = None  # face down: the seat that placed it there (everyone saw it
                                  # placed and moved), None for a card dealt into the circle


@dataclass(frozen=True)
class AuctioneerView:
    seat: int | None
    players: int
    round: int
    royal: str | None             # the royal up for auction now (None when the game is over)
    royals_left: int              # royals still face down in the goods pile
    circle: tuple                 # CircleSlot per position
    hand: tuple                   # own hand (empty for a spectator)
    hand_sizes: tuple
    to_act: int | None
    step: str                     # "flip" | "move" | "claim" | "over"
    turns_this_round: int
    won: tuple                    # per seat: tuple of royal ids
    set_aside: tuple
    result: Result | None = None
    suits: tuple = ()
    starter: int = 0
    turn_limit: int = TURN_LIMIT
    skip: tuple = ()              # per seat: loses its next turn (a failed claim, AU4)
    swaps: tuple = ()             # this round's swaps, oldest first: (turn, seat, i, j) with i < j
                                  # the positions as they are now (everyone saw each swap made)
    placements: tuple = ()        # this round's placements, oldest first: (turn, seat, index), the
                                  # card's position as it is now (everyone saw it placed and moved)

    @property
    def thresholds(self) -> tuple:
        """(matching suit, other suits) points needed for the current royal."""
        if self.royal is None:
            return ()
        return THRESHOLDS[S.CARDS[self.royal].rank]

    def need(self, suit: str) -> int:
        return threshold(self.royal, suit)


# --------------------------------------------------------------------------- the game

class Auctioneer(Game):
    id = "auctioneer"
    title = "Auctioneer"
    order = 4

    def length(self, players: int) -> str:
        return f"{len(royals(suits_for(players)))} rounds, one for each royal"

    def max_actions(self, players: int) -> int:
        """A round per royal (3 a player), at most TURN_LIMIT turns a round (AU6), at most three
        steps a turn (flip, move, claim or end)."""
        return 3 * players * TURN_LIMIT * 3
    min_players = 2
    max_players = 4
    options = {}
    action_types = (Flip, Place, Swap, Claim, EndTurn)

    # -- setup ---------------------------------------------------------------------------
    def _new(self, players: int, seed: int, options: dict):
        s = AuctioneerState.__new__(AuctioneerState)
        s.players = players
        s.seed = seed
        s.options = options
        s.log = []
        s.rng = Rng(seed)
        s.suits = suits_for(players)
        s.goods = s.rng.shuffled(royals(s.suits))
        s.royal = None
        s.round = 0
        s.cards, s.up, s.known = [], [], []
        s.hands = [[] for _ in range(players)]
        s.to_act = None
        s.step = "flip"
        s.turns = 0
        s.starter = s.rng.randrange(players)
        s.won = [[] for _ in range(players)]
        s.set_aside = []
        s.over = False
        s.skip = [False] * players        # AU4: a failed claim costs the claimant's next turn
        self._start_round(s, s.starter, [])
        return s

    def clone_state(self, state):
        return state.copy()

    def _start_round(self, s, starter: int, events: list) -> list:
        n = s.players
        # AU4: a lost turn still owed when a round ends is cancelled; every round starts clean
        s.skip = [False] * n
        s.swaps = []
        s.placements = []
        if not s.goods:
            s.over = True
            s.royal = None
            s.to_act = None
            s.step = "over"
            res = self.result(s)
            win_txt = " and ".join(f"{{seat{w}}}" for w in res.winners)
            events.append(Event("game_over", {"scores": list(res.scores), "winners": list(res.winners)},
                                None, f"No royals are left. {win_txt} "
                                      f"{'win' if len(res.winners) > 1 else 'wins'} with "
                                      f"{res.scores[res.winners[0]]} points."))
            return events
        s.round += 1
        deck = s.rng.shuffled(non_royals(s.suits))
        s.cards = deck[:CIRCLE_SIZE]
        s.up = [False] * CIRCLE_SIZE
        s.known = [0] * CIRCLE_SIZE
        h = HAND_SIZES[n]
        rest = deck[CIRCLE_SIZE:]
        s.hands = [sorted(rest[i * h:(i + 1) * h], key=S.sort_key) for i in range(n)]
        s.royal = s.goods.pop(0)
        s.starter = starter
        s.to_act = starter
        s.step = "flip"
        s.turns = 0
        events += self._round_events(s)
        return events

    def opening_events(self, state) -> list:
        """Events describing the table right after ``new`` (for the app's log and its first
        deal): the first round's, as every later round opens."""
        return self._round_events(state)

    def _round_events(self, s) -> list:
        """A round's opening: the deal, each seat's hand (to that seat), the royal up for grabs."""
        n, h = s.players, HAND_SIZES[s.players]
        starter = s.starter
        events = []
        events.append(Event("deal", {"round": s.round, "circle": CIRCLE_SIZE,
                                     "hand_sizes": [len(x) for x in s.hands]}, None,
                            f"Round {s.round}: the cards are shuffled, {CIRCLE_SIZE} go face down "
                            f"in a circle and each player takes {h}."))
        for i in range(n):
            events.append(Event("hand", {"seat": i, "cards": list(s.hands[i])}, frozenset({i}),
                                f"{{seat{i}}} holds {_names(s.hands[i])}."))
        m, o = THRESHOLDS[S.CARDS[s.royal].rank]
        suit = S.SUIT_NAMES[S.CARDS[s.royal].suit]
        events.append(Event("royal", {"royal": s.royal, "round": s.round, "matching": m, "other": o,
                                      "starter": starter, "royals_left": len(s.goods)}, None,
                            f"The {_name(s.royal)} is up for auction: a run worth {m} in {suit} "
                            f"or {o} in another suit wins it. {{seat{starter}}} starts."))
        return events

    # -- play ----------------------------------------------------------------------------
    def to_act(self, state) -> frozenset:
        if state.over:
            return frozenset()
        return frozenset((state.to_act,))

    def is_over(self, state) -> bool:
        return state.over

    def legal_actions(self, state, seat: int) -> list:
        if state.over or seat != state.to_act:
            return []
        L = len(state.cards)
        if state.step == "flip":
            flips = _flips(L)
            return [flips[i] for i in range(L) if not state.up[i]]
        if state.step == "move":
            out = []
            for c in state.hands[seat]:
                out += _places(c, L)
            out += _swaps(L, state.players)
            return out
        return _claims(L) + [_END_TURN]

    _VERBS = {Flip: "turn a card face up", Place: "place a card", Swap: "swap cards",
              Claim: "claim", EndTurn: "end your turn"}

    def _step_hint(self, state) -> str:
        return {"flip": "first turn a face-down card in the circle face up",
                "move": "first place a card from your hand or swap two circle cards",
                "claim": "claim three adjacent cards or end your turn"}.get(state.step, "")

    def check(self, state, seat: int, action) -> None:
        L = len(state.cards)
        want = {"flip": Flip, "move": (Place, Swap), "claim": (Claim, EndTurn)}[state.step]
        if not isinstance(action, want):
            raise IllegalAction(f"You cannot {self._VERBS[type(action)]} now: "
                                f"{self._step_hint(state)}.")
        if isinstance(action, Flip):
            i = action.index
            if not isinstance(i, int) or not (0 <= i < L):
                raise IllegalAction(f"There is no card at position {i!r}: the circle has {L} cards.")
            if state.up[i]:
                raise IllegalAction(f"The {_name(state.cards[i])} is already face up; "
                                    "choose a face-down card.")
        elif isinstance(action, Place):
            if action.card not in state.hands[seat]:
                if action.card in S.CARDS:
                    raise IllegalAction(f"You do not hold the {_name(action.card)}.")
                raise IllegalAction(f"{action.card!r} is not a card.")
            g = action.gap
            if not isinstance(g, int) or not (0 <= g < L):
                more = " (on a ring the gap after the last card is gap 0)" if g == L else ""
                raise IllegalAction(f"There is no gap {g!r}: choose a gap from 0 to {L - 1}{more}.")
        elif isinstance(action, Swap):
            i, j = action.i, action.j
            for x in (i, j):
                if not isinstance(x, int) or not (0 <= x < L):
                    raise IllegalAction(f"There is no card at position {x!r}: the circle has {L} cards.")
            if i == j:
                raise IllegalAction("Choose two different cards to swap.")
            d = circular_distance(i, j, L)
            if d > state.players - 1:
                lim = state.players - 1
                raise IllegalAction(
                    f"With {state.players} players you may only swap cards at most {lim} "
                    f"position{'s' if lim > 1 else ''} apart; these are {d} apart.")
        elif isinstance(action, Claim):
            st = action.start
            if not isinstance(st, int) or not (0 <= st < L):
                raise IllegalAction(f"There is no card at position {st!r}: the circle has {L} cards.")

    def _apply(self, s, seat: int, action) -> list:
        ev: list = []
        if isinstance(action, Flip):
            i = action.index
            placer = s.known[i].bit_length() - 1 if s.known[i] else None   # public: all saw it placed
            s.up[i] = True
            s.known[i] = 0
            c = s.cards[i]
            whose = "" if placer is None else f" that {{seat{placer}}} placed"
            ev.append(Event("flip", {"seat": seat, "index": i, "card": c, "placed_by": placer}, None,
                            f"{{seat{seat}}} turns up the {_name(c)}{whose}."))
            s.step = "move"
        elif isinstance(action, Place):
            s.hands[seat].remove(action.card)
            g = action.gap
            s.cards.insert(g, action.card)
            s.up.insert(g, False)
            s.known.insert(g, 1 << seat)
            s.swaps = [(t, w, p + (p >= g), q + (q >= g)) for t, w, p, q in s.swaps]
            s.placements = [(t, w, p + (p >= g)) for t, w, p in s.placements] + [(s.turns, seat, g)]
            ev.append(Event("place", {"seat": seat, "gap": g}, None,
                            f"{{seat{seat}}} places a card face down in the circle."))
            ev.append(Event("place_card", {"seat": seat, "gap": g, "card": action.card, "detail_of": "place"},
                            frozenset({seat}),
                            f"{{seat{seat}}} places the {_name(action.card)} face down."))
            s.step = "claim"
        elif isinstance(action, Swap):
            i, j = action.i, action.j
            for arr in (s.cards, s.up, s.known):
                arr[i], arr[j] = arr[j], arr[i]
            s.swaps.append((s.turns, seat, min(i, j), max(i, j)))
            s.placements = [(t, w, j if p == i else i if p == j else p) for t, w, p in s.placements]

            def desc(k):
                return f"the {_name(s.cards[k])}" if s.up[k] else "a face-down card"
            what = "two face-down cards" if not (s.up[i] or s.up[j]) else f"{desc(j)} and {desc(i)}"
            ev.append(Event("swap", {"seat": seat, "i": i, "j": j}, None,
                            f"{{seat{seat}}} swaps {what}."))
            # a seat that knows a face-down card swapped (it placed it) reads it named ("You
            # swap a face-down card and the 9♦" when it was your own 8♠: a newcomer)
            for w in range(s.players):
                if not any(not s.up[k] and s.known[k] >> w & 1 for k in (i, j)):
                    continue

                def mine(k, w=w):
                    if s.up[k]:
                        return f"the {_name(s.cards[k])}"
                    return f"your {_name(s.cards[k])} (face down)" if s.known[k] >> w & 1 else "a face-down card"
                ev.append(Event("swap_card", {"seat": seat, "i": i, "j": j, "detail_of": "swap"}, frozenset({w}),
                                f"{{seat{seat}}} swaps {mine(j)} and {mine(i)}."))
            s.step = "claim"
        elif isinstance(action, Claim):
            L = len(s.cards)
            idx = claim_indices(action.start, L)
            cards = [s.cards[k] for k in idx]
            valid, total, reason = evaluate_claim(cards, s.royal)
            for k in idx:
                s.up[k] = True
                s.known[k] = 0
            data = {"seat": seat, "start": action.start, "indices": list(idx), "cards": cards,
                    "valid": valid, "total": total, "royal": s.royal,
                    "needed": threshold(s.royal, S.CARDS[cards[0]].suit)}
            if valid:
                ev.append(Event("claim", data, None,
                                f"{{seat{seat}}} claims the {_names(cards)}: a run worth {total}!"))
                royal = s.royal
                s.won[seat].append(royal)
                ev.append(Event("won", {"seat": seat, "royal": royal}, None,
                                f"{{seat{seat}}} wins the {_name(royal)}."))
                ev.append(Event("round_end", {"round": s.round, "royal": royal, "winner": seat},
                                None, f"Round {s.round} is over."))
                s.royal = None
                self._start_round(s, (seat + 1) % s.players, ev)
            else:
                ev.append(Event("claim", data, None,
                                f"{{seat{seat}}} claims the {_names(cards)}, but {reason}. "
                                "The turn ends, and the next one is lost."))
                s.skip[seat] = True
                self._end_turn(s, seat, ev)
        else:  # EndTurn
            ev.append(Event("end_turn", {"seat": seat}, None, f"{{seat{seat}}} ends the turn."))
            self._end_turn(s, seat, ev)
        return ev

    def _end_turn(self, s, seat: int, ev: list) -> None:
        """``seat`` has played its turn: the next seats that owe a lost turn (AU4) lose it,
        each counting toward the 60 (AU6), until one plays or the round is over."""
        s.turns += 1
        nxt = (seat + 1) % s.players
        while s.skip[nxt] and s.turns < TURN_LIMIT:      # AU4: a lost turn still counts as a turn
            s.skip[nxt] = False
            ev.append(Event("skip", {"seat": nxt}, None,
                            f"{{seat{nxt}}} loses this turn after a failed claim."))
            s.turns += 1
            nxt = (nxt + 1) % s.players
        if s.turns >= TURN_LIMIT:
            royal = s.royal
            s.set_aside.append(royal)
            ev.append(Event("set_aside", {"royal": royal, "turns": s.turns}, None,
                            f"{TURN_LIMIT} turns without a valid claim: the {_name(royal)} "
                            "is set aside unscored."))
            ev.append(Event("round_end", {"round": s.round, "royal": royal, "winner": None}, None,
                            f"Round {s.round} is over."))
            s.royal = None
            # play carries on from the last player to move, never again the seat that has
            # just played (when the last turns were lost ones, AU4); lost turns still owed are
            # cancelled with the round
            self._start_round(s, (seat + 1) % s.players, ev)
            return
        s.to_act = nxt
        s.step = "move" if all(s.up) else "flip"

    # -- information ---------------------------------------------------------------------
    def view(self, state, seat: int | None) -> AuctioneerView:
        bit = 0 if seat is None else 1 << seat
        circle = tuple(
            CircleSlot(c, True, False) if u else
            (CircleSlot(c, False, True, seat) if k & bit else
             CircleSlot(None, False, False, k.bit_length() - 1 if k else None))
            for c, u, k in zip(state.cards, state.up, state.known))
        return AuctioneerView(
            seat=seat, players=state.players, round=state.round, royal=state.royal,
            royals_left=len(state.goods), circle=circle,
            hand=tuple(state.hands[seat]) if seat is not None else (),
            hand_sizes=tuple(len(h) for h in state.hands),
            to_act=state.to_act, step=state.step, turns_this_round=state.turns,
            won=tuple(tuple(w) for w in state.won), set_aside=tuple(state.set_aside),
            result=self.result(state) if state.over else None,
            suits=state.suits, starter=state.starter, skip=tuple(state.skip),
            swaps=tuple(state.swaps), placements=tuple(state.placements))

    def determinize(self, view: AuctioneerView, rng: Rng) -> AuctioneerState:
        """A full state consistent with ``view``: unseen cards dealt at random to the unseen
        circle slots and the other hands, the remaining goods shuffled."""
        n = view.players
        suits = suits_for(n)
        seen = set(view.hand) | {sl.card for sl in view.circle if sl.card is not None}
        pool = rng.shuffled([c for c in non_royals(suits) if c not in seen])
        s = AuctioneerState.__new__(AuctioneerState)
        s.players = n
        s.seed = 0
        s.options = {}
        s.log = []
        s.rng = Rng(rng.next64())
        s.suits = suits
        s.cards, s.up, s.known = [], [], []
        for sl in view.circle:
            s.cards.append(sl.card if sl.card is not None else pool.pop())
            s.up.append(sl.face_up)
            # only a card's placer knows it face down (AU5)
            s.known.append(0 if sl.face_up or sl.placed_by is None else 1 << sl.placed_by)
        s.hands = []
        for i in range(n):
            if i == view.seat:
                s.hands.append(list(view.hand))
            else:
                s.hands.append(sorted((pool.pop() for _ in range(view.hand_sizes[i])), key=S.sort_key))
        gone = set(view.set_aside) | {r for w in view.won for r in w} | {view.royal}
        s.goods = rng.shuffled([r for r in royals(suits) if r not in gone])
        s.royal = view.royal
        s.round = view.round
        s.to_act = view.to_act
        s.step = view.step
        s.turns = view.turns_this_round
        s.starter = view.starter
        s.won = [list(w) for w in view.won]
        s.set_aside = list(view.set_aside)
        s.over = view.step == "over"
        s.skip = list(view.skip) if view.skip else [False] * n
        s.swaps = list(view.swaps)
        s.placements = list(view.placements)
        return s

    # -- end -----------------------------------------------------------------------------
    def result(self, state) -> Result:
        scores, lines = [], []
        for w in state.won:
            sc, ln = score_royals(w, state.players)
            scores.append(sc)
            lines.append(ln)
        best = max(scores)
        winners = tuple(i for i, x in enumerate(scores) if x == best)
        notes = "Shared win: tied scores are not broken." if len(winners) > 1 else ""
        return Result(tuple(scores), winners, tuple(lines), notes)

    def hidden(self, state) -> list:
        down = [c for c, up in zip(state.cards, state.up) if not up and c]
        return [("Circle", down), ("Royals", list(state.goods))]

    def final(self, state) -> dict:
        res = self.result(state)
        return {
            "winners": list(res.winners),
            "unclaimed": list(state.set_aside) + list(state.goods),
            "seats": [{"royals": list(state.won[i]), "score": res.scores[i],
                       "breakdown": [[label, pts] for label, pts in res.breakdown[i]]}
                      for i in range(state.players)],
        }


GAME = Auctioneer()
