"""The Auctioneer table through the real scenes: bots-only games reach the results at 2 and 4
players, hot-seat with two humans too; a seat's frames never depend on the other seats' hands
and face-down cards; the swap UI offers exactly the engine's legal swaps; a turn played by
clicks drives the engine."""
from __future__ import annotations

import math
from contextlib import contextmanager

import pygame
import pytest

from game.app import App
from game.match import Match
from game.seats import SeatSpec
from game.settings import Settings
from rules.auctioneer import GAME, Flip, Place, Swap
from rules.core import Rng
from rules.decks import standard as S
from scenes.results import ResultsScene
from helpers import read_then_click, spy_words, table_window, words_drawn
from scenes.table_auctioneer import AuctioneerTable



def bots(n):
    return [SeatSpec(f"Bot{i}", "bot", "medium") for i in range(n)]


def click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(int(pos[0]), int(pos[1])))


def settle(app, t, frames=60):
    for _ in range(frames):
        t.advance(0.1)
        if not t.ring_moving() and not t.timeline.busy:
            break
    app.draw()


@pytest.mark.parametrize("players", [2, 4])
def test_bots_only_game_reaches_the_results(app, players):
    m = Match("auctioneer", players, bots(players), seed=40 + players, bot_delay=0.0, threaded=False)
    app.push("title")
    app.push("table:auctioneer", m)
    for _ in range(60000):
        app.frame(0.3, events=[])
        if isinstance(app.top, ResultsScene):
            break
    assert m.over and isinstance(app.top, ResultsScene)
    app.draw()


def test_frames_do_not_depend_on_other_hands_or_face_down_cards():
    a = App(size=(1280, 720), settings=Settings(anim_speed="off"), headless=True)
    try:
        rng = Rng(6)
        checked = 0
        for players in (2, 4):
            m = Match("auctioneer", players, bots(players), seed=3, bot_delay=0, threaded=False)
            for stop in (2, 25, 70):
                m.run_bots_instantly(stop - m.step)
                for viewer in (0, players - 1, None):
                    t = AuctioneerTable(a, m, viewer=viewer, animate=False)
                    a.stack = [t]
                    t.view = m.view(viewer)
                    a.invalidate()
                    a.draw()
                    base = pygame.image.tobytes(a.screen, "RGB")
                    s = m._state
                    for _ in range(2):
                        other = GAME.determinize(GAME.view(s, viewer), rng)
                        assert GAME.view(other, viewer) == GAME.view(s, viewer)
                        m._state = other
                        t.view = m.view(viewer)
                        a.invalidate()
                        a.draw()
                        assert pygame.image.tobytes(a.screen, "RGB") == base
                        checked += 1
                    m._state = s
        assert checked >= 30
    finally:
        a.shutdown()


def my_turn_table(app, players=3, seed=5):
    seats = [SeatSpec("Ann", "human")] + bots(players)[1:]
    m = Match("auctioneer", players, seats, seed=seed, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    assert m.humans_to_act() == [0]
    app.push("title")
    t = app.push("table:auctioneer", m, viewer=0, animate=False)
    settle(app, t)
    return m, t


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_swap_ui_offers_exactly_the_engine_swaps(app, players):
    m, t = my_turn_table(app, players)
    # flip by clicking a face-down card
    k = next(i for i, sl in enumerate(t.view.circle) if not sl.face_up)
    t.handle(click(t.token_pos(k)))
    assert m.record()["actions"][-1]["action"] == Flip(k).to_json()
    t.update(0.0)
    settle(app, t)
    legal = m.legal(0)
    L = len(t.view.circle)
    for i in range(L):
        t.sel_hand, t.sel_ring = None, None
        t.handle(click(t.token_pos(i)))
        assert t.sel_ring == i
        offered = set(t.reachable(i))
        engine = {a.j if a.i == i else a.i for a in legal if isinstance(a, Swap) and i in (a.i, a.j)}
        assert offered == engine, (i, offered, engine)
        t.sel_ring = None
    # and a swap by two clicks is applied
    t.handle(click(t.token_pos(0)))
    j = t.reachable(0)[0]
    t.handle(click(t.token_pos(j)))
    assert m.record()["actions"][-1]["action"] == Swap(0, j).to_json()


def test_placing_a_hand_card_by_clicks(app):
    m, t = my_turn_table(app, 3, seed=9)
    k = next(i for i, sl in enumerate(t.view.circle) if not sl.face_up)
    t.handle(click(t.token_pos(k)))
    t.update(0.0)
    settle(app, t)
    card = t.view.hand[0]
    t.handle(click(t.hand_centers()[card]))
    assert t.sel_hand == card
    app.draw()
    t.handle(click(t.gap_pos(3)))
    assert m.record()["actions"][-1]["action"] == Place(card, 3).to_json()
    t.update(0.0)
    settle(app, t)
    assert t.view.circle[3].mine and t.view.circle[3].card == card     # the memory aid knows it
    app.draw()


def test_hot_seat_two_humans_reach_the_results(app):
    seats = [SeatSpec("Ann", "human"), SeatSpec("Ben", "human")]
    m = Match("auctioneer", 2, seats, seed=2, bot_delay=0, threaded=False)
    app.push("title")
    app.push("table:auctioneer", m, animate=False)
    rng = Rng(5)
    curtains = 0
    for _ in range(60000):
        app.frame(0.3, events=[])
        top = app.top
        if isinstance(top, ResultsScene):
            break
        if type(top).__name__ == "HandoffScene":
            curtains += 1
            top.ready()
            continue
        if isinstance(top, AuctioneerTable) and m.humans_to_act() and top.viewer in m.humans_to_act() \
                and not top.timeline.busy:
            legal = m.legal(top.viewer)
            # claims only where a valid one is visible, so the game ends in reasonable time
            claims = [a for a in legal if type(a).__name__ == "Claim" and a.start in top.visible_valid_claims()]
            other = [a for a in legal if type(a).__name__ != "Claim"]
            m.submit(top.viewer, claims[0] if claims else other[rng.randrange(len(other))])
    assert m.over and isinstance(app.top, ResultsScene) and curtains > 5


def test_a_card_another_player_placed_carries_their_name_not_its_face(app):
    for seed in range(1, 30):
        m, t = my_turn_table(app, 3, seed=seed)
        theirs = [k for k, sl in enumerate(t.view.circle) if not sl.face_up and sl.placed_by not in (None, 0)]
        if theirs:
            break
        app.stack.clear()
    assert theirs, "no position with another player's face-down card"
    k = theirs[0]
    assert t.view.circle[k].card is None                      # the face stays hidden
    x, y = t.token_pos(k)
    box = pygame.Rect(0, 0, t.px(80), t.px(110))
    box.center = (int(x), int(y))

    def shot(memory):
        app.settings.memory_aid = memory
        app.invalidate()
        app.draw()
        return pygame.image.tobytes(app.screen.subsurface(box.clip(app.screen.get_rect())), "RGB")
    try:
        assert shot(True) != shot(False)                      # the name tag is drawn on it
    finally:
        app.settings.memory_aid = True


FILLER = ["2S", "3D", "4C", "5S", "2D", "3C", "4S", "5D", "2C", "3S", "4D", "5C"]


@contextmanager
def claimed(first, size=(1280, 720), up=None, at=0):
    """Ann (a person, seat 0) claims three neighbouring cards ``first`` (from ring place ``at``)
    for the K♥ against two easy bots, at a table animating at normal speed: yields (app, table,
    match) just after the claim."""
    from helpers import auctioneer_position
    from rules.auctioneer import Claim
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy"), SeatSpec("Cyd", "bot", "easy")]
    m = Match("auctioneer", 3, seats, seed=3, bot_delay=0.0, threaded=False)
    m._state = auctioneer_position(3, FILLER[:at] + list(first) + FILLER[at:9], royal="KH", step="claim",
                                   hands=[["7C"], ["9C"], ["3H"]], up=up)
    app = App(size=size, settings=Settings(anim_speed="normal"), headless=True)
    try:
        app.push("title")
        t = app.push("table:auctioneer", m, viewer=0, animate=True)
        app.draw()
        m.submit(0, Claim(at))
        yield app, t, m
    finally:
        app.shutdown()


def test_a_rounds_end_is_staged_before_the_next_round_deals():
    """A winning claim: the prompt says who won which royal with which three cards and what
    the run made, long enough to read, while the ring still holds them; only then does it
    speak of the next round; the round panel keeps how the last round ended."""
    from helpers import auctioneer_position
    from rules.auctioneer import Claim
    filler = ["2S", "3D", "4C", "5S", "2D", "3C", "4S", "5D", "2C", "3S", "4D", "5C"]
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=5.0, threaded=False)
    m._state = auctioneer_position(2, ["6H", "AH", "8H"] + filler[:9], royal="KH", step="claim")
    app = App(size=(1280, 720), settings=Settings(anim_speed="normal"), headless=True)
    try:
        app.push("title")
        t = app.push("table:auctioneer", m, viewer=0, animate=True)
        app.draw()
        m.submit(0, Claim(0))
        said, clock, clicked = [], 0.0, None
        while clock < 60 and (t.timeline.busy or clock < 0.2):
            t.update(0.05)
            clock += 0.05
            said.append((round(clock, 2), t.staged if t.staging() else None))
            if clock >= 30 and clicked is None:        # with a person at the table it waits for them
                clicked = clock
                t.skip_moment()
        lines = [s for _, s in said if s]
        first = lines[0]
        assert "You win the King of Hearts" in first and "6♥ A♥(7) 8♥" in first and "21" in first, first
        assert first.endswith("(click to go on)")
        shown = [c for c, s in said if s == first]
        assert shown[-1] - shown[0] >= 29, "with a person at the table the round's end waits for their click"
        assert any(s and s.startswith("Round 2:") for _, s in said), lines[-3:]
        later = [c for c, s in said if s and s.startswith("Round 2:")]
        assert min(later) > max(shown) and min(later) >= clicked
        assert t.last_round_words().startswith("Last round: Ann won the K♥ with 6♥ A♥ 8♥ (21)")
    finally:
        app.shutdown()


def test_a_rounds_end_shows_the_round_that_ended_until_the_next_is_dealt():
    """While a won round's end is up, the table is the round that ended: the round panel, the
    royal and its thresholds, your hand, whose turn it is and the log are those before the claim
    (it used to show the next round around the held-up cards); the next round shows once dealt,
    and the winner's royal lands in their seat when its flight ends."""
    with claimed(("6H", "AH", "8H")) as (app, t, m):
        seen = []
        for _ in range(400):
            t.update(0.05)
            read_then_click(t)             # read for 3 s, then click on
            app.draw()
            seen.append((t.staged if t.staging() else None, t.view.round, t.view.royal, tuple(t.view.hand),
                         t.view.to_act, " ".join(x for x, _ in t.log_entries()), t.royals_shown()))
            if not t.timeline.busy:
                break
        during = [s for s in seen if s[0] and "You win" in s[0]]
        assert during, "the round's end is staged"
        for _, rnd, royal, hand, to_act, log, _shown in during:
            assert (rnd, royal, hand, to_act) == (1, "KH", ("7C",), 0), (rnd, royal, hand, to_act)
            assert "You win the King of Hearts" in log and "Round 2" not in log, log
        assert any(shown[0] == ("KH",) for *_, shown in during), "the royal lands in the winner's seat"
        assert not during[0][-1][0], "…when its flight ends, not before"
        after = [s for s in seen if s[0] and s[0].startswith("Round 2:")]
        assert after and all(s[1] == 2 for s in after)
        assert seen[-1][1] == 2 and t.view.round == 2


def test_enter_goes_on_from_a_staged_rounds_end_and_bots_wait_for_it():
    """"(click to go on)" is true: the bots do not play on while the round's end is up, and a
    click, Enter or Space goes on at once."""
    with claimed(("6H", "AH", "8H")) as (app, t, m):
        step = m.step
        for _ in range(100):                       # 5 s: still the round's end, nobody has moved
            t.update(0.05)
        assert t.staging() and "You win" in t.staged and m.step == step
        t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        # on: the royal goes to its winner and the next round is dealt, the line no longer asking
        assert not t.waiting_for_click() and "click" not in (t.staged or "")
        t.update(0.05)
        assert any(an.card == "KH" and an.a != an.b and an.tween.started for an in t.timeline.anims)
        for _ in range(60):
            t.update(0.05)
        assert m.step > step                       # the next round is under way


