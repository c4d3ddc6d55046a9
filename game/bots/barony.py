"""Barony bots: functions of (BaronyView, legal actions, Rng) -> Action.

A bid is built step by step (Target, Add one card at a time, Confirm): the easy and medium
bots plan the whole commitment (a target and a set of cards) and then return its next step;
the plan is a function of what does not change while a bid is built, so each step follows
the same plan.

- random: any legal action (shared ``random_bot``).
- easy: bids one card (two where one is not enough) on the Market card it likes best; passes
  otherwise.
- medium: values each Market card by what it does to the final score (Aces and Crowns it
  would hold, cards it would take out of the scoring pool, cards it denies the leader),
  bids the cheapest winning set of resources and keeps its scoring cards for the end.
"""
from __future__ import annotations

from rules.decks import decktet as D
from rules.barony import STAGE_CARDS, Add, Commit, Confirm, Pass, Target, bid_value

from . import random_bot

# Rough chance that a card still in play (stage decks, Market, discards) ends in the pool.
POOL_SHARE = 0.32
TOTAL_MARKETS = 21  # a typical game without no-bid Markets


_AC = frozenset(cid for cid, c in D.CARDS.items() if c.kind in (D.ACE, D.CROWN))
_AC_SUIT = {cid: D.CARDS[cid].suits[0] for cid in _AC}     # an Ace's or Crown's one suit
_SUITS = {cid: frozenset(c.suits) for cid, c in D.CARDS.items()}
_RESERVED = frozenset(D.PAWNS) | frozenset(D.COURTS) | {D.EXCUSE_ID}   # never in the pool
_POOLABLE = frozenset(c.id for c in D.DECK if c.id not in _RESERVED)
_POOL_SUITS = {s: sum(1 for c in _POOLABLE if s in _SUITS[c]) for s in D.SUITS}   # suit: how many of those carry it


def _is_ac(cid: str) -> bool:
    return cid in _AC


def _owned_all(view) -> set:
    out = set()
    for i in range(view.players):
        out |= set(view.owned(i))
    return out


def _in_play(view) -> list:
    """Cards that may still reach the pool: everything not held by a seat nor removed."""
    held = _owned_all(view)
    return [c.id for c in D.DECK if c.id not in held and c.id not in _RESERVED]


def _pool_effect(card: str, seat_owned) -> float:
    """Points a seat gets if ``card`` ends in the pool (BA7)."""
    suits = _SUITS[card]
    pts = sum(1 for h in seat_owned if h in _AC and not suits.isdisjoint(_SUITS[h]))
    if D.EXCUSE_ID in seat_owned and card in _AC:
        pts += 1
    return pts


def _progress(view) -> float:
    """0 at the start of the game, 1 at the end."""
    return min(1.0, view.markets_played / TOTAL_MARKETS)


class _Holdings:
    """What ``card_worth`` reads of a View, worked out once for every card it is asked about
    (``_plans`` asks of a dozen cards a decision, thousands of times in a hint's sampled games):
    each seat's Aces' and Crowns' suits, who holds the Excuse, how many cards still in play
    carry each suit."""
    __slots__ = ("players", "ac_suits", "excuse", "suit_count", "in_play", "progress")

    def __init__(self, view, in_play=None):
        self.players = view.players
        owned = [view.owned(i) for i in range(view.players)]
        self.ac_suits = [[_AC_SUIT[h] for h in o if h in _AC] for o in owned]
        self.excuse = [D.EXCUSE_ID in o for o in owned]
        if in_play is None:
            # every card that may reach the pool, less those held (``_in_play``)
            held = set()
            for o in owned:
                held.update(o)
            count = dict(_POOL_SUITS)
            for c in held:
                if c not in _RESERVED:
                    for s in _SUITS[c]:
                        count[s] -= 1
            self.in_play = _POOLABLE - held
        else:
            count = {}
            for c in in_play:
                for s in _SUITS[c]:
                    count[s] = count.get(s, 0) + 1
            self.in_play = frozenset(in_play)
        self.suit_count = count
        self.progress = _progress(view)

    def pool_effect(self, card: str, seat: int) -> int:
        """``_pool_effect(card, seat's holdings)``."""
        suits = _SUITS[card]
        pts = sum(1 for s in self.ac_suits[seat] if s in suits)
        if self.excuse[seat] and card in _AC:
            pts += 1
        return pts


