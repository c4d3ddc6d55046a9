"""The games the window offers: one module per game here, each holding that game's one
registration, ``ENTRY = GameEntry(...)``: its engine, its bots, its table scene, its rules page,
its table layouts, which of its Events reveal something (undo stops there) and whether hot-seat
needs a curtain. The title, player counts and options come from the engine itself.

Adding a game touches only its own files: ``rules/<game>.py`` (the engine), ``game/bots/<game>.py``,
``scenes/table_<game>.py``, ``assets/rules/<id>.md``, ``assets/tables/<id>_<n>p.tmx`` and its
module here. Nothing else names a game: ``entries()`` finds every module in this package (as
PySolFC registers each game from its own module), and ``rules.get_game`` finds the engines.

Targets are dotted names (``"module:attribute"``), imported only when first used, so that the
registry can be read without loading pygame or a single bot.
"""
from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from functools import lru_cache


def load(target: str):
    """``"package.module:attribute"`` (or a module's dotted name) -> the object."""
    module, _, attr = target.partition(":")
    mod = importlib.import_module(module)
    return getattr(mod, attr) if attr else mod


@dataclass(frozen=True)
class GameEntry:
    id: str                          # the game id (rules.GAME_IDS, records, file names)
    engine: str                      # "rules.<module>:GAME"
    bots: str                        # "game.bots.<module>": a BOTS dict, optional hooks for hard's search
    table: str | None = None         # "scenes.table_<game>:<TableScene>" (None: not playable in the window)
    reveals: frozenset = field(default_factory=frozenset)   # Event kinds that show what was hidden (UN1)
    curtain: bool = True             # hot-seat covers the screen between humans (False: nothing is private)
    secret_now: str | None = None    # "rules.<module>:<function>(view) -> bool": whether a seat's View now holds
                                     # anything the public Events have not shown (None: always, while ``curtain``)
    silent: frozenset = field(default_factory=frozenset)   # Event kinds of another seat's decision that show
                                     # nothing of what it alone knows (a bid sealed, a pick chosen: the content
                                     # hidden): undo reaches back past such a decision (UN1)
    order_name: str = "your standing order"   # what the review calls a move a standing order played
                                     # (``game.orders``: Barony's "Keep matching")
    players: int | None = None       # the table a first setup offers (None: the fewest the game takes;
                                     # two for Auctioneer read as "quietly switched to 2": a newcomer)

    def needs_curtain(self, view) -> bool:
        """Hot-seat: must the screen be covered before this seat's View is shown? Only when the
        game has secrets and, where it says when, this View holds one now."""
        return self.curtain and (self.secret_now is None or bool(load(self.secret_now)(view)))

    # -------------------------------------------------------------- from the engine
    @property
    def game(self):
        return load(self.engine)

    @property
    def title(self) -> str:
        return self.game.title

    @property
    def min_players(self) -> int:
        return self.game.min_players

    @property
    def max_players(self) -> int:
        return self.game.max_players

    @property
    def options(self):
        return self.game.options

    # -------------------------------------------------------------- files and modules
    @property
    def rules_page(self) -> tuple:
        """Path parts of the rules page under assets/ (for ``game.assets.asset_path``)."""
        return ("rules", f"{self.id}.md")

    def layout(self, players: int) -> tuple:
        """Path parts of the table layout for ``players`` under assets/."""
        return ("tables", f"{self.id}_{players}p.tmx")

    def bot_module(self):
        return load(self.bots)

    def table_class(self):
        return load(self.table) if self.table else None


@lru_cache(maxsize=1)
def _entries() -> tuple:
    found = []
    for info in pkgutil.iter_modules(__path__):
        if info.ispkg or info.name.startswith("_"):
            continue
        mod = importlib.import_module(f"{__name__}.{info.name}")
        entry = getattr(mod, "ENTRY", None)
        if isinstance(entry, GameEntry):
            found.append(entry)
    from rules import GAME_IDS
    order = {gid: k for k, gid in enumerate(GAME_IDS)}
    return tuple(sorted(found, key=lambda e: (order.get(e.id, len(order)), e.id)))


def entries() -> tuple:
    """Every registered game, in the engines' order (``rules.GAME_IDS``)."""
    return _entries()


def entry(game_id: str) -> GameEntry:
    """The registration of ``game_id`` (KeyError naming the known ids)."""
    for e in _entries():
        if e.id == game_id:
            return e
    raise KeyError(f"Unknown game {game_id!r}; choose one of: {', '.join(e.id for e in _entries())}")


def usual_players(game_id: str) -> int:
    """The table a game is offered at when none was set up for it: its registration's
    ``players``, else the fewest it takes (two for Auctioneer read as "quietly switched to 2":
    a newcomer)."""
    from rules import get_game
    g = get_game(game_id)
    return min(max(entry(game_id).players or g.min_players, g.min_players), g.max_players)


__all__ = ["GameEntry", "entries", "entry", "load", "usual_players"]
