"""A seat named "You" (or the solo player's own seat) reads in the second person in every
log line of every game: "You pass", never "You passes", "You puts" or "You you"."""
from __future__ import annotations

import re

import pytest

from game.words import base_form, fill_names
from rules import GAME_IDS, get_game
from rules.core import Rng

AFTER_YOU = re.compile(r"\b[Yy]ou ([a-z]+)\b")
SAME_TWICE = re.compile(r"\b(an? [a-z-]+ [a-z]+) and (an? [a-z-]+ [a-z]+)\b")


def test_base_forms():
    assert [base_form(w) for w in ("passes", "puts", "has", "is", "carries", "wins", "takes", "misses")] == \
        ["pass", "put", "have", "are", "carry", "win", "take", "miss"]


def test_sentences():
    names = ["You", "Bea"]
    assert fill_names("{seat0} passes.", names) == "You pass."
    assert fill_names("{seat0} passes and takes back The Harvest.", names) == "You pass and take back The Harvest."
    assert fill_names("Tie: {seat0}'s cards", names) == "Tie: Your cards"
    assert fill_names("{seat1} bids 12.", names) == "Bea bids 12."
    assert fill_names("{seat1} passes.", ["Ann", "Ben"], you={1}) == "You pass."
    assert fill_names("Turn order {seat1}, {seat0}.", ["Ann", "Ben"], you={0}) == "Turn order Ben, you."
    # "you" as the object of a clause is not the sentence's subject: its next verb stays Bea's
    # (the log read "Bea turns up the 8 of Spades that you placed, then place a card…": a newcomer)
    assert fill_names("{seat1} turns up the 8 of Spades that {seat0} placed, then places a card face down.",
                      names) == "Bea turns up the 8 of Spades that you placed, then places a card face down."
    assert fill_names("{seat0} turns up the 8 of Spades that {seat1} placed, then places a card face down.",
                      names) == "You turn up the 8 of Spades that Bea placed, then place a card face down."


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_log_line_of_every_game_reads_right_for_you(game_id):
    g = get_game(game_id)
    n = g.max_players
    checked = 0
    for seed in range(3):
        names = ["You"] + [f"Bot{i}" for i in range(1, n)]
        s = g.new(n, seed)
        rng = Rng(seed)
        lines = [e.text for e in getattr(g, "opening_events", lambda s: [])(s)]
        steps = 0
        while not g.is_over(s) and steps < 3000:
            seat = min(g.to_act(s))
            legal = g.legal_actions(s, seat)
            s, events = g.apply(s, seat, legal[rng.randrange(len(legal))])
            lines += [e.text for e in events if e.text]
            steps += 1
        for t in lines:
            out = fill_names(t, names)
            assert "{seat" not in out and "You you" not in out and "you you" not in out, out
            for verb in AFTER_YOU.findall(out):
                assert not verb.endswith("s") or verb.endswith("ss") or verb in ("this",), out
            for a, b in SAME_TWICE.findall(out):    # "a face-down card and a face-down card"
                assert a != b, out
            checked += 1
    assert checked > 50


def test_the_tables_own_sentences_read_right_for_a_seat_named_you_played_by_a_bot():
    """After "Finish for me" a lesson's seat named You is a bot, and the tables said "You
    chooses a card" and "You is choosing a card to auction…"."""
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.app import App
    from game.match import Match
    from game.seats import SeatSpec
    from game.settings import Settings
    from scenes.table_sf import SFTable
    app = App(size=(1280, 720), settings=Settings(anim_speed="off"), headless=True)
    try:
        seats = [SeatSpec("You", "bot", "easy"), SeatSpec("Bea", "bot", "easy"), SeatSpec("Cyd", "bot", "easy")]
        m = Match("sorcerous-futures", 3, seats, seed=5, bot_delay=0, threaded=False)
        t = SFTable(app, m, viewer=0, animate=False)
        app.push(t)
        v = t.view
        assert v.phase == "choose"
        line = t.says(v.active, "is choosing a card to auction…")
        assert t.waiting_text() == line
        if v.active == 0:
            assert line == "You are choosing a card to auction…"
        assert t.says(0, "is choosing a card to auction…") == "You are choosing a card to auction…"
        assert t.says(0, "holds the Excuse and is handing out the Crowns…") == \
            "You hold the Excuse and are handing out the Crowns…"
        assert t.says(1, "chooses a card") == "Bea chooses a card"
        app.draw()
    finally:
        app.shutdown()


