"""Headless everywhere: these must be set before pygame is imported."""
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
# the shared test kit (tests/helpers.py) for the tests in tests/rules, tests/game, tests/scenes
TESTS = os.path.dirname(os.path.abspath(__file__))
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _data_home(tmp_path, monkeypatch):
    """Every test writes its settings, saves and records in a folder of its own."""
    monkeypatch.setenv("AUCTION_PARLOUR_HOME", str(tmp_path))
    import game.reviews                         # reviews kept for a session: each test starts afresh,
    game.reviews.clear()                        # and none weighs ahead behind a results screen
    monkeypatch.setattr(game.reviews, "AHEAD", False)
    return tmp_path


@pytest.fixture
def app():
    """A headless window at 1280x720 with fast animations and instant bots."""
    from game.app import App
    from game.settings import Settings
    a = App(size=(1280, 720), settings=Settings(anim_speed="fast", bot_pace="instant"), headless=True)
    yield a
    a.shutdown()
