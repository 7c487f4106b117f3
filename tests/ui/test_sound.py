"""The sound board asks for the right sounds at the right volume, its mixer feeds the speaker what a player
should hear, and the shipped WAV files are sound."""

from __future__ import annotations

import array
import enum
import importlib.util
import sys
import wave
from pathlib import Path
from types import ModuleType
from typing import Any, ClassVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QLoggingCategory, QObject, Signal, qInstallMessageHandler, qWarning
from pytestqt.qtbot import QtBot

from euchre_desktop.resources import asset_path
from euchre_desktop.ui import sound
from euchre_desktop.ui.sound import (
    MAX_VOICES,
    SOUND_FILES,
    Mixer,
    SoundBoard,
    SoundFileError,
    UnknownSoundError,
    encode,
    read_wav,
    resample,
    volume_to_gain,
)

REPO_ROOT = Path(__file__).resolve().parents[2]

#: How long each sound may run, in seconds: a card is a tap, the herald a short call, nothing drags on.
DURATION_BOUNDS = {
    "card": (0.05, 0.25),
    "shuffle": (0.5, 1.5),
    "deal": (0.3, 1.0),
    "trick": (0.15, 0.6),
    "herald": (0.8, 2.0),
    "march": (0.6, 1.8),
    "euchre": (1.0, 2.2),
    "click": (0.01, 0.1),
}


class RecordingPlayer:
    """A speaker that writes down what it was asked to play."""

    def __init__(self) -> None:
        self.played: list[tuple[Path, float]] = []

    def play(self, path: Path, volume: float) -> None:
        self.played.append((path, volume))


class FakeFormat:
    """Stands in for QAudioFormat."""

    class SampleFormat(enum.Enum):
        UInt8 = 1
        Int16 = 2
        Float = 4

    def __init__(self, rate: int = 0, channels: int = 0, sample_format: Any = None) -> None:
        self.rate, self.channels, self.sample_format = rate, channels, sample_format

    def setSampleRate(self, rate: int) -> None:
        self.rate = rate

    def sampleRate(self) -> int:
        return self.rate

    def setChannelCount(self, channels: int) -> None:
        self.channels = channels

    def channelCount(self) -> int:
        return self.channels

    def setSampleFormat(self, sample_format: Any) -> None:
        self.sample_format = sample_format

    def sampleFormat(self) -> Any:
        return self.sample_format


class FakeDevice:
    """Stands in for QAudioDevice: a named output that takes 16-bit mono, or only its preferred format."""

    def __init__(self, name: str = "", *, takes_mono_16_bit: bool = True) -> None:
        self.name = name
        self.takes_mono_16_bit = takes_mono_16_bit

    def isNull(self) -> bool:
        return not self.name

    def id(self) -> bytes:
        return self.name.encode()

    def isFormatSupported(self, audio_format: FakeFormat) -> bool:
        return self.takes_mono_16_bit

    def preferredFormat(self) -> FakeFormat:
        return FakeFormat(48000, 2, FakeFormat.SampleFormat.Float)


class FakeSink:
    """Stands in for QAudioSink in push mode, on a device that plays whatever it is given at once."""

    created: ClassVar[list[FakeSink]] = []

    def __init__(self, device: FakeDevice, audio_format: FakeFormat, parent: QObject) -> None:
        self.device, self.format, self.parent = device, audio_format, parent
        self.buffer_size = 0
        self.written = bytearray()
        self.suspended = False
        self.stopped = False
        FakeSink.created.append(self)

    def setBufferSize(self, size: int) -> None:
        self.buffer_size = size

    def start(self) -> FakeSink:
        return self  # the stream to write to

    def write(self, data: bytes) -> int:
        assert not self.suspended and not self.stopped, "written while not playing"
        assert len(data) <= self.buffer_size
        self.written += data
        return len(data)

    def bytesFree(self) -> int:
        return self.buffer_size

    def suspend(self) -> None:
        self.suspended = True

    def resume(self) -> None:
        self.suspended = False

    def stop(self) -> None:
        self.stopped = True

    def deleteLater(self) -> None:
        """Nothing to free."""

    def samples(self) -> list[int]:
        """What the speaker played, as 16-bit samples."""
        assert self.format.sample_format is FakeFormat.SampleFormat.Int16
        return array.array("h", bytes(self.written)).tolist()


