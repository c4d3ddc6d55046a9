"""A table's prompt bar, along the bottom: what to do now on the left, the buttons that do it
on the right.

The instruction is never cut off: it takes one line, or one smaller line, or two lines
(``prompt_lines``), in the room the buttons leave. The table decides the words (the next step,
a staged moment's line, or why a move was refused) and the buttons; the bar lays them out.
"""
from __future__ import annotations

import pygame

from game.assets import font

from .widgets import layout_row, panel, text, wrap


def prompt_lines(message: str, room: int, size: int, height: int | None = None) -> tuple:
    """(font size, lines) so that the whole instruction fits ``room`` wide (and ``height`` high,
    when given): one line, a smaller line, two lines, then more or smaller lines as long as they
    fit the height; never cut off."""
    for sz in (size, max(11, int(size * 0.86))):
        if font(sz, True).size(message)[0] <= room:
            return sz, [message]
    for sz in (max(11, int(size * 0.86)), max(10, int(size * 0.74))):
        lines = wrap(message, sz, room, bold=True)
        if len(lines) <= 2 and (height is None or len(lines) * font(sz, True).get_linesize() <= height):
            return sz, balanced(message, sz, room, len(lines))
    sz = max(10, int(size * 0.74))
    while True:
        lines = wrap(message, sz, room, bold=True)
        if height is None or len(lines) * font(sz, True).get_linesize() <= height or sz <= 8:
            return sz, lines
        sz -= 1


def balanced(message: str, size: int, room: int, n: int) -> list:
    """``message`` wrapped into ``n`` lines of about equal length (the narrowest width that
    still takes ``n`` lines), not a full line and a word left alone on the next."""
    lo, hi = room // n, room
    while lo < hi:
        mid = (lo + hi) // 2
        if len(wrap(message, size, mid, bold=True)) <= n:
            hi = mid
        else:
            lo = mid + 1
    return wrap(message, size, hi, bold=True)


def draw_prompt_bar(surface, r: pygame.Rect, px, message: str, colour, buttons: list, top: int = 0,
                    after: str = "", after_colour=None) -> None:
    """The bar in ``r``: ``buttons`` in a row at its right end, ``message`` (its first letter a
    capital) in ``colour`` in the room left of them, below the ``top`` pixels kept for
    something else (a replay's scrub bar); then ``after`` in ``after_colour``, in the same
    lines (what to do, after a message in red that something could not be done)."""
    if after:
        after = after[:1].upper() + after[1:]
    panel(surface, r, (12, 22, 20, 230), (120, 140, 110))
    r = pygame.Rect(r.left, r.top + top, r.width, r.height - top)
    size = max(13, px(19))
    layout_row(buttons, r.right - px(10), r.centery, r.height - px(12), max(12, px(16)))
    left_of_buttons = min([b.rect.left for b in buttons], default=r.right) - px(12)
    room = left_of_buttons - r.left - px(20)
    message = message[:1].upper() + message[1:]
    whole = f"{message}  {after}" if after else message
    sz, lines = prompt_lines(whole, room, size, r.height - px(10))     # clear of the edges ("Bea" touched the bottom)
    if after and sz < max(11, int(size * 0.86)):    # ``after`` only where both fit in two lines (smaller: a newcomer)
        whole, after = message, ""
        sz, lines = prompt_lines(whole, room, size, r.height - px(10))
    lh = font(sz, True).get_linesize()
    y = r.centery - lh * len(lines) / 2
    left = len(message.split())         # the words still in ``colour``; the rest are ``after``'s
    for ln in lines:
        words = ln.split()
        first, rest = " ".join(words[:left]), " ".join(words[left:])
        left = max(0, left - len(words))
        x = r.left + px(14)
        if first:
            x = text(surface, first, (x, y), sz, colour, True, anchor="topleft").right + font(sz, True).size("  ")[0]
        if rest:
            text(surface, rest, (x, y), sz, after_colour or colour, True, anchor="topleft")
        y += lh
    for b in buttons:
        b.draw(surface, max(12, px(16)))


__all__ = ["draw_prompt_bar", "prompt_lines"]
