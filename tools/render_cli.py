"""The command line the render tools share: ``--out`` a folder, ``--only`` some of the picture groups.

Each tool names its groups (a function that writes PNGs into a folder and returns their paths) and calls
``render_groups`` from its ``main``; the paths written are printed, one a line.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtWidgets import QApplication

RenderGroup = Callable[[Path], list[Path]]


def render_groups(description: str, groups: Mapping[str, RenderGroup], default_out: Path,
                  argv: list[str] | None = None, *, scale_option: bool = False) -> int:
    """Parse ``argv``, render the chosen groups (all by default) into ``--out`` and print every path.

    ``scale_option`` adds ``--scale``: device pixels per logical pixel, as on a high-density screen.
    """
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--out", type=Path, default=default_out, help="folder for the PNGs")
    parser.add_argument("--only", nargs="*", choices=sorted(groups), help="render just these groups")
    if scale_option:
        parser.add_argument("--scale", type=float, default=None,
                            help="device pixels per logical pixel (a high-density screen), e.g. 2")
    args = parser.parse_args(argv)
    if scale_option and args.scale is not None:
        os.environ["QT_SCALE_FACTOR"] = str(args.scale)  # read when the QApplication is made, just below
    app = QApplication.instance() or QApplication([])
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.only or groups:
        for path in groups[name](args.out):
            print(path)
    del app
    return 0
