#!/usr/bin/env python3
"""A tiny external Euchre bot: the smallest complete player of the JSON-lines protocol (version 1.1).

Run it against a built-in bot:

    python -m euchre_desktop.arena "cmd:python3 examples/external_bot.py" random --deals 100

It plays Bid Euchre too (it says so in its hello with ``"games"``); from Python, the Bid Euchre arena
takes the same spec: ``run_pairing(BidRules(), "cmd:python3 examples/external_bot.py", "random", 100, 1)``.

It uses nothing but the standard library, so it can be copied anywhere and grown into a real player.
Its play is deliberately simple: it makes trump with three or more cards of a suit (counting the left
bower), buries its lowest card, plays its highest card when leading or when that card beats the trick so
far, and otherwise throws its lowest.  In Bid Euchre it bids the cheapest number in its longest suit when
half its cards or more are trump, passes its best card to a moon shooter, and plays as in Euchre.  The
protocol itself is in docs/external-protocol.md.
"""

from __future__ import annotations

import json
import sys

RANKS = "9TJQKA"
SUITS = "CDHS"
SAME_COLOUR = {"C": "S", "S": "C", "D": "H", "H": "D"}


def suit_of(card: str, trump: str | None) -> str:
    """The suit a card follows: the left bower (and the Benny) count as trump."""
    if card == "BN":
        return trump or "?"
    if trump is not None and card == "J" + SAME_COLOUR[trump]:
        return trump
    return card[1]


def power(card: str, trump: str | None, led: str | None, low: bool = False) -> int:
    """How strongly a card competes for a trick (0: it cannot win it); ``low`` for no-trump low."""
    suit = suit_of(card, trump)
    if suit == trump:
        if card == "BN":
            return 120
        if card == "J" + trump:
            return 110
        if card[0] == "J":
            return 109
        return 100 + RANKS.index(card[0])
    if suit == led or led is None:
        return 10 + (5 - RANKS.index(card[0]) if low else RANKS.index(card[0]))
    return 0


def trump_count(cards: list[str], suit: str) -> int:
    """How many of these cards would be trump if ``suit`` were named."""
    return sum(suit_of(card, suit) == suit for card in cards)


def choose(request: dict, upcard: str) -> str:
    """Pick one of the request's legal actions."""
    legal: list[str] = request["legal"]
    hand: list[str] = request["hand"]
    trump: str | None = request["trump"]
    if "order" in legal:
        suit = upcard[1] if upcard != "BN" else "S"
        return "order" if trump_count(hand, suit) >= 3 else legal[0]
    calls = [action for action in legal if action.startswith("call ") and not action.endswith("alone")]
    if calls:
        best = max(calls, key=lambda action: trump_count(hand, action.split()[1]))
        if "pass" not in legal or trump_count(hand, best.split()[1]) >= 3:
            return best
        return "pass"
    plays = [action for action in legal if action.startswith("play ")]
    if plays:
        trick = request["trick"]
        led = suit_of(trick[0][1], trump) if trick else None
        cards = [action.split()[1] for action in plays]
        strongest = max(cards, key=lambda card: power(card, trump, led))
        best_so_far = max((power(card, trump, led) for _seat, card in trick), default=0)
        if not trick or power(strongest, trump, led) > best_so_far:
            return "play " + strongest
        return "play " + min(cards, key=lambda card: power(card, trump, led or suit_of(card, trump)))
    discards = [action for action in legal if action.startswith(("discard ", "give "))]
    if discards:
        return min(discards, key=lambda action: power(action.split()[1], trump, None))
    return legal[0]  # pass a farmer's hand or a lone defence


def choose_bid_euchre(request: dict) -> str:
    """Pick one of the request's legal actions in Bid Euchre."""
    legal: list[str] = request["legal"]
    hand: list[str] = request["hand"]
    if request["phase"] == "bidding":
        best = max(SUITS, key=lambda suit: trump_count(hand, suit))
        bids = [action for action in legal if action.startswith("bid ") and action.endswith(" " + best)
                and "moon" not in action]
        if bids and (2 * trump_count(hand, best) >= len(hand) or "pass" not in legal):
            return bids[0]
        return "pass" if "pass" in legal else legal[0]
    contract = request["contract"].split()
    trump = contract[-1] if contract[-1] in SUITS else None
    low = contract[-1] == "low"
    cards = [action.split()[1] for action in legal]
    if request["phase"] in ("give", "discard"):
        ranked = sorted(cards, key=lambda card: power(card, trump, None, low))
        return f"{request['phase']} {ranked[-1] if request['phase'] == 'give' else ranked[0]}"
    trick = request["trick"]
    led = suit_of(trick[0][1], trump) if trick else None
    strongest = max(cards, key=lambda card: power(card, trump, led, low))
    best_so_far = max((power(card, trump, led, low) for _seat, card in trick), default=0)
    if not trick or power(strongest, trump, led, low) > best_so_far:
        return "play " + strongest
    return "play " + min(cards, key=lambda card: power(card, trump, led or suit_of(card, trump), low))


def send(message: dict) -> None:
    """Write one JSON line and flush, so the arena sees it at once."""
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def main() -> None:
    """Answer the hello, follow the events, answer every request."""
    upcard = ""
    game = "euchre"
    for line in sys.stdin:
        message = json.loads(line)
        kind = message["type"]
        if kind == "hello":
            game = message.get("game", "euchre")  # a version 1.0 arena names no game: it plays Euchre
            send({"type": "hello", "version": 1, "name": "example", "games": ["euchre", "bid_euchre"]})
        elif kind == "deal":
            upcard = message.get("upcard", "")
        elif kind == "request":
            action = choose_bid_euchre(message) if game == "bid_euchre" else choose(message, upcard)
            send({"type": "action", "id": message["id"], "action": action})
        elif kind == "bye":
            return


if __name__ == "__main__":
    main()
