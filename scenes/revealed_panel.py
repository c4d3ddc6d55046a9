"""The replay's "everything revealed" panel: every seat's secrets, from each seat's own View,
and what nobody saw (deck order, face-down cards), in a panel over the right column.

Each group is one row: its label, then its cards (overlapping when many); the cards shrink
until every row fits. The table says what the rows are (``TableScene.secrets`` per seat, the
engine's ``hidden`` for the rest) and draws each card itself, so the cards can be hovered.
"""
from __future__ import annotations

import pygame

from game.assets import font

from .widgets import ACCENT, INK_DIM, panel, text


def draw_revealed(surface, r: pygame.Rect, px, rows: list, card) -> None:
    """The panel in ``r``. ``rows``: ``("name", who, colour)`` for a heading (a seat, or
    "Face down") and ``("group", label, deck, [card ids])`` for what it holds (no cards: the
    label alone). ``card(surface, card id, centre, width, deck=…)`` draws one card."""
    pygame.draw.rect(surface, (12, 24, 20), r, border_radius=10)
    panel(surface, r, (12, 24, 20, 255), ACCENT)
    size = max(10, px(13))
    lh = font(size).get_linesize()
    x, top = r.left + px(10), r.top + px(8)
    label_w = max(px(80), max((font(size - 1).size(row[1])[0] for row in rows if row[0] == "group" and row[3]),
                              default=0) + px(16))
    label_w = min(label_w, r.width // 2)
    width = r.width - px(20) - label_w
    cw = px(30)
    while True:
        ch = round(cw * 88 / 63)
        need = lh + px(8) + sum(lh if row[0] == "name" else max(lh, ch + px(3) if row[3] else lh) for row in rows)
        if need <= r.height - px(12) or cw <= px(16):
            break
        cw -= 1
    ch = round(cw * 88 / 63)
    text(surface, "Everything revealed", (x, top), size + 2, ACCENT, True)
    y = top + lh + px(8)
    for row in rows:
        if row[0] == "name":
            _, who, col = row
            text(surface, who, (x, y), size, col, True, max_width=r.width - px(20))
            y += lh
            continue
        _, label, deck, cards = row
        hgt = max(lh, ch + px(3)) if cards else lh
        if y + hgt > r.bottom:
            break
        text(surface, label, (x + px(6), y + (hgt - lh) // 2), size - 1, INK_DIM, max_width=label_w - px(8))
        if cards:
            step = min(cw + px(2), (width - cw) / max(1, len(cards) - 1))
            for i, cid in enumerate(cards):
                card(surface, cid, (round(x + label_w + i * step + cw / 2), y + ch // 2 + 1), cw, deck=deck)
        y += hgt


__all__ = ["draw_revealed"]
