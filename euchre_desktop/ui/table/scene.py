"""The card table: a QGraphicsScene with every card, seat plate, bid bubble and score, in game terms.

The scene keeps a small picture of the table (which card item lies in which pile: the deck, each hand,
the kitty, the trick, each side's won tricks) and asks ``layout`` where every pile puts its cards.  A game
step (``deal``, ``play_card``, ``collect_trick``...) changes that picture at once and then animates the
cards to their new places; the cards never decide where they go.  The hand's moments are steps too (see
``effects``): the bowers step out of the trump badge when trump is named, a loner's partner bows out,
``celebrate_march`` sets off fireworks and ``shake_makers`` shakes the euchred makers' plates.  When
everything has stopped moving the scene emits ``animations_done`` exactly once; that signal paces the game.
While anything moves, clicks on cards are ignored.

The scene shows; it never decides.  Whether a card may be played, whose turn it is, what the score is:
all of that comes from the caller (the model adapter), which the scene trusts only as far as checking
that the request makes sense on the table (a card must be in the hand it is played from).

``TableView`` is the QGraphicsView to put it in: it keeps the scene the size of the window.
"""

from __future__ import annotations

import contextlib
import dataclasses
import enum
import functools
import itertools
import random
from collections.abc import Iterable, Iterator, Sequence

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QMouseEvent,
    QPainter,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from ...engine import BENNY, Card, Suit, effective_suit, left_bower, right_bower
from ...engine.cards import POWER
from ...engine.hand import deal_sequence
from ..theme import CARD_ASPECT, TABLE
from .animation import Durations, Motion, MotionTracker
from .avatars import PORTRAITS, AvatarStyle
from .card_art import CardLook, CardMarker, CardRenderer
from .card_item import CardItem, Waypoint
from .effects import (
    BADGE_Z,
    EUCHRE_GLOW,
    MARCH_GLOW,
    Fireworks,
    bower_places,
    bower_starts,
    firework_anchors,
)
from .items import BidBubble, ScorePanel, SeatPlate, TrumpBadge
from .layout import Placement, TableLayout

__all__ = ["HandOrder", "SeatInfo", "SuitArrangement", "TableScene", "TableView", "display_order"]


class HandOrder(enum.Enum):
    """How the player's hand is sorted within each suit."""

    HIGH_FIRST = "high-first"
    """Highest card on the left (the bowers first in trump)."""
    LOW_FIRST = "low-first"
    """Lowest card on the left."""


class SuitArrangement(enum.Enum):
    """How the suits of the player's hand are arranged (the "sort your hand" setting); trump always leads
    once it is named."""

    ALTERNATING = "alternating"
    """Suits grouped, red and black alternating wherever the suits held allow it."""
    FIXED = "fixed"
    """Suits grouped in one fixed order: clubs, diamonds, spades, hearts."""
    AS_DEALT = "as_dealt"
    """The cards stay in the order they arrived; only trump, once named, is gathered at the front."""


