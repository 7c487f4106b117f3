"""The table's sounds: a ``SoundBoard`` that plays the WAV files in ``assets/sounds`` by name.

Sound is a courtesy, never a requirement. QtMultimedia comes with PySide6-Addons and, on Linux, needs the
PulseAudio client library (Debian's ``libpulse0``), so it is imported only when the first sound is played;
if it is missing, or there is no audio device, the board stays silent without an error and without a line
in the log. Everything else (the enabled switch, the volume, the ``sound_requested`` signal) works the same
either way, which is what the tests check: the request, not the speaker.

The speaker is one QtMultimedia ``QAudioSink`` that stays open for the session, fed by a small mixer here:
every sound asked for is added as a voice, so a run of cards overlaps naturally. Not ``QSoundEffect``: from
Qt 6.10 each of its plays creates a voice whose event notifier is sometimes destroyed on the audio thread,
and then the GUI thread spins forever printing ``QSocketNotifier: Invalid socket`` (measured with PySide6
6.11.3 on PulseAudio: once every 200 to 450 plays, i.e. about once a match). A plain sink needs no
QtMultimedia media back end (FFmpeg), so the bundle leaves that out (see ``packaging/bundle_rules.py``).

Integration: ``board = SoundBoard(window)``; ``model.sound_requested.connect(board.play)``; bind
``set_enabled`` to the speaker button and ``sound.enabled``, and ``set_volume(volume / 100)`` to
``sound.volume``.
"""

from __future__ import annotations

import array
import contextlib
import importlib
import itertools
import sys
import wave
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any, Final, Protocol

from PySide6.QtCore import QLoggingCategory, QObject, QTimer, Signal

from ..resources import asset_path

__all__ = [
    "LOUDNESS_RANGE_DB", "MAX_VOICES", "SOUND_FILES", "Mixer", "SoundBoard", "SoundBoardLike",
    "SoundFileError", "SoundPlayer", "UnknownSoundError", "encode", "read_wav", "resample", "volume_to_gain",
]

SOUND_FILES: Final[Mapping[str, tuple[str, ...]]] = {
    "card": ("sounds/card_1.wav", "sounds/card_2.wav", "sounds/card_3.wav", "sounds/card_4.wav"),
    "shuffle": ("sounds/shuffle.wav",),
    "deal": ("sounds/deal.wav",),
    "trick": ("sounds/trick.wav",),
    "herald": ("sounds/herald.wav",),
    "march": ("sounds/march.wav",),
    "euchre": ("sounds/euchre.wav",),
    "click": ("sounds/click.wav",),
}
"""Each sound name and its asset files; a name with several files plays them in turn, so a run of cards
landing on the cloth never sounds like one sample repeated. ``tools/make_sounds.py`` writes them all."""


LOUDNESS_RANGE_DB: Final = 40.0
"""The span of the volume setting in decibels: 1 plays a file as recorded and each tenth less is 4 dB
quieter, so the slider's halfway mark sounds about half as loud (a linear gain would sound nearly as loud
as full volume until the very bottom of the slider)."""

MAX_VOICES: Final = 8
"""How many sounds may ring at once; one more cuts the oldest short. It bounds the mixing work when the
table runs at full speed, far above what a player can tell apart."""

BUFFER_SECONDS: Final = 0.05
"""How much mixed sound is queued ahead of the speaker: a new sound starts at most this late (plus the sound
server's own latency), and the mixer must run at least this often to keep the sound unbroken."""

PUMP_INTERVAL_MS: Final = 10
"""How often the mixer tops up the queue while something plays: several times per ``BUFFER_SECONDS``."""

IDLE_SUSPEND_MS: Final = 800
"""How long the sink stays running after the last sound ends before it is suspended: long enough not to stop
and restart the stream between two cards, short enough that a quiet table lets the sound card sleep."""


class UnknownSoundError(ValueError):
    """A sound was asked for by a name the board does not have."""


class SoundPlayer(Protocol):
    """What actually makes a noise: given a WAV file and a volume from 0 to 1, play it without waiting."""

    def play(self, path: Path, volume: float) -> None:
        """Start playing ``path`` at ``volume`` and return at once."""


class SoundBoardLike(Protocol):
    """What the window needs of a sound board (a ``SoundBoard``, or a test's silent one)."""

    def play(self, name: str) -> None:
        """Play a sound by name."""

    def set_enabled(self, enabled: bool) -> None:
        """Silence or allow every sound."""

    def set_volume(self, volume: float) -> None:
        """Loudness from 0 to 1."""


