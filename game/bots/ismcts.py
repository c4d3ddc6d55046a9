"""The hard bot, and the tree search it was first built on.

``make_hard`` (what ``get_bot(game, "hard")`` returns) plays the medium bot's move unless
determinized rollouts of medium (``game/bots/search.py``) show another move clearly better
in the same sampled games: a paired test over common random numbers. Measured in duplicate
tournaments it beats medium, where the single-observer information-set tree search
(``Search`` below; Cowling, Powley and Whitehouse 2012) did not at the same thinking time:
with a few hundred sampled games a decision its statistics stay too thin. ``Search`` stays
for comparison (``bench bots`` prints both speeds; ``AP_HARD=tree`` plays it as hard).

``THINKING`` trades strength for time: the time budget per decision (and the tree's
iteration cap). The hard bot also stops early when one move clearly leads.
"""
from __future__ import annotations

import math
import os
import time

from rules import get_game

THINKING = {  # name: (seconds a decision at most, iterations at most)
    "quick": (0.08, 60),
    "normal": (0.4, 400),
    "deep": (0.8, 900),
}
DEFAULT_THINKING = "normal"
EXPLORE = 0.7
MARGIN_WEIGHT = 0.02      # score margin's share of the reward (wins dominate)
ROOT_CANDIDATES = 10      # with more legal moves, the root weighs the playout bot's choice and an even spread
CONFIDENCE = 0.06         # how much surer the search must be to overrule the heuristic's move
ROLLOUT_CANDIDATES = 8   # moves the rollout search weighs at most (medium's choice always among them)
MAX_DEPTH = 3             # tree depth before the playout takes over (few iterations: a deep tree only dilutes)


class _Node:
    __slots__ = ("children", "visits", "avail", "total", "seat")

    def __init__(self, seat):
        self.children: dict = {}     # action -> _Node
        self.visits = 0
        self.avail = 0
        self.total = 0.0             # summed reward of ``seat`` (who chose the action leading here)
        self.seat = seat


def _rewards(game, state) -> list:
    r = game.result(state)
    n = len(r.scores)
    out = []
    for i in range(n):
        win = (1.0 / len(r.winners)) if i in r.winners else 0.0
        others = [v for j, v in enumerate(r.scores) if j != i]
        margin = r.scores[i] - max(others) if others else 0
        out.append(win + MARGIN_WEIGHT * math.tanh(margin / 10.0))
    return out


class Search:
    """One decision's search (kept as an object so tests and the bench can read its figures)."""

    def __init__(self, game_id: str, playout=None, explore: float = EXPLORE):
        from game.bots import get_bot
        self.game = get_game(game_id)
        self.playout = playout or get_bot(game_id, "medium")
        self.explore = explore
        self.iterations = 0
        self.elapsed = 0.0
        self.root = None

    def _acting(self, state):
        return min(self.game.to_act(state))

    def candidates(self, view, legal, rng) -> list:
        if len(legal) <= ROOT_CANDIDATES:
            return list(legal)
        mine = self.playout(view, legal, rng.copy())
        k = ROOT_CANDIDATES - 1
        spread = [legal[int(i * len(legal) / k)] for i in range(k)]
        return list(dict.fromkeys([mine] + spread))

    def run(self, view, legal, rng, budget_s: float, max_iterations: int, cancel=None):
        g = self.game
        seat = view.seat
        root = self.root = _Node(None)
        legal = self.candidates(view, legal, rng)
        t0 = time.perf_counter()
        while self.iterations < max_iterations:
            if self.iterations >= 8 and time.perf_counter() - t0 >= budget_s:
                break
            if cancel is not None and cancel():
                break
            state = g.determinize(view, rng)
            node, path = root, [root]
            first = True
            # selection / expansion
            while not g.is_over(state) and len(path) <= MAX_DEPTH:
                # the root is always this seat's decision (with simultaneous choices, such as
                # sealed bids, other seats may be waiting too)
                who = seat if first else self._acting(state)
                acts = legal if first else g.legal_actions(state, who)
                first = False
                untried = [a for a in acts if a not in node.children]
                for a in acts:
                    ch = node.children.get(a)
                    if ch is not None:
                        ch.avail += 1
                if untried:
                    a = untried[rng.randrange(len(untried))]
                    child = node.children[a] = _Node(who)
                    child.avail = 1
                    state, _ = g.apply(state, who, a)
                    node = child
                    path.append(node)
                    break
                best, best_v = None, -1e9
                for a in acts:
                    ch = node.children[a]
                    v = ch.total / ch.visits + self.explore * math.sqrt(math.log(max(1, ch.avail)) / ch.visits)
                    if v > best_v:
                        best, best_v = a, v
                state, _ = g.apply(state, who, best)
                node = node.children[best]
                path.append(node)
            # playout
            steps = 0
            while not g.is_over(state) and steps < 5000:
                who = self._acting(state)
                a = self.playout(g.view(state, who), g.legal_actions(state, who), rng)
                state, _ = g.apply(state, who, a)
                steps += 1
            rewards = _rewards(g, state) if g.is_over(state) else [0.0] * view.players
            for nd in path:
                nd.visits += 1
                if nd.seat is not None:
                    nd.total += rewards[nd.seat]
            self.iterations += 1
        self.elapsed = time.perf_counter() - t0
        return self

    def ranked(self) -> list:
        """Root moves, most visited first: (action, visits, mean reward)."""
        out = [(a, ch.visits, ch.total / ch.visits if ch.visits else 0.0) for a, ch in self.root.children.items()]
        out.sort(key=lambda x: (-x[1], -x[2]))
        return out

    def best(self):
        r = self.ranked()
        return r[0][0] if r else None


