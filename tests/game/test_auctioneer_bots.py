"""Auctioneer bots: legal, view-only, sensible; medium beats random."""
import dataclasses

import pytest

from game.bots import get_bot, levels
from game.bots import auctioneer as B
from game.sim import head_to_head, play_game
from rules import get_game
from rules import auctioneer as A
from rules.auctioneer import Claim, EndTurn, Flip, Place, Swap
from rules.core import Rng

G = get_game("auctioneer")
FILLER = ["2S", "3D", "4C", "5S", "2D", "3C", "4S", "5D", "2C", "3S", "4D", "5C"]


def view_of(n, circle, hand, royal, step, up=None, mine=None, seat=0, placed=None):
    up = up or [False] * len(circle)
    mine = mine or [False] * len(circle)
    placed = placed or [None] * len(circle)
    slots = tuple(A.CircleSlot(c if (u or m) else None, u, m and not u, None if u else (seat if m else w))
                  for c, u, m, w in zip(circle, up, mine, placed))
    return A.AuctioneerView(seat=seat, players=n, round=1, royal=royal, royals_left=3 * n - 1,
                            circle=slots, hand=tuple(hand), hand_sizes=(len(hand),) * n,
                            to_act=seat, step=step, turns_this_round=0, won=((),) * n,
                            set_aside=(), suits=A.suits_for(n))


def state_for(view, circle, hands):
    """A state matching a hand-built view, to ask the engine for the legal list."""
    s = G.new(view.players, 1)
    s.cards = list(circle)
    s.up = [sl.face_up for sl in view.circle]
    s.known = [(1 << view.seat) if sl.mine else 0 for sl in view.circle]
    s.hands = [list(h) for h in hands]
    s.royal = view.royal
    s.to_act = view.seat
    s.step = view.step
    return s


def test_levels_registered():
    assert levels("auctioneer") == ("random", "easy", "medium", "hard")
    for lv in ("random", "easy", "medium"):
        assert callable(get_bot("auctioneer", lv))


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_claims_a_known_valid_run(level):
    circle = FILLER[:4] + ["7H", "8H", "9H"] + FILLER[4:9]
    up = [False] * 12
    up[4] = up[5] = True
    mine = [False] * 12
    mine[6] = True
    v = view_of(2, circle, ["2H"], "QH", "claim", up, mine)
    legal = G.legal_actions(state_for(v, circle, [["2H"], ["3H"]]), 0)
    assert get_bot("auctioneer", level)(v, legal, Rng(1)) == Claim(4)


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_never_claims_blind(level):
    v = view_of(2, FILLER, ["2H"], "QH", "claim")
    legal = G.legal_actions(state_for(v, FILLER, [["2H"], ["3H"]]), 0)
    for seed in range(20):
        assert get_bot("auctioneer", level)(v, legal, Rng(seed)) == EndTurn()


def test_hard_never_claims_a_run_it_cannot_see_whole():
    """A newcomer watched the hard bots make blind claims that failed and cost them their
    turn (3 in two games; in self-play 7 of its 8 blind claims failed, medium's 0 of 38): the
    sampled positions put a card beside its suit more often than not, and a claim with one
    face-down card looked good in them. The hard bot, like medium, claims only a run it sees."""
    circle = FILLER[:4] + ["7H", "8H", "9H"] + FILLER[4:9]
    up = [False] * 12
    up[4] = up[5] = True                      # 7H 8H face up, the 9H beside them face down
    v = view_of(3, circle, ["2H"], "QH", "claim", up)
    legal = G.legal_actions(state_for(v, circle, [["2H"], ["3H"], ["4H"]]), 0)
    assert Claim(4) in legal and 4 in B.possible_claims(v)
    assert not any(isinstance(a, Claim) for a in B.candidate_order(v, legal))
    hard = get_bot("auctioneer", "hard", "quick")
    for seed in range(4):
        assert hard(v, legal, Rng(seed)) == EndTurn()


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_places_the_card_that_completes_a_run(level):
    circle = FILLER[:5] + ["6H", "8H"] + FILLER[5:10]
    up = [False] * 12
    up[5] = up[6] = True
    v = view_of(2, circle, ["7H", "3S"], "KH", "move", up)
    legal = G.legal_actions(state_for(v, circle, [["7H", "3S"], ["9D"]]), 0)
    a = get_bot("auctioneer", level)(v, legal, Rng(3))
    assert a == Place("7H", 6)


def test_medium_swaps_in_a_known_card():
    # 9D face up two places from the 7D-8D pair; a swap brings it next to them
    circle = FILLER[:3] + ["7D", "8D", "2H", "9D"] + FILLER[3:8]
    up = [False] * 12
    for k in (3, 4, 6):
        up[k] = True
    v = view_of(3, circle, ["3H"], "QD", "move", up)
    legal = G.legal_actions(state_for(v, circle, [["3H"], [], []]), 0)
    a = B.medium_bot(v, legal, Rng(1))
    assert a == Swap(5, 6)


def test_medium_builds_with_hand_cards():
    # no immediate win: holding 8C and 9C with 7C face up, medium sets up a run
    circle = FILLER[:6] + ["7C"] + FILLER[6:11]
    up = [False] * 12
    up[6] = True
    v = view_of(2, circle, ["8C", "9C", "2H", "3H"], "JC", "move", up)
    legal = G.legal_actions(state_for(v, circle, [["8C", "9C", "2H", "3H"], []]), 0)
    a = B.medium_bot(v, legal, Rng(1))
    assert isinstance(a, Place) and a.card in ("8C", "9C") and a.gap in (6, 7)


def test_medium_flips_unknown_cards_first():
    circle = FILLER
    mine = [True] * 6 + [False] * 6
    v = view_of(2, circle, [], "JS", "flip", mine=mine)
    legal = G.legal_actions(state_for(v, circle, [[], []]), 0)
    for seed in range(10):
        a = B.medium_bot(v, legal, Rng(seed))
        assert isinstance(a, Flip) and a.index >= 6



def test_the_search_never_weighs_turning_up_ones_own_card_while_another_is_face_down():
    """A hint told a player to turn up their own face-down card: in a won round every flip
    comes out the same in the sampled games, and the tie went to the candidate order, which
    put the seat's own cards (placed beside known ones) first. Forced, it is weighed."""
    # the seat's own 7S sits beside the 8S and 9S it can see; the unknown cards are further on
    circle = ["3H", "4S", "8S", "9S", "7S"] + FILLER[:7]
    up = [True] * 4 + [False] * 8
    mine = [False] * 4 + [True] + [False] * 7
    v = view_of(3, circle, ["3S", "5S"], "JH", "flip", up=up, mine=mine)
    legal = G.legal_actions(state_for(v, circle, [["3S", "5S"], [], []]), 0)
    order = B.candidate_order(v, legal)
    assert Flip(4) in legal and Flip(4) not in order
    assert set(order) == set(legal) - {Flip(4)}
    # every face-down card its own: the flips are all weighed
    v = view_of(2, FILLER, [], "JS", "flip", mine=[True] * 12)
    legal = G.legal_actions(state_for(v, FILLER, [[], []]), 0)
    assert set(B.candidate_order(v, legal)) == set(legal)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_bots_play_legal_games_from_views_only(n):
    seen_types = set()

    def on_step(state, seat, action, events):
        seen_types.add(type(action))

    for seed in range(2):
        bots = (["medium", "easy", "random", "medium"])[:n]
        res = play_game("auctioneer", n, seed, bots, on_step=on_step)
        assert G.is_over(res.state)
        got = sorted(r for w in res.state.won for r in w) + res.state.set_aside
        assert sorted(got) == sorted(A.royals(A.suits_for(n)))
    assert {Flip, Claim, EndTurn} <= seen_types


