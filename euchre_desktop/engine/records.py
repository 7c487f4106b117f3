"""Hand and match records as JSON, and the plain-text "deal details" a player can copy.

A hand record holds the rules, the deal, the score before the hand, every action with the seat that took
it, and the result::

    {"format": "euchre-desktop/hand", "version": 2, "rules": {...},
     "deal": {"dealer": 3, "packets": "3-2", "hands": [["JH", ...], ...], "kitty": ["TS", ...]},
     "scores_before": [6, 7],
     "actions": [{"seat": 0, "action": "pass"}, {"seat": 1, "action": "call H alone"}, ...],
     "result": {"outcome": "made", "points": [0, 1], ...} or null while the hand is in progress}

A match record holds the rules, the seed, the first-dealer draw, each hand's deal, actions and result, and
the score.  Reading either replays every action through the engine's checked ``apply``, so a record that
loads is a record that could have been played; the stored seats, results and scores must agree with the
replay.  Anything else raises ``RecordError`` naming the place (``actions[4]``, ``deal.hands[2][1]``) and
the problem.  Records are plain JSON: nothing is evaluated or unpickled.
"""

from __future__ import annotations

import json
import reprlib
from collections.abc import Callable, Sequence
from typing import Any, Final, TypeVar

from .actions import Action, ActionKind, EngineError, IllegalActionError, Phase
from .cards import BENNY, DECK_24, Card, Rank, Suit, card_name
from .codes import encode_deal
from .deal import Deal
from .hand import HandState
from .match import DealerDraw, Match
from .rules import OPTION_WORDS, PRESET_NAMES, PRESETS, FirstDealer, Rules, RulesError, option_text
from .scoring import HandOutcome, HandResult

__all__ = [
    "HAND_FORMAT", "MATCH_FORMAT", "RecordError", "account_text", "deal_details_text", "deal_from_record",
    "deal_heading", "deal_to_record", "dumps", "hand_from_record", "hand_to_record", "loads",
    "match_from_record", "match_to_record", "rule_differences", "rules_text", "trick_lines"
]

ActionT = TypeVar("ActionT")

HAND_FORMAT: Final = "euchre-desktop/hand"
MATCH_FORMAT: Final = "euchre-desktop/match"
VERSION: Final = 2
"""The record version this module writes and the newest it reads.  Version 2 added going alone after trump
is made (the rule ``loner_after_trump`` and the action ``alone``); a version 1 record reads with it off."""


class RecordError(EngineError):
    """A hand or match record that cannot be read: bad JSON, wrong shape, or actions that do not replay."""


# ------------------------------------------------------------------------------------ shape checking

def _kind(value: Any) -> str:
    """How a JSON value is described in messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    names = {str: "a string", int: "a number", float: "a number", list: "a list", dict: "an object"}
    return names.get(type(value), type(value).__name__)


def _shown(value: Any) -> str:
    """A short, safe rendering of a value from a record (bounded in length and depth)."""
    try:
        return reprlib.repr(value)
    except ValueError:  # an integer too long to print
        return "a very large number"


def _object(value: Any, path: str, keys: Sequence[str]) -> dict[str, Any]:
    """``value`` as an object with exactly ``keys``."""
    if not isinstance(value, dict):
        raise RecordError(f"{path}: expected an object, not {_kind(value)}")
    for key in value:
        if key not in keys:
            raise RecordError(f"{path}: unknown key {_shown(key)}")
    for key in keys:
        if key not in value:
            raise RecordError(f"{path}: missing key {key!r}")
    return value


_INT_LIMIT: Final = 2**63
"""Numbers in records (seats, scores, seeds) stay within 64-bit range."""


def _int(value: Any, path: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(f"{path}: expected a whole number, not {_kind(value)}")
    if not -_INT_LIMIT <= value < _INT_LIMIT:
        raise RecordError(f"{path}: the number is out of range")
    return value


def _list(value: Any, path: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(f"{path}: expected a list, not {_kind(value)}")
    if length is not None and len(value) != length:
        raise RecordError(f"{path}: expected {length} entries, not {len(value)}")
    return value


def _card(value: Any, path: str) -> Card:
    if not isinstance(value, str):
        raise RecordError(f"{path}: expected a card such as 'JH', not {_kind(value)}")
    try:
        return Card.parse(value)
    except ValueError:
        raise RecordError(f"{path}: {value[:20]!r} is not a card (write cards as 'JH', 'TS', '9C', 'BN')") \
            from None


def _cards(value: Any, path: str) -> tuple[Card, ...]:
    return tuple(_card(card, f"{path}[{i}]") for i, card in enumerate(_list(value, path)))


def _envelope(obj: Any, expected_format: str, keys: Sequence[str], what: str | None = None,
              *, newest: int = VERSION) -> dict[str, Any]:
    """Check the format name and version before anything else, so a newer file says so.  ``what`` names
    the record in messages (default: a hand or a match, by the format); ``newest``: the newest version of
    that format this game reads."""
    if what is None:
        what = "hand" if expected_format == HAND_FORMAT else "match"
    if not isinstance(obj, dict):
        raise RecordError(f"a {what} record is a JSON object, not {_kind(obj)}")
    if "format" not in obj:
        raise RecordError(f"not a {what} record: it has no 'format' (expected {expected_format!r})")
    if obj["format"] != expected_format:
        shown = repr(obj["format"][:40]) if isinstance(obj["format"], str) else _kind(obj["format"])
        raise RecordError(f"not a {what} record: format is {shown}, expected {expected_format!r}")
    version = _int(obj.get("version"), "version")
    if version > newest:
        raise RecordError(f"this {what} record is version {version}, newer than this game reads "
                          f"(version {newest}): update Euchre Desktop")
    if version < 1:
        raise RecordError(f"version: {version} is not a record version")
    return _object(obj, "record", keys)


def _rules(value: Any) -> Rules:
    try:
        return Rules.from_dict(value)
    except RulesError as error:
        raise RecordError(f"rules: {error}") from None


# ---------------------------------------------------------------------------------------------- deals

def deal_to_record(deal: Deal) -> dict[str, Any]:
    """A deal as JSON-ready data: dealer, packets, each seat's cards and the kitty (upcard first)."""
    return {"dealer": deal.dealer, "packets": deal.packets,
            "hands": [[card.code for card in hand] for hand in deal.hands],
            "kitty": [card.code for card in deal.kitty]}


