"""Auctioneer engine: rulings AU1–AU7, the rule text's worked examples, views, records."""
from collections import Counter

import pytest

from rules import IllegalAction, get_game
from rules import auctioneer as A
from rules.decks import standard as S
from rules.auctioneer import Claim, EndTurn, Flip, Place, Swap
from rules.core import Rng

from helpers import play

from helpers import auctioneer_position

G = get_game("auctioneer")


def all_cards(n):
    return set(A.non_royals(A.suits_for(n))) | set(A.royals(A.suits_for(n)))


def accounted(s):
    """Every card in play is in exactly one place."""
    places = list(s.cards) + [c for h in s.hands for c in h] + list(s.goods) + \
        [r for w in s.won for r in w] + list(s.set_aside) + ([s.royal] if s.royal else [])
    non_royal_places = list(s.cards) + [c for h in s.hands for c in h]
    assert len(non_royal_places) == 10 * s.players, "a non-royal card went missing"
    assert Counter(places) == Counter(all_cards(s.players)), "a card is missing or doubled"


rigged = auctioneer_position       # a chosen circle, hands and royal (tests/helpers.py)


FILLER = ["2S", "3D", "4C", "5S", "2D", "3C", "4S", "5D", "2C", "3S", "4D", "5C"]


# --------------------------------------------------------------------------- setup (AU1, AU2)

@pytest.mark.parametrize("n,hand", [(2, 4), (3, 6), (4, 7)])
def test_setup(n, hand):
    s = G.new(n, 7)
    suits = S.SUITS[:n]
    assert s.suits == suits
    assert len(s.cards) == 12 and not any(s.up) and not any(s.known)
    assert [len(h) for h in s.hands] == [hand] * n
    assert S.CARDS[s.royal].rank in (11, 12, 13) and S.CARDS[s.royal].suit in suits
    assert len(s.goods) == 3 * n - 1
    assert all(S.CARDS[c].suit in suits and S.CARDS[c].rank <= 10 for c in s.cards)
    accounted(s)
    assert G.to_act(s) == frozenset({s.starter}) and s.step == "flip"
    assert G.title == "Auctioneer" and (G.min_players, G.max_players) == (2, 4)


def test_first_starter_is_random_but_seeded():
    starters = {G.new(4, seed).starter for seed in range(40)}
    assert starters == {0, 1, 2, 3}
    assert G.new(3, 5).starter == G.new(3, 5).starter


def test_bad_player_count():
    with pytest.raises(IllegalAction):
        G.new(5, 1)
    with pytest.raises(IllegalAction):
        G.new(1, 1)


# --------------------------------------------------------------------------- AU4 claims

def test_rule_text_example_ace_between_6_and_8_gives_21():
    assert A.run_total(("6H", "AH", "8H")) == 21
    assert A.run_total(("8H", "AH", "6H")) == 21
    # in play: the King of Hearts needs 21 in hearts
    s = rigged(2, ["6H", "AH", "8H"] + FILLER[:9], royal="KH", step="claim",
               up=[False] * 12)
    s2, ev = G.apply(s, 0, Claim(0))
    claim = [e for e in ev if e.kind == "claim"][0]
    assert claim.data["valid"] and claim.data["total"] == 21
    assert s2.won[0] == ["KH"]


def test_ace_best_value():
    assert A.run_total(("AS", "2S", "3S")) == 6
    assert A.run_total(("AS", "9S", "10S")) == 27       # 8, 9, 10
    assert A.run_total(("9S", "10S", "AS")) is None     # would need 11
    assert A.run_total(("AS", "AS", "AS")) == 27
    assert A.run_total(("2S", "AS", "4S")) == 9
    assert A.run_total(("AS", "5S", "AS")) == 15        # 4, 5, 6 or 6, 5, 4
    assert A.run_total(("AS", "10S", "8S")) is None     # no gap may be skipped
    assert A.run_total(("AH", "9S", "10S")) is None     # the Ace must match the suit


def test_run_total_matches_brute_force():
    import itertools
    ids = A.non_royals(("S",))
    for trio in itertools.product(ids, repeat=3):
        if len(set(trio)) < 3:
            continue
        options = [range(1, 11) if S.CARDS[c].rank == 1 else (S.CARDS[c].rank,) for c in trio]
        best = None
        for vals in itertools.product(*options):
            a, b, c = vals
            if (b - a == 1 and c - b == 1) or (a - b == 1 and b - c == 1):
                best = max(best or 0, a + b + c)
        assert A.run_total(trio) == best, trio