def test_bots_get_views_not_states():
    calls = []
    real = B.medium_bot

    def spy(view, legal, rng):
        assert isinstance(view, A.AuctioneerView)
        assert dataclasses.is_dataclass(view)
        calls.append(1)
        return real(view, legal, rng)

    B.BOTS["spy"] = spy
    try:
        play_game("auctioneer", 2, 3, ["spy", "random"])
    finally:
        del B.BOTS["spy"]
    assert calls


def test_medium_beats_random_small():
    r = head_to_head("auctioneer", "medium", "random", 30, seed=11)
    assert r["a_wins"] >= 0.8 * r["games"], r


def test_medium_beats_easy_more_often_than_not():
    r = head_to_head("auctioneer", "medium", "easy", 40, seed=5)
    assert r["a_wins"] > r["b_wins"], r


@pytest.mark.slow
def test_medium_beats_random_400():
    r = head_to_head("auctioneer", "medium", "random", 400, seed=1)
    assert r["a_wins"] >= 0.8 * r["games"], r



def _old_winning_moves(view, legal):
    k = B._known(view)
    out = []
    for a in legal:
        if isinstance(a, (Place, Swap)):
            k2, ch = B._apply_known(k, a)
            if B._wins_after(k2, ch, view.royal):
                out.append(a)
    return out


def _old_potential(k, hidden, hand, royal, reach):
    """``_potential`` as first written (a whole pass with a position map made up front)."""
    L = len(k)
    pos = {c: i for i, c in enumerate(k) if c is not None}
    total = 0.0
    for p in range(L):
        a = k[p]
        if a is None:
            continue
        for dist in (1, 2):
            q = (p + dist) % L
            b = k[q]
            if b is None or b[-1] != a[-1]:
                continue
            weight = 1.0 if (hidden[p] or hidden[q]) else 0.55
            for z, where, by_swap in B._completions(a, b, dist, A.threshold(royal, a[-1])):
                if z in hand:
                    total += (10.0 if dist == 1 else 2.0) * weight
                elif z in pos:
                    zp = pos[z]
                    target = None if where is None else ((p - 1) % L if where == -1 else
                                                         (q + 1) % L if where == 1 else (p + 1) % L)
                    if by_swap and target is not None and zp not in (p, q) and \
                            A.circular_distance(zp, target, L) <= reach:
                        total += 6.0 * weight * (1.0 if hidden[zp] else 0.7)
                    else:
                        total += 1.0 * weight
                else:
                    total += 0.6 * weight
    return total


@pytest.mark.parametrize("players", [2, 3, 4])
def test_faster_medium_scores_exactly_as_before(players):
    """The medium bot's move scoring was made faster for the hard bot's sampled games (a
    placement that cannot complete a run is not tried; the position map is made only when
    needed): the same winning moves and the same floats as the first version, in every
    move-step position of bots-only games, so medium plays exactly as before."""
    medium = get_bot("auctioneer", "medium")
    checked = 0
    for seed in range(1, 9):
        s = G.new(players, seed)
        rng = Rng(seed)
        while not G.is_over(s):
            who = min(G.to_act(s))
            v = G.view(s, who)
            legal = G.legal_actions(s, who)
            if v.step == "move":
                k = B._known(v)
                hidden = [sl.mine and not sl.face_up for sl in v.circle]
                hand = set(v.hand)
                reach = v.players - 1
                for a in legal:
                    k2, _ = B._apply_known(k, a)
                    h2 = list(hidden)
                    if isinstance(a, Place):
                        h2.insert(a.gap, True)
                        hand2 = hand - {a.card}
                    else:
                        h2[a.i], h2[a.j] = h2[a.j], h2[a.i]
                        hand2 = hand
                    assert B._evaluate_move(v, k, hidden, hand, a, reach) == \
                        _old_potential(k2, h2, hand2, v.royal, reach)
                assert B.winning_moves(v, legal) == _old_winning_moves(v, legal)
                checked += 1
            s, _ = G.apply(s, who, medium(v, legal, rng))
    assert checked > 100


def _placed_positions(players, seeds):
    """Positions of medium games with face-down cards the other seats placed, seen by seat 0."""
    out = []
    for seed in seeds:
        found = []

        def on(state, *_):
            if G.is_over(state) or state.to_act != 0 or len(found) >= 3:
                return
            v = G.view(state, 0)
            if any(not sl.face_up and sl.placed_by not in (None, 0) for sl in v.circle):
                found.append(state)
        play_game("auctioneer", players, 40 + seed, ["medium"] * players, on_step=on)
        out += found
    return out


def test_sampled_positions_keep_who_knows_each_face_down_card():
    st = _placed_positions(3, [1])[0]
    view = G.view(st, 0)
    s = G.determinize(view, Rng(5))
    for j in range(3):
        theirs = [p for p, sl in enumerate(view.circle) if not sl.face_up and sl.placed_by == j]
        assert [p for p, sl in enumerate(G.view(s, j).circle) if sl.mine] == theirs
        # the card itself is sampled unless j is the seat the search plays for
        if j == 0:
            assert all(s.cards[p] == st.cards[p] for p in theirs)


def test_weighted_positions_put_placed_cards_beside_their_suit_more_often():
    pos = _placed_positions(2, range(8))
    assert len(pos) >= 8
    plain_hits, weighted_hits = [], []
    for k, st in enumerate(pos):
        view = G.view(st, 0)
        theirs = [p for p, sl in enumerate(view.circle) if not sl.face_up and sl.placed_by not in (None, 0)]
        draw = B.sampler(G, view)
        for sample, hits in ((lambda r: G.determinize(view, r), plain_hits), (draw, weighted_hits)):
            r = Rng(k)
            for _ in range(30):
                s = sample(r)
                hits.append(sum(s.cards[p][-1] == st.cards[p][-1] for p in theirs) / len(theirs))
    # the suit of the real card is guessed more often
    assert sum(weighted_hits) / len(weighted_hits) > sum(plain_hits) / len(plain_hits) + 0.05


# --------------------------------------------------------------------------- the easy bot builds

def test_easy_leaves_a_pair_others_built_alone():
    """Everything face up, an empty hand, nothing to win or build: the easy bot must swap (the
    move step is not optional), and its swap moves neither card of the 7H-8H pair another seat
    built (a run waits there for a 9H or a 6H), nor lowers what the circle shows (``layout_score``)."""
    circle = ["2S", "5D", "3C", "7H", "8H", "2D", "4S", "3D", "5C", "2C", "4D", "3S"]
    up = [True] * 12
    v = view_of(3, circle, [], "QH", "move", up)
    legal = G.legal_actions(state_for(v, circle, [[], ["9D"], ["9C"]]), 0)
    base = B.layout_score(B._known(v), "QH")
    assert base == 1.0
    for seed in range(30):
        a = B.easy_bot(v, legal, Rng(seed))
        assert isinstance(a, Swap) and {a.i, a.j}.isdisjoint({3, 4}), a
        k2, _ = B._apply_known(B._known(v), a)
        assert B.layout_score(k2, "QH") == base


