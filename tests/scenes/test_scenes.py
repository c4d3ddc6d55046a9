"""Headless scene tests: every screen draws, the table follows the game, a bots-only game
reaches the results screen through the real scene stack, the hot-seat curtain comes before
private information, and rendered frames of a seat never depend on other seats' secrets."""
import os

import pygame
import pytest

from game.app import App
from game.match import Match
from game.seats import SeatSpec
from game.settings import Settings
from rules.core import Rng
from rules.sorcerous_futures import GAME as SF
from scenes.handoff import HandoffScene
from scenes.help import HelpScene
from scenes.pause import PauseScene
from scenes.results import ResultsScene
from scenes.setup import SetupScene
from scenes.table_sf import SFTable
from scenes.title import TitleScene
from helpers import spy_words


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("AUCTION_PARLOUR_HOME", str(tmp_path))


@pytest.fixture
def app():
    a = App(size=(1280, 720), settings=Settings(anim_speed="fast", bot_pace="instant"), headless=True)
    yield a
    pygame.quit()


def bots(n):
    return [SeatSpec(f"Bot{i}", "bot", "medium") for i in range(n)]


def key(k, uni=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=uni)


def click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)


def run_frames(app, n, dt=1 / 20):
    for _ in range(n):
        app.frame(dt, events=[])


def frame_bytes(app):
    """The window's pixels, drawn from scratch: every kept layer (a table's composed still
    parts) is dropped first, so the frame shows what the scene draws now, not a cached one."""
    app.invalidate()
    app.draw()
    return pygame.image.tobytes(app.screen, "RGB")


def test_title_setup_help_pause_draw(app):
    app.push(TitleScene(app))
    app.draw()
    app.top.handle(key(pygame.K_n))
    assert isinstance(app.top, SetupScene)
    app.draw()
    app.top.handle(key(pygame.K_F1))
    assert isinstance(app.top, HelpScene)
    app.draw()
    app.top.handle(key(pygame.K_DOWN))
    app.top.handle(key(pygame.K_ESCAPE))
    assert isinstance(app.top, SetupScene)
    app.top.handle(key(pygame.K_ESCAPE))
    assert isinstance(app.top, TitleScene)


def test_setup_starts_a_table_with_the_chosen_seats(app):
    app.push(TitleScene(app))
    setup = SetupScene(app)
    app.push(setup)
    app.draw()
    setup.set_players(4)
    setup.toggle_kind(1)   # bot -> human
    setup.seed_text = "42"
    setup.start()
    table = app.top
    assert isinstance(table, SFTable)
    assert table.match.players == 4 and table.match.seed == 42
    assert [s.is_bot for s in table.match.seats] == [False, False, True, True]


def test_setup_rejects_duplicate_names_and_bad_seed(app):
    setup = SetupScene(app)
    app.push(setup)
    setup.seats[1] = SeatSpec(setup.seats[0].name, "bot", "easy")
    setup.start()
    assert "same name" in setup.error and app.top is setup
    setup.seats[1] = SeatSpec("Zed", "bot", "easy")
    setup.seed_text = "12a"
    setup.start()
    assert "seed" in setup.error and app.top is setup


def test_setup_says_how_long_a_game_is(app, monkeypatch):
    """A newcomer setting up Auctioneer asked how many rounds a game has: the setup says, for
    the game and player count chosen, and changes with them."""
    import scenes.setup as setup_module
    said = spy_words(monkeypatch, setup_module)
    setup = SetupScene(app)
    app.push(setup)
    setup.select_game("auctioneer")
    setup.set_players(3)
    app.frame(0.01)
    assert "A game: 9 rounds, one for each royal" in said
    said.clear()
    setup.set_players(4)
    app.frame(0.01)
    assert "A game: 12 rounds, one for each royal" in said
    said.clear()
    setup.select_game("me-first")
    setup.set_players(5)
    app.frame(0.01)
    assert "A game: 6 rounds of taking, then 6 rounds of tax" in said


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_table_draws_at_sizes(players, size):
    a = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    m = Match("sorcerous-futures", players, bots(players), seed=5, bot_delay=0, threaded=False)
    m.run_bots_instantly(25)
    t = SFTable(a, m, viewer=0, animate=False)
    a.push(t)
    a.draw()
    assert t.hot, "cards were drawn and registered for hover"
    # the prompt bar and seat boxes stay inside the window
    for name in ["prompt", "log", "auction"] + [f"seat_{i}" for i in range(players)]:
        assert a.screen.get_rect().contains(t.layout.rect(name))
    pygame.quit()


