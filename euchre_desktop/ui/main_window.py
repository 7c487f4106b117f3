"""The main window: for now a felt-covered placeholder where the card table will go."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget

#: The colour of the card table's cloth.
FELT_GREEN = QColor("#2f6b47")
#: The smallest window the table's layout is designed for.
MINIMUM_SIZE = QSize(960, 640)
WINDOW_TITLE = "Euchre Desktop"


class MainWindow(QMainWindow):
    """The game's top-level window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """Build the window with its felt background and placeholder message."""
        super().__init__(parent)
        self.setWindowTitle(WINDOW_TITLE)
        self.setMinimumSize(MINIMUM_SIZE)

        felt = QWidget(self)
        felt.setObjectName("felt")
        # A palette rather than a style sheet: style sheets override the platform style for every child,
        # which would fight the table's own painting later.
        felt.setAutoFillBackground(True)
        palette = felt.palette()
        palette.setColor(QPalette.ColorRole.Window, FELT_GREEN)
        palette.setColor(QPalette.ColorRole.WindowText, QColor("white"))
        felt.setPalette(palette)

        message = QLabel("The card table is coming soon.", felt)
        message.setObjectName("placeholderMessage")
        message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = message.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        message.setFont(font)

        layout = QVBoxLayout(felt)
        layout.addWidget(message)
        self.setCentralWidget(felt)
        self.resize(MINIMUM_SIZE)
