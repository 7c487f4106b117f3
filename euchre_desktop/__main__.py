"""Run the game with ``python -m euchre_desktop``."""

import sys

from euchre_desktop.app import main

sys.exit(main())
