"""Bid Euchre, the auction game: its rules, deal, bidding, play, scoring, match and per-seat view.

It shares the Euchre engine's cards, suits and trump tables, and has its own phases, actions and scoring.

>>> from euchre_desktop.engine.bid import BidMatch, BidRules
>>> match = BidMatch(BidRules(), seed=7)
>>> match.hand.legal_actions()[0]
BidAction.from_text('pass')
"""

from .actions import Bid, BidAction, BidActionKind, BidPhase, Strain
from .codes import daily_bid_deal, decode_bid_deal, encode_bid_deal, is_bid_code
from .deal import BidDeal, pack
from .hand import BidHandState, BidTrick, bid_rank
from .match import BidMatch, match_winner
from .rules import AllPass, BidRules, BidRulesError, Form, NoTrump
from .scoring import BidOutcome, BidResult, score_hand
from .tricks import card_power, card_suit, legal_plays, trick_winner
from .view import BidView

__all__ = [
    "AllPass",
    "Bid",
    "BidAction",
    "BidActionKind",
    "BidDeal",
    "BidHandState",
    "BidMatch",
    "BidOutcome",
    "BidPhase",
    "BidResult",
    "BidRules",
    "BidRulesError",
    "BidTrick",
    "BidView",
    "Form",
    "NoTrump",
    "Strain",
    "bid_rank",
    "card_power",
    "card_suit",
    "daily_bid_deal",
    "decode_bid_deal",
    "encode_bid_deal",
    "is_bid_code",
    "legal_plays",
    "match_winner",
    "pack",
    "score_hand",
    "trick_winner",
]
