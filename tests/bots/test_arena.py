"""The arena: duplicate seating, the statistics, reproducibility, parallel workers, the command line."""

from __future__ import annotations

import json
import random
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from euchre_desktop import arena as arena_cli
from euchre_desktop.bots import registry
from euchre_desktop.bots.arena import (
    RESULT_KEYS,
    SIDE_KEYS,
    ArenaConfig,
    ArenaError,
    BotMisplayError,
    deal_for,
    plausible_scores,
    play_deal,
    run_arena,
    seatings,
)
from euchre_desktop.bots.external import OnError
from euchre_desktop.bots.levels import BOT_CLASSES, Level
from euchre_desktop.bots.registry import BotSpec, BotSpecError, BotUnavailableError, ExternalOptions
from euchre_desktop.engine import PRESETS, Action, HandState, PlayerView, Rules

REPO_ROOT = Path(__file__).resolve().parents[2]
EXAMPLE_SPEC = f"cmd:{sys.executable} {REPO_ROOT / 'examples' / 'external_bot.py'}"


def without_timings(result: dict[str, Any]) -> dict[str, Any]:
    """The result minus the only parts that legitimately change between runs: how long things took."""
    copy = json.loads(json.dumps(result))
    del copy["elapsed_s"]
    for side in copy["sides"].values():
        del side["decision_ms"]
    return copy


class SeatRecorder:
    """A random player that notes, for every hand it starts, its seat, cards, dealer and the match score."""

    name = "recorder"

    def __init__(self, label: str, log: list[tuple[str, int, tuple[int, ...], int, tuple[int, ...]]]) -> None:
        self.label = label
        self.log = log

    def start_hand(self, view: PlayerView) -> None:
        self.log.append((self.label, view.seat, tuple(view.dealt), view.dealer, view.scores))

    def observe(self, view: PlayerView) -> None:
        """Nothing to follow."""

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        return view.legal_actions[rng.randrange(len(view.legal_actions))]


def record_seating(rules: Rules, index: int) -> list[tuple[str, int, tuple[int, ...], int, tuple[int, ...]]]:
    log: list[tuple[str, int, tuple[int, ...], int, tuple[int, ...]]] = []
    bots = [[SeatRecorder(label, log) for _ in range(2)] for label in "AB"]
    config = ArenaConfig("random", "random", deals=10, seed=3, rules=rules)
    records = play_deal(config, index, bots, [[], []])
    assert len(records) == len(seatings(rules.players))
    return log


# ---------------------------------------------------------------------------------------------- seating


def test_each_deal_is_played_twice_with_the_sides_swapped_and_the_same_cards() -> None:
    for index in range(3):
        log = record_seating(PRESETS["standard"], index)
        first, second = log[:4], log[4:]
        assert sorted(seat for label, seat, *_ in first if label == "A") == [0, 2]
        assert sorted(seat for label, seat, *_ in second if label == "A") == [1, 3]
        cards_first = {seat: cards for _l, seat, cards, _d, _s in first}
        cards_second = {seat: cards for _l, seat, cards, _d, _s in second}
        assert cards_first == cards_second
        assert {(d, s) for *_x, d, s in log} == {(log[0][3], log[0][4])}  # same dealer and score both times


def test_cutthroat_puts_every_spec_in_every_seat_with_the_same_cards() -> None:
    log = record_seating(PRESETS["cutthroat"], 4)
    assert len(log) == 18  # six plays, three seats
    plays = [log[i:i + 3] for i in range(0, 18, 3)]
    for label in "AB":
        seats = [seat for play in plays for lab, seat, *_ in play if lab == label]
        assert sorted(set(seats)) == [0, 1, 2]
        assert all(seats.count(seat) == 3 for seat in range(3))
    hands = {seat: cards for _l, seat, cards, _d, _s in log}
    assert all(hands[seat] == cards for _l, seat, cards, _d, _s in log)


def test_deals_and_scores_come_from_the_seed_alone() -> None:
    config = ArenaConfig("random", "random", deals=50, seed=11)
    assert [deal_for(config, i) for i in range(50)] == [deal_for(config, i) for i in range(50)]
    other = ArenaConfig("random", "random", deals=50, seed=12)
    assert deal_for(config, 0)[0] != deal_for(other, 0)[0]
    scores = [deal_for(config, i)[1] for i in range(50)]
    assert all(max(score) < 10 for score in scores)
    assert len(set(scores)) > 10  # a spread of match situations, not one
    zero = ArenaConfig("random", "random", deals=5, seed=11, scores="zero")
    assert deal_for(zero, 3)[1] == (0, 0)


