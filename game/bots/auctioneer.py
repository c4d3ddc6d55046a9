"""Auctioneer bots. Each is ``fn(view, legal, rng) -> Action`` and sees only its AuctioneerView:
its hand, the face-up circle cards and the face-down cards it placed itself (AU5 memory,
``CircleSlot.mine``). Nothing else is remembered between calls.

* random: any legal action (the shared ``random_bot``).
* easy:   a beginner. Claims a run it knows is valid; takes a move that completes one when
          it sees it; otherwise builds what it can see: the move that most raises the
          ``layout_score`` of the cards it knows (same-suit neighbours that some third card
          could still turn into a valid run), a hand card placed beside a card of its suit,
          a swap that brings two such cards together. A move that would break a pair
          (its own or another's) is never taken while a harmless one exists, and with nothing
          to build it keeps its hand and makes the move that changes least (two unseen cards
          swapped, else two cards that belong to no pair). It never claims blind. Unlike
          medium it does not ask whether the third card is within reach, nor hide its work in
          its own face-down cards, nor think about which card it turns up.
* medium: as easy, and otherwise picks the move that leaves it the most ways to complete a
          valid run next turn (pairs of known same-suit cards whose third card is in its hand
          or within swap reach), preferring runs built from its own face-down cards, which
          nobody else can see, less what the move hands the next seat (``_threat``): the run
          that seat could complete and claim before medium's turn comes again, judged from
          medium's View alone (pairs it can see or may turn up, a face-up third card within
          swap reach, one it may hold, or one of medium's own face-down cards it may turn up
          and swap in). It looks one seat ahead only, and guesses that seat's hand from the
          count of unseen cards (the hard bot's sampled games do better). It turns up first
          the card the seat before it just placed face down beside a face-up card (``_tell``),
          as people do.
"""
from __future__ import annotations

import math
from functools import lru_cache

from rules.decks import standard as S
from rules.auctioneer import (Claim, EndTurn, Flip, Place, Swap, circular_distance, claim_indices, run_total,
                              score_royals,
                              suits_for, threshold)

from . import random_bot

__all__ = ["BOTS", "easy_bot", "medium_bot", "random_bot", "known_claims", "layout_score", "placed_beside",
           "possible_claims", "winning_moves", "hint_reason"]


# --------------------------------------------------------------------------- knowledge

def _known(view) -> list:
    """Card ids this seat knows per circle position (None when unknown)."""
    return [sl.card for sl in view.circle]


def _valid(cards3, royal) -> bool:
    a, b, c = cards3
    if a is None or b is None or c is None:
        return False
    t = run_total((a, b, c))
    return t is not None and t >= threshold(royal, S.CARDS[a].suit)


def known_claims(view) -> list:
    """Starts of claims this seat knows to be valid now."""
    k = _known(view)
    L = len(k)
    return [i for i in range(L) if _valid((k[i], k[(i + 1) % L], k[(i + 2) % L]), view.royal)]


def _apply_known(k: list, action) -> tuple:
    """The known circle after a move, and the positions whose windows may have changed."""
    if isinstance(action, Place):
        k2 = k[:action.gap] + [action.card] + k[action.gap:]
        return k2, (action.gap,)
    k2 = list(k)
    k2[action.i], k2[action.j] = k2[action.j], k2[action.i]
    return k2, (action.i, action.j)


def _wins_after(k2: list, changed, royal) -> bool:
    L = len(k2)
    for p in changed:
        for st in (p - 2, p - 1, p):
            if _valid((k2[st % L], k2[(st + 1) % L], k2[(st + 2) % L]), royal):
                return True
    return False


def winning_moves(view, legal) -> list:
    """Moves (at the move step) after which this seat knows a valid claim."""
    k = _known(view)
    L = len(k)
    out = []
    for a in legal:
        if isinstance(a, Place):
            # a run is three cards of one suit: the placed card needs a neighbour of its suit
            if L >= 2 and not any(c is not None and c[-1] == a.card[-1]
                                  for c in (k[(a.gap - 1) % L], k[a.gap % L])):
                continue
        elif not isinstance(a, Swap):
            continue
        k2, ch = _apply_known(k, a)
        if _wins_after(k2, ch, view.royal):
            out.append(a)
    return out


# --------------------------------------------------------------------------- evaluation

def _suit_cards(suit: str) -> tuple:
    return tuple(S.card_id(r, suit) for r in range(1, 11))


_SUIT_CARDS = {s: _suit_cards(s) for s in S.SUITS}


@lru_cache(maxsize=None)
def _completions(a: str, b: str, dist: int, need: int) -> tuple:
    """The third cards z that make a run worth at least ``need`` with the same-suit pair a, b
    (at distance ``dist``), each with where z must go: (z, where, by_swap), where -1 is just
    before a, +1 just after b, 0 between them (distance 2), None between them by placement."""
    out = []
    for z in _SUIT_CARDS[a[-1]]:
        if z == a or z == b:
            continue
        if dist == 1:
            shapes = ((z, a, b, -1, True), (a, b, z, 1, True), (a, z, b, None, False))
        else:
            shapes = ((a, z, b, 0, True),)
        for x, y, w, where, by_swap in shapes:
            t = run_total((x, y, w))
            if t is not None and t >= need:
                out.append((z, where, by_swap))
    return tuple(out)


def _pairs(k: list, royal: str):
    """The pairs of known same-suit cards one or two places apart in the known circle ``k``,
    each with the third cards that would make a run good enough for ``royal``:
    ``(p, q, dist, completions)``, q the place ``dist`` after p (``_completions``)."""
    L = len(k)
    need = {}
    for p, a in enumerate(k):
        if a is None:
            continue
        sa = a[-1]
        for dist in (1, 2):
            q = (p + dist) % L
            b = k[q]
            if b is None or b[-1] != sa:
                continue
            t = need.get(sa)
            if t is None:
                t = need[sa] = threshold(royal, sa)
            yield p, q, dist, _completions(a, b, dist, t)


def _target(where, p: int, q: int, L: int):
    """Where a pair's third card must go (``_completions``' ``where``): just before p, just
    after q, between them; None when only a placement puts it there."""
    return None if where is None else ((p - 1) % L if where == -1 else (q + 1) % L if where == 1 else (p + 1) % L)


def _potential(k: list, hidden: list, hand: set, royal: str, reach: int) -> float:
    """How many ways this seat sees to complete a valid run next turn (weighted).

    ``k`` known ids per position, ``hidden[p]`` True when position p is a face-down card
    only this seat knows. Pairs of known same-suit cards at distance 1 or 2 are looked at;
    the third card counts most when it is in hand (one placement wins), less when it is a
    known circle card a swap can bring in, a little when unseen."""
    L = len(k)
    pos = None
    total = 0.0
    for p, q, dist, comps in _pairs(k, royal):
        weight = 1.0 if (hidden[p] or hidden[q]) else 0.55
        for z, where, by_swap in comps:
            if z in hand:
                # a placement wins when the pair is adjacent (any of the 3 shapes)
                total += (10.0 if dist == 1 else 2.0) * weight
                continue
            if pos is None:
                pos = {c: i for i, c in enumerate(k) if c is not None}
            zp = pos.get(z)
            if zp is not None:
                target = _target(where, p, q, L)
                if by_swap and target is not None and zp != p and zp != q and \
                        circular_distance(zp, target, L) <= reach:
                    total += 6.0 * weight * (1.0 if hidden[zp] else 0.7)
                else:
                    total += 1.0 * weight
            else:
                total += 0.6 * weight
    return total


# --------------------------------------------------------------------------- the next seat

GIVE_AWAY = 20.0   # a run the next seat can take before our turn comes, in _potential's units
                   # (10: an adjacent pair of our own whose third card we hold; that seat
                   # plays first). 12-30 measured alike against easy and the old medium
TURN_UP = 0.6      # how likely the next seat turns up a face-down card of ours that makes a
                   # pair with a face-up card (a card placed beside one is the one to look at)
READS_TELLS = True  # medium turns up first the card just placed beside a face-up card (``_tell``)


