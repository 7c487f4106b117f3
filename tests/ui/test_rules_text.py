"""The rules text covers every option the engine has, says how this table sets each, and reads in a dialog."""

from __future__ import annotations

import dataclasses
import enum
import re

import pytest
from pytestqt.qtbot import QtBot

from euchre_desktop.engine import PRESETS, DefendAlone, PlayerView, Renege, Rules
from euchre_desktop.engine.bid import AllPass, BidRules, Form, NoTrump
from euchre_desktop.ui.dialogs.bid_rules_text import bid_basic_sections, bid_option_sections
from euchre_desktop.ui.dialogs.help_text import help_sections
from euchre_desktop.ui.dialogs.rules_text import RulesDialog, basic_sections, option_sections, rules_html

#: For every field of Rules, the section that explains it and a phrase that must appear in that section.
OPTION_TEXT = {
    "players": ("cutthroat", "Three players"),
    "stick_the_dealer": ("stick-the-dealer", "must name one of"),
    "target": ("match-length", "11"),
    "fixed_hands": ("match-length", "fixed number of hands"),
    "canadian_loner": ("canadian-loner", "must go alone"),
    "loner_after_trump": ("alone-after-trump", "ten cards between them"),
    "defend_alone": ("defend-alone", "lone defence"),
    "no_loner_after_passing": ("no-loner-after-passing", "passed in the round"),
    "lone_lead": ("lone-lead", "loner's left"),
    "dealer_may_discard_upcard": ("discard-upcard", "the upcard itself included"),
    "benny": ("benny", "above the right bower"),
    "benny_card": ("benny-card", "the two of spades is added in its place"),
    "farmers_hand": ("farmers-hand", "nines and tens"),
    "partners_best": ("partners-best", "one card of the partner's choice"),
    "renege": ("renege", "is detected"),
    "defenders_march_four": ("defenders-march", "score 4"),
    "cutthroat_march": ("cutthroat", "3 points (or 2"),
    "first_dealer": ("first-dealer", "first black jack"),
}


