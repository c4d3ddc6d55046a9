"""The last line of defence: an uncaught error becomes a crash log in the data folder and a
message the player sees (a message box when there is a screen), never a silent vanish."""
from __future__ import annotations

import os
import sys
import time
import traceback

CRASH_TEST_ENV = "AUCTION_PARLOUR_CRASH_TEST"


class CrashTest(RuntimeError):
    """Raised on purpose (``--crash-test`` or AUCTION_PARLOUR_CRASH_TEST=1) to test report_crash."""


def _crash_log_path() -> str:
    """A new file ``logs/crash-<time>.log`` in the user's data folder (else the temp folder)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    try:
        from game.storage import data_dir
        folder = os.path.join(data_dir(), "logs")
        os.makedirs(folder, exist_ok=True)
    except Exception:  # noqa: BLE001 - no data folder: still leave the log somewhere findable
        import tempfile
        folder = tempfile.gettempdir()
    path = os.path.join(folder, f"crash-{stamp}.log")
    n = 1
    while os.path.exists(path):
        n += 1
        path = os.path.join(folder, f"crash-{stamp}-{n}.log")
    return path


def report_crash(exc: BaseException) -> str | None:
    """Write the traceback to a log in the user's data folder and show a message.

    Works frozen too: a windowed build has no console (``sys.stderr`` may be None), so the
    log file and ``pygame.display.message_box`` are what the player sees. Never raises.
    """
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    try:
        from game.version import __version__ as version
    except Exception:  # noqa: BLE001
        version = "?"
    import platform
    header = (f"Auction Parlour {version} crash report, {time.strftime('%Y-%m-%d %H:%M:%S')}\n"
              f"python {platform.python_version()} on {platform.platform()}; "
              f"frozen: {bool(getattr(sys, 'frozen', False))}\n"
              f"arguments: {sys.argv[1:]!r}\n\n")
    path = None
    try:
        path = _crash_log_path()
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(header + text)
    except Exception:  # noqa: BLE001
        path = None
    summary = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    msg = f"Auction Parlour stopped because of an error:\n\n{summary}\n\n" + \
        (f"The details were written to:\n{path}" if path else text[-1500:])
    try:
        if sys.stderr is not None:
            print(msg, file=sys.stderr)
    except Exception:  # noqa: BLE001
        pass
    if os.environ.get("SDL_VIDEODRIVER") != "dummy":
        try:
            import pygame
            pygame.display.message_box("Auction Parlour", msg, "error")
        except Exception:  # noqa: BLE001
            pass
    return path