def test_bots_only_game_reaches_results_through_the_scene_stack(app):
    m = Match("sorcerous-futures", 3, bots(3), seed=11, bot_delay=0.0)
    app.push(TitleScene(app))
    app.push(SFTable(app, m))
    for _ in range(6000):
        app.frame(1 / 15, events=[])
        if isinstance(app.top, ResultsScene):
            break
    assert m.over
    assert isinstance(app.top, ResultsScene)
    app.draw()
    r = m.result()
    assert len(r.scores) == 3 and r.winners
    # the finished game was kept as a record that replays to the same final block
    rec_dir = os.path.join(os.environ["AUCTION_PARLOUR_HOME"], "records")
    files = os.listdir(rec_dir)
    assert len(files) == 1
    import json
    with open(os.path.join(rec_dir, files[0])) as fh:
        rec = json.load(fh)
    assert SF.record(SF.replay(rec))["final"] == rec["final"]
    m.close()


def test_human_plays_through_keyboard(app):
    seats = [SeatSpec("Me", "human")] + bots(3)[1:]
    m = Match("sorcerous-futures", 3, seats, seed=3, bot_delay=0.0, threaded=False)
    t = SFTable(app, m)
    app.push(t)
    assert t.viewer == 0, "a single human always sees their own seat"
    moves = 0
    for _ in range(4000):
        if m.over:
            break
        app.frame(1 / 10, events=[])
        if t.waiting_for_click():           # a staged moment waits for you (the valuations at the end)
            t.handle(key(pygame.K_RETURN))
        if 0 in m.humans_to_act() and t.is_top:
            v = t.view
            if v.phase == "choose":
                t.handle(key(pygame.K_RIGHT))
                t.handle(key(pygame.K_c))      # closed auction
            elif v.phase == "closed":
                t.handle(key(pygame.K_UP))
                t.handle(key(pygame.K_RETURN))
            elif v.phase == "open":
                t.handle(key(pygame.K_p))
            moves += 1
    assert m.over and moves > 5
    assert any(a.__class__.__name__ == "StartAuction" for s, a in m._state.log if s == 0)


def test_illegal_input_is_explained_not_applied(app):
    seats = [SeatSpec("Me", "human")] + bots(3)[1:]
    m = Match("sorcerous-futures", 3, seats, seed=3, bot_delay=0.0, threaded=False)
    t = SFTable(app, m)
    app.push(t)
    for _ in range(3000):
        if 0 in m.humans_to_act():
            break
        app.frame(0.5, events=[])
    from rules.sorcerous_futures import Bid
    before = m.step
    assert 0 in m.humans_to_act()
    assert not t.submit(Bid(9999))                 # never legal: more gold than anyone has
    assert t.error and m.step == before
    app.draw()


def test_hot_seat_curtain_before_private_information(app):
    seats = [SeatSpec("Ann", "human"), SeatSpec("Ben", "human"), SeatSpec("Cat", "human"), SeatSpec("Dan", "human")]
    m = Match("sorcerous-futures", 4, seats, seed=8, options={"excuse_seat": 1}, bot_delay=0.0, threaded=False)
    app.push(TitleScene(app))
    t = SFTable(app, m)
    app.push(t)
    for _ in range(10):                 # (a curtain comes a beat after the last move: here the deal)
        app.frame(0.25, events=[])
        assert t.viewer is None
        if isinstance(app.top, HandoffScene):
            break
    # the Excuse seat (Ben) must hand out the Crowns: a curtain first, nothing of Ben's shown
    assert isinstance(app.top, HandoffScene) and app.top.name == "Ben"
    assert t.viewer is None
    app.top.handle(click((10, 10)))
    assert t.viewer == 1 and app.top is t
    legal = m.legal(1)
    assert t.choose_crowns(legal[0].crowns)
    # every human gets a curtain before acting, and each closed bid is entered privately
    curtains = 0
    for _ in range(4000):
        if m.over:
            break
        app.frame(0.05, events=[])
        top = app.top
        if top is t and t.waiting_for_click():
            t.handle(key(pygame.K_RETURN))
        if top is t and not m.over:
            # between turns the table shows public information only, while what a move set off
            # plays out too (a sealed-bid reveal played in the last bidder's view, their
            # valuations and Crown on screen while everyone leaned in: a newcomer)
            assert t.viewer is None or t.viewer in m.humans_to_act(), (t.viewer, m.humans_to_act())
        if isinstance(top, HandoffScene):
            curtains += 1
            # the curtain is opaque: drawing it does not draw the table below
            assert not top.overlay
            top.handle(key(pygame.K_SPACE))
            continue
        if t.viewer in m.humans_to_act():
            v = t.view
            if v.phase == "choose":
                t.handle(key(pygame.K_RIGHT))
                t.handle(key(pygame.K_c))
            elif v.phase == "closed":
                assert v.auction.my_sealed is None
                t.handle(key(pygame.K_RETURN))
            elif v.phase == "open":
                t.handle(key(pygame.K_p))
    assert m.over
    assert curtains >= 20