@pytest.mark.parametrize("royal,suit,need", [
    ("JS", "S", 15), ("JS", "H", 18), ("QS", "S", 18), ("QS", "H", 21),
    ("KS", "S", 21), ("KS", "H", 24), ("JH", "H", 15), ("JH", "D", 18),
    ("QD", "D", 18), ("QD", "C", 21), ("KC", "C", 21), ("KC", "S", 24),
])
def test_threshold_table(royal, suit, need):
    assert A.threshold(royal, suit) == need
    low = {15: ("4", "5", "6"), 18: ("5", "6", "7"), 21: ("6", "7", "8"), 24: ("7", "8", "9")}[need]
    run = tuple(r + suit for r in low)
    below = tuple(str(int(r) - 1) + suit for r in low)
    assert A.evaluate_claim(run, royal)[0]
    assert not A.evaluate_claim(below, royal)[0]
    assert A.evaluate_claim(below, royal)[1] == need - 3


def test_claim_either_direction_and_order_matters():
    assert A.evaluate_claim(("6H", "7H", "8H"), "KH") == (True, 21, "")
    assert A.evaluate_claim(("8H", "7H", "6H"), "KH") == (True, 21, "")
    ok, total, why = A.evaluate_claim(("6H", "8H", "7H"), "KH")
    assert not ok and "order" in why
    ok, total, why = A.evaluate_claim(("6H", "7H", "8S"), "KH")
    assert not ok and "suit" in why
    ok, total, why = A.evaluate_claim(("6S", "7S", "8S"), "KH")
    assert not ok and total == 21 and "24" in why


def test_claim_wraps_around_the_circle():
    circle = ["9D"] + FILLER[:9] + ["7D", "8D"]      # positions 10, 11, 0
    s = rigged(3, circle, royal="QD", to_act=1, step="claim")
    s2, ev = G.apply(s, 1, Claim(10))
    assert [e for e in ev if e.kind == "claim"][0].data["indices"] == [10, 11, 0]
    assert s2.won[1] == ["QD"]
    s3, _ = G.apply(s, 1, Claim(11))    # 8D, 9D, 2S: invalid
    assert s3.won[1] == [] and s3.up[11] and s3.up[0] and s3.up[1]


def test_failed_claim_turns_cards_up_and_ends_turn():
    circle = ["6H", "7S", "8H"] + FILLER[:9]
    s = rigged(2, circle, royal="KH", to_act=0, step="claim")
    s2, ev = G.apply(s, 0, Claim(0))
    claim = [e for e in ev if e.kind == "claim"][0]
    assert not claim.data["valid"]
    assert s2.up[:3] == [True, True, True] and not any(s2.up[3:])
    assert s2.royal == "KH" and s2.won == [[], []]
    assert s2.to_act == 1 and s2.step == "flip" and s2.turns == 1
    assert not any(s.up)   # the input state was not changed


def test_valid_claim_starts_next_round_left_of_winner():
    s = G.new(3, 11)
    # build a winning circle by swapping the cards we want into positions 0..2
    want = ["8S", "9S", "10S"]
    for pos, cid in enumerate(want):
        where = None
        for k, c in enumerate(s.cards):
            if c == cid:
                where = ("c", k)
        for h, hand in enumerate(s.hands):
            if cid in hand:
                where = ("h", h, hand.index(cid))
        if where[0] == "c":
            k = where[1]
            s.cards[pos], s.cards[k] = s.cards[k], s.cards[pos]
        else:
            _, h, j = where
            s.hands[h][j], s.cards[pos] = s.cards[pos], s.hands[h][j]
    accounted(s)
    seat = s.to_act
    s.step = "claim"
    royal = s.royal
    s2, ev = G.apply(s, seat, Claim(0))
    kinds = [e.kind for e in ev]
    assert kinds[:3] == ["claim", "won", "round_end"] and "deal" in kinds and "royal" in kinds
    assert s2.won[seat] == [royal]
    assert s2.round == 2 and s2.starter == (seat + 1) % 3 and s2.to_act == (seat + 1) % 3
    assert len(s2.cards) == 12 and not any(s2.up) and s2.turns == 0
    accounted(s2)


