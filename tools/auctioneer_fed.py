"""How often an Auctioneer easy bot hands the next seat a run: in games of the given levels
(one per seat), the royals won, and how many of them another seat won on the turn right after
an easy seat's move, with a card that move had just placed or swapped (a newcomer who sat an
easy bot before a medium one: "the game played itself around me").

    python tools/auctioneer_fed.py medium,easy,medium 60

Seeds 1 on.
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.sim import play_game  # noqa: E402
from rules.auctioneer import Place, Swap  # noqa: E402


def main(levels: list, games: int) -> None:
    won = [0] * len(levels)
    fed = 0
    for seed in range(1, games + 1):
        moves = []          # (seat, the cards its move placed or swapped), this round

        def on(state, seat, action, events):
            nonlocal fed
            if isinstance(action, Place):
                moves.append((seat, {action.card}))
            elif isinstance(action, Swap):
                moves.append((seat, {state.cards[action.i], state.cards[action.j]}))
            for e in events:
                if e.kind == "claim" and e.data["valid"]:
                    won[seat] += 1
                    if len(moves) >= 2:
                        mover, cards = moves[-2]
                        if mover != seat and levels[mover] == "easy" and cards & set(e.data["cards"]):
                            fed += 1
                elif e.kind == "deal":
                    moves.clear()
        play_game("auctioneer", len(levels), seed, levels, on_step=on)
    print(f"{games} games, seats {','.join(levels)}: royals won by seat {won} (of {sum(won)}); "
          f"won on the turn after an easy seat's move, with a card it had just placed or "
          f"swapped: {fed}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[-3].strip(), file=sys.stderr)
        print("usage: python tools/auctioneer_fed.py LEVELS GAMES", file=sys.stderr)
        sys.exit(2)
    main(sys.argv[1].split(","), int(sys.argv[2]))
