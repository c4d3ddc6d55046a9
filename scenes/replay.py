"""Replay a record at the game's own table: forward and back one move (→ ←), jump (Home/End or
click the scrubber), play and pause (Space) at the chosen pace (+/−), and watch from any
seat's view, as a spectator, or with everything revealed (V cycles; the digits 1–5 pick a
seat, 0 the spectator, A everything: every hand, pick, valuation and sealed bid, and the
cards nobody saw, in the right column; switching is instant). Moves forward play
with the same animations as live play; a jump back rebuilds the table at that move at once."""
from __future__ import annotations

import pygame

from game.match import ReplayMatch

from .revealed_panel import draw_revealed, revealed_rows
from .registry import table_class
from .widgets import ACCENT, INK, INK_DIM, panel, text

PACES = (1.6, 0.8, 0.4, 0.15)        # seconds a move


ALL = "all"          # the "everything revealed" view


def ReplayScene(app, record, start: int = 0, viewer=None, pace: int = 1, paused: bool = False,  # noqa: N802
                compare=None, from_review: bool = False):
    """``compare``: a decision of the game review (``game.advisor.Decision`` at ``start``): the
    table points at the best move found and the move played, with their chances, as a hint
    does, until the replay moves on."""
    m = ReplayMatch(record, bot_delay=PACES[pace], start=start)
    reveal_all = viewer == ALL
    if reveal_all:
        viewer = None
    m.paused = paused
    cls = table_class(m.game_id)
    if cls is None:
        raise ValueError(f"{m.game.title} has no table screen yet")

    class _Replay(cls):
        def __init__(self):
            super().__init__(app, m, viewer=viewer, animate=start == 0)
            self.record_in, self.pace = record, pace
            self.reveal_all = reveal_all
            self.scrub_rect = pygame.Rect(0, 0, 0, 0)
            self.revealed_scroll = 0          # lines of "everything revealed" scrolled past (a small window)
            self.revealed_most = 0            # how far it can scroll, as last drawn
            self.revealed_rect = pygame.Rect(0, 0, 0, 0)
            self.from_review = from_review or compare is not None     # Esc goes back to the review
            if compare is not None and compare.index == self.match.step:
                self.compare(compare)

        def compare(self, d) -> None:
            """The review's decision at this moment, on the table: the best move found (1, gold)
            and the one played (2), each pointed at where it is, with its chance to win."""
            import dataclasses as dc

            from game.bots.search import Estimate
            who = "you" if d.view is None or len(self.match.humans()) <= 1 else self.match.name(compare_seat(d, m))
            mine = Estimate(d.action, d.played, d.samples or 80, d.played_margin, why=f"what {who} played")
            if d.best == d.action:
                shown = [dc.replace(mine, why=f"what {who} played: the best move found")]
                note = "The review of this moment: no move did better."
            else:
                shown = [Estimate(d.best, d.best_win, d.samples or 80, d.best_margin, why="the best move found"), mine]
                if not d.close:
                    note = "The review of this moment: the best move found was surely better."
                elif 0 < d.samples < 20:
                    note = (f"The review of this moment, from only {d.samples} sampled games: too few to tell "
                            f"these two apart.")
                else:
                    note = "The review of this moment: about as good as each other (the gap is within chance)."
            self.hints.show(shown, self.match.step)
            self.hints.title, self.hints.note = "Review · to win  (H hides)", note

        # -------------------------------------------------------------- moving through the game
        def jump(self, step: int, viewer=None, keep_viewer=True) -> None:
            """Rebuild the table at ``step`` moves (instantly), keeping view, pace and pause."""
            step = max(0, min(self.match.total, step))
            v = (ALL if self.reveal_all else self.viewer) if keep_viewer else viewer
            again = self.app.replace("replay", self.record_in, start=step, viewer=v, pace=self.pace,
                                     paused=True if step != self.match.step else self.match.paused,
                                     from_review=self.from_review)
            again.revealed_scroll = self.revealed_scroll

        def forward(self) -> None:
            self.match.paused = True
            self.timeline.skip()
            self.match.step_once()

        def view_mode(self):
            return ALL if self.reveal_all else self.viewer

        def set_view(self, seat) -> None:
            """Switch whose eyes the replay uses; instant (the table is not rebuilt)."""
            if seat is None or seat == ALL or 0 <= seat < self.match.players:
                self.reveal_all = seat == ALL
                self.set_viewer(None if seat == ALL else seat)
                self.seen = len(self.match.events)

        def handle(self, ev):
            if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE) and self.from_review:
                # opened from the game review: Esc goes back to it at once (it led to the pause menu,
                # whose only way out was the title; then it closed the review's panel first, and a
                # newcomer pressed it twice), the panel with it
                self.close_panel()
                self.app.pop()
                return
            if ev.type == pygame.KEYDOWN:
                k = ev.key
                if k == pygame.K_SPACE:
                    self.match.paused = not self.match.paused
                    return
                if k == pygame.K_RIGHT:
                    self.forward()
                    return
                if k == pygame.K_LEFT:
                    self.jump(self.match.step - 1)
                    return
                if k == pygame.K_HOME:
                    self.jump(0)
                    return
                if k == pygame.K_END:
                    self.jump(self.match.total)
                    return
                if k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS):
                    faster = k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
                    self.pace = max(0, min(len(PACES) - 1, self.pace + (1 if faster else -1)))
                    self.match.bot_delay = PACES[self.pace]
                    return
                if k == pygame.K_v:
                    order = [None] + list(range(self.match.players)) + [ALL]
                    self.set_view(order[(order.index(self.view_mode()) + 1) % len(order)])
                    return
                if k == pygame.K_a:
                    self.set_view(ALL)
                    return
                if pygame.K_0 <= k <= pygame.K_9:
                    n = k - pygame.K_0
                    self.set_view(None if n == 0 else n - 1)
                    return
            if ev.type == pygame.MOUSEWHEEL and self.reveal_all and \
                    self.revealed_rect.collidepoint(pygame.mouse.get_pos()):
                self.scroll_revealed(-2 * ev.y)
                return
            if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN) and self.reveal_all:
                self.scroll_revealed(8 if ev.key == pygame.K_PAGEDOWN else -8)
                return
            if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.scrub_rect.collidepoint(ev.pos):
                r = self.scrub_rect
                self.jump(round((ev.pos[0] - r.left) / max(1, r.width) * self.match.total))
                return
            super().handle(ev)

        # -------------------------------------------------------------- everything revealed
        def scroll_revealed(self, lines: int) -> None:
            self.revealed_scroll = max(0, min(self.revealed_most, self.revealed_scroll + lines))

        def draw_revealed(self, surface, views: list, hidden: list = ()) -> None:
            """The kit's panel over the right column, scrolled when it does not fit (a small window)."""
            log = self.log_rect()
            self.revealed_rect = pygame.Rect(log.left, self.px(8), log.width, log.bottom - self.px(8))
            self.revealed_most = draw_revealed(surface, self.revealed_rect, self.px,
                                               revealed_rows(self, views, hidden), self.card, self.revealed_scroll)
            self.revealed_scroll = min(self.revealed_scroll, self.revealed_most)

        # -------------------------------------------------------------- the replay's own bar
        def hot_seat(self) -> bool:
            return False

        def frame_interval(self):
            iv = super().frame_interval()
            m = self.match
            if iv != 0 and not m.over and m.queue and not m.paused:
                return 0.05       # playing: the next move comes at the replay's pace
            return iv

        def change_key(self) -> tuple:
            return super().change_key() + (self.reveal_all,)

        def base_key(self, surface) -> tuple:
            return super().base_key(surface) + (self.match.paused,)

        def build_controls(self):
            self.buttons = []
            who = ("everything revealed" if self.reveal_all else
                   "public view" if self.viewer is None else f"seen by {self.match.name(self.viewer)}")
            state = "paused" if self.match.paused else "playing"
            back = " · Esc: back to the review" if self.from_review else ""
            return f"Replay {state} · {who} · ← → step · Space play · V view (A all) · +/− pace{back}"

        def prompt_top_reserved(self) -> int:
            return self.px(14)          # the scrub bar's strip: the words go below it (they lay under it)

        def draw_over(self, surface):
            super().draw_over(surface)
            if self.reveal_all:
                views, hidden = self.match.revealed()
                self.draw_revealed(surface, views, hidden)
            pr = self.layout.rect("prompt")
            h = max(6, self.px(8))
            r = pygame.Rect(pr.left + self.px(14), pr.top + self.px(4), pr.width - self.px(150), h)
            self.scrub_rect = r.inflate(0, self.px(14))
            panel(surface, r, (20, 30, 26, 230), (90, 110, 96), h // 2)
            if self.match.total:
                done = r.copy()
                done.width = int(r.width * self.match.step / self.match.total)
                if done.width > 0:
                    panel(surface, done, ACCENT, ACCENT, h // 2)
                x = r.left + done.width
                pygame.draw.circle(surface, INK, (x, r.centery), max(4, h - 2))
            # moves played so far: the review's "Move 54" opens here as "53 of 78 played" (the 54th is next)
            text(surface, self.counter(), (pr.right - self.px(10), r.centery), max(10, self.px(13)), INK_DIM,
                 anchor="midright")

        def counter(self) -> str:
            return f"{self.match.step} of {self.match.total} played"

    return _Replay()


def compare_seat(d, m) -> int:
    """Whose decision ``d`` was: the seat that acted at its step in the record."""
    return int(m.record_in["actions"][d.index]["seat"])