def test_the_two_gaps_beside_one_card_read_apart():
    """Two hinted moves both read "Place the 8 of Hearts in the gap next to the A♥": the gaps
    on either side of one face-up card between face-down ones are named by their side."""
    from helpers import auctioneer_position
    from rules.auctioneer import Flip, Place
    filler = ["2S", "3D", "4C", "5S", "2D", "3C", "4S", "5D", "2C", "3S", "4D"]
    up = [False] * 12
    up[3] = True
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=5.0, threaded=False)
    m._state = auctioneer_position(2, filler[:3] + ["AH"] + filler[3:11], hands=[["8H"], ["2H"]], royal="KH",
                                   step="move", up=up)
    with table_window(m) as (app, t):
        for _ in range(30):
            app.frame(1 / 30)
        before, after = t.move_text(Place("8H", 3)), t.move_text(Place("8H", 4))
        assert "A♥" in before and "A♥" in after and before != after, (before, after)
        assert t.move_text(Flip(2)) != t.move_text(Flip(4))


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_claims_line_keeps_clear_of_the_royals_thresholds_and_reads_over_the_ring(size):
    """"No claim: 6♥ 2♥ 8♣ (no run, needs 21)" was a bare label rising over the line of the
    royal's thresholds and the ring's cards: now it sits on a plate under that line, and the
    prompt speaks to you in the second person ("and you lose the next one")."""
    from scenes.anim_layer import badge_plate, badge_size
    with claimed(("6H", "2H", "8C"), size=size, up=[True] * 3 + [False] * 9) as (app, t, m):
        t.update(0.05)
        app.draw()
        said = [an for an in t.timeline.anims if an.text and an.text.startswith("No claim")]
        assert said and all(an.kind == "badge" for an in said), [(an.kind, an.text) for an in said]
        an = said[0]
        plate = badge_plate(an.text, badge_size(t.px, an.extra), tuple(an.color), False, t.px(28), t.px(12))
        r = plate.get_rect(center=tuple(map(int, an.pos())))
        assert not r.colliderect(t.thresholds_rect()), (r, t.thresholds_rect())
        assert app.screen.get_rect().contains(r) and r.bottom < t.layout.rect("prompt").top
        assert "and you lose the next one" in t.staged, t.staged


def test_enter_pressed_as_a_staged_moment_ends_does_not_play_a_move():
    """A newcomer pressed Enter to go on from a round's end just as it ended by itself, and the
    same Enter turned up a card for them: Enter or Space right after a staged moment only goes
    on; a moment later it plays again."""
    import time
    with claimed(("6H", "AH", "8H")) as (app, t, m):
        for _ in range(2000):                      # the round's end, then the bots, until Ann's turn
            t.update(0.05)
            read_then_click(t)             # read for 3 s, then click on
            if m.humans_to_act() == [0] and not t.timeline.busy:
                break
        assert m.humans_to_act() == [0] and t.view.step == "flip"
        t.stage("Something to read  (click to go on)")
        t.beat(0.3)
        while t.timeline.busy:
            t.update(0.05)
        step = m.step
        enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
        t.handle(enter)
        assert m.step == step, "the Enter meant for the moment played a move"
        t._stage_ended = (time.monotonic() - 1.0, t._stage_clock - 1.0)     # a moment later
        t._turn_arrived = (time.monotonic() - 1.0, t._stage_clock - 1.0)
        t.handle(enter)
        assert m.step == step + 1                  # Enter acts again: the card under the cursor turns up


def test_enter_as_your_turn_comes_round_waits_until_it_has_shown():
    """After a round's end, Cyd played the first turn of the next round at once and the
    newcomer's next Enter (pressed to go on) turned up a card on a ring they had not looked
    at. An Enter or Space in the first half second of your turn, after others have moved,
    plays nothing; then it plays; the steps of your own turn follow each other at once."""
    from helpers import auctioneer_position
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=0.0, threaded=False)
    m._state = auctioneer_position(2, FILLER[:12], royal="KH", step="flip", to_act=1,
                                   hands=[["7C", "9D"], ["9C", "3S"]])
    app = App(size=(1280, 720), settings=Settings(anim_speed="normal"), headless=True)
    try:
        app.push("title")
        t = app.push("table:auctioneer", m, viewer=0, animate=True)
        for _ in range(400):
            t.update(0.02)
            if m.humans_to_act() == [0] and not t.timeline.busy:
                break
        assert m.humans_to_act() == [0] and t.view.step == "flip"
        enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
        step = m.step
        t.handle(enter)
        assert m.step == step, "an Enter the moment your turn showed played a move"
        for _ in range(30):                        # 0.6 s of the table's clock
            t.update(0.02)
        t.handle(enter)
        assert m.step == step + 1 and m.view(0).step == "move"    # now it turns up the card under the cursor
        t.update(0.02)
        assert not t.turn_just_arrived()           # the next step of your own turn: no wait
    finally:
        app.shutdown()


@pytest.mark.parametrize("press", ["enter", "click"])
def test_enter_during_a_bots_winning_claim_never_plays_your_first_move_of_the_next_round(press):
    """A newcomer pressed Enter to go on while Bea's winning claim was still on the table; the
    next round, which starts with them, had already begun in the match, so the Enter turned
    up a card of a ring they had not seen (twice). While the table shows a moment that has
    passed (its view held), a key or a click only goes on; it never plays a move."""
    from helpers import auctioneer_position
    from rules.auctioneer import Claim
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=0.0, threaded=False)
    m._state = auctioneer_position(2, ["6H", "AH", "8H"] + FILLER[:9], royal="KH", step="claim", to_act=1,
                                   hands=[["7C"], ["9C"]])
    app = App(size=(1280, 720), settings=Settings(anim_speed="normal"), headless=True)
    try:
        app.push("title")
        t = app.push("table:auctioneer", m, viewer=0, animate=True)
        app.draw()
        assert Claim(0) in m.game.legal_actions(m._state, 1)
        m._apply(1, Claim(0))                       # as Bea's bot would: the round is won
        assert m.humans_to_act() == [0] and m.view(0).round == 2      # the match is on at Ann's turn
        t.update(0.05)
        assert t.view_held() and t.view.round == 1
        step = m.step
        enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
        click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=t.token_pos(3))
        t.handle(enter if press == "enter" else click)
        assert m.step == step, "a press meant for the round's end played a move of the next round"
        for _ in range(2):                          # a second press right after only goes on too
            t.update(0.05)
            t.handle(enter)
            assert m.step == step
        assert not t.view_held() and t.view.round == 2     # it went on: the next round is on the table
    finally:
        app.shutdown()


@pytest.mark.parametrize("at", [0, 3, 5, 8])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_won_claims_words_never_cover_the_cards_held_up(at, size):
    """The winner's plate ("You: 10♠ A♠ 8♠ = 27…") covered the held-up run whenever it lay in
    the ring's lower half: it stands over the royal then."""
    with claimed(("6H", "AH", "8H"), size=size, at=at) as (app, t, m):
        t.update(0.05)
        app.draw()
        an = next(an for an in t.timeline.anims if an.kind == "badge")
        plate = t.claim_badge_rect(an.text, an.pos())
        w = int(t.ring_w() * 1.25)
        for k in (at, at + 1, at + 2):
            x, y = t.token_pos(k)
            held = t.card_rect((x, y - t.px(14)), w)
            assert not plate.colliderect(held), (at, k, plate, held)
        assert app.screen.get_rect().contains(plate)


@pytest.mark.parametrize("at", [0, 3, 6, 9])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_failed_claims_words_cover_no_card_of_the_ring(at, size):
    """"No claim: 4♥ 2♠ 6♠ (not one suit)" lay over the ring's lower cards in the lesson (a
    newcomer): the plate goes on two lines, or elsewhere on the table, where that covers less."""
    with claimed(("4H", "2S", "6S"), size=size, at=at) as (app, t, m):
        t.update(0.05)
        app.draw()
        an = next(an for an in t.timeline.anims if an.kind == "badge")
        assert an.text.startswith("No claim")
        plate = t.claim_badge_rect(an.text, an.pos())
        w = t.ring_w()
        for k in range(len(t.tokens)):
            x, y = t.token_pos(k)
            up = t.px(14) if k in (at, at + 1, at + 2) else 0
            c = t.card_rect((x, y - up), int(w * 1.25) if up else w)
            cover = c.clip(plate)
            assert cover.width * cover.height <= 0.05 * c.width * c.height, (at, k, plate, c)
        assert t.layout.rect("table").contains(plate)


def test_the_log_says_a_placed_card_once():
    """"You place a card face down" then "You place the 9♥ face down": the one who placed it
    reads the second line only; the others read the first."""
    from helpers import auctioneer_position
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=5.0, threaded=False)
    m._state = auctioneer_position(2, FILLER[:12], hands=[["9H"], ["2H"]], royal="KH", step="move")
    with table_window(m) as (app, t):
        m.submit(0, Place("9H", 4))
        t.update(0.05)
        mine = [s for s, _ in t.log_entries()]
        assert "You place the 9 of Hearts face down." in mine
        assert not any("a card face down in the circle" in s for s in mine), mine
        t.set_viewer(1)
        theirs = [s for s, _ in t.log_entries()]
        assert any("place a card face down in the circle" in s for s in theirs), theirs
        assert not any("place the 9 of Hearts" in s or "places the 9 of Hearts" in s for s in theirs)


def test_a_click_on_a_ring_card_with_a_hand_card_picked_starts_a_swap_not_a_place(app):
    """With a hand card picked, a click on a ring card placed the hand card before it (the
    player meant to start the swap the hint named): the hand card goes back and the ring card
    is picked for a swap; a hand card goes into the ring only through a gap's dot."""
    m, t = my_turn_table(app, 3, seed=9)
    k = next(i for i, sl in enumerate(t.view.circle) if not sl.face_up)
    t.handle(click(t.token_pos(k)))
    t.update(0.0)
    settle(app, t)
    step = m.step
    t.handle(click(t.hand_centers()[t.view.hand[0]]))
    assert t.sel_hand is not None
    app.draw()
    for ring in range(len(t.view.circle)):              # every card, clicked in its middle
        t.sel_hand, t.sel_ring = t.view.hand[0], None
        t.handle(click(t.token_pos(ring)))
        assert m.step == step and t.sel_hand is None and t.sel_ring == ring, ring


def test_the_arrow_keys_move_the_cursor_the_way_they_point_on_the_screen(app):
    """→ moved the keyboard's cursor to the left along the bottom of the ring: → and ← now go
    right and left on the screen wherever the cursor is (the ring's middle column and its two
    ends aside)."""
    m, t = my_turn_table(app, 3, seed=9)
    L = len(t.view.circle)
    cx = t.center()[0]
    xs = [t.token_pos(k)[0] for k in range(L)]
    for start in (k for k in range(L) if min(xs) < xs[k] < max(xs)):     # the two ends lead only one way
        for key_, sign in ((pygame.K_RIGHT, 1), (pygame.K_LEFT, -1)):
            t.cursor = start
            x0 = t.token_pos(start)[0]
            t.handle(pygame.event.Event(pygame.KEYDOWN, key=key_, mod=0, unicode=""))
            x1 = t.token_pos(t.cursor)[0]
            if abs(x0 - cx) > 5 or abs(x1 - cx) > 5:          # at the top or bottom, the next may stand straight over
                assert (x1 - x0) * sign >= -1, (start, key_, x0, x1)


def test_one_gap_dot_is_lit_the_keyboards_or_the_mouses(app, monkeypatch):
    """Two gap dots were enlarged at once (the mouse's and the keyboard's) and a newcomer never
    knew what the second meant: one is lit, the one the player last pointed with."""
    import scenes.table_auctioneer as TA
    m, t = my_turn_table(app, 3, seed=9)
    k = next(i for i, sl in enumerate(t.view.circle) if not sl.face_up)
    t.handle(click(t.token_pos(k)))
    t.update(0.0)
    settle(app, t)
    t.handle(click(t.hand_centers()[t.view.hand[0]]))
    radii = []
    orig = TA.pygame.draw.circle
    monkeypatch.setattr(TA.pygame.draw, "circle", lambda s, c, p, r, *a: (radii.append(r), orig(s, c, p, r, *a))[1])
    far = (t.cursor + len(t.view.circle) // 2) % len(t.view.circle)
    for how in ("mouse", "keys"):
        if how == "keys":
            t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: tuple(map(int, t.gap_pos(far))))
        radii.clear()
        t.invalidate()
        app.draw()
        assert radii.count(t.px(7)) == 1, (how, radii)


def test_the_last_swap_of_another_seat_stays_marked_on_the_ring(monkeypatch):
    """"Bea swaps two face-down cards" and nothing on the table said which: with the memory
    aid on, the two cards another seat swapped (or the card it placed) carry its name and ⇄
    until the next move."""
    import scenes.table_auctioneer as TA
    from helpers import auctioneer_position
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=0.0, threaded=False)
    m._state = auctioneer_position(2, FILLER[:12], hands=[["9H"], []], royal="KH", to_act=1, step="move")
    with table_window(m, animate=True) as (app, t):
        for _ in range(50):
            app.frame(0.1, events=[])
            swaps = [e for e in m.events if e.kind == "swap"]
            if swaps:
                break
        d = swaps[0].data
        app.frame(0.1, events=[])
        said = spy_words(monkeypatch, TA)
        t.invalidate()
        app.draw()
        assert t.last_moved_by(d["i"]) == t.last_moved_by(d["j"]) == (1, "swapped")
        assert said.count("⇄ Bea") == 2, said
        others = [k for k in range(len(t.view.circle)) if k not in (d["i"], d["j"])]
        assert all(t.last_moved_by(k) is None for k in others)


