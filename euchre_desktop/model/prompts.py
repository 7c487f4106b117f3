"""The model's words for the player: the prompt for a decision, and engine messages made sentences."""

from __future__ import annotations

from ..engine import Action, Phase, PlayerView, effective_suit

__all__ = ["prompt", "sentence"]


def sentence(text: str) -> str:
    """Capitalised, with a full stop: engine messages are written to be embedded."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


_FIXED_PROMPTS = {
    Phase.BENNY_CALL: "The Benny was turned: name trump.",
    Phase.DEALER_DISCARD: "Discard a card face down.",
    Phase.LONER_DISCARD: "Discard a card face down.",
    Phase.FARMER_RETURN: "Return a card to the kitty.",
    Phase.PARTNER_GIVE: "Give your partner your best card.",
    Phase.DEFEND: "Defend alone, or pass.",
    Phase.FARMER: "You hold a farmer's hand: declare it, or pass.",
}
"""The prompts that depend on nothing but the phase."""


def prompt(view: PlayerView, names: tuple[str, ...]) -> str:
    """What the status line says when the human is to decide."""
    phase = view.phase
    upcard = view.upcard
    if phase is Phase.BID_ROUND_1:
        if view.dealer == view.seat:
            return f"Pick up the {upcard}, or pass."
        return f"Order up the {upcard} to {names[view.dealer]}, or pass."
    if phase is Phase.BID_ROUND_2:
        if Action.pass_() not in view.legal_actions:
            return "Stick the dealer: you must name a suit."
        return f"Name a suit other than {upcard.suit.name.lower()}, or pass."
    if phase is Phase.GO_ALONE:
        if view.seat == view.maker:
            return "Trump is made: go alone, or play with your partner."
        return "Trump is made: go alone against the makers, or pass."
    if phase in _FIXED_PROMPTS:
        return _FIXED_PROMPTS[phase]
    if not view.trick:
        return "Your lead."
    suit = effective_suit(view.trick[0][1], view.trump)
    return f"Your play: follow {suit.name.lower()} if you can."
