"""Which games have a table scene (only those are offered on the setup screen)."""
from __future__ import annotations


def table_class(game_id: str):
    if game_id == "sorcerous-futures":
        from .table_sf import SFTable
        return SFTable
    return None


def playable_games() -> list:
    from rules import GAME_IDS
    return [g for g in GAME_IDS if table_class(g) is not None]
