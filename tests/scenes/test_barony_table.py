"""The Barony table through the real scenes: bots-only games reach the results at 2 and 3
players, hot-seat with two humans too; bidding by selection (clicks on cards) commits exactly
the chosen bid; and frames do not depend on the one secret, the order of the stage decks."""
from __future__ import annotations

import json

import pygame
import pytest

from game.app import App
from game.assets import font
from game.match import Match
from game.seats import SeatSpec
from game.settings import Settings
from rules.barony import GAME, Add, Commit, Pass, bid_value
from rules.decks import decktet as D
from rules.core import Rng
from scenes.results import ResultsScene
from scenes.table_barony import BaronyTable, shared_symbols
import scenes.table_barony as TB
from helpers import spy_words, table_window, words_drawn



def bots(n, level="medium"):
    return [SeatSpec(f"Bot{i}", "bot", level) for i in range(n)]


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(int(pos[0]), int(pos[1])))


def play_out(app, m, limit=20000):
    for _ in range(limit):
        app.frame(0.3, events=[])
        if isinstance(app.top, ResultsScene):
            return True
    return False


@pytest.mark.parametrize("players", [2, 3])
def test_bots_only_game_reaches_the_results(app, players):
    m = Match("barony", players, bots(players), seed=3 + players, bot_delay=0.0, threaded=False)
    app.push("title")
    app.push("table:barony", m)
    assert play_out(app, m)
    assert m.over and isinstance(app.top, ResultsScene)
    app.draw()
    r = m.result()
    for i in range(players):
        assert sum(p for _, p in r.breakdown[i]) == r.scores[i]