def test_easy_places_a_hand_card_beside_its_suit():
    """No winning move, a 9C in hand and an 8C face up: the easy bot places the 9C beside the
    8C (a club run for the Jack of clubs needs only a 10C or a 7C then), not anywhere else."""
    circle = FILLER[:6] + ["8C"] + FILLER[6:11]
    up = [False] * 12
    up[6] = True
    v = view_of(2, circle, ["9C", "2H"], "JC", "move", up)
    v = dataclasses.replace(v, hand_sizes=(2, 1))   # the next seat is unlikely to finish it
    legal = G.legal_actions(state_for(v, circle, [["9C", "2H"], ["3H"]]), 0)
    for seed in range(20):
        assert B.easy_bot(v, legal, Rng(seed)) in (Place("9C", 6), Place("9C", 7))


def test_easy_does_not_hand_the_next_seat_a_run():
    """A newcomer who sat an easy bot before a medium one: "the easy bot placed a card face down
    beside a face-up card, and the medium bot right after it turned that card up and finished
    the run" (five times in one game). Here the 9H in easy's hand makes a pair with the face-up
    10H or the face-up 8H wherever it goes beside them; placed between 10H and the 8H two
    places on, or after the 8H with the 10H within reach, the medium seat next turns it up
    and swaps the third card in. Easy builds its pair where the next seat cannot finish it."""
    circle = ["2S", "3D", "5S", "2D", "3S", "4D", "10H", "5D", "4S", "8H", "6S", "6D"]
    up = [False] * 12
    up[6] = up[9] = True
    hands = [["9H", "7S"], ["7D", "8S"], ["8D", "9S"]]
    v = view_of(3, circle, hands[0], "QH", "move", up)
    v = dataclasses.replace(v, hand_sizes=(2, 2, 2))
    s = state_for(v, circle, hands)
    legal = G.legal_actions(s, 0)
    medium = get_bot("auctioneer", "medium")
    builds = 0
    for seed in range(20):
        a = B.easy_bot(v, legal, Rng(seed))
        builds += isinstance(a, Place) and a.card == "9H"
        after, _ = G.apply(s, 0, a)
        after, _ = G.apply(after, 0, EndTurn())
        assert after.to_act == 1
        for _ in range(3):                  # the next seat's flip, move and claim
            b = medium(G.view(after, 1), G.legal_actions(after, 1), Rng(seed))
            after, events = G.apply(after, 1, b)
            assert not any(e.kind == "won" for e in events), (a, b)
    assert builds >= 10          # it still builds its pair, only not as a gift


def _face_up_positions(players, seeds, per_game=4):
    """Move-step positions from easy games, each with every circle card turned face up (the
    position a player meets late in a round, when nothing is left to reveal)."""
    out = []
    for seed in seeds:
        found = []

        def on(state, *_):
            if G.is_over(state) or state.step != "move" or len(found) >= per_game:
                return
            s = state.copy()
            s.up = [True] * len(s.cards)
            s.known = [0] * len(s.cards)
            found.append(s)
        play_game("auctioneer", players, 70 + seed, ["easy"] * players, on_step=on)
        out += found
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_easy_never_swaps_aimlessly_with_everything_face_up(players):
    """What "aimless" means here, with every circle card face up (``layout_score``: the
    same-suit neighbours a third card could still make a valid run): the easy bot's move
    completes a run when one can; else changes ``layout_score`` by the most any move can that
    hands the next seat no run (``_cautious``): it raises it when a move can, else keeps it,
    and breaks a pair only when every move breaks one (an empty hand must swap).
    A random move, the easy bot's old way, fails this on these very positions."""
    checked = random_fails = 0
    for s in _face_up_positions(players, range(6)):
        seat = s.to_act
        v = G.view(s, seat)
        legal = G.legal_actions(s, seat)
        k = B._known(v)
        assert None not in k
        base = B.layout_score(k, v.royal)
        gains = {a: B.layout_score(B._apply_known(k, a)[0], v.royal) - base for a in legal}
        best = max(gains[a] for a in B._cautious(v, k, legal))
        wins = B.winning_moves(v, legal)

        def ok(a):
            return a in wins if wins else gains[a] == best
        for r in range(3):
            a = B.easy_bot(v, legal, Rng(100 * r + checked))
            assert ok(a), (a, gains[a], best)
            random_fails += not ok(B.random_bot(v, legal, Rng(100 * r + checked)))
        checked += 1
    assert checked >= 12
    assert random_fails > checked       # the old random move is aimless here most of the time


def _mean_round_turns(level, players, seeds):
    turns = []
    last = {"t": 0}

    def on(state, seat, action, events):
        for e in events:
            if e.kind == "round_end":
                turns.append(last["t"] + 1)
        last["t"] = state.turns
    for seed in seeds:
        last["t"] = 0
        play_game("auctioneer", players, seed, [level] * players, on_step=on)
    return sum(turns) / len(turns)


@pytest.mark.parametrize("players", [2, 4])
def test_easy_only_rounds_end_well_before_the_turn_limit(players):
    """The easy bots build runs rather than swap at random: a round of easy bots alone lasts
    8-9 turns (6 while easy handed the next seat its runs; 15-17 with random moves, random
    bots take 53-59 of the 60)."""
    assert _mean_round_turns("easy", players, range(1, 13)) < 11


def test_medium_does_not_swap_the_circle_back_and_forth():
    """A newcomer: "The game often plays itself into a stalemate. The bots undo every threat
    with one swap". Two medium seats swapped one pair back and forth (or two pairs in turn)
    till the 60th turn set the royal aside: 12 of 90 rounds in these games (40 games: 56 of
    240), each a minute of watching. A swap back to an arrangement the circle has had costs
    medium more each time, so the dance ends (2 of 90; 8 of 240)."""
    aside = 0
    for seed in range(1, 16):
        aside += len(play_game("auctioneer", 2, seed, ["medium", "medium"]).state.set_aside)
    assert aside <= 5


def test_medium_beats_easy_at_four_players():
    """Duplicate deals, seats rotated: one medium among three easy bots wins clearly more than
    its fair quarter (measured: 61%, 95% CI 51-72%, over 20 deals since easy stopped handing
    the next seat its runs; 45%, 41-48%, over 200 before). 12 deals here."""
    from game.tournament import run_tournament, summarize
    rows = summarize(run_tournament("auctioneer", 4, ["medium", "easy"], 12, seed=1), ["medium", "easy"], 4)
    level, seats, fair, share, ci, *_ = rows[0]
    assert level == "medium" and share - ci > fair, rows


# --------------------------------------------------------------------------- the hints' reasons

def _reason(v, circle, hands, action):
    legal = G.legal_actions(state_for(v, circle, hands), v.seat)
    assert action in legal
    return B.hint_reason(v, legal, action)


def test_a_hints_reason_names_the_run_a_move_completes():
    # 8S 9S face up with unknown cards around; the 10S in hand completes 8-9-10 (27 >= 18)
    circle = ["8S", "9S"] + FILLER[:10]
    up = [True, True] + [False] * 10
    v = view_of(3, circle, ["10S", "3D"], "JH", "move", up=up)
    why = _reason(v, circle, [["10S", "3D"], [], []], Place("10S", 2))
    assert why.startswith("Completes a run of 27 in ♠ (18 needed)") and "Jack of Hearts" in why


