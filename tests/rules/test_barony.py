"""Barony: worked examples of the rule text (seed 001) and rulings BA1-BA8."""
from __future__ import annotations

import json

import pytest

from rules import IllegalAction, get_game
from rules.decks import decktet as D
from rules.barony import (GAME, MAX_LEGAL, STAGE_CARDS, Add, Commit, Confirm, Pass, Target, bid_value,
                          bid_value_of, score_pool)

from helpers import barony_position

SUN, MOON, LEAF, WAVE = "suns", "moons", "leaves", "waves"


# --------------------------------------------------------------------------- helpers

make = barony_position          # a controlled position (tests/helpers.py)


def play(s, *moves):
    """Apply (seat, action) pairs; return the final state and all events."""
    events = []
    for seat, a in moves:
        s, ev = GAME.apply(s, seat, a)
        events += ev
    return s, events


def all_cards(s):
    cards = [c for o in s.owned for c in o] + s.market + s.deck + [c for f in s.future for c in f]
    return cards + s.discard + s.unseen + s.removed + s.pool


# --------------------------------------------------------------------------- registry, setup

def test_registry_and_options():
    g = get_game("barony")
    assert g is GAME and g.id == "barony" and g.title == "Barony"
    assert (g.min_players, g.max_players) == (2, 3)
    assert g.options["pass_token"].default is False
    with pytest.raises(IllegalAction):
        g.new(4, 1)


@pytest.mark.parametrize("players", [2, 3])
def test_setup_ba1_ba2(players):
    primes = set()
    for seed in range(30):
        s = GAME.new(players, seed)
        primes.add(s.prime)
        res = set(D.PAWNS) | set(D.COURTS) | ({D.EXCUSE_ID} if players == 3 else set())
        for o in s.owned:
            assert len(o) == 3 and set(o) <= res
        dealt = {c for o in s.owned for c in o}
        assert len(dealt) == 3 * players
        if players == 2:
            assert D.EXCUSE_ID in s.removed and len(s.removed) == 3
            assert set(s.removed) - {D.EXCUSE_ID} == (set(D.PAWNS) | set(D.COURTS)) - dealt
        else:
            assert s.removed == []
        assert s.stage == 1 and len(s.market) == 3 and len(s.deck) == 9
        assert set(s.market + s.deck) == set(STAGE_CARDS[1])
        assert [set(f) for f in s.future] == [set(STAGE_CARDS[2]), set(STAGE_CARDS[3])]
        assert GAME.to_act(s) == frozenset({s.prime})
        assert sorted(all_cards(s)) == sorted(D.CARDS)
    assert primes == set(range(players))   # first Prime is random


def test_stage_cards():
    assert len(STAGE_CARDS[1]) == len(STAGE_CARDS[2]) == len(STAGE_CARDS[3]) == 12
    assert all(2 <= D.CARDS[c].rank <= 5 for c in STAGE_CARDS[1])
    assert all(D.CARDS[c].kind in ("ace", "crown") for c in STAGE_CARDS[2])
    assert all(6 <= D.CARDS[c].rank <= 9 for c in STAGE_CARDS[3])


# --------------------------------------------------------------------------- BA3 bid values

def test_rule_text_bid_examples_on_descriptions():
    # 9/Sun/Moon played against the Ace of Suns is a 1 point bid.
    assert bid_value_of(9, (SUN, MOON), 1, (SUN,)) == 1
    # 9/Leaf/Water against the Ace of Suns is a valid, but 0 point, bid.
    assert bid_value_of(9, (LEAF, WAVE), 1, (SUN,)) == 0
    # 9/Leaf/Water against the 9/Sun/Moon is also a 1 point bid, because the 9s match.
    assert bid_value_of(9, (LEAF, WAVE), 9, (SUN, MOON)) == 1
    # 9/Sun/Moon against 3/Sun/Moon is a 2 point bid.
    assert bid_value_of(9, (SUN, MOON), 3, (SUN, MOON)) == 2
    # The Crown of Suns against the Ace of Suns shares 1 symbol; against the Crown of Moons 0.
    assert bid_value_of(10, (SUN,), 1, (SUN,)) == 1
    assert bid_value_of(10, (SUN,), 10, (MOON,)) == 0
    # Crown, Ace, Pawn and Court ranks never match each other.
    assert bid_value_of(10, (SUN,), 10, (SUN,)) == 1
    assert bid_value_of(1, (SUN,), 1, (MOON,)) == 0
    assert bid_value_of(None, (SUN, MOON, LEAF), None, (WAVE,)) == 0
    # The Excuse is always worth 1.
    assert bid_value_of(None, (), 9, (SUN, MOON), wild=True) == 1
    assert bid_value_of(None, (), 1, (WAVE,), wild=True) == 1


