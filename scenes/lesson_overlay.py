"""The lesson over a table ("Learn to play"): the step's words in a panel, the rest of the
table dimmed and the cards, buttons or places the step means lit up.

It sits on the scene stack right above the table (``app.push("lesson", table)``) and runs any
table the same way: it reads what the table drew this frame (``table.hot``: the cards;
``table.buttons``: the prompt bar's buttons; ``table.layout``: the named regions;
``table.hint_marks(action)``: where a move is), passes every input it does not use to the
table, and asks the table's match (a ``game.lesson.LessonMatch``) for the step. A move the
step does not ask for is refused by the match ("Not yet: …"); the table shows why in its
prompt bar and the panel repeats it. Esc offers to skip the lesson (it can be resumed at the
same step later) or to open the pause menu.

When the game is over the table's results wait while the lesson tells how this very game was
counted, over the table as the count is shown (``table.score_story()``: the real numbers; a table
with nothing to tell goes straight on); then the results, where the lesson explains the scoring
(``LessonEnd``) and offers a real game.
"""
from __future__ import annotations

import pygame

from game.assets import font
from game.lesson import LessonError, mark_done, offer_this_game, remember_step

from .base import Scene
from .table_kit import HURRY_ANIM
from .widgets import ACCENT, INK, INK_DIM, Button, glow, handle_buttons, panel, shade, text, ui_scale, wrap

DIM = 120                      # how dark the rest of the table goes while a step points at something
LIGHT = (255, 226, 130)


