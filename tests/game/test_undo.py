"""Undo against bots: it restores exactly the earlier position (state, events, the bots'
generators), leaves no trace in the record, and is refused once something was revealed,
in hot-seat, or when turned off."""
from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.match import Match
from game.seats import SeatSpec
from game.settings import Settings
from game.games import entry
from game.undo import reveal_in
from rules import IllegalAction
from rules.core import Rng


def solo(seed=3, players=3):
    seats = [SeatSpec("Ann", "human")] + [SeatSpec(f"Bot {i}", "bot", "medium") for i in range(1, players)]
    return Match("sorcerous-futures", players, seats, seed, bot_delay=0, threaded=False)


def until_human(m):
    m.run_bots_instantly()
    assert 0 in m.humans_to_act() or m.over


def snapshot(m):
    return (m.record(), [m.view(s) for s in range(m.players)], len(m.events), m.step,
            {i: r.copy() for i, r in m._rngs.items()})


def find_undoable(m, tries=200):
    """Play (a legal move) until the human's move can be undone, before any bot answers it;
    return the position before that move and the move."""
    for _ in range(tries):
        until_human(m)
        before = snapshot(m)
        action = m.legal(0)[0]
        m.submit(0, action)
        if m.can_undo(0)[0]:
            return before, action
    pytest.fail("no undoable move found")


def test_undo_restores_exactly_the_earlier_position_and_leaves_no_trace():
    m = solo()
    before, action = find_undoable(m)
    first_time = m.record()
    m.undo(0)
    after = snapshot(m)
    assert after[:4] == before[:4]                  # record, every seat's view, events, step
    assert after[4] == before[4]                    # the bots' generators too
    assert m.record()["actions"] == before[0]["actions"]     # no trace of the undone move
    # the same move again: the game goes on exactly as the first time
    m.submit(0, action)
    assert m.record() == first_time


def test_a_bots_answer_ends_undo_and_the_refusal_says_what_it_was():
    """UN1: another seat's decision may depend on what it alone knows (here: the bots' bids
    show their hidden valuations), so once a bot has answered your move, that move stays."""
    m = solo(seed=3)
    find_undoable(m)
    n = m.step
    m.run_bots_instantly()
    assert m.step > n
    ok, why = m.can_undo(0)
    assert not ok and why.startswith("Too late to undo. Since your move: ")
    bot_said = next(e for e in m.events[m._first_event[n]:] if e.text and e.visible(0))
    assert m.fill_names(bot_said.text) in why
    with pytest.raises(IllegalAction):
        m.undo(0)


GAMES = [("sorcerous-futures", 3), ("barony", 2), ("me-first", 3), ("auctioneer", 3), ("auctioneer", 2)]


@pytest.mark.parametrize("game_id,players", GAMES)
def test_undo_never_reaches_past_another_seats_decision_or_a_reveal(game_id, players):
    """Random games with undo pressed at random moments: every undo takes back only your own
    decisions, and only while nothing was revealed to you since; whatever is refused
    changes nothing."""
    rng = Rng(players * 31 + len(game_id))
    for seed in range(3):
        seats = [SeatSpec("Ann", "human")] + [SeatSpec(f"Bot {i}", "bot", "medium") for i in range(1, players)]
        m = Match(game_id, players, seats, seed, bot_delay=0, threaded=False)
        undone = 0
        for _ in range(400):
            if m.over:
                break
            if 0 not in m.humans_to_act():
                m.run_bots_instantly(1 + rng.randrange(3))
            else:
                m.submit(0, m.legal(0)[rng.randrange(len(m.legal(0)))])
            for _ in range(rng.randrange(3)):
                rec, n_events = m.record(), len(m.events)
                ok, why = m.can_undo(0)
                if not ok:
                    with pytest.raises(IllegalAction):
                        m.undo(0)
                    assert m.record() == rec and len(m.events) == n_events
                    continue
                m.undo(0)
                undone += 1
                gone = rec["actions"][len(m.record()["actions"]):]
                assert gone and gone[0]["seat"] == 0
                # another seat's decision taken back with yours only where it showed you nothing
                # of what it alone knows (a bid sealed, a pick chosen: face down)
                for k, a in enumerate(gone):
                    if a["seat"] != 0:
                        seen = [e for e in m_events_of(rec, m.step + k) if e.visible(0)]
                        assert seen and all(e.kind in entry(game_id).silent for e in seen), (a, seen)
                shown = reveal_in(game_id, m_events_after(rec, m), 0)
                assert shown is None, shown
        assert undone > 0


