"""Hints: the Expert's choice for a seat, with one short sentence that says why.

The sentence is built from what the search found (the chance to make it, to euchre the makers, to march,
how often a card takes the trick, how far behind the next-best option is) and from the hand itself (bowers,
trump length, side aces, voids), e.g.

* "Order up: the right bower and two more trump; about 70% to make it."
* "Play the A♣: it takes this trick in 9 of 10 likely deals."
* "Pass: ordering up would be euchred about half the time."
"""

from __future__ import annotations

import dataclasses
import enum
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Generic, TypeVar

from ..engine import Action, ActionKind, Card, Phase, PlayerView, Suit, card_name
from ..engine.cards import POWER, SUIT_MASKS, left_bower, right_bower
from .expert import Analysis, ExpertBot, OptionStats

__all__ = ["Hint", "action_words", "describe_holding", "forced_hint", "hint", "hint_from_analysis"]

_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven")


ActionT = TypeVar("ActionT")


@dataclasses.dataclass(frozen=True, slots=True)
class Hint(Generic[ActionT]):
    """The suggested action (either game's), the reason in one sentence, and the numbers behind it.

    ``details`` holds the figures the reason was built from: ``make``, ``euchre``, ``march`` (chances for the
    makers of the resulting contract), ``ours`` (chance our side makes trump), ``points`` (expected points,
    ours minus theirs), ``wins_trick`` (for a card), ``runner_up`` (the next-best option, as text) and
    ``margin`` (how much better the choice is, in points), and ``samples``.
    """

    action: ActionT
    reason: str
    details: Mapping[str, float | str]


def forced_hint(legal: Sequence[ActionT], seat: int, phase: enum.Enum, verb: Callable[[ActionT], str],
                is_card: Callable[[ActionT], bool]) -> Hint[ActionT] | None:
    """The hint when ``seat`` has only one choice (no search needed), else None; either game's.

    Raises ValueError when the seat has nothing to decide.  ``verb`` words an action ("Play the A♣")."""
    if not legal:
        raise ValueError(f"seat {seat} has no decision to make in the {phase.value} phase")
    if len(legal) > 1:
        return None
    only = legal[0]
    why = "it is your only legal card" if is_card(only) else "there is no other choice"
    return Hint(only, _sentence(verb(only), why), {"samples": 0})


def hint(view: PlayerView, rng: random.Random, expert: ExpertBot | None = None) -> Hint[Action]:
    """The Expert's choice for ``view`` (which must be the seat to act) with a reason."""
    forced = forced_hint(view.legal_actions, view.seat, view.phase, lambda action: _verb(view, action),
                         lambda action: action.card is not None)
    return forced or hint_from_analysis(view, (expert or ExpertBot()).analyse(view, rng))


def hint_from_analysis(view: PlayerView, analysis: Analysis) -> Hint[Action]:
    """The hint for an analysis already made of ``view`` (the hand review values each decision once)."""
    chosen = analysis.options[0]
    runner = analysis.options[1] if len(analysis.options) > 1 else None
    details: dict[str, float | str] = {
        "make": round(chosen.made / chosen.contract, 3) if chosen.contract else 0.0,
        "euchre": round(chosen.euchred / chosen.contract, 3) if chosen.contract else 0.0,
        "march": round(chosen.march / chosen.contract, 3) if chosen.contract else 0.0,
        "ours": round(chosen.ours, 3),
        "points": round(chosen.points, 3),
        "samples": analysis.samples,
    }
    if chosen.wins_trick is not None:
        details["wins_trick"] = round(chosen.wins_trick, 3)
    if runner is not None:
        details["runner_up"] = str(runner.action)
        details["margin"] = round(chosen.utility - runner.utility, 3)
    reason = _reason(view, analysis, chosen, runner)
    return Hint(chosen.action, reason, details)


# ------------------------------------------------------------------------------------------- wording


def _percent(p: float) -> str:
    """A frequency in words: "about 70% of the time", "about half the time", "almost always"."""
    if p >= 0.97:
        return "almost always"
    if p <= 0.03:
        return "almost never"
    if 0.45 <= p <= 0.55:
        return "about half the time"
    return f"about {_rounded(p)}% of the time"