@pytest.mark.parametrize("game_id,players,first", [
    ("sorcerous-futures", 3, ("The game begins", "You hold the Aces of", "Your Crown is", "The first market is turned up")),
    ("sorcerous-futures", 4, ("The game begins", "You hold the Aces of", "holds the Excuse and hands out the Crowns")),
    ("me-first", 3, ("Acquisition round 1: turn order", "New row:")),
])
def test_a_game_opens_in_the_log_with_what_was_dealt(game_id, players, first):
    """A newcomer's log was empty at the start of a Sorcerous Futures or Me First game (the
    lesson's said "Your Crown is…" and the first market): the table's log opens with the
    game's opening events, each seat told only what it was dealt."""
    from game.app import App
    from game.match import Match
    from game.seats import SeatSpec
    from game.settings import Settings
    seats = [SeatSpec("Ann", "human")] + [SeatSpec(f"B{i}", "bot", "medium") for i in range(1, players)]
    # a deal where Ann has Aces (with four players, the Excuse's holder has none)
    seed = next(k for k in range(50) if getattr(get_game(game_id).new(players, k), "excuse_seat", None) != 0)
    m = Match(game_id, players, seats, seed=seed, bot_delay=5.0, threaded=False)
    app = App(size=(1280, 720), settings=Settings(anim_speed="off"), headless=True)
    try:
        app.push("title")
        t = app.push(f"table:{game_id}", m, viewer=0, animate=True)
        t.update(0.05)
        said = [s for s, _ in t.log_entries()]
        for k, words in enumerate(first):
            assert any(words in s for s in said), (words, said)
        assert sum(s.startswith("You hold the Aces") for s in said) <= 1          # only your own
        assert not any(s.startswith("B1 holds the Aces") or "B1's Crown" in s for s in said)
    finally:
        app.shutdown()


def test_a_review_story_names_every_seat_tied_where_it_names_one():
    """"The review says 'Bea came next with 11', but Cyd tied her" (a newcomer): every seat at
    that score is named; a shared win names every winner."""
    from game.words import standing_head
    names = ["you", "Bea", "Cyd"]
    assert standing_head([17, 11, 11], [0], 0, names)[0] == "You won with 17; Bea and Cyd came next with 11."
    assert standing_head([17, 11, 9], [0], 0, names)[0] == "You won with 17; Bea came next with 11."
    assert standing_head([9, 15, 15], [1, 2], 0, names)[0] == "You finished 3rd with 9; Bea and Cyd shared the win at 15."
    assert standing_head([15, 15, 15], [0, 1, 2], 0, names)[0] == "You shared the win with Bea and Cyd at 15."


def test_counts_read_in_the_singular_for_one():
    """Statistics said "from 1 finished games" (a newcomer)."""
    from game.words import count
    assert count(1, "finished game") == "1 finished game" and count(2, "finished game") == "2 finished games"


def test_words_every_reason_ends_with_are_said_once():
    """Three hinted moves each ended with the round's words ("You choose 4th of 4, after 3
    players …"), and the third move's own reason had no room (a newcomer): the last sentences
    all reasons share come apart from them, each keeps its own first words, empty reasons stay."""
    from game.words import shared_tail
    a = "Your 1 (4★) goes into the row. You choose 4th of 4. Put in a costly card."
    b = "Your 2 (2★) goes into the row. You choose 4th of 4. Put in a costly card."
    tail, rest = shared_tail([a, b, ""])
    assert tail == "You choose 4th of 4. Put in a costly card."
    assert rest == ["Your 1 (4★) goes into the row.", "Your 2 (2★) goes into the row.", ""]
    # nothing shared; one reason alone; a reason that would be left empty
    assert shared_tail(["A one. B two.", "C three. D four."]) == ("", ["A one. B two.", "C three. D four."])
    assert shared_tail([a, ""]) == ("", [a, ""])
    assert shared_tail(["Same words.", "Same words."]) == ("", ["Same words.", "Same words."])
    assert shared_tail(["X one. Same.", "Same."]) == ("", ["X one. Same.", "Same."])


def test_a_reason_that_opens_as_an_earlier_one_says_only_the_rest():
    """Sorcerous Futures: the second hinted move (the same card, auctioned open) repeated the
    first's whole reason but its last sentence, and the third move's reason was cut off the
    panel (a newcomer). The sentences said already are pointed at."""
    from game.words import pointed
    worth = "The Watchman (Pawn) is worth about 21 to you (Moons about 4 (a guess), Wyrms 9). Of the market the card worth most to you."
    closed = worth + " An auction that is closed: one secret bid each, the highest pays what it bid."
    opened = worth + " An auction that is open: the others bid in turn and you have the last word."
    other = "The Merchant is worth about 12 to you. An auction that is open: the others bid in turn."
    assert pointed([closed, opened, other, opened, ""]) == [
        closed, "As 1. An auction that is open: the others bid in turn and you have the last word.", other,
        "The same reason as 2.", ""]
    head = "The Light Keeper (Pawn) is worth about 20 to you (Suns 9 (you know it), Waves about 5)"
    assert pointed([f"{head}: bought for 17, it gains you about 3.", f"{head}: bought for 18, it gains you about 2."]) \
        == [f"{head}: bought for 17, it gains you about 3.", "As 1: bought for 18, it gains you about 2."]
