"""The Euchre rules engine: cards, rules, hands, matches and per-seat views.  Pure Python, no Qt.

A library in its own right: a different front end or a research bot can be written on it.

>>> from euchre_desktop.engine import Match, PRESETS
>>> match = Match(PRESETS["standard"], seed=7)
>>> match.hand.legal_actions()[0]
Action.from_text('pass')
"""

from .actions import Action, ActionKind, EngineError, IllegalActionError, Phase
from .cards import (
    BENNY,
    DECK_24,
    DECK_25,
    Card,
    Rank,
    Suit,
    effective_suit,
    left_bower,
    parse_cards,
    right_bower,
)
from .hand import Deal, HandOutcome, HandResult, HandState, Trick, deal_sequence
from .match import DealerDraw, Match, draw_first_dealer
from .rules import PRESETS, DefendAlone, FarmersHand, FirstDealer, LoneLead, Renege, Rules, RulesError
from .view import PlayerView

__all__ = [
    "BENNY",
    "DECK_24",
    "DECK_25",
    "PRESETS",
    "Action",
    "ActionKind",
    "Card",
    "Deal",
    "DealerDraw",
    "DefendAlone",
    "EngineError",
    "FarmersHand",
    "FirstDealer",
    "HandOutcome",
    "HandResult",
    "HandState",
    "IllegalActionError",
    "LoneLead",
    "Match",
    "Phase",
    "PlayerView",
    "Rank",
    "Renege",
    "Rules",
    "RulesError",
    "Suit",
    "Trick",
    "deal_sequence",
    "draw_first_dealer",
    "effective_suit",
    "left_bower",
    "parse_cards",
    "right_bower",
]