class SoundBoard(QObject):
    """Plays the table's sounds by name, unless silenced.

    Signals:
        sound_requested(str): a sound (by name, e.g. ``"card"``) was sent to the speaker. Emitted whenever
            the board is enabled with a volume above zero, whether or not a speaker exists.
    """

    sound_requested = Signal(str)

    def __init__(self, parent: QObject | None = None, *, player: SoundPlayer | None = None) -> None:
        """Create an enabled board at full volume.

        ``player`` replaces the speaker (tests use a recorder); by default QtMultimedia is tried on the first
        sound and, if it cannot play, the board is silent.
        """
        super().__init__(parent)
        self._enabled = True
        self._volume = 1.0
        self._player = player
        self._player_tried = player is not None
        self._variants: dict[str, Iterator[str]] = {name: itertools.cycle(files)
                                                    for name, files in SOUND_FILES.items()}

    @property
    def enabled(self) -> bool:
        """Whether the board makes sounds at all (the speaker button)."""
        return self._enabled

    def set_enabled(self, enabled: bool) -> None:
        """Turn every sound on or off."""
        self._enabled = bool(enabled)

    @property
    def volume(self) -> float:
        """The loudness from 0 (silent) to 1 (as recorded)."""
        return self._volume

    def set_volume(self, volume: float) -> None:
        """Set the loudness from 0 to 1; anything else raises ValueError and leaves the volume unchanged."""
        if isinstance(volume, bool) or not isinstance(volume, int | float) or not 0.0 <= volume <= 1.0:
            raise ValueError(f"the volume must be a number from 0 to 1, not {volume!r}")
        self._volume = float(volume)

    @property
    def audible(self) -> bool:
        """True when a sound asked for now would be requested: enabled, with a volume above zero."""
        return self._enabled and self._volume > 0.0

    def play(self, name: str) -> None:
        """Play the sound ``name`` (one of ``SOUND_FILES``) if the board is audible.

        An unknown name raises UnknownSoundError even when silenced, so a typo is caught in any setting.
        """
        if name not in SOUND_FILES:
            raise UnknownSoundError(f"no sound named {name!r}; the sounds are {', '.join(SOUND_FILES)}")
        if not self.audible:
            return
        path = asset_path(next(self._variants[name]))
        self.sound_requested.emit(name)
        player = self._speaker()
        if player is not None:
            player.play(path, self._volume)

    def _speaker(self) -> SoundPlayer | None:
        """The player, looked for once, on first use (importing QtMultimedia costs start-up time)."""
        if not self._player_tried:
            self._player_tried = True
            self._player = _SinkSpeaker.create(self)
        return self._player


class SoundFileError(ValueError):
    """A sound file is not what the mixer plays: an uncompressed 16-bit mono WAV file."""


def volume_to_gain(volume: float) -> float:
    """Return the linear amplitude factor for a volume setting from 0 to 1 (see ``LOUDNESS_RANGE_DB``)."""
    if volume <= 0.0:
        return 0.0
    return float(10.0 ** ((volume - 1.0) * LOUDNESS_RANGE_DB / 20.0))


def read_wav(path: Path) -> tuple[int, list[float]]:
    """Return the sample rate and the samples (-1 to 1) of a 16-bit mono WAV file.

    Raises SoundFileError, naming the file, for anything else: ``tools/make_sounds.py`` writes only that.
    """
    try:
        with wave.open(str(path), "rb") as file:
            channels, width, rate, frames = (file.getnchannels(), file.getsampwidth(), file.getframerate(),
                                             file.getnframes())
            data = file.readframes(frames)
    except (OSError, EOFError, wave.Error) as error:
        raise SoundFileError(f"{path} is not a readable WAV file: {error}") from error
    if (channels, width) != (1, 2):
        raise SoundFileError(f"{path} has {channels} channel(s) of {8 * width}-bit samples; "
                             "the mixer plays 16-bit mono")
    samples = array.array("h")
    samples.frombytes(data[:len(data) - len(data) % 2])
    if sys.byteorder == "big":
        samples.byteswap()  # WAV files are little-endian
    return rate, [sample / 32768.0 for sample in samples]


