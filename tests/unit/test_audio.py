"""WAV → MP3 / FLAC: correctness of the output, streaming in any chunk sizes, flat memory."""

from __future__ import annotations

import random
import struct
import tracemalloc
import wave
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf
from mutagen.id3 import ID3

from bot.media.audio import (
    MP3_BITRATE_KBPS,
    AudioFormatError,
    AudioInfo,
    IncompleteAudio,
    StreamingMp3Encoder,
    Tags,
    encode_flac,
    encode_mp3,
    mp3_duration,
    wav_info,
)
from tests.e2e.helpers import mp3_info

RATE = 44100
NOTES_HZ = (262, 294, 330, 349, 392, 440, 494, 523)
# the rest of KSDATAFORMAT_SUBTYPE_PCM/IEEE_FLOAT after its two-byte format tag
GUID_TAIL = bytes.fromhex("000000001000800000aa00389b71")


def melody(seconds: float, channels: int = 2, rate: int = RATE, start_sec: int = 0) -> np.ndarray:
    """A sine melody, one note per quarter second, as int16 frames × channels."""
    t = np.arange(int(seconds * rate)) / rate + start_sec
    notes = np.take(NOTES_HZ, (t * 4).astype(int) % len(NOTES_HZ))
    mono = 0.4 * np.sin(2 * np.pi * notes * t)
    gains = (1.0, 0.7)[:channels]
    return (np.stack([mono * g for g in gains], axis=1) * 32767).astype("<i2")


def write_wav(path: Path, samples: np.ndarray, rate: int = RATE) -> Path:
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(samples.shape[1])
        wav.setsampwidth(2)
        wav.setframerate(rate)
        wav.writeframes(samples.tobytes())
    return path


def chunk(chunk_id: bytes, body: bytes, size: int | None = None) -> bytes:
    size = len(body) if size is None else size
    return chunk_id + struct.pack("<I", size) + body + b"\0" * (len(body) & 1)


def fmt_chunk(
    channels: int = 2, bits: int = 16, tag: int = 1, rate: int = RATE, extensible: bool = False
) -> bytes:
    block = channels * bits // 8
    head_tag = 0xFFFE if extensible else tag
    body = struct.pack("<HHIIHH", head_tag, channels, rate, rate * block, block, bits)
    if extensible:
        body += struct.pack("<HHIH", 22, bits, 3, tag) + GUID_TAIL
    return chunk(b"fmt ", body)


def riff(*chunks: bytes, form: bytes = b"WAVE") -> bytes:
    body = form + b"".join(chunks)
    return b"RIFF" + struct.pack("<I", len(body)) + body


def encode_bytes(tmp_path: Path, wav_bytes: bytes, name: str = "out") -> bytes:
    wav_path = tmp_path / f"{name}.wav"
    wav_path.write_bytes(wav_bytes)
    mp3_path = tmp_path / f"{name}.mp3"
    encode_mp3(wav_path, mp3_path)
    return mp3_path.read_bytes()


@pytest.fixture
def samples() -> np.ndarray:
    return melody(3.0)


@pytest.fixture
def plain_mp3(tmp_path: Path, samples: np.ndarray) -> bytes:
    """The reference: a WAV written by the stdlib, encoded from the file."""
    wav_path = write_wav(tmp_path / "plain.wav", samples)
    encode_mp3(wav_path, tmp_path / "plain.mp3")
    return (tmp_path / "plain.mp3").read_bytes()


@pytest.mark.parametrize("channels", [2, 1], ids=["stereo", "mono"])
def test_mp3_has_the_duration_bitrate_and_tags(tmp_path: Path, channels: int) -> None:
    wav_path = write_wav(tmp_path / "song.wav", melody(4.5, channels))
    mp3_path = tmp_path / "song.mp3"

    info = encode_mp3(wav_path, mp3_path, title="Кот 🐈", artist="Songbot", album="Demo")

    assert info == AudioInfo(4.5, RATE, channels, int(4.5 * RATE))
    assert mp3_duration(mp3_path) == pytest.approx(4.5, abs=0.1)
    stream = mp3_info(mp3_path)
    assert stream.bitrate >= MP3_BITRATE_KBPS * 1000
    assert stream.channels == channels
    tags = ID3(mp3_path)
    assert (tags["TIT2"].text, tags["TPE1"].text, tags["TALB"].text) == (
        ["Кот 🐈"],
        ["Songbot"],
        ["Demo"],
    )


