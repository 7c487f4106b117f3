"""Render the application icon from its SVG sources into every file a platform needs.

Sources (hand-written SVG, the only files to edit): ``assets/icons/euchre-desktop.svg`` for 48 px and up,
and ``assets/icons/euchre-desktop-small.svg``, a simplified drawing on a pixel grid for 16 to 32 px.

Outputs, all committed so a platform build needs nothing but PyInstaller:

- ``assets/icons/euchre-desktop-<size>.png`` for :data:`PNG_SIZES`: the window icon at run time (found
  through ``asset_path``) and the hicolor theme icons of the Linux packages.
- ``packaging/icons/euchre-desktop.ico``: the Windows executable icon, every size from 16 to 256 px.
- ``packaging/icons/euchre-desktop.icns``: the macOS app bundle icon, 16 to 1024 px (Retina pairs).

Usage: ``python packaging/icons/make_icons.py`` rewrites the outputs; ``--check`` only reports outputs that
no longer match the sources (exit status 1), for CI or before a release.

Rendering uses QtSvg, which ships in PySide6-Essentials; it is a build-time tool only, the game itself loads
the PNGs. ICO and ICNS are simple containers of PNG images, written here with ``struct`` so no imaging
library is needed.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
ICON_NAME = "euchre-desktop"
LARGE_SOURCE = REPO_ROOT / "assets" / "icons" / f"{ICON_NAME}.svg"
SMALL_SOURCE = REPO_ROOT / "assets" / "icons" / f"{ICON_NAME}-small.svg"
PNG_DIR = REPO_ROOT / "assets" / "icons"
ICO_PATH = REPO_ROOT / "packaging" / "icons" / f"{ICON_NAME}.ico"
ICNS_PATH = REPO_ROOT / "packaging" / "icons" / f"{ICON_NAME}.icns"

#: Sizes exported as PNG files: the hicolor theme's usual sizes.
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: Up to this size the simplified small drawing is used.
SMALL_MAX = 32
#: Windows shows at most 256 px; the sizes Explorer and the taskbar pick from.
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS entry types (PNG payloads) and their pixel sizes; ic11..ic14 are the Retina (@2x) variants.
ICNS_ENTRIES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)
#: Largest mean difference per channel (0..255) for ``--check`` to accept a PNG as up to date; renderers
#: of different Qt versions differ by a level or two in anti-aliased edges, a changed drawing by far more.
CHECK_TOLERANCE = 3.0


class IconError(RuntimeError):
    """An icon source could not be rendered (missing file, invalid SVG)."""


def png_path(size: int) -> Path:
    """Return where the PNG of ``size`` pixels is written."""
    return PNG_DIR / f"{ICON_NAME}-{size}.png"


#: The QGuiApplication created for rendering, kept so it lives as long as the process (Qt needs one).
_application: object = None


def _ensure_gui_application() -> None:
    """Create the QGuiApplication that rendering needs, on the offscreen platform when there is no display."""
    global _application
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        _application = QGuiApplication([sys.argv[0]])


def render_png(size: int) -> bytes:
    """Render the icon at ``size`` x ``size`` pixels from the right source and return the PNG bytes."""
    _ensure_gui_application()
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QImageWriter, QPainter
    from PySide6.QtSvg import QSvgRenderer

    source = SMALL_SOURCE if size <= SMALL_MAX else LARGE_SOURCE
    if not source.is_file():
        raise IconError(f"icon source {source} is missing")
    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise IconError(f"icon source {source} is not valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # Straight (not premultiplied) alpha is what PNG stores; converting first keeps edges exact.
    writer = QImageWriter(buffer, QByteArray(b"png"))
    if not writer.write(image.convertToFormat(QImage.Format.Format_ARGB32)):
        raise IconError(f"could not encode the {size} px icon as PNG: {writer.errorString()}")
    buffer.close()
    return bytes(data.data())


def ico_bytes(images: Iterable[tuple[int, bytes]]) -> bytes:
    """Return a Windows .ico holding each ``(size, png_bytes)`` image (PNG entries: Windows Vista on)."""
    entries = list(images)
    header = struct.pack("<HHH", 0, 1, len(entries))  # reserved, type 1 = icon, image count
    offset = len(header) + 16 * len(entries)
    directory = b""
    payload = b""
    for size, png in entries:
        if not 1 <= size <= 256:
            raise ValueError(f"an .ico image is 1 to 256 pixels wide, not {size}")
        dimension = 0 if size == 256 else size  # 0 means 256 in the one-byte width and height fields
        directory += struct.pack("<BBBBHHII", dimension, dimension, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
        payload += png
    return header + directory + payload


def icns_bytes(entries: Iterable[tuple[bytes, bytes]]) -> bytes:
    """Return a macOS .icns holding each ``(type_code, png_bytes)`` entry."""
    body = b""
    for code, png in entries:
        if len(code) != 4:
            raise ValueError(f"an .icns entry type is four bytes, not {code!r}")
        body += code + struct.pack(">I", 8 + len(png)) + png
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def build_outputs() -> dict[Path, bytes]:
    """Render every output file in memory and return its contents by path."""
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_ENTRIES})
    rendered = {size: render_png(size) for size in sizes}
    outputs = {png_path(size): rendered[size] for size in PNG_SIZES}
    outputs[ICO_PATH] = ico_bytes((size, rendered[size]) for size in ICO_SIZES)
    outputs[ICNS_PATH] = icns_bytes((code, rendered[size]) for code, size in ICNS_ENTRIES)
    return outputs


def image_difference(first: bytes, second: bytes) -> float:
    """Return the mean absolute difference per channel (0..255) of two same-sized PNG images, or inf."""
    _ensure_gui_application()
    from PySide6.QtGui import QImage

    rgba = QImage.Format.Format_RGBA8888
    images = [QImage.fromData(data).convertToFormat(rgba) for data in (first, second)]
    if any(image.isNull() for image in images) or images[0].size() != images[1].size():
        return float("inf")
    a, b = (bytes(image.constBits()) for image in images)
    return sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a)


def ico_entries(data: bytes) -> list[tuple[int, bytes]]:
    """Return the ``(size, image_bytes)`` entries of a .ico file; ValueError if it is not one."""
    if len(data) < 6:
        raise ValueError("too short for an .ico file")
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if reserved != 0 or kind != 1 or len(data) < 6 + 16 * count:
        raise ValueError("not an .ico file (bad header)")
    entries = []
    for index in range(count):
        width, _, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        if offset + length > len(data):
            raise ValueError(f".ico entry {index} runs past the end of the file")
        entries.append((width or 256, data[offset:offset + length]))
    return entries


def icns_entries(data: bytes) -> list[tuple[bytes, bytes]]:
    """Return the ``(type_code, payload)`` entries of a .icns file; ValueError if it is not one."""
    if len(data) < 8 or data[:4] != b"icns" or struct.unpack_from(">I", data, 4)[0] != len(data):
        raise ValueError("not an .icns file (bad header or length)")
    entries = []
    position = 8
    while position < len(data):
        if position + 8 > len(data):
            raise ValueError(f".icns entry header at byte {position} runs past the end of the file")
        code = data[position:position + 4]
        (length,) = struct.unpack_from(">I", data, position + 4)
        if length < 8 or position + length > len(data):
            raise ValueError(f".icns entry {code!r} has a bad length")
        entries.append((code, data[position + 8:position + length]))
        position += length
    return entries


def _container_images(path: Path, data: bytes) -> list[tuple[object, bytes]]:
    """Return the images inside an output file: the PNG itself, or each entry of an .ico or .icns."""
    if path.suffix == ".ico":
        return list(ico_entries(data))
    if path.suffix == ".icns":
        return list(icns_entries(data))
    return [(path.name, data)]


def stale_outputs(outputs: dict[Path, bytes]) -> list[str]:
    """Compare freshly rendered ``outputs`` with the files on disk; return a line per missing or stale file.

    Images are compared pixel by pixel within :data:`CHECK_TOLERANCE` rather than byte for byte, because
    another Qt version may anti-alias an edge a level differently while the drawing is the same.
    """
    problems = []
    for path, fresh in outputs.items():
        name = path.relative_to(REPO_ROOT) if path.is_relative_to(REPO_ROOT) else path
        if not path.is_file():
            problems.append(f"{name}: missing")
            continue
        current = path.read_bytes()
        if current == fresh:
            continue
        try:
            old_images = _container_images(path, current)
        except ValueError as exc:
            problems.append(f"{name}: unreadable ({exc})")
            continue
        new_images = _container_images(path, fresh)
        if [key for key, _ in old_images] != [key for key, _ in new_images]:
            problems.append(f"{name}: holds different sizes than its source gives")
            continue
        for (key, old), (_, new) in zip(old_images, new_images, strict=True):
            difference = image_difference(old, new)
            if difference > CHECK_TOLERANCE:
                problems.append(f"{name}: image {key!r} differs from its source (mean {difference:.1f})")
                break
    return problems


def main(argv: Sequence[str] | None = None) -> int:
    """Write (or with ``--check``, verify) every icon output; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="report stale outputs instead of writing them")
    options = parser.parse_args(argv)
    try:
        outputs = build_outputs()
    except IconError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    if options.check:
        problems = stale_outputs(outputs)
        for problem in problems:
            print(problem, file=sys.stderr)
        if problems:
            print("run: python packaging/icons/make_icons.py", file=sys.stderr)
        return 1 if problems else 0
    for path, data in outputs.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"wrote {path.relative_to(REPO_ROOT)} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
