"""The shared test kit: one random-game driver (bounded by the engine's own ``max_actions``),
one way to compare states field by field, and the seats of a table of bots.

    from helpers import play, fields
    for step in play(game, players, seed):          # Step(before, seat, action, after, events)
        ...
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass

from rules.core import Rng


@dataclass
class Step:
    before: object
    seat: int
    action: object
    after: object
    events: list


def play(game, players: int, seed: int, policy=None, options=None, rng=None):
    """A whole game, one ``Step`` at a time: the lowest seat that must act plays ``policy``
    (``policy(state, seat, legal, rng) -> action``; uniform random by default). Fails the
    test if the game runs past the engine's own bound."""
    rng = rng or Rng(seed * 7919 + players)
    s = game.new(players, seed, options or {})
    cap = game.max_actions(players)
    for _ in range(cap + 1):
        if game.is_over(s):
            return
        seat = min(game.to_act(s))
        legal = game.legal_actions(s, seat)
        assert legal, f"seat {seat} must act but has no legal action"
        action = policy(s, seat, legal, rng) if policy else legal[rng.randrange(len(legal))]
        after, events = game.apply(s, seat, action)
        yield Step(s, seat, action, after, events)
        s = after
    raise AssertionError(f"{game.id} at {players} players ran past its bound of {cap} actions")


def final_state(game, players: int, seed: int, policy=None, options=None):
    """The last state of a random (or ``policy``) game."""
    s = game.new(players, seed, options or {})
    for step in play(game, players, seed, policy, options):
        s = step.after
    return s


def bot_policy(game_id: str, levels):
    """A ``play`` policy from bot levels, one per seat (repeated as needed)."""
    from game.bots import get_bot
    from rules import get_game
    g = get_game(game_id)
    bots = [get_bot(game_id, lv) for lv in levels]
    return lambda s, seat, legal, rng: bots[seat % len(bots)](g.view(s, seat), legal, rng)


def fields(obj):
    """Plain data for comparing states: objects without their own ``==`` (the state, an
    auction in progress) become dicts of their fields, all the way down."""
    if isinstance(obj, (list, tuple)):
        # lists are of one kind: plain values (the log, a hand) compare as they are
        return [fields(x) for x in obj] if obj and _opaque(obj[0]) or any(map(_container, obj[:1])) else list(obj)
    if isinstance(obj, dict):
        return {k: fields(v) for k, v in obj.items()}
    if _opaque(obj):
        names = getattr(type(obj), "__slots__", None) or vars(obj).keys()
        return {n: fields(getattr(obj, n, None)) for n in names}
    return obj


def _opaque(obj) -> bool:
    """An object compared by identity (no ``==`` of its own) that has fields to look into."""
    return type(obj).__eq__ is object.__eq__ and (hasattr(obj, "__dict__") or hasattr(type(obj), "__slots__"))


def _container(obj) -> bool:
    return isinstance(obj, (list, tuple, dict))


def barony_position(players=2, market=("pact", "mountain", "author"), owned=None, deck=None, prime=0,
         stage=1, options=None):
    """A Barony position of our choosing: the given Market and resources, Prime to act."""
    from rules.barony import GAME, STAGE_CARDS
    from rules.decks import decktet as D
    s = GAME.new(players, 1, options or {})
    if owned is None:
        owned = [["consul", "island", "rite"], ["window", "harvest", "watchman"],
                 ["borderland", "light-keeper", "excuse"]][:players]
    used = set(market) | {c for o in owned for c in o}
    if deck is None:
        deck = [c for c in STAGE_CARDS[stage] if c not in used]
    s.stage = stage
    s.market = list(market)
    s.owned = [list(o) for o in owned]
    s.expended = [[] for _ in range(players)]
    s.committed = [[] for _ in range(players)]
    s.targets = [None] * players
    s.passed = set()
    s.deck = list(deck)
    s.future = [[c for c in STAGE_CARDS[k] if c not in used] for k in range(stage + 1, 4)]
    res = set(D.PAWNS) | set(D.COURTS) | {D.EXCUSE_ID}
    s.removed = [c for c in D.CARDS if c in res and not any(c in o for o in owned)]
    s.discard, s.unseen, s.pool = [], [], []
    s.prime = s.turn = prime
    s.best = None
    return s


def auctioneer_position(n, circle, hands=None, royal="KH", to_act=0, step="flip", up=None, known=None, seed=1):
    """An Auctioneer state with a chosen circle, hands and royal (cards need not be a full deal)."""
    from rules import auctioneer as A
    from rules import get_game
    G = get_game("auctioneer")
    s = G.new(n, seed)
    s.cards = list(circle)
    s.up = list(up) if up is not None else [False] * len(circle)
    s.known = list(known) if known is not None else [0] * len(circle)
    s.hands = [list(h) for h in (hands or [[] for _ in range(n)])]
    s.royal = royal
    s.goods = [r for r in A.royals(A.suits_for(n)) if r != royal]
    s.to_act = to_act
    s.starter = to_act
    s.step = step
    s.turns = 0
    return s


