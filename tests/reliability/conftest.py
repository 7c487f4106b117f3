"""The reliability tests' helper modules (the kill test's players here, the test doubles in tests/) are
imported by name, here and in the processes the tests start, so both folders go on ``sys.path`` (spawned
workers inherit it)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent))
