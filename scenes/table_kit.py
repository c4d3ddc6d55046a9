"""The table kit: what every game's table shares, so a new table is mostly its own drawing
and its own controls. ``TableScene`` is the frame; each job that can stand alone is a part
of its own, which the table holds and feeds:

- ``scenes/anim_layer.py`` (``self.anims``): motion queued on ``self.timeline`` (``fly``,
  ``popup``, ``badge``, ``chip_fly``, ``beat``) and drawn over the still table every frame;
- ``scenes/log_panel.py`` (``self.log``): the game's Events in words, in the right column (L);
- ``scenes/hint_panel.py`` (``self.hints``): H, what the hard bot would do in your place;
- ``scenes/prompt_bar.py``: the instruction that always fits, and the buttons;
- ``scenes/revealed_panel.py``: the replay's "everything revealed";
- ``scenes/bid_control.py``: an amount to bid (−/+, typed digits, wheel, keys), for tables
  with bids (Sorcerous Futures).

What the kit itself does:

- Seats around a layout: ``self.layout`` (the game's Tiled ``.tmx``, scaled to the window),
  ``seat_slot(seat)`` / ``seat_rect(seat)`` (your own seat at the bottom, ``seat_0``).
- Private areas behind the curtain: ``self.viewer`` is whose View is drawn; in hot-seat the
  kit shows only public information between turns and covers the screen ("Pass to …",
  ``handoff_note``) before the next human's private information appears.
- The loop: ``update`` moves animations on, asks the bots, feeds each Event the viewer may
  see to ``anim_<kind>(data)`` if the table defines it; ``frame_interval``/``changed`` let
  the app sleep while nothing moves.
- Input: Esc (pause), F1 (rules), H (hint), Ctrl+Z (undo, against bots), L (log), a click
  skips an animation; then the buttons of ``build_controls``; then ``handle_game_input``.
- The still table, composed once and kept (``draw``, ``base_key``): ``draw_base`` is one
  template for every table: felt, ``draw_table`` (the game's own drawing), log, prompt bar,
  ``draw_over`` (a panel opened over it all). Hover enlargement (``card`` registers what is
  under the mouse; ``describe`` names it) is drawn over it every frame, with the animations.
- The screens around: pause and the settings screen reach the table through
  ``on_settings`` and ``on_leave``; the results screen through ``draw_results_header`` and
  ``results_cards``; the replay through ``secrets`` and ``draw_revealed``.

A table scene draws from ``self.view`` — the View of ``self.viewer`` — and from the Events
that seat may see. It never touches the engine state: the Match hands out Views only.
To add a table: subclass ``TableScene`` in ``scenes/table_<game>.py`` (``build_controls``,
``draw_table`` with ``draw_seat``, ``handle_game_input``, ``anim_<kind>``, ``describe``,
``move_text``), give it a layout in ``assets/tables/<game>_<n>p.tmx`` and register it
(``game/games/<game>.py`` names its table; ``scenes/registry.py`` finds it).
"""

from __future__ import annotations

import copy
import re
import time
from collections.abc import Mapping
from operator import attrgetter

import pygame

from game import anim as A
from game import art, sound
from game.assets import font
from game.layout import Layout
from game.settings import ANIM_SPEEDS

from .anim_layer import AnimLayer
from .base import Scene
from .hint_panel import HintPanel
from .kept_layer import KeptLayer, ui_state
from .log_panel import LogPanel
from .prompt_bar import draw_prompt_bar
from .revealed_panel import draw_revealed, revealed_rows
from .widgets import ACCENT, INK, Button, felt, glow, glow_image, handle_buttons, panel, text, wrap

def _share(r: pygame.Rect, other: pygame.Rect) -> float:
    """How much of ``r`` lies over ``other`` (0 to 1)."""
    c = r.clip(other)
    return c.width * c.height / max(1, r.width * r.height)


WATCHED_HOLD = 600.0       # seconds a staged moment waits for a person's click ("until they click")
ONLINE_HOLD = 8.0          # ...at a table played online, where the others play on meanwhile
LOG_KEPT_UNDER_HINT = 7    # lines of the log a hint leaves room for under it
NEWS_READ = 0.5            # seconds news ("Undone: …") stands before a key or click you go on with puts it away
ERROR_SHOWN = 6.0          # seconds a message stays in the prompt bar (``flash``)
HURRY_ANIM = ANIM_SPEEDS["fast"] / 2   # the animations' pace once nobody plays (a bot finishes your seat)
CURTAIN_BEAT = 1.0         # seconds the table stays still after a move before a curtain covers it
STAGE_GRACE = 0.8          # seconds after a staged moment ends in which Enter or Space does not play a move
TURN_GRACE = 0.5           # seconds after your turn comes round (others moved) in which Enter or Space does not play

# the seats' colours (log entries, bid strips): apart in hue and in lightness
SEAT_COLOURS = ((240, 200, 110), (130, 200, 240), (225, 145, 205), (150, 220, 140), (240, 150, 120))


def fan_xs(left: float, width: float, w: float, n: int, step: float, whole=(), gap: float = 0.0,
           least: float = 0.0) -> list:
    """The x centres of ``n`` cards ``w`` wide from ``left``, ``step`` apart. Where they overlap
    (``step`` < ``w``), the cards at the indices in ``whole`` (a chosen, lifted card) show whole,
    ``gap`` clear of the next, and the others close up to keep the row in ``width``, while each
    of those keeps a strip of at least ``least``: in a crowded fan a chosen card showed a strip
    (its stars cut off: Me First) or, drawn over its neighbour, took the clicks meant for the
    next card (Barony)."""
    wide = [k for k in range(n - 1) if k in whole] if step < w else []
    rest = n - 1 - len(wide)
    if wide and rest > 0:
        s = (width - w - len(wide) * (w + gap)) / rest
        if s >= least:
            step = s
        else:
            wide = []
    elif wide:
        wide = []
    out, x = [], left + w / 2
    for k in range(n):
        out.append(x)
        x += (w + gap) if k in wide else step
    return out


