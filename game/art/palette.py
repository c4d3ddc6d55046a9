"""Colours shared by the card renderers and the suit-symbol generator (tools/make_suits.py).

The six Decktet suit colours differ in hue AND in lightness (Rec.601 luma, the grayscale
``pygame.transform.grayscale`` uses): sorted they sit roughly 10 % apart, so the suits stay
distinct on a grayscale screenshot or for colour-blind players.
"""
from __future__ import annotations

SUIT_COLORS = {
    "knots": (48, 32, 64),     # deep plum      luma ~0.16
    "wyrms": (150, 28, 36),    # crimson        luma ~0.26
    "moons": (60, 100, 200),   # night blue     luma ~0.39
    "waves": (20, 160, 175),   # sea teal       luma ~0.47
    "leaves": (120, 180, 50),  # leaf green     luma ~0.58
    "suns": (240, 178, 28),    # gold           luma ~0.70
}

# Decktet card furniture
PAPER = (247, 239, 220)
PAPER_EDGE = (233, 220, 190)
INK = (43, 35, 32)
INK_SOFT = (96, 80, 66)
GOLD = (196, 152, 58)
GOLD_DARK = (134, 98, 30)
BACK_MAIN = (92, 30, 40)
BACK_LIGHT = (214, 176, 96)

# Standard deck
STD_RED = (196, 30, 40)
STD_BLACK = (24, 24, 28)
STD_BLUE = (30, 80, 190)
STD_GREEN = (20, 130, 60)
STD_PAPER = (252, 252, 248)

# Me First: cool modern palette, so it never looks like a Decktet card
MF_PAPER = (236, 244, 248)
MF_INK = (22, 40, 62)
MF_NUMBER_COLORS = {
    1: (230, 90, 70), 2: (238, 140, 50), 3: (220, 180, 30), 4: (120, 180, 60),
    5: (40, 170, 130), 6: (30, 150, 200), 7: (70, 100, 210), 8: (130, 80, 200),
    9: (190, 70, 170), 10: (90, 90, 110),
}
MF_ARROW = (22, 40, 62)
MF_STAR = (250, 196, 20)


def luma(rgb) -> float:
    """Grayscale lightness 0..1 (Rec.601)."""
    r, g, b = rgb[:3]
    return (0.299 * r + 0.587 * g + 0.114 * b) / 255.0


def shade(rgb, k: float):
    """Darken (k < 1) or lighten toward white (k > 1)."""
    if k <= 1:
        return tuple(max(0, min(255, int(c * k))) for c in rgb[:3])
    t = k - 1
    return tuple(max(0, min(255, int(c + (255 - c) * t))) for c in rgb[:3])


def hexc(rgb) -> str:
    return "#%02x%02x%02x" % tuple(int(c) for c in rgb[:3])
