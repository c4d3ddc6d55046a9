"""Card art, headless (SDL dummy video driver, no display surface)."""
import itertools

import pygame
import pytest

from game.settings import Settings

from game import art
from game.art import base
from game.art.palette import SUIT_COLORS, luma
from rules.decks import decktet

DECKTET_IDS = [c.id for c in decktet.DECK]
STANDARD_IDS = [r + s for s in "SHDC" for r in
                ["A"] + [str(n) for n in range(2, 11)] + ["J", "Q", "K"]]
WIDTHS = (40, 56, 90, 180)


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.init()
    yield


def _opaque_pixels(surf):
    return pygame.mask.from_surface(surf, 127).count()


def _bytes(surf):
    return pygame.image.tobytes(surf, "RGBA")


def test_card_size_is_poker_ratio():
    assert art.card_size(63) == (63, 88)
    assert art.card_size(56) == (56, 78)
    assert art.card_size(90) == (90, round(90 * 88 / 63))
    assert art.card_size(90.4) == art.card_size(90)
    assert abs(art.CARD_RATIO - 88 / 63) < 1e-12


@pytest.mark.parametrize("width", WIDTHS)
def test_every_decktet_card_renders(width):
    w, h = art.card_size(width)
    for cid in DECKTET_IDS:
        s = art.card_face("decktet", cid, width)
        assert s.get_size() == (w, h), cid
        assert s.get_flags() & pygame.SRCALPHA
        # most of the card is opaque; the rounded corners are transparent
        assert _opaque_pixels(s) > 0.9 * w * h, cid
        assert s.get_at((0, 0)).a < 128, cid


@pytest.mark.parametrize("width", (56, 90))
def test_decktet_faces_differ(width):
    faces = {cid: _bytes(art.card_face("decktet", cid, width)) for cid in DECKTET_IDS}
    assert len(set(faces.values())) == len(DECKTET_IDS)
    back = _bytes(art.card_back("decktet", width))
    assert back not in set(faces.values())


def test_back_renders_every_deck():
    for deck in art.DECKS:
        for width in WIDTHS:
            b = art.card_back(deck, width)
            assert b.get_size() == art.card_size(width)
            assert _opaque_pixels(b) > 0.9 * b.get_width() * b.get_height()
    backs = {_bytes(art.card_back(d, 90)) for d in art.DECKS}
    assert len(backs) == 3


def test_cache_returns_same_object_and_is_bounded():
    a = art.card_face("decktet", "sailor", 90)
    assert art.card_face("decktet", "sailor", 90) is a
    assert art.card_face("decktet", "sailor", 90.2) is a
    assert art.card_back("decktet", 90) is art.card_back("decktet", 90)
    assert art.suit_icon("moons", 24) is art.suit_icon("moons", 24)
    r = art.card_face("decktet", "sailor", 90, angle=15)
    assert art.card_face("decktet", "sailor", 90, angle=15.1) is r
    assert r.get_width() > a.get_width()
    art.clear_cache()
    assert art.card_face("decktet", "sailor", 90) is not a
    assert len(base.CACHE) <= base.CACHE_LIMIT
    for w in range(20, 20 + base.CACHE_LIMIT + 20):
        base.CACHE.put(("dummy", w), object())
    assert len(base.CACHE) == base.CACHE_LIMIT
    art.clear_cache()
    assert len(base.CACHE) == 0


def test_suit_colours_apart_in_lightness():
    values = [luma(c) for c in SUIT_COLORS.values()]
    assert len(values) == 6
    for a, b in itertools.combinations(values, 2):
        assert abs(a - b) >= 0.08


