"""Every screen by name. Scenes never import each other: they ask the app for the next one
by name (``app.push("pause", table=self)``), and only this module knows which class that is.

Classes are imported lazily, when first asked for, so a scene module can be read, tested
and replaced alone. Table scenes are named ``"table:<game id>"``: each game's registration
(``game/games/<game>.py``) names its table; a game is offered on the setup screen when it has one.
"""
from __future__ import annotations

import importlib

# name -> "module:attribute" (the attribute is a Scene class or a factory with the same call)
SCENES = {
    "title": "scenes.title:TitleScene",
    "setup": "scenes.setup:SetupScene",
    "help": "scenes.help:HelpScene",
    "pause": "scenes.pause:PauseScene",
    "handoff": "scenes.handoff:HandoffScene",
    "results": "scenes.results:ResultsScene",
    "replay": "scenes.replay:ReplayScene",
    "crown-picker": "scenes.crown_picker:CrownPicker",
    "replays": "scenes.replays:ReplaysScene",
    "statistics": "scenes.statistics:StatisticsScene",
    "review": "scenes.review:ReviewScene",
    "settings": "scenes.settings:SettingsScene",
    "lesson": "scenes.lesson_overlay:LessonOverlay",
    "lesson-end": "scenes.lesson_overlay:LessonEnd",
    "lessons": "scenes.lesson_menu:LessonMenu",
    "join": "scenes.join:JoinScene",
    "hosting": "scenes.hosting:HostingScene",
}



def _load(target: str):
    module, _, attr = target.partition(":")
    return getattr(importlib.import_module(module), attr)


def scene_class(name: str):
    """The class (or factory) registered under ``name``; KeyError for an unknown name."""
    if name.startswith("table:"):
        cls = table_class(name[len("table:"):])
        if cls is None:
            raise KeyError(f"No table screen for {name[len('table:'):]!r}")
        return cls
    if name not in SCENES:
        raise KeyError(f"No scene named {name!r}; known: {', '.join(sorted(SCENES))}")
    return _load(SCENES[name])


def make(app, name: str, *args, **kwargs):
    """A new scene of the given name, built for ``app``."""
    return scene_class(name)(app, *args, **kwargs)


def table_class(game_id: str):
    """The table scene class of a game, or None while the game has no table (or no
    registration)."""
    from game.games import entry
    try:
        return entry(game_id).table_class()
    except KeyError:
        return None


def playable_games() -> list:
    """Games that can be played in the window, in the engines' order."""
    from game.games import entries
    return [e.id for e in entries() if e.table]
