"""Me First: deck, rules MF1-MF6, hidden information, records, bots."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from rules import IllegalAction, get_game
from rules.core import Rng
from rules.me_first import GAME, MeFirstView, Pick, Take, _order_from, set_bonus
from rules.decks.me_first_deck import CARDS, IDS, STARS, card

from helpers import play

G = get_game("me-first")


def cid(number: int, arrows: int) -> str:
    return f"n{number}a{arrows}s{STARS[number][arrows - 1]}"


def zones(s) -> list:
    """Every card's current place (the acquisition stacks only count while acquiring)."""
    z = s.deck + s.row + s.discards + s.tax_discards + s.removed
    if s.phase == "acquire":
        z += sum(s.acquired, [])
    else:
        z += sum(s.hands, []) + [p for p in s.picks if p] + sum(s.tax, [])
    return z


def play_random(n, seed, options=None, check=None):
    s = G.new(n, seed, options or {})
    for st in play(G, n, seed, options=options, rng=Rng(seed * 31 + n)):
        if check:
            check(st.before, st.after, st.events)
        s = st.after
    return s


def at_tax(n, seed):
    """Play random takes until the tax phase starts."""
    s = G.new(n, seed)
    r = Rng(seed)
    while s.phase == "acquire":
        seat = min(G.to_act(s))
        legal = G.legal_actions(s, seat)
        s, _ = G.apply(s, seat, legal[r.randrange(len(legal))])
    return s


# --------------------------------------------------------------------------- the deck (MF1)

def test_deck_shape():
    assert len(CARDS) == 40 and len(set(IDS)) == 40
    assert Counter(c.number for c in CARDS) == {k: 4 for k in range(1, 11)}
    assert Counter(c.arrows for c in CARDS) == {a: 10 for a in range(1, 5)}
    for k in range(1, 11):
        assert sorted(c.arrows for c in CARDS if c.number == k) == [1, 2, 3, 4]
    assert {c.stars for c in CARDS} == {1, 2, 3, 4, 5}
    for c in CARDS:
        assert c.id == f"n{c.number}a{c.arrows}s{c.stars}"
        assert card(c.id) is c
    assert card("n1a1s1").name == "1 (1 arrow, 1 star)"


def test_registry_and_options():
    assert G is GAME and G.id == "me-first" and G.title == "Me First"
    assert (G.min_players, G.max_players) == (2, 5)
    assert G.options["set_bonus"].default is False
    with pytest.raises(IllegalAction):
        G.new(6, 1)
    with pytest.raises(IllegalAction):
        G.new(3, 1, {"nope": True})


# --------------------------------------------------------------------------- acquisition (MF2-MF4)

def test_four_players_deal_five_cards():
    # seed text: "if there were a four player game, you'd deal five cards"
    s = G.new(4, 7)
    assert len(s.row) == 5 and len(s.deck) == 35
    assert G.to_act(s) == {0}
    assert s.order == [0, 1, 2, 3]          # youngest first: seat 0 up


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_rounds_and_leftovers(n):
    rounds = 40 // (n + 1)
    s = at_tax(n, 3)
    assert len(s.removed) == 40 - rounds * (n + 1)
    assert all(len(h) == rounds for h in s.hands)
    assert len(s.deck) == rounds - 1 and len(s.row) == 1   # the discards, one drawn
    assert s.order == list(range(n - 1, -1, -1))           # oldest first: seat n-1 down


def _set_row(s, row):
    rest = [c for c in IDS if c not in row]
    s.row = list(row)
    s.deck = [c for c in s.deck if c in rest]


def test_last_seat_chooses_between_two_and_order_by_number_then_arrows():
    s = G.new(3, 1)
    _set_row(s, [cid(5, 1), cid(5, 3), cid(2, 1), cid(9, 2)])
    s, _ = G.apply(s, 0, Take(cid(5, 1)))
    s, _ = G.apply(s, 1, Take(cid(5, 3)))
    assert G.to_act(s) == {2}
    legal = G.legal_actions(s, 2)
    assert legal == [Take(cid(2, 1)), Take(cid(9, 2))]   # the last seat: a choice of two
    s, ev = G.apply(s, 2, Take(cid(2, 1)))
    assert s.discards == [cid(9, 2)]
    assert [e.kind for e in ev] == ["take", "discard", "order", "row"]
    # lowest number first; the tied 5s: more arrows (seat 1) before fewer (seat 0)
    assert s.order == [2, 1, 0] and s.round == 2
    assert G.to_act(s) == {2} and len(s.row) == 4


