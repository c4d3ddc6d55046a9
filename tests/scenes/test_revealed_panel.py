"""The replay's "everything revealed" at 960x540 was too dense to read (Me First with five
players: cards 16 pixels wide). The cards stay at a size whose corners can be read, wrap onto
more lines, and what does not fit scrolls with the wheel (nothing is lost)."""
from __future__ import annotations

import pygame

from game.app import App
from game.match import Match
from game.seats import SeatSpec
from game.settings import Settings


def _revealed_cards(t):
    """The cards drawn in the panel this frame: (rect, card id)."""
    log = t.log_rect()
    panel = pygame.Rect(log.left, t.px(8), log.width, log.bottom - t.px(8))      # over the right column
    return [(rect, cid) for rect, _, cid in t.hot if panel.contains(rect)]


def _finished_replay(app, game_id, players, level, seed, start):
    """A finished game of ``level`` bots, replayed from ``start`` with everything revealed."""
    m = Match(game_id, players, [SeatSpec(f"Bot{i}", "bot", level) for i in range(players)], seed=seed, bot_delay=0,
              threaded=False)
    m.run_bots_instantly()
    app.push("title")
    t = app.push("replay", m.record(), start=start, viewer="all", paused=True)
    app.draw()
    return m, t


def test_everything_revealed_is_readable_at_960x540_and_scrolls_to_the_rest():
    app = App(size=(960, 540), settings=Settings(anim_speed="off"), headless=True)
    try:
        m, t = _finished_replay(app, "me-first", 5, "easy", 2, 70)
        shown = _revealed_cards(t)
        assert shown and min(r.width for r, _ in shown) >= 24, "the revealed cards are too small to read"
        for a, _ in shown:                     # no card hides another's corner
            for b, _ in shown:
                if a is not b and a.top == b.top and a.left < b.left:
                    assert b.left - a.left >= a.width * 0.55
        assert t.revealed_most > 0
        views, hidden = t.match.revealed()
        face_down = {c for _, cards in hidden for c in cards}
        pos = t.revealed_rect.center
        pygame.mouse.set_pos(pos)
        for _ in range(40):                    # the wheel, over the panel, down to the end
            if pygame.mouse.get_pos() != pos:  # headless SDL may not move the pointer: ask the scene directly
                t.scroll_revealed(2)
            else:
                t.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                            precise_y=-1.0))
            app.invalidate()
            app.draw()
        assert t.revealed_scroll == t.revealed_most
        assert face_down & {cid for _, cid in _revealed_cards(t)}, "the face-down cards never come into view"
        t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode=""))
        assert t.revealed_scroll == max(0, t.revealed_most - 8)
    finally:
        app.shutdown()


def test_what_everyone_sees_is_no_seats_secret():
    """A newcomer read the Excuse's worth, revealed on the table, listed first among every
    seat's valuations in "everything revealed": a card the public View shows is left out."""
    from game.match import Match, ReplayMatch
    from game.seats import SeatSpec
    from scenes.revealed_panel import revealed_rows
    from game.app import App
    from game.settings import Settings
    seats = [SeatSpec(f"B{i}", "bot", "medium") for i in range(3)]
    m = Match("sorcerous-futures", 3, seats, 5, bot_delay=0, threaded=False)
    m.run_bots_instantly()
    rec = m.record()
    app = App(size=(1280, 720), settings=Settings(anim_speed="off"), headless=True)
    try:
        app.push("title")
        # the first moment the Excuse's worth is on the table for everyone
        for k in range(len(rec["actions"])):
            rp = ReplayMatch(rec, start=k)
            if rp.view(None).valuations.get("excuse") and not rp.over:
                break
        else:
            raise AssertionError("the Excuse is revealed during the game")
        rp_scene = app.push("replay", rec, start=k, viewer="all", paused=True)
        excuse = rp.view(None).valuations["excuse"]
        views, hidden = rp_scene.match.revealed()
        assert any(excuse in (v.valuations or {}).values() for v in views)       # every seat's View holds it
        rows = revealed_rows(rp_scene, views, hidden)
        assert not any(excuse in r[3] for r in rows if r[0] == "group")
        assert any(r[0] == "group" and r[1] == "Valuations" and r[3] for r in rows)
        # each card once: the Crowns were listed per seat and again under "Face down"
        listed = [c for r in rows if r[0] == "group" for c in r[3]]
        assert len(listed) == len(set(listed)), [c for c in set(listed) if listed.count(c) > 1]
        assert all(c in listed for v in views for c in ([v.crown] if getattr(v, "crown", None) else []))
    finally:
        app.shutdown()


