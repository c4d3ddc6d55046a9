"""What the other seats' bids say about their hidden cards, in Sorcerous Futures.

A seat knows the valuation cards under its own Aces (and, at four players, the Excuse seat's
card and every Crown), and its own Crown. So how much it bids for a card says something about
them: a seat that jumps the bidding on a Moons card while it holds the Ace of Moons probably
has a high card under it, and a seat that bids hard on every Wyrm card it cannot value
probably holds the Crown of Wyrms.

``sampler(view)`` gives the hard bot's search a way to draw positions that takes this into
account (sampling importance resampling): it draws ``PROPOSALS`` positions consistent with the
View, as ``determinize`` does, weighs each by how likely the other seats' recorded bids were
there, and keeps one at random in proportion to those weights. The model of a seat's bidding
is the medium bot's (a seat bids about what it believes the card is worth, shaded for sealed
bids, and passes once the price reaches it), softened so that no single bid can rule a
position out: each observation's likelihood has a floor (``FLOOR``), so players who bid
otherwise only make the weighting weaker, never wrong-footed.
"""
from __future__ import annotations

import math

from rules.decks.decktet import CARDS, value_of
from rules.sorcerous_futures import REVEAL_AFTER, SUIT_OF_CROWN, VALUATION_DECK, opening_bid

from .sf_bidder import MEAN_ALL, open_target, pace_cap, public_value, sealed_amount

PROPOSALS = 12      # positions drawn for each one kept
SIGMA = 2.0         # spread (gold) of a bid around the model's
PASS_T = 1.5        # softness (gold) of the model's "passes once the price reaches its worth"
FLOOR = 0.08        # least likelihood of any one observation (robust to other styles of play)


class _Obs:
    """One seat's choice in one past auction, with what its worth depended on."""
    __slots__ = ("seat", "known", "card_suits", "knows_excuse", "base", "kind", "a", "b", "limit_cap",
                 "rival", "players")

    def __init__(self, seat, known, card_suits, knows_excuse, base, kind, a=0, b=0, limit_cap=0.0,
                 rival=0.0, players=0):
        self.seat, self.known, self.card_suits = seat, known, card_suits
        self.knows_excuse, self.base, self.kind = knows_excuse, base, kind
        self.a, self.b, self.limit_cap, self.rival, self.players = a, b, limit_cap, rival, players


def observations(view) -> list:
    """The other seats' informative choices so far (empty when there is nothing to learn)."""
    n = view.players
    me = view.seat
    hist = view.history
    live = view.auction if view.auction is not None and view.auction.format == "open" else None
    if not (hist or (live is not None and live.bids)) or view.aces is None:
        return []
    first = next((i for i in range(n) if "ace-suns" in view.aces[i]), None)
    if first is None:
        return []
    spent = [0] * n
    for h in hist:
        spent[h.winner] += h.price
    gold = [view.gold[i] + spent[i] for i in range(n)]        # gold at the start
    ace_suits = [frozenset(CARDS[a].suits[0] for a in view.aces[i]) for i in range(n)]
    # what a seat does not know is worth about this to it (close enough for every seat)
    seen = set(view.market)
    for b in view.bought:
        seen.update(b)
    pool = [value_of(c) for c in VALUATION_DECK if c not in seen]
    mean = sum(pool) / len(pool) if pool else MEAN_ALL
    out = []
    ratios = []
    for h in hist:
        done = h.number - 1
        active = (first + done) % n
        rival_ratio = sum(ratios) / len(ratios) if ratios else 0.8
        card = h.card
        suits = CARDS[card].suits
        rival = rival_ratio * public_value(card)
        card_suits = frozenset(suits)
        for j in range(n):
            if j == me:
                continue
            known = tuple(s for s in suits if s in ace_suits[j])
            base = mean * (len(suits) - len(known))
            knows_excuse = j == view.excuse_seat or (n == 3 and done >= REVEAL_AFTER)
            cap = min(gold[j], pace_cap(gold[j], done, n))
            common = (j, known, card_suits, knows_excuse, base)
            if h.format == "closed":
                if gold[j] <= 0:
                    continue
                out.append(_Obs(*common, "sealed", b=h.bids.get(j, 0), limit_cap=cap, rival=rival,
                                players=n))
                continue
            op = opening_bid(card)
            if j == active:
                out.append(_Obs(*common, "open_chosen", a=op, limit_cap=cap))
            order = [(active + i) % n for i in range(1, n)]
            high = op
            for s in order:
                if s == j:
                    break
                if s in h.bids:
                    high = max(high, h.bids[s])
            if j != active:
                if gold[j] <= high:
                    continue                          # passed without a choice
                if j in h.bids:
                    out.append(_Obs(*common, "bid", a=high, b=h.bids[j], limit_cap=cap, rival=rival))
                else:
                    out.append(_Obs(*common, "pass", a=high, limit_cap=cap))
            else:
                # the active seat's last word: it speaks only if someone outbid its opening
                others = [h.bids[s] for s in order if s in h.bids]
                if others:
                    top = max(others)
                    if gold[j] > top:
                        out.append(_Obs(*common, "bid" if h.winner == j else "pass", a=top,
                                        b=h.bids.get(j, op), limit_cap=cap, rival=0.0))
        gold[h.winner] -= h.price
        ratios.append(h.price / max(1.0, public_value(card)))
    if live is not None:
        # the auction going on: a seat bidding there thinks the card worth more than its bid
        # (the hints' guess lagged behind the bidding: a newcomer)
        suits = CARDS[live.card].suits
        card_suits = frozenset(suits)
        for j, b in sorted(live.bids.items()):
            if j == me or b is None:
                continue
            known = tuple(s for s in suits if s in ace_suits[j])
            base = mean * (len(suits) - len(known))
            knows_excuse = j == view.excuse_seat or (n == 3 and view.auctions_done >= REVEAL_AFTER)
            out.append(_Obs(j, known, card_suits, knows_excuse, base, "open_chosen", a=b))
    return out


