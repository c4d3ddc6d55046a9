"""The 4-player Excuse seat's Crown picker (SF3)."""
from __future__ import annotations

from game.match import Match
from game.seats import SeatSpec
from rules.decks import decktet as D


def excuse_table(app):
    """A 4-player Sorcerous Futures table, you holding the Excuse, at the Crown hand-out:
    (match, table)."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Ada", "Bea", "Cyd")]
    m = Match("sorcerous-futures", 4, seats, seed=3, bot_delay=0, threaded=False, options={"excuse_seat": 0})
    app.push("title")
    t = app.push("table:sorcerous-futures", m, viewer=0, animate=False)
    app.draw()
    return m, t


def test_a_refused_pick_is_said_and_goes_once_the_choice_is_right(app):
    """"The End cannot go to Cyd." stayed on screen after the choice was put right and Confirm
    lit up (a newcomer): the words go with the next pick that is taken, or Suggest."""
    m, t = excuse_table(app)
    assert m.view(0).phase == "crowns"
    t.open_crown_picker()
    p = app.top
    seat, crown = next((s, c) for s in range(4) for c in D.CROWNS if not p.allowed(s, c))
    p.pick(seat, crown)
    assert "cannot go to" in p.message
    good = next(c for c in D.CROWNS if p.allowed(seat, c))
    p.pick(seat, good)
    assert p.choice[seat] == good and p.message == ""
    p.pick(seat, crown)
    assert p.message
    p.suggest()
    assert p.message == ""


def test_the_crowns_are_named_with_their_suits_and_fill_in_is_no_advice(app):
    """"Entries read 'You The Bard, Bea The End…': 'The End' says nothing unless you remember
    which Crown belongs to which suit"; and a newcomer took "Suggest" for advice that the
    review then called costly: it fills in any hand-out the rules allow, and says so."""
    m, t = excuse_table(app)
    t.open_crown_picker()
    labels = [b.label for b in app.top.buttons]
    assert "Suggest" not in labels and "Fill in the rest" in labels
    action = m.legal(0)[0]
    words = t.move_text(action)
    for seat, c in enumerate(action.crowns):          # by its suit: what a Crown is for
        assert f"{t.name(seat)} {D.CARDS[c].suits[0].capitalize()}" in words, words
    app.pop()
    t.choose_crowns(action.crowns)
    mine = [e.text for e in m.visible_events(0) if e.kind == "crowns"]
    assert mine and all(f"({D.CARDS[c].suits[0].capitalize()})" in mine[0] for c in action.crowns[1:]), mine


def test_the_crown_given_says_so_under_it(app, monkeypatch):
    """"In the dialog it is hard to tell which Crown is selected from which is merely
    available" (a newcomer): the Crown given to a seat says "given" under it, the others only
    their key."""
    import scenes.crown_picker as CP
    from helpers import spy_words
    m, t = excuse_table(app)
    t.open_crown_picker()
    p = app.top
    said = spy_words(monkeypatch, CP)
    app.invalidate()
    app.draw()
    assert not any("given" in s for s in said)
    p.suggest()
    said.clear()
    app.invalidate()
    app.draw()
    given = [s for s in said if "✓ given" in s]
    assert len(given) == 4, said
    assert given == [f"{D.CROWNS.index(c) + 1} ✓ given" for c in p.choice]


def test_the_hand_out_says_how_many_cards_your_crown_shares_with_theirs_as_you_give_them(app, monkeypatch):
    """The review rated a newcomer's hand-out far below another and never said why: the dialog
    says, as the Crowns are given, how many cards your Crown's suit shares with the others'
    Crowns (each a rival for your bonus cards); nothing before yours and another are given."""
    import scenes.crown_picker as CP
    from rules.sorcerous_futures import SUIT_OF_CROWN
    said = []
    orig = CP.text_block
    monkeypatch.setattr(CP, "text_block", lambda surface, s, *a, **k: (said.append(s), orig(surface, s, *a, **k))[1])
    m, t = excuse_table(app)
    t.open_crown_picker()
    p = app.top
    app.draw()
    assert not any(s.startswith("Your Crown of") for s in said)
    p.suggest()
    said.clear()
    app.draw()
    mine = D.SUIT_NAMES[SUIT_OF_CROWN[p.choice[0]]]
    assert any(s.startswith(f"Your Crown of {mine} shares ") and "rivals" in s for s in said), said
