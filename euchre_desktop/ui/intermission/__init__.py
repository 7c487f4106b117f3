"""The intermission: an ordinary-looking work screen (``screens/``) that covers the table at a key press."""

from .overlay import Intermission

__all__ = ["Intermission"]
