"""Join a table hosted on another computer: tables on the local network appear by themselves
(click one, or Alt+1–9: a digit alone goes into the field being typed in); otherwise type the
host's address and the table's code. Your name is what the others see. The seat's token is
kept in the data folder (``seats.json``), so joining the same table again, after the window
was closed or crashed, takes the same seat back; it is forgotten once the game is over.

The network lives on its own threads (``LanBrowser``, ``ClientThread``); this screen only
looks at what they found each frame, so it never waits. Once the host has welcomed this
seat and sent its first state, the game's table takes over with a ``RemoteMatch``."""
from __future__ import annotations

import time

import pygame

from game.net.client import ClientThread, JoinRefused, read_token, forget_token, parse_address, remembered_token

from .base import Scene
from .online_kit import online_match
from .textfield import TextField
from .widgets import ACCENT, INK, INK_DIM, Button, handle_buttons, layout_row, page_panel, text

CODE_CHARS = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-")
ADDRESS_CHARS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:[]_")


class JoinScene(Scene):
    def __init__(self, app, address: str = "", code: str = "", name: str = "", lan: bool = True,
                 token: str | None = None, token_file: str | None = None):
        super().__init__(app)
        self.token = token                      # a seat's token, to come back to it
        self.token_file = token_file            # join --token-file: the seat's token kept there too
        self.remembered = False                 # this join uses the token the data folder kept
        self.fields = {
            "address": TextField(address, 60, lambda ch: ch in ADDRESS_CHARS, "An address is letters, digits, dots and a :port."),
            "code": TextField(code.upper(), 32, lambda ch: ch in CODE_CHARS, "A table code is letters and digits."),
            "name": TextField(name, 24, lambda ch: ch.isprintable(), "That character cannot be in a name."),
        }
        self.order = ["address", "code", "name"]
        self.focus = "address" if not address else ("code" if not code else "name")
        self.message = ""
        self.client = None
        self.welcome = None
        self.started = 0.0
        self.lan = None
        if lan:
            from game.net.lan import LanBrowser
            self.lan = LanBrowser().start()
        self.tables: list = []
        self.table_buttons: list = []
        self.buttons = [Button("Back", self.back, "Esc"), Button("Join", self.join, "Enter", primary=True)]
        self.rects: dict = {}

    # ------------------------------------------------------------------ acting
    def back(self) -> None:
        self.stop()
        self.app.pop()

    def stop(self) -> None:
        if self.client is not None:
            self.client.close()
            self.client = None
        if self.lan is not None:
            self.lan.close()
            self.lan = None

    def on_leave(self) -> None:
        self.stop()

    def pick(self, table) -> None:
        self.fields["address"] = TextField(table.address, 60, self.fields["address"].allow, self.fields["address"].why)
        self.fields["code"] = TextField(table.code, 32, self.fields["code"].allow, self.fields["code"].why)
        self.join()

    def join(self) -> None:
        if self.client is not None:
            return
        address, code = self.fields["address"].text.strip(), self.fields["code"].text.strip().upper()
        name = self.fields["name"].text.strip() or None
        try:
            parse_address(address)
        except ValueError as exc:
            self.message = str(exc)
            return
        if not 3 <= len(code) <= 32:
            self.message = "Type the table's code (the host sees it, like K7QF2M)."
            return
        token = self.token
        if token is None and self.token_file:
            token = read_token(self.token_file, code)
        self.remembered = False
        if token is None:
            token = remembered_token(address, code)           # this window sat at that table before
            self.remembered = token is not None
        self.message = (f"Joining {code} at {address}: back to your seat…" if token else
                        f"Joining {code} at {address}…")
        self.welcome = None
        self.started = time.monotonic()
        self.client = ClientThread(address, code, name=name, token=token, token_file=self.token_file,
                                   remember=True).start()

    # ------------------------------------------------------------------ the loop
    def update(self, dt: float) -> None:
        if self.lan is not None:
            tables = self.lan.tables()
            if tables != self.tables:
                self.tables = tables
                self.table_buttons = [Button(f"{game_title(t.game)} · {t.free} free · {t.host} ({t.code})",
                                             (lambda t=t: self.pick(t)), f"Alt+{i + 1}" if i < 9 else "")
                                      for i, t in enumerate(tables)]
        if self.client is None:
            return
        came = self.client.poll()
        for i, (kind, msg) in enumerate(came):
            if kind == "welcome":
                self.welcome = msg
                self.message = f"Joined as seat {msg['seat'] + 1}; waiting for the table…"
            elif kind == "state" and self.welcome is not None:
                self.enter(msg, came[i + 1:])
                return
            elif kind == "error":
                self.message = f"The host says: {msg.get('message', '')}"
            elif kind == "failed":
                self.client = None
                if isinstance(msg, JoinRefused) and msg.code == "token" and self.remembered:
                    # the kept token is no seat's at this table (a new table took the code): forget it, join anew
                    forget_token(self.fields["address"].text.strip(), self.fields["code"].text.strip().upper())
                    self.join()
                    return
                self.message = f"Could not join: {msg}"
                return

    def enter(self, first_state: dict, after=()) -> None:
        """The host has welcomed this seat: its table, fed by the host from now on (``after``:
        what came in the same frame, which the table takes next)."""
        match = online_match(self.app, self.client, self.welcome, first_state, after)
        if self.lan is not None:
            self.lan.close()
            self.lan = None
        self.client = None                      # the match owns it now
        self.app.replace(f"table:{match.game_id}", match)

    def frame_interval(self):
        return 0.1                              # the LAN list and the host's answer come by themselves

    def changed(self) -> bool:
        return self.shows_new((self.message, tuple(f.text for f in self.fields.values()), self.focus,
                               tuple(self.tables), int(time.monotonic() * 2) % 2))

    # ------------------------------------------------------------------ input
    def handle(self, ev) -> None:
        if handle_buttons(self.buttons + self.table_buttons, ev):
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            for key, r in self.rects.items():
                if r.collidepoint(ev.pos):
                    self.focus = key
            return
        if ev.type != pygame.KEYDOWN:
            return
        if ev.key == pygame.K_ESCAPE:
            self.back()
        elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.join()
        elif ev.key == pygame.K_TAB:
            i = self.order.index(self.focus)
            self.focus = self.order[(i + (-1 if ev.mod & pygame.KMOD_SHIFT else 1)) % len(self.order)]
        elif (pygame.K_1 <= ev.key <= pygame.K_9 and ev.mod & pygame.KMOD_ALT
              and ev.key - pygame.K_1 < len(self.tables)):
            self.pick(self.tables[ev.key - pygame.K_1])          # a digit alone is typed into the field
        else:
            f = self.fields[self.focus]
            f.handle_key(ev)
            if f.refused:
                self.message = f.refused

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        w, h = surface.get_size()
        box, size = page_panel(surface, "Join a table", 720)
        y = box.top + size
        text(surface, "On your network" if self.lan is not None or self.tables else "", (box.left + size, y),
             size, INK, True)
        y += int(size * 1.6)
        if not self.tables:
            text(surface, "No tables found on this network yet (they appear by themselves)."
                 if self.lan is not None else "", (box.left + size, y), size - 2, INK_DIM)
            y += int(size * 1.6)
        for b in self.table_buttons[:6]:
            b.rect = pygame.Rect(box.left + size, y, box.width - 2 * size, int(size * 1.9))
            b.draw(surface, size - 2)
            y += int(size * 2.3)
        y += size // 2
        text(surface, "Or type the host's address and the table's code:", (box.left + size, y), size, INK, True)
        y += int(size * 1.8)
        caret = int(time.monotonic() * 2) % 2 == 0
        # the example goes inside the empty field: beside it, "Address (like 192.168.1.20:876" ran
        # under the field at 1280x720 (seen playing)
        labels = {"address": "Address", "code": "Table code", "name": "Your name"}
        examples = {"address": "like 192.168.1.20:8765"}
        for key in self.order:
            text(surface, labels[key], (box.left + size, y + size // 3), size - 2, INK_DIM)
            r = pygame.Rect(box.left + box.width // 2 - size, y, box.width // 2, int(size * 1.8))
            self.rects[key] = r
            pygame.draw.rect(surface, (20, 40, 30), r, border_radius=6)
            pygame.draw.rect(surface, ACCENT if key == self.focus else (90, 110, 100), r, 1, border_radius=6)
            f = self.fields[key]
            if not f.text and key in examples:      # until something is typed
                text(surface, examples[key], (r.left + 8 + size // 2, r.centery), size - 2, (110, 130, 118),
                     anchor="midleft", max_width=r.width - 16 - size // 2)
            text(surface, f.shown(caret) if key == self.focus else f.text, (r.left + 8, r.centery), size, INK,
                 anchor="midleft")
            y += int(size * 2.3)
        if self.message:
            text(surface, self.message, (box.left + size, box.bottom - int(size * 1.6)), size - 2, ACCENT,
                 max_width=box.width - 2 * size)
        layout_row(self.buttons, box.right, box.bottom + int(size * 2), int(size * 2), size)
        for b in self.buttons:
            b.draw(surface, size)


def game_title(game_id: str) -> str:
    """A game's title for a LAN table's entry ("Me First", not its id)."""
    from rules import GAME_IDS, get_game
    return get_game(game_id).title if game_id in GAME_IDS else str(game_id)[:40]
