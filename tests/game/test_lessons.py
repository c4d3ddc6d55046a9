"""The lessons (assets/lessons/*.json, game/lesson.py): each one, followed step by step, reaches
its game's end; every step's move is legal where it is asked; a wrong move is refused and
changes nothing; a lesson whose deal no longer fits fails loudly, naming the step; progress is
kept and a lesson resumes at a saved step."""
from __future__ import annotations

import copy
import json

import pytest

from game import lesson as L
from game.lesson import LessonError, LessonMatch, load_lesson
from rules.core import IllegalAction

GAMES = ("sorcerous-futures", "barony", "me-first", "auctioneer")


def new_match(lesson, **kw) -> LessonMatch:
    return LessonMatch(lesson, bot_delay=0, threaded=False, **kw)


def walk(m: LessonMatch):
    """The lesson's steps taken the plain way (a note read, a free stretch played, the step's
    move made), each yielded before it is taken, till the free play after the last or the end."""
    while not m.free and not m.over:
        yield m.at
        if m.is_note():
            m.play_bots_now()
            m.next_note()
        elif m.is_free():
            m.play_free_step()
        else:
            m.play_bots_now()
            m.submit(0, m.auto_choice())


def follow(m: LessonMatch, seen=None) -> None:
    """Play the lesson as its own steps say (and free steps as the easy bot would), then let
    the bots finish; ``seen`` collects each move step's legality check."""
    guard = 0
    while not m.free and not m.over:
        guard += 1
        assert guard < 5000
        if m.is_note():
            m.play_bots_now()
            assert m.note_ready(), f"step {m.at + 1}: its scripted bot moves were not all played"
            m.next_note()
        elif m.is_free():
            m.play_free_step()
        else:
            m.play_bots_now()
            assert 0 in m.humans_to_act(), f"step {m.at + 1}: not your turn when it asks for a move"
            m.check_expected()                  # LessonError, naming the step, when it does not fit
            move = m.auto_choice()              # the step's move, or one of the kind it asks for
            assert m.is_legal(0, move), f"step {m.at + 1}: its move is not legal"
            if seen is not None:
                seen.append(m.at)
            m.submit(0, move)
    if not m.over:
        m.finish_for_me()
        m.run_bots_instantly()


@pytest.mark.parametrize("game_id", GAMES)
def test_each_lesson_followed_step_by_step_reaches_the_results(game_id):
    lesson = load_lesson(game_id)
    assert game_id in L.available()
    m = new_match(lesson)
    seen = []
    follow(m, seen)
    assert m.over and m.result() is not None
    assert m.at == len(lesson.steps)
    assert seen == [k for k, st in enumerate(lesson.steps) if st["action"] is not None or st.get("any")]
    assert not m._queue, "every scripted bot move was played"
    assert lesson.results.strip(), "the lesson explains the scoring on its results"


@pytest.mark.parametrize("game_id", GAMES)
def test_each_lesson_covers_its_decision_kinds(game_id):
    lesson = load_lesson(game_id)
    kinds = {st["action"].TYPE if st["action"] is not None else st.get("any") for st in lesson.steps} - {None}
    bot_kinds = {a.TYPE for st in lesson.steps for _, a in st["bot_moves"]}
    want = {"sorcerous-futures": {"start_auction", "bid", "pass", "sealed_bid"},
            "barony": {"commit", "pass"},
            "me-first": {"take", "pick"},
            "auctioneer": {"flip", "place", "swap", "claim", "end_turn"}}[game_id]
    assert want <= kinds
    if game_id == "sorcerous-futures":
        assert lesson.players == 4 and "assign_crowns" in bot_kinds      # the Crowns at four players
    if game_id == "auctioneer":
        assert "claim" in bot_kinds                                      # the bot's failed claim


@pytest.mark.parametrize("game_id", GAMES)
def test_a_wrong_move_is_refused_and_changes_nothing(game_id):
    lesson = load_lesson(game_id)
    m = new_match(lesson)
    tried = 0
    while not m.free and not m.over and tried < 3:
        if m.is_note():
            m.play_bots_now()
            if 0 in m.humans_to_act():
                with pytest.raises(IllegalAction, match="Not yet: read this step first"):
                    m.submit(0, m.game.legal_actions(m._state, 0)[0])
            m.next_note()
            continue
        if m.is_free() or m.kind():
            break
        m.play_bots_now()
        legal = m.game.legal_actions(m._state, 0)
        wrong = [a for a in legal if a != m.expected()]
        if wrong:
            before = (copy.deepcopy(m.view(0)), m.step, m.at, len(m.events), m.record())
            with pytest.raises(IllegalAction) as exc:
                m.submit(0, wrong[-1])
            assert str(exc.value).startswith("Not yet: this step asks you to ")
            assert (m.view(0), m.step, m.at, len(m.events), m.record()) == before
            tried += 1
        m.submit(0, m.expected())
    assert tried >= 1


