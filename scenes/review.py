"""Game review: for each of your decisions in a finished game, a thinking bot's estimate of
your move against its best one. The three that cost you most come first; click one (or press
1–3) to open the replay at that moment. Every decision follows, a list that scrolls (wheel,
↑/↓, Page Up/Down, Home/End) and says how many more lie above and below. Each move is named
from what the seat could see at that moment (``Decision.view``), never from the final table,
and each figure says what it is: the chance to win from that moment, estimated in sampled
games, after the move played and after the best one. The review runs off the frame loop,
with a progress bar, and Esc cancels it."""
from __future__ import annotations

import inspect
import time

import pygame

from game import reviews
from game.advisor import aftermaths, closest_call, percent, worst
from game.words import sentences

from .base import Scene
from .widgets import (ACCENT, GOLD, INK, INK_DIM, Button, felt, handle_buttons, layout_row, panel, rendered, scroll_step,
                      text, ui_scale, wrap)

MEANING = ("\"to win\": the chance to win from that moment, in sampled games played on as medium bots play, "
           "not how the game went; a gap within chance is no mistake.")    # (one line: the list had three rows)
# ("as medium bots play": "lost by 8 pts" beside a game won by 7 read as a wrong figure: a newcomer
# who plays better than medium from there does better than the sampled games)



def ROW_H(px, lines: int = 1) -> int:
    """A decision's row: what was played, then ``lines`` lines of what the best was."""
    return px(46) + (lines - 1) * px(18)


STORY_LINES = 3    # what decided the game, over the decisions, in up to this many lines
LIST_LINES = 3     # a row of every decision: what the best was and why in up to three lines (a Sorcerous
                   # Futures reason, a card's worth suit by suit, ran past two: a newcomer)
TOP_LINES = 3      # the costliest decisions say what the best was and why, and what yours did, in up to three lines


