"""The lesson over the real tables, headless: Learn to play opens it; the overlay lights up what
each step names and waits; a click on the lit card plays the step; a wrong move is refused in
words and changes nothing; Esc offers to skip and the lesson resumes at its step; the game
reaches its results, where the lesson explains the scoring and offers a real game."""
from __future__ import annotations

import pygame
import pytest

from game import lesson as L
from game.lesson import start_lesson
from helpers import unchanged_by_the_log, words_drawn
from scenes.lesson_menu import LessonMenu
from scenes.lesson_overlay import LessonEnd, LessonOverlay

GAMES = ("sorcerous-futures", "barony", "me-first", "auctioneer")


def key(app, k, mod=0):
    app.frame(1 / 30, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")])


def click(app, pos):
    app.frame(1 / 30, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=tuple(pos))])


def settle(app, ov, limit=4000):
    """Frames until the step can be read (or the game is over)."""
    for _ in range(limit):
        app.frame(1 / 30)
        if ov.table.waiting_for_click() and not ov.table.just_acted():
            # a round's end waits for a click, as for a player: one on the table goes on (a click
            # right after a move is the second half of a double click, and waits)
            r = ov.table.layout.rect("table")
            click(app, (r.left + 6, r.bottom - 6))
            assert not ov.table.waiting_for_click(), "a click on the table goes on from a held moment in a lesson"
        if ov.waiting_for_you() or ov.match.over or app.top is not ov:
            return
    raise AssertionError(f"step {ov.match.at + 1} never became ready")


def lesson_at(app, game_id):
    """A lesson started at its first step with bots that answer at once: (match, overlay, table)."""
    m = start_lesson(app, game_id, 0)
    m.bot_delay = 0
    return m, app.top, app.stack[-2]


def take_step(app, m, table) -> None:
    """Take the step waiting now the plain way: a note read, a free stretch played, the move made."""
    if m.is_note():
        key(app, pygame.K_RETURN)
    elif m.is_free():
        m.play_free_step()
    else:
        assert table.submit(m.auto_choice())


def steps_until(app, m, ov, table, done) -> None:
    """Steps taken the plain way (``take_step``), each read first, until ``done()`` (or the
    game is over)."""
    for _ in range(400):
        settle(app, ov)
        if done() or m.over:
            return
        take_step(app, m, table)


def button(table, label):
    return next(b for b in table.buttons if b.label.startswith(label) and b.enabled)


def card_at(table, cid):
    return next(r for r, _, c in table.hot if c == cid).center


def play_by_clicks(app, table, ov, move) -> None:
    """Make ``move`` as a player would: clicks on what the step lights up (cards, places and
    buttons), digits typed for an amount."""
    def press(pos):
        click(app, pos)
        app.frame(1 / 30)
    marks = [m.center if hasattr(m, "center") else tuple(m[:2]) for m in table.hint_marks(move)]
    kind = move.TYPE
    if kind == "take":
        press(card_at(table, move.card))
    elif kind == "pick":
        press(card_at(table, move.card))
        press(button(table, "Confirm").rect.center)
    elif kind == "start_auction":
        press(card_at(table, move.card))
        press(button(table, "Open auction" if move.format == "open" else "Closed auction").rect.center)
    elif kind in ("bid", "sealed_bid"):
        for ch in str(move.amount):
            app.frame(1 / 30, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0 + int(ch), mod=0, unicode=ch)])
        key(app, pygame.K_RETURN)
    elif kind == "pass":
        press(button(table, "Pass").rect.center)
    elif kind == "commit":
        press(card_at(table, move.target))
        for c in move.cards:
            press(card_at(table, c))
        press(button(table, "Confirm").rect.center)
    elif kind == "flip":
        press(marks[0])
    elif kind == "place":
        press(card_at(table, move.card))
        press(marks[0])
    elif kind == "swap":
        press(marks[0])
        press(marks[1])
    elif kind == "claim":
        press(marks[1])
        press(button(table, "Claim").rect.center)
    elif kind == "end_turn":
        press(button(table, "End turn").rect.center)
    else:
        raise AssertionError(f"no clicks known for {kind}")


