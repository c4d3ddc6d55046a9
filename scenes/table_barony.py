"""The Barony table.

The stage deck, the three Market cards (with the bids committed to each at its right) and the
shared discard pile across the middle; every seat's resources face up (usable, committed,
expended); the stage panel and the log on the right; the prompt bar at the bottom.

Bidding by selection: click a Market card (or 1–3) to aim at it, then click your usable
resource cards (or ←→ and Space) to add them; each card shows what it adds against the
target and which symbols match. Confirm (Enter) commits the bid, Clear bid
(Backspace) clears it, Pass (P) drops out of this Market. Barony has no secret cards, so
hot-seat needs no curtain: the table keeps one orientation and says whose turn it is.
"""
from __future__ import annotations

import pygame

from game import anim as A
from game import art, sound
from game.art.decktet_face import FULL_MIN_W
from game.art.suits import suit_icon
from game import orders
from game.assets import font
from rules.barony import Add, Commit, Confirm, Pass, Target, bid_value
from rules.decks import decktet as D

from .table_kit import TableScene, fan_xs
from .widgets import ACCENT, GOLD, INK, INK_DIM, Button, panel, text, wrap

STANDING = "Score if no one wins another card"    # the stage panel's count (the lesson and rules page name it)
STAGES = ("", "I", "II", "III", "IV", "V", "VI")
SEAT_COLOURS = ((240, 200, 110), (130, 200, 240), (220, 140, 200))
FOCUS = (255, 214, 120)      # the keyboard's focus in your row


def shared_symbols(resource: str, target: str) -> list:
    """What a resource card shares with a Market card (BA3), in words: a rank and suits."""
    a, b = D.CARDS[resource], D.CARDS[target]
    if a.kind == D.EXCUSE:
        return ["always 1 (the Excuse)"]
    out = []
    if a.kind == D.NUMBER and b.kind == D.NUMBER and a.rank == b.rank:
        out.append(f"rank {a.rank}")
    out += [s.capitalize() for s in a.suits if s in b.suits]
    return out


SHOWS_ENOUGH = 0.6       # a row's cards show this much of their width: a chosen one needs no room made for it
ICONS = "\0"           # a header tag drawn as a seat's scoring suits' symbols, then the words after them
COLLAPSE_AT = 3        # this many 0-point matches in a row read as one line of the log
BRISK = 0.2            # a bots-only run of 0-point matches plays at this share of the bots' pace
SITTING_OUT = 0.5      # ... and any other bidding no person at this screen still takes part in


def zero_matches(events) -> list:
    """The Events in order, with runs of 0-point matches picked out: ``[(event, run)]`` where
    ``run`` is None for an ordinary Event, else the run it belongs to (a dict: ``seats`` in
    the order they first matched, ``targets``, ``value``, ``count``, ``events``, ``open``: no
    other Event has come after it yet). A 0-point match is a commitment that adds nothing
    to the seat's bid and only levels it with the best (a tie goes to the latest bid)."""
    out, bids, run = [], {}, None
    for e in events:
        d = e.data if isinstance(e.data, dict) else {}
        if e.kind == "selecting":
            out.append((e, None))
            continue
        zero = False
        if e.kind == "commit":
            before = bids.get(d["seat"], 0)
            best = max(bids.values(), default=None)
            zero = d["value"] == before and best is not None and d["value"] == best
            bids[d["seat"]] = d["value"]
        elif e.kind == "pass":
            bids.pop(d.get("seat"), None)
        elif e.kind in ("market", "won", "no_bid", "stage_end", "stage_start", "game_over"):
            bids = {}
        if zero:
            if run is None:
                run = dict(seats=[], targets=[], value=d["value"], count=0, events=[], open=True)
            run["count"] += 1
            run.setdefault("by", {})
            run["by"][d["seat"]] = run["by"].get(d["seat"], 0) + 1
            run["events"].append(e)
            for key, val in (("seats", d["seat"]), ("targets", d["target"])):
                if val not in run[key]:
                    run[key].append(val)
            out.append((e, run))
        else:
            if run is not None:
                run["open"] = False
            run = None
            out.append((e, None))
    return out


def run_words(run, ongoing: bool = False, brief: bool = False) -> str:
    """One line for a run of 0-point matches ("{seat1} and {seat2} matched each other 6 times
    at 0 on The End…"; ``ongoing``: "keep matching… so far", and unless ``brief`` each seat's
    count and why it goes on), names left to be filled in."""
    seats = ["{seat%d}" % s for s in run["seats"]]
    who = seats[0] if len(seats) == 1 else ", ".join(seats[:-1]) + " and " + seats[-1]
    on = " and ".join(D.CARDS[t].name for t in run["targets"])
    n = run["count"]

    def times(k):
        return "once" if k == 1 else "twice" if k == 2 else f"{k} times"
    # each seat's own count ("You and Cyd matched each other 5 times" when you had matched twice
    # read as yours: a newcomer)
    by = run.get("by") or {}
    each = ", ".join(f"{'{seat%d}' % s} {times(by.get(s, 0))}" for s in run["seats"]) if len(seats) > 1 and by else ""
    if ongoing and brief:
        return f"{who} keep matching each other at {run['value']} on {on} ({times(n)} so far)"
    if ongoing:
        return (f"{who} keep matching each other at {run['value']} on {on} ({times(n)} so far"
                + (f": {each}" if each else "") + "): a tie goes to the latest bid, so any card retakes the lead")
    return f"{who} matched each other {times(n)} at {run['value']} on {on}" + (f" ({each})" if each else "") + \
        ", each with a card worth +0 (a tie goes to the latest bid)."


