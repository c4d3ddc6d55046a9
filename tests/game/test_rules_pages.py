"""The rules pages under assets/rules speak to players: no code words, file names or
statistics; every page in the same order (what the game is and how you win, a turn in
pictures of real cards, the details, the rulings as questions); the rulings players asked
about are there, in words the engine agrees with."""
from __future__ import annotations

import os
import re

import pytest

from game.assets import asset_path

GAMES = ("sorcerous-futures", "barony", "me-first", "auctioneer")
TITLES = {"sorcerous-futures": "Sorcerous Futures", "barony": "Barony", "me-first": "Me First",
          "auctioneer": "Auctioneer"}
PICTURE = re.compile(r"!\[([^\]]*)\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def page(game_id: str) -> str:
    with open(asset_path("rules", f"{game_id}.md"), encoding="utf-8") as fh:
        return fh.read()


def sections(text: str) -> list:
    """``[(heading, body)]`` of the ``##`` sections, in order (the part before the first one
    under the page's ``#`` title)."""
    parts = re.split(r"(?m)^## (.+)$", text)
    out = [("", parts[0])]
    for k in range(1, len(parts), 2):
        out.append((parts[k].strip(), parts[k + 1]))
    return out


def plain(md: str) -> str:
    """Markdown without pictures, marks and line breaks (for phrase checks)."""
    s = PICTURE.sub(" ", md)
    s = re.sub(r"[*_#|]", " ", s)
    return re.sub(r"\s+", " ", s)


CODE_WORDS = [
    (r"\.py\b", "a source file"),
    (r"determini[sz]", "an engine function"),
    (r"(?i)\bview\b", "the engine's View"),
    (r"(?i)\brng\b", "the random generator"),
    (r"(?i)self-?play", "self-play"),
    (r"(?i)simulat", "simulated games"),
    (r"%", "a percentage"),
    (r"\d+(?:\.\d+)?\s*(?:per ?cent|pct)", "a percentage"),
    (r"`", "a backticked identifier"),
    (r"\b[A-Za-z_]+\w*\([\w ,=]*\)", "a function call"),
    (r"\b[a-z]+(?:_[a-z0-9]+)+\b", "a snake_case name"),
    (r"\b(?:rules|game|scenes|tools|tests|assets|docs)/", "a file path"),
    (r"\.(?:md|json|txt|png|tmx)\b", "a file name"),
    (r"\b(?:SF|BA|MF|AU|UN)\d+\b", "a ruling code"),
    (r"(?i)\bseed \d", "a seed file"),
    (r"(?i)\bengine\b", "the engine"),
    (r"(?i)\bbots? (?:random|easy|medium|hard)\b|--\w+", "a command line"),
    (r"\(\s*\)", "an empty link"),
]


@pytest.mark.parametrize("game_id", GAMES)
def test_no_code_words_file_names_or_statistics(game_id):
    text = page(game_id)
    shown = PICTURE.sub(lambda m: " " + m.group(1) + " ", text)        # captions are shown, sources not
    for pattern, what in CODE_WORDS:
        m = re.search(pattern, shown)
        assert m is None, f"{game_id}: {what} on a player's page: {shown[max(0, m.start() - 40):m.end() + 40]!r}"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_page_says_what_the_game_is_then_shows_a_turn_then_details_then_questions(game_id):
    text = page(game_id)
    secs = sections(text)
    head, intro = secs[0]
    assert intro.lstrip().startswith(f"# {TITLES[game_id]}\n")
    first = intro.strip().split("\n", 1)[1].strip()
    assert first.startswith(f"{TITLES[game_id]} is "), "the page opens by saying what the game is"
    assert "\n\n" not in first, "one paragraph"
    sentences = [s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])", first) if s.strip()]
    assert len(sentences) == 3, sentences
    assert re.search(r"\bwins?\b", first), "and how you win"
    names = [h for h, _ in secs[1:]]
    assert names[0] == "A turn in pictures"
    assert names[-1] == "Questions players ask"
    assert len(names) >= 4, "details between the pictures and the questions"
    assert "### " not in "".join(body for _, body in secs[:-1]), "questions only in the last section"
    # the pictures section shows real cards
    pics = PICTURE.findall(secs[1][1])
    assert len(pics) >= 6
    # the rulings as questions a player asks, each answered
    questions = re.split(r"(?m)^### (.+)$", secs[-1][1])
    assert questions[0].strip() == ""
    qs = list(zip(questions[1::2], questions[2::2]))
    assert len(qs) >= 10
    for q, answer in qs:
        assert q.strip().endswith("?"), q
        assert len(answer.strip()) > 10, q


@pytest.mark.parametrize("game_id", GAMES)
def test_every_picture_is_a_real_card_of_the_games_deck(game_id):
    import pygame
    pygame.font.init()
    from scenes.markdown_page import card_source
    deck_of_game = {"sorcerous-futures": "decktet", "barony": "decktet", "me-first": "mefirst",
                    "auctioneer": "standard"}
    srcs = [src for _, src in PICTURE.findall(page(game_id))]
    assert srcs
    for src in srcs:
        got = card_source(src)
        assert got is not None, f"{game_id}: {src} names no card"
        assert got[0] == deck_of_game[game_id], f"{game_id}: {src} is not a card of this game's deck"


