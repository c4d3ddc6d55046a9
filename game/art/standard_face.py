"""Standard deck faces (Auctioneer): classic pips and corner indices; royals as large
serif letters under simple headgear in a framed, double-ended panel.

Ids: rank then suit letter, ``AS 2S … 10S JS QS KS`` (S, H, D, C). ``four`` switches to
four-colour suits (spades black, hearts red, diamonds blue, clubs green).
"""
from __future__ import annotations

import pygame

import game.art.base as B
from game.art.palette import INK, STD_PAPER, GOLD, GOLD_DARK, hexc, shade
from game.art.suits import STANDARD, std_color

FULL_MIN_W = 72
RANK_NAMES = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King"}
SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}

L, C, R = 0.0, 0.5, 1.0
PIPS = {
    2: [(C, 0), (C, 1)],
    3: [(C, 0), (C, 0.5), (C, 1)],
    4: [(L, 0), (R, 0), (L, 1), (R, 1)],
    5: [(L, 0), (R, 0), (C, 0.5), (L, 1), (R, 1)],
    6: [(L, 0), (R, 0), (L, 0.5), (R, 0.5), (L, 1), (R, 1)],
    7: [(L, 0), (R, 0), (C, 0.25), (L, 0.5), (R, 0.5), (L, 1), (R, 1)],
    8: [(L, 0), (R, 0), (C, 0.25), (L, 0.5), (R, 0.5), (C, 0.75), (L, 1), (R, 1)],
    9: [(L, 0), (R, 0), (L, 1 / 3), (R, 1 / 3), (C, 0.5), (L, 2 / 3), (R, 2 / 3), (L, 1), (R, 1)],
    10: [(L, 0), (R, 0), (C, 1 / 6), (L, 1 / 3), (R, 1 / 3), (L, 2 / 3), (R, 2 / 3), (C, 5 / 6),
         (L, 1), (R, 1)],
}


def parse(card_id: str):
    cid = card_id.strip().upper()
    if len(cid) < 2 or cid[-1] not in STANDARD:
        raise KeyError(f"No standard card with id {card_id!r}")
    rank, suit = cid[:-1], cid[-1]
    if rank not in ("A", "J", "Q", "K") and not (rank.isdigit() and 2 <= int(rank) <= 10):
        raise KeyError(f"No standard card with id {card_id!r}")
    return rank, suit


def name_of(card_id: str) -> str:
    rank, suit = parse(card_id)
    return f"{RANK_NAMES.get(rank, rank)} of {SUIT_NAMES[suit]}"


def _glyph(suit, px, color):
    return B.text_surface(STANDARD[suit], px, color, bold=False)


def _headgear(rank, cx, base_y, width, color) -> str:
    """SVG headgear sitting on ``base_y``: King crown, Queen tiara, Jack feathered cap."""
    h = width * 0.55
    top = base_y - h
    x0, x1 = cx - width / 2, cx + width / 2
    sw = max(0.8, width * 0.04)
    gold, dark = hexc(GOLD), hexc(GOLD_DARK)
    if rank == "K":
        pts = [(x0, base_y), (x0, top + h * 0.15), (cx - width * 0.25, top + h * 0.55),
               (cx, top), (cx + width * 0.25, top + h * 0.55), (x1, top + h * 0.15), (x1, base_y)]
        return B.poly(pts, fill=gold, stroke=dark, sw=sw) + B.circle(
            cx, base_y - h * 0.22, width * 0.07, fill=hexc(color))
    if rank == "Q":
        out = B.poly([(x0 + width * 0.08, base_y), (x0, top + h * 0.45), (x1, top + h * 0.45),
                      (x1 - width * 0.08, base_y)], fill=gold, stroke=dark, sw=sw)
        for k in (-0.38, 0.0, 0.38):
            out += B.circle(cx + k * width, top + h * (0.3 if k else 0.18), width * 0.11,
                            fill=gold, stroke=dark, sw=sw)
        return out
    # Jack: a cap with a feather
    out = B.poly([(x1 - width * 0.1, top + h * 0.55), (x1 + width * 0.15, top - h * 0.25),
                  (x1 + width * 0.02, top + h * 0.6)], fill=hexc(shade(color, 1.5)),
                 stroke=hexc(color), sw=sw)
    out += B.poly([(x0, base_y), (x0 + width * 0.1, top + h * 0.4), (cx, top + h * 0.2),
                   (x1 - width * 0.05, top + h * 0.45), (x1, base_y)],
                  fill=hexc(color), stroke=hexc(shade(color, 0.6)), sw=sw)
    out += B.rrect(x0 - width * 0.04, base_y - h * 0.2, width * 1.08, h * 0.22, h * 0.08,
                   fill=gold, stroke=dark, sw=sw)
    return out