def run_lesson(app, game_id, clicks=False):
    m = start_lesson(app, game_id, 0)
    m.bot_delay = 0
    ov = app.top
    assert isinstance(ov, LessonOverlay)
    table = app.stack[-2]
    guard = 0
    while not m.over:
        guard += 1
        assert guard < 400
        settle(app, ov)
        if m.over:
            break
        if m.is_note():
            assert ov.buttons == [ov.next_button]
            click(app, ov.next_button.rect.center) if clicks else key(app, pygame.K_RETURN)
        elif m.can_finish():
            click(app, ov.finish_button.rect.center)
            assert m.autopilot
        elif m.is_free():
            m.play_free_step()
        else:
            targets = ov.targets()
            assert targets, f"step {m.at + 1} points at nothing"
            at = m.at
            move = m.auto_choice()
            if clicks:
                play_by_clicks(app, table, ov, move)
            else:
                assert table.submit(move)
            assert m.at == at + 1, f"step {at + 1}: {table.error or 'the clicks did not make ' + str(move)}"
    for _ in range(3000):
        app.frame(1 / 30)
        if ov.ending():                       # the lesson tells the count over the table: read it
            assert ov.buttons == [ov.results_button]
            click(app, ov.results_button.rect.center) if clicks else key(app, pygame.K_RETURN)
        if isinstance(app.top, LessonEnd):
            break
    return m


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_lesson_runs_through_the_real_table_to_its_results(app, game_id):
    m = run_lesson(app, game_id, clicks=True)
    assert m.over
    end = app.top
    assert isinstance(end, LessonEnd) and end.lesson.results
    assert type(app.stack[-2]).__name__ == "ResultsScene"
    assert L.load_progress()["done"] == [game_id]
    end.real_game()                                          # then a real game, set up for this game
    assert type(app.top).__name__ == "SetupScene" and app.top.game_id == game_id
    from game.games import entry
    assert app.top.players == entry(game_id).players           # the game's usual table, you and medium bots
    assert app.top.seats[0].kind == "human" and all(sp.kind == "bot" and sp.level == "medium"
                                                    for sp in app.top.seats[1:])


def test_a_wrong_move_is_refused_in_words_and_the_step_waits(app):
    m = start_lesson(app, "me-first", 0)
    ov = app.top
    table = app.stack[-2]
    settle(app, ov)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    settle(app, ov)
    assert not m.is_note()
    before = (m.step, m.at, m.view(0))
    wrong = next(r for r, _, cid in table.hot if cid in m.view(0).row and cid != m.expected().card)
    click(app, wrong.center)
    assert (m.step, m.at, m.view(0)) == before
    assert table.error.startswith("Not yet: this step asks you to take the 2 with 4 stars")
    app.frame(1 / 30)                                        # the panel says it too, and draws
    right = next(r for r, _, cid in table.hot if cid == m.expected().card)
    assert any(t.colliderect(right) for t in ov.targets())   # the lit card is the step's own
    assert not any(t.contains(wrong) for t in ov.targets())


def test_esc_offers_to_skip_and_the_lesson_resumes_at_its_step(app):
    m = start_lesson(app, "barony", 0)
    ov = app.top
    settle(app, ov)
    key(app, pygame.K_RETURN)                                # the first note read
    settle(app, ov)
    assert m.at == 1
    key(app, pygame.K_ESCAPE)
    assert ov.menu is not None and ov.menu[0].label == "Skip the lesson"
    key(app, pygame.K_ESCAPE)                                # back to the lesson
    assert ov.menu is None and app.top is ov
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_s)                                     # skip: the title, the step kept
    assert type(app.top).__name__ == "TitleScene"
    assert L.saved_step("barony") == 1
    app.push("lessons")
    menu = app.top
    assert isinstance(menu, LessonMenu)
    row = next(r for r in menu.rows if r[0] == "barony")
    assert "resume at step 2" in row[3] and row[2] is not None
    row[1].action()                                          # resume
    m2 = app.stack[-2].match
    assert isinstance(app.top, LessonOverlay) and m2.at == 1 and m2.lesson.game == "barony"


def test_learn_to_play_on_the_title_and_the_setup_screen(app):
    from scenes.title import TitleScene
    title = app.clear_to("title")
    assert isinstance(title, TitleScene) and title.newcomer     # a first launch: it leads
    learn = next(b for b in title.buttons if b.label == "Learn to play")
    assert learn.primary
    app.frame(1 / 30)
    learn.action()
    assert isinstance(app.top, LessonMenu)
    app.frame(1 / 30)
    assert not L.first_launch()                                # offered once
    key(app, pygame.K_ESCAPE)
    assert app.top is title
    # back on the title, New game leads again ("'Learn to play' stays gold on the title screen
    # after the lesson is complete": a newcomer)
    assert not title.newcomer
    assert next(b for b in title.buttons if b.label == "New game").primary
    assert not next(b for b in title.buttons if b.label == "Learn to play").primary
    app.push("setup", "auctioneer")
    app.frame(1 / 30)
    key(app, pygame.K_l)
    assert isinstance(app.top, LessonOverlay) and app.top.match.game_id == "auctioneer"


