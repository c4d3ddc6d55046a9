"""Damaged files never crash the game: every file kind (settings, the autosave, records) goes
through one schema-checked loader; whatever it holds, the only exception is BrokenFile, the
file is kept aside byte for byte, and a launch with damaged files reaches the title screen."""
from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import records
from game.saves import autosave_path, load_record, write_record
from game.settings import load_settings
from game.storage import BrokenFile, clean_leftovers
from rules import get_game

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2 ** 70, 2 ** 70) | st.floats(allow_nan=False) | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=10)

NASTY_TEXTS = [
    "[" * 5000 + "]" * 5000,                      # deep nesting (RecursionError in json)
    '{"a": ' * 3000 + "1" + "}" * 3000,
    '{"schema": 1, "volume": NaN}', '{"schema": 1, "volume": Infinity}', '{"schema": 1, "window_w": 1e999}',
    "\x00\x01\x02", "", "null", "[]", '"x"', "\ufeff{}", "{" + '"volume": ' + "9" * 400 + "}",
]


def good_record():
    g = get_game("sorcerous-futures")
    s = g.new(3, 5)
    for _ in range(4):
        seat = min(g.to_act(s))
        s, _ = g.apply(s, seat, g.legal_actions(s, seat)[0])
    return g.record(s, [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "bot:medium"},
                        {"name": "Cyd", "kind": "bot:easy"}])


def mutations():
    """Damaged records: each field replaced by something of another type or out of range."""
    base = good_record()
    out = []
    for key, values in {
        "options": ["x", 3, None, [1]], "seats": [None, 3, [None], [3], [{"name": "a\x00b", "kind": "human"}],
                                                  [{"name": "x" * 500, "kind": "human"}],
                                                  [{"name": "Ann", "kind": "bot:godlike"}]] ,
        "seed": [1e999, -1, "7", True, 2 ** 80], "players": [True, 9, "3", 3.0], "version": [2, "1", True],
        "actions": ["x", [None], [{"seat": "0", "action": {"type": "pass"}}],
                    [{"seat": 0.5, "action": {"type": "pass"}}], [{"seat": True, "action": {"type": "pass"}}],
                    [{"seat": 0, "action": {"type": "bid", "amount": {"a": 1}}}]],
        "final": ["x", 3], "game": ["chess", None, 3],
    }.items():
        for v in values:
            d = json.loads(json.dumps(base))
            d[key] = v
            out.append(d)
    more = json.loads(json.dumps(base))
    more["seats"] = more["seats"] + [{"name": "Dov", "kind": "human"}, {"name": "Eli", "kind": "human"}]
    out.append(more)
    return out


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("AUCTION_PARLOUR_HOME", str(tmp_path))
    records._CACHE.clear()
    return tmp_path


def kept_byte_for_byte(exc: BrokenFile, original: bytes) -> None:
    assert exc.kept_at and os.path.exists(exc.kept_at)
    with open(exc.kept_at, "rb") as fh:
        assert fh.read() == original


@pytest.mark.parametrize("text", NASTY_TEXTS)
def test_nasty_texts_in_every_file_kind(home, text):
    for path, load in ((os.path.join(home, "settings.json"), lambda p: load_settings(p)),
                       (autosave_path(), load_record),
                       (os.path.join(home, "records", "x.json"), load_record)):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", errors="surrogatepass") as fh:
            fh.write(text)
        original = open(path, "rb").read()
        if load is load_record:
            with pytest.raises(BrokenFile) as exc:
                load(path)
            kept_byte_for_byte(exc.value, original)
        else:
            s, problem = load(path)
            assert problem and s.window_w == 1280              # defaults, and the player is told
            kept = [n for n in os.listdir(home) if n.startswith("settings.broken-")]
            assert kept and open(os.path.join(home, kept[-1]), "rb").read() == original
            os.remove(os.path.join(home, kept[-1]))


@pytest.mark.parametrize("rec", mutations(), ids=lambda d: "mutation")
def test_every_damaged_record_field_is_refused(home, rec):
    path = os.path.join(home, "records", "r.json")
    write_record(path, rec)
    original = open(path, "rb").read()
    with pytest.raises(BrokenFile) as exc:
        load_record(path)
    kept_byte_for_byte(exc.value, original)


