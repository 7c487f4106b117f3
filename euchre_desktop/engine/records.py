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

from .actions import Action, ActionKind, IllegalActionError, Phase, WordedError
from .cards import DECK_24, Card, Rank, Suit
from .deal import Deal
from .deal_details import deal_details_text, rule_differences, rules_text, trick_lines
from .hand import HandState
from .match import DealerDraw, Match
from .phrase import Part, Phrase, phrase
from .rules import FirstDealer, Rules, RulesError
from .scoring import HandResult
from .translatable import N_

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


class RecordError(WordedError):
    """A hand or match record that cannot be read: bad JSON, wrong shape, or actions that do not replay.

    ``words`` say what is wrong for the player (put in their language where shown); ``str()`` is the English
    message, for logs: the words as written, or ``message`` when it tells more than a player needs (the
    engine's own reason a deal or an action was refused)."""


def _wrong(text: str, **parts: Part) -> RecordError:
    """The error whose words are ``text`` (marked with ``N_``) filled with ``parts``."""
    return RecordError(phrase(text, **parts))


# ------------------------------------------------------------------------------------ shape checking

_KINDS: Final = {str: N_("a string"), int: N_("a number"), float: N_("a number"), list: N_("a list"),
                 dict: N_("an object")}


def _kind(value: Any) -> Part:
    """How a JSON value is described in messages (JSON's own ``null``, ``true`` and ``false`` as written)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    kind = _KINDS.get(type(value))
    return type(value).__name__ if kind is None else phrase(kind)


def _shown(value: Any) -> Part:
    """A short, safe rendering of a value from a record (bounded in length and depth)."""
    try:
        return reprlib.repr(value)
    except ValueError:  # an integer too long to print
        return phrase(N_("a very large number"))


def _object(value: Any, path: str, keys: Sequence[str]) -> dict[str, Any]:
    """``value`` as an object with exactly ``keys``."""
    if not isinstance(value, dict):
        raise _wrong(N_("{place}: expected an object, not {kind}"), place=path, kind=_kind(value))
    for key in value:
        if key not in keys:
            raise _wrong(N_("{place}: unknown key {key}"), place=path, key=_shown(key))
    for key in keys:
        if key not in value:
            raise _wrong(N_("{place}: missing key {key}"), place=path, key=repr(key))
    return value


_INT_LIMIT: Final = 2**63
"""Numbers in records (seats, scores, seeds) stay within 64-bit range."""


def _int(value: Any, path: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _wrong(N_("{place}: expected a whole number, not {kind}"), place=path, kind=_kind(value))
    if not -_INT_LIMIT <= value < _INT_LIMIT:
        raise _wrong(N_("{place}: the number is out of range"), place=path)
    return value


def _list(value: Any, path: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        raise _wrong(N_("{place}: expected a list, not {kind}"), place=path, kind=_kind(value))
    if length is not None and len(value) != length:
        raise _wrong(N_("{place}: expected {expected} entries, not {found}"), place=path, expected=length,
                     found=len(value))
    return value


def _card(value: Any, path: str) -> Card:
    if not isinstance(value, str):
        raise _wrong(N_("{place}: expected a card such as 'JH', not {kind}"), place=path, kind=_kind(value))
    try:
        return Card.parse(value)
    except ValueError:
        raise _wrong(N_("{place}: {found} is not a card (write cards as 'JH', 'TS', '9C', 'BN')"),
                     place=path, found=repr(value[:20])) from None


def _cards(value: Any, path: str) -> tuple[Card, ...]:
    return tuple(_card(card, f"{path}[{i}]") for i, card in enumerate(_list(value, path)))


def _envelope(obj: Any, expected_format: str, keys: Sequence[str], what: Phrase | None = None,
              *, newest: int = VERSION) -> dict[str, Any]:
    """Check the format name and version before anything else, so a newer file says so.  ``what`` names
    the record in messages ("hand record"; default: a hand or a match, by the format); ``newest``: the
    newest version of that format this game reads."""
    if what is None:
        what = phrase(N_("hand record") if expected_format == HAND_FORMAT else N_("match record"))
    wanted = repr(expected_format)
    if not isinstance(obj, dict):
        raise _wrong(N_("a {record} is a JSON object, not {kind}"), record=what, kind=_kind(obj))
    if "format" not in obj:
        raise _wrong(N_("not a {record}: it has no 'format' (expected {format})"), record=what, format=wanted)
    if obj["format"] != expected_format:
        shown = repr(obj["format"][:40]) if isinstance(obj["format"], str) else _kind(obj["format"])
        raise _wrong(N_("not a {record}: format is {found}, expected {format}"), record=what, found=shown,
                     format=wanted)
    version = _int(obj.get("version"), "version")
    if version > newest:
        raise _wrong(N_("this {record} is version {version}, newer than this game reads (version {newest}): "
                        "update Euchre Desktop"), record=what, version=version, newest=newest)
    if version < 1:
        raise _wrong(N_("{place}: {version} is not a record version"), place="version", version=version)
    return _object(obj, "record", keys)


def rules_problem(place: str, error: Exception) -> RecordError:
    """The error for rules a record holds that cannot be read or played together; ``error``, the rules'
    own reason, stays in the English message."""
    return RecordError(phrase(N_("{place}: these rules cannot be read, or cannot be played together"),
                              place=place), f"{place}: {error}")


def deal_problem(place: str, error: Exception) -> RecordError:
    """The error for a recorded deal its rules cannot play; ``error``, the deal's own reason, stays in the
    English message."""
    return RecordError(phrase(N_("{place}: these cards are not a deal these rules can play (a card missing "
                                 "or dealt twice, or the wrong number of seats or cards)"), place=place),
                       f"{place}: {error}")


def _rules(value: Any) -> Rules:
    try:
        return Rules.from_dict(value)
    except RulesError as error:
        raise rules_problem("rules", error) from None


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
        raise _wrong(N_("{place}: expected '3-2' or '2-3', not {found}"), place=f"{path}.packets",
                     found=_shown(packets))
    hands = tuple(_cards(hand, f"{path}.hands[{seat}]")
                  for seat, hand in enumerate(_list(data["hands"], f"{path}.hands")))
    kitty = _cards(data["kitty"], f"{path}.kitty")
    deal = Deal(dealer, hands, kitty, packets)
    try:
        deal.validate(rules)
    except ValueError as error:
        raise deal_problem(path, error) from None
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
            raise unfinished_with_a_result(path)
        if replayed is not None:
            raise _wrong(N_("{place}: null, but the actions finish the hand ({outcome}, points {points})"),
                         place=path, outcome=result.outcome.value if result else "",
                         points=str(replayed["points"]))
        return
    data = _object(stored, path, _RESULT_KEYS)
    for key in _RESULT_KEYS:
        if not _same_json(data[key], replayed[key]):
            raise replayed_otherwise(f"{path}.{key}", data[key], replayed[key])


def unfinished_with_a_result(place: str) -> RecordError:
    """The error for a result recorded for a hand its actions do not finish."""
    return _wrong(N_("{place}: the record has a result, but its actions do not finish the hand"), place=place)


def replayed_otherwise(place: str, stored: Any, replayed: Any) -> RecordError:
    """The error for a part of a recorded result that replaying the actions does not give."""
    return _wrong(N_("{place}: the record says {stored}, but replaying the actions gives {replayed}"),
                  place=place, stored=_shown(stored), replayed=_shown(replayed))


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
            shown = phrase(N_("a long string")) if isinstance(text, str) else _kind(text)
            raise _wrong(N_("{place}: expected an action such as {example}, not {kind}"),
                         place=f"{where}.action", example=repr(example), kind=shown)
        try:
            action = parse(text)
        except ValueError as error:
            raise RecordError(phrase(N_("{place}: {action} is not an action"), place=f"{where}.action",
                                     action=repr(text)), f"{where}.action: {error}") from None
        if hides_a_card(action):
            raise _wrong(N_("{place}: a record shows every card, but {action} hides one"),
                         place=f"{where}.action", action=repr(text[:20]))
        to_act = turn()
        if to_act is None:
            raise _wrong(N_("{place}: the hand is already over after {count} actions"), place=where,
                         count=index)
        if seat != to_act:
            raise _wrong(N_("{place}: the record has seat {seat} acting, but seat {to_act} is to act"),
                         place=f"{where}.seat", seat=seat, to_act=to_act)
        try:
            apply(action)
        except IllegalActionError as error:
            words = phrase(N_("{place}: the rules do not allow {action} by seat {seat} at this point"),
                           place=where, action=repr(text), seat=seat)
            raise RecordError(words,
                              f"{where}: {text!r} by seat {seat} is illegal: {error} (rule: {error.rule})") \
                from None


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
        raise _wrong(N_("{place}: the draw gives the first deal to seat {seat}, but the first hand is dealt "
                        "by seat {dealer}"), place="draw.dealer", seat=dealer, dealer=first_dealer)
    cards: list[tuple[int, Card]] = []
    for index, entry in enumerate(_list(data["cards"], "draw.cards")):
        where = f"draw.cards[{index}]"
        pair = _list(entry, where, 2)
        seat, card = _int(pair[0], f"{where}[0]"), _card(pair[1], f"{where}[1]")
        if seat != index % rules.players:
            raise _wrong(N_("{place}: the draw deals round the table from seat 0, so this card goes to seat "
                            "{expected}, not {seat}"), place=where, expected=index % rules.players, seat=seat)
        if card not in DECK_24 or any(card == earlier for _s, earlier in cards):
            raise _wrong(N_("{place}: {card} cannot be drawn here (not in the deck, or drawn twice)"),
                         place=where, card=str(card))
        if card in _BLACK_JACKS and index != len(data["cards"]) - 1:
            raise _wrong(N_("{place}: the draw stops at the first black jack, but more cards follow {card}"),
                         place=where, card=str(card))
        cards.append((seat, card))
    if cards:
        if rules.first_dealer is not FirstDealer.FIRST_BLACK_JACK:
            raise _wrong(N_("{place}: a face-up draw, but these rules choose the first dealer at random"),
                         place="draw.cards")
        last_seat, last_card = cards[-1]
        if last_card not in _BLACK_JACKS:
            raise _wrong(N_("{place}: the draw must end with a black jack"), place="draw.cards")
        if last_seat != dealer:
            raise _wrong(N_("{place}: the black jack fell to seat {seat}, not the dealer {dealer}"),
                         place="draw.cards", seat=last_seat, dealer=dealer)
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
        raise _wrong(N_("{place}: a match record holds at least the hand being played"), place="hands")
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
            raise _wrong(N_("{place}: the match was already over after {count} hands"), place=path,
                         count=number)
        if match.hand.result is None:
            raise _wrong(N_("{place}: the hand before it was never finished"), place=path)
        if deal.dealer != match.next_dealer():
            raise _wrong(N_("{place}: seat {seat} deals, but it is seat {dealer}'s deal"),
                         place=f"{path}.deal.dealer", seat=deal.dealer, dealer=match.next_dealer())
        match.deal_next(deal)
        _play_hand(match, hand_data, path)
    scores = _scores(data["scores"], "scores", rules)
    if scores != match.scores:
        raise _wrong(N_("{place}: the record says {stored}, but its hands add up to {scores}"),
                     place="scores", stored=str(scores), scores=str(match.scores))
    return match


# ------------------------------------------------------------------------------------------ JSON text

def _reject_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _wrong(N_("the key {key} appears twice in one object"), key=_shown(key))
        result[key] = value
    return result


def _reject_constant(name: str) -> Any:
    raise _wrong(N_("{name} is not a number a record can hold"), name=name)


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
        words = phrase(N_("not valid JSON: a mistake at line {line}, column {column}"), line=error.lineno,
                       column=error.colno)
        raise RecordError(words, f"not valid JSON: {error.msg} at line {error.lineno} column {error.colno}") \
            from None
    except (ValueError, TypeError) as error:
        raise RecordError(phrase(N_("not valid JSON")), f"not valid JSON: {error}") from None
    except RecursionError:
        raise _wrong(N_("not valid JSON: nested too deeply")) from None
