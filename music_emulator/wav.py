"""A short tune per job as 16-bit stereo WAV, synthesised and streamed one chunk at a time."""

import struct
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

SAMPLE_RATE = 44100
CHANNELS = 2
SAMPLE_WIDTH = 2
HEADER_SIZE = 44
# one second per chunk keeps memory flat however long the track is
CHUNK_FRAMES = SAMPLE_RATE
FADE_SEC = 1.0
MASTER_GAIN = 0.7

MAJOR = (0, 2, 4, 5, 7, 9, 11)
MINOR = (0, 2, 3, 5, 7, 8, 10)
# chord roots as scale degrees, one chord per bar: I-V-vi-IV and i-VI-III-VII
PROGRESSIONS = {MAJOR: (0, 4, 5, 3), MINOR: (0, 5, 2, 6)}
BARS = 8
LOOP_BEATS = BARS * 4  # melody, voice, bass and kick all repeat after this many beats
EIGHTHS_PER_BAR = 8
VOICE_HARMONICS = np.array([1.0, 0.5, 0.35, 0.2, 0.1]) / 2.15
VIBRATO_HZ = 5.5
VIBRATO_DEPTH = 0.006


@dataclass(frozen=True)
class Tune:
    beat_sec: float
    melody_hz: np.ndarray  # one per eighth note, 0 for a rest
    voice_hz: np.ndarray  # one per half bar
    bass_hz: np.ndarray  # one per beat


def frame_count(duration_sec: float) -> int:
    return round(duration_sec * SAMPLE_RATE)


def wav_size(frames: int) -> int:
    return HEADER_SIZE + frames * CHANNELS * SAMPLE_WIDTH


def wav_header(frames: int) -> bytes:
    data_size = frames * CHANNELS * SAMPLE_WIDTH
    block = CHANNELS * SAMPLE_WIDTH
    return struct.pack(
        "<4sI4s4sIHHIIHH4sI",
        b"RIFF",
        HEADER_SIZE - 8 + data_size,
        b"WAVE",
        b"fmt ",
        16,
        1,
        CHANNELS,
        SAMPLE_RATE,
        SAMPLE_RATE * block,
        block,
        SAMPLE_WIDTH * 8,
        b"data",
        data_size,
    )


def wav_stream(frames: int, seed: int) -> Iterator[bytes]:
    """The whole file, header first, in chunks of at most CHUNK_FRAMES frames."""
    yield wav_header(frames)
    loop = loop_of(seed)
    for start in range(0, frames, CHUNK_FRAMES):
        yield to_pcm(from_loop(loop, start, min(CHUNK_FRAMES, frames - start), frames))


