"""What goes into the PyInstaller bundle: the rules the spec applies, kept here as plain functions to test.

PyInstaller's Qt hooks are generous: for QtGui alone they collect every platform, input, theme, image-format
and Wayland plugin, every translation, and whatever those plugins link (QtNetwork, QtSvg, OpenSSL, GTK...).
The game needs far less. The spec (``euchre-desktop.spec``) therefore:

1. bundles exactly the PySide6 modules the game's source imports (:func:`qt_modules_used`) and excludes
   every other one not needed by those (:func:`qt_modules_needed`), so a module the table starts to use
   is picked up with no edit here;
2. bundles every module of the ``euchre_desktop`` package (:func:`package_modules`), since some (bots chosen
   by name) are imported with importlib, which PyInstaller cannot follow, and the compiled search core's
   shared runtime when there is one (:func:`compiled_runtime_modules`);
3. keeps only the Qt plugins in :data:`QT_PLUGINS` for the platform (plus those a used module needs, in
   :data:`QT_PLUGINS_FOR_MODULE`), and none of Qt's translations (:func:`keep_entry`): the game's own
   compiled catalogues, with a copy of Qt's for each language the game speaks, are bundled instead
   (:func:`translation_catalogues`);
4. on Linux, leaves out the system libraries that Debian provides (:func:`is_system_library`): the ``.deb``
   depends on their packages instead, which keeps them patched by the system, and the bundle small;
5. drops every shared library that nothing kept still links to (:func:`prune_unreferenced`).

This module must import nothing outside the standard library: the spec imports it inside PyInstaller.
"""

from __future__ import annotations

import ast
import fnmatch
import re
import subprocess
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath

#: How a PySide6 module is named when it is imported by name: ``"PySide6.QtMultimedia"``.
_QT_MODULE_NAME = re.compile(r"PySide6\.Qt\w+")

#: A PyInstaller TOC entry: (name inside the bundle, source path, type code).
TocEntry = tuple[str, str, str]

#: The Qt plugins the game loads, per ``sys.platform``, as paths under Qt's plugins folder (glob patterns).
QT_PLUGINS: dict[str, tuple[str, ...]] = {
    "linux": (
        "platforms/libqxcb.so",  # X11, and XWayland
        "platforms/libqwayland.so",  # native Wayland, with the shell and the window decorations it needs
        "wayland-shell-integration/libxdg-shell.so",
        "wayland-decoration-client/libbradient.so",
        "platforms/libqoffscreen.so",  # headless: --self-test in CI
        "platforminputcontexts/libcomposeplatforminputcontextplugin.so",  # dead keys and compose sequences
        "platforminputcontexts/libibusplatforminputcontextplugin.so",  # input methods under IBus
    ),
    "win32": (
        "platforms/qwindows.dll",
        "platforms/qoffscreen.dll",
        "styles/qmodernwindowsstyle.dll",  # the native Windows 10/11 look for buttons and menus
    ),
    "darwin": (
        "platforms/libqcocoa.dylib",
        "platforms/libqoffscreen.dylib",
        "styles/libqmacstyle.dylib",  # the native macOS look
    ),
}

#: Further plugins needed only when the game imports a given Qt module.
QT_PLUGINS_FOR_MODULE: dict[str, tuple[str, ...]] = {
    "QtSvg": ("imageformats/*qsvg*", "iconengines/*qsvgicon*"),
    # None for sound: the game mixes its WAV files itself into a QAudioSink, the audio output built into
    # libQt6Multimedia (PulseAudio or PipeWire on Linux). The FFmpeg media back end in multimedia/ is for
    # video and compressed audio; with it would come FFmpeg (19 MB) and Qt Quick and QML (17 MB), which it
    # links, taking the bundle past its 130 MB target for nothing the game plays.
    "QtMultimedia": (),
}

#: Shared libraries always bundled even when they come from the system: the Python the bundle was built
#: with is part of the bundle, whatever installed it.
ALWAYS_BUNDLED = ("libpython3*",)

#: Folders whose libraries belong to the operating system on Linux (Debian's multiarch paths included).
SYSTEM_LIBRARY_FOLDERS = ("/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/")


def _qt_imports(path: Path) -> set[str]:
    """Return the PySide6 modules one Python (or stub) file imports, including by name as a string."""
    modules: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module is not None and node.level == 0:
            names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            # importlib.import_module("PySide6.QtMultimedia"): an optional module imported by name.
            names = [node.value] if _QT_MODULE_NAME.fullmatch(node.value) else []
        else:
            continue
        for name in names:
            parts = name.split(".")
            if len(parts) >= 2 and parts[0] == "PySide6" and parts[1].startswith("Qt"):
                modules.add(parts[1])
    return modules