def test_e_ends_the_turn_even_while_the_ring_still_moves(app):
    """A newcomer pressed E right after placing a card and nothing happened (the ring was still
    opening for the card): E (and C) do not wait for the ring to be still."""
    from helpers import auctioneer_position
    from rules.auctioneer import EndTurn
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=5.0, threaded=False)
    m._state = auctioneer_position(2, FILLER[:12], hands=[["9H", "7C"], ["2H"]], royal="KH", step="move")
    a = App(size=(1280, 720), settings=Settings(anim_speed="normal"), headless=True)
    try:
        a.push("title")
        t = a.push("table:auctioneer", m, viewer=0, animate=True)
        m.submit(0, Place("9H", 4))
        t.update(0.02)
        assert t.ring_moving() and t.view.step == "claim"
        t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode="e"))
        assert m.record()["actions"][-1]["action"] == EndTurn().to_json()
    finally:
        a.shutdown()


def test_the_first_round_opens_in_the_log_like_every_other():
    """The log was empty at the start of round 1 while later rounds opened with "the cards are
    shuffled… you hold…": the match starts with the game's opening events."""
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=5.0, threaded=False)
    with table_window(m, animate=True) as (app, t):
        t.update(0.05)
        said = [s for s, _ in t.log_entries()]
        assert said[0].startswith("Round 1: the cards are shuffled") and said[1].startswith("You hold "), said
        assert not any(s.startswith("Bea holds") for s in said)
        assert said[2].startswith(f"The {S.CARDS[m.view(0).royal].name} is up for auction")


def test_the_last_move_tag_hides_no_index_and_no_light():
    """"+ Cyd" sat on the index of a card just turned up, and Cyd's outline hid the light of a
    card within a swap's reach: on a face-up card the tag stands at its foot, and a lit card
    keeps its light."""
    from helpers import auctioneer_position
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=5.0, threaded=False)
    m._state = auctioneer_position(2, FILLER[:12], hands=[["9H"], ["2H"]], royal="KH", to_act=0, step="move",
                                   up=[True] * 12)
    with table_window(m) as (app, t):
        m._state.swaps = [(0, 1, 2, 3)]                  # Bea swapped them on her turn, just before yours
        t.live_view = m.view(0)
        app.draw()                                       # (the table takes up its selections once)
        tags = []
        orig = t.card_tag
        t.card_tag = lambda surface, rect, w, label, *a, top=False: (tags.append((label, top)),
                                                                     orig(surface, rect, w, label, *a, top=top))
        t.sel_ring = 2                                   # picked (lit), and 3 within its reach (lit)
        t.invalidate()
        lights = []
        orig_card = t.card
        t.card = lambda surface, cid, pos, w, **k: (lights.append((cid, k.get("highlight"))), orig_card(surface, cid, pos, w, **k))[1]
        app.draw()
        assert [tg for tg in tags if tg[0] == "⇄ Bea"] == [("⇄ Bea", False)] * 2, tags     # at the foot of face-up cards
        lit = dict(lights)
        assert lit[t.view.circle[2].card] is not None and lit[t.view.circle[3].card] is not None


def test_the_round_panel_never_calls_the_round_on_the_table_the_last_one():
    """A newcomer read "Up for grabs: the King of Spades" and under it "Last round: Bea won the
    K♠…" while the round that ended was held up: the round on the table is not the last round."""
    with claimed(("6H", "AH", "8H")) as (app, t, m):
        during, after = [], []
        for _ in range(400):
            t.update(0.05)
            read_then_click(t)             # read for 3 s, then click on
            app.draw()
            (during if t.view.royal == "KH" else after).append(t.last_round_words())
            if not t.timeline.busy:
                break
        assert during and all(w is None or "K♥" not in w for w in during), during
        assert after and after[-1].startswith("Last round: Ann won the K♥")


def test_ring_tags_tell_two_long_names_apart():
    """In hot-seat the ring's tags read "⇄ Pl…" and "Play…": Player 1 and Player 2 could not
    be told apart. A name too long for a card's tag is shortened so that they still can."""
    seats = [SeatSpec("Player 1", "human"), SeatSpec("Player 2", "human")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=0, threaded=False)
    with table_window(m, size=(960, 540)) as (app, t):
        app.draw()
        w = t.ring_w()                                             # a ring card's width at 960x540
        a, b = t.tag_name(0, w, "⇄ "), t.tag_name(1, w, "⇄ ")
        assert a != b and "…" not in a + b
        from game.assets import font
        for name in (a, b):
            assert font(max(9, t.px(11)), True).size("⇄ " + name)[0] <= int(w * 0.8) - t.px(4)
        assert t.tag_name(0, t.px(400)) == "Player 1"             # whole where it fits


def test_a_placed_card_moves_the_others_as_little_as_it_can(app):
    """"My 6♦ placed top-left turned up bottom-left two turns later" (a newcomer): each
    placement spread the ring evenly again from its top, so the cards far from the top moved
    a whole place. The ring now turns by the mean of its cards' shifts: no card moves more
    than about half a place, and over a round's placements a card keeps near where it was."""
    import math

    from scenes.table_auctioneer import _wrap
    m = Match("auctioneer", 3, [SeatSpec("Ann", "human")] + bots(3)[1:], 5, bot_delay=0, threaded=False)
    app.push("title")
    t = app.push("table:auctioneer", m, viewer=0, animate=False)
    n = len(t.tokens)
    ids = [tok["id"] for tok in t.tokens]
    start = {tid: t.angle_of(k, n) for k, tid in enumerate(ids)}
    rng = Rng(9)
    for placed in range(6):
        n = len(t.tokens)
        before = {tok["id"]: t.angle_of(k, n) for k, tok in enumerate(t.tokens)}
        t.anim_place({"gap": rng.randrange(n + 1), "seat": placed % 3})
        after = {tok["id"]: t.angle_of(k, n + 1) for k, tok in enumerate(t.tokens)}
        place = 2 * math.pi / (n + 1)
        worst = max(abs(_wrap(after[i] - before[i])) for i in before)
        assert worst <= 0.6 * place, (placed, worst / place)
    place = 2 * math.pi / len(t.tokens)
    drift = max(abs(_wrap(t.angle_of(k, len(t.tokens)) - start[tok["id"]]))
                for k, tok in enumerate(t.tokens) if tok["id"] in start)
    assert drift <= 2.0 * place, drift / place


def test_the_round_panel_says_what_the_royal_is_worth_to_each_seat(app, monkeypatch):
    """"My points went from 5 to 10 after a +2 Queen… Cyd's last King was worth +6 and decided
    the game with no warning" (a newcomer): the panel says what the royal up for grabs adds to
    each seat, sets and bonuses included."""
    m = Match("auctioneer", 3, [SeatSpec("Ann", "human")] + bots(3)[1:], 5, bot_delay=0, threaded=False)
    app.push("title")
    t = app.push("table:auctioneer", m, viewer=0, animate=False)
    v = t.view
    royal = v.royal
    rank, suit = S.CARDS[royal].rank, S.CARDS[royal].suit
    from rules.auctioneer import suits_for
    others = [S.card_id(rank, s2) for s2 in suits_for(3) if s2 != suit]
    monkeypatch.setattr(t, "royals_shown", lambda: [(), tuple(others), ()])
    words = t.worth_words(v)
    base = {S.JACK: 1, S.QUEEN: 2, S.KING: 3}[rank]
    kind = {S.JACK: "Jacks", S.QUEEN: "Queens", S.KING: "Kings"}[rank]
    assert words == f"Points it would bring (set bonuses too): Ann {base}, {t.name(1)} {base + 3} (all the {kind}), " \
                    f"{t.name(2)} {base}", words
    # a suit's set, named as the results name it ("jack, Queen and King…" read as a slip)
    rest = tuple(S.card_id(r2, suit) for r2 in S.ROYAL_RANKS if r2 != rank)
    monkeypatch.setattr(t, "royals_shown", lambda: [rest, (), ()])
    assert f"Ann {base + 3} (Jack, Queen and King of {S.SUIT_NAMES[suit]})" in t.worth_words(v)
    import scenes.table_auctioneer as TA
    said = spy_words(monkeypatch, TA)
    t.draw_royal_panel(app.screen)
    assert any(s.startswith("Points it would bring") for s in said)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("at", [0, 3, 6, 9])
def test_a_claims_plate_covers_few_ring_cards(size, at):
    """"The claim banner covers ring cards" (a newcomer): it lay under the royal's thresholds,
    over the tops of the ring's lower cards. It covers none of the held-up three, and at most
    the edge of one other (the round is over: the ring is about to be gathered)."""
    from scenes.anim_layer import badge_plate, badge_size
    with claimed(("8H", "9H", "10H"), size=size, at=at) as (app, t, m):
        t.update(0.05)
        said = [an for an in t.timeline.anims if an.kind == "badge" and an.text and "=" in an.text]
        assert said
        an = said[0]
        plate = badge_plate(an.text, badge_size(t.px, an.extra), tuple(an.color), False, t.px(28), t.px(12))
        r = plate.get_rect(center=tuple(map(int, an.pos())))
        w = t.ring_w()
        ring = [t.card_rect(t.token_pos(k), w) for k in range(len(t.tokens))]
        held = [ring[k] for k in range(at, at + 3)]
        assert not any(c.colliderect(r) for c in held), (r, held)
        assert sum(1 for c in ring if c.colliderect(r)) <= 1, (r, [c for c in ring if c.colliderect(r)])


@pytest.mark.parametrize("cards,why,told", [(("6H", "2H", "8C"), "not one suit", "not one suit"),
                                             (("6H", "2H", "8H"), "not in running order", "not in running order"),
                                             (("2H", "3H", "4H"), "9, needs 21", "a run of only 9, 21 needed")])
def test_a_failed_claim_says_why_in_words_that_fit_its_cards(cards, why, told):
    """"A mixed-suit failed claim says 'needs 24', which is arbitrary" (a newcomer): a claim of
    several suits says so; one suit out of order says so; a run short of the royal says by
    how much."""
    with claimed(cards, up=[True] * 3 + [False] * 9) as (app, t, m):
        t.update(0.05)
        said = [an.text.replace(":\n", ": ") for an in t.timeline.anims if an.text and an.text.startswith("No claim")]
        assert said == [f"No claim: {' '.join(S.CARDS[c].short for c in cards)} ({why})"], said
        assert f": {told}. The turn ends" in t.staged, t.staged


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_claims_plate_leaves_the_royal_won_in_view(size):
    """"The win banner covers the royal just won, every round" (a newcomer): where the plate
    can go clear of the ring's cards and of the royal, it does."""
    from scenes.anim_layer import badge_plate, badge_size
    for at in (0, 3, 6, 9):
        with claimed(("8H", "9H", "10H"), size=size, at=at) as (app, t, m):
            t.update(0.05)
            an = next(an for an in t.timeline.anims if an.kind == "badge" and an.text and "=" in an.text)
            plate = badge_plate(an.text, badge_size(t.px, an.extra), tuple(an.color), False, t.px(28), t.px(12))
            r = plate.get_rect(center=tuple(map(int, an.pos())))
            cx, cy = t.center()
            royal = t.card_rect((cx, cy - t.px(8)), t.px(84))
            assert not r.colliderect(royal), (at, r, royal)


def test_a_failed_claim_does_not_ask_for_a_click_it_will_not_wait_for():
    """"On a failed claim, '(click to go on)' moved on without my click" (a newcomer): only a
    moment that waits for a click says so."""
    with claimed(("6H", "2H", "8C"), up=[True] * 3 + [False] * 9) as (app, t, m):
        t.update(0.05)
        assert t.staged and "click to go on" not in t.staged, t.staged
    with claimed(("8H", "9H", "10H")) as (app, t, m):
        t.update(0.05)
        assert t.staged.endswith("(click to go on)"), t.staged


def test_a_table_opened_mid_round_draws_the_ring_as_play_left_it(app):
    """"The replay draws the same ring in a different layout from live play" (a newcomer): the
    ring turns as cards are placed; a table opened mid-round (a replay's jump, Continue) turns
    it as far as play did."""
    import math
    seats = [SeatSpec("Ann", "bot", "medium")] + bots(3)[1:]
    m = Match("auctioneer", 3, seats, 5, bot_delay=0, threaded=False)
    app.push("title")
    live = app.push("table:auctioneer", m, viewer=0, animate=True)
    for _ in range(400):
        m.run_bots_instantly(1)
        live.update(0.05)
        placed = sum(1 for e in m.events if e.kind == "place" and e.data.get("gap") is not None)
        if placed >= 4 and not live.timeline.busy and len(live.tokens) == len(m.view(0).circle) > 12:
            break
    for _ in range(50):
        live.update(0.1)
    n = len(live.tokens)
    from scenes.table_auctioneer import _even
    even = _even(n)
    assert any(abs(math.remainder(live.angle_of(k, n) - even[k], math.tau)) > 1e-6 for k in range(n))   # it moved
    fresh = app.push("table:auctioneer", m, viewer=0, animate=False)
    for k in range(n):
        assert math.isclose(fresh.angle_of(k, n), live.angle_of(k, n), abs_tol=1e-9), k


