"""A defender's measured rules of thumb (issue 21): second hand, third hand, the top of a
sequence, leads from length, when to spend a joker.

The figures are :data:`tools.experiments.SOLVED`'s, stored in
``notebooks/strategy/evidence.json`` (tests/test_evidence.py re-derives their first deals
and the verdicts strategy lesson 4 states). Here: each situation holds where it was
measured, the coach advises the card the stored figures favour, the words and the chart
say what the figures say, and each guided hand of these topics starts at a moment where
best play shows the advice matters — the right card sets the contract, the other does not.
"""

from __future__ import annotations

import pytest

from tools import experiments
from whist_core import defence, evidence
from whist_core.analysis import card_values
from whist_core.coach import SCENARIOS, defence_advice, masters, play_advice, setup
from whist_core.family.ranking import ranking_at
from whist_core.family.seats import pair_of
from widgets.defence_plots import kept_rows

RULES = evidence.load()["rules"]
#: The experiments the coach gives advice for (from-length made no clear difference).
COACHED = ("second-hand-low", "third-hand-high", "top-of-sequence", "joker-hold",
           "joker-lead-nt")
GUIDED = [s for s in SCENARIOS if s.measured]


def favoured(key: str) -> int:
    """The choice the stored figures favour: 0 if the first helps, 1 if it hurts."""
    word = evidence.verdict(RULES[key]).word
    assert word != "no clear difference", key
    return 0 if word == "helps" else 1


def _moments(key: str, count: int = 3):
    for seed, _ in RULES[key]["results"][:count]:
        state = experiments.SOLVED[key].moment(seed)
        assert state is not None, (key, seed)
        yield seed, state


@pytest.mark.rule("BW-4.4")
@pytest.mark.parametrize("key", sorted(experiments.SOLVED))
def test_each_situation_is_a_defenders_choice_of_two_legal_cards(key: str) -> None:
    experiment = experiments.SOLVED[key]
    for seed, state in _moments(key):
        assert pair_of(state.to_act) != pair_of(state.contract.declarer), (key, seed)
        assert len(state.done) >= 12 - experiments.SOLVED_TRICKS
        cards = [p(state) for p in experiment.pick]
        assert cards[0] != cards[1] and set(cards) <= set(state.legal_plays()), (key, seed)


@pytest.mark.rule("BW-4.3")
def test_the_situations_read_the_cards_as_the_words_say() -> None:
    _, state = next(_moments("second-hand-low", 1))
    r = ranking_at(state)
    high = defence.second_top(state)
    out = [c for c in r.ladder(r.suit_of(high)) if r.power(c) > r.power(high)
           and c not in {x for _, x in state.played}]
    assert len(out) == 1, "the second-best card left: one card of the suit still out above"
    _, state = next(_moments("top-of-sequence", 1))
    run = defence.sequence(state)
    ladder = [c for c in ranking_at(state).ladder(ranking_at(state).suit_of(run[0]))
              if c not in {x for _, x in state.played}]
    at = ladder.index(run[0])
    assert at >= 1 and ladder[at:at + len(run)] == run, "touching cards, below the best"
    _, state = next(_moments("joker-hold", 1))
    assert defence.spend_joker(state).is_joker
    assert ranking_at(state).suit_of(state.plays[0][1]) is ranking_at(state).trump


@pytest.mark.parametrize("key", COACHED)
def test_the_coach_advises_the_card_the_figures_favour(key: str) -> None:
    pick = experiments.SOLVED[key].pick[favoured(key)]
    advised = 0
    for seed, state in _moments(key, 8):
        if key == "top-of-sequence" and masters(state, state.to_act):
            continue                          # a sure winner to cash comes first
        got = defence_advice(state)
        assert got is not None, (key, seed)
        assert got[0] == pick(state) and got[1], (key, seed)
        assert play_advice(state, state.to_act) == got
        advised += 1
    assert advised >= 2, key


def test_the_coach_gives_no_defenders_rule_to_the_declarers() -> None:
    state = setup(SCENARIOS[0])                    # South declares
    assert defence_advice(state) is None


def test_the_words_and_the_chart_say_what_the_figures_say() -> None:
    keys = {k: k for k in experiments.SOLVED}
    for label, _, more, same, fewer, deals in kept_rows(RULES, keys):
        v = evidence.verdict(RULES[label])
        assert more + same + fewer == 100 and deals == v.deals >= 100
        assert more == round(100 * v.better) and fewer == round(100 * v.worse)
    text = evidence.solved_words(RULES["second-hand-low"])
    assert "**400 deals**" in text and "fewer books" in text
    assert "no clear difference" in evidence.solved_words(RULES["from-length"])


@pytest.mark.rule("BW-6.3")
@pytest.mark.parametrize("scenario", GUIDED, ids=lambda s: s.key)
def test_a_guided_hand_starts_where_the_right_card_keeps_a_book(scenario) -> None:
    """Best play from the learner's first card: the favoured card sets the contract, the
    other card does not; the coach's hint is the favoured card."""
    key = scenario.measured
    state = setup(scenario)
    experiment = experiments.SOLVED[key]
    assert state.to_act == scenario.seat and experiment.applies(state)
    good = experiment.pick[favoured(key)](state)
    bad = experiment.pick[1 - favoured(key)](state)
    assert play_advice(state, scenario.seat)[0] == good
    values = card_values(state)
    ours = pair_of(scenario.seat)
    have = state.books[ours]
    to_set = 14 - (state.contract.bid + 6)
    assert have + values[good][ours] >= to_set > have + values[bad][ours], (good, bad)


def test_every_topic_has_a_guided_hand() -> None:
    assert {s.measured for s in GUIDED} >= {"second-hand-low", "third-hand-high",
                                           "top-of-sequence", "joker-hold"}
