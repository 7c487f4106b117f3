"""Card art drawn by the app: suit symbols as paths, indices, pips, court cards, the Benny and the back.

Nothing here comes from a font glyph or an image file.  By what it draws: ``symbols`` (the suits, the
crown and the star as paths), ``painting`` (the outline, paper and ink every card shares), ``faces``
(indices, markers, pips, aces, and the veil and outline of a card's state), ``court`` (the court figures),
``plain_court`` (Classic's plain court faces, the one-eyed ones in profile), ``benny``, ``back``; ``look``
says how a face is dressed and ``renderer`` caches the painted pixmaps.
"""

from .back import BACKS, paint_back
from .faces import PIP_SIZE, paint_face, paint_spot_card, pip_layout
from .look import PLAIN_LOOK, CardLook, CardMarker
from .renderer import CardRenderer, paint_card, rotation_of, transform_is_translation
from .symbols import crown_path, draw_suit, star_path, suit_path

__all__ = [
    "BACKS",
    "PIP_SIZE",
    "PLAIN_LOOK",
    "CardLook",
    "CardMarker",
    "CardRenderer",
    "crown_path",
    "draw_suit",
    "paint_back",
    "paint_card",
    "paint_face",
    "paint_spot_card",
    "pip_layout",
    "rotation_of",
    "star_path",
    "suit_path",
    "transform_is_translation",
]
