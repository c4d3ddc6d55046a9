"""Hints and the game review: what the hard bot would do in a seat's place, and how sure.

Both use the hard bot's own search (``game/bots/search.py``): from the seat's View only, it
samples full positions consistent with the View, plays each candidate move in them and
finishes the game with the medium bot in every seat, and counts how often the seat wins (a
shared win counts as a share). It never plays a move: it returns estimates.

``Job`` runs any of this on a worker thread with a progress value and a cancel switch, so
the window never stalls.
"""
from __future__ import annotations

import dataclasses
import hashlib
import inspect
import threading
import time
from dataclasses import dataclass

from rules import get_game
from rules.core import Rng

from .bots import get_bot, hook, search_kit
from .bots.search import Cancelled, Estimate, rank_moves


HINT_MOVES = 3         # the moves a hint shows: the search keeps this many in the running (with two, the
                       # third shown stood on a handful of games, or was not shown at all)
HINT_BUDGET_S = 2.0    # how long a hint at the table thinks
HINT_ROUNDS = 160      # ... and longer, till its moves have played this many sampled games, but never
HINT_MOST_S = 8.0      # longer than this. At 40 games a figure is good to about 8 points either way,
                       # and a newcomer's hints read 15% → 30% → 15% → 5% → 29% from one decision
                       # to the next; at 160 they hold still (a Sorcerous Futures game, seat 0's
                       # first five decisions: 30 50 30 55 55 at 40 games, 43 56 51 52 60 at 160)


def hint_rng(game_id: str, step: int, seat: int) -> Rng:
    """The generator a hint at ``step`` samples its games with: the same position samples the
    same futures (asking twice gives the same answer, and the review retraces it)."""
    seed = int.from_bytes(hashlib.blake2b(f"hint/{game_id}/{step}/{seat}".encode(), digest_size=8).digest(), "big")
    return Rng(seed >> 1)


def hint(game_id: str, view, seat: int, legal: list, rng: Rng, budget_s: float = 1.0, cancel=None,
         progress=None, rounds: int | None = None, reasons: bool = True, rounds_wanted: int = 0,
         most_s: float | None = None) -> list:
    """The search's view of a decision: its estimates ranked by the chance to win they show
    (what the player reads is in order: a 33% move is never below a 27% one), ``picked`` on
    the first. How sure they are is ``confidence(estimates)``. Each says why in ``why``, in
    words from the View, when the game's bot module offers ``hint_reason(view, legal,
    action)`` (else "": the panel shows the move alone).

    Every move still in the running plays the same sampled games (whole rounds), so
    ``rounds=max(e.samples)`` with the same ``rng`` gives back exactly this answer, however long
    it takes: the game review retraces the hints a player was shown (``Match.note_hint``)."""
    prior = get_bot(game_id, "medium")(view, legal, rng.copy())
    legal = undominated(game_id, view, legal)
    if prior not in legal:          # a move no better than one kept: the kept one of its kind
        prior = next((a for a in legal if type(a) is type(prior)), legal[0])
    if rounds is None:
        est = rank_moves(search_kit(game_id, hints=True), view, seat, legal, rng, budget_s=budget_s, min_samples=3, must=(prior,),
                         cancel=cancel, progress=progress, full_games=True, whole_rounds=True,
                         keep_at_least=HINT_MOVES, rounds_wanted=rounds_wanted, most_s=most_s)
    else:
        est = rank_moves(search_kit(game_id, hints=True), view, seat, legal, rng, budget_s=float("inf"), min_samples=3,
                         must=(prior,), cancel=cancel, progress=progress, full_games=True, whole_rounds=True,
                         max_rounds=rounds, keep_at_least=HINT_MOVES)
    est = ranked(est, legal, prior)
    why = hook(game_id, "hint_reason") if reasons else None
    round_words = hook(game_id, "aside_words") if reasons else None
    if round_words is not None:
        # the chance of the round in play, after each move's reason (Auctioneer: ahead in the
        # game, every move read "95%", and a newcomer could not tell them apart)
        def told(e):
            said = round_words(view, percent(e.aside, e.samples)) if e.aside is not None else ""
            return f"{e.why} {said}".strip() if said else e.why
    if why is None:
        out = [dataclasses.replace(e, picked=k == 0) for k, e in enumerate(est)]
        return [dataclasses.replace(e, why=told(e)) for e in out] if round_words is not None else out
    # the first move, clearly ahead in the sampled games: its reason must not say it changes
    # little (a hook that knows ``standout`` words it from what the View shows, or says it is
    # the sampled games that favour it)
    clear = len(est) > 1 and standing(est[0], est[1], est[0].samples) == "clear"
    takes = "standout" in inspect.signature(why).parameters

    def reason(k, e):
        if takes and k == 0 and clear:
            return why(view, legal, e.action, standout=True)
        return why(view, legal, e.action)
    out = [dataclasses.replace(e, picked=k == 0, why=reason(k, e)) for k, e in enumerate(est)]
    return [dataclasses.replace(e, why=told(e)) for e in out] if round_words is not None else out


