"""Bots for Sorcerous Futures: functions of the seat's SFView (plus legal actions and an Rng).

* ``random``: any legal action (the Excuse seat still picks one of the valid Crown deals).
* ``easy``: a card is worth about its rank plus a little; bids up to a fraction of that.
* ``medium``: estimates every suit from what it knows (own valuation cards, own Crown, the
  revealed Excuse card, the mean of the valuation cards it has not seen, the prices paid so
  far), paces its gold over the remaining auctions, shades sealed bids, picks the card and
  format that suit it, and deals the Crowns (as the Excuse seat) to keep its own suit quiet.
"""
from __future__ import annotations

import threading

from rules.decks.decktet import CARDS, SUIT_NAMES, SUITS, value_of
from rules.sorcerous_futures import (SUIT_OF_CROWN, VALUATION_DECK, AssignCrowns, Bid, Pass, SealedBid,
                                     StartAuction, opening_bid)

from . import random_bot
from .sf_bidder import MEAN_ALL, open_target, pace_cap, public_value, sealed_amount

# how many auction cards show both suits (used to judge Crown competition)
_OVERLAP = {(a, b): sum(1 for c in VALUATION_DECK if a in CARDS[c].suits and b in CARDS[c].suits)
            for a in SUITS for b in SUITS}


# --------------------------------------------------------------------------- shared helpers

def _bid_or_pass(legal, amount):
    if amount is not None:
        a = Bid(int(amount))
        if a in legal:
            return a
    return Pass()


def _sealed(legal, amount):
    top = len(legal) - 1                     # legal is SealedBid(0..gold)
    return SealedBid(max(0, min(top, int(amount))))


# --------------------------------------------------------------------------- easy

def _easy_value(view, cid):
    c = CARDS[cid]
    v = 12 if c.kind == "pawn" else c.rank + 4
    if view.crown and SUIT_OF_CROWN[view.crown] in c.suits:
        v += 3
    return v


def easy_bot(view, legal, rng):
    if not legal:
        raise ValueError("no legal action")
    first = legal[0]
    if isinstance(first, AssignCrowns):
        return legal[rng.randrange(len(legal))]
    me = view.seat
    gold = view.gold[me]
    if isinstance(first, StartAuction):
        cid = view.market[rng.randrange(len(view.market))]
        v = _easy_value(view, cid)
        if opening_bid(cid) <= min(gold, 0.8 * v):
            return StartAuction(cid, "open")
        return StartAuction(cid, "closed")
    a = view.auction
    v = _easy_value(view, a.card)
    if isinstance(first, SealedBid):
        return _sealed(legal, 0.6 * v)
    limit = int(0.8 * v)
    if a.high_bid < limit and a.high_bid + 1 <= gold:
        return _bid_or_pass(legal, a.high_bid + 1 + rng.randrange(2))
    return Pass()


# --------------------------------------------------------------------------- medium

class Estimate:
    """What a seat believes: expected value of each suit and of the Excuse's card."""

    __slots__ = ("suit", "excuse", "crown_suit", "unknown_mean", "price_ratio")

    def __init__(self, view):
        known = view.valuations
        seen = set(known.values()) | set(view.market)
        for b in view.bought:
            seen.update(b)
        if view.sly_values:
            pool = [c for c in view.sly_values if c not in seen]
        else:
            pool = [c for c in VALUATION_DECK if c not in seen]
        self.unknown_mean = (sum(value_of(c) for c in pool) / len(pool)) if pool else MEAN_ALL
        self.suit = {s: (value_of(known[s]) if s in known else self.unknown_mean) for s in SUITS}
        self.excuse = value_of(known["excuse"]) if "excuse" in known else self.unknown_mean
        self.crown_suit = SUIT_OF_CROWN[view.crown] if view.crown else None
        # how the table has paid so far, relative to a card's public expected worth
        ratios = [h.price / max(1.0, public_value(h.card)) for h in view.history]
        self.price_ratio = (sum(ratios) / len(ratios)) if ratios else 0.8

    def value(self, cid):
        suits = CARDS[cid].suits
        v = sum(self.suit[s] for s in suits)
        if self.crown_suit in suits:
            v += self.excuse
        return v


def _pace_cap(view, me):
    """Most this seat wants to pay for one card, spreading its gold over the auctions left."""
    return pace_cap(view.gold[me], view.auctions_done, view.players)


