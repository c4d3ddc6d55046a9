"""The Me First table through the real scenes: bots-only games reach the results at 2 and 5
players; a seat's frames never depend on other seats' buried cards, hands or pending picks;
hot-seat with 3 humans and 2 bots reaches the results, and no frame between curtains shows
another human's hand or pick (checked by comparing frames)."""
from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.match import Match
from game.seats import SeatSpec
from game.settings import Settings
from rules import IllegalAction
from rules.core import Rng
from rules.me_first import GAME, Pick
from scenes.results import ResultsScene
from scenes.table_me_first import MeFirstTable
from helpers import to_tax_pick as _to_tax_pick, spy_words, table_window, words_drawn



def bots(n):
    return [SeatSpec(f"Bot{i}", "bot", "medium") for i in range(n)]


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def frame(app):
    app.invalidate()
    app.draw()
    return pygame.image.tobytes(app.screen, "RGB")


@pytest.mark.parametrize("players", [2, 5])
def test_bots_only_game_reaches_the_results(app, players):
    m = Match("me-first", players, bots(players), seed=20 + players, bot_delay=0.0, threaded=False)
    app.push("title")
    app.push("table:me-first", m)
    for _ in range(20000):
        app.frame(0.3, events=[])
        if isinstance(app.top, ResultsScene):
            break
    assert m.over and isinstance(app.top, ResultsScene)
    app.draw()


def same_frames_whatever_is_hidden(a, m, viewer, rng, tries=3) -> int:
    """Redraw the table for ``viewer`` over states that differ in everything the viewer
    cannot see (sampled from its own View): every frame must be identical."""
    t = MeFirstTable(a, m, viewer=viewer, animate=False)
    a.stack = [t]
    t.view = m.view(viewer)
    base = frame(a)
    s = m._state
    n = 0
    for _ in range(tries):
        other = GAME.determinize(GAME.view(s, viewer), rng)
        assert GAME.view(other, viewer) == GAME.view(s, viewer)
        m._state = other
        t.view = m.view(viewer)
        assert frame(a) == base, f"seat {viewer}'s frame changed with hidden cards"
        n += 1
    m._state = s
    return n


@pytest.mark.parametrize("players", [3, 5])
def test_frames_do_not_depend_on_what_a_seat_cannot_see(players):
    a = App(size=(1280, 720), settings=Settings(anim_speed="off"), headless=True)
    try:
        rng = Rng(4)
        checked = 0
        m = Match("me-first", players, bots(players), seed=7, bot_delay=0, threaded=False)
        for stop in (4, 30, 60, 75, 90):
            m.run_bots_instantly(stop - m.step)
            if m.over:
                break
            for viewer in (0, players - 1, None):
                checked += same_frames_whatever_is_hidden(a, m, viewer, rng)
        assert checked >= 20
    finally:
        a.shutdown()


def test_a_seat_that_already_chose_is_told_so():
    s = GAME.new(2, 3)
    rng = Rng(1)
    while s.stage != "pick":
        seat = next(iter(GAME.to_act(s)))
        legal = GAME.legal_actions(s, seat)
        s, _ = GAME.apply(s, seat, legal[rng.randrange(len(legal))])
    s, _ = GAME.apply(s, 0, GAME.legal_actions(s, 0)[0])
    with pytest.raises(IllegalAction, match="already chosen"):
        GAME.apply(s, 0, Pick(s.hands[0][0]))


def test_hot_seat_three_humans_two_bots_private_between_curtains(app):
    seats = [SeatSpec("Ann", "human"), SeatSpec("Ben", "human"), SeatSpec("Bot A", "bot", "medium"),
             SeatSpec("Cat", "human"), SeatSpec("Bot B", "bot", "easy")]
    m = Match("me-first", 5, seats, seed=31, bot_delay=0, threaded=False)
    app.push("title")
    t = app.push("table:me-first", m, animate=False)
    rng = Rng(8)
    curtains = checked = picks_by_keys = 0
    for _ in range(30000):
        app.frame(0.3, events=[])
        top = app.top
        if isinstance(top, ResultsScene):
            break
        if type(top).__name__ == "HandoffScene":
            curtains += 1
            top.ready()
            continue
        if not isinstance(top, MeFirstTable) or top.timeline.busy:
            continue
        # whatever the table shows now (a human's own view, or the public view between
        # turns), it must not change when the other humans' hands and picks change
        if checked < 40 and not m.over and rng.random() < 0.6:
            stack = list(app.stack)
            checked += same_frames_whatever_is_hidden(app, m, top.viewer, rng, tries=1)
            app.stack = stack
        waiting = m.humans_to_act()
        if waiting and top.viewer in waiting:
            if top.picking():
                hand = list(top.view.hand)
                top.handle(key(pygame.K_RIGHT))           # choose, change the choice, confirm
                if len(hand) > 1:
                    top.handle(key(pygame.K_RIGHT))
                top.handle(key(pygame.K_RETURN))
                picks_by_keys += 1
            else:
                legal = m.legal(top.viewer)
                m.submit(top.viewer, legal[rng.randrange(len(legal))])
    assert m.over and isinstance(app.top, ResultsScene)
    assert curtains > 10 and checked >= 20 and picks_by_keys > 10


@pytest.mark.parametrize("memory_aid", [True, False])
def test_every_seats_running_score_is_on_the_table(memory_aid):
    """Stars in and stars taxed for every seat during play (the memory aid: every take is
    public, so it counts what a player who watched would count), matching the engine's own
    count; without the memory aid only your own stars show, as the View gives them."""
    import scenes.table_me_first as T
    seats = [SeatSpec("Ann", "human")] + bots(4)[1:]
    m = Match("me-first", 4, seats, seed=6, bot_delay=0, threaded=False)
    while not m.over and m.view(None).phase != "tax" or m.view(None).round < 3:
        m.run_bots_instantly()
        if m.humans_to_act():
            legal = m.legal(0)
            m.submit(0, legal[0])
    assert not m.over
    s = m._state
    app = App(size=(1280, 720), settings=Settings(anim_speed="off", memory_aid=memory_aid), headless=True)
    said = []
    orig = T.text

    def recording(surface, t, *a, **k):
        said.append(t)
        return orig(surface, t, *a, **k)
    try:
        T.text = recording
        app.push("title")
        t = app.push("table:me-first", m, viewer=0, animate=False)
        app.draw()
        stars = [sum(T.mf_card(c).stars for c in s.acquired[i]) for i in range(4)]
        taxed = [sum(T.mf_card(c).stars for c in s.tax[i]) for i in range(4)]
        assert any(taxed)
        assert t.tally() == [(stars[i], taxed[i]) for i in range(4)]
        for i in range(1, 4):
            assert (f"{stars[i]} ★" in said and f"−{taxed[i]} taxed" in said) == memory_aid, (i, said)
        mine = [x for x in said if x.startswith("your stars")]
        assert mine and (f"−{taxed[0]} taxed" in mine[0]) == memory_aid
    finally:
        T.text = orig
        app.shutdown()


def test_the_turn_order_bar_shows_the_tops_that_set_this_rounds_order(app):
    """The bar says why the order is what it is: the tops as the round began (lowest number
    first, more arrows first on a tie), not the tops now, after some seats have taken."""
    from rules.decks.me_first_deck import card
    seats = [SeatSpec("Ann", "human")] + bots(4)[1:]
    m = Match("me-first", 4, seats, seed=9, bot_delay=0, threaded=False)
    app.push("title")
    t = app.push("table:me-first", m, viewer=0, animate=False)
    checked = 0
    rng = Rng(2)
    while not m.over:
        m.run_bots_instantly()
        if m.over:
            break
        v = m.view(0)
        t.update(0.0)
        tops = t.order_tops()
        if v.round > 1 and v.stage != "pick":
            keys = [(card(tops[s]).number, -card(tops[s]).arrows) for s in v.order]
            assert keys == sorted(keys), (v.phase, v.round, keys)
            if any(tops[s] != v.tops[s] for s in v.order):
                checked += 1
        legal = m.legal(0)
        if legal:
            m.submit(0, legal[rng.randrange(len(legal))])
    assert checked >= 5