def test_the_game_chosen_before_a_lesson_is_the_one_set_up_after_it(app):
    """A newcomer picked Barony, took its lesson, and the setup screen came back on the game
    they had last played: now it comes back on the game they chose."""
    app.clear_to("title")
    setup = app.push("setup", "sorcerous-futures")
    setup.remember(setup.seats, dict(setup.options))            # a game of Sorcerous Futures was played
    app.clear_to("title")
    setup = app.push("setup")
    setup.select_game("barony")
    app.frame(1 / 30)
    key(app, pygame.K_l)
    assert isinstance(app.top, LessonOverlay) and app.top.match.game_id == "barony"
    app.clear_to("title")
    assert app.push("setup").game_id == "barony"


def lesson_at_size(app, size):
    """The Sorcerous Futures lesson at its fourth step, drawn in a window of ``size``: its overlay."""
    app.screen = pygame.display.set_mode(size)
    for s in app.stack:
        s.on_resize(size)
    start_lesson(app, "sorcerous-futures", 3)
    ov = app.top
    settle(app, ov)
    app.draw()
    return ov


def test_the_overlay_draws_at_both_sizes(app):
    for size in ((1280, 720), (960, 540)):
        ov = lesson_at_size(app, size)
        assert ov.panel_rect.width > 0 and app.screen.get_rect().contains(ov.panel_rect)
        table = app.stack[-2]
        assert not ov.panel_rect.colliderect(table.layout.rect("prompt"))
        for t in ov.targets():
            assert not t.colliderect(ov.panel_rect)


def test_a_lesson_that_no_longer_fits_says_so_and_returns_to_the_title(app, monkeypatch):
    m = start_lesson(app, "me-first", 2)
    ov = app.top
    step = m.current
    monkeypatch.setitem(step, "action", type(step["action"])("n1a1s1"))     # a card not in the row
    for _ in range(50):
        app.frame(1 / 30)
        if type(app.top).__name__ == "TitleScene":
            break
    assert type(app.top).__name__ == "TitleScene"
    assert "me-first.json, step 3" in app.toasts[0][0] and ov.match is m


def test_the_panel_keeps_clear_of_the_lit_things_with_the_log_hidden(app):
    start_lesson(app, "me-first", 2)
    ov = app.top
    table = app.stack[-2]
    settle(app, ov)
    key(app, pygame.K_l)                                     # the log hidden: its column goes to the table
    assert not table.log_open
    settle(app, ov)
    app.draw()
    targets = ov.targets()
    assert targets and not any(t.colliderect(ov.panel_rect) for t in targets)
    assert app.screen.get_rect().contains(ov.panel_rect)


def test_esc_in_a_lesson_undoes_the_typing_first_then_offers_to_skip(app):
    """Esc means back in a lesson too: while you type a bid it gives the old amount back, as
    the prompt says (a newcomer got "Leave the lesson?" and the typed 20 stayed); only then
    does it offer to skip."""
    m, ov, table = lesson_at(app, "sorcerous-futures")
    for _ in range(60):
        settle(app, ov)
        if not m.is_note() and m.expected() is not None and m.expected().TYPE in ("bid", "sealed_bid"):
            break
        take_step(app, m, table)
    else:
        raise AssertionError("the lesson asks for no bid")
    app.frame(1 / 30, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2")])
    assert table.bid_control.editing
    assert "Esc to undo the typing" in table.build_controls()
    key(app, pygame.K_ESCAPE)
    assert not table.bid_control.editing and ov.menu is None and app.top is ov
    key(app, pygame.K_ESCAPE)
    assert ov.menu is not None and ov.menu[0].label == "Skip the lesson"


def test_leaving_after_the_last_step_counts_the_lesson_as_learned(app):
    """Once every step is taken only the lesson's game is left: Esc no longer says the lesson
    waits at a step, and leaving marks it done instead of keeping a step to resume. A newcomer
    left on the last step ("play on", 9 of 9) and was told the lesson waited at step 9."""
    m, ov, table = lesson_at(app, "me-first")
    steps_until(app, m, ov, table, lambda: m.at >= len(m.steps) - 1)  # on the last step ("play on"): a newcomer left here
    assert ov.steps_done()                  # the last step only plays on to the game's end
    key(app, pygame.K_ESCAPE)
    # nothing is left to skip ("Esc still offers 'Skip the lesson'", a newcomer)
    assert ov.menu is not None and ov.menu[0].label == "Leave: lesson complete"
    key(app, pygame.K_s)
    assert type(app.top).__name__ == "TitleScene"
    assert "me-first" in L.load_progress()["done"] and L.saved_step("me-first") == 0


def test_new_game_after_a_lesson_learned_sets_up_its_game(app):
    """A newcomer learned Barony, read "New game plays a real one", pressed New game and got
    the Sorcerous Futures table set up before: now it sets up the game just learned."""
    app.clear_to("title")
    setup = app.push("setup", "sorcerous-futures")
    setup.remember(setup.seats, dict(setup.options))            # a game of Sorcerous Futures was played
    app.clear_to("title")
    m, ov, table = lesson_at(app, "barony")
    steps_until(app, m, ov, table, lambda: m.at >= len(m.steps) - 1)
    assert ov.steps_done()
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_s)
    assert type(app.top).__name__ == "TitleScene"
    setup = app.push("setup")
    from game.games import entry
    n = entry("barony").players
    assert setup.game_id == "barony" and setup.players == n
    assert [s.kind for s in setup.seats] == ["human"] + ["bot"] * (n - 1)


