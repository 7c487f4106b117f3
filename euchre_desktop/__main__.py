"""Run the game with ``python -m euchre_desktop``."""

import sys

from .app import main

sys.exit(main())
