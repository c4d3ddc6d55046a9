"""Contact sheets of the card art, to look at it (not shipped).

    python tools/art_sheet.py [decktet|standard|mefirst|all] [--out /tmp/sheet.png]
        [--widths 90,56] [--four-colour] [--angle 0]

Writes the sheet and a grayscale copy (``…_gray.png``) next to it. The Decktet sheet is
``/tmp/sheet.png``; the others ``/tmp/sheet_standard.png`` and ``/tmp/sheet_mefirst.png``.
"""
from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import pygame  # noqa: E402

from game import art  # noqa: E402
from game.assets import font  # noqa: E402

FELT = (28, 74, 52)


def deck_ids(deck: str) -> list:
    if deck == "decktet":
        from rules.decks import decktet
        return [c.id for c in decktet.DECK]
    if deck == "standard":
        ranks = ["A"] + [str(r) for r in range(2, 11)] + ["J", "Q", "K"]
        return [r + s for s in "SHDC" for r in ranks]
    try:
        from rules.decks import me_first_deck as mefirst
        return list(mefirst.IDS)
    except ImportError:
        return [f"n{n}a{a}s{min(5, 1 + (n + a) // 3)}" for n in range(1, 11) for a in range(1, 5)]


def sheet(deck: str, widths, angle: float = 0.0, per_row: int = 13) -> pygame.Surface:
    ids = deck_ids(deck)
    blocks = []
    for w in widths:
        cw, ch = art.card_size(w)
        gap = max(6, w // 8)
        rows = (len(ids) + 2 + per_row - 1) // per_row
        blocks.append((w, cw, ch, gap, rows))
    total_w = max(per_row * (b[1] + b[3]) + b[3] for b in blocks) + 20
    total_h = sum(b[4] * (b[2] + b[3]) + b[3] + 24 for b in blocks) + 10
    surf = pygame.Surface((total_w, total_h))
    surf.fill(FELT)
    y = 6
    label = font(14, True)
    for w, cw, ch, gap, rows in blocks:
        surf.blit(label.render(f"{deck} width {w}", True, (230, 230, 210)), (10, y))
        y += 20
        items = [(cid, True) for cid in ids] + [(None, False), (ids[0], False)]
        for i, (cid, up) in enumerate(items):
            r, c = divmod(i, per_row)
            cx = 10 + gap + c * (cw + gap) + cw // 2
            cy = y + gap + r * (ch + gap) + ch // 2
            hl = (255, 214, 80) if i == len(items) - 3 else None
            art.draw_card(surf, deck, cid, (cx, cy), width=w, angle=angle, face_up=up,
                          highlight=hl)
        y += rows * (ch + gap) + gap + 4
    return surf


def main(argv=None) -> None:
    p = argparse.ArgumentParser()
    p.add_argument("deck", nargs="?", default="decktet")
    p.add_argument("--out")
    p.add_argument("--widths", default="90,56")
    p.add_argument("--four-colour", action="store_true")
    p.add_argument("--angle", type=float, default=0.0)
    a = p.parse_args(argv)
    pygame.init()
    art.set_four_colour(a.four_colour)
    widths = [int(x) for x in a.widths.split(",")]
    decks = ["decktet", "standard", "mefirst"] if a.deck == "all" else [a.deck]
    for deck in decks:
        out = a.out if (a.out and len(decks) == 1) else (
            "/tmp/sheet.png" if deck == "decktet" else f"/tmp/sheet_{deck}.png")
        s = sheet(deck, widths, a.angle)
        pygame.image.save(s, out)
        root, ext = os.path.splitext(out)
        pygame.image.save(pygame.transform.grayscale(s), root + "_gray" + ext)
        print("wrote", out, "and", root + "_gray" + ext)


if __name__ == "__main__":
    main()