def m_events_of(rec, k):
    """The Events action ``k`` of the record made (replayed)."""
    from rules import get_game
    g = get_game(rec["game"])
    s = g.new(rec["players"], rec["seed"], rec.get("options") or {})
    for j, st in enumerate(rec["actions"]):
        s, ev = g.apply(s, st["seat"], g.parse_action(st["action"]))
        if j == k:
            return ev
    return []


def m_events_after(rec, m):
    """The Events the undone actions had made (replayed from the record)."""
    from rules import get_game
    g = get_game(rec["game"])
    s = g.new(rec["players"], rec["seed"], rec.get("options") or {})
    out = []
    for k, st in enumerate(rec["actions"]):
        s, ev = g.apply(s, st["seat"], g.parse_action(st["action"]))
        if k >= m.step:
            out.extend(ev)
    return out


def test_the_refusal_speaks_to_you_about_your_own_moves():
    """An Auctioneer flip of yours is a reveal: "you turn up…", never "Ann turns up…"."""
    from rules.auctioneer import Flip
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bot", "bot", "medium")]
    m = Match("auctioneer", 2, seats, 4, bot_delay=0, threaded=False)
    for _ in range(100):
        m.run_bots_instantly()
        flips = [a for a in m.legal(0) if isinstance(a, Flip)]
        if flips:
            break
        m.submit(0, m.legal(0)[0])
    m.submit(0, flips[0])
    ok, why = m.can_undo(0)
    assert not ok and "Since your move: You turn up" in why and "Ann" not in why


def test_undo_is_refused_once_something_was_revealed():
    m = solo(seed=9)
    # play until the human's move is followed by a reveal (a new market, sealed bids opened...)
    for _ in range(400):
        until_human(m)
        if m.over:
            pytest.fail("no reveal found")
        m.submit(0, m.legal(0)[0])
        n = [c for c in m._checkpoints if c[4] == 0][-1][3]
        if reveal_in("sorcerous-futures", m.events[n:], 0) is not None:
            break
    ok, why = m.can_undo(0)
    assert not ok and why.startswith("Too late to undo")
    rec = m.record()
    with pytest.raises(IllegalAction):
        m.undo(0)
    assert m.record() == rec


def test_no_undo_in_hot_seat_or_when_turned_off():
    seats = [SeatSpec("Ann", "human"), SeatSpec("Ben", "human"), SeatSpec("Bot", "bot", "medium")]
    m = Match("sorcerous-futures", 3, seats, 1, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    seat = m.humans_to_act()[0]
    m.submit(seat, m.legal(seat)[0])
    assert m.can_undo(seat) == (False, "No undo in hot-seat games.")
    m2 = solo()
    find_undoable(m2)
    m2.undo_enabled = False
    assert m2.can_undo(0) == (False, "Undo is turned off in the settings.")
    assert solo().can_undo(0) == (False, "Nothing to undo yet.")


def test_ctrl_z_at_the_table_takes_the_move_back():
    app = App(size=(1280, 720), settings=Settings(anim_speed="off", bot_pace="instant"), headless=True)
    try:
        m = solo(seed=5)
        app.push("title")
        before, action = find_undoable(m)
        table = app.push("table:sorcerous-futures", m, animate=False)
        app.draw()
        assert any(b.label == "Undo" for b in table.buttons)
        table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode=""))
        assert m.record() == before[0]
        assert app.top is not table and app.top.match is m      # the table was drawn afresh
        # it says so (a newcomer could not tell whether Ctrl+Z had worked), in the prompt bar,
        # not over the log (a message there covered its lines: newcomers)
        assert app.top.error.startswith("Undone") and not app.top.error_is_problem
        assert not any(text.startswith("Undone") for text, *_ in app.toasts), app.toasts
        # ... and it stays as your turn comes back, beside what to do: it went the moment the
        # turn arrived, and a newcomer saw the move taken back "with no message"
        import scenes.prompt_bar as PB
        from helpers import words_drawn
        for _ in range(5):
            app.frame(0.05, events=[])
        with words_drawn(PB) as said:
            app.invalidate()
            app.draw()
        assert app.top.is_human_turn()
        joined = " ".join(said)
        assert joined.startswith("Undone: your last move is taken back.") and "Bid or pass" in joined, said
    finally:
        app.shutdown()