def test_order_ties_keep_previous_order():
    a = cid(4, 2)
    assert _order_from([a, a, cid(1, 1)], [1, 0, 2]) == [2, 1, 0]
    assert _order_from([a, a, cid(1, 1)], [0, 1, 2]) == [2, 0, 1]
    assert _order_from([cid(4, 1), cid(4, 4), cid(3, 1)], [0, 1, 2]) == [2, 1, 0]


def test_tax_round_order_uses_tax_stacks():
    s = at_tax(2, 11)
    assert s.order == [1, 0]
    hands = [list(h) for h in s.hands]
    s, _ = G.apply(s, 0, Pick(hands[0][0]))
    assert G.to_act(s) == {1}
    s, ev = G.apply(s, 1, Pick(hands[1][-1]))
    assert ev[-1].kind == "reveal_picks"
    assert len(s.row) == 3 and G.to_act(s) == {1}
    row = list(s.row)
    low = min(row, key=lambda c: (card(c).number, -card(c).arrows))
    high = max(row, key=lambda c: (card(c).number, -card(c).arrows))
    s, _ = G.apply(s, 1, Take(high))
    s, ev = G.apply(s, 0, Take(low))
    assert s.tax == [[low], [high]]
    assert s.order == [0, 1]                    # seat 0's tax top is lower
    assert s.stage == "pick" and G.to_act(s) == {0, 1}


# --------------------------------------------------------------------------- tax picks (MF5)

def test_picks_are_secret_and_revealed_together():
    s = at_tax(3, 5)
    assert G.to_act(s) == {0, 1, 2}
    c0 = s.hands[0][0]
    s1, ev = G.apply(s, 0, Pick(c0))
    private = [e for e in ev if e.kind == "pick"]
    public = [e for e in ev if e.kind == "picked"]
    assert private[0].visible_to == frozenset({0}) and private[0].data["card"] == c0
    assert public[0].visible_to is None and "card" not in public[0].data
    assert G.events_for(ev, 1) == public
    assert G.to_act(s1) == {1, 2}
    assert G.view(s1, 0).my_pick == c0 and G.view(s1, 1).my_pick is None
    assert G.view(s1, 1).picked == frozenset({0})
    assert c0 not in G.view(s1, 0).hand and len(s1.row) == 1
    with pytest.raises(IllegalAction, match="already chosen"):
        G.apply(s1, 0, Pick(s1.hands[0][0]))
    s2, _ = G.apply(s1, 2, Pick(s1.hands[2][0]))
    s3, ev = G.apply(s2, 1, Pick(s2.hands[1][0]))
    assert ev[-1].kind == "reveal_picks" and ev[-1].visible_to is None
    assert len(s3.row) == 4 and G.view(s3, 1).revealed[0] == c0
    assert G.to_act(s3) == {s3.order[0]} == {2}


def test_view_of_one_seat_ignores_others_secrets():
    s = at_tax(3, 9)
    s, _ = G.apply(s, 0, Pick(s.hands[0][0]))
    base = {i: G.view(s, i) for i in (1, 2, None)}
    # another pending pick for seat 0
    alt = s.copy()
    alt.hands[0].append(alt.picks[0])
    alt.picks[0] = alt.hands[0].pop(0)
    assert alt.picks[0] != s.picks[0]
    for i in (1, 2, None):
        assert G.view(alt, i) == base[i]
    assert G.view(alt, 0) != G.view(s, 0)
    # the deck in another order: nobody can tell (every card a seat holds it took face up in
    # front of everyone, so its hand is no secret but for the card it has picked)
    alt = s.copy()
    alt.deck = alt.deck[::-1]
    assert alt.deck != s.deck
    assert all(G.view(alt, i) == G.view(s, i) for i in (0, 1, 2, None))