def card_worth(view, seat: int, card: str, in_play=None, held: _Holdings | None = None) -> float:
    """How much taking ``card`` into ``seat``'s resources improves its score margin (``held``:
    the View's ``_Holdings``, made here when not given)."""
    if held is None:
        held = _Holdings(view, in_play)
    n = held.players
    q = POOL_SHARE
    others = [i for i in range(n) if i != seat]
    # removing it from the pool: I lose my share, the others lose theirs
    w = -q * held.pool_effect(card, seat)
    w += q * sum(held.pool_effect(card, o) for o in others) / max(1, len(others))
    if card in _AC:
        suit = _AC_SUIT[card]
        future = held.suit_count.get(suit, 0) - (1 if card in held.in_play else 0)
        w += q * future * (1.0 - 0.5 * held.progress)
    # bidding power for the rest of the game
    c = D.CARDS[card]
    symbols = len(c.suits) + (1 if c.kind == D.NUMBER else 0)
    w += 0.12 * symbols * (1.0 - held.progress)
    return w


def _card_cost(view, cid: str, stakes: float = 1.0) -> float:
    """What committing a card costs: it is expended for the rest of the stage, in which the
    Markets still to come are worth ``stakes`` (1: as much as a typical card)."""
    left = view.stage_left / 3.0
    c = D.CARDS[cid]
    power = 1.0 if c.kind == D.EXCUSE else len(c.suits) * 0.3 + (0.3 if c.kind == D.NUMBER else 0)
    return 0.15 + 0.12 * power * left * stakes


STAKES_REF = 2.0
"""A typical card's worth (``card_worth``), against which ``_stakes`` weighs a stage's rest:
Aces and Crowns average 2.8 in stage II, 2–5 cards 0.36 in stage I, 6–9 cards 0.27 in III.
Against the medium that paid full price for its cards in every stage (and so passed every
opening Market), duplicate deals with seats rotated, 400 deals: 2 players 55.4% ± 3.3
(1.0 gave 52.1%, 3.0 gave 55.6%); 3 players 33.8% ± 2.3, a fair share (33.3%)."""


def _stakes(view, seat: int, held: _Holdings | None = None) -> float:
    """How much the cards still to come in this stage are worth to ``seat``, against a typical
    card (at most 1). Stage I holds only 2–5 cards, worth little but their symbols: to keep
    one's resources for them was why medium passed every opening Market, and the first stage
    ended at once (a newcomer: "the first stage often vanishes")."""
    if view.stage > 3:
        return 1.0
    seen = set(view.market) | set(view.discards)
    for i in range(view.players):
        seen |= set(view.owned(i))
    rest = [c for c in STAGE_CARDS[view.stage] if c not in seen]
    if not rest:
        return 1.0
    held = held or _Holdings(view)
    mean = sum(card_worth(view, seat, c, held=held) for c in rest) / len(rest)
    return max(0.1, min(1.0, mean / STAKES_REF))


def _commit_cost(view, action) -> float:
    return sum(_card_cost(view, c) for c in action.cards)


def _need_more(view, seat: int) -> int:
    """Value this seat must still add to its committed bid to be winning."""
    best = view.best[1] if view.best is not None and view.best[0] != seat else 0
    return best - view.bids[seat]


def step_toward(view, legal, plan):
    """The next step of ``plan`` (a Commit, or Pass) from where the bid being built stands."""
    if not isinstance(plan, Commit):
        return Pass()
    seat = view.seat
    if view.targets[seat] is None and view.pick is None:
        a = Target(plan.target)
        return a if a in legal else Pass()
    for c in plan.cards:
        if c not in view.adding:
            a = Add(c)
            return a if a in legal else Pass()
    return Confirm() if Confirm() in legal else Pass()


def _aim(view, seat):
    return view.targets[seat] if view.targets[seat] is not None else view.pick


EASY_COST = 0.3
"""What easy counts a point of bid as, against ``card_worth`` (a typical card about 0.5). It
overpays by up to a point before it lets a Market go: passing wherever the price topped the
worth, a second card was never worth adding, and easy let go of every Market it was outbid on."""