def _expected_rival_price(view, est, cid):
    """About what the others will pay for the card (from the prices seen so far)."""
    return est.price_ratio * public_value(cid)


def _medium_crowns(view, legal, rng):
    """Excuse seat: keep its own Crown's suit away from the others' Crowns (less rivalry
    for its bonus cards), and bunch the others' Crowns together so they compete."""
    me = view.seat
    best, best_score = None, None
    for act in legal:
        cr = act.crowns
        mine = SUIT_OF_CROWN[cr[me]]
        others = [SUIT_OF_CROWN[c] for i, c in enumerate(cr) if i != me]
        score = -2 * sum(_OVERLAP[(mine, o)] for o in others)
        score += sum(_OVERLAP[(a, b)] for i, a in enumerate(others) for b in others[i + 1:])
        score += rng.random() * 0.5
        if best_score is None or score > best_score:
            best, best_score = act, score
    return best


def medium_bot(view, legal, rng):
    if not legal:
        raise ValueError("no legal action")
    first = legal[0]
    if isinstance(first, AssignCrowns):
        return _medium_crowns(view, legal, rng)
    me = view.seat
    n = view.players
    gold = view.gold[me]
    est = Estimate(view)
    cap = _pace_cap(view, me)

    if isinstance(first, StartAuction):
        best, best_score = None, None
        for cid in view.market:
            v = est.value(cid)
            rival = _expected_rival_price(view, est, cid)
            op = opening_bid(cid)
            limit = min(v - 1, gold, cap)
            # open: we open at the rank and get the last word
            if op <= limit and StartAuction(cid, "open") in legal:
                sc = v - max(op, min(rival, limit)) + 0.5
                if best_score is None or sc > best_score:
                    best, best_score = StartAuction(cid, "open"), sc
            # closed: we bid below our estimate; worth it when the others value it less
            sc = 0.6 * (v - max(rival, 0.7 * v)) - 0.1 * op
            if best_score is None or sc > best_score:
                best, best_score = StartAuction(cid, "closed"), sc
        return best

    a = view.auction
    v = est.value(a.card)
    limit = int(min(v - 1, gold, cap))

    if isinstance(first, SealedBid):
        if limit <= 0:
            return SealedBid(0)
        rival = _expected_rival_price(view, est, a.card)
        amount = sealed_amount(v, limit, rival, n)
        amount += rng.randrange(3) - 1
        return _sealed(legal, max(0, min(limit, amount)))

    # open auction: Bid or Pass
    high = a.high_bid
    if high >= limit:
        return Pass()
    order = [(view.active + k) % n for k in range(1, n)] + [view.active]
    i = n - 1 if me == view.active else order.index(me)
    later = [s for s in order[i + 1:] if s != me]
    if not later:                               # the last word: just enough
        return _bid_or_pass(legal, high + 1)
    rival = _expected_rival_price(view, est, a.card)
    # jump high enough to discourage the seats still to speak, but keep a profit
    target = open_target(v, limit, rival, high)
    return _bid_or_pass(legal, target)


ROLLOUT_AUCTIONS = 6


def rollout_cutoff(start, state) -> bool:
    """The hard bot's sampled games stop ``ROLLOUT_AUCTIONS`` auctions on and are scored as
    they stand: gold and bought cards at their (sampled) valuations are exactly what the
    final score counts, so the score then says what the move changed, and the shorter
    games let the search sample three times as many futures. (Ten auctions at three players
    looked better position by position, ``tools/decision_gain.py``, but won no more in the
    tournament: 41.3%, 37.1-45.6%, against 43.7% with six; README.)"""
    return state.auctions_done >= start.auctions_done + ROLLOUT_AUCTIONS


