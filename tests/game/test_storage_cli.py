"""Settings and saves: atomic JSON, broken files reported and kept aside; the command line:
bad arguments exit 2 with the usage, simulate is deterministic and writes records that replay."""
import json
import os

import pytest

from game import settings as S
from game.cli import run
from game.saves import BrokenFile, load_record, write_record
from game.storage import read_json, write_json_atomic
from rules import get_game


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("AUCTION_PARLOUR_HOME", str(tmp_path))


def test_settings_round_trip(tmp_path):
    s = S.Settings(anim_speed="fast", volume=0.25, muted=True)
    S.save_settings(s)
    back, problem = S.load_settings()
    assert problem is None
    assert back.anim_speed == "fast" and back.volume == 0.25 and back.muted is True


def test_broken_settings_are_kept_aside_and_defaults_used(tmp_path):
    path = S.settings_path()
    with open(path, "w") as fh:
        fh.write("{not json")
    s, problem = S.load_settings()
    assert s == S.Settings()
    assert "Could not read" in problem and "kept as" in problem
    assert not os.path.exists(path)
    kept = [f for f in os.listdir(tmp_path) if f.startswith("settings.broken-")]
    assert len(kept) == 1
    with open(tmp_path / kept[0]) as fh:
        assert fh.read() == "{not json"


def test_settings_with_wrong_schema_are_reported(tmp_path):
    with open(S.settings_path(), "w") as fh:
        json.dump({"schema": 99}, fh)
    s, problem = S.load_settings()
    assert problem and "schema" in problem


def test_atomic_write_leaves_no_temp_files(tmp_path):
    p = tmp_path / "x.json"
    write_json_atomic(str(p), {"a": 1})
    write_json_atomic(str(p), {"a": 2})
    assert read_json(str(p)) == {"a": 2}
    assert os.listdir(tmp_path) == ["x.json"]


def test_broken_save_is_reported_and_kept(tmp_path):
    g = get_game("sorcerous-futures")
    s = g.new(3, 5)
    seat = min(g.to_act(s))
    s, _ = g.apply(s, seat, g.legal_actions(s, seat)[0])
    rec = g.record(s)
    good = tmp_path / "good.json"
    write_record(str(good), rec)
    assert load_record(str(good))["actions"] == rec["actions"]
    # an action that is not legal at its step
    rec["actions"][0]["action"] = {"type": "bid", "amount": 500}
    bad = tmp_path / "bad.json"
    write_record(str(bad), rec)
    with pytest.raises(BrokenFile) as exc:
        load_record(str(bad))
    assert "not legal" in str(exc.value) and exc.value.kept_at and os.path.exists(exc.value.kept_at)
    # not a record at all
    other = tmp_path / "other.json"
    other.write_text("[1, 2, 3]")
    with pytest.raises(BrokenFile):
        load_record(str(other))
    assert load_record(str(tmp_path / "missing.json")) is None


@pytest.mark.parametrize("argv", [
    ["play", "chess", "--players", "2"],
    ["simulate", "sorcerous-futures", "--players", "9", "--games", "1"],
    ["simulate", "sorcerous-futures", "--players", "3", "--games", "zero"],
    ["simulate", "sorcerous-futures", "--players", "3", "--games", "1", "--bots", "genius"],
    ["simulate", "sorcerous-futures", "--players", "3", "--games", "1", "--option", "nosuch=1"],
    ["shot", "sorcerous-futures", "--players", "3", "--size", "big", "--out", "x.png"],
    ["shot", "sorcerous-futures", "--players", "3", "--seat", "5", "--out", "x.png"],
    ["play", "sorcerous-futures", "--players", "3", "--seats", "human,robot,bot"],
    ["--smoke", "-3"],
    ["frobnicate"],
    ["versus", "barony", "--a", "medium"],          # gone: `tournament --bots medium,random` says it all
    ["tournament", "barony", "--players", "9", "--bots", "medium", "--deals", "1"],
    ["tournament", "barony", "--players", "2", "--bots", "medium", "--deals", "1", "--minutes", "0"],
    ["tournament", "barony", "--players", "2", "--bots", "medium", "--deals", "1", "--minutes", "soon"],
])
def test_bad_arguments_print_usage_and_exit_2(argv, capsys):
    try:
        code = run(argv)
    except SystemExit as exc:
        code = exc.code
    assert code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and "error:" in err


def test_a_tournament_of_two_levels(capsys):
    assert run(["tournament", "me-first", "--players", "3", "--bots", "medium,random", "--deals", "2"]) == 0
    out = capsys.readouterr().out
    # 6 games at 3 players: 2 duplicate deals, each played in every rotation of the seats
    assert "3 players: 2 duplicate deals x 3 rotations = 6 games; seats medium,random,random" in out
    rows = {line.split()[0]: line.split() for line in out.splitlines()[2:]}
    assert set(rows) == {"medium", "random"} and rows["medium"][1] == "1" and rows["random"][1] == "2"