def _data(game_id) -> dict:
    with open(L.lesson_path(game_id), encoding="utf-8") as fh:
        return json.load(fh)


def _move_steps(data):
    return [k for k, st in enumerate(data["steps"]) if "do" in st]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_deal_that_no_longer_fits_fails_loudly_naming_the_step(game_id, tmp_path):
    data = _data(game_id)
    data["seed"] += 1                               # the engine deals something else
    data.pop("deal", None)                          # (the deal check would stop it at once)
    for st in data["steps"]:
        st.pop("check", None)
    path = tmp_path / f"{game_id}.json"
    path.write_text(json.dumps(data))
    lesson = L.Lesson(data, str(path))
    with pytest.raises(LessonError, match=rf"lesson {game_id}\.json, step \d+: .*(not legal|no longer fits|not your turn|ended)"):
        follow(new_match(lesson))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_deal_check_names_the_lesson(game_id):
    data = _data(game_id)
    data["seed"] += 1
    with pytest.raises(LessonError, match=rf"lesson {game_id}\.json: the deal no longer fits"):
        new_match(L.Lesson(data, L.lesson_path(game_id)))


def test_a_changed_move_fails_naming_its_step(tmp_path):
    data = _data("me-first")
    k = _move_steps(data)[1]
    data["steps"][k]["do"] = {"type": "take", "card": "n1a1s1"}     # not in that row
    lesson = L.Lesson(data, str(tmp_path / "me-first.json"))
    with pytest.raises(LessonError, match=rf"me-first\.json, step {k + 1}: its move .* is not legal"):
        follow(new_match(lesson))


def test_a_changed_bot_move_fails_naming_its_step(tmp_path):
    data = _data("auctioneer")
    k = next(i for i, st in enumerate(data["steps"]) if st.get("bots"))
    data["steps"][k]["bots"][0][1] = {"type": "flip", "index": 99}
    lesson = L.Lesson(data, str(tmp_path / "auctioneer.json"))
    with pytest.raises(LessonError, match=rf"auctioneer\.json, step {k + 1}: the scripted move of Ada"):
        follow(new_match(lesson))


@pytest.mark.parametrize("broken, why", [
    (lambda d: d.update(format="x"), "not a lesson"),
    (lambda d: d.update(steps=[]), "needs a list of steps"),
    (lambda d: d["steps"][1].pop("text"), "step 2: every step needs its text"),
    (lambda d: d["steps"][2].pop("ask"), "step 3: a move step needs 'ask'"),
    (lambda d: d["steps"][2].update(do={"type": "fly"}), "step 3: its move cannot be read"),
    (lambda d: d["steps"][2].update(point={"arrows": []}), "step 3: point may name only"),
    (lambda d: d["steps"][3].update(bots=[[0, {"type": "pass"}]]), "step 4: a scripted bot move is"),
    (lambda d: d["seats"].pop(), "give exactly 4 seats"),
    (lambda d: d["steps"][2].update(any="fly"), "step 3: a step has one of"),
    (lambda d: d["steps"][1].update(any="fly", ask="x"), "step 2: 'any' names a kind of move"),
])
def test_bad_lesson_data_is_refused_with_the_file_and_step(broken, why):
    data = _data("me-first")
    broken(data)
    with pytest.raises(LessonError, match="lesson me-first.json" + ".*" + why.replace("(", r"\(").replace("'", "'")):
        L.Lesson(data, L.lesson_path("me-first"))


def test_notes_hold_the_bots_until_next():
    m = new_match(load_lesson("auctioneer"))          # Ada starts, but the first step is a note
    assert m.is_note() and m.holding()
    assert m.poll_bots(now=1e9) == [] and m.step == 0 and not m.waiting_on_time()
    m.next_note()                                      # the second note shows Ada's scripted turn
    assert not m.note_ready()
    with pytest.raises(IllegalAction, match="Not yet"):
        m.next_note()
    m.play_bots_now()
    assert m.note_ready() and m.step == 6             # flip, place and her failed claim; Bea's turn


