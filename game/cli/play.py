"""``play GAME --players N [--seats human,bot:medium,…] [--seed S] [--option k=v]``: straight to a table."""
from __future__ import annotations

from .common import GAME_IDS, UsageError, check_players, get_game, nonneg, parse_options, positive, size_arg

HELP = "straight to a table"


def add_arguments(p) -> None:
    p.add_argument("game", choices=GAME_IDS)
    p.add_argument("--players", type=positive, required=True)
    p.add_argument("--seats", help="comma list: human, bot, bot:LEVEL (optionally Name=bot:easy)")
    p.add_argument("--seed", type=nonneg)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--size", type=size_arg, metavar="WxH", dest="play_size")


def run(a) -> int:
    from game.app import App
    from game.bots import levels
    from game.flow import start_match
    from game.seats import SeatSpec
    from scenes.registry import table_class
    g = get_game(a.game)
    check_players(g, a.players)
    if table_class(a.game) is None:
        raise UsageError(f"{g.title} cannot be played in the window yet (try: simulate {a.game})")
    opts = parse_options(g, a.option)
    specs = (a.seats or ",".join(["human"] + ["bot:medium"] * (a.players - 1))).split(",")
    if len(specs) != a.players:
        raise UsageError(f"--seats needs {a.players} entries, got {len(specs)}")
    try:
        seats = [SeatSpec.parse(t, i) for i, t in enumerate(specs)]
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    if sum(not s.is_bot for s in seats) > 1 and seats[0].name == "You" and "=" not in specs[0]:
        # several people at the screen: "You" would be whoever looks (the setup screen says Player 1 too)
        seats[0] = SeatSpec("Player 1", "human")
    for s in seats:
        if s.is_bot and s.level not in levels(a.game):
            raise UsageError(f"unknown bot level {s.level!r} (levels: {', '.join(levels(a.game))})")
    app = App(size=a.play_size or a.size)
    start_match(app, a.game, a.players, seats, a.seed, opts)
    app.run()
    return 0