def test_a_real_game_after_a_lesson_is_the_table_you_set_up_for_that_game(app):
    """"The setup screen kept the lesson's 3-player count instead of the 4 I had chosen
    earlier" (a newcomer, after the Me First lesson): a table you set up for the game before
    stands; the lesson's own table is never offered as yours."""
    app.clear_to("title")
    setup = app.push("setup", "me-first")
    setup.set_players(3)
    setup.remember(setup.seats, dict(setup.options))
    app.clear_to("title")
    m = run_lesson(app, "me-first", clicks=False)
    assert m.players == 4 and isinstance(app.top, LessonEnd)
    app.top.real_game()
    assert type(app.top).__name__ == "SetupScene" and app.top.game_id == "me-first"
    assert app.top.players == 3 and len(app.top.seats) == 3


@pytest.mark.parametrize("game_id", GAMES)
def test_a_lit_card_place_always_holds_a_card(app, game_id):
    """The Me First tax take lit the two empty places of the row too, which looked clickable:
    at every step, a place a step points at (row_N, market_N) lights only with a card in it."""
    m, ov, table = lesson_at(app, game_id)
    for _ in range(400):
        settle(app, ov)
        if m.current is None or m.over:
            break
        lit = ov.targets()
        cards = [r for r, _, cid in table.hot if cid is not None]
        for name in (m.current.get("point") or {}).get("regions") or ():
            if name.rpartition("_")[2].isdigit() and not name.startswith("seat"):
                place = table.layout.rect(name)
                if place in lit:
                    assert any(place.colliderect(c) for c in cards), f"step {m.at + 1}: {name} lit and empty"
        take_step(app, m, table)


def test_nothing_of_the_log_peeks_out_round_the_lesson_panel(app):
    """Lines of the log drawn before the lesson's panel peeked out at its rounded corners and
    under its lower edge: the panel's place looks the same whatever the log holds."""
    start_lesson(app, "sorcerous-futures", 3)
    ov, table = app.top, app.stack[-2]
    settle(app, ov)
    table.set_log(True)
    app.draw()
    assert ov.panel_rect.left == table.log_rect().left, "the panel stands in the log's column"
    assert unchanged_by_the_log(app, table, lambda: ov.panel_rect.inflate(0, 4))


def test_the_table_never_sleeps_on_a_position_older_than_the_match(app):
    """The overlay plays the scripted bots' moves: the table under it shows them before the
    window goes to sleep (a seat read "Prime · bidding…" while the log said it had passed and
    the prompt said it was your turn, until the mouse moved)."""
    m, ov, t = lesson_at(app, "barony")
    m.bot_delay = 0.3
    bot_moves = 0
    for _ in range(6000):
        evs = []
        if ov.waiting_for_you():
            if m.is_note():
                evs = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")]
            elif m.is_free():
                m.play_free_step()
            else:
                assert t.submit(m.auto_choice())
        step = m.step
        app.frame(1 / 30, evs)
        if m.step != step and not evs:
            bot_moves += 1
        if app.next_interval() is None:          # the window would sleep on this picture
            assert t.view == m.view(t.viewer), f"stale table at step {m.step}"
        if m.over or bot_moves >= 4:
            break
    assert bot_moves >= 4


