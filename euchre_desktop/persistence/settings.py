"""The player's settings: one typed schema with defaults, bounds, labels and help, persisted as JSON.

The schema (``SCHEMA``) is the single description of every setting; the settings dialog is generated from
it, so an option cannot exist without a label, a one-line help text and its bounds or choices.  Keys are
``section.name``; the sections are ``game`` (which game a new match plays: ``game.game`` is "euchre" or
"bid_euchre"), ``rules`` (one setting per ``Rules`` option), ``bid_rules`` (one per ``BidRules`` option:
their values are ``BidRules.to_dict()``), ``table``, ``players``, ``sound``, ``intermission``, ``history``
and ``general`` (the language, and state the dialog does not show).

Rules apply from the next match: the application passes ``Settings.rules()`` (or, for Bid Euchre,
``Settings.bid_rules()``) and ``Settings.seats()`` (``bid_seats()``) to the model's new match; names and
levels change at once (``GameModel.rename_seats``, ``set_levels``).  The game chosen, too, waits for the
next new match: a match in progress keeps its game and rules.

File format (version 2)::

    {"format": "euchre-desktop settings", "version": 2, "values": {"table.speed": "fast", ...}}

Only values that differ from the defaults need to be present.  Version 2 added the game and Bid Euchre's
rules; a version 1 file reads as it is, every new setting at its default (an older Euchre Desktop, which
would not know them, calls a version 2 file newer and keeps it aside rather than lose them).
"""

from __future__ import annotations

import dataclasses
import enum
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..engine import OPTION_WORDS, PRESETS, OptionWords, Rules, RulesError
from ..engine.bid import BidRules, BidRulesError
from ..engine.bid.words import BID_OPTION_WORDS
from ..engine.phrase import Phrase, phrase
from ..engine.translatable import N_
from .atomic import atomic_write, remove_leftovers, set_aside
from .history import DEFAULT_LIMIT as HISTORY_LIMIT
from .seats import DEFAULT_NAMES, Level, SeatSetup

__all__ = ["FORMAT", "LANGUAGES", "SCHEMA", "SECTIONS", "VERSION", "Setting", "Settings", "SettingsError"]

FORMAT: Final = "euchre-desktop settings"
VERSION: Final = 2

GAMES: Final = {"euchre": N_("Euchre"), "bid_euchre": N_("Bid Euchre")}
"""The values of ``game.game`` and each game's name."""

LANGUAGES: Final = {"en": "English", "fr_CA": "Français (Canada)"}
"""The values of ``general.language`` besides following the desktop: each language the game speaks, named
in its own words (so never translated); each but English has a catalogue in ``translations/``."""

SECTIONS: Final = {
    "game": N_("Game"),
    "rules": N_("Rules"),
    "bid_rules": N_("Bid Euchre rules"),
    "table": N_("Table"),
    "players": N_("Players"),
    "sound": N_("Sound"),
    "intermission": N_("Intermission"),
    "history": N_("History"),
    "general": N_("General"),
}
"""Section keys and their titles, in the order the dialog shows them."""

Value = bool | int | str | None


class SettingsError(ValueError):
    """A value outside a setting's bounds or choices, an unknown key, or rules that conflict.

    ``words`` say what is wrong for the player (put in their language where shown); ``str()`` is the English
    message, for logs: the words as written, or ``message`` when it tells more than a player needs (the value
    refused, the key)."""

    def __init__(self, words: Phrase, message: str | None = None) -> None:
        super().__init__(str(words) if message is None else message)
        self.words = words


