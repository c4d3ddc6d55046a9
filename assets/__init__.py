"""Auction Parlour's data files (fonts, suit symbols, Tiled tables, rules text, sounds, icon).

A package only so the files travel with the code in every install (wheel, sdist, ``pip
install .``, pipx, editable, PyInstaller) and are found with importlib.resources. Read them
through ``game.assets.asset_path``; nothing here is code.
"""
OWNER = "auction-parlour"   # game.assets checks this: another top-level "assets" must not pass for ours
