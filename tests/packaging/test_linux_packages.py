"""The Linux packages' parts, built from a stand-in bundle: layout, metadata, archive. No PyInstaller needed.

The real bundle and .deb are built, installed and run by test_built_packages.py (``-m packages``).
"""

from __future__ import annotations

import configparser
import io
import stat
import tarfile
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from euchre_desktop import __version__
from euchre_desktop.app import APP_DISPLAY_NAME, APP_ID

REPO_ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def fake_bundle(tmp_path: Path) -> Path:
    """A folder shaped like PyInstaller's output: the executable, a library and a link to it."""
    bundle = tmp_path / "dist" / "euchre-desktop"
    internal = bundle / "_internal" / "PySide6" / "Qt" / "lib"
    internal.mkdir(parents=True)
    (bundle / "euchre-desktop").write_bytes(b"\x7fELF executable")
    (bundle / "euchre-desktop").chmod(0o700)
    (internal / "libQt6Core.so.6").write_bytes(b"\x7fELF library")
    (internal / "libQt6Core.so.6").chmod(0o755)
    (bundle / "_internal" / "libQt6Core.so.6").symlink_to("PySide6/Qt/lib/libQt6Core.so.6")
    return bundle


def desktop_entry() -> configparser.SectionProxy:
    """The desktop entry's [Desktop Entry] group."""
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(REPO_ROOT / "packaging" / "linux" / "euchre-desktop.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def metainfo(build: ModuleType) -> ET.Element:
    """The AppStream metadata's root element."""
    return ET.parse(REPO_ROOT / "packaging" / "linux" / f"{build.METAINFO_ID}.metainfo.xml").getroot()


def test_desktop_entry_launches_the_installed_command_with_the_app_icon() -> None:
    """Exec is the command the .deb and pyproject install; Icon and window class match what the app sets."""
    entry = desktop_entry()
    project = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    scripts = project["gui-scripts"]
    assert entry["Exec"] in scripts
    assert entry["Name"] == APP_DISPLAY_NAME
    assert entry["Icon"] == APP_ID  # the hicolor icon's file name, without extension
    assert entry["StartupWMClass"] == APP_ID  # QGuiApplication.setDesktopFileName(APP_ID) in app.py
    assert entry["Categories"].split(";")[:2] == ["Game", "CardGame"]
    assert entry["Terminal"] == "false"


def test_appstream_metadata_matches_the_app(build: ModuleType) -> None:
    """The component launches the desktop entry, provides the command, and its newest release is this one."""
    root = metainfo(build)
    assert root.findtext("id") == build.METAINFO_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    assert root.findtext("provides/binary") == APP_ID
    assert root.findtext("name") == APP_DISPLAY_NAME
    newest = root.find("releases/release")
    assert newest is not None and newest.get("version") == __version__, "add a <release> for the new version"


def test_macos_bundle_identifier_is_the_appstream_id(build: ModuleType) -> None:
    """One reverse-DNS name identifies the game on every platform."""
    spec = (REPO_ROOT / "packaging" / "euchre-desktop.spec").read_text(encoding="utf-8")
    assert f'BUNDLE_ID = "{build.METAINFO_ID}"' in spec


def test_stage_lays_out_the_filesystem_the_deb_installs(build: ModuleType, fake_bundle: Path,
                                                        tmp_path: Path) -> None:
    """Bundle under /opt, the command in /usr/bin, desktop entry, metadata, every icon size, copyright."""
    root = tmp_path / "deb" / "debian" / "euchre-desktop"
    build.stage_deb(fake_bundle, root)
    command = root / "usr" / "bin" / "euchre-desktop"
    assert command.is_symlink() and str(command.readlink()) == "/opt/euchre-desktop/euchre-desktop"
    assert (root / "opt" / "euchre-desktop" / "_internal" / "libQt6Core.so.6").is_symlink()
    share = root / "usr" / "share"
    hicolor = share / "icons" / "hicolor"
    for path in [
        share / "applications" / "euchre-desktop.desktop",
        share / "metainfo" / f"{build.METAINFO_ID}.metainfo.xml",
        share / "doc" / "euchre-desktop" / "copyright",
        hicolor / "scalable" / "apps" / "euchre-desktop.svg",
        *(hicolor / f"{s}x{s}" / "apps" / "euchre-desktop.png" for s in build.make_icons.PNG_SIZES),
    ]:
        assert path.is_file(), path


def test_stage_gives_debian_file_modes(build: ModuleType, fake_bundle: Path, tmp_path: Path) -> None:
    """The executable is 0755, libraries and data 0644 (not executable), folders 0755, whatever came in."""
    root = tmp_path / "stage"
    build.stage_deb(fake_bundle, root)

    def mode(path: Path) -> int:
        return stat.S_IMODE(path.stat().st_mode)

    installed = root / "opt" / "euchre-desktop"
    assert mode(installed / "euchre-desktop") == 0o755
    assert mode(installed / "_internal" / "PySide6" / "Qt" / "lib" / "libQt6Core.so.6") == 0o644
    assert mode(root / "usr" / "share" / "applications" / "euchre-desktop.desktop") == 0o644
    assert mode(installed / "_internal") == 0o755


def test_staging_twice_starts_clean(build: ModuleType, fake_bundle: Path, tmp_path: Path) -> None:
    """A file left from an earlier build does not sneak into the next package."""
    root = tmp_path / "stage"
    build.stage_deb(fake_bundle, root)
    (root / "opt" / "euchre-desktop" / "stale.txt").write_text("old")
    build.stage_deb(fake_bundle, root)
    assert not (root / "opt" / "euchre-desktop" / "stale.txt").exists()


def test_control_file_describes_the_package(build: ModuleType) -> None:
    """Name, version, architecture, the computed Depends and size, a games section, a wrapped description."""
    text = build.control_text("1.2.3", "amd64", "libc6 (>= 2.34), libxcb-cursor0", 91234)
    fields = dict(line.split(": ", 1) for line in text.splitlines() if not line.startswith(" "))
    assert fields["Package"] == "euchre-desktop"
    assert fields["Version"] == "1.2.3"
    assert fields["Architecture"] == "amd64"
    assert fields["Depends"] == "libc6 (>= 2.34), libxcb-cursor0"
    assert fields["Installed-Size"] == "91234"
    assert fields["Section"] == "games"
    assert "fonts-dejavu-core" in fields["Recommends"]
    assert all(len(line) <= 80 for line in text.splitlines())
    assert text.endswith("\n")


def test_installed_size_counts_kib_outside_debian(build: ModuleType, tmp_path: Path) -> None:
    """Installed-Size is the payload in KiB, rounded up, without the control files."""
    (tmp_path / "DEBIAN").mkdir()
    (tmp_path / "DEBIAN" / "control").write_bytes(b"x" * 5000)
    (tmp_path / "opt").mkdir()
    (tmp_path / "opt" / "a").write_bytes(b"x" * 2048)
    (tmp_path / "opt" / "b").write_bytes(b"x")
    assert build.installed_size_kib(tmp_path) == 3


def test_tarball_has_one_versioned_top_folder_owned_by_root(build: ModuleType, fake_bundle: Path,
                                                             tmp_path: Path) -> None:
    """Unpacking gives euchre-desktop-<version>/ with the executable still executable and links kept."""
    output = build.make_tarball(fake_bundle, tmp_path / "o.tar.gz", "euchre-desktop-9.9", mtime=1_700_000_000)
    with tarfile.open(output) as archive:
        members = {member.name: member for member in archive.getmembers()}
    assert all(name == "euchre-desktop-9.9" or name.startswith("euchre-desktop-9.9/") for name in members)
    executable = members["euchre-desktop-9.9/euchre-desktop"]
    assert executable.mode & 0o100 and executable.uid == 0 and executable.uname == "root"
    link = members["euchre-desktop-9.9/_internal/libQt6Core.so.6"]
    assert link.issym() and link.linkname == "PySide6/Qt/lib/libQt6Core.so.6"
    assert {member.mtime for member in members.values()} == {1_700_000_000}


def test_tarball_is_reproducible(build: ModuleType, fake_bundle: Path, tmp_path: Path) -> None:
    """The same bundle and date give the same bytes, so a rebuild can be checked against a release."""
    first = build.make_tarball(fake_bundle, tmp_path / "1.tar.gz", "top", mtime=1).read_bytes()
    (fake_bundle / "euchre-desktop").touch()  # A new file time must not leak in.
    second = build.make_tarball(fake_bundle, tmp_path / "2.tar.gz", "top", mtime=1).read_bytes()
    assert first == second
    with tarfile.open(fileobj=io.BytesIO(first)) as archive:
        assert archive.getnames()[0] == "top"


def test_version_comes_from_the_package(build: ModuleType) -> None:
    """The packages are versioned like the game (euchre_desktop.__version__)."""
    assert build.read_version() == __version__
