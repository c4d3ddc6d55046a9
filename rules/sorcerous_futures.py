"""Sorcerous Futures (Adam Blinkinsop, P. D. Magnus): a Decktet auction game, 3-4 players.

Rulings SF1-SF11 of the product are implemented here (explained for players in assets/rules/sorcerous-futures.md).

Flow of a game
--------------
* ``new`` deals everything with the state's Rng: (4p) the Excuse seat, the Aces, (3p) the
  crown ritual, the seven valuation cards, the 21-card auction deck and the first market.
* 4 players: phase ``"crowns"`` first: the Excuse seat plays :class:`AssignCrowns`.
* phase ``"choose"``: the active seat plays :class:`StartAuction` (card, "open"/"closed").
* phase ``"open"``: one seat at a time (``auction.to_bid``) plays :class:`Bid` or :class:`Pass`;
  seats that cannot outbid are passed automatically (a ``pass`` event with ``auto=True``).
* phase ``"closed"``: every seat with gold plays :class:`SealedBid` (simultaneously).
* after the 20th auction: phase ``"over"``.

The auctioned card stays in ``market`` until the auction ends (the scene highlights it;
``auction.card`` says which one it is).
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import ClassVar

from .core import Action, Event, Game, IllegalAction, Option, Result, Rng
from .decks.decktet import (ACE_OF, CARDS, CROWN_OF, CROWNS, NUMBERS, PAWNS, SUIT_NAMES, SUITS,
                      value_of)

__all__ = [
    "GAME", "SorcerousFutures", "SFState", "SFView", "AuctionView", "AuctionRecord",
    "AssignCrowns", "StartAuction", "Bid", "Pass", "SealedBid",
    "START_GOLD", "AUCTIONS", "MARKET_SIZE", "cards_to_come", "VALUATION_DECK", "opening_bid", "card_value",
    "crown_assignments",
]

START_GOLD = 90
AUCTIONS = 20
MARKET_SIZE = 5
REVEAL_AFTER = 10                      # 3 players: the Excuse's card is shown after this auction
VALUATION_DECK = tuple(NUMBERS) + tuple(PAWNS)      # 28 cards (SF1)
VALUATION_KEYS = tuple(SUITS) + ("excuse",)
SUIT_OF_CROWN = {c: CARDS[c].suits[0] for c in CROWNS}


def opening_bid(cid: str) -> int:
    """The opening bid of an open auction: the card's rank, or 10 for a Pawn (SF6)."""
    c = CARDS[cid]
    return 10 if c.kind == "pawn" else c.rank


def card_value(cid: str, valuations: dict, crown: str | None = None) -> int:
    """What a bought card scores with full ``valuations`` (suit/"excuse" -> card id) (SF9)."""
    suits = CARDS[cid].suits
    v = sum(value_of(valuations[s]) for s in suits)
    if crown is not None and SUIT_OF_CROWN[crown] in suits:
        v += value_of(valuations["excuse"])
    return v


def _name(cid: str) -> str:
    return CARDS[cid].name


def _short(cid: str) -> str:
    """"The Sailor (4)", "The Harvest (Pawn)"."""
    c = CARDS[cid]
    return f"{c.name} ({c.rank_label})"


def _seat(i: int) -> str:
    return "{seat%d}" % i


# --------------------------------------------------------------------------- actions

@dataclass(frozen=True)
class AssignCrowns(Action):
    """4 players, the Excuse seat: ``crowns[i]`` is the Crown given to seat i (own included)."""
    TYPE: ClassVar[str] = "assign_crowns"
    crowns: tuple = ()


@dataclass(frozen=True)
class StartAuction(Action):
    TYPE: ClassVar[str] = "start_auction"
    card: str = ""
    format: str = "open"


@dataclass(frozen=True)
class Bid(Action):
    TYPE: ClassVar[str] = "bid"
    amount: int = 0


@dataclass(frozen=True)
class Pass(Action):
    TYPE: ClassVar[str] = "pass"


@dataclass(frozen=True)
class SealedBid(Action):
    TYPE: ClassVar[str] = "sealed_bid"
    amount: int = 0


# --------------------------------------------------------------------------- views

@dataclass(frozen=True)
class AuctionView:
    card: str
    format: str                  # "open" | "closed"
    opening: int | None          # open: the opening bid; closed: None
    high_bid: int | None         # open: the current high bid; closed: None
    high_bidder: int | None
    passed: frozenset            # open: seats that passed
    bids: dict                   # open: seat -> its (latest) bid
    sealed: frozenset            # closed: seats that have sealed their bid
    my_sealed: int | None        # closed: own sealed amount
    to_bid: int | None           # open: the seat whose turn it is


