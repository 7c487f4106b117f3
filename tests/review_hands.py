"""Golden hands for the hand review's tests (the model's and the window's)."""

from __future__ import annotations

import random

from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.engine import HandState, Phase, PlayerView
from tests.engine.scenario import act, new_hand, play


def blunder_hand() -> HandState:
    """You order up hearts with the right bower, K and Q; Gloria leads the A♣ and you trump it with the
    right bower (you have no club) instead of throwing a spade; the rest played by the book."""
    hand = new_hand("JH KH QH 9S TS", "JD AH 9C KS QS", "AC KC AS AD KD", "QC JC TC QD TD",
                    upcard="9H", dealer=1)
    act(hand, "pass", "pass", "order", "discard QS")
    play(hand, "AC TC JH")
    book, rng = StandardBot(), random.Random(0)
    while hand.phase is not Phase.DONE:
        hand.apply(book.choose(PlayerView.of(hand, hand.to_act), rng))
    return hand
