"""Hosting a table for friends online: the table's code and the addresses to give them, who
is still awaited, then the game's own table once everyone is in. The host and this player's
client run on their own threads; this screen only looks at what came, each frame."""
from __future__ import annotations

import pygame

from game.net.lan import local_addresses
from game.net.remote_match import RemoteMatch

from .base import Scene
from .widgets import ACCENT, INK, INK_DIM, Button, handle_buttons, layout_row, page_panel, text


class HostingScene(Scene):
    def __init__(self, app, host):
        super().__init__(app)
        self.host = host                        # a game.net.hosting.WindowHost
        self.welcome = None
        self.waiting: list = []
        self.message = ""
        self.buttons = [Button("Cancel", self.cancel, "Esc")]
        self.addresses = [f"{ip}:{host.port}" for ip in local_addresses()] or [f"127.0.0.1:{host.port}"]
        self._ticks = 0

    def cancel(self) -> None:
        self.host.close()
        self.app.pop()

    def on_leave(self) -> None:
        self.host.close()

    def update(self, dt: float) -> None:
        came = self.host.client.poll()
        for i, (kind, msg) in enumerate(came):
            if kind == "welcome":
                self.welcome = msg
            elif kind == "state" and self.welcome is not None and msg.get("started"):
                match = RemoteMatch(self.host.client, self.welcome, msg, came[i + 1:], say=self.app.toast)
                match.host = self.host              # leaving the table stops hosting it
                self.app.replace(f"table:{match.game_id}", match)
                return
            elif kind == "error":
                self.message = str(msg.get("message", ""))
            elif kind == "failed":
                self.message = f"The table stopped: {msg}"
        self._ticks += 1
        if self._ticks % 5 == 1:
            self.waiting = self.host.waiting_for()

    def frame_interval(self):
        return 0.2

    def changed(self) -> bool:
        return self.shows_new((tuple(self.waiting), self.message, self.app.size))

    def handle(self, ev) -> None:
        if handle_buttons(self.buttons, ev):
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.cancel()

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        box, size = page_panel(surface, "Your table is open", 760)
        x, y = box.left + size, box.top + size
        text(surface, "Table code", (x, y), size, INK_DIM)
        text(surface, self.host.code, (x + size * 9, y - size // 2), size * 2, ACCENT, True)
        y += size * 3
        text(surface, "Friends choose Join a table on the title screen: tables on this network show up by "
                      "themselves. Otherwise they type one of these addresses and the code:", (x, y), size - 2, INK,
             max_width=box.width - 2 * size)
        y += size * 3
        for a in self.addresses[:4]:
            text(surface, a, (x + size, y), size, ACCENT, True)
            y += int(size * 1.6)
        text(surface, f"Over the internet: forward TCP port {self.host.port} on your router to this computer "
                      f"and give your public address.", (x, y), size - 3, INK_DIM, max_width=box.width - 2 * size)
        y += size * 3
        who = ", ".join(self.waiting) if self.waiting else "everyone is here"
        text(surface, f"Waiting for: {who}", (x, y), size, INK, True, max_width=box.width - 2 * size)
        if self.message:
            text(surface, self.message, (x, box.bottom - int(size * 1.6)), size - 2, ACCENT, max_width=box.width - 2 * size)
        layout_row(self.buttons, box.right, box.bottom + int(size * 2), int(size * 2), size)
        for b in self.buttons:
            b.draw(surface, size)
