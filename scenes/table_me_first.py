"""The Me First table.

The other seats across the top, the turn-order track under them (each seat's place and the
stack top that puts it there), the row between the deck and the discard pile, your own seat
at the bottom: your stack (S opens it), in the tax phase your hand and your tax stack (T).

Acquisition: click a row card (or 1–6) to take it. Tax: choose a card of your hand in secret
(click it, or ←→), then Confirm (Enter); you may change it until you confirm. In hot-seat each
human chooses behind the curtain; the table shows only who has chosen until every pick is
revealed at once, large, beside its owner, before they go into the row.
"""
from __future__ import annotations

import pygame

from game import anim as A
from game import art, sound
from game.words import count
from rules.decks.me_first_deck import card as mf_card
from rules.me_first import ACQUIRE, OVER, TAX, Pick, Take

from .table_kit import TableScene, fan_xs
from .widgets import ACCENT, GOLD, INK, INK_DIM, Button, fit_size, font, panel, text, wrap

# MF5: the card you put into the tax row joins the row the others take from (a newcomer's surprise);
# what makes it bad to take: its stars are points lost (MF6), its number sets the next round's order (MF3)
# said before a card is chosen, of any card ("Bad for whoever takes your card", with none chosen,
# read as a line about a card not yet picked: a newcomer)
FEEDS_OTHERS = "Choose a card: each star on it costs its taker a point, and a high number means a later turn."

ORDINAL = ("1st", "2nd", "3rd", "4th", "5th", "6th")
LEAST = 11          # the smallest letters a label gets where it has room (9 px was hard to read at 960x540)


def describe(cid: str) -> str:
    c = mf_card(cid)
    return f"{c.number}, {count(c.arrows, 'arrow')}, {count(c.stars, 'star')}"


def brief(cid: str) -> str:
    """A card in a list of many: "7 (2▲ 3★)", never broken across lines (no-break spaces: a
    hovered hand's list split "3 (3▲" from "4★)")."""
    c = mf_card(cid)
    return f"{c.number}\u00a0({c.arrows}▲\u00a0{c.stars}★)"


def in_order(cards) -> list:
    """Cards as a hand is laid out: by number, more arrows first."""
    return sorted(cards, key=lambda c: (mf_card(c).number, -mf_card(c).arrows))


def feeds_words(cid: str, more_rounds: bool = True) -> str:
    """What the chosen tax pick does to whoever takes it (``FEEDS_OTHERS``, said of the card:
    the same line under every card chosen told a newcomer nothing new)."""
    c = mf_card(cid)
    loses = f"Your {c.number} ({count(c.arrows, 'arrow')}, {count(c.stars, 'star')}): its taker loses {count(c.stars, 'point')}"
    if not more_rounds:
        return loses + " (the last round: no order after it)."
    when = "early" if c.number <= 3 else "late" if c.number >= 7 else "midway"
    return f"{loses} and goes {when} next round (a lower number first; on equal numbers, more arrows first)."


