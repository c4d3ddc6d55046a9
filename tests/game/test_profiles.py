"""Statistics and replays follow a player profile, not a typed name: renaming yourself keeps
your games; two players may not share a profile; a broken profiles file is kept aside."""
from __future__ import annotations

import json
import os

import pygame

from game import profiles, records
from game.match import Match
from game.saves import load_record, write_record
from game.seats import SeatSpec
from helpers import spy_words


def _finish(seats, seed):
    m = Match("me-first", 2, seats, seed, bot_delay=0, threaded=False)
    while not m.over:
        m.run_bots_instantly()
        for h in m.humans_to_act():
            m.submit(h, m.legal(h)[0])
    path = os.path.join(records.records_dir(), f"me-first-{seed}.json")
    write_record(path, m.record())
    return path


def test_renaming_a_player_keeps_their_games_and_statistics():
    seats, known = profiles.settle([SeatSpec("Ann", "human"), SeatSpec("Bot", "bot", "easy")])
    ann = seats[0].profile
    assert profiles.ID.match(ann) and [p.name for p in known] == ["Ann"]
    _finish(seats, 1)
    assert load_record(os.path.join(records.records_dir(), "me-first-1.json"))["seats"][0]["profile"] == ann
    # Ann renames herself on the setup screen: same profile, new name
    renamed, known = profiles.settle([SeatSpec("Annie", "human", profile=ann), SeatSpec("Bot", "bot", "easy")])
    assert renamed[0].profile == ann and profiles.names() == {ann: "Annie"}
    _finish(renamed, 2)
    rows = records.scan()
    names = profiles.names()
    assert records.players_seen(rows, names) == [ann]
    stats = records.statistics(rows, ann, names)
    assert stats[("me-first", 2)].played == 2
    assert records.player_name(ann, names) == "Annie"


def test_a_name_already_known_is_that_player_and_older_records_match_by_name():
    old = {"format": "auction-parlour/record", "version": 1, "game": "me-first", "players": 2, "seed": 3,
           "options": {}, "seats": [{"name": "Bea", "kind": "human"}, {"name": "Bot", "kind": "bot:easy"}],
           "actions": []}
    m = Match.from_record(old, bot_delay=0, threaded=False)
    while not m.over:
        m.run_bots_instantly()
        for h in m.humans_to_act():
            m.submit(h, m.legal(h)[0])
    write_record(os.path.join(records.records_dir(), "me-first-3.json"), m.record())
    seats, _ = profiles.settle([SeatSpec("bea", "human"), SeatSpec("Bot", "bot", "easy")])
    seats2, known = profiles.settle([SeatSpec("Bea", "human"), SeatSpec("Bot", "bot", "easy")])
    assert seats[0].profile == seats2[0].profile and len(known) == 1
    _finish(seats2, 4)
    rows, names = records.scan(), profiles.names()
    assert records.players_seen(rows, names) == [seats[0].profile]
    assert records.statistics(rows, seats[0].profile, names)[("me-first", 2)].played == 2


def test_a_broken_profiles_file_is_reported_kept_aside_and_the_game_goes_on(tmp_path):
    with open(profiles.profiles_path(), "w") as fh:
        fh.write('{"schema": 1, "profiles": [{"id": "nope", "name": "X"}]}')
    known, problem = profiles.load()
    assert known == [] and problem and "kept" in problem
    assert [n for n in os.listdir(tmp_path) if n.startswith("profiles.broken-")]
    seats, _ = profiles.settle([SeatSpec("Cy", "human")])
    assert json.load(open(profiles.profiles_path()))["profiles"][0]["name"] == "Cy"


def test_the_setup_screen_offers_the_known_players_and_starts_with_their_profiles(app):
    profiles.settle([SeatSpec("Dee", "human")])
    app.push("title")
    setup = app.push("setup", "me-first", 2, [SeatSpec("You", "human"), SeatSpec("Bot", "bot", "easy")])
    app.draw()
    setup.cycle_profile(0)
    assert setup.seats[0].name == "Dee" and setup.seats[0].profile
    setup.start()
    table = app.top
    assert table.match.seats[0].profile == setup.seats[0].profile
    assert table.match.record()["seats"][0]["profile"] == setup.seats[0].profile
    pygame.event.clear()


def _player_button(setup):
    """The "Player ▸" chips drawn on the setup screen, as (rect, callback)."""
    import scenes.setup as S
    shown = []
    orig = S.text

    def spy(surface, s, *a, **k):
        r = orig(surface, s, *a, **k)
        if s == "Player ▸":
            shown.append(r)
        return r
    S.text = spy
    try:
        setup.app.draw()
    finally:
        S.text = orig
    return shown


def test_the_player_button_is_there_on_a_first_launch_and_names_a_new_player(app):
    """On a first launch (no profiles) "Player ▸" was missing, and appeared only later:
    it is there for every human seat, and with nobody known it names a new player."""
    assert profiles.load()[0] == []
    app.push("title")
    setup = app.push("setup", "me-first", 3, [SeatSpec("You", "human"), SeatSpec("Bot", "bot", "easy"),
                                              SeatSpec("Ann", "human")])
    chips = _player_button(setup)
    assert len(chips) == 2, "a human seat has no Player ▸ button on a first launch"
    hit = next(cb for r, cb in setup.clickables if r.collidepoint(chips[0].center))
    hit()
    assert setup.editing == 0 and setup.field.all_selected        # typing replaces "You"
    assert setup.naming == 0                                       # "A new player: type their name" beside it
    for ch in "Zoe":
        setup.handle(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch))
    setup.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert setup.editing is None and setup.seats[0].name == "Zoe"
    setup.start()
    assert [p.name for p in profiles.load()[0]] == ["Zoe", "Ann"]
    assert app.top.match.seats[0].profile == profiles.load()[0][0].id
    pygame.event.clear()


def test_typing_over_a_known_players_name_says_it_renames_them(app, monkeypatch):
    """A newcomer typed "Ann" over "You" for hot-seat and found You's games under Ann: the
    setup screen says that typing there renames that player, and how to seat someone else."""
    import scenes.setup as S
    profiles.settle([SeatSpec("Dee", "human")])
    app.push("title")
    setup = app.push("setup", "me-first", 2, [SeatSpec("You", "human"), SeatSpec("Bot", "bot", "easy")])
    app.draw()
    setup.cycle_profile(0)
    assert setup.seats[0].name == "Dee"
    setup.start_edit(0)
    said = spy_words(monkeypatch, S)
    app.draw()
    assert "Renames Dee (their games too);" in said and "Player ▸ for someone else" in said, said
