"""The cover screens of the intermission: ordinary-looking work, painted by the app.

``SCREENS`` lists them by the name the settings use (``intermission.screen``). Each entry gives the label
the settings dialog shows, the dull window title used while it covers the table, and the widget class.
Nothing on any of them may hint at a game: ``tests/ui/test_intermission.py`` reads every string they paint.
"""

# Typographic dashes, minus signs and arrows are deliberate: these screens imitate real documents.
# ruff: noqa: RUF001, RUF002

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Final

from ....engine.translatable import N_
from ....language import translated
from ...deferred import deferred

if TYPE_CHECKING:
    from ._painted import PaintedScreen
    from .code_editor import CodeEditorScreen
    from .curtain import CurtainScreen
    from .dashboard import DashboardScreen
    from .inbox import InboxScreen
    from .project_plan import ProjectPlanScreen
    from .report import ReportScreen
    from .spreadsheet import SpreadsheetScreen
else:  # each painted screen (and their painting kit) is imported when it first covers the table, not as the
    # window opens
    CodeEditorScreen = deferred(f"{__name__}.code_editor", "CodeEditorScreen")
    CurtainScreen = deferred(f"{__name__}.curtain", "CurtainScreen")
    DashboardScreen = deferred(f"{__name__}.dashboard", "DashboardScreen")
    InboxScreen = deferred(f"{__name__}.inbox", "InboxScreen")
    ProjectPlanScreen = deferred(f"{__name__}.project_plan", "ProjectPlanScreen")
    ReportScreen = deferred(f"{__name__}.report", "ReportScreen")
    SpreadsheetScreen = deferred(f"{__name__}.spreadsheet", "SpreadsheetScreen")

__all__ = ["SCREENS", "ScreenInfo"]


@dataclasses.dataclass(frozen=True, slots=True)
class ScreenInfo:
    """One cover screen: its label in the settings, its document and application names, and its widget.

    While it covers the table the window title reads ``"{document} – {application}"``; both names are marked
    with ``N_`` and translated when shown.
    """

    label: str
    document: str
    application: str
    widget: type[PaintedScreen]

    @property
    def title(self) -> str:
        """The window title shown while this screen covers the table, in the language installed."""
        return f"{translated(self.document)} – {translated(self.application)}"


SCREENS: Final[dict[str, ScreenInfo]] = {
    "dashboard": ScreenInfo("Dashboard", N_("Sales overview"), N_("Analytics"), DashboardScreen),
    "inbox": ScreenInfo("Inbox", N_("Inbox (12)"), N_("Mail"), InboxScreen),
    "code_editor": ScreenInfo("Code editor", N_("invoices.py – billing-service"), N_("Code"),
                              CodeEditorScreen),
    "report": ScreenInfo("Report", N_("Quarterly operations report"), N_("Documents"), ReportScreen),
    "project_plan": ScreenInfo("Project plan", N_("Customer portal rollout"), N_("Projects"),
                               ProjectPlanScreen),
    "spreadsheet": ScreenInfo("Spreadsheet", N_("Operating budget FY25"), N_("Sheets"), SpreadsheetScreen),
    "curtain": ScreenInfo("Curtain", N_("Documents"), N_("Files"), CurtainScreen),
}
"""Every cover screen by its settings name, in the order the settings dialog lists them."""
