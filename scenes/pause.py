"""Pause (Esc): resume, rules, settings (animation speed, bot pace, sound), let a bot finish
your game, leave the table.

It talks to the scenes below through the Scene protocol only: a changed setting goes through
``App.settings_changed`` to every scene's ``on_settings`` (the table follows it), and leaving
tells every scene ``on_leave`` (the table lets its match go) before the title comes back."""
from __future__ import annotations

import pygame

from game import sound
from game.settings import ANIM_SPEEDS, BOT_PACES

from .base import Scene
from .widgets import ACCENT, INK_DIM, Button, font, handle_buttons, layout_column, panel, shade, text, ui_scale, wrap


def _cycle(options, current):
    keys = list(options)
    return keys[(keys.index(current) + 1) % len(keys)] if current in keys else keys[0]


class PauseScene(Scene):
    overlay = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.buttons = []
        self.confirming = ""           # leaving a table this window hosts, with friends at it: asked first
        self.finishing = ""            # "Let a bot finish", asked first: what it means for the player
        self.rebuild()

    @property
    def match(self):
        return self.table.match if self.table is not None else None

    @property
    def online(self) -> bool:
        """The table is played online (no undo there; the host may hand an away friend to a bot)."""
        return bool(getattr(self.match, "is_remote", False))

    def rebuild(self) -> None:
        st = self.app.settings
        vol = "muted" if st.muted else f"{int(round(st.volume * 100))}%"
        self.buttons = [
            Button("Resume", self.app.pop, "Esc", primary=True),
            Button("Rules and rulings", self.rules, "R"),
            Button(f"Animation: {st.anim_speed}", self.anim, "A"),
            Button(f"Bot pace: {st.bot_pace}", self.pace, "B"),
            Button(f"Sound: {vol}", self.sound, "M"),
            Button("Undo: off online", self.toggle_undo, "U", enabled=False) if self.online else
            Button("Undo: none in hot-seat", self.toggle_undo, "U", enabled=False) if self.hot_seat else
            Button(f"Undo: {'on' if st.undo else 'off'}", self.toggle_undo, "U"),
            Button(f"Hard bots think: {st.bot_thinking}", self.thinking, "T"),
            Button("All settings…", self.all_settings, "S"),
            Button("Yes, close the table" if self.confirming else "Leave to title", self.leave, "Q"),
        ]
        if self.replay:                 # a replay is watched: nobody undoes or thinks in it
            self.buttons = [b for b in self.buttons if b.key_hint not in ("U", "T")]
        elif not self.hard_bots():      # how hard bots think, offered where one plays (a newcomer
            # found it at a hot-seat table of medium bots)
            self.buttons = [b for b in self.buttons if b.key_hint != "T"]
        if self.can_finish():
            self.buttons.insert(1, Button("Yes, let a bot finish" if self.finishing else "Let a bot finish",
                                          self.finish, "F"))
        for k, seat in enumerate(self.away_friends()[:3]):      # each away friend their own button
            self.buttons.insert(1 + k, Button(f"Hand {self.table.match.name(seat)} to a bot",
                                              lambda s=seat: self.hand_to_bot(s), "H" if k == 0 else ""))

    def hard_bots(self) -> bool:
        """A hard bot plays at this table (how it thinks is a setting worth offering here)."""
        m = self.match
        return m is not None and any(s.is_bot and s.level == "hard" for s in m.seats)

    def away_friends(self) -> list:
        """The seats of friends away from the table this window hosts (a bot may play for them)."""
        return list(self.match.can_hand_to_bot()) if self.online else []

    @property
    def hot_seat(self) -> bool:
        """Several people at this screen: there is no undo (game/undo.py)."""
        m = self.match
        return m is not None and not self.replay and len(m.humans()) > 1

    @property
    def replay(self) -> bool:
        return bool(getattr(self.match, "is_replay", False))

    def hand_to_bot(self, seat=None) -> None:
        """A bot at the host plays an away friend's seat (``seat``, or the first away) until they
        come back."""
        away = self.away_friends()
        seat = away[0] if seat is None and away else seat
        if seat in away:
            self.table.match.hand_to_bot(seat)
            self.app.toast(f"A bot plays for {self.table.match.name(seat)} until they come back.")
        self.rebuild()

    def can_finish(self) -> bool:
        """One person at this screen against bots, in a game going on (not hot-seat, not online,
        not a replay, not a lesson: a lesson has its own "Finish for me")."""
        m = self.match
        return m is not None and not self.online and bool(getattr(m, "can_finish_by_bot", lambda: False)())

    def finish(self) -> None:
        """A bot (medium) plays the player's seat to the end; the results come as usual. Asked
        first: the game is then not the player's to count in their statistics."""
        if not self.can_finish():
            return
        if not self.finishing:
            self.finishing = ("A bot plays your seat to the end; this game will not count "
                              "in your statistics.")
            self.rebuild()
            return
        self.match.finish_by_bot()
        self.app.pop()
        self.app.toast("A bot plays your seat to the end of the game.")

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
        if self.online or self.hot_seat:
            return                     # there is no undo in a game played online
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
        m = self.match
        friends = m.friends_here() if self.online and m.host is not None and not m.over else []
        if friends and not self.confirming:     # this window hosts: leaving ends the friends' game
            names = [m.name(i) for i in friends]
            self.confirming = ("Leaving closes the table: the game ends for "
                               + (", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]) + ".")
            self.rebuild()
            return
        for s in self.app.stack:
            s.on_leave()
        self.app.clear_to("title")

    def handle(self, ev) -> None:
        if handle_buttons(self.buttons, ev):
            return
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            lit = next((b for b in self.buttons if b.primary and b.enabled), None)
            if lit is not None:                  # Enter presses the lit button (Resume)
                lit.action()
            return
        if ev.type == pygame.KEYDOWN:
            act = {pygame.K_ESCAPE: self.app.pop, pygame.K_SPACE: self.app.pop, pygame.K_r: self.rules,
                   pygame.K_a: self.anim, pygame.K_b: self.pace, pygame.K_m: self.sound, pygame.K_u: self.toggle_undo,
                   pygame.K_t: self.thinking, pygame.K_s: self.all_settings, pygame.K_q: self.leave,
                   pygame.K_h: self.hand_to_bot, pygame.K_f: self.finish}.get(ev.key)
            if self.replay and ev.key in (pygame.K_u, pygame.K_t):
                act = None                       # not offered in a replay
            if ev.key == pygame.K_t and not any(b.key_hint == "T" for b in self.buttons):
                act = None                       # not offered here (no hard bot at the table)
            if act is not None:
                act()

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        shade(surface, 160)
        if not self.is_top:
            # a screen opened from the pause menu (the settings) covers it: its labels showed
            # faintly round the settings' box (a newcomer); only the table stays, dimmed
            return
        s, _ = ui_scale(surface)
        note = self.confirming or self.finishing
        size = int(13 * s)
        # a note in as many lines as it takes ("…will not count in y…" was cut on one line)
        lines = wrap(note or "Settings are kept for next time.", size, int(420 * s))
        extra = (len(lines) - 1) * font(size).get_linesize()
        box = pygame.Rect(0, 0, int(440 * s), int((124 + 52 * len(self.buttons)) * s) + extra)
        box.center = (w // 2, h // 2)
        panel(surface, box, (16, 30, 26, 245), ACCENT, 14)
        text(surface, "Paused", (box.centerx, box.top + int(20 * s)), int(32 * s), ACCENT, True, anchor="midtop",
             serif=True)
        layout_column(self.buttons, box.centerx, box.top + int(84 * s), int(340 * s), int(42 * s), int(10 * s))
        for b in self.buttons:
            b.draw(surface, int(18 * s))
        lh = font(size).get_linesize()
        for k, line in enumerate(lines):
            text(surface, line, (box.centerx, box.bottom - int(14 * s) - (len(lines) - 1 - k) * lh), size,
                 ACCENT if note else INK_DIM, anchor="midbottom", max_width=box.width - int(20 * s))
