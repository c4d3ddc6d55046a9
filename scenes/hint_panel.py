"""A table's hint panel (H): what the hard bot would do in your place, and how likely each
move is to win.

``start`` asks the advisor (``game.advisor.hint``) on a worker thread, from your View and your
legal moves only; ``follow`` is called every frame: it takes the answer when it is ready (the
best three moves, the hard bot's own choice always among them) and forgets everything once
the game has moved on. ``toggle`` cancels the thinking or hides the answer. While it thinks
the panel shows a progress bar.

``draw`` puts the panel at the top of the log column when the log is open (it covers no card
on the table), else just above the prompt bar, at whichever end hides fewer cards.
"""
from __future__ import annotations

import dataclasses

import inspect

import pygame

from game.assets import font

from .widgets import ACCENT, GOLD, INK, INK_DIM, panel, text, wrap

WHY = (150, 196, 170)     # a hinted move's reason: quieter than the move, apart from the figures


FAR_BEHIND = 0.25     # a move shown after the first with under this share of its chance is left out


def far_behind_dropped(top: list) -> list:
    """The moves a hint shows, but those far behind the first: "Bid 23, 2%" under a 30% first,
    in every Sorcerous Futures hint, read as a silly option offered (a newcomer). The points
    regime (every move wins, or every move loses) keeps them all: there the points tell."""
    from game.advisor import decided
    if len(top) < 2 or decided(top) or top[0].win < 0.08:
        return top
    return [top[0]] + [e for e in top[1:] if e.picked or e.win >= FAR_BEHIND * top[0].win]


