"""The results screen: every seat's cards as pictures (read from the record's final block,
whatever it says), composed once rather than every frame, and names joined as a player reads
them."""
from __future__ import annotations

import pytest

from game import art
from game.match import Match
from game.seats import SeatSpec
from rules.auctioneer import run_values
from scenes.registry import playable_games
from helpers import played_to_the_end, table_window, words_drawn


def _results_shown(app, game_id, n, seed):
    """A bots' game played to its end, its table and its results drawn (seen by nobody)."""
    m = _finished(game_id, n, seed=seed)
    app.push("title")
    table = app.push(f"table:{game_id}", m, viewer=None, animate=False)
    res = app.push("results", m, save=False, table=table)
    app.draw()
    return m, table, res


def _finished(game_id, n, seed=3):
    seats = [SeatSpec(f"P{i}", "bot", "medium") for i in range(n)]
    m = Match(game_id, n, seats, seed, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    assert m.over
    return m


@pytest.mark.parametrize("game_id", playable_games())
def test_results_show_every_seats_cards_as_pictures(app, game_id, monkeypatch):
    m = _finished(game_id, 3)
    app.push("title")
    table = app.push(f"table:{game_id}", m, viewer=None, animate=False)
    final = m.record()["final"]
    expected = {cid for seat in range(3) for _, _, cards, *_ in table.results_cards(final, seat) for cid in cards}
    assert expected, "every game ends with cards to show"
    drawn = []
    orig = art.draw_card

    def spy(surface, deck, cid, *a, **k):
        drawn.append(cid)
        return orig(surface, deck, cid, *a, **k)
    monkeypatch.setattr(art, "draw_card", spy)
    res = app.push("results", m, save=False, table=table)
    app.draw()
    assert expected <= set(drawn)
    n = len(drawn)
    app.draw()                       # the page is composed once: nothing is drawn again
    assert len(drawn) == n
    res.scroll = 1
    app.draw()
    assert len(drawn) > n


def test_a_damaged_final_block_shows_what_it_can(app):
    m = _finished("auctioneer", 2)
    app.push("title")
    table = app.push("table:auctioneer", m, viewer=None, animate=False)
    bad = {"seats": [{"royals": ["KH", "nonsense", 7, None]}, "x"]}
    assert table.results_cards(bad, 0) == [("Royals won", "standard", ["KH"])]
    assert table.results_cards(bad, 1) == []
    assert table.results_cards({"seats": 3}, 0) == []
    assert table.results_cards([], 5) == []


def test_shared_wins_read_as_a_list(app):
    from scenes.results import ResultsScene
    m = _finished("me-first", 4)
    res = ResultsScene(app, m, save=False)
    names = ["Ada", "Bea", "Cyd"]
    res.result = res.result.__class__(scores=res.result.scores, winners=(0, 1, 2), breakdown=res.result.breakdown,
                                      notes="")
    m.name = lambda i: names[i] if i < 3 else "Dov"
    import scenes.results as R
    with words_drawn(R) as said:
        app.push("title")
        app.push(res)
        app.draw()
    assert "Ada, Bea and Cyd share the win!" in said


def test_the_wheel_scrolls_the_column_under_the_pointer_only(app, monkeypatch):
    """The mouse wheel scrolled every seat's column at once: now only the one under the
    pointer (↑↓ still scroll them all)."""
    import pygame
    m = _finished("sorcerous-futures", 4)
    app.push("title")
    table = app.push("table:sorcerous-futures", m, viewer=None, animate=False)
    res = app.push("results", m, save=False, table=table)
    app.draw()
    seat = sorted(res.col_rects)[1]
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: res.col_rects[seat].center)
    res.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert res.scrolls.get(seat) == 2 and all(v == 0 for s, v in res.scrolls.items() if s != seat), res.scrolls
    app.draw()
    res.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    assert all(res.scrolls[s] >= 2 for s in range(4))


