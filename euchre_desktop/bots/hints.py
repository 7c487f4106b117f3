"""Hints: the Expert's choice for a seat, with one short sentence that says why.

The sentence is built from what the search found (the chance to make it, to euchre the makers, to march,
how often a card takes the trick, how far behind the next-best option is) and from the hand itself (bowers,
trump length, side aces, voids), e.g.

* "Order up: the right bower and two more trump; about 70% to make it."
* "Play the A♣: it takes this trick in 9 of 10 likely deals."
* "Pass: ordering up would be euchred about half the time."

The sentence is a ``Phrase`` (``engine.phrase``): its words marked for translation, apart from its facts (the
cards, the chances, the points), and put in the player's language where it is shown
(``euchre_desktop.language.said``); ``str()`` gives it as written.
"""

from __future__ import annotations

import dataclasses
import enum
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Generic, TypeVar

from ..engine import Action, ActionKind, Card, Phase, PlayerView, Suit, card_name
from ..engine.cards import POWER, SUIT_MASKS, left_bower, right_bower
from ..engine.phrase import Number, Part, Phrase, phrase
from ..engine.translatable import N_
from .expert import Analysis, ExpertBot, OptionStats

__all__ = ["Hint", "action_words", "describe_holding", "forced_hint", "hint", "hint_from_analysis"]

