"""Me First (2–5 players, its own deck): its one registration."""
from __future__ import annotations

from . import GameEntry

ENTRY = GameEntry(
    id="me-first",
    engine="rules.me_first:GAME",
    bots="game.bots.me_first",
    table="scenes.table_me_first:MeFirstTable",
    reveals=frozenset({"row", "reveal_picks", "phase", "leftover", "game_over"}),
    curtain=True,
    # while acquiring, a seat's View adds only its own stack and stars, and every take is a
    # public Event: nothing to cover (a curtain came before each of ~20 takes in hot-seat)
    secret_now="rules.me_first:secret_in",
    silent=frozenset({"pick", "picked"}),        # a tax pick chosen, face down: undo reaches past it
    players=4,
)