def test_the_saved_record_reads_as_a_place_in_replays_not_a_folder(app):
    m = _finished("barony", 2)
    app.push("title")
    table = app.push("table:barony", m, viewer=None, animate=False)
    res = app.push("results", m, save=False, table=table)
    res.saved_to = "/home/someone/.local/share/auction-parlour/records/barony-2026-11-24-1530-1234567.json"
    import scenes.results as R
    with words_drawn(R) as seen:
        res.invalidate()
        app.draw()
    assert "Saved to Replays: the newest at the top of its list" in seen
    assert not any("/home/someone" in s or ".json" in s for s in seen)       # no folder, no file name


def test_an_enter_pressed_as_the_results_come_up_does_not_start_a_new_game(app):
    """A double Enter after a game's last moment started a new game at once: the results take
    Enter for Play again only once they have been up a moment."""
    import pygame

    from helpers import frames_until
    m = _finished("me-first", 3)
    app.push("title")
    table = app.push("table:me-first", m, viewer=None, animate=False)
    res = app.push("results", m, save=False, table=table)
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    res.handle(enter)
    assert app.top is res
    frames_until(app, res.takes_enter, seconds=5)
    res.handle(enter)
    assert app.top is not res


def test_tied_scores_share_their_place():
    """Three seats on 4 points were listed "2. / 3. / 4.": a tie shares its place."""
    from scenes.results import place
    scores = (9, 4, 4, 4)
    assert [place(scores, s) for s in range(4)] == [1, 2, 2, 2]
    assert [place((3, 5, 5, 1), s) for s in range(4)] == [3, 1, 1, 4]
    assert [place((3, 5, 5, 1), s, winners=(1, 2)) for s in range(4)] == [3, 1, 1, 4]     # a shared win


def test_a_tie_for_the_win_the_rules_break_is_no_shared_first_place():
    """Sorcerous Futures breaks a tie for the win (SF10): Bea wins on 30 against Ann's 30. The
    page read "1. Ann, 1. Bea" with Bea's column lit as the winner's, Ann's first."""
    from scenes.results import place
    assert [place((30, 30, 20), s, winners=(1,)) for s in range(3)] == [2, 1, 3]
    assert [place((30, 30, 30, 9), s, winners=(2,)) for s in range(4)] == [2, 2, 1, 4]


