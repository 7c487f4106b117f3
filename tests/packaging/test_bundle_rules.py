"""What the PyInstaller spec keeps: the Qt modules and plugins the game uses, and only what they link."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
PLUGINS = "PySide6/Qt/plugins"


def test_finds_the_qt_modules_the_game_imports(bundle_rules: ModuleType) -> None:
    """The real source uses QtCore, QtGui and QtWidgets; the test-only QtTest is not among them."""
    used = bundle_rules.qt_modules_used(REPO_ROOT / "euchre_desktop")
    assert {"QtCore", "QtGui", "QtWidgets"} <= used
    assert "QtTest" not in used


def test_every_import_form_is_seen(bundle_rules: ModuleType, tmp_path: Path) -> None:
    """``import PySide6.X``, ``from PySide6 import X`` and ``from PySide6.X import y`` count; others don't."""
    package = tmp_path / "game"
    (package / "ui").mkdir(parents=True)
    (package / "__init__.py").write_text("import PySide6.QtSvg\n")
    (package / "ui" / "a.py").write_text("from PySide6 import QtNetwork, QtCore\nfrom . import QtFake\n")
    (package / "ui" / "b.py").write_text("def f():\n    from PySide6.QtMultimedia import QSoundEffect\n")
    (package / "ui" / "c.py").write_text("import PySide6\nfrom shiboken6 import Shiboken\n# PySide6.QtQml\n")
    (package / "ui" / "d.py").write_text('"""Not PySide6.QtQuick."""\nimport_module("PySide6.QtPdf")\n')
    assert bundle_rules.qt_modules_used(package) == {"QtSvg", "QtNetwork", "QtCore", "QtMultimedia", "QtPdf"}


def test_modules_a_used_module_loads_are_not_excluded(bundle_rules: ModuleType, tmp_path: Path) -> None:
    """What a used module imports in turn (read from PySide6's stubs) stays, transitively; the rest may go."""
    (tmp_path / "QtMultimedia.pyi").write_text("import PySide6.QtMultimedia\nimport PySide6.QtNetwork\n")
    (tmp_path / "QtNetwork.pyi").write_text("import PySide6.QtCore\n")
    (tmp_path / "QtCore.pyi").write_text("import PySide6.QtCore\n")
    (tmp_path / "QtSql.pyi").write_text("import PySide6.QtCore\n")
    needed = bundle_rules.qt_modules_needed({"QtMultimedia"}, tmp_path)
    assert needed == {"QtMultimedia", "QtNetwork", "QtCore"}


def test_the_installed_pyside_needs_nothing_beyond_core_for_the_game(bundle_rules: ModuleType) -> None:
    """QtWidgets loads QtGui and QtCore and nothing else, so every other module can be excluded."""
    import PySide6

    pyside_dir = Path(PySide6.__file__).parent
    assert bundle_rules.qt_modules_needed({"QtWidgets"}, pyside_dir) == {"QtWidgets", "QtGui", "QtCore"}
    assert {"QtCore", "QtGui", "QtWidgets", "QtSvg"} <= bundle_rules.qt_modules_available(pyside_dir)


def test_qtmultimedia_loads_qtnetwork_which_its_stub_does_not_name(bundle_rules: ModuleType) -> None:
    """The modules a used one loads are found by importing it: the stubs alone would drop QtNetwork and the
    bundled game could not import QtMultimedia (it would be silent)."""
    import PySide6

    pyside_dir = Path(PySide6.__file__).parent
    loaded = bundle_rules.qt_modules_loaded({"QtMultimedia"}, sys.executable)
    assert loaded == {"QtMultimedia", "QtNetwork", "QtGui", "QtCore"}
    assert "QtNetwork" not in bundle_rules.qt_modules_needed({"QtMultimedia"}, pyside_dir)


def test_a_module_the_build_cannot_import_stops_the_build(bundle_rules: ModuleType) -> None:
    with pytest.raises(bundle_rules.QtImportError, match=re.escape("PySide6.{QtCore,QtNoSuchModule}")):
        bundle_rules.qt_modules_loaded({"QtCore", "QtNoSuchModule"}, sys.executable)


def test_every_game_module_is_a_hidden_import(bundle_rules: ModuleType) -> None:
    """Modules imported by name at run time (the self-test's bots) are bundled; ``__main__`` is the script."""
    modules = bundle_rules.package_modules(REPO_ROOT / "euchre_desktop")
    assert {"euchre_desktop", "euchre_desktop.selftest", "euchre_desktop.bots.base",
            "euchre_desktop.engine.match", "euchre_desktop.ui.main_window"} <= set(modules)
    assert "euchre_desktop.__main__" not in modules
    assert modules == sorted(modules)