def _next_seat(view):
    """The seat that plays after this one (passing over a seat that loses its turn, AU4), or
    None when that is this seat again."""
    n = view.players
    skip = view.skip or (False,) * n
    for d in range(1, n):
        j = (view.seat + d) % n
        if not skip[j]:
            return j
    return None


def _threat_setup(view):
    """What the next seat's threat depends on besides the circle: (its hand size, how many
    cards this seat has not seen, the positions of the face-down cards it placed), or None
    when no other seat plays before this one again."""
    nxt = _next_seat(view)
    if nxt is None:
        return None
    seen = sum(1 for sl in view.circle if sl.card is not None) + len(view.hand)
    unseen = max(1, 10 * view.players - seen)
    theirs = [sl.placed_by == nxt and not sl.face_up for sl in view.circle]
    return view.hand_sizes[nxt], unseen, theirs


def _threat(k: list, up: list, hidden: list, theirs: list, hand: set, royal: str, reach: int,
            their_hand: int, unseen: int) -> float:
    """The chance (roughly) that the next seat can complete and claim a valid run on its
    turn, from what this seat can see: a pair of same-suit cards one or two places apart that
    it can see (face up; or one of this seat's face-down cards, which it may turn up first:
    only one card a turn), with a third card it can bring in: a face-up card within swap
    reach (certain), a card it may hold (its share of the cards this seat has not seen) when a
    placement will do, or a face-down card it placed itself within reach; one of this seat's
    own face-down cards within reach of a face-up pair, which it may turn up and swap in. A
    third card in this seat's hand the next seat cannot use."""
    L = len(k)
    pos = None
    mine_near = None
    miss = 1.0
    for p, q, dist, comps in _pairs(k, royal):
        if (hidden[p] and hidden[q]) or not comps:
            continue
        if pos is None:
            pos = {c: i for i, c in enumerate(k) if c is not None}
        chance = {}
        for z, where, by_swap in comps:
            if z in hand:
                continue
            zp = pos.get(z)
            target = _target(where, p, q, L)
            if zp is not None:
                movable = (by_swap and target is not None and zp != p and zp != q
                           and circular_distance(zp, target, L) <= reach)
                # a face-down card of ours the next seat may turn up and swap in itself, where
                # the pair is face up (one card turned a turn): counted as out of its reach, a
                # card placed within a swap of a face-up pair's gap was taken at once (a newcomer
                # took four runs so from hard bots)
                c = (1.0 if up[zp] else TURN_UP if hidden[zp] and not (hidden[p] or hidden[q]) else 0.0) \
                    if movable else 0.0
            else:
                c = their_hand / unseen if dist == 1 else 0.0
                if by_swap and target is not None:
                    if mine_near is None:
                        mine_near = [t for t in range(L) if theirs[t]]
                    if mine_near:
                        c += sum(1 for t in mine_near if circular_distance(t, target, L) <= reach) / unseen
            if c > chance.get(z, 0.0):
                chance[z] = min(1.0, c)
        if not chance:
            continue
        m = 1.0
        for c in chance.values():
            m *= 1.0 - c
        miss *= 1.0 - (1.0 - m) * (TURN_UP if (hidden[p] or hidden[q]) else 1.0)
    return 1.0 - miss


def _threat_after(k, hidden, up, theirs, hand, action, royal, reach, their_hand, unseen) -> float:
    """``_threat`` in the circle ``action`` leaves."""
    if isinstance(action, Place):
        g = action.gap
        k2 = k[:g] + [action.card] + k[g:]
        h2 = hidden[:g] + [True] + hidden[g:]
        u2 = up[:g] + [False] + up[g:]
        t2 = theirs[:g] + [False] + theirs[g:]
        hand2 = hand - {action.card}
    else:
        i, j = action.i, action.j
        k2, h2, u2, t2 = list(k), list(hidden), list(up), list(theirs)
        for xs in (k2, h2, u2, t2):
            xs[i], xs[j] = xs[j], xs[i]
        hand2 = hand
    return _threat(k2, u2, h2, t2, hand2, royal, reach, their_hand, unseen)


def _evaluate_move(view, k, hidden, hand, action, reach) -> float:
    if isinstance(action, Place):
        g = action.gap
        k2 = k[:g] + [action.card] + k[g:]
        h2 = hidden[:g] + [True] + hidden[g:]
        hand2 = hand - {action.card}
    else:
        k2, h2 = list(k), list(hidden)
        i, j = action.i, action.j
        k2[i], k2[j] = k2[j], k2[i]
        h2[i], h2[j] = h2[j], h2[i]
        hand2 = hand
    return _potential(k2, h2, hand2, view.royal, reach)


# --------------------------------------------------------------------------- the bots

def _claim_or_end(view, legal, rng):
    starts = known_claims(view)
    if starts:
        claim = Claim(starts[rng.randrange(len(starts))])
        if claim in legal:
            return claim
    return EndTurn()


def _unknown_flips(view, legal) -> list:
    return [a for a in legal if isinstance(a, Flip) and not view.circle[a.index].mine]


def _promising(a: str, b: str, dist: int, royal: str) -> bool:
    """Same-suit cards ``dist`` apart (1 or 2) that some third card could make a valid run."""
    return a[-1] == b[-1] and bool(_completions(a, b, dist, threshold(royal, a[-1])))


def layout_score(k: list, royal: str) -> float:
    """What a beginner sees in the circle ``k`` (known ids per position, None unknown): each
    pair of known neighbours of one suit that a third card could still turn into a valid run
    counts 1 (0.5 with one card between them). Suits and values only: nothing about where the
    third card is, or who can see the pair."""
    L = len(k)
    total = 0.0
    for p, a in enumerate(k):
        if a is None:
            continue
        for dist, worth in ((1, 1.0), (2, 0.5)):
            b = k[(p + dist) % L]
            if b is not None and _promising(a, b, dist, royal):
                total += worth
    return total


def _pair_positions(k: list, royal: str) -> set:
    """Positions of the cards that belong to a promising pair (``layout_score``)."""
    L = len(k)
    out = set()
    for p, a in enumerate(k):
        if a is None:
            continue
        for dist in (1, 2):
            q = (p + dist) % L
            b = k[q]
            if b is not None and _promising(a, b, dist, royal):
                out.update((p, q))
    return out


def _easy_move(view, legal, rng):
    """The easy bot's place-or-swap with no winning move in sight: the move that most raises
    ``layout_score``; with nothing to gain, a harmless swap (two unseen cards, else two cards
    outside every promising pair), the hand kept for later."""
    k = _known(view)
    royal = view.royal
    legal = _cautious(view, k, legal)
    base = layout_score(k, royal)
    best_gain, best = 0.0, []
    for a in legal:
        if not isinstance(a, (Place, Swap)):
            continue
        k2, _ = _apply_known(k, a)
        gain = layout_score(k2, royal) - base
        if gain > best_gain + 1e-9:
            best_gain, best = gain, [a]
        elif best and abs(gain - best_gain) <= 1e-9:
            best.append(a)
    if best:
        return best[rng.randrange(len(best))]
    swaps = [a for a in legal if isinstance(a, Swap)]
    unseen = [a for a in swaps if k[a.i] is None and k[a.j] is None]
    if unseen:
        return unseen[rng.randrange(len(unseen))]
    paired = _pair_positions(k, royal)
    # swapping two cards of one suit, or an unseen card with a known one, changes little
    # either; a swap that touches nothing anyone built is the beginner's "pass"
    spare = [a for a in swaps if a.i not in paired and a.j not in paired]
    quiet = [a for a in spare if k[a.i] is not None and k[a.j] is not None
             and k[a.i][-1] == k[a.j][-1]]
    for group in (quiet, spare):
        keep = [a for a in group if _apply_gain(k, a, royal, base) >= -1e-9]
        if keep:
            return keep[rng.randrange(len(keep))]
    # every move breaks something: the one that loses least
    moves = [a for a in legal if isinstance(a, (Place, Swap))] or legal
    scored = [(_apply_gain(k, a, royal, base), a) for a in moves]
    top = max(sc for sc, _ in scored)
    least = [a for sc, a in scored if sc >= top - 1e-9]
    return least[rng.randrange(len(least))]


