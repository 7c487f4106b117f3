"""Hand and match records as JSON.  The plain-text "deal details" a player can copy are written by
``deal_details`` and stay importable from here.

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
from .cards import DECK_24, Card, Rank, Suit
from .deal import Deal
from .deal_details import deal_details_text, rule_differences, rules_text, trick_lines
from .hand import HandState
from .match import DealerDraw, Match
from .rules import FirstDealer, Rules, RulesError
from .scoring import HandResult

__all__ = [
    "HAND_FORMAT",
    "MATCH_FORMAT",
    "RecordError",
    "deal_details_text",
    "deal_from_record",
    "deal_to_record",
    "dumps",
    "hand_from_record",
    "hand_to_record",
    "loads",
    "match_from_record",
    "match_to_record",
    "rule_differences",
    "rules_text",
    "trick_lines",
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
