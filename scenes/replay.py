"""Replay a record: the table as a spectator sees it, one recorded move at a time."""
from __future__ import annotations

import pygame

from game.match import ReplayMatch

from .registry import table_class


def ReplayScene(app, record):  # noqa: N802 - a scene factory
    m = ReplayMatch(record, bot_delay=max(0.3, app.settings.bot_delay))
    cls = table_class(m.game_id)
    if cls is None:
        raise ValueError(f"{m.game.title} has no table screen yet")

    class _Replay(cls):
        def handle(self, ev):
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_SPACE:
                self.match.paused = not self.match.paused
                return
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_RIGHT:
                self.match.paused = True
                self.timeline.skip()
                self.match.step_once()
                return
            super().handle(ev)

        def build_controls(self):
            self.buttons = []
            left = len(self.match.queue)
            state = "paused" if self.match.paused else "playing"
            return f"Replay ({state}): {left} moves to go · Space pause · → step · Esc menu"

    return _Replay(app, m, viewer=None)
