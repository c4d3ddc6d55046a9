"""Duplicate-deal tournaments between bot levels, at any table size.

Every deal (a seed) is played once per rotation of the seats, so each level sits in every
position of the same deal and the luck of the deal cancels. For each level: its share of the
wins (a shared win split; summed over the level's seats), the fair share (its seats / the
table), mean score, and time per decision (p50 / p95). The 95% confidence interval of a
share comes from the spread of the per-deal shares (normal approximation over deals, which
are independent; the rotations of one deal are not).
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field


@dataclass
class DealResult:
    deal: int
    shares: dict = field(default_factory=dict)    # level -> win share summed over its seats, per game, averaged
    scores: dict = field(default_factory=dict)    # level -> mean score of its seats
    times: dict = field(default_factory=dict)     # level -> [seconds a decision]


def seat_levels(levels: list, players: int) -> list:
    """Levels for the seats: as given, the last one repeated to fill the table."""
    out = list(levels)[:players]
    while len(out) < players:
        out.append(out[-1])
    return out


def play_deal(game_id: str, players: int, levels: list, seed: int, thinking: str = "normal") -> DealResult:
    from game.bots import get_bot
    from game.sim import bot_rng
    from rules import get_game
    g = get_game(game_id)
    base = seat_levels(levels, players)
    kinds = sorted(set(base), key=base.index)
    res = DealResult(seed, {k: 0.0 for k in kinds}, {k: 0.0 for k in kinds}, {k: [] for k in kinds})
    counts = {k: 0 for k in kinds}
    for rot in range(players):
        seats = [base[(i - rot) % players] for i in range(players)]
        bots = [get_bot(game_id, lv, thinking) for lv in seats]
        rngs = [bot_rng(seed * 31 + rot, i) for i in range(players)]
        s = g.new(players, seed)
        while not g.is_over(s):
            seat = min(g.to_act(s))
            view, legal = g.view(s, seat), g.legal_actions(s, seat)
            t0 = time.perf_counter()
            a = bots[seat](view, legal, rngs[seat])
            if len(legal) > 1:
                res.times[seats[seat]].append(time.perf_counter() - t0)
            s, _ = g.apply(s, seat, a)
        r = g.result(s)
        for i, lv in enumerate(seats):
            if i in r.winners:
                res.shares[lv] += 1.0 / len(r.winners)
            res.scores[lv] += r.scores[i]
            counts[lv] += 1
    for k in kinds:
        res.shares[k] /= players            # per game
        res.scores[k] /= max(1, counts[k])
    return res


def _pct(xs, q):
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))] if s else 0.0


def summarize(results: list, levels: list, players: int) -> list:
    """Rows (level, seats, fair share, share, ci95, mean score, p50 ms, p95 ms)."""
    base = seat_levels(levels, players)
    kinds = sorted(set(base), key=base.index)
    rows = []
    n = len(results)
    for k in kinds:
        xs = [r.shares[k] for r in results]
        mean = sum(xs) / n
        sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1)) if n > 1 else 0.0
        ci = 1.96 * sd / math.sqrt(n) if n > 1 else float("nan")
        times = [t for r in results for t in r.times[k]]
        rows.append((k, base.count(k), base.count(k) / players, mean, ci,
                     sum(r.scores[k] for r in results) / n, 1000 * _pct(times, 0.5), 1000 * _pct(times, 0.95)))
    return rows


def run_tournament(game_id: str, players: int, levels: list, deals: int, seed: int = 1, jobs: int = 1,
                   thinking: str = "normal", progress=None, seconds: float | None = None) -> list:
    """Results of the deals, by seed. With ``seconds``, no deal is started (one process) or
    waited for (several: the deals still in play are dropped) once that time has passed;
    the first deal always counts, so a short limit gives at least one."""
    args = [(game_id, players, levels, seed + d, thinking) for d in range(deals)]
    t0 = time.monotonic()

    def late():
        return seconds is not None and time.monotonic() - t0 >= seconds

    out = []
    if jobs > 1:
        import multiprocessing as mp
        with mp.get_context("spawn").Pool(jobs) as pool:
            for r in pool.imap_unordered(_star, args):
                out.append(r)
                if progress:
                    progress(len(out), deals)
                if late():
                    break                   # leaving the pool ends the deals still in play
        return sorted(out, key=lambda r: r.deal)
    for a in args:
        if out and late():
            break
        out.append(play_deal(*a))
        if progress:
            progress(len(out), deals)
    return out


def _star(a):
    return play_deal(*a)


__all__ = ["play_deal", "run_tournament", "summarize", "seat_levels", "DealResult"]
