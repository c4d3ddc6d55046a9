"""The Sorcerous Futures table, driven through the real scene: a closed auction's end is staged
on the auction that ended (its seats, its panel, its bids) until its card goes to the winner;
the revealed bids stand over the seats' bid status, never over a bought card."""
from __future__ import annotations

from contextlib import contextmanager

import pygame
import pytest

from game.app import App
from game.match import Match
from game.seats import SeatSpec
from game.settings import Settings
from rules.sorcerous_futures import Pass, SealedBid, StartAuction
from helpers import read_then_click, table_window, words_drawn
from rules.core import Rng
from rules.decks import decktet as D
from scenes.anim_layer import _badge_plate, badge_size


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("AUCTION_PARLOUR_HOME", str(tmp_path))


def _to_your_choice(m, auctions: int) -> None:
    """Bots play (you pass their open auctions, seal 3 in their closed ones) until you choose
    a card to auction with at least ``auctions`` done."""
    for _ in range(400):
        m.run_bots_instantly()
        v = m.view(0)
        if v.phase == "choose" and 0 in m.to_act() and v.auctions_done >= auctions:
            return
        if v.phase == "choose" and 0 in m.to_act():
            m.submit(0, StartAuction(v.market[0], "closed"))
        elif v.phase == "closed" and 0 in m.to_act():
            m.submit(0, SealedBid(min(v.gold[0], 3)))
        elif v.phase == "open" and 0 in m.to_act():
            m.submit(0, Pass())
        elif v.phase == "crowns":
            m.submit(0, m.legal(0)[0])
    raise AssertionError("never your turn to choose")


@contextmanager
def revealed(bid=7, size=(1280, 720), auctions=3, players=4, seed=5):
    """You (seat 0) put a card up for a closed auction at a table animating at normal speed,
    the bots seal, then you seal ``bid`` last: yields (app, table, match, card, auctions done
    before) just after your seal."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd", "Dot")[:players - 1]]
    m = Match("sorcerous-futures", players, seats, seed=seed, bot_delay=0.0, threaded=False)
    app = App(size=size, settings=Settings(anim_speed="normal"), headless=True)
    try:
        app.push("title")
        _to_your_choice(m, auctions)
        t = app.push("table:sorcerous-futures", m, viewer=0, animate=False)
        app.draw()
        card, before = m.view(0).market[0], m.view(0).auctions_done
        m.submit(0, StartAuction(card, "closed"))
        for _ in range(40):
            t.update(0.05)
            app.draw()
        m.run_bots_instantly()
        for _ in range(40):
            t.update(0.05)
            app.draw()
        assert m.view(0).phase == "closed" and m.to_act() == {0}
        m.submit(0, SealedBid(bid))
        yield app, t, m, card, before
    finally:
        app.shutdown()


def test_a_closed_auctions_end_shows_the_auction_that_ended_until_its_card_goes():
    """While the sealed bids are revealed, the table is the auction that ended: its number, its
    card in the panel and in its market slot, nobody yet choosing the next card, the log up to the
    bids (it used to say "Auction 8 of 20 / Bea chooses a card" with no bids showing); the next
    auction shows once the card flies to the winner, and a new market is dealt only after that."""
    with revealed() as (app, t, m, card, before):
        seen = []
        for _ in range(400):
            t.update(0.05)
            read_then_click(t)             # read for 3 s, then click on
            app.draw()
            v = t.view
            badges = [an.text for an in t.timeline.anims if an.kind == "badge" and an.tween.started]
            seen.append((t.staged if t.staging() else None, v.auctions_done, v.phase,
                         v.auction.card if v.auction else None, t.build_controls(),
                         badges, " ".join(x for x, _ in t.log_entries())))
            if not t.timeline.busy:
                break
        during = [s for s in seen if s[0] and "sealed bids are revealed" in s[0]]
        assert during, "the reveal is staged"
        for _, done, phase, auction_card, _prompt, _badges, log in during:
            assert (done, phase, auction_card) == (before, "closed", card), (done, phase, auction_card)
            assert "Sealed bids:" in log and " wins " not in log.split("Sealed bids:")[-1], log
        assert [len(s[5]) for s in during[1:-1]] == [4] * (len(during) - 2), "every seat's bid stands while the reveal is up"
        after = [s for s in seen if s[0] and " win" in s[0]]
        assert after and all(s[1] == before + 1 and s[2] == "choose" for s in after), after[:1]
        assert seen[-1][1] == before + 1 and t.view is t.live_view
        assert "chooses a card" not in " ".join(str(s) for s in during)


@pytest.mark.parametrize("seed", [5, 8])
def test_the_revealed_bids_cover_no_bought_card_and_no_bid_sealed_shows_under_them(seed):
    """The revealed "7" stood over your bought cards with a faded "Bid sealed" behind it: the
    badges stand over the seats' bid status, clear of every card in the seats' bought rows, and
    the last seal (revealed at once) raises no "Bid sealed". Seed 8: you hold the Excuse, so
    you know every Crown, and "Crown (known)" stands beside each (the bid covered it)."""
    import scenes.table_sf as TS
    labels = []
    orig = TS.text

    def recording(surface, s, *a, **k):
        r = orig(surface, s, *a, **k)
        labels.append((r.copy(), s))
        return r
    for size in ((1280, 720), (960, 540)):
        with revealed(size=size, auctions=10, seed=seed) as (app, t, m, card, before):
            t.update(0.05)
            TS.text = recording
            try:
                labels.clear()
                t.invalidate()
                app.draw()
            finally:
                TS.text = orig
            assert not [an for an in t.timeline.anims if an.kind == "text" and "sealed" in an.text.lower()]
            badges = [an for an in t.timeline.anims if an.kind == "badge"]
            assert len(badges) == 4
            bought = []
            for seat in range(4):
                centers, bw = t.bought_layout(seat, len(t.view.bought[seat]))
                bought += [t.card_rect(c, bw) for c in centers]
            assert bought, "the seats have bought cards to keep clear of"
            if seed == 8:
                assert len(t.view.known_crowns) == 4, "you know every Crown"
            for an in badges:
                plate = _badge_plate(an.text, badge_size(t.px, an.extra), tuple(an.color), bool(an.extra.get("big")),
                                     t.px(28), t.px(12))
                r = plate.get_rect(center=(int(an.a[0]), int(an.a[1])))
                assert not any(r.colliderect(b) for b in bought), (size, an.text, r)
                # nor over a Crown's label ("Crown (known)" showed through a bid as "Crown (kn[9])")
                assert not any(r.colliderect(lr) for lr, s in labels
                               if s.startswith(("Crown", "your Crown", "(known)"))), \
                    (size, an.text, r, [(lr, s) for lr, s in labels if "Crown" in s])
                assert app.screen.get_rect().contains(r)


def test_the_bank_says_how_much_gold_has_been_paid_to_it():
    """"Bank" under the deck, where the paid gold flies, said nothing: it shows the gold paid
    in so far (the winners pay the bank; that gold leaves the game)."""
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("sorcerous-futures", 3, seats, seed=5, bot_delay=0.0, threaded=False)
    with table_window(m) as (app, t):
        assert t.bank_words() == "nothing paid yet"
        _to_your_choice(m, 4)
        t.update(0.05)
        app.draw()
        paid = sum(h.price for h in m.view(0).history)
        assert paid > 0 and t.bank_words() == f"{paid} gold paid"


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("players", [3, 4])
def test_your_bought_cards_use_the_room_below_them_instead_of_piling_up(size, players):
    """Eight bought cards lay in one row over each other with empty room below them in your
    box: they take two rows there, side by side, each whole inside your box and wide enough to
    read; the others' rows stay in their boxes."""
    from rules.decks.decktet import NUMBERS
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd", "Dot")[:players - 1]]
    m = Match("sorcerous-futures", players, seats, seed=5, bot_delay=0.0, threaded=False)
    m.run_bots_instantly()
    taken = set(m._state.market) | set(m._state.valuations.values())
    mine = [c for c in NUMBERS if c not in taken][:8]
    m._state.bought[0] = list(mine)
    with table_window(m, size=size) as (app, t):
        app.draw()
        box = t.seat_rect(0)
        rects = [r for r, _, c in t.hot if c in mine and box.contains(r)]
        assert len(rects) == 8, "every bought card whole inside your box"
        for k, r in enumerate(rects):
            assert not any(r.colliderect(o) for o in rects[k + 1:]), (size, r)
            assert r.width >= t.px(44)
        assert len({r.top for r in rects}) == 2


