"""Me First bots: they see only their View, always play legally, and medium is strong."""
from __future__ import annotations

import pytest

from game.bots import get_bot, levels
from game.bots.me_first import BOTS, expected_place, info
from game.sim import head_to_head, play_game
from rules import get_game
from rules.me_first import MeFirstView

G = get_game("me-first")


def test_levels():
    assert levels("me-first")[:3] == ("random", "easy", "medium")
    assert set(BOTS) == {"random", "easy", "medium"}
    assert info("n10a3s5") == (10, 3, 5)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_bots_play_legal_games_from_views_only(n):
    seen = []

    def on_step(state, seat, action, events):
        seen.append(action)

    for level in ("easy", "medium"):
        res = play_game("me-first", n, 40 + n, [level] * n, on_step=on_step)
        assert G.is_over(res.state)
        # a bot receives a View (a frozen dataclass), never the state
        bot = get_bot("me-first", level)
        s = G.new(n, 1)
        v = G.view(s, 0)
        assert isinstance(v, MeFirstView)
        assert bot(v, G.legal_actions(s, 0), __import__("rules").Rng(1)) in G.legal_actions(s, 0)


def test_expected_place_prefers_low_numbers():
    s = G.new(3, 2)
    s.row = ["n1a4s4", "n10a1s3", "n5a1s1", "n6a1s2"]
    v = G.view(s, 0)
    assert expected_place(v, "n1a4s4") == 0
    assert expected_place(v, "n10a1s3") > expected_place(v, "n5a1s1")


def test_medium_beats_random():
    r = head_to_head("me-first", "medium", "random", 60, seed=11)
    assert r["a_wins"] >= 0.7 * r["games"]


def test_medium_beats_easy_more_often_than_not():
    r = head_to_head("me-first", "medium", "easy", 60, seed=5)
    assert r["a_wins"] > r["b_wins"]


@pytest.mark.slow
def test_medium_beats_random_400_games():
    r = head_to_head("me-first", "medium", "random", 400, seed=1)
    assert r["a_wins"] >= 0.8 * r["games"]


def test_a_hint_or_review_says_why_each_me_first_move():
    """"The review's costliest mistake was 'Take 7 (1★)' with 'Take 3 (5★)' as best, and
    nothing explains that it was for turn order" (a newcomer): each move says the stars it
    brings or costs and where its number seats you next round, or what a card put into the
    row does."""
    from game import advisor
    from game.bots.me_first import expected_place, hint_reason, info
    from game.match import Match
    from game.seats import SeatSpec
    from rules.me_first import Pick, Take
    m = Match("me-first", 4, [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in range(3)],
              seed=2, bot_delay=0, threaded=False)
    kinds = set()
    while not m.over and len(kinds) < 3:
        m.run_bots_instantly()
        if m.over:
            break
        v, legal = m.view(0), m.legal(0)
        for a in legal:
            why = hint_reason(v, legal, a)
            num, _, stars = info(a.card)
            assert why and str(stars) in why, (a, why)
            assert str(num) in why or "last round" in why, (a, why)
            if isinstance(a, Take) and v.round < v.rounds:
                place = round(expected_place(v, a.card)) + 1
                if info(a.card)[:2] == (1, 4):
                    assert "first" in why and "about 1st" not in why, why
                else:
                    assert f"about {place}" in why and "next round" in why, why
                kinds.add(("take", v.phase))
            if isinstance(a, Pick):
                kinds.add("pick")
        m.submit(0, legal[0])
    assert kinds >= {("take", "acquire"), "pick"}
    # the one card no top can go before is said as sure ("about 1st of 4" read as a guess: a newcomer)
    import dataclasses
    m3 = Match("me-first", 4, [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in range(3)],
               seed=2, bot_delay=0, threaded=False)
    m3.run_bots_instantly()
    v = m3.view(0)
    v = dataclasses.replace(v, row=["n1a4s4"] + [c for c in v.row if c != "n1a4s4"][1:])
    why = hint_reason(v, [Take(c) for c in v.row], Take("n1a4s4"))
    assert ("you choose first next round" in why or "seats you first next round" in why) and "about 1st" not in why, why
    # the hints carry them (the review's rows too: the same hook)
    m2 = Match("me-first", 4, [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in range(3)],
               seed=2, bot_delay=0, threaded=False)
    m2.run_bots_instantly()
    est = advisor.hint("me-first", m2.view(0), 0, m2.legal(0), advisor.hint_rng("me-first", 0, 0), budget_s=0.05)
    assert est and all(e.why for e in est)