def resample(samples: Sequence[float], from_rate: int, to_rate: int) -> list[float]:
    """Return ``samples`` recorded at ``from_rate`` as heard at ``to_rate``, by linear interpolation.

    Good enough for short effects played on a device that wants another rate; the same rate is a copy.
    """
    if from_rate <= 0 or to_rate <= 0:
        raise ValueError(f"sample rates must be positive, not {from_rate} and {to_rate}")
    if from_rate == to_rate or not samples:
        return list(samples)
    count = max(1, round(len(samples) * to_rate / from_rate))
    step = from_rate / to_rate
    last = len(samples) - 1
    result = []
    for index in range(count):
        position = index * step
        left = min(int(position), last)
        right = min(left + 1, last)
        fraction = position - left
        result.append(samples[left] + (samples[right] - samples[left]) * fraction)
    return result


def encode(samples: Sequence[float], channels: int, floating: bool) -> bytes:
    """Return mono ``samples`` as interleaved native-endian frames of ``channels`` channels.

    16-bit integers, or 32-bit floats if ``floating``; values beyond full scale are clipped, not wrapped.
    """
    clipped = [min(1.0, max(-1.0, sample)) for sample in samples for _channel in range(channels)]
    if floating:
        return array.array("f", clipped).tobytes()
    return array.array("h", [min(32767, round(sample * 32768.0)) for sample in clipped]).tobytes()


class Mixer:
    """Adds up the sounds that are playing into blocks of output samples, one block at a time."""

    def __init__(self, max_voices: int = MAX_VOICES) -> None:
        """Create a silent mixer that lets at most ``max_voices`` sounds ring together."""
        if max_voices < 1:
            raise ValueError(f"a mixer needs room for at least one voice, not {max_voices}")
        self._max_voices = max_voices
        # Each voice: the samples, the gain, and how many samples have been played.
        self._voices: list[list[Any]] = []

    @property
    def busy(self) -> bool:
        """True while some sound still has samples to play."""
        return bool(self._voices)

    def add(self, samples: Sequence[float], gain: float) -> None:
        """Start ``samples`` (-1 to 1) now, scaled by ``gain``; beyond ``max_voices`` the oldest stops."""
        if samples and gain > 0.0:
            self._voices.append([samples, gain, 0])
            del self._voices[:-self._max_voices]

    def mix(self, frames: int) -> list[float]:
        """Return the next ``frames`` samples of every voice summed (fewer once all have ended)."""
        length = min(frames, max((len(samples) - played for samples, _, played in self._voices), default=0))
        block = [0.0] * length
        for voice in self._voices:
            samples, gain, played = voice
            count = min(length, len(samples) - played)
            for index in range(count):
                block[index] += samples[played + index] * gain
            voice[2] = played + count
        self._voices = [voice for voice in self._voices if voice[2] < len(voice[0])]
        return block


