"""One record per game: each game is registered once, in its own module (game/games/<game>.py),
and nothing outside a game's own files names it."""
from __future__ import annotations

import pathlib
import re

import pytest

from game.games import GameEntry, entries, entry
from rules import GAME_IDS, get_game
from rules.core import Rng

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_every_engine_has_exactly_one_registration_in_the_engines_order():
    assert [e.id for e in entries()] == list(GAME_IDS)
    for e in entries():
        assert isinstance(e, GameEntry)
        assert e.game is get_game(e.id)
        assert (e.title, e.min_players, e.max_players) == (get_game(e.id).title, get_game(e.id).min_players,
                                                           get_game(e.id).max_players)
    with pytest.raises(KeyError, match="choose one of"):
        entry("no-such-game")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_registration_names_things_that_exist(game_id):
    """Its bots, its table, its rules page, a layout for every player count, and reveal kinds
    that its engine really emits."""
    from game.assets import asset_path
    e = entry(game_id)
    assert {"random", "easy", "medium"} <= set(e.bot_module().BOTS)
    assert e.table_class() is not None
    assert pathlib.Path(asset_path(*e.rules_page)).is_file()
    for n in range(e.min_players, e.max_players + 1):
        assert pathlib.Path(asset_path(*e.layout(n))).is_file()
    g, kinds = e.game, set()
    for seed in range(6):
        s = g.new(e.max_players if seed % 2 else e.min_players, seed, {})
        rng = Rng(seed)
        for _ in range(3000):
            if g.is_over(s):
                break
            seat = min(g.to_act(s))
            legal = g.legal_actions(s, seat)
            s, ev = g.apply(s, seat, legal[rng.randrange(len(legal))])
            kinds.update(x.kind for x in ev)
    assert e.reveals and e.reveals <= kinds, sorted(e.reveals - kinds)


def test_a_game_without_secrets_needs_no_curtain_and_the_others_do():
    """Barony's every View is the same whoever looks (the curtain would only slow hot-seat);
    every other game shows a seat something the others may not see."""
    for e in entries():
        g = e.game
        s = g.new(e.min_players, 3, {})
        rng = Rng(3)
        differs = False
        for _ in range(200):
            if g.is_over(s):
                break
            views = [g.view(s, i) for i in range(e.min_players)]
            public = [{k: v for k, v in vars(x).items() if k not in ("seat", "you")} for x in views]
            differs = differs or any(p != public[0] for p in public)
            seat = min(g.to_act(s))
            legal = g.legal_actions(s, seat)
            s, _ = g.apply(s, seat, legal[rng.randrange(len(legal))])
        assert differs == e.curtain, e.id


def _own_files(e) -> set:
    """The files that belong to one game (the only ones that may name it)."""
    mod = e.engine.split(":")[0].split(".")[-1]
    table = e.table.split(":")[0].split(".")[-1] if e.table else None
    return {f"rules/{mod}.py", f"game/bots/{mod}.py", f"game/games/{mod}.py"} | ({f"scenes/{table}.py"} if table else set())


def test_nothing_outside_a_games_own_files_names_it():
    """Adding a game touches only its own files: no registry, table of ids or special case
    anywhere else in the product names a game."""
    own = {e.id: _own_files(e) for e in entries()}
    for folder in ("rules", "game", "scenes"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            src = path.read_text(encoding="utf-8")
            for gid, files in own.items():
                if rel in files:
                    continue
                named = re.findall(rf"[\"']{re.escape(gid)}[\"']", src)
                assert not named, f"{rel} names {gid!r}: say it in {gid}'s own files"
