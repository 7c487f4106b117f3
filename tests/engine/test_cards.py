"""Cards, suits and ranks, and what trump does to them (the bowers, the Benny, trick power)."""

from __future__ import annotations

import pytest

from euchre_desktop.engine.cards import (
    BENNY,
    DECK_24,
    DECK_25,
    POWER,
    SUIT_MASKS,
    Card,
    Rank,
    Suit,
    card_name,
    card_power,
    cards_from_mask,
    effective_suit,
    left_bower,
    mask_of,
    parse_cards,
    right_bower,
    suit_mask,
    trump_order,
)

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES


def test_the_euchre_deck_is_nine_to_ace_in_four_suits_and_the_benny_makes_25() -> None:
    assert len(DECK_24) == 24 and len(set(DECK_24)) == 24
    assert {card.rank for card in DECK_24} == set(Rank)
    assert {card.suit for card in DECK_24} == set(Suit)
    assert (*DECK_24, BENNY) == DECK_25


@pytest.mark.parametrize("card", DECK_25)
def test_every_card_round_trips_through_its_code_and_its_repr(card: Card) -> None:
    assert Card.parse(card.code) == card
    assert eval(repr(card)) == card  # the repr is pasteable Python


@pytest.mark.parametrize(("text", "expected"), [
    ("JH", "J♥"), ("10S", "10♠"), ("ts", "10♠"), ("J♦", "J♦"), ("a♠", "A♠"), ("9c", "9♣"),
    ("BENNY", "Benny"), ("joker", "Benny"), ("BN", "Benny"), ("2S", "Benny"), ("2♠", "Benny"),
])
def test_cards_are_read_in_every_common_spelling(text: str, expected: str) -> None:
    assert str(Card.parse(text)) == expected


def test_the_benny_is_named_the_two_of_spades_only_when_that_card_plays_it() -> None:
    assert card_name(BENNY) == "Benny"
    assert card_name(BENNY, two_of_spades=True) == "2♠"
    assert card_name(Card.parse("JS"), two_of_spades=True) == "J♠"


@pytest.mark.parametrize(("text", "complaint"), [
    ("", "not a card"), ("8H", "unknown rank '8'"), ("JX", "unknown suit 'X'"), ("H", "not a card"),
])
def test_a_bad_card_name_is_refused_with_the_reason(text: str, complaint: str) -> None:
    with pytest.raises(ValueError, match=complaint):
        Card.parse(text)


def test_card_numbers_outside_the_deck_are_refused() -> None:
    with pytest.raises(ValueError, match="out of range"):
        Card(25)
    with pytest.raises(ValueError, match="out of range"):
        Card(-1)


def test_the_benny_has_no_printed_suit_or_rank() -> None:
    with pytest.raises(ValueError, match="no printed suit"):
        _ = BENNY.suit
    with pytest.raises(ValueError, match="no printed rank"):
        _ = BENNY.rank
    with pytest.raises(ValueError, match="no suit until trump"):
        effective_suit(BENNY, None)


@pytest.mark.parametrize(("trump", "right", "left"), [(C, "JC", "JS"), (D, "JD", "JH"), (H, "JH", "JD"),
                                                      (S, "JS", "JC")])
def test_the_bowers_are_the_jack_of_trump_and_the_other_jack_of_its_colour(trump: Suit, right: str,
                                                                            left: str) -> None:
    assert right_bower(trump) == Card.parse(right)
    assert left_bower(trump) == Card.parse(left)
    assert trump.same_colour == Card.parse(left).suit


def test_with_hearts_trump_the_seven_trumps_run_right_left_ace_king_queen_ten_nine() -> None:
    # Seed 002: "7 trumps in all" and "the J♦ the left".
    assert trump_order(H) == parse_cards("JH JD AH KH QH TH 9H")


def test_with_the_benny_there_are_eight_trumps_and_the_benny_is_the_highest() -> None:
    assert trump_order(S, benny=True) == (BENNY, *parse_cards("JS JC AS KS QS TS 9S"))


def test_the_left_bower_belongs_to_trump_and_leaves_its_printed_suit() -> None:
    # Seed 000: with spades as trump the jack of clubs is a spade.
    assert effective_suit(Card.parse("JC"), S) is S
    assert effective_suit(Card.parse("JC"), H) is C  # not a bower under a red trump
    assert effective_suit(BENNY, D) is D
    # Seed 002: with hearts trump, diamonds have only five cards and clubs and spades keep all six.
    assert set(cards_from_mask(suit_mask(D, H))) == set(parse_cards("AD KD QD TD 9D"))
    assert len(list(cards_from_mask(suit_mask(C, H)))) == 6
    assert set(cards_from_mask(suit_mask(H, H))) == {*trump_order(H), BENNY}  # the Benny, when in play


def test_before_trump_every_card_is_in_its_printed_suit() -> None:
    for card in DECK_24:
        assert effective_suit(card, None) is card.suit
        assert SUIT_MASKS[4][card.suit] >> card & 1


def test_a_trump_beats_the_led_suit_which_beats_a_card_that_can_not_win() -> None:
    led_ace, low_trump, off_suit_ace = Card.parse("AC"), Card.parse("9H"), Card.parse("AS")
    assert card_power(low_trump, H, C) > card_power(led_ace, H, C) > card_power(off_suit_ace, H, C) == 0


def test_right_bower_beats_left_bower_beats_ace_of_trump_and_the_benny_beats_them_all() -> None:
    order = [card_power(Card.parse(code), H, H) for code in ("BN", "JH", "JD", "AH", "KH", "QH", "TH", "9H")]
    assert order == sorted(order, reverse=True) and len(set(order)) == len(order)


def test_a_left_bower_led_counts_as_trump_not_as_its_printed_suit() -> None:
    # A diamond lead does not make the J♦ a diamond when hearts are trump: it still wins as a trump.
    assert POWER[H][D][Card.parse("JD")] > POWER[H][D][Card.parse("AD")]
    assert POWER[H][H][Card.parse("JD")] > POWER[H][H][Card.parse("AH")]


def test_masks_and_card_lists_convert_both_ways() -> None:
    hand = parse_cards("JH KH TH AC 9S")
    assert tuple(cards_from_mask(mask_of(hand))) == tuple(sorted(hand))
    assert mask_of([]) == 0


def test_suits_are_read_by_letter_symbol_or_name() -> None:
    assert Suit.from_letter("h") is H
    assert Suit.from_letter("♠") is S
    assert Suit.from_letter("clubs") is C
    with pytest.raises(ValueError, match="not a suit"):
        Suit.from_letter("x")
    assert [s.is_red for s in Suit] == [False, True, True, False]
