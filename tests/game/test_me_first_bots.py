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
