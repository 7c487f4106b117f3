"""The arena: duplicate matches between two bot specs, and the numbers that say which is stronger.

This module plays a run; ``arena_results`` turns it into those numbers (the margin, the match win rate,
every result key) and says how.

**Duplicate deals.**  Deal ``i`` comes from its own seeded RNG and is played once per *seating*, with the
same cards, the same dealer and the same match score every time; only who sits where changes, so the luck
of the cards cancels.  With four players side A sits North/South (seats 0 and 2) in the first play and
East/West in the second.  In cutthroat (three seats) there are six plays: A alone in each seat against two
B seats, then B alone in each seat; every spec sits every seat equally often.

**The match score.**  Bots may bid differently at 9-9 than at 0-0, so each deal is played at a plausible
match score (``scores="match"``, the default): a simple model of a match (``_OUTCOMES`` below) is run to its
end and the score before one of its hands, chosen uniformly, is used.  The score belongs to the seats, not
to the specs, so both plays of a deal face the same situation.  ``scores="zero"`` plays every deal at 0-0.

**Reproducibility.**  Deals, scores and every bot's RNG (one per deal, play and seat) come from the seed
alone, and the deals are cut into blocks that do not depend on ``jobs``, so the same seed gives the same
results with any number of worker processes (for bots that are deterministic given their RNG).  Only the
timings (``elapsed_s``, ``decision_ms``) differ between runs.
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import json
import math
import multiprocessing
import os
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Final, Literal

from ..engine import (
    PRESETS,
    Deal,
    HandState,
    IllegalActionError,
    Phase,
    PlayerView,
    Rules,
)
from .arena_results import (
    ARENA_VERSION,
    LABELS,
    RESULT_KEYS,
    SIDE_KEYS,
    Block,
    PlayRecord,
    format_table,
    summarize,
)
from .base import Bot
from .external import Closeable, ExternalBot, ExternalBotError, HandObserver
from .registry import (
    BotSpec,
    BotSpecError,
    BotUnavailableError,
    ExternalOptions,
    FullStateBot,
    bot_factory,
    build_bot,
)

__all__ = [
    "ARENA_VERSION",
    "RESULT_KEYS",
    "SIDE_KEYS",
    "ArenaConfig",
    "ArenaError",
    "BotMisplayError",
    "FullStateBot",
    "PlayRecord",
    "deal_for",
    "default_jobs",
    "format_table",
    "play_deal",
    "run_arena",
    "seatings",
]

ScoreMode = Literal["match", "zero"]

_OUTCOMES: Final = (
    # (probability, what happens) for the score model: typical of sound play at a four-handed table.
    (0.58, "made"), (0.14, "march"), (0.03, "loner march"), (0.25, "euchred"),
)
_CUTTHROAT_OUTCOMES: Final = ((0.55, "made"), (0.10, "march"), (0.35, "euchred"))


class ArenaError(RuntimeError):
    """The arena cannot run as asked, or stopped: the message says why."""


class BotMisplayError(ArenaError):
    """A bot (not an external program: those fall back) returned an action that is not legal."""


@dataclasses.dataclass(frozen=True, slots=True)
class ArenaConfig:
    """One arena run.  ``side_a`` and ``side_b`` are bot specs (see ``registry``)."""

    side_a: str
    side_b: str
    deals: int = 1000
    seed: int = 1
    rules: Rules = PRESETS["standard"]
    jobs: int = 1
    scores: ScoreMode = "match"
    external: ExternalOptions = dataclasses.field(default_factory=ExternalOptions)
    match_target: int = 10
    simulated_matches: int = 20000

    def __post_init__(self) -> None:
        if self.deals < 1:
            raise ArenaError(f"the arena needs at least one deal, not {self.deals}")
        if self.jobs < 1:
            raise ArenaError(f"--jobs must be at least 1, not {self.jobs}")
        if self.scores not in ("match", "zero"):
            raise ArenaError(f"scores must be 'match' or 'zero', not {self.scores!r}")
        if self.match_target < 1:
            raise ArenaError(f"the match target must be positive, not {self.match_target}")
        for spec in (self.side_a, self.side_b):
            try:
                BotSpec.parse(spec)
            except BotSpecError as error:
                raise ArenaError(str(error)) from None

    @property
    def specs(self) -> tuple[BotSpec, BotSpec]:
        """The two parsed specs, A first."""
        return BotSpec.parse(self.side_a), BotSpec.parse(self.side_b)

    def fingerprint(self) -> dict[str, Any]:
        """Everything that determines the results (used to check that a checkpoint belongs to this run)."""
        return {"arena_version": ARENA_VERSION, "side_a": self.side_a, "side_b": self.side_b,
                "deals": self.deals, "seed": self.seed, "rules": self.rules.to_dict(), "scores": self.scores}


# -------------------------------------------------------------------------------------------- the deals


def seatings(players: int) -> tuple[tuple[int, ...], ...]:
    """Who sits where in each play of a deal: per play, the spec index (0 = A, 1 = B) of every seat."""
    if players == 4:
        return ((0, 1, 0, 1), (1, 0, 1, 0))
    if players == 3:
        alone_a = tuple(tuple(0 if seat == alone else 1 for seat in range(3)) for alone in range(3))
        alone_b = tuple(tuple(1 if seat == alone else 0 for seat in range(3)) for alone in range(3))
        return alone_a + alone_b
    raise ArenaError(f"the arena plays 4 or 3 seats, not {players}")


def plausible_scores(rules: Rules, rng: random.Random, target: int) -> tuple[int, ...]:
    """The score before a hand drawn uniformly from a match simulated with ``_OUTCOMES``."""
    sides = rules.sides
    scores = [0] * sides
    seen: list[tuple[int, ...]] = []
    outcomes = _CUTTHROAT_OUTCOMES if rules.cutthroat else _OUTCOMES
    weights = [p for p, _ in outcomes]
    while max(scores) < target:
        seen.append(tuple(scores))
        maker = rng.randrange(sides)
        outcome = rng.choices(outcomes, weights)[0][1]
        if outcome == "made":
            scores[maker] += 1
        elif outcome == "march":
            scores[maker] += rules.cutthroat_march if rules.cutthroat else 2
        elif outcome == "loner march":
            scores[maker] += 4
        else:
            for side in range(sides):
                if side != maker:
                    scores[side] += 2
    return seen[rng.randrange(len(seen))]


def deal_for(config: ArenaConfig, index: int) -> tuple[Deal, tuple[int, ...]]:
    """Deal ``index`` of a run and the match score it is played at (both from the seed alone)."""
    rules = config.rules
    rng = random.Random(f"euchre-desktop/arena/{config.seed}/deal/{index}")
    deal = Deal.random(rules, index % rules.players, rng)
    if config.scores == "zero":
        return deal, (0,) * rules.sides
    target = rules.target if rules.target is not None else config.match_target
    return deal, plausible_scores(rules, rng, target)


class _Seat:
    """A bot in a seat, with what the arena needs to know about it worked out once."""

    def __init__(self, bot: Bot | FullStateBot, label: int) -> None:
        self.bot = bot
        self.label = label
        self.observer = bot if isinstance(bot, HandObserver) else None


def play_deal(config: ArenaConfig, index: int, players: Sequence[Sequence[Bot | FullStateBot]],
              timings: Sequence[list[float]]) -> list[PlayRecord]:
    """Play deal ``index`` once per seating.  ``players[label]`` holds that spec's bots, one per seat it may
    occupy at once; each decision's time in milliseconds is appended to ``timings[label]``."""
    rules = config.rules
    deal, scores = deal_for(config, index)
    records = []
    for play, seating in enumerate(seatings(rules.players)):
        used = [0, 0]
        seats = []
        for label in seating:
            seats.append(_Seat(players[label][used[label]], label))
            used[label] += 1
        state = HandState(rules, deal, scores_before=scores)
        rngs = [random.Random(f"euchre-desktop/arena/{config.seed}/bot/{index}/{play}/{seat}")
                for seat in range(rules.players)]
        _play_hand(state, seats, rngs, timings, index, play)
        result = state.result
        assert result is not None
        records.append(PlayRecord(index, play, result.points, result.outcome.value, result.maker,
                                  result.maker_alone, result.defender_alone))
    return records


