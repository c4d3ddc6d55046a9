"""Player settings: JSON in the user data folder, schema-versioned, written atomically."""
from __future__ import annotations

import os
from dataclasses import asdict, dataclass, fields

from .storage import BrokenFile, data_dir, read_json, write_json_atomic

SCHEMA = 1
ANIM_SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "off": 0.0}
BOT_PACES = {"slow": 1.4, "normal": 0.75, "fast": 0.3, "instant": 0.0}


@dataclass
class Settings:
    anim_speed: str = "normal"      # slow | normal | fast | off
    bot_pace: str = "normal"        # seconds a bot waits before moving: slow | normal | fast | instant
    volume: float = 0.6
    muted: bool = False
    window_w: int = 1280
    window_h: int = 720
    log_open: bool = True
    memory_aid: bool = True         # Auctioneer: mark the face-down cards you placed, and who placed the others; Me First: count everyone's stars
    four_colour: bool = True        # standard deck: four-colour suits (on: newcomers mixed up hearts and diamonds)
    run_finder: bool = True         # Auctioneer: light up the runs you can claim, and say when a move of yours makes one
    undo: bool = True               # Ctrl+Z takes back your last decision against bots
    bot_thinking: str = "normal"    # hard bots: quick | normal | deep
    fullscreen: bool = False        # F11
    last_table: str = ""            # the last table set up (JSON: game, players, seats, options)

    @property
    def anim_factor(self) -> float:
        return ANIM_SPEEDS.get(self.anim_speed, 1.0)

    @property
    def bot_delay(self) -> float:
        return BOT_PACES.get(self.bot_pace, 0.75)


def settings_path() -> str:
    return os.path.join(data_dir(), "settings.json")


# the schema: field -> (type, check of the value); an unknown field is ignored (newer files, and
# fields older versions kept: "last_players")
_RULES = {
    "anim_speed": (str, lambda v: v in ANIM_SPEEDS),
    "bot_pace": (str, lambda v: v in BOT_PACES),
    "volume": ((int, float), lambda v: 0.0 <= v <= 1.0),
    "muted": (bool, None),
    "window_w": (int, lambda v: 320 <= v <= 16384),
    "window_h": (int, lambda v: 200 <= v <= 16384),
    "log_open": (bool, None),
    "memory_aid": (bool, None),
    "four_colour": (bool, None),
    "run_finder": (bool, None),
    "undo": (bool, None),
    "bot_thinking": (str, lambda v: v in ("quick", "normal", "deep")),
    "fullscreen": (bool, None),
    "last_table": (str, lambda v: len(v) <= 2000),
}


def _validate(d) -> None:
    if not isinstance(d, dict):
        raise ValueError("settings must be a JSON object")
    if d.get("schema") != SCHEMA or type(d.get("schema")) is not int:
        raise ValueError(f"unknown settings schema {str(d.get('schema'))[:20]!r}")
    for k, (typ, ok) in _RULES.items():
        if k not in d:
            continue
        v = d[k]
        if isinstance(v, bool) and typ is not bool or not isinstance(v, typ):
            raise ValueError(f"setting {k!r} has the wrong type")
        if ok is not None and not ok(v):
            raise ValueError(f"setting {k!r} is out of range")


def load_settings(path: str | None = None) -> tuple:
    """``(Settings, problem)``: problem is None, or a sentence for the player when the file
    was broken (it has been kept aside and defaults are used)."""
    path = path or settings_path()
    try:
        d = read_json(path, _validate)
    except BrokenFile as exc:
        return Settings(), str(exc)
    s = Settings()
    if d:
        for f in fields(Settings):
            if f.name in d and isinstance(d[f.name], type(getattr(s, f.name))):
                setattr(s, f.name, d[f.name])
            elif f.name in d and f.type == "float" and isinstance(d[f.name], int):
                setattr(s, f.name, float(d[f.name]))
    if s.anim_speed not in ANIM_SPEEDS:
        s.anim_speed = "normal"
    if s.bot_pace not in BOT_PACES:
        s.bot_pace = "normal"
    if s.bot_thinking not in ("quick", "normal", "deep"):
        s.bot_thinking = "normal"
    s.volume = min(1.0, max(0.0, float(s.volume)))
    return s, None


def save_settings(s: Settings, path: str | None = None) -> None:
    d = {"schema": SCHEMA}
    d.update(asdict(s))
    write_json_atomic(path or settings_path(), d)
