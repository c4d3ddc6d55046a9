"""A kept layer: a screen's still parts composed once into a surface of their own and kept
while nothing they show changes; each frame costs one blit, plus whatever moves over it.

What the still parts show is summed up in a key: when it differs from the key the layer was
composed for (or the window changed size) the layer is composed again. ``ui_state`` sums up
a table's own UI state for that key: every plain attribute (selections, cursors, open
panels) without each table having to list them.
"""
from __future__ import annotations

import pygame


class KeptLayer:
    def __init__(self):
        self.surface = None           # the composed still parts
        self.key = None               # what they show (None: compose again)

    def forget(self) -> None:
        """Compose again at the next draw."""
        self.key = None

    def draw(self, surface, key, compose, on_new_size=None) -> None:
        """Onto ``surface``: the kept layer, composed again first (``compose(layer)``) if ``key``
        differs from the one it was composed for; ``on_new_size()`` runs before composing at a
        new size (to prepare what is drawn once per size)."""
        kept = self.surface
        if kept is None or kept.get_size() != surface.get_size() or key != self.key:
            if kept is None or kept.get_size() != surface.get_size():
                kept = self.surface = pygame.Surface(surface.get_size()).convert() if pygame.display.get_surface() \
                    else pygame.Surface(surface.get_size())
                if on_new_size is not None:
                    on_new_size()
            compose(kept)
            self.key = key
        surface.blit(kept, (0, 0))


def ui_state(v, skip=frozenset(), depth: int = 0):
    """A hashable summary of UI state: plain values as they are, containers and small objects
    looked into (two levels), anything else by identity; names in ``skip`` and names that
    start with "_" are left out at the top."""
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    if depth > 3:
        return ("id", id(v))
    if isinstance(v, dict):
        return tuple((k, ui_state(x, (), depth + 1)) for k, x in v.items()
                     if k not in skip and not str(k).startswith("_"))
    if isinstance(v, (list, tuple, set, frozenset)):
        items = sorted(v, key=repr) if isinstance(v, (set, frozenset)) else v
        return tuple(ui_state(x, (), depth + 1) for x in items)
    if isinstance(v, pygame.Rect):
        return tuple(v)
    if hasattr(v, "__dict__") and not callable(v) and not isinstance(v, type) and depth < 2:
        return (type(v).__name__, ui_state(vars(v), (), depth + 1))
    return ("id", id(v))


__all__ = ["KeptLayer", "ui_state"]
