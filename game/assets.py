"""The one place the application finds its files: assets (also when frozen) and fonts."""
from __future__ import annotations

import os
import sys


def base_dir() -> str:
    """Folder that holds ``assets/``: the PyInstaller bundle when frozen, else the source tree."""
    if getattr(sys, "frozen", False) and hasattr(sys, "_MEIPASS"):
        return sys._MEIPASS  # type: ignore[attr-defined]
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def asset_path(*parts: str) -> str:
    """``asset_path("fonts", "DejaVuSans.ttf")`` -> absolute path under ``assets/``."""
    return os.path.join(base_dir(), "assets", *parts)


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
