"""Bid Euchre hand records as JSON, and the plain-text account of a hand a player can copy.

A record holds the rules, the deal, the score before the hand, every action with the seat that took it, and
the result::

    {"format": "euchre-desktop/bid-hand", "version": 1, "rules": {"form": "single_4", ...},
     "deal": {"dealer": 3, "hands": [["JH", ...], ...], "kitty": []},
     "scores_before": [6, 7],
     "actions": [{"seat": 0, "action": "bid 4 H"}, {"seat": 1, "action": "pass"}, ...],
     "result": {"outcome": "made", "points": [5, 1], "tricks": [5, 1], "bidder": 0, "bid": "4 H"} or null}

Reading one replays every action through the engine's checked ``apply``, so a record that loads could have
been played; the stored seats and result must agree with the replay.  Anything else raises the Euchre
records' ``RecordError`` naming the place (``actions[4]``, ``deal.hands[2][1]``) and the problem.  The JSON
text itself goes through the Euchre records' ``dumps`` and ``loads`` (duplicate keys and NaN refused).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from ..cards import BENNY, Card
from ..deal_details import account_text, deal_heading, trick_lines
from ..records import (
    RecordError,
    _cards,
    _envelope,
    _int,
    _list,
    _object,
    _same_json,
    _shown,
    replay_recorded,
)
from .actions import BidAction, BidActionKind, BidPhase
from .codes import encode_bid_deal
from .deal import BidDeal
from .hand import BidHandState
from .rules import BidRules, BidRulesError
from .scoring import BidOutcome, BidResult

__all__ = ["BID_HAND_FORMAT", "bid_deal_details_text", "bid_hand_from_record", "bid_hand_to_record"]

BID_HAND_FORMAT: Final = "euchre-desktop/bid-hand"
VERSION: Final = 1
"""The record version this module writes and the newest it reads."""

_KEYS: Final = ("format", "version", "rules", "deal", "scores_before", "actions", "result")
_RESULT_KEYS: Final = ("outcome", "points", "tricks", "bidder", "bid")


def bid_hand_to_record(state: BidHandState) -> dict[str, Any]:
    """The full record of a Bid Euchre hand, finished or in progress, as JSON-ready data."""
    deal = state.deal
    return {"format": BID_HAND_FORMAT, "version": VERSION, "rules": state.rules.to_dict(),
            "deal": {"dealer": deal.dealer, "hands": [[card.code for card in hand] for hand in deal.hands],
                     "kitty": [card.code for card in deal.kitty]},
            "scores_before": list(state.scores_before),
            "actions": [{"seat": seat, "action": action.to_text()} for seat, action in state.history],
            "result": _result_to_record(state.result)}


def bid_hand_from_record(obj: Any) -> BidHandState:
    """Rebuild a hand by replaying its record; ``RecordError`` naming the first problem."""
    data = _envelope(obj, BID_HAND_FORMAT, _KEYS, what="Bid Euchre hand", newest=VERSION)
    try:
        rules = BidRules.from_dict(data["rules"])
    except BidRulesError as error:
        raise RecordError(f"rules: {error}") from None
    deal = _deal(data["deal"], rules)
    scores = [_int(score, f"scores_before[{i}]") for i, score in enumerate(_list(data["scores_before"],
                                                                                 "scores_before", 2))]
    state = BidHandState(rules, deal, scores_before=(scores[0], scores[1]))
    _replay(data["actions"], state)
    _check_result(data["result"], state.result)
    return state


def _deal(value: Any, rules: BidRules) -> BidDeal:
    data = _object(value, "deal", ("dealer", "hands", "kitty"))
    hands = tuple(_cards(hand, f"deal.hands[{seat}]")
                  for seat, hand in enumerate(_list(data["hands"], "deal.hands")))
    deal = BidDeal(_int(data["dealer"], "deal.dealer"), tuple(tuple(sorted(hand)) for hand in hands),
                   _cards(data["kitty"], "deal.kitty"))
    try:
        deal.validate(rules)
    except ValueError as error:
        raise RecordError(f"deal: {error}") from None
    return deal


def _replay(value: Any, state: BidHandState) -> None:
    """Apply each recorded action with the checked path, after checking the seat that took it."""
    replay_recorded(value, "actions", BidAction.from_text, example="bid 4 H", apply=state.apply,
                    turn=lambda: None if state.phase is BidPhase.DONE else state.to_act,
                    hides_a_card=lambda action: action.kind in (BidActionKind.GIVE, BidActionKind.DISCARD)
                    and action.card is None)


def _result_to_record(result: BidResult | None) -> dict[str, Any] | None:
    if result is None:
        return None
    return {"outcome": result.outcome.value, "points": list(result.points), "tricks": list(result.tricks),
            "bidder": result.bidder, "bid": None if result.bid is None else result.bid.to_text()}


def _check_result(stored: Any, result: BidResult | None) -> None:
    """The stored result must be exactly what replaying the actions gives."""
    replayed = _result_to_record(result)
    if stored is None or replayed is None:
        if stored is not None:
            raise RecordError("result: the record has a result, but its actions do not finish the hand")
        if replayed is not None:
            raise RecordError(f"result: null, but the actions finish the hand (points {replayed['points']})")
        return
    data = _object(stored, "result", _RESULT_KEYS)
    for key in _RESULT_KEYS:
        if not _same_json(data[key], replayed[key]):
            raise RecordError(f"result.{key}: the record says {_shown(data[key])}, "
                              f"but replaying the actions gives {_shown(replayed[key])}")


# ------------------------------------------------------------------------------------- the account

_SEAT_NAMES: Final = {4: ("South", "West", "North", "East"),
                      6: ("South", "South-west", "North-west", "North", "North-east", "South-east")}
"""Default seat names: seat 0 at the bottom of the screen, the others clockwise."""


def _cards_text(cards: Sequence[Card]) -> str:
    """Cards for reading: the Benny first, then by suit, high to low."""
    return " ".join(str(card) for card in sorted(cards, key=lambda c: (-1, 0) if c == BENNY
                                                 else (int(c.suit), -int(c.rank))))


def _result_text(state: BidHandState, result: BidResult, names: Sequence[str],
                 side_names: Sequence[str]) -> str:
    rules = state.rules
    if result.outcome is BidOutcome.THROWN_IN or result.bidder is None or result.bid is None:
        text = "thrown in: nobody bid, and the deal passes"
    else:
        side = rules.side_of(result.bidder)
        taken = result.tricks[side]
        bidder = names[result.bidder]
        text = {BidOutcome.MADE: f"{bidder} bid {result.bid} and the bidders took {taken}: made",
                BidOutcome.SET: f"{bidder} bid {result.bid} but the bidders took {taken}: set",
                BidOutcome.MOON_MADE: f"{bidder} shot the moon and took every trick",
                BidOutcome.MOON_FAILED: f"{bidder} shot the moon and took {taken}: the moon failed",
                }[result.outcome]
    gains = [f"{side_names[side]} {points:+d}" for side, points in enumerate(result.points) if points]
    after = [f"{side_names[side]} {before + points}"
             for side, (before, points) in enumerate(zip(state.scores_before, result.points, strict=True))]
    return (text + ". Points: " + (", ".join(gains) if gains else "none")
            + ". Score after the hand: " + ", ".join(after))


def _option_text(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return "none" if value is None else str(value).replace("_", " ")


def bid_deal_details_text(state: BidHandState, *, seat_names: Sequence[str] | None = None) -> str:
    """A plain-text account of a Bid Euchre hand for sharing: its deal code, the options that differ from
    the defaults, the hands as dealt, the bidding, partner's best, every trick and the result."""
    rules, deal = state.rules, state.deal
    names = tuple(seat_names) if seat_names is not None else _SEAT_NAMES[rules.seats]
    sides = [names[side::2] for side in (0, 1)]
    side_names = tuple(", ".join(side[:-1]) + " & " + side[-1] for side in sides)  # "You, Gloria & Mabel"
    defaults = BidRules(form=rules.form).to_dict()
    changed = [f"{key.replace('_', ' ')}: {_option_text(value)}" for key, value in rules.to_dict().items()
               if value != defaults[key]]
    lines = deal_heading((f"Euchre Desktop Bid Euchre deal {encode_bid_deal(deal, rules)}",
                          f"Rules: {rules.form.value.replace('_', ' ')}"
                          + (", " + "; ".join(changed) if changed else ", the usual options"),
                          f"Dealer: {names[deal.dealer]}"),
                         side_names, state.scores_before, names, [_cards_text(hand) for hand in deal.hands])
    if deal.kitty:
        lines.append(f"  Face down: {_cards_text(deal.kitty)}")
    lines += ["", "Bidding:"]
    for seat, action in state.history:
        if action.kind is BidActionKind.PLAY:
            break
        if action.kind is BidActionKind.GIVE:
            lines.append(f"  {names[seat]}: gives {action.card} to the shooter")
        elif action.kind is BidActionKind.DISCARD:
            lines.append(f"  {names[seat]}: discards {action.card}")
        elif action.bid is not None:
            lines.append(f"  {names[seat]}: {'' if action.bid.moon else 'bid '}{action.bid}")
        else:
            lines.append(f"  {names[seat]}: pass")
    if state.contract is not None and state.bidder is not None:
        contract = f"Contract: {state.contract}, by {names[state.bidder]}"
        if state.sitting_out:
            contract += "; sitting out: " + ", ".join(names[seat] for seat in sorted(state.sitting_out))
        lines.append(contract)
    lines += trick_lines(state.tricks, state.trick, state.leader, names)
    result = None if state.result is None else _result_text(state, state.result, names, side_names)
    return account_text(lines, result)
