"""What changed hands after the deal, for the summary's Show all hands: the upcard the dealer picked up and
the discard, and the card a loner's partner passed."""

from __future__ import annotations

from euchre_desktop.engine import Action, Deal, HandState, Rules, parse_cards
from euchre_desktop.model.telling import exchanges

# Gloria (seat 2) deals the J♥.
DEAL = Deal(2, (parse_cards("9C TC 9D TD 9H"), parse_cards("JC JS AC KC QC"),
                parse_cards("JD TH QH 9S TS"), parse_cards("AD KD QD AH KH")), parse_cards("JH QS KS AS"))


def _after(rules: Rules, *texts: str) -> HandState:
    state = HandState(rules, DEAL)
    for text in texts:
        state.apply(Action.from_text(text))
    return state


def test_the_dealer_takes_the_upcard_and_puts_one_away() -> None:
    state = _after(Rules(), "pass", "order", "discard 9S", "play AD")  # Luis passes, you order it up
    taken, put_away = exchanges(state)
    assert taken == ((), (), tuple(parse_cards("JH")), ())
    assert put_away == ((), (), tuple(parse_cards("9S")), ())


def test_a_loner_s_partner_passes_a_card_and_nothing_moves_when_trump_is_called() -> None:
    # Everyone passes the J♥; Luis calls spades alone and Hank passes him the J♠.
    passes = ("pass",) * 4
    state = _after(Rules(partners_best=True), *passes, "call S alone", "give JS", "discard QD")
    taken, put_away = exchanges(state)
    assert taken == ((), (), (), tuple(parse_cards("JS")))
    assert put_away == ((), tuple(parse_cards("JS")), (), tuple(parse_cards("QD")))
    assert exchanges(_after(Rules(), *passes, "call S")) == ((), ())