_NUMBER_WORDS = {2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six"), 7: N_("seven")}
"""A count of two or more in words (one and none have sentences of their own: "one trump", "no trump")."""


ActionT = TypeVar("ActionT")


@dataclasses.dataclass(frozen=True, slots=True)
class Hint(Generic[ActionT]):
    """The suggested action (either game's), the reason in one sentence (its words apart from its facts), and
    the numbers behind it.

    ``details`` holds the figures the reason was built from: ``make``, ``euchre``, ``march`` (chances for the
    makers of the resulting contract), ``ours`` (chance our side makes trump), ``points`` (expected points,
    ours minus theirs), ``wins_trick`` (for a card), ``runner_up`` (the next-best option, as text) and
    ``margin`` (how much better the choice is, in points), and ``samples``.
    """

    action: ActionT
    reason: Phrase
    details: Mapping[str, float | str]


def forced_hint(legal: Sequence[ActionT], seat: int, phase: enum.Enum, verb: Callable[[ActionT], Phrase],
                is_card: Callable[[ActionT], bool]) -> Hint[ActionT] | None:
    """The hint when ``seat`` has only one choice (no search needed), else None; either game's.

    Raises ValueError when the seat has nothing to decide.  ``verb`` words an action ("Play the A♣")."""
    if not legal:
        raise ValueError(f"seat {seat} has no decision to make in the {phase.value} phase")
    if len(legal) > 1:
        return None
    only = legal[0]
    why = N_("it is your only legal card") if is_card(only) else N_("there is no other choice")
    return Hint(only, _sentence(verb(only), phrase(why)), {"samples": 0})


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


def _percent(p: float) -> Phrase:
    """A frequency in words: "about 70% of the time", "about half the time", "almost always"."""
    if p >= 0.97:
        return phrase(N_("almost always"))
    if p <= 0.03:
        return phrase(N_("almost never"))
    if 0.45 <= p <= 0.55:
        return phrase(N_("about half the time"))
    return phrase(N_("about {percent}% of the time"), percent=_rounded(p))


def _chance(p: float) -> Phrase:
    """A chance as a phrase that reads before "to make it": "about 70%", "almost certain"."""
    if p >= 0.97:
        return phrase(N_("almost certain"))
    if p <= 0.03:
        return phrase(N_("almost no chance"))
    return phrase(N_("about {percent}%"), percent=_rounded(p))


def _rounded(p: float) -> int:
    """A percentage rounded to the nearest ten (to the nearest one below 10% and above 90%)."""
    if 0.1 <= p <= 0.9:
        return round(p * 10) * 10
    return round(p * 100)


def _sentence(verb: Phrase, *parts: Phrase | None) -> Phrase:
    """"Verb: part; part." skipping missing parts."""
    said = [part for part in parts if part is not None]
    if not said:
        return phrase(N_("{action}."), action=verb)
    if len(said) == 1:
        return phrase(N_("{action}: {why}."), action=verb, why=said[0])
    return phrase(N_("{action}: {why}; {outcome}."), action=verb, why=said[0], outcome=said[1])


def _count_word(n: int) -> Part:
    """A count of two or more, in words up to seven."""
    return phrase(_NUMBER_WORDS[n]) if n in _NUMBER_WORDS else n


def _listed(items: Sequence[Phrase]) -> Phrase:
    """Items said one after another: "a", "a and b", "a, b and c"."""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return phrase(N_("{first} and {last}"), first=items[0], last=items[1])
    return _joined([items[0], _listed(items[1:])])


def _joined(items: Sequence[Phrase]) -> Phrase:
    """Items side by side, with commas: "a, b, c"."""
    if len(items) == 1:
        return items[0]
    return phrase(N_("{first}, {rest}"), first=items[0], rest=_joined(items[1:]))


def _the(card: str) -> Phrase:
    """A card named in a sentence: "the A♣"."""
    return phrase(N_("the {card}"), card=card)


def suit_words(suit: Suit) -> Phrase:
    """A suit in a sentence: "hearts"."""
    return phrase(suit.words)


def void_words(voids: Sequence[Suit]) -> Phrase:
    """The suits a hand holds none of: "void in clubs and spades"."""
    return phrase(N_("void in {suits}"), suits=_listed([suit_words(suit) for suit in voids]))


def more_trump(count: int) -> Phrase:
    """Trump besides those named: "one more trump", "two more trump"."""
    if count == 1:
        return phrase(N_("one more trump"))
    return phrase(N_("{count} more trump"), count=_count_word(count))


def trump_count(count: int) -> Phrase:
    """How many trump a hand holds: "no trump", "one trump", "three trump"."""
    if count == 0:
        return phrase(N_("no trump"))
    if count == 1:
        return phrase(N_("one trump"))
    return phrase(N_("{count} trump"), count=_count_word(count))


def describe_holding(hand: int, trump: Suit) -> Phrase:
    """The hand's strength for ``trump`` in a few words: "the right bower and two more trump, the A♣".

    The words are a phrase that reads in a sentence ("keeping ..."): counted trump, then the aces of the
    other suits by name ("the A♣ and the A♠"), then the voids.
    """
    t = int(trump)
    trumps = hand & SUIT_MASKS[t][t]
    parts: list[Phrase] = []
    named: list[Phrase] = []
    if trumps >> 24 & 1:
        named.append(phrase(N_("the Benny")))
    right, left = right_bower(trump), left_bower(trump)
    has_right, has_left = bool(trumps >> right & 1), bool(trumps >> left & 1)
    if has_right and has_left:
        named.append(phrase(N_("both bowers")))
    elif has_right:
        named.append(phrase(N_("the right bower")))
    elif has_left:
        named.append(phrase(N_("the left bower")))
    ace = t * 6 + 5
    if trumps >> ace & 1 and named:
        named.append(phrase(N_("the ace")))
    count = trumps.bit_count()
    counted_ace = 1 if trumps >> ace & 1 and named else 0
    others = count - sum((trumps >> c & 1) for c in (24, right, left)) - counted_ace
    if named:
        if others:
            named.append(more_trump(others))
        parts.append(_listed(named))
    elif count == 1 and trumps >> ace & 1:
        parts.append(phrase(N_("only the ace of trump")))
    elif count and trumps >> ace & 1:
        parts.append(phrase(N_("{trump} headed by the ace"), trump=trump_count(count)))
    else:
        parts.append(trump_count(count))
    aces = [Card(s * 6 + 5) for s in range(4) if s != t and hand >> (s * 6 + 5) & 1
            and SUIT_MASKS[t][s] >> (s * 6 + 5) & 1]
    if aces:
        parts.append(_listed([_the(str(a)) for a in aces]))
    voids = [Suit(s) for s in range(4) if s != t and not hand & SUIT_MASKS[t][s]]
    if voids and count >= 2:
        parts.append(void_words(voids))
    return _joined(parts)


def action_words(view: PlayerView, action: Action) -> Phrase:
    """An action as a player says it, capitalised: "Order it up", "Call hearts alone", "Lead the A♣"."""
    return _verb(view, action)


_DECLARATIONS = {ActionKind.DEFEND_ALONE: N_("Defend alone"), ActionKind.GO_ALONE: N_("Go alone"),
                 ActionKind.FARMER: N_("Declare a farmer's hand")}
"""The words of the actions that name no card or suit."""


def _verb(view: PlayerView, action: Action) -> Phrase:
    kind = action.kind
    alone = action.alone
    if kind is ActionKind.PASS:
        if view.phase is Phase.DEFEND:
            return phrase(N_("Don't defend alone"))
        return phrase(N_("Don't go alone") if view.phase is Phase.GO_ALONE else N_("Pass"))
    if kind is ActionKind.ORDER_UP:
        if view.seat == view.dealer:
            return phrase(N_("Pick it up alone") if alone else N_("Pick it up"))
        return phrase(N_("Order it up alone") if alone else N_("Order it up"))
    if kind is ActionKind.CALL:
        assert action.suit is not None
        return phrase(N_("Call {suit} alone") if alone else N_("Call {suit}"), suit=suit_words(action.suit))
    if kind in _DECLARATIONS:
        return phrase(_DECLARATIONS[kind])
    card = _card(view, action.card)
    if kind is ActionKind.DISCARD:
        if view.phase is Phase.FARMER_RETURN:
            return phrase(N_("Return the {card}"), card=card)
        return phrase(N_("Discard the {card}"), card=card)
    if kind is ActionKind.GIVE:
        return phrase(N_("Give the {card}"), card=card)
    return phrase(N_("Play the {card}") if view.trick else N_("Lead the {card}"), card=card)


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


def _outcome_phrase(stats: OptionStats) -> Phrase | None:
    """The chance the viewer cares about for an option: to make it when ours, to euchre them when theirs."""
    if not stats.contract:
        return None
    make = stats.made / stats.contract
    if stats.ours >= stats.contract - 1e-9:
        return _to_make_it(make)
    if stats.ours <= 1e-9:
        return phrase(N_("{chance} to euchre them"), chance=_chance(1.0 - make))
    return None


def _settled(view: PlayerView) -> bool:
    """True once the makers have taken three tricks or the others three: whether the contract is made is no
    longer a chance, and "almost no chance to euchre them" would be wrong."""
    if view.maker is None:
        return False
    makers = view.rules.side_of(view.maker)
    taken = sum(1 for trick in view.tricks if view.rules.side_of(trick.winner) == makers)
    return taken >= 3 or len(view.tricks) - taken >= 3


def _to_make_it(make: float) -> Phrase:
    return phrase(N_("{chance} to make it"), chance=_chance(make))


def _alone_chances(make: float, march: float) -> Phrase:
    """A loner's risk and prize: "about 70% to make it and about 20% to take all five for 4 points"."""
    return phrase(N_("{chance} to make it and {march} to take all five for 4 points"), chance=_chance(make),
                  march=_chance(march))


def _partner_better() -> Phrase:
    return phrase(N_("you are better off with your partner"))


def _reason(view: PlayerView, analysis: Analysis, chosen: OptionStats, runner: OptionStats | None) -> Phrase:
    action = chosen.action
    verb = _verb(view, action)
    kind = action.kind
    outcome = None if _settled(view) else _outcome_phrase(chosen)
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
        return _sentence(verb, phrase(N_("{chance} to euchre them for 4 points"), chance=_chance(1.0 - make)))
    if kind is ActionKind.PASS:  # declining a lone defence
        if runner is not None and runner.contract:
            euchre = 1.0 - runner.made / runner.contract
            if euchre <= 0.03:
                return _sentence(verb, phrase(N_("alone you would almost never euchre them")))
            return _sentence(verb, phrase(N_("alone you would euchre them only {often}"),
                                          often=_percent(euchre)))
        return _sentence(verb, _partner_better())
    if kind is ActionKind.FARMER:
        return _sentence(verb, phrase(N_("nines and tens alone are worth less than fresh cards")))
    return _sentence(verb, phrase(N_("{points} on average, the best of your options"),
                                  points=Number(chosen.points, signed=True, points=True)))


def _late_loner_reason(view: PlayerView, chosen: OptionStats, runner: OptionStats | None,
                       verb: Phrase) -> Phrase:
    """Why the maker goes alone once trump is made, or stays with the partner."""
    alone = chosen if chosen.action.goes_alone else runner
    if alone is None or not alone.contract:
        return _sentence(verb, _partner_better())
    make = alone.made / alone.contract
    march = alone.march / alone.contract
    if chosen is alone:
        return _sentence(verb, _alone_chances(make, march))
    if march <= 0.03:
        return _sentence(verb, phrase(N_("alone you would almost never take all five")))
    return _sentence(verb, phrase(N_("alone you would take all five only {often}"), often=_percent(march)))


def _bid_reason(view: PlayerView, chosen: OptionStats, verb: Phrase) -> Phrase:
    action = chosen.action
    trump = _bid_trump(view, action)
    assert trump is not None
    holding = describe_holding(_hand_for(view, action), trump)
    make = chosen.made / chosen.contract if chosen.contract else 0.0
    if action.alone:
        march = chosen.march / chosen.contract if chosen.contract else 0.0
        # Alone, a made hand scores what it would with a partner: making it is the risk, the march the prize.
        return _sentence(verb, holding, _alone_chances(make, march))
    if view.phase is Phase.BID_ROUND_2 and Action.pass_() not in view.legal_actions:
        stuck = phrase(N_("stuck as dealer, {suit} is your best suit ({holding})"), suit=suit_words(trump),
                       holding=holding)
        return _sentence(verb, stuck, _to_make_it(make))
    return _sentence(verb, holding, _to_make_it(make))


def _pass_reason(view: PlayerView, chosen: OptionStats, runner: OptionStats | None, verb: Phrase) -> Phrase:
    if runner is None or not runner.contract:
        return _sentence(verb, phrase(N_("nothing here is worth bidding")))
    alternative = dataclasses.replace(_verb(view, runner.action), mid_sentence=True)
    euchred = runner.euchred / runner.contract
    gain = chosen.points - runner.points
    if euchred >= 0.3:
        return _sentence(verb, phrase(N_("if you {alternative} you would be euchred {often}"),
                                      alternative=alternative, often=_percent(euchred)))
    if gain > 0.05:
        better = phrase(N_("passing scores {points} more on average"), points=Number(gain, points=True))
    else:
        better = phrase(N_("at this score passing gives the better chance to win the match"))
    if view.phase is Phase.BID_ROUND_1 and view.rules.side_of(view.dealer) != view.rules.side_of(view.seat):
        return _sentence(verb, phrase(N_("ordering up hands the dealer the {card}; {better}"),
                                      card=str(view.upcard), better=better))
    return _sentence(verb, phrase(N_("you would make it {often}, but {better}"),
                                  often=_percent(1.0 - euchred), better=better))


def _give_reason(view: PlayerView, action: Action) -> Phrase:
    """Why this card goes across to a lone partner: the best trump, a trump, an ace, or just the most use."""
    card = action.card
    trump = view.trump
    assert card is not None and trump is not None
    t = int(trump)
    trumps = [c for c in view.hand if SUIT_MASKS[t][t] >> c & 1]
    if card in trumps:
        if max(trumps, key=lambda c: POWER[t][t][c]) == card:
            return phrase(N_("your best trump, for partner's loner"))
        return phrase(N_("a trump for partner's loner"))
    if card.rank.letter == "A":
        return phrase(N_("an ace partner's loner can cash"))
    return phrase(N_("of your cards, the one partner's loner can use most"))


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


def partner_winning_words(card: str) -> Phrase:
    """"partner's A♠ is winning the trick" (either game's)."""
    return phrase(N_("partner's {card} is winning the trick"), card=card)


def same_result_words() -> Phrase:
    """Every card leads to the same result (either game's)."""
    return phrase(N_("every card you could play comes to the same result here"))


def points_less_words(card: str, gap: float) -> Phrase:
    """"the K♣ would score 1.5 points less on average" (either game's)."""
    return phrase(N_("the {card} would score {points} less on average"), card=card,
                  points=Number(gap, points=True))


def as_well_as_any_words() -> Phrase:
    """The best card, by less than the words could show (either game's)."""
    return phrase(N_("it does as well as any card here and gives away least"))


def _play_reason(view: PlayerView, analysis: Analysis, chosen: OptionStats, verb: Phrase,
                 outcome: Phrase | None) -> Phrase:
    worse = [o for o in analysis.options[1:] if not _same_worth(o, chosen)]
    if not worse:
        return _sentence(verb, same_result_words(), outcome)
    partner_card = _partner_winning(view)
    wins = chosen.wins_trick or 0.0
    if partner_card is not None and wins < 0.5:
        return _sentence(verb, partner_winning_words(_card(view, partner_card)), outcome)
    if wins >= 0.6:
        return _sentence(verb, phrase(N_("it takes this trick in {count} of 10 likely deals"),
                                      count=round(wins * 10)), outcome)
    other = worse[0]
    gap = chosen.points - other.points
    if gap < 0.05:  # "0.0 points less" says nothing: the cards differ by less, or only at this score
        return _sentence(verb, as_well_as_any_words(), outcome)
    # The chance is the chosen card's: said so, as the reason before it speaks of another card.
    with_it = None if outcome is None else phrase(N_("with it, {outcome}"), outcome=outcome)
    return _sentence(verb, points_less_words(_card(view, other.action.card), gap), with_it)


def _same_worth(a: OptionStats, b: OptionStats) -> bool:
    return abs(a.utility - b.utility) < 1e-9 and abs(a.points - b.points) < 1e-9


def _discard_reason(view: PlayerView, chosen: OptionStats, verb: Phrase, outcome: Phrase | None) -> Phrase:
    action = chosen.action
    assert action.card is not None
    card = action.card
    hand = sum(1 << c for c in view.hand) & ~(1 << card)
    trump = view.trump
    if trump is None:
        return _sentence(verb, phrase(N_("it keeps your strongest five")), outcome)
    t = int(trump)
    suit = next(s for s in range(4) if SUIT_MASKS[t][s] >> card & 1)
    if suit != t and not hand & SUIT_MASKS[t][suit]:
        return _sentence(verb, phrase(N_("it leaves you void in {suit}, ready to trump them"),
                                      suit=suit_words(Suit(suit))), outcome)
    return _sentence(verb, phrase(N_("the card you will miss least, keeping {holding}"),
                                  holding=describe_holding(hand, trump)), outcome)
