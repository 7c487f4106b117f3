"""The sound board asks for the right sounds at the right volume, and the shipped WAV files are sound."""

from __future__ import annotations

import array
import importlib.util
import sys
import wave
from pathlib import Path
from types import ModuleType
from typing import Any, ClassVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QObject, QUrl, qWarning
from pytestqt.qtbot import QtBot

from euchre_desktop.resources import asset_path
from euchre_desktop.ui.sound import (
    SOUND_FILES,
    VOICES_PER_FILE,
    SoundBoard,
    UnknownSoundError,
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


class FakeEffect:
    """Stands in for QtMultimedia's QSoundEffect and remembers what it was told."""

    created: ClassVar[list[FakeEffect]] = []
    played: ClassVar[list[FakeEffect]] = []

    def __init__(self, parent: QObject) -> None:
        self.parent = parent
        self.source: Path | None = None
        self.volumes: list[float] = []
        FakeEffect.created.append(self)

    def setSource(self, url: QUrl) -> None:
        self.source = Path(url.toLocalFile())

    def setVolume(self, volume: float) -> None:
        self.volumes.append(volume)

    def play(self) -> None:
        FakeEffect.played.append(self)


def fake_multimedia(*, device: bool) -> ModuleType:
    """A stand-in PySide6.QtMultimedia whose default audio output exists or not."""

    class Device:
        def isNull(self) -> bool:
            return not device

    class MediaDevices:
        @staticmethod
        def defaultAudioOutput() -> Device:
            return Device()

    module = ModuleType("PySide6.QtMultimedia")
    module.QSoundEffect = FakeEffect  # type: ignore[attr-defined]
    module.QMediaDevices = MediaDevices  # type: ignore[attr-defined]
    return module


@pytest.fixture
def speaker(monkeypatch: pytest.MonkeyPatch) -> list[FakeEffect]:
    """Put a fake QtMultimedia with an audio output in place; return the effects the board makes."""
    FakeEffect.created = []
    FakeEffect.played = []
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", fake_multimedia(device=True))
    return FakeEffect.created


def plays() -> list[tuple[str, int]]:
    """The effects played so far, in order: each one's file name and its index among that file's voices."""
    result = []
    for effect in FakeEffect.played:
        assert effect.source is not None
        voices = [other for other in FakeEffect.created if other.source == effect.source]
        result.append((effect.source.name, voices.index(effect)))
    return result


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


def test_with_a_speaker_every_file_is_loaded_into_its_voices(speaker: list[FakeEffect]) -> None:
    board = SoundBoard()
    assert speaker == [], "QtMultimedia is touched only by the first sound"
    board.play("click")
    files = [asset_path(name) for names in SOUND_FILES.values() for name in names]
    assert sorted(effect.source for effect in speaker if effect.source is not None) == sorted(
        path for path in files for _voice in range(VOICES_PER_FILE))
    assert all(effect.parent is board for effect in speaker)
    assert plays() == [("click.wav", 0)]


def test_a_sound_played_again_while_ringing_takes_another_voice(speaker: list[FakeEffect]) -> None:
    assert VOICES_PER_FILE >= 2, "a card must be able to land while the same sample still rings"
    board = SoundBoard()
    for _ in range(VOICES_PER_FILE + 1):
        board.play("herald")
    # Each repeat starts a fresh voice; only when all have been used does the oldest start over.
    assert plays() == [("herald.wav", voice) for voice in range(VOICES_PER_FILE)] + [("herald.wav", 0)]


def test_the_volume_setting_reaches_the_speaker_as_a_loudness(speaker: list[FakeEffect]) -> None:
    board = SoundBoard()
    board.play("trick")
    board.set_volume(0.5)
    board.play("trick")
    gains = [volume for effect in speaker for volume in effect.volumes]
    assert gains == pytest.approx([1.0, 0.1])


def test_a_silenced_board_never_starts_the_speaker(speaker: list[FakeEffect]) -> None:
    board = SoundBoard()
    board.set_enabled(False)
    for name in SOUND_FILES:
        board.play(name)
    assert speaker == []
    board.set_enabled(True)
    board.set_volume(0)
    board.play("euchre")
    assert plays() == []


@pytest.mark.parametrize("multimedia", [None, fake_multimedia(device=False)],
                         ids=["not importable", "no device"])
def test_without_qtmultimedia_or_a_device_sounds_are_still_requested(
    monkeypatch: pytest.MonkeyPatch, multimedia: ModuleType | None
) -> None:
    """None in sys.modules makes the import fail as it does where PySide6-Addons or libpulse is missing."""
    FakeEffect.created = []
    FakeEffect.played = []
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", multimedia)
    board = SoundBoard()
    requested: list[str] = []
    board.sound_requested.connect(requested.append)
    board.play("march")
    board.play("march")
    assert requested == ["march", "march"]
    assert FakeEffect.created == []


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
