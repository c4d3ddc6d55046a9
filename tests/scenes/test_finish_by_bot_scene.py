"""Pause › Let a bot finish, through the real scene stack: asked first, then the bot plays the
player's seat, the game plays out and the results come as usual; the kept record says a bot
finished it, and the statistics do not count it."""
from __future__ import annotations

import os

import pygame

from game import records
from game.flow import start_match
from game.match import Match
from game.saves import autosave_path, load_record
from game.seats import SeatSpec
from helpers import frames_until, spy_words
from scenes.pause import PauseScene
from scenes.results import ResultsScene

ME = "p-0123456789ab"


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def labels(scene):
    return [b.label for b in scene.buttons]


def test_let_a_bot_finish_leads_to_the_results_and_a_record_that_says_so(app):
    records._CACHE.clear()
    app.push("title")
    m = start_match(app, "auctioneer", 2, [SeatSpec("Ann", "human", profile=ME), SeatSpec("Bea", "bot", "easy")],
                    seed=3)
    table = app.top
    frames_until(app, lambda: bool(m.humans_to_act()) and not table.timeline.busy, what="Ann's turn")
    table.submit(m.legal(0)[0])                     # Ann plays a move of her own first
    frames_until(app, lambda: bool(m.humans_to_act()) and not table.timeline.busy, what="Ann's turn again")
    table.handle(key(pygame.K_ESCAPE))
    pause = app.top
    assert isinstance(pause, PauseScene) and "Let a bot finish" in labels(pause)
    pause.handle(key(pygame.K_f))                   # asked first: nothing handed yet
    assert app.top is pause and "Yes, let a bot finish" in labels(pause)
    assert "will not count in your statistics" in pause.finishing and m.humans() == [0]
    app.draw()
    pause.handle(key(pygame.K_f))
    assert app.top is table and m.humans() == [] and 0 in m.finished_by
    assert table.you() == 0 and table.viewer == 0     # still your seat and your eyes: the log says "You …"
    frames_until(app, lambda: m.step > 2 and any(e.data.get("seat") == 0 for e in m.events[-3:]
                                                if isinstance(e.data, dict)), seconds=30, what="the bot's move")
    assert not any(t.startswith("Ann ") for t, _ in table.log_entries()), table.log_entries()[-4:]
    frames_until(app, lambda: isinstance(app.top, ResultsScene), seconds=90, what="the results")
    res = app.top
    assert m.over and res.saved_to and os.path.exists(res.saved_to)
    app.draw()
    rec = load_record(res.saved_to)
    assert rec["seats"][0]["kind"] == "human" and rec["seats"][0]["finished_by"] == "bot:medium"
    assert rec["final"]["seats"][0]["score"] == m.result().scores[0]
    assert not os.path.exists(autosave_path())      # the finished game's autosave is retired as usual
    rows = records.scan()
    assert len(rows) == 1 and rows[0].ok and not rows[0].counts_for(0)
    assert records.statistics(rows, ME) == {} and records.players_seen(rows) == []
    app.push("replays")                              # the list shows the game, marked
    app.draw()
    # the person's own decisions can still be reviewed (a newcomer found no Review after letting
    # a bot finish, though the README promises one): up to where the bot took over
    app.pop()
    assert "Review" in labels(res) and res.review_seat() == 0
    from game.advisor import review
    mine = [d.index for d in review(rec, 0, budget_s=0.0, deeper_s=0.0)]
    assert mine and max(mine) < rec["seats"][0]["finished_from"]


def test_no_bot_finish_in_hot_seat_or_when_the_game_is_over(app):
    app.push("title")
    hot = Match("auctioneer", 3, [SeatSpec("Ann", "human"), SeatSpec("Ben", "human"), SeatSpec("Bea", "bot", "easy")],
                3, bot_delay=0, threaded=False)
    t = app.push("table:auctioneer", hot, viewer=0, animate=False)
    t.handle(key(pygame.K_ESCAPE))
    assert isinstance(app.top, PauseScene) and "Let a bot finish" not in labels(app.top)
    app.top.handle(key(pygame.K_f))                  # the key does nothing there
    assert isinstance(app.top, PauseScene) and hot.humans() == [0, 1]


def test_the_results_say_an_easy_bot_finished_not_a_easy(app, monkeypatch):
    """"human · a easy bot finished" (a lesson's Finish for me plays an easy bot)."""
    import scenes.results as R
    m = Match("me-first", 3, [SeatSpec("Ann", "human")] + [SeatSpec(f"B{i}", "bot", "easy") for i in (1, 2)], 3,
              bot_delay=0, threaded=False)
    m.run_bots_instantly()
    m.finish_by_bot("easy")
    m.run_bots_instantly()
    assert m.over
    app.push("title")
    table = app.push("table:me-first", m, viewer=0, animate=False)
    said = spy_words(monkeypatch, R)
    app.push("results", m, save=False, table=table)
    app.draw()
    assert "human · an easy bot finished" in said, said


