"""An uncaught error is written to a log in the user's data folder (never a silent vanish).

In-process: main() with the crash-test hook, AUCTION_PARLOUR_HOME in a temp folder, SDL dummy
drivers (so no message box is shown).
"""
import os

import pytest

from game import cli
from game.cli import crash


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("AUCTION_PARLOUR_HOME", str(tmp_path))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.delenv(cli.CRASH_TEST_ENV, raising=False)
    return tmp_path


def _logs(home):
    folder = home / "logs"
    return sorted(folder.glob("crash-*.log")) if folder.is_dir() else []


def test_env_crash_writes_log_and_exits_1(home, monkeypatch, capsys):
    monkeypatch.setenv(cli.CRASH_TEST_ENV, "1")
    code = cli.main(["simulate", "barony", "--players", "3", "--games", "1"])
    assert code == 1
    logs = _logs(home)
    assert len(logs) == 1
    text = logs[0].read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text
    assert "CrashTest" in text and "on purpose" in text
    assert "Auction Parlour" in text.splitlines()[0]
    err = capsys.readouterr().err
    assert "stopped because of an error" in err
    assert str(logs[0]) in err


def test_hidden_flag_crashes_too(home):
    assert cli.main(["--crash-test"]) == 1
    assert len(_logs(home)) == 1
    assert "--crash-test" not in cli.build_parser().format_help()


def test_env_zero_means_off(home, monkeypatch, capsys):
    monkeypatch.setenv(cli.CRASH_TEST_ENV, "0")
    assert cli.main(["simulate", "barony", "--players", "3", "--games", "1"]) == 0
    assert _logs(home) == []


def test_two_crashes_in_one_second_keep_both_logs(home, monkeypatch):
    monkeypatch.setattr(crash.time, "strftime", lambda fmt, *a: "20000101-000000")
    for _ in range(2):
        assert cli.main(["--crash-test"]) == 1
    assert [p.name for p in _logs(home)] == ["crash-20000101-000000-2.log", "crash-20000101-000000.log"]


def test_report_crash_without_stderr(home, monkeypatch):
    """A windowed frozen app has no console: sys.stderr is None; the log must still be written."""
    monkeypatch.setattr("sys.stderr", None)
    try:
        raise ValueError("boom")
    except ValueError as exc:
        path = cli.report_crash(exc)
    assert path and os.path.isfile(path)
    assert "ValueError: boom" in open(path, encoding="utf-8").read()


def test_report_crash_when_data_folder_is_unusable(tmp_path, monkeypatch):
    """No usable data folder: the log goes to the temp folder rather than nowhere."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setenv("AUCTION_PARLOUR_HOME", str(blocker))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    import tempfile
    monkeypatch.setattr(tempfile, "tempdir", None)
    try:
        raise KeyError("k")
    except KeyError as exc:
        path = cli.report_crash(exc)
    assert path and os.path.dirname(path) == str(tmp_path / "tmp")
    assert os.path.isfile(path)


def test_version_flag(capsys):
    from game.version import __version__
    with pytest.raises(SystemExit) as info:
        cli.main(["--version"])
    assert info.value.code == 0
    assert __version__ in capsys.readouterr().out


def test_version_matches_pyproject():
    tomllib = pytest.importorskip("tomllib")

    from game.version import __version__, _from_pyproject
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(root, "pyproject.toml"), "rb") as fh:
        expected = tomllib.load(fh)["project"]["version"]
    assert _from_pyproject() == expected
    assert __version__ == expected
