"""The real packages: build the bundle, .tar.gz and .deb with the project's command, then run and install.

Marked ``packages`` and so left out of a plain ``pytest`` run (see pyproject.toml): the build takes one to
two minutes and the .deb is installed into the running system, so it needs root. scripts/test runs these
in CI (``pytest -m packages tests/packaging``); run them by hand with ``EUCHRE_PACKAGE_TESTS=1
./scripts/test``.
"""

from __future__ import annotations

import json
import os
import pwd
import subprocess
import sys
import tarfile
from pathlib import Path
from types import ModuleType

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
MB = 1_000_000
#: The issue's size targets.
BUNDLE_LIMIT = 130 * MB
DEB_LIMIT = 60 * MB
BUILD_TIMEOUT_S = 900

pytestmark = [pytest.mark.packages, pytest.mark.timeout(BUILD_TIMEOUT_S)]


@pytest.fixture(scope="module")
def report() -> dict[str, object]:
    """Build everything with ``scripts/build-packages`` (CI compression) and return its JSON report.

    The build is a developer's command, so it runs in the real home folder (where pip and PyInstaller keep
    their settings and caches), not in the empty one each test gets.
    """
    env = {key: value for key, value in os.environ.items() if not key.startswith("XDG_")}
    env["HOME"] = pwd.getpwuid(os.getuid()).pw_dir
    completed = subprocess.run(
        [str(REPO_ROOT / "scripts" / "build-packages"), "--compression", "fast"],
        cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=BUILD_TIMEOUT_S, check=False,
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    data: dict[str, object] = json.loads((REPO_ROOT / "dist" / "build-report.json").read_text())
    return data


def test_sizes_are_within_the_targets(report: dict[str, object]) -> None:
    """The one-folder bundle stays under 130 MB and the .deb under 60 MB."""
    assert isinstance(report["bundle_bytes"], int) and report["bundle_bytes"] <= BUNDLE_LIMIT
    assert isinstance(report["deb_bytes"], int) and report["deb_bytes"] <= DEB_LIMIT


def test_the_bundle_ships_the_compiled_search_core(report: dict[str, object]) -> None:
    """build-packages compiles the search core (mypyc), and the bundle carries it with its shared runtime."""
    files = {path.name for path in Path(str(report["bundle"])).rglob("*") if path.suffix in (".so", ".pyd")}
    assert any(name.startswith("euchre_desktop_core__mypyc.") for name in files), sorted(files)
    assert any(name.startswith("solver.") for name in files), "the solver is not compiled in the bundle"


def test_the_frozen_game_passes_its_self_test_headless(report: dict[str, object], build: ModuleType) -> None:
    """With no display at all, the bundle's executable plays and checks a whole match offscreen."""
    executable = Path(str(report["bundle"])) / "euchre-desktop"
    assert build.self_test(executable).startswith("self-test passed")


def test_the_frozen_game_passes_its_self_test_on_x11(report: dict[str, object], build: ModuleType) -> None:
    """On a (virtual) X display it uses the xcb plugin, so every library that plugin loads must be there."""
    executable = Path(str(report["bundle"])) / "euchre-desktop"
    assert build.self_test(executable, x11=True).startswith("self-test passed")


def test_the_bundle_carries_only_what_the_game_uses(report: dict[str, object]) -> None:
    """No unused Qt library, plugin or translation, and none of Debian's own libraries.

    Sound brings QtMultimedia and the QtNetwork it loads, but not its FFmpeg media back end, FFmpeg itself
    or the Qt Quick and QML libraries that back end links (the game's QAudioSink uses none of them).
    """
    internal = Path(str(report["bundle"])) / "_internal"
    names = {path.name for path in internal.rglob("*")}
    for unwanted in ("libQt6Svg.so.6", "libQt6Qml.so.6", "libQt6Quick.so.6", "libqgtk3.so", "libqsvg.so",
                     "libffmpegmediaplugin.so", "libavcodec.so.61", "libavformat.so.61", "libpulse.so.0",
                     "libX11.so.6", "libxcb.so.1", "libfontconfig.so.1", "libssl.so.3"):
        assert unwanted not in names, unwanted
    assert not (internal / "PySide6" / "Qt" / "translations").exists()
    assert {"libqxcb.so", "libqwayland.so", "libqoffscreen.so", "libQt6Widgets.so.6"} <= names
    assert {"QtMultimedia.abi3.so", "libQt6Multimedia.so.6", "QtNetwork.abi3.so",
            "libQt6Network.so.6"} <= names
    assert (internal / "assets" / "icons" / "euchre-desktop-256.png").is_file()
    assert (internal / "assets" / "sounds" / "herald.wav").is_file()
    catalogues = internal / "euchre_desktop" / "translations"
    assert {"euchre_desktop_en.qm", "euchre_desktop_fr_CA.qm", "qtbase_fr.qm"} <= {
        path.name for path in catalogues.iterdir()}


def test_every_qt_module_a_bundled_one_loads_is_bundled(report: dict[str, object],
                                                       bundle_rules: ModuleType) -> None:
    """A PySide6 module imports others as it loads (QtMultimedia loads QtNetwork); one missing from the
    bundle makes the import fail, and for QtMultimedia that failure is silence, which no self-test sees."""
    pyside = Path(str(report["bundle"])) / "_internal" / "PySide6"
    bundled = {path.name.split(".")[0] for path in pyside.glob("Qt*.abi3.so")}
    assert "QtMultimedia" in bundled
    assert bundle_rules.qt_modules_loaded(bundled, sys.executable) <= bundled


def test_the_tarball_runs_wherever_it_is_unpacked(report: dict[str, object], build: ModuleType,
                                                  tmp_path: Path) -> None:
    """Unpacked anywhere, the versioned folder's executable passes its self-test."""
    with tarfile.open(str(report["tarball"])) as archive:
        archive.extractall(tmp_path, filter="tar")
    (top,) = tmp_path.iterdir()
    assert top.name == f"euchre-desktop-{report['version']}"
    assert build.self_test(top / "euchre-desktop").startswith("self-test passed")


def test_the_deb_depends_on_what_the_qt_xcb_plugin_loads(report: dict[str, object]) -> None:
    """dpkg-shlibdeps found the X11, xcb, font and sound libraries the bundle leaves to Debian."""
    depends = subprocess.run(["dpkg-deb", "--field", str(report["deb"]), "Depends"],
                             capture_output=True, text=True, check=True).stdout
    packages = {item.split()[0] for item in depends.replace("|", ",").split(",") if item.strip()}
    assert {"libc6", "libxcb-cursor0", "libxcb-icccm4", "libxkbcommon-x11-0", "libfontconfig1",
            "libx11-6", "libegl1", "libglib2.0-0", "libpulse0"} <= packages


def test_the_deb_installs_runs_and_uninstalls_cleanly(report: dict[str, object], build: ModuleType) -> None:
    """dpkg installs it, /usr/bin/euchre-desktop passes its self-test, and purging it leaves no file."""
    result = build.verify_deb(Path(str(report["deb"])))
    assert str(result["installed_self_test"]).startswith("self-test passed")
    assert int(str(result["installed_files"])) > 100