def deal_from_record(value: Any, rules: Rules, path: str = "deal") -> Deal:
    """Read ``deal_to_record``'s output and check it against the rules; RecordError otherwise."""
    data = _object(value, path, ("dealer", "packets", "hands", "kitty"))
    dealer = _int(data["dealer"], f"{path}.dealer")
    packets = data["packets"]
    if packets not in ("3-2", "2-3"):
        raise RecordError(f"{path}.packets: expected '3-2' or '2-3', not {_shown(packets)}")
    hands = tuple(_cards(hand, f"{path}.hands[{seat}]")
                  for seat, hand in enumerate(_list(data["hands"], f"{path}.hands")))
    kitty = _cards(data["kitty"], f"{path}.kitty")
    deal = Deal(dealer, hands, kitty, packets)
    try:
        deal.validate(rules)
    except ValueError as error:
        raise RecordError(f"{path}: {error}") from None
    return deal


# -------------------------------------------------------------------------------------------- results

_RESULT_KEYS: Final = ("outcome", "points", "maker", "trump", "maker_alone", "defender_alone", "tricks",
                       "reneger")


def _result_to_record(result: HandResult | None) -> dict[str, Any] | None:
    if result is None:
        return None
    return {"outcome": result.outcome.value, "points": list(result.points), "maker": result.maker,
            "trump": None if result.trump is None else result.trump.letter, "maker_alone": result.maker_alone,
            "defender_alone": result.defender_alone, "tricks": list(result.tricks), "reneger": result.reneger}


def _check_result(stored: Any, result: HandResult | None, path: str) -> None:
    """The stored result must be exactly what replaying the actions gives."""
    replayed = _result_to_record(result)
    if stored is None or replayed is None:
        if stored is not None:
            raise RecordError(f"{path}: the record has a result, but its actions do not finish the hand")
        if replayed is not None:
            raise RecordError(f"{path}: null, but the actions finish the hand "
                              f"({result.outcome.value if result else ''}, points {replayed['points']})")
        return
    data = _object(stored, path, _RESULT_KEYS)
    for key in _RESULT_KEYS:
        if not _same_json(data[key], replayed[key]):
            raise RecordError(f"{path}.{key}: the record says {_shown(data[key])}, "
                              f"but replaying the actions gives {_shown(replayed[key])}")


def _same_json(stored: Any, expected: Any) -> bool:
    """Equal as JSON: same types all the way down, so ``true`` is not ``1`` and ``2.0`` is not ``2``."""
    if type(stored) is not type(expected):
        return False
    if isinstance(expected, list):
        return len(stored) == len(expected) and all(map(_same_json, stored, expected))
    return bool(stored == expected)


# -------------------------------------------------------------------------------------------- actions

def _actions_to_record(history: Sequence[tuple[int, Action]]) -> list[dict[str, Any]]:
    return [{"seat": seat, "action": action.to_text()} for seat, action in history]


