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


@pytest.mark.rule("SCN-2")
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_bid_is_said_in_one_vocabulary_everywhere(lang: str) -> None:
    """A Cincinnati bid is said as the system names it — "3 special", never "3 downtown"
    — by the play table's button and its calls so far, the narration, the picture and
    its accessible label, the calls panel and the questions (the buttons said "normal" /
    "special" while the rest said "uptown" / "downtown")."""
    from whist_core import narrate, pictures, records
    from whist_core.errors import RuleError
    from whist_core.family.system import Call
    from whist_core.questions.systems import calls_words, contract_words
    from widgets import steppers
    from widgets.game_table import GamePlayTable
    from widgets.i18n import language

    states = records.replay("notebooks/records/sys_cincinnati_1_special_downtown.json")
    bid = Call("bid", 3, "D")
    auction = next(s for s in states if s.calls and s.calls[-1][1] == bid)
    before, final = states[states.index(auction) - 1], states[-1]
    won = next(s for s in states if s.contract is not None)          # the auction is over
    declared = next(s for s in states if s.contract is not None and s.contract.trump)
    with language(lang):
        said = final.system.said(bid)
        normal = final.system.said(Call("bid", 3, "U"))
        assert (said, normal) == (("3 special", "3 normal") if lang == "en"
                                  else ("3 (особая)", "3 (обычная)"))
        table = GamePlayTable("cincinnati", seed=1, pause=0)
        labels = {c: b.description for c, b in table.call_buttons.items()}
        told = [narrate.table_step(auction), narrate.hint(before.view(before.to_act)),
                narrate.table_step(won), narrate.table_step(declared), contract_words(final),
                calls_words(auction.calls, auction.system),
                steppers._calls_panel(auction), steppers._calls_panel(final),
                pictures.draw(final), pictures.draw(final, compact=True),
                pictures.draw(final.view("W"))]
        with pytest.raises(RuleError) as err:
            auction.apply("3U")                       # North may not equal West's 3 special
        refused = narrate.refusal(err.value)
        assert normal in refused, refused
    assert labels[bid] == said and labels[Call("bid", 3, "U")] == normal
    told.append(refused)
    for text in told:
        assert said in text, text[:300]
        assert "3 downtown" not in text and "3 uptown" not in text, text[:300]
