"""Auctioneer (2–4 players, standard deck): its one registration."""
from __future__ import annotations

from . import GameEntry

ENTRY = GameEntry(
    id="auctioneer",
    engine="rules.auctioneer:GAME",
    bots="game.bots.auctioneer",
    table="scenes.table_auctioneer:AuctioneerTable",
    reveals=frozenset({"deal", "flip", "claim", "royal", "hand", "round_end", "set_aside", "game_over"}),
    curtain=True,
    order_name="the bot playing your round out",
    players=3,
)
