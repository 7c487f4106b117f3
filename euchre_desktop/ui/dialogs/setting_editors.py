"""The settings dialog's editors: one per setting, chosen by the setting's type (``editor_for``).

A check box for yes or no, a list for choices, a slider for a scale the player feels along (volume, speed),
a spin box for a bounded number, a line edit for a name.  Every editor carries the setting's label and its
help as tooltip, status tip and accessible description; ``caption_label`` shows the help beneath it.
"""

from __future__ import annotations

import abc
from collections.abc import Callable
from typing import ClassVar, Final

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSlider,
    QSpinBox,
    QWidget,
)

from ...language import translated
from ...persistence.settings import Setting, Value

__all__ = ["SLIDER_KEYS", "Editor", "caption_label", "choice_label", "editor_for"]

SLIDER_KEYS: Final = frozenset({"sound.volume", "table.speed"})
"""Settings shown as a slider: a scale the player slides along rather than picks from a list."""


class _Caption(QLabel):
    """A label a little smaller than the application's text, at every text size."""

    def follow_text_size(self) -> None:
        """Size the words a tenth under the application's font (see ``text_size``)."""
        font = QFont(QApplication.font())
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * 0.9)
        else:
            font.setPixelSize(max(1, round(font.pixelSize() * 0.9)))
        self.setFont(font)


def caption_label(text: str) -> QLabel:
    """A caption: smaller, muted, wrapped text that explains the control above it."""
    label = _Caption(text)
    label.setWordWrap(True)
    label.follow_text_size()
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.PlaceholderText))
    label.setPalette(palette)
    return label


def choice_label(setting: Setting, value: Value) -> str:
    """How the dialog names ``value`` of ``setting``: its choice's label, "on" or "off", or the number."""
    if value is None:
        return translated(setting.null_label)
    for choice, label in setting.choices:
        if choice == value:
            return translated(label)
    if setting.kind is bool:
        return QCoreApplication.translate("SettingEditors", "on") if value else QCoreApplication.translate(
            "SettingEditors", "off")
    return str(value)


class Editor(abc.ABC):
    """One setting's editor: the input widget, read and written as the setting's value."""

    carries_label: ClassVar[bool] = False
    """The control shows the setting's label itself (a check box), so the form needs no label for it."""

    def __init__(self, setting: Setting, widget: QWidget, field: QWidget | None = None) -> None:
        self.setting = setting
        self.widget = widget
        """The control the player uses."""
        self.field = field or widget
        """What goes in the form (the control, with any value read-out beside it)."""
        for target in {self.widget, self.field}:
            target.setToolTip(translated(setting.help))
            target.setStatusTip(translated(setting.help))
        widget.setAccessibleName(translated(setting.label))
        widget.setAccessibleDescription(translated(setting.help))

    @abc.abstractmethod
    def value(self) -> Value:
        """The value the editor shows now."""

    @abc.abstractmethod
    def set_value(self, value: Value) -> None:
        """Show ``value`` (one the setting allows)."""

    @abc.abstractmethod
    def on_change(self, slot: Callable[[], None]) -> None:
        """Call ``slot`` whenever the player changes the value."""


class _CheckEditor(Editor):
    carries_label = True

    def __init__(self, setting: Setting) -> None:
        self.box = QCheckBox(translated(setting.label))
        super().__init__(setting, self.box)

    def value(self) -> Value:
        return self.box.isChecked()

    def set_value(self, value: Value) -> None:
        self.box.setChecked(bool(value))

    def on_change(self, slot: Callable[[], None]) -> None:
        self.box.toggled.connect(lambda _checked: slot())


class _ChoiceEditor(Editor):
    def __init__(self, setting: Setting) -> None:
        self.combo = QComboBox()
        for choice, label in setting.choices:
            self.combo.addItem(translated(label), choice)
        if setting.nullable:
            self.combo.addItem(translated(setting.null_label), None)
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        super().__init__(setting, self.combo)

    def value(self) -> Value:
        data: Value = self.combo.currentData()
        return data

    def set_value(self, value: Value) -> None:
        index = next(i for i in range(self.combo.count()) if self.combo.itemData(i) == value
                     and (self.combo.itemData(i) is None) == (value is None))
        self.combo.setCurrentIndex(index)

    def on_change(self, slot: Callable[[], None]) -> None:
        self.combo.currentIndexChanged.connect(lambda _index: slot())


