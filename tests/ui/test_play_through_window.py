"""Whole hands through the real window: bids by key, a discard and plays by mouse, a refused click, the
summary, and a bots-only match to its end."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from window_helpers import (
    INSTANT,
    click_card,
    eager_bots,
    eager_loners,
    key,
    play_out_by_mouse,
    random_bots,
    start_match,
    wait_for_turn,
)

from euchre_desktop.engine import (
    BENNY,
    BennyCard,
    Card,
    Deal,
    DefendAlone,
    FarmersHand,
    Phase,
    Rules,
    Suit,
    parse_cards,
)
from euchre_desktop.model import MatchSummary
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.table.card_mark import PickupMark
from tests.model.helpers import deal_from_text

# You deal and turn up the Q♥; everyone passes to you.  You pick it up and bury the 9♠.  Hank leads his
# lowest club, the 9♣, and you must follow with your only club, the A♣: a click on the J♥ is refused.
DEALER_DEAL = deal_from_text(0, ("JH AH KH AC 9S", "9C TC JC QC 9D", "KC TD JD QD KD", "AD 9H TH TS JS"),
                             "QH QS KS AS")


def hand(window: MainWindow) -> tuple[Card | None, ...]:
    """The player's cards as the table shows them."""
    return window.scene.piles.hand(0).cards


def test_a_whole_hand_by_mouse_and_keys(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    window.model.new_match(Rules(), seed=3, first_deal=DEALER_DEAL)

    turn = wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    labels = {choice.key: choice.label for choice in window.bid_panel.choices}
    assert labels == {1: "Pick it up", 2: "Pick it up alone", 0: "Pass"}
    assert window.bid_panel.isVisible()
    assert window.status.text().startswith("Your turn: pick up the Q♥")
    assert [window.scene.bubble(seat).text for seat in (1, 2, 3)] == ["Pass"] * 3
    key(window, Qt.Key.Key_1)

    turn = wait_for_turn(qtbot, window, Phase.DEALER_DISCARD)
    assert window.bid_panel.choices == [] and window.bid_panel.prompt == "Click the card to discard face down"
    assert len(hand(window)) == 6 and Card.parse("QH") in hand(window)
    assert window.status.text().startswith("Pick a card to discard")
    nine = Card.parse("9S")
    click_card(window, nine)

    turn = wait_for_turn(qtbot, window, Phase.PLAY)
    assert nine not in hand(window) and len(hand(window)) == 5
    assert window.scene.piles.trick.cards == tuple(zip((1, 2, 3), parse_cards("9C KC AD"), strict=True))
    assert turn.playable == (Card.parse("AC"),)
    assert window.status.text() == "Your turn: follow clubs"
    jack = window.scene.item_for(Card.parse("JH"))
    assert jack is not None and jack.look.dimmed and not jack.playable, "an unplayable card looks it"

    click_card(window, Card.parse("JH"))
    assert window.status.text() == "You must follow suit: clubs were led and J♥ is not a club."
    assert Card.parse("JH") in hand(window) and window.controller.turn is not None
    click_card(window, Card.parse("AC"))

    # You won the trick with the ace and lead: choose with the arrows, play with Enter.
    wait_for_turn(qtbot, window, Phase.PLAY)
    assert window.status.text().startswith("Your lead")
    key(window, Qt.Key.Key_Right)
    chosen = window.controller.selected
    assert chosen == hand(window)[0] == Card.parse("JH"), "the right bower leads the sorted hand"
    item = window.scene.item_for(chosen)
    assert item is not None and item.look.selected
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: chosen not in hand(window), timeout=5000)

    play_out_by_mouse(qtbot, window)

    summary = window.summary.summary
    assert summary is not None and summary.maker == 0 and summary.trump is Suit.HEARTS
    assert window.summary.title.text().startswith(("Made", "March"))
    assert "You named hearts" in window.summary.detail.text()
    assert sum(summary.tricks_per_side) == 5
    assert window.scene.score_panel.scores == summary.scores
    assert not window.summary.deal_view.isVisible()
    window.summary.show_hands_button.click()
    assert window.summary.deal_view.isVisible()
    deal_view = window.summary.deal_view
    assert deal_view.hands == DEALER_DEAL.hands
    image = deal_view.grab().toImage()
    paper = sum(1 for x in range(0, image.width(), 4) for y in range(0, image.height(), 4)
                if image.pixelColor(x, y).lightness() > 235)
    assert paper > image.width() * image.height() / 16 * 0.15, "the cards are drawn face up"

    key(window, Qt.Key.Key_Return)
    assert not window.summary.isVisible()
    qtbot.waitUntil(lambda: window.model.snapshot().hand_index == 1, timeout=5000)


