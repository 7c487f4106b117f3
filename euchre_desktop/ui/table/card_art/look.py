"""How a card face is dressed besides the card itself: the bower marker, four colours, dimmed, selected,
picked up, plain courts, the back's design, the Benny's face."""

from __future__ import annotations

import dataclasses
import enum

from ....engine import BENNY, Card, Suit, left_bower, right_bower

__all__ = ["PLAIN_LOOK", "CardLook", "CardMarker"]


class CardMarker(enum.Enum):
    """A trump marker printed beside a card's index once trump is named."""

    NONE = "none"
    """No marker."""
    RIGHT_BOWER = "right"
    """A small crown: this jack is the right bower, the highest trump."""
    LEFT_BOWER = "left"
    """The trump suit beside the index: this jack belongs to trump for the hand."""


@dataclasses.dataclass(frozen=True, slots=True)
class CardLook:
    """Everything besides the card itself that changes how a card face is drawn."""

    four_colour: bool = False
    """Clubs green and diamonds blue instead of black and red."""
    marker: CardMarker = CardMarker.NONE
    """The bower marker to print beside the index."""
    trump: Suit | None = None
    """The trump suit, shown by the left-bower marker; required when ``marker`` is LEFT_BOWER."""
    dimmed: bool = False
    """Veiled: the card can't be played now."""
    selected: bool = False
    """Outlined: chosen, waiting for a confirming tap."""
    picked_up: bool = False
    """Outlined in another colour: the upcard the player has just picked up, until the discard (the
    selection's outline is drawn over it when the card is chosen too)."""
    plain_courts: bool = False
    """Classic: the plain court faces of a standard pack instead of the portrait ones."""
    back: str = "lattice"
    """The design on the card's back (a key of ``back.BACKS``)."""
    two_of_spades_benny: bool = False
    """The rules play the two of spades as the Benny: the Benny's card is drawn as the two of spades."""

    def __post_init__(self) -> None:
        if self.marker is CardMarker.LEFT_BOWER and self.trump is None:
            raise ValueError("a left-bower marker needs the trump suit (CardLook.trump)")

    @classmethod
    def on_table(cls, card: Card | None, trump: Suit | None, style: CardLook, *, dimmed: bool = False,
                 selected: bool = False, picked_up: bool = False) -> CardLook:
        """How ``card`` looks on the table with ``trump`` named (None: not yet): its bower marked, in the
        table's ``style`` (four colours, plain courts)."""
        marker = CardMarker.NONE
        if trump is not None and card is not None and card != BENNY:
            if card == right_bower(trump):
                marker = CardMarker.RIGHT_BOWER
            elif card == left_bower(trump):
                marker = CardMarker.LEFT_BOWER
        left = trump if marker is CardMarker.LEFT_BOWER else None
        return dataclasses.replace(style, marker=marker, trump=left, dimmed=dimmed, selected=selected,
                                   picked_up=picked_up)


PLAIN_LOOK = CardLook()
"""A card with no marker, in two colours, neither dimmed nor selected."""