def test_acquired_stack_shows_only_its_top():
    s = G.new(2, 4)
    r = Rng(2)
    for _ in range(6):
        seat = min(G.to_act(s))
        legal = G.legal_actions(s, seat)
        s, _ = G.apply(s, seat, legal[r.randrange(len(legal))])
    v1 = G.view(s, 1)
    assert v1.tops[0] == s.acquired[0][-1] and v1.stack_sizes[0] == len(s.acquired[0])
    assert v1.acquired == tuple(s.acquired[1]) and v1.stars[0] is None
    assert v1.stars[1] == sum(card(c).stars for c in s.acquired[1])
    # the table shows only the top, but every card was taken face up in front of everyone: a seat
    # knows what the others took (the log lists it, the memory aid counts it, the hints weigh it)
    assert v1.taken == (tuple(s.acquired[0]), tuple(s.acquired[1]))
    alt = s.copy()                      # what nobody saw: the deck's order
    alt.deck[0], alt.deck[-1] = alt.deck[-1], alt.deck[0]
    assert G.view(alt, 1) == v1 and G.view(alt, 0) == G.view(s, 0)


def test_view_is_frozen_and_spectator_sees_public_only():
    s = at_tax(4, 2)
    v = G.view(s, None)
    assert isinstance(v, MeFirstView) and v.hand == () and v.acquired == ()
    assert v.my_pick is None and all(x is None for x in v.stars)
    assert v.hand_sizes == (8, 8, 8, 8)
    with pytest.raises(Exception):
        v.round = 3


# --------------------------------------------------------------------------- illegal actions

def test_illegal_actions_say_why():
    s = G.new(2, 1)
    outside = next(c for c in IDS if c not in s.row)
    with pytest.raises(IllegalAction, match="not in the row"):
        G.apply(s, 0, Take(outside))
    with pytest.raises(IllegalAction, match="not your turn"):
        G.apply(s, 1, Take(s.row[0]))
    with pytest.raises(IllegalAction, match="start of a tax round"):
        G.apply(s, 0, Pick(s.row[0]))
    t = at_tax(2, 1)
    with pytest.raises(IllegalAction, match="choose a card from your hand"):
        G.apply(t, 0, Take(t.row[0]))
    with pytest.raises(IllegalAction, match="not in your hand"):
        G.apply(t, 0, Pick(t.hands[1][0]))
    before = t.copy()
    with pytest.raises(IllegalAction):
        G.apply(t, 0, Pick("n99a1s1"))
    assert t.hands == before.hands and t.log == before.log


# --------------------------------------------------------------------------- scoring (MF4, MF6)

def test_score_is_acquired_minus_taxed_and_ties_shared():
    s = play_random(3, 21)
    r = G.result(s)
    for i in range(3):
        acq = sum(card(c).stars for c in s.acquired[i])
        tax = sum(card(c).stars for c in s.tax[i])
        assert r.scores[i] == acq - tax
        assert sum(p for _, p in r.breakdown[i]) == r.scores[i]
        assert [lbl for lbl, _ in r.breakdown[i]] == ["Stars acquired", "Stars taxed"]
    tied = s.copy()
    tied.acquired = [[cid(1, 1)], [cid(3, 1)], [cid(5, 1), cid(2, 1)]]
    tied.tax = [[], [], [cid(2, 2)]]          # 1, 1 and 1 + 2 - 2 stars
    r = G.result(tied)
    assert r.winners == (0, 1, 2) and "share" in r.notes


def test_set_bonus_values():
    # MF7 as retuned: only sets of one number score (3 cards +2, all 4 +4)
    assert set_bonus([cid(7, 1), cid(7, 2), cid(7, 3)]) == [("3 cards numbered 7", 2)]
    four = [cid(7, a) for a in (1, 2, 3, 4)]
    assert set_bonus(four) == [("4 cards numbered 7", 4)]
    arrows = [cid(n, 2) for n in (1, 3, 5, 7, 9)]
    assert set_bonus(arrows) == []                 # arrow and star counts do not make sets
    assert set_bonus([cid(1, 1), cid(2, 2)]) == []


