"""Text that speaks to the player: a seat named "You" (or the viewer's own seat) reads in the
second person, "You pass", "You put", "your Crown", never "You passes" or "You's".

Engines write log lines with seat placeholders ``{seat0}``, ``{seat1}``… in the third person;
``fill_names`` puts the names in and turns the verb after a second-person subject.
"""
from __future__ import annotations

import re

_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go"}
# words that follow a name but are not verbs in the third person
_NOT_VERBS = {"and", "or", "is", "its", "as", "s", "plus", "minus"}
_SEAT = re.compile(r"\{seat(\d+)\}('s)?(\s+)?([A-Za-z]+)?")


def base_form(verb: str) -> str:
    """The verb after "you": "passes" -> "pass", "takes" -> "take", "has" -> "have"."""
    low = verb.lower()
    if low in _IRREGULAR:
        return _IRREGULAR[low]
    if low.endswith("ies") and len(low) > 4:
        return verb[:-3] + "y"
    if low.endswith(("sses", "shes", "ches", "xes", "zes")):
        return verb[:-2]
    if low.endswith("s") and not low.endswith("ss") and len(low) > 2:
        return verb[:-1]
    return verb


def sentences(words: str) -> list:
    """``words`` cut after each full stop that ends a sentence (the stops kept)."""
    return [p for p in re.split(r"(?<=\.) (?=[A-Z])", words.strip()) if p]


def shared_tail(reasons: list) -> tuple:
    """The last sentences every one of two or more ``reasons`` ends with, and each reason
    without them: ``(tail, [shortened])``, or ``("", reasons)`` when they share none (or a
    reason would be left with nothing). Empty reasons take no part and stay as they are: three
    hinted moves each ending "You choose 4th of 4, after 3 players …" left no room for the
    third's own reason (a newcomer); the panel says the round's words once."""
    split = [sentences(r) if r else None for r in reasons]
    said = [x for x in split if x]
    if len(said) < 2:
        return "", list(reasons)
    k = 0
    while all(len(x) > k + 1 for x in said) and len({x[-1 - k] for x in said}) == 1:
        k += 1
    if not k:
        return "", list(reasons)
    tail = " ".join(said[0][-k:])
    return tail, [" ".join(x[:-k]) if x else r for x, r in zip(split, reasons)]


def pointed(reasons: list) -> list:
    """Each of ``reasons`` (one per hinted move, in order) as the panel says it: one said
    already is pointed at ("The same reason as 1."); one that opens with the same sentences as
    an earlier one says only the rest ("As 1. An auction that is open: …"): Sorcerous Futures'
    second move repeated the first's whole reason but its last sentence, and the third move's
    reason was cut off the panel (a newcomer); one that opens with the same long clause before
    a colon says the rest after it ("As 1: bought for 18, …"). Empty reasons stay empty."""
    out, said, heads, opens = [], {}, {}, []
    for k, why in enumerate(reasons):
        said_as = why
        if why:
            parts = sentences(why)
            head = why.split(": ", 1)[0]
            if why in said:
                said_as = f"The same reason as {said[why]}."
            else:
                best = max(((n, j) for j, first in opens
                            for n in [next((i for i, (x, y) in enumerate(zip(first, parts)) if x != y),
                                           min(len(first), len(parts)))]
                            if 0 < n < len(parts)), default=None, key=lambda nj: (nj[0], -nj[1]))
                if best is not None:
                    said_as = f"As {best[1]}. {' '.join(parts[best[0]:])}"
                elif ": " in why and len(head) > 40 and head in heads:
                    said_as = f"As {heads[head]}: {why.split(': ', 1)[1]}"
            said.setdefault(why, k + 1)
            opens.append((k + 1, parts))
            if ": " in why:
                heads.setdefault(head, k + 1)
        out.append(said_as)
    return out


