"""Who sits at the table: a human at this computer, or a bot of some level."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SeatSpec:
    name: str
    kind: str = "human"          # "human" | "bot"
    level: str = "medium"        # bot level when kind == "bot"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    @property
    def record_kind(self) -> str:
        return f"bot:{self.level}" if self.is_bot else "human"

    @classmethod
    def parse(cls, text: str, index: int) -> "SeatSpec":
        """"human", "bot", "bot:easy", optionally "Name=bot:easy"."""
        name = None
        if "=" in text:
            name, text = text.split("=", 1)
            from .saves import MAX_NAME, valid_name
            if not valid_name(name):
                raise ValueError(f"seat {index + 1}: a name is 1 to {MAX_NAME} printable characters")
        text = text.strip().lower()
        if text == "human":
            return cls(name or ("You" if index == 0 else f"Player {index + 1}"), "human")
        if text == "bot" or text.startswith("bot:"):
            level = text.split(":", 1)[1] if ":" in text else "medium"
            return cls(name or BOT_NAMES[index % len(BOT_NAMES)], "bot", level)
        raise ValueError(f"seat {index + 1}: {text!r} is not 'human' or 'bot[:level]'")


BOT_NAMES = ("Ada", "Bea", "Cyd", "Dov", "Eli")
