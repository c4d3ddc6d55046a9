"""Shared machinery for the card renderers: the bounded surface cache, SVG rasterising,
suit-symbol fragments, text blitting and card geometry.

Cards are composed as one small SVG document per (card, size) whose viewBox is the pixel
size itself, rasterised by ``pygame.image.load_sized_svg`` (anti-aliased vector shapes), then
text is blitted with the bundled DejaVu fonts (SVG <text> renders blank in pygame).
"""
from __future__ import annotations

import io
import re
from collections import OrderedDict

import pygame

from game.assets import asset_path, font
from game.art.palette import hexc, shade

CARD_RATIO = 88 / 63
CACHE_LIMIT = 600


# ---------------------------------------------------------------- cache
class LRU:
    """A small least-recently-used cache of surfaces (bounded by entry count)."""

    def __init__(self, limit: int = CACHE_LIMIT):
        self.limit = limit
        self.data: OrderedDict = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, key):
        try:
            value = self.data[key]
        except KeyError:
            self.misses += 1
            return None
        self.data.move_to_end(key)
        self.hits += 1
        return value

    def put(self, key, value):
        self.data[key] = value
        self.data.move_to_end(key)
        while len(self.data) > self.limit:
            self.data.popitem(last=False)
        return value

    def clear(self):
        self.data.clear()

    def __len__(self):
        return len(self.data)


CACHE = LRU()


SETTINGS = {"four_colour": True}   # the default of Settings.four_colour


def set_four_colour(on: bool) -> None:
    """Standard deck: spades black, hearts red, diamonds blue, clubs green when on."""
    SETTINGS["four_colour"] = bool(on)


def four_colour() -> bool:
    return SETTINGS["four_colour"]


def cached(key, make):
    value = CACHE.get(key)
    if value is None:
        value = CACHE.put(key, make())
    return value


def cached_turned(key: tuple, angle, make_upright):
    """The surface for ``key`` turned ``angle`` degrees, cached per (key, angle); a turned
    copy is rotated from the cached upright one, which ``make_upright()`` draws once."""
    a = norm_angle(angle)
    if not a:
        return cached(key + (0.0,), make_upright)
    return cached(key + (a,), lambda: rotated(cached(key + (0.0,), make_upright), a))


# ---------------------------------------------------------------- geometry
def card_size(width) -> tuple:
    """(w, h) of a card ``width`` pixels wide: poker proportions 63:88."""
    w = max(8, int(round(width)))
    return w, int(round(w * 88 / 63))


def norm_angle(angle) -> float:
    """Angles are cached in half-degree steps, in [0, 360)."""
    a = round(float(angle or 0.0) * 2) / 2 % 360.0
    return 0.0 if a == 360.0 else a


def corner_radius(w: int) -> float:
    return max(2.0, w * 0.06)