def test_set_bonus_variant_in_result():
    s = play_random(2, 8, {"set_bonus": True})
    r = G.result(s)
    for i in range(2):
        bonus = sum(p for _, p in set_bonus(s.acquired[i]))
        acq = sum(card(c).stars for c in s.acquired[i])
        tax = sum(card(c).stars for c in s.tax[i])
        assert bonus > 0                    # 13 cards always hold some 3-of-a-kind
        assert r.scores[i] == acq + bonus - tax
        assert any(lbl.startswith("Set bonus") for lbl, _ in r.breakdown[i])
        assert G.final(s)["seats"][i]["set_bonus"] == bonus
    off = play_random(2, 8)
    assert not any(lbl.startswith("Set bonus") for lbl, _ in G.result(off).breakdown[0])


# --------------------------------------------------------------------------- invariants

def _invariants(n):
    rounds = 40 // (n + 1)
    full = sorted(IDS)

    def check(s, s2, ev):
        z = zones(s2)
        assert len(z) == 40 and sorted(z) == full
        if s2.phase == "acquire":
            assert len(s2.row) + s2.turn == n + 1
            assert sorted(len(a) for a in s2.acquired)[-1] - sorted(len(a) for a in s2.acquired)[0] <= 1
        elif s2.phase == "tax":
            r = s2.round
            for i in range(n):
                played = rounds - len(s2.hands[i])
                assert played in (r - 1, r)
                assert len(s2.tax[i]) in (r - 1, r)
                assert set(s2.hands[i]) <= set(s2.acquired[i])
            assert len(s2.tax_discards) == r - 1
        assert s2.log[:-1] == s.log
        assert all(e.text for e in ev)
    return check


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_1000_random_games_keep_invariants(n):
    rounds = 40 // (n + 1)
    full = sorted(IDS)
    for seed in range(1000):
        s = G.new(n, seed)
        r = Rng(seed * 31 + n)
        steps = 0
        while s.phase != "over":
            acting = G.to_act(s)
            seat = min(acting)
            legal = G.legal_actions(s, seat)
            assert legal
            s, _ = G.apply(s, seat, legal[r.randrange(len(legal))])
            steps += 1
        assert steps == rounds * n * 3
        assert sorted(zones(s)) == full
        assert all(len(a) == rounds and len(t) == rounds and not h
                   for a, t, h in zip(s.acquired, s.tax, s.hands))
        assert len(s.tax_discards) == rounds and G.to_act(s) == frozenset()


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_every_step_invariants(n):
    for seed in range(15):
        play_random(n, 100 + seed, check=_invariants(n))


# --------------------------------------------------------------------------- determinism, records

def test_same_seed_same_game_and_replay():
    a = play_random(4, 77)
    b = play_random(4, 77)
    assert G.final(a) == G.final(b)
    rec = json.loads(json.dumps(G.record(a)))
    assert rec["game"] == "me-first" and rec["final"]["seats"][0]["acquired"]
    assert set(rec["final"]["seats"][0]) >= {"acquired", "taxed", "score"}
    assert rec["actions"][0]["action"]["type"] == "take"
    assert any(x["action"]["type"] == "pick" for x in rec["actions"])
    replayed = G.replay(rec)
    assert G.final(replayed) == rec["final"]
    assert G.new(4, 77).deck != G.new(4, 78).deck


def test_apply_does_not_mutate_and_actions_roundtrip():
    s = at_tax(3, 4)
    before = (list(s.row), [list(h) for h in s.hands], list(s.picks), list(s.log))
    G.apply(s, 1, Pick(s.hands[1][0]))
    assert (s.row, s.hands, s.picks, s.log) == before
    for act in (Take("n7a3s4"), Pick("n1a1s1")):
        assert G.parse_action(act.to_json()) == act


# --------------------------------------------------------------------------- determinize