def test_the_compiled_core_runtime_is_a_hidden_import(bundle_rules: ModuleType, tmp_path: Path) -> None:
    """mypyc's shared runtime, imported from C by the compiled modules, is named; nothing when uncompiled."""
    assert bundle_rules.compiled_runtime_modules(tmp_path) == []
    (tmp_path / "euchre_desktop_core__mypyc.cpython-311-x86_64-linux-gnu.so").write_bytes(b"")
    (tmp_path / "euchre_desktop_core__mypyc.c").write_text("")
    (tmp_path / "other.cpython-311-x86_64-linux-gnu.so").write_bytes(b"")
    assert bundle_rules.compiled_runtime_modules(tmp_path) == ["euchre_desktop_core__mypyc"]


def test_linux_keeps_the_display_plugins_and_drops_the_rest(bundle_rules: ModuleType) -> None:
    """X11, Wayland and offscreen stay; TLS, SQL, image formats, GTK theme and translations go."""
    patterns = bundle_rules.wanted_plugins("linux", {"QtCore", "QtGui", "QtWidgets"})
    kept = [
        f"{PLUGINS}/platforms/libqxcb.so",
        f"{PLUGINS}/platforms/libqwayland.so",
        f"{PLUGINS}/platforms/libqoffscreen.so",
        f"{PLUGINS}/wayland-shell-integration/libxdg-shell.so",
        "PySide6/QtWidgets.abi3.so",
        "PySide6/Qt/lib/libQt6Widgets.so.6",
        "assets/icons/euchre-desktop-256.png",
    ]
    dropped = [
        f"{PLUGINS}/tls/libqopensslbackend.so",
        f"{PLUGINS}/platformthemes/libqgtk3.so",
        f"{PLUGINS}/imageformats/libqsvg.so",
        f"{PLUGINS}/platforms/libqeglfs.so",
        f"{PLUGINS}/xcbglintegrations/libqxcb-glx-integration.so",
        "PySide6/Qt/translations/qtbase_de.qm",
    ]
    for name in kept:
        assert bundle_rules.keep_entry(name, patterns), name
    for name in dropped:
        assert not bundle_rules.keep_entry(name, patterns), name


def test_a_used_module_brings_its_plugins(bundle_rules: ModuleType) -> None:
    """Once the game imports QtSvg, the SVG image-format and icon-engine plugins are kept too."""
    patterns = bundle_rules.wanted_plugins("linux", {"QtCore", "QtSvg"})
    assert bundle_rules.keep_entry(f"{PLUGINS}/imageformats/libqsvg.so", patterns)
    assert bundle_rules.keep_entry(f"{PLUGINS}/iconengines/libqsvgicon.so", patterns)


def test_sound_brings_qtmultimedia_without_its_media_back_ends(bundle_rules: ModuleType) -> None:
    """The game's QAudioSink is libQt6Multimedia's own: the FFmpeg back end and all it links stay out."""
    assert "QtMultimedia" in bundle_rules.qt_modules_used(REPO_ROOT / "euchre_desktop")
    for platform in ("linux", "win32", "darwin"):
        patterns = bundle_rules.wanted_plugins(platform, {"QtCore", "QtGui", "QtWidgets", "QtMultimedia"})
        assert patterns == bundle_rules.wanted_plugins(platform, {"QtCore", "QtGui", "QtWidgets"})
    patterns = bundle_rules.wanted_plugins("linux", {"QtMultimedia"})
    assert bundle_rules.keep_entry("PySide6/QtMultimedia.abi3.so", patterns)
    assert bundle_rules.keep_entry("PySide6/Qt/lib/libQt6Multimedia.so.6", patterns)
    assert not bundle_rules.keep_entry(f"{PLUGINS}/multimedia/libffmpegmediaplugin.so", patterns)
    assert not bundle_rules.keep_entry("PySide6/plugins/multimedia/ffmpegmediaplugin.dll", patterns)


@pytest.mark.parametrize(
    ("platform", "plugin"),
    [
        ("win32", "PySide6/plugins/platforms/qwindows.dll"),
        ("win32", "PySide6/plugins/styles/qmodernwindowsstyle.dll"),
        ("darwin", "PySide6/Qt/plugins/platforms/libqcocoa.dylib"),
        ("darwin", "PySide6/Qt/plugins/styles/libqmacstyle.dylib"),
    ],
)
def test_windows_and_macos_keep_their_native_platform_and_style(
    bundle_rules: ModuleType, platform: str, plugin: str
) -> None:
    """Each platform keeps its own window-system plugin and native style, wherever its wheel puts them."""
    patterns = bundle_rules.wanted_plugins(platform, {"QtCore", "QtGui", "QtWidgets"})
    assert bundle_rules.keep_entry(plugin, patterns)
    assert bundle_rules.keep_entry(plugin.replace("/", "\\"), patterns)
    folder = plugin.split("/")[-2]
    assert not bundle_rules.keep_entry(plugin.replace(f"/{folder}/", "/sqldrivers/"), patterns)


