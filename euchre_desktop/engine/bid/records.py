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

import enum
from collections.abc import Sequence
from typing import Any, Final

from ..cards import BENNY, Card
from ..deal_details import account_text, deal_heading, points_text, sitting_out_text, trick_lines, who_did
from ..phrase import phrase
from ..records import (
    _cards,
    _envelope,
    _int,
    _list,
    _object,
    _same_json,
    _wrong,
    deal_problem,
    replay_recorded,
    replayed_otherwise,
    rules_problem,
    unfinished_with_a_result,
)
from ..translatable import N_, Words, as_written
from .actions import Bid, BidAction, BidActionKind, BidPhase, Strain
from .codes import encode_bid_deal
from .deal import BidDeal
from .hand import BidHandState
from .rules import BidRules, BidRulesError
from .scoring import BidOutcome, BidResult
from .words import BID_OPTION_WORDS, BID_PRESET_NAMES, bid_preset_name

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
    data = _envelope(obj, BID_HAND_FORMAT, _KEYS, what=phrase(N_("Bid Euchre hand record")), newest=VERSION)
    try:
        rules = BidRules.from_dict(data["rules"])
    except BidRulesError as error:
        raise rules_problem("rules", error) from None
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
        raise deal_problem("deal", error) from None
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
            raise unfinished_with_a_result("result")
        if replayed is not None:
            raise _wrong(N_("{place}: null, but the actions finish the hand (points {points})"),
                         place="result", points=str(replayed["points"]))
        return
    data = _object(stored, "result", _RESULT_KEYS)
    for key in _RESULT_KEYS:
        if not _same_json(data[key], replayed[key]):
            raise replayed_otherwise(f"result.{key}", data[key], replayed[key])


# ------------------------------------------------------------------------------------- the account

_SEAT_NAMES: Final = {4: (N_("South"), N_("West"), N_("North"), N_("East")),
                      6: (N_("South"), N_("South-west"), N_("North-west"), N_("North"), N_("North-east"),
                          N_("South-east"))}
"""Default seat names: seat 0 at the bottom of the screen, the others clockwise."""

_STRAINS: Final = {Strain.HIGH: N_("no-trump high"), Strain.LOW: N_("no-trump low")}
"""The strains that are not a suit, in words."""


def _cards_text(cards: Sequence[Card]) -> str:
    """Cards for reading: the Benny first, then by suit, high to low."""
    return " ".join(str(card) for card in sorted(cards, key=lambda c: (-1, 0) if c == BENNY
                                                 else (int(c.suit), -int(c.rank))))


def _bid_text(bid: Bid, words: Words) -> str:
    """A bid in words: "4 in hearts", "shoot the moon in spades, taking 1 from partner"."""
    suit = bid.strain.suit
    strain = words(_STRAINS[bid.strain] if suit is None else suit.words)
    if not bid.moon:
        return words(N_("{tricks} in {strain}")).format(tricks=bid.tricks, strain=strain)
    if bid.help:
        return words(N_("shoot the moon in {strain}, taking {cards} from partner")).format(strain=strain,
                                                                                         cards=bid.help)
    return words(N_("shoot the moon in {strain}")).format(strain=strain)


def _result_text(state: BidHandState, result: BidResult, names: Sequence[str],
                 side_names: Sequence[str], words: Words) -> str:
    rules = state.rules
    if result.outcome is BidOutcome.THROWN_IN or result.bidder is None or result.bid is None:
        text = words(N_("thrown in: nobody bid, and the deal passes"))
    else:
        said = {BidOutcome.MADE: N_("{bidder} bid {bid} and the bidders took {taken}: made"),
                BidOutcome.SET: N_("{bidder} bid {bid} but the bidders took {taken}: set"),
                BidOutcome.MOON_MADE: N_("{bidder} shot the moon and took every trick"),
                BidOutcome.MOON_FAILED: N_("{bidder} shot the moon and took {taken}: the moon failed"),
                }[result.outcome]
        text = words(said).format(bidder=names[result.bidder], bid=_bid_text(result.bid, words),
                                  taken=result.tricks[rules.side_of(result.bidder)])
    return points_text(text, side_names, state.scores_before, result.points, words)


