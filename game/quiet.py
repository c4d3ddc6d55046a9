"""Hush the sound library's complaints on machines without a sound card.

With no sound card, SDL's ALSA backend has libasound print a dozen "ALSA lib … cannot find
card" lines each time audio is tried (``pygame.init()`` and ``mixer.init()``). The game stays
silent either way and a failure still arrives as a pygame.error, so the lines only alarm a
player. ``quiet_alsa()`` sends the C-level stderr to the null device while SDL starts audio
(Linux only; elsewhere it does nothing). A real device still plays.

(An ALSA error handler written in Python is not safe: SDL's device thread may call it while
the main thread holds the GIL inside ``pygame.quit()``, and the window then never closes.)
"""
from __future__ import annotations

import contextlib
import os
import sys


@contextlib.contextmanager
def quiet_alsa():
    if not sys.platform.startswith("linux"):
        yield
        return
    try:
        if sys.stderr is not None:
            sys.stderr.flush()
        saved = os.dup(2)
        null = os.open(os.devnull, os.O_WRONLY)
    except (OSError, AttributeError, ValueError):   # no fd 2 (a windowed app): nothing to hush
        yield
        return
    try:
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)


__all__ = ["quiet_alsa"]