def test_a_card_placed_opens_the_ring_where_it_goes_in_and_the_far_side_stays(app):
    """"The ring reshuffles its layout every time a card is placed. Every card slides to a new
    spot, so I kept losing track of which card sat next to which" (a newcomer): the ring opens
    where the card goes in, its neighbours making room, and the cards across the ring stay
    (within a tenth of a place); no two cards come closer than ``ROOM`` of an even ring's place
    (at 0.8 the cards down the ring's sides, stacked by their height, overlapped: a newcomer)."""
    import math
    seats = [SeatSpec("Ann", "bot", "medium")] + bots(3)[1:]
    checked = 0
    for seed in (5, 6, 7, 8):               # (a game of medium bots may place few cards)
        if checked >= 5:
            break
        m = Match("auctioneer", 3, seats, seed, bot_delay=0, threaded=False)
        app.clear_to("title")
        t = app.push("table:auctioneer", m, viewer=0, animate=True)
        for _ in range(400):
            n = len(t.tokens)
            before = [t.angle_of(k, n) for k in range(n)]
            at = len(m.events)
            m.run_bots_instantly(1)
            t.update(0.01)
            place = next((e for e in m.events[at:] if e.kind == "place"), None)
            if place is not None and len(t.tokens) == n + 1 and not any(e.kind == "deal" for e in m.events[at:]):
                g = min(place.data["gap"], n)
                after = [t.angle_of(k, n + 1) for k in range(n + 1)]
                old = [after[k] if k < g else after[k + 1] for k in range(n)]     # each old card, where it goes now
                moved = [abs(math.remainder(o - b, math.tau)) for o, b in zip(old, before)]
                far = [moved[k] for k in range(n) if min((k - g) % n, (g - 1 - k) % n) >= n // 2 - 1]
                from scenes.table_auctioneer import ROOM
                gaps = [(after[(k + 1) % (n + 1)] - after[k]) % math.tau for k in range(n + 1)]
                assert min(gaps) >= ROOM * math.tau / (n + 1) - 1e-6, gaps
                # (at most a tenth of a place: an even ring moved every card up to half a place)
                assert far and max(far) < 0.1 * 2 * math.pi / n, (g, n, moved)
                checked += 1
                if checked >= 5:
                    break
            for _ in range(30):
                t.update(0.05)
    assert checked >= 5


@pytest.mark.parametrize("size,players", [((1280, 720), 3), ((960, 540), 4)])
def test_a_claims_plate_covers_no_ring_card_and_keeps_off_the_window_edge(monkeypatch, size, players):
    """"The claim banner covers ring cards at the far left, clipped at the window edge, instead
    of sitting by the run" (a newcomer): the plate was 400 pixels wide and a card it grazed by
    a pixel counted as covered, so it went where it covered whole cards."""
    import scenes.table_auctioneer as TA
    app = App(size=size, settings=Settings(anim_speed="fast", bot_pace="instant"), headless=True)
    seen = []
    orig = TA.AuctioneerTable.claim_badge_pos

    def spy(self, words, held=(), costed=False):
        p = orig(self, words, held)
        if costed:
            return orig(self, words, held, costed=True)
        r = self.claim_badge_rect(words, p)
        w = self.ring_w()
        ring = [self.card_rect(self.token_pos(k), w) for k in range(len(self.tokens))]
        seen.append(([c for c in ring if c.clip(r).width * c.clip(r).height > 0.05 * c.width * c.height],
                     [h for h in held if h.colliderect(r)], r, self.layout.rect("table")))
        return p
    monkeypatch.setattr(TA.AuctioneerTable, "claim_badge_pos", spy)
    try:
        m = Match("auctioneer", players, [SeatSpec(f"B{i}", "bot", "medium") for i in range(players)], seed=3,
                  bot_delay=0, threaded=False)
        app.push("title")
        app.push("table:auctioneer", m, viewer=None)
        for _ in range(3000):
            app.frame(0.1, events=[])
            if len(seen) >= 4:
                break
        assert len(seen) >= 4
        for ring, held, r, table in seen:
            assert not ring and not held, r
            assert table.inflate(-10, -10).contains(r), (r, table)
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_the_round_panels_words_stay_inside_it(monkeypatch, size):
    """"The 'Last round' line touches the bottom border of the round panel" (a newcomer, four
    lines of a four-player game's names and a run wrapped onto two): the words get smaller
    before they run into the panel's edge."""
    import scenes.table_auctioneer as TA
    from game.assets import font
    app = App(size=size, settings=Settings(anim_speed="off", bot_pace="instant"), headless=True)
    try:
        names = ["Anastasia", "Bartholomew", "Cordelia", "Dominique"]
        m = Match("auctioneer", 4, [SeatSpec(n, "bot", "medium") for n in names], seed=5, bot_delay=0,
                  threaded=False)
        while not m.over and m.view(None).round < 6:
            m.run_bots_instantly(1)
        app.push("title")
        t = app.push("table:auctioneer", m, viewer=None, animate=False)
        drawn = []
        orig = TA.text
        monkeypatch.setattr(TA, "text", lambda surface, s, pos, size, *a, **k:
                            (drawn.append((s, pos, size)), orig(surface, s, pos, size, *a, **k))[1])
        app.draw()
        box = t.layout.rect("royal")
        mine = [(s, pos, sz) for s, pos, sz in drawn if box.collidepoint(pos)]
        assert any(s.startswith("Last round") for s, _, _ in mine), [s for s, _, _ in mine]
        for s, (x, y), sz in mine:
            assert y + font(sz).get_linesize() <= box.bottom - 2, (s, y, box)
    finally:
        app.shutdown()


def test_where_a_gap_is_from_a_card_is_said_as_the_screen_shows_it():
    """A gap on a slope of the ring read "above the 5♠" to a newcomer who saw it beside it:
    the words follow the line from the card to the gap, both ways where it is diagonal."""
    from scenes.table_auctioneer import side_of
    assert side_of((150, 100), (100, 100)) == "right of"
    assert side_of((100, 40), (100, 100)) == "above"
    assert side_of((60, 140), (100, 100)) == "below and left of"
    assert side_of((130, 90), (100, 100)) == "right of"
    assert side_of((110, 150), (100, 100)) == "below"


def test_two_face_down_cards_with_nothing_known_beside_them_are_told_apart(app):
    """Two hinted flips both read "Turn up the marked face-down card" (a newcomer): a card with
    nothing known beside it is named by where it lies on the ring."""
    m = Match("auctioneer", 3, [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"),
                                SeatSpec("Cyd", "bot", "medium")], seed=3, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    app.push("title")
    t = app.push("table:auctioneer", m, viewer=0, animate=False)
    app.draw()
    flips = [a for a in m.legal(0) if isinstance(a, Flip)]
    words = {t.move_text(a) for a in flips}
    blind = [w for w in words if "of the ring" in w]
    assert blind and "Turn up the marked face-down card" not in words
    assert len(words) >= min(len(flips), 6), words


@pytest.mark.parametrize("four", [True, False])
def test_your_face_down_cards_tag_is_in_the_suits_colour(app, four, monkeypatch):
    """The memory aid's tag on your own face-down 7♦ was red while four-colour suits (the
    default) draw diamonds blue everywhere else (a newcomer)."""
    from helpers import auctioneer_position
    from game import art
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=0.0, threaded=False)
    known = [0] * 12
    known[4] = 1                                            # Ann placed the 7♦ there
    m._state = auctioneer_position(2, FILLER[:4] + ["7D"] + FILLER[4:11], royal="KH", step="flip",
                                   hands=[["9C"], ["3S"]], known=known)
    app.settings.four_colour = four
    art.set_four_colour(four)
    try:
        app.push("title")
        t = app.push("table:auctioneer", m, viewer=0, animate=False)
        tags = []
        orig = t.card_tag
        monkeypatch.setattr(t, "card_tag", lambda s, r, w, label, col, *a, **k: (tags.append((label, col)),
                                                                                   orig(s, r, w, label, col, *a, **k)))
        app.invalidate()
        app.draw()
        (col,) = [c for label, c in tags if label == "7♦"]
        assert tuple(col) == tuple(art.suit_color("D"))
        assert (tuple(col) == (30, 80, 190)) == four          # blue with four colours, red with two
    finally:
        art.set_four_colour(True)


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_every_blind_flip_and_every_swap_with_one_face_down_card_reads_apart(size):
    """"At the top of the ring" named one of five cards there, and two hints both read "Swap the
    10♥ and the marked face-down card" (a newcomer): with nothing known on the ring each flip
    is told apart by its place along its side, counted the way the screen shows it; a swap of a
    known card with a face-down one says where that one lies from it."""
    from helpers import auctioneer_position
    import re
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy"), SeatSpec("Cyd", "bot", "easy")]
    m = Match("auctioneer", 3, seats, seed=3, bot_delay=0.0, threaded=False)
    m._state = auctioneer_position(3, FILLER[:12], royal="KH", step="flip", hands=[["9C"], ["3S"], ["4D"]])
    with table_window(m, size=size) as (a, t):
        a.draw()
        flips = [x for x in m.legal(0) if isinstance(x, Flip)]
        words = [t.move_text(x) for x in flips]
        assert len(set(words)) == len(flips) == 12, words
        # "first from the left along the top" is the leftmost card of those at the top
        for x, w in zip(flips, words):
            mt = re.search(r"(first|second|third) from the (left|right) along the (top|bottom)", w)
            if not mt:
                continue
            nth = {"first": 0, "second": 1, "third": 2}[mt.group(1)]
            row = sorted((k for k, y in zip(flips, words) if f"along the {mt.group(3)}" in y or
                          f"middle of the {mt.group(3)}" in y), key=lambda f: t.token_pos(f.index)[0])
            if mt.group(2) == "right":
                row = row[::-1]
            assert row[nth] == x, (w, [t.move_text(f) for f in row])
        # the ring's first card turned up: swaps of it with each face-down card in reach read apart
        m.submit(0, Flip(0))
        t.catch_up()
        a.draw()
        swaps = [x for x in m.legal(0) if isinstance(x, Swap) and 0 in (x.i, x.j)]
        said = [t.move_text(x) for x in swaps]
        assert len(swaps) == 4 and len(set(said)) == 4, said
        assert all("marked face-down card" not in s for s in said), said


def test_what_points_at_the_cards_chosen_for_a_claim_frames_them_where_they_are_drawn(app):
    """The three chosen for a claim are raised out of the ring; the lesson's frame (the hint's
    marks) stood where they lie, 10 px lower, a bar across their corners (a newcomer)."""
    from helpers import auctioneer_position
    from rules.auctioneer import Claim
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=0.0, threaded=False)
    m._state = auctioneer_position(2, ["6H", "7H", "8H"] + FILLER[:9], royal="JH", step="claim",
                                   hands=[["9C"], ["3S"]], up=[True] * 3 + [False] * 9)
    app.push("title")
    t = app.push("table:auctioneer", m, viewer=0, animate=False)
    app.draw()
    assert t.chosen_for_claim() == {0, 1, 2}
    drawn = {cid: r for r, _, cid in t.hot if cid in ("6H", "7H", "8H")}
    marks = t.hint_marks(Claim(0))
    assert sorted(map(tuple, marks)) == sorted(tuple(drawn[c]) for c in ("6H", "7H", "8H"))


@pytest.mark.parametrize("sizes", [((1280, 720), (960, 540)), ((960, 540), (1280, 720))])
def test_a_claim_held_up_follows_the_ring_when_the_window_is_resized(sizes):
    """A newcomer resized the window while a won run was held up: the three cards (and the
    ring's others) stayed where the old window had put them, over a seat's panel. Held-up
    cards, their plate and the ring's still cards are placed by the new window's ring."""
    first, second = sizes
    with claimed(("6H", "AH", "8H"), size=first, at=3) as (app, t, m):
        for _ in range(20):                  # the run is up; the plate says what it made
            t.update(0.05)
        n = len(t.tokens)
        angles = [tok["a"] for tok in t.tokens]
        t.on_resize(second)
        app.screen = pygame.Surface(second)
        t.update(0.05)
        app.draw()
        cards = [an for an in t.timeline.anims if an.kind == "card" and an.tween.started]
        assert cards
        w = t.ring_w(n)
        spots = [t.point(a) for a in angles]
        royal = [an for an in cards if an.card == "KH"]          # the royal won waits in the middle
        assert royal and all(an.pos() == t.center() and an.w1 == t.px(84) for an in royal)
        for an in cards:
            if an in royal:
                continue
            x, y = an.pos()
            near = min(spots, key=lambda p: math.dist(p, (x, y)))
            # on its ring place (a held-up card stands 14 px above it) and sized for this window
            assert math.dist(near, (x, y)) <= t.px(14) + 1, (an.card, (x, y), near)
            assert w <= an.w1 <= int(w * 1.25) + 1
        plate = next(an for an in t.timeline.anims if an.kind == "badge")
        held = [t.card_rect((spots[k][0], spots[k][1] - t.px(14)), int(w * 1.25)) for k in (3, 4, 5)]
        assert plate.pos() == t.claim_badge_pos(plate.text, held)


