"""The reliability tests' helper modules (the kill test's players, the faulty bots) are imported by name, here
and in the processes the tests start, so this folder goes on ``sys.path`` (spawned workers inherit it)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