@dataclass(frozen=True)
class AuctionRecord:
    number: int                  # 1..20
    card: str
    format: str
    winner: int
    price: int
    bids: dict                   # open: the bids made; closed: every sealed bid


@dataclass(frozen=True)
class SFView:
    seat: int | None
    players: int
    phase: str                   # "crowns" | "choose" | "open" | "closed" | "over"
    auctions_done: int
    active: int
    to_act: frozenset
    gold: tuple
    aces: tuple
    excuse_seat: int | None
    valuations: dict
    crown: str | None
    known_crowns: dict
    market: tuple
    deck_left: int
    bought: tuple
    auction: AuctionView | None
    history: tuple
    sly_values: tuple
    result: Result | None
    options: dict = field(default_factory=dict)


# --------------------------------------------------------------------------- state

class _Auction:
    __slots__ = ("card", "format", "opening", "high_bid", "high_bidder", "passed", "bids",
                 "sealed", "queue", "to_bid")

    def copy(self) -> "_Auction":
        a = _Auction.__new__(_Auction)
        a.card, a.format, a.opening = self.card, self.format, self.opening
        a.high_bid, a.high_bidder, a.to_bid = self.high_bid, self.high_bidder, self.to_bid
        a.passed = set(self.passed)
        a.bids = dict(self.bids)
        a.sealed = dict(self.sealed)
        a.queue = list(self.queue)
        return a


class SFState:
    """The full (secret-holding) state. Only the engine touches it."""

    __slots__ = ("players", "seed", "options", "log", "rng", "phase", "aces", "excuse_seat",
                 "valuations", "crowns", "set_aside", "deck", "market", "gold", "bought",
                 "active", "auctions_done", "auction", "history")

    def copy(self) -> "SFState":
        s = SFState.__new__(SFState)
        s.players, s.seed, s.options = self.players, self.seed, self.options
        s.log = list(self.log)
        s.rng = self.rng.copy()
        s.phase = self.phase
        s.aces = self.aces
        s.excuse_seat = self.excuse_seat
        s.valuations = self.valuations          # never mutated after setup
        s.crowns = list(self.crowns)
        s.set_aside = self.set_aside
        s.deck = list(self.deck)
        s.market = list(self.market)
        s.gold = list(self.gold)
        s.bought = [list(b) for b in self.bought]
        s.active = self.active
        s.auctions_done = self.auctions_done
        s.auction = None if self.auction is None else self.auction.copy()
        s.history = list(self.history)
        return s


# --------------------------------------------------------------------------- helpers

def _crown_ritual(rng: Rng, aces: list) -> tuple:
    """The 3-player arcane ritual, step by step (SF2). Returns (crowns per seat, set aside)."""
    n = 3
    hands = [rng.shuffled([CROWN_OF[CARDS[a].suits[0]] for a in aces[i]]) for i in range(n)]
    # 1. pass both to the right: seat j receives seat j+1's two Crowns
    recv1 = [hands[(j + 1) % n] for j in range(n)]
    # 2. shuffle, pass one to the left, keep the other
    keep, recv2 = [None] * n, [None] * n
    for j in range(n):
        cards = rng.shuffled(recv1[j])
        recv2[(j + 1) % n] = cards[0]
        keep[j] = cards[1]
    # 3. the kept card and the one just passed: shuffle, pass both to the right
    recv3 = [None] * n
    for j in range(n):
        recv3[(j - 1) % n] = rng.shuffled([keep[j], recv2[j]])
    # 4. shuffle, take one, set the other aside unseen
    crowns, aside = [], []
    for j in range(n):
        cards = rng.shuffled(recv3[j])
        crowns.append(cards[0])
        aside.append(cards[1])
    return crowns, tuple(sorted(aside, key=CROWNS.index))


_ASSIGN_CACHE: dict = {}


def cards_to_come(view) -> int:
    """How many of the deck's cards the auctions left will still bring to the market (SF8: 20
    auctions, five new cards only when the market is empty): those in the market, and the one
    up for auction, are sold first; the rest of the deck never comes out."""
    up = set(view.market) | ({view.auction.card} if view.auction is not None else set())
    return min(view.deck_left, max(0, AUCTIONS - view.auctions_done - len(up)))


