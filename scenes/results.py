"""Scores with their breakdown per seat, the winner, and play again."""
from __future__ import annotations

import os
import time

import pygame

from game import reviews, sound
from game.assets import font
from game.storage import data_dir

from .base import Scene
from .widgets import ACCENT, GOLD, INK, INK_DIM, Button, felt, handle_buttons, hanging, layout_row, panel, text, ui_scale, wrap


def summed(breakdown, names: bool = True) -> list:
    """Score lines as a player reads them: repeated lines of one kind ("Crown bonus: The
    Mountain (Suns)" +8, "Crown bonus: The Diplomat (Suns)" +8, …) become one summed line
    ("Crown bonus ×4: The Mountain, The Diplomat, …" +32); other lines stay as they are.
    ``names=False``: the summed line without the cards' names ("Crown bonus ×4"), for a
    column short of room (the cards are named on lines of their own and shown below)."""
    groups: dict = {}
    order = []
    for label, pts in breakdown:
        label = str(label)
        head, sep, tail = label.partition(": ")
        key = head if sep and isinstance(pts, int) else None
        if key is not None and sum(1 for lb, _ in breakdown if str(lb).startswith(head + ": ")) >= 2:
            if key not in groups:
                groups[key] = [0, []]
                order.append(("group", key))
            groups[key][0] += pts
            groups[key][1].append(tail.split(" (")[0])
            groups[key].append(pts)
        else:
            order.append(("line", (label, pts)))
    out = []
    for kind, item in order:
        if kind == "group":
            total, names_, *each = groups[item]
            alike = f" ({each[0]} each)" if len(set(each)) == 1 else ""
            out.append((f"{item} ×{len(names_)}: {', '.join(names_)}" if names else f"{item} ×{len(names_)}{alike}",
                        total))
        else:
            out.append(item)
    return out


def save_finished_record(match) -> str | None:
    """Finished games are kept as records in the data folder (they replay with `replay`)."""
    from game.saves import write_record
    folder = os.path.join(data_dir(), "records")
    path = os.path.join(folder, f"{match.game_id}-{match.seed}-{time.strftime('%Y%m%d-%H%M%S')}.json")
    try:
        write_record(path, match.record())
        return path
    except OSError:
        return None


def place(scores, seat: int, winners=()) -> int:
    """A seat's place: 1 + how many finished ahead (a tie shares its place: 1, 2, 2, 2). A tie
    for the win that the rules break (Sorcerous Futures' SF10) is no tie: the winners are
    ahead of the others on their score (it read "1. Ann, 1. Bea" with only Ann the winner)."""
    me, won = scores[seat], seat in winners
    return 1 + sum(1 for i, x in enumerate(scores) if x > me or (x == me and i in winners and not won))


ENTER_GRACE = 1.0          # seconds the page is up before Enter presses Play again


def names_kept_whole(label: str) -> str:
    """A score line whose names in brackets wrap only between them: "(The Huntress, Ace of
    Leaves)" broke as "Ace / of Leaves" (a newcomer); the spaces inside each name no longer
    break."""
    import re
    return re.sub(r"\(([^()]*)\)", lambda m: "(" + ", ".join(x.replace(" ", "\u00a0")
                                                            for x in m.group(1).split(", ")) + ")", label)


