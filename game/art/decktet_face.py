"""Decktet card faces (original art), drawn at any width.

Layout (full size, width >= 80 px): corner index top-left (rank, then the suit marks) and the
same rotated bottom-right; a name ribbon across the middle; the suit symbols large in the
free centre column. Aces and Crowns carry one huge symbol (Crowns under a gold crown band,
both with the name at the foot); Pawns (slate stone frame) and Courts (gold ornate frame)
carry three. The Excuse is plain paper with a grey ring and its name.

Compact (width < 80 px): the index (bigger, relative to the card) and the suit symbols
stacked large; no name, no lower index.
"""
from __future__ import annotations


import pygame

from rules.decks import decktet as D
import game.art.base as B
from game.art.palette import (GOLD, GOLD_DARK, INK, INK_SOFT, PAPER, PAPER_EDGE, SUIT_COLORS,
                              hexc, shade)

FULL_MIN_W = 80
PAWN_FRAME = (84, 96, 110)
COURT_WASH = (250, 236, 200)
EXCUSE_PAPER = (240, 238, 232)
EXCUSE_INK = (120, 116, 110)


def crown_points(cx, top, width, height):
    """A five-pointed crown outline (band at the bottom)."""
    x0, x1 = cx - width / 2, cx + width / 2
    base = top + height
    band = top + height * 0.62
    pts = [(x0, base), (x0, top + height * 0.2)]
    peaks = 4
    for k in range(1, peaks * 2):
        x = x0 + width * k / (peaks * 2)
        if k % 2 == 1:
            pts.append((x, band - height * 0.05))          # valley
        else:
            tall = k == peaks  # the centre point stands highest
            pts.append((x, top + (0.0 if tall else height * 0.12)))  # peak
    pts += [(x1, top + height * 0.2), (x1, base)]
    return pts, band


def crown_svg(cx, top, width, height, fill=GOLD, stroke=GOLD_DARK) -> str:
    pts, band = crown_points(cx, top, width, height)
    sw = max(0.8, width * 0.035)
    out = B.poly(pts, fill=hexc(fill), stroke=hexc(stroke), sw=sw)
    # jewels on the band and orbs on the peaks
    r = max(0.8, width * 0.045)
    for k in (-1, 0, 1):
        out += B.circle(cx + k * width * 0.28, (band + top + height) / 2, r,
                        fill=hexc((170, 40, 50) if k == 0 else (40, 90, 170)))
    return out


# ---------------------------------------------------------------- index
def _index_metrics(card, w, h, full):
    n = len(card.suits)
    pad = max(2.0, w * (0.05 if full else 0.055))
    rank_px = w * 0.19 if full else max(9.0, w * 0.25)
    sym = w * 0.135 if full else max(7.5, w * 0.2)
    limit = h * 0.45 if full else h * 0.92
    if n and pad + rank_px + n * sym * 1.08 > limit:
        sym = (limit - pad - rank_px) / (n * 1.08)
    col_w = max(sym, rank_px * 0.75)
    return pad, rank_px, sym, col_w


def _rank_text(card):
    if card.kind == D.EXCUSE:
        return "X"
    return card.short


def _index_svg(card, w, h, full, bottom: bool):
    """Suit marks (and the crown mark) of one corner index, as SVG."""
    pad, rank_px, sym, col_w = _index_metrics(card, w, h, full)
    cx = pad + col_w / 2
    y = pad + rank_px * 1.04
    out = ""
    if card.kind == D.CROWN:
        out += crown_svg(cx, pad + rank_px * 0.12, rank_px * 0.95, rank_px * 0.8)
    for s in card.suits:
        out += B.place_suit(s, cx, y + sym / 2, sym)
        y += sym * 1.08
    if bottom:
        out = f'<g transform="rotate(180 {w / 2:.2f} {h / 2:.2f})">{out}</g>'
    return out


def _underlined(t: pygame.Surface, color, thick: int) -> pygame.Surface:
    """The rank glyph with a bar under its ink."""
    box = B.glyph_box(t)
    out = pygame.Surface((t.get_width(), box.bottom + 3 * thick), pygame.SRCALPHA)
    out.blit(t, (0, 0))
    bar = pygame.Rect(box.left, box.bottom + thick, box.width, thick)
    out.fill(color, bar)
    return out


def _index_text(surf, card, w, h, full, bottom: bool):
    if card.kind == D.CROWN:
        return
    pad, rank_px, sym, col_w = _index_metrics(card, w, h, full)
    cx = pad + col_w / 2
    text = _rank_text(card)
    color = EXCUSE_INK if card.kind == D.EXCUSE else INK
    t = B.text_surface(text, rank_px * 1.12, color, bold=True, serif=full)
    box = B.glyph_box(t)
    if box.w > col_w * 1.25:  # keep wide labels inside the column
        t = B.fit_text(text, col_w * 1.25, rank_px * 1.12, color, bold=True, serif=full)
    if text in ("6", "9"):     # underlined, as on printed cards: the upside-down corner's 6 never reads as a 9
        t = _underlined(t, color, max(1, round(rank_px * 0.09)))
    cy = pad + rank_px * 0.5
    if bottom:
        t = pygame.transform.flip(t, True, True)
        B.blit_glyph_center(surf, t, w - cx, h - cy)
    else:
        B.blit_glyph_center(surf, t, cx, cy)