def sampler(game, view):
    """The hard bot's search draws its positions here: weighted by what the other seats' bids
    say about their hidden cards (``sf_inference``); in a closed auction, the bids the others
    have sealed already are what the medium bot would seal in their place, in the position drawn
    (the rules' ``determinize`` draws them anywhere from 0 to all their gold: about 45 of 90, so
    a hint weighing seals of 8, 9 and 10 said "another player's bid took the card in each" where
    the real bids were 8, 8 and 7: a newcomer paid 13)."""
    from .sf_inference import sampler as weighted
    draw = weighted(game, view)
    a = view.auction
    pending = [i for i in sorted(a.sealed) if i != view.seat] if a is not None and a.format == "closed" else []
    if not pending:
        return draw

    def drawn(rng):
        s = draw(rng)
        sealed = s.auction.sealed
        order = list(sealed)
        bids = {}
        for i in pending:
            guess = sealed.pop(i)
            try:
                bid = medium_bot(game.view(s, i), game.legal_actions(s, i), rng)
                bids[i] = bid.amount if isinstance(bid, SealedBid) else guess
            except Exception:  # noqa: BLE001 - a position the bot cannot read keeps the rules' draw
                bids[i] = guess
            sealed[i] = bids[i]
        s.auction.sealed = {i: bids.get(i, sealed[i]) for i in order}     # (in the order they were sealed)
        return s
    return drawn


BOTS = {"random": random_bot, "easy": easy_bot, "medium": medium_bot}


# --------------------------------------------------------------------------- the hints' words

READ_DRAWS = 48     # positions drawn to read the other seats' bids (the hard bot's own reading)


def read_from_bids(view) -> dict:
    """What the suits (and the Excuse) this seat cannot see are worth on average in positions
    drawn as the hard bot draws them: weighted by how well they explain the other seats' bids
    (``sf_inference``). Empty when the bids say nothing yet. The same View reads the same."""
    from rules import get_game
    from rules.core import Rng
    from .sf_inference import observations, sampler as weighted
    # every part of the View the reading depends on (the bids, the cards seen, the Crowns known)
    key = repr((view.seat, view.phase, view.auctions_done, view.history, tuple(view.gold), tuple(view.bought),
                sorted(view.valuations.items()), sorted((view.known_crowns or {}).items()),
                tuple(view.market), view.crown, view.aces,
                None if view.auction is None else (view.auction.card, view.auction.format,
                                                   sorted(view.auction.bids.items()))))
    with _READ_LOCK:
        if key in _READ:
            return _READ[key]
    if not observations(view) or view.phase in ("crowns", "over"):
        return {}
    g = get_game("sorcerous-futures")
    draw = weighted(g, view)
    rng = Rng(1000003 * (view.auctions_done + 1) + 7919 * (view.seat or 0) + sum(view.gold))
    unseen = [k for k in list(SUITS) + ["excuse"] if k not in view.valuations]
    total = {k: 0.0 for k in unseen}
    for _ in range(READ_DRAWS):
        st = draw(rng)
        for k in unseen:
            total[k] += value_of(st.valuations[k])
    out = {k: v / READ_DRAWS for k, v in total.items()}
    with _READ_LOCK:           # (hints and a review may read on worker threads at once)
        _READ[key] = out
        while len(_READ) > 16:
            _READ.pop(next(iter(_READ)))
    return out


_READ: dict = {}     # the latest readings (a hint's three moves, and its reasons, read one View)
_READ_LOCK = threading.Lock()


def bid_clue(view, suit: str, higher: bool) -> str:
    """Which bid the guess at ``suit`` rests on, in words from the View: the player who holds
    its Ace (and so knows its worth) "paid 14 for The Mill" when the guess is above the
    average, "let The Sailor go for 4" when below; "" where no such bid was seen. A newcomer
    asked the hints to say what the bids were telling them, not only "(a guess from the bids)"."""
    holder = next((i for i in range(view.players) if i != view.seat and view.aces
                   and any(CARDS[a].suits[0] == suit for a in view.aces[i])), None)
    if holder is None:
        return ""
    seen = [h for h in view.history if suit in CARDS[h.card].suits]

    def offered(h):
        return h.price if h.winner == holder else h.bids.get(holder)
    if higher:
        bid = [h for h in seen if offered(h)]
        # the auction going on counts too: "as its Ace's holder bid 9 for The Mountain" stood
        # while that player bid 16 for the card up now (a newcomer)
        a = view.auction
        now = a.bids.get(holder) if a is not None and a.format == "open" and suit in CARDS[a.card].suits else None
        if now and (not bid or now >= offered(max(bid, key=offered))):
            return f"its Ace's holder bids {now} for {CARDS[a.card].name} now"
        if not bid:
            return ""
        h = max(bid, key=offered)
        return f"its Ace's holder {'paid' if h.winner == holder else 'bid'} {offered(h)} for {CARDS[h.card].name}"
    let = [h for h in seen if h.winner != holder]
    if not let:
        return ""
    h = min(let, key=lambda h: h.price)
    said = f"its Ace's holder let {CARDS[h.card].name} go for {h.price}"
    return said + (f", bidding only {h.bids[holder]}" if h.bids.get(holder) else "")