def crown_assignments(aces: tuple, excuse_seat: int) -> list:
    """Every valid 4-player Crown assignment (tuples of 4 crown ids), deterministic order."""
    key = (aces, excuse_seat)
    if key not in _ASSIGN_CACHE:
        out = []
        for perm in itertools.permutations(CROWNS, len(aces)):
            ok = True
            for i, c in enumerate(perm):
                if i != excuse_seat and ACE_OF[SUIT_OF_CROWN[c]] in aces[i]:
                    ok = False
                    break
            if ok:
                out.append(AssignCrowns(perm))
        _ASSIGN_CACHE[key] = out
    return _ASSIGN_CACHE[key]


def _as_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


# --------------------------------------------------------------------------- the game

class SorcerousFutures(Game):
    id = "sorcerous-futures"
    title = "Sorcerous Futures"
    order = 1

    def length(self, players: int) -> str:
        return f"{AUCTIONS} auctions"

    def max_actions(self, players: int) -> int:
        """The Crowns dealt, then per auction: its start, a sealed bid and a pass per seat, and
        open bids that each raise the price by at least 1, never above all the gold there is."""
        return 1 + AUCTIONS * (1 + 2 * players + START_GOLD * players + 1)
    min_players = 3
    max_players = 4
    options = {
        "sly_excuse": Option(
            "sly_excuse", "Sly Excuse", False,
            "The Excuse player sees the seven valuation cards before they are shuffled and "
            "dealt out, so knows the values but not which suit has which.", players=(4,)),
        "excuse_seat": Option(
            "excuse_seat", "Excuse seat", "random",
            "Which seat holds the Excuse (and hands out the Crowns).",
            players=(4,), choices=("random", 0, 1, 2, 3)),
    }
    action_types = (AssignCrowns, StartAuction, Bid, Pass, SealedBid)

    # -- setup ---------------------------------------------------------------------------
    def normalize_options(self, players, options):
        opts = super().normalize_options(players, options)
        if players != 4:
            opts["sly_excuse"] = False
            opts["excuse_seat"] = "random"
        opts["sly_excuse"] = bool(opts["sly_excuse"])
        return opts

    def _new(self, players: int, seed: int, options: dict) -> SFState:
        rng = Rng(seed)
        s = SFState.__new__(SFState)
        s.players, s.seed, s.options, s.log, s.rng = players, seed, options, [], rng
        # Excuse seat and Aces
        if players == 4:
            es = options.get("excuse_seat", "random")
            s.excuse_seat = rng.randrange(4) if es == "random" else int(es)
        else:
            s.excuse_seat = None
        aces = rng.shuffled(ACE_OF[x] for x in SUITS)
        per_seat, k = [], 0
        for i in range(players):
            if i == s.excuse_seat:
                per_seat.append(())
            else:
                per_seat.append((aces[k], aces[k + 1]))
                k += 2
        s.aces = tuple(per_seat)
        # Crowns
        if players == 3:
            crowns, aside = _crown_ritual(rng, per_seat)
            s.crowns, s.set_aside = crowns, aside
            s.phase = "choose"
        else:
            s.crowns, s.set_aside = [None] * players, ()
            s.phase = "crowns"
        # Valuations: seven cards, then the auction deck (SF1)
        vdeck = rng.shuffled(VALUATION_DECK)
        seven = rng.shuffled(vdeck[:7])          # Sly Excuse: seen, then shuffled and dealt
        s.valuations = dict(zip(VALUATION_KEYS, seven))
        s.deck = vdeck[7:]
        s.market = s.deck[:MARKET_SIZE]
        del s.deck[:MARKET_SIZE]
        s.gold = [START_GOLD] * players
        s.bought = [[] for _ in range(players)]
        s.active = next(i for i in range(players) if "ace-suns" in s.aces[i])
        s.auctions_done = 0
        s.auction = None
        s.history = []
        return s

    def clone_state(self, state: SFState) -> SFState:
        return state.copy()

    def opening_events(self, s: SFState) -> list:
        """Events describing the table right after ``new`` (for the app's log): what each seat
        was dealt (its Aces, to it alone; its Crown with three players), who hands out the
        Crowns with four (SF3: before anyone sees the market), the first market, who starts."""
        n = s.players
        ev = [Event("opening", {"players": n}, None,
                    f"The game begins: {START_GOLD} gold each, and two Aces each"
                    + (" but for the Excuse's holder" if s.excuse_seat is not None else "")
                    + ": the worth of an Ace's suit is a secret its holder alone sees.")]
        for i in range(n):
            if s.aces[i]:
                suits = [SUIT_NAMES[CARDS[a].suits[0]] for a in s.aces[i]]
                ev.append(Event("aces", {"seat": i, "aces": list(s.aces[i])}, frozenset((i,)),
                                f"You hold the Aces of {suits[0]} and {suits[1]}: only you see what "
                                f"{suits[0]} and {suits[1]} are worth."))
        if s.excuse_seat is not None:
            ev.append(Event("excuse_holder", {"seat": s.excuse_seat}, None,
                            f"{_seat(s.excuse_seat)} holds the Excuse and hands out the Crowns before "
                            f"anyone sees the market."))
            return ev
        for i, c in enumerate(s.crowns):
            ev.append(Event("crowns", {"seat": i, "crown": c}, frozenset((i,)),
                            f"Your Crown is {_name(c)} (Crown of {SUIT_NAMES[SUIT_OF_CROWN[c]]})."))
        ev.append(Event("market", {"cards": list(s.market)}, None,
                        "The first market is turned up: " + ", ".join(_short(c) for c in s.market) + "."))
        ev.append(Event("starts", {"seat": s.active}, None,
                        f"{_seat(s.active)} holds the Ace of Suns and puts the first card up for auction."))
        return ev

    # -- queries -------------------------------------------------------------------------
    def to_act(self, s: SFState) -> frozenset:
        ph = s.phase
        if ph == "choose":
            return frozenset((s.active,))
        if ph == "open":
            return frozenset((s.auction.to_bid,))
        if ph == "closed":
            return frozenset(i for i in range(s.players) if i not in s.auction.sealed)
        if ph == "crowns":
            return frozenset((s.excuse_seat,))
        return frozenset()

    def is_over(self, s: SFState) -> bool:
        return s.phase == "over"

    def legal_actions(self, s: SFState, seat: int) -> list:
        if seat not in self.to_act(s):
            return []
        ph = s.phase
        gold = s.gold[seat]
        if ph == "choose":
            out = []
            for c in s.market:
                if gold >= opening_bid(c):
                    out.append(StartAuction(c, "open"))
                out.append(StartAuction(c, "closed"))
            return out
        if ph == "open":
            return [Bid(x) for x in range(s.auction.high_bid + 1, gold + 1)] + [Pass()]
        if ph == "closed":
            return [SealedBid(x) for x in range(gold + 1)]
        if ph == "crowns":
            return list(crown_assignments(s.aces, s.excuse_seat))
        return []

    def check(self, s: SFState, seat: int, action) -> None:
        ph = s.phase
        gold = s.gold[seat]
        if isinstance(action, AssignCrowns):
            if ph != "crowns":
                raise IllegalAction("The Crowns have already been handed out.")
            cr = action.crowns
            if not isinstance(cr, tuple) or len(cr) != s.players:
                raise IllegalAction(f"Give exactly one Crown to each of the {s.players} seats.")
            for c in cr:
                if not isinstance(c, str) or c not in SUIT_OF_CROWN:
                    raise IllegalAction(f"{c!r} is not a Crown.")
            if len(set(cr)) != len(cr):
                raise IllegalAction("Each seat must get a different Crown.")
            for i, c in enumerate(cr):
                if i == s.excuse_seat:
                    continue
                suit = SUIT_OF_CROWN[c]
                if ACE_OF[suit] in s.aces[i]:
                    raise IllegalAction(
                        f"Seat {i + 1} cannot get {_name(c)} (Crown of {SUIT_NAMES[suit]}): "
                        f"it has the Ace of {SUIT_NAMES[suit]}.")
            return
        if ph == "crowns":
            raise IllegalAction("The Excuse player must hand out the Crowns first.")
        if ph == "over":
            raise IllegalAction("The game is over: no more moves can be made.")
        if isinstance(action, StartAuction):
            if ph != "choose":
                raise IllegalAction("An auction is already running: finish it first.")
            if not isinstance(action.card, str) or action.card not in s.market:
                name = (_name(action.card) if isinstance(action.card, str)
                        and action.card in CARDS else repr(action.card))
                raise IllegalAction(f"{name} is not in the market.")
            if action.format not in ("open", "closed"):
                raise IllegalAction("An auction is either open or closed.")
            if action.format == "open":
                op = opening_bid(action.card)
                if gold < op:
                    raise IllegalAction(
                        f"You cannot open an auction of {_name(action.card)}: its opening bid "
                        f"is {op} and you only have {gold} gold. Choose a closed auction.")
            return
        if isinstance(action, (Bid, Pass)):
            if ph != "open":
                if ph == "closed":
                    raise IllegalAction("This is a closed auction: seal a bid instead.")
                raise IllegalAction("There is no open auction: choose a card to auction first.")
            if isinstance(action, Pass):
                return
            amt = action.amount
            if not _as_int(amt):
                raise IllegalAction("A bid must be a whole number of gold.")
            high = s.auction.high_bid
            if amt > gold:
                raise IllegalAction(f"You cannot bid {amt}: you only have {gold} gold.")
            if amt <= high:
                raise IllegalAction(
                    f"You cannot bid {amt}: you must bid more than the high bid of {high}.")
            return
        if isinstance(action, SealedBid):
            if ph != "closed":
                if ph == "open":
                    raise IllegalAction("This is an open auction: bid or pass instead.")
                raise IllegalAction("There is no closed auction: choose a card to auction first.")
            amt = action.amount
            if not _as_int(amt):
                raise IllegalAction("A bid must be a whole number of gold.")
            if amt < 0:
                raise IllegalAction("A sealed bid cannot be negative (0 is the least).")
            if amt > gold:
                raise IllegalAction(f"You cannot bid {amt}: you only have {gold} gold.")
            return
        raise IllegalAction("That move is not part of Sorcerous Futures.")  # pragma: no cover

    # -- moves ---------------------------------------------------------------------------
    def _apply(self, s: SFState, seat: int, action) -> list:
        ev: list = []
        if isinstance(action, AssignCrowns):
            s.crowns = list(action.crowns)
            s.set_aside = tuple(c for c in CROWNS if c not in action.crowns)
            ex = s.excuse_seat
            ev.append(Event("crowns_dealt", {"seat": ex}, None,
                            f"{_seat(ex)} hands out the Crowns face down."))
            for i, c in enumerate(s.crowns):
                data = {"seat": i, "crown": c}
                if i == ex:
                    data["assignment"] = {j: cc for j, cc in enumerate(s.crowns)}
                    text = (f"You keep {_name(c)} (Crown of {SUIT_NAMES[SUIT_OF_CROWN[c]]}). "
                            + "; ".join(f"{_seat(j)} has {_name(cc)} ({SUIT_NAMES[SUIT_OF_CROWN[cc]]})"
                                        for j, cc in enumerate(s.crowns) if j != ex) + ".")
                else:
                    text = (f"Your Crown is {_name(c)} (Crown of "
                            f"{SUIT_NAMES[SUIT_OF_CROWN[c]]}).")
                ev.append(Event("crowns", data, frozenset((i,)), text))
            s.phase = "choose"
            # SF3: nobody sees an auction card while the Crowns are handed out; the first
            # market is turned up right after the last Crown is given
            ev.append(Event("market", {"cards": list(s.market)}, None,
                            "The first market is turned up: " + ", ".join(_short(c) for c in s.market) + "."))
        elif isinstance(action, StartAuction):
            ev += self._start(s, seat, action)
        elif isinstance(action, Bid):
            a = s.auction
            a.high_bid, a.high_bidder = action.amount, seat
            a.bids[seat] = action.amount
            ev.append(Event("bid", {"seat": seat, "amount": action.amount}, None,
                            f"{_seat(seat)} bids {action.amount}."))
            ev += self._advance_open(s)
        elif isinstance(action, Pass):
            s.auction.passed.add(seat)
            ev.append(Event("pass", {"seat": seat, "auto": False}, None, f"{_seat(seat)} passes."))
            ev += self._advance_open(s)
        elif isinstance(action, SealedBid):
            ev += self._seal(s, seat, action.amount, auto=False)
            if len(s.auction.sealed) == s.players:
                ev += self._resolve_closed(s)
        return ev

    def _start(self, s: SFState, seat: int, action: StartAuction) -> list:
        a = _Auction()
        a.card, a.format = action.card, action.format
        a.passed, a.bids, a.sealed, a.queue = set(), {}, {}, []
        a.opening = a.high_bid = a.high_bidder = a.to_bid = None
        s.auction = a
        n = s.players
        ev = []
        if action.format == "open":
            op = opening_bid(action.card)
            a.opening = a.high_bid = op
            a.high_bidder = seat
            a.bids[seat] = op
            a.queue = [(seat + k) % n for k in range(1, n)] + [seat]
            s.phase = "open"
            ev.append(Event("auction", {"card": action.card, "format": "open", "seat": seat,
                                        "opening": op}, None,
                            f"{_seat(seat)} puts {_short(action.card)} up for an open auction "
                            f"and opens the bidding at {op}."))
            ev += self._advance_open(s)
        else:
            s.phase = "closed"
            ev.append(Event("auction", {"card": action.card, "format": "closed", "seat": seat,
                                        "opening": None}, None,
                            f"{_seat(seat)} puts {_short(action.card)} up for a closed auction: "
                            f"everyone seals a bid."))
            for i in range(n):
                if s.gold[i] == 0:
                    ev += self._seal(s, i, 0, auto=True)
            if len(a.sealed) == n:
                ev += self._resolve_closed(s)
        return ev

    def _advance_open(self, s: SFState) -> list:
        """Ask the next seat that has a real choice; pass the others automatically."""
        a = s.auction
        ev = []
        while a.queue:
            nxt = a.queue.pop(0)
            if nxt == a.high_bidder:          # only the active seat, at its last chance
                continue
            if s.gold[nxt] <= a.high_bid:
                a.passed.add(nxt)
                ev.append(Event("pass", {"seat": nxt, "auto": True}, None,
                                f"{_seat(nxt)} cannot outbid {a.high_bid} "
                                f"(only {s.gold[nxt]} gold) and passes."))
                continue
            a.to_bid = nxt
            return ev
        a.to_bid = None
        ev += self._finish(s, a.high_bidder, a.high_bid, dict(a.bids))
        return ev

    def _seal(self, s: SFState, seat: int, amount: int, auto: bool) -> list:
        s.auction.sealed[seat] = amount
        pub = (f"{_seat(seat)} has no gold and bids 0." if auto
               else f"{_seat(seat)} seals a bid.")
        # one line in the log ("Ann seals a bid."); the amount, for the sealer's eyes only, has no
        # line of its own (it read "You sealed a bid of 10." under "You seal a bid."): the table
        # shows it in the auction panel, and the reveal says every bid
        return [Event("sealed", {"seat": seat, "auto": auto}, None, pub),
                Event("sealed_amount", {"seat": seat, "amount": amount}, frozenset((seat,)))]

    def _resolve_closed(self, s: SFState) -> list:
        a = s.auction
        n = s.players
        bids = dict(sorted(a.sealed.items()))
        high = max(bids.values())
        order = [(s.active + k) % n for k in range(n)]
        tied = [i for i in order if bids[i] == high]
        winner = tied[0]
        ev = [Event("reveal_bids", {"bids": bids, "winner": winner}, None,
                    "Sealed bids: " + ", ".join(f"{_seat(i)} {v}" for i, v in bids.items()) + ".")]
        note = ""
        if len(tied) > 1:
            note = (f" The tie at {high} goes to {_seat(winner)}, the first tied player "
                    f"clockwise from {_seat(s.active)}.")
        ev += self._finish(s, winner, high, bids, note)
        return ev

    def _finish(self, s: SFState, winner: int, price: int, bids: dict, note: str = "") -> list:
        a = s.auction
        card = a.card
        s.gold[winner] -= price
        s.bought[winner].append(card)
        index = s.market.index(card)          # where it lay in the market (the table keeps its place)
        s.market.remove(card)
        s.auctions_done += 1
        s.history.append(AuctionRecord(s.auctions_done, card, a.format, winner, price, bids))
        s.auction = None
        ev = [Event("won", {"seat": winner, "card": card, "price": price, "index": index}, None,
                    f"{_seat(winner)} wins {_short(card)} for {price} gold.{note}")]
        n = s.players
        s.active = (s.active + 1) % n
        if n == 3 and s.auctions_done == REVEAL_AFTER:
            ex = s.valuations["excuse"]
            v = value_of(ex)
            ev.append(Event("reveal_excuse", {"card": ex}, None,
                            f"The card under the Excuse is revealed: {_short(ex)}. "
                            f"Each card sharing a suit with your Crown will score {v} more."))
        if s.auctions_done >= AUCTIONS:
            s.phase = "over"
            r = self.result(s)
            ev.append(Event("game_over", {"valuations": dict(s.valuations),
                                          "crowns": {i: c for i, c in enumerate(s.crowns)},
                                          "scores": list(r.scores)}, None,
                            "The game is over. " + self._winner_text(r)))
            return ev
        s.phase = "choose"
        if not s.market:
            s.market = s.deck[:MARKET_SIZE]
            del s.deck[:MARKET_SIZE]
            ev.append(Event("market", {"cards": list(s.market)}, None,
                            "Five new cards come to the market: "
                            + ", ".join(_short(c) for c in s.market) + "."))
        return ev

    @staticmethod
    def _winner_text(r: Result) -> str:
        w = r.winners
        top = r.scores[w[0]]
        if len(w) == 1:
            return f"{_seat(w[0])} wins with {top} points."
        return " and ".join(_seat(i) for i in w) + f" share the win with {top} points."

    # -- information ---------------------------------------------------------------------
    def view(self, s: SFState, seat: int | None) -> SFView:
        n = s.players
        over = s.phase == "over"
        vals: dict = {}
        if over:
            vals = dict(s.valuations)
        else:
            if n == 3 and s.auctions_done >= REVEAL_AFTER:
                vals["excuse"] = s.valuations["excuse"]
            if seat is not None and s.phase != "crowns":
                for a in s.aces[seat]:
                    suit = CARDS[a].suits[0]
                    vals[suit] = s.valuations[suit]
                if seat == s.excuse_seat:
                    vals["excuse"] = s.valuations["excuse"]
        crown = None
        known: dict = {}
        if over:
            known = {i: c for i, c in enumerate(s.crowns)}
            crown = s.crowns[seat] if seat is not None else None
        elif seat is not None:
            crown = s.crowns[seat]
            if seat == s.excuse_seat and s.phase != "crowns":
                known = {i: c for i, c in enumerate(s.crowns)}
            elif crown is not None:
                known = {seat: crown}
        sly = ()
        if (s.options.get("sly_excuse") and seat is not None and seat == s.excuse_seat
                and s.phase != "crowns"):
            sly = tuple(sorted(s.valuations.values(), key=lambda c: (value_of(c), c)))
        av = None
        a = s.auction
        if a is not None:
            if a.format == "open":
                av = AuctionView(a.card, "open", a.opening, a.high_bid, a.high_bidder,
                                 frozenset(a.passed), dict(a.bids), frozenset(), None, a.to_bid)
            else:
                mine = a.sealed.get(seat) if seat is not None else None
                av = AuctionView(a.card, "closed", None, None, None, frozenset(), {},
                                 frozenset(a.sealed), mine, None)
        return SFView(
            seat=seat, players=n, phase=s.phase, auctions_done=s.auctions_done,
            active=s.active, to_act=self.to_act(s), gold=tuple(s.gold), aces=s.aces,
            excuse_seat=s.excuse_seat, valuations=vals, crown=crown, known_crowns=known,
            market=() if s.phase == "crowns" else tuple(s.market),
            deck_left=len(s.deck) + (len(s.market) if s.phase == "crowns" else 0),
            bought=tuple(tuple(b) for b in s.bought), auction=av, history=tuple(s.history),
            sly_values=sly, result=self.result(s) if over else None, options=dict(s.options))

    def determinize(self, view: SFView, rng: Rng) -> SFState:
        """A full state consistent with ``view``: unseen valuation cards, the deck order,
        unknown Crowns and other seats' pending sealed bids are sampled with ``rng``."""
        n = view.players
        s = SFState.__new__(SFState)
        s.players, s.seed, s.options = n, 0, dict(view.options)
        s.log, s.rng = [], Rng(rng.next64())
        s.phase, s.aces, s.excuse_seat = view.phase, view.aces, view.excuse_seat
        s.gold = list(view.gold)
        s.bought = [list(b) for b in view.bought]
        s.market = list(view.market)
        s.active, s.auctions_done = view.active, view.auctions_done
        s.history = list(view.history)
        # valuations and deck
        seen = set(view.valuations.values()) | set(view.market)
        for b in view.bought:
            seen.update(b)
        unknown_keys = [k for k in VALUATION_KEYS if k not in view.valuations]
        vals = dict(view.valuations)
        if view.sly_values:
            slot_pool = [c for c in view.sly_values if c not in seen]
            pool = [c for c in VALUATION_DECK if c not in seen and c not in view.sly_values]
            rng.shuffle(slot_pool)
        else:
            pool = rng.shuffled(c for c in VALUATION_DECK if c not in seen)
            slot_pool = pool[:len(unknown_keys)]
            pool = pool[len(unknown_keys):]
        for k, c in zip(unknown_keys, slot_pool):
            vals[k] = c
        s.valuations = vals
        rng.shuffle(pool)
        s.deck = pool
        if view.phase == "crowns":           # the first market is still face down (SF3)
            s.market = s.deck[:MARKET_SIZE]
            del s.deck[:MARKET_SIZE]
        # crowns
        if view.phase == "crowns":
            s.crowns, s.set_aside = [None] * n, ()
        else:
            known = dict(view.known_crowns)
            while True:
                free = rng.shuffled(c for c in CROWNS if c not in known.values())
                crowns = []
                ok = True
                for i in range(n):
                    if i in known:
                        crowns.append(known[i])
                        continue
                    pick = next((c for c in free if i == view.excuse_seat
                                 or ACE_OF[SUIT_OF_CROWN[c]] not in view.aces[i]), None)
                    if pick is None:
                        ok = False
                        break
                    free.remove(pick)
                    crowns.append(pick)
                if ok:
                    break
            s.crowns = crowns
            s.set_aside = tuple(c for c in CROWNS if c not in crowns)
        # auction in progress
        s.auction = None
        av = view.auction
        if av is not None:
            a = _Auction()
            a.card, a.format, a.opening = av.card, av.format, av.opening
            a.high_bid, a.high_bidder, a.to_bid = av.high_bid, av.high_bidder, av.to_bid
            a.passed, a.bids, a.sealed, a.queue = set(av.passed), dict(av.bids), {}, []
            if av.format == "open":
                order = [(view.active + k) % n for k in range(1, n)] + [view.active]
                idx = n - 1 if av.to_bid == view.active else order.index(av.to_bid)
                a.queue = order[idx + 1:]
            else:
                for i in av.sealed:
                    if i == view.seat and av.my_sealed is not None:
                        a.sealed[i] = av.my_sealed
                    else:
                        a.sealed[i] = rng.randint(0, view.gold[i])
            s.auction = a
        return s

    # -- end -----------------------------------------------------------------------------
    def _own_valuation_total(self, s: SFState, seat: int) -> int:
        if seat == s.excuse_seat:
            return value_of(s.valuations["excuse"])
        return sum(value_of(s.valuations[CARDS[a].suits[0]]) for a in s.aces[seat])

    def result(self, s: SFState) -> Result:
        vals = s.valuations
        ex_val = value_of(vals["excuse"])
        scores, breakdown = [], []
        for i in range(s.players):
            lines = [("Gold left", s.gold[i])]
            crown = s.crowns[i]
            csuit = SUIT_OF_CROWN[crown] if crown else None
            bonus_lines = []
            for cid in s.bought[i]:
                suits = CARDS[cid].suits
                parts = [(SUIT_NAMES[x], value_of(vals[x])) for x in suits]
                lines.append((f"{_name(cid)}: " + " + ".join(f"{nm} {v}" for nm, v in parts),
                              sum(v for _, v in parts)))
                if csuit in suits:
                    bonus_lines.append((f"Crown bonus: {_name(cid)} ({SUIT_NAMES[csuit]})",
                                        ex_val))
            lines += bonus_lines
            scores.append(sum(v for _, v in lines))
            breakdown.append(tuple(lines))
        top = max(scores)
        tied = [i for i in range(s.players) if scores[i] == top]
        notes = ""
        winners = tied
        if len(tied) > 1:
            totals = {i: self._own_valuation_total(s, i) for i in tied}
            low = min(totals.values())
            winners = [i for i in tied if totals[i] == low]
            detail = ", ".join(f"{_seat(i)} {totals[i]}" for i in tied)
            if len(winners) == 1:
                notes = (f"Tie at {top}: the tied player whose own valuation cards total the "
                         f"least wins ({detail}).")
            else:
                notes = (f"Tie at {top}, and the tied players' own valuation cards total the "
                         f"same ({detail}): the win is shared.")
        return Result(tuple(scores), tuple(winners), tuple(breakdown), notes)

    def hidden(self, s: SFState) -> list:
        return [("Valuations", [c for c in s.valuations.values() if c]), ("Crowns", [c for c in s.crowns if c]),
                ("Deck", list(s.deck)), ("Set aside", list(s.set_aside))]

    def final(self, s: SFState) -> dict:
        r = self.result(s)
        return {
            "winners": list(r.winners),
            "valuations": dict(s.valuations),
            "excuse_seat": s.excuse_seat,
            "seats": [{"score": r.scores[i], "gold": s.gold[i], "bought": list(s.bought[i]),
                       "crown": s.crowns[i], "aces": list(s.aces[i])}
                      for i in range(s.players)],
        }


GAME = SorcerousFutures()
