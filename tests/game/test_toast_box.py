"""A toast's box hides what lies under it."""
from __future__ import annotations

import pygame
import pytest

from game.draw import draw_toast


@pytest.mark.parametrize("problem", [False, True])
def test_nothing_under_a_toast_shows_through_it(problem):
    """"The undo toast is see-through over the log text" (a newcomer)."""
    seen = []
    for bg in ((0, 0, 0), (255, 255, 255)):
        s = pygame.Surface((640, 360))
        s.fill(bg)
        box = draw_toast(s, "Undone: your last move is taken back.", "bottom", problem=problem)
        seen.append([tuple(s.get_at((box.right - 12, y)))[:3] for y in range(box.top + 8, box.bottom - 8)])
    assert seen[0] == seen[1]
