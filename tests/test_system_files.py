"""One system, one file (issue 20): every file of whist_core/family/systems is found by
itself, a bad description fails when it is made, and a system's own rules (declaring,
scoring, game end) are the ones the engine plays."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from whist_core import games
from whist_core.family.engine import FamilyState
from whist_core.family.score import FamilyGame, GameEnd, result
from whist_core.family.systems import HAWAII, PLAYERS, SYSTEMS


def test_every_system_file_is_in_the_registry_in_course_order() -> None:
    assert list(SYSTEMS) == ["cutthroat", "bid-whist-52", "boston", "cincinnati",
                             "rhode-island", "hawaii"]
    assert [g.name for g in games.GAMES.values() if g.system] == list(SYSTEMS)
    assert games.get("cutthroat").players == (3, 4, 5) == tuple(PLAYERS["cutthroat"])
    for name, system in SYSTEMS.items():
        assert system.lesson is not None and system.questions is not None, name


@pytest.mark.parametrize(("field", "value"), [
    ("auction", "twice"), ("forced", "two"), ("kitty_book", "dealer"),
    ("styles", ("U",)), ("scoring", "hawaii"), ("game_end", "hawaii"),
    ("declaring", "suit_or_nt"), ("hand_size", 13), ("min_level", 0),
    ("equal_styles", ("NT",))])
def test_a_bad_description_fails_when_it_is_made(field: str, value: object) -> None:
    with pytest.raises(ValueError, match=f"system 'hawaii': {field} "):
        replace(HAWAII, **{field: value})


class _FirstToFive(GameEnd):
    rule = "X-9"

    def winner(self, system, totals, lines):
        return next((s for s in system.sides if totals[s] >= 5), None)


def test_a_new_systems_own_rules_are_the_ones_played() -> None:
    def three_a_hand(state, books, decl, bid):
        made = books[decl] >= bid + 6
        return result(books, made, {decl: 3 if made else 0,
                                    "EW" if decl == "NS" else "NS": 0 if made else 3},
                      False, decl)

    probe = replace(HAWAII, name="probe", title="Probe", prefix="X", scoring=three_a_hand,
                    game_end=_FirstToFive())
    game = FamilyGame(probe, "N")
    for seed in range(40):
        if game.over:
            break
        hand = FamilyState.new(probe, seed, game.next_dealer)
        rnd = random.Random(seed)
        while not hand.complete:
            legal = hand.legal_actions()
            hand = hand.apply(rnd.sample(legal, hand.discard_count)
                              if hand.phase == "discard" else rnd.choice(legal))
        assert sorted(hand.result.score.values()) == [0, 3]
        game = game.add(hand)
    assert game.over and max(game.totals.values()) >= 5
    assert probe.game_end.goal(probe) == "first to 21 (X-9)"
