"""The rules engines: pure Python, no pygame, no I/O.

    from rules import get_game, GAME_IDS
    g = get_game("sorcerous-futures")
"""
from __future__ import annotations

import importlib

from .core import Action, Event, Game, IllegalAction, Option, Result, Rng

GAME_IDS = ("sorcerous-futures", "barony", "me-first", "auctioneer")

_MODULES = {
    "sorcerous-futures": "rules.sorcerous_futures",
    "barony": "rules.barony",
    "me-first": "rules.me_first",
    "auctioneer": "rules.auctioneer",
}
_CACHE: dict = {}


def get_game(game_id: str) -> Game:
    """The Game object for an id in GAME_IDS (raises KeyError with the valid ids)."""
    if game_id not in _MODULES:
        raise KeyError(f"Unknown game {game_id!r}; choose one of: {', '.join(GAME_IDS)}")
    if game_id not in _CACHE:
        mod = importlib.import_module(_MODULES[game_id])
        _CACHE[game_id] = mod.GAME
    return _CACHE[game_id]


def available_games() -> tuple:
    """Ids of the games whose engine module is present and imports."""
    out = []
    for gid in GAME_IDS:
        try:
            get_game(gid)
        except (ImportError, AttributeError):
            continue
        out.append(gid)
    return tuple(out)


__all__ = ["GAME_IDS", "get_game", "available_games", "Action", "Event", "Game",
           "IllegalAction", "Option", "Result", "Rng"]