class _SpinEditor(Editor):
    """A bounded number; when "no value" is allowed it sits one below the minimum, shown as its label."""

    def __init__(self, setting: Setting) -> None:
        assert setting.minimum is not None and setting.maximum is not None
        self.spin = QSpinBox()
        self._null = setting.minimum - 1 if setting.nullable else None
        self.spin.setRange(setting.minimum if self._null is None else self._null, setting.maximum)
        if self._null is not None:
            self.spin.setSpecialValueText(translated(setting.null_label))
        self.spin.setAccelerated(True)
        super().__init__(setting, self.spin)

    def value(self) -> Value:
        number = self.spin.value()
        return None if number == self._null else number

    def set_value(self, value: Value) -> None:
        if value is None:
            assert self._null is not None, "only a setting that allows no value gets None"
            self.spin.setValue(self._null)
        else:
            self.spin.setValue(int(value))

    def on_change(self, slot: Callable[[], None]) -> None:
        self.spin.valueChanged.connect(lambda _value: slot())


class _SliderEditor(Editor):
    """A slider over a number's range, or over ordered choices; the value is read out beside it."""

    def __init__(self, setting: Setting) -> None:
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self._choices = [choice for choice, _label in setting.choices]
        if self._choices:
            self.slider.setRange(0, len(self._choices) - 1)
            self.slider.setPageStep(1)
            self.slider.setTickInterval(1)
        else:
            assert setting.minimum is not None and setting.maximum is not None
            self.slider.setRange(setting.minimum, setting.maximum)
            self.slider.setPageStep(max(1, (setting.maximum - setting.minimum) // 10))
            self.slider.setTickInterval(self.slider.pageStep())
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.slider.setMinimumWidth(160)
        self.readout = QLabel()
        texts = [translated(label) for _choice, label in setting.choices] or [str(setting.maximum)]
        self.readout.setMinimumWidth(max(self.readout.fontMetrics().horizontalAdvance(t) for t in texts) + 4)
        self.slider.valueChanged.connect(self._show_readout)
        field = QWidget()
        row = QHBoxLayout(field)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.slider, 1)
        row.addWidget(self.readout)
        self._setting = setting
        super().__init__(setting, self.slider, field)
        self._show_readout()

    def _show_readout(self) -> None:
        self.readout.setText(choice_label(self._setting, self.value()))

    def value(self) -> Value:
        position = self.slider.value()
        return self._choices[position] if self._choices else position

    def set_value(self, value: Value) -> None:
        assert value is not None, "a slider's setting always has a value"
        self.slider.setValue(self._choices.index(value) if self._choices else int(value))

    def on_change(self, slot: Callable[[], None]) -> None:
        self.slider.valueChanged.connect(lambda _value: slot())


class _TextEditor(Editor):
    def __init__(self, setting: Setting) -> None:
        self.line = QLineEdit()
        assert setting.max_length is not None
        self.line.setMaxLength(setting.max_length)
        self.line.setPlaceholderText(str(setting.default))
        self.line.setClearButtonEnabled(True)
        super().__init__(setting, self.line)

    def value(self) -> Value:
        return self.line.text().strip()

    def set_value(self, value: Value) -> None:
        self.line.setText(str(value))

    def on_change(self, slot: Callable[[], None]) -> None:
        self.line.textChanged.connect(lambda _text: slot())


def editor_for(setting: Setting) -> Editor:
    """The editor that suits the setting's type; TypeError for a setting no editor can show."""
    if setting.kind is bool and not setting.choices and not setting.nullable:
        return _CheckEditor(setting)
    if setting.key in SLIDER_KEYS and not setting.nullable and (
            setting.choices or (setting.kind is int and None not in (setting.minimum, setting.maximum))):
        return _SliderEditor(setting)
    if setting.choices:
        return _ChoiceEditor(setting)
    if setting.kind is int and setting.minimum is not None and setting.maximum is not None:
        return _SpinEditor(setting)
    if setting.kind is str and setting.max_length is not None and not setting.nullable:
        return _TextEditor(setting)
    raise TypeError(f"the settings dialog has no editor for {setting.key!r} ({setting.kind.__name__}"
                    f"{', nullable' if setting.nullable else ''}, no choices or bounds it can show)")