@pytest.mark.parametrize("players", [3, 4])
def test_the_end_panel_labels_each_value_under_its_own_suits_ace(players):
    """"Moons = 7" stood under the valuation card, a card of Suns and Knots: each value of the
    end panel stands under the Ace of its suit (the Excuse for the Excuse's), with the card that
    gives the value peeking out beneath, as at the seats."""
    seats = [SeatSpec(n, "bot", "medium") for n in ("Ada", "Bea", "Cyd", "Dot")[:players]]
    m = Match("sorcerous-futures", players, seats, seed=2, bot_delay=0.0, threaded=False)
    m.run_bots_instantly()
    with table_window(m) as (app, t):
        app.draw()
        v = t.view
        assert v.phase == "over" and v.valuations
        top = max(t.layout.rect(f"seat_{k}").bottom for k in range(1, players))
        middle = [(r, c) for r, _, c in t.hot if r.top > top and r.bottom < t.layout.rect("seat_0").top]
        for key, cid in v.valuations.items():
            face = "excuse" if key == "excuse" else f"ace-{key}"
            over = [r for r, c in middle if c == face]
            under = [r for r, c in middle if c == cid]
            assert over and under, (key, face, cid)
            assert any(u.centerx == o.centerx and u.top > o.top for u in under for o in over), key


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_the_valuation_cards_turn_up_whole_in_the_middle_at_the_end(size):
    """"The hidden cards never really get turned up: at the end 'What each suit was worth' is
    still blank strips with numbers" (a newcomer): each valuation card lies face up and whole
    over the top of its Ace, its worth under it; those nobody at this screen had seen turn up
    there one after another, face down until their turn."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd", "Dot")]
    m = Match("sorcerous-futures", 4, seats, seed=2, bot_delay=0.0, threaded=False)
    while not m.over:
        m.run_bots_instantly()
        if not m.over and 0 in m.to_act():
            m.submit(0, m.legal(0)[0])
    with table_window(m, size=size) as (app, t):
        app.draw()
        v = t.view
        hot = list(t.hot)
        top = max(t.layout.rect(f"seat_{k}").bottom for k in range(1, 4))
        for key, cid in v.valuations.items():
            k = next(k for k, (r, _, c) in enumerate(hot) if c == cid and top < r.top and
                     r.bottom < t.layout.rect("seat_0").top)
            r = hot[k][0]
            assert r.width >= t.px(44), (key, r)
            covered = [c for rr, _, c in hot[k + 1:] if rr.colliderect(r)]
            assert not covered, (key, covered)
            face = "excuse" if key == "excuse" else f"ace-{key}"
            ace = next(rr for rr, _, c in hot[:k] if c == face and rr.centerx == r.centerx)
            assert ace.top < r.top < ace.bottom
    # staged: as the game ends, the cards unseen at seat 0 turn up in the middle one by one
    import dataclasses
    app = App(size=size, settings=Settings(anim_speed="normal"), headless=True)
    try:
        app.push("title")
        t = app.push("table:sorcerous-futures", m, viewer=0, animate=False)
        full = dict(t.view.valuations)
        seen = set(list(full)[:2])
        t._view_before = dataclasses.replace(t.view, valuations={k: full[k] for k in seen})
        t.timeline.anims.clear()
        t.anim_game_over({"valuations": full})
        flips = [an for an in t.timeline.anims if any(h[0] == "finale" for h in an.hides)]
        keys = [h[1] for an in flips for h in an.hides]
        assert sorted(keys) == sorted(k for k in full if k not in seen), (keys, seen)
        delays = [an.tween.delay for an in flips]
        assert delays == sorted(delays) and all(b - a >= 0.2 for a, b in zip(delays, delays[1:])), delays
        # face down in the middle until its turn
        app.draw()
        backs = [c for r, _, c in t.hot if c in {full[k] for k in keys}
                 and t.layout.rect("seat_0").top > r.top > t.layout.rect("seat_1").bottom]
        assert not backs, backs
    finally:
        app.shutdown()


def test_a_new_market_is_dealt_only_once_the_card_won_has_reached_its_buyer():
    """The last card of a market sold in a closed auction: the new market was dealt at once,
    while the revealed bids still showed; it comes after the bids and the card's flight."""
    with revealed(seed=1, auctions=9) as (app, t, m, card, before):
        t.update(0.01)
        assert len(t.live_view.market) == 5, "this deal's last market card went"
        flights = [an for an in t.timeline.anims if an.kind == "card"]
        won = next(an for an in flights if an.card == card)
        dealt = [an for an in flights if an.card in t.live_view.market]
        badges = [an for an in t.timeline.anims if an.kind == "badge"]
        assert len(dealt) == 5 and badges
        landing = won.tween.delay + won.tween.duration
        assert all(an.tween.delay >= landing - 1e-6 for an in dealt)
        assert all(an.tween.delay >= b.tween.delay + b.tween.duration - 1e-6 for an in dealt for b in badges)
        app.draw()
        slots = [t.layout.rect(f"market_{i}") for i in range(5)]
        assert any(c == card and any(sl.collidepoint(r.center) for sl in slots) for r, _, c in t.hot), \
            "the card sold stays in its market slot while its bids are up"


def test_the_revealed_bids_wait_for_a_click_as_they_say():
    """"The sealed bids are revealed… (click to go on)" went on by itself after 2 s: with you
    at the table the reveal stays until you click or press Enter (up to 8 s), then goes on."""
    with revealed() as (app, t, m, card, before):
        clock, shown = 0.0, []
        while clock < 6.0:
            t.update(0.05)
            clock += 0.05
            if t.staging() and "revealed" in t.staged:
                shown.append(clock)
        assert shown and shown[-1] - shown[0] > 5.0, "the reveal went on by itself"
        t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        t.update(0.05)
        assert not (t.staging() and "revealed" in (t.staged or ""))


@pytest.mark.parametrize("size", [(960, 540), (1000, 600)])
def test_every_market_card_is_named_when_its_face_is_too_small_to_carry_it(size, monkeypatch):
    """At 1000x600 the market cards lost their names (the face drops its name ribbon when
    small): each is named under it then."""
    import scenes.table_sf as TS
    from rules.decks import decktet as D
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    # seed 4: The Chance Meeting in the market, the longest name ("3 · The Cha…" at 960x540)
    m = Match("sorcerous-futures", 3, seats, seed=4, bot_delay=0.0, threaded=False)
    _to_your_choice(m, 0)
    assert "chance-meeting" in m.view(0).market
    with table_window(m, size=size) as (app, t):
        said = []
        orig = TS.text
        monkeypatch.setattr(TS, "text", lambda surface, s, *a, **k: (said.append((s, a, k)),
                                                                      orig(surface, s, *a, **k))[1])
        app.draw()
        from game.assets import font
        joined = " ".join(s for s, _, _ in said)
        for c in m.view(0).market:
            assert D.CARDS[c].name in joined, (c, joined)
        for s, a, k in said:                         # nothing cut: each line fits its room
            if k.get("max_width") and any(D.CARDS[c].name.startswith(s.split(" · ")[-1]) for c in m.view(0).market):
                assert font(a[1]).size(s)[0] <= k["max_width"], s


