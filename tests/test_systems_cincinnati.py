"""Cincinnati (SYS-CINCINNATI) checked against the independent model (tests/family_model.py).

Random legal records (complete and cut short) and deliberately broken ones go through
the engine's public contract only: `records.summary`, `records.deal_record` and the
command line. Skipped only while `python -m whist_core deal --game cincinnati` is refused.
"""

from __future__ import annotations

import pytest
import systems_check as sc

GAME = "cincinnati"


@pytest.mark.rule("SCN-1", "SCN-2", "SCN-3", "BW-4.4", "BW-4.5")
def test_random_hands_agree_with_the_model() -> None:
    seen = sc.check_random_hands(GAME, seed=104, count=800)
    assert seen["complete"] > 300 and seen["tricks"] > 3000, seen


@pytest.mark.rule("SCN-1", "SCN-2")
def test_every_kind_of_broken_record_is_refused_with_its_rule() -> None:
    faults = sc.check_broken_records(GAME, seed=104, rounds=25)
    assert len(faults) >= 15, sorted(faults)


@pytest.mark.rule("SCN-1", "SCN-2", "SCN-3")
def test_deals_are_legal_and_repeatable() -> None:
    sc.check_deals(GAME, range(40))


@pytest.mark.rule("SCN-1", "SCN-2")
def test_command_line_replays_and_refuses(tmp_path) -> None:
    sc.check_cli(GAME, 104, tmp_path)


@pytest.mark.rule("SCN-1", "S52-6")
def test_whole_games_end_as_the_model_says() -> None:
    seen = sc.check_whole_games(GAME, seed=7, count=15)
    assert seen["hands"] >= 15


@pytest.mark.rule("SCN-2")
def test_legal_actions_are_the_models_and_others_are_refused() -> None:
    assert sc.check_legal_actions(GAME, seed=3, count=60) > 1000


@pytest.mark.rule("SCN-2")
def test_other_accepted_spellings_give_the_same_result() -> None:
    sc.check_spellings(GAME, seed=5, count=40)
