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

The piles themselves (which card lies where, and where each pile puts its cards) are in ``piles``; the cloth
and ``TableView``, the QGraphicsView to put the scene in, are in ``view``.
"""

from __future__ import annotations

import contextlib
import dataclasses
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
    Signal,
)
from PySide6.QtGui import (
    QPainter,
    QPixmap,
)
from PySide6.QtWidgets import QGraphicsScene, QWidget

from ...engine import BENNY, Card, Suit, left_bower, right_bower
from ...engine.hand import deal_sequence
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
from .hand_order import SuitArrangement, display_order
from .items import BidBubble, ScorePanel, SeatPlate, TrumpBadge
from .layout import Placement, TableLayout
from .piles import Piles
from .view import paint_felt

__all__ = ["SeatInfo", "TableScene"]


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
        # The piles: which card item lies where.  Laid by set_players, changed by the game steps.
        self._dealer = 0
        self._piles = Piles(0, 0)
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
        self._piles = Piles(players, self.sides)
        self._reset_piles(0, self._items)
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
        for item, (place, face) in self._piles.spots(self._layout).items():
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

    @property
    def piles(self) -> Piles:
        """Which card lies where, to read: ``piles.hand(seat).cards``, ``piles.kitty.cards``...

        Only the game steps change the piles.
        """
        return self._piles

    def hand_cards(self, seat: int) -> list[Card | None]:
        """The cards shown in ``seat``'s hand, left to right (None for backs of unknown cards)."""
        self._check_seat(seat)
        return list(self._piles.hands[seat].cards)

    def hand_items(self, seat: int) -> list[CardItem]:
        """The card items of ``seat``'s hand, left to right."""
        self._check_seat(seat)
        return list(self._piles.hands[seat].items)

    def trick_cards(self) -> list[tuple[int, Card | None]]:
        """The current trick as (seat, card) in the order played."""
        return list(self._piles.trick.cards)

    def kitty_items(self) -> list[CardItem]:
        """The kitty, the upcard first."""
        return list(self._piles.kitty.items)

    def tricks_won(self, side: int) -> int:
        """How many tricks lie in ``side``'s pile."""
        return len(self._piles.won[side].tricks)

    def won_items(self, side: int) -> list[list[CardItem]]:
        """The card items of each trick in ``side``'s pile."""
        return [list(trick) for trick in self._piles.won[side].tricks]

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

    def bubble_texts(self) -> list[str | None]:
        """What each seat's bid bubble says, None where no bubble shows."""
        return [bubble.text if bubble.isVisible() else None for bubble in self._bubbles]

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
            for seat, card in draws:
                item = self._piles.deck.items.pop()
                item.set_card(card, when_hidden=True)
                self._piles.draw.draws.append((seat, item))
            targets = self._piles.spots(self._layout)
            for index, (_seat, item) in enumerate(self._piles.draw.draws):
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
            own = display_order([c for c in hands[0] if c is not None], None,
                                arrangement=self._arrangement)
            own_slots: list[Card | None] = [*own, *(c for c in hands[0] if c is None)]
            # Each hand fills slot by slot as the packets arrive (the player's own cards in sorted places).
            slots: list[list[CardItem | None]] = [[None] * 5 for _ in range(self._players)]
            delay = gather
            # The cards of a packet leave one after another, a fraction of a flight apart (30 ms at normal
            # speed); scaled like every duration, so an instant deal (a redraw) has no card waiting.
            stagger = round(d.ms(Motion.DEAL) * 0.13)
            taken = [0] * self._players
            for offset, count in sequence:
                seat = (dealer + offset) % self._players
                for in_packet in range(count):
                    item = self._piles.deck.items.pop()
                    card = hands[seat][taken[seat]]
                    taken[seat] += 1
                    # The player's own cards go straight to their sorted places; others fill from the left.
                    slot = own_slots.index(card) if seat == 0 and card is not None else taken[seat] - 1
                    # A card coming home face up turns down on the way before it becomes this card.
                    item.set_card(card, when_hidden=True)
                    slots[seat][slot] = item
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
            for hand, filled in zip(self._piles.hands, slots, strict=True):
                hand.items = [item for item in filled if item is not None]
            self._piles.kitty.items = list(reversed(self._piles.deck.items))
            self._piles.deck.items = []
            self._piles.kitty.items[0].set_card(upcard, when_hidden=True)
            self._piles.kitty.upcard_showing = True
            self._piles.kitty.aside = False
            self._refresh_looks()
            self._refresh_interaction()
            targets = self._piles.spots(self._layout)
            delay += d.ms(Motion.DEAL)
            for item in self._piles.kitty.items:
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

    def clear_bubbles(self) -> None:
        """Take every bid bubble off the table (they fade out)."""
        with self._step():
            self._fade_out_bubbles()

    def turn_down_upcard(self) -> None:
        """Everyone passed the upcard: turn it face down on the kitty."""
        if not self._piles.kitty.items or not self._piles.kitty.upcard_showing:
            raise ValueError("there is no upcard showing to turn down")
        with self._step():
            self._piles.kitty.upcard_showing = False
            self._apply(self._durations.ms(Motion.TURN_UPCARD), only=self._piles.kitty.items[:1])

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
            self._apply(self._durations.ms(Motion.SORT), only=self._piles.hands[0].items)
            self._bowers_step_out()

    def pickup_upcard(self, dealer: int) -> None:
        """The dealer takes the upcard into the hand (the player's own goes to its sorted place)."""
        self._check_seat(dealer)
        if not self._piles.kitty.items or not self._piles.kitty.upcard_showing:
            raise ValueError("there is no upcard to pick up")
        with self._step():
            item = self._piles.kitty.items.pop(0)
            self._piles.kitty.upcard_showing = False
            self._piles.hands[dealer].items.append(item)
            if dealer == 0:
                self._sort_human_hand()
            self._refresh_interaction()
            self._apply(self._durations.ms(Motion.PICKUP), only=self._piles.hands[dealer].items)

    def bury(self, dealer: int, card: Card | None = None, *, aside: bool = True) -> None:
        """The dealer discards a card face down under the kitty, which then moves aside.

        ``card`` is required when the player is the dealer (it must be in the hand); for others it may
        be None, and a card from the middle of their hand goes.  ``aside=False`` leaves the kitty in the
        middle (a farmer returning cards before the bidding); ``dealer`` is then the seat returning.
        """
        self._check_seat(dealer)
        hand = self._piles.hands[dealer].items
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
            self._piles.kitty.items.append(item)
            self._piles.kitty.aside = self._piles.kitty.aside or aside
            self._refresh_interaction()
            self._refresh_looks()
            self._apply(self._durations.ms(Motion.BURY), only=self._piles.kitty.items + hand)

    def sit_out(self, seat: int) -> None:
        """A loner's partner lays the hand face down and bows out."""
        self._check_seat(seat)
        with self._step():
            self._piles.hands[seat].sitting_out = True
            plate = self._plates[seat]
            plate.set_markers(sitting_out=True)
            self._refresh_interaction()
            duration = self._durations.ms(Motion.SIT_OUT)
            self._apply(duration, only=self._piles.hands[seat].items)
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
        hidden = self._piles.kitty.items[1:]
        if len(cards) != len(hidden):
            raise ValueError(f"the kitty holds {len(hidden)} face-down cards, not {len(cards)}")
        with self._step():
            for item, card in zip(hidden, cards, strict=True):
                item.set_card(card if seat == 0 else None)
            del self._piles.kitty.items[1:]
            self._piles.hands[seat].items.extend(hidden)
            if seat == 0:
                self._sort_human_hand()
            self._refresh_looks()
            self._refresh_interaction()
            self._apply(self._durations.ms(Motion.PICKUP), only=self._piles.hands[seat].items)

    def pass_card(self, giver: int, receiver: int, card: Card | None = None) -> None:
        """Partner's best: ``giver`` passes a card face down across to ``receiver``.

        ``card`` names the card when the player gives or receives it (the player's own must be named);
        otherwise a card from the middle of the giver's hand goes, unseen.
        """
        self._check_seat(giver)
        self._check_seat(receiver)
        hand = self._piles.hands[giver].items
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
            self._piles.hands[receiver].items.append(item)
            if receiver == 0:
                self._sort_human_hand()
            self._selected = None
            self._refresh_looks()
            self._refresh_interaction()
            self._apply(self._durations.ms(Motion.PICKUP), only=hand + self._piles.hands[receiver].items)

    def play_card(self, seat: int, card: Card) -> None:
        """``seat`` plays ``card`` to the trick (an opponent's hidden card is revealed as it flies)."""
        self._check_seat(seat)
        if self._piles.hands[seat].sitting_out:
            raise ValueError(f"seat {seat} is sitting out and can't play")
        if any(played_by == seat for played_by, _ in self._piles.trick.plays):
            raise ValueError(f"seat {seat} has already played to this trick")
        item = self._find_in_hand(seat, card, reveal=True)
        with self._step():
            self._piles.hands[seat].items.remove(item)
            self._piles.trick.plays.append((seat, item))
            if self._playable is not None and seat == 0:
                self._playable = None
            self._selected = None
            moving = [item, *self._piles.hands[seat].items]
            if not self._piles.kitty.aside:
                self._piles.kitty.aside = True
                moving += self._piles.kitty.items
            self._refresh_looks()
            self._refresh_interaction()
            self._apply(self._durations.ms(Motion.PLAY), only=moving)

    def collect_trick(self, winner: int) -> None:
        """After a pause to read it, the trick goes face down to the winner's side's pile."""
        self._check_seat(winner)
        if not self._piles.trick.plays:
            raise ValueError("there is no trick on the table to collect")
        with self._step():
            items = [item for _, item in self._piles.trick.plays]
            self._piles.trick.plays = []
            self._piles.won[self.side_of(winner)].tricks.append(items)
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
        for item in self._piles.hands[0].items:
            item.set_raised(card is not None and item.card == card)

    def set_active_seat(self, seat: int | None) -> None:
        """Outline the plate of the player to act (None: nobody).  Instant."""
        if seat is not None:
            self._check_seat(seat)
        for index, plate in enumerate(self._plates):
            plate.set_markers(active=index == seat)

    # --- The picture of the table ------------------------------------------------------------------------

    def _reset_piles(self, dealer: int, deck: list[CardItem], *, in_middle: bool = False) -> None:
        """A new hand: ``deck`` squared in front of ``dealer`` (or in the middle), nothing else held."""
        self._dealer = dealer
        self._piles.reset(deck, dealer, in_middle=in_middle)
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
            self._piles.deck.items.insert(0, item)

    def _gather(self, dealer: int, deck_size: int, *, in_middle: bool = False
                ) -> tuple[dict[CardItem, Waypoint], int]:
        """Clear the table into a squared deck in front of ``dealer`` (or mid-table, for the draw).

        Returns the first leg home for each card that has to travel, and how long that leg takes; the
        caller adds the next leg (the deal) so each card makes one counted flight.
        """
        self._reset_piles(dealer, self._items[:deck_size], in_middle=in_middle)
        for item in self._items[deck_size:]:
            item.stop()
            item.setVisible(False)
        for item in self._piles.deck.items:
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
        for item, (place, face) in self._piles.spots(self._layout).items():
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
        hand = self._piles.hands[seat].items
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
        hand = self._piles.hands[0].items
        known = [item for item in hand if item.card is not None]
        order = display_order([item.card for item in known if item.card is not None], self._trump,
                              arrangement=self._arrangement)
        by_card = {item.card: item for item in known}
        unknown = [item for item in hand if item.card is None]
        self._piles.hands[0].items = [by_card[card] for card in order] + unknown

    def _apply(self, duration: int, *, delay: int = 0, only: Iterable[CardItem] | None = None) -> None:
        """Animate cards whose resting place changed (just ``only``, if given) to it."""
        targets = self._piles.spots(self._layout)
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
        for item, (place, face) in self._piles.spots(self._layout).items():
            item.snap_to(place.pos, place.z, place.rotation, face, place.height)
        self._refresh_looks()
        self._refresh_interaction()

    def _refresh_looks(self) -> None:
        human = set(self._piles.hands[0].items)
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
        hand = self._piles.hands[0]
        human = set() if hand.sitting_out else set(hand.items)
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
            felt = self._felt = paint_felt(width, height, dpr)
        rect = QRectF(rect)
        painter.drawPixmap(rect, felt, QRectF(rect.x() * dpr, rect.y() * dpr, rect.width() * dpr,
                                              rect.height() * dpr))
