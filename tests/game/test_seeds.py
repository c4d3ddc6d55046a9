"""Seeds and the bots' generators do not give away a deal: default seeds come from the
operating system (63 bits, no clock), and a bot's generator comes from the seed through a
one-way hash (same seed and seat, same generator, so games stay reproducible)."""
from __future__ import annotations

from game.flow import new_seed
from game.sim import bot_rng
from rules.core import Rng


def test_default_seeds_are_large_and_unpredictable():
    seeds = {new_seed() for _ in range(50)}
    assert len(seeds) == 50
    assert all(0 <= s < 2 ** 63 for s in seeds)
    assert sum(s > 2 ** 40 for s in seeds) >= 45          # not a clock reading, not a small number


def test_bot_generators_are_reproducible_and_not_the_engine_stream():
    for seed in (0, 1, 7, 123456789):
        a, b = bot_rng(seed, 0), bot_rng(seed, 0)
        assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
        engine = Rng(seed)
        first = engine.next64()
        outs = {bot_rng(seed, seat).next64() for seat in range(5)}
        assert len(outs) == 5 and first not in outs
        # neighbouring seeds give unrelated generators (no affine link between seed and state)
        d1 = (bot_rng(seed + 1, 0).state - bot_rng(seed, 0).state) % 2 ** 64
        d2 = (bot_rng(seed + 2, 0).state - bot_rng(seed + 1, 0).state) % 2 ** 64
        assert d1 != d2