def test_your_face_down_cards_keep_their_tags_while_a_round_end_is_up():
    """While a won round is held up, the ring is drawn by copies that stay still until it
    gathers: your own face-down card lost its rank-and-suit tag then (a newcomer could not find
    their A♦), and the others' placed cards lost their names."""
    from helpers import auctioneer_position
    from rules.auctioneer import Claim
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=5.0, threaded=False)
    up = [True] * 12
    up[6] = up[8] = False
    known = [0] * 12
    known[6], known[8] = 1 << 0, 1 << 1         # yours, and Bea's: both seen placed
    m._state = s = auctioneer_position(2, ["6H", "AH", "8H"] + FILLER[:9], royal="KH", step="claim", up=up,
                                       known=known)
    app = App(size=(1280, 720), settings=Settings(anim_speed="normal"), headless=True)
    try:
        app.push("title")
        t = app.push("table:auctioneer", m, viewer=0, animate=True)
        app.draw()
        drawn = []
        real = t.card_tag
        t.card_tag = lambda surface, rect, w, label, *a, **k: (drawn.append(label), real(surface, rect, w, label, *a, **k))
        app.draw()
        before = set(drawn)
        mine = f"{S.CARDS[s.cards[6]].label}{S.CARDS[s.cards[6]].symbol}"
        assert mine in before and any("Bea" in x for x in before), before
        m.submit(0, Claim(0))
        for _ in range(10):
            t.update(0.1)
        assert t.view_held() and t.ring_moving() or t.timeline.busy
        drawn.clear()
        app.draw()
        assert mine in drawn and any("Bea" in x for x in drawn), drawn
    finally:
        app.shutdown()


def test_a_click_long_into_a_held_round_end_goes_on_to_what_comes_next():
    """In a real window the loop sleeps while a won run is held up; a click 20 s later woke it,
    was handled, and then the 20 s slept were counted: the royal's flight and the next deal
    went by unseen and the bots had moved before the next frame. The sleep is counted first."""
    with claimed(("6H", "AH", "8H")) as (app, t, m):
        for _ in range(60):
            app.frame(0.05, events=[])
        assert t.waiting_for_click()
        slept = app.wait_seconds()
        assert slept > 60                           # the loop sleeps: nothing moves until you click
        app.woken([click((700, 300))], 20.0, slept)
        app.frame(0.05, events=[])
        assert any(an.card == "KH" and an.a != an.b and an.tween.started for an in t.timeline.anims), \
            "the royal flies to its winner after the click"
        assert t.view.round == 1


def test_swap_marks_last_a_whole_round_of_turns_yours_too_and_come_back_after_undo():
    """"The ⇄ Cyd marks go with your next move and do not come back after undo; your own swaps
    get none" (a newcomer). The marks come from the View's list of the round's swaps: every
    card swapped since your last turn began carries its swapper's name, yours "⇄ You"."""
    from helpers import auctioneer_position
    from rules.auctioneer import Swap
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy"), SeatSpec("Cyd", "bot", "easy")]
    m = Match("auctioneer", 3, seats, seed=3, bot_delay=5.0, threaded=False)
    m._state = s = auctioneer_position(3, FILLER[:12], hands=[["9H"], ["2H"], ["3H"]], royal="KH", to_act=0,
                                       step="move", up=[True] * 12)
    s.turns = 4
    s.swaps = [(2, 1, 5, 6), (3, 2, 8, 9)]          # Bea, then Cyd, since your last turn
    with table_window(m) as (app, t):
        t.update(0.05)

        def marks():
            return {k: t.last_moved_by(k) for k in range(len(t.view.circle)) if t.last_moved_by(k)}

        before = {5: (1, "swapped"), 6: (1, "swapped"), 8: (2, "swapped"), 9: (2, "swapped")}
        assert marks() == before
        assert t.submit(Swap(1, 2))
        t.update(0.05)
        assert marks() == {**before, 1: (0, "swapped"), 2: (0, "swapped")}     # yours too
        tags = []
        orig = t.card_tag
        t.card_tag = lambda surface, rect, w, label, *a, **k: (tags.append(label), orig(surface, rect, w, label, *a, **k))
        t.invalidate()
        app.draw()
        assert tags.count("⇄ You") == 2 and tags.count("⇄ Bea") == 2 and tags.count("⇄ Cyd") == 2, tags
        assert t.undo() is not False
        t.update(0.05)
        assert marks() == before                      # undone: the others' marks are back


def test_the_log_names_a_face_down_card_swapped_to_the_seat_that_placed_it():
    """"You swap a face-down card and the 9♦" when the face-down card was your own 8♠ (a
    newcomer): the seat that knows it reads it named; the others read it hidden."""
    from helpers import auctioneer_position
    from rules.auctioneer import Swap
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=5.0, threaded=False)
    up = [True] * 12
    up[4] = False
    known = [0] * 12
    known[4] = 1                                           # Ann placed it
    circle = FILLER[:4] + ["8S", "9D"] + FILLER[4:10]
    m._state = auctioneer_position(2, circle, hands=[["2H"], ["3H"]], royal="KH", step="move", up=up, known=known)
    with table_window(m) as (app, t):
        assert t.submit(Swap(4, 5))
        t.update(0.05)
        mine = [s for s, _ in t.log_entries()]
        assert "You swap your 8 of Spades (face down) and the 9 of Diamonds." in mine, mine[-3:]
        assert not any("swap a face-down card" in s for s in mine)
        t.set_viewer(1)
        theirs = [s for s, _ in t.log_entries()]
        assert any("a face-down card and the 9 of Diamonds" in s for s in theirs), theirs[-3:]
        assert not any("8 of Spades" in s for s in theirs)


def test_a_click_on_the_run_already_chosen_says_it_is_chosen():
    """When a run glows it is chosen already, raised and framed; a newcomer clicked its middle
    card, saw no change and could not tell the click had registered. It says so."""
    from helpers import auctioneer_position
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=5.0, threaded=False)
    m._state = auctioneer_position(2, ["6H", "AH", "8H"] + FILLER[:9], royal="KH", step="claim", up=[True] * 12)
    with table_window(m) as (app, t):
        app.draw()
        assert t.chosen_for_claim() == {0, 1, 2}
        t.act_on_ring(1)
        assert t.error and t.error.startswith("Chosen: 6♥ A♥ 8♥") and not t.error_is_problem, t.error
        assert t.chosen_for_claim() == {0, 1, 2}
        # it says what to do itself: the prompt is those words alone ("… or End turn (E).  A run
        # you can see wins the royal: Claim it, or end your turn" ran two together: a newcomer)
        import scenes.prompt_bar as bar
        with words_drawn(bar) as said:
            app.draw()
        assert any("Chosen:" in w for w in said), said
        assert not any("run you can see" in w.lower() for w in said), said


def test_a_claim_reads_as_three_cards_not_a_list_of_face_down_cards():
    """The review said "about as good as Claim a face-down card, a face-down card, a face-down
    card" (a newcomer): a blind claim reads as one, a mixed one as a list with "and"."""
    from helpers import auctioneer_position
    from rules.auctioneer import Claim
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=5.0, threaded=False)
    up = [True] * 3 + [False] * 9
    m._state = auctioneer_position(2, ["6H", "AH", "8H"] + FILLER[:9], royal="KH", step="claim", up=up)
    with table_window(m) as (app, t):
        assert t.move_text(Claim(5)).startswith("Claim three face-down cards (blind), the middle one ")
        assert t.move_text(Claim(5)) != t.move_text(Claim(7))             # two blind claims read apart
        import dataclasses
        before = dataclasses.replace(m.view(0), turns_this_round=5)       # another moment's (the review's)
        assert t.move_text(Claim(5), view=before) == "Claim three face-down cards (blind)"
        assert t.move_text(Claim(2)) == "Claim the 8♥, a face-down card and a face-down card"


def test_your_only_move_is_pointed_at_on_the_table_while_it_plays_itself():
    """The ring's last face-down card turned itself up and a newcomer learned of it from the
    log: while the forced move waits its beat, the prompt says so and the card is outlined."""
    from helpers import auctioneer_position
    import scenes.table_kit as TK
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=0.5, threaded=False)
    up = [True] * 12
    up[7] = False
    m._state = auctioneer_position(2, FILLER[:12], hands=[["2H"], ["3H"]], royal="KH", step="flip", up=up)
    with table_window(m) as (app, t):
        assert m.forced_seat() == 0
        outlined = []
        orig = TK.pygame.draw.rect
        TK.pygame.draw.rect = lambda surface, col, r, *a, **k: (outlined.append((tuple(col)[:3], pygame.Rect(r))),
                                                                orig(surface, col, r, *a, **k))[1]
        try:
            t.invalidate()
            app.draw()
        finally:
            TK.pygame.draw.rect = orig
        card = t.card_rect(t.drawn_pos(7), t.ring_w())
        assert any(col == TK.ACTIVE_GLOW[:3] and r.contains(card) for col, r in outlined), outlined[-5:]


def test_a_message_goes_from_the_prompt_bar_while_a_moment_is_held_up():
    """While a won round waits for a click the loop sleeps; a message flashed then (why a key
    did nothing) must still go after its 6 s, so the loop wakes for it."""
    from scenes.table_kit import ERROR_SHOWN
    with claimed(("6H", "AH", "8H")) as (app, t, m):
        for _ in range(60):
            app.frame(0.05, events=[])
        assert t.waiting_for_click() and t.frame_interval() > 60
        t.flash("Something said", problem=False)
        assert 0 < t.frame_interval() <= ERROR_SHOWN


def test_the_log_tells_a_turn_in_one_line():
    """Three lines a turn ("turns up…", "swaps two face-down cards.", "ends the turn.") filled
    the log with what a newcomer read as no-ops: a turn's flip, move and end are one line, in
    the second person for you; a claim keeps its own line."""
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=5.0, threaded=False)
    with table_window(m) as (app, t):
        while not m.humans_to_act():
            m.run_bots_instantly()
        first = 0
        t.update(0.05)
        before = len(t.log_entries())
        down = [k for k, sl in enumerate(m.view(first).circle) if not sl.face_up]
        m.submit(first, Flip(down[0]))
        card = m.view(first).hand[0]
        m.submit(first, Place(card, 3))
        from rules.auctioneer import EndTurn
        m.submit(first, EndTurn())
        t.update(0.05)
        lines = [s for s, _ in t.log_entries()][before:]
        assert len(lines) == 1, lines
        assert lines[0].startswith("You turn up the ") and ", then place the " in lines[0], lines[0]
        assert "ends the turn" not in lines[0] and "end the turn" not in lines[0]
        t.set_viewer(1)
        theirs = [s for s, _ in t.log_entries()][before:]
        assert len(theirs) == 1 and ", then place a card face down in the circle." in theirs[0], theirs
        assert S.CARDS[card].name not in theirs[0]             # the card placed is Ann's to know


def _prompt_after_swap(places: dict, swap, hand=("9H",)) -> str:
    """Ann, to move in a three-player ring of filler cards with ``places`` ({index: card}) face
    up, plays ``swap`` (or a Place from ``hand``): the prompt at her claim step."""
    from helpers import auctioneer_position
    circle = list(FILLER)
    for k, c in places.items():
        circle[k] = c
    up = [k in places for k in range(12)]
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy"), SeatSpec("Cyd", "bot", "easy")]
    m = Match("auctioneer", 3, seats, seed=3, bot_delay=5.0, threaded=False)
    m._state = auctioneer_position(3, circle, hands=[list(hand), ["2H"], ["3H"]], royal="KH", step="move", up=up)
    with table_window(m) as (app, t):
        t.update(0.05)
        assert t.submit(swap)
        t.update(0.05)
        assert m.view(0).step == "claim"
        return t.build_controls()


def test_a_move_that_leaves_the_next_player_a_run_is_warned_of_while_it_can_be_taken_back():
    """"Nothing warns you when you hand a run to the next player" (a newcomer, twice: a swap
    put two face-up cards of a suit side by side, and Bea slipped the card between them in):
    at the claim step the prompt says which two now lie open, and that Ctrl+Z takes the move
    back; a move that opens nothing says nothing of the kind."""
    said = _prompt_after_swap({3: "8D", 6: "10D"}, Swap(4, 6))
    assert "careful: the 8♦ and the 10♦ now lie face up, a card short of a run for the next player" in said, said
    # and it ends on a whole instruction ("End your turn, or claim" read as cut off: a newcomer),
    # the Undo button beside it (Ctrl+Z) named in a word, short: after a long warning "Undo it,
    # end your turn, or claim a run" shrank the bar's letters (a newcomer)
    assert said.endswith(". Undo it?"), said
    said = _prompt_after_swap({3: "8D", 6: "10D"}, Swap(0, 1))
    assert "careful" not in said, said


