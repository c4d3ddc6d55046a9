"""How much a hard bot's decisions gain over medium's, position by position: a finer gauge
than a tournament for choosing between versions of the search.

Positions come from games of medium in every seat (every ``--stride``-th decision that hard
would search). In each, hard decides from the seat's View; where it overrules medium, both
moves are played in ``--evals`` fresh sampled games (``determinize`` of the View, then full
games of medium everywhere, the same samples for both moves: common random numbers). The
gain of the position is the difference of the two win shares; 0 where hard kept medium's
move. The mean gain per position, with its standard error, says how much a version of the
search improves on medium, and two versions run on the same positions compare pairwise
(``--save`` then ``--against``).

    python tools/decision_gain.py sorcerous-futures 3 --games 15 --stride 3 --save base.json

Hard thinks on the wall clock, so run it on a quiet machine (at most one run a core).

What the default cannot see: the fresh sampled games deal the hidden cards uniformly from
what the View leaves, as a plain search does, so a version whose errors come from that model
(what the other seats' moves say about their cards) looks better there than it plays. (Sorcerous
Futures at three players: ten auctions before scoring gained 0.2% a position over six there,
two standard errors, and won 41.3% against 43.7% in the tournament.) ``--truth`` plays both
moves on from the real position instead (the deck reshuffled, what nobody knows yet), which
sees what inference about the hidden cards is worth, with fewer ``--evals`` (the futures vary
less). A tournament decides; this gauge only says which versions are worth one.

``--set game.bots.sf_inference.PROPOSALS=1`` changes a module's setting first (JSON values),
so two versions run side by side from one checkout.
"""
from __future__ import annotations

import argparse
import copy
import importlib
import json
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots import get_bot, hook  # noqa: E402
from game.bots.search import playout  # noqa: E402
from game.sim import play_game  # noqa: E402
from rules import get_game  # noqa: E402
from rules.core import Rng  # noqa: E402


def positions(g, game_id: str, players: int, games: int, stride: int) -> list:
    """Every ``stride``-th decision hard would search, in games of medium everywhere."""
    here, out, n = hook(game_id, "search_here"), [], 0

    def seen(state, *_):
        nonlocal n
        if g.is_over(state):
            return
        who = min(g.to_act(state))
        view, legal = g.view(state, who), g.legal_actions(state, who)
        if len(legal) > 1 and (here is None or here(view)):
            n += 1
            if n % stride == 0:
                out.append((view, legal, state))
    for k in range(games):
        play_game(game_id, players, 1000 + k, ["medium"] * players, on_step=seen)
    return out


def win_shares(g, medium, view, move, index: int, evals: int, truth=None) -> list:
    """Win shares of ``move`` in ``evals`` games of medium: from fresh sampled positions of
    the View, or (``truth``, the real position) from the real one with fresh playout luck."""
    out = []
    for e in range(evals):
        r = Rng(7919 * index + e)
        if truth is None:
            start = g.determinize(view, r)
        else:
            start = copy.copy(truth)
            if isinstance(getattr(start, "deck", None), list):
                start.deck = r.shuffled(start.deck)     # what nobody knows yet: the order of the deck
        s, _ = g.apply(start, view.seat, move)
        out.append(playout(g, s, medium, Rng(r.next64()), view.seat)[0])
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game")
    ap.add_argument("players", type=int)
    ap.add_argument("--games", type=int, default=15)
    ap.add_argument("--stride", type=int, default=3)
    ap.add_argument("--max-positions", type=int, default=200)
    ap.add_argument("--evals", type=int, default=200)
    ap.add_argument("--truth", action="store_true",
                    help="play both moves on from the real position (the hidden cards as they were dealt), "
                         "not from fresh sampled ones: sees what inference about hidden cards is worth")
    ap.add_argument("--set", action="append", default=[], metavar="MODULE.NAME=VALUE",
                    help="change a module's setting first, e.g. game.bots.sf_inference.PROPOSALS=1")
    ap.add_argument("--save", help="write the per-position gains here (JSON)")
    ap.add_argument("--against", help="a --save file of another version, same arguments: paired difference")
    a = ap.parse_args(argv)
    for item in a.set:
        name, _, value = item.partition("=")
        mod, _, attr = name.rpartition(".")
        setattr(importlib.import_module(mod), attr, json.loads(value))
    g = get_game(a.game)
    medium, hard = get_bot(a.game, "medium"), get_bot(a.game, "hard")
    pos = positions(g, a.game, a.players, a.games, a.stride)[:a.max_positions]
    gains, overrules, worse, took = [], 0, 0, []
    for i, (view, legal, state) in enumerate(pos):
        prior = medium(view, legal, Rng(i))
        t = time.perf_counter()
        move = hard(view, legal, Rng(i))
        took.append(time.perf_counter() - t)
        if move == prior:
            gains.append(0.0)
            continue
        truth = state if a.truth else None
        x = win_shares(g, medium, view, move, i, a.evals, truth)
        y = win_shares(g, medium, view, prior, i, a.evals, truth)
        gains.append(sum(p - q for p, q in zip(x, y)) / a.evals)
        overrules += 1
        worse += gains[-1] < 0
    n = len(gains)
    mean, se = statistics.mean(gains), statistics.stdev(gains) / math.sqrt(n)
    print(f"{a.game} {a.players}p: {n} positions, hard overruled medium in {overrules} ({overrules / n:.0%}), "
          f"{worse} of them worse; gain a position {mean * 100:+.2f}% of a win (SE {se * 100:.2f}); "
          f"decision time p50 {sorted(took)[n // 2]:.2f} s")
    if a.save:
        Path(a.save).write_text(json.dumps(gains))
    if a.against:
        other = json.loads(Path(a.against).read_text())
        d = [p - q for p, q in zip(gains, other)]
        print(f"against {a.against}: {statistics.mean(d) * 100:+.3f}% a position "
              f"(SE {statistics.stdev(d) / math.sqrt(len(d)) * 100:.3f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
