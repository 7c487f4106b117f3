"""Keep the game's translation catalogues in step with its source, and compile them for the game to load.

The sources of the catalogues are ``euchre_desktop/translations/euchre_desktop_<locale>.ts`` (Qt's XML, kept
in the repository and edited with Qt Linguist, ``pyside6-linguist``, or any text editor); the game loads the
compiled ``.qm`` beside them (``euchre_desktop.language``), which are built, never committed.

    python scripts/translations.py update            # gather every string to translate into each .ts
    python scripts/translations.py update fr_CA      # ...or start or update one language's catalogue
    python scripts/translations.py compile           # build the .qm files, and copy Qt's own beside them
    python scripts/translations.py status            # print each language: translated / to translate

``update`` runs ``pyside6-lupdate`` over the package: it reads ``self.tr(...)``,
``QCoreApplication.translate(context, ...)`` and the no-op marker ``N_(...)`` (the engine's
``translatable.N_``, taken as Qt's ``QT_TR_NOOP``) and merges new strings into each catalogue, keeping
what is already translated; English's catalogue gets only the strings with a plural (``%n``).  No source
locations are written, so two branches that each add strings merge
without conflicts over line numbers.  ``compile`` is run by ``scripts/_setup.sh`` (``ensure_translations``)
and by the package build; a catalogue newer than its ``.qm`` is compiled again.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "euchre_desktop"
FOLDER = PACKAGE / "translations"
CATALOGUE = "euchre_desktop"
ALIASES = "QT_TR_NOOP+=N_,tr+=translate_count"
"""What lupdate must read besides Qt's own names: the engine's no-op marker (``engine.translatable.N_``) and
the plural of words outside a QObject (``language.translate_count``, read as ``tr`` so that its count is
seen)."""
QT_CATALOGUE = "qtbase"
AS_WRITTEN = "en"
"""The language the words are written in; its catalogue (``euchre_desktop_en.ts``) holds only plural forms
("%n point(s)": "1 point", "2 points"), as Qt asks of the source language."""


def _tool(name: str) -> str:
    """The path of a PySide6 tool (``pyside6-lupdate``...): beside this Python first, then on PATH."""
    beside = Path(sys.executable).with_name(name)
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} was not found: install the project's dependencies (PySide6) first")
    return found


def catalogues() -> list[Path]:
    """Every catalogue source in the repository, by locale name."""
    return sorted(FOLDER.glob(f"{CATALOGUE}_*.ts"))


def locale_of(catalogue: Path) -> str:
    """The locale a catalogue is for: ``fr_CA`` for ``euchre_desktop_fr_CA.ts``."""
    return catalogue.stem.removeprefix(f"{CATALOGUE}_")


def sources() -> list[Path]:
    """The Python sources that may hold a string to translate (the whole package)."""
    return sorted(path for path in PACKAGE.rglob("*.py") if "__pycache__" not in path.parts)


def update(locales: list[str], *, quiet: bool = False) -> list[Path]:
    """Gather every string to translate into the catalogues of ``locales`` (default: every catalogue),
    creating those that do not exist yet; returns the catalogues written."""
    targets = [FOLDER / f"{CATALOGUE}_{locale}.ts" for locale in locales] if locales else catalogues()
    if not targets:
        raise SystemExit("no catalogue yet: name a locale, e.g. `update fr_CA`")
    FOLDER.mkdir(exist_ok=True)
    for target in targets:
        # The words are written in English: its catalogue only gives their plural forms.
        gather(target, plural_only=locale_of(target) == AS_WRITTEN, quiet=quiet)
    return targets


def gather(target: Path, *, plural_only: bool = False, quiet: bool = True) -> None:
    """Run ``pyside6-lupdate`` over the package into the catalogue ``target`` (created or merged into)."""
    listing = target.with_name(f".{target.stem}.sources")
    listing.write_text("\n".join(str(path) for path in sources()) + "\n", encoding="utf-8")
    try:
        command = [_tool("pyside6-lupdate"), "-tr-function-alias", ALIASES,
                   *(["-pluralonly"] if plural_only else []), "-locations", "none", "-source-language", "en",
                   f"@{listing}", "-ts", str(target)]
        subprocess.run(command, check=True, capture_output=quiet)
    finally:
        listing.unlink()


def compile_all(*, quiet: bool = False, force: bool = False) -> list[Path]:
    """Compile each catalogue whose ``.qm`` is missing or older than it, and copy Qt's own catalogue for its
    language beside it (a bundle carries no Qt catalogue); returns the ``.qm`` files written."""
    written = []
    qt_folder = _qt_translations()
    for source in catalogues():
        compiled = source.with_suffix(".qm")
        if force or not compiled.exists() or compiled.stat().st_mtime < source.stat().st_mtime:
            subprocess.run([_tool("pyside6-lrelease"), "-silent", str(source), "-qm", str(compiled)],
                           check=True, capture_output=quiet)
            written.append(compiled)
        language = locale_of(source).split("_")[0]
        if language == AS_WRITTEN:
            continue
        qt_source = qt_folder / f"{QT_CATALOGUE}_{language}.qm" if qt_folder is not None else None
        qt_copy = FOLDER / f"{QT_CATALOGUE}_{language}.qm"
        if qt_source is not None and qt_source.exists() and not qt_copy.exists():
            shutil.copyfile(qt_source, qt_copy)
            written.append(qt_copy)
    return written


def _qt_translations() -> Path | None:
    """Qt's own catalogues as PySide6 installs them, if it does."""
    try:
        from PySide6.QtCore import QLibraryInfo
    except ImportError:
        return None
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def status() -> dict[str, tuple[int, int]]:
    """For each locale: the strings translated and the strings still to translate (obsolete ones left out)."""
    found = {}
    for source in catalogues():
        text = source.read_text(encoding="utf-8")
        to_do = len(re.findall(r'<translation type="unfinished"', text))
        done = len(re.findall(r"<translation(?: type=\"(?!unfinished|obsolete|vanished)[^\"]*\")?>", text))
        found[locale_of(source)] = (done, to_do)
    return found


def main(argv: list[str] | None = None) -> int:
    """Run the command line (see the module docstring)."""
    parser = argparse.ArgumentParser(prog="translations.py", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    update_command = commands.add_parser("update", help="gather the strings to translate into the catalogues")
    update_command.add_argument("locales", nargs="*", help="locales to create or update (default: all)")
    compile_command = commands.add_parser("compile", help="build the .qm files the game loads")
    compile_command.add_argument("--force", action="store_true", help="compile even what is up to date")
    commands.add_parser("status", help="how much of each catalogue is translated")
    options = parser.parse_args(argv)
    if options.command == "update":
        update(options.locales)
    elif options.command == "compile":
        quiet = not os.environ.get("VERBOSE")
        for path in compile_all(quiet=quiet, force=options.force):
            print(f"compiled {path.relative_to(ROOT)}")
    else:
        for locale, (done, to_do) in status().items():
            print(f"{locale}: {done} translated, {to_do} to translate")
    return 0


if __name__ == "__main__":
    sys.exit(main())