def test_mp3_duration_skips_a_tag_with_a_cover_and_words(tmp_path: Path) -> None:
    """The tag is skipped, not read: a cover's bytes in it must not pass for MPEG frames."""
    from mutagen.mp3 import MP3

    from bot.media.cover import draw_cover

    mp3_path = tmp_path / "song.mp3"
    words = "Мы поём о коте\n" * 200
    tags = Tags(
        "Кот", "Songbot", "Songbot", lyrics=words, language="ru", cover=draw_cover("Кот", "rock")
    )
    encode_mp3(write_wav(tmp_path / "a.wav", melody(3.0)), mp3_path, tags=tags)

    assert ID3(mp3_path).size > 10_000  # the cover and the words are in front of the audio
    parsed = MP3(mp3_path).info  # the tag parsed whole, as before
    assert parsed is not None
    assert mp3_duration(mp3_path) == parsed.length == pytest.approx(3.0, abs=0.1)


def test_mp3_without_tags_has_no_id3(tmp_path: Path, samples: np.ndarray) -> None:
    encode_mp3(write_wav(tmp_path / "a.wav", samples), tmp_path / "a.mp3")
    assert not (tmp_path / "a.mp3").read_bytes().startswith(b"ID3")


def test_other_sample_rates_are_resampled_to_44100(tmp_path: Path) -> None:
    wav_path = write_wav(tmp_path / "low.wav", melody(2.0, rate=22050), rate=22050)
    info = encode_mp3(wav_path, tmp_path / "low.mp3")
    assert info.sample_rate == 22050
    assert mp3_info(tmp_path / "low.mp3").sample_rate == 44100
    assert mp3_duration(tmp_path / "low.mp3") == pytest.approx(2.0, abs=0.1)


def test_tiny_chunks_give_the_same_mp3_as_one_feed(tmp_path: Path, samples: np.ndarray) -> None:
    wav_bytes = write_wav(tmp_path / "a.wav", samples).read_bytes()
    rng = random.Random(7)

    with StreamingMp3Encoder(tmp_path / "whole.mp3", title="T") as encoder:
        encoder.feed(wav_bytes)
        whole_info = encoder.finish()
    with StreamingMp3Encoder(tmp_path / "pieces.mp3", title="T") as encoder:
        offset = 0
        while offset < len(wav_bytes):
            # 1..7 bytes through the header, then odd sizes that split frames
            size = rng.randint(1, 7) if offset < 100 else rng.randint(1, 9999)
            encoder.feed(wav_bytes[offset : offset + size])
            offset += size
        pieces_info = encoder.finish()

    assert pieces_info == whole_info
    assert (tmp_path / "pieces.mp3").read_bytes() == (tmp_path / "whole.mp3").read_bytes()


def test_chunks_before_data_are_skipped(
    tmp_path: Path, samples: np.ndarray, plain_mp3: bytes
) -> None:
    list_chunk = chunk(b"LIST", b"INFOINAM\x05\x00\x00\x00Song\x00")  # odd size: padded
    wav_bytes = riff(
        chunk(b"JUNK", b"\0" * 28), fmt_chunk(), list_chunk, chunk(b"data", samples.tobytes())
    )
    assert encode_bytes(tmp_path, wav_bytes) == plain_mp3
    assert wav_info(tmp_path / "out.wav").frames == len(samples)


def test_bytes_after_data_are_not_audio(
    tmp_path: Path, samples: np.ndarray, plain_mp3: bytes
) -> None:
    wav_bytes = riff(
        fmt_chunk(), chunk(b"data", samples.tobytes()), chunk(b"LIST", b"INFO" + b"x" * 3000)
    )
    assert encode_bytes(tmp_path, wav_bytes) == plain_mp3
    assert wav_info(tmp_path / "out.wav").frames == len(samples)


def test_unknown_data_size_reads_to_the_end(
    tmp_path: Path, samples: np.ndarray, plain_mp3: bytes
) -> None:
    wav_bytes = riff(fmt_chunk(), chunk(b"data", samples.tobytes(), size=0xFFFFFFFF))
    assert encode_bytes(tmp_path, wav_bytes) == plain_mp3
    assert wav_info(tmp_path / "out.wav").frames == len(samples)


