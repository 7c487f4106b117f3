"""The Qt Widgets front end: the main window, the table scene and its items, and the dialogs.

The UI talks to the game only through ``euchre_desktop.model``; it never mutates engine objects itself.
"""
