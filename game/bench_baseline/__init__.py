"""Frozen copies of earlier engines, timed side by side with today's by `bench engine`."""
