"""The hint points at its moves on the table: every hinted move that involves a card or a
place of the table is outlined there with its number, and no move is named by a position
nobody can see ("gap 11", "Swap cards 1 and 4" on a ring without numbers)."""
from __future__ import annotations

import re

import pygame
import pytest

import scenes.hint_panel as HP
from game.app import App
from game.bots.search import Estimate
from game.match import Match
from game.seats import BOT_NAMES, SeatSpec
from game.settings import Settings
from scenes.registry import playable_games
from helpers import spy_words, table_window, words_drawn

NO_PLACE = ("Bid", "SealedBid", "Pass", "EndTurn", "Confirm", "AssignCrowns")


def _positions(game_id, n):
    """Positions where seat 0 (the human) is to act, a few moves apart."""
    seats = [SeatSpec("Ann", "human")] + [SeatSpec(BOT_NAMES[i], "bot", "easy") for i in range(1, n)]
    m = Match(game_id, n, seats, 4, bot_delay=0, threaded=False)
    for _ in range(12):
        m.run_bots_instantly()
        if m.over or not m.humans_to_act():
            return
        yield m
        legal = m.legal(0)
        m.submit(0, legal[len(legal) // 2])


@pytest.mark.parametrize("game_id", playable_games())
def test_every_hinted_move_on_the_table_is_pointed_at_and_named_by_what_you_see(game_id, monkeypatch):
    drawn_marks = []
    orig = HP.HintPanel.draw_marks

    def record(surface, px, hint, marks, words=None, clear=()):
        drawn_marks.extend((e.action, marks(e.action)) for e in hint)
        return orig(surface, px, hint, marks, words, clear)
    monkeypatch.setattr(HP.HintPanel, "draw_marks", staticmethod(record))
    n = 3 if game_id != "barony" else 2
    pointed = 0
    for size in ((960, 540), (1280, 720)):
        for m in _positions(game_id, n):
            app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
            try:
                app.push("title")
                t = app.push(f"table:{game_id}", m, viewer=0, animate=False)
                legal = m.legal(0)
                shown = legal[:3]
                t.hints.hint = [Estimate(a, 0.5 - 0.1 * k, 40, picked=k == 0) for k, a in enumerate(shown)]
                t.hints.step = m.step
                drawn_marks.clear()
                app.draw()
                assert [a for a, _ in drawn_marks] == shown
                table, bar = t.layout.rect("table"), t.layout.rect("prompt")
                for action, marks in drawn_marks:
                    words = t.move_text(action)
                    assert not re.search(r"\b(gap|cards?|at) \d", words), f"{game_id}: {words!r}"
                    if type(action).__name__ in NO_PLACE:
                        continue
                    assert marks, f"{game_id}: {words!r} is not pointed at on the table"
                    for mk in marks:
                        at = mk.center if isinstance(mk, pygame.Rect) else tuple(mk[:2])
                        assert table.collidepoint(at) or bar.collidepoint(at), \
                            f"{game_id}: the mark for {words!r} is off the table and its buttons"
                    pointed += 1
            finally:
                app.shutdown()
    assert pointed >= 2


def badges_drawn(mark) -> list:
    """The circles (centre, radius) two hinted moves draw when both are marked at ``mark``."""
    surf = pygame.Surface((400, 300))
    circles = []
    orig = pygame.draw.circle
    try:
        pygame.draw.circle = lambda s, col, at, r, *a: (circles.append((tuple(at), r)), orig(s, col, at, r, *a))[1]
        HP.HintPanel.draw_marks(surf, lambda v: v, [Estimate("a", 0.5, 10), Estimate("b", 0.4, 10)],
                                lambda action: [mark])
    finally:
        pygame.draw.circle = orig
    return circles


def test_two_hinted_moves_into_one_gap_share_one_badge(monkeypatch):
    """Two hinted placements into the same gap drew "1" and "3" on top of each other; side by
    side, the second ran off the table's edge over the first (a newcomer): one badge, "1,2",
    inside the window."""
    said = spy_words(monkeypatch, HP)
    badges_drawn((200, 150))
    assert said == ["1,2"], said
    at = []
    monkeypatch.setattr(HP, "text", lambda surface, words, pos, *a, **k: at.append(pos) or pygame.Rect(0, 0, 1, 1))
    badges_drawn((398, 150))                          # at the window's right edge
    assert at and all(x <= 400 - 8 for x, _ in at), at


def test_two_hinted_moves_on_one_card_share_one_badge(monkeypatch):
    """Open and closed auctions of one card drew "1" and "2" over each other on that card, and
    three placements of one hand card stacked "1 2 3" past its edge: a card several hinted
    moves share carries one badge with their numbers."""
    said = spy_words(monkeypatch, HP)
    circles = badges_drawn(pygame.Rect(100, 100, 90, 125))
    assert said == ["1,2"] and not circles


def test_sorcerous_futures_points_at_the_button_of_the_hinted_move(monkeypatch):
    """"When both suggestions are the same card (open vs closed) the 1 and 2 sit on top of each
    other"; "when the top suggestion was Bid 16, the Bid button got no 1" (a newcomer)."""
    from rules.sorcerous_futures import Bid, StartAuction
    seats = [SeatSpec("Ann", "human")] + [SeatSpec(BOT_NAMES[i], "bot", "easy") for i in (1, 2)]
    m = Match("sorcerous-futures", 3, seats, 4, bot_delay=0, threaded=False)
    with table_window(m) as (app, t):
        checked = set()
        for _ in range(400):
            m.run_bots_instantly()
            if m.over or len(checked) == 2:
                break
            t.update(0.0)
            app.draw()
            v = m.view(0)
            legal = m.legal(0)
            if v.phase == "choose" and "choose" not in checked:
                card = next(a.card for a in legal if isinstance(a, StartAuction) and a.format == "open")
                t.selected = card
                app.draw()
                opened = t.hint_marks(StartAuction(card, "open"))
                closed = t.hint_marks(StartAuction(card, "closed"))
                labels = {b.rect.center: b.label for b in t.buttons}
                assert [labels.get(r.center) for r in opened if r.center in labels] == ["Open auction"]
                assert [labels.get(r.center) for r in closed if r.center in labels] == ["Closed auction"]
                checked.add("choose")
            if v.phase == "open" and "open" not in checked:
                marks = t.hint_marks(Bid(v.auction.high_bid + 3))
                assert [b.label.split()[0] for b in t.buttons if b.rect in marks] == ["Bid"]
                # the button shows the amount typed: the badge says the hinted one ("1: 11" on "Bid 6")
                with words_drawn(HP) as said:
                    HP.HintPanel.draw_marks(app.screen, t.px, [Estimate(Bid(v.auction.high_bid + 3), 0.5, 40)],
                                            t.hint_marks, t.hint_badge_words)
                    assert f"1: {v.auction.high_bid + 3}" in said, said
                    # three bids hinted: each number its own amount ("1: 12,2,3" read like a score)
                    said.clear()
                    h = v.auction.high_bid
                    HP.HintPanel.draw_marks(app.screen, t.px, [Estimate(Bid(h + 3), 0.5, 40),
                                                               Estimate(Bid(h + 1), 0.4, 40),
                                                               Estimate(Bid(h + 5), 0.3, 40)],
                                            t.hint_marks, t.hint_badge_words)
                assert f"1: {h + 3} · 2: {h + 1} · 3: {h + 5}" in said, said
                # whole above the button, not across its top edge (a newcomer)
                at = []
                orig = HP.text
                monkeypatch.setattr(HP, "text", lambda surface, s, pos, *a, **k: (at.append((s, pos)),
                                                                               orig(surface, s, pos, *a, **k))[1])
                HP.HintPanel.draw_marks(app.screen, t.px, [Estimate(Bid(h + 3), 0.5, 40)], t.hint_marks,
                                        t.hint_badge_words)
                monkeypatch.setattr(HP, "text", orig)
                button = next(b.rect for b in t.buttons if b.label.startswith("Bid"))
                y = next(pos[1] for s, pos in at if s == f"1: {h + 3}")
                assert y + t.px(10) <= button.top, (y, button)
                checked.add("open")
            m.submit(0, legal[-1] if v.phase == "choose" else legal[0])
        assert checked == {"choose", "open"}


def test_auctioneer_hinted_face_down_cards_are_named_by_their_mark():
    """"The face-down card second from the right along the top of the ring and the one right
    of it" was hard to read (a newcomer): in the hint, the face-down cards it marks on the ring
    with its number are named by it; elsewhere (the review, a move of the past) the words stay."""
    from game.app import App
    from game.match import Match
    from game.seats import SeatSpec
    from game.settings import Settings
    from rules.auctioneer import Flip, Swap
    from scenes.hint_panel import HintPanel
    app = App(size=(1280, 720), settings=Settings(anim_speed="off"), headless=True)
    try:
        m = Match("auctioneer", 3, [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in (1, 2)],
                  4, bot_delay=0, threaded=False)
        m.run_bots_instantly()
        app.push("title")
        t = app.push("table:auctioneer", m, viewer=0, animate=False)
        app.draw()
        down = [k for k, sl in enumerate(t.view.circle) if not sl.face_up and not sl.mine]
        assert len(down) >= 2
        flip = Flip(down[0])
        said = HintPanel.say(t.move_text, flip, 2)
        assert said in ("Turn up the face-down card marked 2",) or "between" in said or "next to" in said \
            or " of the " not in said, said
        near = next(((a, b) for a in down for b in down if 0 < abs(a - b) <= 2), None)
        if near:
            assert HintPanel.say(t.move_text, Swap(*near), 1) == "Swap the two face-down cards marked 1"
            assert "marked 1" not in t.move_text(Swap(*near))          # words without a hint's mark
            assert "marked" not in t.move_text(Swap(*near), view=m.view_at(max(0, m.step - 1), 0)) \
                if m.step and m.view_at(max(0, m.step - 1), 0) != t.view else True
    finally:
        app.shutdown()


def test_every_hinted_auctioneer_gap_is_named_by_its_mark_even_beside_a_known_card():
    """The hint's first place read "in the gap marked 1", its next two "in the gap right of the
    8♦" though each had its number on the ring (a newcomer looked for them): a hinted gap is
    named by its mark first, and by the card beside it after."""
    import sys
    sys.path.insert(0, str(__import__("pathlib").Path(__file__).parents[1]))
    from helpers import auctioneer_position
    from game.app import App
    from game.match import Match
    from game.seats import SeatSpec
    from game.settings import Settings
    from rules.auctioneer import Place
    from scenes.hint_panel import HintPanel
    circle = ["2S", "3D", "4C", "8D", "2D", "3C", "4S", "5D", "2C", "3S", "4D", "5C"]
    up = [k == 3 for k in range(12)]
    app = App(size=(1280, 720), settings=Settings(anim_speed="off"), headless=True)
    try:
        m = Match("auctioneer", 3, [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "easy") for i in (1, 2)],
                  4, bot_delay=5.0, threaded=False)
        m._state = auctioneer_position(3, circle, hands=[["10D"], ["2H"], ["3H"]], royal="KH", step="move", up=up)
        app.push("title")
        t = app.push("table:auctioneer", m, viewer=0, animate=False)
        app.draw()
        said = HintPanel.say(t.move_text, Place("10D", 4), 2)
        assert said.startswith("Place the 10 of Diamonds in the gap marked 2, ") and "8♦" in said, said
        assert "marked" not in t.move_text(Place("10D", 4)) and "8♦" in t.move_text(Place("10D", 4))
    finally:
        app.shutdown()


def test_a_hint_number_under_a_seats_header_goes_inside_its_card():
    """"Hint number badges sit on top of 'Player 2' and 'Prime'" (a newcomer, hot-seat Barony):
    a badge that would stand over a seat's header goes inside its card's top right corner."""
    import pygame as pg
    from game.bots.search import Estimate
    import scenes.hint_panel as HP
    surf = pg.Surface((400, 300))
    card = pg.Rect(100, 40, 60, 84)
    head = pg.Rect(0, 10, 400, 30)
    drawn = []
    orig = HP.text
    HP.text = lambda surface, s, pos, *a, **k: (drawn.append((s, pos)), orig(surface, s, pos, *a, **k))[1]
    try:
        HP.HintPanel.draw_marks(surf, lambda v: v, [Estimate("a", 0.5, 10)], lambda a: [card], None, [head])
        (label, pos), = [d for d in drawn if d[0] == "1"]
        assert card.collidepoint(pos) and not head.collidepoint(pos), pos
        drawn.clear()
        HP.HintPanel.draw_marks(surf, lambda v: v, [Estimate("a", 0.5, 10)], lambda a: [card], None, [])
        (label, pos), = [d for d in drawn if d[0] == "1"]
        assert pos[1] < card.top + 4                     # with nothing above it: on the card's top edge
    finally:
        HP.text = orig


def test_a_wide_hint_badge_under_a_seats_header_leaves_the_cards_index_clear():
    """"The hint's number badge covered my hand card's index" (a newcomer: "1,2,3" on the 10♦,
    all three hinted places being for it, inside the card's top corner): a badge wider than
    half the card goes inside the card's foot instead."""
    import pygame as pg
    from game.bots.search import Estimate
    import scenes.hint_panel as HP
    surf = pg.Surface((400, 300))
    card = pg.Rect(100, 40, 58, 80)
    head = pg.Rect(0, 10, 400, 36)
    index = pg.Rect(card.left, card.top, int(card.width * 0.42), int(card.height * 0.45))
    drawn = []
    orig = HP.text
    HP.text = lambda surface, s, pos, *a, **k: (drawn.append((s, pos)), orig(surface, s, pos, *a, **k))[1]
    try:
        moves = [Estimate(a, 0.5, 10) for a in "abc"]
        HP.HintPanel.draw_marks(surf, lambda v: v, moves, lambda a: [card], None, [head])
        (label, pos), = [d for d in drawn if d[0] == "1,2,3"]
        assert card.collidepoint(pos) and not head.collidepoint(pos), pos
        assert pos[1] > index.bottom, "the badge covers the card's index"
    finally:
        HP.text = orig


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_an_auctioneer_gaps_number_stands_off_the_cards_beside_it(size):
    """The gap's number sat on the next card's index (a newcomer): it stands just outside the
    ring, clear of every ring card."""
    from game.app import App
    from game.match import Match
    from game.seats import SeatSpec
    from game.settings import Settings
    from rules.auctioneer import Place
    app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        m = Match("auctioneer", 3, [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in (1, 2)],
                  4, bot_delay=0, threaded=False)
        m.run_bots_instantly()
        m.submit(0, m.legal(0)[0])            # your flip: now place or swap
        app.push("title")
        t = app.push("table:auctioneer", m, viewer=0, animate=False)
        app.draw()
        places = [a for a in m.legal(0) if isinstance(a, Place)]
        assert places
        ring = [t.card_rect(t.token_pos(k), t.ring_w()) for k in range(len(t.tokens))]
        for a in places:
            (gx, gy, x, y), *_ = t.hint_marks(a)
            assert t.gap_pos(a.gap % len(t.tokens)) == (gx, gy)      # the place itself (a lesson lights it)
            r = max(8, t.px(11))
            spot = pygame.Rect(int(x) - r, int(y) - r, 2 * r, 2 * r)
            assert not any(spot.colliderect(c) for c in ring), (a, spot)
            assert t.layout.rect("table").collidepoint(x, y)
    finally:
        app.shutdown()


def test_a_hint_leaves_out_a_move_far_behind_the_first():
    """"Every hint also listed a silly third option ('Bid 23, 2%')" under a 30% first (a
    newcomer): a move shown after the first with under a quarter of its chance is left out;
    where every move loses (the points tell them apart), all stay."""
    from game.bots.search import Estimate
    from scenes.hint_panel import HintPanel
    p = HintPanel()
    p.show([Estimate("a", 0.30, 200), Estimate("b", 0.22, 200), Estimate("c", 0.02, 200)], 7)
    assert [e.action for e in p.hint] == ["a", "b"]
    p.show([Estimate("a", 0.03, 200, margin=-2), Estimate("b", 0.0, 200, margin=-9), Estimate("c", 0.0, 200)], 8)
    assert len(p.hint) == 3


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("game_id,players", [("sorcerous-futures", 3), ("barony", 3), ("me-first", 4), ("auctioneer", 3)])
def test_a_hint_leaves_the_log_lines_to_read_at_every_table(game_id, players, size):
    """"The hint panel squeezes the log out of view" (newcomers at Sorcerous Futures, Barony and
    Me First): the hint stands at the top of the right column, over the panel above the log
    too, and the log goes on under it with lines to read."""
    from game.app import App
    from game.bots.search import Estimate
    from game.match import Match
    from game.seats import SeatSpec
    from game.settings import Settings
    a = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        seats = [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in range(1, players)]
        m = Match(game_id, players, seats, 5, bot_delay=0, threaded=False)
        for _ in range(40):
            m.run_bots_instantly()
            legal = m.legal(0)
            if len(legal) >= 3:
                break
            if legal:
                m.submit(0, legal[0])
        legal = m.legal(0)
        assert len(legal) >= 3
        a.push("title")
        t = a.push(f"table:{game_id}", m, viewer=0, animate=False)
        a.frame(1 / 60, events=[])
        # as long as Me First's reasons run (seven lines each in a four-player game: the hint
        # filled the column and the log was gone, a newcomer)
        def why(k):
            return (f"Your {k + 1} ({k + 2}★) goes into the row, the fewest stars in your hand: whoever takes it pays "
                    f"{k + 2} stars and tops their tax stack with a {k + 1} (a low number: its taker chooses early "
                    f"next round). You choose 3rd of 4: a cheap card now keeps your costly ones for rounds where "
                    f"you choose early, when they are likelier left to the players after you.")
        t.hints.show([Estimate(x, 0.4 - 0.05 * k, 120, why=why(k)) for k, x in enumerate(legal[:3])], m.step)
        drawn = []
        orig = t.log.draw
        t.log.draw = lambda surface, r, *args, **kw: (drawn.append(r.copy()), orig(surface, r, *args, **kw))[1]
        a.frame(1 / 60, events=[])
        hr = t.hints.rect
        assert hr is not None and hr.top == t.layout.rect(t.SIDE_PANEL).top
        assert drawn and drawn[-1].top > hr.bottom and drawn[-1].height >= 6 * t.px(18), (drawn[-1], hr)
    finally:
        a.shutdown()


def test_a_hinted_gap_is_marked_where_it_is_and_joined_to_its_number():
    """The gap's number stands off the ring (on the gap it covered the next card's index), and
    alone there it "stood away from the gap it meant" (a newcomer): a dot on the gap itself,
    joined to the number."""
    circles = badges_drawn((200, 150, 240, 180))
    centres = {at for at, _ in circles}
    assert (200, 150) in centres                      # the dot on the gap
    assert (200, 150) not in {at for at, _ in badges_drawn((300, 250, 340, 280))}
