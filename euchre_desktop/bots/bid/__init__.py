"""The Bid Euchre computer players (random, Easy, Standard, Expert) and the arena that measures them."""
