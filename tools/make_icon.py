"""Generate the app icon: assets/icon.png (256x256) and assets/icon.ico (256/48/32/16).

A fan of three Decktet cards on a round felt medallion, with a gold coin and an auction
gavel in front. The card faces come from game.art (so the icon matches the game); the rest
is vector SVG. The .ico is written by hand (PNG-compressed entries, Windows Vista+), so
neither PIL nor any other imaging library is needed.

Run:  python tools/make_icon.py
"""
from __future__ import annotations

import io
import os
import struct
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import pygame  # noqa: E402

from game import art  # noqa: E402
from game.art import base as B  # noqa: E402

SIZE = 256


def _felt() -> pygame.Surface:
    body = (
        '<defs><radialGradient id="f" cx="0.5" cy="0.45" r="0.6">'
        '<stop offset="0" stop-color="#2f7a55"/><stop offset="1" stop-color="#173d2b"/>'
        '</radialGradient></defs>'
        '<rect x="8" y="8" width="240" height="240" rx="52" ry="52" fill="url(#f)" '
        'stroke="#c4983a" stroke-width="8"/>'
        '<rect x="20" y="20" width="216" height="216" rx="42" ry="42" fill="none" '
        'stroke="#86621e" stroke-width="2"/>')
    return B.render_svg(B.svg_doc(SIZE, SIZE, body), (SIZE, SIZE))


def _coin_and_gavel() -> pygame.Surface:
    body = (
        # gavel: handle then head
        '<g transform="rotate(-35 170 182)">'
        '<rect x="112" y="176" width="112" height="13" rx="6" fill="#8a5a2b" stroke="#3b2410" '
        'stroke-width="3"/>'
        '<rect x="100" y="152" width="34" height="62" rx="8" fill="#a86d34" stroke="#3b2410" '
        'stroke-width="4"/>'
        '<rect x="96" y="160" width="42" height="9" rx="3" fill="#d9a441" stroke="#3b2410" '
        'stroke-width="2"/>'
        '<rect x="96" y="197" width="42" height="9" rx="3" fill="#d9a441" stroke="#3b2410" '
        'stroke-width="2"/>'
        '</g>'
        # coin
        '<circle cx="72" cy="190" r="40" fill="#e8b830" stroke="#7a5710" stroke-width="6"/>'
        '<circle cx="72" cy="190" r="29" fill="none" stroke="#b58717" stroke-width="4"/>'
        '<path d="M 72 168 L 78 183 L 94 184 L 82 194 L 86 210 L 72 201 L 58 210 L 62 194 '
        'L 50 184 L 66 183 Z" fill="#fff0b0" stroke="#7a5710" stroke-width="2"/>')
    return B.render_svg(B.svg_doc(SIZE, SIZE, body), (SIZE, SIZE))


def make_icon() -> pygame.Surface:
    icon = _felt()
    for cid, ang, dx in (("ace-moons", 26, -54), ("huntress", 0, 0), ("ace-suns", -26, 54)):
        face = art.card_face("decktet", cid, 96, ang)
        icon.blit(face, face.get_rect(center=(128 + dx, 100 + abs(dx) * 0.3)))
    icon.blit(_coin_and_gavel(), (0, 0))
    return icon


def png_bytes(surf: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "icon.png")
    return buf.getvalue()


def write_ico(path: str, surf: pygame.Surface, sizes=(256, 48, 32, 16)) -> None:
    images = []
    for s in sizes:
        img = surf if s == surf.get_width() else pygame.transform.smoothscale(surf, (s, s))
        images.append((s, png_bytes(img)))
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for s, data in images:
        dim = 0 if s >= 256 else s
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    with open(path, "wb") as fh:
        fh.write(header + entries + blobs)


def main() -> None:
    pygame.init()
    icon = make_icon()
    out = os.path.join(ROOT, "assets", "icon.png")
    pygame.image.save(icon, out)
    write_ico(os.path.join(ROOT, "assets", "icon.ico"), icon)
    print("wrote assets/icon.png and assets/icon.ico")


if __name__ == "__main__":
    main()