def finish(surf: pygame.Surface) -> pygame.Surface:
    """convert_alpha() when a display exists (faster blits); as is when headless."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        try:
            return surf.convert_alpha()
        except pygame.error:
            return surf
    return surf


def rotated(surf: pygame.Surface, angle: float) -> pygame.Surface:
    if not angle:
        return surf
    if angle in (90.0, 180.0, 270.0):
        return pygame.transform.rotate(surf, angle)
    return pygame.transform.rotozoom(surf, angle, 1.0)


# ---------------------------------------------------------------- svg
def render_svg(doc: str, size) -> pygame.Surface:
    w, h = int(size[0]), int(size[1])
    surf = pygame.image.load_sized_svg(io.BytesIO(doc.encode("utf-8")), (w, h))
    if surf.get_size() != (w, h):  # defensive: never hand back a wrong size
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        out.blit(surf, (0, 0))
        surf = out
    if not surf.get_flags() & pygame.SRCALPHA:
        surf = surf.convert_alpha() if pygame.display.get_surface() else _to_alpha(surf)
    return surf


def _to_alpha(surf):
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    return out


def svg_doc(w, h, body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" '
            f'height="{h}">{body}</svg>')


def rrect(x, y, w, h, r, fill="none", stroke="none", sw=0.0, extra="") -> str:
    return (f'<rect x="{x:.2f}" y="{y:.2f}" width="{w:.2f}" height="{h:.2f}" rx="{r:.2f}" '
            f'ry="{r:.2f}" fill="{fill}" stroke="{stroke}" stroke-width="{sw:.2f}" {extra}/>')


def poly(points, fill="none", stroke="none", sw=0.0, closed=True, extra="") -> str:
    d = "M " + " L ".join(f"{x:.2f} {y:.2f}" for x, y in points) + (" Z" if closed else "")
    return (f'<path d="{d}" fill="{fill}" stroke="{stroke}" stroke-width="{sw:.2f}" '
            f'stroke-linejoin="round" stroke-linecap="round" {extra}/>')


def circle(cx, cy, r, fill="none", stroke="none", sw=0.0, extra="") -> str:
    return (f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{r:.2f}" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{sw:.2f}" {extra}/>')


def card_blank(w, h, fill, border, border_w=None) -> str:
    """Rounded paper with a thin dark border, inset so the stroke stays inside the surface."""
    bw = border_w if border_w is not None else max(1.0, w * 0.012)
    r = corner_radius(w)
    return rrect(bw / 2, bw / 2, w - bw, h - bw, r, fill=hexc(fill), stroke=hexc(border), sw=bw)


# ---------------------------------------------------------------- suit fragments
_FRAGMENTS: dict = {}
_SVG_OPEN = re.compile(r"<svg[^>]*>", re.S)
_COMMENT = re.compile(r"<!--.*?-->", re.S)
_COLOR_ATTR = re.compile(r'(fill|stroke)="(#[0-9a-fA-F]{6})"')


def suit_fragment(suit: str) -> str:
    """Inner SVG of assets/suits/<suit>.svg (100x100 units), for inlining (no <use>)."""
    frag = _FRAGMENTS.get(suit)
    if frag is None:
        with open(asset_path("suits", f"{suit}.svg"), encoding="utf-8") as fh:
            text = fh.read()
        text = _COMMENT.sub("", text)
        m = _SVG_OPEN.search(text)
        end = text.rfind("</svg>")
        if not m or end < 0:
            raise ValueError(f"Suit symbol {suit!r} is not a well-formed SVG")
        frag = text[m.end():end].strip()
        _FRAGMENTS[suit] = frag
    return frag


def recolor(fragment: str, fill, stroke=None) -> str:
    """The fragment in one colour (fills) and a second for outlines: used for the card back."""
    stroke = stroke or fill

    def sub(m):
        return f'{m.group(1)}="{hexc(fill if m.group(1) == "fill" else stroke)}"'
    return _COLOR_ATTR.sub(sub, fragment)


def place_suit(suit: str, cx: float, cy: float, size: float, rotate: float = 0.0,
               fragment: str | None = None) -> str:
    s = size / 100.0
    rot = f" rotate({rotate:.1f} 50 50)" if rotate else ""
    frag = fragment if fragment is not None else suit_fragment(suit)
    return (f'<g transform="translate({cx - size / 2:.2f} {cy - size / 2:.2f}) '
            f'scale({s:.4f}){rot}">{frag}</g>')


# ---------------------------------------------------------------- text
def text_surface(text: str, size: float, color, bold=True, serif=False) -> pygame.Surface:
    f = font(max(6, int(round(size))), bold, serif)
    return f.render(text, True, color)


def fit_text(text: str, max_w: float, size: float, color, *, min_size=7, bold=True,
             serif=False) -> pygame.Surface:
    """Render ``text`` at ``size`` px, shrinking until it fits ``max_w``."""
    size = int(round(size))
    surf = text_surface(text, size, color, bold, serif)
    while surf.get_width() > max_w and size > min_size:
        size -= 1
        surf = text_surface(text, size, color, bold, serif)
    return surf


def blit_center(dest: pygame.Surface, src: pygame.Surface, cx: float, cy: float):
    dest.blit(src, (int(round(cx - src.get_width() / 2)), int(round(cy - src.get_height() / 2))))


def glyph_box(surf: pygame.Surface) -> pygame.Rect:
    """Tight box of the opaque pixels of a rendered glyph (fonts add ascent/descent space)."""
    r = surf.get_bounding_rect(min_alpha=40)
    return r if r.w and r.h else surf.get_rect()


def blit_glyph_center(dest, src, cx, cy):
    """Centre the inked part of ``src`` (not its line box) on (cx, cy)."""
    r = glyph_box(src)
    dest.blit(src, (int(round(cx - r.centerx)), int(round(cy - r.centery))))


def blit_glyph_topleft(dest, src, x, y):
    r = glyph_box(src)
    dest.blit(src, (int(round(x - r.x)), int(round(y - r.y))))
    return pygame.Rect(int(round(x)), int(round(y)), r.w, r.h)


def darken(rgb, k):
    return shade(rgb, k)
