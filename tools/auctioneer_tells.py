"""How often a tell gives an Auctioneer bot's run away: in 3-player games of a tell-reader (a
player who turns up first the card the seat before just placed face down beside a face-up card,
then plays as medium) against two bots of LEVEL, the share of those bots' placements beside a
face-up card that the tell-reader finished into a run right after (a newcomer beat the hard
bots so, four times in a game).

    python tools/auctioneer_tells.py medium 60
    python tools/auctioneer_tells.py hard 9      # hard thinks quick here; minutes a game

The tell-reader takes each seat in turn (game k: seat k mod 3); seeds 2000 on.
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.bots import get_bot  # noqa: E402
from rules.auctioneer import GAME, Flip, Place  # noqa: E402
from rules.core import Rng  # noqa: E402


def main(level: str, games: int) -> None:
    med = get_bot("auctioneer", "medium")
    other = get_bot("auctioneer", level, thinking="quick") if level == "hard" else get_bot("auctioneer", level)

    def tell(view, legal, rng):
        if view.step == "flip" and view.placements:
            _, who, p = view.placements[-1]
            L = len(view.circle)
            if who != view.seat and not view.circle[p].face_up and \
                    any(view.circle[(p + d) % L].face_up for d in (-2, -1, 1, 2)):
                if Flip(p) in legal:
                    return Flip(p)
        return med(view, legal, rng)

    places = tells = taken = 0
    for seed in range(games):
        s = GAME.new(3, 2000 + seed)
        rng = Rng(seed)
        bots = [other, other, other]
        me = seed % 3
        bots[me] = tell
        last = None
        while not GAME.is_over(s):
            seat = min(GAME.to_act(s))
            a = bots[seat](GAME.view(s, seat), GAME.legal_actions(s, seat), rng)
            s2, ev = GAME.apply(s, seat, a)
            if isinstance(a, Place) and seat != me:
                places += 1
                L = len(s2.cards)
                if any(s2.up[(a.gap + d) % L] for d in (-2, -1, 1, 2)):
                    tells += 1
                    last = a.card
            elif seat == me:
                if any(e.kind == "claim" and e.data["valid"] and last in e.data["cards"] for e in ev):
                    taken += 1
                if isinstance(a, Place) or any(e.kind == "end_turn" for e in ev):
                    last = None
            s = s2
    print(f"{level}: {places} placements, {tells} beside a face-up card, {taken} taken by the tell-reader "
          f"right after ({taken / max(1, tells):.1%}), {games} games")


if __name__ == "__main__":
    if len(sys.argv) != 3 or not sys.argv[2].isdigit():
        print(__doc__)
        sys.exit(2)
    main(sys.argv[1], int(sys.argv[2]))
