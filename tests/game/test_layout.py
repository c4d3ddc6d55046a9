"""Table anchors come from the Tiled maps through pytmx and scale with the window."""
import pytest

from game.layout import Layout, load_anchors


@pytest.mark.parametrize("players", [3, 4])
def test_sf_tables_have_every_anchor(players):
    anchors, base = load_anchors("sorcerous-futures", players)
    names = {n for n, _, _ in anchors}
    assert base == (1280, 720)
    need = {"table", "auction", "log", "prompt", "deck", "excuse"} | {f"market_{i}" for i in range(5)} | \
        {f"seat_{i}" for i in range(players)}
    assert need <= names
    kinds = {n: k for n, k, _ in anchors}
    assert kinds["seat_0"] == "seat" and kinds["market_0"] == "card"   # Tiled 1.9+ "class" is read


@pytest.mark.parametrize("players", [3, 4])
def test_anchors_do_not_overlap_and_scale(players):
    lay = Layout("sorcerous-futures", players, (1280, 720))
    boxes = [n for n in lay.names() if n.startswith(("seat_", "market_")) or n in ("auction", "log", "prompt", "deck")]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not lay.rect(a).colliderect(lay.rect(b)), f"{a} overlaps {b}"
    big = lay.rect("seat_0")
    lay.resize((960, 540))
    small = lay.rect("seat_0")
    assert lay.scale == pytest.approx(0.75)
    assert abs(small.width - big.width * 0.75) <= 1
    lay.resize((1600, 720))            # wider window: filled (no letterbox); cards keep their shape
    assert lay.scale == 1.0 and lay.rect("table").left == 0 and lay.rect("log").right >= 1590
    card = lay.rect("market_0")
    assert card.size == (90, 126)
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not lay.rect(a).colliderect(lay.rect(b)), f"{a} overlaps {b} at 1600x720"


@pytest.mark.parametrize("game,players", [("barony", 2), ("barony", 3)] + [("me-first", n) for n in range(2, 6)] + [("auctioneer", n) for n in range(2, 5)])
def test_other_tables_anchor_boxes_do_not_overlap(game, players):
    lay = Layout(game, players, (1280, 720))
    names = [n for n in lay.names() if n != "table"]
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not lay.rect(a).colliderect(lay.rect(b)), f"{game} {players}p: {a} overlaps {b}"
    for size in ((960, 540), (1920, 1080), (1600, 900), (1280, 1024)):
        lay.resize(size)
        for n in names:
            r = lay.rect(n)
            assert r.left >= 0 and r.top >= 0 and r.right <= size[0] and r.bottom <= size[1], (n, size)
