"""A Markdown page laid out with the game's fonts and drawn with its real card art: the rules
help (``scenes/help.py``) shows the pages under ``assets/rules/`` with it.

Why a parser: the pages were first drawn by a hand-written reader that took Markdown a line at
a time. It missed emphasis that ran over a line end (literal ``*asterisks*`` on screen), showed
links as their text plus an empty "()", kept the source's hard line breaks (a narrow column)
and guessed at lists and tables. Mending it would have meant writing a Markdown parser by hand,
so the pages are parsed by markdown-it-py, a real CommonMark parser (its table extension on),
and this module only lays out what it finds:

- headings (``#``, ``##``, ``###``), paragraphs reflowed to the column's width, ``*emphasis*``
  (DejaVu Sans drawn oblique, in a warmer ink) and ``**strong**`` (DejaVu Sans Bold), bullet and
  numbered lists (nested too), block quotes, rules, and tables whose columns share the width,
  every cell wrapped so nothing is cut;
- links are shown as their text only;
- pictures: ``![caption](card:DECK/CARD_ID)`` draws that card with the game's own renderer
  (``game.art.draw_card``), DECK being ``decktet``, ``standard`` or ``mefirst`` (or a game's id,
  which names its deck), ``back`` as the id drawing the deck's back. A title of ``"glow"``
  outlines the card, ``"dim"`` darkens it. The pictures of one paragraph stand in a row (wrapped
  when the column is full), each with its caption under it.

:func:`layout` turns a page's text into a :class:`Page` of placed pieces for a column width and
a text size; :meth:`Page.draw` blits the part of it a scrolled window shows.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.assets import FONT_BOLD, FONT_REGULAR, asset_path, font

INK = (236, 230, 214)
INK_DIM = (170, 165, 150)
ACCENT = (246, 206, 110)
EM_INK = (250, 222, 168)          # emphasis: oblique and a warmer ink, so it reads apart from plain text
STRONG_INK = (255, 250, 238)
LINK_INK = (160, 206, 236)
RULE = (96, 120, 100)
TABLE_HEAD_FILL = (34, 56, 46)

DECKS = ("decktet", "standard", "mefirst")     # a picture names its deck: card:decktet/pact

_ITALIC: dict = {}


def style_font(size: int, style: str):
    """The font of a run: ``plain``, ``em``, ``strong``, ``strongem``, ``link``, ``code``."""
    bold = "strong" in style
    if "em" not in style.replace("strong", ""):
        return font(size, bold)
    key = (max(6, int(size)), bold)
    f = _ITALIC.get(key)
    if f is not None:
        try:
            f.get_height()
        except pygame.error:          # made before a pygame.quit()
            _ITALIC.clear()
            f = None
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        f = pygame.font.Font(asset_path("fonts", FONT_BOLD if bold else FONT_REGULAR), key[0])
        f.italic = True
        _ITALIC[key] = f
    return f


def style_color(style: str, base=INK):
    if style == "link":
        return LINK_INK
    if "em" in style.replace("strong", ""):
        return EM_INK
    if "strong" in style:
        return STRONG_INK if base == INK else base
    if style == "code":
        return INK_DIM
    return base


def card_source(src: str):
    """``(deck, card id or None for the back)`` of a ``card:DECK/ID`` picture, or None when it
    names no card of that deck (the page then shows the caption as text)."""
    if not isinstance(src, str) or not src.startswith("card:") or "/" not in src:
        return None
    deck, cid = src[5:].split("/", 1)
    if deck not in DECKS or not cid:
        return None
    if cid == "back":
        return deck, None
    from game.art import known_card
    return (deck, cid) if known_card(deck, cid) else None


# ---------------------------------------------------------------------------- the laid-out page

@dataclass
class Piece:
    """One thing drawn on the page at ``rect`` (page coordinates)."""
    kind: str                     # "text" | "card" | "fill" | "line"
    rect: pygame.Rect
    text: str = ""
    style: str = "plain"
    image: pygame.Surface | None = None
    deck: str = ""
    card: str | None = None
    glow: bool = False
    dim: bool = False
    color: tuple = INK


@dataclass
class Line:
    """A line of text as laid out: where it starts, how wide it came out, what it says."""
    x: int
    y: int
    width: int
    height: int
    text: str
    block: str                    # "h1", "h2", "h3", "p", "li", "th", "td", "caption", "quote"
    limit: int = 0                # the right edge it had to keep within


@dataclass
class Page:
    width: int
    size: int
    pieces: list = field(default_factory=list)
    lines: list = field(default_factory=list)
    cards: list = field(default_factory=list)       # (deck, id, caption) of every picture
    headings: list = field(default_factory=list)    # (level, text, y)
    tables: list = field(default_factory=list)      # pygame.Rect of each table
    height: int = 0

    def plain_text(self) -> str:
        return "\n".join(ln.text for ln in self.lines)

    def draw(self, surface, left: int, top: int, scroll: int, clip: pygame.Rect) -> None:
        """Blit what lies between ``scroll`` and ``scroll + clip.height`` with the page's origin
        at (left, top - scroll), clipped to ``clip``."""
        from game.art import draw_card
        old = surface.get_clip()
        surface.set_clip(clip)
        lo, hi = scroll - 4, scroll + clip.height + 4
        for p in self.pieces:
            if p.rect.bottom < lo - 40 or p.rect.top > hi + 40:
                continue
            r = p.rect.move(left, top - scroll)
            if p.kind == "text":
                # a line of words shows whole or not at all: cut by the window's edge, its
                # descenders stood at the top as stray dots (a newcomer)
                if r.top >= clip.top - 1 and r.bottom <= clip.bottom + 1:
                    surface.blit(p.image, r)
            elif p.kind == "card":
                draw_card(surface, p.deck, p.card, r, width=r.width, face_up=p.card is not None,
                          highlight=ACCENT if p.glow else None, dim=p.dim)
            elif p.kind == "fill":
                pygame.draw.rect(surface, p.color, r, border_radius=4)
            elif p.kind == "line":
                pygame.draw.rect(surface, p.color, r)
        surface.set_clip(old)


# ---------------------------------------------------------------------------- inline runs

def _runs(children) -> tuple:
    """Inline tokens -> ``([(text, style)], [(deck, id, caption, title)])``; a hard break is a
    ``("\\n", style)`` run."""
    runs, pics = [], []
    em = strong = link = 0
    for t in children or []:
        ty = t.type
        if ty == "em_open":
            em += 1
        elif ty == "em_close":
            em -= 1
        elif ty == "strong_open":
            strong += 1
        elif ty == "strong_close":
            strong -= 1
        elif ty == "link_open":
            link += 1
        elif ty == "link_close":
            link -= 1
        elif ty == "image":
            src = card_source(t.attrs.get("src", ""))
            if src is not None:
                pics.append((src[0], src[1], t.content, str(t.attrs.get("title") or "")))
            elif t.content:
                runs.append((t.content, "em"))
        else:
            if ty == "softbreak":
                s = " "
            elif ty == "hardbreak":
                s = "\n"
            elif ty in ("text", "code_inline", "html_inline"):
                s = t.content
            else:
                s = t.content or ""
            if not s:
                continue
            if ty == "code_inline":
                style = "code"
            elif link:
                style = "link"
            elif strong and em:
                style = "strongem"
            elif strong:
                style = "strong"
            elif em:
                style = "em"
            else:
                style = "plain"
            runs.append((s, style))
    return runs, pics


def _words(runs) -> list:
    """Runs -> words ``(text, style, space_before)``; ``("\\n", …)`` marks a hard break."""
    out = []
    space = False
    for s, style in runs:
        if s == "\n":
            out.append(("\n", style, False))
            space = False
            continue
        parts = s.split(" ")
        for k, w in enumerate(parts):
            if k > 0:
                space = True
            if w:
                out.append((w, style, space and bool(out) and out[-1][0] != "\n"))
                space = False
    return out


def _split_long(word: str, f, width: int) -> list:
    """A word wider than the column, in pieces that fit (never cut)."""
    out, cur = [], ""
    for ch in word:
        if cur and f.size(cur + ch)[0] > width:
            out.append(cur)
            cur = ch
        else:
            cur += ch
    if cur:
        out.append(cur)
    return out


class _Layout:
    def __init__(self, page: Page, size: int):
        self.page = page
        self.size = size
        self.y = 0

    # text ----------------------------------------------------------------------------------
    def flow(self, runs, x0: int, width: int, size: int, block: str, base=INK, first_x: int | None = None,
             align: str = "left") -> int:
        """Lay ``runs`` out as lines within ``x0 .. x0 + width`` from ``self.y``; returns the
        lines' total height (self.y moves below them)."""
        words = _words(runs)
        if not words:
            return 0
        lines, cur, cur_w = [], [], 0
        x_start = x0 if first_x is None else first_x
        avail = width - (x_start - x0)
        for w, style, sp in words:
            if w == "\n":
                lines.append((cur, avail))
                cur, cur_w, avail = [], 0, width
                continue
            f = style_font(size, style)
            ww = f.size(w)[0]
            gap = f.size(" ")[0] if (sp and cur) else 0
            if cur and cur_w + gap + ww > avail:
                lines.append((cur, avail))
                cur, cur_w, avail, gap = [], 0, width, 0
            if ww > avail:
                for k, part in enumerate(_split_long(w, f, avail)):
                    if k:
                        lines.append((cur, avail))
                        cur, cur_w, avail = [], 0, width
                    pw = f.size(part)[0]
                    cur.append((part, style, gap if k == 0 else 0))
                    cur_w += (gap if k == 0 else 0) + pw
                continue
            cur.append((w, style, gap))
            cur_w += gap + ww
        if cur:
            lines.append((cur, avail))
        total = 0
        lh = font(size).get_linesize()
        for k, (ws, avail) in enumerate(lines):
            # join neighbouring words of one style into one image
            groups = []
            for w, style, gap in ws:
                if groups and groups[-1][1] == style:
                    g = groups[-1]
                    g[0] += (" " if gap else "") + w
                else:
                    groups.append([w, style, gap])
            lx = x_start if k == 0 else x0
            limit = lx + avail
            widths = [style_font(size, st).size(t)[0] for t, st, _ in groups]
            gaps = [style_font(size, st).size(" ")[0] if gp else 0 for _, st, gp in groups]
            line_w = sum(widths) + sum(gaps)
            if align == "right":
                lx = limit - line_w
            elif align == "center":
                lx = lx + (avail - line_w) // 2
            x = lx
            text_parts = []
            for (t, style, _), ww, gp in zip(groups, widths, gaps):
                x += gp
                f = style_font(size, style)
                img = f.render(t, True, style_color(style, base))
                rect = pygame.Rect(x, self.y, img.get_width(), img.get_height())
                self.page.pieces.append(Piece("text", rect, t, style, img))
                text_parts.append((" " if gp else "") + t)
                x += ww
            self.page.lines.append(Line(lx, self.y, x - lx, lh, "".join(text_parts).strip(), block, limit))
            self.y += lh
            total += lh
        return total

    def text_line(self, s: str, x: int, size: int, style: str, color, block: str, limit: int) -> int:
        return self.flow([(s, style)], x, limit - x, size, block, base=color)

    # pictures --------------------------------------------------------------------------------
    def pictures(self, pics, x0: int, width: int) -> None:
        size = self.size
        cw = max(60, int(size * 5.8))
        ch = int(round(cw * 88 / 63))
        slot = max(cw + size, int(cw * 1.5))
        cap_size = max(11, size - 3)
        per_row = max(1, (width + (slot - cw)) // slot)
        self.y += size // 3
        for start in range(0, len(pics), per_row):
            row = pics[start:start + per_row]
            top = self.y + int(size * 0.3)
            bottom = top + ch
            for k, (deck, cid, caption, title) in enumerate(row):
                sx = x0 + k * slot
                r = pygame.Rect(sx + (slot - cw) // 2 if slot <= width else sx, top, cw, ch)
                flags = title.lower().split()
                self.page.pieces.append(Piece("card", r, caption, deck=deck, card=cid,
                                              glow="glow" in flags, dim="dim" in flags))
                self.page.cards.append((deck, cid, caption))
                if caption:
                    keep = self.y
                    self.y = top + ch + int(size * 0.45)
                    runs = _runs(_inline(caption))[0]
                    cap_w = min(slot - size // 2, width)
                    cx = sx + (slot - cap_w) // 2
                    self.flow(runs, cx, cap_w, cap_size, "caption", base=INK_DIM, align="center")
                    bottom = max(bottom, self.y)
                    self.y = keep
            self.y = bottom + int(size * 0.6)

    # tables ----------------------------------------------------------------------------------
    def table(self, rows, aligns, x0: int, width: int) -> None:
        """``rows``: lists of inline children (the first row the header)."""
        size = self.size
        n = max(len(r) for r in rows)
        rows = [r + [None] * (n - len(r)) for r in rows]
        aligns = (aligns + ["left"] * n)[:n]
        pad = max(6, size // 2)
        cell_runs = [[_runs(c)[0] if c is not None else [] for c in r] for r in rows]

        def widths_of(runs, bold):
            words = _words(runs)
            longest = max((style_font(size, "strong" if bold else st).size(w)[0] for w, st, _ in words), default=0)
            whole = sum(style_font(size, "strong" if bold else st).size(w)[0]
                        + (style_font(size, "strong" if bold else st).size(" ")[0] if k else 0)
                        for k, (w, st, _) in enumerate(words))
            return longest, whole
        mins, maxs = [0] * n, [0] * n
        for i, r in enumerate(cell_runs):
            for c, runs in enumerate(r):
                lo, hi = widths_of(runs, i == 0)
                mins[c] = max(mins[c], lo + 2 * pad + 2)
                maxs[c] = max(maxs[c], hi + 2 * pad + 2)
        if sum(maxs) <= width:
            ws = maxs
        elif sum(mins) <= width:
            spare = width - sum(mins)
            want = sum(m - lo for m, lo in zip(maxs, mins)) or 1
            ws = [lo + int(spare * (m - lo) / want) for m, lo in zip(maxs, mins)]
        else:                                   # even the longest words do not fit: they break
            ws = [max(2 * pad + size, int(width * m / sum(mins))) for m in mins]
            ws[-1] = width - sum(ws[:-1])
        xs, x = [], x0
        for w in ws:
            xs.append(x)
            x += w
        right = x
        self.y += size // 2
        top = self.y
        for i, r in enumerate(cell_runs):
            row_top = self.y
            heights = []
            start = len(self.page.pieces)
            for c, runs in enumerate(r):
                self.y = row_top + pad // 2
                runs = [(s, "strong" if i == 0 and st == "plain" else st) for s, st in runs]
                self.flow(runs, xs[c] + pad, ws[c] - 2 * pad, size, "th" if i == 0 else "td",
                          base=ACCENT if i == 0 else INK, align=aligns[c])
                heights.append(self.y - row_top)
            row_h = max(heights + [font(size).get_linesize()]) + pad // 2
            if i == 0:
                self.page.pieces.insert(start, Piece("fill", pygame.Rect(x0, row_top, right - x0, row_h),
                                                     color=TABLE_HEAD_FILL))
            self.y = row_top + row_h
            self.page.pieces.append(Piece("line", pygame.Rect(x0, self.y, right - x0, 1), color=RULE))
        self.page.tables.append(pygame.Rect(x0, top, right - x0, self.y - top))
        self.y += size // 2 + size // 3


def _inline(s: str):
    tokens = _parser().parseInline(s)
    return tokens[0].children if tokens else []


_MD = []


def _parser():
    if not _MD:
        from markdown_it import MarkdownIt
        _MD.append(MarkdownIt("commonmark").enable("table"))
    return _MD[0]


def layout(text: str, width: int, size: int) -> Page:
    """The page ``text`` (Markdown) laid out ``width`` pixels wide with ``size`` px body text."""
    page = Page(width, size)
    L = _Layout(page, size)
    tokens = _parser().parse(text)
    lists: list = []              # per open list: [ordered, next number, indent]
    quote = 0
    quotes: list = []            # where each open block quote began
    gap = font(size).get_linesize() // 2
    i = 0
    item_marker = None            # the marker of a list item not yet drawn (its first line)

    def indent() -> int:
        return sum(lst[2] for lst in lists) + quote * size

    while i < len(tokens):
        t = tokens[i]
        ty = t.type
        x0 = indent()
        if ty == "heading_open":
            level = int(t.tag[1])
            inline = tokens[i + 1]
            hsize = {1: size + 9, 2: size + 4}.get(level, size + 1)
            if level == 2 and L.y:
                L.y += gap
            if level == 3 and L.y:
                L.y += gap // 2
            style = "strong"
            runs = [(s, style if st == "plain" else st) for s, st in _runs(inline.children)[0]]
            y = L.y
            page.headings.append((level, inline.content, y))
            color = ACCENT if level <= 2 else INK
            if level == 1:
                # the title: serif bold, as the game's other titles
                f = font(hsize, True, True)
                img = f.render(inline.content, True, ACCENT)
                if img.get_width() > width:
                    L.flow(runs, x0, width - x0, hsize, "h1", base=ACCENT)
                else:
                    page.pieces.append(Piece("text", pygame.Rect(x0, y, img.get_width(), img.get_height()),
                                             inline.content, "strong", img))
                    page.lines.append(Line(x0, y, img.get_width(), f.get_linesize(), inline.content, "h1", width))
                    L.y += f.get_linesize()
            else:
                L.flow(runs, x0, width - x0, hsize, f"h{level}", base=color)
            if level == 2:
                page.pieces.append(Piece("line", pygame.Rect(x0, L.y + 1, width - x0, 1), color=RULE))
                L.y += max(3, size // 3)
            else:
                L.y += max(2, size // 5)
            i += 3
            continue
        if ty == "paragraph_open":
            inline = tokens[i + 1]
            runs, pics = _runs(inline.children)
            has_text = any(s.strip() for s, _ in runs)
            if pics:
                L.pictures(pics, x0, width - x0)
            if has_text:
                if item_marker is not None:
                    marker, ordered = item_marker
                    img = font(size, ordered).render(marker, True, ACCENT)
                    mx = x0 - img.get_width() - size // 2 if ordered else x0 - lists[-1][2] + size // 2
                    page.pieces.append(Piece("text", pygame.Rect(mx, L.y, img.get_width(), img.get_height()),
                                             marker, "plain", img))
                    item_marker = None
                L.flow(runs, x0, width - x0, size, "quote" if quote else ("li" if lists else "p"),
                       base=INK_DIM if quote else INK)
            if not t.hidden or not lists:
                L.y += gap
            i += 3
            continue
        if ty in ("bullet_list_open", "ordered_list_open"):
            start = int(t.attrs.get("start", 1)) if ty == "ordered_list_open" else 1
            ordered = ty == "ordered_list_open"
            wide = font(size, True).size(f"{start + 9}.")[0] + size // 2 if ordered else 0
            lists.append([ordered, start, max(size * 2, wide)])
        elif ty in ("bullet_list_close", "ordered_list_close"):
            lists.pop()
            if not lists:
                L.y += gap // 2
        elif ty == "list_item_open":
            ordered, number, _ = lists[-1]
            item_marker = (f"{number}." if ordered else "•", ordered)
            lists[-1][1] += 1
        elif ty == "list_item_close":
            item_marker = None
            L.y += max(2, size // 6)
        elif ty == "blockquote_open":
            quote += 1
            qtop = L.y
            quotes.append(qtop)
        elif ty == "blockquote_close":
            qtop = quotes.pop() if quotes else L.y
            page.pieces.append(Piece("line", pygame.Rect(x0 - size + size // 3, qtop, max(2, size // 6),
                                                         max(1, L.y - qtop - gap)), color=ACCENT))
            quote -= 1
        elif ty == "hr":
            L.y += gap // 2
            page.pieces.append(Piece("line", pygame.Rect(x0, L.y, width - x0, 1), color=RULE))
            L.y += gap
        elif ty in ("fence", "code_block"):
            for ln in t.content.rstrip("\n").split("\n"):
                L.flow([(ln, "code")], x0 + size, width - x0 - size, size, "p", base=INK_DIM)
            L.y += gap
        elif ty == "table_open":
            rows, aligns, row = [], [], None
            j = i + 1
            while tokens[j].type != "table_close":
                tj = tokens[j]
                if tj.type == "tr_open":
                    row = []
                elif tj.type == "tr_close":
                    rows.append(row)
                elif tj.type in ("th_open", "td_open"):
                    if not rows:
                        st = str(tj.attrs.get("style", ""))
                        aligns.append("right" if "right" in st else "center" if "center" in st else "left")
                elif tj.type == "inline":
                    row.append(tj.children)
                j += 1
            if rows:
                L.table(rows, aligns, x0, width - x0)
            i = j + 1
            continue
        elif ty == "inline":                     # a tight list item's text, or anything else inline
            runs, pics = _runs(t.children)
            if pics:
                L.pictures(pics, x0, width - x0)
            if any(s.strip() for s, _ in runs):
                L.flow(runs, x0, width - x0, size, "p")
        i += 1
    page.height = L.y
    return page