def count(n: int, word: str) -> str:
    """``n`` and ``word``, in the plural unless one: "1 card", "0 stars"."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def fill_names(text: str, names, you=None) -> str:
    """Names for the ``{seatN}`` placeholders. Seats in ``you`` (and any seat named "You")
    read in the second person: "You" starts a sentence, "you" inside it, "your" for "'s",
    and the verb right after becomes its base form."""
    you = set(you or ())
    second = {i for i, n in enumerate(names) if str(n).strip().lower() == "you"} | you

    def sub(m: re.Match) -> str:
        i = int(m.group(1))
        name = names[i] if 0 <= i < len(names) else f"Seat {i + 1}"
        poss, space, word = m.group(2), m.group(3) or "", m.group(4) or ""
        if i not in second:
            return f"{name}{poss or ''}{space}{word}"
        start = m.start() == 0 or text[:m.start()].rstrip().endswith((".", "!", "?", ":"))
        who = "You" if start else "you"
        if poss:
            return ("Your" if start else "your") + space + word
        if word and word.lower() not in _NOT_VERBS and word[0].islower():
            word = base_form(word)
        elif word.lower() == "is":
            word = "are"
        return f"{who}{space}{word}"

    out = _SEAT.sub(sub, text)
    # "You pass and takes back…": a second verb joined by "and" in the same sentence agrees too
    return _AND_VERB.sub(lambda m: m.group(1) + base_form(m.group(2)), out) if second else out


# (only where "You" is the sentence's subject, at its start: in "Bea turns up the 8 that you
# placed, then places…" the "you" is the clause's, and "places" is Bea's)
_AND_VERB = re.compile(r"((?:^|[.!?:] +)You [a-z]+[^.!?:;]*?(?: and|, then) )([a-z]+s)\b")




def story_start(final: dict, seat: int, names: list):
    """What every game's review story starts from, read from a record's ``final`` block:
    ``(its seats' blocks, the head ("You finished 2nd with 14; Bea won with 21."), the best other
    seat)``, or None where the block is damaged or the seat is not in it."""
    try:
        seats = final["seats"]
        scores = [int(s["score"]) for s in seats]
        winners = [int(w) for w in final.get("winners", [])]
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        return None
    if len(seats) < 2 or not 0 <= seat < len(seats) or not all(isinstance(s, dict) for s in seats):
        return None
    head, rival = standing_head(scores, winners, seat, names)
    return seats, head, rival


def standing_head(scores, winners, seat: int, names: list) -> tuple:
    """The start of a game review's story: ("You finished 2nd with 14; Bea won with 21.", the
    best other seat), with ``names[seat]`` "you" for the person's own game; shared wins and a
    winner's margin in words."""
    others = [k for k in range(len(scores)) if k != seat]
    rival = max(others, key=lambda k: (scores[k], k in winners))
    place = 1 + sum(1 for k in others if scores[k] > scores[seat] or (scores[k] == scores[seat] and k in winners
                                                                       and seat not in winners))
    me = names[seat] if seat < len(names) else "you"
    I = "You" if me.lower() == "you" else me
    def called(ks) -> str:
        said = [names[k] if k < len(names) else f"Player {k + 1}" for k in ks]
        return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]
    nth = {1: "1st", 2: "2nd", 3: "3rd"}.get(place, f"{place}th")
    # every seat tied there is named ("Bea came next with 11" where Cyd had 11 too: a newcomer)
    if seat in winners and rival in winners:
        return f"{I} shared the win with {called([k for k in others if k in winners])} at {scores[seat]}.", rival
    if seat in winners:
        tied = [k for k in others if scores[k] == scores[rival]]
        return f"{I} won with {scores[seat]}; {called(tied)} came next with {scores[rival]}.", rival
    top = [k for k in others if k in winners] or [rival]
    if len(top) > 1:
        return f"{I} finished {nth} with {scores[seat]}; {called(top)} shared the win at {scores[rival]}.", rival
    return f"{I} finished {nth} with {scores[seat]}; {called(top)} won with {scores[rival]}.", rival


__all__ = ["fill_names", "base_form", "standing_head", "story_start"]