def easy(view, legal, rng):
    """Bids one card (two where one is not enough) on the Market card worth most to it;
    passes now and then (but never leaves a bid half built)."""
    seat = view.seat
    avail = list(view.resources[seat])
    aim = _aim(view, seat)
    building = view.pick is not None or bool(view.adding)
    req = _need_more(view, seat)
    targets = [aim] if aim is not None else list(view.market)
    singles = [Commit(t, (c,)) for t in targets for c in avail if bid_value(c, t) >= max(req, 0)
               and (bid_value(c, t) > 0 or req <= 0)]
    if not singles:
        # two cards where one is not enough (with one card only it passed most Markets it
        # was outbid on: "easy bots are far too passive", a newcomer)
        singles = [Commit(t, cards) for t in targets for cards in _candidates(view, seat, t, avail)
                   if len(cards) == 2]
    if not singles or (not building and rng.random() < 0.1):
        return Pass()
    held = _Holdings(view)
    scored = [(card_worth(view, seat, a.target, held=held) - EASY_COST * sum(bid_value(c, a.target) for c in a.cards), a)
              for a in singles]
    best_w = max(w for w, _ in scored)
    if best_w < -EASY_COST and not building:
        return Pass()
    choices = [a for w, a in scored if w == best_w]
    plan = choices[0] if building else choices[rng.randrange(len(choices))]
    return step_toward(view, legal, plan)


def _candidates(view, seat, t, avail):
    """The cheap winning commits toward ``t``: single cards, or up to three cards that
    each add value (zero-value cards only ever help as a lone tie-taking bid)."""
    req = (view.best[1] if view.best is not None and view.best[0] != seat else 0) - view.bids[seat]
    if req <= 0:
        return [(c,) for c in avail]
    useful = [c for c in avail if bid_value(c, t) > 0]
    out = []
    n = len(useful)
    for i in range(n):
        vi = bid_value(useful[i], t)
        if vi >= req:
            out.append((useful[i],))
            continue
        for j in range(i + 1, n):
            vj = vi + bid_value(useful[j], t)
            if vj >= req:
                out.append((useful[i], useful[j]))
                continue
            for k in range(j + 1, n):
                if vj + bid_value(useful[k], t) >= req:
                    out.append((useful[i], useful[j], useful[k]))
    return out


def medium(view, legal, rng):
    seat = view.seat
    avail = list(view.resources[seat])
    if len(legal) <= 1 or not avail:
        return legal[0]
    aim = _aim(view, seat)
    ranked = _plans(view, [aim] if aim is not None else list(view.market))
    if not ranked:
        return Pass()
    _, t, cards = ranked[0]
    return step_toward(view, legal, Commit(t, cards))


def rollout(view, legal, rng):
    """Medium, for the sampled games of the search (hard, hints, the review): where medium
    would begin building a bid, the whole bid it builds in one move (the rules take a Commit
    whole), else medium's own step. The same games as medium's, in half the time (a bid of
    two cards was four decisions, each weighing every plan again), so hints and the review
    weigh twice as many."""
    seat = view.seat
    if view.pick is None and not view.adding and len(legal) > 1 and view.resources[seat]:
        aim = _aim(view, seat)
        ranked = _plans(view, [aim] if aim is not None else list(view.market))
        if not ranked:
            return Pass()
        _, t, cards = ranked[0]
        return Commit(t, cards)
    return medium(view, legal, rng)


def _plans(view, targets, floor: float = 0.05) -> list:
    """Medium's winning commitments toward ``targets``, best first: ``[(score, target, cards)]``
    (those scoring above ``floor``)."""
    seat = view.seat
    avail = list(view.resources[seat])
    held = _Holdings(view)
    # what the current leader would get if I let it win (its gain is my loss)
    leader_gain = 0.0
    if view.best is not None and view.best[0] != seat:
        lt = view.targets[view.best[0]]
        if lt is not None:
            leader_gain = card_worth(view, view.best[0], lt, held=held)
    stakes = _stakes(view, seat, held)
    cost = {c: _card_cost(view, c, stakes) for c in avail}
    best_now = view.best[1] if view.best else 0
    ranked = []
    for t in targets:
        worth = card_worth(view, seat, t, held=held) + leader_gain
        for cards in _candidates(view, seat, t, avail):
            margin = view.bids[seat] + sum(bid_value(c, t) for c in cards) - best_now
            score = worth - sum(cost[c] for c in cards) - 0.05 * max(0, margin - 1)
            if score > floor:
                ranked.append((score, t, cards))
    ranked.sort(key=lambda x: -x[0])
    return ranked


