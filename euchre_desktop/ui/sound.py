"""The table's sounds: a ``SoundBoard`` that plays the WAV files in ``assets/sounds`` by name.

Sound is a courtesy, never a requirement. QtMultimedia comes with PySide6-Addons and, on Linux, needs the
PulseAudio client library (Debian's ``libpulse0``), so it is imported only when the first sound is played;
if it is missing, or there is no audio device, the board stays silent without an error and without a line
in the log. Everything else (the enabled switch, the volume, the ``sound_requested`` signal) works the same
either way, which is what the tests check: the request, not the speaker.

The speaker is QtMultimedia's ``QSoundEffect``, which decodes the short WAV files into memory once and
starts them with little delay. It needs no QtMultimedia media back end (FFmpeg), so the bundle leaves that
out (see ``packaging/bundle_rules.py``).

Integration: ``board = SoundBoard(window)``; ``model.sound_requested.connect(board.play)``; bind
``set_enabled`` to the speaker button and ``sound.enabled``, and ``set_volume(volume / 100)`` to
``sound.volume``.
"""

from __future__ import annotations

import contextlib
import importlib
import itertools
from collections.abc import Iterator, Mapping
from pathlib import Path
from types import ModuleType
from typing import Any, Final, Protocol

from PySide6.QtCore import QObject, QUrl, Signal, qInstallMessageHandler

from euchre_desktop.resources import asset_path

__all__ = [
    "LOUDNESS_RANGE_DB", "SOUND_FILES", "VOICES_PER_FILE", "SoundBoard", "SoundPlayer", "UnknownSoundError",
    "volume_to_gain",
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


class UnknownSoundError(ValueError):
    """A sound was asked for by a name the board does not have."""


class SoundPlayer(Protocol):
    """What actually makes a noise: given a WAV file and a volume from 0 to 1, play it without waiting."""

    def play(self, path: Path, volume: float) -> None:
        """Start playing ``path`` at ``volume`` and return at once."""


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
            self._player = _QtMultimediaPlayer.create(self)
        return self._player


VOICES_PER_FILE: Final = 2
"""How many copies of one sound file may ring at once. A file played again while it still rings starts a
fresh copy instead of cutting the first one off; with the card sound's four files that lets eight cards
overlap, far more than even the fastest table lands before the first has faded."""

LOUDNESS_RANGE_DB: Final = 40.0
"""The span of the volume setting in decibels: 1 plays a file as recorded and each tenth less is 4 dB
quieter, so the slider's halfway mark sounds about half as loud (a linear gain would sound nearly as loud
as full volume until the very bottom of the slider)."""


def volume_to_gain(volume: float) -> float:
    """Return the linear amplitude factor for a volume setting from 0 to 1 (see ``LOUDNESS_RANGE_DB``)."""
    if volume <= 0.0:
        return 0.0
    return float(10.0 ** ((volume - 1.0) * LOUDNESS_RANGE_DB / 20.0))


class _QtMultimediaPlayer:
    """Plays WAV files through QtMultimedia's QSoundEffect: a few voices per file, all loaded up front."""

    def __init__(self, parent: QObject, multimedia: ModuleType) -> None:
        self._voices: dict[Path, Iterator[Any]] = {}
        for files in SOUND_FILES.values():
            for name in files:
                path = asset_path(name)
                voices = []
                for _ in range(VOICES_PER_FILE):
                    effect = multimedia.QSoundEffect(parent)
                    effect.setSource(QUrl.fromLocalFile(str(path)))
                    voices.append(effect)
                # Taken in turn: the next voice is the one started longest ago, so it is the one most
                # likely to have finished, and the one least missed if it must be restarted.
                self._voices[path] = itertools.cycle(voices)

    @classmethod
    def create(cls, parent: QObject) -> _QtMultimediaPlayer | None:
        """Return a player if QtMultimedia is installed and an audio output exists, else None.

        Qt's multimedia start-up reports every missing optional library (PipeWire, VA-API), the lack of a
        media back end and an absent sound server as warnings; none of them stops a QSoundEffect, and with
        no speaker to play on they are noise, so they are held back for the duration of the probe (and
        only then).
        """
        with _quiet_qt_messages():
            try:
                # By name: the game still runs where PySide6-Addons is missing, and the bundle rules find
                # the module by this string.
                multimedia = importlib.import_module("PySide6.QtMultimedia")
            except (ImportError, OSError):
                # Not installed, or its system libraries (libpulse on Linux) are missing.
                return None
            if multimedia.QMediaDevices.defaultAudioOutput().isNull():
                return None
            return cls(parent, multimedia)

    def play(self, path: Path, volume: float) -> None:
        """Play ``path`` (one of the sound files) at ``volume`` (0 to 1) on its next voice.

        A sound still loading (the first one, just after the probe) plays as soon as it is loaded.
        """
        effect = next(self._voices[path])
        effect.setVolume(volume_to_gain(volume))
        effect.play()


@contextlib.contextmanager
def _quiet_qt_messages() -> Iterator[None]:
    """Swallow Qt's log messages inside a ``with`` block, then put the previous handler back."""
    previous = qInstallMessageHandler(_discard_message)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)


def _discard_message(*_message: object) -> None:
    """A Qt message handler that drops everything."""
