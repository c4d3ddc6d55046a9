"""The application's own drawing primitives: a label (rendered once and kept), wrapped text,
a rounded panel, and the toast the app shows over every screen. The screens' widgets
(``scenes/widgets.py``) build on these; the app draws its toasts with them, needing no
screen."""
from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import pygame

from .assets import font

INK = (236, 230, 214)
PANEL = (18, 32, 28, 215)
PANEL_EDGE = (96, 120, 100)


_TEXT_CACHE: OrderedDict = OrderedDict()
TEXT_CACHE_SIZE = 1500


def rendered(s: str, size: int, color, bold=False, serif=False, shadow=False, max_width=None) -> tuple:
    """``(image, shadow image or None)`` of a label, rendered once and kept (a least recently
    used cache): a screen that draws the same labels every frame only blits them."""
    key = (s, size, tuple(color), bold, serif, shadow, max_width)
    hit = _TEXT_CACHE.get(key)
    if hit is not None:
        _TEXT_CACHE.move_to_end(key)
        return hit
    f = font(size, bold, serif)
    shown = s
    if max_width is not None and f.size(s)[0] > max_width:
        shown = shorten(s, f, max_width)
    img = f.render(shown, True, color)
    sh = None
    if shadow:
        sh = f.render(shown, True, (0, 0, 0))
        sh.set_alpha(150)
    _TEXT_CACHE[key] = (img, sh)
    if len(_TEXT_CACHE) > TEXT_CACHE_SIZE:
        _TEXT_CACHE.popitem(last=False)
    return img, sh


def text(surface, s: str, pos, size: int = 18, color=INK, bold=False, anchor="topleft", serif=False,
         shadow=False, max_width=None) -> pygame.Rect:
    img, sh = rendered(s, size, color, bold, serif, shadow, max_width)
    r = img.get_rect(**{anchor: pos})
    if sh is not None:
        surface.blit(sh, r.move(1, 2))
    surface.blit(img, r)
    return r


def fit_size(s: str, room: float, want: int, least: int = 9, bold: bool = False) -> int:
    """The largest size from ``want`` down to ``least`` at which ``s`` fits in ``room`` pixels."""
    size = want
    while size > least and font(size, bold).size(s)[0] > room:
        size -= 1
    return size


def shorten(s: str, f, max_width: int) -> str:
    """The longest start of ``s`` that fits ``max_width`` with an ellipsis (binary search:
    a few measurements, whatever the length)."""
    s = s[:400]
    lo, hi = 1, len(s)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(s[:mid] + "…")[0] <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return s[:lo] + "…"


def wrap(s: str, size: int, width: int, bold=False) -> list:
    """``s`` broken into lines no wider than ``width`` (a word too long for a line gets one
    of its own). Kept per text, size and width: the log wraps every entry again only when
    its panel changes width."""
    return list(_wrapped(s, size, width, bold))


def hanging(s: str, size: int, width: int, indent: int, bold=False) -> list:
    """``s`` wrapped with a hanging indent, as ``(x offset, line)``: the first line as wide as
    ``width``, the rest wrapped again ``indent`` narrower and set in by it, so no line is
    wider than ``width`` from the left edge (the log's entries, the round panel's long lines)."""
    first, *rest = wrap(s, size, width, bold)
    if not rest:
        return [(0, first)]
    return [(0, first)] + [(indent, ln) for ln in wrap(" ".join(rest), size, width - indent, bold)]


@lru_cache(maxsize=4096)
def _wrapped(s: str, size: int, width: int, bold: bool) -> tuple:
    f = font(size, bold)
    out = []
    for para in s.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            cand = w if not line else line + " " + w
            if f.size(cand)[0] <= width or not line:
                line = cand
            else:
                out.append(line)
                line = w
        out.append(line)
    return tuple(out)


def text_block(surface, s: str, rect: pygame.Rect, size=16, color=INK, bold=False, line_gap=3) -> int:
    """Wrapped text inside rect; returns the y below the last line."""
    y = rect.top
    h = font(size, bold).get_linesize()
    for line in wrap(s, size, rect.width, bold):
        if y + h > rect.bottom:
            break
        text(surface, line, (rect.left, y), size, color, bold)
        y += h + line_gap
    return y


@lru_cache(maxsize=256)
def _panel_fill(size: tuple, color: tuple, radius: int) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, color, s.get_rect(), border_radius=radius)
    return s


def panel(surface, rect: pygame.Rect, color=PANEL, edge=PANEL_EDGE, radius=10, width=1) -> None:
    if rect.width <= 0 or rect.height <= 0:
        return
    surface.blit(_panel_fill(tuple(rect.size), tuple(color), radius), rect.topleft)
    if edge:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)



def draw_toast(surface, message: str, where="bottom", problem: bool = False) -> pygame.Rect:
    """A message over the screen for a few seconds: at the bottom (title and menus keep
    their headings clear), at the top, at the foot of a column (``where`` a Rect: a table
    keeps its seats, its prompt, your cards and its status panel clear), or at a column's top
    (``where`` ``("top", rect)``)."""
    w, h = surface.get_size()
    at_top = isinstance(where, tuple) and len(where) == 2 and where[0] == "top"
    if at_top:
        where = pygame.Rect(where[1])
    width = min(800, w - 40) if not isinstance(where, pygame.Rect) else where.width
    lines = wrap(message, 16, width - 40)
    lh = font(16).get_linesize()
    box = pygame.Rect(0, 0, width, lh * len(lines) + 24)
    if at_top:                           # ("top", rect): at the top of a column
        box.midtop = where.midtop
    elif isinstance(where, pygame.Rect):
        box.midbottom = where.midbottom
    elif where == "top":
        box.midtop = (w // 2, 12)
    else:
        box.midbottom = (w // 2, h - 12)
    # a problem in red; news (an undo, a lesson learned) in the table's own colours: the red
    # read as an error to two newcomers
    # opaque: the log's words showed through it (a newcomer)
    if problem:
        panel(surface, box, (60, 24, 20, 255), (230, 140, 120))
    else:
        panel(surface, box, (16, 34, 28, 255), (230, 200, 120))
    y = box.top + 12
    for line in lines:
        text(surface, line, (box.left + 16, y), 16, INK)
        y += lh
    return box


__all__ = ["INK", "PANEL", "PANEL_EDGE", "rendered", "text", "shorten", "wrap", "hanging", "text_block", "panel",
           "draw_toast"]
