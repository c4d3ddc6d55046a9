"""Replays: every finished game, newest first, with its game, date, players, winner and your
score; filter by game (G or the tabs); open one (click, or ↑↓ and Enter). A damaged record is
listed with its reason and never stops the screen."""
from __future__ import annotations

import pygame

from game import records
from rules import GAME_IDS, get_game

from .base import Scene
from .widgets import ACCENT, GOLD, INK, INK_DIM, RED, Button, felt, handle_buttons, layout_row, panel, text, ui_scale


class ReplaysScene(Scene):
    def __init__(self, app, folder: str | None = None):
        super().__init__(app)
        self.folder = folder
        self.rows = records.scan(folder)
        self.filter = None                # a game id, or None for every game
        self.sel = 0
        self.scroll = 0
        self.row_rects: list = []         # (rect, index into shown)
        self.tab_rects: list = []         # (rect, game id or None)
        from game import profiles
        self.profiles = profiles.names()
        me = records.players_seen(self.rows, self.profiles)
        self.me = me[0] if me else None          # the player who played most (a profile id)
        self.buttons = [Button("Back", self.app.pop, "Esc"), Button("Open", self.open_selected, "Enter", primary=True)]

    @property
    def shown(self) -> list:
        return [r for r in self.rows if self.filter is None or r.game == self.filter]

    def games(self) -> list:
        present = {r.game for r in self.rows if r.ok}
        return [g for g in GAME_IDS if g in present]

    def cycle_filter(self) -> None:
        opts = [None] + self.games()
        self.filter = opts[(opts.index(self.filter) + 1) % len(opts)] if self.filter in opts else None
        self.sel, self.scroll = 0, 0

    def open_selected(self) -> None:
        shown = self.shown
        if not shown:
            return
        row = shown[min(self.sel, len(shown) - 1)]
        if not row.ok:
            self.app.toast(f"That record cannot be replayed: {row.error}", problem=True)
            return
        from game.saves import BrokenFile, load_record
        from scenes.registry import table_class
        try:
            rec = load_record(row.path)
        except BrokenFile as exc:
            self.app.toast(f"That record cannot be replayed: {exc.reason}", problem=True)
            self.rows = records.scan(self.folder)
            return
        if rec is None or table_class(rec["game"]) is None:
            self.app.toast("That game cannot be shown in the window yet.", problem=True)
            return
        self.app.push("replay", rec)

    def handle(self, ev) -> None:
        if handle_buttons(self.buttons, ev):
            return
        n = len(self.shown)
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.pop()
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.open_selected()
            elif ev.key == pygame.K_DOWN and n:
                self.sel = min(n - 1, self.sel + 1)
            elif ev.key == pygame.K_UP and n:
                self.sel = max(0, self.sel - 1)
            elif ev.key == pygame.K_g:
                self.cycle_filter()
        elif ev.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - ev.y)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            for r, gid in self.tab_rects:
                if r.collidepoint(ev.pos):
                    self.filter, self.sel, self.scroll = gid, 0, 0
                    return
            for r, i in self.row_rects:
                if r.collidepoint(ev.pos):
                    if i == self.sel:
                        self.open_selected()
                    self.sel = i
                    return

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        s, px = ui_scale(surface)
        text(surface, "Replays", (w // 2, px(18)), px(40), ACCENT, True, anchor="midtop", serif=True, shadow=True)
        # game filter tabs
        self.tab_rects = []
        x = px(30)
        for gid in [None] + self.games():
            label = "All games" if gid is None else get_game(gid).title
            tw = px(14) * 2 + int(len(label) * px(9))
            r = pygame.Rect(x, px(74), tw, px(32))
            on = gid == self.filter
            panel(surface, r, (40, 70, 56, 240) if on else (14, 26, 22, 220), ACCENT if on else (90, 110, 96), 8)
            text(surface, label, r.center, px(15), INK if on else INK_DIM, on, anchor="center")
            self.tab_rects.append((r, gid))
            x = r.right + px(8)
        text(surface, "G: next game", (w - px(30), px(90)), px(13), INK_DIM, anchor="midright")
        box = pygame.Rect(px(30), px(116), w - px(60), h - px(116) - px(80))
        panel(surface, box, (10, 20, 17, 225), (90, 110, 96), 12)
        shown = self.shown
        self.row_rects = []
        if not shown:
            msg = ("No finished games yet: play one and it appears here." if not self.rows
                   else "No finished games of this kind.")
            text(surface, msg, box.center, px(18), INK_DIM, anchor="center")
        rh = px(34)
        fit = max(1, (box.height - px(40)) // rh)
        self.sel = min(self.sel, max(0, len(shown) - 1))
        if self.sel < self.scroll:
            self.scroll = self.sel
        elif self.sel >= self.scroll + fit:
            self.scroll = self.sel - fit + 1
        self.scroll = min(self.scroll, max(0, len(shown) - fit))
        cols = (0.0, 0.16, 0.34, 0.74, 0.88)
        heads = ("Date", "Game", "Players", "Winner", "Your score")
        for c, label in zip(cols, heads):
            text(surface, label, (box.left + px(14) + int(c * (box.width - px(28))), box.top + px(10)), px(14),
                 ACCENT, True)
        y = box.top + px(38)
        inner = box.width - px(28)
        for i in range(self.scroll, min(len(shown), self.scroll + fit)):
            row = shown[i]
            r = pygame.Rect(box.left + px(6), y, box.width - px(12), rh - px(2))
            if i == self.sel:
                panel(surface, r, (40, 70, 56, 240), ACCENT, 6)
            self.row_rects.append((r, i))
            cy = r.centery
            x0 = box.left + px(14)

            def cell(k, s, color=INK, bold=False):
                right = cols[k + 1] if k + 1 < len(cols) else 1.0
                text(surface, s, (x0 + int(cols[k] * inner), cy), px(15), color, bold, anchor="midleft",
                     max_width=int((right - cols[k]) * inner) - px(10))
            cell(0, records.describe_when(row.when), INK_DIM)
            if not row.ok:
                cell(1, "damaged record", RED, True)
                text(surface, row.error or "", (x0 + int(cols[2] * inner), cy), px(14), INK_DIM, anchor="midleft",
                     max_width=int((1 - cols[2]) * inner))
            else:
                cell(1, get_game(row.game).title if row.game in GAME_IDS else row.game)
                who = ", ".join(n + ("" if k == "human" and row.counts_for(i) else " (a bot finished)"
                                     if k == "human" else f" ({k.split(':', 1)[1]})")
                                for i, (n, k) in enumerate(zip(row.names, row.kinds)))
                cell(2, who, INK)
                cell(3, " & ".join(row.names[i] for i in row.winners if i < len(row.names)) or "–", GOLD, True)
                mine = [row.scores[i] for i in row.humans()
                        if records.player_key(row, i, self.profiles) == self.me and i < len(row.scores)]
                cell(4, " / ".join(map(str, mine)) if mine else "–", INK)
            y += rh
        if len(shown) > fit:
            text(surface, f"{self.scroll + 1}–{min(len(shown), self.scroll + fit)} of {len(shown)} · wheel or ↑↓",
                 (box.centerx, box.bottom - px(6)), px(12), INK_DIM, anchor="midbottom")
        layout_row(self.buttons, w - px(30), h - px(40), px(46), px(18))
        for b in self.buttons:
            b.enabled = b.label != "Open" or bool(shown)
            b.draw(surface, px(18))
