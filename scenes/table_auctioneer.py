"""The Auctioneer table: the ring of cards around the royal up for grabs.

A turn by direct manipulation: click a face-down card to turn it up; then click a card of your
hand and a gap of the ring to place it (the ring opens to make room), or click two ring cards
within reach to swap them (the reachable ones light up once the first is picked; the two
cards travel along the ring's curve, the nearer one lifted); then claim three adjacent cards
(the table lights up runs you can see are valid and offers Claim; it never claims for you) or
end the turn. Keys: ←→ move around the ring, ↑↓ choose a hand card, Enter acts, C claims,
E ends the turn. Your own face-down cards carry a small mark only you see, and a card another
player placed face down carries their name (memory aid: everyone saw it placed and moved).
"""
from __future__ import annotations

import bisect
import math
from functools import lru_cache

import pygame

from game import anim as A
from game import art, sound
from rules.auctioneer import (HAND_SIZES, Claim, EndTurn, Flip, Place, Swap, circular_distance, claim_indices,
                              evaluate_claim, run_values, score_royals)
from rules.decks import standard as S

from .anim_layer import badge_plate, badge_size
from .table_kit import TableScene
from .widgets import ACCENT, GOLD, INK, INK_DIM, Button, fit_size, font, hanging, panel, text

LIFT = (150, 220, 255)
CLAIM_BADGE = 22         # a claim's words on their plate (design size)
REACH = (255, 230, 140)
VALID = (120, 230, 140)


def _wrap(a: float) -> float:
    return (a + math.pi) % (2 * math.pi) - math.pi


ROOM = 0.9       # the least room a ring card keeps on each side, against an even ring's (at 0.8
                 # the cards down the ring's sides, stacked by their height, overlapped: a newcomer)


def _even_place(k: int, n: int) -> float:
    """Place ``k`` of an even ring of ``n``, the first at the top."""
    return -math.pi / 2 + 2 * math.pi * k / max(1, n)


def _even(n: int) -> list:
    """An even ring of ``n`` places."""
    return [_even_place(k, n) for k in range(n)]


def _opened(homes: list, at: int) -> list:
    """The ring's places after a card goes in at index ``at``: in the middle of its gap, its
    neighbours making room, each gap at least ``ROOM`` of an even ring's; a card across the ring
    keeps its place (every card slid to a new spot at each place: a newcomer lost track of which
    card sat next to which)."""
    n = len(homes)
    if n == 0:
        return _even(1)
    a = list(homes)
    lo, hi = a[(at - 1) % n], a[at % n]
    a.insert(at, lo + (_wrap(hi - lo) if n > 1 else 2 * math.pi) / 2)
    _push_apart(a, ROOM * 2 * math.pi / (n + 1))
    # every card a little way toward an even ring, then apart again: the far side of a ring
    # opened only where cards went in kept the deal's wide gaps, and a gap twice the others read
    # as two cards that were not neighbours (a newcomer took the 7♦ past such a hole for no part
    # of the run it finished)
    # (only where a gap has grown that wide: every card easing at each placement read as "the
    # ring re-spaces itself after every insertion", a newcomer)
    gaps = [(a[(k + 1) % (n + 1)] - a[k]) % (2 * math.pi) for k in range(n + 1)]
    if max(gaps) > HOLE * 2 * math.pi / (n + 1):
        a = _toward_even(a)
        _push_apart(a, ROOM * 2 * math.pi / (n + 1))
    return [_wrap(x + math.pi / 2) - math.pi / 2 for x in a]


EVEN_STEP = 0.08   # the most (of an even ring's place) a card moves toward an even ring per card placed
HOLE = 1.35         # ... and only once a gap is this many places wide


def _push_apart(a: list, m: float) -> None:
    """Push apart, in place, the neighbours of ring places ``a`` closer than ``m``."""
    n = len(a)
    for _ in range(40 * n):
        moved = False
        for i in range(n):
            j = (i + 1) % n
            gap = (a[j] - a[i]) % (2 * math.pi)
            if gap < m - 1e-9:
                d = (m - gap) / 2
                a[i] -= d
                a[j] += d
                moved = True
        if not moved:
            break


def _toward_even(a: list) -> list:
    """Ring places ``a`` (in ring order), each moved at most ``EVEN_STEP`` of a place toward the
    even ring that fits them best."""
    n = len(a)
    step = 2 * math.pi / n
    u = [a[0]]
    for x in a[1:]:
        u.append(u[-1] + (x - u[-1]) % (2 * math.pi))
    off = sum(u[k] - step * k for k in range(n)) / n
    most = EVEN_STEP * step
    return [u[k] + max(-most, min(most, off + step * k - u[k])) for k in range(n)]


@lru_cache(maxsize=8)
def _arc_table(rx: int, ry: int, n: int = 720) -> tuple:
    """Cumulative arc length of the ellipse from the top (angle -pi/2), sampled n times."""
    out, total = [0.0], 0.0
    prev = (0.0, -ry)
    for i in range(1, n + 1):
        th = -math.pi / 2 + 2 * math.pi * i / n
        p = (rx * math.cos(th), ry * math.sin(th))
        total += math.hypot(p[0] - prev[0], p[1] - prev[1])
        out.append(total)
        prev = p
    return tuple(out)


def _even_angle(a: float, rx: int, ry: int) -> float:
    """The ellipse angle at the same share of the way round (from the top) as ``a`` is of a
    full turn."""
    table = _arc_table(max(1, rx), max(1, ry))
    n = len(table) - 1
    turns = (a + math.pi / 2) / (2 * math.pi)
    whole = math.floor(turns)
    want = (turns - whole) * table[-1]
    i = min(n - 1, bisect.bisect_right(table, want) - 1)
    seg = table[i + 1] - table[i]
    frac = (want - table[i]) / seg if seg > 0 else 0.0
    return -math.pi / 2 + 2 * math.pi * (whole + (i + frac) / n)


_ORDINAL = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}
_NUMBER = {2: "two", 3: "three", 4: "four"}


def side_of(here, card) -> str:
    """Where the point ``here`` lies from a card's centre, as the screen shows it: "right of",
    "above", or both where it is as much one as the other ("above and right of"): a gap on a
    slope of the ring read "above the 5♠" to a newcomer who saw it beside it."""
    dx, dy = here[0] - card[0], here[1] - card[1]
    across = "right of" if dx > 0 else "left of"
    up = "below" if dy > 0 else "above"
    if abs(dx) >= 1.7 * abs(dy):
        return across
    if abs(dy) >= 1.7 * abs(dx):
        return up
    return f"{up} and {across}"


def run_cards(cards, values=None) -> str:
    """Three cards of a run in words, an Ace with the value it stood for ("A♥(7) 6♥ 5♥");
    ``values`` in the cards' order (``run_values`` of them by default)."""
    vals = values if values is not None else (run_values(list(cards)) or [None] * len(cards))
    return " ".join(S.CARDS[c].short + (f"({v})" if v is not None and S.CARDS[c].rank == 1 else "")
                    for c, v in zip(cards, vals))