# --------------------------------------------------------------------------- turn structure

def test_turn_steps():
    s = G.new(2, 3)
    seat = s.to_act
    assert all(isinstance(a, Flip) for a in G.legal_actions(s, seat))
    assert G.legal_actions(s, 1 - seat) == []
    s, ev = G.apply(s, seat, Flip(4))
    assert s.up[4] and ev[0].kind == "flip" and ev[0].data["card"] == s.cards[4]
    assert s.step == "move"
    legal = G.legal_actions(s, seat)
    assert sum(isinstance(a, Place) for a in legal) == 4 * 12          # gaps 0..11: gap 12 is gap 0 on a ring
    assert sum(isinstance(a, Swap) for a in legal) == 12
    card = s.hands[seat][0]
    with pytest.raises(IllegalAction, match="gap after the last card is gap 0"):
        G.apply(s, seat, Place(card, 12))
    s, ev = G.apply(s, seat, Place(card, 0))
    assert s.cards[0] == card and not s.up[0] and s.known[0] == 1 << seat
    assert card not in s.hands[seat] and s.step == "claim"
    legal = G.legal_actions(s, seat)
    assert legal[-1] == EndTurn() and len(legal) == 14
    s, ev = G.apply(s, seat, EndTurn())
    assert s.to_act == 1 - seat and s.step == "flip" and s.turns == 1


def test_flip_skipped_when_all_face_up():
    s = rigged(2, FILLER, step="claim", up=[True] * 12)
    s2, _ = G.apply(s, 0, EndTurn())
    assert s2.step == "move" and s2.to_act == 1


@pytest.mark.parametrize("n", [2, 3, 4])
def test_swap_distance_by_player_count(n):
    s = rigged(n, FILLER, hands=[["6S"]] * n, step="move")
    swaps = [a for a in G.legal_actions(s, 0) if isinstance(a, Swap)]
    assert len(swaps) == 12 * (n - 1)
    assert {A.circular_distance(a.i, a.j, 12) for a in swaps} == set(range(1, n))
    assert Swap(0, 11) in swaps                    # wraps around the circle
    assert Swap(0, n - 1) in swaps and Swap(11, n - 2) in swaps
    with pytest.raises(IllegalAction, match=f"at most {n - 1} position"):
        G.apply(s, 0, Swap(0, n))
    with pytest.raises(IllegalAction, match="different"):
        G.apply(s, 0, Swap(3, 3))
    s2, _ = G.apply(s, 0, Swap(n - 1, 0))
    assert s2.cards[0] == FILLER[n - 1] and s2.cards[n - 1] == FILLER[0]


def test_swap_keeps_faces_and_knowledge():
    s = rigged(2, FILLER, step="move", up=[True] + [False] * 11, known=[0, 2] + [0] * 10)
    s2, ev = G.apply(s, 0, Swap(0, 1))
    assert s2.up[:2] == [False, True] and s2.known[:2] == [2, 0]
    assert "2 of Spades" in ev[0].text and "face-down" in ev[0].text


def test_swap_is_normalised():
    assert Swap(5, 3) == Swap(3, 5) and Swap(5, 3).to_json() == {"type": "swap", "i": 3, "j": 5}


def test_illegal_actions_explain():
    s = G.new(2, 3)
    seat, other = s.to_act, 1 - s.to_act
    with pytest.raises(IllegalAction, match="not your turn"):
        G.apply(s, other, Flip(0))
    with pytest.raises(IllegalAction, match="face-down card"):
        G.apply(s, seat, EndTurn())
    with pytest.raises(IllegalAction, match="circle has 12"):
        G.apply(s, seat, Flip(12))
    s, _ = G.apply(s, seat, Flip(0))
    with pytest.raises(IllegalAction, match="already face up"):
        s3 = s.copy()
        s3.step = "flip"
        G.apply(s3, seat, Flip(0))
    theirs = s.hands[other][0]
    with pytest.raises(IllegalAction, match="do not hold"):
        G.apply(s, seat, Place(theirs, 0))
    with pytest.raises(IllegalAction, match="gap"):
        G.apply(s, seat, Place(s.hands[seat][0], 13))
    with pytest.raises(IllegalAction, match="claim"):
        G.apply(s, seat, Claim(0))