def test_the_first_tax_round_order_reads_seat_order_reversed(app, monkeypatch):
    """The turn-order bar said "seat order" in the first tax round, which goes the other way
    (MF5: seat n-1 down); a newcomer saw the bar contradict the table."""
    import scenes.table_me_first as T
    from rules.me_first import TAX
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "easy"), SeatSpec("Cyd", "bot", "easy")]
    m = Match("me-first", 3, seats, seed=4, bot_delay=0, threaded=False)
    for _ in range(500):
        if m.view(0).phase == TAX:
            break
        m.run_bots_instantly()
        if 0 in m.humans_to_act():
            m.submit(0, m.legal(0)[0])
    v = m.view(0)
    assert v.phase == TAX and list(v.order) == [2, 1, 0]
    said = spy_words(monkeypatch, T)
    app.push("title")
    app.push("table:me-first", m, viewer=0, animate=False)
    app.draw()
    assert said.count("seat order reversed") == 3 and "seat order" not in said


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_the_tax_pick_warns_that_the_card_feeds_the_others(size, monkeypatch):
    """A newcomer put a card into the tax row not knowing the others may take it (MF5): while
    choosing, a line under the hand says so, whole and inside the seat's box at 960x540 too."""
    import scenes.table_me_first as T
    from rules.me_first import TAX
    from scenes.widgets import font
    a = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "easy"), SeatSpec("Cyd", "bot", "easy"),
                 SeatSpec("Dov", "bot", "easy")]
        m = Match("me-first", 4, seats, seed=3, bot_delay=0, threaded=False)
        said = []
        orig = T.text

        def spy(surface, s, *args, **kw):
            r = orig(surface, s, *args, **kw)
            said.append((s, r, args[1] if len(args) > 1 else kw.get("size")))
            return r
        monkeypatch.setattr(T, "text", spy)
        a.push("title")
        t = a.push("table:me-first", m, viewer=0, animate=False)
        a.draw()
        assert m.view(0).phase != TAX and T.FEEDS_OTHERS not in [s for s, _, _ in said]
        for _ in range(500):
            v = m.view(0)
            if v.phase == TAX and v.stage == "pick" and 0 in v.to_act:
                break
            m.run_bots_instantly()
            if 0 in m.humans_to_act():
                m.submit(0, m.legal(0)[0])
        t.view = m.view(0)
        said.clear()
        frame(a)
        # it answers "fewest stars, or highest number?": what makes a card bad to take (MF5, MF6)
        assert "each star" in T.FEEDS_OTHERS and "high number" in T.FEEDS_OTHERS
        assert "your card" not in T.FEEDS_OTHERS        # none is chosen yet
        hits = [(r, sz) for s, r, sz in said if s == T.FEEDS_OTHERS]
        assert len(hits) == 1, "the tax pick does not say the card feeds the others"
        r, sz = hits[0]
        assert r.width >= font(sz).size(T.FEEDS_OTHERS)[0] - 1, "the warning is cut short"
        assert t.seat_rect(0).contains(r)
        m.submit(0, Pick(m.view(0).hand[0]))
        t.view = m.view(0)
        said.clear()
        frame(a)
        assert T.FEEDS_OTHERS not in [s for s, _, _ in said]
    finally:
        a.shutdown()




@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_hint_marks_on_the_hand_hide_no_cards_number(size):
    """A newcomer's fanned hand (9–10 cards): the hint's numbered badge sat on the number of the
    card it recommends (and its outline ran across the neighbours' numbers). Marked with the
    three best picks, one of them the card you chose (lifted), no pixel of any hand card's
    number tile or tallies changes, and each badge stands over its own card, inside your box."""
    from types import SimpleNamespace

    from scenes.hint_panel import HintPanel
    a = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        m = _to_tax_pick(3)
        hand = list(m.view(0).hand)
        assert len(hand) >= 9
        a.push("title")
        t = a.push("table:me-first", m, viewer=0, animate=False)
        for chosen, hinted in ((None, hand[:3]), (hand[4], [hand[4], hand[-1], hand[5]]), (hand[-1], hand[-3:])):
            t.choice = chosen
            frame(a)
            rects = {cid: r.copy() for r, _, cid in t.hot if cid in hand}
            before = a.screen.copy()
            hint = [SimpleNamespace(action=Pick(c)) for c in hinted]
            HintPanel.draw_marks(a.screen, t.px, hint, t.hint_marks)
            for cid, r in rects.items():
                index = pygame.Rect(r.left, r.top, int(r.width * 0.42), int(r.height * 0.52))
                for x in range(index.left, index.right):
                    for y in range(index.top, index.bottom):
                        assert a.screen.get_at((x, y)) == before.get_at((x, y)), \
                            f"a hint mark covers the number of {cid} (chosen {chosen}, hinted {hinted})"
            box = t.seat_rect(0)
            order = list(rects)
            for c in hinted:
                marks = t.hint_marks(Pick(c))
                assert marks, f"{c} is not marked"
                for mk in marks:
                    x, y = (mk.center if isinstance(mk, pygame.Rect) else mk)
                    assert box.inflate(-t.px(12), -t.px(12)).collidepoint(x, y)
                    r = rects[c]
                    k = order.index(c)
                    right = rects[order[k + 1]].left if k + 1 < len(order) else r.right
                    assert r.left <= x < right, f"the mark of {c} is not over its own card"
    finally:
        a.shutdown()


def test_hot_seat_a_double_confirm_does_not_skip_the_reveal(app):
    """Hot-seat: the person who confirms the last pick with a double click (or Enter twice)
    saw the next person's curtain at once: the second press skipped the picks turning up."""
    from rules.me_first import TAX
    m = Match("me-first", 2, [SeatSpec("Ann", "human"), SeatSpec("Ben", "human")], seed=4, bot_delay=0,
              threaded=False)
    while m.view(0).phase != TAX:
        m.submit(m.humans_to_act()[0], m.legal(m.humans_to_act()[0])[0])
    m.submit(1, Pick(m.view(1).hand[0]))                 # Ben has chosen; Ann confirms the last pick
    app.push("title")
    t = app.push("table:me-first", m, viewer=0, animate=False)
    app.frame(1 / 60, events=[])
    assert app.top is t and t.picking()
    t.choose(m.view(0).hand[0])
    app.frame(1 / 60, events=[])
    at = t.buttons[0].rect.center
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=at)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=at)
    app.frame(1 / 60, events=[down, up])                 # Confirm
    assert any(e.kind == "reveal_picks" for e in m.events)
    app.frame(0.12, events=[down, up])                   # ...and the second click of a double click
    for _ in range(30):                                   # half a second on, the picks are still on show
        app.frame(1 / 60, events=[])
    assert app.top is t and t.timeline.busy, "the picks never turned up: the next curtain came at once"


def test_arrow_keys_in_the_tax_hand_start_at_its_ends_and_show_where_they_are(app):
    """With nothing chosen, → chose the second card and ← the last (a newcomer's first press
    went nowhere they expected), and nothing showed where the keys were: the first → takes
    the first card, the first ← the last, and a cursor mark stands under the chosen card."""
    from scenes.widgets import ACCENT
    m = _to_tax_pick(3)
    hand = list(m.view(0).hand)
    app.push("title")
    t = app.push("table:me-first", m, viewer=0, animate=False)
    frame(app)
    t.handle(key(pygame.K_RIGHT))
    assert t.choice == hand[0]
    t.handle(key(pygame.K_RIGHT))
    assert t.choice == hand[1]
    t.handle(key(pygame.K_LEFT))
    t.handle(key(pygame.K_LEFT))
    assert t.choice == hand[-1]                  # round the end
    t.choice = None                              # chosen nothing again (a new round)
    t.cursor = 4
    t.handle(key(pygame.K_LEFT))
    assert t.choice == hand[-1]
    t.choice = None
    frame(app)
    t.handle(key(pygame.K_RIGHT))
    assert t.choice == hand[0]
    shown = frame(app)
    mark = t.cursor_mark()
    assert mark is not None and t.seat_rect(0).contains(mark)
    card = next(r for r, _, cid in t.hot if cid == hand[0])
    assert mark.top >= card.bottom - 1 and card.left <= mark.centerx <= card.right
    colours = {app.screen.get_at((x, y))[:3] for x in range(mark.left, mark.right) for y in range(mark.top, mark.bottom)}
    assert ACCENT[:3] in colours, "no cursor under the chosen card"
    assert shown


