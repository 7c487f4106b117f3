"""The game's dialogs: settings, statistics, the rules, the first-run welcome and About."""
