"""Rules help: each game's rules in our own words and every ruling, scrollable."""
from __future__ import annotations

import os
import re

import pygame

from game.assets import asset_path, font
from rules import GAME_IDS, get_game

from .base import Scene
from .widgets import ACCENT, INK, INK_DIM, felt, panel, text, wrap, ui_scale


_CODES = re.compile(r"\s*\*{0,2}\((?:(?:SF|BA|MF|AU)\d+(?:\s*[–-]\s*(?:SF|BA|MF|AU)?\d+)?(?:,\s*)?)+\)\*{0,2}")
_DEV = re.compile(r"`?\b(?:rules|game|tools|scenes|tests)/[\w/.-]+`?|\bseed \d{3}\b")


def for_players(line: str):
    """A line of a rules document as a player should read it, or None to leave it out: no
    ruling codes ("(BA4)"), no source paths, no markdown emphasis marks."""
    if _DEV.search(line) and ("Engine" in line or ".py" in line):
        return None
    line = re.sub(r"\s*[Cc]ard ids? (?:are|is|follow)[^.]*\.", "", line)
    line = re.sub(r"\bn(\d+)a(\d)s(\d)\b", lambda m: f"{m.group(1)} {m.group(2)}▲ {m.group(3)}★", line)
    line = _CODES.sub("", line)
    line = _DEV.sub("", line)
    line = line.replace("**", "").replace("`", "")
    line = re.sub(r"(?<![\w*])\*(?!\s)([^*]+?)\*(?!\w)", r"\1", line)
    return line


def rules_path(game_id: str) -> str:
    """The game's rules page (its registration names it), under assets/."""
    from game.games import entry
    return asset_path(*entry(game_id).rules_page)


def load_rules_text(game_id: str) -> str:
    path = rules_path(game_id)
    if not os.path.exists(path):
        return f"# {game_id}\n\nThe rules for this game are not written yet."
    with open(path, encoding="utf-8") as fh:
        return fh.read()


