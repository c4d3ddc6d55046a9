"""Card art: faces and backs of the three decks at any size, suit symbols, draw helpers.

Public API (used by the table scenes)::

    from game.art import card_face, card_back, card_size, suit_icon, draw_card, CARD_RATIO
    card_size(width) -> (w, h)                 # h = round(w * 88 / 63)
    card_face(deck, card_id, width, angle=0.0) -> Surface (SRCALPHA, cached)
    card_back(deck, width, angle=0.0) -> Surface (cached)
    draw_card(surface, deck, card_id_or_None, rect_or_center, *, width, angle=0,
              face_up=True, highlight=None, dim=False, shadow=True) -> Rect
    suit_icon(suit, size) -> Surface; suit_color(suit) -> (r, g, b)
    set_four_colour(bool); clear_cache()

Decks: "decktet" (ids from rules.decks.decktet), "standard" ("AS".."KC", "10S"), "mefirst"
("n{number}a{arrows}s{stars}"). Every surface is cached per (kind, deck, id, width, angle)
in one LRU of about 600 surfaces; angles are rounded to half degrees.
"""
from __future__ import annotations

import pygame

from game.art import base as _B
from game.art.base import CARD_RATIO, card_size
from game.art.palette import SUIT_COLORS
from game.art.suits import suit_color, suit_icon

__all__ = ["CARD_RATIO", "card_size", "card_face", "card_back", "draw_card", "suit_icon",
           "suit_color", "set_four_colour", "four_colour", "clear_cache", "DECKS",
           "SUIT_COLORS", "card_name"]

DECKS = ("decktet", "standard", "mefirst")
_SETTINGS = _B.SETTINGS      # kept in base, so the face and suit modules read it without importing this package
set_four_colour = _B.set_four_colour
four_colour = _B.four_colour


def clear_cache() -> None:
    """Forget every cached surface (e.g. after the window was resized or a setting changed)."""
    _B.CACHE.clear()
    from game.art import suits
    suits.clear()


def _check_deck(deck: str) -> str:
    if deck not in DECKS:
        raise ValueError(f"Unknown deck {deck!r}; expected one of {', '.join(DECKS)}")
    return deck


def _render_face(deck: str, card_id: str, w: int, h: int, four: bool) -> pygame.Surface:
    if deck == "decktet":
        from game.art import decktet_face
        return decktet_face.render(card_id, w, h)
    if deck == "standard":
        from game.art import standard_face
        return standard_face.render(card_id, w, h, four)
    from game.art import mefirst_face
    return mefirst_face.render(card_id, w, h)


def card_face(deck: str, card_id: str, width, angle: float = 0.0) -> pygame.Surface:
    """The face of ``card_id`` ``width`` px wide, rotated ``angle`` degrees (counter-clockwise)."""
    _check_deck(deck)
    w, h = card_size(width)
    four = _SETTINGS["four_colour"] if deck == "standard" else False
    return _B.cached_turned(("face", deck, card_id, w, four), angle,
                            lambda: _B.finish(_render_face(deck, card_id, w, h, four)))


def card_back(deck: str, width, angle: float = 0.0) -> pygame.Surface:
    """The back shared by every card of ``deck``."""
    _check_deck(deck)
    w, h = card_size(width)

    def upright():
        from game.art.backs import BACKS
        return _B.finish(BACKS[deck](w, h))
    return _B.cached_turned(("back", deck, w), angle, upright)


def card_name(deck: str, card_id: str) -> str:
    """Plain-English card name for hovers and logs ("The Sailor", "Queen of Hearts", "7 …")."""
    if deck == "decktet":
        from rules.decks import decktet
        return decktet.card(card_id).name
    if deck == "standard":
        from game.art import standard_face
        return standard_face.name_of(card_id)
    from game.art import mefirst_face
    return mefirst_face.name_of(card_id)