def test_a_hints_reason_says_what_a_placement_or_a_swap_builds():
    circle = ["8S"] + FILLER[:11]
    up = [True] + [False] * 11
    v = view_of(3, circle, ["7S", "2H"], "JH", "move", up=up)
    why = _reason(v, circle, [["7S", "2H"], [], []], Place("7S", 1))
    assert "your 7♠ face down beside the 8♠" in why and "the A♠, 6♠ or 9♠ would finish a run (18 needed)" in why
    # where those are, none being yours ("the 8♥ would finish a run": a card a newcomer did not
    # hold, and nothing said how that helped)
    assert "not in your hand, each lies face down in the ring or in another player's hand" in why, why
    # not "safe": the others may turn it up ("Only you know it" read as safe to a newcomer), and
    # the next player finish it (as the table warns once the move is made)
    assert "Beware: your 7♠ lies face down beside the 8♠: turned up by the next player" in why, why
    # a swap that brings a face-up 7S beside the 8S, with the 9S in hand
    circle = ["8S", "2D", "7S"] + FILLER[:9]
    up = [True, False, True] + [False] * 9
    v = view_of(3, circle, ["9S"], "JH", "move", up=up)
    why = _reason(v, circle, [["9S"], [], []], Swap(1, 2))
    assert why.startswith("Brings the 7♠ beside the 8♠: your 9♠ then finishes a run"), why


def test_a_swap_of_two_unknown_cards_says_it_changes_nothing_you_know():
    """And that it is a waiting move ("The hint mostly tells you to pass… 'Swap the two
    face-down cards marked 1'": a newcomer read it as a pass with no reason)."""
    v = view_of(3, FILLER, ["2H", "7D"], "JH", "move")
    why = _reason(v, FILLER, [["2H", "7D"], [], []], Swap(3, 4))
    assert why.startswith("A waiting move. No run in reach: two cards you have not seen"), why


def test_a_flips_reason_says_what_you_learn_and_why_your_own_card_is_turned_up():
    circle = ["6D"] + FILLER[:11]
    mine = [True] + [False] * 11
    v = view_of(3, circle, [], "JH", "flip", mine=mine)
    assert _reason(v, circle, [[], [], []], Flip(1)) == "An unknown card next to your 6♦: you learn what is there. " \
                                                        "Everyone sees it too, right beside your card."
    # every face-down card the seat's own: the flip is forced, and the hint says so
    v = view_of(2, FILLER, [], "JS", "flip", mine=[True] * 12)
    why = _reason(v, FILLER, [[], []], Flip(3))
    assert why.startswith("Every face-down card is yours: turn up the one you need least (your 5♠")


def test_a_claims_reason_is_its_run_or_the_cost_of_a_guess():
    circle = ["8S", "9S", "10S"] + FILLER[:9]
    up = [True] * 3 + [False] * 9
    v = view_of(3, circle, [], "JH", "claim", up=up)
    assert _reason(v, circle, [[], [], []], Claim(0)) == "A run of 27 in ♠ (18 needed): wins the Jack of Hearts."
    assert _reason(v, circle, [[], [], []], EndTurn()).startswith("No claim you know to be valid")
    assert _reason(v, circle, [[], [], []], Claim(1)).startswith("A guess: 1 of the three cards you have not seen")


def test_a_swaps_reason_never_says_it_brings_cards_together_that_were_together_already():
    """A newcomer read "Brings your 9♥ beside the 8♥" for a swap after which the 9♥ was beside
    the 8♥ as it had been before: the reason compares where the cards were and where they go."""
    circle = ["2S", "3D", "4C", "5S", "9H", "8H", "3S", "5D", "2C", "3C", "4D", "5C"]
    up = [False] * 4 + [True, True] + [False] * 6
    v = view_of(3, circle, ["2D"], "JH", "move", up=up)
    hands = [["2D"], [], []]
    # the 9♥ goes from left of the 8♥ to its right: beside it before and after
    why = _reason(v, circle, hands, Swap(4, 6))
    assert "beside the 8♥" not in why and not why.startswith("Brings"), why
    # from two places off to beside it, it does bring it
    circle2 = ["2S", "3D", "4C", "9H", "2H", "8H", "3S", "5D", "2C", "3C", "4D", "5C"]
    up2 = [False] * 3 + [True, False, True] + [False] * 6
    v2 = view_of(3, circle2, ["2D"], "JH", "move", up=up2)
    why = _reason(v2, circle2, hands, Swap(3, 4))
    assert why.startswith("Brings the 9♥ beside the 8♥"), why


def test_a_flips_reason_names_only_neighbours_that_can_make_a_run_for_this_royal():
    """"An unknown card one place from the 4♥" was the reason for a flip while a King of Hearts
    was up: 4-5-6 is 15, the King needs 21, so the 4♥ is in no run worth having."""
    circle = ["4H"] + FILLER[1:]
    up = [True] + [False] * 11
    v = view_of(3, circle, [], "KH", "flip", up=up)
    why = _reason(v, circle, [[], [], []], Flip(2))
    assert "4♥" not in why and why.startswith("No card you know near it can be part of a run for the King of Hearts"), why
    # a 9♥ there can (8-9-10, 9-10-A): named
    circle = ["9H"] + FILLER[1:]
    v = view_of(3, circle, [], "KH", "flip", up=up)
    assert _reason(v, circle, [[], [], []], Flip(2)) == "An unknown card one place from the 9♥: you learn what is there."
    # two known cards around it that no third card can make a good run of: no "whether it joins them"
    circle = ["2S", "2H", "3D", "3H"] + FILLER[4:]
    up = [False, True, False, True] + [False] * 8
    v = view_of(3, circle, [], "KH", "flip", up=up)
    assert "joins them" not in _reason(v, circle, [[], [], []], Flip(2))


def test_a_move_the_search_rates_clearly_best_never_reads_as_changing_little():
    """"Swap the A♠ and the marked face-down card: No run in reach: this changes little" was
    shown at 83%, clearly ahead of 69%. Told the move stands out, the reason says what the
    View shows it does to the others, or honestly that the sampled games favour it."""
    circle = ["AS"] + FILLER[1:]
    up = [True] + [False] * 11
    v = view_of(3, circle, ["2H"], "KH", "move", up=up)
    legal = G.legal_actions(state_for(v, circle, [["2H"], [], []]), 0)
    plain = B.hint_reason(v, legal, Swap(0, 1))
    assert plain == "No run in reach: this changes little."
    best = B.hint_reason(v, legal, Swap(0, 1), standout=True)
    assert "changes little" not in best and best == "Nothing you can see says why, but it did best in the sampled games."
    # two unseen cards
    best = B.hint_reason(v, legal, Swap(3, 4), standout=True)
    assert best.startswith("A waiting move: two cards you have not seen") and "did best in the sampled games" in best
    # pulling apart a pair everyone sees (the 9♠ and 10♠, face up, side by side): said so
    circle = ["9S", "10S"] + FILLER[2:]
    up = [True, True] + [False] * 10
    v = view_of(3, circle, ["2H"], "KH", "move", up=up)
    legal = G.legal_actions(state_for(v, circle, [["2H"], [], []]), 0)
    best = B.hint_reason(v, legal, Swap(1, 3), standout=True)
    assert best.startswith("The sampled games favour it: it breaks up the 9♠ and the 10♠"), best
    # a move with a reason of its own keeps it
    assert B.hint_reason(v, legal, Swap(1, 3)) == B.hint_reason(v, legal, Swap(1, 3), standout=False)


# --------------------------------------------------------------------------- medium and the next seat

def _next_seat_claims(state, seat, action):
    """The flips after which the next seat knows a valid claim it can make this turn, once
    ``seat`` has made ``action`` and ended its turn (the engine's own positions and views)."""
    s, _ = G.apply(state, seat, action)
    s, _ = G.apply(s, seat, EndTurn())
    nxt = s.to_act
    out = []
    for f in G.legal_actions(s, nxt):
        s2 = G.apply(s, nxt, f)[0] if isinstance(f, Flip) else s
        if B.winning_moves(G.view(s2, nxt), G.legal_actions(s2, nxt)):
            out.append(f)
    return out


