"""The translation catalogues: in step with the source, complete, and faithful to every placeholder; and the
language the game installs from its setting (``euchre_desktop.language``)."""

from __future__ import annotations

import dataclasses
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from euchre_desktop.engine import Card, DefendAlone, HandOutcome, IllegalActionError, Rules, RulesError, Suit
from euchre_desktop.engine.phrase import Number, phrase
from euchre_desktop.language import install_language, said, translated
from euchre_desktop.model.events import HandSummary
from euchre_desktop.model.refusal_words import refusal_words
from euchre_desktop.model.table_events import CardPlayed
from euchre_desktop.persistence.settings import LANGUAGES, SCHEMA, Settings
from euchre_desktop.ui.accessibility.speech import Moment, card_speech, event_speech
from euchre_desktop.ui.game_choice import GameMenu
from euchre_desktop.ui.hand_words import detail
from euchre_desktop.ui.spoken import speakable
from scripts import translations
from tests.model.helpers import deal_from_text

PLACEHOLDER = re.compile(r"\{\w*\}|%n")


def _messages(catalogue: Path) -> dict[tuple[str, str], list[str]]:
    """Each message of ``catalogue`` still in the source, by (context, source): its translations (one, or
    each plural form; empty when unfinished)."""
    found = {}
    for context in ET.parse(catalogue).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            kind = translation.get("type")
            if kind in ("obsolete", "vanished"):
                continue
            forms = [form.text or "" for form in translation] or [translation.text or ""]
            found[(name, message.findtext("source") or "")] = [] if kind == "unfinished" else forms
    return found


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], list[str]]:
    """Every string of the source as ``scripts/translations.py update`` gathers it now."""
    catalogue = tmp_path_factory.mktemp("fresh") / "euchre_desktop_xx.ts"
    translations.gather(catalogue)
    return _messages(catalogue)


def test_every_language_offered_has_a_catalogue() -> None:
    offered = {locale for locale in LANGUAGES if locale != translations.AS_WRITTEN}
    assert offered == {translations.locale_of(path) for path in translations.catalogues()} - {"en"}
    assert {value for value, _label in SCHEMA["general.language"].choices} == {"system", *LANGUAGES}


def test_the_french_catalogue_holds_every_string_of_the_source(
        fresh: dict[tuple[str, str], list[str]]) -> None:
    """A string wrapped but not gathered would stay English for every French player: run
    ``python scripts/translations.py update`` after adding one."""
    french = _messages(translations.FOLDER / "euchre_desktop_fr_CA.ts")
    assert sorted(set(fresh) - set(french)) == []


def test_every_french_string_is_translated_with_its_placeholders() -> None:
    """Complete, and every ``{name}`` (filled in by the code) and ``%n`` kept, so no sentence loses a word
    or breaks at run time."""
    unfinished, lost = [], []
    for (context, source), forms in _messages(translations.FOLDER / "euchre_desktop_fr_CA.ts").items():
        if not forms or not all(forms):
            unfinished.append(f"{context}: {source!r}")
        wanted = sorted(PLACEHOLDER.findall(source))
        lost += [f"{context}: {form!r}" for form in forms
                 if form and sorted(PLACEHOLDER.findall(form)) != wanted]
    assert unfinished == []
    assert lost == []


def test_english_gives_the_plural_forms(fresh: dict[tuple[str, str], list[str]]) -> None:
    english = _messages(translations.FOLDER / "euchre_desktop_en.ts")
    plurals = {key for key in fresh if "%n" in key[1]}
    assert set(english) == plurals
    assert all(len(forms) == 2 and all(forms) for forms in english.values())


@pytest.fixture
def french(qapp: QApplication) -> Iterator[QLocale]:
    """The game installed in French (Canada) for one test; English again after it."""
    translations.compile_all(quiet=True)
    yield install_language("fr_CA")
    install_language("en")


def test_french_is_installed_with_qt_s_own_words_and_the_locale_s_numbers(french: QLocale) -> None:
    assert translated("Card size") == "Taille des cartes"
    assert QCoreApplication.translate("FirstRunDialog", "%n point(s) (as set now)", "", 11) \
        == "11 points (réglage actuel)"
    assert QCoreApplication.translate("FirstRunDialog", "%n point(s) (as set now)", "", 1) \
        == "1 point (réglage actuel)"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"
    assert QLocale().toString(1234.5, "f", 1) == "1\N{NO-BREAK SPACE}234,5"


def test_a_card_is_said_in_french_with_its_article_joined(french: QLocale) -> None:
    """The ear's words are built from translated pieces: "l'as", never "le as"."""
    said = event_speech(CardPlayed(1, Card.parse("AS")), ("Vous", "Hank", "Gloria", "Luis"))
    assert said == ("Hank joue l'as de pique.", Moment.DETAIL)
    assert card_speech(Card.parse("JH"), Suit.HEARTS) == "Valet de cœur, valet droit"


