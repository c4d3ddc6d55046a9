"""Hush the sound library's complaints on machines without a sound card.

SDL opens the system's ALSA library when it looks for an audio device; with no sound card
ALSA prints a dozen "ALSA lib … cannot find card" lines to the terminal at every start,
though the game simply stays silent. ALSA lets a program install its own error handler: we
install one that says nothing. Linux only; anywhere else (or if anything fails) this does
nothing at all.
"""
from __future__ import annotations

import sys

_keep: list = []          # the C callback must outlive the call that installs it


def hush_alsa() -> bool:
    if not sys.platform.startswith("linux") or _keep:
        return bool(_keep)
    try:
        import ctypes
        lib = ctypes.CDLL("libasound.so.2")
        handler_type = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int,
                                        ctypes.c_char_p)
        handler = handler_type(lambda *args: None)
        lib.snd_lib_error_set_handler(handler)
        _keep.append((lib, handler))
        return True
    except Exception:  # noqa: BLE001 - no ALSA here: nothing to hush
        return False


__all__ = ["hush_alsa"]