def fuzz_file(home, kind, value):
    path = {"settings": os.path.join(home, "settings.json"), "autosave": autosave_path(),
            "record": os.path.join(home, "records", "f.json")}[kind]
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(value, fh)
    original = open(path, "rb").read()
    if kind == "settings":
        s, problem = load_settings(path)
        assert problem is None or not os.path.exists(path)
        return
    try:
        load_record(path)
    except BrokenFile as exc:
        kept_byte_for_byte(exc, original)
        os.remove(exc.kept_at)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(kind=st.sampled_from(["settings", "autosave", "record"]), value=json_values)
def test_random_json_in_any_file(home, kind, value):
    fuzz_file(home, kind, value)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(kind=st.sampled_from(["settings", "autosave", "record"]), value=json_values)
def test_random_json_in_any_file_thorough(home, kind, value):
    fuzz_file(home, kind, value)


def test_a_launch_with_every_kind_of_damage_reaches_the_title(home):
    from game.app import App
    with open(home / "settings.json", "w") as fh:
        fh.write('{"schema": 1, "window_w": 2147483648, "volume": ' + "9" * 400 + "}")
    (home / "saves").write_text("a file where the saves folder belongs")
    os.makedirs(home / "records")
    (home / "records" / "deep.json").write_text("[" * 5000 + "]" * 5000)
    os.makedirs(home / "records" / "folder.json")             # a folder where a file belongs
    (home / ".tmp-abc.json").write_text("{")                  # left by an interrupted write
    app = App(size=(960, 540), headless=True)
    try:
        assert app.toasts                                     # the broken settings were reported
        title = app.push("title")
        assert title.autosave is None
        app.frame(0.1, events=[])
        app.push("replays")
        app.frame(0.1, events=[])
        app.push("statistics")
        app.frame(0.1, events=[])
        assert os.path.isdir(home / "saves")                  # the folder is back, the file kept aside
        assert any(n.startswith("saves.broken-") for n in os.listdir(home))
    finally:
        app.shutdown()
    assert not (home / ".tmp-abc.json").exists()             # cleaned at start


def test_leftover_temporary_files_are_cleaned(home):
    (home / ".tmp-1.json").write_text("{")
    os.makedirs(home / "saves", exist_ok=True)
    (home / "saves" / ".tmp-2.json").write_text("{")
    assert clean_leftovers(str(home)) == 2
    assert not (home / ".tmp-1.json").exists()


def test_replay_of_a_file_outside_the_data_folder_never_moves_it(tmp_path, capsys, monkeypatch):
    from game.cli import run
    monkeypatch.setenv("AUCTION_PARLOUR_HOME", str(tmp_path / "home"))
    outside = tmp_path / "mine.json"
    outside.write_text('{"not": "a record"}')
    assert run(["replay", str(outside)]) == 1
    assert outside.read_text() == '{"not": "a record"}' and sorted(os.listdir(tmp_path)) == ["home", "mine.json"]
    assert "cannot be replayed" in capsys.readouterr().err
    folder = tmp_path / "dir.json"
    folder.mkdir()
    assert run(["replay", str(folder)]) == 1 and folder.is_dir()


def test_replay_of_a_damaged_record_in_the_data_folder_says_where_it_was_kept(tmp_path, capsys, monkeypatch):
    """`replay FILE` on a broken record inside the data folder keeps it aside (as the window
    does) and says so, naming the new place: nothing is renamed without a word."""
    from game.cli import run
    home = tmp_path / "home"
    monkeypatch.setenv("AUCTION_PARLOUR_HOME", str(home))
    (home / "records").mkdir(parents=True)
    bad = home / "records" / "sorcerous-futures-1.json"
    bad.write_text('{"format": "auction-parlour/record", "version": 1')
    assert run(["replay", str(bad)]) == 1
    err = capsys.readouterr().err
    kept = [p for p in os.listdir(home / "records") if ".broken-" in p]
    assert not bad.exists() and len(kept) == 1
    assert "cannot be replayed" in err and kept[0] in err and "kept" in err
