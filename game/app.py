"""The window, the clock and the scene stack.

Only the top scene gets input; scenes with ``overlay = True`` draw over the scene below
(pause, hand-off curtain, help, dialogs). ``push``/``pop``/``replace`` take effect at once.
A toast belongs to the screen on view when it is said (``Toast.owner``) and goes with it.
"""
from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from . import settings as settings_mod  # noqa: E402
from .assets import asset_path, reset_fonts  # noqa: E402

MIN_W, MIN_H = 960, 540
QUIT_AGAIN = 10.0          # seconds in which a second close of the window quits after a warning
TITLE = "Auction Parlour"
WM_CLASS = "auction-parlour"     # what window managers (and xdotool --class) know the window by


def name_the_window_class() -> None:
    """SDL names the window's class (X11 WM_CLASS, Wayland app id) from these variables when
    its video starts: set them before ``pygame.init()``, unless the player's environment
    already chose. ``import pygame`` itself sets the X11 one, when unset, to the program's
    file name (``__main__.py`` for ``python -m game``): that default is replaced too."""
    x11 = os.environ.get("SDL_VIDEO_X11_WMCLASS")
    if not x11 or x11 == os.path.basename(sys.argv[0] if sys.argv else ""):
        os.environ["SDL_VIDEO_X11_WMCLASS"] = WM_CLASS
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", WM_CLASS)


class Toast(list):
    """A short message: ``[text, seconds_left]``, and the screen it belongs to (``owner``): it
    shows only while that screen is the one on view (or an overlay over it) and goes with it
    when it leaves the stack, so news from a table never follows the player to the title.
    ``owner`` None: the app's own message, shown whatever the screen. ``drawer(surface, toast)``,
    when given, draws it somewhere of its owner's choosing and returns its rect (None: the
    usual place)."""
    __slots__ = ("owner", "drawer", "problem")

    def __init__(self, text: str, seconds: float, owner=None, problem: bool = False):
        super().__init__([text, seconds])
        self.owner = owner
        self.drawer = None
        self.problem = problem          # something went wrong (red), not news (the table's colours)