class FakeMediaDevices(QObject):
    """Stands in for QMediaDevices: ``default`` is the system's default output, None for none."""

    audioOutputsChanged = Signal()
    default: ClassVar[FakeDevice | None] = None

    @staticmethod
    def defaultAudioOutput() -> FakeDevice:
        return FakeMediaDevices.default or FakeDevice()


def fake_multimedia() -> ModuleType:
    """A stand-in PySide6.QtMultimedia whose default output is ``FakeMediaDevices.default``."""
    module = ModuleType("PySide6.QtMultimedia")
    module.QAudioFormat = FakeFormat  # type: ignore[attr-defined]
    module.QAudioSink = FakeSink  # type: ignore[attr-defined]
    module.QMediaDevices = FakeMediaDevices  # type: ignore[attr-defined]
    return module


@pytest.fixture
def sinks(monkeypatch: pytest.MonkeyPatch) -> list[FakeSink]:
    """Put a fake QtMultimedia with a default output in place; return the sinks the board opens."""
    FakeSink.created = []
    monkeypatch.setattr(FakeMediaDevices, "default", FakeDevice("speakers"))
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", fake_multimedia())
    return FakeSink.created


def file_samples(name: str) -> list[float]:
    """The samples of a shipped sound file, -1 to 1."""
    return read_wav(asset_path(f"sounds/{name}.wav"))[1]


def as_16_bit(samples: list[float]) -> list[int]:
    """``samples`` as the speaker receives them."""
    return array.array("h", encode(samples, 1, False)).tolist()


def read_samples(path: Path) -> tuple[wave._wave_params, array.array[int]]:
    """The WAV file's parameters and its 16-bit samples."""
    with wave.open(str(path), "rb") as file:
        params = file.getparams()
        frames = file.readframes(params.nframes)
    samples = array.array("h", frames)
    if sys.byteorder == "big":
        samples.byteswap()
    return params, samples