def _option_text(name: str, value: Any, words: Words) -> str:
    """An option's value in the settings' words ("One card each", "on", "3")."""
    option = BID_OPTION_WORDS[name]
    if value is None:
        return words(option.none)
    for choice, text in option.values:
        if value == choice or (isinstance(choice, enum.Enum) and value == choice.value):
            return words(text)
    if isinstance(value, bool):
        return words(N_("on") if value else N_("off"))
    return str(value)


def _rules_text(rules: BidRules, words: Words) -> str:
    """The rules as a player names them: a preset's name, or the players and pack and how the options differ
    from that form's usual ones."""
    preset = bid_preset_name(rules)
    if preset is not None:
        return words(BID_PRESET_NAMES[preset])
    form = _option_text("form", rules.form, words)
    defaults = BidRules(form=rules.form)
    said = words(N_("{option}: {value}"))
    changed = [said.format(option=words(option.label), value=_option_text(name, value, words))
               for name, option in BID_OPTION_WORDS.items()
               if (value := getattr(rules, name)) != getattr(defaults, name)]
    if not changed:
        return form
    return words(N_("{form}, except {differences}")).format(form=form, differences="; ".join(changed))


def _bidding_line(action: BidAction, words: Words) -> str:
    """What a seat did before the play, in words (to follow its name)."""
    if action.kind is BidActionKind.GIVE:
        return words(N_("gives {card} to the shooter")).format(card=action.card)
    if action.kind is BidActionKind.DISCARD:
        return words(N_("discards {card}")).format(card=action.card)
    if action.bid is None:
        return words(N_("pass"))
    if action.bid.moon:
        return _bid_text(action.bid, words)
    return words(N_("bid {bid}")).format(bid=_bid_text(action.bid, words))


def bid_deal_details_text(state: BidHandState, *, seat_names: Sequence[str] | None = None,
                          words: Words = as_written) -> str:
    """A plain-text account of a Bid Euchre hand for sharing: its deal code, the rules, the hands as dealt,
    the bidding, partner's best, every trick and the result.  ``words`` says its words (English as written
    by default); the deal code is written as ``encode_bid_deal`` writes it whatever the language."""
    rules, deal = state.rules, state.deal
    default = _SEAT_NAMES[rules.seats]
    names = tuple(seat_names) if seat_names is not None else tuple(words(name) for name in default)
    sides = [names[side::2] for side in (0, 1)]
    side_names = tuple(", ".join(side[:-1]) + " & " + side[-1] for side in sides)  # "You, Gloria & Mabel"
    code = encode_bid_deal(deal, rules)
    first_lines = (words(N_("Euchre Desktop Bid Euchre deal {code}")).format(code=code),
                   words(N_("Rules: {rules}")).format(rules=_rules_text(rules, words)),
                   words(N_("Dealer: {dealer}")).format(dealer=names[deal.dealer]))
    lines = deal_heading(first_lines, side_names, state.scores_before, names,
                         [_cards_text(hand) for hand in deal.hands], words)
    if deal.kitty:
        lines.append("  " + words(N_("Face down: {cards}")).format(cards=_cards_text(deal.kitty)))
    lines += ["", words(N_("Bidding:"))]
    for seat, action in state.history:
        if action.kind is BidActionKind.PLAY:
            break
        lines.append("  " + who_did(names[seat], _bidding_line(action, words), words))
    if state.contract is not None and state.bidder is not None:
        contract = words(N_("Contract: {contract}, by {bidder}")).format(
            contract=_bid_text(state.contract, words), bidder=names[state.bidder])
        if state.sitting_out:
            out = ", ".join(names[seat] for seat in sorted(state.sitting_out))
            contract = sitting_out_text(contract, out, words)
        lines.append(contract)
    lines += trick_lines(state.tricks, state.trick, state.leader, names, words=words)
    result = None if state.result is None else _result_text(state, state.result, names, side_names, words)
    return account_text(lines, result, words)
