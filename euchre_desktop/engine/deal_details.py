"""The plain-text "deal details" of a hand a player can copy: its deal code, rules, the hands as dealt, the
bidding, every trick and the result, in a player's words (the records' JSON is in ``records``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from .actions import Action, ActionKind, Phase
from .cards import BENNY, Card, card_name
from .codes import encode_deal
from .hand import HandState
from .rules import OPTION_WORDS, PRESET_NAMES, PRESETS, Rules, option_text
from .scoring import HandOutcome, HandResult

__all__ = ["account_text", "deal_details_text", "deal_heading", "rule_differences", "rules_text",
           "trick_lines"]


def rule_differences(rules: Rules) -> list[str]:
    """The options of ``rules`` that differ from the standard game, in the settings' words
    ("Match to: 5 points", "Defend alone: Against any maker")."""
    standard = PRESETS["standard"]
    return [f"{words.label}: {option_text(name, getattr(rules, name))}"
            for name, words in OPTION_WORDS.items() if getattr(rules, name) != getattr(standard, name)]


def rules_text(rules: Rules) -> str:
    """The rules as a player names them: a preset's name, or how they differ from the standard game."""
    preset = rules.preset_name()
    if preset is not None:
        return PRESET_NAMES[preset]
    return "Standard, except " + "; ".join(rule_differences(rules))


_COMPASS: Final = {4: ("South", "West", "North", "East"), 3: ("South", "West", "East")}
"""Default seat names: seat 0 at the bottom of the screen, the others clockwise."""


