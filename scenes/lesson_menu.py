"""Learn to play: choose the game whose guided first game to take (a lesson left half way
resumes at its step; "from the start" begins it again)."""
from __future__ import annotations

import pygame

from game.lesson import LessonError, available, load_lesson, load_progress, mark_offered, start_lesson
from rules import get_game

from .base import Scene
from .widgets import ACCENT, INK_DIM, Button, handle_buttons, panel, shade, text, ui_scale


class LessonMenu(Scene):
    overlay = True

    def __init__(self, app):
        super().__init__(app)
        mark_offered()
        progress = load_progress()
        self.rows = []                  # (game id, main button, restart button or None, note)
        for k, gid in enumerate(available()):
            try:
                steps = len(load_lesson(gid).steps)
            except LessonError as exc:
                self.rows.append((gid, Button(get_game(gid).title, None, str(k + 1), enabled=False), None, str(exc)))
                continue
            at = progress["steps"].get(gid, 0)
            note = (f"resume at step {at + 1} of {steps}" if 0 < at < steps else
                    "done: take it again any time" if gid in progress["done"] else f"{steps} steps")
            main = Button(get_game(gid).title, lambda g=gid: self.start(g), str(k + 1), primary=True)
            again = Button("From the start", lambda g=gid: self.start(g, 0), "") if 0 < at < steps else None
            self.rows.append((gid, main, again, note))
        self.back = Button("Back", self.app.pop, "Esc")

    def start(self, game_id: str, step=None) -> None:
        try:
            start_lesson(self.app, game_id, step)
        except LessonError as exc:
            self.app.toast(str(exc), problem=True)

    def buttons(self) -> list:
        out = [self.back]
        for _, main, again, _ in self.rows:
            out += [main] + ([again] if again else [])
        return out

    def handle(self, ev) -> None:
        if handle_buttons(self.buttons(), ev):
            return
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.app.pop()
            elif pygame.K_1 <= ev.key <= pygame.K_9:
                k = ev.key - pygame.K_1
                if k < len(self.rows) and self.rows[k][1].enabled:
                    self.start(self.rows[k][0])

    def changed(self) -> bool:
        return self.shows_new((self.app.size, pygame.mouse.get_pos()))

    def draw(self, surface) -> None:
        s, px = ui_scale(surface)
        shade(surface, 150)
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, px(640), px(150) + px(66) * len(self.rows))
        box.center = (w // 2, h // 2)
        panel(surface, box, (16, 30, 26, 255), ACCENT, px(14), 2)
        text(surface, "Learn to play", (box.centerx, box.top + px(18)), max(18, px(28)), ACCENT, True,
             anchor="midtop", serif=True)
        text(surface, "A guided first game: each step says what to do and why.", (box.centerx, box.top + px(60)),
             max(12, px(16)), INK_DIM, anchor="midtop")
        y = box.top + px(96)
        for gid, main, again, note in self.rows:
            main.rect = pygame.Rect(box.left + px(24), y, px(270), px(48))
            main.draw(surface, max(12, px(18)))
            text(surface, note, (main.rect.right + px(16), y + px(6)), max(11, px(15)), INK_DIM,
                 max_width=box.right - main.rect.right - px(40))
            if again is not None:
                again.rect = pygame.Rect(main.rect.right + px(16), y + px(26), px(150), px(26))
                again.draw(surface, max(11, px(13)))
            y += px(66)
        self.back.rect = pygame.Rect(0, 0, px(140), px(40))
        self.back.rect.bottomright = (box.right - px(20), box.bottom - px(14))
        self.back.draw(surface, max(12, px(16)))


__all__ = ["LessonMenu"]
