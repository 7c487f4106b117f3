"""Why rules cannot be played together is told in translated words (``RulesError.words``,
``BidRulesError.words``), in the Settings dialog and a saved match's refusal too, and so is a setting the
dialog cannot take.

The pseudo-translation of ``test_translated_screens`` is installed.  A sentence pasted into a translated one
would stand inside its marks and pass the screen check, so the words are read piece by piece: each from the
catalogue, and no part shown as it is holds a letter (a conflict's facts are numbers; an option is named by
its label, which is translated).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot
from test_settings_dialog import set_in_editor
from test_translated_screens import OPEN, escaped, pseudo, pseudo_catalogue  # noqa: F401 (fixtures, by name)

from euchre_desktop.engine import Match, Rules, RulesError
from euchre_desktop.engine.bid import BidRules, BidRulesError
from euchre_desktop.engine.phrase import Part, Phrase
from euchre_desktop.language import said, translated
from euchre_desktop.persistence.savedmatch import SavedMatch, SavedMatchError
from euchre_desktop.persistence.seats import SeatSetup
from euchre_desktop.persistence.settings import SCHEMA, Settings, SettingsError, Value
from euchre_desktop.ui.dialogs.settings import SettingsDialog

pytestmark = pytest.mark.usefixtures("pseudo")

CONFLICTS: list[dict[str, Value]] = [
    {"rules.players": 3, "rules.canadian_loner": True, "rules.partners_best": True,
     "rules.defenders_march_four": True, "rules.defend_alone": "always"},
    {"rules.loner_after_trump": True, "rules.canadian_loner": True, "rules.defend_alone": "against_loner"},
    {"rules.players": 3, "rules.loner_after_trump": True},
    {"rules.no_loner_after_passing": True},
    {"game.game": "bid_euchre", "bid_rules.minimum_bid": 8},
    {"players.name_you": ""},
]
"""Choices a player can make in the dialog that it cannot write, one conflict or several together."""


def _refused(choices: dict[str, Value]) -> RulesError | BidRulesError | SettingsError:
    """What is wrong with ``choices`` (the defaults for the rest), as the engine or the settings say it."""
    rules = {key.split(".", 1)[1]: value for key, value in choices.items() if key.startswith("rules.")}
    bid = {key.split(".", 1)[1]: value for key, value in choices.items() if key.startswith("bid_rules.")}
    try:
        for key, value in choices.items():
            SCHEMA[key].check(value)
        if rules:
            Rules.from_dict(rules)
        BidRules.from_dict(bid)
    except (RulesError, BidRulesError, SettingsError) as error:
        return error
    raise AssertionError(f"{choices} can be played")


def _untranslated(words: Part) -> Iterator[str]:
    """The pieces of ``words`` a player would read in English: words the catalogue lacks, or a part with
    letters shown as it is."""
    if isinstance(words, Phrase):
        if not translated(words.text).startswith(OPEN):
            yield words.text
        for _name, part in words.parts:
            yield from _untranslated(part)
    elif isinstance(words, str) and re.search(r"[^\W\d_]", words):
        yield words


@pytest.mark.parametrize("choices", CONFLICTS)
def test_the_settings_dialog_says_why_in_translated_words(qtbot: QtBot, choices: dict[str, Value]) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    for key, value in choices.items():
        set_in_editor(qtbot, dialog, key, value)
    words = _refused(choices).words
    assert said(words) in dialog.problem_label.text()
    assert [*_untranslated(words)] == [] and escaped(dialog.problem_label) == []


UNPLAYABLE: list[tuple[type[Rules] | type[BidRules], dict[str, Value]]] = [
    *((Rules, options) for options in [
        {"players": 5}, {"target": 7}, {"target": None}, {"target": None, "fixed_hands": 0},
        {"cutthroat_march": 4}, {"benny_card": "two_of_spades"}, {"players": "4"}, {"jokers": 2},
        {"renege": "sometimes"}]),
    *((BidRules, options) for options in [
        {"benny": True}, {"benny": True, "no_trump": "off", "form": "double_4"}, {"target": 10},
        {"moon_value": 0}, {"partners_best": 3}, {"moon_over_moon": True}, {"defenders_score": 1}]),
]
"""Rules either game cannot play or read, as a file might hold them."""


@pytest.mark.parametrize(("game", "options"), UNPLAYABLE)
def test_every_rules_problem_is_told_in_translated_words(game: type[Rules] | type[BidRules],
                                                          options: dict[str, Value]) -> None:
    with pytest.raises((RulesError, BidRulesError)) as refused:
        game.from_dict(options)
    assert [*_untranslated(refused.value.words)] == []


def test_a_saved_match_whose_rules_conflict_is_refused_in_translated_words() -> None:
    saved = SavedMatch.of(Match(Rules(), 5), match_id="m", seats=SeatSetup.default(4))
    document = json.loads(saved.to_json())
    document["rules"].update(players=3, canadian_loner=True)
    with pytest.raises(SavedMatchError) as refused:
        SavedMatch.from_json(json.dumps(document).encode())
    assert "Canadian loner" in str(refused.value) and [*_untranslated(refused.value.words)] == []
