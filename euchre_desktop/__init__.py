"""Euchre Desktop: a native, offline Euchre card game.

The package is layered so each part can be used and tested on its own:

- ``euchre_desktop.engine``: the rules, pure Python with no Qt import.
- ``euchre_desktop.bots``: computer players, depending on the engine only.
- ``euchre_desktop.model``: the match behind the table, QtCore only.
- ``euchre_desktop.ui``: the Qt Widgets front end.

Importing this top-level package imports nothing else, so the engine stays usable without Qt.
"""

__version__ = "0.1.0"
