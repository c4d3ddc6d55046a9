"""Barony bots: legal choices from views only; medium clearly beats random."""
from __future__ import annotations

import pytest

from game.bots import get_bot, levels, random_bot
from game.bots import barony as B
from game.sim import head_to_head, play_game
from rules.barony import GAME, Add, Confirm, Pass, Target
from rules.core import Rng


def test_bot_levels():
    assert levels("barony")[:3] == ("random", "easy", "medium")
    assert B.BOTS["random"] is random_bot


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("level", ["easy", "medium"])
def test_bots_choose_legal_actions_from_views(players, level):
    seen = set()

    def on_step(state, seat, action, events):
        seen.add(type(action))

    for seed in range(3):
        bots = [level] + ["random"] * (players - 1) if seed % 2 else [level] * players
        res = play_game("barony", players, seed, bots, on_step=on_step)
        assert GAME.is_over(res.state)
    assert {Target, Add, Confirm, Pass} <= seen


def test_bots_are_deterministic():
    s = GAME.new(2, 4)
    seat = next(iter(GAME.to_act(s)))
    v, legal = GAME.view(s, seat), GAME.legal_actions(s, seat)
    for lvl in ("easy", "medium"):
        fn = get_bot("barony", lvl)
        a = fn(v, legal, Rng(1))
        assert a in legal and a == fn(v, legal, Rng(1))


def test_medium_prefers_an_ace_it_can_score():
    # stage II Market; seat 0 holds Crown of Suns... the Ace of Suns would score for it
    from helpers import barony_position as make
    s = make(market=("ace-suns", "ace-wyrms", "ace-knots"), stage=2,
             owned=[["consul", "island", "rite", "bard"], ["window", "harvest", "watchman"]])
    w = {t: B.card_worth(GAME.view(s, 0), 0, t) for t in s.market}
    a = B.medium(GAME.view(s, 0), GAME.legal_actions(s, 0), Rng(0))
    assert isinstance(a, Target)
    while GAME.to_act(s) == frozenset({0}):     # it follows its plan step by step to Confirm
        a = B.medium(GAME.view(s, 0), GAME.legal_actions(s, 0), Rng(0))
        assert a in GAME.legal_actions(s, 0) and not isinstance(a, Pass)
        s, _ = GAME.apply(s, 0, a)
    assert s.targets[0] == max(w, key=w.get)
    assert len(s.committed[0]) == 1          # the cheapest winning set


def test_medium_beats_random():
    out = head_to_head("barony", "medium", "random", 60, seed=100)
    assert out["a_wins"] >= 0.7 * out["games"], out


@pytest.mark.slow
def test_medium_beats_random_400():
    out = head_to_head("barony", "medium", "random", 400, seed=1)
    assert out["a_wins"] >= 0.8 * out["games"], out


def test_medium_beats_easy():
    out = head_to_head("barony", "medium", "easy", 20, seed=300)
    assert out["a_wins"] >= 0.7 * out["games"], out


def _old_pool_effect(card, seat_owned):
    """``_pool_effect`` as first written (suit sets made on every call)."""
    from rules.decks import decktet as D
    suits = set(D.suits_of(card))
    pts = sum(1 for h in seat_owned if D.CARDS[h].kind in (D.ACE, D.CROWN) and suits & set(D.suits_of(h)))
    if D.EXCUSE_ID in seat_owned and D.CARDS[card].kind in (D.ACE, D.CROWN):
        pts += 1
    return pts


def _old_in_play(view):
    from rules.decks import decktet as D
    held = set()
    for i in range(view.players):
        held |= set(view.owned(i))
    res = set(D.PAWNS) | set(D.COURTS) | {D.EXCUSE_ID}
    return [c.id for c in D.DECK if c.id not in held and c.id not in res]


def test_faster_card_values_equal_the_first_version():
    """medium's card values were made faster for the hard bot's sampled games (suit sets
    and the Ace/Crown test looked up, not made again): the same numbers for every card and
    every seat's holdings in positions of a bots-only game."""
    from rules.decks import decktet as D
    checked = 0
    for v in _views_of_a_bots_game(5, every=5):
        assert B._in_play(v) == _old_in_play(v)
        for i in range(v.players):
            owned = set(v.owned(i))
            for cid in D.CARDS:
                assert B._pool_effect(cid, owned) == _old_pool_effect(cid, owned)
        checked += 1
    assert checked > 20


