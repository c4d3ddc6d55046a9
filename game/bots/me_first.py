"""Me First bots. Each is ``bot(view, legal, rng) -> Action`` and sees only its View.

- random: any legal action.
- easy:   greedy for stars: takes the most stars while acquiring, the fewest while taxed,
          and puts its most-starred card into the tax row.
- medium: weighs stars against turn order (and, with the Set-bonus variant, what a card adds
          to its sets). A card's number decides where its taker sits
          in the next round (lowest first), and sitting early is worth about one star per
          place while there are rounds left in the phase. In the tax phase it takes few
          stars, and chooses the card it plays to shape the row: when it takes first it
          plays the card it wants back; otherwise it dumps stars and high numbers on the
          seats before it.
"""
from __future__ import annotations

from functools import lru_cache

from game.bots import random_bot
from rules.decks.me_first_deck import card
from rules.me_first import TAX, Pick, Take

# tuning (see tools/balance_me_first.py)
W_ACQUIRE = 0.9     # stars per place earlier in the next acquisition round
W_TAX = 1.0         # stars per place earlier in the next tax round
DUMP_STARS = 1.0
DUMP_NUMBER = -1.0
DUMP_ARROWS = 0.0
PLAY_BACK_WHEN_FIRST = False


@lru_cache(maxsize=None)
def info(cid: str) -> tuple:
    """(number, arrows, stars) parsed from an id like ``n7a3s2``."""
    a = cid.index("a")
    s = cid.index("s")
    return int(cid[1:a]), int(cid[a + 1:s]), int(cid[s + 1:])


def _key(cid: str) -> tuple:
    n, a, _ = info(cid)
    return (n, -a)


def _stars(cid: str) -> int:
    return info(cid)[2]


def expected_place(view, cid: str) -> float:
    """Where (0 = first) this seat expects to sit next round if it takes ``cid`` now."""
    me = view.seat
    n = view.players
    k = _key(cid)
    taken = view.order[:view.turn]          # seats that already took this round
    place = sum(1 for s in taken if s != me and view.tops[s] is not None
                and _key(view.tops[s]) < k)
    later = n - view.turn - 1               # seats still to take after this one
    rest = [c for c in view.row if c != cid]
    if later > 0 and rest:
        lower = sum(1 for c in rest if _key(c) < k)
        place += lower * later / len(rest)
    return place


def _order_weight(view) -> float:
    if view.round >= view.rounds:           # the last round of a phase: order is reset
        return 0.0
    return W_ACQUIRE if view.phase == "acquire" else W_TAX


def _set_gain(view, cid: str) -> float:
    """Set bonuses (variant): what taking ``cid`` now adds to this seat's sets."""
    if not view.set_bonus or view.phase != "acquire":
        return 0.0
    from rules.me_first import set_bonus
    mine = list(view.acquired)
    return float(sum(p for _, p in set_bonus(mine + [cid])) - sum(p for _, p in set_bonus(mine)))


def _take_value(view, cid: str) -> float:
    w = _order_weight(view)
    sign = 1 if view.phase == "acquire" else -1
    return sign * _stars(cid) - w * expected_place(view, cid) + _set_gain(view, cid)


def _best(options, score, rng):
    scored = [(score(o), o) for o in options]          # each option scored once
    best = max(v for v, _ in scored)
    top = [o for v, o in scored if v >= best - 1e-9]
    return top[rng.randrange(len(top))] if len(top) > 1 else top[0]


# --------------------------------------------------------------------------- easy

def easy_bot(view, legal, rng):
    if isinstance(legal[0], Pick):
        return _best(legal, lambda a: _stars(a.card), rng)
    if view.phase == "acquire":
        return _best(legal, lambda a: _stars(a.card), rng)
    return _best(legal, lambda a: -_stars(a.card), rng)


# --------------------------------------------------------------------------- medium

def medium_bot(view, legal, rng):
    if isinstance(legal[0], Take):
        return _best(legal, lambda a: _take_value(view, a.card), rng)
    # tax phase: choose the card to put into the row
    me = view.seat
    first = view.order and view.order[0] == me
    if first and PLAY_BACK_WHEN_FIRST:
        # it takes first this round: play the card it would most like to take back
        w = _order_weight(view)

        def back(a):
            # after the picks it takes first, so its place next round depends only on how
            # the others' tops compare; low numbers keep it early
            return -_stars(a.card) - w * (info(a.card)[0] / 10.0) * (view.players - 1)
        return _best(legal, back, rng)
    return _best(legal, lambda a: DUMP_STARS * _stars(a.card) + DUMP_NUMBER * info(a.card)[0]
                 + DUMP_ARROWS * info(a.card)[1], rng)


BOTS = {"random": random_bot, "easy": easy_bot, "medium": medium_bot}


# --------------------------------------------------------------------------- the hints' words

def _nth(k: int) -> str:
    return f"{k}{'st' if k == 1 else 'nd' if k == 2 else 'rd' if k == 3 else 'th'}"