def test_rule_text_bid_examples_on_real_cards():
    assert bid_value("pact", "ace-suns") == 1           # 9 Moons/Suns vs Ace of Suns
    assert bid_value("merchant", "ace-suns") == 0       # 9 Leaves/Knots vs Ace of Suns
    assert bid_value("merchant", "pact") == 1           # the 9s match
    assert bid_value("darkness", "pact") == 1
    assert bid_value("pact", "mountain") == 2           # 9 vs 4, both Moons/Suns
    assert bid_value("pact", "diplomat") == 2           # 9 vs 8 Moons/Suns
    assert bid_value("bard", "ace-suns") == 1           # Crown of Suns vs Ace of Suns
    assert bid_value("bard", "huntress") == 0           # Crown of Suns vs Crown of Moons
    assert bid_value("bard", "sea") == 0                # Crowns' ranks never match
    assert bid_value("ace-suns", "ace-moons") == 0
    assert bid_value("harvest", "borderland") == 1      # Pawns: Leaves shared, no rank
    assert bid_value("consul", "lunatic") == 2          # Court Moons/Waves/Knots vs 6 Moons/Waves
    for t in D.CARDS:
        assert bid_value("excuse", t) == 1


# --------------------------------------------------------------------------- BA4/BA5 bidding

def test_first_commit_fixes_target_and_bid_must_win():
    # Market: Pact (9 Moons/Suns), Mountain (4 Moons/Suns), Author (2 Moons/Knots)
    s = make(owned=[["consul", "island", "rite"], ["window", "harvest", "watchman"]])
    assert GAME.to_act(s) == frozenset({0})
    with pytest.raises(IllegalAction, match="not in the Market"):
        GAME.apply(s, 0, Commit("ace-suns", ("consul",)))
    with pytest.raises(IllegalAction, match="not one of your resources"):
        GAME.apply(s, 0, Commit("pact", ("window",)))
    with pytest.raises(IllegalAction, match="at least one"):
        GAME.apply(s, 0, Commit("pact", ()))
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(s, 1, Pass())
    # consul (Moons/Waves/Knots) vs Author (Moons/Knots) = 2
    s, ev = play(s, (0, Commit("author", ("consul",))))
    assert ev[0].kind == "commit" and ev[0].data["value"] == 2
    assert s.best == (0, 2) and GAME.to_act(s) == frozenset({1})
    # seat 1: harvest (Moons/Suns/Leaves) vs Pact = 2 -> ties win (most recent); window = 1
    with pytest.raises(IllegalAction, match="worth 1, but the best bid is 2"):
        GAME.apply(s, 1, Commit("pact", ("window",)))
    # step by step: the Pact is a reachable target; the Window alone cannot be confirmed
    assert Target("pact") in GAME.legal_actions(s, 1)
    s_w, _ = play(s, (1, Target("pact")), (1, Add("window")))
    assert Confirm() not in GAME.legal_actions(s_w, 1)
    with pytest.raises(IllegalAction, match="worth 1, but the best bid is 2"):
        GAME.apply(s_w, 1, Confirm())
    s_h, _ = play(s, (1, Target("pact")), (1, Add("harvest")))
    assert Confirm() in GAME.legal_actions(s_h, 1)
    s_h, _ = play(s_h, (1, Confirm()))
    assert s_h.best == (1, 2) and s_h.committed[1] == ["harvest"]
    s, _ = play(s, (1, Commit("pact", ("harvest",))))
    assert s.best == (1, 2)
    # seat 0 may not switch target
    with pytest.raises(IllegalAction, match="already bidding on The Author"):
        GAME.apply(s, 0, Commit("pact", ("island",)))
    # seat 0 adds a 0-value card (Island: Suns/Waves/Wyrms vs Author) and takes the tie
    assert bid_value("island", "author") == 0
    with pytest.raises(IllegalAction, match="already committed"):
        GAME.apply(s, 0, Commit("author", ("consul",)))
    s, ev = play(s, (0, Commit("author", ("island",))))
    assert s.best == (0, 2) and s.committed[0] == ["consul", "island"]
    # seat 1 passes: seat 0 wins the Author at once
    s, ev = play(s, (1, Pass()))
    kinds = [e.kind for e in ev]
    assert kinds[:3] == ["pass", "won", "market"]
    won = ev[1]
    assert won.data["seat"] == 0 and won.data["card"] == "author"
    assert won.data["cards_expended"] == ("consul", "island")
    assert s.owned[0] == ["consul", "island", "rite", "author"]
    assert s.expended[0] == ["consul", "island"]
    assert s.available(0) == ["rite", "author"]        # the won card is usable now
    assert s.available(1) == ["window", "harvest", "watchman"]   # loser takes its cards back
    assert s.discard == ["pact", "mountain"]
    assert s.prime == 0 and GAME.to_act(s) == frozenset({0}) and len(s.market) == 3
    with pytest.raises(IllegalAction, match="expended until the end of this stage"):
        GAME.apply(s, 0, Commit(s.market[0], ("consul",)))


