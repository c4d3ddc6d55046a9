"""The house plan, checked: the layers import only downward, scenes never import each other
in a circle (they name the next scene instead), and every registered scene can be loaded."""
from __future__ import annotations

import ast
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent

# scene modules that are not screens: a screen may import these, and they import no screen
SCENE_KIT = {"base", "widgets", "registry", "table_kit", "textfield",
             # the table kit's parts
             "anim_layer", "log_panel", "hint_panel", "prompt_bar", "revealed_panel", "bid_control", "kept_layer",
             # the Markdown page renderer (the rules help)
             "markdown_page",
             # what a table played online needs from the window (the Join and hosting screens share it)
             "online_kit"}
# what game/ may import from scenes/, file by file: the composition root (app, flow, the command
# line) reaches the registry, nothing else; the frame benchmark also lays the felt
GAME_MAY_IMPORT_SCENES = {
    "app.py": {"scenes.registry", "scenes.registry.make"},
    "flow.py": {"scenes.registry", "scenes.registry.table_class"},
    "cli/": {"scenes.registry", "scenes.registry.table_class", "scenes.registry.playable_games"},
    "bench_frames.py": {"scenes.registry", "scenes.registry.playable_games", "scenes.widgets", "scenes.widgets.felt"},
}


def _imports(path: pathlib.Path) -> set:
    """Top-level package-qualified names a module imports (relative imports resolved)."""
    pkg = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = pkg.split(".")[: len(pkg.split(".")) - (node.level - 1)]
                mod = ".".join(base + ([node.module] if node.module else []))
                if node.module:
                    out.add(mod)
                else:
                    out.update(f"{mod}.{a.name}" for a in node.names)
            else:
                out.add(node.module or "")
                out.update(f"{node.module}.{a.name}" for a in node.names)
    return out


def _modules(folder: str):
    return sorted((ROOT / folder).rglob("*.py"))


def test_rules_import_neither_pygame_nor_the_application():
    for path in _modules("rules"):
        bad = {m for m in _imports(path) if m.split(".")[0] in ("pygame", "game", "scenes", "pytmx")}
        assert not bad, f"{path.relative_to(ROOT)} imports {sorted(bad)}: rules/ must stay pure"


def test_game_reaches_scenes_only_from_the_composition_root():
    """game/ may name scenes only through the registry, and only from the composition root
    (the app turns names into scenes, the flow and the command line push them); the frame
    benchmark also lays the felt. Nothing else in game/ knows a screen."""
    for path in _modules("game"):
        rel = path.relative_to(ROOT / "game").as_posix()
        found = {m for m in _imports(path) if m.split(".")[0] == "scenes"}
        allowed = GAME_MAY_IMPORT_SCENES.get(rel, GAME_MAY_IMPORT_SCENES.get(rel.split("/")[0] + "/", set()))
        bad = found - allowed
        assert not bad, f"game/{rel} imports {sorted(bad)}: only the composition root may, and only the registry"


def _scene_graph() -> dict:
    graph = {}
    for path in _modules("scenes"):
        if path.stem == "__init__":
            continue
        deps = {m.split(".")[1] for m in _imports(path) if m.startswith("scenes.") and len(m.split(".")) > 1}
        graph[path.stem] = deps & {p.stem for p in _modules("scenes")} - {path.stem}
    return graph


def test_scenes_import_only_the_kit_never_another_screen():
    for name, deps in _scene_graph().items():
        screens = deps - SCENE_KIT
        assert not screens, f"scenes/{name}.py imports the screens {sorted(screens)}: push them by name instead"


def _circles(graph: dict) -> list:
    """The modules of an import graph that can reach themselves."""
    def reach(a):
        seen, todo = set(), [a]
        while todo:
            for b in graph.get(todo.pop(), ()):
                if b not in seen:
                    seen.add(b)
                    todo.append(b)
        return seen
    return [m for m in graph if m in reach(m)]


def test_the_kit_imports_no_screen_and_there_is_no_circle():
    graph = _scene_graph()
    for name in SCENE_KIT & set(graph):
        assert graph[name] <= SCENE_KIT, f"scenes/{name}.py (kit) imports {sorted(graph[name] - SCENE_KIT)}"
    assert not _circles(graph)


def test_every_registered_scene_loads_and_every_table_uses_the_kit():
    from scenes import registry
    from scenes.table_kit import TableScene
    for name in registry.SCENES:
        assert callable(registry.scene_class(name))
    for gid in registry.playable_games():
        assert issubclass(registry.table_class(gid), TableScene)
        assert registry.scene_class(f"table:{gid}") is registry.table_class(gid)
    with pytest.raises(KeyError):
        registry.scene_class("no-such-screen")
    assert registry.table_class("no-such-game") is None


