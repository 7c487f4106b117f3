"""``python -m euchre_desktop.arena A B``: duplicate matches between two bots, as a table or one JSON object.

The work is done by ``euchre_desktop.bots.arena``; this module only reads the command line.  Bot specs:
``random``, ``easy``, ``standard``, ``expert``, ``cmd:<command line>`` (an external program, see
docs/external-protocol.md) and ``py:<module>:<Class>``.  Exit status: 0 on success, 1 when the arena cannot
run or was stopped (the reason is on standard error), 2 for a bad command line.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from .bots.arena import ArenaConfig, ArenaError, default_jobs, format_table, run_arena
from .bots.external import OnError
from .bots.registry import ExternalOptions
from .engine import PRESETS, Rules, RulesError


def _rules(text: str) -> Rules:
    """A preset name, or a JSON file holding ``Rules.to_dict()`` output."""
    if text in PRESETS:
        return PRESETS[text]
    path = Path(text)
    if not path.suffix == ".json":
        raise argparse.ArgumentTypeError(f"unknown rules preset {text!r} (presets: {', '.join(PRESETS)}; "
                                         "or give a .json file of rule options)")
    try:
        return Rules.from_dict(json.loads(path.read_text(encoding="utf-8")))
    except OSError as error:
        raise argparse.ArgumentTypeError(f"cannot read {path}: {error.strerror}") from None
    except ValueError as error:  # RulesError and JSON errors alike
        kind = "rules" if isinstance(error, RulesError) else "JSON"
        raise argparse.ArgumentTypeError(f"{path}: bad {kind}: {error}") from None


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be more than 0 seconds, not {text}")
    return value


def build_parser() -> argparse.ArgumentParser:
    """The command line."""
    parser = argparse.ArgumentParser(
        prog="python -m euchre_desktop.arena",
        description="Play duplicate deals between two bots (each deal twice, seats swapped) and report "
                    "who is stronger.")
    parser.add_argument("side_a", metavar="A", help="bot spec of side A: random, easy, standard, expert, "
                                                    "'cmd:<command line>' or 'py:<module>:<Class>'")
    parser.add_argument("side_b", metavar="B", help="bot spec of side B")
    parser.add_argument("--deals", type=_positive_int, default=1000, help="duplicate deals to play (1000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals and of every bot's RNG (1)")
    parser.add_argument("--rules", type=_rules, default=PRESETS["standard"],
                        help=f"rules preset ({', '.join(PRESETS)}) or a .json file of rule options "
                             "(standard)")
    parser.add_argument("--jobs", type=_positive_int, default=default_jobs(),
                        help=f"worker processes (this machine's cores: {default_jobs()})")
    parser.add_argument("--scores", choices=("match", "zero"), default="match",
                        help="play each deal at a plausible match score (match) or at 0-0 (zero)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    parser.add_argument("--timeout", type=_seconds, default=5.0,
                        help="seconds an external program may take per decision (5)")
    parser.add_argument("--startup-timeout", type=_seconds, default=10.0,
                        help="seconds an external program may take to answer the hello (10)")
    parser.add_argument("--on-error", choices=[mode.value for mode in OnError], default="fallback",
                        help="when an external program fails: its decision falls back to standard (or random "
                             "while standard is unavailable), or the arena stops (fallback)")
    parser.add_argument("--quiet-bots", action="store_true",
                        help="discard external programs' standard error instead of passing it through")
    parser.add_argument("--checkpoint", type=Path,
                        help="save finished blocks here and resume from them if the run is repeated")
    parser.add_argument("--no-progress", action="store_true", help="do not report progress on standard error")
    return parser


class _Progress:
    """Progress lines on standard error, at most one every few seconds."""

    def __init__(self) -> None:
        self._start = time.monotonic()
        self._last = 0.0

    def __call__(self, done: int, total: int) -> None:
        now = time.monotonic()
        if done < total and now - self._last < 5.0:
            return
        self._last = now
        elapsed = now - self._start
        left = elapsed / done * (total - done) if done else 0.0
        print(f"arena: {done}/{total} deals, {elapsed:.0f} s elapsed, about {left:.0f} s left",
              file=sys.stderr, flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the arena from the command line; returns the exit status."""
    args = build_parser().parse_args(argv)
    try:
        config = ArenaConfig(
            side_a=args.side_a, side_b=args.side_b, deals=args.deals, seed=args.seed, rules=args.rules,
            jobs=args.jobs, scores=args.scores,
            external=ExternalOptions(timeout=args.timeout, startup_timeout=args.startup_timeout,
                                     on_error=OnError(args.on_error), quiet=args.quiet_bots))
        result = run_arena(config, progress=None if args.no_progress else _Progress(),
                           checkpoint=args.checkpoint)
    except ArenaError as error:
        print(f"arena: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("arena: interrupted", file=sys.stderr)
        return 130
    print(json.dumps(result) if args.json else format_table(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
