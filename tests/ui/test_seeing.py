"""High contrast and reduced motion in a window: the setting (or the desktop's wish) turns the whole game to
the high-contrast colours at once, the table, the windows' palette and the words styled from them; reduced
motion also holds the platform's own animations (menus, lists, tooltips) still."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyle

from euchre_desktop.persistence.settings import Settings
from euchre_desktop.ui import seeing, theme
from euchre_desktop.ui.status import StatusKind
from euchre_desktop.ui.theme import HIGH_CONTRAST, STANDARD
from tests.ui.test_contrast import luminance


def _cloth_luminance(window: Any) -> float:
    """How light the cloth is at an empty spot of the table (between the left seat and the trick)."""
    view = window.view
    image = view.viewport().grab().toImage()
    return luminance(image.pixelColor(QPoint(view.width() // 4, view.height() // 2)))


def test_the_setting_turns_the_whole_game_to_high_contrast_and_back(make_window: Any) -> None:
    window = make_window(settings=Settings(values={"table.high_contrast": "on"}))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert theme.high_contrast()
    assert app.palette().color(QPalette.ColorRole.Base) == HIGH_CONTRAST.paper
    assert app.palette().color(QPalette.ColorRole.WindowText) == HIGH_CONTRAST.ink
    window.status.flash("Careful", StatusKind.WARNING)
    assert HIGH_CONTRAST.warning_ink.name() in window.status.styleSheet()
    dark = _cloth_luminance(window)

    window.settings.set("table.high_contrast", "off")
    assert not theme.high_contrast()
    assert app.palette().color(QPalette.ColorRole.Base) == STANDARD.paper
    assert STANDARD.warning_ink.name() in window.status.styleSheet(), "the words showing are restyled"
    assert STANDARD.plate_text.name() in window.summary.title.styleSheet()
    assert _cloth_luminance(window) > dark * 2, "the cloth is painted again, lighter"


def test_the_desktop_asking_for_contrast_is_followed_while_the_setting_lets_it(
        make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()  # the setting's default: as the desktop asks
    assert window.settings.get("table.high_contrast") == "desktop"
    assert not theme.high_contrast()
    monkeypatch.setattr(seeing, "desktop_asks_for_high_contrast", lambda: True)
    hints = QGuiApplication.styleHints().accessibility()
    hints.contrastPreferenceChanged.emit(Qt.ContrastPreference.HighContrast)
    assert theme.high_contrast()
    assert HIGH_CONTRAST.plate_text.name() in window.summary.title.styleSheet()
    window.settings.set("table.high_contrast", "off")
    assert not theme.high_contrast(), "Never wins over the desktop"
    hints.contrastPreferenceChanged.emit(Qt.ContrastPreference.HighContrast)
    assert not theme.high_contrast()


def test_reduced_motion_holds_the_platforms_animations_still(make_window: Any) -> None:
    seeing._platform_effects.cache_clear()
    QApplication.setEffectEnabled(Qt.UIEffect.UI_General, True)
    QApplication.setEffectEnabled(Qt.UIEffect.UI_AnimateCombo, True)  # as a desktop with animations would
    try:
        window = make_window(settings=Settings(values={"table.reduced_motion": True}))
        animation = QStyle.StyleHint.SH_Widget_Animation_Duration
        assert not QApplication.isEffectEnabled(Qt.UIEffect.UI_AnimateCombo)
        assert QApplication.style().styleHint(animation) == 0
        window.settings.set("table.reduced_motion", False)
        assert QApplication.isEffectEnabled(Qt.UIEffect.UI_AnimateCombo), "as the platform had it"
        assert QApplication.style().styleHint(animation) > 0
    finally:
        for effect in Qt.UIEffect:
            QApplication.setEffectEnabled(effect, False)
        seeing._platform_effects.cache_clear()
        seeing.hold_platform_animations(False)