def _chance(p: float) -> str:
    """A chance as a phrase that reads before "to make it": "about 70%", "almost certain"."""
    if p >= 0.97:
        return "almost certain"
    if p <= 0.03:
        return "almost no chance"
    return f"about {_rounded(p)}%"


def _rounded(p: float) -> int:
    """A percentage rounded to the nearest ten (to the nearest one below 10% and above 90%)."""
    if 0.1 <= p <= 0.9:
        return round(p * 10) * 10
    return round(p * 100)


def _sentence(verb: str, *parts: str) -> str:
    """"Verb: part; part." skipping empty parts."""
    body = "; ".join(p for p in parts if p)
    return f"{verb}: {body}." if body else f"{verb}."


def _count_word(n: int) -> str:
    return _NUMBER_WORDS[n] if n < len(_NUMBER_WORDS) else str(n)


def describe_holding(hand: int, trump: Suit) -> str:
    """The hand's strength for ``trump`` in a few words: "the right bower and two more trump, the A♣".

    The words are a phrase that reads in a sentence ("keeping ..."): counted trump, then the aces of the
    other suits by name ("the A♣ and the A♠"), then the voids.
    """
    t = int(trump)
    trumps = hand & SUIT_MASKS[t][t]
    parts = []
    named = []
    if trumps >> 24 & 1:
        named.append("the Benny")
    right, left = right_bower(trump), left_bower(trump)
    has_right, has_left = bool(trumps >> right & 1), bool(trumps >> left & 1)
    if has_right and has_left:
        named.append("both bowers")
    elif has_right:
        named.append("the right bower")
    elif has_left:
        named.append("the left bower")
    ace = t * 6 + 5
    if trumps >> ace & 1 and named:
        named.append("the ace")
    count = trumps.bit_count()
    counted_ace = 1 if trumps >> ace & 1 and named else 0
    others = count - sum((trumps >> c & 1) for c in (24, right, left)) - counted_ace
    if named:
        if others:
            named.append(f"{_count_word(others)} more trump")
        parts.append(named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1])
    elif count == 1 and trumps >> ace & 1:
        parts.append("only the ace of trump")
    elif count:
        parts.append(f"{_count_word(count)} trump" + (" headed by the ace" if trumps >> ace & 1 else ""))
    else:
        parts.append("no trump")
    aces = [Card(s * 6 + 5) for s in range(4) if s != t and hand >> (s * 6 + 5) & 1
            and SUIT_MASKS[t][s] >> (s * 6 + 5) & 1]
    if aces:
        named_aces = [f"the {a}" for a in aces]
        parts.append(" and ".join(named_aces) if len(named_aces) < 3
                     else ", ".join(named_aces[:-1]) + " and " + named_aces[-1])
    voids = [Suit(s).name.lower() for s in range(4) if s != t and not hand & SUIT_MASKS[t][s]]
    if voids and count >= 2:
        parts.append("void in " + " and ".join(voids))
    return ", ".join(parts)


def action_words(view: PlayerView, action: Action) -> str:
    """An action as a player says it, capitalised: "Order it up", "Call hearts alone", "Lead the A♣"."""
    return _verb(view, action)


_DECLARATIONS = {ActionKind.DEFEND_ALONE: "Defend alone", ActionKind.GO_ALONE: "Go alone",
                 ActionKind.FARMER: "Declare a farmer's hand"}
"""The words of the actions that name no card or suit."""


def _verb(view: PlayerView, action: Action) -> str:
    kind = action.kind
    alone = " alone" if action.alone else ""
    if kind is ActionKind.PASS:
        return {Phase.DEFEND: "Don't defend alone", Phase.GO_ALONE: "Don't go alone"}.get(view.phase, "Pass")
    if kind is ActionKind.ORDER_UP:
        return ("Pick it up" if view.seat == view.dealer else "Order it up") + alone
    if kind is ActionKind.CALL:
        assert action.suit is not None
        return f"Call {action.suit.name.lower()}{alone}"
    if kind is ActionKind.DISCARD:
        verb = "Return" if view.phase is Phase.FARMER_RETURN else "Discard"
        return f"{verb} the {_card(view, action.card)}"
    if kind is ActionKind.GIVE:
        return f"Give the {_card(view, action.card)}"
    if kind in _DECLARATIONS:
        return _DECLARATIONS[kind]
    verb = "Lead" if not view.trick else "Play"
    return f"{verb} the {_card(view, action.card)}"


