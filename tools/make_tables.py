"""Writes assets/tables/<game>_<n>p.tmx: Tiled maps whose object layer "anchors" names the
places on the table (seat_0 is always the viewer's own seat, at the bottom; the others follow
clockwise). Edit the numbers here (or the .tmx in Tiled) and run again:

    python tools/make_tables.py
"""
from __future__ import annotations

import os
from xml.sax.saxutils import quoteattr

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
W, H, TILE = 1280, 720, 16

COMMON = {
    "table": (0, 0, 960, 656, "area"),
    "auction": (968, 8, 304, 262, "panel"),
    "log": (968, 278, 304, 434, "panel"),
    "prompt": (8, 662, 952, 52, "bar"),
}

SF_MIDDLE = {
    "deck": (36, 270, 80, 112, "pile"),
    **{f"market_{i}": (196 + i * 102, 258, 90, 126, "card") for i in range(5)},
    "excuse": (728, 262, 200, 150, "excuse"),
}
SF_3P = {
    "seat_0": (150, 440, 660, 214, "seat"),
    "seat_1": (8, 8, 470, 238, "seat"),
    "seat_2": (482, 8, 470, 238, "seat"),
}
SF_4P = {
    "seat_0": (150, 440, 660, 214, "seat"),
    "seat_1": (8, 8, 312, 238, "seat"),
    "seat_2": (324, 8, 312, 238, "seat"),
    "seat_3": (640, 8, 312, 238, "seat"),
}

# Barony: the stage deck, the three Market cards (each with room at its right for the bids
# committed to it) and the discard pile across the middle; the stage panel on the right.
BA_MIDDLE = {
    "stage": (968, 8, 304, 262, "panel"),
    "deck": (24, 250, 80, 112, "pile"),
    **{f"market_{i}": (128 + i * 236, 236, 92, 128, "card") for i in range(3)},
    **{f"bids_{i}": (226 + i * 236, 226, 128, 148, "bids") for i in range(3)},
    "discard": (842, 250, 110, 112, "pile"),
}
BA_2P = {
    "seat_0": (8, 392, 952, 262, "seat"),
    "seat_1": (8, 8, 952, 210, "seat"),
}
BA_3P = {
    "seat_0": (8, 392, 952, 262, "seat"),
    "seat_1": (8, 8, 472, 210, "seat"),
    "seat_2": (488, 8, 472, 210, "seat"),
}
BA_COMMON = {k: v for k, v in COMMON.items() if k != "auction"}

# Me First: the other seats across the top, the turn-order track under them, the row of up to
# six cards between the deck and the discard pile, your own seat at the bottom.
MF_MIDDLE = {
    "phase": (968, 8, 304, 262, "panel"),
    "track": (8, 184, 952, 40, "track"),
    "deck": (24, 246, 80, 112, "pile"),
    **{f"row_{i}": (154 + 110 * i, 244, 84, 117, "card") for i in range(6)},
    "discard": (856, 246, 80, 112, "pile"),
    "seat_0": (8, 392, 952, 262, "seat"),
}


def _top_seats(n: int) -> dict:
    """The other seats side by side across the top, clockwise from your left."""
    w = (952 - 8 * (n - 2)) // (n - 1)
    return {f"seat_{k}": (8 + (k - 1) * (w + 8), 8, w, 168, "seat") for k in range(1, n)}


# Auctioneer: the other seats across the top, the ring of cards around the royal in the
# middle, your own seat (your hand) at the bottom, the royal's panel on the right.
AU_MIDDLE = {
    "royal": (968, 8, 304, 262, "panel"),
    "ring": (8, 146, 952, 392, "ring"),
    "seat_0": (8, 546, 952, 108, "seat"),
}


def _au_top_seats(n: int) -> dict:
    w = (952 - 8 * (n - 2)) // (n - 1)
    return {f"seat_{k}": (8 + (k - 1) * (w + 8), 8, w, 130, "seat") for k in range(1, n)}


TABLES = {
    ("sorcerous-futures", 3): {**COMMON, **SF_MIDDLE, **SF_3P},
    ("sorcerous-futures", 4): {**COMMON, **SF_MIDDLE, **SF_4P},
    ("barony", 2): {**BA_COMMON, **BA_MIDDLE, **BA_2P},
    ("barony", 3): {**BA_COMMON, **BA_MIDDLE, **BA_3P},
    **{("me-first", n): {**BA_COMMON, **MF_MIDDLE, **_top_seats(n)} for n in range(2, 6)},
    **{("auctioneer", n): {**BA_COMMON, **AU_MIDDLE, **_au_top_seats(n)} for n in range(2, 5)},
}


def tmx(objects: dict) -> str:
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{W // TILE}" height="{H // TILE}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="3" nextobjectid="{len(objects) + 1}">',
        ' <objectgroup id="2" name="anchors">',
    ]
    for i, (name, (x, y, w, h, kind)) in enumerate(objects.items(), start=1):
        lines.append(f'  <object id="{i}" name={quoteattr(name)} class={quoteattr(kind)} '
                     f'x="{x}" y="{y}" width="{w}" height="{h}"/>')
    lines += [" </objectgroup>", "</map>", ""]
    return "\n".join(lines)


def main() -> None:
    out = os.path.join(ROOT, "assets", "tables")
    os.makedirs(out, exist_ok=True)
    for (game, n), objects in TABLES.items():
        path = os.path.join(out, f"{game}_{n}p.tmx")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(tmx(objects))
        print("wrote", os.path.relpath(path, ROOT))


if __name__ == "__main__":
    main()
