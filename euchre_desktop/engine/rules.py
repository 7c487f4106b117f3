"""The rule options of a match: one immutable ``Rules`` value, its validation and the named presets.

Defaults follow the North American game as this product plays it (seed 002): four players, stick the dealer
on, Canadian loner off, match to 10, first dealer at random, the opening lead on the dealer's left even when
someone is alone (skipping a seat that sits out), the dealer may bury the upcard, reneges prevented.

How the engine plays the points where the sources differ (each reading that differs is an option here):

* Going alone is declared by the maker with the bid (ordering up, picking up or calling).  When the dealer's
  partner orders up alone the dealer sits out, so nobody picks up the upcard: it stays turned up and out of
  play.  When an opponent of the dealer orders up alone, the dealer still picks up and discards.
* ``loner_after_trump`` (seed 000): going alone is not part of the bid.  Once trump is settled (after any
  dealer's discard) and before the first lead, each player who may declare a loner is asked once, in turn
  from the dealer's left as the bidding goes: the maker and the two defenders, never the maker's partner.
  The first defender to declare sits the other out; the maker's declaration does not stop a defender, so
  both sides may be alone and the hand comes down to two players and ten cards.  A dealer who picked up
  and then sits out (the partner went alone) keeps the upcard out of play.  With ``partners_best`` the
  lone maker's partner passes a card after every declaration is made.  The Canadian loner and
  ``defend_alone`` decide loners with the bid or after it in their own way, so they cannot be combined
  with it; ``no_loner_after_passing`` applies to every declaration.
* ``canadian_loner``: the dealer's partner who orders up in the first round must go alone (seed 002); in the
  second round the dealer's partner calls with or without the partner like anyone else.
* ``defend_alone``: after trump is made (and after any dealer's discard and partner's best), the defenders
  are asked in turn from the dealer's left whether to defend alone; the first to say yes does, and the
  partner sits out (seed 000; ``AGAINST_LONER`` only against a lone maker, as seed 004's Canadian tables).
  A lone defender who euchres the makers scores 4.
* ``no_loner_after_passing``: a defender who passed in the round trump was made in may not defend alone
  (the maker cannot have passed in that round, so this only ever restricts a lone defence).
* ``lone_lead``: the player left of the dealer, skipping a seat that sits out (Bicycle, seed 002), or the
  player left of the loner (seed 000), the loner being the lone maker, else the lone defender.  When both
  sides are alone the lone defender leads under either option.  In cutthroat the maker always plays alone
  and the player left of the dealer leads.
* The Benny: the joker, or with ``benny_card`` the two of spades (seed 000), one card of the engine
  (``cards.BENNY``) with another face and name.  If it is turned up, there is no first round: the dealer
  names any suit as trump (and may go alone), becomes the maker, takes the Benny into hand and discards as
  after a pick-up.  The Benny ranks
  above the right bower and belongs to trump.
* Farmer's hand (a hand of only nines and tens, no Benny; there are eight such cards, so at most one seat
  holds one) is offered to its holder before the bidding: ``REDEAL`` shows it, the hand scores nothing and
  the same dealer deals again; ``EXCHANGE`` takes the three face-down kitty cards below the upcard into
  hand, then returns three cards of the holder's choice face down, and the bidding starts.
* ``partners_best``: a lone maker's partner passes one card of their choice face down to the loner, who then
  discards one, before any lone defence is declared.
* Renege: when allowed, a renege is *detected* the moment the offender plays or leads a card of the suit
  they failed to follow (the card that proves they could have followed).  Every card held is played by the
  fifth trick, so a renege is always detected by the end of the hand.  Under the two 2-point penalties the
  trick in progress when the first renege is detected is completed (the remaining seats play to it as
  usual), and then the hand stops: no further trick is played, and the hand scores only the penalty,
  whatever the tricks taken (``HandOutcome.RENEGE``).  Under ``NO_SCORE`` the hand is played out and scored
  as usual, except that every side that reneged scores nothing for it.
* Scoring: makers 1 for three or four tricks, 2 for a march, a lone maker 4 for a march; a euchre gives the
  defenders 2, or 4 to a lone defender, or 4 with ``defenders_march_four`` when they take all five.
  Cutthroat: the maker 1 for three or four, ``cutthroat_march`` (3 or 2) for a march, and each of the other
  two 2 for a euchre.
* The end of a match: after any hand in which one side alone has the highest score and it is at or past
  the target (the score may run past it).  Only one side scores in a partnership hand, so there the first
  side to reach the target wins.  In cutthroat a euchre pays both defenders, so two players can reach the
  target level; then hands go on until one player alone is highest.  With ``fixed_hands`` (thrown-in hands
  and farmer's redeals do not count), equal totals after the last hand play one more hand at a time until
  one side leads.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Sequence
from typing import Any, Final

from .actions import WordedError
from .phrase import Phrase, phrase
from .translatable import N_

__all__ = [
    "OPTION_WORDS",
    "PRESETS",
    "PRESET_NAMES",
    "UNREADABLE",
    "BennyCard",
    "DefendAlone",
    "FarmersHand",
    "FirstDealer",
    "LoneLead",
    "OptionWords",
    "Renege",
    "Rules",
    "RulesError",
    "match_length_problems",
    "option_text",
    "option_type_problems",
    "problems_in_turn",
]


class RulesError(WordedError):
    """A rule combination that cannot be played, or a rules description that cannot be read.

    ``words`` say what is wrong for the player (each conflict in turn, put in their language where shown);
    ``str()`` is the English message: the words as written, or ``message`` when it tells more than a player
    needs (a value of the wrong type, a key no option has)."""


UNREADABLE: Final = phrase(N_("some options hold a value the game does not know"))
"""The words of a rules description that cannot be read (its English message names the option and value)."""


def problems_in_turn(problems: Sequence[Phrase]) -> Phrase:
    """The ``problems`` said one after another, parted by semicolons (at least one)."""
    if len(problems) == 1:
        return problems[0]
    return phrase(N_("{problem}; {more}"), problem=problems[0], more=problems_in_turn(problems[1:]))


class FirstDealer(enum.Enum):
    """How the first dealer of a match is chosen."""

    RANDOM = "random"
    """Drawn at random (seed 002)."""
    FIRST_BLACK_JACK = "first_black_jack"
    """Cards dealt face up around the table; the first black jack deals (seed 000, 001)."""


class LoneLead(enum.Enum):
    """Who leads the first trick when a maker goes alone."""

    LEFT_OF_DEALER = "left_of_dealer"
    """The player left of the dealer, or the next player in the hand if that seat sits out (Bicycle)."""
    LEFT_OF_LONER = "left_of_loner"
    """The player on the loner's left (seed 000)."""


