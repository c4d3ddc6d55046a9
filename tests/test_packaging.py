"""The game installs like a Python package, and CI checks it on three systems.

Quick (default suite): the packaging configuration (every package found, the assets shipped
as package data, the dependencies), assets found through the package only, the CI workflow's
shape, and the README's Quick start test command where CI runs it.

Opt in (-m build, like tests/test_build.py; needs the ``build`` extra and the package index):
``python -m build`` makes an sdist and a wheel (the wheel from the unpacked sdist); the wheel
goes into a fresh virtual environment outside the checkout, and the game runs from there:
``--version``, ``--smoke``, ``bench engine``, ``shot``.

    python -m pytest -m build tests/test_packaging.py
"""
from __future__ import annotations

import fnmatch
import os
import pathlib
import re
import subprocess
import sys
import tarfile
import zipfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKAGE_ROOTS = ("rules", "game", "scenes")
# the README's test command, run as written by .ci/run and the CI workflow
TEST_COMMAND = 'python -m pip install -e ".[test]" && python -m pytest'


def _pyproject() -> dict:
    tomllib = pytest.importorskip("tomllib")
    with open(ROOT / "pyproject.toml", "rb") as fh:
        return tomllib.load(fh)


def _packages() -> list:
    """Every package of the checkout: a folder with __init__.py under rules/, game/, scenes/; and assets."""
    out = ["assets"]
    for top in PACKAGE_ROOTS:
        for folder, dirs, files in os.walk(ROOT / top):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            if "__init__.py" in files:
                out.append(".".join(pathlib.Path(folder).relative_to(ROOT).parts))
    return sorted(out)


def asset_files() -> list:
    """Every data file under assets/, relative to it (the package's __init__.py and caches aside)."""
    src = ROOT / "assets"
    return sorted(p.relative_to(src).as_posix() for p in src.rglob("*")
                  if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".py", ".pyc", ".pyo"))


# --- the configuration --------------------------------------------------------------------


def test_every_package_is_found_and_the_assets_are_package_data():
    st = _pyproject()["tool"]["setuptools"]
    assert isinstance(st["packages"], dict), "a hand list of packages forgets subpackages: use packages.find"
    find = st["packages"]["find"]
    assert find.get("namespaces") is False      # a package is a folder with __init__.py
    found = [p for p in _packages() if any(fnmatch.fnmatchcase(p, pat) for pat in find["include"])]
    assert found == _packages()
    assert st["package-data"]["assets"] == ["**/*"]
    assert {"tables/sorcerous-futures_3p.tmx", "fonts/DejaVuSans.ttf", "icon.png"} <= set(asset_files())


def test_dependencies_are_the_chosen_libraries_and_never_plain_pygame():
    project = _pyproject()["project"]
    names = {re.split(r"[<>=!~ ;\[]", d, maxsplit=1)[0].lower() for d in project["dependencies"]}
    assert names == {"pygame-ce", "pytmx", "platformdirs",       # never plain pygame
                     "markdown-it-py", "websockets", "msgspec", "zeroconf"}
    assert "build" in {re.split(r"[<>=!~ ;\[]", d, maxsplit=1)[0] for d in project["optional-dependencies"]["build"]}
    assert project["version"]                    # one source: game.version reads it


def test_assets_are_found_through_the_package():
    from importlib.resources import files

    from game.assets import asset_path, assets_dir
    assert pathlib.Path(assets_dir()) == pathlib.Path(os.fspath(files("assets")))
    assert os.path.isfile(asset_path("tables", "sorcerous-futures_3p.tmx"))


def test_nothing_else_joins_a_path_to_the_assets_folder():
    """Only game/assets.py knows where the data files are; the rest calls asset_path."""
    bad = []
    for top in PACKAGE_ROOTS:
        for path in (ROOT / top).rglob("*.py"):
            if path == ROOT / "game" / "assets.py":
                continue
            if re.search(r"""["']assets["']""", path.read_text(encoding="utf-8")):
                bad.append(path.relative_to(ROOT).as_posix())
    assert not bad, f"these name the assets folder themselves (use game.assets.asset_path): {bad}"


# --- CI and the README ----------------------------------------------------------------------


def _ci_workflow() -> dict:
    yaml = pytest.importorskip("yaml")
    return yaml.safe_load((ROOT / ".github" / "workflows" / "ci.yml").read_text(encoding="utf-8"))