def test_plausible_scores_stay_below_the_target_in_cutthroat_too() -> None:
    rng = random.Random(5)
    for _ in range(200):
        score = plausible_scores(PRESETS["cutthroat"], rng, 10)
        assert len(score) == 3 and max(score) < 10 and min(score) >= 0


# ------------------------------------------------------------------------------------------- statistics


def test_random_against_random_is_even() -> None:
    result = run_arena(ArenaConfig("random", "random", deals=400, seed=7))
    low, high = result["margin_ci95"]
    assert low < 0 < high
    assert high - low < 0.4
    assert 0.4 < result["point_share"] < 0.6
    assert 0.4 < result["match_win_rate"] < 0.6
    assert result["deals"] == 400 and result["hands"] == 800


def test_a_better_player_shows_a_clear_margin() -> None:
    # The example external bot only makes trump with three of the suit: that alone beats random by a mile.
    result = run_arena(ArenaConfig(EXAMPLE_SPEC, "random", deals=40, seed=2))
    assert result["margin_ci95"][0] > 0.3
    assert result["point_share"] > 0.65 and result["match_win_rate"] > 0.8
    a, b = result["sides"]["A"], result["sides"]["B"]
    assert a["make_rate"] > b["make_rate"] and a["euchre_rate"] > b["euchre_rate"]
    assert a["fallback_decisions"] == 0 and a["external_problems"] == {}
    assert a["decision_ms"]["count"] > 0 and a["decision_ms"]["p50"] <= a["decision_ms"]["p99"]
    mirrored = run_arena(ArenaConfig("random", EXAMPLE_SPEC, deals=20, seed=2))
    assert mirrored["margin_ci95"][1] < -0.3


def test_cutthroat_runs_and_equal_players_are_even() -> None:
    result = run_arena(ArenaConfig("random", "random", deals=120, seed=5, rules=PRESETS["cutthroat"]))
    assert result["plays_per_deal"] == 6 and result["hands"] == 720
    low, high = result["margin_ci95"]
    assert low < 0 < high
    assert result["match_win_rate_fair"] == pytest.approx(1 / 3, abs=1e-3)
    assert 0.2 < result["match_win_rate"] < 0.47
    assert result["sides"]["A"]["hands"] == result["sides"]["B"]["hands"] == 120 * 9
    assert result["sides"]["A"]["loner_rate"] == 0


def test_other_presets_run() -> None:
    for preset in ("house", "british", "tournament", "canadian"):
        result = run_arena(ArenaConfig("random", "random", deals=30, seed=1, rules=PRESETS[preset]))
        assert result["rules"] == preset and result["hands"] == 60


# ------------------------------------------------------------------------------------- reproducibility


def test_the_same_seed_gives_identical_results() -> None:
    config = ArenaConfig("random", "random", deals=80, seed=9)
    assert without_timings(run_arena(config)) == without_timings(run_arena(config))
    other = run_arena(ArenaConfig("random", "random", deals=80, seed=10))
    assert without_timings(other) != without_timings(run_arena(config))


def test_worker_processes_do_not_change_the_results() -> None:
    one = run_arena(ArenaConfig("random", "random", deals=150, seed=4, jobs=1))
    two = run_arena(ArenaConfig("random", "random", deals=150, seed=4, jobs=2))
    assert without_timings(one) == without_timings(two)


def test_worker_processes_with_an_external_bot_give_the_same_results() -> None:
    one = run_arena(ArenaConfig(EXAMPLE_SPEC, "random", deals=40, seed=6, jobs=1))
    two = run_arena(ArenaConfig(EXAMPLE_SPEC, "random", deals=40, seed=6, jobs=2))
    assert without_timings(one) == without_timings(two)


def test_an_interrupted_run_resumes_from_its_checkpoint(tmp_path: Path) -> None:
    checkpoint = tmp_path / "run.jsonl"
    config = ArenaConfig("random", "random", deals=90, seed=8)
    full = run_arena(config, checkpoint=checkpoint)
    lines = checkpoint.read_text().splitlines()
    assert len(lines) == 1 + 15  # a header and one line per block of six deals
    # Lose the last blocks, and leave half a line as an interruption would.
    checkpoint.write_text("\n".join(lines[:10]) + "\n" + lines[10][:40])
    seen: list[int] = []
    resumed = run_arena(config, checkpoint=checkpoint, progress=lambda done, total: seen.append(done))
    assert without_timings(resumed) == without_timings(full)
    assert seen[0] == 6 * 9 + 6  # the 9 saved blocks were not played again
    with pytest.raises(ArenaError, match="not a checkpoint of this run"):
        run_arena(ArenaConfig("random", "random", deals=90, seed=99), checkpoint=checkpoint)


