"""A one-line text field that behaves like the text fields people know: a caret that moves
(←/→, Home/End), Backspace and Delete at the caret, Ctrl+A selects everything (the next key
replaces it), Ctrl+V pastes, Ctrl+C copies. A character the field does not take is refused
visibly: ``refused`` says why until the next key, and the caller shows it.

Weighed against pygame-gui's ``UITextEntryLine``: that brings its own UI manager, theme
files and event routing for two small fields (a seat's name, a seed) and would have to be
restyled to the table's look; these ~100 lines do what the fields need, with tests of real
key events."""
from __future__ import annotations

import pygame


def _clipboard_get() -> str:
    try:
        return pygame.scrap.get_text() or ""
    except (AttributeError, pygame.error):
        return ""


def _clipboard_put(s: str) -> None:
    try:
        pygame.scrap.put_text(s)
    except (AttributeError, pygame.error):
        pass


class TextField:
    """``text`` with a caret; ``allow(ch)`` says whether a character may go in (and why not,
    through ``why``); at most ``limit`` characters."""

    def __init__(self, text: str = "", limit: int = 16, allow=None, why: str = ""):
        self.text = text
        self.caret = len(text)
        self.limit = limit
        self.allow = allow or (lambda ch: ch.isprintable())
        self.why = why or "That character cannot go in this field."
        self.all_selected = False
        self.refused = ""

    def select_all(self) -> None:
        self.all_selected = True
        self.caret = len(self.text)

    def _insert(self, s: str) -> None:
        if self.all_selected:
            self.text, self.caret, self.all_selected = "", 0, False
        took = []
        for ch in s:
            if ch in "\r\n\t":
                continue
            if not self.allow(ch):
                self.refused = self.why
                continue
            if len(self.text) + len(took) >= self.limit:
                self.refused = f"At most {self.limit} characters."
                break
            took.append(ch)
        add = "".join(took)
        self.text = self.text[:self.caret] + add + self.text[self.caret:]
        self.caret += len(add)

    def handle_key(self, ev) -> bool:
        """One KEYDOWN; True when the field used it (Enter, Esc and Tab are the caller's)."""
        if ev.type != pygame.KEYDOWN or ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
            return False
        self.refused = ""
        ctrl = ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        k = ev.key
        if ctrl and k == pygame.K_a:
            self.select_all()
        elif ctrl and k == pygame.K_v:
            self._insert(_clipboard_get())
        elif ctrl and k == pygame.K_c:
            _clipboard_put(self.text)
        elif k == pygame.K_BACKSPACE:
            if self.all_selected:
                self.text, self.caret = "", 0
            elif self.caret > 0:
                self.text = self.text[:self.caret - 1] + self.text[self.caret:]
                self.caret -= 1
            self.all_selected = False
        elif k == pygame.K_DELETE:
            if self.all_selected:
                self.text, self.caret = "", 0
            else:
                self.text = self.text[:self.caret] + self.text[self.caret + 1:]
            self.all_selected = False
        elif k in (pygame.K_LEFT, pygame.K_HOME):
            self.caret = 0 if k == pygame.K_HOME else max(0, self.caret - 1)
            self.all_selected = False
        elif k in (pygame.K_RIGHT, pygame.K_END):
            self.caret = len(self.text) if k == pygame.K_END else min(len(self.text), self.caret + 1)
            self.all_selected = False
        elif ev.unicode and not ctrl:
            self._insert(ev.unicode)
        else:
            return False
        return True

    def shown(self, caret_on: bool = True) -> str:
        """The text with its caret (a bar), for drawing."""
        bar = "|" if caret_on else " "
        return self.text[:self.caret] + bar + self.text[self.caret:]


__all__ = ["TextField"]