def test_suit_icons_differ_in_shape_and_lightness():
    icons = {s: art.suit_icon(s, 48) for s in decktet.SUITS}
    masks = {}
    for s, icon in icons.items():
        assert icon.get_size() == (48, 48)
        assert _opaque_pixels(icon) > 150, s
        masks[s] = pygame.mask.from_surface(icon, 127)
    for a, b in itertools.combinations(decktet.SUITS, 2):
        overlap = masks[a].overlap_area(masks[b], (0, 0))
        union = masks[a].count() + masks[b].count() - overlap
        assert overlap / union < 0.8, (a, b)  # shapes, not only colours, differ
    # mean grayscale lightness of the rendered icons is spread too
    def mean_luma(icon):
        g = pygame.transform.average_color(icon, consider_alpha=True)
        return luma(g)
    lum = sorted(mean_luma(i) for i in icons.values())
    assert lum[-1] - lum[0] > 0.3
    assert art.suit_color("waves") == SUIT_COLORS["waves"]
    with pytest.raises(KeyError):
        art.suit_icon("cups", 20)


def test_standard_faces_render_and_four_colour():
    for cid in STANDARD_IDS:
        for width in (56, 90):
            s = art.card_face("standard", cid, width)
            assert s.get_size() == art.card_size(width)
            assert _opaque_pixels(s) > 0.9 * s.get_width() * s.get_height()
    faces = {_bytes(art.card_face("standard", c, 90)) for c in STANDARD_IDS}
    assert len(faces) == 52
    assert art.four_colour() and Settings().four_colour   # on by default: hearts vs diamonds
    art.set_four_colour(False)
    try:
        two = art.card_face("standard", "QD", 90)
        assert art.suit_color("D") == art.suit_color("H")
        art.set_four_colour(True)
        four = art.card_face("standard", "QD", 90)
        assert four is not two and _bytes(four) != _bytes(two)
        assert art.suit_color("D") != art.suit_color("H")
        art.set_four_colour(False)
        assert art.card_face("standard", "QD", 90) is two
    finally:
        art.set_four_colour(True)
    assert art.card_name("standard", "10S") == "10 of Spades"
    with pytest.raises(KeyError):
        art.card_face("standard", "1S", 90)


def test_mefirst_faces_render():
    from game.art.mefirst_face import parse
    ids = [f"n{n}a{a}s{s}" for n in (1, 7, 10) for a in (1, 4) for s in (1, 5)]
    try:
        from rules.decks import me_first_deck as mefirst
        ids += list(mefirst.IDS)
    except ImportError:
        pass
    for cid in ids:
        for width in (40, 56, 90):
            s = art.card_face("mefirst", cid, width)
            assert s.get_size() == art.card_size(width)
            assert _opaque_pixels(s) > 0.9 * s.get_width() * s.get_height()
    assert parse("n7a3s2") == (7, 3, 2)
    assert _bytes(art.card_face("mefirst", "n7a1s1", 90)) != \
        _bytes(art.card_face("mefirst", "n7a4s1", 90))
    with pytest.raises(KeyError):
        art.card_face("mefirst", "seven", 90)


def test_unknown_deck_or_card_fails_clearly():
    with pytest.raises(ValueError):
        art.card_face("tarot", "x", 90)
    with pytest.raises(KeyError):
        art.card_face("decktet", "ace-cups", 90)


def test_draw_card_back_face_highlight_dim():
    screen = pygame.Surface((400, 300))
    screen.fill((20, 60, 40))
    r = art.draw_card(screen, "decktet", "sailor", (100, 150), width=90)
    assert r.size == art.card_size(90) and r.center == (100, 150)
    assert screen.get_at((100, 150))[:3] != (20, 60, 40)
    # a Rect places the card at its centre and gives the width by default
    r2 = art.draw_card(screen, "decktet", None, pygame.Rect(200, 60, 56, 78))
    assert r2.center == pygame.Rect(200, 60, 56, 78).center and r2.w == 56
    # face_up False draws the back: same pixels as a None id
    a = pygame.Surface((120, 160)); a.fill((0, 0, 0))
    b = pygame.Surface((120, 160)); b.fill((0, 0, 0))
    art.draw_card(a, "decktet", "sailor", (60, 80), width=90, face_up=False, shadow=False)
    art.draw_card(b, "decktet", None, (60, 80), width=90, shadow=False)
    assert _bytes(a) == _bytes(b)
    # highlight paints outside the card; dim darkens it
    c = pygame.Surface((160, 200)); c.fill((0, 0, 0))
    rc = art.draw_card(c, "decktet", "sailor", (80, 100), width=90, highlight=(255, 220, 0),
                       shadow=False)
    assert c.get_at((rc.centerx, rc.top - 2))[:3] != (0, 0, 0)
    d1 = pygame.Surface((160, 200)); d1.fill((0, 0, 0))
    d2 = pygame.Surface((160, 200)); d2.fill((0, 0, 0))
    art.draw_card(d1, "decktet", "excuse", (80, 100), width=90, shadow=False)
    art.draw_card(d2, "decktet", "excuse", (80, 100), width=90, shadow=False, dim=True)
    assert sum(d2.get_at((80, 60))[:3]) < sum(d1.get_at((80, 60))[:3])
    # rotated
    rr = art.draw_card(screen, "standard", "KH", (300, 150), width=56, angle=30)
    assert rr.w > 56


