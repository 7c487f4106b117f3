"""The one list of levels: every level builds its bot, and one rule says who plays a level that cannot."""

from __future__ import annotations

import logging

import pytest

from euchre_desktop.bots.base import RandomBot
from euchre_desktop.bots.easy import EasyBot
from euchre_desktop.bots.expert import ExpertBot
from euchre_desktop.bots.levels import BOT_CLASSES, Level, make_bot
from euchre_desktop.bots.registry import BUILTIN_BOTS, BotSpec, build_bot
from euchre_desktop.bots.standard import StandardBot
from euchre_desktop.persistence import seats


def test_each_level_builds_its_own_bot_by_level_or_by_saved_name() -> None:
    expected = {Level.EASY: EasyBot, Level.STANDARD: StandardBot, Level.EXPERT: ExpertBot}
    assert set(BOT_CLASSES) == set(Level) == set(expected)
    for level, bot_class in expected.items():
        assert type(make_bot(level)) is bot_class
        assert type(make_bot(level.value)) is bot_class


def test_the_settings_the_saved_match_and_the_arena_share_the_list() -> None:
    assert seats.Level is Level
    assert BUILTIN_BOTS == ("random", "easy", "standard", "expert")
    assert type(build_bot(BotSpec.parse("expert"))) is ExpertBot
    assert [level.label for level in Level] == ["Easy", "Standard", "Expert"]


def test_an_unknown_level_plays_standard(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING):
        assert type(make_bot("grandmaster")) is StandardBot
    assert "no level 'grandmaster'" in caplog.text


def test_a_level_missing_from_the_build_plays_standard_and_random_only_without_standard(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setitem(BOT_CLASSES, Level.EXPERT, ("euchre_desktop.bots.not_built_yet", "ExpertBot"))
    with caplog.at_level(logging.WARNING):
        assert type(make_bot(Level.EXPERT)) is StandardBot
    assert "'expert' bot is not available in this build" in caplog.text
    monkeypatch.setitem(BOT_CLASSES, Level.STANDARD, ("euchre_desktop.bots.standard", "NoSuchBot"))
    assert type(make_bot(Level.EXPERT)) is RandomBot
    assert type(make_bot(Level.EASY)) is EasyBot