def test_a_pair_brought_side_by_side_is_warned_of_though_it_stood_two_apart_before():
    """The warning stayed silent when a newcomer's swap put the A♥ beside the 8♥: the two had
    stood two places apart (only a swap could finish them); side by side, a card placed in the
    gap or at either end does."""
    assert "careful: the 8♦ and the 10♦" in _prompt_after_swap({3: "8D", 5: "10D"}, Swap(4, 5))


def test_your_face_down_card_beside_one_of_its_suit_is_warned_of():
    """A newcomer placed the A♠ face down beside the 8♠: the next player turned it up (a turn
    begins with a card turned up), brought a spade beside them and claimed; nothing had warned
    them. A card of yours placed face down beside one of its suit that a third card would make
    a run is warned of; placed away from any, nothing is said."""
    said = _prompt_after_swap({4: "8S", 7: "7H"}, Place("AS", 5), hand=("AS",))
    assert "careful: your A♠ lies face down beside the 8♠: turned up by the next player, it is one card short " \
        "of a run" in said, said
    assert "careful" not in _prompt_after_swap({4: "8S", 7: "7H"}, Place("AS", 9), hand=("AS",))


def _stalled_two_player_state():
    """A two-player round that medium bots play to a stalemate (every card face up, each swap
    undone by the next), at seat 0's move after its 40th turn, that two more turns of each
    (seat 0 as ``Rng(1)`` plays it) leave undecided."""
    from game.bots import get_bot
    bot = get_bot("auctioneer", "medium")

    def stalls(s, rng) -> bool:
        royal = s.royal
        for _ in range(40):
            seat = next(iter(GAME.to_act(s)))
            s, _ = GAME.apply(s, seat, bot(GAME.view(s, seat), GAME.legal_actions(s, seat),
                                           Rng(1) if seat == 0 else rng))
            if s.royal != royal or not all(s.up):
                return False
            if s.turns >= 44 and seat == 0 and s.step == "move":
                return True
        return False
    for seed in range(60):
        s = GAME.new(2, seed)
        rng = Rng(seed)
        while not GAME.is_over(s):
            seat = next(iter(GAME.to_act(s)))
            if s.turns >= 40 and seat == 0 and s.step == "move" and all(s.up) and stalls(s.copy(), rng.copy()):
                return s
            s, _ = GAME.apply(s, seat, bot(GAME.view(s, seat), GAME.legal_actions(s, seat), rng))
    raise AssertionError("no stalemate in 60 two-player games of medium bots")


def test_a_stalemate_is_said_and_a_bot_can_play_the_round_out(monkeypatch):
    """A newcomer swapped 30 times in a two-player round against a bot undoing every swap, not
    knowing the round would only end at its 60th turn (AU6). When your move finds the ring as
    it was at your last move, the prompt says so and offers Play the round out (P): the medium
    bot makes your moves at the fast pace until the royal is won or set aside, the record
    marks them as not chosen by you, and the next round is yours again. (The bots play here
    without medium's repetition rule, as they did when the newcomer met it: with it they leave
    such a dance sooner, but a player can still keep one going.)"""
    from game.bots import auctioneer as AB
    from game.bots import get_bot
    monkeypatch.setattr(AB, "REPEAT", 0.0)
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=0, threaded=False)
    m._state = _stalled_two_player_state()
    with table_window(m) as (app, t):
        t.update(0.05)
        # past half the round's turns with every card face up, the offer stands ("the ring was
        # never exactly the same at my turn": a newcomer swapped through 40 turns to the 60th)
        v = m.view(0)
        assert v.turns_this_round >= v.turn_limit // 2 and t.stalemate()
        assert f"of {v.turn_limit}, every card face up" in t.build_controls()
        bot = get_bot("auctioneer", "medium")
        for _ in range(2):                                  # Ann plays on as the bots do
            assert t.submit(bot(m.view(0), m.legal(0), Rng(1)))
            t.update(0.05)
            t.end_turn()
            for _ in range(20):
                t.update(0.05)
        v = m.view(0)
        assert v.step == "move" and v.to_act == 0 and t.stalemate()
        said = t.build_controls()
        assert f"turn {v.turn_limit} sets the {S.CARDS[v.royal].name} aside" in said, said
        assert [b.label for b in t.buttons] == ["Play the round out"]
        start, royal, rnd = m.step, v.royal, v.round
        t.handle_game_input(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p"))
        assert t.playing_out() is not None and m.hurry
        assert f"a bot makes your moves until the {S.CARDS[royal].name}" in t.build_controls()
        assert [b.label for b in t.buttons] == ["Take over"]
        for _ in range(40):                     # the bot makes a move of yours: no Undo is offered for it
            t.update(0.05)
            t.build_controls()
            assert t.undo_button() is None
        for _ in range(4000):
            t.update(0.05)
            if m.view(0).round != rnd:
                break
        after = m.view(0)
        assert after.round == rnd + 1, "the round was played out"
        assert royal in after.set_aside or any(royal in w for w in after.won)
        ordered = m.record()["seats"][0]["ordered"]
        assert ordered and min(ordered) >= start
        assert t.playing_out() is None and not m.hurry      # the new round is Ann's to play
        assert "a bot makes your moves" not in t.build_controls()


def test_a_ring_come_back_to_any_earlier_move_of_yours_is_said_early_in_a_round(monkeypatch):
    """Before half the round's turns, the offer comes when your move finds the ring as it was
    at any earlier move of yours in the round (a bot undoing swaps in turn brought back the
    ring of two turns before, never of the last: a newcomer). The bots play without medium's
    repetition rule, as that bot did."""
    from game.bots import auctioneer as AB
    from game.bots import get_bot
    monkeypatch.setattr(AB, "REPEAT", 0.0)
    bot = get_bot("auctioneer", "medium")
    for seed in range(3, 12):
        seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium")]
        m = Match("auctioneer", 2, seats, seed=seed, bot_delay=0, threaded=False)
        rng = Rng(seed)
        with table_window(m) as (app, t):
            for _ in range(600):
                m.run_bots_instantly()
                if m.over or 0 not in m.humans_to_act():
                    break
                t.update(0.05)
                if m.over or 0 not in m.humans_to_act():
                    continue
                v = m.view(0)
                if v.step == "move" and v.turns_this_round < v.turn_limit // 2 and t.stalemate():
                    assert "come back to where it was at a turn of yours" in t.build_controls()
                    assert [b.label for b in t.buttons] == ["Play the round out"]
                    return
                m.submit(0, bot(v, m.legal(0), rng))
    pytest.fail("no ring came back early in a round in nine two-player games")


def test_no_stalemate_is_said_while_the_ring_changes(app):
    """The offer is only for a ring that came back: at an ordinary move it is not made."""
    m, t = my_turn_table(app, players=3)
    if m.view(0).step == "flip":
        t.act_on_ring(next(k for k, sl in enumerate(m.view(0).circle) if not sl.face_up))
        settle(app, t)
    assert m.view(0).step == "move" and not t.stalemate()
    t.build_controls()
    assert "Play the round out" not in [b.label for b in t.buttons]


def test_a_run_standing_at_your_move_is_lit_and_said_before_you_move():
    """A newcomer turned up the card that finished 7♠ A♠ 9♠, and the prompt only said "place a
    hand card… or swap": the run lit up after a swap they thought pointless. At your move a run
    already face up is lit and the prompt says to move away from it, then claim."""
    from helpers import auctioneer_position
    circle = list(FILLER)
    circle[3:6] = ["7S", "AS", "9S"]
    up = [k in (3, 4, 5) for k in range(12)]
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=5.0, threaded=False)
    m._state = auctioneer_position(2, circle, hands=[["2H"], ["3H"]], royal="KH", step="move", up=up)
    with table_window(m) as (app, t):
        t.update(0.05)
        said = t.build_controls()
        assert "the 7♠, the A♠ and the 9♠ make a run you can claim once you have moved" in said, said
        lit = []
        orig = t.card
        t.card = lambda surface, cid, pos, w, highlight=None, **k: (lit.append((cid, highlight)),
                                                                     orig(surface, cid, pos, w, highlight=highlight, **k))[1]
        t.invalidate()
        app.draw()
        from scenes.table_auctioneer import VALID
        assert {c for c, h in lit if h == VALID} == {"7S", "AS", "9S"}, lit
    # none where no run stands
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=5.0, threaded=False)
    m._state = auctioneer_position(2, list(FILLER), hands=[["2H"], ["3H"]], royal="KH", step="move",
                                   up=[k in (3, 4) for k in range(12)])
    with table_window(m) as (app, t):
        t.update(0.05)
        assert "make a run" not in t.build_controls()


def test_a_warning_only_where_another_player_could_finish_the_run():
    """Warnings a newcomer found wrong: the A♦ beside the 10♦ was warned of with the 8♦, the one
    card that finishes it, in their own hand; "your 7♦ beside the A♦" had the 3♦ between them.
    A pair is warned of only where a card that finishes it may be another player's, and
    "beside" only side by side."""
    from game.bots.auctioneer import _completions
    from rules.auctioneer import threshold
    finish = {z for z, _, _ in _completions("8D", "10D", 1, threshold("KH", "D"))}
    assert finish
    said = _prompt_after_swap({3: "8D", 6: "10D"}, Swap(4, 6), hand=tuple(sorted(finish)))
    assert "careful" not in said, said                  # every card that finishes it is yours
    said = _prompt_after_swap({4: "8S", 7: "7H"}, Place("AS", 6), hand=("AS",))
    assert "your A♠ lies face down a card away from the 8♠" in said, said


def test_no_warning_when_nobody_plays_before_you_again():
    """The lesson warned "the next player may turn up your 7♥" while Ada had lost her next
    turn, so the next player was the newcomer themself: nothing is warned of then."""
    from helpers import auctioneer_position
    circle = list(FILLER)
    circle[4] = "8S"
    up = [k == 4 for k in range(12)]
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=5.0, threaded=False)
    m._state = auctioneer_position(2, circle, hands=[["AS"], ["3H"]], royal="KH", step="move", up=up)
    m._state.skip = [False, True]                      # Bea loses her next turn
    with table_window(m) as (app, t):
        t.update(0.05)
        assert t.submit(Place("AS", 5))
        t.update(0.05)
        assert m.view(0).step == "claim"
        assert "careful" not in t.build_controls(), t.build_controls()


def test_a_card_turned_up_that_opens_a_run_is_warned_of_while_the_move_can_mend_it():
    """A newcomer turned up the A♠ beside the 9♠ (a turn must begin so) and nothing was said;
    the next player finished the run. At the move step the prompt says so, while a place or swap
    can still break the pair up."""
    from helpers import auctioneer_position
    circle = list(FILLER)
    circle[4], circle[5] = "9S", "AS"
    up = [k == 4 for k in range(12)]
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy"), SeatSpec("Cyd", "bot", "easy")]

    def prompt_after_flip(k: int) -> str:
        m = Match("auctioneer", 3, seats, seed=3, bot_delay=5.0, threaded=False)
        m._state = auctioneer_position(3, circle, hands=[["2H"], ["2D"], ["3H"]], royal="KH", step="flip", up=up)
        with table_window(m) as (app, t):
            t.update(0.05)
            assert t.submit(Flip(k))
            t.update(0.05)
            return t.build_controls()
    said = prompt_after_flip(5)
    assert said.startswith(("careful: the 9♠ and the A♠ now lie face up", "careful: the A♠ and the 9♠ now lie face up")), said
    assert "a place or swap can break it up" in said
    assert "careful" not in prompt_after_flip(9)         # a card turned up that opens nothing: nothing said


def test_a_royal_won_says_what_it_adds_set_bonuses_too():
    """"You win the Jack of Spades (+1)" while the round panel said the Jack was worth 7 with
    its bonuses (a newcomer): the round's end says what the royal adds to the winner's score,
    as the panel counts it."""
    from helpers import auctioneer_position
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy"), SeatSpec("Cyd", "bot", "easy")]
    d = {"seat": 0, "royal": "JH", "cards": ["7S", "8S", "9S"], "valid": True, "total": 24, "needed": 18}

    def said(won):
        m = Match("auctioneer", 3, seats, seed=3, bot_delay=5.0, threaded=False)
        m._state = auctioneer_position(3, list(FILLER), hands=[["2H"], ["2D"], ["3H"]], royal="JH", step="move")
        m._state.won = [list(won), [], []]
        with table_window(m) as (app, t):
            return t.claim_words(d)
    assert "the Jack of Hearts (+4)" in said(["JS", "JD"])       # 1, and 3 for all the Jacks
    assert "the Jack of Hearts (+1)" in said([])