# two players, the Queen of hearts up (18 in hearts). "swap": the 7H-8H pair is face up and
# the 9H face up two places on, out of one swap's reach; bringing it one place nearer hands
# the run to the next seat, which swaps it in first. "place": a 9H in hand beside the face-up
# 8H is a pair only its owner knows, until the next seat turns it up and places its 7H, 10H
# or AH ("two-on-one")
_GIVE_AWAY_POSITIONS = {
    "swap": (["AH", "2S", "3S", "7H", "8H", "4S", "5S", "9H", "6S", "2H", "6H", "3H"], (3, 4, 7),
             [["4H", "10H", "7S", "8S"], ["5H", "AS", "9S", "10S"]]),
    "place": (["2S", "3S", "4S", "5S", "8H", "6S", "AS", "2H", "3H", "4H", "5H", "6H"], (4,),
              [["9H", "7S", "8S", "9S"], ["10H", "10S", "7H", "AH"]]),
}


@pytest.mark.parametrize("case", sorted(_GIVE_AWAY_POSITIONS))
def test_medium_hands_no_run_to_the_next_seat(case):
    """First-time players saw medium build beside cards everyone sees and so hand the next
    seat a run it completes and claims before medium's turn comes again. From its View alone
    (the next seat's hand is unknown to it) medium now weighs what the next seat could claim
    after its move: here every move it makes leaves the next seat no claim, whatever card
    that seat turns up, where the old medium's move gave one away in every game."""
    circle, ups, hands = _GIVE_AWAY_POSITIONS[case]
    up = [i in ups for i in range(12)]
    v = view_of(2, circle, hands[0], "QH", "move", up)
    s = state_for(v, circle, hands)
    assert G.view(s, 0).circle == v.circle
    legal = G.legal_actions(s, 0)
    assert not B.winning_moves(v, legal)
    # the next seat has nothing to claim unless medium's move gives it something
    idle = [a for a in legal if isinstance(a, Swap) and a.i in (9, 10) and a.j in (10, 11)]
    assert idle and not _next_seat_claims(s, 0, idle[0])
    for seed in range(10):
        a = B.medium_bot(v, legal, Rng(seed))
        assert not _next_seat_claims(s, 0, a), (seed, a)


def test_the_hints_estimate_the_rounds_after_this_one_instead_of_playing_them():
    """A hint stood on 4 to 8 sampled games (a newcomer): each played every round left with
    medium. The hints and the review now play the round in play and draw the rounds after it
    (``finish_estimate``): the royals left go to seats at random and are scored with their
    sets and bonuses."""
    import dataclasses

    from game.bots import auctioneer as AU
    from game.bots import search_kit
    from game.bots.search import rank_moves
    from rules.auctioneer import GAME, score_royals
    from rules.decks import standard as S
    kit = search_kit("auctioneer")
    assert kit.finish_estimate is AU.finish_estimate and kit.rollout_cutoff is AU.rollout_cutoff
    # a game whose last royal is in play: the estimate is what that royal can still do
    s = GAME.new(2, 4)
    s = s.copy()
    q = S.QUEEN
    s.won = [[S.card_id(S.KING, "S"), S.card_id(S.KING, "H")], [S.card_id(q, "S")]]
    s.goods = []
    s.royal = S.card_id(q, "H")
    win, margin = AU.finish_estimate(s, 0, Rng(1))
    # seat 0: 6 + the Kings' bonus 2 = 8 against 2. The Queen of Hearts to seat 0: 10 against 2;
    # to seat 1: 2 + 2 + all the Queens 2 = 6 against 8. Seat 0 wins either way, by 8 or by 2.
    assert score_royals(s.won[0], 2)[0] == 8
    assert win == 1.0 and 2.0 < margin < 8.0 and (margin - 2.0) * AU.FINISH_DRAWS % 6 == 0
    s.won = [[S.card_id(q, "S")], [S.card_id(S.JACK, "S")]]
    win, _ = AU.finish_estimate(s, 0, Rng(1))
    assert 0.0 < win < 1.0                        # the Queen of Hearts decides: either seat may get it
    # the search stops its sampled games where a new round begins, and estimates from there
    calls = []

    def spy(state, seat, rng):
        calls.append(state.round)
        return AU.finish_estimate(state, seat, rng)
    m = GAME.new(3, 7)
    view, legal = GAME.view(m, min(GAME.to_act(m))), GAME.legal_actions(m, min(GAME.to_act(m)))
    rank_moves(dataclasses.replace(kit, finish_estimate=spy), view, view.seat, legal, Rng(2), budget_s=0.0,
               min_samples=2, full_games=True, whole_rounds=True)
    assert calls and all(r == m.round + 1 for r in calls)


def test_a_hints_reason_says_a_finishing_card_is_already_on_the_ring():
    """"The hint says the A♥ or 6♥ would finish a run, but the 6♥ was face up three places
    away" (a newcomer): a finishing card the seat can see on the ring is said to be there."""
    # 8S face up; 9S face up four places on; the 7S placed beside the 8S: 6S/9S/A S finish it
    circle = ["8S"] + FILLER[:3] + ["9S"] + FILLER[3:10]
    up = [True, False, False, False, True] + [False] * 9
    v = view_of(3, circle, ["7S", "2H"], "JH", "move", up=up)
    why = _reason(v, circle, [["7S", "2H"], [], []], Place("7S", 1))
    assert "the A♠ or 6♠ would finish a run (18 needed), as would the 9♠ (" in why, why
    assert "places away on the ring)" in why


def test_a_flips_reason_says_what_it_shows_of_your_own_plans():
    """A newcomer could not believe one flip at 41% and another at 83% when both said "you
    learn what is there": a flip beside your own face-down card shows everyone what lies next
    to it, one away from it shows nothing of your plans, and the reason says which."""
    from rules.auctioneer import Flip
    circle = FILLER[:5] + ["7H"] + FILLER[5:11]
    mine = [False] * 5 + [True] + [False] * 6
    v = view_of(3, circle, ["2D"], "KS", "flip", mine=mine)
    legal = [Flip(i) for i in range(12) if i != 5]
    beside = B.hint_reason(v, legal, Flip(4))
    away = B.hint_reason(v, legal, Flip(10))
    assert beside == "An unknown card next to your 7♥: you learn what is there. " \
                     "Everyone sees it too, right beside your card.", beside
    assert away.endswith("It is away from your face-down 7♥: it shows the others nothing beside them."), away


def test_a_swap_of_another_players_card_says_what_it_is_for():
    """"Swap advice only ever says 'nothing you know changes'" (a newcomer): a swap that moves a
    card another player placed says it takes it away from what they were building."""
    circle = ["8S"] + FILLER[:11]
    v = view_of(3, circle, ["2D"], "JH", "move", up=[True] + [False] * 11)
    slots = list(v.circle)
    slots[2] = A.CircleSlot(None, False, False, 1)          # placed there by seat 1
    v = dataclasses.replace(v, circle=tuple(slots))
    why = B.hint_reason(v, [Swap(2, 3)], Swap(2, 3))
    assert why.startswith("Moves a face-down card another player placed"), why


def test_a_hint_that_changes_little_warns_of_a_pair_everyone_can_see():
    """"No run in reach: this changes little" stood beside a 9♠ 8♠ face up side by side, and the
    next seat finished the run at once (a newcomer): where nothing is in reach for you, the
    reason says which visible pair is one card short of a run, or that the move breaks it up."""
    circle = ["9S", "8S", "2D", "3C", "4S", "5D", "2C", "3S", "4D", "5C", "2H", "3H"]
    up = [True, True] + [False] * 10
    v = view_of(3, circle, ["2D"], "QH", "move", up=up)
    legal = [Swap(4, 5), Swap(1, 2)]
    quiet = B.hint_reason(v, legal, Swap(4, 5))
    assert "the 9♠ and the 8♠" in quiet and "one card short of a run" in quiet, quiet
    breaks = B.hint_reason(v, legal, Swap(1, 2))
    assert breaks.startswith("It breaks up the 9♠ and the 8♠"), breaks