class DefendAlone(enum.Enum):
    """Whether a defender may declare a lone defence after trump is made."""

    OFF = "off"
    """Only the maker may go alone (seed 002)."""
    ALWAYS = "always"
    """Either defender may go alone against any maker; a lone defender who euchres scores 4 (seed 000)."""
    AGAINST_LONER = "against_loner"
    """A defender may go alone only against a lone maker (seed 004's Canadian tables)."""


class BennyCard(enum.Enum):
    """Which 25th card plays the Benny, the highest trump."""

    JOKER = "joker"
    """The joker (seed 000 and the British game)."""
    TWO_OF_SPADES = "two_of_spades"
    """The two of spades, as some tables play when the pack has no joker (seed 000)."""


class FarmersHand(enum.Enum):
    """What a player dealt only nines and tens may do before the bidding."""

    OFF = "off"
    """Nothing: play the hand as dealt."""
    REDEAL = "redeal"
    """Show it and throw the hand in; the same dealer deals again (seed 003)."""
    EXCHANGE = "exchange"
    """Take the three face-down kitty cards and return three of the eight face down (seed 004)."""


class Renege(enum.Enum):
    """What happens when a player fails to follow suit while able to."""

    PREVENTED = "prevented"
    """Illegal plays are refused, so a renege cannot happen (the default)."""
    PENALTY_TO_INNOCENT = "penalty_to_innocent"
    """The trick in which the renege is detected is finished, then the hand stops; the innocent side (in
    cutthroat, each innocent player) scores 2 (club practice)."""
    PENALTY_DEDUCTED = "penalty_deducted"
    """The trick in which the renege is detected is finished, then the hand stops; the offending side loses
    2 points (a score may go below zero)."""
    NO_SCORE = "no_score"
    """The hand is played out; every side that reneged scores nothing for it (casual tables)."""