def test_a_face_down_ring_card_hovered_says_whose_it_is_never_what():
    """Hovering another player's face-down card showed nothing at all (a newcomer): it says who
    placed it (or that it came with the deal), and never what it is."""
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("auctioneer", 3, seats, seed=4, bot_delay=0, threaded=False)
    seen = set()
    from helpers import bot_moves
    with table_window(m) as (app, t):
        for _ in bot_moves(m, t, 80):
            app.invalidate()
            app.draw()
            v = t.view
            notes = [(r, c) for r, deck, c in t.hot if deck == t.WORDS]
            down = [sl for sl in v.circle if not sl.face_up]
            assert len([c for _, c in notes if c.startswith("A face-down card")]) >= \
                len([sl for sl in down if not (sl.mine and sl.card)])
            for _, words in notes:
                if words.startswith("A face-down card"):
                    assert not any(S.CARDS[c].short in words or S.CARDS[c].name in words for c in S.CARDS), words
                    seen.add("placed" if "placed" in words else "deal")
            if 0 in m.humans_to_act():
                m.submit(0, m.legal(0)[0])
    assert seen == {"placed", "deal"}, seen


@pytest.mark.parametrize("players,most,size,apart", [(3, 2, (1280, 720), True), (4, 3, (960, 540), False),
                                                    (4, 3, (1280, 720), False)])