def _sorted_for_reading(cards: Sequence[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (-1, 0) if c == BENNY else (c.suit, -c.rank))


def _name(card: Card, rules: Rules) -> str:
    return card_name(card, two_of_spades=rules.benny_is_two_of_spades)


def _cards_text(cards: Sequence[Card], rules: Rules) -> str:
    return " ".join(_name(card, rules) for card in cards)


_DECLARATIONS: Final = {ActionKind.DEFEND_ALONE: "defend alone", ActionKind.GO_ALONE: "go alone",
                        ActionKind.FARMER: "show a farmer's hand"}
"""The account's words for the actions that name no card or suit."""


def _action_phrase(phase: Phase, action: Action, state: HandState) -> str:
    """What an action meant, given the phase it was taken in (worded to follow any seat name)."""
    kind = action.kind
    alone = " alone" if action.alone else ""
    if kind is ActionKind.PASS:
        return {Phase.FARMER: "no farmer's hand", Phase.DEFEND: "no lone defence",
                Phase.GO_ALONE: "not alone"}.get(phase, "pass")
    if kind is ActionKind.ORDER_UP:
        verb = "pick up" if state.to_act == state.dealer else "order up"
        return f"{verb} {_name(state.upcard, state.rules)}{alone}"
    if kind is ActionKind.CALL and action.suit is not None:
        named = "name" if phase is Phase.BENNY_CALL else "call"
        return f"{named} {action.suit.name.lower()} {action.suit.symbol}{alone}"
    if kind is ActionKind.DISCARD or kind is ActionKind.GIVE:
        assert action.card is not None, "a discard or a gift names its card"
        card = _name(action.card, state.rules)
        if kind is ActionKind.GIVE:
            return f"give {card} to the lone partner"
        if phase is Phase.FARMER_RETURN:
            return f"return {card} to the kitty"
        return f"discard {card}"
    return _DECLARATIONS.get(kind, str(action))


def _result_text(state: HandState, result: HandResult, names: Sequence[str],
                 side_names: Sequence[str]) -> str:
    rules = state.rules
    maker = "" if result.maker is None else names[result.maker]
    alone = " alone" if result.maker_alone else ""
    taken = 0
    if result.maker is not None:
        maker_side = rules.side_of(result.maker)
        taken = sum(t for seat, t in enumerate(result.tricks) if rules.side_of(seat) == maker_side)
    outcome = result.outcome
    if outcome is HandOutcome.MADE:
        text = f"made by {maker}{alone}, {taken} tricks to the makers"
    elif outcome is HandOutcome.MARCH:
        text = f"a march by {maker}{alone}: all five tricks"
    elif outcome is HandOutcome.EUCHRED:
        text = f"euchred: {maker} made trump{alone} and the makers took {taken}"
        if result.defender_alone is not None:
            text += f" against {names[result.defender_alone]} defending alone"
    elif outcome is HandOutcome.THROWN_IN:
        text = "thrown in: nobody named trump, and the deal passes"
    elif outcome is HandOutcome.FARMER_REDEAL:
        text = "a farmer's hand was shown, and the same dealer deals again"
    else:
        text = "a renege stopped the hand"
    if result.reneger is not None:
        text += f"; renege by {names[result.reneger]}"
    gains = [f"{side_names[side]} {points:+d}" for side, points in enumerate(result.points) if points]
    after = [f"{side_names[side]} {before + points}"
             for side, (before, points) in enumerate(zip(state.scores_before, result.points, strict=True))]
    return (text + ". Points: " + (", ".join(gains) if gains else "none")
            + ". Score after the hand: " + ", ".join(after))


def trick_lines(tricks: Sequence[Any], trick: Sequence[tuple[int, Card]], leader: int, names: Sequence[str],
                card_name: Callable[[Card], str] = str) -> list[str]:
    """The "Tricks:" part of a hand's text, for either game: each trick with its leader, cards and winner,
    then the trick in play (nothing before the first card).  ``tricks`` have ``leader``, ``plays`` and
    ``winner``; ``card_name`` names a card (the Benny's face depends on the rules)."""
    if not tricks and not trick:
        return []
    lines = ["", "Tricks:"]
    for number, done in enumerate(tricks, 1):
        plays = ", ".join(f"{names[seat]} {card_name(card)}" for seat, card in done.plays)
        lines.append(f"  {number}. led by {names[done.leader]}: {plays}; won by {names[done.winner]}")
    if trick:
        plays = ", ".join(f"{names[seat]} {card_name(card)}" for seat, card in trick)
        lines.append(f"  {len(tricks) + 1}. led by {names[leader]}: {plays} (in play)")
    return lines


def deal_heading(first_lines: Sequence[str], side_names: Sequence[str], scores_before: Sequence[int],
                 names: Sequence[str], hands: Sequence[str]) -> list[str]:
    """The opening lines of a hand's plain-text account (either game's): ``first_lines`` (code, rules,
    dealer), the score before the hand, then each seat's name and ``hands`` text in a column."""
    width = max(len(name) for name in names)
    scores = zip(side_names, scores_before, strict=True)
    return [*first_lines, "Score before the hand: " + ", ".join(f"{side} {score}" for side, score in scores),
            "", "Hands as dealt:",
            *(f"  {name:<{width}}  {hand}" for name, hand in zip(names, hands, strict=True))]


def account_text(lines: list[str], result: str | None) -> str:
    """A hand's plain-text account from its ``lines`` and the ``result`` in words (None: still playing)."""
    return "\n".join([*lines, "", "Result: " + (result or "the hand is still being played")]) + "\n"


def deal_details_text(state: HandState, *, seat_names: Sequence[str] | None = None) -> str:
    """A plain-text account of a hand for sharing: its deal code, rules, the hands as dealt, the bidding,
    every trick (leader, cards, winner) and the result.  Seats are named South, West, North, East
    (clockwise from seat 0) unless ``seat_names`` are given."""
    rules, deal = state.rules, state.deal
    names = tuple(seat_names) if seat_names is not None else _COMPASS[rules.players]
    side_names = names if rules.cutthroat else (f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}")
    lines = deal_heading((f"Euchre Desktop deal {encode_deal(deal, rules)}", f"Rules: {rules_text(rules)}",
                          f"Dealer: {names[deal.dealer]}, dealt {deal.packets}"),
                         side_names, state.scores_before, names,
                         [_cards_text(_sorted_for_reading(hand), rules) for hand in deal.hands])
    lines.append(f"  Kitty: {_name(deal.upcard, rules)} turned up, then {_cards_text(deal.kitty[1:], rules)} "
                 "face down")
    lines += ["", "Bidding:"]
    replay = HandState(rules, deal, scores_before=state.scores_before)
    previous_phase = replay.phase
    for seat, action in state.history:
        phase = replay.phase
        if phase is Phase.PLAY:
            break
        if phase is Phase.BID_ROUND_2 and previous_phase is not Phase.BID_ROUND_2:
            lines.append(f"  (the {_name(deal.upcard, rules)} is turned down; second round)")
        previous_phase = phase
        lines.append(f"  {names[seat]}: {_action_phrase(phase, action, replay)}")
        replay.apply_unchecked(action)
    if state.trump is not None and state.maker is not None:
        made = f"Trump: {state.trump.name.lower()} {state.trump.symbol}, made by {names[state.maker]}"
        if state.maker_alone:
            made += " alone"
        if state.defender_alone is not None:
            made += f"; lone defence by {names[state.defender_alone]}"
        if state.sitting_out:
            made += "; sitting out: " + ", ".join(names[seat] for seat in sorted(state.sitting_out))
        lines.append(made)
    lines += trick_lines(state.tricks, state.trick, state.leader, names, lambda card: _name(card, rules))
    result = None if state.result is None else _result_text(state, state.result, names, side_names)
    return account_text(lines, result)
