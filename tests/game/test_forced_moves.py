"""A person's only legal move plays itself after a short visible beat (Barony's pass with no
usable card, a Me First pick from a one-card hand), as if they had made it."""
from __future__ import annotations

import pytest

from game.match import Match
from game.seats import SeatSpec
from rules.core import Rng


@pytest.mark.parametrize("game_id,players", [("barony", 2), ("me-first", 2), ("me-first", 3)])
def test_a_forced_move_plays_itself_after_the_beat(game_id, players):
    seats = [SeatSpec("You", "human")] + [SeatSpec(f"Bot {i}", "bot", "easy") for i in range(1, players)]
    rng = Rng(7)
    found = 0
    for seed in range(40):
        m = Match(game_id, players, seats, seed, bot_delay=0, threaded=False)
        m.forced_beat = 0.5
        t = 0.0
        for _ in range(2000):
            if m.over:
                break
            t += 0.1
            if m.forced_seat() == 0 and not m.bots_to_act():
                only = m.legal(0)
                assert len(only) == 1 and m.waiting_on_time()
                n = m.step
                assert m.poll_bots(now=t) == [] and m.step == n          # the beat: not yet
                m.poll_bots(now=t + 0.2)
                assert m.step == n
                events = m.poll_bots(now=t + 0.6)
                assert m.step == n + 1 and events
                assert m.record()["actions"][-1] == {"seat": 0, "action": only[0].to_json()}
                found += 1
                t += 1
                continue
            if 0 in m.humans_to_act() and m.forced_seat() != 0:
                legal = m.legal(0)
                m.submit(0, legal[rng.randrange(len(legal))])
            else:
                m.poll_bots(now=t)
                t += 1
        if found >= 2:
            break
    assert found >= 2


def test_no_autoplay_when_turned_off_or_with_a_choice():
    m = Match("me-first", 2, [SeatSpec("You", "human"), SeatSpec("Bot", "bot", "easy")], 1, bot_delay=0,
              threaded=False)
    assert len(m.legal(0)) > 1 and m.forced_seat() is None
    m.autoplay_forced = False
    assert m.forced_seat() is None
