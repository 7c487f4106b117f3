"""Keep the README's Quick start honest: CI must run exactly the test command it tells people to run."""

from __future__ import annotations

import re
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent


def quick_start_commands() -> list[str]:
    """Return the command lines of the first code block under the README's "Quick start" heading."""
    readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## Quick start\n", 1)[1].split("\n## ", 1)[0]
    match = re.search(r"^```[a-z]*\n(.*?)^```", section, re.MULTILINE | re.DOTALL)
    assert match is not None, "the Quick start section has no code block"
    return [line.strip() for line in match.group(1).splitlines() if line.strip() and not line.startswith("#")]


def ci_commands() -> list[str]:
    """Return the lines of .ci/run that do the work, leaving out comments and shell set-up."""
    lines = (REPO_ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    return [
        line.strip()
        for line in lines
        if line.strip() and not line.startswith("#") and not line.startswith(("set ", "cd "))
    ]


def test_quick_start_has_a_play_and_a_test_command() -> None:
    """Exactly two commands: one to play, one to test."""
    assert len(quick_start_commands()) == 2


def test_ci_runs_the_readme_test_command_verbatim() -> None:
    """.ci/run runs the Quick start's second command and nothing else."""
    assert ci_commands() == [quick_start_commands()[1]]


def test_quick_start_scripts_are_executable() -> None:
    """The commands are scripts in the repository that a fresh clone can run as they are."""
    for command in quick_start_commands():
        script = REPO_ROOT / command.split()[0]
        assert script.is_file(), command
        assert script.stat().st_mode & 0o111, f"{command} is not executable"
