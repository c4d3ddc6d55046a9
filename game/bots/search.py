"""The search behind the hard bot, the hints and the game review: determinized Monte Carlo
rollouts of the medium bot (a rollout policy improvement, Tesauro and Galperin 1996, over
positions sampled from the seat's View as in determinized search, Cowling, Powley and
Whitehouse 2012).

Like every bot it sees only its seat's View, the legal moves and its own Rng. Each round
samples one full position consistent with the View (the game's ``determinize``), plays every
candidate move in it and finishes the game with the medium bot in every seat, all candidates
with the same playout randomness (common random numbers: the moves are compared on the same
futures, so their difference is measured with far less noise). Rounds go on until the time
budget is spent. Every few rounds the worse half of the candidates is dropped (successive
halving), so the budget goes to the moves that might be best.

What the search plays and how it samples come in a ``SearchKit`` (the game's engine, its
medium bot and its hooks), built by ``game.bots.search_kit(game_id)``: the search itself looks
nothing up.

Measured against the information-set tree search (since removed: see ``game/bots/hard.py``) that it replaced as
"hard": at a few hundred sampled games a decision the tree's statistics stay too thin to
beat medium, while rollouts of medium improve on it (tournament figures in the README).
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass

from rules.core import Rng

MAX_CANDIDATES = 12
HALVING_ROUNDS = (3, 6, 12, 24, 48)
MARGIN_WEIGHT = 0.02          # the score margin's share of a move's value (wins dominate)


@dataclass(frozen=True)
class SearchKit:
    """What a search needs of a game: its engine, the policy that finishes sampled games
    (medium), and the game's hooks: ``sampler(game, view)`` (how positions are drawn behind a
    View; None: ``determinize``), ``rollout_cutoff(start, state)`` (where sampled games may
    stop), ``candidate_order(view, legal)`` (which moves are worth weighing),
    ``finish_estimate(state, seat, rng)`` ((win share, margin) of the whole game, estimated
    where a sampled game stopped: the hints and the review then stop there too)."""
    game: object
    policy: object
    sampler: object = None
    rollout_cutoff: object = None
    candidate_order: object = None
    finish_estimate: object = None
    # ``weighed_as(view, action)``: the move a sampled game plays for a candidate (hints and the
    # review only: a Barony hint's "Bid X on Y" is a Target whose sampled games went on with
    # medium's own plan, often a pass, so every bid read as a pass)
    weighed_as: object = None
    # ``rollout(view, legal, rng)``: the policy that finishes sampled games when it is not
    # ``policy`` itself but plays the very same games faster (Barony's medium builds a bid one
    # card at a time; its rollout plays the bid it builds in one move: half the time a game)
    rollout: object = None
    # ``aside(start, end, seat)``: a figure of each sampled game beside the win, from the state
    # it started from and where it stopped (Auctioneer: 1 where the seat won the royal in play);
    # its mean is ``Estimate.aside`` (a hint says it: ahead in the game, every move read "95%")
    aside: object = None


@dataclass(frozen=True)
class Estimate:
    action: object
    win: float            # estimated chance to win (0..1), shared wins counted as shares
    samples: int
    margin: float = 0.0   # mean final score minus the best other seat's (breaks ties between moves)
    kept: bool = True     # still in the running at the end (not dropped by halving)
    trace: tuple = ()     # per round: this move's value in that round's sampled game (None: not played)
    picked: bool = False  # the hard bot would play this one (hints)
    why: str = ""         # the hint's reason in words, from the seat's View (a game's ``hint_reason``)
    aside: float | None = None   # the mean of the kit's ``aside`` figure over its sampled games (None: none)

    @property
    def value(self) -> float:
        return self.win + MARGIN_WEIGHT * math.tanh(self.margin / 10.0)


class Cancelled(Exception):
    pass


def candidates(legal: list, must=(), cap: int = MAX_CANDIDATES) -> list:
    """At most ``cap`` moves to weigh: all of them when few; else those that must be there
    (the medium bot's choice first, the move a player made), the first move's neighbours in
    the legal order (bids a little higher and lower: legal moves come in order), the first
    and last moves, and an even spread."""
    if len(legal) <= cap:
        return list(legal)
    must = [a for a in dict.fromkeys(must) if a in legal]
    out = list(must)
    if must:
        k = legal.index(must[0])
        for off in (1, -1, 2, -2, 4, -4, 8, -8):
            if 0 <= k + off < len(legal) and len(out) < cap - 2:
                out.append(legal[k + off])
    out += [legal[0], legal[-1]]
    out = list(dict.fromkeys(out))
    free = cap - len(out)
    if free > 0:
        step = len(legal) / free
        out += [legal[int(i * step)] for i in range(free)]
    return list(dict.fromkeys(out))[:max(cap, len(must))]


def playout(g, s, bot, rng: Rng, seat: int, max_steps: int = 3000, stop=None, finish=None, seen=None) -> tuple:
    """(win share, score margin) of ``seat`` after finishing the game with ``bot`` everywhere
    (or, for a game whose bots say where its sampled games may stop, ``stop(state)``, as
    the scores stand there, or as ``finish(state, seat, rng)`` estimates the game's end).
    ``seen(state)`` is told the state the sampled game ended or stopped at."""
    steps = 0
    while not g.is_over(s) and steps < max_steps:
        if stop is not None and stop(s):
            if seen is not None:
                seen(s)
            if finish is not None:
                return finish(s, seat, rng)
            break
        who = min(g.to_act(s))
        s = g.advance(s, who, bot(g.view(s, who), g.legal_actions(s, who), rng))
        steps += 1
    if seen is not None and (g.is_over(s) or steps >= max_steps):
        seen(s)
    if not g.is_over(s) and stop is None:
        return 0.0, 0.0
    r = g.result(s)
    others = [v for i, v in enumerate(r.scores) if i != seat]
    margin = r.scores[seat] - max(others) if others else 0.0
    return (1.0 / len(r.winners) if seat in r.winners else 0.0), margin


def rank_moves(kit: SearchKit, view, seat: int, legal: list, rng: Rng, budget_s: float = 0.8,
               min_samples: int = 3, must=(), cancel=None, progress=None, halving: bool = True,
               cap: int = MAX_CANDIDATES, max_rounds: int | None = None, stop_when_clear: bool = False,
               full_games: bool = False, whole_rounds: bool = False, keep_at_least: int = 2,
               rounds_wanted: int = 0, most_s: float | None = None) -> list:
    """Estimates for the seat's candidate moves, best first (moves still in the running
    before dropped ones).

    Each candidate gets at least ``min_samples`` sampled games (a round may stop early
    when the budget is spent and ``min_samples`` is reached); ``must`` moves are always
    weighed and never dropped; ``cancel()`` returning True raises Cancelled; ``progress(f)``
    receives the share of the budget used. With ``stop_when_clear`` the search ends early
    once one move leads every other still in the running by more than three standard errors
    of the paired differences (a decision that is not close needs no more time). With
    ``full_games`` every sampled game is played to its end, even where the game's bots say it
    may stop sooner (``rollout_cutoff``), unless they can estimate the game's end from there
    (``finish_estimate``): then ``win`` is the chance to win the game, as hints and the review
    show it, not the chance to lead where the sampled game stopped. With
    ``whole_rounds`` a round once begun is finished whatever the clock says: every move still in
    the running has played the same sampled games, so the same ``rng`` and
    ``max_rounds=<the rounds played>`` give back exactly the same estimates (the review
    retraces a hint that way). Halving keeps at least ``keep_at_least`` moves in the running
    (a hint shows three). With ``rounds_wanted`` the search goes on past ``budget_s`` until it
    has played that many rounds, or ``most_s`` seconds have passed (a game whose sampled games
    are slow: a Barony hint stood on 17 in two seconds, "a rough guess")."""
    g, bot = kit.game, kit.policy
    finisher = kit.rollout if kit.rollout is not None else bot
    # the chance to win the game: played to its end, or to where the game's bots estimate it
    # (Auctioneer: this round's royal played out, the rounds after it drawn; a full game took so
    # long that a hint stood on 4 to 8 sampled games)
    finish = kit.finish_estimate if full_games else None
    cutoff = kit.rollout_cutoff if (finish is not None or not full_games) else None
    suggestion = bot(view, legal, rng.copy())
    draw = kit.sampler(g, view) if kit.sampler is not None else (lambda r: g.determinize(view, r))
    order = kit.candidate_order
    if order is not None:
        # the game ranks its own moves: medium's choice, the moves that must be weighed,
        # then the game's best-looking others (a move the game leaves out of its order, one
        # the seat's View shows to be wrong, is never weighed, however few moves there are)
        first = [a for a in dict.fromkeys((suggestion,) + tuple(must)) if a in legal]
        cands = list(dict.fromkeys(first + order(view, legal)))[:max(cap, len(first))]
    else:
        cands = candidates(legal, (suggestion,) + tuple(must), cap)
    keep_always = {i for i, a in enumerate(cands) if a in must}
    played = [a if kit.weighed_as is None else kit.weighed_as(view, a) for a in cands]
    traces = [[] for _ in cands]
    runs = [0] * len(cands)
    wins = [0.0] * len(cands)
    margins = [0.0] * len(cands)
    asides = [0.0] * len(cands)
    alive = list(range(len(cands)))
    t0 = time.perf_counter()
    rounds = 0
    shown = 0.0

    def value(i):
        n = max(1, runs[i])
        return wins[i] / n + MARGIN_WEIGHT * math.tanh(margins[i] / n / 10.0)

    def out_of_time():
        if max_rounds is not None and rounds >= max_rounds:
            return True
        spent = time.perf_counter() - t0
        return spent >= budget_s and (rounds >= rounds_wanted or most_s is None or spent >= most_s)

    def share_done() -> float:
        """How much of the search is done, for ``progress``: of the rounds asked for, or of the
        time it will take (past ``budget_s`` when it must reach ``rounds_wanted``)."""
        if max_rounds:
            return rounds / max_rounds
        spent = time.perf_counter() - t0
        end = budget_s
        if rounds_wanted and most_s is not None and rounds < rounds_wanted:
            end = max(budget_s, min(most_s, spent / max(1, rounds) * rounds_wanted))
        return spent / max(end, 1e-9)

    while not (rounds >= min_samples and out_of_time()):
        if cancel is not None and cancel():
            raise Cancelled()
        state = draw(rng)
        pseed = rng.next64()
        for tr in traces:
            tr.append(None)
        for i in alive:
            if not whole_rounds and rounds >= min_samples and out_of_time():
                break
            try:
                s, _ = g.apply(state, seat, played[i])
            except Exception:  # noqa: BLE001 - a move the sampled position refuses counts as no win
                runs[i] += 1
                traces[i][-1] = 0.0
                continue
            stop = None if cutoff is None else (lambda st, root=state: cutoff(root, st))
            ended = []
            w, mg = playout(g, s, finisher, Rng(pseed), seat, stop=stop, finish=finish,
                            seen=ended.append if kit.aside is not None else None)
            if kit.aside is not None and ended:
                asides[i] += kit.aside(state, ended[-1], seat)
            traces[i][-1] = w + MARGIN_WEIGHT * math.tanh(mg / 10.0)
            wins[i] += w
            margins[i] += mg
            runs[i] += 1
        rounds += 1
        if halving and rounds in HALVING_ROUNDS and len(alive) > keep_at_least:
            alive.sort(key=lambda i: -value(i))
            keep = max(keep_at_least, (len(alive) + 1) // 2)
            alive = alive[:keep] + [i for i in alive[keep:] if i in keep_always]
        if stop_when_clear and rounds >= 8 and rounds % 4 == 0 and len(alive) >= 2 and _clear_leader(traces, alive):
            break
        if progress is not None:
            # never backwards (the time a search past its budget will take is itself a guess)
            shown = max(shown, min(0.999, max(rounds / max(1, min_samples) * 0.2, share_done())))
            progress(shown)
    live = set(alive)
    out = [Estimate(a, wins[i] / max(1, runs[i]), runs[i], margins[i] / max(1, runs[i]), i in live, tuple(traces[i]),
                    aside=asides[i] / max(1, runs[i]) if kit.aside is not None else None)
           for i, a in enumerate(cands)]
    order = {a: k for k, a in enumerate(cands)}
    out.sort(key=lambda e: (not e.kept, -e.value, order[e.action]))
    if progress is not None:
        progress(1.0)
    return out


def resampler(game, view, log_weight, proposals: int):
    """Draws of positions behind ``view`` weighted by ``log_weight(state)``, how well a
    position explains what the other seats did (sampling importance resampling): each draw
    samples ``proposals`` positions with the game's ``determinize`` and keeps one at random
    in proportion to its weight. With one proposal it is ``determinize`` itself."""
    def draw(rng):
        states = [game.determinize(view, rng) for _ in range(proposals)]
        if proposals == 1:
            return states[0]
        lw = [log_weight(s) for s in states]
        top = max(lw)
        w = [math.exp(x - top) for x in lw]
        r = rng.random() * sum(w)
        for s, x in zip(states, w):
            r -= x
            if r <= 0:
                return s
        return states[-1]
    return draw


def _paired(a: list, b: list) -> tuple:
    """Mean and standard error of the per-game differences a - b (games both were played in)."""
    d = [x - y for x, y in zip(a, b) if x is not None and y is not None]
    if len(d) < 2:
        return 0.0, float("inf")
    mean = sum(d) / len(d)
    sd = math.sqrt(sum((x - mean) ** 2 for x in d) / (len(d) - 1))
    return mean, sd / math.sqrt(len(d))


def _clear_leader(traces: list, alive: list) -> bool:
    def mean(i):
        xs = [x for x in traces[i] if x is not None]
        return sum(xs) / len(xs) if xs else 0.0
    lead = max(alive, key=mean)
    for i in alive:
        if i != lead:
            m, se = _paired(traces[lead], traces[i])
            if not (m > 3.0 * se or (se == 0.0 and m > 0)):
                return False
    return True


CONFIDENCE_Z = 1.0            # standard errors of the paired difference the search must clear to overrule medium
MIN_PAIRED = 4                # sampled games both moves were played in, before the search may overrule medium


def choose(estimates: list, prior, legal: list, margin: float = 0.0):
    """The searched move when the search is clearly surer of it than of the medium bot's own
    choice, else medium's. Both were played in the same sampled games (common random
    numbers), so "clearly" is a paired test: the mean of the per-game differences must
    exceed ``margin`` and ``CONFIDENCE_Z`` standard errors of that mean (one standard error
    won more games than two in the tournaments: Auctioneer 2p, 10 deals, 70% against 52.5%)."""
    if not estimates:
        return prior if prior in legal else legal[0]
    best = estimates[0]
    mine = next((e for e in estimates if e.action == prior), None)
    if mine is None or best.action == mine.action:
        return best.action if best.action in legal else prior
    pairs = sum(1 for x, y in zip(best.trace, mine.trace) if x is not None and y is not None)
    mean, se = _paired(list(best.trace), list(mine.trace))
    if pairs >= MIN_PAIRED and mean >= max(margin, CONFIDENCE_Z * se) and mean > 0:
        return best.action
    return prior


__all__ = ["SearchKit", "Estimate", "Cancelled", "candidates", "playout", "rank_moves", "choose", "resampler"]
