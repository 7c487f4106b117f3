#!/usr/bin/env python3
"""Synthesise the game's sounds into ``assets/sounds/`` as small 16-bit mono WAV files.

Every sound is built here from sine waves and seeded noise with nothing but the standard library, so the
files are ours to ship and the script is their source: run it again and the same bytes come out.

    python3 tools/make_sounds.py            # write assets/sounds/*.wav
    python3 tools/make_sounds.py --out DIR  # write somewhere else (the tests compare the two)

The sounds: ``card_1``..``card_4`` (a card landing on the cloth), ``shuffle`` (a riffle), ``deal`` (cards
flicked round the table), ``trick`` (a trick gathered in), ``herald`` (a short brass call for each new hand),
``march`` (a bright rising arpeggio), ``euchre`` (a descending "wah-wah") and ``click`` (a button).
"""

from __future__ import annotations

import argparse
import array
import functools
import math
import random
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
"""Samples per second: plenty for soft thumps and a few brass harmonics, and half the size of 44.1 kHz."""

FADE_IN = 0.003
"""Seconds of fade at the start of every sound, so none begins with a click."""
FADE_OUT = 0.015
"""Seconds of fade at the end of every sound."""

Samples = list[float]

_TWO_PI = 2.0 * math.pi


# ----------------------------------------------------------------------------------------- building blocks


def silence(seconds: float) -> Samples:
    """Return ``seconds`` of silence."""
    return [0.0] * round(seconds * RATE)


def noise(seconds: float, rng: random.Random) -> Samples:
    """Return white noise in -1..1, reproducible from ``rng``."""
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def lowpass(samples: Samples, cutoff: float, *, passes: int = 1) -> Samples:
    """Return ``samples`` through a one-pole low-pass filter at ``cutoff`` Hz, ``passes`` times over.

    Each pass rolls off 6 dB per octave; two or three passes turn white noise into the dull thud of a card
    on cloth.
    """
    coefficient = 1.0 - math.exp(-_TWO_PI * cutoff / RATE)
    out = samples
    for _ in range(passes):
        state = 0.0
        filtered = []
        for value in out:
            state += coefficient * (value - state)
            filtered.append(state)
        out = filtered
    return out


def highpass(samples: Samples, cutoff: float) -> Samples:
    """Return ``samples`` minus their low-passed part: the crisp edge of paper rather than its thud."""
    low = lowpass(samples, cutoff)
    return [value - smooth for value, smooth in zip(samples, low, strict=True)]


def decay_envelope(samples: Samples, attack: float, decay: float) -> Samples:
    """Shape ``samples`` with a linear attack of ``attack`` seconds, then an exponential decay.

    ``decay`` is the time constant in seconds: after it the level has fallen to about a third.
    """
    attack_samples = max(1, round(attack * RATE))
    out = []
    for index, value in enumerate(samples):
        if index < attack_samples:
            gain = index / attack_samples
        else:
            gain = math.exp(-(index - attack_samples) / (decay * RATE))
        out.append(value * gain)
    return out


