"""Hosting a table for friends online: the table's code and the addresses to give them, who
is still awaited, then the game's own table once everyone is in. The host and this player's
client run on their own threads; this screen only looks at what came, each frame."""
from __future__ import annotations

import pygame

from game.assets import font
from game.net.lan import local_addresses

from .base import Scene
from .online_kit import online_match
from .widgets import ACCENT, INK, INK_DIM, Button, handle_buttons, layout_row, page_panel, text, wrap


class HostingScene(Scene):
    def __init__(self, app, host):
        super().__init__(app)
        self.host = host                        # a game.net.hosting.WindowHost
        self.welcome = None
        self.waiting: list = host.waiting_for()   # known from the first frame (it read "everyone is here")
        self.message = ""
        self.lan_button = Button("", self.toggle_lan, "L")
        self.buttons = [self.lan_button, Button("Cancel", self.cancel, "Esc")]
        self.name_lan_button()
        self.addresses = [f"{ip}:{host.port}" for ip in local_addresses()] or [f"127.0.0.1:{host.port}"]
        self._ticks = 0
        if getattr(host, "moved_from", None):         # a table hosted again: its port was taken meanwhile
            self.message = (f"Port {host.moved_from} is taken, so the table is at port {host.port} now: "
                            f"give your friends the new address.")
            app.toast(self.message, 12.0)

    def name_lan_button(self) -> None:
        self.lan_button.label = "Take off the LAN list" if self.host.on_lan else "Show on the LAN list"

    def toggle_lan(self) -> None:
        """On the LAN list anyone on this network who sees the table may take a free seat; off
        it, only the address and the code let anyone in."""
        self.host.set_lan(not self.host.on_lan)
        self.name_lan_button()

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
                # leaving the table stops hosting it
                match = online_match(self.app, self.host.client, self.welcome, msg, came[i + 1:], host=self.host)
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
        return self.shows_new((tuple(self.waiting), self.message, self.app.size, self.host.on_lan))

    def handle(self, ev) -> None:
        if handle_buttons(self.buttons, ev):
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.cancel()
        elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_l:
            self.toggle_lan()

    @staticmethod
    def paragraph(surface, words: str, pos, size: int, colour, width: int) -> int:
        """``words`` on as many lines as they take (never cut short); the y below them."""
        x, y = pos
        lh = font(size).get_linesize()
        for line in wrap(words, size, width):
            text(surface, line, (x, y), size, colour, max_width=width)
            y += lh
        return y

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        box, size = page_panel(surface, "Your table is open", 760)
        x, y = box.left + size, box.top + size
        text(surface, "Table code", (x, y), size, INK_DIM)
        text(surface, self.host.code, (x + size * 9, y - size // 2), size * 2, ACCENT, True)
        y += size * 3
        width = box.width - 2 * size
        lan = ("Friends choose Join a table on the title screen: this table shows up by itself on this network "
               "(anyone there who sees it may take a free seat). Otherwise they type" if self.host.on_lan else
               "Friends choose Join a table on the title screen and type")
        y = self.paragraph(surface, f"{lan} one of these addresses and the code:", (x, y), size - 2, INK, width)
        y += size // 2
        for a in self.addresses[:4]:
            text(surface, a, (x + size, y), size, ACCENT, True)
            y += int(size * 1.6)
        y = self.paragraph(surface, f"Over the internet: forward TCP port {self.host.port} on your router to this "
                                    f"computer and give your public address.", (x, y), size - 3, INK_DIM, width)
        y += size
        who = ", ".join(self.waiting) if self.waiting else "everyone is here"
        text(surface, f"Waiting for: {who}", (x, y), size, INK, True, max_width=box.width - 2 * size)
        if self.message:
            text(surface, self.message, (x, box.bottom - int(size * 1.6)), size - 2, ACCENT, max_width=box.width - 2 * size)
        layout_row(self.buttons, box.right, box.bottom + int(size * 2), int(size * 2), size)
        for b in self.buttons:
            b.draw(surface, size)
