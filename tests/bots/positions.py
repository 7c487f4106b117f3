"""Build a bot's view of a hand position from a few readable lines, for tests.

``position(...)`` deals the cards you name (any hand, or part of one, may be left out: the rest of the deck
fills it in a fixed order), replays the actions you list, and returns the ``PlayerView`` of the seat to act::

    view = position(dealer=3, hands={0: "JS AS KH TD 9C"}, upcard="9S")    # seat 0 first to bid
    view = position(dealer=0, hands={0: "AH QH KD TD 9C"}, upcard="9H",
                    actions="pass pass pass order")                        # the dealer's discard

Actions are ``Action.to_text`` words separated by ``;`` or by whitespace between whole actions (``pass``,
``order``, ``order alone``, ``call H``, ``call S alone``, ``discard 9C``, ``play JH``, ``defend_alone``,
``farmer``).  Seats are 0 (you), 1 (left), 2 (partner), 3 (right).  Every action is checked by the engine,
so a position that could not happen raises ``IllegalActionError``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from euchre_desktop.engine import (
    DECK_24,
    DECK_25,
    PRESETS,
    Action,
    Card,
    Deal,
    HandState,
    PlayerView,
    Rules,
    parse_cards,
)

__all__ = ["actions_from_text", "make_deal", "position", "state_at"]

_ACTION_START = re.compile(r"\b(pass|order|call|discard|give|play|defend_alone|farmer)\b")


def actions_from_text(text: str) -> list[Action]:
    """Read a list of actions: ``"pass; order; discard 9C"`` or ``"pass pass order discard 9C"``."""
    text = text.replace(";", " ").strip()
    if not text:
        return []
    starts = [m.start() for m in _ACTION_START.finditer(text)]
    if not starts or starts[0] != 0:
        raise ValueError(f"cannot read actions from {text!r}")
    pieces = [text[a:b].strip() for a, b in zip(starts, [*starts[1:], len(text)], strict=True)]
    return [Action.from_text(piece) for piece in pieces]


def make_deal(*, dealer: int, hands: Mapping[int, str], upcard: str, kitty: str = "",
              rules: Rules = PRESETS["standard"]) -> Deal:
    """A deal with the named cards where you put them; unnamed places are filled from the rest of the deck
    (lowest card number first: clubs 9 up, then diamonds...), seats in order, then the kitty."""
    named: dict[int, list[Card]] = {seat: list(parse_cards(text)) for seat, text in hands.items()}
    up = Card.parse(upcard)
    kitty_cards = [up, *parse_cards(kitty)]
    used = [c for cards in named.values() for c in cards] + kitty_cards
    if len(set(used)) != len(used):
        raise ValueError(f"a card is named twice: {sorted(c for c in used if used.count(c) > 1)}")
    spare = [c for c in (DECK_25 if rules.benny else DECK_24) if c not in used]
    full_hands = []
    for seat in range(rules.players):
        cards = named.get(seat, [])
        if len(cards) > 5:
            raise ValueError(f"seat {seat} is given {len(cards)} cards")
        while len(cards) < 5:
            cards.append(spare.pop(0))
        full_hands.append(tuple(cards))
    kitty_cards.extend(spare)
    deal = Deal(dealer, tuple(full_hands), tuple(kitty_cards))
    deal.validate(rules)
    return deal


def state_at(*, dealer: int, hands: Mapping[int, str], upcard: str, actions: str | Sequence[Action] = "",
             kitty: str = "", rules: Rules = PRESETS["standard"],
             scores: Sequence[int] | None = None) -> HandState:
    """The hand state after replaying ``actions`` on the deal ``make_deal`` builds."""
    deal = make_deal(dealer=dealer, hands=hands, upcard=upcard, kitty=kitty, rules=rules)
    listed = actions_from_text(actions) if isinstance(actions, str) else list(actions)
    return HandState.replay(rules, deal, listed, scores_before=scores)


def position(*, dealer: int, hands: Mapping[int, str], upcard: str, actions: str | Sequence[Action] = "",
             kitty: str = "", rules: Rules = PRESETS["standard"], scores: Sequence[int] | None = None,
             seat: int | None = None) -> PlayerView:
    """The view of ``seat`` (default: the seat to act) after replaying ``actions``."""
    state = state_at(dealer=dealer, hands=hands, upcard=upcard, actions=actions, kitty=kitty, rules=rules,
                     scores=scores)
    return PlayerView.of(state, state.to_act if seat is None else seat)