EASY_CAUTION = 0.15  # the most chance of a run handed to the next seat a move of easy's may add


def _cautious(view, k: list, legal: list) -> list:
    """The moves among ``legal`` that do not hand the next seat a run (``_threat`` rising by
    more than ``EASY_CAUTION``), as a beginner looks once at what the next player could finish;
    all of them when every move does. Without it the seat after an easy bot won 69% of a
    3-player game's royals, nearly all on the turn after easy's move (a newcomer: "the game
    played itself around me")."""
    up = [sl.face_up for sl in view.circle]
    setup = _threat_setup(view) if True in up else None
    if setup is None:
        return legal
    their_hand, unseen, theirs = setup
    hidden = [sl.mine and not sl.face_up for sl in view.circle]
    hand = set(view.hand)
    reach = view.players - 1
    now = _threat(k, up, hidden, theirs, hand, view.royal, reach, their_hand, unseen)
    safe = [a for a in legal if not isinstance(a, (Place, Swap))
            or _threat_after(k, hidden, up, theirs, hand, a, view.royal, reach, their_hand,
                             unseen) <= now + EASY_CAUTION]
    return safe if any(isinstance(a, (Place, Swap)) for a in safe) else legal


def _apply_gain(k, action, royal, base) -> float:
    if not isinstance(action, (Place, Swap)):
        return 0.0
    k2, _ = _apply_known(k, action)
    return layout_score(k2, royal) - base


def easy_bot(view, legal, rng):
    if view.step == "claim":
        return _claim_or_end(view, legal, rng)
    if view.step == "flip":
        flips = _unknown_flips(view, legal) or legal
        return flips[rng.randrange(len(flips))]
    wins = winning_moves(view, legal)
    if wins:
        return wins[rng.randrange(len(wins))]
    return _easy_move(view, legal, rng)


def _last_placed(view):
    """``(who, index)`` of the card another seat placed last, still face down, or None."""
    if not view.placements or not READS_TELLS:
        return None
    _, who, p = view.placements[-1]
    if who == view.seat or not 0 <= p < len(view.circle) or view.circle[p].face_up:
        return None
    return who, p


def _told(view):
    """The ring index of the card another seat placed last, face down beside a face-up card (a
    card is placed there to make a run, and whoever turns it up first may finish it, as people
    do: a newcomer took four runs so from the hard bots, whose sampled games never did), or
    None."""
    last = _last_placed(view)
    if last is None:
        return None
    p, L = last[1], len(view.circle)
    return p if any(view.circle[(p + d) % L].face_up for d in (-2, -1, 1, 2)) else None


def _beside_own(view):
    """The ring index of the card another seat placed last, face down beside (or one card from)
    a face-down card that seat placed earlier this round, or None: two cards of a run hidden
    side by side (a newcomer won a Queen so, placing a card each turn between face-down cards:
    the bots looked only beside face-up ones)."""
    last = _last_placed(view)
    if last is None:
        return None
    who, p = last
    L = len(view.circle)
    earlier = {q for _, w, q in view.placements[:-1] if w == who}
    return p if any((p + d) % L in earlier and not view.circle[(p + d) % L].face_up
                    for d in (-2, -1, 1, 2)) else None


def _tell(view, flips):
    """The flip among ``flips`` that turns up the card ``_told`` names, else the one
    ``_beside_own`` names, or None."""
    p = _told(view)
    if p is None:
        p = _beside_own(view)
    return None if p is None else next((a for a in flips if a.index == p), None)


def not_a_decision(view, action) -> bool:
    """A move with nothing to weigh, for the review: ending the turn with no run this seat
    knows to claim (the other choice, a claim of cards it has not seen, is a guess no review
    should count as a better move missed). (Not ``routine``: that hook paces the table.)"""
    return isinstance(action, EndTurn) and view.step == "claim" and not known_claims(view)


def placed_beside(view):
    """For a player at the flip, the card ``_told`` names, unseen by this seat: ``(index, who
    placed it, the face-up card nearest it, how far: 1 beside it, 2 with a card between)``, or
    None ("nothing flags an opponent's face-down card placed next to a face-up card, the main way
    bots win": a newcomer)."""
    p = _told(view)
    if p is None or view.circle[p].card is not None:
        return None
    L = len(view.circle)
    d = next(d for d in (-1, 1, -2, 2) if view.circle[(p + d) % L].face_up)
    return p, view.placements[-1][1], view.circle[(p + d) % L].card, abs(d)


REPEAT = 3.0   # what a swap back to an arrangement the circle has had costs medium, in
               # _potential's units, for each time it stood so


def _earlier_arrangements(view) -> list:
    """The circle's arrangements since this round's last placement, newest first, each as the
    places of the cards that lie at ``0..len-1`` now (the swaps' places are kept as they are
    now, so each undone in turn gives the one before it)."""
    last_place = max((t for t, _, _ in view.placements), default=-1)
    order = list(range(len(view.circle)))
    out = []
    for t, _, i, j in reversed(view.swaps):
        if t <= last_place:
            break
        order[i], order[j] = order[j], order[i]
        out.append(tuple(order))
    return out


def _repeats(earlier: list, action) -> int:
    """How many times the arrangement ``action`` (a swap) leaves has stood before this round.
    Two seats that swap one pair back and forth, or two pairs in turn, hold a round till its
    60th turn sets the royal aside (at two players, half of medium's swaps took back the one
    before, and a fifth of the rounds were set aside: a newcomer's "stalemate"); each time the
    arrangement comes back another move is worth more."""
    if not earlier or not isinstance(action, Swap):
        return 0
    order = list(range(len(earlier[0])))
    order[action.i], order[action.j] = order[action.j], order[action.i]
    return earlier.count(tuple(order))


def medium_bot(view, legal, rng):
    if view.step == "claim":
        return _claim_or_end(view, legal, rng)
    k = _known(view)
    hidden = [sl.mine and not sl.face_up for sl in view.circle]
    hand = set(view.hand)
    reach = view.players - 1
    if view.step == "flip":
        flips = _unknown_flips(view, legal)
        told = _tell(view, flips)
        if told is not None:
            return told
        if flips:
            # look next to the cards we know: an unseen neighbour may complete a pair
            def near(a):
                L = len(k)
                return sum(1 for d in (-2, -1, 1, 2) if k[(a.index + d) % L] is not None)
            best = max(near(a) for a in flips)
            flips = [a for a in flips if near(a) == best]
            return flips[rng.randrange(len(flips))]
        # only our own cards are face down: give away the least useful one
        scored = []
        for a in legal:
            h2 = list(hidden)
            h2[a.index] = False
            scored.append((_potential(k, h2, hand, view.royal, reach), a))
        top = max(s for s, _ in scored)
        best = [a for s, a in scored if s == top]
        return best[rng.randrange(len(best))]
    # move step
    wins = winning_moves(view, legal)
    if wins:
        return wins[rng.randrange(len(wins))]
    base = _potential(k, hidden, hand, view.royal, reach)
    scores = []
    earlier = _earlier_arrangements(view)
    for a in legal:
        sc = _evaluate_move(view, k, hidden, hand, a, reach)
        if isinstance(a, Place):
            sc -= 0.5          # a hand card is worth keeping unless placing it builds something
        else:
            sc -= REPEAT * _repeats(earlier, a)
        scores.append(sc)
    up = [sl.face_up for sl in view.circle]
    # with nothing face up the next seat can know no pair but one it turns up itself, which
    # no move of ours changes
    setup = _threat_setup(view) if True in up else None
    if setup is None:
        order = range(len(legal))
    else:
        # what the next seat could take after our move counts against it (a run handed
        # over). It only lowers a score, so the moves are weighed best first and the rest
        # left once even their own score cannot reach the best found
        their_hand, unseen, theirs = setup
        now = _threat(k, up, hidden, theirs, hand, view.royal, reach, their_hand, unseen)
        base -= GIVE_AWAY * now
        order = sorted(range(len(legal)), key=lambda x: -scores[x])
    best_score, best = None, []
    for x in order:
        sc = scores[x]
        if setup is not None:
            if best_score is not None and sc < best_score - 1e-9:
                break
            a = legal[x]
            if isinstance(a, Swap) and k[a.i] is None and k[a.j] is None and \
                    not theirs[a.i] and not theirs[a.j]:
                sc -= GIVE_AWAY * now          # two cards nobody at the next seat knows
            else:
                sc -= GIVE_AWAY * _threat_after(k, hidden, up, theirs, hand, a, view.royal, reach,
                                                their_hand, unseen)
        if best_score is None or sc > best_score + 1e-9:
            best_score, best = sc, [x]
        elif abs(sc - best_score) <= 1e-9:
            best.append(x)
    best = [legal[x] for x in sorted(best)]
    if best_score is not None and best_score < base - 0.5:
        # every move loses ground: prefer a swap of two unknown cards if there is one
        neutral = [a for a in legal if isinstance(a, Swap) and k[a.i] is None and k[a.j] is None]
        if neutral:
            return neutral[rng.randrange(len(neutral))]
    return best[rng.randrange(len(best))]