class HintPanel:
    def __init__(self):
        self.job = None               # the advisor thinking (a game.advisor.Job), or None
        self.hint = None              # its answer: up to three Estimates, best first, or None
        self.step = None              # the match step the hint belongs to
        self.key = None               # ... and the position it weighs: the step, or the step and a bid
                                      # being built on the table (``start``)
        self.noted = True             # the game keeps it (a hint on the match's own position)
        self.seat = None              # ... and whose move it weighs
        self.on_shown = None          # called with (seat, step, rounds, first move) when a hint is shown
        self.title = "Hint · chance to win  (H hides)"
        self.note = None              # words under the title instead of how sure the hint is
        self.players = None           # the table's players (an equal share, beside a low chance)
        self.game_id = None           # whose words say why moves end alike (``confidence``)
        self.rect = None              # where the panel was drawn last
        self.legal = None             # the moves it weighs (a hint still holds while they do: ``carry``)
        self.rounds = 0               # the sampled games of the hint shown
        self.context = ""             # the last words every shown move's reason ends with, said once

    def ui_key(self) -> tuple:
        """What of the panel shows on the table (for the table's kept layer)."""
        return (None if self.job is None else round(self.job.progress, 2), self.hint is not None)

    def toggle(self) -> bool:
        """Cancel the thinking, or hide the hint: True if there was either (else a new one may start)."""
        if self.job is not None and not self.job.done:
            self.job.cancel()
            self.job = None
            return True
        if self.hint is not None:
            self.hint = None
            return True
        return False

    def start(self, game_id: str, view, seat: int, legal: list, step: int, key=None) -> None:
        """Start thinking about ``seat``'s move at ``step`` (off the frame loop). The same
        position samples the same futures (``hint_rng``): asking twice gives the same answer.
        ``key``: the position is not the match's own but one the table is building (a Barony
        bid chosen card by card): the hint belongs to it, and the game does not keep it."""
        from game.advisor import HINT_BUDGET_S, HINT_MOST_S, HINT_ROUNDS, Job, hint, hint_rng
        self.hint, self.step, self.seat = None, step, seat
        self.players = getattr(view, "players", None)    # an equal share of the wins, beside a low chance
        self.game_id = game_id
        self.key, self.noted = (step, True) if key is None else (key, False)
        self.legal = list(legal)
        self.job = Job(hint, game_id, view, seat, legal, hint_rng(game_id, step, seat), budget_s=HINT_BUDGET_S,
                       rounds_wanted=HINT_ROUNDS, most_s=HINT_MOST_S)

    def carry(self, step: int) -> None:
        """The game moved on to ``step`` without changing the decision the hint weighs (other
        seats' simultaneous secret moves): the hint, shown or still thinking, belongs to
        ``step`` now, and the game keeps it there (the review weighs it at the step the move
        was made)."""
        if self.step == step:
            return
        self.step, self.key = step, step
        if self.hint and self.on_shown is not None and self.seat is not None and self.noted:
            self.on_shown(self.seat, step, self.rounds, self.hint[0].action)

    def follow(self, step: int, key=None):
        """Each frame: the game is at ``step`` (the table at ``key``, when it builds a position
        of its own). Takes a finished answer; drops everything once the game or the table has
        moved on. Returns why no hint came (a message for the player), else None."""
        job = self.job
        key = step if key is None else key
        if self.key != key:
            if job is not None:
                job.cancel()
            self.job, self.hint, self.step, self.key = None, None, step, key
            return None
        if job is None or not job.done:
            return None
        self.job = None
        if job.error is not None:
            return f"No hint this time: {job.error}"
        if job.result:
            self.rounds = max(e.samples for e in job.result)
            self.show(job.result, step, self.key)
            if self.on_shown is not None and self.seat is not None and self.noted:
                # the game keeps which hints were shown, so its review can retrace them
                self.on_shown(self.seat, step, max(e.samples for e in job.result), job.result[0].action)
        return None

    def unshown(self) -> int:
        """How many of the moves weighed are not among those shown."""
        shown = {e.action for e in self.hint or ()}
        return sum(1 for a in self.legal or () if a not in shown)

    def show(self, estimates: list, step: int, key=None) -> None:
        """Show the advisor's answer for the position at ``step`` (``key``: see ``start``): the
        best three moves, the hard bot's own choice always among them (``follow`` calls it; so
        may a tool)."""
        top = estimates[:3]
        pick = next((e for e in estimates if e.picked), None)
        if pick is not None and pick not in top:      # the hard bot's own move is always shown
            top = top[:2] + [pick]
        top = far_behind_dropped(top)
        # words every move's reason ends with (the round's, in Me First's tax phase) are said
        # once, under how sure the hint is: three times over they left no room for the third
        # move's own reason (a newcomer)
        from game.words import shared_tail
        self.context, whys = shared_tail([getattr(e, "why", "") for e in top])
        if self.context:
            top = [dataclasses.replace(e, why=w) for e, w in zip(top, whys)]
        self.hint, self.step, self.key = top, step, step if key is None else key

    @staticmethod
    def say(move_text, action, mark: int) -> str:
        """A hinted move in words; a table whose ``move_text`` takes ``mark`` may name what it
        marks on the table by the move's number ("the two face-down cards marked 1": "the
        face-down card second from the right along the top of the ring and the one right of
        it" was hard to read, a newcomer)."""
        try:
            takes = "mark" in inspect.signature(move_text).parameters
        except (TypeError, ValueError):
            takes = False
        # (asked, not tried: a TypeError inside a table's words must not read as "takes no mark")
        return move_text(action, mark=mark) if takes else move_text(action)

    def draw(self, surface, px, move_text, column, prompt: pygame.Rect, covers, marks=None, words=None,
             clear=()) -> None:
        """The panel at the top of ``column`` (the log's rect, or None when the log is hidden),
        else above ``prompt`` at the end where it hides less of ``covers`` (the cards drawn:
        ``[(rect, deck, card id)]``). ``move_text(action)`` says a move in words;
        ``marks(action)``, where it is on the table: each shown move is pointed at there with
        its number (the best in gold), so no move is named by a position nobody can see."""
        job, hint = self.job, self.hint
        if job is None and not hint:
            return
        if hint and marks is not None:
            self.draw_marks(surface, px, hint, marks, words, clear)
        size = max(11, px(15))
        small = max(10, size - 2)
        lh = font(size).get_linesize()
        pad = px(10)
        width = column.width if column is not None else min(prompt.width, px(520))
        inner = width - 2 * pad
        from game.advisor import decided, figure
        losing = decided(hint or [])          # as good as decided, won or lost: the points, not the chance
        pct_w = font(size, True).size("−99 pts" if losing else "100%")[0] + px(8)
        def build(moves: int, whys: int) -> list:
            """The panel's lines with the first ``moves`` moves, the reasons of the first
            ``whys`` of them (a reason the same as one above is not said again)."""
            if hint is None:
                return [(wrap("Hint: a thinking bot weighs your moves…  (H cancels)", size, inner, True), ACCENT,
                         True, None, False)]
            from game.advisor import confidence
            # (a line after an entry's first stands 14 px in: each is wrapped to the room it has,
            # or the note's last words ran past the panel's edge: a newcomer)
            out = [(wrap(self.title, size, inner - px(14), True), ACCENT, True, None, False),
                   (wrap(self.note if self.note is not None else confidence(hint, self.players, self.unshown(),
                                                                             self.game_id),
                         max(10, size - 2), inner - px(14)),
                    INK_DIM, False, None, False)]
            if self.context:
                # said of every move below ("Only you know it until someone turns it up…" above the
                # list read as belonging to none of them: a newcomer)
                every = "both moves" if len(hint) == 2 else f"all {len(hint)} moves"
                out.append((wrap(f"Of {every}: {self.context}", small, inner - px(14)), WHY, False, None, False))
            from game.words import pointed
            # a reason said already is pointed at, not said again (three moves, one reason), and
            # so are the sentences one opens with as an earlier one does (the same card, open or closed)
            told = pointed([getattr(e, "why", "") for e in hint[:moves]])
            for k, e in enumerate(hint[:moves]):
                out.append((wrap(f"{k + 1}. {self.say(move_text, e.action, k + 1)}", size, inner - pct_w - px(14), k == 0),
                            INK if k == 0 else INK_DIM, k == 0, figure(e, losing), False))
                if told[k] and k < whys:
                    # why, under its move (the game's own words from your View): indented
                    # like the move's second line, so the number column stays clear
                    out.append((wrap(told[k], small, inner - px(14)), WHY, False, None, True))
            return out

        # as much as fits between the panel's top and the window's bottom (or the prompt):
        # the third move and its reason ran off the window (a newcomer); the lower moves'
        # reasons go first, then the lowest moves
        top = column.top if column is not None else px(8)
        bottom = min(column.bottom, surface.get_height() - px(6)) if column is not None else prompt.top - px(8)
        room = max(lh, bottom - top - 2 * pad)
        n = len(hint or [])
        lines = build(n, n)
        for moves, whys in [(n, w) for w in range(n - 1, 0, -1)] + [(m, 1) for m in range(n - 1, 0, -1)]:
            if sum(len(ls) for ls, *_ in lines) * lh <= room:
                break
            lines = build(moves, whys)
        rows = sum(len(ls) for ls, _, _, _, _ in lines) + (1 if hint is None else 0)
        height = rows * lh + 2 * pad
        if column is not None:
            r = pygame.Rect(column.left, column.top, width, height)
        else:
            r = pygame.Rect(prompt.left, prompt.top - px(8) - height, width, height)
            right = r.copy()
            right.right = prompt.right

            def covered(box):
                return sum(box.clip(rect).width * box.clip(rect).height for rect, _, _ in covers)
            if covered(right) < covered(r):
                r = right
        self.rect = r
        panel(surface, r, (12, 22, 20, 255), ACCENT, 8)
        x, y = r.left + pad, r.top + pad
        for ls, col, bold, pct, indent in lines:
            for i, ln in enumerate(ls):
                text(surface, ln, (x + (px(14) if i or indent else 0), y),
                     size if col not in (INK_DIM, WHY) or pct else small,
                     col, bold, max_width=inner - (pct_w if pct else 0) - (px(14) if i or indent else 0))
                if pct and i == 0:
                    text(surface, pct, (r.right - pad, y), size, GOLD, True, anchor="topright")
                y += lh
        if hint is None:
            bar = pygame.Rect(x, y + px(4), inner, max(4, px(6)))
            panel(surface, bar, (30, 44, 40, 255), (90, 110, 96), 3)
            done = bar.copy()
            done.width = int(bar.width * job.progress)
            if done.width > 0:
                panel(surface, done, ACCENT, ACCENT, 3)


    @staticmethod
    def draw_marks(surface, px, hint, marks, words=None, clear=()) -> None:
        """Each hinted move's cards outlined, and its number on them (or on the gap it names);
        the later moves first, so the best is drawn on top where two share a card. A card
        several moves share carries one badge with all their numbers ("1,2"): three badges
        stacked on one hand card ran past it, and over each other."""
        r0 = max(8, px(11))
        numbers: dict = {}              # a card's rect -> the moves (0-based) that name it
        said: dict = {}                 # a rect -> {move: words}: a button set to another amount says each move's
        used: dict = {}                 # (gap, where its number stands) -> the moves (0-based) into it
        for k in reversed(range(len(hint))):
            col = GOLD if k == 0 else (170, 200, 215)
            extra = words(hint[k].action) if words is not None else None
            for m in marks(hint[k].action):
                if isinstance(m, pygame.Rect) and extra:
                    said.setdefault(tuple(m), {})[k] = extra
                if isinstance(m, pygame.Rect):
                    pygame.draw.rect(surface, col, m.inflate(px(6), px(6)), max(2, px(3)), border_radius=px(6))
                    numbers.setdefault(tuple(m), []).append(k)
                    continue
                # a point (x, y), or (x, y, nx, ny): the place, and where its number stands; two
                # moves into one gap (two hand cards, one place) share one badge, "2,3" (side by
                # side, the second ran off the table's edge, over the first: a newcomer)
                at = (int(m[2]), int(m[3])) if len(m) >= 4 else (int(m[0]), int(m[1]))
                gap = (int(m[0]), int(m[1])) if len(m) >= 4 else None
                used.setdefault((gap, at), []).append(k)
        for (gap, at), ks in used.items():
            col = GOLD if 0 in ks else (170, 200, 215)
            label = ",".join(str(k + 1) for k in sorted(ks))
            size = max(10, px(13))
            pill = pygame.Rect(0, 0, max(2 * r0, font(size, True).size(label)[0] + px(10)), 2 * r0)
            pill.center = at
            pill.clamp_ip(surface.get_rect())
            if gap is not None:
                # the place itself too, a dot joined to its number: the number alone, off the
                # gap, left a newcomer guessing which gap it meant
                pygame.draw.line(surface, (12, 22, 20), gap, pill.center, max(3, px(4)))
                pygame.draw.line(surface, col, gap, pill.center, max(1, px(2)))
                pygame.draw.circle(surface, (12, 22, 20), gap, max(4, px(6)) + 2)
                pygame.draw.circle(surface, col, gap, max(4, px(6)))
            pygame.draw.rect(surface, (12, 22, 20), pill.inflate(4, 4), border_radius=r0 + 2)
            pygame.draw.rect(surface, col, pill, border_radius=r0)
            text(surface, label, pill.center, size, (12, 22, 20), True, anchor="center")
        for rect, ks in numbers.items():
            m = pygame.Rect(rect)
            col = GOLD if 0 in ks else (170, 200, 215)
            # each move its own words: "1: 12 · 2: 11" (it read "1: 12,2,3", like a score, with
            # the amounts of 2 and 3 lost)
            own = said.get(rect, {})
            label = (" · " if own else ",").join(f"{k + 1}: {own[k]}" if k in own else str(k + 1) for k in sorted(ks))
            size = max(10, px(13))
            tw = font(size, True).size(label)[0]
            pill = pygame.Rect(0, 0, max(2 * r0, tw + px(10)), 2 * r0)
            # on the card's top edge, at its right, inside its width: clear of its index and its
            # tags (a swap's "⇄ Bea" at the head of a face-down card), and not over the next card's
            # index ("1,2,3" covered the 9♠'s beside it: a newcomer)
            pill.bottomright = (m.right, m.top + px(4))
            if m.height < px(60) and pill.width > 2 * r0 + px(4):
                # a button's wide badge ("1: 13 · 2: 17") stands just above it, not over its words
                # and the next button, nor across its top edge (newcomers)
                pill.midbottom = (m.centerx, m.top - px(3))
            elif any(pill.colliderect(c) for c in clear):
                # under a seat's header ("Player 2 human Prime"): inside the card's top right
                # corner instead, where a card has no index (it sat on the words: a newcomer);
                # a pill wider than half the card ("1,2,3") would cover its index there, so it
                # goes inside the card's foot (it hid the 10♦'s "10": a newcomer)
                pill.topright = (m.right - px(2), m.top + px(2))
                if pill.width > m.width // 2:
                    pill.midbottom = (m.centerx, m.bottom - px(3))
            pygame.draw.rect(surface, (12, 22, 20), pill.inflate(4, 4), border_radius=r0 + 2)
            pygame.draw.rect(surface, col, pill, border_radius=r0)
            text(surface, label, pill.center, size, (12, 22, 20), True, anchor="center")


__all__ = ["HintPanel"]
