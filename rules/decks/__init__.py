"""The decks the games are played with: card ids, names, ranks and suits, as data.

- ``decktet``: the 45-card Decktet (Sorcerous Futures, Barony).
- ``standard``: the standard 52-card deck (Auctioneer).
- ``me_first_deck``: the 40-card Me First deck (designed for this project).
"""
