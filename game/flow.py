"""Starting and resuming a game in the window: the one place that turns a table choice (or a
saved record) into a Match and puts its table on the scene stack, by name.

Used by the setup, results and title screens and by the command line, so none of them needs
to know the table classes (see ``scenes/registry.py``).
"""
from __future__ import annotations

from . import reviews
from .match import Match
from .saves import Autosave


def new_seed() -> int:
    """A seed nobody can guess from the clock: 63 bits from the operating system."""
    import secrets
    return secrets.randbits(63)


def start_match(app, game_id, players, seats, seed=None, options=None):
    """A new game at ``game_id``'s table, over the title screen (Esc › Leave returns there)."""
    if seed is None:
        seed = new_seed()
    reviews.stop_unopened()                 # a review weighing behind the last results would slow these bots
    m = Match(game_id, players, list(seats), seed, options or {}, bot_delay=app.settings.bot_delay,
              autosave=Autosave(), wake=app.wake, thinking=app.settings.bot_thinking)
    m.undo_enabled = app.settings.undo
    app.clear_to("title")
    app.push(f"table:{game_id}", m)
    return m


def resume_match(app, record):
    """Continue a saved game; a record that cannot be resumed is reported and nothing changes."""
    from rules.core import IllegalAction
    from scenes.registry import table_class
    reviews.stop_unopened()
    try:
        m = Match.from_record(record, bot_delay=app.settings.bot_delay, autosave=Autosave(), wake=app.wake,
                              thinking=app.settings.bot_thinking)
    except (IllegalAction, KeyError, ValueError, TypeError) as exc:
        app.toast(f"Could not continue the saved game: {exc}", problem=True)
        return None
    if table_class(m.game_id) is None:
        app.toast("That saved game cannot be shown in the window yet.", problem=True)
        return None
    m.undo_enabled = app.settings.undo
    app.clear_to("title")
    app.push(f"table:{m.game_id}", m, animate=False)
    return m


def play_replay(app, record):
    """Open a finished game's record at the replay table, over the title screen."""
    app.clear_to("title")
    app.push("replay", record)
