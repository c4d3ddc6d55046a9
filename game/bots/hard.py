"""The hard bot: the medium bot's move, unless determinized rollouts of medium
(``game/bots/search.py``) show another move clearly better in the same sampled games (a
paired test over common random numbers). A game's bot module may steer the search with hooks
(``game.bots.hook``), which ``game.bots.get_bot`` hands in.

How long it thinks is a parameter of the bot, ``thinking`` (``THINKING``: quick, normal,
deep): the player's setting reaches it through the seat that plays it, never through a
module-wide switch. The hard bot also stops early when one move clearly leads.

(An information-set tree search, Cowling, Powley and Whitehouse 2012, came first and lost to
this in duplicate tournaments at the same thinking time: with a few hundred sampled games a
decision its statistics stayed too thin. It is gone from the product; git history has it.)
"""
from __future__ import annotations

THINKING = {  # name: seconds a decision at most
    "quick": 0.08,
    "normal": 0.4,
    "deep": 0.8,
}
DEFAULT_THINKING = "normal"
ROLLOUT_CANDIDATES = 8   # moves the rollout search weighs at most (medium's choice always among them)


def budget(thinking: str) -> float:
    """Seconds a decision at most for a thinking level (ValueError for an unknown one)."""
    if thinking not in THINKING:
        raise ValueError(f"thinking must be one of {', '.join(THINKING)}")
    return THINKING[thinking]


def make_hard(game_id: str, kit, thinking: str = DEFAULT_THINKING, search_here=None, share: float = 1.0):
    """The hard bot for a game: ``bot(view, legal, rng)``, searching with ``kit`` (a
    ``SearchKit``), thinking ``thinking`` long at most, scaled by ``share`` (the game's
    ``THINKING_SHARE`` hook); ``search_here(view)`` false means play medium's move. The caller
    (``game.bots.get_bot``) looks the hooks up, so this module never reaches back for them."""
    from game.bots.search import choose as choose_move
    from game.bots.search import rank_moves
    seconds = budget(thinking)
    medium = kit.policy

    def hard(view, legal, rng):
        if len(legal) == 1:
            return legal[0]
        if search_here is not None and not search_here(view):
            return medium(view, legal, rng)          # a step of a plan the search already weighed
        prior = medium(view, legal, rng.copy())
        est = rank_moves(kit, view, view.seat, legal, rng, budget_s=seconds * share, min_samples=0, must=(prior,),
                         cap=ROLLOUT_CANDIDATES, stop_when_clear=True)
        return choose_move(est, prior, legal, margin=0.0)
    hard.__name__ = f"hard_{game_id.replace('-', '_')}"
    hard.thinking = thinking
    return hard


__all__ = ["THINKING", "DEFAULT_THINKING", "budget", "make_hard"]
