"""Auctioneer AU4 at a round's end: a lost turn still owed when the round ends (a royal won,
or set aside by AU6) is cancelled; every round starts clean with its usual starter; no seat
ever plays twice in a row because of a lost turn.

A turn in the engine is one seat's flip, move and claim-or-end (several actions by one
seat); a lost turn is logged as a 'skip' Event and counts toward the 60 (AU6). Within a
round a lost turn does let the next seats play on (with two players the other seat plays
two turns running: that is the cost AU4 puts on a failed claim); what must never happen is
a lost turn reaching past the round whose claim failed.
"""
import pytest

from rules import auctioneer as A
from rules import get_game
from rules.auctioneer import Claim, EndTurn, Swap
from rules.core import Rng

from helpers import auctioneer_position

G = get_game("auctioneer")
FILLER = ["2S", "3D", "4C", "5S", "2D", "3C", "4S", "5D", "2C", "3S", "4D", "5C"]


def rigged(n, circle, royal="KH", to_act=0, step="claim", up=None, seed=1):
    return auctioneer_position(n, circle, royal=royal, to_act=to_act, step=step,
                               up=up if up is not None else [True] * len(circle), seed=seed)


def play_turn(s, seat, last=None):
    """One whole turn of ``seat``: flip if it must, a swap, then ``last`` (EndTurn)."""
    assert s.to_act == seat, (s.to_act, seat)
    if s.step == "flip":
        s, _ = G.apply(s, seat, G.legal_actions(s, seat)[0])
    s, _ = G.apply(s, seat, next(a for a in G.legal_actions(s, seat) if isinstance(a, Swap)))
    s, ev = G.apply(s, seat, last or EndTurn())
    return s, ev


def test_a_lost_turn_owed_when_the_royal_is_won_is_cancelled():
    # seat 0's claim fails; seat 1 wins the royal on its turn; the next round starts with
    # seat 0 (left of the winner), and seat 0 plays every turn of its own in it
    circle = FILLER[:3] + ["6H", "7H", "8H"] + FILLER[3:9]
    s = rigged(2, circle)
    s, _ = G.apply(s, 0, Claim(0))
    assert s.skip == [True, False] and s.to_act == 1
    s, _ = G.apply(s, 1, Swap(0, 1))
    s, ev = G.apply(s, 1, Claim(3))
    assert [e.kind for e in ev][:3] == ["claim", "won", "round_end"]
    assert s.round == 2 and s.won[1] == ["KH"]
    assert s.skip == [False, False] and G.view(s, 0).skip == (False, False)
    assert s.starter == 0 and s.to_act == 0
    order = []
    for _ in range(4):
        seat = s.to_act
        order.append(seat)
        s, ev = play_turn(s, seat)
        assert not any(e.kind == "skip" for e in ev)
    assert order == [0, 1, 0, 1]


def test_the_turn_limit_cancels_a_lost_turn_still_owed():
    # 2 players, the 60th turn is seat 1's: seat 0 still owes a lost turn when the royal is
    # set aside; the next round starts with seat 0, which then plays its second turn too
    s = rigged(2, FILLER)
    s, _ = G.apply(s, 0, Claim(0))                 # fails: seat 0 owes a lost turn
    s.turns = 59
    s, ev = play_turn(s, 1)
    assert [e.kind for e in ev][1:3] == ["set_aside", "round_end"]
    assert s.round == 2 and s.skip == [False, False] and s.to_act == 0
    order = []
    for _ in range(3):
        order.append(s.to_act)
        s, ev = play_turn(s, s.to_act)
        assert not any(e.kind == "skip" for e in ev)
    assert order == [0, 1, 0]


@pytest.mark.parametrize("players", [3, 4])
def test_the_turn_limit_cancels_every_lost_turn_still_owed(players):
    # seats 1.. all failed a claim; seat 0 plays the 59th turn, seat 1 loses the 60th, and
    # the others still owe a lost turn when the royal is set aside
    s = rigged(players, FILLER, to_act=1)
    for seat in range(1, players):
        s.step = "claim"
        s, _ = G.apply(s, seat, Claim(0))
    assert all(s.skip[1:]) and s.to_act == 0
    s.turns = 58
    s, ev = play_turn(s, 0)
    kinds = [e.kind for e in ev]
    assert kinds[:4] == ["end_turn", "skip", "set_aside", "round_end"]
    assert s.round == 2 and s.skip == [False] * players
    # play carries on from the last player to move: seat 0 played, seat 1 starts
    assert s.starter == 1 and s.to_act == 1


