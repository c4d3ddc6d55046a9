"""A bid control: an amount of gold, set the ways a player expects, for any table with bids.

- − and + buttons either side of the button that bids (``buttons``), its label the amount;
- ↑ ↓ (also → ←, + −; with Shift five at a time) and the mouse wheel (``handle``);
- digits typed over the amount, as in any text field (a ``NumberEntry``: the first digit
  replaces the amount, Backspace deletes, Esc gives the old amount back), with a blinking caret;
- Enter or the button: ``commit`` hands the amount to the table; a typed amount outside the
  range is refused with the reason (``refuse``), never silently changed.

The range comes from the table (``bounds()``, read off the legal actions: the rules decide).
"""
from __future__ import annotations

import time

import pygame

from game import sound

from .widgets import Button, NumberEntry

UP_KEYS = (pygame.K_UP, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_RIGHT)
DOWN_KEYS = (pygame.K_DOWN, pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_LEFT)


class BidControl:
    def __init__(self, bounds, refuse):
        self.bounds = bounds          # () -> (lowest, highest) amount that may be bid now
        self.refuse = refuse          # (message) -> None: says why a typed amount cannot be bid
        self.amount = 0
        self.entry = NumberEntry()    # digits typed over the amount

    def ui_key(self) -> tuple:
        """What of the control shows (for the table's kept layer)."""
        return (self.amount, self.entry.text)

    @property
    def editing(self) -> bool:
        return self.entry.editing

    def cancel(self) -> None:
        """Forget what was typed (the amount shown before comes back)."""
        self.entry.cancel()

    def start_at(self, amount: int) -> None:
        """A new decision: nothing typed, ``amount`` (kept inside the range) shown."""
        self.entry.cancel()
        lo, hi = self.bounds()
        self.amount = max(lo, min(hi, amount))

    def label(self) -> str:
        """The amount on the button (what is typed, with its caret, while typing), padded with
        figure spaces so the button keeps its width."""
        return self.entry.shown(self.amount).rjust(3, "\u2007")

    def buttons(self, verb: str, action) -> list:
        """[−, "<verb> <amount>" (Enter), +]; ``action`` is what the middle button does."""
        lo, hi = self.bounds()
        return [Button("−", lambda: self.nudge(-1), "↓", enabled=self.amount > lo),
                Button(f"{verb} {self.label()}", action, "Enter", primary=True),
                Button("+", lambda: self.nudge(1), "↑", enabled=self.amount < hi)]

    def nudge(self, d: int) -> None:
        """Up or down by ``d`` from what is shown (a typed amount counts), inside the range."""
        lo, hi = self.bounds()
        typed = self.entry.value()
        self.entry.cancel()
        base = typed if typed is not None else self.amount
        self.amount = max(lo, min(hi, base + d))
        sound.play("click")

    def commit(self, place) -> bool:
        """The amount shown goes to ``place(amount)``: what was typed, if it is in range (else
        ``refuse`` says why and nothing is placed: False)."""
        if self.entry.editing:
            lo, hi = self.bounds()
            typed = self.entry.value()
            if typed is not None and not lo <= typed <= hi:
                why = f"you have only {hi} gold" if typed > hi else f"the lowest bid you can make is {lo}"
                self.refuse(f"You cannot bid {typed}: {why}.")
                return False
            if typed is not None:
                self.amount = typed
            self.entry.cancel()
        place(self.amount)
        return True

    def handle(self, ev, action) -> bool:
        """The wheel, the arrow and +/− keys, digits and Backspace; Enter does ``action``.
        True when the control used the event."""
        if ev.type == pygame.MOUSEWHEEL:
            self.nudge(1 if ev.y > 0 else -1)
            return True
        if ev.type != pygame.KEYDOWN:
            return False
        step = 5 if ev.mod & pygame.KMOD_SHIFT else 1
        if ev.key in UP_KEYS:
            self.nudge(step)
        elif ev.key in DOWN_KEYS:
            self.nudge(-step)
        elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            action()
        elif self.entry.key(ev):
            sound.play("click")
        else:
            return False
        return True

    def blink_phase(self):
        """The caret's phase while typing (the table draws again when it changes), else None."""
        return int(time.monotonic() * 2) % 2 if self.entry.editing else None


__all__ = ["BidControl"]