def test_the_stack_view_counts_in_words_that_agree(app, monkeypatch):
    """"Your acquired stack: 1 cards": one card, one star are said in the singular."""
    import scenes.table_me_first as T
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("me-first", 2, seats, seed=3, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    legal = m.legal(0)
    m.submit(0, next((a for a in legal if a.card.endswith("s1")), legal[0]))     # a 1-star card if there is one
    said = spy_words(monkeypatch, T)
    app.push("title")
    t = app.push("table:me-first", m, viewer=0, animate=False)
    t.browse = "acquired"
    frame(app)
    heading = next(s for s in said if s.startswith("Your acquired stack"))
    assert len(m.view(0).acquired) == 1 and "1 card," in heading and "1 cards" not in heading
    stars = T.mf_card(m.view(0).acquired[0]).stars
    assert f"{stars} star{'s' if stars != 1 else ''} " in heading
    assert T.count(1, "card") == "1 card" and T.count(0, "star") == "0 stars" and T.count(3, "star") == "3 stars"


@pytest.mark.parametrize("size", [(960, 540), (960, 600), (1280, 720)])
@pytest.mark.parametrize("players", [3, 5])
def test_small_labels_are_readable(size, players, monkeypatch):
    """"tax stack 1", "top was 3▲▲▲", "−4 taxed" were 9 px at 960x600: every label of the Me
    First table is at least 11 px, unless it had to shrink to fit its place (the turn-order
    bar's reasons in a narrow box), and then it is whole at the size it has."""
    import scenes.table_me_first as T
    from scenes.widgets import font
    said = []
    orig = T.text

    def spy(surface, s, pos, size_=18, *a, **k):
        r = orig(surface, s, pos, size_, *a, **k)
        said.append((s, size_, r, k.get("max_width")))
        return r
    monkeypatch.setattr(T, "text", spy)
    a = App(size=size, settings=Settings(anim_speed="off", memory_aid=True), headless=True)
    try:
        m = _to_tax_pick(players)
        m.submit(0, Pick(m.view(0).hand[0]))
        m.run_bots_instantly()                     # into the takes: tax stacks, "top was …" next round
        for _ in range(players * 2):
            if m.humans_to_act():
                m.submit(0, m.legal(0)[0])
            m.run_bots_instantly()
        a.push("title")
        t = a.push("table:me-first", m, viewer=0, animate=False)
        said.clear()
        frame(a)
        assert any("▲" in s for s, *_ in said) and any("tax stack" in s for s, *_ in said)
        boxes = [t.seat_rect(i) for i in range(players)]
        for s, _, r, _ in said:                    # grown, the stacks' labels stay in their boxes
            if "stack " in s:
                assert any(b.contains(r) for b in boxes), f"{s!r} runs out of its seat's box at {size}"
        for s, sz, r, room in said:
            if sz >= 11:
                continue
            assert room is not None and font(11).size(s)[0] > room, f"{s!r} is {sz} px at {size}"
            assert r.width >= font(sz).size(s)[0] - 1, f"{s!r} shrank and is still cut"
    finally:
        a.shutdown()


def test_hot_seat_covers_the_screen_only_when_a_seat_holds_a_secret(app):
    """A newcomer met a curtain before each of about twenty first-phase takes in hot-seat. While
    acquiring, a seat's View adds only its own stack and stars, every card of which everyone saw
    taken: the screen goes to the next person at once. In the tax phase a hand and a secret pick
    are private: a curtain comes before every pick; a take is from the face-up row, made with
    the hand hidden, and needs none (one came before the take of the person who already had the
    screen, three or four a tax round: a newcomer)."""
    seats = [SeatSpec("Ann", "human"), SeatSpec("Ben", "human"), SeatSpec("Bot", "bot", "medium")]
    m = Match("me-first", 3, seats, seed=12, bot_delay=0, threaded=False)
    app.push("title")
    t = app.push("table:me-first", m, animate=False)
    rng = Rng(4)
    curtains = {"acquire": 0, "tax": 0, "take": 0}
    switched_without = 0
    last = None
    turned_in_the_open = 0
    for _ in range(30000):
        app.frame(0.3, events=[])
        top = app.top
        if isinstance(top, ResultsScene):
            break
        if type(top).__name__ == "HandoffScene":
            # never before a pick that plays itself (a one-card hand: four screens for no
            # decision, a newcomer)
            assert all(len(m.legal(s)) > 1 for s in m.humans_to_act()), m.view(None).round
            curtains[m.view(None).phase] += 1
            curtains["take"] += m.view(None).phase == "tax" and m.view(None).stage == "take"
            top.ready()
            continue
        if isinstance(top, MeFirstTable) and top.viewer is not None and top.holds_secret(top.viewer):
            # a hand on screen only behind its curtain: at the end of the first phase Ben's hand
            # showed face up with no "Pass to Ben" (a newcomer)
            assert top.behind_curtain == top.viewer or (top.forced_in_the_open(top.viewer) and not top.hand_in_sight()), \
                (top.viewer, top.behind_curtain, m.view(None).phase)
        if not isinstance(top, MeFirstTable) or top.timeline.busy:
            continue
        waiting = m.humans_to_act()
        if waiting and top.viewer in waiting:
            if top.viewer != last and last is not None and m.view(None).phase == "acquire":
                switched_without += 1
            if m.view(None).phase == "acquire" and top.seat_slot(0) != "seat_0":
                turned_in_the_open += 1      # the table turns only behind a curtain (a newcomer: it turned every hand-off)
            if m.view(None).phase == "tax" and m.view(None).stage == "pick":
                if not top.forced_in_the_open(top.viewer):      # (a last one-card pick plays in the open)
                    assert top.seat_slot(top.viewer) == "seat_0"  # your hand, at the bottom, for your eyes
                    assert top.hand_in_sight()
            elif m.view(None).phase == "tax":
                assert not top.hand_in_sight() and not set(m.view(top.viewer).hand) & {c for _, _, c in top.hot}
            last = top.viewer
            if top.picking():
                top.handle(key(pygame.K_RIGHT))
                top.handle(key(pygame.K_RETURN))
            else:
                legal = m.legal(top.viewer)
                m.submit(top.viewer, legal[rng.randrange(len(legal))])
    assert m.over
    assert curtains["acquire"] == 0 and switched_without > 5 and turned_in_the_open == 0
    assert curtains["tax"] >= 2 * 3          # both people, before every secret pick of the tax phase
    assert curtains["take"] == 0


def test_the_prompt_speaks_to_you_while_a_bot_plays_your_seat(app):
    """"You is taking a card…" while a bot played the seat after Let a bot finish."""
    seats = [SeatSpec("You", "human"), SeatSpec("Ada", "bot", "medium"), SeatSpec("Bea", "bot", "medium")]
    m = Match("me-first", 3, seats, seed=5, bot_delay=5.0, threaded=False)
    app.push("title")
    t = app.push("table:me-first", m, viewer=0, animate=False)
    assert m.humans_to_act() == [0]
    m.finish_by_bot()
    t.update(0.0)
    said = t.build_controls()
    assert "You is" not in said and said == "You are taking a card…", said


def test_the_new_turn_order_is_said_in_a_panel_over_the_bar(app, monkeypatch):
    """"A 'new turn order' banner sits half under the order bar" (a newcomer): the word rose
    from the bar's middle with nothing behind it; held still in a panel on the bar, it then
    "covers the turn-order bar exactly when you want to read it" (another). The bar's label
    says the round; the tax phase's word is held in a panel, over the row's empty places (on
    the bar, it hid the new order: a newcomer)."""
    import scenes.table_me_first as TM
    seats = [SeatSpec("Ann", "human")] + bots(3)[1:]
    m = Match("me-first", 3, seats, seed=4, bot_delay=0, threaded=False)
    app.push("title")
    t = app.push("table:me-first", m, viewer=0)
    track = t.layout.rect("track")
    rng = Rng(3)
    seen = set()
    while not m.over and len(seen) < 2:
        m.run_bots_instantly()
        t.update(0.0)
        for a in t.timeline.anims:
            words = a.text or ""
            assert "new turn order" not in words
            if "Tax phase" in words:
                assert a.kind == "badge" and not track.collidepoint(a.a), (a.kind, a.a, track)
                seen.add("tax")
        t.timeline.anims.clear()
        v = m.view(0)
        if v.phase == "acquire" and v.round > 1 and "order" not in seen:
            with words_drawn(TM) as said:
                app.draw()
            assert f"round {v.round} of {v.rounds}" in said or f"round {v.round}/{v.rounds}" in said, said[:8]
            seen.add("order")
        legal = m.legal(0)
        if legal and not m.over:
            m.submit(0, legal[rng.randrange(len(legal))])
    assert seen == {"order", "tax"}


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("taken", [1, 4, 10])
def test_the_stack_view_shows_its_cards_large_in_a_panel_they_fill(size, taken):
    """The S view drew a few small cards spread across a big, mostly empty panel (a newcomer):
    its cards are as large as the room lets them be (up to 120 px wide), every one inside
    the panel, and the panel is no taller than its cards need."""
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("me-first", 2, seats, seed=3, bot_delay=0, threaded=False)
    while len(m.view(0).acquired) < taken and not m.over:
        m.run_bots_instantly()
        if 0 in m.humans_to_act():
            m.submit(0, m.legal(0)[0])
    with table_window(m, size=size) as (a, t):
        t.browse = "acquired"
        drawn = []
        orig = t.card
        t.card = lambda surface, cid, pos, w, **k: (drawn.append((cid, pos, w)), orig(surface, cid, pos, w, **k))[1]
        panels = []
        import scenes.table_me_first as T
        orig_panel = T.panel
        T.panel = lambda surface, r, *x, **k: (panels.append(pygame.Rect(r)), orig_panel(surface, r, *x, **k))[1]
        try:
            a.draw()
        finally:
            T.panel = orig_panel
        cards = set(m.view(0).acquired)
        big = max(w for c, _, w in drawn if c in cards)
        shown = [(c, p, w) for c, p, w in drawn if c in cards and w == big]     # the stack view's (the table's are smaller)
        assert {c for c, _, _ in shown} == cards
        assert shown, drawn
        box = next((r for r in panels if all(r.collidepoint(p) for _, p, _ in shown)), None)
        assert box is not None, (panels, shown)
        w = shown[0][2]
        rows = len({round(p[1]) for _, p, _ in shown})
        assert w >= min(t.px(120), t.px(76))
        assert box.height <= rows * (w * 88 / 63 + t.px(10)) + t.px(44) + t.px(30) + 2


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_in_the_tax_phase_the_stack_view_dims_the_cards_no_longer_in_your_hand(size):
    """The S view in the tax phase showed all the cards you took alike, not which were still
    in your hand (a newcomer): those gone are dimmed, and a line under the heading says how
    many, whole (after the heading it was cut: "dimmed: 3 cards no longer in y…")."""
    from game.assets import font
    import scenes.table_me_first as T
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "easy"), SeatSpec("Cyd", "bot", "easy")]
    m = Match("me-first", 3, seats, seed=3, bot_delay=0, threaded=False)
    for _ in range(400):
        m.run_bots_instantly()
        v = m.view(0)
        if v.phase == T.TAX and len(v.hand) < len(v.acquired) - 1:
            break
        if 0 in m.humans_to_act():
            m.submit(0, m.legal(0)[0])
    v = m.view(0)
    gone = set(v.acquired) - set(v.hand)
    assert v.phase == T.TAX and len(gone) >= 2
    with table_window(m, size=size) as (a, t):
        t.browse = "acquired"
        drawn, said, room = [], [], {}
        orig, orig_text = t.card, T.text
        t.card = lambda surface, cid, pos, w, **k: (drawn.append((cid, w, k.get("dim", False))),
                                                    orig(surface, cid, pos, w, **k))[1]

        def spy(surface, s, pos, sz, *x, **k):
            said.append(s)
            if "max_width" in k:
                room[s] = font(sz, bool(x[1]) if len(x) > 1 else False).size(s)[0] <= k["max_width"]
            return orig_text(surface, s, pos, sz, *x, **k)
        T.text = spy
        try:
            a.draw()
        finally:
            T.text = orig_text
        big = max(w for _, w, _ in drawn)
        shown = {c: dim for c, w, dim in drawn if w == big}
        assert {c for c, dim in shown.items() if dim} == gone
        line = f"Dimmed: {len(gone)} cards no longer in your hand"
        assert line in said and room[line], room
        assert all(fits for s, fits in room.items() if "stack" in s or "Dimmed" in s), room


