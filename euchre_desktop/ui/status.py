"""The status line: whose turn it is and what is expected, in a few words a player reads at a glance.

The texts are pure functions of what the model tells the table (a ``HumanTurn`` and the human's
``PlayerView``), so they are easy to test; ``StatusLine`` is the label at the bottom of the window that
shows them, with a warning style for a refused action that reverts to the standing text after a while.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QWidget

from ..engine import Action, ActionKind, Card, Phase, PlayerView, Renege, Suit, card_name, effective_suit
from ..engine.bid import BidView
from ..model import HumanTurn
from ..model.table_events import RenegeFound
from .spoken import speakable
from .text_size import text_px
from .theme import TABLE, colour_notice, resolve_font_family

__all__ = ["PIXEL_SIZE", "StatusKind", "StatusLine", "action_words", "card_prompt", "card_words",
           "renege_cost", "renege_told", "renege_warning", "thinking_text", "turn_text"]


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
    return suit.name.lower()


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
    alone = " alone" if action.alone else ""
    if kind is ActionKind.PASS:
        return "With partner" if maker else "Pass"
    if kind is ActionKind.ORDER_UP:
        return ("Pick it up" if dealer else "Order it up") + alone
    if kind is ActionKind.CALL:
        assert action.suit is not None
        return _suit_word(action.suit).capitalize() + alone
    if kind is ActionKind.DEFEND_ALONE:
        return "Defend alone"
    if kind is ActionKind.GO_ALONE:
        return "Going alone"
    if kind is ActionKind.FARMER:
        return "Farmer's hand"
    card = "a card" if action.card is None else f"the {card_name(action.card, two_of_spades=two_of_spades)}"
    verb = {ActionKind.DISCARD: "Discard", ActionKind.GIVE: "Give", ActionKind.PLAY: "Play"}[kind]
    return f"{verb} {card}"


def _pick_hint(tap_twice: bool) -> str:
    return "click it twice" if tap_twice else "click it"


def turn_text(turn: HumanTurn, view: PlayerView, names: Sequence[str], *, tap_twice: bool = False) -> str:
    """What the status line says when the player is to decide."""
    phase = turn.phase
    upcard = view.upcard
    dealer = names[view.dealer]
    if phase is Phase.BID_ROUND_1:
        alone = ", go alone (2)," if Action.order_up(alone=True) in turn.legal_actions else ""
        if view.rules.cutthroat:
            alone = " to play alone against both,"
        if Action.order_up() not in turn.legal_actions:
            return f"Your turn: order up the {upcard} and go alone (2), or pass (0)"
        if view.dealer == view.seat:
            return f"Your turn: pick up the {upcard} (1){alone} or pass (0)"
        return f"Your turn: order up the {upcard} to {dealer} (1){alone} or pass (0)"
    if phase is Phase.BID_ROUND_2:
        turned = _suit_word(upcard.suit)
        if Action.pass_() not in turn.legal_actions:
            return f"Your turn: stuck as dealer, you must name trump (not {turned})"
        return f"Your turn: name trump (not {turned}), or pass (0)"
    if phase is Phase.BENNY_CALL:
        turned = "the two of spades, the Benny," if view.rules.benny_is_two_of_spades else "the Benny"
        return f"Your turn: {turned} was turned up, so you must name trump"
    if phase is Phase.DEALER_DISCARD:
        return f"Pick a card to discard: {_pick_hint(tap_twice)} (it goes face down)"
    if phase is Phase.LONER_DISCARD:
        return f"Pick a card to discard: you hold six, {_pick_hint(tap_twice)}"
    if phase is Phase.FARMER_RETURN:
        return f"Pick a card to return to the kitty ({_left_to_return(turn)} to go): {_pick_hint(tap_twice)}"
    if phase is Phase.PARTNER_GIVE:
        partner = _maker(view, names, "your partner")
        return f"Your turn: give {partner} your best card, {_pick_hint(tap_twice)}"
    if phase is Phase.DEFEND:
        return f"Your turn: defend alone against {_maker(view, names, 'the makers')} (1), or pass (0)"
    if phase is Phase.GO_ALONE:
        if view.seat == view.maker:
            return "Your turn: trump is made, go alone (1) or play with your partner (0)"
        return f"Your turn: go alone against {_maker(view, names, 'the makers')} (1), or pass (0)"
    if phase is Phase.FARMER:
        return "Your turn: you hold a farmer's hand, show it (1) or keep it (0)"
    if phase is Phase.PLAY:
        twice = " (click a card twice)" if tap_twice else ""
        if not view.trick:
            how = "click a card twice" if tap_twice else "click a card"
            return f"Your lead: {how} (or arrows and Enter)"
        assert view.trump is not None
        led = effective_suit(view.trick[0][1], view.trump)
        if any(_follows(card, led, view.trump) for card in turn.playable):
            allowed = " (a renege is allowed)" if turn.reneges else ""
            return f"Your turn: follow {_suit_word(led)}{allowed}{twice}"
        return f"Your turn: no {_suit_word(led)}, so play any card{twice}"
    return "Your turn"


def card_prompt(turn: HumanTurn, view: PlayerView, names: Sequence[str], *, tap_twice: bool = False) -> str:
    """The words over the player's hand when a card other than a play is to be chosen ("" otherwise)."""
    click = "Click twice on" if tap_twice else "Click"
    phase = turn.phase
    if phase in (Phase.DEALER_DISCARD, Phase.LONER_DISCARD):
        return f"{click} the card to discard face down"
    if phase is Phase.FARMER_RETURN:
        return f"{click} a card to return to the kitty ({_left_to_return(turn)} to go)"
    if phase is Phase.PARTNER_GIVE:
        return f"{click} the card to give {_maker(view, names, 'your partner')}"
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


