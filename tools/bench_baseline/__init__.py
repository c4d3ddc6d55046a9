"""Frozen copies of earlier engines, timed side by side with today's by `bench engine` when it
runs from a checkout (they are not part of the installed game). Each module has a ``GAME``
whose ``id`` names the game it is an earlier version of."""