def render(card_id: str, w: int, h: int, four: bool = False) -> pygame.Surface:
    rank, suit = parse(card_id)
    color = std_color(suit, four)
    full = w >= FULL_MIN_W
    royal = rank in ("J", "Q", "K")
    svg = [B.card_blank(w, h, STD_PAPER, INK)]
    pad = max(2.0, w * 0.045)
    rank_px = w * (0.18 if full else 0.26)
    pip_idx = w * (0.15 if full else 0.2)
    col_w = max(rank_px * (0.95 if rank == "10" else 0.7), pip_idx)
    panel = None
    if royal:
        if full:
            x0 = pad + col_w + w * 0.03
            panel = pygame.Rect(int(x0), int(h * 0.06), int(w - 2 * x0), int(h * 0.88))
        else:
            x0 = pad + col_w + w * 0.02
            panel = pygame.Rect(int(x0), int(h * 0.05), int(w - x0 - pad), int(h * 0.9))
        lw = max(1.0, w * 0.012)
        svg.append(B.rrect(panel.x, panel.y, panel.w, panel.h, w * 0.03,
                           fill=hexc(shade(color, 1.88)), stroke=hexc(color), sw=lw * 1.5))
        if full:
            gw = panel.w * 0.5
            svg.append(_headgear(rank, panel.centerx, panel.y + panel.h * 0.2, gw, color))
            svg.append(f'<g transform="rotate(180 {w / 2:.2f} {h / 2:.2f})">'
                       + _headgear(rank, panel.centerx, panel.y + panel.h * 0.2, gw, color)
                       + "</g>")
            svg.append(B.poly([(panel.x, panel.centery), (panel.right, panel.centery)],
                              stroke=hexc(color), sw=lw * 0.8, closed=False))
        else:
            svg.append(_headgear(rank, panel.centerx, panel.y + panel.h * 0.3, panel.w * 0.6, color))
    surf = B.render_svg(B.svg_doc(w, h, "".join(svg)), (w, h))

    # corner indices
    def index(bottom):
        t = B.text_surface(rank, rank_px * 1.15, color, bold=True)
        limit = col_w * (1.3 if rank == "10" else 1.1)
        if B.glyph_box(t).w > limit:
            t = B.fit_text(rank, limit, rank_px * 1.15, color, bold=True)
        g = _glyph(suit, pip_idx * 1.25, color)
        cx = pad + col_w / 2
        ry = pad + rank_px * 0.5
        gy = pad + rank_px * 1.1 + pip_idx * 0.5
        if bottom:
            B.blit_glyph_center(surf, pygame.transform.flip(t, True, True), w - cx, h - ry)
            B.blit_glyph_center(surf, pygame.transform.flip(g, True, True), w - cx, h - gy)
        else:
            B.blit_glyph_center(surf, t, cx, ry)
            B.blit_glyph_center(surf, g, cx, gy)
    index(False)
    if full:
        index(True)

    if royal:
        big = w * (0.36 if full else 0.42)
        letter = B.text_surface(rank, big, color, bold=True, serif=True)
        if full:
            B.blit_glyph_center(surf, letter, panel.centerx - panel.w * 0.12, panel.y + panel.h * 0.33)
            g = _glyph(suit, big * 0.6, color)
            B.blit_glyph_center(surf, g, panel.centerx + panel.w * 0.26, panel.y + panel.h * 0.36)
            B.blit_glyph_center(surf, pygame.transform.flip(letter, True, True),
                                w - (panel.centerx - panel.w * 0.12), h - (panel.y + panel.h * 0.33))
            B.blit_glyph_center(surf, pygame.transform.flip(g, True, True),
                                w - (panel.centerx + panel.w * 0.26), h - (panel.y + panel.h * 0.36))
        else:
            B.blit_glyph_center(surf, letter, panel.centerx, panel.y + panel.h * 0.52)
            g = _glyph(suit, big * 0.6, color)
            B.blit_glyph_center(surf, g, panel.centerx, panel.y + panel.h * 0.82)
        return surf

    n = 1 if rank == "A" else int(rank)
    if not full:
        x0 = pad + col_w + w * 0.02
        cx = (x0 + w - pad) / 2
        if rank == "A":
            B.blit_glyph_center(surf, _glyph(suit, w * 0.62, color), cx, h * 0.55)
        else:
            g = _glyph(suit, w * 0.5, color)
            B.blit_glyph_center(surf, g, cx, h * 0.58)
        return surf
    if rank == "A":
        B.blit_glyph_center(surf, _glyph(suit, w * 0.62, color), w / 2, h / 2)
        return surf
    px = w * (0.21 if n <= 8 else 0.19)
    g = _glyph(suit, px, color)
    gf = pygame.transform.flip(g, True, True)
    bx0, bx1 = w * 0.34, w * 0.66
    by0, by1 = h * 0.2, h * 0.8
    for col, row in PIPS[n]:
        x = bx0 + (bx1 - bx0) * col
        y = by0 + (by1 - by0) * row
        B.blit_glyph_center(surf, gf if row > 0.5 else g, x, y)
    return surf
