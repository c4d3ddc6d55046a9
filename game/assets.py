"""The one place the application finds its files: assets (also when frozen) and fonts.

The data files live in the ``assets`` package (the top-level ``assets/`` folder, shipped as
package data), found with importlib.resources: the same call works from a checkout, an
editable install, a wheel (``pip install .``, pipx) and the PyInstaller bundle. Nothing is
looked up relative to the source tree.
"""
from __future__ import annotations

import os

ASSETS_PACKAGE = "assets"
_ROOT: list = []


def assets_dir() -> str:
    """Absolute path of the folder that holds the data files (``fonts/``, ``tables/``, …)."""
    if not _ROOT:
        import importlib
        from importlib.resources import files

        pkg = importlib.import_module(ASSETS_PACKAGE)
        if getattr(pkg, "OWNER", None) != "auction-parlour":
            raise RuntimeError(f"the module {ASSETS_PACKAGE!r} at {getattr(pkg, '__file__', '?')} is not Auction "
                               "Parlour's data package (another package of that name comes first on sys.path)")
        root = files(pkg)
        if not isinstance(root, os.PathLike):   # every supported install unpacks to files on disk
            raise RuntimeError(f"Auction Parlour's data files are not on the file system ({root!r})")
        _ROOT.append(os.fspath(root))
    return _ROOT[0]


def asset_path(*parts: str) -> str:
    """``asset_path("fonts", "DejaVuSans.ttf")`` -> absolute path under ``assets/``."""
    return os.path.join(assets_dir(), *parts)


FONT_REGULAR = "DejaVuSans.ttf"
FONT_BOLD = "DejaVuSans-Bold.ttf"
FONT_SERIF_BOLD = "DejaVuSerif-Bold.ttf"


_FONTS: dict = {}


def font(size: int, bold: bool = False, serif: bool = False):
    """A cached pygame Font from the bundled DejaVu files (has ♠♥♦♣☀☾★ glyphs)."""
    import pygame

    if not pygame.font.get_init():
        pygame.font.init()
        _FONTS.clear()          # fonts made before pygame.quit() are dead
    key = (max(6, int(size)), bold, serif)
    f = _FONTS.get(key)
    if f is not None:
        try:
            f.get_height()      # a font made before pygame.quit() raises here
        except pygame.error:
            _FONTS.clear()
            f = None
    if f is None:
        name = FONT_SERIF_BOLD if serif else (FONT_BOLD if bold else FONT_REGULAR)
        f = _FONTS[key] = pygame.font.Font(asset_path("fonts", name), key[0])
    return f


def reset_fonts() -> None:
    """Forget cached fonts (call after pygame.init(): fonts from before a quit are dead)."""
    _FONTS.clear()
