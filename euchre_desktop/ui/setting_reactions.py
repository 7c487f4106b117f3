"""What the window does when a setting changes: one reaction per key of the settings schema (``REACTIONS``).

A new option is one line of the schema (``persistence/settings.py``) and one entry here.  The table's options
apply at once; names and the computer players' levels apply to the match in progress (a level from each
player's next decision); rules wait for the next match; the player is told of both.  Every reaction also
runs once for every setting as the window opens (``initial``), so the window starts as the settings stand;
the reactions that only make sense for a change skip that run.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from ..engine import Card
from ..language import translated
from ..model.accuracy import accuracy_queue
from ..persistence.seats import Level
from ..persistence.settings import LANGUAGES, SCHEMA
from .game_choice import next_match_name
from .history_command import history_command
from .icons import toolbar_icon
from .questions import ask_to_renege
from .review import set_coaching
from .seeing import DesktopContrastWatch, hold_platform_animations, show_high_contrast, wants_high_contrast
from .status import StatusKind
from .table.animation import SPEEDS, Durations
from .table.hand_order import SuitArrangement
from .table.layout import HAND_SCALES
from .text_size import set_text_size, text_scale

if TYPE_CHECKING:
    from .main_window import MainWindow

__all__ = ["REACTIONS", "Reaction", "durations_for"]

Reaction = Callable[["MainWindow", bool], None]
"""A reaction: given the window and ``initial`` (True while the window opens, False for a change)."""

_SEATS: Final = ("you", "left", "partner", "right")


def durations_for(speed: str, reduced_motion: bool) -> Durations:
    """The table's durations for the speed setting; Instant lets cards jump but keeps a short read."""
    return Durations(speed=SPEEDS[speed], reduced_motion=reduced_motion or speed == "instant")


def _card_size(window: MainWindow, initial: bool) -> None:
    window.scene.set_hand_scale(HAND_SCALES[str(window.settings.get("table.card_size"))])
    window.place_overlays()  # the bid panel sits just above the player's hand


def _text_size(window: MainWindow, initial: bool) -> None:
    # The application font reaches every widget (``set_text_size``); the table's painted words and its
    # overlays are sized here.
    app = QApplication.instance()
    if isinstance(app, QApplication):
        set_text_size(app, str(window.settings.get("table.text_size")))
    window.scene.set_text_scale(text_scale())
    window.place_overlays()


def _four_colour(window: MainWindow, initial: bool) -> None:
    four_colour = bool(window.settings.get("table.four_colour"))
    window.scene.set_four_colour(four_colour)
    window.bid_panel.set_four_colour(four_colour)
    if initial:  # the summary is built when first wanted: it takes both card settings then
        window.summary_made.connect(lambda: _summary_cards(window))
    else:
        _summary_cards(window)


def _sort_order(window: MainWindow, initial: bool) -> None:
    window.scene.set_suit_arrangement(SuitArrangement(str(window.settings.get("table.sort_order"))))


def _tap_twice(window: MainWindow, initial: bool) -> None:
    window.controller.set_tap_twice(bool(window.settings.get("table.tap_twice")))


def _renege_question(window: MainWindow, initial: bool) -> None:
    def ask(_card: Card, why: str, play_it: Callable[[], None]) -> None:
        def answered(yes: bool, never_again: bool) -> None:
            if never_again:
                window.settings.set("table.ask_renege", False)  # turned on again in Settings
            if yes:
                play_it()

        ask_to_renege(window, why, answered)

    window.controller.ask_before_renege = ask if window.settings.get("table.ask_renege") else None


def _play_forced(window: MainWindow, initial: bool) -> None:
    window.play_aids.play_forced = bool(window.settings.get("table.play_forced"))


def _coach(window: MainWindow, initial: bool) -> None:
    set_coaching(window, bool(window.settings.get("table.coach")))


def _pace(window: MainWindow, initial: bool) -> None:
    settings = window.settings
    window.controller.set_durations(durations_for(str(settings.get("table.speed")),
                                                  bool(settings.get("table.reduced_motion"))))
    hold_platform_animations(bool(settings.get("table.reduced_motion")))


def _contrast(window: MainWindow, initial: bool) -> None:
    show_high_contrast(window, wants_high_contrast(str(window.settings.get("table.high_contrast"))))
    if initial:  # from now on the desktop's wish is followed too, while the setting leaves it the choice
        DesktopContrastWatch(window, lambda changed: _contrast(changed, False))


def _classic_faces(window: MainWindow, initial: bool) -> None:
    classic = bool(window.settings.get("table.classic_faces"))
    window.scene.set_classic(classic)
    window.classic_action.setChecked(classic)
    if not initial:  # as the window opens, _four_colour has the summary take it when built
        _summary_cards(window)


def _summary_cards(window: MainWindow) -> None:
    """The hand summary's cards are drawn as the table's are."""
    window.summary.deal_view.set_card_style(four_colour=bool(window.settings.get("table.four_colour")),
                                            plain_courts=bool(window.settings.get("table.classic_faces")))


def _score_cards(window: MainWindow, initial: bool) -> None:
    window.scene.set_show_score_cards(bool(window.settings.get("table.six_and_four")))


def _table_looks(window: MainWindow, initial: bool) -> None:
    looks = {name: str(window.settings.get(f"table.{name}")) for name in ("score_pair", "cloth", "card_back")}
    window.scene.set_looks(**looks)