# ----------------------------------------------------------------------------------------- bad players


@pytest.fixture
def bot_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """A throwaway module of test-only bots, importable as ``arena_test_bots``."""
    (tmp_path / "arena_test_bots.py").write_text(textwrap.dedent("""
        from euchre_desktop.engine import Action

        class Cheat:
            name = "cheat"
            def choose(self, view, rng):
                return Action.play(view.upcard) if view.phase.value == "play" else view.legal_actions[0]

        class Peeker:
            '''Sees every card: plays the first legal action, and checks it really got the whole state.'''
            name = "peeker"
            calls = 0
            def choose(self, view, rng):
                raise AssertionError("a full-state bot is never given a view")
            def choose_with_state(self, state, rng):
                type(self).calls += 1
                assert sum(bin(hand).count("1") for hand in state.hands) >= 1
                return state.legal_actions()[0]
    """))
    monkeypatch.syspath_prepend(str(tmp_path))
    return "arena_test_bots"


def test_a_bot_that_misplays_is_named(bot_module: str) -> None:
    with pytest.raises(BotMisplayError, match=r"bot 'cheat' \(side A, seat \d\) chose 'play"):
        run_arena(ArenaConfig(f"py:{bot_module}:Cheat", "random", deals=3))


def test_a_full_state_bot_gets_the_whole_hand(bot_module: str) -> None:
    result = run_arena(ArenaConfig("random", f"py:{bot_module}:Peeker", deals=5))
    assert result["sides"]["B"]["decision_ms"]["count"] > 0
    module = sys.modules[bot_module]
    assert module.Peeker.calls == result["sides"]["B"]["decision_ms"]["count"]


def test_the_built_in_levels_play_and_the_better_one_wins() -> None:
    result = run_arena(ArenaConfig("standard", "easy", deals=60, seed=3, jobs=2))
    assert result["margin_per_hand"] > 0
    assert result["sides"]["A"]["decision_ms"]["count"] > 0
    against_random = run_arena(ArenaConfig("easy", "random", deals=40, seed=3))
    assert against_random["margin_ci95"][0] > 0.5


def test_a_missing_level_is_reported_clearly(monkeypatch: pytest.MonkeyPatch) -> None:
    """The arena measures what it was asked to: a level missing from the build is an error, not Standard."""
    monkeypatch.setitem(BOT_CLASSES, Level.EXPERT, ("euchre_desktop.bots.not_built_yet", "ExpertBot"))
    with pytest.raises(ArenaError, match="'expert' bot is not available in this build"):
        run_arena(ArenaConfig("expert", "random", deals=2))


def test_specs_are_checked() -> None:
    assert BotSpec.parse("cmd:python3 'my bot.py' --fast").command == ["python3", "my bot.py", "--fast"]
    assert BotSpec.parse("py:pkg.mod:Thing").target == "pkg.mod:Thing"
    for bad, words in [("grandmaster", "unknown bot"), ("cmd:", "needs a command"),
                       ("cmd:python3 'unclosed", "cannot split"), ("py:nomodule", "module:Class")]:
        with pytest.raises(BotSpecError, match=words):
            BotSpec.parse(bad)
    with pytest.raises(BotUnavailableError, match=r"module no_such_package\.bots is missing"):
        registry.build_bot(BotSpec.parse("py:no_such_package.bots:Bot"))
    with pytest.raises(ArenaError, match="unknown bot"):
        ArenaConfig("random", "nobody")
    with pytest.raises(ArenaError, match="at least one deal"):
        ArenaConfig("random", "random", deals=0)


# ------------------------------------------------------------------------------------ external programs


def broken_bot(tmp_path: Path) -> str:
    """A program that shakes hands and then answers every request with an illegal play."""
    path = tmp_path / "illegal_bot.py"
    path.write_text(textwrap.dedent("""
        import json, sys
        for line in sys.stdin:
            message = json.loads(line)
            if message["type"] == "hello":
                print(json.dumps({"type": "hello", "version": 1}), flush=True)
            elif message["type"] == "request":
                print(json.dumps({"type": "action", "id": message["id"], "action": "play BN"}), flush=True)
    """))
    return f"cmd:{sys.executable} {path}"