# --------------------------------------------------------------------------- AU6

def test_sixty_turns_without_a_valid_claim_sets_the_royal_aside():
    s = G.new(3, 21)
    royal = s.royal
    seat = s.to_act
    for turn in range(60):
        seat = s.to_act
        if s.step == "flip":
            s, _ = G.apply(s, seat, G.legal_actions(s, seat)[0])
        swap = [a for a in G.legal_actions(s, seat) if isinstance(a, Swap)][0]
        s, _ = G.apply(s, seat, swap)
        s, ev = G.apply(s, seat, EndTurn())
        if turn < 59:
            assert s.royal == royal and s.turns == turn + 1
    kinds = [e.kind for e in ev]
    assert kinds[:3] == ["end_turn", "set_aside", "round_end"]
    assert s.set_aside == [royal] and s.won == [[], [], []]
    assert s.round == 2 and s.royal != royal and s.turns == 0
    assert s.starter == (seat + 1) % 3
    accounted(s)


def test_the_60th_turn_may_still_win():
    s = rigged(2, ["6H", "7H", "8H"] + FILLER[:9], royal="KH", step="claim")
    s.turns = 59
    s2, _ = G.apply(s, 0, Claim(0))
    assert s2.won[0] == ["KH"] and s2.set_aside == []


# --------------------------------------------------------------------------- AU7 scoring

def test_scoring_base_and_both_bonuses():
    assert A.score_royals(["JS", "QH", "KD"], 3)[0] == 6
    sc, lines = A.score_royals(["JS", "QS", "KS"], 2)
    assert sc == 1 + 2 + 3 + 3 and ("Jack, Queen and King of Spades", 3) in lines
    sc, lines = A.score_royals(["JS", "JH"], 2)
    assert sc == 1 + 1 + 2 and ("All the Jacks", 2) in lines
    # both bonuses at once: a suit set and every King (4 players)
    held = ["JC", "QC", "KC", "KS", "KH", "KD"]
    sc, lines = A.score_royals(held, 4)
    assert sc == 1 + 2 + 3 * 4 + 3 + 4
    assert sum(p for _, p in lines) == sc
    assert A.score_royals([], 3) == (0, (("No royals", 0),))


def test_all_royals_of_a_rank_needs_every_one_in_play():
    # with 3 players a Jack set aside means nobody can hold every Jack
    assert A.score_royals(["JS", "JH"], 3)[0] == 2
    assert A.score_royals(["JS", "JH", "JD"], 3)[0] == 3 + 3


def test_result_ties_shared_and_final_block():
    s = G.new(3, 2)
    s.goods = []
    s.won = [["JS", "QS"], ["KH"], ["JH"]]
    s.set_aside = ["QH"]
    s.royal = "KS"
    # seat 0 and seat 1 both score 3
    res = G.result(s)
    assert res.scores == (3, 3, 1) and res.winners == (0, 1) and res.notes
    # the last royal is won: the game ends, the final block lists what was not scored
    s.step, s.to_act = "claim", 2
    s.cards = ["6D", "7D", "8D"] + FILLER[:9]
    s2, ev = G.apply(s, 2, Claim(0))   # 6D 7D 8D = 21 < 24 for the King of Spades: invalid
    assert not G.is_over(s2) and s2.to_act == 0
    s.cards = ["7S", "8S", "9S"] + FILLER[:9]
    s3, ev = G.apply(s, 2, Claim(0))   # 24 in spades: valid
    assert G.is_over(s3) and ev[-1].kind == "game_over"
    assert G.result(s3).scores == (3, 3, 4) and G.result(s3).winners == (2,)
    fin = G.final(s3)
    assert fin["unclaimed"] == ["QH"] and fin["winners"] == [2]
    assert fin["seats"][2]["royals"] == ["JH", "KS"] and fin["seats"][2]["score"] == 4
    assert G.legal_actions(s3, 0) == [] and G.view(s3, 1).result == G.result(s3)
    with pytest.raises(IllegalAction, match="over"):
        G.apply(s3, 0, EndTurn())


# --------------------------------------------------------------------------- views (AU5)

def _unknown_face_down(s, seat):
    return [i for i in range(len(s.cards)) if not s.up[i] and not (s.known[i] >> seat) & 1]


