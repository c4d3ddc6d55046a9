"""Bots: each a function ``bot(view, legal, rng) -> Action`` of what its seat may know.

A bot never receives the engine state: only its seat's View, the list of legal actions the
referee computed for it, and a seeded ``rules.Rng``. Each game has a module here with a
``BOTS`` dict: ``{"random": fn, "easy": fn, "medium": fn}``; every game also has ``hard``
(``game/bots/ismcts.py``): determinized rollouts of medium (``game/bots/search.py``), which a
game's module may steer with hooks (``hook``).
"""
from __future__ import annotations

import importlib
from typing import Callable

LEVELS = ("random", "easy", "medium", "hard")
_HARD: dict = {}

_MODULES = {
    "sorcerous-futures": "game.bots.sorcerous_futures",
    "barony": "game.bots.barony",
    "me-first": "game.bots.me_first",
    "auctioneer": "game.bots.auctioneer",
}


def random_bot(view, legal, rng):
    """Shared by every game: any legal action, uniformly."""
    return legal[rng.randrange(len(legal))]


def hook(game_id: str, name: str):
    """An optional function (``rollout_cutoff``, ``search_here``, ``candidate_order``,
    ``sampler``: how the search draws positions behind a View) or
    setting (``THINKING_SHARE``) a game's bot module offers the hard bot's search, or None."""
    return getattr(importlib.import_module(_MODULES[game_id]), name, None)


def levels(game_id: str) -> tuple:
    mod = importlib.import_module(_MODULES[game_id])
    have = set(mod.BOTS) | {"hard"}
    return tuple(k for k in LEVELS if k in have) + tuple(k for k in mod.BOTS if k not in LEVELS)


def get_bot(game_id: str, level: str) -> Callable:
    """The bot function for a game and a level ("random", "easy", "medium", …)."""
    if game_id not in _MODULES:
        raise KeyError(f"No bots for game {game_id!r}")
    mod = importlib.import_module(_MODULES[game_id])
    if level == "hard" and "hard" not in mod.BOTS:
        if game_id not in _HARD:
            from .ismcts import make_hard
            _HARD[game_id] = make_hard(game_id)
        return _HARD[game_id]
    if level not in mod.BOTS:
        raise KeyError(f"No bot level {level!r} for {game_id}; choose one of: {', '.join(mod.BOTS)}")
    return mod.BOTS[level]
