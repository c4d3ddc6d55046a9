"""Headless bots-only games (no pygame): used by `simulate`, `bench` and the tests."""
from __future__ import annotations

from dataclasses import dataclass

from rules import get_game
from rules.core import Rng

from .bots import get_bot


@dataclass
class SimResult:
    state: object
    steps: int


def bot_rng(seed: int, seat: int) -> Rng:
    """The RNG a bot in a seat uses: derived from the game seed through a one-way hash, so
    that nothing a bot's generator does can be run backwards to the seed (and from the seed
    to the hidden deal). Same seed and seat, same generator: games stay reproducible."""
    import hashlib
    digest = hashlib.blake2b(f"auction-parlour/bot/{int(seed)}/{int(seat)}".encode(), digest_size=8).digest()
    return Rng(int.from_bytes(digest, "big"))


def play_game(game_id: str, players: int, seed: int, bots, options=None, max_steps: int = 100000,
              on_step=None) -> SimResult:
    """Play one game with ``bots`` (a list of level names, one per seat). Returns the final state.

    Seats in ``to_act`` are asked in increasing seat order; each bot sees only its View.
    ``on_step(state, seat, action, events)`` is called after each applied action.
    """
    g = get_game(game_id)
    state = g.new(players, seed, options or {})
    fns = [get_bot(game_id, b) for b in bots]
    rngs = [bot_rng(seed, i) for i in range(players)]
    steps = 0
    while not g.is_over(state):
        acting = sorted(g.to_act(state))
        if not acting:
            raise RuntimeError(f"{game_id}: nobody to act but the game is not over (seed {seed})")
        seat = acting[0]
        legal = g.legal_actions(state, seat)
        action = fns[seat](g.view(state, seat), legal, rngs[seat])
        state, events = g.apply(state, seat, action)
        if on_step:
            on_step(state, seat, action, events)
        steps += 1
        if steps > max_steps:
            raise RuntimeError(f"{game_id}: game did not end after {max_steps} steps (seed {seed})")
    return SimResult(state, steps)


def head_to_head(game_id: str, a: str, b: str, games: int, seed: int = 1) -> dict:
    """2-player games of bot ``a`` against bot ``b``, seats rotated every game.
    Returns {"a_wins", "b_wins", "shared", "games"} (a shared win counts for neither)."""
    out = {"a_wins": 0, "b_wins": 0, "shared": 0, "games": games}
    g = get_game(game_id)
    for k in range(games):
        a_seat = k % 2
        bots = [a, b] if a_seat == 0 else [b, a]
        res = play_game(game_id, 2, seed + k, bots)
        winners = g.result(res.state).winners
        if len(winners) > 1:
            out["shared"] += 1
        elif winners[0] == a_seat:
            out["a_wins"] += 1
        else:
            out["b_wins"] += 1
    return out
