"""What a table played online needs from the window (not a screen): the notices an online
table shows its player, and the match that plays this window's seat at a hosted table. The
Join screen and the hosting screen both use them."""
from __future__ import annotations

import pygame

from game.net.remote_match import RemoteMatch

from .widgets import INK, font, panel, text, wrap


class TableNotices:
    """What an online table tells its player over the table (the window's toasts): passing
    news ("Bob is back.") and one notice kept on screen while it holds ("Waiting for Bob to
    come back…"), until it no longer does or the player clicks it away.

    At the table they stand at the top of the log's column, the log drawn again below them
    (the newest entries stay in view): over the table's top they hid the top seats' names."""

    KEEP = 10 ** 9                               # seconds: the kept notice never times out by itself

    def __init__(self, app):
        self.app = app
        self.kept = None                         # the kept notice's entry in app.toasts

    def _kept_at(self):
        return next((i for i, t in enumerate(self.app.toasts) if t is self.kept), None)

    def say(self, text: str) -> None:
        t = self.app.toast(text)                     # the table's own: it goes when the table does
        t.drawer = self.draw_in_log_column
        i = self._kept_at()
        if i is not None:
            self.app.drop_toast(t)
            self.app.toasts.insert(i, t)             # news shows first, then the notice again

    def keep(self, text) -> None:
        i = self._kept_at()
        if i is not None:
            del self.app.toasts[i]
        self.kept = None
        if text:
            self.kept = self.app.toast(text, self.KEEP)
            self.kept.drawer = self.draw_in_log_column

    def draw_in_log_column(self, surface, toast):
        """The notice at the top of the table's log column, the log below it; None (the usual
        place) when its table is not what is on view, or its log is hidden (the column is the table's)."""
        table = toast.owner
        if table is None or self.app.top is not table or not getattr(table, "log_open", False):
            return None
        col, px = table.log_rect(), table.px
        size = max(12, px(15))
        lines = wrap(toast[0], size, col.width - px(24))
        lh = font(size).get_linesize()
        box = pygame.Rect(col.left, col.top, col.width, lh * len(lines) + px(20))
        if col.bottom - box.bottom < px(90) + px(6):
            return None                              # no room left for the log: the usual place
        table.draw_log_below(surface, box.bottom + px(6))
        panel(surface, box, (60, 24, 20, 235), (230, 140, 120))
        y = box.top + px(10)
        for line in lines:
            text(surface, line, (box.left + px(12), y), size, INK)
            y += lh
        return box


def online_match(app, client, welcome, first_state, after=(), host=None) -> RemoteMatch:
    """The table's match for this window's seat at a hosted table: the table says who it waits
    for while a friend is away, and when the table is gone (the host left) the player is told
    so and goes back to the title."""
    notices = TableNotices(app)
    match = RemoteMatch(client, welcome, first_state, after, say=notices.say, notice=notices.keep)
    match.host = host

    def lost(words: str) -> None:
        match.close()
        app.clear_to("title")
        app.toast(words, 12.0)
    match.on_lost = lost
    return match