def test_pause_changes_settings_and_leaves(app):
    m = Match("sorcerous-futures", 3, bots(3), seed=1, bot_delay=0, threaded=False)
    t = SFTable(app, m)
    app.push(TitleScene(app))
    app.push(t)
    t.handle(key(pygame.K_ESCAPE))
    assert isinstance(app.top, PauseScene)
    app.draw()
    before = app.settings.anim_speed
    app.top.handle(key(pygame.K_a))
    assert app.settings.anim_speed != before and t.timeline.speed == app.settings.anim_factor
    app.top.handle(key(pygame.K_q))
    assert isinstance(app.top, TitleScene)


def test_results_screen_draws_breakdown(app):
    m = Match("sorcerous-futures", 4, bots(4), seed=2, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    app.push(TitleScene(app))
    app.push(ResultsScene(app, m, save=False))
    app.draw()
    r = m.result()
    for i in range(4):
        assert sum(p for _, p in r.breakdown[i]) == r.scores[i]


def _secret_frames(players, count, seed0):
    from helpers import mid_game_states, perturbations
    a = App(size=(1280, 720), settings=Settings(anim_speed="off"), headless=True)
    checked = 0
    for s in mid_game_states(players, count, seed0):
        for viewer in range(players):
            seats = [SeatSpec(f"P{i}", "human" if i == viewer else "bot", "easy") for i in range(players)]
            m = Match("sorcerous-futures", players, seats, seed=s.seed, options=s.options, bot_delay=0, threaded=False)
            m._state = s
            t = SFTable(a, m, viewer=viewer, animate=False)
            a.stack = [t]
            base = frame_bytes(a)
            for label, other in perturbations(s, viewer, Rng(viewer + 1)):
                m._state = other
                t.view = m.view(viewer)
                assert frame_bytes(a) == base, f"frame of seat {viewer} changed when: {label}"
                checked += 1
    pygame.quit()
    return checked


@pytest.mark.parametrize("players", [3, 4])
def test_rendered_frames_do_not_depend_on_other_seats_secrets(players):
    assert _secret_frames(players, 6, 900 + players) > 10


def test_replay_steps_through_a_record_as_a_spectator(app):
    from scenes.replay import ReplayScene
    m = Match("sorcerous-futures", 3, bots(3), seed=21, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    rec = m.record()
    app.push(TitleScene(app))
    table = ReplayScene(app, rec)
    table.match.bot_delay = 0
    app.push(table)
    assert table.viewer is None
    table.handle(key(pygame.K_RIGHT))          # → steps one recorded move and pauses
    assert table.match.step == 1 and table.match.paused
    table.handle(key(pygame.K_SPACE))          # Space resumes
    assert not table.match.paused
    for _ in range(5000):
        app.frame(1 / 10, events=[])
        if isinstance(app.top, ResultsScene):
            break
    assert table.match.over
    assert table.match.record()["final"] == rec["final"]


def test_autosave_then_continue_from_the_title(app):
    from game.saves import autosave_path, load_record
    from game.flow import start_match
    app.push(TitleScene(app))
    seats = [SeatSpec("Me", "human")] + bots(3)[1:]
    m = start_match(app, "sorcerous-futures", 3, seats, seed=77)
    m.bot_delay = 0
    for _ in range(400):
        app.frame(1 / 10, events=[])
        if 0 in m.humans_to_act():
            if m.step >= 3:
                break
            m.submit(0, m.legal(0)[-1])
    m.flush()
    rec = load_record(autosave_path())
    assert rec and len(rec["actions"]) == m.step and "final" not in rec
    # a new title scene offers Continue, which rebuilds the same table
    title = TitleScene(app)
    app.clear_to(title)
    assert title.autosave is not None
    title.continue_game()
    t = app.top
    assert isinstance(t, SFTable) and t.match.step == m.step and t.match.record()["actions"] == rec["actions"]


def test_the_log_follows_new_lines_unless_scrolled_and_says_what_waits(app):
    m = Match("sorcerous-futures", 3, bots(3), seed=4, bot_delay=0, threaded=False)
    m.run_bots_instantly(40)
    t = SFTable(app, m, viewer=0, animate=False)
    app.push(t)
    app.draw()
    assert t.log_scroll == 0
    t.log_scroll = 3                                  # the player scrolled up
    app.draw()
    reading = t.log.lines[len(t.log.lines) - 3 - 1]
    m.run_bots_instantly(6)
    t.update(0.0)
    app.draw()
    assert t.log_scroll > 3 and t.log_unread > 0      # still reading the same lines, told what is new
    assert t.log.lines[len(t.log.lines) - t.log_scroll - 1] == reading
    t.log_scroll = 0
    app.draw()
    assert t.log_unread == 0
    # one entry keeps one colour over its wrapped lines
    by_entry = {}
    for dx, ln, col, k in t.log.lines:
        by_entry.setdefault(k, set()).add(col)
    assert all(len(c) == 1 for c in by_entry.values())


def test_setup_remembers_the_last_table(app):
    s = SetupScene(app, "barony", 3)
    s.toggle_kind(1)
    s.cycle_level(2)
    want = [(x.name, x.kind, x.level) for x in s.seats]
    s.start()
    again = SetupScene(app)                      # a new setup screen offers the same table
    assert again.game_id == "barony" and again.players == 3
    assert [(x.name, x.kind, x.level) for x in again.seats] == want
    app.settings.last_table = '{"game": "barony", "players": 9}'   # unusable: the defaults
    fresh = SetupScene(app)
    assert fresh.players == fresh.usual_players()


@pytest.mark.parametrize("game_id,usual", [("sorcerous-futures", 4), ("barony", 3), ("me-first", 4),
                                            ("auctioneer", 3)])
def test_a_first_setup_offers_each_games_usual_table(app, game_id, usual):
    """"After the 2-player lesson, New game quietly switched to 2 players" (a newcomer): with no
    table set up before, a game's setup offers the table it is usually played at, not the
    fewest players it takes."""
    app.settings.last_table = ""
    s = SetupScene(app, game_id)
    assert s.players == usual and len(s.seats) == usual


def test_rules_pages_speak_to_players():
    """(The pages themselves are checked in tests/game/test_rules_pages.py, the renderer in
    tests/scenes/test_help_screen.py.) The help screen shows each page whole: no markup."""
    from scenes.help import HelpScene
    a = App(size=(960, 540), settings=Settings(), headless=True)
    try:
        for gid in ("sorcerous-futures", "barony", "me-first", "auctioneer"):
            h = HelpScene(a, gid)
            words = h.layout_page(800, 16).plain_text()
            assert "**" not in words and "`" not in words and ".py" not in words
            assert not __import__("re").search(r"\((?:SF|BA|MF|AU)\d", words)
            if gid == "me-first":
                assert h.page.tables                                  # the deck table is a table
    finally:
        pygame.quit()


def test_setup_seats_from_the_keyboard(app):
    s = SetupScene(app, "sorcerous-futures", 3)
    kinds = [x.kind for x in s.seats]
    s.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=pygame.KMOD_LCTRL, unicode=""))
    assert s.seats[1].kind != kinds[1]                       # Ctrl+2 switches seat 2 human/bot
    s.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=pygame.KMOD_LCTRL, unicode=""))
    assert s.seats[1].is_bot
    level = s.seats[1].level
    s.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=pygame.KMOD_LALT, unicode=""))
    assert s.seats[1].level != level and s.players == 3        # Alt+2 cycles its level
    app.draw()


