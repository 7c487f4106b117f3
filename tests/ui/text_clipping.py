"""What a player would call clipped words: finders used by the text size tests.

``clipped_words`` walks a window's visible labels, buttons, check boxes and lists and names each one that
shows less than its words need (by ``QFontMetrics``, and ``heightForWidth`` for wrapped labels);
``ink_outside`` paints a table panel alone and says whether anything of it falls outside its rectangle.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetrics, QImage, QPainter
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGraphicsItem,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionGraphicsItem,
    QWidget,
)

_SLACK = 1
"""Pixels of rounding forgiven."""
_RIM = 4
"""Pixels round a panel where its rim may be painted."""


def _label_problem(label: QLabel) -> str | None:
    text = label.text()
    if not text or not label.pixmap().isNull():
        return None
    room = label.contentsRect()
    if label.wordWrap():
        need = label.heightForWidth(label.width())
        return f"needs {need}px of height, has {label.height()}" if need > label.height() + _SLACK else None
    rich = label.textFormat() == Qt.TextFormat.RichText \
        or (label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    if rich:
        need_size = label.minimumSizeHint()
        if need_size.width() > label.width() + _SLACK or need_size.height() > label.height() + _SLACK:
            return f"needs {need_size.width()}x{need_size.height()}, has {label.width()}x{label.height()}"
        return None
    metrics = QFontMetrics(label.font())
    words = metrics.boundingRect(QRect(0, 0, 100000, 100000), int(label.alignment()), text.replace("&", ""))
    width = room.width() - 2 * max(0, label.margin())
    if words.width() > width + _SLACK or metrics.height() > room.height() + _SLACK:
        return f"needs {words.width()}x{metrics.height()}, has {width}x{room.height()}"
    return None


def _button_problem(button: QAbstractButton) -> str | None:
    if not button.text():
        return None
    hint = button.sizeHint()  # the style's room round the words that QFontMetrics measures
    metrics = QFontMetrics(button.font())
    if hint.width() > button.width() + _SLACK or metrics.height() > button.height() + _SLACK:
        return f"needs {hint.width()}x{max(hint.height(), metrics.height())}, has {button.width()}x" \
               f"{button.height()}"
    return None


def _combo_problem(combo: QComboBox) -> str | None:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    metrics = QFontMetrics(combo.font())
    need = metrics.horizontalAdvance(combo.currentText())
    if need > field.width() + _SLACK or metrics.height() > field.height() + _SLACK:
        return f"needs {need}x{metrics.height()}, has {field.width()}x{field.height()}"
    return None


def clipped_words(root: QWidget) -> list[str]:
    """Each visible label, button, check box or list box under ``root`` (itself included) too small for its
    words or cut off at the side by a parent, as "kind 'words': needs ..., has ..."."""
    found = []
    # The table's words for a screen reader are never painted (ui/accessibility/table_reader.py).
    unseen = {id(child) for reader in root.findChildren(QWidget, "tableReader")
              for child in reader.findChildren(QWidget)}
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) or not widget.isVisible() or id(widget) in unseen:
            continue
        problem = None
        if isinstance(widget, QLabel):
            problem = _label_problem(widget)
            words = widget.text()
        elif isinstance(widget, QAbstractButton):
            problem = _button_problem(widget)
            words = widget.text()
        elif isinstance(widget, QComboBox):
            problem = _combo_problem(widget)
            words = widget.currentText()
        else:
            continue
        problem = problem or _cut_at_the_side(widget, root)
        if problem is not None:
            found.append(f"{type(widget).__name__} {words[:40]!r}: {problem}")
    return found


def _cut_at_the_side(widget: QWidget, root: QWidget) -> str | None:
    """Whether a parent (a scrolled page's viewport, say) cuts ``widget`` off at its left or right: pages
    scroll up and down, so only the sides count."""
    left, right, child = 0, widget.width(), widget
    parent = child.parentWidget()
    while child is not root and parent is not None:
        left, right = left + child.pos().x(), right + child.pos().x()
        if left < -_SLACK or right > parent.width() + _SLACK:
            return f"cut off at the side by {type(parent).__name__} ({left} to {right} of {parent.width()})"
        child, parent = parent, parent.parentWidget()
    return None


def ink_outside(item: QGraphicsItem, rect: QRectF) -> bool:
    """Paint ``item`` alone and say whether anything it paints falls outside ``rect`` (its own
    coordinates): a word spilling past its plate, say."""
    margin = 40
    image = QImage(round(rect.width()) + 2 * margin, round(rect.height()) + 2 * margin,
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(QPointF(margin - rect.left(), margin - rect.top()))
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    band = margin - _RIM  # the rim's pen is centred on the rectangle's edge: half of it lies outside
    empty = QImage(image.width(), band, image.format())
    empty.fill(Qt.GlobalColor.transparent)
    side = QImage(band, image.height(), image.format())
    side.fill(Qt.GlobalColor.transparent)
    strips = [(image.copy(0, 0, image.width(), band), empty),
              (image.copy(0, image.height() - band, image.width(), band), empty),
              (image.copy(0, 0, band, image.height()), side),
              (image.copy(image.width() - band, 0, band, image.height()), side)]
    return any(strip != blank for strip, blank in strips)