def test_works_with_a_display_surface_too():
    mine = pygame.display.get_surface() is None
    if mine:
        pygame.display.init()
        pygame.display.set_mode((320, 240))
    screen = pygame.display.get_surface()
    try:
        art.clear_cache()
        s = art.card_face("decktet", "ace-knots", 56)
        assert s.get_size() == art.card_size(56)
        art.draw_card(screen, "decktet", "ace-knots", (100, 100), width=56)
    finally:
        art.clear_cache()
        if mine:
            pygame.display.quit()


@pytest.mark.parametrize("width", [60, 200])
def test_a_decktet_6_and_9_are_underlined_so_upside_down_they_read_apart(width, monkeypatch):
    """A newcomer read the upside-down corner of a 6 as a 9: the 6s and 9s carry a bar under
    their rank, and only they do."""
    from game.art import decktet_face as F
    faces = {}
    for underline in (True, False):
        if not underline:
            monkeypatch.setattr(F, "_underlined", lambda t, color, thick: t)
        art.clear_cache()
        faces[underline] = {cid: pygame.image.tobytes(art.card_face("decktet", cid, width), "RGB")
                            for cid, c in decktet.CARDS.items() if c.short in ("5", "6", "9")}
    for cid, c in decktet.CARDS.items():
        if c.short in ("6", "9"):
            assert faces[True][cid] != faces[False][cid], f"{c.name}: no bar under its {c.short}"
        elif c.short == "5":
            assert faces[True][cid] == faces[False][cid]
    art.clear_cache()                      # no face drawn without its bar stays behind for later tests


@pytest.mark.parametrize("width", [52, 76, 120])
def test_the_me_first_back_carries_no_number(width):
    """A newcomer read the Me First back's big "1" in its medallion as a card worth 1 (on the
    deck, the discard pile, cards in flight). The back is symmetric left to right, as no digit
    but 0 and 8 is (the old "1" was not; its medallion now holds a podium, no figure)."""
    import game.art.backs as backs
    w, h = art.card_size(width)
    img = backs.mefirst_back(w, h)
    mirrored = pygame.transform.flip(img, True, False)
    diff = 0
    for x in range(w):
        for y in range(h):
            a, b = img.get_at((x, y)), mirrored.get_at((x, y))
            diff += max(abs(a[i] - b[i]) for i in range(3)) > 60
    assert diff <= 0.01 * w * h, f"the back is not mirror-symmetric ({diff} pixels differ): a digit?"


def test_me_first_tallies_are_readable_on_a_seats_top_card():
    """"The arrows and stars printed on opponents' top cards are about 8 px at 1280x720" (a
    newcomer): at a seat's top card's width (52 px there) the tallies are 10 px or more, and a
    large card keeps its own proportion."""
    from game.art.mefirst_face import tally_size
    assert tally_size(52) >= 10.0
    assert tally_size(76) >= 76 * 0.17 and tally_size(200, True) == 200 * 0.16
    assert tally_size(40) <= 40 * 0.21 + 1e-9          # (a small card keeps room for its chevrons)