@dataclasses.dataclass(frozen=True, slots=True)
class Setting:
    """One setting: its key, type, default, bounds or choices, and the words the dialog shows."""

    key: str
    label: str
    help: str
    default: Value
    kind: type
    """bool, int or str (the type of a value other than None)."""
    choices: tuple[tuple[Value, str], ...] = ()
    """For a choice: each allowed value with its label."""
    minimum: int | None = None
    maximum: int | None = None
    max_length: int | None = None
    """For text: the longest allowed (text is also never empty)."""
    nullable: bool = False
    """None is allowed (and, with ``null_label``, offered as "no value")."""
    null_label: str = ""
    hidden: bool = False
    """Kept by the game itself, not shown in the dialog."""

    @property
    def section(self) -> str:
        """The section key: the part of ``key`` before the dot."""
        return self.key.split(".", 1)[0]

    def check(self, value: Any) -> Value:
        """Return ``value`` if this setting allows it; SettingsError saying what is allowed otherwise."""
        if value is None:
            if self.nullable:
                return None
            raise self._refused("a value is needed")
        if not isinstance(value, (bool, int, str)) or isinstance(value, bool) != (self.kind is bool) \
                or not isinstance(value, self.kind):
            raise self._refused(f"expected {self.kind.__name__}, not {value!r}")
        checked: Value = value
        if self.choices and checked not in [choice for choice, _label in self.choices]:
            allowed = ", ".join(label for _choice, label in self.choices)
            raise self._refused(f"{value!r} is not one of {allowed}")
        if isinstance(checked, int) and not isinstance(checked, bool):
            if self.minimum is not None and checked < self.minimum:
                raise self._refused(f"at least {self.minimum}, not {checked}")
            if self.maximum is not None and checked > self.maximum:
                raise self._refused(f"at most {self.maximum}, not {checked}")
        if isinstance(checked, str) and self.max_length is not None:
            if not checked.strip():  # the one a player can reach: the dialog's editors allow no other
                raise SettingsError(phrase(N_("{setting}: cannot be empty"), setting=Phrase(self.label)))
            if len(checked) > self.max_length:
                raise self._refused(f"at most {self.max_length} characters")
        return checked

    def _refused(self, detail: str) -> SettingsError:
        """The error for a value this setting cannot take; ``detail`` says why in the English message."""
        return SettingsError(phrase(N_("{setting}: this value cannot be used"), setting=Phrase(self.label)),
                             f"{self.label}: {detail}")


_DEFAULT_RULES: Final = Rules()

_RULE_BOUNDS: Final = {"fixed_hands": (1, 100), "minimum_bid": (1, 12), "moon_value": (1, 99)}
"""The rule options given as a plain number: the bounds the engine accepts (a Bid Euchre minimum bid is
also checked against the tricks of the form chosen)."""


def _rule_setting(section: str, name: str, words: OptionWords, default: object, saved: Value) -> Setting:
    """A rule option's setting: the engine's words for the option and its values (the same words as the
    copied deal details), the standard game's value (``default``, saved as ``saved``) as default."""
    kind: type = bool if isinstance(default, bool) else str if isinstance(default, enum.Enum) else int
    choices = tuple((choice.value if isinstance(choice, enum.Enum) else choice, text)
                    for choice, text in words.values)
    minimum, maximum = _RULE_BOUNDS.get(name, (None, None))
    return Setting(f"{section}.{name}", words.label, words.help, saved, kind, choices=choices,
                   minimum=minimum, maximum=maximum, nullable=bool(words.none), null_label=words.none)


_DEFAULT_BID_RULES: Final = BidRules()

_RULE_SETTINGS: Final = (
    *(_rule_setting("rules", name, words, getattr(_DEFAULT_RULES, name), _DEFAULT_RULES.to_dict()[name])
      for name, words in OPTION_WORDS.items()),
    *(_rule_setting("bid_rules", name, words, getattr(_DEFAULT_BID_RULES, name),
                    _DEFAULT_BID_RULES.to_dict()[name])
      for name, words in BID_OPTION_WORDS.items()),
)

_LEVELS: Final = tuple((level.value, level.label) for level in Level)

_GAME_SETTING: Final = Setting(
    "game.game", N_("Game"), N_("Which game a new match plays; a match in progress keeps its game."),
    "euchre", str, choices=tuple(GAMES.items()))

