"""Statistics: for each game and table size, a player's games, wins, win share, best and mean
score, current and best streak, results against each bot level, and a small chart of the last
30 results. Computed from the finished-game records (see game/records.py)."""
from __future__ import annotations

import pygame

from game import records
from game.words import count
from game.assets import font
from rules import GAME_IDS, get_game

from .base import Scene
from .widgets import (ACCENT, GOLD, INK, INK_DIM, Button, felt, handle_buttons, layout_row, panel, scroll_step, text,
                      ui_scale)

HEADS = ("Game", "Played", "Won", "Share", "Best", "Mean", "Streak", "Against bots", "Last 30")
CELL_STYLE = ((15, True), (15, False), (15, False), (15, True), (15, False), (15, False), (15, False), (13, False),
              (15, False))         # (size, bold) of each column's cells
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

    def cells(self, ln) -> list:
        """The texts of one row, column by column (the chart column has none)."""
        vs = "  ".join(f"{lv} {won}/{played}" for lv, (played, won) in sorted(ln.vs.items())) or "–"
        return [f"{get_game(ln.game).title}, {ln.players}p", str(ln.played), str(ln.won),
                f"{100 * ln.share:.0f}%", str(ln.best), f"{ln.mean:.1f}",
                f"{ln.streak} (best {ln.best_streak})", vs, ""]

    def columns(self, inner: int, px, lines: list) -> list:
        """``[(x, width, header lines)]``: each column as wide as its header and its widest
        cell, the chart taking what is left. When the window is too narrow for that, the
        long headers break between words and the chart and the game names give way, so no
        header is ever cut."""
        hs, gap = px(14), px(14)
        rows = [self.cells(ln) for ln in lines]
        need = []
        for c, label in enumerate(HEADS):
            wd = font(hs, True).size(label)[0]
            for r in rows:
                size, bold = CELL_STYLE[c]
                wd = max(wd, font(px(size), bold).size(r[c])[0])
            need.append(wd)
        need[-1] = max(need[-1], px(90))                  # the chart: 30 bars of 3 px at least
        heads = [[label] for label in HEADS]
        over = sum(need) + gap * (len(need) - 1) - inner
        if over > 0:                                      # too narrow: long headers break between words
            for c, label in enumerate(HEADS):
                if " " in label and c != len(HEADS) - 1:
                    words = label.split()
                    narrow = max(font(hs, True).size(w)[0] for w in words)
                    cell = max([font(px(CELL_STYLE[c][0]), CELL_STYLE[c][1]).size(r[c])[0] for r in rows] + [0])
                    new = max(narrow, cell) if c != 0 else need[c]
                    if new < need[c]:
                        over -= need[c] - new
                        need[c] = new
                        heads[c] = words
        if over > 0:                                      # still too narrow: the game names shorten
            need[0] = max(font(hs, True).size(HEADS[0])[0], need[0] - over)
        spare = inner - (sum(need) + gap * (len(need) - 1))
        if spare > 0:
            need[-1] += spare
        out, x = [], 0
        for wd, head in zip(need, heads):
            out.append((x, wd, head))
            x += wd + gap
        return out

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        s, px = ui_scale(surface)
        text(surface, "Statistics", (w // 2, px(18)), px(40), ACCENT, True, anchor="midtop", serif=True, shadow=True)
        sub = (f"{records.player_name(self.player, self.profiles)} · from {count(sum(1 for r in self.rows if r.ok), 'finished game')}"
               if self.player else "No finished games with a human player yet.")
        if self.damaged:
            sub += f" · {self.damaged} damaged record{'s' if self.damaged > 1 else ''} left out"
        text(surface, sub, (w // 2, px(70)), px(16), INK_DIM, anchor="midtop", max_width=w - px(60))
        lines = self.lines()
        box = pygame.Rect(px(30), px(100), w - px(60), h - px(100) - px(80))
        panel(surface, box, (10, 20, 17, 225), (90, 110, 96), 12)
        inner = box.width - px(28)
        x0 = box.left + px(14)
        cols = self.columns(inner, px, lines)
        hl = font(px(14), True).get_linesize()
        head_h = max(len(head) for _, _, head in cols) * hl
        for cx, _, head in cols:
            for k, part in enumerate(head):
                text(surface, part, (x0 + cx, box.top + px(10) + k * hl), px(14), ACCENT, True)
        rh = px(44)
        top = box.top + px(10) + head_h + px(8)
        pygame.draw.line(surface, (70, 92, 80), (box.left + px(8), top - px(4)), (box.right - px(8), top - px(4)))
        fit = max(1, (box.bottom - px(8) - top) // rh)
        self.scroll = min(self.scroll, max(0, len(lines) - fit))
        y = top
        colors = (INK, INK, INK, GOLD, INK, INK, INK, INK_DIM)
        for ln in lines[self.scroll:self.scroll + fit]:
            cy = y + rh // 2
            for k, value in enumerate(self.cells(ln)[:-1]):
                cx, cw, _ = cols[k]
                size, bold = CELL_STYLE[k]
                text(surface, value, (x0 + cx, cy), px(size), colors[k], bold, anchor="midleft", max_width=cw)
            cx, cw, _ = cols[-1]
            chart = pygame.Rect(x0 + cx, y + px(6), cw, rh - px(12))
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