def test_targets_may_differ_and_loser_keeps_cards():
    s = make(owned=[["consul", "island", "rite"], ["window", "harvest", "watchman"]])
    s, _ = play(s, (0, Commit("pact", ("island",))),           # Suns: 1
                (1, Commit("mountain", ("harvest",))),        # Moons/Suns: 2
                (0, Commit("pact", ("consul",))),             # +Moons: 2, ties to the latest
                (1, Commit("mountain", ("watchman",))),       # +Moons: 3
                (0, Pass()))
    assert s.owned[1][-1] == "mountain" and s.prime == 1
    assert s.expended[1] == ["harvest", "watchman"]
    assert s.expended[0] == [] and s.available(0) == ["consul", "island", "rite"]
    assert s.discard == ["pact", "author"]
    assert s.passes == [1, 0]


def test_three_players_turn_order_skips_passed_seats():
    s = make(players=3, prime=1)
    s, ev = play(s, (1, Commit("pact", ("harvest",))))        # seat 1 bids 2
    assert GAME.to_act(s) == frozenset({2})
    s, _ = play(s, (2, Pass()))
    assert GAME.to_act(s) == frozenset({0})
    s, _ = play(s, (0, Commit("author", ("consul",))))        # 2: ties go to the latest
    assert GAME.to_act(s) == frozenset({1})                   # seat 2 is out: back to 1
    s, ev = play(s, (1, Pass()))
    assert ev[1].kind == "won" and ev[1].data["seat"] == 0 and s.prime == 0


def test_prime_passing_lets_the_other_seat_bid():
    s = make()
    s, ev = play(s, (0, Pass()))
    assert GAME.to_act(s) == frozenset({1}) and [e.kind for e in ev] == ["pass"]
    # alone in the Market, any commit wins at once (even a 0-value one)
    assert bid_value("window", "author") == 1
    s, ev = play(s, (1, Commit("mountain", ("watchman",))))
    assert [e.kind for e in ev][:3] == ["commit", "won", "market"]
    assert s.owned[1][-1] == "mountain"


def test_no_bid_ends_the_stage_at_once_ba4():
    s = make()
    deck_left = list(s.deck)
    s.expended[0] = ["rite"]
    s.owned[0] = ["consul", "island", "rite"]
    s, ev = play(s, (0, Pass()), (1, Pass()))
    kinds = [e.kind for e in ev]
    assert kinds == ["pass", "pass", "no_bid", "stage_end", "stage_start", "market"]
    assert s.stage == 2 and s.prime == 0 and s.expended == [[], []]
    assert s.discard == ["pact", "mountain", "author"]          # seen: public
    assert sorted(s.unseen) == sorted(deck_left)                # the remainder, unseen
    v = GAME.view(s, 1)
    assert v.discards == ("pact", "mountain", "author") and v.unseen_discards == len(deck_left)
    assert v.discard_count == 3 + len(deck_left) and v.stage == 2 and v.stage_left == 9
    assert set(s.market) <= set(STAGE_CARDS[2])
    assert ev[4].data == {"stage": 2, "size": 12}


