"""What a table played online needs from the window (not a screen): the notices an online
table shows its player, and the match that plays this window's seat at a hosted table. The
Join screen and the hosting screen both use them."""
from __future__ import annotations

from game.net.remote_match import RemoteMatch


class TableNotices:
    """What an online table tells its player over the table (the window's toasts): passing
    news ("Bob is back.") and one notice kept on screen while it holds ("Waiting for Bob to
    come back…"), until it no longer does or the player clicks it away."""

    KEEP = 10 ** 9                               # seconds: the kept notice never times out by itself

    def __init__(self, app):
        self.app = app
        self.kept = None                         # the kept notice's entry in app.toasts

    def _kept_at(self):
        return next((i for i, t in enumerate(self.app.toasts) if t is self.kept), None)

    def say(self, text: str) -> None:
        t = self.app.toast(text)                     # the table's own: it goes when the table does
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