@lru_cache(maxsize=None)
def _valid_runs(royal: str, suits: tuple) -> tuple:
    """Every valid claim for ``royal``: three distinct cards of one suit in circle order."""
    out = []
    for s in suits:
        cards = _SUIT_CARDS[s]
        for a in cards:
            for b in cards:
                if b == a:
                    continue
                for c in cards:
                    if c != a and c != b and _valid((a, b, c), royal):
                        out.append((a, b, c))
    return tuple(out)


def possible_claims(view) -> list:
    """Starts of the claims that may still be valid for all this seat can see: each card it
    sees in the three places (face up, or face down and placed by itself) is where a valid
    run has it, and each place it cannot see may hold the card the run needs there (not one
    it sees in its hand or elsewhere in the circle). Any other claim is refuted by the View
    alone: it can only fail and cost a turn (AU4), whatever the hidden cards are."""
    if view.royal is None:
        return []
    k = _known(view)
    L = len(k)
    seen = set(view.hand) | {c for c in k if c is not None}
    runs = _valid_runs(view.royal, tuple(view.suits) or suits_for(view.players))
    out = []
    for st in range(L):
        w = (k[st], k[(st + 1) % L], k[(st + 2) % L])
        if any(all(c == x if c is not None else x not in seen for c, x in zip(w, run))
               for run in runs):
            out.append(st)
    return out


def candidate_order(view, legal) -> list:
    """The hard bot's search weighs at most a few moves: the ones medium's own judgement
    ranks highest (winning placements and swaps, then the moves that leave the most ways to
    complete a run; claims it knows, then ending the turn; flips of unknown cards next to
    known ones: a card of its own only when every face-down card is), not an even spread
    over a hundred placements. A claim of a card it cannot see is left out altogether."""
    if view.step == "claim":
        # only a run it sees whole: a claim the View alone refutes fails in every sampled game
        # too, but there its reveal (three cards turned up) could look worth the lost turn; and
        # a blind claim that may be right looked right too often, the sampled positions putting
        # a card beside its suit more often than not (in self-play 7 of the hard bot's 8 blind
        # claims failed, medium's 0 of 38; a newcomer watched three fail)
        known = set(known_claims(view))
        legal = [a for a in legal if not isinstance(a, Claim) or a.start in known]
        return sorted(legal, key=lambda a: isinstance(a, EndTurn))      # a run it sees, then ending the turn
    k = _known(view)
    if view.step == "flip":
        # turning up a card of one's own tells this seat nothing and every other seat its
        # face: never weighed while another face-down card may be turned (medium never
        # does it either). Weighed, it looked as good as any flip wherever the flip changed
        # nothing in the sampled games (a won round), and the ties went to the candidate
        # order, where the seat's own cards, placed beside known ones, came first
        L = len(k)
        legal = _unknown_flips(view, legal) or legal
        told = _tell(view, legal)                       # the card the seat before just placed, first
        return sorted(legal, key=lambda a: (a != told,
                                            -sum(1 for d in (-2, -1, 1, 2) if k[(a.index + d) % L] is not None)))
    hidden = [sl.mine and not sl.face_up for sl in view.circle]
    hand = set(view.hand)
    reach = view.players - 1
    wins = set(winning_moves(view, legal))

    def score(a):
        if a in wins:
            return 1e6
        if not isinstance(a, (Place, Swap)):
            return -1e6
        return _evaluate_move(view, k, hidden, hand, a, reach) - (0.5 if isinstance(a, Place) else 0.0)
    return sorted(legal, key=lambda a: -score(a))


def rollout_cutoff(start, state) -> bool:
    """The hard bot's sampled games stop when the round in play is decided (a royal won or
    the round over): rounds are dealt afresh, so the rest of the game is the same for every
    move weighed now, and the score after this round is what the move changes."""
    return state.round != start.round


def aside(start, end, seat: int) -> float:
    """The hints' figure beside the chance to win the game (``SearchKit.aside``): 1 where
    ``seat`` won the royal in play by the sampled game's stop, else 0. Ahead in the game, every
    move read "95%", and a newcomer asked for the chance of the round in play."""
    royal = start.royal
    return 1.0 if royal is not None and royal in end.won[seat] else 0.0


def aside_words(view, shown: str) -> str:
    """The round's chance (``shown`` as the hint shows a chance: "33%"), said after a hinted
    move's reason."""
    if view.royal is None:
        return ""
    return f"You win the {S.CARDS[view.royal].name} in {shown} of the sampled games."


FINISH_DRAWS = 8    # the rounds after a sampled game's stop, drawn this many times (``finish_estimate``)


def finish_estimate(state, seat: int, rng) -> tuple:
    """(win share, margin) of the whole game for ``seat``, from a sampled game stopped where a
    new round begins (``rollout_cutoff``): the royals still to come each go to a seat drawn
    at random (equal players win alike), ``FINISH_DRAWS`` times, and are scored with the sets
    and bonuses they complete (AU7). Playing those rounds out with medium took 30 times
    longer, so a hint or a review stood on a handful of sampled games; and what a move
    changes is the round in play."""
    n = state.players
    left = ([state.royal] if state.royal is not None else []) + list(state.goods)
    won = [tuple(w) for w in state.won]
    wins = margin = 0.0
    for _ in range(FINISH_DRAWS):
        held = [list(w) for w in won]
        for r in left:
            held[rng.randrange(n)].append(r)
        scores = [score_royals(h, n)[0] for h in held]
        best = max(scores)
        if scores[seat] == best:
            wins += 1.0 / scores.count(best)
        margin += scores[seat] - max(x for i, x in enumerate(scores) if i != seat)
    return wins / FINISH_DRAWS, margin / FINISH_DRAWS


PROPOSALS = 12      # sampled positions drawn for each one the search keeps
NEAR_SUIT = 4.0     # how much likelier a placed card is with a card of its suit beside it


def placement_log_weight(view, cards: list) -> float:
    """How well a sampled circle explains the other seats' placements: a bot (or player)
    places a card face down to build a run, next to a card of its suit it knows (a face-up
    card, or one it placed itself), rarely anywhere else."""
    circle = view.circle
    L = len(circle)
    near = 0
    for p, sl in enumerate(circle):
        j = sl.placed_by
        if sl.face_up or j is None or j == view.seat:
            continue
        suit = cards[p][-1]
        for d in (-2, -1, 1, 2):
            o = circle[(p + d) % L]
            if (o.face_up or o.placed_by == j) and cards[(p + d) % L][-1] == suit:
                near += 1
                break
    return near * math.log(NEAR_SUIT)


def sampler(game, view):
    """The hard bot's search draws its positions here: the other seats' face-down cards are
    more often of the suit of the cards they were placed beside."""
    from .search import resampler
    if not any(sl.placed_by not in (None, view.seat) and not sl.face_up for sl in view.circle):
        return lambda rng: game.determinize(view, rng)
    return resampler(game, view, lambda s: placement_log_weight(view, s.cards), PROPOSALS)


