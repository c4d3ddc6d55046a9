"""Table anchors from Tiled maps (assets/tables/<game>_<n>p.tmx), scaled to the window.

The maps are drawn for 1280x720. Any window shape is filled, with no letterbox: positions
follow the window's width and height separately, regions (seats, panels, bars, the ring,
tracks) stretch with them, and things with a shape of their own (cards, piles, bid stacks)
keep their proportions at the uniform scale ``min(width/1280, height/720)``, centred where
their anchor lands. Lengths from the design (``px``) use that uniform scale too.

With the log hidden (L), regions that lie beside the log's column and end at its edge (your
own seat, the prompt bar) take over the column.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from .assets import asset_path

BASE_W, BASE_H = 1280, 720
STRETCH = frozenset({"area", "bar", "panel", "ring", "seat", "track"})   # regions that fill the window


@lru_cache(maxsize=16)
def load_anchors(game_id: str, players: int) -> tuple:
    """``((name, kind, (x, y, w, h)), …)`` in map pixels, read with pytmx (headless, no images)."""
    import pytmx

    from .games import entry
    tm = pytmx.TiledMap(asset_path(*entry(game_id).layout(players)))
    out = []
    for obj in tm.objects:
        kind = obj.type or getattr(obj, "class", None) or ""
        out.append((obj.name, kind, (float(obj.x), float(obj.y), float(obj.width), float(obj.height))))
    return tuple(out), (tm.width * tm.tilewidth, tm.height * tm.tileheight)


class Layout:
    """Anchors scaled to a window size. ``rect(name)`` -> pygame.Rect in window pixels."""

    def __init__(self, game_id: str, players: int, size: tuple, log_open: bool = True):
        anchors, base = load_anchors(game_id, players)
        self.base_w, self.base_h = base
        self._anchors = {name: (kind, box) for name, kind, box in anchors}
        self.log_open = True
        self._boxes = dict(self._anchors)
        self.set_log(log_open)
        self.resize(size)

    def resize(self, size: tuple) -> None:
        w, h = size
        self.size = (w, h)
        self.sx, self.sy = w / self.base_w, h / self.base_h
        self.scale = min(self.sx, self.sy)
        self.ox = self.oy = 0

    def set_log(self, open_: bool) -> None:
        """Show or hide the log's column: hidden, the regions beside it that end at its edge
        widen into it."""
        self.log_open = bool(open_)
        self._boxes = dict(self._anchors)
        if self.log_open or "log" not in self._anchors:
            return
        lx, ly, lw, lh = self._anchors["log"][1]
        for name, (kind, (x, y, w, h)) in self._anchors.items():
            if name != "log" and kind in STRETCH and y >= ly - 1 and lx - 48 <= x + w <= lx:
                self._boxes[name] = (kind, (x, y, lx + lw - x, h))

    def names(self) -> list:
        return list(self._anchors)

    def kind(self, name: str) -> str:
        return self._anchors[name][0]

    def has(self, name: str) -> bool:
        return name in self._anchors

    def rect(self, name: str) -> pygame.Rect:
        kind, (x, y, w, h) = self._boxes[name]
        sx, sy, s = self.sx, self.sy, self.scale
        if kind in STRETCH:
            left, top = round(x * sx), round(y * sy)
            return pygame.Rect(left, top, round((x + w) * sx) - left, round((y + h) * sy) - top)
        cw, ch = round(w * s), round(h * s)
        return pygame.Rect(round((x + w / 2) * sx - cw / 2), round((y + h / 2) * sy - ch / 2), cw, ch)

    def px(self, v: float) -> int:
        """A length from the 1280x720 design, in window pixels."""
        return max(1, round(v * self.scale))

    def point(self, x: float, y: float) -> tuple:
        return (round(x * self.sx), round(y * self.sy))