def plain(markup: str) -> str:
    """The text of some HTML, tags dropped and white space collapsed."""
    return re.sub(r"\s+([.,:;)])", r"\1", re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", markup)))


def section_text(anchor: str) -> str:
    every = (basic_sections() + option_sections() + help_sections() + bid_basic_sections()
             + bid_option_sections())
    for section in every:
        if section.anchor == anchor:
            return plain(section.body)
    raise AssertionError(f"no section {anchor!r}")


def test_every_engine_option_is_explained() -> None:
    """A new option in the engine without a paragraph here fails this test."""
    fields = {field.name for field in dataclasses.fields(Rules)}
    assert fields == set(OPTION_TEXT)
    for field, (anchor, phrase) in OPTION_TEXT.items():
        assert phrase in section_text(anchor), f"{field}: {phrase!r} not in section {anchor!r}"


def test_the_basic_rules_cover_the_game() -> None:
    text = plain(rules_html())
    for phrase in ("24 cards", "right bower", "left bower", "ordering it up", "turned face down",
                   "go alone", "must follow the suit led", "all five tricks are played", "euchred",
                   "lone march scores 4"):
        assert phrase.lower() in text.lower(), phrase


def test_scoring_table_matches_the_engine() -> None:
    scoring = section_text("scoring")
    assert "Makers take 3 or 4 tricks 1 to the makers" in scoring
    assert "all 5 (a march) 2 to the makers" in scoring
    assert "A loner takes all 5 4 to the loner's side" in scoring
    assert "2 to the defenders" in scoring


def test_anchors_are_unique_and_every_link_lands() -> None:
    anchors = [section.anchor for section in basic_sections() + option_sections() + help_sections()
               + bid_basic_sections() + bid_option_sections()]
    assert len(anchors) == len(set(anchors))
    links = set(re.findall(r'href="#([^"]+)"', rules_html()))
    assert links <= set(anchors) | {"options", "help", "bid-euchre"}
    assert {"fair-play", "playing-it-well", "defend-alone"} <= links


#: For every field of the view a computer player is given, a phrase of the Fair play page that tells it.
VIEW_TEXT = {
    "rules": "the rules of the match", "seat": "whose turn it is", "to_act": "whose turn it is",
    "phase": "what the rules allow it to do", "legal_actions": "what the rules allow it to do",
    "dealer": "who deals", "packets": "how the cards were dealt out", "scores": "the score of the match",
    "upcard": "the upcard", "dealt": "its own cards, as dealt", "hand": "as they are now",
    "history": "every bid, in order", "own_buried": "the cards it put face down itself",
    "trump": "who named trump", "maker": "who named trump", "maker_alone": "who went alone",
    "defender_alone": "who went alone", "sitting_out": "who sits out", "tricks": "every card played",
    "trick": "every card played", "leader": "every card played", "tricks_won": "who won each trick",
    "result": "the result of the hand",
}


def test_fair_play_tells_everything_a_computer_player_is_given() -> None:
    """A new field in the view the bots receive, not told on the Fair play page, fails this test."""
    fields = {field.name for field in dataclasses.fields(PlayerView)}
    assert fields == set(VIEW_TEXT)
    text = section_text("fair-play")
    for field, phrase in VIEW_TEXT.items():
        assert phrase in text, f"{field}: {phrase!r} not on the Fair play page"
    assert "never told your cards" in text


def test_the_help_is_shown_after_the_rules(qtbot: QtBot) -> None:
    dialog = RulesDialog(Rules())
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    for section in help_sections():
        assert section.title in text
    headings = [text.index(f"\n{title}\n") for title in ("Rule options", "Playing it well", "Fair play")]
    assert headings == sorted(headings), "the help comes after the rule options"
    dialog.show_section("company")


def test_without_rules_no_table_setting_is_claimed() -> None:
    assert "At this table" not in rules_html()


def test_each_option_says_how_this_table_sets_it() -> None:
    text = plain(rules_html(PRESETS["house"]))
    assert text.count("At this table:") == len(option_sections())
    assert "At this table: always." in text  # defend alone
    assert "At this table: exchange." in text  # farmer's hand
    assert "At this table: no score." in text  # renege
    standard = plain(rules_html(Rules()))
    assert "At this table: a match to 10 points." in standard
    assert "At this table: a match of 8 hands." in plain(rules_html(Rules(target=None, fixed_hands=8)))


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_preset_and_every_choice_can_be_described(name: str) -> None:
    rules = PRESETS[name]
    rules_html(rules)
    for field in dataclasses.fields(Rules):
        value = getattr(rules, field.name)
        if isinstance(value, enum.Enum):
            for member in type(value):
                try:
                    varied = rules.replace(**{field.name: member})
                except ValueError:
                    continue  # a combination the engine refuses needs no description
                rules_html(varied)


def test_the_dialog_shows_the_rules_and_jumps_to_a_section(qtbot: QtBot) -> None:
    dialog = RulesDialog(Rules(defend_alone=DefendAlone.ALWAYS, renege=Renege.NO_SCORE))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    text = dialog.browser.toPlainText()
    assert "right bower" in text and "At this table: always." in text
    scroll = dialog.browser.verticalScrollBar()
    assert scroll.value() == 0
    dialog.show_section("first-dealer")
    assert scroll.value() > 0
    with pytest.raises(ValueError, match="no rules section"):
        dialog.show_section("poker")


def test_the_dialog_follows_a_new_set_of_rules(qtbot: QtBot) -> None:
    dialog = RulesDialog(Rules())
    qtbot.addWidget(dialog)
    assert "Canadian loner" in dialog.browser.toPlainText()
    dialog.set_rules(PRESETS["canadian"])
    assert "At this table: against a loner." in dialog.browser.toPlainText()


#: For every field of BidRules, the section that explains it and a phrase that must appear in that section.
BID_OPTION_TEXT = {
    "form": ("bid-form", "four with two packs, or six with two packs"),
    "benny": ("bid-benny", "no no-trump bids"),
    "no_trump": ("bid-no-trump", "no trump high and low"),
    "minimum_bid": ("bid-minimum-bid", "3 of 6 with one pack"),
    "all_pass": ("bid-all-pass", "the dealer must bid"),
    "moon_value": ("bid-moon-value", "12 with one pack and 24 with two"),
    "partners_best": ("bid-partners-best", "none, one or two"),
    "moon_over_moon": ("bid-moon-over-moon", "a moon with no help beats a moon with help"),
    "defenders_score": ("bid-defenders-score", "whether the bid was made or set"),
    "target": ("bid-match-length", "21, 32 or 50 points"),
    "fixed_hands": ("bid-match-length", "fixed number of hands"),
}


def test_every_bid_euchre_option_is_explained() -> None:
    assert {field.name for field in dataclasses.fields(BidRules)} == set(BID_OPTION_TEXT)
    for field, (anchor, phrase) in BID_OPTION_TEXT.items():
        assert phrase in section_text(anchor), f"{field}: {phrase!r} not in section {anchor!r}"
    text = plain(rules_html())
    for phrase in ("one card at a time", "more tricks than the bid before it", "shoot the moon",
                   "the one played first beats the other", "lose as many points as they bid",
                   "bidders go out first", "the nine is highest"):
        assert phrase in text, phrase


def test_the_bid_euchre_chapter_says_how_this_table_sets_each_option() -> None:
    six = BidRules(form=Form.DOUBLE_6, no_trump=NoTrump.OFF, all_pass=AllPass.THROW_IN, partners_best=2,
                   moon_over_moon=True, target=None, fixed_hands=12)
    text = plain(rules_html(bid_rules=six))
    assert text.count("At this table:") == len(bid_option_sections())
    for said in ("Six players, two packs (8 cards each)", "Suits only", "Two cards each",
                 "a match of 12 hands", "Throw the hand in; the deal passes on",
                 "Half the tricks (3, 6 or 4)"):
        assert f"At this table: {said}." in text, said
    headings = [text.rindex(title) for title in ("Rule options", "Bid Euchre's rule options", "Fair play")]
    assert headings == sorted(headings), "the chapter comes after Euchre's options, before the help"
