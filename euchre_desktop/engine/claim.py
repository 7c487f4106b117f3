"""Claiming the rest: a side that surely takes every remaining trick may lay its cards down.

``check_claim(state, seat)`` answers exactly, against the real hands: can ``seat``'s side take every trick
still to be played, whatever the other side plays?  A side is the seats that play together: the makers or the
defenders (so in cutthroat a defender claims for both defenders, who share a euchre).  It is a
small exhaustive search over legal plays (at most five tricks; cards that are equivalent in one hand are
tried once, and positions between tricks are remembered).  When the claim fails it returns a
``ClaimRefusal``: the trick the other side can take in the claiming side's most stubborn line, who takes it
and with what, which ``ClaimRefusal.reason`` puts in a player's words ("Luis can still trump the A♣").

``claim(state, seat)`` applies a good claim: it plays the hand out (through the checked ``apply``, so the
history and the record show every card) with the claiming side keeping every trick and each other seat
playing its lowest legal card, and returns the actions.  The result is the one the play would give.  A
claim assumes legal play: a player who reneges does not take a trick from a claim.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from .actions import Action, EngineError, Phase
from .cards import POWER, SUIT_MASKS, Card
from .hand import HandState

__all__ = ["ClaimError", "ClaimRefusal", "can_claim", "check_claim", "claim"]


class ClaimError(EngineError):
    """A claim the cards do not support; ``refusal`` says why."""

    def __init__(self, refusal: ClaimRefusal) -> None:
        super().__init__(refusal.reason())
        self.refusal = refusal


@dataclasses.dataclass(frozen=True, slots=True)
class ClaimRefusal:
    """Why a claim fails.

    With ``seat`` None there is nothing to claim (the hand is not in its play).  Otherwise ``seat`` of the
    other side can take trick number ``trick`` (1 to 5) with ``card``, over ``beaten``, the claiming side's
    best card in that trick; ``trumped`` when ``card`` is a trump and ``beaten`` is not.
    """

    trick: int | None = None
    seat: int | None = None
    card: Card | None = None
    beaten: Card | None = None
    trumped: bool = False
    followed: bool = True
    """False when the claiming side could neither follow the suit led nor trump it."""

    def reason(self, seat_names: Sequence[str] | None = None) -> str:
        """The refusal in a player's words, seats named by ``seat_names`` (default "seat 3"):
        "Luis can still trump the A♣." """
        if self.seat is None or self.card is None:
            return "There are no tricks to claim now."
        name = seat_names[self.seat] if seat_names is not None else f"seat {self.seat}"
        if self.trumped:
            return f"{name} can still trump the {self.beaten}."
        if not self.followed or self.beaten is None:
            return f"{name} can still take a trick with the {self.card}."
        return f"{name}'s {self.card} can still beat the {self.beaten}."


def check_claim(state: HandState, seat: int) -> ClaimRefusal | None:
    """None when ``seat``'s side surely takes every remaining trick, else why not."""
    if state.phase is not Phase.PLAY:
        return ClaimRefusal()
    search = _Search(state, seat)
    return search.within_trick(list(state.hands), state.leader, list(state.trick))


def can_claim(state: HandState, seat: int) -> bool:
    """True when ``seat``'s side surely takes every remaining trick, whatever the other side plays."""
    return check_claim(state, seat) is None


def claim(state: HandState, seat: int) -> list[Action]:
    """Play the hand out for a good claim by ``seat``'s side and return the actions played (in order).

    ``ClaimError`` (and ``state`` untouched) when the claim fails.
    """
    if state.phase is not Phase.PLAY:
        raise ClaimError(ClaimRefusal())
    search = _Search(state, seat)
    refusal = search.within_trick(list(state.hands), state.leader, list(state.trick))
    if refusal is not None:
        raise ClaimError(refusal)
    played = []
    while state.phase is Phase.PLAY:
        mover = state.to_act
        legal = state.legal_play_mask()
        if mover in search.ours:
            moves = search.moves(legal, state.hands, state.trick)
            card = next(c for c in moves if search.keeps_all(state, c))
        else:
            card = _lowest(legal, state)
        action = Action.play(Card(card))
        state.apply(action)
        played.append(action)
    return played


def _lowest(mask: int, state: HandState) -> int:
    """The weakest card of ``mask`` (what a seat that cannot stop the claim throws)."""
    assert state.trump is not None
    power = POWER[state.trump][_effective(state.trick[0][1], state.trump) if state.trick else state.trump]
    return min((c for c in range(25) if mask >> c & 1), key=lambda c: (power[c], c % 6))