def routine(view, action) -> bool:
    """A move of no news, which the table plays at a quicker pace (``Match``): a card added
    toward the Market card already bid on that brings the bid level with another seat's best
    (a run of ties, turn after turn)."""
    seat = view.seat
    if seat is None or view.best is None or view.best[0] == seat:
        return False
    t = view.targets[seat]
    if isinstance(action, Add):
        cards = (action.card,)
    elif isinstance(action, Commit) and action.target == t:
        cards = action.cards
    else:
        return False
    return t is not None and view.bids[seat] + sum(bid_value(c, t) for c in cards) == view.best[1]


def search_here(view) -> bool:
    """Where the hard bot searches: at the start of a turn (which Market card to bid on, or
    pass). Once a bid is being built, the cards it adds follow medium's plan for that card,
    as the search assumed when it weighed the choice."""
    return view.pick is None and not view.adding


def _bid_words(cards, target) -> str:
    """"The Sailor (+1) and The Mountain (+0)"."""
    parts = [f"{D.CARDS[c].name} (+{bid_value(c, target)})" for c in cards]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _against(view, seat, total: int) -> str:
    """What a bid of ``total`` does against the best bid, in words."""
    best = view.best
    if best is None:
        return "the first bid in this Market"
    if best[0] == seat:
        return "your bid stays the best"
    if total > best[1]:
        return f"it beats the best bid ({best[1]})"
    if total == best[1]:
        return f"it equals the best bid ({best[1]}), and a tie goes to the latest bid"
    return f"still short of the best bid ({best[1]}): more cards must follow"


def _where(stage: int) -> str:
    """Where the discards go (BA6), in a few words: "(the future pool)" read wrong, the discards
    are dealt out again after stage III (a newcomer); and in stage VI they are the pool (the
    hint spoke of stages IV to VI in the last stage, a newcomer)."""
    if stage <= 3:
        return "(dealt out again as stages IV and V)"
    if stage <= 5:
        return "(dealt out again as stage VI)"
    return "(the pool, which scores at the end)"


def _why_take(view, seat: int, t: str) -> str:
    """Why the Market card ``t`` is worth taking, in words from the View: an Ace or Crown scores
    for its suit's pool cards; any other card kept out of the pool scores nothing there for
    the Aces and Crowns others hold (or for yours), and bids for you later (the hints said which
    cards would make a bid, never why the card was worth it: a newcomer)."""
    from rules.decks.decktet import SUIT_NAMES
    c = D.CARDS[t]
    if _is_ac(t):
        suit = D.suits_of(t)[0]
        left = sum(1 for x in _in_play(view) if x != t and suit in _SUITS[x])
        kind = "An Ace" if c.kind == D.ACE else "A Crown"
        return (f"{kind} scores 1 for each pool card of its suit at the end: {left} {SUIT_NAMES[suit]} "
                f"card{'s' if left != 1 else ''} may still end there.")
    theirs, mine = [], []
    for i in range(view.players):
        for h in view.owned(i):
            if _is_ac(h) and not _SUITS[t].isdisjoint(_SUITS[h]):
                (mine if i == seat else theirs).append((i, h))
    suits = " and ".join(SUIT_NAMES[x] for x in c.suits)
    later = f"it adds its {suits} to your later bids"
    if not theirs and not mine:
        return f"Taken, {later}."
    who = []
    if theirs:
        n = len(theirs)
        who.append("an Ace or Crown another player holds" if n == 1 else f"{n} Aces and Crowns other players hold")
    if mine:
        # every one you hold it scores for ("the Ace of Knots you hold" of a Suns-and-Knots card
        # while you held the Ace of Suns too read as a mistake: a newcomer)
        names = [D.CARDS[h].name for _, h in mine]
        names = [f"{'the ' if n.startswith('Ace') else ''}{n}" for n in names]
        held = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        who.append(f"{held} you hold")
    # both sides of the trade, in the order they weigh: "If it ends in the pool, it scores for …
    # you hold" read as an argument against the hint's own advice to take it (a newcomer)
    if theirs and not mine:
        return f"Left to the pool, it would score for {who[0]}; taken, it scores for nobody and {later}."
    if mine and not theirs:
        return f"Left to the pool, it would score for {who[0]}; taken, {later} instead."
    return f"Left to the pool, it would score for {' and for '.join(who)}; taken, {later}."