_OTHER_SETTINGS: Final = (
    Setting("table.card_size", N_("Card size"), N_("How big the cards are drawn."), "medium", str,
            choices=(("small", N_("Small")), ("medium", N_("Medium")), ("large", N_("Large")),
                     ("huge", N_("Huge")))),
    Setting("table.text_size", N_("Text size"),
            N_("How large the words are, on the table and in every window, on top of your desktop's own text "
               "size."), "100", str,
            choices=(("100", "100%"), ("125", "125%"), ("150", "150%"), ("200", "200%"))),
    Setting("table.four_colour", N_("Four-colour suits"),
            N_("Diamonds blue and clubs green, so no two suits look alike."), False, bool),
    Setting("table.sort_order", N_("Sort your hand"),
            N_("How your cards are ordered (trump is grouped once named)."),
            "alternating", str, choices=(("alternating", N_("Suits alternating colours")),
                                         ("fixed", N_("Clubs, diamonds, spades, hearts")),
                                         ("as_dealt", N_("As dealt")))),
    Setting("table.tap_twice", N_("Tap twice to play"),
            N_("The first click selects a card, the second plays it."), False, bool),
    Setting("table.ask_renege", N_("Ask before a renege"),
            N_("Where the rules allow a renege, ask before you play a card that does not follow suit."),
            True, bool),
    Setting("table.play_forced", N_("Play forced cards"),
            N_("When only one card may be played, it is played for you."), False, bool),
    Setting("table.coach", N_("Coach"), N_("Before each of your decisions, what an Expert would do and why; "
                                           "after a costly choice, what it cost and what was better."),
            False, bool),
    Setting("table.speed", N_("Speed"), N_("How quickly cards move and computer players act."), "normal", str,
            choices=(("slow", N_("Slow")), ("normal", N_("Normal")), ("fast", N_("Fast")),
                     ("instant", N_("Instant")))),
    Setting("table.reduced_motion", N_("Reduced motion"),
            N_("Cards appear in place instead of flying; no fireworks."), False, bool),
    Setting("table.classic_faces", N_("Classic faces"),
            N_("Plain faces at the seats instead of the players' portraits, and plain kings, queens and "
               "jacks."), False, bool),
    Setting("table.six_and_four", N_("Score cards"),
            N_("Show each side's score with the traditional pair of low cards."), False, bool),
    Setting("table.score_pair", N_("Pair of score cards"),
            N_("Which pair of low cards keeps the score when they are shown."),
            "six_four", str, choices=(("six_four", N_("Six and four")), ("two_three", N_("Two and three")))),
    Setting("table.cloth", N_("Cloth"), N_("The colour of the table's cloth."), "green", str,
            choices=(("green", N_("Green")), ("blue", N_("Blue")), ("red", N_("Red")), ("grey", N_("Grey")))),
    Setting("table.card_back", N_("Card back"), N_("The design on the backs of the cards."), "lattice", str,
            choices=(("lattice", N_("Crimson lattice")), ("stripes", N_("Navy stripes")),
                     ("frames", N_("Forest frames")))),
    Setting("table.high_contrast", N_("High contrast"),
            N_("A dark cloth, white cards with strong inks and black-on-white windows, for reading at a "
               "glance."),
            "desktop", str, choices=(("desktop", N_("When the desktop asks for it")), ("on", N_("Always")),
                                     ("off", N_("Never")))),
    Setting("players.opponents_level", N_("Opponents' level"),
            N_("How well the two computer opponents play; a change applies from their next decision."),
            "standard", str, choices=_LEVELS),
    Setting("players.partner_level", N_("Partner's level"),
            N_("How well your computer partner plays; a change applies from the next decision."), "standard",
            str, choices=_LEVELS),
    Setting("players.name_you", N_("Your name"), N_("Shown at your seat."), DEFAULT_NAMES[4][0], str,
            max_length=24),
    Setting("players.name_left", N_("Left opponent's name"), N_("The player on your left."),
            DEFAULT_NAMES[4][1], str, max_length=24),
    Setting("players.name_partner", N_("Partner's name"),
            N_("The player across from you (cutthroat has none)."), DEFAULT_NAMES[4][2], str, max_length=24),
    Setting("players.name_right", N_("Right opponent's name"), N_("The player on your right."),
            DEFAULT_NAMES[4][3], str, max_length=24),
    Setting("sound.enabled", N_("Sound"),
            N_("Cards on the cloth, the shuffle, a short call as each hand is dealt."), True, bool),
    Setting("sound.volume", N_("Volume"), N_("How loud, from 0 to 100."), 70, int, minimum=0, maximum=100),
    Setting("sound.announcements", N_("Spoken announcements"),
            N_("What your screen reader says as the game goes: nothing, the moments that matter (your turn, "
               "trump, who takes each trick, the score), or every bid and card as well."), "every", str,
            choices=(("off", N_("Off")), ("key", N_("Key moments")), ("every", N_("Every bid and card")))),
    Setting("intermission.screen", N_("Cover screen"),
            N_("What the Intermission button shows instead of the table."),
            "dashboard", str, choices=(("dashboard", N_("Dashboard")), ("inbox", N_("Inbox")),
                                       ("code_editor", N_("Code editor")), ("report", N_("Report")),
                                       ("project_plan", N_("Project plan")),
                                       ("spreadsheet", N_("Spreadsheet")), ("curtain", N_("Curtain")))),
    Setting("intermission.full_screen", N_("Go full screen"), N_("The cover fills the whole screen."), True,
            bool),
    Setting("intermission.panic_key", N_("Panic key"), N_("The key that covers and uncovers the table."), "`",
            str, choices=(("`", N_("` (left of 1)")), ("\\", "\\"), ("F2", "F2"))),
    Setting("history.limit", N_("Hands kept"), N_("How many of your latest hands the history keeps; older "
                                                  "ones are forgotten."),
            HISTORY_LIMIT, int, minimum=100, maximum=100_000),
    Setting("history.accuracy", N_("Work out my accuracy in the background"),
            N_("After each hand, the computer reviews your decisions while it has nothing else to do, for "
               "the accuracy in your statistics and hand history. Turn it off if the game feels slow."),
            True, bool),
    Setting("general.language", N_("Language"),
            N_("The language of the game's words; a change takes effect the next time the game starts."),
            "system", str, choices=(("system", N_("Follow the desktop")), *LANGUAGES.items())),
    Setting("general.first_run_done", "Rules summary seen", "The first-run summary has been shown.", False,
            bool, hidden=True),
    Setting("general.window_geometry", "Window", "The window's size, place and maximized state (Qt's own "
            "encoding, in base64); empty for the default.", "", str, hidden=True),
)

