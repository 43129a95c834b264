"""German Whist against its independent model (tests/gw_model.py), through records:
random games under both switches (four combinations), complete and cut short; every
trick, prize, draw, counted trick and winner must be the model's, and a failure to
follow suit is refused at its play with GW-3.1."""

from __future__ import annotations

import random

import gw_model as g
import pytest

from whist_core import records
from whist_core.errors import RuleError

RULE_SETS = [{}, {"follow_suit_first_stage": False}, {"count_all_tricks": True},
             {"follow_suit_first_stage": False, "count_all_tricks": True}]


def compare(rec: dict) -> dict:
    mine = g.play_out(rec)
    got = records.summary(rec)
    assert got["trump"] == mine["trump"]
    assert got["complete"] is mine["complete"]
    keys = ("stage", "leader", "cards", "winner", "prize", "draw")
    tricks = list(got["tricks"])
    current = got.get("current")  # the older form of a trick in progress (issue 8)
    if current and current.get("cards"):
        tricks.append(dict(current, winner=None))
    if tricks and tricks[-1]["winner"] is None:  # in progress: no stage needed yet
        keys_now = ("leader", "cards", "winner")
        assert {k: tricks[-1].get(k) for k in keys_now} == {
            k: mine["tricks"][-1].get(k) for k in keys_now}
        tricks, wanted = tricks[:-1], mine["tricks"][:-1]
    else:
        wanted = mine["tricks"]
    assert [{k: t.get(k) for k in keys} for t in tricks] == [
        {k: t.get(k) for k in keys} for t in wanted], rec["rules"]
    if mine["complete"]:
        assert got["counted"] == mine["counted"]
        assert got["winner"] == mine["winner"]
    return mine


@pytest.mark.rule("GW-1.2", "GW-2.3", "GW-2.4", "GW-3.1", "GW-3.2", "GW-4.1", "GW-4.2",
                  "GW-5.1", "GW-5.3", "GW-6.1", "V-GW-FREE-FIRST", "V-GW-COUNT-ALL")
@pytest.mark.parametrize("rules", RULE_SETS, ids=["house", "free-first", "count-all", "both"])
def test_random_games_agree_with_the_model(rules: dict) -> None:
    rng = random.Random(len(str(rules)))
    ties = 0
    for i in range(500):
        rec = g.random_record(rng, rules, complete=i % 4 != 0)
        mine = compare(rec)
        if mine["complete"]:
            assert sum(mine["counted"].values()) == (26 if rules.get("count_all_tricks")
                                                     else 13)
            ties += mine["winner"] is None
    if not rules.get("count_all_tricks"):
        assert ties == 0  # GW-6.1: thirteen tricks cannot tie


@pytest.mark.rule("GW-3.1", "GW-6.3")
@pytest.mark.parametrize("rules", RULE_SETS, ids=["house", "free-first", "count-all", "both"])
def test_failing_to_follow_suit_is_refused_at_its_play(rules: dict) -> None:
    rng = random.Random(11)
    refused = 0
    for _ in range(150):
        broken = g.break_follow(g.random_record(rng, rules), rng)
        if broken is None:
            continue
        rec, n = broken
        with pytest.raises(g.Refusal):
            g.play_out(rec)
        with pytest.raises(RuleError) as err:
            records.summary(rec)
        assert err.value.rule == "GW-3.1" and err.value.place.startswith(f"play {n}"), \
            str(err.value)
        if not rules.get("follow_suit_first_stage", True):
            assert n > 26  # a free first stage: only the second stage can renege
        refused += 1
    assert refused > 100


@pytest.mark.rule("GW-4.3", "GW-4.4")
def test_a_card_not_held_is_refused() -> None:
    rng = random.Random(4)
    for _ in range(100):
        rec = g.random_record(rng)
        k = rng.randrange(52)
        mine = g.play_out(dict(rec, play=rec["play"][:k]))
        gone = {c for t in mine["tricks"] for c in t["cards"]}
        bad = rng.choice(sorted(gone)) if gone else rec["stock"][0]
        broken = dict(rec, play=[*rec["play"][:k], bad])
        with pytest.raises(RuleError) as err:
            records.summary(broken)
        assert err.value.place.startswith(f"play {k + 1}"), str(err.value)
