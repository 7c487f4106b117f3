"""Build Euchre Desktop for Linux: the PyInstaller one-folder bundle, a .tar.gz of it, and a .deb.

Run through ``./scripts/build-packages``, which first installs the Debian tools and libraries this needs and
the ``package`` extra (PyInstaller) into ``.venv``. Outputs, in ``dist/``:

- ``euchre-desktop/``: the bundle; ``dist/euchre-desktop/euchre-desktop`` runs the game from anywhere.
- ``euchre-desktop-<version>-linux-<arch>.tar.gz``: the bundle in a versioned top folder, for any
  distribution that has the libraries the .deb depends on.
- ``euchre-desktop_<version>_<arch>.deb``: installs the bundle as /opt/euchre-desktop with the command
  /usr/bin/euchre-desktop, a desktop entry, the icon in every hicolor size and AppStream metadata. Its
  Depends come from ``dpkg-shlibdeps`` reading the bundle's libraries, so they are exactly the Debian
  libraries the bundle links to. No maintainer scripts: Debian's icon-cache and desktop-database
  triggers fire on the folders it installs into, and every file it installs is in its file list, so
  ``dpkg --remove`` leaves nothing behind.

``--verify`` then checks what was built: the frozen game's ``--self-test``, and (as root, on a Debian-like
system) installing the .deb, running the installed game's ``--self-test``, and removing it again with no
file left over.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path, PurePosixPath

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT / "packaging" / "icons"))

import make_icons  # noqa: E402  (found through the path entry above)

APP_NAME = "euchre-desktop"
METAINFO_ID = "io.github.euchre_desktop.EuchreDesktop"
SPEC = REPO_ROOT / "packaging" / "euchre-desktop.spec"
LINUX_FILES = REPO_ROOT / "packaging" / "linux"
INSTALL_DIR = PurePosixPath("/opt") / APP_NAME
COMMAND = PurePosixPath("/usr/bin") / APP_NAME
#: The Maintainer field: a placeholder until the project has a public address (``.invalid`` is reserved).
MAINTAINER = "Euchre Desktop maintainers <maintainers@euchre-desktop.invalid>"
#: Without any font Qt draws every letter as a box; any desktop has one, a minimal container may not.
RECOMMENDS = "fonts-dejavu-core | fonts-liberation2 | fonts-noto-core"
SELF_TEST_TIMEOUT_S = 120
#: The .deb's xz level per ``--compression``: "best" for releases; "fast" for CI, where xz -6 of the 90 MB
#: bundle takes a minute or more on two busy cores and -1 a third of that, for a file 15% bigger.
XZ_LEVELS = {"best": 6, "fast": 1}
#: The JSON summary written beside the packages (and printed), for scripts and tests that build them.
REPORT_NAME = "build-report.json"
#: The .tar.gz's gzip level: 9 would take twice as long to save 0.5%.
GZIP_LEVEL = 6


class BuildError(RuntimeError):
    """A build step failed; the message says which and why."""


def read_version() -> str:
    """Return the game's version from the package's ``__init__.py``."""
    for line in (REPO_ROOT / "euchre_desktop" / "__init__.py").read_text(encoding="utf-8").splitlines():
        if line.startswith("__version__"):
            return line.split("=", 1)[1].strip().strip("\"'")
    raise BuildError("euchre_desktop/__init__.py has no __version__")


def deb_architecture() -> str:
    """Return Debian's name for this machine's architecture (``amd64``, ``arm64``...)."""
    return _run(["dpkg", "--print-architecture"]).strip()


def _run(command: Sequence[str], *, cwd: Path | None = None, env: dict[str, str] | None = None,
         timeout: float | None = None) -> str:
    """Run ``command``; return its stdout, or raise BuildError with its output if it fails."""
    try:
        completed = subprocess.run(list(command), cwd=cwd, env=env, capture_output=True, text=True,
                                   timeout=timeout, check=False)
    except FileNotFoundError as exc:
        raise BuildError(f"{command[0]} is not installed (./scripts/build-packages installs it)") from exc
    except subprocess.TimeoutExpired as exc:
        raise BuildError(f"{' '.join(command)} did not finish within {timeout} s") from exc
    if completed.returncode != 0:
        raise BuildError(f"{' '.join(command)} failed with status {completed.returncode}:\n"
                         f"{completed.stdout}{completed.stderr}".rstrip())
    return completed.stdout


def build_bundle(dist: Path, work: Path) -> Path:
    """Run PyInstaller on the spec; return the bundle folder ``dist/euchre-desktop``."""
    _run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
          "--distpath", str(dist), "--workpath", str(work), str(SPEC)], cwd=REPO_ROOT)
    bundle = dist / APP_NAME
    if not (bundle / APP_NAME).is_file():
        raise BuildError(f"PyInstaller finished but {bundle / APP_NAME} is missing")
    return bundle


def _tar_members(root: Path) -> Iterator[Path]:
    """Yield every path under ``root`` (itself first) in a stable order, so archives are reproducible."""
    yield root
    yield from sorted(root.rglob("*"))


def make_tarball(bundle: Path, output: Path, top_folder: str, mtime: int) -> Path:
    """Archive ``bundle`` as ``output`` (.tar.gz) under ``top_folder``, owned by root, dated ``mtime``."""
    def normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        info.mtime = mtime
        return info

    output.parent.mkdir(parents=True, exist_ok=True)
    # An empty gzip file name: otherwise the header records the output's name, and archives of the same
    # bundle written under different names would differ.
    with open(output, "wb") as raw, \
            gzip.GzipFile("", "wb", GZIP_LEVEL, fileobj=raw, mtime=mtime) as zipped, \
            tarfile.open(fileobj=zipped, mode="w", format=tarfile.PAX_FORMAT) as archive:
        for path in _tar_members(bundle):
            name = str(PurePosixPath(top_folder) / path.relative_to(bundle).as_posix())
            archive.add(path, arcname=name, recursive=False, filter=normalise)
    return output


def _copy(source: Path, target: Path, mode: int = 0o644) -> None:
    """Copy one file to ``target``, creating its folders, with ``mode``."""
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(mode)


def _normalise_modes(root: Path) -> None:
    """Give the staged tree Debian's modes: folders 0755, the executable 0755, everything else 0644."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        executable = path.name == APP_NAME and path.parent.name == APP_NAME
        path.chmod(0o755 if path.is_dir() or executable else 0o644)