def known_card(deck: str, card_id) -> bool:
    """Is ``card_id`` a card of ``deck`` (a record read from disk may say anything)?"""
    if not isinstance(card_id, str) or deck not in DECKS:
        return False
    try:
        card_name(deck, card_id)
    except (KeyError, ValueError, IndexError, TypeError, AttributeError):
        return False
    return True


# ---------------------------------------------------------------- draw helpers
def _shadow(w: int, h: int, a: float) -> pygame.Surface:
    def upright():
        blur = max(2, int(w * 0.06))
        surf = pygame.Surface((w + 4 * blur, h + 4 * blur), pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, 110), (2 * blur, 2 * blur, w, h),
                         border_radius=int(_B.corner_radius(w)))
        return _blur(surf, blur)
    return _B.cached_turned(("shadow", w, h), a, upright)


def _glow(w: int, h: int, a: float, color) -> pygame.Surface:
    color = tuple(pygame.Color(color))[:3]

    def upright():
        g = max(3, int(w * 0.07))
        surf = pygame.Surface((w + 4 * g, h + 4 * g), pygame.SRCALPHA)
        r = int(_B.corner_radius(w))
        pygame.draw.rect(surf, (*color, 230), (2 * g - g // 2, 2 * g - g // 2, w + g, h + g),
                         width=max(2, g), border_radius=r + g // 2)
        surf = _blur(surf, max(2, g // 2))
        pygame.draw.rect(surf, (*color, 255), (2 * g - 1, 2 * g - 1, w + 2, h + 2),
                         width=max(2, w // 40), border_radius=r + 1)
        return surf
    return _B.cached_turned(("glow", w, h, color), a, upright)


def _blur(surf: pygame.Surface, radius: int) -> pygame.Surface:
    try:
        return pygame.transform.gaussian_blur(surf, radius)
    except (AttributeError, ValueError, pygame.error):
        try:
            return pygame.transform.box_blur(surf, radius)
        except (AttributeError, ValueError, pygame.error):
            return surf


def _dimmed(base: pygame.Surface, key) -> pygame.Surface:
    dkey = ("dim",) + key
    surf = _B.CACHE.get(dkey)
    if surf is None:
        surf = base.copy()
        surf.fill((135, 135, 140, 255), special_flags=pygame.BLEND_RGBA_MULT)
        _B.CACHE.put(dkey, surf)
    return surf


def draw_card(surface: pygame.Surface, deck: str, card_id, rect_or_center, *, width=None,
              angle: float = 0.0, face_up: bool = True, highlight=None, dim: bool = False,
              shadow: bool = True) -> pygame.Rect:
    """Blit a card centred on ``rect_or_center`` (a Rect's centre or an (x, y) point).

    ``card_id`` None or ``face_up`` False draws the back. ``highlight`` is a colour for a
    glow outline; ``dim`` darkens the card (e.g. not playable). Returns the blitted Rect.
    """
    if isinstance(rect_or_center, pygame.Rect) or (
            hasattr(rect_or_center, "__len__") and len(rect_or_center) == 4):
        rect = pygame.Rect(rect_or_center)
        center = rect.center
        if width is None:
            width = rect.w
    else:
        center = (int(round(rect_or_center[0])), int(round(rect_or_center[1])))
    if width is None:
        raise ValueError("draw_card needs width= when given a centre point")
    w, h = card_size(width)
    a = _B.norm_angle(angle)
    if card_id is None or not face_up:
        img = card_back(deck, w, a)
        key = ("back", deck, w, a)
    else:
        img = card_face(deck, card_id, w, a)
        key = ("face", deck, card_id, w, a, _SETTINGS["four_colour"] if deck == "standard" else False)
    if dim:
        img = _dimmed(img, key)
    if shadow:
        sh = _shadow(w, h, a)
        off = max(1, int(round(w * 0.035)))
        surface.blit(sh, sh.get_rect(center=(center[0] + off, center[1] + int(off * 1.4))))
    if highlight is not None:
        gl = _glow(w, h, a, highlight)
        surface.blit(gl, gl.get_rect(center=center))
    r = img.get_rect(center=center)
    surface.blit(img, r)
    return r