class ResultsScene(Scene):
    def __init__(self, app, match, save=True, table=None):
        super().__init__(app)
        self.match = match
        self.table = table       # the table scene that finished (draws its game's own results header)
        self.hot: list = []      # [(rect, deck, card)] of the cards on the page as composed, in drawing order
        self.result = match.result()
        self.saved_to = save_finished_record(match) if save else None
        self.opened_at = time.monotonic()
        # where the pointer rested as the page came up: no card comes up under it till it moves
        # (the preview under a resting mouse covered a newcomer's own score lines)
        self._rested_at = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
        self.brief = False               # the summed lines without their cards' names (``compose``: short of room)
        self.scrolls: dict = {}          # seat -> lines its column is scrolled (the wheel scrolls the one under it)
        self.col_rects: dict = {}        # seat -> its column as last composed
        self.buttons = [
            Button("Title", self.to_title, "Esc"),
            Button("New table", self.new_table, "N"),
        ]
        people = self.review_seats()
        if len(people) == 1:
            self.buttons.append(Button("Review", self.review, "V"))
            if not self.online and not getattr(match, "is_replay", False):
                # weighed while the scores are read: the review took half a minute (Barony a
                # minute and a half) from the click (newcomers)
                reviews.ahead(match.record(), people[0])
        elif people:
            # each person at this screen has their own review (hot-seat: only the last viewer's
            # could be opened, and nothing said whose: a newcomer); V opens the first
            first = self.review_seat()
            for s in [first] + [p for p in people if p != first]:
                self.buttons.append(Button(f"Review {self.match.name(s)}", lambda s=s: self.review(s),
                                           "V" if s == first else ""))
        self.hosted = self.online and getattr(match, "host", None) is not None    # this window hosted it
        if self.online and not self.hosted:
            # a joiner's game was the host's: no local game in its place, another table instead
            self.buttons = [Button("Title", self.to_title, "Esc"),
                            Button("Join a table", self.join_table, "Enter", primary=True)]
        elif self.online:
            # the window hosted it: the same seats at a new table (friends online stay online);
            # New table opens setup with them (``online_seats``)
            self.buttons.append(Button("Host again", self.play_again, "Enter", primary=True))
        else:
            self.buttons.append(Button("Play again", self.play_again, "Enter", primary=True))
        if self.saved_to is not None:
            match.retire_autosave()      # only the finished game's own autosave, once its record is kept
        sound.play("win")

    @property
    def online(self) -> bool:
        """The game was played online (this window hosted it, or joined it)."""
        return bool(getattr(self.match, "is_remote", False))

    def online_seats(self) -> list:
        """The seats for another table hosted here: this window's player as they were, every
        other person a friend online again, the bots as they were."""
        from game.seats import SeatSpec
        m = self.match
        people = getattr(m, "people", [not s.is_bot for s in m.seats])      # a bot stood in for an away friend
        return [s if i == m.me else (SeatSpec(s.name, "friend") if people[i] else s) for i, s in enumerate(m.seats)]

    def join_table(self) -> None:
        self.match.close()
        self.app.clear_to("title")
        self.app.push("join")

    def review_seats(self) -> list:
        """The seats of the people at this screen, each with decisions to review; a person
        whose seat a bot finished ("Let a bot finish") still has their own (the review stops
        where the bot took over)."""
        return sorted(set(self.match.humans()) | set(getattr(self.match, "finished_by", {})))

    def review_seat(self):
        """The seat V reviews: the only person's, else the viewer's (or the first person's)."""
        humans = self.review_seats()
        if len(humans) == 1:
            return humans[0]
        v = self.table.viewer if self.table is not None else None
        return v if v in humans else (humans[0] if humans else None)

    def review(self, seat=None) -> None:
        mt = self.table.move_text if self.table is not None else None
        seat = self.review_seat() if seat is None else seat
        who = None if len(self.match.humans()) <= 1 or seat is None else self.match.name(seat)
        moment = self.table.moment if self.table is not None else None
        self.app.push("review", self.match.record(), seat, move_text=mt, who=who, moment=moment)

    def on_leave(self) -> None:
        self.match.close()

    def to_title(self) -> None:
        self.match.close()
        self.app.clear_to("title")

    def new_table(self) -> None:
        self.match.close()
        self.app.clear_to("title")
        seats = self.online_seats() if self.online else self.match.seats
        if getattr(self.match, "is_lesson", False):
            # after a lesson: as its "Play a real game", your own table of this game or its usual
            # one, you and medium bots (it kept the lesson's easy bots: a newcomer)
            from game.lesson import offer_this_game
            offer_this_game(self.app, self.match)
            self.app.push("setup")
            return
        self.app.push("setup", self.match.game_id, self.match.players, seats)

    def play_again(self) -> None:
        from game.flow import start_match
        self.match.close()
        m = self.match
        if self.online:
            if not self.hosted:
                return self.join_table()
            # hosted here: a new table with the same seats (a new code; the friends join it)
            from game.net.hosting import host_table
            self.app.clear_to("title")
            why = host_table(self.app, m.game_id, m.players, self.online_seats(), None, m.options)
            if why:
                self.app.toast(f"Could not host the table: {why}", problem=True)
            return
        start_match(self.app, m.game_id, m.players, m.seats, seed=None, options=m.options)

    def takes_enter(self) -> bool:
        """Enter presses Play again only once the page has been up a moment: the Enter that
        went on from the game's last moment, pressed twice, started a new game."""
        return time.monotonic() - self.opened_at >= ENTER_GRACE

    def handle(self, ev) -> None:
        if handle_buttons(self.buttons, ev):
            return
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.to_title()
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.takes_enter():
                    self.play_again()
            elif ev.key == pygame.K_n and any(b.action == self.new_table for b in self.buttons):
                self.new_table()
            elif ev.key == pygame.K_v and self.review_seat() is not None:
                self.review()
            elif ev.key == pygame.K_DOWN:
                self.scroll_columns(2)
            elif ev.key == pygame.K_UP:
                self.scroll_columns(-2)
        elif ev.type == pygame.MOUSEWHEEL:
            under = [seat for seat, r in self.col_rects.items() if r.collidepoint(pygame.mouse.get_pos())]
            self.scroll_columns(-ev.y * 2, under or None)

    @property
    def scroll(self) -> int:
        """How far the columns are scrolled (the furthest one); setting it scrolls them all."""
        return max(self.scrolls.values(), default=0)

    @scroll.setter
    def scroll(self, lines: int) -> None:
        self.scrolls = {seat: max(0, lines) for seat in range(self.match.players)}

    def scroll_columns(self, lines: int, seats=None) -> None:
        """Scroll the columns of ``seats`` (all of them when None: the keys) by ``lines``."""
        for seat in range(self.match.players) if seats is None else seats:
            self.scrolls[seat] = max(0, self.scrolls.get(seat, 0) + lines)

    def changed(self) -> bool:
        hit = self.hovered()
        return self.shows_new((self.app.size, tuple(sorted(self.scrolls.items())), hit and hit[2]))

    def headline(self) -> str:
        """Who won, in words; a seat a bot finished ("Let a bot finish", a lesson's "Finish for
        me") is said to have been played by one: not "You win!" for the bot's win."""
        r = self.result
        handed = getattr(self.match, "finished_by", None) or {}
        names = []
        for i in r.winners:
            name = self.match.name(i)
            if i in handed:
                you = name.strip().lower() == "you"
                name = ("Your seat" if you else name) + " (played by a bot)"
            names.append(name)
        joined = ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]
        you = names[0].strip().lower() == "you"          # the seat named "You" is spoken to
        if len(names) > 1:
            return f"{joined} share the win!"
        return "You win!" if you else f"{names[0]} wins!"

    def subtitle(self) -> str:
        """The game, its seed where this computer knows it (a host keeps an online deal's seed
        to itself), and the result's notes."""
        seed = getattr(self.match, "seed", None)
        sub = self.match.game.title + (f" · seed {seed}" if seed is not None else "")
        if self.result.notes:
            sub += " · " + self.match.fill_names(self.result.notes)
        return sub

    def invalidate(self) -> None:
        self._page_key = None

    def draw(self, surface) -> None:
        """The page is composed once per size and scroll (text and cards rendered then, not
        every frame); only the buttons, which light up under the mouse, are drawn each frame."""
        w, h = surface.get_size()
        s, px = ui_scale(surface)
        layout_row(self.buttons, w - px(30), h - px(38), px(46), px(18))   # first: the page keeps clear of them
        key = (w, h, tuple(sorted(self.scrolls.items())))
        if getattr(self, "_page_key", None) != key:
            self._page_key = key
            self._page = pygame.Surface((w, h))
            self.compose(self._page)
        surface.blit(self._page, (0, 0))
        for b in self.buttons:
            b.draw(surface, px(18))
        self.draw_hover(surface, px)

    def hovered(self):
        """(rect, deck, card) of the card under the pointer (the one drawn last there), or None."""
        if not pygame.mouse.get_focused():
            return None
        pos = pygame.mouse.get_pos()
        if self._rested_at is not None:
            if pos == self._rested_at:
                return None
            self._rested_at = None
        return next((h for h in reversed(self.hot) if h[0].collidepoint(pos)), None)

    def draw_hover(self, surface, px) -> None:
        """The card under the pointer, enlarged with its name, below it or above where there is
        no room: the results' cards are about 40 px tall and could not be looked at (a newcomer,
        where the README says hovering works everywhere)."""
        if self.app.top is not self:
            # a panel over the results (the lesson's "How the score was counted") takes the
            # pointer: no card of the page below comes up over it (a newcomer)
            return
        hit = self.hovered()
        if hit is None:
            return
        from game import art
        rect, deck, cid = hit
        big = art.card_face(deck, cid, px(150))
        bw, bh = big.get_size()
        describe = getattr(self.table, "describe", None)
        label = describe(deck, cid) if describe is not None else cid
        f = font(max(12, px(15)), True)
        lh = f.get_linesize() + 12
        # below the card where there is room (under a panel's cards it is mostly empty), else
        # above it, or beside it: where it covers least of the score lines (above, it covered a
        # panel's lines and total: newcomers), then of the other cards
        screen = surface.get_rect().inflate(-8, -8)
        spots = [(rect.centerx - bw // 2, rect.bottom + px(10)), (rect.centerx - bw // 2, rect.top - px(10) - bh - lh),
                 (rect.right + px(10), rect.centery - (bh + lh) // 2), (rect.left - px(10) - bw, rect.centery - (bh + lh) // 2)]
        # beside it, starting under its column's score lines (among the cards, not over the words),
        # for a card of that column only: a card of the pool above the columns came up far below
        # it, over a column's cards, and read as one of them (a newcomer)
        under = next((r.bottom for r in getattr(self, "lines_rects", [])
                      if r.left <= rect.centerx < r.right and rect.top >= r.top), None)
        if under is not None:
            spots += [(rect.right + px(10), under + px(4)), (rect.left - px(10) - bw, under + px(4))]

        def placed(xy):
            b = pygame.Rect(xy[0], xy[1], bw, bh + lh)
            b.clamp_ip(screen)
            return b

        def cost(b):
            lines = sum(b.clip(r).width * b.clip(r).height for r in getattr(self, "lines_rects", []))
            cards = sum(1 for h, _, _ in self.hot if h.colliderect(b) and not h.colliderect(rect))
            return (9 if b.colliderect(rect) else 0) + 3 * lines / max(1, bw * (bh + lh)) * 10 + cards * 0.5
        box = self._hover_box = min((placed(xy) for xy in spots), key=cost)
        surface.blit(big, box.topleft)
        tw = f.size(label)[0] + 16
        lbl = pygame.Rect(box.centerx - tw // 2, box.top + bh + 4, tw, f.get_linesize() + 8)
        lbl.clamp_ip(surface.get_rect().inflate(-8, -8))
        panel(surface, lbl, (10, 16, 14, 240), ACCENT, 6)
        text(surface, label, lbl.center, max(12, px(15)), INK, True, anchor="center")

    def compose(self, surface) -> None:
        w, h = surface.get_size()
        self.hot = []
        surface.blit(felt((w, h)), (0, 0))
        s, px = ui_scale(surface)
        r = self.result
        head = self.headline()
        text(surface, head, (w // 2, px(18)), px(40), ACCENT, True, anchor="midtop", serif=True, shadow=True)
        sub = self.subtitle()
        text(surface, sub, (w // 2, px(72)), px(16), INK_DIM, anchor="midtop", max_width=w - px(60))
        top = px(104)
        counted = getattr(self.table, "SCORING", "") if self.table is not None else ""
        if counted:
            # how the score is counted: a lesson told it, a real game did not (a newcomer)
            lh = font(px(15)).get_linesize()
            lines = wrap(counted, px(15), w - px(60))[:2]
            for k, line in enumerate(lines):
                text(surface, line, (w // 2, px(94) + k * lh), px(15), INK, anchor="midtop", max_width=w - px(60))
            top = px(100) + len(lines) * lh + px(4)
        final = self.match.record().get("final", {})
        if self.table is not None:      # the game's own header (e.g. the revealed valuations)
            top = self.table.draw_results_header(surface, final, top - px(4), px, hot=self.hot) or top
        n = self.match.players
        gap = px(12)
        colw = (w - px(60) - gap * (n - 1)) // n
        bottom = h - px(76)
        order = sorted(range(n), key=lambda i: (-r.scores[i], i not in r.winners, i))
        cols = [pygame.Rect(px(30) + k * (colw + gap), top, colw, bottom - top) for k in range(n)]
        groups = {seat: self.table.results_cards(final, seat) if self.table is not None else [] for seat in order}
        # what a column says under its cards (Auctioneer: how each royal was won), at its foot
        notes = {seat: self.notes_lines(seat, colw - px(24), px, (bottom - top) * 2 // 5) for seat in order}
        # the score lines in the largest letters at which every column's lines fit above its
        # cards (a newcomer's column said "scroll for more" at 14), else the smallest, scrolling
        # (then the summed lines without their cards' names, "Crown bonus ×5": a newcomer's column
        # scrolled, its lines reordered largest first, while each card had a line of its own)
        for brief, size in [(False, z) for z in (max(11, px(14)), max(11, px(13)), max(10, px(12)))] + \
                [(True, max(11, px(13))), (True, max(10, px(12)))]:
            laid = {seat: self.lay_column(cols[k], seat, groups[seat], size, px, self.notes_height(notes[seat], px),
                                          brief=brief)
                    for k, seat in enumerate(order)}
            if all(fit >= len(rows) for rows, fit, _ in laid.values()):
                break
        self.brief = brief
        # one card size on every column: the largest that fits them all (a Crown was drawn at
        # three sizes side by side)
        areas = {seat: pygame.Rect(cols[k].left + px(12), laid[seat][2] + px(8), colw - px(24),
                                   cols[k].bottom - laid[seat][2] - px(18) - self.notes_height(notes[seat], px))
                 for k, seat in enumerate(order)}
        cw = min((self.card_width(groups[seat], areas[seat], px) for seat in order if groups[seat]), default=None)
        lh = font(size).get_linesize()
        # each column's score lines (a hovered card's enlargement keeps clear of them)
        self.lines_rects = [pygame.Rect(cols[k].left, cols[k].top, cols[k].width, laid[seat][2] - cols[k].top)
                            for k, seat in enumerate(order)]
        for k, seat in enumerate(order):
            col = cols[k]
            self.col_rects[seat] = col
            win = seat in r.winners
            panel(surface, col, (20, 40, 32, 230) if win else (14, 26, 22, 220), ACCENT if win else (90, 110, 96), 12)
            text(surface, f"{place(r.scores, seat, r.winners)}. {self.match.name(seat)}", (col.left + px(12), col.top + px(10)),
                 px(20), INK, True,
                 max_width=colw - px(90))
            text(surface, str(r.scores[seat]), (col.right - px(12), col.top + px(8)), px(26), GOLD, True, anchor="topright")
            kind = self.match.seats[seat]
            handed = getattr(self.match, "finished_by", {}).get(seat)      # "Let a bot finish"
            text(surface, "bot · " + kind.level if kind.is_bot else
                 f"human · {'an' if handed[0][:1] in 'aeiou' else 'a'} {handed[0]} bot finished" if handed else "human", (col.left + px(12), col.top + px(38)),
                 px(13), INK_DIM, max_width=colw - px(24))
            y = col.top + px(62)
            rows, fit, _ = laid[seat]
            start = min(self.scrolls.get(seat, 0), max(0, len(rows) - fit))
            for dx, label, pts in rows[start:start + fit]:
                text(surface, label, (col.left + px(12) + dx, y), size, INK if pts is not None else INK_DIM,
                     max_width=colw - px(70) - dx)
                if pts is not None:
                    text(surface, f"{pts:+d}" if isinstance(pts, int) else str(pts), (col.right - px(12), y), size,
                         GOLD if (isinstance(pts, int) and pts >= 0) else (230, 120, 110), True, anchor="topright")
                y += lh
            if start + fit < len(rows):          # more below (none once the column is scrolled to its end)
                text(surface, "scroll for more ↓", (col.right - px(12), y), max(10, px(12)), INK_DIM,
                     anchor="topright")
                y += lh
            if groups[seat]:
                y = self.draw_cards(surface, groups[seat], areas[seat], px, cw)
            if notes[seat]:
                # right under the cards (the room was kept at the column's foot)
                nl = font(max(10, px(13))).get_linesize()
                y = min(y + px(10), col.bottom - px(12) - self.notes_height(notes[seat], px) + px(6))
                for k2, line in enumerate(notes[seat]):
                    text(surface, line, (col.left + px(12), y), max(10, px(13)), INK_DIM if k2 == 0 else INK,
                         k2 == 0, max_width=colw - px(24))
                    y += nl
        if self.saved_to:
            # where it is kept, in the player's words: the Replays list (neither its folder nor its
            # file's name, which read as a developer's detail: a newcomer)
            text(surface, "Saved to Replays: the newest at the top of its list", (px(30), h - px(38)),
                 max(10, px(12)), INK_DIM,
                 anchor="midleft", max_width=min((b.rect.left for b in self.buttons), default=w) - px(30) - px(12))

    def notes_lines(self, seat: int, width: int, px, room: int) -> list:
        """The table's notes for a seat's column (``results_notes``): its title, then its lines
        wrapped to ``width``, as many as ``room`` (pixels) holds, the last saying how many more;
        empty when the table has none."""
        fn = getattr(self.table, "results_notes", None)
        title, lines = fn(seat) if fn is not None else ("", [])
        if not lines:
            return []
        out = [title]
        for line in lines:
            out += wrap(line, max(10, px(13)), width)
        most = max(2, room // font(max(10, px(13))).get_linesize())
        if len(out) > most:
            out = out[:most - 1] + [f"… and {len(out) - most + 1} more lines"]
        return out

    @staticmethod
    def notes_height(lines: list, px) -> int:
        """The room a column's notes take at its foot (none without notes)."""
        return len(lines) * font(max(10, px(13))).get_linesize() + px(6) if lines else 0

    def lay_column(self, col, seat: int, groups, size: int, px, below: int = 0, brief: bool | None = None) -> tuple:
        """A column's score lines at letter ``size``: (rows, how many fit above its cards, the
        y below them). Rows are (x offset, text, points or None): long labels wrap onto
        indented lines. ``below``: the room kept at the column's foot (its notes)."""
        r = self.result
        colw = col.width
        lh = font(size).get_linesize()
        y = col.top + px(62)
        lines = []
        if brief is None:
            brief = self.brief                            # as the page was composed
        for label, pts in summed(r.breakdown[seat], names=not brief):
            label = str(label)
            if font(size).size(label)[0] > colw - px(76):
                label = names_kept_whole(label)
            parts = hanging(label, size, colw - px(76), px(12))
            lines.append([(0, parts[0][1], pts)] + [(dx, p, None) for dx, p in parts[1:]])
        rows = [row for line in lines for row in line]
        # the cards take what the score lines leave, but never less than a small row each
        card_room = self.cards_height(groups, px, colw - px(24)) if groups else 0
        # what the cards' area loses below the lines: its top margin and bottom padding
        lines_room = col.bottom - y - px(28) - card_room - below
        fit = max(1, min(len(rows), lines_room // lh) if lines_room >= lh else 1)
        if fit < len(rows):
            # a column that must scroll shows its largest lines first: "scroll for more" stood
            # over a Crown bonus of +64, the biggest line of the score (a newcomer)
            lines.sort(key=lambda ln: -abs(ln[0][2]) if isinstance(ln[0][2], int) else 0)
            rows = [row for line in lines for row in line]
        if fit < len(rows):
            fit = max(1, fit - 1)            # the "scroll for more" line takes one too
        start = min(self.scrolls.get(seat, 0), max(0, len(rows) - fit))
        lines = min(fit, len(rows) - start) + (1 if start + fit < len(rows) else 0)
        return rows, fit, y + lines * lh

    @staticmethod
    def _card_rows(groups, width, cw, gap) -> list:
        """How each group lays out at card width ``cw``: (per row, rows)."""
        per = max(1, (width + gap) // (cw + gap))
        return [(per, -(-len(g[2]) // per)) for g in groups]

    def cards_height(self, groups, px, width: int | None = None) -> int:
        """The least height the card groups need: small cards side by side, in as many rows as
        ``width`` asks (up to two a group; more overlap), so a long group is not squeezed
        into one row of cards over each other while score lines take the room (the lines
        scroll)."""
        cw, gap = px(34), px(4)
        ch = round(cw * 88 / 63)
        label = font(max(10, px(12))).get_linesize()
        rows = [1 if width is None else min(2, max(1, r)) for _, r in self._card_rows(groups, width or 1, cw, gap)]
        return sum(label + r * (ch + gap) for r in rows) + px(8)

    def card_width(self, groups, area, px) -> int:
        """The largest card width (down to ``px(34)``) at which the groups fit ``area`` side by
        side, in rows."""
        label_h = font(max(10, px(12))).get_linesize()
        gap = px(4)
        cw = px(64)
        while cw > px(34):
            ch = round(cw * 88 / 63)
            need = sum(label_h + rows * (ch + gap) for _, rows in self._card_rows(groups, area.width, cw, gap))
            if need <= area.height:
                break
            cw -= max(1, px(2))
        return cw

    def draw_cards(self, surface, groups, area, px, cw: int | None = None) -> int:
        """Each group (label, deck, cards) as pictures, ``cw`` wide (or as large as the area
        allows): rows of cards side by side if they fit, else one row each with the cards
        overlapping (every card stays visible: its corner index shows). Returns the y below
        them."""
        from game import art
        label_h = font(max(10, px(12))).get_linesize()
        gap = px(4)
        cw = self.card_width(groups, area, px) if cw is None else cw
        ch = round(cw * 88 / 63)
        need = sum(label_h + rows * (ch + gap) for _, rows in self._card_rows(groups, area.width, cw, gap))
        overlap = need > area.height
        if overlap:
            cw = max(px(30), min(px(44), round((area.height / max(1, len(groups)) - label_h - gap) * 63 / 88)))
        ch = round(cw * 88 / 63)
        y = area.top
        for (label, deck, cards, *counted), (per, rows) in zip(groups, self._card_rows(groups, area.width, cw, gap)):
            # a group says how many cards it holds, unless it says otherwise (a royal and its run)
            said = f"{label} ({len(cards)})" if not counted or counted[0] else label
            text(surface, said, (area.left, y), max(10, px(12)), INK_DIM, max_width=area.width)
            y += label_h
            if overlap:
                step = min(cw + gap, (area.width - cw) / max(1, len(cards) - 1))
                for i, cid in enumerate(cards):
                    r = art.draw_card(surface, deck, cid, (round(area.left + i * step + cw / 2), y + ch // 2), width=cw)
                    self.hot.append((pygame.Rect(r), deck, cid))
                y += ch + gap
                continue
            for i, cid in enumerate(cards):
                row, col = divmod(i, per)
                cy = y + row * (ch + gap)
                r = art.draw_card(surface, deck, cid, (area.left + col * (cw + gap) + cw // 2, cy + ch // 2), width=cw)
                self.hot.append((pygame.Rect(r), deck, cid))
            y += rows * (ch + gap)
        return y