@pytest.mark.parametrize("size,n", [((960, 540), 4), ((960, 540), 5), ((1280, 720), 5)])
def test_the_turn_order_bar_says_was_of_every_top_and_alike(size, n, monkeypatch):
    """At 960x540 "top was 6▲▲▲▲" became "top 6▲▲▲▲", read as the seat's top now, and some
    boxes said "top was" while others said "top" (a newcomer): every box says it alike, and
    never "top" without "was"."""
    import scenes.table_me_first as TM
    app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        seats = [SeatSpec("You", "human")] + [SeatSpec(nm, "bot", "medium") for nm in ("Bea", "Cyd", "Dov", "Eve")[:n - 1]]
        m = Match("me-first", n, seats, 5, bot_delay=0, threaded=False)
        for _ in range(3):
            m.run_bots_instantly()
            m.submit(0, m.legal(0)[0])
        m.run_bots_instantly()
        assert m.view(0).round >= 2
        said = spy_words(monkeypatch, TM)
        app.push("title")
        t = app.push("table:me-first", m, viewer=0, animate=False)
        t.invalidate()
        app.draw()
        tops = [s for s in said if isinstance(s, str) and "▲" in s and not s.startswith(("1st", "2nd", "3rd", "4th"))]
        assert len(tops) == n, tops
        assert not any(s.startswith("top ") and not s.startswith("top was") for s in tops), tops
        forms = {s.split(" ")[0] if not s[0].isdigit() else "" for s in tops}
        assert len(forms) == 1, tops
    finally:
        app.shutdown()


def test_no_flying_card_comes_up_over_your_open_stack(app, monkeypatch):
    """"A card mid-animation showed above the dimmed stack view" (a newcomer): while a panel you
    opened covers the table, its animations go on under it, unseen."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in (1, 2)]
    m = Match("me-first", 3, seats, 5, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    app.push("title")
    t = app.push("table:me-first", m, viewer=0)
    drawn = []
    monkeypatch.setattr(t.anims, "draw", lambda surface: drawn.append(1))
    app.draw()
    assert drawn
    drawn.clear()
    t.browse = "acquired"
    app.draw()
    assert not drawn


def test_the_last_acquisition_round_says_no_next_round_goes_by_the_tops(app, monkeypatch):
    """"In the last round the side panel still says 'Next round the lowest top card goes
    first'" (a newcomer): in the phase's last round it says how the tax phase starts."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in (1, 2)]
    m = Match("me-first", 3, seats, 5, bot_delay=0, threaded=False)
    app.push("title")
    t = app.push("table:me-first", m, viewer=0, animate=False)
    said = []
    orig = t.draw_side_panel
    monkeypatch.setattr(t, "draw_side_panel", lambda surface, key, title, lines, **k: (
        said.extend(w for w, _ in lines), orig(surface, key, title, lines, **k))[1])
    while True:
        m.run_bots_instantly()
        t.update(0.05)
        v = m.view(0)
        said.clear()
        t.invalidate()
        app.draw()
        if v.round >= v.rounds:
            assert "Next round the lowest top card" not in said and "phase starts in reverse seat order:" in said
            # and where that puts you ("As seat 1 I chose last in 7 of 8 tax rounds… The round-8
            # panel says 'tax starts in reverse seat order' without telling seat 1 'you will
            # choose last'": a newcomer)
            assert "you take last in its first round." in said, said
            break
        assert "Next round the lowest top card" in said
        m.submit(0, m.legal(0)[0])


