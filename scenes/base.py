"""The Scene protocol: handle(event), update(dt), draw(surface)."""
from __future__ import annotations


class Scene:
    overlay = False     # True: the scene below is drawn first (pause, curtain, dialogs)

    def __init__(self, app):
        self.app = app
        self._shown = None      # what the scene showed when ``shows_new`` last said so

    def on_enter(self) -> None: ...
    def on_exit(self) -> None: ...
    def on_resume(self) -> None: ...
    def on_resize(self, size) -> None: ...
    def on_settings(self, settings) -> None: ...     # a setting changed: follow it (settings screen, pause)
    def on_leave(self) -> None: ...                  # the player leaves for the title: let go of what it holds

    def quit_warning(self) -> str:
        """What closing the window now would cost someone else ("" if nothing): the app then
        says it and quits only when the window is closed a second time."""
        return ""

    def handle(self, event) -> None: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface) -> None: ...

    # the idle loop (game/app.py): a scene says when it needs frames
    def frame_interval(self):
        """0 while something moves (a frame every 1/60 s); a number of seconds for a slow
        timer (a caret, a gentle breathing); None when only input or a change redraws it."""
        return None

    def invalidate(self) -> None:
        """Forget any kept drawing, so the next draw is made from scratch."""

    def changed(self) -> bool:
        """Called after update(): did anything this scene shows change (so draw now)?"""
        return False

    def shows_new(self, key) -> bool:
        """For ``changed``: True when ``key`` (a summary of what the scene shows) differs from
        the one given last time."""
        if key == self._shown:
            return False
        self._shown = key
        return True

    @property
    def is_top(self) -> bool:
        return self.app.top is self