def _views_of_a_bots_game(seed: int, every: int):
    """Every ``every``-th View (of the seat to act) in a three-player game of medium bots."""
    medium = get_bot("barony", "medium")
    s = GAME.new(3, seed)
    rng = Rng(seed)
    k = 0
    while not GAME.is_over(s):
        seat = min(GAME.to_act(s))
        v = GAME.view(s, seat)
        if k % every == 0:
            yield v
        k += 1
        s, _ = GAME.apply(s, seat, medium(v, GAME.legal_actions(s, seat), rng))


def _old_card_worth(view, seat, card):
    """``card_worth`` as it stood before ``_Holdings`` (every seat's holdings read again for
    each card asked about)."""
    from rules.decks import decktet as D
    n = view.players
    in_play = _old_in_play(view)
    owned = [set(view.owned(i)) for i in range(n)]
    q = B.POOL_SHARE
    others = [i for i in range(n) if i != seat]
    w = -q * _old_pool_effect(card, owned[seat])
    w += q * sum(_old_pool_effect(card, owned[o]) for o in others) / max(1, len(others))
    if D.CARDS[card].kind in (D.ACE, D.CROWN):
        suit = D.suits_of(card)[0]
        future = sum(1 for c in in_play if c != card and suit in D.suits_of(c))
        w += q * future * (1.0 - 0.5 * B._progress(view))
    c = D.CARDS[card]
    symbols = len(c.suits) + (1 if c.kind == D.NUMBER else 0)
    w += 0.12 * symbols * (1.0 - B._progress(view))
    return w


def test_card_worth_from_holdings_read_once_equals_the_first_version():
    """``card_worth`` reads a View's holdings once for every card asked about (a Barony hint
    weighed 17 sampled games in two seconds, three other games 50 to 160): the same number,
    exactly, for every card and seat in positions of a bots-only game."""
    from rules.decks import decktet as D
    checked = 0
    for v in _views_of_a_bots_game(7, every=7):
        held = B._Holdings(v, B._in_play(v))
        for i in range(v.players):
            for cid in D.CARDS:
                assert B.card_worth(v, i, cid, held=held) == _old_card_worth(v, i, cid), (cid, i)
                assert B.card_worth(v, i, cid) == _old_card_worth(v, i, cid)
        checked += 1
    assert checked > 15


def test_a_hint_reason_never_calls_a_bid_below_the_best_equal_to_it():
    """"Add The Rite (+0) toward The Discovery: your bid would be 1; it equals the best bid
    (2)": a bid short of the best says so; a pass with no card left in the stage does not speak
    of the rest of the stage."""
    from types import SimpleNamespace
    from game.bots.barony import _against, hint_reason
    from rules.barony import Pass
    v = SimpleNamespace(best=(1, 2), seat=0)
    assert _against(v, 0, 1).startswith("still short of the best bid (2)")
    assert _against(v, 0, 2).startswith("it equals the best bid (2)")
    assert _against(v, 0, 3).startswith("it beats the best bid (2)")
    from rules.barony import Target
    legal = [Pass(), Target("ace-moons")]
    none_left = SimpleNamespace(best=(1, 2), seat=0, stage_left=0)
    assert "rest of the stage" not in hint_reason(none_left, legal, Pass())
    assert "still to come" not in hint_reason(none_left, legal, Pass())
    some_left = SimpleNamespace(best=(1, 2), seat=0, stage_left=5)
    assert "5 cards still to come" in hint_reason(some_left, legal, Pass())


def test_a_pass_says_which_card_it_lets_the_best_bid_take():
    """At the start of stage VI the hint called Pass "clearly ahead" and said only "keep your
    cards"; a bot then took the Crown of Suns with its 0 bid (a newcomer: the reason should name
    the danger). A pass beside another seat's standing bid says what that bid takes if it stands."""
    from types import SimpleNamespace
    from game.bots.barony import hint_reason
    from rules.barony import Pass, Target
    legal = [Pass(), Target("bard")]                        # The Bard: the Crown of Suns
    v = SimpleNamespace(best=(1, 0), seat=0, stage_left=2, targets=(None, "bard", None), players=3)
    why = hint_reason(v, legal, Pass())
    assert "The Bard" in why and "takes it" in why, why
    mine = SimpleNamespace(best=(0, 3), seat=0, stage_left=2, targets=("bard", None, None), players=3)
    assert "takes it" not in hint_reason(mine, legal, Pass())


