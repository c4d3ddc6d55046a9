"""The messages a client may send, one strict msgspec schema per kind, and what the host answers.

Everything a client sends is untrusted. A message is at most ``MAX_CLIENT_MESSAGE`` bytes
(the websocket itself refuses more than ``MAX_FRAME``), UTF-8 JSON, and exactly one of the
kinds below: its ``t`` names the kind, every field has its type and its bounds, and an
unknown field is refused. ``parse_client`` turns raw bytes into one of these Structs or
raises ``Refused`` with the error the host sends back (and nothing changes).

Client → host::

    {"t": "hello", "version": 1, "code": "K7QF2M", "token": null | "<32 hex>", "name": "Ann"}
    {"t": "act", "action": {"type": "bid", "amount": 12}, "turn": 7}
    {"t": "ping", "n": 3}

Host → client (plain JSON data; Views, Events and Results through ``codec``)::

    {"t": "welcome", "version", "seat", "token", "game", "players", "options", "names", "kinds", "code"}
    {"t": "state", "turn", "view", "legal", "events", "reset", "to_act", "present", "names",
     "over", "result", "final"}          (events: the new ones this seat may see; reset: all of them)
    {"t": "error", "code": "schema" | "version" | "table" | "token" | "full" | "turn" |
                           "stale" | "illegal" | "size" | "json" | "rate" | "hello", "message": "..."}
    {"t": "pong", "n": 3}
    {"t": "closed", "message": "..."}    (the host left and closed the table for good: do not rejoin)
"""
from __future__ import annotations

from typing import Annotated, Union

import msgspec

PROTOCOL_VERSION = 1
MAX_CLIENT_MESSAGE = 4096          # bytes: a hello or an action is far smaller
MAX_FRAME = 65536                  # the websocket closes the connection (1009) above this
MAX_HOST_MESSAGE = 8 * 1024 * 1024 # what a client accepts from a host (a whole game's log fits)

Code = Annotated[str, msgspec.Meta(min_length=3, max_length=32, pattern=r"^[A-Za-z0-9-]+$")]
Token = Annotated[str, msgspec.Meta(min_length=32, max_length=32, pattern=r"^[0-9a-f]+$")]
Name = Annotated[str, msgspec.Meta(min_length=1, max_length=24)]
FieldName = Annotated[str, msgspec.Meta(min_length=1, max_length=32)]
Atom = Union[None, bool, int, Annotated[str, msgspec.Meta(max_length=64)],
             Annotated[list[Union[int, Annotated[str, msgspec.Meta(max_length=64)]]], msgspec.Meta(max_length=64)]]
ActionData = Annotated[dict[FieldName, Atom], msgspec.Meta(min_length=1, max_length=8)]
Count = Annotated[int, msgspec.Meta(ge=0, le=2 ** 31)]


class Hello(msgspec.Struct, tag="hello", tag_field="t", forbid_unknown_fields=True):
    version: int
    code: Code
    token: Union[Token, None] = None
    name: Union[Name, None] = None


class Act(msgspec.Struct, tag="act", tag_field="t", forbid_unknown_fields=True):
    action: ActionData
    turn: Count                      # the seat's decisions so far, as the last state said


class Ping(msgspec.Struct, tag="ping", tag_field="t", forbid_unknown_fields=True):
    n: Count = 0


ClientMessage = Union[Hello, Act, Ping]
_decoder = msgspec.json.Decoder(ClientMessage)


class Refused(Exception):
    """A client's message refused: ``code`` and ``message`` go back in an error reply."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code, self.message = code, message


def parse_client(raw) -> Hello | Act | Ping:
    """One client message, checked against its kind's schema; Refused otherwise."""
    if isinstance(raw, str):
        raw = raw.encode("utf-8")
    if len(raw) > MAX_CLIENT_MESSAGE:
        raise Refused("size", f"A message may be at most {MAX_CLIENT_MESSAGE} bytes; this one has {len(raw)}.")
    try:
        return _decoder.decode(raw)
    except msgspec.ValidationError as exc:
        raise Refused("schema", f"That message does not follow the protocol: {str(exc)[:160]}") from None
    except msgspec.DecodeError as exc:
        raise Refused("json", f"That message is not JSON: {str(exc)[:120]}") from None


def error(code: str, message: str) -> dict:
    return {"t": "error", "code": code, "message": message}