def test_a_big_hand_spreads_to_the_room_beside_it(app):
    """"A 13-card hand overlaps heavily even though the panel has spare width" (a newcomer):
    your hand runs to near the box's right edge."""
    from game.assets import font
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium")]
    m = Match("me-first", 2, seats, 5, bot_delay=0, threaded=False)
    app.push("title")
    t = app.push("table:me-first", m, viewer=0, animate=False)
    r, area = t.seat_rect(0), t.hand_area()
    note = font(max(12, t.px(15)), True).size("has chosen")[0]
    assert r.right - area.right <= note + t.px(30), (r, area)


@pytest.mark.parametrize("players,size", [(4, (1280, 720)), (5, (960, 540))])
def test_another_seats_stack_top_fills_its_box(players, size):
    """"The opponents' top cards are small, with tiny '2▲ 3★' text" beside "a large empty
    green band" (a newcomer): another seat's top card stands as tall as its box allows, its
    stack's label still inside the box."""
    from game.settings import Settings
    app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        m = Match("me-first", players, [SeatSpec(f"P{i}", "bot", "medium") for i in range(players)], 5,
                  bot_delay=0, threaded=False)
        m.run_bots_instantly(2 * players)
        app.push("title")
        t = app.push("table:me-first", m, viewer=0, animate=False)
        app.draw()
        for seat in range(1, players):
            box = t.seat_rect(seat)
            top = next(r for r, _, c in t.hot if c == m.view(0).tops[seat] and box.contains(r))
            assert top.width >= t.cw(60), (seat, top)
            assert top.bottom + t.px(24) <= box.bottom, (seat, top, box)
    finally:
        app.shutdown()


def test_hot_seat_the_picks_turn_up_in_the_public_view_even_when_the_last_picker_takes_first(app):
    """"When the picks turned up, the last picker's hand was on the screen" (a newcomer): the
    last to pick also took first, so the table kept their eyes. Everyone watches the picks
    turn up: it plays in the public view, and the taker takes from the row in front of everyone,
    the hand kept hidden: no curtain (it came for the person who already had the screen)."""
    from rules.me_first import TAX
    from tests.helpers import read_then_click
    m = Match("me-first", 2, [SeatSpec("Ann", "human"), SeatSpec("Ben", "human")], seed=4, bot_delay=0,
              threaded=False)
    while m.view(0).phase != TAX:
        if m.humans_to_act():
            s = m.humans_to_act()[0]
            m.submit(s, m.legal(s)[0])
        else:
            m.run_bots_instantly()
    first = m.view(0).order[0]
    other = 1 - first
    m.submit(other, Pick(m.view(other).hand[0]))         # the other human has chosen; the first taker picks last
    app.push("title")
    t = app.push("table:me-first", m, viewer=first, animate=False)
    t.set_viewer(first, curtained=True)
    seen = len(m.events)
    assert t.submit(Pick(m.view(first).hand[0]))
    assert any(e.kind == "reveal_picks" for e in m.events[seen:])
    assert first in m.humans_to_act()
    assert t.viewer is None                  # the picks turn up: what everyone may see
    for _ in range(400):                     # then the take, in the open
        app.frame(0.05, events=[])
        read_then_click(t)
        if type(app.top).__name__ != type(t).__name__ or t.viewer is not None:
            break
    assert app.top is t and t.viewer == first and t.is_human_turn(), type(app.top).__name__
    app.invalidate()
    app.draw()
    assert not t.hand_in_sight() and not set(m.view(first).hand) & {c for _, _, c in t.hot}


def test_the_chosen_tax_pick_shows_whole_and_says_what_it_does_to_its_taker(app):
    """"A helper line under your hand never changes" and, in a 13-card hand, "the star bars are
    cut off" (a newcomer): the chosen card is drawn whole over its neighbours, and the line
    under the hand says what that card costs whoever takes it and where it seats them; the
    others close up so the chosen card shows whole."""
    import scenes.table_me_first as T
    m = _to_tax_pick(2)
    hand = list(m.view(0).hand)
    assert len(hand) >= 10
    app.push("title")
    t = app.push("table:me-first", m, viewer=0, animate=False)
    with words_drawn(T) as said:
        frame(app)
        assert T.FEEDS_OTHERS in said                     # nothing chosen yet: what makes a card bad to give
        lines = {}
        for cid in (hand[0], hand[-1]):
            t.choose(cid)
            said.clear()
            frame(app)
            c = T.mf_card(cid)
            line = next(s for s in said if s.startswith(f"Your {c.number} ("))
            assert f"loses {T.count(c.stars, 'point')}" in line and T.FEEDS_OTHERS not in said
            lines[cid] = line
            rects = {c2: r for r, _, c2 in t.hot if c2 in hand}
            k = hand.index(cid)
            if k + 1 < len(hand):       # the next card leaves the chosen one whole
                assert rects[hand[k + 1]].left >= rects[cid].right - 1, "the chosen card is not shown whole"
            assert all(t.seat_rect(0).contains(r) for r in rects.values())
        assert lines[hand[0]] != lines[hand[-1]]
        assert "early" in lines[hand[0]] or T.mf_card(hand[0]).number > 3


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_tax_phase_is_announced_over_the_empty_row_not_over_the_turn_order(size):
    """"The 'Tax phase: your stack becomes your hand' message covers the turn-order bar" (a
    newcomer, just as the new round's order showed there): it stands over the row's empty
    places, clear of the bar, of every seat's box and of the row's starting card."""
    from scenes.anim_layer import badge_plate, badge_size
    a = App(size=size, settings=Settings(anim_speed="normal"), headless=True)
    try:
        m = _to_tax_pick(2)
        a.push("title")
        t = a.push("table:me-first", m, viewer=0, animate=False)
        frame(a)
        t.anim_phase({"phase": "tax"})
        badges = [an for an in t.timeline.anims if an.kind == "badge"]
        assert len(badges) == 1
        an = badges[0]
        plate = badge_plate(an.text, badge_size(t.px, an.extra), tuple(an.color), False, t.px(28),
                            t.px(12)).get_rect(center=tuple(map(int, an.a)))
        assert not plate.colliderect(t.layout.rect("track"))
        assert not any(plate.colliderect(t.seat_rect(s)) for s in range(2))
        assert not plate.colliderect(t.card_rect(t.row_center(0), t.cw(84)))
        assert a.screen.get_rect().contains(plate)
    finally:
        a.shutdown()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_hint_leaves_the_log_room_to_read(size):
    """"The hint replaces the log": at the top of the log's column, a three-move hint left the
    log its heading and a line or two (a newcomer). It takes the phase panel's room too, and the
    log goes on under it with lines to read."""
    from game.bots.search import Estimate
    import scenes.table_me_first as T
    a = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        m = _to_tax_pick(3)
        hand = list(m.view(0).hand)
        a.push("title")
        t = a.push("table:me-first", m, viewer=0, animate=False)
        frame(a)
        why = "Put into the row, it is 6th of the 8 cards by what it costs its taker: you choose 2nd this round."
        t.hints.show([Estimate(Pick(c), 0.4 - 0.05 * k, 120, why=why + " " * k) for k, c in enumerate(hand[:3])], m.step)
        drawn = []
        orig = t.log.draw
        t.log.draw = lambda surface, r, *args, **kw: (drawn.append(r.copy()), orig(surface, r, *args, **kw))[1]
        frame(a)
        hr = t.hints.rect
        assert hr is not None and hr.top == t.layout.rect("phase").top
        assert drawn and drawn[-1].top > hr.bottom
        lh = t.px(18)
        assert drawn[-1].height >= 6 * lh, (drawn[-1], lh)     # the heading and some lines of the log
        assert a.screen.get_rect().contains(hr)
    finally:
        a.shutdown()