class BaronyTable(TableScene):
    SIDE_PANEL = "stage"      # the hint may take its room (``hint_column``)
    SCORING = ("Score: 1 for each pool card that shares a suit with an Ace or Crown you hold; at three players "
               "the Excuse's holder scores 1 for each Ace and Crown in the pool.")   # the results say it under the heading
    deck = "decktet"
    RESULT_CARDS = (("resources", "Resources at the end"),)
    # card widths at 1280x720: yours, and the other seats' (a newcomer: "the cards are small";
    # they were 80 and 52 with a third of each box empty)
    OWN_W, OTHER_W = 100, 74
    HOT_W = 84           # a person's seat in a top box (hot-seat): it was as small as a bot's

    def __init__(self, app, match, viewer=None, animate=True):
        super().__init__(app, match, viewer, animate)
        humans = match.humans()
        self.home = humans[0] if humans else 0       # one orientation for the whole game
        self.orient = self.home
        self.sel_target = None
        self.sel_cards: list = []
        self.cursor = 0
        self.sel_for = None            # (markets played, seat, committed count) the selection belongs to
        self.discard_open = False
        self.pool_shown = False        # the end of the game: the pool laid out and counted
        self.market_after = 0.0        # a stage's first Market is dealt this long from now: after its banner
        self.brisk_from = None         # the bots' pace before a bots-only run of 0-point matches sped it up
        self.brisk_share = BRISK       # ... and the share of it they play at now
        self._market_rects: list = []  # where the Market cards were drawn last (an enlargement keeps clear)

    # ------------------------------------------------------------------ seats: one orientation, no curtain
    @property
    def anchor_seat(self) -> int:
        return self.home

    def colour(self, seat: int):
        return SEAT_COLOURS[seat % len(SEAT_COLOURS)]

    # ------------------------------------------------------------------ geometry
    def cw(self, base: float) -> int:
        return max(20, self.px(base))

    def market_center(self, i: int):
        return self.layout.rect(f"market_{i}").center

    def market_index(self, cid):
        v = self.view
        return list(v.market).index(cid) if cid in v.market else None

    def seat_parts(self, seat: int) -> dict:
        r = self.seat_rect(seat)
        own = self.seat_slot(seat) == "seat_0"
        # a person at this screen in a top box (hot-seat: the table keeps one orientation) plays
        # from cards nearly as large as the bottom seat's, with room for what each adds
        person = own or (len(self.match.humans()) > 1 and not self.match.seats[seat].is_bot)
        head = self.px(30)
        base = self.cw(self.OWN_W if own else self.HOT_W if person else self.OTHER_W)
        cw = base
        ch = round(cw * 88 / 63)
        top = r.top + head + self.px(28 if own else 6)     # yours: room for a chosen card raised, and the keyboard's marker over it, under your name (they touched "Prime": a newcomer)
        width = int(r.width * 0.97)
        spent_n = len(self.view.expended[seat])
        if spent_n:
            # the expended cards take the room they need (up to a third of the box): with 9-12
            # resources the row overlapped while the expended area beside it stood mostly empty
            ew = self.cw(40 if own else 34)
            need = self.px(48) + spent_n * (ew + self.px(8))
            width = max(int(r.width * 0.64), min(width, r.width - self.px(10) - need))
        # many resources: a second row (if the box has room for it) before the cards overlap
        # so much that they cannot be read
        n = len(self.view.resources[seat])
        gap = self.px(8)
        below = self.px(22) if person else 0   # under each of your cards, the +N it adds to your bid
        avail = r.bottom - self.px(8) - top - below
        rows = 1
        # a little smaller in one row, while the cards stay large enough to carry their names:
        # ten resources overlapped and cut every name ("The Watchma", "Ace of Wy": a newcomer)
        # where a card a tenth smaller fitted them all side by side
        # (another seat's cards too: seven wrapped into two rows of small cards beside half a
        # box of empty felt, at 1280x720: a newcomer)
        if n > 1 and self.row_step(width, n, cw) < cw + self.px(4):
            side = (width - (n - 1) * self.px(5)) // n       # closer together, side by side
            # (a window too small for names on the cards: their names stand under them, which
            # overlapping cards hid too; and so do up to fourteen cards, down to 0.6 of their
            # size, their names under them: overlapping, "The Harves", "The Huntres" were cut at
            # 1280x720, and with fourteen a click took the card next to the one meant: newcomers)
            if side >= base * 0.6:
                cw = side
        # (once its cards would overlap: seven fanned out overlapping in one seat while another
        # seat's wrapped, a newcomer)
        while self.row_step(width, -(-n // rows), cw) < cw * 0.95:
            # one more row, with cards smaller if need be to fit the box, but never below 60%
            fit = int(((avail + gap + below) / (rows + 1) - gap - below) * 63 / 88)
            small = min(cw, fit)
            if small < base * 0.6:
                break
            rows, cw = rows + 1, small
        ch = round(cw * 88 / 63)
        usable = pygame.Rect(r.left + self.px(10), top, width, rows * ch + (rows - 1) * (gap + below))
        spent = pygame.Rect(usable.right + self.px(14), usable.top, r.right - usable.right - self.px(34), ch)
        return dict(rect=r, own=own, cw=cw, ch=ch, usable=usable, spent=spent, ew=self.cw(40 if own else 34),
                    rows=rows)

    def row_step(self, width: int, n: int, w: int) -> float:
        """How far apart ``n`` cards ``w`` wide sit in a row ``width`` wide (they overlap when crowded)."""
        return min(w + self.px(8), (width - w) / max(1, n - 1)) if n > 1 else w + self.px(8)

    def row_centers(self, area: pygame.Rect, n: int, w: int, lift=(), rows: int = 1, down: bool = False) -> list:
        """Centres of ``n`` cards in ``rows`` rows filling ``area`` (each row as wide as it);
        the ``lift`` ones raised (``down``: lowered, in a seat at the top, clear of its name)."""
        if n <= 0:
            return []
        per = -(-n // rows)
        h = round(w * 88 / 63)
        gap = (area.height - rows * h) / max(1, rows - 1) if rows > 1 else 0
        step = self.row_step(area.width, per, w)
        out = []
        x = {}
        for row in range(rows):
            ks = list(range(row * per, min(n, (row + 1) * per)))
            # where the row overlaps, a chosen (lifted) card shows whole and the others close up:
            # lifted over its neighbour, it took the clicks meant for the next card's strip, and
            # a newcomer's second click un-chose the first card ("Confirm 0")
            # (only where the overlap hides most of a card: a chosen card that already shows
            # most of itself stays put, and so do its neighbours, whose click targets moved under
            # a newcomer's pointer at every card chosen in a row of 11 to 16)
            whole = {j for j, k in enumerate(ks) if k in lift} if step < SHOWS_ENOUGH * w else set()
            xs = fan_xs(area.left, area.width, w, len(ks), step, whole, gap=self.px(4), least=self.px(12))
            x.update(zip(ks, xs))
        for k in range(n):
            row, col = divmod(k, per)
            y = area.top + h / 2 + row * (h + gap) if rows > 1 else area.centery
            out.append((x[k], y + (self.px(14) if down else -self.px(14)) * (k in lift)))
        return out

    def resource_centers(self, seat: int) -> dict:
        """Centre of each usable card of a seat (selected ones lifted)."""
        g = self.seat_parts(seat)
        cards = list(self.view.resources[seat])
        lift = {k for k, c in enumerate(cards) if seat == self.viewer and c in self.sel_cards}
        # a seat in the upper half (hot-seat without a curtain keeps the table turned) lowers
        # its chosen cards: raised, they covered its name
        down = self.seat_rect(seat).centery < self.app.size[1] // 2
        return dict(zip(cards, self.row_centers(g["usable"], len(cards), g["cw"], lift, g["rows"], down)))

    def resource_draw_order(self, seat: int) -> list:
        """A seat's usable cards as drawn, bottom first: the chosen (lifted) ones last, over
        their neighbours (drawn in row order, a lifted card slid under the next one)."""
        cards = list(self.view.resources[seat])
        if seat != self.viewer:
            return cards
        g = self.seat_parts(seat)
        if self.row_step(g["usable"].width, -(-len(cards) // g["rows"]), g["cw"]) >= SHOWS_ENOUGH * g["cw"]:
            return cards          # nothing closes up: drawn in row order, each strip its own card's
        return [c for c in cards if c not in self.sel_cards] + [c for c in cards if c in self.sel_cards]

    def expended_centers(self, seat: int) -> dict:
        g = self.seat_parts(seat)
        cards = list(self.view.expended[seat])
        area = g["spent"].inflate(0, -self.px(20)).move(0, self.px(10))
        return dict(zip(cards, self.row_centers(area, len(cards), g["ew"])))

    def bid_spot(self, target, seat: int, k: int = 0):
        """Where the ``k``-th card a seat committed to ``target`` sits, at the target's right."""
        i = self.market_index(target)
        r = self.layout.rect(f"bids_{i if i is not None else 1}")
        order = sorted(range(self.view.players), key=lambda s: (s - self.home) % self.view.players)
        row = order.index(seat)
        h = r.height / self.view.players
        w = self.bid_w()
        # the pile fans out at most as far as leaves room for its label ("Cyd 12") before the
        # next Market card: a long pile closes up instead of running over it
        v = self.view
        n = max(k + 1, len(v.committed[seat]) if v.targets[seat] == target else 0)
        room = r.width - self.px(12) - w - self.bid_label_width()
        step = min(w * 0.55, room / max(1, n - 1)) if n > 1 else 0
        return (r.left + self.px(12) + w / 2 + k * max(1, step), r.top + h * row + h / 2 + self.px(4))

    def bid_w(self) -> int:
        """A committed card's width: as large as its row of the bids' column lets it be, each
        pile's foot under the next row's top (at 30 design pixels the piles read as "tiny
        thumbnails beside the Market cards": a newcomer); its corner and suits show."""
        r = self.layout.rect("bids_0")
        row = r.height / self.view.players
        return max(20, min(self.px(46), int(row * 1.4 * 63 / 88)))

    def bid_label_width(self) -> int:
        """The room a pile's label takes at its right: the longest name and a two-digit bid."""
        f = font(max(9, self.px(12)), True)
        longest = max((self.name(s) for s in range(self.view.players)), key=lambda s: f.size(s)[0])
        # its gap from the pile and its margin before the column's edge (``draw_bids``): with the
        # room a little short, a long pile's label was cut ("Cyd…": a newcomer)
        return f.size(f"{longest}: 99")[0] + self.px(4) + self.px(12)

    def header_pos(self, seat: int, words: str = "bid 12"):
        """Where a seat's pop-ups rise: inside its box, clear of its cards (below the row of
        resources; when two rows fill the box, in the room right of its cards, else on the
        name line)."""
        return self.word_spot(seat, words)[0]

    def word_spot(self, seat: int, words: str = "bid 12") -> tuple:
        """``header_pos`` and whether it is on the seat's name line (no room elsewhere): a word
        rising there covers the seat's points and status ("a floating 'bid 1' sits over Cyd's
        '9 pts so far'": a newcomer), so ``popup_for`` says it elsewhere or not at all."""
        g = self.seat_parts(seat)
        r = g["rect"]
        # low enough that, risen (26 px), it still stands clear of the cards ("bid 1" rose over
        # the foot of a seat's cards: a newcomer)
        below = g["usable"].bottom + self.px(24) + self.px(26)
        if g["rows"] > 1 or below > r.bottom - self.px(12):
            # beside the cards where there is room: on the name line "bid 0" rose over Cyd's
            # "scores in Suns, Wyrms" (a newcomer)
            xs = [x for x, _ in self.resource_centers(seat).values()]
            left = (max(xs) + g["cw"] / 2 if xs else g["usable"].left) + self.px(10)
            spent = [x for x, _ in self.expended_centers(seat).values()]
            right = (min(spent) - g["ew"] / 2 if spent else r.right) - self.px(10)
            if right - left >= font(max(14, self.px(22)), True).size(words)[0]:
                return ((left + right) / 2, g["usable"].centery + self.px(13)), False
            # on the name line, once risen: starting there, "bid 0" rose over the box's top edge
            return (r.centerx, r.top + self.px(16) + self.px(26)), True
        return (r.centerx, below), False

    def popup_for(self, seat: int, words: str, color, elsewhere=None, **kw) -> None:
        """A seat's word rising in its box (``word_spot``); where the only room is its name line,
        at ``elsewhere`` instead, or not at all (its status at the right says it)."""
        pos, on_name = self.word_spot(seat, words)
        if on_name:
            if elsewhere is None:
                return
            # away from the seat's box, the words say whose they are ("takes Ace of Leaves"
            # stood by the deck, nobody's: a newcomer)
            pos, words = elsewhere, self.says(seat, words)
        self.anims.popup(pos, words, color, **kw)

    # ------------------------------------------------------------------ the player's selection
    def my_turn(self) -> bool:
        return self.is_human_turn()

    def locked_target(self):
        v = self.view
        return v.targets[self.viewer] if self.viewer is not None else None

    def aim(self):
        return self.locked_target() or self.sel_target

    def sync_selection(self) -> None:
        v = self.view
        key = (v.markets_played, self.viewer, len(v.committed[self.viewer]) if self.viewer is not None else 0,
               v.stage)
        if key != self.sel_for or not self.my_turn():
            self.sel_for = key
            self.sel_target, self.sel_cards, self.cursor = None, [], 0
        usable = set(v.resources[self.viewer]) if self.viewer is not None else set()
        self.sel_cards = [c for c in self.sel_cards if c in usable]

    def need(self) -> int:
        v, me = self.view, self.viewer
        if v.best is None or v.best[0] == me:
            return 0
        return v.best[1]

    def selection_value(self) -> int:
        t = self.aim()
        if t is None:
            return 0
        return self.view.bids[self.viewer] + sum(bid_value(c, t) for c in self.sel_cards)

    def can_confirm(self) -> bool:
        return bool(self.sel_cards) and self.aim() is not None and self.selection_value() >= self.need()

    def pending_actions(self) -> list:
        """The bid being built, as the rules take it step by step: its target (unless it is
        locked from an earlier turn) and each card added."""
        if not self.my_turn() or self.match.is_replay:
            return []
        v, aim = self.view, self.aim()
        if aim is None or (v.pick == aim and not self.sel_cards):
            return []
        out = [] if self.locked_target() is not None or v.pick is not None else [Target(aim)]
        return out + [Add(c) for c in self.sel_cards if c not in v.adding]

    def hint_holds(self, hint: list, key) -> bool:
        """As every table's, but a hint to add one card holds only while that card is all that is
        added: with more cards chosen it still said "Add The Consul" (a newcomer)."""
        if not super().hint_holds(hint, key):
            return False
        pending = key[1] if isinstance(key, tuple) and len(key) == 2 else ()
        adds = [a for a in pending if isinstance(a, Add)]
        return len(adds) <= 1 or any(isinstance(e.action, (Target, Commit)) and self.begins(e.action, pending[0])
                                     for e in hint)

    def begins(self, action, step) -> bool:
        """A hinted bid on a Market card (its Target, or the whole Commit) begins with that
        card's Target, or with a card added toward the target already locked."""
        if action == step:
            return True
        if isinstance(step, Target):
            return isinstance(action, Commit) and action.target == step.card
        if isinstance(step, Add):
            return isinstance(action, Commit) and step.card in action.cards or isinstance(action, Add) and \
                action.card == step.card
        return False

    def match_card(self):
        """M's card (``orders.level_card``), among those the game would take now (a lesson's step asks
        for another card: M was offered, then refused)."""
        me, t = self.viewer, self.aim()
        return orders.level_card(self.view, me, t, lambda c: self.match.would_take(me, Commit(t, (c,))))

    def keeping(self):
        """This screen's person's standing order to keep matching in this Market, or None."""
        orders = getattr(self.match, "standing", None) or {}
        order = orders.get(self.viewer)
        if order is None or getattr(order, "market", None) != self.view.markets_played or self.viewer in self.view.passed:
            return None           # (a forced pass left "you keep matching (K stops)" on the bar, a newcomer)
        return order

    def keep_matching(self) -> None:
        """K: match now (M), then on each turn after it in this Market retake the lead with a
        card worth +0 while the best bid equals yours: a long run of 0-point ties is one
        decision (``orders.keep_matching``)."""
        if self.keeping() is not None:
            self.stop_keeping()
            return
        c, t = self.match_card(), self.aim()
        if c is None or not self.my_turn() or bid_value(c, t) != 0 or self.view.bids[self.viewer] != self.view.best[1]:
            self.flash("Keep matching works in a tie: when a card worth +0 retakes the lead.")
            return
        me, market = self.viewer, self.view.markets_played
        self.match_bid()
        if self.view.markets_played == market and self.match.standing is not None:
            self.match.standing[me] = orders.keep_matching(me, t, market)

    def stop_keeping(self) -> None:
        if self.match.standing:
            self.match.standing.pop(self.viewer, None)
        self.flash("You no longer keep matching: each turn is yours to play again.", problem=False)

    def raise_card_now(self):
        """R's card, where matching runs out first (``orders.outlasted``) or nobody else could
        answer a raise (``orders.unanswerable``): the one card that raises the bid to one above
        the best (``orders.raise_card``), else None."""
        me, t = self.viewer, self.aim()
        if orders.unmatchable(self.view, me):
            return None                  # a match wins it: no raise spends a better card
        if orders.outlasted(self.view, me) is None and not orders.unanswerable(self.view, me):
            return None
        return orders.raise_card(self.view, me, t, lambda c: self.match.would_take(me, Commit(t, (c,))))

    def raise_bid(self) -> None:
        """R: commit the one card that raises the bid to one above the best."""
        self.commit_one(self.raise_card_now(), "No single card of yours raises your bid to one above the best.")

    def match_bid(self) -> None:
        """M: commit the one card that matches the best bid (a long run of 0-point ties is
        one key or click a turn)."""
        self.commit_one(self.match_card(), "No single card of yours brings your bid level with the best.")

    def commit_one(self, c, refusal: str) -> None:
        """Commit card ``c`` toward the card aimed at in one step (M, R), or say ``refusal``."""
        if c is None or not self.my_turn():
            self.flash(refusal)
            return
        if self.submit(Commit(self.aim(), (c,))):
            sound.play("chip")
            self.sel_target, self.sel_cards = None, []

    def choose_target(self, cid) -> None:
        if not self.my_turn() or cid not in self.view.market:
            return
        if self.locked_target() is not None:
            if cid != self.locked_target():
                self.flash(f"Your bid is on {D.CARDS[self.locked_target()].name} for the rest of this Market.")
            return
        self.sel_target = None if self.sel_target == cid else cid
        self.sel_cards = [] if self.sel_target is None else self.sel_cards
        sound.play("click")

    def toggle_card(self, cid) -> None:
        if not self.my_turn() or cid not in self.view.resources[self.viewer]:
            return
        if self.aim() is None:
            self.flash("Choose the Market card you bid on first (click it, or 1–3).")
            return
        if cid in self.sel_cards:
            self.sel_cards.remove(cid)
        else:
            self.sel_cards.append(cid)
        self.error = ""             # what was said of the bid before ("Took back The Painter…") is past
        sound.play("click")

    def undo_local(self) -> bool:
        """Ctrl+Z while you build a bid takes back the card added last (then the Market card
        chosen), before any move of the game is taken back."""
        if not self.my_turn():
            return False
        if self.sel_cards:
            cid = self.sel_cards.pop()
            self.flash(f"Took back {D.CARDS[cid].name} from your bid.", problem=False)
            sound.play("click")
            return True
        if self.sel_target is not None and self.locked_target() is None:
            self.sel_target = None
            sound.play("click")
            return True
        return False

    def undo_selection(self) -> None:
        self.sel_cards = []
        if self.locked_target() is None:
            self.sel_target = None

    def confirm(self) -> None:
        if not self.can_confirm():
            if not self.sel_cards:
                self.flash("Add at least one resource card to your bid.")
            else:
                self.flash(f"Your bid would be worth {self.selection_value()}: it must reach {self.need()}.")
            return
        if self.submit(Commit(self.aim(), tuple(self.sel_cards))):
            sound.play("chip")
            self.sel_target, self.sel_cards = None, []

    def pass_(self) -> None:
        if self.submit(Pass()):
            self.sel_target, self.sel_cards = None, []

    # ------------------------------------------------------------------ runs of 0-point matches
    def open_run(self):
        """The run of 0-point matches going on in this Market (the last Events), or None."""
        events = self.match.events[:self.log_count()]
        start = next((k for k in range(len(events) - 1, -1, -1) if events[k].kind == "market"), 0)
        tail = zero_matches([e for e in events[start:] if e.visible(self.viewer)])   # this Market's
        for e, run in reversed(tail):          # a bid being built (selecting) goes on with the run
            if e.kind != "selecting":
                return run
        return None

    def bots_only_run(self) -> bool:
        """Only bots (and people who keep matching) are exchanging 0-point matches: a bot is to
        act, no person at this screen still plays this Market, and the last move was a 0-point
        match."""
        return self.sitting_out() and self.open_run() is not None

    def sitting_out(self) -> bool:
        """A bot is to act and no person at this screen still plays this Market (passed, or
        keeping matching): they only watch ("once your cards are spent you sit out several
        Markets of bot tie wars, 10 to 15 seconds each": a newcomer)."""
        v = self.view
        if v.over or not any(s in self.match.bots_to_act() for s in v.to_act):
            return False
        orders = getattr(self.match, "standing", None) or {}
        return not any(h not in v.passed and getattr(orders.get(h), "market", None) != v.markets_played
                       for h in self.match.humans())   # (one who keeps matching has let it run)

    def update(self, dt: float) -> None:
        # a bots-only run of 0-point matches plays briskly (the pace only: the moves are the same)
        # (and any bidding the people here only watch, a little less so)
        share = BRISK if self.bots_only_run() else SITTING_OUT if self.sitting_out() else None
        if share is not None and (self.brisk_from is None or self.brisk_share != share):
            if self.brisk_from is None:
                self.brisk_from = self.match.bot_delay
            self.brisk_share = share
            self.match.bot_delay = self.brisk_from * share
        elif share is None and self.brisk_from is not None:
            self.match.bot_delay, self.brisk_from = self.brisk_from, None
        super().update(dt)

    def on_settings(self, settings) -> None:
        super().on_settings(settings)
        if self.brisk_from is not None:           # a new pace from the settings: brisk from it
            self.brisk_from, self.match.bot_delay = self.match.bot_delay, self.match.bot_delay * self.brisk_share

    def log_entries(self) -> list:
        """The log, with each run of 0-point matches (three or more) as one line that counts them."""
        events = [e for e in self.match.events[:self.log_count()] if e.visible(self.viewer)]
        out, done = [], set()
        for e, run in zero_matches(events):
            if not e.text:
                continue
            if run is not None and run["count"] >= COLLAPSE_AT:
                if id(run) not in done:
                    done.add(id(run))
                    out.append((self.match.fill_names(run_words(run), self.you()), INK))
                continue
            out.append((self.log_text(e), self.seat_colour(e.data.get("seat")) if isinstance(e.data, dict) else INK))
        return out

    # ------------------------------------------------------------------ controls
    def who_prefix(self) -> str:
        return f"{self.name(self.viewer)}: " if len(self.match.humans()) > 1 and self.viewer is not None else ""

    def build_controls(self) -> str:
        v = self.view
        self.buttons = []
        if v.over:
            return "The game is over: the pool is counted."
        if not self.my_turn():
            who = next(iter(v.to_act), None)
            war = self.open_run()
            keeping = self.keeping()
            if keeping is not None:
                self.buttons = [Button("Stop matching", self.stop_keeping, "K")]
            if war is not None and war["count"] >= 2:
                return self.war_prompt(war, keeping is not None)
            if keeping is not None:
                return (f"{self.who_prefix()}you keep matching on {D.CARDS[keeping.target].name}{self.stake_words()} "
                        f"(K stops)")
            return self.says(who, "is bidding…") if who is not None else ""
        self.sync_selection()
        aim = self.aim()
        best = f"best bid {v.best[1]} by {self.name(v.best[0])}" if v.best else "no bid yet"
        if aim is None:
            self.buttons = [Button("Pass", self.pass_, "P")]
            return f"{self.who_prefix()}choose a Market card to bid on (click, 1–3), or pass · {best}"
        self.buttons = [Button("Clear bid", self.undo_selection, "Bksp", enabled=bool(self.sel_cards)
                               or self.locked_target() is None),
                        Button("Pass", self.pass_, "P"),
                        Button(f"Confirm {self.selection_value()}", self.confirm, "Enter", primary=True,
                               enabled=self.can_confirm())]
        name = D.CARDS[aim].name
        quick = self.match_card() if not self.sel_cards else None
        if quick is not None:
            after = v.bids[self.viewer] + bid_value(quick, aim)
            verb = "Match" if after == v.best[1] else "Raise to"
            self.buttons.insert(2, Button(f"{verb} {after}", self.match_bid, "M"))
            up = self.raise_card_now() if after == v.best[1] else None
            if up is not None:
                # where another seat can match back longer, the raise that makes them add a card
                # worth +1, in the place of Keep matching, which would only run out first (a
                # newcomer found the +1 card by hand after Match led into a losing line)
                self.buttons.insert(3, Button(f"Raise to {after + 1}", self.raise_bid, "R"))
            elif after == v.best[1] and bid_value(quick, aim) == 0 and getattr(self.match, "standing", None) is not None:
                # offered where it can play on: a tie at the same level, a card worth +0
                self.buttons.insert(3, Button("Keep matching", self.keep_matching, "K"))
            if not self.sel_cards:
                # nothing chosen yet: Clear and Confirm could do nothing, and took the prompt's
                # room (at 960x540 its words ran up over your cards)
                self.buttons = [b for b in self.buttons if b.enabled]
        if not self.sel_cards:
            if quick is not None:
                return self.who_prefix() + self.quick_words(quick, after, name)
            if v.best and v.best[0] != self.viewer:
                # how far there is to go ("the prompt just says 'Add cards toward…'. It doesn't
                # tell you how many points you still need": a newcomer); level is enough
                need = v.best[1] - v.bids[self.viewer]
                return (f"{self.who_prefix()}add cards toward {name} (click, ←→ Space): {need} more levels "
                        f"{self.name(v.best[0])}'s {v.best[1]}, and the latest bid wins a tie")
            return f"{self.who_prefix()}add cards toward {name} (click, ←→ Space) · {best}"
        against = f"the best bid, {v.best[1]} by {self.name(v.best[0])}" if v.best and v.best[0] != self.viewer \
            else "no other bid yet"
        tie = " (level is enough: a tie goes to the latest bid)" \
            if v.best and v.best[0] != self.viewer and self.selection_value() == v.best[1] else ""
        return f"{self.who_prefix()}{name}: your bid {self.selection_value()} against {against}{tie}"

    def quick_words(self, card, after: int, name: str) -> str:
        """The prompt offering M's quick bid, in plain words: a tie goes to the latest bid, so
        when the best bid equals yours any card retakes the lead, even one worth +0."""
        v = self.view
        who, best = self.name(v.best[0]), v.best[1]
        add = bid_value(card, self.aim())
        card_name = f"{D.CARDS[card].name} (+{add})"
        if after != best:
            return f"add cards toward {name}, or raise to {after} with {card_name} (M) · best bid {best} by {who}"
        # the choice, and what it costs, not a push to match: a newcomer's M went on into a long
        # run of 0-point ties for a card it was better not to win. Short: beside three buttons
        # its words shrank to 8 pixels at 960x540 (newcomers); the buttons name the keys
        # what "spent" means for the card M picks: an Ace or Crown that wins is back at the
        # stage's end and still scores ("Match spends my Ace of Moons" rather than a Pawn: a
        # newcomer read "stays spent" as lost)
        # (and in a stage's last Market every card spent comes back as it ends: "a card that wins
        # stays spent" was said there, a newcomer found)
        spent = ("it comes back and still scores" if D.CARDS[card].kind in (D.ACE, D.CROWN)
                 else "the stage ends with this Market: cards spent come back" if not self.markets_after()
                 else "a card that wins stays spent")
        up = self.raise_card_now()
        if up is not None:
            if orders.unanswerable(v, self.viewer):
                return (f"Tied at {best}: nobody else can reach {best + 1}, so Raise with {D.CARDS[up].name} (+1) "
                        f"leaves them only to pass.")
            rival = orders.outlasted(v, self.viewer)
            return (f"Tied at {best}, but {self.name(rival)} can match back longer ({len(v.resources[rival])} cards "
                    f"to your {len(v.resources[self.viewer])}): Raise with {D.CARDS[up].name} (+1)?")
        if orders.unmatchable(v, self.viewer):
            return f"Nobody can answer a match: {card_name} wins it; {spent}."
        if v.bids[self.viewer] == best:
            return f"Tied with {who} at {best}: Match retakes the lead with {card_name}; {spent}."
        return f"{card_name} levels your bid with {who}'s {best}, and the latest bid wins a tie; {spent}."

    def standing_words(self, action) -> str:
        """The prompt while your standing order's match is about to play."""
        v = self.view
        t = action.target if isinstance(action, Commit) else None
        if t is None or not action.cards or v.best is None:
            return super().standing_words(action)
        card = action.cards[0]
        return (f"{self.who_prefix()}you keep matching: {D.CARDS[card].name} (+{bid_value(card, t)}) brings your bid "
                f"level with {self.name(v.best[0])}'s {v.best[1]}… K stops, or pass")

    def standing_buttons(self) -> list:
        return [Button("Stop matching", self.stop_keeping, "K"), Button("Pass", self.pass_, "P")]

    def forced_words(self, action) -> str:
        v = self.view
        if isinstance(action, Pass) and not v.resources[self.viewer]:
            lead = f", so {self.name(v.best[0])}'s bid of {v.best[1]} keeps the lead" if v.best is not None else ""
            return (f"{self.who_prefix_for_forced()}all your cards are in your bid or expended: no cards left "
                    f"to add{lead}. You pass…")
        if isinstance(action, Pass) and v.best is not None:
            return (f"{self.who_prefix_for_forced()}no card of yours can bring your bid to {v.best[1]} "
                    f"(the best, by {self.name(v.best[0])}): you pass.")
        if isinstance(action, Pass):
            return f"{self.who_prefix_for_forced()}you have no usable cards: you pass."
        return super().forced_words(action)

    def forced_pass_reason(self, v, seat: int):
        """Why ``seat`` had to pass in View ``v`` (before the pass), in a few words, or None
        when it had a choice: every card bid already, or none that could reach the best bid."""
        usable = v.resources[seat]
        if not usable:
            # said once the pass has played, when a losing bid's cards are back in the row:
            # "no cards left to add" over three cards read as wrong (a newcomer)
            return "all your cards were bid (they come back)" if v.committed[seat] else "no cards to bid with"
        if v.best is None or v.best[0] == seat:
            return None
        aims = [v.targets[seat]] if v.targets[seat] is not None else list(v.market)
        if any(v.bids[seat] + sum(bid_value(c, t) for c in usable) >= v.best[1] for t in aims):
            return None
        return f"no card can reach {v.best[1]}"

    def close_panel(self) -> bool:
        if self.discard_open:
            self.discard_open = False
            return True
        return super().close_panel()

    def handle_game_input(self, ev) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_d:
            self.discard_open = not self.discard_open
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.discard_open:
            self.discard_open = False
            return
        if ev.type == pygame.KEYDOWN and self.discard_open:
            return              # a key pressed on the open discard pile does nothing behind it
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if self.layout.rect("discard").collidepoint(ev.pos):
                self.discard_open = True
                return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_k and self.viewer is not None:
            if self.keeping() is not None or self.my_turn():
                self.keep_matching()
            return
        if not self.my_turn():
            return
        v = self.view
        usable = list(v.resources[self.viewer])
        if ev.type == pygame.KEYDOWN:
            k = ev.key
            if pygame.K_1 <= k <= pygame.K_3 and k - pygame.K_1 < len(v.market):
                self.choose_target(v.market[k - pygame.K_1])
            elif k in (pygame.K_LEFT, pygame.K_RIGHT) and usable:
                self.cursor = (self.cursor + (1 if k == pygame.K_RIGHT else -1)) % len(usable)
            elif k == pygame.K_SPACE and usable:
                self.toggle_card(usable[min(self.cursor, len(usable) - 1)])
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm()
            elif k == pygame.K_BACKSPACE:
                self.undo_selection()
            elif k == pygame.K_p:
                self.pass_()
            elif k == pygame.K_m and self.match_card() is not None:
                self.match_bid()
            elif k == pygame.K_r and self.raise_card_now() is not None:
                self.raise_bid()
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            for i, cid in enumerate(v.market):
                if self.card_rect(self.market_center(i), self.cw(92)).collidepoint(ev.pos):
                    self.choose_target(cid)
                    return
            centers = self.resource_centers(self.viewer)
            w = self.seat_parts(self.viewer)["cw"]
            for cid in reversed([c for c in self.resource_draw_order(self.viewer) if c in usable]):
                if self.card_rect(centers[cid], w).collidepoint(ev.pos):
                    self.cursor = usable.index(cid)
                    self.toggle_card(cid)
                    return

    def war_prompt(self, war, keeping: bool) -> str:
        """The prompt while a run of matches goes on and you do not act: what goes on; when
        your standing order keeps matching for you, that too, without each seat's count and the
        tie's explanation (the log says them; beside Undo and Stop matching the words ran to three
        small lines: a newcomer)."""
        words = self.match.fill_names(run_words(war, ongoing=True, brief=keeping), self.you())
        return words + (f" · {self.who_prefix()}you keep matching{self.stake_words()}" if keeping else "")

    def stake_words(self) -> str:
        """What your bid puts at stake while your order keeps matching: its cards, spent if it
        wins ("one press burned four of my cards", a newcomer: nothing said how many)."""
        v = self.view
        n = len(v.committed[self.viewer]) if self.viewer is not None else 0
        if n < 2:
            return ""
        return f" ({n} cards in your bid, spent if it wins)"

    # ------------------------------------------------------------------ Events -> animations
    def anim_market(self, d) -> None:
        wait, self.market_after = self.market_after, 0.0
        self.anims.deal(d["cards"], self.layout.rect("deck").center, lambda n, c: self.market_center(n), self.cw(92),
                        stagger=0.07, dur=0.34, hide="market", delay=wait)
        sound.play("slide")

    def anim_commit(self, d) -> None:
        seat, target = d["seat"], d["target"]
        start = self.resource_centers(seat)
        before = len(self.view.committed[seat]) - len(d["cards"])
        w0 = self.seat_parts(seat)["cw"]
        quick = self.brisk_from is not None       # a bots-only run of 0-point matches: briskly
        for k, c in enumerate(d["cards"]):
            a = start.get(c, self.header_pos(seat))
            self.anims.fly(c, a, self.bid_spot(target, seat, before + k), w0, self.bid_w(), delay=0.05 * k,
                           dur=0.2 if quick else 0.32, hides=(("bid", c),))
        run = quick and self.brisk_share == BRISK   # (a raise the people here only watch: still "bid")
        said = f"matches {d['value']}" if run else f"bid {d['value']}"
        self.popup_for(seat, said, GOLD, dur=0.5 if quick else 1.1)
        sound.play("chip")

    def anim_pass(self, d) -> None:
        seat = d["seat"]
        why = self.forced_pass_reason(self._view_before, seat) if seat == self.viewer and seat in \
            self.match.humans() else None
        if why is not None:           # your pass played itself: your seat says why, long enough to read
            who = "You pass" if self.you() == seat else f"{self.name(seat)} passes"
            self.anims.popup(self.header_pos(seat, f"{who}: {why}"), f"{who}: {why}", ACCENT, dur=2.4, rise=14)
        else:
            self.popup_for(seat, "passes", INK_DIM)
        sound.play("pass")

    def anim_won(self, d) -> None:
        seat, card = d["seat"], d["card"]
        i = self.market_index(card)
        # (a stage's last Market is gone from the view as the next stage deals: its middle)
        start = self.market_center(1 if i is None else i)
        dest = self.resource_centers(seat).get(card, self.header_pos(seat))
        self.anims.fly(card, start, dest, self.cw(92), self.seat_parts(seat)["cw"], delay=0.1, dur=0.45,
                       hides=(("res", card),), ease=A.ease_in_out_cubic)
        ex = self.expended_centers(seat)
        for k, c in enumerate(d["cards_expended"]):
            self.anims.fly(c, self.bid_spot(card, seat, k), ex.get(c, self.header_pos(seat)), self.bid_w(),
                           self.seat_parts(seat)["ew"], delay=0.25 + 0.05 * k, dur=0.35, hides=(("exp", c),))
        disc = self.layout.rect("discard").center
        for k, c in enumerate(d["discarded"]):
            self.anims.fly(c, self.market_center(k if k < 3 else 0), disc, self.cw(92), self.cw(70),
                           delay=0.3 + 0.06 * k, dur=0.4, hides=(("disc", c),))
        # (where the seat has no room for it but its name line: over the Market place the card
        # left, as it flies)
        self.popup_for(seat, f"takes {D.CARDS[card].name}", ACCENT, elsewhere=start, dur=1.4)
        sound.play("win")

    def anim_no_bid(self, d) -> None:
        disc = self.layout.rect("discard").center
        for k, c in enumerate(d["cards"]):
            self.anims.fly(c, self.market_center(k), disc, self.cw(92), self.cw(70), delay=0.06 * k, dur=0.4,
                           hides=(("disc", c),))
        # over the Market it was said of (by the deck, it stood at the window's edge over the
        # stage's name: a newcomer)
        self.anims.popup(self.market_center(1 if len(d["cards"]) > 1 else 0), "Nobody bid", INK)

    def anim_stage_end(self, d) -> None:
        n = d.get("remainder", 0)
        deck_c, disc = self.layout.rect("deck").center, self.layout.rect("discard").center
        for k in range(min(n, 4)):
            self.anims.fly(None, deck_c, disc, self.cw(70), self.cw(70), delay=0.05 * k, dur=0.35, face0=False,
                           face1=False)
        if d["stage"] < len(STAGES) - 1:      # the last: the pool is laid out and counted (its banner stood over it)
            self.stage_banner(f"Stage {STAGES[d['stage']]} complete", 1.2)

    def anim_stage_start(self, d) -> None:
        """The stage's banner over the empty market row, and its first Market dealt after it:
        dealt under it, the banner covered a Market card (a newcomer's lesson)."""
        self.market_after = self.anims.after() + 1.1
        self.stage_banner(f"Stage {STAGES[d['stage']]}: {d['size']} cards", 1.1)
        sound.play("flip")

    def stage_banner(self, s: str, dur: float) -> None:
        """A stage's banner, on a plate over the market row while its cards are dealt (it rose
        from between the panels across a seat's border, its letters over the cards: a
        newcomer)."""
        def place():
            p = (self.layout.rect("table").centerx, self.market_center(1)[1])
            return p, p, 0, 0
        at = place()[0]
        self.anims.badge(at, s, ACCENT, delay=self.anims.after(), dur=dur, size=26, place=place)

    def anim_game_over(self, d) -> None:
        self.pool_shown = True
        # the pool is laid out and counted before the results, until a person at this screen
        # clicks on ("the game went straight from the last bid to 'Bea wins!'": a newcomer who
        # looked away for the 2.6 s it stood)
        t0, hold = self.anims.after(), self.watched_hold(2.6)
        self.stage("The pool is counted…" + ("  (click to see the scores)" if hold > 2.6 else ""), delay=t0)
        self.beat(hold)
        sound.play("flip")

    # ------------------------------------------------------------------ words
    def hover_keeps_clear(self) -> list:
        """The Market: a resource enlarged from your row stood over the card you were matching
        its symbols against (a newcomer)."""
        return list(self._market_rects)

    def describe(self, deck, cid) -> str:
        c = D.CARDS[cid]
        s = f"{c.name} ({c.rank_label}, {', '.join(x.capitalize() for x in c.suits) or 'no suit'})"
        # what a card does at the end, where it scores ("Excuse, no suit" said nothing of it: a newcomer)
        if c.kind == D.EXCUSE:
            s = "The Excuse: worth 1 in any bid; its holder scores 1 for each Ace and Crown in the pool"
        elif c.kind in (D.ACE, D.CROWN):
            # whoever holds it: a pool Ace hovered on the results "scored" for nobody (a newcomer)
            s += f" · its holder scores 1 for each {D.SUIT_NAMES[c.suits[0]]} card in the pool"
        t = self.aim() if self.my_turn() else None
        if t is not None and cid in self.view.resources[self.viewer]:
            sym = shared_symbols(cid, t)
            s += f" · +{bid_value(cid, t)} on {D.CARDS[t].name}" + (f" ({', '.join(sym)})" if sym else "")
        return s

    def moment(self, view) -> str:
        """A Market in its stage ("Move 79" counted every seat's every card added)."""
        return f"Stage {STAGES[view.stage]}, Market {view.markets_played + 1}"

    def move_text(self, action, view=None) -> str:
        """A move in words (``view``, the moment it was made, changes nothing here: these
        words name cards and amounts, never what lies where on the table)."""
        if isinstance(action, Target):
            return f"Bid on {D.CARDS[action.card].name}"
        if isinstance(action, Add):
            return f"Add {D.CARDS[action.card].name}"
        if isinstance(action, Confirm):
            return "Confirm the bid"
        if isinstance(action, Commit):
            return f"Bid {', '.join(D.CARDS[c].name for c in action.cards)} on {D.CARDS[action.target].name}"
        if isinstance(action, Pass):
            return "Pass"
        return super().move_text(action)

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface, hidden) -> None:
        if self.pool_shown or self.view.over:
            self.draw_pool(surface)
        else:
            self.draw_middle(surface, hidden)
        self.draw_seats(surface, hidden)
        self.draw_stage_panel(surface)

    def draw_over(self, surface) -> None:
        if self.discard_open:
            self.draw_discards(surface)

    def over_open(self) -> bool:
        return bool(self.discard_open)

    def draw_middle(self, surface, hidden) -> None:
        v = self.view
        small = max(10, self.px(13))
        # the stage deck
        dr = self.layout.rect("deck")
        w = self.cw(76)
        for k in range(min(3, (v.stage_left + 3) // 4)):
            art.draw_card(surface, "decktet", None, (dr.centerx - k * 2, dr.centery - k * 2), width=w, face_up=False)
        text(surface, f"Stage {STAGES[v.stage]}", (dr.centerx, dr.top - self.px(4)), small, ACCENT, True,
             anchor="midbottom")
        text(surface, f"{v.stage_left} left", (dr.centerx, dr.bottom + self.px(4)), small, INK_DIM, anchor="midtop")
        # the discard pile (the future scoring pool), browsable
        rr = self.layout.rect("discard")
        if v.discards:
            self.card(surface, v.discards[-1], rr.center, self.cw(70))
        elif v.discard_count:
            art.draw_card(surface, "decktet", None, rr.center, width=self.cw(70), face_up=False)
        else:
            pygame.draw.rect(surface, (255, 255, 255), rr.inflate(-self.px(24), -self.px(2)), 1, border_radius=6)
        text(surface, f"Discards {v.discard_count}", (rr.centerx, rr.top - self.px(4)), small, INK_DIM,
             anchor="midbottom")
        text(surface, "D: look through", (rr.centerx, rr.bottom + self.px(4)), max(9, self.px(11)), INK_DIM,
             anchor="midtop")
        # the Market, each card with the bids aimed at it
        aim = self.aim() if self.my_turn() else None
        self._market_rects = []
        for i, c in enumerate(v.market):
            if ("market", c) in hidden:
                continue
            hl = (140, 220, 255) if c == aim else None
            rect = self.card(surface, c, self.market_center(i), self.cw(92), highlight=hl)
            self._market_rects.append(rect)
            # its name under it when the face is too small to carry it (the lessons name the cards)
            name = "" if rect.width >= FULL_MIN_W else D.CARDS[c].name
            key = str(i + 1) if self.my_turn() and self.locked_target() is None else ""
            label = " · ".join(p for p in (key, name) if p)
            if label:
                room = (self.market_center(1)[0] - self.market_center(0)[0]) - self.px(12) if len(v.market) > 1 \
                    else rect.width + self.px(60)
                text(surface, label, (rect.centerx, rect.bottom + self.px(3)), small, INK_DIM, anchor="midtop",
                     max_width=max(rect.width, room))
            self.draw_bids(surface, i, c, hidden)

    def draw_bids(self, surface, i: int, target, hidden) -> None:
        v = self.view
        r = self.layout.rect(f"bids_{i}")
        small = max(9, self.px(12))
        for seat in range(v.players):
            cards = [c for c in v.committed[seat]] if v.targets[seat] == target else []
            mine = seat == self.viewer and self.my_turn() and self.aim() == target and self.sel_cards
            if not cards and not mine:
                continue
            for k, c in enumerate(cards):
                if ("bid", c) in hidden:
                    continue
                self.card(surface, c, self.bid_spot(target, seat, k), self.bid_w())
            x, y = self.bid_spot(target, seat, max(0, len(cards) - 1))
            # "Player 1: 1", not "Player 1 1" (a name may end in a number)
            label = f"{self.name(seat)}: {v.bids[seat]}" if cards else ""
            if mine:
                # in hot-seat the one at the screen is named ("you" was whoever looked)
                who = "you" if len(self.match.humans()) <= 1 else self.name(seat)
                label = f"{who} → {self.selection_value()}"
            best = v.best is not None and v.best[0] == seat
            # with no card committed yet (your bid as you build it), where its pile will begin:
            # after an empty pile's width, "you → 4" stood halfway to the next Market card (a newcomer)
            lx = x + self.bid_w() / 2 + self.px(4) if cards else r.left + self.px(12)
            text(surface, label, (lx, y), small, GOLD if best else self.colour(seat),
                 best, anchor="midleft", max_width=r.right - lx - self.px(12))

    def header_tags(self, seat: int, level: int = 0) -> tuple:
        """The words beside a seat's name, (tags, the score tag among them, how many of the
        ways to shorten them were needed): "bot · level", Prime, what it scores; cut down in a
        fixed order until the widest status the seat can show in this Market fits (``level``:
        at least that many of the ways taken, so that seats side by side read alike)."""
        v = self.view
        r = self.seat_parts(seat)["rect"]
        hs = max(12, self.px(17))
        name_right = r.left + self.px(10) + min(font(hs, True).size(self.match.seats[seat].name)[0], r.width // 3)
        tag = self.seat_tag(seat)
        tags = [tag] if tag else []
        if seat == v.prime and not v.over:
            tags.append("Prime")
        score = self.score_tag(seat)
        if score:
            tags.append(score)
        ts, ss = max(10, self.px(13)), max(10, self.px(14))
        # what the header gives up for the status is settled by the widest status this seat can
        # show in this Market, not the one shown now: "bot · medium" and "scores in" came and
        # went from one bid to the next (a newcomer)
        need = self.widest_status(seat, ss)
        suits = self.score_suits(seat)
        isz = max(10, self.px(15))

        def width(t) -> int:
            if t.startswith(ICONS):         # the suits' symbols, then the words after them
                return len(suits) * (isz + self.px(2)) + (font(ts).size(t[1:])[0] if t[1:] else 0)
            return font(ts, t == "Prime").size(t)[0]

        def short() -> bool:
            used = sum(width(t) + self.px(8) for t in tags)
            return need > r.right - self.px(10) - (name_right + self.px(8) + used) - self.px(12)
        stages = 0
        for k in range(5):
            if not (k < level or short()):
                continue
            if k == 0 and score in tags and score.startswith(("scores in ", "score in ")):
                # the suits without "scores in" ("bid 0 on The Chance …" was cut: a newcomer)
                tags[tags.index(score)] = score = score.split(" in ", 1)[1]
            elif k == 1 and score in tags and suits and not score.startswith(ICONS):
                # then the suits as their symbols, keeping the points so far: the header that gave
                # up its suits ("Cyd 5 pts so far", "Bea 4 suits") gave them up in stage VI, when
                # the pool is steered by them (a newcomer)
                tail = score.split(" · ")[-1] if " · " in score else ""
                tags[tags.index(score)] = score = ICONS + (" · " + tail if tail else "")
            elif k == 2 and tag in tags:
                # then "bot · medium", for the status whole ("bid 1 on The Merch…" was cut: a newcomer)
                tags.remove(tag)
            elif k == 3 and score in tags and score.startswith(ICONS) and score != ICONS:
                # then the symbols alone: the stage panel counts the points too
                tags[tags.index(score)] = score = ICONS
            elif k == 4 and score in tags and " · " in score:
                # the points so far alone, at the last
                tags[tags.index(score)] = score = score.split(" · ")[-1]
            else:
                continue
            stages = k + 1
        return tags, score, stages

    def draw_seat(self, surface, seat: int, hidden) -> None:
        v = self.view
        g = self.seat_parts(seat)
        r = g["rect"]
        acting = seat in v.to_act
        self.draw_seat_box(surface, r, acting)
        spec = self.match.seats[seat]
        hs = max(12, self.px(17))
        nr = text(surface, spec.name, (r.left + self.px(10), r.top + self.px(6)), hs, self.colour(seat), True,
                  max_width=r.width // 3)
        status, col = self.seat_status(seat)
        ss = max(10, self.px(14))
        ts = max(10, self.px(13))
        suits = self.score_suits(seat)
        isz = max(10, self.px(15))
        # the other seats' headers give up the same things together (one showed "bot · easy" and
        # the next, Prime or holding the Excuse, did not; one its suits in words, one as symbols:
        # a newcomer read it as inconsistent)
        others = [k for k in range(v.players) if self.seat_slot(k) != "seat_0"]
        # (the first three ways alike: the points so far are given up only where needed)
        level = min(3, max(self.header_tags(k)[2] for k in others)) if seat in others else 0
        tags, score, _ = self.header_tags(seat, level)
        x = nr.right + self.px(8)
        for t in tags:
            if t.startswith(ICONS):
                x0 = x
                # on a card-coloured chip: the dark suits (Knots, Wyrms) vanished into the felt
                chip = pygame.Rect(x - self.px(2), nr.centery - isz // 2 - self.px(2),
                                   len(suits) * (isz + self.px(2)) + self.px(2), isz + self.px(4))
                pygame.draw.rect(surface, (238, 230, 206), chip, border_radius=self.px(4))
                for s in suits:
                    icon = suit_icon(s, isz)
                    surface.blit(icon, icon.get_rect(midleft=(x, nr.centery)))
                    x += isz + self.px(2)
                # hovered, the symbols say the suits in words
                self.hidden_note(pygame.Rect(x0, nr.centery - isz // 2, x - x0, isz),
                                 self.says(seat, self.score_tag(seat).split(" · ")[0]))
                t = t[1:]
                if not t:
                    x += self.px(8)
                    continue
            rr = text(surface, t, (x, nr.centery), ts, ACCENT if t == "Prime" else
                      GOLD if t == score or score.startswith(ICONS) and t == score[1:] else INK_DIM,
                      t == "Prime", anchor="midleft")
            x = rr.right + self.px(8)
        text(surface, status, (r.right - self.px(10), nr.centery), ss, col, True, anchor="midright",
             max_width=r.right - x - self.px(20))
        # usable resources (selected ones lifted, with what they add)
        cw = g["cw"]
        aim = self.aim() if (seat == self.viewer and self.my_turn()) else None
        cards = list(v.resources[seat])
        centers = self.resource_centers(seat)
        small = max(9, self.px(12))
        focus = None
        # how far apart the cards of a row stand (names fit under cards that do not overlap)
        xs = sorted({round(p[0]) for p in centers.values()})
        apart = min((b - a for a, b in zip(xs, xs[1:])), default=cw + self.px(40))
        apart = apart if apart >= cw + self.px(4) else 0
        for c in self.resource_draw_order(seat):
            k = cards.index(c)
            if ("res", c) in hidden:
                continue
            chosen = aim is not None and c in self.sel_cards
            hl = (140, 220, 255) if chosen else None
            rect = self.card(surface, c, centers[c], cw, highlight=hl)
            if seat == self.viewer and self.my_turn() and k == min(self.cursor, len(cards) - 1):
                focus = rect
            if aim is None and seat == self.viewer and rect.width < FULL_MIN_W and apart:
                # its name under it when the face is too small to carry it, in the room the +N
                # badges take at your turn (at 960x540 your own cards had no names: newcomers)
                name = D.CARDS[c].name
                lines = wrap(name, small, apart - self.px(4))
                if len(lines) > 2 and name.startswith("The "):
                    # "The Chance Meeting" in three lines lost its last word: without "The" it
                    # keeps its words in two
                    lines = wrap(name[4:], small, apart - self.px(4))
                lines = lines[:2] if g["rows"] == 1 else [" ".join(lines)]      # one row: room for two lines
                lh = font(small).get_linesize()
                for n, line in enumerate(lines):
                    text(surface, line, (rect.centerx, rect.bottom + self.px(3) + n * lh), small, INK_DIM,
                         anchor="midtop", max_width=apart - self.px(4))
            if aim is not None:
                val = bid_value(c, aim)
                badge = pygame.Rect(0, 0, self.px(26), self.px(20))
                badge.midtop = (rect.centerx, rect.bottom + self.px(2))
                panel(surface, badge, (20, 40, 34, 240) if not chosen else (60, 90, 70, 250),
                      GOLD if val else (90, 110, 96), 6)
                text(surface, f"+{val}", badge.center, small, GOLD if val else INK_DIM, True, anchor="center")
        if focus is not None:
            self.draw_focus(surface, focus)
        if not cards:
            text(surface, "no usable cards", (g["usable"].left, g["usable"].centery), small, INK_DIM,
                 anchor="midleft")
        # expended cards (back at the end of the stage)
        ex = self.expended_centers(seat)
        if v.expended[seat]:
            text(surface, "expended", (g["spent"].left, g["spent"].top - self.px(2)), small, INK_DIM)
        for c, pos in ex.items():
            if ("exp", c) not in hidden:
                self.card(surface, c, pos, g["ew"], dim=True)
        # the selection's matching symbols, under the row (your own seat)
        if aim is not None and self.sel_cards and g["own"]:
            parts = [f"{D.CARDS[c].name}: {', '.join(shared_symbols(c, aim)) or 'nothing'}" for c in self.sel_cards]
            text(surface, "Matches — " + " · ".join(parts), (r.left + self.px(10), r.bottom - self.px(8)), small, INK,
                 anchor="bottomleft", max_width=r.width - self.px(20))

    def draw_focus(self, surface, rect: pygame.Rect) -> None:
        """The keyboard's focus (←→, Space adds it): a thick gold ring round the card and a
        marker over it, drawn over its neighbours so it shows in a crowded row too."""
        ring = rect.inflate(self.px(8), self.px(8))
        pygame.draw.rect(surface, FOCUS, ring, max(3, self.px(4)), border_radius=self.px(10))
        tip = (rect.centerx, rect.top - self.px(6))
        half = max(5, self.px(8))
        pygame.draw.polygon(surface, FOCUS, [(tip[0] - half, tip[1] - half), (tip[0] + half, tip[1] - half), tip])

    def markets_after(self) -> int:
        """How many Markets the stage still holds after this one (three cards each)."""
        return self.view.stage_left // 3

    def draw_stage_panel(self, surface) -> None:
        v = self.view
        lines = []
        if not v.over:
            # how many Markets the stage still holds, not only its cards: "3 cards left in the
            # stage" read as the stage ending, and a newcomer spent cards they needed, three times
            more = self.markets_after()
            lines.append((f"{v.stage_left} card{'s' if v.stage_left != 1 else ''} left in the stage:", INK))
            lines.append(("   this is its last Market" if not more else
                          f"   {more} more Market{'s' if more != 1 else ''} after this one", INK))
            lines.append((f"Prime: {self.name(v.prime)}", INK))
            if v.best is not None:
                lines.append((f"Winning bid: {v.best[1]} by {self.name(v.best[0])}", GOLD))
                t = v.targets[v.best[0]]
                if t:
                    lines.append((f"   on {D.CARDS[t].name}", GOLD))
            else:
                lines.append(("No bid yet in this Market", INK_DIM))
            out = [self.name(p) for p in sorted(v.passed)]
            still = [s for s in range(v.players) if s not in v.passed]
            if v.best is not None and len(still) > 1:
                # a run of ties is won by whoever can add cards longest: how many each seat
                # still in has (a newcomer counted them by hand at every tie)
                left = ", ".join(f"{self.name(s)} {len(v.resources[s])}" for s in still)
                lines += [("Cards left to add:", INK), (f"   {left}" + (f" ({', '.join(out)} passed)" if out else ""), INK)]
            elif out:
                lines.append(("Passed: " + ", ".join(out), INK_DIM))
        if v.over:
            lines.append((f"The pool: {len(v.pool)} cards (it has scored)", INK_DIM))
        else:
            # where the discards go (BA6): it emptied at stage IV and "the future pool" read wrong
            goes = "to stages IV–V" if v.stage <= 3 else "to stage VI" if v.stage <= 5 else "the pool"
            lines.append((f"Discard pile: {v.discard_count} ({goes})", INK_DIM))
        if v.pass_token:
            lines.append(("Pass tokens: 1 point each", INK_DIM))
        r, x, y = self.draw_side_panel(surface, "stage", "Game over" if v.over else f"Stage {STAGES[v.stage]} of VI",
                                       lines)
        if not v.over:
            self.draw_standing(surface, r, x, y)

    def draw_standing(self, surface, r, x: int, y: int) -> None:
        """Where each seat stands: its score were no other card won (every card nobody holds in
        the pool). The pool's points showed only in stage VI, and a newcomer found the game's
        real strategy hidden until the very end."""
        size = max(11, self.px(14))
        y += self.px(4)
        head = text(surface, STANDING + ":", (x, y), size, INK_DIM, max_width=r.right - x - self.px(12))
        y += self.px(22)
        right = head.right
        for seat, pts in enumerate(self.scores_if_ended()):
            piece = f"{self.name(seat)} {pts}"
            w = text(surface, piece, (x, y), size, self.colour(seat), True).right
            right = max(right, w)
            x = w + self.px(14)
        # hovered, it says where each count comes from (Cyd "started on 12 with no explanation":
        # the Excuse's, a newcomer)
        self.hidden_note(pygame.Rect(head.left, head.top, right - head.left, y + self.px(20) - head.top),
                         self.count_words())

    def count_words(self) -> str:
        """Where each seat's count comes from, card by card ("Cyd 12: the Excuse 12")."""
        from rules.barony import unclaimed
        v = self.view
        pool = unclaimed(v)
        parts = []
        for seat, pts in enumerate(self.scores_if_ended()):
            held = v.owned(seat)
            bits = [f"{D.CARDS[h].name} {sum(1 for c in pool if set(D.suits_of(h)) & set(D.suits_of(c)))}"
                    for h in held if D.CARDS[h].kind in (D.ACE, D.CROWN)]
            if D.EXCUSE_ID in held:
                bits.append(f"the Excuse {sum(1 for c in pool if D.CARDS[c].kind in (D.ACE, D.CROWN))}")
            if v.pass_token and v.passes[seat]:
                bits.append(f"pass tokens {v.passes[seat]}")
            parts.append(f"{self.name(seat)} {pts}: {', '.join(bits) or 'no Ace or Crown yet'}")
        return ("If every card nobody holds yet ended in the pool, each Ace and Crown would score 1 for each "
                "card of its suit there, and the Excuse 1 for each Ace and Crown. " + "; ".join(parts) + ".")

    def draw_discards(self, surface) -> None:
        """The discard pile spread out (the cards nobody saw are counted, not shown)."""
        v = self.view
        r = self.layout.rect("table").inflate(-self.px(60), -self.px(120))
        panel(surface, r, (10, 20, 17, 245), ACCENT, 12)
        self.cover(r)
        # what the pile becomes (BA6): before stage VI it is dealt out again, and its count of
        # points read as a third score beside the panel's and the headers' (a newcomer: "You 12"
        # there, "You 0" here)
        becomes = ("dealt out again as stages IV and V" if v.stage <= 3 else "dealt out again as stage VI"
                   if v.stage <= 5 else "the scoring pool")
        text(surface, f"The discard pile: {v.discard_count} cards ({becomes})",
             (r.left + self.px(16), r.top + self.px(10)), max(12, self.px(16)), ACCENT, True,
             max_width=r.width - self.px(32))
        self.spread(surface, list(v.discards), pygame.Rect(r.left + self.px(16), r.top + self.px(44),
                                                            r.width - self.px(32), r.height - self.px(90)))
        extra = f"{v.unseen_discards} more went unseen · " if v.unseen_discards else ""
        text(surface, extra + "click or D to close", (r.centerx, r.bottom - self.px(10)), max(10, self.px(13)),
             INK_DIM, anchor="midbottom")
        # what the pile holds of each suit, and, once it is the pool (stage VI), the points so far
        # as each seat's header counts them
        suits = ", ".join(f"{D.SUIT_NAMES[su]} {sum(su in D.suits_of(c) for c in v.discards)}" for su in D.SUITS)
        points = self.points_so_far()
        now = " · ".join(f"{self.name(i)} {points[i]}" for i in range(v.players))
        said = f"Suits: {suits}   Points so far: {now}" if v.stage >= 6 else f"Suits: {suits}"
        text(surface, said, (r.centerx, r.bottom - self.px(32)),
             max(10, self.px(13)), INK, anchor="midbottom", max_width=r.width - self.px(32))

    def spread(self, surface, cards: list, area: pygame.Rect, marks=None) -> None:
        """Cards in rows across ``area``; ``marks`` (card -> [(seat, points)]) puts, under each
        card, a chip per seat that scores for it, in the seat's colour."""
        if not cards:
            return
        gap = self.px(26) if marks else self.px(8)

        def width(rows):
            per = -(-len(cards) // rows)
            return min(area.width / per - self.px(8), (area.height / rows - gap) * 63 / 88, self.px(70))
        # as many rows as make the cards largest (fourteen in one row of 13 and a second row of
        # one were drawn tiny, and the marks of the end cards ran over the frame)
        rows = max(range(1, min(len(cards), 4) + 1), key=lambda r: (width(r), -r))
        per_row = -(-len(cards) // rows)
        w = int(width(rows))
        h = round(w * 88 / 63)
        small = max(9, self.px(12))
        for k, c in enumerate(cards):
            row, col = divmod(k, per_row)
            cx = area.left + (col + 0.5) * area.width / per_row
            cy = area.top + row * (h + gap) + h / 2
            self.card(surface, c, (cx, cy), w)
            chips = (marks or {}).get(c, [])
            cwid = self.px(18)
            x0 = cx - len(chips) * (cwid + self.px(2)) / 2
            for j, (seat, pts) in enumerate(chips):
                r = pygame.Rect(int(x0 + j * (cwid + self.px(2))), int(cy + h / 2 + self.px(3)), cwid, self.px(17))
                panel(surface, r, (16, 26, 22, 240), self.colour(seat), 5)
                text(surface, str(pts), r.center, small, self.colour(seat), True, anchor="center")

    def seat_status(self, seat: int) -> tuple:
        """(words, colour) at the right of a seat's header: passed, its turn, or its bid."""
        v = self.view
        status, col = "", INK_DIM
        if v.over:
            pass
        elif seat in v.passed:
            status = "passed"
        elif seat in v.to_act:
            status, col = ("your turn" if self.turn_is_yours(seat) else self.busy_word(seat, "bidding…")), ACCENT
        elif v.targets[seat] is not None:
            status, col = f"bid {v.bids[seat]} on {D.CARDS[v.targets[seat]].name}", GOLD
        if v.pass_token and v.passes[seat]:
            status = (status + " · " if status else "") + f"{v.passes[seat]} pass token{'s' if v.passes[seat] > 1 else ''}"
        return status, col

    def widest_status(self, seat: int, size: int) -> int:
        """The width of the widest status ``seat_status`` can show for ``seat`` in this Market
        (its turn, a pass, or a one-digit bid on any Market card, with its pass tokens)."""
        v = self.view
        now, _ = self.seat_status(seat)
        if v.over:
            return font(size, True).size(now)[0] if now else 0
        tokens = now[now.index(" · "):] if " · " in now else ""
        words = [now, "your turn" + tokens, "passed" + tokens] + [f"bid 9 on {D.CARDS[c].name}{tokens}" for c in v.market]
        return max(font(size, True).size(w)[0] for w in words)

    def score_tag(self, seat: int) -> str:
        """What a seat scores, beside its name: in stage VI, where the discard pile is the pool,
        its points so far ("11 pts so far"); before, the suits its Aces and Crowns score in
        ("scores in Moons, Knots"): points counted against a pile that is dealt out again fell
        to 0 at stage IV, with nothing to say why (a newcomer)."""
        v = self.view
        if v.over:
            return ""
        names = [D.SUIT_NAMES[s] for s in self.score_suits(seat)]
        # every suit named ("4 suits" named none: a newcomer); where they do not fit beside the
        # name, the header draws their symbols. The Excuse too (three players): a seat that held
        # it said nothing while it stood on 12 points (a newcomer)
        excuse = D.EXCUSE_ID in v.owned(seat)
        verb = "score" if self.speaks_to(seat) else "scores"       # ("You scores in Suns": a newcomer)
        where = (f"{verb} in " + ", ".join(names)) if names else ""
        if excuse:
            where = f"{where} and with the Excuse" if where else f"{verb} with the Excuse"
        if v.stage >= 6:
            # in stage VI both: the suits are what you steer the pool by, just when it matters
            # most ("pts so far" alone dropped them: a newcomer)
            pts = self.points_so_far()[seat]
            so_far = f"{pts} pt{'s' if pts != 1 else ''} so far"
            # a seat that kept no Ace or Crown says so (its header read "Cyd Prime 3 pts so far",
            # and a newcomer looked for the suits it scores in)
            return f"{where or verb + ' in no suit'} · {so_far}"
        return where

    def score_suits(self, seat: int) -> list:
        """The suits a seat's Aces and Crowns score in, in the deck's order."""
        held = self.view.owned(seat)
        return sorted({s for c in held if D.CARDS[c].kind in (D.ACE, D.CROWN) for s in D.suits_of(c)},
                      key=D.SUITS.index)

    def points_so_far(self) -> list:
        """Per seat, what it would score if the game ended now: its Aces and Crowns (and the
        Excuse) against the discard pile as it stands (the pool, once it is over), and its
        pass tokens where they count (the rules' own count, ``score_pool``)."""
        from rules.barony import score_pool
        v = self.view
        lines = score_pool(v.pool if v.over else v.discards, [v.owned(i) for i in range(v.players)])
        return [sum(p for _, p in ls) + (v.passes[i] if v.pass_token else 0) for i, ls in enumerate(lines)]

    def scores_if_ended(self) -> list:
        """Per seat, its score were no other card won: its Aces and Crowns (and the Excuse)
        against every stage card nobody holds (``unclaimed``), with its pass tokens where they
        count. In stage VI, what everyone passing from here would leave."""
        from rules.barony import score_pool, unclaimed
        v = self.view
        lines = score_pool(unclaimed(v), [v.owned(i) for i in range(v.players)])
        return [sum(p for _, p in ls) + (v.passes[i] if v.pass_token else 0) for i, ls in enumerate(lines)]

    def pool_marks(self, pool) -> dict:
        """Per pool card, who scores for it and how much: [(seat, points)]."""
        v = self.view
        out = {}
        for c in pool:
            out[c] = []
            for seat in range(v.players):
                pts = sum(1 for h in v.owned(seat) if D.CARDS[h].kind in (D.ACE, D.CROWN)
                          and set(D.suits_of(h)) & set(D.suits_of(c)))
                if D.EXCUSE_ID in v.owned(seat) and D.CARDS[c].kind in (D.ACE, D.CROWN):
                    pts += 1
                if pts:
                    out[c].append((seat, pts))
        return out

    def score_story(self) -> list:
        """The pool's count in this game's numbers: how many cards nobody took, what each of your
        Aces and Crowns matched there and what you scored, and what the others scored."""
        v = self.live_view
        if not v.over or v.result is None:
            return []
        you = self.you()
        out = [f"The game is over: the {len(v.pool)} cards nobody took are the pool. The marks under them "
               "show who scores."]
        for seat in range(v.players):
            mine = seat == you
            held = [h for h in v.owned(seat) if D.CARDS[h].kind in (D.ACE, D.CROWN)]
            parts = [(D.CARDS[h].name, sum(1 for c in v.pool if set(D.suits_of(h)) & set(D.suits_of(c))))
                     for h in held]
            if D.EXCUSE_ID in v.owned(seat):
                parts.append(("the Excuse", sum(1 for c in v.pool if D.CARDS[c].kind in (D.ACE, D.CROWN))))
            score = v.result.scores[seat]
            tokens = f" and {v.passes[seat]} from passing" if v.pass_token and v.passes[seat] else ""
            if parts and not mine:
                kinds = "Aces and Crowns" if len(parts) > 1 else "Ace or Crown"
                out.append(f"{self.name(seat)} scored {score} with {len(parts)} {kinds}{tokens}.")
            elif parts:
                (first, n), rest = parts[0], parts[1:]
                said = [f"{first} matched {n} pool card{'' if n == 1 else 's'}"] + [f"{c} {k}" for c, k in rest]
                out.append(f"Your {', '.join(said)}{tokens}: you scored {score}.")
            else:
                out.append(f"{'You' if mine else self.name(seat)} scored {score}{tokens}: no Ace or Crown matched "
                           "the pool.")
        out.append("Each point is a card nobody won: the suits you let go by pay at the end.")
        return out

    def draw_pool(self, surface) -> None:
        v = self.view
        area = self.layout.rect("deck").union(self.layout.rect("discard")).union(self.layout.rect("bids_0"))
        area = area.union(self.layout.rect("bids_2"))
        panel(surface, area.inflate(self.px(8), self.px(8)), (10, 20, 17, 220), ACCENT, 10)
        x = area.left + self.px(8)
        r = text(surface, f"The pool: {len(v.pool)} cards", (x, area.top), max(12, self.px(15)), ACCENT, True)
        x = r.right + self.px(14)
        if v.result:
            for i, sc in enumerate(v.result.scores):
                r = text(surface, f"{self.name(i)} {sc}", (x, area.top), max(12, self.px(15)), self.colour(i), True)
                x = r.right + self.px(12)
        self.spread(surface, list(v.pool), pygame.Rect(area.left, area.top + self.px(24), area.width,
                                                        area.height - self.px(24)), self.pool_marks(v.pool))

    def draw_results_header(self, surface, final: dict, y: int, px, hot: list | None = None) -> int | None:
        pool = final.get("pool")
        if not isinstance(pool, list) or not pool:
            return None
        w = surface.get_width()
        n = len(pool)
        cw = min(px(44), int((w - px(60)) / max(1, n) - px(6)))
        step = cw + px(6)
        x = w // 2 - (n * step) // 2
        text(surface, "The scoring pool", (w // 2, y - px(2)), px(14), INK_DIM, anchor="midtop")
        for k, c in enumerate(pool):
            r = art.draw_card(surface, "decktet", c, (x + k * step + cw // 2, y + px(16) + round(cw * 88 / 63) // 2),
                              width=cw)
            if hot is not None:
                hot.append((pygame.Rect(r), "decktet", c))
        return y + px(26) + round(cw * 88 / 63)
