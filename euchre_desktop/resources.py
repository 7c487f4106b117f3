"""Find the files the game ships besides code (icons, sounds) wherever the game is running from.

Everything under the repository's ``assets/`` folder is looked up through :func:`asset_path`, so a source
checkout (including an editable install) and a PyInstaller bundle agree on where assets are.
"""

from __future__ import annotations

import sys
from pathlib import Path, PurePosixPath

ASSETS_FOLDER = "assets"


def asset_roots() -> list[Path]:
    """Return the folders searched for assets, in order.

    A PyInstaller bundle unpacks its data files under ``sys._MEIPASS``, and the spec copies ``assets/``
    there as ``assets/``; a source checkout has ``assets/`` beside the package folder.
    """
    roots = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        roots.append(Path(bundle) / ASSETS_FOLDER)
    roots.append(Path(__file__).resolve().parent.parent / ASSETS_FOLDER)
    return roots


def asset_path(name: str) -> Path:
    """Return the path of the asset ``name``: a relative path with ``/`` separators, like ``"icons/app.svg"``.

    Raises ValueError for a name that is absolute or climbs out of the assets folder, and FileNotFoundError,
    listing the folders searched, when no root holds the file: a missing asset is a packaging bug, better
    reported at the lookup than as a blank icon later.
    """
    relative = PurePosixPath(name)
    if not name or relative.is_absolute() or ".." in relative.parts or "\\" in name:
        raise ValueError(f"asset name must be a relative path inside {ASSETS_FOLDER}/, got {name!r}")
    roots = asset_roots()
    for root in roots:
        candidate = root.joinpath(*relative.parts)
        if candidate.exists():
            return candidate
    searched = ", ".join(str(root) for root in roots)
    raise FileNotFoundError(f"asset {name!r} not found in: {searched}")