def test_finish_for_me_is_quick_says_a_bot_plays_your_seat_and_the_result_says_so(app):
    """"Finish for me" took about 100 s at the lesson's pace with the bar saying "You to act…",
    then announced "You win!": the bots go at the fast pace and the animations no slower than
    fast, the panel and the bar say a bot is playing your seat, and the results say the seat
    was played by a bot."""
    from game.settings import ANIM_SPEEDS, BOT_PACES
    from scenes.results import ResultsScene
    app.settings.anim_speed = "normal"
    m, ov, table = lesson_at(app, "sorcerous-futures")
    table.timeline.speed = app.settings.anim_factor
    steps_until(app, m, ov, table, lambda: m.can_finish())
    assert m.can_finish()
    m.bot_delay = 0.75                                   # the lesson's own pace
    settle(app, ov)
    click(app, ov.finish_button.rect.center)
    assert m.autopilot and 0 in m.finished_by and m.humans() == []
    assert m.bot_delay == BOT_PACES["fast"] and 0 < table.timeline.speed <= ANIM_SPEEDS["fast"]
    assert "A bot is playing your seat" in ov.step_text()
    m.bot_delay = 0                                      # the rest at once, for the test's sake
    said = set()
    for _ in range(6000):
        app.frame(1 / 30)
        if 0 in m.to_act() and not table.view_held():
            said.add(table.build_controls())
        if isinstance(app.top, LessonEnd):
            break
    assert said and all(s == "A bot is playing your seat…" for s in said), said
    res = app.stack[-2]
    assert isinstance(res, ResultsScene)
    head = res.headline()
    assert "You win" not in head
    if 0 in m.result().winners:
        assert "Your seat (played by a bot)" in head


def test_the_card_you_point_at_shows_over_the_lesson_panel(app, monkeypatch):
    """A hovered ring card near the lesson's panel showed half under it, its corner cut: the
    enlarged card is drawn over the panel (unless the pointer is on the panel itself)."""
    m, ov, table = lesson_at(app, "auctioneer")
    settle(app, ov)
    calls = []
    orig_panel, orig_hover = ov.draw_panel, table.draw_hover
    monkeypatch.setattr(ov, "draw_panel", lambda *a, **k: (calls.append("panel"), orig_panel(*a, **k))[1])
    monkeypatch.setattr(table, "draw_hover", lambda *a, **k: (calls.append("hover"), orig_hover(*a, **k))[1])
    away = (5, table.layout.rect("prompt").top - 5)                 # a point off the panel
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: away)
    app.draw()
    assert "panel" in calls and calls[-1] == "hover", calls
    # drawn once, by the overlay over its dimming: the table under it drew a second, dimmed
    # one elsewhere (a newcomer saw two 6♥ at once, one cut at the log's edge)
    assert calls.count("hover") == 1 and calls.index("hover") > calls.index("panel"), calls
    calls.clear()
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: ov.panel_rect.center)
    app.draw()
    assert calls[-1] == "panel", calls          # pointing at the panel: nothing under it is shown over it


def test_a_card_the_step_is_not_about_is_not_picked_up(app):
    """The step asked for the Watchman; a click on The Pact picked The Pact up ("open auction or
    closed?") and "Not yet" came only at the next key: a click on a card the step does not
    light up is refused at once, and nothing is picked."""
    m, ov, table = lesson_at(app, "sorcerous-futures")
    for _ in range(40):
        settle(app, ov)
        if not m.is_note() and not m.is_free() and m.auto_choice().TYPE == "start_auction":
            break
        take_step(app, m, table)
    want = m.auto_choice().card
    other = next(c for c in m.view(0).market if c != want)
    at = m.at
    click(app, card_at(table, other))
    assert table.selected is None and m.at == at
    assert table.error.startswith("Not yet"), table.error
    click(app, card_at(table, want))
    assert table.selected == want
    assert not table.error, "the refusal stays up once the player is on the right track"


def test_h_in_a_lesson_says_the_lesson_shows_the_way_and_opens_no_blank_hint(app):
    """H in a lesson put numbers on the cards while its panel, under the lesson's, showed
    nothing and the log went: a lesson has no hints, and says so."""
    m, ov, table = lesson_at(app, "me-first")
    settle(app, ov)
    key(app, pygame.K_h)
    assert table.hint is None and table.hint_job is None
    assert "No hints during a lesson" in table.error


def test_the_barony_lesson_tells_the_count_of_its_own_pool_before_the_results(app):
    """Newcomers never saw why the cards nobody took matter: when the lesson's game ends, the
    results wait while the lesson, over the table's laid-out pool, counts it with the numbers of
    that very game (the pool's size, what each Ace and Crown matched, each score), lighting the
    pool and standing clear of it; Enter then brings the results."""
    from rules.decks import decktet as D
    m, ov, table = lesson_at(app, "barony")
    steps_until(app, m, ov, table, lambda: m.can_finish())
    m.finish_for_me()
    m.bot_delay = 0
    table.timeline.speed = 0                                 # no animations: the rest at once
    for _ in range(6000):
        app.frame(1 / 30)
        if ov.ending():
            break
    assert ov.ending() and app.top is ov and not table.results_shown
    for _ in range(40):                                      # the results wait for the reader
        app.frame(1 / 30)
    assert not table.results_shown and ov.ending()
    app.draw()
    v, res = m.view(0), m.result()
    story = " ".join(ov.story())
    assert f"the {len(v.pool)} cards nobody took are the pool" in story
    assert f"you scored {res.scores[0]}" in story.lower() and f"Ada scored {res.scores[1]}" in story
    for seat in (0,):                                        # each of your Aces and Crowns, what it matched
        for h in v.owned(seat):
            if D.CARDS[h].kind in (D.ACE, D.CROWN):
                n = sum(1 for c in v.pool if set(D.suits_of(h)) & set(D.suits_of(c)))
                assert f"{D.CARDS[h].name} {n}" in story or f"{D.CARDS[h].name} matched {n} pool card" in story
    lit = ov.story_targets()
    assert lit and all(any(t.contains(r) for t in lit) for r, _, cid in table.hot if cid in v.pool)
    assert not any(t.colliderect(ov.panel_rect) for t in lit)
    assert app.screen.get_rect().contains(ov.panel_rect)
    key(app, pygame.K_RETURN)
    for _ in range(200):
        app.frame(1 / 30)
        if isinstance(app.top, LessonEnd):
            break
    assert isinstance(app.top, LessonEnd) and table.results_shown


