"""Tweens with easing and a timeline of animations the table scene builds from Events.

Durations are given at normal speed; the timeline multiplies them by the speed setting
(slow 1.6, normal 1, fast 0.45, off 0 = everything lands at once). ``skip()`` finishes all.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_pt(a, b, t):
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


@dataclass
class Tween:
    """Progress 0..1 over ``duration`` seconds after ``delay``; ``ease`` shapes it."""

    duration: float
    delay: float = 0.0
    ease: Callable = ease_out_cubic
    elapsed: float = 0.0
    on_done: Callable | None = None
    done: bool = False

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        if self.elapsed >= self.delay + self.duration:
            self.finish()

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.elapsed = self.delay + self.duration
            if self.on_done:
                self.on_done()

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def raw(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.started else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def t(self) -> float:
        return self.ease(self.raw)


@dataclass
class Anim:
    """Something drawn over the table while its tween runs.

    kind: "card" (fly a card from ``a`` to ``b``, both (x, y) centres, width ``w0``→``w1``,
    optionally flipping face), "text" (a label rising and fading at ``a``), "chip" (a gold
    chip flying from ``a`` to ``b``), "flip" (a card turning over in place at ``a``).
    ``hides`` names what the static drawing must leave out while it runs (e.g. the card id
    that is still in flight), so nothing shows twice.
    """

    kind: str
    tween: Tween
    a: tuple = (0, 0)
    b: tuple = (0, 0)
    card: str | None = None
    deck: str = "decktet"
    w0: float = 60
    w1: float = 60
    face0: bool = True
    face1: bool = True
    text: str = ""
    color: tuple = (255, 255, 255)
    hides: tuple = ()
    arc: float = 0.0          # sideways bulge of the path, in pixels (swaps travel on arcs)
    extra: dict = field(default_factory=dict)
    # ``place()`` -> (a, b, w0, w1) in the window as it is now: called when the window is
    # resized, for a card held up for seconds (a round's end) to stay where its layout puts it
    place: object = None

    def pos(self) -> tuple:
        t = self.tween.t
        x, y = lerp_pt(self.a, self.b, t)
        if self.arc:
            dx, dy = self.b[0] - self.a[0], self.b[1] - self.a[1]
            d = math.hypot(dx, dy) or 1.0
            bulge = math.sin(math.pi * t) * self.arc
            x += -dy / d * bulge
            y += dx / d * bulge
        return (x, y)


BADGE_FADE_S = 0.6    # a badge fades over its last 15%, and never longer than this


def badge_fade(duration: float) -> float:
    """How long a badge shown for ``duration`` seconds takes to fade at its end: its last 15%,
    at most ``BADGE_FADE_S`` (a moment held for a click, 600 s, faded over its last 90 s: a
    player who waited saw the plate grow faint)."""
    return min(0.15 * duration, BADGE_FADE_S)


def badge_alpha(raw: float, duration: float) -> int:
    """A badge's opacity (0-255) at ``raw`` (0..1) of its ``duration``."""
    left = (1.0 - raw) * duration
    fade = badge_fade(duration)
    return 255 if fade <= 0 or left >= fade else max(0, int(255 * left / fade))


class Timeline:
    """Running animations. ``speed`` scales every duration; 0 means instant."""

    def __init__(self, speed: float = 1.0):
        self.speed = speed
        self.anims: list = []

    def add(self, anim: Anim) -> Anim:
        anim.tween.duration *= self.speed
        anim.tween.delay *= self.speed
        if self.speed <= 0:
            anim.tween.finish()
        else:
            self.anims.append(anim)
        return anim

    def update(self, dt: float) -> None:
        for a in list(self.anims):
            a.tween.update(dt)
        self.anims = [a for a in self.anims if not a.tween.done]

    def relayout(self, sx: float, sy: float, s: float) -> None:
        """The window was resized (``sx``, ``sy``: the new size over the old; ``s``: the
        layout's scale over the old): an animation with its own ``place`` asks it where it now
        is; the others move and grow with the window (a claim held up after a resize was drawn
        where the small window had put it, over a seat's panel)."""
        for an in self.anims:
            if an.place is not None:
                an.a, an.b, an.w0, an.w1 = an.place()
            else:
                an.a = (an.a[0] * sx, an.a[1] * sy)
                an.b = (an.b[0] * sx, an.b[1] * sy)
                an.w0, an.w1 = an.w0 * s, an.w1 * s

    def still_for(self, fades: bool = True) -> float:
        """Seconds until anything these animations draw changes (0: something moves now): a
        card held still (a run held up until a click), a beat, a badge before it fades change
        nothing until they end, or until the next one starts. The loop sleeps that long
        instead of drawing the same picture sixty times a second. Without ``fades``: until
        something moves or ends, a badge's fade not counted (how far a click on a held
        moment goes on)."""
        out = math.inf
        for an in self.anims:
            tw = an.tween
            if not tw.started:
                out = min(out, tw.delay - tw.elapsed)
                continue
            end = tw.delay + tw.duration - tw.elapsed
            if an.kind == "beat" or (an.kind == "card" and tuple(an.a) == tuple(an.b) and an.w0 == an.w1
                                     and an.face0 == an.face1):
                out = min(out, end)
            elif an.kind == "badge":
                fade = tw.delay + tw.duration - (badge_fade(tw.duration) if fades else 0.0) - tw.elapsed
                if fade <= 0:
                    return 0.0
                out = min(out, fade)
            else:
                return 0.0
        return max(0.0, out)

    def skip(self) -> None:
        for a in list(self.anims):
            a.tween.finish()
        self.anims = []

    @property
    def busy(self) -> bool:
        return bool(self.anims)

    def hidden(self) -> set:
        out = set()
        for a in self.anims:
            out.update(a.hides)
        return out

    def tail(self) -> float:
        """Seconds until the last running animation ends (to stagger new ones after it)."""
        return max((a.tween.delay + a.tween.duration - a.tween.elapsed for a in self.anims), default=0.0)