# ---------------------------------------------------------------- frames
def _frame_svg(card, w, h, full):
    k = card.kind
    m = max(2.0, w * 0.035)
    r = B.corner_radius(w) * 0.7
    fw, fh = w - 2 * m, h - 2 * m
    lw = max(0.8, w * 0.008)
    if k == D.EXCUSE:
        return ""
    if k == D.NUMBER:
        return B.rrect(m, m, fw, fh, r, stroke=hexc(INK_SOFT), sw=lw, extra='opacity="0.55"')
    if k == D.ACE:
        col = SUIT_COLORS[card.suits[0]]
        return B.rrect(m, m, fw, fh, r, stroke=hexc(col), sw=lw * 1.6)
    if k == D.CROWN:
        out = B.rrect(m, m, fw, fh, r, stroke=hexc(GOLD), sw=lw * 2.6)
        out += B.rrect(m + lw * 3, m + lw * 3, fw - lw * 6, fh - lw * 6, r * 0.8,
                       stroke=hexc(GOLD_DARK), sw=lw * 0.9)
        return out
    if k == D.PAWN:
        out = B.rrect(m, m, fw, fh, r * 0.3, stroke=hexc(PAWN_FRAME), sw=lw * 2.4)
        q = max(2.5, w * 0.045)
        for x, y in ((m, m), (w - m, m), (m, h - m), (w - m, h - m)):
            out += B.rrect(x - q / 2, y - q / 2, q, q, 0, fill=hexc(PAWN_FRAME))
        return out
    if k == D.COURT:
        band = max(2.0, w * 0.03)
        out = B.rrect(m, m, fw, fh, r, fill=hexc(COURT_WASH), stroke=hexc(GOLD), sw=band)
        out += B.rrect(m + band, m + band, fw - 2 * band, fh - 2 * band, r * 0.6,
                       stroke=hexc((128, 30, 44)), sw=lw)
        d = max(3.0, w * 0.06)
        for x, y in ((w / 2, m), (w / 2, h - m)):
            out += B.poly([(x, y - d / 2), (x + d / 2, y), (x, y + d / 2), (x - d / 2, y)],
                          fill=hexc((128, 30, 44)), stroke=hexc(GOLD), sw=lw)
        return out
    return ""


def _ribbon_svg(cx, cy, width, height, kind):
    fill = {D.COURT: (244, 222, 170), D.PAWN: (226, 230, 232),
            D.EXCUSE: (228, 226, 220)}.get(kind, PAPER_EDGE)
    line = {D.COURT: GOLD_DARK, D.PAWN: PAWN_FRAME, D.EXCUSE: EXCUSE_INK}.get(kind, INK_SOFT)
    x0, x1 = cx - width / 2, cx + width / 2
    y0, y1 = cy - height / 2, cy + height / 2
    notch = height * 0.35
    pts = [(x0, y0), (x1, y0), (x1 - notch, cy), (x1, y1), (x0, y1), (x0 + notch, cy)]
    lw = max(0.7, height * 0.05)
    return B.poly(pts, fill=hexc(fill), stroke=hexc(line), sw=lw)


def _name_of(card):
    return card.name


def _name_surface(card, max_w, size):
    color = EXCUSE_INK if card.kind == D.EXCUSE else INK
    name = _name_of(card)
    t = B.fit_text(name, max_w, size, color, min_size=max(7, int(size * 0.7)), serif=True)
    if t.get_width() > max_w and name.startswith("The "):
        t = B.fit_text(name[4:], max_w, size, color, min_size=7, serif=True)
    if t.get_width() > max_w:
        t = B.fit_text(name, max_w, size, color, min_size=6, serif=True)
    return t


# ---------------------------------------------------------------- faces
def render(card_id: str, w: int, h: int) -> pygame.Surface:
    card = D.card(card_id)
    full = w >= FULL_MIN_W
    paper = EXCUSE_PAPER if card.kind == D.EXCUSE else PAPER
    svg = [B.card_blank(w, h, paper, INK)]
    svg.append(_frame_svg(card, w, h, full))
    texts = []  # (surface, cx, cy)
    if full:
        _full_layout(card, w, h, svg, texts)
    else:
        _compact_layout(card, w, h, svg)
    svg.append(_index_svg(card, w, h, full, bottom=False))
    if full:
        svg.append(_index_svg(card, w, h, full, bottom=True))
    surf = B.render_svg(B.svg_doc(w, h, "".join(svg)), (w, h))
    _index_text(surf, card, w, h, full, bottom=False)
    if full:
        _index_text(surf, card, w, h, full, bottom=True)
    for t, cx, cy in texts:
        B.blit_glyph_center(surf, t, cx, cy)
    return surf