def test_a_lost_60th_turn_does_not_let_the_last_player_start_the_next_round():
    # 2 players: seat 1 plays the 59th turn, seat 0's lost turn is the 60th; the next round
    # starts with seat 0, not again with seat 1 (who would play twice running)
    s = rigged(2, FILLER)
    s, _ = G.apply(s, 0, Claim(0))
    s.turns = 58
    s, ev = play_turn(s, 1)
    kinds = [e.kind for e in ev]
    assert kinds[:4] == ["end_turn", "skip", "set_aside", "round_end"]
    assert s.round == 2 and s.starter == 0 and s.to_act == 0 and s.skip == [False, False]


# --------------------------------------------------------------------------- the fuzz

def claimer(s, seat, legal, rng):
    """Random moves; at the claim step a valid run (from the state) half the time it has one,
    else a blind claim a quarter of the time: rounds end both ways and claims fail often."""
    if s.step != "claim":
        return legal[rng.randrange(len(legal))]
    L = len(s.cards)
    valid = [i for i in range(L) if A.evaluate_claim([s.cards[k] for k in A.claim_indices(i, L)],
                                                     s.royal)[0]]
    if valid and rng.random() < 0.5:
        return Claim(valid[rng.randrange(len(valid))])
    if rng.random() < 0.25:
        return Claim(rng.randrange(L))
    return EndTurn()


def turns_of(players, seed):
    """The game's turns in order: (round, seat, 'played' or 'lost', failed claim?), with the
    state after each round's deal, from the Events."""
    s = G.new(players, seed)
    rng = Rng(seed * 31 + players)
    turns, rounds = [], {1: (s.starter, s)}
    while not G.is_over(s):
        seat = s.to_act
        legal = G.legal_actions(s, seat)
        a = claimer(s, seat, legal, rng)
        rnd = s.round
        s, events = G.apply(s, seat, a)
        for e in events:
            if e.kind == "claim":
                turns.append((rnd, seat, "played", not e.data["valid"]))
            elif e.kind == "end_turn":
                turns.append((rnd, seat, "played", False))
            elif e.kind == "skip":
                turns.append((rnd, e.data["seat"], "lost", False))
            elif e.kind == "royal":
                rounds[e.data["round"]] = (e.data["starter"], s)
    return turns, rounds


@pytest.mark.parametrize("players", [2, 3, 4])
def test_lost_turns_never_leave_their_round(players):
    """Random games over many seeds: a lost turn is always the claimant's next turn in the
    round of its failed claim; every later round is dealt with no lost turn owed and is
    started by its usual starter; two turns running by one seat only when every other seat
    lost its turn between them, in the same round."""
    counts = {"failed": 0, "rounds": 0, "limit": 0, "twice": 0, "cancelled": 0}
    for seed in range(12):
        turns, rounds = turns_of(players, seed)
        for r, (starter, st) in rounds.items():
            if r > 1:
                # the deal of every later round: no lost turn carried over
                assert st.round == r and st.skip == [False] * players, (seed, r, st.skip)
        last = {}                  # seat -> its last turn (round, kind, failed claim)
        for k, (r, seat, kind, bad) in enumerate(turns):
            counts["failed"] += bad
            prev = last.get(seat)
            if kind == "lost":
                # the claimant's next turn, in the round of its failed claim
                assert prev == (r, "played", True), (seed, k, prev)
            elif prev is not None and prev == (r, "played", True):
                raise AssertionError(f"seed {seed}: seat {seat} played again after a failed "
                                     f"claim without losing a turn (turn {k})")
            elif prev is not None and prev[1:] == ("played", True):
                counts["cancelled"] += 1        # owed when its round ended: cancelled
            last[seat] = (r, kind, bad)
        played = [(k, t) for k, t in enumerate(turns) if t[2] == "played"]
        for (k1, (r1, a, _, _)), (k2, (r2, b, _, _)) in zip(played, played[1:]):
            between = turns[k1 + 1:k2]
            assert all(t[2] == "lost" and t[0] == r1 for t in between), (seed, k1, between)
            if r2 != r1:
                # a new round: its usual starter plays first, left of the last player to move
                assert b == rounds[r2][0] == (a + 1) % players, (seed, r1, a, b)
                counts["rounds"] += 1
                counts["limit"] += r1 in [t[0] for t in between] or \
                    rounds[r2][1].set_aside != rounds[r1][1].set_aside
            else:
                # between two players in a round, the seats clockwise from the first each
                # lost a turn, up to the second
                m = len(between)
                assert [t[1] for t in between] == [(a + d) % players for d in range(1, m + 1)]
                assert (a + m + 1) % players == b, (seed, k1, between)
                counts["twice"] += a == b
    assert counts["failed"] > 50 and counts["rounds"] > 20 and counts["limit"] > 0, counts
    assert counts["cancelled"] > 0 and counts["twice"] > 0, counts