def _worth_words(view, cid: str, read=None) -> tuple:
    """(about what ``cid`` is worth to this seat, how that is made up in words): each suit at
    the value its Ace's card shows if the seat holds that Ace, else what the other seats' bids
    say of it (``read_from_bids``: a suit they bid hard on, knowing it, is likely worth more;
    the hint said "Knots about 3 (not known to you)" after the seat holding the Knots Ace had
    paid 10 and 14 for Knots cards: a newcomer), else the average of the cards not seen; and
    the Excuse's value if it carries the Crown's suit. The whole is the sum of its parts as
    they are said ("about 9" of "about 5" and "about 5" read as a miscount: a newcomer)."""
    from rules.decks.decktet import SUIT_NAMES
    est = Estimate(view)
    read = read_from_bids(view) if read is None else read
    parts, total, told = [], 0, []
    # each part one flat clause, "; " between them: "(Waves about 7 (a guess from the bids, as
    # …), Wyrms about 5 (a guess), …)" nested brackets in brackets, too long to read (a newcomer)
    for s in CARDS[cid].suits:
        if s in view.valuations:
            v = round(est.suit[s])
            parts.append(f"{SUIT_NAMES[s]} {v}, you know it")
        elif s in read and ((clue := bid_clue(view, s, read[s] > est.suit[s])) or abs(read[s] - est.suit[s]) >= 1.0):
            # (near the average too, where a bid of its Ace's holder stands behind it: "about 5,
            # a guess" came after "about 4, guessed as its Ace's holder let The Lunatic go", as
            # if the words forgot the bids: a newcomer)
            v = round(read[s])
            # (no colon inside: the hint points at a reason's part after its first one); a bid
            # said once (The Author's price told of Moons and of Knots, in two long lines)
            if clue and clue in told:
                parts.append(f"{SUIT_NAMES[s]} about {v}, guessed from the same bid")
            else:
                parts.append(f"{SUIT_NAMES[s]} about {v}, " + (f"guessed as {clue}" if clue else "guessed from the bids"))
                told.append(clue)
        else:
            v = round(est.suit[s])
            # "a guess": the review's "Moons about 7 (not known to you)" read as the real values
            # told after the game (a newcomer)
            parts.append(f"{SUIT_NAMES[s]} about {v}, a guess")
        total += v
    if est.crown_suit in CARDS[cid].suits:
        known = "excuse" in view.valuations
        v = round(est.excuse if known or "excuse" not in read else read["excuse"])
        parts.append(f"the Excuse {'' if known else 'about '}{v} for your Crown of {SUIT_NAMES[est.crown_suit]}")
        total += v
    return total, "; ".join(parts)


def undominated(view, legal) -> list:
    """The hints' and the review's moves to weigh (``game.advisor.undominated``): with the
    last word in an open auction (you chose the card, and nobody bids after you), a bid above
    the lowest wins the same card for more gold, so only the lowest bid and the pass are kept
    (a hint offered "Bid 11" and "Bid 13" beside "Bid 9", a newcomer)."""
    a = view.auction
    if a is None or a.format != "open" or view.seat is None or a.to_bid != view.seat or view.seat != view.active:
        return legal
    bids = [x for x in legal if isinstance(x, Bid)]
    if len(bids) < 2:
        return legal
    low = min(bids, key=lambda x: x.amount)
    return [x for x in legal if not isinstance(x, Bid) or x == low]


def crowns_shared(crowns, me: int) -> str:
    """Why a hand-out of the Crowns: how many cards your Crown's suit shares with the others'
    Crowns, each a rival for your bonus cards (the review named a better hand-out and never
    why: "0% yours, 30% best" read as noise to a newcomer). For the Crowns given so far (None:
    not yet given), "" before yours and one other's: the hand-out dialog says it as you give them."""
    if crowns[me] is None or all(c is None for i, c in enumerate(crowns) if i != me):
        return ""
    mine = SUIT_OF_CROWN[crowns[me]]
    shared = sorted(((_OVERLAP[(mine, SUIT_OF_CROWN[c])], SUIT_NAMES[SUIT_OF_CROWN[c]])
                     for i, c in enumerate(crowns) if i != me and c is not None), key=lambda x: (-x[0], x[1]))
    total = sum(k for k, _ in shared)
    parts = ", ".join(f"{name} {k}" for k, name in shared)
    return (f"Your Crown of {SUIT_NAMES[mine]} shares {total} cards with the others' Crowns ({parts}): "
            f"the fewer it shares, the fewer rivals bid for your bonus cards.")


