"""Shared drawing helpers and widgets: buttons, chips, the felt, glows; text, panels and the
wrapping of lines are the application's (``game/draw.py``) and are used from here."""
from __future__ import annotations

import math
import random as _pyrandom   # only for the felt's texture (drawing, not game logic)
from functools import lru_cache

import pygame

from game.assets import font
from game.draw import (INK, PANEL, PANEL_EDGE, draw_toast, fit_size, hanging, panel, rendered, shorten,  # noqa: F401
                       text, text_block, wrap)

INK_DIM = (170, 165, 150)
GOLD = (232, 190, 84)
ACCENT = (246, 206, 110)
BTN = (52, 86, 70)
BTN_HOVER = (70, 116, 92)
BTN_OFF = (44, 52, 50)
RED = (214, 96, 84)
GLOW = (255, 214, 120)


@lru_cache(maxsize=64)
def glow_image(size: tuple, color: tuple, radius: int, strength: int) -> pygame.Surface:
    """The glow around a box of ``size``: its rings drawn once into one image, kept."""
    w, h = size
    pad = 2 * strength
    img = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for i in range(strength, 0, -1):
        a = int(70 * (strength - i + 1) / strength)
        ring = pygame.Surface((w + 4 * i, h + 4 * i), pygame.SRCALPHA)
        pygame.draw.rect(ring, (*color, a), ring.get_rect(), 2, border_radius=radius + i * 2)
        img.blit(ring, (pad - 2 * i, pad - 2 * i))
    return img


def glow(surface, rect: pygame.Rect, color=GLOW, radius=12, strength=4) -> None:
    pad = 2 * strength
    surface.blit(glow_image((rect.width, rect.height), tuple(color), radius, strength),
                 (rect.left - pad, rect.top - pad))


@lru_cache(maxsize=1)
def _grain_tile() -> pygame.Surface:
    base = (22, 70, 52)
    size = 192
    rng = _pyrandom.Random(7)
    grain = pygame.Surface((size, size), pygame.SRCALPHA)
    for _ in range(size * size // 40):
        x, y = rng.randrange(size), rng.randrange(size)
        v = rng.randrange(-14, 14)
        grain.set_at((x, y), (max(0, base[0] + v), max(0, base[1] + v), max(0, base[2] + v), 90))
    return grain


@lru_cache(maxsize=8)
def felt(size: tuple) -> pygame.Surface:
    """A dark green felt with a soft vignette and fine grain (cached per window size)."""
    w, h = size
    surf = pygame.Surface(size)
    base = (22, 70, 52)
    surf.fill(base)
    grain = _grain_tile()
    tw, th = grain.get_size()
    for gy in range(0, h, th):                 # one small tile of grain, repeated: fast at any size
        for gx in range(0, w, tw):
            surf.blit(grain, (gx, gy))
    vig = vignette(size)
    surf.blit(vig, (0, 0))
    return surf


def vignette(size: tuple) -> pygame.Surface:
    """Darker edges as one smooth gradient at any aspect: the shade is computed on a small
    grid (distance to the nearest edge, in parts of the half-size) and smooth-scaled up, so
    no band or stripe shows whatever the window's shape."""
    w, h = size
    gw, gh = 48, max(8, round(48 * h / max(1, w)))
    small = pygame.Surface((gw, gh), pygame.SRCALPHA)
    for y in range(gh):
        for x in range(gw):
            d = min(x + 0.5, gw - x - 0.5) / (gw / 2), min(y + 0.5, gh - y - 0.5) / (gh / 2)
            e = max(0.0, 1.0 - min(d) / 0.25)          # 1 at the rim, 0 from a quarter inwards
            small.set_at((x, y), (0, 0, 0, int(110 * e * e)))
    return pygame.transform.smoothscale(small, (max(1, w), max(1, h)))


def ui_scale(surface) -> tuple:
    """``(s, px)``: the window's scale against the 1280x720 design, and ``px(v)`` that
    turns a design length into window pixels (never below 1)."""
    w, h = surface.get_size()
    s = min(w / 1280, h / 720)
    return s, (lambda v: max(1, int(round(v * s))))


def shade(surface, alpha: int) -> None:
    """Darken everything drawn so far (overlays: pause, pickers, the curtain): a multiply in
    place, as a black veil of ``alpha`` would, without a window-sized surface each frame."""
    k = max(0, min(255, 255 - int(alpha)))
    surface.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)


class Button:
    def __init__(self, label: str, action, key_hint: str = "", enabled=True, primary=False, tag=None):
        self.label, self.action, self.key_hint = label, action, key_hint
        self.enabled, self.primary, self.tag = enabled, primary, tag
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False

    def width_for(self, size: int) -> int:
        w = font(size, True).size(self.label)[0] + 28
        if self.key_hint:
            w += font(max(10, size - 5)).size(self.key_hint)[0] + 10
        return w

    def draw(self, surface, size: int = 18) -> None:
        col = BTN_OFF if not self.enabled else (BTN_HOVER if self.hover else BTN)
        if self.primary and self.enabled:
            col = (150, 112, 40) if not self.hover else (182, 138, 52)
        pygame.draw.rect(surface, (0, 0, 0), self.rect.move(0, 2), border_radius=8)
        pygame.draw.rect(surface, col, self.rect, border_radius=8)
        pygame.draw.rect(surface, ACCENT if self.enabled else (90, 96, 92), self.rect, 1, border_radius=8)
        color = INK if self.enabled else (130, 130, 124)
        if self.key_hint:
            hint_size = max(10, size - 5)
            hw = font(hint_size).size(self.key_hint)[0]
            lw = font(size, True).size(self.label)[0]
            x = self.rect.centerx - (lw + 8 + hw) // 2
            text(surface, self.label, (x, self.rect.centery), size, color, True, anchor="midleft")
            kr = text(surface, self.key_hint, (x + lw + 8, self.rect.centery + 1), hint_size,
                      (200, 200, 180) if self.enabled else (120, 120, 110), anchor="midleft")
            pygame.draw.rect(surface, (200, 200, 180, 80) if self.enabled else (100, 100, 100), kr.inflate(6, 2), 1, border_radius=3)
        else:
            text(surface, self.label, self.rect.center, size, color, True, anchor="center")

    def handle(self, ev) -> bool:
        if ev.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.rect.collidepoint(ev.pos):
            if self.enabled and self.action:
                self.action()
            return True
        return False