class _SinkSpeaker:
    """Plays the sound files through one QAudioSink, mixing what overlaps (see the module docstring).

    The sink is written to from the GUI thread only, a few milliseconds ahead of the speaker; it is
    suspended when the table has been quiet a moment, and it follows the system's default output (a
    headset plugged in or out): the sound server does not move a stream Qt opened on a named device, and
    Qt does not notice when the server removes one.
    """

    def __init__(self, parent: QObject, multimedia: ModuleType, device: Any) -> None:
        self._parent = parent
        self._multimedia = multimedia
        self._files = {path: read_wav(path)
                       for path in map(asset_path, itertools.chain.from_iterable(SOUND_FILES.values()))}
        self._mixer = Mixer()
        self._sink: Any = None
        self._pump_timer = QTimer(parent)
        self._pump_timer.setInterval(PUMP_INTERVAL_MS)
        self._pump_timer.timeout.connect(self._pump)
        self._idle_timer = QTimer(parent)
        self._idle_timer.setSingleShot(True)
        self._idle_timer.setInterval(IDLE_SUSPEND_MS)
        self._idle_timer.timeout.connect(self._suspend)
        self._devices = multimedia.QMediaDevices(parent)
        self._devices.audioOutputsChanged.connect(self._follow_default_output)
        self._open(device)

    @classmethod
    def create(cls, parent: QObject) -> _SinkSpeaker | None:
        """Return a speaker if QtMultimedia is installed and an audio output exists, else None.

        Qt's multimedia start-up reports every missing optional library (PipeWire, VA-API), the lack of a
        media back end and an absent sound server as warnings; none of them stops a sink, and with no
        speaker to play on they are noise, so they are held back for the duration of the probe (and only
        then).
        """
        with _quiet_qt_messages():
            try:
                # By name: the game still runs where PySide6-Addons is missing, and the bundle rules find
                # the module by this string.
                multimedia = importlib.import_module("PySide6.QtMultimedia")
            except (ImportError, OSError):
                # Not installed, or its system libraries (libpulse on Linux) are missing.
                return None
            device = multimedia.QMediaDevices.defaultAudioOutput()
            if device.isNull():
                return None
            return cls(parent, multimedia, device)

    def _open(self, device: Any) -> None:
        """Start a suspended sink on ``device``, in a format it takes, with every sound at its rate."""
        rate = next(iter(self._files.values()))[0]
        audio_format = self._output_format(device, rate)
        self._channels = audio_format.channelCount()
        self._floating = audio_format.sampleFormat() == self._multimedia.QAudioFormat.SampleFormat.Float
        self._frame_bytes = self._channels * (4 if self._floating else 2)
        self._sounds = {path: resample(samples, file_rate, audio_format.sampleRate())
                        for path, (file_rate, samples) in self._files.items()}
        self._device_id = bytes(device.id())
        self._sink = self._multimedia.QAudioSink(device, audio_format, self._parent)
        self._sink.setBufferSize(round(BUFFER_SECONDS * audio_format.sampleRate()) * self._frame_bytes)
        self._stream = self._sink.start()
        self._sink.suspend()
        self._suspended = True

    def _output_format(self, device: Any, rate: int) -> Any:
        """The sound files' own format (16-bit mono at ``rate``) if the device takes it, else the device's
        preferred rate and channels, in 32-bit floats if it prefers them and 16-bit integers otherwise."""
        sample_format = self._multimedia.QAudioFormat.SampleFormat
        audio_format = self._multimedia.QAudioFormat()
        audio_format.setSampleRate(rate)
        audio_format.setChannelCount(1)
        audio_format.setSampleFormat(sample_format.Int16)
        if device.isFormatSupported(audio_format):
            return audio_format
        preferred = device.preferredFormat()
        if preferred.sampleFormat() != sample_format.Float:
            preferred.setSampleFormat(sample_format.Int16)
        return preferred

    def play(self, path: Path, volume: float) -> None:
        """Add ``path`` (one of the sound files) to the mix at ``volume`` (0 to 1) and start it at once."""
        if self._sink is None:
            self._follow_default_output()
            if self._sink is None:
                return  # still no output to play on
        self._mixer.add(self._sounds[path], volume_to_gain(volume))
        self._idle_timer.stop()
        if self._suspended:
            self._sink.resume()
            self._suspended = False
        self._pump()
        if not self._pump_timer.isActive():
            self._pump_timer.start()

    def _pump(self) -> None:
        """Top the sink's queue up with the next mixed samples; when all sounds have ended, wind down."""
        if self._sink is None:
            self._pump_timer.stop()
            return
        frames = self._sink.bytesFree() // self._frame_bytes
        if frames > 0 and self._mixer.busy:
            self._stream.write(encode(self._mixer.mix(frames), self._channels, self._floating))
        if not self._mixer.busy:
            self._pump_timer.stop()
            self._idle_timer.start()

    def _suspend(self) -> None:
        """Let the sound server pause the stream (and the sound card sleep) while the table is quiet."""
        if self._sink is not None and not self._suspended and not self._mixer.busy:
            self._sink.suspend()
            self._suspended = True

    def _follow_default_output(self) -> None:
        """Move to the system's default output if it changed; with none left, close until the next sound.

        What was playing is dropped. Qt reports the change of devices, and opening the new sink may warn
        like the first probe did, so this is quiet too.
        """
        with _quiet_qt_messages():
            device = self._multimedia.QMediaDevices.defaultAudioOutput()
            if self._sink is not None and not device.isNull() and bytes(device.id()) == self._device_id:
                return
            if self._sink is not None:
                self._sink.stop()
                self._sink.deleteLater()
                self._sink = None
            self._mixer = Mixer()
            self._pump_timer.stop()
            self._idle_timer.stop()
            if not device.isNull():
                self._open(device)


@contextlib.contextmanager
def _quiet_qt_messages() -> Iterator[None]:
    """Hold Qt's log messages back inside a ``with`` block, then let them through again.

    By logging rules, which Qt applies itself, not by a Python message handler: QtMultimedia's libraries log
    from their constructors while the dynamic loader's lock is held, and a handler in Python then waits for
    the interpreter's lock, which another Python thread may hold while it waits for the loader's lock to
    load an extension module of its own (the tests' bot threads deadlocked on it).
    """
    QLoggingCategory.setFilterRules("*=false")
    try:
        yield
    finally:
        QLoggingCategory.setFilterRules("")
