"""The Euchre rules engine: cards, rules, hands, matches and per-seat views.  Pure Python, no Qt.

A library in its own right: a different front end or a research bot can be written on it.

>>> from euchre_desktop.engine import Match, PRESETS
>>> match = Match(PRESETS["standard"], seed=7)
>>> match.hand.legal_actions()[0]
Action.from_text('pass')
"""

from .actions import Action, ActionKind, ActionTextError, EngineError, IllegalActionError, Phase
from .cards import (
    BENNY,
    DECK_24,
    DECK_25,
    Card,
    Rank,
    Suit,
    card_name,
    effective_suit,
    left_bower,
    parse_cards,
    right_bower,
)
from .codes import DealCodeError, daily_deal, decode_deal, encode_deal
from .deal import Deal, deal_sequence
from .hand import HandState
from .match import DealerDraw, Match, draw_first_dealer
from .records import (
    RecordError,
    deal_details_text,
    hand_from_record,
    hand_to_record,
    match_from_record,
    match_to_record,
)
from .rules import (
    OPTION_WORDS,
    PRESET_NAMES,
    PRESETS,
    BennyCard,
    DefendAlone,
    FarmersHand,
    FirstDealer,
    LoneLead,
    OptionWords,
    Renege,
    Rules,
    RulesError,
    option_text,
)
from .scoring import HandOutcome, HandResult, Trick
from .view import PlayerView

__all__ = [
    "BENNY",
    "DECK_24",
    "DECK_25",
    "OPTION_WORDS",
    "PRESETS",
    "PRESET_NAMES",
    "Action",
    "ActionKind",
    "ActionTextError",
    "BennyCard",
    "Card",
    "Deal",
    "DealCodeError",
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
    "OptionWords",
    "Phase",
    "PlayerView",
    "Rank",
    "RecordError",
    "Renege",
    "Rules",
    "RulesError",
    "Suit",
    "Trick",
    "card_name",
    "daily_deal",
    "deal_details_text",
    "deal_sequence",
    "decode_deal",
    "draw_first_dealer",
    "effective_suit",
    "encode_deal",
    "hand_from_record",
    "hand_to_record",
    "left_bower",
    "match_from_record",
    "match_to_record",
    "option_text",
    "parse_cards",
    "right_bower",
]
