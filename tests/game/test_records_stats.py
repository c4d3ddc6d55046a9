"""Replays and statistics come from the finished-game records: the list shows every record
(damaged ones with a reason), the figures match hand-computed ones, and a replay shows at
every step exactly the views the live game showed."""
from __future__ import annotations

import json
import os

import pygame
import pytest

from game import records
from game.app import App
from game.match import Match, ReplayMatch
from game.seats import SeatSpec
from game.settings import Settings
from rules import get_game


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("AUCTION_PARLOUR_HOME", str(tmp_path))
    records._CACHE.clear()


def _record(game, players, names, kinds, scores, winners, seed=1):
    """A made-up finished record (only the fields the lists and statistics read)."""
    g = get_game(game)
    s = g.new(players, seed)
    rec = g.record(s, [{"name": n, "kind": k} for n, k in zip(names, kinds)])
    rec["final"] = {"winners": winners, "seats": [{"score": v} for v in scores]}
    return rec


def _write(folder, name, rec, when):
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(rec, fh)
    os.utime(path, (when, when))
    return path


@pytest.fixture
def folder(tmp_path, monkeypatch):
    # validation replays the actions: made-up records have none, so every one is legal
    d = tmp_path / "records"
    d.mkdir()
    h, m, e = "human", "bot:medium", "bot:easy"
    rows = [  # (file, game, players, names, kinds, scores, winners) in time order
        ("a.json", "sorcerous-futures", 3, ["Ann", "Ada", "Bea"], [h, m, e], [50, 60, 40], [1]),
        ("b.json", "sorcerous-futures", 3, ["Ann", "Ada", "Bea"], [h, m, m], [90, 60, 40], [0]),
        ("c.json", "sorcerous-futures", 3, ["Ann", "Ada", "Bea"], [h, e, e], [70, 70, 40], [0, 1]),
        ("d.json", "sorcerous-futures", 4, ["Ann", "Ben", "Ada", "Bea"], [h, h, m, m], [10, 30, 20, 5], [1]),
        ("e.json", "sorcerous-futures", 3, ["Ann", "Ada", "Bea"], [h, m, m], [20, 60, 40], [1]),
        ("f.json", "sorcerous-futures", 3, ["Ann", "Ada", "Bea"], [h, m, m], [80, 60, 40], [0]),
    ]
    for k, (fn, game, n, names, kinds, scores, winners) in enumerate(rows):
        _write(str(d), fn, _record(game, n, names, kinds, scores, winners), 1_000_000 + 100 * k)
    (d / "broken.json").write_text('{"format": "auction-parlour/record", "version": ', encoding="utf-8")
    os.utime(d / "broken.json", (2_000_000, 2_000_000))
    (d / "notes.txt").write_text("not a record", encoding="utf-8")
    return str(d)


def test_the_list_is_newest_first_and_keeps_damaged_records_with_a_reason(folder):
    rows = records.scan(folder)
    assert len(rows) == 7
    assert not rows[0].ok and rows[0].error          # the damaged one is the newest file
    assert [os.path.basename(r.path) for r in rows[1:]] == ["f.json", "e.json", "d.json", "c.json", "b.json", "a.json"]
    assert rows[1].names == ("Ann", "Ada", "Bea") and rows[1].winners == (0,) and rows[1].scores == (80, 60, 40)
    assert records.players_seen(rows) == ["Ann", "Ben"]
    # scanning again reads the damaged file (now kept aside) without moving it a second time
    again = records.scan(folder)
    assert len(again) == 7 and sum(not r.ok for r in again) == 1
    assert len([n for n in os.listdir(folder) if "broken" in n]) == 1


def test_statistics_match_hand_computed_figures(folder):
    stats = records.statistics(records.scan(folder), "Ann")
    three = stats[("sorcerous-futures", 3)]
    # Ann at 3 players: 50 (lost), 90 (won), 70 (shared win), 20 (lost), 80 (won)
    assert (three.played, three.won) == (5, 3)
    assert three.share == pytest.approx(0.6)
    assert three.best == 90 and three.mean == pytest.approx(62.0)
    assert (three.streak, three.best_streak) == (1, 2)
    assert three.vs == {"medium": [4, 2], "easy": [2, 1]}
    assert three.recent == [(50, False), (90, True), (70, True), (20, False), (80, True)]
    four = stats[("sorcerous-futures", 4)]
    assert (four.played, four.won, four.best) == (1, 0, 10)
    # the hot-seat game counts for Ben too, by name
    ben = records.statistics(records.scan(folder), "Ben")
    assert ben[("sorcerous-futures", 4)].won == 1 and list(ben) == [("sorcerous-futures", 4)]


def test_a_deleted_record_leaves_the_figures_consistent(folder):
    os.remove(os.path.join(folder, "b.json"))
    three = records.statistics(records.scan(folder), "Ann")[("sorcerous-futures", 3)]
    assert (three.played, three.won, three.best, three.best_streak) == (4, 2, 80, 1)