def _effective(card: int, trump: int) -> int:
    return next(s for s in range(4) if SUIT_MASKS[trump][s] >> card & 1)


class _Search:
    """The exhaustive search for one claim: the claiming side chooses, the other side answers every way."""

    def __init__(self, state: HandState, seat: int) -> None:
        assert state.trump is not None
        self.trump = int(state.trump)
        self.players = state.rules.players
        self.sitting_out = state.sitting_out
        makers = state.is_maker_side(seat)
        self.ours = frozenset(s for s in range(self.players) if state.is_maker_side(s) == makers)
        self.first_trick = len(state.tricks) + 1
        self.memo: dict[tuple[tuple[int, ...], int], ClaimRefusal | None] = {}

    def order(self, leader: int) -> list[int]:
        """The seats in the play, in turn from ``leader``."""
        seats = ((leader + i) % self.players for i in range(self.players))
        return [s for s in seats if s not in self.sitting_out]

    def moves(self, legal: int, hands: Sequence[int], trick: Sequence[tuple[int, int]]) -> list[int]:
        """The legal cards worth trying, strongest first: of cards next to each other in one hand (no live
        card between them, those in this trick included) only the highest."""
        live = 0
        for hand in hands:
            live |= hand
        for _seat, card in trick:
            live |= 1 << card
        trump = self.trump
        chosen = []
        for suit in range(4):
            row = POWER[trump][suit]
            cards = sorted((c for c in range(25) if SUIT_MASKS[trump][suit] >> c & 1 and live >> c & 1),
                           key=lambda c: -row[c])
            previous = False
            for card in cards:
                mine = bool(legal >> card & 1)
                if mine and not previous:
                    chosen.append(card)
                previous = mine
        led = _effective(trick[0][1], trump) if trick else None

        def strength(card: int) -> int:
            return POWER[trump][led if led is not None else _effective(card, trump)][card]

        return sorted(chosen, key=strength, reverse=True)

    def keeps_all(self, state: HandState, card: int) -> bool:
        """True if the claiming side still takes every trick after the seat to act plays ``card``."""
        hands = list(state.hands)
        hands[state.to_act] &= ~(1 << card)
        trick = [*((s, int(c)) for s, c in state.trick), (state.to_act, card)]
        return self.within_trick(hands, state.leader, trick) is None

    def within_trick(self, hands: list[int], leader: int, trick: list[tuple[int, int]],
                     number: int | None = None) -> ClaimRefusal | None:
        """From a trick in progress (possibly empty) led by ``leader``: None if the claiming side takes it
        and every later trick, else the refusal of its most stubborn line."""
        number = number if number is not None else self.first_trick
        order = self.order(leader)
        if len(trick) == len(order):
            return self._gathered(hands, trick, number)
        seat = order[len(trick)]
        hand = hands[seat]
        if trick:
            follow = hand & SUIT_MASKS[self.trump][_effective(trick[0][1], self.trump)]
            legal = follow or hand
        else:
            legal = hand
        ours = seat in self.ours
        stubborn: ClaimRefusal | None = None
        for card in self.moves(legal, hands, trick):
            hands[seat] = hand & ~(1 << card)
            trick.append((seat, card))
            refusal = self.within_trick(hands, leader, trick, number)
            trick.pop()
            hands[seat] = hand
            if ours and refusal is None:
                return None
            if not ours and refusal is not None:
                return refusal
            if refusal is not None and (stubborn is None or (refusal.trick or 0) > (stubborn.trick or 0)):
                stubborn = refusal
        return stubborn

    def _gathered(self, hands: list[int], trick: list[tuple[int, int]], number: int) -> ClaimRefusal | None:
        """A complete trick: refused if the other side took it, else on to the next trick."""
        trump = self.trump
        led = _effective(trick[0][1], trump)
        row = POWER[trump][led]
        winner, card = max(trick, key=lambda play: row[play[1]])
        if winner not in self.ours:
            mine = [c for s, c in trick if s in self.ours]
            beaten = max(mine, key=lambda c: row[c])
            beaten_suit = _effective(beaten, trump)
            trumped = _effective(card, trump) == trump != led and beaten_suit != trump
            followed = beaten_suit in (led, trump)
            return ClaimRefusal(number, winner, Card(card), Card(beaten), trumped, followed)
        if not any(hands):
            return None
        key = (tuple(hands), winner)
        if key not in self.memo:
            self.memo[key] = self.within_trick(hands, winner, [], number + 1)
        return self.memo[key]