def test_view_hides_other_hands_and_face_down_cards():
    s = G.new(3, 4)
    v0 = G.view(s, 0)
    assert v0.hand == tuple(s.hands[0]) and v0.hand_sizes == (6, 6, 6)
    assert all(sl.card is None for sl in v0.circle)
    # exchange another seat's card with a face-down card seat 0 does not know
    t = s.copy()
    k = _unknown_face_down(t, 0)[0]
    t.hands[1][0], t.cards[k] = t.cards[k], t.hands[1][0]
    t.hands[2].reverse()
    assert G.view(t, 0) == v0
    assert G.view(t, 1) != G.view(s, 1)
    # shuffle the goods: nobody sees their order
    t.goods.reverse()
    assert G.view(t, 0) == v0 and G.view(t, None) == G.view(s, None)
    spectator = G.view(s, None)
    assert spectator.hand == () and all(sl.card is None for sl in spectator.circle)


def _placed_by_the_first_seat(gap: int):
    """A 2-player game (seed 8) where the first seat turned up card 0, placed its first hand
    card at ``gap`` and ended its turn: (state, that seat, the other, the card)."""
    s = G.new(2, 8)
    a = s.to_act
    s, _ = G.apply(s, a, Flip(0))
    card = s.hands[a][0]
    s, _ = G.apply(s, a, Place(card, gap))
    s, _ = G.apply(s, a, EndTurn())
    return s, a, 1 - a, card


def test_view_remembers_own_face_down_cards_through_swaps():
    s, a, b, card = _placed_by_the_first_seat(5)
    va, vb = G.view(s, a), G.view(s, b)
    assert va.circle[5] == A.CircleSlot(card, False, True, a)
    # the other seat sees where it went and who put it there, not the card
    assert vb.circle[5] == A.CircleSlot(None, False, False, a)
    assert vb.circle[4].placed_by is None                     # dealt into the circle
    # the other seat swaps it along; the placer still knows where it is
    s, _ = G.apply(s, b, Flip(1))
    s, _ = G.apply(s, b, Swap(5, 6))
    s, _ = G.apply(s, b, EndTurn())
    va = G.view(s, a)
    assert va.circle[6] == A.CircleSlot(card, False, True, a) and va.circle[5].card is None
    assert G.view(s, b).circle[6].card is None and G.view(s, b).circle[6].placed_by == a
    assert G.view(s, None).circle[6].card is None
    # changing other face-down cards does not change a's view; changing its own card does
    t = s.copy()
    idx = _unknown_face_down(t, a)
    t.cards[idx[0]], t.cards[idx[1]] = t.cards[idx[1]], t.cards[idx[0]]
    assert G.view(t, a) == va
    # once flipped it is public
    s, _ = G.apply(s, a, Flip(6))
    assert G.view(s, b).circle[6] == A.CircleSlot(card, True, False)


def test_view_says_this_rounds_swaps_where_the_cards_lie_now():
    """Everyone sees a swap made, so the View lists the round's swaps (turn, seat, i, j),
    re-counted when a placement shifts the ring, and forgets them when a round starts."""
    s = G.new(3, 8)
    a = s.to_act
    s, _ = G.apply(s, a, Flip(0))
    s, _ = G.apply(s, a, Swap(6, 4))
    s, _ = G.apply(s, a, EndTurn())
    for seat in (0, 1, 2, None):
        assert G.view(s, seat).swaps == ((0, a, 4, 6),)
    b = s.to_act
    s, _ = G.apply(s, b, Flip(1))
    s, _ = G.apply(s, b, Place(s.hands[b][0], 5))          # between the two: 6 is now 7
    s, _ = G.apply(s, b, EndTurn())
    assert G.view(s, a).swaps == ((0, a, 4, 7),)
    s, _ = G.apply(s, s.to_act, Flip(2))
    s, _ = G.apply(s, s.to_act, Place(s.hands[s.to_act][0], 0))   # before both
    assert G.view(s, b).swaps == ((0, a, 5, 8),)
    d = G.determinize(G.view(s, b), Rng(3))
    assert d.swaps == [(0, a, 5, 8)]
    s.swaps.append((5, b, 1, 2))
    G._start_round(s, 0, [])
    assert G.view(s, 0).swaps == ()


