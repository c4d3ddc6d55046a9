"""Card backs: one ornamental design per deck (Decktet, standard, Me First)."""
from __future__ import annotations

import math

import pygame

import game.art.base as B
from game.art.palette import (BACK_LIGHT, BACK_MAIN, GOLD_DARK, INK, MF_INK, hexc, shade)

DECKTET_SUITS = ("moons", "suns", "waves", "leaves", "wyrms", "knots")


def _diamond(cx, cy, rx, ry):
    return [(cx, cy - ry), (cx + rx, cy), (cx, cy + ry), (cx - rx, cy)]


def _lattice(x0, y0, x1, y1, step, fill, rx_k=0.42, ry_k=0.42) -> str:
    """Diamonds on a staggered grid, only those wholly inside the box (no clipping needed)."""
    out = []
    rx, ry = step * rx_k, step * ry_k
    row = 0
    y = y0 + ry
    while y + ry <= y1 + 0.01:
        x = x0 + rx + (step / 2 if row % 2 else 0)
        while x + rx <= x1 + 0.01:
            out.append(_diamond(x, y, rx, ry))
            x += step
        y += step / 2
        row += 1
    if not out:
        return ""
    d = " ".join("M " + " L ".join(f"{px:.2f} {py:.2f}" for px, py in pts) + " Z" for pts in out)
    return f'<path d="{d}" fill="{hexc(fill)}"/>'


def _star(cx, cy, r_out, r_in, n=8, rot=-90.0):
    pts = []
    for k in range(2 * n):
        r = r_out if k % 2 == 0 else r_in
        a = math.radians(rot + 180.0 * k / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def decktet_back(w: int, h: int) -> pygame.Surface:
    svg = [B.card_blank(w, h, BACK_MAIN, INK)]
    m = max(2.0, w * 0.06)
    lw = max(0.8, w * 0.012)
    svg.append(B.rrect(m, m, w - 2 * m, h - 2 * m, B.corner_radius(w) * 0.6,
                       stroke=hexc(BACK_LIGHT), sw=lw * 1.6))
    inner = m + lw * 2.5
    step = max(6.0, w * 0.11)
    svg.append(_lattice(inner, inner, w - inner, h - inner, step, shade(BACK_MAIN, 1.18)))
    cx, cy = w / 2, h / 2
    R = w * 0.36
    svg.append(B.circle(cx, cy, R, fill=hexc(shade(BACK_MAIN, 0.8)), stroke=hexc(BACK_LIGHT),
                        sw=lw * 1.4))
    svg.append(B.circle(cx, cy, R * 0.93, stroke=hexc(shade(BACK_LIGHT, 0.8)), sw=lw * 0.6))
    if w >= 60:
        gold = BACK_LIGHT
        frag_size = R * 0.42
        for i, s in enumerate(DECKTET_SUITS):
            a = math.radians(-90 + 60 * i)
            frag = B.recolor(B.suit_fragment(s), gold, shade(gold, 0.55))
            svg.append(B.place_suit(s, cx + R * 0.64 * math.cos(a), cy + R * 0.64 * math.sin(a),
                                    frag_size, fragment=frag))
        svg.append(B.poly(_star(cx, cy, R * 0.3, R * 0.13), fill=hexc(gold),
                          stroke=hexc(GOLD_DARK), sw=lw * 0.6))
    else:
        svg.append(B.poly(_star(cx, cy, R * 0.8, R * 0.35), fill=hexc(BACK_LIGHT),
                          stroke=hexc(GOLD_DARK), sw=lw * 0.6))
    # corner flourishes
    for x, y in ((m, m), (w - m, m), (m, h - m), (w - m, h - m)):
        svg.append(B.poly(_diamond(x, y, w * 0.045, w * 0.045), fill=hexc(BACK_LIGHT)))
    return B.render_svg(B.svg_doc(w, h, "".join(svg)), (w, h))


STD_BACK = (34, 58, 128)
STD_BACK_LIGHT = (214, 224, 246)


def standard_back(w: int, h: int) -> pygame.Surface:
    svg = [B.card_blank(w, h, (252, 252, 248), INK)]
    m = max(2.0, w * 0.055)
    svg.append(B.rrect(m, m, w - 2 * m, h - 2 * m, B.corner_radius(w) * 0.5, fill=hexc(STD_BACK)))
    lw = max(0.8, w * 0.01)
    inner = m + lw * 2
    step = max(5.0, w * 0.085)
    svg.append(_lattice(inner, inner, w - inner, h - inner, step, shade(STD_BACK, 1.35),
                        rx_k=0.3, ry_k=0.3))
    cx, cy = w / 2, h / 2
    R = w * 0.26
    svg.append(B.poly(_diamond(cx, cy, R, R * 1.35), fill=hexc(STD_BACK),
                      stroke=hexc(STD_BACK_LIGHT), sw=lw * 1.5))
    svg.append(B.poly(_star(cx, cy, R * 0.62, R * 0.26, n=4), fill=hexc(STD_BACK_LIGHT)))
    return B.render_svg(B.svg_doc(w, h, "".join(svg)), (w, h))


MF_BACK = (18, 120, 140)
MF_BACK_LIGHT = (250, 196, 20)


def mefirst_back(w: int, h: int) -> pygame.Surface:
    """Teal, with rows of upward chevrons, and in the middle a gold podium (the tallest step
    in the middle: who goes first) under a small diamond. No figure anywhere: a back with a
    number on it reads as a card worth that number. Symmetric left to right."""
    svg = [B.card_blank(w, h, MF_BACK, MF_INK)]
    lw = max(0.8, w * 0.012)
    # rows of chevrons pointing up, in a lighter teal, centred on the card
    light = shade(MF_BACK, 1.22)
    step = max(6.0, w * 0.16)
    cw = step * 0.42
    m = max(2.0, w * 0.07)
    cols = max(1, int((w - 2 * m) // step))
    x0 = w / 2 - step * (cols - 1) / 2
    y = m + cw
    while y < h - m - 0.01:
        for k in range(cols):
            x = x0 + k * step
            t = cw * 0.5
            svg.append(B.poly([(x - step * 0.4, y + t), (x, y - t), (x + step * 0.4, y + t)],
                              stroke=hexc(light), sw=max(1.0, step * 0.14), closed=False))
        y += step * 0.7
    cx, cy = w / 2, h / 2
    R = w * 0.3
    svg.append(B.circle(cx, cy, R, fill=hexc(MF_INK), stroke=hexc(MF_BACK_LIGHT), sw=lw * 2))
    # the podium: three steps on one base line, the middle one tallest
    gold = hexc(MF_BACK_LIGHT)
    base = cy + R * 0.5
    sw_ = R * 0.42                      # a step's width
    gap = R * 0.05
    for dx, top in ((-1, cy + R * 0.08), (0, cy - R * 0.22), (1, cy + R * 0.08)):
        left = cx + dx * (sw_ + gap) - sw_ / 2
        svg.append(B.poly([(left, top), (left + sw_, top), (left + sw_, base), (left, base)], fill=gold))
    # a diamond over the top step
    svg.append(B.poly(_diamond(cx, cy - R * 0.5, R * 0.16, R * 0.2), fill=gold))
    svg.append(B.rrect(m * 0.6, m * 0.6, w - 1.2 * m, h - 1.2 * m, B.corner_radius(w) * 0.7,
                       stroke=hexc(MF_BACK_LIGHT), sw=lw))
    return B.render_svg(B.svg_doc(w, h, "".join(svg)), (w, h))


BACKS = {"decktet": decktet_back, "standard": standard_back, "mefirst": mefirst_back}
