"""Statistics: for each game and table size, a player's games, wins, win share, best and mean
score, current and best streak, results against each bot level, and a small chart of the last
30 results. Computed from the finished-game records (see game/records.py)."""
from __future__ import annotations

import pygame

from game import records
from rules import GAME_IDS, get_game

from .base import Scene
from .widgets import (ACCENT, GOLD, INK, INK_DIM, Button, felt, handle_buttons, layout_row, panel, scroll_step, text,
                      ui_scale)

WIN = (120, 200, 130)
LOSS = (200, 110, 100)


class StatisticsScene(Scene):
    def __init__(self, app, folder: str | None = None):
        super().__init__(app)
        from game import profiles
        self.rows = records.scan(folder)
        self.profiles = profiles.names()
        self.people = records.players_seen(self.rows, self.profiles)
        self.who = 0
        self.scroll = 0
        self.buttons = [Button("Back", self.app.pop, "Esc")]
        if len(self.people) > 1:
            self.buttons.insert(0, Button("Next player", self.next_player, "P"))
        self.damaged = sum(1 for r in self.rows if not r.ok)

    @property
    def player(self):
        return self.people[self.who] if self.people else None

    def next_player(self) -> None:
        if self.people:
            self.who = (self.who + 1) % len(self.people)
            self.scroll = 0

    def lines(self) -> list:
        if self.player is None:
            return []
        stats = records.statistics(self.rows, self.player, self.profiles)
        order = {g: i for i, g in enumerate(GAME_IDS)}
        return [stats[k] for k in sorted(stats, key=lambda k: (order.get(k[0], 99), k[1]))]

    def handle(self, ev) -> None:
        if handle_buttons(self.buttons, ev):
            return
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.pop()
            elif ev.key == pygame.K_p:
                self.next_player()
        if scroll_step(ev):
            self.scroll = max(0, self.scroll + scroll_step(ev))
            return

    def draw_chart(self, surface, rect: pygame.Rect, recent: list) -> None:
        """The last results as bars: height = score against the best of them, green a win."""
        panel(surface, rect, (8, 16, 14, 200), (60, 80, 70), 6)
        if not recent:
            return
        top = max(1, max(abs(s) for s, _ in recent))
        n = 30
        bw = max(2, (rect.width - 8) // n)
        base = rect.bottom - 4
        for i, (score, won) in enumerate(recent):
            bh = max(2, int((rect.height - 10) * max(0, score) / top))
            x = rect.left + 4 + (n - len(recent) + i) * bw
            pygame.draw.rect(surface, WIN if won else LOSS, (x, base - bh, bw - 1, bh))

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        s, px = ui_scale(surface)
        text(surface, "Statistics", (w // 2, px(18)), px(40), ACCENT, True, anchor="midtop", serif=True, shadow=True)
        sub = (f"{records.player_name(self.player, self.profiles)} · from {sum(1 for r in self.rows if r.ok)} finished games"
               if self.player else "No finished games with a human player yet.")
        if self.damaged:
            sub += f" · {self.damaged} damaged record{'s' if self.damaged > 1 else ''} left out"
        text(surface, sub, (w // 2, px(70)), px(16), INK_DIM, anchor="midtop", max_width=w - px(60))
        lines = self.lines()
        box = pygame.Rect(px(30), px(100), w - px(60), h - px(100) - px(80))
        panel(surface, box, (10, 20, 17, 225), (90, 110, 96), 12)
        cols = (0.0, 0.22, 0.30, 0.37, 0.45, 0.52, 0.60, 0.70, 0.79)
        heads = ("Game", "Played", "Won", "Share", "Best", "Mean", "Streak", "Against bots", "Last 30")
        inner = box.width - px(28)
        x0 = box.left + px(14)
        for c, label in zip(cols, heads):
            text(surface, label, (x0 + int(c * inner), box.top + px(10)), px(14), ACCENT, True)
        rh = px(44)
        fit = max(1, (box.height - px(44)) // rh)
        self.scroll = min(self.scroll, max(0, len(lines) - fit))
        y = box.top + px(40)
        for ln in lines[self.scroll:self.scroll + fit]:
            cy = y + rh // 2

            def cell(k, s, color=INK, bold=False, size=15):
                right = cols[k + 1] if k + 1 < len(cols) else 1.0
                text(surface, s, (x0 + int(cols[k] * inner), cy), px(size), color, bold, anchor="midleft",
                     max_width=int((right - cols[k]) * inner) - px(8))
            cell(0, f"{get_game(ln.game).title}, {ln.players}p", INK, True)
            cell(1, str(ln.played))
            cell(2, str(ln.won))
            cell(3, f"{100 * ln.share:.0f}%", GOLD, True)
            cell(4, str(ln.best))
            cell(5, f"{ln.mean:.1f}")
            cell(6, f"{ln.streak} (best {ln.best_streak})")
            vs = "  ".join(f"{lv} {won}/{played}" for lv, (played, won) in sorted(ln.vs.items())) or "–"
            cell(7, vs, INK_DIM, size=13)
            chart = pygame.Rect(x0 + int(cols[8] * inner), y + px(6), int((1 - cols[8]) * inner), rh - px(12))
            self.draw_chart(surface, chart, ln.recent)
            pygame.draw.line(surface, (40, 60, 50), (box.left + px(8), y + rh), (box.right - px(8), y + rh))
            y += rh
        if len(lines) > fit:
            text(surface, "wheel or ↑↓ for more", (box.centerx, box.bottom - px(6)), px(12), INK_DIM,
                 anchor="midbottom")
        text(surface, "green: a win · red: a loss · height: the score", (px(30), h - px(40)), px(13), INK_DIM,
             anchor="midleft")
        layout_row(self.buttons, w - px(30), h - px(40), px(46), px(18))
        for b in self.buttons:
            b.draw(surface, px(18))

