"""WAV → MP3 / FLAC in constant memory, without ffmpeg.

The service's track is a WAV (44.1 kHz stereo, up to 300 s ≈ 53 MB). It is parsed and encoded
piece by piece as it arrives, so memory use does not grow with the track length.

Accepted input: RIFF/WAVE with integer PCM of 16, 24 or 32 bits or 32-bit float
(WAVE_FORMAT_EXTENSIBLE included), 1 or 2 channels, 8–48 kHz. Chunks other than ``fmt `` and
``data`` (LIST, fact, bext, …) are skipped wherever they are; bytes after the ``data`` chunk
are ignored. A ``data`` size of 0 or 0xFFFFFFFF (written by streaming tools) means "up to the
end". Anything else raises :class:`AudioFormatError`.

All classes keep their state per instance, so encoders may run in parallel threads; lameenc
releases the GIL while it encodes.

The codecs (lameenc, numpy, soundfile, mutagen) are imported by the functions that use them, on
first use: the bot imports this module at start for its errors and types, and a bot that sends
no song should not weigh their ~15 MB (bench/rest.py).
"""

from __future__ import annotations

import struct
import threading
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Self

from bot.errors import SongbotError

if TYPE_CHECKING:
    import lameenc

MP3_BITRATE_KBPS = 192
# LAME quality 3 encodes ~70× real time on one core (measured); 2 ("-h") only ~40×
MP3_QUALITY = 3
_MPEG1_RATES = (32000, 44100, 48000)  # 192 kbps exists only in MPEG-1; other rates get resampled
_MP3_OUT_RATE = 44100
_MIN_RATE, _MAX_RATE = 8000, 48000  # what LAME accepts as input
_FORMAT_PCM, _FORMAT_FLOAT, _FORMAT_EXTENSIBLE = 1, 3, 0xFFFE
_SUPPORTED_BITS = {_FORMAT_PCM: (16, 24, 32), _FORMAT_FLOAT: (32,)}
_MAX_FMT_SIZE = 1024  # a real fmt chunk is 16–40 bytes; a bigger one means garbage
_UNKNOWN_DATA_SIZES = (0, 0xFFFFFFFF)
_HEADER_READ_BYTES = 1 << 16
_FLAC_SUBTYPES = {"PCM_16": "PCM_16", "PCM_24": "PCM_24"}  # FLAC has no 32-bit/float: → PCM_24


class AudioFormatError(SongbotError, ValueError):
    """The input is not a WAV this module can read (the caller words the message)."""


class IncompleteAudio(AudioFormatError):
    """A readable WAV that is not the whole song: cut off before the end its header promises,
    or far shorter than the job said."""

    def __init__(self, got_sec: float, expected_sec: float) -> None:
        super().__init__(f"the WAV holds {got_sec:.1f} s of {expected_sec:.1f} s")
        self.got_sec = got_sec
        self.expected_sec = expected_sec


# A file this much shorter than its job's duration_sec is not the song: it is fetched again
# (docs/guarantees.md §A made song is delivered, however late).
SHORT_TOLERANCE_SEC = 2.0


@dataclass(frozen=True)
class AudioInfo:
    duration_sec: float
    sample_rate: int
    channels: int
    frames: int
    # what the header promises (None: "up to the end"); a fact about the file, not the audio
    declared_frames: int | None = field(default=None, compare=False)

    def check_whole(self, job_sec: float | None) -> None:
        """Raise IncompleteAudio when fewer frames came than the header promises, or when the
        audio is over SHORT_TOLERANCE_SEC shorter than `job_sec` (the job's duration)."""
        expected = self.duration_sec
        if self.declared_frames is not None and self.frames < self.declared_frames:
            expected = self.declared_frames / self.sample_rate
        if job_sec is not None and self.duration_sec < job_sec - SHORT_TOLERANCE_SEC:
            expected = max(expected, job_sec)
        if expected > self.duration_sec:
            raise IncompleteAudio(self.duration_sec, expected)