def test_ci_workflow_tests_and_builds_on_three_systems_on_every_push():
    wf = _ci_workflow()
    on = wf.get("on", wf.get(True))                 # YAML 1.1 reads a bare "on" key as True
    assert "push" in on and "pull_request" in on
    assert on["push"] is None or "tags" not in on["push"], "every push, not only tags"
    (job,) = wf["jobs"].values()
    matrix = job["strategy"]["matrix"]
    assert job["runs-on"] == "${{ matrix.os }}" and job["strategy"]["fail-fast"] is False
    assert any(o.startswith("ubuntu") for o in matrix["os"]) and any(o.startswith("windows") for o in matrix["os"]) \
        and any(o.startswith("macos") for o in matrix["os"])
    assert {"3.10", "3.13"} <= set(matrix["python"]), "quoted: YAML reads 3.10 as 3.1"
    assert job["env"]["SDL_VIDEODRIVER"] == "dummy" and job["env"]["SDL_AUDIODRIVER"] == "dummy"
    assert job["defaults"]["run"]["shell"] == "bash"
    uses = [st.get("uses", "") for st in job["steps"]]
    assert uses[0].startswith("actions/checkout@") and uses[1].startswith("actions/setup-python@")
    assert job["steps"][1]["with"]["python-version"] == "${{ matrix.python }}"
    runs = [st.get("run", "") for st in job["steps"]]
    order = [next(i for i, r in enumerate(runs) if needle in r) for needle in (
        "python -m venv", TEST_COMMAND, "-m build tests/test_packaging.py", "pyinstaller build.spec --noconfirm",
        "--smoke 120")]
    assert order == sorted(order), "venv, the README's tests, the wheel, the build, its smoke test: in that order"
    assert "GITHUB_PATH" in runs[order[0]], "the virtual environment must stay first on PATH for later steps"
    assert "AUCTION_PARLOUR_HOME" in runs[order[4]] and ".exe" in runs[order[4]]
    for st in job["steps"]:
        assert set(st) <= {"name", "uses", "with", "run", "shell", "env", "if", "id"}, st


def test_readme_quick_start_test_command_is_what_ci_runs():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    quick = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    assert TEST_COMMAND in quick
    assert "python3 -m venv .venv" in quick and ". .venv/bin/activate" in quick       # Debian, Ubuntu, macOS
    assert "py -m venv .venv" in quick and r".venv\Scripts\activate" in quick         # Windows
    assert "pipx install ." in readme
    assert TEST_COMMAND in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert any(TEST_COMMAND in st.get("run", "") for st in _ci_workflow()["jobs"]["test"]["steps"])


# --- the wheel, installed and run (opt in: -m build) ----------------------------------------


def _clean_env(home) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV",
                                                             "AUCTION_PARLOUR_CRASH_TEST")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               AUCTION_PARLOUR_HOME=str(home), PYTHONIOENCODING="utf-8")   # "µs" through a Windows pipe
    return env


def _run(cmd, cwd, env, timeout=900) -> subprocess.CompletedProcess:
    r = subprocess.run([str(c) for c in cmd], cwd=str(cwd), env=env, capture_output=True, encoding="utf-8",
                       errors="replace", timeout=timeout)
    assert r.returncode == 0, f"{cmd} exited with {r.returncode}:\n{r.stdout[-4000:]}\n{r.stderr[-4000:]}"
    return r


@pytest.fixture(scope="module")
def dists(tmp_path_factory):
    pytest.importorskip("build")
    out = tmp_path_factory.mktemp("dist")
    # sdist first, then the wheel built from the unpacked sdist: a file missing from either fails
    _run([sys.executable, "-m", "build", "--outdir", out, ROOT], ROOT, _clean_env(out), timeout=1800)
    (wheel,) = out.glob("auction_parlour-*.whl")
    (sdist,) = out.glob("auction_parlour-*.tar.gz")
    return wheel, sdist


@pytest.fixture(scope="module")
def installed(dists, tmp_path_factory):
    """A fresh virtual environment outside the checkout with the wheel installed; its python."""
    wheel, _ = dists
    place = tmp_path_factory.mktemp("venv")
    _run([sys.executable, "-m", "venv", place / "venv"], place, _clean_env(place))
    bindir = place / "venv" / ("Scripts" if sys.platform == "win32" else "bin")
    python = bindir / ("python.exe" if sys.platform == "win32" else "python")
    _run([python, "-m", "pip", "install", "--quiet", wheel], place, _clean_env(place), timeout=1800)
    return python, bindir


