"""The Bid Euchre table cannot drift from the game: random hands of each form (four seats with one pack or
two, six seats), told event by event through the real controller and scene, with the scene checked against
the engine after every action."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from euchre_desktop.engine.bid import BidDeal, BidHandState, BidPhase, BidRules, Form, NoTrump
from euchre_desktop.model.bid_telling import replayed, tell_bid, tell_bid_deal
from euchre_desktop.persistence.seats import SeatSetup
from euchre_desktop.ui.table.controller import TableController
from euchre_desktop.ui.table.scene import TableScene
from tests.ui.table.drift import begin_match, show_all

HANDS = 6
FORMS = {"single pack": BidRules(), "single pack, partner's best": BidRules(partners_best=2),
         "single pack, the Benny": BidRules(benny=True, no_trump=NoTrump.OFF),
         "double pack": BidRules(form=Form.DOUBLE_4, partners_best=1),
         "six seats": BidRules(form=Form.DOUBLE_6, partners_best=1)}




def check(scene: TableScene, controller: TableController, state: BidHandState, where: str) -> None:
    """The piles, bubbles and contract show exactly what the player may know of ``state``."""
    piles = scene.piles
    assert sorted(piles.hand(0).cards) == sorted(state.hand(0)), f"your hand, {where}"  # type: ignore[type-var]
    for seat in range(1, state.rules.seats):
        hand = piles.hand(seat)
        assert len(hand.cards) == len(state.hand(seat)), f"seat {seat}'s cards, {where}"
        assert not any(item.face_up for item in hand.items), f"seat {seat}'s cards stay face down, {where}"
    assert piles.trick.cards == tuple(state.trick), f"the trick, {where}"
    for side in (0, 1):
        won = tuple(tuple(card for _seat, card in trick.plays) for trick in state.tricks
                    if trick.winner % 2 == side)
        assert piles.won_by(side).cards == won, f"side {side}'s tricks, {where}"
    dealer = state.deal.dealer
    for seat in range(state.rules.seats):
        buried = sum(1 for by, _card in state.buried if by == seat)
        if seat == dealer:
            assert len(piles.kitty.cards) == len(state.deal.kitty) + buried, f"the dealer's kitty, {where}"
        else:
            assert len(piles.discarded_by(seat).cards) == buried, f"seat {seat}'s discards aside, {where}"
    aside = [*piles.kitty.items, *(item for discards in piles.discards for item in discards.items)]
    assert not any(item.face_up for item in aside), f"nothing aside shows its face, {where}"
    if state.phase in (BidPhase.PLAY, BidPhase.DONE):
        out = {seat for seat in range(state.rules.seats) if piles.hand(seat).sitting_out}
        assert out == set(state.sitting_out), f"who sits out, {where}"
        assert not any(scene.bubble_texts()), f"the bids are off the table in the play, {where}"
    badge = controller.contract_badge
    settled = state.contract is not None and state.phase is not BidPhase.BIDDING
    assert bool(badge.title) == settled, f"the contract shows once it stands, {where}"
    if settled and state.phase is BidPhase.PLAY:
        ours = badge.lines[0]
        assert ours.startswith(f"Us: {state.tricks_won[0]} "), f"our tricks ({ours}), {where}"


@pytest.mark.parametrize("name", list(FORMS))
def test_every_event_of_random_bid_hands_leaves_the_table_as_the_game(
        qtbot: QtBot, table: tuple[TableScene, TableController], name: str) -> None:
    scene, controller = table
    rules = FORMS[name]
    rng = begin_match(controller, name, rules, SeatSetup().for_players(rules.seats).names)
    moons = 0
    for hand_index in range(HANDS):
        state = BidHandState(rules, BidDeal.random(rules, rng.randrange(rules.seats), rng))
        show_all(controller, (tell_bid_deal(state, hand_index=hand_index, viewer=0),))
        check(scene, controller, state, f"hand {hand_index} as dealt")
        while state.result is None:
            legal = state.legal_actions()
            wanted = [a for a in legal if a.bid is not None and a.bid.moon] if hand_index % 2 else []
            action = rng.choice(wanted or legal)
            before = replayed(state)
            state.apply(action)
            moons += bool(wanted)
            show_all(controller, tell_bid(before, action, state, viewer=0))
            check(scene, controller, state, f"hand {hand_index} after seat {before.to_act}'s {action}")
    assert moons > 0


def test_the_tricks_are_said_against_what_each_side_needs() -> None:
    from euchre_desktop.ui.bid_words import tricks_words

    assert tricks_words(2, 4, bidders=True) == "2 of 4 to make"
    assert tricks_words(1, 3, bidders=False) == "1 of 3 to set"
    assert tricks_words(4, 4, bidders=True) == "4 tricks: made"
    assert tricks_words(3, 3, bidders=False) == "3 tricks: set"
    assert tricks_words(2, 4, bidders=False, decided=True) == "2 tricks", "the bidders made it already"
    assert tricks_words(1, 5, bidders=True, decided=True) == "1 trick"
