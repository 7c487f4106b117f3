"""What Euchre Desktop keeps on disk: the settings, the saved match and the statistics.

Everything is versioned, validated when read, and written atomically; nothing is pickled or evaluated.
A file that cannot be read is set aside under a new name (never deleted) and the game carries on with
defaults, telling the player once.
"""
