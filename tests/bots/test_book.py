"""The book model: Standard's decisions for any seat of a full state, and how likely other choices are."""

from __future__ import annotations

import random

import pytest

from euchre_desktop.bots.book import BookModel, book_probability
from euchre_desktop.engine import PRESETS, Action, Deal, HandState, Phase, Suit


@pytest.mark.parametrize("noise", [0.1, 0.4])
def test_the_chances_of_all_legal_actions_add_up_to_one(noise: float) -> None:
    lists = [
        [Action.pass_(), Action.order_up(), Action.order_up(alone=True)],
        [Action.order_up(), Action.order_up(alone=True)],
        [Action.pass_(), Action.order_up()],
        [Action.play(c) for c in (3, 7, 11, 20)],
    ]
    for legal in lists:
        for choice in legal:
            total = sum(book_probability(choice, action, legal, noise) for action in legal)
            assert total == pytest.approx(1.0)
            assert book_probability(choice, choice, legal, noise) == pytest.approx(1 - noise)


def test_going_alone_or_not_is_the_likeliest_departure_from_the_book() -> None:
    legal = [Action.pass_(), Action.call(Suit.CLUBS), Action.call(Suit.CLUBS, alone=True),
             Action.call(Suit.SPADES)]
    twin = book_probability(Action.call(Suit.CLUBS), Action.call(Suit.CLUBS, alone=True), legal, 0.2)
    other = book_probability(Action.call(Suit.CLUBS), Action.pass_(), legal, 0.2)
    assert twin > other > 0


@pytest.mark.parametrize("preset", ["standard", "house", "cutthroat"])
def test_the_book_finishes_hands_with_legal_actions_only(preset: str) -> None:
    rules = PRESETS[preset]
    book = BookModel()
    rng = random.Random(preset)
    for _ in range(20):
        deal = Deal.random(rules, rng.randrange(rules.players), rng)
        state = HandState(rules, deal)
        book.finish_bidding(state)
        assert state.phase in (Phase.PLAY, Phase.DONE)
        result = book.play_out(state)
        # Replaying every action with the engine's checks proves that none was illegal.
        replayed = HandState.replay(rules, deal, [action for _seat, action in state.history])
        assert replayed.result == result
