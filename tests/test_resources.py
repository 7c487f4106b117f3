"""Asset lookup from a source checkout and from a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from euchre_desktop.resources import asset_path

REPO_ROOT = Path(__file__).resolve().parent.parent


def test_finds_assets_in_a_source_checkout() -> None:
    """In a checkout, assets come from the repository's assets/ folder."""
    assert asset_path("README.md") == REPO_ROOT / "assets" / "README.md"


def test_prefers_the_pyinstaller_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Inside a bundle, assets come from ``sys._MEIPASS/assets``, with nested names split on ``/``."""
    bundled = tmp_path / "assets" / "icons" / "app.svg"
    bundled.parent.mkdir(parents=True)
    bundled.write_text("<svg/>")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)

    assert asset_path("icons/app.svg") == bundled


def test_missing_asset_names_the_folders_searched() -> None:
    """A missing asset is reported at the lookup, saying where it was looked for."""
    with pytest.raises(FileNotFoundError, match="assets"):
        asset_path("no/such/file.png")


@pytest.mark.parametrize("name", ["", "/etc/passwd", "../pyproject.toml", "icons/../../x", "icons\\app.svg"])
def test_rejects_names_outside_the_assets_folder(name: str) -> None:
    """Only relative names inside assets/ are accepted."""
    with pytest.raises(ValueError, match="relative path"):
        asset_path(name)
