"""The deal a match opens with when it is not the seed's: today's deal and a pasted deal code, in either game.

Pure and Qt-free: ``GameModel`` starts the match with what these give.
"""

from __future__ import annotations

import datetime

from ..engine import Deal, Rules, daily_deal, decode_deal
from ..engine.bid import BidDeal, BidRules, daily_bid_deal, decode_bid_deal, is_bid_code

__all__ = ["deal_of_code", "todays_deal"]


def todays_deal(day: datetime.date, rules: Rules | BidRules) -> Deal | BidDeal:
    """Today's deal of the game ``rules`` are for: the same cards for everyone on ``day``."""
    return daily_bid_deal(day, rules) if isinstance(rules, BidRules) else daily_deal(day, rules)


def deal_of_code(code: str) -> tuple[Deal | BidDeal, Rules | BidRules]:
    """The deal and rules a deal code carries, Euchre's or Bid Euchre's; ``DealCodeError`` if unreadable."""
    return decode_bid_deal(code) if is_bid_code(code) else decode_deal(code)
