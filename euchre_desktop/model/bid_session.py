"""``BidMatchSession``: a Bid Euchre match behind the table, answering the model's questions for that game.

The model's loop (``GameModel``) is the same for both games; what differs is asked of the session: the seat's
view (``BidView``), the table events of an action (``bid_telling``), the summary of a finished hand, the
prompt for the player's bid, the deal's text and the save.  QtCore only for Qt's translation of its
words.
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication

from ..engine import IllegalActionError
from ..engine.bid import BidAction, BidHandState, BidMatch, BidPhase, BidView
from ..engine.bid.records import bid_deal_details_text
from ..persistence.savedmatch import AnySavedMatch, SavedBidMatch
from .bid_events import BidHandScored, BidHandSummary, BidTurn
from .bid_telling import (
    replayed,
    sounds_for_bid,
    summarize_bid,
    tell_bid,
    tell_bid_deal,
    tell_bid_hand,
    tell_bid_score,
)
from .refusal_words import bid_refusal_words
from .session import MatchSession, said

__all__ = ["BidMatchSession", "bid_prompt"]

# Qt's translation, by the name lupdate looks for: translate("BidSession", ...) goes in the catalogue.
translate = QCoreApplication.translate


def bid_prompt(view: BidView) -> str:
    """What the status line says when the human is to bid in a Bid Euchre hand; "" for a card to give,
    discard or play, which the window says in Euchre's own words, with how to pick it (``ui/status.py``)."""
    if view.phase is not BidPhase.BIDDING:
        return ""
    if BidAction.pass_() not in view.legal_actions:
        return translate("BidSession", "Everyone passed, so you must bid: choose a number of tricks and "
                         "trump.")
    if view.contract is None:
        return translate("BidSession", "Bid a number of tricks and trump, or pass.")
    if view.contract.moon:
        return translate("BidSession", "Outbid the moon, or pass.")
    return translate("BidSession", "Bid more than {tricks}, or pass.").format(tricks=view.contract.tricks)


@dataclasses.dataclass(slots=True)
class BidMatchSession(MatchSession):
    """The current Bid Euchre match and its circumstances (``match`` is a ``BidMatch``)."""

    game: ClassVar[str] = "bid_euchre"
    actions: ClassVar[Any] = BidAction

    @property
    def bid_match(self) -> BidMatch:
        """The match, as the Bid Euchre match it is."""
        match = self.match_or_fail
        assert isinstance(match, BidMatch)
        return match

    def saved(self) -> AnySavedMatch:
        """The match as it is saved."""
        return SavedBidMatch.of(self.bid_match, match_id=self.match_id, seats=self.seats, kind=self.kind,
                                daily_date=self.daily_date, watched=self.watched, autoplay=self.autoplay,
                                watching=self.watching)

    def view(self, seat: int) -> BidView:
        """What ``seat`` may know of the hand now."""
        return BidView.of(self.bid_match.hand, seat)

    def copy(self, state: Any) -> BidHandState:
        """An independent copy of a hand (replayed from its deal)."""
        return replayed(state)

    def tell(self, before: Any, action: Any, after: Any, *, viewer: int) -> tuple[Any, ...]:
        """The table events of ``action`` (see ``bid_telling.tell_bid``)."""
        return tell_bid(before, action, after, viewer=viewer)

    def deal_event(self, *, viewer: int) -> Any:
        """The table event of the current hand's deal."""
        return tell_bid_deal(self.bid_match.hand, hand_index=self.hand_index, viewer=viewer)

    def story(self, *, viewer: int) -> tuple[Any, ...]:
        """The current hand so far as the table was told it."""
        return tell_bid_hand(self.bid_match.hand, hand_index=self.hand_index, viewer=viewer)

    def summary(self, state: Any) -> BidHandSummary:
        """The summary of ``state``, a finished hand of this match."""
        return summarize_bid(self.bid_match, state)

    def score_event(self, state: Any, *, again: bool = False) -> BidHandScored:
        """The table event that ends ``state``'s hand (``again``: told once more, without a celebration)."""
        return tell_bid_score(self.summary(state), again=again)

    def sounds(self, event: Any) -> tuple[str, ...]:
        """The sounds that go with ``event``."""
        return sounds_for_bid(event)

    def human_turn(self, seat: int) -> BidTurn:
        """The decision ``seat`` is to make now, with the prompt for it."""
        view = self.view(seat)
        return BidTurn(view.phase, view.legal_actions, view.hand, bid_prompt(view), view)

    def details(self) -> str:
        """Copy deal details for the current (or just finished) hand."""
        return bid_deal_details_text(self.bid_match.hand, seat_names=self.seats.names, words=said)

    def refusal(self, problem: IllegalActionError) -> str:
        """Why the hand refused the player's action, in the player's words."""
        return bid_refusal_words(problem)

    def claim_refusal(self, seat: int) -> str | None:
        """Claiming the rest is Euchre's: a Bid Euchre hand is played out to its last card."""
        return translate("BidSession", "In Bid Euchre every card is played out: there is no claiming the "
                         "rest.")

    def claim_plays(self, seat: int) -> list[Any]:
        """Never asked (``claim_refusal`` always refuses)."""
        raise ValueError("a Bid Euchre hand cannot be claimed")