def test_sorcerous_futures_says_the_excuse_holder_hands_out_the_crowns_first_with_four_players():
    text = plain(page("sorcerous-futures"))
    paras = [p for p in re.split(r"\n\s*\n", page("sorcerous-futures"))]
    hit = [plain(p) for p in paras if "four players" in p.lower() and "Excuse" in p and "Crown" in p
           and "market" in p and "valuation card" in p and "before" in p.lower()]
    assert hit, "with four players the Excuse holder hands out the Crowns before the market or any valuation card"
    assert any(re.search(r"Excuse holder (?:hands|gives)", h) for h in hit)
    assert "turn up right after the last Crown is given" in text


def test_me_first_set_bonus_claims_no_more_than_was_measured():
    text = plain(page("me-first"))
    assert "3 cards of the same number score +2, all 4 cards of a number +4" in text
    q = text.split("Is it worth playing for sets?")[1].split("?")[0]
    for n in ("two", "three", "four", "five"):
        assert n in q, f"the measured edge at {n} players"
    assert "fair share" in q
    for claim in ("quarter", "third of", "always", "best way", "much better"):
        assert claim not in q


RULINGS = {
    "sorcerous-futures": [
        "the Courts stay in the box", "one card that never comes into play and is never shown",
        "matches neither of their own Aces", "right after the 10th auction", "knows everyone's Crown",
        "bots included", "Ace of Suns", "you may only call a closed auction", "exactly one chance",
        "one last chance", "first going left from the active player", "bid 0 automatically",
        "Out of the game", "Only when all five of its cards have been sold", "20th auction",
        "add up to the least wins", "the win is shared", "Sly Excuse", "which suit got which",
    ],
    "barony": [
        "4 Pawns and 4 Courts (and the Excuse with three players)", "the last two cards leave the game unseen",
        "twelve cards ranked 2 to 5", "the 6 Aces and 6 Crowns", "twelve cards ranked 6 to 9",
        "Aces, Crowns, Pawns and Courts have no rank that can match", "The Excuse always adds 1",
        "the more recent bid leads", "the stage ends at once", "usable from the next Market on",
        "expended", "the winner becomes the Prime", "twelve form stage IV", "stage VI",
        "scores 1 for whoever holds the other card of its suit", "scores 1 for every Ace and every Crown in the pool",
        "Pass tokens", "a tie is shared",
    ],
    "me-first": [
        "one card more than there are players", "only the top card of a stack stays visible",
        "lowest number first, then more arrows", "leave the game unseen", "starting with the first seat",
        "starting with the last seat", "all the choices turn up together", "stars you acquired minus the stars",
        "a tie is shared", "40 cards",
    ],
    "auctioneer": [
        "spades, hearts, diamonds, clubs", "4 cards each with two players, 6 with three, 7 with four",
        "the player to the left of whoever won the last royal", "If every card is already face up, skip this step",
        "Distance counts around the circle the short way", "keeps its face", "going up or down",
        "any value from 1 to 10", "lose your next turn", "The lost turn is cancelled", "60 turns",
        "scores for nobody", "Jack 1, Queen 2, King 3", "+3 for each suit", "every Jack in play",
        "everyone sees who places a card and where swaps move it", "The win is shared",
    ],
}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_rulings_are_all_there(game_id):
    text = plain(page(game_id))
    for phrase in RULINGS[game_id]:
        assert phrase in text, f"{game_id}: {phrase!r}"
    assert "Can I take back a move?" in text and "What does a hint know?" in text


@pytest.mark.parametrize("game_id,names", [("auctioneer", ("Memory aid", "Four-colour suits")),
                                           ("me-first", ("Memory aid",))])
def test_pages_name_the_settings_their_table_follows_as_the_settings_screen_does(game_id, names):
    from scenes.settings import ROWS
    labels = {r.label for r in ROWS}
    text = plain(page(game_id))
    for name in names:
        assert name in labels and name in text
        assert "Settings on the title screen" in text


def test_the_facts_on_the_pages_are_the_engines():
    from rules.auctioneer import HAND_SIZES, THRESHOLDS, TURN_LIMIT
    from rules.decks.me_first_deck import STARS
    from rules.sorcerous_futures import AUCTIONS, START_GOLD
    sf = plain(page("sorcerous-futures"))
    assert f"{START_GOLD} gold" in sf and f"{AUCTIONS}th auction" in sf
    au = page("auctioneer")
    for rank, name in ((11, "Jack"), (12, "Queen"), (13, "King")):
        own, other = THRESHOLDS[rank]
        assert re.search(rf"\| {name} \| {own} \| {other} \|", au)
    assert f"{TURN_LIMIT} turns" in au
    assert f"{HAND_SIZES[2]} cards each with two players, {HAND_SIZES[3]} with three, {HAND_SIZES[4]} with four" in plain(au)
    mf = page("me-first")
    for number, stars in STARS.items():
        row = " | ".join("★" * k for k in stars)
        assert f"| {number} | {row} |" in mf, number
    from rules.me_first import SET_VALUES_NUMBER
    assert SET_VALUES_NUMBER == {3: 2, 4: 4}