def test_expended_cards_return_when_the_stage_is_complete():
    # the last Market of stage I: the deck is empty afterwards
    s = make(deck=[])
    s, ev = play(s, (0, Commit("pact", ("rite",))), (1, Pass()))
    assert "stage_end" in [e.kind for e in ev] and s.stage == 2
    assert s.expended == [[], []] and "rite" in s.available(0)


def test_stage_remainder_of_one_or_two_cards_is_dumped():
    s = make(deck=["journey", "painter"])
    s, ev = play(s, (0, Commit("pact", ("rite",))), (1, Pass()))
    assert s.stage == 2 and sorted(s.unseen) == ["journey", "painter"]
    se = [e for e in ev if e.kind == "stage_end"][0]
    assert se.data["remainder"] == 2


# --------------------------------------------------------------------------- BA6 stages

def _prime_always_wins(players, seed):
    """Prime commits its first legal commit, everybody else passes: no no-bid Market."""
    s = GAME.new(players, seed)
    starts = []
    while not GAME.is_over(s):
        seat = next(iter(GAME.to_act(s)))
        legal = GAME.legal_actions(s, seat)
        a = legal[1] if seat == s.prime and len(legal) > 1 else Pass()
        if seat == s.prime and a == Pass():
            raise AssertionError("prime could not bid")
        s, ev = GAME.apply(s, seat, a)
        for e in ev:
            if e.kind == "stage_start":
                starts.append((e.data["stage"], e.data["size"],
                               tuple(len(f) for f in s.future)))
    return s, starts


@pytest.mark.parametrize("players", [2, 3])
def test_stage_building_ba6_without_no_bids(players):
    s, starts = _prime_always_wins(players, 5)
    # I, II, III: 4 Markets each -> 24 discards -> IV 12 + V 12 -> 8 + 8 = 16 -> VI
    assert [(st, size) for st, size, _ in starts] == [(2, 12), (3, 12), (4, 12), (5, 12), (6, 16)]
    assert starts[2][2] == (12,)                   # stage V waits while IV is played
    assert s.markets_played == 4 * 5 + 5
    assert len(s.pool) == 11                        # "expected 11 cards"
    assert sum(len(o) for o in s.owned) == 3 * players + 25


def test_stage_iv_v_split_after_no_bids():
    s = make(stage=3, deck=[])            # last Market of stage III
    s.discard = list(STAGE_CARDS[1]) + list(STAGE_CARDS[2])[:10]
    s.unseen = ["ace-wyrms", "ace-knots"]
    s.future = []
    s.market = ["lunatic", "market", "penitent"]
    rest = [c for c in STAGE_CARDS[3] if c not in s.market]
    s.unseen += rest
    s, ev = play(s, (0, Commit("lunatic", ("consul",))), (1, Pass()))
    # 24 + 9 + 2 discards = 35 at the end of III -> IV 12, V 23
    assert s.stage == 4 and len(s.deck) == 9 and [len(f) for f in s.future] == [23]
    assert ev[-2].data == {"stage": 4, "size": 12}
    assert s.discard == [] and s.unseen == []
    assert GAME.view(s, 0).future_sizes == (23,)


# --------------------------------------------------------------------------- BA7/BA8 scoring