# --------------------------------------------------------------------------- why (the hints' words)

def _short(c: str) -> str:
    return S.CARDS[c].short


def _seen_as(view, p: int) -> str:
    """A ring card this seat knows, as it knows it: "your 7♠" (face down, its own) or "the 7♠"."""
    sl = view.circle[p % len(view.circle)]
    return f"{'your' if sl.mine and not sl.face_up else 'the'} {_short(sl.card)}"


def _either(cards) -> str:
    names = [_short(z) for z in sorted(set(cards), key=S.sort_key)]
    if len(names) > 3:
        names = names[:3]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def _moves_now(view) -> list:
    """Every placement and swap this seat could make at its move step (to know whether it
    already holds a winning move while it is still to turn a card up)."""
    L, reach = len(view.circle), view.players - 1
    out = [Place(c, g) for c in view.hand for g in range(L)]
    out += [Swap(i, (i + d) % L) for i in range(L) for d in range(1, reach + 1) if (i + d) % L != i]
    return out


def _run_made(view, action):
    """(cards in circle order, total) of a valid run this seat would know after ``action``."""
    k2, changed = _apply_known(_known(view), action)
    L = len(k2)
    for p in changed:
        for st in (p - 2, p - 1, p):
            w = tuple(k2[(st + d) % L] for d in range(3))
            if _valid(w, view.royal):
                return w, run_total(w)
    return None


def _pair_words(view, k2: list, p: int, was, moved: bool = True) -> str:
    """What the card now at ``p`` of the known circle ``k2`` builds with a known card of its
    suit beside it (or one place further): "beside the 8♠: a 6♠ or 9♠ would finish a run
    (21 needed)"; "" if nothing. ``was(q)``: where the card now at q was before the move.
    ``moved``: the card at ``p`` was in the circle before (a swap), so a pair it already
    made before the move, at the same distance, is nothing the move builds."""
    L = len(k2)
    a = k2[p]
    if a is None:
        return ""
    need = threshold(view.royal, a[-1])
    for dist in (1, 2):
        for q in ((p + dist) % L, (p - dist) % L):
            b = k2[q]
            if q == p or b is None or b[-1] != a[-1]:
                continue
            if moved and circular_distance(was(p), was(q), L) <= dist:
                continue          # they were this close already (or closer: the move parts them, "brings
                # the 8♠ one place from the 6♠" of a swap that broke their pair up, a newcomer)
            a_first = q == (p + dist) % L
            x, y = (a, b) if a_first else (b, a)
            px_, py_ = (p, q) if a_first else (q, p)
            comps = [c for c in _completions(x, y, dist, need) if c[0] not in (a, b)]
            zs = list(dict.fromkeys(z for z, _, _ in comps))      # (one card may finish it at either end)
            if not zs:
                continue
            # where each would have to go to finish it (a swap reaches players − 1 places)
            slots = {}
            for z, where_z, by_swap in comps:
                if by_swap:
                    slots.setdefault(z, set()).add({-1: (px_ - 1) % L, 1: (py_ + 1) % L, 0: (px_ + 1) % L}[where_z])
            # a hand card finishes it only where it can be placed: before, after, or between
            # two neighbours; between two cards one place apart lies a third, which only a swap
            # replaces ("your 5♥ then finishes a run" with the 7♠ between the 4♥ and the 6♥: a
            # newcomer)
            placeable = {z for z, where_z, _ in comps if where_z != 0}
            mine = [z for z in zs if z in view.hand and z in placeable]
            where = "beside" if dist == 1 else "one place from"
            other = _seen_as(view, was(q))
            if mine:
                return f"{where} {other}: your {_either(mine)} then finishes a run ({need} needed)"
            # a card already on the ring is said to be there ("the 6♥ would finish a run" of a 6♥
            # face up three places away read as wrong to a newcomer)
            at = {c: i for i, c in enumerate(k2) if c is not None}
            unseen = [z for z in zs if z not in at and z not in view.hand]     # (a hand card it needs a swap for: not said)
            if not unseen and not [z for z in zs if z in at]:
                continue
            ring = sorted((circular_distance(at[z], p, L), z) for z in zs if z in at)
            there = " or ".join(f"the {_short(z)} ({d} place{'s' if d != 1 else ''} away on the ring)"
                                for d, z in ring[:2])
            if not unseen:
                # "swapped in" only where one swap reaches (a card 4 places away "swapped in"
                # when a swap reaches 2: a newcomer)
                near = any(circular_distance(at[z], t, L) <= view.players - 1
                           for _, z in ring for t in slots.get(z, ()))
                how = "swapped in" if near else "but it lies too far to swap in"
                return f"{where} {other}: {there} would finish a run ({need} needed), {how}"
            said = f"{where} {other}: the {_either(unseen)} would finish a run ({need} needed)"
            said = f"{said}, as would {there}" if there else said
            # where an unseen card is ("the 8♥ would finish a run": a card a newcomer did not
            # hold, and nothing said how that helped)
            each = "it" if len(unseen) == 1 else "each"
            return f"{said}; not in your hand, {each} lies face down in the ring or in another player's hand"
    return ""


@lru_cache(maxsize=None)
def _run_cards(royal: str, suits: tuple) -> frozenset:
    """Every card that is part of some valid run for ``royal``."""
    return frozenset(c for run in _valid_runs(royal, suits) for c in run)


def _can_run(view, card: str) -> bool:
    """Whether ``card`` can be part of a run good enough for the royal up now (a 4♥ cannot,
    for a King: 4-5-6 is 15, and 21 are needed)."""
    return card in _run_cards(view.royal, tuple(view.suits) or suits_for(view.players))


def _visible_pairs(view, k: list, up: list) -> dict:
    """Pairs of face-up cards (everyone sees them) of one suit, one or two places apart, that
    a third card could turn into a valid run: {(a, b) in circle order: distance}."""
    L = len(k)
    out = {}
    for p in range(L):
        for dist in (1, 2):
            q = (p + dist) % L
            a, b = k[p], k[q]
            if a and b and up[p] and up[q] and q != p and _promising(a, b, dist, view.royal):
                out[(a, b)] = dist
    return out


def _breaks_visible(view, k: list, action) -> str:
    """The words for a pair everyone can see that ``action`` pulls apart ("the 7♠ and the
    8♠"), or "": a move that does so spoils what other seats may be building."""
    up = [sl.face_up for sl in view.circle]
    if isinstance(action, Place):
        k2 = k[:action.gap] + [action.card] + k[action.gap:]
        up2 = up[:action.gap] + [False] + up[action.gap:]
    else:
        k2, up2 = list(k), list(up)
        k2[action.i], k2[action.j] = k2[action.j], k2[action.i]
        up2[action.i], up2[action.j] = up2[action.j], up2[action.i]
    pos = {c: p for p, c in enumerate(k2) if c is not None}
    for (a, b), dist in _visible_pairs(view, k, up).items():
        if circular_distance(pos[a], pos[b], len(k2)) > dist:
            return f"the {_short(a)} and the {_short(b)}"
    return ""


def _opens_visible(view, k: list, action) -> str:
    """" Beware: …" where ``action`` brings two cards everyone can see within one card of a run
    (the next player may finish it first), or "": the hint's first move, a swap that put the
    10♦ beside the A♦ in view of all, said nothing of it, and the next seat won the round with
    it while the second move's words warned of exactly that pair (a newcomer)."""
    if not isinstance(action, Swap):
        return ""
    up = [sl.face_up for sl in view.circle]
    k2, up2 = list(k), list(up)
    k2[action.i], k2[action.j] = k2[action.j], k2[action.i]
    up2[action.i], up2[action.j] = up2[action.j], up2[action.i]
    before = _visible_pairs(view, k, up)
    after = _visible_pairs(view, k2, up2)
    new = [pair for pair in after if pair not in before]
    if not new:
        return ""
    a, b = new[0]
    return (f" Beware: the {_short(a)} and the {_short(b)} would then lie face up in view of all, one card "
            f"from a run: the next player may finish it first.")