_TARGETS: Final = (5, 10, 11)
_OPTIONAL_NUMBERS: Final = frozenset({"target", "fixed_hands"})


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Rules:
    """Every rule option of a match.  Immutable; ``replace`` returns a validated copy.

    Construction validates the combination and raises ``RulesError`` naming the conflict.
    """

    players: int = 4
    """4 for the partnership game, 3 for cutthroat."""
    stick_the_dealer: bool = True
    """The dealer must name a suit when the other players pass in the second round."""
    target: int | None = 10
    """Points that win the match (5, 10 or 11); None when the match is a fixed number of hands."""
    fixed_hands: int | None = None
    """Play this many hands (thrown-in hands do not count); equal totals play one more hand."""
    canadian_loner: bool = False
    """The dealer's partner who orders up in the first round must go alone (seed 002)."""
    loner_after_trump: bool = False
    """Going alone is declared after trump is made, before the first lead, by the maker or either defender
    (seed 000), instead of with the bid (seed 002)."""
    defend_alone: DefendAlone = DefendAlone.OFF
    """Whether a defender may declare a lone defence."""
    no_loner_after_passing: bool = False
    """A player who passed in the round trump was made in may not then go alone (a lone defence)."""
    lone_lead: LoneLead = LoneLead.LEFT_OF_DEALER
    """Who leads the first trick when the maker is alone."""
    dealer_may_discard_upcard: bool = True
    """The dealer who picks up may bury the upcard itself."""
    benny: bool = False
    """Play with the 25th card, the joker, as the highest trump."""
    benny_card: BennyCard = BennyCard.JOKER
    """Which card is the Benny: the joker, or the two of spades in its place (it plays exactly the same)."""
    farmers_hand: FarmersHand = FarmersHand.OFF
    """What a hand of only nines and tens may do."""
    partners_best: bool = False
    """A lone maker receives a card of the partner's choice and then discards one (railroading)."""
    renege: Renege = Renege.PREVENTED
    """Whether reneges are refused, or allowed and penalised."""
    defenders_march_four: bool = False
    """Defenders (not alone) who take all five tricks score 4 instead of 2 (seed 003)."""
    cutthroat_march: int = 3
    """Points for a march by the maker in cutthroat: 3, or 2 as some groups pay."""
    first_dealer: FirstDealer = FirstDealer.RANDOM
    """How the first dealer is chosen."""

    def __post_init__(self) -> None:
        mistyped = option_type_problems(self, _OPTIONAL_NUMBERS)
        if mistyped:  # the checks below compare values, which only makes sense with the right types
            raise RulesError(UNREADABLE, "; ".join(mistyped))
        problems = self._conflicts()
        if problems:
            raise RulesError(problems_in_turn(problems))

    def _conflicts(self) -> list[Phrase]:
        """What cannot be played, each a phrase naming the options by their labels."""
        problems: list[Phrase] = []
        if self.players not in (3, 4):
            problems.append(phrase(N_("players must be 4 (partnerships) or 3 (cutthroat), not {players}"),
                                   players=self.players))
        problems += match_length_problems(self.target, _TARGETS, self.fixed_hands)
        if self.cutthroat_march not in (2, 3):
            problems.append(phrase(N_("a cutthroat march pays 3 or 2, not {points}"),
                                   points=self.cutthroat_march))
        if self.players == 3:
            if self.canadian_loner:
                problems.append(phrase(N_("cutthroat has no partners, so the Canadian loner cannot apply")))
            if self.defend_alone is not DefendAlone.OFF:
                problems.append(phrase(N_("cutthroat has no partners, so nobody can defend alone")))
            if self.partners_best:
                problems.append(phrase(N_("cutthroat has no partners, so partner's best cannot apply")))
            if self.defenders_march_four:
                problems.append(phrase(N_("cutthroat defenders score 2 each, so \u201c{option}\u201d cannot "
                                          "apply"), option=_label("defenders_march_four")))
        if self.loner_after_trump:
            problems += self._late_loner_conflicts()
        if self.benny_card is not BennyCard.JOKER and not self.benny:
            problems.append(phrase(N_("\u201c{card}\u201d chooses the Benny's card: turn on "
                                      "\u201c{benny}\u201d to play with one"),
                                   card=_label("benny_card"), benny=_label("benny")))
        if self.no_loner_after_passing and self.defend_alone is DefendAlone.OFF \
                and not self.loner_after_trump:
            problems.append(phrase(N_("\u201c{passing}\u201d only limits going alone after the bid: set "
                                      "\u201c{defend}\u201d or turn on \u201c{late}\u201d to allow it"),
                                   passing=_label("no_loner_after_passing"), defend=_label("defend_alone"),
                                   late=_label("loner_after_trump")))
        return problems

    def _late_loner_conflicts(self) -> list[Phrase]:
        """The options that cannot be played with loners declared after trump is made."""
        late = _label("loner_after_trump")
        problems: list[Phrase] = []
        if self.players == 3:
            problems.append(phrase(N_("in cutthroat the maker always plays alone, so \u201c{late}\u201d "
                                      "cannot apply"), late=late))
        if self.canadian_loner:
            problems.append(phrase(N_("the \u201c{canadian}\u201d goes alone with the bid, so it cannot be "
                                      "played with \u201c{late}\u201d: turn one of them off"),
                                   canadian=_label("canadian_loner"), late=late))
        if self.defend_alone is not DefendAlone.OFF:
            never = Phrase(option_text("defend_alone", DefendAlone.OFF))
            problems.append(phrase(N_("\u201c{late}\u201d already lets either defender go alone: set "
                                      "\u201c{defend}\u201d to \u201c{never}\u201d"),
                                   late=late, defend=_label("defend_alone"), never=never))
        return problems

    @property
    def cutthroat(self) -> bool:
        """True for three-handed cutthroat."""
        return self.players == 3

    @property
    def deck_size(self) -> int:
        """24, or 25 with the Benny."""
        return 25 if self.benny else 24

    @property
    def benny_is_two_of_spades(self) -> bool:
        """True when the Benny is played by the two of spades instead of the joker."""
        return self.benny_card is BennyCard.TWO_OF_SPADES

    @property
    def sides(self) -> int:
        """How many scores there are: 2 partnerships, or 3 players in cutthroat."""
        return 3 if self.players == 3 else 2

    def side_of(self, seat: int) -> int:
        """The score index of a seat: seats 0 and 2 are side 0, 1 and 3 side 1; in cutthroat, the seat."""
        return seat if self.players == 3 else seat % 2

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed (validated)."""
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict of every option (enums as their string values)."""
        out: dict[str, Any] = {}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            out[field.name] = value.value if isinstance(value, enum.Enum) else value
        return out

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        """Read ``to_dict``'s output; unknown keys, wrong types and conflicts raise ``RulesError``."""
        if not isinstance(data, dict):
            raise RulesError(UNREADABLE, f"rules must be an object, not {type(data).__name__}")
        fields = {f.name: f for f in dataclasses.fields(cls)}
        kwargs: dict[str, Any] = {}
        for key, value in data.items():
            if key not in fields:
                raise RulesError(UNREADABLE, f"unknown rule option {key!r}")
            default = fields[key].default
            if isinstance(default, enum.Enum):
                kind = type(default)
                try:
                    value = kind(value)
                except ValueError:
                    choices = ", ".join(str(member.value) for member in kind)
                    raise RulesError(UNREADABLE, f"rule {key!r} must be one of {choices}, not {value!r}") \
                        from None
            kwargs[key] = value
        return cls(**kwargs)

    def preset_name(self) -> str | None:
        """The name of the preset these rules equal, if any."""
        for name, preset in PRESETS.items():
            if preset == self:
                return name
        return None