def mix(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` starting ``at`` seconds in, growing ``into`` if the sound runs past it."""
    start = round(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for offset, value in enumerate(sound):
        into[start + offset] += value * gain


def adsr(index: int, length: int, attack: float, release: float, sustain: float = 0.85) -> float:
    """The gain of a played note at sample ``index`` of ``length``: rise, settle to ``sustain``, release."""
    attack_samples = max(1, round(attack * RATE))
    release_samples = max(1, round(release * RATE))
    settle_samples = attack_samples * 2
    if index < attack_samples:
        gain = index / attack_samples
    elif index < attack_samples + settle_samples:
        progress = (index - attack_samples) / settle_samples
        gain = 1.0 - (1.0 - sustain) * progress
    else:
        gain = sustain
    remaining = length - index
    if remaining < release_samples:
        gain *= remaining / release_samples
    return gain


Brightness = Callable[[float, float], float]
"""How bright a note is at time t (seconds) and envelope gain g: the weight ratio between its harmonics."""


def brass_note(frequency: float, seconds: float, *, harmonics: int = 10, vibrato: float = 0.004,
               detune_cents: float = 0.0, brightness: Brightness | None = None) -> Samples:
    """Return a brass-like note: harmonics whose upper partials swell with the loudness, and late vibrato.

    A real horn gets brighter as it gets louder, so each harmonic k is weighted by ``brightness ** (k - 1)``
    where brightness follows the envelope (or the ``brightness(t, gain)`` function given, for a "wah").
    The vibrato (about 5.5 Hz) starts only after the attack, as a player's would.
    """
    length = round(seconds * RATE)
    base = frequency * 2.0 ** (detune_cents / 1200.0)
    phase = 0.0
    out = []
    for index in range(length):
        t = index / RATE
        gain = adsr(index, length, attack=0.035, release=0.06)
        depth = vibrato * min(1.0, max(0.0, (t - 0.12) / 0.15))
        phase += _TWO_PI * base * (1.0 + depth * math.sin(_TWO_PI * 5.5 * t)) / RATE
        bright = brightness(t, gain) if brightness is not None else 0.2 + 0.5 * gain
        value = 0.0
        weight = 1.0
        for k in range(1, harmonics + 1):
            if base * k >= RATE / 2.2:
                break
            value += weight * math.sin(k * phase)
            weight *= bright
        out.append(value * gain)
    return out


def bell_note(frequency: float, seconds: float) -> Samples:
    """Return a bright plucked note: a few harmonics, the upper ones dying away faster."""
    length = round(seconds * RATE)
    partials = ((1.0, 1.0, 0.35), (2.0, 0.5, 0.18), (3.0, 0.28, 0.10), (4.0, 0.15, 0.06))
    out = []
    for index in range(length):
        t = index / RATE
        attack = min(1.0, index / (0.004 * RATE))
        value = 0.0
        for multiple, weight, decay in partials:
            value += weight * math.exp(-t / decay) * math.sin(_TWO_PI * frequency * multiple * t)
        out.append(value * attack)
    return out


def thump(rng: random.Random, *, cutoff: float, decay: float, body_hz: float, body: float = 0.5) -> Samples:
    """Return one card landing on cloth: a dull burst of filtered noise over a faint low "body" tone."""
    seconds = decay * 6 + 0.01
    burst = decay_envelope(lowpass(noise(seconds, rng), cutoff, passes=2), attack=0.0015, decay=decay)
    peak = max(abs(v) for v in burst) or 1.0
    out = [v / peak for v in burst]
    tone = [math.sin(_TWO_PI * body_hz * i / RATE) for i in range(len(out))]
    mix(out, decay_envelope(tone, attack=0.002, decay=decay * 1.2), 0.0, body)
    return out


def flick(rng: random.Random, seconds: float, *, cutoff: float) -> Samples:
    """Return the short papery tick of a card edge: bright noise with a very fast decay."""
    return decay_envelope(highpass(noise(seconds, rng), cutoff), attack=0.0005, decay=seconds / 4)


def swish(rng: random.Random, seconds: float, *, low: float, high: float) -> Samples:
    """Return band-limited noise that swells and fades: cards sliding across the cloth."""
    band = lowpass(highpass(noise(seconds, rng), low), high, passes=2)
    length = len(band)
    return [v * math.sin(math.pi * i / length) ** 2 for i, v in enumerate(band)]


def finish(samples: Samples, peak_db: float) -> array.array[int]:
    """Fade both ends, scale the loudest sample to ``peak_db`` dB (of full scale), and quantise to 16 bits."""
    out = list(samples)
    fade_in = round(FADE_IN * RATE)
    fade_out = round(FADE_OUT * RATE)
    for index in range(min(fade_in, len(out))):
        out[index] *= index / fade_in
    for index in range(min(fade_out, len(out))):
        out[-1 - index] *= 0.5 - 0.5 * math.cos(math.pi * index / fade_out)
    peak = max(abs(v) for v in out)
    if peak == 0.0:
        raise ValueError("a sound came out silent")
    scale = 10.0 ** (peak_db / 20.0) * 32767.0 / peak
    return array.array("h", (round(v * scale) for v in out))


# ------------------------------------------------------------------------------------------------- the sounds


def card(variant: int) -> Samples:
    """A card on the cloth; each variant lands a little differently so a trick does not sound mechanical."""
    rng = random.Random(f"card-{variant}")
    cutoff, decay, body_hz = ((1500.0, 0.020, 150.0), (1900.0, 0.016, 170.0),
                              (1250.0, 0.024, 135.0), (1700.0, 0.018, 160.0))[variant - 1]
    out = silence(0.004)
    mix(out, flick(rng, 0.012, cutoff=3000.0), 0.0, 0.12)
    mix(out, thump(rng, cutoff=cutoff, decay=decay, body_hz=body_hz), 0.003)
    return out


def shuffle() -> Samples:
    """A riffle shuffle: a flutter of card edges that speeds up and slows down, then the deck squared."""
    rng = random.Random("shuffle")
    out = silence(0.05)
    ticks = 46
    duration = 0.62
    for number in range(ticks):
        # The riffle runs fastest in the middle: place ticks along a sine-warped time line.
        fraction = number / (ticks - 1)
        at = 0.02 + duration * (fraction - 0.12 * math.sin(_TWO_PI * fraction) / _TWO_PI * 2)
        mix(out, flick(rng, 0.010, cutoff=rng.uniform(1800.0, 3200.0)), at, rng.uniform(0.45, 1.0))
    mix(out, swish(rng, duration + 0.05, low=300.0, high=2200.0), 0.0, 0.25)
    mix(out, thump(rng, cutoff=1100.0, decay=0.03, body_hz=120.0), duration + 0.10, 0.9)
    mix(out, thump(rng, cutoff=1400.0, decay=0.02, body_hz=140.0), duration + 0.19, 0.6)
    return out


def deal() -> Samples:
    """Four cards flicked round the table: a slide and a soft landing each, quick and even."""
    rng = random.Random("deal")
    out = silence(0.05)
    for number in range(4):
        at = number * 0.13
        mix(out, swish(rng, 0.05, low=800.0, high=4000.0), at, 0.35)
        mix(out, thump(rng, cutoff=rng.uniform(1400.0, 1900.0), decay=0.016, body_hz=155.0), at + 0.045, 0.8)
    return out


def trick() -> Samples:
    """A trick gathered in: a soft slide of four cards and a gentle stop."""
    rng = random.Random("trick")
    out = swish(rng, 0.2, low=250.0, high=1800.0)
    mix(out, thump(rng, cutoff=1000.0, decay=0.022, body_hz=125.0), 0.17, 0.7)
    return out


def herald() -> Samples:
    """The herald's call for a new hand: a pickup of two short notes up to a held fifth, on two horns.

    The second horn plays an octave below, a touch late and a few cents flat, which thickens the sound
    without the slow beating two horns in unison would make.
    """
    g4, c5, e5, g5 = 392.0, 523.25, 659.25, 783.99
    notes = ((g4, 0.0, 0.11), (g4, 0.13, 0.11), (c5, 0.26, 0.22), (e5, 0.50, 0.14), (g5, 0.66, 0.62))
    out = silence(0.0)
    for frequency, at, length in notes:
        mix(out, brass_note(frequency, length), at, 0.7)
        mix(out, brass_note(frequency / 2, length, harmonics=14, detune_cents=-3.0), at + 0.006, 0.4)
    return out


def march() -> Samples:
    """A march: a bright arpeggio climbing two octaves, the last note left ringing."""
    notes = (523.25, 659.25, 783.99, 1046.5, 1318.5, 1568.0)
    out = silence(0.0)
    for number, frequency in enumerate(notes):
        ring = 0.9 if number == len(notes) - 1 else 0.45
        mix(out, bell_note(frequency, ring), number * 0.075, 0.7 if number < len(notes) - 1 else 0.9)
    return out


def euchre() -> Samples:
    """A euchre: four falling trombone notes, each opening and closing like a mute, the last one wobbling."""
    notes = ((233.08, 0.0, 0.30), (220.0, 0.32, 0.30), (207.65, 0.64, 0.30), (196.0, 0.96, 0.80))

    def wah(length: float) -> Brightness:
        def brightness(t: float, gain: float) -> float:
            # The mute opens and closes once per note (twice on the long last note).
            cycles = 2.0 if length > 0.5 else 1.0
            return 0.12 + 0.55 * math.sin(math.pi * min(1.0, t * cycles / length) ** 0.8) ** 2 * gain
        return brightness

    out = silence(0.0)
    for frequency, at, length in notes:
        vibrato = 0.02 if length > 0.5 else 0.0
        mix(out, brass_note(frequency, length, harmonics=14, vibrato=vibrato, brightness=wah(length)), at)
    return out


def click() -> Samples:
    """A quiet button click: a tiny high blip with a breath of noise."""
    rng = random.Random("click")
    blip = [math.sin(_TWO_PI * 1800.0 * i / RATE) for i in range(round(0.03 * RATE))]
    out = decay_envelope(blip, attack=0.0008, decay=0.004)
    mix(out, flick(rng, 0.006, cutoff=4000.0), 0.0, 0.3)
    return out


SOUNDS: dict[str, tuple[Callable[[], Samples], float]] = {
    **{f"card_{n}": (functools.partial(card, n), -6.0) for n in range(1, 5)},
    "shuffle": (shuffle, -6.0),
    "deal": (deal, -6.0),
    "trick": (trick, -8.0),
    "herald": (herald, -3.0),
    "march": (march, -3.0),
    "euchre": (euchre, -3.0),
    "click": (click, -12.0),
}
"""Every sound file by name, with its builder and its peak level in dB below full scale.

The peaks differ on purpose: a card landing should sit under the herald's call, and a click under both.
"""


def write_wav(path: Path, samples: array.array[int]) -> None:
    """Write 16-bit mono samples at ``RATE`` to ``path`` (little-endian, as WAV requires)."""
    data = array.array("h", samples)
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(str(path), "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(data.tobytes())


def build(names: Sequence[str] | None = None) -> dict[str, array.array[int]]:
    """Synthesise the named sounds (default: all) and return their finished 16-bit samples by name."""
    chosen = list(SOUNDS) if names is None else list(names)
    unknown = [name for name in chosen if name not in SOUNDS]
    if unknown:
        raise ValueError(f"unknown sound(s) {', '.join(unknown)}; known: {', '.join(SOUNDS)}")
    return {name: finish(SOUNDS[name][0](), SOUNDS[name][1]) for name in chosen}


def main(argv: Sequence[str] | None = None) -> int:
    """Write every sound into ``--out`` (default: the repository's ``assets/sounds``)."""
    parser = argparse.ArgumentParser(description="Synthesise the game's sounds as WAV files.")
    default_out = Path(__file__).resolve().parent.parent / "assets" / "sounds"
    parser.add_argument("--out", type=Path, default=default_out, help="the folder to write (assets/sounds)")
    parser.add_argument("names", nargs="*", help="only these sounds (default: all)")
    options = parser.parse_args(argv)
    options.out.mkdir(parents=True, exist_ok=True)
    try:
        sounds = build(options.names or None)
    except ValueError as error:
        parser.error(str(error))
    for name, samples in sounds.items():
        path = options.out / f"{name}.wav"
        write_wav(path, samples)
        print(f"{path}: {len(samples) / RATE:.2f} s, {path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