def test_the_let_a_bot_finish_question_is_read_whole(app, monkeypatch):
    """"A bot plays your seat to the end; this game will not count in y…": the pause menu's
    note takes as many lines as it needs."""
    import scenes.pause as P
    from game.assets import font
    app.push("title")
    m = Match("auctioneer", 2, [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")], 3, bot_delay=0,
              threaded=False)
    m.run_bots_instantly()
    t = app.push("table:auctioneer", m, viewer=0, animate=False)
    t.handle(key(pygame.K_ESCAPE))
    pause = app.top
    pause.handle(key(pygame.K_f))
    drawn = []
    orig = P.text
    monkeypatch.setattr(P, "text", lambda s, words, pos, size, *a, **k: (drawn.append((words, size, k.get("max_width"))),
                                                                         orig(s, words, pos, size, *a, **k))[1])
    for size in ((1280, 720), (960, 540)):
        app.screen = pygame.display.set_mode(size)
        drawn.clear()
        app.draw()
        lines = [(w, sz, mw) for w, sz, mw in drawn if w and w[0].islower() or w.startswith("A bot plays")]
        said = " ".join(w for w, _, _ in lines)
        assert "this game will not count in your statistics." in said, said
        assert all(mw is None or font(sz).size(w)[0] <= mw for w, sz, mw in lines)


def test_once_a_bot_finishes_the_table_animates_faster(app):
    """Nobody plays any more: the animations run at HURRY_ANIM (the lesson's "Finish for me"
    pace) whatever the setting, and a setting changed then does not slow them again."""
    from scenes.table_kit import HURRY_ANIM
    m = Match("barony", 2, [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "easy")], 3, bot_delay=0,
              threaded=False)
    app.push("title")
    table = app.push("table:barony", m, viewer=0)
    table.update(0.01)
    assert table.timeline.speed == app.settings.anim_factor > HURRY_ANIM
    m.finish_by_bot()
    table.update(0.01)
    assert table.timeline.speed == HURRY_ANIM
    app.settings.anim_speed = "slow"
    table.on_settings(app.settings)
    table.update(0.01)
    assert table.timeline.speed == HURRY_ANIM


def test_the_review_says_first_that_a_bot_finished_the_seat(app):
    """"The review says 'You won with 9… You won 4 royals' without mentioning that three came
    after the bot took over" (a newcomer): where a bot finished the seat, the review says so
    first, with the move it took over at."""
    from scenes.review import ReviewScene
    m = Match("me-first", 3, [SeatSpec("Ann", "human")] + [SeatSpec(f"B{i}", "bot", "easy") for i in (1, 2)], 3,
              bot_delay=0, threaded=False)
    m.run_bots_instantly()
    for _ in range(4):
        if 0 in m.humans_to_act():
            m.submit(0, m.legal(0)[0])
        m.run_bots_instantly()
    m.finish_by_bot("easy")
    m.run_bots_instantly()
    assert m.over
    rec = m.record()
    at = rec["seats"][0]["finished_from"]
    app.push("title")
    rv = app.push("review", rec, 0, budget_s=0.0, deeper_s=0.0)
    assert rv.story.startswith(f"From move {at + 1} a bot played your seat"), rv.story
    rv.job.cancel()
    # a game played to its end by its person says nothing of the kind
    m2 = Match("me-first", 3, [SeatSpec("Ann", "bot", "easy")] + [SeatSpec(f"B{i}", "bot", "easy") for i in (1, 2)], 3,
               bot_delay=0, threaded=False)
    m2.run_bots_instantly()
    rv2 = app.push("review", m2.record(), 0, budget_s=0.0, deeper_s=0.0)
    assert "a bot played" not in rv2.story
    rv2.job.cancel()


def test_me_first_never_waits_for_you_while_a_bot_plays_your_seat(app):
    """"Waiting for You to choose" while a bot played your seat (a lesson's Finish for me): the
    tax phase's line names the bot playing your seat instead."""
    m = Match("me-first", 3, [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium"),
                              SeatSpec("Cyd", "bot", "medium")], 3, bot_delay=5.0, threaded=False)
    while not (m.view(0).phase == "tax" and getattr(m.view(0), "stage", None) == "pick"):
        m.run_bots_instantly()
        if m.humans_to_act():
            m.submit(0, m.legal(0)[0])
    m.finish_by_bot()
    app.push("title")
    table = app.push("table:me-first", m, viewer=0, animate=False)
    table.update(0.01)
    said = table.build_controls()
    assert "You" not in said and "the bot playing your seat" in said, said