def load_make_sounds() -> ModuleType:
    """Import tools/make_sounds.py, which is a script rather than part of the package."""
    spec = importlib.util.spec_from_file_location("make_sounds", REPO_ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_played_sound_is_requested_and_sent_to_the_speaker(qtbot: QtBot) -> None:
    player = RecordingPlayer()
    board = SoundBoard(player=player)
    board.set_volume(0.4)
    with qtbot.waitSignal(board.sound_requested, check_params_cb=lambda name: name == "herald"):
        board.play("herald")
    assert player.played == [(asset_path("sounds/herald.wav"), 0.4)]


def test_cards_take_turns_through_their_variants() -> None:
    player = RecordingPlayer()
    board = SoundBoard(player=player)
    for _ in range(8):
        board.play("card")
    names = [path.name for path, _volume in player.played]
    assert names == ["card_1.wav", "card_2.wav", "card_3.wav", "card_4.wav"] * 2


def test_a_silenced_board_requests_nothing(qtbot: QtBot) -> None:
    player = RecordingPlayer()
    board = SoundBoard(player=player)
    board.set_enabled(False)
    with qtbot.assertNotEmitted(board.sound_requested):
        for name in SOUND_FILES:
            board.play(name)
    assert player.played == []
    board.set_enabled(True)
    board.play("click")
    assert len(player.played) == 1


def test_volume_zero_requests_nothing(qtbot: QtBot) -> None:
    player = RecordingPlayer()
    board = SoundBoard(player=player)
    board.set_volume(0)
    with qtbot.assertNotEmitted(board.sound_requested):
        board.play("shuffle")
    assert player.played == []
    assert not board.audible


@pytest.mark.parametrize("volume", [-0.1, 1.5, "loud", True, float("nan")])
def test_a_bad_volume_is_refused_and_the_old_one_kept(volume: object) -> None:
    board = SoundBoard(player=RecordingPlayer())
    board.set_volume(0.25)
    with pytest.raises(ValueError, match="volume"):
        board.set_volume(volume)  # type: ignore[arg-type]
    assert board.volume == 0.25


def test_an_unknown_sound_is_an_error_even_when_silenced() -> None:
    board = SoundBoard(player=RecordingPlayer())
    board.set_enabled(False)
    with pytest.raises(UnknownSoundError, match="'trumpet'"):
        board.play("trumpet")


def test_the_real_speaker_stays_quiet_without_qtmultimedia_or_a_device(qtbot: QtBot) -> None:
    """No player given: QtMultimedia is missing (Essentials) or there is no device here; nothing may fail.

    A Qt warning would fail this test through the qt_log_level_fail setting.
    """
    board = SoundBoard()
    requested: list[str] = []
    board.sound_requested.connect(requested.append)
    for name in SOUND_FILES:
        board.play(name)
    assert requested == list(SOUND_FILES)


@pytest.mark.qt_log_ignore("^heard after the sound probe$")
def test_the_real_probe_gives_the_log_back(qtbot: QtBot, qtlog: Any) -> None:
    """Qt's messages are held back only while QtMultimedia starts: a warning afterwards is still logged."""
    SoundBoard().play("click")
    qWarning("heard after the sound probe")
    assert [record.message for record in qtlog.records] == ["heard after the sound probe"]


def test_the_probe_quiets_qt_by_its_rules_not_by_a_python_handler() -> None:
    """QtMultimedia's libraries log while the dynamic loader's lock is held; a Python handler swapped in for
    the probe could then deadlock with a thread loading a module, so Qt is quieted by its logging rules."""
    heard: list[str] = []
    previous = qInstallMessageHandler(lambda _kind, _context, text: heard.append(text))
    try:
        with sound._quiet_qt_messages():
            assert not QLoggingCategory.defaultCategory().isWarningEnabled()
            qWarning("held back")
        qWarning("heard")
    finally:
        qInstallMessageHandler(previous)
    assert heard == ["heard"]


def test_a_sound_reaches_the_speaker_at_once_in_the_files_own_format(sinks: list[FakeSink]) -> None:
    board = SoundBoard()
    assert sinks == [], "QtMultimedia is touched only by the first sound"
    board.play("herald")
    (sink,) = sinks
    assert (sink.format.rate, sink.format.channels, sink.format.sample_format) == (
        22050, 1, FakeFormat.SampleFormat.Int16)
    assert sink.parent is board and sink.device.name == "speakers" and not sink.suspended
    # The first block is written before play() returns: a sound never waits for the next timer tick.
    frames = sink.buffer_size // 2
    assert 0.02 <= frames / 22050 <= 0.1, "the queue ahead of the speaker stays short"
    assert sink.samples() == as_16_bit(file_samples("herald")[:frames])


def test_the_whole_sound_is_played_then_the_stream_is_suspended(qtbot: QtBot, sinks: list[FakeSink]) -> None:
    board = SoundBoard()
    board.play("trick")
    (sink,) = sinks
    # The sound is fed in real time; a loaded machine may take several times its length to get through it.
    qtbot.waitUntil(lambda: sink.suspended, timeout=10000)
    assert sink.samples() == as_16_bit(file_samples("trick"))
    board.play("click")
    assert not sink.suspended, "a new sound wakes the stream"


def test_sounds_played_together_are_heard_together(qtbot: QtBot, sinks: list[FakeSink]) -> None:
    board = SoundBoard()
    board.play("card")
    board.play("card")
    (sink,) = sinks
    qtbot.waitUntil(lambda: sink.suspended, timeout=3000)
    first, second = file_samples("card_1"), file_samples("card_2")
    # The first card's opening block went out alone; the second joined it from the next block.
    head = sink.buffer_size // 2
    expected = first[:head] + [a + b for a, b in zip(first[head:], second, strict=False)]
    expected += second[len(first) - head:]
    assert sink.samples() == as_16_bit(expected)


def test_the_volume_setting_scales_what_is_played(sinks: list[FakeSink]) -> None:
    board = SoundBoard()
    board.set_volume(0.5)
    board.play("march")
    played = sinks[0].samples()
    assert played == as_16_bit([sample * 0.1 for sample in file_samples("march")[:len(played)]])


def test_a_silenced_board_never_opens_the_speaker(sinks: list[FakeSink]) -> None:
    board = SoundBoard()
    board.set_enabled(False)
    for name in SOUND_FILES:
        board.play(name)
    board.set_enabled(True)
    board.set_volume(0)
    board.play("euchre")
    assert sinks == []


def test_a_device_that_wants_its_own_format_gets_it(monkeypatch: pytest.MonkeyPatch,
                                                    sinks: list[FakeSink]) -> None:
    """A device that refuses 16-bit mono at 22050 Hz is fed its preferred rate and channels."""
    monkeypatch.setattr(FakeMediaDevices, "default", FakeDevice("hdmi", takes_mono_16_bit=False))
    SoundBoard().play("click")
    (sink,) = sinks
    assert (sink.format.rate, sink.format.channels, sink.format.sample_format) == (
        48000, 2, FakeFormat.SampleFormat.Float)
    played = array.array("f", bytes(sink.written)).tolist()
    click = resample(file_samples("click"), 22050, 48000)
    frames = min(len(click), sink.buffer_size // 8)
    assert played == pytest.approx([sample for sample in click[:frames] for _channel in (0, 1)], abs=1e-6)


def test_the_speaker_follows_the_default_output(monkeypatch: pytest.MonkeyPatch,
                                                sinks: list[FakeSink]) -> None:
    """A headset plugged in takes over; with no output left the board is silent until one returns."""
    board = SoundBoard()
    board.play("card")
    devices = board.findChild(FakeMediaDevices)
    assert devices is not None
    monkeypatch.setattr(FakeMediaDevices, "default", FakeDevice("headset"))
    devices.audioOutputsChanged.emit()
    assert sinks[0].stopped and [sink.device.name for sink in sinks] == ["speakers", "headset"]
    monkeypatch.setattr(FakeMediaDevices, "default", None)
    devices.audioOutputsChanged.emit()
    assert sinks[1].stopped and len(sinks) == 2
    board.play("card")  # nowhere to play: nothing happens, and nothing fails
    monkeypatch.setattr(FakeMediaDevices, "default", FakeDevice("speakers"))
    board.play("card")
    assert len(sinks) == 3 and sinks[2].written


@pytest.mark.parametrize("importable", [False, True], ids=["not importable", "no device"])
def test_without_qtmultimedia_or_a_device_sounds_are_still_requested(
    monkeypatch: pytest.MonkeyPatch, importable: bool
) -> None:
    """None in sys.modules makes the import fail as it does where PySide6-Addons or libpulse is missing."""
    FakeSink.created = []
    monkeypatch.setattr(FakeMediaDevices, "default", None)
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", fake_multimedia() if importable else None)
    board = SoundBoard()
    requested: list[str] = []
    board.sound_requested.connect(requested.append)
    board.play("march")
    board.play("march")
    assert requested == ["march", "march"]
    assert FakeSink.created == []


def test_overlapping_sounds_add_up() -> None:
    mixer = Mixer()
    mixer.add([0.5, 0.5, 0.5], gain=1.0)
    assert mixer.mix(1) == [0.5]
    mixer.add([0.25, -0.25], gain=0.5)
    assert mixer.mix(10) == [0.625, 0.375]  # both end here, so the block stops here
    assert not mixer.busy
    assert mixer.mix(10) == []


def test_more_voices_than_the_mixer_holds_cut_the_oldest_short() -> None:
    mixer = Mixer()
    for index in range(MAX_VOICES + 1):
        mixer.add([float(index)] * 2, gain=1.0)
    assert mixer.mix(1) == [sum(range(1, MAX_VOICES + 1))]
    with pytest.raises(ValueError, match="at least one voice"):
        Mixer(0)


def test_resampling_keeps_the_ends_and_fills_in_between() -> None:
    assert resample([0.0, 1.0, 0.0], 100, 100) == [0.0, 1.0, 0.0]
    assert resample([0.0, 1.0, 0.0], 100, 200) == pytest.approx([0.0, 0.5, 1.0, 0.5, 0.0, 0.0])
    assert resample([0.0, 0.5, 1.0, 0.5], 200, 100) == [0.0, 1.0]
    with pytest.raises(ValueError, match="positive"):
        resample([0.0], 0, 100)


def test_encoding_clips_and_repeats_the_sample_for_each_channel() -> None:
    assert array.array("h", encode([0.5, -2.0, 2.0], 1, False)).tolist() == [16384, -32768, 32767]
    assert array.array("h", encode([0.5, -0.5], 2, False)).tolist() == [16384, 16384, -16384, -16384]
    assert array.array("f", encode([0.25, 3.0], 1, True)).tolist() == [0.25, 1.0]


def test_a_file_the_mixer_cannot_play_is_named_in_the_error(tmp_path: Path) -> None:
    stereo = tmp_path / "stereo.wav"
    with wave.open(str(stereo), "wb") as file:
        file.setnchannels(2)
        file.setsampwidth(2)
        file.setframerate(22050)
        file.writeframes(bytes(8))
    with pytest.raises(SoundFileError, match=r"stereo\.wav has 2 channel"):
        read_wav(stereo)
    garbage = tmp_path / "garbage.wav"
    garbage.write_bytes(b"not a wave file")
    with pytest.raises(SoundFileError, match=r"garbage\.wav is not a readable WAV file"):
        read_wav(garbage)


def test_the_shipped_files_load_as_stored() -> None:
    rate, samples = read_wav(asset_path("sounds/herald.wav"))
    _params, stored = read_samples(asset_path("sounds/herald.wav"))
    assert rate == 22050
    assert samples == [value / 32768 for value in stored]


@settings(max_examples=50)
@given(st.floats(0.0, 1.0), st.floats(0.0, 1.0))
def test_a_higher_volume_is_never_quieter(low: float, high: float) -> None:
    low, high = sorted((low, high))
    assert 0.0 <= volume_to_gain(low) <= volume_to_gain(high) <= 1.0


def test_the_volume_scale_is_in_decibels() -> None:
    assert volume_to_gain(1.0) == 1.0
    assert volume_to_gain(0.0) == 0.0
    # Halfway is 20 dB down (a tenth of the amplitude), a tenth of the way up is 36 dB down.
    assert volume_to_gain(0.5) == pytest.approx(0.1)
    assert volume_to_gain(0.1) == pytest.approx(10 ** (-36 / 20))


def test_the_model_sound_names_all_exist() -> None:
    """The game model asks for these names; each needs a file."""
    for name in ("shuffle", "herald", "card", "trick", "march", "euchre", "deal"):
        assert name in SOUND_FILES


@pytest.mark.parametrize("name", sorted(SOUND_FILES))
def test_each_sound_file_is_a_small_clean_wav(name: str) -> None:
    low, high = DURATION_BOUNDS[name]
    for asset in SOUND_FILES[name]:
        path = asset_path(asset)
        assert path.stat().st_size < 100 * 1024, f"{asset} is too big"
        params, samples = read_samples(path)
        assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050), asset
        assert low <= params.nframes / params.framerate <= high, f"{asset} runs {params.nframes} frames"
        peak = max(abs(s) for s in samples)
        # Normalised: loud enough to hear, and never touching full scale (no clipping).
        assert 0.2 * 32767 < peak < 0.95 * 32767, f"{asset} peaks at {peak}"
        # Faded at both ends, so starting or stopping it never clicks.
        assert abs(samples[0]) < 100 and abs(samples[-1]) < 100, asset


def test_the_committed_sounds_are_what_the_script_makes() -> None:
    """The script is the sounds' source: regenerating them gives the committed files (to a rounding)."""
    built = load_make_sounds().build()
    committed = {Path(asset).stem for files in SOUND_FILES.values() for asset in files}
    assert set(built) == committed
    for stem, samples in built.items():
        _params, stored = read_samples(asset_path(f"sounds/{stem}.wav"))
        assert len(stored) == len(samples), stem
        # math.sin may differ in the last bit between C libraries; allow a one-step rounding difference.
        assert max(abs(a - b) for a, b in zip(stored, samples, strict=True)) <= 1, stem
