"""A whole hand of Euchre played with only what a screen reader gets: the window's accessibility tree (names,
roles, states), its press actions, and the announcements."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from window_helpers import INSTANT

from euchre_desktop.ui.main_window import MainWindow

Role = QAccessible.Role


def shown(iface: QAccessibleInterface) -> Iterator[QAccessibleInterface]:
    """``iface`` and every interface under it that a screen reader finds showing (not invisible)."""
    if not iface.isValid() or iface.state().invisible:
        return
    yield iface
    if iface.role() in (Role.ComboBox, Role.EditableText):
        return  # their popups and parts are their own
    for index in range(iface.childCount()):
        child = iface.child(index)
        if child is not None:
            yield from shown(child)


def find(root: QAccessibleInterface, name: str, role: Role | None = None) -> QAccessibleInterface | None:
    """The first showing interface under ``root`` called ``name`` (with ``role``, if given)."""
    for iface in shown(root):
        if iface.text(QAccessible.Text.Name) == name and (role is None or iface.role() == role):
            return iface
    return None


def buttons(root: QAccessibleInterface | None) -> list[QAccessibleInterface]:
    """The showing, enabled buttons under ``root``."""
    if root is None:
        return []
    return [iface for iface in shown(root) if iface.role() == Role.Button and not iface.state().disabled]


def card_named(button: QAccessibleInterface) -> str:
    """The card a hand's button is named for: "Ten of spades" for "Ten of spades, trump, playable"."""
    return button.text(QAccessible.Text.Name).split(",")[0]


def press(qtbot: QtBot, iface: QAccessibleInterface, said: list[str]) -> None:
    """Press ``iface`` as a screen reader does, and wait until the game says something in answer."""
    action = iface.actionInterface()
    assert action is not None and action.pressAction() in action.actionNames(), "it says it can be pressed"
    before = len(said)
    action.doAction(action.pressAction())
    qtbot.waitUntil(lambda: len(said) > before, timeout=10000)


def test_a_whole_hand_played_through_the_accessibility_tree(qtbot: QtBot, make_window: object) -> None:
    window: MainWindow = make_window(durations=INSTANT)  # type: ignore[operator]
    said: list[str] = []
    window.screen_reader.announcer.announced.connect(lambda text, _urgent: said.append(text))
    root = QAccessible.queryAccessibleInterface(window)
    assert root is not None and root.role() == Role.Window
    menu_button = find(root, "Menu")
    assert menu_button is not None and menu_button.role() in (Role.ButtonMenu, Role.Button)
    menu = QAccessible.queryAccessibleInterface(window.menu)  # what a screen reader finds once it opens
    assert menu is not None
    new_match = next(menu.child(index) for index in range(menu.childCount())
                     if menu.child(index).text(QAccessible.Text.Name) == "New match")
    new_match.actionInterface().doAction(QAccessibleActionInterface.pressAction())
    qtbot.waitUntil(lambda: any(text.startswith("Your turn") for text in said), timeout=10000)

    table = find(root, "Card table", Role.Client)
    assert table is not None, "the table is in the tree, in words"
    hand = find(table, "Your hand", Role.Grouping)
    assert hand is not None
    cards = buttons(hand)
    assert len(cards) == 5, "five cards dealt, each a button"
    assert all(" of " in card.text(QAccessible.Text.Name) for card in cards)
    parts = ("The trick", "Trump", "Score", "Players")
    assert all(find(table, part, Role.Grouping) is not None for part in parts)

    # Bid: make trump at the first chance, so that the hand is played out.
    bids = [bid for bid in buttons(find(root, "Your bid")) if bid.text(QAccessible.Text.Name) != "Pass"]
    assert bids, "the bid panel's choices are named buttons"
    press(qtbot, bids[0], said)

    presses = waits = 0
    while find(root, "Next hand", Role.Button) is None:
        assert presses < 20 and waits < 1000, "the hand did not end"
        hand = find(table, "Your hand", Role.Grouping)
        choosable = [card for card in buttons(hand)
                     if card.text(QAccessible.Text.Name).endswith(("playable", "can be discarded"))]
        if not choosable or find(root, "Next hand", Role.Button) is not None:
            qtbot.wait(10)
            waits += 1
            continue
        pressed = card_named(choosable[0])
        press(qtbot, choosable[0], said)
        presses += 1
        # Gone from the hand (at instant speed, your next turn may be shown before the reader reads again).
        qtbot.waitUntil(lambda card=pressed: card not in map(card_named, buttons(find(table, "Your hand",
                                                                                      Role.Grouping))),
                        timeout=10000)
    assert presses >= 5, "a card pressed for each trick (and any discard)"

    heard = " ".join(said)
    assert "is trump, named by you" in heard
    assert any(text.startswith("You play the ") for text in said)
    assert sum("takes the trick" in text or "You take the trick" in text for text in said) == 5
    assert "Score: You & Gloria" in heard, "the hand's result and the score are announced"
    assert not any(symbol in heard for symbol in "♣♦♥♠"), "every card is spelled out"
    assert not any(".." in text for text in said), "one full stop between sentences"
    assert said[-1].endswith("Press Enter to go on."), "the summary is announced with the way on"

    QTest.keyClick(window, Qt.Key.Key_L)  # the last trick, in words (the panel only paints its cards)
    assert " Taken by " in said[-1] and said[-1].count(" of ") == 4

    show_hands = find(root, "Show all hands")
    assert show_hands is not None
    show_hands.actionInterface().doAction(QAccessibleActionInterface.pressAction())
    qtbot.waitUntil(lambda: find(root, "Every hand as dealt") is not None, timeout=5000)
    dealt = find(root, "Every hand as dealt")
    assert dealt is not None
    told = dealt.text(QAccessible.Text.Description)
    # Every card as dealt, the kitty's last; then what changed hands after the deal (the dealer's pickup).
    hands, kitty, rest = told.partition(" Kitty: ")
    kitty_cards, _stop, changes = rest.partition(". ")
    assert hands.startswith("You: ") and kitty == " Kitty: " and (hands + kitty_cards).count(" of ") == 24
    assert changes.startswith("Taken by "), told

    next_hand = find(root, "Next hand", Role.Button)
    assert next_hand is not None
    press(qtbot, next_hand, said)
    assert said[-1].endswith("is turned up."), "the next hand is dealt"
