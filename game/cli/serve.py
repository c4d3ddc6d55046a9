"""``serve GAME --players N --seats remote,remote,bot:medium [--port P] [--code C]``: host a
table without a window (a home server). Prints where to join; exits 0 when the game is over
(its record kept with the finished games). The same command after a stop (or ``--resume``)
continues the saved game, and the players rejoin their seats."""
from __future__ import annotations

import argparse

from .common import GAME_IDS, UsageError, check_players, get_game, nonneg, parse_options, positive

HELP = "host a table for players on other computers (no window)"
DEFAULT_PORT = 8765


def _seconds(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 <= v <= 3600:
        raise argparse.ArgumentTypeError(f"{text!r} must be from 0 to 3600 seconds")
    return v


def _port(text: str) -> int:
    v = nonneg(text)
    if v > 65535:
        raise argparse.ArgumentTypeError(f"port {v} is out of range (0 to 65535)")
    return v


def add_arguments(p) -> None:
    p.add_argument("game", nargs="?", choices=GAME_IDS, help="(not needed with --resume)")
    p.add_argument("--players", type=positive)
    p.add_argument("--seats", help="comma list, one per player: remote (a player on another computer) or "
                                   "bot:LEVEL; default: remote for every seat")
    p.add_argument("--port", type=_port, default=DEFAULT_PORT, help=f"TCP port (default {DEFAULT_PORT}; 0: any free one)")
    p.add_argument("--bind", default="0.0.0.0", help="address to listen on (default: every interface)")
    p.add_argument("--code", help="the table's code (default: six random characters)")
    p.add_argument("--seed", type=nonneg)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--resume", action="store_true",
                   help="continue the saved table (the one with --code, else the most recent)")
    p.add_argument("--bot-delay", type=_seconds, default=0.75, help="seconds between bot moves (default 0.75)")
    p.add_argument("--bot-after", type=_seconds,
                   help="a player away this many seconds when it is their turn is played by a bot until they return")
    p.add_argument("--no-lan", action="store_true", help="do not list the table on the local network")
    p.add_argument("--tables", type=positive, default=1, help=argparse.SUPPRESS)   # load tests: K tables, codes C-1…C-K
    p.add_argument("--quiet", action="store_true", help=argparse.SUPPRESS)


def _latest_table() -> str | None:
    import os
    from game.net.tablefile import tables_dir
    folder = tables_dir()
    names = [n for n in os.listdir(folder) if n.endswith(".json") and ".broken-" not in n and not n.startswith(".")]
    if not names:
        return None
    return max(names, key=lambda n: os.path.getmtime(os.path.join(folder, n)))[:-5]


def run(a) -> int:
    from game.net.tablefile import CODE_RE, read_table, table_path
    from game.storage import BrokenFile
    code = a.code.upper() if a.code else None
    if code is not None and not CODE_RE.match(code):
        raise UsageError("a table code is 3 to 32 letters, digits or hyphens")
    if a.tables > 1 and (code is None or a.resume):
        raise UsageError("--tables needs --code (the tables are CODE-1, CODE-2, …) and no --resume")
    if a.resume:
        code = code or _latest_table()
        if code is None:
            raise UsageError("there is no saved table to resume (start one with serve GAME …)")
        try:
            saved = read_table(table_path(code))
        except BrokenFile as exc:
            raise UsageError(str(exc)) from None
        if saved is None:
            raise UsageError(f"there is no saved table {code}")
        rec = saved["record"]
        game_id, players, kinds, opts = rec["game"], rec["players"], [s["kind"] for s in saved["seats"]], {}
    else:
        if a.game is None:
            raise UsageError("which game? serve GAME --players N [--seats remote,remote,bot:medium]")
        g = get_game(a.game)
        if a.players is None:
            raise UsageError("--players N is needed")
        check_players(g, a.players)
        kinds = [k.strip().lower() for k in (a.seats or ",".join(["remote"] * a.players)).split(",")]
        if len(kinds) != a.players:
            raise UsageError(f"--seats needs {a.players} entries, got {len(kinds)}")
        from game.bots import levels
        for k in kinds:
            if k == "bot":
                k = "bot:medium"
            if k != "remote" and not (k.startswith("bot:") and k[4:] in levels(a.game)):
                raise UsageError(f"a seat is remote or bot:LEVEL (levels: {', '.join(levels(a.game))}), not {k!r}")
        kinds = ["bot:medium" if k == "bot" else k for k in kinds]
        if "remote" not in kinds:
            raise UsageError("at least one seat must be remote (a player on another computer)")
        game_id, players, opts = a.game, a.players, parse_options(g, a.option)
    from game.net.serve import serve_tables
    codes = [code] if a.tables == 1 else [f"{code}-{k + 1}" for k in range(a.tables)]
    try:
        return serve_tables(game_id, players, kinds, codes, port=a.port, bind=a.bind, seed=a.seed, options=opts,
                            bot_delay=a.bot_delay, bot_after=a.bot_after, lan=not a.no_lan, quiet=a.quiet)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