def _card(view: PlayerView, card: Card | None) -> str:
    """A card as the player sees it: the Benny is "2♠" when the rules play the two of spades as it."""
    assert card is not None, "a card action names its card"
    return card_name(card, two_of_spades=view.rules.benny_is_two_of_spades)


def _bid_trump(view: PlayerView, action: Action) -> Suit | None:
    if action.kind is ActionKind.ORDER_UP:
        return view.upcard.suit
    if action.kind is ActionKind.CALL:
        return action.suit
    return view.trump


def _hand_for(view: PlayerView, action: Action) -> int:
    """The hand the seat will play with: a dealer who picks up counts the upcard."""
    hand = sum(1 << c for c in view.hand)
    if action.kind is ActionKind.ORDER_UP and view.seat == view.dealer:
        hand |= 1 << view.upcard
    return hand


def _outcome_phrase(stats: OptionStats) -> str:
    """The chance the viewer cares about for an option: to make it when ours, to euchre them when theirs."""
    if not stats.contract:
        return ""
    make = stats.made / stats.contract
    if stats.ours >= stats.contract - 1e-9:
        return f"{_chance(make)} to make it"
    if stats.ours <= 1e-9:
        return f"{_chance(1.0 - make)} to euchre them"
    return ""


def _reason(view: PlayerView, analysis: Analysis, chosen: OptionStats, runner: OptionStats | None) -> str:
    action = chosen.action
    verb = _verb(view, action)
    kind = action.kind
    outcome = _outcome_phrase(chosen)
    if kind in (ActionKind.ORDER_UP, ActionKind.CALL):
        return _bid_reason(view, chosen, verb)
    if view.phase is Phase.GO_ALONE and view.seat == view.maker:
        return _late_loner_reason(view, chosen, runner, verb)
    if kind is ActionKind.PASS and view.phase not in (Phase.DEFEND, Phase.GO_ALONE):
        return _pass_reason(view, chosen, runner, verb)
    if kind is ActionKind.PLAY:
        return _play_reason(view, analysis, chosen, verb, outcome)
    if kind is ActionKind.DISCARD:
        return _discard_reason(view, chosen, verb, outcome)
    if kind is ActionKind.GIVE:
        return _sentence(verb, _give_reason(view, action), outcome)
    if kind is ActionKind.DEFEND_ALONE or kind is ActionKind.GO_ALONE:  # a defender's loner
        make = chosen.made / chosen.contract if chosen.contract else 0.0
        return _sentence(verb, f"{_chance(1.0 - make)} to euchre them for 4 points")
    if kind is ActionKind.PASS:  # declining a lone defence
        if runner is not None and runner.contract:
            euchre = 1.0 - runner.made / runner.contract
            if euchre <= 0.03:
                return _sentence(verb, "alone you would almost never euchre them")
            return _sentence(verb, f"alone you would euchre them only {_percent(euchre)}")
        return _sentence(verb, "you are better off with your partner")
    if kind is ActionKind.FARMER:
        return _sentence(verb, "nines and tens alone are worth less than fresh cards")
    return _sentence(verb, f"{chosen.points:+.1f} points on average, the best of your options")


def _late_loner_reason(view: PlayerView, chosen: OptionStats, runner: OptionStats | None, verb: str) -> str:
    """Why the maker goes alone once trump is made, or stays with the partner."""
    alone = chosen if chosen.action.goes_alone else runner
    if alone is None or not alone.contract:
        return _sentence(verb, "you are better off with your partner")
    make = alone.made / alone.contract
    march = alone.march / alone.contract
    if chosen is alone:
        return _sentence(verb, f"{_chance(make)} to make it and {_chance(march)} to take all five for 4 "
                         "points")
    if march <= 0.03:
        return _sentence(verb, "alone you would almost never take all five")
    return _sentence(verb, f"alone you would take all five only {_percent(march)}")


def _bid_reason(view: PlayerView, chosen: OptionStats, verb: str) -> str:
    action = chosen.action
    trump = _bid_trump(view, action)
    assert trump is not None
    holding = describe_holding(_hand_for(view, action), trump)
    make = chosen.made / chosen.contract if chosen.contract else 0.0
    if action.alone:
        march = chosen.march / chosen.contract if chosen.contract else 0.0
        # Alone, a made hand scores what it would with a partner: making it is the risk, the march the prize.
        return _sentence(verb, holding,
                         f"{_chance(make)} to make it and {_chance(march)} to take all five for 4 points")
    if view.phase is Phase.BID_ROUND_2 and Action.pass_() not in view.legal_actions:
        return _sentence(verb, f"stuck as dealer, {trump.name.lower()} is your best suit ({holding})",
                         f"{_chance(make)} to make it")
    return _sentence(verb, holding, f"{_chance(make)} to make it")


