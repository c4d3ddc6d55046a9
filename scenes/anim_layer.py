"""A table's animation layer: the moving parts, queued on the table's Timeline and drawn over
its kept still layer every frame.

- ``fly``: a card from one place to another (growing or shrinking, turning over half way if
  its faces differ, along an arc if asked); ``hides`` names what the still table leaves out
  while it flies (the card is not drawn twice); ``deal``: cards from the deck to their places.
- ``popup``: a label that rises and fades; ``badge``: a large label held still (a revealed
  bid); ``chip_fly``: gold on its way to the bank.
- ``beat``: a pause nothing else starts in (a staged moment); ``after()``: how long until the
  animations already queued are over, to start the next ones after them.
- ``draw``: everything that has started, in order.

A card in flight is drawn from the art cache at its larger size and only scaled each frame; a
label and a badge's plate are rendered once and kept (only their alpha changes as they fade).
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game import anim as A
from game import art
from game.assets import font

from .widgets import GOLD, INK, chip, text


class AnimLayer:
    def __init__(self, timeline: A.Timeline, deck: str, px):
        self.timeline = timeline      # the table's: its speed is the animation setting (0 = instant)
        self.deck = deck              # the deck a flying card is drawn from
        self.px = px                  # design length -> window pixels (the table's layout)

    # ------------------------------------------------------------------ queuing motion
    def after(self) -> float:
        """Delay (in unscaled seconds) until the animations already queued are over."""
        sp = self.timeline.speed
        return self.timeline.tail() / sp if sp > 0 else 0.0

    def fly(self, cid, a, b, w0, w1, *, delay=0.0, dur=0.32, face0=True, face1=True, hides=(), ease=A.ease_out_cubic,
            arc=0.0, on_done=None, place=None, after=None):
        """``place``: see ``Anim.place``; ``after(surface, rect)``: drawn over the card each
        frame (a ring card's tag, which a stationary copy would otherwise lose)."""
        return self.timeline.add(A.Anim("card", A.Tween(dur, delay, ease, on_done=on_done), a, b, cid, self.deck,
                                        w0, w1, face0, face1, hides=tuple(hides), arc=arc, place=place,
                                        extra={"after": after} if after else {}))

    def deal(self, cards, start, place, w, *, stagger: float, dur: float, hide: str, skip=(), delay: float = 0.0) -> None:
        """``cards`` dealt from ``start`` (the deck), face down, one after another (``stagger``
        seconds apart), each turning up as it lands at ``place(n, card)``; while it flies the
        still table leaves out ``(hide, card)``. Cards in ``skip`` are there already (they keep
        their turn in the order)."""
        for n, c in enumerate(cards):
            if c not in skip:
                self.fly(c, start, place(n, c), w, w, delay=delay + stagger * n, dur=dur, face0=False, hides=((hide, c),))

    def popup(self, pos, s, color=INK, delay=0.0, dur=1.1, rise=26, size=None):
        """A label that rises (``rise`` design pixels) and fades at ``pos``; it replaces one still
        showing there (a seat's "Bids 12" gives way to its "Bids 14" instead of printing over it).
        ``size``: its letters' design size (default 22)."""
        if not delay:
            self.timeline.anims = [an for an in self.timeline.anims
                                   if not (an.kind == "text" and an.tween.started and tuple(an.a) == tuple(pos))]
        return self.timeline.add(A.Anim("text", A.Tween(dur, delay, A.ease_out_cubic), pos,
                                        (pos[0], pos[1] - self.px(rise)), text=s, color=color,
                                        extra={"size": size} if size else {}))

    def badge(self, pos, s, color=INK, big=False, delay=0.0, dur=1.8, size=None, place=None):
        """A large label in a panel, held still at ``pos`` (a revealed bid or pick); ``size``:
        its letters' design size (default 34, 44 when ``big``); ``place``: see ``Anim.place``."""
        return self.timeline.add(A.Anim("badge", A.Tween(dur, delay, A.linear), pos, pos, text=s, color=color,
                                        extra={"big": big, "size": size}, place=place))

    def chip_fly(self, a, b, amount, delay=0.0):
        return self.timeline.add(A.Anim("chip", A.Tween(0.45, delay, A.ease_in_out_cubic), a, b, text=str(amount)))

    def beat(self, seconds: float = 0.9):
        """A pause on the timeline: nothing else starts until it has passed (or a click skips
        it)."""
        return self.timeline.add(A.Anim("beat", A.Tween(seconds, self.after())))

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        """Everything that has started, in the order queued, except that words (popups and
        badges) are drawn over the cards: a card flying or held up never covers what is said."""
        px = self.px
        running = [an for an in self.timeline.anims if an.tween.started]
        for an in sorted(running, key=lambda an: an.kind in ("text", "badge")):
            if not an.tween.started:
                continue
            t = an.tween.t
            if an.kind == "card":
                w = A.lerp(an.w0, an.w1, t)
                x, y = an.pos()
                face = an.face1 if t >= 0.5 or an.face0 == an.face1 else an.face0
                # the card is drawn once at its larger size (from the art cache) and scaled for
                # each frame of the flight: no new card image is rendered while it moves
                full = int(max(an.w0, an.w1))
                img = art.card_face(an.deck, an.card, full) if face and an.card else art.card_back(an.deck, full)
                ih = max(1, round(img.get_height() * w / full))
                iw = max(1, round(img.get_width() * w / full))
                if an.face0 != an.face1:          # a flip narrows the card to nothing at half way, then widens it
                    iw = max(1, int(iw * abs(1 - 2 * an.tween.raw)))
                if (iw, ih) != img.get_size():
                    img = pygame.transform.smoothscale(img, (iw, ih))
                r = img.get_rect(center=(round(x), round(y)))
                surface.blit(img, r)
                if an.extra.get("after") and an.face0 == an.face1:
                    an.extra["after"](surface, r)
            elif an.kind == "text":
                x, y = an.pos()
                alpha = 255 if an.tween.raw < 0.6 else int(255 * (1 - an.tween.raw) / 0.4)
                img, sh = _popup_images(an.text, max(12, px(an.extra.get("size") or 22)), tuple(an.color))
                img.set_alpha(alpha)
                sh.set_alpha(alpha // 2)
                r = img.get_rect(center=(x, y))
                r.clamp_ip(surface.get_rect().inflate(-4, -4))     # a label by the window's edge stays whole
                surface.blit(sh, r.move(2, 2))
                surface.blit(img, r)
            elif an.kind == "badge":
                x, y = an.pos()
                big = bool(an.extra.get("big"))
                plate = _badge_plate(an.text, badge_size(px, an.extra), tuple(an.color), big, px(28), px(12))
                plate.set_alpha(A.badge_alpha(an.tween.raw, an.tween.duration))
                surface.blit(plate, plate.get_rect(center=(int(x), int(y))).clamp(surface.get_rect()))
            elif an.kind == "chip":
                x, y = an.pos()
                chip(surface, (x, y), max(8, px(13)), None)
                text(surface, an.text, (x, y - px(20)), max(12, px(16)), GOLD, True, anchor="center", shadow=True)


@lru_cache(maxsize=128)
def _popup_images(s: str, size: int, color: tuple) -> tuple:
    """A popup's label and its shadow, rendered once (each frame only sets their alpha)."""
    f = font(size, True)
    return f.render(s, True, color), f.render(s, True, (0, 0, 0))


def badge_size(px, extra) -> int:
    """A badge's letter size in window pixels."""
    return max(14, px(extra.get("size") or (44 if extra.get("big") else 34)))


@lru_cache(maxsize=64)
def _badge_plate(s: str, size: int, color: tuple, big: bool, pad_x: int, pad_y: int) -> pygame.Surface:
    """A badge (a revealed bid or pick): its label on a rounded plate, composed once (a label
    with a line break stands on two lines, each centred)."""
    f = font(size, True)
    lines = [f.render(part, True, color) for part in s.split("\n")]
    img = pygame.Surface((max(x.get_width() for x in lines), sum(x.get_height() for x in lines)), pygame.SRCALPHA)
    y = 0
    for x in lines:
        img.blit(x, ((img.get_width() - x.get_width()) // 2, y))
        y += x.get_height()
    box = img.get_rect().inflate(pad_x, pad_y)
    plate = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(plate, (12, 22, 20, 235), plate.get_rect(), border_radius=12)
    pygame.draw.rect(plate, color if big else (120, 140, 130), plate.get_rect(), 3 if big else 1, border_radius=12)
    plate.blit(img, img.get_rect(center=plate.get_rect().center))
    return plate


badge_plate = _badge_plate          # a badge's plate (tables measure where one will stand)

__all__ = ["AnimLayer", "badge_plate", "badge_size"]