def test_hot_seat_acquisition_says_why_no_screen_is_passed(app):
    """"Acquisition has no 'Pass to' screens, which is fine, but nothing in the game explains
    why" (a newcomer, hot-seat): the prompt says this phase is open."""
    m = Match("me-first", 2, [SeatSpec("Ann", "human"), SeatSpec("Ben", "human")], seed=4, bot_delay=0,
              threaded=False)
    app.push("title")
    t = app.push("table:me-first", m, viewer=m.humans_to_act()[0], animate=False)
    frame(app)
    assert t.hot_seat() and "no passing the screen" in t.build_controls()
    solo = Match("me-first", 2, [SeatSpec("Ann", "human")] + bots(2)[1:], seed=4, bot_delay=0, threaded=False)
    t2 = app.push("table:me-first", solo, viewer=0, animate=False)
    frame(app)
    if 0 in solo.humans_to_act():
        assert "passing the screen" not in t2.build_controls()


def _at_your_first_take(app):
    """Ann (a person) against two medium bots, the table up at Ann's first take: (match, table)."""
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("me-first", 3, seats, seed=4, bot_delay=0, threaded=False)
    app.push("title")
    t = app.push("table:me-first", m, viewer=0, animate=False)
    for _ in range(200):
        app.frame(1 / 60, events=[])
        if 0 in m.humans_to_act() and not t.timeline.busy:
            break
    assert 0 in m.humans_to_act()
    return m, t


def test_a_message_said_before_your_turn_gives_the_prompt_back_when_it_comes(app):
    """"Too late to undo…" stayed in the prompt bar into my own turn, so it never said 'Take a
    card from the row'" (a newcomer): when your turn arrives, the prompt says what to do."""
    m, t = _at_your_first_take(app)
    t.submit(m.legal(0)[0])
    assert 0 not in m.humans_to_act()
    t.flash("Too late to undo: a bot has answered your move.")
    for _ in range(400):
        app.frame(1 / 60, events=[])
        if 0 in m.humans_to_act() and not t.timeline.busy:
            break
    app.frame(1 / 60, events=[])
    assert 0 in m.humans_to_act()
    assert t.error == "" and "take a card" in t.build_controls()


def test_a_replay_through_another_seats_eyes_names_that_seat_not_you(app, monkeypatch):
    """A replay watched through Bea's eyes said "You put the 4… into the row" and "Your tax
    stack" of Bea's pick and stack (a newcomer took them for their own): the table says "you"
    only to the person at this screen, and names a watched seat."""
    import scenes.table_me_first as tmf
    m = _to_tax_pick()
    for _ in range(10):
        m.run_bots_instantly(1)
    assert m.view(1).my_pick is not None
    said = spy_words(monkeypatch, tmf)
    app.push("title")
    rp = app.push("replay", m.record(), start=m.step, viewer=1, paused=True)
    rp.browse = "tax"
    app.invalidate()
    app.draw()
    assert any(s.startswith("Bot1 put ") for s in said)
    assert not any(s.startswith(("You ", "Your ")) for s in said), [s for s in said if "You" in s]
    assert any(s.startswith("Bot1's tax stack") for s in said)
    # at the live table the same lines speak to the person playing it
    said.clear()
    m2 = _to_tax_pick()
    m2.submit(0, m2.legal(0)[0])
    t = app.push("table:me-first", m2, viewer=0, animate=False)
    t.browse = "tax"
    app.invalidate()
    app.draw()
    assert any(s.startswith("You put ") for s in said) and any(s.startswith("Your tax stack") for s in said)


def test_a_replay_of_a_seat_named_you_says_your_not_yous(app, monkeypatch):
    """The replay opened from the review, through the eyes of the player's seat (named "You"),
    labelled its Crown "You's Crown" (a newcomer): a seat named You is "your" everywhere."""
    import scenes.table_me_first as tmf
    m = _to_tax_pick()                      # seat 0 is named "You"
    said = spy_words(monkeypatch, tmf)
    app.push("title")
    rp = app.push("replay", m.record(), start=m.step, viewer=0, paused=True)
    assert rp.yours(0) == "your" and rp.yours(1) == "Bot1's"
    rp.browse = "tax"
    app.invalidate()
    app.draw()
    assert any(s.startswith("Your tax stack") for s in said) and not any("You's" in s for s in said)


def test_the_log_tells_your_own_pick_once():
    """"You choose the 1… to put into the row" was followed by "You have chosen a card" (a
    newcomer: the log repeats itself). Your own pick is told once, in full; the others' as
    "has chosen a card"."""
    m = _to_tax_pick()
    for _ in range(10):
        m.run_bots_instantly(1)
    m.submit(0, m.legal(0)[0])
    with table_window(m) as (app, t):
        lines = [s for s, _ in t.log_entries()]
        mine = [s for s in lines if s.startswith("You ") and ("choose" in s or "chosen" in s)]
        assert len(mine) == 1 and "to put into the row" in mine[0], mine
        assert sum("Bot1 has chosen a card" in s for s in lines) == 1, lines
        t.set_viewer(1)
        lines = [s for s, _ in t.log_entries()]
        assert any("You have chosen a card" in s for s in lines), lines      # seat 0 is named You


def test_every_other_seats_choice_stays_in_the_log_after_your_own():
    """"Dov has chosen a card" appeared, then dropped out of the log once the picks were
    revealed (a newcomer): your own pick's private line, told in full, hid the public line
    before it, another seat's, as if it told the same thing."""
    m = _to_tax_pick()
    for _ in range(10):
        m.run_bots_instantly(1)
    assert m.humans_to_act() == [0] and not m.bots_to_act()     # both bots chose before you
    m.submit(0, m.legal(0)[0])
    with table_window(m) as (app, t):
        lines = [s for s, _ in t.log_entries()]
        assert sum("Bot1 has chosen a card" in s for s in lines) == 1, lines
        assert sum("Bot2 has chosen a card" in s for s in lines) == 1, lines
        assert sum("to put into the row" in s for s in lines) == 1, lines


def test_hot_seat_a_last_one_card_pick_plays_in_the_open_without_a_curtain(app):
    """In the last tax round each person holds one card, and each pick still came behind a
    "Pass to …" curtain and a wait: four screens for no decision (a newcomer). A pick that plays
    itself plays in front of everyone, no curtain, the hand and the card unsaid."""
    import scenes.table_kit as TK
    from rules.me_first import TAX
    m = Match("me-first", 3, [SeatSpec("Ann", "human"), SeatSpec("Ben", "human"), SeatSpec("Cyd", "bot", "easy")],
              seed=6, bot_delay=0.05, threaded=False)
    m.autoplay_forced = False
    while True:                                   # on to the last tax round's picks
        v = m.view(None)
        if v.phase == TAX and v.stage == "pick" and all(len(m.legal(s)) == 1 for s in m.humans_to_act()) \
                and m.humans_to_act():
            break
        if m.humans_to_act():
            s = m.humans_to_act()[0]
            m.submit(s, m.legal(s)[0])
        else:
            m.run_bots_instantly(1)
    m.autoplay_forced = True
    last = {s: m.legal(s)[0].card for s in m.humans_to_act()}
    app.push("title")
    t = app.push("table:me-first", m, animate=False)
    curtains = 0
    import time
    m.forced_beat = 0.2
    end = time.monotonic() + 20
    while time.monotonic() < end:
        time.sleep(0.01)                      # (a forced move's beat is in real time)
        with words_drawn(TK) as said:
            app.frame(0.05, events=[])
        if type(app.top).__name__ == "HandoffScene":
            curtains += 1
            app.top.ready()
            continue
        if m.view(None).stage != "pick":
            break
        if t.viewer is not None:
            # a seat's last card is neither drawn nor named while it plays itself
            assert not set(last.values()) & {c for _, _, c in t.hot}
            if t.viewer in last:
                assert "your last hand card goes into the row by itself" in t.forced_words(Pick(last[t.viewer]))
    assert curtains == 0 and m.view(None).stage != "pick"


