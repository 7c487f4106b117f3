"""The rule options of Bid Euchre: one immutable ``BidRules`` value and its validation.

Bid Euchre (seed 000, issue 13) is the auction game: every player bids once, from the dealer's left, a
number of tricks and a trump suit (or no-trump); the high bidder names trump and leads; a side scores a
point a trick, and a side that is set loses its bid.  Where tables differ, each reading is an option below
with its default and the reason for it.  How the engine plays the points the options do not cover:

* The whole pack is dealt, one card at a time from the dealer's left.  With the Benny the single pack has
  25 cards: 24 are dealt and the last card stays face down, out of play (the kitty).
* Partners alternate round the table: seats 0, 2 (and 4) are side 0, seats 1, 3 (and 5) side 1.
* With a double pack there are two of every card; of two identical cards in one trick the first played
  wins.  In a trump suit there are then two right bowers and two left bowers.
* A dealer stuck after everyone passed must bid, and may bid more than the minimum or shoot the moon.
* Shooting the moon: the shooter plays alone for every trick and the partner (both partners with six
  players) sits out.  With ``partners_best``, each partner first passes that many cards of their choice to
  the shooter, one at a time, and the shooter then discards as many face down.  A moon outranks every number
  bid; with ``moon_over_moon`` a moon that takes fewer cards from the partners outranks one that takes more.
* The Benny belongs to trump as its highest card.  No-trump bids have no trump for it to belong to, so the
  Benny and no-trump bids do not go together (choosing both is a ``BidRulesError``).
* The match ends after a hand in which a side reached the target: if both sides did, the bidders win
  ("bidders go out first"), else the side that reached it.  Scores may go below zero.  With ``fixed_hands``
  the higher total after the last hand wins; thrown-in hands do not count, and equal totals play on.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any, Final

from ..actions import WordedError
from ..phrase import Phrase, phrase
from ..rules import UNREADABLE, match_length_problems, option_type_problems, problems_in_turn
from ..translatable import N_

__all__ = ["AllPass", "BidRules", "BidRulesError", "Form", "NoTrump"]


class BidRulesError(WordedError):
    """A Bid Euchre rule combination that cannot be played, or a rules description that cannot be read.

    ``words`` say what is wrong for the player (each conflict in turn, put in their language where shown);
    ``str()`` is the English message: the words as written, or ``message`` when it tells more than a player
    needs (a value of the wrong type, a key no option has)."""


class Form(enum.Enum):
    """How many seats and which pack."""

    SINGLE_4 = "single_4"
    """Four players, one 24-card pack (25 with the Benny), six cards each: the classic auction game."""
    DOUBLE_4 = "double_4"
    """Four players, a double pack of 48 cards, twelve each (the Ohio and Indiana double-deck game)."""
    DOUBLE_6 = "double_6"
    """Six players in two partnerships of three, partners alternating, a double pack, eight each."""

    @property
    def seats(self) -> int:
        """The number of players: 4 or 6."""
        return 6 if self is Form.DOUBLE_6 else 4

    @property
    def double(self) -> bool:
        """True when the pack holds two of every card."""
        return self is not Form.SINGLE_4

    @property
    def tricks(self) -> int:
        """Tricks in a hand, the number of cards each player is dealt: 6, 12 or 8."""
        # Compared by identity: the search asks for this on every count, and an enum member hashes in Python.
        if self is Form.SINGLE_4:
            return 6
        return 12 if self is Form.DOUBLE_4 else 8


class NoTrump(enum.Enum):
    """Which no-trump bids exist besides the four suits."""

    OFF = "off"
    """Only suit bids."""
    HIGH = "high"
    """No-trump high: in every suit the ace is highest, and there are no bowers."""
    HIGH_LOW = "high_low"
    """No-trump high, and no-trump low, in which the ranks run the other way (the nine is highest)."""


class AllPass(enum.Enum):
    """What happens when the first players pass and it comes to the dealer with no bid made."""

    STICK_DEALER = "stick_dealer"
    """The dealer must bid, at least the minimum (the common rule: every hand is played)."""
    THROW_IN = "throw_in"
    """The dealer may pass too; the hand is thrown in unscored and the deal passes left."""


_TARGETS: Final = (21, 32, 50)
_MINIMUM_BID: Final = {Form.SINGLE_4: 3, Form.DOUBLE_4: 6, Form.DOUBLE_6: 4}
_MOON_VALUE: Final = {Form.SINGLE_4: 12, Form.DOUBLE_4: 24, Form.DOUBLE_6: 24}
_OPTIONAL_NUMBERS: Final = frozenset({"target", "fixed_hands", "minimum_bid", "moon_value"})


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class BidRules:
    """Every rule option of a Bid Euchre match.  Immutable; construction validates the combination."""

    form: Form = Form.SINGLE_4
    """Seats and pack; default four players with one pack, the game seed 000 describes first."""
    benny: bool = False
    """Add the Benny (joker) to the single pack as the highest trump.  Off by default: the plain 24-card
    pack is the common game, and the Benny needs no-trump off."""
    no_trump: NoTrump = NoTrump.HIGH_LOW
    """Which no-trump bids exist.  Default high and low, as both double-deck rule sets we read play it."""
    minimum_bid: int | None = None
    """The lowest bid.  None (the default) means the form's usual minimum: 3 of 6 tricks with a single pack
    (issue 13), 6 of 12 with four players and a double pack, 4 of 8 with six players: half the tricks."""
    all_pass: AllPass = AllPass.STICK_DEALER
    """When nobody bids before the dealer; default stuck dealer, so no deal is wasted."""
    moon_value: int | None = None
    """Points a made moon scores and a failed one loses.  None (the default) means 12 with a single pack and
    24 with a double pack (issue 13): twice the tricks of a single-pack hand, so a moon is worth the risk."""
    partners_best: int = 0
    """Cards each partner passes to a moon shooter (0, 1 or 2), who then discards as many.  Default 0: the
    shooter plays the cards dealt, the plainest reading."""
    moon_over_moon: bool = False
    """A moon taking fewer cards from the partners outbids one taking more (needs ``partners_best``).  Off by
    default, so there is one kind of moon."""
    defenders_score: bool = True
    """The side that did not make the bid also scores a point a trick it took: the common rule."""
    target: int | None = 32
    """Points that win the match: 32 (the default, the usual race), 21 or 50; None with ``fixed_hands``."""
    fixed_hands: int | None = None
    """Play this many scored hands instead of racing to a target (1 to 100)."""

    def __post_init__(self) -> None:
        mistyped = option_type_problems(self, _OPTIONAL_NUMBERS)
        if mistyped:  # the checks below compare values, which only makes sense with the right types
            raise BidRulesError(UNREADABLE, "; ".join(mistyped))
        problems = self._conflicts()
        if problems:
            raise BidRulesError(problems_in_turn(problems))

    def _conflicts(self) -> list[Phrase]:
        """What cannot be played, each a phrase."""
        problems = match_length_problems(self.target, _TARGETS, self.fixed_hands)
        if self.benny and self.form.double:
            problems.append(phrase(N_("the Benny is played with the single pack only")))
        if self.benny and self.no_trump is not NoTrump.OFF:
            problems.append(phrase(N_("the Benny belongs to trump, so it cannot be played with no-trump "
                                      "bids")))
        if self.minimum_bid is not None and not 1 <= self.minimum_bid <= self.form.tricks:
            problems.append(phrase(N_("the minimum bid must be 1 to {tricks}, not {bid}"),
                                   tricks=self.form.tricks, bid=self.minimum_bid))
        if self.moon_value is not None and not 1 <= self.moon_value <= 99:
            problems.append(phrase(N_("a moon is worth 1 to 99 points, not {points}"),
                                   points=self.moon_value))
        if self.partners_best not in (0, 1, 2):
            problems.append(phrase(N_("partner's best passes 0, 1 or 2 cards, not {cards}"),
                                   cards=self.partners_best))
        if self.moon_over_moon and self.partners_best == 0:
            problems.append(phrase(N_("a moon over a moon needs partner's best (moons that take fewer "
                                      "cards)")))
        return problems

    @property
    def seats(self) -> int:
        """The number of players."""
        return self.form.seats

    @property
    def tricks(self) -> int:
        """Tricks in a hand (cards each player is dealt)."""
        return self.form.tricks

    @property
    def lowest_bid(self) -> int:
        """The minimum bid in effect (the option, or the form's usual one)."""
        return _MINIMUM_BID[self.form] if self.minimum_bid is None else self.minimum_bid

    @property
    def moon_points(self) -> int:
        """The moon's value in effect (the option, or the form's usual one)."""
        return _MOON_VALUE[self.form] if self.moon_value is None else self.moon_value

    @property
    def moon_helps(self) -> tuple[int, ...]:
        """The kinds of moon that may be bid, by cards taken from each partner, lowest-ranking first."""
        if self.moon_over_moon:
            return tuple(range(self.partners_best, -1, -1))
        return (self.partners_best,)

    @staticmethod
    def side_of(seat: int) -> int:
        """The side of a seat: partners alternate, so even seats are side 0 and odd seats side 1."""
        return seat % 2

    def replace(self, **changes: Any) -> BidRules:
        """A copy with some options changed (validated)."""
        return dataclasses.replace(self, **changes)

    def in_form(self, form: Form) -> BidRules:
        """These rules played in ``form``: the same options, with that form's usual lowest bid and no Benny
        in a double pack (the only options that depend on the form)."""
        if form is self.form:
            return self
        return self.replace(form=form, minimum_bid=None, benny=self.benny and not form.double)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict of every option (enums as their string values)."""
        return {field.name: _plain(getattr(self, field.name)) for field in dataclasses.fields(self)}

    @classmethod
    def from_dict(cls, data: Any) -> BidRules:
        """Read ``to_dict``'s output (options left out keep their defaults); unknown keys, wrong types and
        conflicts raise ``BidRulesError``."""
        if not isinstance(data, dict):
            raise BidRulesError(UNREADABLE, f"rules must be an object, not {type(data).__name__}")
        defaults = {field.name: field.default for field in dataclasses.fields(cls)}
        options: dict[str, Any] = {}
        for key, value in data.items():
            if key not in defaults:
                raise BidRulesError(UNREADABLE, f"unknown rule option {str(key)[:40]!r}")
            default = defaults[key]
            if isinstance(default, enum.Enum):
                try:
                    value = type(default)(value)
                except (ValueError, TypeError):
                    choices = ", ".join(str(member.value) for member in type(default))
                    raise BidRulesError(UNREADABLE, f"rule {key!r} must be one of {choices}, "
                                                    f"not {str(value)[:40]!r}") from None
            options[key] = value
        return cls(**options)


def _plain(value: Any) -> Any:
    return value.value if isinstance(value, enum.Enum) else value
