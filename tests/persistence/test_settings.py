"""The settings schema: every setting labelled and bounded, values checked, saved atomically, damaged files
set aside with the valid values kept."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from euchre_desktop.engine import PRESETS, DefendAlone, Rules
from euchre_desktop.engine.bid import BidRules, Form
from euchre_desktop.engine.records import rule_differences
from euchre_desktop.persistence.seats import Level
from euchre_desktop.persistence.settings import SCHEMA, SECTIONS, Settings, SettingsError


def test_every_setting_can_be_shown_by_the_dialog() -> None:
    """Label, help, a known section, and a default that the setting's own check accepts."""
    for key, setting in SCHEMA.items():
        assert setting.label and setting.help.endswith("."), key
        assert setting.section in SECTIONS, key
        assert setting.check(setting.default) == setting.default, key
        assert setting.choices or setting.kind in (bool, str) or setting.minimum is not None, key


def test_defaults_are_the_standard_game() -> None:
    settings = Settings()
    assert settings.rules() == Rules()
    assert settings.preset_name() == "standard"
    seats = settings.seats()
    assert seats.names == ("You", "Hank", "Gloria", "Luis") and seats.opponents_level is Level.STANDARD


@pytest.mark.parametrize(("key", "value"), [
    ("sound.volume", 101), ("sound.volume", -1), ("sound.volume", "loud"), ("sound.enabled", 1),
    ("table.speed", "warp"), ("players.name_left", ""), ("players.name_left", "x" * 25),
    ("rules.target", 7), ("rules.players", 5), ("intermission.panic_key", "F12"), ("no.such", 1),
])
def test_values_outside_the_schema_are_refused(key: str, value: Any) -> None:
    settings = Settings()
    with pytest.raises(SettingsError):
        settings.set(key, value)
    assert settings.values() == Settings().values()


def test_rules_that_conflict_are_refused_together() -> None:
    """Each value is allowed alone, but cutthroat with the Canadian loner cannot be played."""
    settings = Settings()
    settings.set("rules.canadian_loner", True)
    with pytest.raises(SettingsError, match="cutthroat"):
        settings.set("rules.players", 3)
    assert settings.rules().players == 4
    settings.update({"rules.target": None, "rules.fixed_hands": 8})
    assert settings.rules().fixed_hands == 8


def test_changes_are_signalled_saved_and_survive_a_restart(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    settings, problem = Settings.load(path)
    assert problem is None
    changed: list[str] = []
    settings.changed.connect(changed.append)
    settings.set("table.speed", "fast")
    settings.set("table.speed", "fast")  # no change, no signal
    settings.set_rules(PRESETS["canadian"])
    assert changed == ["table.speed", "rules.canadian_loner", "rules.defend_alone"]

    again, problem = Settings.load(path)
    assert problem is None
    assert again.values() == settings.values()
    assert again.rules().defend_alone is DefendAlone.AGAINST_LONER
    assert again.preset_name() == "canadian"


def test_cutthroat_seats_have_no_partner() -> None:
    settings = Settings()
    settings.update({"rules.players": 3, "players.name_right": "Rosa"})
    assert settings.seats().names == ("You", "Hank", "Rosa")


@pytest.mark.parametrize("content", [
    b"", b"\xff\xfe garbage", b"[1, 2, 3]", b'{"format": "euchre-desktop settings"}',
    b'{"format": "something else", "version": 1, "values": {}}',
])
def test_an_unreadable_file_gives_defaults_and_is_kept(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    settings, problem = Settings.load(path)
    assert settings.values() == Settings().values()
    assert problem is not None and "kept as settings.json.unreadable-" in problem
    (kept,) = tmp_path.glob("settings.json.unreadable-*")
    assert kept.read_bytes() == content


def test_a_file_with_some_bad_values_keeps_the_good_ones(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "euchre-desktop settings", "version": 1,
                                "values": {"sound.volume": 250, "table.speed": "fast", "gone.away": 1}}))
    settings, problem = Settings.load(path)
    assert settings.get("table.speed") == "fast" and settings.get("sound.volume") == 70
    assert problem is not None and "Volume" in problem and "one this version does not know" in problem
    assert "gone.away" not in problem and "250" not in problem, "a player's words, not the file's"


def test_a_newer_file_is_kept_aside_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    newer = json.dumps({"format": "euchre-desktop settings", "version": 99, "values": {}}).encode()
    path.write_bytes(newer)
    settings, problem = Settings.load(path)
    assert problem is not None and "newer" in problem
    settings.set("sound.volume", 10)
    (kept,) = tmp_path.glob("settings.json.newer-*")
    assert kept.read_bytes() == newer


def test_a_save_that_fails_is_reported_once(qtbot: Any, tmp_path: Path) -> None:
    """A folder that cannot be written (here: a file in its place) keeps the values for the session."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    settings = Settings(blocker / "settings.json")
    problems: list[str] = []
    settings.problem.connect(problems.append)
    settings.set("sound.volume", 10)
    settings.set("sound.volume", 20)
    assert settings.get("sound.volume") == 20
    assert len(problems) == 1 and "could not be saved" in problems[0]


def test_the_settings_and_the_copied_deal_name_every_rule_option_alike() -> None:
    """One wording: what the copied deal details say of an option is what the settings call it and its
    value."""
    for key, setting in SCHEMA.items():
        if not key.startswith("rules."):
            continue
        name = key.split(".", 1)[1]
        for value, label in setting.choices:
            if value == setting.default:
                continue
            # The Benny's card can only be chosen with the Benny in play.
            needs = {"benny": True} if name == "benny_card" else {}
            rules = Rules.from_dict({**PRESETS["standard"].to_dict(), **needs, name: value})
            assert f"{setting.label}: {label}" in rule_differences(rules), key


# --- The game and Bid Euchre's rules ---------------------------------------------------------------------


def test_a_version_1_file_reads_as_euchre_with_its_values(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "euchre-desktop settings", "version": 1,
                                "values": {"rules.target": 5, "table.speed": "fast"}}))
    settings, problem = Settings.load(path)
    assert problem is None
    assert settings.game() == "euchre" and settings.rules() == Rules(target=5)
    assert settings.bid_rules() == BidRules()
    settings.set("game.game", "bid_euchre")
    assert json.loads(path.read_text())["version"] == 2


def test_bid_euchre_rules_are_saved_as_their_dict_and_checked_together(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    settings, _problem = Settings.load(path)
    six = BidRules(form=Form.DOUBLE_6, partners_best=1, target=50)
    settings.update({"game.game": "bid_euchre", **{f"bid_rules.{k}": v for k, v in six.to_dict().items()}})
    assert settings.bid_rules() == six
    assert settings.bid_seats().names == ("You", "Hank", "Gloria", "Otto", "Mabel", "Luis")
    assert settings.seats().names == ("You", "Hank", "Gloria", "Luis"), "Euchre's seats are unchanged"
    with pytest.raises(SettingsError, match="Benny"):
        settings.set("bid_rules.benny", True)  # the Benny with a double pack
    reloaded, problem = Settings.load(path)
    assert problem is None and reloaded.bid_rules() == six and reloaded.game() == "bid_euchre"


def test_a_file_with_bid_rules_that_conflict_keeps_the_rest(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "euchre-desktop settings", "version": 2, "values": {
        "bid_rules.benny": True, "bid_rules.no_trump": "high", "rules.target": 5}}))
    settings, problem = Settings.load(path)
    assert problem is not None and "Bid Euchre's rules, which could not be played together" in problem
    assert settings.bid_rules() == BidRules() and settings.rules() == Rules(target=5)
