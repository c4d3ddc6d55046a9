"""Hints and the game review: what a thinking bot would do in a seat's place, and how sure.

The advisor works like every bot, from the seat's View only: it samples full positions
consistent with the View (the game's ``determinize``), plays each candidate move in them and
finishes the game with the strongest quick bot for every seat, and counts how often the seat
wins (a shared win counts as a share). It never plays a move: it returns estimates.

``Job`` runs any of this on a worker thread with a progress value and a cancel switch, so
the window never stalls.
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass

from rules import get_game
from rules.core import Rng

from .bots import get_bot, levels

MAX_CANDIDATES = 16


@dataclass(frozen=True)
class Estimate:
    action: object
    win: float            # estimated chance to win (0..1), shared wins counted as shares
    samples: int
    margin: float = 0.0   # mean final score minus the best other seat's (breaks ties between moves)


class Cancelled(Exception):
    pass


def _playout_level(game_id: str) -> str:
    lv = levels(game_id)
    return "medium" if "medium" in lv else lv[-1]


def _candidates(legal: list, must=(), cap: int = MAX_CANDIDATES) -> list:
    """At most ``cap`` moves to weigh: all of them when few, else evenly spread ones plus
    those that must be there (the bot's own choice, the move a player made)."""
    if len(legal) <= cap:
        return list(legal)
    step = len(legal) / (cap - len(must))
    picked = [legal[int(i * step)] for i in range(cap - len(must))]
    return list(dict.fromkeys(list(must) + picked))


def rank_moves(game_id: str, view, seat: int, legal: list, rng: Rng, budget_s: float = 0.8,
               min_samples: int = 3, must=(), cancel=None, progress=None) -> list:
    """Estimates for the seat's candidate moves, best first.

    ``budget_s`` bounds the thinking time (each candidate gets at least ``min_samples``
    playouts); ``cancel()`` returning True stops it (raises Cancelled); ``progress(f)``
    receives the share of the budget used."""
    g = get_game(game_id)
    level = _playout_level(game_id)
    bot = get_bot(game_id, level)
    suggestion = bot(view, legal, rng.copy())
    cands = _candidates(legal, (suggestion,) + tuple(a for a in must if a in legal))
    wins = [0.0] * len(cands)
    margins = [0.0] * len(cands)
    runs = [0] * len(cands)
    t0 = time.perf_counter()
    rounds = 0
    while True:
        used = time.perf_counter() - t0
        if rounds >= min_samples and used >= budget_s:
            break
        if cancel is not None and cancel():
            raise Cancelled()
        state = g.determinize(view, rng)
        for i, a in enumerate(cands):
            try:
                s, _ = g.apply(state, seat, a)
            except Exception:  # noqa: BLE001 - a move that the sampled position refuses counts as no win
                runs[i] += 1
                continue
            w, mg = _playout(g, s, bot, rng, seat)
            wins[i] += w
            margins[i] += mg
            runs[i] += 1
        rounds += 1
        if progress is not None:
            progress(min(1.0, max(rounds / max(1, min_samples), (time.perf_counter() - t0) / max(budget_s, 1e-9)) * 0.999))
    out = [Estimate(a, wins[i] / max(1, runs[i]), runs[i], margins[i] / max(1, runs[i])) for i, a in enumerate(cands)]
    out.sort(key=lambda e: (-e.win, -e.margin, cands.index(e.action)))
    if progress is not None:
        progress(1.0)
    return out


def _playout(g, s, bot, rng: Rng, seat: int, max_steps: int = 2000) -> tuple:
    """(win share, score margin) of ``seat`` after finishing the game with ``bot`` everywhere."""
    steps = 0
    while not g.is_over(s) and steps < max_steps:
        who = min(g.to_act(s))
        s, _ = g.apply(s, who, bot(g.view(s, who), g.legal_actions(s, who), rng))
        steps += 1
    if not g.is_over(s):
        return 0.0, 0.0
    r = g.result(s)
    others = [v for i, v in enumerate(r.scores) if i != seat]
    margin = r.scores[seat] - max(others) if others else 0.0
    return (1.0 / len(r.winners) if seat in r.winners else 0.0), margin


# ---------------------------------------------------------------------------- the game review

@dataclass(frozen=True)
class Decision:
    index: int            # position in the record's action list (the replay opens before it)
    action: object        # the move played
    played: float         # its estimated win chance
    best: object          # the advisor's best move
    best_win: float
    played_margin: float = 0.0
    best_margin: float = 0.0

    @property
    def cost(self) -> float:
        """Lost chance to win; between moves that win (or lose) alike, lost points count a little."""
        return max(0.0, self.best_win - self.played) + max(0.0, self.best_margin - self.played_margin) / 1000.0


def review(record: dict, seat: int, budget_s: float = 0.4, cancel=None, progress=None) -> list:
    """For each decision of ``seat`` in a finished game's record (with a choice to make), the
    advisor's estimate of the move played against its best one. In the record's order."""
    g = get_game(record["game"])
    s = g.new(int(record["players"]), int(record["seed"]), record.get("options") or {})
    steps = record.get("actions", [])
    mine = [i for i, st in enumerate(steps) if int(st["seat"]) == seat]
    out = []
    rng = Rng(0x5EED ^ int(record["seed"]) & 0xFFFFFFFF)
    done = 0
    for i, st in enumerate(steps):
        who, action = int(st["seat"]), g.parse_action(st["action"])
        if who == seat:
            legal = g.legal_actions(s, seat)
            if len(legal) > 1:
                def part(f, k=done):
                    if progress is not None:
                        progress((k + f) / max(1, len(mine)))
                est = rank_moves(record["game"], g.view(s, seat), seat, legal, rng, budget_s, must=(action,),
                                 cancel=cancel, progress=part)
                mine_est = next((e for e in est if e.action == action), None)
                played = mine_est.win if mine_est else 0.0
                pm = mine_est.margin if mine_est else est[-1].margin
                out.append(Decision(i, action, played, est[0].action, est[0].win, pm, est[0].margin))
            done += 1
            if progress is not None:
                progress(done / max(1, len(mine)))
        s, _ = g.apply(s, who, action)
    return out


def worst(decisions: list, k: int = 3) -> list:
    """The ``k`` decisions that cost most (largest drop in estimated win chance), worst first."""
    return sorted((d for d in decisions if d.cost > 0.0005), key=lambda d: (-d.cost, d.index))[:k]


# ---------------------------------------------------------------------------- off the frame loop

class Job:
    """Runs ``fn(cancel=…, progress=…)`` on a daemon thread. Poll ``done``, ``progress``,
    ``result`` and ``error``; ``cancel()`` asks it to stop."""

    def __init__(self, fn, *args, **kwargs):
        self.progress = 0.0
        self.result = None
        self.error = None
        self.cancelled = False
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(fn, args, kwargs), daemon=True, name="advisor")
        self._thread.start()

    def _run(self, fn, args, kwargs) -> None:
        try:
            self.result = fn(*args, cancel=self._stop.is_set, progress=self._set_progress, **kwargs)
        except Cancelled:
            self.cancelled = True
        except Exception as exc:  # noqa: BLE001 - reported to the player, never kills the window
            self.error = exc
        self.progress = 1.0

    def _set_progress(self, f: float) -> None:
        self.progress = f

    def cancel(self) -> None:
        self._stop.set()

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    def wait(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)


__all__ = ["Estimate", "Decision", "Job", "Cancelled", "rank_moves", "review", "worst"]