@dataclass(frozen=True)
class _WavFormat:
    format_tag: int  # _FORMAT_PCM or _FORMAT_FLOAT (extensible is resolved to one of them)
    channels: int
    sample_rate: int
    bits: int

    @property
    def frame_bytes(self) -> int:
        return self.channels * self.bits // 8

    def info(self, data_bytes: int, declared_bytes: int | None = None) -> AudioInfo:
        frames = data_bytes // self.frame_bytes
        declared = None if declared_bytes is None else declared_bytes // self.frame_bytes
        return AudioInfo(
            frames / self.sample_rate, self.sample_rate, self.channels, frames, declared
        )


def _parse_fmt(body: bytes) -> _WavFormat:
    if len(body) < 16:
        raise AudioFormatError("fmt chunk too short")
    tag, channels, rate, _, _, bits = struct.unpack_from("<HHIIHH", body)
    if tag == _FORMAT_EXTENSIBLE and len(body) >= 26:
        (tag,) = struct.unpack_from("<H", body, 24)  # first two bytes of the SubFormat GUID
    fmt = _WavFormat(tag, channels, rate, bits)
    if bits not in _SUPPORTED_BITS.get(tag, ()):
        raise AudioFormatError(f"unsupported sample format {tag}/{bits} bit")
    if channels not in (1, 2) or not _MIN_RATE <= rate <= _MAX_RATE:
        raise AudioFormatError(f"unsupported layout {channels} ch / {rate} Hz")
    return fmt


class _WavReader:
    """Incremental RIFF/WAVE parser: fed bytes in any pieces, it returns whole PCM frames."""

    def __init__(self) -> None:
        self.fmt: _WavFormat | None = None
        self.in_data = False
        self.header_bytes = 0  # bytes before the first PCM byte
        self.data_size: int | None = None  # declared size of "data"; None = up to the end
        self.pcm_bytes = 0  # whole frames returned so far
        self._head = bytearray()  # header bytes received but not parsed yet
        self._riff_seen = False
        self._skip = 0  # bytes of an ignored chunk still to pass over
        self._data_left: int | None = None
        self._carry = b""  # the start of a frame whose other bytes have not arrived

    def feed(self, chunk: bytes) -> bytes:
        if not self.in_data:
            self._head += chunk
            while not self.in_data and self._parse_step():
                pass
            if not self.in_data:
                return b""
            chunk, self._head = bytes(self._head), bytearray()
        return self._whole_frames(chunk)

    def audio_format(self) -> _WavFormat:
        if self.fmt is None or not self.in_data:
            raise AudioFormatError("no audio data: incomplete WAV header")
        return self.fmt

    def _parse_step(self) -> bool:
        """Parse one piece of the header; False when more bytes are needed."""
        if self._skip:
            return self._skip_bytes()
        if not self._riff_seen:
            return self._read_riff()
        if len(self._head) < 8:
            return False
        chunk_id, size = struct.unpack_from("<4sI", self._head)
        if chunk_id == b"fmt ":
            return self._read_fmt(size)
        if chunk_id == b"data":
            return self._start_data(size)
        self._consume(8)
        self._skip = size + (size & 1)  # chunks are padded to an even size
        return True

    def _read_riff(self) -> bool:
        if len(self._head) < 12:
            return False
        if self._head[:4] != b"RIFF" or self._head[8:12] != b"WAVE":
            raise AudioFormatError("not a RIFF/WAVE file")
        self._consume(12)
        self._riff_seen = True
        return True

    def _read_fmt(self, size: int) -> bool:
        if size > _MAX_FMT_SIZE:
            raise AudioFormatError("fmt chunk too large")
        if len(self._head) < 8 + size:
            return False
        self.fmt = _parse_fmt(bytes(self._head[8 : 8 + size]))
        self._consume(8 + size)
        self._skip = size & 1
        return True

    def _start_data(self, size: int) -> bool:
        if self.fmt is None:
            raise AudioFormatError("data chunk before fmt chunk")
        self._consume(8)
        self.in_data = True
        self.data_size = None if size in _UNKNOWN_DATA_SIZES else size
        self._data_left = self.data_size
        return True

    def _skip_bytes(self) -> bool:
        skipped = min(self._skip, len(self._head))
        self._consume(skipped)
        self._skip -= skipped
        return not self._skip

    def _consume(self, count: int) -> None:
        del self._head[:count]
        self.header_bytes += count

    def _whole_frames(self, chunk: bytes) -> bytes:
        if self._data_left is not None:
            chunk = chunk[: self._data_left]
            self._data_left -= len(chunk)
        data = self._carry + chunk if self._carry else chunk
        whole = len(data) - len(data) % self.audio_format().frame_bytes
        self._carry = data[whole:]
        self.pcm_bytes += whole
        return data[:whole]


