"""The PyInstaller one-folder build, built into a temporary folder and run (opt in: -m build).

    python -m pytest -m build

Takes a minute or more (the build); needs the ``build`` extra (pip install -e ".[build]").
"""
import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.build

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXE = "AuctionParlour.exe" if sys.platform == "win32" else "AuctionParlour"
# a windowed Windows build has no stdout/stderr (sys.stdout is None): check exit codes and files there
HAS_STDOUT = sys.platform != "win32"


def _env(home) -> dict:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "AUCTION_PARLOUR_HOME": str(home), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    env.pop("AUCTION_PARLOUR_CRASH_TEST", None)
    return env


@pytest.fixture(scope="module")
def one_folder(tmp_path_factory):
    pytest.importorskip("PyInstaller")
    tmp = tmp_path_factory.mktemp("build")
    cmd = [sys.executable, "-m", "PyInstaller", os.path.join(ROOT, "build.spec"), "--noconfirm",
           "--distpath", str(tmp / "dist"), "--workpath", str(tmp / "work")]
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=1800)
    assert r.returncode == 0, f"pyinstaller failed:\n{r.stdout[-3000:]}\n{r.stderr[-6000:]}"
    folder = tmp / "dist" / "AuctionParlour"
    exe = folder / EXE
    assert exe.is_file(), f"no executable at {exe}"
    return folder, exe


def test_smoke_60(one_folder, tmp_path):
    _, exe = one_folder
    r = subprocess.run([str(exe), "--smoke", "60"], env=_env(tmp_path), capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    if HAS_STDOUT:
        assert "smoke: 60 frames" in r.stdout
    assert not (tmp_path / "logs").exists(), "the smoke run wrote a crash log"


def test_frozen_hard_bots_think_in_a_worker_process(one_folder, tmp_path):
    """The hard bot thinks in a worker process: the frozen app must start it (freeze_support)
    and get moves back."""
    _, exe = one_folder
    r = subprocess.run([str(exe), "--smoke", "30", "--smoke-bots", "hard"], env=_env(tmp_path), capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    if HAS_STDOUT:
        assert "(hard bots)" in r.stdout and " 0 moves" not in r.stdout


def asset_files() -> list:
    """Every data file under assets/, relative to it (the package's __init__.py and caches aside)."""
    src = os.path.join(ROOT, "assets")
    return sorted(os.path.relpath(os.path.join(d, f), src).replace(os.sep, "/")
                  for d, _, fs in os.walk(src) if "__pycache__" not in d
                  for f in fs if not f.endswith((".py", ".pyc", ".pyo")))


def test_every_asset_is_bundled(one_folder):
    folder, _ = one_folder
    internal = folder / "_internal" if (folder / "_internal").is_dir() else folder
    files = asset_files()
    assert "tables/sorcerous-futures_3p.tmx" in files and "fonts/DejaVuSans.ttf" in files
    missing = [f for f in files if not (internal / "assets" / f).is_file()]
    assert not missing, f"not in the build: {missing}"


def test_version_from_pyproject(one_folder, tmp_path):
    tomllib = pytest.importorskip("tomllib")
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as fh:
        version = tomllib.load(fh)["project"]["version"]
    _, exe = one_folder
    r = subprocess.run([str(exe), "--version"], env=_env(tmp_path), capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    if HAS_STDOUT:
        assert r.stdout.strip() == f"Auction Parlour {version}"


def test_frozen_crash_is_logged(one_folder, tmp_path):
    _, exe = one_folder
    env = {**_env(tmp_path), "AUCTION_PARLOUR_CRASH_TEST": "1"}
    r = subprocess.run([str(exe)], env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 1
    logs = list((tmp_path / "logs").glob("crash-*.log"))
    assert len(logs) == 1, r.stdout + r.stderr
    text = logs[0].read_text(encoding="utf-8")
    assert "frozen: True" in text and "CrashTest" in text


def test_rules_text_screen(one_folder, tmp_path):
    """The help screen reads assets/rules/*.md through asset_path: render it from the build."""
    _, exe = one_folder
    out = tmp_path / "help.png"
    r = subprocess.run([str(exe), "shot", "sorcerous-futures", "--players", "3", "--screen", "help",
                        "--out", str(out)], env=_env(tmp_path), capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert out.is_file() and out.stat().st_size > 10_000


def test_no_arguments_opens_the_window_and_stays(one_folder, tmp_path):
    """Double-click = no arguments: the title screen opens and the app keeps running (no crash)."""
    import time
    _, exe = one_folder
    p = subprocess.Popen([str(exe)], env=_env(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        time.sleep(4)
        assert p.poll() is None, f"exited with {p.returncode}: {p.communicate()[1][-3000:]!r}"
        assert not (tmp_path / "logs").exists()
    finally:
        p.kill()
        p.communicate()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the desktop entry is for Linux")
def test_linux_desktop_entry_ships_beside_the_build(one_folder):
    folder, exe = one_folder
    for name in ("auction-parlour.desktop", "auction-parlour.png", "install.sh"):
        assert (folder / name).is_file(), name