def test_place_event_private_card():
    s = G.new(2, 8)
    a = s.to_act
    s, _ = G.apply(s, a, Flip(0))
    card = s.hands[a][0]
    s, ev = G.apply(s, a, Place(card, 3))
    public = [e for e in ev if e.kind == "place"]
    private = [e for e in ev if e.kind == "place_card"]
    assert public[0].visible_to is None and public[0].data == {"seat": a, "gap": 3}
    assert card not in public[0].text
    assert private[0].visible_to == frozenset({a}) and private[0].data["card"] == card
    assert private[0] not in G.events_for(ev, 1 - a) and private[0] not in G.events_for(ev, None)


def test_event_texts_use_seat_placeholders():
    s = G.new(2, 8)
    a = s.to_act
    s, ev = G.apply(s, a, Flip(2))
    assert ev[0].text.startswith(f"{{seat{a}}} turns up the ")


def test_turning_up_a_placed_card_says_who_placed_it():
    """Everyone saw the card placed, so the log says whose it was ("the log does not say
    whose card was turned up": a newcomer)."""
    from game.words import fill_names
    s, a, b, card = _placed_by_the_first_seat(3)
    s, ev = G.apply(s, b, Flip(3))
    assert ev[0].text == f"{{seat{b}}} turns up the {A._name(card)} that {{seat{a}}} placed."
    assert ev[0].data["placed_by"] == a
    names = ["Ann", "Bea"]
    assert fill_names(ev[0].text, names, you={a}).endswith(f"{A._name(card)} that you placed.")
    s, _ = G.apply(s, b, Swap(0, 1))
    s, _ = G.apply(s, b, EndTurn())
    s, ev = G.apply(s, a, Flip(2))                      # dealt: nobody placed it
    assert ev[0].text.endswith(f"turns up the {A._name(s.cards[2])}.")


def test_determinize_is_consistent_with_the_view():
    s = G.new(3, 13)
    rng = Rng(5)
    for _ in range(40):
        seat = s.to_act
        legal = G.legal_actions(s, seat)
        s, _ = G.apply(s, seat, legal[rng.randrange(len(legal))])
    for seat in (0, 1, 2, None):
        v = G.view(s, seat)
        d = G.determinize(v, Rng(9))
        assert G.view(d, seat) == v
        accounted(d)
        # and the sampled world can be played on
        if not G.is_over(d):
            who = d.to_act
            G.apply(d, who, G.legal_actions(d, who)[0])


# --------------------------------------------------------------------------- whole games

def random_game(n, seed, check_every_step=False):
    s, steps = G.new(n, seed), 0
    for st in play(G, n, seed, rng=Rng(seed * 31 + n)):
        s, steps = st.after, steps + 1
        if check_every_step:
            accounted(s)
            assert G.to_act(s) == (frozenset() if G.is_over(s) else frozenset({s.to_act}))
    return s, steps


def check_finished(s):
    n = s.players
    assert s.goods == [] and s.royal is None and s.step == "over"
    got = [r for w in s.won for r in w] + s.set_aside
    assert sorted(got) == sorted(A.royals(A.suits_for(n)))   # each royal claimed or set aside
    res = G.result(s)
    assert list(res.scores) == [A.score_royals(w, n)[0] for w in s.won]
    assert res.winners == tuple(i for i, x in enumerate(res.scores) if x == max(res.scores))
    for sc, lines in zip(res.scores, res.breakdown):
        assert sum(p for _, p in lines) == sc
    assert G.to_act(s) == frozenset()


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_card_accounted_for_at_every_step(n):
    for seed in range(2):
        s, _ = random_game(n, seed, check_every_step=True)
        check_finished(s)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_seeded_random_games(n):
    # 300 seeded random games per player count in the default suite (thousands under -m slow)
    for seed in range(300):
        s, steps = random_game(n, 1000 + seed)
        check_finished(s)


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_seeded_random_games_more(n):
    for seed in range(5000):
        s, _ = random_game(n, 5000 + seed)
        check_finished(s)


def test_determinism_and_record_replay():
    s1, _ = random_game(3, 77)
    s2, _ = random_game(3, 77)
    assert s1.log == s2.log and s1.won == s2.won and s1.set_aside == s2.set_aside
    rec = G.record(s1)
    assert rec["game"] == "auctioneer" and rec["players"] == 3 and rec["seed"] == 77
    import json
    rec = json.loads(json.dumps(rec))
    again = G.replay(rec)
    assert G.final(again) == rec["final"]
    fin = rec["final"]
    assert set(fin) >= {"winners", "unclaimed", "seats"}
    assert fin["unclaimed"] == s1.set_aside
    assert [x["royals"] for x in fin["seats"]] == s1.won
    assert [x["score"] for x in fin["seats"]] == list(G.result(s1).scores)