def test_in_hot_seat_a_reveal_waits_for_a_click_between_turns_too(app):
    """Between turns in hot-seat the table uses nobody's eyes (what everyone may see), and a
    reveal played there went on by itself though people sat watching: the people at the
    screen are watching, whoever's eyes the table uses; a bots-only table or a replay is not."""
    from scenes.table_kit import WATCHED_HOLD
    seats = [SeatSpec("Ann", "human"), SeatSpec("Ben", "human"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("sorcerous-futures", 3, seats, seed=5, bot_delay=0.0, threaded=False)
    app.push("title")
    t = app.push("table:sorcerous-futures", m, animate=False)
    t.set_viewer(None)
    assert t.watched_hold(2.2) >= WATCHED_HOLD > 2.2
    bots = Match("sorcerous-futures", 3, [SeatSpec(n, "bot", "medium") for n in ("A", "B", "C")], seed=5,
                 bot_delay=0.0, threaded=False)
    tb = app.push("table:sorcerous-futures", bots, animate=False)
    assert tb.watched_hold(2.2) == 2.2


def test_the_valuations_at_the_end_wait_for_a_click(app):
    """"The suit values showed for about 4 s before the results replaced them on their own" (a
    newcomer): with a person at the screen, the turned-up valuations stay until a click or
    Enter (up to the watched hold), then the results come."""
    from scenes.results import ResultsScene
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("sorcerous-futures", 3, seats, seed=5, bot_delay=0.0, threaded=False)
    while not m.over:
        m.run_bots_instantly()
        if not m.over:
            m.submit(0, m.legal(0)[-1])
    app.push("title")
    t = app.push("table:sorcerous-futures", m, viewer=0, animate=False)
    t.seen = max(i for i, e in enumerate(m.events) if e.kind == "game_over")     # the end plays out
    t.update(0.0)
    assert t.staging() and "click to see the scores" in t.staged, t.staged
    for _ in range(50):                                     # 2.5 s on (at fast animations): still up
        t.update(0.05)
    assert t.staging() and not isinstance(app.top, ResultsScene)
    # the log keeps who won for the results: it read "You win with 106 points" while the
    # prompt said "click to see the scores" (a newcomer)
    end = next(e for e in m.events if e.kind == "game_over")
    shown = [words for words, _ in t.log_entries()]
    assert not any(m.fill_names(end.text, t.you()) in w for w in shown), shown[-3:]
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    for _ in range(40):
        app.frame(0.05, events=[])
    assert isinstance(app.top, ResultsScene)
    assert t.log_count() == len(m.events)



def test_one_click_goes_to_the_scores_once_the_prompt_says_so():
    """"The first click on 'click to see the scores' didn't move on" (a newcomer): the words
    stood while the valuation cards still turned up, and a click there only ended the turning.
    They come once every card is up, and one click then goes on to the scores."""
    from scenes.results import ResultsScene
    a = App(size=(1280, 720), settings=Settings(anim_speed="normal"), headless=True)
    try:
        seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd", "Dov")]
        m = Match("sorcerous-futures", 4, seats, seed=5, bot_delay=0.0, threaded=False)
        while m.view(0).auctions_done < 18:             # the table comes in for the last auctions
            m.run_bots_instantly()
            if m.legal(0):
                m.submit(0, m.legal(0)[-1])
        a.push("title")
        t = a.push("table:sorcerous-futures", m, viewer=0, animate=False)
        enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
        while not m.over:
            m.run_bots_instantly()
            for _ in range(400):                        # played out, a sealed reveal clicked on
                if m.over or not t.timeline.busy:
                    break
                a.frame(0.05, events=[enter] if t.staged and "click to go on" in t.staged else [])
            if not m.over and m.legal(0):
                m.submit(0, m.legal(0)[-1])
        for _ in range(2000):
            a.frame(0.02, events=[])
            if t.staged and "click to see the scores" in t.staged:
                break
            if t.staged and "click to go on" in t.staged:           # a sealed reveal on the way
                a.frame(0.02, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
        assert "click to see the scores" in (t.staged or "")
        assert not [an for an in t.timeline.anims if an.kind == "card"], "cards still turning up"
        a.frame(0.02, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(400, 300)),
                              pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(400, 300))])
        for _ in range(40):
            a.frame(0.05, events=[])
        assert isinstance(a.top, ResultsScene)
    finally:
        a.shutdown()


def _hot_seat_where_ann_chooses_first():
    """Ann and Ben (people) and Cyd (a bot) in hot-seat, in the first deal where Ann chooses
    the first card."""
    seats = [SeatSpec("Ann", "human"), SeatSpec("Ben", "human"), SeatSpec("Cyd", "bot", "medium")]
    for seed in range(1, 40):
        m = Match("sorcerous-futures", 3, seats, seed=seed, bot_delay=0.0, threaded=False)
        m.run_bots_instantly()
        if m.view(0).active == 0 and 0 in m.humans_to_act():
            return m
    raise AssertionError("no deal where Ann chooses first")


def test_in_hot_seat_a_sealed_reveal_is_public_even_when_the_last_bidder_plays_next(app):
    """"After Player 2 sealed, the bids turned up with Player 2's own valuation cards and Crown
    still on screen" (a newcomer): Player 2 was also the next to play, so the table kept their
    eyes. Everyone watches a reveal: it plays in the public view, and a curtain brings
    Player 2's secrets back after it."""
    m = _hot_seat_where_ann_chooses_first()
    app.push("title")
    t = app.push("table:sorcerous-futures", m, viewer=0, animate=False)
    card = m.view(0).market[0]
    t.set_viewer(0, curtained=True)
    assert t.submit(StartAuction(card, "closed"))
    m.run_bots_instantly()
    t.set_viewer(0, curtained=True)
    assert t.submit(SealedBid(1))
    m.run_bots_instantly()
    assert m.humans_to_act() == [1] and m.view(1).phase == "closed"
    t.set_viewer(1, curtained=True)
    seen = len(m.events)
    assert t.submit(SealedBid(2))
    assert any(e.kind == "reveal_bids" for e in m.events[seen:])
    assert 1 in m.humans_to_act()            # Ben chooses next (clockwise from Ann)
    assert t.viewer is None                  # the reveal: what everyone may see
    for _ in range(400):                     # then the curtain, before Ben's secrets come back
        app.frame(0.05, events=[])
        read_then_click(t)                   # the reveal waits for the people at the screen
        if type(app.top).__name__ != type(t).__name__ or t.viewer is not None:
            break
    assert type(app.top).__name__ == "HandoffScene" and t.viewer is None, type(app.top).__name__


def test_a_click_goes_on_to_the_next_staged_moment_not_past_it(app):
    """A sealed reveal, then the game's end: one click on the reveal skipped the valuations too,
    which showed for three seconds before the scores (a newcomer). A click (or Enter) goes on
    to the next moment already queued, which waits for its own click."""
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("sorcerous-futures", 3, seats, seed=4, bot_delay=0.0, threaded=False)
    app.push("title")
    t = app.push("table:sorcerous-futures", m, viewer=0, animate=False)
    for _ in range(40):
        t.update(0.05)
    t.timeline.skip()
    t.stage("First moment  (click to go on)")
    t.beat(8.0)
    t.stage("Second moment  (click to go on)", delay=t.anims.after())
    t.beat(8.0)
    t.update(0.05)
    assert t.staging() and t.staged.startswith("First")
    t.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
    t.update(0.05)
    assert t.staging() and t.staged.startswith("Second"), t.staged
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    t.update(0.05)
    assert not t.timeline.busy and not t.staging()


def test_the_valuations_at_the_end_speak_after_a_sealed_reveal_not_over_it():
    """The game ended on a sealed auction: the prompt said "The valuation cards turn up… (click
    to see the scores)" while the bids still stood on the table. The end's words wait for
    what is queued before them."""
    with revealed(bid=3, auctions=19, players=3, seed=2) as (app, t, m, card, before):
        assert m.over
        said = []
        for _ in range(600):
            t.update(0.05)
            read_then_click(t)             # read for 3 s, then click on
            app.draw()
            if t.staging():
                said.append(t.staged)
            if not t.timeline.busy:
                break
        firsts = [s for k, s in enumerate(said) if k == 0 or said[k - 1] != s]
        assert firsts and not firsts[0].startswith("The valuation"), firsts     # the reveal speaks first
        assert any(s.startswith("The valuation cards turn up") for s in firsts), firsts


def test_revealed_sealed_bids_wait_a_while_for_a_click_then_go_on_but_the_end_waits():
    """A game has up to 20 auctions: the revealed sealed bids wait for a click up to
    ``SEALED_HOLD`` and then go on by themselves (a click each time was more than the bids
    needed; the log keeps them); the valuations at the game's end wait for the click."""
    from scenes.table_sf import SEALED_HOLD
    with revealed() as (app, t, m, card, before):
        t.update(0.05)
        assert t.watched_hold(2.2, up_to=SEALED_HOLD) == SEALED_HOLD
        said = []
        for _ in range(int((SEALED_HOLD + 4) / 0.05)):
            t.update(0.05)
            said.append(t.staged if t.staging() else None)
        assert any(s and s.startswith("The sealed bids are revealed") for s in said)
        assert not (t.staging() and t.staged.startswith("The sealed bids are revealed"))
        # (the end's valuations wait for the click: test_the_valuations_at_the_end_wait_for_a_click)


def test_in_hot_seat_the_public_view_of_a_sealed_reveal_is_the_auction_that_ended():
    """In hot-seat the reveal plays in the public view; while the bids were being revealed the
    side panel already read "Last sale: The Merchant → Player 2 for 12" and Player 2's gold was
    already paid (a newcomer): the moment held up is held through the new eyes too."""
    m = _hot_seat_where_ann_chooses_first()
    a = App(size=(1280, 720), settings=Settings(anim_speed="normal"), headless=True)
    try:
        a.push("title")
        t = a.push("table:sorcerous-futures", m, viewer=0, animate=False)
        t.set_viewer(0, curtained=True)
        assert t.submit(StartAuction(m.view(0).market[0], "closed"))
        m.run_bots_instantly()
        t.set_viewer(0, curtained=True)
        assert t.submit(SealedBid(1))
        m.run_bots_instantly()
        t.set_viewer(1, curtained=True)
        for _ in range(30):
            t.update(0.05)
        before = m.view(None)
        assert t.submit(SealedBid(2))
        assert m.view(None).auctions_done == before.auctions_done + 1
        seen = []
        for _ in range(60):
            t.update(0.05)
            if t.staging() and t.staged.startswith("The sealed bids are revealed"):
                seen.append((t.viewer, t.view.auctions_done, t.view.gold))
        assert seen and all(v is None for v, _, _ in seen)
        assert all(done == before.auctions_done and gold == before.gold for _, done, gold in seen), (seen[:2], before.gold)
    finally:
        a.shutdown()