def alike_words(actions) -> str:
    """Why a hint's moves ended every sampled game alike, for ``game.advisor.confidence``: bids
    there were answered (a tie goes to the latest bid), so the card went as it would have gone
    without them; "" where the moves are not bids."""
    if not any(isinstance(a, (Target, Commit)) for a in actions):
        return ""
    if any(isinstance(a, Pass) for a in actions):
        return ("in each, another player answered your bid, and the game went on as if you had passed "
                "(their answers there are guesses)")
    return "in each, another player answered your bid, whichever of these it was (their answers there are guesses)"


def hint_reason(view, legal, action, standout: bool = False) -> str:
    """Why a hinted move, from this seat's View alone (the hints' hook, ``game.advisor.hint``):
    which of your cards would make the bid and what it would be worth against the best bid,
    or why keeping your cards (passing) is the move. ``standout``: the sampled games rate it
    clearly ahead of the next; a bid on a card of your own suits then says what that found."""
    seat = view.seat
    if seat is None:
        return ""
    if isinstance(action, Target):
        t = action.card
        bid = hinted_bid(view, t)
        if bid is None:
            return ""
        cards = bid.cards
        total = view.bids[seat] + sum(bid_value(c, t) for c in cards)
        why = _why_take(view, seat, t)
        if standout and why.startswith("Left to the pool") and "you hold" in why:
            # the trade, and which way the sampled games found it goes ("Left to the pool, it
            # would score for the Ace of Waves you hold" read as a reason not to bid: a newcomer)
            why = why.rstrip(".") + ": in the sampled games that was worth more than the points it would have scored."
        return (f"Bid {_bid_words(cards, t)} on {D.CARDS[t].name}: worth {total}, {_against(view, seat, total)}."
                + (f" {why}" if why else ""))
    if isinstance(action, Add):
        t = _aim(view, seat)
        if t is None:
            return ""
        total = view.bids[seat] + sum(bid_value(c, t) for c in view.adding) + bid_value(action.card, t)
        return f"{_bid_words((action.card,), t)} toward {D.CARDS[t].name}: your bid would be {total}; " \
               f"{_against(view, seat, total)}."
    if isinstance(action, Confirm):
        t = _aim(view, seat)
        total = view.bids[seat] + sum(bid_value(c, t) for c in view.adding) if t is not None else 0
        return f"Your bid of {total} is ready: {_against(view, seat, total)}."
    if isinstance(action, Pass):
        if not any(isinstance(a, (Target, Add, Confirm)) for a in legal):
            return "No card of yours can reach the best bid: passing is the only move."
        best = f" (the best bid now: {view.best[1]})" if view.best is not None else ""
        # the card another seat's standing bid takes if nobody answers it: "keep your cards"
        # alone, and a bot took the Crown of Suns for 0 (a newcomer)
        targets = getattr(view, "targets", None)
        won = targets[view.best[0]] if targets and view.best is not None and view.best[0] != seat else None
        if won in D.CARDS:
            best = (f" (the best bid now: {view.best[1]}, on {D.CARDS[won].name}: if nobody answers it, "
                    f"that bid takes it)")
        left = getattr(view, "stage_left", 0)
        if view.best is None:
            # BA4: a Market nobody bids on ends its stage at once (a newcomer passed as Prime on
            # "keep your cards for the 9 cards still to come", and the 9 went to the discards)
            others_out = all(i in view.passed for i in range(view.players) if i != seat)
            gone = f"its {left} card{'s' if left != 1 else ''} still to come go" if left else "the Market goes"
            ends = "the game" if view.stage >= 6 else "the stage"
            where = _where(view.stage)
            if others_out:
                return f"Everyone else has passed: your pass ends {ends} now, and {gone} to the discard pile " \
                       f"{where}."
            return f"Nobody has bid yet: if everyone passes, {ends} ends now and {gone} to the discard pile " \
                   f"{where}."
        if left:
            return f"Keep your cards for the {left} card{'s' if left != 1 else ''} still to come in this stage{best}."
        return f"Nothing here is worth your cards{best}: let this Market go."
    return ""