def _autosave_a_game_in_progress(app):
    """A game in progress, autosaved (as Continue finds it), then the title over it."""
    from game.flow import start_match
    from game.saves import autosave_path
    seats = [SeatSpec("Me", "human")] + bots(3)[1:]
    m = start_match(app, "sorcerous-futures", 3, seats, seed=78)
    m.bot_delay = 0
    for _ in range(400):
        app.frame(1 / 10, events=[])
        if 0 in m.humans_to_act():
            break
    m.flush()
    saved = open(autosave_path()).read()
    m.close()
    app.clear_to(TitleScene(app))
    return saved


def test_watching_a_replay_to_its_end_keeps_the_game_in_progress(app):
    """Title (Continue) → Replays → a record → End → Esc: the autosave of the unfinished game
    is untouched. Only finishing the game the autosave holds may remove it."""
    from game.flow import play_replay
    from game.saves import autosave_path
    saved = _autosave_a_game_in_progress(app)
    finished = Match("sorcerous-futures", 3, bots(3), seed=5, bot_delay=0, threaded=False)
    finished.run_bots_instantly()
    play_replay(app, finished.record())
    table = app.top
    table.handle(key(pygame.K_END))
    for _ in range(200):
        app.frame(1 / 10, events=[])
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    app.top.handle(key(pygame.K_ESCAPE))
    app.frame(1 / 10, events=[])
    assert os.path.exists(autosave_path()) and open(autosave_path()).read() == saved