def test_bidding_by_selection_commits_the_chosen_cards(app):
    seats = [SeatSpec("Ann", "human")] + bots(3)[1:]
    m = Match("barony", 3, seats, seed=12, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    assert m.humans_to_act() == [0]
    app.push("title")
    t = app.push("table:barony", m, viewer=0, animate=False)
    app.draw()
    v = t.view
    # a card clicked before a target: nothing chosen, a clear message
    usable = list(v.resources[0])
    t.handle(click(t.resource_centers(0)[usable[0]]))
    assert t.sel_cards == [] and "Market card" in t.error
    # aim at the Market card where our cards are worth most, by clicking it
    best_t = max(v.market, key=lambda c: sum(bid_value(r, c) for r in usable))
    t.handle(click(t.market_center(list(v.market).index(best_t))))
    assert t.aim() == best_t
    # click the cards that match it (and one more, then take it back)
    matching = [c for c in usable if bid_value(c, best_t) > 0] or usable[:1]
    for c in matching:
        t.handle(click(t.resource_centers(0)[c]))
    assert t.sel_cards == matching
    expect = sum(bid_value(c, best_t) for c in matching)
    assert t.selection_value() == expect
    app.draw()                       # the matching symbols are shown before confirming
    assert all(shared_symbols(c, best_t) for c in matching if bid_value(c, best_t))
    need = t.need()
    if expect >= need:
        n_events = len(m.events)
        t.handle(key(pygame.K_RETURN))
        commit = next(e for e in m.events[n_events:] if e.kind == "commit")
        assert commit.data["seat"] == 0 and commit.data["target"] == best_t
        assert sorted(commit.data["cards"]) == sorted(matching) and commit.data["value"] == expect
        assert m.record()["actions"][-1 if m.step == 0 else len(m.record()["actions"]) - 1] is not None
        assert not t.sel_cards
    else:
        t.handle(key(pygame.K_RETURN))
        assert "must reach" in t.error and m.humans_to_act() == [0]


def your_turn_table(app):
    """Ann (a person) against a medium bot (seed 4), at her first turn: (match, table), drawn."""
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bot", "bot", "medium")]
    m = Match("barony", 2, seats, seed=4, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    app.push("title")
    t = app.push("table:barony", m, viewer=0, animate=False)
    app.draw()
    return m, t


def test_keys_choose_the_target_and_cards_and_undo_clears(app):
    m, t = your_turn_table(app)
    t.handle(key(pygame.K_2))
    assert t.aim() == t.view.market[1]
    t.handle(key(pygame.K_RIGHT))
    t.handle(key(pygame.K_SPACE))
    assert t.sel_cards == [t.view.resources[0][1 % len(t.view.resources[0])]]
    t.handle(key(pygame.K_BACKSPACE))
    assert t.sel_cards == [] and t.aim() is None
    t.handle(key(pygame.K_p))
    assert 0 in m.view(None).passed or m.view(None).markets_played > 0


def test_hot_seat_two_humans_reach_the_results_without_a_curtain(app):
    seats = [SeatSpec("Ann", "human"), SeatSpec("Ben", "human"), SeatSpec("Bot", "bot", "easy")]
    m = Match("barony", 3, seats, seed=8, bot_delay=0, threaded=False)
    app.push("title")
    t = app.push("table:barony", m, animate=False)
    rng = Rng(3)
    slots = set()
    for _ in range(40000):
        app.frame(0.3, events=[])
        if isinstance(app.top, ResultsScene):
            break
        top = app.top
        assert type(top).__name__ != "HandoffScene"
        if isinstance(top, BaronyTable) and m.humans_to_act() and not top.timeline.busy:
            seat = m.humans_to_act()[0]
            assert top.viewer == seat and top.anchor_seat == 0
            slots.add(top.seat_slot(1))
            legal = m.legal(seat)
            m.submit(seat, legal[rng.randrange(len(legal))] if rng.random() < 0.7 else legal[0])
    assert m.over and isinstance(app.top, ResultsScene)
    assert slots == {"seat_1"}            # one orientation all game long


def test_frames_do_not_depend_on_the_order_of_the_stage_decks():
    a = App(size=(1280, 720), settings=Settings(anim_speed="off"), headless=True)
    try:
        rng = Rng(9)
        checked = 0
        for seed in (1, 2):
            m = Match("barony", 3, bots(3), seed=seed, bot_delay=0, threaded=False)
            for stop in (5, 40, 120):
                m.run_bots_instantly(stop - m.step)
                if m.over:
                    break
                t = BaronyTable(a, m, viewer=0, animate=False)
                a.stack = [t]
                t.view = m.view(0)
                a.invalidate()
                a.draw()
                base = pygame.image.tobytes(a.screen, "RGB")
                s = m._state
                other = s.copy()
                other.deck = rng.shuffled(other.deck)
                other.future = [rng.shuffled(f) for f in other.future]
                other.unseen = rng.shuffled(other.unseen)
                other.rng = Rng(rng.next64())
                assert GAME.view(other, 0) == GAME.view(s, 0)
                m._state = other
                t.view = m.view(0)
                a.invalidate()
                a.draw()
                assert pygame.image.tobytes(a.screen, "RGB") == base
                m._state = s
                checked += 1
        assert checked >= 4
    finally:
        a.shutdown()


def three_seat_table(a, seed=7):
    """You (a person) against Bea and Cyd (medium) at a Barony table in window ``a``, seed
    ``seed``, still animations off at the start: (match, table)."""
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("barony", 3, seats, seed=seed, bot_delay=0, threaded=False)
    a.push("title")
    return m, a.push("table:barony", m, viewer=0, animate=False)


def _tie_position():
    """Two seats bidding on the Ace of Waves, where none of their cards matches: Bea has bid
    0 with The Watchman; Ann, whose bid is locked on it too, is to answer."""
    from helpers import barony_position
    s = barony_position(2, market=("ace-waves", "ace-leaves", "ace-suns"),
                        owned=[["consul", "harvest", "excuse", "rite"], ["watchman", "window", "island"]],
                        stage=2, prime=0)
    s.targets = ["ace-waves", "ace-waves"]
    s.committed = [["rite"], ["watchman"]]
    s.best = (1, 0)
    s.turn = 0
    return s


def _at_tie(app, state=None):
    """Ann (a person) against Bea (medium) at ``state`` (the tie position by default), the
    table open at Ann's turn: (match, table)."""
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium")]
    m = Match("barony", 2, seats, seed=1, bot_delay=0, threaded=False)
    m._state = _tie_position() if state is None else state
    app.push("title")
    t = app.push("table:barony", m, viewer=0, animate=False)
    app.draw()
    return m, t


def test_a_tie_at_nothing_is_one_key_a_turn_and_the_log_says_match(app):
    """Long runs of 0-point ties: M (or the Match button) commits the one card that levels the
    bid (the one that adds least), with no building and confirming; the log reads "matches"."""
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium")]
    m = Match("barony", 2, seats, seed=1, bot_delay=0, threaded=False)
    m._state = _tie_position()
    assert m.humans_to_act() == [0]
    app.push("title")
    t = app.push("table:barony", m, viewer=0, animate=False)
    app.draw()
    labels = [b.label for b in t.buttons]
    assert "Match 0" in labels, labels
    card = t.match_card()
    assert card is not None and bid_value(card, "ace-waves") == 0
    assert card != "excuse"                          # the Excuse is worth 1: not the cheapest
    before = len(m.record()["actions"])
    t.handle(key(pygame.K_m))
    after = m.record()["actions"][before:]
    assert len(after) >= 1
    assert m.view(0).committed[0] == ("rite", card) or list(m.view(0).committed[0]) == ["rite", card]
    assert any("matches 0 on Ace of Waves" in e.text for e in m.visible_events(0))


def test_the_quick_bid_button_says_the_bid_it_makes(app):
    """When no single card levels the bid exactly, the button says "Raise to N": N is always
    the bid the key makes (it said "Match 2" and made 3)."""
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium")]
    seen = set()
    for owned, best in ((["consul", "harvest", "island", "rite"], 0), (["consul", "sea", "island", "rite"], 0)):
        m = Match("barony", 2, seats, seed=1, bot_delay=0, threaded=False)
        s = _tie_position()
        s.owned[0] = owned
        s.committed = [["rite"], ["watchman"]]
        s.best = (1, best)
        m._state = s
        with table_window(m) as (a, t):
            a.draw()
            quick = [b.label for b in t.buttons if b.label.startswith(("Match", "Raise to"))]
            assert len(quick) == 1, [b.label for b in t.buttons]
            said = int(quick[0].split()[-1])
            assert quick[0].startswith("Match") == (said == best)
            seen.add(quick[0].split()[0])
            t.handle(key(pygame.K_m))
            assert m.view(0).bids[0] == said
    assert seen == {"Match", "Raise"}


def test_a_long_bid_pile_stays_clear_of_the_next_market_card(app):
    """However many cards a seat commits, its pile and its label end before the next Market
    card (the pile closes up)."""
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium")]
    m = Match("barony", 2, seats, seed=1, bot_delay=0, threaded=False)
    s = _tie_position()
    many = ["consul", "harvest", "excuse", "rite", "island", "window", "watchman", "mill", "sailor", "soldier"]
    s.owned = [many, ["borderland"]]
    s.committed = [many[:9], []]
    s.targets = ["ace-waves", None]
    s.best = (0, 1)
    s.turn = 1
    m._state = s
    for size in ((960, 540), (1280, 720)):
        with table_window(m, size=size) as (a, t):
            a.draw()
            nxt = t.card_rect(t.market_center(1), t.cw(92))
            last = t.card_rect(t.bid_spot("ace-waves", 0, 8), t.bid_w())
            assert last.right + t.bid_label_width() - t.px(8) <= nxt.left + 1, size


@pytest.mark.parametrize("players", [2, 3])
def test_committed_cards_are_large_enough_to_read(app, players):
    """"Committed bids are hard to read. They show as tiny thumbnails beside the Market cards"
    (a newcomer, at 30 design pixels): each pile's cards are at least 40 design pixels wide
    (their corner and suits read), and each stays in the band between the seats."""
    seats = [SeatSpec("Ann", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd")[:players - 1]]
    m = Match("barony", players, seats, seed=1, bot_delay=0, threaded=False)
    for size in ((1280, 720), (960, 540)):
        with table_window(m, size=size) as (a, t):
            a.draw()
            assert t.bid_w() >= t.px(40) - 1, (size, t.bid_w(), t.px(40))
            band_top = max(t.seat_rect(k).bottom for k in range(players) if t.seat_slot(k) != "seat_0")
            band_bottom = t.seat_rect(0).top
            target = m.view(0).market[0]
            for seat in range(players):
                r = t.card_rect(t.bid_spot(target, seat, 0), t.bid_w())
                assert band_top <= r.top and r.bottom <= band_bottom, (size, seat, r, band_top, band_bottom)


def prompts_said(monkeypatch) -> list:
    """Every message the prompt bar is drawn with, in order."""
    import scenes.table_kit as K
    said = []
    orig = K.draw_prompt_bar
    monkeypatch.setattr(K, "draw_prompt_bar", lambda surface, r, px, message, *a, **k: (
        said.append(message), orig(surface, r, px, message, *a, **k)))
    return said


def test_a_pass_that_plays_itself_says_why(app, monkeypatch):
    """When no card of yours can reach the best bid, the pass plays itself after a beat: the
    prompt says why meanwhile (it used to pass with only the log's "You pass")."""
    said = prompts_said(monkeypatch)
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium")]
    m = Match("barony", 2, seats, seed=1, bot_delay=0.75, threaded=False)
    s = _tie_position()
    s.owned = [["harvest"], ["consul", "island", "watchman"]]
    s.committed = [[], ["consul", "island"]]
    s.targets = [None, "ace-waves"]
    s.best = (1, 2)
    m._state = s
    assert m.legal(0) == [m.legal(0)[0]] and m.forced_seat() == 0
    app.push("title")
    app.push("table:barony", m, viewer=0, animate=False)
    app.draw()
    assert "no card of yours can bring your bid to 2" in said[-1] and "you pass" in said[-1], said[-1]
    assert m.forced_beat >= 1.0


def test_a_tie_says_in_words_that_any_card_retakes_the_lead(app):
    """When the best bid equals yours, M's card adds +0: the prompt says why that is enough
    (it offered "match 0 with The Consul (M)" and a newcomer could not see why a card worth
    nothing would do); brought level from below, it says a tie goes to the latest bid."""
    m, t = _at_tie(app)
    said = t.build_controls()
    from rules.decks import decktet as D
    assert f"Tied with Bea at 0: Match retakes the lead with {D.CARDS[t.match_card()].name} (+0)" in said, said
    s = _tie_position()
    s.owned[0] = ["consul", "harvest", "sea", "rite"]
    s.committed = [["rite"], ["watchman", "island"]]
    s.best = (1, 1)
    m._state = s
    t.view = m.view(0)
    said = t.build_controls()
    assert "levels your bid with Bea's 1, and the latest bid wins a tie" in said, said
    # what it costs, not a push to match; an Ace or Crown (the Sea is the Crown of Waves) comes
    # back at the stage's end and still scores ("Match spends my Ace": a newcomer)
    royal = D.CARDS[t.match_card()].kind in (D.ACE, D.CROWN)
    assert ("it comes back and still scores" if royal else "a card that wins stays spent") in said, said
    assert any(b.label == "Match 1" for b in t.buttons)
    # in a stage's last Market every card spent comes back as it ends ("a card that wins stays
    # spent" was said there: a newcomer)
    assert not royal
    s.deck = []
    t.view = m.view(0)
    assert t.view.stage_left // 3 == 0
    said = t.build_controls()
    assert "stays spent" not in said and "the stage ends with this Market: cards spent come back" in said, said


def test_the_quick_bid_matches_with_the_card_that_adds_least(app):
    """"M offered 'Raise to 2 with The Castle (+1)' while The Sea, worth +0, would simply have
    matched" (a newcomer): M matches with the card that adds least, an Ace or Crown too (it is
    back at the stage's end and scores as before)."""
    s = _tie_position()
    s.owned[0] = ["ace-knots", "bard", "rite", "consul"]
    s.committed = [["rite"], ["watchman"]]
    m, t = _at_tie(app, s)
    t.build_controls()
    card = t.match_card()
    assert bid_value(card, "ace-waves") == min(bid_value(c, "ace-waves") for c in ("ace-knots", "bard", "consul"))
    assert any(b.label == "Match 0" for b in t.buttons), [b.label for b in t.buttons]


def test_a_lesson_offers_no_quick_bid_its_step_would_refuse(app):
    """Barony's lesson, step 10, asked for the Consul; M offered "Match 1" with the Journey,
    then the lesson said "Not yet". The table offers only what the game would take now."""
    from game.lesson import start_lesson
    m = start_lesson(app, "barony", 9)
    m.bot_delay = 0
    ov = app.top
    table = app.stack[-2]
    for _ in range(4000):
        app.frame(1 / 30)
        if ov.waiting_for_you():
            break
    assert ov.waiting_for_you()
    table.choose_target("ace-waves")
    table.build_controls()
    card = table.match_card()
    assert card is None or m.would_take(0, Commit("ace-waves", (card,))), card


def test_a_forced_pass_with_no_cards_left_is_said_and_shown_on_your_seat(app, monkeypatch):
    """All your cards are in your bid and Bea matches you: the pass plays itself, but only
    after the table has shown Bea's match and the prompt has said why for a full beat, and a
    popup on your seat says why (only the log said so): "all your cards were bid (they come
    back)", said once they are back in your row ("no cards left to add" over three cards read
    as wrong: a newcomer)."""
    said = prompts_said(monkeypatch)
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium")]
    m = Match("barony", 2, seats, seed=1, bot_delay=0.75, threaded=False)
    s = _tie_position()
    s.owned = [["rite"], ["watchman", "window", "island"]]
    s.committed = [["rite"], []]
    s.targets = ["ace-waves", None]
    s.best = (0, 0)
    s.turn = 1
    m._state = s
    app.push("title")
    t = app.push("table:barony", m, viewer=0, animate=False)
    from rules.barony import Commit
    m._apply(1, Commit("ace-waves", ("watchman",)))        # Bea matches at 0
    assert m.forced_seat() == 0
    import types
    import game.match as GM
    clock = [1000.0]                             # the Match's beat on the frames' clock
    monkeypatch.setattr(GM, "time", types.SimpleNamespace(monotonic=lambda: clock[0]))
    shown_still, popups = 0.0, []
    for _ in range(600):
        app.frame(1 / 60, events=[])
        clock[0] += 1 / 60
        popups += [a.text for a in t.timeline.anims if a.kind == "text"]
        if m.step == 1 and not t.timeline.busy:
            shown_still += 1 / 60
        if m.step > 1:
            break
    assert m.step > 1, "the forced pass never played"
    assert shown_still >= m.forced_beat - 0.05, shown_still     # the whole beat with the table still
    assert any("no cards left to add" in x and "You pass" in x for x in said), said[-3:]
    assert any(x == "You pass: all your cards were bid (they come back)" for x in popups), set(popups)


def _passing_you_against_bots(app, monkeypatch, seed=3):
    """A table where you pass every Market and two medium bots bid on, the Match's pace on the
    frames' clock."""
    import types
    import game.match as GM
    clock = [1000.0]
    monkeypatch.setattr(GM, "time", types.SimpleNamespace(monotonic=lambda: clock[0]))
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("barony", 3, seats, seed=seed, bot_delay=0.75, threaded=False)
    app.push("title")
    t = app.push("table:barony", m)

    def frame():
        evs = [key(pygame.K_p)] if t.my_turn() and m.forced_seat() is None and not t.timeline.busy else []
        app.frame(1 / 60, events=evs)
        clock[0] += 1 / 60
    return m, t, clock, frame


def _bid_gaps(m, clock, frame, enough: int, counts, each_frame=None) -> list:
    """Seconds (on the frames' clock) between bids made while you (seat 0) have passed the
    Market, for the bids ``counts(event, its run of 0-point matches or None, same Market as the
    bid before)`` keeps, until ``enough`` or the game's end."""
    from scenes.table_barony import zero_matches
    gaps, last, market, seen = [], None, None, len(m.events)
    for _ in range(60 * 60 * 10):
        frame()
        new = [e for e in m.events[seen:] if e.kind == "commit"]
        seen = len(m.events)
        runs = dict((id(e), r) for e, r in zero_matches(m.events))
        for e in new:
            same = m.view(0).markets_played == market
            if 0 in m.view(0).passed and last is not None and counts(e, runs.get(id(e)), same):
                gaps.append(clock[0] - last)
            last, market = clock[0], m.view(0).markets_played
        if each_frame is not None:
            each_frame()
        if len(gaps) >= enough or m.over:
            break
    return gaps


def test_bots_matching_each_other_at_nothing_play_briskly_and_read_as_one_line(app, monkeypatch):
    """Bea and Cyd trade 0-point matches while you, out of the Market, can only watch: each
    took about 1.9 s (a bid is built in steps, each at the bots' pace, then a 1.1 s pop-up);
    while only bots exchange them they play at a brisk pace, the prompt says what is going on
    and the log reads one line that counts them instead of a line for each."""
    from scenes.table_barony import zero_matches
    m, t, clock, frame = _passing_you_against_bots(app, monkeypatch)
    prompts = set()

    def watch():
        if t.open_run() is not None and t.open_run()["count"] >= 2:
            prompts.add(t.build_controls())
    gaps = _bid_gaps(m, clock, frame, 8, lambda e, run, same_market: run is not None and run["count"] >= 2, watch)
    assert len(gaps) >= 8
    assert sum(gaps) / len(gaps) < 1.2, gaps
    assert any("keep matching each other at 0" in p and "so far" in p for p in prompts), prompts
    entries = [s for s, _ in t.log_entries()]
    long_runs = [r for r in {id(r): r for _, r in zero_matches(m.events) if r}.values() if r["count"] >= 3]
    assert long_runs
    for r in long_runs:
        assert any(f"matched each other {r['count']} times at {r['value']}" in s for s in entries), entries[-8:]
        # and how many were whose ("You and Cyd matched each other 5 times" read as yours: a newcomer)
        assert sum(r["by"].values()) == r["count"]
        line = next(s for s in entries if f"matched each other {r['count']} times at {r['value']}" in s)
        if len(r["seats"]) > 1:
            for seat, k in r["by"].items():
                said = "once" if k == 1 else "twice" if k == 2 else f"{k} times"
                assert f"{m.fill_names('{seat%d}' % seat, t.you())} {said}" in line, line
        for e in r["events"]:
            assert m.fill_names(e.text, t.you()) not in entries


def test_bidding_you_only_watch_plays_quicker(app, monkeypatch):
    """"Once your cards are spent you sit out several Markets of bot tie wars, 10 to 15 seconds
    each" (a newcomer): every bid the people here only watch (they passed this Market) goes at
    a quicker pace, not only runs of 0-point matches; the moves are the same."""
    m, t, clock, frame = _passing_you_against_bots(app, monkeypatch)
    gaps = _bid_gaps(m, clock, frame, 6, lambda e, run, same_market: run is None and same_market)
    assert len(gaps) >= 6
    assert sum(gaps) / len(gaps) < 0.9, gaps          # (1.1 s a bid at the bots' own pace)


def test_the_keyboard_focus_in_your_row_is_clearly_lit(app):
    """←→ move a focus along your cards (Space adds the focused one): it was a thin white glow,
    only once a target was chosen, and a newcomer could not see it. Moving the focus onto a
    card changes its surroundings plainly, with or without a target, at both sizes."""
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium")]
    for size in ((1280, 720), (960, 540)):
        m = Match("barony", 2, seats, seed=1, bot_delay=0, threaded=False)
        m._state = _tie_position()
        with table_window(m, size=size) as (a, t):
            t.locked_target = lambda: None        # free to aim (and to aim at nothing)
            a.draw()                              # the selection belongs to this turn from now on
            cards = list(t.view.resources[0])
            contrast = []
            for aim in (None, t.view.market[0]):
                frames = []
                for cur in (1, 0):
                    t.sel_target, t.sel_cards, t.cursor = aim, [], cur
                    t.kept.forget()
                    a.draw()
                    frames.append(a.screen.copy())
                r = t.card_rect(t.resource_centers(0)[cards[0]], t.seat_parts(0)["cw"])
                band, inner = r.inflate(t.px(16), t.px(16)), r.inflate(-t.px(4), -t.px(4))
                diff = n = 0
                for x in range(band.left, band.right):
                    for y in range(band.top, band.bottom):
                        if not inner.collidepoint(x, y):
                            p, q = frames[0].get_at((x, y)), frames[1].get_at((x, y))
                            diff += abs(p.r - q.r) + abs(p.g - q.g) + abs(p.b - q.b)
                            n += 1
                contrast.append(diff / n)
            assert min(contrast) > 180, (size, contrast)     # the thin white glow: about 140


@pytest.mark.parametrize("players,humans", [(2, 1), (3, 1), (3, 2)])
def test_every_seat_row_stays_inside_its_box_at_any_count(players, humans):
    """A seat's row of cards reached its box's edge at 8 cards: at any count (with cards
    expended beside them or not), every card, and under your own each +N badge, stays inside
    the seat's box, at every size."""
    from helpers import barony_position
    from rules.decks import decktet as D
    pool = [c.id for c in D.DECK if c.id not in ("ace-waves", "ace-leaves", "ace-suns")]
    # hot-seat (two people): the second person's top box has larger cards and their +N badges
    seats = [SeatSpec(f"P{i}", "human") for i in range(humans)] + \
        [SeatSpec(f"B{i}", "bot", "medium") for i in range(humans, players)]
    for size in ((1280, 720), (960, 540), (1000, 640)):
        a = App(size=size, settings=Settings(anim_speed="off"), headless=True)
        try:
            a.push("title")
            for n in range(1, 15):
                for spent in (0, 3):
                    owned = [pool[k * 20:k * 20 + n + spent] for k in range(players)]
                    s = barony_position(players, market=("ace-waves", "ace-leaves", "ace-suns"), owned=owned,
                                        stage=2, prime=0)
                    s.expended = [o[n:] for o in owned]
                    m = Match("barony", players, seats, seed=1, bot_delay=0, threaded=False)
                    m._state = s
                    t = a.push("table:barony", m, viewer=0, animate=False)
                    t.sel_target = "ace-waves"
                    a.draw()
                    for seat in range(players):
                        g = t.seat_parts(seat)
                        for c, pos in t.resource_centers(seat).items():
                            r = t.card_rect(pos, g["cw"])
                            if seat < humans:
                                r = r.union(r.move(0, t.px(22)))      # the +N badge under it
                            assert g["rect"].contains(r), (size, n, spent, seat, c)
                        for c, pos in t.expended_centers(seat).items():
                            assert g["rect"].contains(t.card_rect(pos, g["ew"])), (size, n, spent, seat, c)
                        # a seat's word ("bid 0") rises inside its box: from the name line it rose
                        # over the box's top edge (a newcomer)
                        x, y = t.header_pos(seat)
                        risen = y - t.px(26) - font(max(14, t.px(22)), True).get_linesize() // 2   # the popup's size
                        assert risen >= g["rect"].top, (size, n, spent, seat, y, g["rect"])
                    a.stack.pop()
        finally:
            a.shutdown()


@pytest.mark.parametrize("size", [(1000, 640), (960, 540), (1100, 660), (1280, 720)])
def test_every_market_card_can_be_named_at_any_size(size, monkeypatch):
    """At 1000x640 the Market cards are drawn too small for the name on their face: each
    card's name is then written under it (the lessons and the log name the cards)."""
    import scenes.table_barony as TB
    from game.art.decktet_face import FULL_MIN_W
    from rules.decks import decktet as D
    written = spy_words(monkeypatch, TB)
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("barony", 3, seats, seed=7, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    with table_window(m, size=size) as (a, t):
        a.draw()
        for i, c in enumerate(t.view.market):
            on_face = t.card_rect(t.market_center(i), t.cw(92)).width >= FULL_MIN_W
            assert on_face or any(D.CARDS[c].name in s for s in written), (size, c)


def test_ctrl_z_takes_back_the_card_added_last_to_a_bid(app):
    """A newcomer pressed Ctrl+Z while building a bid and read "Too late to undo", about the
    Market before: the README says the cards added to a Barony bid are taken back one by one."""
    m, t = your_turn_table(app)
    step = m.step
    t.handle(key(pygame.K_2))
    aim = t.aim()
    res = list(t.view.resources[0])
    for c in res[:2]:
        t.toggle_card(c)
    assert t.sel_cards == res[:2]
    ctrl_z = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="")
    t.handle(ctrl_z)
    assert t.sel_cards == res[:1] and t.aim() == aim and "Too late" not in (t.error or "")
    t.handle(ctrl_z)
    assert t.sel_cards == [] and t.aim() == aim
    t.handle(ctrl_z)
    assert t.aim() is None and m.step == step          # nothing of the game was taken back


def test_the_pool_at_the_end_takes_the_rows_that_make_its_cards_largest(app):
    """Fourteen pool cards were laid out as a row of 13 and a row of one, tiny, and the marks
    under the end cards ran over the frame (the lesson's count)."""
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bot", "bot", "medium")]
    m = Match("barony", 2, seats, seed=4, bot_delay=0, threaded=False)
    app.push("title")
    t = app.push("table:barony", m, viewer=0, animate=False)
    placed = []
    t.card = lambda surface, c, center, w, *a, **k: placed.append((center, w))
    area = pygame.Rect(100, 300, 830, 125)
    cards = list(D.CARDS)[:14]
    t.spread(app.screen, cards, area, {c: [(0, 1), (1, 2)] for c in cards})
    assert len(placed) == 14
    widths = {w for _, w in placed}
    assert min(widths) >= 40, widths                      # one row: 14 cards of about 50 px, not two rows of 20
    for (cx, cy), w in placed:
        card = pygame.Rect(0, 0, w, round(w * 88 / 63))
        card.center = (round(cx), round(cy))
        assert area.contains(card.inflate(-2, -2))


def test_a_hinted_pass_is_pointed_at_on_its_button(app):
    """A hint whose first move was Pass showed no "1" anywhere, only the "2" of the next move:
    a move that names no card is pointed at on its button."""
    from rules.barony import Pass
    m, t = your_turn_table(app)
    marks = t.hint_marks(Pass())
    button = next(b for b in t.buttons if b.label == "Pass")
    assert marks == [button.rect]


def test_the_discard_pile_says_where_it_goes(app):
    """"Discard pile (the future pool): 0" at stage IV read wrong (the discards had become
    stages IV and V): the panel says where the pile goes at each stage (BA6)."""
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bot", "bot", "medium")]
    m = Match("barony", 2, seats, seed=4, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    app.push("title")
    t = app.push("table:barony", m, viewer=0, animate=False)
    said = []
    drawn = t.draw_side_panel
    t.draw_side_panel = lambda surface, slot, title, lines: (said.extend(w for w, _ in lines),
                                                             drawn(surface, slot, title, lines))[1]
    t.draw_stage_panel(app.screen)
    assert any(w.startswith("Discard pile: ") and "to stages IV–V" in w for w in said), said
    assert not any("future pool" in w for w in said)


def test_the_stage_panel_lines_fit_at_960x540(monkeypatch):
    """"Discard pile: 12 (shuffled into stag…" was cut at 960x540: every line of the stage
    panel fits its column."""
    import scenes.table_kit as K
    from game.assets import font
    app = App(size=(960, 540), settings=Settings(anim_speed="off"), headless=True)
    try:
        seats = [SeatSpec("Ann", "human"), SeatSpec("Bot", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
        m = Match("barony", 3, seats, seed=4, bot_delay=0, threaded=False)
        m.run_bots_instantly()
        app.push("title")
        t = app.push("table:barony", m, viewer=0, animate=False)
        drawn = []
        orig = K.text
        monkeypatch.setattr(K, "text", lambda s, words, pos, size, *a, **k: (drawn.append((words, size, k.get("max_width"))),
                                                                             orig(s, words, pos, size, *a, **k))[1])
        app.draw()
        lines = [(w, sz, mw) for w, sz, mw in drawn if w.startswith("Discard pile")]
        assert lines
        assert all(mw is None or font(sz).size(w)[0] <= mw for w, sz, mw in lines), lines
    finally:
        app.shutdown()


def test_a_hint_weighs_the_bid_you_are_building(app, monkeypatch):
    """"The hint ignores a bid you are still building: asking again still offered 'Add The
    Journey', the card already selected" (a newcomer). A hint asked while a bid is being built
    on the table weighs the position that bid reaches; the game does not keep it (the review
    weighs the turn as the rules saw it), and a change of selection drops it."""
    import game.advisor as A
    monkeypatch.setattr(A, "HINT_BUDGET_S", 0.05)
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium")]
    m = Match("barony", 2, seats, seed=1, bot_delay=0, threaded=False)
    m._state = _tie_position()
    noted = []
    monkeypatch.setattr(m, "note_hint", lambda *a: noted.append(a))
    app.push("title")
    t = app.push("table:barony", m, viewer=0, animate=False)
    app.draw()
    card = next(c for c in t.view.resources[0])
    t.toggle_card(card)
    assert t.sel_cards == [card] and t.pending_actions() == [Add(card)]
    t.toggle_hint()
    assert t.hints.key == (m.step, (Add(card),)) and not t.hints.noted
    t.hints.job.wait(60)
    t.update_hint()
    shown = [e.action for e in t.hints.hint]
    assert shown and Add(card) not in shown, shown           # the card already in the bid is not offered again
    assert not noted                                           # not the match's own position: not kept
    t.toggle_card(card)                                        # the card taken out of the bid: the hint goes
    t.update_hint()
    assert t.hints.hint is None


def test_keep_matching_plays_a_run_of_level_matches_without_a_key_a_turn(app, monkeypatch):
    """"M pressed 5 to 8 times a Market" in long runs of 0-point ties (a newcomer): K matches
    now and stands as an order. Each later turn in this Market it brings the bid level with
    the card that adds least, after a short beat and with no key, until only a raise would
    do; then the turn is the player's again. K stops it; undo drops it."""
    import types
    import game.match as GM
    clock = [1000.0]
    monkeypatch.setattr(GM, "time", types.SimpleNamespace(monotonic=lambda: clock[0]))
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "human")]
    m = Match("barony", 2, seats, seed=1, bot_delay=0.75, threaded=False)
    s = _tie_position()
    s.owned = [["rite", "harvest", "desert", "excuse"], ["watchman", "window", "bard", "island"]]
    m._state = s
    app.push("title")
    t = app.push("table:barony", m, viewer=0)

    def frames(n, evs=()):
        for i in range(n):
            app.frame(1 / 60, events=list(evs) if i == 0 else [])
            clock[0] += 1 / 60

    frames(30)
    t.build_controls()
    # nothing chosen yet: only what can be done (a disabled Clear and Confirm squeezed the
    # prompt's words, which at 960x540 ran up over the cards)
    assert [b.label for b in t.buttons] == ["Pass", "Match 0", "Keep matching"]
    assert "Tied with" in t.build_controls()
    frames(1, [key(pygame.K_k)])
    assert len(m.view(0).committed[0]) == 2 and m.view(0).committed[0][1] in ("desert", "harvest")
    frames(60)
    assert t.viewer == 1 and m.humans_to_act() == [1]
    assert "Stop matching" not in [b.label for b in t.buttons] or t.keeping() is not None
    frames(1, [key(pygame.K_k)])                       # Bea keeps matching too
    assert len(m.view(0).committed[1]) == 2
    commits = len([e for e in m.events if e.kind == "commit"])
    frames(60 * 6)                                     # no key: both orders play on
    v = m.view(0)
    assert len([e for e in m.events if e.kind == "commit"]) == commits + 2, [e.text for e in m.events[-6:]]
    assert set(v.committed[0]) == {"rite", "desert", "harvest"} and set(v.committed[1]) == {"watchman", "window", "bard"}
    # Ann has only the Excuse (+1): a raise is hers to choose; her order plays nothing
    assert m.humans_to_act() == [0] and m.standing_seat() is None
    assert t.viewer == 0 and any(b.label == "Raise to 1" for b in t.buttons), [b.label for b in t.buttons]
    assert "you keep matching" not in t.build_controls()
    # the record says which moves the orders played (the review counted Keep matching's cards among
    # a newcomer's costliest decisions), and only those: not the K that set the order
    rec = m.record()
    for seat in (0, 1):
        steps = rec["seats"][seat].get("ordered")
        assert steps and len(steps) == 1, rec["seats"][seat]
        assert all(rec["actions"][k]["seat"] == seat and rec["actions"][k]["action"]["type"] == "commit" for k in steps)
    from game.saves import validate_record
    validate_record(json.loads(json.dumps(rec)))

    # a game continued from its record keeps them
    played = Match("barony", 2, [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")], seed=3, bot_delay=0,
                   threaded=False)
    played.run_bots_instantly()
    played.submit(0, played.legal(0)[0])
    played.run_bots_instantly()
    r2 = played.record()
    mine = [k for k, a in enumerate(r2["actions"]) if a["seat"] == 0]
    r2["seats"][0]["ordered"] = mine
    validate_record(json.loads(json.dumps(r2)))
    assert Match.from_record(r2, threaded=False).ordered == {0: set(mine)}


def test_m_spends_the_excuse_last(app):
    """"M and K default to the Excuse, the one card that adds +1 to any target, even when an
    ordinary +1 card would do" (a newcomer): among the cards that add least, the Excuse last."""
    s = _tie_position()
    s.owned[0] = ["rite", "excuse", "consul"]
    s.committed = [["rite"], ["watchman", "island"]]
    s.best = (1, 1)
    m, t = _at_tie(app, s)
    assert bid_value("excuse", "ace-waves") == bid_value("consul", "ace-waves") == 1
    assert t.match_card() == "consul"


def test_keep_matching_plays_only_ties_at_nothing():
    """One K spent the Excuse, the Bard and two Aces matching raises (a newcomer): the order
    retakes the lead only with a card worth +0 while the best bid equals yours."""
    from game.orders import keep_matching
    m = Match("barony", 2, [SeatSpec("Ann", "human"), SeatSpec("Bea", "human")], seed=1, bot_delay=0,
              threaded=False)
    s = _tie_position()
    s.owned[0] = ["rite", "consul", "harvest"]
    s.committed = [["rite"], ["watchman", "island"]]
    s.best = (1, 1)                  # Bea raised to 1: a +1 card would bring Ann level
    m._state = s
    order = keep_matching(0, "ace-waves", m.view(0).markets_played)
    assert order(m.view(0), m.legal(0)) is None
    s.committed = [["rite"], ["watchman"]]
    s.best = (1, 0)                  # a tie at 0: the Harvest (+0) retakes the lead
    assert order(m.view(0), m.legal(0)) == Commit("ace-waves", ("harvest",))


def test_keep_matching_stops_on_k_and_on_undo(app):
    m, t = _at_tie(app)
    t.build_controls()
    t.handle(key(pygame.K_k))
    assert t.keeping() is not None and 0 in m.standing
    said = t.build_controls()
    if not t.my_turn():
        assert "you keep matching" in said and [b.label for b in t.buttons] == ["Stop matching"], said
        t.handle(key(pygame.K_k))
        assert t.keeping() is None and 0 not in m.standing
    from game.orders import keep_matching
    m.standing[0] = keep_matching(0, "ace-waves", 0)
    if m.can_undo(0)[0]:
        m.undo(0)
        assert m.standing == {}


def test_a_bid_beside_its_market_card_reads_name_colon_value(app, monkeypatch):
    """"Player 1 1" read oddly in hot-seat (a newcomer): the name, a colon, the bid."""
    import scenes.table_barony as TB
    seats = [SeatSpec("Player 1", "human"), SeatSpec("Player 2", "human")]
    m = Match("barony", 2, seats, seed=1, bot_delay=0, threaded=False)
    m._state = _tie_position()
    app.push("title")
    app.push("table:barony", m, viewer=0, animate=False)
    said = spy_words(monkeypatch, TB)
    app.draw()
    assert "Player 2: 0" in said and "Player 1: 0" in said, [s for s in said if "Player" in s]


def test_keep_matching_ends_when_its_turn_comes_and_only_a_raise_would_do(app):
    """"I pressed K early in a market. Later my turn came back with the button reading 'Keep
    matching' (it looked off); I pressed M once, and the table went on matching eight more
    times, spending my whole hand" (a newcomer): an order with nothing to play on its seat's
    turn ends there, and does not come back after the player's own match."""
    from game.orders import keep_matching
    m = Match("barony", 2, [SeatSpec("Ann", "human"), SeatSpec("Bea", "human")], seed=1, bot_delay=0,
              threaded=False)
    s = _tie_position()
    s.owned[0] = ["rite", "consul", "harvest"]
    s.committed = [["rite"], ["watchman", "island"]]
    s.best = (1, 1)                  # Bea raised to 1: only a +1 card brings Ann level
    m._state = s
    m.standing[0] = keep_matching(0, "ace-waves", m.view(0).markets_played)
    assert m.standing_seat() is None and 0 not in m.standing
    app.push("title")
    t = app.push("table:barony", m, viewer=0, animate=False)
    app.draw()
    t.build_controls()
    assert "Keep matching" not in [b.label for b in t.buttons]      # a raise: not what K can go on with


def test_a_hinted_card_in_a_crowded_row_is_marked_where_it_shows(app):
    """"Hint badges land on the next card's corner: '2' and '3' look like they mark the Excuse
    and the Window rather than the Borderland and the Excuse" (a newcomer): in a row whose
    cards overlap, the hint marks the part of the card that shows."""
    s = _tie_position()
    s.owned[0] = ["rite", "harvest", "desert", "excuse", "sailor", "castle", "consul", "ace-moons", "huntress",
                  "painter", "savage", "forest", "betrayal", "diplomat", "mountain", "lunatic",
                  "mill"]   # (up to fourteen now sit side by side)
    m, t = _at_tie(app, s)
    mine = [(k, r, cid) for k, (r, _, cid) in enumerate(t.hot) if cid in m.view(0).resources[0]]
    assert len(mine) >= 10
    k, rect, cid = mine[2]
    nxt = mine[3][1]
    assert nxt.colliderect(rect)                             # the row is crowded: the next card covers it
    (mark,) = t.hint_marks(Add(cid))
    assert rect.contains(mark) and mark.right <= nxt.left and mark.width < rect.width


def test_a_forced_pass_ends_keep_matching_and_the_bar_says_nothing_of_it(app):
    """"I pressed K, my turn passed automatically (no card left), yet the bar still said 'You
    keep matching on The End (K stops)'" (a newcomer)."""
    from game.orders import keep_matching
    from rules.barony import Pass
    s = _tie_position()
    s.owned[0] = ["rite"]                        # nothing left to add: the pass is forced
    m, t = _at_tie(app, s)
    m.bot_delay, m.forced_beat = 0.0, 0.0
    m.standing[0] = keep_matching(0, "ace-waves", m.view(0).markets_played)
    assert m.legal(0) == [Pass()]
    m.poll_bots(ready=True)
    assert 0 not in m.standing
    t.view = m.view(0)
    said = t.build_controls()
    assert "keep matching" not in said.lower() and "Stop matching" not in [b.label for b in t.buttons], said


def _crowded(app, spent):
    s = _tie_position()
    s.owned[0] = ["rite", "harvest", "desert", "excuse", "sailor", "castle", "consul", "ace-moons", "huntress",
                  "painter", "savage"] + list(spent)
    s.expended[0] = list(spent)
    return _at_tie(app, s)


def _step(t):
    xs = sorted(pos[0] for pos in t.resource_centers(0).values())
    return xs[1] - xs[0]


def test_a_crowded_row_takes_the_room_the_expended_cards_leave(app):
    """"With 9-12 resources your row overlaps while the expended area beside it is mostly
    empty" (a newcomer): two expended cards took a third of the box. The row keeps nearly the
    spacing it has with none expended; the expended cards still fit beside it."""
    m, t = _crowded(app, [])
    alone = _step(t)
    app.stack.pop()
    m, t = _crowded(app, ["forest", "mountain"])
    assert _step(t) >= 0.8 * alone, (_step(t), alone)
    g = t.seat_parts(0)
    row_right = max(t.card_rect(p, g["cw"]).right for p in t.resource_centers(0).values())
    for p in t.expended_centers(0).values():
        r = t.card_rect(p, g["ew"])
        assert g["rect"].contains(r) and r.left > row_right


def test_a_chosen_card_stays_put_and_a_click_on_the_next_finds_the_next(app):
    """A lifted card drawn over the next one took the clicks meant for the next card's strip
    ("Confirm 0": a newcomer); shown whole with the others closing up, it moved the click
    targets of every card after it at each card chosen (a newcomer, with 11 to 16 cards). Where
    the row's cards show most of themselves, choosing one moves no card sideways, each strip
    stays its own card's: a click on the next card's strip finds the next card, a click on
    the chosen card takes it back."""
    m, t = _crowded(app, [])
    v = m.view(0)
    cid = v.resources[0][3]
    t.choose_target("ace-waves")
    app.draw()
    before = {c: r.copy() for r, _, c in t.hot if c in v.resources[0]}
    assert _step(t) >= TB.SHOWS_ENOUGH * t.seat_parts(0)["cw"]
    t.toggle_card(cid)
    app.draw()
    top = {c: r for r, _, c in t.hot if c in v.resources[0]}
    assert all(top[c].x == before[c].x for c in before), "a card moved sideways"
    assert top[cid].y < before[cid].y                              # the chosen one is raised
    nxt = v.resources[0][4]
    t.handle_game_input(click((top[nxt].left + 4, top[nxt].centery)))
    assert nxt in t.sel_cards and cid in t.sel_cards          # the click on the next card chose it
    app.draw()
    top = {c: r for r, _, c in t.hot if c in v.resources[0]}
    t.handle_game_input(click((top[cid].left + 4, top[cid].centery)))
    assert cid not in t.sel_cards                              # a click on the chosen card takes it back


def test_in_a_row_that_hides_most_of_each_card_a_chosen_card_shows_whole(app):
    """Where the cards show less than ``SHOWS_ENOUGH`` of themselves, a chosen card shows whole
    (the others close up) and a click on the next card's strip still finds the next card."""
    s = _tie_position()
    s.owned[0] = ["rite", "harvest", "desert", "excuse", "sailor", "castle", "consul", "ace-moons", "huntress",
                  "painter", "savage", "forest", "mountain", "lunatic", "window", "bard", "soldier", "mill"]
    s.expended[0] = []
    m, t = _at_tie(app, s)
    v = m.view(0)
    assert _step(t) < TB.SHOWS_ENOUGH * t.seat_parts(0)["cw"], "not crowded enough to test"
    cid = v.resources[0][3]
    t.choose_target("ace-waves")
    t.toggle_card(cid)
    app.draw()
    top = {c: r for r, _, c in t.hot}
    nxt = v.resources[0][4]
    assert not top[cid].colliderect(top[nxt])                 # whole: the next card starts after it
    t.handle_game_input(click((top[nxt].left + 4, top[nxt].centery)))
    assert nxt in t.sel_cards and cid in t.sel_cards


@pytest.mark.parametrize("players,seed", [(2, 4), (3, 5), (3, 9)])
def test_each_seat_shows_its_running_score_and_it_ends_as_the_result(app, players, seed):
    """"The table never shows the running score" (a newcomer found it only in the discard view
    after the game): in stage VI, where the discard pile is the pool, each seat's header says
    what it would score if the game ended now, and at the end that count is the result. Before
    stage VI it says the suits its Aces and Crowns score in: points counted against a pile
    dealt out again fell to 0 at stage IV with nothing to say why (a newcomer). The suits stay
    in view in every stage, as words or, where a long status needs the room, as their symbols
    ("Cyd 5 pts so far" and "Bea 4 suits" gave them up in stage VI: a newcomer)."""
    import scenes.table_barony as TB

    def suits_shown(seat, tag, said) -> bool:
        names = tag.split(" · ")[0]
        symbols = {c for _, deck, c in t.hot if deck == t.WORDS}
        return any(names in s or names.removeprefix("scores in ") in s for s in said) or t.says(seat, names) in symbols
    m = Match("barony", players, bots(players), seed=seed, bot_delay=0.0, threaded=False)
    app.push("title")
    t = app.push("table:barony", m, viewer=0, animate=False)
    seen_points = False
    while not m.over:
        m.run_bots_instantly(7)
        t.catch_up()
        with words_drawn(TB) as said:
            app.invalidate()
            app.draw()
        pts = t.points_so_far()
        v = m.view(0)
        if not m.over and v.stage >= 6:
            for seat in range(players):
                so_far = f"{pts[seat]} pt{'s' if pts[seat] != 1 else ''} so far"
                # and the suits it scores in, still (stage VI dropped them: a newcomer)
                tag = t.score_tag(seat)
                # (without "scores in" where a long status needs the room)
                # (or the points alone where a long status needs more: "bid 1 on Ace …" was cut)
                assert tag.endswith(so_far) and any(so_far in s for s in said), (seat, tag, pts)
                assert tag.startswith(("scores in ", "scores with the Excuse"))   # (none: "scores in no suit")
                assert t.score_suits(seat) == [] or suits_shown(seat, tag, said), (seat, tag, said)
            seen_points |= any(pts)
        elif not m.over:
            assert not any(s.endswith("so far") and "pt" in s for s in said)
            for seat in range(players):
                tag = t.score_tag(seat)
                assert not tag or (tag.startswith(("scores in ", "scores with the Excuse")) and suits_shown(seat, tag, said)), tag
                assert ("the Excuse" in tag) == (D.EXCUSE_ID in v.owned(seat)), tag
    assert seen_points, "some points were on the table before the end"
    assert t.points_so_far() == list(m.result().scores)


def assert_prompt_fits(t, said, size) -> None:
    """The prompt's words ``said``, beside the buttons the table draws now, fit in two lines at
    11 px or more (beside three buttons they shrank to about 8 px at 960x540: a newcomer)."""
    from scenes.prompt_bar import prompt_lines
    r = t.layout.rect("prompt")
    room = min(b.rect.left for b in t.buttons) - t.px(12) - r.left - t.px(20)
    sz, lines = prompt_lines(said[:1].upper() + said[1:], room, max(13, t.px(19)), r.height - t.px(10))
    assert sz >= 11 and len(lines) <= 2, (size, sz, lines)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_tie_prompt_beside_its_buttons_stays_readable(size):
    """Beside Pass, Match and Keep matching the tie's words shrank to three lines of about 8
    pixels at 960x540, the colons reading as commas (a newcomer): they fit at 11 px or more."""
    a = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        for state in (None, "level"):
            s = _tie_position()
            if state == "level":
                s.owned[0] = ["consul", "harvest", "sea", "rite"]
                s.committed = [["rite"], ["watchman", "island"]]
                s.best = (1, 1)
            m, t = _at_tie(a, s)
            said = t.build_controls()
            t.draw(a.screen)
            assert len(t.buttons) >= 2
            assert_prompt_fits(t, said, size)
            a.stack.clear()
    finally:
        a.shutdown()


def test_taking_a_card_back_from_your_bid_is_said_plainly_not_as_a_warning(app, monkeypatch):
    """"Took back The Borderland from your bid." appeared in the red of a refused move, though
    the undo had worked (a newcomer); a refused move is still red."""
    import scenes.table_kit as TK
    m, t = _at_tie(app)
    cid = m.view(0).resources[0][1]
    t.toggle_card(cid)
    assert t.undo_local()                                  # Ctrl+Z: the card added last comes back
    shown = []
    monkeypatch.setattr(TK, "draw_prompt_bar", lambda surface, r, px, message, colour, *a, **k: shown.append((message, colour)))
    app.invalidate()
    app.draw()
    (message, colour), = [s for s in shown if "Took back" in s[0]]
    assert colour != (255, 150, 130)              # in the prompt's own colour, beside what to do next
    t.flash("That move is not allowed now")
    app.invalidate()
    app.draw()
    assert shown[-1][1] == (255, 150, 130)
    # added again, the card's message is past (it stayed beside "Confirm 2": a newcomer)
    t.toggle_card(cid)
    assert t.undo_local() and "Took back" in t.error
    t.toggle_card(cid)
    shown.clear()
    app.invalidate()
    app.draw()
    assert not any("Took back" in s[0] for s in shown), shown


def test_at_960x540_your_own_cards_carry_their_names_under_them(monkeypatch):
    """At 960x540 a Barony card is too small to carry its name, and your own resources had
    none (newcomers): the market's had theirs under them. Yours do too, when they do not
    overlap and no bid's +N badges take that room."""
    import scenes.table_barony as TB
    from rules.decks import decktet as D
    a = App(size=(960, 540), settings=Settings(anim_speed="off"), headless=True)
    try:
        m, t = three_seat_table(a)
        said = []
        orig = TB.text
        monkeypatch.setattr(TB, "text", lambda surface, s, *x, **k: (said.append(s), orig(surface, s, *x, **k))[1])
        a.invalidate()
        a.draw()
        mine = m.view(0).resources[0]
        assert mine and t.aim() is None
        joined = " ".join(said)
        for c in mine:
            first = D.CARDS[c].name.split()[-1]
            assert first in joined, (D.CARDS[c].name, said)
    finally:
        a.shutdown()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_seats_popup_rises_clear_of_its_cards(size):
    """"bid 1" rose over the foot of a seat's cards (a newcomer): risen, a seat's pop-up stands
    clear of its resource cards."""
    from game.assets import font
    a = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        m, t = three_seat_table(a)
        checked = 0
        for _ in range(12):
            m.run_bots_instantly()
            t.catch_up()
            a.draw()
            for seat in range(3):
                g = t.seat_parts(seat)
                x, y = t.header_pos(seat)
                w, h = font(max(14, t.px(22))).size("bid 12")
                risen = pygame.Rect(0, 0, w, h)
                risen.center = (x, y - t.px(26))
                cards = [t.card_rect(p, g["cw"]) for p in t.resource_centers(seat).values()]
                assert not any(risen.colliderect(c) for c in cards), (seat, risen, cards)
                checked += 1
            if m.over:
                break
            m.submit(0, m.legal(0)[-1])
        assert checked >= 12
    finally:
        a.shutdown()


def test_seven_resources_wrap_into_two_rows_before_they_overlap():
    """With seven cards one seat's resources fanned out overlapping in one row while another's
    wrapped into two (a newcomer): a row never overlaps. Seven stand side by side in one row,
    a little smaller ("seven- and nine-card hands wrap into two rows of small cards" beside half
    a box of felt: a newcomer), larger than two rows would let them be."""
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("barony", 3, seats, seed=1, bot_delay=0, threaded=False)
    for _ in range(300):
        m.run_bots_instantly()
        if any(len(m.view(0).resources[s]) >= 7 for s in (1, 2)):
            break
        m.submit(0, m.legal(0)[-1])
    seat = next(s for s in (1, 2) if len(m.view(0).resources[s]) >= 7)
    with table_window(m) as (a, t):
        a.draw()
        g = t.seat_parts(seat)
        rects = [t.card_rect(p, g["cw"]) for p in t.resource_centers(seat).values()]
        assert g["rows"] == 1 and g["cw"] >= 0.6 * t.cw(t.OTHER_W)
        assert not any(r.colliderect(q) for k, r in enumerate(rects) for q in rects[k + 1:])
        two = int(((g["rect"].bottom - t.px(8) - g["usable"].top + t.px(8)) / 2 - t.px(8)) * 63 / 88)
        assert g["cw"] > two                                 # larger than in two rows


def _behind_by_one_on_the_author(app, mine):
    """Two players on The Author, seat 0 (owning ``mine``, the last committed) a point behind
    seat 1's 1, to play."""
    from helpers import barony_position
    s = barony_position(2, market=("author", "ace-leaves", "ace-suns"),
                        owned=[list(mine), ["consul", "window", "island"]], stage=3, prime=0)
    s.targets = ["author", "author"]
    s.committed = [[mine[-1]], ["window"]]
    s.best = (1, 1)
    s.turn = 0
    return _at_tie(app, s)


def test_m_raises_with_another_card_before_the_excuse(app):
    """"M offered 'Raise to 2 with The Excuse' while The Consul could also raise" (a newcomer;
    the rules page says M and K spend the Excuse last): a card that brings the bid level goes
    before the Excuse, even one that adds more."""
    from game.orders import level_card
    m, t = _behind_by_one_on_the_author(app, ["watchman", "excuse", "rite"])
    v = m.view(0)
    assert bid_value("excuse", "author") == 1 and bid_value("watchman", "author") == 2
    assert v.bids[0] + 1 >= v.best[1]                 # either brings the bid level
    assert level_card(v, 0, "author") == "watchman"
    assert t.match_card() == "watchman"


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_seats_long_status_stays_whole_beside_its_points(size, monkeypatch):
    """"Bea's status was cut to 'bid 1 on Ace …'" beside "Prime Moons, Suns, Knots · 5 pts so
    far" (a newcomer): the header gives up the bot's level, "scores in", then the suits, so
    the status stands whole, and the points so far stay."""
    import scenes.table_barony as TB
    from helpers import barony_position
    app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        s = barony_position(3, market=("pact", "battle", "ace-waves"),
                            owned=[["excuse", "consul"], ["ace-moons", "ace-suns", "ace-knots", "mill", "window"],
                                   ["ace-wyrms", "merchant"]], stage=6, prime=1,
                            deck=["origin", "darkness", "forest", "sailor"])
        s.discard = ["cave", "mountain", "journey", "end"]         # stage VI: the discards are the pool
        s.targets = [None, "ace-waves", "pact"]
        s.committed = [[], ["mill"], ["merchant"]]
        s.best = (2, 1)
        s.turn = 0
        m = Match("barony", 3, [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"),
                                SeatSpec("Cyd", "bot", "medium")], seed=1, bot_delay=0, threaded=False)
        m._state = s
        said = []
        orig = TB.text
        monkeypatch.setattr(TB, "text", lambda surface, w, *a, **k: (said.append((w, k.get("max_width"))),
                                                                       orig(surface, w, *a, **k))[1])
        app.push("title")
        t = app.push("table:barony", m, viewer=0, animate=False)
        app.draw()
        status, _ = t.seat_status(1)
        assert status.startswith("bid 1 on Ace of Waves"), status
        drawn = [(w, mw) for w, mw in said if w == status]
        assert drawn and all(mw is None or font(max(10, t.px(14)), True).size(w)[0] <= mw for w, mw in drawn), drawn
        pts = t.points_so_far()[1]
        assert any(isinstance(w, str) and w.endswith(f"{pts} pt{'s' if pts != 1 else ''} so far") for w, _ in said)
    finally:
        app.shutdown()


def test_the_stage_panel_says_how_many_markets_are_left_not_only_cards(app):
    """""3 cards left in the stage" still means one more Market; I misjudged this three times,
    spending cards I needed" (a newcomer): the panel says how many Markets follow this one, or
    that it is the stage's last."""
    import scenes.table_kit as TB            # (the side panel is the kit's)
    m = Match("barony", 3, bots(3), seed=2, bot_delay=0.0, threaded=False)
    app.push("title")
    t = app.push("table:barony", m, viewer=0, animate=False)
    seen = set()
    while not m.over and len(seen) < 3:
        m.run_bots_instantly(5)
        t.catch_up()
        with words_drawn(TB) as said:
            app.invalidate()
            app.draw()
        v = m.view(0)
        if m.over:
            break
        more = v.stage_left // 3
        want = "this is its last Market" if not more else f"{more} more Market{'s' if more != 1 else ''} after this one"
        assert any(s.strip() == want for s in said), (v.stage_left, [s for s in said if "Market" in s])
        seen.add(min(more, 2))
    assert seen >= {0, 1, 2}, seen


def test_a_stages_banner_ends_before_its_first_market_is_dealt_under_it():
    """"The 'Stage II: 12 cards' banner covers a Market card" (a newcomer's lesson): the banner
    stands over the empty market row, and the Market's cards are dealt after it has gone."""
    a = App(size=(1280, 720), settings=Settings(anim_speed="normal"), headless=True)
    try:
        m = Match("barony", 3, bots(3), seed=2, bot_delay=0.0, threaded=False)
        a.push("title")
        t = a.push("table:barony", m, viewer=0, animate=False)
        t.timeline.anims.clear()
        t.anim_stage_start({"stage": 2, "size": 12})
        t.anim_market({"cards": list(m.view(0).market)})
        badge = next(an for an in t.timeline.anims if an.kind == "badge")
        ends = badge.tween.delay + badge.tween.duration
        cards = [an for an in t.timeline.anims if an.kind == "card"]
        assert cards
        for _ in range(int(ends / 0.05) - 1):        # while the banner stands, no Market card has started
            t.timeline.update(0.05)
            assert badge.tween.started and not any(an.tween.started for an in cards)
        for _ in range(60):
            t.timeline.update(0.05)
        assert all(an.tween.done for an in cards)
    finally:
        a.shutdown()


def test_keep_matching_spends_another_plus_0_card_before_an_ace_or_crown(app):
    """"Keep matching quietly spent my Aces and Crowns as +0 cards" (a newcomer, though they
    come back): between cards that add alike, any other goes before an Ace or Crown."""
    from game.orders import level_card
    m, t = _behind_by_one_on_the_author(app, ["ace-waves", "savage", "rite"])
    v = m.view(0)
    zero = [c for c in v.resources[0] if bid_value(c, "author") == 0]
    assert "ace-waves" in zero and len(zero) >= 2, zero
    assert level_card(v, 0, "author") != "ace-waves"


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_a_seats_popup_stands_beside_two_rows_of_cards_not_on_its_name_line(size):
    """With two rows of cards filling a seat's box, "bid 0" rose on its name line over
    "scores in Suns, Wyrms" (a newcomer): where the box has room right of the cards, the
    word rises there, inside the box, clear of the cards and of the name line."""
    from game.assets import font
    from helpers import barony_position
    from rules.decks import decktet as D
    pool = [c.id for c in D.DECK if c.id not in ("ace-waves", "ace-leaves", "ace-suns")]
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    a = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        a.push("title")
        owned = [pool[k * 20:k * 20 + 12] for k in range(3)]      # (seven now stand in one row)
        s = barony_position(3, market=("ace-waves", "ace-leaves", "ace-suns"), owned=owned, stage=2, prime=0)
        m = Match("barony", 3, seats, seed=1, bot_delay=0, threaded=False)
        m._state = s
        t = a.push("table:barony", m, viewer=0, animate=False)
        a.draw()
        seen = 0
        for seat in (1, 2):
            g = t.seat_parts(seat)
            if g["rows"] < 2:
                continue
            seen += 1
            x, y = t.header_pos(seat, "bid 0")
            w, h = font(max(14, t.px(22)), True).size("bid 0")
            risen = pygame.Rect(0, 0, w, h)
            risen.center = (int(x), int(y - t.px(26)))
            box = g["rect"]
            assert box.contains(risen), (seat, risen, box)
            assert risen.top >= box.top + t.px(28), "on the name line"
            cards = [t.card_rect(p, g["cw"]) for p in t.resource_centers(seat).values()]
            assert not any(risen.colliderect(c) for c in cards)
        assert seen, "a seat with two rows of cards"
    finally:
        a.shutdown()


@pytest.mark.parametrize("seed,moves", [(4, 40), (9, 120), (12, 200)])
def test_the_stage_panel_says_where_each_seat_stands(monkeypatch, seed, moves):
    """The pool's points showed only in stage VI (a newcomer found the game's strategy hidden
    until the end): the stage panel says each seat's score were no other card won, and that
    is what the game scores if every seat passes every Market from here."""
    import scenes.table_barony as TB
    seats = [SeatSpec("Ann", "bot", "medium"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("barony", 3, seats, seed=seed, bot_delay=0, threaded=False)
    m.run_bots_instantly(max_actions=moves)
    while m.view(0).best is not None:               # a fresh Market: no bid stands to win it
        m.run_bots_instantly(max_actions=1)
    s = m._state
    while not GAME.is_over(s):                      # nobody wins another card
        seat = min(GAME.to_act(s))
        s, _ = GAME.apply(s, seat, Pass())
    expected = GAME.result(s).scores
    said = spy_words(monkeypatch, TB)
    with table_window(m, viewer=0) as (app, t):
        t.draw(app.screen)
    k = said.index("Score if no one wins another card:")
    assert said[k + 1:k + 4] == [f"{n} {p}" for n, p in zip(("Ann", "Bea", "Cyd"), expected)]
    assert any(p for p in expected)


def test_a_seat_header_keeps_its_words_through_a_market(monkeypatch):
    """"bot · medium" and "scores in …" came and went from one bid to the next (a newcomer):
    what a seat's header gives up for its status is settled for the whole Market."""
    import scenes.table_barony as TB
    seats = [SeatSpec("Ann", "bot", "medium"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("barony", 3, seats, seed=5, bot_delay=0, threaded=False)
    said = spy_words(monkeypatch, TB)
    shown = {}                                      # (market, seat) -> the header's words seen
    with table_window(m, size=(960, 540), viewer=0) as (app, t):
        while not m.over:
            v = t.view                              # what the table shows
            for seat in range(3):
                said.clear()
                t.draw_seat(app.screen, seat, set())
                words = [w for w in said if w in ("bot · medium", "Prime") or "scores in" in w or
                         w.startswith(("Suns", "Moons", "Waves", "Leaves", "Wyrms", "Knots"))]
                shown.setdefault((v.stage, v.markets_played, seat), set()).add(tuple(words))
            m.run_bots_instantly(max_actions=1)
            app.frame(0, events=[])
    assert len(shown) > 30
    assert all(len(forms) == 1 for forms in shown.values()), {k: f for k, f in shown.items() if len(f) > 1}


def test_the_count_of_where_each_seat_stands_says_where_it_comes_from(monkeypatch):
    """"Cyd started on 12 points with no explanation" (the Excuse's; a newcomer): hovered, the
    stage panel's count names each seat's Aces, Crowns and Excuse with what each brings, and
    they add up to the count shown; an Ace or the Excuse hovered says what it scores."""
    import scenes.table_kit as K
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("barony", 3, seats, seed=4, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    with table_window(m, viewer=0) as (app, t):
        app.draw()
        words = t.count_words()
        notes = [r for r, d, c in t.hot if d == t.WORDS and c == words]
        assert notes
        monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: notes[0].center)
        said = spy_words(monkeypatch, K)
        app.draw()
        assert any("the Excuse" in w for w in said), said          # wrapped into lines, drawn
    scores = t.scores_if_ended()
    for seat, part in enumerate(words.split(". ", 1)[1].rstrip(".").split("; ")):
        name, rest = part.split(": ")
        assert name == f"{('Ann', 'Bea', 'Cyd')[seat]} {scores[seat]}"
        nums = [int(b.rsplit(" ", 1)[1]) for b in rest.split(", ")] if "no Ace" not in rest else [0]
        assert sum(nums) == scores[seat], part
    excuse = next(i for i in range(3) if D.EXCUSE_ID in m.view(0).owned(i))
    assert "the Excuse" in words.split("; ")[excuse] or excuse == 0
    assert t.describe("decktet", D.EXCUSE_ID).startswith("The Excuse: worth 1 in any bid")
    # its holder's (a pool Ace hovered on the results read as scoring itself: a newcomer)
    assert "its holder scores 1 for each Knots card in the pool" in t.describe("decktet", "ace-knots")


def test_nobody_bid_is_said_over_the_market_not_by_the_deck():
    """"Nobody bid" rose by the deck at the window's left edge, over the stage's name (a
    newcomer): it rises over the Market it is said of."""
    m = Match("barony", 3, bots(3), seed=5, bot_delay=0.0, threaded=False)
    app = App(size=(1280, 720), settings=Settings(), headless=True)
    try:
        app.push("title")
        t = app.push("table:barony", m, viewer=0, animate=True)
        v = m.view(0)
        t.anim_no_bid({"cards": list(v.market)})
        said = [an for an in t.timeline.anims if an.kind == "text" and an.text == "Nobody bid"]
        assert said
        x, y = said[0].a
        assert (x, y) == tuple(t.market_center(1))
        assert not t.layout.rect("deck").inflate(40, 80).collidepoint(x, y)
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_the_stage_panel_counts_the_cards_each_seat_still_in_can_add(size):
    """A run of ties is won by whoever can add cards longest, and a newcomer counted them by
    hand at every tie: while a bid stands, the stage panel says how many cards each seat still
    in the Market can add (and who passed), whole in the panel, with the count of where each
    seat stands still inside it."""
    import scenes.table_kit as TK
    m = Match("barony", 3, bots(3), seed=5, bot_delay=0.0, threaded=False)
    seen = 0
    with table_window(m, size=size) as (app, t):
        panel_r = t.layout.rect("stage")
        for _ in range(60):
            m.run_bots_instantly(1)
            t.catch_up()
            v = m.view(0)
            if m.over:
                break
            with words_drawn(TK) as said:
                app.invalidate()
                app.draw()
            still = [s for s in range(3) if s not in v.passed]
            if v.best is None or len(still) < 2:
                assert "Cards left to add:" not in said
                continue
            line = next(s for s in said if s.startswith("   ") and t.name(still[0]) in s)
            for s in still:
                assert f"{t.name(s)} {len(v.resources[s])}" in line, (line, s)
            for s in v.passed:
                assert t.name(s) in line and "passed" in line
            assert font(max(11, t.px(14))).size(line)[0] <= panel_r.width - t.px(24), line
            seen += 1
    assert seen >= 3


def test_the_discard_view_says_what_the_pile_becomes_and_counts_points_only_as_the_pool():
    """The discard view called the pile "the scoring pool if the game ended now" and counted its
    points in stage I, a third score beside the panel's and the headers' ("You 12" there, "You 0"
    here: a newcomer). Before stage VI it says the pile is dealt out again; in stage VI it is
    the pool, with the points so far the headers count."""
    import scenes.table_barony as TB
    m = Match("barony", 3, bots(3), seed=5, bot_delay=0.0, threaded=False)
    seen = set()
    with table_window(m) as (app, t):
        while not m.over and len(seen) < 2:
            m.run_bots_instantly(4)
            t.catch_up()
            v = m.view(0)
            if m.over or not v.discard_count:
                continue
            t.discard_open = True
            with words_drawn(TB) as said:
                app.invalidate()
                app.draw()
            t.discard_open = False
            head = next(s for s in said if s.startswith("The discard pile:"))
            if v.stage <= 3:
                assert "dealt out again as stages IV and V" in head and not any("Points so far" in s for s in said)
                seen.add("early")
            elif v.stage == 6:
                assert "the scoring pool" in head
                pts = t.points_so_far()
                line = next(s for s in said if "Points so far:" in s)
                assert all(f"{t.name(i)} {pts[i]}" in line for i in range(3))
                seen.add("pool")
    assert seen == {"early", "pool"}


def test_the_hint_stays_while_you_build_the_bid_it_names(app):
    """Clicking the Market card the hint named closed the hint and its marks, and a newcomer
    had to learn "Bid The Light Keeper on The Soldier" by heart first. The hint stays while
    the bid being built begins one of its moves (the card, then cards added), and goes once
    the selection turns elsewhere or the game moves on."""
    from game.bots.search import Estimate
    from rules.barony import Target
    m, t = your_turn_table(app)
    v = m.view(0)
    hinted, other = v.market[0], v.market[1]
    t.hints.show([Estimate(Target(hinted), 0.6, 40), Estimate(Pass(), 0.4, 40)], m.step)
    t.update(0.0)
    assert t.hints.hint
    t.choose_target(hinted)
    t.update(0.0)
    assert t.hints.hint, "the hint went at the first step of its own move"
    card = max(v.resources[0], key=lambda c: bid_value(c, hinted))
    t.toggle_card(card)
    t.update(0.0)
    assert t.hints.hint, "the hint went as a card was added to its bid"
    app.draw()
    t.undo_selection()
    t.update(0.0)
    assert t.hints.hint, "the hint went with the selection cleared"
    t.choose_target(other)
    t.update(0.0)
    assert not t.hints.hint, "a bid elsewhere keeps a hint that does not name it"


def test_your_own_header_says_you_score_not_you_scores(app):
    """"You scores in Suns, Waves and with the Excuse" stood beside a newcomer's name: to the
    person at the screen the header says "score"; another seat's, "scores"."""
    m = Match("barony", 3, [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"),
                            SeatSpec("Cyd", "bot", "medium")], seed=5, bot_delay=0, threaded=False)
    app.push("title")
    t = app.push("table:barony", m, viewer=0, animate=False)
    seen = set()
    for _ in range(400):
        if m.over:
            break
        if not m.run_bots_instantly(1):
            m.submit(0, m.legal(0)[0])
        t.catch_up()
        for seat in range(3):
            tag = t.score_tag(seat)
            if tag:
                first = tag.split(" ")[0]
                assert first == ("score" if seat == 0 else "scores"), (seat, tag)
                seen.add(seat == 0)
    assert seen == {True, False}, seen


def test_a_hint_to_add_one_card_goes_once_more_cards_are_chosen(app):
    """The hint still said "Add The Consul" after more cards were chosen (a newcomer): a hint to
    add one card holds while that card alone is added, and goes with a second."""
    from game.bots.search import Estimate
    m, t = your_turn_table(app)
    v = m.view(0)
    target = v.market[0]
    t.choose_target(target)
    cards = list(v.resources[0])
    assert len(cards) >= 2
    key = t.hint_key()
    t.hints.show([Estimate(Add(cards[0]), 0.6, 40), Estimate(Pass(), 0.4, 40)], m.step)
    t.hints.key = m.step
    assert t.hint_holds(t.hints.hint, (m.step, (Add(cards[0]),)))
    assert not t.hint_holds(t.hints.hint, (m.step, (Add(cards[0]), Add(cards[1]))))
    assert key is not None


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_a_tie_the_other_can_match_back_longer_offers_a_raise(size):
    """"Tied at 2, the prompt offered 'Match retakes the lead with The Light Keeper (+0)'. Bea had
    three +0 cards to tie back with, so that line loses. The winning move was adding The Island
    (+1), which I had to find by hand" (a newcomer). Where another seat can match back longer
    (more cards left to add), a Raise button (R) stands in the place of Keep matching, the
    prompt says why in words that fit, and R makes the bid one above the best."""
    a = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        s = _tie_position()
        s.owned[1] = ["watchman", "window", "island", "sailor", "mill", "soldier"]   # Bea outlasts Ann
        m, t = _at_tie(a, s)
        said = t.build_controls()
        labels = [b.label for b in t.buttons]
        assert "Match 0" in labels and "Raise to 1" in labels and "Keep matching" not in labels, labels
        assert "Bea can match back longer" in said, said
        t.draw(a.screen)
        assert_prompt_fits(t, said, size)
        t.handle(key(pygame.K_r))
        v = m.view(0)
        assert v.bids[0] == 1 and len(v.committed[0]) == 2 and v.committed[0][-1] != "excuse"
        assert any("raises to 1 on Ace of Waves" in e.text for e in m.visible_events(0))
        # where you can match longer, Keep matching as before
        m, t = _at_tie(a, _tie_position())
        t.build_controls()
        assert "Keep matching" in [b.label for b in t.buttons] and "Raise to 1" not in [b.label for b in t.buttons]
    finally:
        a.shutdown()


def test_the_counted_pool_waits_for_a_click_before_the_scores():
    """"The end was abrupt: the game went straight from the last bid to 'Bea wins!'" (a newcomer,
    who had looked away for the 2.6 s the counted pool stood). With a person at this screen, the
    pool stays laid out and says so until a click."""
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")]
    m = Match("barony", 2, seats, seed=2, bot_delay=100, threaded=False)
    from game.bots import get_bot
    bot = get_bot("barony", "easy")
    with table_window(m, animate=True) as (app, t):
        app.settings.anim_speed = "normal"
        t.timeline.speed = app.settings.anim_factor
        while not m.over:
            if not m.run_bots_instantly(1) and not m.over:
                m.submit(0, bot(m.view(0), m.legal(0), Rng(1)))
        for _ in range(40):                                       # 20 s
            app.frame(0.5, events=[])
        assert t.pool_shown and not isinstance(app.top, ResultsScene)
        assert "click to see the scores" in t.build_controls() or "click to see the scores" in (t.staged or "")
        # the counted pool, held up, may be looked at: a pool card hovered shows (a newcomer saw
        # nothing there)
        pool = [pygame.Rect(r) for r, d, c in t.hot if c in m.view(0).pool]
        assert pool
        t.pointer = lambda: pool[0].center
        t._hover_box = None
        app.invalidate()
        app.draw()
        assert t.hovered() is not None and t._hover_box is not None
        del t.pointer
        t.skip_moment()
        for _ in range(40):
            app.frame(0.25, events=[])
            if isinstance(app.top, ResultsScene):
                break
        assert isinstance(app.top, ResultsScene)


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_a_tie_nobody_else_could_answer_a_raise_offers_it(size):
    """"Cyd could not go above 2, yet the bar offered 'Match 2 (Sailor +0)' and 'Keep matching'.
    The one-card Raise with the Diplomat, which ended the auction at once, had to be found by
    hand" (a newcomer). Where no other seat still in could reach one above the best, Raise (R)
    stands in the place of Keep matching and the prompt says why."""
    a = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        s = _tie_position()
        s.owned[1] = ["watchman", "window", "bard"]      # Bea's cards left add nothing on the Ace of Waves
        m, t = _at_tie(a, s)
        from game import orders
        v = m.view(0)
        assert not orders.can_reach(v, 1, v.best[1] + 1), "Bea could answer: not the case to test"
        said = t.build_controls()
        labels = [b.label for b in t.buttons]
        assert "Raise to 1" in labels and "Keep matching" not in labels, labels
        assert "nobody else can reach 1" in said, said
        t.draw(a.screen)
        assert_prompt_fits(t, said, size)
    finally:
        a.shutdown()


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_a_tie_nobody_could_answer_even_a_match_offers_the_match(size):
    """"Twice it said 'nobody else can reach N, so Raise with the Excuse'. Each time the
    opponent had 0 cards left, so a +0 Match won just as well and kept the Excuse" (a
    newcomer). Where no other seat still in has a card to answer a match, Match is offered and
    said to win it; Raise is not pushed."""
    a = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        s = _tie_position()
        s.owned[1] = ["watchman"]                        # Bea's only card is in her bid
        m, t = _at_tie(a, s)
        assert not m.view(0).resources[1]
        said = t.build_controls()
        labels = [b.label for b in t.buttons]
        assert not any(b.startswith("Raise") for b in labels), labels
        assert t.match_card() is not None and "Excuse" not in D.CARDS[t.match_card()].name
        assert "nobody else can reach" not in said and "Nobody can answer a match" in said, said
        t.draw(a.screen)
        assert_prompt_fits(t, said, size)
    finally:
        a.shutdown()


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("n", [9, 10, 11, 12, 14])
def test_ten_resources_sit_side_by_side_with_their_names(size, n):
    """Ten resources overlapped in your row and cut every name ("The Watchma", "Ace of Wy": a
    newcomer) where cards a little smaller fitted side by side: they do, each name whole (on
    the card, or under it where the window is too small for names on the cards); and so do
    eleven and twelve ("The Harves", "The Huntres" at 1280x720: a newcomer), and fourteen
    ("14 cards fanned and heavily overlapped… I added The Chance Meeting when I meant The
    Merchant": a newcomer)."""
    from helpers import barony_position
    from rules.barony import STAGE_CARDS
    from game.art.decktet_face import FULL_MIN_W
    extra = list(STAGE_CARDS[3])[:n - 3]
    s = barony_position(3, owned=[["consul", "island", "rite"] + extra, ["window", "harvest", "watchman"],
                                  ["borderland", "light-keeper", "excuse"]])
    seats = [SeatSpec("Ada", "human")] + [SeatSpec(x, "bot", "medium") for x in ("Bea", "Cyd")]
    m = Match("barony", 3, seats, seed=1, bot_delay=0, threaded=False)
    m._state = s
    with table_window(m, size) as (a, t), words_drawn(TB) as said:
        t.view = m.view(0)
        t.draw(a.screen)
        mine = [pygame.Rect(r) for r, _, cid in t.hot if cid in s.owned[0] and t.seat_rect(0).contains(r)]
        assert len(mine) == n
        assert not [(p, q) for i, p in enumerate(mine) for q in mine[i + 1:] if p.colliderect(q)]
        if mine[0].width < FULL_MIN_W:
            drawn = " ".join(said)
            for c in s.owned[0]:          # every word of its name (but "The"), none lost to a third line
                assert all(w in drawn for w in D.CARDS[c].name.split() if w != "The"), (c, said)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_seat_with_no_room_for_its_word_says_it_in_its_status_not_over_its_name_line(size):
    """"A floating 'bid 1' sits over Cyd's '9 pts so far'" (a newcomer): a seat whose two rows
    of cards and expended cards leave no room for a rising word gets none over its name line
    (its status at the right says "bid 1 on The Lunatic" already); the card it takes is said
    where the card was won, in the Market."""
    from helpers import barony_position
    pool = [c.id for c in D.DECK if c.id not in ("ace-waves", "ace-leaves", "ace-suns")]
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    a = App(size=size, settings=Settings(anim_speed="normal"), headless=True)
    try:
        a.push("title")
        # Cyd: seven cards in two rows, three expended beside them
        owned = [pool[0:7], pool[7:14], pool[14:24]]
        s = barony_position(3, market=("ace-waves", "ace-leaves", "ace-suns"), owned=owned, stage=2, prime=2)
        s.expended[2] = owned[2][7:]
        m = Match("barony", 3, seats, seed=1, bot_delay=0, threaded=False)
        m._state = s
        t = a.push("table:barony", m, viewer=0, animate=False)
        a.draw()
        pos, on_name = t.word_spot(2, "bid 1")
        assert on_name and t.seat_parts(2)["rows"] == 2
        name_line = pygame.Rect(t.seat_rect(2).left, t.seat_rect(2).top, t.seat_rect(2).width, t.px(30))
        t.timeline.anims.clear()
        t.anim_commit({"seat": 2, "target": "ace-suns", "cards": [s.owned[2][0]], "value": 1})
        words = [an for an in t.timeline.anims if an.kind == "text"]
        assert not [an for an in words if name_line.collidepoint(an.b)], [(an.text, an.b) for an in words]
        t.timeline.anims.clear()
        t.anim_won({"seat": 2, "card": "ace-suns", "cards_expended": [], "discarded": []})
        said = [an for an in t.timeline.anims if an.kind == "text" and "takes" in an.text]
        assert said and not name_line.collidepoint(said[0].b)
        assert abs(said[0].a[0] - t.market_center(2)[0]) < t.px(4)
    finally:
        a.shutdown()


def test_the_last_stages_end_raises_no_banner_over_the_pool():
    """""Stage VI complete" stood over the pool's cards as they were counted (a newcomer): the
    last stage's end is said by the pool itself ("The pool is counted…"), with no banner."""
    a = App(size=(1280, 720), settings=Settings(anim_speed="normal"), headless=True)
    try:
        m, t = three_seat_table(a)
        t.timeline.anims.clear()
        t.anim_stage_end({"stage": 5, "remainder": 0})
        assert [an.text for an in t.timeline.anims if an.kind == "badge"] == ["Stage V complete"]
        t.timeline.anims.clear()
        t.anim_stage_end({"stage": 6, "remainder": 1})
        assert not [an.text for an in t.timeline.anims if an.kind == "badge"]
    finally:
        a.shutdown()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_prompt_while_you_keep_matching_in_a_long_run_stays_readable(size):
    """"The prompt bar text gets small and dense during Keep matching, running to three lines"
    (a newcomer): while your standing order keeps matching in a run of three seats, the words
    beside Undo and Stop matching fit in two lines at 11 px or more."""
    from scenes.widgets import Button
    a = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        m, t = _at_tie(a, _tie_position())
        war = {"seats": [0, 1, 2], "targets": ["end"], "count": 12, "value": 1, "by": {0: 5, 1: 4, 2: 3}}
        said = t.war_prompt(war, keeping=True)
        assert "keep matching each other" in said and "you keep matching" in said, said
        t.draw(a.screen)
        t.buttons = [Button("Undo", lambda: None, "Ctrl+Z"), Button("Stop matching", lambda: None, "K")]
        from scenes.widgets import layout_row
        r = t.layout.rect("prompt")
        layout_row(t.buttons, r.right - t.px(10), r.centery, t.px(40), t.px(16))
        assert_prompt_fits(t, said, size)
        # watching only, the words say why the run goes on
        assert "a tie goes to the latest bid" in t.war_prompt(war, keeping=False)
    finally:
        a.shutdown()


def test_a_hint_still_thinking_leaves_the_stage_panel_in_sight():
    """"While it thinks (about 10 s in Barony) it hides the panel I most need" (a newcomer): a
    hint still thinking stands over the log alone; once it answers it may take the panel's room."""
    import scenes.table_kit as TK
    a = App(size=(1280, 720), settings=Settings(anim_speed="off"), headless=True)
    try:
        m, t = _at_tie(a)
        stage = t.layout.rect("stage")
        t.hints.job = type("Thinking", (), {"done": False, "progress": 0.3, "cancel": lambda self: None})()
        a.invalidate()
        a.draw()
        assert not t.hints.rect.colliderect(stage) and t.hints.rect.colliderect(t.log_rect())
        assert t.hint_column() == t.log_rect()
        import game.advisor as AD
        from rules.barony import Pass
        t.hints.job = None
        t.hints.show([AD.Estimate(Pass(), 0.4, 40, picked=True)], m.step)
        assert t.hint_column().colliderect(stage)
    finally:
        a.shutdown()


def test_while_your_order_keeps_matching_the_bar_says_what_your_bid_puts_at_stake(app):
    """"Keep matching spends real cards with no warning. One press burned four of my cards in a
    single run" (a newcomer): while the order matches for you, the bar says how many cards your
    bid holds, all spent if it wins."""
    from game.orders import keep_matching
    m, t = _at_tie(app)
    s = m._state
    s.owned[0] = ["consul", "harvest", "sea", "rite", "island", "window"]
    s.committed = [["rite", "island", "window"], ["watchman", "harvest"]]
    s.targets = ["ace-waves", "ace-waves"]
    s.best = (1, 0)
    s.turn = 1
    m.standing[0] = keep_matching(0, "ace-waves", m.view(0).markets_played)
    t.view = m.view(0)
    t.live_view = t.view
    said = t.build_controls()
    assert not t.my_turn()
    assert "(3 cards in your bid, spent if it wins)" in said, said


def test_your_bid_as_you_build_it_is_said_beside_its_market_card(app, monkeypatch):
    """""you → 4" sits halfway between two Market cards" (a newcomer): with no card committed
    yet, the label of the bid you are building begins where its pile will, beside the card."""
    import scenes.table_barony as TB
    from helpers import barony_position
    st = barony_position(2, market=("ace-waves", "ace-leaves", "ace-suns"),
                         owned=[["consul", "harvest", "excuse", "rite"], ["watchman", "window", "island"]],
                         stage=2, prime=0)
    st.turn = 0
    m, t = _at_tie(app, st)
    v = m.view(0)
    said = []
    orig = TB.text
    monkeypatch.setattr(TB, "text", lambda surface, s, pos, *a, **k: (said.append((s, pos)), orig(surface, s, pos, *a, **k))[1])
    t.handle(key(pygame.K_1))                      # the first Market card
    t.toggle_card(v.resources[0][0])
    app.invalidate()
    app.draw()
    mine = [(s, pos) for s, pos in said if s.startswith("you → ")]
    assert mine, [s for s, _ in said if "→" in s]
    i = t.market_index(t.aim())
    r = t.layout.rect(f"bids_{i}")
    assert mine[-1][1][0] <= r.left + t.px(14), (mine[-1], r)


@pytest.mark.parametrize("size", [(1280, 720), (960, 540), (1164, 655)])
def test_a_long_piles_label_is_whole(app, size, monkeypatch):
    """"Small overlapping cards get cut-off labels ('Cyd…', 'Bea…')" (a newcomer): however long
    a seat's pile, its "Name: bid" label is drawn whole in the column beside its Market card."""
    import scenes.table_barony as TB
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("barony", 3, seats, seed=1, bot_delay=0, threaded=False)
    from helpers import barony_position
    many = ["consul", "harvest", "rite", "island", "window", "watchman", "mill", "sailor", "soldier"]
    s = barony_position(3, market=("ace-waves", "ace-leaves", "ace-suns"),
                        owned=[["excuse"], many, ["borderland", "cave"]], stage=2, prime=0)
    s.committed = [[], many[:7], ["borderland"]]
    s.targets = [None, "ace-waves", "ace-leaves"]
    s.best = (1, 0)
    s.turn = 0
    m._state = s
    cut = []
    orig = TB.text

    def spy(surface, words, pos, size_, *a, max_width=None, **k):
        r = orig(surface, words, pos, size_, *a, max_width=max_width, **k)
        if isinstance(words, str) and words.startswith(("Bea: ", "Cyd: ")) and max_width is not None:
            f = TB.font(size_, bool(a[1]) if len(a) > 1 else False)
            if f.size(words)[0] > max_width:
                cut.append((words, f.size(words)[0], max_width))
        return r
    monkeypatch.setattr(TB, "text", spy)
    with table_window(m, size=size) as (a, t):
        a.invalidate()
        a.draw()
    assert not cut, cut


def test_a_card_won_said_away_from_its_seat_says_whose_it_is(app, monkeypatch):
    """"At the start of Stage VI, 'takes Ace of Leaves' appeared over the deck, cut off at the
    window's left edge" (a newcomer): a stage's last card, won as the next stage dealt, was no
    longer in the Market the table saw, and the words went to the deck, with no seat's name.
    Said away from the seat's box, the words name the seat, over the Market's middle."""
    m = Match("barony", 3, bots(3), seed=2, bot_delay=0, threaded=False)
    t = app.push("table:barony", m, viewer=0, animate=True)
    t.update(0.05)
    t.timeline.anims.clear()
    monkeypatch.setattr(t, "word_spot", lambda seat, words: ((0, 0), True))   # no room in the box
    gone = next(c for c in D.CARDS if c not in t.view.market and D.CARDS[c].kind != D.EXCUSE)
    t.anim_won({"seat": 2, "card": gone, "cards_expended": [], "discarded": []})
    said = [an for an in t.timeline.anims if an.kind == "text"]
    assert [an.text for an in said] == [f"{t.name(2)} takes {D.CARDS[gone].name}"]
    assert tuple(said[0].a) == tuple(t.market_center(1))


def test_adding_toward_a_bid_says_how_much_more_levels_the_best(app):
    """"When one card can't level the bid, the prompt just says 'Add cards toward…'. It doesn't
    tell you how many points you still need" (a newcomer): it says how many more level the best
    bid (a tie goes to the latest)."""
    from game.bots import get_bot
    bot = get_bot("barony", "medium")
    seen = 0
    for seed in range(1, 12):
        m = Match("barony", 3, [SeatSpec("You", "human")] + bots(2), seed=seed, bot_delay=0, threaded=False)
        t = app.push("table:barony", m, viewer=0, animate=False)
        for _ in range(400):
            m.run_bots_instantly()
            if m.over:
                break
            t.update(0.05)
            v = m.view(0)
            said = t.build_controls()
            if "add cards toward" in said and "(click, ←→ Space)" in said and v.best and v.best[0] != 0:
                need = v.best[1] - v.bids[0]
                assert f"{need} more levels {t.name(v.best[0])}'s {v.best[1]}" in said, said
                seen += 1
            m.submit(0, bot(v, m.legal(0), Rng(seed)))
        app.pop()
        if seen >= 2:
            break
    assert seen >= 2


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_the_seats_at_the_top_give_up_their_header_words_together(size):
    """"Seat headers change shape. 'bot · easy' disappears when a seat is Prime or holds the
    Excuse, and suit names turn into small icons" (a newcomer, twice): the seats side by side
    show "bot · level" both or neither, throughout a game."""
    from game.bots import get_bot
    from game.settings import Settings
    app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        bot = get_bot("barony", "medium")
        m = Match("barony", 3, [SeatSpec("You", "human")] + bots(2), seed=4, bot_delay=0, threaded=False)
        app.push("title")
        t = app.push("table:barony", m, viewer=0, animate=False)
        counts = set()
        for _ in range(300):
            m.run_bots_instantly()
            if m.over:
                break
            t.update(0.05)
            with words_drawn(TB) as said:
                app.invalidate()
                app.draw()
            counts.add(sum(1 for w in said if w == "bot · medium"))
            if m.legal(0):
                m.submit(0, bot(m.view(0), m.legal(0), Rng(4)))
        assert counts <= {0, 2}, counts
    finally:
        app.shutdown()
