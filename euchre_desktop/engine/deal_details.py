"""The plain-text "deal details" of a hand a player can copy: its deal code, rules, the hands as dealt, the
bidding, every trick and the result, in a player's words (the records' JSON is in ``records``).

Every word is a marked template (``N_``) said through the ``words`` a caller gives: English as written by
default, the player's language where the model shows it; the facts (names, cards, numbers and the deal code,
which stays exactly as ``codes`` writes it) fill the placeholders afterwards."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from .actions import Action, ActionKind, Phase
from .cards import BENNY, Card, Suit, card_name
from .codes import encode_deal
from .hand import HandState
from .rules import OPTION_WORDS, PRESET_NAMES, PRESETS, Rules, option_text
from .scoring import HandOutcome, HandResult
from .translatable import N_, Words, as_written

__all__ = ["account_text", "deal_details_text", "deal_heading", "points_text", "rule_differences",
           "rules_text", "sitting_out_text", "trick_lines", "who_did"]


def rule_differences(rules: Rules, words: Words = as_written) -> list[str]:
    """The options of ``rules`` that differ from the standard game, in the settings' words
    ("Match to: 5 points", "Defend alone: Against any maker")."""
    standard = PRESETS["standard"]
    said = words(N_("{option}: {value}"))
    return [said.format(option=words(option.label), value=words(option_text(name, getattr(rules, name))))
            for name, option in OPTION_WORDS.items() if getattr(rules, name) != getattr(standard, name)]


def rules_text(rules: Rules, words: Words = as_written) -> str:
    """The rules as a player names them: a preset's name, or how they differ from the standard game."""
    preset = rules.preset_name()
    if preset is not None:
        return words(PRESET_NAMES[preset])
    return words(N_("Standard, except {differences}")).format(
        differences="; ".join(rule_differences(rules, words)))


_COMPASS: Final = {4: (N_("South"), N_("West"), N_("North"), N_("East")),
                   3: (N_("South"), N_("West"), N_("East"))}
"""Default seat names: seat 0 at the bottom of the screen, the others clockwise."""