def test_actions_round_trip_json():
    for a in (Flip(3), Place("10H", 0), Swap(11, 0), Claim(7), EndTurn()):
        assert G.parse_action(a.to_json()) == a


def test_apply_never_mutates_input():
    s = G.new(4, 3)
    rng = Rng(1)
    for _ in range(60):
        seat = s.to_act
        before = (list(s.cards), list(s.up), list(s.known), [list(h) for h in s.hands],
                  s.step, s.turns, len(s.log), s.rng.state)
        legal = G.legal_actions(s, seat)
        s2, _ = G.apply(s, seat, legal[rng.randrange(len(legal))])
        assert before == (list(s.cards), list(s.up), list(s.known), [list(h) for h in s.hands],
                          s.step, s.turns, len(s.log), s.rng.state)
        s = s2


def test_every_legal_action_applies_and_others_do_not():
    s = G.new(3, 17)
    rng = Rng(4)
    for _ in range(30):
        seat = s.to_act
        legal = G.legal_actions(s, seat)
        assert len(set(legal)) == len(legal)
        for a in legal:
            G.apply(s, seat, a)
        everything = [Flip(i) for i in range(len(s.cards) + 1)] + \
            [Swap(i, j) for i in range(len(s.cards)) for j in range(len(s.cards))] + \
            [Claim(i) for i in range(len(s.cards) + 1)] + [EndTurn()] + \
            [Place(c, g) for c in A.non_royals(s.suits) for g in (0, len(s.cards), len(s.cards) + 1)]
        for a in everything:
            if a not in legal:
                with pytest.raises(IllegalAction):
                    G.apply(s, seat, a)
        s, _ = G.apply(s, seat, legal[rng.randrange(len(legal))])


def test_registry():
    from rules import available_games
    assert "auctioneer" in available_games()
    assert A.GAME is G


def test_a_failed_claim_costs_the_next_turn_au4():
    # three players: seat 0 claims three cards that are no run; seat 1 plays, seat 0 is skipped
    s = rigged(3, FILLER, step="claim", up=[True] * 12, to_act=0)
    s, ev = G.apply(s, 0, Claim(0))
    assert ev[0].kind == "claim" and not ev[0].data["valid"] and "next one is lost" in ev[0].text
    assert s.to_act == 1 and s.turns == 1 and s.skip[0]
    assert G.view(s, 2).skip == (True, False, False)          # public: everyone sees it
    assert s.step == "move"                                   # all face up: straight to "move"
    s, _ = G.apply(s, 1, next(a for a in G.legal_actions(s, 1) if isinstance(a, Swap)))
    s, ev = G.apply(s, 1, EndTurn())
    s, _ = G.apply(s, 2, next(a for a in G.legal_actions(s, 2) if isinstance(a, Swap)))
    s, ev = G.apply(s, 2, EndTurn())
    skip = [e for e in ev if e.kind == "skip"]
    assert skip and skip[0].data == {"seat": 0} and "loses this turn" in skip[0].text
    assert s.to_act == 1 and s.turns == 4 and not s.skip[0]   # the lost turn counts toward the 60


def test_run_values_say_what_an_ace_stood_for():
    from rules.auctioneer import run_total, run_values
    assert run_values(["6H", "AH", "8H"]) == (6, 7, 8)
    assert run_values(["AS", "9S", "8S"]) == (10, 9, 8) and sum(run_values(["AS", "9S", "8S"])) == run_total(["AS", "9S", "8S"])
    assert run_values(["6H", "AS", "8H"]) is None and run_values(["2H", "5H", "8H"]) is None


def test_the_rules_pages_ace_example():
    """assets/rules/auctioneer.md: "in 8♥ 9♥ A♥ the Ace is 10 (worth 27); in A♥ 8♥ 9♥ it is 7
    (worth 24)"."""
    from rules.auctioneer import run_total
    assert run_total(("8H", "9H", "AH")) == 27
    assert run_total(("AH", "8H", "9H")) == 24