def pcm24(samples: np.ndarray) -> bytes:
    """16-bit samples widened to 24 bits (low byte zero)."""
    as_bytes = samples.astype("<i2").view(np.uint8).reshape(-1, 2)
    return np.hstack([np.zeros((len(as_bytes), 1), np.uint8), as_bytes]).tobytes()


WIDER_FORMATS = {
    "pcm24": lambda s: fmt_chunk(bits=24) + chunk(b"data", pcm24(s)),
    "float32": lambda s: (
        fmt_chunk(bits=32, tag=3) + chunk(b"data", (s / 32767).astype("<f4").tobytes())
    ),
    "extensible16": lambda s: fmt_chunk(extensible=True) + chunk(b"data", s.tobytes()),
}


@pytest.mark.parametrize("layout", WIDER_FORMATS.values(), ids=WIDER_FORMATS.keys())
def test_other_sample_formats_encode_like_16_bit(
    tmp_path: Path, samples: np.ndarray, plain_mp3: bytes, layout
) -> None:
    assert encode_bytes(tmp_path, riff(layout(samples))) == plain_mp3


GOOD_DATA = chunk(b"data", melody(0.1).tobytes())
BAD_INPUTS = {
    "empty": b"",
    "text": b"<html>502 Bad Gateway</html>" * 10,
    "random": random.Random(1).randbytes(5000),
    "mp3": b"ID3\x04\x00" + b"\xff\xfb" * 2000,
    "avi": riff(fmt_chunk(), GOOD_DATA, form=b"AVI "),
    "header_only": riff(fmt_chunk()),
    "data_before_fmt": riff(GOOD_DATA, fmt_chunk()),
    "adpcm": riff(fmt_chunk(tag=2, bits=4), GOOD_DATA),
    "8bit": riff(fmt_chunk(bits=8), GOOD_DATA),
    "6ch": riff(fmt_chunk(channels=6), GOOD_DATA),
    "96kHz": riff(fmt_chunk(rate=96000), GOOD_DATA),
    "no_frames": riff(fmt_chunk(), chunk(b"data", b"")),
    "huge_fmt": riff(chunk(b"fmt ", b"\0" * 4096)),
}


@pytest.mark.parametrize("wav_bytes", BAD_INPUTS.values(), ids=BAD_INPUTS.keys())
def test_bad_input_raises_and_leaves_no_mp3(tmp_path: Path, wav_bytes: bytes) -> None:
    with pytest.raises(AudioFormatError):
        encode_bytes(tmp_path, wav_bytes)
    assert not (tmp_path / "out.mp3").exists()


@pytest.mark.parametrize("name", ["text", "header_only", "adpcm"])
def test_wav_info_rejects_bad_input(tmp_path: Path, name: str) -> None:
    (tmp_path / "bad.wav").write_bytes(BAD_INPUTS[name])
    with pytest.raises(AudioFormatError):
        wav_info(tmp_path / "bad.wav")