def test_app_pushes_scenes_by_name(tmp_path, monkeypatch):
    monkeypatch.setenv("AUCTION_PARLOUR_HOME", str(tmp_path))
    from game.app import App
    from game.settings import Settings
    from scenes.title import TitleScene
    app = App(size=(960, 540), settings=Settings(), headless=True)
    try:
        title = app.push("title")
        assert isinstance(title, TitleScene) and app.top is title
        app.push("help", None)
        assert type(app.top).__name__ == "HelpScene"
        app.clear_to("title")
        assert len(app.stack) == 1 and isinstance(app.top, TitleScene)
    finally:
        app.shutdown()


def test_the_referee_has_no_screen_inside_it():
    """The Match and the seats import no pygame: a window that wants to hear of a bot's
    decision passes ``wake``, and the same referee serves a headless host."""
    for rel in ("game/match.py", "game/seats.py"):
        bad = {m for m in _imports(ROOT / rel) if m.split(".")[0] in ("pygame", "scenes")}
        assert not bad, f"{rel} imports {sorted(bad)}"


def test_a_bots_decision_wakes_whoever_asked_and_seats_share_one_protocol():
    import threading
    import time

    from game.match import Match
    from game.seats import BotSeat, HumanSeat, Seat, SeatSpec
    woke = threading.Event()
    m = Match("me-first", 2, [SeatSpec("Bot", "bot", "easy"), SeatSpec("You", "human")], 1, bot_delay=0,
              threaded=True, wake=woke.set)
    try:
        assert all(isinstance(d, Seat) for d in m._deciders)
        assert isinstance(m._deciders[0], BotSeat) and isinstance(m._deciders[1], HumanSeat)
        deadline = time.monotonic() + 10
        while m.step == 0 and time.monotonic() < deadline:
            m.poll_bots()
            time.sleep(0.01)
        assert m.step == 1 and woke.is_set()
    finally:
        m.close()


def _bot_imports(path: pathlib.Path) -> set:
    """(module, name) pairs a bot module imports from its siblings, anywhere in the file."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            mod = node.module or ""
            if node.level == 1 and mod:
                out.update((mod, a.name) for a in node.names)
            elif mod.startswith("game.bots."):
                out.update((mod.split(".")[2], a.name) for a in node.names)
    return out


def test_bots_are_untangled():
    """No bot module imports another's private names, and no two import each other (the SF
    bidder model lives in sf_bidder, which both medium and the inference use)."""
    folder = ROOT / "game" / "bots"
    mods = {p.stem: _bot_imports(p) for p in folder.glob("*.py") if p.stem != "__init__"}
    for name, imports in mods.items():
        private = sorted(f"{m}.{n}" for m, n in imports if n.startswith("_") and m in mods)
        assert not private, f"game/bots/{name}.py imports private names {private}"
    graph = {name: {m for m, _ in imports if m in mods and m != name} for name, imports in mods.items()}
    assert not _circles(graph), graph


def test_the_search_gets_medium_and_the_hooks_passed_in():
    """game/bots/search.py looks nothing up: the engine, the policy and the game's hooks come
    in a SearchKit (``game.bots.search_kit``)."""
    src = (ROOT / "game" / "bots" / "search.py").read_text(encoding="utf-8")
    imports = _imports(ROOT / "game" / "bots" / "search.py")
    assert not {m for m in imports if m in ("game.bots", "game.bots.get_bot", "game.bots.hook", "rules.get_game")}
    assert "get_bot(" not in src and "hook(" not in src


def test_no_import_circle_in_the_product_lazy_imports_and_packages_included():
    """Across rules/, game/ and scenes/, no module reaches itself through imports, counting
    imports inside functions and a package's ``__init__`` as a module of its own (a lazy circle
    still ties two modules together: the hard bot once reached back into ``game.bots``)."""
    def name(p):
        n = ".".join(p.relative_to(ROOT).with_suffix("").parts)
        return n[: -len(".__init__")] if n.endswith(".__init__") else n
    files = [p for d in ("rules", "game", "scenes") for p in _modules(d)]
    mods = {name(p) for p in files}
    graph = {name(p): {m for m in _imports(p) if m in mods and m != name(p)} for p in files}
    assert not _circles(graph), sorted(m for m in _circles(graph))


def test_the_title_does_not_load_the_network_stack():
    """The title asks whether this window hosted a table (game/net/hosted.py) without loading
    asyncio, websockets or zeroconf: a start that plays offline stays quick."""
    import os
    import subprocess
    import sys
    probe = "import sys, scenes.title, game.net.hosted; print(sorted(m for m in ('asyncio', 'websockets', 'zeroconf') if m in sys.modules))"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr[-1500:]
    assert out.stdout.strip() == "[]", out.stdout