def _likelihood(o: _Obs, v: float) -> float:
    if o.kind == "sealed":
        limit = min(v - 1, o.limit_cap)
        if limit <= 0:
            pred = 0.0
        else:
            pred = sealed_amount(v, limit, o.rival, o.players)
        d = o.b - pred
        p = math.exp(-d * d / (2 * SIGMA * SIGMA))
    elif o.kind == "pass":
        # passes when the price has reached its worth: v - 1 <= high
        p = 1.0 / (1.0 + math.exp((v - 1 - o.a - 0.5) / PASS_T))
    elif o.kind == "open_chosen":
        p = 1.0 / (1.0 + math.exp(-(v - 1 - o.a + 0.5) / PASS_T))
    else:  # bid
        limit = min(v - 1, o.limit_cap)
        stays = 1.0 / (1.0 + math.exp(-(limit - o.a - 0.5) / PASS_T))   # worth above the price
        if o.rival == 0.0:                                              # the active seat: just enough
            p = stays
        else:
            pred = open_target(v, limit, o.rival, o.a)
            d = o.b - pred
            p = stays * math.exp(-d * d / (2 * SIGMA * SIGMA))
    return FLOOR + (1.0 - FLOOR) * p


def log_weight(obs: list, valuations: dict, crowns) -> float:
    """How likely the observed choices were in a position with these valuation cards and Crowns."""
    if not obs:
        return 0.0
    vals = {k: value_of(c) for k, c in valuations.items()}
    excuse = vals.get("excuse", MEAN_ALL)
    total = 0.0
    for o in obs:
        v = o.base
        for s in o.known:
            v += vals[s]
        cr = crowns[o.seat] if crowns is not None else None
        if cr is not None and SUIT_OF_CROWN[cr] in o.card_suits:
            v += excuse if o.knows_excuse else MEAN_ALL
        total += math.log(_likelihood(o, v))
    return total


def sampler(game, view):
    """A function ``rng -> state``: positions consistent with ``view``, drawn in proportion to
    how well they explain the other seats' bids."""
    from .search import resampler
    obs = observations(view)
    if not obs or view.phase in ("crowns", "over"):
        return lambda rng: game.determinize(view, rng)
    return resampler(game, view, lambda s: log_weight(obs, s.valuations, s.crowns), PROPOSALS)


__all__ = ["observations", "log_weight", "sampler", "PROPOSALS"]