def _sorted_for_reading(cards: Sequence[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (-1, 0) if c == BENNY else (c.suit, -c.rank))


def _name(card: Card, rules: Rules) -> str:
    return card_name(card, two_of_spades=rules.benny_is_two_of_spades)


def _cards_text(cards: Sequence[Card], rules: Rules) -> str:
    return " ".join(_name(card, rules) for card in cards)


def _suit_text(suit: Suit, words: Words) -> str:
    """A suit in words and its mark: "hearts ♥"."""
    return words(N_("{suit} {symbol}")).format(suit=words(suit.words), symbol=suit.symbol)


_DECLARATIONS: Final = {ActionKind.DEFEND_ALONE: N_("defend alone"), ActionKind.GO_ALONE: N_("go alone"),
                        ActionKind.FARMER: N_("show a farmer's hand")}
"""The account's words for the actions that name no card or suit."""

_PASSES: Final = {Phase.FARMER: N_("no farmer's hand"), Phase.DEFEND: N_("no lone defence"),
                  Phase.GO_ALONE: N_("not alone")}
"""What a pass meant in the phases where it declines something other than trump."""


def _action_phrase(phase: Phase, action: Action, state: HandState, words: Words) -> str:
    """What an action meant, given the phase it was taken in (worded to follow any seat name)."""
    kind = action.kind
    if kind is ActionKind.PASS:
        return words(_PASSES.get(phase, N_("pass")))
    if kind is ActionKind.ORDER_UP:
        if state.to_act == state.dealer:
            said = N_("pick up {card} alone") if action.alone else N_("pick up {card}")
        else:
            said = N_("order up {card} alone") if action.alone else N_("order up {card}")
        return words(said).format(card=_name(state.upcard, state.rules))
    if kind is ActionKind.CALL and action.suit is not None:
        if phase is Phase.BENNY_CALL:
            said = N_("name {suit} alone") if action.alone else N_("name {suit}")
        else:
            said = N_("call {suit} alone") if action.alone else N_("call {suit}")
        return words(said).format(suit=_suit_text(action.suit, words))
    if kind is ActionKind.DISCARD or kind is ActionKind.GIVE:
        assert action.card is not None, "a discard or a gift names its card"
        if kind is ActionKind.GIVE:
            said = N_("give {card} to the lone partner")
        elif phase is Phase.FARMER_RETURN:
            said = N_("return {card} to the kitty")
        else:
            said = N_("discard {card}")
        return words(said).format(card=_name(action.card, state.rules))
    return words(_DECLARATIONS[kind])


def _outcome_text(result: HandResult, names: Sequence[str], taken: int, words: Words) -> str:
    """How the hand ended, in words: "a march by You: all five tricks"."""
    maker = "" if result.maker is None else names[result.maker]
    alone = result.maker_alone
    outcome = result.outcome
    if outcome is HandOutcome.MADE:
        said = (N_("made by {maker} alone, {taken} tricks to the makers") if alone
                else N_("made by {maker}, {taken} tricks to the makers"))
    elif outcome is HandOutcome.MARCH:
        said = (N_("a march by {maker} alone: all five tricks") if alone
                else N_("a march by {maker}: all five tricks"))
    elif outcome is HandOutcome.EUCHRED and result.defender_alone is not None:
        said = (N_("euchred: {maker} made trump alone and the makers took {taken} against {defender} "
                   "defending alone") if alone
                else N_("euchred: {maker} made trump and the makers took {taken} against {defender} "
                        "defending alone"))
    elif outcome is HandOutcome.EUCHRED:
        said = (N_("euchred: {maker} made trump alone and the makers took {taken}") if alone
                else N_("euchred: {maker} made trump and the makers took {taken}"))
    elif outcome is HandOutcome.THROWN_IN:
        said = N_("thrown in: nobody named trump, and the deal passes")
    elif outcome is HandOutcome.FARMER_REDEAL:
        said = N_("a farmer's hand was shown, and the same dealer deals again")
    else:
        said = N_("a renege stopped the hand")
    defender = "" if result.defender_alone is None else names[result.defender_alone]
    return words(said).format(maker=maker, taken=taken, defender=defender)


def _result_text(state: HandState, result: HandResult, names: Sequence[str],
                 side_names: Sequence[str], words: Words) -> str:
    rules = state.rules
    taken = 0
    if result.maker is not None:
        maker_side = rules.side_of(result.maker)
        taken = sum(t for seat, t in enumerate(result.tricks) if rules.side_of(seat) == maker_side)
    text = _outcome_text(result, names, taken, words)
    if result.reneger is not None:
        text = words(N_("{result}; renege by {player}")).format(result=text, player=names[result.reneger])
    return points_text(text, side_names, state.scores_before, result.points, words)


def points_text(outcome: str, side_names: Sequence[str], scores_before: Sequence[int], points: Sequence[int],
                words: Words = as_written) -> str:
    """The result line's words after ``outcome``, for either game: the points each side gained or lost this
    hand and the score after it."""
    gains = [f"{side_names[side]} {gained:+d}" for side, gained in enumerate(points) if gained]
    after = [f"{side_names[side]} {before + gained}"
             for side, (before, gained) in enumerate(zip(scores_before, points, strict=True))]
    return words(N_("{result}. Points: {points}. Score after the hand: {scores}")).format(
        result=outcome, points=", ".join(gains) if gains else words(N_("none")), scores=", ".join(after))


def trick_lines(tricks: Sequence[Any], trick: Sequence[tuple[int, Card]], leader: int, names: Sequence[str],
                card_name: Callable[[Card], str] = str, words: Words = as_written) -> list[str]:
    """The "Tricks:" part of a hand's text, for either game: each trick with its leader, cards and winner,
    then the trick in play (nothing before the first card).  ``tricks`` have ``leader``, ``plays`` and
    ``winner``; ``card_name`` names a card (the Benny's face depends on the rules)."""
    if not tricks and not trick:
        return []
    lines = ["", words(N_("Tricks:"))]
    done_line = words(N_("{number}. led by {leader}: {plays}; won by {winner}"))
    for number, done in enumerate(tricks, 1):
        plays = ", ".join(f"{names[seat]} {card_name(card)}" for seat, card in done.plays)
        lines.append("  " + done_line.format(number=number, leader=names[done.leader], plays=plays,
                                             winner=names[done.winner]))
    if trick:
        plays = ", ".join(f"{names[seat]} {card_name(card)}" for seat, card in trick)
        lines.append("  " + words(N_("{number}. led by {leader}: {plays} (in play)")).format(
            number=len(tricks) + 1, leader=names[leader], plays=plays))
    return lines


def deal_heading(first_lines: Sequence[str], side_names: Sequence[str], scores_before: Sequence[int],
                 names: Sequence[str], hands: Sequence[str], words: Words = as_written) -> list[str]:
    """The opening lines of a hand's plain-text account (either game's): ``first_lines`` (code, rules,
    dealer), the score before the hand, then each seat's name and ``hands`` text in a column."""
    width = max(len(name) for name in names)
    scores = ", ".join(f"{side} {score}" for side, score in zip(side_names, scores_before, strict=True))
    return [*first_lines, words(N_("Score before the hand: {scores}")).format(scores=scores),
            "", words(N_("Hands as dealt:")),
            *(f"  {name:<{width}}  {hand}" for name, hand in zip(names, hands, strict=True))]


def account_text(lines: list[str], result: str | None, words: Words = as_written) -> str:
    """A hand's plain-text account from its ``lines`` and the ``result`` in words (None: still playing)."""
    said = result if result is not None else words(N_("the hand is still being played"))
    return "\n".join([*lines, "", words(N_("Result: {result}")).format(result=said)]) + "\n"


def _names_of_seats(names: Sequence[str] | None, default: Sequence[str], words: Words) -> tuple[str, ...]:
    """The seats' names for a hand's text: ``names`` as given, else ``default``'s marked words."""
    return tuple(names) if names is not None else tuple(words(name) for name in default)


def deal_details_text(state: HandState, *, seat_names: Sequence[str] | None = None,
                      words: Words = as_written) -> str:
    """A plain-text account of a hand for sharing: its deal code, rules, the hands as dealt, the bidding,
    every trick (leader, cards, winner) and the result.  Seats are named South, West, North, East
    (clockwise from seat 0) unless ``seat_names`` are given; ``words`` says its words (English as written by
    default), and the deal code is written as ``encode_deal`` writes it whatever the language."""
    rules, deal = state.rules, state.deal
    names = _names_of_seats(seat_names, _COMPASS[rules.players], words)
    pair = words(N_("{first} & {second}"))
    side_names = names if rules.cutthroat else (pair.format(first=names[0], second=names[2]),
                                                pair.format(first=names[1], second=names[3]))
    first_lines = (words(N_("Euchre Desktop deal {code}")).format(code=encode_deal(deal, rules)),
                   words(N_("Rules: {rules}")).format(rules=rules_text(rules, words)),
                   words(N_("Dealer: {dealer}, dealt {packets}")).format(dealer=names[deal.dealer],
                                                                          packets=deal.packets))
    lines = deal_heading(first_lines, side_names, state.scores_before, names,
                         [_cards_text(_sorted_for_reading(hand), rules) for hand in deal.hands], words)
    lines.append("  " + words(N_("Kitty: {upcard} turned up, then {cards} face down")).format(
        upcard=_name(deal.upcard, rules), cards=_cards_text(deal.kitty[1:], rules)))
    lines += ["", words(N_("Bidding:"))]
    replay = HandState(rules, deal, scores_before=state.scores_before)
    previous_phase = replay.phase
    for seat, action in state.history:
        phase = replay.phase
        if phase is Phase.PLAY:
            break
        if phase is Phase.BID_ROUND_2 and previous_phase is not Phase.BID_ROUND_2:
            lines.append("  " + words(N_("(the {card} is turned down; second round)")).format(
                card=_name(deal.upcard, rules)))
        previous_phase = phase
        lines.append("  " + who_did(names[seat], _action_phrase(phase, action, replay, words), words))
        replay.apply_unchecked(action)
    if state.trump is not None and state.maker is not None:
        lines.append(_trump_line(state, names, words))
    lines += trick_lines(state.tricks, state.trick, state.leader, names, lambda card: _name(card, rules),
                         words)
    result = None if state.result is None else _result_text(state, state.result, names, side_names, words)
    return account_text(lines, result, words)


def _trump_line(state: HandState, names: Sequence[str], words: Words) -> str:
    """Trump, who made it (alone or not), a lone defence and who sits out."""
    assert state.trump is not None and state.maker is not None
    said = (N_("Trump: {suit}, made by {maker} alone") if state.maker_alone
            else N_("Trump: {suit}, made by {maker}"))
    made = words(said).format(suit=_suit_text(state.trump, words), maker=names[state.maker])
    if state.defender_alone is not None:
        made = words(N_("{line}; lone defence by {player}")).format(line=made,
                                                                     player=names[state.defender_alone])
    if state.sitting_out:
        out = ", ".join(names[seat] for seat in sorted(state.sitting_out))
        made = sitting_out_text(made, out, words)
    return made


def who_did(player: str, action: str, words: Words = as_written) -> str:
    """A line of the bidding, for either game: "Hank: pass"."""
    return words(N_("{player}: {action}")).format(player=player, action=action)


def sitting_out_text(line: str, players: str, words: Words = as_written) -> str:
    """``line`` followed by who sits out this hand, for either game."""
    return words(N_("{line}; sitting out: {players}")).format(line=line, players=players)
