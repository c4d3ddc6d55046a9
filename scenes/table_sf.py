"""The Sorcerous Futures table.

Seats around the table (your own at the bottom), the market of five in the middle, the
Excuse and the deck, the auction in progress and the log on the right, the prompt bar with
its buttons at the bottom: in an auction the bid control (``scenes/bid_control.py``: − and +,
typed digits, the wheel and the arrow keys), its range read off the legal actions.
Everything is drawn from the viewer's SFView.
"""
from __future__ import annotations

import pygame

from game import art, sound
from game.anim import ease_in_out_cubic
from game.art.decktet_face import FULL_MIN_W
from game.assets import font
from rules.decks import decktet as D
from rules.sorcerous_futures import AssignCrowns, Bid, Pass, SealedBid, StartAuction, cards_to_come, opening_bid

from .anim_layer import badge_plate, badge_size
from .bid_control import BidControl
from .table_kit import TableScene
from .widgets import ACCENT, GOLD, INK, INK_DIM, Button, gold_stack, panel, text, wrap

SLOTS = 5
SUIT_NAME = {s: s.capitalize() for s in D.SUITS}
ACE_READS = 8          # the sales an Ace hovered reads back, the latest
SEALED_HOLD = 8.0     # seconds the revealed sealed bids wait for a click before going on by themselves
FINALE_STAGGER = 0.35   # seconds between the valuation cards turning up in the middle at the end
ONE_ROW_SHOWS = 0.7    # a bought card in one overlapping row shows at least this share of its width (else two rows)



WON_FLIES_AFTER = 0.25     # seconds a card won in an open auction waits for the last word's motion before it flies