def test_a_finishing_card_too_far_to_swap_in_is_not_said_to_be_swapped_in():
    """"The 9♠ (4 places away on the ring) would finish a run, swapped in" where a swap at three
    players reaches 2 places (a newcomer): a card beyond one swap's reach is said to lie too
    far; one within reach is "swapped in"."""
    # 8S face up; 9S, 6S and A S face up far along; the 7S placed beside the 8S
    circle = ["8S"] + FILLER[:3] + ["9S", FILLER[3], "AS", FILLER[4], "6S"] + FILLER[5:8]
    up = [True, False, False, False, True, False, True, False, True, False, False, False]
    v = view_of(3, circle, ["7S", "2H"], "JH", "move", up=up)
    why = _reason(v, circle, [["7S", "2H"], [], []], Place("7S", 1))
    assert "would finish a run (18 needed), but it lies too far to swap in" in why, why
    assert why.count("the A♠") <= 1, why                    # one card named once
    # the 9S two places past the pair's end: one swap brings it
    near = ["8S", FILLER[0], "9S"] + FILLER[1:10]
    up2 = [True, False, True] + [False] * 9
    v2 = view_of(3, near, ["7S", "2H"], "JH", "move", up=up2)
    why2 = _reason(v2, near, [["7S", "2H"], [], []], Place("7S", 1))
    assert "too far" not in why2, why2


def test_a_card_placed_as_the_only_face_down_one_is_said_to_be_turned_up_next():
    """"Only you know it until someone turns it up" of a card that would be the only face-down
    card of the ring: the next player had to turn it up, and did (a newcomer)."""
    circle = ["8S"] + FILLER[:11]
    up = [True] * 12
    v = view_of(3, circle, ["7S", "2H"], "JH", "move", up=up)
    why = _reason(v, circle, [["7S", "2H"], [], []], Place("7S", 1))
    assert "the only face-down card: the next player must turn it up" in why, why
    assert "Only you know it" not in why


def test_no_run_in_reach_warns_of_a_card_another_player_placed_beside_a_face_up_one():
    """"No run in reach" stood beside Cyd's face-down card next to the 6♦, and the next seat
    won the round with it (a 7♦) at once (a newcomer): the reason warns of it."""
    from rules.auctioneer import Swap
    circle = ["6D", "7D"] + FILLER[:10]
    up = [True, False] + [False] * 10
    placed = [None, 2] + [None] * 10
    v = view_of(3, circle, ["2H"], "QS", "move", up=up, placed=placed)
    why = _reason(v, circle, [["2H"], [], []], Swap(5, 6))
    assert "another player placed a face-down card beside the 6♦: likely a ♦, one card short of a run" in why, why


def test_a_hand_card_is_never_said_to_finish_a_pair_with_a_card_between_them():
    """"Brings the 4♥ one place from the 6♥: your 5♥ then finishes a run" with the 7♠ between
    them (a newcomer): a hand card cannot go where a card already lies; only a swap could."""
    from rules.auctioneer import Swap
    # 6H face up at 2, the 7S at 3; the 4H face up at 5 is swapped to 4, one place from the 6H
    circle = [FILLER[0], FILLER[1], "6H", "7S", FILLER[2], "4H"] + FILLER[3:9]
    up = [False, False, True, True, False, True] + [False] * 6
    v = view_of(3, circle, ["5H", "2C"], "JH", "move", up=up)
    why = _reason(v, circle, [["5H", "2C"], [], []], Swap(4, 5))
    assert "5♥" not in why, why             # (only swapped in, in place of the 7♠, after being placed)


def test_a_swap_that_parts_a_card_from_one_another_player_placed_beside_it_says_so():
    """"Swap the 8♥ and the 4♥: No run in reach, this changes little", when the swap took the
    8♥ away from the face-down card Cyd had placed beside it (a newcomer)."""
    from rules.auctioneer import Swap
    circle = [FILLER[0], "8H", "7H", FILLER[1], "4C"] + FILLER[2:9]
    up = [False, True, False, False, True] + [False] * 7
    placed = [None, None, 2] + [None] * 9
    v = view_of(3, circle, ["2S"], "QS", "move", up=up, placed=placed)
    why = _reason(v, circle, [["2S"], [], []], Swap(1, 3))
    assert "takes the 8♥ away from the face-down card another player placed" in why, why


def test_a_swap_that_leaves_a_pair_in_view_of_all_says_the_next_player_may_finish_it():
    """The hint's first move "Swap the 10♦ and the 6♦" put the 10♦ beside the A♦ face up, and
    the next seat won the round with it, while the second move's words warned of that very
    pair (a newcomer): a swap that leaves two face-up cards one card short of a run says so;
    one that does not, does not."""
    # 10D at 1, 6D at 3 and AD at 4, all face up; swapping 1 and 3 brings the 10D beside the AD
    circle = ["2S", "10D", "3C", "6D", "AD"] + FILLER[:7]
    up = [False, True, False, True, True] + [False] * 7
    v = view_of(3, circle, ["4H"], "KD", "move", up=up)
    why = _reason(v, circle, [["4H"], [], []], Swap(1, 3))
    assert "Beware: the 10♦ and the A♦ would then lie face up in view of all" in why \
        or "Beware: the A♦ and the 10♦ would then lie face up in view of all" in why, why
    assert "the next player may finish it first" in why
    calm = _reason(v, circle, [["4H"], [], []], Swap(0, 2))
    assert "would then lie face up" not in calm, calm


def test_hint_words_name_another_players_card_and_never_say_a_parted_pair_is_built():
    """Three things a newcomer found: a flip of a card another player placed never said whose
    it was; a swap that moved the 8♠ from beside the 6♠ to one place from it "brought the 8♠
    one place from the 6♠"; and a swap of another's card said "they may not know where it
    went", where the rules page says everyone sees a swap."""
    # 6S at 1 and 8S at 2 side by side, face up; 3 players, so a swap reaches two places
    circle = ["2D", "6S", "8S", "3C", "5D"] + FILLER[:7]
    up = [False, True, True, False, False] + [False] * 7
    v = view_of(3, circle, ["4H"], "KS", "move", up=up, placed=[None, None, None, 1, None] + [None] * 7)
    parted = _reason(v, circle, [["4H"], [], []], Swap(2, 3))         # the 8♠ moves one place away
    assert "Brings the 8♠" not in parted and "one place from the 6♠" not in parted, parted
    theirs = _reason(v, circle, [["4H"], [], []], Swap(3, 4))
    assert "may not know where it went" not in theirs
    vf = view_of(3, circle, ["4H"], "KS", "flip", up=up, placed=[None, None, None, 1, None] + [None] * 7)
    flip = _reason(vf, circle, [["4H"], [], []], Flip(3))
    assert "Another player placed it" in flip, flip
    plain = _reason(vf, circle, [["4H"], [], []], Flip(4))
    assert "Another player placed it" not in plain