def test_finishing_the_autosaved_game_removes_its_autosave(app):
    from game.flow import start_match
    from game.saves import autosave_path
    m = start_match(app, "sorcerous-futures", 3, bots(3), seed=79)
    m.bot_delay = 0
    for _ in range(3000):
        app.frame(1 / 10, events=[])
        if isinstance(app.top, ResultsScene):
            break
    assert m.over and isinstance(app.top, ResultsScene)
    assert not os.path.exists(autosave_path())


def test_a_second_person_at_the_table_renames_the_seat_called_you(app):
    """"Pass to You … You: click" on the hot-seat curtain, and a friend's log reading "You bid
    6" for the host's bid: once a second person sits down, the seat called You gets a name."""
    setup = app.push("setup", "me-first")
    assert setup.seats[0].name == "You"
    setup.toggle_kind(1)                                       # a second human
    assert [s.kind for s in setup.seats[:2]] == ["human", "human"]
    assert setup.seats[0].name == "Player 1" and setup.seats[1].name == "Player 2"
    # and says so ("You" was renamed silently: a newcomer)
    assert any('"You" is now "Player 1"' in t[0] for t in app.toasts), app.toasts
    setup2 = app.push("setup", "me-first")
    setup2.set_players(3)
    setup2.seats[0] = SeatSpec("You", "human", profile="p-you")   # after a first game, You is a profile
    setup2.toggle_kind(1)
    setup2.toggle_kind(1)
    setup2.toggle_friend(2)                                    # a friend online
    assert setup2.seats[0].name == "Player 1" and setup2.seats[0].profile is None
    assert setup2.seats[2].kind == "friend"


def test_a_replays_pause_menu_offers_no_undo_and_no_thinking(app):
    """A replay's pause menu offered Undo and "Hard bots think", which do nothing there."""
    from scenes.pause import PauseScene
    from scenes.replay import ReplayScene
    m = Match("auctioneer", 3, bots(3), seed=21, bot_delay=0, threaded=False)
    m.run_bots_instantly(30)
    app.push(TitleScene(app))
    table = ReplayScene(app, m.record())
    app.push(table)
    table.handle(key(pygame.K_ESCAPE))
    pause = app.top
    assert isinstance(pause, PauseScene)
    labels = [b.label for b in pause.buttons]
    assert not any(lb.startswith(("Undo", "Hard bots think")) for lb in labels), labels
    thinking, undo = app.settings.bot_thinking, app.settings.undo
    pause.handle(key(pygame.K_t))
    pause.handle(key(pygame.K_u))
    assert (app.settings.bot_thinking, app.settings.undo) == (thinking, undo)