@pytest.mark.build
def test_the_wheel_carries_every_package_and_asset(dists):
    from game.version import pyproject_version
    wheel, sdist = dists
    assert f"-{pyproject_version()}-" in wheel.name
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = [f"{p.replace('.', '/')}/__init__.py" for p in _packages()
               if f"{p.replace('.', '/')}/__init__.py" not in names]
    missing += [f"assets/{f}" for f in asset_files() if f"assets/{f}" not in names]
    assert not missing, f"not in the wheel: {missing}"
    assert not [n for n in names if n.split("/")[0] in ("tests", "tools", "docs")]
    assert not [n for n in names if n.endswith((".pyc", ".pyo"))]
    meta = next(zipfile.ZipFile(wheel).read(n) for n in names if n.endswith(".dist-info/METADATA")).decode()
    requires = re.findall(r"(?m)^Requires-Dist: ([A-Za-z0-9_.-]+)(?!.*extra ==)", meta)
    declared = {re.split(r"[<>=!~ ;\[]", d, maxsplit=1)[0].lower() for d in _pyproject()["project"]["dependencies"]}
    assert sorted(r.lower() for r in requires) == sorted(declared)     # the wheel asks for what pyproject declares
    assert "pygame" not in declared                                   # never plain pygame
    with tarfile.open(sdist) as tf:
        top = tf.getnames()[0].split("/")[0]
        snames = set(tf.getnames())
    for f in ["assets/__init__.py", "build.spec", "tests/conftest.py", "tools/launch.py", "MANIFEST.in",
              *(f"assets/{f}" for f in asset_files())]:
        assert f"{top}/{f}" in snames, f"not in the sdist: {f}"


@pytest.mark.build
def test_installed_wheel_runs_outside_the_checkout(installed, tmp_path):
    from game.version import pyproject_version
    python, bindir = installed
    env = _clean_env(tmp_path / "home")
    r = _run([python, "-c", "import assets, game, game.assets as a; print(game.__file__); print(a.assets_dir())"],
             tmp_path, env)
    for line in r.stdout.split():
        assert ROOT not in pathlib.Path(line).resolve().parents, f"imported from the checkout: {line}"
    assert _run([python, "-m", "game", "--version"], tmp_path, env).stdout.strip() == \
        f"Auction Parlour {pyproject_version()}"
    launcher = bindir / ("auction-parlour.exe" if sys.platform == "win32" else "auction-parlour")
    assert _run([launcher, "--version"], tmp_path, env).stdout.strip() == f"Auction Parlour {pyproject_version()}"
    r = _run([python, "-m", "game", "--smoke", "60"], tmp_path, env, timeout=300)
    assert "smoke: 60 frames" in r.stdout
    assert not (tmp_path / "home" / "logs").exists(), "the smoke run wrote a crash log"


@pytest.mark.build
def test_installed_wheel_draws_a_table_and_benches_the_engine(installed, tmp_path):
    python, _ = installed
    env = _clean_env(tmp_path / "home")
    out = tmp_path / "table.png"
    _run([python, "-m", "game", "shot", "sorcerous-futures", "--players", "3", "--after", "5", "--out", out],
         tmp_path, env, timeout=300)
    assert out.is_file() and out.stat().st_size > 10_000
    r = _run([python, "-m", "game", "bench", "engine"], tmp_path, env, timeout=900)
    for gid in ("sorcerous-futures", "barony", "me-first", "auctioneer"):
        assert f"engine {gid}" in r.stdout, r.stdout


def test_the_executable_excludes_nothing_the_game_imports():
    """build.spec leaves modules out of the executable to keep it small; it left out asyncio,
    http, email and ssl, which online play needs, and the frozen app stopped at the title
    (No module named 'asyncio'). Every module the game's own packages import, online play
    included, stays in."""
    import ast
    tree = ast.parse((ROOT / "build.spec").read_text(encoding="utf-8"))
    excludes = next(ast.literal_eval(n.value) for n in ast.walk(tree) if isinstance(n, ast.Assign)
                    and any(isinstance(t, ast.Name) and t.id == "EXCLUDES" for t in n.targets))
    probe = ("import importlib, pkgutil, sys\n"
             "import game, rules, scenes\n"
             "for pkg in (game, rules, scenes):\n"
             "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
             "        importlib.import_module(m.name)\n"
             "print('\\n'.join(sys.modules))")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    loaded = set(out.stdout.split())
    left_out = sorted(m for m in loaded for x in excludes if m == x or m.startswith(x + "."))
    assert not left_out, f"build.spec excludes modules the game imports: {left_out}"
