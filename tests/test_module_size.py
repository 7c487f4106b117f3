"""No module over 600 lines (the team's rule): a module that grows past it is split along a seam first."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIMIT = 600


def test_no_module_is_over_600_lines() -> None:
    sources = [path for folder in ("euchre_desktop", "tests", "tools", "scripts", "packaging")
               for path in (ROOT / folder).rglob("*.py")]
    assert len(sources) > 100, "the sources were found"
    too_long = {str(path.relative_to(ROOT)): count for path in sources
                if (count := len(path.read_text(encoding="utf-8").splitlines())) > LIMIT}
    assert not too_long, f"split these modules (lines): {too_long}"
