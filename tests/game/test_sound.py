"""Sound: works with the dummy audio driver, silent (never crashing) without a mixer."""
import os
import wave

import pygame
import pytest

from game import sound
from game.assets import asset_path


@pytest.fixture(autouse=True)
def _reset():
    yield
    sound.shutdown()
    sound.set_muted(False)
    sound.set_volume(0.8)


def test_sound_files_exist_and_are_short_soft_wavs():
    for name in sound.NAMES:
        path = asset_path("sounds", f"{name}.wav")
        assert os.path.exists(path), name
        with wave.open(path) as w:
            assert w.getnchannels() == 1 and w.getsampwidth() == 2
            seconds = w.getnframes() / w.getframerate()
            assert 0.01 < seconds <= 1.5, name
            frames = w.readframes(w.getnframes())
        samples = memoryview(frames).cast("h")
        peak = max(abs(s) for s in samples)
        assert 0.1 * 32767 < peak <= 0.62 * 32767, name


def test_mixer_failure_leaves_play_a_silent_noop(monkeypatch):
    def broken(*a, **k):
        raise pygame.error("No available audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    assert sound.init_sound() is False
    assert not sound.available()
    assert "audio device" in sound.last_error()
    for name in sound.NAMES + ("no-such-sound",):
        sound.play(name)  # must not raise
    sound.set_volume(0.5)
    sound.set_muted(True)
    sound.play("win")


def test_missing_mixer_module(monkeypatch):
    monkeypatch.setattr(pygame, "mixer", None)
    assert sound.init_sound() is False
    sound.play("flip")


def test_dummy_driver_plays_and_volume_mute():
    ok = sound.init_sound()
    if not ok:
        pytest.skip(f"no mixer even with the dummy driver: {sound.last_error()}")
    assert sound.available()
    assert set(sound._state["sounds"]) == set(sound.NAMES)
    sound.set_volume(0.25)
    assert sound.get_volume() == 0.25
    assert abs(sound._state["sounds"]["flip"].get_volume() - 0.25) < 0.02
    sound.set_muted(True)
    assert sound.is_muted()
    assert sound._state["sounds"]["flip"].get_volume() == 0
    sound.play("flip")
    sound.set_muted(False)
    sound.set_volume(7)
    assert sound.get_volume() == 1.0
    sound.set_volume(-1)
    assert sound.get_volume() == 0.0
    sound.set_volume(0.6)
    sound.play("chip")
    sound.play("unknown")  # unknown names are ignored
    assert sound.ALIASES["slide"] in sound._state["sounds"]
    sound.play("slide")
