"""The Bid Euchre computer players (random, Easy, Standard) and the arena that measures them."""