def stage_deb(bundle: Path, package_root: Path) -> None:
    """Lay out the .deb's files under ``package_root`` (which becomes ``/``), without DEBIAN/control."""
    if package_root.exists():
        shutil.rmtree(package_root)
    install_dir = package_root / INSTALL_DIR.relative_to("/")
    shutil.copytree(bundle, install_dir, symlinks=True)
    share = package_root / "usr" / "share"
    _copy(LINUX_FILES / f"{APP_NAME}.desktop", share / "applications" / f"{APP_NAME}.desktop")
    _copy(LINUX_FILES / f"{METAINFO_ID}.metainfo.xml", share / "metainfo" / f"{METAINFO_ID}.metainfo.xml")
    _copy(LINUX_FILES / "copyright", share / "doc" / APP_NAME / "copyright")
    hicolor = share / "icons" / "hicolor"
    for size in make_icons.PNG_SIZES:
        _copy(make_icons.png_path(size), hicolor / f"{size}x{size}" / "apps" / f"{APP_NAME}.png")
    _copy(make_icons.LARGE_SOURCE, hicolor / "scalable" / "apps" / f"{APP_NAME}.svg")
    _normalise_modes(package_root)
    command = package_root / COMMAND.relative_to("/")
    command.parent.mkdir(parents=True, exist_ok=True)
    command.parent.chmod(0o755)
    # Absolute, as Debian policy asks for links between top-level folders; the bundle finds its _internal
    # folder from its real path, so running it through the link works.
    command.symlink_to(INSTALL_DIR / APP_NAME)


