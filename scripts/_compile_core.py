"""Compile the search core with mypyc, in place, and keep the compiled modules in step with their source.

Run by ``scripts/_setup.sh`` (``ensure_compiled``), never imported by the game.  The modules named in
``pyproject.toml`` (``[tool.euchre-desktop] compiled``) are built as C extensions beside their ``.py`` files,
with mypyc's shared runtime as ``euchre_desktop_core__mypyc`` at the top of the checkout.  The very same
``.py`` files run interpreted wherever no extension was built (no C compiler, or ``EUCHRE_INTERPRETED=1``).

A stale extension would silently shadow edited Python, so the stamp ``.compiled-core`` holds a hash of every
source the compile reads (the engine and the bots whole, since mypyc bakes in the types and constants of
what the compiled modules import), of the module list and of the Python and mypyc versions; when it differs
from the sources the old extensions are removed first, then rebuilt.

    python scripts/_compile_core.py build [--required]   # rebuild if stale; --required: a failure is fatal
    python scripts/_compile_core.py clean                # remove every compiled module and the stamp
    python scripts/_compile_core.py status               # print "compiled", "stale" or "interpreted"
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.machinery
import os
import shutil
import sys
import sysconfig
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
STAMP = ROOT / ".compiled-core"
GROUP = "euchre_desktop_core"
"""mypyc's group name: its shared runtime module is ``euchre_desktop_core__mypyc`` at the top level."""
BUILD_DIR = ROOT / "build" / "compiled-core"
HASHED_FOLDERS = ("euchre_desktop/engine", "euchre_desktop/bots")


def compiled_modules() -> list[str]:
    """The dotted names of the modules to compile, from ``pyproject.toml``."""
    with (ROOT / "pyproject.toml").open("rb") as file:
        return list(tomllib.load(file)["tool"]["euchre-desktop"]["compiled"])


def source_hash(modules: list[str]) -> str:
    """A hash of everything a compile depends on: the sources, the module list, Python and mypyc."""
    import mypy.version  # the build tool's version; imported here so `status` and `clean` need no mypy

    digest = hashlib.sha256()
    digest.update(f"{sys.version}\n{mypy.version.__version__}\n{' '.join(modules)}\n".encode())
    for folder in HASHED_FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def _extensions() -> list[Path]:
    """Every compiled module of the package, and the shared runtime, present in the checkout now."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    found = [path for path in (ROOT / "euchre_desktop").rglob("*") if path.name.endswith(suffixes)]
    return found + [path for path in ROOT.glob(f"{GROUP}__mypyc*") if path.name.endswith(suffixes)]


def clean() -> None:
    """Remove the compiled modules and the stamp: everything runs interpreted afterwards."""
    STAMP.unlink(missing_ok=True)
    for path in _extensions():
        path.unlink()


def status() -> str:
    """``compiled`` when the extensions match the sources, ``stale`` when not, ``interpreted`` when none."""
    if not _extensions():
        return "interpreted"
    if not STAMP.exists():
        return "stale"
    return "compiled" if STAMP.read_text().strip() == source_hash(compiled_modules()) else "stale"


def can_compile() -> str | None:
    """None when a C compiler and the Python headers are there; otherwise what is missing."""
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return f"no C compiler ({compiler})"
    if not (Path(sysconfig.get_paths()["include"]) / "Python.h").exists():
        return f"no Python headers ({sysconfig.get_paths()['include']}/Python.h)"
    return None


def build() -> None:
    """Compile the modules in place (after removing any old build) and write the stamp."""
    from mypyc.build import mypycify
    from setuptools import setup  # type: ignore[import-untyped]

    modules = compiled_modules()
    expected = source_hash(modules)
    clean()
    paths = [str(Path(*name.split(".")).with_suffix(".py")) for name in modules]
    started = time.monotonic()
    extensions = mypycify(paths, group_name=GROUP, target_dir=str(BUILD_DIR / "c"))
    setup(name="euchre-desktop-core", ext_modules=extensions, py_modules=[], packages=[],
          script_args=["--quiet", "build_ext", "--inplace", "--build-temp", str(BUILD_DIR / "temp"),
                       "--build-lib", str(BUILD_DIR / "lib")])
    STAMP.write_text(expected + "\n")
    print(f"compiled {len(modules)} modules in {time.monotonic() - started:.0f} s")


def main() -> int:
    """Run the command named on the command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["build", "clean", "status"])
    parser.add_argument("--required", action="store_true", help="fail (exit 1) when the build cannot be done")
    args = parser.parse_args()
    os.chdir(ROOT)  # mypycify and setuptools take paths relative to the checkout
    if args.command == "clean":
        clean()
    elif args.command == "status":
        print(status())
    elif status() != "compiled":
        missing = can_compile()
        if missing is not None:
            clean()
            print(f"warning: {missing}: the search core runs interpreted (slower)", file=sys.stderr)
            return 1 if args.required else 0
        try:
            build()
        except (Exception, SystemExit) as error:  # mypyc reports type errors through SystemExit
            clean()
            print(f"warning: the search core did not compile ({error}); it runs interpreted", file=sys.stderr)
            return 1 if args.required else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