def _your_decisions(seeds, play):
    """A four-player game per seed, you against three medium bots: yields (match, your View,
    your legal moves) at each of your decisions, then plays ``play(view, legal, seed)``."""
    from game.match import Match
    from game.seats import SeatSpec
    for seed in seeds:
        m = Match("me-first", 4, [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in range(3)],
                  seed=seed, bot_delay=0, threaded=False)
        while not m.over:
            m.run_bots_instantly()
            if m.over:
                break
            v, legal = m.view(0), m.legal(0)
            yield m, v, legal
            m.submit(0, play(v, legal, seed))


def test_a_take_says_what_it_trades_against_the_star_counters_card():
    """"The hints say what a move does, not why" (a newcomer): a take beside the card a player
    counting stars alone would take says the stars it gives up (or pays more) against it and,
    where its number seats you earlier next round, that this is the trade; that card itself
    says it is the most (fewest, taxed) on offer. Taking first in the tax phase, a card put
    into the row says you may take it back yourself."""
    from game.bots.me_first import hint_reason, info, medium_bot
    from rules.core import Rng
    from rules.me_first import Pick, Take
    said = {"trade": 0, "top": 0, "back": 0}
    for m, v, legal in _your_decisions(range(12), lambda v, legal, seed: medium_bot(v, legal, Rng(seed))):
        takes = [a.card for a in legal if isinstance(a, Take)]
        for a in legal:
            why = hint_reason(v, legal, a)
            if isinstance(a, Pick):
                first = v.order and v.order[0] == 0
                assert ("you may take it back yourself" in why) == bool(first), why
                said["back"] += bool(first)
                continue
            if v.round >= v.rounds or len(takes) < 2:
                continue
            stars = [info(c)[2] for c in takes]
            star = info(a.card)[2]
            extreme = max(stars) if v.phase == "acquire" else min(stars)
            if len(set(stars)) == 1:
                assert f"Every card here has {star} star" in why, why
            elif star == extreme:
                assert ("The most stars on offer." if v.phase == "acquire" else "The fewest stars on offer.") in why
                said["top"] += 1
            else:
                gap = abs(extreme - star)
                assert f"That is {gap} star{'s' if gap != 1 else ''} {'fewer' if v.phase == 'acquire' else 'more'} than the " in why, why
                if ", but its " in why:
                    said["trade"] += 1
                    assert "next round, against" in why and "choosing earlier" in why
    assert all(said.values()), said


def test_a_take_never_says_what_is_not_so():
    """"In the last acquisition round it says 'Only the stars count now', though that card
    will be a hand card in the tax phase; several lines say 'The most stars on offer' when
    every card offered had the same stars" (a newcomer). The last round's take says the card
    joins your hand for the tax phase; a row of equal stars says so."""
    from game.bots.me_first import hint_reason, info, medium_bot
    from rules.core import Rng
    from rules.me_first import Take
    seen = {"last": 0, "equal": 0}
    for m, v, legal in _your_decisions(range(12), lambda v, legal, seed: medium_bot(v, legal, Rng(seed))):
        takes = [a.card for a in legal if isinstance(a, Take)]
        for a in legal:
            if not isinstance(a, Take):
                continue
            why = hint_reason(v, legal, a)
            if v.phase == "acquire" and v.round >= v.rounds:
                assert "Only the stars count now" not in why, why
                assert "your hand in the tax phase" in why, why
                seen["last"] += 1
            if len(takes) > 1 and len({info(c)[2] for c in takes}) == 1:
                assert "on offer" not in why and "Every card here has" in why, why
                seen["equal"] += 1
    assert all(seen.values()), seen


