"""The 4-player Excuse seat's decision: which Crown each seat gets (SF3).

Shown only to the Excuse seat (behind the hot-seat curtain). Each row is a seat; click a
Crown (or focus a row with ↑/↓ and press 1–6) to give it. A Crown matching one of that
seat's Aces cannot be given, and each Crown goes to one seat at most.
"""
from __future__ import annotations

import pygame

from game import art, sound
from rules.decks import decktet as D

from .base import Scene
from .widgets import (ACCENT, GOLD, INK, INK_DIM, RED, Button, handle_buttons, layout_row, panel, shade, text, text_block,
                      ui_scale)


class CrownPicker(Scene):
    overlay = True

    def __init__(self, app, table, legal):
        super().__init__(app)
        self.table = table
        self.legal = [a.crowns for a in legal]
        self.legal_set = set(self.legal)
        v = table.view
        self.players = v.players
        self.aces = v.aces
        self.me = table.viewer
        self.choice = [None] * self.players
        self.focus = 0
        self.cells = []        # (rect, seat, crown)
        self.buttons = [
            Button("Cancel", self.app.pop, "Esc"),
            # not advice: any hand-out the rules allow (a newcomer took "Suggest" for the best one,
            # and the review called it costly)
            Button("Fill in the rest", self.suggest, "S"),
            Button("Confirm", self.confirm, "Enter", primary=True),
        ]
        self.message = ""

    def allowed(self, seat, crown) -> bool:
        suit = D.CARDS[crown].suits[0]
        if any(D.CARDS[a].suits[0] == suit for a in self.aces[seat]):
            return False
        return all(c != crown for i, c in enumerate(self.choice) if i != seat)

    def pick(self, seat, crown) -> None:
        if self.choice[seat] == crown:
            self.choice[seat] = None
            self.message = ""
        elif self.allowed(seat, crown):
            self.choice[seat] = crown
            self.focus = min(self.players - 1, seat + 1)
            self.message = ""         # "X cannot go to Cyd" stayed up after the choice was put right
        else:
            self.message = f"{D.CARDS[crown].name} cannot go to {self.table.name(seat)}."
        sound.play("click")

    def suggest(self) -> None:
        self.message = ""
        # keep what was chosen, complete with the first legal assignment that agrees
        for cand in self.legal:
            if all(c is None or c == cand[i] for i, c in enumerate(self.choice)):
                self.choice = list(cand)
                return
        self.choice = list(self.legal[0])

    def confirm(self) -> None:
        t = tuple(self.choice)
        if t not in self.legal_set:
            self.message = "Give every seat a Crown first (none matching its Aces)."
            return
        self.app.pop()
        self.table.choose_crowns(t)

    def handle(self, ev) -> None:
        if handle_buttons(self.buttons, ev):
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            for rect, seat, crown in self.cells:
                if rect.collidepoint(ev.pos):
                    self.pick(seat, crown)
                    return
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.app.pop()
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm()
            elif ev.key == pygame.K_s:
                self.suggest()
            elif ev.key == pygame.K_UP:
                self.focus = (self.focus - 1) % self.players
            elif ev.key == pygame.K_DOWN:
                self.focus = (self.focus + 1) % self.players
            elif pygame.K_1 <= ev.key <= pygame.K_6:
                self.pick(self.focus, D.CROWNS[ev.key - pygame.K_1])

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        shade(surface, 170)
        s, px = ui_scale(surface)
        box = pygame.Rect(0, 0, px(980), px(620))
        box.center = (w // 2, h // 2)
        panel(surface, box, (16, 30, 26, 245), ACCENT, 14)
        text(surface, "Hand out the Crowns", (box.left + px(24), box.top + px(16)), px(26), ACCENT, True)
        text_block(surface, "Give each seat one Crown, yourself included; none may match that seat's Aces. "
                   "You will know every Crown, each player only their own; two are set aside. This comes first: "
                   "nobody looks at a valuation card (yours under the Excuse too) or sees the market till after. "
                   "It weighs: all game, every card of its Crown's suit a player buys scores the Excuse's value "
                   "for them too, and a suit everyone wants pays its Crown's holder most.",
                   pygame.Rect(box.left + px(24), box.top + px(48), box.width - px(48), px(80)), px(15), INK_DIM,
                   line_gap=1)
        self.cells = []
        cw = px(50)
        ch = round(cw * 88 / 63)
        row_h = ch + px(22)
        y = box.top + px(130)
        for seat in range(self.players):
            row = pygame.Rect(box.left + px(16), y, box.width - px(32), row_h)
            if seat == self.focus:
                pygame.draw.rect(surface, (60, 80, 60), row, border_radius=8)
            name = self.table.name(seat)
            if seat == self.me and name.strip().lower() != "you":
                name += " (you)"
            text(surface, name, (row.left + px(10), row.top + px(8)), px(17), INK, True, max_width=px(190))
            ax = row.left + px(10)
            for a in self.aces[seat]:
                art.draw_card(surface, "decktet", a, (ax + px(20), row.top + px(34) + px(18)), width=px(36))
                ax += px(42)
            if not self.aces[seat]:
                text(surface, "holds the Excuse", (row.left + px(10), row.top + px(40)), px(13), INK_DIM)
            x = row.left + px(230)
            for k, crown in enumerate(D.CROWNS):
                ok = self.allowed(seat, crown) or self.choice[seat] == crown
                chosen = self.choice[seat] == crown
                rect = art.draw_card(surface, "decktet", crown, (x + cw // 2, row.top + ch // 2 + px(4)), width=cw,
                                     highlight=(255, 214, 120) if chosen else None, dim=not ok)
                # the one given says so in words under it ("hard to tell which Crown is selected
                # from which is merely available": a newcomer)
                text(surface, f"{k + 1} ✓ given" if chosen else str(k + 1), (rect.centerx, rect.bottom + px(1)),
                     px(12), GOLD if chosen else INK_DIM, chosen, anchor="midtop")
                self.cells.append((rect, seat, crown))
                x += cw + px(62)
            y += row_h + px(6)
        if self.message:
            text(surface, self.message, (box.left + px(24), box.bottom - px(80)), px(15), RED)
        else:
            # what your hand-out weighs, as you give them (the review named a better one, and
            # never why: a newcomer)
            from game.bots.sorcerous_futures import crowns_shared
            said = crowns_shared(self.choice, self.me) if self.me is not None else ""
            if said:
                text_block(surface, said, pygame.Rect(box.left + px(24), box.bottom - px(92),
                                                      box.width - px(48), px(44)), px(14), INK, line_gap=1)
        layout_row(self.buttons, box.right - px(20), box.bottom - px(34), px(42), px(17))
        for b in self.buttons:
            b.enabled = True if b.label != "Confirm" else tuple(self.choice) in self.legal_set
            b.draw(surface, px(17))