@pytest.mark.parametrize(
    ("source", "system"),
    [
        ("/usr/lib/x86_64-linux-gnu/libX11.so.6", True),
        ("/lib/x86_64-linux-gnu/libglib-2.0.so.0", True),
        ("/usr/lib/x86_64-linux-gnu/libpython3.11.so.1.0", False),
        ("/root/.pyenv/versions/3.11.7/lib/libpython3.11.so.1.0", False),
        ("/usr/lib/python3/dist-packages/PySide6/Qt/lib/libQt6Core.so.6", False),
        ("/work/.venv/lib/python3.11/site-packages/PySide6/Qt/lib/libicuuc.so.73", False),
        ("/opt/python/lib/libffi.so.8", False),
    ],
)
def test_system_libraries_are_left_to_debian(bundle_rules: ModuleType, source: str, system: bool) -> None:
    """Libraries in the system's folders come from Depends; Python's own and the wheels' are bundled."""
    assert bundle_rules.is_system_library(source) is system


def test_libraries_nothing_links_to_are_pruned(bundle_rules: ModuleType) -> None:
    """Roots (modules, plugins, the Python library) stay, with what they link, transitively; the rest goes."""
    toc = [
        ("libpython3.11.so.1.0", "/py/libpython3.11.so.1.0", "BINARY"),
        ("PySide6/QtCore.abi3.so", "/sp/QtCore.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/sp/libQt6Core.so.6", "BINARY"),
        ("PySide6/Qt/lib/libicuuc.so.73", "/sp/libicuuc.so.73", "BINARY"),
        (f"{PLUGINS}/platforms/libqxcb.so", "/sp/libqxcb.so", "BINARY"),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "/sp/libQt6XcbQpa.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Network.so.6", "/sp/libQt6Network.so.6", "BINARY"),
    ]
    links = {
        "/sp/QtCore.abi3.so": ["libQt6Core.so.6", "libc.so.6"],
        "/sp/libQt6Core.so.6": ["libicuuc.so.73"],
        "/sp/libqxcb.so": ["libQt6XcbQpa.so.6"],
    }
    kept, dropped = bundle_rules.prune_unreferenced(toc, lambda source: links.get(source, []))
    assert [name for name, _, _ in dropped] == ["PySide6/Qt/lib/libQt6Network.so.6"]
    assert len(kept) == len(toc) - 1


def test_links_to_dropped_libraries_go_too(bundle_rules: ModuleType) -> None:
    """PyInstaller's top-level convenience links stay only while their target is still bundled."""
    datas = [
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
        ("assets/README.md", "/repo/assets/README.md", "DATA"),
    ]
    kept = bundle_rules.drop_dangling_symlinks(datas, ["PySide6/Qt/lib/libQt6Core.so.6", "assets/README.md"])
    assert [name for name, _, _ in kept] == ["libQt6Core.so.6", "assets/README.md"]


def test_the_spec_uses_these_rules_and_names_the_icons(bundle_rules: ModuleType) -> None:
    """The spec applies every rule above and points at icon files that exist."""
    spec = (REPO_ROOT / "packaging" / "euchre-desktop.spec").read_text(encoding="utf-8")
    for rule in ("qt_modules_used", "package_modules", "compiled_runtime_modules", "wanted_plugins",
                 "keep_entry", "is_system_library", "prune_unreferenced", "drop_dangling_symlinks"):
        assert f"bundle_rules.{rule}(" in spec, rule
    for icon in re.findall(r'ICONS / "([^"]+)"', spec):
        assert (REPO_ROOT / "packaging" / "icons" / icon).is_file(), icon


def test_the_game_s_compiled_catalogues_are_bundled_where_the_game_looks(bundle_rules: ModuleType,
                                                                         tmp_path: Path) -> None:
    """Every compiled catalogue goes to ``<package>/translations``; a source left uncompiled stops the
    build."""
    folder = tmp_path / "euchre_desktop" / "translations"
    folder.mkdir(parents=True)
    for name in ("euchre_desktop_fr_CA.ts", "euchre_desktop_fr_CA.qm", "qtbase_fr.qm"):
        (folder / name).write_text("")
    entries = bundle_rules.translation_catalogues(folder.parent)
    assert entries == [(str(folder / "euchre_desktop_fr_CA.qm"), "euchre_desktop/translations"),
                       (str(folder / "qtbase_fr.qm"), "euchre_desktop/translations")]
    (folder / "euchre_desktop_de.ts").write_text("")
    with pytest.raises(SystemExit, match=r"euchre_desktop_de\.ts not compiled"):
        bundle_rules.translation_catalogues(folder.parent)