def replay_recorded(value: Any, path: str, parse: Callable[[str], ActionT], *, example: str,
                    hides_a_card: Callable[[ActionT], bool], turn: Callable[[], int | None],
                    apply: Callable[[ActionT], object]) -> None:
    """Apply each recorded action of ``value`` (a list at ``path``) with the checked path, for either game.

    Each entry names its seat and its action as text (``parse`` reads it; ``example`` shows one in the
    message when it is not text); an action that hides a card is refused (a record shows every card); the
    seat must be the one to act (``turn``: None once the hand is over).  Every problem is a ``RecordError``
    naming the place."""
    for index, entry in enumerate(_list(value, path)):
        where = f"{path}[{index}]"
        data = _object(entry, where, ("seat", "action"))
        seat = _int(data["seat"], f"{where}.seat")
        text = data["action"]
        if not isinstance(text, str) or len(text) > 40:
            shown = "a long string" if isinstance(text, str) else _kind(text)
            raise RecordError(f"{where}.action: expected an action such as {example!r}, not {shown}")
        try:
            action = parse(text)
        except ValueError as error:
            raise RecordError(f"{where}.action: {error}") from None
        if hides_a_card(action):
            raise RecordError(f"{where}.action: a record shows every card, but {text[:20]!r} hides one")
        to_act = turn()
        if to_act is None:
            raise RecordError(f"{where}: the hand is already over after {index} actions")
        if seat != to_act:
            raise RecordError(f"{where}.seat: the record has seat {seat} acting, but seat {to_act} is to act")
        try:
            apply(action)
        except IllegalActionError as error:
            raise RecordError(f"{where}: {text!r} by seat {seat} is illegal: {error} "
                              f"(rule: {error.rule})") from None


def _replay(value: Any, path: str, current: Callable[[], HandState],
            apply: Callable[[Action], object]) -> None:
    """Apply each recorded Euchre action with the checked path (``replay_recorded``)."""
    def turn() -> int | None:
        state = current()
        return None if state.phase is Phase.DONE else state.to_act

    replay_recorded(value, path, Action.from_text, example="call H alone", turn=turn, apply=apply,
                    hides_a_card=lambda action: action.kind in (ActionKind.DISCARD, ActionKind.GIVE)
                    and action.card is None)


# ---------------------------------------------------------------------------------------- hand records

_HAND_KEYS: Final = ("format", "version", "rules", "deal", "scores_before", "actions", "result")


def hand_to_record(state: HandState) -> dict[str, Any]:
    """The full record of a hand, finished or in progress, as JSON-ready data."""
    return {"format": HAND_FORMAT, "version": VERSION, "rules": state.rules.to_dict(),
            "deal": deal_to_record(state.deal), "scores_before": list(state.scores_before),
            "actions": _actions_to_record(state.history), "result": _result_to_record(state.result)}


def _scores(value: Any, path: str, rules: Rules) -> list[int]:
    return [_int(score, f"{path}[{i}]") for i, score in enumerate(_list(value, path, rules.sides))]


def hand_from_record(obj: Any) -> HandState:
    """Rebuild a hand by replaying its record; RecordError naming the first problem."""
    data = _envelope(obj, HAND_FORMAT, _HAND_KEYS)
    rules = _rules(data["rules"])
    deal = deal_from_record(data["deal"], rules)
    state = HandState(rules, deal, scores_before=_scores(data["scores_before"], "scores_before", rules))
    _replay(data["actions"], "actions", lambda: state, state.apply)
    _check_result(data["result"], state.result, "result")
    return state


# --------------------------------------------------------------------------------------- match records

_MATCH_KEYS: Final = ("format", "version", "rules", "seed", "draw", "hands", "scores")
_MATCH_HAND_KEYS: Final = ("deal", "actions", "result")
_BLACK_JACKS: Final = (Card.of(Rank.JACK, Suit.CLUBS), Card.of(Rank.JACK, Suit.SPADES))


def match_to_record(match: Match) -> dict[str, Any]:
    """The record of a match so far: every hand dealt (the current one too) with its actions and result."""
    hands = list(match.completed)
    if not hands or hands[-1] is not match.hand:
        hands.append(match.hand)
    return {"format": MATCH_FORMAT, "version": VERSION, "rules": match.rules.to_dict(), "seed": match.seed,
            "draw": {"dealer": match.draw.dealer,
                     "cards": [[seat, card.code] for seat, card in match.draw.cards]},
            "hands": [{"deal": deal_to_record(hand.deal), "actions": _actions_to_record(hand.history),
                       "result": _result_to_record(hand.result)} for hand in hands],
            "scores": list(match.scores)}