def test_hints_and_the_review_leave_out_blind_claims_of_mostly_unknown_cards():
    """A newcomer's review offered "Claim three face-down cards (blind)" as a near-equal move:
    a claim of neighbours two or more of which are unknown to the seat is not weighed while
    ending the turn is open; a claim of known cards, or with one unknown, still is."""
    from game.advisor import undominated
    from rules.auctioneer import Claim, EndTurn
    seen = 0
    for seed in range(4):
        s = G.new(2, seed)
        rng = Rng(seed)
        for _ in range(200):
            if G.is_over(s):
                break
            seat = next(iter(G.to_act(s)))
            legal = G.legal_actions(s, seat)
            v = G.view(s, seat)
            if any(isinstance(a, EndTurn) for a in legal):
                kept = undominated("auctioneer", v, legal)
                L = len(v.circle)
                for a in legal:
                    if isinstance(a, Claim):
                        unknown = sum(1 for k in A.claim_indices(a.start, L) if not v.circle[k].card)
                        assert (a in kept) == (unknown < 2), (a, unknown)
                        seen += 1
                assert [a for a in legal if not isinstance(a, Claim)] == [a for a in kept if not isinstance(a, Claim)]
            s, _ = G.apply(s, seat, legal[rng.randrange(len(legal))])
    assert seen > 50


def test_a_place_the_next_player_may_finish_says_beware_as_the_table_warns():
    """The hint's first move placed the 7♦ face down "between the 4♠ and the A♦: your 9♦ then
    finishes a run"; the next bot turned it up and finished the run itself, and the review later
    called such a place "the best move found" in the same words, while the table's warning had
    said "turned up by the next player, it is one card short of a run" (a newcomer: "the hint
    is the one you learn not to trust"). The hint's reason says what the warning says; a place
    whose finishing cards are all in your hand says nothing of it."""
    from game.bots.auctioneer import hint_reason
    from helpers import auctioneer_position
    from rules.auctioneer import GAME as G
    circle = ["2C", "3C", "4C", "5C", "8S", "6C", "7H", "7C", "9C", "10C", "2D", "3D"]
    up = [k in (4, 6) for k in range(12)]
    s = auctioneer_position(3, circle, hands=[["9S", "3H"], ["2H"], ["4H"]], royal="KS", step="move", up=up)
    v = G.view(s, 0)
    legal = G.legal_actions(s, 0)
    beside = next(a for a in legal if isinstance(a, Place) and a.card == "9S" and a.gap == 5)
    why = hint_reason(v, legal, beside)
    assert "Puts your 9♠ face down beside the 8♠" in why, why
    assert "Beware: your 9♠ lies face down beside the 8♠: turned up by the next player, it is one card short " \
        "of a run." in why, why
    away = next(a for a in legal if isinstance(a, Place) and a.card == "9S" and a.gap == 10)
    assert "Beware" not in hint_reason(v, legal, away)


def test_a_place_whose_run_a_swap_finishes_names_the_card_in_reach():
    """The hint's first move placed the A♠ face down beside the 8♠; its reason said "turned up
    by the next player, it is one card short of a run", and the 10♠ lay face up two places
    away: Bea turned up the A♠, swapped the 10♠ in and won the Jack of Hearts with 8♠ A♠ 10♠ (a
    newcomer: "the only warning was the generic one; I expected it to name the swap threat").
    Where a card that finishes the run lies face up within a swap of it, the words name it."""
    from game.bots.auctioneer import hint_reason
    from helpers import auctioneer_position
    from rules.auctioneer import GAME as G
    circle = ["2C", "3C", "4C", "5C", "8S", "6C", "7H", "10S", "9C", "10C", "2D", "3D"]
    up = [k in (4, 6, 7) for k in range(12)]
    s = auctioneer_position(3, circle, hands=[["AS", "3H"], ["2H"], ["4H"]], royal="KS", step="move", up=up)
    v = G.view(s, 0)
    legal = G.legal_actions(s, 0)
    beside = next(a for a in legal if isinstance(a, Place) and a.card == "AS" and a.gap == 5)
    why = hint_reason(v, legal, beside)
    assert "Beware: your A♠ lies face down beside the 8♠: turned up by the next player, it is one card short " \
        "of a run, and the 10♠ is face up a swap away (8♠ A♠ 10♠)." in why, why
    # far out of reach (the 3 places a swap cannot span at 3 players), the card is not named
    far = ["2C", "3C", "4C", "5C", "8S", "6C", "7H", "9C", "10C", "10S", "2D", "3D"]
    s = auctioneer_position(3, far, hands=[["AS", "3H"], ["2H"], ["4H"]], royal="KS", step="move",
                            up=[k in (4, 6, 9) for k in range(12)])
    v = G.view(s, 0)
    legal = G.legal_actions(s, 0)
    beside = next(a for a in legal if isinstance(a, Place) and a.card == "AS" and a.gap == 5)
    why = hint_reason(v, legal, beside)
    assert "one card short of a run." in why and "within a swap" not in why, why


def test_no_warning_where_every_card_that_finishes_the_run_is_yours_or_out_of_reach():
    """"The Careful warning cries wolf": it said "the A♠ and the 8♠ now lie face up, one card
    short of a run for the next player" while the cards that finish it were the newcomer's own
    7♠ and 10♠ and the 6♠ and 9♠, face up far round the ring, where no swap reaches. A card
    whose place on the ring is known finishes the run only from within a swap of it; with one
    of those in reach, the warning stands."""
    from game.bots.auctioneer import opened_to_next
    from helpers import auctioneer_position
    from rules.auctioneer import GAME as G

    def said(circle, up_at):
        up = [k in up_at for k in range(len(circle))]
        s = auctioneer_position(3, circle, hands=[["7S", "10S", "3H"], ["2H"], ["4H"]], royal="KS",
                                step="move", up=up)
        before = G.view(s, 0)
        after, _ = G.apply(s, 0, Swap(4, 5))               # the A♠ comes beside the 8♠
        return opened_to_next(before, G.view(after, 0))
    far = ["2C", "3C", "4C", "8S", "5C", "AS", "2D", "3D", "6S", "4D", "9S", "5D"]
    assert said(far, (3, 5, 8, 10)) == ""
    near = ["2C", "3C", "4C", "8S", "5C", "AS", "6S", "3D", "9S", "4D", "2D", "5D"]     # the 6♠ a place off
    assert said(near, (3, 5, 6, 8)) == ("the 8♠ and the A♠ now lie face up, a card short of a run for the next "
                                        "player, and the 6♠ is face up a swap away (8♠ A♠ 6♠)")


def test_a_pair_left_face_up_is_warned_of_with_the_cards_that_finish_it():
    """"The 'Careful… a card short of a run for the next player' warning fires when I alone
    hold the finishing card. With 4♠ A♠ face up, only 6♠ finishes and it was in my hand" (a
    newcomer): a 5♠ placed between them finishes it too, the Ace as a 6. The warning names the
    cards that finish the pair, yours left out."""
    from game.bots.auctioneer import opened_to_next
    from helpers import auctioneer_position
    from rules.auctioneer import GAME as G
    circle = ["2C", "3C", "4C", "4S", "5C", "AS", "2D", "3D", "7C", "4D", "9C", "5D"]
    up = [k in (3, 5) for k in range(12)]
    s = auctioneer_position(3, circle, hands=[["6S", "7S", "3H"], ["2H"], ["4H"]], royal="JS", step="move", up=up)
    before = G.view(s, 0)
    after, _ = G.apply(s, 0, Swap(4, 5))                   # the A♠ comes beside the 4♠
    said = opened_to_next(before, G.view(after, 0))
    assert said == "the 4♠ and the A♠ now lie face up, a card short of a run for the next player (the 5♠ would finish it)", said