def make_tune(seed: int) -> Tune:
    rng = np.random.default_rng(seed)
    root = int(rng.integers(55, 63))  # MIDI G3..D4
    scale = MAJOR if rng.random() < 0.6 else MINOR
    chords = np.tile(PROGRESSIONS[scale], BARS // 4)
    return Tune(
        beat_sec=60.0 / int(rng.integers(84, 121)),
        melody_hz=_hz(root + 12, scale, _melody_degrees(rng, chords)),
        voice_hz=_hz(root, scale, np.repeat(chords, 2) + np.tile([2, 4], BARS)),
        bass_hz=_hz(root - 12, scale, np.repeat(chords, 4)),
    )


@lru_cache(maxsize=1)
def loop_of(seed: int) -> np.ndarray:
    """The seed's loop, kept until another seed's is asked for: the same job's file is often
    fetched again (the lossless file after the song), and the tests' services sing one seed.
    Rendering takes ~0.2 s of CPU; one loop of 19 s at 100 bpm holds ~13 MB."""
    loop = render_loop(make_tune(seed))
    loop.flags.writeable = False  # shared by every stream of the seed
    return loop


def render_loop(tune: Tune) -> np.ndarray:
    """One turn of the tune (LOOP_BEATS beats; every part repeats within it), shape (n, 2).
    A song repeats it, so it is rendered once: a 300 s file streams ~10 times faster than
    rendering every frame would, closer to a real service whose finished file is ready."""
    t = np.arange(round(LOOP_BEATS * tune.beat_sec * SAMPLE_RATE)) / SAMPLE_RATE
    lead = _lead(t, tune.melody_hz, tune.beat_sec / 2)
    voice = _voice(t, tune.voice_hz, tune.beat_sec * 2)
    bass = _bass(t, tune.bass_hz, tune.beat_sec)
    kick = _kick(t, tune.beat_sec * 2)
    left = 0.30 * lead + 0.25 * voice + 0.30 * bass + 0.25 * kick
    right = 0.15 * lead + 0.40 * voice + 0.30 * bass + 0.25 * kick
    return np.stack([left, right], axis=1) * MASTER_GAIN


def from_loop(loop: np.ndarray, start: int, count: int, total: int) -> np.ndarray:
    """Frames start..start+count of a song of `total` frames, faded in and out, shape (count, 2).
    Every note falls silent at its slot's edges, so the turns join without a click."""
    frames = start + np.arange(count)
    t = frames / SAMPLE_RATE
    fade = np.clip(np.minimum(t, total / SAMPLE_RATE - t) / FADE_SEC, 0.0, 1.0)
    return loop[frames % len(loop)] * fade[:, None]


def to_pcm(samples: np.ndarray) -> bytes:
    return (np.clip(samples, -1.0, 1.0) * 32767).astype("<i2").tobytes()


def _melody_degrees(rng: np.random.Generator, chords: np.ndarray) -> np.ndarray:
    # a random walk that restarts on each bar's chord root, with a few rests (-1)
    steps = rng.integers(-2, 3, size=(len(chords), EIGHTHS_PER_BAR))
    steps[:, 0] = 0
    degrees = chords[:, None] + np.cumsum(steps, axis=1) % 7
    rests = rng.random(degrees.shape) < 0.2
    return np.where(rests, -1, degrees).ravel()


def _hz(base_midi: int, scale: tuple[int, ...], degrees: np.ndarray) -> np.ndarray:
    midi = base_midi + 12 * (degrees // 7) + np.array(scale)[degrees % 7]
    return np.where(degrees < 0, 0.0, 440.0 * 2.0 ** ((midi - 69) / 12))


def _slots(t: np.ndarray, slot_sec: float, table: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Time since the current slot began, and the slot's value from a looping table."""
    index = (t // slot_sec).astype(np.int64)
    return t - index * slot_sec, table[index % len(table)]


def _envelope(tn: np.ndarray, slot_sec: float, attack: float, decay: float) -> np.ndarray:
    # ramps to zero at both slot edges so notes join without clicks
    release = np.clip((slot_sec - tn) / 0.02, 0.0, 1.0)
    return np.minimum(1.0, tn / attack) * np.exp(-tn * decay) * release


def _lead(t: np.ndarray, table: np.ndarray, slot_sec: float) -> np.ndarray:
    tn, hz = _slots(t, slot_sec, table)
    tone = np.sin(2 * np.pi * hz * tn) + 0.3 * np.sin(4 * np.pi * hz * tn)
    return tone / 1.3 * _envelope(tn, slot_sec, 0.005, 3.0)


def _voice(t: np.ndarray, table: np.ndarray, slot_sec: float) -> np.ndarray:
    tn, hz = _slots(t, slot_sec, table)
    phase = 2 * np.pi * hz * tn + hz * VIBRATO_DEPTH / VIBRATO_HZ * np.sin(
        2 * np.pi * VIBRATO_HZ * tn
    )
    harmonics = np.arange(1, len(VOICE_HARMONICS) + 1)
    tone = np.sin(phase[:, None] * harmonics) @ VOICE_HARMONICS
    return tone * _envelope(tn, slot_sec, 0.08, 0.3)


def _bass(t: np.ndarray, table: np.ndarray, slot_sec: float) -> np.ndarray:
    tn, hz = _slots(t, slot_sec, table)
    tone = np.sin(2 * np.pi * hz * tn) + 0.2 * np.sin(4 * np.pi * hz * tn)
    return tone / 1.2 * _envelope(tn, slot_sec, 0.01, 2.0)


def _kick(t: np.ndarray, slot_sec: float) -> np.ndarray:
    tn = t % slot_sec
    # pitch falls from 120 Hz to 50 Hz: phase is the integral of 50 + 70 e^(-15 t)
    phase = 2 * np.pi * (50 * tn + 70 / 15 * (1 - np.exp(-15 * tn)))
    return np.sin(phase) * _envelope(tn, slot_sec, 0.002, 12.0)