def test_unfinished_encoder_deletes_its_file(tmp_path: Path, samples: np.ndarray) -> None:
    wav_bytes = write_wav(tmp_path / "a.wav", samples).read_bytes()
    with StreamingMp3Encoder(tmp_path / "cut.mp3") as encoder:
        encoder.feed(wav_bytes[: len(wav_bytes) // 2])
    assert not (tmp_path / "cut.mp3").exists()


def test_finished_encoder_refuses_more_input(tmp_path: Path, samples: np.ndarray) -> None:
    wav_bytes = write_wav(tmp_path / "a.wav", samples).read_bytes()
    with StreamingMp3Encoder(tmp_path / "a.mp3") as encoder:
        encoder.feed(wav_bytes)
        encoder.finish()
        with pytest.raises(ValueError, match="finished"):
            encoder.feed(b"\0\0\0\0")
    assert (tmp_path / "a.mp3").exists()


def test_mp3_duration_rejects_non_mp3(tmp_path: Path) -> None:
    (tmp_path / "x.mp3").write_bytes(b"not an mp3 at all" * 100)
    with pytest.raises(AudioFormatError):
        mp3_duration(tmp_path / "x.mp3")


def test_parallel_encoders_match_sequential_ones(tmp_path: Path) -> None:
    wavs = [write_wav(tmp_path / f"{n}.wav", melody(2.0, n % 2 + 1, start_sec=n)) for n in range(4)]

    def encode(wav_path: Path, suffix: str) -> bytes:
        mp3_path = wav_path.with_suffix(suffix)
        encode_mp3(wav_path, mp3_path, chunk_bytes=4096)
        return mp3_path.read_bytes()

    sequential = [encode(wav, ".seq.mp3") for wav in wavs]
    with ThreadPoolExecutor(max_workers=4) as pool:
        parallel = list(pool.map(encode, wavs, [".par.mp3"] * len(wavs)))
    assert parallel == sequential


@pytest.mark.parametrize(
    ("channels", "subtype"),
    [(2, "PCM_16"), (1, "PCM_16"), (2, "PCM_24")],
    ids=["stereo16", "mono16", "stereo24"],
)
def test_flac_round_trips_the_samples(tmp_path: Path, channels: int, subtype: str) -> None:
    original = melody(2.5, channels).astype(np.int32) << 16
    original[::7] += 1 << 8  # low bits set, so a 24-bit source that lost them fails
    if subtype == "PCM_16":
        original &= ~0xFFFF
    sf.write(tmp_path / "a.wav", original, RATE, subtype=subtype)

    info = encode_flac(tmp_path / "a.wav", tmp_path / "a.flac", chunk_frames=10_000)

    restored, rate = sf.read(tmp_path / "a.flac", dtype="int32", always_2d=True)
    assert rate == RATE
    assert sf.info(tmp_path / "a.flac").subtype == subtype
    np.testing.assert_array_equal(restored, original)
    assert info == AudioInfo(2.5, RATE, channels, len(original))


def test_flac_rejects_non_wav(tmp_path: Path) -> None:
    (tmp_path / "a.wav").write_bytes(BAD_INPUTS["text"])
    with pytest.raises(AudioFormatError):
        encode_flac(tmp_path / "a.wav", tmp_path / "a.flac")


@pytest.fixture(scope="module")
def long_wav(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A 300 s stereo track (52.9 MB), the longest the service makes."""
    path = tmp_path_factory.mktemp("long") / "long.wav"
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(2)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        for second in range(300):
            wav.writeframes(melody(1.0, start_sec=second).tobytes())
    return path


def test_long_track_encodes_in_flat_memory(long_wav: Path, tmp_path: Path) -> None:
    assert long_wav.stat().st_size > 50_000_000
    tracemalloc.start()
    try:
        baseline = tracemalloc.get_traced_memory()[0]
        info = encode_mp3(long_wav, tmp_path / "long.mp3", title="Long")
        peak_growth = tracemalloc.get_traced_memory()[1] - baseline
    finally:
        tracemalloc.stop()

    assert peak_growth < 20_000_000
    assert info.frames == 300 * RATE
    assert mp3_duration(tmp_path / "long.mp3") == pytest.approx(300.0, abs=0.1)


def test_a_cut_off_wav_says_how_much_its_header_promised(tmp_path: Path) -> None:
    whole = riff(fmt_chunk(), chunk(b"data", melody(2.0).tobytes(), size=4 * 4 * RATE))  # says 4 s
    mp3 = tmp_path / "cut.mp3"
    with StreamingMp3Encoder(mp3) as encoder:
        encoder.feed(whole)
        info = encoder.finish()
    assert info.frames == 2 * RATE and info.declared_frames == 4 * RATE
    with pytest.raises(IncompleteAudio) as cut:
        info.check_whole(None)
    assert (cut.value.got_sec, cut.value.expected_sec) == (2.0, 4.0)


def test_a_whole_wav_is_checked_against_its_jobs_length(tmp_path: Path) -> None:
    info = encode_mp3(write_wav(tmp_path / "a.wav", melody(3.0)), tmp_path / "a.mp3")
    info.check_whole(None)
    info.check_whole(4.9)  # within 2 s: the song as the service made it
    with pytest.raises(AudioFormatError, match="3.0 s of 5.1 s"):
        info.check_whole(5.1)