def test_a_hint_asked_for_while_the_bots_seal_is_still_shown(app):
    """"A hint asked for during a closed auction while the bots were still sealing was dropped
    without a word" (a newcomer): their sealed bids move the game on but change nothing you
    know or may do, so the hint thinks on and is shown, and the game keeps it at the step
    your bid is made (the review weighs it there)."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd")]
    m = Match("sorcerous-futures", 3, seats, seed=5, bot_delay=0.0, threaded=False)
    _to_your_choice(m, 2)
    t = app.push("table:sorcerous-futures", m, viewer=0, animate=False)
    m.submit(0, StartAuction(m.view(0).market[0], "closed"))
    t.update(0.05)
    assert m.view(0).phase == "closed" and 0 in m.to_act() and len(m.to_act()) == 3
    t.toggle_hint()
    assert t.hints.job is not None
    step = m.step
    for seat in (1, 2):                       # the bots seal while the hint thinks
        m._apply(seat, SealedBid(2))
    assert m.step == step + 2 and m.to_act() == {0}
    t.update_hint()
    assert t.hints.job is not None, "the hint was dropped when the bots sealed"
    t.hints.job.wait(30)
    t.update_hint()
    assert t.hints.hint, "no hint was shown"
    assert m.step in m.hints_shown.get(0, {}), m.hints_shown
    # a move of your own ends it as before
    m.submit(0, SealedBid(1))
    for _ in range(5):
        t.update(0.05)
    assert not t.hints.hint


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("players", [3, 4])
def test_a_seats_word_stands_clear_of_its_crown_label(size, players):
    """"A bot's Pass or Open at 8 plate sits on a seat's Crown label" (a newcomer, in a
    four-player box where the Crown stands right of a single card): the plate goes under the
    label where there is no room beside it, inside the seat's box."""
    from game.assets import font
    from scenes.anim_layer import badge_plate, badge_size
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd", "Dot")[:players - 1]]
    m = Match("sorcerous-futures", players, seats, seed=5, bot_delay=0.0, threaded=False)
    _to_your_choice(m, 2)
    app = App(size=size, settings=Settings(anim_speed="normal"), headless=True)
    try:
        app.push("title")
        t = app.push("table:sorcerous-futures", m, viewer=0, animate=False)
        app.draw()
        for seat in range(1, players):
            for word in ("Pass", "Open at 8", "Bids 15", "Closed auction"):
                t.seat_word(seat, word, (200, 200, 200))
                an = t.timeline.anims[-1]
                plate = badge_plate(word, badge_size(t.px, an.extra), (200, 200, 200), False, t.px(28), t.px(12))
                r = plate.get_rect(center=tuple(map(int, an.pos())))
                label = t.crown_label_rect(seat)
                assert not r.colliderect(label), (seat, word, r, label)
                assert t.seat_rect(seat).contains(r), (seat, word, r, t.seat_rect(seat))
                # nor on the seat's bid status ("Open at 3" sat on the foot of "bid 3": a newcomer)
                box = t.seat_rect(seat)
                status = font(max(11, t.px(14)), True).get_linesize()
                assert r.top >= box.top + t.px(34) + status, (seat, word, r)
    finally:
        app.shutdown()


def test_an_enter_on_your_sealed_bid_counts_though_a_bot_sealed_just_before(app):
    """"One Enter was lost on a sealed bid: I typed 4 and pressed Enter; nothing was sealed"
    (a newcomer): a bot's sealed bid landing just before it moved the game on, and the table
    took that for your turn arriving anew (an Enter then is meant for what came before). The
    others' secret moves leave your decision as it was: the Enter seals."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd")]
    m = Match("sorcerous-futures", 3, seats, seed=5, bot_delay=0.0, threaded=False)
    _to_your_choice(m, 2)
    t = app.push("table:sorcerous-futures", m, viewer=0, animate=False)
    m.submit(0, StartAuction(m.view(0).market[0], "closed"))
    for _ in range(3):
        t.update(0.05)
    def settle():
        for _ in range(200):
            t.update(0.05)
            if not t.timeline.busy:
                return
    m._apply(1, SealedBid(2))                 # one bot seals
    settle()
    assert t._turn_seen is not None           # your turn has shown
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_4, mod=0, unicode="4"))
    m._apply(2, SealedBid(3))                 # the other seals as you press Enter
    settle()
    assert 0 in m.to_act()
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert 0 not in m.to_act() or m.view(0).auction is None or m.view(0).auction.my_sealed == 4, \
        "the Enter on your bid was dropped"


def test_another_seats_seal_raises_no_plate_over_its_crown(app):
    """"The 'Bid sealed' bubble sits over a seat's Crown card and its 'Crown (known)' label"
    (a newcomer, four players): the box's own "bid sealed ✓" says it; no plate is raised."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd", "Dot")]
    m = Match("sorcerous-futures", 4, seats, seed=5, bot_delay=0.0, threaded=False)
    _to_your_choice(m, 2)
    t = app.push("table:sorcerous-futures", m, viewer=0)
    m.submit(0, StartAuction(m.view(0).market[0], "closed"))
    t.update(0.05)
    seat = min(s for s in m.to_act() if s != 0)
    m._apply(seat, SealedBid(2))
    t.update(0.05)
    assert not [an for an in t.timeline.anims if an.kind == "badge" and an.text == "Bid sealed"]
    assert seat in m.view(0).auction.sealed            # the box says "bid sealed ✓" for it


def test_hovering_another_seats_face_down_card_says_what_it_is_never_its_value():
    """"Hovering an opponent's face-down card or Crown gives no feedback at all" (a newcomer):
    each says whose it is and what it stands for, never which card it is."""
    import re
    from rules.decks import decktet as D
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("sorcerous-futures", 3, seats, seed=4, bot_delay=5.0, threaded=False)
    with table_window(m) as (app, t):
        app.frame(1 / 60, events=[])
        notes = [(r, words) for r, deck, words in t.hot if deck == t.WORDS
                 and ("Crown" in words or "card under it" in words)]          # (not the gold, the deck, the bank)
        assert sum("Crown" in w for _, w in notes) == 2
        assert sum("card under it" in w for _, w in notes) == 4          # two Aces each for Bea and Cyd
        secret = [c for v in (m.view(1), m.view(2)) for c in list((v.valuations or {}).values()) + [v.crown] if c]
        for _, words in notes:
            assert not re.search(r"\d", words), words
            assert not any(D.CARDS[c].name in words for c in secret), words
        r, words = next((r, w) for r, w in notes if w.startswith("Bea's Crown"))
        pygame.mouse.set_pos(r.center)
        t.pointer = lambda: r.center
        before = app.screen.copy()
        app.invalidate()
        app.frame(1 / 60, events=[])
        assert t.hovered()[1] == words and t._hover_caption is not None
        cap = t._hover_caption
        assert app.screen.get_rect().contains(cap)
        # under the card, in a short column: in one long line over it, it covered two seats'
        # names and the auction's title (a newcomer)
        # (beside it, or under it: wherever it covers least of the other cards)
        assert not cap.colliderect(r) and cap.width <= t.px(330)
        assert not cap.colliderect(t.layout.rect(t.SIDE_PANEL))
        for seat in (1, 2):
            box = t.seat_rect(seat)
            assert not cap.colliderect(pygame.Rect(box.left, box.top, box.width, t.px(28))), "a seat's name line"


