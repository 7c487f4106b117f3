"""The external-bot protocol: what a program is told, what it may answer, and every way it can fail.

Each test runs real child processes: the shipped example bot, or small throwaway bots written here.
"""

from __future__ import annotations

import json
import random
import sys
import textwrap
import time
from pathlib import Path

import pytest

from euchre_desktop.bots.base import Bot, RandomBot
from euchre_desktop.bots.bid.arena import play_hand as play_bid_hand
from euchre_desktop.bots.bid.base import BidBot, RandomBidBot
from euchre_desktop.bots.bid.external import ExternalBidBot
from euchre_desktop.bots.external import ExternalBot, ExternalBotError, OnError, Problem
from euchre_desktop.engine import PRESETS, Action, Deal, HandState, Phase, PlayerView, Rules, parse_cards
from euchre_desktop.engine.bid import BidDeal, BidRules, Form

REPO_ROOT = Path(__file__).resolve().parents[2]
EXAMPLE_BOT = [sys.executable, str(REPO_ROOT / "examples" / "external_bot.py")]

# Seat 0 holds the right bower and three more hearts with the jack of hearts turned up for dealer 3, so the
# example bot (which orders with three trump) makes trump, and the dealer must then bury a card.
HEART_DEAL = Deal(
    dealer=3,
    hands=(parse_cards("JD AH KH QH 9S"), parse_cards("9C TC JC QC KC"),
           parse_cards("9D TD QD KD AD"), parse_cards("AC TS JS QS KS")),
    kitty=parse_cards("JH AS TH 9H"),
)

# A bot skeleton: shakes hands, then hands every request to answer(); a returned string is written as a line.
BOT_TEMPLATE = """
import json, os, sys, time
requests = 0
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        {hello}
    elif message["type"] == "request":
        requests += 1
        reply = answer(message, requests)
        if reply is not None:
            sys.stdout.write(reply + "\\n")
            sys.stdout.flush()
"""


def write_bot(tmp_path: Path, answer: str, *, hello: str | None = None, name: str = "bot.py",
              log: Path | None = None) -> list[str]:
    """A throwaway bot whose ``answer(request, number)`` function body is ``answer``; returns its command.

    With ``log``, the bot appends every line it receives to that file before answering."""
    hello_code = hello or 'print(json.dumps({"type": "hello", "version": 1, "name": "t"}), flush=True)'
    source = "def answer(request, number):\n" + textwrap.indent(textwrap.dedent(answer), "    ") + "\n"
    source += BOT_TEMPLATE.format(hello=hello_code)
    if log is not None:
        parse = "    message = json.loads(line)\n"
        source = source.replace(parse, f"{parse}    open({str(log)!r}, 'a').write(line)\n", 1)
    path = tmp_path / name
    path.write_text(source, encoding="utf-8")
    return [sys.executable, str(path)]


FIRST_LEGAL = 'return json.dumps({"type": "action", "id": request["id"], "action": request["legal"][0]})'