def test_simulate_is_deterministic_and_records_replay(tmp_path, capsys):
    out_dir = tmp_path / "recs"
    argv = ["simulate", "sorcerous-futures", "--players", "4", "--games", "5", "--seed", "10",
            "--bots", "medium,random,easy,random", "--record", str(out_dir)]
    assert run(argv) == 0
    first = capsys.readouterr().out
    assert run(argv) == 0
    assert capsys.readouterr().out == first
    assert "wins" in first and "mean score" in first
    files = sorted(os.listdir(out_dir))
    assert files == [f"sorcerous-futures-{s}.json" for s in range(10, 15)]
    g = get_game("sorcerous-futures")
    for f in files:
        with open(out_dir / f) as fh:
            rec = json.load(fh)
        assert rec["format"] == "auction-parlour/record" and rec["version"] == 1
        assert rec["seats"][0]["kind"] == "bot:medium"
        assert g.record(g.replay(rec))["final"] == rec["final"]


def test_shot_writes_png(tmp_path, capsys):
    out = tmp_path / "t.png"
    assert run(["shot", "sorcerous-futures", "--players", "3", "--after", "9", "--size", "960x540",
                "--out", str(out)]) == 0
    import pygame
    img = pygame.image.load(str(out))
    assert img.get_size() == (960, 540)


def test_shot_opens_the_hint_at_the_seats_next_move(tmp_path, capsys, monkeypatch):
    """``shot --hint S`` plays on to the seat's next move and draws the hint open there (how
    the hint panel's words and fit are checked at 960x540)."""
    import scenes.hint_panel as HP
    shown = []
    orig = HP.HintPanel.show

    def record(self, estimates, step):
        shown.append(estimates)
        return orig(self, estimates, step)
    monkeypatch.setattr(HP.HintPanel, "show", record)
    out = tmp_path / "h.png"
    assert run(["shot", "auctioneer", "--players", "3", "--after", "12", "--hint", "0", "--size", "960x540",
                "--out", str(out)]) == 0
    assert shown and shown[0] and all(e.why for e in shown[0])
    assert "seat 0" in capsys.readouterr().out
    assert run(["shot", "auctioneer", "--players", "3", "--hint", "0", "--screen", "title", "--out", str(out)]) == 2


def test_smoke_runs_and_exits_0(capsys):
    assert run(["--smoke", "40"]) == 0
    assert "smoke: 40 frames" in capsys.readouterr().out


def test_smoke_bots_level_is_checked():
    import subprocess
    import sys
    r = subprocess.run([sys.executable, "-m", "game", "--smoke", "5", "--smoke-bots", "genius"], capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 2 and "usage" in r.stderr.lower()


def test_a_tournament_with_a_time_limit_reports_the_deals_that_finished(capsys):
    """``--minutes``: a run stops when its time is up and says how many of the deals asked
    it covers (a limit shorter than one deal still plays one)."""
    assert run(["tournament", "me-first", "--players", "2", "--bots", "medium,random", "--deals", "40",
                "--minutes", "0.00001"]) == 0
    out = capsys.readouterr().out
    assert "2 players: 1 duplicate deal (of 40 asked: stopped at the 1e-05-minute limit) x 2 rotations = 2 games" in out
    assert "seeds 1..1" in out
    assert run(["tournament", "me-first", "--players", "2", "--bots", "medium,random", "--deals", "3",
                "--minutes", "30"]) == 0
    out = capsys.readouterr().out
    assert "2 players: 3 duplicate deals x 2 rotations = 6 games" in out and "asked" not in out


def test_play_with_two_people_names_the_first_player_1(monkeypatch):
    """`play me-first --seats human,human,bot` kept the first seat's name "You" at a shared
    screen ("You: take a card", whoever looked): as on the setup screen, it is Player 1."""
    import game.app
    import game.flow
    from game.cli import run
    seen = {}

    class FakeApp:
        def __init__(self, *a, **k):
            pass

        def run(self):
            return None
    monkeypatch.setattr(game.app, "App", FakeApp)
    monkeypatch.setattr(game.flow, "start_match", lambda app, gid, n, seats, *a, **k: seen.setdefault("seats", seats))
    assert run(["play", "me-first", "--players", "3", "--seats", "human,human,bot"]) == 0
    assert [s.name for s in seen["seats"]][:2] == ["Player 1", "Player 2"]
    seen.clear()
    assert run(["play", "me-first", "--players", "3"]) == 0
    assert seen["seats"][0].name == "You"                  # one person: you