def test_a_bots_only_match_runs_to_its_end_in_the_window(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(factory=random_bots, durations=INSTANT)
    finished = []
    window.controller.match_finished.connect(finished.append)
    window.model.set_autoplay(True)
    window.model.new_match(Rules(target=5), seed=11)
    hands = 0
    while not finished:
        qtbot.waitUntil(lambda: window.summary.isVisible() or bool(finished), timeout=20000)
        if finished:
            break
        hands += 1
        assert window.controller.turn is None, "nobody asks the player while the computer plays the seat"
        window.summary.next_button.click()
        qtbot.waitUntil(lambda: not window.summary.isVisible() or window.summary.match_over or bool(finished),
                        timeout=5000)
    result = finished[0]
    assert hands >= 3 and max(result.scores) >= 5
    assert window.summary.isVisible() and window.summary.match_over
    assert window.summary.next_button.text() == "New match"
    assert window.scene.score_panel.scores == result.scores
    assert window.status.text() == "The match is over."


def test_the_upcard_ordered_up_to_you_is_marked_in_your_hand_until_you_discard(qtbot: QtBot,
                                                                            make_window: Any) -> None:
    window = make_window(factory=eager_bots, durations=INSTANT)  # nothing moves: the mark alone says it
    window.model.new_match(Rules(), seed=2, first_deal=DEALER_DEAL)  # Hank orders up the Q♥ to you
    wait_for_turn(qtbot, window, Phase.DEALER_DISCARD)
    scene, upcard = window.scene, Card.parse("QH")
    item = scene.item_for(upcard)
    assert item is not None and item in scene.piles.hand(0).items
    marks = [mark for mark in scene.items() if isinstance(mark, PickupMark)]
    assert [mark.card for mark in marks] == [item] and marks[0].text == "Picked up"
    assert [card.card for card in scene.piles.hand(0).items if card.look.picked_up] == [upcard]
    resting = marks[0].boundingRect()
    while window.controller.selected != upcard:  # the arrows' gold outline comes and goes on its own
        key(window, Qt.Key.Key_Right)
        assert item.look.picked_up and item.look.selected == (window.controller.selected == upcard)
    risen = resting.top() - marks[0].boundingRect().top()
    assert item.lift_height > 0 and abs(risen - item.lift_height) < 0.01, "the tag rose with the card"
    click_card(window, Card.parse("9S"))
    wait_for_turn(qtbot, window, Phase.PLAY)
    assert not any(isinstance(mark, PickupMark) for mark in scene.items()) and not item.look.picked_up


def test_a_farmers_hand_is_swapped_with_the_kitty(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    deal = Deal(3, (parse_cards("9C TC 9D TD 9H"), parse_cards("JC QC KC AC JD"),
                    parse_cards("QD KD AD TH JH"), parse_cards("QH KH AH 9S TS")), parse_cards("JS QS KS AS"))
    window.model.new_match(Rules(farmers_hand=FarmersHand.EXCHANGE), seed=2, first_deal=deal)
    wait_for_turn(qtbot, window, Phase.FARMER)
    assert [choice.key for choice in window.bid_panel.choices] == [1, 0]
    assert window.bid_panel.choices[0].label == "Farmer's hand: swap with the kitty"
    key(window, Qt.Key.Key_1)
    wait_for_turn(qtbot, window, Phase.FARMER_RETURN)
    assert len(hand(window)) == 8 and set(parse_cards("QS KS AS")) <= set(hand(window))
    assert window.bid_panel.prompt == "Click a card to return to the kitty (3 to go)"
    for card in parse_cards("9C TC 9D"):
        wait_for_turn(qtbot, window, Phase.FARMER_RETURN)
        click_card(window, card)
        qtbot.waitUntil(lambda card=card: card not in hand(window), timeout=5000)
    turn = wait_for_turn(qtbot, window, Phase.BID_ROUND_1)
    assert sorted(turn.hand) == sorted(parse_cards("TD 9H QS KS AS"))
    kitty = window.scene.piles.kitty.items
    assert len(kitty) == 4 and kitty[0].card == Card.parse("JS") and kitty[0].face_up
    assert kitty[0].pos() == window.scene.layout.kitty(0, 4).pos, "the kitty stays in the middle"


def test_partners_best_comes_to_you_when_you_go_alone(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    deal = Deal(3, (parse_cards("JS JC AS KS AH"), parse_cards("9C TC QC KC 9D"),
                    parse_cards("TD JD QD KD AD"), parse_cards("9H TH JH QH KH")), parse_cards("QS 9S TS AC"))
    start_match(qtbot, window, deal, seed=2, rules=Rules(partners_best=True))
    key(window, Qt.Key.Key_2)
    wait_for_turn(qtbot, window, Phase.LONER_DISCARD)
    gift = Card.parse("TD")  # Gloria's first legal card
    assert len(hand(window)) == 6 and gift in hand(window)
    assert window.scene.plate(2).sitting_out and len(window.scene.piles.hand(2).items) == 4
    click_card(window, gift)
    turn = wait_for_turn(qtbot, window, Phase.PLAY)
    assert len(turn.hand) == 5 and gift not in hand(window)


def test_you_give_your_best_to_a_lone_partner(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(factory=eager_loners)
    deal = Deal(1, (parse_cards("9C TC QC KC 9D"), parse_cards("TD JD QD KD AD"),
                    parse_cards("JS JC AS KS AH"), parse_cards("9H TH JH QH KH")), parse_cards("QS 9S TS AC"))
    window.model.new_match(Rules(partners_best=True), seed=2, first_deal=deal)
    turn = wait_for_turn(qtbot, window, Phase.PARTNER_GIVE)
    assert not window.scene.plate(0).sitting_out, "you lay your hand down only after giving"
    assert window.bid_panel.prompt == "Click the card to give Gloria"
    assert window.status.text().startswith("Your turn: give Gloria your best card")
    gift = turn.hand[-1]
    click_card(window, gift)
    qtbot.waitUntil(lambda: window.scene.plate(0).sitting_out, timeout=5000)
    qtbot.waitUntil(lambda: not window.scene.is_busy, timeout=5000)
    assert gift not in hand(window) and len(window.scene.piles.hand(0).items) == 4
    assert not any(item.face_up for item in window.scene.piles.hand(0).items)


def test_you_may_defend_alone(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(factory=eager_bots)
    deal = Deal(3, DEALER_DEAL.hands, DEALER_DEAL.kitty)
    start_match(qtbot, window, deal, seed=2, rules=Rules(defend_alone=DefendAlone.ALWAYS))
    key(window, Qt.Key.Key_0)
    wait_for_turn(qtbot, window, Phase.DEFEND)
    labels = {choice.key: choice.label for choice in window.bid_panel.choices}
    assert labels == {1: "Defend alone", 0: "Pass"}
    assert window.status.text() == "Your turn: defend alone against Hank (1), or pass (0)"
    key(window, Qt.Key.Key_1)
    wait_for_turn(qtbot, window, Phase.PLAY)
    assert window.scene.plate(2).sitting_out
    assert window.scene.bubble(0).text == "Defend alone"


def test_undo_in_the_play_redraws_every_pile(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    start_match(qtbot, window, DEALER_DEAL, seed=3)
    key(window, Qt.Key.Key_1)
    wait_for_turn(qtbot, window, Phase.DEALER_DISCARD)
    click_card(window, Card.parse("9S"))
    for _ in range(3):
        turn = wait_for_turn(qtbot, window, Phase.PLAY)
        click_card(window, turn.playable[0])
        qtbot.waitUntil(lambda played=turn.playable[0]: played not in hand(window), timeout=5000)
    wait_for_turn(qtbot, window, Phase.PLAY)
    before = window.model.snapshot().view
    key(window, Qt.Key.Key_U)
    qtbot.waitUntil(lambda: window.model.snapshot().view.history != before.history, timeout=5000)
    wait_for_turn(qtbot, window, Phase.PLAY)
    qtbot.waitUntil(lambda: not window.controller.busy and not window.scene.is_busy, timeout=5000)
    view = window.model.snapshot().view
    scene = window.scene
    assert sorted(scene.piles.hand(0).known) == sorted(view.hand)
    played = {seat: sum(1 for trick in view.tricks for who, _ in trick.plays if who == seat)
              + sum(1 for who, _ in view.trick if who == seat) for seat in range(4)}
    assert [len(scene.piles.hand(seat).items) for seat in range(4)] == [5 - played[seat] for seat in range(4)]
    assert scene.piles.trick.cards == tuple(view.trick)
    per_side = [view.tricks_won[0] + view.tricks_won[2], view.tricks_won[1] + view.tricks_won[3]]
    assert [len(scene.piles.won_by(0).tricks), len(scene.piles.won_by(1).tricks)] == per_side
    assert scene.trump_badge.suit is Suit.HEARTS and scene.plate(0).maker
    assert len(scene.piles.kitty.items) == 4 and not any(item.face_up for item in scene.piles.kitty.items)


def test_a_finished_match_resumed_shows_only_the_result(qtbot: QtBot, make_window: Any) -> None:
    window = make_window()
    window.summary.show_match(MatchSummary(1, (7, 10), 8), ("You", "Hank", "Gloria", "Luis"))
    assert window.summary.title.text() == "The match is over"
    assert window.summary.result.text() == "Hank & Luis win the match, 10 to 7"
    assert not window.summary.show_hands_button.isVisible()
    with qtbot.waitSignal(window.summary.new_match_requested):
        key(window, Qt.Key.Key_Return)


def test_the_two_of_spades_turned_up_plays_the_benny(qtbot: QtBot, make_window: Any) -> None:
    window = make_window(factory=eager_bots)
    rules = Rules(benny=True, benny_card=BennyCard.TWO_OF_SPADES)
    hands = ("JD TD JH AH KS", "9C TC JC QC KC", "AC AD 9H TH QH", "9D QD KD 9S TS")
    deal = Deal(0, tuple(parse_cards(cards) for cards in hands), (BENNY, *parse_cards("JS KH QS AS")))
    window.model.new_match(rules, seed=2, first_deal=deal)
    wait_for_turn(qtbot, window, Phase.BENNY_CALL)
    upcard = window.scene.piles.kitty.items[0]
    assert upcard.card == BENNY and upcard.face_up and upcard.look.two_of_spades_benny
    assert window.status.text() == ("Your turn: the two of spades, the Benny, was turned up, so you must "
                                    "name trump")
    key(window, Qt.Key.Key_3)  # hearts
    wait_for_turn(qtbot, window, Phase.DEALER_DISCARD)
    assert BENNY in hand(window)
    click_card(window, Card.parse("KS"))

    def benny_looks_like_the_two() -> None:
        item = window.scene.item_for(BENNY)
        assert item is None or item.look.two_of_spades_benny, "the Benny's card looks like the 2♠ all hand"

    play_out_by_mouse(qtbot, window, benny_looks_like_the_two)
    summary = window.summary.summary
    assert summary is not None and summary.maker == 0 and summary.trump is Suit.HEARTS
    assert summary.tricks_per_side[0] >= 1, "the top trump took a trick"
    assert window.summary.deal_view._look(BENNY).two_of_spades_benny
