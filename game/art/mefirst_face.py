"""Me First faces: a cool, modern palette of its own (never mistaken for a Decktet card).

Big number top-left in a coloured tile (colour by number), arrows 1-4 as stacked upward
chevrons in the middle, stars 1-5 as a row of gold stars along the foot, a small rotated
number bottom-right. Ids: ``n{number}a{arrows}s{stars}``.
"""
from __future__ import annotations

import math
import re

import pygame

import game.art.base as B
from game.art.palette import (MF_ARROW, MF_INK, MF_NUMBER_COLORS, MF_PAPER, MF_STAR, hexc,
                              shade)

FULL_MIN_W = 72
_ID = re.compile(r"^n(\d+)a(\d+)s(\d+)$")


def parse(card_id: str):
    """(number, arrows, stars): from rules.decks.me_first_deck when it knows the id, else from the id."""
    try:
        from rules.decks import me_first_deck as mefirst
        c = mefirst.card(card_id)
        return c.number, c.arrows, c.stars
    except (ImportError, KeyError, AttributeError):
        pass
    m = _ID.match(card_id or "")
    if not m:
        raise KeyError(f"No Me First card with id {card_id!r}")
    return int(m.group(1)), int(m.group(2)), int(m.group(3))


def name_of(card_id: str) -> str:
    n, a, s = parse(card_id)
    return f"{n} ({a} {'arrow' if a == 1 else 'arrows'}, {s} {'star' if s == 1 else 'stars'})"


def star_points(cx, cy, r):
    pts = []
    for k in range(10):
        rr = r if k % 2 == 0 else r * 0.45
        a = math.radians(-90 + 36 * k)
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def render(card_id: str, w: int, h: int) -> pygame.Surface:
    number, arrows, stars = parse(card_id)
    full = w >= FULL_MIN_W
    ncol = MF_NUMBER_COLORS.get(number, (90, 90, 110))
    svg = [B.card_blank(w, h, MF_PAPER, MF_INK)]
    lw = max(0.8, w * 0.012)
    pad = max(2.0, w * 0.05)
    # a coloured stripe down the left edge ties the card to its number
    tile = w * (0.34 if full else 0.46)
    svg.append(B.rrect(pad, pad, tile, tile * 1.08, w * 0.05, fill=hexc(ncol),
                       stroke=hexc(shade(ncol, 0.6)), sw=lw))
    # chevrons: stacked upward, centred in the middle band
    area_top = h * 0.06
    area_bot = h * (0.78 if full else 0.8)
    left = pad + tile + w * 0.06
    right = w - pad - w * 0.04
    cx = (left + right) / 2
    cwid = right - left
    step = min((area_bot - area_top) / 4.6, cwid * 0.42)
    ch = step * 0.9
    thick = max(1.6, step * 0.36)
    total = step * (arrows - 1) + ch
    y = (area_top + area_bot) / 2 - total / 2 + ch / 2
    for i in range(arrows):
        pts = [(cx - cwid / 2, y + ch / 2), (cx, y - ch / 2), (cx + cwid / 2, y + ch / 2)]
        svg.append(B.poly(pts, stroke=hexc(MF_ARROW), sw=thick + lw * 1.5, closed=False))
        svg.append(B.poly(pts, stroke=hexc(shade(ncol, 0.85)), sw=thick, closed=False))
        y += step
    # stars along the foot
    sr = min(w * (0.075 if full else 0.095), (w - 2 * pad) / (2.3 * max(stars, 1) + 0.6))
    gap = sr * 2.3
    sy = h - pad - sr * (1.1 if full else 1.0)
    sx0 = w / 2 - gap * (stars - 1) / 2
    if full:
        svg.append(B.rrect(pad, sy - sr * 1.35, w - 2 * pad, sr * 2.7, sr * 0.6,
                           fill=hexc(MF_INK)))
    for i in range(stars):
        svg.append(B.poly(star_points(sx0 + gap * i, sy + sr * 0.06, sr), fill=hexc(MF_STAR),
                          stroke=hexc(shade(MF_STAR, 0.55)), sw=max(0.6, sr * 0.12)))
    surf = B.render_svg(B.svg_doc(w, h, "".join(svg)), (w, h))
    # the number
    label = str(number)
    t = B.fit_text(label, tile * 0.88, tile * (0.82 if number < 10 else 0.66), (255, 255, 255),
                   bold=True)
    B.blit_glyph_center(surf, t, pad + tile / 2, pad + tile * 0.54)
    # tallies under the tile, so a fanned card still reads its arrows and stars
    tsize = tally_size(w, full)
    if w >= 36:
        ty = pad + tile * 1.08 + tsize * 0.9
        for text in (f"{arrows}\u25b2", f"{stars}\u2605"):
            tl = B.text_surface(text, tsize, MF_INK, bold=True)
            B.blit_glyph_topleft(surf, tl, pad + w * 0.01, ty - tsize * 0.45)
            ty += tsize * 1.25
    return surf


def tally_size(w: float, full: bool = False) -> float:
    """The letters' size of a card's "3▲ 4★" tallies at width ``w``: at 0.12 of the width they
    were hard to read at table size, and at 0.17 a seat's top card at 1280x720 (52 px wide)
    still wrote them 8 px high (newcomers); small cards get up to 10.5 px, a fifth of the width."""
    return max(w * (0.16 if full else 0.17), min(10.5, w * 0.21))
