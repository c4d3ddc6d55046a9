"""What hover shows is always the card under the pointer now: after every move, animation,
undo and resize, never a card that left that place (a market card bought, an Excuse spent,
a card gone from your hand)."""
from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.match import Match
from game.seats import SeatSpec
from game.settings import Settings
from rules.core import Rng
from helpers import table_window


@pytest.fixture
def app():
    a = App(size=(1280, 720), settings=Settings(anim_speed="fast", bot_pace="instant"), headless=True)
    yield a
    a.shutdown()


class Pointer:
    def __init__(self, monkeypatch):
        self.pos = (0, 0)
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: self.pos)


def shown_by_hover(table, surface) -> list:
    """The cards whose enlargement the table draws (its label names them)."""
    said = []
    orig = table.describe
    table.describe = lambda deck, cid: said.append(cid) or orig(deck, cid)
    try:
        table.draw(surface)
    finally:
        del table.describe
    hit = table.hovered()
    if hit is not None and hit[0] == table.WORDS and not table.timeline.busy:
        said.append(hit[1])           # a face-down card: its words (``hidden_note``)
    return said


def under(table, pos):
    """The truth from the drawing itself: the topmost card drawn at ``pos`` (a cover hides)."""
    for rect, deck, cid in reversed(table.hot):
        if rect.collidepoint(pos):
            return cid
    return None


@pytest.mark.parametrize("game_id,players", [("sorcerous-futures", 3), ("barony", 2), ("me-first", 3),
                                             ("auctioneer", 3)])
def test_hover_is_what_is_under_the_pointer_now(app, monkeypatch, game_id, players):
    ptr = Pointer(monkeypatch)
    seats = [SeatSpec("You", "human")] + [SeatSpec(f"Bot {i}", "bot", "medium") for i in range(1, players)]
    m = Match(game_id, players, seats, 11, bot_delay=0, threaded=False)
    m.autoplay_forced = False          # this test moves the game itself, step by step
    app.push("title")
    table = app.push(f"table:{game_id}", m, viewer=0)
    rng = Rng(5)
    surface = app.screen
    checked = 0
    for step in range(60):
        m.run_bots_instantly()
        table.update(0.0)
        table.timeline.skip()
        table.update(0.0)
        if m.over:
            break
        table.draw(surface)
        cards = [(r, cid) for r, _, cid in table.hot if cid]
        if cards:
            r, cid = cards[rng.randrange(len(cards))]
            ptr.pos = r.center
            table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=ptr.pos, rel=(1, 1), buttons=(0, 0, 0)))
            table.draw(surface)
            assert shown_by_hover(table, surface) == [c for c in [under(table, ptr.pos)] if c]
        # you move (or resize the window now and then); the pointer stays where it was
        legal = m.legal(0)
        if legal:
            table.submit(legal[rng.randrange(len(legal))])
        if step % 7 == 3:
            size = (960, 540) if surface.get_size() == (1280, 720) else (1280, 720)
            surface = pygame.Surface(size)
            table.on_resize(size)
        m.run_bots_instantly()
        table.update(0.0)
        table.timeline.skip()
        table.update(0.0)
        table.draw(surface)
        truth = under(table, ptr.pos)
        assert shown_by_hover(table, surface) == ([truth] if truth else []), f"step {step}"
        checked += 1
    assert checked >= 5


def test_hover_after_undo_is_what_is_under_the_pointer(app, monkeypatch):
    ptr = Pointer(monkeypatch)
    seats = [SeatSpec("You", "human"), SeatSpec("Bot", "bot", "medium")]
    m = Match("auctioneer", 2, seats, 4, bot_delay=0, threaded=False)
    app.push("title")
    table = app.push("table:auctioneer", m, viewer=0)
    from rules.auctioneer import Place
    for _ in range(40):
        m.run_bots_instantly()
        legal = m.legal(0)
        places = [a for a in legal if isinstance(a, Place)]
        if places:
            break
        table.submit(legal[0])
    assert places
    table.update(0.0)
    table.timeline.skip()
    table.draw(app.screen)
    hand = [(r, cid) for r, _, cid in table.hot if cid == places[0].card]
    ptr.pos = hand[0][0].center
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=ptr.pos, rel=(1, 1), buttons=(0, 0, 0)))
    table.draw(app.screen)
    table.submit(places[0])              # the card leaves your hand for the ring
    table.update(0.0)
    table.timeline.skip()
    table.update(0.0)
    assert table.undo()                   # and comes back: a new table is drawn at once
    t2 = app.top
    t2.update(0.0)
    t2.draw(app.screen)
    truth = under(t2, ptr.pos)
    assert truth == places[0].card                    # back in your hand, under the pointer
    assert shown_by_hover(t2, app.screen) == [truth]