def test_a_label_without_cards_is_not_cut(monkeypatch):
    """Barony keeps nothing secret: every seat read "nothing hi…" in a column with room."""
    import scenes.revealed_panel as RP
    import pygame
    drawn = []
    orig = RP.text
    monkeypatch.setattr(RP, "text", lambda s, words, *a, **k: (drawn.append((words, k.get("max_width"))), orig(s, words, *a, **k))[1])
    surf = pygame.Surface((300, 400))
    rows = [("name", "Ann", (255, 255, 255)), ("group", "nothing hidden", None, []),
            ("name", "Bea", (255, 255, 255)), ("group", "Valuations", "decktet", ["ace-suns"])]
    RP.draw_revealed(surf, surf.get_rect(), lambda v: v, rows, lambda *a, **k: None)
    from game.assets import font
    w = next(mw for words, mw in drawn if words == "nothing hidden")
    assert font(12).size("nothing hidden")[0] <= w


def test_an_auctioneer_replay_with_everything_revealed_turns_the_ring_up_in_its_places():
    """The ring's face-down cards were a strip in the side column that nobody could match to
    their places, while the table kept them face down (a newcomer): with everything revealed
    they lie face up where they are, and the column lists only what has no place (the royals)."""
    from scenes.revealed_panel import revealed_rows
    app = App(size=(1280, 720), settings=Settings(anim_speed="off"), headless=True)
    try:
        m, t = _finished_replay(app, "auctioneer", 3, "medium", 4, 30)
        views, hidden = t.match.revealed()
        down = dict(hidden)["Circle"]
        assert down
        drawn = {cid for _, _, cid in t.hot}
        assert set(down) <= drawn                          # each face-down card drawn (and hoverable)
        assert all(set(v.hand) <= drawn for v in views)    # every hand too
        rows = revealed_rows(t, views, hidden)
        assert not any(r[0] == "group" and r[1] == "Circle" for r in rows)
        assert any(r[0] == "group" and r[1] == "Royals" for r in rows)
        # a seat's own view of the same replay keeps the others' cards face down
        t2 = app.push("replay", m.record(), start=30, viewer=0, paused=True)
        app.draw()
        assert not (set(down) - {sl.card for sl in t2.view.circle if sl.card}) & {cid for _, _, cid in t2.hot}
    finally:
        app.shutdown()


def _face_up_on_table(app, t) -> set:
    """The cards a table draws face up left of its side column (where "everything revealed"
    lists them), this frame."""
    faces = []
    orig = t.card
    t.card = lambda surface, cid, pos, w, face_up=True, **k: (faces.append((cid, face_up, pos)),
                                                               orig(surface, cid, pos, w, face_up=face_up, **k))[1]
    t.invalidate()
    app.draw()
    t.card = orig
    return {cid for cid, f, pos in faces if f and cid and pos[0] < t.log_rect().left}


def test_a_sorcerous_futures_replay_with_everything_revealed_turns_crowns_and_valuations_up():
    """With everything revealed the side column listed every Crown and valuation face up while
    the table kept them face down in their places (a newcomer): they turn up there too; a
    seat's own view of the replay still shows only what that seat knew."""
    app = App(size=(1280, 720), settings=Settings(anim_speed="off"), headless=True)
    try:
        m, t = _finished_replay(app, "sorcerous-futures", 3, "medium", 4, 25)
        s = m._state
        up = _face_up_on_table(app, t)
        crowns = {c for c in s.crowns if c}
        vals = {c for c in s.valuations.values() if c}
        assert crowns and crowns <= up, (crowns - up)
        assert vals and vals <= up, (vals - up)
        t2 = app.push("replay", m.record(), start=25, viewer=0, paused=True)
        up0 = _face_up_on_table(app, t2)
        mine = {c for c in t2.view.valuations.values() if c} | ({t2.view.crown} if t2.view.crown else set())
        assert (crowns | vals) & up0 <= mine | set(t2.view.known_crowns.values())
    finally:
        app.shutdown()


def test_an_auctioneer_replays_revealed_hands_stay_inside_their_boxes():
    """"In the replay, the opponents' hand fans spill over their panel borders" (a newcomer): a
    hand turned face up with everything revealed ends inside its seat's box, at either size."""
    for size in ((1280, 720), (960, 540)):
        app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
        try:
            m, t = _finished_replay(app, "auctioneer", 3, "medium", 4, 8)
            drawn = []
            orig = t.card
            t.card = lambda surface, cid, pos, w, *a, **k: (drawn.append((cid, pos, w)),
                                                             orig(surface, cid, pos, w, *a, **k))[1]
            t.invalidate()
            app.draw()
            t.card = orig
            checked = 0
            for seat in range(3):
                if t.seat_slot(seat) == "seat_0":
                    continue
                box = t.seat_rect(seat)
                hand = set(t.revealed_on_table().get("hands", {}).get(seat) or ())
                for cid, pos, w in drawn:
                    if cid in hand and box.collidepoint(pos):
                        assert pos[0] + w / 2 <= box.right, (size, seat, cid, pos, w, box)
                        checked += 1
            assert checked, "no revealed hand card drawn"
        finally:
            app.shutdown()