def _stars_words(k: int) -> str:
    return f"{k} star{'s' if k != 1 else ''}"


def _take_why(view, legal, cid: str) -> str:
    """Why take ``cid``: the stars it brings (or costs), and against the card a player counting
    stars alone would take (the most while acquiring, the fewest while taxed), what its number
    does to your place next round: the trade the hints weigh (they said what a take does, not
    why: "Costs you 3 stars. Its 2 goes on top…", a newcomer)."""
    num, _, stars = info(cid)
    acquire = view.phase == "acquire"
    what = "stack" if acquire else "tax stack"
    head = f"{_stars_words(stars)} for your score." if acquire else f"Costs you {_stars_words(stars)}."
    row = [a.card for a in legal if isinstance(a, Take)] or [cid]
    # a row of equal stars ("The most stars on offer" where every card had 3: a newcomer)
    equal = f" Every card here has {_stars_words(stars)}." if len(row) > 1 and len({_stars(c) for c in row}) == 1 else ""
    if _order_weight(view) == 0.0:
        # what it leaves the next player (two takes with the same stars read "The same reason as
        # 1" at 31% against 21%: a newcomer)
        rest = [c for c in row if c != cid]
        after = ""
        if rest and view.turn < view.players - 1 and not equal:
            best = max(rest, key=lambda c: (_stars(c) if acquire else -_stars(c), -info(c)[0]))
            after = (f" It leaves the {info(best)[0]} ({_stars(best)}★) to the player after you"
                     + (", the most stars left." if acquire else ", the fewest stars left."))
        # the acquisition's last take is a card of your hand in the tax phase ("Only the stars
        # count now", said of it: a newcomer)
        now = (" It joins your hand in the tax phase, where its stars cost whoever takes it." if acquire
               else " Only the stars count now.")
        return head + _place_words(view, cid, what) + now + equal + after
    n = view.players

    def place(c):
        return min(n, max(1, round(expected_place(view, c)) + 1))
    if equal:
        return f"{head}{equal}{_place_words(view, cid, what)}"
    # the star-counter's card: the most stars (fewest, taxed), the earlier place among equals
    other = min(row, key=lambda c: ((-1 if acquire else 1) * _stars(c), place(c), _key(c)))
    so = _stars(other)
    if so == stars:
        best = "The most stars on offer." if acquire else "The fewest stars on offer."
        return f"{head} {best}{_place_words(view, cid, what)}"
    gap = abs(so - stars)
    worse = f"{_stars_words(gap)} {'fewer' if acquire else 'more'} than the {info(other)[0]} ({so}★)"
    me, them = place(cid), place(other)
    if me < them:
        gain = ("more stars to choose from" if acquire else "the row's fewest stars to choose from")
        where = "first next round" if _surely_first(cid) else f"about {_nth(me)} of {n} next round"
        return (f"{head} That is {worse}, but its {num} on top of your {what} seats you {where}, against {_nth(them)} after the {info(other)[0]} (the lowest number chooses first): "
                f"choosing earlier, you have {gain}.")
    return f"{head} That is {worse}.{_place_words(view, cid, what)}"


def _surely_first(cid: str) -> bool:
    """The one card no top goes before: a 1 with 4 arrows ("about 1st of 4" read as a guess: a
    newcomer)."""
    return info(cid)[:2] == (1, 4)


def _place_words(view, cid: str, what: str) -> str:
    """Where taking ``cid`` would seat this seat next round, in words ("" in a phase's last
    round, when the order starts afresh)."""
    if _order_weight(view) == 0.0:
        return f" This is the phase's last round: the number on top of your {what} no longer sets the order."
    n = view.players
    place = min(n, max(1, round(expected_place(view, cid)) + 1))
    num = info(cid)[0]
    if _surely_first(cid):
        return (f" Its 1 with 4 arrows goes on top of your {what}: you choose first next round, whatever the "
                f"others take.")
    return (f" Its {num} goes on top of your {what}: you would choose about {_nth(place)} of {n} next round "
            f"(the lowest number chooses first).")


def undominated(view, legal) -> list:
    """The hints' and the review's moves to weigh (``game.advisor.undominated``): in the
    acquisition, a card of the same number as another in the row with no more arrows and no
    more stars is left out (the other gives as many stars and as early a turn: the review called
    a 7 with 1 arrow and 1 star "best" beside a 7 with 2 and 2, by the sampled games' chance: a
    newcomer). In the tax phase stars count against you: no card is better in every way."""
    if view.phase == TAX:
        return legal
    takes = [a for a in legal if isinstance(a, Take)]

    def beaten(a) -> bool:
        x = card(a.card)
        return any(y.number == x.number and y.arrows >= x.arrows and y.stars >= x.stars
                   and (y.arrows, y.stars) != (x.arrows, x.stars) for y in (card(b.card) for b in takes))
    return [a for a in legal if not isinstance(a, Take) or not beaten(a)]