def match_length_problems(target: int | None, targets: Sequence[int], fixed_hands: int | None
                          ) -> list[Phrase]:
    """What is wrong with a match's length: a target score from ``targets`` or 1 to 100 hands, never both
    or neither (either game's rules)."""
    problems: list[Phrase] = []
    if (target is None) == (fixed_hands is None):
        problems.append(phrase(N_("choose exactly one of a target score and a fixed number of hands")))
    if target is not None and target not in targets:
        problems.append(phrase(N_("the target must be one of {targets}, not {target}"),
                               targets=", ".join(map(str, targets)), target=target))
    if fixed_hands is not None and not 1 <= fixed_hands <= 100:
        problems.append(phrase(N_("a fixed match is 1 to 100 hands, not {hands}"), hands=fixed_hands))
    return problems


def option_type_problems(options: Any, optional: frozenset[str]) -> list[str]:
    """The fields of a dataclass of options whose values have the wrong type for their default: an enum,
    True or False, or a whole number (None allowed for the fields named in ``optional``)."""
    problems: list[str] = []
    for field in dataclasses.fields(options):
        value = getattr(options, field.name)
        default = field.default
        if isinstance(default, enum.Enum):
            if not isinstance(value, type(default)):
                problems.append(f"{field.name} must be a {type(default).__name__}, not {value!r}")
        elif isinstance(default, bool):
            if not isinstance(value, bool):
                problems.append(f"{field.name} must be True or False, not {value!r}")
        elif field.name in optional and value is None:
            continue
        elif isinstance(value, bool) or not isinstance(value, int):
            problems.append(f"{field.name} must be a whole number, not {value!r}")
    return problems


