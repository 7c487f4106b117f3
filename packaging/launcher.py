"""The frozen game's entry point: PyInstaller runs this file as ``__main__`` of the bundle's executable.

It differs from ``euchre_desktop/__main__.py`` in one line. The game's computer players think in a worker
process started with multiprocessing's "spawn" method, which in a frozen app runs this same executable
again with multiprocessing's own arguments; ``freeze_support()`` recognises them, serves as that worker and
exits, instead of letting the game parse them as options (and fail, or open a second window).
"""

import multiprocessing
import sys

from euchre_desktop.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