def test_a_column_that_scrolls_shows_its_largest_lines_first():
    """"My column needed 'scroll for more' and hid the Crown bonus of +64, the biggest line of
    my score" (a newcomer). A column whose lines do not all fit shows them largest first; one
    that fits keeps the game's order."""
    seats = [SeatSpec(f"P{i}", "bot", "medium") for i in range(3)]
    m = Match("barony", 3, seats, 1, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    with table_window(m, size=(960, 540), viewer=None) as (app, table):
        res = app.push("results", m, save=False, table=table)
        app.draw()
        scrolled = 0
        for seat, col in res.col_rects.items():
            groups = table.results_cards(m.record()["final"], seat)
            rows, fit, _ = res.lay_column(col, seat, groups, max(10, table.px(12)), table.px)
            pts = [p for _, _, p in rows if isinstance(p, int)]
            if fit < len(rows):
                scrolled += 1
                assert pts == sorted(pts, key=lambda p: -abs(p)), pts
                shown = [p for _, _, p in rows[:fit] if isinstance(p, int)]
                assert max(pts, key=abs) in shown
        assert scrolled, "no column scrolled at 960x540"


def test_a_long_group_of_cards_takes_two_rows_not_one_of_cards_over_each_other(monkeypatch):
    """A newcomer found a Barony column at 960x540 with its twelve resources squeezed into one
    row of cards over each other while the score lines took the room. The lines scroll; the
    cards get rows enough (two here) to lie side by side."""
    import pygame

    seats = [SeatSpec(f"P{i}", "bot", "medium") for i in range(3)]
    m = Match("barony", 3, seats, 1, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    with table_window(m, size=(960, 540), viewer=None) as (app, table):
        final = m.record()["final"]
        groups = {seat: table.results_cards(final, seat) for seat in range(3)}
        assert max(len(c) for g in groups.values() for _, _, c in g) >= 11
        placed = []
        orig = art.draw_card

        def spy(surface, deck, cid, center, *a, width=None, **k):
            placed.append((cid, center, width))
            return orig(surface, deck, cid, center, *a, width=width, **k)
        monkeypatch.setattr(art, "draw_card", spy)
        res = app.push("results", m, save=False, table=table)
        app.draw()
        for seat, col in res.col_rects.items():
            ids = {cid for _, _, cards, *_ in groups[seat] for cid in cards}
            mine = [(c, w) for cid, c, w in placed if cid in ids and col.collidepoint(c)]
            assert len(mine) == len(ids), seat
            rects = [pygame.Rect(0, 0, w, 10).move(c[0] - w // 2, c[1]) for c, w in mine]
            for i, a in enumerate(rects):
                assert all(not a.colliderect(b) for b in rects[i + 1:]), (seat, "cards drawn over each other")


@pytest.mark.parametrize("game_id,n", [("sorcerous-futures", 4), ("barony", 3), ("me-first", 4)])
def test_every_column_shows_its_cards_at_one_size(app, game_id, n, monkeypatch):
    """"Crown pictures are drawn at different sizes from column to column" (a newcomer): each
    column took the largest cards its own room allowed. One size now serves every column (the
    game's header cards, the revealed valuations, are not the columns')."""
    m = _finished(game_id, n, seed=5)
    app.push("title")
    table = app.push(f"table:{game_id}", m, viewer=None, animate=False)
    res = app.push("results", m, save=False, table=table)
    widths = {}
    orig = art.draw_card

    def spy(surface, deck, cid, center, *a, width=None, **k):
        for seat, col in res.col_rects.items():
            if col.collidepoint(center):
                widths.setdefault(seat, set()).add(width)
        return orig(surface, deck, cid, center, *a, width=width, **k)
    monkeypatch.setattr(art, "draw_card", spy)
    res.invalidate()
    app.draw()
    assert len(widths) == n
    assert len(set().union(*widths.values())) == 1, widths


def test_the_winner_of_a_broken_tie_has_the_first_column(app):
    from scenes.results import ResultsScene
    m = _finished("sorcerous-futures", 3)
    res = ResultsScene(app, m, save=False)
    res.result = res.result.__class__(scores=(30, 30, 20), winners=(1,), breakdown=res.result.breakdown, notes="")
    app.push("title")
    app.push(res)
    app.draw()
    assert res.col_rects[1].left < res.col_rects[0].left < res.col_rects[2].left


@pytest.mark.parametrize("game_id", playable_games())
def test_the_results_say_how_the_score_is_counted_clear_of_the_header(app, game_id, monkeypatch):
    """"The results screen in a real game is thin: the lesson had a 'How the score was
    counted' box, a real game doesn't" (a newcomer): one or two lines under the heading, and
    the game's own header (the pool, the valuations) below them."""
    import scenes.results as R
    from scenes.results import ResultsScene
    m = _finished(game_id, 3)
    app.push("title")
    table = app.push(f"table:{game_id}", m, viewer=None, animate=False)
    drawn = []
    orig = R.text
    monkeypatch.setattr(R, "text", lambda surface, s, pos, size=18, *a, **k:
                        (drawn.append((s, pos, size)), orig(surface, s, pos, size, *a, **k))[1])
    header_at = []
    orig_header = table.draw_results_header
    monkeypatch.setattr(table, "draw_results_header",
                        lambda surface, final, y, px, **k: (header_at.append(y), orig_header(surface, final, y, px, **k))[1])
    res = ResultsScene(app, m, save=False, table=table)
    app.push(res)
    app.draw()
    said = " ".join(s for s, _, _ in drawn)
    assert table.SCORING and table.SCORING.split()[0] in said
    from game.assets import font
    lines = [(pos, size) for s, pos, size in drawn if len(s) > 12 and s in table.SCORING]
    assert lines
    bottom = max(pos[1] + font(size).get_linesize() for pos, size in lines)
    assert header_at and header_at[0] >= bottom - 6, (header_at, bottom)


def _hovering_a_card(app, monkeypatch, game_id):
    """Finished results of a three-seat game of ``game_id`` with the pointer on one of their
    cards: (results, the card's rect, the enlargements drawn as (card, width))."""
    import pygame
    m = _finished(game_id, 3)
    app.push("title")
    table = app.push(f"table:{game_id}", m, viewer=None, animate=False)
    res = app.push("results", m, save=False, table=table)
    app.draw()
    assert res.hot
    rect, deck, cid = res.hot[len(res.hot) // 2]
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (rect.right - 2, rect.bottom - 2))
    big = []
    orig = art.card_face
    monkeypatch.setattr(art, "card_face", lambda d, c, w, *a, **k: (big.append((c, w)), orig(d, c, w, *a, **k))[1])
    return res, rect, big


@pytest.mark.parametrize("game_id", playable_games())
def test_a_card_on_the_results_can_be_hovered_to_see_it_large(app, game_id, monkeypatch):
    """The results' cards are about 40 px tall and hovering them did nothing, where the README
    says hovering works everywhere (a newcomer): the card under the pointer is drawn large,
    with its name, over the page."""
    res, rect, big = _hovering_a_card(app, monkeypatch, game_id)
    assert res.changed()
    app.draw()
    (c, w), = big
    assert res.hovered()[2] == c and w > 2 * rect.width


@pytest.mark.parametrize("game_id", ["barony", "sorcerous-futures"])
def test_the_headers_cards_on_the_results_can_be_hovered_too(app, game_id, monkeypatch):
    """Barony's scoring pool (the cards the score is counted from) had no names and did not
    enlarge on hover, where the resources below did (a newcomer): the header's cards are on the
    page's hover list too."""
    import pygame
    m = _finished(game_id, 3)
    app.push("title")
    table = app.push(f"table:{game_id}", m, viewer=None, animate=False)
    res = app.push("results", m, save=False, table=table)
    app.draw()
    final = m.record()["final"]
    # (Sorcerous Futures: hovered, the valuation card itself, the card the value is read from)
    header = final["pool"] if game_id == "barony" else [c for c in final["valuations"].values()]
    top = [h for h in res.hot if h[2] in header and h[0].top < res.hot[-1][0].top]
    assert {h[2] for h in top} == set(header)
    rect, deck, cid = top[0]
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: rect.center)
    assert res.hovered()[2] == cid


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_auctioneer_results_show_how_each_royal_was_won(size, monkeypatch):
    """Each column shows each royal won beside the run that won it, as cards, under its round
    and the run's total against the target (the columns were two-thirds empty, then held lines
    of text: newcomers); every card stands inside its column."""
    from rules.decks import standard as S
    from rules import auctioneer as A
    import scenes.results as R
    from game.app import App
    from game.settings import Settings
    app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        m = _finished("auctioneer", 3, seed=6)        # (three royals to each seat)
        claims = [e.data for e in m.events if e.kind == "claim" and e.data["valid"]]
        app.push("title")
        table = app.push("table:auctioneer", m, viewer=None, animate=False)
        said = []
        orig = R.text
        monkeypatch.setattr(R, "text", lambda surface, w, pos, *a, **k: (said.append(w), orig(surface, w, pos, *a, **k))[1])
        res = app.push("results", m, save=False, table=table)
        app.draw()
        final = m.record()["final"]
        for seat in range(3):
            mine = [d for d in claims if d["seat"] == seat]
            groups = table.results_cards(final, seat)
            assert len(groups) == len(mine) == len(final["seats"][seat]["royals"])
            for d, (label, deck, cards, counted) in zip(mine, groups):
                assert cards == [d["royal"]] + list(d["cards"]) and counted is False
                assert label.startswith(S.CARDS[d["royal"]].short + " in round ")
                # and what an Ace stood for, as the claim's banner said it ("the results pictures
                # don't say what the Ace counted as": a newcomer)
                vals = A.run_values(d["cards"])
                aces = "".join(f" · A as {v}" for c, v in zip(d["cards"], vals) if S.CARDS[c].rank == 1)
                assert label.endswith(f": {d['total']} ({d['needed']} needed){aces}"), label
                assert label in said                     # drawn, without a count after it
        for seat, col in res.col_rects.items():
            ids = {cid for _, _, cards, *_ in table.results_cards(final, seat) for cid in cards}
            assert all(col.contains(r) for r, _, cid in res.hot if cid in ids and col.colliderect(r))
        # a final block that is not this match's own shows its royals alone
        assert table.results_cards({"seats": [{"royals": ["KH"]}]}, 0) == [("Royals won", "standard", ["KH"])]
        # where a seat won more royals than fit as pictures (seed 11: five), every column shows its
        # royals, and the runs in words under them, so the score lines never scroll away
        m1 = _finished("auctioneer", 3, seed=11)
        app.pop()
        t1 = app.push("table:auctioneer", m1, viewer=None, animate=False)
        f1 = m1.record()["final"]
        assert max(len(t1.won_runs(k)) for k in range(3)) > t1.RUNS_AS_PICTURES
        for seat in range(3):
            assert [g[0] for g in t1.results_cards(f1, seat)] == ["Royals won"]
            title, lines = t1.results_notes(seat)
            assert len(lines) == len(t1.won_runs(seat))
            for (rnd, royal, cards, total, needed), line in zip(t1.won_runs(seat), lines):
                vals = run_values(cards)
                said = " ".join(S.CARDS[c].short + (f"({v})" if S.CARDS[c].rank == 1 else "") for c, v in zip(cards, vals))
                assert line == f"{S.CARDS[royal].short}, round {rnd}: {said} = {total} ({needed} needed)"
        # an Ace reads with the value it stood for, as on the table ("A♦ 6♦ 5♦ = 18" under the
        # table's "A♦(7)": a newcomer)
        t1.won_runs = lambda seat: [(3, "QD", ["AD", "6D", "5D"], 18, 18)]
        t1.runs_as_pictures = lambda: False
        assert t1.results_notes(0)[1] == ["Q♦, round 3: A♦(7) 6♦ 5♦ = 18 (18 needed)"]
    finally:
        app.shutdown()


def test_new_table_after_a_lesson_sets_up_you_and_medium_bots(app):
    """After a lesson's results, New table set up the lesson's table again, easy bots and all
    (a newcomer): it offers what "Play a real game" offers, you and medium bots."""
    seats = [SeatSpec("You", "human"), SeatSpec("Ada", "bot", "easy")]
    m = Match("auctioneer", 2, seats, 3, bot_delay=0, threaded=False)
    m.is_lesson = True
    app.push("title")
    res = app.push("results", m, save=False)
    res.new_table()
    setup = app.top
    assert type(setup).__name__ == "SetupScene" and setup.players == 3       # the game's usual table
    assert setup.seats[0].kind == "human" and setup.seats[0].name == "You"
    assert [(s.kind, s.level) for s in setup.seats[1:]] == [("bot", "medium")] * 2


def test_no_card_of_the_results_comes_up_over_a_panel_above_them(app, monkeypatch):
    """A hovered card of the results came up over the lesson's "How the score was counted"
    (a newcomer): while another screen stands over the results, they draw no enlargement."""
    res, rect, big = _hovering_a_card(app, monkeypatch, "me-first")
    app.draw()
    assert big                                     # the results on top: the card comes up
    big.clear()
    from scenes.base import Scene

    class Over(Scene):
        overlay = True

        def draw(self, surface):
            pass
    app.push(Over(app))
    app.draw()
    assert not big, big


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_hovered_results_card_leaves_the_score_lines_readable(size, monkeypatch):
    """"A hover enlargement stuck over my own score lines on the results screen" (a newcomer,
    Barony): where there is no room below a card, its enlargement goes beside it, among the
    cards, rather than over the words."""
    import pygame
    from game.app import App
    from game.settings import Settings
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        m, table, res = _results_shown(app, "barony", 3, seed=3)
        worst = 0.0
        for rect, deck, cid in list(res.hot):
            if not any(rect.top >= r.bottom and r.left <= rect.centerx < r.right for r in res.lines_rects):
                continue                 # (the scoring pool, over the columns)
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda r=rect: (r.centerx, r.centery))
            app.draw()
            box = res._hover_box
            covered = sum(box.clip(r).width * box.clip(r).height for r in res.lines_rects)
            worst = max(worst, covered / (box.width * box.height))
        assert worst < 0.15, worst
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_each_person_of_a_hot_seat_game_has_a_review_of_their_own(size):
    """A hot-seat game's results opened the review of Ben's decisions only, and nothing said
    why Ben (a newcomer looked for Ann's): each person has a Review button of their own,
    whole in the bar, and it reviews that person's seat."""
    import pygame
    from game.app import App
    from game.settings import Settings
    from rules.core import Rng
    seats = [SeatSpec("Ann", "human"), SeatSpec("Ben", "human"), SeatSpec("Cyd", "bot", "easy")]
    m = Match("me-first", 3, seats, 5, bot_delay=0, threaded=False)
    rng = Rng(2)
    while not m.over:
        if m.humans_to_act():
            s = m.humans_to_act()[0]
            legal = m.legal(s)
            m.submit(s, legal[rng.randrange(len(legal))])
        else:
            m.run_bots_instantly(1)
    app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        app.push("title")
        table = app.push("table:me-first", m, viewer=None, animate=False)
        res = app.push("results", m, save=False, table=table)
        app.draw()
        by = {b.label: b for b in res.buttons}
        assert "Review Ann" in by and "Review Ben" in by, list(by)
        screen = app.screen.get_rect()
        rects = [b.rect for b in res.buttons]
        assert all(screen.contains(r) for r in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        by["Review Ben"].action()
        rv = app.top
        assert type(rv).__name__ == "ReviewScene" and rv.seat == 1 and rv.who == "Ben"
        rv.job.cancel()
    finally:
        app.shutdown()


@pytest.mark.parametrize("game_id", playable_games())
@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_a_hovered_card_comes_up_beside_itself(size, game_id):
    """A Barony pool card hovered at the top of the results came up far below it, over Cyd's
    cards, and read as one of them (a newcomer: "hover showed a card the pointer was not on").
    Every card of the page, hovered, comes up touching it (within a few pixels)."""
    from game.app import App
    from game.settings import Settings
    m = _finished(game_id, 3)
    app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        app.push("title")
        table = app.push(f"table:{game_id}", m, viewer=None, animate=False)
        res = app.push("results", m, save=False, table=table)
        app.draw()
        assert res.hot
        gap = res.app.screen.get_height() * 24 // 720
        for hit in list(res.hot):
            res.hovered = lambda hit=hit: hit
            app.invalidate()
            app.draw()
            box, rect = res._hover_box, hit[0]
            assert box.inflate(2 * gap, 2 * gap).colliderect(rect), (hit[2], box, rect)
    finally:
        app.shutdown()


def test_a_game_of_bots_alone_offers_no_review_of_a_spectator(app):
    """A table of bots alone ended with a button "Review Spectator": nobody at the screen made a
    decision to review. It offers none; a table with one person offers "Review"."""
    m = _finished("me-first", 3)
    app.push("title")
    table = app.push("table:me-first", m, viewer=None, animate=False)
    res = app.push("results", m, save=False, table=table)
    labels = [b.label for b in res.buttons]
    assert not any(lb.startswith("Review") for lb in labels), labels
    seats = [SeatSpec("You", "human"), SeatSpec("Bot", "bot", "easy")]
    m = played_to_the_end(Match("me-first", 2, seats, 5, bot_delay=0, threaded=False))
    table = app.push("table:me-first", m, viewer=0, animate=False)
    res = app.push("results", m, save=False, table=table)
    assert "Review" in [b.label for b in res.buttons]


def test_no_card_comes_up_under_a_pointer_resting_as_the_results_open(monkeypatch):
    """The results came up under a resting mouse, and the card under it came up enlarged over
    the newcomer's own score lines before they had read them: no card comes up till the
    pointer moves; then the one under it does."""
    import pygame
    from game.app import App
    from game.settings import Settings
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    app = App(size=(1280, 720), settings=Settings(anim_speed="off"), headless=True)
    try:
        m = _finished("barony", 3, seed=3)
        app.push("title")
        table = app.push("table:barony", m, viewer=None, animate=False)
        app.draw()
        # where a card of the results will be: found on a first page, then opened again there
        probe = app.push("results", m, save=False, table=table)
        app.draw()
        rect = probe.hot[len(probe.hot) // 2][0]
        app.pop()
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: rect.center)
        res = app.push("results", m, save=False, table=table)
        app.draw()
        assert res.hovered() is None
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (rect.centerx + 1, rect.centery))
        assert res.hovered() is not None and res.hovered()[0] == rect
    finally:
        app.shutdown()


@pytest.mark.parametrize("seed", [2, 8])
def test_a_crowded_column_drops_the_names_of_a_summed_line_before_it_scrolls(seed):
    """"Bea's column needed scrolling, listed Crown bonus first and Gold left near the bottom
    (unlike the other columns)" (a newcomer, four players at Sorcerous Futures): the summed
    "Crown bonus ×5: The Penitent, The Mountain, …" took three lines while each card had a line
    of its own above. Short of room, the summed line loses its names ("Crown bonus ×5") and every
    column fits in the game's order, Gold left first."""
    seats = [SeatSpec(f"P{i}", "bot", "medium") for i in range(4)]
    m = Match("sorcerous-futures", 4, seats, seed, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    with table_window(m, size=(960, 540), viewer=None) as (app, table):
        res = app.push("results", m, save=False, table=table)
        app.draw()
        for seat, col in res.col_rects.items():
            groups = table.results_cards(m.record()["final"], seat)
            rows, fit, _ = res.lay_column(col, seat, groups, max(10, table.px(12)), table.px,
                                          res.notes_height([], table.px))
            assert fit >= len(rows), (seat, len(rows), fit)
            assert rows[0][1].startswith("Gold left"), rows[0]
            bonus = [label for _, label, pts in rows if label.startswith("Crown bonus")]
            assert all(":" not in b for b in bonus), bonus


def test_a_wrapped_score_line_keeps_each_card_name_whole():
    """"A results line wraps mid-name ('Ace / of Leaves')" (a newcomer): a long score line
    wraps between the names in its brackets, never inside one."""
    from game.app import App
    from game.settings import Settings
    from rules.decks import decktet as D
    app = App(size=(960, 540), settings=Settings(anim_speed="off"), headless=True)
    try:
        m, table, res = _results_shown(app, "barony", 3, seed=2)
        names = [c.name for c in D.CARDS.values() if " " in c.name]
        wrapped = 0
        for seat, col in res.col_rects.items():
            rows, _, _ = res.lay_column(col, seat, [], max(10, table.px(12)), table.px)
            shown = [words.replace("\u00a0", " ").strip() for _, words, _ in rows]
            wrapped += sum(1 for dx, _, _ in rows if dx)
            for a, b in zip(shown, shown[1:]):
                for n in names:
                    head, tail = n.split(" ", 1)
                    split = a.endswith(" " + head) or a.endswith("(" + head) or a == head
                    assert not (split and b.startswith(tail)), (a, b, n)
        assert wrapped, "no line wrapped: the test saw nothing"
    finally:
        app.shutdown()