SCHEMA: Final[dict[str, Setting]] = {setting.key: setting
                                     for setting in (_GAME_SETTING, *_RULE_SETTINGS, *_OTHER_SETTINGS)}
"""Every setting by key, in the order the dialog shows them."""

_RULE_FIELDS: Final = {field.name for field in dataclasses.fields(Rules)}
assert {key.split(".", 1)[1] for key in SCHEMA if key.startswith("rules.")} == _RULE_FIELDS, \
    "every rule option needs a setting"
assert {key.split(".", 1)[1] for key in SCHEMA if key.startswith("bid_rules.")} \
    == {field.name for field in dataclasses.fields(BidRules)}, "every Bid Euchre option needs a setting"


class Settings(QObject):
    """The current settings, saved to ``path`` (atomically) on every change.

    Signals:
        changed(str key): a setting took a new value (emitted once per key that changed).
        problem(str text): the settings could not be saved; the values stay in effect for this session.
    """

    changed = Signal(str)
    problem = Signal(str)

    def __init__(self, path: Path | None = None, values: Mapping[str, Value] | None = None,
                 parent: QObject | None = None) -> None:
        """Settings with ``values`` over the defaults, saved to ``path`` (None: never saved).

        ``values`` must be valid; use ``Settings.load`` to read a file.
        """
        super().__init__(parent)
        self.path = path
        self._problem_told = False
        self._values: dict[str, Value] = {key: setting.default for key, setting in SCHEMA.items()}
        if values:
            self._values.update(self._checked(values))

    @classmethod
    def load(cls, path: Path, parent: QObject | None = None) -> tuple[Settings, str | None]:
        """Read the settings file, and a message for the player if it could not be used as it was.

        A missing file gives the defaults.  A file that is damaged, from a newer version, or holding values
        out of bounds is set aside (renamed, never deleted); whatever valid values it held are kept.
        Temporary files left by a save that a kill interrupted are removed first.
        """
        remove_leftovers(path)
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return cls(path, parent=parent), None
        except OSError as error:
            return cls._fresh(path, parent, f"cannot be read ({error.strerror})", {})
        try:
            document = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            return cls._fresh(path, parent, "are not readable", {})
        if not isinstance(document, dict) or document.get("format") != FORMAT \
                or not isinstance(document.get("values"), dict):
            return cls._fresh(path, parent, "are not a Euchre Desktop settings file", {})
        version = document.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            return cls._fresh(path, parent, "have no valid format version", {})
        if version > VERSION:
            return cls._fresh(path, parent, "were written by a newer Euchre Desktop", {})
        good: dict[str, Value] = {}
        bad: list[str] = []  # the labels a player knows, never keys or values
        unknown = 0
        for key, value in document["values"].items():
            setting = SCHEMA.get(key)
            if setting is None:
                unknown += 1
                continue
            try:
                good[key] = setting.check(value)
            except SettingsError:
                bad.append(setting.label)
        for section, check in (("rules", cls._rules_from), ("bid_rules", cls._bid_rules_from)):
            in_file = {key: value for key, value in good.items() if key.startswith(f"{section}.")}
            try:
                check({**_defaults(section), **in_file})
            except SettingsError:
                game = "Bid Euchre's rules" if section == "bid_rules" else "the rules"
                bad.append(f"{game}, which could not be played together")
                good = {key: value for key, value in good.items() if key not in in_file}
        if unknown:
            bad.append(f"{'one' if unknown == 1 else unknown} this version does not know")
        if bad:
            why = "could not all be used (" + "; ".join(bad) + "): those are back to their defaults"
            return cls._fresh(path, parent, why, good)
        return cls(path, good, parent), None

    @classmethod
    def _fresh(cls, path: Path, parent: QObject | None, why: str, values: dict[str, Value]
               ) -> tuple[Settings, str]:
        target: Path | None = path
        try:
            kept = set_aside(path, "newer" if "newer" in why else "unreadable")
            where = f"the file was kept as {kept.name}"
        except OSError as error:
            where = f"the file could not be moved aside ({error.strerror}) and will not be changed"
            target = None  # never overwrite a file we could not move away
        settings = cls(target, values, parent)
        if values:
            return settings, f"Your settings {why}; {where}."
        return settings, f"Your settings {why}; {where}. Every setting is back to its default."

    # ------------------------------------------------------------------------------------------ access

    def get(self, key: str) -> Value:
        """The value of ``key``; KeyError for an unknown key."""
        return self._values[key]

    def values(self) -> dict[str, Value]:
        """All values by key (a copy)."""
        return dict(self._values)

    def set(self, key: str, value: Value) -> None:
        """Change one setting (checked; a rules change is checked against the other rules)."""
        self.update({key: value})

    def update(self, values: Mapping[str, Value]) -> None:
        """Change several settings at once, all checked before any changes; then save and signal."""
        checked = self._checked(values)
        merged = {**self._values, **checked}
        if any(key.startswith("rules.") for key in checked):
            self._rules_from({key: merged[key] for key in SCHEMA if key.startswith("rules.")})
        if any(key.startswith("bid_rules.") for key in checked):
            self._bid_rules_from({key: merged[key] for key in SCHEMA if key.startswith("bid_rules.")})
        changed = [key for key, value in checked.items() if self._values[key] != value]
        if not changed:
            return
        self._values = merged
        self._save()
        for key in changed:
            self.changed.emit(key)

    def reset(self, section: str | None = None) -> None:
        """Restore the defaults of one section (or of everything)."""
        self.update({key: setting.default for key, setting in SCHEMA.items()
                     if section is None or setting.section == section})

    def rules(self) -> Rules:
        """The rules for the next match."""
        return self._rules_from({key: self._values[key] for key in SCHEMA if key.startswith("rules.")})

    def set_rules(self, rules: Rules) -> None:
        """Set every rule option at once (from a preset, say)."""
        self.update({f"rules.{name}": value for name, value in rules.to_dict().items()})

    def game(self) -> str:
        """The game a new match plays: "euchre" or "bid_euchre" (a key of ``GAMES``)."""
        return str(self._values["game.game"])

    def chosen_rules(self) -> Rules | BidRules:
        """The rules of the chosen game (``game``) for the next match."""
        return self.bid_rules() if self.game() == "bid_euchre" else self.rules()

    def bid_rules(self) -> BidRules:
        """Bid Euchre's rules for the next match."""
        return self._bid_rules_from({key: value for key, value in self._values.items()
                                     if key.startswith("bid_rules.")})

    def set_bid_rules(self, rules: BidRules) -> None:
        """Set every Bid Euchre option at once (from a preset, say)."""
        self.update({f"bid_rules.{name}": value for name, value in rules.to_dict().items()})

    def bid_seats(self) -> SeatSetup:
        """Names and levels for the next Bid Euchre match, fitted to its four or six seats."""
        return self.seats().for_players(self.bid_rules().seats)

    def preset_name(self) -> str | None:
        """The preset the current rules equal, if any."""
        rules = self.rules()
        return next((name for name, preset in PRESETS.items() if preset == rules), None)

    def seats(self) -> SeatSetup:
        """Names and levels for the next match, fitted to the number of players in the rules."""
        you = str(self._values["players.name_you"])
        if you == DEFAULT_NAMES[4][0]:  # not a name but a word, said in the player's language
            you = QCoreApplication.translate("", you)
        names = (you, str(self._values["players.name_left"]),
                 str(self._values["players.name_partner"]), str(self._values["players.name_right"]))
        setup = SeatSetup(names, Level(self._values["players.opponents_level"]),
                          Level(self._values["players.partner_level"]))
        return setup.for_players(self.rules().players)

    # ----------------------------------------------------------------------------------------- private

    @staticmethod
    def _checked(values: Mapping[str, Value]) -> dict[str, Value]:
        checked = {}
        for key, value in values.items():
            setting = SCHEMA.get(key)
            if setting is None:
                raise SettingsError(phrase(N_("there is no such setting")), f"there is no setting {key!r}")
            checked[key] = setting.check(value)
        return checked

    @staticmethod
    def _rules_from(values: Mapping[str, Value]) -> Rules:
        try:
            return Rules.from_dict({key.split(".", 1)[1]: value for key, value in values.items()})
        except RulesError as error:
            raise SettingsError(phrase(N_("these rules cannot be played together: {why}"), why=error.words),
                                f"these rules cannot be played together: {error}") from None

    @staticmethod
    def _bid_rules_from(values: Mapping[str, Value]) -> BidRules:
        try:
            return BidRules.from_dict({key.split(".", 1)[1]: value for key, value in values.items()})
        except BidRulesError as error:
            raise SettingsError(phrase(N_("these Bid Euchre rules cannot be played together: {why}"),
                                       why=error.words),
                                f"these Bid Euchre rules cannot be played together: {error}") from None

    def _save(self) -> None:
        if self.path is None:
            return
        changed = {key: value for key, value in self._values.items() if value != SCHEMA[key].default}
        document = {"format": FORMAT, "version": VERSION, "values": changed}
        try:
            atomic_write(self.path, json.dumps(document, indent=1, sort_keys=True).encode())
        except OSError as error:
            if not self._problem_told:
                self._problem_told = True
                self.problem.emit(f"Your settings could not be saved ({error.strerror}); "
                                  "they apply until you quit.")


def _defaults(section: str) -> dict[str, Value]:
    return {key: setting.default for key, setting in SCHEMA.items() if setting.section == section}
