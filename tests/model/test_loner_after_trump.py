"""Going alone after trump is made, as the model tells it to the table and the status line asks the player."""

from __future__ import annotations

from euchre_desktop.engine import Action, Card, Deal, HandState, Phase, PlayerView, Rules, parse_cards
from euchre_desktop.model import HumanTurn
from euchre_desktop.model.table_events import BidMade, PlayStarted, SatOut, TrumpNamed
from euchre_desktop.model.telling import tell
from euchre_desktop.ui.status import turn_text

LATE = Rules(loner_after_trump=True)
NAMES = ("You", "Hank", "Gloria", "Luis")
# Seed 002's deal: Luis (seat 3) deals and turns up the 10♠.
WORKED = ("JH KH TH AC 9S", "AH QH KS TC AD", "JD 9H AS KC QD", "QS JC 9C TD KD")


def after_trump(*actions: str) -> HandState:
    deal = Deal(3, tuple(parse_cards(hand) for hand in WORKED), parse_cards("TS JS QC 9D"))
    state = HandState(LATE, deal)
    for text in actions:
        state.apply(Action.from_text(text))
    return state


def told(state: HandState, text: str) -> tuple[object, ...]:
    before = state.copy()
    action = Action.from_text(text)
    state.apply(action)
    return tell(before, action, state, viewer=0)


def test_a_maker_going_alone_names_trump_again_alone_and_the_partner_sits_out() -> None:
    # Hank orders up his partner Luis, who picks up and discards; you pass, Hank goes alone.
    state = after_trump("pass", "order", "discard 9C")
    assert state.phase is Phase.GO_ALONE and state.maker == 1
    assert told(state, "pass") == (BidMade(0, Action.pass_(), by_dealer=False),)
    assert told(state, "alone") == (BidMade(1, Action.go_alone(), by_dealer=False, by_maker=True),
                                    TrumpNamed(state.trump, 1, True), SatOut(3))


def test_a_defender_going_alone_is_a_bid_and_a_partner_sitting_out() -> None:
    state = after_trump("pass", "pass", "order", "discard 9C")
    assert told(state, "alone") == (BidMade(1, Action.go_alone(), by_dealer=False), SatOut(3))
    events = told(state, "pass")  # Gloria, the maker, keeps her partner
    assert events == (BidMade(2, Action.pass_(), by_dealer=False, by_maker=True), PlayStarted(state.leader))


def asked(state: HandState) -> str:
    """What the status line asks the player (seat 0) at ``state``."""
    view = PlayerView.of(state, 0)
    return turn_text(HumanTurn(view.phase, view.legal_actions, view.hand, view), view, NAMES)


def test_the_prompt_asks_the_maker_and_a_defender_in_their_own_words() -> None:
    maker = after_trump("order", "discard 9C")  # you order up Luis's 10♠ and, on his left, are asked first
    assert maker.to_act == 0 and maker.maker == 0
    assert asked(maker) == "Your turn: trump is made, go alone (1) or play with your partner (0)"
    defender = after_trump("pass", "order", "discard 9C")
    assert defender.to_act == 0 and defender.maker == 1
    assert asked(defender) == "Your turn: go alone against Hank (1), or pass (0)"
    assert Card.parse("TS") in defender.hand(3)
