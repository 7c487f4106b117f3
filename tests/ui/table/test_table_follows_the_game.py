"""The table cannot drift from the game: random hands under every rule preset, told event by event
through the real controller and scene, with the scene checked against the engine after every action.
Under a renege rule a play is now and then any card held, so reneges are found and shown too."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from euchre_desktop.engine import (
    PRESETS,
    Action,
    ActionKind,
    Deal,
    DefendAlone,
    FarmersHand,
    HandState,
    Phase,
    Renege,
    Rules,
)
from euchre_desktop.model.table_events import RenegeFound
from euchre_desktop.model.telling import tell, tell_deal
from euchre_desktop.ui.table.card_mark import PickupMark, RenegeMark
from euchre_desktop.ui.table.controller import TableController
from euchre_desktop.ui.table.scene import TableScene
from tests.ui.table.drift import begin_match, show_all

HANDS_PER_RULES = 22
"""Random hands for each rule set: about 240 hands in all."""

RULE_SETS = {**PRESETS,
             "defend alone": Rules(defend_alone=DefendAlone.ALWAYS),
             "farmer's exchange": Rules(farmers_hand=FarmersHand.EXCHANGE),
             "partner's best": Rules(partners_best=True, defend_alone=DefendAlone.AGAINST_LONER),
             "benny": Rules(benny=True),
             "alone after trump": Rules(loner_after_trump=True, partners_best=True)}

_UPCARD_SHOWING = frozenset({Phase.FARMER, Phase.FARMER_RETURN, Phase.BID_ROUND_1, Phase.BENNY_CALL})




def _check(scene: TableScene, state: HandState, where: str) -> None:
    """The scene's piles and bubbles show exactly what the player may know of ``state``."""
    piles, rules = scene.piles, state.rules
    held = [state.hand(seat) for seat in range(rules.players)]
    yours = piles.hand(0).cards
    assert None not in yours, f"your hand shows every face, {where}"
    assert sorted(c for c in yours if c is not None) == sorted(held[0]), f"your hand, {where}"
    for seat in range(1, rules.players):
        hand = piles.hand(seat)
        assert len(hand.cards) == len(held[seat]), f"seat {seat} holds {len(held[seat])} cards, {where}"
        assert not any(item.face_up for item in hand.items), f"seat {seat}'s cards stay face down, {where}"
    assert piles.trick.cards == tuple(state.trick), f"the trick, {where}"
    for side in range(rules.sides):
        won = tuple(tuple(card for _seat, card in trick.plays) for trick in state.tricks
                    if rules.side_of(trick.winner) == side)
        assert piles.won_by(side).cards == won, f"side {side}'s tricks, {where}"
    played = sum(len(trick.plays) for trick in state.tricks) + len(state.trick)
    discarded = [len(piles.discarded_by(seat).cards) for seat in range(rules.players)]
    kitty = rules.deck_size - sum(len(cards) for cards in held) - played - sum(discarded)
    assert len(piles.kitty.cards) == kitty, f"the kitty holds {kitty} cards, {where}"
    farmers = {seat for seat, action in state.history if action.kind is ActionKind.FARMER}
    for seat in range(rules.players):
        buried = sum(1 for by, _card in state.buried if by == seat)
        # The dealer's discards join the kitty; a farmer's first three go back into it.
        aside = 0 if seat == state.dealer else max(0, buried - 3) if seat in farmers else buried
        assert discarded[seat] == aside, f"seat {seat}'s discards beside the plate, {where}"
    showing = state.trump is None and state.phase in _UPCARD_SHOWING
    top = piles.kitty.items[0] if piles.kitty.items else None
    assert (top is not None and top.face_up and top.card == state.upcard) == showing, f"the upcard, {where}"
    if state.phase in (Phase.DEFEND, Phase.PLAY, Phase.DONE):  # partner's best: the partner gives first
        out = {seat for seat in range(rules.players) if piles.hand(seat).sitting_out}
        assert out == set(state.sitting_out), f"who sits out, {where}"
        assert out == {seat for seat in range(rules.players) if scene.plate(seat).sitting_out}, where
    spoken = {seat for seat, _action in state.history}
    speaking = {seat for seat, text in enumerate(scene.bubble_texts()) if text is not None}
    assert speaking <= spoken, f"a bubble by a seat that has not spoken ({speaking - spoken}), {where}"
    if state.phase in (Phase.PLAY, Phase.DONE) and state.trump is not None:
        said = [text for text in scene.bubble_texts() if text is not None]
        assert all(text.startswith("Renege: ") for text in said), \
            f"no bid stays on the table once the play begins, only a renege found ({said}), {where}"
    marked = [item for item in scene.items() if isinstance(item, RenegeMark)]
    assert len(marked) <= 1 and (not marked or state.trick), f"a renege mark only on the trick, {where}"
    picked = [mark.card.card for mark in scene.items() if isinstance(mark, PickupMark)]
    yours = state.phase is Phase.DEALER_DISCARD and state.dealer == 0
    assert picked == ([state.upcard] if yours else []), f"the upcard marked till you discard, {where}"


@pytest.mark.parametrize("name", list(RULE_SETS))
def test_every_event_of_random_hands_leaves_the_table_as_the_game(
        qtbot: QtBot, table: tuple[TableScene, TableController], name: str) -> None:
    scene, controller = table
    rules = RULE_SETS[name]
    rng = begin_match(controller, name, rules, ("You", "Hank", "Gloria", "Luis")[: rules.players])
    found = 0
    for hand_index in range(HANDS_PER_RULES):
        deal = Deal.random(rules, rng.randrange(rules.players), rng)
        state = HandState(rules, deal, scores_before=(0,) * rules.sides)
        show_all(controller, (tell_deal(state, hand_index=hand_index, viewer=0),))
        _check(scene, state, f"hand {hand_index} as dealt")
        while state.result is None:
            before = state.copy()
            action = rng.choice(state.legal_actions())
            if state.phase is Phase.PLAY and rules.renege is not Renege.PREVENTED and rng.random() < 0.15:
                action = Action.play(rng.choice(state.hand(state.to_act)))  # a renege, perhaps
            state.apply(action)
            told = tell(before, action, state, viewer=0)
            found += any(isinstance(event, RenegeFound) for event in told)
            show_all(controller, told)
            _check(scene, state, f"hand {hand_index} after seat {before.to_act}'s {action}")
    assert (found > 0) == (rules.renege is not Renege.PREVENTED), "reneges are found where they may happen"
