"""A table's log panel: the game's Events in words, in the right column (L shows and hides it).

Each entry is drawn in its seat's colour (one colour for all its wrapped lines), with a
hanging indent; older entries are dimmed. The panel follows new lines unless the player has
scrolled up (the wheel over it): then it keeps the lines being read where they are and says
how many new ones wait below. Hidden, it leaves a small "Log (L)" tab.

The panel knows nothing of matches or seats: the table hands it ``entries()`` (each entry's
text and colour, as the viewer may read them) and a ``version`` that changes when they do; the
lines are wrapped again only then, or when the panel changes width.
"""
from __future__ import annotations

import pygame

from game.assets import font

from .widgets import ACCENT, INK_DIM, hanging, panel, text


class LogPanel:
    def __init__(self, open_: bool):
        self.open = open_
        self.scroll = 0               # lines scrolled up from the newest (0: it follows new lines)
        self.unread = 0               # lines that came below while scrolled up
        self.lines: list = []         # [(x offset, line, colour, entry number)] as wrapped last
        self._made_for = None         # (version, reader, width, size) the lines were wrapped for
        self.text_bottom = None       # where the newest line drawn ends (None: not drawn yet)

    def ui_key(self) -> tuple:
        """What of the panel shows on the table (for the table's kept layer)."""
        return (self.open, self.scroll, self.unread)

    def wheel(self, dy: int) -> None:
        self.scroll = max(0, self.scroll + dy)

    def draw(self, surface, r: pygame.Rect, px, entries, version, reader) -> None:
        """The panel in ``r``: ``entries()`` gives ``[(text, colour)]``, oldest first, for
        ``reader`` (whose log it is: a scroll position belongs to one reader); ``version``
        changes whenever the entries do."""
        if not self.open:
            tab = pygame.Rect(r.right - px(110), r.top, px(110), px(30))
            panel(surface, tab)
            text(surface, "Log  (L)", tab.center, px(15), INK_DIM, anchor="center")
            return
        panel(surface, r)
        size = max(11, px(15))
        text(surface, "Log", (r.left + 12, r.top + 8), size + 1, ACCENT, True)
        text(surface, "L hides", (r.right - 10, r.top + 10), max(10, size - 3), INK_DIM, anchor="topright")
        inner = pygame.Rect(r.left + 12, r.top + px(34), r.width - 24 - px(6), r.height - px(42))
        key = (version, reader, inner.width, size)
        if self._made_for != key:      # wrap only when something changed
            lines = []
            for k, (s, col) in enumerate(entries()):
                for dx, ln in hanging(s, size, inner.width, px(14)):
                    lines.append((dx, ln, col, k))
            new = max(0, len(lines) - len(self.lines))
            if self.scroll > 0 and (self._made_for is None or self._made_for[1] == reader):
                self.scroll += new              # keep what the player is reading
                self.unread += new
            self._made_for, self.lines = key, lines
        lines = self.lines
        lh = font(size).get_linesize()
        fit = max(1, inner.height // lh)
        self.scroll = min(self.scroll, max(0, len(lines) - fit))
        if self.scroll > 0:
            # scrolled up, the "more below" tag takes the bottom: the lines end above it (it
            # covered the last line read: a newcomer)
            fit = max(1, (inner.height - px(24)) // lh)
            self.scroll = min(self.scroll, max(0, len(lines) - fit))
        if self.scroll == 0:
            self.unread = 0
        end = len(lines) - self.scroll
        start = max(0, end - fit)
        y = inner.top
        last = lines[-1][3] if lines else 0
        for n, (dx, ln, col, k) in enumerate(lines[start:end]):
            dim = self.scroll == 0 and k < last - 3          # one entry, one colour
            c = tuple(int(v * 0.72) for v in col) if dim else col
            if n == 0 and start > 0 and lines[start - 1][3] == k:
                # the tail of an entry whose beginning is above the panel: marked as such ("down."
                # or "circle." alone at the top read as nonsense), and shown rather than left as
                # a blank band over the newest lines (a newcomer, under a lesson's panel)
                # fitted to the panel by leaving out the line's first words, not run past its
                # border ("… Light Keeper, The Painter and The" did: a newcomer)
                words = ln.split()
                while len(words) > 1 and font(size).size("… " + " ".join(words))[0] > inner.width - dx:
                    words.pop(0)
                ln = "… " + " ".join(words)
            text(surface, ln, (inner.left + dx, y), size, c)
            y += lh
        self.text_bottom = y if self.scroll == 0 else r.bottom    # where its newest line ends (room below: a toast's)
        if self.scroll > 0:
            label = f"{self.unread} new below ↓" if self.unread else "more below ↓"
            tag = pygame.Rect(0, 0, px(150), px(22))
            tag.midbottom = (r.centerx, r.bottom - px(4))
            panel(surface, tag, (30, 50, 42, 245), ACCENT, 8)
            text(surface, label, tag.center, max(10, size - 2), ACCENT, True, anchor="center")


__all__ = ["LogPanel"]