def test_after_undo_the_market_cards_stay_in_their_slots():
    """The Sorcerous Futures market keeps each card where it was dealt as others are won; a
    table drawn afresh after an undo puts every card back in the same slot."""
    app = App(size=(1280, 720), settings=Settings(anim_speed="fast", bot_pace="instant"), headless=True)
    try:
        m = solo(seed=12)
        app.push("title")
        table = app.push("table:sorcerous-futures", m, viewer=0)
        for _ in range(400):
            m.run_bots_instantly()
            table.update(0.0)
            table.timeline.skip()
            if 0 in m.humans_to_act() and None in table.slots[:-1] and any(table.slots):
                before = list(table.slots)
                table.submit(m.legal(0)[0])
                if m.can_undo(0)[0]:
                    break
            elif 0 in m.humans_to_act():
                table.submit(m.legal(0)[-1])
        else:
            pytest.fail("no market with a gap")
        assert table.undo()
        assert app.top is not table and app.top.slots == before
    finally:
        app.shutdown()


def test_the_undo_button_shows_as_soon_as_your_move_is_made():
    """"No Undo button appeared in the prompt bar" (a newcomer, after a pass): it waited for the
    table to be still, and by then the next bot had answered. It shows while your move is still
    playing out on the table."""
    app = App(size=(1280, 720), settings=Settings(anim_speed="normal", bot_pace="normal"), headless=True)
    try:
        m = solo(seed=5)
        m.bot_delay = 100.0                                   # the bots wait: only the animation runs
        until_human(m)
        app.push("title")
        table = app.push("table:sorcerous-futures", m, animate=True)
        for _ in range(200):
            app.frame(0.05, events=[])
            if not table.timeline.busy and table.is_human_turn():
                break
        assert table.submit(m.legal(0)[-1])
        app.frame(0.02, events=[])
        assert table.timeline.busy and m.can_undo(0)[0]
        app.draw()
        assert any(b.label == "Undo" for b in table.buttons)
    finally:
        app.shutdown()


def test_a_move_that_was_your_only_one_is_not_offered_for_undo():
    """"An Undo button appeared after a forced pass, and pressing it said 'Too late to undo'"
    (a newcomer, in Barony: a pass with no usable cards plays itself). A move that was your only
    one is no decision to take back: no Undo is offered for it, and Ctrl+Z says why."""
    from helpers import to_tax_pick
    m = to_tax_pick(3)
    for _ in range(400):
        if m.over:
            break
        if 0 in m.humans_to_act() and len(m.legal(0)) == 1:
            break
        if not m.run_bots_instantly(1):
            m.submit(0, m.legal(0)[-1])
    assert not m.over and len(m.legal(0)) == 1, "no forced move found"
    m.submit(0, m.legal(0)[0])
    ok, why = m.can_undo(0)
    assert not ok and "only" in why, why


def test_a_bid_sealed_blind_does_not_end_undo():
    """A newcomer chose a closed auction and could not take the call back: "Too late to undo.
    Since your move: Bea seals a bid." A sealed bid shows nothing of what that seat knows: the
    call (and the sealed bids after it) may be taken back, and the bots seal again as before."""
    from rules.sorcerous_futures import StartAuction
    for seed in range(40):
        m = solo(seed=seed, players=4)
        until_human(m)
        calls = [a for a in m.legal(0) if isinstance(a, StartAuction) and a.format == "closed"]
        if not calls:
            continue
        before = snapshot(m)
        m.submit(0, calls[0])
        m.run_bots_instantly()
        sealed = [k for k in range(before[3] + 1, m.step) if m._actors[k] != 0]
        if not sealed or 0 not in m.humans_to_act():
            continue
        assert all(e.kind in ("sealed", "sealed_amount") for e in m.events[before[2]:] if e.visible(0) and
                   e.kind != "auction"), [e.kind for e in m.events[before[2]:]]
        ok, why = m.can_undo(0)
        assert ok, why
        m.undo(0)
        assert snapshot(m)[:4] == before[:4]
        return
    pytest.fail("no closed auction of the player's with bots sealing before them")
