"""The match behind the table, built on QtCore only (no QtGui, no QtWidgets).

The model owns the engine state, takes the human's actions, asks the bots for theirs off the GUI thread,
and emits signals that describe what happened in game terms, for the UI to animate.
"""