def test_a_pick_says_why_from_where_you_choose_this_round():
    """"The hint's reasons for picks say what a card does, never why" (a newcomer): a pick
    says where you choose this round: early, that the players after you are likelier to be left
    a costly card; late, that you will likely keep the costliest card left, and the trade-off
    of putting in a costly or a cheap one. After the first seat these words are the round's,
    the same for every card ("put in your costliest" under one move and "a cheap one" under
    another read as two rules that contradict: two newcomers)."""
    from game.bots.me_first import hint_reason, medium_bot
    from rules.core import Rng
    from rules.me_first import Pick
    seen = set()
    for m, v, legal in _your_decisions(range(8), lambda v, legal, seed: medium_bot(v, legal, Rng(seed))):
        if isinstance(legal[0], Pick) and v.order and v.order[0] != 0:
            k, n = list(v.order).index(0) + 1, len(v.order)
            tails = set()
            for a in legal:
                why = hint_reason(v, legal, a)
                assert f"You choose {['1st', '2nd', '3rd', '4th'][k - 1]} of {n}" in why, why
                tails.add(why[why.index("You choose"):])
                if k <= n / 2:
                    assert "likelier than you to be left with a costly card" in why, why
                    seen.add("early")
                else:
                    assert "will likely take the cheaper cards and leave you the costliest" in why, why
                    assert "A costly card put in may be the one you keep; a cheap one saves your costly cards" in why, why
                    seen.add("late")
            assert len(tails) == 1, tails
    assert seen == {"early", "late"}, seen


def test_the_me_first_story_says_no_phase_decided_the_game():
    """"The acquisition phase decided it" stood over three costly tax-phase picks (a newcomer):
    the story gives the numbers and lets them speak."""
    from game.bots.me_first import game_story
    final = {"winners": [1], "seats": [{"score": 6, "stars_acquired": 28, "stars_taxed": 22},
                                       {"score": 7, "stars_acquired": 29, "stars_taxed": 22}]}
    story = game_story(final, 0, ["you", "Bea"])
    assert story == ("You finished 2nd with 6; Bea won with 7. You took 28 stars while acquiring and were taxed 22; "
                     "Bea took 29 stars while acquiring and was taxed 22."), story


def test_takes_of_the_last_round_say_what_they_leave_the_next_player():
    """In the acquisition's last round two takes with the same stars read "The same reason as 1"
    at 31% against 21% (a newcomer): each says what it leaves the player after you."""
    from game.bots.me_first import hint_reason, info, medium_bot
    from rules.core import Rng
    from rules.me_first import Take
    seen = 0
    for m, v, legal in _your_decisions(range(6), lambda v, legal, seed: medium_bot(v, legal, Rng(seed))):
        if v.phase == "acquire" and v.round >= v.rounds and v.turn < v.players - 1 and len(legal) > 2:
            whys = {a.card: hint_reason(v, legal, a) for a in legal if isinstance(a, Take)}
            for c, why in whys.items():
                assert "It leaves the " in why and "to the player after you" in why, why
            seen += 1
    assert seen


def test_the_hints_leave_out_a_card_another_of_its_number_beats_in_every_way():
    """The review called a 7 with 1 arrow and 1 star "best" beside a 7 with 2 and 2 (a
    newcomer): in the acquisition a card of the same number with no more arrows and no more
    stars than another in the row is not weighed; in the tax phase, where stars count
    against you, every card is."""
    import dataclasses
    from game.advisor import undominated
    from rules.me_first import GAME, Take, TAX
    s = GAME.new(3, 5)
    v = dataclasses.replace(GAME.view(s, 0), row=("n7a1s1", "n7a2s2", "n3a1s1", "n9a4s5"))
    legal = [Take(c) for c in v.row]
    kept = undominated("me-first", v, legal)
    assert Take("n7a1s1") not in kept
    assert set(kept) == {Take("n7a2s2"), Take("n3a1s1"), Take("n9a4s5")}
    tax = dataclasses.replace(v, phase=TAX)
    assert undominated("me-first", tax, legal) == legal