def _to_pcm16(pcm: bytes, fmt: _WavFormat) -> bytes:
    """Little-endian 16-bit samples, the only input lameenc takes."""
    import numpy as np

    if fmt.format_tag == _FORMAT_FLOAT:
        samples = np.clip(np.frombuffer(pcm, "<f4"), -1.0, 1.0) * 32767
        return samples.round().astype("<i2").tobytes()
    if fmt.bits == 16:
        return pcm
    # wider integers: the two most significant bytes of each little-endian sample
    return np.frombuffer(pcm, np.uint8).reshape(-1, fmt.bits // 8)[:, -2:].tobytes()


def _new_lame(fmt: _WavFormat, bitrate_kbps: int) -> lameenc.Encoder:
    import lameenc

    encoder = lameenc.Encoder()
    encoder.set_bit_rate(bitrate_kbps)
    encoder.set_in_sample_rate(fmt.sample_rate)
    if fmt.sample_rate not in _MPEG1_RATES:
        encoder.set_out_sample_rate(_MP3_OUT_RATE)
    encoder.set_channels(fmt.channels)
    encoder.set_quality(MP3_QUALITY)
    return encoder


# ISO 639-2 codes for the USLT frame, by our language codes; "und" is "undetermined".
_LYRICS_LANGUAGES = {"en": "eng", "ru": "rus", "uk": "ukr", "be": "bel"}


@dataclass(frozen=True)
class Tags:
    """What the MP3's ID3 tag says, so that music players show the song's name, cover and
    words: title, artist and album as text, the lyrics as unsynchronised lyrics (USLT) in the
    request's language, the cover (JPEG bytes) as the front cover picture (APIC)."""

    title: str | None = None
    artist: str | None = None
    album: str | None = None
    lyrics: str | None = None
    language: str | None = None  # ours: en, ru, uk, be
    cover: bytes | None = None


def _write_id3(mp3_path: Path, tags: Tags) -> None:
    from mutagen.id3 import APIC, ID3, TALB, TIT2, TPE1, USLT, Frame, PictureType

    values = ((TIT2, tags.title), (TPE1, tags.artist), (TALB, tags.album))
    frames: list[Frame] = [cls(encoding=3, text=[value]) for cls, value in values if value]
    if tags.lyrics:
        lang = _LYRICS_LANGUAGES.get(tags.language or "", "und")
        frames.append(USLT(encoding=3, lang=lang, desc="", text=tags.lyrics))
    if tags.cover:
        cover = APIC(
            encoding=3, mime="image/jpeg", type=PictureType.COVER_FRONT, desc="", data=tags.cover
        )
        frames.append(cover)
    if not frames:
        return
    id3 = ID3()
    for frame in frames:
        id3.add(frame)
    id3.save(mp3_path)


class StreamingMp3Encoder:
    """Encodes a WAV to MP3 while it downloads: ``feed`` the bytes as they come, then ``finish``.

    Use it as a context manager: leaving the block without ``finish`` (or with an error)
    deletes the partial MP3. Calls on one instance are serialised by a lock.
    """

    def __init__(
        self,
        mp3_path: Path,
        *,
        bitrate_kbps: int = MP3_BITRATE_KBPS,
        tags: Tags | None = None,
        title: str | None = None,
        artist: str | None = None,
        album: str | None = None,
    ) -> None:
        self._path = Path(mp3_path)
        self._bitrate_kbps = bitrate_kbps
        self._tags = tags or Tags(title, artist, album)
        self._reader = _WavReader()
        self._lame: lameenc.Encoder | None = None  # built once the fmt chunk gives the layout
        self._lock = threading.Lock()
        self._finished = False
        self._file = self._path.open("wb")

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if not self._finished:
            self.abort()

    def feed(self, chunk: bytes) -> None:
        with self._lock:
            self._check_open()
            if pcm := self._reader.feed(chunk):
                samples = _to_pcm16(pcm, self._reader.audio_format())
                self._file.write(self._encoder().encode(samples))

    def finish(self) -> AudioInfo:
        """Flushes LAME, closes the file and tags it; raises AudioFormatError on no audio."""
        with self._lock:
            self._check_open()
            reader = self._reader
            info = reader.audio_format().info(reader.pcm_bytes, reader.data_size)
            if not info.frames:
                raise AudioFormatError("no audio frames")
            self._file.write(self._encoder().flush())
            self._file.close()
            _write_id3(self._path, self._tags)
            self._finished = True
            return info

    def abort(self) -> None:
        """Closes and deletes the partial MP3."""
        with self._lock:
            self._file.close()
            self._path.unlink(missing_ok=True)

    def _check_open(self) -> None:
        if self._file.closed:
            raise ValueError("encoder already finished or aborted")

    def _encoder(self) -> lameenc.Encoder:
        if self._lame is None:
            self._lame = _new_lame(self._reader.audio_format(), self._bitrate_kbps)
        return self._lame


def encode_mp3(
    wav_path: Path,
    mp3_path: Path,
    *,
    bitrate_kbps: int = MP3_BITRATE_KBPS,
    tags: Tags | None = None,
    title: str | None = None,
    artist: str | None = None,
    album: str | None = None,
    chunk_bytes: int = 1 << 20,
) -> AudioInfo:
    """Encodes a WAV file through StreamingMp3Encoder, ``chunk_bytes`` at a time."""
    with (
        Path(wav_path).open("rb") as wav,
        StreamingMp3Encoder(
            mp3_path, bitrate_kbps=bitrate_kbps, tags=tags or Tags(title, artist, album)
        ) as encoder,
    ):
        while chunk := wav.read(chunk_bytes):
            encoder.feed(chunk)
        return encoder.finish()


def wav_info(wav_path: Path) -> AudioInfo:
    """Reads only the header; the frame count comes from the data size and the file size."""
    reader = _WavReader()
    with Path(wav_path).open("rb") as wav:
        while not reader.in_data and (chunk := wav.read(_HEADER_READ_BYTES)):
            reader.feed(chunk)
    fmt = reader.audio_format()
    available = Path(wav_path).stat().st_size - reader.header_bytes
    declared = available if reader.data_size is None else reader.data_size
    return fmt.info(min(declared, available), reader.data_size)


def encode_flac(wav_path: Path, flac_path: Path, *, chunk_frames: int = 1 << 16) -> AudioInfo:
    """Lossless copy block by block; 16/24-bit stay as they are, 32-bit and float become 24-bit."""
    import numpy as np
    import soundfile as sf

    info = wav_info(wav_path)  # same checks and errors as the MP3 path
    with sf.SoundFile(wav_path) as src:
        is_float = src.subtype in ("FLOAT", "DOUBLE")
        subtype = _FLAC_SUBTYPES.get(src.subtype, "PCM_24")
        with sf.SoundFile(
            flac_path, "w", src.samplerate, src.channels, subtype, format="FLAC"
        ) as dst:
            # int32 keeps integer samples exact; floats are read as floats and clipped
            for block in src.blocks(chunk_frames, dtype="float32" if is_float else "int32"):
                dst.write(np.clip(block, -1.0, 1.0) if is_float else block)
    return info


def mp3_duration(mp3_path: Path) -> float:
    """Track length as players see it (from the MP3 frames). The ID3 tag in front is skipped,
    not parsed: its cover and words are the bot's own, and parsing them took most of the time."""
    from mutagen import MutagenError
    from mutagen.mp3 import MPEGInfo

    try:
        with Path(mp3_path).open("rb") as mp3:
            return float(MPEGInfo(mp3).length)
    except (MutagenError, OSError) as error:
        raise AudioFormatError("not an MP3 file") from error
