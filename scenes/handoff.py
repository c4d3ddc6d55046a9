"""The hot-seat curtain: covers the whole screen before a human sees private information."""
from __future__ import annotations

import pygame

from game import sound

from .base import Scene
from .widgets import ACCENT, INK, INK_DIM, felt, shade, text, ui_scale


class HandoffScene(Scene):
    overlay = False      # opaque: nothing of the table shows through

    def __init__(self, app, name: str, on_ready, note: str = "", table=None):
        super().__init__(app)
        self.name, self.on_ready, self.note = name, on_ready, note
        self.table = table      # the table behind the curtain: its pause menu is that table's

    def ready(self) -> None:
        self.app.pop()
        sound.play("click")
        self.on_ready()

    def handle(self, ev) -> None:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.ready()
        elif ev.type == pygame.KEYDOWN and ev.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.ready()
        elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            # pause is reachable behind the curtain without revealing anything, and it is the
            # table's own menu ("Undo: on" stood in a hot-seat game that has none: a newcomer)
            self.app.push("pause", self.table)

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        shade(surface, 120)
        s, _ = ui_scale(surface)
        text(surface, f"Pass to {self.name}", (w // 2, h // 2 - int(40 * s)), int(48 * s), ACCENT, True,
             anchor="center", serif=True, shadow=True)
        text(surface, f"Everyone else, look away. {self.name}: click or press Space when you are ready.",
             (w // 2, h // 2 + int(20 * s)), int(20 * s), INK, anchor="center")
        if self.note:
            text(surface, self.note, (w // 2, h // 2 + int(56 * s)), int(16 * s), INK_DIM, anchor="center")
