"""Generate the six Decktet suit symbols as SVG silhouettes into assets/suits/<suit>.svg.

Original designs (not the published Decktet art), each in a 100x100 viewBox, using only
paths, polygons, circles and strokes (pygame's SVG loader renders neither <text> nor <use>):

  moons   a crescent                 suns    a disc with twelve rays
  waves   three wave lines           leaves  a leaf with a vein
  wyrms   a coiled, tapering serpent knots   an interlaced trefoil loop

Colours come from game/art/palette.py (single source of truth). Each symbol carries a darker
outline of its own hue so it stays crisp on the paper face at small sizes.

Run:  python tools/make_suits.py
"""
from __future__ import annotations

import math
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from game.art.palette import SUIT_COLORS, hexc, shade  # noqa: E402

OUT = os.path.join(ROOT, "assets", "suits")


def _pts(points) -> str:
    return " ".join(f"{x:.2f},{y:.2f}" for x, y in points)


def _path(points, closed=True) -> str:
    d = "M " + " L ".join(f"{x:.2f} {y:.2f}" for x, y in points)
    return d + (" Z" if closed else "")


def moons(col, dark) -> str:
    # outer circle minus an offset inner circle, sampled as a polygon
    cx, cy, r = 50.0, 50.0, 44.0
    ix, iy, ir = 68.0, 38.0, 37.0
    pts = []
    n = 240
    outer = []
    for k in range(n):
        a = 2 * math.pi * k / n
        x, y = cx + r * math.cos(a), cy + r * math.sin(a)
        if math.hypot(x - ix, y - iy) > ir:
            outer.append((a, x, y))
    # the outside arc is contiguous apart from wrap-around: rotate so it is in order
    angles = [a for a, _, _ in outer]
    gaps = [(angles[(i + 1) % len(angles)] - angles[i]) % (2 * math.pi) for i in range(len(angles))]
    start = (max(range(len(gaps)), key=lambda i: gaps[i]) + 1) % len(angles)
    outer = outer[start:] + outer[:start]
    pts += [(x, y) for _, x, y in outer]
    # back along the inner circle, keeping the points that lie inside the outer circle
    ex, ey = pts[-1]
    sx, sy = pts[0]
    a0 = math.atan2(ey - iy, ex - ix)
    a1 = math.atan2(sy - iy, sx - ix)
    # choose the direction whose midpoint lies inside the outer circle
    for direction in (1, -1):
        span = ((a1 - a0) * direction) % (2 * math.pi)
        mid = a0 + direction * span / 2
        mx, my = ix + ir * math.cos(mid), iy + ir * math.sin(mid)
        if math.hypot(mx - cx, my - cy) < r:
            break
    steps = 80
    for k in range(1, steps):
        a = a0 + direction * span * k / steps
        pts.append((ix + ir * math.cos(a), iy + ir * math.sin(a)))
    return (f'<path d="{_path(pts)}" fill="{col}" stroke="{dark}" stroke-width="4" '
            f'stroke-linejoin="round"/>')


def suns(col, dark) -> str:
    cx = cy = 50.0
    rays = []
    n = 12
    for k in range(n):
        a = 2 * math.pi * k / n - math.pi / 2
        long = k % 2 == 0
        r_out = 47.0 if long else 40.0
        half = math.radians(11 if long else 10)
        r_in = 27.0
        rays.append((cx + r_in * math.cos(a - half), cy + r_in * math.sin(a - half)))
        rays.append((cx + r_out * math.cos(a), cy + r_out * math.sin(a)))
        rays.append((cx + r_in * math.cos(a + half), cy + r_in * math.sin(a + half)))
    body = (f'<path d="{_path(rays)}" fill="{col}" stroke="{dark}" stroke-width="3.5" '
            f'stroke-linejoin="round"/>')
    body += f'<circle cx="50" cy="50" r="25" fill="{col}" stroke="{dark}" stroke-width="4"/>'
    light = hexc(shade(SUIT_COLORS["suns"], 1.45))
    body += f'<circle cx="50" cy="50" r="14" fill="{light}"/>'
    return body


def waves(col, dark) -> str:
    out = []
    for y0 in (24.0, 50.0, 76.0):
        pts = []
        for k in range(61):
            x = 10 + 80 * k / 60
            y = y0 + 8.0 * math.sin((x - 10) / 80 * 2 * math.pi * 1.5)
            pts.append((x, y))
        d = _path(pts, closed=False)
        out.append(f'<path d="{d}" fill="none" stroke="{dark}" stroke-width="15" '
                   f'stroke-linecap="round" stroke-linejoin="round"/>')
        out.append(f'<path d="{d}" fill="none" stroke="{col}" stroke-width="9" '
                   f'stroke-linecap="round" stroke-linejoin="round"/>')
    return "".join(out)


def leaves(col, dark) -> str:
    # a pointed leaf from base (24,78) to tip (86,14), built from two cubic curves
    leaf = ("M 24 78 C 14 50, 40 18, 88 12 C 84 58, 54 86, 24 78 Z")
    vein = hexc(shade(SUIT_COLORS["leaves"], 1.6))
    body = f'<path d="M 26 76 L 9 93" stroke="{dark}" stroke-width="7" stroke-linecap="round"/>'
    body += f'<path d="{leaf}" fill="{col}" stroke="{dark}" stroke-width="4" stroke-linejoin="round"/>'
    body += f'<path d="M 27 75 Q 52 50, 82 17" fill="none" stroke="{vein}" stroke-width="3.2" stroke-linecap="round"/>'
    for t, side in ((0.3, 1), (0.5, 1), (0.7, 1), (0.32, -1), (0.52, -1), (0.72, -1)):
        # points on the midrib
        x = 27 + (82 - 27) * t
        y = 75 + (17 - 75) * t + 8 * math.sin(math.pi * t)
        dx, dy = (10, 4) if side > 0 else (-4, -10)
        body += (f'<path d="M {x:.1f} {y:.1f} L {x + dx:.1f} {y + dy:.1f}" stroke="{vein}" '
                 f'stroke-width="2.4" stroke-linecap="round"/>')
    return body


