"""Cards painted into pixmaps once and handed out from a cache, with the transforms a card item needs.

Drawing a court card takes about a millisecond, far too slow to repeat every animation frame, so
``CardRenderer`` paints each (card, size, device pixel ratio, look) once into a ``QPixmap`` and keeps it.
"""

from __future__ import annotations

import collections
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QTransform

from ....engine import Card
from ... import theme
from ...theme import TABLE
from .back import paint_back
from .faces import paint_face
from .look import PLAIN_LOOK, CardLook

__all__ = ["CardRenderer", "paint_card", "rotation_of", "transform_is_translation"]


def paint_card(painter: QPainter, rect: QRectF, card: Card | None, look: CardLook = PLAIN_LOOK) -> None:
    """Paint ``card`` face up, or the back when ``card`` is None."""
    if card is None:
        paint_back(painter, rect, look.back)
    else:
        paint_face(painter, rect, card, look)



# --- The pixmap cache --------------------------------------------------------------------------------------

_CacheKey = tuple[int, int, float, CardLook, int, bool]


class CardRenderer:
    """Paints cards into pixmaps once and hands out the cached copies.

    A pixmap holds the card plus a soft shadow in a margin around it; ``margin(height)`` tells how wide,
    so an item can place the card exactly.  The cache keeps the most recently used ``capacity`` pixmaps.
    """

    BACK = -1
    """The cache's number for the card back."""

    def __init__(self, capacity: int = 400) -> None:
        """An empty cache holding at most ``capacity`` pixmaps."""
        if capacity < 1:
            raise ValueError(f"cache capacity must be at least 1, not {capacity}")
        self._capacity = capacity
        self._cache: collections.OrderedDict[_CacheKey, tuple[QPixmap, QPointF]] = collections.OrderedDict()

    @staticmethod
    def margin(height: float) -> int:
        """Pixels of shadow around a card ``height`` pixels tall."""
        return max(2, math.ceil(height * 0.03))

    @staticmethod
    def card_size(height: float) -> tuple[int, int]:
        """The (width, height) in whole pixels of a card about ``height`` pixels tall."""
        whole = max(8, round(height))
        return max(6, round(whole * theme.CARD_ASPECT)), whole

    def __len__(self) -> int:
        return len(self._cache)

    def clear(self) -> None:
        """Forget every pixmap (after a theme change)."""
        self._cache.clear()

    def _key(self, card: Card | None, height: int, dpr: float, look: CardLook, tenths: int) -> _CacheKey:
        if dpr <= 0:
            raise ValueError(f"device pixel ratio must be positive, not {dpr}")
        return (self.BACK if card is None else int(card), height, round(dpr, 3),
                CardLook(back=look.back) if card is None else look, tenths, theme.high_contrast())

    def _remember(self, key: _CacheKey, entry: tuple[QPixmap, QPointF]) -> None:
        self._cache[key] = entry
        if len(self._cache) > self._capacity:
            self._cache.popitem(last=False)

    def _lookup(self, key: _CacheKey) -> tuple[QPixmap, QPointF] | None:
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
        return cached

    def pixmap(
        self, card: Card | None, height: float, dpr: float = 1.0, look: CardLook = PLAIN_LOOK
    ) -> QPixmap:
        """The pixmap of ``card`` (None: the back) ``height`` logical pixels tall at device ratio ``dpr``."""
        width, whole_height = self.card_size(height)
        key = self._key(card, whole_height, dpr, look, 0)
        cached = self._lookup(key)
        if cached is not None:
            return cached[0]
        pixmap = self._render(card, width, whole_height, dpr, look)
        margin = self.margin(whole_height)
        self._remember(key, (pixmap, QPointF(-width / 2 - margin, -whole_height / 2 - margin)))
        return pixmap

    def turned(self, card: Card | None, height: float, dpr: float, look: CardLook,
               degrees: float) -> tuple[QPixmap, QPointF]:
        """The card's pixmap turned ``degrees`` clockwise, and where its top-left lies from the card's centre.

        Resampling a turned pixmap every frame is what makes a still table slow to paint; a card at rest
        is drawn from this cache instead, at a whole-pixel position.  The angle is kept to a tenth of a
        degree; quarter turns are exact pixel copies.
        """
        _, whole_height = self.card_size(height)
        tenths = round(degrees * 10) % 3600
        key = self._key(card, whole_height, dpr, look, tenths)
        cached = self._lookup(key)
        if cached is not None:
            return cached
        base = self.pixmap(card, height, dpr, look)
        logical_width, logical_height = base.width() / dpr, base.height() / dpr
        turn = QTransform().rotate(tenths / 10)
        box = turn.mapRect(QRectF(-logical_width / 2, -logical_height / 2, logical_width, logical_height))
        if tenths % 900 == 0:
            turned = base.transformed(turn)
            turned.setDevicePixelRatio(dpr)
            entry = (turned, QPointF(-turned.width() / dpr / 2, -turned.height() / dpr / 2))
        else:
            turned = QPixmap(math.ceil(box.width() * dpr) + 2, math.ceil(box.height() * dpr) + 2)
            turned.setDevicePixelRatio(dpr)
            turned.fill(Qt.GlobalColor.transparent)
            painter = QPainter(turned)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            painter.translate(turned.width() / dpr / 2, turned.height() / dpr / 2)
            painter.rotate(tenths / 10)
            painter.drawPixmap(QPointF(-logical_width / 2, -logical_height / 2), base)
            painter.end()
            entry = (turned, QPointF(-turned.width() / dpr / 2, -turned.height() / dpr / 2))
        self._remember(key, entry)
        return entry

    def _render(self, card: Card | None, width: int, height: int, dpr: float, look: CardLook) -> QPixmap:
        margin = self.margin(height)
        pixmap = QPixmap(round((width + 2 * margin) * dpr), round((height + 2 * margin) * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(margin, margin, width, height)
        _paint_shadow(painter, rect, margin)
        paint_card(painter, rect, card, look)
        painter.end()
        return pixmap


def _paint_shadow(painter: QPainter, rect: QRectF, margin: float) -> None:
    """A soft shadow falling slightly downwards, built from a few translucent layers."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    layers = 4
    for i in range(layers):
        spread = margin * (i + 1) / layers
        colour = QColor(TABLE.shadow)
        colour.setAlphaF(TABLE.shadow.alphaF() / layers)
        painter.setBrush(colour)
        grown = rect.adjusted(-spread * 0.6, -spread * 0.3, spread * 0.6, spread)
        radius = rect.width() * 0.065 + spread
        painter.drawRoundedRect(grown, radius, radius)
    painter.restore()


def rotation_of(transform: QTransform) -> float | None:
    """The clockwise angle in degrees of a transform that only turns and moves (no scaling); else None."""
    if transform.type().value > QTransform.TransformationType.TxRotate.value:
        return None
    cos, sin = transform.m11(), transform.m12()
    if (abs(math.hypot(cos, sin) - 1.0) > 1e-4 or abs(transform.m22() - cos) > 1e-4
            or abs(transform.m21() + sin) > 1e-4):
        return None
    return math.degrees(math.atan2(sin, cos))


def transform_is_translation(transform: QTransform) -> bool:
    """True when ``transform`` only moves (no scale or turn), so a pixmap can be drawn pixel for pixel."""
    return transform.type().value <= QTransform.TransformationType.TxTranslate.value
