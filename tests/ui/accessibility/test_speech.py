"""The table in words for the ear: cards spelled out, and what each event says at which verbosity."""

from __future__ import annotations

from euchre_desktop.engine import BENNY, Action, Card, Suit
from euchre_desktop.model.table_events import BidMade, CardPlayed, Dealt, TrickWon, TrumpNamed
from euchre_desktop.ui.accessibility.speech import (
    Moment,
    Verbosity,
    card_speech,
    choices_speech,
    event_speech,
    speakable,
    spoken_card,
    trick_speech,
)

NAMES = ("You", "Hank", "Gloria", "Luis")


def test_cards_are_spelled_out_with_what_they_are_this_hand() -> None:
    assert spoken_card(Card.parse("TS")) == "ten of spades"
    assert card_speech(Card.parse("JH"), Suit.HEARTS) == "Jack of hearts, right bower"
    assert card_speech(Card.parse("JD"), Suit.HEARTS) == "Jack of diamonds, left bower"
    assert card_speech(Card.parse("9H"), Suit.HEARTS) == "Nine of hearts, trump"
    assert card_speech(Card.parse("JC"), Suit.HEARTS) == "Jack of clubs"
    assert card_speech(Card.parse("AS"), None) == "Ace of spades"
    assert card_speech(BENNY, Suit.CLUBS, two_of_spades=True) == "Two of spades, the Benny, the highest trump"


def test_the_status_lines_cards_are_spelled_out_and_nothing_else_changes() -> None:
    said = speakable("Play the J♥ or the 10♠, not the 2♠")
    assert said == "Play the jack of hearts or the ten of spades, not the two of spades"
    assert speakable("Your turn: follow hearts (1)") == "Your turn: follow hearts (1)"
    assert speakable("♦ Order it up") == "diamonds Order it up", "a lone suit mark is named"


def test_events_say_what_happened_in_the_tables_words() -> None:
    said = event_speech(CardPlayed(1, Card.parse("AS")), NAMES)
    assert said == ("Hank plays the ace of spades.", Moment.DETAIL)
    assert event_speech(CardPlayed(0, Card.parse("9D")), NAMES) == ("You play the nine of diamonds.",
                                                                    Moment.DETAIL)
    bid = event_speech(BidMade(2, Action.order_up(alone=True), by_dealer=True), NAMES)
    assert bid == ("Gloria: Pick it up alone.", Moment.DETAIL)
    trump = event_speech(TrumpNamed(Suit.SPADES, 3, alone=True), NAMES)
    assert trump == ("Spades is trump, named by Luis, alone.", Moment.KEY)
    won = event_speech(TrickWon(2, 0, ()), NAMES, tricks=(3, 1))
    assert won == ("Gloria takes the trick. Tricks: You & Gloria 3, Hank & Luis 1.", Moment.KEY)
    deal = Dealt(0, 1, "3-2", Card.parse("KD"), ((),) * 4, 24, (0, 0), 10)
    assert event_speech(deal, NAMES) == ("Hank deals. The king of diamonds is turned up.", Moment.DETAIL)


def test_verbosity_keeps_the_key_moments_or_everything_or_nothing() -> None:
    assert [Verbosity.KEY.says(moment) for moment in Moment] == [True, False]
    assert [Verbosity.EVERY.says(moment) for moment in Moment] == [True, True]
    assert [Verbosity.OFF.says(moment) for moment in Moment] == [False, False]


def test_a_bower_played_is_called_one_and_the_choices_are_listed() -> None:
    said = event_speech(CardPlayed(2, Card.parse("JS")), NAMES, trump=Suit.CLUBS)
    assert said == ("Gloria plays the jack of spades, the left bower.", Moment.DETAIL)
    both = choices_speech([Card.parse("QC"), Card.parse("TC")])
    assert both == "You may choose the queen of clubs or the ten of clubs."
    assert choices_speech([Card.parse("9H")]) == "You may choose the nine of hearts."


def test_the_trick_so_far_is_said_with_whose_each_card_is() -> None:
    plays = [(1, Card.parse("AC")), (2, Card.parse("9C"))]
    assert trick_speech(plays, NAMES) == "On the table: Hank's ace of clubs, Gloria's nine of clubs."
    assert trick_speech([(0, Card.parse("TH"))], NAMES) == "On the table: your ten of hearts."
    assert trick_speech([], NAMES) == ""
