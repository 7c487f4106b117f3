"""The card table: a QGraphicsScene with every card, seat plate, bid bubble and score, in game terms.

The scene keeps its cards in piles (``piles``: the deck, each hand, the kitty, the trick, each side's won
tricks, the draw for the deal), and the piles say where their cards rest.  A game step (``deal``,
``play_card``, ``collect_trick``...) moves cards from pile to pile at once and then lets the piles settle:
every card whose place changed animates there, once; the cards never decide where they go.  The deal's
choreography is in ``dealing``; the plates, bubbles, trump badge and score are the ``panels``; the hand's
moments on the cloth (the bowers turning over in their tray when trump is named, fireworks for a march) are
the ``moments``, and the plates bow, shake and glow for a loner's partner and a euchre.  When everything has
stopped moving the scene emits ``animations_done`` exactly once; that signal paces the game.  While
anything moves, clicks on cards are ignored.

The scene shows; it never decides.  Whether a card may be played, whose turn it is, what the score is:
all of that comes from the caller (the table controller), which the scene trusts only as far as checking
that the request makes sense on the table (a card must be in the hand it is played from).  The cloth and
``TableView``, the QGraphicsView to put the scene in, are in ``view``.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Iterable, Iterator, Sequence

from PySide6.QtCore import QRect, QRectF, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QWidget

from ...engine import Card, Suit
from ...engine.hand import deal_sequence
from .animation import Durations, Motion, MotionTracker
from .card_art import CardLook, CardRenderer
from .card_item import CardItem
from .card_mark import PickupMark
from .dealing import Flights, check_deal, check_whole_deal, deal_hands, draw, gather, one_at_a_time, turn_up
from .effects import EUCHRE_GLOW, MARCH_GLOW
from .hand_order import SuitArrangement
from .layout import EUCHRE_HAND, TableLayout
from .moments import Moments
from .panels import Panels, SeatInfo
from .piles import Piles
from .scene_queries import SceneQueries
from .score_cards import ScorePair
from .view import Felt

__all__ = ["TableScene"]


class TableScene(SceneQueries, QGraphicsScene):
    """The card table, for Euchre (three or four seats) and Bid Euchre (four or six).

    Signals:
        animations_done(): everything started by the last game step(s) has come to rest.
        card_clicked(card): the player clicked a card of their own hand while the table was still.
    """

    animations_done = Signal()
    card_clicked = Signal(object)

    def __init__(self, players: int = 4, *, durations: Durations | None = None, width: int = 1280,
                 height: int = 800, parent: QWidget | None = None) -> None:
        """An empty table for ``players`` (see ``set_players``) of ``width`` x ``height`` pixels."""
        super().__init__(parent)
        self._durations = durations or Durations()
        self._renderer = CardRenderer()
        self._tracker = MotionTracker(self)
        self._tracker.animations_done.connect(self.animations_done)
        self._style = CardLook()
        """How every card is drawn: four colours, plain courts."""
        self._arrangement = SuitArrangement.ALTERNATING
        self._hand_scale = 1.0
        self._text_scale = 1.0
        self._felt = Felt()
        self._items: list[CardItem] = []
        self._panels = Panels(self, self._tracker)
        self._moments = Moments(self, self._renderer, self._tracker)
        self._players = 0
        # The piles: which card item lies where.  Laid by set_players, changed by the game steps.
        self._dealer = 0
        self._piles = Piles(0, 0)
        self._trump: Suit | None = None
        self._playable: frozenset[Card] | None = None
        # The chosen item itself, not its card: a double pack's twin must stay down.
        self._selected: CardItem | None = None
        self._clicked: CardItem | None = None
        self._pickup_mark: PickupMark | None = None
        self._layout = TableLayout(max(width, 200), max(height, 150), players)
        self.setSceneRect(self._layout.rect)
        self.set_players(players)

    # --- Set-up and options ------------------------------------------------------------------------------

    def side_of(self, seat: int) -> int:
        """The side a seat plays for: partners alternate with four or six players; each alone with three."""
        self._check_seat(seat)
        return seat if self._players == 3 else seat % 2

    @property
    def sides(self) -> int:
        """How many sides score."""
        return 3 if self._players == 3 else 2

    def set_players(self, players: int, *, hand_size: int = EUCHRE_HAND) -> None:
        """Lay the table for ``players`` each dealt ``hand_size`` cards, clearing it: Euchre is 4 (or 3, for
        cutthroat) players and 5 cards, Bid Euchre 4 players and 6 or 12 cards, or 6 players and 8."""
        self._layout = TableLayout(self._layout.width, self._layout.height, players,
                                   hand_scale=self._hand_scale, hand_size=hand_size,
                                   text_scale=self._text_scale)
        self._players = players
        self._panels.lay(players, self.sides)
        self._moments.hide_bowers()
        self._piles = Piles(players, self.sides)
        self._reset_piles(0, self._items)
        self._panels.place(self._layout)
        self._snap_all()

    def set_seat(self, seat: int, info: SeatInfo) -> None:
        """Put ``info``'s name and portrait on ``seat``'s plate."""
        self._check_seat(seat)
        self._panels.set_seat(seat, info)

    def set_side_labels(self, labels: Sequence[str] | None) -> None:
        """Name the sides in the score panel (None: from the players' names)."""
        self._panels.set_side_labels(labels)

    def set_durations(self, durations: Durations) -> None:
        """Use new animation durations (speed setting, reduced motion) from the next step on."""
        self._durations = durations
        for item in self._items:
            item.set_hover_duration(durations.ms(Motion.HOVER))

    def set_four_colour(self, four_colour: bool) -> None:
        """Four-colour suits on every card, the trump badge and the score cards."""
        self._panels.set_four_colour(four_colour)
        self._restyle(dataclasses.replace(self._style, four_colour=four_colour))

    def set_classic(self, classic: bool) -> None:
        """Plain faces instead of portraits: on the seat plates, and the plain courts on the cards."""
        self._panels.set_classic(classic)
        self._restyle(dataclasses.replace(self._style, plain_courts=classic))

    def set_two_of_spades_benny(self, two_of_spades: bool) -> None:
        """Draw the Benny as the two of spades (the rules' Benny card) or as the joker."""
        self._restyle(dataclasses.replace(self._style, two_of_spades_benny=two_of_spades))

    def _restyle(self, style: CardLook) -> None:
        """Draw every card, the bowers too, in ``style``."""
        self._style = style
        self._refresh_looks()
        self._moments.dress_bowers(self._trump, style)

    def recolour(self) -> None:
        """Paint everything again in the colours now in use (``theme.set_high_contrast``)."""
        self._renderer.clear()  # the cards in the other colours are not wanted again soon
        for item in self.items():
            item.update()
        self.update()

    def set_show_score_cards(self, show: bool) -> None:
        """Show the score cards beside the numbers."""
        self._panels.set_show_score_cards(show)
        self._panels.place(self._layout)

    def set_looks(self, *, score_pair: str, cloth: str, card_back: str) -> None:
        """The table's looks: the pair of score cards (a ``ScorePair`` value), the cloth (a key of
        ``view.CLOTHS``) and the design on the cards' backs (a key of ``card_art.BACKS``)."""
        self._panels.set_score_cards(ScorePair(score_pair), card_back)
        self._panels.place(self._layout)
        self._felt.set_cloth(cloth)
        self._restyle(dataclasses.replace(self._style, back=card_back))
        self.update()

    @property
    def looks(self) -> tuple[str, str, str]:
        """The score cards' pair, the cloth and the card back in use (see ``set_looks``)."""
        return self.score_panel.pair.value, self._felt.cloth, self._style.back

    def set_suit_arrangement(self, arrangement: SuitArrangement) -> None:
        """Arrange the player's suits alternating, in a fixed order, or as dealt (re-sorts at once)."""
        self._arrangement = arrangement
        self._piles.hands[0].arrange(self._trump, arrangement)
        self._snap_all()

    def set_hand_scale(self, scale: float) -> None:
        """The card size setting for the player's own cards (0.6 to 1.4)."""
        self._hand_scale = scale
        self.resize_table(self._layout.width, self._layout.height)

    def set_text_scale(self, scale: float) -> None:
        """The text size setting for the words on the table (see ``text_size.text_scale``)."""
        self._text_scale = scale
        self.resize_table(self._layout.width, self._layout.height)

    def resize_table(self, width: float, height: float) -> None:
        """Fit the table to ``width`` x ``height``: cards at rest move at once to their new places, cards in
        flight land at their new places on time, and the bowers and fireworks follow their seats."""
        self._layout = TableLayout(width, height, self._players, hand_scale=self._hand_scale,
                                   hand_size=self._layout.hand_size, text_scale=self._text_scale)
        self.setSceneRect(self._layout.rect)
        self._panels.place(self._layout)
        self._piles.follow(self._layout)
        self._moments.follow(self._layout)
        self._refresh_looks()
        self._refresh_interaction()
        self.update()

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
            flights = self._gather(self._dealer, 24, in_middle=True)
            draw(self._piles, flights, self._layout, self._durations, draws)
            flights.land_rest()
            if draws:
                self._dealer = draws[-1][0]
                self._panels.mark_dealer(self._dealer)

    def deal(self, dealer: int, packets: str, hands: Sequence[Sequence[Card | None]], upcard: Card, *,
             deck_size: int = 24) -> None:
        """Gather the cards, then deal ``hands`` from ``dealer`` in ``packets`` ("3-2" or "2-3") and turn up.

        ``hands`` holds each seat's five cards as this player may see them: the player's own, and None for
        cards whose faces are hidden.  ``deck_size`` is 25 when the Benny is in the deck.
        """
        self._check_seat(dealer)
        check_deal(self._players, hands, deck_size)
        sequence = deal_sequence(packets, self._players)
        with self._step():
            self._ensure_items(deck_size)
            flights = self._gather(dealer, deck_size)
            landed = deal_hands(self._piles, flights, self._layout, self._durations, dealer, sequence, hands,
                                upcard, self._arrangement)
            self._refresh_looks()
            self._refresh_interaction()
            turn_up(self._piles, flights, self._layout, self._durations, landed)
            flights.land_rest()
            self._panels.mark_dealer(dealer)

    def deal_whole_pack(self, dealer: int, hands: Sequence[Sequence[Card | None]], *, kitty: int = 0) -> None:
        """Bid Euchre's deal: gather the cards, then deal ``hands`` one card at a time from ``dealer``'s left.

        ``hands`` holds each seat's cards (``set_players``' ``hand_size`` of them) as this player may see
        them, None for a hidden face; ``kitty`` cards (the Benny pack's one) stay over, put away face down.
        """
        self._check_seat(dealer)
        check_whole_deal(self._players, self._layout.hand_size, hands, kitty)
        with self._step():
            self._ensure_items(self._players * self._layout.hand_size + kitty)
            flights = self._gather(dealer, self._players * self._layout.hand_size + kitty)
            landed = deal_hands(self._piles, flights, self._layout, self._durations, dealer,
                                one_at_a_time(self._players, self._layout.hand_size), hands, None,
                                self._arrangement)
            self._refresh_looks()
            self._refresh_interaction()
            turn_up(self._piles, flights, self._layout, self._durations, landed)
            flights.land_rest()
            self._panels.mark_dealer(dealer)

    def show_bid(self, seat: int, text: str) -> None:
        """Show what ``seat`` said ("Pass", "Pick it up", "Hearts alone"...) in a bubble by their plate."""
        self._check_seat(seat)
        if not text.strip():
            raise ValueError("a bid needs some text to show")
        with self._step():
            d = self._durations
            self._panels.show_bid(seat, text, self._layout, d.ms(Motion.FADE), d.ms(Motion.BID))

    def clear_bubbles(self) -> None:
        """Take every bid bubble off the table (they fade out)."""
        with self._step():
            self._panels.fade_out_bubbles(self._durations.ms(Motion.FADE))

    def turn_down_upcard(self) -> None:
        """Everyone passed the upcard: turn it face down on the kitty, and the first round's bids come off the
        table with it (left up, a first-round "Pass" would read as said in the second round)."""
        if not self._piles.kitty.items or not self._piles.kitty.upcard_showing:
            raise ValueError("there is no upcard showing to turn down")
        with self._step():
            self._piles.kitty.upcard_showing = False
            self._panels.fade_out_bubbles(self._durations.ms(Motion.FADE))
            self._settle(Motion.TURN_UPCARD, self._piles.kitty.items[:1])

    def set_trump(self, suit: Suit, maker: int, alone: bool = False) -> None:
        """Trump is named: show the badge and the maker's markers, mark the bowers, regroup the hand."""
        self._check_seat(maker)
        with self._step():
            d = self._durations
            self._panels.name_trump(suit, maker, alone, self._layout, d.ms(Motion.FADE))
            if self._trump is suit:  # named again, as the maker goes alone once trump is made: markers only
                return
            self._trump = suit
            self._panels.fade_out_bubbles(d.ms(Motion.FADE))
            self._refresh_looks()
            self._piles.hands[0].arrange(suit, self._arrangement)
            self._settle(Motion.SORT, self._piles.hands[0].items)
            self._moments.bowers_step_out(suit, self._layout, d.ms(Motion.BOWERS), self._style)

    def pickup_upcard(self, dealer: int) -> None:
        """The dealer takes the upcard into the hand: the player's own goes to its sorted place, marked as
        picked up until the discard (a computer player's turns face down as it goes)."""
        self._check_seat(dealer)
        if not self._piles.kitty.items or not self._piles.kitty.upcard_showing:
            raise ValueError("there is no upcard to pick up")
        with self._step():
            item = self._piles.kitty.items.pop(0)
            self._piles.kitty.upcard_showing = False
            hand = self._piles.hands[dealer]
            hand.items.append(item)
            if dealer == 0:
                hand.arrange(self._trump, self._arrangement)
                self._mark_pickup(item)
            self._refresh_looks()
            self._refresh_interaction()
            self._settle(Motion.PICKUP, hand.items)

    def bury(self, seat: int, card: Card | None = None, *, aside: bool = True) -> None:
        """``seat`` discards a card face down, put away beside its plate: the dealer's under the kitty, which
        then moves aside with it, another seat's (a moon shooter's, a loner's) on a pile of its own.

        ``card`` is required when the player discards (it must be in the hand); for others it may be None,
        and a card from the middle of their hand goes.  ``aside=False`` returns the card to the kitty, which
        stays in the middle (a farmer returning cards before the bidding).
        """
        self._check_seat(seat)
        hand = self._piles.hands[seat]
        item = hand.leaving(card, "discard", "discard")
        kitty = self._piles.kitty
        # A discard lies by whoever made it, so nobody takes a shooter's for the dealer's.
        pile = self._piles.discards[seat] if aside and seat != kitty.dealer else kitty
        with self._step():
            if seat == 0:
                self._mark_pickup(None)  # the discard made, the card picked up is one like the rest
            hand.items.remove(item)
            pile.items.append(item)
            kitty.aside = kitty.aside or aside
            self._refresh_interaction()
            self._refresh_looks()
            self._settle(Motion.BURY, dict.fromkeys([*kitty.items, *pile.items, *hand.items]))

    def sit_out(self, seat: int) -> None:
        """A loner's partner lays the hand face down and bows out."""
        self._check_seat(seat)
        with self._step():
            self._piles.hands[seat].sitting_out = True
            self._refresh_interaction()
            self._settle(Motion.SIT_OUT, self._piles.hands[seat].items)
            self._panels.bow_out(seat, self._durations.ms(Motion.SIT_OUT))

    def celebrate_march(self, side: int, *, still: bool = False) -> None:
        """A march: fireworks over ``side``'s seats, whose plates then glow gold until the next deal.

        With reduced motion (or no time at all), or ``still`` (the hand told again), the glow alone marks it.
        """
        seats = self._seats_of(side)
        with self._step():
            self._panels.glow(seats, MARCH_GLOW)
            duration = 0 if still else self._durations.ms(Motion.FIREWORKS)
            if duration > 0:
                self._moments.fireworks(seats, self._layout, duration)

    def shake_makers(self, side: int, *, still: bool = False) -> None:
        """A euchre: the plates of ``side`` (the makers) shake, then glow red until the next deal.

        With reduced motion (or no time at all), or ``still`` (the hand told again), the glow alone marks it.
        """
        seats = self._seats_of(side)
        with self._step():
            self._panels.glow(seats, EUCHRE_GLOW)
            self._panels.shake(seats, 0 if still else self._durations.ms(Motion.SHAKE))

    def celebrate_match(self, side: int, title: str, line: str) -> None:
        """The match is over, won by ``side``: a banner says ``title`` and ``line`` until the next deal; when
        it is the player's side, fireworks go up over its seats first and the banner is festive."""
        seats = self._seats_of(side)
        with self._step():
            won = self.side_of(0) == side
            self._moments.end_match(title, line, seats if won else None, self._layout,
                                    self._durations.ms(Motion.FIREWORKS))

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
            self._take_into_hand(seat, hidden)

    def pass_card(self, giver: int, receiver: int, card: Card | None = None) -> None:
        """Partner's best: ``giver`` passes a card face down across to ``receiver``.

        ``card`` names the card when the player gives or receives it (the player's own must be named);
        otherwise a card from the middle of the giver's hand goes, unseen.
        """
        self._check_seat(giver)
        self._check_seat(receiver)
        hand = self._piles.hands[giver]
        # A card the player receives is named, but the giver's hand shows only backs.
        known = card if card is not None and (giver == 0 or card in hand.cards) else None
        item = hand.leaving(known, "gift", "give")
        with self._step():
            hand.items.remove(item)
            # Only the player's own hand shows faces: a card passed to anyone else is known to them alone.
            item.set_card(card if receiver == 0 else None, when_hidden=True)
            self._selected = None
            self._refresh_looks()
            self._take_into_hand(receiver, [item], also=hand.items)

    def play_card(self, seat: int, card: Card) -> None:
        """``seat`` plays ``card`` to the trick (an opponent's hidden card is revealed as it flies)."""
        self._check_seat(seat)
        if self._piles.hands[seat].sitting_out:
            raise ValueError(f"seat {seat} is sitting out and can't play")
        if any(played_by == seat for played_by, _ in self._piles.trick.plays):
            raise ValueError(f"seat {seat} has already played to this trick")
        item = self._piles.hands[seat].find(card, reveal=True)
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
            self._settle(Motion.PLAY, moving)

    def collect_trick(self, winner: int) -> None:
        """After a pause to read it (longer for the six cards of a six-seat trick), the trick goes face down
        to the winner's side's pile."""
        self._check_seat(winner)
        if not self._piles.trick.plays:
            raise ValueError("there is no trick on the table to collect")
        with self._step():
            items = self._piles.trick.items
            self._piles.trick.plays = []
            self._piles.won[self.side_of(winner)].tricks.append(items)
            self._settle(Motion.COLLECT, items, delay=self._durations.trick_pause(len(items)))

    def set_scores(self, scores: Sequence[int], target: int | None = None) -> None:
        """Show the match score, one number per side (``target``: the points that win)."""
        if len(scores) != self.sides:
            raise ValueError(f"{len(scores)} scores for {self.sides} sides")
        with self._step():
            self._panels.set_scores(scores, target)

    def set_playable(self, cards: Iterable[Card] | None) -> None:
        """Mark which of the player's cards may be played now (the rest dim); None: no choice pending.

        Instant: emits nothing.
        """
        self._playable = None if cards is None else frozenset(cards)
        self._refresh_looks()
        self._refresh_interaction()

    def set_selected(self, card: Card | None, copy: int = 0) -> None:
        """Outline and raise one of the player's cards (tap twice to play): with two of ``card`` (a double
        pack), the ``copy``-th from the left; None clears.  Instant."""
        chosen = None
        if card is not None:
            self._piles.hands[0].find(card)
            twins = [item for item in self._piles.hands[0].items if item.card == card]
            chosen = twins[min(copy, len(twins) - 1)]
        self._selected = chosen
        self._refresh_looks()
        for item in self._piles.hands[0].items:
            item.set_raised(item is chosen)

    def clicked_copy(self, card: Card) -> int:
        """Which of the player's copies of ``card`` was clicked last (0: the leftmost, or not clicked)."""
        clicked = self._clicked
        if clicked is None or clicked.card != card or clicked not in self._piles.hands[0].items:
            return 0
        return [item for item in self._piles.hands[0].items if item.card == card].index(clicked)

    def set_active_seat(self, seat: int | None) -> None:
        """Outline the plate of the player to act (None: nobody).  Instant."""
        if seat is not None:
            self._check_seat(seat)
        self._panels.mark_active(seat)

    # --- The cards -----------------------------------------------------------------------------------------

    def _reset_piles(self, dealer: int, deck: list[CardItem], *, in_middle: bool = False) -> None:
        """A new hand: ``deck`` squared in front of ``dealer`` (or in the middle), nothing else held."""
        self._dealer = dealer
        self._mark_pickup(None)
        self._piles.reset(deck, dealer, in_middle=in_middle)
        self._trump = None
        self._playable = None
        self._selected = None

    def _gather(self, dealer: int, deck_size: int, *, in_middle: bool = False) -> Flights:
        """A new hand: the table cleared, its cards on their way home to the deck (see ``dealing.gather``)."""
        self._reset_piles(dealer, self._items[:deck_size], in_middle=in_middle)
        flights = gather(self._piles, self._layout, self._durations.ms(Motion.GATHER),
                         leaving=self._items[deck_size:])
        self._panels.new_hand(None if in_middle else dealer)
        self._moments.hide_bowers()
        return flights

    def _ensure_items(self, count: int) -> None:
        while len(self._items) < count:
            item = CardItem(self._renderer, self._tracker, height=self._layout.trick_card_height)
            item.set_hover_duration(self._durations.ms(Motion.HOVER))
            item.clicked.connect(lambda card, item=item: self._item_clicked(item, card))
            self.addItem(item)
            self._items.append(item)
            self._piles.deck.items.insert(0, item)

    def _mark_pickup(self, item: CardItem | None) -> None:
        """Point out ``item``, the upcard just taken into the player's hand, outlined and tagged until the
        discard (None: take the mark away); the looks follow at the next ``_refresh_looks``."""
        mark, self._pickup_mark = self._pickup_mark, None
        if mark is not None:
            mark.release()
            self.removeItem(mark)
        if item is not None:
            self._pickup_mark = PickupMark(item)
            self.addItem(self._pickup_mark)

    def _item_clicked(self, item: CardItem, card: Card | None) -> None:
        self._clicked = item
        self.card_clicked.emit(card)

    def _take_into_hand(self, seat: int, items: list[CardItem], *, also: Sequence[CardItem] = ()) -> None:
        """``items`` join ``seat``'s hand (the player's own sorted in place) and settle with ``also``."""
        hand = self._piles.hands[seat]
        hand.items.extend(items)
        if seat == 0:
            hand.arrange(self._trump, self._arrangement)
        self._refresh_looks()
        self._refresh_interaction()
        self._settle(Motion.PICKUP, [*also, *hand.items])

    def _settle(self, motion: Motion, items: Iterable[CardItem], *, delay: int = 0) -> None:
        """Animate ``items`` whose resting place changed to it, taking as long as ``motion``."""
        self._piles.settle(self._layout, self._durations.ms(motion), delay=delay, only=items)

    def _snap_all(self) -> None:
        self._piles.snap(self._layout)
        self._refresh_looks()
        self._refresh_interaction()

    def _refresh_looks(self) -> None:
        picked_up = self._pickup_mark.card if self._pickup_mark is not None else None
        self._piles.dress(self._trump, self._playable, self._selected, self._style, picked_up)

    def _refresh_interaction(self) -> None:
        self._piles.offer(self._playable)

    # --- Helpers -------------------------------------------------------------------------------------------

    def _seats_of(self, side: int) -> list[int]:
        if not 0 <= side < self.sides:
            raise ValueError(f"no side {side} at a {self._players}-seat table")
        return [seat for seat in range(self._players) if self.side_of(seat) == side]

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
        self._felt.draw(painter, rect, round(self._layout.width), round(self._layout.height))