def wyrms(col, dark) -> str:
    # a tapering body along an Archimedean spiral, tail at the centre, head outside
    cx, cy = 53.0, 53.0
    t0, t1 = 0.6, 3.05 * math.pi
    a, b = 2.0, 4.3
    n = 160
    centre = []
    for k in range(n + 1):
        t = t0 + (t1 - t0) * k / n
        r = a + b * t
        centre.append((cx + r * math.cos(t), cy + r * math.sin(t), k / n))
    left, right = [], []
    for i, (x, y, f) in enumerate(centre):
        x2, y2, _ = centre[min(i + 1, n)]
        x1, y1, _ = centre[max(i - 1, 0)]
        tx, ty = x2 - x1, y2 - y1
        ln = math.hypot(tx, ty) or 1
        nx, ny = -ty / ln, tx / ln
        w = 1.0 + 5.5 * f ** 0.7
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
    body_pts = left + right[::-1]
    # head: an oval at the end of the spiral, pointing along the tangent
    hx, hy, _ = centre[-1]
    px, py, _ = centre[-6]
    ang = math.degrees(math.atan2(hy - py, hx - px))
    out = f'<path d="{_path(body_pts)}" fill="{col}" stroke="{dark}" stroke-width="3.5" stroke-linejoin="round"/>'
    out += (f'<g transform="translate({hx:.2f} {hy:.2f}) rotate({ang:.1f})">'
            f'<path d="M 8 -1.2 L 17 -4 M 8 1.2 L 17 4" stroke="{dark}" stroke-width="2" '
            f'stroke-linecap="round" fill="none"/>'
            f'<path d="M -6 -8 C 4 -11, 13 -5, 13 0 C 13 5, 4 11, -6 8 Z" fill="{col}" '
            f'stroke="{dark}" stroke-width="3.5" stroke-linejoin="round"/>'
            f'<circle cx="4" cy="-3.6" r="2.3" fill="#fff8e6"/>'
            f'<circle cx="4" cy="3.6" r="2.3" fill="#fff8e6"/>'
            f'</g>')
    return out


def knots(col, dark) -> str:
    # trefoil knot x = sin t + 2 sin 2t, y = cos t - 2 cos 2t, with alternating crossings
    def p(t):
        x = math.sin(t) + 2 * math.sin(2 * t)
        y = math.cos(t) - 2 * math.cos(2 * t)
        return 50 + 13.4 * x, 48 - 13.4 * y

    n = 360
    ts = [2 * math.pi * k / n for k in range(n + 1)]
    pts = [p(t) for t in ts]
    # crossings: pairs of non-adjacent segments that intersect
    def seg_x(a, b, c, d):
        (x1, y1), (x2, y2), (x3, y3), (x4, y4) = a, b, c, d
        den = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4)
        if abs(den) < 1e-12:
            return None
        u = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / den
        v = -((x1 - x2) * (y1 - y3) - (y1 - y2) * (x1 - x3)) / den
        if 0 <= u < 1 and 0 <= v < 1:
            return u
        return None

    hits = []
    for i in range(n):
        for j in range(i + 2, n):
            if i == 0 and j == n - 1:
                continue
            u = seg_x(pts[i], pts[i + 1], pts[j], pts[j + 1])
            if u is not None:
                hits.append(ts[i] + u * (ts[1] - ts[0]))
                v = seg_x(pts[j], pts[j + 1], pts[i], pts[i + 1])
                hits.append(ts[j] + (v or 0) * (ts[1] - ts[0]))
    hits.sort()
    over = hits[0::2]  # crossings alternate over / under along the curve

    band = 11.0
    def stroke(points, closed):
        d = _path(points, closed=closed)
        return (f'<path d="{d}" fill="none" stroke="{dark}" stroke-width="{band + 6}" '
                f'stroke-linejoin="round" stroke-linecap="butt"/>'
                f'<path d="{d}" fill="none" stroke="{col}" stroke-width="{band}" '
                f'stroke-linejoin="round" stroke-linecap="butt"/>')

    out = stroke(pts[:-1], True)
    for t in over:
        seg = [p(t + 0.32 * (k / 20 - 0.5)) for k in range(21)]
        out += stroke(seg, False)
    return out


MAKERS = {"moons": moons, "suns": suns, "waves": waves, "leaves": leaves, "wyrms": wyrms,
          "knots": knots}


def svg_for(suit: str) -> str:
    col = SUIT_COLORS[suit]
    inner = MAKERS[suit](hexc(col), hexc(shade(col, 0.55)))
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" '
            f'height="100">\n<!-- {suit}: generated by tools/make_suits.py -->\n{inner}\n</svg>\n')


def main() -> None:
    os.makedirs(OUT, exist_ok=True)
    for suit in MAKERS:
        path = os.path.join(OUT, f"{suit}.svg")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(svg_for(suit))
        print("wrote", os.path.relpath(path, ROOT))


if __name__ == "__main__":
    main()