# --- Sorcerous Futures: positions and the secrets a seat must not see ------------------------


def biased_step(s, rng):
    from rules.sorcerous_futures import GAME as G
    """A random move that likes closed auctions (so sealed bids are often pending)."""
    seat = min(G.to_act(s))
    legal = G.legal_actions(s, seat)
    if s.phase == "choose" and rng.random() < 0.6:
        legal = [a for a in legal if a.format == "closed"]
    return G.apply(s, seat, legal[rng.randrange(len(legal))])


def mid_game_states(players, count, seed0):
    """Sorcerous Futures positions part-way through games (not over), for the privacy tests."""
    from rules.core import Rng
    from rules.sorcerous_futures import GAME as G
    out = []
    for k in range(count):
        seed = seed0 + k
        opts = {"sly_excuse": k % 2 == 0} if players == 4 else {}
        s = G.new(players, seed, opts)
        rng = Rng(seed)
        stop = rng.randrange(110)
        steps = 0
        while not G.is_over(s) and steps < stop:
            s, _ = biased_step(s, rng)
            steps += 1
        if G.is_over(s):
            continue
        out.append(s)
    return out


def perturbations(s, viewer, rng):
    """Sorcerous Futures states that differ from ``s`` only in secrets ``viewer`` must not know."""
    from rules.decks.decktet import ACE_OF, CROWNS
    from rules.sorcerous_futures import GAME as G, SUIT_OF_CROWN
    v = G.view(s, viewer)
    out = []
    hidden = [k for k in s.valuations if k not in v.valuations]
    # 1. shuffle the hidden valuation cards among their places
    if len(hidden) >= 2:
        t = s.copy()
        vals = dict(s.valuations)
        cards = [vals[k] for k in hidden]
        cards = cards[1:] + cards[:1]
        vals.update(zip(hidden, cards))
        t.valuations = vals
        out.append(("rotate hidden valuations", t))
    # 2. swap a hidden valuation card with an unseen deck card (not when the Sly Excuse
    #    seat looks: it knows which seven cards are valuations)
    if hidden and s.deck and not v.sly_values:
        t = s.copy()
        vals = dict(s.valuations)
        k = hidden[rng.randrange(len(hidden))]
        j = rng.randrange(len(s.deck))
        vals[k], t.deck[j] = t.deck[j], vals[k]
        t.valuations = vals
        out.append(("valuation <-> deck", t))
    # 3. other seats' Crowns, where the viewer does not know them
    unknown = [j for j in range(s.players) if j not in v.known_crowns and s.crowns[j] is not None]
    free = [c for c in CROWNS if c not in s.crowns]

    def ok(j, c):
        return j == s.excuse_seat or ACE_OF[SUIT_OF_CROWN[c]] not in s.aces[j]

    for j in unknown:
        for c in free:
            if ok(j, c):
                t = s.copy()
                t.crowns[j] = c
                t.set_aside = tuple(x for x in CROWNS if x not in t.crowns)
                out.append((f"crown of {j} from the set-aside ones", t))
                break
    for a in unknown:
        for b in unknown:
            if a < b and ok(a, s.crowns[b]) and ok(b, s.crowns[a]):
                t = s.copy()
                t.crowns[a], t.crowns[b] = s.crowns[b], s.crowns[a]
                out.append((f"swap crowns {a},{b}", t))
    # 4. other seats' pending sealed bids
    if s.phase == "closed":
        for j, amt in s.auction.sealed.items():
            if j != viewer and s.gold[j] > 0:
                t = s.copy()
                t.auction.sealed[j] = (amt + 1 + rng.randrange(s.gold[j])) % (s.gold[j] + 1)
                out.append((f"sealed bid of {j}", t))
    return out


# --- online windows: frames, a player's random moves, a free port (tests/game/test_net_window_*) ---


def frames_until(app, pred, seconds=20, what=""):
    import time
    deadline = time.monotonic() + seconds
    while not pred():
        assert time.monotonic() < deadline, what or getattr(app.top, "message", type(app.top).__name__)
        app.frame(1 / 30, events=[])
        time.sleep(0.005)