def opened_to_next(before, after) -> str:
    """What a seat's move left the next player, one card short of a run, in words, or "": a
    pair everyone can see that stands in the View ``after`` the move and did not ``before`` it
    ("the 8♦ and the 10♦ now lie face up, one card short of a run"), else such a pair one of
    whose cards is the seat's own face down, which the next player may turn up first ("the
    next player may turn up your A♠ (face down) beside the 8♠, one card short of a run"). A
    newcomer twice made a move that left the next player a run to finish, and nothing said so
    unless a hint was asked for; then placed an Ace face down beside two spades, and the next
    player turned it up and claimed (the table warns while the move can still be taken back)."""
    if _next_seat(after) is None:
        return ""               # nobody plays before this seat again (the others lose their turns)
    held = set(after.hand)

    def pairs(v, own=False):
        up = [sl.face_up or (own and sl.mine and sl.card is not None) for sl in v.circle]
        # only where a card that finishes it may be another's: one in this seat's hand (then) is
        # not (the A♦ beside the 10♦ was warned of with the 8♦ in hand: a newcomer), nor one
        # whose place on the ring is known and no swap brings into place ("cries wolf": a newcomer)
        return {(a, b): d for (a, b), d in _visible_pairs(v, _known(v), up).items()
                if _finishers(v, a, b, d, set(v.hand))}

    def new(was, now):
        # a pair brought closer counts too: two places apart, only a swap bringing the third
        # card between them finishes it; side by side, a card placed in the gap or at either
        # end does (a newcomer's swap put the A♥ beside the 8♥, two places apart before)
        return [pair for pair, d in now.items() if pair not in was or d < was[pair]]
    now = pairs(after)
    # side by side first: either end or the gap between finishes those ("a card away from the
    # 10♦" was said of an 8♦ that lay beside the 7♦, the pair the next player finished: a newcomer)
    seen = sorted(new(pairs(before), now), key=lambda pair: now[pair])
    # a pair that lay face up before, which only a card of this seat's hand could finish, and
    # that card now lies face down a swap from it (the A♦ placed near the 7♦ and the 9♦: the
    # next player turned it up, swapped it between them and won: a newcomer)
    shown = _visible_pairs(before, _known(before), [sl.face_up for sl in before.circle])
    fed = [pair for pair in seen if pair in shown and shown[pair] <= now[pair]]
    seen = [pair for pair in seen if pair not in fed]
    if seen:
        a, b = seen[0]
        reach = _in_reach(after, a, b, now[(a, b)])
        if not reach:
            # which cards ("only the 6♠ finishes it, and it is in my hand": a newcomer, where a 5♠
            # placed between the A♠ and the 4♠ finishes it too, the Ace as a 6)
            fin = sorted(set(_finishers(after, a, b, now[(a, b)], held)), key=S.sort_key)[:3]
            reach = " (" + " or ".join(f"the {_short(z)}" for z in fin) + " would finish it)" if fin else ""
        return (f"the {_short(a)} and the {_short(b)} now lie face up, a card short of a run for the next "
                f"player{reach}")
    # a swap of face-up cards that lines up a run nobody could make by one swap before (the 6♠
    # turned up beside the 5♠: swapping it with the 5♥ put it beside the A♠, A♠ 6♠ 5♠, which
    # no pair's finisher foresaw, and Bea made that very swap: a newcomer)
    down = {sl.card for sl in after.circle if sl.mine and not sl.face_up and sl.card}
    for a, b in fed:
        d = now[(a, b)]
        for z, where, _ in _completions(a, b, d, threshold(after.royal, a[-1])):
            if z in down and z in _finishers(after, a, b, d, held):
                run = (z, a, b) if where == -1 else (a, b, z) if where == 1 else (a, z, b)
                return (f"your {_short(z)} lies face down a swap from the {_short(a)} and the {_short(b)}: "
                        f"turned up by the next player, it finishes a run ({' '.join(_short(c) for c in run)})")
    lined_up, were = _swap_runs(after), _swap_runs(before)
    swapped = [run for run in lined_up if run not in were]
    if swapped:
        run, (x, y) = swapped[0], lined_up[swapped[0]]
        return (f"one swap (the {_short(x)} and the {_short(y)}) lines up {' '.join(_short(c) for c in run)} "
                f"for the next player")
    down = {sl.card for sl in after.circle if sl.mine and not sl.face_up and sl.card}
    own = pairs(after, True)
    hidden = sorted(((a, b) for a, b in new(pairs(before, True), own) if (a in down) != (b in down)),
                    key=lambda pair: own[pair])
    if not hidden:
        return ""
    a, b = hidden[0]
    mine, other = (a, b) if a in down else (b, a)
    # "beside" only side by side (the 7♦ "beside the A♦" had the 3♦ between them: a newcomer)
    where = "beside" if own[(a, b)] == 1 else "a card away from"
    return (f"your {_short(mine)} lies face down {where} the {_short(other)}: turned up by the next player, "
            f"it is one card short of a run{_in_reach(after, a, b, own[(a, b)])}")


def _swap_runs(v) -> dict:
    """Runs of face-up cards (everyone sees them) that one swap within reach would line up:
    {the three cards in ring order: (the two cards swapped)}; runs that stand already are not
    counted (the prompt says those)."""
    up = [sl.card if sl.face_up else None for sl in v.circle]
    L = len(up)
    if L < 3:
        return {}
    reach = max(1, v.players - 1)
    standing = {tuple(up[(i + d) % L] for d in range(3)) for i in range(L)
                if _valid(tuple(up[(i + d) % L] for d in range(3)), v.royal)}
    out = {}
    for i in range(L):
        if up[i] is None:
            continue
        for d in range(1, reach + 1):
            j = (i + d) % L
            if up[j] is None or j == i:
                continue
            k = list(up)
            k[i], k[j] = k[j], k[i]
            for start in {(p - o) % L for p in (i, j) for o in range(3)}:
                three = tuple(k[(start + o) % L] for o in range(3))
                if three not in standing and three not in out and _valid(three, v.royal):
                    out[three] = (up[i], up[j])
    return out


def _finishers(v, a: str, b: str, dist: int, held) -> list:
    """The cards that may finish the pair ``a``, ``b`` (ring order, ``dist`` apart) into a run
    for another player: not in ``held`` (this seat's hand), and, where this seat knows the
    card's place on the ring (face up, or its own face down), within a swap of where it must go."""
    k = _known(v)
    L = len(k)
    pa, pb = k.index(a), k.index(b)
    reach = v.players - 1
    out = []
    for z, where, by_swap in _completions(a, b, dist, threshold(v.royal, a[-1])):
        if z in held:
            continue
        if z in k:
            pz = k.index(z)
            target = None if where is None else (pa - 1) % L if where == -1 else (pb + 1) % L if where == 1 \
                else (pa + 1) % L
            if target is None or pz in (pa, pb) or circular_distance(pz, target, L) > reach:
                continue
        out.append(z)
    return out


def _in_reach(v, a: str, b: str, dist: int) -> str:
    """", and the 10♠ lies face up within a swap of it (8♠ A♠ 10♠)" where a card that finishes
    the pair ``a``, ``b`` (in ring order, ``dist`` apart) into a run lies face up where the next
    player may swap it into place, else "". The warning said only "one card short of a run"
    while the 10♠ lay two places off, and the next bot swapped it in (a newcomer: "I expected it
    to name the swap threat")."""
    k = _known(v)
    if a not in k or b not in k:
        return ""
    L = len(k)
    pa, pb = k.index(a), k.index(b)
    reach = v.players - 1
    for z, where, by_swap in _completions(a, b, dist, threshold(v.royal, a[-1])):
        if not by_swap or z not in k:
            continue
        pz = k.index(z)
        if not v.circle[pz].face_up or pz in (pa, pb):
            continue
        target = (pa - 1) % L if where == -1 else (pb + 1) % L if where == 1 else (pa + 1) % L
        if pz != target and circular_distance(pz, target, L) <= reach:
            run = (z, a, b) if where == -1 else (a, b, z) if where == 1 else (a, z, b)
            return f", and the {_short(z)} is face up a swap away ({' '.join(_short(c) for c in run)})"
    return ""