def _draw(value: Any, rules: Rules, first_dealer: int) -> DealerDraw:
    data = _object(value, "draw", ("dealer", "cards"))
    dealer = _int(data["dealer"], "draw.dealer")
    if dealer != first_dealer:
        raise RecordError(f"draw.dealer: the draw gives the first deal to seat {dealer}, "
                          f"but the first hand is dealt by seat {first_dealer}")
    cards: list[tuple[int, Card]] = []
    for index, entry in enumerate(_list(data["cards"], "draw.cards")):
        where = f"draw.cards[{index}]"
        pair = _list(entry, where, 2)
        seat, card = _int(pair[0], f"{where}[0]"), _card(pair[1], f"{where}[1]")
        if seat != index % rules.players:
            raise RecordError(f"{where}: the draw deals round the table from seat 0, so this card goes "
                              f"to seat {index % rules.players}, not {seat}")
        if card not in DECK_24 or any(card == earlier for _s, earlier in cards):
            raise RecordError(f"{where}: {card} cannot be drawn here (not in the deck, or drawn twice)")
        if card in _BLACK_JACKS and index != len(data["cards"]) - 1:
            raise RecordError(f"{where}: the draw stops at the first black jack, "
                              f"but more cards follow {card}")
        cards.append((seat, card))
    if cards:
        if rules.first_dealer is not FirstDealer.FIRST_BLACK_JACK:
            raise RecordError("draw.cards: a face-up draw, but these rules choose the first dealer at random")
        last_seat, last_card = cards[-1]
        if last_card not in _BLACK_JACKS:
            raise RecordError("draw.cards: the draw must end with a black jack")
        if last_seat != dealer:
            raise RecordError(f"draw.cards: the black jack fell to seat {last_seat}, not the dealer {dealer}")
    return DealerDraw(dealer, tuple(cards))


def _play_hand(match: Match, hand_data: dict[str, Any], path: str) -> None:
    """Replay one recorded hand in the match's current hand and check its result."""
    _replay(hand_data["actions"], f"{path}.actions", lambda: match.hand, match.apply)
    _check_result(hand_data["result"], match.hand.result, f"{path}.result")


def match_from_record(obj: Any) -> Match:
    """Rebuild a match by replaying every hand of its record from the recorded deals; RecordError otherwise.

    The deals come from the record, not from the seed, so the rebuilt match does not depend on how the
    seed's random numbers are drawn; the seed is kept so the hands still to come are dealt as before.
    """
    data = _envelope(obj, MATCH_FORMAT, _MATCH_KEYS)
    rules = _rules(data["rules"])
    seed = _int(data["seed"], "seed")
    hands = _list(data["hands"], "hands")
    if not hands:
        raise RecordError("hands: a match record holds at least the hand being played")
    first = _object(hands[0], "hands[0]", _MATCH_HAND_KEYS)
    first_deal = deal_from_record(first["deal"], rules, "hands[0].deal")
    draw = _draw(data["draw"], rules, first_deal.dealer)
    match = Match(rules, seed, first_deal=first_deal)
    match.draw = draw
    _play_hand(match, first, "hands[0]")
    for number, entry in enumerate(hands[1:], 1):
        path = f"hands[{number}]"
        hand_data = _object(entry, path, _MATCH_HAND_KEYS)
        deal = deal_from_record(hand_data["deal"], rules, f"{path}.deal")
        if match.is_over:
            raise RecordError(f"{path}: the match was already over after {number} hands")
        if match.hand.result is None:
            raise RecordError(f"{path}: the hand before it was never finished")
        if deal.dealer != match.next_dealer():
            raise RecordError(f"{path}.deal.dealer: seat {deal.dealer} deals, but it is seat "
                              f"{match.next_dealer()}'s deal")
        match.deal_next(deal)
        _play_hand(match, hand_data, path)
    scores = _scores(data["scores"], "scores", rules)
    if scores != match.scores:
        raise RecordError(f"scores: the record says {scores}, but its hands add up to {match.scores}")
    return match


# ------------------------------------------------------------------------------------------ JSON text

def _reject_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise RecordError(f"the key {_shown(key)} appears twice in one object")
        result[key] = value
    return result


def _reject_constant(name: str) -> Any:
    raise RecordError(f"{name} is not a number a record can hold")


def dumps(record: dict[str, Any]) -> str:
    """A record as JSON text (indented, ASCII only, so it survives any editor or mail program)."""
    return json.dumps(record, indent=1, allow_nan=False)


def loads(text: str | bytes) -> Any:
    """Parse JSON text for ``hand_from_record`` or ``match_from_record``; RecordError if it is not JSON.

    Duplicate keys and NaN/Infinity are refused rather than silently read.
    """
    try:
        return json.loads(text, object_pairs_hook=_reject_duplicates, parse_constant=_reject_constant)
    except RecordError:
        raise
    except json.JSONDecodeError as error:
        raise RecordError(f"not valid JSON: {error.msg} at line {error.lineno} "
                          f"column {error.colno}") from None
    except (ValueError, TypeError) as error:
        raise RecordError(f"not valid JSON: {error}") from None
    except RecursionError:
        raise RecordError("not valid JSON: nested too deeply") from None


# ------------------------------------------------------------------------------------- deal details

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
