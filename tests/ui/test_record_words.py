"""A record that cannot be read is explained in translated words (``RecordError.words``), in the History
window and wherever a record problem reaches the player; a match exported as text is written in them too.

The pseudo-translation of ``test_translated_screens`` is installed; every piece of a record error's words must
come from the catalogue, and a part shown as it is may be a place in the record, a value quoted from it or a
card, never an English sentence (the engine's own message, passed through as it is, would be one).
"""

from __future__ import annotations

import copy
import datetime
import random
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from test_translated_screens import (  # noqa: F401 (the fixtures, used by name)
    CLOSE,
    OPEN,
    PLAYED,
    _history,
    _played_hand,
    escaped,
    pseudo,
    pseudo_catalogue,
)

from euchre_desktop.engine import RecordError, Rules, hand_from_record, hand_to_record, match_from_record
from euchre_desktop.engine.bid import BidDeal, BidHandState, BidPhase, BidRules
from euchre_desktop.engine.bid.records import bid_hand_from_record, bid_hand_to_record
from euchre_desktop.engine.match import Match
from euchre_desktop.engine.phrase import Part, Phrase
from euchre_desktop.engine.records import loads, match_to_record
from euchre_desktop.language import translated
from euchre_desktop.persistence.history import HandHistory, NewHand

pytestmark = pytest.mark.usefixtures("pseudo")

SENTENCE = re.compile(r"[A-Za-z]{2,} [A-Za-z]{2,}")
"""Two words in a row: English, when found in a part shown as it is."""


def _escaped(words: Part) -> Iterator[str]:
    """The pieces of ``words`` a player would read untranslated: words the catalogue lacks, or a sentence
    outside quotes in a part shown as it is."""
    if isinstance(words, Phrase):
        if not translated(words.text).startswith(OPEN):
            yield words.text
        for _name, part in words.parts:
            yield from _escaped(part)
    elif isinstance(words, str) and SENTENCE.search(re.sub(r"'[^']*'", "", words)):
        yield words


def _edited(record: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    edited = copy.deepcopy(record)
    place = edited
    for key in path[:-1]:
        place = place[key]
    place[path[-1]] = value
    return edited


def _bad_records() -> Iterator[tuple[Callable[[Any], object], Any]]:
    """Records each reader refuses, one for (nearly) every problem it can find."""
    hand = hand_to_record(_played_hand(1))
    card, twice = ("deal", "hands", 0, 0), hand["deal"]["hands"][1][0]
    for path, value in [(("format",), "x"), (("version",), 9), (("version",), 0), (("version",), "2"),
                        (("rules",), {"target": 7}), (("deal", "packets"), "4-1"), (card, 7), (card, "XX"),
                        (card, twice),
                        (("deal",), "JH"), (("scores_before",), [0]), (("scores_before", 0), 2**70),
                        (("actions",), {}), (("actions", 0, "seat"), 5), (("actions", 0, "action"), "dance"),
                        (("actions", 0, "action"), "x" * 50), (("actions", 0, "action"), "play 9C"),
                        (("actions", 0, "extra"), 1), (("result", "points"), [9, 9]), (("result",), None)]:
        yield hand_from_record, _edited(hand, path, value)
    yield hand_from_record, []
    yield hand_from_record, {"version": 2}
    yield hand_from_record, {key: value for key, value in hand.items() if key != "result"}
    yield hand_from_record, {**hand, "actions": [*hand["actions"], hand["actions"][-1]]}
    yield hand_from_record, {**hand, "actions": hand["actions"][:-1]}
    for text in ["{", '{"a": 1, "a": 2}', '{"a": NaN}', "[" * 100_000, b"\xff\xfe{"]:
        yield loads, text
    bid = bid_hand_to_record(BidHandState(BidRules(), BidDeal.random(BidRules(), 0, random.Random(2))))
    yield bid_hand_from_record, _edited(bid, ("rules", "form"), "huge")
    yield bid_hand_from_record, _edited(bid, ("deal", "kitty"), ["JH"])
    yield bid_hand_from_record, _edited(bid, ("result",), {})
    match = match_to_record(Match(Rules(), 4))
    for path, value in [(("hands",), []), (("scores",), [3, 3]), (("draw", "dealer"), 9),
                        (("draw", "cards"), [[0, "9H"]]), (("draw", "cards"), [[1, "JC"]])]:
        yield match_from_record, _edited(match, path, value)


def test_every_record_problem_is_told_in_translated_words() -> None:
    """Each problem a record can have is explained in words from the catalogue, facts apart."""
    told = []
    for reader, bad in _bad_records():
        with pytest.raises(RecordError) as problem:
            reader(bad)
        told.append(problem.value)
    assert len({str(error) for error in told}) >= 30, "the records find different problems"
    assert [(str(error), text) for error in told for text in _escaped(error.words)] == []
    illegal = next(error for error in told if "is illegal" in str(error))
    assert [*_escaped(str(illegal))], "the check finds the engine's English message"


def test_the_history_window_says_an_imported_record_s_problem_in_translated_words(qtbot: QtBot) -> None:
    """A pasted hand record that cannot be replayed is explained in the window's language: the reason too,
    translated within the window's sentence."""
    window = _history(qtbot)
    assert not window.import_text('{"format": "euchre-desktop/hand", "version": 2, "rules": 7}')
    assert window.problem_label.text().count(OPEN) == 2 and escaped(window) == []


def _outside_marks(text: str) -> str:
    """``text`` without what stands between the marks (nested marks too)."""
    depth, kept = 0, []
    for char in text:
        depth += (char == OPEN) - (char == CLOSE)
        kept.append(char if depth == 0 and char != CLOSE else " ")
    return "".join(kept)


def test_an_exported_match_is_written_in_translated_words() -> None:
    """The text of a whole match, each hand under its heading, either game: only cards outside the marks."""
    rng = random.Random(4)
    bid = BidHandState(BidRules(), BidDeal.random(BidRules(), 1, rng))
    while bid.phase is not BidPhase.DONE:
        bid.apply(rng.choice(bid.legal_actions()))
    history, _problem = HandHistory.open(None)
    history.add_many([NewHand("m", 0, _played_hand(1), played=PLAYED),
                      NewHand("m", 1, bid, played=PLAYED + datetime.timedelta(minutes=1), game="bid_euchre")])
    _records, text = history.export_match("m")
    assert text.count(OPEN) > 100 and re.findall(r"[A-Za-z]{2,}", _outside_marks(text)) == []