def _left_to_next(view, action) -> str:
    """What ``action`` (a place or swap) would leave the next player one card short of a run,
    in the table's warning's words (``opened_to_next``), from this seat's View alone: the move
    played in a position drawn behind the View (what the words read is the ring as this seat
    knows it, and its own cards)."""
    from rules.auctioneer import GAME
    from rules.core import Rng
    try:
        state = GAME.determinize(view, Rng(0))
        after, _ = GAME.apply(state, view.seat, action)
        return opened_to_next(view, GAME.view(after, view.seat))
    except Exception:  # noqa: BLE001 - words only: a move the drawn position refuses says nothing
        return ""


def _parts_placed(view, action):
    """The face-up card a swap takes away from beside a face-down card another seat placed (a
    player places a card beside one of its suit to build a run), or None."""
    if not isinstance(action, Swap):
        return None
    L = len(view.circle)
    moved = (action.i, action.j)
    for p in moved:
        sl = view.circle[p]
        if not (sl.face_up and sl.card):
            continue
        for q in ((p - 1) % L, (p + 1) % L):
            o = view.circle[q]
            if q in moved or o.face_up or o.placed_by in (None, view.seat):
                continue
            # the card that comes to p is not the same suit's (then the pair would stand)
            other = view.circle[action.j if p == action.i else action.i]
            if other.face_up and other.card and other.card[-1] == sl.card[-1]:
                continue
            return sl.card
    return None


def _open_pair_warning(view, k: list) -> str:
    """" Beware: the 9♠ and 8♠ lie close together in view of all…" where a pair everyone can
    see is one card short of a run: "No run in reach: this changes little" stood beside a 9♠ 8♠
    that the next seat finished at once (a newcomer)."""
    up = [sl.face_up for sl in view.circle]
    pairs = _visible_pairs(view, k, up)
    if not pairs:
        return _placed_beside_warning(view, k)
    a, b = next(iter(pairs))
    return f" Beware: the {_short(a)} and the {_short(b)}, which everyone can see, are one card short of a run."


def _placed_beside_warning(view, k: list) -> str:
    """" Beware: another player placed a face-down card beside the 6♦…" where another seat's face-down
    card lies next to a face-up card that can be part of a run: players place cards beside
    one of their suit ("No run in reach" stood beside Cyd's 7♦ next to the 6♦, and Ada won
    the round with it next turn: a newcomer)."""
    L = len(view.circle)
    for p, sl in enumerate(view.circle):
        who = sl.placed_by
        if sl.face_up or who is None or who == view.seat:
            continue
        for q in ((p - 1) % L, (p + 1) % L):
            c = k[q]
            if c is not None and view.circle[q].face_up and _can_run(view, c):
                return (f" Beware: another player placed a face-down card beside the {_short(c)}: likely a "
                        f"{S.SUIT_SYMBOLS[c[-1]]}, one card short of a run.")
    return ""


def _standout_words(view, k: list, action, unseen: bool = False) -> str:
    """For a move the sampled games rate clearly best when nothing the seat knows says why:
    what it spoils for the others, if the View shows that, else honestly that it is the
    sampled games alone that favour it."""
    broken = _breaks_visible(view, k, action)
    if broken:
        return f"The sampled games favour it: it breaks up {broken}, which everyone can see " \
               f"and others may be building on."
    if unseen:
        return "A waiting move: two cards you have not seen, so nothing anyone knows changes, but it did " \
               "best in the sampled games."
    return "Nothing you can see says why, but it did best in the sampled games."


def _flip_exposure(view, p: int, said: str = "") -> str:
    """What turning up ring card ``p`` shows the others of this seat's own face-down cards:
    beside one, they see what lies next to it (a newcomer could not believe one flip at 41%
    and another at 83%: the words said only "you learn what is there"). ``said``: the reason
    so far (a card it names already is not named again)."""
    circle, L = view.circle, len(view.circle)
    if circle[p].mine:
        return ""
    near = [q for q in ((p - 1) % L, (p + 1) % L) if circle[q].mine and not circle[q].face_up and circle[q].card]
    if near:
        card = _short(circle[near[0]].card)
        if f"your {card}" in said:
            return " Everyone sees it too, right beside your card."
        return f" It is beside your face-down {card}: everyone sees what lies next to it."
    hidden = [sl.card for sl in circle if sl.mine and not sl.face_up and sl.card]
    if hidden:
        return f" It is away from your face-down {_either(hidden)}: it shows the others nothing beside them."
    return ""


def hint_reason(view, legal, action, standout: bool = False) -> str:
    """Why a hinted move (``_hint_reason``), and, for a swap that does not win at once but
    leaves two cards everyone can see one card short of a run, that the next player may finish it
    (``_opens_visible``)."""
    said = _hint_reason(view, legal, action, standout)
    if isinstance(action, Swap) and view.royal is not None and said and not said.startswith("Completes") \
            and "Beware" not in said:
        said += _opens_visible(view, _known(view), action)
    return said


