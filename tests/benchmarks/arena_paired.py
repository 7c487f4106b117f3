"""Benchmark tool: two arena checkpoints compared on the deals both have played.  Prints one JSON object.

Two players measured against the same opponent with the same seed (``python -m euchre_desktop.arena X
standard --checkpoint a.jsonl`` and ``... Y standard --checkpoint b.jsonl``) play the same duplicate deals,
so the difference of their margins deal by deal cancels most of the luck of the cards: its interval is
much narrower than the difference of two separate intervals.  Only the deals found in both files count, so
a run still going (or stopped) can be compared with a finished one.

    python tests/benchmarks/arena_paired.py /tmp/base.jsonl /tmp/candidate.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO_ROOT))

from euchre_desktop.bots.arena import seatings  # noqa: E402
from euchre_desktop.bots.arena_results import Block  # noqa: E402
from euchre_desktop.engine import Rules  # noqa: E402


def deal_margins(path: Path) -> tuple[dict[str, object], dict[int, float]]:
    """A checkpoint's header and, for every finished deal, side A's points per hand minus side B's."""
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])["checkpoint"]
    rules = Rules.from_dict(header["rules"])
    arrangement = seatings(rules.players)
    plays: dict[int, list[float]] = {}
    for line in lines[1:]:
        try:
            block = Block.from_json(json.loads(line))
        except (ValueError, KeyError, TypeError):
            continue  # a last line cut short by an interruption
        for record in block.records:
            seating = arrangement[record.play]
            sides = [[record.points[rules.side_of(seat)] for seat, owner in enumerate(seating)
                      if owner == label] for label in (0, 1)]
            plays.setdefault(record.deal, []).append(statistics.fmean(sides[0]) - statistics.fmean(sides[1]))
    return header, {deal: statistics.fmean(values) for deal, values in plays.items()
                    if len(values) == len(arrangement)}


def _summary(values: list[float]) -> dict[str, object]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
    return {"mean": round(mean, 4), "ci95": [round(mean - half, 4), round(mean + half, 4)]}


def main() -> None:
    """Compare the two checkpoints and print the result as JSON."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("base", type=Path)
    parser.add_argument("candidate", type=Path)
    args = parser.parse_args()
    base_header, base = deal_margins(args.base)
    candidate_header, candidate = deal_margins(args.candidate)
    if base_header.get("seed") != candidate_header.get("seed"):
        parser.error("the two runs have different seeds, so their deals differ")
    shared = sorted(set(base) & set(candidate))
    if len(shared) < 2:
        parser.error(f"only {len(shared)} deals in common")
    print(json.dumps({
        "benchmark": "arena_paired", "base": str(args.base), "candidate": str(args.candidate),
        "deals": len(shared), "base_margin": _summary([base[d] for d in shared]),
        "candidate_margin": _summary([candidate[d] for d in shared]),
        "difference": _summary([candidate[d] - base[d] for d in shared]),
    }))


if __name__ == "__main__":
    main()