def _live_game(game, players, seed):
    """A live game with one human (seat 0, always the first legal move) and medium bots; the
    views of every seat (and the spectator) after each move."""
    seats = [SeatSpec("Ann", "human")] + [SeatSpec(f"Bot {i}", "bot", "medium") for i in range(1, players)]
    m = Match(game, players, seats, seed, bot_delay=0, threaded=False)
    views = [[m.view(s) for s in [None] + list(range(players))]]
    while not m.over:
        if 0 in m.humans_to_act():
            m.submit(0, m.legal(0)[0])
        else:
            m.run_bots_instantly(1)
        views.append([m.view(s) for s in [None] + list(range(players))])
    return m, views


def test_replay_back_and_forth_gives_the_live_views_at_every_step():
    m, views = _live_game("sorcerous-futures", 4, 11)
    rec = m.record()
    total = len(rec["actions"])
    assert len(views) == total + 1
    # forward one move at a time
    r = ReplayMatch(rec, bot_delay=0)
    for k in range(total + 1):
        assert [r.view(s) for s in [None] + list(range(4))] == views[k], f"step {k}"
        r.step_once()
    # and back: rebuilt at any step
    for k in (total, total - 1, total // 2, 1, 0):
        assert [ReplayMatch(rec, start=k).view(s) for s in [None] + list(range(4))] == views[k]


def test_replay_keeps_the_recorded_seats_and_steps_back_in_the_window():
    m, _ = _live_game("sorcerous-futures", 3, 4)
    rec = m.record()
    app = App(size=(1280, 720), settings=Settings(anim_speed="off", bot_pace="instant"), headless=True)
    try:
        app.push("title")
        t = app.push("replay", rec, start=10, paused=True)
        assert [s.name for s in t.match.seats] == ["Ann", "Bot 1", "Bot 2"]
        assert not t.match.seats[0].is_bot and t.match.seats[1].level == "medium"
        key = lambda k: pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")  # noqa: E731
        t.handle(key(pygame.K_LEFT))
        t = app.top
        assert t.match.step == 9 and t.match.paused
        t.handle(key(pygame.K_RIGHT))
        assert t.match.step == 10
        t.handle(key(pygame.K_2))                       # watch from seat 1's view
        t = app.top
        assert t.viewer == 1 and t.match.step == 10 and t.view == m.game.view(t.match._state, 1)
        t.handle(key(pygame.K_END))
        t = app.top
        assert t.match.over and t.match.record()["final"] == rec["final"]
        app.draw()
    finally:
        app.shutdown()


def test_replays_and_statistics_screens_draw_with_damaged_records(folder, monkeypatch):
    monkeypatch.setattr(records, "records_dir", lambda: folder)
    for size in ((960, 540), (1280, 720), (1920, 1080)):
        app = App(size=size, settings=Settings(), headless=True)
        try:
            app.push("title")
            rp = app.push("replays")
            assert len(rp.shown) == 7
            rp.cycle_filter()
            assert rp.filter == "sorcerous-futures" and len(rp.shown) == 6
            app.draw()
            app.pop()
            st = app.push("statistics")
            assert st.player == "Ann" and len(st.lines()) == 2
            app.draw()
        finally:
            app.shutdown()


@pytest.mark.parametrize("game,players", [("auctioneer", 3), ("me-first", 3), ("sorcerous-futures", 4), ("barony", 2)])
def test_replay_with_everything_revealed_shows_every_secret_and_switches_instantly(game, players, monkeypatch):
    """A (finished game's) replay can show everything: each seat's hidden cards from its own
    View and what nobody saw (the Auctioneer circle face down, the decks). Switching the view
    keeps the same table (no rebuild) and the same move."""
    from game import art
    m, _ = _live_game(game, players, 7)
    rec = m.record()
    app = App(size=(1280, 720), settings=Settings(anim_speed="off", bot_pace="instant"), headless=True)
    try:
        app.push("title")
        t = app.push("replay", rec, start=len(rec["actions"]) // 3, paused=True)
        step = t.match.step
        drawn = []
        orig = art.draw_card
        monkeypatch.setattr(art, "draw_card", lambda s, deck, cid, *a, **k: drawn.append(cid) or orig(s, deck, cid, *a, **k))
        app.draw()
        public = set(drawn)
        key = lambda k: pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")  # noqa: E731
        t.handle(key(pygame.K_a))
        assert app.top is t and t.reveal_all and t.match.step == step
        drawn.clear()
        app.draw()
        views, hidden = t.match.revealed()
        secret = {c for v in views for _, _, cards in t.secrets(v) for c in cards}
        unseen = {c for _, cards in hidden for c in cards[:4]}
        assert (secret | unseen) and (secret | unseen) <= set(drawn)
        assert not (secret | unseen) <= public
        t.handle(key(pygame.K_0))                        # back to the spectator, instantly
        assert app.top is t and not t.reveal_all and t.viewer is None
    finally:
        app.shutdown()


def test_only_a_replay_reveals_everything():
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bot", "bot", "medium")]
    live = Match("auctioneer", 2, seats, 3, bot_delay=0, threaded=False)
    with pytest.raises(PermissionError):
        live.revealed()