def _play_hand(state: HandState, seats: Sequence[_Seat], rngs: Sequence[random.Random],
               timings: Sequence[list[float]], index: int, play: int) -> None:
    observers = [(seat, s.observer) for seat, s in enumerate(seats) if s.observer is not None]
    for seat, observer in observers:
        observer.start_hand(PlayerView.of(state, seat))
    while state.phase is not Phase.DONE:
        seat = state.to_act
        player = seats[seat]
        rng = rngs[seat]
        bot = player.bot
        if isinstance(bot, FullStateBot):
            snapshot = state.copy()
            start = time.perf_counter()
            action = bot.choose_with_state(snapshot, rng)
        else:
            view = PlayerView.of(state, seat)
            start = time.perf_counter()
            action = bot.choose(view, rng)
        timings[player.label].append((time.perf_counter() - start) * 1000.0)
        try:
            state.apply(action)
        except IllegalActionError as error:
            raise BotMisplayError(
                f"bot {player.bot.name!r} (side {LABELS[player.label]}, seat {seat}) chose "
                f"{action.to_text()!r} in deal {index}, play {play}, which is illegal: {error}") from None
        for observer_seat, observer in observers:
            observer.observe(PlayerView.of(state, observer_seat))


# ------------------------------------------------------------------------------------- blocks and workers