def test_hot_seat_a_round_ends_in_sight_before_the_next_curtain(app):
    """After a tax round's last take the next "Pass to …" covered the table at once: a newcomer
    never saw how a round ended. The curtain comes a beat (``CURTAIN_BEAT``) after the last
    move, and the window stays awake for it (it never sleeps on a curtain due)."""
    from scenes.table_kit import CURTAIN_BEAT
    m = Match("me-first", 3, [SeatSpec("Ann", "human"), SeatSpec("Ben", "human"), SeatSpec("Cyd", "bot", "easy")],
              seed=6, bot_delay=0.0, threaded=False)
    app.push("title")
    t = app.push("table:me-first", m, animate=False)
    beats = []
    waited = None
    for _ in range(5000):
        events_before = len(m.events)
        app.frame(0.1, events=[])
        top = app.top
        if m.over or len(beats) >= 4:
            break
        if type(top).__name__ == "HandoffScene":
            if waited is not None:
                beats.append(waited)
            waited = None
            top.ready()
            continue
        if len(m.events) != events_before:
            waited = 0.0                        # a move came: the clock of the beat starts
        elif waited is not None and top is t:
            waited += 0.1
        if top is t and t._curtain_in is not None:
            assert app.next_interval() is not None        # awake for the curtain due
        if t.viewer in m.humans_to_act() and not t.timeline.busy:
            if t.picking():
                t.handle(key(pygame.K_RIGHT))
                t.handle(key(pygame.K_RETURN))
            else:
                m.submit(t.viewer, m.legal(t.viewer)[0])
    assert len(beats) >= 4
    assert CURTAIN_BEAT >= 0.8 and all(b >= 0.8 for b in beats), beats      # (about a second)


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("middle", [False, True])
def test_the_tax_panel_says_what_your_place_in_the_takes_means_for_your_pick(size, middle):
    """A newcomer learned only from the review that the last taker is left what nobody took:
    while the picks are chosen, the tax panel says it for your place in this round's takes,
    whole in the panel."""
    import scenes.table_kit as TK
    from game.assets import font
    m = _to_tax_pick(4, 2)
    if middle:                  # on to a round where you take neither first nor last
        from rules.me_first import TAX
        while not (m.view(0).stage == "pick" and 0 in m.view(0).to_act and 0 < list(m.view(0).order).index(0) < 3):
            if not m.run_bots_instantly(1):
                m.submit(0, m.legal(0)[0])
        assert m.view(0).phase == TAX
    with table_window(m, size=size) as (app, t):
        v = m.view(0)
        tip = t.pick_tip()
        at = list(v.order).index(0)
        assert tip and ("first" in tip[0]) == (at == 0) and ("take last" in tip[0]) == (at == len(v.order) - 1)
        # every place is said as yours: the seats between the first and the last read "The last
        # taker keeps…", text for somebody else (a newcomer)
        place = ["first", *(f"{n} of {len(v.order)}" for n in ("2nd", "3rd", "4th")[:len(v.order) - 2]), "last"][at]
        assert tip[0].startswith(f"You take {place}")
        with words_drawn(TK) as said:
            app.invalidate()
            app.draw()
        r = t.layout.rect("phase")
        for line in tip:
            assert line in said and font(max(11, t.px(14))).size(line)[0] <= r.width - t.px(24), line


@pytest.mark.parametrize("tax", [False, True])
def test_a_take_leaves_its_place_marked_with_the_taker_and_the_rest_of_the_row_stays_put(tax):
    """"The reveal-and-take sequence moves quickly, so I had to read the log to follow who took
    what" (a newcomer). The row closed up after each take (every card after it jumped left) and
    the taken card flew from the deck, not from its place. Now each card keeps its place for the
    round, a taken card flies from there to its taker, and its place says who took it."""
    import scenes.table_me_first as TM
    from rules.me_first import TAX, Take
    if tax:
        m = _to_tax_pick(3)
        while not (m.view(0).phase == TAX and m.view(0).stage != "pick" and m.view(0).turn == 0):
            if not m.run_bots_instantly(1):
                m.submit(0, m.legal(0)[0])
    else:
        m = Match("me-first", 3, [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "easy"),
                                  SeatSpec("Cyd", "bot", "easy")], seed=5, bot_delay=0, threaded=False)
    with table_window(m, animate=True) as (app, t):
        app.settings.anim_speed = "normal"
        while t.timeline.busy:
            app.frame(0.1, events=[])
        v = m.view(0)
        first = v.order[v.turn]
        row = list(v.row)
        before = {c: t.row_pos(c) for c in row}
        flown = []
        real = t.anims.fly
        t.anims.fly = lambda c, a, b, *x, **k: (flown.append((c, a)), real(c, a, b, *x, **k))[1]
        if first == 0:
            t.take(row[0])
        else:
            m.run_bots_instantly(1)
        took = next(c for c in row if c not in m.view(0).row)
        app.frame(0.01, events=[])
        assert (took, before[took]) in flown, "the taken card flies from its own place"
        while t.timeline.busy:
            app.frame(0.1, events=[])
        left = [c for c in m.view(0).row]
        assert left and all(t.row_pos(c) == before[c] for c in left), "a card moved"
        with words_drawn(TM) as said:
            app.invalidate()
            app.draw()
        assert f"{m.name(first)} took" in said, said


def test_a_replay_through_another_seats_eyes_says_your_turn_to_no_seat(app, monkeypatch):
    """A replay watched through Bea's eyes read "You · 2nd · your turn" on the seat named You
    beside "Bea · you" (a newcomer): "your turn" is said only to the person at this screen;
    in a replay nobody's seat is theirs to play."""
    import scenes.table_me_first as tmf
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("me-first", 3, seats, 3, bot_delay=0, threaded=False)
    for _ in range(30):
        m.run_bots_instantly()
        if m.over or 0 not in m.humans_to_act():
            break
        m.submit(0, m.legal(0)[0])
    m.run_bots_instantly()
    rec = m.record()
    at = next(i for i, st in enumerate(rec["actions"]) if int(st["seat"]) == 0)     # seat 0 to move
    said = spy_words(monkeypatch, tmf)
    app.push("title")
    app.push("replay", rec, start=at, viewer=1, paused=True)
    app.invalidate()
    app.draw()
    assert not any("your turn" in s for s in said), [s for s in said if "turn" in s]
    said.clear()
    t = app.push("table:me-first", Match("me-first", 3, seats, 3, bot_delay=0, threaded=False), viewer=0,
                 animate=False)
    app.invalidate()
    app.draw()
    assert 0 in t.match.humans_to_act() and any("your turn" in s for s in said)


