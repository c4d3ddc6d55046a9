"""What the commands share: argument types, usage errors, options, seats and bot levels."""
from __future__ import annotations

import argparse
import os

from rules import GAME_IDS, get_game  # noqa: F401  (re-exported for the command modules)


class UsageError(Exception):
    """A bad command-line argument: the usage is printed and the exit status is 2."""


def size_arg(text: str) -> tuple:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if w < 320 or h < 200 or w > 8000 or h > 8000:
        raise argparse.ArgumentTypeError(f"size {text!r} is out of range")
    return (w, h)


def nonneg(text: str) -> int:
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if v < 0:
        raise argparse.ArgumentTypeError(f"{text!r} must not be negative")
    return v


def positive(text: str) -> int:
    v = nonneg(text)
    if v == 0:
        raise argparse.ArgumentTypeError("must be at least 1")
    return v


def minutes_arg(text: str) -> float:
    """A positive, finite number of minutes (a fraction allowed)."""
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of minutes") from None
    if not 0 < v < float("inf"):
        raise argparse.ArgumentTypeError(f"{text!r} must be a positive number of minutes")
    return v


def parse_options(game, items) -> dict:
    out = {}
    for item in items:
        if "=" not in item:
            raise UsageError(f"--option needs KEY=VALUE, not {item!r}")
        k, v = item.split("=", 1)
        if k not in game.options:
            raise UsageError(f"{game.title} has no option {k!r} (options: {', '.join(game.options) or 'none'})")
        o = game.options[k]
        if o.choices:
            val = int(v) if v.isdigit() else v
            if val not in o.choices:
                raise UsageError(f"option {k} must be one of {', '.join(map(str, o.choices))}")
            out[k] = val
        else:
            if v.lower() not in ("1", "0", "true", "false", "on", "off", "yes", "no"):
                raise UsageError(f"option {k} is on or off, not {v!r}")
            out[k] = v.lower() in ("1", "true", "on", "yes")
    return out


def check_players(game, n: int) -> None:
    if not game.min_players <= n <= game.max_players:
        raise UsageError(f"{game.title} is for {game.min_players} to {game.max_players} players, not {n}")


def parse_bots(game_id: str, text: str | None, n: int, default: str) -> list:
    from game.bots import levels
    names = [default] * n if not text else [t.strip() for t in text.split(",")]
    if len(names) == 1 and n > 1:
        names = names * n
    if len(names) != n:
        raise UsageError(f"--bots needs {n} levels (one per seat), got {len(names)}")
    ok = levels(game_id)
    for b in names:
        if b not in ok:
            raise UsageError(f"unknown bot level {b!r} for {game_id} (levels: {', '.join(ok)})")
    return names


def headless_env() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"


def make_match(game_id, players, seats, seed, options, **kw):
    from game.match import Match
    return Match(game_id, players, seats, seed, options, **kw)