def hint_reason(view, legal, action) -> str:
    """Why a hinted move, in words from this seat's View (the hints' and the review's hook):
    what the card is worth to you as far as you know, suit by suit, against the gold a bid
    asks, and the auctions and gold left (a bid's hint said "Bid 13" and nothing else)."""
    from rules.sorcerous_futures import AUCTIONS
    me = view.seat
    if me is None:
        return ""
    if isinstance(action, AssignCrowns):
        return crowns_shared(action.crowns, me)
    gold = view.gold[me]
    left = AUCTIONS - view.auctions_done
    if isinstance(action, StartAuction):
        v, how = _worth_words(view, action.card)
        fmt = ("open: the others bid in turn and you have the last word" if action.format == "open" else
               "closed: one secret bid each, the highest pays what it bid")
        # where it stands among the market's cards for you: why put up one you value little
        # ("Auction The Sailor: worth about 5 to you" said nothing of why: a newcomer)
        others = [_worth_words(view, c)[0] for c in view.market if c != action.card]
        rank = ""
        if others and v < min(others):
            rank = (" Of the market the card worth least to you: the others may spend their gold on it "
                    "while you keep yours.")
        elif others and v > max(others):
            rank = " Of the market the card worth most to you."
        return f"{_card(action.card)} is worth about {v:.0f} to you ({how}).{rank} An auction that is {fmt}."
    a = view.auction
    if a is None:
        return ""
    v, how = _worth_words(view, a.card)
    worth = f"{_card(a.card)} is worth about {v:.0f} to you ({how})"
    if isinstance(action, (Bid, SealedBid)):
        n = action.amount
        if v - n >= 1:
            # "if you win it": the review's "Yours: bought for 9" of a bid another seat topped
            # read as a card you owned (a newcomer)
            return f"{worth}: if you win it at {n}, it gains you about {v - n} (gold kept scores too)."
        if n <= v:
            return f"{worth}: if you win it at {n}, it scores about what it costs (gold kept scores too)."
        # whom it keeps the card from, and why they want it ("it pays only if keeping it from
        # the others is worth the difference": a newcomer could not learn from that)
        who = "the others"
        if a.format == "open" and a.high_bidder is not None and a.high_bidder != me:
            theirs = [CARDS[x].suits[0] for x in (view.aces[a.high_bidder] if view.aces else ())
                      if CARDS[x].suits[0] in CARDS[a.card].suits]
            who = (f"the high bidder ({a.high_bid}), who holds the Ace of {SUIT_NAMES[theirs[0]]} and knows what "
                   f"{SUIT_NAMES[theirs[0]]} are worth" if theirs else f"the high bidder ({a.high_bid})")
        return (f"{worth}: at {n} you pay {n - v:.0f} more than it brings you, to keep it from {who}; that pays "
                f"when it would bring them more.")
    if isinstance(action, Pass):
        high = a.high_bid if a.high_bid is not None else 0
        # (opened as a bid's reason opens, "…worth about 13 to you (…): ", so the review says
        # that once beside a bid's: "Yours: keep your 63 gold…"; it said the worth twice over)
        if high >= v:
            return f"{worth}: no more than the {high} bid already; let it go."
        # worth more than the bid so far: said, with why a pass may still do as well ("worth about
        # 10 to you", the bid at 7, and "keep your 82 gold" read as a contradiction: a newcomer)
        above = (f"above the {high} bid so far, but the bidding may go past what it gains you, and the "
                 f"worths behind it are partly guesses")
        if left <= 1:
            # the last auction: "for the 0 auctions after it" (a review)
            return f"{worth}: {above}; keep your {gold} gold, it scores at the end, a point a coin."
        return (f"{worth}: {above}; keep your {gold} gold for the {left - 1} "
                f"auction{'s' if left - 1 != 1 else ''} after it.")
    return ""


def _card(cid: str) -> str:
    c = CARDS[cid]
    return f"{c.name} ({c.rank_label})"


# --------------------------------------------------------------------------- the review's words

