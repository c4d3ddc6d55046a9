"""Suit icons: the six Decktet symbols (assets/suits/*.svg) and the four standard suits."""
from __future__ import annotations

import pygame

from game.assets import asset_path
import game.art.base as B
from game.art.palette import (STD_BLACK, STD_BLUE, STD_GREEN, STD_RED, SUIT_COLORS)

DECKTET_SUITS = ("moons", "suns", "waves", "leaves", "wyrms", "knots")
STANDARD = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
STANDARD_NAMES = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C",
                  "spade": "S", "heart": "H", "diamond": "D", "club": "C"}

_ICONS: dict = {}
_ICON_LIMIT = 256


def clear() -> None:
    _ICONS.clear()


def _std_letter(suit: str):
    s = suit.strip()
    if s.upper() in STANDARD:
        return s.upper()
    return STANDARD_NAMES.get(s.lower())


def std_color(letter: str, four: bool = False):
    if four:
        return {"S": STD_BLACK, "H": STD_RED, "D": STD_BLUE, "C": STD_GREEN}[letter]
    return STD_RED if letter in ("H", "D") else STD_BLACK


def suit_color(suit: str):
    """(r, g, b) of a suit: Decktet suits by name; standard suits by letter or name."""
    s = suit.lower()
    if s in SUIT_COLORS:
        return SUIT_COLORS[s]
    letter = _std_letter(suit)
    if letter:
        return std_color(letter, B.four_colour())
    raise KeyError(f"Unknown suit {suit!r}")


def suit_icon(suit: str, size) -> pygame.Surface:
    """A square SRCALPHA icon of the suit ``size`` px across (cached)."""
    px = max(4, int(round(size)))
    s = suit.lower()
    four = False
    if s not in SUIT_COLORS:
        letter = _std_letter(suit)
        if not letter:
            raise KeyError(f"Unknown suit {suit!r}")
        four = B.four_colour()
        s = letter
    key = (s, px, four)
    surf = _ICONS.get(key)
    if surf is None:
        if s in SUIT_COLORS:
            surf = pygame.image.load_sized_svg(asset_path("suits", f"{s}.svg"), (px, px))
            if surf.get_size() != (px, px) or not surf.get_flags() & pygame.SRCALPHA:
                out = pygame.Surface((px, px), pygame.SRCALPHA)
                out.blit(surf, surf.get_rect(center=(px // 2, px // 2)))
                surf = out
        else:
            glyph = B.text_surface(STANDARD[s], px * 1.15, std_color(s, four), bold=False)
            box = B.glyph_box(glyph)
            out = pygame.Surface((px, px), pygame.SRCALPHA)
            scale = min(px / max(1, box.w), px / max(1, box.h), 1.0)
            crop = glyph.subsurface(box).copy()
            if scale < 1.0:
                crop = pygame.transform.smoothscale(
                    crop, (max(1, int(box.w * scale)), max(1, int(box.h * scale))))
            out.blit(crop, crop.get_rect(center=(px / 2, px / 2)))
            surf = out
        surf = B.finish(surf)
        if len(_ICONS) >= _ICON_LIMIT:
            _ICONS.pop(next(iter(_ICONS)))
        _ICONS[key] = surf
    return surf
