"""PySide6 reads no module's source as it is imported (``euchre_desktop.qt_imports``)."""

from __future__ import annotations

import inspect
import sys
from pathlib import Path

import pytest

import euchre_desktop.qt_imports  # noqa: F401


def test_a_module_imported_after_pyside_is_not_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    read: list[object] = []
    monkeypatch.setattr(inspect, "getsource", lambda item: read.append(item) or "")
    (tmp_path / "fresh_module_for_the_scan.py").write_text("X = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "fresh_module_for_the_scan", raising=False)
    __import__("fresh_module_for_the_scan")  # through the import statement's hook, as a module's imports go
    assert not read