class LessonOverlay(Scene):
    overlay = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.match = table.match
        self.menu = None               # Esc: [Skip, Pause, Back] while asked
        self._free_began = (None, 0)   # (the free stretch seen, the match's step when it began)
        self.next_button = Button("Next", self.next_note, "Enter", primary=True)
        self.finish_button = Button("Finish for me", self.finish_for_me, "F")
        self.results_button = Button("See the results", self.read_story, "Enter", primary=True)
        self.story_read = False        # the count of the game, told over the table, has been read
        self._story = None
        table.hold_results = True      # the results wait for the count (released at once if there is none)
        self.buttons: list = []
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.ended = False

    # ------------------------------------------------------------------ the step
    @property
    def lesson(self):
        return self.match.lesson

    def step_text(self) -> str:
        st = self.match.current
        if self.match.autopilot:              # "Finish for me": said while the bot plays, not the last step's words
            return "A bot is playing your seat to the end of the game; the results explain the scoring."
        if st is None:
            return self.lesson.finish or ("That is the lesson. Play on to the end (or let the bots finish "
                                          "for you): the results explain the scoring.")
        return st["text"]

    def waiting_for_you(self) -> bool:
        """The step can be read now: the table is still, and it is your move (or a note's turn)."""
        m, t = self.match, self.table
        if t.timeline.busy or m.over or t.seen < len(m.events):
            return False                   # the table has not shown everything that happened yet
        if m.is_note():
            return m.note_ready()
        if m.is_free():
            return True
        return 0 in m.humans_to_act()

    def story(self) -> list:
        """The table's account of how this game was counted (empty before the end)."""
        if self._story is None and self.match.over:
            self._story = list(self.table.score_story())
        return self._story or []

    def ending(self) -> bool:
        """The game is over, the table shows its count, and the lesson tells it before the results."""
        t = self.table
        return (self.match.over and not self.story_read and not t.timeline.busy and t.seen >= len(self.match.events)
                and bool(self.story()))

    def read_story(self) -> None:
        self.story_read = True
        self.table.hold_results = False

    def next_note(self) -> None:
        if self.match.is_note() and self.match.note_ready() and not self.table.timeline.busy:
            self.match.next_note()

    def finish_for_me(self) -> None:
        """A bot plays your seat to the end, quickly: the bots at the fast pace (the match) and
        the table's animations a fast-forward (it took 111 s at the lesson's pace and normal
        animations, 52 s with fast ones, about 30 s so: the bots' pace is the rest)."""
        self.match.finish_for_me()
        if self.match.autopilot and self.table.timeline.speed:
            self.table.timeline.speed = min(self.table.timeline.speed, HURRY_ANIM)

    # ------------------------------------------------------------------ the loop
    NOTE_PROMPT = "Read the lesson's words, then Next (Enter)"

    def update(self, dt: float) -> None:
        t, m = self.table, self.match
        t.note_prompt = self.NOTE_PROMPT if m.is_note() and self.waiting_for_you() and not m.over else ""
        if self.is_top and not m.over:
            try:
                if m.poll_bots(ready=not t.timeline.busy):
                    t.catch_up()            # the table shows the move before this frame is drawn
                if self.waiting_for_you():
                    m.check_expected()      # a lesson whose deal no longer fits fails here, naming its step
            except LessonError as exc:
                self.broken(exc)
                return
        if m.over and (self.story_read or not self.story()):
            t.hold_results = False          # the count told (or nothing to tell): the results come
        if m.over and t.results_shown and not self.ended and self.app.top is not self and self.app.top is not t:
            self.ended = True
            mark_done(m.game_id)
            offer_this_game(self.app, m)
            self.app.push("lesson-end", m.lesson, m)

    def frame_interval(self):
        return None

    def changed(self) -> bool:
        m = self.match
        return self.shows_new((m.at, m.step, self.waiting_for_you(), self.table.error, self.menu is not None,
                               m.autopilot, self.app.size, self.ending()))

    # ------------------------------------------------------------------ input
    def handle(self, ev) -> None:
        if self.menu is not None:
            if handle_buttons(self.menu, ev):
                return
            if ev.type == pygame.KEYDOWN:
                if ev.key == pygame.K_ESCAPE:
                    self.menu = None
                elif ev.key == pygame.K_s:
                    self.skip()
                elif ev.key == pygame.K_p:
                    self.pause()
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            if self.table.close_panel():       # Esc means back: what is open on the table closes first
                return
            # every step taken: nothing is skipped, the lesson is done and its game is left
            self.menu = [Button("Leave: lesson complete" if self.steps_done() else "Skip the lesson", self.skip, "S"),
                         Button("Pause menu", self.pause, "P"),
                         Button("Back to the lesson", self.close_menu, "Esc", primary=True)]
            return
        if handle_buttons(self.buttons, ev):
            return
        if self.ending() and ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                                       pygame.K_SPACE, pygame.K_RIGHT):
            self.read_story()
            return
        if ev.type == pygame.KEYDOWN:
            if self.match.is_note() and self.waiting_for_you() and \
                    ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_RIGHT):
                self.next_note()
                return
            # while the table still shows what happened (a staged round's end: "click to go on"),
            # Enter goes to the table: the note waits (Enter was swallowed and nothing went on)
            if ev.key == pygame.K_f and self.match.can_finish():
                self.finish_for_me()
                return
            if ev.key == pygame.K_z and (ev.mod & pygame.KMOD_CTRL):
                self.table.flash("No undo during a lesson: each step waits for its own move.")
                return
            if ev.key == pygame.K_h and not (ev.mod & pygame.KMOD_CTRL):
                # the lesson's own panel shows the way (the hint's panel stood under it, blank)
                self.table.flash("No hints during a lesson: the lesson lights the way. Press H in a real game.")
                return
        if ev.type == pygame.MOUSEBUTTONDOWN and self.match.is_note() and self.waiting_for_you():
            return                           # a note is read first; the table waits under it
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.off_target(ev.pos):
            # a card the step is not about is not picked up (it was, and "Not yet" came only later)
            self.table.flash(f"Not yet: this step asks you to {self.match.ask()}.")
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.table.error.startswith("Not yet") and \
                any(r.inflate(self.table.px(10), self.table.px(10)).collidepoint(ev.pos) for r in self.targets()):
            self.table.error = ""            # on the right track again: the refusal goes (it stayed up)
        self.table.handle(ev)

    def off_target(self, pos) -> bool:
        """A click on a card of the table that the step waiting for you does not light up."""
        m = self.match
        if not self.waiting_for_you() or m.is_free() or m.is_note() or self.table.timeline.busy:
            return False
        targets = self.targets()
        if not targets or any(r.inflate(self.table.px(10), self.table.px(10)).collidepoint(pos) for r in targets):
            return False
        if self.table.layout.rect("prompt").collidepoint(pos):
            return False                     # the prompt bar's buttons are the step's own
        return any(cid is not None and r.collidepoint(pos) for r, _deck, cid in self.table.hot)

    def broken(self, exc) -> None:
        """The lesson no longer fits the game (a developer's mistake the tests catch): say so,
        naming the lesson and the step, and go back to the title rather than stop the app."""
        remember_step(self.match.game_id, None)
        self.match.close()
        self.app.clear_to("title")
        self.app.toast(f"This lesson cannot go on: {exc}", 12, problem=True)

    def close_menu(self) -> None:
        self.menu = None

    def skip(self) -> None:
        """Leave the lesson; it resumes at this step next time (Learn to play)."""
        m = self.match
        m.close()
        self.app.clear_to("title")
        if self.steps_done():                 # every step taken: the lesson is learned, only its game is left
            mark_done(m.game_id)
            offer_this_game(self.app, m)
            self.app.toast("Lesson complete. New game plays a real one.")
            return
        remember_step(m.game_id, min(m.at, len(m.steps)) if not m.over else None)
        self.app.toast(f"Lesson left at step {min(m.at + 1, len(m.steps))} of {len(m.steps)}: "
                       "Learn to play takes you back there.")

    def steps_done(self) -> bool:
        """Every step is taken, or only the last is left, which lets you play on to the game's
        end: every kind of move has been seen (leaving then is not leaving a lesson half done)."""
        m = self.match
        return m.at >= len(m.steps) or (m.at == len(m.steps) - 1 and m.is_free())

    def pause(self) -> None:
        self.menu = None
        self.app.push("pause", self.table)

    # ------------------------------------------------------------------ what the step points at
    def targets(self) -> list:
        """The rects the step lights up, as the table drew them this frame."""
        st, t = self.match.current, self.table
        if st is None:
            return [b.rect for b in self.buttons]
        point = st.get("point") or {}
        out = []
        cards = set(point.get("cards") or ())
        # a panel drawn over the table (the discard pile spread out) hides what is under it:
        # the Market's glow shone through it (a newcomer)
        covers = [(k, pygame.Rect(r)) for k, (r, _, cid) in enumerate(t.hot) if cid is None]
        out += [pygame.Rect(r) for k, (r, _, cid) in enumerate(t.hot) if cid in cards
                and not any(j > k and c.collidepoint(pygame.Rect(r).center) for j, c in covers)]
        for name in point.get("buttons") or ():
            out += [b.rect for b in t.buttons if b.label.lower().startswith(str(name).lower()) and b.rect.width]
        for name in point.get("regions") or ():
            name = str(name)
            try:
                r = t.seat_rect(int(name[5:])) if name.startswith("seat:") else t.lit_rect(name)
            except (KeyError, ValueError, IndexError):
                continue
            # a card's place ("row_3", "market_1") lights only while a card is there: an empty
            # place that glows looks like something to click
            slot = name.rpartition("_")[2].isdigit() and not name.startswith("seat")
            if slot and not any(r.colliderect(hr) for hr, _, cid in t.hot if cid is not None):
                continue
            out.append(r)
        if st["action"] is not None and point.get("move", True):
            for mark in t.hint_marks(st["action"]):
                out.append(pygame.Rect(mark) if isinstance(mark, pygame.Rect) else
                           pygame.Rect(int(mark[0]) - t.px(18), int(mark[1]) - t.px(18), t.px(36), t.px(36)))
        lit = [r for r in out if r.width > 0 and r.height > 0]
        return [r for r in lit if not any(c.collidepoint(r.center) and c.width * c.height > 4 * r.width * r.height
                                          for _, c in covers)]

    FREE_READ = 2       # rounds of turns the free stretch's words stand whole, then a line

    def free_for_a_while(self) -> bool:
        """The free stretch has gone on for ``FREE_READ`` rounds of turns since it began."""
        m = self.match
        key = (m.at, m.is_free())
        if self._free_began[0] != key:
            self._free_began = (key, m.step)
        return m.step - self._free_began[1] >= self.FREE_READ * m.players

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        s, px = ui_scale(surface)
        m = self.match
        ready = self.waiting_for_you()
        self.buttons = []
        if m.is_note() and ready:
            self.buttons = [self.next_button]
        elif m.can_finish():
            self.buttons = [self.finish_button]
        targets = self.targets() if ready and not m.is_free() else []
        if targets:
            self.dim_around(surface, targets, px)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        if self.ending():
            self.buttons = [self.results_button]
            targets = self.story_targets()
            if targets:
                self.dim_around(surface, targets, px)
            self.draw_panel(surface, px, "\n".join(self.story()), self.buttons, targets=targets, heading="Lesson · the count")
        elif m.is_free() and self.free_for_a_while():
            # the free stretch's words read once, then a line: the panel took the log's room for
            # the rest of the game ("the lesson panel squeezes the log down to two lines": a newcomer)
            # (a stretch the lesson ends by speaking again says so: "play on as you like" stood
            # while step 8 had promised it would speak again at the phase's last round, a newcomer)
            until = (m.current or {}).get("until") or {}
            said = "Lesson: play on; it speaks again further on." if until and "over" not in until else \
                "Lesson: play on as you like."
            self.draw_panel(surface, px, said, self.buttons, small=True)
        elif ready or m.is_free():
            self.draw_panel(surface, px, self.step_text(), self.buttons, targets=targets)
        elif not m.over and not m.is_note() and 0 in m.humans_to_act():
            # your move is asked for while the table still moves: the step's words, not "Watch the
            # table…" beside a prompt that already says what to do (newcomers, in every lesson)
            self.draw_panel(surface, px, self.step_text(), [], targets=[])
        elif not m.over and self.table.waiting_for_click():
            # the table holds a moment (a round won) until you click: "the others play now"
            # stood beside it, and a newcomer waited for them (Auctioneer)
            self.draw_panel(surface, px, "Lesson: read what happened, then click the table or press Enter "
                            "to go on.", [], small=True)
        elif not m.over:
            self.draw_panel(surface, px, "Lesson: the others play now. Watch the table…", [], small=True)
        if self.menu is None and not self.panel_rect.collidepoint(pygame.mouse.get_pos()):
            # the card you point at shows whole and bright, over the dimming, and where it hides
            # the least of the lesson's panel (it covered the step's text)
            if self.panel_rect.width:
                self.table.cover(self.panel_rect)
            self.table.draw_hover(surface)
        if self.menu is not None:
            self.draw_menu(surface, px)

    def story_targets(self) -> list:
        """What the count talks about: the cards of the pool as the table lays them out, with the
        marks under them."""
        t, pool = self.table, set(getattr(self.match.view(0), "pool", ()) or ())
        rects = [pygame.Rect(r) for r, _, cid in t.hot if cid in pool]
        if not rects:
            return []
        return [rects[0].unionall(rects[1:]).inflate(0, t.px(24)).move(0, t.px(12))]

    def dim_around(self, surface, targets, px) -> None:
        """Darken the table except the targets, the prompt bar (its words and buttons) and the panel."""
        keep = [r.inflate(px(10), px(10)) for r in targets] + [self.table.layout.rect("prompt")]
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, DIM))
        for r in keep:
            veil.fill((0, 0, 0, 0), r)
        surface.blit(veil, (0, 0))
        for r in targets:
            glow(surface, r.inflate(px(6), px(6)), LIGHT, 12, 4)
            pygame.draw.rect(surface, LIGHT, r.inflate(px(8), px(8)), max(2, px(3)), border_radius=px(8))

    def panel_width(self, surface, px) -> int:
        t = self.table
        return t.log_rect().width if t.log_open else px(360)

    def panel_place(self, surface, px, height: int, targets=()) -> pygame.Rect:
        """Where the panel goes: the log's column (it hides no card), below a hint shown there;
        with the log hidden, a corner of the table clear of what the step lights up (above the
        prompt bar on the right first, where the side panels leave room)."""
        t = self.table
        if t.log_open:
            r = pygame.Rect(t.log_rect())
            hint = t.hints.rect if t.hint is not None else None
            if hint is not None and hint.colliderect(r) and r.bottom - hint.bottom > px(160):
                r.height, r.top = r.bottom - hint.bottom - px(6), hint.bottom + px(6)
            return pygame.Rect(r.left, r.top, r.width, min(height, r.height))
        w, sw = self.panel_width(surface, px), surface.get_width()
        h = min(height, surface.get_height() // 2)
        prompt = t.layout.rect("prompt")
        corners = [(sw - w - px(10), prompt.top - px(8) - h), (sw - w - px(10), px(10)), (px(10), px(10))]
        for x, y in corners:
            box = pygame.Rect(x, y, w, h)
            if not any(box.colliderect(r) for r in targets):
                return box
        return pygame.Rect(corners[0], (w, h))

    def draw_panel(self, surface, px, message: str, buttons: list, small: bool = False, targets=(),
                   heading: str | None = None) -> None:
        pad = px(14)
        head = max(12, px(14))
        inner = self.panel_width(surface, px) - 2 * pad
        m = self.match
        err = self.table.error if self.table.error.startswith("Not yet") else ""
        err_lines = wrap(err, max(12, px(15)), inner, bold=True) if err else []
        elh = font(max(12, px(15)), True).get_linesize()
        bh = px(40) if buttons else 0
        # the words in the largest letters at which the whole panel fits its place (a long last
        # step ran off the bottom of the log's column at 960x540, its buttons with it)
        room = self.panel_place(surface, px, 10 ** 6, targets).height
        for size in range(max(13, px(17)), 9, -1):
            lines = [ln for para in message.split("\n") for ln in wrap(para, size, inner)]
            lh = font(size).get_linesize()
            height = pad + (0 if small else font(head, True).get_linesize() + px(6)) + lh * len(lines) \
                + (px(8) + elh * len(err_lines) if err_lines else 0) + (px(12) + bh if buttons else 0) + pad
            if height <= room:
                break
        r = self.panel_place(surface, px, height, targets)
        self.panel_rect = r
        t = self.table
        if t.log_open and r.left == t.log_rect().left:
            t.clear_log_column(surface)
            t.draw_log_below(surface, r.bottom + px(6))      # the log's heading and whole lines under the panel
        # the small note ("The bots play: watch the table") in a quiet frame: in the lesson's gold
        # one it looked like a text box to type in (a newcomer)
        panel(surface, r, (16, 30, 26, 255), (90, 110, 96) if small else ACCENT, px(10), 1 if small else 2)
        y = r.top + pad
        if not small:
            step = heading or (f"Lesson · step {min(m.at + 1, len(m.steps))} of {len(m.steps)}" if not m.free
                            else "Lesson · playing on")
            text(surface, step, (r.left + pad, y), head, ACCENT, True, max_width=inner)
            y += font(head, True).get_linesize() + px(6)
        for ln in lines:
            text(surface, ln, (r.left + pad, y), size, INK if not small else INK_DIM)
            y += lh
        if err_lines:
            y += px(8)
            for ln in err_lines:
                text(surface, ln, (r.left + pad, y), max(12, px(15)), (255, 160, 140), True)
                y += elh
        if buttons:
            y += px(12)
            x = r.right - pad
            for b in reversed(buttons):
                w = b.width_for(max(12, px(16)))
                b.rect = pygame.Rect(x - w, y, w, bh)
                x -= w + px(8)
            for b in buttons:
                b.draw(surface, max(12, px(16)))

    def draw_menu(self, surface, px) -> None:
        shade(surface, 150)
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, px(460), px(250))
        box.center = (w // 2, h // 2)
        panel(surface, box, (16, 30, 26, 255), ACCENT, px(14))
        text(surface, "Leave the lesson?", (box.centerx, box.top + px(20)), max(16, px(24)), ACCENT, True,
             anchor="midtop", serif=True)
        said = ("Every step is done: leaving ends this game only." if self.steps_done() else
                "It waits at this step: Learn to play resumes it.")
        text(surface, said, (box.centerx, box.top + px(62)),
             max(12, px(15)), INK_DIM, anchor="midtop")
        y = box.top + px(96)
        for b in self.menu:
            b.rect = pygame.Rect(0, 0, px(300), px(40))
            b.rect.midtop = (box.centerx, y)
            b.draw(surface, max(12, px(17)))
            y += px(48)


class LessonEnd(Scene):
    """Over the lesson's results: how this game scored, in the lesson's words, and a real game."""

    overlay = True

    def __init__(self, app, lesson, match):
        super().__init__(app)
        self.lesson, self.match = lesson, match
        self.buttons = [Button("See the scores", self.app.pop, "Esc"),
                        Button("Play a real game", self.real_game, "Enter", primary=True)]

    def real_game(self) -> None:
        """A real game of the lesson's game: the table you set up for it before, else its usual
        table, you and medium bots (``offer_this_game``)."""
        m = self.match
        m.close()
        offer_this_game(self.app, m)
        self.app.clear_to("title")
        self.app.push("setup")

    def handle(self, ev) -> None:
        if handle_buttons(self.buttons, ev):
            return
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.real_game()
            elif ev.key == pygame.K_ESCAPE:
                self.app.pop()

    def changed(self) -> bool:
        return self.shows_new((self.app.size, pygame.mouse.get_pos()))

    def draw(self, surface) -> None:
        s, px = ui_scale(surface)
        shade(surface, 90)
        w, h = surface.get_size()
        width = min(px(720), w - px(40))
        pad = px(20)
        size = max(13, px(18))
        paras = [p for p in self.lesson.results.split("\n") if p.strip()] or ["The game is over."]
        lines = []
        for p in paras:
            lines += wrap(p, size, width - 2 * pad) + [""]
        lh = font(size).get_linesize()
        height = pad + px(44) + lh * len(lines) + px(56) + pad
        box = pygame.Rect(0, 0, width, min(height, h - px(20)))
        box.center = (w // 2, h // 2)
        panel(surface, box, (16, 30, 26, 250), ACCENT, px(14), 2)
        text(surface, "How the score was counted", (box.left + pad, box.top + pad), max(16, px(24)), ACCENT, True,
             serif=True)
        y = box.top + pad + px(44)
        for ln in lines:
            if ln:
                text(surface, ln, (box.left + pad, y), size, INK)
            y += lh
        x = box.right - pad
        for b in reversed(self.buttons):
            bw = b.width_for(max(12, px(17)))
            b.rect = pygame.Rect(x - bw, box.bottom - pad - px(42), bw, px(42))
            x -= bw + px(10)
        for b in self.buttons:
            b.draw(surface, max(12, px(17)))


__all__ = ["LessonEnd", "LessonOverlay"]