def test_c_then_a_typed_bid_then_enter_in_quick_succession_seals_it(app):
    """"I pressed C, typed 5 and hit Enter in quick succession: the bid box showed Seal 5 but
    Enter did nothing" (a newcomer): an Enter right after your move is dropped as the second
    half of a double press, but not once you have typed or clicked since that move."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd")]
    m = Match("sorcerous-futures", 3, seats, seed=5, bot_delay=0.0, threaded=False)
    _to_your_choice(m, 2)
    t = app.push("table:sorcerous-futures", m, viewer=0, animate=False)
    for _ in range(3):
        t.update(0.05)
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))    # a card chosen
    assert t.selected is not None
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c"))
    assert m.view(0).phase == "closed" and 0 in m.to_act()
    t.update(0.02)
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_5, mod=0, unicode="5"))
    t.update(0.02)
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    v = m.view(0)
    assert 0 not in m.to_act() or (v.auction is not None and v.auction.my_sealed == 5), "the Enter was dropped"


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_six_bought_cards_stay_in_one_row_at_full_size(size):
    """At six cards your row went to two rows of three small cards with half your box empty
    beside them (a newcomer): one row of full-size cards, a little over each other, while each
    shows most of its width; two rows only past that."""
    from scenes.table_sf import ONE_ROW_SHOWS
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd")]
    m = Match("sorcerous-futures", 3, seats, seed=5, bot_delay=0.0, threaded=False)
    with table_window(m, size=size) as (app, t):
        full = t.seat_geom(0)["bw"]
        centers, w = t.bought_layout(0, 6)
        assert w == full and len({round(y) for _, y in centers}) == 1
        step = centers[1][0] - centers[0][0]
        assert step >= ONE_ROW_SHOWS * full
        centers, w = t.bought_layout(0, 10)
        assert w < full and len({round(y) for _, y in centers}) == 2


def test_the_deck_the_bank_and_each_seats_gold_say_what_they_are_when_hovered():
    """"Hovering gold counters, the Bank and the deck shows nothing" (a newcomer): each says
    what it is and what it counts."""
    seats = [SeatSpec("You", "human"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium")]
    m = Match("sorcerous-futures", 3, seats, seed=4, bot_delay=5.0, threaded=False)
    with table_window(m) as (app, t):
        app.frame(1 / 60, events=[])
        notes = [w for _, deck, w in t.hot if deck == t.WORDS]
        v = m.view(0)
        assert any(w.startswith("The deck: ") and "still to come to the market" in w for w in notes), notes
        assert any(w.startswith("The bank: ") for w in notes)
        for seat in range(3):
            assert any(w == t.says(seat, f"has {v.gold[seat]} gold: each coin kept is a point at the end")
                       for w in notes), notes


def test_an_open_auction_says_who_bids_after_and_who_has_the_last_word():
    """"The bidding order is learned only by watching" (a newcomer): the auction panel says who
    bids after the seat to act, clockwise, and that the seat that chose the card has the last
    word (SF6); at that seat's last word, nobody is said to bid after it ("You to act, then Bea,
    Cyd, Dov" under the last word: a newcomer thought the others would bid again)."""
    seats = [SeatSpec("Ann", "bot", "medium"), SeatSpec("Bea", "bot", "medium"), SeatSpec("Cyd", "bot", "medium"),
             SeatSpec("Dov", "bot", "medium")]
    m = Match("sorcerous-futures", 4, seats, seed=4, bot_delay=0, threaded=False)
    seen = last = 0
    from helpers import bot_moves
    with table_window(m) as (app, t):
        for _ in bot_moves(m, t, 200):
            v = m.view(None)
            a = v.auction
            if a is None or a.format != "open" or a.to_bid is None:
                continue
            if a.to_bid == v.active:
                assert t.bidders_after() == ""
                last += 1
                continue
            order = [(a.to_bid + k) % 4 for k in range(1, 4)]
            order = order[:order.index(v.active)]
            want = [t.name(s) for s in order] + [f"{t.name(v.active)} (last word)"]
            assert t.bidders_after() == ", ".join(want)
            seen += 1
    assert seen >= 5 and last >= 1, (seen, last)


def test_an_undone_bid_stands_on_the_bid_control_again(app):
    """"After undo, the bid amount went back to 4 instead of the 7 I had set" (a newcomer): the
    amount of the bid taken back stands on the control again, and bidding it again plays it."""
    from rules.sorcerous_futures import Bid, SealedBid
    seats = [SeatSpec("You", "human")] + [SeatSpec(f"Bot{i}", "bot", "easy") for i in range(1, 4)]
    m = Match("sorcerous-futures", 4, seats, seed=3, bot_delay=0, threaded=False)
    app.push("title")
    t = app.push("table:sorcerous-futures", m, viewer=0, animate=False)
    done = None
    for _ in range(300):
        if m.over:
            break
        m.run_bots_instantly()
        legal = m.legal(0)
        bids = sorted((a for a in legal if isinstance(a, (Bid, SealedBid))), key=lambda a: a.amount)
        if len(bids) >= 4:
            pick = bids[3]                         # not the lowest: the control starts lower
            t.update(0.0)
            t.submit(pick)
            ok, _ = m.can_undo(0)
            if ok:
                done = pick
                break
            continue
        m.submit(0, legal[0])
    assert done is not None, "no bid that could be undone"
    t.update(0.0)
    t.timeline.skip()
    assert t.undo()
    t2 = app.top
    t2.update(0.0)
    assert t2.amount == done.amount, (t2.amount, done)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_another_seats_ace_hovered_reads_what_its_holder_did_at_that_suits_auctions(size, monkeypatch):
    """"Nothing helps you read bids, the core skill; it is all in the log, but it scrolls away"
    (a newcomer): another seat's Ace, hovered, says that seat knows the suit's worth and what it
    paid, bid or let go at that suit's auctions, from the sales everyone saw; the note wraps
    inside the window (one line ran off both sides)."""
    import scenes.table_kit as TK
    from game.bots import get_bot
    med = get_bot("sorcerous-futures", "medium")
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd", "Dov")]
    m = Match("sorcerous-futures", 4, seats, 3, bot_delay=0, threaded=False)
    while len(m.view(0).history) < 10:
        m.run_bots_instantly(1)
        if m.legal(0):
            m.submit(0, med(m.view(0), m.legal(0), Rng(1)))
    with table_window(m, size=size) as (app, t):
        app.draw()
        v = m.view(0)
        read = 0
        for rect, _, cid in list(t.hot):
            holder = next((i for i in range(1, 4) if cid in v.aces[i]), None)
            if holder is None:
                continue
            words = t.ace_reading(cid)
            suit = D.CARDS[cid].suits[0]
            assert words.startswith(f"{D.CARDS[cid].name}: {t.name(holder)} knows what {suit.capitalize()} are worth")
            for h in v.history[-4:]:
                if suit in D.CARDS[h.card].suits:
                    name = D.CARDS[h.card].name
                    assert name in words, (name, words)
                    if h.winner == holder:
                        assert f"paid {h.price} for {name}" in words
                    read += 1
            monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda r=rect: r.center)
            t.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0)))
            with words_drawn(TK) as said:
                app.invalidate()
                app.draw()
            assert app.screen.get_rect().contains(t._hover_caption), t._hover_caption
            assert any(line and line in words for line in said)
        assert read, "no Ace's suit was sold yet"
        # your own Ace says what your valuation card says, nothing of your bids
        mine = next(c for _, _, c in t.hot if c in v.aces[0])
        assert t.ace_reading(mine) == ""