def play_on(app, table, until, rng=None, seconds=30):
    """The window's player plays random legal moves until ``until()``."""
    import time
    m, rng = table.match, rng or Rng(7)
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, ("stuck", type(app.top).__name__, m.step, m.refused)
        legal = m.legal(m.me)
        if legal and app.top is table:
            table.submit(legal[rng.randrange(len(legal))])
        app.frame(1 / 30, events=[])
        time.sleep(0.002)


def free_port() -> int:
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def unchanged_by_the_log(app, table, region) -> bool:
    """Whether the screen in ``region()`` (a rect, asked after each drawing) is the same with a
    long log and with an empty one: nothing of the log shows through or round a panel there."""
    import pygame
    full = [(f"a line of the log, number {i}, long enough to wrap", (230, 230, 230)) for i in range(80)]
    frames = []
    for entries in (lambda: full, lambda: []):
        table.log_entries = entries
        table.log._made_for = None          # the log wraps its lines again
        table.invalidate()
        app.draw()
        frames.append(pygame.image.tobytes(app.screen.subsurface(region()).copy(), "RGB"))
    return frames[0] == frames[1]


@contextmanager
def medium_as_reported():
    """Auctioneer's medium bots as they played when the positions some tests replay were
    reported, before medium weighed what a move hands the next seat (``GIVE_AWAY`` 0) or read
    a card just placed as a tell (``READS_TELLS`` off): so it plays exactly as it did then, and
    a test of a hint's words or the review's panel keeps its position whatever medium's play
    becomes."""
    from game.bots import auctioneer as B
    saved = B.GIVE_AWAY, B.READS_TELLS
    B.GIVE_AWAY, B.READS_TELLS = 0.0, False
    try:
        yield
    finally:
        B.GIVE_AWAY, B.READS_TELLS = saved


def read_then_click(table, dt: float = 0.05, after: float = 3.0) -> None:
    """Called once a frame of ``dt``: while a staged moment waits for a person's click, the
    person reads it for ``after`` seconds, then clicks on (``skip_moment``)."""
    waited = getattr(table, "_test_waited", 0.0) + dt if table.waiting_for_click() else 0.0
    table._test_waited = waited
    if waited >= after:
        table._test_waited = 0.0
        table.skip_moment()


# --- what a screen says: a spy on a scene module's ``text`` ----------------------------------


def spy_words(monkeypatch, module) -> list:
    """The list every string ``module``'s ``text`` draws is added to, for the rest of the test
    (the drawing goes on as before)."""
    said = []
    orig = module.text
    monkeypatch.setattr(module, "text", lambda surface, s, *a, **k: (said.append(s), orig(surface, s, *a, **k))[1])
    return said


@contextmanager
def words_drawn(module):
    """``spy_words`` for the ``with`` block only."""
    said = []
    orig = module.text
    module.text = lambda surface, s, *a, **k: (said.append(s), orig(surface, s, *a, **k))[1]
    try:
        yield said
    finally:
        module.text = orig


# --- a table in a headless window --------------------------------------------------------------


def to_tax_pick(n=3, seed=4):
    """A Me First match with seat 0 (a person, "You") choosing its first tax pick against easy
    bots (9 or 10 cards at 3 players)."""
    from game.match import Match
    from game.seats import SeatSpec
    from rules.me_first import TAX
    seats = [SeatSpec("You", "human")] + [SeatSpec(f"Bot{i}", "bot", "easy") for i in range(1, n)]
    m = Match("me-first", n, seats, seed=seed, bot_delay=0, threaded=False)
    for _ in range(600):
        v = m.view(0)
        if v.phase == TAX and v.stage == "pick" and 0 in v.to_act:
            break
        if not m.run_bots_instantly(1):
            m.submit(0, m.legal(0)[0])
    return m


def played_to_the_end(match, seat: int = 0):
    """``match`` played to its end: the bots as they play, ``seat`` (a person) the first move
    offered each time. Returns the match."""
    while not match.over:
        match.run_bots_instantly()
        if not match.over:
            match.submit(seat, match.legal(seat)[0])
    return match


def bot_moves(match, table, most: int):
    """One bot move at a time (up to ``most``, until the game is over), the table caught up
    after each: yields after every move."""
    for _ in range(most):
        match.run_bots_instantly(1)
        if match.over:
            return
        table.catch_up()
        yield


@contextmanager
def table_window(match, size=(1280, 720), viewer=0, animate=False):
    """A headless window at ``size``, animations off, with ``match``'s table pushed over the
    title screen: yields ``(app, table)`` and closes the window after."""
    from game.app import App
    from game.settings import Settings
    app = App(size=size, settings=Settings(anim_speed="off"), headless=True)
    try:
        app.push("title")
        yield app, app.push(f"table:{match.game_id}", match, viewer=viewer, animate=animate)
    finally:
        app.shutdown()