_DEFAULT: Final = Rules()

PRESETS: Final[dict[str, Rules]] = {
    "standard": _DEFAULT,
    "short": Rules(target=5),
    "tournament": Rules(stick_the_dealer=False, first_dealer=FirstDealer.FIRST_BLACK_JACK,
                        renege=Renege.PENALTY_TO_INNOCENT),
    "canadian": Rules(canadian_loner=True, defend_alone=DefendAlone.AGAINST_LONER),
    "british": Rules(benny=True, target=11, stick_the_dealer=False, lone_lead=LoneLead.LEFT_OF_LONER),
    "house": Rules(defend_alone=DefendAlone.ALWAYS, no_loner_after_passing=True, partners_best=True,
                   farmers_hand=FarmersHand.EXCHANGE, renege=Renege.NO_SCORE),
    "cutthroat": Rules(players=3),
}
"""Named rule sets: seed 002's standard game (and its short game to 5), a tournament set, Canadian tables,
British Euchre with the Benny to 11, a table of house rules, and three-handed cutthroat."""


PRESET_NAMES: Final[dict[str, str]] = {
    "standard": N_("Standard"),
    "short": N_("Short game"),
    "tournament": N_("Tournament"),
    "canadian": N_("Canadian"),
    "british": N_("British"),
    "house": N_("House rules"),
    "cutthroat": N_("Cutthroat (three players)"),
}
"""Each preset as a player names it (the settings' preset list, the copied deal text)."""


@dataclasses.dataclass(frozen=True, slots=True)
class OptionWords:
    """How a player names a rule option and its values: the one wording of the settings, the rules text and
    the copied deal details."""

    label: str
    """The option's name ("Defend alone")."""
    help: str
    """One sentence on what it does."""
    values: tuple[tuple[Any, str], ...] = ()
    """Each value the option may take (as ``Rules`` holds it) and its words; empty for a yes-or-no option
    or a plain number."""
    none: str = ""
    """The words for None, for the options that may have no value (a fixed length or a target)."""


def _enum_words(kind: type[enum.Enum], words: dict[str, str]) -> tuple[tuple[Any, str], ...]:
    return tuple((member, words[member.value]) for member in kind)