def test_enter_goes_on_from_a_staged_moment_in_a_lesson(app):
    """The Auctioneer lesson's round end said "(click to go on)"; a click went on but Enter did
    nothing: the lesson's next note took the key while the table still showed the round's end."""
    app.settings.anim_speed = "normal"
    m, ov, table = lesson_at(app, "auctioneer")
    steps_until(app, m, ov, table, lambda: m.at == 7)  # "Claim it"
    assert m.at == 7
    take_step(app, m, table)                        # the claim
    for _ in range(200):
        app.frame(1 / 30)
        if table.staging():
            break
    for _ in range(45):                             # the player reads it (a key at once is a double press)
        app.frame(1 / 30)
    assert table.staging() and m.is_note()
    # the lesson says the table waits for you ("the others play now. Watch the table…" stood
    # beside a round held for a click, and a newcomer waited for them)
    import scenes.lesson_overlay as overlay
    with words_drawn(overlay) as said:
        app.draw()
    assert table.waiting_for_click()
    assert not any("Watch the table" in w for w in said), said
    assert "click the table or press Enter" in " ".join(said), said
    moment = table.staged
    key(app, pygame.K_RETURN)
    assert not table.staging() or table.staged != moment      # on (to the next round's deal, if it is queued)


def test_an_enlarged_card_keeps_off_the_lessons_words(app, monkeypatch):
    """A newcomer pointing at cards in the Auctioneer lesson had the enlarged card over the
    step's text: it goes where it hides the least of the lesson's panel."""
    m, ov, table = lesson_at(app, "auctioneer")
    steps_until(app, m, ov, table, lambda: m.at == 3)  # your hand and the ring, the panel beside them
    app.draw()
    cards = [r for r, _, c in table.hot if c]
    assert cards and ov.panel_rect.width
    covered = 0
    for r in cards:
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda r=r: r.center)
        table._hover_box = None
        app.draw()
        if table._hover_box is not None and table._hover_box.colliderect(ov.panel_rect):
            covered += 1
    assert covered == 0, covered


def test_every_steps_panel_fits_its_place_with_its_buttons(app):
    """The Sorcerous Futures lesson's last step ran off the bottom of the log's column at
    960x540, its Finish for me button with it: the words take smaller letters until the panel
    fits where it goes."""
    import json
    from game.assets import asset_path
    from scenes.widgets import Button, ui_scale
    texts = []
    for gid in ("sorcerous-futures", "barony", "me-first", "auctioneer"):
        with open(asset_path("lessons", f"{gid}.json"), encoding="utf-8") as f:
            texts += [st["text"] for st in json.load(f)["steps"] if st.get("text")]
    texts.append("Play on: twenty auctions in all, five new cards whenever the market is empty. Buy cards whose "
                 "suits you value above their price, and read the others' bids. When you choose, Closed auction "
                 "makes everyone bid once, in secret, and the highest pays. With four players, whoever holds the "
                 "Excuse hands out the Crowns before the deal (Suggest helps); at three there is no Excuse holder: "
                 "each player is dealt a Crown, and the card under the Excuse is turned up for all after the tenth "
                 "auction. Or let the bots finish it.")          # a step as long as the one that ran off
    for size in ((1280, 720), (960, 540)):
        ov = lesson_at_size(app, size)
        _, px = ui_scale(app.screen)
        buttons = [Button("Finish for me", lambda: None, "F")]
        for words in texts:
            ov.draw_panel(app.screen, px, words, buttons)
            r = ov.panel_rect
            assert app.screen.get_rect().contains(r)
            for b in buttons:
                assert r.contains(b.rect), (size, words[:40], b.label, b.rect, r)