_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The suits in the order a hand shows them when nothing else decides: black and red alternating."""

_FIXED_SUIT_ORDER = (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS)


def display_order(
    cards: Iterable[Card],
    trump: Suit | None,
    order: HandOrder = HandOrder.HIGH_FIRST,
    arrangement: SuitArrangement = SuitArrangement.ALTERNATING,
) -> list[Card]:
    """Sort a hand for display: suits grouped (as ``arrangement`` says), trump first once named.

    The left bower counts as trump and the Benny leads the trump group (before trump is named the Benny
    goes first on its own).  Alternating: among the possible suit orders the one that alternates colours
    best wins.  As dealt: the cards keep the order given, apart from trump gathered (and ranked) in front.
    """
    hand = list(cards)

    def suit_of(card: Card) -> Suit | None:
        if card.is_benny:
            return trump
        return effective_suit(card, trump)

    present = {suit_of(card) for card in hand}
    plain = [suit for suit in _SUIT_ORDER if suit in present and suit != trump]
    lead: list[Suit] = [trump] if trump is not None and trump in present else []
    best: list[Suit] = [suit for suit in _FIXED_SUIT_ORDER if suit in plain]
    if arrangement is SuitArrangement.ALTERNATING:
        best_score = -1
        for permutation in itertools.permutations(plain):
            sequence = lead + list(permutation)
            score = sum(1 for a, b in itertools.pairwise(sequence) if a.is_red != b.is_red)
            if score > best_score:
                best, best_score = list(permutation), score
    suit_rank = {suit: index + 1 for index, suit in enumerate(best)}
    if trump is not None:
        suit_rank[trump] = 0

    def strength(card: Card) -> int:
        if card.is_benny:
            return 1000
        if trump is not None and effective_suit(card, trump) == trump:
            return POWER[trump][trump][card]
        return int(card.rank)

    direction = -1 if order is HandOrder.HIGH_FIRST else 1

    if arrangement is SuitArrangement.AS_DEALT:
        trumps = sorted((card for card in hand if trump is not None and suit_of(card) == trump),
                        key=lambda card: direction * strength(card))
        return trumps + [card for card in hand if card not in trumps]

    def key(card: Card) -> tuple[int, int]:
        suit = suit_of(card)
        return (-1 if suit is None else suit_rank[suit], direction * strength(card))

    return sorted(hand, key=key)


@dataclasses.dataclass(frozen=True, slots=True)
class SeatInfo:
    """Who sits in a seat: the name on the plate and the portrait (None: the Classic face)."""

    name: str
    portrait: AvatarStyle | None


_DEFAULT_SEATS = {
    4: (SeatInfo("You", PORTRAITS["you"]), SeatInfo("Hank", PORTRAITS["hank"]),
        SeatInfo("Gloria", PORTRAITS["gloria"]), SeatInfo("Luis", PORTRAITS["luis"])),
    3: (SeatInfo("You", PORTRAITS["you"]), SeatInfo("Hank", PORTRAITS["hank"]),
        SeatInfo("Luis", PORTRAITS["luis"])),
}


class TableScene(QGraphicsScene):
    """The Euchre table.

    Signals:
        animations_done(): everything started by the last game step(s) has come to rest.
        card_clicked(card): the player clicked a card of their own hand while the table was still.
    """

    animations_done = Signal()
    card_clicked = Signal(object)

    def __init__(self, players: int = 4, *, durations: Durations | None = None, width: int = 1280,
                 height: int = 800, parent: QWidget | None = None) -> None:
        """An empty table for ``players`` (4, or 3 for cutthroat) of ``width`` x ``height`` pixels."""
        super().__init__(parent)
        self._durations = durations or Durations()
        self._renderer = CardRenderer()
        self._tracker = MotionTracker(self)
        self._tracker.animations_done.connect(self.animations_done)
        self._four_colour = False
        self._classic = False
        self._hand_order = HandOrder.HIGH_FIRST
        self._arrangement = SuitArrangement.ALTERNATING
        self._hand_scale = 1.0
        self._show_score_cards = False
        self._felt: QPixmap | None = None
        self._items: list[CardItem] = []
        self._plates: list[SeatPlate] = []
        self._bubbles: list[BidBubble] = []
        # The right and left bower resting by the trump badge once trump is named (made on first use).
        self._bowers: list[CardItem] = []
        self._fireworks: list[tuple[Fireworks, list[int]]] = []
        self._badge = TrumpBadge()
        self._badge.setZValue(BADGE_Z)
        self._badge.setVisible(False)
        self.addItem(self._badge)
        self._score = ScorePanel()
        self._score.setZValue(850.0)
        self.addItem(self._score)
        self._players = 0
        self._scores: list[int] = []
        self._target: int | None = None
        self._side_labels: list[str] | None = None
        # The piles: which card item lies where.  Filled by _reset_piles and changed by the game steps.
        self._dealer = 0
        self._deck: list[CardItem] = []
        self._slots: list[list[CardItem | None]] = []
        self._hands: list[list[CardItem]] = []
        self._kitty: list[CardItem] = []
        self._kitty_aside = False
        self._upcard_showing = False
        self._deck_in_middle = False
        self._trick: list[tuple[int, CardItem]] = []
        self._won: list[list[list[CardItem]]] = []
        self._drawn: list[tuple[int, CardItem, int]] = []
        self._sitting_out: set[int] = set()
        self._trump: Suit | None = None
        self._playable: frozenset[Card] | None = None
        self._selected: Card | None = None
        self._layout = TableLayout(max(width, 200), max(height, 150), players)
        self.setSceneRect(self._layout.rect)
        self.set_players(players)

    # --- Set-up and options ------------------------------------------------------------------------------

    @property
    def players(self) -> int:
        """3 or 4."""
        return self._players

    @property
    def layout(self) -> TableLayout:
        """The current geometry."""
        return self._layout

    @property
    def tracker(self) -> MotionTracker:
        """Counts the table's running animations (``busy`` while cards move)."""
        return self._tracker

    @property
    def durations(self) -> Durations:
        """The current animation durations."""
        return self._durations

    @property
    def renderer(self) -> CardRenderer:
        """The card pixmap cache."""
        return self._renderer

    def side_of(self, seat: int) -> int:
        """The side a seat plays for: partners share one with four players; each plays alone with three."""
        self._check_seat(seat)
        return seat % 2 if self._players == 4 else seat

    @property
    def sides(self) -> int:
        """How many sides score."""
        return 2 if self._players == 4 else 3

    def set_players(self, players: int) -> None:
        """Lay the table for 4 or 3 players, clearing it."""
        self._layout = TableLayout(
            self._layout.width, self._layout.height, players, hand_scale=self._hand_scale
        )
        self._players = players
        for plate in self._plates:
            self.removeItem(plate)
        for bubble in self._bubbles:
            self.removeItem(bubble)
        self._plates = []
        self._bubbles = []
        for info in _DEFAULT_SEATS[players]:
            plate = SeatPlate(info.name, info.portrait)
            plate.setZValue(800.0)
            plate.set_classic(self._classic)
            self.addItem(plate)
            self._plates.append(plate)
            bubble = BidBubble()
            bubble.setVisible(False)
            self.addItem(bubble)
            self._bubbles.append(bubble)
        self._scores = [0] * self.sides
        self._target = None
        self._side_labels = None
        self._hide_bowers()
        self._reset_piles(dealer=0)
        self._place_panels()
        self._snap_all()

    def set_seat(self, seat: int, info: SeatInfo) -> None:
        """Put ``info``'s name and portrait on ``seat``'s plate."""
        self._check_seat(seat)
        self._plates[seat].set_player(info.name, info.portrait)
        self._update_score_panel()

    def set_side_labels(self, labels: Sequence[str] | None) -> None:
        """Name the sides in the score panel (None: from the players' names)."""
        if labels is not None and len(labels) != self.sides:
            raise ValueError(f"{len(labels)} side labels for {self.sides} sides")
        self._side_labels = list(labels) if labels is not None else None
        self._update_score_panel()

    def set_durations(self, durations: Durations) -> None:
        """Use new animation durations (speed setting, reduced motion) from the next step on."""
        self._durations = durations
        for item in self._items:
            item.set_hover_duration(durations.ms(Motion.HOVER))

    def set_four_colour(self, four_colour: bool) -> None:
        """Four-colour suits on every card, the trump badge and the score cards."""
        self._four_colour = four_colour
        self._badge.set_four_colour(four_colour)
        self._update_score_panel()
        self._refresh_looks()
        self._refresh_bower_looks()

    def set_classic(self, classic: bool) -> None:
        """Plain faces instead of portraits on the seat plates."""
        self._classic = classic
        for plate in self._plates:
            plate.set_classic(classic)

    def set_show_score_cards(self, show: bool) -> None:
        """Show the six-and-four score cards under the numbers."""
        self._show_score_cards = show
        self._place_panels()

    def set_hand_order(self, order: HandOrder) -> None:
        """Sort the player's hand high-first or low-first (re-sorts at once)."""
        self._hand_order = order
        self._sort_human_hand()
        self._snap_all()

    def set_suit_arrangement(self, arrangement: SuitArrangement) -> None:
        """Arrange the player's suits alternating, in a fixed order, or as dealt (re-sorts at once)."""
        self._arrangement = arrangement
        self._sort_human_hand()
        self._snap_all()

    def set_hand_scale(self, scale: float) -> None:
        """The card size setting for the player's own cards (0.6 to 1.4)."""
        self._hand_scale = scale
        self.resize_table(self._layout.width, self._layout.height)

    def resize_table(self, width: float, height: float) -> None:
        """Fit the table to ``width`` x ``height``: cards at rest move at once to their new places, cards in
        flight land at their new places on time, and the bowers and fireworks follow their seats."""
        self._layout = TableLayout(width, height, self._players, hand_scale=self._hand_scale)
        self.setSceneRect(self._layout.rect)
        self._felt = None
        self._place_panels()
        for item, (place, face) in self._targets().items():
            if item.is_animating:
                item.retarget(place.pos, place.z, place.rotation, place.height)
            else:
                item.snap_to(place.pos, place.z, place.rotation, face, place.height)
        for token, place in zip(self._bowers, bower_places(self._layout), strict=False):
            if token.isVisible():
                token.retarget(place.pos, place.z, place.rotation, place.height)
        for show, seats in self._fireworks:
            show.set_anchors(firework_anchors(self._layout, seats), self._layout.unit)
        self._refresh_looks()
        self._refresh_interaction()
        self.update()

    # --- Queries (for the adapter and tests) --------------------------------------------------------------

    def hand_cards(self, seat: int) -> list[Card | None]:
        """The cards shown in ``seat``'s hand, left to right (None for backs of unknown cards)."""
        self._check_seat(seat)
        return [item.card for item in self._hands[seat]]

    def hand_items(self, seat: int) -> list[CardItem]:
        """The card items of ``seat``'s hand, left to right."""
        self._check_seat(seat)
        return list(self._hands[seat])

    def trick_cards(self) -> list[tuple[int, Card | None]]:
        """The current trick as (seat, card) in the order played."""
        return [(seat, item.card) for seat, item in self._trick]

    def kitty_items(self) -> list[CardItem]:
        """The kitty, the upcard first."""
        return list(self._kitty)

    def tricks_won(self, side: int) -> int:
        """How many tricks lie in ``side``'s pile."""
        return len(self._won[side])

    def won_items(self, side: int) -> list[list[CardItem]]:
        """The card items of each trick in ``side``'s pile."""
        return [list(trick) for trick in self._won[side]]

    def item_for(self, card: Card) -> CardItem | None:
        """The item showing ``card``, if it is on the table and known."""
        for item in self._items:
            if item.isVisible() and item.card == card:
                return item
        return None

    def plate(self, seat: int) -> SeatPlate:
        """``seat``'s name plate."""
        self._check_seat(seat)
        return self._plates[seat]

    def bubble(self, seat: int) -> BidBubble:
        """``seat``'s bid bubble."""
        self._check_seat(seat)
        return self._bubbles[seat]

    @property
    def trump_badge(self) -> TrumpBadge:
        """The trump indicator."""
        return self._badge

    @property
    def score_panel(self) -> ScorePanel:
        """The score."""
        return self._score

    def bower_items(self) -> list[CardItem]:
        """The right and the left bower on the cloth by the trump badge (empty until trump is named)."""
        return [token for token in self._bowers if token.isVisible()]

    def glowing_seats(self) -> list[int]:
        """The seats whose plates glow after a march (gold) or a euchre (red), until the next deal."""
        return [seat for seat, plate in enumerate(self._plates) if plate.glow is not None]

    def effects(self) -> list[Fireworks]:
        """The fireworks shows on the table now (each removes itself when its show is over)."""
        return [show for show, _seats in self._fireworks]

    @property
    def trump(self) -> Suit | None:
        """Trump, once named."""
        return self._trump

    @property
    def is_busy(self) -> bool:
        """True while anything on the table moves (clicks are ignored)."""
        return self._tracker.busy

    # --- Game steps ----------------------------------------------------------------------------------------

    def draw_for_dealer(self, draws: Sequence[tuple[int, Card]]) -> None:
        """First black jack: deal cards face up round the table, one to a seat in turn, until it appears.

        The cards stay in front of the seats until the next ``deal`` gathers them.
        """
        for seat, _card in draws:
            self._check_seat(seat)
        if len(draws) > 24:
            raise ValueError(f"a draw for the deal can't take {len(draws)} cards from a 24-card deck")
        with self._step():
            self._ensure_items(24)
            homeward, gather = self._gather(self._dealer, 24, in_middle=True)
            d = self._durations
            counts = [0] * self._players
            for seat, card in draws:
                item = self._deck.pop()
                item.set_card(card, when_hidden=True)
                self._drawn.append((seat, item, counts[seat]))
                counts[seat] += 1
            targets = self._targets()
            for index, (_seat, item, _count) in enumerate(self._drawn):
                place, face = targets[item]
                pause = index * d.ms(Motion.DEAL_GAP) * 2
                self._fly(item, homeward, gather, place, face, d.ms(Motion.DEAL), gather + pause)
            self._fly_rest(homeward)
            if draws:
                self._dealer = draws[-1][0]
                self._plates_dealer(self._dealer)

    def deal(self, dealer: int, packets: str, hands: Sequence[Sequence[Card | None]], upcard: Card, *,
             deck_size: int = 24) -> None:
        """Gather the cards, then deal ``hands`` from ``dealer`` in ``packets`` ("3-2" or "2-3") and turn up.

        ``hands`` holds each seat's five cards as this player may see them: the player's own, and None for
        cards whose faces are hidden.  ``deck_size`` is 25 when the Benny is in the deck.
        """
        self._check_seat(dealer)
        if len(hands) != self._players or any(len(hand) != 5 for hand in hands):
            raise ValueError(f"deal needs five cards for each of {self._players} seats, got "
                             f"{[len(hand) for hand in hands]}")
        if deck_size not in (24, 25):
            raise ValueError(f"the deck has 24 or 25 cards, not {deck_size}")
        sequence = deal_sequence(packets, self._players)
        with self._step():
            self._ensure_items(deck_size)
            homeward, gather = self._gather(dealer, deck_size)
            d = self._durations
            own = display_order([c for c in hands[0] if c is not None], None, self._hand_order,
                                self._arrangement)
            own_slots: list[Card | None] = [*own, *(c for c in hands[0] if c is None)]
            delay = gather
            # The cards of a packet leave one after another, a fraction of a flight apart (30 ms at normal
            # speed); scaled like every duration, so an instant deal (a redraw) has no card waiting.
            stagger = round(d.ms(Motion.DEAL) * 0.13)
            taken = [0] * self._players
            for offset, count in sequence:
                seat = (dealer + offset) % self._players
                for in_packet in range(count):
                    item = self._deck.pop()
                    card = hands[seat][taken[seat]]
                    taken[seat] += 1
                    # The player's own cards go straight to their sorted places; others fill from the left.
                    slot = own_slots.index(card) if seat == 0 and card is not None else taken[seat] - 1
                    # A card coming home face up turns down on the way before it becomes this card.
                    item.set_card(card, when_hidden=True)
                    self._slot_hand(seat, item, slot)
                    place = self._layout.hand(seat, 5)[slot]
                    self._fly(
                        item,
                        homeward,
                        gather,
                        place,
                        seat == 0 and card is not None,
                        d.ms(Motion.DEAL),
                        delay + in_packet * stagger,
                    )
                delay += d.ms(Motion.DEAL_GAP)
            self._hands = [[item for item in hand if item is not None] for hand in self._slots]
            self._kitty = list(reversed(self._deck))
            self._deck = []
            self._kitty[0].set_card(upcard, when_hidden=True)
            self._upcard_showing = True
            self._kitty_aside = False
            self._refresh_looks()
            self._refresh_interaction()
            targets = self._targets()
            delay += d.ms(Motion.DEAL)
            for item in self._kitty:
                place, face = targets[item]
                self._fly(item, homeward, gather, place, face, d.ms(Motion.TURN_UPCARD), delay)
            self._fly_rest(homeward)
            self._plates_dealer(dealer)

    def show_bid(self, seat: int, text: str) -> None:
        """Show what ``seat`` said ("Pass", "Pick it up", "Hearts alone"...) in a bubble by their plate."""
        self._check_seat(seat)
        if not text.strip():
            raise ValueError("a bid needs some text to show")
        with self._step():
            bubble = self._bubbles[seat]
            anchor, opens = self._layout.bubble_anchor(seat)
            bubble.show_text(text, anchor, opens, self._layout.unit)
            bubble.setOpacity(0.0)
            bubble.setVisible(True)
            d = self._durations
            sequence = QSequentialAnimationGroup()
            fade = QPropertyAnimation(bubble, b"opacity")
            fade.setDuration(d.ms(Motion.FADE))
            fade.setEndValue(1.0)
            sequence.addAnimation(fade)
            sequence.addAnimation(QPauseAnimation(d.ms(Motion.BID)))
            if d.ms(Motion.FADE) == 0:
                bubble.setOpacity(1.0)
            self._tracker.start(sequence)

    def clear_bids(self) -> None:
        """Take every bid bubble off the table."""
        with self._step():
            self._fade_out_bubbles()

    def turn_down_upcard(self) -> None:
        """Everyone passed the upcard: turn it face down on the kitty."""
        if not self._kitty or not self._upcard_showing:
            raise ValueError("there is no upcard showing to turn down")
        with self._step():
            self._upcard_showing = False
            self._apply(self._durations.ms(Motion.TURN_UPCARD), only=self._kitty[:1])

    def set_trump(self, suit: Suit, maker: int, alone: bool = False) -> None:
        """Trump is named: show the badge and the maker's markers, mark the bowers, regroup the hand."""
        self._check_seat(maker)
        with self._step():
            self._trump = suit
            for seat, plate in enumerate(self._plates):
                plate.set_markers(maker=seat == maker, alone=alone and seat == maker)
            caption = f"Named by {self._plates[maker].name}" + (", alone" if alone else "")
            self._badge.set_trump(suit, caption)
            self._badge.set_geometry(self._layout.trump_rect())
            self._fade_in(self._badge)
            self._fade_out_bubbles()
            self._refresh_looks()
            self._sort_human_hand()
            self._apply(self._durations.ms(Motion.SORT), only=self._hands[0])
            self._bowers_step_out()

    def pickup_upcard(self, dealer: int) -> None:
        """The dealer takes the upcard into the hand (the player's own goes to its sorted place)."""
        self._check_seat(dealer)
        if not self._kitty or not self._upcard_showing:
            raise ValueError("there is no upcard to pick up")
        with self._step():
            item = self._kitty.pop(0)
            self._upcard_showing = False
            self._hands[dealer].append(item)
            if dealer == 0:
                self._sort_human_hand()
            self._refresh_interaction()
            self._apply(self._durations.ms(Motion.PICKUP), only=self._hands[dealer])

    def bury(self, dealer: int, card: Card | None = None, *, aside: bool = True) -> None:
        """The dealer discards a card face down under the kitty, which then moves aside.

        ``card`` is required when the player is the dealer (it must be in the hand); for others it may
        be None, and a card from the middle of their hand goes.  ``aside=False`` leaves the kitty in the
        middle (a farmer returning cards before the bidding); ``dealer`` is then the seat returning.
        """
        self._check_seat(dealer)
        hand = self._hands[dealer]
        if card is not None:
            item = self._find_in_hand(dealer, card)
        elif dealer == 0:
            raise ValueError("the player's discard must name the card")
        elif not hand:
            raise ValueError(f"seat {dealer} has no card to discard")
        else:
            item = hand[len(hand) // 2]
        with self._step():
            hand.remove(item)
            self._kitty.append(item)
            self._kitty_aside = self._kitty_aside or aside
            self._refresh_interaction()
            self._refresh_looks()
            self._apply(self._durations.ms(Motion.BURY), only=self._kitty + hand)

    def sit_out(self, seat: int) -> None:
        """A loner's partner lays the hand face down and bows out."""
        self._check_seat(seat)
        with self._step():
            self._sitting_out.add(seat)
            plate = self._plates[seat]
            plate.set_markers(sitting_out=True)
            self._refresh_interaction()
            duration = self._durations.ms(Motion.SIT_OUT)
            self._apply(duration, only=self._hands[seat])
            if duration > 0:
                # The partner bows (the portrait tips forward and back) while drawing back from the table.
                plate.set_withdrawal(0.0)
                bow = QPropertyAnimation(plate, b"withdrawal")
                bow.setDuration(duration)
                bow.setStartValue(0.0)
                bow.setEndValue(1.0)
                bow.setEasingCurve(QEasingCurve.Type.InOutSine)
                self._tracker.start(bow)

    def celebrate_march(self, side: int) -> None:
        """A march: fireworks over ``side``'s seats, whose plates then glow gold until the next deal.

        With reduced motion (or no time at all) the glow alone marks it.
        """
        seats = self._seats_of(side)
        with self._step():
            for seat in seats:
                self._plates[seat].set_glow(MARCH_GLOW)
            duration = self._durations.ms(Motion.FIREWORKS)
            if duration == 0:
                return
            show = Fireworks(firework_anchors(self._layout, seats), self._layout.unit)
            self.addItem(show)
            entry = (show, seats)
            self._fireworks.append(entry)
            animation = QPropertyAnimation(show, b"progress")
            animation.setDuration(duration)
            animation.setStartValue(0.0)
            animation.setEndValue(1.0)

            def over(new_state: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
                if new_state != QAbstractAnimation.State.Stopped:
                    return
                self._fireworks.remove(entry)
                # A table cleared while the show ran has already deleted it.
                if shiboken6.isValid(show):
                    self.removeItem(show)
                    show.deleteLater()

            animation.stateChanged.connect(over)
            self._tracker.start(animation)

    def shake_makers(self, side: int) -> None:
        """A euchre: the plates of ``side`` (the makers) shake, then glow red until the next deal.

        With reduced motion (or no time at all) the glow alone marks it.
        """
        seats = self._seats_of(side)
        with self._step():
            duration = self._durations.ms(Motion.SHAKE)
            for seat in seats:
                plate = self._plates[seat]
                plate.set_glow(EUCHRE_GLOW)
                if duration == 0:
                    continue
                shake = QPropertyAnimation(plate, b"shake")
                shake.setDuration(duration)
                shake.setStartValue(0.0)
                shake.setEndValue(1.0)
                self._tracker.start(shake)

    def take_kitty(self, seat: int, cards: Sequence[Card | None]) -> None:
        """A farmer's exchange: ``seat`` takes the kitty's face-down cards into the hand (the upcard stays).

        ``cards`` are the cards taken as this player may see them: the player's own, None for others.
        """
        self._check_seat(seat)
        hidden = self._kitty[1:]
        if len(cards) != len(hidden):
            raise ValueError(f"the kitty holds {len(hidden)} face-down cards, not {len(cards)}")
        with self._step():
            for item, card in zip(hidden, cards, strict=True):
                item.set_card(card if seat == 0 else None)
            del self._kitty[1:]
            self._hands[seat].extend(hidden)
            if seat == 0:
                self._sort_human_hand()
            self._refresh_looks()
            self._refresh_interaction()
            self._apply(self._durations.ms(Motion.PICKUP), only=self._hands[seat])

    def pass_card(self, giver: int, receiver: int, card: Card | None = None) -> None:
        """Partner's best: ``giver`` passes a card face down across to ``receiver``.

        ``card`` names the card when the player gives or receives it (the player's own must be named);
        otherwise a card from the middle of the giver's hand goes, unseen.
        """
        self._check_seat(giver)
        self._check_seat(receiver)
        hand = self._hands[giver]
        if card is not None and (giver == 0 or any(item.card == card for item in hand)):
            item = self._find_in_hand(giver, card)
        elif giver == 0:
            raise ValueError("the player's gift must name the card")
        elif not hand:
            raise ValueError(f"seat {giver} has no card to give")
        else:
            item = hand[len(hand) // 2]
        with self._step():
            hand.remove(item)
            # Only the player's own hand shows faces: a card passed to anyone else is known to them alone.
            item.set_card(card if receiver == 0 else None, when_hidden=True)
            self._hands[receiver].append(item)
            if receiver == 0:
                self._sort_human_hand()
            self._selected = None
            self._refresh_looks()
            self._refresh_interaction()
            self._apply(self._durations.ms(Motion.PICKUP), only=hand + self._hands[receiver])

    def play_card(self, seat: int, card: Card) -> None:
        """``seat`` plays ``card`` to the trick (an opponent's hidden card is revealed as it flies)."""
        self._check_seat(seat)
        if seat in self._sitting_out:
            raise ValueError(f"seat {seat} is sitting out and can't play")
        if any(played_by == seat for played_by, _ in self._trick):
            raise ValueError(f"seat {seat} has already played to this trick")
        item = self._find_in_hand(seat, card, reveal=True)
        with self._step():
            self._hands[seat].remove(item)
            self._trick.append((seat, item))
            if self._playable is not None and seat == 0:
                self._playable = None
            self._selected = None
            moving = [item, *self._hands[seat]]
            if not self._kitty_aside:
                self._kitty_aside = True
                moving += self._kitty
            self._refresh_looks()
            self._refresh_interaction()
            self._apply(self._durations.ms(Motion.PLAY), only=moving)

    def collect_trick(self, winner: int) -> None:
        """After a pause to read it, the trick goes face down to the winner's side's pile."""
        self._check_seat(winner)
        if not self._trick:
            raise ValueError("there is no trick on the table to collect")
        with self._step():
            items = [item for _, item in self._trick]
            self._trick = []
            self._won[self.side_of(winner)].append(items)
            d = self._durations
            self._apply(d.ms(Motion.COLLECT), delay=d.ms(Motion.TRICK_PAUSE), only=items)

    def set_scores(self, scores: Sequence[int], target: int | None = None) -> None:
        """Show the match score, one number per side (``target``: the points that win)."""
        if len(scores) != self.sides:
            raise ValueError(f"{len(scores)} scores for {self.sides} sides")
        with self._step():
            self._scores = list(scores)
            self._target = target
            self._update_score_panel()

    def set_playable(self, cards: Iterable[Card] | None) -> None:
        """Mark which of the player's cards may be played now (the rest dim); None: no choice pending.

        Instant: emits nothing.
        """
        self._playable = None if cards is None else frozenset(cards)
        self._refresh_looks()
        self._refresh_interaction()

    def set_selected(self, card: Card | None) -> None:
        """Outline and raise one of the player's cards (tap twice to play); None clears.  Instant."""
        if card is not None:
            self._find_in_hand(0, card)
        self._selected = card
        self._refresh_looks()
        for item in self._hands[0]:
            item.set_raised(card is not None and item.card == card)

    def set_active_seat(self, seat: int | None) -> None:
        """Outline the plate of the player to act (None: nobody).  Instant."""
        if seat is not None:
            self._check_seat(seat)
        for index, plate in enumerate(self._plates):
            plate.set_markers(active=index == seat)

    # --- The picture of the table ------------------------------------------------------------------------

    def _reset_piles(self, dealer: int) -> None:
        self._dealer = dealer
        self._deck = list(self._items)
        self._slots = [[] for _ in range(self._players)]
        self._hands = [[] for _ in range(self._players)]
        self._kitty = []
        self._kitty_aside = False
        self._upcard_showing = False
        self._deck_in_middle = False
        self._trick = []
        self._won = [[] for _ in range(self.sides)]
        self._drawn = []
        self._sitting_out = set()
        self._trump = None
        self._playable = None
        self._selected = None

    def _seats_of(self, side: int) -> list[int]:
        if not 0 <= side < self.sides:
            raise ValueError(f"no side {side} at a {self._players}-seat table")
        return [seat for seat in range(self._players) if self.side_of(seat) == side]

    def _bowers_step_out(self) -> None:
        """The right and left bower step out from under the badge and settle on the cloth below it."""
        while len(self._bowers) < 2:
            token = CardItem(self._renderer, self._tracker, height=self._layout.trick_card_height)
            token.set_interactive(False)
            self.addItem(token)
            self._bowers.append(token)
        assert self._trump is not None
        duration = self._durations.ms(Motion.BOWERS)
        cards = (right_bower(self._trump), left_bower(self._trump))
        places = zip(self._bowers, cards, bower_starts(self._layout), bower_places(self._layout), strict=True)
        for index, (token, card, start, place) in enumerate(places):
            token.set_card(card)
            token.setVisible(True)
            if duration == 0:
                token.snap_to(place.pos, place.z, place.rotation, True, place.height)
                continue
            token.snap_to(start.pos, start.z, start.rotation, True, start.height)
            # The right bower first, the left a moment later: they step out one after the other.
            token.animate_to(place.pos, place.z, place.rotation, True, duration, delay=index * duration // 4,
                             height=place.height)
        self._refresh_bower_looks()

    def _refresh_bower_looks(self) -> None:
        trump = self._trump
        if trump is None:
            return
        markers = (CardMarker.RIGHT_BOWER, CardMarker.LEFT_BOWER)
        for token, marker in zip(self._bowers, markers, strict=False):
            token.set_look(CardLook(four_colour=self._four_colour, marker=marker,
                                    trump=trump if marker is CardMarker.LEFT_BOWER else None))

    def _hide_bowers(self) -> None:
        for token in self._bowers:
            token.stop()
            token.setVisible(False)

    def _ensure_items(self, count: int) -> None:
        while len(self._items) < count:
            item = CardItem(self._renderer, self._tracker, height=self._layout.trick_card_height)
            item.set_hover_duration(self._durations.ms(Motion.HOVER))
            item.clicked.connect(self.card_clicked)
            self.addItem(item)
            self._items.append(item)
            self._deck.insert(0, item)

    def _slot_hand(self, seat: int, item: CardItem, slot: int) -> None:
        slots = self._slots[seat]
        while len(slots) <= slot:
            slots.append(None)
        slots[slot] = item

    def _gather(self, dealer: int, deck_size: int, *, in_middle: bool = False
                ) -> tuple[dict[CardItem, Waypoint], int]:
        """Clear the table into a squared deck in front of ``dealer`` (or mid-table, for the draw).

        Returns the first leg home for each card that has to travel, and how long that leg takes; the
        caller adds the next leg (the deal) so each card makes one counted flight.
        """
        self._reset_piles(dealer)
        self._deck_in_middle = in_middle
        self._deck = list(self._items[:deck_size])
        for item in self._items[deck_size:]:
            item.stop()
            item.setVisible(False)
        for item in self._deck:
            item.setVisible(True)
            item.set_card(None, when_hidden=True)
            item.set_look(CardLook())
            item.set_interactive(False)
            item.set_playable(False)
        for seat, plate in enumerate(self._plates):
            plate.set_markers(
                dealer=seat == dealer and not in_middle,
                maker=False,
                alone=False,
                sitting_out=False,
                active=False,
            )
            plate.set_glow(None)
        self._hide_bowers()
        self._badge.setVisible(False)
        self._badge.set_trump(None)
        for bubble in self._bubbles:
            bubble.setVisible(False)
        duration = self._durations.ms(Motion.GATHER)
        homeward = {}
        for item, (place, face) in self._targets().items():
            if not self._at_rest(item, place, face):
                homeward[item] = Waypoint(place.pos, place.z, place.rotation, face, duration, 0, place.height)
        return homeward, (duration if homeward else 0)

    def _fly(
        self,
        item: CardItem,
        homeward: dict[CardItem, Waypoint],
        gather: int,
        place: Placement,
        face: bool,
        duration: int,
        start: int,
    ) -> None:
        """Send ``item`` to ``place`` starting at ``start`` ms, via the deck if it was out on the table."""
        legs = []
        home = homeward.pop(item, None)
        if home is not None:
            legs.append(home)
            start -= gather
        legs.append(Waypoint(place.pos, place.z, place.rotation, face, duration, max(0, start), place.height))
        item.animate_path(legs)

    @staticmethod
    def _fly_rest(homeward: dict[CardItem, Waypoint]) -> None:
        """Bring home the cards that stay in the deck."""
        for item, leg in homeward.items():
            item.animate_path([leg])
        homeward.clear()

    def _find_in_hand(self, seat: int, card: Card, *, reveal: bool = False) -> CardItem:
        hand = self._hands[seat]
        for item in hand:
            if item.card == card:
                return item
        hidden = [item for item in hand if item.card is None]
        if reveal and not hidden and seat != 0:
            # The upcard a computer dealer picked up is the one card of another hand the table knows, and the
            # discard, face down, may have been that very card: then the card played is whichever is left.
            hidden = list(hand)
        if reveal and hidden:
            item = hidden[len(hidden) // 2]
            item.set_card(card)
            return item
        raise ValueError(f"{card} is not in seat {seat}'s hand")

    def _sort_human_hand(self) -> None:
        hand = self._hands[0]
        known = [item for item in hand if item.card is not None]
        order = display_order([item.card for item in known if item.card is not None], self._trump,
                              self._hand_order, self._arrangement)
        by_card = {item.card: item for item in known}
        self._hands[0] = [by_card[card] for card in order] + [item for item in hand if item.card is None]

    def _human_face_up(self) -> bool:
        return 0 not in self._sitting_out

    def _targets(self) -> dict[CardItem, tuple[Placement, bool]]:
        """Every card's resting place and face, from the piles."""
        layout = self._layout
        targets: dict[CardItem, tuple[Placement, bool]] = {}
        for index, item in enumerate(self._deck):
            targets[item] = (layout.deck(None if self._deck_in_middle else self._dealer, index), False)
        for seat, hand in enumerate(self._hands):
            if seat in self._sitting_out:
                for item, place in zip(hand, layout.sitting_out(seat, len(hand)), strict=True):
                    targets[item] = (place, False)
            else:
                for item, place in zip(hand, layout.hand(seat, len(hand)), strict=True):
                    targets[item] = (place, seat == 0 and item.card is not None)
        count = len(self._kitty)
        for index, item in enumerate(self._kitty):
            face = index == 0 and self._upcard_showing
            if self._kitty_aside:
                place = layout.kitty_aside(self._dealer, index, count)
                place = dataclasses.replace(place, z=place.z + (count - 2 * index))
            else:
                place = layout.kitty(index, count)
            targets[item] = (place, face)
        for order, (seat, item) in enumerate(self._trick):
            targets[item] = (layout.trick(seat, order), True)
        for side, tricks in enumerate(self._won):
            for trick_index, trick in enumerate(tricks):
                for card_index, item in enumerate(trick):
                    targets[item] = (layout.pile(side, trick_index, card_index), False)
        for order, (seat, item, count_in_seat) in enumerate(self._drawn):
            # Each player's drawn cards lie where the hand will be, overlapping left to right.
            position = layout.position(seat)
            height = layout.trick_card_height
            inward = position.inward * max(0.0, (height - layout.card_height(seat)) / 2)
            shift = position.along * (count_in_seat * height * CARD_ASPECT * 0.4)
            spot = layout.hand_anchor(seat) + inward + shift
            targets[item] = (Placement(spot, position.rotation, 400.0 + order, height), True)
        return targets

    def _apply(self, duration: int, *, delay: int = 0, only: Iterable[CardItem] | None = None) -> None:
        """Animate cards whose resting place changed (just ``only``, if given) to it."""
        targets = self._targets()
        chosen = targets.keys() if only is None else [item for item in only if item in targets]
        for item in chosen:
            place, face = targets[item]
            if self._at_rest(item, place, face):
                item.setZValue(place.z)
                continue
            item.animate_to(
                place.pos, place.z, place.rotation, face, duration, delay=delay, height=place.height
            )

    @staticmethod
    def _at_rest(item: CardItem, place: Placement, face: bool) -> bool:
        if item.is_animating:
            return False
        delta = item.pos() - place.pos
        return (abs(delta.x()) < 0.5 and abs(delta.y()) < 0.5 and abs(item.rotation() - place.rotation) < 0.01
                and item.face_up == face and abs(item.card_height - place.height) < 0.01)

    def _snap_all(self) -> None:
        for item, (place, face) in self._targets().items():
            item.snap_to(place.pos, place.z, place.rotation, face, place.height)
        self._refresh_looks()
        self._refresh_interaction()

    def _refresh_looks(self) -> None:
        human = set(self._hands[0]) if self._hands else set()
        right = right_bower(self._trump) if self._trump is not None else None
        left = left_bower(self._trump) if self._trump is not None else None
        for item in self._items:
            card = item.card
            marker = CardMarker.NONE
            if card is not None and card != BENNY:
                if card == right:
                    marker = CardMarker.RIGHT_BOWER
                elif card == left:
                    marker = CardMarker.LEFT_BOWER
            mine = item in human
            item.set_look(CardLook(
                four_colour=self._four_colour,
                marker=marker,
                trump=self._trump if marker is CardMarker.LEFT_BOWER else None,
                dimmed=mine and self._playable is not None and card not in self._playable,
                selected=mine and card is not None and card == self._selected,
            ))

    def _refresh_interaction(self) -> None:
        human = set(self._hands[0]) if 0 not in self._sitting_out else set()
        for item in self._items:
            mine = item in human
            item.set_interactive(mine)
            item.set_playable(mine and self._playable is not None and item.card in self._playable)

    # --- Panels --------------------------------------------------------------------------------------------

    def _place_panels(self) -> None:
        layout = self._layout
        for seat, plate in enumerate(self._plates):
            plate.set_geometry(layout.plate_rect(seat))
            inward = layout.position(seat).inward
            plate.set_outward(QPointF(-inward.x(), -inward.y()))
        for seat, bubble in enumerate(self._bubbles):
            if bubble.isVisible():
                anchor, opens = layout.bubble_anchor(seat)
                bubble.show_text(bubble.text, anchor, opens, layout.unit)
        self._badge.set_geometry(layout.trump_rect())
        self._score.set_unit(layout.unit)
        self._score.set_geometry(layout.score_rect(self.sides, self._show_score_cards))
        self._update_score_panel()

    def _update_score_panel(self) -> None:
        if self._side_labels is not None:
            labels = self._side_labels
        elif self._players == 4:
            labels = [f"{self._plates[0].name} & {self._plates[2].name}",
                      f"{self._plates[1].name} & {self._plates[3].name}"]
        else:
            labels = [plate.name for plate in self._plates]
        self._score.set_options(show_cards=self._show_score_cards, four_colour=self._four_colour)
        self._score.set_scores(labels, self._scores, self._target)

    def _plates_dealer(self, dealer: int) -> None:
        for seat, plate in enumerate(self._plates):
            plate.set_markers(dealer=seat == dealer)

    def _fade_in(self, item: TrumpBadge | BidBubble) -> None:
        item.setOpacity(0.0)
        item.setVisible(True)
        duration = self._durations.ms(Motion.FADE)
        if duration == 0:
            item.setOpacity(1.0)
            return
        fade = QPropertyAnimation(item, b"opacity")
        fade.setDuration(duration)
        fade.setEndValue(1.0)
        fade.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._tracker.start(fade)

    def _fade_out_bubbles(self) -> None:
        duration = self._durations.ms(Motion.FADE)
        for bubble in self._bubbles:
            if not bubble.isVisible():
                continue
            if duration == 0:
                bubble.setVisible(False)
                continue
            fade = QPropertyAnimation(bubble, b"opacity")
            fade.setDuration(duration)
            fade.setEndValue(0.0)
            fade.finished.connect(lambda b=bubble: b.setVisible(False))
            self._tracker.start(fade)

    # --- Helpers -------------------------------------------------------------------------------------------

    def _check_seat(self, seat: int) -> None:
        if not 0 <= seat < self._players:
            raise ValueError(f"no seat {seat} at a {self._players}-seat table")

    @contextlib.contextmanager
    def _step(self) -> Iterator[None]:
        """One game step: ``animations_done`` follows it even if nothing needed to move."""
        self._tracker.hold()
        try:
            yield
        finally:
            self._tracker.release()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The green baize, painted once per size into a pixmap and copied from there."""
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        width, height = round(self._layout.width), round(self._layout.height)
        felt = self._felt
        if felt is None or felt.width() != round(width * dpr) or felt.height() != round(height * dpr):
            felt = self._felt = _paint_felt(width, height, dpr)
        rect = QRectF(rect)
        painter.drawPixmap(rect, felt, QRectF(rect.x() * dpr, rect.y() * dpr, rect.width() * dpr,
                                              rect.height() * dpr))


@functools.cache
def _weave_tile() -> QImage:
    size = 96
    tile = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    tile.fill(Qt.GlobalColor.transparent)
    weave = random.Random(7)
    light, dark = QColor(255, 255, 255, 10), QColor(0, 0, 0, 14)
    for _ in range(size * size // 60):
        speck = light if weave.random() < 0.5 else dark
        tile.setPixelColor(weave.randrange(size), weave.randrange(size), speck)
    return tile


def _paint_felt(width: int, height: int, dpr: float) -> QPixmap:
    """The cloth: lighter under the lamp in the middle, darker at the rail, with a faint weave."""
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    centre = QPointF(width / 2, height * 0.46)
    gradient = QRadialGradient(centre, max(width, height) * 0.75)
    gradient.setColorAt(0.0, TABLE.felt_centre)
    gradient.setColorAt(0.55, TABLE.felt_centre.darker(118))
    gradient.setColorAt(1.0, TABLE.felt_edge)
    painter.fillRect(QRectF(0, 0, width, height), gradient)
    # The weave: a sparse scatter of slightly lighter and darker specks on a small tile, repeated; fixed by
    # a seed so it never shimmers, and a tile so painting a huge window costs no more than a small one.
    painter.fillRect(QRectF(0, 0, width, height), QBrush(_weave_tile()))
    painter.end()
    return QPixmap.fromImage(image)


class TableView(QGraphicsView):
    """A frameless view that keeps its ``TableScene`` exactly the size of the window."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        """Show ``scene``; it is resized with the view."""
        super().__init__(scene, parent)
        self._table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Offer the press to the table; the cloth takes any press no card wanted, so none leaks out."""
        super().mousePressEvent(event)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """As for presses: the table is the last word on a click."""
        super().mouseReleaseEvent(event)
        event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Fit the table to the new size."""
        super().resizeEvent(event)
        size = self.viewport().size()
        if size.width() >= 200 and size.height() >= 150:
            self._table.resize_table(size.width(), size.height())
            self.setSceneRect(self._table.sceneRect())

