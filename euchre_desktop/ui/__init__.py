"""The Qt Widgets front end: the main window and what sits at its edges, the table, the dialogs, the cover.

- ``main_window``, ``status`` (the status line), ``bid_panel``, ``hand_summary`` and ``sound``: the window and
  what it shows around the table.
- ``toolbar``, ``icons``, ``keys`` (the table's keys), ``questions`` (what the window asks the player),
  ``pausing`` (the table holds still behind a dialog), ``look`` (every dialog in the table's colours and
  type), ``wheel_guard`` (the wheel scrolls pages, not choices) and ``setting_reactions`` (what each setting
  changes): the window's parts, each beside it.
- ``table/``: the card table: the scene, its piles and items, the layout, the animation, the effects, the
  card art, and the controller that turns the model's events into table steps.
- ``dialogs/``: settings, statistics, rules, first run, About.
- ``intermission/``: the work screen that covers the table at the press of a key.

The UI talks to the game only through ``euchre_desktop.model``; it never mutates engine objects itself.
"""