def renege_cost(rule: Renege, offenders: str, others: str) -> str:
    """What a renege costs once it comes to light ("the hand stops at the end of this trick: 2 points to
    You & Gloria"), with the offending side and the others named as given."""
    if rule is Renege.PENALTY_TO_INNOCENT:
        return f"the hand stops at the end of this trick: 2 points to {others}"
    if rule is Renege.PENALTY_DEDUCTED:
        return f"the hand stops at the end of this trick: 2 points off {offenders}"
    return f"the hand is played out, with no points for {offenders}"


def renege_told(found: RenegeFound, labels: Sequence[str], names: Sequence[str]) -> tuple[str, str]:
    """A renege come to light, for the status line and for the bubble by the offender's plate; ``labels``
    name the sides ("You & Gloria", or each player in cutthroat)."""
    offenders = labels[found.side]
    others = " and ".join(label for side, label in enumerate(labels) if side != found.side)
    suit = _suit_word(found.suit)
    who = "you" if found.seat == 0 else names[found.seat]
    said = (f"Renege by {who}: the {found.played} did not follow {suit} in trick "
            f"{found.trick}, but the {found.card}, played now, was already in hand. ")
    cost = renege_cost(found.penalty, offenders, others)
    # Short, for the bubble by the offender's plate: whose points move, or that theirs is lost.
    short = {Renege.PENALTY_TO_INNOCENT: f"+2 {others}", Renege.PENALTY_DEDUCTED: f"-2 {offenders}"}
    bubble = "Renege: " + short.get(found.penalty, "no score this hand")
    return said + cost[0].upper() + cost[1:] + ".", bubble


def renege_warning(view: PlayerView) -> str:
    """Under the question before the player reneges: it will come to light, and what it will cost."""
    offenders, others = ("your side", "the other side") if view.partner is not None else ("you", "the others")
    cost = renege_cost(view.rules.renege, offenders, others).replace("this trick", "that trick")
    return f"A renege comes to light when you later play the suit you did not follow; then {cost}."


def thinking_text(name: str) -> str:
    """The status while a computer player decides."""
    return f"{name} is thinking…"


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
    over it for ``TRANSIENT_MS`` and then returns to the standing text.  Every kind of message has the same
    type size and the same height: two lines, so that a long hint wraps instead of growing the line.

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
            self._show(text, kind)

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
        self._show(*self._standing)

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
