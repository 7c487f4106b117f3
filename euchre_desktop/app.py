"""The application entry point: command-line options, the QApplication and the main window.

Qt is imported only once the options are parsed and a display is known to exist, so ``--version`` and
the no-display message work even where Qt's system libraries are missing.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping, Sequence

from . import __version__

#: The name Qt uses for settings and data folders (``~/.config/euchre-desktop`` on Linux); no spaces, so
#: the paths stay easy to type.
APP_ID = "euchre-desktop"
#: The name a player sees.
APP_DISPLAY_NAME = "Euchre Desktop"


def build_parser() -> argparse.ArgumentParser:
    """Return the command-line parser; a function so tests and future subcommands can reuse it."""
    from .engine.bid import Form  # the engine is pure Python, but --version needs none of it

    parser = argparse.ArgumentParser(prog=APP_ID, description="Play Euchre against computer players.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--quit-after",
        type=int,
        metavar="MS",
        help="quit MS milliseconds after the window is shown (for smoke tests and screenshots)",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="play a whole computer-only match in the real window (offscreen if there is no display), "
        "check it, and exit 0 if all is well",
    )
    parser.add_argument(
        "--bid-euchre",
        choices=[form.value for form in Form],
        metavar="FORM",
        help="start a match of Bid Euchre (single_4: four players, one pack; double_4: four players, two "
        "packs; double_6: six players, two packs) unless a match in progress is resumed",
    )
    return parser


def display_problem(environ: Mapping[str, str] | None = None, platform: str | None = None) -> str | None:
    """Explain why no window can be shown here, or return None if a display looks available.

    On Linux and the BSDs, Qt without a display prints a terse plugin error and aborts the process; checking
    first lets the game say what is wrong and how to fix it. Windows and macOS always have a display.
    """
    env = os.environ if environ is None else environ
    plat = sys.platform if platform is None else platform
    if plat in ("win32", "darwin") or env.get("QT_QPA_PLATFORM"):
        return None
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return None
    return (
        f"{APP_DISPLAY_NAME} needs a display, but neither DISPLAY nor WAYLAND_DISPLAY is set.\n"
        "Start it from a desktop session, or under a virtual X server, e.g. `xvfb-run ./scripts/play`.\n"
        "(QT_QPA_PLATFORM=offscreen runs it without any window, which is only useful for testing.)"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Parse ``argv`` (default: ``sys.argv[1:]``), show the main window and run the event loop.

    Returns the process exit code instead of exiting, so tests can call it in-process.
    """
    parser = build_parser()
    try:
        options = parser.parse_args(argv)
    except SystemExit as exc:
        # argparse exits after --help and --version and on usage errors; hand its code back instead.
        if isinstance(exc.code, int):
            return exc.code
        return 0 if exc.code is None else 2

    self_test = None
    if options.self_test:
        from .selftest import SelfTest

        self_test = SelfTest.begin()  # Before Qt starts: it may choose the offscreen platform.

    problem = display_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2

    # Imported here, not at module level: see the module docstring.
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .launch import start_game

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0] or APP_ID])
    app.setApplicationName(APP_ID)
    app.setApplicationDisplayName(APP_DISPLAY_NAME)
    app.setApplicationVersion(__version__)
    # Wayland compositors and desktop shells match the window to packaging/'s .desktop entry by this name.
    app.setDesktopFileName(APP_ID)

    # The self-test never touches the player's settings, saved match or statistics.
    window = start_game(private=self_test is not None, bid_form=options.bid_euchre)
    if self_test is not None:
        try:
            return self_test.run(app, window)
        finally:
            window.close()
    if options.quit_after is not None:
        QTimer.singleShot(max(options.quit_after, 0), app.quit)
    exit_code = app.exec()
    del window  # referenced until here: the window must outlive the event loop
    return exit_code
