"""Title: New game, Continue (when an unfinished game was autosaved), Continue hosting (when
the window closed or crashed while it hosted a table for friends online), Replays,
Statistics, Rules, Settings, Quit."""
from __future__ import annotations

import math

import pygame

from game import art
from game.saves import BrokenFile, autosave_path, load_record

from .base import Scene
from .widgets import ACCENT, INK_DIM, Button, felt, layout_column, panel, shade, text, ui_scale

FAN = ("ace-suns", "huntress", "sailor", "light-keeper", "ace-moons", "excuse", "pact")


class TitleScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self._toast_at = "bottom"        # where a message stands; ``draw`` sets it under the buttons
        self.autosave = None
        try:
            rec = load_record(autosave_path())
            if rec and "final" not in rec:
                self.autosave = rec
        except BrokenFile as exc:
            app.toast(f"The autosave could not be used: {exc.reason}. It was kept as {exc.kept_at}.", problem=True)
        self.hosted = self.read_hosted()        # the table this window hosted when it closed or crashed
        from game.lesson import first_launch
        self.newcomer = first_launch()          # nobody has played here yet: Learn to play leads
        self.build_buttons()
        self.quit_button = Button("Quit", self.ask_quit, "Q")
        self.confirm = None          # the "Quit?" question while it is asked: [Quit, Stay]

    def read_hosted(self):
        """The unfinished table this window hosted and did not leave (a damaged file is said and kept aside)."""
        from game.net.hosted import hosted_table
        try:
            return hosted_table()
        except BrokenFile as exc:
            self.app.toast(f"The table this window hosted could not be continued: {exc.reason}. "
                           f"It was kept as {exc.kept_at}.", problem=True)
            return None

    def on_resume(self) -> None:
        """Back on the title (a hosting screen cancelled): offer a hosted table only while it is one;
        and once a lesson has been offered (or a game played), New game leads again ("Learn to
        play" stayed gold after the lesson was done: a newcomer)."""
        from game.lesson import first_launch
        changed = False
        if self.hosted and not self.read_hosted():
            self.hosted, changed = None, True
        if self.newcomer and not first_launch():
            self.newcomer, changed = False, True
        if changed:
            self.build_buttons()

    def build_buttons(self) -> None:
        from game.lesson import available
        self.buttons = [Button("New game", self.new_game, "N", primary=not self.newcomer)]
        if self.autosave:
            self.buttons.append(Button("Continue", self.continue_game, "C"))
        if self.hosted:
            self.buttons.append(Button("Continue hosting", self.continue_hosting, "H" if self.autosave else "C"))
        self.buttons.append(Button("Join a table", lambda: self.app.push("join"), "J"))
        self.buttons += [Button("Replays", lambda: self.app.push("replays"), "P"),
                         Button("Statistics", lambda: self.app.push("statistics"), "S"),
                         Button("Rules", self.rules, "R"), Button("Settings", self.settings, "O")]
        if available():
            self.buttons.insert(len(self.buttons) - 4, Button("Learn to play", self.learn, "L", primary=self.newcomer))

    def ask_quit(self) -> None:
        """Esc or Q on the title asks before the window closes."""
        self.confirm = [Button("Quit", self.app.quit, "Enter", primary=True), Button("Stay", self.stay, "Esc")]

    def stay(self) -> None:
        self.confirm = None

    def new_game(self) -> None:
        self.app.push("setup")

    def continue_game(self) -> None:
        from game.flow import resume_match
        resume_match(self.app, self.autosave)

    def continue_hosting(self) -> None:
        """Host again the table this window hosted (same code, same port if free): the
        friends come back to their seats with their tokens and the game goes on."""
        from game.net.hosting import continue_hosting
        why = continue_hosting(self.app, self.hosted)
        if why:
            self.app.toast(f"Could not continue hosting table {self.hosted['code']}: {why}", problem=True)

    def learn(self) -> None:
        self.app.push("lessons")

    def rules(self) -> None:
        """The rules of the game last set up (the first game before any)."""
        import json
        try:
            last = json.loads(getattr(self.app.settings, "last_table", "") or "null")
        except ValueError:
            last = None
        self.app.push("help", last.get("game") if isinstance(last, dict) else None)

    def settings(self) -> None:
        self.app.push("settings")

    def handle(self, ev) -> None:
        if self.confirm is not None:
            for b in self.confirm:
                if b.handle(ev):
                    return
            if ev.type == pygame.KEYDOWN:
                if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_q):
                    self.app.quit()
                elif ev.key == pygame.K_ESCAPE:
                    self.stay()
            return
        for b in self.buttons + [self.quit_button]:
            if b.handle(ev):
                return
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_n, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.new_game()
            elif ev.key == pygame.K_c and self.autosave:
                self.continue_game()
            elif ev.key in (pygame.K_c, pygame.K_h) and self.hosted:
                self.continue_hosting()
            elif ev.key == pygame.K_r:
                self.rules()
            elif ev.key == pygame.K_l:
                self.learn()
            elif ev.key == pygame.K_p:
                self.app.push("replays")
            elif ev.key == pygame.K_s:
                self.app.push("statistics")
            elif ev.key == pygame.K_o:
                self.settings()
            elif ev.key == pygame.K_j:
                self.app.push("join")
            elif ev.key in (pygame.K_q, pygame.K_ESCAPE):
                self.ask_quit()

    def frame_interval(self):
        return None                 # the title is still: it draws again only on input or change

    def changed(self) -> bool:
        return self.shows_new((self.app.size, pygame.mouse.get_pos(), bool(self.autosave), bool(self.hosted),
                               self.confirm is not None))

    def invalidate(self) -> None:
        self._backdrop_size = None

    def backdrop(self, size) -> pygame.Surface:
        """The felt, the fan of cards and the title, composed once per window size."""
        if getattr(self, "_backdrop_size", None) != size:
            surface = pygame.Surface(size)
            w, h = size
            surface.blit(felt((w, h)), (0, 0))
            s = min(w / 1280, h / 720)
            cx = w // 2
            cw = int(100 * s)                           # (at 110 its top touched "New here?": a newcomer)
            n = len(FAN)
            for i, cid in enumerate(FAN):            # a fan of cards behind the buttons
                # below the buttons (it showed behind them), its outer cards inside the window's
                # foot (at 12 degrees apart they ran off it)
                ang = (i - (n - 1) / 2) * 10
                rad = math.radians(ang)
                r = 330 * s
                x = cx + math.sin(rad) * r
                y = h * 0.80 - math.cos(rad) * r + 324 * s
                art.draw_card(surface, "decktet", cid, (x, y), width=cw, angle=-ang)
            text(surface, "Auction Parlour", (cx, int(70 * s)), int(72 * s), ACCENT, True, anchor="midtop",
                 serif=True, shadow=True)
            text(surface, "Four small auction card games · bots and friends at one table", (cx, int(160 * s)),
                 int(20 * s), INK_DIM, anchor="midtop")
            self._backdrop, self._backdrop_size = surface, size
        return self._backdrop

    @property
    def toast_at(self):
        """Where a message stands: under the buttons (``draw`` says where they are)."""
        return self._toast_at

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        surface.blit(self.backdrop((w, h)), (0, 0))
        s, _ = ui_scale(surface)
        cx = w // 2
        # two columns, clear of the card fan: [New game | Continue], then the rest in pairs
        # (both Continue and Continue hosting: New game alone on the first row)
        bw, bh, gap = int(230 * s), int(48 * s), int(12 * s)
        top = int(206 * s)
        first = self.buttons[:2] if bool(self.autosave) != bool(self.hosted) else self.buttons[:1]
        rest = self.buttons[len(first):]
        if len(first) == 1:
            layout_column(first, cx, top, 2 * bw + gap, bh, gap)
        for k, b in enumerate(first if len(first) == 2 else []):
            b.rect = pygame.Rect(cx - bw - gap // 2 + k * (bw + gap), top, bw, bh)
        for k, b in enumerate(rest):
            row, col = divmod(k, 2)
            b.rect = pygame.Rect(cx - bw - gap // 2 + col * (bw + gap), top + (row + 1) * (bh + gap), bw, bh)
        self.quit_button.rect = pygame.Rect(0, 0, int(150 * s), int(40 * s))
        self.quit_button.rect.bottomright = (w - int(24 * s), h - int(20 * s))
        for b in self.buttons + [self.quit_button]:
            b.draw(surface, int(20 * s))
        # a message ("Lesson complete…") stands under the buttons, in the way in's place while it
        # shows: not at the bottom over the card fan, nor under the way in, over the fan (newcomers)
        below = max(b.rect.bottom for b in self.buttons) + gap
        tw = max(2 * bw + gap, min(640, w - 40))      # (its letters do not scale: one line at 960x540)
        self._toast_at = ("top", pygame.Rect(cx - tw // 2, below, tw, int(40 * s)))
        if self.newcomer and self.app.shown_toast() is None:
            # a first launch: the way in, on a panel of its own over the fan
            last = max(b.rect.bottom for b in self.buttons)
            note = "New here? Start with Learn to play."
            box = pygame.Rect(0, 0, 2 * bw + gap, int(40 * s))
            box.midtop = (cx, last + gap)
            panel(surface, box, (16, 30, 26, 235), ACCENT, 10)
            text(surface, note, box.center, max(12, int(17 * s)), ACCENT, anchor="center", max_width=box.width - 16)
        if self.confirm is not None:
            shade(surface, 150)
            box = pygame.Rect(0, 0, int(420 * s), int(150 * s))
            box.center = (cx, h // 2)
            panel(surface, box, (16, 30, 26, 245), ACCENT, 14)
            text(surface, "Quit Auction Parlour?", (cx, box.top + int(22 * s)), int(24 * s), ACCENT, True,
                 anchor="midtop", serif=True)
            for k, b in enumerate(self.confirm):
                b.rect = pygame.Rect(0, 0, int(170 * s), int(44 * s))
                b.rect.midbottom = (cx + (k * 2 - 1) * int(95 * s), box.bottom - int(18 * s))
                b.draw(surface, int(18 * s))
