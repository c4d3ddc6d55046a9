"""A headless host (``python -m game serve``): the tables, where to join them, the LAN
announcement, and the end of the game."""
from __future__ import annotations

import asyncio
import sys

from .host import Host
from .lan import Announcer, local_addresses


def say(text: str) -> None:
    print(text, flush=True)


def join_lines(port: int, code: str, bind: str) -> list:
    """Where players join from, in words."""
    lines = []
    if bind in ("0.0.0.0", "::", ""):
        for ip in local_addresses():
            lines.append(f"  on your network:    python -m game join {ip}:{port} --code {code}")
        lines.append(f"  on this computer:   python -m game join 127.0.0.1:{port} --code {code}")
        lines.append(f"  over the internet:  forward TCP port {port} on your router to this computer, "
                     f"then give your public address and port {port} with the code")
    else:
        lines.append(f"  python -m game join {bind}:{port} --code {code}")
    return lines


def serve_tables(game_id, players, kinds, codes, port=8765, bind="0.0.0.0", seed=None, options=None,
                 bot_delay=0.75, bot_after=None, lan=True, quiet=False) -> int:
    """Host the tables until every game is over (0), or until stopped (130)."""
    try:
        return asyncio.run(_serve(game_id, players, kinds, codes, port, bind, seed, options, bot_delay,
                                  bot_after, lan, quiet))
    except KeyboardInterrupt:
        say("Stopped. The game is saved: the same command (or serve --resume) continues it.")
        return 130


async def _serve(game_id, players, kinds, codes, port, bind, seed, options, bot_delay, bot_after, lan, quiet) -> int:
    from rules import get_game
    log = (lambda text: None) if quiet else say
    host = Host(bind=bind, port=port, log=log)
    tables = [host.add_table(game_id, players, kinds, code=code, seed=seed, options=options, bot_delay=bot_delay,
                             bot_after=bot_after) for code in codes]
    try:
        await host.start()
    except OSError as exc:
        say(f"Could not listen on port {port}: {exc.strerror or exc}. Is another table using it? Try --port.")
        return 1
    title = get_game(game_id).title
    say(f"listening on {bind}:{host.port}")
    if len(tables) == 1:
        t = tables[0]
        say(f"Hosting {title} for {players} at table code {t.code}. Players join with:")
        for line in join_lines(host.port, t.code, bind):
            say(line)
        waiting = len(t.waiting_for())
        if waiting:
            say(f"Waiting for {waiting} player{'s' if waiting > 1 else ''} to join…")
    else:
        say(f"Hosting {len(tables)} tables of {title} ({tables[0].code} … {tables[-1].code}) on port {host.port}")
    loop = asyncio.get_running_loop()
    announcer = None
    if lan:
        announcer = Announcer(host.port, log=log)
        for t in tables:
            free = sum(1 for i in t.remote_seats if t.tokens[i] is None)
            loop.run_in_executor(None, announcer.add, t.code, game_id, players, free)

        def changed(t):
            free = sum(1 for i in t.remote_seats if t.tokens[i] is None)
            loop.run_in_executor(None, announcer.update, t.code, game_id, players, free)
        host.on_change = changed
    try:
        results = await asyncio.gather(*(t.done for t in tables), return_exceptions=True)
    finally:
        if announcer is not None:
            await loop.run_in_executor(None, announcer.close)
        await asyncio.sleep(0.2)                # the last state messages leave
        await host.stop()
    failed = [r for r in results if isinstance(r, BaseException)]
    for t in tables:
        if t.finished_record is not None and not quiet:
            final = t.finished_record.get("final", {})
            names = [s.name for s in t.match.seats]
            winners = ", ".join(names[w] for w in final.get("winners", []))
            say(f"Game over at table {t.code}: {winners} won. Record kept as {t.record_path}")
    if failed:
        print(f"error: {failed[0]!r}", file=sys.stderr)
        return 1
    return 0
