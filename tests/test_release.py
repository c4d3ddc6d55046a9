"""The release workflow (it runs on GitHub, not here) is checked for shape: on a version tag,
Windows, macOS and Linux build both apps with build.spec, smoke-test them, zip them and attach
them to the release. The Linux desktop entry is valid."""
from __future__ import annotations

import configparser
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
yaml = pytest.importorskip("yaml")


def workflow():
    return yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8"))


def test_release_workflow_builds_checks_and_publishes_on_every_system():
    wf = workflow()
    on = wf.get("on", wf.get(True))                 # YAML 1.1 reads a bare "on" key as True
    assert on["push"]["tags"] == ["v*"]
    assert wf["permissions"]["contents"] == "write"
    build = wf["jobs"]["build"]
    oses = {m["os"] for m in build["strategy"]["matrix"]["include"]}
    assert any(o.startswith("windows") for o in oses) and any(o.startswith("macos") for o in oses) \
        and any(o.startswith("ubuntu") for o in oses)
    assert build["runs-on"] == "${{ matrix.os }}"
    runs = "\n".join(st.get("run", "") for st in build["steps"])
    assert "pyinstaller build.spec --noconfirm" in runs and "-- --onefile" in runs
    assert "--smoke 120" in runs and "AUCTION_PARLOUR_HOME" in runs
    uses = [st.get("uses", "") for st in build["steps"]]
    assert any(u.startswith("actions/checkout@") for u in uses)
    assert any(u.startswith("actions/setup-python@") for u in uses)
    assert any(u.startswith("actions/upload-artifact@") for u in uses)
    assert build["env"]["SDL_VIDEODRIVER"] == "dummy"
    release = wf["jobs"]["release"]
    assert release["needs"] == "build"
    assert any(st.get("uses", "").startswith("softprops/action-gh-release@") and st["with"]["files"]
               for st in release["steps"])
    for job in wf["jobs"].values():
        for st in job["steps"]:
            assert set(st) <= {"name", "uses", "with", "run", "shell", "env", "if", "id"}, st


def test_linux_desktop_entry_is_valid():
    cp = configparser.ConfigParser(interpolation=None)
    cp.optionxform = str
    cp.read(ROOT / "packaging" / "linux" / "auction-parlour.desktop", encoding="utf-8")
    e = cp["Desktop Entry"]
    assert e["Type"] == "Application" and e["Name"] == "Auction Parlour"
    assert e["Exec"] and e["Icon"] == "auction-parlour" and e["Terminal"] == "false"
    assert e["Categories"].endswith(";") and "Game" in e["Categories"].split(";")
    script = (ROOT / "packaging" / "linux" / "install.sh").read_text()
    assert "applications" in script and "icons/hicolor" in script