def hint_reason(view, legal, action) -> str:
    """Why a hinted move, from this seat's View alone (the hints' and the review's hook,
    ``game.advisor.hint``): the stars a take brings or costs and where its number seats you
    next round; what a card put into the row does. A newcomer's review named "Take 3 (5★)"
    better than "Take 7 (1★)" in the tax phase, with no word of the turn order behind it."""
    if view.seat is None:
        return ""
    if isinstance(action, Take):
        return _take_why(view, legal, action.card)
    if isinstance(action, Pick):
        num, _, stars = info(action.card)
        hand = [info(c)[2] for c in view.hand]
        rank = (", the most stars in your hand" if hand and stars == max(hand) and stars > min(hand) else
                ", the fewest stars in your hand" if hand and stars == min(hand) and stars < max(hand) else "")
        cost = f"pays {stars} star{'s' if stars != 1 else ''}" if stars else "pays nothing"
        order = (" (low: they choose early next round)" if num <= 3 else
                 " (high: they choose late next round)" if num >= 7 else "")
        first = bool(view.order) and view.order[0] == view.seat
        # what the card does to whoever takes it: a newcomer read "can come back to you" as a
        # reason, and three hinted cards shared one sentence; taking first, the plan of putting
        # a card in to take it back was never said (a newcomer; "you need not take it back
        # yourself" read as the opposite). In few words: three of them, each four lines long,
        # left the third cut off the panel (a newcomer)
        back = (f" You take first this round, so you may take it back yourself: that {cost.replace('pays', 'costs you')}"
                f" and puts your {num} on top of your tax stack." if first else _pick_why(view, stars, hand))
        return f"Your {num} ({stars}★){rank}: its taker {cost} and tops their tax stack with a {num}{order}.{back}"
    return ""


def _pick_why(view, stars: int, hand: list) -> str:
    """Why put a card of ``stars`` into the row, from where this seat takes this round: the
    players before it take the row's cheapest cards, so a costly card is left to the late
    ones (a pick's hint said what the card does, never why: a newcomer).

    Chosen later than first, the words are the round's, the same for every card (the hint says
    them once): "a costly card: the one you are left is of your own choosing" under one move
    and "a cheap card keeps your costly ones" under another read as two rules that contradict,
    and the table's tip said "put in a cheap card" beside a hint whose first was costly (two
    newcomers); the figures say which pays here."""
    if not view.order or view.seat not in view.order or not hand:
        return ""
    n, k = len(view.order), list(view.order).index(view.seat) + 1
    before = k - 1
    if k <= n / 2:
        return (f" You choose {_nth(k)} of {n} this round: the players after you are likelier than you to be "
                f"left with a costly card.")
    return (f" You choose {_nth(k)} of {n}: the {before} before you will likely take the cheaper cards and "
            f"leave you the costliest. A costly card put in may be the one you keep; a cheap one saves your "
            f"costly cards for rounds where you choose early.")


# --------------------------------------------------------------------------- the review's words

def game_story(final: dict, seat: int, names: list, events=None) -> str:
    """What decided the game, for the review's head: where ``seat`` finished, and its stars
    taken while acquiring and taxed against the best other seat's; with the game's ``events``,
    how often it chose last in the tax phase and why that costs (a newcomer taxed 25 stars,
    3rd or 4th to choose in every tax round, read "the best move found" on every row and
    nothing of what decided the game). "" if the record's block is damaged."""
    from game.words import story_start
    start = story_start(final, seat, names)
    if start is None:
        return ""
    seats, head, rival = start
    try:
        got = [int(s["stars_acquired"]) + int(s.get("set_bonus", 0)) for s in seats]
        taxed = [int(s["stars_taxed"]) for s in seats]
    except (KeyError, TypeError, ValueError):
        return ""
    second = names[seat].lower() == "you"

    def parts(k, who, you):
        bonus = int(seats[k].get("set_bonus", 0))
        return (f"{who} took {got[k] - bonus} stars while acquiring" + (f" (and {bonus} in set bonuses)" if bonus else "")
                + f" and {'were' if you else 'was'} taxed {taxed[k]}")
    story = (f"{head} {parts(seat, 'You' if second else names[seat], second)}; "
             f"{parts(rival, names[rival], False)}.")
    # (no "the acquisition phase decided it": a one-star lead taken while acquiring said so
    # above three costly tax-phase picks in the review, and read as a contradiction: a newcomer)
    return story + _tax_places(events, seat, "You" if second else names[seat])


def _tax_places(events, seat: int, who: str) -> str:
    """" You chose last in 5 of the 8 tax rounds: …" from the game's order Events ("" without
    them, or when the seat never chose last)."""
    orders = [e.data.get("order") or [] for e in events or ()
              if e.kind == "order" and e.data.get("phase") == TAX]
    orders = [o for o in orders if seat in o]
    if not orders:
        return ""
    last = sum(1 for o in orders if o[-1] == seat)
    if not last:
        return ""
    return (f" {who} chose last in {last} of the {len(orders)} tax rounds: the last to choose keeps the costliest "
            f"card left, and a low number taken puts its taker early next round.")
