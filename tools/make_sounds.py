"""Synthesise the game's short, soft sound effects into assets/sounds/*.wav.

Pure standard library (wave, struct, math, a seeded random.Random for noise): the same
files come out every run. 22050 Hz, 16-bit mono, peaks kept well below full scale.

  card_slide  a card sliding on felt: band-limited noise swelling and fading (~0.2 s)
  flip        a card turned over: two soft paper snaps (~0.1 s)
  chip        a clay chip set on a stack: two short bright clacks (~0.15 s)
  pass        a soft low knock, falling in pitch (~0.2 s)
  win         a gentle rising chime, C-E-G-C (~1 s)
  click       a tiny interface tick (~0.03 s)

Run:  python tools/make_sounds.py
"""
from __future__ import annotations

import math
import os
import random
import struct
import wave

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "assets", "sounds")
RATE = 22050


def _noise(n, rng, smooth=0.0):
    """White noise through a one-pole low-pass (``smooth`` 0..1: higher = darker)."""
    out, y = [], 0.0
    for _ in range(n):
        x = rng.uniform(-1.0, 1.0)
        y = smooth * y + (1.0 - smooth) * x
        out.append(y)
    peak = max(1e-9, max(abs(v) for v in out))
    return [v / peak for v in out]


def _env(n, attack, release_shape=3.0):
    a = max(1, int(attack * RATE))
    env = []
    for i in range(n):
        if i < a:
            env.append(i / a)
        else:
            t = (i - a) / max(1, n - a)
            env.append((1.0 - t) ** release_shape)
    return env


def card_slide():
    rng = random.Random(11)
    n = int(0.22 * RATE)
    noise = _noise(n, rng, 0.82)
    env = [math.sin(math.pi * min(1.0, i / n)) ** 1.5 * (1 - i / n) ** 0.5 for i in range(n)]
    return [0.35 * a * b for a, b in zip(noise, env)]


def flip():
    rng = random.Random(22)
    n = int(0.11 * RATE)
    out = [0.0] * n
    for start, amp in ((0, 0.45), (int(0.045 * RATE), 0.3)):
        m = int(0.035 * RATE)
        burst = _noise(m, rng, 0.45)
        env = _env(m, 0.002, 4.0)
        for i in range(m):
            if start + i < n:
                out[start + i] += amp * burst[i] * env[i]
    return out


def chip():
    n = int(0.16 * RATE)
    out = [0.0] * n
    for start, amp in ((0, 0.32), (int(0.055 * RATE), 0.2)):
        for i in range(n - start):
            t = i / RATE
            env = math.exp(-t * 70)
            v = (math.sin(2 * math.pi * 2900 * t) + 0.6 * math.sin(2 * math.pi * 4230 * t)
                 + 0.3 * math.sin(2 * math.pi * 6170 * t)) / 1.9
            out[start + i] += amp * env * v
    return out


def pass_():
    n = int(0.2 * RATE)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = 240 - 90 * (i / n)
        phase += 2 * math.pi * f / RATE
        env = min(1.0, t / 0.004) * math.exp(-t * 22)
        out.append(0.42 * env * (math.sin(phase) + 0.25 * math.sin(2 * phase)))
    return out


def win():
    notes = (523.25, 659.25, 783.99, 1046.5)
    n = int(1.1 * RATE)
    out = [0.0] * n
    for k, f in enumerate(notes):
        start = int(k * 0.12 * RATE)
        for i in range(n - start):
            t = i / RATE
            env = min(1.0, t / 0.01) * math.exp(-t * (3.2 if k == 3 else 5.0))
            v = math.sin(2 * math.pi * f * t) + 0.3 * math.sin(2 * math.pi * 2 * f * t) \
                + 0.1 * math.sin(2 * math.pi * 3 * f * t)
            out[start + i] += 0.16 * env * v
    return out


def click():
    n = int(0.03 * RATE)
    return [0.3 * math.exp(-i / RATE * 260) * math.sin(2 * math.pi * 1800 * i / RATE)
            for i in range(n)]


SOUNDS = {"card_slide": card_slide, "flip": flip, "chip": chip, "pass": pass_, "win": win,
          "click": click}


def write_wav(path, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = min(1.0, 0.6 / peak)  # soft: never above 60 % of full scale
    fade = min(len(samples), int(0.004 * RATE))
    data = bytearray()
    for i, s in enumerate(samples):
        if i >= len(samples) - fade:
            s *= (len(samples) - i) / fade
        data += struct.pack("<h", int(max(-1.0, min(1.0, s * scale)) * 32767))
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(data))


def main() -> None:
    os.makedirs(OUT, exist_ok=True)
    for name, make in SOUNDS.items():
        path = os.path.join(OUT, f"{name}.wav")
        write_wav(path, make())
        print("wrote", os.path.relpath(path, ROOT))


if __name__ == "__main__":
    main()