@pytest.mark.parametrize("game_id,players", [("barony", 2), ("sorcerous-futures", 3), ("auctioneer", 3)])
def test_the_enlarged_card_hides_none_of_your_own_cards(app, monkeypatch, game_id, players):
    """Hovering one of your cards shows it enlarged where it covers none of your other cards
    (it used to cover the next card of the row, the one you meant to click next)."""
    p = Pointer(monkeypatch)
    seats = [SeatSpec("Ann", "human")] + [SeatSpec(f"B{i}", "bot", "easy") for i in range(1, players)]
    m = Match(game_id, players, seats, 3, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    app.push("title")
    t = app.push(f"table:{game_id}", m, viewer=0, animate=False)
    app.draw()
    own = t.seat_rect(0)
    mine = [(r, cid) for r, _, cid in t.hot if own.contains(r)]
    assert len(mine) >= 2
    for r, _ in mine:
        p.pos = r.center
        app.draw()
        deck, cid, r = t.hovered()
        box = t._hover_box
        others = [o for o, c in mine if c != cid and not o.colliderect(r)]     # not the card it peeks from
        assert not any(box.colliderect(o) for o in others), (game_id, cid)
        assert app.screen.get_rect().contains(box)
        # nor the prompt's instruction ("Choose a card…" lay under an enlarged valuation card)
        assert not box.colliderect(t.layout.rect("prompt")), (game_id, cid, box)


def test_no_card_is_enlarged_while_the_mouse_is_outside_the_window(app, monkeypatch):
    """A newcomer resized the window with the mouse outside it and a card stayed enlarged: the
    pointer's last place in the window is not where it is."""
    ptr = Pointer(monkeypatch)
    m = Match("auctioneer", 2, [SeatSpec("You", "human"), SeatSpec("Bot", "bot", "medium")], 11, bot_delay=0,
              threaded=False)
    m.run_bots_instantly()
    app.push("title")
    table = app.push("table:auctioneer", m, viewer=0, animate=False)
    table.draw(app.screen)
    r, _, cid = next((r, d, c) for r, d, c in table.hot if c)
    ptr.pos = r.center
    assert table.hovered() is not None
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: False)
    assert table.hovered() is None


def test_no_card_is_enlarged_under_the_pause_menu(app, monkeypatch):
    """"A card enlarged by hovering stays bright on top of the dimmed pause menu" (a newcomer):
    only the table on top enlarges the card under the pointer."""
    p = Pointer(monkeypatch)
    seats = [SeatSpec("Ann", "human"), SeatSpec("B1", "bot", "easy")]
    m = Match("barony", 2, seats, 3, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    app.push("title")
    t = app.push("table:barony", m, viewer=0, animate=False)
    app.draw()
    r, _, cid = next((r, d, c) for r, d, c in t.hot if c and t.seat_rect(0).contains(r))
    p.pos = r.center
    assert shown_by_hover(t, app.screen) == [cid]
    app.push("pause", t)
    assert shown_by_hover(t, app.screen) == []


def test_a_click_puts_the_enlarged_card_away_until_the_mouse_moves(app, monkeypatch):
    """"After you click a market card, its enlarged view stays up while the mouse rests there,
    hiding your gold and your bid line just when you bid" (a newcomer)."""
    ptr = Pointer(monkeypatch)
    seats = [SeatSpec("You", "human")] + [SeatSpec(f"Bot {i}", "bot", "medium") for i in (1, 2)]
    m = Match("sorcerous-futures", 3, seats, 11, bot_delay=0, threaded=False)
    app.push("title")
    table = app.push("table:sorcerous-futures", m, viewer=0)
    m.run_bots_instantly()
    table.update(0.0)
    table.timeline.skip()
    table.update(0.0)
    table.draw(app.screen)
    r, cid = next((r, cid) for r, _, cid in table.hot if cid in m.view(0).market)
    ptr.pos = r.center
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=ptr.pos, rel=(1, 1), buttons=(0, 0, 0)))
    assert shown_by_hover(table, app.screen) == [cid]
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=ptr.pos, button=1))
    assert shown_by_hover(table, app.screen) == []
    ptr.pos = (r.centerx + 2, r.centery)
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=ptr.pos, rel=(2, 0), buttons=(0, 0, 0)))
    assert shown_by_hover(table, app.screen) == [cid]


