"""The rules help screen and its Markdown page renderer: emphasis looks unlike plain text and
shows no asterisks, links show their text without "()", every line and every table stays
within the column at 1280x720 and 960x540, pictures are real cards, and the screen's keys
still scroll and switch games."""
from __future__ import annotations

import re

import pygame
import pytest

from game.app import App
from game.settings import Settings
from scenes.markdown_page import layout

GAMES = ("sorcerous-futures", "barony", "me-first", "auctioneer")
SIZES = [(1280, 720), (960, 540)]


@pytest.fixture
def shown():
    """``shown(size)``: an app of that size; closed after the test."""
    apps = []

    def make(size):
        a = App(size=size, settings=Settings(), headless=True)
        apps.append(a)
        a.push("title")
        return a
    yield make
    for a in apps:
        a.shutdown()


def _render(page, width=900):
    surf = pygame.Surface((width, max(1, page.height)))
    surf.fill((0, 0, 0))
    page.draw(surf, 0, 0, 0, surf.get_rect())
    return surf


def test_emphasis_and_strong_are_drawn_unlike_plain_text_and_show_no_asterisks(shown):
    shown((960, 540))
    plain = layout("one word here", 600, 17)
    em = layout("one *word* here", 600, 17)
    strong = layout("one **word** here", 600, 17)
    for page in (plain, em, strong):
        assert page.plain_text() == "one word here"
        assert "*" not in "".join(p.text for p in page.pieces)
    styles = {p.text: p.style for p in em.pieces if p.kind == "text"}
    assert styles["word"] == "em" and styles["one"] == "plain"
    assert {p.text: p.style for p in strong.pieces}["word"] == "strong"
    a, b, c = (pygame.image.tobytes(_render(p), "RGB") for p in (plain, em, strong))
    assert a != b and a != c and b != c
    # emphasis running over a line end in the source (Barony's first line did) is still emphasis
    over = layout("*A deck-building auction\nfor two or three* players", 600, 17)
    assert "*" not in over.plain_text()
    assert {p.style for p in over.pieces if p.kind == "text" and "auction" in p.text} == {"em"}


def test_links_show_their_text_and_no_empty_brackets(shown):
    shown((960, 540))
    page = layout("See [the rulings](#rulings) and [this]() and <https://example.org>.", 600, 17)
    text = page.plain_text()
    assert "the rulings" in text and "this" in text
    assert "()" not in text and "](" not in text and "[" not in text


def test_lines_reflow_to_the_column_not_to_the_source():
    pygame.font.init()
    src = "A short line\nthat the source broke\nby hand in three places\nand more."
    page = layout(src, 2000, 17)
    assert len(page.lines) == 1            # one paragraph, one line when the column is wide
    narrow = layout(src, 200, 17)
    assert len(narrow.lines) > 1
    for ln in narrow.lines:
        assert ln.x + ln.width <= 200


def test_a_table_fits_its_column_and_wraps_its_cells():
    pygame.font.init()
    src = ("| Royal | Run in the royal's own suit | Run in any other suit of the game |\n"
           "|---|---:|---:|\n| Jack | 15 | 18 |\n| Queen | 18 | 21 |\n| King | 21 | 24 |\n")
    for width in (900, 420, 240):
        page = layout(src, width, 17)
        assert page.tables and all(t.right <= width for t in page.tables)
        cells = [ln for ln in page.lines if ln.block in ("th", "td")]
        assert {"Royal", "Jack", "24"} <= {ln.text for ln in cells}
        words = " ".join(ln.text for ln in cells)
        for w in "Run in the royal's own suit".split():
            assert w in words                                   # nothing cut, only wrapped
        for ln in cells:
            assert ln.x + ln.width <= width, (width, ln)


def test_pictures_are_real_cards_with_captions():
    pygame.font.init()
    page = layout("![The Sailor, bid on](card:decktet/sailor \"glow\") ![a face-down card](card:standard/back) "
                  "![](card:mefirst/n3a1s1)", 600, 17)
    assert page.cards == [("decktet", "sailor", "The Sailor, bid on"), ("standard", None, "a face-down card"),
                          ("mefirst", "n3a1s1", "")]
    cards = [p for p in page.pieces if p.kind == "card"]
    assert cards[0].glow and not cards[1].glow
    assert "The Sailor, bid on" in page.plain_text()
    surf = _render(page, 600)
    r = cards[0].rect
    assert len({surf.get_at((x, r.centery))[:3] for x in range(r.left + 4, r.right - 4)}) > 3    # a face, drawn


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_every_rules_page_fits_the_screen_and_shows_no_markup(shown, size, game_id):
    app = shown(size)
    h = app.push("help", game_id)
    app.draw()
    page = h.page
    _, col, _ = h.geometry(app.screen)
    assert page.width == col.width and col.right <= size[0]
    text = page.plain_text()
    assert "*" not in text and "`" not in text and "()" not in text and "](" not in text
    assert not re.search(r"(?m)^#+ ", text)
    for ln in page.lines:
        assert ln.x >= 0 and ln.x + ln.width <= page.width, (game_id, size, ln.text)
    for p in page.pieces:
        assert p.rect.left >= 0 and p.rect.right <= page.width + 1, (game_id, size, p.kind, p.text)
    for t in page.tables:
        assert t.left >= 0 and t.right <= page.width
    assert page.cards, "the page shows the game's cards"
    # and every line of it can be scrolled into view
    h.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    app.draw()
    assert h.scroll == max(0, page.height - col.height)


