"""Rules help: each game's rules page (``assets/rules/<game>.md``) in our own words, with
pictures of its cards and every ruling, scrollable.

The page is parsed and laid out by ``scenes/markdown_page.py`` (markdown-it-py, a real CommonMark
parser, chosen over mending the hand-written reader that missed emphasis over line ends, links
and tables): reflowed to the panel's width, emphasis in its own face, tables fitted to the
column, cards drawn by the game's own card renderer. The pages are written for players; this
screen shows them whole and filters nothing out."""
from __future__ import annotations

import os

import pygame

from game.assets import asset_path, font
from rules import GAME_IDS, get_game

from .base import Scene
from .markdown_page import layout
from .widgets import ACCENT, INK, INK_DIM, felt, panel, text, ui_scale


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
        self.scroll = 0             # pixels of the page scrolled past the top of the panel
        self.page = None            # the laid-out page (scenes.markdown_page.Page)
        self.page_key = None        # (game, width, size) it was laid out for
        self.view_h = 1
        self.line_h = 20
        self.tabs = []

    @property
    def game_id(self) -> str:
        return self.games[self.index]

    def layout_page(self, width: int, size: int):
        """The current game's page laid out ``width`` px wide (kept until the width, the text
        size or the game changes)."""
        key = (self.game_id, width, size)
        if self.page_key != key:
            self.page = layout(load_rules_text(self.game_id), width, size)
            self.page_key = key
        return self.page

    def show_game(self, index: int) -> None:
        self.index = index % len(self.games)
        self.scroll = 0

    def max_scroll(self) -> int:
        return max(0, (self.page.height if self.page else 0) - self.view_h)

    def handle(self, ev) -> None:
        lh = self.line_h
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_q):
                self.app.pop()
            elif ev.key in (pygame.K_DOWN, pygame.K_j):
                self.scroll += 3 * lh
            elif ev.key in (pygame.K_UP, pygame.K_k):
                self.scroll -= 3 * lh
            elif ev.key == pygame.K_PAGEDOWN or ev.key == pygame.K_SPACE:
                self.scroll += max(lh, self.view_h - 2 * lh)
            elif ev.key == pygame.K_PAGEUP:
                self.scroll -= max(lh, self.view_h - 2 * lh)
            elif ev.key == pygame.K_HOME:
                self.scroll = 0
            elif ev.key == pygame.K_END:
                self.scroll = self.max_scroll()
            elif ev.key in (pygame.K_TAB, pygame.K_RIGHT):
                self.show_game(self.index + 1)
            elif ev.key == pygame.K_LEFT:
                self.show_game(self.index - 1)
        elif ev.type == pygame.MOUSEWHEEL:
            self.scroll -= ev.y * 5 * lh        # five lines a notch (three read as slow: a newcomer)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            for rect, i in self.tabs:
                if rect.collidepoint(ev.pos):
                    self.show_game(i)
                    return
        self.scroll = max(0, min(self.scroll, self.max_scroll()) if self.page else self.scroll)

    def geometry(self, surface) -> tuple:
        """``(panel, text column, body size)`` for this window: the column at most about 60
        characters of body text wide, centred in the panel."""
        w, h = surface.get_size()
        s, _ = ui_scale(surface)
        box = pygame.Rect(int(40 * s), int(70 * s), w - int(80 * s), h - int(110 * s))
        size = max(13, int(17 * s))
        pad = int(24 * s)
        width = min(box.width - 2 * pad - int(16 * s), size * 60)
        col = pygame.Rect(0, box.top + int(14 * s), width, box.height - int(28 * s))
        col.centerx = box.centerx - int(4 * s)
        return box, col, size

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        s, _ = ui_scale(surface)
        box, col, size = self.geometry(surface)
        panel(surface, box, (14, 26, 22, 235), (120, 140, 110), 12)
        page = self.layout_page(col.width, size)
        self.view_h = col.height
        self.line_h = font(size).get_linesize()
        self.scroll = max(0, min(self.scroll, self.max_scroll()))
        # tabs
        self.tabs = []
        x = box.left
        tab_size = max(12, int(17 * s))
        for i, g in enumerate(self.games):
            label = get_game(g).title
            tw = font(tab_size, True).size(label)[0] + int(28 * s)
            r = pygame.Rect(x, int(20 * s), tw, int(40 * s))
            panel(surface, r, (60, 90, 70, 240) if i == self.index else (20, 36, 30, 220), ACCENT if i == self.index else None, 8)
            text(surface, label, r.center, tab_size, INK if i == self.index else INK_DIM, True, anchor="center")
            self.tabs.append((r, i))
            x += tw + int(8 * s)
        hint = "Esc back · ↑↓ wheel scroll · Tab next game"
        text(surface, hint, (w - int(40 * s), int(40 * s)), max(11, int(14 * s)), INK_DIM, anchor="midright",
             max_width=max(10, w - int(40 * s) - x - int(12 * s)))
        page.draw(surface, col.left, col.top, self.scroll, col)
        if page.height > col.height:
            track = pygame.Rect(box.right - int(14 * s), col.top, max(3, int(5 * s)), col.height)
            pygame.draw.rect(surface, (40, 60, 50), track, border_radius=3)
            bar_h = max(int(30 * s), col.height * col.height // page.height)
            frac = self.scroll / max(1, self.max_scroll())
            bar = pygame.Rect(track.left, track.top + int((track.height - bar_h) * frac), track.width, bar_h)
            pygame.draw.rect(surface, ACCENT, bar, border_radius=3)