def test_a_card_for_sale_hovered_says_what_you_know_of_its_worth_and_an_ace_reads_every_sale():
    """"Hovering a market card shows no value for me: it only names the suits" and "the Ace
    hover silently drops history: it listed only the last 4 auctions" (a newcomer): a card for
    sale says each suit's worth you know, "?" for the others, and your Crown's bonus; an Ace
    reads back up to ``ACE_READS`` sales of its suit and says how many earlier ones it leaves out."""
    import dataclasses
    import scenes.table_sf as TS
    from rules.sorcerous_futures import AuctionRecord
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd", "Dov")]
    m = Match("sorcerous-futures", 4, seats, 3, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    with table_window(m) as (app, t):
        v = t.view
        for c in v.market:
            said = t.describe("decktet", c)
            for x in D.CARDS[c].suits:
                want = f"{x.capitalize()} {D.value_of(v.valuations[x])} (you know)" if x in v.valuations else \
                    f"{x.capitalize()} ?"
                assert want in said, (want, said)
            assert ("Excuse's card for your Crown's suit" in said) == (D.CARDS[v.crown].suits[0] in D.CARDS[c].suits)
            # the worth you know, added up ("it lists the suit values without adding up the
            # ones I know": a newcomer)
            known = [D.value_of(v.valuations[x]) for x in D.CARDS[c].suits if x in v.valuations]
            if len(known) >= 2:
                assert f"{sum(known)} known" in said, said
        c = next(c for c in v.market if len(D.CARDS[c].suits) >= 2)
        some = next(iter(v.valuations.values()))
        vals = dict(v.valuations, **{x: v.valuations.get(x, some) for x in D.CARDS[c].suits})
        t.view = dataclasses.replace(v, valuations=vals)
        total = sum(D.value_of(vals[x]) for x in D.CARDS[c].suits)
        assert f"= {total} known" in t.describe("decktet", c), t.describe("decktet", c)
        t.view = v
        # an Ace of another seat, with many sales of its suit behind it
        holder = 1
        ace = v.aces[holder][0]
        suit = D.CARDS[ace].suits[0]
        cards = [c.id for c in D.DECK if suit in c.suits and c.kind != D.ACE][:TS.ACE_READS + 3]
        history = tuple(AuctionRecord(k + 1, c, "open", holder, 5 + k, {holder: 5 + k}) for k, c in enumerate(cards))
        t.view = dataclasses.replace(v, history=history)
        said = t.ace_reading(ace)
        assert "(3 earlier sales left out)" in said, said
        assert all(D.CARDS[c].name in said for c in cards[3:]) and D.CARDS[cards[0]].name not in said


def test_the_excuse_hovered_says_who_sees_the_card_under_it_and_what_it_does():
    """"The Excuse (no rank, no suit)" said nothing of who alone sees the card under it, nor
    what it is for (a newcomer)."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd", "Dov")]
    m = Match("sorcerous-futures", 4, seats, 3, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    with table_window(m) as (app, t):
        holder = t.view.excuse_seat
        said = t.describe("decktet", D.EXCUSE_ID)
        who = "you alone see" if holder == 0 else f"{t.name(holder)} alone sees"
        assert said.startswith(f"The Excuse: {who} the card under it") and "Crown suit" in said, said


def sales_played(most: int):
    """Three easy bots play Sorcerous Futures one move at a time at the normal animation speed,
    the table taking in each move: yields ``(app, table, won, new)`` for each sale (the "won"
    Event and the Events of its move) as it starts to play, up to ``most``, then lets the table
    come to rest before the next move."""
    seats = [SeatSpec(n, "bot", "easy") for n in ("Ann", "Bea", "Cyd")]
    m = Match("sorcerous-futures", 3, seats, 4, bot_delay=100, threaded=False)   # the bots move when the test says
    sales = 0
    with table_window(m, animate=True) as (app, t):
        app.settings.anim_speed = "normal"
        t.timeline.speed = app.settings.anim_factor
        while not m.over and sales < most:
            at = len(m.events)
            m.run_bots_instantly(1)
            app.frame(0.01, events=[])                       # the table takes in the move
            new = m.events[at:]
            won = next((e for e in new if e.kind == "won"), None)
            if won is not None:
                sales += 1
                yield app, t, won, new
            while t.timeline.anims or t.view_held():         # the table still before the next move
                if t.waiting_for_click():
                    t.skip_moment()
                app.frame(0.05, events=[])
            assert t.log_count() == len(m.events) or m.over   # nothing moving: every line is there


def flight(t, card):
    return next(an for an in t.timeline.anims if an.kind == "card" and an.card == card)


def test_a_card_won_in_an_open_auction_stays_in_its_slot_until_it_flies():
    """"After Dov bought The Origin, the market emptied and the card disappeared; then The
    Origin reappeared in the market with −13 and flew to Dov, after the log had already
    announced the new market" (a newcomer). While the last words of the auction show, the card
    won stays in its slot; then it flies to its buyer."""
    checked = 0
    for app, t, won, new in sales_played(12):
        if any(e.kind == "pass" for e in new) and won.data["price"]:
            card = won.data["card"]
            fly = flight(t, card)
            while not fly.tween.started:
                app.invalidate()
                app.draw()
                assert any(c == card for _, _, c in t.hot), ("the card won left its slot before it flew",
                                                               t.slots, t.leaving, card)
                app.frame(0.05, events=[])
            checked += 1
    assert checked


def test_the_log_tells_a_sale_when_its_card_takes_off_not_before():
    """"A sold card stays in the market a second after the log says the sale" (a newcomer):
    the log keeps pace with the table. A line comes as its own motion starts (or once what was
    moving before it has played); with nothing moving every line is there at once
    (``sales_played``)."""
    checked = 0
    for app, t, won, new in sales_played(12):
        if won.data["price"] and t.timeline.busy:
            line = t.log_text(won)
            fly = flight(t, won.data["card"])
            if fly.tween.delay > 0.3:                          # something plays before it takes off
                assert line not in [s for s, _ in t.log_entries()], "the log told the sale before the table"
                while not fly.tween.started:
                    app.frame(0.05, events=[])
                assert line in [s for s, _ in t.log_entries()], "the sale's line came once its card flew"
                checked += 1
    assert checked


def test_a_card_won_in_an_open_auction_flies_with_the_last_word():
    """"A sold card stays in the market after its sale: the prompt moves on while the card is
    still shown" (two newcomers): it waited 1.3 s for the last pass's word to rise and fade. It
    takes off with the last word; its log line comes as it does."""
    from scenes.table_sf import WON_FLIES_AFTER
    checked = 0
    for app, t, won, new in sales_played(8):
        if not any(e.kind == "reveal_bids" for e in new):
            fly = flight(t, won.data["card"])
            assert fly.tween.delay <= (WON_FLIES_AFTER + 0.15) * t.timeline.speed, fly.tween.delay
            checked += 1
    assert checked


def test_an_ace_hovered_says_its_holder_passed_or_sealed_in_the_auction_going_on():
    """"Cyd had just passed on The Market, but hovering Cyd's Ace didn't mention it" (a
    newcomer). A pass or a sealed bid in the auction going on, of a card of the Ace's suit,
    is said after the sales."""
    import dataclasses
    from rules.sorcerous_futures import AuctionView
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd")]
    m = Match("sorcerous-futures", 3, seats, 3, bot_delay=0, threaded=False)
    with table_window(m) as (app, t):
        v = m.view(0)
        holder, ace = next((i, a) for i in (1, 2) for a in v.aces[i])
        suit = D.CARDS[ace].suits[0]
        card = next(c for c in v.market if suit in D.CARDS[c].suits) if any(
            suit in D.CARDS[c].suits for c in v.market) else next(
            c for c in D.CARDS if c != ace and suit in D.CARDS[c].suits and D.CARDS[c].kind != D.ACE)
        name = D.CARDS[card].name
        opened = AuctionView(card=card, format="open", opening=3, high_bid=5, high_bidder=0, passed=frozenset({holder}),
                             bids={0: 5}, sealed=frozenset(), my_sealed=None, to_bid=0)
        t.view = dataclasses.replace(v, auction=opened)
        assert t.ace_reading(ace).endswith(f"passed on {name} now."), t.ace_reading(ace)
        closed = AuctionView(card=card, format="closed", opening=None, high_bid=None, high_bidder=None,
                             passed=frozenset(), bids={}, sealed=frozenset({holder}), my_sealed=None, to_bid=None)
        t.view = dataclasses.replace(v, auction=closed)
        assert t.ace_reading(ace).endswith(f"has sealed a bid for {name} now."), t.ace_reading(ace)


def test_your_own_valuation_cards_stay_in_sight_as_the_game_ends():
    """"At the last reveal my valuation cards vanished, leaving bare '= 3' labels under my
    Aces" (a newcomer): at the game's end every valuation card turned up, yours too, and each
    was left out of the table until its turn came. The cards you saw all game stay; the
    others turn up."""
    seats = [SeatSpec(n, "bot", "easy") for n in ("Ann", "Bea", "Cyd")]
    m = Match("sorcerous-futures", 3, seats, 4, bot_delay=100, threaded=False)
    mine = {D.CARDS[a].suits[0] for a in m.view(0).aces[0]}
    with table_window(m, animate=True) as (app, t):
        app.settings.anim_speed = "normal"
        t.timeline.speed = app.settings.anim_factor
        while not m.over:
            m.run_bots_instantly(1)
            app.frame(0.01, events=[])
            if m.over:
                break
            while t.timeline.anims or t.view_held():
                if t.waiting_for_click():
                    t.skip_moment()
                app.frame(0.05, events=[])
        flips = [an for an in t.timeline.anims if an.kind == "card" and any(h[0] == "val" for h in an.hides)]
        assert flips, "the other valuation cards turn up"
        assert not any(h[1] in mine for an in flips for h in an.hides), "your own cards do not turn up again"
        app.invalidate()
        app.draw()
        own = {m.view(0).valuations[k] for k in mine}
        assert own <= {c for _, _, c in t.hot}, "your valuation cards left the table"


def test_a_bought_card_hovered_says_who_paid_what_for_it():
    """"Hovering an opponent's bought card gives only its name, not who paid what" (a newcomer):
    a card another seat (or you) bought says who paid how much for it."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd")]
    m = Match("sorcerous-futures", 3, seats, 3, bot_delay=0, threaded=False)
    from game.bots import get_bot
    med = get_bot("sorcerous-futures", "medium")
    while len(m.view(0).history) < 4:
        m.run_bots_instantly(1)
        if m.legal(0):
            m.submit(0, med(m.view(0), m.legal(0), Rng(1)))
    with table_window(m) as (app, t):
        v = m.view(0)
        for h in v.history:
            said = t.describe("decktet", h.card)
            who = "you" if h.winner == 0 else t.name(h.winner)
            assert said.endswith(f" · {who} paid {h.price} for it"), said