def test_an_enlarged_hand_card_keeps_off_your_own_seats_words(app, monkeypatch):
    """Me First's tax phase: an enlarged hand card sat left of the row, over your tax stack and
    "your stars" (a newcomer), where above the row only the table's middle lay: it goes where
    it covers least of your own seat's box, other things equal."""
    p = Pointer(monkeypatch)
    seats = [SeatSpec("Ann", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in (1, 2)]
    m = Match("me-first", 3, seats, 3, bot_delay=0, threaded=False)
    while m.view(0).phase != "tax" or not m.humans_to_act():
        m.run_bots_instantly()
        if m.humans_to_act() and m.view(0).phase != "tax":
            m.submit(0, m.legal(0)[0])
    app.push("title")
    t = app.push("table:me-first", m, viewer=0, animate=False)
    app.draw()
    own = t.seat_rect(0)
    hand = [(r, cid) for r, _, cid in t.hot if own.contains(r) and cid in m.view(0).hand]
    assert len(hand) >= 3
    for r0, cid in sorted(hand, key=lambda h: h[0].left):
        p.pos = (r0.left + 4, r0.centery)
        app.draw()
        if t.hovered() is None or t.hovered()[1] != cid:
            continue
        box = t._hover_box
        c = box.clip(own)
        assert c.width * c.height < 0.5 * box.width * box.height, (cid, box, own)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("game_id,players", [("sorcerous-futures", 4), ("me-first", 4), ("barony", 3)])
def test_the_enlarged_cards_caption_leaves_your_seats_header_clear(monkeypatch, size, game_id, players):
    """"The hover caption covers your gold counter" (a newcomer): the caption, wider than the
    card, lay under the enlargement, right on your box's header; over the enlargement when it
    stands above the card, it leaves your header (name, gold or stars) clear."""
    ptr = Pointer(monkeypatch)
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    app = App(size=size, settings=Settings(anim_speed="off", bot_pace="instant"), headless=True)
    try:
        seats = [SeatSpec("You", "human")] + [SeatSpec(f"Bot {i}", "bot", "medium") for i in range(1, players)]
        m = Match(game_id, players, seats, 11, bot_delay=0, threaded=False)
        for _ in range(40):
            m.run_bots_instantly()
            if m.over or not m.legal(0):
                break
            m.submit(0, m.legal(0)[len(m.legal(0)) // 2])
        m.run_bots_instantly()
        app.push("title")
        t = app.push(f"table:{game_id}", m, viewer=0, animate=False)
        app.draw()
        mine = t.seat_rect(0)
        head = pygame.Rect(mine.left, mine.top, mine.width, t.px(30))
        checked = 0
        for rect, deck, cid in list(t.hot):
            if not mine.contains(rect):
                continue
            ptr.pos = rect.center
            t.invalidate()
            t.draw(app.screen)
            assert not t._hover_caption.colliderect(head), (cid, t._hover_caption, head)
            checked += 1
        assert checked
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_hovered_ring_cards_enlargement_leaves_the_thresholds_clear(monkeypatch, size):
    """"The hover preview's label covers the centre threshold text" (a newcomer, Auctioneer):
    the royal's thresholds count where the enlargement and its caption go."""
    ptr = Pointer(monkeypatch)
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    app = App(size=size, settings=Settings(anim_speed="off", bot_pace="instant"), headless=True)
    try:
        seats = [SeatSpec("You", "human")] + [SeatSpec(f"Bot {i}", "bot", "medium") for i in (1, 2)]
        m = Match("auctioneer", 3, seats, 11, bot_delay=0, threaded=False)
        for _ in range(8):
            m.run_bots_instantly()
            if m.over or not m.legal(0):
                break
            m.submit(0, m.legal(0)[0])
        m.run_bots_instantly()
        app.push("title")
        t = app.push("table:auctioneer", m, viewer=0, animate=False)
        app.draw()
        keep, = t.hover_keeps_clear()
        assert keep.width < t.thresholds_rect().width
        checked = 0
        for rect, deck, cid in list(t.hot):
            if t.seat_rect(0).contains(rect) or rect.colliderect(keep) or cid == t.view.royal:
                continue            # (the royal itself stands right over them)
            ptr.pos = rect.center
            t.invalidate()
            t.draw(app.screen)
            assert not t._hover_caption.colliderect(keep), (cid, rect)
            if rect.bottom < t.center()[1]:            # the ring's upper half: room above, clear of them
                assert not t._hover_box.colliderect(keep), (cid, rect)
            checked += 1
        assert checked >= 3
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_a_hand_cards_enlargement_leaves_the_prompt_readable(monkeypatch, size):
    """"The hover enlargement of a hand card can cover the prompt bar" (newcomers, Auctioneer
    and a Sorcerous Futures replay): the instruction counts for more than a few table cards
    covered for a moment, so the enlargement of each hand card stands clear of it."""
    a = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        ptr = Pointer(monkeypatch)
        seats = [SeatSpec("You", "human")] + [SeatSpec(f"Bot {i}", "bot", "medium") for i in (1, 2)]
        m = Match("auctioneer", 3, seats, 4, bot_delay=5.0, threaded=False)
        a.push("title")
        t = a.push("table:auctioneer", m, viewer=0, animate=False)
        t.draw(a.screen)
        hand = list(m.view(0).hand)
        rects = {cid: r for r, _, cid in t.hot if cid in hand}
        assert rects
        prompt = t.layout.rect("prompt")
        for cid, r in rects.items():
            ptr.pos = r.center
            t.draw(a.screen)
            assert t.hovered()[1] == cid
            assert not t._hover_box.colliderect(prompt), (cid, t._hover_box, prompt)
    finally:
        a.shutdown()


def test_an_enlargement_never_slides_over_the_prompt_where_another_place_is_clear(monkeypatch):
    """A Sorcerous Futures replay: the enlargement of a card in the lower row of your bought
    cards, kept on the screen, slid down over the prompt bar (a newcomer): it goes to a place
    clear of the prompt where there is one."""
    ptr = Pointer(monkeypatch)
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd", "Dov")]
    m = Match("sorcerous-futures", 4, seats, seed=7, bot_delay=0, threaded=False)
    while not m.over:
        if 0 in m.humans_to_act():
            legal = m.legal(0)
            m.submit(0, legal[min(len(legal) - 1, 2)])
        m.run_bots_instantly()
    with table_window(m) as (a, t):
        t.timeline.anims.clear()
        t.draw(a.screen)
        bought = list(m.view(0).bought[0])
        rects = {cid: r for r, _, cid in t.hot if cid in bought}
        assert len(rects) >= 6
        prompt = t.layout.rect("prompt")
        for cid, box in enlarged(t, a, ptr, rects):
            assert not box.colliderect(prompt), (cid, box, prompt)


def enlarged(t, a, ptr, rects: dict):
    """Each card of ``rects`` (card id -> rect) hovered in turn: (card id, its enlargement's box)."""
    for cid, r in rects.items():
        ptr.pos = r.center
        t.draw(a.screen)
        t.draw_hover(a.screen)
        assert t.hovered()[1] == cid
        yield cid, t._hover_box


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_an_enlarged_resource_leaves_the_market_clear(monkeypatch, size):
    """Barony: a resource enlarged from your row stood over the Market card you were matching
    its symbols against (a newcomer): it goes beside your row, clear of the prompt and of
    every Market card."""
    ptr = Pointer(monkeypatch)
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    seats = [SeatSpec("Ada", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd")]
    m = Match("barony", 3, seats, seed=1, bot_delay=0, threaded=False)
    m.run_bots_instantly(6)
    with table_window(m, size) as (a, t):
        t.timeline.anims.clear()
        t.draw(a.screen)
        mine = list(m.view(0).owned(0))
        rects = {cid: r for r, _, cid in t.hot if cid in mine and t.seat_rect(0).contains(r)}
        market = [r for r, _, cid in t.hot if cid in m.view(0).market]
        assert rects and len(market) == 3
        prompt = t.layout.rect("prompt")
        for cid, box in enlarged(t, a, ptr, rects):
            assert not any(box.colliderect(mr) for mr in market), (cid, box)
            assert not box.colliderect(prompt), (cid, box, prompt)


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_an_enlarged_card_of_a_seat_at_the_top_is_clearly_larger_and_stays_in_its_box_where_it_can(monkeypatch, size):
    """"Hovering an opponent's stack puts the large card over the deck and the turn-order bar"
    (a newcomer), and then, its enlargement kept in the box: "barely bigger than the card, and
    it covers the opponent's name and star count" (the next). An enlargement is at least half
    as large again as the card: in the seat's own box, beside its cards, where the box is tall
    enough (Barony's), else the full one (Me First's, whose top cards now fill their box)."""
    ptr = Pointer(monkeypatch)
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    for game_id, players, seed, moves, inside in (("me-first", 4, 1, 6, False), ("barony", 3, 1, 30, True)):
        seats = [SeatSpec(n, "bot", "medium") for n in ("Ada", "Bea", "Cyd", "Dov")[:players]]
        m = Match(game_id, players, seats, seed=seed, bot_delay=0, threaded=False)
        m.run_bots_instantly(moves)
        with table_window(m, size) as (a, t):
            t.timeline.anims.clear()
            t.draw(a.screen)
            tops = {cid: r for r, deck, cid in t.hot if cid and deck != t.WORDS
                    and any(t.seat_rect(k).contains(r) for k in range(1, players))}
            assert tops, game_id
            big = max(r.width for r in tops.values())
            tops = {cid: r for cid, r in tops.items() if r.width == big}     # its cards, not the expended ones
            for cid, box in enlarged(t, a, ptr, tops):
                home = next(t.seat_rect(k) for k in range(1, players) if t.seat_rect(k).contains(tops[cid]))
                assert box.width >= 1.5 * tops[cid].width, (game_id, cid, box, tops[cid])
                if inside:
                    assert home.contains(box) and home.contains(t._hover_caption), (game_id, cid, box, home)
