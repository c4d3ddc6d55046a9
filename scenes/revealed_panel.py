"""The replay's "everything revealed" panel: every seat's secrets, from each seat's own View,
and what nobody saw (deck order, face-down cards), in a panel over the right column.

Each group is its label, then its cards, on as many lines as it needs (the cards overlap a
little, never so much that a card's corner hides); the cards shrink until everything fits,
but not below a size that can still be read. What does not fit then scrolls (the wheel over
the panel; the panel says what is above and below). The table says what the rows are
(``TableScene.secrets`` per seat, the engine's ``hidden`` for the rest) and draws each card
itself, so the cards can be hovered.
"""
from __future__ import annotations

import math

import pygame

from game.assets import font

from .widgets import ACCENT, INK, INK_DIM, panel, text

OVERLAP = 0.6        # the least of a card's width a neighbour leaves showing (its corner index)


def revealed_rows(table, views: list, hidden: list = ()) -> list:
    """The panel's rows for ``table``: each seat's ``secrets`` from its own View, but what the
    public View shows too (a newcomer read the revealed Excuse among every seat's
    valuations), then what nobody saw (``hidden``: ``[(label, [card ids])]``, less what a seat
    saw: each card is listed once)."""
    rows = []
    # what everyone sees now (the Excuse's worth once revealed) is no seat's secret
    public = {c for _, _, cards in table.secrets(table.match.view(None)) for c in cards}
    for v in views:
        rows.append(("name", table.name(v.seat), table.seat_colour(v.seat)))
        found = [(label, deck, [c for c in cards if c not in public]) for label, deck, cards in table.secrets(v)
                 if not cards or any(c not in public for c in cards)]
        found = [g for g in found if g[2] or g[0]]
        rows += ([("group", label, deck, cards) for label, deck, cards in found]
                 or [("group", "nothing hidden", None, [])])
    # what nobody saw: a card a seat saw is under that seat already (the Crowns were listed
    # twice, per seat and again here), one everyone sees is face up by now
    seen = public | {c for row in rows if row[0] == "group" for c in row[3]}
    # what the table itself turns face up in its places (the Auctioneer ring) is not listed
    on_table = set(table.revealed_on_table().get("labels", ()))
    hidden = [(label, [c for c in cards if c not in seen]) for label, cards in hidden if label not in on_table]
    if any(cards for _, cards in hidden):
        rows.append(("name", "Face down", INK))
        rows += [("group", label, table.deck, list(cards)) for label, cards in hidden if cards]
    return rows


def _lines(rows, cw: int, width: int, lh: int, px) -> list:
    """The panel's lines at card width ``cw``: ``(height, kind, payload)``; a group's cards
    wrapped onto lines of at most what fits ``width`` with the least overlap allowed."""
    ch = round(cw * 88 / 63)
    per = max(1, 1 + int((width - cw) // max(1, cw * OVERLAP)))
    out = []
    for row in rows:
        if row[0] == "name":
            out.append((lh, "name", row))
            continue
        _, label, deck, cards = row
        if not cards:
            out.append((lh, "group", (label, deck, [])))
            continue
        n_lines = math.ceil(len(cards) / per)
        each = math.ceil(len(cards) / n_lines)          # spread evenly: no line of one card
        for k in range(n_lines):
            out.append((max(lh, ch + px(3)), "group", (label if k == 0 else "", deck, cards[k * each:(k + 1) * each])))
    return out


def draw_revealed(surface, r: pygame.Rect, px, rows: list, card, scroll: int = 0) -> int:
    """The panel in ``r``. ``rows``: ``("name", who, colour)`` for a heading (a seat, or
    "Face down") and ``("group", label, deck, [card ids])`` for what it holds (no cards: the
    label alone). ``card(surface, card id, centre, width, deck=…)`` draws one card. ``scroll``
    lines are skipped at the top. Returns the most lines it can scroll (0: everything fits)."""
    pygame.draw.rect(surface, (12, 24, 20), r, border_radius=10)
    panel(surface, r, (12, 24, 20, 255), ACCENT)
    size = max(11, px(13))
    lh = font(size).get_linesize()
    x, top = r.left + px(10), r.top + px(8)
    label_w = max(px(80), max((font(size - 1).size(row[1])[0] for row in rows if row[0] == "group" and row[3]),
                              default=0) + px(16))
    label_w = min(label_w, r.width // 3)
    width = r.width - px(20) - label_w
    room = r.bottom - px(8) - (top + lh + px(8))
    biggest, smallest = max(24, px(34)), max(24, px(27))
    cw = biggest
    while cw > smallest and sum(h for h, _, _ in _lines(rows, cw, width, lh, px)) > room:
        cw -= 1
    lines = _lines(rows, cw, width, lh, px)
    ch = round(cw * 88 / 63)
    # scrolling: the most lines that can be skipped and still fill the panel
    most, total = 0, sum(h for h, _, _ in lines)
    while total > room and most < len(lines):
        total -= lines[most][0]
        most += 1
    if most:
        room -= lh                                    # a line for "more below / above"
        most, total = 0, sum(h for h, _, _ in lines)
        while total > room and most < len(lines):
            total -= lines[most][0]
            most += 1
    scroll = max(0, min(scroll, most))
    text(surface, "Everything revealed", (x, top), size + 2, ACCENT, True)
    y = top + lh + px(8)
    bottom = r.bottom - px(8) - (lh if most else 0)
    shown_to = scroll
    for h, kind, payload in lines[scroll:]:
        if y + h > bottom:
            break
        shown_to += 1
        if kind == "name":
            _, who, col = payload
            text(surface, who, (x, y), size, col, True, max_width=r.width - px(20))
            y += h
            continue
        label, deck, cards = payload
        if label:
            # a label with no cards beside it ("nothing hidden") has the whole width
            text(surface, label, (x + px(6), y + (h - lh) // 2), size - 1, INK_DIM,
                 max_width=(label_w if cards else r.width - px(20)) - px(8))
        if cards:
            step = min(cw + px(2), (width - cw) / max(1, len(cards) - 1))
            for i, cid in enumerate(cards):
                card(surface, cid, (round(x + label_w + i * step + cw / 2), y + ch // 2 + 1), cw, deck=deck)
        y += h
    if most:
        above, below = scroll, len(lines) - shown_to
        words = " · ".join(s for s in (f"{above} above ↑" if above else "",
                                       f"{below} more below ↓" if below else "") if s) + " (wheel)"
        text(surface, words, (r.centerx, r.bottom - px(6)), size - 1, ACCENT, True, anchor="midbottom",
             max_width=r.width - px(20))
    return most


__all__ = ["draw_revealed", "revealed_rows"]