class SFTable(TableScene):
    SIDE_PANEL = "auction"      # the hint may take its room (``hint_column``)
    PUBLIC_MOMENTS = ("reveal_bids",)   # hot-seat: the sealed bids turn up in the public view
    SCORING = "Score: the gold kept, plus each bought card's suit values, plus the Excuse's value for each card of your Crown's suit."   # the results say it under the heading
    deck = "decktet"
    RESULT_CARDS = (("bought", "Bought"), ("crown", "Crown"))

    def __init__(self, app, match, viewer=None, animate=True):
        super().__init__(app, match, viewer, animate)
        self.slots = [None] * SLOTS           # stable market positions: card id per slot
        self.slots_from_history(len(match.events) if not animate else 0)
        self.selected = None                  # card chosen to auction (by the active human)
        self.bid_control = BidControl(self.amount_bounds, self.flash)    # the amount to bid or seal
        self.amount_for = None                # (phase, auction number, seat) the amount belongs to
        self.crown_picker_open = False
        self.revealed = {}                    # seat -> sealed bid, shown while a closed auction's end holds the table
        self.revealed_winner = None
        self.leaving = None                   # (card, slot, its flight): the card just won, in its slot until it flies

    # ------------------------------------------------------------------ geometry
    def sync_slots(self, market) -> None:
        m = list(market)
        self.slots = [c if c in m else None for c in self.slots]
        for c in m:
            if c not in self.slots:
                i = self.slots.index(None) if None in self.slots else 0
                self.slots[i] = c

    def slots_from_history(self, upto: int) -> None:
        """The market's positions as the table placed them while the game was played (a new
        market fills the slots in order, a card won leaves its slot empty): a table opened
        afresh on a position (after an undo, on Continue, a replay's jump) shows every card
        where it was, not packed to the left. The first market comes with the game (no
        Event): it is the market now with the cards won since put back where they lay."""
        dealt, won = None, []
        for e in self.match.events[:upto]:
            if not e.visible(self.viewer):
                continue
            if e.kind == "market":
                dealt, won = list(e.data["cards"]), []
            elif e.kind == "won":
                won.append(e.data)
        if dealt is None:
            dealt = list(self.view.market)
            for d in reversed(won):
                dealt.insert(min(len(dealt), d.get("index", len(dealt))), d["card"])
        self.slot_event("market", {"cards": dealt})
        for d in won:
            self.slot_event("won", d)
        self.sync_slots(self.view.market)

    def slot_event(self, kind: str, d) -> None:
        """What one Event does to the market's positions (live and when rebuilt alike)."""
        if kind == "market":
            self.sync_slots(d["cards"])
        elif kind == "won":
            self.slots = [None if c == d["card"] else c for c in self.slots]

    def slot_center(self, i: int):
        return self.layout.rect(f"market_{i}").center

    def card_w(self, base: float) -> int:
        return max(24, self.px(base))

    def seat_geom(self, seat: int) -> dict:
        """Rects and sizes inside a seat's box: header, aces, crown, bought row."""
        r = self.layout.rect(self.seat_slot(seat))
        own = self.seat_slot(seat) == "seat_0"
        pad = self.px(10)
        head_h = self.px(30)
        if own:
            cw = self.card_w(76)
            ch = round(cw * 88 / 63)
            top = r.top + head_h + pad // 2
            aces_x = r.left + pad
            peek = self.px(30)
            crown_x = aces_x + 2 * (cw + self.px(8)) + self.px(12)
            # the status word ("bid sealed ✓") sits in the header beside your gold: the row runs to the edge
            right = r.right - pad
            bought = pygame.Rect(crown_x + cw + self.px(22), top, right - (crown_x + cw + self.px(22)), ch)
            return dict(rect=r, own=True, cw=cw, ch=ch, top=top, aces_x=aces_x, peek=peek, crown_x=crown_x,
                        bought=bought, bw=self.card_w(64))
        cw = self.card_w(52)
        ch = round(cw * 88 / 63)
        top = r.top + head_h + self.px(4)
        aces_x = r.left + pad
        peek = self.px(22)
        crown_x = aces_x + 2 * (cw + self.px(6)) + self.px(8)
        # the bought row starts below the valuation cards' "= N" labels (shown once revealed)
        brow_y = top + ch + peek + self.px(4) + font(max(10, self.px(13)), True).get_linesize()
        bw = self.card_w(50)
        bought = pygame.Rect(r.left + pad, brow_y, r.width - 2 * pad, round(bw * 88 / 63))
        return dict(rect=r, own=False, cw=cw, ch=ch, top=top, aces_x=aces_x, peek=peek, crown_x=crown_x,
                    bought=bought, bw=bw)

    def bought_layout(self, seat: int, n: int) -> tuple:
        """Where a seat's ``n`` bought cards go and how wide: one row while each card shows at
        least ``ONE_ROW_SHOWS`` of its width; else two rows where the box has the height for
        them (your own), the cards as large as both rows allow, overlapping only past five or so
        a row; else one row, overlapping."""
        g = self.seat_geom(seat)
        b, bw, gap = g["bought"], g["bw"], self.px(6)
        if n <= 0:
            return [], bw
        # one row of full-size cards, overlapping a little, before two rows of smaller ones: at
        # six cards your row went to two rows of three small cards with half the box empty
        # beside them (a newcomer)
        if n > 1 and (b.width - bw) / (n - 1) < ONE_ROW_SHOWS * bw:
            r, v = g["rect"], self.view
            bottom = r.bottom - self.px(8)
            if v.excuse_seat == seat and v.sly_values and seat == self.viewer:     # its "Values in play" line
                bottom -= font(max(10, self.px(13))).get_linesize()
            rgap = self.px(4)
            w2 = min(bw, int((bottom - b.top - rgap) / 2 * 63 / 88))
            if w2 >= self.px(44):
                per = (n + 1) // 2
                h2 = round(w2 * 88 / 63)
                step = min(w2 + gap, (b.width - w2) / max(1, per - 1)) if per > 1 else 0
                return [(b.left + w2 / 2 + (i % per) * step, b.top + h2 / 2 + (i // per) * (h2 + rgap))
                        for i in range(n)], w2
        step = min(bw + gap, (b.width - bw) / max(1, n - 1)) if n > 1 else 0
        return [(b.left + bw / 2 + i * step, b.centery) for i in range(n)], bw

    def bought_centers(self, seat: int, n: int) -> list:
        return self.bought_layout(seat, n)[0]

    def gold_pos(self, seat: int):
        """The middle of a seat's gold (its coins and figure, top right of its box)."""
        r = self.seat_rect(seat)
        return (r.right - self.px(62), r.top + self.px(16))

    def seat_center(self, seat: int):
        return self.layout.rect(self.seat_slot(seat)).center

    def own_label_pos(self):
        """Where your pop-ups rise: just over your box's top edge, above your bid's status (from
        the middle of the box "Bid sealed" rose over your bought cards, white on white). The
        other seats' words stand on plates (``seat_word``)."""
        r = self.layout.rect("seat_0")
        return (r.right - self.px(170), r.top - self.px(10))

    def bank_pos(self):
        r = self.layout.rect("deck")
        return (r.centerx, r.bottom + self.px(40))

    # ------------------------------------------------------------------ Events -> animations (TableScene.on_event)
    def anim_market(self, d) -> None:
        self.slot_event("market", d)
        # dealt once what is queued has played (the last card won has reached its buyer)
        t0, deck, w = self.anims.after(), self.layout.rect("deck").center, self.card_w(90)
        for n, c in enumerate(d["cards"]):
            at = self.slot_center(self.slots.index(c) if c in self.slots else n)
            self.anims.fly(c, deck, at, w, w, delay=t0 + 0.06 * n, dur=0.34, face0=False, hides=(("market", c),))
        sound.play("slide")

    def seat_word(self, seat: int, s: str, color) -> None:
        """A seat's word for what it just did ("Bids 15", "Pass"): yours rises over your box;
        another seat's stands a moment on a plate where its bid shows, inside its box (rising
        there it crossed "Crown (known)" and ran past the box's edge: newcomers)."""
        if self.seat_slot(seat) == "seat_0":
            self.anims.popup(self.own_label_pos(), s, color)
            return
        r = self.seat_rect(seat)
        size = 18
        w, h = badge_plate(s, badge_size(self.px, {"size": size}), INK, False, self.px(28), self.px(12)).get_size()
        x, y = self.bid_badge_pos(seat)
        x = max(r.left + self.px(6) + w / 2, min(x, r.right - self.px(6) - w / 2))
        # under the seat's bid status ("bid 3"), not on its foot ("Open at 3" sat on it: a newcomer)
        status_foot = r.top + self.px(34) + font(max(11, self.px(14)), True).get_linesize()
        y = max(y, status_foot + self.px(3) + h / 2)
        label = self.crown_label_rect(seat)
        g = self.seat_geom(seat)
        crown = pygame.Rect(int(g["crown_x"]), int(g["top"]), int(g["cw"]), int(g["ch"]))
        plate = pygame.Rect(0, 0, w, h)
        plate.center = (int(x), int(y))
        if (label is not None and plate.colliderect(label)) or plate.colliderect(crown):
            # no room right of the Crown's label ("Pass" sat on Cyd's "Crown": a newcomer), or the
            # plate kept inside the box slid over the Crown ("Open at 10" on Cyd's: a newcomer):
            # under them
            y = max(label.bottom if label is not None else 0, crown.bottom) + self.px(4) + h / 2
        self.anims.badge((x, y), s, color, size=size, dur=1.2)

    def crown_label_rect(self, seat: int):
        """Where another seat's Crown label stands beside its Crown (as ``draw_seat`` writes it),
        or None (your own, under your Crown)."""
        if self.seat_slot(seat) == "seat_0":
            return None
        g = self.seat_geom(seat)
        f = font(max(9, self.px(12)))
        lines = self.crown_label_lines(seat, "Crown (known)")
        lh = f.get_linesize()
        r = pygame.Rect(0, 0, max(f.size(x)[0] for x in lines), lh * len(lines))
        r.midleft = (int(g["crown_x"] + g["cw"] + self.px(6)), int(g["top"] + g["ch"] / 2))
        return r

    def anim_auction(self, d) -> None:
        label = f"Open at {d.get('opening')}" if d["format"] == "open" else "Closed auction"
        self.seat_word(d["seat"], label, ACCENT)
        sound.play("click")

    def anim_bid(self, d) -> None:
        self.seat_word(d["seat"], f"Bids {d['amount']}", GOLD)
        sound.play("chip")

    def anim_pass(self, d) -> None:
        self.seat_word(d["seat"], "Pass", INK_DIM)
        sound.play("pass")

    def anim_sealed(self, d) -> None:
        # another seat's box says "bid sealed ✓" itself: a plate saying it again covered its Crown
        # and "Crown (known)" in a four-player box (a newcomer); your own rises over your box
        if not self.reveal_follows() and self.seat_slot(d["seat"]) == "seat_0":
            self.seat_word(d["seat"], "Bid sealed", INK)

    def reveal_follows(self) -> bool:
        """Whether the Events fed with this one reveal the sealed bids next (this seal was the last)."""
        for e in self.match.events[self.seen:]:
            if e.kind == "reveal_bids":
                return True
            if e.kind != "sealed_amount":
                return False
        return False

    def revealing(self) -> bool:
        """A closed auction's end is on the table: the auction as it was, its bids face up."""
        return bool(self.revealed) and self.view_held()

    def bid_badge_pos(self, seat: int):
        """Where a revealed bid stands: over the seat's bid status (your own: on your box's top
        edge, left of your gold; the others': under their gold, right of their Crown), never over
        a bought card."""
        r = self.seat_rect(seat)
        if self.seat_slot(seat) == "seat_0":
            # inside your box, at its foot on the right, where your cards leave that clear (on
            # its top edge it sat on the border: a newcomer); else on the top edge
            plate = badge_plate("888", badge_size(self.px, {"size": self.bid_badge_size(seat, True),
                                                            "big": True}), INK, True, self.px(28), self.px(12))
            inside = plate.get_rect(bottomright=(r.right - self.px(12), r.bottom - self.px(10)))
            centers, bw = self.bought_layout(seat, len(self.view.bought[seat]))
            g = self.seat_geom(seat)
            cards = [self.card_rect(c, bw) for c in centers] + \
                [self.card_rect((g["crown_x"] + g["cw"] / 2, g["top"] + g["ch"] / 2), g["cw"])]
            if not any(inside.colliderect(c) for c in cards):
                return inside.center
            return (r.right - self.px(150), r.top)
        # the others': right of their Crown's label ("Crown (known)"), kept inside the box
        g = self.seat_geom(seat)
        f = font(max(9, self.px(12)))
        label_end = g["crown_x"] + g["cw"] + self.px(6) + max(f.size(s)[0] for s in self.crown_label_lines(seat, "Crown (known)"))
        w = self.bid_badge_width(seat)
        x = min(max(label_end + self.px(6) + w / 2, r.right - self.px(42)), r.right - self.px(6) - w / 2)
        return (x, r.top + self.px(64))

    def crown_label_lines(self, seat: int, label: str) -> list:
        """The others' Crown label beside their Crown: on one line; while the sealed bids are
        revealed, two ("Crown" over "(known)") where one leaves no room for the bid beside it,
        or "Crown" alone where two do not either (four-player boxes: the bid's plate covered
        "(known)"; the Crown itself is face up beside it)."""
        if " " not in label or self.seat_slot(seat) == "seat_0" or not self.revealing():
            return [label]
        r = self.seat_rect(seat)
        g = self.seat_geom(seat)
        f = font(max(9, self.px(12)))
        room = r.right - g["crown_x"] - g["cw"] - self.px(18) - self.bid_badge_width(seat)
        for lines in ([label], label.split(" ", 1)):
            if max(f.size(s)[0] for s in lines) <= room:
                return lines
        return [label.split(" ", 1)[0]]        # "Crown": the card beside it is face up

    def bid_badge_size(self, seat: int, win: bool) -> int:
        """A revealed bid's design size: the others' smaller, where the room beside their
        Crown's label is narrow; yours and the winner's larger where there is room."""
        return 26 if self.seat_slot(seat) != "seat_0" else (44 if win else 34)

    def bid_badge_width(self, seat: int) -> int:
        """The widest a revealed bid's plate is at this seat (three digits)."""
        return badge_plate("888", badge_size(self.px, {"size": self.bid_badge_size(seat, True)}), INK, True,
                           self.px(28), self.px(12)).get_width()

    def anim_reveal_bids(self, d) -> None:
        """The big moment of a closed auction: every sealed bid at once, large, beside its
        seat, the winner's in gold; a beat; then the card goes to the winner."""
        bids = {int(s): a for s, a in d["bids"].items()}
        top = max(bids.values()) if bids else 0
        winner = d.get("winner")
        # the auction that ended stays on the table (its card, its seats, its panel) until its
        # card goes to the winner (``anim_won`` releases it)
        self.hold_view()
        self.revealed = dict(bids)
        self.revealed_winner = winner if winner is not None else next((s for s, a in bids.items() if a == top), None)
        self.leaving = None
        # a person reads it, then clicks on, or it goes on after 8 s: a game has up to 20 auctions,
        # and a click each time was more than the bids needed (the log keeps them)
        t0, hold = self.anims.after(), self.watched_hold(2.2, up_to=SEALED_HOLD)
        self.beat(hold)                                  # from t0: the badges stand as long as the beat
        for seat, amt in bids.items():
            win = seat == self.revealed_winner
            self.anims.badge(self.bid_badge_pos(seat), str(amt), GOLD if win else INK, big=win, delay=t0, dur=hold,
                             size=self.bid_badge_size(seat, win))
        self.stage("The sealed bids are revealed…" + ("  (click to go on)" if hold > 2.2 else ""), delay=t0)
        sound.play("flip")

    def anim_won(self, d) -> None:
        seat, card, price = d["seat"], d["card"], d["price"]
        i = self.slots.index(card) if card in self.slots else 2
        start = self.slot_center(i)
        self.slot_event("won", d)
        n = len(self.live_view.bought[seat])       # where it lands: the view a reveal holds has it not yet
        centers, bw = self.bought_layout(seat, n)
        dest = centers[-1] if centers else self.seat_center(seat)
        after = self.anims.after()
        if self.revealing():                     # the auction that ended gives way as its card takes off
            self.release_view(after)
            self.stage(self.says(seat, f"wins {D.CARDS[card].name} for {price} gold."), delay=after)
        else:
            # with the last word, not after it: it stood 1.3 s in the market while the prompt had
            # moved on to the next auction ("a sold card stays in the market after its sale": two
            # newcomers). (The log's line, and the prompt's while it plays, come as it takes off.)
            after = min(after, WON_FLIES_AFTER)
        flight = self.anims.fly(card, start, dest, self.card_w(90), bw, delay=after + 0.1, dur=0.42,
                                hides=(("bought", card),), ease=ease_in_out_cubic)
        # still in its slot until it flies: while a reveal holds the auction up, and while the
        # auction's last words show ("the market emptied and the card disappeared; then it
        # reappeared and flew to Dov": a newcomer)
        self.leaving = (card, i, flight)
        if price:
            # from the seat's gold, where the price comes off (from the box's middle its "-17"
            # sat on Dov's Crown: a newcomer)
            self.anims.chip_fly(self.gold_pos(seat), self.bank_pos(), f"-{price}", delay=after + 0.05)
        sound.play("win")

    def anim_reveal_excuse(self, d) -> None:
        self.flip_val("excuse", delay=0.1)
        sound.play("flip")

    def anim_game_over(self, d) -> None:
        """The end, staged: every valuation card turns up in the middle of the table, large,
        with what it is worth; the player has a good look before the scores."""
        # the cards this screen saw all game (under its own Aces) stay as they are: turned up
        # again, each was left out of the table till its turn ("my valuation cards vanished,
        # leaving bare '= 3' labels under my Aces": a newcomer)
        seen = set((self._view_before.valuations or {}) if self._view_before is not None else ())
        keys = [k for k in d.get("valuations", {}) if k not in seen]
        # after what is queued (a sealed reveal, the last card's flight): the reveal's words
        # gave way at once to "the valuation cards turn up… click to see the scores" while the
        # bids still stood on the table, and its click skipped the valuations (a newcomer)
        t0 = self.anims.after()
        for n, key in enumerate(keys):
            self.flip_val(key, delay=t0 + 0.15 + 0.12 * n)
        # and in the middle, whole, one after another: the moment the game was played for (they
        # stayed strips with numbers: "it should be the big moment", a newcomer)
        for n, key in enumerate(keys):
            self.flip_finale(key, delay=t0 + 0.3 + FINALE_STAGGER * n)
        # they stay until a person at the screen clicks on (they went after about 4 s, before a
        # newcomer had read them: "the end comes fast"); "click" is said once every card is up
        # (said while they turned, a click only ended the turning: "the first click didn't move
        # on", a newcomer)
        hold = self.watched_hold(3.2)
        self.stage("The valuation cards turn up…", delay=t0)
        if hold > 3.2:
            self.stage("The valuation cards turn up…  (click to see the scores)", delay=self.anims.after())
        self.beat(hold)
        sound.play("flip")

    def finale_spots(self, view=None):
        """Where the end shows the valuations, the market being empty: ``(panel, spots, two,
        step)``, a spot ``(key, card, ace centre, card centre, width)`` for each suit (or the
        Excuse), ``two`` whether the words under them take two lines, ``step`` a column's width;
        None before the end. Each valuation card lies face up over the top of its Ace, whole
        ("the hidden cards never really get turned up: blank strips with numbers", a newcomer,
        of a card peeking out under its Ace); the panel takes the room between the seats. ``view``: the View to lay out (default
        the one drawn; the game's end is queued from the newest, while a sealed reveal may still
        hold up the one drawn)."""
        v = view or self.view
        if v.phase != "over" or not v.valuations:
            return None
        first, last = self.layout.rect("market_0"), self.layout.rect("market_4")
        area = first.union(last).inflate(self.px(60), self.px(50))
        table = self.layout.rect("table")
        area.clamp_ip(table)
        # as wide as the table lets it (its words ran into each other at 960x540), over the
        # Excuse's place too (its card turns up here with the others)
        area.width = max(area.width, table.right - self.px(10) - area.left)
        tops = [self.layout.rect(f"seat_{k}").bottom for k in range(1, v.players)]
        low = max(tops) + self.px(6) if tops else area.top
        # (above your box, room for a word hovered in your box's header to stand over it: a
        # word there moved onto your name)
        high = self.layout.rect("seat_0").top - self.px(36)
        if low < high:                                        # clear of the seats above and below
            area.top, area.height = low, high - low
        items = list(v.valuations.items())
        step = (area.width - self.px(20)) / max(1, len(items))
        over = 0.4                                            # of a card's height: the Ace's top in sight
        # "Moons = 7" under each card, on one line where every one fits its column, else two
        small, big = max(9, self.px(12)), max(11, self.px(15))
        two = any(font(small).size(("Excuse" if k == "excuse" else SUIT_NAME.get(k, k)) + " ")[0]
                  + font(big, True).size(f"= {D.value_of(c)}")[0] > step - self.px(8) for k, c in items)
        room = area.height - self.px(22) - self.px(40 if two else 22)
        w = int(min(self.px(76), step - self.px(14), room / (1 + over) * 63 / 88))
        h = w * 88 / 63
        y = area.top + self.px(22) + h / 2
        spots = [(key, cid, (area.left + self.px(10) + step * (k + 0.5), y),
                  (area.left + self.px(10) + step * (k + 0.5), y + over * h), w)
                 for k, (key, cid) in enumerate(items)]
        return area, spots, two, step

    def draw_finale(self, surface, hidden=frozenset()) -> None:
        """The valuations, turned up where everyone can see them (the market is empty now): each
        card whole over its Ace, its suit and worth under it; a card still to turn up
        (``("finale", key)`` hidden) lies face down there."""
        at = self.finale_spots()
        if at is None:
            return
        area, spots, two, step = at
        panel(surface, area, (10, 20, 17, 235), ACCENT, 12)
        text(surface, "What each suit was worth", (area.centerx, area.top + self.px(4)), max(11, self.px(14)), ACCENT,
             True, anchor="midtop")
        for key, cid, ace, at_card, w in spots:
            self.card(surface, "excuse" if key == "excuse" else f"ace-{key}", ace, w)
            turning = ("finale", key) in hidden
            vr = self.card(surface, cid, at_card, w, face_up=not turning)
            # "Moons = 7" under the card (on two lines where a column is too narrow for one), the
            # worth once it has turned up
            label = "Excuse" if key == "excuse" else SUIT_NAME.get(key, key)
            worth = "" if turning else f"= {D.value_of(cid)}"
            small, big = max(9, self.px(12)), max(11, self.px(15))
            if two:
                r = text(surface, label, (at_card[0], vr.bottom + self.px(2)), small, INK, anchor="midtop",
                         max_width=int(step))
                if worth:
                    text(surface, worth, (at_card[0], r.bottom), big, GOLD, True, anchor="midtop")
                continue
            lw, ww = font(small).size(label + " ")[0], font(big, True).size(worth)[0] if worth else 0
            left = at_card[0] - (lw + ww) / 2
            y = vr.bottom + self.px(2) + font(big, True).get_linesize() / 2
            text(surface, label, (left, y), small, INK, anchor="midleft")
            if worth:
                text(surface, worth, (left + lw, y), big, GOLD, True, anchor="midleft")

    def plain_strip(self, surface, card: pygame.Rect, below: float) -> None:
        """A valuation card's strip that peeks out under its Ace (from ``below`` down), drawn
        plain: its own suits there read as the suit it values (a red Wyrm under the Ace of
        Suns: a newcomer); its worth is said under it, and hovering it shows the whole card."""
        strip = pygame.Rect(int(card.left), int(below), int(card.width), int(card.bottom - below))
        if strip.height > 2:
            r = self.px(5)
            pygame.draw.rect(surface, (236, 228, 206), strip, border_bottom_left_radius=r, border_bottom_right_radius=r)
            pygame.draw.rect(surface, (150, 132, 96), strip, 1, border_bottom_left_radius=r, border_bottom_right_radius=r)

    def crown_spot(self, seat: int) -> tuple:
        """The middle of a seat's Crown (as ``draw_seat`` puts it)."""
        g = self.seat_geom(seat)
        return (g["crown_x"] + g["cw"] / 2, g["top"] + g["ch"] / 2)

    def handing_out(self) -> bool:
        """The Crowns are on their way (``anim_crowns_dealt``): the table holds the position
        before the hand-out, the only time it shows phase "crowns" held."""
        return self.view_held() and self.view.phase == "crowns"

    def anim_crowns_dealt(self, d) -> None:
        """Four players: the Excuse seat hands out the Crowns, face down, one to each other
        seat, before the first market turns up (a bot's hand-out was invisible: every Crown and
        the market came in one frame, a newcomer). The table stays on the hand-out meanwhile."""
        ex = d["seat"]
        self.hold_view()                  # (the held position, phase "crowns", shows the Crowns as they go)
        t0 = self.anims.after()
        g = self.seat_geom(ex)
        src = self.crown_spot(ex)
        self.stage(self.match.fill_names(f"{{seat{ex}}} hands out the Crowns face down…")
                   if ex != self.viewer else "You hand out the Crowns face down…", delay=t0)
        # yours goes last, turning up as it comes (the table then shows it face up: released)
        others = sorted((k for k in range(self.view.players) if k != ex), key=lambda k: k == self.viewer)
        for n, k in enumerate(others):
            w1 = self.seat_geom(k)["cw"]
            mine = k == self.viewer and self.live_view.crown
            self.anims.fly(self.live_view.crown if mine else None, src, self.crown_spot(k), g["cw"], w1,
                           delay=t0 + 0.15 + 0.3 * n, dur=0.5, face0=False, face1=bool(mine),
                           hides=(("crown", k),), ease=ease_in_out_cubic)
        self.release_view(self.anims.after())
        self.beat(0.4)
        sound.play("slide")

    def anim_crowns(self, d) -> None:
        if self.viewer is not None and d.get("seat", self.viewer) == self.viewer:
            t0 = self.anims.after()
            if d.get("crown") and not self.handing_out():     # dealt at the start (three players): it turns up
                at, w = self.crown_spot(self.viewer), self.seat_geom(self.viewer)["cw"]
                self.anims.fly(d["crown"], at, at, w, w, delay=t0, dur=0.4, face0=False, face1=True,
                               hides=(("crown", self.viewer),))
            self.anims.popup(self.own_label_pos(), "Your Crown is dealt", ACCENT, delay=t0)

    def flip_val(self, key, delay=0.0):
        pos = self.val_pos(key)
        if pos is None:
            return
        (center, w) = pos
        # (from the newest View: a sealed reveal may still hold up the one drawn, where no
        # valuation has turned up yet, and the cards turned up without a flip)
        cid = self.live_view.valuations.get(key)
        if cid:
            self.anims.fly(cid, center, center, w, w, delay=delay, dur=0.4, face0=False, face1=True,
                           hides=(("val", key),))

    def flip_finale(self, key, delay=0.0) -> None:
        """A valuation card turning up in the end's panel (``finale_spots``)."""
        at = self.finale_spots(self.live_view)
        spot = next((sp for sp in at[1] if sp[0] == key), None) if at is not None else None
        if spot is None:
            return
        _, cid, _, center, w = spot

        def place(k=key):                     # asked again if the window is resized meanwhile
            again = self.finale_spots(self.live_view)
            sp = next((x for x in again[1] if x[0] == k), None) if again is not None else None
            c, ww = (sp[3], sp[4]) if sp is not None else (center, w)
            return c, c, ww, ww
        self.anims.fly(cid, center, center, w, w, delay=delay, dur=0.45, face0=False, face1=True,
                       hides=(("finale", key),), place=place)

    def val_pos(self, key):
        """Centre and width of the valuation card for a suit (or "excuse")."""
        v = self.view
        if key == "excuse":
            if v.excuse_seat is None:
                r = self.layout.rect("excuse")
                w = self.card_w(70)
                return ((r.left + self.px(12) + w + self.px(14) + w / 2, r.top + self.px(24) + w * 88 / 63 / 2), w)
            g = self.seat_geom(v.excuse_seat)
            return ((g["aces_x"] + g["cw"] / 2, g["top"] + g["peek"] + g["ch"] / 2), g["cw"])
        for seat, aces in enumerate(v.aces):
            for j, a in enumerate(aces):
                if D.CARDS[a].suits[0] == key:
                    g = self.seat_geom(seat)
                    x = g["aces_x"] + j * (g["cw"] + self.px(8 if g["own"] else 6)) + g["cw"] / 2
                    return ((x, g["top"] + g["peek"] + g["ch"] / 2), g["cw"])
        return None

    # ------------------------------------------------------------------ prompt and controls
    def amount_bounds(self):
        """Lowest and highest bid the viewer may make now, read off the legal actions (the
        rules decide, not the scene); (0, 0) when no bid can be made."""
        amounts = [a.amount for a in self.match.legal(self.viewer) if isinstance(a, (Bid, SealedBid))]
        return (min(amounts), max(amounts)) if amounts else (0, 0)

    def taken_back(self, action) -> None:
        """An undone bid's amount stands on the bid control again (it went back to the lowest
        bid, and a newcomer had to count up to their 7 once more)."""
        if isinstance(action, (Bid, SealedBid)):
            self.reset_amount_if_needed()
            self.bid_control.start_at(action.amount)

    def hint_shown(self, hint: list) -> None:
        """The hint's first move, a bid, stands on the bid control ("It recommends 'Seal a bid of
        14' but leaves the Seal button at 10, so you must type 14 yourself": a newcomer), unless
        an amount is being typed."""
        first = hint[0].action
        if isinstance(first, (Bid, SealedBid)) and not self.bid_control.editing and self.is_human_turn():
            self.reset_amount_if_needed()
            self.bid_control.start_at(first.amount)

    def reset_amount_if_needed(self) -> None:
        v = self.view
        key = (v.phase, v.auctions_done, self.viewer, v.auction.high_bid if v.auction else None)
        if key != self.amount_for:
            self.amount_for = key
            lo, hi = self.amount_bounds()
            start = self.amount
            if v.phase == "open":
                start = lo
            elif v.phase == "closed":
                start = min(hi, max(0, self.suggest_sealed()))
            self.bid_control.start_at(start)

    @property
    def amount(self) -> int:
        """The amount shown on the bid control."""
        return self.bid_control.amount

    @amount.setter
    def amount(self, n: int) -> None:
        self.bid_control.amount = n

    @property
    def entry(self):
        """The digits typed over the amount (the bid control's NumberEntry)."""
        return self.bid_control.entry

    def suggest_sealed(self) -> int:
        v = self.view
        if not v.auction:
            return 0
        c = D.CARDS[v.auction.card]
        return opening_bid(v.auction.card) if c.kind in ("number", "pawn") else 0

    def build_controls(self) -> str:
        """Buttons for what the viewer may do now; returns the prompt text."""
        v, me = self.view, self.viewer
        self.buttons = []
        if v.phase == "over":
            return "The game is over."
        if self.view_held():                     # a staged moment speaks; nothing to do until it is over
            return self.waiting_text()
        if v.phase == "crowns":
            ex = v.excuse_seat
            if self.is_human_turn():
                self.buttons = [Button("Hand out the Crowns", self.open_crown_picker, "Enter", primary=True)]
                # (the valuation cards lie face down already: "dealt after" beside them read as
                # wrong to a newcomer; nobody has looked at them yet)
                return ("You hold the Excuse: give each player a Crown first; nobody looks at a valuation "
                        "card or sees the market till after.")
            return self.says(ex, "holds the Excuse and is handing out the Crowns…")
        if not self.is_human_turn():
            return self.waiting_text()
        legal = self.match.legal(me)
        if v.phase == "choose":
            if self.selected is None and len(v.market) == 1:
                # the last card of the market: the only one to choose ("with one card left you
                # still have to choose it yourself", a newcomer); how to sell it is still yours
                self.selected = v.market[0]
            can_open = self.selected is not None and StartAuction(self.selected, "open") in legal
            can_closed = self.selected is not None and StartAuction(self.selected, "closed") in legal
            self.buttons = [
                Button("Open auction", lambda: self.start("open"), "O", enabled=can_open, primary=True),
                Button("Closed auction", lambda: self.start("closed"), "C", enabled=can_closed),
            ]
            if self.selected is None:
                return "Choose a card from the market to auction (click it or press 1–5)."
            name = D.CARDS[self.selected].name
            if not can_open:
                return f"{name}: you cannot pay the opening bid of {opening_bid(self.selected)}, so only a closed auction."
            return f"{name}: open auction (opening bid {opening_bid(self.selected)}) or closed?"
        self.reset_amount_if_needed()
        lo, hi = self.amount_bounds()
        if v.phase == "open":
            a = v.auction
            self.buttons = self.bid_control.buttons("Bid", self.bid) + [Button("Pass", self.pass_, "P")]
            if self.bid_control.editing:
                return f"Type your bid ({lo}–{hi}), Enter to bid, Esc to undo the typing"
            return f"Bid or pass — high bid {a.high_bid} by {self.name(a.high_bidder)}."
        if v.phase == "closed":
            self.buttons = self.bid_control.buttons("Seal", self.seal)
            if self.bid_control.editing:
                return f"Type your secret bid (0–{hi}), Enter to seal, Esc to undo the typing"
            return f"Closed auction: choose your secret bid (0–{hi}), nobody else sees it."
        return ""

    def waiting_text(self) -> str:
        v = self.view
        handed = getattr(self.match, "finished_by", None) or {}
        if self.viewer in handed and self.viewer in self.match.to_act() and not self.view_held():
            return "A bot is playing your seat…"       # "Let a bot finish", a lesson's "Finish for me"
        if v.phase == "choose":
            return self.says(v.active, "is choosing a card to auction…")
        if v.phase == "open" and v.auction:
            a = v.auction
            return f"Open auction — high bid {a.high_bid} by {self.name(a.high_bidder)}; {self.name(a.to_bid)} to act…"
        if v.phase == "closed":
            waiting = [self.name(s) for s in sorted(v.to_act)]
            mine = v.auction.my_sealed if v.auction else None
            head = f"{self.yours(self.viewer, cap=True)} sealed bid: {mine}. " if mine is not None else ""
            return head + "Waiting for sealed bids from " + ", ".join(waiting) + "…"
        return "…"

    def start(self, fmt: str) -> None:
        if self.selected and self.submit(StartAuction(self.selected, fmt)):
            self.selected = None

    def bid(self) -> None:
        self.bid_control.commit(lambda n: self.submit(Bid(n)))

    def pass_(self) -> None:
        self.submit(Pass())

    def seal(self) -> None:
        self.bid_control.commit(lambda n: self.submit(SealedBid(n)))

    def open_crown_picker(self) -> None:
        legal = self.match.legal(self.viewer)
        self.app.push("crown-picker", self, legal)

    def choose_crowns(self, crowns: tuple) -> bool:
        return self.submit(AssignCrowns(tuple(crowns)))

    def handle_game_input(self, ev) -> None:
        if not self.is_human_turn():
            return
        v = self.view
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and v.phase == "choose":
            for i, c in enumerate(self.slots):
                if c and self.layout.rect(f"market_{i}").collidepoint(ev.pos):
                    self.selected = c
                    sound.play("click")
                    return
        if v.phase in ("open", "closed"):
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_p and v.phase == "open":
                self.pass_()
            else:
                self.bid_control.handle(ev, self.bid if v.phase == "open" else self.seal)
            return
        if ev.type != pygame.KEYDOWN:
            return
        key = ev.key
        if v.phase == "crowns" and key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.open_crown_picker()
        elif v.phase == "choose":
            if pygame.K_1 <= key <= pygame.K_5:
                c = self.slots[key - pygame.K_1]
                if c:
                    self.selected = c
            elif key in (pygame.K_LEFT, pygame.K_RIGHT):
                cards = [c for c in self.slots if c]
                if cards:
                    i = cards.index(self.selected) if self.selected in cards else -1
                    i = (i + (1 if key == pygame.K_RIGHT else -1)) % len(cards)
                    self.selected = cards[i]
            elif key == pygame.K_o:
                self.start("open")
            elif key == pygame.K_c:
                self.start("closed")

    def on_viewer_changed(self) -> None:
        self.selected = None
        self.amount_for = None
        self.bid_control.cancel()

    def close_panel(self) -> bool:
        # Esc while typing a bid gives the old amount back (it does not pause, nor leave a lesson)
        if self.bid_control.editing:
            self.bid_control.cancel()
            return True
        return super().close_panel()

    def frame_interval(self):
        iv = super().frame_interval()
        return 0.5 if self.bid_control.editing and iv is None else iv     # the caret blinks

    def draw_results_header(self, surface, final: dict, y: int, px, hot: list | None = None) -> int | None:
        """Results screen: the valuation cards, turned face up, in one row."""
        vals = final.get("valuations")
        if not isinstance(vals, dict):
            return None
        w = surface.get_width()
        cw = px(44)
        items = list(vals.items())
        # each card's name beside it, whole: on two lines where one is too narrow
        step = min(cw + px(130), (w - px(40)) // max(1, len(items)))
        name_w = step - cw - px(12)
        name_size = max(10, px(12))
        x = w // 2 - (len(items) * step) // 2
        for key, cid in items:
            shown = f"ace-{key}" if key != "excuse" else "excuse"
            r = art.draw_card(surface, "decktet", shown, (x + cw // 2, y + px(32)), width=cw)
            if hot is not None:
                # hovered, the valuation card itself (the card the value is read from: hovering
                # showed the Ace again, a newcomer)
                hot.append((pygame.Rect(r), "decktet", cid if cid in D.CARDS else shown))
            try:
                val = D.value_of(cid)
            except (KeyError, ValueError):
                val = "?"
            text(surface, f"= {val}", (x + cw + px(6), y + px(22)), px(20), GOLD, True)
            name = D.CARDS[cid].name if cid in D.CARDS else str(cid)
            line_h = font(name_size).get_linesize()
            for k, part in enumerate(wrap(name, name_size, name_w)[:2]):
                text(surface, part, (x + cw + px(6), y + px(44) + k * line_h), name_size, INK_DIM, max_width=name_w)
            x += step
        return y + max(px(74), px(48) + 2 * font(name_size).get_linesize())

    def revealed_on_table(self) -> dict:
        """A replay's "everything revealed": the valuation cards under every Ace (and the
        Excuse's) and every seat's Crown, face up in their places (the table showed them face
        down while the side column listed them face up: a newcomer)."""
        if not self.reveal_all or not getattr(self.match, "is_replay", False):
            return {}
        if self.view != self.match.view(self.viewer):
            return {}
        views, hidden = self.match.revealed()
        vals = {}
        for v in views:
            vals.update({k: c for k, c in (v.valuations or {}).items() if c})
        left = [c for c in dict(hidden).get("Valuations", []) if c not in vals.values()]
        if len(left) == 1 and "excuse" not in vals:     # the Excuse's, which no seat saw
            vals["excuse"] = left[0]
        return {"valuations": vals, "crowns": {v.seat: v.crown for v in views if v.crown}}

    def secrets(self, v) -> list:
        out = []
        vals = [c for c in (v.valuations or {}).values() if c]
        if vals:
            out.append(("Valuations", "decktet", vals))
        if v.crown:
            out.append(("Crown", "decktet", [v.crown]))
        a = v.auction
        if a is not None and a.format == "closed" and a.my_sealed is not None:
            out.append((f"Sealed bid: {a.my_sealed} gold", "decktet", []))
        return out

    def handoff_note(self, seat: int) -> str:
        v = self.match.view(None)
        name = self.name(seat)
        if v.phase == "crowns":
            return f"{name}: you hand out the Crowns"
        if v.phase == "choose":
            return f"{name}: you choose a card to auction"
        if v.auction is not None:
            card = D.CARDS[v.auction.card].name
            return f"{name}: your {'secret ' if v.phase == 'closed' else ''}bid on {card}"
        return ""

    def hint_marks(self, action) -> list:
        """A hinted move on the table: an auction's card and the button of its kind (open and
        closed auctions of one card put their numbers on one card, over each other, for a
        newcomer); a bid, the button that makes it (a hinted "Bid 16" had no "1" anywhere)."""
        def button(prefix):
            return [b.rect for b in self.buttons if b.label.startswith(prefix) and b.rect.width]
        if isinstance(action, StartAuction):
            kind = "Open auction" if action.format == "open" else "Closed auction"
            return super().hint_marks(action) + button(kind)
        if isinstance(action, Bid):
            return button("Bid ")
        if isinstance(action, SealedBid):
            return button("Seal ")
        return super().hint_marks(action)

    def hint_badge_words(self, action):
        """A bid's button shows the amount typed, not the hinted one: its badge says the amount
        ("1: 11" on "Bid 6": a newcomer read the badge as advice to bid 6)."""
        return str(action.amount) if isinstance(action, (Bid, SealedBid)) else None

    def moment(self, view) -> str:
        """The auction a decision belongs to ("Auction 7 of 20"), not every seat's every bid counted."""
        from rules.sorcerous_futures import AUCTIONS
        return f"Auction {min(AUCTIONS, view.auctions_done + 1)} of {AUCTIONS}"

    def move_text(self, action, view=None) -> str:
        """A move in words (``view``, the moment it was made, changes nothing here: these
        words name cards and amounts, never what lies where on the table)."""
        if isinstance(action, StartAuction):
            return f"Auction {D.CARDS[action.card].name} ({'open' if action.format == 'open' else 'closed'})"
        if isinstance(action, Bid):
            return f"Bid {action.amount}"
        if isinstance(action, SealedBid):
            return f"Seal a bid of {action.amount}"
        if isinstance(action, Pass):
            return "Pass"
        if isinstance(action, AssignCrowns):
            # each by its suit, what a Crown is for: "The End" alone told a newcomer nothing, and
            # with the names as well the review's row was cut ("Dov The Cal…": a newcomer)
            return "Crowns: " + ", ".join(f"{self.name(i)} {D.CARDS[c].suits[0].capitalize()}"
                                          for i, c in enumerate(action.crowns))
        return super().move_text(action)

    def describe(self, deck, cid) -> str:
        """Hovered cards: a valuation card says what it means for the player, not its suits."""
        v = self.view
        for key, val in (v.valuations or {}).items():
            if val == cid:
                worth = D.value_of(cid)
                secret = v.phase != "over" and not (key == "excuse" and v.excuse_seat is None
                                                    and v.auctions_done >= 10)
                who = " — only you know" if secret else ""
                if key == "excuse":
                    return f"The Excuse's card: {worth} for each card sharing a suit with its owner's Crown{who}"
                return f"{SUIT_NAME.get(key, key.capitalize())} are worth {worth}{who}"
        reading = self.ace_reading(cid)
        if reading:
            return reading
        if cid == D.EXCUSE_ID and v.excuse_seat is not None and v.phase != "over":
            # what it is for ("The Excuse (no rank, no suit)" said nothing: a newcomer)
            who = "you alone see" if v.excuse_seat == self.viewer else f"{self.name(v.excuse_seat)} alone sees"
            return (f"The Excuse: {who} the card under it; every card bought of a player's Crown suit "
                    f"scores that card's value for them too")
        sale = next((h for h in reversed(v.history) if h.card == cid), None)
        if sale is not None:
            # who paid what ("hovering an opponent's bought card gives only its name": a newcomer)
            who = "you" if sale.winner == self.viewer else self.name(sale.winner)
            return f"{D.describe(cid)} · {who} paid {sale.price} for it"
        return D.describe(cid) + self.worth_to_you(cid)

    def worth_to_you(self, cid) -> str:
        """A card up for sale, hovered: what you know of its suits' worth (" · to you: Waves 4
        (you know), Suns ?, Knots ?"), and your Crown's bonus. Its suits alone were named, and a
        newcomer expected what it was worth to them there, not only in a hint; "" for other cards."""
        v = self.view
        if self.viewer is None or v.phase in ("crowns", "over") or \
                not (cid in v.market or (v.auction is not None and v.auction.card == cid)):
            return ""
        suits = D.CARDS[cid].suits
        if not suits:
            return ""
        parts = [f"{SUIT_NAME[x]} {D.value_of(v.valuations[x])} (you know)" if x in v.valuations else f"{SUIT_NAME[x]} ?"
                 for x in suits]
        crown = ""
        if v.crown is not None and D.CARDS[v.crown].suits and D.CARDS[v.crown].suits[0] in suits:
            crown = (f", Excuse +{D.value_of(v.valuations['excuse'])} for your Crown's suit"
                     if "excuse" in v.valuations else ", and the Excuse's card for your Crown's suit")
        # what you know, added up: "Suns 3 (you know), Leaves 5 (you know)" left the sum to you
        known = [D.value_of(v.valuations[x]) for x in suits if x in v.valuations]
        total = ""
        if len(known) >= 2:
            total = f" = {sum(known)} known" + (" so far" if len(known) < len(suits) else "")
        return " · to you: " + ", ".join(parts) + total + crown

    def ace_reading(self, cid) -> str:
        """Another seat's Ace, hovered: that seat knows its suit's worth, and what it did at the
        auctions of that suit's cards says something of it ("nothing helps you read the bids,
        the core skill; the information is in the log, but it scrolls away": a newcomer).
        "" for a card that is not another seat's Ace."""
        v = self.view
        holder = next((i for i in range(v.players) if i != self.viewer and cid in (v.aces[i] if v.aces else ())),
                      None)
        if holder is None or D.CARDS[cid].kind != D.ACE:
            return ""
        suit = D.CARDS[cid].suits[0]
        name = SUIT_NAME.get(suit, suit.capitalize())
        who = self.name(holder)
        seen = [h for h in v.history if suit in D.CARDS[h.card].suits]
        if v.phase == "over":
            return f"{D.CARDS[cid].name}: {who} knows what {name} are worth."
        said = []
        for h in seen[-ACE_READS:]:
            card = D.CARDS[h.card].name
            bid = h.bids.get(holder)
            if h.winner == holder:
                said.append(f"paid {h.price} for {card}")
            elif bid is not None:
                said.append(f"{'sealed' if h.format == 'closed' else 'bid'} {bid} for {card} (sold for {h.price})")
            else:
                said.append(f"let {card} go for {h.price}")
        # every sale of the suit, the oldest said to be left out where they are many (a list of
        # the last four left out the three the holder paid most for: a newcomer), and the
        # auction going on now (a live bid of 9 stood beside "no Wyrms card sold yet")
        earlier = len(seen) - len(said)
        if earlier:
            said.insert(0, f"({earlier} earlier sale{'s' if earlier != 1 else ''} left out)")
        a = v.auction
        if a is not None and suit in D.CARDS[a.card].suits:
            now = D.CARDS[a.card].name
            # a pass or a seal there too ("Cyd had just passed on The Market, but hovering Cyd's
            # Ace didn't mention it": a newcomer)
            if a.format == "open" and holder in a.passed:
                said.append(f"passed on {now} now")
            elif a.format == "open" and a.bids.get(holder) is not None:
                said.append(f"bids {a.bids[holder]} for {now} now")
            elif a.format == "closed" and holder in a.sealed:
                said.append(f"has sealed a bid for {now} now")
        if not said:
            return f"{D.CARDS[cid].name}: {who} knows what {name} are worth; no {name} card has been sold yet."
        return f"{D.CARDS[cid].name}: {who} knows what {name} are worth, and {'; '.join(said)}."

    # ------------------------------------------------------------------ drawing
    def blink_phase(self):
        return self.bid_control.blink_phase()

    _NOT_UI = TableScene._NOT_UI | {"bid_control"}

    def base_key(self, surface) -> tuple:
        return super().base_key(surface) + (self.bid_control.ui_key(),)

    def draw_table(self, surface, hidden) -> None:
        self.draw_middle(surface, hidden)
        self.draw_seats(surface, hidden)
        self.draw_auction_panel(surface)
        self.draw_finale(surface, hidden)

    def draw_middle(self, surface, hidden) -> None:
        v = self.view
        # deck pile
        dr = self.layout.rect("deck")
        w = self.card_w(72)
        n = v.deck_left
        for k in range(min(4, max(1, (n + 4) // 5)) if n else 0):
            art.draw_card(surface, "decktet", None, (dr.centerx - k * 2, dr.centery - k * 2), width=w, face_up=False)
        if not n:
            pygame.draw.rect(surface, (255, 255, 255, 40), pygame.Rect(0, 0, w, round(w * 88 / 63)).move(
                dr.centerx - w // 2, dr.centery - round(w * 88 / 63) // 2), 1, border_radius=6)
        label = text(surface, f"Deck {n}", (dr.centerx, dr.bottom + self.px(6)), max(11, self.px(14)), INK_DIM,
                     anchor="midtop")
        # hovered, the deck, the bank and each seat's gold say what they are (they said nothing: a
        # newcomer)
        # only the cards the twenty auctions will still bring out ("16 still to come, but by the
        # rules only 15 will": a newcomer)
        coming = cards_to_come(v)
        stays = f"; {n - coming} never come{'s' if n - coming == 1 else ''} out" if n > coming else ""
        self.hidden_note(dr.union(label), f"The deck: {coming} card{'s' if coming != 1 else ''} still to come to the "
                                          f"market, five at a time whenever it is empty{stays}")
        gb = self.bank_pos()
        bank = text(surface, "Bank", gb, max(11, self.px(14)), INK_DIM, anchor="center")
        paid = text(surface, self.bank_words(), (gb[0], gb[1] + self.px(10)), max(10, self.px(13)), GOLD, anchor="midtop",
                    max_width=2 * min(gb[0], self.layout.rect("market_0").left - gb[0]) - self.px(8))
        self.hidden_note(bank.union(paid), "The bank: a card's winner pays their bid to it, and that gold is out of "
                                           "the game")
        # market
        auction_card = v.auction.card if v.auction else None
        cw = self.card_w(90)
        for i in range(SLOTS):
            r = self.layout.rect(f"market_{i}")
            c = self.slots[i]
            if self.leaving and self.leaving[1] == i and (self.view_held() or not self.leaving[2].tween.started):
                c = self.leaving[0]     # the card won, until it flies (a new market waits for it)
            if c is None or ("market", c) in hidden:
                s = pygame.Surface(r.size, pygame.SRCALPHA)
                pygame.draw.rect(s, (0, 0, 0, 50), s.get_rect(), border_radius=8)
                surface.blit(s, r)
                continue
            hl = None
            if c == auction_card:
                hl = (255, 214, 120)
            elif c == self.selected:
                hl = (140, 220, 255)
            rect = self.card(surface, c, r.center, cw, highlight=hl)
            # the key that picks it, and its name when the face is too small to carry it
            key = str(i + 1) if self.is_human_turn() and v.phase == "choose" else ""
            name = "" if rect.width >= FULL_MIN_W else D.CARDS[c].name
            label = " · ".join(p for p in (key, name) if p)
            if label:
                gap = self.layout.rect("market_1").left - self.layout.rect("market_0").left - self.px(8)
                size = max(10, self.px(13))
                lh = font(size).get_linesize()
                # on more lines rather than cut ("3 · The Cha…" at 960x540, a newcomer), as many as
                # there is room for above your seat
                room = self.layout.rect("seat_0").top - rect.bottom - self.px(6)
                lines = wrap(label, size, max(rect.width, gap))
                for k, line in enumerate(lines[:max(1, room // lh)]):
                    text(surface, line, (rect.centerx, rect.bottom + self.px(4) + k * lh),
                         size, INK_DIM, anchor="midtop", max_width=max(rect.width, gap))
        # the Excuse (3 players: at the edge of the table, nobody's; at the end, with the others
        # in the middle: ``draw_finale``)
        if v.excuse_seat is None and not (v.phase == "over" and v.valuations):
            er = self.layout.rect("excuse")
            w = self.card_w(70)
            x0 = er.left + self.px(12)
            y0 = er.top + self.px(24)
            self.card(surface, "excuse", (x0 + w / 2, y0 + w * 88 / 63 / 2), w)
            key = "excuse"
            cid = v.valuations.get(key) or self.revealed_on_table().get("valuations", {}).get(key)
            pos, vw = self.val_pos(key)
            if ("val", key) not in hidden:
                self.card(surface, cid, pos, vw, face_up=cid is not None)
            label = "Excuse value: hidden" if cid is None else f"Excuse value: {D.value_of(cid)}"
            text(surface, label, (er.left + self.px(6), er.top), max(11, self.px(13)), INK_DIM)

    def bank_words(self) -> str:
        """Under "Bank": the gold paid to it so far (a winner pays the bank, and that gold leaves
        the game), where the paid gold flies."""
        paid = sum(h.price for h in self.view.history)
        return f"{paid} gold paid" if paid else "nothing paid yet"

    def draw_seat(self, surface, seat: int, hidden) -> None:
        v = self.view
        g = self.seat_geom(seat)
        r = g["rect"]
        self.draw_seat_box(surface, r, seat in v.to_act and v.phase != "over" and not self.revealing())
        spec = self.match.seats[seat]
        hs = max(12, self.px(17))
        who = "" if spec.name.strip().lower() == "you" else (
            "you" if seat == self.viewer else ("bot · " + spec.level if spec.is_bot else "human"))
        if seat in (getattr(self.match, "finished_by", None) or {}):
            who = "played by a bot"                  # "Let a bot finish", a lesson's "Finish for me"
        nr = text(surface, spec.name, (r.left + self.px(10), r.top + self.px(6)), hs, INK, True,
                  max_width=r.width // 2)
        text(surface, who, (nr.right + self.px(8), nr.centery), max(10, self.px(13)), INK_DIM, anchor="midleft")
        if seat == v.active and v.phase not in ("over", "crowns"):       # nobody is "active" while Crowns go out
            text(surface, "your auction" if self.speaks_to(seat) else "active", (nr.right + self.px(8) + font(max(10, self.px(13))).size(who)[0] + self.px(8),
                                     nr.centery), max(10, self.px(13)), ACCENT, True, anchor="midleft")
        held = gold_stack(surface, (r.right - self.px(86), r.top + self.px(5)), v.gold[seat], max(12, self.px(18)))
        self.hidden_note(pygame.Rect(r.right - self.px(86), r.top + self.px(3), held.right - r.right + self.px(86),
                                     held.height + self.px(4)),
                         self.says(seat, f"has {v.gold[seat]} gold: each coin kept is a point at the end"))
        self.draw_status(surface, seat, r)
        # Aces with their valuation cards peeking out beneath (or the Excuse)
        cw, ch, top, peek = g["cw"], g["ch"], g["top"], g["peek"]
        gap = self.px(8 if g["own"] else 6)
        holdings = list(v.aces[seat]) if v.aces[seat] else (["excuse"] if seat == v.excuse_seat else [])
        revealed = self.revealed_on_table()
        for j, a in enumerate(holdings):
            x = g["aces_x"] + j * (cw + gap) + cw / 2
            key = "excuse" if a == "excuse" else D.CARDS[a].suits[0]
            cid = v.valuations.get(key) or revealed.get("valuations", {}).get(key)
            if ("val", key) not in hidden:
                vr = self.card(surface, cid, (x, top + peek + ch / 2), cw, face_up=cid is not None)
                if cid is None:
                    what = "the Excuse's value" if key == "excuse" else f"what {SUIT_NAME.get(key, key.capitalize())} are worth"
                    # your own, unseen only while the Crowns are handed out ("face down until the end"
                    # over the card you then looked at: a newcomer)
                    when = ("you look at it once the Crowns are handed out"
                            if seat == self.viewer and v.phase == "crowns" else "face down until the end")
                    self.hidden_note(vr, self.match.fill_names(f"{{seat{seat}}}'s card under it: {what}, {when}"))
            self.card(surface, a, (x, top + ch / 2), cw)
            if cid is not None and ("val", key) not in hidden:    # its worth with the card, as it turns up
                # (the card's strip below the Ace plain: its suits there, a red Wyrm under the Ace
                # of Suns, read as the suit it valued: a newcomer; hovered, it shows whole)
                self.plain_strip(surface, vr, top + ch)
                val = D.value_of(cid)
                text(surface, f"= {val}", (x, top + peek + ch + self.px(2)), max(10, self.px(13)), GOLD, True,
                     anchor="midtop")
        # Crown: face up to its owner (and to the 4p Excuse seat, who dealt it), else a back
        crown = v.known_crowns.get(seat) if v.known_crowns else None
        if seat == self.viewer and v.crown:
            crown = v.crown
        crown = crown or revealed.get("crowns", {}).get(seat)
        has_crown = (v.phase != "crowns" or crown is not None or self.handing_out()) and ("crown", seat) not in hidden
        if has_crown:
            cx = g["crown_x"] + cw / 2
            cr = self.card(surface, crown, (cx, top + ch / 2), cw, face_up=crown is not None)
            if crown is None:
                self.hidden_note(cr, self.match.fill_names(f"{{seat{seat}}}'s Crown: face down until the end; "
                                                           f"each of their cards of its suit earns the Excuse's value"))
            label = f"{self.yours(seat)} Crown" if seat == self.viewer else ("Crown (known)" if crown and not revealed else "Crown")
            if g["own"]:
                text(surface, label, (cx, top + ch + self.px(2)), max(9, self.px(12)), INK_DIM, anchor="midtop")
            else:   # beside the card: below it the bought row begins
                lines = self.crown_label_lines(seat, label)
                lh = font(max(9, self.px(12))).get_linesize()
                for k, line in enumerate(lines):
                    y = top + ch / 2 + (k - (len(lines) - 1) / 2) * lh
                    text(surface, line, (cx + cw / 2 + self.px(6), y), max(9, self.px(12)), INK_DIM,
                         anchor="midleft")
        # Bought cards
        cards = list(v.bought[seat])
        centers, bw = self.bought_layout(seat, len(cards))
        b = g["bought"]
        if not cards:
            text(surface, "no cards bought yet", (b.left + self.px(4), b.centery), max(10, self.px(13)), INK_DIM,
                 anchor="midleft")
        for c, pos in zip(cards, centers):
            if ("bought", c) in hidden:
                continue
            self.card(surface, c, pos, bw)
        if v.excuse_seat == seat and v.sly_values and seat == self.viewer:
            vals = ", ".join(str(D.value_of(c)) for c in v.sly_values)
            text(surface, f"Values in play: {vals}", (r.left + self.px(10), r.bottom - self.px(6)),
                 max(10, self.px(13)), ACCENT, anchor="bottomleft")

    def draw_status(self, surface, seat, r) -> None:
        v = self.view
        a = v.auction
        if not a or self.revealing():            # a reveal's badge stands there
            return
        s = max(11, self.px(14))
        if self.seat_slot(seat) == "seat_0":      # your own box: in the header, left of your gold
            pos = (r.right - self.px(100), r.top + self.px(9))
        else:
            pos = (r.right - self.px(10), r.top + self.px(34))
        if a.format == "open":
            if seat in a.passed:
                label, col = "passed", INK_DIM
            elif seat in a.bids:
                label, col = f"bid {a.bids[seat]}", GOLD
            elif seat == a.to_bid:
                label, col = self.busy_word(seat, "to bid…"), ACCENT
            else:
                return
        else:
            if seat in a.sealed:
                label, col = "bid sealed ✓", INK
            elif seat in v.to_act:
                label, col = ("your bid…" if self.speaks_to(seat) else
                              "thinking…" if self.match.seats[seat].is_bot else "to bid…"), ACCENT
            else:
                return
        text(surface, label, pos, s, col, True, anchor="topright")

    def bidders_after(self) -> str:
        """Who bids after the seat to act in an open auction, in order, the active seat last
        with its last word (SF6): "Cyd, Ann (last word)"; "" when nobody does."""
        v, a = self.view, self.view.auction
        if a is None or a.format != "open" or a.to_bid is None or a.to_bid == v.active:
            # (the active seat's last word: nobody bids after it; "then Bea, Cyd, Dov" stood
            # under it, and a newcomer thought the others would bid again)
            return ""
        n = v.players
        seq = []
        k = (a.to_bid + 1) % n
        while k != v.active and k != a.to_bid:
            seq.append(k)
            k = (k + 1) % n
        names = [self.name(s) for s in seq]
        if a.to_bid != v.active:
            names.append(f"{self.name(v.active)} (last word)")
        return ", ".join(names)

    def draw_auction_panel(self, surface) -> None:
        v = self.view
        title = "Game over" if v.phase == "over" else f"Auction {min(20, v.auctions_done + 1)} of 20"
        r, x, y = self.draw_side_panel(surface, "auction", title)
        s = max(12, self.px(16))
        a = v.auction
        if a:
            w = self.card_w(80)
            self.card(surface, a.card, (x + w / 2, y + w * 88 / 63 / 2), w, highlight=(255, 214, 120))
            tx = x + w + self.px(12)
            ty = y
            maxw = r.right - tx - self.px(8)
            text(surface, D.CARDS[a.card].name, (tx, ty), s, INK, True, max_width=maxw)
            ty += self.px(22)
            kind = "Open auction" if a.format == "open" else ("Bids revealed:" if self.revealing() else "Closed auction")
            text(surface, kind, (tx, ty), s - 1, INK_DIM)
            ty += self.px(22)
            if a.format == "open":
                text(surface, f"High bid {a.high_bid}", (tx, ty), s, GOLD, True)
                ty += self.px(20)
                text(surface, f"by {self.name(a.high_bidder)}", (tx, ty), s - 1, INK, max_width=maxw)
                ty += self.px(22)
                if a.to_bid is not None:
                    last = " (last word)" if a.to_bid == v.active else ""
                    text(surface, f"{self.name(a.to_bid)} to act{last}", (tx, ty), s - 1, ACCENT, max_width=maxw)
                    after = self.bidders_after()
                    if after:
                        # who bids after, and who has the last word ("the order is learned only
                        # by watching": a newcomer)
                        for line in wrap("then " + after, s - 2, maxw)[:3]:
                            ty += self.px(18)
                            text(surface, line, (tx, ty), s - 2, INK_DIM, max_width=maxw)
            elif self.revealing():
                for seat, amt in sorted(self.revealed.items(), key=lambda kv: -kv[1]):
                    win = seat == self.revealed_winner
                    text(surface, f"{self.name(seat)} {amt}" + (" wins" if win else ""), (tx, ty), s - 1,
                         GOLD if win else INK, win, max_width=maxw)
                    ty += self.px(20)
            else:
                text(surface, f"{len(a.sealed)} of {v.players} bids sealed", (tx, ty), s - 1, INK)
                if a.my_sealed is not None:
                    ty += self.px(20)
                    text(surface, f"yours: {a.my_sealed}", (tx, ty), s - 1, GOLD)
            y += round(w * 88 / 63) + self.px(8)
        elif v.phase == "choose":
            text(surface, self.says(v.active, "chooses a card"), (x, y), s, INK, max_width=r.width - 24)
            y += self.px(24)
        elif v.phase == "crowns":
            text(surface, "The Crowns are being handed out", (x, y), s - 1, INK, max_width=r.width - 24)
            y += self.px(24)
        if v.history:
            last = v.history[-1]
            y = max(y, r.bottom - self.px(52))
            text(surface, "Last sale:", (x, y), s - 2, INK_DIM)
            text(surface, f"{D.CARDS[last.card].name} → {self.name(last.winner)} for {last.price}",
                 (x, y + self.px(20)), s - 2, INK, max_width=r.width - 24)


__all__ = ["SFTable"]
