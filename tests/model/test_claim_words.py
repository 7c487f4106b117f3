"""A refused claim is told in words that name no other player and no card the player has not seen."""

from __future__ import annotations

from euchre_desktop.engine import Card
from euchre_desktop.engine.claim import ClaimRefusal
from euchre_desktop.model.refusal_words import claim_refusal_words

ACE = Card.parse("AC")


def test_a_refused_claim_names_only_the_claiming_side_s_card() -> None:
    trumped = ClaimRefusal(trick=2, seat=3, card=Card.parse("9H"), beaten=ACE, trumped=True)
    higher = ClaimRefusal(trick=2, seat=1, card=Card.parse("AS"), beaten=Card.parse("KS"))
    unanswered = ClaimRefusal(trick=4, seat=3, card=ACE, beaten=None, followed=False)
    assert claim_refusal_words(trumped) == "Not yet: the A♣ could still be trumped."
    assert claim_refusal_words(higher) == "Not yet: a higher card could still beat the K♠."
    assert claim_refusal_words(unanswered) == "Not yet: the other side could still take a trick."
    assert claim_refusal_words(ClaimRefusal()) == "There are no tricks to claim now."