def test_a_hot_seat_pause_menu_says_there_is_no_undo(app):
    """The hot-seat pause menu read "Undo: on" while Ctrl+Z answered "No undo in hot-seat games"."""
    from scenes.pause import PauseScene
    m = Match("me-first", 3, [SeatSpec("Ann", "human"), SeatSpec("Ben", "human"), SeatSpec("Bea", "bot", "easy")],
              3, bot_delay=0, threaded=False)
    app.push(TitleScene(app))
    t = app.push("table:me-first", m, viewer=0, animate=False)
    app.push("pause", t)
    pause = app.top
    assert isinstance(pause, PauseScene)
    undo = next(b for b in pause.buttons if b.label.startswith("Undo"))
    assert undo.label == "Undo: none in hot-seat" and not undo.enabled
    before = app.settings.undo
    pause.handle(key(pygame.K_u))
    assert app.settings.undo == before


def test_a_seat_added_joins_at_the_level_of_the_bots_already_there(app):
    """After a lesson the table was you and easy bots; a third player added came in at medium
    ("the 3-player setup defaulted to one easy and one medium bot", a newcomer)."""
    from game.seats import SeatSpec
    app.push(TitleScene(app))
    setup = SetupScene(app)
    app.push(setup)
    setup.set_players(2)
    setup.seats = [SeatSpec("You", "human"), SeatSpec("Ada", "bot", "easy")]
    setup.set_players(4)
    assert [s.level for s in setup.seats[1:]] == ["easy", "easy", "easy"]


def test_settings_opened_from_the_pause_menu_hide_the_menu(app, monkeypatch):
    """The pause menu's labels ("Leave to title", "Settings are kept…") showed faintly round the
    settings' box opened from it (a newcomer): under another screen the menu draws only its
    shade over the table."""
    import scenes.pause as P
    m = Match("sorcerous-futures", 3, [SeatSpec("You", "human")] + bots(3)[1:], 5, bot_delay=0, threaded=False)
    app.push("title")
    t = app.push("table:sorcerous-futures", m, viewer=0, animate=False)
    pause = app.push("pause", t)
    said = spy_words(monkeypatch, P)
    app.invalidate()
    app.draw()
    assert said, "the pause menu draws its words when on top"
    said.clear()
    app.push("settings", over_table=True)
    app.invalidate()
    app.draw()
    assert said == [] and app.top is not pause


def test_a_replay_through_another_seats_eyes_says_whose_private_lines_they_are(app):
    """Replayed through Bea's eyes, "You hold the Aces of Knots and Leaves" (hers) stood beside
    "You bid 10" (the seat named You) and read as the same player's (a newcomer): a line only
    the viewer saw says whose it is, and the "You" seat's lines stay as they were."""
    from game.match import Match
    from game.seats import SeatSpec
    m = Match("sorcerous-futures", 3, [SeatSpec("You", "bot", "medium"), SeatSpec("Bea", "bot", "medium"),
                                       SeatSpec("Cyd", "bot", "medium")], 4, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    app.push("title")
    rp = app.push("replay", m.record(), start=40, viewer=1, paused=True)
    app.frame(0.05)
    table = getattr(rp, "table", None) or rp
    lines = [s for s, _ in table.log_entries()]
    private = [s for s in lines if "only you see" in s or s.startswith("To Bea: Your Crown")]
    assert private and all(s.startswith("To Bea: ") for s in private), private
    assert any(s.startswith("You put ") for s in lines)            # the seat named You, as before
    assert not any(s.startswith("To You") for s in lines)


@pytest.mark.parametrize("hard", [False, True])
def test_the_pause_menu_offers_how_hard_bots_think_only_where_one_plays(app, hard):
    """"Hard bots think" stood in the pause menu of a hot-seat table of medium bots (a
    newcomer): it is offered where a hard bot plays, and T does nothing where it is not."""
    from scenes.pause import PauseScene
    seats = [SeatSpec("Ann", "human"), SeatSpec("Ben", "human"), SeatSpec("Bot", "bot", "hard" if hard else "medium")]
    m = Match("me-first", 3, seats, seed=2, bot_delay=0, threaded=False)
    app.push(TitleScene(app))
    t = app.push("table:me-first", m, animate=False)
    pause = app.push("pause", t)
    assert isinstance(pause, PauseScene)
    labels = [b.label for b in pause.buttons]
    assert any(lb.startswith("Hard bots think") for lb in labels) == hard, labels
    thinking = app.settings.bot_thinking
    pause.handle(key(pygame.K_t))
    assert (app.settings.bot_thinking != thinking) == hard
    m.close()