def test_royals_won_sit_side_by_side_clear_of_the_hand(players, most, size, apart):
    """A seat's royals overlapped by 70% beside plenty of room, and at four players the last
    ran into the hand's backs: with room they sit apart; crowded, each still shows its corner
    (at least half of it), and never reaches where the hand begins. (Bots play until a seat
    other than the viewer's holds ``most`` royals.)"""
    m = Match("auctioneer", players, [SeatSpec(f"P{i}", "bot", "medium") for i in range(players)], 5, bot_delay=0,
              threaded=False)
    while not m.over and max(len(w) for w in m.view(0).won[1:]) < most:
        m.run_bots_instantly(5)
    with table_window(m, size=size) as (app, t):
        app.draw()
        checked = 0
        for seat in range(1, players):
            won = t.royals_shown()[seat]
            if len(won) < 2:
                continue
            box = t.seat_rect(seat)
            rects = sorted((r for r, _, c in t.hot if c in won and box.contains(r)), key=lambda r: r.left)
            assert len(rects) == len(won), (seat, won)
            for a, b in zip(rects, rects[1:]):
                assert (a.right <= b.left) if apart else (b.left - a.left >= a.width // 2), (seat, a, b)
            hand_left = t.hand_x(seat) - t.px(26) // 2
            assert rects[-1].right <= hand_left, (seat, rects[-1], hand_left)
            checked += 1
        assert checked


def test_a_card_beside_one_of_its_suit_is_warned_of_before_one_a_card_away():
    """"The warning said my 8♦ 'lies face down a card away from the 10♦'; the real danger was
    that it now sat right beside the 7♦, and that is how Bea won" (a newcomer): of two pairs a
    face-down card of yours makes, the one side by side is said."""
    said = _prompt_after_swap({3: "10D", 4: "7D"}, Place("8D", 5), hand=("8D",))
    assert "your 8♦ lies face down beside the 7♦" in said, said


def test_an_ace_and_a_royal_hovered_say_what_they_do():
    """"Hovering the wild Ace shows only 'Ace of Diamonds', with no word that it is wild" (a
    newcomer): an Ace says it counts as any number in a run; a royal says what it is worth."""
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("auctioneer", 2, seats, seed=3, bot_delay=0, threaded=False)
    with table_window(m) as (app, t):
        assert t.describe("standard", "AD") == "Ace of Diamonds: any number 1–10 in a run"
        assert t.describe("standard", "KS") == "King of Spades: worth 3 points"
        assert t.describe("standard", "JH") == "Jack of Hearts: worth 1 point"
        assert t.describe("standard", "7C") == "7 of Clubs"


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_a_face_down_cards_words_lie_over_no_other_card_where_a_place_is_clear(monkeypatch, size):
    """"The face-down hover label covers a neighbouring card" (a newcomer): the words of a
    face-down ring card go under it, over it, or beside it, wherever they cover least of the
    other cards, and over none where such a place exists."""
    from scenes.table_kit import _share
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("auctioneer", 3, seats, seed=4, bot_delay=0, threaded=False)
    m.run_bots_instantly(20)
    with table_window(m, size) as (app, t):
        app.draw()
        notes = [(pygame.Rect(r), c) for r, deck, c in t.hot if deck == t.WORDS and c.startswith("A face-down card")]
        assert len(notes) >= 4
        table_area = t.layout.rect("table").inflate(-8, -8)      # (off the log and side panel's column)
        for r, words in notes:
            t.pointer = lambda r=r: r.center
            t.draw(app.screen)
            t.draw_hover(app.screen)
            box = t._hover_caption
            cards = [pygame.Rect(h) for h, _, c in t.hot if c is not None and not pygame.Rect(h).colliderect(r)]
            covered = sum(_share(h, box) for h in cards)
            # some place beside the card over no card at all: the words take one
            w, h = box.size
            g = t.px(6)
            free = [b for b in (pygame.Rect(r.centerx - w // 2, r.bottom + g, w, h),
                                pygame.Rect(r.centerx - w // 2, r.top - g - h, w, h),
                                pygame.Rect(r.right + g, r.centery - h // 2, w, h),
                                pygame.Rect(r.left - g - w, r.centery - h // 2, w, h))
                    if table_area.contains(b) and not any(b.colliderect(c) for c in cards)]
            if free:
                assert covered == 0, (words, r, box)
            assert not box.colliderect(r)


def test_a_claims_cards_are_said_in_the_order_they_lie_on_the_screen():
    """"The claim banner lists the run in reverse of how it sits on screen" (a newcomer: A♠(7)
    6♠ 5♠ over 5♠ 6♠ A♠ at the ring's foot): the three are said in ring order, the way round
    that reads left to right; never out of ring order ("6♥ 8♥ 7♥" at the ring's end, where
    sorting by where each lay put the middle card last: a newcomer)."""
    from helpers import auctioneer_position
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy"), SeatSpec("Cyd", "bot", "easy")]
    m = Match("auctioneer", 3, seats, seed=3, bot_delay=5.0, threaded=False)
    circle = ["2C", "3C", "4C", "5C", "6C", "5S", "6S", "AS", "7C", "8C", "9C", "10C"]     # twelve apart
    m._state = auctioneer_position(3, circle, royal="JD", step="claim", up=[True] * 12)
    with table_window(m) as (app, t):
        app.draw()
        for start in range(12):
            idx = [(start + k) % 12 for k in range(3)]
            d = {"seat": 0, "cards": [circle[k] for k in idx], "indices": idx, "total": 18, "valid": True,
                 "royal": "JD", "needed": 18}
            said = t.claim_words(d, short=True)
            shown = [c.split("(")[0] for c in said.split(": ", 1)[1].split(" = ")[0].split()]
            forward = [S.CARDS[circle[k]].short for k in idx]
            assert shown in (forward, forward[::-1]), (said, forward)          # ring order, one way or the other
            first, last = (idx[0], idx[-1]) if shown == forward else (idx[-1], idx[0])
            assert t.token_pos(first)[0] <= t.token_pos(last)[0], (said, idx)   # the way that reads left to right


def test_a_card_turned_up_that_you_can_finish_yourself_says_so():
    """"Warnings speak only of the danger: 'a card short of a run for the next player' when I
    could finish that run myself this turn" (a newcomer): where a place or swap of yours makes
    a run you can claim, the prompt says that first."""
    circle = list(FILLER)
    circle[4], circle[5] = "9S", "10S"
    said = _words_after_flip(circle, [k == 4 for k in range(12)], [["8S", "2H"], ["2D"], ["3H"]], "KS", 5)
    assert "you can make a run yourself now" in said, said


def _words_after_flip(circle, up, hands, royal, index) -> str:
    """Ann's prompt at her move, once she has turned up ring card ``index`` (three seats)."""
    from helpers import auctioneer_position
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy"), SeatSpec("Cyd", "bot", "easy")]
    m = Match("auctioneer", 3, seats, seed=3, bot_delay=5.0, threaded=False)
    m._state = auctioneer_position(3, circle, hands=hands, royal=royal, step="flip", up=up)
    with table_window(m) as (app, t):
        t.update(0.05)
        assert t.submit(Flip(index))
        t.update(0.05)
        return t.build_controls()


def test_the_keyboards_cursor_shows_only_once_the_keys_are_used(app, monkeypatch):
    """"A white outline sits on a random ring card with no explanation" (a newcomer who used
    the mouse): the keyboard's cursor is drawn after an arrow key, not while the mouse points."""
    m, t = my_turn_table(app, 3, seed=9)
    lit = []
    real = t.card
    monkeypatch.setattr(t, "card", lambda surface, cid, pos, w, *a, **k: (lit.append(k.get("highlight")),
                                                                          real(surface, cid, pos, w, *a, **k))[1])
    t.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    app.invalidate()
    app.draw()
    assert (255, 255, 255) not in lit
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    lit.clear()
    app.invalidate()
    app.draw()
    assert (255, 255, 255) in lit


def test_a_card_another_seat_placed_stays_marked_through_your_move_and_an_undo():
    """"The '+ Cyd' tag on a card disappears after your own move and did not come back after
    undo" (a newcomer): a card another seat placed since your last turn began keeps its
    placer's mark, wherever later places and swaps move it, from the View's list of placements."""
    from helpers import auctioneer_position
    from rules.auctioneer import Place
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy"), SeatSpec("Cyd", "bot", "easy")]
    m = Match("auctioneer", 3, seats, seed=3, bot_delay=5.0, threaded=False)
    m._state = s = auctioneer_position(3, FILLER[:12], hands=[["9H", "8H"], ["2H"], ["3H"]], royal="KH", to_act=0,
                                       step="move", up=[True] * 12)
    s.turns = 4
    s.placements = [(3, 2, 6)]                    # Cyd placed the card at 6 on the turn before yours
    with table_window(m) as (app, t):
        t.update(0.05)
        assert t.last_moved_by(6) == (2, "placed")
        assert t.submit(Place("9H", 2))             # yours, before it: the card moves on to 7
        t.update(0.05)
        assert t.last_moved_by(7) == (2, "placed") and t.last_moved_by(6) is None
        assert t.last_moved_by(2) is None           # your own placement carries no mark
        assert t.undo() is not False
        t.update(0.05)
        assert t.last_moved_by(6) == (2, "placed")


def test_a_past_swap_of_face_down_cards_says_which_by_the_cards_around_them():
    """"Review rows say 'not told apart from Swap two face-down cards', which doesn't tell me
    which swap" (a newcomer): a swap of two face-down cards at a past moment is said by the
    cards around them that were known then."""
    import dataclasses
    from helpers import auctioneer_position
    circle = list(FILLER)
    up = [k in (3, 6) for k in range(12)]              # the 5♠ and the 4♠ face up
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy"), SeatSpec("Cyd", "bot", "easy")]
    m = Match("auctioneer", 3, seats, seed=3, bot_delay=5.0, threaded=False)
    m._state = auctioneer_position(3, circle, hands=[["2H"], ["2D"], ["3H"]], royal="KH", step="move", up=up)
    with table_window(m) as (app, t):
        past = m.view(0)
        t.view = dataclasses.replace(past, turns_this_round=past.turns_this_round + 3)     # the table has moved on
        said = t.move_text(Swap(4, 5), view=past)
        assert said == "Swap two face-down cards side by side between the 5♠ and the 4♠", said
        assert t.move_text(Swap(9, 10), view=past) == "Swap two face-down cards"          # nothing known near


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_ring_cards_never_lie_over_each_other(app, size):
    """Opened where cards went in, the ring's cards down its sides lay over each other (they
    stand there by their height: a newcomer, "cards overlap, and gap dots can sit under card
    edges"). However many placements, no ring card covers more than a corner of another."""
    app.screen = pygame.display.set_mode(size)
    for s in app.stack:
        s.on_resize(size)
    seats = [SeatSpec("Ann", "bot", "medium")] + bots(3)[1:]
    worst = 0.0
    for seed in (5, 6, 7):
        m = Match("auctioneer", 3, seats, seed, bot_delay=0, threaded=False)
        app.clear_to("title")
        t = app.push("table:auctioneer", m, viewer=0, animate=False)
        for _ in range(160):
            if m.over:
                break
            m.run_bots_instantly(1)
            t.update(0.01)                      # the table takes in the move
            n = len(t.tokens)
            w = t.ring_w()
            h = round(w * 88 / 63)
            rects = []
            for k in range(n):
                x, y = t.point(t.angle_of(k, n))
                rects.append(pygame.Rect(round(x - w / 2), round(y - h / 2), w, h))
            for i in range(n):
                for j in range(i + 1, n):
                    c = rects[i].clip(rects[j])
                    worst = max(worst, c.width * c.height / (w * h))
    assert worst < 0.04, worst             # (at ROOM 0.8: 7% of a card; at 0.9: 3%, corners touching)


def test_your_flip_is_told_of_the_card_just_placed_beside_a_face_up_one():
    """"Nothing flags an opponent's face-down card placed next to a face-up card, which is the
    main way bots win" (a newcomer). At your flip, the prompt says who just placed a card face
    down beside which face-up card; with no such card it says only what to do."""
    from helpers import auctioneer_position
    circle = ["2C", "3C", "4C", "8D", "9D", "6C", "7H", "5S", "9C", "10C", "2D", "3D"]
    s = auctioneer_position(3, circle, hands=[["2H"], ["3H"], ["4H"]], royal="KS", step="flip",
                            up=[k == 3 for k in range(12)], to_act=0)
    s.placements = [(0, 2, 4)]                        # Cyd placed the 9♦ beside the face-up 8♦
    s.known[4] = 1 << 2
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("auctioneer", 3, seats, seed=1, bot_delay=0, threaded=False)
    m._state = s
    with table_window(m) as (app, t):
        said = t.build_controls()
        assert "Cyd just placed one face down beside the 8♦" in said, said
        s.placements = [(0, 2, 9)]                    # beside no face-up card
        t.view = m.view(0)
        t.live_view = t.view
        said = t.build_controls()
        assert "just placed" not in said and "turn a face-down card" in said, said
        # one place from it, a card between: not "beside" ("Cyd just placed one face down beside
        # the A♦" was false, another card lay between them: a newcomer)
        s.placements = [(0, 2, 5)]
        s.known[5] = 1 << 2
        t.view = m.view(0)
        t.live_view = t.view
        said = t.build_controls()
        assert "Cyd just placed one face down one place from the 8♦" in said and "beside" not in said, said


def test_another_seats_royals_have_the_room_left_of_its_hand():
    """"By round 9, Cyd's seven royals overlap into about 150 px right against his hand of card
    backs" (a newcomer): another seat's hand stands at its box's right end, and its royals,
    seven of them, stand side by side at full size."""
    import scenes.table_auctioneer as TA
    from helpers import auctioneer_position
    circle = ["2C", "3C", "4C", "8D", "9D", "6C", "7H", "5S", "9C", "10C", "2D", "3D"]
    s = auctioneer_position(3, circle, hands=[["2H"], ["3H", "4H"], ["4S"]], royal="KS", step="flip", to_act=0)
    s.won[2] = ["KH", "QD", "JH", "KD", "KC", "JD", "QH"]
    s.goods = [g for g in s.goods if g not in s.won[2]]
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("auctioneer", 3, seats, seed=1, bot_delay=0, threaded=False)
    m._state = s
    drawn = []
    with table_window(m) as (app, t):
        orig = t.card
        box = t.seat_rect(2)

        def spy(surface, cid, center, w, *a, **k):
            if cid in s.won[2] and box.collidepoint(center):
                drawn.append((center, w))
            return orig(surface, cid, center, w, *a, **k)
        t.card = spy
        app.invalidate()
        app.draw()
        assert len(drawn) == 7, drawn
        assert all(w == t.px(30) for _, w in drawn), drawn
        xs = sorted(c[0] for c, _ in drawn)
        assert all(b - a >= t.px(30) for a, b in zip(xs, xs[1:])), xs         # side by side
        assert xs[-1] + t.px(15) < t.hand_x(2) - t.px(13), (xs[-1], t.hand_x(2))


def test_news_of_an_undo_gives_way_once_you_go_on():
    """""Undone:" stayed before the prompt of the card picked since (a newcomer): news stands
    a moment, then the next key or click you go on with puts it away; a problem stays its time."""
    import time as T
    from helpers import auctioneer_position
    circle = ["2C", "3C", "4C", "8D", "9D", "6C", "7H", "5S", "9C", "10C", "2D", "3D"]
    s = auctioneer_position(3, circle, hands=[["2H", "5H"], ["3H"], ["4H"]], royal="KS", step="move",
                            up=[k == 3 for k in range(12)], to_act=0)
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("auctioneer", 3, seats, seed=1, bot_delay=0, threaded=False)
    m._state = s

    def key(k):
        return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")
    with table_window(m) as (app, t):
        t.flash("Undone: your last move is taken back.", problem=False)
        t.handle(key(pygame.K_DOWN))                  # at once: still there (a moment to read it)
        assert t.error.startswith("Undone")
        t.error_time = T.monotonic() - 1.0
        t.handle(key(pygame.K_DOWN))                  # a hand card picked: you go on
        assert t.error == "", t.error
        t.flash("Too late to undo.", problem=True)
        t.error_time = T.monotonic() - 1.0
        t.handle(key(pygame.K_DOWN))
        assert t.error == "Too late to undo."


@pytest.mark.parametrize("pattern", [[3] * 10, [3, 4, 5] * 3 + [3], [0, 6, 3, 9, 1, 7] * 2])
def test_no_gap_of_the_ring_reads_as_two_cards_apart(pattern):
    """"Spacing becomes uneven, with a large hole between the A♦ and 7♦" (a newcomer, of the
    three cards of a run): a ring opened only where cards went in kept the deal's wide gaps
    (1.8 times the others) on its far side. Once a gap grows wide, a placement also moves every
    card a little way toward an even ring (not at every placement: "the ring re-spaces itself
    after every insertion", the next newcomer): no gap reaches 1.6 of an even ring's place."""
    import math
    from scenes.table_auctioneer import _even, _opened
    homes = _even(12)
    for at in pattern:
        homes = _opened(homes, at % len(homes))
        n = len(homes)
        gaps = [(homes[(k + 1) % n] - homes[k]) % math.tau for k in range(n)]
        assert max(gaps) < 1.6 * math.tau / n, (n, max(gaps) / (math.tau / n))



def test_a_ring_cards_tag_shows_a_short_name_whole(app, monkeypatch):
    """"The '+ Cyd' tag is cut off to '+ C…'" (a newcomer, on a narrow card of a full ring): a
    tag's letters grow smaller before its words are cut."""
    import scenes.table_auctioneer as TA
    from game.assets import font
    m = Match("auctioneer", 3, bots(3), 5, bot_delay=0, threaded=False)
    t = app.push("table:auctioneer", m, viewer=0, animate=False)
    seen = []
    orig = TA.text
    monkeypatch.setattr(TA, "text", lambda surface, s, pos, size, *a, **k: (
        seen.append((s, size, k.get("max_width"))), orig(surface, s, pos, size, *a, **k))[1])
    want = max(9, t.px(11))
    w = next(w for w in range(80, 20, -1)
             if font(want, True).size("+ Cyd")[0] > int(w * 0.8) - t.px(4)
             and font(8, True).size("+ Cyd")[0] <= int(w * 0.8) - t.px(4))
    t.card_tag(app.screen, pygame.Rect(100, 100, w, w * 88 // 63), w, "+ Cyd", (250, 250, 250), (0, 0, 0), (9, 9, 9))
    (said, size, room), = seen
    assert said == "+ Cyd" and font(size, True).size(said)[0] <= room, (size, room)


def test_a_click_on_a_ring_card_easing_its_last_bit_home_is_taken(app):
    """Each placement eases every ring card a little toward an even ring: a click on a card in
    the last of that easing is taken (a click is kept waiting only while a card is still a
    tenth of a place or more from its place, as when the ring opens for a card)."""
    import math
    m, t = my_turn_table(app)
    n = len(t.tokens)
    for tok in t.tokens:
        tok["a"] += 0.05 * math.tau / n                 # every card a twentieth of a place short
    assert t.ring_moving()
    k = next(i for i, sl in enumerate(t.view.circle) if not sl.face_up)
    t.handle(click(t.token_pos(k)))
    assert m.record()["actions"][-1]["action"] == Flip(k).to_json()


def test_a_run_of_your_own_elsewhere_is_not_said_of_the_pair_you_turned_up():
    """"'The 10♥ and the 8♥ now lie face up… you can make a run yourself now': the hearts were
    not my run, my hidden diamonds were" (a newcomer): the pair you turned up is warned of, and
    the run you can make elsewhere said apart from it."""
    circle = list(FILLER)
    circle[4], circle[5] = "9S", "10S"                   # the pair the flip opens (no 8♠ or J… in hand)
    circle[9], circle[10] = "7D", "8D"                   # face up: your 9♦ finishes a run
    said = _words_after_flip(circle, [k in (4, 9, 10) for k in range(12)], [["9D", "2H"], ["2D"], ["3H"]], "KD", 5)
    assert "you can make a run yourself now" not in said, said
    assert "careful" in said and "A run of your own is one place or swap away" in said, said


def test_your_card_swapped_beside_a_face_up_one_is_said_at_your_turn():
    """"After Bea swapped my face-down 10♥ next to the face-up 8♥, there was no warning… The
    warnings only check the move I just made" (a newcomer). At your flip, one of your face-down
    cards that another seat's swap left beside a face-up card it pairs with is said."""
    from helpers import auctioneer_position
    circle = list(FILLER)
    circle[5], circle[6] = "10H", "9H"
    up = [k == 6 for k in range(12)]
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy"), SeatSpec("Cyd", "bot", "easy")]
    m = Match("auctioneer", 3, seats, seed=3, bot_delay=5.0, threaded=False)
    s = auctioneer_position(3, circle, hands=[["2S"], ["2D"], ["3H"]], royal="KH", step="flip", up=up)
    s.known[5] = 1 << 0                                   # your 10♥, face down
    s.turns = 5
    s.swaps = [(4, 1, 5, 7)]                              # Bea's swap brought it beside the 9♥
    m._state = s
    with table_window(m) as (app, t):
        t.update(0.05)
        said = t.build_controls()
    assert "Bea's swap put your 10♥ (face down) beside the 9♥" in said, said
    s.swaps = [(4, 0, 5, 7)]                              # your own swap: said when you made it
    m._state = s
    with table_window(m) as (app, t):
        t.update(0.05)
        assert "swap put your" not in t.build_controls()


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_your_royals_stand_whole_before_your_hand(size):
    """"The won-royals row in my seat panel runs right up against my hand" (a newcomer with five):
    your hand begins past your royals, each at its full width, side by side."""
    from game.settings import Settings
    m = Match("auctioneer", 3, [SeatSpec(f"P{i}", "bot", "medium") for i in range(3)], 28, bot_delay=0,
              threaded=False)
    while not m.over and len(m.view(0).won[0]) < 5:
        m.run_bots_instantly(5)
    assert not m.over and m.view(0).hand              # (seed 28: seat 0 wins five with a hand left)
    app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        app.push("title")
        t = app.push("table:auctioneer", m, viewer=0, animate=False)
        app.draw()
        won = t.royals_shown()[0]
        box = t.seat_rect(0)
        rects = sorted((r for r, _, c in t.hot if c in won and box.contains(r)), key=lambda r: r.left)
        assert len(rects) == len(won)
        assert all(r.width >= t.px(30) - 1 for r in rects), rects
        assert all(a.right + t.px(3) <= b.left for a, b in zip(rects, rects[1:])), rects     # apart
        hand_left = min(x for x, _ in t.hand_centers().values()) - t.px(58) / 2
        assert rects[-1].right + t.px(12) <= hand_left, (rects[-1], hand_left)               # and clear of it
    finally:
        app.shutdown()


def test_the_run_finder_can_be_turned_off():
    """"The table solves puzzles for you: 'You can make a run yourself now…' and runs that glow
    green take away the main skill of spotting the run… There is no visible way to turn this
    assist down" (a newcomer). With the settings' Run finder off, a run you can see neither
    glows nor is chosen or named for you; the claim is still yours to make."""
    import scenes.table_auctioneer as TA
    from helpers import auctioneer_position
    circle = list(FILLER)
    circle[3], circle[4], circle[5] = "7H", "8H", "9H"
    up = [k in (3, 4, 5) for k in range(12)]
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy"), SeatSpec("Cyd", "bot", "easy")]
    for finder in (True, False):
        m = Match("auctioneer", 3, seats, seed=3, bot_delay=5.0, threaded=False)
        m._state = auctioneer_position(3, circle, hands=[["2S"], ["2D"], ["3H"]], royal="QH", step="claim", up=up)
        with table_window(m) as (app, t):
            app.settings.run_finder = finder
            t.update(0.05)
            said = t.build_controls()
            assert ("a run you can see wins the royal" in said) == finder, said
            assert (t.sel_claim == 3) == finder
            lit = []
            orig = t.card
            t.card = lambda surface, cid, center, width, face_up=True, highlight=None, **k: (
                lit.append(highlight), orig(surface, cid, center, width, face_up, highlight, **k))[1]
            t.draw(app.screen)
            assert (TA.VALID in lit) == finder
            t.sel_claim = 3
            t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c"))
            assert any(e.kind == "won" for e in m.events)          # claimed all the same