class TableScene(Scene):
    """Base for the per-game tables (see the module's docstring for what a table fills in)."""

    deck = "decktet"
    @property
    def toast_at(self):
        """Where a message over the table goes: at the top of the log, under its heading, over
        its oldest lines for a moment (over the seats at the top, "Undone" hid their gold; over
        the side column's status panel, the auction's title; at the log's foot, its newest line,
        the one just written: a newcomer), clear of the prompt and your own seat."""
        if not self.log.open:
            return "top"
        col = self.log_rect()
        below = getattr(self.log, "text_bottom", None)
        if below is not None and col.bottom - below >= self.px(84):
            # under its newest line where the log leaves room ("Undone" covered the only lines of a
            # short log, with the column empty under them: a newcomer)
            return ("top", pygame.Rect(col.left, below + self.px(6), col.width, col.bottom - below - self.px(12)))
        return ("top", pygame.Rect(col.left, col.top + self.px(30), col.width, col.height - self.px(36)))

    def __init__(self, app, match, viewer=None, animate=True):
        super().__init__(app)
        self.match = match
        self.layout = Layout(match.game_id, match.players, app.size, log_open=app.settings.log_open)
        # ``animate=False`` (after an undo, on Continue, a replay's jump) shows the position as it
        # is, without playing what led there; what happens next animates at the player's speed
        self.timeline = A.Timeline(app.settings.anim_factor)
        self.anims = AnimLayer(self.timeline, self.deck, self.px)
        self.viewer = viewer
        if self.viewer is None and len(match.humans()) == 1:
            self.viewer = match.humans()[0]
        # whose seat is drawn at the bottom: in hot-seat the first person's, until a curtain
        # hands the screen to another (``set_viewer``)
        self.orient = self.viewer if self.viewer is not None else (match.humans() or [0])[0]
        # the seat that came to the screen behind a curtain (``set_viewer``); a viewer the table
        # is opened for is its caller's to vouch for
        self.behind_curtain = viewer
        self._held = None                # (View, until on the stage clock or None) while a moment holds it
        self.view = match.view(self.viewer)
        self._view_before = self.live_view   # the View as it stood before the newest Events (``hold_view``)
        self._live_step = self._step_before = match.step     # the match's step of the live View, and of that one
        self.seen = len(match.events) if not animate else 0
        self.hot: list = []             # [(rect, deck, card_id)] drawn this frame, in order (card_id None: a cover)
        self.buttons: list = []
        self.error = ""                 # last IllegalAction message, shown in the prompt bar
        self.error_time = 0.0
        self.error_is_problem = True     # the message says why something cannot be done (red)
        self.error_says_next = False     # ... or says what to do next itself (no instruction after it)
        self.log = LogPanel(app.settings.log_open)
        self.hints = HintPanel()
        self.hints.on_shown = getattr(match, "note_hint", None)     # the game keeps the hints shown (the review weighs them)
        self.staged = None              # a staged moment's line while its animations play (``stage``)
        self._stage_queue = []           # (when on the stage clock, line): staged lines in their order
        self._view_step = None           # the match step ``view`` was taken at (``catch_up``)
        self._stage_clock = 0.0          # seconds of animation played (the staged lines' clock)
        self._moved_at = -CURTAIN_BEAT   # the stage clock when the last Event came (a curtain waits a beat after)
        # (Event index, stage clock): the log tells an Event as its own motion starts, or once what
        # was moving before it has played: as the table shows it ("a sold card stays a second
        # after the log says the sale": a newcomer)
        self._log_due = []
        self._curtain_in = None          # seconds until a curtain due after that beat (the loop wakes for it)
        # when the last staged moment ended, in seconds of the wall clock and of the table's own
        # (Enter just after it only goes on)
        self._stage_ended = (-STAGE_GRACE, -STAGE_GRACE)
        self._acted = (-STAGE_GRACE, -STAGE_GRACE)  # when this screen's player last made a move (``just_acted``)
        self._acted_step = -1            # the match's step after this screen's player's last move
        self._acted_events = 0           # ... and how many Events the match had then
        self._pressed_since_act = False  # a key or click came after that move (``just_acted`` lets Enter through)
        self._turn_seen = None           # (match step, viewer) of the turn last seen arriving
        self._turn_legal = []            # ... and the moves it offered
        self._turn_arrived = (-TURN_GRACE, -TURN_GRACE)   # when it showed, still, after others had moved
        self._settings_seen = copy.copy(app.settings)    # the settings as the table last followed them
        self.results_shown = False
        self.reveal_all = False         # a replay's "everything revealed" (the replay scene sets it)
        self._hover_hush = None         # where a click put the enlarged card away (until the mouse moves)
        self.hold_results = False       # the game is over but the results wait (a lesson explains the count first)
        self.note_prompt = ""           # a lesson's note waits to be read: the prompt says so (``draw_base``)
        self.over_wait = 0.0            # seconds (of game time) since the game ended and the table went still
        self.kept = KeptLayer()         # the still table, composed once (``draw``)

    # ------------------------------------------------------------------ seats
    @property
    def anchor_seat(self) -> int:
        return self.orient

    def seat_slot(self, seat: int) -> str:
        return f"seat_{(seat - self.anchor_seat) % self.match.players}"

    PILE_REGIONS = ("deck", "discard")      # piles with a line of words over and under them

    def lit_rect(self, name: str) -> pygame.Rect:
        """A layout region as a lesson lights it up: a pile with its words over and under it
        ("Discards 2", "D: look through": the glow's edge ran through them, a newcomer)."""
        r = self.layout.rect(name)
        return r.inflate(0, 2 * self.px(20)) if name in self.PILE_REGIONS else r

    def seat_rect(self, seat: int) -> pygame.Rect:
        """The seat's box on the table (the layout's ``seat_<k>``, your own seat at the bottom)."""
        return self.layout.rect(self.seat_slot(seat))

    def name(self, seat) -> str:
        return self.match.name(seat)

    def says(self, seat, rest: str) -> str:
        """A sentence about a seat: "Bea is bidding…", and in the second person for the seat
        the table speaks to or a seat named You ("You are bidding…", never "You is")."""
        return self.match.fill_names(f"{{seat{seat}}} {rest}", you=self.you())

    def busy_word(self, seat, word: str) -> str:
        """A seat's status while it is its turn: "thinking…" while a bot that searches (hard)
        thinks, "waiting" while a lesson's note holds the bots back (they wait for you to read
        on), else ``word`` ("bidding…", "playing…")."""
        if self.note_prompt and self.match.seats[seat].is_bot:
            return "waiting"
        if self.match.seats[seat].is_bot and self.match.seats[seat].level == "hard" \
                and self.match.thinking_seat() == seat:
            return "thinking…"
        return word

    def you(self):
        """The seat the table speaks to as "you": the only human at the table (in hot-seat
        several people read the screen, so everyone is named)."""
        humans = self.match.humans()
        if len(humans) == 1:
            return humans[0]
        handed = list(getattr(self.match, "finished_by", None) or ())
        # the only person let a bot finish their seat: the table still speaks to them
        return handed[0] if not humans and len(handed) == 1 else None

    def speaks_to(self, seat) -> bool:
        """Whether the table addresses ``seat`` as "you": the seat of the person at this screen
        (in hot-seat, whoever's turn the curtain opened on), never a seat watched in a replay
        ("You put the 4 into the row" through Bea's eyes read as the player's own pick)."""
        # (and a seat named You: "You's Crown", a newcomer)
        return self.turn_is_yours(seat) or (seat is not None and self.name(seat).strip().lower() == "you")

    def turn_is_yours(self, seat) -> bool:
        """Whether a seat's status reads "your turn": the seat of the person at this screen, not
        a seat merely named You (a replay seen through Bea's eyes said "You · your turn" on the
        watched game's other seat, beside "Bea · you": a newcomer)."""
        return seat is not None and (seat == self.you() or (seat == self.viewer and seat in self.match.humans()))

    def yours(self, seat, cap: bool = False) -> str:
        """"your" ("Your" with ``cap``) for the seat the table speaks to, else "Bea's"."""
        return ("Your" if cap else "your") if self.speaks_to(seat) else f"{self.name(seat)}'s"

    def is_human_turn(self) -> bool:
        v = self.viewer
        return v is not None and v in self.match.humans_to_act()

    def seat_colour(self, seat):
        """Each seat its colour in the log (and wherever a table wants it)."""
        return SEAT_COLOURS[seat % len(SEAT_COLOURS)] if isinstance(seat, int) else INK

    def seat_tag(self, seat: int) -> str:
        """What a seat is, beside its name: "you" (the only person at the table), "bot · level"
        or "human"; nothing for a player who is called "You"."""
        spec = self.match.seats[seat]
        if spec.name.strip().lower() == "you":
            return ""
        if seat == self.viewer and len(self.match.humans()) <= 1:
            return "you"
        return "bot · " + spec.level if spec.is_bot else "human"

    # ------------------------------------------------------------------ hot-seat curtain
    def hot_seat(self) -> bool:
        """Several people at this screen, in a game with secrets (its registration's ``curtain``):
        the table hides private information between turns and covers the screen."""
        from game.games import entry
        return len(self.match.humans()) > 1 and entry(self.match.game_id).curtain

    HIDES_IN_THE_OPEN = False     # the table draws a seat's secrets only behind its curtain (Me First's
                                  # hand: ``hand_in_sight``), so a forced move of that seat needs none

    def forced_in_the_open(self, seat) -> bool:
        """Hot-seat: ``seat``'s only move plays itself, and this table keeps its secrets hidden
        while it does: no curtain (a final one-card pick of each person came behind two curtains
        and two waits: four screens for no decision, a newcomer)."""
        return self.HIDES_IN_THE_OPEN and seat is not None and self.match.forced_seat() == seat

    def check_curtain(self) -> None:
        """Before a human sees private information, cover the screen ("Pass to …"), a beat
        (``CURTAIN_BEAT``) after the last move."""
        self._curtain_in = None
        if self.match.over or not self.is_top:
            return
        if self.hot_seat() and self.viewer is not None and self.viewer != self.behind_curtain \
                and self.holds_secret(self.viewer) and not self.forced_in_the_open(self.viewer):
            # secrets came to a seat the screen turned to in the open (Me First's hand at the
            # end of the first phase showed face up, with no "Pass to Ben"): a curtain first
            self.set_viewer(None)
        waiting = self.match.humans_to_act()
        if not waiting or self.viewer in waiting:
            return
        nxt = waiting[0]
        if not self.hot_seat() or not self.holds_secret(nxt) or self.forced_in_the_open(nxt):
            self.set_viewer(nxt)
            return
        if self.timeline.busy:
            return
        wait = CURTAIN_BEAT - (self._stage_clock - self._moved_at)
        if wait > 0:
            # the move that ended before it stays in sight a beat: a round's last take was
            # covered at once, and a newcomer never saw how a round ended
            self._curtain_in = wait
            return
        self.app.push("handoff", self.name(nxt), lambda s=nxt: self.set_viewer(s, curtained=True),
                      note=self.handoff_note(nxt), table=self)

    def hide_private_between_turns(self) -> None:
        """Hot-seat: once a human has acted (at once, on the table's own moves: ``submit``), the
        table shows only public information (same orientation) until the next human takes the
        screen behind a curtain."""
        if (self.hot_seat() and self.viewer is not None and not self.match.over and not self.timeline.busy
                and self.viewer not in self.match.humans_to_act()):
            self.set_viewer(None)

    def set_viewer(self, seat, curtained: bool = False) -> None:
        """Whose eyes the table uses; ``curtained``: the person came to the screen behind a
        curtain, so the secrets their View holds are theirs to see (``behind_curtain``)."""
        self.viewer = seat
        self.behind_curtain = seat if curtained else None
        if seat is not None and (not self.hot_seat() or self.holds_secret(seat)):
            # the table turns to a person only behind a curtain, when they see their secrets;
            # in the open (Me First's first phase) it stays as it was: a newcomer found it
            # turning at every hand-off
            self.orient = seat
        held, self._held = self._held, None
        self.view = self.match.view(seat)
        view_at = getattr(self.match, "view_at", None)
        before = view_at(self._step_before, seat) if held is not None and view_at is not None else None
        if before is not None:
            # a moment held up (a sealed reveal) is held through the new eyes too: in hot-seat
            # the public view after the last sealed bid showed the sale and the gold paid while
            # the bids were still being revealed (a newcomer)
            self._view_before = before
            self._held = (before,) + held[1:]
        self.on_viewer_changed()

    def holds_secret(self, seat: int) -> bool:
        """Whether the seat's View now holds something the others may not see (its game's
        ``needs_curtain``)."""
        from game.games import entry
        return entry(self.match.game_id).needs_curtain(self.match.view(seat))

    def on_viewer_changed(self) -> None:
        """Another seat's eyes now (hot-seat, a replay's view): a table drops its selections."""

    # ------------------------------------------------------------------ the loop and the idle loop
    def advance(self, dt: float) -> None:
        """Move every animation on by ``dt`` seconds (tables with motion of their own, like the
        Auctioneer ring, extend this)."""
        self.timeline.update(dt)
        self._stage_clock += dt
        self.pick_staged()

    def update(self, dt: float) -> None:
        self.advance(dt)
        if not self.timeline.busy:
            if self.staged:
                self._stage_ended = (time.monotonic(), self._stage_clock)
            self.staged, self._stage_queue, self._held = None, [], None
            self._log_due = []
        self.update_hint()
        if getattr(self.match, "hurry", False) and self.timeline.speed:
            self.timeline.speed = min(self.timeline.speed, HURRY_ANIM)   # nobody is playing: on to the end
        # what has already happened (your own move, just submitted) becomes motion first, so a
        # bot that answers at once waits for it, as it waits for any staged moment
        self.catch_up()
        if self.is_top and self.match.poll_bots(ready=not self.timeline.busy):
            self.catch_up()
        if self.is_top:
            self.hide_private_between_turns()
            self.check_curtain()
        self.note_turn_arrival()
        if self.match.over and not self.timeline.busy and not self.results_shown and not self.hold_results:
            self.over_wait += dt
            if self.over_wait > 0.8 or self.timeline.speed == 0:
                self.results_shown = True
                self.show_results()
        if self.error and time.monotonic() - self.error_time > ERROR_SHOWN:
            self.error = ""

    def frame_interval(self):
        if self.hints.job is not None:
            return 0
        m = self.match
        if self.timeline.busy:          # (the bots wait for what plays: their pace does not wake it)
            still = self.still_for()
            # a message in the prompt bar goes after its 6 s even while a moment is held up (the
            # loop asleep until a click kept it there)
            return min(still, max(0.0, ERROR_SHOWN - (time.monotonic() - self.error_time))) if self.error else still
        if self._curtain_in is not None:
            return self._curtain_in       # a curtain due after its beat
        if m.waiting_on_time():
            return 0.05           # a bot thinks or waits for its pace (or a forced move its beat): look again soon
        if self.error or (m.over and not self.results_shown):
            return 0.25
        return None

    def still_for(self, fades: bool = True) -> float:
        """Seconds until what the table draws changes by itself (0: it moves now): the
        animations' own (``Timeline.still_for``), up to the next staged line or the end of a
        held view; tables with motion of their own (the Auctioneer ring) say 0 while it moves."""
        still = self.timeline.still_for(fades)
        clock = self._stage_clock
        for at, _ in self._stage_queue:
            if at > clock + 1e-9:
                still = min(still, at - clock)
        if self._held is not None and self._held[1] is not None and self._held[1] > clock:
            still = min(still, self._held[1] - clock)
        return max(0.0, still)

    def changed(self) -> bool:
        return self.shows_new(self.change_key())

    def change_key(self) -> tuple:
        """What, when it changes between updates, needs a frame drawn (see ``changed``)."""
        return (self.match.step, len(self.match.events), self.viewer, self.error, self.match.thinking_seat(),
                self.log_open, self.hints.hint is not None)

    # ------------------------------------------------------------------ Events -> animations (scenes/anim_layer.py)
    @property
    def view(self):
        """The View the table draws and answers from: the match's newest (``live_view``),
        unless a staged moment holds up the position it ended (``hold_view``)."""
        held = self._held
        # released on the stage clock with the staged lines' own tolerance: a line staged for
        # the moment of release shows in the same frame as the newest View
        if held is not None and self.timeline.busy and (held[1] is None or self._stage_clock + 1e-9 < held[1]):
            return held[0]
        return self.live_view

    @view.setter
    def view(self, v) -> None:
        self.live_view = v

    def view_held(self) -> bool:
        return self.view is not self.live_view

    def hold_view(self) -> None:
        """Called from an ``anim_<kind>`` handler: while the moments now queued play, draw the
        position as it stood before these Events (a round's end shows the round that ended,
        not the next one's hand and panel around it) until ``release_view`` says when, or the
        animations are over."""
        self._held = (self._view_before, None, None)

    def release_view(self, delay: float = 0.0) -> None:
        """The held position gives way to the newest ``delay`` seconds (``anims.after()``) from
        now; called from the handler of the Event that starts what comes next (a new round's
        deal), which the log, too, keeps back until then."""
        if self._held is not None:
            self._held = (self._held[0], self._stage_clock + delay * (self.timeline.speed or 0.0), self.seen - 1)

    def log_count(self) -> int:
        """How many of the match's Events the log reads: all, except while a held position
        keeps back what comes after it."""
        held = self._held
        if held is not None and held[2] is not None and self.view_held():
            return held[2]
        n = len(self.match.events)
        if self.timeline.busy:
            clock = self._stage_clock + 1e-9
            n = min([n] + [k for k, due in self._log_due if due > clock])
        if self.match.over and not self.results_shown and not getattr(self.match, "is_replay", False):
            # who won is the results' to say: the log read "You win with 106 points" while the
            # valuations were still turning up and the prompt said "click to see the scores"
            while n and self.match.events[n - 1].kind == "game_over":
                n -= 1
        return n

    def catch_up(self) -> None:
        """The View and the animations brought up to the match (once per new Event)."""
        key = (self.match.step, len(self.match.events), self.viewer)
        if self.seen < len(self.match.events) or self._view_step != key:
            if not self.view_held():
                # the View before these Events, through the eyes the table has now (in hot-seat
                # the table may have turned to the public view since: it held up the position
                # after the move, the sale and the gold paid, under a sealed reveal)
                view_at = getattr(self.match, "view_at", None)
                before = view_at(self._live_step, self.viewer) if view_at is not None else None
                self._view_before = before if before is not None else self.live_view
                self._step_before = self._live_step
            self.view = self.match.view(self.viewer)
            self._live_step = self.match.step
            self._view_step = key
            self.feed_events()

    def feed_events(self) -> None:
        events = self.match.events
        if self.seen < len(events):
            self._moved_at = self._stage_clock
        while self.seen < len(events):
            e = events[self.seen]
            self.seen += 1
            if e.visible(self.viewer):
                # its line comes as its own motion starts, else once what moves before it ends
                wait = self.timeline.tail()
                before = set(map(id, self.timeline.anims))
                self.on_event(e)
                own = [a.tween.delay - a.tween.elapsed for a in self.timeline.anims if id(a) not in before]
                if own:
                    wait = max(0.0, min(own))
                if wait > 0:
                    self._log_due.append((self.seen - 1, self._stage_clock + wait))

    def on_event(self, e) -> None:
        """One Event this seat may see becomes motion and sound: ``anim_<kind>(data)`` if the
        table defines it (e.g. ``anim_market``, ``anim_won``); other kinds only reach the log."""
        handler = getattr(self, f"anim_{e.kind}", None)
        if handler is not None:
            handler(e.data)

    def stage(self, message: str, delay: float = 0.0) -> None:
        """While the animations now queued play (a reveal), the prompt says ``message``
        instead of the next step, which the game has already reached; from ``delay`` seconds
        on (``anims.after()``: once what is queued has played), so the lines of moments fed
        together (a claim, then the next round's deal) each speak in their turn."""
        self._stage_queue.append((self._stage_clock + delay * (self.timeline.speed or 0.0), message))
        self.pick_staged()

    def pick_staged(self) -> None:
        """The staged line for now: the latest whose time has come."""
        due = [m for at, m in self._stage_queue if at <= self._stage_clock + 1e-9]
        if due:
            self.staged = due[-1]

    def watched_hold(self, seconds: float, up_to: float | None = None) -> float:
        """How long a staged moment ("click to go on") stays up: while a person at this screen
        watches, until they click or press Enter (``WATCHED_HOLD``, ten minutes, stands for
        "until"; at a table played online, up to ``ONLINE_HOLD``: the others play on; ``up_to``:
        a moment that comes often, which goes on by itself after that long); for bots alone or a
        replay, ``seconds``."""
        # people at this screen, whoever's eyes the table uses (in hot-seat, nobody's between
        # turns: a reveal played there for everyone went on by itself)
        watched = not self.match.is_replay and bool(self.match.humans())
        if not watched:
            return seconds
        # a won run went on by itself after 8 s and was gone if you looked away, where the
        # README says it waits for your click (a newcomer)
        if up_to is not None:           # a moment that comes often (a sealed reveal) goes on by itself
            return max(seconds, min(up_to, WATCHED_HOLD))
        return max(seconds, ONLINE_HOLD if getattr(self.match, "is_remote", False) else WATCHED_HOLD)

    def skip_moment(self) -> None:
        """A click or Enter on a moment that plays: on to the next staged moment already queued
        (a sealed reveal, then the valuations of the game's end), else to the end of what plays.
        One click skipped them all: the valuations, the game's biggest reveal, flashed past
        for three seconds before the scores (a newcomer)."""
        if self.waiting_for_click():
            # a moment held up for you (a won run, the valuations): on from where it waits, so
            # what comes next still plays (the royal flying to its winner was skipped with it)
            self.advance(self.still_for(fades=False))
            # the line stays while what comes next plays, but no longer asks for the click
            clock = self._stage_clock + 1e-9
            self._stage_queue = [(at, re.sub(r"\s*\(click to [^)]*\)$", "", m) if at <= clock else m)
                                 for at, m in self._stage_queue]
            self.pick_staged()
            return
        nxt = min((at for at, _ in self._stage_queue if at > self._stage_clock + 1e-9), default=None)
        if nxt is None:
            self.timeline.skip()
            return
        self.advance(nxt - self._stage_clock)

    def waiting_for_click(self) -> bool:
        """A staged moment is up that waits for a person's click or Enter to go on (nothing
        changes on its own for longer than an online table would wait)."""
        return self.staging() and self.still_for() > ONLINE_HOLD

    def staging(self) -> bool:
        """A staged moment is playing (seats wait for it before showing whose turn it is)."""
        return bool(self.staged) and self.timeline.busy

    def beat(self, seconds: float = 0.9):
        """A pause on the timeline: nothing else starts until it has passed (or a click skips
        it). Use it to stage a big moment (a reveal) before the table moves on."""
        return self.anims.beat(seconds)

    def draw_anims(self, surface) -> None:
        """The moving parts, over the kept still table (every frame)."""
        self.anims.draw(surface)

    # ------------------------------------------------------------------ input
    def close_panel(self) -> bool:
        """Esc means "back": close what the player opened over the table (the hint here; a
        stack view, the discard pile in the tables that have them) and say whether anything
        was open. Only when nothing was does Esc pause."""
        return self.hints.toggle()

    def handle(self, ev) -> None:
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            # a click or a key puts the enlarged card away until the mouse moves: after choosing
            # a market card it stayed up over your gold and your bid line while you bid, and
            # after a pick by key over the turn-order bar (newcomers)
            self._hover_hush = self.pointer()
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            if not self.close_panel():
                self.app.push("pause", self)
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F1:
            self.app.push("help", self.match.game_id)
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_h and not (ev.mod & pygame.KMOD_CTRL):
            self.toggle_hint()
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_z and (ev.mod & pygame.KMOD_CTRL):
            self.undo()
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_l and not (ev.mod & pygame.KMOD_CTRL):
            self.app.settings.log_open = not self.log_open
            self.set_log(self.app.settings.log_open)
            return
        if self.just_acted() and (ev.type == pygame.MOUSEBUTTONDOWN and self.timeline.busy or (
                ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
                and not self._pressed_since_act)):
            return                          # the second press of a double click or Enter: the move's result shows
        if ev.type == pygame.MOUSEBUTTONDOWN or ev.type == pygame.KEYDOWN and ev.key not in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            # a key or click after your move: an Enter after it is meant for your next decision
            # (C, 5, Enter in quick succession: the Enter that was to seal the 5 was dropped, a newcomer)
            self._pressed_since_act = True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.staging():
                self.skip_moment()          # a staged moment ("click to go on"): Enter or Space goes on too
                self._stage_ended = (time.monotonic(), self._stage_clock)
                return
            wall, clock = self._stage_ended
            if time.monotonic() - wall < STAGE_GRACE and self._stage_clock - clock < STAGE_GRACE:
                return                      # meant to go on from the moment that just ended, not to play a move
            if self.turn_just_arrived():
                return                      # your turn has only just shown: a key meant for what came before
        elif ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self._turn_arrived = (-TURN_GRACE, -TURN_GRACE)    # you have started on your turn (digits typed, a card picked)
            if self.error and not self.error_is_problem and time.monotonic() - self.error_time > NEWS_READ:
                # news ("Undone: …") gives way once you go on: it stayed before the prompt of the
                # card you had picked since (a newcomer); what the key or click does may say more
                self.error = ""
        if self.view_held() and ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            # the table shows a moment that has passed (a round's end, a reveal) while the match
            # is already on, perhaps at your turn: a key or a click goes on, it never plays a
            # move on a position you have not seen (an Enter pressed during a bot's winning
            # claim turned up a card of the next round for a newcomer, twice)
            if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 or \
                    ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.skip_moment()
                self._stage_ended = (time.monotonic(), self._stage_clock)
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.timeline.busy:
            # a click skips the current animation (and is not used for anything else)
            if not any(b.rect.collidepoint(ev.pos) for b in self.buttons if b.enabled):
                self.skip_moment()
                return
        if ev.type == pygame.MOUSEWHEEL and self.log_rect().collidepoint(pygame.mouse.get_pos()):
            self.log.wheel(ev.y)
            return
        if handle_buttons(self.buttons, ev):
            return
        self.handle_game_input(ev)

    def handle_game_input(self, ev) -> None:
        """What the kit and the buttons did not take: the game's own keys and clicks."""

    PUBLIC_MOMENTS: tuple = ()     # Event kinds everyone at the screen watches (a sealed-bid reveal)

    def submit(self, action) -> bool:
        from rules import IllegalAction
        seen = len(self.match.events)
        try:
            self.match.submit(self.viewer, action)
        except IllegalAction as exc:
            self.flash(str(exc))
            sound.play("pass")
            return False
        self.error = ""
        public = any(e.kind in self.PUBLIC_MOMENTS for e in self.match.events[seen:])
        if self.hot_seat() and self.viewer is not None and not self.match.over \
                and (public or self.viewer not in self.match.humans_to_act()):
            # your part is done: the table shows only what everyone may see before anything of
            # your move plays out (a sealed-bid reveal played in the last bidder's view, their
            # valuations and Crown on screen while everyone leaned in to see the bids). A moment
            # everyone watches goes public even when the same person plays next: a curtain
            # brings their secrets back after it
            self.set_viewer(None)
        self._acted = (time.monotonic(), self._stage_clock)
        self._acted_step = self.match.step
        self._acted_events = len(self.match.events)
        self._pressed_since_act = False
        self._turn_arrived = (-TURN_GRACE, -TURN_GRACE)     # that turn is played: its grace is over
        return True

    def note_turn_arrival(self) -> None:
        """The moment your turn shows, the table still, after other seats have moved: an Enter
        pressed to go on from what they did (a round's end, a reveal) must not also play your
        first move on a position you have barely seen (a newcomer's Enter turned up a card of
        the next round for them, twice)."""
        if not (self.is_human_turn() and not self.timeline.busy and not self.view_held()):
            return
        key = (self.match.step, self.viewer)
        if key != self._turn_seen:
            before, self._turn_seen = self._turn_seen, key
            still = getattr(self.match, "still_deciding", None)
            if before is not None and before[1] == self.viewer and still is not None \
                    and still(self.viewer, before[0], self._turn_legal):
                # the same decision: other seats made their secret moves meanwhile (a bot's sealed
                # bid landed as you pressed Enter on yours, and the Enter was dropped: a newcomer)
                return
            self._turn_legal = list(self.match.legal(self.viewer))
            if self.match.step != self._acted_step and not self.nothing_shown_since_acted():
                # not the next step of your own move, nor one after which the others only made
                # moves that show nothing (bids sealed while you type yours: the Enter that was to
                # seal it fell in the grace after a bot's seal, "silently ignored": a newcomer)
                self._turn_arrived = (time.monotonic(), self._stage_clock)
                # a message said before your turn came ("Too late to undo…") gives the prompt
                # back to your turn's instruction: it stayed there into the turn, and a newcomer
                # was never told to take a card. What was just done ("Undone: …") stays, said
                # beside the instruction: it went as the turn came back, and a newcomer saw
                # their move taken back "with no message"
                if self.error_is_problem:
                    self.error = ""

    def others_still_playing_out(self) -> bool:
        """Your turn has come in the match, but the others' moves before it still play out on
        the table (their animations), and you have not made a move meanwhile."""
        if not (self.timeline.busy and self.is_human_turn() and not self.view_held() and not self.staging()
                and self.match.step != self._acted_step and self._turn_seen != (self.match.step, self.viewer)):
            return False
        seen = self._turn_seen
        still = getattr(self.match, "still_deciding", None)
        if seen is not None and seen[1] == self.viewer and still is not None and still(self.viewer, seen[0], self._turn_legal):
            return False            # the same decision, the others' secret moves landing meanwhile (sealed bids)
        return not self.nothing_shown_since_acted()

    def last_said(self) -> str:
        """The newest line of the log, as this screen's player reads it ("" if none)."""
        entries = self.log_entries()
        return str(entries[-1][0]).strip() if entries else ""

    def nothing_shown_since_acted(self) -> bool:
        """Since this screen's player's last move, only other seats' moves that showed it nothing
        (its game's ``silent`` Events: a bid sealed, a pick chosen, face down)."""
        from game.undo import says_nothing
        if self._acted_step < 0 or self.viewer is None:
            return False
        new = self.match.events[self._acted_events:]
        return bool(new) and says_nothing(self.match.game_id, new, self.viewer)

    def turn_just_arrived(self) -> bool:
        wall, clock = self._turn_arrived
        return time.monotonic() - wall < TURN_GRACE and self._stage_clock - clock < TURN_GRACE

    def just_acted(self) -> bool:
        """A move was made a moment ago (both clocks): a press that follows at once is the
        second half of a double click or Enter, not a wish to skip what the move shows."""
        wall, clock = self._acted
        return time.monotonic() - wall < STAGE_GRACE and self._stage_clock - clock < STAGE_GRACE

    def flash(self, message: str, problem: bool = True, says_next: bool = False) -> None:
        """Say ``message`` in the prompt bar for a few seconds: why something cannot be done (in
        red), or, not a ``problem``, what was just done ("Took back The Borderland from your
        bid" read as a warning in red: a newcomer), followed by what to do next unless the
        message ``says_next`` itself ("Chosen: …. Claim (C) takes them, or End turn (E)." ran on
        into "A run you can see wins the royal: Claim it, or end your turn": a newcomer)."""
        self.error, self.error_time = message, time.monotonic()
        self.error_is_problem = problem
        self.error_says_next = says_next

    # ------------------------------------------------------------------ undo (Ctrl+Z, against bots only)
    def undo_seat(self):
        humans = self.match.humans()
        if len(humans) == 1:
            return humans[0]
        handed = list(getattr(self.match, "finished_by", None) or ())
        # the only person let a bot finish their seat: the table still speaks to them
        return handed[0] if not humans and len(handed) == 1 else None

    def undo_local(self) -> bool:
        """Ctrl+Z first takes back a step of your own turn the table keeps before it sends the
        move (a card added to a Barony bid): True if it did. Tables that build a move override it."""
        return False

    def undo(self) -> bool:
        """Take back your last decision (and the bots' answers); says why when it cannot."""
        if self.undo_local():
            return True
        seat = self.undo_seat()
        ok, why = self.match.can_undo(seat)
        if not ok:
            self.flash(why)
            sound.play("pass")
            return False
        self.timeline.skip()
        taken = self.last_move_of(seat)
        self.match.undo(seat)
        sound.play("click")
        # the table is drawn again from the earlier position, without replaying its animations
        if self.is_top:
            table = self.app.replace(f"table:{self.match.game_id}", self.match, viewer=seat, animate=False)
            if taken is not None:
                table.taken_back(taken)
            # it happened, in words, in the prompt bar as other things done are said (a message
            # over the log covered its top or its newest lines, wherever it went: newcomers)
            table.flash("Undone: your last move is taken back.", problem=False)
        return True

    def last_move_of(self, seat):
        """``seat``'s last move in the game (an Action), or None."""
        try:
            steps = self.match.record().get("actions") or []
            last = next((st for st in reversed(steps) if int(st["seat"]) == seat), None)
            return self.match.game.parse_action(last["action"]) if last is not None else None
        except Exception:  # noqa: BLE001 - only a courtesy: the move's amount offered again
            return None

    def taken_back(self, action) -> None:
        """Undo took ``action`` back: the table may offer it again as it stood (a bid's amount)."""

    def undo_button(self):
        """An Undo button for the prompt bar while undo is possible (None otherwise), from the
        moment your move is made: it waited for the table to be still, and by then the next bot
        had answered ("no Undo button appeared": a newcomer)."""
        if self.match.is_replay or self.undo_seat() is None:
            return None
        if (getattr(self.match, "standing", None) or {}).get(self.undo_seat()) is not None:
            return None         # a bot plays your moves by your order ("Play the round out" offered Undo: a newcomer)
        ok, _ = self.match.can_undo(self.undo_seat())
        return Button("Undo", self.undo, "Ctrl+Z") if ok else None

    def moment(self, view) -> str:
        """When in the game ``view`` stands, in the table's own terms ("Round 2, turn 14"), for
        the review's rows; "" where the move's number says it best."""
        return ""

    # ------------------------------------------------------------------ hints (H): scenes/hint_panel.py
    def move_text(self, action) -> str:
        """A move in words for the hint panel (tables override this with card names)."""
        from rules.core import describe_action
        return describe_action(action).replace("_", " ")

    def toggle_hint(self) -> None:
        """H: start thinking about your move (off the frame loop), cancel it, or hide the hint."""
        if self.hints.toggle():
            return
        seat = self.viewer
        legal = self.match.legal(seat) if seat is not None else []
        if not legal or self.match.is_replay:
            self.flash("A hint is for your own move, when it is your turn.")
            return
        # the newest View (a staged moment may hold up an older one on screen): the one the
        # legal moves belong to, and the one the review rebuilds at this step; or, while a move
        # is being built on the table (a Barony bid), the position it has reached (the hint
        # offered again a card already in the bid)
        pending = self.pending_actions()
        if pending:
            try:
                view, legal = self.match.what_if(seat, pending)
            except Exception:  # noqa: BLE001 - a selection the rules refuse: weigh the turn as it stands
                pending = []
        if pending:
            self.hints.start(self.match.game_id, view, seat, legal, self.match.step, key=self.hint_key())
        else:
            self.hints.start(self.match.game_id, self.live_view, seat, legal, self.match.step)

    def update_hint(self) -> None:
        h, key = self.hints, self.hint_key()
        still = getattr(self.match, "still_deciding", None)      # (a table online: its host's match says nothing of it)
        if (still is not None and h.key != key and h.noted and not isinstance(key, tuple) and h.step is not None
                and h.legal is not None and (h.job is not None or h.hint) and still(h.seat, h.step, h.legal)):
            # other seats sealed their bids meanwhile: the decision is the same, and so is the hint
            h.carry(self.match.step)
        if (h.hint and h.job is None and h.noted and h.step == self.match.step and h.key != key
                and self.hint_holds(h.hint, key)):
            # the player builds the hinted move step by step (a Barony bid: its Market card, then
            # its cards): the hint stays, its marks with it (it vanished at the first click, and
            # a newcomer had to learn "Bid The Light Keeper on The Soldier" by heart first)
            h.key = key
        before = h.hint
        why = h.follow(self.match.step, key)
        if why:
            self.flash(why)
        if h.hint and h.hint is not before:
            self.hint_shown(h.hint)

    def hint_shown(self, hint: list) -> None:
        """A hint has just come up (its moves, best first): a table may make its first move
        ready to play (Sorcerous Futures: the amount it names on the bid control)."""

    def hint_holds(self, hint: list, key) -> bool:
        """Whether a hint shown for the match's position still holds at ``key`` (``hint_key``):
        the position itself, or a move being built that begins one of the hinted moves."""
        if key == self.match.step:
            return True
        pending = key[1] if isinstance(key, tuple) and len(key) == 2 else ()
        return bool(pending) and any(self.begins(e.action, pending[0]) for e in hint)

    def begins(self, action, step) -> bool:
        """Whether ``step``, the first of a move being built, begins ``action`` (a hinted move)."""
        return action == step

    def draw_hint(self, surface) -> None:
        """The hint: at the top of the log column while the log is open (it covers no card on
        the table), else above the prompt bar at whichever end hides fewer cards; each move it
        names is pointed at on the table with its number (``hint_marks``)."""
        over_log = self.log_open and (self.hint is not None or self.hint_job is not None)
        column = self.hint_column()
        if over_log:                    # the log drawn before goes: nothing of it shows round the hint
            self.clear_log_column(surface)
            surface.blit(felt(surface.get_size()), column.topleft, column)
        # the hint leaves the log under it room for its heading and some lines: a three-move hint
        # with long reasons filled the column, the log gone (a newcomer); its lower moves' reasons
        # give way first
        room = pygame.Rect(column.left, column.top, column.width,
                           max(self.px(160), column.height - LOG_KEPT_UNDER_HINT * self.px(18) - self.px(40)))
        self.hints.draw(surface, self.px, self.move_text, room if self.log_open else None,
                        self.layout.rect("prompt"), self.hot, self.hint_marks, self.hint_badge_words,
                        self.seat_headers())
        if over_log:
            self.draw_log_below(surface, self.hints.rect.bottom + self.px(6))

    SIDE_PANEL: str | None = None   # the layout's panel above the log (the auction, the stage, the round)

    def hint_column(self) -> pygame.Rect:
        """Where the hint stands while the log is open: at the top of the right column, over the
        panel above the log too (what it says is on the table and in the prompt), the log going
        on under it: under the log's heading alone, a three-move hint left the log a line or
        two, or none (newcomers at every table: "you can't read what just happened while
        reading advice")."""
        # (while it only thinks, over the log alone: the panel above stays in sight, where a
        # Barony hint thinking for seconds hid the stage panel a newcomer needed most)
        if self.SIDE_PANEL and self.layout.has(self.SIDE_PANEL) and self.hint is not None:
            return self.layout.rect(self.SIDE_PANEL).union(self.log_rect())
        return self.log_rect()

    def pending_actions(self) -> list:
        """The moves a selection on the table stands for, not yet sent (a Barony bid's target
        and cards): a hint weighs the position they reach. None by default."""
        return []

    def hint_key(self):
        """What a hint belongs to: the match's step, and the selection being built if any."""
        pending = self.pending_actions()
        return self.match.step if not pending else (self.match.step, tuple(pending))

    def prompt_top_reserved(self) -> int:
        """Pixels at the top of the prompt bar its words keep clear of (a replay's scrub bar)."""
        return 0

    def hint_badge_words(self, action):
        """Words a hinted move's badge adds to its number where the table does not show them
        (a bid's amount on its button), else None."""
        return None

    def hint_marks(self, action) -> list:
        """Where a move is on the table, for the hint to point at: card rects (``pygame.Rect``)
        or points (``(x, y)``: a gap). By default the cards the move names by id, as drawn
        this frame (a Market card, a row card, a resource); tables whose moves name places
        (the Auctioneer ring) override this."""
        ids = []
        for value in getattr(action, "__dict__", {}).values():
            ids += [value] if isinstance(value, str) else [c for c in value if isinstance(c, str)] \
                if isinstance(value, tuple) else []
        if not ids:
            # a move that names no card (Pass): its button on the prompt bar, else nothing to point at
            # (a hinted Pass first had no "1" anywhere, only the "2" of the move after it)
            from rules.core import describe_action
            name = describe_action(action).replace("_", " ").lower()
            return [b.rect for b in self.buttons if b.label.lower() == name and b.rect.width]
        return [self.visible_part(k) for k, (rect, _, cid) in enumerate(self.hot) if cid in ids]

    def visible_part(self, k: int) -> pygame.Rect:
        """The part of the ``k``-th card drawn this frame that no card drawn after it in the same
        row covers (its left strip in a crowded row): the hint marks that, not the whole card,
        whose corner lay under the next card (a badge read as marking its neighbour)."""
        rect = self.hot[k][0]
        right = rect.right
        for later, _, _ in self.hot[k + 1:]:
            if later.colliderect(rect) and abs(later.top - rect.top) <= rect.height // 4 and later.left > rect.left:
                right = min(right, later.left)
        return pygame.Rect(rect.left, rect.top, max(1, right - rect.left), rect.height)

    # ------------------------------------------------------------------ the log (L): scenes/log_panel.py
    def log_rect(self) -> pygame.Rect:
        """The log's column (a hint or the revealed panel may cover it too)."""
        return self.layout.rect("log")

    def set_log(self, open_: bool) -> None:
        """Show or hide the log; hidden, its column goes to the table."""
        self.log.open = bool(open_)
        self.layout.set_log(self.log.open)
        self.on_resize(self.app.size)

    def draw_log(self, surface) -> None:
        """The log panel (scenes/log_panel.py) in the layout's ``log`` column."""
        self.log.draw(surface, self.log_rect(), self.px, self.log_entries, self.log_count(), self.viewer)

    def clear_log_column(self, surface) -> None:
        """Bare felt where the log was drawn, before a panel takes the column's top and the log
        is drawn again under it (``draw_log_below``): no line of the first log peeks out at the
        panel's rounded corners or lower edge."""
        col = self.log_rect()
        surface.blit(felt(surface.get_size()), col.topleft, col)

    def draw_log_below(self, surface, top: int) -> None:
        """The log again, in its column from ``top`` down, under a panel that covers the
        column's top (the hint, a lesson's step): its heading shows and its first line is whole,
        never a line cut in half at the panel's edge."""
        col = self.log_rect()
        r = pygame.Rect(col.left, top, col.width, col.bottom - top)
        if self.log_open and r.height >= self.px(90):
            gap = pygame.Rect(col.left, top - self.px(5), col.width, r.bottom - top + self.px(5))
            surface.blit(felt(surface.get_size()), gap.topleft, gap)  # the full log drawn before stays under it
            self.log.draw(surface, r, self.px, self.log_entries, self.log_count(), self.viewer)

    def log_entries(self) -> list:
        """The log's entries as this viewer may read them: ``[(text, colour)]``, each in the
        colour of the seat it is about, with the players' names filled in."""
        return [(self.log_text(e), self.seat_colour(e.data.get("seat")) if isinstance(e.data, Mapping) else INK)
                for e in self.log_events()]

    def log_events(self) -> list:
        """The Events the log tells, as this viewer may read them, in order."""
        # a table that plays a seat's turn in the open in hot-seat (``HIDES_IN_THE_OPEN``) shows
        # its log as everyone may read it there
        eyes = self.viewer if not (self.HIDES_IN_THE_OPEN and self.hot_seat()
                                   and self.behind_curtain != self.viewer) else None
        seen = [e for e in self.match.events[:self.log_count()] if e.visible(eyes)]
        # a public line that a private one next to it tells in full ("places a card face down",
        # then "places the 9♥ face down"; "chooses the 3… to put into the row", then "has chosen
        # a card") is left out: the log says each thing once. Only the same seat's line: your own
        # pick's line, next to the line before it of another seat's choice, hid that one
        def details(e, other) -> bool:
            return (e.visible_to is not None and isinstance(e.data, Mapping) and e.data.get("detail_of") == other.kind
                    and isinstance(other.data, Mapping) and e.data.get("seat") == other.data.get("seat"))
        told = {k for k, e in enumerate(seen[1:]) if details(e, seen[k])} \
            | {k + 1 for k, e in enumerate(seen[:-1]) if details(e, seen[k + 1])}
        return [e for k, e in enumerate(seen) if e.text and k not in told]

    def log_text(self, e) -> str:
        """An Event's log line with the names filled in. Replayed through the eyes of a seat not
        named "You" while another is, a line only that seat saw ("You hold the Aces of Knots and
        Leaves", written to it) says whose it is: "To Bea: You hold…" (it read as the "You"
        seat's, beside "You bid 10": a newcomer)."""
        return self.said_to(e.visible_to, self.match.fill_names(e.text, self.you()))

    def said_to(self, visible_to, said: str) -> str:
        """A log line as this viewer reads it (see ``log_text``)."""
        v = self.viewer
        if (getattr(self.match, "is_replay", False) and v is not None and visible_to is not None and v in visible_to
                and self.name(v).lower() != "you"
                and any(self.name(k).lower() == "you" for k in range(self.match.players))):
            return f"To {self.name(v)}: {said}"
        return said

    # ------------------------------------------------------------------ names kept from before the parts
    log_open = property(attrgetter("log.open"), lambda self, v: setattr(self.log, "open", v))
    log_scroll = property(attrgetter("log.scroll"), lambda self, v: setattr(self.log, "scroll", v))
    log_unread = property(attrgetter("log.unread"))
    hint = property(attrgetter("hints.hint"), doc="The hint shown (up to three estimates, best first), or None.")
    hint_job = property(attrgetter("hints.job"), doc="The advisor thinking about a hint, or None.")
    hint_rect = property(attrgetter("hints.rect"), doc="Where the hint was drawn last.")

    # ------------------------------------------------------------------ the still table, composed once and kept
    # attributes that are not the table's own UI state, or reach base_key another way (the parts' ui_key)
    _NOT_UI = frozenset({"app", "match", "layout", "timeline", "view", "live_view", "hot", "buttons", "over_wait", "error_time",
                         "record_in", "anims", "log", "hints", "kept"})

    def draw(self, surface) -> None:
        """The table as still parts (``draw_base``: felt, seats, cards, panels, log, prompt),
        composed once and kept while nothing they show changes, then the moving parts
        (animations) and the hover enlargement on top, every frame. An idle table, a table
        waiting for a thinking bot, or one with a card hovered costs one blit plus its
        overlays; during an animation only the flying cards and labels are drawn again."""
        self.kept.draw(surface, self.base_key(surface), self.draw_base, self.prewarm)
        if not self.over_open():
            # (a panel the player opened covers the table: a card flying under it came up over
            # the dimmed stack view, a newcomer)
            self.draw_anims(surface)
        # only the table on top enlarges the card under the pointer: under an overlay it stayed
        # bright over the dimmed pause menu, and a lesson draws it itself over its dimming (two
        # 6♥ were up at once, one dimmed and cut at the log's edge)
        if self.app.top is self:
            self.draw_hover(surface)

    def invalidate(self) -> None:
        self.kept.forget()

    def prewarm(self) -> None:
        """On a new layout, before its first frame: the glow each seat's box wears on its turn
        (drawn once per box size), so a turn passing to another seat later costs no frame."""
        for seat in range(len(self.match.seats)):
            r = self.seat_rect(seat)
            glow_image((r.width, r.height), ACTIVE_GLOW, 10, 5)

    def base_key(self, surface) -> tuple:
        """Everything the still table depends on: the game's position and events, the viewer,
        what animations hide, the mouse (buttons and cards light up under it), the hint, a
        blinking caret, and the table's own UI state (every plain attribute: selections,
        cursors, scroll, open panels)."""
        # (the layout's size too: in a real window the surface takes its new size before the
        # resize event reaches the layout, and a frame composed between the two was kept: the
        # table stayed at the small window's size after it was made larger, a newcomer)
        return (surface.get_size(), self.layout.size, self.match.step, len(self.match.events), self.viewer,
                self.timeline.busy,
                self.match.thinking_seat(),
                self.match.bot_delay, self.view_held(), self.log_count(),
                tuple(sorted(map(repr, self.timeline.hidden()))), self.pointer(),
                self.hints.ui_key(), self.error, self.blink_phase(), self.layout.log_open, self.log.ui_key(),
                ui_state(self.__dict__, self._NOT_UI))

    def blink_phase(self):
        """A caret's phase while one blinks (tables with text fields override this)."""
        return None

    # ------------------------------------------------------------------ the still table: one template for all
    def draw_base(self, surface) -> None:
        """The still table, always in this order: the felt; the table's own drawing
        (``draw_table``: its middle, seats and panels, leaving out what animations are moving);
        the log; the prompt bar with ``build_controls``' words and buttons (and the hint); then
        ``draw_over`` (a panel opened over everything: a pile spread out, a stack)."""
        self.hot = []
        surface.blit(felt(surface.get_size()), (0, 0))
        hidden = self.timeline.hidden()
        prompt = self.build_controls()
        if self.note_prompt:
            # a lesson's note is read first, the table waiting under it: not "Ada is playing…" or
            # "Choose a Market card" beside words that asked for Next (newcomers)
            prompt, self.buttons = self.note_prompt, []
        elif self.others_still_playing_out():
            # what the others just did is still moving on the table: it is said, not yet what you
            # do next ("Choose a card from the market" stood while the card just sold was still
            # in it and its buyer had "no cards bought yet": a newcomer)
            prompt, self.buttons = self.last_said(), []
        self.draw_table(surface, hidden)
        self.draw_log(surface)
        self.draw_prompt(surface, prompt)
        self.draw_over(surface)

    def build_controls(self) -> str:  # pragma: no cover - each table has its own
        """Set ``self.buttons`` to what the viewer may do now; return the prompt's words."""
        raise NotImplementedError

    def draw_table(self, surface, hidden: set) -> None:  # pragma: no cover - each table draws its own
        """The game's own still drawing; ``hidden``: what animations are moving (``hides`` of
        each), not to be drawn where it was."""
        raise NotImplementedError

    def draw_over(self, surface) -> None:
        """Drawn over the log and the prompt bar (a panel the player opened); nothing by default."""

    def over_open(self) -> bool:
        """Whether ``draw_over`` draws a panel now (animations then go on under it, unseen)."""
        return False

    def draw_seats(self, surface, hidden: set) -> None:
        """Every seat's box (``draw_seat``), your own at the bottom."""
        for seat in range(self.view.players):
            self.draw_seat(surface, seat, hidden)

    def draw_seat(self, surface, seat: int, hidden: set) -> None:  # pragma: no cover - each table draws its own
        """One seat's box (``seat_rect``): who sits there and what they hold, as the viewer sees it."""
        raise NotImplementedError

    def draw_prompt(self, surface, message: str) -> None:
        """The prompt bar (scenes/prompt_bar.py) with ``message``, unless a staged moment is
        playing (its own line) or a move was refused (why, in red); the buttons of
        ``build_controls`` with Undo first while undo is possible; the hint over it."""
        colour = ACCENT
        forced = self.match.forced_seat()
        if forced is not None and forced == self.viewer:
            legal = self.match.legal(forced)
            if legal:                      # your only move is about to play itself: say why
                message = self.forced_words(legal[0])
                self.buttons = []
                # and point at it on the table (the last face-down card turned itself up, and
                # a newcomer learned of it from the log only)
                for m in self.hint_marks(legal[0]):
                    if isinstance(m, pygame.Rect):
                        pygame.draw.rect(surface, ACTIVE_GLOW, m.inflate(self.px(6), self.px(6)), max(2, self.px(3)),
                                         border_radius=self.px(6))
        elif forced is None and self.viewer is not None and self.match.standing_seat() == self.viewer:
            action = self.match.standing_move(self.viewer)
            if action is not None:         # your standing order's move is about to play
                message, self.buttons = self.standing_words(action), self.standing_buttons()
        if self.staging():
            message = self.staged          # a staged moment speaks until it is over, not the next step
        after = ""
        if self.error and not self.error_is_problem and self.is_human_turn() and message and not self.error_says_next:
            message = f"{self.error}  {message[0].upper()}{message[1:]}"      # what was done, then what to do
        elif self.error and self.error_is_problem and self.is_human_turn() and message:
            # why not, in red, then what to do still (a red "Too late to undo…" stood in the
            # instruction's place for its six seconds: a newcomer did not know what to do)
            message, after, colour = self.error, message, (255, 150, 130)
        elif self.error:
            message, colour = self.error, (255, 150, 130) if self.error_is_problem else INK
        if not any(b.label == "Undo" for b in self.buttons):
            ub = self.undo_button()
            if ub is not None:
                self.buttons.insert(0, ub)
        draw_prompt_bar(surface, self.layout.rect("prompt"), self.px, message, colour, self.buttons,
                        top=self.prompt_top_reserved(), after=after, after_colour=ACCENT)
        self.draw_hint(surface)

    def forced_words(self, action) -> str:
        """The prompt while your only legal move plays itself (tables say why, in their words)."""
        return f"{self.who_prefix_for_forced()}your only move: {self.move_text(action).lower()}. It plays itself…"

    def standing_words(self, action) -> str:
        """The prompt while a move of your standing order (``Match.standing``) is about to play."""
        return f"{self.who_prefix_for_forced()}as you asked: {self.move_text(action).lower()}. It plays itself…"

    def standing_buttons(self) -> list:
        """The buttons beside ``standing_words`` (a table offers a way to stop the order)."""
        return []

    def who_prefix_for_forced(self) -> str:
        return f"{self.name(self.viewer)}, " if len(self.match.humans()) > 1 and self.viewer is not None else ""

    # ------------------------------------------------------------------ drawing helpers
    def px(self, v: float) -> int:
        """A length of the 1280x720 design in window pixels."""
        return self.layout.px(v)

    def card(self, surface, cid, center, width, face_up=True, highlight=None, dim=False, deck=None):
        """A card drawn at ``center``; face up, it is registered for the hover enlargement."""
        deck = deck or self.deck
        rect = art.draw_card(surface, deck, cid if face_up else None, center, width=int(width),
                             face_up=face_up, highlight=highlight, dim=dim)
        if face_up and cid:
            self.hot.append((rect, deck, cid))
        return rect

    def card_rect(self, center, w) -> pygame.Rect:
        """The box of a card ``w`` wide drawn at ``center`` (for hit tests)."""
        r = pygame.Rect(0, 0, w, round(w * 88 / 63))
        r.center = (int(center[0]), int(center[1]))
        return r

    def draw_seat_box(self, surface, r: pygame.Rect, acting: bool, glow=None) -> None:
        """A seat's box, lit while it is the seat's turn (``glow``: whether it glows too, if
        that differs)."""
        active_glow(surface, r, acting if glow is None else glow)
        panel(surface, r, (14, 30, 24, 200), (255, 214, 120) if acting else (90, 112, 96))

    def draw_side_panel(self, surface, slot: str, title: str, lines=(), fit_title: bool = False) -> tuple:
        """A panel of the right column (the auction, the stage, the round): its box, its title
        (shortened to fit if ``fit_title``), then ``lines`` (``[(text, colour)]``, one line
        each). Returns ``(rect, x, y)``: where anything more goes."""
        r = self.layout.rect(slot)
        panel(surface, r)
        x, y = r.left + self.px(12), r.top + self.px(8)
        text(surface, title, (x, y), max(12, self.px(16)) + 2, ACCENT, True,
             max_width=r.width - self.px(24) if fit_title else None)
        y += self.px(30)
        for line, col in lines:
            text(surface, line, (x, y), max(11, self.px(14)), col, max_width=r.width - self.px(24))
            y += self.px(22)
        return r, x, y

    # ------------------------------------------------------------------ hover enlargement
    def pointer(self) -> tuple:
        """Where the mouse is now; nowhere while it is outside the window (its last position
        kept a card enlarged after the window was resized with the mouse outside it)."""
        if not pygame.mouse.get_focused():
            return (-10 ** 6, -10 ** 6)
        return pygame.mouse.get_pos()

    WORDS = "words"     # a ``hot`` entry's deck for a face-down card: its "card id" is what hovering it says

    def hidden_note(self, rect, words: str) -> None:
        """A face-down card drawn at ``rect`` says ``words`` when hovered ("Bea's Crown: face
        down until the end"): hovering another seat's face-down card gave no feedback at all (a
        newcomer). The words never say what the card is."""
        self.hot.append((pygame.Rect(rect), self.WORDS, words))

    def cover(self, rect) -> None:
        """A panel drawn over the table (a stack view, the discard pile spread out): cards
        under it are not under the pointer."""
        self.hot.append((pygame.Rect(rect), None, None))

    def hovered(self):
        """(deck, card id, rect) of the card under the pointer in what was drawn last, or None.
        Worked out from this frame's drawing and the pointer now, never kept: after a move,
        an animation, an undo or a resize it is whatever is there now."""
        pos = self.pointer()
        if pos == self._hover_hush:
            return None           # clicked where it rests: the enlarged card waits until the mouse moves
        for rect, deck, cid in reversed(self.hot):
            if rect.collidepoint(pos):
                return (deck, cid, rect) if cid else None
        return None

    def own_box(self):
        """The viewer's seat box, or None (a replay or the results seen by nobody)."""
        return self.seat_rect(self.viewer) if self.viewer is not None and 0 <= self.viewer < self.view.players else None

    def home_of(self, rect):
        """The seat box a card drawn at ``rect`` lies in, or None (the middle of the table)."""
        return next((self.seat_rect(k) for k in range(self.view.players) if self.seat_rect(k).contains(rect)), None)

    def draw_words_note(self, surface, rect, words: str) -> None:
        """A face-down card's words (``hidden_note``), wrapped to a short column under the card
        (or over it, at the window's foot): in one long line over the card they covered two
        seats' names and the auction's title (a newcomer)."""
        from game.draw import wrap
        size = max(12, self.px(15))
        f = font(size, True)
        lines = wrap(words, size, self.px(300), bold=True)
        gap, lh = self.px(6), f.get_linesize()
        box = pygame.Rect(0, 0, max(f.size(ln)[0] for ln in lines) + 16, lh * len(lines) + 8)
        screen = surface.get_rect().inflate(-8, -8)
        # a card on the table keeps its words on the table, off the column of the log and the
        # side panel (the discard pile's words lay over the log: a newcomer)
        try:
            area = self.layout.rect("table").inflate(-8, -8)
        except KeyError:
            area = screen
        if area.contains(rect) and area.width >= box.width and area.height >= box.height:
            screen = area
        # under the card, else over it: on the screen, and off a panel over the table (a
        # lesson's words) where either place is
        covers = [h for h, _, c in self.hot if c is None]
        if self.log_open:
            covers.append(self.log_rect())
        spots = []
        for at in ("under", "over", "right", "left"):
            b = box.copy()
            if at == "under":
                b.midtop = (rect.centerx, rect.bottom + gap)
            elif at == "over":
                b.midbottom = (rect.centerx, rect.top - gap)
            elif at == "right":
                b.midleft = (rect.right + gap, rect.centery)
            else:
                b.midright = (rect.left - gap, rect.centery)
            b.clamp_ip(screen)
            spots.append(b)
        for b in list(spots):           # slid sideways off a panel it meets (the lesson's, by the log)
            for c in covers:
                if b.colliderect(c):
                    moved = b.copy()
                    if c.centerx >= rect.centerx:
                        moved.right = c.left - gap
                    else:
                        moved.left = c.right + gap
                    if screen.contains(moved):
                        spots.append(moved)
        # clear of panels and of the card itself, then over the fewest other cards (under an
        # Auctioneer ring card it lay over the next card's face: a newcomer)
        cards = [h for h, _, c in self.hot if c is not None and not h.colliderect(rect)]
        clear = [b for b in spots if not any(b.colliderect(c) for c in covers) and not b.colliderect(rect)]
        # (and inside the card's own seat box where it can: beside Bea's Crown it ran into
        # Cyd's box, over Cyd's Ace)
        home = self.home_of(rect)
        box = min(clear, key=lambda b: (sum(_share(h, b) for h in cards) + (0.5 if home and not home.contains(b) else 0),
                                        spots.index(b))) if clear else spots[0]
        self._hover_box = self._hover_caption = box
        panel(surface, box, (10, 16, 14, 240), ACCENT, 6)
        for k, ln in enumerate(lines):
            text(surface, ln, (box.centerx, box.top + 4 + k * lh + lh // 2), size, INK, True, anchor="center")

    def draw_hover(self, surface) -> None:
        if self.timeline.busy and not self.waiting_for_click():
            # (a moment held up till you click is still: what is on the table may be looked at,
            # a newcomer hovered the counted pool of Barony and saw nothing)
            return
        hit = self.hovered()
        if hit is None:
            return
        deck, cid, rect = hit
        if deck == self.WORDS:            # a face-down card: what it is, in words, beside it
            self.draw_words_note(surface, rect, cid)
            return
        w = self.px(170)
        big = art.card_face(deck, cid, w)
        screen = surface.get_rect().inflate(-8, -8)
        bw, bh = big.get_size()
        gap = self.px(12)
        label = self.describe(deck, cid)
        size = max(12, self.px(15))
        f = font(size, True)
        # a long note in lines no wider than about half the window (an Ace's reading of its
        # holder's bids ran off both sides of a 960-wide window)
        most = min(screen.width - self.px(16), max(bw * 2, self.px(560)))
        lines = wrap(label, size, most - 16, True) if f.size(label)[0] + 16 > most else [label]
        lh = len(lines) * f.get_linesize() + 12
        home = self.home_of(rect)
        # the hovered card's row in its seat (the cards beside it, and where the row ends)
        row = [h for h, _, c in self.hot if c and home.contains(h) and abs(h.centery - rect.centery) < rect.height // 2] \
            if home is not None else []
        inside = False
        if home is not None and bh + lh > home.height - self.px(8) and home != self.own_box():
            # another seat's card, its box too low for the enlargement: smaller, to stand in the
            # box beside the seat's cards (from a seat at the top it hung over the turn order
            # and the deck: a newcomer), if it stays readable
            room = home.height - self.px(8) - lh
            w2 = int(w * room / bh)
            others = [h for h, _, c in self.hot if c and home.contains(h) and not h.colliderect(rect)]
            for x in (rect.right + gap, max(h.right for h in row + [rect]) + gap):   # beside the card, else past its row
                spot = pygame.Rect(x, home.top + self.px(4), w2, room + lh)
                # (and clearly larger than the card: "barely bigger than the card", a newcomer)
                if w2 >= max(self.px(80), 1.5 * rect.width) and spot.right <= home.right and spot.collidelist(others) < 0:
                    big = art.card_face(deck, cid, w2)
                    bw, bh = big.get_size()
                    inside = spot.topleft
                    break
        # the enlarged card goes where it hides the fewest other cards (the next one you may
        # want to click): above, right, left or below the card, kept on the screen
        spots = [(rect.centerx - bw // 2, rect.top - gap - bh - lh), (rect.right + gap, rect.centery - bh // 2),
                 (rect.left - gap - bw, rect.centery - bh // 2), (rect.centerx - bw // 2, rect.bottom + gap)]
        if inside:
            spots.append(inside)

        prompt = self.layout.rect("prompt")

        def placed(xy):
            r = pygame.Rect(xy[0], xy[1], bw, bh + lh)
            r.clamp_ip(screen)
            # beside a card above the prompt bar: slid up off the bar where the screen has room
            # (else every place beside your row met the bar, and the card went up over the
            # Market you were matching it against: a newcomer)
            if r.colliderect(prompt) and rect.bottom <= prompt.top and prompt.top - r.height >= screen.top:
                r.bottom = prompt.top - 2
            return r

        if home is not None:
            # just past the end of the hovered card's row in its seat: beside it, the card stood
            # over your other cards or, above, over the Market you were weighing them against
            spots.append((max(h.right for h in row + [rect]) + gap, rect.centery - bh // 2))
        tw = max(f.size(line)[0] for line in lines) + 16
        # each seat's header (its name, its gold or stars): the caption, wider than the card,
        # covered your gold counter (a newcomer)
        heads = self.seat_headers()

        def above(r):       # the enlargement stands above the hovered card: its caption on top
            return r.bottom <= rect.top

        def caption(r):
            # over the enlarged card when it stands above the hovered one (under it, the caption
            # lay on the seat's header, over your gold: a newcomer), else under it
            c = pygame.Rect(r.centerx - tw // 2, r.top if above(r) else r.top + bh + 4, tw,
                            len(lines) * f.get_linesize() + 8)
            c.clamp_ip(screen)
            # slid sideways off a panel over the table (an Ace's long caption ran over the
            # lesson's words: a newcomer), where the screen has room
            for cv, _, cid in self.hot:
                if cid is None and c.colliderect(cv):
                    moved = c.copy()
                    if cv.centerx >= c.centerx:
                        moved.right = cv.left - 4
                    else:
                        moved.left = cv.right + 4
                    if screen.contains(moved):
                        c = moved
            return c

        def hidden(r):      # cards it would hide; the hovered card's neighbours (your row) and a
            # panel over the table (a lesson's words) count most, then the prompt's instruction
            # (a newcomer's enlarged valuation card covered "Choose a card…")
            # and the hovered card's own seat box, which holds its words (your stars, your tax
            # stack: a newcomer's enlarged hand card sat over them, left of the row)
            return sum(6 if c is None else 3 if home is not None and home.contains(h) else 1
                       for h, _, c in self.hot if h.colliderect(r) and not h.colliderect(rect)) \
                + 6 * sum(1 for h, _, c in self.hot if c is None and caption(r).colliderect(h)) \
                + (9 if r.colliderect(rect) else 0) + (4 if r.colliderect(prompt) else 0) \
                + (2.5 * _share(r, home) if home is not None and r.topleft != inside else 0) \
                + (4 if table_area is not None and r.right > table_area.right + 2 else 0) \
                + 1.5 * sum(1 for b in boxes_of_others if b.colliderect(r)) \
                + 2 * sum(1 for hd in heads if caption(r).colliderect(hd) or r.colliderect(hd)) \
                + 3 * sum(1 for kc in self.hover_keeps_clear() if caption(r).colliderect(kc) or r.colliderect(kc))
        # (and off the side column, the auction's panel and the log: an enlarged bought card of
        # the seat at the top right stood over the high bid)
        try:
            table_area = self.layout.rect("table")
        except KeyError:
            table_area = None
        # another seat's box: an enlargement there reads as that seat's card
        boxes_of_others = [b for b in (self.seat_rect(k) for k in range(self.view.players)) if b != home]
        # never over the prompt's instruction where another place is clear of it (an enlarged
        # card kept on the screen slid down over the prompt bar: newcomers, twice)
        boxes = [placed(xy) for xy in spots]
        box = min([b for b in boxes if not b.colliderect(prompt)] or boxes, key=hidden)
        self._hover_box = box
        x, y = box.left, box.top
        surface.blit(big, (x, y + lh if above(box) else y))
        lbl = self._hover_caption = caption(box)
        panel(surface, lbl, (10, 16, 14, 240), ACCENT, 6)
        for k, line in enumerate(lines):
            text(surface, line, (lbl.centerx, lbl.top + 4 + k * f.get_linesize()), size, INK, True, anchor="midtop")

    def describe(self, deck, cid) -> str:
        """The hovered card in words (tables say what it means in their game)."""
        return cid

    def seat_headers(self) -> list:
        """Each seat's header line (its name, its gold or stars, its status), which what is drawn
        over the table (an enlarged card's caption, a hint's number) keeps clear of."""
        return [pygame.Rect(sr.left, sr.top, sr.width, self.px(30))
                for sr in (self.seat_rect(k) for k in range(self.view.players))]

    def hover_keeps_clear(self) -> list:
        """Words on the table the enlarged card and its caption keep clear of where they can
        (Auctioneer: the royal's thresholds under it)."""
        return []

    # ------------------------------------------------------------------ the screens around the table
    def on_exit(self) -> None:
        self.match.flush()

    def on_leave(self) -> None:
        """The player leaves the table for the title: its bots stop, its autosave lands."""
        self.match.close()

    def quit_warning(self) -> str:
        """A table this window hosts online, with friends at it: closing the window stops their
        game until the host continues hosting (the title offers it after a restart)."""
        m = self.match
        if getattr(m, "host", None) is None or m.over or not hasattr(m, "friends_here"):
            return ""
        names = [m.name(i) for i in m.friends_here()]
        if not names:
            return ""
        who = ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]
        return (f"Closing the window stops your table: {who} can play on only once you start the game "
                f"again and choose Continue hosting.")

    def on_settings(self, settings) -> None:
        """A setting changed (the pause menu, the settings screen): the table follows what
        changed since it last looked: the animation speed, the bots' pace, how long hard bots
        think, undo, the log (the memory aid and the suits' colours are read as it draws)."""
        seen, self._settings_seen = self._settings_seen, copy.copy(settings)
        if settings.anim_speed != seen.anim_speed:
            self.timeline.speed = settings.anim_factor
        if settings.bot_pace != seen.bot_pace:
            self.match.bot_delay = settings.bot_delay
        if settings.bot_thinking != seen.bot_thinking:
            self.match.set_thinking(settings.bot_thinking)
        if settings.undo != seen.undo:
            self.match.undo_enabled = settings.undo
        if settings.log_open != self.log_open:
            self.set_log(settings.log_open)

    def on_resize(self, size) -> None:
        (w0, h0), s0 = self.layout.size, self.layout.scale
        self.layout.resize(size)
        (w1, h1), s1 = self.layout.size, self.layout.scale
        if (w0, h0) != (w1, h1):
            self.timeline.relayout(w1 / max(1, w0), h1 / max(1, h0), s1 / max(1e-9, s0))

    def show_results(self) -> None:
        self.app.push("results", self.match, save=self.match.keeps_record, table=self)

    def handoff_note(self, seat: int) -> str:
        """A line under "Pass to …" on the curtain saying what waits for that seat (optional)."""
        return ""

    def draw_results_header(self, surface, final: dict, y: int, px, hot: list | None = None) -> int | None:
        """The results screen calls this to draw the game's own header (revealed cards, the
        scoring pool, …) from the record's ``final`` block at height ``y``; return the height
        below it, or None to draw nothing. Each card drawn goes into ``hot`` as (rect, deck,
        card id), so hovering it shows it large (the pool's cards could not be looked at)."""
        return None

    def score_story(self) -> list:
        """Once the game is over: how it was counted, in a few plain sentences with this game's
        own numbers, for the seat the table speaks to (a lesson shows them over the table before
        the results). Empty: the game has nothing to tell beyond its results."""
        return []

    RESULT_CARDS: tuple = ()     # ((key in the record's final seat block, label), …) shown as pictures

    def results_notes(self, seat: int) -> tuple:
        """What the results' column of ``seat`` says under its cards, from the match's public
        Events: ``(title, [lines])`` (Auctioneer: how each royal was won), or ``("", [])``."""
        return "", []

    def results_cards(self, final: dict, seat: int) -> list:
        """What a seat ended the game with, as pictures for the results screen:
        ``[(label, deck, [card ids]), …]``, read from the record's ``final`` block (a group may
        carry a fourth item, False: its label is drawn without the count of its cards)."""
        seats = final.get("seats") if isinstance(final, dict) else None
        if not isinstance(seats, list) or not (0 <= seat < len(seats)) or not isinstance(seats[seat], dict):
            return []
        out = []
        for key, label in self.RESULT_CARDS:
            cards = seats[seat].get(key)
            if isinstance(cards, str):
                cards = [cards]
            if isinstance(cards, list):
                cards = [c for c in cards if isinstance(c, str) and art.known_card(self.deck, c)]
                if cards:
                    out.append((label, self.deck, cards))
        return out

    def revealed_on_table(self) -> dict:
        """A replay's "everything revealed": what the table itself turns face up in its places
        (the Auctioneer ring), ``{"labels": (the engine's hidden groups it shows), …}``; empty
        by default (the side column lists every hidden group)."""
        return {}

    def secrets(self, view) -> list:
        """What only ``view``'s seat knows, for the replay's "everything revealed" panel:
        ``[(label, deck, [card ids]), …]`` (a label alone when it is not a card)."""
        return []

    def draw_revealed(self, surface, views: list, hidden: list = ()) -> None:
        """The replay's "everything revealed" (scenes/revealed_panel.py) over the right column:
        each seat's ``secrets`` from its own View, then what nobody saw (``hidden``:
        ``[(label, [card ids])]``)."""
        log = self.log_rect()
        draw_revealed(surface, pygame.Rect(log.left, self.px(8), log.width, log.bottom - self.px(8)), self.px,
                      revealed_rows(self, views, hidden), self.card)


ACTIVE_GLOW = (255, 214, 120)


def active_glow(surface, rect, on: bool) -> None:
    if on:
        glow(surface, rect, ACTIVE_GLOW, 10, 5)


__all__ = ["TableScene", "active_glow"]