@pytest.mark.parametrize("game_id", GAMES)
def test_resume_from_any_saved_step(game_id):
    lesson = load_lesson(game_id)
    full = new_match(lesson)
    positions = {}
    for _ in walk(full):
        positions[full.at] = full.record()["actions"]
    for k in sorted(positions)[:6]:
        if any(lesson.steps[j].get("until") for j in range(k)):
            continue                                     # after a free step the position is the lesson's own
        m = new_match(lesson, start_step=k)
        assert m.at == k
        assert m.record()["actions"] == positions[k][:len(m.record()["actions"])]


def test_progress_is_kept_atomically_and_read_back(tmp_path):
    assert L.first_launch()
    L.remember_step("barony", 4)
    assert L.saved_step("barony") == 4
    assert not (tmp_path / ".tmp-").exists()
    L.mark_offered()
    assert not L.first_launch()
    L.mark_done("barony")
    p = L.load_progress()
    assert p["steps"] == {} and p["done"] == ["barony"] and p["offered"] is True
    (tmp_path / "lessons.json").write_text("{not json")
    assert L.load_progress() == {"steps": {}, "done": [], "offered": False}     # kept aside, defaults


def test_a_lesson_match_keeps_its_step_in_the_progress_file():
    lesson = load_lesson("me-first")
    m = LessonMatch(lesson, bot_delay=0, threaded=False, keep_progress=True)
    m.next_note()
    m.next_note()
    assert L.saved_step("me-first") == 2
    m2 = LessonMatch(lesson, bot_delay=0, threaded=False, start_step=L.saved_step("me-first"))
    assert m2.at == 2 and not m2.is_note() and m2.expected() == lesson.steps[2]["action"]


def test_first_launch_is_over_once_settings_exist(tmp_path):
    assert L.first_launch()
    (tmp_path / "settings.json").write_text("{}")
    assert not L.first_launch()


def test_a_step_of_one_kind_takes_any_move_of_that_kind_only():
    lesson = load_lesson("me-first")
    k = next(i for i, st in enumerate(lesson.steps) if st.get("any") == "pick")
    m = new_match(lesson, start_step=k)
    m.play_bots_now()
    assert m.kind() == "pick" and 0 in m.humans_to_act()
    picks = m.choices()
    assert len(picks) > 1 and all(a.TYPE == "pick" for a in picks)
    m.submit(0, picks[-1])                              # not the easy bot's choice: any pick will do
    assert m.at == k + 1


def test_the_barony_lesson_meets_a_rival_ties_and_the_pool_count():
    """Newcomers found the Barony lesson too easy: a bot that never fought back, no tie, and
    the end count by the cards nobody took never shown. Followed step by step, the lesson now
    has Ada bid on the card you bid on, at least one tie broken by the latest bid (met from
    both sides), and Ada playing on as a bot that fights (medium). (The count at the end, told
    with that game's numbers, is the table's: tests/scenes/test_lesson_scene.py.)"""
    lesson = load_lesson("barony")
    assert lesson.seats[1].level == "medium"              # the free stretch: a rival who bids
    m = new_match(lesson)
    follow(m)
    commits = [e.data for e in m.events if e.kind == "commit"]
    mine = {(c["target"]) for c in commits if c["seat"] == 0}
    assert any(c["seat"] == 1 and c["target"] in mine for c in commits), "Ada bids on a card you bid on"
    ties, best = [], None
    for e in m.events:
        if e.kind == "commit":
            if best is not None and e.data["value"] == best[1] and e.data["seat"] != best[0]:
                ties.append(e.data["seat"])                # a matching bid that takes the lead
            best = (e.data["seat"], e.data["value"])
        elif e.kind in ("won", "no_bid", "market"):
            best = None
    assert 1 in ties and 0 in ties, "a tie goes to the latest bid: Ada's and yours"
    words = " ".join(st["text"] for st in lesson.steps)
    assert "tie" in words and "latest" in words
    # and where you stand as you go: the stage panel's count, by the words it is drawn with
    from scenes.table_barony import STANDING
    assert f'"{STANDING}"' in words
    assert m.over and lesson.results.strip()


def test_finish_for_me_plays_your_seat_as_a_game_would(monkeypatch):
    """"Finish for me handed my seat to an easy bot, which dropped it from 38 stars to 8" (a
    newcomer): the lesson's bot plays your seat at the level "Let a bot finish" plays it."""
    from game.match import FINISH_LEVEL
    handed = []
    orig = LessonMatch._hand_to_bot
    monkeypatch.setattr(LessonMatch, "_hand_to_bot", lambda self, seat, level, step: (handed.append(level),
                                                                                      orig(self, seat, level, step)))
    m = new_match(load_lesson("me-first"))
    for _ in walk(m):
        if m.can_finish():
            break
    assert m.can_finish()
    m.finish_for_me()
    assert handed == [FINISH_LEVEL] and FINISH_LEVEL == "medium"


