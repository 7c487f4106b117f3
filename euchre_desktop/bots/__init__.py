"""Computer players and the arena that measures them.  Pure Python on the engine, no Qt."""