def test_a_pass_nobody_bid_against_says_it_may_end_the_stage():
    """A newcomer, Prime, read "Pass: keep your cards for the 9 cards still to come in this
    stage", passed, and the others passed too: nobody had bid, so the stage ended at once and
    the 9 went to the discard pile (BA4). Another time, both others out, it offered the same
    words where a pass ended the game."""
    from types import SimpleNamespace
    from game.bots.barony import hint_reason
    from rules.barony import Pass, Target
    legal = [Pass(), Target("ace-moons")]
    prime = SimpleNamespace(best=None, seat=0, stage_left=9, players=3, passed=frozenset(), stage=1)
    said = hint_reason(prime, legal, Pass())
    assert "still to come in this stage" not in said.split(":")[0] and "if everyone passes, the stage ends now" in said
    assert "9 cards still to come go to the discard pile" in said
    # not "(the future pool)": the discards are dealt out again after stage III (a newcomer)
    assert "future pool" not in said and "dealt out again" in said
    assert "stages IV and V" in said
    last = SimpleNamespace(best=None, seat=0, stage_left=13, players=3, passed=frozenset({1, 2}), stage=4)
    said = hint_reason(last, legal, Pass())
    assert said.startswith("Everyone else has passed: your pass ends the stage now") and "as stage VI" in said
    # in stage VI the discards are the pool and the pass ends the game (the hint spoke of
    # stages IV to VI there: a newcomer)
    final = SimpleNamespace(best=None, seat=0, stage_left=13, players=3, passed=frozenset({1, 2}), stage=6)
    said = hint_reason(final, legal, Pass())
    assert said.startswith("Everyone else has passed: your pass ends the game now") and "(the pool" in said
    assert "dealt out again" not in said


@pytest.mark.parametrize("players", [2, 3])
def test_medium_plays_the_first_stage_out(players):
    """"The first stage often vanishes" (a newcomer): medium kept its resources for the 2–5
    cards still to come, as if they were Aces, so it passed the opening Market, and a Market
    nobody bids on ends its stage (BA4). It now prices its cards by what the rest of the stage
    is worth: medium bots bid in stage I, and it runs its four Markets."""
    markets = []
    for seed in range(10):
        counted = []

        def on_step(state, seat, action, events):
            if state.stage == 1 or not counted:
                counted[:] = [GAME.view(state, None).markets_played]

        play_game("barony", players, 500 + seed, ["medium"] * players, on_step=on_step)
        markets.append(counted[0])
    assert sum(m >= 3 for m in markets) >= 8, markets


def test_the_searchs_rollout_plays_mediums_very_games_in_fewer_moves():
    """The sampled games of hints, the review and hard finish with ``rollout``: where medium
    begins a bid it plays the whole bid it would build (one Commit), else medium's own step.
    Same final scores as medium's card-by-card games, in fewer moves."""
    from game.bots import search_kit
    from game.bots.barony import medium, rollout
    from rules import get_game
    from rules.core import Rng
    g = get_game("barony")
    assert search_kit("barony").rollout is rollout and search_kit("barony", hints=True).rollout is rollout
    fewer = 0
    for players in (2, 3):
        for seed in range(12):
            finals, moves = [], []
            for policy in (medium, rollout):
                s, rng, n = g.new(players, seed, {}), Rng(seed), 0
                while not g.is_over(s):
                    who = min(g.to_act(s))
                    s = g.advance(s, who, policy(g.view(s, who), g.legal_actions(s, who), rng))
                    n += 1
                finals.append(g.result(s).scores)
                moves.append(n)
            assert finals[0] == finals[1], (players, seed)
            fewer += moves[1] < moves[0] * 0.7
    assert fewer == 24


def test_a_cards_reason_names_every_ace_and_crown_of_yours_it_scores_for():
    """"The hint said a Suns-and-Knots card 'scores for the Ace of Knots you hold' while I also
    held the Ace of Suns" (a newcomer): every Ace and Crown of yours it would score for is named."""
    import dataclasses
    from game.bots.barony import _why_take
    from rules.barony import GAME
    from rules.decks import decktet as D
    s = GAME.new(3, 1)
    v = GAME.view(s, 0)
    both = next(c for c in D.CARDS if D.CARDS[c].kind not in (D.ACE, D.CROWN) and
                set(D.suits_of(c)) >= {"suns", "knots"})
    res = list(v.resources)
    res[0] = tuple(res[0]) + ("ace-suns", "ace-knots")
    v2 = dataclasses.replace(v, resources=tuple(res)) if dataclasses.is_dataclass(v) else None
    if v2 is None:
        v.resources = tuple(res)
        v2 = v
    said = _why_take(v2, 0, both)
    assert "Ace of Suns" in said and "Ace of Knots" in said, said


