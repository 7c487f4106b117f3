"""The app icon: committed files match their SVG sources, and each platform's file holds what it needs."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage, QImageReader

from euchre_desktop.resources import asset_path


def decode(data: bytes) -> QImage:
    """Decode image bytes with Qt (PNG, ICO or ICNS alike)."""
    image = QImage.fromData(data)
    assert not image.isNull()
    return image


def test_every_output_is_up_to_date_with_its_source(make_icons: ModuleType) -> None:
    """Re-rendering the SVG sources gives the committed PNG, .ico and .icns (run make_icons.py if not)."""
    assert make_icons.stale_outputs(make_icons.build_outputs()) == []


@pytest.mark.parametrize("size", [16, 24, 32, 48, 64, 128, 256, 512])
def test_png_exports_are_rounded_squares_of_green_felt(make_icons: ModuleType, size: int) -> None:
    """Each size is an asset, square, clear in the corners and mostly felt green around the cards."""
    path = asset_path(f"icons/euchre-desktop-{size}.png")
    assert path == make_icons.png_path(size)
    image = QImage(str(path))
    assert (image.width(), image.height()) == (size, size)
    assert image.pixelColor(0, 0).alpha() == 0, "corners are transparent (rounded)"
    assert image.pixelColor(size - 1, size - 1).alpha() == 0
    step = max(1, size // 32)
    pixels = [image.pixelColor(x, y) for x in range(0, size, step) for y in range(0, size, step)]
    opaque = [c for c in pixels if c.alpha() > 0]
    green = [c for c in opaque if c.green() > c.red() + 20 and c.green() > c.blue() + 10]
    assert len(opaque) > 0.8 * len(pixels)
    assert len(green) > 0.3 * len(opaque)


def test_the_cards_show_a_red_jack(make_icons: ModuleType) -> None:
    """At 256 px the middle of the icon has white card and a good deal of red (the jacks and pips)."""
    image = QImage(str(make_icons.png_path(256)))
    pixels = [image.pixelColor(x, y) for x in range(64, 192, 4) for y in range(64, 192, 4)]
    white = sum(1 for c in pixels if min(c.red(), c.green(), c.blue()) > 220)
    red = sum(1 for c in pixels if c.red() > 150 and c.green() < 90 and c.blue() < 90)
    assert white > len(pixels) // 4
    assert red > len(pixels) // 20


def test_small_sizes_come_from_the_simplified_drawing(make_icons: ModuleType) -> None:
    """16-32 px use the pixel-grid drawing; rendering the detailed one at 32 px would look different."""
    assert make_icons.SMALL_SOURCE.is_file() and make_icons.LARGE_SOURCE.is_file()
    small = QImage(str(make_icons.png_path(32)))
    detailed = make_icons.render_png(48)
    scaled = decode(detailed).scaled(32, 32)
    assert make_icons.image_difference(_png(small), _png(scaled)) > 10


def _png(image: QImage) -> bytes:
    """Encode an image as PNG bytes."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def test_windows_icon_holds_every_size_qt_can_read(make_icons: ModuleType) -> None:
    """The .ico lists 16..256 px PNG images, and Qt's own ICO reader decodes each at its size."""
    entries = make_icons.ico_entries(make_icons.ICO_PATH.read_bytes())
    assert [size for size, _ in entries] == list(make_icons.ICO_SIZES)
    for size, png in entries:
        image = decode(png)
        assert (image.width(), image.height()) == (size, size)
    reader = QImageReader(str(make_icons.ICO_PATH))
    assert reader.imageCount() == len(make_icons.ICO_SIZES)


def test_macos_icon_has_standard_and_retina_entries(make_icons: ModuleType) -> None:
    """The .icns has each type macOS looks for, 16 to 1024 px, each a PNG of the size its type means."""
    entries = dict(make_icons.icns_entries(make_icons.ICNS_PATH.read_bytes()))
    for code, size in make_icons.ICNS_ENTRIES:
        image = decode(entries[code])
        assert (image.width(), image.height()) == (size, size), code


def test_container_writers_reject_what_the_formats_cannot_hold(make_icons: ModuleType) -> None:
    """An .ico image over 256 px or an .icns type code that is not four bytes is a clear error."""
    with pytest.raises(ValueError, match="1 to 256 pixels"):
        make_icons.ico_bytes([(512, b"png")])
    with pytest.raises(ValueError, match="four bytes"):
        make_icons.icns_bytes([(b"ic7", b"png")])
    with pytest.raises(ValueError, match=r"not an \.ico"):
        make_icons.ico_entries(b"\x89PNG\r\n\x1a\n")
    with pytest.raises(ValueError, match=r"not an \.icns"):
        make_icons.icns_entries(b"icns\x00\x00\x00\x10")
    with pytest.raises(ValueError, match="runs past the end"):
        make_icons.icns_entries(b"icns\x00\x00\x00\x0bic0")


def test_check_mode_reports_a_stale_png(make_icons: ModuleType, tmp_path: Path) -> None:
    """A PNG that no longer matches its source (here: another size's image) is reported by name."""
    stale = tmp_path / "euchre-desktop-64.png"
    stale.write_bytes(make_icons.png_path(48).read_bytes())
    missing = tmp_path / "euchre-desktop-128.png"
    problems = make_icons.stale_outputs({stale: make_icons.render_png(64), missing: b""})
    assert len(problems) == 2
    assert "euchre-desktop-64.png: image" in problems[0] and "differs" in problems[0]
    assert problems[1].endswith("euchre-desktop-128.png: missing")