def test_scoring_examples_ba7():
    pact = ["pact"]        # 9 Moons/Suns
    # 0 points with no matching Ace or Crown, up to 4 with both Aces and Crowns of both suits
    assert score_pool(pact, [["consul"]]) == ([],)
    four = score_pool(pact, [["ace-moons", "huntress", "ace-suns", "bard"]])[0]
    assert sum(p for _, p in four) == 4
    # a pool Ace or Crown scores 1 for the holder of its same-suit opposite
    assert sum(p for _, p in score_pool(["ace-suns"], [["bard"]])[0]) == 1
    assert sum(p for _, p in score_pool(["bard"], [["ace-suns"]])[0]) == 1
    assert score_pool(["bard"], [["ace-moons", "huntress"]]) == ([],)
    # Pawns and Courts in hand never score; a three-suit card can match several
    assert sum(p for _, p in score_pool(["pact"], [["harvest", "ace-suns"]])[0]) == 1
    # the Excuse's holder scores 1 per Ace and Crown in the pool
    ex = score_pool(["ace-suns", "huntress", "pact", "excuse"], [["excuse"], ["ace-moons"]])
    assert sum(p for _, p in ex[0]) == 2
    assert sum(p for _, p in ex[1]) == 2    # Crown of Moons and the Pact share Moons
    # the Excuse in the pool has no suit
    assert score_pool(["excuse"], [["ace-moons", "bard"]]) == ([],)


def _finished(players=2, pool=(), owned=(), passes=None, options=None):
    s = make(players=players, options=options)
    s.owned = [list(o) for o in owned]
    s.pool = list(pool)
    s.over = True
    s.market, s.deck, s.future = [], [], []
    s.turn = None
    s.passes = list(passes or [0] * players)
    return s


def test_result_breakdown_and_shared_ties():
    s = _finished(pool=["pact", "ace-suns", "lunatic"],
                  owned=[["consul", "bard"], ["window", "huntress"]])
    r = GAME.result(s)
    # bard (Suns): Pact, Ace of Suns = 2; huntress (Moons): Pact, Lunatic = 2
    assert r.scores == (2, 2) and r.winners == (0, 1) and "shared" in r.notes
    for i in range(2):
        assert sum(p for _, p in r.breakdown[i]) == r.scores[i]
    assert GAME.to_act(s) == frozenset() and GAME.legal_actions(s, 0) == []
    with pytest.raises(IllegalAction, match="over"):
        GAME.apply(s, 0, Pass())
    fin = GAME.final(s)
    assert fin == {"pool": ["pact", "ace-suns", "lunatic"], "winners": [0, 1],
                   "seats": [{"resources": ["consul", "bard"], "passes": 0, "score": 2},
                             {"resources": ["window", "huntress"], "passes": 0, "score": 2}]}
    json.dumps(fin)


def test_pass_tokens_ba8():
    owned = [["consul", "bard"], ["window", "huntress"]]
    s = _finished(pool=["pact", "ace-suns", "lunatic"], owned=owned, passes=[3, 1])
    assert GAME.result(s).scores == (2, 2)               # variant off: passes are worth 0
    s = _finished(pool=["pact", "ace-suns", "lunatic"], owned=owned, passes=[3, 1],
                  options={"pass_token": True})
    r = GAME.result(s)
    assert r.scores == (5, 3) and r.winners == (0,)
    assert ("Pass tokens (3)", 3) in r.breakdown[0]


def test_pass_token_counts_in_play():
    s = make(options={"pass_token": True})
    s, _ = play(s, (0, Pass()), (1, Pass()))
    assert s.passes == [1, 1] and GAME.view(s, 0).pass_token


# --------------------------------------------------------------------------- misc contracts

def test_actions_json_round_trip():
    for a in (Pass(), Commit("pact", ("consul", "island")), Target("pact"), Add("consul"), Confirm()):
        d = json.loads(json.dumps(a.to_json()))
        assert GAME.parse_action(d) == a
    assert Commit("pact", ("a",)).to_json() == {"type": "commit", "target": "pact", "cards": ["a"]}


def test_commit_in_any_card_order_is_accepted_and_normalised():
    s = make()
    s2, ev = play(s, (0, Commit("pact", ("rite", "consul"))))
    assert s2.committed[0] == ["consul", "rite"] and ev[0].data["cards"] == ("consul", "rite")


def test_apply_does_not_mutate():
    s = make()
    before = GAME.view(s, None), list(s.log), list(s.owned[0])
    GAME.apply(s, 0, Commit("pact", ("consul",)))
    assert (GAME.view(s, None), list(s.log), list(s.owned[0])) == before


