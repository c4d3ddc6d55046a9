"""How fast bots move at the table: a move at the player's pace, its further steps briskly,
and a routine move (Barony's match of the best bid, turn after turn) briskly too."""
from game.bots.barony import routine
from game.match import FOLLOW_ON, Match
from game.seats import SeatSpec


def _poll_until_move(m, t, step=0.01, limit=5.0):
    """Poll from ``t`` (a new pending decision starts there) until a move applies; the time it took."""
    start = t
    while t - start < limit:
        if m.poll_bots(now=t):
            return t - start
        t += step
    raise AssertionError("no bot moved")


def test_a_bots_bid_is_one_gesture_its_steps_follow_briskly():
    """Barony: a bot's bid is Target, Add (each card), Confirm. Each step waited the full pace
    (0.75 s), so a Market of bot bids took 10-20 s (a newcomer). The first step of a seat's
    move waits the pace; the steps after it, by the same seat, a share of it; so does a first
    step that only matches the best bid again in a run of ties ("stages IV-VI are long runs of
    +0 ties, each bot move taking a few seconds": a newcomer)."""
    seats = [SeatSpec(f"B{i}", "bot", "medium") for i in range(3)]
    m = Match("barony", 3, seats, 7, bot_delay=0.75, threaded=False)
    t, waits = 100.0, []
    for _ in range(160):
        if m.over:
            break
        before = m.step
        seat_before = m._actors[-1] if m._actors else None
        seat = min(m.to_act())
        view = m.view(seat)
        took = _poll_until_move(m, t)
        t += took + 1.0
        same = m._actors[-1] == seat_before
        played = m.game.parse_action(m.record()["actions"][-1]["action"])
        waits.append((same, routine(view, played), round(took, 2)))
        assert m.step == before + 1
    firsts = [w for same, r, w in waits if not same and not r]
    brisk = [w for same, r, w in waits if same or r]
    assert firsts and brisk and any(r and not same for same, r, _ in waits), waits
    assert all(abs(w - 0.75) < 0.03 for w in firsts), waits
    assert all(abs(w - 0.75 * FOLLOW_ON) < 0.03 for w in brisk), waits


def test_a_bot_answers_your_move_only_after_undo_has_had_a_moment():
    """"Undo is almost impossible to use in open auctions. The Undo button appeared as I bid,
    but a bot had already answered within about 1 second" (a newcomer; UN1: a bot's answer
    ends undo). While your move can still be taken back, the bot that answers it waits
    ``UNDO_WINDOW``; where undo is off, or after a bot's own move, it waits its usual pace."""
    from game.match import UNDO_WINDOW
    from rules.sorcerous_futures import Pass, StartAuction
    assert UNDO_WINDOW >= 2 * 0.75
    for undo_on in (True, False):
        seats = [SeatSpec("Ann", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd")]
        m = Match("sorcerous-futures", 3, seats, 4, bot_delay=0.75, threaded=False)
        m.undo_enabled = undo_on
        t = 100.0
        for _ in range(60):                     # bots play (at their pace) until you choose a card
            if 0 in m.humans_to_act():
                break
            t += _poll_until_move(m, t) + 1.0
        v = m.view(0)
        assert v.phase == "choose" and 0 in m.humans_to_act()
        m.submit(0, StartAuction(v.market[0], "open"))
        assert m.can_undo(0)[0] == undo_on
        took = _poll_until_move(m, t)
        assert abs(took - (UNDO_WINDOW if undo_on else 0.75)) < 0.03, (undo_on, took)
        # the next bot answers a bot: its usual pace
        if not m.humans_to_act():
            t += took + 1.0
            assert abs(_poll_until_move(m, t) - 0.75) < 0.03


def test_the_wait_for_undo_follows_the_pace_and_is_short_before_a_routine_answer():
    """"Every bot answer waits about 2-3 seconds… most of my 20 minutes of play was watching
    'Cyd is bidding…'" (a newcomer in Barony's runs of ties, where each answer to your match
    waited the whole wait for Undo): the wait follows the pace chosen (at fast, less), and a
    routine answer (a match of your tie) waits only a share of it."""
    from game.match import NORMAL_PACE, UNDO_WINDOW
    from helpers import barony_position
    from rules.barony import bid_value
    from rules.sorcerous_futures import StartAuction
    # Sorcerous Futures at the fast pace: the wait is the window scaled by the pace
    seats = [SeatSpec("Ann", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd")]
    m = Match("sorcerous-futures", 3, seats, 4, bot_delay=0.3, threaded=False)
    t = 100.0
    for _ in range(60):
        if 0 in m.humans_to_act():
            break
        t += _poll_until_move(m, t) + 1.0
    m.submit(0, StartAuction(m.view(0).market[0], "open"))
    took = _poll_until_move(m, t)
    assert abs(took - UNDO_WINDOW * 0.3 / NORMAL_PACE) < 0.03, took
    # Barony: your raise to 2, and the bot's routine answer (a card that levels its bid at 2)
    s = barony_position(2, market=("author", "ace-leaves", "ace-suns"),
                        owned=[["consul", "watchman"], ["window", "island", "harvest"]], stage=3, prime=0)
    s.targets = ["author", "author"]
    s.committed = [[], ["window"]]
    s.best = (1, 1)
    s.turn = 0
    m = Match("barony", 2, [SeatSpec("Ann", "human"), SeatSpec("Bea", "bot", "medium")], 1, bot_delay=0.75,
              threaded=False)
    m._state = s
    m.submit(0, next(a for a in m.legal(0) if a.TYPE == "add" and bid_value(a.card, "author") == 2))   # to 2
    while 0 in m.humans_to_act():                     # the bid confirmed
        m.submit(0, next(a for a in m.legal(0) if a.TYPE == "confirm"))
    assert m.can_undo(0)[0]
    view = m.view(1)
    took = _poll_until_move(m, 200.0)
    played = m.game.parse_action(m.record()["actions"][-1]["action"])
    assert routine(view, played), played
    assert abs(took - UNDO_WINDOW * FOLLOW_ON) < 0.03, took