def _block_ranges(deals: int) -> list[tuple[int, int]]:
    # Independent of --jobs, so that bots which keep state between hands see the same sequence of hands
    # whatever the parallelism (and a checkpoint can be resumed with another --jobs).
    size = max(1, min(50, math.ceil(deals / 16)))
    return [(start, min(start + size, deals)) for start in range(0, deals, size)]


_stop_event: Any = None
"""Set in each worker process: the parent sets the event to make every worker give up early."""


def _init_worker(event: Any) -> None:
    global _stop_event
    _stop_event = event


def _seats_per_spec(players: int) -> int:
    return max(max(seating.count(label) for seating in seatings(players)) for label in (0, 1))


def _run_block(config: ArenaConfig, start: int, stop: int) -> Block | None:
    """Play deals ``start``..``stop - 1`` with freshly built bots; None when told to stop early."""
    bots: list[list[Bot | FullStateBot]] = [[], []]
    try:
        for label, spec in enumerate(config.specs):
            for _ in range(_seats_per_spec(config.rules.players)):
                bots[label].append(build_bot(spec, external=config.external))
        timings: list[list[float]] = [[], []]
        records: list[PlayRecord] = []
        for index in range(start, stop):
            if _stop_event is not None and _stop_event.is_set():
                return None
            records.extend(play_deal(config, index, bots, timings))
        fallbacks = [0, 0]
        problems: list[Counter[str]] = [Counter(), Counter()]
        for label in (0, 1):
            for bot in bots[label]:
                if isinstance(bot, ExternalBot):
                    fallbacks[label] += bot.fallback_decisions
                    problems[label].update({p.value: n for p, n in bot.problems.items()})
        return Block(start, stop, records, timings, fallbacks, [dict(p) for p in problems])
    finally:
        for side in bots:
            for bot in side:
                if isinstance(bot, Closeable):
                    bot.close()


# ---------------------------------------------------------------------------------------------- running


def _preflight(config: ArenaConfig) -> None:
    """Fail before any deal when a spec's bot cannot be built or its program cannot even start."""
    for spec in config.specs:
        if spec.kind == "cmd":
            probe = ExternalBot(spec.command, label=spec.text, timeout=config.external.timeout,
                                startup_timeout=config.external.startup_timeout, fallback=None,
                                report=lambda _message: None, quiet=config.external.quiet)
            try:
                probe.probe(config.rules)
            except ExternalBotError as error:
                raise ArenaError(f"cannot use {spec.text!r}: {error.detail}") from None
            finally:
                probe.close()
        else:
            try:
                bot_factory(spec)
            except BotUnavailableError as error:
                raise ArenaError(str(error)) from None