class HelpScene(Scene):
    overlay = False

    def __init__(self, app, game_id=None):
        super().__init__(app)
        self.games = [g for g in GAME_IDS if os.path.exists(rules_path(g))] or list(GAME_IDS[:1])
        self.index = self.games.index(game_id) if game_id in self.games else 0
        self.scroll = 0
        self.lines = []
        self.tabs = []
        self.width = None

    @property
    def game_id(self) -> str:
        return self.games[self.index]

    def layout_lines(self, width: int, size: int) -> list:
        """The rules page as a player reads it: headings, paragraphs, bullets and tables drawn
        as tables; the developers' marks (ruling codes, source paths, markdown stars) left out."""
        out = []
        table: list = []

        def flush_table():
            if table:
                out.extend(self.table_lines(table, width, size))
                table.clear()

        for raw in load_rules_text(self.game_id).splitlines():
            s = for_players(raw.rstrip())
            if s is None:
                continue
            if s.lstrip().startswith("|"):
                cells = [c.strip() for c in s.strip().strip("|").split("|")]
                # a table of Me First cards: the row and column say number and arrows, show the stars
                cells = [re.sub(r"^\d+ \d▲ (\d)★$", r"\1★", c) for c in cells]
                if not all(re.fullmatch(r":?-{2,}:?", c) for c in cells if c):
                    table.append(cells)
                continue
            flush_table()
            if s.startswith("# "):
                out.append(("h1", s[2:]))
            elif s.startswith("## "):
                out.append(("gap", ""))
                out.append(("h2", s[3:]))
            elif s.startswith("### "):
                out.append(("h3", s[4:]))
            elif not s:
                out.append(("gap", ""))
            else:
                bullet = s.lstrip().startswith(("- ", "* "))
                body = s.lstrip()[2:] if bullet else s
                indent = 18 if bullet else 0
                for i, ln in enumerate(wrap(body, size, width - indent - 20)):
                    out.append(("bullet" if bullet and i == 0 else ("cont" if bullet else "p"), ln))
        flush_table()
        return out

    def table_lines(self, rows: list, width: int, size: int) -> list:
        """A markdown table as rows of cells at column positions (the first row is the header)."""
        n = max(len(r) for r in rows)
        rows = [r + [""] * (n - len(r)) for r in rows]
        f = font(size)
        widths = [max(f.size(r[c])[0] for r in rows) + 24 for c in range(n)]
        scale = min(1.0, (width - 20) / max(1, sum(widths)))
        xs, x = [], 0
        for wd in widths:
            xs.append(int(x))
            x += wd * scale
        out = [("gap", "")]
        for i, r in enumerate(rows):
            out.append(("thead" if i == 0 else "trow", list(zip(xs, r, [int(wd * scale) for wd in widths]))))
        out.append(("gap", ""))
        return out

    def handle(self, ev) -> None:
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_q):
                self.app.pop()
            elif ev.key in (pygame.K_DOWN, pygame.K_j):
                self.scroll += 3
            elif ev.key in (pygame.K_UP, pygame.K_k):
                self.scroll -= 3
            elif ev.key == pygame.K_PAGEDOWN or ev.key == pygame.K_SPACE:
                self.scroll += 20
            elif ev.key == pygame.K_PAGEUP:
                self.scroll -= 20
            elif ev.key in (pygame.K_TAB, pygame.K_RIGHT):
                self.index = (self.index + 1) % len(self.games)
                self.scroll = 0
                self.width = None
            elif ev.key == pygame.K_LEFT:
                self.index = (self.index - 1) % len(self.games)
                self.scroll = 0
                self.width = None
        elif ev.type == pygame.MOUSEWHEEL:
            self.scroll -= ev.y * 3
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            for rect, i in self.tabs:
                if rect.collidepoint(ev.pos):
                    self.index, self.scroll, self.width = i, 0, None
                    return
        self.scroll = max(0, self.scroll)

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        s, _ = ui_scale(surface)
        box = pygame.Rect(int(40 * s), int(70 * s), w - int(80 * s), h - int(110 * s))
        panel(surface, box, (14, 26, 22, 235), (120, 140, 110), 12)
        size = max(13, int(17 * s))
        if self.width != (box.width, size):
            self.lines = self.layout_lines(box.width - int(40 * s), size)
            self.width = (box.width, size)
        # tabs
        self.tabs = []
        x = box.left
        for i, g in enumerate(self.games):
            label = get_game(g).title
            tw = font(max(12, int(17 * s)), True).size(label)[0] + int(28 * s)
            r = pygame.Rect(x, int(20 * s), tw, int(40 * s))
            panel(surface, r, (60, 90, 70, 240) if i == self.index else (20, 36, 30, 220), ACCENT if i == self.index else None, 8)
            text(surface, label, r.center, max(12, int(17 * s)), INK if i == self.index else INK_DIM, True, anchor="center")
            self.tabs.append((r, i))
            x += tw + int(8 * s)
        text(surface, "Esc back · ↑↓ / wheel scroll · Tab next game", (w - int(40 * s), int(40 * s)), max(11, int(14 * s)),
             INK_DIM, anchor="midright")
        lh = font(size).get_linesize()
        visible = (box.height - int(30 * s)) // lh
        self.scroll = min(self.scroll, max(0, len(self.lines) - visible))
        y = box.top + int(16 * s)
        left = box.left + int(20 * s)
        for kind, ln in self.lines[self.scroll:]:
            if y + lh > box.bottom - int(8 * s):
                break
            if kind == "h1":
                text(surface, ln, (left, y), size + 6, ACCENT, True, serif=True)
            elif kind == "h2":
                text(surface, ln, (left, y), size + 2, ACCENT, True)
            elif kind == "h3":
                text(surface, ln, (left, y), size, INK, True)
            elif kind == "bullet":
                text(surface, "•", (left + 2, y), size, ACCENT)
                text(surface, ln, (left + 18, y), size, INK)
            elif kind == "cont":
                text(surface, ln, (left + 18, y), size, INK)
            elif kind == "p":
                text(surface, ln, (left, y), size, INK)
            elif kind in ("thead", "trow"):
                if kind == "thead":
                    pygame.draw.line(surface, (120, 140, 110), (left, y + lh - 2), (box.right - int(24 * s), y + lh - 2))
                for cx, cell, cw in ln:
                    text(surface, cell, (left + cx, y), size, ACCENT if kind == "thead" else INK, kind == "thead",
                         max_width=max(10, cw - 8))
            y += lh if kind != "gap" else lh // 2
        if len(self.lines) > visible:
            frac = self.scroll / max(1, len(self.lines) - visible)
            bar = pygame.Rect(box.right - int(10 * s), box.top + 8 + int((box.height - 60) * frac), int(5 * s), 44)
            pygame.draw.rect(surface, ACCENT, bar, border_radius=3)