def _ordinal(k: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(k, f"{k}th")


def game_story(final: dict, seat: int, names: list) -> str:
    """What decided the game, for the review's head, from the record's ``final`` block: where
    ``seat`` finished, what each suit turned out worth, and where its points came from against
    the best other seat's (the review of a game finished third read "the best move found" at
    every decision and never said that the Crown's suit turned out worth 1: a newcomer).
    ``names[seat]`` is "you" for the person reviewing their own game. "" if the block is
    damaged."""
    from rules.decks.decktet import SUIT_NAMES
    try:
        vals = {s: value_of(c) for s, c in final["valuations"].items()}
        seats = final["seats"]
        scores = [int(s["score"]) for s in seats]
        winners = [int(w) for w in final.get("winners", [])]
        seats[seat]["score"]           # the seat is in the block
    except (KeyError, TypeError, ValueError, IndexError):
        return ""
    you = names[seat] if seat < len(names) else "you"
    second = you.lower() == "you"
    Your = "Your" if second else f"{you}'s"

    def parts(k):
        s = seats[k]
        bought = [c for c in s.get("bought", []) if c in CARDS]
        cards = sum(vals.get(x, 0) for c in bought for x in CARDS[c].suits)
        suit = SUIT_OF_CROWN.get(s.get("crown"))
        crown = vals.get("excuse", 0) * sum(1 for c in bought if suit in CARDS[c].suits) if suit else 0
        return bought, cards, suit, crown, int(s.get("gold", 0))
    others = [k for k in range(len(seats)) if k != seat]
    if not others:
        return ""
    rival = max(others, key=lambda k: (scores[k], k in winners))
    place = 1 + sum(1 for k in others if scores[k] > scores[seat] or (scores[k] == scores[seat] and k in winners
                                                                       and seat not in winners))
    who = names[rival] if rival < len(names) else f"Player {rival + 1}"
    I = "You" if second else you
    tie = " (a tie goes to the tied player whose own valuation cards total least)" if scores[rival] == scores[seat] else ""
    if seat in winners:
        head = f"{I} won with {scores[seat]}; {who} came next with {scores[rival]}{tie}."
    else:
        head = f"{I} finished {_ordinal(place)} with {scores[seat]}; {who} won with {scores[rival]}{tie}."
    worth = ", ".join(f"{SUIT_NAMES[s]} {v}" for s, v in sorted(((s, v) for s, v in vals.items() if s in SUIT_NAMES),
                                                              key=lambda t: -t[1]))
    suits = (f"The suits turned out worth: {worth}; the Excuse {vals.get('excuse', 0)} for each card of "
             f"one's Crown's suit.")

    def brought(k, whose, their):
        bought, cards, suit, crown, gold = parts(k)
        n = len(bought)
        said = f"{whose} {n} card{'s' if n != 1 else ''} brought {cards}"
        if suit:
            said += f", {their} Crown ({SUIT_NAMES[suit]}) {crown}"
        return said + f" and {gold} gold kept"
    story = (f"{head} {suits} {brought(seat, Your, 'your' if second else 'their')}; "
             f"{brought(rival, who + chr(39) + 's', 'their')}.")
    # the suit most of the seat's cards carried, when it turned out cheap
    bought = parts(seat)[0]
    count = {}
    for c in bought:
        for x in CARDS[c].suits:
            count[x] = count.get(x, 0) + 1
    if count and seat not in winners:
        top = max(count, key=lambda x: (count[x], -vals.get(x, 0)))
        if vals.get(top, 0) <= sorted(vals.get(x, 0) for x in SUIT_NAMES)[len(SUIT_NAMES) // 2 - 1]:
            story += (f" {count[top]} of {'your' if second else you + chr(39) + 's'} {len(bought)} cards were "
                      f"{SUIT_NAMES[top]}, which turned out worth {vals.get(top, 0)}.")
    return story


def blind_choice(view, action) -> str:
    """The review's words for a choice made before anything was seen (``game.advisor``): the
    Excuse holder's Crowns go out before any suit's worth shows, so the review weighs them over
    every worth the suits could have, and never counts them among the costliest (a newcomer's
    hand-out headed the review of a game it had won, with a "surely better" no one could see)."""
    if isinstance(action, AssignCrowns):
        return "Chosen before any suit's worth was seen: the figures are over every worth the suits could have."
    return ""
