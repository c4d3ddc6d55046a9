"""What goes on the wire from the rules: Views, Events, Results, actions, turned into plain
JSON data and back, through a whitelist.

Only these pass: ``None``, booleans, whole numbers, finite floats, strings, tuples (JSON
lists), lists (``{"$l": [...]}``), frozensets and sets (``{"$fs": [...]}``, sorted), dicts (``{"$d": [[k, v], ...]}``,
sorted by key) and the frozen dataclasses the rules define for what a seat may see (a View,
its parts, an Event, a Result, a card, an action: ``{"$": "module.Class", field: value}``).
A State is not one of them (no engine's State is a frozen dataclass, and any class whose name
ends in ``State`` is refused by name too), nor an ``Rng``, nor anything else: ``encode``
raises ``CodecError`` rather than guess. So the host can only ever send what it was handed,
and it is only ever handed a seat's View, the Events that seat may see and its legal moves.

Sorting sets and dicts makes the bytes depend on the values alone, never on the order
something hidden was built in (the privacy test compares bytes).
"""
from __future__ import annotations

import dataclasses
import importlib
import inspect
import math
import pkgutil

import msgspec

__all__ = ["CodecError", "encode", "decode", "dumps", "loads", "whitelist"]


class CodecError(ValueError):
    """A value the wire may not carry (encode), or data that is not what we send (decode)."""


_WHITELIST: dict | None = None
MAX_DEPTH = 16


def _rules_modules() -> list:
    import rules
    import rules.decks
    names = ["rules.core"]
    names += [f"rules.{m.name}" for m in pkgutil.iter_modules(rules.__path__) if not m.ispkg]
    names += [f"rules.decks.{m.name}" for m in pkgutil.iter_modules(rules.decks.__path__) if not m.ispkg]
    return names


def whitelist() -> dict:
    """``{"module.Class": class}``: every frozen dataclass the rules define, except States."""
    global _WHITELIST
    if _WHITELIST is None:
        out = {}
        for modname in _rules_modules():
            mod = importlib.import_module(modname)
            for name, cls in vars(mod).items():
                if not inspect.isclass(cls) or cls.__module__ != modname or not dataclasses.is_dataclass(cls):
                    continue
                if not cls.__dataclass_params__.frozen or name.endswith("State") or name.startswith("_"):
                    continue
                if any(not f.init for f in dataclasses.fields(cls)):
                    continue
                out[f"{modname.removeprefix('rules.')}.{name}"] = cls
        _WHITELIST = out
    return _WHITELIST


def _tag_of(cls) -> str | None:
    tag = f"{cls.__module__.removeprefix('rules.')}.{cls.__name__}"
    return tag if whitelist().get(tag) is cls else None


def _key(encoded) -> bytes:
    return msgspec.json.encode(encoded)


def encode(value, depth: int = 0):
    """``value`` as plain JSON data (see the module's docstring); CodecError for anything else."""
    if depth > MAX_DEPTH:
        raise CodecError("nested too deep")
    if value is None or isinstance(value, (bool, str)):
        return value
    if type(value) is int:
        return value
    if type(value) is float:
        if not math.isfinite(value):
            raise CodecError("not a finite number")
        return value
    if type(value) is tuple:
        return [encode(v, depth + 1) for v in value]
    if type(value) is list:
        return {"$l": [encode(v, depth + 1) for v in value]}
    if type(value) in (frozenset, set):
        items = [encode(v, depth + 1) for v in value]
        items.sort(key=_key)
        return {"$fs": items}
    if type(value) is dict or type(value).__name__ == "mappingproxy":
        pairs = [[encode(k, depth + 1), encode(v, depth + 1)] for k, v in value.items()]
        pairs.sort(key=lambda kv: _key(kv[0]))
        return {"$d": pairs}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        tag = _tag_of(type(value))
        if tag is None:
            raise CodecError(f"{type(value).__name__} may not go on the wire")
        out = {"$": tag}
        for f in dataclasses.fields(value):
            out[f.name] = encode(getattr(value, f.name), depth + 1)
        return out
    raise CodecError(f"{type(value).__name__} may not go on the wire")


def decode(data, depth: int = 0):
    """The value ``encode`` made of it; CodecError for anything ``encode`` never makes."""
    if depth > MAX_DEPTH:
        raise CodecError("nested too deep")
    if data is None or isinstance(data, (bool, str)) or type(data) is int:
        return data
    if type(data) is float:
        if not math.isfinite(data):
            raise CodecError("not a finite number")
        return data
    if type(data) is list:
        return tuple(decode(v, depth + 1) for v in data)
    if type(data) is dict:
        if "$l" in data and len(data) == 1 and type(data["$l"]) is list:
            return [decode(v, depth + 1) for v in data["$l"]]
        if "$fs" in data and len(data) == 1 and type(data["$fs"]) is list:
            try:
                return frozenset(decode(v, depth + 1) for v in data["$fs"])
            except TypeError:
                raise CodecError("a set of things that cannot be in a set") from None
        if "$d" in data and len(data) == 1 and type(data["$d"]) is list:
            out = {}
            for pair in data["$d"]:
                if type(pair) is not list or len(pair) != 2:
                    raise CodecError("a dict entry is a [key, value] pair")
                try:
                    out[decode(pair[0], depth + 1)] = decode(pair[1], depth + 1)
                except TypeError:
                    raise CodecError("a dict key that cannot be a key") from None
            return out
        cls = whitelist().get(data.get("$")) if isinstance(data.get("$"), str) else None
        if cls is None:
            raise CodecError(f"unknown kind {str(data.get('$'))[:40]!r}")
        names = {f.name for f in dataclasses.fields(cls)}
        given = set(data) - {"$"}
        if given != names:
            raise CodecError(f"{cls.__name__} needs exactly the fields {sorted(names)}")
        try:
            return cls(**{k: decode(data[k], depth + 1) for k in names})
        except (TypeError, ValueError) as exc:
            raise CodecError(f"bad {cls.__name__}: {exc}") from None
    raise CodecError(f"{type(data).__name__} is not wire data")


def dumps(message) -> bytes:
    """A message (plain JSON data, already encoded) as UTF-8 JSON bytes."""
    return msgspec.json.encode(message)


def loads(raw, max_bytes: int):
    """Plain JSON data from at most ``max_bytes`` of UTF-8 JSON; CodecError otherwise."""
    if isinstance(raw, str):
        raw = raw.encode("utf-8")
    if len(raw) > max_bytes:
        raise CodecError(f"message larger than {max_bytes} bytes")
    try:
        return msgspec.json.decode(raw)
    except msgspec.DecodeError as exc:
        raise CodecError(f"not JSON: {exc}") from None