def _elf_files(root: Path) -> list[Path]:
    """Return the ELF files (executables and shared libraries) under ``root``."""
    found = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with open(path, "rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def shlib_depends(package_root: Path) -> str:
    """Return the Depends field ``dpkg-shlibdeps`` derives from the bundle's executables and libraries.

    ``package_root`` must be ``<dir>/debian/<package>``: dpkg-shlibdeps reads ``<dir>/debian/control`` and
    treats libraries found inside the package's own tree as private, needing no dependency.
    """
    source_dir = package_root.parent.parent
    control = source_dir / "debian" / "control"
    control.write_text(f"Source: {APP_NAME}\n\nPackage: {APP_NAME}\nArchitecture: any\n", encoding="utf-8")
    (package_root / "DEBIAN").mkdir(exist_ok=True)
    elf = [str(path.relative_to(source_dir)) for path in _elf_files(package_root)]
    # --warnings=0: the Qt wheels link a few libraries they do not use; that is theirs to fix, not ours.
    output = _run(["dpkg-shlibdeps", "--warnings=0", "-O", *elf], cwd=source_dir)
    for line in output.splitlines():
        if line.startswith("shlibs:Depends="):
            return line.split("=", 1)[1]
    raise BuildError(f"dpkg-shlibdeps printed no Depends:\n{output}")


def installed_size_kib(package_root: Path) -> int:
    """Return the Installed-Size field: the staged files' total size in KiB, DEBIAN/ not counted."""
    total = 0
    for path in package_root.rglob("*"):
        if "DEBIAN" in path.relative_to(package_root).parts:
            continue
        total += path.lstat().st_size if path.is_symlink() or path.is_file() else 0
    return (total + 1023) // 1024


def control_text(version: str, architecture: str, depends: str, installed_size: int) -> str:
    """Return the .deb's DEBIAN/control file."""
    return (
        f"Package: {APP_NAME}\n"
        f"Version: {version}\n"
        f"Architecture: {architecture}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_size}\n"
        f"Depends: {depends}\n"
        f"Recommends: {RECOMMENDS}\n"
        "Section: games\n"
        "Priority: optional\n"
        "Description: Euchre card game against computer players\n"
        " Euchre Desktop is the trick-taking card game Euchre for the desktop: you and a\n"
        " computer partner against two computer opponents. Order it up, call trump, go\n"
        " alone when the hand is there, and race to ten points. It works offline, with no\n"
        " account and no ads.\n"
    )


def build_deb(bundle: Path, work: Path, output_dir: Path, version: str, level: int = 6) -> Path:
    """Stage, describe and build the .deb from ``bundle`` (xz ``level``); return its path."""
    architecture = deb_architecture()
    package_root = work / "deb" / "debian" / APP_NAME
    stage_deb(bundle, package_root)
    depends = shlib_depends(package_root)
    debian = package_root / "DEBIAN"
    debian.mkdir(exist_ok=True)
    debian.chmod(0o755)
    control = control_text(version, architecture, depends, installed_size_kib(package_root))
    (debian / "control").write_text(control, encoding="utf-8")
    output = output_dir / f"{APP_NAME}_{version}_{architecture}.deb"
    # dpkg-deb dates the archive and caps every file's time at SOURCE_DATE_EPOCH, as make_tarball does.
    env = {**os.environ, "SOURCE_DATE_EPOCH": str(source_date())}
    _run(["dpkg-deb", "--root-owner-group", "-Zxz", f"-z{level}", "--build", str(package_root), str(output)],
         env=env)
    return output


def validate_metadata() -> None:
    """Validate the desktop entry and the AppStream metadata with the freedesktop tools."""
    _run(["desktop-file-validate", str(LINUX_FILES / f"{APP_NAME}.desktop")])
    _run(["appstreamcli", "validate", "--no-net", str(LINUX_FILES / f"{METAINFO_ID}.metainfo.xml")])


def self_test(executable: Path | PurePosixPath, *, x11: bool = False) -> str:
    """Run ``executable --self-test`` and return its summary line, or raise BuildError with its output.

    By default no display is configured, so the game uses the offscreen platform; with ``x11`` it runs on a
    virtual X server (``xvfb-run``), which proves the xcb plugin and every library it loads are there.
    """
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    command = [str(executable), "--self-test"]
    if x11:
        command = ["xvfb-run", "--auto-servernum", *command]
    return _run(command, cwd=Path("/"), env=env, timeout=SELF_TEST_TIMEOUT_S).strip()


def _installed_files() -> list[str]:
    """Return the paths ``dpkg -L`` lists for the installed package."""
    return [line for line in _run(["dpkg", "-L", APP_NAME]).splitlines() if line.startswith("/")]


def verify_deb(deb: Path) -> dict[str, object]:
    """Install ``deb``, run the installed game's self-test, remove it, and check nothing is left behind."""
    if os.geteuid() != 0:
        raise BuildError("installing the .deb to verify it needs root")
    if subprocess.run(["dpkg", "-s", APP_NAME], capture_output=True, check=False).returncode == 0:
        _run(["dpkg", "--purge", APP_NAME])
    _run(["dpkg", "--install", str(deb)])
    try:
        files = _installed_files()
        expected = [str(COMMAND), f"/usr/share/applications/{APP_NAME}.desktop",
                    f"/usr/share/metainfo/{METAINFO_ID}.metainfo.xml",
                    f"/usr/share/icons/hicolor/256x256/apps/{APP_NAME}.png", str(INSTALL_DIR / APP_NAME)]
        missing = [path for path in expected if path not in files]
        if missing:
            raise BuildError(f"the installed package lacks {', '.join(missing)}")
        summary = self_test(COMMAND)
    finally:
        _run(["dpkg", "--purge", APP_NAME])
    leftovers = [path for path in files if os.path.lexists(path) and not os.path.isdir(path)]
    if os.path.lexists(INSTALL_DIR):
        leftovers.append(str(INSTALL_DIR))
    if leftovers:
        raise BuildError(f"removing the package left files behind: {', '.join(leftovers[:10])}")
    return {"installed_files": len(files), "installed_self_test": summary}


def source_date() -> int:
    """Return the timestamp files in the archives get: SOURCE_DATE_EPOCH, else the last commit's time.

    Either way two builds of the same commit give the same archive, byte for byte.
    """
    if os.environ.get("SOURCE_DATE_EPOCH"):
        return int(os.environ["SOURCE_DATE_EPOCH"])
    try:
        return int(_run(["git", "log", "-1", "--format=%ct"], cwd=REPO_ROOT).strip())
    except (BuildError, ValueError):
        return int(time.time())  # Not a git checkout (a source tarball): today will do.


def _size(path: Path) -> int:
    """Return the size in bytes of a file, or of every file under a folder (symbolic links not followed)."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() or p.is_symlink())


def main(argv: Sequence[str] | None = None) -> int:
    """Build (and with ``--verify``, check) the Linux packages; print a JSON summary; return the status."""
    parser = argparse.ArgumentParser(description="Build the Linux bundle, .tar.gz and .deb.")
    parser.add_argument("--dist", type=Path, default=REPO_ROOT / "dist", help="output folder (dist/)")
    parser.add_argument("--work", type=Path, default=REPO_ROOT / "build", help="scratch folder (build/)")
    parser.add_argument("--verify", action="store_true",
                        help="then run the frozen self-test, and install, self-test and remove the .deb")
    parser.add_argument("--compression", choices=sorted(XZ_LEVELS), default="best",
                        help="best (releases, the default) or fast (CI: bigger files, built sooner)")
    options = parser.parse_args(argv)
    version = read_version()
    timings: dict[str, float] = {}
    report: dict[str, object] = {"version": version, "seconds": timings}
    try:
        started = time.perf_counter()
        stale = make_icons.stale_outputs(make_icons.build_outputs())
        if stale:
            listing = "\n".join(stale)
            raise BuildError(f"the icons are out of date (run packaging/icons/make_icons.py):\n{listing}")
        validate_metadata()
        timings["checks"] = round(time.perf_counter() - started, 1)

        started = time.perf_counter()
        bundle = build_bundle(options.dist, options.work / "pyinstaller")
        timings["bundle"] = round(time.perf_counter() - started, 1)

        started = time.perf_counter()
        top = f"{APP_NAME}-{version}"
        tarball = options.dist / f"{top}-linux-{deb_architecture()}.tar.gz"
        make_tarball(bundle, tarball, top, source_date())
        timings["tarball"] = round(time.perf_counter() - started, 1)

        started = time.perf_counter()
        deb = build_deb(bundle, options.work, options.dist, version, XZ_LEVELS[options.compression])
        timings["deb"] = round(time.perf_counter() - started, 1)
        report.update({"bundle": str(bundle), "bundle_bytes": _size(bundle), "tarball": str(tarball),
                       "tarball_bytes": _size(tarball), "deb": str(deb), "deb_bytes": _size(deb)})

        if options.verify:
            started = time.perf_counter()
            report["frozen_self_test"] = self_test(bundle / APP_NAME)
            report["frozen_self_test_x11"] = self_test(bundle / APP_NAME, x11=True)
            timings["frozen_self_tests"] = round(time.perf_counter() - started, 1)
            started = time.perf_counter()
            report.update(verify_deb(deb))
            timings["deb_install_self_test_remove"] = round(time.perf_counter() - started, 1)
    except BuildError as exc:
        print(f"build-packages: error: {exc}", file=sys.stderr)
        return 1
    text = json.dumps(report, indent=2)
    (options.dist / REPORT_NAME).write_text(text + "\n", encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
