"""The rules engines: pure Python, no pygame, no I/O.

    from rules import get_game, GAME_IDS
    g = get_game(GAME_IDS[0])

Every module of this package that defines ``GAME`` (a ``core.Game``) is an engine; nothing here
lists them. ``GAME_IDS`` is their ids in the order of their ``order`` attribute.
"""
from __future__ import annotations

import importlib
import pkgutil

from .core import Action, Event, Game, IllegalAction, Option, Result, Rng


def _discover() -> dict:
    found = {}
    for info in pkgutil.iter_modules(__path__):
        if info.ispkg or info.name in ("core",) or info.name.startswith("_"):
            continue
        game = getattr(importlib.import_module(f"{__name__}.{info.name}"), "GAME", None)
        if isinstance(game, Game):
            found[game.id] = game
    return dict(sorted(found.items(), key=lambda kv: (kv[1].order, kv[0])))


_GAMES = _discover()
GAME_IDS = tuple(_GAMES)


def get_game(game_id: str) -> Game:
    """The Game object for an id in GAME_IDS (raises KeyError with the valid ids)."""
    try:
        return _GAMES[game_id]
    except (KeyError, TypeError):
        raise KeyError(f"Unknown game {game_id!r}; choose one of: {', '.join(GAME_IDS)}") from None


def available_games() -> tuple:
    """Ids of the games whose engine is present."""
    return GAME_IDS


__all__ = ["GAME_IDS", "get_game", "available_games", "Action", "Event", "Game",
           "IllegalAction", "Option", "Result", "Rng"]