class _Checkpoint:
    """A JSON-lines file of finished blocks (after a header naming the run), so that an interrupted run
    resumes where it stopped.  A last line cut short by the interruption is ignored and its block replayed."""

    def __init__(self, path: Path | None, config: ArenaConfig) -> None:
        self._path = path
        self.blocks: dict[tuple[int, int], Block] = {}
        if path is None:
            return
        header = json.dumps({"checkpoint": config.fingerprint()})
        lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
        if not lines:
            path.write_text(header + "\n", encoding="utf-8")
            return
        if lines[0] != header:
            raise ArenaError(f"{path} is not a checkpoint of this run (other specs, deals, seed, rules or "
                             "scores); delete it or choose another file")
        for number, line in enumerate(lines[1:], 2):
            try:
                block = Block.from_json(json.loads(line))
            except (ValueError, KeyError, TypeError):
                if number == len(lines):
                    break
                raise ArenaError(f"{path}, line {number}: not a block of arena results") from None
            self.blocks[(block.start, block.stop)] = block

    def add(self, block: Block) -> None:
        """Save a finished block."""
        if self._path is not None:
            with self._path.open("a", encoding="utf-8") as stream:
                stream.write(json.dumps(block.to_json(), separators=(",", ":")) + "\n")


def run_arena(config: ArenaConfig, *, progress: Callable[[int, int], None] | None = None,
              checkpoint: Path | None = None) -> dict[str, Any]:
    """Play the run and return its result (keys: ``RESULT_KEYS``).

    ``progress(deals_done, deals)`` is called after each block.  With ``checkpoint``, finished blocks are
    saved there and a run with the same settings resumes from them.  Raises ``ArenaError`` (with the reason)
    when a spec is unusable, a bot misplays, or an external program fails under ``OnError.STOP``.
    """
    _preflight(config)
    started = time.perf_counter()
    ranges = _block_ranges(config.deals)
    saver = _Checkpoint(checkpoint, config)
    done = {key: block for key, block in saver.blocks.items() if key in set(ranges)}
    todo = [r for r in ranges if r not in done]
    finished = sum(stop - start for start, stop in done)

    def finish(block: Block) -> None:
        nonlocal finished
        done[(block.start, block.stop)] = block
        saver.add(block)
        finished += block.stop - block.start
        if progress is not None:
            progress(finished, config.deals)

    try:
        if config.jobs == 1 or len(todo) <= 1:
            for start, stop in todo:
                block = _run_block(config, start, stop)
                assert block is not None
                finish(block)
        else:
            _run_parallel(config, todo, finish)
    except ExternalBotError as error:
        raise ArenaError(f"stopped: {error}") from None
    blocks = [done[r] for r in ranges]
    return summarize(config, seatings(config.rules.players), blocks, time.perf_counter() - started)


def _run_parallel(config: ArenaConfig, todo: list[tuple[int, int]], finish: Callable[[Block], None]) -> None:
    context = multiprocessing.get_context()
    event = context.Event()
    workers = min(config.jobs, len(todo))
    executor = concurrent.futures.ProcessPoolExecutor(max_workers=workers, mp_context=context,
                                                      initializer=_init_worker, initargs=(event,))
    try:
        futures = [executor.submit(_run_block, config, start, stop) for start, stop in todo]
        for future in concurrent.futures.as_completed(futures):
            block = future.result()
            if block is not None:
                finish(block)
    except BaseException:
        # Make every worker drop what it is doing (closing its bots' processes), and wait for them: no
        # orphaned worker or external program outlives the arena.
        event.set()
        raise
    finally:
        executor.shutdown(wait=True, cancel_futures=True)


def default_jobs() -> int:
    """The machine's cores (the default of ``--jobs``)."""
    return os.cpu_count() or 1
