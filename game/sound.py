"""Sound effects with volume and mute; silent (never crashing) without an audio device.

    from game import sound
    sound.init_sound()          # True when the mixer works and the effects are loaded
    sound.play("flip")          # card_slide (alias slide), flip, chip, pass, win, click
    sound.set_volume(0.6); sound.set_muted(True)

The WAVs are made by tools/make_sounds.py into assets/sounds/.
"""
from __future__ import annotations

import os

from game.assets import asset_path

NAMES = ("card_slide", "flip", "chip", "pass", "win", "click")
# other names the scenes may use for the same effects
ALIASES = {"slide": "card_slide", "deal": "card_slide", "card": "card_slide", "move": "card_slide",
           "bid": "chip", "coin": "chip", "gold": "chip", "reveal": "flip", "turn": "flip",
           "button": "click", "select": "click"}

_state = {"ok": False, "tried": False, "volume": 0.8, "muted": False, "sounds": {},
          "error": None}


def init_sound() -> bool:
    """Start the mixer and load the effects. Any failure leaves the game silent."""
    _state["tried"] = True
    _state["ok"] = False
    _state["sounds"] = {}
    try:
        import pygame
        if not pygame.mixer.get_init():
            from .quiet import quiet_alsa
            with quiet_alsa():
                pygame.mixer.init()
        if not pygame.mixer.get_init():
            raise RuntimeError("mixer did not start")
        sounds = {}
        for name in NAMES:
            path = asset_path("sounds", f"{name}.wav")
            if os.path.exists(path):
                try:
                    sounds[name] = pygame.mixer.Sound(path)
                except Exception:  # a bad file silences that one effect only
                    continue
        _state["sounds"] = sounds
        _state["ok"] = True
        _state["error"] = None
        _apply_volume()
    except Exception as exc:  # no audio device, no mixer module, driver error …
        _state["error"] = str(exc) or exc.__class__.__name__
        _state["ok"] = False
    return _state["ok"]


def available() -> bool:
    """True when sounds can actually be heard (mixer running)."""
    return bool(_state["ok"])


def last_error():
    return _state["error"]


def _apply_volume() -> None:
    vol = 0.0 if _state["muted"] else _state["volume"]
    for snd in _state["sounds"].values():
        try:
            snd.set_volume(vol)
        except Exception:
            pass


def set_volume(volume: float) -> None:
    """Master volume 0..1 (clamped)."""
    try:
        v = float(volume)
    except (TypeError, ValueError):
        v = 0.8
    _state["volume"] = max(0.0, min(1.0, v))
    _apply_volume()


def get_volume() -> float:
    return _state["volume"]


def set_muted(muted: bool) -> None:
    _state["muted"] = bool(muted)
    _apply_volume()


def is_muted() -> bool:
    return _state["muted"]


def play(name: str) -> None:
    """Play an effect by name; a silent no-op when muted, without audio or for unknown names."""
    if not _state["ok"] or _state["muted"] or _state["volume"] <= 0:
        return
    snd = _state["sounds"].get(ALIASES.get(name, name))
    if snd is None:
        return
    try:
        snd.play()
    except Exception:
        pass


def shutdown() -> None:
    _state["ok"] = False
    _state["sounds"] = {}
    try:
        import pygame
        if pygame.mixer.get_init():
            pygame.mixer.quit()
    except Exception:
        pass
