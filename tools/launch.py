"""Entry script for the frozen app (kept outside the package, as PyInstaller prefers)."""
import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