def _pass_reason(view: PlayerView, chosen: OptionStats, runner: OptionStats | None, verb: str) -> str:
    if runner is None or not runner.contract:
        return _sentence(verb, "nothing here is worth bidding")
    alternative = _verb(view, runner.action).lower()
    euchred = runner.euchred / runner.contract
    gain = chosen.points - runner.points
    if euchred >= 0.3:
        return _sentence(verb, f"if you {alternative} you would be euchred {_percent(euchred)}")
    better = f"passing scores {gain:.1f} points more on average" if gain > 0.05 else \
        "at this score passing gives the better chance to win the match"
    if view.phase is Phase.BID_ROUND_1 and view.rules.side_of(view.dealer) != view.rules.side_of(view.seat):
        return _sentence(verb, f"ordering up hands the dealer the {view.upcard}; {better}")
    return _sentence(verb, f"you would make it {_percent(1.0 - euchred)}, but {better}")


def _give_reason(view: PlayerView, action: Action) -> str:
    """Why this card goes across to a lone partner: the best trump, a trump, an ace, or just the most use."""
    card = action.card
    trump = view.trump
    assert card is not None and trump is not None
    t = int(trump)
    trumps = [c for c in view.hand if SUIT_MASKS[t][t] >> c & 1]
    if card in trumps:
        if max(trumps, key=lambda c: POWER[t][t][c]) == card:
            return "your best trump, for partner's loner"
        return "a trump for partner's loner"
    if card.rank.letter == "A":
        return "an ace partner's loner can cash"
    return "of your cards, the one partner's loner can use most"


def _partner_winning(view: PlayerView) -> Card | None:
    """The card with which partner is winning the trick now, if so."""
    if not view.trick or view.trump is None or view.partner is None:
        return None
    t = int(view.trump)
    first = view.trick[0][1]
    led = next(s for s in range(4) if SUIT_MASKS[t][s] >> first & 1)
    row = POWER[t][led]
    seat, card = max(view.trick, key=lambda p: row[p[1]])
    return card if seat == view.partner else None


def _play_reason(view: PlayerView, analysis: Analysis, chosen: OptionStats, verb: str, outcome: str) -> str:
    worse = [o for o in analysis.options[1:] if not _same_worth(o, chosen)]
    if not worse:
        return _sentence(verb, "every card you could play comes to the same result here", outcome)
    partner_card = _partner_winning(view)
    wins = chosen.wins_trick or 0.0
    if partner_card is not None and wins < 0.5:
        return _sentence(verb, f"partner's {_card(view, partner_card)} is winning the trick", outcome)
    if wins >= 0.6:
        return _sentence(verb, f"it takes this trick in {round(wins * 10)} of 10 likely deals", outcome)
    other = worse[0]
    gap = chosen.points - other.points
    worse_card = _card(view, other.action.card)
    return _sentence(verb, f"the {worse_card} would score {gap:.1f} points less on average", outcome)


def _same_worth(a: OptionStats, b: OptionStats) -> bool:
    return abs(a.utility - b.utility) < 1e-9 and abs(a.points - b.points) < 1e-9


def _discard_reason(view: PlayerView, chosen: OptionStats, verb: str, outcome: str) -> str:
    action = chosen.action
    assert action.card is not None
    card = action.card
    hand = sum(1 << c for c in view.hand) & ~(1 << card)
    trump = view.trump
    if trump is None:
        return _sentence(verb, "it keeps your strongest five", outcome)
    t = int(trump)
    suit = next(s for s in range(4) if SUIT_MASKS[t][s] >> card & 1)
    if suit != t and not hand & SUIT_MASKS[t][suit]:
        void = Suit(suit).name.lower()
        return _sentence(verb, f"it leaves you void in {void}, ready to trump them", outcome)
    return _sentence(verb, f"the card you will miss least, keeping {describe_holding(hand, trump)}", outcome)
