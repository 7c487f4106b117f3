"""The status line: whose turn it is and what is expected, in a few words a player reads at a glance.

The texts are pure functions of what the model tells the table (a ``HumanTurn`` and the human's
``PlayerView``), so they are easy to test; ``StatusLine`` is the label at the bottom of the window that
shows them, with a warning style for a refused action that reverts to the standing text after a while.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QWidget

from ..engine import Action, ActionKind, Card, Phase, PlayerView, Renege, Suit, card_name, effective_suit
from ..engine.bid import BidPhase, BidView, card_suit
from ..language import translated
from ..model import HumanTurn
from ..model.bid_events import BidTurn
from ..model.table_events import CardBuried, CardGiven, CardPlayed
from .spoken import speakable
from .text_size import text_px
from .theme import TABLE, colour_notice, resolve_font_family

__all__ = ["PIXEL_SIZE", "StatusKind", "StatusLine", "action_words", "bid_turn_text", "card_deed_text",
           "card_prompt", "card_words", "play_text", "renege_cost", "renege_warning", "said_text",
           "thinking_text", "turn_text"]


class StatusKind(enum.Enum):
    """How a status message is shown."""

    TURN = "turn"
    """The player is to decide: shown bold."""
    WAIT = "wait"
    """Someone else is deciding, or cards are moving."""
    WARNING = "warning"
    """A refused action or a problem: shown in amber for a few seconds, then the standing text returns."""
    INFO = "info"
    """A passing remark (a hint's reason, "deal details copied"): shown for a few seconds."""


def _suit_word(suit: Suit) -> str:
    return translated(suit.words)


# Qt's translation, by the name lupdate looks for: translate("Status", ...) puts a sentence in the catalogue.
translate = QCoreApplication.translate


def card_words(card: Card, view: PlayerView | BidView) -> str:
    """A card as the player sees it ("J♥"): the Benny is "2♠" when Euchre's rules play the two of spades as
    it (Bid Euchre's Benny is always the joker)."""
    two_of_spades = isinstance(view, PlayerView) and view.rules.benny_is_two_of_spades
    return card_name(card, two_of_spades=two_of_spades)


def action_words(action: Action, *, dealer: bool, two_of_spades: bool = False, maker: bool = False) -> str:
    """A decision as a player says it: "Pick it up", "Hearts alone", "Pass", "Play the J♥" (the Benny named
    "2♠" with ``two_of_spades``, when the rules play that card as the Benny).  ``maker``: the maker said it
    once trump was made, where a pass keeps the partner in ("With partner")."""
    kind = action.kind
    if kind is ActionKind.PASS:
        return translate("Status", "With partner") if maker else translate("Status", "Pass")
    if kind is ActionKind.ORDER_UP:
        if action.alone:
            return (translate("Status", "Pick it up alone") if dealer
                    else translate("Status", "Order it up alone"))
        return translate("Status", "Pick it up") if dealer else translate("Status", "Order it up")
    if kind is ActionKind.CALL:
        assert action.suit is not None
        suit = _suit_word(action.suit).capitalize()
        return translate("Status", "{suit} alone").format(suit=suit) if action.alone else suit
    if kind is ActionKind.DEFEND_ALONE:
        return translate("Status", "Defend alone")
    if kind is ActionKind.GO_ALONE:
        return translate("Status", "Going alone")
    if kind is ActionKind.FARMER:
        return translate("Status", "Farmer's hand")
    if action.card is None:
        return {ActionKind.DISCARD: translate("Status", "Discard a card"),
                ActionKind.GIVE: translate("Status", "Give a card"),
                ActionKind.PLAY: translate("Status", "Play a card")}[kind]
    verb = {ActionKind.DISCARD: translate("Status", "Discard the {card}"),
            ActionKind.GIVE: translate("Status", "Give the {card}"),
            ActionKind.PLAY: translate("Status", "Play the {card}")}[kind]
    return verb.format(card=card_name(action.card, two_of_spades=two_of_spades))


def _pick_hint(tap_twice: bool) -> str:
    return translate("Status", "click it twice") if tap_twice else translate("Status", "click it")


def _discard_text(tap_twice: bool) -> str:
    return translate("Status", "Pick a card to discard: {how} (it goes face down)").format(
        how=_pick_hint(tap_twice))


def _give_text(partner: str, tap_twice: bool) -> str:
    return translate("Status", "Your turn: give {partner} your best card, {how}").format(
        partner=partner, how=_pick_hint(tap_twice))


def turn_text(turn: HumanTurn, view: PlayerView, names: Sequence[str], *, tap_twice: bool = False) -> str:
    """What the status line says when the player is to decide."""
    phase = turn.phase
    upcard = view.upcard
    dealer = names[view.dealer]
    if phase is Phase.BID_ROUND_1:
        if Action.order_up() not in turn.legal_actions:
            return translate("Status", "Your turn: order up the {card} and go alone (2), or pass (0)").format(
                card=upcard)
        if view.rules.cutthroat:
            said = (translate("Status", "Your turn: pick up the {card} (1) to play alone against both, or "
                              "pass (0)") if view.dealer == view.seat else
                    translate("Status", "Your turn: order up the {card} to {dealer} (1) to play alone "
                              "against both, or pass (0)"))
        elif Action.order_up(alone=True) in turn.legal_actions:
            said = (translate("Status", "Your turn: pick up the {card} (1), go alone (2), or pass (0)")
                    if view.dealer == view.seat else
                    translate("Status", "Your turn: order up the {card} to {dealer} (1), go alone (2), or "
                              "pass (0)"))
        else:
            said = (translate("Status", "Your turn: pick up the {card} (1) or pass (0)")
                    if view.dealer == view.seat else
                    translate("Status", "Your turn: order up the {card} to {dealer} (1) or pass (0)"))
        return said.format(card=upcard, dealer=dealer)
    if phase is Phase.BID_ROUND_2:
        turned = _suit_word(upcard.suit)
        if Action.pass_() not in turn.legal_actions:
            return translate("Status", "Your turn: stuck as dealer, you must name trump (not {suit})").format(
                suit=turned)
        return translate("Status", "Your turn: name trump (not {suit}), or pass (0)").format(suit=turned)
    if phase is Phase.BENNY_CALL:
        if view.rules.benny_is_two_of_spades:
            return translate("Status", "Your turn: the two of spades, the Benny, was turned up, so you must "
                             "name trump")
        return translate("Status", "Your turn: the Benny was turned up, so you must name trump")
    if phase is Phase.DEALER_DISCARD:
        return _discard_text(tap_twice)
    if phase is Phase.LONER_DISCARD:
        return translate("Status", "Pick a card to discard: you hold six, {how}").format(
            how=_pick_hint(tap_twice))
    if phase is Phase.FARMER_RETURN:
        return translate("Status", "Pick a card to return to the kitty ({count} to go): {how}").format(
            count=_left_to_return(turn), how=_pick_hint(tap_twice))
    if phase is Phase.PARTNER_GIVE:
        return _give_text(_maker(view, names, translate("Status", "your partner")), tap_twice)
    if phase is Phase.DEFEND:
        return translate("Status", "Your turn: defend alone against {makers} (1), or pass (0)").format(
            makers=_maker(view, names, translate("Status", "the makers")))
    if phase is Phase.GO_ALONE:
        if view.seat == view.maker:
            return translate("Status", "Your turn: trump is made, go alone (1) or play with your partner (0)")
        return translate("Status", "Your turn: go alone against {makers} (1), or pass (0)").format(
            makers=_maker(view, names, translate("Status", "the makers")))
    if phase is Phase.FARMER:
        return translate("Status", "Your turn: you hold a farmer's hand, show it (1) or keep it (0)")
    if phase is Phase.PLAY:
        if not view.trick:
            return play_text(tap_twice=tap_twice)
        assert view.trump is not None
        led = effective_suit(view.trick[0][1], view.trump)
        trump = view.trump
        return play_text(led, follows=any(_follows(card, led, trump) for card in turn.playable),
                         reneges=bool(turn.reneges), tap_twice=tap_twice)
    return translate("Status", "Your turn")


def play_text(led: Suit | None = None, *, follows: bool = True, reneges: bool = False,
              tap_twice: bool = False) -> str:
    """What the status line says when the player is to play a card, in either game: the lead (no ``led``),
    following ``led`` (``reneges``: a renege is allowed), or any card (``follows`` false: none of ``led``)."""
    if led is None:
        if tap_twice:
            return translate("Status", "Your lead: click a card twice (or arrows and Enter)")
        return translate("Status", "Your lead: click a card (or arrows and Enter)")
    if not follows:
        said = (translate("Status", "Your turn: no {suit}, so play any card (click a card twice)")
                if tap_twice else translate("Status", "Your turn: no {suit}, so play any card"))
    elif reneges:
        said = (translate("Status", "Your turn: follow {suit} (a renege is allowed) (click a card twice)")
                if tap_twice else translate("Status", "Your turn: follow {suit} (a renege is allowed)"))
    else:
        said = (translate("Status", "Your turn: follow {suit} (click a card twice)") if tap_twice
                else translate("Status", "Your turn: follow {suit}"))
    return said.format(suit=_suit_word(led))


def bid_turn_text(turn: BidTurn, names: Sequence[str], *, tap_twice: bool = False) -> str:
    """What the status line says when the player is to decide in Bid Euchre: the model's prompt for a bid,
    and Euchre's own words for a card to give, discard or play, which say how to pick it."""
    view = turn.view
    if turn.phase is BidPhase.BIDDING:
        return turn.prompt
    if turn.phase is BidPhase.GIVE:
        shooter = names[view.bidder] if view.bidder is not None else translate("Status", "your partner")
        return _give_text(shooter, tap_twice)
    if turn.phase is BidPhase.DISCARD:
        return _discard_text(tap_twice)
    if not view.trick or view.contract is None:
        return play_text(tap_twice=tap_twice)
    strain = view.contract.strain
    led = card_suit(view.trick[0][1], strain)
    follows = any(card_suit(card, strain) == led for card in view.hand)
    return play_text(led, follows=follows, tap_twice=tap_twice)


def card_prompt(turn: HumanTurn, view: PlayerView, names: Sequence[str], *, tap_twice: bool = False) -> str:
    """The words over the player's hand when a card other than a play is to be chosen ("" otherwise)."""
    phase = turn.phase
    if phase in (Phase.DEALER_DISCARD, Phase.LONER_DISCARD):
        if tap_twice:
            return translate("Status", "Click twice on the card to discard face down")
        return translate("Status", "Click the card to discard face down")
    if phase is Phase.FARMER_RETURN:
        said = (translate("Status", "Click twice on a card to return to the kitty ({count} to go)")
                if tap_twice else translate("Status", "Click a card to return to the kitty ({count} to go)"))
        return said.format(count=_left_to_return(turn))
    if phase is Phase.PARTNER_GIVE:
        said = (translate("Status", "Click twice on the card to give {partner}") if tap_twice
                else translate("Status", "Click the card to give {partner}"))
        return said.format(partner=_maker(view, names, translate("Status", "your partner")))
    return ""


def _left_to_return(turn: HumanTurn) -> int:
    """How many cards a farmer still has to return to the kitty: a hand is five once they are all back."""
    return len(turn.hand) - 5


def _maker(view: PlayerView, names: Sequence[str], otherwise: str) -> str:
    """The name of the seat that made trump, or ``otherwise`` while none has."""
    return names[view.maker] if view.maker is not None else otherwise


def _follows(card: Card, led: Suit, trump: Suit) -> bool:
    if card.is_benny:
        return led == trump
    return effective_suit(card, trump) == led


def renege_cost(rule: Renege, offenders: str, others: str, *, later: bool = False) -> str:
    """What a renege costs once it comes to light ("the hand stops at the end of this trick: 2 points to
    You & Gloria"), with the offending side and the others named as given; ``later``: said before it has
    come to light ("that trick")."""
    if rule is Renege.PENALTY_TO_INNOCENT:
        said = (translate("Status", "the hand stops at the end of that trick: 2 points to {others}") if later
                else translate("Status", "the hand stops at the end of this trick: 2 points to {others}"))
    elif rule is Renege.PENALTY_DEDUCTED:
        said = (translate("Status", "the hand stops at the end of that trick: 2 points off {offenders}")
                if later else
                translate("Status", "the hand stops at the end of this trick: 2 points off {offenders}"))
    else:
        said = translate("Status", "the hand is played out, with no points for {offenders}")
    return said.format(offenders=offenders, others=others)


def renege_warning(view: PlayerView) -> str:
    """Under the question before the player reneges: it will come to light, and what it will cost."""
    if view.partner is not None:
        offenders, others = translate("Status", "your side"), translate("Status", "the other side")
    else:
        offenders, others = translate("Status", "you"), translate("Status", "the others")
    cost = renege_cost(view.rules.renege, offenders, others, later=True)
    return translate("Status", "A renege comes to light when you later play the suit you did not follow; "
                     "then {cost}.").format(cost=cost)


def thinking_text(name: str) -> str:
    """The status while a computer player decides."""
    return translate("Status", "{name} is thinking…").format(name=name)


def said_text(name: str, bid: str) -> str:
    """The status while a player's bid shows in its bubble, in the bubble's words: "Hank: Order it up."."""
    return translate("Status", "{name}: {bid}.").format(name=name, bid=bid)


def card_deed_text(deed: CardPlayed | CardBuried | CardGiven, name_of: Callable[[int], str], *,
                   two_of_spades: bool = False) -> str:
    """The status while a card played, discarded or given goes to its place, ``name_of(seat)`` naming the
    players: "Otto plays the 10♣.", "You discard the 9♠ face down.", "Hank gives Luis a card."."""
    def card(value: Card) -> str:
        return card_name(value, two_of_spades=two_of_spades)

    match deed:
        case CardPlayed(seat=0, card=played):
            return translate("Status", "You play the {card}.").format(card=card(played))
        case CardPlayed(seat=seat, card=played):
            said = translate("Status", "{name} plays the {card}.")
            return said.format(name=name_of(seat), card=card(played))
        case CardBuried(seat=0, card=Card() as buried):
            return translate("Status", "You discard the {card} face down.").format(card=card(buried))
        case CardBuried(seat=seat):
            return translate("Status", "{name} discards a card face down.").format(name=name_of(seat))
        case CardGiven(giver=0, receiver=receiver, card=Card() as given):
            said = translate("Status", "You give {receiver} the {card}.")
            return said.format(receiver=name_of(receiver), card=card(given))
        case CardGiven(giver=giver, receiver=0, card=Card() as given):
            return translate("Status", "{name} gives you the {card}.").format(name=name_of(giver),
                                                                              card=card(given))
        case CardGiven(giver=giver, receiver=receiver):
            said = translate("Status", "{name} gives {receiver} a card.")
            return said.format(name=name_of(giver), receiver=name_of(receiver))


def _style(kind: StatusKind) -> str:
    """The look of a message of ``kind``, in the colours in use."""
    match kind:
        case StatusKind.TURN:
            return f"color: {TABLE.turn_ink.name()}; font-weight: 600;"
        case StatusKind.WARNING:
            return (f"color: {TABLE.warning_ink.name()}; background: {TABLE.warning_face.name()}; "
                    "font-weight: 600;")
        case StatusKind.INFO:
            return f"color: {TABLE.info_ink.name()}; background: {TABLE.info_face.name()};"
    return f"color: {TABLE.wait_ink.name()};"


TRANSIENT_MS = 6000
"""How long a warning or a passing remark stays before the standing text returns."""

PIXEL_SIZE = 13
"""The status line's text size at 100% (see ``text_size``): one size for every message and every window
size, so the line never changes height and the table above it never moves."""


class StatusLine(QLabel):
    """The label at the bottom of the window.

    ``show_status`` sets the standing text (a turn, someone thinking); ``flash`` shows a warning or a remark
    over it for ``TRANSIENT_MS`` and then returns to the standing text; ``hold`` puts words in its place
    until ``release`` (the table lent to a review says what the review shows).  Every kind of message has the
    same type size and the same height: two lines, so that a long hint wraps instead of growing the line.

    Signals:
        flashed(str, bool): a passing message shown by ``flash``, and whether it is a warning (for the
            screen reader's announcements).
    """

    flashed = Signal(str, bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty status line."""
        super().__init__(parent)
        self.setObjectName("statusLine")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setMinimumWidth(100)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self._standing = ("", StatusKind.WAIT)
        self._held: tuple[str, StatusKind] | None = None
        self._kind = StatusKind.WAIT
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._restore)
        self.follow_text_size()
        colour_notice().changed.connect(self._follow_colours)

    def follow_text_size(self) -> None:
        """Style the line for the text size now set, and fix its height: two lines in the boldest style."""
        text, kind = self.text(), self._kind
        self.setStyleSheet("")
        self._show("Two\nlines", StatusKind.WARNING)
        self.setMinimumHeight(0)  # a label's size hint is never under its minimum: measure it free
        self.setFixedHeight(self.sizeHint().height())
        self._show(text, kind)

    @property
    def standing_text(self) -> str:
        """The standing text (shown unless a flash covers it)."""
        return self._standing[0]

    @property
    def kind(self) -> StatusKind:
        """How the text now showing is styled."""
        return self._kind

    def show_status(self, text: str, kind: StatusKind = StatusKind.WAIT) -> None:
        """Set the standing text; it shows at once unless a flash is showing (then when it ends).

        A new decision for the player (``TURN``) replaces any flash: what to do now matters most.
        """
        self._standing = (text, kind)
        if kind is StatusKind.TURN:
            self._timer.stop()
        if not self._timer.isActive():
            self._restore()

    def hold(self, text: str, kind: StatusKind = StatusKind.INFO) -> None:
        """Show ``text`` in place of the standing text, whatever is set meanwhile, until ``release``: the
        table redraws a reviewed hand in steps, each with its own words, after the review has said its."""
        self._held = (text, kind)
        if not self._timer.isActive():
            self._restore()

    def release(self) -> None:
        """The standing text again, in place of the words held."""
        self._held = None
        if not self._timer.isActive():
            self._restore()

    def end_flash(self) -> None:
        """Drop the flash now (the player has acted on it): the standing text returns."""
        if self._timer.isActive():
            self._timer.stop()
            self._restore()

    def flash(self, text: str, kind: StatusKind = StatusKind.WARNING) -> None:
        """Show ``text`` for a few seconds, then the standing text again."""
        self._show(text, kind)
        self._timer.start(TRANSIENT_MS)
        self.flashed.emit(text, kind is StatusKind.WARNING)

    def _restore(self) -> None:
        self._show(*(self._held or self._standing))

    def _follow_colours(self) -> None:
        """Style the message showing in the colours now in use."""
        self.setStyleSheet("")
        self._show(self.text(), self._kind)

    def _show(self, text: str, kind: StatusKind) -> None:
        if kind is not self._kind or not self.styleSheet():
            size = round(text_px(PIXEL_SIZE))
            padding = round(size * 0.3)
            self.setStyleSheet(
                f"QLabel#statusLine {{ {_style(kind)} font-family: '{resolve_font_family()}'; "
                f"font-size: {size}px; padding: {padding}px {padding * 2}px; "
                f"border-radius: {padding}px; }}")
        self._kind = kind
        self.setText(text)
        self.setAccessibleName(speakable(text))  # a screen reader reads "Q♥" as a shape: say the card