class MeFirstTable(TableScene):
    SCORING = "Each star taken in the first phase is a point; each star taken in the tax phase takes one away."   # the results say it under the heading
    deck = "mefirst"
    RESULT_CARDS = (("acquired", "Taken while acquiring"), ("taxed", "Taken in the tax phase"))   # (a card may be in both: "Acquired" and "Taxed" showing it twice puzzled a newcomer)
    PUBLIC_MOMENTS = ("reveal_picks",)  # hot-seat: the picks turn up in the public view
    SIDE_PANEL = "phase"

    def __init__(self, app, match, viewer=None, animate=True):
        super().__init__(app, match, viewer, animate)
        self.choice = None            # the hand card chosen (not yet confirmed) in a tax round
        self.choice_for = None
        self.cursor = 0
        self.browse = None            # "acquired" | "tax": your own stack spread out
        self.revealing = False        # the picks are on show (staged)
        self._tally = (-1, [])        # (events counted, each seat's (stars in, stars taxed)): see ``tally``
        self._seen_go = (-1, [], {}, [])  # (events counted, each seat's hand as the takes showed it, discards by phase, the tax deck)
        self._order_for, self._order_tops = -1, ()       # (events counted, the tops that set this round's order)
        # the round's row as it was laid, each place (card, who took it or None): a card keeps its
        # place for the round and a taken one's place says who took it (the row closed up after
        # each take, and a newcomer followed the takes only in the log)
        self.places: list = []
        for e in self.match.events[:self.seen]:          # what the table shows without replaying it
            if e.visible(self.viewer):
                self.follow_row(e)

    def follow_row(self, e) -> None:
        """The row's places after Event ``e`` (a row dealt, the picks laid in, a take)."""
        if e.kind == "row":
            self.places = [[c, None] for c in e.data["cards"]]
        elif e.kind == "reveal_picks":
            self.places = [[c, None] for c in e.data["row"]]
        elif e.kind == "take":
            for place in self.places:
                if place[0] == e.data["card"]:
                    place[1] = e.data["seat"]

    def on_event(self, e) -> None:
        self.follow_row(e)
        super().on_event(e)

    def row_layout(self) -> list:
        """``[(card, place index, taker or None)]`` for the row as drawn: the round's places
        when they hold the row shown (else the row closed up, as the View has it)."""
        row = list(self.view.row)
        cards = [c for c, _ in self.places]
        if set(row) <= set(cards) and len(cards) <= 6:
            return [(c, k, who) for k, (c, who) in enumerate(self.places)]
        return [(c, k, None) for k, c in enumerate(row)]

    def row_keys(self) -> dict:
        """{number key: card} for the row as drawn: each card keeps its place's number while the
        others are taken (the two left in places 3 and 4 were renumbered 1 and 2 under the
        player's eyes: a newcomer)."""
        row = set(self.view.row)
        return {k + 1: c for c, k, _ in self.row_layout() if c in row}

    def keys_words(self) -> str:
        """The row's keys in a prompt: "1–4" while they run on, else "3 or 4", "1, 3 or 5"."""
        ks = sorted(self.row_keys())
        if not ks:
            return ""
        if len(ks) > 2 and ks == list(range(ks[0], ks[-1] + 1)):
            return f"{ks[0]}–{ks[-1]}"
        return ", ".join(map(str, ks[:-1])) + f" or {ks[-1]}" if len(ks) > 1 else str(ks[0])

    def row_pos(self, cid):
        """Where card ``cid`` of the row stands (its place for the round), or None."""
        return next((self.row_center(k) for c, k, _ in self.row_layout() if c == cid), None)

    def order_tops(self) -> tuple:
        """The stack tops that set this round's order (as the round began): the tops change as
        cards are taken, but the order they decided does not."""
        events = self.match.visible_events(self.viewer)
        if self._order_for != len(events):
            last, at_start, phase = {}, {}, None
            for e in events:              # each stack's top is the last card taken into it
                if e.kind not in ("take", "order"):
                    continue
                if e.data.get("phase") != phase:          # a new phase: new (tax) stacks
                    last, phase = {}, e.data.get("phase")
                if e.kind == "take":
                    last[e.data["seat"]] = e.data["card"]
                else:                                     # a round begins: these tops set its order
                    at_start = dict(last)
            self._order_for = len(events)
            self._order_tops = tuple(at_start.get(i) for i in range(self.view.players))
        return self._order_tops

    def close_panel(self) -> bool:
        if self.browse:
            self.browse = None
            return True
        return super().close_panel()

    def tally(self) -> list:
        """Each seat's stars so far, as a player who watched every take would count them:
        ``[(stars taken while acquiring, stars taken as tax)]``, from the Events this seat saw
        (every take is public). The memory aid shows it; the View itself gives only your own."""
        events = self.match.visible_events(self.viewer)
        if self._tally[0] != len(events):
            counts = [[0, 0] for _ in range(self.view.players)]
            for e in events:
                if e.kind == "take":
                    counts[e.data["seat"]][0 if e.data.get("phase") == ACQUIRE else 1] += mf_card(e.data["card"]).stars
            self._tally = (len(events), [tuple(c) for c in counts])
        return self._tally[1]

    def draw_hidden_hand(self, surface, seat: int, label: pygame.Rect) -> None:
        """Another seat's hand in the tax phase, as a fan of card backs right of its words (an
        empty outline beside "hand 7" read as no cards: a newcomer); hovered, it says what it
        holds as far as everyone saw (``hand_words``)."""
        n = self.view.hand_sizes[seat]
        r = self.seat_rect(seat)
        w = self.cw(24)
        h = round(w * 88 / 63)
        # right of the column of words ("hand 7", "25 ★", "−12 taxed")
        x0 = label.left + max(font(max(LEAST, self.px(12))).size("−99 taxed")[0],
                              font(max(LEAST, self.px(13)), True).size("99 ★")[0]) + self.px(14)
        room = r.right - self.px(12) - x0
        if n <= 0 or room < w:
            return
        step = min(self.px(7), (room - w) / max(1, n - 1))
        cy = label.top + h / 2
        for k in range(n):
            art.draw_card(surface, "mefirst", None, (x0 + w / 2 + k * step, cy), width=w, face_up=False)
        self.hidden_note(pygame.Rect(x0, cy - h / 2, w + step * (n - 1), h), self.hand_words(seat))

    def known_hands(self) -> list:
        """Each seat's hand as a player who watched every take would know it: the cards it took
        while acquiring (each taken face up) less those it put into the tax rows (each revealed),
        from the Events this seat saw. The memory aid says it of the others' hands ("which cards
        each opponent still holds… I had to scroll through the log and count": a newcomer)."""
        return self.seen_go()[0]

    def seen_go(self) -> tuple:
        """``(known_hands, {phase: the cards discarded in it}, the tax deck)``, from one pass over
        the Events this seat saw (kept until another comes)."""
        events = self.match.visible_events(self.viewer)
        if self._seen_go[0] != len(events):
            hands, discards, turned = [[] for _ in range(self.view.players)], {}, []
            for e in events:
                if e.kind == "take" and e.data.get("phase") == ACQUIRE:
                    hands[e.data["seat"]].append(e.data["card"])
                elif e.kind == "row" and e.data.get("phase") == TAX:
                    turned += e.data["cards"]          # a tax round's first card, off the deck
                elif e.kind == "reveal_picks":
                    for seat, cid in e.data["picks"].items():
                        if cid in hands[int(seat)]:
                            hands[int(seat)].remove(cid)
                elif e.kind == "discard":
                    discards.setdefault(e.data.get("phase"), []).append(e.data["card"])
            # the tax deck: the acquisition's discards, shuffled, less the cards turned from it
            deck = list(discards.get(ACQUIRE, []))
            for cid in turned:
                if cid in deck:
                    deck.remove(cid)
            self._seen_go = (len(events), [in_order(h) for h in hands], discards, deck)
        return self._seen_go[1:]

    def deck_words(self) -> str:
        """What the face-down deck says when hovered: how many cards, what it deals, and in the
        tax phase, with the memory aid, which (the acquisition's discards, everyone saw them
        go, less each round's first card turned since; "hovering the tax deck shows nothing":
        a newcomer)."""
        v = self.view
        n = v.deck_left
        said = f"The deck: {n} card{'s' if n != 1 else ''}, face down"
        if v.phase == ACQUIRE:
            return said + "; each round's row is dealt from it"
        said += "; the acquisition's discards, shuffled: each tax round's first card comes from it"
        deck = self.seen_go()[2]
        if self.app.settings.memory_aid and len(deck) == n:
            said += ("; from the discards everyone saw, these: " if n != 1 else "; from the discards everyone saw: ") \
                + ", ".join(brief(c) for c in in_order(deck))
        return said

    def discard_words(self) -> str:
        """What the face-down discard pile says when hovered: how many, where they go next, and
        with the memory aid which cards, each discarded face up for everyone to see ("the
        discard pile is face down and can't be inspected, yet every discard is named in the
        log": a newcomer)."""
        v = self.view
        n = v.discards
        said = f"The discard pile: {n} card{'s' if n != 1 else ''}, face down"
        said += ("; shuffled into the tax deck when the acquisition ends" if v.phase == ACQUIRE else "")
        cards = self.seen_go()[1].get(v.phase, [])
        if self.app.settings.memory_aid and len(cards) == n:
            said += f"; everyone saw {'them' if n != 1 else 'it'} go: " + ", ".join(brief(c) for c in in_order(cards))
        return said

    def hand_words(self, seat: int) -> str:
        """What another seat's face-down hand says when hovered: how many, and with the memory
        aid on, which cards (from the takes everyone saw)."""
        v = self.view
        n = v.hand_sizes[seat]
        said = f"{self.name(seat)}'s hand: {n} card{'s' if n != 1 else ''}, face down"
        known = self.known_hands()[seat]
        chosen = v.stage == "pick" and seat in v.picked      # one of them is in the row, face down
        if chosen:
            said += ", and one chosen for the row"
        if self.app.settings.memory_aid and len(known) == n + (1 if chosen else 0):
            said += (f"; from the takes everyone saw, these {len(known)}: " if chosen else
                     "; from the takes everyone saw: ") + ", ".join(brief(c) for c in known)
        return said

    # ------------------------------------------------------------------ geometry
    def cw(self, base: float) -> int:
        return max(20, self.px(base))

    def row_center(self, i: int):
        return self.layout.rect(f"row_{min(i, 5)}").center

    def row_slot(self, cid):
        at = self.row_pos(cid)
        return at if at is not None else self.layout.rect("deck").center

    def top_w(self, seat: int) -> int:
        """The width of a seat's stack top: another seat's as large as its box lets it stand
        (at 52 design pixels, with half the box empty beside it, its "2▲ 3★" read tiny: a
        newcomer)."""
        if self.seat_slot(seat) == "seat_0":
            return self.cw(76)
        r = self.seat_rect(seat)
        room = r.height - self.px(36) - self.px(30)          # under the name line, over the stack's label
        return int(min(self.cw(66), room * 63 / 88))

    def stack_pos(self, seat: int):
        r = self.seat_rect(seat)
        w = self.top_w(seat)
        if self.seat_slot(seat) == "seat_0":
            return (r.left + self.px(60), r.top + self.px(40) + w * 88 / 63 / 2)
        return (r.left + self.px(12) + w / 2, r.top + self.px(34) + w * 88 / 63 / 2)

    def hand_area(self) -> pygame.Rect:
        # the bottom box's: in hot-seat a tax round's taker may play from the top, hand hidden
        r = self.seat_rect(self.orient if self.orient is not None else self.viewer)
        # a little lower than the stack beside it: a hint's badge stands above a (lifted) hand card
        # to the box's right edge (a 13-card hand overlapped heavily with a sixth of the box empty
        # beside it: a newcomer)
        return pygame.Rect(r.left + self.px(140), r.top + self.px(52), r.width - self.px(160),
                           self.cw(76) * 88 // 63)

    HIDES_IN_THE_OPEN = True       # the hand shows only behind a curtain (``hand_in_sight``)

    def forced_words(self, action) -> str:
        if isinstance(action, Pick) and not self.hand_in_sight():
            # in front of everyone: which card, unsaid
            return f"{self.who_prefix_for_forced()}your last hand card goes into the row by itself…"
        return super().forced_words(action)

    def hand_in_sight(self) -> bool:
        """Whether the viewer's hand may be drawn: always with one person at the screen; in
        hot-seat only behind a curtain (a take from the row needs none, so it is made with the
        hand hidden, in front of everyone)."""
        return not self.hot_seat() or self.behind_curtain == self.viewer

    def hand_centers(self) -> dict:
        v = self.view
        cards = list(v.hand)
        area = self.hand_area()
        w = self.cw(76)
        if not cards:
            return {}
        step = min(w + self.px(8), (area.width - w) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        # the chosen card shows whole, the others closing up to make room: in a 13-card fan
        # only a strip of each shows, its stars cut off (a newcomer read "★★★" on a 4-star card)
        chosen = {k for k, c in enumerate(cards) if c == self.choice}
        xs = fan_xs(area.left, area.width, w, len(cards), step, chosen, least=self.px(12))
        return {c: (x, area.centery - (self.px(16) if c == self.choice else 0)) for c, x in zip(cards, xs)}

    def hand_strip(self, cid):
        """(x of the middle of what shows of hand card ``cid`` in the fan, its top, its bottom),
        or None: the next card covers the rest of it."""
        centers = self.hand_centers()
        if cid not in centers:
            return None
        w = self.cw(76)
        xs = [x for x, _ in centers.values()]
        k = list(centers).index(cid)
        x, y = centers[cid]
        seen = (xs[k + 1] - x) if k + 1 < len(xs) else w       # how much of it the next card leaves
        h = w * 88 / 63
        return (x - w / 2 + min(seen, w) / 2, y - h / 2, y + h / 2)

    def hint_marks(self, action) -> list:
        """A hinted pick is marked above its card's visible strip of the fanned hand: a mark on
        the card (the kit's outline and badge at its corner) would sit on its neighbour's
        number, or on its own."""
        if isinstance(action, Pick):
            strip = self.hand_strip(action.card)
            if strip is not None:
                r0 = max(8, self.px(11)) + 2                                # the kit's badge radius (hint_panel)
                return [(strip[0], strip[1] - r0 - self.px(2))]
        return super().hint_marks(action)

    def cursor_mark(self):
        """The keyboard cursor under the chosen hand card (in the room its lift leaves), or None."""
        if not self.picking() or self.choice is None:
            return None
        strip = self.hand_strip(self.choice)
        if strip is None:
            return None
        r = pygame.Rect(0, 0, self.px(22), max(5, self.px(9)))
        r.midbottom = (int(strip[0]), self.hand_area().bottom - self.px(2))
        return r

    def pick_show_pos(self, seat: int):
        """Where a revealed pick is shown large, beside its owner."""
        r = self.seat_rect(seat)
        if self.seat_slot(seat) == "seat_0":
            return (r.centerx, r.top - self.px(10))
        return (r.centerx + self.px(30), r.bottom - self.px(20))

    # ------------------------------------------------------------------ the secret pick
    def picking(self) -> bool:
        v = self.view
        return v.phase == TAX and v.stage == "pick" and self.is_human_turn()

    def sync_choice(self) -> None:
        v = self.view
        key = (v.phase, v.round, self.viewer)
        if key != self.choice_for:
            self.choice_for, self.choice, self.cursor = key, None, 0
        if self.choice not in v.hand:
            self.choice = None

    def choose(self, cid) -> None:
        if self.picking() and cid in self.view.hand:
            self.choice = cid
            sound.play("click")

    def confirm_pick(self) -> None:
        if self.choice is None:
            self.flash("Choose a card of your hand first.")
            return
        if self.submit(Pick(self.choice)):
            sound.play("chip")
            self.choice = None

    def take(self, cid) -> None:
        if self.is_human_turn() and self.view.stage != "pick" and cid in self.view.row:
            self.submit(Take(cid))

    def handoff_note(self, seat: int) -> str:
        v = self.view
        if v.phase == TAX and v.stage == "pick":
            return f"{self.name(seat)}: choose the card you put into the row"
        return f"{self.name(seat)}: your turn to take a card"

    # ------------------------------------------------------------------ controls
    def build_controls(self) -> str:
        v = self.view
        self.buttons = []
        if v.phase == OVER:
            return "The game is over: the stars are counted."
        prefix = f"{self.name(self.viewer)}: " if len(self.match.humans()) > 1 and self.viewer is not None else ""
        if self.picking():
            self.sync_choice()
            self.buttons = [Button("Confirm", self.confirm_pick, "Enter", primary=True,
                                   enabled=self.choice is not None)]
            if self.choice is None:
                return f"{prefix}choose, in secret, the card you put into the row (click, ←→)"
            return f"{prefix}put {describe(self.choice)} into the row? Confirm, or choose another"
        if self.is_human_turn():
            last = v.turn == v.players - 1
            tail = " (the other card is discarded)" if last and len(v.row) == 2 else ""
            if not tail and prefix and v.phase == ACQUIRE and self.hot_seat():
                # why no "Pass to …" screen comes between turns now (a newcomer wondered): it will
                # in the tax phase, when hands are secret
                tail = " · all of this phase is open: no passing the screen"
            elif not tail and v.phase == TAX and not self.hand_in_sight():
                # why the hand is hidden and no "Pass to …" came (takes are made in front of everyone)
                tail = " · your hand stays hidden: everyone may watch a take"
            return f"{prefix}take a card from the row (click, {self.keys_words()}){tail}"
        handed = getattr(self.match, "finished_by", None) or {}
        # "Waiting for You to choose" while a bot played your seat (a lesson's Finish for me)
        waiting = ["the bot playing your seat" if s == self.viewer and s in handed else self.name(s)
                   for s in sorted(v.to_act)]
        if v.phase == TAX and v.stage == "pick":
            chosen = [self.name(s) for s in sorted(v.picked)]
            return ("Waiting for " + ", ".join(waiting) + " to choose" +
                    (f" · chosen: {', '.join(chosen)}" if chosen else ""))
        if len(waiting) == 1:                       # "You is taking a card…" while a bot played your seat
            return self.says(sorted(v.to_act)[0], "is taking a card…")
        return f"{', '.join(waiting)} are taking a card…" if waiting else ""

    def handle_game_input(self, ev) -> None:
        v = self.view
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_s, pygame.K_t) and self.viewer is not None:
            want = "acquired" if ev.key == pygame.K_s else "tax"
            self.browse = None if self.browse == want else want
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.browse:
            self.browse = None
            return
        if ev.type == pygame.KEYDOWN and self.browse:
            return              # a key pressed on the stack view does nothing behind it
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.viewer is not None:
            if self.card_rect(self.stack_pos(self.viewer), self.cw(76)).collidepoint(ev.pos):
                self.browse = "acquired" if v.phase == ACQUIRE else "tax"
                return
        if not self.is_human_turn():
            return
        if self.picking():
            hand = list(v.hand)
            if ev.type == pygame.KEYDOWN:
                if ev.key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
                    step = 1 if ev.key == pygame.K_RIGHT else -1
                    if self.choice in hand:           # from the card chosen, on round the ends
                        self.cursor = (hand.index(self.choice) + step) % len(hand)
                    else:                             # nothing chosen: → starts at the first card, ← at the last
                        self.cursor = 0 if step > 0 else len(hand) - 1
                    self.choose(hand[self.cursor])
                elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                    self.confirm_pick()
            elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
                for c, pos in reversed(list(self.hand_centers().items())):
                    if self.card_rect(pos, self.cw(76)).collidepoint(ev.pos):
                        self.cursor = hand.index(c)
                        self.choose(c)
                        return
            return
        if ev.type == pygame.KEYDOWN and pygame.K_1 <= ev.key <= pygame.K_6:
            c = self.row_keys().get(ev.key - pygame.K_1 + 1)
            if c is not None:
                self.take(c)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            for c in v.row:
                if self.card_rect(self.row_slot(c), self.cw(84)).collidepoint(ev.pos):
                    self.take(c)
                    return

    # ------------------------------------------------------------------ Events -> animations
    def anim_row(self, d) -> None:
        # in the tax phase the picks are already on show: only the deck's card is dealt
        revealed = set(r for r in self.view.revealed if r) if d.get("phase") == TAX else set()
        self.anims.deal(d["cards"], self.layout.rect("deck").center, lambda n, c: self.row_center(n), self.cw(84),
                        stagger=0.06, dur=0.32, hide="row", skip=revealed)
        sound.play("slide")

    def anim_take(self, d) -> None:
        seat, c = d["seat"], d["card"]
        dest = self.stack_pos(seat)
        w1 = self.top_w(seat)
        self.anims.fly(c, self.row_slot(c), dest, self.cw(84), w1, dur=0.34, hides=(("stack", seat),),
                       ease=A.ease_in_out_cubic)
        sound.play("slide")

    def anim_discard(self, d) -> None:
        self.anims.fly(d["card"], self.row_center(0), self.layout.rect("discard").center, self.cw(84), self.cw(70),
                       delay=0.15, dur=0.34, face1=False)

    def anim_order(self, d) -> None:
        """A new round's order: the bar itself shows it (its label says the round). A banner
        held over the bar hid the order just when a newcomer wanted to read it."""

    def anim_phase(self, d) -> None:
        """The tax phase begins: said over the row's empty places (over the turn order bar, it
        hid the new round's order: a newcomer); the row holds only its starting card then."""
        a, b = self.row_center(2), self.row_center(4)
        self.anims.badge(((a[0] + b[0]) // 2, (a[1] + b[1]) // 2), "Tax phase: your stack becomes your hand", ACCENT,
                         delay=0.2, dur=1.8, size=20)
        sound.play("flip")

    def track_banner(self, s: str, delay: float = 0.0, dur: float = 1.3) -> None:
        """A word on the turn order bar, in a panel held still over it: risen from the bar, with
        nothing behind it, it read half under the bar and over the seat above (a newcomer)."""
        self.anims.badge(self.layout.rect("track").center, s, ACCENT, delay=delay, dur=dur, size=20)

    def anim_picked(self, d) -> None:
        # the box's own status line says it ("has chosen ✓"): a second, fading "has chosen" under
        # it read as a stray, hard-to-read label (newcomers, twice)
        sound.play("click")

    def anim_reveal_picks(self, d) -> None:
        """The big moment: every pick turns up at once, large, beside its owner; a beat; then
        they go into the row."""
        w = self.cw(86)
        picks = {int(s): c for s, c in d["picks"].items()}
        row = list(d.get("row") or self.view.row)
        for seat, c in picks.items():
            at = self.pick_show_pos(seat)
            self.anims.fly(c, at, at, w, w, dur=0.45, face0=False, face1=True, hides=(("row", c),))
            self.anims.fly(c, at, at, w, w, delay=0.45, dur=1.3, hides=(("row", c),))
            slot = self.row_center(row.index(c)) if c in row else self.row_center(0)
            self.anims.fly(c, at, slot, w, self.cw(84), delay=1.75, dur=0.35, hides=(("row", c),))
        self.stage("The picks turn up…")      # it goes on by itself: no "(click to go on)" (a newcomer)
        sound.play("flip")

    def anim_game_over(self, d) -> None:
        self.beat(1.6)
        sound.play("win")

    # ------------------------------------------------------------------ words
    def describe(self, deck, cid) -> str:
        return describe(cid)

    def moment(self, view) -> str:
        """A round of its phase ("Tax round 4"), as the side panel counts it ("Move 39")."""
        return f"{'Tax' if view.phase == TAX else 'Acquisition'} round {view.round}"

    def move_text(self, action, view=None) -> str:
        """A move in words (``view``, the moment it was made, changes nothing here: these
        words name cards and amounts, never what lies where on the table)."""
        # the card as the lists name it, "9 (4▲ 5★)" ("you played Put 9, 4 arrows…": a newcomer)
        if isinstance(action, Take):
            return f"Take {brief(action.card)}"
        if isinstance(action, Pick):
            return f"Put {brief(action.card)} into the row"
        return super().move_text(action)

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface, hidden) -> None:
        self.draw_track(surface)
        self.draw_middle(surface, hidden)
        self.draw_seats(surface, hidden)
        self.draw_phase_panel(surface)

    def draw_over(self, surface) -> None:
        if self.browse:
            self.draw_browse(surface)

    def over_open(self) -> bool:
        return bool(self.browse)

    def hover_keeps_clear(self) -> list:
        """The turn order and the deck: an enlarged card from a seat at the top hung over both
        (a newcomer)."""
        return [self.layout.rect("track"), self.layout.rect("deck")]

    def draw_track(self, surface) -> None:
        """The turn order of this round, derived from the stack tops (lowest number first,
        then more arrows, then the previous order)."""
        v = self.view
        r = self.layout.rect("track")
        panel(surface, r, (12, 24, 20, 200), (80, 100, 90), 8)
        small = max(LEAST, self.px(13))
        x = r.left + self.px(10)
        # which round's order (the bar changes with each round: a banner over it hid it)
        rsize = max(LEAST, self.px(11))
        # the two lines centred in the bar, as they are high ("round 5/10" ran over its border at
        # 960x540: a newcomer); where both do not fit, both at the smaller size, tight
        lh1, lh2 = font(small, True).get_linesize(), font(rsize).get_linesize()
        if lh1 + lh2 > r.height - 2:
            small = rsize
            lh1 = lh2 = min(lh2, (r.height - 2) // 2 + 1)
        y0 = r.centery - (lh1 + lh2) // 2
        text(surface, "Turn order", (x, y0), small, INK_DIM, True, anchor="topleft")
        said = next((w for w in (f"round {v.round} of {v.rounds}", f"round {v.round}/{v.rounds}", f"{v.round}/{v.rounds}")
                     if font(rsize).size(w)[0] <= self.px(86)), f"{v.round}/{v.rounds}") if v.phase != OVER else "game over"
        text(surface, said, (x, y0 + lh1), rsize, ACCENT, anchor="topleft", max_width=self.px(88))
        x += self.px(92)
        n = len(v.order)
        slot = (r.right - x - self.px(8)) / max(1, n)
        want = max(LEAST, self.px(11))
        boxes = []
        for k, seat in enumerate(v.order):
            box = pygame.Rect(int(x + k * slot), r.top + self.px(5), int(slot - self.px(8)), r.height - self.px(10))
            top = self.order_tops()[seat]
            # why this place, said shorter where the box is narrow: round 1 goes by seat (MF2, MF5);
            # "was", always: "top 6▲▲▲▲" read as the seat's top now (a newcomer)
            # (a space between: "2▲" read as part of the number, a newcomer)
            ups = f"{mf_card(top).number} " + "▲" * mf_card(top).arrows if top else ""
            whys = ((f"top was {ups}", f"was {ups}", ups) if top else
                    ("seat order reversed", "reversed") if v.phase == TAX else ("seat order", "by seat"))
            label = f"{ORDINAL[k]} {self.name(seat)}"
            room = box.right - (box.left + self.px(8) + min(font(small, True).size(label)[0], box.width * 0.6)) \
                - self.px(10)
            boxes.append((k, seat, box, whys, label, room))
        # one wording for every box (some read "top was", others "top": a newcomer)
        fits = [next((i for i, w in enumerate(whys) if font(want).size(w)[0] <= room), len(whys))
                for _, _, _, whys, _, room in boxes]
        pick = max(fits, default=0)
        for k, seat, box, whys, label, room in boxes:
            now = v.stage != "pick" and k == v.turn and v.phase != OVER
            done = v.stage != "pick" and k < v.turn
            panel(surface, box, (40, 66, 52, 240) if now else (18, 32, 26, 220), ACCENT if now else (70, 90, 80), 6)
            col = INK_DIM if done else (ACCENT if now else INK)
            lr = text(surface, label, (box.left + self.px(8), box.centery), small, col, True, anchor="midleft",
                      max_width=box.width * 0.6)
            room = box.right - lr.right - self.px(10)
            why = whys[min(pick, len(whys) - 1)] if pick < len(whys) else \
                next((w for w in whys if font(9).size(w)[0] <= room), whys[-1])
            text(surface, why, (box.right - self.px(6), box.centery), fit_size(why, room, want),
                 INK_DIM, anchor="midright", max_width=room)

    def draw_middle(self, surface, hidden) -> None:
        v = self.view
        small = max(LEAST, self.px(13))
        dr = self.layout.rect("deck")
        w = self.cw(76)
        if v.deck_left:
            for k in range(min(3, (v.deck_left + 5) // 6)):
                top = art.draw_card(surface, "mefirst", None, (dr.centerx - k * 2, dr.centery - k * 2), width=w,
                                    face_up=False)
            self.hidden_note(top, self.deck_words())
        text(surface, f"Deck {v.deck_left}", (dr.centerx, dr.bottom + self.px(4)), small, INK_DIM, anchor="midtop")
        rr = self.layout.rect("discard")
        if v.discards:
            pile = art.draw_card(surface, "mefirst", None, rr.center, width=self.cw(70), face_up=False)
            self.hidden_note(pile, self.discard_words())
        text(surface, f"Discards {v.discards}", (rr.centerx, rr.bottom + self.px(4)), small, INK_DIM,
             anchor="midtop")
        cw = self.cw(84)
        row = list(v.row)
        for c, k, who in self.row_layout():
            at = self.row_center(k)
            if c not in row:
                if who is not None:          # its place says who took it, till the next row
                    r = self.card_rect(at, cw)
                    pygame.draw.rect(surface, (*self.seat_colour(who)[:3],), r, max(1, self.px(2)),
                                     border_radius=self.px(6))
                    text(surface, f"{self.name(who)} took", r.center, small, self.seat_colour(who), True,
                         anchor="center", max_width=r.width - self.px(6))
                continue
            if ("row", c) in hidden:
                continue
            rect = self.card(surface, c, at, cw)
            if self.is_human_turn() and v.stage != "pick":
                text(surface, str(k + 1), (rect.centerx, rect.bottom + self.px(3)), small, INK_DIM,
                     anchor="midtop")
        if v.phase == TAX and v.stage == "pick" and not v.row:
            text(surface, "Everyone chooses a card in secret", self.layout.rect("row_2").midright, small, INK_DIM,
                 anchor="center")

    def draw_seat(self, surface, seat: int, hidden) -> None:
        v = self.view
        r = self.seat_rect(seat)
        own = self.seat_slot(seat) == "seat_0"
        acting = seat in v.to_act and not self.staging()
        self.draw_seat_box(surface, r, acting, glow=acting and v.stage != "pick")
        spec = self.match.seats[seat]
        hs = max(12, self.px(16))
        nr = text(surface, spec.name, (r.left + self.px(10), r.top + self.px(6)), hs, INK, True,
                  max_width=r.width // 2)
        who = self.seat_tag(seat)
        small = max(LEAST, self.px(13))
        status, col = "", INK_DIM
        if v.phase == TAX and v.stage == "pick":
            if seat in v.picked:
                status, col = "has chosen ✓", INK
            else:
                status, col = (self.busy_word(seat, "choosing…"), ACCENT)
        elif acting:
            status, col = ("your turn" if self.turn_is_yours(seat) else self.busy_word(seat, "taking…")), ACCENT
        if v.phase != OVER and seat in v.order:
            pos = ORDINAL[list(v.order).index(seat)]
            status = f"{pos} · {status}" if status else pos
        who_w = font(max(LEAST, self.px(12))).size(who)[0] if who else 0
        status_w = font(small, True).size(status)[0]
        if nr.right + self.px(8) + who_w + self.px(16) + status_w <= r.right - self.px(10):
            text(surface, status, (r.right - self.px(10), nr.centery), small, col, True, anchor="midright")
            room = r.right - self.px(10) - status_w - nr.right - self.px(16)
        else:
            # a narrow box: the status goes under the name line, right-aligned, whole
            text(surface, status, (r.right - self.px(10), nr.bottom + self.px(3)), small, col, True, anchor="topright",
                 max_width=r.width - self.px(20))
            room = r.right - self.px(10) - nr.right - self.px(8)
        if who and room > self.px(30):
            text(surface, who, (nr.right + self.px(8), nr.centery), max(LEAST, self.px(12)), INK_DIM, anchor="midleft",
                 max_width=room)
        # the current stack: top card and size
        w = self.top_w(seat)
        sp = self.stack_pos(seat)
        top = v.tops[seat]
        if top and ("stack", seat) not in hidden:
            for k in range(min(3, v.stack_sizes[seat] - 1)):
                art.draw_card(surface, "mefirst", None, (sp[0] + 3 * (k + 1), sp[1] + 3 * (k + 1)), width=w,
                              face_up=False)
            self.card(surface, top, sp, w)
        elif not top:
            box = pygame.Rect(0, 0, w, round(w * 88 / 63))
            box.center = (int(sp[0]), int(sp[1]))
            pygame.draw.rect(surface, (120, 140, 120), box, 1, border_radius=6)
        label = ("stack" if v.phase == ACQUIRE else "tax stack") + f" {v.stack_sizes[seat]}"
        ls = max(LEAST, self.px(12))
        lx = max(sp[0], r.left + self.px(6) + font(ls).size(label)[0] / 2)     # whole inside the box
        text(surface, label, (lx, sp[1] + w * 88 / 63 / 2 + self.px(12)), ls, INK_DIM, anchor="midtop")
        tally = self.tally()[seat] if (self.app.settings.memory_aid or v.phase == OVER) else None
        if not own:
            x = sp[0] + w / 2 + self.px(18)
            if v.phase == TAX:
                lr = text(surface, f"hand {v.hand_sizes[seat]}", (x, sp[1] - self.px(10)), small, INK, anchor="midleft")
                self.draw_hidden_hand(surface, seat, lr)
            if v.stars[seat] is not None or tally is not None:
                got = v.stars[seat] if v.stars[seat] is not None else tally[0]
                text(surface, f"{got} ★", (x, sp[1] + self.px(12)), small, GOLD, True, anchor="midleft")
                if tally is not None and (tally[1] or v.phase != ACQUIRE):
                    text(surface, f"−{tally[1]} taxed", (x, sp[1] + self.px(30)), max(LEAST, self.px(12)), (230, 150, 130),
                         anchor="midleft")
            return
        # your own seat: stars so far (and taxed), the hand (tax phase) and the tax stack. In
        # hot-seat's open first phase the bottom box stays the first person's while another
        # plays from the top: it keeps its stars (from the memory aid) and says "your" only
        # to its own person (a newcomer's stars vanished, and "S: your acquired stack" stayed)
        mine = self.viewer is None or seat == self.viewer
        stars = v.stars[seat] if v.stars[seat] is not None else (tally[0] if tally is not None else None)
        if stars is not None:
            said = f"{'your stars' if seat == self.viewer else 'stars'} {stars} ★"
            if tally is not None and (tally[1] or v.phase != ACQUIRE):
                said += f"  −{tally[1]} taxed  = {stars - tally[1]}"
            text(surface, said, (r.left + self.px(10), r.bottom - self.px(8)), small, GOLD,
                 True, anchor="bottomleft")
        if mine and self.viewer is not None:
            text(surface, "S: your acquired stack" + (" · T: your tax stack" if v.phase != ACQUIRE else ""),
                 (r.right - self.px(10), r.bottom - self.px(8)), max(LEAST, self.px(12)), INK_DIM,
                 anchor="bottomright")
        if v.phase == TAX and seat == self.viewer and self.hand_in_sight():
            cards = self.hand_centers()
            pick = self.picking()
            for c, pos in cards.items():
                hl = (140, 220, 255) if c == self.choice else None
                self.card(surface, c, pos, self.cw(76), highlight=hl, dim=not pick and v.stage == "pick")
            mark = self.cursor_mark()
            if mark is not None:                  # ▲ under the chosen card: where ←→ are
                pygame.draw.polygon(surface, ACCENT, [mark.bottomleft, mark.midtop, mark.bottomright])
            if pick:
                area = self.hand_area()
                room = r.right - self.px(10) - area.left
                said = FEEDS_OTHERS if self.choice not in cards else feeds_words(self.choice, v.round < v.rounds)
                size = fit_size(said, room, small, least=max(LEAST, self.px(12)))
                y = area.bottom + self.px(6)
                for line in ([said] if font(size).size(said)[0] <= room else wrap(said, size, room)[:2]):
                    text(surface, line, (area.left, y), size, ACCENT, anchor="topleft", max_width=room)
                    y += font(size).get_linesize()
            if v.my_pick and v.stage == "pick":
                text(surface, self.says(self.viewer, f"put {describe(v.my_pick)} into the row (hidden until all have chosen)"),
                     (self.hand_area().left, self.hand_area().bottom + self.px(6)), small, INK, anchor="topleft")
        elif v.phase == TAX:
            text(surface, f"hand {v.hand_sizes[seat]}", (self.hand_area().left, self.hand_area().centery), small, INK,
                 anchor="midleft")

    def draw_phase_panel(self, surface) -> None:
        v = self.view
        title = {ACQUIRE: "Acquisition", TAX: "Tax", OVER: "Game over"}[v.phase]
        lines = []
        last = v.round >= v.rounds            # the phase's last round: the order starts afresh after it
        if v.phase == ACQUIRE:
            lines += [("Take cards: each star is a point.", INK)]
            # (in the last round it still spoke of the next round's order: a newcomer)
            if last:
                lines += [("The phase's last round: the tax", INK_DIM), ("phase starts in reverse seat order:", INK_DIM)]
                if self.viewer is not None and 0 <= self.viewer < v.players:
                    # where that puts you (a newcomer chose last in 7 of 8 tax rounds, warned of
                    # nothing before the review)
                    at = v.players - 1 - self.viewer
                    place = "last" if at == v.players - 1 else ORDINAL[at]
                    lines.append((f"you take {place} in its first round.", ACCENT))
            else:
                lines += [("Next round the lowest top card", INK_DIM), ("goes first; more arrows win ties.", INK_DIM)]
        elif v.phase == TAX:
            lines += [("Each card taken now costs its stars.", INK),
                      ("Everyone puts a hand card into", INK_DIM), ("the row in secret, then takes one.", INK_DIM)]
            lines += [(w, ACCENT) for w in self.pick_tip()]
        lines.append((f"Deck {v.deck_left} · discards {v.discards}", INK_DIM))
        if v.set_bonus:
            lines.append(("Set bonuses are on", GOLD))
        if v.phase == OVER and v.result:
            for i, sc in enumerate(v.result.scores):
                lines.append((f"{self.name(i)}: {sc}", GOLD if i in v.result.winners else INK))
        self.draw_side_panel(surface, "phase", title + (f" · round {v.round}/{v.rounds}" if v.phase != OVER else ""),
                             lines, fit_title=True)

    def pick_tip(self) -> tuple:
        """While the picks are chosen, what your place in this round's takes means for the card
        you put in (two short lines), or (): a newcomer learned it only from the review ("the
        last taker is stuck with what is left")."""
        v = self.view
        if v.phase != TAX or v.stage != "pick" or self.viewer not in (v.order or ()) or not self.hand_in_sight():
            return ()
        at = list(v.order).index(self.viewer)
        # what happens, not what to do: "so put in a cheap card" stood beside a hint whose
        # first move was a costly card, and a newcomer could not tell which to believe
        if at == 0:
            return ("You take first: you may take", "back the card you put in.")
        if at == len(v.order) - 1:
            return ("You take last: you keep the card", "the others leave, likely the costliest.")
        # your own place, as the first and the last hear it ("The last taker keeps…" read as
        # text for somebody else to the one in between: a newcomer)
        return (f"You take {ORDINAL[at]} of {len(v.order)}: the last taker", "keeps the card the others leave.")

    def draw_browse(self, surface) -> None:
        """Your acquired (S) or tax (T) stack, laid out large in a panel its cards fill: small
        cards spread across a big, mostly empty panel read poorly (a newcomer)."""
        v = self.view
        cards = list(v.acquired if self.browse == "acquired" else v.tax_stack)
        room = self.layout.rect("table").inflate(-self.px(60), -self.px(60))
        gap = self.px(10)
        # in the tax phase the acquired stack is your hand's source: the cards no longer in your
        # hand are dimmed (all eight showed alike: a newcomer), said on a line of its own (after
        # the title it was cut: "dimmed: 3 cards no longer in y…")
        gone = set(cards) - set(v.hand) if self.browse == "acquired" and v.phase == TAX and self.hand_in_sight() \
            else set()
        size = max(12, self.px(16))
        lh = font(size, True).get_linesize()
        head, foot = self.px(44) + (lh if gone else 0), self.px(30)
        n = len(cards)
        # the largest cards (up to 120 px wide) whose rows fit the room
        w, per, rows = self.px(40), max(1, n), 1
        for per_try in range(max(1, n), 0, -1):
            rows_try = (n + per_try - 1) // per_try if n else 1
            w_try = int(min((room.width - self.px(32) - (per_try - 1) * gap) / per_try,
                            ((room.height - head - foot - (rows_try - 1) * gap) / rows_try) * 63 / 88,
                            self.px(120)))
            if w_try > w:
                w, per, rows = w_try, per_try, rows_try
        h = round(w * 88 / 63)
        block_w = per * w + (per - 1) * gap if n else 0
        title = self.yours(self.viewer, cap=True) + (" acquired stack" if self.browse == "acquired" else " tax stack")
        stars = sum(mf_card(c).stars for c in cards)
        words = [f"{title}: {count(n, 'card')}, {count(stars, 'star')} (first taken at the left)"]
        if gone:
            words.append(f"Dimmed: {count(len(gone), 'card')} no longer in your hand")
        width = max([block_w] + [font(size, True).size(ws)[0] for ws in words]) + self.px(32)
        r = pygame.Rect(0, 0, min(room.width, width), head + (rows * h + (rows - 1) * gap if n else 0) + foot)
        r.center = room.center
        shade = pygame.Surface(self.layout.rect("table").size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))                  # the table behind, dimmed: the panel is what you look at
        surface.blit(shade, self.layout.rect("table").topleft)
        panel(surface, r, (10, 20, 17, 245), ACCENT, 12)
        self.cover(r)
        for k, ws in enumerate(words):
            text(surface, ws, (r.left + self.px(16), r.top + self.px(10) + k * lh), size, ACCENT if not k else INK, True,
                 max_width=r.width - self.px(32))
        left = r.centerx - block_w / 2
        for k, c in enumerate(cards):
            row, col = divmod(k, per)
            self.card(surface, c, (left + col * (w + gap) + w / 2, r.top + head + row * (h + gap) + h / 2), w,
                      dim=c in gone)
        text(surface, "click, S or T to close", (r.centerx, r.bottom - self.px(8)), max(LEAST, self.px(13)), INK_DIM,
             anchor="midbottom")

    def secrets(self, v) -> list:
        out = []
        if v.hand:
            out.append(("Hand", self.deck, list(v.hand)))
        if v.my_pick and v.my_pick not in v.revealed:
            out.append(("Pick", self.deck, [v.my_pick]))
        if v.acquired:
            out.append(("Acquired", self.deck, list(v.acquired)))
        if v.tax_stack:
            out.append(("Tax stack", self.deck, list(v.tax_stack)))
        return out