def undominated(game_id: str, view, legal: list) -> list:
    """The moves worth weighing: the game's bot module may drop moves another move beats
    whatever happens (``undominated(view, legal)``: a Sorcerous Futures bid above the lowest
    where nobody bids after you; a hint offered "Bid 11" and "Bid 13" beside the "Bid 9" that
    wins the card for less, a newcomer)."""
    drop = hook(game_id, "undominated")
    kept = drop(view, legal) if drop is not None else legal
    return kept or legal


SOLID_GAMES = 24     # a move the search dropped is shown only when at least this many sampled games weighed it


def ranked(est: list, legal: list, prior) -> list:
    """Estimates in the order a player reads them: only moves the search kept weighing to the
    end, or weighed in at least ``SOLID_GAMES`` sampled games and a quarter of the most (a move
    dropped early shows a chance from a handful of games, which could put a lucky guess on
    top: a 3-game 33% above a 13-game 31%), by the chance shown;
    moves that read the same keep one order for the same position (medium's choice ``prior``
    first, then the legal order), never a coin flip of the sampled games' noise (asking twice
    swapped two 50% moves)."""
    most = max((e.samples for e in est), default=0)
    solid = [e for e in est if (e.kept and e.samples >= most) or e.samples >= max(SOLID_GAMES, most // 4)]
    order = {a: k for k, a in enumerate(legal)}
    # moves that read alike go by the points they end with when every move loses (0%, 0%, 0%:
    # a newcomer behind read nothing useful), else in one order for the position
    # (and at the same chance shown, by the points they end with: three Barony moves at 35%
    # each told a newcomer nothing; the panel then says what the points are)
    # (and at the same chance shown, first the one that wins the round in play more often,
    # where the game counts it (Auctioneer's ``aside``): a move that won the royal in 33% of
    # the sampled games stood second to one at 12%, both "11%", by a point of margin)
    out = sorted(solid or est, key=lambda e: (-float(shown_percent(e)[:-1]), -_aside_shown(e), -round(e.margin),
                                              e.action != prior, order.get(e.action, len(order))))
    return _cheaper_first(out)


def _aside_shown(e) -> float:
    """A move's ``aside`` figure (the round in play won, Auctioneer) as a hint shows it, in
    percent; 0 where the game has none."""
    return float(percent(e.aside, e.samples)[:-1]) if e.aside is not None else 0.0


def _cheaper_first(est: list) -> list:
    """Among moves that read alike (the same chance shown, the same points), bids of gold go
    lowest first: a Sorcerous Futures hint put "Bid 7" above "Bid 6" though every sampled game
    ended alike, and its own reasons said the 6 gained more (medium's choice had gone first).
    Other moves keep their places."""
    out = list(est)
    k = 0
    while k < len(out):
        end = k + 1
        read = (shown_percent(out[k]), round(out[k].margin))
        while end < len(out) and (shown_percent(out[end]), round(out[end].margin)) == read:
            end += 1
        spots = [j for j in range(k, end) if isinstance(getattr(out[j].action, "amount", None), int)]
        if len(spots) > 1:
            bids = sorted((out[j] for j in spots), key=lambda e: e.action.amount)
            for j, e in zip(spots, bids):
                out[j] = e
        k = end
    return out


LOSING = 0.05     # below this chance for every move shown, the hint shows the points each ends with


def decided(estimates) -> bool:
    """Every move shown loses (below ``LOSING``), or every one wins (above 1 − ``LOSING``): the
    chance to win tells them apart no more, the points each ends with do ("100%, 95%, 95%",
    then "100%" three times, told a newcomer ahead nothing)."""
    return bool(estimates) and (all(e.win < LOSING for e in estimates) or
                                all(e.win > 1 - LOSING for e in estimates))


def figure(e, losing: bool) -> str:
    """A hinted move's figure: its chance to win, or, when the game is as good as decided
    (``decided``: the caller's ``losing``), the points it ends with against the best other
    seat ("−4 pts", "+6 pts")."""
    if losing:
        return _pts(round(e.margin))
    return shown_percent(e)


def _paired_gap(a, b) -> tuple:
    """(mean difference, its standard error) of two moves over the sampled games both played."""
    pairs = [(x, y) for x, y in zip(a.trace, b.trace) if x is not None and y is not None]
    if len(pairs) < 2:
        return a.win - b.win, 1.0
    d = [x - y for x, y in pairs]
    mean = sum(d) / len(d)
    var = sum((v - mean) ** 2 for v in d) / (len(d) - 1)
    return mean, (var / len(d)) ** 0.5


MIN_SURE = 20      # paired sampled games below which no move is surely better than another
CLEAR_GAP = 0.10   # a chance to win this much higher, and sure, reads "clearly ahead" (45% over 40% read so, and did not feel it)


def standing(a, b, n: int) -> str:
    """How move ``a`` stands against ``b`` (shown after it) in ``n`` sampled games: "same"
    (about as good: few games, the same figure shown, or a gap within chance), "little"
    (surely ahead, by less than a player can feel) or "clear"."""
    gap, se = _paired_gap(a, b)
    # "clearly ahead" only when the figures shown differ and enough games stand behind them
    # (a first move ahead on points alone, at the same chance, is not clearly better)
    if n < MIN_SURE or shown_percent(a) == shown_percent(b) or a.win - b.win < 2 * se or gap < 2 * se:
        return "same"
    # sure it is ahead, but "clearly" is for a gap a player can feel: 58% over 57% is not
    if a.win - b.win < CLEAR_GAP:
        return "little"
    return "clear"


def confidence(estimates, players: int | None = None, others: int = 0, game_id: str | None = None) -> str:
    """How far to trust a hint, in words: how many sampled games stand behind it, and whether
    the first move is clearly ahead of the second (paired over the same sampled games). Moves
    shown with the same reason whose figures are within chance of the first's are said to be
    as good as each other, however the figures fell (three blind flips are one move thrice).
    ``others``: how many legal moves are not shown (those the search weighed lower or dropped):
    where the moves shown make no difference, it is said that those do not count in it.
    ``game_id``: the game's bot module may say why moves ended every sampled game alike
    (``alike_words(actions)``)."""
    if not estimates:
        return ""
    n = estimates[0].samples
    end = _settled(estimates)
    if end:
        # every sampled game ended the very same way for every move: nothing hidden is left to
        # change it ("From 9381 sampled games … looks likely to win" at Me First's last take: a newcomer)
        # ("Nothing hidden is left to change the end" stood with four cards still unseen in the
        # stage deck: a newcomer; what is true is that none of them changed a sampled game)
        sure = (f"Whatever is still hidden, every sampled game ends alike: every move here {end}; "
                f"beside each, the points it ends with against the best other seat.")
        if len(estimates) > 1 and all(_identical(estimates[0], e) for e in estimates[1:]):
            return sure + " They all end the game alike: it makes no difference which you choose."
        return sure
    if n < 20:
        sure = f"A rough guess from {n} sampled games: the figures may be far off."
    elif n < 80:
        sure = f"From {n} sampled games: the figures are rough."
    else:
        sure = f"From {n} sampled games."
    if estimates[0].win < 0.1:
        if estimates[0].win >= LOSING:
            # the equal share beside it: "likely to lose" at 8% in a four-player game's first
            # auction read as "you are losing" to a newcomer who went on to win
            share = f" (an equal share at {players} players is {round(100 / players)}%)" if players and players > 1 else ""
            # (not "the first does best": beside "the first two are about as good as each
            # other" it read as a contradiction, at 5%, 5%, 5%: a newcomer; how the first
            # stands against the second is said next, once)
            sure += f" Every move here has a low chance{share}."
        else:
            sure += " Every move here looks likely to lose: beside each, the points it ends with against the best other seat."
    elif decided(estimates):
        sure += " Every move here looks likely to win: beside each, the points it ends with ahead of the best other seat."
    if len(estimates) > 1:
        a = estimates[0]
        # moves that ended every sampled game the same way (Barony: a 0-point bid that will be
        # outbid and a pass, 40%, 40%, 40% at the same points, read as a riddle: a newcomer)
        # ("ended the same way" beside 51% thrice read as a riddle too: the same scores, to the point)
        same = [e for e in estimates[1:] if _identical(a, e)]
        alike = [e for e in estimates[1:] if a.why and e.why == a.why and standing(a, e, n) == "same"]
        chance = "the same reason, and their figures differ only by chance"
        why_alike = hook(game_id, "alike_words") if game_id else None
        for group, what, all_end, two_end in (
                (same, "gave the very same final scores in every sampled game",
                 "here it makes no difference which you choose", "between them it makes no difference"),
                (alike, "are about as good as each other", chance, chance)):
            if group is same and why_alike is not None and group:
                # why, in the game's words ("between them it makes no difference", four times over
                # a bid and a pass, told a newcomer nothing: "the hint is nearly useless")
                moves = [a.action] + [e.action for e in group]
                said = why_alike(moves)
                if said:
                    if len(estimates) > 2 and len(group) == len(estimates) - 1:
                        n = f"All {len(moves)}" + (" shown" if others else "")
                    else:
                        n = "The first two" if estimates[1] in group else ""
                    if n:
                        return sure + f" {n} ended every sampled game alike: {said}."
            if len(estimates) > 2 and len(group) == len(estimates) - 1:
                if group is same and all(isinstance(getattr(e.action, "amount", None), int) for e in estimates):
                    # bids of different amounts that end every game alike never won there ("it
                    # makes no difference" beside "Seal 8 … gains you about 6": a newcomer)
                    # (sampled games, not the game: the others' sealed bids there are guesses; said
                    # as a fact, a newcomer took it for one and paid 4 gold more than the real bids)
                    return sure + (f" All {len(estimates)} bids ended every sampled game alike: another "
                                   f"player's bid took the card in each, whichever of these you made (their "
                                   f"bids there are guesses).")
                if group is same and others:
                    # "here it makes no difference" read as "anything goes", and a newcomer made
                    # a move not shown, which the review then found cost him (14% against 25%)
                    return sure + (f" All {len(estimates)} shown {what}: between them it makes no difference. "
                                   f"The {'move' if others == 1 else f'{others} moves'} not shown did worse "
                                   f"or were not worth weighing.")
                return sure + f" All {len(estimates)} {what}: {all_end}."
            if estimates[1] in group:
                return sure + f" The first two {what}: {two_end}."
        st = standing(a, estimates[1], n)
        if st == "same" and n < MIN_SURE:
            # "about as good" over 60% and 20% read as a contradiction: too few games to say either way
            return sure + " There are too few sampled games to tell the first two apart."
        if st == "same" and shown_percent(a) == shown_percent(estimates[1]):
            b = estimates[1]
            if _aside_shown(a) > _aside_shown(b):
                return sure + (f" The first two show the same chance to win the game; the first wins the "
                               f"round in play more often ({_aside_shown(a):.0f}% of the sampled games, against "
                               f"{_aside_shown(b):.0f}%).")
            pa, pb = round(a.margin), round(estimates[1].margin)
            if pa > pb:
                # the same chance shown: the points each ends with against the best other seat
                # still tell them apart (Barony's 35%, 35%, 35% told a newcomer nothing)
                # in words that say which way ("−10 pts against −11 pts, beside the best other
                # seat" had to be decoded: a newcomer)
                if pa <= 0:
                    ahead = f"ends nearer the best other seat on average ({_behind(pa)}, against {_behind(pb)})"
                elif pb >= 0:
                    ahead = f"ends further ahead of the best other seat on average ({pa} pts ahead, against {pb})"
                else:
                    ahead = f"ends ahead of the best other seat on average ({pa} pts, against {_behind(pb)})"
                return sure + f" The first two show the same chance; the first {ahead}."
            return sure + " The first two are about as good as each other."
        if st == "same":
            # "about as good" over 35% and 20% read as fixed text ignoring the figures (a newcomer)
            return sure + " The gap between the first two is within chance: they cannot be told apart yet."
        if st == "little":
            return sure + " The first is a little ahead."
        return sure + " The first is clearly ahead."
    return sure


SAME_GAMES = 8      # sampled games two moves must share before "they ended every game the same way" is said


def _settled(estimates) -> str:
    """"wins" or "loses" when every move shown ended each of its sampled games (at least
    ``SAME_GAMES``) the very same way, and all of them won or all lost; else ""."""
    for e in estimates:
        seen = {round(x, 12) for x in e.trace if x is not None}
        if len([x for x in e.trace if x is not None]) < SAME_GAMES or len(seen) != 1:
            return ""
    if all(e.win == 1.0 for e in estimates):
        return "wins"
    if all(e.win == 0.0 for e in estimates):
        return "loses"
    return ""


def _identical(a, b) -> bool:
    """Moves ``a`` and ``b`` ended each of the sampled games both played (at least
    ``SAME_GAMES``) with the same result and the same points."""
    pairs = [(x, y) for x, y in zip(a.trace, b.trace) if x is not None and y is not None]
    return (len(pairs) >= SAME_GAMES and all(abs(x - y) < 1e-12 for x, y in pairs)
            and a.samples == b.samples and abs(a.win - b.win) < 1e-12 and abs(a.margin - b.margin) < 1e-9)


def _behind(p: int) -> str:
    """Points behind the best other seat, in words: "10 pts behind", "level"."""
    return "level" if p == 0 else f"{-p} pt{'' if p == -1 else 's'} behind"


def _pts(p: int) -> str:
    """Points ahead (+) or behind (−): "+2 pts", "−1 pt" ("−1 pts": a newcomer)."""
    return f"{p:+d} pt{'' if abs(p) == 1 else 's'}".replace("-", "−")


def shown_percent(e) -> str:
    """A chance as the hint shows it: to the nearest 5% when few games stand behind it."""
    return percent(e.win, e.samples)


def percent(win: float, samples: int) -> str:
    """A chance in words: to the nearest 5% when fewer than 80 sampled games stand behind it."""
    p = 100 * win
    return f"{5 * round(p / 5):.0f}%" if samples < 80 else f"{p:.0f}%"


# ---------------------------------------------------------------------------- the game review

def replayed(g, record: dict):
    """A record's game, step by step through the rules: ``(index, seat, action, state before,
    Events)`` for each of its actions (the review weighs each decision from the state before
    it; ``aftermaths`` reads the Events). The rules refuse a damaged record with their error."""
    s = g.new(int(record["players"]), int(record["seed"]), record.get("options") or {})
    for i, st in enumerate(record.get("actions", [])):
        who, action = int(st["seat"]), g.parse_action(st["action"])
        after, events = g.apply(s, who, action)
        yield i, who, action, s, events
        s = after


def aftermaths(record: dict, seat: int, whose: str = "your") -> dict:
    """What the other seats did with a decision of ``seat`` before its next turn, in the game's
    words (its bot module's ``aftermath(action, others, names, whose)``, ``others`` the other
    seats' ``(seat, action, events)`` until ``seat`` acts again): ``{index in the record's
    actions: words}``. A fact of the game, read after it is over: a newcomer's move handed the
    next player a royal at once, and the review's sampled games, too few to tell, said nothing
    of it. {} where the game has no such hook or the record cannot be replayed."""
    gid = str(record.get("game"))
    try:
        fn = hook(gid, "aftermath")
    except Exception:  # noqa: BLE001 - an unknown game: nothing to say
        return {}
    if fn is None:
        return {}
    try:
        names = [str(x.get("name", f"Seat {k + 1}")) for k, x in enumerate(record.get("seats", []))]
        steps = [(who, action, events) for _, who, action, _, events in replayed(get_game(gid), record)]
    except Exception:  # noqa: BLE001 - a record the rules refuse: the review says what it can without
        return {}
    out = {}
    # the hook may read the rest of the seat's own turn too (``mine``: its steps from this one):
    # an Auctioneer claim that ended the round there makes what followed another round's story
    # ("Then Cyd won the King of Hearts… before your next turn" stood under a move of the round
    # the newcomer had just won)
    takes_mine = "mine" in inspect.signature(fn).parameters
    for i, (who, action, _) in enumerate(steps):
        if who != seat:
            continue
        j = i + 1
        while j < len(steps) and steps[j][0] == seat:      # the rest of this seat's own turn
            j += 1
        mine = steps[i:j]
        others = []
        while j < len(steps) and steps[j][0] != seat:
            others.append(steps[j])
            j += 1
        words = fn(action, others, names, whose, mine=mine) if takes_mine else fn(action, others, names, whose)
        if words:
            out[i] = words
    return out


@dataclass(frozen=True)
class Decision:
    index: int            # position in the record's action list (the replay opens before it)
    action: object        # the move played
    played: float         # its estimated win chance
    best: object          # the advisor's best move
    best_win: float
    played_margin: float = 0.0
    best_margin: float = 0.0
    view: object = None   # the seat's View at this decision, rebuilt through the rules: what the
                          # words about it may name (the table's View now is the final position)
    close: bool = False   # the best is not surely better: the gap is within chance, or too small to feel
    hinted: bool = False  # the player was shown a hint here (its figures are the ones retraced)
    followed: bool = False  # ... and played its first move
    samples: int = 0      # sampled games behind the figures (few: they are shown to the nearest 5%, as a hint shows them)
    why: str = ""         # why the best move, in the game's words from the View (its ``hint_reason``), when it is surely better
    why_played: str = ""  # ... and what the move played did, in the same words, where they differ
    ordered: bool = False  # a standing order the player set (Barony's Keep matching) played it: never among
                          # the costliest (a newcomer's were Keep matching's cards, not ones they chose)
    blind: str = ""       # chosen before anything was seen, in the game's words (its ``blind_choice``): never
                          # among the costliest (a newcomer's Crowns, handed out before any suit's worth
                          # showed, headed the review of a game they won)

    @property
    def cost(self) -> float:
        """Lost chance to win; between moves that win (or lose) alike, lost points count a little.
        Nothing when the best is not surely better (``close``): a review does not call a move a
        mistake on the sampled games' noise."""
        if self.close or self.ordered:
            return 0.0
        return max(0.0, self.best_win - self.played) + max(0.0, self.best_margin - self.played_margin) / 1000.0


FELT_GAP = 0.08        # a chance to win this much lower is a cost a player can feel (3%: "23% yours, 26% best"
                       # among the costliest, beside a 2-point gap "within chance", read as arbitrary: a newcomer;
                       # so did "40% yours, 45% best" called the costliest, beside 45% and 50% "within chance")
FELT_POINTS = 3.0      # ... or, between moves that win alike, this many points fewer


def _as_good(played, best) -> bool:
    """Whether the move played reads as well as the best found: its chance to win is as high
    (or shows the same, with as many points); where the game is won (or lost) whatever is
    played, its points are as many ("the best move found" for a blunder that handed a royal
    over, 100% against 100%, far ahead: a newcomer)."""
    if decided([played, best]):
        return played.margin >= best.margin - 0.5
    return played.win >= best.win or shown_percent(played) == shown_percent(best) and played.margin >= best.margin


def _close(best, mine) -> bool:
    """Whether ``best`` is not surely better than ``mine``: fewer than ``MIN_SURE`` sampled
    games both played (three that all went one way have no spread, and read "surely better"
    at 100% against 33%), their paired gap within two standard errors, or too small to feel."""
    if best.action == mine.action:
        return True
    if sum(1 for x, y in zip(best.trace, mine.trace) if x is not None and y is not None) < MIN_SURE:
        return True
    gap, se = _paired_gap(best, mine)
    if gap <= 2 * se:
        return True
    # points tell moves apart only where both win (or both lose) alike: elsewhere a few points
    # more at the same chance made "40% yours, 45% best" the costliest decision (a newcomer)
    if decided([best, mine]):
        return best.margin - mine.margin < FELT_POINTS
    return best.win - mine.win < FELT_GAP


def _hinted_steps(record: dict, seat: int) -> dict:
    """{step: (rounds, first move's JSON or None)} of the hints ``seat`` was shown in this game
    (the record keeps them)."""
    seats = record.get("seats") or []
    s = seats[seat] if seat < len(seats) and isinstance(seats[seat], dict) else {}
    return {int(h[0]): (int(h[1]), h[2] if len(h) > 2 else None) for h in s.get("hints", [])}


DEEPER = 5            # the review looks again, longer, at this many decisions it could not yet tell apart
REVIEW_ROUNDS = 20    # each decision reviewed thinks on past its budget till its moves have played this many
REVIEW_MOST = 8       # sampled games, up to this many times its budget ("Auction 1: to win 100%" from a
                      # handful, where the hint there had said 45% over 40: a newcomer on a busy machine)
DEEPER_S = 1.2        # ... for this long each (the move played against the best, over the same games)
DEEPER_ROUNDS = 60    # ... or till both have played this many sampled games (three times as long at most)


def review(record: dict, seat: int, budget_s: float = 0.4, cancel=None, progress=None, deeper_s: float = DEEPER_S) -> list:
    """For each decision of ``seat`` in a finished game's record (with a choice to make), the
    advisor's estimate of the move played against its best one, with the seat's View at that
    moment (``Decision.view``: name the moves from it). In the record's order.

    Where the player was shown a hint, the review retraces it (same sampled games, same rounds)
    and weighs the hint's first move against the move played over those games, so the first's
    figure is the one the hint showed: its best there is the hint's first or the move played,
    never a third the player was not shown. Elsewhere it samples like a hint, on a smaller budget,
    then looks again for ``deeper_s`` at the ``DEEPER`` widest gaps it could not yet tell from
    chance (only the move played and the best, over the same sampled games). A move is a cost
    only when the best is surely better (``Decision.close``)."""
    gid = record["game"]
    g = get_game(gid)
    kit = search_kit(gid, hints=True)
    steps = record.get("actions", [])
    # a bot finished the seat ("Let a bot finish"): only the person's own decisions are weighed
    seats = record.get("seats") or []
    until = seats[seat].get("finished_from", len(steps)) if seat < len(seats) and isinstance(seats[seat], dict) \
        else len(steps)
    mine = [i for i, st in enumerate(steps) if int(st["seat"]) == seat and i < until]
    hinted = _hinted_steps(record, seat)
    by_order = set(seats[seat].get("ordered", []) if seat < len(seats) and isinstance(seats[seat], dict) else [])
    follows = hook(gid, "follows")             # a game's "this move played is the hinted one" (Barony)
    blind = hook(gid, "blind_choice")          # a game's "chosen before anything was seen" (Sorcerous Futures' Crowns)
    unweighed = hook(gid, "not_a_decision")    # a game's "a move with nothing to weigh" (Auctioneer's end of a turn)
    medium = get_bot(gid, "medium")
    offered_at = {}                               # step -> the legal moves offered then (for the reasons)
    out = []
    done = 0
    share = 0.75 if deeper_s > 0 else 1.0      # of the progress bar: the first look; the rest, the second

    def tell(f):
        if progress is not None:
            progress(f)
    for i, who, action, s, _ in replayed(g, record):
        if who == seat and i < until:
            offered = g.legal_actions(s, seat)      # what the table (and a hint) offered
            offered_at[i] = offered
            legal = offered
            if action not in legal:
                # a move the rules take whole though the legal list offers it in parts (Barony's
                # bid: Commit(target, cards) where the list offers Target): weighed as played
                legal = legal + [action]
            view = g.view(s, seat) if len(legal) > 1 else None
            if view is not None and unweighed is not None and unweighed(view, action):
                # not a decision the review weighs: 91 rows, every "End the turn" among them, read
                # as padding (a newcomer), and each took its share of the review's time
                done += 1
                tell(share * done / max(1, len(mine)))
                continue
            if len(legal) > 1:
                def part(f, k=done):
                    tell(share * (k + f) / max(1, len(mine)))
                rounds, first = hinted.get(i, (None, None))
                if rounds:
                    # the hint's first move (kept with the record, else the hint retraced as the player
                    # saw it) against the move played, over the hint's own sampled games
                    if first is not None:
                        first = g.parse_action(first)
                    else:
                        first = hint(gid, view, seat, offered, hint_rng(gid, i, seat), cancel=cancel, progress=part,
                                     rounds=rounds, reasons=False)[0].action
                    pair = list(dict.fromkeys((first, action)))
                    # over exactly the hint's games: its first move's figure is the one the hint
                    # showed (over as many again it moved, 40% becoming 35%, and a newcomer who had
                    # followed the hint read the two as disagreeing)
                    more = rank_moves(kit, view, seat, pair, hint_rng(gid, i, seat), budget_s=float("inf"),
                                      min_samples=3, must=tuple(pair), cancel=cancel, full_games=True,
                                      whole_rounds=True, halving=False, max_rounds=rounds)
                    by = {e.action: e for e in more}
                    est, played = [by[first]], by[action]
                else:
                    rng = hint_rng(gid, i, seat)
                    prior = medium(view, legal, rng.copy())
                    legal = undominated(gid, view, legal)
                    legal += [a for a in (prior, action) if a not in legal]
                    raw = rank_moves(kit, view, seat, legal, rng, budget_s, min_samples=3, must=(prior, action),
                                     cancel=cancel, progress=part, full_games=True, whole_rounds=True,
                                     rounds_wanted=REVIEW_ROUNDS, most_s=REVIEW_MOST * budget_s)
                    est = ranked(raw, legal, prior)
                    played = next((e for e in raw if e.action == action), None)
                    if played is None:          # the search could not weigh it: no figures to show
                        done += 1
                        continue
                best = est[0]
                # the hint's first move, played: the same move, or the whole of what the hint
                # meant by its first step (a Barony hint "Bid The Watchman on The Author" is a
                # Target; the bid played is a Commit, so only passes were ever marked followed:
                # a newcomer)
                followed = bool(rounds) and (action == best.action or
                                             (follows is not None and follows(view, action, best.action)))
                if followed or _as_good(played, best):
                    best = played       # the move played reads as well as any: it is the best found
                out.append(Decision(i, action, played.win, best.action, best.win, played.margin, best.margin, view,
                                    close=_close(best, played), hinted=bool(rounds), followed=followed,
                                    samples=min(best.samples, played.samples), ordered=i in by_order,
                                    blind=(blind(view, action) or "") if blind is not None else ""))
            done += 1
            tell(share * done / max(1, len(mine)))
    if deeper_s > 0:
        unsure = sorted((k for k, d in enumerate(out) if d.close and not d.hinted and d.best != d.action
                         and d.best_win - d.played >= FELT_GAP), key=lambda k: (out[k].played - out[k].best_win, k))
        looked = set()

        def look_again(ks, begin, whole):
            """Weigh the decisions at ``ks`` again, longer: the move played against the best over
            more of the same sampled games (progress from ``begin`` of ``whole`` such looks)."""
            for n, k in enumerate(ks):
                d = out[k]
                legal = [d.best, d.action]

                def part(f, n=n):
                    tell(share + (1 - share) * min(1.0, (begin + n + f) / whole))
                est = rank_moves(kit, d.view, seat, legal, hint_rng(gid, d.index, seat), deeper_s, min_samples=3,
                                 must=tuple(legal), cancel=cancel, progress=part, full_games=True,
                                 whole_rounds=True, halving=False, rounds_wanted=DEEPER_ROUNDS, most_s=3 * deeper_s)
                best, played = (next(e for e in est if e.action == a) for a in legal)
                if _as_good(played, best):
                    best = played
                out[k] = dataclasses.replace(d, played=played.win, best=best.action, best_win=best.win,
                                             played_margin=played.margin, best_margin=best.margin,
                                             close=_close(best, played), samples=min(best.samples, played.samples))
                looked.add(k)
        whole = DEEPER + 2 * 3
        look_again(unsure[:DEEPER], 0, whole)
        # and the decisions the review would name as costliest, before it names them: weighed on
        # the first look's few games, a Barony review called a 30% pick against 65% a costly
        # mistake, and the bid that won a newcomer the game another (they trusted their own
        # counting over it); over more of the same games a gap of chance closes, and the next
        # in line is looked at in its turn
        done_looks = len(looked)
        for _ in range(2):
            costliest = {d.index for d in worst(out)}
            named = [k for k, d in enumerate(out) if d.index in costliest and not d.hinted and k not in looked]
            if not named:
                break
            look_again(named, done_looks, whole)
            done_looks += len(named)
    # a surely better move says why, as a hint would (a newcomer could not see why "Pass" beat
    # the raise that won the card: "keep your cards for the 9 still to come in this stage")
    reason = hook(gid, "hint_reason")
    if reason is not None:
        stands = "standout" in inspect.signature(reason).parameters
        for k, d in enumerate(out):
            if d.best == d.action:
                # the best found says why too: a Sorcerous Futures review read "the best move
                # found" on 23 rows of 24 and taught a newcomer nothing
                try:
                    why = reason(d.view, offered_at.get(d.index, []), d.action)
                except Exception:  # noqa: BLE001 - a reason is a courtesy
                    why = ""
                out[k] = dataclasses.replace(d, why=why or "")
            elif not d.close:
                try:
                    # surely better than the move played: said as the hint says a clear first
                    # ("Left to the pool, it would score for the Ace of Waves you hold" read as a
                    # reason not to bid, under the bid the review found better: a newcomer)
                    why = reason(d.view, offered_at.get(d.index, []), d.best, standout=True) if stands \
                        else reason(d.view, offered_at.get(d.index, []), d.best)
                    # and what the move played did: a flip beside your own face-down card, against
                    # one away from it, read as 15% against 30% for no reason (a newcomer)
                    mine = reason(d.view, offered_at.get(d.index, []), d.action) \
                        if d.action in offered_at.get(d.index, []) else ""
                except Exception:  # noqa: BLE001 - a reason is a courtesy: the figures stand without it
                    why, mine = "", ""
                out[k] = dataclasses.replace(d, why=why or "", why_played=(mine or "") if mine != why else "")
    tell(1.0)
    return out


def worst(decisions: list, k: int = 3) -> list:
    """The ``k`` decisions that cost most (largest drop in estimated win chance), worst first;
    never one whose best is not surely better, nor one after which you won whatever you played
    (a few points fewer in a game won in every sampled game: "100% yours, 100% best (+4 pts)"
    stood among the decisions that cost a newcomer most)."""
    return sorted((d for d in decisions if d.cost > 0.0005 and d.played < 1.0 - LOSING and not d.blind),
                  key=lambda d: (-d.cost, d.index))[:k]


def closest_call(decisions: list):
    """With no decision that surely cost (``worst`` finds none), the one whose best the sampled
    games rated furthest above the move played (by at least ``FELT_GAP``, or ``FELT_POINTS``
    where every move wins or loses alike), or None. Within chance, and said so: "The bot found
    no decision that surely cost you" was all a newcomer who came 4th of 4 learned from the
    review ("it teaches nothing")."""
    def gap(d):
        if (d.played < LOSING and d.best_win < LOSING) or (d.played > 1 - LOSING and d.best_win > 1 - LOSING):
            return (d.best_margin - d.played_margin) / FELT_POINTS * FELT_GAP
        return d.best_win - d.played
    # (and only on enough sampled games: "not told apart … (too few sampled games to tell)" shows nothing)
    shown = [d for d in decisions if d.best != d.action and not d.blind and not d.ordered and gap(d) >= FELT_GAP
             and d.samples >= MIN_SURE]
    return max(shown, key=lambda d: (gap(d), -d.index), default=None)


# ---------------------------------------------------------------------------- off the frame loop

class Job:
    """Runs ``fn(cancel=…, progress=…)`` on a daemon thread. Poll ``done``, ``progress``,
    ``result`` and ``error``; ``cancel()`` asks it to stop."""

    def __init__(self, fn, *args, **kwargs):
        self.started = time.monotonic()      # (a review begun as the results came up has run a while)
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


__all__ = ["Estimate", "Decision", "Job", "Cancelled", "hint", "hint_rng", "ranked", "percent", "confidence", "standing", "shown_percent", "rank_moves", "review", "worst"]
