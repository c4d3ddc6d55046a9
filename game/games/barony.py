"""Barony (2–3 players, Decktet): its one registration. Nothing in Barony is secret, so hot-seat
needs no curtain."""
from __future__ import annotations

from . import GameEntry

ENTRY = GameEntry(
    id="barony",
    engine="rules.barony:GAME",
    bots="game.bots.barony",
    table="scenes.table_barony:BaronyTable",
    reveals=frozenset({"market", "stage_start", "stage_end", "game_over"}),
    curtain=False,
    order_name="Keep matching",
    players=3,
)