class AuctioneerTable(TableScene):
    SIDE_PANEL = "royal"      # the hint may take its room (``hint_column``)
    SCORING = "Score: each royal won (Jack 1, Queen 2, King 3), plus the bonuses for sets."   # the results say it under the heading
    deck = "standard"
    RESULT_CARDS = (("royals", "Royals won"),)

    def secrets(self, v) -> list:
        return [("Hand", self.deck, list(v.hand))] if v.hand else []

    def won_runs(self, seat: int) -> list:
        """How each royal the seat won was won, from the match's public claim Events: ``[(round,
        royal, the run's three cards, its total, the target)]``, in the order won."""
        out, rnd = [], 1
        for e in getattr(self.match, "events", ()):
            if e.kind == "round_end":
                rnd = int(e.data.get("round", rnd)) + 1
            elif e.kind == "claim" and e.data.get("valid") and e.data.get("seat") == seat and e.visible(self.viewer):
                d = e.data
                out.append((rnd, d["royal"], list(d["cards"]), d["total"], d["needed"]))
        return out

    def results_cards(self, final: dict, seat: int) -> list:
        """Each royal won with the run that won it, as pictures: the royal, then its three
        cards, under its round and the run's total against the target (the columns were
        two-thirds empty, then held lines of text where the cards could be: newcomers). A
        final block that is not this match's own shows its royals alone."""
        plain = super().results_cards(final, seat)
        runs = self.won_runs(seat)
        mine = next((cards for label, _, cards, *_ in plain if label == "Royals won"), [])
        if not runs or sorted(r[1] for r in runs) != sorted(mine) or not self.runs_as_pictures():
            return plain
        def ace(cards) -> str:
            # what an Ace stood for, as the claim's banner said it ("A♥(9)" there, and the
            # pictures here did not say: a newcomer)
            vals = run_values(cards)
            return "".join(f" · A as {v}" for c, v in zip(cards, vals or ()) if S.CARDS[c].rank == 1)
        return [(f"{S.CARDS[royal].short} in round {rnd}: {total} ({needed} needed){ace(cards)}", self.deck,
                 [royal] + cards, False)
                for rnd, royal, cards, total, needed in runs]

    RUNS_AS_PICTURES = 4      # at most this many royals won by any seat: each with its run, as cards

    def runs_as_pictures(self) -> bool:
        """Every seat's runs fit as pictures under its score lines (a column of six royals and
        their runs pushed its score lines into a scroll): else the royals, and the runs in words
        (``results_notes``), for every column alike."""
        return all(len(self.won_runs(k)) <= self.RUNS_AS_PICTURES for k in range(self.match.players))

    def results_notes(self, seat: int) -> tuple:
        """How each royal the seat won was won, in words, where the runs are not shown as
        pictures (``runs_as_pictures``): "Q♠, round 2: 7♠ 8♠ 9♠ = 24 (18 needed)"."""
        if self.runs_as_pictures():
            return "", []
        # an Ace with the value it stood for, as the table's banner said it ("A♦ 6♦ 5♦ = 18"
        # under "A♦(7)" on the table: a newcomer)
        lines = [f"{S.CARDS[royal].short}, round {rnd}: {run_cards(cards)} = {total} "
                 f"({needed} needed)" for rnd, royal, cards, total, needed in self.won_runs(seat)]
        return ("How each royal was won", lines) if lines else ("", [])

    def revealed_on_table(self) -> dict:
        """A replay's "everything revealed": what the table itself turns face up, ``{"ring":
        {index: card}, "hands": {seat: cards}}`` (empty otherwise, or while the drawn position
        is not the match's own). The face-down ring cards were a strip in the side column
        that nobody could match to their places (a newcomer)."""
        if not self.reveal_all or not getattr(self.match, "is_replay", False):
            return {}
        if self.view != self.match.view(self.viewer):
            return {}
        views, hidden = self.match.revealed()
        down = dict(hidden).get("Circle", [])
        places = [k for k, sl in enumerate(self.view.circle) if not sl.face_up]
        ring = dict(zip(places, down)) if len(places) == len(down) else {}
        return {"ring": ring, "hands": {v.seat: list(v.hand) for v in views}, "labels": ("Circle",) if ring else ()}

    def __init__(self, app, match, viewer=None, animate=True):
        super().__init__(app, match, viewer, animate)
        self.homes = None               # each ring card's place (angles), None for an even ring (``_opened``)
        self.tokens: list = []          # the ring as drawn: {"id", "a" (angle), "lift", "d0"}
        self.next_id = 0
        self.sync_tokens(force=True)
        self.sel_hand = None
        self.sel_ring = None
        self.sel_claim = None
        self.cursor = 0
        self.hand_cursor = 0
        self.by_keys = False            # the last pointing was by keys (the cursor), not by the mouse
        self.sel_for = None
        self._hot_kept = None           # how many hover boxes the still table has before the ring's cards
        self._drawn_circle = ()         # the ring as last drawn (a round's end keeps it up until it gathers)
        self._claimed = {}              # ring index -> (card, (size over a ring card, when its lift ends)) of a claim being shown
        self._landing = None            # (seat, royal, when on the stage clock) a won royal reaches its seat
        self._stalemate = (-1, None, False)   # (match step, viewer, whether the ring came back): ``stalemate``
        self._ring_w = (None, 0)        # (the places and the ring they were measured on, the width): ``ring_w``

    # ------------------------------------------------------------------ the ring's geometry
    def ring(self):
        r = self.layout.rect("ring")
        rx, ry = r.width / 2 - self.px(56), r.height / 2 - self.px(52)
        return r.center, min(rx, 3.0 * ry), ry       # a very wide window must not bunch the cards at the ends

    def angle_of(self, k: int, n: int) -> float:
        """Ring card ``k``'s place, of ``n``: where the placements opened the ring, else even."""
        if self.homes is not None and len(self.homes) == n:
            return self.homes[k]
        return _even_place(k, n)


    def homes_so_far(self):
        """The ring's places in this round, from its placements since the deal: a table opened
        mid-round (a replay's jump, Continue) draws the ring as play left it (a newcomer saw the
        replay draw the same ring in another layout)."""
        homes = None
        for e in self.match.events[:self.seen or len(self.match.events)]:
            if e.kind == "deal":
                homes = _even(e.data.get("circle", 12))
            elif e.kind == "place" and homes is not None:
                homes = _opened(homes, min(e.data["gap"], len(homes)))
        return homes

    def open_ring(self, at: int, n: int) -> None:
        """A card goes in at index ``at`` of a ring of ``n``: the ring opens there, its
        neighbours making room, and the far side stays (``_opened``): the ring is the game's
        memory (a newcomer's card "placed top-left turned up bottom-left two turns later")."""
        homes = self.homes if self.homes is not None and len(self.homes) == n else _even(n)
        self.homes = _opened(homes, at)

    def point(self, a: float, lift: float = 0.0):
        """Where the ring's place ``a`` is drawn: places are spread evenly along the ellipse
        (by arc length, not by angle), so a wide ring does not bunch cards at its ends."""
        (cx, cy), rx, ry = self.ring()
        t = _even_angle(a, round(rx), round(ry))
        return (cx + (rx + lift) * math.cos(t), cy + (ry + lift * 0.6) * math.sin(t))

    def ring_w(self, cards: int | None = None) -> int:
        """A ring card's width, for the ring on the table (or one of ``cards`` cards): a share
        of the ring's length, and no wider than the closest two neighbours' places let it be
        without overlapping (at the ends of a flat ring the places curve round, and 21 cards
        there lay over each other by a twelfth of a card)."""
        n = max(12, len(self.live_view.circle) if cards is None else cards)
        places = tuple(self.homes) if self.homes is not None and len(self.homes) == n else n
        key = (places, self.ring())
        if self._ring_w[0] != key:
            (_, _), rx, ry = key[1]
            around = 2 * math.pi * math.sqrt((rx * rx + ry * ry) / 2)
            pts = [self.point(a) for a in (places if isinstance(places, tuple) else _even(n))]
            fit = min(max(abs(p[0] - q[0]), abs(p[1] - q[1]) * 63 / 88)
                      for p, q in zip(pts, pts[1:] + pts[:1]))
            self._ring_w = (key, int(max(self.px(26), min(self.px(58), around / n * 0.62, fit))))
        return self._ring_w[1]

    def new_token(self, a: float) -> dict:
        self.next_id += 1
        return {"id": self.next_id, "a": a, "lift": 0.0, "d0": 0.0}

    def sync_tokens(self, force=False) -> None:
        # the cards as drawn follow the newest ring (a round's end, held up, flies the old one)
        n = len(self.live_view.circle)
        if force:
            self.homes = self.homes_so_far()
        if force or len(self.tokens) != n:
            self.tokens = [self.new_token(self.angle_of(k, n)) for k in range(n)]

    def token_pos(self, k: int):
        t = self.tokens[k]
        lift = 0.0
        if t["lift"] and t["d0"]:
            left = abs(_wrap(self.angle_of(k, len(self.tokens)) - t["a"]))
            lift = math.sin(math.pi * max(0.0, min(1.0, 1 - left / t["d0"]))) * self.px(46) * t["lift"]
        return self.point(t["a"], lift)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.sync_tokens()

    def advance(self, dt: float) -> None:
        """The ring's own motion: each card eases along the ring towards its place."""
        super().advance(dt)
        n = len(self.tokens)
        f = min(1.0, dt * 7.0 / max(0.2, self.timeline.speed or 1.0)) if self.timeline.speed else 1.0
        for k, t in enumerate(self.tokens):
            d = _wrap(self.angle_of(k, n) - t["a"])
            t["a"] += d * f if abs(d) > 1e-3 else d
            if abs(d) <= 1e-3:
                t["lift"], t["d0"] = 0.0, 0.0

    def frame_interval(self):
        return 0 if self.ring_moving() else super().frame_interval()

    def ring_moving(self, most: float = 1e-3) -> bool:
        """A ring card is further than ``most`` (an angle) from its place."""
        n = len(self.tokens)
        return any(abs(_wrap(self.angle_of(k, n) - t["a"])) > most for k, t in enumerate(self.tokens))

    def ring_sliding(self) -> bool:
        """A ring card is still a tenth of a place or more from its place: a click waits for it
        (the last small easing of every card toward an even ring must not swallow a click)."""
        n = max(1, len(self.tokens))
        return self.ring_moving(0.1 * 2 * math.pi / n)

    def gap_pos(self, g: int):
        """The middle of gap ``g`` (before ring card g; gap 0 is also after the last card)."""
        n = len(self.tokens)
        a0 = self.tokens[(g - 1) % n]["a"]
        a1 = self.tokens[g % n]["a"]
        return self.point(a0 + _wrap(a1 - a0) / 2)

    def hand_centers(self) -> dict:
        v = self.view
        r = self.seat_rect(self.viewer if self.viewer is not None else self.orient)
        w = self.px(58)
        cards = list(v.hand)
        x0 = self.own_hand_left(self.viewer if self.viewer is not None else self.orient)
        step = min(w + self.px(8), (r.right - self.px(20) - x0 - w) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        out = {}
        for k, c in enumerate(cards):
            lift = self.px(10) if c == self.sel_hand else 0
            out[c] = (x0 + w / 2 + k * step, r.centery + self.px(6) - lift)
        return out

    def seat_anchor(self, seat: int):
        r = self.seat_rect(seat)
        return (r.centerx, r.centery)

    # ------------------------------------------------------------------ what the player may do now
    def my_turn(self) -> bool:
        return self.is_human_turn()

    def step(self) -> str:
        return self.view.step

    def reachable(self, i: int) -> list:
        """Ring cards a swap with card ``i`` may reach (at most n-1 apart)."""
        L, n = len(self.view.circle), self.view.players
        return [j for j in range(L) if j != i and circular_distance(i, j, L) <= n - 1]

    def known(self, k: int):
        sl = self.view.circle[k]
        return sl.card

    def visible_valid_claims(self) -> list:
        """Triples (by start) the viewer can see are valid claims right now."""
        v = self.view
        L = len(v.circle)
        if not v.royal or L < 3:
            return []
        out = []
        for st in range(L):
            cards = [self.known(k) for k in claim_indices(st, L)]
            if all(cards) and evaluate_claim(cards, v.royal)[0]:
                out.append(st)
        return out

    def finder(self) -> bool:
        """The run finder is on (settings): the table lights up the runs you can claim and says
        when a move of yours makes one ("The table solves puzzles for you… There is no visible
        way to turn this assist down": a newcomer who wanted to spot the runs himself)."""
        return self.app.settings.run_finder

    def run_in_sight(self) -> str:
        """At your move, a valid run already face up ("the 7♠, the A♠ and the 9♠"), else "": a
        claim comes after the move, so the prompt says to keep it whole until then."""
        v = self.view
        valid = self.visible_valid_claims() if v.step == "move" and self.finder() else []
        if not valid:
            return ""
        ks = claim_indices(valid[0], len(v.circle))
        said = [self.ring_card_words(k) for k in ks]
        return f"{said[0]}, {said[1]} and {said[2]}"

    def sync_selection(self) -> None:
        key = (self.match.step, self.viewer)
        if key != self.sel_for:
            self.sel_for = key
            self.sel_hand = self.sel_ring = self.sel_claim = None
            if self.step() == "claim" and self.finder():
                valid = self.visible_valid_claims()
                self.sel_claim = valid[0] if valid else None

    def act_on_ring(self, k: int) -> None:
        """A click (or Enter) on ring card ``k``."""
        if not self.my_turn() or not (0 <= k < len(self.view.circle)):
            return
        st = self.step()
        slot = self.view.circle[k]
        if st == "flip":
            if slot.face_up:
                self.flash("That card is already face up: turn up a face-down card.")
                return
            self.submit(Flip(k))
        elif st == "move":
            if self.sel_hand is not None:
                # a hand card goes into a gap (its dot); a click on a ring card starts a swap
                # instead, and the hand card goes back (it placed the card before it, unasked)
                self.sel_hand = None
            if self.sel_ring is None:
                self.sel_ring = k
                sound.play("click")
            elif k == self.sel_ring:
                self.sel_ring = None
            elif k in self.reachable(self.sel_ring):
                self.submit(Swap(self.sel_ring, k))
            else:
                lim = self.view.players - 1
                self.flash(f"Too far: a swap reaches at most {lim} card{'s' if lim > 1 else ''} either way.")
        elif st == "claim":
            L = len(self.view.circle)
            again = self.sel_claim == (k - 1) % L
            self.sel_claim = (k - 1) % L
            sound.play("click")
            if again:
                # the run that glows is chosen already (raised and framed): a click on it said
                # nothing, and a newcomer could not tell it had registered
                cards = " ".join(self.ring_card_words(i).removeprefix("the ")
                                 for i in claim_indices(self.sel_claim, L))
                self.flash(f"Chosen: {cards}. Claim (C) takes them, or End turn (E).", problem=False, says_next=True)

    def close_panel(self) -> bool:
        """Esc means back: it drops a card you picked up (a hand card to place, a ring card to
        swap) before it pauses."""
        if self.sel_hand is not None or self.sel_ring is not None:
            self.sel_hand = self.sel_ring = None
            return True
        return super().close_panel()

    def choose_hand(self, c) -> None:
        if self.my_turn() and self.step() == "move" and c in self.view.hand:
            self.sel_hand = None if self.sel_hand == c else c
            self.sel_ring = None
            sound.play("click")

    def place_at_gap(self, g: int) -> None:
        if self.sel_hand is not None:
            self.submit(Place(self.sel_hand, g % len(self.view.circle)))

    def claim(self) -> None:
        if self.sel_claim is None:
            self.flash("Pick three neighbouring cards first (click the middle one).")
            return
        self.submit(Claim(self.sel_claim))

    def end_turn(self) -> None:
        self.submit(EndTurn())

    def view_before(self):
        """Your View at the match's step before this one (None where the match keeps none)."""
        view_at = getattr(self.match, "view_at", None)
        return view_at(self.match.step - 1, self.viewer) if view_at is not None and self.match.step else None

    def opened(self, after_flip: bool = False) -> str:
        """What your move this turn left open for the next player, one card short of a run ("the
        8♦ and the 10♦ now lie face up…"), or "". Called at your claim step, which always follows
        your own place or swap (the View before it is the match's at the step before); with
        ``after_flip``, at your move step, of the card you turned up."""
        before = self.view_before()
        if before is None or before.step != ("flip" if after_flip else "move") or \
                self.view.step != ("move" if after_flip else "claim"):
            return ""
        from game.bots.auctioneer import opened_to_next
        return opened_to_next(before, self.view)

    def swapped_beside_mine(self) -> str:
        """At your flip, one of your face-down cards that another seat's swap since your last turn
        left beside a face-up card it makes a pair with: "Bea's swap put your 10♥ (face down)
        beside the 8♥…", or "" (warnings spoke only of your own move: a newcomer's 10♥, swapped
        beside the 8♥ by Bea, was turned up and finished by the next player)."""
        from game.bots.auctioneer import _promising
        v = self.view
        ring, L = v.circle, len(v.circle)
        if v.royal is None or L < 3 or not self.app.settings.memory_aid:
            return ""
        for k, sl in enumerate(ring):
            if not (sl.mine and not sl.face_up and sl.card):
                continue
            moved = self.last_moved_by(k)
            if moved is None or moved[1] != "swapped" or moved[0] == self.viewer:
                continue
            for q in ((k - 1) % L, (k + 1) % L):
                other = ring[q]
                if other.face_up and other.card and _promising(sl.card, other.card, 1, v.royal):
                    who = self.match.fill_names(f"{{seat{moved[0]}}}", self.you())
                    return (f"{who}'s swap put your {S.CARDS[sl.card].short} (face down) beside the "
                            f"{S.CARDS[other.card].short}: turned up, it is a pair a third card finishes. "
                            f"Your move can take it away")
        return ""

    def flipped_card(self):
        """The card your flip of this turn turned up (at your move), or None."""
        before = self.view_before()
        if before is None or len(before.circle) != len(self.view.circle):
            return None
        return next((now.card for was, now in zip(before.circle, self.view.circle)
                     if now.face_up and not was.face_up), None)

    def handoff_note(self, seat: int) -> str:
        return f"{self.name(seat)}: your turn, with your hand"

    # ------------------------------------------------------------------ a stalemate, played out
    def stalemate(self) -> bool:
        """At your move, the ring lies all face up exactly as it did at your last move of this
        round: each move since was undone by the next player's. Once nobody can bring a run
        closer without handing it over, a round goes on like this to its 60th turn (AU6); a
        newcomer swapped 30 times against a bot undoing each swap, not knowing it would not end."""
        v = self.view
        key = (self.match.step, self.viewer)
        if self._stalemate[:2] == key:
            return self._stalemate[2]
        came_back = False
        view_at = getattr(self.match, "view_at", None)
        if (view_at is not None and v.step == "move" and self.my_turn() and v.circle
                and all(sl.face_up for sl in v.circle)):
            # as at any of your moves of this round, not only the last (a bot undoing two pairs of
            # swaps in turn never brought back the very ring of the turn before: a newcomer swapped
            # through 40 turns to the 60th), or half the round's turns gone with every card up
            came_back = v.turns_this_round >= v.turn_limit // 2
            ring = [(sl.card, sl.face_up) for sl in v.circle]
            for back in range(self.match.step - 1, -1, -1):
                if came_back:
                    break
                was = view_at(back, self.viewer)
                if was is None or was.round != v.round:
                    break
                if was.step == "move" and was.to_act == self.viewer:
                    came_back = [(sl.card, sl.face_up) for sl in was.circle] == ring
        self._stalemate = key + (came_back,)
        return came_back

    def playing_out(self):
        """Your "Play the round out" order while it lasts, else None."""
        order = (getattr(self.match, "standing", None) or {}).get(self.viewer)
        return order if order is not None and getattr(order, "round", None) == self.view.round else None

    def play_out(self) -> None:
        """P at a stalemate: the medium bot makes your moves until this round ends (a run it
        sees it claims), the table at the fast pace; T takes the seat back."""
        standing = getattr(self.match, "standing", None)
        if standing is None or not self.stalemate():
            return
        from game.orders import play_round_out
        standing[self.viewer] = play_round_out(self.view.round)
        self.flash("A bot makes your moves until this round ends (T takes over).", problem=False)

    def take_over(self) -> None:
        standing = getattr(self.match, "standing", None)
        if standing:
            standing.pop(self.viewer, None)
        self.flash("Your moves are yours again.", problem=False)

    # ------------------------------------------------------------------ the log: a line a turn
    TURN_PARTS = ("flip", "place", "place_card", "swap", "swap_card", "end_turn")

    def log_entries(self) -> list:
        """A turn's card turned up, its move and its end are one line ("Cyd turns up the 2 of
        Diamonds, then swaps two face-down cards."): three lines a turn, one of them "ends the
        turn", filled the log with what a newcomer read as no-ops. A claim, a lost turn and a
        round's end keep lines of their own."""
        out, turn = [], []

        def close():
            if not turn:
                return
            parts = [e for e in turn if e.kind != "end_turn"] or turn
            seat = parts[0].data.get("seat")
            words = [parts[0].text.rstrip(".")]
            for e in parts[1:]:
                words.append(e.text.rstrip(".").split(" ", 1)[1] if e.text.startswith("{seat") else e.text.rstrip("."))
            private = [e.visible_to for e in parts if e.visible_to is not None]
            said = self.match.fill_names(", then ".join(words) + ".", self.you())
            out.append((self.said_to(private[0] if private else None, said), self.seat_colour(seat)))
            turn.clear()
        for e in self.log_events():
            seat = e.data.get("seat") if isinstance(e.data, dict) else None
            if e.kind in self.TURN_PARTS and seat is not None:
                if turn and turn[0].data.get("seat") != seat:
                    close()
                turn.append(e)
                if e.kind == "end_turn":
                    close()
                continue
            close()
            out.append((self.log_text(e), self.seat_colour(seat) if seat is not None else INK))
        close()
        return out

    # ------------------------------------------------------------------ controls
    def build_controls(self) -> str:
        v = self.view
        self.buttons = []
        if self.view_held():                # a round's end is up (its staged line speaks)
            return ""
        if v.step == "over":
            return "No royals are left: the royals won are counted."
        prefix = f"{self.name(self.viewer)}: " if len(self.match.humans()) > 1 else ""
        if self.playing_out() is not None:
            self.buttons = [Button("Take over", self.take_over, "T")]
            return (f"{prefix}a bot makes your moves until the {S.CARDS[v.royal].name} is won or set aside "
                    f"(turn {v.turns_this_round + 1} of {v.turn_limit})")
        if not self.my_turn():
            who = v.to_act
            return self.says(who, "is playing…") if who is not None else ""
        self.sync_selection()
        st = v.step
        if st == "flip":
            # the card the player before just placed beside a face-up one: the tell the bots read
            # ("nothing flags an opponent's face-down card placed next to a face-up card": a newcomer)
            from game.bots.auctioneer import placed_beside
            told = placed_beside(v)
            if told is not None:
                who = self.match.fill_names(f"{{seat{told[1]}}}", self.you())
                where = "beside" if told[3] == 1 else "one place from"     # (a card between: not "beside")
                return (f"{prefix}turn a card face up (click it, or ←→ and Enter): {who} just placed one face "
                        f"down {where} the {S.CARDS[told[2]].short}; it may make a run there")
            moved = self.swapped_beside_mine()
            if moved:
                return f"{prefix}turn a card face up (click it, or ←→ and Enter). Careful: {moved}"
            return f"{prefix}turn a face-down card of the ring face up (click it, or ←→ and Enter)"
        if st == "move":
            if self.sel_hand is not None:
                return (f"{prefix}click a dot between two ring cards (a gap) for your "
                        f"{S.CARDS[self.sel_hand].name} (or ←→, Enter)")
            if self.sel_ring is not None:
                return f"{prefix}click a lit card to swap with it, or the same card to drop it"
            if self.stalemate():
                self.buttons = [Button("Play the round out", self.play_out, "P")]
                how = ("the ring has come back to where it was at a turn of yours" if v.turns_this_round < v.turn_limit // 2
                       else f"turn {v.turns_this_round + 1} of {v.turn_limit}, every card face up")
                return (f"{prefix}{how}: if nobody can make a run, turn {v.turn_limit} sets the "
                        f"{S.CARDS[v.royal].name} aside. Move on, or let a bot play the round out")
            waiting = self.run_in_sight()
            if waiting:                     # a run already stands: the move must come first (a
                # newcomer saw it light up only after a swap they thought pointless)
                how = "swap two ring cards" if not v.hand else "place a hand card or swap two ring cards"
                return (f"{prefix}{waiting} make a run you can claim once you have moved: {how} "
                        f"away from it, then Claim")
            flipped = self.opened(after_flip=True)
            if flipped:                     # the card you had to turn up opened a run: the move can
                # mend it (a newcomer's turned-up A♠ beside the 9♠ went unsaid, and Bea finished it)
                how = "a swap" if not v.hand else "a place or swap"
                from game.bots.auctioneer import _run_made, winning_moves
                wins = winning_moves(v, self.match.legal(self.viewer)) if self.finder() else []
                if wins:
                    # yours to finish first ("warnings speak only of the danger" when a card of
                    # theirs finished it this turn: a newcomer); said of that pair only where a
                    # run you can make takes the card you turned up ("you can make a run yourself
                    # now" under the hearts turned up, where the run was in diamonds: a newcomer)
                    card = self.flipped_card()
                    if any(card in (_run_made(v, a) or ((),))[0] for a in wins):
                        return f"{prefix}{flipped}: you can make a run yourself now with {how}, then Claim"
                    return (f"{prefix}careful: {flipped}. A run of your own is one {how.removeprefix('a ')} "
                            f"away: make it, then Claim")
                return f"{prefix}careful: {flipped}: {how} can break it up"
            if not v.hand:                  # nothing left to place: a swap is the only way on
                return f"{prefix}your hand is empty: click two ring cards within reach to swap them"
            return f"{prefix}place a hand card into a gap (↑↓ picks one), or click two ring cards to swap"
        valid = self.visible_valid_claims() if self.finder() else []
        self.buttons = [Button("End turn", self.end_turn, "E")]
        if self.sel_claim is not None:
            label = "Claim" if self.sel_claim in valid or not self.finder() else "Claim (blind)"
            self.buttons.append(Button(label, self.claim, "C", primary=self.sel_claim in valid))
        if valid:
            return f"{prefix}a run you can see wins the royal: Claim it, or end your turn"
        opened = self.opened()
        if opened:
            # said while the move can still be taken back: twice a newcomer's swap left the next
            # player a run to finish, and only a hint asked for would have said so
            # short: in three lines the bar's letters shrank (a newcomer)
            # (the Undo button beside it says Ctrl+Z: "(Ctrl+Z undoes your move)" made it three
            # lines of small letters, the warning that counts most: a newcomer)
            # (the buttons say End turn; "Undo it, end your turn, or claim a run" after a long
            # warning shrank the bar's letters to two small lines: a newcomer)
            back = "Undo it?" if self.undo_button() is not None else "End your turn, or claim a run"
            return f"{prefix}careful: {opened}. {back}"
        return f"{prefix}end your turn, or claim three neighbours: click the middle one (a failed claim costs " \
               f"your next turn)"

    def handle_game_input(self, ev) -> None:
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            self.by_keys = True             # the gap marked is the keyboard's, not the one under the mouse
        elif ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.by_keys = False
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_t and self.playing_out() is not None:
            self.take_over()                # at any seat's turn: the bot may be playing yours
            return
        if not self.my_turn() or self.view_held():
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_p and self.stalemate():
            self.play_out()
            return
        if self.ring_sliding() and not (ev.type == pygame.KEYDOWN and ev.key in (pygame.K_c, pygame.K_e)):
            return                          # what points at the ring waits for it; C and E do not need it still
        v = self.view
        L = len(v.circle)
        st = v.step
        if ev.type == pygame.KEYDOWN:
            k = ev.key
            if k in (pygame.K_LEFT, pygame.K_RIGHT) and L:
                # → goes right on the screen: along the ring's lower half that is against its order
                d = 1 if k == pygame.K_RIGHT else -1
                if self.cursor < len(self.tokens) and self.token_pos(self.cursor)[1] > self.center()[1] + 1:
                    d = -d
                self.cursor = (self.cursor + d) % L
                if st == "claim":
                    self.sel_claim = (self.cursor - 1) % L
            elif k in (pygame.K_UP, pygame.K_DOWN) and st == "move" and v.hand:
                self.hand_cursor = (self.hand_cursor + (1 if k == pygame.K_DOWN else -1)) % len(v.hand)
                self.choose_hand(v.hand[self.hand_cursor])
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if st == "claim":
                    self.claim()
                elif st == "move" and self.sel_hand is not None:
                    self.place_at_gap(self.cursor)
                else:
                    self.act_on_ring(self.cursor)
            elif k == pygame.K_c and st == "claim":
                self.claim()
            elif k == pygame.K_e and st == "claim":
                self.end_turn()
            elif k == pygame.K_e:
                self.flash("First turn a card face up, then place a hand card or swap two ring cards: "
                           "then you may end the turn." if st == "flip" else
                           "Place a hand card or swap two ring cards first: then you may end the turn.")
            return
        if ev.type != pygame.MOUSEBUTTONDOWN or ev.button != 1:
            return
        w = self.ring_w()
        if st == "move":
            hw = self.px(58)
            for c, pos in reversed(list(self.hand_centers().items())):
                if self.card_rect(pos, hw).collidepoint(ev.pos):
                    self.choose_hand(c)
                    return
            if self.sel_hand is not None and L:
                # the gap's dot when the click is nearer to it than to any card's middle (a click
                # on a card picks that card for a swap)
                best = min(range(L), key=lambda g: math.dist(self.gap_pos(g), ev.pos))
                dg = math.dist(self.gap_pos(best), ev.pos)
                if dg < w * 0.9 and dg < min(math.dist(self.token_pos(k), ev.pos) for k in range(L)):
                    self.place_at_gap(best)
                    return
        for k in reversed(range(L)):
            if self.card_rect(self.token_pos(k), w).collidepoint(ev.pos):
                self.cursor = k
                self.act_on_ring(k)
                return

    # ------------------------------------------------------------------ Events -> animations
    def center(self):
        return self.ring()[0]

    def anim_deal(self, d) -> None:
        if d.get("round", 1) > 1 and self._stage_queue:      # after a staged round's end: the new round speaks
            self.stage(f"Round {d['round']}: a new ring is dealt…", delay=self.anims.after())
        n = d.get("circle", 12)
        self.homes = None                   # a new ring: even, from the top
        self.tokens = [self.new_token(self.angle_of(k, n)) for k in range(n)]
        w = self.ring_w()
        t0 = self.anims.after()
        self.release_view(t0)               # the round that ended gives way as the new ring is dealt
        for k, t in enumerate(self.tokens):
            self.anims.fly(None, self.center(), self.point(t["a"]), w, w, delay=t0 + 0.05 * k, dur=0.3, face0=False,
                           face1=False, hides=(("tok", t["id"]),),
                           place=lambda a=t["a"]: (self.center(), self.point(a), self.ring_w(n), self.ring_w(n)))
        sound.play("slide")

    def anim_royal(self, d) -> None:
        c = self.center()
        w = self.px(84)
        at = self.anims.after()
        self.anims.fly(d["royal"], c, c, w, w, delay=at, dur=0.45, face0=False, face1=True,
                       hides=(("royal",),), place=lambda: (self.center(), self.center(), self.px(84), self.px(84)))
        if d.get("round", 1) > 1 and self._stage_queue:      # after a staged round's end: the new round speaks
            self.stage(f"Round {d['round']}: the {S.CARDS[d['royal']].name} is up for grabs.", delay=at)
        sound.play("flip")

    def anim_flip(self, d) -> None:
        k = d["index"]
        if k < len(self.tokens):
            pos, w = self.token_pos(k), self.ring_w()
            self.anims.fly(d["card"], pos, pos, w, w, dur=0.36, face0=False, face1=True,
                           hides=(("tok", self.tokens[k]["id"]),))
        sound.play("flip")

    def anim_place(self, d) -> None:
        """The ring opens at the gap and the card slides in from its owner."""
        g, seat = d["gap"], d["seat"]
        n = len(self.tokens)
        if n:
            a0 = self.tokens[(g - 1) % n]["a"]
            a1 = self.tokens[g % n]["a"]
            a = a0 + _wrap(a1 - a0) / 2
        else:
            a = self.angle_of(0, 1)
        tok = self.new_token(a)
        self.open_ring(min(g, n), n)
        self.tokens.insert(min(g, n), tok)
        w = self.ring_w()
        self.anims.fly(None, self.seat_anchor(seat), self.point(self.angle_of(min(g, n), n + 1)), self.px(50), w,
                       dur=0.4, face0=False, face1=False, hides=(("tok", tok["id"]),), ease=A.ease_in_out_cubic)
        self.beat(0.1)
        sound.play("slide")

    def anim_swap(self, d) -> None:
        """Two cards cross along the ring's curve; the nearer (lower on the screen) is lifted."""
        i, j = d["i"], d["j"]
        if max(i, j) >= len(self.tokens):
            return
        ti, tj = self.tokens[i], self.tokens[j]
        self.tokens[i], self.tokens[j] = tj, ti
        n = len(self.tokens)
        lower = tj if self.point(tj["a"])[1] >= self.point(ti["a"])[1] else ti
        for k in (i, j):
            t = self.tokens[k]
            t["d0"] = abs(_wrap(self.angle_of(k, n) - t["a"])) or 1e-6
            t["lift"] = 1.0 if t is lower else -0.35
        self.beat(0.55)
        sound.play("slide")

    def round_end_hold(self, valid: bool) -> float:
        """How long a claim's three cards stay held up: a won round waits for a person at this
        screen to click (or Enter) to go on, however long; bots alone, or a replay, go on sooner."""
        return self.watched_hold(2.6) if valid else 1.6

    def anim_claim(self, d) -> None:
        hold = self.round_end_hold(d["valid"])
        n = len(self.tokens)
        ks = [k for k in d["indices"] if k < n]
        angle = {k: self.tokens[k]["a"] for k in ks}

        # where each is drawn, asked again when the window is resized while they are held up
        def spot(k):
            p = self.point(angle[k])
            return p, (p[0], p[1] - self.px(14)), self.ring_w(n)

        for k in ks:
            pos, up, w = spot(k)
            self.anims.fly(self.view_card(k, d), pos, up, w, int(w * 1.25), dur=0.4, face0=False, face1=True,
                           hides=(("tok", self.tokens[k]["id"]),),
                           place=lambda k=k: (*spot(k)[:2], spot(k)[2], int(spot(k)[2] * 1.25)))
            self.anims.fly(self.view_card(k, d), up, up, int(w * 1.25), int(w * 1.25), delay=0.4,
                           dur=hold, hides=(("tok", self.tokens[k]["id"]),),
                           place=lambda k=k: (spot(k)[1], spot(k)[1], int(spot(k)[2] * 1.25), int(spot(k)[2] * 1.25)))
        # what the three made, on a plate under the royal's thresholds (or over the royal when the
        # held-up cards are below), readable over the ring's other cards, while they are held up
        # (on two lines where one would cover cards that two leave clear: a newcomer's lesson had
        # "No claim: 4♥ 2♠ 6♠ (not one suit)" over the ring's lower cards)
        def held():
            w = self.ring_w(n)
            return [self.card_rect(spot(k)[1], int(w * 1.25)) for k in ks]
        one = self.claim_words(d, short=True)
        words = min((one, one.replace(": ", ":\n", 1)),
                    key=lambda ws: round(self.claim_badge_pos(ws, held(), costed=True)[1], 2))

        def plate():
            p = self.claim_badge_pos(words, held())
            return p, p, 0, 0

        self.anims.badge(plate()[0], words, GOLD if d["valid"] else INK,
                         dur=0.4 + hold if d["valid"] else 1.8, size=CLAIM_BADGE, place=plate)
        # the round's end, staged: the three cards held up, what they made and what it won,
        # before the royal goes to its winner and the ring gathers for the next round
        # "(click to go on)" only where the moment waits for a click: a failed claim, or a round
        # nobody at this screen watches (hot-seat between turns), goes on by itself
        self.stage(self.claim_words(d) + ("  (click to go on)" if d["valid"] and hold > 2.6 else ""))
        lifted = (1.25, 0.4 + hold)     # size (of a ring card's), when the lift ends
        self._claimed = {k: (self.view_card(k, d), lifted) for k in d["indices"]}
        if d["valid"]:
            self.hold_view()                # the round that ended stays on the table until the next is dealt
        sound.play("flip")

    def hover_keeps_clear(self) -> list:
        """The royal's thresholds, as wide as their words: a hovered ring card's caption covered
        them (a newcomer)."""
        v = self.view
        if v.royal is None:
            return []
        m, o = v.thresholds
        words = f"{S.SUIT_NAMES[S.CARDS[v.royal].suit]} run {m}+ · other suits {o}+"
        r = self.thresholds_rect()
        w = font(max(11, self.px(14)), True).size(words)[0]
        return [pygame.Rect(r.centerx - w // 2, r.top, w, r.height)]

    def thresholds_rect(self) -> pygame.Rect:
        """Where the royal's thresholds line is written, under the royal in the ring's middle."""
        cx, cy = self.center()
        size = max(11, self.px(14))
        r = pygame.Rect(0, 0, self.ring()[1] * 2, size + self.px(4))
        r.midtop = (cx, cy + self.px(56))
        return r

    def claim_badge_rect(self, words: str, center) -> pygame.Rect:
        """Where a claim's plate is drawn with its centre at ``center``."""
        plate = badge_plate(words, badge_size(self.px, {"size": CLAIM_BADGE}), INK, False, self.px(28), self.px(12))
        return plate.get_rect(center=(int(center[0]), int(center[1])))

    def claim_badge_pos(self, words: str, held=(), costed: bool = False) -> tuple:
        """Under the royal's thresholds, over it, beside it, or on it, else anywhere on the
        table: where the plate covers none of the held-up cards, then not the royal won, then
        the fewest of the ring's others (under the thresholds it lay over the tops of the ring's
        lower cards, a newcomer found; on the royal, another found it hid the prize every round).
        With ``costed``: (the spot, how much it covers)."""
        cx, cy = self.center()
        royal = self.card_rect((cx, cy - self.px(8)), self.px(84))
        below = (cx, self.thresholds_rect().bottom + self.px(22))
        above = (cx, royal.top - self.px(22))
        size = self.claim_badge_rect(words, (0, 0)).size
        half = size[0] / 2 + self.px(10)
        spots = [below, above, (royal.left - half, cy), (royal.right + half, cy), (cx, cy)]
        table = self.layout.rect("table")
        # anywhere else on the table, a little dearer than the middle's spots (the plate reads
        # best by the royal; elsewhere only where it covers clearly less)
        free = table.inflate(-size[0] - 2 * self.px(12), -size[1] - 2 * self.px(12))
        grid = [(free.left + free.width * i / 8, free.top + free.height * j / 6)
                for j in range(7) for i in range(9)] if free.width > 0 and free.height > 0 else []
        w = self.ring_w()
        ring = [self.card_rect(self.token_pos(k), w) for k in range(len(self.tokens))]

        def covered(cards, r):
            # how much of the cards it covers (a card whose edge it grazes by a pixel is not
            # covered: counting it as a whole card sent the plate to the far left, over the
            # ring's cards there and against the window's edge)
            return sum(c.clip(r).width * c.clip(r).height / max(1, c.width * c.height) for c in cards)

        edge = table.inflate(-2 * self.px(10), -2 * self.px(10))

        def cost(p):
            # the held-up three most, then the royal just won (a newcomer: the banner covered it,
            # every round), then the ring's other cards
            r = self.claim_badge_rect(words, p)
            return (10 * covered(held, r) + covered(ring, r) + 3 * covered([royal], r)
                    + (20 if not edge.contains(r) else 0))
        best = min(((cost(p), k, p) for k, p in enumerate(spots)), key=lambda t: (round(t[0], 3), t[1]))
        far = min(((cost(p) + 0.25, len(spots) + k, p) for k, p in enumerate(grid)),
                  key=lambda t: (round(t[0], 3), t[1]), default=None)
        if far is not None and far[0] < best[0]:
            best = far
        return (best[2], best[0]) if costed else best[2]

    def claim_words(self, d, short: bool = False) -> str:
        """What a claim made, in words: who, which three cards, the run's worth and what it won."""
        who = self.match.fill_names(f"{{seat{d['seat']}}}", self.you())
        vals = run_values(d["cards"]) if d["total"] else None
        # an Ace reads with the value it stood for in the run ("A♥(7)"); the three in ring order,
        # the way round that reads left to right on the screen ("A♠(7) 6♠ 5♠" over 5♠ 6♠ A♠ at
        # the ring's foot read backwards: a newcomer), never sorted by where each lies (at the
        # ring's ends that put the middle card last, "6♥ 8♥ 7♥": a newcomer)
        pairs = list(zip(d["cards"], vals or [None] * 3))
        idx = list(d.get("indices") or [])
        if len(idx) == len(pairs) and all(0 <= k < len(self.tokens) for k in idx) \
                and self.token_pos(idx[-1])[0] < self.token_pos(idx[0])[0]:
            pairs.reverse()
        cards = run_cards([c for c, _ in pairs], [v for _, v in pairs] if vals else None)
        royal = S.CARDS[d["royal"]]
        if d["valid"]:
            # what it adds to the winner's score, set bonuses too, as the round panel counted it
            # ("(+1)" for a Jack that completed all the Jacks, worth 4: a newcomer)
            before = tuple(r for r in self.live_view.won[d["seat"]] if r != d["royal"])
            worth = self.royal_adds(before, d["royal"])[0]
            if short:           # the royal won is beside it: a shorter plate fits inside the ring
                return f"{who}: {cards} = {d['total']}"
            win = "win" if who == "You" else "wins"
            return (f"{who} {win} the {royal.name} (+{worth}) with {cards}: a run of {d['total']} "
                    f"({d['needed']} needed).")
        # why not, in words that fit the cards: "needs 24" said of three suits read as arbitrary
        if d["total"]:
            why = f"{d['total']}, needs {d['needed']}"
        elif len({S.CARDS[c].suit for c in d["cards"]}) > 1:
            why = "not one suit"
        else:
            why = "not in running order"
        if short:
            return f"No claim: {cards} ({why})"
        lose = "you lose" if who == "You" else f"{who} loses"
        made = f"a run of only {d['total']}, {d['needed']} needed" if d["total"] else why
        return f"{who} claimed {cards}: {made}. The turn ends and {lose} the next one."

    def last_round_words(self):
        """How the last round ended (for the round panel), from the Events this seat saw, up to
        what a held moment shows (the round that just ended read "Last round: Bea won the K♠"
        beside "Up for grabs: the K♠")."""
        seen = [e for e in self.match.events[:self.log_count()] if e.visible(self.viewer)]
        now = self.view.royal      # the round on the table (None once the game is over) is not the last
        for e in reversed(seen):
            if e.kind in ("claim", "set_aside") and e.data.get("royal") == now:
                continue
            if e.kind == "claim" and e.data.get("valid"):
                d = e.data
                cards = " ".join(S.CARDS[c].short for c in d["cards"])
                return f"Last round: {self.name(d['seat'])} won the {S.CARDS[d['royal']].short} with {cards} ({d['total']})"
            if e.kind == "set_aside":
                return f"Last round: the {S.CARDS[e.data['royal']].short} was set aside (60 turns)"
        return None

    def view_card(self, k: int, d) -> str:
        idx = list(d["indices"])
        return d["cards"][idx.index(k)] if k in idx else None

    def anim_won(self, d) -> None:
        c = self.center()
        w = self.px(84)
        at = self.anims.after()
        self.anims.fly(d["royal"], c, c, w, w, dur=at, hides=(("royal",),),      # it stays up while the run shows
                       place=lambda: (self.center(), self.center(), self.px(84), self.px(84)))
        self.anims.fly(d["royal"], c, self.seat_anchor(d["seat"]), w, self.px(40), delay=at, dur=0.5,
                       hides=(("royal",),), ease=A.ease_in_out_cubic,
                       place=lambda: (self.center(), self.seat_anchor(d["seat"]), self.px(84), self.px(40)))
        self._landing = (d["seat"], d["royal"], self._stage_clock + (at + 0.5) * (self.timeline.speed or 0.0))
        sound.play("win")

    def anim_set_aside(self, d) -> None:
        self.hold_view()
        c = self.center()
        self.anims.fly(d["royal"], c, self.layout.rect("royal").center, self.px(84), self.px(40), dur=0.5,
                       hides=(("royal",),))
        self.anims.popup((c[0], c[1] - self.px(70)), "60 turns: the royal is set aside", INK, dur=1.6)

    def anim_round_end(self, d) -> None:
        self.beat(0.6)
        t0 = self.anims.after()
        drawn = self._drawn_circle
        claimed = self._claimed if d.get("winner") is not None else {}
        n = len(self.tokens)
        for k, t in enumerate(self.tokens):
            # the ring stays as it was (the claimed run held up, face up, the others with their
            # tags) until it gathers to the middle; the next round's deal replaces it only then
            start, grow, up = 0.0, 1.0, 0
            sl = drawn[k] if k < len(drawn) else None
            if k in claimed:
                face, (grow, start) = claimed[k]
                up = 14
            else:
                face = sl.card if sl is not None and sl.face_up else None

            def spot(a=t["a"], up=up, grow=grow):       # asked again if the window is resized meanwhile
                p = self.point(a)
                return (p[0], p[1] - self.px(up)), int(self.ring_w(n) * grow)

            p, cw = spot()
            tags = self.ring_tags(sl) if sl is not None and k not in claimed else []
            hold = t0 + 0.02 * k
            if hold > start:
                self.anims.fly(face, p, p, cw, cw, delay=start, dur=hold - start, face0=face is not None,
                               face1=face is not None, hides=(("tok", t["id"]),),
                               place=lambda spot=spot: (spot()[0], spot()[0], spot()[1], spot()[1]),
                               after=(lambda surf, r, tags=tags: self.draw_tags(surf, r, tags)) if tags else None)
            self.anims.fly(None, p, self.center(), cw, self.ring_w(n), delay=hold, dur=0.3, face0=False, face1=False,
                           hides=(("tok", t["id"]),),
                           place=lambda spot=spot: (spot()[0], self.center(), spot()[1], self.ring_w(n)))
        self._claimed = {}

    def anim_skip(self, d) -> None:
        self.anims.popup(self.seat_anchor(d["seat"]), "loses this turn", INK_DIM)

    # ------------------------------------------------------------------ words
    def describe(self, deck, cid) -> str:
        """A card hovered, in words: an Ace says it is wild, a royal what it is worth ("hovering
        the wild Ace shows only 'Ace of Diamonds'": a newcomer)."""
        c = S.CARDS[cid]
        if c.is_ace:
            return f"{c.name}: any number 1–10 in a run"
        if c.is_royal:
            from rules.auctioneer import ROYAL_POINTS
            pts = ROYAL_POINTS[c.rank]
            return f"{c.name}: worth {pts} point{'' if pts == 1 else 's'}"
        return c.name

    def ring_card_words(self, k: int, view=None) -> str:
        """A ring card as the viewer can see it: "the 6♦", "your 7♠ (face down)", "a face-down card"
        (in ``view``, a View of another moment such as a reviewed decision; else the table's)."""
        v = self.view if view is None else view
        if not 0 <= k < len(v.circle):
            return "a ring card"
        sl = v.circle[k]
        if sl.face_up and sl.card:
            c = S.CARDS[sl.card]
            return f"the {c.label}{c.symbol}"
        if sl.mine and sl.card:
            c = S.CARDS[sl.card]
            return f"{self.yours(self.viewer)} {c.label}{c.symbol} (face down)"
        return "a face-down card"

    def ring_side(self, pos) -> str:
        """Where a point of the ring is, as the screen shows it, told apart from the other ring
        cards on that side: "at the left of the ring" when it is the only one there, else "2nd
        from the left along the top of the ring", "in the middle of the bottom of the ring".
        ("At the top of the ring" pointed a newcomer at the wrong one of five cards there.)"""
        cx, cy = self.center()
        _, rx, ry = self.ring()

        def side(p) -> str:
            dx, dy = (p[0] - cx) / max(1.0, rx), (p[1] - cy) / max(1.0, ry)
            if abs(dy) >= 0.5:
                return "bottom" if dy > 0 else "top"
            return "right" if dx > 0 else "left"
        here = side(pos)
        others = [self.token_pos(k) for k in range(len(self.tokens))]
        row = sorted({(round(p[0]), round(p[1])) for p in others if side(p) == here} | {(round(pos[0]), round(pos[1]))},
                     key=lambda p: p[0] if here in ("top", "bottom") else p[1])
        n = len(row)
        if n <= 1:
            return f"at the {here} of the ring"
        k = min(range(n), key=lambda i: abs(row[i][0] - pos[0]) + abs(row[i][1] - pos[1]))
        first, last = ("left", "right") if here in ("top", "bottom") else ("top", "bottom")
        if n % 2 == 1 and k == n // 2:
            return f"in the middle of the {here} of the ring"
        nth, end = (k + 1, first) if k < n / 2 else (n - k, last)
        return f"{_ORDINAL.get(nth, 'a card')} from the {end} along the {here} of the ring"

    def neighbour_words(self, left: int, right: int, here=None, view=None) -> str:
        """Where a place of the ring is, by the cards beside it that can be told apart:
        "between the 6♦ and the A♠", "right of the 6♦" (``here``: the place's point on the
        screen, so the two places beside one card read apart), or "" when both are face down.
        ``view``: the View of the moment the words are about (else the table's)."""
        L = len((self.view if view is None else view).circle)
        if not L:
            return ""
        a, b = self.ring_card_words(left % L, view), self.ring_card_words(right % L, view)
        seen = [(w, k) for w, k in ((a, left % L), (b, right % L)) if w != "a face-down card"]
        if len(seen) == 2 and a != b:
            return f" between {a} and {b}"
        if not seen:
            return ""
        word, k = seen[0]
        if here is None or k >= len(self.tokens):
            return f" next to {word}"
        return f" {side_of(here, self.token_pos(k))} {word}"

    def moment(self, view) -> str:
        """A turn in a round, as the round panel counts it ("Move 110" numbered every flip, move
        and claim of a game of 57 decisions: a newcomer)."""
        return f"Round {view.round}, turn {view.turns_this_round + 1}"

    def move_text(self, action, view=None, mark=None) -> str:
        """A move in words a player can find on the table: the cards as they look and the
        cards beside them (the hint also marks them on the ring with its number), never a
        position number nobody can see. ``view``: the View of the seat when the move was
        made (the review names past decisions by what was on the table then); without it,
        the table's View now. Which side of a card a place is ("right of") is only said of
        the ring on the screen now: another moment's ring is not the one drawn."""
        now = view is None or view == self.view
        v = self.view if view is None else view
        # in a hint, the face-down cards it marks on the ring with its number are named by it
        # (``mark``), not by where they lie ("the face-down card second from the right along the
        # top of the ring and the one right of it" was hard to read: a newcomer)
        marked = f"marked {mark}" if mark is not None and now else None
        if isinstance(action, Flip):
            sl = v.circle[action.index] if action.index < len(v.circle) else None
            if sl is not None and sl.mine and sl.card:      # a card only you know: named, not located
                return f"Turn up your own {S.CARDS[sl.card].short} (marked)"
            here = self.token_pos(action.index) if now and action.index < len(self.tokens) else None
            where = self.neighbour_words(action.index - 1, action.index + 1, here, v)
            if where and marked:
                return f"Turn up the face-down card {marked},{where}"
            if where:
                return f"Turn up the face-down card{where}"
            if marked:
                return f"Turn up the face-down card {marked}"
            if now and action.index < len(self.tokens):
                # where on the ring, as the screen shows it: two hinted flips both read "the
                # marked face-down card" (a newcomer)
                return f"Turn up the face-down card {self.ring_side(self.token_pos(action.index))}"
            return "Turn up the marked face-down card" if now else "Turn up a face-down card (nothing you knew beside it)"
        if isinstance(action, Place):
            L = len(v.circle)
            here = self.gap_pos(action.gap % L) if now and L else None
            where = self.neighbour_words(action.gap - 1, action.gap, here, v)
            if where and marked:
                # the number first, as every hinted gap carries one (the first read "marked 1",
                # the next two "right of the 8♦": a newcomer looked for the 2 and the 3)
                return f"Place the {S.CARDS[action.card].name} in the gap {marked},{where}"
            if where:
                return f"Place the {S.CARDS[action.card].name} in the gap{where}"
            if marked:
                return f"Place the {S.CARDS[action.card].name} in the gap {marked}"
            return f"Place the {S.CARDS[action.card].name} in the marked gap" if now else \
                f"Place the {S.CARDS[action.card].name} between two face-down cards"
        if isinstance(action, Swap):
            a, b = self.ring_card_words(action.i, v), self.ring_card_words(action.j, v)
            if a == b == "a face-down card":
                if marked:
                    return f"Swap the two face-down cards {marked}"
                if now and max(action.i, action.j) < len(self.tokens):
                    # both by where they lie: "the two marked face-down cards second from the
                    # right along the top" named one card, and two hints read alike (a newcomer)
                    d = circular_distance(action.i, action.j, len(v.circle))
                    places = "" if d == 1 else f"{_NUMBER.get(d, 'some')} places "
                    where = side_of(self.token_pos(action.j), self.token_pos(action.i))
                    return (f"Swap the face-down card {self.ring_side(self.token_pos(action.i))} "
                            f"and the one {places}{where} it")
                if now:
                    return "Swap the two marked face-down cards"
                # a past moment (the review): by the cards around them where any was known ("not
                # told apart from Swap two face-down cards" did not say which: a newcomer)
                L = len(v.circle)
                i, j = sorted((action.i, action.j))
                if circular_distance(i, j, L) == 1:
                    lo, hi = (i, j) if (j - i) % L == 1 else (j, i)
                    where = self.neighbour_words(lo - 1, hi + 1, None, v)
                    return f"Swap two face-down cards side by side{where}" if where else "Swap two face-down cards"
                near = self.neighbour_words(i - 1, i + 1, None, v) or self.neighbour_words(j - 1, j + 1, None, v)
                return f"Swap two face-down cards, one{near}" if near else "Swap two face-down cards"
            if not now:
                return f"Swap {a} and {b}"
            if "a face-down card" in (a, b) and marked:
                return f"Swap {a if b == 'a face-down card' else b} and the face-down card {marked}"
            if "a face-down card" in (a, b) and max(action.i, action.j) < len(self.tokens):
                # the face-down one by where it lies from the other: two hints both read "Swap
                # the 10♥ and the marked face-down card" (a newcomer)
                known, down = (action.i, action.j) if b == "a face-down card" else (action.j, action.i)
                d = circular_distance(known, down, len(v.circle))
                where = side_of(self.token_pos(down), self.token_pos(known))
                places = "" if d == 1 else f"{_NUMBER.get(d, 'some')} places "
                return f"Swap {self.ring_card_words(known, v)} and the face-down card {places}{where} it"
            return f"Swap {a} and {b}"
        if isinstance(action, Claim):
            ks = claim_indices(action.start, len(v.circle))
            words = [self.ring_card_words(k, v) for k in ks]
            if all(w == "a face-down card" for w in words):
                # ("Claim a face-down card, a face-down card, a face-down card": a newcomer); on
                # the ring now, where (two blind claims in one hint read alike)
                mid = ks[1]
                if marked:
                    return f"Claim the three face-down cards {marked} (blind)"
                if now and mid < len(self.tokens):
                    return f"Claim three face-down cards (blind), the middle one {self.ring_side(self.token_pos(mid))}"
                return "Claim three face-down cards (blind)"
            return "Claim " + ", ".join(words[:-1]) + " and " + words[-1]
        if isinstance(action, EndTurn):
            return "End the turn"
        return super().move_text(action)

    def chosen_for_claim(self) -> set:
        """The three ring places chosen for a claim (raised out of the ring), if any."""
        v = self.view
        if self.my_turn() and v.step == "claim" and self.sel_claim is not None and v.circle:
            return set(claim_indices(self.sel_claim, len(v.circle)))
        return set()

    def drawn_pos(self, k: int):
        """Where ring card ``k`` is drawn: its place, raised when chosen for a claim (what
        points at it, a hint's or a lesson's frame, points there: the lesson's frame stood
        10 px below the raised cards, across their corners, a newcomer)."""
        x, y = self.token_pos(k)
        return (x, y - self.px(10)) if k in self.chosen_for_claim() else (x, y)

    def hint_marks(self, action) -> list:
        """The ring cards (or the gap, and the hand card) a hinted move means."""
        w, L = self.ring_w(), len(self.tokens)
        ring = [self.card_rect(self.drawn_pos(k), w) for k in range(L)]
        if isinstance(action, Flip) and action.index < L:
            return [ring[action.index]]
        if isinstance(action, Swap) and max(action.i, action.j) < L:
            return [ring[action.i], ring[action.j]]
        if isinstance(action, Claim):
            return [ring[k] for k in claim_indices(action.start, len(self.view.circle)) if k < L]
        if isinstance(action, Place) and L:
            hand = self.hand_centers() if self.viewer is not None else {}
            # the gap's number just outside the ring, off the cards beside it (on the gap itself
            # it sat on the next card's index: a newcomer)
            gx, gy = self.gap_pos(action.gap % L)
            (cx, cy), rx, ry = self.ring()
            # along the ring's outward normal (straight out from the middle ran into the next card
            # where the ring curves)
            nx, ny = (gx - cx) / max(1.0, rx * rx), (gy - cy) / max(1.0, ry * ry)
            d = max(1e-9, math.hypot(nx, ny))
            ux, uy = nx / d, ny / d
            hw = self.ring_w() / 2
            hh = hw * 88 / 63
            # out of a card's half size along the way out, and the number's own radius
            out = min(hw / max(1e-6, abs(ux)), hh / max(1e-6, abs(uy))) + max(8, self.px(11)) + self.px(3)
            marks = [(gx, gy, gx + ux * out, gy + uy * out)]       # the gap, and where its number stands
            if action.card in hand:
                marks.append(self.card_rect(hand[action.card], self.px(58)))
            return marks
        return []

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface, hidden) -> None:
        self.sync_tokens()
        self.draw_seats(surface, hidden)
        self.draw_ring(surface, hidden, cards=not self.ring_moving())
        self.draw_royal_panel(surface)

    _NOT_UI = TableScene._NOT_UI | {"tokens", "next_id"}

    def base_key(self, surface) -> tuple:
        """While the ring moves its cards are drawn over the kept table each frame (so the
        table is not composed again for every step of the motion); at rest they are part
        of it."""
        rest = None if self.ring_moving() else tuple((t["id"], round(t["a"], 4), t["lift"]) for t in self.tokens)
        return super().base_key(surface) + (rest, tuple(map(len, self.royals_shown())))

    def draw_anims(self, surface) -> None:
        if self.ring_moving():
            del self.hot[len(self.hot) if self._hot_kept is None else self._hot_kept:]
            self.draw_ring_cards(surface, self.timeline.hidden())
        super().draw_anims(surface)

    def draw_ring(self, surface, hidden, cards: bool = True) -> None:
        v = self.view
        (cx, cy), rx, ry = self.ring()
        pygame.draw.ellipse(surface, (20, 52, 40), pygame.Rect(cx - rx, cy - ry, 2 * rx, 2 * ry), 2)
        # the royal in the middle with its two thresholds
        if v.royal and ("royal",) not in hidden:
            self.card(surface, v.royal, (cx, cy - self.px(8)), self.px(84))
            m, o = v.thresholds
            suit = S.SUIT_NAMES[S.CARDS[v.royal].suit]
            text(surface, f"{suit} run {m}+ · other suits {o}+", self.thresholds_rect().midtop, max(11, self.px(14)),
                 GOLD, True, anchor="midtop")
        self._hot_kept = len(self.hot)
        if cards:
            self.draw_ring_cards(surface, hidden)

    def draw_ring_cards(self, surface, hidden) -> None:
        v = self.live_view                  # the ring's cards as the tokens are (a held round's end flies the old)
        self._drawn_circle = v.circle          # the ring as last shown (a round's end keeps it up)
        w = self.ring_w()
        L = len(v.circle)
        mine_turn = self.my_turn()
        st = v.step
        reach = set(self.reachable(self.sel_ring)) if (mine_turn and st == "move" and self.sel_ring is not None) else set()
        valid = set()
        # lit at the claim step, and at your move while nothing is chosen: a run already standing
        for s0 in self.visible_valid_claims() if self.finder() and mine_turn and (st == "claim" or (
                st == "move" and self.sel_hand is None and self.sel_ring is None)) else []:
            valid |= set(claim_indices(s0, L))
        chosen = self.chosen_for_claim()
        order = sorted(range(L), key=lambda k: (self.tokens[k]["lift"] > 0, self.token_pos(k)[1]))
        memory = self.app.settings.memory_aid
        revealed = self.revealed_on_table().get("ring", {})
        for k in order:
            if ("tok", self.tokens[k]["id"]) in hidden:
                continue
            sl = v.circle[k]
            pos = self.token_pos(k)
            hl = None
            if k in chosen:
                hl = VALID if k in valid else LIFT
            elif k in valid:
                hl = VALID
            elif k == self.sel_ring and st == "move":
                hl = LIFT
            elif k in reach:
                hl = REACH
            elif mine_turn and k == self.cursor and self.by_keys:
                hl = (255, 255, 255)        # the keyboard's, once it is used (a white outline on a
                                            # card nobody pointed at puzzled a newcomer)
            if k in chosen:                 # the three chosen for a claim stand out of the ring, ringed
                pos = self.drawn_pos(k)
            shown = revealed.get(k)
            if shown is not None:                 # a replay with everything revealed: face up, marked
                rect = self.card(surface, shown, pos, w, face_up=True, highlight=hl, deck="standard")
                self.card_tag(surface, rect, w, "down", (60, 60, 70), (225, 225, 235, 235), (90, 90, 100))   # it lies face down
            else:
                rect = self.card(surface, sl.card if sl.face_up else None, pos, w, face_up=sl.face_up, highlight=hl,
                                 deck="standard")
            if k in chosen:
                pygame.draw.rect(surface, hl, rect.inflate(self.px(8), self.px(8)), max(3, self.px(3)),
                                 border_radius=self.px(7))
            if shown is None:
                self.draw_tags(surface, rect, self.ring_tags(sl))
                if sl.mine and not sl.face_up and memory and sl.card:
                    self.hot.append((rect, "standard", sl.card))
                elif not sl.face_up:
                    # hovered, a face-down card says whose it is, never what (another's gave no
                    # feedback at all: a newcomer)
                    by = sl.placed_by
                    self.hidden_note(rect, "A face-down card of the deal" if by is None else
                                     self.match.fill_names(f"A face-down card {{seat{by}}} placed", self.you())
                                     + (" (yours: only you know it)" if sl.mine and sl.card else ""))
            moved = self.last_moved_by(k) if memory else None
            if moved is not None:           # the last move's cards, until the next move: who moved them, and how
                seat, how = moved
                col = self.seat_colour(seat)
                if hl is None:              # a lit card (reach, a run) keeps its light
                    pygame.draw.rect(surface, col, rect.inflate(self.px(4), self.px(4)), max(2, self.px(2)),
                                     border_radius=self.px(5))
                # a tag where it hides no index: a face-up card's foot; a face-down card's head
                # (its foot may carry its placer's name; a card just placed face down has it already)
                if sl.face_up or how == "swapped":
                    mark = '⇄' if how == 'swapped' else '+'
                    self.card_tag(surface, rect, w, f"{mark} {self.tag_name(seat, w, mark + ' ')}", col,
                                  (20, 34, 28, 230), col, top=not sl.face_up)
        # gap markers while a hand card waits to be placed
        if mine_turn and st == "move" and self.sel_hand is not None and L:
            mouse = pygame.mouse.get_pos()
            near = min(range(L), key=lambda g: math.dist(self.gap_pos(g), mouse))
            lit = self.cursor if self.by_keys else near       # one dot lit: the keyboard's or the mouse's
            for g in range(L):
                x, y = self.gap_pos(g)
                on = g == lit
                pygame.draw.circle(surface, (20, 34, 28), (int(x), int(y)), self.px(9 if on else 6))
                pygame.draw.circle(surface, ACCENT, (int(x), int(y)), self.px(7 if on else 4))

    def ring_tags(self, sl) -> list:
        """The memory aid's tags on a ring card (``card_tag``'s words and colours): your own
        face-down card's rank and suit, or whose another face-down card is (everyone saw it
        placed and moved; the card stays hidden)."""
        if sl.face_up or not self.app.settings.memory_aid:
            return []
        if sl.mine and sl.card:
            c = S.CARDS[sl.card]
            col = art.suit_color(c.suit)     # four-colour suits too (a ♦ tag was red beside blue diamonds)
            return [(f"{c.label}{c.symbol}", col, (245, 240, 225, 240), (80, 80, 80))]
        if sl.placed_by is not None and sl.placed_by != self.viewer:
            return [(self.tag_name(sl.placed_by, self.ring_w()), INK, (20, 34, 28, 220), (120, 140, 126))]
        return []

    def draw_tags(self, surface, rect, tags) -> None:
        for label, color, fill, border in tags:
            self.card_tag(surface, rect, rect.width, label, color, fill, border)

    def last_moved_by(self, k: int):
        """(seat, "swapped"/"placed") when ring card ``k`` was moved lately, for the memory
        aid's mark: swapped by anyone (you too), or placed by another seat, since your last turn
        began, the latest of them, from the View's lists of the round's swaps and placements
        (the marks went with your next move and did not come back after an undo, and your own
        swaps had none: newcomers; "+ Cyd" went with your own move too)."""
        v = self.view
        since = v.turns_this_round - v.players
        latest = None
        for turn, who, i, j in v.swaps:             # oldest first: a card moved again keeps the latest
            if turn > since and k in (i, j):
                latest = (turn, who, "swapped")
        for turn, who, p in v.placements:
            if turn > since and p == k and who != self.viewer and (latest is None or turn > latest[0]):
                latest = (turn, who, "placed")
        return None if latest is None else latest[1:]

    def tag_name(self, seat: int, w, before: str = "") -> str:
        """A seat's name for a ring card's tag: whole when it fits, else short and still telling
        seats apart ("Player 2" → "P2"; "⇄ Pl…" and "Play…" could not tell Player 1 from 2)."""
        import re
        name = "You" if seat == self.viewer and not self.hot_seat() else self.name(seat)
        room = int(w * 0.8) - self.px(4)
        if font(max(9, self.px(11)), True).size(before + name)[0] <= room:
            return name
        m = re.match(r"^(\S)\S*\s+(\d+)$", name)
        if m:
            return m.group(1) + m.group(2)
        initials = "".join(p[0] for p in name.split()[:2]).upper()
        return initials if len(name.split()) > 1 else name[:3]

    def card_tag(self, surface, rect, w, label, color, fill, border, top: bool = False) -> None:
        """A small label across the bottom (or the top) of a ring card (the memory aid)."""
        tag = pygame.Rect(0, 0, int(w * 0.8), self.px(16))
        if top:
            tag.midtop = (rect.centerx, rect.top + self.px(3))
        else:
            tag.midbottom = (rect.centerx, rect.bottom - self.px(3))
        panel(surface, tag, fill, border, 4)
        # smaller letters before cut ones ("+ C…" on a narrow card of a full ring: a newcomer)
        size = fit_size(label, tag.width - self.px(4), max(9, self.px(11)), least=8, bold=True)
        text(surface, label, tag.center, size, color, True, anchor="center", max_width=tag.width - self.px(4))

    def draw_seat(self, surface, seat: int, hidden=()) -> None:
        v = self.view
        r = self.seat_rect(seat)
        own = self.seat_slot(seat) == "seat_0"
        acting = v.to_act == seat and v.step != "over"
        self.draw_seat_box(surface, r, acting)
        spec = self.match.seats[seat]
        nr = text(surface, spec.name, (r.left + self.px(10), r.top + self.px(6)), max(12, self.px(16)), INK, True,
                  max_width=r.width // 2)
        who = self.seat_tag(seat)
        small = max(10, self.px(13))
        status, col = "", INK_DIM
        if v.skip and v.skip[seat]:
            status = "loses next turn"
        if acting:
            status, col = ("your turn" if self.turn_is_yours(seat) else self.busy_word(seat, "playing…")), ACCENT
        sr = text(surface, status, (r.right - self.px(10), nr.centery), small, col, True, anchor="midright")
        if sr.left - nr.right > self.px(40):
            text(surface, who, (nr.right + self.px(8), nr.centery), max(10, self.px(12)), INK_DIM, anchor="midleft",
                 max_width=sr.left - nr.right - self.px(16))
        # royals won: their points so far first, then the cards, kept short of the hand
        won = self.royals_shown()[seat]
        x = r.left + self.px(10)
        y = r.top + self.px(30)
        rw = self.px(30)
        if not won:
            text(surface, "no royals yet", (x, y + self.px(8)), max(9, self.px(12)), INK_DIM)
        else:
            pts = score_royals(won, v.players)[0]
            pr = text(surface, f"{pts} pt{'s' if pts != 1 else ''}", (x, y + rw * 88 / 63 / 2), max(10, self.px(13)),
                      GOLD, True, anchor="midleft")
            x0 = pr.right + self.px(6)
            # (short of the others' hand backs, at the box's right end: seven royals crushed into
            # 150 px against a hand in the box's middle, a newcomer)
            end = (self.own_hand_left(seat) if own else self.hand_x(seat) - self.px(13)) - self.px(8)
            # side by side while they fit (at 70% overlap a third royal showed as a sliver
            # beside plenty of room); crowded, smaller, each still showing half its width
            rw = max(self.px(14), min(rw, int((end - x0) / (1 + (len(won) - 1) / 2))))
            step = min(rw + self.px(4), (end - x0 - rw) / max(1, len(won) - 1))
            for k, c in enumerate(won):
                self.card(surface, c, (x0 + rw / 2 + k * step, y + rw * 88 / 63 / 2), rw)
        # the hand: yours face up, the others' as backs with their size
        if seat == self.viewer and own:
            hw = self.px(58)
            for k, (c, pos) in enumerate(self.hand_centers().items()):
                hl = LIFT if c == self.sel_hand else None
                self.card(surface, c, pos, hw, highlight=hl, deck="standard")
            if not v.hand:
                text(surface, f"{self.yours(self.viewer)} hand is empty", (self.own_hand_left(seat), r.centery), small, INK_DIM,
                     anchor="midleft")
        else:
            hx = self.own_hand_left(seat) if own else self.hand_x(seat)
            n = v.hand_sizes[seat]
            bw, step, cards = self.hand_look(seat)
            if cards is not None:                         # everything revealed (a replay): face up
                for k, c in enumerate(cards):
                    self.card(surface, c, (hx + k * bw * step, r.top + self.px(58)), bw, deck="standard")
            else:
                for k in range(n):
                    art.draw_card(surface, "standard", None, (hx + k * bw * step, r.top + self.px(62)), width=bw,
                                  face_up=False)
            text(surface, f"hand {n}", (hx, r.top + self.px(86)), max(9, self.px(12)), INK_DIM)

    def own_hand_left(self, seat: int) -> int:
        """Where the hand begins in the bottom box, ``seat``'s: past the royals it has won, each
        at its full width (five were crushed against the hand: a newcomer), while a hand of
        seven still fits beside them."""
        r = self.seat_rect(seat)
        won = len(self.royals_shown()[seat])
        need = r.left + self.px(10 + 50 + 6) + won * self.px(34) + self.px(16)
        most = r.right - self.px(20) - 7 * self.px(66)
        return int(max(r.left + self.px(230), min(need, most)))

    def hand_x(self, seat: int) -> float:
        """Where another seat's hand (its backs) begins: the first card's middle, the row ending
        at the box's right (the room left of it is the royals' it won)."""
        r = self.seat_rect(seat)
        bw, step, _ = self.hand_look(seat)
        # (as long as a hand dealt at this table: the row stays put as the hand shrinks)
        most = max(self.view.hand_sizes[seat], HAND_SIZES.get(self.view.players, 7))
        return max(r.left + self.px(120), r.right - self.px(14) - bw / 2 - bw * step * (most - 1))

    def hand_look(self, seat: int) -> tuple:
        """(card width, step as a share of it, the cards or None) of another seat's hand: backs,
        or its cards face up where everything is revealed (a replay: wider apart, they ran past
        the box's edge)."""
        n = self.view.hand_sizes[seat]
        cards = self.revealed_on_table().get("hands", {}).get(seat)
        if cards is not None and len(cards) == n:
            return self.px(34), 0.62, list(cards)
        return self.px(26), 0.45, None

    def royals_shown(self) -> list:
        """Each seat's royals as the table shows them: while a round's end is held up, the won
        royal joins its winner's seat when its flight lands there."""
        won = [tuple(w) for w in self.view.won]
        if self.view_held() and self._landing is not None:
            seat, royal, when = self._landing
            if self._stage_clock >= when and royal not in won[seat]:
                won[seat] += (royal,)
        return won

    def royal_adds(self, won, royal) -> tuple:
        """(the points ``royal`` adds to a seat holding ``won``, set bonuses too; the bonuses it
        completes, in words: "all the Queens")."""
        players = len(self.match.seats)
        old, old_lines = score_royals(tuple(won), players)
        new, new_lines = score_royals(tuple(won) + (royal,), players)
        extra = [label.replace("All the", "all the") for label, pts in new_lines
                 if (label, pts) not in old_lines and label != S.CARDS[royal].name]
        return new - old, extra

    def worth_words(self, v) -> str:
        """What the royal up for grabs adds to each seat's score, sets and bonuses included:
        "Points it would bring (set bonuses too): Ada 2, Bea 2, Cyd 5 (all the Queens)". A newcomer's score went from 5 to 10 on a
        Queen worth 2, and a King worth 6 decided the game, with no warning on the table."""
        parts = []
        for i, w in enumerate(self.royals_shown()):
            adds, extra = self.royal_adds(w, v.royal)
            parts.append(f"{self.name(i)} {adds}" + (f" ({', '.join(extra)})" if extra else ""))
        # "Worth to each, sets included" was cryptic until worked out (a newcomer)
        return "Points it would bring (set bonuses too): " + ", ".join(parts)

    def draw_royal_panel(self, surface) -> None:
        v = self.view
        over = v.step == "over"
        r, x, y = self.draw_side_panel(surface, "royal", "Game over" if over else f"Round {v.round} of {len(v.suits) * 3}",
                                       fit_title=not over)
        lines = []
        if v.royal:
            lines.append((f"Up for grabs: the {S.CARDS[v.royal].name}", INK))
            m, o = v.thresholds
            suit = S.SUIT_NAMES[S.CARDS[v.royal].suit]
            lines += [(f"Run in {suit}: {m} or more", GOLD), (f"Run in another suit: {o} or more", GOLD),
                      (f"Turn {v.turns_this_round + 1} of {v.turn_limit}", INK)]
            lines.append((self.worth_words(v), INK))
        # after this one: "Goods left: 1 royal" while a royal was up read as if it were the last
        n = v.royals_left
        lines.append((f"Royals still to come{' after this one' if v.royal else ''}: {n}" if n else
                      ("The last royal" if v.royal else "No royals left"), INK_DIM))
        if v.set_aside:
            lines.append(("Set aside: " + ", ".join(S.CARDS[c].short for c in v.set_aside), INK_DIM))
        # the score so far (sets and bonuses included), not a count of royals
        scores = [f"{self.name(i)} {score_royals(w, v.players)[0]}" for i, w in enumerate(self.royals_shown())]
        lines.append(("Points: " + ", ".join(scores), INK_DIM))
        last = self.last_round_words()
        if last and (v.round > 1 or over):
            lines.append((last, INK_DIM))
        width = r.width - self.px(24)
        size = max(11, self.px(14))
        smallest = max(10, self.px(11))
        while True:
            # a long line (the royals won at four players) wraps rather than losing a name; the
            # words get smaller before they run into the panel's edge ("Last round: …" did)
            laid = [(hanging(line, size, width, self.px(10)), col) for line, col in lines]
            wrap_h, line_h = round(self.px(18) * size / max(1, self.px(14))), round(self.px(22) * size / max(1, self.px(14)))
            need = sum(line_h + wrap_h * (len(parts) - 1) for parts, _ in laid) - (line_h - font(size).get_linesize())
            if y + need <= r.bottom - self.px(6) or size <= smallest:
                break
            size -= 1
        for parts, col in laid:
            for k, (dx, part) in enumerate(parts):
                if k:
                    y += wrap_h
                text(surface, part, (x + dx, y), size, col, max_width=width - dx)
            y += line_h
