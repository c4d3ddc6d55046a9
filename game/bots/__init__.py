"""Bots: each a function ``bot(view, legal, rng) -> Action`` of what its seat may know.

A bot never receives the engine state: only its seat's View, the list of legal actions the
referee computed for it, and a seeded ``rules.Rng``. Each game has a module here (named by
its registration, ``game/games/<game>.py``) with a ``BOTS`` dict: ``{"random": fn, "easy": fn, "medium": fn}``; every game also has ``hard``
(``game/bots/hard.py``): determinized rollouts of medium (``game/bots/search.py``), which a
game's module may steer with hooks (``hook``), thinking as long as its ``thinking`` level says.
"""
from __future__ import annotations

from typing import Callable

LEVELS = ("random", "easy", "medium", "hard")
_HARD: dict = {}



def _module(game_id: str):
    """The game's bot module (KeyError for a game with no registration)."""
    from game.games import entry
    try:
        return entry(game_id).bot_module()
    except KeyError:
        raise KeyError(f"No bots for game {game_id!r}") from None


def random_bot(view, legal, rng):
    """Shared by every game: any legal action, uniformly."""
    return legal[rng.randrange(len(legal))]


def hook(game_id: str, name: str):
    """An optional function (``rollout_cutoff``, ``finish_estimate``, ``search_here``, ``candidate_order``,
    ``sampler``: how the search draws positions behind a View; ``hint_reason(view, legal,
    action)``: a hinted move's reason in words, for ``game.advisor.hint``; ``follows(view,
    played, hinted)``: the move played is what the hinted first step meant, for the review) or
    setting (``THINKING_SHARE``) a game's bot module offers the hard bot's search, or None."""
    return getattr(_module(game_id), name, None)


def search_kit(game_id: str, hints: bool = False):
    """What the search behind hard, the hints and the review needs of a game: its engine, its
    medium bot, and the hooks its bot module offers (``game.bots.search.SearchKit``); for the
    hints and the review (``hints``) also how a hinted move is played in its sampled games
    (``weighed_as``: the whole bid a Barony hint names)."""
    from rules import get_game

    from .search import SearchKit
    return SearchKit(get_game(game_id), get_bot(game_id, "medium"), hook(game_id, "sampler"),
                     hook(game_id, "rollout_cutoff"), hook(game_id, "candidate_order"),
                     hook(game_id, "finish_estimate"), hook(game_id, "weighed_as") if hints else None,
                     hook(game_id, "rollout"), hook(game_id, "aside") if hints else None)


def levels(game_id: str) -> tuple:
    mod = _module(game_id)
    have = set(mod.BOTS) | {"hard"}
    return tuple(k for k in LEVELS if k in have) + tuple(k for k in mod.BOTS if k not in LEVELS)


def get_bot(game_id: str, level: str, thinking: str = "normal") -> Callable:
    """The bot function for a game and a level ("random", "easy", "medium", …); ``thinking``
    (quick, normal, deep) is how long the hard bot thinks."""
    mod = _module(game_id)
    if level == "hard" and "hard" not in mod.BOTS:
        if (game_id, thinking) not in _HARD:
            from .hard import make_hard
            _HARD[game_id, thinking] = make_hard(game_id, search_kit(game_id), thinking,
                                                 hook(game_id, "search_here"),
                                                 hook(game_id, "THINKING_SHARE") or 1.0)
        return _HARD[game_id, thinking]
    if level not in mod.BOTS:
        raise KeyError(f"No bot level {level!r} for {game_id}; choose one of: {', '.join(mod.BOTS)}")
    return mod.BOTS[level]