class Recorder:
    """Collects problem reports instead of printing them."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def __call__(self, line: str) -> None:
        self.lines.append(line)


def play_hand(bots: dict[int, Bot], *, deal: Deal = HEART_DEAL, rules: Rules = PRESETS["standard"],
              scores: tuple[int, ...] | None = None, seed: int = 5) -> HandState:
    """Play one hand as the arena does: external seats see every action; the other seats play randomly."""
    state = HandState(rules, deal, scores_before=scores)
    players: dict[int, Bot] = {seat: bots.get(seat, RandomBot()) for seat in range(rules.players)}
    rng = random.Random(seed)
    for seat, bot in bots.items():
        if isinstance(bot, ExternalBot):
            bot.start_hand(PlayerView.of(state, seat))
    while state.phase is not Phase.DONE:
        seat = state.to_act
        state.apply(players[seat].choose(PlayerView.of(state, seat), rng))
        for watcher, bot in bots.items():
            if isinstance(bot, ExternalBot):
                bot.observe(PlayerView.of(state, watcher))
    return state


def child_gone(bot: ExternalBot, pid: int) -> bool:
    """True when the process no longer exists (or is only a zombie waiting to be reaped)."""
    status = Path(f"/proc/{pid}/status")
    if not status.exists():
        return True
    return "State:\tZ" in status.read_text()


# ---------------------------------------------------------------------------------------------- happy path


def test_example_bot_plays_whole_hands_without_problems() -> None:
    report = Recorder()
    with ExternalBot(EXAMPLE_BOT, fallback=RandomBot(), report=report) as bot:
        for seed in range(4):
            deal = Deal.random(PRESETS["standard"], seed % 4, random.Random(seed))
            state = play_hand({seed % 4: bot}, deal=deal, seed=seed)
            assert state.result is not None
        assert bot.decisions > 0
        assert bot.fallback_decisions == 0
        assert not bot.problems
    assert report.lines == []


def test_example_bot_orders_up_with_four_hearts_and_the_dealer_buries_a_card() -> None:
    with ExternalBot(EXAMPLE_BOT, fallback=None) as north, ExternalBot(EXAMPLE_BOT, fallback=None) as dealer:
        state = play_hand({0: north, 3: dealer})
    assert state.history[0] == (0, Action.order_up())
    assert state.history[1][0] == 3 and state.history[1][1].kind.value == "discard"
    assert state.result is not None and state.result.maker == 0


def test_the_program_is_told_exactly_what_its_seat_sees(tmp_path: Path) -> None:
    log = tmp_path / "log.jsonl"
    recorder = write_bot(tmp_path, FIRST_LEGAL, name="recorder.py", log=log)
    with ExternalBot(recorder, fallback=None) as bot:
        state = play_hand({1: bot}, scores=(6, 4))
    messages = [json.loads(line) for line in log.read_text().splitlines()]
    kinds = [m["type"] for m in messages]
    assert kinds[0] == "hello" and kinds[-1] == "bye"
    hello = messages[0]
    assert hello["version"] == 1 and hello["protocol"] == "euchre-desktop-bot" and hello["game"] == "euchre"
    assert Rules.from_dict(hello["rules"]) == PRESETS["standard"] and hello["rules_name"] == "standard"
    deal = messages[1]
    assert deal == {"type": "deal", "number": 1, "seat": 1, "side": 1, "dealer": 3, "scores": [6, 4],
                    "upcard": "JH", "cards": ["9C", "TC", "JC", "QC", "KC"], "packets": "3-2"}
    # Every action in order, the dealer's buried card hidden from seat 1.
    sent_actions = [(m["seat"], m["action"]) for m in messages if m["type"] == "action"]
    expected = [(seat, "discard ??" if action.kind.value == "discard" else action.to_text())
                for seat, action in state.history]
    assert sent_actions == expected
    assert "discard ??" in [text for _seat, text in sent_actions]
    tricks = [m for m in messages if m["type"] == "trick"]
    assert [(t["leader"], t["winner"], [tuple(c) for c in t["cards"]]) for t in tricks] == [
        (t.leader, t.winner, [(s, c.code) for s, c in t.plays]) for t in state.tricks]
    # Each request lists exactly the engine's legal actions; a trick message follows the trick's last card.
    replay = HandState(PRESETS["standard"], HEART_DEAL, scores_before=(6, 4))
    requests = iter(m for m in messages if m["type"] == "request")
    for seat, action in state.history:
        if seat == 1:
            request = next(requests)
            assert request["legal"] == [a.to_text() for a in replay.legal_actions()]
            assert request["hand"] == [c.code for c in replay.hand(1)]
            assert request["phase"] == replay.phase.value
        replay.apply(action)
    end = messages[-2]
    assert state.result is not None
    assert end["type"] == "hand_end" and end["points"] == list(state.result.points)
    assert end["outcome"] == state.result.outcome.value and end["tricks"] == list(state.result.tricks)
    assert kinds.index("trick") > kinds.index("action")


def test_the_dealer_sees_its_own_discard(tmp_path: Path) -> None:
    log = tmp_path / "log.jsonl"
    command = write_bot(tmp_path, FIRST_LEGAL, log=log)
    with ExternalBot(EXAMPLE_BOT, fallback=None) as north, ExternalBot(command, fallback=None) as dealer:
        state = play_hand({0: north, 3: dealer})
    buried = state.buried[0][1]
    actions = [json.loads(line) for line in log.read_text().splitlines()]
    assert {"type": "action", "seat": 3, "action": f"discard {buried.code}"} in actions


# -------------------------------------------------------------------------------------------- failure modes

BROKEN_BOTS = {
    "not json": ('return "this is not json"', Problem.MALFORMED, "not JSON"),
    "wrong shape": ('return json.dumps({"type": "move", "id": request["id"]})', Problem.MALFORMED,
                    '"type": "action"'),
    "wrong id": ('return json.dumps({"type": "action", "id": request["id"] + 5, "action": "pass"})',
                 Problem.MALFORMED, "when request"),
    "not an action": ('return json.dumps({"type": "action", "id": request["id"], "action": "dance"})',
                      Problem.MALFORMED, "not an action"),
    "illegal": ('return json.dumps({"type": "action", "id": request["id"], "action": "play BN"})',
                Problem.ILLEGAL, "not legal now"),
    "exits": ("sys.exit(3)", Problem.CRASH, "exited with code 3"),
    "sleeps": ("time.sleep(30)", Problem.TIMEOUT, "no answer to request 1 within 0.3 s"),
}


@pytest.mark.parametrize("case", sorted(BROKEN_BOTS))
def test_a_broken_reply_is_reported_and_the_decision_falls_back(tmp_path: Path, case: str) -> None:
    answer, problem, words = BROKEN_BOTS[case]
    report = Recorder()
    started = time.monotonic()
    with ExternalBot(write_bot(tmp_path, answer), label="cmd:broken", fallback=RandomBot(), report=report,
                     timeout=0.3) as bot:
        state = play_hand({0: bot})
    assert state.result is not None  # the hand went on to the end
    assert bot.problems[problem] >= 1
    assert bot.fallback_decisions == bot.decisions
    first = report.lines[0]
    assert first.startswith("external bot cmd:broken at seat 0: ") and words in first
    assert "falls back to random" in first or "fall back to random" in first
    # A crashed program is reported once, not once per decision.
    if problem is Problem.CRASH:
        assert len(report.lines) == 1
    assert time.monotonic() - started < 10


@pytest.mark.parametrize("case", ["not json", "illegal", "exits", "sleeps"])
def test_a_broken_reply_stops_the_match_when_asked(tmp_path: Path, case: str) -> None:
    answer, problem, words = BROKEN_BOTS[case]
    report = Recorder()
    bot = ExternalBot(write_bot(tmp_path, answer), label="cmd:broken", fallback=RandomBot(), report=report,
                      timeout=0.3, on_error=OnError.STOP)
    try:
        with pytest.raises(ExternalBotError) as caught:
            play_hand({0: bot})
        assert caught.value.problem is problem and words in str(caught.value)
        assert "cmd:broken" in str(caught.value)
        assert report.lines[-1].endswith("; stopping")
    finally:
        bot.close()


def test_a_late_answer_is_dropped_and_the_next_request_is_answered(tmp_path: Path) -> None:
    slow_first = """
        if number == 1:
            time.sleep(1.2)
        return json.dumps({"type": "action", "id": request["id"], "action": request["legal"][0]})
    """
    # Request 1 times out after 1 s; request 2 goes out at once and its answer follows the late one at 1.2 s,
    # well inside its own deadline at 2 s.
    report = Recorder()
    with ExternalBot(write_bot(tmp_path, slow_first), fallback=RandomBot(), report=report,
                     timeout=1.0) as bot:
        state = play_hand({0: bot})
        assert state.result is not None
        assert dict(bot.problems) == {Problem.TIMEOUT: 1}
        assert bot.fallback_decisions == 1 and bot.decisions > 1
    assert len(report.lines) == 1


@pytest.mark.parametrize(("hello", "words"), [
    ('print(json.dumps({"type": "hello", "version": 2}), flush=True)', "speaks protocol version 2"),
    ('print("hi", flush=True)', "not JSON"),
    ("sys.exit(0)", "exited with code 0 before answering the hello"),
    ("time.sleep(30)", "did not answer the hello within 0.5 s"),
])
def test_a_failed_handshake_leaves_every_decision_to_the_fallback(tmp_path: Path, hello: str,
                                                                   words: str) -> None:
    report = Recorder()
    with ExternalBot(write_bot(tmp_path, FIRST_LEGAL, hello=hello), fallback=RandomBot(), report=report,
                     startup_timeout=0.5) as bot:
        state = play_hand({0: bot})
        assert state.result is not None
        assert not bot.alive
        assert dict(bot.problems) == {Problem.HANDSHAKE: 1}
        assert bot.fallback_decisions == bot.decisions > 0
    assert len(report.lines) == 1 and words in report.lines[0]
    assert "remaining decisions fall back to random" in report.lines[0]


def test_probe_raises_on_a_program_that_cannot_start(tmp_path: Path) -> None:
    bot = ExternalBot([str(tmp_path / "no-such-program")], fallback=RandomBot(), report=Recorder())
    with pytest.raises(ExternalBotError, match="could not be started") as caught:
        bot.probe(PRESETS["standard"])
    assert caught.value.problem is Problem.HANDSHAKE
    bot.close()


def test_a_program_that_stops_reading_is_a_crash_not_a_hang(tmp_path: Path) -> None:
    # It closes its input, then answers the hello and idles: nothing sent to it after the hello can arrive.
    # (Closing after answering would race with the arena's next messages, which could still fit in the pipe.)
    hello = ('os.close(0); print(json.dumps({"type": "hello", "version": 1}), flush=True); '
             "time.sleep(30)")
    report = Recorder()
    started = time.monotonic()
    with ExternalBot(write_bot(tmp_path, FIRST_LEGAL, hello=hello), fallback=RandomBot(), report=report,
                     timeout=5.0) as bot:
        state = play_hand({0: bot})
        assert state.result is not None
        assert bot.problems[Problem.CRASH] == 1
    assert "stopped reading its input" in report.lines[0]
    assert time.monotonic() - started < 4.0


def test_close_kills_the_program_and_everything_it_started(tmp_path: Path) -> None:
    pid_file = tmp_path / "grandchild.pid"
    script = write_bot(tmp_path, "time.sleep(30)")
    shell = ["sh", "-c", f"sleep 300 & echo $! > {pid_file}; exec {sys.executable} {script[1]}"]
    bot = ExternalBot(shell, fallback=RandomBot(), report=Recorder(), timeout=0.2)
    view = PlayerView.of(HandState(PRESETS["standard"], HEART_DEAL), 0)
    bot.start_hand(view)
    assert bot.choose(view, random.Random(1)) in view.legal_actions  # timed out, fell back
    child = bot._child
    assert child is not None
    pid = child.process.pid
    grandchild = int(pid_file.read_text())
    bot.close()
    deadline = time.monotonic() + 3
    while not (child_gone(bot, pid) and child_gone(bot, grandchild)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert child_gone(bot, pid) and child_gone(bot, grandchild)


def test_stop_without_fallback_is_the_default_when_no_fallback_is_given(tmp_path: Path) -> None:
    bot = ExternalBot(write_bot(tmp_path, 'return "garbage"'), fallback=None, report=Recorder())
    try:
        with pytest.raises(ExternalBotError, match="not JSON"):
            play_hand({0: bot})
    finally:
        bot.close()


def test_the_error_survives_the_trip_between_processes() -> None:
    import pickle

    error = ExternalBotError("cmd:x", Problem.TIMEOUT, "no answer")
    copy = pickle.loads(pickle.dumps(error))
    assert (copy.label, copy.problem, copy.detail, str(copy)) == ("cmd:x", Problem.TIMEOUT, "no answer",
                                                                 "external bot cmd:x: no answer")


def test_bad_construction_is_refused() -> None:
    with pytest.raises(ValueError, match="needs a command"):
        ExternalBot([])
    with pytest.raises(ValueError, match="positive"):
        ExternalBot(EXAMPLE_BOT, timeout=0)


def test_a_caller_that_only_asks_for_decisions_still_gives_a_consistent_stream(tmp_path: Path) -> None:
    # Without start_hand/observe (a front end that only asks when it is the bot's turn), each hand still
    # begins with its deal, even when the same deal is dealt again to the same seat.
    log = tmp_path / "log.jsonl"
    command = write_bot(tmp_path, FIRST_LEGAL, log=log)
    with ExternalBot(command, fallback=None) as bot:
        for _ in range(2):
            state = HandState(PRESETS["standard"], HEART_DEAL)
            rng = random.Random(3)
            while state.phase is not Phase.DONE:
                seat = state.to_act
                player: Bot = bot if seat == 0 else RandomBot()
                state.apply(player.choose(PlayerView.of(state, seat), rng))
            bot.observe(PlayerView.of(state, 0))
            bot.observe(PlayerView.of(state, 0))  # a repeated final view is not a new hand
    messages = [json.loads(line) for line in log.read_text().splitlines()]
    assert [m["type"] for m in messages].count("deal") == 2
    assert [m["type"] for m in messages].count("hand_end") == 2
    actions = [m for m in messages if m["type"] == "action"]
    assert len(actions) == 2 * len(state.history)


# ------------------------------------------------------------------------------------------- Bid Euchre

BID_HELLO = ('print(json.dumps({"type": "hello", "version": 1, "name": "t", "games": ["bid_euchre"]}), '
             'flush=True)')
BID_FORMS = [BidRules(), BidRules(form=Form.DOUBLE_4, partners_best=1),
             BidRules(form=Form.DOUBLE_6, partners_best=1)]


def bid_seats(rules: BidRules, external: dict[int, BidBot]) -> list[BidBot]:
    return [external.get(seat, RandomBidBot()) for seat in range(rules.seats)]


@pytest.mark.parametrize("rules", BID_FORMS, ids=[r.form.value for r in BID_FORMS])
def test_example_bot_plays_bid_euchre_in_every_form_without_problems(rules: BidRules) -> None:
    report = Recorder()
    with ExternalBidBot(EXAMPLE_BOT, fallback=RandomBidBot(), report=report) as first, \
            ExternalBidBot(EXAMPLE_BOT, fallback=RandomBidBot(), report=report) as second:
        for number in range(2):
            deal = BidDeal.random(rules, number, random.Random(number))
            result = play_bid_hand(rules, deal, bid_seats(rules, {0: first, 2: second}), f"ext/{number}")
            assert result is not None
        assert first.decisions > 0 and first.fallback_decisions == 0 and not first.problems
    assert report.lines == []


def test_a_bid_euchre_program_is_told_what_its_seat_sees_and_no_more(tmp_path: Path) -> None:
    log = tmp_path / "log.jsonl"
    command = write_bot(tmp_path, FIRST_LEGAL, hello=BID_HELLO, log=log)
    rules = BidRules(partners_best=1)
    deal = BidDeal.random(rules, 3, random.Random(4))
    moon = 'return json.dumps({"type": "action", "id": request["id"], "action": request["legal"][-1]})'
    with ExternalBidBot(write_bot(tmp_path, moon, hello=BID_HELLO, name="moon.py"),
                                 fallback=None) as mooner, ExternalBidBot(command, fallback=None) as bot:
        seats = bid_seats(rules, {0: mooner, 1: bot})  # seat 0 bids the highest moon; seat 1 defends
        result = play_bid_hand(rules, deal, seats, "told")
    messages = [json.loads(line) for line in log.read_text().splitlines()]
    hello, dealt = messages[0], messages[1]
    assert hello["game"] == "bid_euchre" and BidRules.from_dict(hello["rules"]) == rules
    assert dealt == {"type": "deal", "game": "bid_euchre", "number": 1, "seat": 1, "side": 1, "dealer": 3,
                     "scores": [0, 0], "cards": [card.code for card in deal.hands[1]]}
    actions = [m["action"] for m in messages if m["type"] == "action"]
    assert actions[0].startswith("bid moon") and "give ??" in actions and "discard ??" in actions
    requests = [m for m in messages if m["type"] == "request"]
    assert requests[0]["phase"] == "bidding" and requests[-1]["phase"] == "play"
    assert requests[-1]["contract"] == actions[0][4:] and requests[-1]["bidder"] == 0
    end = messages[-2]
    assert end["type"] == "hand_end" and end["points"] == list(result.points) and end["bidder"] == 0
    assert len([m for m in messages if m["type"] == "trick"]) == rules.tricks


def test_a_version_1_euchre_program_is_not_sent_bid_euchre(tmp_path: Path) -> None:
    report = Recorder()
    rules = BidRules()
    with ExternalBidBot(write_bot(tmp_path, FIRST_LEGAL), label="cmd:old", fallback=RandomBidBot(),
                        report=report) as bot:
        play_bid_hand(rules, BidDeal.random(rules, 0, random.Random(2)), bid_seats(rules, {1: bot}), "old")
    assert bot.problems[Problem.HANDSHAKE] == 1 and bot.fallback_decisions == bot.decisions > 0
    assert report.lines == ['external bot cmd:old at seat 1: does not play Bid Euchre (its hello lists no '
                            '"games" with "bid_euchre"); its remaining decisions fall back to random']


@pytest.mark.parametrize(("answer", "problem", "words"), [
    ('return json.dumps({"type": "action", "id": request["id"], "action": "bid 1 H"})', Problem.ILLEGAL,
     "'bid 1 H', which is not legal now"),
    ('return json.dumps({"type": "action", "id": request["id"], "action": "order"})', Problem.MALFORMED,
     "not a Bid Euchre action"),
    ("sys.exit(3)", Problem.CRASH, "exited with code 3"),
])
def test_a_broken_bid_euchre_reply_is_reported_and_falls_back(tmp_path: Path, answer: str, problem: Problem,
                                                              words: str) -> None:
    report = Recorder()
    rules = BidRules()
    with ExternalBidBot(write_bot(tmp_path, answer, hello=BID_HELLO), label="cmd:broken",
                        fallback=RandomBidBot(), report=report, timeout=0.5) as bot:
        play_bid_hand(rules, BidDeal.random(rules, 3, random.Random(1)), bid_seats(rules, {0: bot}), "bad")
    assert bot.problems[problem] >= 1 and words in report.lines[0]
    assert report.lines[0].startswith("external bot cmd:broken at seat 0: ")
    with pytest.raises(ExternalBotError), ExternalBidBot(write_bot(tmp_path, answer, hello=BID_HELLO,
                                                                   name="stop.py")) as stopping:
        play_bid_hand(rules, BidDeal.random(rules, 3, random.Random(1)), bid_seats(rules, {0: stopping}), "s")


def test_the_protocol_names_every_phase_a_request_can_carry_and_every_action_text() -> None:
    protocol = (REPO_ROOT / "docs" / "external-protocol.md").read_text(encoding="utf-8")
    for phase in Phase:
        if phase is not Phase.DONE:
            assert f"`{phase.value}`" in protocol, phase
    for text in ("alone", "defend_alone", "farmer"):
        assert f"| `{text}`" in protocol, text
