"""Entry script for the frozen app (kept outside the package, as PyInstaller prefers).

game.cli.main() reports any error (crash log + message box). If importing the game
itself fails, nothing of it can report: write the traceback to the crash-log folder here,
then re-raise so PyInstaller shows its own error dialog (windowed builds) or prints it.
"""
import sys


def _log_import_failure() -> None:
    import os
    import time
    import traceback
    try:
        try:
            from game.storage import data_dir
            folder = os.path.join(data_dir(), "logs")
            os.makedirs(folder, exist_ok=True)
        except Exception:  # noqa: BLE001
            import tempfile
            folder = tempfile.gettempdir()
        path = os.path.join(folder, f"crash-{time.strftime('%Y%m%d-%H%M%S')}-import.log")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write("Auction Parlour could not start (import failed)\n\n" + traceback.format_exc())
    except Exception:  # noqa: BLE001 - never hide the original error
        pass


if __name__ == "__main__":
    import multiprocessing
    multiprocessing.freeze_support()     # the hard bots think in a worker process (game/bots/worker.py)
    if not getattr(sys, "frozen", False):  # `python tools/launch.py` from a checkout works too
        import os
        sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    try:
        from game.cli import main
    except Exception:
        _log_import_failure()
        raise
    sys.exit(main())
