"""The window is called "Auction Parlour" and its class (X11 WM_CLASS, what xdotool --class and
window managers match) is "auction-parlour": testers found it only as ``__main__.py``, the
name ``import pygame`` gives it from the program's file. Headless: what SDL would read when
the display starts is checked, no X needed."""
from __future__ import annotations

import os
import sys

import pygame
import pytest

from game import app as app_mod
from game.settings import Settings


def _start(monkeypatch):
    """An App started headless; returns the class SDL saw when ``pygame.init`` ran."""
    seen = {}
    real_init = pygame.init

    def init():
        seen["x11"] = os.environ.get("SDL_VIDEO_X11_WMCLASS")
        seen["wayland"] = os.environ.get("SDL_VIDEO_WAYLAND_WMCLASS")
        return real_init()
    monkeypatch.setattr(app_mod.pygame, "init", init)
    a = app_mod.App(size=(960, 540), settings=Settings(), headless=True)
    try:
        seen["caption"] = pygame.display.get_caption()[0]
    finally:
        a.shutdown()
    return seen


@pytest.mark.parametrize("before", [None, "pygame's default"])
def test_the_window_class_is_set_before_the_display_starts(monkeypatch, before):
    for var in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):
        monkeypatch.setenv(var, "")              # so that the end of the test puts back what was there
        monkeypatch.delenv(var)
    if before is not None:                       # what ``import pygame`` sets with a DISPLAY
        monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", os.path.basename(sys.argv[0]))
    seen = _start(monkeypatch)
    assert seen == {"x11": "auction-parlour", "wayland": "auction-parlour", "caption": "Auction Parlour"}


def test_a_class_the_player_chose_is_kept(monkeypatch):
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "my-games")
    monkeypatch.setenv("SDL_VIDEO_WAYLAND_WMCLASS", "my-games")
    seen = _start(monkeypatch)
    assert seen["x11"] == "my-games" and seen["wayland"] == "my-games"