def _names(window: MainWindow, initial: bool) -> None:
    # At start-up the match takes its names from the settings when it begins or from its save.
    if not initial and window.model.rules is not None:
        window.model.rename_seats(tuple(str(window.settings.get(f"players.name_{seat}")) for seat in _SEATS))


def _announcements(window: MainWindow, initial: bool) -> None:
    window.screen_reader.set_verbosity(str(window.settings.get("sound.announcements")))


def _sound(window: MainWindow, initial: bool) -> None:
    enabled = bool(window.settings.get("sound.enabled"))
    window.sound_action.setChecked(enabled)
    window.sound_action.setIcon(toolbar_icon("speaker" if enabled else "muted"))
    window.sound_board.set_enabled(enabled)
    window.sound_board.set_volume(int(window.settings.get("sound.volume") or 0) / 100)


def _cover(window: MainWindow, initial: bool) -> None:
    # The cover is built from the settings as they stand when the window opens.
    if not initial:
        settings, cover = window.settings, window.intermission
        cover.set_screen(str(settings.get("intermission.screen")))
        cover.set_panic_key(str(settings.get("intermission.panic_key")))
        cover.set_full_screen(bool(settings.get("intermission.full_screen")))


def _levels(window: MainWindow, initial: bool) -> None:
    # At start-up the match takes its levels from the settings when it begins or from its save.
    if initial or window.model.rules is None:
        return
    settings = window.settings
    opponents = Level(str(settings.get("players.opponents_level")))
    partner = Level(str(settings.get("players.partner_level")))
    window.model.set_levels(opponents, partner)
    names = window.model.seats.names
    them = QCoreApplication.translate("SettingReactions", "{left} and {right}").format(left=names[1],
                                                                                        right=names[-1])
    if len(names) == 4:
        said = QCoreApplication.translate(
            "SettingReactions", "From their next decision, {opponents} play at {level} level, {partner} at "
            "{partner_level}.").format(opponents=them, level=translated(opponents.label), partner=names[2],
                                       partner_level=translated(partner.label))
    else:
        said = QCoreApplication.translate(
            "SettingReactions", "From their next decision, {opponents} play at {level} level.").format(
                opponents=them, level=translated(opponents.label))
    window.status.flash(said, StatusKind.INFO)


def _history_limit(window: MainWindow, initial: bool) -> None:
    # At start-up the history is opened with its limit (``launch``).
    command = history_command(window)
    if not initial and command is not None:
        command.set_limit(int(window.settings.get("history.limit") or 1))


def _accuracy(window: MainWindow, initial: bool) -> None:
    queue = accuracy_queue(window.model)
    if queue is not None:
        queue.set_enabled(bool(window.settings.get("history.accuracy")))


def _from_next_match(window: MainWindow, initial: bool) -> None:
    if not initial:
        said = QCoreApplication.translate("SettingReactions", "New rules apply from the next match.")
        window.status.flash(said, StatusKind.INFO)


def _game(window: MainWindow, initial: bool) -> None:
    # The match in progress keeps its game: the one chosen starts with the next New match.
    if not initial:
        settings = window.settings
        game = next_match_name(settings.bid_rules().form if settings.game() == "bid_euchre" else None)
        said = QCoreApplication.translate("SettingReactions", "The next new match is {game}.")
        window.status.flash(said.format(game=game), StatusKind.INFO)


def _bid_form(window: MainWindow, initial: bool) -> None:
    # Bid Euchre's players and pack name the next match when Bid Euchre is the game chosen.
    (_game if window.settings.game() == "bid_euchre" else _from_next_match)(window, initial)


def _language(window: MainWindow, initial: bool) -> None:
    # Every window's words are made as it is built: the language chosen is installed at the next start.
    if not initial:
        choice = str(window.settings.get("general.language"))
        language = LANGUAGES.get(choice) or QCoreApplication.translate("SettingReactions",
                                                                       "the desktop's language")
        window.status.flash(QCoreApplication.translate(
            "SettingReactions", "The game speaks {language} from the next time it starts.").format(
                language=language), StatusKind.INFO)


REACTIONS: Final[Mapping[str, Reaction]] = MappingProxyType({
    "game.game": _game,
    **{key: _from_next_match for key in SCHEMA if key.startswith(("rules.", "bid_rules."))},
    "bid_rules.form": _bid_form,
    "table.card_size": _card_size,
    "table.text_size": _text_size,
    "table.four_colour": _four_colour,
    "table.sort_order": _sort_order,
    "table.tap_twice": _tap_twice,
    "table.ask_renege": _renege_question,
    "table.play_forced": _play_forced,
    "table.coach": _coach,
    "table.speed": _pace,
    "table.reduced_motion": _pace,
    "table.classic_faces": _classic_faces,
    "table.six_and_four": _score_cards,
    "table.score_pair": _table_looks,
    "table.cloth": _table_looks,
    "table.card_back": _table_looks,
    "table.high_contrast": _contrast,
    "players.opponents_level": _levels,
    "players.partner_level": _levels,
    **{f"players.name_{seat}": _names for seat in _SEATS},
    "sound.enabled": _sound,
    "sound.volume": _sound,
    "sound.announcements": _announcements,
    "intermission.screen": _cover,
    "intermission.full_screen": _cover,
    "intermission.panic_key": _cover,
    "history.limit": _history_limit,
    "history.accuracy": _accuracy,
    "general.language": _language,
})
"""The reaction to each setting the player can change (the hidden ones, kept by the game, have none)."""
