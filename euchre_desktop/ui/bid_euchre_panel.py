"""Bid Euchre's bid panel: a number of tricks and a strain (a trump suit, no-trump or low), pass, the moon.

The panel lays the player's legal bids out as two rows over the table: the numbers, then the strains, with
Pass and the moon beside them.  A bid is a number and a strain: choosing a number (a click, or its digits:
1 then 0 for ten) and then a strain (a click, or C, D, H, S, N for no-trump, L for low) makes it; the arrows
move the choice instead (Up and Down the number, Left and Right the strain) and Enter makes the bid chosen.
M chooses the moon (again for the next kind of moon, where several are played), 0 or P passes, Escape
clears the choice.  Only bids the rules allow now are offered: a dealer stuck with the bid gets no Pass.

Like the Euchre panel it paints its own buttons (a key cap, the suit drawn as a path, the words).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ..engine import Suit
from ..engine.bid import Bid, BidAction, BidActionKind, BidPhase, Strain
from ..language import translated
from ..model.bid_events import BidTurn
from .bid_words import STRAIN_KEYS, bid_words, strain_words
from .table.card_art import draw_suit
from .table.items import SUIT_NAMES
from .text_size import text_px
from .theme import TABLE, colour_notice, label_font, suit_palette

__all__ = ["STRAIN_KEYS", "BidEuchrePanel"]

_NO_LIMIT = 16777215
"""Qt's largest widget size: a maximum width that sets no limit."""

_STRAIN_LETTERS = {strain: letter for letter, strain in STRAIN_KEYS.items()}


