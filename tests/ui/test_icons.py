"""The toolbar icons: each is drawn, in ink, and no two look alike."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from euchre_desktop.ui.icons import TOOLBAR_ICONS, toolbar_icon


def inked(image: QImage) -> int:
    """How many pixels of ``image`` are not transparent."""
    return sum(image.pixelColor(x, y).alpha() > 0
               for x in range(image.width()) for y in range(image.height()))


def test_every_toolbar_icon_is_drawn_and_differs_from_the_others(qapp: QApplication) -> None:
    images = {kind: toolbar_icon(kind).pixmap(QSize(48, 48)).toImage() for kind in TOOLBAR_ICONS}
    for kind, image in images.items():
        assert image.size() == QSize(48, 48)
        assert 100 < inked(image) < 48 * 48 // 2, f"the {kind} icon is empty or a blot"
    kinds = list(images)
    for index, kind in enumerate(kinds):
        for other in kinds[index + 1:]:
            assert images[kind] != images[other], f"{kind} and {other} look the same"


def test_an_unknown_icon_is_refused(qapp: QApplication) -> None:
    with pytest.raises(KeyError):
        toolbar_icon("trumpet")
