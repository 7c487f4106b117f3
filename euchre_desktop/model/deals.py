"""Deals from outside the match seed: Today's deal, a pasted deal code, and the deal details text.

The engine's records and codes modules do the work; they are imported when first needed.
"""

from __future__ import annotations

import datetime
import importlib
import random

from ..engine import Deal, HandState, Rules

__all__ = ["DealUnavailable", "deal_details", "deal_from_code", "todays_deal"]


class DealUnavailable(ValueError):
    """A deal code that cannot be read, or a deal that does not fit the rules; the message says why."""


def todays_deal(day: datetime.date, rules: Rules) -> Deal:
    """The deal of the day: the same cards for everyone playing these rules on ``day``."""
    try:
        records = importlib.import_module("euchre_desktop.engine.records")
    except ImportError:
        rng = random.Random(f"euchre-desktop/daily/{day.isoformat()}/{rules.players}/{rules.benny}")
        return Deal.random(rules, rng.randrange(rules.players), rng)
    deal: Deal = records.daily_deal(day, rules)
    return deal


def deal_from_code(code: str, rules: Rules) -> Deal:
    """Read a pasted deal code; DealUnavailable naming what is wrong with it."""
    try:
        codes = importlib.import_module("euchre_desktop.engine.codes")
    except ImportError:
        raise DealUnavailable("deal codes cannot be read by this version") from None
    try:
        deal = codes.decode_deal(code.strip())
    except ValueError as error:
        raise DealUnavailable(f"that deal code cannot be read: {error}") from None
    if isinstance(deal, tuple):
        deal = deal[0]
    try:
        deal.validate(rules)
    except ValueError as error:
        raise DealUnavailable(f"that deal does not fit the rules of this match: {error}") from None
    result: Deal = deal
    return result


def deal_details(state: HandState) -> str:
    """A text to share: the deal code, the rules, the bids, the tricks and the result of a hand."""
    records = importlib.import_module("euchre_desktop.engine.records")
    text: str = records.deal_details_text(state)
    return text