def test_a_step_asking_for_your_move_is_not_watch_the_table_while_the_table_moves(app, monkeypatch):
    """"'Watch the table…' shows while the table says 'your turn'" (newcomers, in every
    lesson): a step that asks for your move says what it asks as soon as it is your move."""
    import scenes.lesson_overlay as LO
    app.settings.anim_speed = "normal"
    m, ov, table = lesson_at(app, "barony")
    table.timeline.speed = 1.0
    said = []
    orig = LO.LessonOverlay.draw_panel
    monkeypatch.setattr(LO.LessonOverlay, "draw_panel",
                        lambda self, surface, px, words, *a, **k: (said.append(words),
                                                                   orig(self, surface, px, words, *a, **k))[1])
    checked = 0
    for _ in range(40):
        if m.over:
            break
        # the frames between one step and the next, the table still moving
        for _ in range(200):
            said.clear()
            app.frame(1 / 60)
            if table.timeline.busy and not m.is_note() and not m.is_free() and 0 in m.humans_to_act():
                assert said and said[-1] == ov.step_text(), said
                checked += 1
            if ov.waiting_for_you() or m.over:
                break
        if m.over or m.is_free():
            break
        take_step(app, m, table)
    assert checked >= 1


def test_every_steps_panel_leaves_lines_of_the_log_under_it(app):
    """Barony's step 12 grew until the log under the panel was gone (a newcomer: "the lesson
    panel pushes the log off the screen"): at 1280x720 every step's words leave at least three
    lines of the log under the panel."""
    import json
    from game.assets import asset_path, font
    from scenes.widgets import Button, ui_scale
    ov = lesson_at_size(app, (1280, 720))
    _, px = ui_scale(app.screen)
    t = ov.table
    t.set_log(True)
    log = t.log_rect()
    lh = font(max(12, px(15))).get_linesize()
    bad = []
    for gid in ("sorcerous-futures", "barony", "me-first", "auctioneer"):
        with open(asset_path("lessons", f"{gid}.json"), encoding="utf-8") as f:
            steps = json.load(f)["steps"]
        for k, st in enumerate(steps):
            if not st.get("text"):
                continue
            ov.draw_panel(app.screen, px, st["text"], [Button("Next", lambda: None, "Enter")])
            if log.bottom - ov.panel_rect.bottom < px(40) + 3 * lh:
                bad.append((gid, k + 1, len(st["text"])))
    assert not bad, bad


def test_nothing_lit_shines_through_the_discard_pile_spread_over_the_table(app):
    """Barony's lesson lit the Market's Aces, and their glow shone through the discard pile
    spread out over the table (a newcomer): a panel over the table hides what it covers."""
    start_lesson(app, "barony", 8)
    ov = app.top
    table = app.stack[-2]
    settle(app, ov)
    app.draw()
    assert ov.targets(), "the step lights the Market"
    key(app, pygame.K_d)
    assert table.discard_open
    app.draw()
    panels = [pygame.Rect(r) for r, _, cid in table.hot if cid is None]
    assert panels
    assert not [t for t in ov.targets() if any(p.collidepoint(t.center) for p in panels)]
    key(app, pygame.K_d)
    app.draw()
    assert ov.targets(), "closed again: the Market is lit again"


def test_an_enlarged_cards_words_keep_off_the_lessons_words(app, monkeypatch):
    """In the Sorcerous Futures lesson an Ace's long caption ("Cyd knows what Waves are worth,
    and bid 7 for The Sailor…") ran over the step's text (a newcomer): the caption, too, keeps
    off the lesson's panel."""
    m, ov, table = lesson_at(app, "sorcerous-futures")
    steps_until(app, m, ov, table, lambda: m.at == 8)  # reading the bids: point at Cyd's Ace
    assert m.at == 8
    app.draw()
    cards = [r for r, d, c in table.hot if c and d != table.WORDS]
    assert cards and ov.panel_rect.width
    hit = []
    for r in cards:
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda r=r: r.center)
        monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
        table._hover_caption = None
        app.draw()
        if table._hover_caption is not None and table._hover_caption.colliderect(ov.panel_rect):
            hit.append(r)
    assert not hit, hit


@pytest.mark.parametrize("game_id", ["auctioneer", "barony"])
def test_while_a_note_is_read_the_prompt_asks_for_next_not_a_move(app, game_id, monkeypatch):
    """"On step 1 the prompt says 'Ada is playing…' while the lesson says welcome" (a newcomer),
    and Barony's read "Choose a Market card to bid on" under a note the table would not take a
    click through: while a note waits, the prompt says to read it and go on, with no buttons."""
    import scenes.table_kit as TK
    shown = []
    real = TK.draw_prompt_bar
    monkeypatch.setattr(TK, "draw_prompt_bar", lambda surface, r, px, message, *a, **k: (
        shown.append(message), real(surface, r, px, message, *a, **k))[1])
    m, ov, table = lesson_at(app, game_id)
    settle(app, ov)
    assert m.is_note() and ov.waiting_for_you()
    shown.clear()
    app.invalidate()
    app.draw()
    assert shown and "then Next" in shown[-1], shown
    assert not table.buttons
    while m.is_note():
        take_step(app, m, table)
        settle(app, ov)
    shown.clear()
    app.invalidate()
    app.draw()
    assert shown and "then Next" not in shown[-1], shown


