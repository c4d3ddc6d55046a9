"""Sorcerous Futures (3–4 players, Decktet): its one registration."""
from __future__ import annotations

from . import GameEntry

ENTRY = GameEntry(
    id="sorcerous-futures",
    engine="rules.sorcerous_futures:GAME",
    bots="game.bots.sorcerous_futures",
    table="scenes.table_sf:SFTable",
    reveals=frozenset({"market", "reveal_bids", "reveal_excuse", "crowns", "crowns_dealt", "game_over"}),
    curtain=True,
    silent=frozenset({"sealed", "sealed_amount"}),
    players=4,
)
