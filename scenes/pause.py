"""Pause (Esc): resume, rules, settings (animation speed, bot pace, sound), leave the table.

It talks to the scenes below through the Scene protocol only: a changed setting goes through
``App.settings_changed`` to every scene's ``on_settings`` (the table follows it), and leaving
tells every scene ``on_leave`` (the table lets its match go) before the title comes back."""
from __future__ import annotations

import pygame

from game import sound
from game.settings import ANIM_SPEEDS, BOT_PACES

from .base import Scene
from .widgets import ACCENT, INK_DIM, Button, handle_buttons, layout_column, panel, shade, text, ui_scale


def _cycle(options, current):
    keys = list(options)
    return keys[(keys.index(current) + 1) % len(keys)] if current in keys else keys[0]


class PauseScene(Scene):
    overlay = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.buttons = []
        self.rebuild()

    def rebuild(self) -> None:
        st = self.app.settings
        vol = "muted" if st.muted else f"{int(round(st.volume * 100))}%"
        self.buttons = [
            Button("Resume", self.app.pop, "Esc", primary=True),
            Button("Rules and rulings", self.rules, "R"),
            Button(f"Animation: {st.anim_speed}", self.anim, "A"),
            Button(f"Bot pace: {st.bot_pace}", self.pace, "B"),
            Button(f"Sound: {vol}", self.sound, "M"),
            Button(f"Undo: {'on' if st.undo else 'off'}", self.toggle_undo, "U"),
            Button(f"Hard bots think: {st.bot_thinking}", self.thinking, "T"),
            Button("All settings…", self.all_settings, "S"),
            Button("Leave to title", self.leave, "Q"),
        ]

    def all_settings(self) -> None:
        """Every setting (memory aid, four-colour suits, the log, full screen…), over the table."""
        self.app.push("settings", over_table=True)

    def on_resume(self) -> None:
        self.rebuild()                 # back from the settings screen: show what it changed

    def rules(self) -> None:
        gid = self.table.match.game_id if self.table else None
        self.app.push("help", gid)

    def setting_changed(self) -> None:
        """A setting was changed here: the app and every scene on the stack follow it."""
        self.app.settings_changed()
        self.rebuild()

    def anim(self) -> None:
        st = self.app.settings
        st.anim_speed = _cycle(ANIM_SPEEDS, st.anim_speed)
        self.setting_changed()

    def pace(self) -> None:
        st = self.app.settings
        st.bot_pace = _cycle(BOT_PACES, st.bot_pace)
        self.setting_changed()

    def thinking(self) -> None:
        st = self.app.settings
        st.bot_thinking = _cycle(("quick", "normal", "deep"), st.bot_thinking)
        self.setting_changed()

    def toggle_undo(self) -> None:
        st = self.app.settings
        st.undo = not st.undo
        self.setting_changed()

    def sound(self) -> None:
        st = self.app.settings
        steps = [(False, 0.3), (False, 0.6), (False, 1.0), (True, st.volume)]
        cur = (st.muted, st.volume)
        i = next((k for k, s in enumerate(steps) if s == cur), -1)
        st.muted, st.volume = steps[(i + 1) % len(steps)]
        self.setting_changed()                 # the app sets the volume
        sound.play("chip")

    def leave(self) -> None:
        for s in self.app.stack:
            s.on_leave()
        self.app.clear_to("title")

    def handle(self, ev) -> None:
        if handle_buttons(self.buttons, ev):
            return
        if ev.type == pygame.KEYDOWN:
            act = {pygame.K_ESCAPE: self.app.pop, pygame.K_SPACE: self.app.pop, pygame.K_r: self.rules,
                   pygame.K_a: self.anim, pygame.K_b: self.pace, pygame.K_m: self.sound, pygame.K_u: self.toggle_undo,
                   pygame.K_t: self.thinking, pygame.K_s: self.all_settings, pygame.K_q: self.leave}.get(ev.key)
            if act is not None:
                act()

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        shade(surface, 160)
        s, _ = ui_scale(surface)
        box = pygame.Rect(0, 0, int(440 * s), int((124 + 52 * len(self.buttons)) * s))
        box.center = (w // 2, h // 2)
        panel(surface, box, (16, 30, 26, 245), ACCENT, 14)
        text(surface, "Paused", (box.centerx, box.top + int(20 * s)), int(32 * s), ACCENT, True, anchor="midtop",
             serif=True)
        layout_column(self.buttons, box.centerx, box.top + int(84 * s), int(340 * s), int(42 * s), int(10 * s))
        for b in self.buttons:
            b.draw(surface, int(18 * s))
        text(surface, "Settings are saved when you quit.", (box.centerx, box.bottom - int(14 * s)), int(13 * s),
             INK_DIM, anchor="midbottom")