def _full_layout(card, w, h, svg, texts):
    pad, rank_px, sym, col_w = _index_metrics(card, w, h, True)
    side = pad + col_w + w * 0.03          # left edge of the free centre column
    cw = w - 2 * side                       # its width
    k = card.kind
    if k in (D.ACE, D.CROWN):
        # one huge symbol, name ribbon at the foot (between the short corner indices)
        s = card.suits[0]
        col = SUIT_COLORS[s]
        top = h * 0.07
        if k == D.CROWN:
            cwid = w * 0.5
            svg.append(crown_svg(w / 2, h * 0.06, cwid, h * 0.13))
            top = h * 0.2
        rh = h * 0.1
        rw = w * 0.92
        ry = h * 0.675
        bottom = ry - rh / 2 - h * 0.015
        size = min(w * 0.62, bottom - top)
        cy = (top + bottom) / 2
        if k == D.ACE:
            svg.append(B.circle(w / 2, cy, size * 0.52, fill=hexc(shade(col, 1.82)),
                                stroke=hexc(shade(col, 1.5)), sw=max(0.8, w * 0.01)))
        svg.append(B.place_suit(s, w / 2, cy, size * (0.84 if k == D.ACE else 0.96)))
        svg.append(_ribbon_svg(w / 2, ry, rw, rh, k))
        texts.append((_name_surface(card, rw - rh * 0.8, rh * 0.66), w / 2, ry))
        return
    # name ribbon across the middle
    rh = h * 0.1
    rw = w * 0.92
    ry = h * 0.5
    svg.append(_ribbon_svg(w / 2, ry, rw, rh, k))
    name_size = rh * 0.66
    if k == D.EXCUSE:
        ring = min(cw, h * 0.3)
        dash = max(2.0, w * 0.03)
        svg.append(B.circle(w / 2, h * 0.27, ring * 0.42, stroke=hexc(EXCUSE_INK),
                            sw=max(1.0, w * 0.014), extra=f'stroke-dasharray="{dash:.1f} {dash:.1f}"'))
        svg.append(B.circle(w / 2, h * 0.73, ring * 0.42, stroke=hexc(EXCUSE_INK),
                            sw=max(1.0, w * 0.014), extra=f'stroke-dasharray="{dash:.1f} {dash:.1f}"'))
        texts.append((_name_surface(card, rw - rh, name_size), w / 2, ry))
        return
    texts.append((_name_surface(card, rw - rh, name_size), w / 2, ry))
    upper = (h * 0.06, ry - rh / 2 - h * 0.02)
    lower = (ry + rh / 2 + h * 0.02, h * 0.94)
    if k == D.NUMBER:
        a, b = card.suits
        size = min(cw, upper[1] - upper[0])
        svg.append(B.place_suit(a, w / 2, (upper[0] + upper[1]) / 2, size))
        svg.append(B.place_suit(b, w / 2, (lower[0] + lower[1]) / 2, size))
        return
    # Pawn / Court: first suit above, the other two side by side below
    a, b, c = card.suits
    size = min(cw, upper[1] - upper[0]) * 0.92
    svg.append(B.place_suit(a, w / 2, (upper[0] + upper[1]) / 2, size))
    s2 = min(cw / 2 * 1.02, lower[1] - lower[0]) * 0.92
    ly = (lower[0] + lower[1]) / 2
    svg.append(B.place_suit(b, w / 2 - s2 * 0.53, ly, s2))
    svg.append(B.place_suit(c, w / 2 + s2 * 0.53, ly, s2))


def _compact_layout(card, w, h, svg):
    pad, rank_px, sym, col_w = _index_metrics(card, w, h, False)
    x0 = pad + col_w + w * 0.04
    x1 = w - pad
    cx = (x0 + x1) / 2
    k = card.kind
    if k == D.EXCUSE:
        svg.append(B.circle(cx, h * 0.55, (x1 - x0) * 0.4, stroke=hexc(EXCUSE_INK),
                            sw=max(1.0, w * 0.03), extra='stroke-dasharray="3 2"'))
        return
    n = len(card.suits)
    top, bottom = h * 0.08, h * 0.94
    if k == D.CROWN:
        svg.append(crown_svg(cx, top, (x1 - x0) * 0.8, h * 0.12))
        top += h * 0.15
    size = min(x1 - x0, (bottom - top) / n * 0.98)
    if k == D.ACE:
        col = SUIT_COLORS[card.suits[0]]
        size = min(x1 - x0, bottom - top)
        cy = (top + bottom) / 2
        svg.append(B.circle(cx, cy, size * 0.5, fill=hexc(shade(col, 1.82))))
        svg.append(B.place_suit(card.suits[0], cx, cy, size * 0.85))
        return
    step = (bottom - top) / n
    for i, s in enumerate(card.suits):
        svg.append(B.place_suit(s, cx, top + step * (i + 0.5), size))