def test_a_phrase_made_where_qt_is_not_is_said_in_french_piece_by_piece(french: QLocale) -> None:
    """Each piece translated, a card as the table writes it, a number in the locale's writing, a verb inside
    a sentence in lower case; ``str()`` keeps the English."""
    gap = phrase("the {card} would score {points} less on average", card="K♣",
                 points=Number(2.5, points=True))
    reason = phrase("{action}: {why}.", action=phrase("Play the {card}", card="A♣"), why=gap)
    assert said(reason) == ("Jouer le A♣\N{NO-BREAK SPACE}: le K♣ rapporterait 2,5\N{NO-BREAK SPACE}points"
                            " de moins en moyenne.")
    assert str(reason) == "Play the A♣: the K♣ would score 2.5 points less on average."
    alternative = dataclasses.replace(phrase("Order it up"), mid_sentence=True)
    risk = phrase("if you {alternative} you would be euchred {often}", alternative=alternative,
                  often=phrase("almost always"))
    assert said(risk) == "si vous choisissiez «\N{NO-BREAK SPACE}commander\N{NO-BREAK SPACE}», vous seriez " \
                         "euchré presque toujours"


@pytest.mark.parametrize(("number", "french_words", "english_words"), [
    (Number(0.4, points=True), "0,4\N{NO-BREAK SPACE}point", "0.4 points"),
    (Number(1.5, signed=True, points=True), "+1,5\N{NO-BREAK SPACE}point", "+1.5 points"),
    (Number(-1.0, points=True), "-1,0\N{NO-BREAK SPACE}point", "-1.0 points"),
    (Number(2.0, points=True), "2,0\N{NO-BREAK SPACE}points", "2.0 points"),
    (Number(1, decimals=0, points=True), "1\N{NO-BREAK SPACE}point", "1 point"),
])
def test_points_agree_with_their_number_in_each_language(french: QLocale, number: Number, french_words: str,
                                                         english_words: str) -> None:
    """French takes the singular below 2 ("1,5 point"), English only for a whole 1; Qt's plural forms take
    whole numbers only, so the rule is the language's, as Unicode gives it."""
    assert said(number) == french_words
    assert str(number) == english_words
    install_language("en")
    assert said(number) == english_words


def test_a_refused_card_is_said_in_french_from_the_engine_s_facts(french: QLocale) -> None:
    """The engine refuses in English with its facts; the player reads the refusal in French."""
    refused = IllegalActionError("you must follow suit", rule="follow suit",
                                 facts={"card": Card.parse("KS"), "led": Suit.DIAMONDS, "trump": Suit.HEARTS})
    assert refusal_words(refused) == "Vous devez fournir\N{NO-BREAK SPACE}: on a entamé à carreau et le K♠ " \
        "n'est pas un carreau."


def test_a_rules_conflict_is_said_in_french_naming_the_options_as_the_settings_do(french: QLocale) -> None:
    with pytest.raises(RulesError) as conflict:
        Rules(loner_after_trump=True, defend_alone=DefendAlone.ALWAYS)
    assert said(conflict.value.words).replace("\N{NO-BREAK SPACE}", " ") == \
        "« Cavalier seul après l'atout » permet déjà à l'un ou l'autre défenseur de faire cavalier seul : " \
        "réglez « Défendre seul » à « Jamais »"


def test_english_after_french_replaces_it_and_keeps_the_plural_forms(french: QLocale) -> None:
    install_language("en")
    assert translated("Card size") == "Card size"
    assert QCoreApplication.translate("FirstRunDialog", "%n point(s) (as set now)", "", 1) \
        == "1 point (as set now)"


@pytest.mark.parametrize(("choice", "expected"), [("fr_FR", "Taille des cartes"), ("de_DE", "Card size")])
def test_a_desktop_language_without_its_own_catalogue(qapp: QApplication, choice: str, expected: str) -> None:
    """French from France takes the Canadian catalogue; a language with none speaks English."""
    translations.compile_all(quiet=True)
    try:
        install_language(choice)
        assert translated("Card size") == expected
    finally:
        install_language("en")


def test_a_subclass_s_tr_finds_the_words_of_the_class_that_wrote_them(qtbot: QtBot, french: QLocale) -> None:
    """lupdate files ``self.tr`` under the class whose code calls it; PySide6 looks the words up through the
    subclass's bases too (older PySide and PyQt used only the subclass's own name, and lost them)."""

    class OwnGameMenu(GameMenu):
        pass

    menu = OwnGameMenu(Settings())
    qtbot.addWidget(menu)
    assert menu.title() == "Jeu"


def test_the_player_named_as_you_gets_its_own_verb_form_in_french(french: QLocale) -> None:
    deal = deal_from_text(3, ("JH KH TH AC 9S", "AH QH KS TC AD", "JD 9H AS KC QD", "QS JC 9C TD KD"),
                          "TS QC JS 9D")
    summary = HandSummary(0, HandOutcome.MADE, 0, Suit.HEARTS, False, None, (4, 1), (1, 0), (1, 0), deal)
    said = detail(summary, ("Vous", "Hank", "Gloria", "Luis"))
    assert said == ("Vous avez nommé cœur; vous et Gloria\N{NO-BREAK SPACE}: 4 levées "
                    "sur\N{NO-BREAK SPACE}5."), said


def test_an_article_before_a_written_card_is_said_with_the_card_s_own(french: QLocale) -> None:
    """The status line writes "le A♣"; the ear hears "l'as de trèfle", and "la dame", not "le dame"."""
    assert speakable("Écarter le A♣") == "Écarter l'as de trèfle"
    assert speakable("Le Q♠ gagne.") == "La dame de pique gagne."