OPTION_WORDS: Final[dict[str, OptionWords]] = {
    "players": OptionWords(N_("Players"), N_("Four players in two partnerships, or three-handed cutthroat."),
                           ((4, N_("Four (partners)")), (3, N_("Three (cutthroat)")))),
    "target": OptionWords(N_("Match to"), N_("Points that win the match; or play a fixed number of hands."),
                          ((5, N_("5 points")), (10, N_("10 points")), (11, N_("11 points"))),
                          none=N_("A fixed number of hands")),
    "fixed_hands": OptionWords(N_("Fixed number of hands"),
                               N_("With no target score: how many hands to play."),
                               none=N_("Off (play to the target)")),
    "stick_the_dealer": OptionWords(
        N_("Stick the dealer"),
        N_("If everyone passes twice, the dealer must name a suit instead of throwing the hand in.")),
    "canadian_loner": OptionWords(
        N_("Canadian loner"), N_("The dealer's partner who orders up in the first round must play alone.")),
    "loner_after_trump": OptionWords(
        N_("Go alone after trump is made"),
        N_("Nobody goes alone with the bid: once trump is made, the maker or either defender may go alone, "
           "both sides too.")),
    "defend_alone": OptionWords(
        N_("Defend alone"),
        N_("Whether a defender may play alone against the makers, scoring 4 for a euchre."),
        _enum_words(DefendAlone, {"off": N_("Never"), "always": N_("Against any maker"),
                                  "against_loner": N_("Only against a loner")})),
    "no_loner_after_passing": OptionWords(
        N_("No loner after passing"),
        N_("A player who passed in the round trump was made may not then go alone.")),
    "lone_lead": OptionWords(
        N_("Lead against a loner"), N_("Who leads the first trick when the maker goes alone."),
        _enum_words(LoneLead, {"left_of_dealer": N_("Left of the dealer"),
                               "left_of_loner": N_("Left of the loner")})),
    "dealer_may_discard_upcard": OptionWords(N_("Dealer may discard the up-card"),
                                             N_("The dealer who picks up may bury the card just picked up.")),
    "benny": OptionWords(N_("Benny"),
                         N_("Play with a 25th card, the joker (or the two of spades), as the highest "
                            "trump.")),
    "benny_card": OptionWords(
        N_("Benny card"), N_("Which card plays the Benny: the joker, or the two of spades in its place."),
        _enum_words(BennyCard, {"joker": N_("The joker"), "two_of_spades": N_("The two of spades")})),
    "farmers_hand": OptionWords(
        N_("Farmer's hand"), N_("What a player dealt only nines and tens may do."),
        _enum_words(FarmersHand, {"off": N_("Nothing: play it"),
                                  "redeal": N_("Throw it in; same dealer deals again"),
                                  "exchange": N_("Swap three cards with the kitty")})),
    "partners_best": OptionWords(N_("Partner's best"),
                                 N_("A lone maker gets the partner's best card and discards one.")),
    "renege": OptionWords(
        N_("Renege"), N_("What happens when a player fails to follow suit."),
        _enum_words(Renege, {"prevented": N_("Not allowed (cards that don't follow are refused)"),
                             "penalty_to_innocent": N_("Allowed; caught reneges give the others 2"),
                             "penalty_deducted": N_("Allowed; caught reneges cost 2 points"),
                             "no_score": N_("Allowed; the reneging side scores nothing that hand")})),
    "defenders_march_four": OptionWords(N_("Defenders' march scores 4"),
                                        N_("Defenders who take all five tricks score 4 instead of 2.")),
    "cutthroat_march": OptionWords(N_("Cutthroat march"), N_("Points for a march by the maker in cutthroat."),
                                   ((3, N_("3 points")), (2, N_("2 points")))),
    "first_dealer": OptionWords(
        N_("First dealer"), N_("How the first dealer of a match is chosen."),
        _enum_words(FirstDealer, {"random": N_("At random"), "first_black_jack": N_("First black jack")})),
}
"""Every rule option in a player's words, in the order the settings show them."""

assert set(OPTION_WORDS) == {field.name for field in dataclasses.fields(Rules)}, "every option needs words"


def _label(name: str) -> Phrase:
    """A rule option's name as the settings show it, to be translated where it is said."""
    return Phrase(OPTION_WORDS[name].label)


def option_text(name: str, value: Any) -> str:
    """A rule option's value in a player's words ("Against any maker", "on", "10 points"): ``value`` as
    ``Rules`` holds it or as ``to_dict`` writes it."""
    words = OPTION_WORDS[name]
    if value is None:
        return words.none
    for choice, text in words.values:
        if value == choice or (isinstance(choice, enum.Enum) and value == choice.value):
            return text
    if isinstance(value, bool):
        return N_("on") if value else N_("off")
    return str(value)