def test_the_free_stretchs_words_give_the_log_its_room_back_after_a_while(app):
    """"The lesson panel squeezes the log down to two lines" (a newcomer, for the rest of the
    game after the last step): the free stretch's words stand whole for two rounds of turns,
    then the panel is a line and the log has its room back."""
    m, ov, table = lesson_at(app, "auctioneer")
    steps_until(app, m, ov, table, lambda: m.is_free())
    assert m.is_free()
    app.invalidate()
    app.draw()
    whole = ov.panel_rect.height
    start = m.step
    for _ in range(200):
        if m.step - start >= ov.FREE_READ * m.players or m.over:
            break
        if 0 in m.humans_to_act() and not table.timeline.busy:
            assert table.submit(m.legal(0)[0])
        app.frame(1 / 10)
    assert m.step - start >= ov.FREE_READ * m.players
    app.invalidate()
    app.draw()
    assert ov.panel_rect.height < whole / 2, (ov.panel_rect, whole)


@pytest.mark.parametrize("game_id", ["sorcerous-futures", "me-first", "auctioneer"])
def test_while_a_note_is_read_no_seat_says_it_is_playing(app, game_id):
    """While a note waited, the bot whose turn it was read "playing…" (or "to bid…") though
    the bots wait for the note: its seat says "waiting". (Barony's notes never stand before a
    bot's turn.)"""
    import importlib
    m, ov, table = lesson_at(app, game_id)
    module = importlib.import_module(type(table).__module__)
    for _ in range(60):                                # a note with a bot's turn behind it
        settle(app, ov)
        if m.is_note() and m.bots_to_act():
            break
        take_step(app, m, table)
    assert m.is_note() and m.bots_to_act(), "no note in this lesson waits with a bot to play"
    assert all(table.busy_word(b, "playing…") == "waiting" for b in m.bots_to_act())
    busy = ("playing…", "bidding…", "taking…", "to bid…", "thinking…")    # ("choosing…": your own seat's)
    with words_drawn(module) as said:
        app.invalidate()
        app.draw()
    assert not [s for s in said if any(b in s for b in busy)], "\n".join(said)


def test_a_lit_pile_takes_in_its_words_over_and_under_it(app):
    """The Barony lesson lit the discard pile and its glow's edge ran through "Discards 2" over
    it and "D: look through" under it (a newcomer): a pile is lit with its words."""
    m, ov, table = lesson_at(app, "barony")
    k = next(i for i, st in enumerate(m.steps) if "discard" in ((st.get("point") or {}).get("regions") or ()))
    steps_until(app, m, ov, table, lambda: m.at >= k)
    settle(app, ov)
    app.draw()
    pile = table.layout.rect("discard")
    lit = [r for r in ov.targets() if r.colliderect(pile)]
    assert lit, ov.targets()
    over, under = (pile.centerx, pile.top - table.px(9)), (pile.centerx, pile.bottom + table.px(11))
    assert any(r.collidepoint(over) and r.collidepoint(under) for r in lit), (lit, pile)


def test_a_free_stretch_the_lesson_ends_by_speaking_again_says_so(app, monkeypatch):
    """"Step 8 says the lesson speaks again at the phase's last round, but meanwhile it shows
    'Lesson: play on as you like'" (a newcomer): the line of a free stretch that ends with the
    lesson speaking again says it will; the last stretch, to the game's end, says play on."""
    m, ov, table = lesson_at(app, "me-first")
    steps_until(app, m, ov, table, lambda: m.is_free())
    said = []
    orig = ov.draw_panel
    monkeypatch.setattr(ov, "draw_panel", lambda surface, px, words, *a, **k: (said.append(words),
                                                                                 orig(surface, px, words, *a, **k))[1])
    start = m.step
    for _ in range(300):
        if m.step - start >= ov.FREE_READ * m.players or m.over:
            break
        if 0 in m.humans_to_act() and not table.timeline.busy and m.is_free():
            assert table.submit(m.legal(0)[0])
        app.frame(1 / 10)
    said.clear()
    app.invalidate()
    app.draw()
    assert m.is_free() and "over" not in (m.current.get("until") or {})
    assert said and said[-1] == "Lesson: play on; it speaks again further on.", said