class App:
    def __init__(self, size=None, settings=None, headless: bool = False, resizable: bool = True):
        if headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        name_the_window_class()
        from .quiet import quiet_alsa
        with quiet_alsa():                 # no sound card: no ALSA noise in the terminal
            pygame.init()
        reset_fonts()
        from .storage import clean_leftovers
        try:
            clean_leftovers()              # .tmp-*.json left by an interrupted write
        except OSError:
            pass
        self.settings, problem = (settings, None) if settings is not None else settings_mod.load_settings()
        if size is None:
            size = (max(MIN_W, self.settings.window_w), max(MIN_H, self.settings.window_h))
        self.headless = headless
        flags = pygame.RESIZABLE if resizable and not headless else 0
        pygame.display.set_caption(TITLE)
        try:
            icon = pygame.image.load(asset_path("icon.png"))
            pygame.display.set_icon(icon)
        except (pygame.error, FileNotFoundError):
            pass
        self.fullscreen = bool(getattr(self.settings, "fullscreen", False)) and not headless
        self.windowed_size = tuple(size)
        self._windowed_at = None         # where the window stood before full screen (put back after)
        self.screen = pygame.display.set_mode((0, 0) if self.fullscreen else size,
                                              pygame.FULLSCREEN if self.fullscreen else flags)
        self.set_minimum_size()
        self.clock = pygame.time.Clock()
        self.stack: list = []
        self.running = True
        self._quit_warned = -QUIT_AGAIN      # when closing the window last warned (``quit_warning``)
        self.frames = 0
        self.toasts: list = []           # Toast: [text, seconds_left], .owner the screen it belongs to
        self._building: list = []        # the toasts raised while a scene is being made (they are its own)
        self._awake = False              # the last frame had something moving or timed (see frame)
        self._redraw = False             # the window changed (resize, full screen): draw the next frame
        from . import art, sound
        art.set_four_colour(self.settings.four_colour)
        sound.init_sound()
        sound.set_volume(self.settings.volume)
        sound.set_muted(self.settings.muted)
        if problem:
            self.toast(problem, problem=True)

    # ------------------------------------------------------------ scene stack
    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    def scene(self, scene, *args, **kwargs):
        """A scene instance: ``scene`` itself, or a new one made from a registered name."""
        if isinstance(scene, str):
            from scenes.registry import make      # the app is the one place names become classes
            self._building.append([])
            made = None
            try:
                made = make(self, scene, *args, **kwargs)
            finally:
                for t in self._building.pop():     # said while it was made: the new screen's own
                    t.owner = made if made is not None else self.screen_scene()
            return made
        return scene

    def push(self, scene, *args, **kwargs):
        """Put a scene (an instance, or a name from ``scenes.registry`` and its arguments) on top."""
        scene = self.scene(scene, *args, **kwargs)
        self.stack.append(scene)
        scene.on_enter()
        return scene

    def pop(self):
        scene = self.stack.pop() if self.stack else None
        if scene is not None:
            scene.on_exit()
        self.forget_toasts()
        if self.top is not None:
            self.top.on_resume()
        return scene

    def replace(self, scene, *args, **kwargs):
        scene = self.scene(scene, *args, **kwargs)
        old = self.stack.pop() if self.stack else None
        if old is not None:
            old.on_exit()
        out = self.push(scene)
        self.forget_toasts()
        return out

    def clear_to(self, scene, *args, **kwargs):
        """Empty the stack, then push ``scene`` (an instance or a name)."""
        scene = self.scene(scene, *args, **kwargs)
        while self.stack:
            self.stack.pop().on_exit()
        out = self.push(scene)
        self.forget_toasts()
        return out

    def find(self, kind: type):
        """The topmost scene on the stack that is an instance of ``kind``, or None."""
        for s in reversed(self.stack):
            if isinstance(s, kind):
                return s
        return None

    def settings_changed(self) -> None:
        """A setting was changed (the settings screen): what the app itself shows follows, and
        every scene on the stack is told (``Scene.on_settings``), then drawn afresh."""
        from . import art, sound
        art.set_four_colour(self.settings.four_colour)
        sound.set_volume(self.settings.volume)
        sound.set_muted(self.settings.muted)
        for s in self.stack:
            s.on_settings(self.settings)
        self.invalidate()
        self._redraw = True

    def wake(self) -> None:
        """Another thread has news (a bot has decided): wake the loop from its sleep. Safe to
        call from any thread; the Match is handed this, it never touches the window itself."""
        try:
            if pygame.display.get_init():
                pygame.event.post(pygame.event.Event(pygame.USEREVENT, {"why": "wake"}))
        except pygame.error:
            pass

    def quit(self) -> None:
        self.running = False

    def screen_scene(self):
        """The screen on view: the topmost scene that is not an overlay (None: no scene yet)."""
        for s in reversed(self.stack):
            if not s.overlay:
                return s
        return self.stack[0] if self.stack else None

    def toast(self, text: str, seconds: float = 6.0, lasting: bool = False, problem: bool = False) -> Toast:
        """Show a short message for ``seconds``. It belongs to the screen on view (said while a
        screen is being made: to that screen), and goes when that screen does; ``lasting``
        says it is meant for whatever screen comes next. ``problem``: something went wrong, in
        red; news ("Undone", "Lesson complete") is not drawn as an error."""
        t = Toast(text, seconds, None if lasting else self.screen_scene(), problem)
        if self._building and not lasting:
            self._building[-1].append(t)
        self.toasts.append(t)
        return t

    def shown_toast(self):
        """The toast on view: the first that belongs to no screen, to the screen on view or to
        an overlay over it (the others wait for their screen to come back)."""
        if not self.toasts:
            return None
        screen = self.screen_scene()
        at = next((i for i, s in enumerate(self.stack) if s is screen), len(self.stack))
        here = self.stack[at:]
        return next((t for t in self.toasts if getattr(t, "owner", None) is None
                     or any(t.owner is s for s in here)), None)

    def forget_toasts(self) -> None:
        """The toasts of screens that left the stack go with them."""
        self.toasts[:] = [t for t in self.toasts if getattr(t, "owner", None) is None
                          or any(t.owner is s for s in self.stack)]

    def drop_toast(self, toast) -> None:
        """Put this toast away (itself: another with the same words stays)."""
        self.toasts[:] = [t for t in self.toasts if t is not toast]

    @property
    def size(self) -> tuple:
        return self.screen.get_size()

    # ------------------------------------------------------------ loop
    def set_minimum_size(self) -> None:
        """SDL's own minimum window size, where pygame-ce offers it (resizing never goes below)."""
        if self.headless:
            return
        try:
            pygame.Window.from_display_module().minimum_size = (MIN_W, MIN_H)
        except (AttributeError, pygame.error):
            pass

    def toggle_fullscreen(self) -> None:
        """F11: full screen and back (the setting remembers it)."""
        if self.headless:
            return
        self.fullscreen = not self.fullscreen
        self.settings.fullscreen = self.fullscreen
        if self.fullscreen:
            self.windowed_size = self.screen.get_size()
            # with no window manager to place it (a bare X server), the full-screen window kept
            # the window's offset and ran off the screen's right and bottom (a newcomer): the
            # window goes to the corner first (SDL does not move a full-screen window)
            window = getattr(pygame, "Window", None)
            if window is not None and hasattr(window, "from_display_module"):
                self._windowed_at = window.from_display_module().position
                window.from_display_module().position = (0, 0)
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            self.set_minimum_size()
            at = self._windowed_at
            if at is not None:                      # back where the window was
                pygame.Window.from_display_module().position = at
        for s in self.stack:
            s.on_resize(self.screen.get_size())
        self._redraw = True

    def handle_event(self, ev) -> None:
        if ev.type == pygame.QUIT:
            warning = next((w for s in reversed(self.stack) if (w := s.quit_warning())), "")
            now = time.monotonic()
            if warning and now - self._quit_warned > QUIT_AGAIN:
                # closing the window would end a game for others (friends at the table this
                # window hosts): say so, and close only when asked again
                self._quit_warned = now
                self.toast(f"{warning} Close the window again to quit.", QUIT_AGAIN, problem=True)
                self._redraw = True
                return
            self.quit()
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        shown = self.shown_toast()
        if (ev.type == pygame.MOUSEBUTTONDOWN and shown is not None and getattr(self, "toast_rect", None) is not None
                and self.toast_rect.collidepoint(ev.pos)):
            self.drop_toast(shown)          # a click on a message puts it away (and does nothing else)
            self.toast_rect = None
            return
        if ev.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED) and not self.headless:
            w, h = (ev.w, ev.h) if ev.type == pygame.VIDEORESIZE else (ev.x, ev.y)
            w, h = max(MIN_W, w), max(MIN_H, h)
            self.screen = pygame.display.get_surface()          # SDL resized it (its minimum size holds)
            if self.screen.get_size() != (w, h) and not self.fullscreen:
                self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            if not self.fullscreen:
                self.settings.window_w, self.settings.window_h = w, h
            for s in self.stack:
                s.on_resize((w, h))
            self._redraw = True
            return
        if self.top is not None:
            self.top.handle(ev)

    def draw(self) -> None:
        # draw from the last non-overlay scene upward
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if not self.stack[i].overlay:
                start = i
                break
        for scene in self.stack[start:]:
            scene.draw(self.screen)
        shown = self.shown_toast()
        self.toast_rect = None
        if shown is not None:
            from .draw import draw_toast
            drawer = getattr(shown, "drawer", None)
            self.toast_rect = drawer(self.screen, shown) if drawer is not None else None
            if self.toast_rect is None:
                self.toast_rect = draw_toast(self.screen, shown[0], getattr(self.top, "toast_at", "bottom"),
                                             problem=getattr(shown, "problem", False))

    def invalidate(self) -> None:
        """Every scene draws its next frame from scratch (no kept layer)."""
        for scene in self.stack:
            scene.invalidate()

    def frame(self, dt: float, events=None, force_draw: bool = True, elapsed: float | None = None) -> bool:
        """Handle input, update every scene, and draw if anything may have changed (always
        when ``force_draw``). ``dt`` moves animations on (the loop caps it, so a stall never
        makes them jump); ``elapsed`` is the real time since the last frame (default ``dt``),
        which wall-clock timers such as a toast's count. Returns whether it drew.

        A frame is drawn when there was input, a scene says it changed, a toast came or
        went, or anything was moving or timed before this frame or still is: the frame in
        which motion ends is drawn too, so the loop never goes to sleep on a stale picture."""
        events = pygame.event.get() if events is None else events
        for ev in events:
            self.handle_event(ev)
        toasts_before = len(self.toasts)
        shown = self.shown_toast()
        if shown is not None:
            shown[1] -= dt if elapsed is None else elapsed
            if shown[1] <= 0:
                self.drop_toast(shown)
        changed = False
        for scene in list(self.stack):
            scene.update(dt)
            changed = scene.changed() or changed
        awake = self.next_interval() is not None
        drew = (force_draw or bool(events) or changed or shown is not None or len(self.toasts) != toasts_before
                or awake or self._awake or self._redraw)
        self._awake = awake
        self._redraw = False
        if drew:
            self.draw()
        self.frames += 1
        return bool(drew)

    def next_interval(self):
        """Seconds until the next frame is needed: 0 = every frame (something moves), a
        number for a scene's timer or a toast's end, None = only on input or a change (the
        window is still)."""
        shown = self.shown_toast()
        out = shown[1] if shown is not None else None
        for scene in self.stack:
            iv = scene.frame_interval()
            if iv is not None:
                out = iv if out is None else min(out, iv)
        return None if out is None else max(0.0, out)

    def wait_seconds(self, fps: int = 60) -> float:
        """How long the loop may sleep before its next frame: one frame while something
        moves, a scene's timer, or half a second when the window is still (input wakes it
        sooner)."""
        iv = self.next_interval()
        if iv == 0:
            return 1 / fps
        return 0.5 if iv is None else max(0.001, iv)

    def run(self, max_frames: int | None = None, fps: int = 60) -> None:
        """The loop: 60 frames a second while something moves; when the window is still it
        sleeps until input, a bot's move (the worker thread posts an event) or a scene's timer,
        and draws nothing new. An idle table or title costs next to no CPU."""
        last = pygame.time.get_ticks()
        while self.running and self.top is not None:
            if max_frames is not None:
                self.clock.tick(fps)
                self.frame(1 / 30)           # smoke runs advance game time steadily
                drew = True
            else:
                wait = self.wait_seconds(fps)
                if wait <= 1 / fps:
                    self.clock.tick(fps)
                    events = pygame.event.get()
                else:
                    first = pygame.event.wait(max(1, int(wait * 1000)))
                    events = ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()
                now = pygame.time.get_ticks()
                dt, last = (now - last) / 1000.0, now
                drew = self.woken(events, dt, wait)
            if drew and not self.headless:
                pygame.display.flip()
            if max_frames is not None and self.frames >= max_frames:
                break
        self.shutdown()

    def woken(self, events, dt: float, slept: float) -> bool:
        """One pass of the loop after it slept (it meant to sleep ``slept`` seconds; ``dt``
        passed). A stall never makes the animations jump (0.1 s at most), but a sleep the
        scenes asked for (a run held up until a click) moves them on by its length, before
        the input that woke it is handled: a click 20 s into a held moment goes on from it,
        and what comes next still plays (the 20 s were counted after the click, and the
        royal's flight and the next deal went by unseen)."""
        moved = min(dt, max(0.1, slept))
        if events and moved > 0.1:
            self.frame(moved, [], force_draw=False, elapsed=dt)
            return self.frame(0.0, events, force_draw=False, elapsed=0.0) or True
        return self.frame(moved, events, force_draw=False, elapsed=dt)

    def shutdown(self) -> None:
        for s in self.stack:
            s.on_exit()
        from .bots import worker
        worker.shutdown()
        try:
            if not self.headless:        # smoke runs, shots and tests never touch the player's settings
                settings_mod.save_settings(self.settings)
        except OSError as exc:
            print(f"Could not save settings: {exc}", file=sys.stderr)
        pygame.quit()