def test_the_me_first_lesson_only_asks_for_takes_that_keep_you_choosing_first():
    """Step 5 asked you to take the 10 "this once, to see what a high number costs", where the
    2 beside it kept you first for one star less (a newcomer: the lesson teaches a poor move).
    Every take the lesson asks of you in the first phase keeps you first in the next round's
    order, and no step asks for a move it calls a mistake."""
    from rules.me_first import ACQUIRE
    lesson = load_lesson("me-first")
    m = new_match(lesson)
    asked = 0
    while not m.free and not m.over:
        if m.is_note():
            m.play_bots_now()
            m.next_note()
            continue
        if m.is_free():
            break
        m.play_bots_now()
        if m.view(0).phase != ACQUIRE:
            break
        move = m.auto_choice()
        m.submit(0, move)
        m.play_bots_now()
        while m.is_note() and m.view(0).phase == ACQUIRE and 0 not in m.humans_to_act():
            m.play_bots_now()
            m.next_note()
        assert m.view(0).order[0] == 0, f"after step {m.at}: your take {move} sent you to {m.view(0).order}"
        asked += 1
    assert asked >= 3
    words = " ".join(st["text"] for st in lesson.steps).lower()
    assert "this once" not in words and "what a high number costs" not in words


@pytest.mark.parametrize("game_id", ["sorcerous-futures", "me-first", "auctioneer"])
def test_a_lesson_seats_as_many_players_as_a_first_game_of_it(game_id):
    """"The lesson is 3-player while the real game was 4" (a newcomer, Me First), "2-player with
    two suits" (Auctioneer, every round). (Barony's lesson is still two players to the three a
    first game seats.)"""
    from game.games import usual_players
    assert load_lesson(game_id).players == usual_players(game_id)


def test_the_auctioneer_lesson_is_played_at_the_table_a_first_game_offers():
    """"The lesson is 2-player with two suits; my game was 3 players and three suits, a swap
    could reach a card further" (newcomers, each round): the lesson seats as many as a first
    setup offers, so its deal has that game's suits, hands and swap reach."""
    from game.games import usual_players
    lesson = load_lesson("auctioneer")
    assert lesson.players == usual_players("auctioneer") == 3
    m = new_match(lesson)
    v = m.view(0)
    assert len(v.suits) == 3 and len(v.hand) == 6
    # the swap step is said at this table's reach, and the run is claimed with the swap made
    swap = next(st for st in lesson.steps if st.get("action") is not None and st["action"].TYPE == "swap")
    assert "at three, one card may stand between them" in swap["text"]


def test_the_auctioneer_lesson_tells_the_scoring_and_the_card_to_watch_before_play_goes_free():
    """"The lesson is thin: it never explains scoring, the set bonuses or the 'Points it would
    bring' panel, and barely touches the game's real skill: an opponent can turn up your hidden
    card and use it in the same turn" (a newcomer). Before its free stretch the lesson says how
    royals score, with the set bonuses and the panel, and to turn up a card just placed beside
    a face-up one."""
    lesson = load_lesson("auctioneer")
    free = next(k for k, st in enumerate(lesson.steps) if "until" in st)
    words = " ".join(st["text"] for st in lesson.steps[:free])
    for said in ("a Queen 2", "a King 3", "add 3 more", "as many points as there are players", "panel",
                 "turn that card up first"):
        assert said in words, said


def test_the_me_first_lesson_speaks_again_before_the_tax():
    """"At step 8 it says 'play on as you like' and you play six acquisition rounds unguided.
    Only then does it explain that your takes become your tax hand… Nothing warns you that
    order no longer matters in the last acquisition round" (a newcomer). The lesson speaks at
    the acquisition's last round: the fresh order of the tax, and that your takes become your
    hand, which cards to keep and which to put in."""
    from rules.me_first import ACQUIRE
    m = new_match(load_lesson("me-first"))
    said = None
    for _ in walk(m):
        if m.view(0).phase != ACQUIRE:
            break
        if m.is_note():
            m.play_bots_now()
            v = m.view(0)
            if v.round == v.rounds:
                said = m.current["text"]
                break
    assert said is not None, "no note at the acquisition's last round"
    assert "becomes your hand" in said and "last seat chooses first" in said and "costly one" in said, said
    # every hand card goes into the row in time: none is "a safe one to keep" (a newcomer was
    # puzzled); and a costly one is put in when you take last too, as the hint says ("a cheap one
    # when you take last" contradicted the hint's "a costly card put in may be the one you keep",
    # and a newcomer's 5★ cards put in as the last taker were thrown away at no cost)
    assert "safe one to keep" not in said and "cheap one when you take last" not in said, said
    assert "take first" in said and "the other is discarded" in said, said