def test_a_message_in_red_at_your_turn_leaves_the_instruction_beside_it(app, monkeypatch):
    """"Too late to undo. Since your move: Bea takes 5" stood in the prompt bar in the place of
    "Take a card from the row" for its six seconds (a newcomer did not know what to do): the
    red words come first, what to do after them, in the prompt's own colour."""
    import scenes.prompt_bar as bar
    m, t = _at_your_first_take(app)
    instruction = t.build_controls()
    t.flash("Too late to undo. Since your move: Bea takes 5.")
    drawn = []
    orig = bar.text
    monkeypatch.setattr(bar, "text", lambda surface, s, pos, size, colour, *a, **k: (drawn.append((s, tuple(colour))),
                                                                                     orig(surface, s, pos, size, colour, *a, **k))[1])
    app.invalidate()
    app.draw()
    words = " ".join(s for s, _ in drawn)
    assert words.startswith("Too late to undo.") and instruction.split()[0].capitalize() in words, words
    reds = {c for s, c in drawn if "Too late" in s}
    rest = {c for s, c in drawn if instruction.split()[-1] in s}
    assert reds and rest and reds != rest, drawn


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_the_others_hands_show_as_card_backs_that_say_what_they_hold(size):
    """"Opponents' hidden hands appear as an empty outlined slot with 'hand 7' beside it, which
    reads as no cards"; "which cards each opponent still holds… I had to scroll through the log
    and count" (a newcomer). In the tax phase each other hand is a fan of backs; hovered, it
    says how many, and with the memory aid which cards, from the takes everyone saw (every take
    was face up, every pick revealed): exactly the cards that seat holds."""
    from game.art import mefirst_face  # noqa: F401 - the card art is drawn
    for rounds in (0, 3):
        m = _to_tax_pick(4, 4)
        for _ in range(rounds):                 # some tax rounds played: picks revealed and taken
            for _ in range(40):
                if 0 in m.humans_to_act():
                    break
                m.run_bots_instantly(1)
            if m.over or 0 not in m.humans_to_act():
                break
            m.submit(0, m.legal(0)[0])
            m.run_bots_instantly()
            while 0 in m.humans_to_act() and m.view(0).stage != "pick":
                m.submit(0, m.legal(0)[0])
                m.run_bots_instantly()
        with table_window(m, size) as (a, t):
            t.draw(a.screen)
            notes = {c.split("'s hand")[0]: (r, c) for r, d, c in t.hot if d == t.WORDS and "'s hand:" in c}
            for seat in range(1, 4):
                pick = (m._state.picks or {}).get(seat) if isinstance(m._state.picks, dict) else \
                    (m._state.picks[seat] if m._state.picks else None)
                held = sorted(list(m._state.hands[seat]) + ([pick] if pick else []))   # (a pick chosen: face down)
                r, words = notes[t.name(seat)]
                assert f"{m.view(0).hand_sizes[seat]} card" in words
                assert sorted(t.known_hands()[seat]) == held
                for cid in held:
                    from rules.decks.me_first_deck import card
                    c = card(cid)
                    assert f"{c.number} ({c.arrows}▲ {c.stars}★)" in words.replace("\u00a0", " ")
                from game.draw import wrap
                for width in (200, 250, 300):          # each card whole on its line, however it wraps
                    for line in wrap(words, 15, width, True):
                        assert line.count("(") == line.count(")"), line
            a.settings.memory_aid = False
            t.draw(a.screen)
            words = [c for _, d, c in t.hot if d == t.WORDS and "'s hand:" in c]
            assert words and not any("from the takes" in w for w in words)


def test_the_discard_pile_says_what_everyone_saw_go_into_it():
    """"The discard pile is face down and can't be inspected, yet every discard is named in the
    log" (a newcomer): hovered, it says how many, and with the memory aid which cards (each
    discarded face up in front of everyone), in this phase."""
    from rules.decks.me_first_deck import card
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("me-first", 3, seats, seed=4, bot_delay=0, threaded=False)
    for _ in range(4):                                       # a few rounds of the acquisition
        m.run_bots_instantly()
        if 0 in m.humans_to_act():
            m.submit(0, m.legal(0)[0])
    m.run_bots_instantly()
    gone = [e.data["card"] for e in m.events if e.kind == "discard"]
    assert gone and m.view(0).discards == len(gone)
    with table_window(m) as (a, t):
        t.draw(a.screen)
        words = [c for _, d, c in t.hot if d == t.WORDS and c.startswith("The discard pile")]
        assert len(words) == 1 and f"{len(gone)} card" in words[0]
        for cid in gone:
            c = card(cid)
            assert f"{c.number} ({c.arrows}▲ {c.stars}★)" in words[0].replace("\u00a0", " "), words[0]
        # each card whole on its line, however the words wrap (no-break spaces inside one)
        from game.draw import wrap
        for line in wrap(words[0], 15, 300, True):
            assert line.count("(") == line.count(")"), line
        a.settings.memory_aid = False
        a.invalidate()
        t.draw(a.screen)
        words = [c for _, d, c in t.hot if d == t.WORDS and c.startswith("The discard pile")]
        assert words and "everyone saw" not in words[0]


def test_the_tax_deck_says_what_is_left_in_it():
    """"Hovering the tax deck shows nothing, though which cards remain there can be worked out
    from public discards" (a newcomer). The deck says how many cards, face down; in the tax
    phase, with the memory aid, which: the acquisition's discards, less each round's first
    card, turned up since. A single discarded card is "it", not "them"."""
    from rules.me_first import GAME as MF
    m = _to_tax_pick()
    for _ in range(3):                                   # a few tax rounds
        while 0 not in m.humans_to_act() and not m.over:
            m.run_bots_instantly(1)
        m.submit(0, m.legal(0)[0])
        m.run_bots_instantly()
    state = m._state                                     # (the test's eyes only)
    assert state.phase == "tax" and state.deck
    with table_window(m) as (a, t):
        t.draw(a.screen)
        words = [c for _, d, c in t.hot if d == t.WORDS and c.startswith("The deck")]
        assert len(words) == 1 and f"{len(state.deck)} card" in words[0], words
        from scenes.table_me_first import brief, in_order
        assert ", ".join(brief(c) for c in in_order(state.deck)) in words[0], (words[0], state.deck)
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("me-first", 3, seats, seed=4, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    m.submit(0, m.legal(0)[0])
    m.run_bots_instantly()
    assert m.view(0).discards == 1
    with table_window(m) as (a, t):
        t.draw(a.screen)
        words = [c for _, d, c in t.hot if d == t.WORDS and c.startswith(("The discard pile", "The deck"))]
        assert any("everyone saw it go" in w for w in words), words
        assert not any("them" in w for w in words), words
        deck = next(w for w in words if w.startswith("The deck"))
        assert "(" not in deck, deck                     # acquiring: nobody has seen the deck's cards


def test_a_row_card_keeps_its_number_and_its_key_as_the_others_are_taken():
    """"The two cards left in places 3 and 4 are labelled '1' and '2'" (a newcomer): each card
    keeps its place's number, under it and on its key, and the prompt names the keys left."""
    import scenes.table_me_first as TM
    m = Match("me-first", 3, [SeatSpec("Ann", "bot", "easy"), SeatSpec("Bea", "bot", "easy"),
                              SeatSpec("You", "human")], seed=5, bot_delay=0, threaded=False)
    for _ in range(40):
        m.run_bots_instantly()
        v = m.view(2)
        if v.order[v.turn] == 2 and v.turn >= 1:
            break
        m.submit(2, m.legal(2)[-1])
    with table_window(m, viewer=2) as (app, t):
        app.draw()
        v = m.view(2)
        places = {k + 1: c for c, k, _ in t.row_layout()}
        left = {n: c for n, c in places.items() if c in v.row}
        assert len(left) < len(places), "a card was taken before your turn"
        assert t.row_keys() == left
        with words_drawn(TM) as said:
            app.invalidate()
            app.draw()
        assert all(str(n) in said for n in left)
        assert t.keys_words() in t.build_controls()
        n, c = max(left.items())
        t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1 + n - 1, mod=0, unicode=str(n)))
        assert c not in m.view(2).row


def test_the_discard_piles_words_keep_off_the_log():
    """"The discard tooltip covers the log" (a newcomer): a face-down pile's words, hovered,
    stand on the table, not over the log beside it."""
    seats = [SeatSpec("Ann", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd", "Dov")]
    m = Match("me-first", 4, seats, seed=4, bot_delay=0, threaded=False)
    for _ in range(6):
        m.run_bots_instantly()
        if 0 in m.humans_to_act():
            m.submit(0, m.legal(0)[0])
    m.run_bots_instantly()
    with table_window(m) as (app, t):
        app.draw()
        pile = next(r for r, d, c in t.hot if d == t.WORDS and c.startswith("The discard pile"))
        t.draw_words_note(app.screen, pile, t.discard_words())
        assert t.log_open and not t._hover_caption.colliderect(t.log_rect()), (t._hover_caption, t.log_rect())


def test_a_move_in_words_names_its_card_as_the_table_does():
    """"The review reads 'you played Put 9, 4 arrows…'" (a newcomer): a move names its card as
    the lists do, "9 (4▲ 5★)", so it reads as one card."""
    from rules.me_first import Pick, Take
    from scenes.table_me_first import MeFirstTable, brief
    from rules.decks.me_first_deck import IDS
    cid = next(c for c in IDS if brief(c).startswith("9\u00a0"))
    t = MeFirstTable.__new__(MeFirstTable)
    assert MeFirstTable.move_text(t, Pick(cid)) == f"Put {brief(cid)} into the row"
    assert MeFirstTable.move_text(t, Take(cid)) == f"Take {brief(cid)}"
    assert ", " not in MeFirstTable.move_text(t, Take(cid))
