"""A badge held up with a moment that waits for a click stays whole until its last moment:
it fades over the last 15% of its time, never longer than ``BADGE_FADE_S`` (a 600-second hold
faded over its last 90 s, and the loop woke every frame for it)."""
from __future__ import annotations

import pytest

from game.anim import BADGE_FADE_S, Anim, Timeline, Tween, badge_alpha


@pytest.mark.parametrize("duration", [600.0, 8.0, 2.0])
def test_a_badge_fades_only_at_its_very_end(duration):
    tl = Timeline(1.0)
    an = tl.add(Anim("badge", Tween(duration), text="You: 8♠ 9♠ 10♠ = 27"))
    fade = min(0.15 * duration, BADGE_FADE_S)
    assert tl.still_for() == pytest.approx(duration - fade)       # nothing changes until the fade: the loop sleeps
    tl.update(duration - fade - 0.01)
    assert badge_alpha(an.tween.raw, an.tween.duration) == 255
    assert tl.still_for() == pytest.approx(0.01, abs=1e-6)
    tl.update(fade / 2 + 0.01)
    assert 100 < badge_alpha(an.tween.raw, an.tween.duration) < 155
    assert tl.still_for() == 0.0
    if duration >= 600:
        # at 90% of a long hold it is whole (it was faint: a player who waited nine minutes)
        assert badge_alpha(0.9, duration) == 255
