"""Set up a table: game, player count, each seat (name, human or bot and its level),
optional seed, variant toggles. Enter starts, Esc goes back.

A human seat is a player profile (game/profiles.py): "Player ▸" picks one of the players
known here (or a new one, whose name is then typed: always so on a first launch); typing another name for a chosen player renames that player, and
their statistics and replays follow."""
from __future__ import annotations

import time

import pygame

from game import sound
from game.assets import font
from game.bots import levels
from game.flow import start_match
from game.seats import BOT_NAMES, SeatSpec
from rules import get_game
from rules.core import IllegalAction

from .base import Scene
from .registry import playable_games
from .textfield import TextField
from .widgets import ACCENT, INK, INK_DIM, RED, Button, felt, handle_buttons, layout_row, panel, text, ui_scale


def text_width(s: str, size: int) -> int:
    return font(size).size(s)[0]


class SetupScene(Scene):
    @property
    def toast_at(self):
        """A message here stands at the top right, beside the heading: at the bottom it covered
        the Start button."""
        w = self.app.size[0]
        width = min(640, int(w * 0.62))
        return pygame.Rect(w - width - 20, 0, width, max(60, int(self.app.size[1] * 0.105)))

    def __init__(self, app, game_id=None, players=None, seats=None):
        super().__init__(app)
        from game import profiles
        self.known, problem = profiles.load()     # the players known at this computer
        if problem:
            app.toast(problem, problem=True)
        self.games = playable_games()
        last = self.last_table() if game_id is None else None
        options = None
        if last:
            game_id, players, seats, options = last
        self.game_id = game_id if game_id in self.games else self.games[0]
        g = get_game(self.game_id)
        self.players = players if players and g.min_players <= players <= g.max_players else self.usual_players()
        self.seats = list(seats) if seats else []
        self.fix_seats()
        self.options = get_game(self.game_id).default_options(self.players)
        for k, v in (options or {}).items():
            if k in self.options and type(v) is type(self.options[k]):
                self.options[k] = v
        self.seed_text = ""
        self.editing = None          # seat index whose name is being typed, or "seed"
        self.naming = None           # the seat that "Player ▸" made a new player, its name being typed
        self.field = None            # the TextField being typed in
        self.error = ""
        self.clickables = []         # (rect, callback)
        self.buttons = [Button("Back", self.app.pop, "Esc"), Button("Rules", self.rules, "F1"),
                        Button("Learn to play", self.learn, "L"),
                        Button("Start", self.start, "Enter", primary=True)]

    def frame_interval(self):
        return 0.5 if self.editing is not None else None      # the caret blinks

    @property
    def game(self):
        return get_game(self.game_id)

    def fix_seats(self) -> None:
        while len(self.seats) < self.players:
            i = len(self.seats)
            # a seat added joins at the level of the bots already there (after a lesson's easy
            # bots, a third seat came in at medium: "one easy and one medium bot")
            level = next((s.level for s in reversed(self.seats) if s.kind == "bot"), "medium")
            self.seats.append(SeatSpec("You", "human") if i == 0 else SeatSpec(BOT_NAMES[i % len(BOT_NAMES)], "bot", level))
        self.seats = self.seats[:self.players]

    def set_players(self, n: int) -> None:
        self.players = n
        self.fix_seats()
        self.options = {k: v for k, v in self.options.items()}
        for k, o in self.game.options.items():
            if o.players and n not in o.players:
                self.options[k] = o.default
        sound.play("click")

    def toggle_kind(self, i: int) -> None:
        s = self.seats[i]
        if s.is_bot:
            name = s.name if s.name not in BOT_NAMES else f"Player {i + 1}"
            self.seats[i] = SeatSpec(name, "human")
            self.name_the_you_seat()
        else:
            name = s.name if s.name not in ("You",) and not s.name.startswith("Player ") else BOT_NAMES[i % len(BOT_NAMES)]
            self.seats[i] = SeatSpec(name, "bot", "medium")
        sound.play("click")

    def toggle_friend(self, i: int) -> None:
        """A friend on another computer plays this seat (the table is hosted online), or not."""
        s = self.seats[i]
        self.seats[i] = SeatSpec(f"Player {i + 1}", "human") if s.kind == "friend" else SeatSpec(f"Friend {i + 1}", "friend")
        self.name_the_you_seat()
        sound.play("click")

    def name_the_you_seat(self) -> None:
        """"You" is a name for a table with one person at it: once another person sits down
        (hot-seat, or a friend online), the seat called You gets a name everyone can read
        ("Pass to You", or a friend's log saying "You bid 6" for the host's bid, read wrong)."""
        people = [s for s in self.seats if s.kind in ("human", "friend")]
        if len(people) > 1:     # a profile called You keeps its name and games: this seat is someone new
            renamed = [k for k, s in enumerate(self.seats) if s.kind == "human" and s.name.strip().lower() == "you"]
            self.seats = [SeatSpec(f"Player {k + 1}", s.kind, s.level) if k in renamed else s
                          for k, s in enumerate(self.seats)]
            for k in renamed:
                # said, not done silently (a newcomer wondered where "You" went)
                self.app.toast(f"Two people at the table: \"You\" is now \"Player {k + 1}\", so each hand-off "
                               f"names whose turn it is (the name can be changed here).", 5.0)

    def cycle_profile(self, i: int) -> None:
        """A human seat: the next player known here, then "a new player". With nobody known
        here yet (a first launch) or free for this seat, it is a new player: their name is
        typed in place, and the game that starts keeps it as their profile."""
        s = self.seats[i]
        taken = {x.profile for k, x in enumerate(self.seats) if k != i and x.profile}
        choices = [p for p in self.known if p.id not in taken] + [None]
        if choices == [None]:
            self.start_edit(i)
            self.field.select_all()
            self.naming = i
            sound.play("click")
            return
        ids = [p.id if p else None for p in choices]
        nxt = choices[(ids.index(s.profile) + 1) % len(choices)] if s.profile in ids else choices[0]
        if nxt is None:
            self.seats[i] = SeatSpec(f"Player {i + 1}", "human")
        else:
            self.seats[i] = SeatSpec(nxt.name, "human", profile=nxt.id)
        sound.play("click")

    def cycle_level(self, i: int) -> None:
        s = self.seats[i]
        lv = list(levels(self.game_id))
        nxt = lv[(lv.index(s.level) + 1) % len(lv)] if s.level in lv else lv[-1]
        self.seats[i] = SeatSpec(s.name, "bot", nxt)
        sound.play("click")

    def cycle_option(self, key: str) -> None:
        o = self.game.options[key]
        if o.choices:
            choices = [c for c in o.choices if not isinstance(c, int) or c < self.players]
            cur = self.options.get(key, o.default)
            self.options[key] = choices[(choices.index(cur) + 1) % len(choices)] if cur in choices else choices[0]
        else:
            self.options[key] = not self.options.get(key, o.default)
        sound.play("click")

    def learn(self) -> None:
        """The guided first game of the chosen game (game/lesson.py), where it has one."""
        from game.lesson import LessonError, available, start_lesson
        if self.game_id not in available():
            self.app.toast(f"{self.game.title} has no lesson yet.")
            return
        # the table as set up so far is offered again after the lesson (the game chosen, not the last one played)
        self.remember([SeatSpec(s.name.strip() or s.name, s.kind, s.level, s.profile) for s in self.seats],
                      dict(self.options))
        try:
            start_lesson(self.app, self.game_id)
        except LessonError as exc:
            self.app.toast(str(exc), problem=True)

    def rules(self) -> None:
        self.app.push("help", self.game_id)

    def start(self) -> None:
        self.start_edit(None)
        names = [s.name.strip() for s in self.seats]
        if any(not n for n in names):
            self.error = "Every seat needs a name."
            return
        if len(set(n.lower() for n in names)) < len(names):
            self.error = "Two seats have the same name: give each a different one."
            return
        seed = None
        if self.seed_text.strip():
            if not self.seed_text.strip().isdigit():
                self.error = "The seed must be a whole number (or empty for a random game)."
                return
            seed = int(self.seed_text.strip())
        opts = {k: v for k, v in self.options.items()
                if not self.game.options[k].players or self.players in self.game.options[k].players}
        try:
            self.game.normalize_options(self.players, opts)
        except IllegalAction as exc:
            self.error = str(exc)
            return
        if any(s.kind == "friend" for s in self.seats):          # friends online: this window hosts (game/net/)
            from game.net.hosting import host_table
            self.error = host_table(self.app, self.game_id, self.players,
                                    [SeatSpec(n, s.kind, s.level) for n, s in zip(names, self.seats)], seed, opts) or ""
            return
        from game import profiles
        seats = [SeatSpec(n, s.kind, s.level, s.profile) for n, s in zip(names, self.seats)]
        seats, self.known = profiles.settle(seats, self.known)
        self.remember(seats, opts)
        sound.play("slide")
        start_match(self.app, self.game_id, self.players, seats, seed, opts)

    def remember(self, seats, opts) -> None:
        """The table just set up is offered again next time (settings.last_table, JSON)."""
        import json
        self.app.settings.last_table = json.dumps({
            "game": self.game_id, "players": self.players, "options": opts,
            "seats": [[s.name, s.kind, s.level, s.profile] for s in seats]})[:2000]

    def last_table(self):
        """(game, players, seats, options) of the last table set up, if it is still usable."""
        import json

        from game.bots import levels
        from game.saves import valid_name
        try:
            d = json.loads(getattr(self.app.settings, "last_table", "") or "null")
            if not isinstance(d, dict) or d.get("game") not in self.games:
                return None
            g = get_game(d["game"])
            n = d.get("players")
            if type(n) is not int or not g.min_players <= n <= g.max_players:
                return None
            seats = []
            known = {p.id: p.name for p in self.known}
            for seat in d.get("seats", [])[:n]:
                name, kind, level = seat[:3]
                prof = seat[3] if len(seat) > 3 and seat[3] in known else None
                if not valid_name(name) or kind not in ("human", "bot") or \
                        (kind == "bot" and level not in levels(d["game"])):
                    return None
                seats.append(SeatSpec(known.get(prof, name), kind, level, prof))
            opts = d.get("options") if isinstance(d.get("options"), dict) else {}
            return d["game"], n, seats, opts
        except (ValueError, TypeError, KeyError):
            return None

    def handle(self, ev) -> None:
        if handle_buttons(self.buttons, ev):
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.start_edit(None)
            for rect, cb in self.clickables:
                if rect.collidepoint(ev.pos):
                    cb()
                    return
        if ev.type == pygame.KEYDOWN:
            if self.editing is not None:
                self.edit_key(ev)
                return
            if ev.key == pygame.K_ESCAPE:
                self.app.pop()
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
            elif ev.key == pygame.K_F1:
                self.rules()
            elif ev.key == pygame.K_l:
                self.learn()
            elif pygame.K_1 <= ev.key <= pygame.K_5 and ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                i = ev.key - pygame.K_1                       # Ctrl+N: human/bot, Alt+N: bot level
                if i < len(self.seats):
                    if ev.mod & pygame.KMOD_CTRL:
                        self.toggle_kind(i)
                    elif self.seats[i].is_bot:
                        self.cycle_level(i)
            elif ev.key == pygame.K_g and len(self.games) > 1:
                self.select_game(self.games[(self.games.index(self.game_id) + 1) % len(self.games)])
            elif pygame.K_2 <= ev.key <= pygame.K_5:
                n = ev.key - pygame.K_0
                if self.game.min_players <= n <= self.game.max_players:
                    self.set_players(n)

    def edit_key(self, ev) -> None:
        if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.start_edit(None)
            return
        if ev.key == pygame.K_TAB:
            if isinstance(self.editing, int):
                self.start_edit(self.editing + 1 if self.editing + 1 < self.players else "seed")
            else:
                self.start_edit(None)
            return
        self.field.handle_key(ev)
        self.error = self.field.refused
        if self.editing == "seed":
            self.seed_text = self.field.text
            return
        s = self.seats[self.editing]
        self.seats[self.editing] = SeatSpec(self.field.text, s.kind, s.level, s.profile)

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        s, px = ui_scale(surface)
        self.clickables = []
        text(surface, "New table", (px(40), px(24)), px(36), ACCENT, True, serif=True)
        y = px(84)
        box = pygame.Rect(px(40), y, w - px(80), h - y - px(90))
        panel(surface, box, (14, 28, 24, 225), (110, 130, 110), 12)
        self.box = box
        x0 = box.left + px(24)
        y = box.top + px(18)
        size = px(18)

        def chip_button(label, rect_x, rect_y, on, cb, width=None, enabled=True):
            f_w = width or (px(18) * len(label) // 2 + px(40))
            r = pygame.Rect(rect_x, rect_y, f_w, px(38))
            col = (150, 112, 40) if on else (44, 70, 58)
            if not enabled:
                col = (40, 46, 44)
            pygame.draw.rect(surface, col, r, border_radius=8)
            pygame.draw.rect(surface, ACCENT if on else (100, 120, 100), r, 1, border_radius=8)
            text(surface, label, r.center, px(17), INK if enabled else INK_DIM, True, anchor="center", max_width=r.width - px(10))
            if enabled:
                self.clickables.append((r, cb))
            return r

        text(surface, "Game", (x0, y + px(8)), size, INK_DIM)
        gx = x0 + px(150)
        room = surface.get_width() - gx - px(60)
        gw = min(px(300), (room - px(10) * (len(self.games) - 1)) // max(1, len(self.games)))
        labels = [f"{get_game(gid).title} ({get_game(gid).min_players}–{get_game(gid).max_players})" for gid in self.games]
        if any(font(px(17), True).size(lb)[0] > gw - px(10) for lb in labels):
            labels = [get_game(gid).title for gid in self.games]   # a narrow window: the counts are on the next row, for all
        for gid, label in zip(self.games, labels):
            r = chip_button(label, gx, y, gid == self.game_id, lambda gid=gid: self.select_game(gid), width=gw)
            gx = r.right + px(10)
        y += px(54)
        text(surface, "Players", (x0, y + px(8)), size, INK_DIM)
        gx = x0 + px(150)
        for n in range(self.game.min_players, self.game.max_players + 1):
            r = chip_button(str(n), gx, y, n == self.players, lambda n=n: self.set_players(n), width=px(56))
            gx = r.right + px(10)
        length = self.game.length(self.players)    # a newcomer asked how long a game is
        if length:
            text(surface, f"A game: {length}", (gx + px(6), y + px(9)), px(16), INK, anchor="topleft",
                 max_width=box.right - gx - px(30))
        text(surface, f"(keys {self.game.min_players}–{self.game.max_players}; G: next game)",
             (box.right - px(20), y + px(10)), px(14), INK_DIM, anchor="topright")
        y += px(60)
        text(surface, "Seats (clockwise; click a name to type it; Ctrl+1–5 human/bot, Alt+1–5 level)", (x0, y),
             size, INK_DIM, max_width=surface.get_width() - x0 - px(60))
        y += px(32)
        for i, seat in enumerate(self.seats):
            text(surface, f"{i + 1}", (x0 + px(6), y + px(8)), size, INK_DIM, True)
            nr = pygame.Rect(x0 + px(40), y, px(260), px(38))
            editing = self.editing == i
            pygame.draw.rect(surface, (250, 244, 228) if editing else (30, 50, 42), nr, border_radius=6)
            pygame.draw.rect(surface, ACCENT if editing else (100, 120, 100), nr, 1, border_radius=6)
            label = self.field.shown(int(time.time() * 2) % 2 == 0) if editing and self.field else seat.name
            if editing and self.field and self.field.all_selected:
                sel = pygame.Rect(nr.left + px(8), nr.top + px(6), text_width(seat.name, px(18)) + px(4), nr.height - px(12))
                pygame.draw.rect(surface, (150, 190, 240), sel)
            text(surface, label, (nr.left + px(10), nr.centery), px(18), (30, 30, 30) if editing else INK, anchor="midleft")
            self.clickables.append((nr, lambda i=i: self.start_edit(i)))
            kr = chip_button("Human", nr.right + px(14), y, seat.kind == "human", lambda i=i: self.toggle_friend(i) if self.seats[i].kind == "friend" else self.seats[i].is_bot and self.toggle_kind(i), width=px(100))
            br = chip_button("Bot", kr.right + px(8), y, seat.is_bot, lambda i=i: (not self.seats[i].is_bot) and self.toggle_kind(i), width=px(80))
            br = chip_button("Online", br.right + px(8), y, seat.kind == "friend", lambda i=i: self.seats[i].kind != "friend" and self.toggle_friend(i), width=px(100))
            if seat.is_bot:
                chip_button(f"Level: {seat.level}", br.right + px(14), y, False, lambda i=i: self.cycle_level(i), width=px(190))
            elif seat.kind == "human":
                pr = chip_button("Player ▸", br.right + px(14), y, False, lambda i=i: self.cycle_profile(i), width=px(190))
                known = next((p.name for p in self.known if p.id == seat.profile), None)
                if editing and self.naming != i and known is not None:
                    # typing here renames that player (their games go with them), which a newcomer
                    # setting up hot-seat did not expect: say so, and how to seat someone else
                    for k, line in enumerate((f"Renames {known} (their games too);", "Player ▸ for someone else")):
                        text(surface, line, (pr.right + px(12), pr.centery + (k - 0.5) * px(16)), px(13), ACCENT,
                             anchor="midleft", max_width=box.right - pr.right - px(24))
                if editing and self.naming == i:
                    text(surface, "A new player: type their name", (pr.right + px(12), pr.centery), px(15), ACCENT,
                         anchor="midleft", max_width=box.right - pr.right - px(24))
            y += px(46) if self.players <= 4 else px(41)    # five seats: closer rows, the seed stays inside
        y += px(10)
        opts = [(k, o) for k, o in self.game.options.items() if not o.players or self.players in o.players]
        if opts:
            text(surface, "Variants and options", (x0, y), size, INK_DIM)
            y += px(32)
            ox = x0
            for k, o in opts:
                val = self.options.get(k, o.default)
                if o.choices:
                    shown = "random" if val == "random" else (self.seats[val].name if isinstance(val, int) and val < len(self.seats) else str(val))
                    label, on = f"{o.label}: {shown}", val != o.default
                else:
                    label, on = f"{o.label}: {'on' if val else 'off'}", bool(val)
                r = chip_button(label, ox, y, on, lambda k=k: self.cycle_option(k), width=px(330))
                ox = r.right + px(12)
            y += px(44)
            for k, o in opts:
                if o.description:
                    text(surface, f"{o.label}: {o.description}", (x0, y), px(13), INK_DIM, max_width=box.width - px(48))
                    y += px(20)
        y += px(10)
        text(surface, "Seed", (x0, y + px(8)), size, INK_DIM)
        sr = pygame.Rect(x0 + px(150), y, px(220), px(38))
        editing = self.editing == "seed"
        pygame.draw.rect(surface, (250, 244, 228) if editing else (30, 50, 42), sr, border_radius=6)
        pygame.draw.rect(surface, ACCENT if editing else (100, 120, 100), sr, 1, border_radius=6)
        shown = (self.field.shown(int(time.time() * 2) % 2 == 0) if editing and self.field
                 else self.seed_text or "random")
        text(surface, shown, (sr.left + px(10), sr.centery), px(18),
             (30, 30, 30) if editing else (INK if self.seed_text else INK_DIM), anchor="midleft")
        self.clickables.append((sr, lambda: self.start_edit("seed")))
        text(surface, "same seed + same moves = same game", (sr.right + px(14), sr.centery), px(14), INK_DIM, anchor="midleft")
        if self.error:
            text(surface, self.error, (px(40), h - px(40)), px(17), RED, True, anchor="midleft")
        layout_row(self.buttons, w - px(40), h - px(44), px(48), px(20))
        for b in self.buttons:
            b.draw(surface, px(20))

    def start_edit(self, what) -> None:
        """Type into a seat's name (``what`` its index), the seed ("seed"), or nothing (None)."""
        self.editing = what
        self.naming = None
        self.error = ""
        if what == "seed":
            self.field = TextField(self.seed_text, 12, str.isdigit, "The seed is a whole number: digits only.")
        elif isinstance(what, int):
            self.field = TextField(self.seats[what].name, 16)
        else:
            self.field = None

    def usual_players(self) -> int:
        """The table a first setup of this game offers: its registration's ``players``, else the
        fewest it takes."""
        from game.games import usual_players
        return usual_players(self.game_id)

    def select_game(self, gid: str) -> None:
        self.game_id = gid
        g = self.game
        self.players = min(max(self.players, g.min_players), g.max_players)
        self.fix_seats()
        self.options = g.default_options(self.players)