def qt_modules_used(package_dir: Path) -> set[str]:
    """Return the PySide6 modules (``"QtCore"``, ...) that any Python file under ``package_dir`` imports.

    Imports by name count too (a string that is exactly ``"PySide6.QtSomething"``), so an optional module
    the game loads with importlib is bundled when the build machine has it.
    """
    modules: set[str] = set()
    for path in sorted(package_dir.rglob("*.py")):
        modules |= _qt_imports(path)
    return modules


def qt_modules_needed(used: Iterable[str], pyside_dir: Path) -> set[str]:
    """Return ``used`` plus every PySide6 module they import in turn (read from PySide6's ``.pyi`` stubs).

    A PySide6 module imports the modules whose types it uses when it loads, so excluding one of those
    would break the module that needs it, silently, at run time. The stubs do not tell everything: a module
    also imports the modules of the Qt libraries its extension links, which :func:`qt_modules_loaded`
    finds by importing it.
    """
    needed: set[str] = set()
    queue = list(used)
    while queue:
        module = queue.pop()
        if module in needed:
            continue
        needed.add(module)
        stub = pyside_dir / f"{module}.pyi"
        if stub.is_file():
            queue.extend(_qt_imports(stub) - needed)
    return needed


class QtImportError(RuntimeError):
    """The build's Python could not import a PySide6 module the game uses."""


#: Imports the PySide6 modules named on the command line and prints every PySide6 module then loaded.
_LIST_LOADED_QT_MODULES = """
import importlib, sys
for name in sys.argv[1:]:
    importlib.import_module("PySide6." + name)
print(" ".join(sorted(name.split(".")[1] for name in sys.modules if name.count(".") == 1
                      and name.startswith("PySide6.Qt"))))
"""


def qt_modules_loaded(modules: Iterable[str], python: str, timeout_s: float = 120.0) -> set[str]:
    """Return every PySide6 module that importing ``modules`` loads, in a fresh ``python`` process.

    This is the ground truth the stubs miss: QtMultimedia's stub names no QtNetwork type, yet its
    extension links libQt6Network and imports QtNetwork when it loads, so a bundle without QtNetwork could
    not import QtMultimedia (and the game would be silent). Raises :class:`QtImportError` with Python's
    message when an import fails, e.g. a system library the module links is not installed.
    """
    names = sorted(modules)
    completed = subprocess.run([python, "-c", _LIST_LOADED_QT_MODULES, *names], capture_output=True,
                               text=True, timeout=timeout_s, check=False)
    if completed.returncode != 0:
        last_lines = "\n".join(completed.stderr.strip().splitlines()[-3:])
        raise QtImportError(f"{python} cannot import PySide6.{{{','.join(names)}}}:\n{last_lines}")
    return set(completed.stdout.split())


