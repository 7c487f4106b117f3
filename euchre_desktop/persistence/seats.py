"""Who sits at the table: the seat names and the levels of the computer players.

Plain values shared by the settings, the saved match and the model; no Qt.  The levels themselves are the
bots' one list (``bots.levels.Level``), re-exported here because settings and saved matches store them.
"""

from __future__ import annotations

import dataclasses
from typing import Final

from ..bots.levels import Level
from ..engine.translatable import N_

__all__ = ["DEFAULT_NAMES", "Level", "SeatSetup"]


DEFAULT_NAMES: Final = {
    4: (N_("You"), "Hank", "Gloria", "Luis"),
    3: (N_("You"), "Hank", "Luis"),
    6: (N_("You"), "Hank", "Gloria", "Otto", "Mabel", "Luis"),
}
"""Seat names by table size (seed 002): you, Hank on your left, Gloria across, Luis on your right; at six
(Bid Euchre), Gloria and Mabel are your partners on your left and right, and Otto sits across."""


@dataclasses.dataclass(frozen=True, slots=True)
class SeatSetup:
    """The seats of a match: a name per seat (seat 0 is the human) and the levels of the computer players.

    The partner's level and the opponents' level are separate.  When the human's seat is played by a bot
    (Watch a hand), it plays at the partner's level.
    """

    names: tuple[str, ...] = DEFAULT_NAMES[4]
    opponents_level: Level = Level.STANDARD
    partner_level: Level = Level.STANDARD

    def __post_init__(self) -> None:
        if len(self.names) not in DEFAULT_NAMES:
            raise ValueError(f"a table has 3, 4 or 6 seats, not {len(self.names)}")
        for name in self.names:
            if not isinstance(name, str) or not name.strip() or len(name) > 24:
                raise ValueError(f"a seat name must be 1 to 24 characters, not {name!r}")

    @classmethod
    def default(cls, players: int = 4) -> SeatSetup:
        """The default seats for a table of ``players``."""
        return cls(DEFAULT_NAMES[players])

    def for_players(self, players: int) -> SeatSetup:
        """These levels, with names fitted to a table of ``players`` (cutthroat has no partner; at six, the
        two players who only sit at six take their own names)."""
        if len(self.names) == players:
            return self
        # You, the player on your left and the one on your right keep their seats at every table size.
        you, left, right = self.names[0], self.names[1], self.names[-1]
        across = self.names[2] if len(self.names) > 3 else DEFAULT_NAMES[4][2]
        names: tuple[str, ...]
        if players == 3:
            names = (you, left, right)
        elif players == 4:
            names = (you, left, across, right)
        else:
            names = (you, left, across, DEFAULT_NAMES[6][3], DEFAULT_NAMES[6][4], right)
        return dataclasses.replace(self, names=names)

    def level_of(self, seat: int) -> Level:
        """The level of the bot playing ``seat`` (seat 0 only when a bot plays it for the human): partners
        alternate at four and six seats; cutthroat has none."""
        if seat == 0 or (len(self.names) != 3 and seat % 2 == 0):
            return self.partner_level
        return self.opponents_level

    def to_dict(self) -> dict[str, object]:
        """A JSON-ready dict."""
        return {"names": list(self.names), "opponents_level": self.opponents_level.value,
                "partner_level": self.partner_level.value}

    @classmethod
    def from_dict(cls, data: object) -> SeatSetup:
        """Read ``to_dict``'s output; ValueError naming what is wrong."""
        if not isinstance(data, dict):
            raise ValueError(f"seats must be an object, not {type(data).__name__}")
        names = data.get("names")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise ValueError("seat names must be a list of strings")
        try:
            opponents = Level(data.get("opponents_level"))
            partner = Level(data.get("partner_level"))
        except ValueError as error:
            raise ValueError(f"unknown level: {error}") from None
        return cls(tuple(names), opponents, partner)