def test_the_frozen_bots_bench_times_play_the_same_games_as_todays():
    """``bench bots`` times today's Barony rollout against the frozen one before ``_Holdings``
    (tools/bench_baseline): a ratio means something only if both play the very same moves."""
    from game.bench import bot_baselines
    old = bot_baselines()["barony"]
    for seed in range(3):
        moves = []
        for fn in (old.rollout, B.rollout):
            s, rng, played = GAME.new(3, seed), Rng(seed), []
            while not GAME.is_over(s):
                seat = min(GAME.to_act(s))
                a = fn(GAME.view(s, seat), GAME.legal_actions(s, seat), rng)
                played.append(a)
                s, _ = GAME.apply(s, seat, a)
            moves.append(played)
        assert moves[0] == moves[1], seed


def test_a_cards_reason_says_what_taking_it_gives_up_or_denies():
    """A hint told a newcomer to win The Betrayal, its reason saying "If it ends in the pool, it
    scores for the Ace of Wyrms and The Calamity you hold", which read as an argument against
    its own advice. The reason weighs both sides: taken, a card that would score for you in the
    pool bids for you later instead; one that would score for another player scores for nobody."""
    import dataclasses
    from game.bots.barony import _why_take
    from rules.barony import GAME
    from rules.decks import decktet as D
    s = GAME.new(3, 1)
    v = GAME.view(s, 0)
    card = next(c for c in D.CARDS if D.CARDS[c].kind not in (D.ACE, D.CROWN) and "wyrms" in D.suits_of(c)
                and "suns" not in D.suits_of(c))

    def holding(seat, extra):
        res = [tuple(r) for r in v.resources]
        res[seat] = res[seat] + extra
        return dataclasses.replace(v, resources=tuple(res))
    mine = _why_take(holding(0, ("ace-wyrms",)), 0, card)
    assert mine.startswith("Left to the pool, it would score for the Ace of Wyrms you hold; taken, ") and \
        mine.endswith(" instead."), mine
    theirs = _why_take(holding(1, ("ace-wyrms",)), 0, card)
    assert "taken, it scores for nobody and it adds its" in theirs, theirs


def test_a_bid_the_sampled_games_rate_clearly_best_says_which_way_the_trade_went():
    """"Its reason for the best move is description rather than an argument: 'Bid on The Mill…
    Left to the pool, it would score for the Ace of Waves and The Sea you hold', which reads as
    a reason *not* to bid" (a newcomer, in the review). Rated clearly ahead (a hint's clear
    first, a review's surely better move), the bid on a card of your own suits says that the
    sampled games found taking it worth more than its points in the pool."""
    import dataclasses
    from game.bots.barony import hint_reason, hinted_bid
    from rules.barony import GAME, Target
    from helpers import barony_position
    s = barony_position(2, market=("mill", "pact", "author"), owned=[["ace-waves", "sailor", "origin"],
                                                                      ["window", "harvest", "watchman"]])
    v = GAME.view(s, 0)
    legal = GAME.legal_actions(s, 0)
    assert Target("mill") in legal and hinted_bid(v, "mill") is not None
    plain = hint_reason(v, legal, Target("mill"))
    clear = hint_reason(v, legal, Target("mill"), standout=True)
    assert "Left to the pool, it would score for the Ace of Waves you hold" in plain
    assert "worth more" not in plain
    assert clear.endswith("in the sampled games that was worth more than the points it would have scored."), clear


def test_easy_raises_with_two_cards_where_one_is_not_enough():
    """"Easy bots are far too passive" (a newcomer, 3 players against two easy bots): easy bid
    a single card or passed, so any bid above its best card ended its interest. Outbid where
    two of its cards would answer, it now answers with two, most of the time."""
    from rules.core import Rng
    answered = passed = 0
    for seed in range(30):
        s = GAME.new(3, seed)
        rng = Rng(seed)
        bots = [B.easy, B.medium, B.medium]
        while not GAME.is_over(s):
            seat = min(GAME.to_act(s))
            v, legal = GAME.view(s, seat), GAME.legal_actions(s, seat)
            if seat == 0 and v.pick is None and not v.adding and B._need_more(v, 0) > 0:
                avail = list(v.resources[0])
                need = B._need_more(v, 0)
                aims = [v.targets[0]] if v.targets[0] is not None else list(v.market)
                ones = [c for t in aims for c in avail if B.bid_value(c, t) >= need]
                twos = [cs for t in aims for cs in B._candidates(v, 0, t, avail) if len(cs) == 2]
                if not ones and twos:
                    a = B.easy(v, legal, rng.copy())
                    answered += not isinstance(a, Pass)
                    passed += isinstance(a, Pass)
            a = bots[seat](v, legal, rng)
            s, _ = GAME.apply(s, seat, a)
    assert answered + passed >= 6, (answered, passed)
    assert answered > passed, (answered, passed)