def test_a_swap_that_lines_up_a_run_of_face_up_cards_is_warned_of():
    """A newcomer turned up the 6♠ beside the 5♠, the A♠ two places off with the 5♥ between:
    swapping the 5♥ and the 6♠ lines up A♠ 6♠ 5♠ (an Ace as 7: 18 for the Jack of Diamonds),
    nothing warned, and Bea made that very swap. A swap of face-up cards within the next
    player's reach that lines up a run is said."""
    from game.bots.auctioneer import opened_to_next
    from helpers import auctioneer_position
    from rules.auctioneer import GAME as G
    circle = ["2C", "3C", "AS", "5H", "5S", "6S", "3D", "4C", "9C", "7S", "7H", "8C"]    # the 7♠ up, far off
    up = [k in (2, 3, 4, 9) for k in range(12)]
    s = auctioneer_position(3, circle, hands=[["10S", "2H"], ["4H"], ["9H"]], royal="JD", step="flip", up=up)
    before = G.view(s, 0)
    after, _ = G.apply(s, 0, Flip(5))                      # the 6♠ turns up
    said = opened_to_next(before, G.view(after, 0))
    assert said == "one swap (the 5♥ and the 6♠) lines up A♠ 6♠ 5♠ for the next player", said
    # out of reach (three places between), nothing is said
    far = ["2C", "3C", "AS", "5H", "7C", "8C", "5S", "6S", "3D", "4C", "9C", "7S"]
    up = [k in (2, 3, 4, 5, 6, 11) for k in range(12)]
    s = auctioneer_position(3, far, hands=[["10S", "2H"], ["4H"], ["9H"]], royal="JD", step="flip", up=up)
    before = G.view(s, 0)
    after, _ = G.apply(s, 0, Flip(7))
    assert "one swap" not in opened_to_next(before, G.view(after, 0))


def test_medium_turns_up_the_card_just_placed_beside_a_face_up_card():
    """A newcomer beat the hard bots by turning up, each turn, the card the bot before had just
    placed face down beside a face-up card, and finishing that run: the bots' sampled games
    never did it, so they never feared it. Medium (and so every seat of hard's sampled games)
    turns that card up first."""
    from helpers import auctioneer_position
    from rules.auctioneer import GAME as G, Flip
    circle = ["2C", "3C", "4C", "8D", "9D", "6C", "7H", "5S", "9C", "10C", "2D", "3D"]
    up = [k == 3 for k in range(12)]
    s = auctioneer_position(3, circle, hands=[["2H"], ["3H"], ["4H"]], royal="KS", step="flip", up=up, to_act=1)
    s.placements = [(0, 0, 4)]                        # seat 0 placed the 9♦ beside the face-up 8♦
    s.known[4] = 1 << 0
    v = G.view(s, 1)
    legal = G.legal_actions(s, 1)
    for seed in range(8):
        assert B.medium_bot(v, legal, Rng(seed)) == Flip(4)
    assert B.candidate_order(v, legal)[0] == Flip(4)
    s.placements = [(0, 0, 9)]                        # beside no face-up card: no tell
    assert B._tell(G.view(s, 1), legal) is None


def test_medium_turns_up_a_card_placed_beside_one_its_placer_hid_before():
    """"They turn up any card placed beside a face-up card, but never cards placed between
    face-down ones. So hiding two of your own cards side by side and finishing next turn won me
    the Queen of Diamonds" (a newcomer). The card another seat just placed beside (or one card
    from) a face-down card it placed earlier in the round is turned up first too."""
    from helpers import auctioneer_position
    from rules.auctioneer import GAME as G, Flip
    circle = ["2C", "3C", "4C", "8D", "9D", "6C", "7H", "5S", "9C", "10C", "2D", "3D"]
    s = auctioneer_position(3, circle, hands=[["2H"], ["3H"], ["4H"]], royal="QD", step="flip", to_act=1)
    s.placements = [(0, 0, 3), (3, 0, 4)]             # seat 0 hid the 8♦, then the 9♦ beside it
    s.known[3] = s.known[4] = 1 << 0
    v = G.view(s, 1)
    legal = G.legal_actions(s, 1)
    for seed in range(8):
        assert B.medium_bot(v, legal, Rng(seed)) == Flip(4)
    s.placements = [(0, 2, 3), (3, 0, 4)]             # beside another seat's card: nothing told
    assert B._tell(G.view(s, 1), legal) is None


def test_medium_does_not_leave_its_card_a_flip_and_a_swap_from_a_face_up_gap():
    """The card that finishes a face-up pair (7♦ _ 9♦), placed face down within a swap of the
    gap between them, was taken by the next player: turned up, swapped in, claimed (a
    newcomer, against the hard bots). Medium counted its own face-down cards out of the next
    seat's reach; with a harmless place to hand, it keeps the 8♦ away from that gap."""
    from helpers import auctioneer_position
    from rules.auctioneer import GAME as G, Place
    circle = ["2C", "3C", "7D", "5S", "9D", "6C", "7H", "4S", "9C", "10C", "2H", "3H", "4C", "5C"]
    up = [k in (2, 4) for k in range(14)]
    s = auctioneer_position(3, circle, hands=[["8D", "2S"], ["3S"], ["4H"]], royal="JS", step="move", up=up)
    v = G.view(s, 0)
    legal = G.legal_actions(s, 0)
    k = B._known(v)
    hidden = [sl.mine and not sl.face_up for sl in v.circle]
    their_hand, unseen, theirs = B._threat_setup(v)
    near = Place("8D", 5)                             # two places from the gap at 3: one swap brings it in
    far = Place("8D", 11)
    t_near = B._threat_after(k, hidden, [sl.face_up for sl in v.circle], theirs, set(v.hand), near, v.royal,
                             v.players - 1, their_hand, unseen)
    t_far = B._threat_after(k, hidden, [sl.face_up for sl in v.circle], theirs, set(v.hand), far, v.royal,
                            v.players - 1, their_hand, unseen)
    assert t_near > t_far + 0.3, (t_near, t_far)
    for seed in range(6):
        a = B.medium_bot(v, legal, Rng(seed))
        assert not (isinstance(a, Place) and a.card == "8D" and 1 <= a.gap <= 5), a


def test_placing_a_card_a_swap_from_a_face_up_pair_it_finishes_is_warned_of():
    """A newcomer placed the A♦ face down between the 9♦ and the 6♦, the 7♦ face up two places
    off; the next player had to turn it up (the only face-down card), swapped it between the 7♦
    and the 9♦ (7♦ A♦ 9♦, 24) and won the Queen of Spades; nothing warned. The 7♦ and 9♦ lay
    face up before, but no card that finishes them was anyone's but the player's own: a card
    placed within a swap of such a pair is said, by name."""
    from game.bots.auctioneer import opened_to_next
    from helpers import auctioneer_position
    from rules.auctioneer import GAME as G
    circle = ["7D", "6H", "9D", "6D", "4H", "3H", "3D", "7S", "7H", "5S", "AH", "2S"]
    s = auctioneer_position(3, circle, hands=[["AD", "4D", "8D", "10D", "10S"], ["2H"], ["4C"]], royal="QS",
                            step="move", up=[True] * 12)
    before = G.view(s, 0)
    after, _ = G.apply(s, 0, Place("AD", 3))                 # between the 9♦ and the 6♦
    said = opened_to_next(before, G.view(after, 0))
    assert said.startswith("your A♦ lies face down a swap from the 7♦ and the 9♦"), said
    assert "7♦ A♦ 9♦" in said, said
    # placed far from them (no swap brings it between), nothing is said of them
    after, _ = G.apply(s, 0, Place("AD", 7))
    assert "7♦ and the 9♦" not in opened_to_next(before, G.view(after, 0))