def test_event_texts_use_seat_placeholders():
    s = make()
    _, ev = play(s, (0, Commit("pact", ("consul",))), (1, Pass()))
    assert ev[0].text.startswith("{seat0} bids ") and ev[0].text.endswith(" on The Pact with The Consul.")
    assert "{seat1} passes" in ev[1].text
    assert all(e.text and e.visible_to is None for e in ev)


def test_legal_actions_are_bounded():
    # 18 usable resources: a bid is built one card at a time, so every decision stays small
    big = list(D.NUMBERS[:15]) + ["consul", "island", "rite"]
    s = make(market=("ace-suns", "bard", "huntress"), owned=[big, ["window"]], deck=[],
             stage=2)
    legal = GAME.legal_actions(s, 0)
    assert legal == [Pass(), Target("ace-suns"), Target("bard"), Target("huntress")]
    s1, _ = GAME.apply(s, 0, Target("ace-suns"))
    legal = GAME.legal_actions(s1, 0)
    assert len(legal) == 1 + len(big) <= MAX_LEGAL and Confirm() not in legal
    s2, _ = GAME.apply(s1, 0, Add(big[0]))
    assert len(GAME.legal_actions(s2, 0)) == 2 + len(big) - 1 and Confirm() in GAME.legal_actions(s2, 0)
    # a one-move commit of many cards is still accepted by apply (records, the table)
    s3, _ = GAME.apply(s, 0, Commit("ace-suns", tuple(big)))
    assert s3.best[0] == 0 and GAME.to_act(s3) == frozenset({1})


def test_targets_are_offered_only_where_a_winning_bid_can_be_made():
    s = make()
    s, _ = play(s, (0, Commit("author", ("consul",))))   # 2
    legal = GAME.legal_actions(s, 1)
    mine = ["window", "harvest", "watchman"]
    reachable = {t for t in s.market if sum(bid_value(c, t) for c in mine) >= 2}
    assert {a.card for a in legal if isinstance(a, Target)} == reachable
    # after targeting, Confirm appears exactly when the cards added make a winning bid
    for t in reachable:
        st, _ = GAME.apply(s, 1, Target(t))
        total = 0
        for c in mine:
            st, _ = GAME.apply(st, 1, Add(c))
            total += bid_value(c, t)
            assert (Confirm() in GAME.legal_actions(st, 1)) == (total >= 2)


def test_a_bid_being_built_is_finished_or_dropped_by_a_pass():
    s = make()
    s1, ev = play(s, (0, Target("pact")), (0, Add("consul")))
    assert GAME.to_act(s1) == frozenset({0}) and s1.committed[0] == [] and s1.best is None
    assert GAME.view(s1, 1).adding == ("consul",) and GAME.view(s1, 1).pick == "pact"
    with pytest.raises(IllegalAction, match="already bidding on The Pact"):
        GAME.apply(s1, 0, Target("author"))
    with pytest.raises(IllegalAction, match="Finish the bid"):
        GAME.apply(s1, 0, Commit("author", ("rite",)))
    s2, ev = play(s1, (0, Pass()))
    assert 0 in s2.passed and s2.committed[0] == [] and s2.targets[0] is None and not s2.adding


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 4), (3, 11)])
def test_unclaimed_cards_are_the_pool_were_no_other_card_won(players, seed):
    """The pool is the stage cards nobody holds at the end; at every moment before, what
    ``unclaimed`` says the pool would be holds it (cards only leave it, when won), and once
    the game is over it is the pool exactly."""
    from rules.barony import unclaimed
    from helpers import play
    end, before = None, []
    for step in play(GAME, players, seed):
        before.append(set(unclaimed(GAME.view(step.before, 0))))
        end = step.after
    pool = set(GAME.view(end, 0).pool)
    assert sorted(unclaimed(GAME.view(end, 1))) == sorted(pool)
    assert all(pool <= b for b in before)
    assert before[0] > pool and len(before[0]) == len(set(STAGE_CARDS[1]) | set(STAGE_CARDS[2]) | set(STAGE_CARDS[3]))
