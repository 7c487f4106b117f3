"""The card table: a QGraphicsScene of cards in piles, seat plates, bubbles and the score, and its controller.

The controller (``controller.TableController``) is told by the model what happened, one table event at a
time, and turns each event into scene steps; the scene (``scene.TableScene``) moves cards from pile to pile
and says when everything has come to rest.  Nothing here knows the rules.
"""
