"""Table anchors from Tiled maps (assets/tables/<game>_<n>p.tmx), scaled to the window.

The maps are drawn for 1280x720; the layout keeps their proportions, scaling uniformly and
centring (letterbox) so a resized window (down to 960x540) shows the same table.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from .assets import asset_path

BASE_W, BASE_H = 1280, 720


@lru_cache(maxsize=16)
def load_anchors(game_id: str, players: int) -> tuple:
    """``((name, kind, (x, y, w, h)), …)`` in map pixels, read with pytmx (headless, no images)."""
    import pytmx

    tm = pytmx.TiledMap(asset_path("tables", f"{game_id}_{players}p.tmx"))
    out = []
    for obj in tm.objects:
        kind = obj.type or getattr(obj, "class", None) or ""
        out.append((obj.name, kind, (float(obj.x), float(obj.y), float(obj.width), float(obj.height))))
    return tuple(out), (tm.width * tm.tilewidth, tm.height * tm.tileheight)


class Layout:
    """Anchors scaled to a window size. ``rect(name)`` -> pygame.Rect in window pixels."""

    def __init__(self, game_id: str, players: int, size: tuple):
        anchors, base = load_anchors(game_id, players)
        self.base_w, self.base_h = base
        self._anchors = {name: (kind, box) for name, kind, box in anchors}
        self.resize(size)

    def resize(self, size: tuple) -> None:
        w, h = size
        self.size = (w, h)
        self.scale = min(w / self.base_w, h / self.base_h)
        self.ox = (w - self.base_w * self.scale) / 2
        self.oy = (h - self.base_h * self.scale) / 2

    def names(self) -> list:
        return list(self._anchors)

    def kind(self, name: str) -> str:
        return self._anchors[name][0]

    def has(self, name: str) -> bool:
        return name in self._anchors

    def rect(self, name: str) -> pygame.Rect:
        x, y, w, h = self._anchors[name][1]
        s = self.scale
        return pygame.Rect(round(self.ox + x * s), round(self.oy + y * s), round(w * s), round(h * s))

    def px(self, v: float) -> int:
        """A length from the 1280x720 design, in window pixels."""
        return max(1, round(v * self.scale))

    def point(self, x: float, y: float) -> tuple:
        return (round(self.ox + x * self.scale), round(self.oy + y * self.scale))