class ReviewScene(Scene):
    def __init__(self, app, record: dict, seat: int, move_text=None, budget_s: float | None = None,
                 who: str | None = None, deeper_s: float | None = None, moment=None):
        super().__init__(app)
        if budget_s is None:
            budget_s = reviews.budget_for(str(record.get("game")))     # how long each decision is weighed
        self.record, self.seat = record, seat
        # whose decisions: "you" (the only person at the table), else their name (hot-seat)
        self.who = who or "you"
        self.move_text = move_text or (lambda a, view=None: str(a.to_json()))
        self.moment = moment or (lambda view: "")   # when a decision was, in the table's terms
        try:
            self._takes_view = "view" in inspect.signature(self.move_text).parameters
        except (TypeError, ValueError):
            self._takes_view = False
        self.decisions = None
        self.top: list = []
        self.second = None         # with no sure mistake in ``top``: the closest call (``closest_call``)
        # a review opened again shows what it said before, at once (it was weighed again from
        # scratch, 40 s, and its figures moved, 40% becoming 45%: a newcomer); one started with the
        # results goes on where it has come to
        self.key, self.job = reviews.job_for(record, seat, budget_s, deeper_s)
        if self.job is None:
            self.decisions = reviews.done(self.key)
            self.top = worst(self.decisions)
        self.started = time.monotonic()
        self.rows: list = []       # (rect, decision)
        self.cut: list = []        # (rect, decision) of the rows whose words were cut short
        self.scroll = 0
        self.fit = 0               # rows of "every decision" that fit, as drawn last
        self._left_said = None     # (seconds left the review said last, when): ``time_left`` counts it down
        self._fit_room = None      # (height, window width) the list had, as drawn last
        self._lines: dict = {}     # (a decision's words, window width) -> lines its row takes
        self.failed = None         # why the review could not finish, in words
        self.buttons = [Button("Back", self.back, "Esc")]
        # what the others did with a decision before its seat's next turn: facts of the game, beside
        # the sampled games' figures ("Then Bea won the Jack of Hearts with 7♠ 8♠ A♠")
        self.after = aftermaths(record, seat, "your" if self.who == "you" else f"{self.who}'s")
        bot = self.finished_by_bot(record, seat)
        self.story = " ".join(x for x in (bot, self.game_story(record, seat)) if x)
        self.story_lines = STORY_LINES + (1 if bot else 0)     # (the bot's line does not cut the story short)

    def seat_won(self) -> bool:
        """Whether the reviewed seat is among the record's winners."""
        fin = self.record.get("final") if isinstance(self.record, dict) else None
        winners = fin.get("winners", []) if isinstance(fin, dict) else []
        return isinstance(winners, list) and self.seat in winners

    @staticmethod
    def closest_heading(d) -> str:
        """The heading over the closest call (``closest_call``): within chance of the win, or,
        where every move won (or every move lost) in the sampled games, the points it cost: a
        royal left for another player, 8 pts ahead against 13, read "within chance" to a
        newcomer who had seen the run and missed it."""
        from game.advisor import LOSING
        keys = "(click or 1 to see it in the replay):"
        if d.played > 1 - LOSING and d.best_win > 1 - LOSING:
            return f"No decision cost you the win; the one that cost you most points {keys}"
        if d.played < LOSING and d.best_win < LOSING:
            return f"No decision here could have won the game; the one that cost you most points {keys}"
        return f"No decision surely cost you; your closest call, within chance {keys}"

    def finished_by_bot(self, record: dict, seat: int) -> str:
        """Said first where a bot finished the seat ("Let a bot finish"): the story's "You won 4
        royals" counted three the bot won, without a word (a newcomer)."""
        seats = record.get("seats") or []
        s = seats[seat] if 0 <= seat < len(seats) and isinstance(seats[seat], dict) else {}
        at = s.get("finished_from")
        if not isinstance(at, int) or at >= len(record.get("actions") or []):
            return ""
        whose = "your" if self.who == "you" else f"{self.who}'s"
        return (f"From move {at + 1} a bot played {whose} seat: the result is partly its play; "
                f"only the decisions before are weighed.")

    def game_story(self, record: dict, seat: int) -> str:
        """What decided the game, in a few sentences over the decisions (the game's bot module's
        ``game_story(final, seat, names)``; "" where it has none): a review whose every decision
        read "the best move found" never said why a game finished third was lost (a newcomer)."""
        from game.bots import hook
        try:
            fn = hook(str(record.get("game")), "game_story")
        except Exception:  # noqa: BLE001 - an unknown game's record: no story
            return ""
        if fn is None:
            return ""
        seats = record.get("seats") or []
        names = [s.get("name", f"Player {k + 1}") if isinstance(s, dict) else f"Player {k + 1}"
                 for k, s in enumerate(seats)]
        if 0 <= seat < len(names) and self.who == "you":
            names[seat] = "you"
        try:
            if "events" in inspect.signature(fn).parameters:
                # what happened, from the record replayed through the rules (a story may count
                # how a game went, not only how it ended)
                from game.advisor import replayed
                from rules import get_game
                events = [e for *_, evs in replayed(get_game(str(record.get("game"))), record) for e in evs]
                return fn(record.get("final") or {}, seat, names, events=events) or ""
            return fn(record.get("final") or {}, seat, names) or ""
        except Exception:  # noqa: BLE001 - the story is a courtesy: the decisions stand without it
            return ""

    def time_left(self):
        """"About 40 s left", from how far the review has come in the time it has taken (None
        until it has come far enough to tell)."""
        job = self.job
        if job is None or job.progress < 0.05:
            return None
        now = time.monotonic()
        # from when the review began: begun as the results came up, it had come a long way by
        # the time this screen opened, and "about 5 s left" stood for 3½ minutes (a newcomer)
        spent = now - getattr(job, "started", self.started)
        left = spent * (1 - job.progress) / job.progress
        # it counts down: "about 55 s left", then "about 60 s left" a minute later (a newcomer);
        # a later decision that weighs slower holds the figure, counting down, till it runs out;
        # then the figure from the pace so far, whatever it is, not a promise long broken
        counted = self._left_said[0] - (now - self._left_said[1]) if self._left_said is not None else 0.0
        if 0 < counted <= left:
            left = counted                       # (the figure said, counting down)
        else:
            self._left_said = (left, now)
        if left < 5:
            # "almost done" only near the end of the bar: said at half of it, the review took 30 s
            # more (a newcomer): its second look at the closest decisions comes last, and is slower
            return "almost done" if job.progress >= 0.95 else None
        return f"about {5 * round(left / 5):.0f} s left" if left < 90 else f"about {round(left / 60):.0f} min left"

    def back(self) -> None:
        if self.job is not None and not self.job.done:
            reviews.forget(self.key)
        self.app.pop()

    def open_at(self, d) -> None:
        self.app.push("replay", self.record, start=d.index, viewer=self.seat, paused=True, compare=d)

    def frame_interval(self):
        """While the bot weighs the decisions, the bar moves: a frame every tenth of a second."""
        return 0.1 if self.job is not None else None

    def update(self, dt: float) -> None:
        if self.job is not None and self.job.done:
            job, self.job = self.job, None
            if job.error is not None:
                reviews.forget(self.key)            # (opened again, it is weighed again)
                # said on the page, not only in a toast: "no choices to review" would be untrue
                self.failed = f"The review could not finish ({type(job.error).__name__}: {job.error}). Nothing is lost: the game is in Replays."
                self.decisions = []
            else:
                self.decisions = job.result or []
                reviews.keep(self.key, self.decisions)
            self.top = worst(self.decisions)
            self.second = None if self.top else closest_call(self.decisions)

    def handle(self, ev) -> None:
        if handle_buttons(self.buttons, ev):
            return
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.back()
            elif pygame.K_1 <= ev.key <= pygame.K_3 and ev.key - pygame.K_1 < len(self.top):
                self.open_at(self.top[ev.key - pygame.K_1])
            elif ev.key == pygame.K_1 and not self.top and self.second is not None:
                self.open_at(self.second)
        step = scroll_step(ev)
        if ev.type == pygame.KEYDOWN and self.fit:
            step = {pygame.K_PAGEDOWN: self.fit, pygame.K_PAGEUP: -self.fit,
                    pygame.K_END: 10 ** 6, pygame.K_HOME: -10 ** 6}.get(ev.key, step)
        if step:
            self.scroll = max(0, min(self.scroll + step, self.last_top()))
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            for r, d in self.rows:
                if r.collidepoint(ev.pos):
                    self.open_at(d)
                    return

    def list_lines(self, d, w: int, px) -> int:
        """How many lines of words a decision's row in the list of every decision takes (up to
        ``LIST_LINES``) in a window ``w`` wide (kept: the list asks every frame)."""
        key = (self.verdict(d), w)
        k = self._lines.get(key)
        if k is None:
            k = self._lines[key] = max(1, min(LIST_LINES, len(wrap(key[0], px(14), w - px(100)))))
        return k

    def last_top(self) -> int:
        """The furthest the list of every decision scrolls (its last rows fill the space)."""
        ds = list(self.decisions or ())
        if self._fit_room is None:
            return max(0, len(ds) - max(1, self.fit))
        room, w = self._fit_room
        _, px = ui_scale(self.app.screen)
        used, k = 0, len(ds)
        while k > 0:
            used += ROW_H(px, self.list_lines(ds[k - 1], w, px)) + px(4)
            if used > room and k < len(ds):
                break
            k -= 1
        return max(0, k)

    def when(self, d) -> str:
        """A decision's place in the game: the table's own ("Round 2, turn 14"), else its move
        number (every player's turns counted)."""
        try:
            said = self.moment(d.view) if d.view is not None else ""
        except Exception:  # noqa: BLE001 - a moment is a courtesy: the move number stands without it
            said = ""
        return said or f"Move {d.index + 1}"

    def words(self, action, view) -> str:
        """A move in words, as the seat saw the table when it decided (``view``)."""
        return self.move_text(action, view=view) if self._takes_view else self.move_text(action)

    @staticmethod
    def figure(d) -> str:
        """A decision's figures in words: "to win: 0% with yours, 67% with the best (+19 pts)"."""
        n = d.samples or 80       # as a hint shows it: to the nearest 5% when few games stand behind
        from game.advisor import LOSING
        if d.played < LOSING and d.best_win < LOSING:
            # every move loses here: the points each ends with, as the hint shows them ("to win: 0%
            # – the best move found" told a losing newcomer nothing, where the hint said "−6 pts")
            def by(x):
                n = abs(round(x))
                unit = "pt" if n == 1 else "pts"         # ("lost by 1 pts": a newcomer)
                return f"{n} {unit} behind" if round(x) < 0 else "level" if n == 0 else f"{n} {unit} ahead"
            # after the chance, in the measure of every other row ("lost by 7 pts" beside "to win:
            # 10%" on the next row read as two measures that disagree: a newcomer), and as the
            # average it is: "0% · lost by 5 pts" read as a game already lost, and the next
            # row's 8% as a contradiction (a newcomer)
            if d.best == d.action:
                return f"to win: 0% · {by(d.played_margin)} on average"
            return f"to win: 0% · on average {by(d.played_margin)} yours, {by(d.best_margin)} best"
        if d.played > 1 - LOSING and d.best_win > 1 - LOSING:
            # every move wins here: the points each ends with ahead, as the hint shows them
            # ("once I led, every row read 'to win: 100%', and the review taught me nothing about
            # the royals I lost": a newcomer)
            def ahead(x):
                n = abs(round(x))
                unit = "pt" if n == 1 else "pts"
                return f"{n} {unit} ahead" if round(x) > 0 else "level" if n == 0 else f"{n} {unit} behind"
            if d.best == d.action:
                return f"to win: {percent(d.played, n)} · {ahead(d.played_margin)} on average"
            return (f"to win: {percent(d.played, n)} · on average {ahead(d.played_margin)} yours, "
                    f"{ahead(d.best_margin)} best")
        if d.best == d.action:
            return f"to win: {percent(d.played, n)}"
        pts = d.best_margin - d.played_margin
        # the points only where the chances shown are alike (they then tell the moves apart):
        # "5% yours, 20% best (+1 pts)" beside a 15-point swing read as a wrong sum (a newcomer)
        alike = percent(d.played, n) == percent(d.best_win, n)
        extra = f" (+{pts:.0f} pts)" if pts >= 0.5 and not d.close and alike else ""
        return f"to win: {percent(d.played, n)} yours, {percent(d.best_win, n)} best{extra}"

    def verdict(self, d) -> str:
        """The middle column: what the best move was, or that yours was as good as any."""
        said = self._verdict(d)
        if getattr(d, "blind", ""):
            said = f"{d.blind} {said[0].upper()}{said[1:]}"
        then = getattr(self, "after", {}).get(d.index)
        if then:                         # a sentence of its own ("…to tell) Then Bea won" ran on)
            if d.best == d.action and then.startswith("Then "):
                # "yours was the best move found. Then Bea won…" read as a contradiction (a
                # newcomer): the best move found could not stop it, and the words say so
                then = f"Even so, {then[5:]}"
            said = f"{said}{'' if said.endswith(('.', '!', '?')) else '.'} {then}"
        if getattr(d, "ordered", False):
            # a standing order played it (Barony's Keep matching): the player chose the order,
            # not the move
            from game.games import entry
            try:
                name = entry(str(self.record.get("game"))).order_name
            except KeyError:
                name = "your standing order"
            return f"played by {name}, not chosen here: {said}"
        return said

    def _verdict(self, d) -> str:
        if d.best == d.action:
            # yours, said as yours: "the best move found: …" on a row of the move played read as
            # what should have been done instead (a newcomer)
            said = "yours was the best move found" + (" (the hint's first)" if d.followed else "")
            return f"{said}: {d.why[0].lower()}{d.why[1:]}" if d.why else said
        if d.close:
            why = "too few sampled games to tell" if 0 < d.samples < 20 else "within chance"
            best = self.words(d.best, d.view)
            if best == self.words(d.action, d.view):
                # "Swap two face-down cards … about as good as Swap two face-down cards" (a newcomer)
                best = "the best found, another move that reads the same"
            n = d.samples or 80
            from game.advisor import LOSING, percent
            if percent(d.played, n) != percent(d.best_win, n) and not (d.played < LOSING and d.best_win < LOSING):
                # "0% yours, 10% best" called "about as good" (a newcomer): figures that differ
                # are not told apart, not said to be alike
                return f"not told apart from {best} ({why})"
            return f"about as good as {best} ({why})"
        best = self.words(d.best, d.view)
        # two moves that read alike ("Turn up a face-down card (nothing you knew beside it)",
        # 35% against 51%: a newcomer could not tell which): the replay marks the best
        tags = (["the hint's first"] if d.hinted else []) + \
            (["another one, which the replay marks"] if best == self.words(d.action, d.view) else [])
        said = f"best: {best}" + (f" ({'; '.join(tags)})" if tags else "")
        said = f"{said}: {d.why[0].lower()}{d.why[1:]}" if d.why else said
        mine = getattr(d, "why_played", "")
        if mine and d.why and ": " in mine and mine.split(": ", 1)[0] == d.why.split(": ", 1)[0]:
            mine = mine.split(": ", 1)[1]          # (what both open with is said once)
        if mine and d.why:
            # and what both end with: "Only you know it until someone turns it up…" closed the
            # best's reason and yours alike, and the row said it twice (a newcomer)
            ours, theirs = sentences(mine), sentences(d.why)
            while len(ours) > 1 and theirs and ours[-1] == theirs[-1]:
                ours, theirs = ours[:-1], theirs[:-1]
            mine = " ".join(ours)
        return f"{said} Yours: {mine[0].lower()}{mine[1:]}" if mine and d.why else said

    @staticmethod
    def meaning(surface, y, w, px) -> int:
        """What the figures mean, under a heading; the y below it."""
        for line in wrap(MEANING, px(14), w - px(60)):
            text(surface, line, (px(30), y), px(14), INK_DIM)
            y += px(18)
        return y + px(4)

    def _row(self, surface, r, d, px, bold=False, lines: int = 1, whole: bool = False) -> None:
        """A decision: what was played (the row's width but the figures), then what the best was
        in up to ``lines`` lines of the whole width (the top rows' reasons were cut with "…");
        ``whole``: the row grown to show every line, over the rows next to it."""
        if whole:
            panel(surface, r, (14, 28, 24, 255), ACCENT, 8)     # (the rows under it showed through: a newcomer)
        else:
            panel(surface, r, (20, 36, 30, 230), (90, 110, 96), 8)
        fig = self.figure(d)
        fig_w = rendered(fig, px(15), GOLD, True)[0].get_width()
        room = r.width - fig_w - px(36)
        text(surface, f"{self.when(d)}: {self.who} played {self.words(d.action, d.view)}", (r.left + px(12), r.top + px(5)),
             px(15), INK, bold, max_width=room)
        width = r.width - px(40)
        parts = wrap(self.verdict(d), px(14), width)
        if len(parts) > lines and not whole:
            parts = parts[:lines - 1] + [" ".join(parts[lines - 1:])]      # the last line is cut with "…"
            self.cut.append((pygame.Rect(r), d))                 # hovered, it shows whole (``draw_whole``)
        for k, part in enumerate(parts):
            text(surface, part, (r.left + px(28), r.top + px(5) + px(19) + k * px(18)), px(14), INK_DIM,
                 max_width=width)
        # a figure that counts is gold; one within chance of the best is quiet, and so is one the
        # review never counts (chosen blind, or by a standing order: a newcomer's blind Crowns read
        # in gold under "no decision that surely cost you")
        quiet = d.close or bool(d.blind) or d.ordered
        text(surface, fig, (r.right - px(12), r.top + px(5)), px(15), INK_DIM if quiet else GOLD, not quiet,
             anchor="topright")

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        s, px = ui_scale(surface)
        text(surface, "Game review" if self.who == "you" else f"Game review: {self.who}'s decisions", (w // 2, px(18)),
             px(40), ACCENT, True, anchor="midtop", serif=True, shadow=True, max_width=w - px(40))
        self.rows = []
        self.cut = []
        if self.decisions is None:
            job = self.job
            text(surface, "The hard bot weighs each of your decisions…  (Esc cancels)", (w // 2, h // 2 - px(30)),
                 px(18), INK, anchor="center")
            bar = pygame.Rect(w // 2 - px(260), h // 2, px(520), px(12))
            panel(surface, bar, (30, 44, 40, 255), (90, 110, 96), 6)
            done = bar.copy()
            done.width = int(bar.width * (job.progress if job else 1.0))
            if done.width > 0:
                panel(surface, done, ACCENT, ACCENT, 6)
            left = self.time_left()
            if left is not None:            # 90 s with no idea how long (a newcomer)
                text(surface, left, (w // 2, bar.bottom + px(14)), px(15), INK_DIM, anchor="midtop")
        else:
            y = px(78)
            if self.story and not self.failed:
                # what decided the game, under the heading, in up to three lines
                lines = wrap(self.story, px(14), w - px(60))
                most = getattr(self, "story_lines", STORY_LINES)
                if len(lines) > most:
                    lines = lines[:most - 1] + [" ".join(lines[most - 1:])]
                y = px(70)
                for line in lines:
                    text(surface, line, (px(30), y), px(14), INK, max_width=w - px(60))
                    y += px(18)
                y += px(8)
            if self.failed:
                for k, line in enumerate(wrap(self.failed, px(18), w - px(120))):
                    text(surface, line, (w // 2, h // 2 + k * px(24)), px(18), INK, anchor="center")
            elif not self.decisions:
                text(surface, "You had no choices to review in this game.", (w // 2, h // 2), px(18), INK_DIM,
                     anchor="center")
            elif not self.top and self.second is not None:
                # no sure mistake, but the closest call to look at again, said as within chance
                # ("it teaches nothing", of "no decision that surely cost you": a newcomer 4th of 4)
                text(surface, self.closest_heading(self.second), (px(30), y), px(17), ACCENT, True,
                     max_width=w - px(60))
                y += px(24)
                y = self.meaning(surface, y, w, px)
                d = self.second
                n = min(TOP_LINES, len(wrap(self.verdict(d), px(14), w - px(100))))
                r = pygame.Rect(px(30), y, w - px(60), ROW_H(px, n))
                self._row(surface, r, d, px, bold=True, lines=n)
                self.rows.append((r, d))
                y += ROW_H(px, n) + px(6)
            elif not self.top:
                # not "Well played": a gap within chance is no proof of a good move (a random player
                # read that praise when every gap stood on too few sampled games)
                text(surface, "The bot found no decision that surely cost you: every gap it saw is within chance.",
                     (w // 2, y), px(18), INK, anchor="midtop", max_width=w - px(40))
                y += px(34)
            else:
                n_top = len(self.top)
                keys = "1" if n_top == 1 else f"1–{n_top}"
                heading = ("The decision that cost you most" if n_top == 1 else
                           f"The {n_top} decisions that cost you most")
                if self.seat_won():
                    # "cost you most" over a game the player won read as a contradiction (a
                    # newcomer): the sampled games are not the game; they saw better moves
                    heading = ("Your decision with the most room to do better" if n_top == 1 else
                               f"Your {n_top} decisions with the most room to do better")
                # the keys there are ("1–3" over two rows read as a third was missing)
                text(surface, f"{heading} (click or {keys} to see {'it' if n_top == 1 else 'them'} in the replay)",
                     (px(30), y), px(17), ACCENT, True)
                y += px(24)
                y = self.meaning(surface, y, w, px)
                for d in self.top:
                    # two lines for the best move and why only when it takes them (the list of
                    # every decision had room for four rows of 65)
                    n = min(TOP_LINES, len(wrap(self.verdict(d), px(14), w - px(100))))
                    r = pygame.Rect(px(30), y, w - px(60), ROW_H(px, n))
                    self._row(surface, r, d, px, bold=True, lines=n)
                    self.rows.append((r, d))
                    y += ROW_H(px, n) + px(6)
            if self.decisions:
                y += px(8)
                n = len(self.decisions)
                head_y = y
                y += px(20)
                if not self.top and self.second is None:
                    y = self.meaning(surface, y, w, px)
                y += px(4)
                # the rows end above the "more below" line, that line above the Back button (it
                # left a band a row high empty: a newcomer)
                # (down to the Back button's top: the "more below" line goes beside it, at the left;
                # a band a row high stayed empty over it, the list showing three rows: a newcomer)
                # each row as many lines as its words take, up to ``LIST_LINES`` (one line cut
                # short, a row hovered grew over the next row's title: newcomers, twice)
                bottom = h - px(68)
                self._fit_room = (bottom - y, w)
                self.scroll = min(self.scroll, self.last_top())
                fit, yy = 0, y
                lines_of = {}
                for d in self.decisions[self.scroll:]:
                    k = self.list_lines(d, w, px)
                    # the last row in fewer lines where its own do not fit (cut with "…", whole on
                    # hover): a band two rows high stayed empty over Back (a newcomer)
                    while k > 1 and yy + ROW_H(px, k) > bottom:
                        k -= 1
                    if yy + ROW_H(px, k) > bottom and fit:
                        break
                    lines_of[id(d)] = k
                    yy += ROW_H(px, k) + px(4)
                    fit += 1
                self.fit = fit
                room = w - px(60)
                if self.scroll:
                    # on the heading's line, beside it (over the line of what the figures mean,
                    # it covered its end: a newcomer)
                    r = text(surface, f"▲ {self.scroll} more above", (w - px(30), head_y), px(14), ACCENT,
                             anchor="topright")
                    room = r.left - px(16) - px(30)
                # "Move 1, 4, 7 … 88" under "Every decision (29)" read as a miscount (a newcomer)
                numbered = any(self.when(d).startswith("Move ") for d in self.decisions)
                head = f"Every decision ({n}), in the order you made them" + \
                    ("; a move's number counts every player's turns" if numbered else "")
                if rendered(head, px(15), INK_DIM)[0].get_width() > room:
                    head = f"Every decision ({n}), in order" + ("; move numbers count every player's turns"
                                                                 if numbered else "")
                text(surface, head, (px(30), head_y), px(15), INK_DIM, max_width=room)
                for d in self.decisions[self.scroll:self.scroll + fit]:
                    k = lines_of[id(d)]
                    r = pygame.Rect(px(30), y, w - px(60), ROW_H(px, k))
                    self._row(surface, r, d, px, lines=k)
                    self.rows.append((r, d))
                    y += ROW_H(px, k) + px(4)
                below = n - self.scroll - fit
                if below > 0:
                    text(surface, f"▼ {below} more below: scroll with the wheel or ↑/↓ (Page Down for a page)",
                         (px(30), y), px(14), ACCENT)
        layout_row(self.buttons, w - px(30), h - px(40), px(46), px(18))
        for b in self.buttons:
            b.draw(surface, px(18))
        self.draw_whole(surface, px)

    def draw_whole(self, surface, px) -> None:
        """A row whose words were cut ("…") shows them whole while the pointer is on it: the row
        grows down over the rows under it (or up, near the foot), its title and figures still on
        top. The reasons were cut and neither a hover nor the replay they open showed the rest
        (a newcomer); then a box of the words alone, under the row, hid the next row's title
        and read as that row's words (a newcomer)."""
        pos = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
        hit = next(((r, d) for r, d in self.cut if pos is not None and r.collidepoint(pos)), None)
        if hit is None:
            return
        r, d = hit
        w, h = surface.get_size()
        lines = wrap(self.verdict(d), px(14), r.width - px(40))
        box = pygame.Rect(r.left, r.top, r.width, max(r.height, px(5) + px(19) + len(lines) * px(18) + px(6)))
        # grown upwards where downwards it would run off the window or over the buttons
        # (under the last row it covered Back: a newcomer)
        if box.bottom > h - px(8) or any(box.colliderect(b.rect) for b in self.buttons):
            box.bottom = r.bottom
        self.whole_box = box
        self._row(surface, box, d, px, lines=len(lines), whole=True)