def page_panel(surface, title: str, width: int) -> tuple:
    """A felt screen with ``title`` at the top and one panel up to ``width`` wide under it (the
    Join and hosting screens): returns (the panel's rect, the text size to write in it)."""
    w, h = surface.get_size()
    surface.blit(felt((w, h)), (0, 0))
    size = max(14, h // 40)
    text(surface, title, (w // 2, h // 12), size * 2, ACCENT, True, anchor="center", serif=True)
    box = pygame.Rect(w // 2 - min(w - 40, width) // 2, h // 6, min(w - 40, width), int(h * 0.62))
    panel(surface, box)
    return box, size


def handle_buttons(buttons, ev) -> bool:
    """Give ``ev`` to each button in turn (hover on motion, the action on a click); True when
    one took it (the screen does nothing more with it)."""
    return any(b.handle(ev) for b in list(buttons))


def layout_row(buttons, right: int, centery: int, height: int, size: int, gap: int = 8) -> None:
    """Place buttons in a row ending at ``right``."""
    x = right
    for b in reversed(buttons):
        w = b.width_for(size)
        b.rect = pygame.Rect(x - w, centery - height // 2, w, height)
        x -= w + gap


def layout_column(buttons, centerx: int, top: int, width: int, height: int, gap: int = 12) -> None:
    y = top
    for b in buttons:
        b.rect = pygame.Rect(centerx - width // 2, y, width, height)
        y += height + gap


def chip(surface, center, radius: int, amount: int | None = None, color=(196, 58, 50)) -> None:
    x, y = int(center[0]), int(center[1])
    pygame.draw.circle(surface, (0, 0, 0), (x + 1, y + 2), radius)
    pygame.draw.circle(surface, color, (x, y), radius)
    for k in range(8):
        a = k * math.pi / 4
        px, py = x + math.cos(a) * radius * 0.8, y + math.sin(a) * radius * 0.8
        pygame.draw.circle(surface, (240, 232, 214), (int(px), int(py)), max(1, radius // 6))
    pygame.draw.circle(surface, (240, 232, 214), (x, y), int(radius * 0.62), max(1, radius // 8))
    if amount is not None:
        text(surface, str(amount), (x, y), max(9, int(radius * 0.8)), (255, 255, 255), True, anchor="center")


def gold_stack(surface, pos, amount: int, size: int = 18) -> pygame.Rect:
    """A small stack of chips and the number: how gold is shown at a seat."""
    x, y = pos
    r = max(6, size // 2)
    n = 1 if amount <= 0 else min(4, 1 + amount // 25)
    for i in range(n):
        chip(surface, (x + r, y + r - i * 3), r, None, (196, 58, 50) if amount > 0 else (90, 90, 90))
    return text(surface, f"{amount}", (x + 2 * r + 6, y + r - 2 * 0), size, GOLD, True, anchor="midleft")


def scroll_step(ev) -> int:
    """How far a list should scroll for this event: +1 for ↓ or the wheel down, −1 for ↑ or
    the wheel up (a wheel notch may count more), 0 for anything else."""
    if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_DOWN, pygame.K_UP):
        return 1 if ev.key == pygame.K_DOWN else -1
    if ev.type == pygame.MOUSEWHEEL:
        return -ev.y
    return 0


class NumberEntry:
    """A number typed from the keyboard, as in any text field: the first digit typed replaces
    the number shown, more digits append, Backspace deletes the last digit, Esc gives the old
    number back. While typing, ``shown()`` has a caret; ``value()`` is what was typed (None
    while empty). The caller clamps and explains (a bid of 400 with 90 gold is refused with a
    message, not silently changed)."""

    MAX_DIGITS = 4

    def __init__(self):
        self.text = None            # None: not typing; "" .. "1234": typing

    @property
    def editing(self) -> bool:
        return self.text is not None

    def cancel(self) -> None:
        self.text = None

    def key(self, ev) -> bool:
        """Feed a KEYDOWN; True when the field used it."""
        k = ev.key
        if pygame.K_0 <= k <= pygame.K_9 or pygame.K_KP0 <= k <= pygame.K_KP9:
            d = str((k - pygame.K_0) if k <= pygame.K_9 else (k - pygame.K_KP0))
            if self.text is None or self.text == "0":
                self.text = d
            elif len(self.text) < self.MAX_DIGITS:
                self.text += d
            return True
        if k == pygame.K_BACKSPACE:
            self.text = (self.text or "")[:-1] if self.text is not None else ""
            return True
        if k == pygame.K_ESCAPE and self.text is not None:
            self.text = None
            return True
        return False

    def value(self):
        return int(self.text) if self.text else None

    def shown(self, current: int, blink: bool = True) -> str:
        if self.text is None:
            return str(current)
        import time
        caret = "|" if (not blink or int(time.monotonic() * 2) % 2 == 0) else " "
        return (self.text or "") + caret