class _KeyButton(QAbstractButton):
    """A key cap with its key, a suit if any, and the words; filled gold when chosen or hinted."""

    def __init__(self, key: str, words: str, payload: object, suit: Suit | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key, self.words, self.payload, self.suit = key, words, payload, suit
        self.chosen = False
        self.unit = 40.0
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setText(words)
        # A number or a suit shows no words: the name says what the key cap and the suit's mark show.
        name = words or (translated(SUIT_NAMES[suit]) if suit is not None
                         else self.tr("%n trick(s)", "a number key of the bid panel", int(key)))
        self.setToolTip(self.tr("{choice} (key {key})").format(choice=name, key=key))
        self.setAccessibleName(name)

    def _font_px(self) -> float:
        return text_px(max(12.0, self.unit * 0.24))

    def sizeHint(self) -> QSize:
        """Room for the key cap, the suit and the words."""
        text = QFontMetricsF(label_font(self._font_px(), bold=True)).horizontalAdvance(self.words)
        height = max(30.0, self.unit * 0.5, self._font_px() * 2.1)  # the words' own height, too
        cap = height * (0.64 + 0.22 * max(0, len(self.key) - 1))
        suit = height * 0.62 if self.suit is not None else 0.0
        words = text + height * 0.45 if self.words else height * 0.1
        return QSize(round(cap + height * 0.4 + suit + words), round(height))

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the button."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        height = rect.height()
        face = QColor(TABLE.bubble_chosen) if self.chosen else QColor(TABLE.bubble)
        if not self.isEnabled():
            face = QColor(TABLE.bubble).darker(135)
        elif self.isDown():
            face = face.darker(112)
        elif self.underMouse() and not self.chosen:
            face = QColor(TABLE.bubble_hover)
        painter.setPen(QPen(TABLE.gold if self.chosen else QColor(0, 0, 0, 90), 3.0 if self.chosen else 1.0))
        painter.setBrush(face)
        painter.drawRoundedRect(rect, height * 0.3, height * 0.3)
        cap_width = height * (0.64 + 0.22 * max(0, len(self.key) - 1))
        cap = QRectF(rect.left() + height * 0.18, rect.top() + height * 0.18, cap_width, height * 0.64)
        painter.setPen(QPen(QColor(0, 0, 0, 110), 1.0))
        painter.setBrush(TABLE.key_cap)
        painter.drawRoundedRect(cap, height * 0.12, height * 0.12)
        painter.setPen(TABLE.key_cap_text)
        painter.setFont(label_font(height * (0.4 if len(self.key) < 3 else 0.28), bold=True))
        painter.drawText(cap, Qt.AlignmentFlag.AlignCenter, self.key)
        x = cap.right() + height * 0.22
        if self.suit is not None:
            size = height * 0.46
            draw_suit(painter, self.suit, QPointF(x + size / 2, rect.center().y()), size,
                      suit_palette(False).colour(self.suit))
            x += size + height * 0.16
        painter.setPen(TABLE.bubble_text)
        painter.setFont(label_font(self._font_px(), bold=True))
        painter.drawText(QRectF(x, rect.top(), rect.right() - x, height),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.words)
        painter.end()


class BidEuchrePanel(QWidget):
    """The player's Bid Euchre bids over the table (see the module's docstring).

    Signals:
        chosen(BidAction): the player made a bid or passed.
    """

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        """A hidden, empty panel."""
        super().__init__(parent)
        self.setObjectName("bidEuchrePanel")
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        self._title = QLabel(self)
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self._title)
        self._follow_colours()
        colour_notice().changed.connect(self._follow_colours)
        # Two rows, each as wide as its own buttons: the numbers (and the moon, and Pass), then the strains;
        # when the table is too narrow for them (large text), the moon and Pass, and no-trump and low, go on
        # a row of their own under each (the second and fourth rows, empty otherwise).
        self._rows = (QHBoxLayout(), QHBoxLayout(), QHBoxLayout(), QHBoxLayout())
        for row in self._rows:
            outer.addLayout(row)
        self._buttons: list[_KeyButton] = []
        self._groups: tuple[list[_KeyButton], ...] = ([], [], [], [])
        """The buttons by the row they take when the panel has room: numbers, then the moon and Pass;
        suits, then no-trump and low (each pair on one row when it fits)."""
        self._bids: list[Bid] = []
        self._numbers: list[int] = []
        self._moons: list[Bid] = []
        self._strains: list[Strain] = []
        self._can_pass = False
        self._number: int | None = None
        self._moon: Bid | None = None
        self._strain: Strain | None = None
        self._typed = ""
        self._unit = 40.0
        self._room = 0
        self.hide()

    def _follow_colours(self) -> None:
        """Write the words in the plate's text colour in use (again after a change of colours)."""
        self._title.setStyleSheet(f"color: {TABLE.plate_text.name()};")

    # ======================================================================================= queries

    @property
    def title(self) -> str:
        """The line over the buttons (what to do next, or the bid chosen)."""
        return self._title.text() if self.isVisible() else ""

    @property
    def offered(self) -> list[str]:
        """The words of the buttons shown, in order (for tests)."""
        return [button.words for button in self._buttons]

    def button_for(self, key: str) -> QAbstractButton | None:
        """The button with ``key`` on its cap ("4", "H", "0"...), if shown."""
        return next((button for button in self._buttons if button.key == key), None)

    @property
    def choice(self) -> Bid | None:
        """The bid the choice so far makes, if it makes one (a number or the moon, and a strain)."""
        if self._strain is None:
            return None
        if self._moon is not None:
            return Bid(0, self._strain, moon=True, help=self._moon.help)
        return None if self._number is None else Bid(self._number, self._strain)

    # ====================================================================================== showing

    def show_turn(self, turn: BidTurn | None) -> None:
        """Offer the bids of ``turn`` (a decision in the bidding); anything else hides the panel."""
        if turn is None or turn.phase is not BidPhase.BIDDING:
            self._clear_buttons()
            self.hide()
            return
        self._bids = [a.bid for a in turn.legal_actions if a.kind is BidActionKind.BID and a.bid is not None]
        self._numbers = sorted({bid.tricks for bid in self._bids if not bid.moon})
        self._moons = list({(bid.help, bid.moon): bid for bid in self._bids if bid.moon}.values())
        self._strains = list(dict.fromkeys(bid.strain for bid in self._bids))
        self._can_pass = BidAction.pass_() in turn.legal_actions
        self._number = self._moon = self._strain = None
        self._typed = ""
        self._rebuild()
        self.show()
        self.raise_()

    def mark(self, action: BidAction | None) -> None:
        """Choose what a hint suggests (its number or moon, and its strain), so Enter makes it."""
        if action is None or action.bid is None or not self._buttons:
            return
        bid = action.bid
        self._moon = bid if bid.moon else None
        self._number = None if bid.moon else bid.tricks
        self._strain = bid.strain
        self._refresh()

    def set_unit(self, unit: float) -> None:
        """Scale the buttons and words with the table."""
        self._unit = unit
        for row in self._rows:
            row.setSpacing(round(max(6.0, unit * 0.12)))
        self._title.setFont(label_font(text_px(max(13.0, unit * 0.24)), bold=True))
        for button in self._buttons:
            button.unit = unit
            button.updateGeometry()
        self.adjustSize()

    # ====================================================================================== choosing

    def choose_number(self, number: int) -> bool:
        """Choose ``number`` tricks (False if it is no bid now); with a strain chosen, bid at once."""
        if number not in self._numbers:
            return False
        self._number, self._moon = number, None
        return self._bid_if_chosen()

    def choose_moon(self) -> bool:
        """Choose the moon, or the next kind of moon when it is chosen already."""
        if not self._moons:
            return False
        index = (self._moons.index(self._moon) + 1) % len(self._moons) if self._moon in self._moons else 0
        self._moon, self._number = self._moons[index], None
        return self._bid_if_chosen()

    def choose_strain(self, strain: Strain) -> bool:
        """Choose ``strain``; with a number or the moon chosen, the bid is made."""
        if strain not in self._strains:
            return False
        self._strain = strain
        return self._bid_if_chosen()

    def pass_(self) -> bool:
        """Pass (False when the player may not: the dealer stuck with the bid)."""
        if not self._can_pass or not self.isVisible():
            return False
        self.chosen.emit(BidAction.pass_())
        return True

    def confirm(self) -> bool:
        """Enter: make the bid chosen; False when the choice makes none yet."""
        bid = self.choice
        if bid is None or bid not in self._bids:
            return False
        self.chosen.emit(BidAction.make(bid))
        return True

    def step(self, numbers: int = 0, strains: int = 0) -> None:
        """The arrows: move the number (Up/Down, the moon past the top) or the strain (Left/Right)."""
        if numbers:
            ladder: list[int | Bid] = [*self._numbers, *self._moons]
            here: int | Bid | None = self._moon if self._moon is not None else self._number
            index = ladder.index(here) + numbers if here in ladder else (0 if numbers > 0 else -1)
            there = ladder[max(0, min(len(ladder) - 1, index))]
            self._moon, self._number = (there, None) if isinstance(there, Bid) else (None, there)
        if strains and self._strains:
            index = self._strains.index(self._strain) + strains if self._strain in self._strains else 0
            self._strain = self._strains[index % len(self._strains)]
        self._refresh()

    def press(self, text: str) -> bool:
        """A key typed while the panel shows: digits, strain letters, M, P or 0, Escape ("esc")."""
        key = text.upper()
        if key.isdigit():
            return self._digit(int(key))
        if key in STRAIN_KEYS:
            return self.choose_strain(STRAIN_KEYS[key])
        if key == "M":
            return self.choose_moon()
        if key == "P":
            return self.pass_()
        if key == "ESC":
            self._number = self._moon = self._strain = None
            self._typed = ""
            self._refresh()
            return True
        return False

    def _digit(self, digit: int) -> bool:
        """A number key: a second digit makes ten to twelve; 0 alone passes."""
        number = int(self._typed + str(digit)) if self._typed else digit
        if self._typed and number in self._numbers:
            self._typed = ""
            return self.choose_number(number)
        if digit == 0:
            self._typed = ""
            return self.pass_()
        longer = any(n >= 10 and str(n).startswith(str(digit)) for n in self._numbers)
        self._typed = str(digit) if longer else ""
        if digit in self._numbers:
            return self.choose_number(digit)
        self._refresh()
        return bool(self._typed)

    def _bid_if_chosen(self) -> bool:
        if not self.confirm():
            self._refresh()
        return True

    # ==================================================================================== the buttons

    def _clear_buttons(self) -> None:
        for row in self._rows:
            while row.count():
                item = row.takeAt(0)
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.deleteLater()
        self._buttons = []
        self._groups = ([], [], [], [])

    def _button(self, key: str, words: str, payload: object, suit: Suit | None = None) -> _KeyButton:
        button = _KeyButton(key, words, payload, suit, self)
        button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Minimum)  # never cut its words
        button.unit = self._unit
        button.clicked.connect(lambda _checked=False: self._clicked(payload))
        # Shown now, not when the layout gets round to it: the panel's size is taken from it at once.
        button.show()
        self._buttons.append(button)
        return button

    def set_room(self, width: int) -> None:
        """Keep the panel within ``width`` pixels (0: no limit), on more rows if it must: with large text,
        so that it leaves the side players in view."""
        if width != self._room:
            self._room = width
            if self._buttons:
                self._arrange()
                self._refresh()

    def _rebuild(self) -> None:
        """A button for each bid of the turn, laid out in rows."""
        self._clear_buttons()
        numbers = [self._button(str(number), "", number) for number in self._numbers]
        others = [self._button("M", self.tr("Moon, %n from partner", "", moon.help) if moon.help
                               else self.tr("Moon"), moon) for moon in self._moons]
        if self._can_pass:
            others.append(self._button("0", self.tr("Pass"), None))
        suits, words = [], []
        for strain in self._strains:
            # A suit is its symbol; no-trump and low need their word.
            if strain.suit is not None:
                suits.append(self._button(_STRAIN_LETTERS[strain], "", strain, strain.suit))
            else:
                words.append(self._button(_STRAIN_LETTERS[strain], strain_words(strain).capitalize(), strain))
        self._groups = (numbers, others, suits, words)
        self._arrange()
        self._refresh()

    def _arrange(self) -> None:
        """Put the buttons in their rows for the room: two rows, or four when two do not fit."""
        for row in self._rows:
            while row.count():
                row.takeAt(0)  # the buttons stay; only their places go
        numbers, others, suits, words = self._groups
        split = not (self._fits(numbers + others) and self._fits(suits + words))
        rows = [numbers, others, suits, words] if split else [numbers + others, [], suits + words, []]
        for row, buttons in zip(self._rows, rows, strict=True):
            row.addStretch(1)
            for button in buttons:
                row.addWidget(button)
            row.addStretch(1)
        # The line above wraps only when the panel has a width to keep to.
        self._title.setWordWrap(bool(self._room))
        self._title.setMaximumWidth(self._room - 20 if self._room else _NO_LIMIT)

    def _fits(self, buttons: list[_KeyButton]) -> bool:
        """Whether a row of ``buttons`` keeps within the room."""
        spacing = round(max(6.0, self._unit * 0.12))
        width = sum(button.sizeHint().width() for button in buttons) + spacing * (len(buttons) - 1) + 20
        return not self._room or width <= self._room

    def _clicked(self, payload: object) -> None:
        """A button: its number, moon or strain is chosen (a bid made once both halves are), or a pass."""
        if isinstance(payload, Strain):
            self.choose_strain(payload)
        elif isinstance(payload, Bid):
            self._moon, self._number = payload, None
            self._bid_if_chosen()
        elif isinstance(payload, int):
            self.choose_number(payload)
        else:
            self.pass_()

    def _refresh(self) -> None:
        for button in self._buttons:
            payload = button.payload
            button.chosen = payload is not None and payload in (self._number, self._moon, self._strain)
            button.update()
        self._title.setText(self._words())
        self.adjustSize()

    def _words(self) -> str:
        bid = self.choice
        if bid is not None:
            return self.tr("{bid}: Enter to bid").format(bid=bid_words(bid))
        if self._moon is not None:
            return self.tr("Shoot the moon in which suit? C D H S, or N no-trump, L low")
        if self._number is not None:
            return self.tr("{number} tricks in which suit? C D H S, or N no-trump, L low").format(
                number=self._number)
        if self._typed:
            return f"{self._typed}…"
        if self._can_pass:
            return self.tr("Choose a number of tricks, then trump, or pass (0)")
        return self.tr("Choose a number of tricks, then trump (you must bid)")

    def paintEvent(self, event: QPaintEvent) -> None:
        """A dark, rounded backing so the buttons read against any cloth or card."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 12.0, 12.0)
        painter.fillPath(path, TABLE.plate)
        painter.end()