def test_another_seats_worth_shows_with_its_card_not_before_it_turns_up():
    """At the game's end another seat's "= 1" stood bare under its Ace while its valuation card
    still waited to turn up (seen looking at the change): the worth shows with its card."""
    import scenes.table_sf as TS
    seats = [SeatSpec(n, "bot", "easy") for n in ("Ann", "Bea", "Cyd")]
    m = Match("sorcerous-futures", 3, seats, 4, bot_delay=100, threaded=False)
    with table_window(m, animate=True) as (app, t):
        app.settings.anim_speed = "normal"
        t.timeline.speed = app.settings.anim_factor
        while not m.over:
            m.run_bots_instantly(1)
            app.frame(0.01, events=[])
            while not m.over and (t.timeline.anims or t.view_held()):
                if t.waiting_for_click():
                    t.skip_moment()
                app.frame(0.05, events=[])
        hidden = t.timeline.hidden()
        v = m.view(0)
        waiting = [k for k in v.valuations if ("val", k) in hidden]
        seats = [i for i in (1, 2) if all(D.CARDS[a].suits[0] in waiting for a in v.aces[i])]
        assert seats, "no seat's valuation cards wait to turn up"
        for i in seats:
            with words_drawn(TS) as said:
                t.draw_seat(app.screen, i, hidden)
            assert not any(w.startswith("= ") for w in said), said
        with words_drawn(TS) as said:                       # yours, seen all game, with their worth
            t.draw_seat(app.screen, 0, hidden)
        assert sum(w.startswith("= ") for w in said) == len(v.aces[0]), said


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_a_seats_word_never_covers_its_crown(size):
    """"Open at 10" kept inside Cyd's box slid over Cyd's Crown (a newcomer): a seat's word
    (a bid, a pass, the auction it opens) stands clear of the Crown and its label."""
    from scenes.anim_layer import badge_plate, badge_size
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd", "Dov")]
    m = Match("sorcerous-futures", 4, seats, seed=7, bot_delay=0, threaded=False)
    with table_window(m, size) as (app, t):
        app.draw()
        placed = []
        t.anims.badge = lambda pos, s, color, size=18, dur=1.2, **k: placed.append((pos, s, size))
        for seat in (1, 2, 3):
            for word in ("Open at 10", "Bids 13", "Pass", "Closed auction"):
                placed.clear()
                t.seat_word(seat, word, (255, 255, 255))
                (x, y), s, sz = placed[0]
                w, h = badge_plate(s, badge_size(t.px, {"size": sz}), (0, 0, 0), False, t.px(28), t.px(12)).get_size()
                plate = pygame.Rect(0, 0, w, h)
                plate.center = (int(x), int(y))
                g = t.seat_geom(seat)
                crown = pygame.Rect(int(g["crown_x"]), int(g["top"]), int(g["cw"]), int(g["ch"]))
                assert not plate.colliderect(crown), (seat, word, plate, crown)
                label = t.crown_label_rect(seat)
                assert label is None or not plate.colliderect(label), (seat, word, plate, label)
                assert plate.bottom <= g["bought"].top + t.px(4), (seat, word, plate, g["bought"])   # nor the cards bought


def test_the_strip_of_your_valuation_card_under_an_ace_is_plain():
    """Under the Ace of Suns the strip of its valuation card showed a red Wyrm, which a newcomer
    read as the suit: the strip is drawn plain; the worth is said under it ("= 6")."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd")]
    m = Match("sorcerous-futures", 3, seats, seed=4, bot_delay=5.0, threaded=False)
    with table_window(m) as (app, t):
        app.draw()
        g = t.seat_geom(0)
        vals = set(m.view(0).valuations.values())
        rects = [pygame.Rect(r) for r, _, cid in t.hot if cid in vals]
        assert len(rects) == 2
        for r in rects:
            strip = pygame.Rect(r.left + 3, int(g["top"] + g["ch"]) + 2, r.width - 6, r.bottom - int(g["top"] + g["ch"]) - 4)
            assert strip.height > 4
            colours = {tuple(app.screen.get_at((x, y)))[:3] for x in range(strip.left, strip.right)
                       for y in range(strip.top, strip.bottom)}
            assert colours == {(236, 228, 206)}, len(colours)


def test_the_prompt_says_what_the_others_did_until_it_has_played_out():
    """"Choose a card from the market" stood while the card just sold was still in the market
    and its buyer had "no cards bought yet" (a newcomer): while the others' moves still play
    out on the table, the prompt says the last of them; then what you do next."""
    import scenes.prompt_bar as bar
    from helpers import words_drawn
    app = App(size=(1280, 720), settings=Settings(anim_speed="normal"), headless=True)
    try:
        seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd")]
        for seed in range(30):
            m = Match("sorcerous-futures", 3, seats, seed, bot_delay=0, threaded=False)
            if m.view(0).active == 0:
                continue
            app.clear_to("title")
            t = app.push("table:sorcerous-futures", m, viewer=0, animate=True)
            for _ in range(400):
                app.frame(1 / 60, [])
                if not t.timeline.busy and not m.bots_to_act():
                    break
            from rules.sorcerous_futures import Pass, SealedBid
            for _ in range(20):                          # pass every auction until it is yours to choose
                m.run_bots_instantly()
                if m.view(0).phase == "choose" or 0 not in m.humans_to_act():
                    break
                t.submit(Pass() if m.view(0).phase == "open" else SealedBid(0))
                m.run_bots_instantly()                   # the others end the auction: a sale plays out
                if m.view(0).phase == "choose" and 0 in m.humans_to_act():
                    break
                for _ in range(2000):
                    app.frame(1 / 60, [])
                    if not t.timeline.busy and not t.staging() and not t.view_held():
                        break
            if not (0 in m.humans_to_act() and m.view(0).phase == "choose"):
                continue
            for _ in range(3):
                app.frame(1 / 60, [])
                if t.timeline.busy and not t.staging() and not t.view_held():
                    break
            if not t.timeline.busy:
                continue
            with words_drawn(bar) as said:
                app.invalidate()
                app.draw()
            line = " ".join(said)
            last = str(t.log_entries()[-1][0]).strip()
            assert "Choose a card" not in line and last[:20] in line, (line, last)
            assert not t.buttons or all(b.label == "Undo" for b in t.buttons)
            for _ in range(2000):
                app.frame(1 / 60, [])
                if not t.timeline.busy and not t.staging():
                    break
            for _ in range(3):
                app.frame(1 / 60, [])
            with words_drawn(bar) as said:
                app.invalidate()
                app.draw()
            assert "Choose a card" in " ".join(said), said
            return
        pytest.fail("no turn of yours found while the others' moves played out")
    finally:
        app.shutdown()


def test_a_card_for_sale_hovered_gives_the_excuses_worth_to_the_excuse_holder():
    """Holding the Excuse, a newcomer knew its card ("= 3" under it) and still read "and the
    Excuse's card for your Crown's suit" over a Moons card with a Crown of Moons: the figure
    you know is said ("Excuse +3 for your Crown's suit")."""
    import dataclasses
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd", "Dov")]
    m = Match("sorcerous-futures", 4, seats, 3, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    with table_window(m) as (app, t):
        v = t.view
        suit = D.CARDS[v.crown].suits[0]
        card = next(c for c in D.DECK if suit in c.suits and c.kind == D.NUMBER)
        ex = next(c for c in D.DECK if c.kind == D.NUMBER and c.rank == 3)
        t.view = dataclasses.replace(v, market=(card.id,) + tuple(v.market[1:]), excuse_seat=0,
                                     valuations={**v.valuations, "excuse": ex.id})
        said = t.describe("decktet", card.id)
        assert "Excuse +3 for your Crown's suit" in said and "Excuse's card" not in said, said
        t.view = dataclasses.replace(t.view, excuse_seat=1, valuations={k: x for k, x in v.valuations.items()
                                                                          if k != "excuse"})
        assert "the Excuse's card for your Crown's suit" in t.describe("decktet", card.id)


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_your_revealed_bid_stands_inside_your_box_where_it_is_clear(size):
    """"The revealed-bid badge sits on my panel's border" (a newcomer): where your box has room
    clear of your cards, your revealed bid stands inside it."""
    with revealed(size=size, auctions=3, seed=5) as (app, t, m, card, before):
        t.update(0.05)
        app.draw()
        mine = [an for an in t.timeline.anims if an.kind == "badge" and tuple(an.a) == tuple(t.bid_badge_pos(0))]
        assert mine
        an = mine[0]
        plate = _badge_plate(an.text, badge_size(t.px, an.extra), tuple(an.color), bool(an.extra.get("big")),
                             t.px(28), t.px(12))
        r = plate.get_rect(center=(int(an.a[0]), int(an.a[1])))
        box = t.seat_rect(0)
        assert box.contains(r), (r, box)
        cards = [h for h, _, c in t.hot if c is not None and box.contains(h)]
        assert not any(r.colliderect(h) for h in cards), (r, cards)


def test_a_crown_hand_out_is_said_by_its_suits_short_enough_for_a_review_row():
    """"Its title line is cut off ('Dov The Cal…')" (a newcomer, of the Crowns handed out in the
    review): a hand-out is said by the suit each seat gets, which is what a Crown is for."""
    from rules.sorcerous_futures import AssignCrowns
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd", "Dov")]
    m = Match("sorcerous-futures", 4, seats, 3, options={"excuse_seat": 0}, bot_delay=0, threaded=False)
    with table_window(m) as (app, t):
        said = t.move_text(AssignCrowns(("huntress", "bard", "end", "calamity")))
    assert said == "Crowns: You Moons, Bea Suns, Cyd Leaves, Dov Wyrms", said


def test_the_deck_counts_only_the_cards_that_will_come_to_the_market():
    """"Hovering the deck says '16 cards still to come to the market', but by the rules only 15
    will; one card never comes out" (a newcomer): the deck says how many of its cards the
    twenty auctions will still bring out, and how many stay in it."""
    from rules.sorcerous_futures import AUCTIONS
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd", "Dov")]
    m = Match("sorcerous-futures", 4, seats, 3, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    with table_window(m) as (app, t):
        app.draw()
        v = t.view
        words = next(c for _, d, c in t.hot if d == t.WORDS and c.startswith("The deck"))
        coming = max(0, AUCTIONS - v.auctions_done - len(v.market) - (1 if v.auction is not None and v.auction.card not in v.market else 0))
        assert v.deck_left > coming                   # (the deal leaves more in it than will come out)
        assert f"{coming} card{'s' if coming != 1 else ''} still to come to the market" in words, words
        assert f"{v.deck_left - coming} never" in words, words


def test_a_bot_handing_out_the_crowns_is_seen_before_the_market_comes():
    """"The hand-out is invisible when a bot holds the Excuse" (a newcomer, four players): the
    Crowns went to every seat and the market turned up in the same frame. Now the table stays on
    the hand-out (no market, the panel saying the Crowns go out), a face-down Crown flies from
    the Excuse seat to each other seat, the prompt says who hands them out; the market comes after."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd", "Dot")]
    seed = next(s for s in range(1, 60)
                if Match("sorcerous-futures", 4, seats, seed=s, bot_delay=0.0, threaded=False).view(0).excuse_seat != 0)
    m = Match("sorcerous-futures", 4, seats, seed=seed, bot_delay=0.0, threaded=False)
    ex = m.view(0).excuse_seat
    app = App(size=(1280, 720), settings=Settings(anim_speed="normal"), headless=True)
    try:
        app.push("title")
        t = app.push("table:sorcerous-futures", m, viewer=0, animate=True)
        app.draw()
        assert t.view.phase == "crowns" and not t.view.market
        seen = []
        for _ in range(200):
            t.update(0.05)
            app.draw()
            # face down to the others; yours turns up as it comes (only your own Crown's face)
            backs = [an for an in t.timeline.anims if an.kind == "card" and an.tween.started
                     and not an.face0 and (an.card is None or an.card == m.view(0).crown)]
            seen.append((t.view.phase, bool(t.view.market), t.staged if t.staging() else "",
                         {tuple(map(round, an.b)) for an in backs},
                         {tuple(map(round, an.a)) for an in backs}))
            if t.view.market:
                break
        assert m.view(0).phase != "crowns", "the bot handed out the Crowns"
        first = seen[0]
        assert first[0] == "crowns" and not first[1], "the hand-out stands before the market comes"
        assert "hands out the Crowns" in " ".join(s[2] for s in seen), [s[2] for s in seen[:3]]
        g = t.seat_geom(ex)
        src = (round(g["crown_x"] + g["cw"] / 2), round(g["top"] + g["ch"] / 2))
        assert {a for s in seen for a in s[4]} == {src}, "the Crowns fly from the Excuse seat's Crown"
        lands = {b for s in seen for b in s[3]}
        want = set()
        for k in range(4):
            if k != ex:
                gk = t.seat_geom(k)
                want.add((round(gk["crown_x"] + gk["cw"] / 2), round(gk["top"] + gk["ch"] / 2)))
        assert lands == want, (lands, want)
        assert seen[-1][1] and len(seen) > 20, "the market comes after the Crowns have flown"
    finally:
        app.shutdown()