def _hint_reason(view, legal, action, standout: bool = False) -> str:
    """Why a hinted move, in words a newcomer follows, from this seat's View alone (the
    hints' hook: ``game.advisor.hint``): the run it completes, the card it brings beside one
    of its suit, what a flip lets the seat learn, or that nothing is in reach. ``standout``:
    the sampled games rate this move clearly ahead of the next, so a reason that says it
    changes little would contradict its figure: then the reason is what it spoils for the
    others (a pair everyone sees, pulled apart) or, with nothing to see, that it did best in
    the sampled games."""
    if view.royal is None:
        return ""
    k = _known(view)
    L = len(k)
    royal = S.CARDS[view.royal].name
    hidden = [sl.mine and not sl.face_up for sl in view.circle]
    hand = set(view.hand)
    reach = view.players - 1
    if isinstance(action, Flip):
        def base() -> str:
            p = action.index
            sl = view.circle[p]
            if sl.mine and not sl.face_up:
                h2 = list(hidden)
                h2[p] = False
                cost = _potential(k, hidden, hand, view.royal, reach) - _potential(k, h2, hand, view.royal, reach)
                what = "it is in no run you are building" if cost <= 1e-9 else "it gives away least of your plans"
                if not _unknown_flips(view, legal):
                    return f"Every face-down card is yours: turn up the one you need least (your {_short(sl.card)}: {what})."
                return f"It only shows everyone your {_short(sl.card)}: you learn nothing."
            win = winning_moves(view, _moves_now(view))
            if win:
                made = _run_made(view, win[0])
                if made:
                    return f"You can already finish a run ({' '.join(_short(c) for c in made[0])}) this turn: " \
                           f"any card will do, this one may show you more."
            # only the cards near it that a run good enough for this royal can use are worth naming
            left, right = k[(p - 1) % L], k[(p + 1) % L]
            if left and right and _promising(left, right, 2, view.royal):
                return f"It lies between {_seen_as(view, p - 1)} and {_seen_as(view, p + 1)}: " \
                       f"you learn whether it joins them."
            near_known = False
            for q in ((p - 1) % L, (p + 1) % L, (p - 2) % L, (p + 2) % L):
                if k[q] is not None:
                    near_known = True
                    if _can_run(view, k[q]):
                        near = "next to" if circular_distance(p, q, L) == 1 else "one place from"
                        return f"An unknown card {near} {_seen_as(view, q)}: you learn what is there."
            if near_known:
                return f"No card you know near it can be part of a run for the {royal}: " \
                       f"you learn one more card of the ring."
            return "Nothing you know is near it: you learn one more card of the ring."

        said = base()
        placed = view.circle[action.index].placed_by
        if placed is not None and placed != view.seat and not view.circle[action.index].face_up:
            # whose card it is, the clue that matters most (a newcomer: the hints said "the
            # face-down card" and never that another player had placed it)
            said += " Another player placed it (its tag says who): you see what they are building."
        return said + _flip_exposure(view, action.index, said)
    if isinstance(action, (Place, Swap)):
        made = _run_made(view, action) if action in winning_moves(view, [action]) else None
        if made:
            cards, total = made
            return f"Completes a run of {total} in {S.SUIT_SYMBOLS[cards[0][-1]]} " \
                   f"({threshold(view.royal, cards[0][-1])} needed): claim it to win the {royal}."
        k2, changed = _apply_known(k, action)
        if isinstance(action, Place):
            built = _pair_words(view, k2, action.gap, lambda q, g=action.gap: q if q < g else q - 1, moved=False)
            if built:
                if not any(not sl.face_up for sl in view.circle):
                    # the only face-down card: the next seat must turn it up ("only you know it"
                    # said of it, and it was turned up at once: a newcomer)
                    return (f"Puts your {_short(action.card)} face down {built}. But it would be the only "
                            f"face-down card: the next player must turn it up.")
                # what the next player can make of it, as the table's warning says it once the move
                # is made: the hint and the review said only "your 9♦ then finishes a run", twice
                # the next bot turned the card up and finished it, and a newcomer learned not to
                # trust the hint that the warning had contradicted
                risk = _left_to_next(view, action)
                if risk:
                    return f"Puts your {_short(action.card)} face down {built}. Beware: {risk}."
                # what the others can do about it: turn it up (a card placed beside a face-up one
                # is the one to look at), one a turn ("Only you know it" read as safe to a newcomer
                # whose card was turned up at once and won by the next seat)
                return (f"Puts your {_short(action.card)} face down {built}. Only you know it until someone "
                        f"turns it up, and a card placed beside one they can see is the one they look at.")
        else:
            for p in changed:
                if k2[p] is None:
                    continue
                built = _pair_words(view, k2, p, lambda q, i=action.i, j=action.j: j if q == i else i if q == j else q)
                if built:
                    return f"Brings {_seen_as(view, action.j if p == action.i else action.i)} {built}."
        base = _potential(k, hidden, hand, view.royal, reach)
        after = _evaluate_move(view, k, hidden, hand, action, reach)
        if isinstance(action, Swap) and k[action.i] is None and k[action.j] is None:
            if standout:
                return _standout_words(view, k, action, unseen=True)
            theirs = [q for q in (action.i, action.j) if view.circle[q].placed_by not in (None, view.seat)]
            if theirs:
                # what such a swap is for (a newcomer: swap advice only ever said "nothing you know changes")
                # (not "they may not know where it went": everyone sees a swap, as the rules page
                # says, a newcomer noticed)
                return "Moves a face-down card another player placed: it is no longer beside what they " \
                       "were building."
            # said for what it is, a waiting move ("The hint mostly tells you to pass": a newcomer
            # read the swap as a pass the hint had no reason for)
            if base <= 0:
                return "A waiting move. No run in reach: two cards you have not seen, so nothing anyone " \
                       "knows changes; your hand cards wait for a better turn." + _open_pair_warning(view, k)
            return "A waiting move: two cards you have not seen, so nothing anyone knows changes, and your " \
                   "hand cards stay for the runs you are building." + _open_pair_warning(view, k)
        if standout and (isinstance(action, Swap) or _breaks_visible(view, k, action)) and \
                (after <= base + 1e-9):
            return _standout_words(view, k, action)
        broken = _breaks_visible(view, k, action) if after <= base + 1e-9 else ""
        if broken:
            return f"It breaks up {broken}, which everyone can see and others may be building on."
        parted = _parts_placed(view, action) if after <= base + 1e-9 else None
        if parted is not None:
            # ("No run in reach: this changes little" of a swap that took the 8♥ away from the
            # card Cyd had placed beside it: a newcomer)
            return (f"It takes the {_short(parted)} away from the face-down card another player placed beside "
                    f"it: whatever they were building there is broken up.")
        if base <= 0 and after <= 0:
            said = "No run in reach: this changes little." if isinstance(action, Swap) else \
                "No run in reach: a card only you know in the ring may start one later."
            return said + _open_pair_warning(view, k)
        if after > base + 1e-9:
            return "Leaves you more ways to finish a run next turn."
        return "Of the moves here, it spoils least the runs you might still make."
    if isinstance(action, Claim):
        w = [k[(action.start + d) % L] for d in range(3)]
        if None not in w and _valid(w, view.royal):
            return f"A run of {run_total(w)} in {S.SUIT_SYMBOLS[w[0][-1]]} ({threshold(view.royal, w[0][-1])} needed): " \
                   f"wins the {royal}."
        unknown = sum(1 for c in w if c is None)
        return f"A guess: {unknown} of the three cards you have not seen; a wrong claim costs your next turn."
    if isinstance(action, EndTurn):
        return "No claim you know to be valid: a wrong one costs your next turn."
    return ""

BOTS = {"random": random_bot, "easy": easy_bot, "medium": medium_bot}


# --------------------------------------------------------------------------- the review's words

def game_story(final: dict, seat: int, names: list) -> str:
    """What decided the game, for the review's head: where ``seat`` finished, the royals it and
    the best other seat won and what the set bonuses added, and the royals nobody won. "" if
    the record's block is damaged."""
    from game.words import story_start
    from rules.decks import standard as S
    points = {11: 1, 12: 2, 13: 3}
    start = story_start(final, seat, names)
    if start is None:
        return ""
    seats, head, rival = start
    scores = [int(s["score"]) for s in seats]
    royals = [[c for c in s.get("royals", []) if c in S.CARDS] for s in seats]
    second = names[seat].lower() == "you"

    def won(k, who):
        rs = royals[k]
        if not rs:
            return f"{who} won no royal"
        base = sum(points.get(S.CARDS[c].rank, 0) for c in rs)
        said = (f"{who} won {len(rs)} royal{'s' if len(rs) != 1 else ''} ({' '.join(S.CARDS[c].short for c in rs)}), "
                f"worth {base}")
        bonus = scores[k] - base
        return said + (f", and {bonus} more in set bonuses" if bonus > 0 else "")
    story = f"{head} {won(seat, 'You' if second else names[seat])}; {won(rival, names[rival])}."
    gone = [c for c in final.get("unclaimed", []) if c in S.CARDS]
    if gone:
        story += f" Set aside after 60 turns: {' '.join(S.CARDS[c].short for c in gone)}."
    return story


def aftermath(action, others, names, whose: str = "your", mine=()) -> str:
    """A place or swap after which another seat won the royal before this seat's next turn, in
    words (``game.advisor.aftermaths``): "Then Bea won the Jack of Hearts with 7♠ 8♠ A♠, before
    your next turn." A newcomer's move handed the next player a run, and the review, its sampled
    games too few to tell, said nothing of it. Nothing where the round ended in the seat's own
    turn (``mine``: its steps from this move on; its own claim won it): the royal won next is
    another round's."""
    if not isinstance(action, (Place, Swap)):
        return ""
    if any(e.kind == "round_end" for _, _, events in mine for e in events):
        return ""
    for seat, _, events in others:
        for e in events:
            if e.kind == "claim" and e.data.get("valid"):
                cards = " ".join(S.CARDS[c].short for c in e.data["cards"])
                who = names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"
                return f"Then {who} won the {S.CARDS[e.data['royal']].name} with {cards}, before {whose} next turn."
    return ""


def undominated(view, legal) -> list:
    """The hints' and the review's moves to weigh (``game.advisor.undominated``): a claim of
    three neighbours of which two or more are unknown to this seat is left out while ending the
    turn is open. Such a claim is almost never a run (and a wrong one costs the next turn); in a
    handful of sampled games its figure could not be told from ending the turn, and a newcomer's
    review offered "Claim three face-down cards (blind)" as a near-equal move."""
    if not any(isinstance(a, EndTurn) for a in legal):
        return legal
    L = len(view.circle)

    def unknown(a) -> int:
        return sum(1 for k in claim_indices(a.start, L) if not view.circle[k].card)
    return [a for a in legal if not isinstance(a, Claim) or unknown(a) < 2]
