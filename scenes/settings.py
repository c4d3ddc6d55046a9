"""Settings: every setting a player would change, in one list (from the title, and from the
pause menu at a table). A click or the row's key changes it at once; Esc goes back.

Changing a setting tells every scene on the stack (``Scene.on_settings``), so a table in
progress follows at once: animation speed, the bots' pace and thinking, undo, the memory aid,
four-colour suits, the log. Nothing here reaches into a table or a bot.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game import sound
from game.assets import font
from game.settings import ANIM_SPEEDS, BOT_PACES

from .base import Scene
from .widgets import ACCENT, INK, INK_DIM, Button, felt, handle_buttons, panel, shade, text, ui_scale, wrap


def _next(options, current):
    keys = list(options)
    return keys[(keys.index(current) + 1) % len(keys)] if current in keys else keys[0]


SOUND_STEPS = ((False, 0.3), (False, 0.6), (False, 1.0), (True, None))


@dataclass(frozen=True)
class Row:
    key: str                         # the key that changes it (shown on its button)
    label: str
    shown: Callable                  # settings -> the value in words
    change: Callable                 # (app) -> None: the next value
    note: str = ""                   # what it does, in a few words


def _sound_shown(st) -> str:
    return "muted" if st.muted else f"{int(round(st.volume * 100))}%"


def _sound_change(app) -> None:
    st = app.settings
    cur = (st.muted, None if st.muted else st.volume)
    i = next((k for k, v in enumerate(SOUND_STEPS) if v == cur), -1)
    muted, vol = SOUND_STEPS[(i + 1) % len(SOUND_STEPS)]
    st.muted = muted
    if vol is not None:
        st.volume = vol
    sound.set_volume(st.volume)
    sound.set_muted(st.muted)
    sound.play("chip")


def _set(name, values):
    def change(app) -> None:
        setattr(app.settings, name, _next(values, getattr(app.settings, name)))
    return change


def _flip(name):
    def change(app) -> None:
        setattr(app.settings, name, not getattr(app.settings, name))
    return change


def _on(v) -> str:
    return "on" if v else "off"


ROWS = (
    Row("A", "Animation", lambda st: st.anim_speed, _set("anim_speed", ANIM_SPEEDS), "how fast cards move"),
    Row("B", "Bot pace", lambda st: st.bot_pace, _set("bot_pace", BOT_PACES), "how long a bot waits before it moves"),
    Row("T", "Hard bots think", lambda st: st.bot_thinking, _set("bot_thinking", ("quick", "normal", "deep")),
        "longer thinking plays a little better"),
    Row("M", "Sound", _sound_shown, _sound_change),
    Row("U", "Undo against bots", lambda st: _on(st.undo), _flip("undo"), "Ctrl+Z takes back your last move"),
    Row("D", "Memory aid", lambda st: _on(st.memory_aid), _flip("memory_aid"),
        "Auctioneer: who placed each face-down card · Me First: everyone's stars"),
    Row("R", "Run finder", lambda st: _on(st.run_finder), _flip("run_finder"),
        "Auctioneer: light up the runs you can claim, and say when a move of yours makes one"),
    Row("C", "Four-colour suits", lambda st: _on(st.four_colour), _flip("four_colour"),
        "when on, the standard deck's diamonds are blue and clubs green (hearts and diamonds told apart)"),
    Row("L", "Log panel", lambda st: _on(st.log_open), _flip("log_open"), "the list of everything that happened"),
    Row("F", "Full screen", lambda st: _on(st.fullscreen), lambda app: app.toggle_fullscreen(), "also F11"),
)


class SettingsScene(Scene):
    """The list of settings; an overlay over a table (it stays visible, dimmed), a screen of
    its own from the title."""

    def __init__(self, app, over_table: bool = False):
        super().__init__(app)
        self.overlay = over_table
        self.buttons: list = []
        self.back = Button("Back", self.app.pop, "Esc", primary=True)
        self.rebuild()

    def rebuild(self) -> None:
        st = self.app.settings
        self.buttons = [Button(f"{r.label}: {r.shown(st)}", lambda r=r: self.change(r), r.key) for r in ROWS]

    def change(self, row: Row) -> None:
        row.change(self.app)
        self.app.settings_changed()
        sound.play("click")
        self.rebuild()

    def handle(self, ev) -> None:
        if self.back.handle(ev):
            return
        if handle_buttons(self.buttons, ev):
            return
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.pop()
                return
            name = pygame.key.name(ev.key).upper()
            for r in ROWS:
                if r.key == name:
                    self.change(r)
                    return

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        if self.overlay:
            shade(surface, 160)
        else:
            surface.blit(felt((w, h)), (0, 0))
        s, px = ui_scale(surface)
        row_h, gap = px(40), px(8)
        box = pygame.Rect(0, 0, min(w - px(40), px(760)), px(96) + len(ROWS) * (row_h + gap) + px(70))
        box.center = (w // 2, h // 2)
        panel(surface, box, (16, 30, 26, 245), ACCENT, 14)
        text(surface, "Settings", (box.centerx, box.top + px(16)), px(32), ACCENT, True, anchor="midtop", serif=True)
        y = box.top + px(74)
        bw = px(330)
        for b, r in zip(self.buttons, ROWS):
            b.rect = pygame.Rect(box.left + px(24), y, bw, row_h)
            b.draw(surface, px(17))
            if r.note:                      # a long note takes two lines rather than losing its end
                room = box.right - b.rect.right - px(36)
                lines = wrap(r.note, px(14), room)
                size = px(14) if len(lines) <= 2 else max(10, px(12))
                lines = wrap(r.note, size, room)[:2] if len(lines) > 1 else lines
                lh = font(size).get_linesize()
                for k, ln in enumerate(lines):
                    text(surface, ln, (b.rect.right + px(16), b.rect.centery + (k - (len(lines) - 1) / 2) * lh), size,
                         INK_DIM, anchor="midleft", max_width=room)
            y += row_h + gap
        self.back.rect = pygame.Rect(0, 0, px(160), px(42))
        self.back.rect.bottomright = (box.right - px(24), box.bottom - px(16))
        self.back.draw(surface, px(18))
        text(surface, "Settings are kept for next time.", (box.left + px(24), self.back.rect.centery), px(13),
             INK, anchor="midleft")