def test_the_help_screen_scrolls_switches_games_and_goes_back(shown):
    app = shown((960, 540))
    h = app.push("help", "barony")
    app.draw()
    assert h.game_id == "barony"
    key = lambda k: pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")    # noqa: E731
    h.handle(key(pygame.K_DOWN))
    app.draw()
    assert h.scroll > 0
    first = pygame.image.tobytes(app.screen, "RGB")
    h.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    app.draw()
    assert pygame.image.tobytes(app.screen, "RGB") != first
    h.handle(key(pygame.K_PAGEUP))
    h.handle(key(pygame.K_HOME))
    assert h.scroll == 0
    h.handle(key(pygame.K_TAB))
    app.draw()
    assert h.game_id == "me-first" and h.scroll == 0 and "Me First" in h.page.plain_text()
    h.handle(key(pygame.K_LEFT))
    app.draw()
    assert h.game_id == "barony"
    h.handle(key(pygame.K_ESCAPE))
    assert type(app.top).__name__ == "TitleScene"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_table_opens_its_own_games_rules_with_f1_and_from_the_pause_menu(shown, game_id):
    from game.match import Match
    from game.seats import SeatSpec
    from rules import get_game
    app = shown((960, 540))
    n = get_game(game_id).min_players
    m = Match(game_id, n, [SeatSpec(f"Bot{i}", "bot", "medium") for i in range(n)], seed=4, bot_delay=0,
              threaded=False)
    table = app.push(f"table:{game_id}", m, viewer=0, animate=False)
    key = lambda k: pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")    # noqa: E731
    table.handle(key(pygame.K_F1))
    assert type(app.top).__name__ == "HelpScene" and app.top.game_id == game_id
    app.draw()
    assert app.top.page.cards
    app.top.handle(key(pygame.K_ESCAPE))
    assert app.top is table
    table.handle(key(pygame.K_ESCAPE))
    assert type(app.top).__name__ == "PauseScene"
    app.top.handle(key(pygame.K_r))
    assert type(app.top).__name__ == "HelpScene" and app.top.game_id == game_id
    app.draw()
    m.close()


def test_rules_from_the_title_open_on_the_game_last_set_up(app):
    """A newcomer who had just played Me First opened Rules on the title and got Sorcerous
    Futures; a broken setting falls back to the first game."""
    title = app.clear_to("title")
    app.settings.last_table = '{"game": "me-first", "players": 3, "seats": []}'
    title.rules()
    assert app.top.game_id == "me-first"
    app.pop()
    app.settings.last_table = "{not json"
    title.rules()
    assert app.top.game_id == "sorcerous-futures"


def test_a_scrolled_page_shows_each_line_of_words_whole_or_not_at_all(shown):
    """Scrolled, the rules page showed stray dots at its top: the descenders of a line cut by
    the window's edge (a newcomer). A line of words is drawn whole or not at all."""
    shown((1280, 720))
    src = "\n\n".join(f"Paragraph {k}: a line of words with descenders, gypsy quay jumps." for k in range(30))
    page = layout(src, 600, 17)
    texts = [p for p in page.pieces if p.kind == "text"]
    assert len(texts) >= 30
    clip = pygame.Rect(0, 100, 600, 300)
    for scroll in range(0, 200, 7):
        drawn = []

        class Spy(pygame.Surface):
            def blit(self, src, dest, *a, **k):
                drawn.append(pygame.Rect(dest[0], dest[1], *src.get_size()))
                return super().blit(src, dest, *a, **k)
        page.draw(Spy((600, 600)), 0, 100, scroll, clip)
        assert drawn
        for r in drawn:
            assert clip.top - 1 <= r.top and r.bottom <= clip.bottom + 1, (scroll, r)


def test_playing_on_screen_is_said_in_short_points():
    """"The 'Playing on screen' part is one dense paragraph full of button jargon (Keep
    matching, Raise to 1) that a newcomer cannot parse before playing" (a newcomer, Barony's
    938-character point): every point of a rules page's "Playing on screen" is short."""
    import glob
    import os
    from game.assets import asset_path
    for path in sorted(glob.glob(os.path.join(asset_path("rules"), "*.md"))):
        with open(path, encoding="utf-8") as f:
            page = f.read()
        if "## Playing on screen" not in page:
            continue
        part = page.split("## Playing on screen", 1)[1].split("\n## ", 1)[0]
        points = [ln for ln in part.splitlines() if ln.startswith("- ")]
        assert points, path
        assert all(len(p) <= 400 for p in points), (os.path.basename(path), [len(p) for p in points])
