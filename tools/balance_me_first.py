"""Self-play balance figures for the Me First deck (the table in rules/decks/me_first_deck.py).

    python tools/balance_me_first.py [--games 400] [--bots medium] [--players 2,3,4,5]
                                     [--table '{"1": [2,1,1,1], ...}'] [--seed 1]

For each player count it plays ``--games`` bots-only games and prints:
- win rate per seat (a shared win counts 1/k for each of the k winners);
- for each number 1..10, the mean *value of taking it* in the acquisition phase: the taker's
  final score minus the table's mean final score, averaged over every acquisition take of a
  card with that number (with random bots the choice ignores the card, so this measures the
  card itself; with medium bots it also shows how well the card is used);
- for each number, how often a card with it is the first card taken from a row that holds it.
``--table`` tries another star table (same shape as ``rules.decks.me_first_deck.STARS``) without
editing the deck. Same arguments, same output.
"""
from __future__ import annotations

import argparse
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

import rules.me_first as engine  # noqa: E402
import rules.decks.me_first_deck as deck  # noqa: E402
from rules import get_game  # noqa: E402
from game.bots import get_bot  # noqa: E402
from game.sim import bot_rng  # noqa: E402


def install_table(stars: dict) -> None:
    """Swap the star table in the deck and the engine (tooling only)."""
    deck.STARS = {int(k): tuple(v) for k, v in stars.items()}
    deck.CARDS = deck._build()
    deck.IDS = tuple(c.id for c in deck.CARDS)
    deck._BY_ID = {c.id: c for c in deck.CARDS}
    engine.CARDS, engine.IDS = deck.CARDS, deck.IDS
    engine._CARD = {c.id: c for c in deck.CARDS}
    engine._KEY = {c.id: (c.number, -c.arrows) for c in deck.CARDS}
    engine._STARS = {c.id: c.stars for c in deck.CARDS}


def run(players: int, games: int, bots: list, seed: int) -> dict:
    g = get_game("me-first")
    wins = [0.0] * players
    scores = [0.0] * players
    value = {k: [0.0, 0] for k in range(1, 11)}
    first = {k: [0, 0] for k in range(1, 11)}      # [taken first, present in a row]
    for k in range(games):
        takes = []
        state = g.new(players, seed + k)
        lv = [bots[(i + k) % len(bots)] for i in range(players)]
        fns = [get_bot("me-first", b) for b in lv]
        rngs = [bot_rng(seed + k, i) for i in range(players)]
        while not g.is_over(state):
            seat = min(g.to_act(state))
            legal = g.legal_actions(state, seat)
            action = fns[seat](g.view(state, seat), legal, rngs[seat])
            if state.phase == "acquire":
                takes.append((seat, deck.card(action.card).number))
                if state.turn == 0:
                    nums = {deck.card(c).number for c in state.row}
                    for nmb in nums:
                        first[nmb][1] += 1
                    first[deck.card(action.card).number][0] += 1
            state, _ = g.apply(state, seat, action)
        r = g.result(state)
        for w in r.winners:
            wins[w] += 1 / len(r.winners)
        for i, sc in enumerate(r.scores):
            scores[i] += sc
        mean = sum(r.scores) / players
        for seat, nmb in takes:
            value[nmb][0] += r.scores[seat] - mean
            value[nmb][1] += 1
    return {
        "players": players, "games": games, "bots": bots,
        "win_rate": [w / games for w in wins],
        "mean_score": [s / games for s in scores],
        "take_value": {k: (v[0] / v[1] if v[1] else None) for k, v in value.items()},
        "first_pick": {k: (f[0] / f[1] if f[1] else None) for k, f in first.items()},
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--bots", default="medium", help="comma list, rotated over the seats")
    ap.add_argument("--players", default="2,3,4,5")
    ap.add_argument("--table", default=None, help="JSON star table to try")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true", help="print JSON instead of a table")
    a = ap.parse_args(argv)
    if a.table:
        install_table(json.loads(a.table))
    bots = a.bots.split(",")
    out = []
    for n in [int(x) for x in a.players.split(",")]:
        res = run(n, a.games, bots, a.seed)
        out.append(res)
        if a.json:
            continue
        print(f"== {n} players, {a.games} games, bots {','.join(bots)}")
        print("  win rate per seat: " + "  ".join(f"{w:.3f}" for w in res["win_rate"])
              + f"   (fair: {1 / n:.3f})")
        print("  mean score per seat: " + "  ".join(f"{s:+.2f}" for s in res["mean_score"]))
        print("  number:      " + " ".join(f"{k:>6}" for k in range(1, 11)))
        print("  take value:  " + " ".join(f"{res['take_value'][k]:+6.2f}" for k in range(1, 11)))
        print("  first pick:  " + " ".join(f"{res['first_pick'][k]:6.2f}" for k in range(1, 11)))
    if a.json:
        print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
