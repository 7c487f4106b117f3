"""The sound board asks for the right sounds at the right volume, and the shipped WAV files are sound."""

from __future__ import annotations

import array
import importlib.util
import sys
import wave
from pathlib import Path
from types import ModuleType

import pytest
from pytestqt.qtbot import QtBot

from euchre_desktop.resources import asset_path
from euchre_desktop.ui.sound import SOUND_FILES, SoundBoard, UnknownSoundError

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