@pytest.mark.parametrize("n", [2, 3, 5])
def test_determinize_is_consistent_with_the_view(n):
    def check(s, s2, ev):
        if G.is_over(s2):
            with pytest.raises(ValueError):
                G.determinize(G.view(s2, 0), Rng(1))
            return
        if len(s2.log) % 3:
            return
        for seat in list(range(n)) + [None]:
            v = G.view(s2, seat)
            d = G.determinize(v, Rng(len(s2.log) * 7 + (seat or 0)))
            assert G.view(d, seat) == v
            assert sorted(zones(d)) == sorted(IDS)
            if d.phase == "tax":
                for i in range(n):
                    assert set(d.hands[i]) <= set(d.acquired[i])
                    assert len(d.acquired[i]) == 40 // (n + 1)
            seat2 = min(G.to_act(d))
            G.apply(d, seat2, G.legal_actions(d, seat2)[0])
    for seed in range(2):
        play_random(n, 500 + seed, check=check)


# --------------------------------------------------------------------------- events

def test_events_name_seats_with_placeholders():
    s = G.new(2, 3)
    s, ev = G.apply(s, 0, Take(s.row[0]))
    assert ev[0].kind == "take" and "{seat0}" in ev[0].text
    s = at_tax(2, 3)
    kinds = set()
    play = s
    while not G.is_over(play):
        seat = min(G.to_act(play))
        play, ev = G.apply(play, seat, G.legal_actions(play, seat)[0])
        kinds |= {e.kind for e in ev}
    assert {"pick", "picked", "reveal_picks", "take", "discard", "order", "row",
            "game_over"} <= kinds


def test_a_sampled_position_keeps_what_everyone_saw_taken():
    """The hints and the review sample positions behind a View. A newcomer 6 stars behind at tax
    round 8 read 73% to win: the sampler had dealt the others' stacks at random from unseen
    cards, though every card was taken face up in front of everyone. A sampled position keeps
    every stack and every score; only the deck's order and the picks not yet revealed vary."""
    r = Rng(5)
    for n, seed in ((3, 11), (4, 2), (5, 7)):
        s = at_tax(n, seed)
        for _ in range(3 * n + 1):                 # a few tax rounds in, a pick or two pending
            seat = min(G.to_act(s))
            legal = G.legal_actions(s, seat)
            s, _ = G.apply(s, seat, legal[r.randrange(len(legal))])
        for viewer in (1, None):
            v = G.view(s, viewer)
            for k in range(5):
                d = G.determinize(v, Rng(k))
                assert G.view(d, viewer) == v
                assert d.acquired == s.acquired and d.tax == s.tax
                for i in range(n):
                    if s.picks[i] is None or i == viewer:
                        assert sorted(d.hands[i]) == sorted(s.hands[i]), (n, i)
                    else:                          # the secret pick is one of the cards in that hand
                        assert sorted(d.hands[i] + [d.picks[i]]) == sorted(s.hands[i] + [s.picks[i]])
    # and in the acquisition phase, every stack as taken
    s = G.new(4, 9)
    for _ in range(9):
        seat = min(G.to_act(s))
        s, _ = G.apply(s, seat, G.legal_actions(s, seat)[0])
    assert G.determinize(G.view(s, 2), Rng(1)).acquired == s.acquired


def test_the_cards_that_leave_play_unseen_are_not_sent_to_anyone():
    """The log says the deck's last cards "leave play unseen", yet the public Event carried
    their ids to every seat (and over the network to every client): it carries their count;
    the View shows them only once the game is over."""
    r = Rng(3)
    met = 0
    for n in (2, 3, 4, 5):
        s = G.new(n, 40 + n)
        seen = None
        while not G.is_over(s):
            seat = min(G.to_act(s))
            legal = G.legal_actions(s, seat)
            s, events = G.apply(s, seat, legal[r.randrange(len(legal))])
            for e in events:
                if e.kind == "leftover":
                    seen = e
                    assert set(e.data) == {"count"} and e.data["count"] == len(s.removed)
                    assert G.view(s, 0).leftover == ()
        if seen is not None:
            met += 1
            assert G.view(s, 0).leftover == tuple(s.removed)
    assert met
