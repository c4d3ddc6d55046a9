"""Let a bot finish (pause menu): the only person's seat goes to a medium bot, the game plays
out, and the record says so; statistics do not count the game for that player (the win or the
loss was the bot's), the list of games still shows it, and Continue goes on with the bot."""
from __future__ import annotations

import json
import os

import pytest

from game import records
from game.match import FINISH_LEVEL, Match, ReplayMatch
from game.saves import load_record, validate_record
from game.seats import SeatSpec
from rules import get_game


@pytest.fixture(autouse=True)
def _fresh_cache():
    records._CACHE.clear()


def _game(game_id="auctioneer", n=3, seed=4, humans=1):
    seats = [SeatSpec(f"P{i}", "human", profile=f"p-00000000000{i}") for i in range(humans)]
    seats += [SeatSpec(f"B{i}", "bot", "easy") for i in range(humans, n)]
    return Match(game_id, n, seats, seed, bot_delay=0, threaded=False)


def _play_human_turns(m, k):
    """The person plays ``k`` of their decisions (first legal move), the bots answer."""
    for _ in range(k):
        m.run_bots_instantly()
        seat = m.humans_to_act()[0]
        m.submit(seat, m.legal(seat)[0])
    m.run_bots_instantly()


def _finish(m):
    at = m.step
    assert m.can_finish_by_bot()
    assert m.finish_by_bot() == 0
    assert m.humans() == [] and not m.can_finish_by_bot()
    m.run_bots_instantly()
    assert m.over
    return at


@pytest.mark.parametrize("game_id", ["auctioneer", "me-first"])
def test_the_record_says_from_which_step_a_bot_played(game_id):
    m = _game(game_id)
    _play_human_turns(m, 3)
    at = _finish(m)
    rec = m.record()
    assert rec["seats"][0]["kind"] == "human" and rec["seats"][0]["profile"] == "p-000000000000"
    assert rec["seats"][0]["finished_by"] == f"bot:{FINISH_LEVEL}" and rec["seats"][0]["finished_from"] == at
    assert all("finished_by" not in s for s in rec["seats"][1:])
    assert any(a["seat"] == 0 for a in rec["actions"][at:])          # the bot did play the seat
    validate_record(rec)
    assert get_game(game_id).replay(rec) is not None                  # it replays like any record
    assert ReplayMatch(rec).seats[0].kind == "human"                  # the replay names the player


def test_a_bot_finished_game_is_listed_but_not_counted_in_statistics(tmp_path):
    folder = tmp_path / "records"
    folder.mkdir()
    played = _game(seed=4)
    _play_human_turns(played, 2)
    played.run_bots_instantly()
    while not played.over:                                           # the person plays it out
        seat = played.humans_to_act()[0]
        played.submit(seat, played.legal(seat)[0])
        played.run_bots_instantly()
    handed = _game(seed=5)
    _play_human_turns(handed, 2)
    _finish(handed)
    for name, m, when in (("a.json", played, 1_000_000), ("b.json", handed, 1_000_100)):
        with open(folder / name, "w", encoding="utf-8") as fh:
            json.dump(m.record(), fh)
        os.utime(folder / name, (when, when))
    rows = records.scan(str(folder))
    assert [r.ok for r in rows] == [True, True]
    by_file = {os.path.basename(r.path): r for r in rows}
    assert by_file["b.json"].finished_by[0] == f"bot:{FINISH_LEVEL}" and not by_file["b.json"].counts_for(0)
    assert by_file["a.json"].counts_for(0)
    stats = records.statistics(rows, "p-000000000000")
    line = stats[("auctioneer", 3)]
    assert line.played == 1                                          # only the game the person played out
    assert line.total == played.result().scores[0]
    assert records.players_seen(rows) == ["p-000000000000"]


def test_only_one_person_against_bots_may_hand_the_game_over():
    hot_seat = _game(humans=2)
    assert not hot_seat.can_finish_by_bot() and hot_seat.finish_by_bot() is None
    bots = _game(humans=0)
    assert not bots.can_finish_by_bot()
    m = _game()
    m.run_bots_instantly()
    rec = m.record()
    assert ReplayMatch(rec).can_finish_by_bot() is False
    _finish(m)
    assert m.finish_by_bot() is None                                 # over: nothing to hand


def test_continue_after_quitting_keeps_the_bot_playing(tmp_path):
    m = _game()
    _play_human_turns(m, 2)
    assert m.finish_by_bot() == 0
    rec = m.record()
    assert "final" not in rec
    again = Match.from_record(rec, bot_delay=0, threaded=False)
    assert again.humans() == [] and again.finished_by == {0: (FINISH_LEVEL, rec["seats"][0]["finished_from"])}
    again.run_bots_instantly()
    assert again.over and again.record()["seats"][0]["finished_by"] == f"bot:{FINISH_LEVEL}"


@pytest.mark.parametrize("bad", [{"finished_by": "bot:wizard", "finished_from": 0},
                                 {"finished_by": "human", "finished_from": 0},
                                 {"finished_by": "bot:medium", "finished_from": 10 ** 6},
                                 {"finished_by": "bot:medium", "finished_from": "3"},
                                 {"finished_from": 0}])
def test_a_record_with_a_wrong_finish_mark_is_refused(bad, tmp_path):
    m = _game()
    _play_human_turns(m, 1)
    rec = m.record()
    rec["seats"][0].update(bad)
    with pytest.raises(ValueError):
        validate_record(rec)
    path = tmp_path / "r.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    from game.storage import BrokenFile
    with pytest.raises(BrokenFile):
        load_record(str(path), keep=False)


def test_once_a_bot_finishes_the_bots_move_at_the_fast_pace():
    """"A bot-finished game takes about 3 minutes" (a newcomer, Barony): nobody is playing any
    more, so the bots move at the fast pace however slow the player's setting, and the table
    plays its animations faster (``hurry``)."""
    from game.match import FINISH_DELAY
    from game.settings import BOT_PACES
    seats = [SeatSpec("Ann", "human")] + [SeatSpec(f"B{i}", "bot", "easy") for i in (1, 2)]
    m = Match("barony", 3, seats, 5, bot_delay=BOT_PACES["slow"], threaded=False)
    assert not m.hurry
    m.run_bots_instantly()
    t = 1000.0
    if not m.humans_to_act():
        assert m.poll_bots(now=t) == [] and m.poll_bots(now=t + FINISH_DELAY + 0.01) == []   # the slow pace
    m.finish_by_bot()
    assert m.hurry and FINISH_DELAY < BOT_PACES["slow"]
    before = m.step
    t = 5000.0
    assert m.poll_bots(now=t) == []                       # it starts thinking (and waits its beat)
    assert m.poll_bots(now=t + FINISH_DELAY + 0.01)      # moved at the fast pace, not the slow one
    assert m.step == before + 1
    assert m.bot_delay == BOT_PACES["slow"]               # the setting itself is unchanged
