"""Action texts: every action reads back from its text, and a text that is none gets the engine's error."""

from __future__ import annotations

import pytest

from euchre_desktop.engine import Action, ActionTextError, Card, EngineError, Suit


def test_every_kind_of_action_reads_back_from_its_text() -> None:
    actions = [Action.pass_(), Action.order_up(), Action.order_up(alone=True), Action.call(Suit.HEARTS),
               Action.call(Suit.CLUBS, alone=True), Action.discard(Card.parse("9C")), Action.discard(None),
               Action.give(Card.parse("JD")), Action.give(None), Action.play(Card.parse("AS")),
               Action.defend_alone(), Action.farmer()]
    for action in actions:
        assert Action.from_text(action.to_text()) == action
        assert Action.from_text(f"  {action.to_text().upper()} ") == action


@pytest.mark.parametrize(("text", "why"), [
    ("", "expected one such as 'pass'"),
    ("dance", "expected one such as 'pass'"),
    ("pass alone", "expected one such as"),
    ("call X", "not a suit"),
    ("play 1S", "unknown rank"),
    ("play ??", "a played card is never hidden"),
    ("discard", "expected one such as"),
])
def test_a_text_that_is_no_action_is_refused_with_the_engines_error(text: str, why: str) -> None:
    with pytest.raises(ActionTextError, match=why) as refused:
        Action.from_text(text)
    assert f"not an action: {text!r}" in str(refused.value)
    # Callers may catch the engine's errors as one family, or as the ValueError they always were.
    assert isinstance(refused.value, EngineError) and isinstance(refused.value, ValueError)