def make_rollout(game_id: str):
    """Hard: the medium bot's move, unless determinized rollouts (``search.rank_moves``)
    show another move clearly better in the same sampled games."""
    from game.bots import get_bot, hook
    from game.bots.search import choose as choose_move
    from game.bots.search import rank_moves
    medium = get_bot(game_id, "medium")
    search_here = hook(game_id, "search_here")
    share = hook(game_id, "THINKING_SHARE") or 1.0

    def hard(view, legal, rng):
        if len(legal) == 1:
            return legal[0]
        if search_here is not None and not search_here(view):
            return medium(view, legal, rng)          # a step of a plan the search already weighed
        budget, _ = THINKING.get(_thinking[0], THINKING[DEFAULT_THINKING])
        prior = medium(view, legal, rng.copy())
        est = rank_moves(game_id, view, view.seat, legal, rng, budget_s=budget * share, min_samples=0, must=(prior,),
                         cap=ROLLOUT_CANDIDATES, stop_when_clear=True)
        return choose_move(est, prior, legal, margin=0.0)
    hard.__name__ = f"hard_{game_id.replace('-', '_')}"
    return hard


def make_hard(game_id: str):
    """The hard bot for a game: ``bot(view, legal, rng)``, thinking as the "thinking" setting
    says (``set_thinking``)."""
    if os.environ.get("AP_HARD") != "tree":
        return make_rollout(game_id)

    def hard(view, legal, rng):
        if len(legal) == 1:
            return legal[0]
        budget, cap = THINKING.get(_thinking[0], THINKING[DEFAULT_THINKING])
        search = Search(game_id)
        prior = search.playout(view, legal, rng.copy())      # what the quick heuristic would play
        search.run(view, legal, rng, budget, cap)
        return choose(search.ranked(), prior, legal)
    hard.__name__ = f"hard_{game_id.replace('-', '_')}"
    return hard


def choose(ranked: list, prior, legal: list, margin: float = CONFIDENCE):
    """The searched move when the search is clearly surer of it than of the heuristic's own
    choice, else the heuristic's: a search of a few hundred sampled games is noisy, and a noisy
    search must not throw away a good prior. "Clearly" is statistical: the gap in mean reward
    must exceed ``margin`` and two standard errors of the difference (rewards are win shares,
    so each mean's variance is at most 1/4 over its visits)."""
    if not ranked:
        return prior if prior in legal else legal[0]
    best, visits, mean = ranked[0]
    stats = {a: (n, m) for a, n, m in ranked}
    if prior not in stats:
        return best if best in legal else legal[0]
    pn, pm = stats[prior]
    if best != prior and pn > 0:
        noise = 2.0 * math.sqrt(0.25 / visits + 0.25 / pn)
        if mean - pm >= max(margin, noise):
            return best
    return prior
_thinking = [DEFAULT_THINKING]


def set_thinking(name: str) -> None:
    """quick | normal | deep: how long the hard bots think (the setting, or the command line)."""
    if name not in THINKING:
        raise ValueError(f"thinking must be one of {', '.join(THINKING)}")
    _thinking[0] = name


def thinking() -> str:
    return _thinking[0]


__all__ = ["Search", "make_hard", "set_thinking", "thinking", "THINKING"]