def test_the_last_card_of_the_market_comes_chosen_only_the_kind_of_auction_is_asked():
    """"With one card left in the market you still have to choose it yourself" (a newcomer):
    the last card comes chosen, and the prompt asks only open or closed."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd")]
    for seed in range(1, 40):
        m = Match("sorcerous-futures", 3, seats, seed=seed, bot_delay=0.0, threaded=False)
        for _ in range(400):
            m.run_bots_instantly()
            v = m.view(0)
            if m.over or (v.phase == "choose" and 0 in m.to_act() and len(v.market) == 1):
                break
            if v.phase == "choose" and 0 in m.to_act():
                m.submit(0, StartAuction(v.market[0], "closed"))
            elif v.phase == "closed" and 0 in m.to_act():
                m.submit(0, SealedBid(0))
            elif v.phase == "open" and 0 in m.to_act():
                m.submit(0, Pass())
        if not m.over:
            break
    v = m.view(0)
    assert v.phase == "choose" and len(v.market) == 1
    with table_window(m) as (app, t):
        said = t.build_controls()
        assert t.selected == v.market[0]
        assert said.startswith(D.CARDS[v.market[0]].name) and "Choose a card" not in said, said
        assert any(b.label == "Closed auction" and b.enabled for b in t.buttons)


def test_the_price_paid_leaves_from_the_buyers_gold_not_over_its_crown():
    """"The '−17' gold animation sits on top of Dov's Crown" (a newcomer): the chip of a price
    paid starts at the buyer's gold, clear of its Crown."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd", "Dot")]
    m = Match("sorcerous-futures", 4, seats, seed=5, bot_delay=0.0, threaded=False)
    app = App(size=(1280, 720), settings=Settings(anim_speed="normal"), headless=True)
    try:
        app.push("title")
        t = app.push("table:sorcerous-futures", m, viewer=0, animate=True)
        chips = []
        for _ in range(600):
            if 0 in m.to_act():
                v = m.view(0)
                m.submit(0, m.legal(0)[0] if v.phase != "choose" else StartAuction(v.market[0], "open"))
            t.update(0.05)
            app.draw()
            chips += [an for an in t.timeline.anims if an.kind == "chip" and an not in chips]
            if any(c for c in chips):
                break
        assert chips, "no price was paid"
        for c in chips:
            seat = next(k for k in range(4) if t.seat_rect(k).collidepoint(c.a))
            g = t.seat_geom(seat)
            crown = pygame.Rect(int(g["crown_x"]), int(g["top"]), int(g["cw"]), int(g["ch"])).inflate(20, 20)
            assert not crown.collidepoint(c.a), (seat, c.a, crown)
            assert c.a[1] < t.seat_rect(seat).top + t.px(30), c.a
    finally:
        app.shutdown()


def test_your_excuse_card_says_when_you_look_at_it():
    """"The tooltip on your own Excuse card says 'face down until the end', but you see its value
    right after handing out the Crowns" (a newcomer): while you hand out the Crowns, your card
    under the Excuse says you look at it once they are handed out."""
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd", "Dov")]
    m = Match("sorcerous-futures", 4, seats, seed=2, options={"excuse_seat": 0}, bot_delay=0, threaded=False)
    with table_window(m) as (app, t):
        t.update(0.05)
        assert t.view.phase == "crowns" and t.view.excuse_seat == 0
        app.draw()
        notes = [c for _, deck, c in t.hot if deck == t.WORDS and "card under it" in c]
        assert any("the Excuse's value, you look at it once the Crowns are handed out" in n for n in notes), notes


def test_a_hinted_bid_stands_on_the_bid_control(app):
    """"It recommends 'Seal a bid of 14' but leaves the Seal button at 10, so you must type 14
    yourself" (a newcomer): a hint's first move, a bid, stands on the bid control when the hint
    comes up."""
    import dataclasses
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "medium") for n in ("Bea", "Cyd")]
    m = Match("sorcerous-futures", 3, seats, seed=5, bot_delay=0.0, threaded=False)
    _to_your_choice(m, 2)
    t = app.push("table:sorcerous-futures", m, viewer=0, animate=False)
    m.submit(0, StartAuction(m.view(0).market[0], "closed"))
    for seat in (1, 2):
        m._apply(seat, SealedBid(2))
    t.update(0.05)
    assert m.to_act() == {0}
    lo, hi = t.amount_bounds()
    want = min(hi, lo + 7)
    assert t.amount != want
    t.toggle_hint()
    t.hints.job.wait(30)
    t.hints.job.result = [dataclasses.replace(t.hints.job.result[0], action=SealedBid(want))] + t.hints.job.result[1:]
    t.update_hint()
    assert t.hints.hint and t.amount == want