def hinted_bid(view, target):
    """The bid a hint's Target names (``hint_reason``: "Bid The Watchman on The Author"):
    medium's best winning commitment toward it, however it scores, or None."""
    plans = _plans(view, [target]) or _plans(view, [target], floor=float("-inf"))
    return Commit(target, plans[0][2]) if plans else None


def weighed_as(view, action):
    """How the hints and the review play a move in their sampled games: a Target as the whole
    bid its reason names. Played as a Target, the sampled games went on with medium's own plan,
    which passes where no bid scores for it, so "Bid X on Y" and Pass read alike, every time
    (35%, 35%, 35%: a newcomer)."""
    if isinstance(action, Target) and view.seat is not None:
        return hinted_bid(view, action.card) or action
    return action


def follows(view, played, hinted) -> bool:
    """Whether the move ``played`` is what the hint's first move ``hinted`` meant (the review's
    hook): a hinted Target is the bid its reason names ("Bid The Watchman on The Author"), and
    the table plays a bid whole, as one Commit of those cards; a hinted Add is followed by a
    Commit that adds that card."""
    if played == hinted:
        return True
    if not isinstance(played, Commit):
        return False
    if isinstance(hinted, Target):
        bid = hinted_bid(view, hinted.card)
        return bid is not None and played.target == hinted.card and set(played.cards) == set(bid.cards)
    if isinstance(hinted, Add):
        return hinted.card in played.cards
    return False


REVIEW_BUDGET_S = 0.8
"""How long the game review weighs each decision (0.3 s elsewhere): a Barony game is long to
finish, and at 0.3 s a decision stood on 6 to 8 sampled games, its figure swinging from one
decision to the next (50%, 25%, 14%, 34%). With ``rollout``, 0.8 s is 20 to 60 games; a
review of a three-player game takes about a minute."""

THINKING_SHARE = 0.5
"""The share of the thinking setting's time a Barony search takes: its sampled games are long
(about 30 ms at three players), but at half of normal's 0.4 s hard still wins far more than
the tournament target against medium (README), and the 3-player tournament, 58 minutes at
the full budget, finishes well under an hour."""


BOTS = {"random": random_bot, "easy": easy, "medium": medium}


# --------------------------------------------------------------------------- the review's words

def game_story(final: dict, seat: int, names: list) -> str:
    """What decided the game, for the review's head: where ``seat`` finished, how many cards
    ended in the pool, and what each of its Aces and Crowns (and the Excuse) scored from them
    against the best other seat's. "" if the record's block is damaged."""
    from game.words import story_start
    start = story_start(final, seat, names)
    if start is None or not isinstance(final.get("pool"), list):
        return ""
    seats, head, rival = start
    pool = [c for c in final["pool"] if c in D.CARDS]
    held = [[c for c in s.get("resources", []) if c in D.CARDS] for s in seats]
    second = names[seat].lower() == "you"

    def scored(k, whose):
        lines = []
        for h in held[k]:
            if _is_ac(h):
                n = sum(1 for p in pool if not _SUITS[p].isdisjoint(_SUITS[h]))
                lines.append(f"{D.CARDS[h].name} {n}")
            elif h == D.EXCUSE_ID:
                lines.append(f"the Excuse {sum(1 for p in pool if _is_ac(p))}")
        if not lines:
            return ("You" if whose == "Your" else whose[:-2]) + " held no Ace or Crown"
        return f"{whose} Aces and Crowns scored " + ", ".join(lines)
    story = (f"{head} {len(pool)} card{'s' if len(pool) != 1 else ''} ended in the pool. "
             f"{scored(seat, 'Your' if second else names[seat] + chr(39) + 's')}; "
             f"{scored(rival, names[rival] + chr(39) + 's')}.")
    return story