def package_modules(package_dir: Path) -> list[str]:
    """Return the dotted names of every module in the package at ``package_dir``, sorted."""
    root = package_dir.parent
    names = []
    for path in sorted(package_dir.rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__main__":
            continue
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def compiled_runtime_modules(repo_root: Path) -> list[str]:
    """Return the top-level shared runtime modules mypyc built for the compiled search core, sorted.

    The compiled modules themselves are extension files beside their ``.py`` files, which PyInstaller finds
    like any module; they import their shared runtime (``euchre_desktop_core__mypyc``) from C, where
    PyInstaller cannot see it, so the spec names it.  None when the checkout is not compiled.
    """
    return sorted({path.name.split(".")[0] for path in repo_root.glob("*__mypyc.*")
                   if path.suffix in (".so", ".pyd")})


def qt_modules_available(pyside_dir: Path) -> set[str]:
    """Return the names of the Qt modules an installed PySide6 provides (from its extension files)."""
    return {path.name.split(".")[0] for path in pyside_dir.iterdir()
            if path.name.startswith("Qt") and path.suffix in (".so", ".pyd")}


def translation_catalogues(package_dir: Path) -> list[tuple[str, str]]:
    """The spec's data entries for the game's compiled catalogues (``translations/*.qm``, built by
    ``scripts/translations.py compile``), bundled where ``euchre_desktop.language`` looks for them.  Raises
    SystemExit when a catalogue source has no compiled catalogue, so no bundle silently ships without a
    language."""
    folder = package_dir / "translations"
    sources = sorted(folder.glob("*.ts"))
    missing = [source.name for source in sources if not source.with_suffix(".qm").exists()]
    if missing:
        raise SystemExit(f"{', '.join(missing)} not compiled: run `python scripts/translations.py compile` "
                         "(scripts/build-packages does)")
    return [(str(path), f"{package_dir.name}/translations") for path in sorted(folder.glob("*.qm"))]


def _qt_relative(name: str, folder: str) -> str | None:
    """Return the part of bundle path ``name`` below a ``PySide6/Qt/<folder>/`` folder, or None."""
    parts = PurePosixPath(name.replace("\\", "/")).parts
    for index in range(len(parts) - 2):
        if parts[index:index + 3] == ("PySide6", "Qt", folder):
            return "/".join(parts[index + 3:])
    # macOS and Windows wheels keep plugins directly under PySide6/ (PySide6/plugins/...).
    for index in range(len(parts) - 1):
        if parts[index:index + 2] == ("PySide6", folder):
            return "/".join(parts[index + 2:])
    return None


def wanted_plugins(platform: str, used_modules: Iterable[str]) -> tuple[str, ...]:
    """Return the plugin patterns the bundle keeps on ``platform`` for a game using ``used_modules``."""
    if platform.startswith("linux"):
        platform = "linux"
    patterns = list(QT_PLUGINS.get(platform, ()))
    for module in sorted(used_modules):
        patterns.extend(QT_PLUGINS_FOR_MODULE.get(module, ()))
    return tuple(patterns)


def keep_entry(name: str, plugin_patterns: Iterable[str]) -> bool:
    """Return False for a Qt translation, or a Qt plugin not matching one of ``plugin_patterns``."""
    if _qt_relative(name, "translations") is not None:
        return False
    plugin = _qt_relative(name, "plugins")
    if plugin is None:
        return True
    return any(fnmatch.fnmatchcase(plugin, pattern) for pattern in plugin_patterns)


def is_system_library(source: str) -> bool:
    """True for a Linux shared library installed by the system's package manager, which the bundle omits.

    Libraries from a virtual environment or a Python installation elsewhere (/opt, /root/.pyenv) are the
    bundle's to carry; the Python library itself always is (:data:`ALWAYS_BUNDLED`).
    """
    path = source.replace("\\", "/")
    if "/site-packages/" in path or "/dist-packages/" in path:
        return False
    if any(fnmatch.fnmatchcase(PurePosixPath(path).name, pattern) for pattern in ALWAYS_BUNDLED):
        return False
    return path.startswith(SYSTEM_LIBRARY_FOLDERS)


def _is_library(name: str) -> bool:
    """True for a shared library that is there only because something links to it (not a plugin or module)."""
    base = PurePosixPath(name.replace("\\", "/")).name
    if any(fnmatch.fnmatchcase(base, pattern) for pattern in ALWAYS_BUNDLED):
        return False  # Loaded by the bootloader itself, so nothing in the bundle links to it.
    is_shared_object = base.startswith("lib") and (base.endswith(".so") or ".so." in base)
    return is_shared_object and _qt_relative(name, "plugins") is None


def prune_unreferenced(
    binaries: list[TocEntry], imports_of: Callable[[str], Iterable[str]]
) -> tuple[list[TocEntry], list[TocEntry]]:
    """Split ``binaries`` into (kept, dropped): drop shared libraries no kept binary links to.

    Extension modules, plugins, executables and the Python library are roots and always kept; a library is
    kept if a kept binary names it among its imports (``imports_of(source)`` returns the linked names,
    e.g. ``libQt6Core.so.6``).
    """
    by_base: dict[str, list[TocEntry]] = {}
    for entry in binaries:
        by_base.setdefault(PurePosixPath(entry[0]).name, []).append(entry)
    queue = [entry for entry in binaries if not _is_library(entry[0])]
    kept = set(queue)
    while queue:
        _, source, _ = queue.pop()
        for linked in imports_of(source):
            for entry in by_base.get(PurePosixPath(linked).name, ()):
                if entry not in kept:
                    kept.add(entry)
                    queue.append(entry)
    return [e for e in binaries if e in kept], [e for e in binaries if e not in kept]


def drop_dangling_symlinks(entries: list[TocEntry], kept_names: Iterable[str]) -> list[TocEntry]:
    """Return ``entries`` without the symbolic links (type ``SYMLINK``, source = target inside the bundle)
    whose target is not among ``kept_names``: PyInstaller adds such links beside the libraries it found,
    and they would dangle once :func:`prune_unreferenced` or :func:`is_system_library` dropped the target.
    """
    targets = {PurePosixPath(name.replace("\\", "/")).as_posix() for name in kept_names}
    return [
        entry for entry in entries
        if entry[2] != "SYMLINK" or PurePosixPath(entry[1].replace("\\", "/")).as_posix() in targets
    ]
