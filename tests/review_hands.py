"""Golden hands for the hand review's tests (the model's and the window's)."""

from __future__ import annotations

import random

from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.engine import Action, HandState, Phase, PlayerView
from tests.engine.scenario import act, make_deal, new_hand, play


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


BLUNDER_DEAL = make_deal("JH KH QH 9S TS", "JD AH 9C KS QS", "AC KC AS AD KD", "QC JC TC QD TD", upcard="9H",
                         dealer=1)
"""The blunder hand's cards: Hank deals and turns up the 9♥."""

_SCRIPT = tuple(Action.from_text(text) for text in ("pass", "pass", "order", "discard QS", "play AC",
                                                     "play TC", "play JH"))
"""The blunder hand's first actions, yours included (the order up and the trumped ace)."""


class ScriptedBot:
    """Plays the blunder hand's script while it lasts, then the first legal action."""

    name = "scripted"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        """The script's action at this moment, or the first legal one."""
        index = len(view.history)
        if index < len(_SCRIPT) and _SCRIPT[index] in view.legal_actions:
            return _SCRIPT[index]
        return view.legal_actions[0]


def scripted_bots(level: str) -> ScriptedBot:
    """Every computer player follows the blunder hand's script."""
    return ScriptedBot()
