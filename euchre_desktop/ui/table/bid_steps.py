"""Bid Euchre's own table events as table steps: the deal of the whole pack, the bids in bubbles, the
contract in its badge, the tricks each side has taken, and the hand's end.

``BidSteps`` is the table controller's for the events only Bid Euchre tells (``model.bid_events``); the events
both games tell (a card played, a trick won, a partner sitting out, partner's best) are shown by the
controller as for Euchre.  Like the controller it keeps no copy of the game: each event says what to show.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ...engine.bid import BidOutcome
from ...model.bid_events import (
    BidCalled,
    BidDealt,
    BidHandScored,
    BidHandSummary,
    ContractSettled,
    TricksTaken,
)
from ..bid_words import bid_words, contract_words, tricks_words
from ..status import said_text
from .contract_badge import ContractBadge
from .scene import TableScene

__all__ = ["BID_EVENTS", "BidSteps"]

BID_EVENTS = (BidDealt, BidCalled, ContractSettled, TricksTaken, BidHandScored)
"""The events ``BidSteps`` shows."""

Enqueue = Callable[..., None]


class BidSteps:
    """Queues the steps of Bid Euchre's events through the controller's ``enqueue(run, waits=...)``.

    ``name_of(seat)`` is a seat's name, ``acted(text)`` queues what a player did for the status line (and the
    ring off them), ``say(text)`` sets the standing status text, and ``hand_over(summary)`` shows a finished
    hand's summary (the controller then waits for the player).
    """

    def __init__(self, scene: TableScene, enqueue: Enqueue, name_of: Callable[[int], str],
                 acted: Callable[[str], None], say: Callable[[str], None],
                 hand_over: Callable[[BidHandSummary], None]) -> None:
        """Steps for ``scene``; the contract badge is added to it and follows its size."""
        self.scene = scene
        self.badge = ContractBadge.on(scene)
        self.badge.place(scene.layout)
        scene.sceneRectChanged.connect(lambda _rect: self.badge.place(scene.layout))
        self._enqueue = enqueue
        self._name_of = name_of
        self._acted = acted
        self._say = say
        self._hand_over = hand_over
        self._bidding_side = 0

    def queue(self, event: object) -> None:
        """Queue the steps that show ``event`` (one of ``BID_EVENTS``)."""
        scene, enqueue = self.scene, self._enqueue
        match event:
            case BidDealt(dealer=dealer, hands=hands, deck_size=deck_size, scores=scores, target=target):
                enqueue(self._new_hand, waits=False)
                left_over = deck_size - sum(len(hand) for hand in hands)  # the Benny pack's one card
                enqueue(lambda: scene.deal_whole_pack(dealer, hands, kitty=left_over))
                enqueue(lambda: scene.set_scores(scores, target))
            case BidCalled(seat=seat, bid=bid, stuck=stuck):
                text = bid_words(bid, stuck=stuck)
                self._acted(said_text(self._name_of(seat), text))
                enqueue(lambda: scene.show_bid(seat, text))
            case ContractSettled():
                self._settle(event)
            case TricksTaken(taken=taken, needed=needed):
                enqueue(lambda: self.badge.set_tricks(self._lines(taken, needed)), waits=False)
            case BidHandScored(summary=summary, bidding_side=side, target=target, again=again):
                enqueue(lambda: scene.set_active_seat(None), waits=False)
                enqueue(lambda: scene.set_scores(summary.scores, target))
                if side is not None:  # told again, it was celebrated when the hand ended: the glow alone
                    if summary.outcome is BidOutcome.MOON_MADE:
                        enqueue(lambda: scene.celebrate_march(side, still=again))
                    elif summary.outcome in (BidOutcome.SET, BidOutcome.MOON_FAILED):
                        enqueue(lambda: scene.shake_makers(side, still=again))
                enqueue(lambda: self._hand_over(summary), waits=False)

    def clear(self) -> None:
        """A new match: no contract on the table."""
        self.badge.clear()

    def _new_hand(self) -> None:
        self.badge.clear()
        self.scene.set_active_seat(None)
        self._say(QCoreApplication.translate("TableController", "Dealing…"))  # as Euchre's table says it

    def _settle(self, settled: ContractSettled) -> None:
        """The bubbles come off; a suit contract makes trump (the hand regroups, the bowers show); the
        contract goes up in its badge."""
        scene, contract = self.scene, settled.contract
        suit = contract.strain.suit
        self._bidding_side = settled.bidding_side
        if suit is not None:
            self._enqueue(lambda: scene.set_trump(suit, settled.bidder, contract.moon))
            # The contract's badge says what Euchre's trump badge would, and more: it takes that corner.
            self._enqueue(lambda: scene.trump_badge.setVisible(False), waits=False)
        else:
            self._enqueue(scene.clear_bubbles)
            # The bidder's plate is marked as a suit contract's maker is (by the trump's own step).
            self._enqueue(lambda: scene.plate(settled.bidder).set_markers(maker=True, alone=contract.moon),
                          waits=False)
        title = contract_words(contract, self._name_of(settled.bidder))
        lines = self._lines((0, 0), settled.needed)
        self._enqueue(lambda: self.badge.show_contract(contract.strain, title, lines), waits=False)
        self._enqueue(lambda: self._say(f"{title}."), waits=False)

    def _lines(self, taken: tuple[int, int], needed: tuple[int, int]) -> tuple[str, str]:
        """Our side's tricks, then theirs, each against what it needs."""
        side = self._bidding_side
        # Once one side is there, the other's count against its number would read as still in play.
        decided = taken[0] >= needed[0] or taken[1] >= needed[1]
        return (f"Us: {tricks_words(taken[0], needed[0], bidders=side == 0, decided=decided)}",
                f"Them: {tricks_words(taken[1], needed[1], bidders=side == 1, decided=decided)}")