def test_external_problems_fall_back_and_are_counted(tmp_path: Path,
                                                     capfd: pytest.CaptureFixture[str]) -> None:
    result = run_arena(ArenaConfig(broken_bot(tmp_path), "random", deals=4, seed=1))
    side = result["sides"]["A"]
    assert side["fallback_decisions"] > 0
    assert side["external_problems"] == {"illegal": side["fallback_decisions"]}
    assert "which is not legal now" in capfd.readouterr().err


@pytest.mark.parametrize("jobs", [1, 2])
def test_external_problems_stop_the_run_when_asked(tmp_path: Path, jobs: int) -> None:
    config = ArenaConfig(broken_bot(tmp_path), "random", deals=8, seed=1, jobs=jobs,
                         external=ExternalOptions(on_error=OnError.STOP))
    with pytest.raises(ArenaError, match=r"stopped: external bot cmd:.*illegal_bot.py: answered request \d+"):
        run_arena(config)


def test_a_program_that_cannot_start_is_refused_before_the_run(tmp_path: Path) -> None:
    with pytest.raises(ArenaError, match=r"cannot use 'cmd:.*no-such-bot': could not be started"):
        run_arena(ArenaConfig(f"cmd:{tmp_path / 'no-such-bot'}", "random", deals=2))


# ------------------------------------------------------------------------------------------ command line


def test_cli_json_has_every_documented_key(capsys: pytest.CaptureFixture[str]) -> None:
    status = arena_cli.main(["random", "random", "--deals", "20", "--json", "--jobs", "1", "--no-progress"])
    assert status == 0
    result = json.loads(capsys.readouterr().out)
    assert tuple(result) == RESULT_KEYS
    for label in "AB":
        assert tuple(result["sides"][label]) == SIDE_KEYS
        assert set(result["sides"][label]["decision_ms"]) == {"count", "mean", "p50", "p95", "p99", "max"}
    assert result["deals"] == 20 and result["rules"] == "standard" and result["side_b"] == "random"


def test_cli_table_and_options(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    rules_file = tmp_path / "rules.json"
    rules_file.write_text(json.dumps(PRESETS["short"].to_dict()))
    status = arena_cli.main(["random", EXAMPLE_SPEC, "--deals", "6", "--rules", str(rules_file),
                             "--scores", "zero", "--seed", "3", "--jobs", "2"])
    captured = capsys.readouterr()
    assert status == 0
    assert "Margin of A per hand" in captured.out and "decision ms p99" in captured.out
    assert "Rules short, seed 3, 6 deals x 2 seatings = 12 hands, scores: zero" in captured.out
    assert "arena: 6/6 deals" in captured.err


def test_cli_errors_are_clear(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert arena_cli.main(["random", "grandmaster", "--deals", "2"]) == 1
    assert "arena: unknown bot 'grandmaster'" in capsys.readouterr().err
    with pytest.raises(SystemExit) as stop:
        arena_cli.main(["random", "random", "--rules", "klondike"])
    assert stop.value.code == 2
    assert "unknown rules preset 'klondike'" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        arena_cli.main(["random", "random", "--deals", "0"])
    assert "must be at least 1" in capsys.readouterr().err
    status = arena_cli.main([broken_bot(tmp_path), "random", "--deals", "3", "--on-error", "stop",
                             "--no-progress", "--jobs", "1"])
    assert status == 1
    assert "arena: stopped: external bot" in capsys.readouterr().err


def test_the_module_runs_as_a_program() -> None:
    import subprocess

    completed = subprocess.run(
        [sys.executable, "-m", "euchre_desktop.arena", "random", "random", "--deals", "10", "--json",
         "--no-progress"], capture_output=True, text=True, cwd=REPO_ROOT, timeout=60, check=False)
    assert completed.returncode == 0, completed.stderr
    assert json.loads(completed.stdout)["deals"] == 10


def test_hands_replay_from_the_arena_deal() -> None:
    # The arena plays real engine hands: a recorded deal replays under the engine's own checks.
    config = ArenaConfig("random", "random", deals=1, seed=21)
    deal, scores = deal_for(config, 0)
    state = HandState(config.rules, deal, scores_before=scores)
    assert state.to_act == (deal.dealer + 1) % 4