def test_the_me_first_lessons_first_tax_pick_says_what_the_hint_says_of_it():
    """"Lesson step 12 pushes a costly card ('a costly card you put in is likely the one thrown
    away'). The hint and the review then preferred a mid or cheap card… A newcomer gets two
    messages" (a newcomer, the third to meet the lesson and the hint apart). At the first tax
    pick, taking last, the lesson says the hint's own words for that place, both sides."""
    from game.bots.me_first import _pick_why
    from rules.me_first import TAX
    m = new_match(load_lesson("me-first"))
    for _ in walk(m):
        v = m.view(0)
        if v.phase == TAX and not m.is_note() and v.stage == "pick":
            break
    else:
        raise AssertionError("no tax pick in the lesson")
    assert v.order[-1] == 0                               # the lesson's first tax round: you take last
    hint = _pick_why(v, 5, list(v.hand)).strip()
    advice = hint[hint.index("A costly"):]
    assert advice in m.current["text"], (advice, m.current["text"])
    assert "likely the one thrown away" not in m.current["text"]
    # and the note before the phase says no other rule of thumb of its own
    ahead = next(st["text"] for st in load_lesson("me-first").steps if "becomes your hand" in st["text"])
    assert "best when you take" not in ahead, ahead


def test_the_sorcerous_futures_lesson_says_how_the_excuses_holder_hands_out_the_crowns():
    """"The setup's Excuse seat is random, and I got the Excuse in both games… The first real
    decision was a dense 'Hand out the Crowns' dialog the lesson never covered" (a newcomer):
    before its first move the lesson says what the Excuse's holder knows, how the hand-out
    goes, and which setup option says who holds it."""
    lesson = load_lesson("sorcerous-futures")
    first = next(k for k, st in enumerate(lesson.steps) if st.get("action") is not None)
    words = " ".join(st["text"] for st in lesson.steps[:first])
    for said in ("Holding the Excuse yourself", "none matching that seat's Aces", "Excuse seat"):
        assert said in words, said


def test_the_barony_lesson_says_a_card_of_your_suits_you_win_is_one_fewer_to_score():
    """"I couldn't see that owning lots of Moons cards meant fewer Moons in the pool until the
    result: I ended with 14 cards of which only 3 scored" (a newcomer): before play goes free,
    the lesson says that a card of your own suits you win is one fewer in the pool."""
    lesson = load_lesson("barony")
    free = next(k for k, st in enumerate(lesson.steps) if st.get("until"))
    words = " ".join(st["text"] for st in lesson.steps[:free + 1])
    assert "each card of your suits that you win yourself is one fewer to score" in words


def test_a_lesson_step_asking_for_a_pass_where_a_bid_was_possible_says_it_is_a_choice():
    """"Lesson step 6 forces a pass 'because your only usable card is the Journey', although
    the Journey could bid on two of the three cards" (a newcomer): a step that asks you to pass
    where you could bid says that bidding was possible and passing is chosen."""
    from rules.barony import Pass, Target
    m = new_match(load_lesson("barony"))
    checked = 0
    for _ in walk(m):
        st = m.current
        if not m.is_note() and not m.is_free() and st.get("action") == Pass():
            m.play_bots_now()
            if any(isinstance(a, Target) for a in m.legal(0)):
                assert any(w in st["text"] for w in ("need not", "do not have to", "any bid of yours")), st["text"]
                assert "only usable card" not in st["text"], st["text"]
                checked += 1
    assert checked


def test_the_me_first_lesson_says_an_early_taker_wants_your_low_cheap_card():
    """"The key trick never comes up: bots take your cheap low-number card to keep going first.
    Cyd did it to me twice" (a newcomer, after a tax phase the lesson gave three steps): before
    play goes free in the tax phase, the lesson says so."""
    lesson = load_lesson("me-first")
    last = [st["text"] for st in lesson.steps if st.get("text")][-1]
    assert "an early taker may take it to stay first" in last, last
