"""The language of the game's words: which catalogue to load, installing it, and the marked words.

The setting ``general.language`` is "system" (follow the desktop's languages, in its order of preference),
"en" (the words as written) or a catalogue's locale name ("fr_CA").  ``install_language`` loads the game's
catalogue (``translations/euchre_desktop_<locale>.qm``, compiled from the ``.ts`` beside it by
``scripts/translations.py compile``) and Qt's own for the same language (the standard buttons: OK, Cancel,
Restore Defaults) over the English one (which gives the plural forms of the words as written), installs them
on the application and makes the locale Qt's default, so numbers written
through ``QLocale()`` follow it too.  It runs once the settings are read and before any window is built
(``launch.start_game``); a change of the setting applies at the next start, as every window's words are
made as it is built.

Words marked in the Qt-free layers with ``engine.translatable.N_`` are translated where they are shown,
through ``translated``; a count outside a QObject goes through ``translate_count``; a sentence they make
with its facts apart (``engine.phrase.Phrase``) through ``said``.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .engine.phrase import Number, Part, Phrase

__all__ = ["CATALOGUE", "FOLLOW_DESKTOP", "catalogue_folder", "install_language", "said",
           "translate_count", "translated"]

CATALOGUE: Final = "euchre_desktop"
"""The game's catalogues are named ``euchre_desktop_<locale>.qm`` (``.ts`` for their sources)."""

FOLLOW_DESKTOP: Final = "system"
"""The value of ``general.language`` that follows the desktop's languages."""

_AS_WRITTEN: Final = "en"
"""The language the game's words are written in: its catalogue holds only their plural forms."""

_QT_CATALOGUE: Final = "qtbase"
"""Qt's own catalogue: the words of its standard buttons and dialogs."""

_INSTALLED: Final = "euchre_desktop_language"
"""The object name of the translators ``install_language`` installs, to find them again."""


def catalogue_folder() -> Path:
    """The folder holding the compiled catalogues: ``translations/`` beside this module, in a checkout and
    in a PyInstaller bundle alike (the spec copies it there)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "euchre_desktop" / "translations"
    return Path(__file__).resolve().parent / "translations"


def translated(text: str) -> str:
    """``text``, marked with ``N_`` where it was written, in the language installed."""
    return QCoreApplication.translate("", text)


def said(words: Part) -> str:
    """A phrase made outside the window (``engine.phrase``), in the language installed: its words translated
    as ``translated`` does, each part put in its place in the same way, numbers in the locale's writing."""
    if isinstance(words, Phrase):
        return words.shaped(translated(words.text).format(**{name: said(part) for name, part in words.parts}))
    if isinstance(words, Number):
        written = QLocale().toString(float(words.value), "f", words.decimals)
        written = "+" + written if words.signed and not written.startswith("-") else written
        if not words.points:
            return written
        if _one(words):
            return QCoreApplication.translate("Numbers", "{number} point").format(number=written)
        return QCoreApplication.translate("Numbers", "{number} points").format(number=written)
    return str(words)


def _one(number: Number) -> bool:
    """Whether a noun after ``number`` takes the singular in the language installed: in French below 2
    ("1,5 point"), elsewhere as in English (Unicode's plural rules for numbers with a fraction; Qt's plural
    forms take whole numbers only)."""
    if QLocale().language() == QLocale.Language.French:
        return abs(number.value) < 2
    return number.one_in_english


def translate_count(text: str, what: str, count: int) -> str:
    """``text`` with its ``%n`` for ``count`` and the plural form that goes with it ("%n point(s)": "1 point",
    "3 points"), for words made outside a QObject: lupdate reads it as ``tr`` (Qt's ``translate`` with a
    count is not read as a plural in Python), so ``what`` tells the translator what is counted."""
    said = QCoreApplication.translate("", text, what, count)
    # No catalogue gave the forms (no application yet, or the .qm files not built): English's own two.
    return said.replace("(s)", "" if count == 1 else "s")


def chosen_locale(choice: str) -> QLocale:
    """The locale for the setting's value: the desktop's, English, or the catalogue's locale."""
    if choice == FOLLOW_DESKTOP:
        return QLocale.system()
    if choice == _AS_WRITTEN:
        return QLocale("en_CA")
    return QLocale(choice)


def _load(translator: QTranslator, locale: QLocale, name: str, folders: list[Path]) -> bool:
    """Load the catalogue ``name`` that best fits ``locale`` from the first folder holding one; a catalogue
    of the same language for another country serves when none is for the player's own."""
    for folder in folders:
        if translator.load(locale, name, "_", str(folder)):
            return True
    language = QLocale.languageToCode(locale.language())
    for folder in folders:
        for path in sorted(folder.glob(f"{name}_{language}_*.qm")):
            if translator.load(str(path)):
                return True
    return False


def install_language(choice: str, folder: Path | None = None) -> QLocale:
    """Install the catalogues for ``choice`` (a value of ``general.language``) on the application, in place
    of any installed before, and make its locale the default; returns the locale.  ``folder``: where the
    game's catalogues are (default ``catalogue_folder()``).

    The English catalogue (the plural forms of the words as written: "1 point", "2 points") is installed
    whatever the choice, under the chosen language's; with no catalogue for the player's languages, the
    game speaks English."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs the application first")
    for old in app.findChildren(QTranslator, _INSTALLED):
        QCoreApplication.removeTranslator(old)
        old.deleteLater()
    locale = chosen_locale(choice)
    QLocale.setDefault(locale)
    ours = folder if folder is not None else catalogue_folder()
    _install(app, QLocale(_AS_WRITTEN), CATALOGUE, [ours])
    if locale.language() in (QLocale.Language.English, QLocale.Language.C):
        return locale
    game = _install(app, locale, CATALOGUE, [ours])
    if game is not None:
        # Qt's own words in the same language: the copy compiled beside ours (a bundle ships no Qt
        # catalogue), else Qt's installed catalogues.
        qt_folders = [ours, Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
        _install(app, QLocale(game.language().replace("-", "_")), _QT_CATALOGUE, qt_folders)
    return locale


def _install(app: QCoreApplication, locale: QLocale, name: str, folders: list[Path]) -> QTranslator | None:
    """Load and install the catalogue ``name`` that best fits ``locale``; None when there is none."""
    translator = QTranslator(app)
    if not _load(translator, locale, name, folders):
        translator.deleteLater()
        return None
    translator.setObjectName(_INSTALLED)
    QCoreApplication.installTranslator(translator)
    return translator
