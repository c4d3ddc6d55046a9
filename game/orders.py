"""Standing orders: moves a person asks the table to play for them until the order ends
(``Match.standing``: ``order(view, legal) -> action or None``). Pure functions of a seat's
View, like the bots; no pygame: Barony's "Keep matching" and Auctioneer's "Play the round out".
What the review calls a game's order beside a move it played is its ``GameEntry.order_name``."""
from __future__ import annotations

from rules.barony import Commit, bid_value
from rules.decks import decktet as D


def level_card(view, seat: int, target, take=lambda c: True):
    """The one card that brings ``seat``'s bid on ``target`` level with the best (ties go to
    the most recent bid, so level wins): any card before the Excuse, then the one that adds
    least, then the one with fewest symbols (the least use later in the stage). An Ace or Crown spent is back at the stage's
    end and scores as before: preferring others made M raise with a +1 card where a +0 Crown
    would match (a newcomer). None if no single card does or nobody else has bid; ``take``
    drops the cards the game would not take now (a lesson's step asks for another)."""
    if target is None or view.best is None or view.best[0] == seat:
        return None
    return _one_card(view, seat, target, lambda bid: bid >= view.best[1], take)


def raise_card(view, seat: int, target, take=lambda c: True):
    """The one card that brings ``seat``'s bid on ``target`` to one above the best (in the
    order ``level_card`` prefers), or None."""
    if target is None or view.best is None or view.best[0] == seat:
        return None
    return _one_card(view, seat, target, lambda bid: bid == view.best[1] + 1, take)


def _one_card(view, seat: int, target, fits, take):
    """Of ``seat``'s cards the game would ``take`` whose bid on ``target`` then ``fits``, the
    one to spend, or None: the Excuse last, as the rules page says (M offered "Raise to 2 with
    The Excuse" where The Consul would raise too: a newcomer); then the card that adds least
    and, between cards that add alike, any other before an Ace or Crown (K spending a
    newcomer's Aces as +0 cards alarmed them, though they come back); then the one of least
    use later in the stage."""
    ok = [c for c in view.resources[seat] if fits(view.bids[seat] + bid_value(c, target)) and take(c)]
    return min(ok, key=lambda c: (D.CARDS[c].kind == D.EXCUSE, bid_value(c, target),
                                  D.CARDS[c].kind in (D.ACE, D.CROWN), _later_use(c), c), default=None)


def outlasted(view, seat: int):
    """In a tie, the seat still in that can match back longer than ``seat`` (more cards left to
    add: each match takes one; with as many, the run of matches is close to call), or None: matching then runs out first ("Match led into a losing
    line; the winning move was adding The Island (+1), which I had to find by hand": a newcomer)."""
    if view.best is None or view.best[0] == seat:
        return None
    mine = len(view.resources[seat])
    rivals = [s for s in range(view.players) if s != seat and s not in view.passed and len(view.resources[s]) > mine]
    return max(rivals, key=lambda s: (len(view.resources[s]), s == view.best[0]), default=None)


def can_reach(view, seat: int, value: int) -> bool:
    """Whether ``seat`` (still in) could bring its bid to ``value`` with the cards it can still
    add: toward its target if it has one, else toward the Market card its cards suit best."""
    if seat in view.passed:
        return False
    targets = [view.targets[seat]] if view.targets[seat] is not None else list(view.market)
    return any(view.bids[seat] + sum(bid_value(c, t) for c in view.resources[seat]) >= value for t in targets)


def unanswerable(view, seat: int) -> bool:
    """In a tie, no other seat still in could answer a raise of one: a raise leaves them only
    to pass ("Cyd could not go above 2, yet the bar offered Match and Keep matching; the one-card
    Raise, which ended the auction at once, had to be found by hand": a newcomer)."""
    if view.best is None or view.best[0] == seat:
        return False
    return not any(can_reach(view, s, view.best[1] + 1) for s in range(view.players) if s != seat)


def unmatchable(view, seat: int) -> bool:
    """In a tie, no other seat still in has a card that could answer a match: a card worth +0
    levels the bid and wins it, and a raise would only spend a better card ("it said 'Raise with
    the Excuse' when the opponent had 0 cards left, and a +0 Match won just as well": a
    newcomer)."""
    if view.best is None or view.best[0] == seat:
        return False
    return not any(view.resources[s] and can_reach(view, s, view.best[1])
                   for s in range(view.players) if s != seat and s not in view.passed)


def _later_use(card: str) -> int:
    """How useful a card is to later bids in the stage: its suits (each one a Market card may
    share), and the Excuse most of all, worth 1 against any card (M and K spent it first,
    having no suit, where any other +1 card would do: a newcomer)."""
    c = D.CARDS[card]
    return 99 if c.kind == D.EXCUSE else len(c.suits)


def keep_matching(seat: int, target, market: int):
    """A standing order (``Match.standing``): on each turn of ``seat`` in this Market, retake
    the lead with a card worth +0 while the best bid equals its own (a run of 0-point ties is
    one decision, not one a turn). It plays nothing when the Market is over, the best bid is
    ``seat``'s, or it would take a card worth more (someone raised: the turn is the player's)."""
    def order(view, legal):
        if view.markets_played != market or view.targets[seat] not in (None, target) or target not in view.market:
            return None
        c = level_card(view, seat, target)
        if c is None or bid_value(c, target) != 0 or view.bids[seat] != view.best[1]:
            return None           # only a tie at the same level, with a card worth +0: anything more is a
            # decision (one K spent the Excuse, the Bard and two Aces matching raises, a newcomer found)
        return Commit(target, (c,))
    order.target, order.market = target, market
    return order


def play_round_out(round_no: int):
    """A standing order (``Match.standing``) for an Auctioneer stalemate: until round
    ``round_no`` ends, the medium bot makes the seat's moves (turning up, placing or swapping,
    claiming a run it can see). Once nobody can bring a run closer without handing it to the
    next player, a round goes on to its 60th turn (AU6) with every move undone by the next: a
    newcomer played 30 of them in a two-player game. ``hurry(view)``: the table moves at the
    fast pace while the order lasts. Its move for a step is worked out once (the table asks every frame)."""
    from game.bots.auctioneer import medium_bot
    from rules.core import Rng
    said: dict = {}

    def order(view, legal):
        if view.round != round_no or view.step == "over":
            return None
        at = (view.round, view.turns_this_round, view.step, len(legal))
        if at not in said:
            said.clear()
            said[at] = medium_bot(view, legal, Rng(1000 * round_no + 3 * view.turns_this_round + len(legal)))
        return said[at]
    order.round = round_no
    order.hurry = lambda view: view.round == round_no and view.step != "over"
    return order
