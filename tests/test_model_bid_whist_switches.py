"""Every Bid Whist rules switch (RULES.md Part B) against the independent model.

``tests/test_bid_whist_properties.py`` drives the engine's state API under nine of the
switches. Here random complete hands are played by the model in ``bw_model`` under a
random value of *every* switch the engine offers (all sixteen), written as records and
replayed through ``records.summary``: every trick winner, the books after renege
claims (right and wrong), made and the score change must be the model's. Whole games
check the target, V-TWO-SETS and V-BACK-DOOR totals.
"""

from __future__ import annotations

import random

import bw_model as m
import pytest

from whist_core import records
from whist_core.bid_whist import BidWhistRules


def engine_record(rec: dict) -> dict:
    return {k: v for k, v in rec.items() if k != "_wrong"}


def check(rec: dict) -> dict:
    mine = m.result_of(rec)
    got = records.summary(engine_record(rec))
    assert got["complete"] is True
    assert [(t["leader"], t["cards"], t["winner"]) for t in got["tricks"]] == mine["tricks"], \
        rec["rules"]
    assert got["books"] == mine["books"], (rec["rules"], rec.get("renege_claims"))
    assert got["made"] is mine["made"]
    assert got["score"] == mine["score"], (rec["rules"], got["score"], mine["score"])
    return got


OFFERED = {k: tuple(v) for k, (v, _rule) in BidWhistRules.switches().items()}


def rules_of(rng, **fixed) -> dict:
    """Random values of every switch the engine offers."""
    return m.random_rules(rng, OFFERED, **fixed)


def test_the_model_knows_every_switch_the_engine_offers() -> None:
    assert set(OFFERED) == set(m.SWITCH_VALUES)
    for key, values in OFFERED.items():
        assert values[0] == m.SWITCH_VALUES[key][0], key  # the house value first
        assert set(values) <= set(m.SWITCH_VALUES[key]), (key, values)


@pytest.mark.rule("V-MIN4", "V-DOWN-OVER-UP", "V-ACE-LOW-DOWN", "V-LEFT-LEADS",
                  "V-NT-JOKER-ANYTIME", "V-NT-JOKER-FIRST-DISCARD", "V-ONE-JOKER",
                  "V-NO-JOKER", "V-DEFENDERS-SCORE", "V-DEUCE-SPADES", "V-SPORT-KITTY",
                  "V-BOSTON-BONUS", "V-BACK-DOOR", "V-RENEGE-CLAIM", "V-RED-BLACK",
                  "BW-4.5", "BW-6.2", "BW-6.3", "BW-6.4", "BW-6.6")
def test_random_hands_under_every_switch_agree_with_the_model() -> None:
    rng = random.Random(1616)
    seen: dict[str, set] = {k: set() for k in m.SWITCH_VALUES}
    wrong_claims = 0
    for _ in range(1500):
        rules = rules_of(rng)
        rec = m.random_hand(rng, rules)
        check(rec)
        for k, v in rules.items():
            seen[k].add(v)
        wrong_claims += sum(rec.get("_wrong") or [])
    for k, vals in OFFERED.items():
        assert seen[k] >= set(vals) - {"kitty"}, k
    assert wrong_claims > 20


@pytest.mark.rule("V-DEUCE-SPADES")
def test_the_deuce_of_spades_is_a_trump_below_the_jokers() -> None:
    """Focused: suit contracts with the deuce where 2♠ is played and decides tricks."""
    rng = random.Random(2)
    deciding = 0
    for _ in range(600):
        rules = rules_of(rng, deuce_spades=True, allow_renege=False,
                               wrong_claim_costs=False)
        rec = m.random_hand(rng, rules)
        got = check(rec)
        for t in got["tricks"]:
            if "2S" in t["cards"] and rec["declare"] not in ("uptown", "downtown"):
                seat = t["winner"]
                deciding += t["cards"][[t["leader"], m.left(t["leader"]),
                                        m.partner(t["leader"]),
                                        m.right(t["leader"])].index(seat)] == "2S"
    assert deciding > 50


@pytest.mark.rule("V-SPORT-KITTY", "V-RED-BLACK")
def test_naming_and_showing_switches_change_no_result() -> None:
    rng = random.Random(5)
    for _ in range(200):
        rules = rules_of(rng, sport_kitty=True, joker_names="red/black")
        rec = engine_record(m.random_hand(rng, rules))
        plain = dict(rec, rules={k: v for k, v in rec["rules"].items()
                                 if k not in ("sport_kitty", "joker_names")})
        a, b = records.summary(rec), records.summary(plain)
        for key in ("tricks", "books", "made", "score", "contract"):
            assert a[key] == b[key]


@pytest.mark.rule("V-RENEGE-CLAIM", "BW-6.6")
def test_a_wrong_claim_is_refused_unless_it_costs() -> None:
    from whist_core.errors import RuleError

    rng = random.Random(9)
    for _ in range(60):
        rules = rules_of(rng, allow_renege=False, wrong_claim_costs=False)
        rec = engine_record(m.random_hand(rng, rules, claims=False))
        by, trick = rng.choice(["NS", "EW"]), rng.randint(1, 12)
        rec["renege_claims"] = [{"by": by, "trick": trick}]
        with pytest.raises(RuleError) as err:
            records.summary(rec)
        assert err.value.rule == "BW-6.6" and err.value.place == "renege_claims 1"
        rec["rules"] = dict(rec["rules"], wrong_claim_costs=True)
        mine = m.result_of(dict(rec, _wrong=[True]))
        got = records.summary(rec)
        assert got["books"] == mine["books"] and got["score"] == mine["score"]
        assert got["books"][by] == max(0, m.result_of(dict(rec, renege_claims=[]))["books"][by]
                                       - 3)


def play_game(rng: random.Random, rules: dict) -> tuple[int, bool]:
    """Random hands dealt in turn until the engine's game has a winner; each step the
    engine's winner is the model's. Returns (hands played, whether a third set ended it)."""
    from whist_core.bid_whist import Game

    first = rng.choice(m.SEATS)
    engine_rules = BidWhistRules.from_record({k: v for k, v in rules.items()
                                              if v != m.SWITCH_VALUES[k][0]})
    game = Game(engine_rules, first)
    dealer = first
    changes = []
    for n in range(1, 80):
        rec = m.random_hand(rng, rules, dealer=dealer)
        mine = m.result_of(rec)
        state = records.replay(engine_record(rec))[-1]
        game = game.add(state)
        changes.append((mine["declarers"], mine["score"], mine["made"], mine["level"],
                        mine["books"][mine["declarers"]]))
        expected = m.game_winner(changes, rules)
        assert game.winner == expected, (n, changes, rules)
        if hasattr(game, "wins"):
            assert game.wins == m.game_wins(changes, rules), (n, rules)
        assert game.totals == {p: sum(c[1][p] for c in changes) for p in ("NS", "EW")}
        if expected is not None:
            t = rules.get("target", 7)
            by_sets = all(abs(v) < t for v in game.totals.values())
            return n, by_sets
        dealer = m.left(dealer)
    return 80, False


@pytest.mark.rule("BW-7.1", "BW-7.2", "BW-7.3", "V-TARGET", "V-TWO-SETS", "V-BACK-DOOR",
                  "V-BOSTON-BONUS", "V-DEFENDERS-SCORE")
def test_whole_games_end_as_the_model_says() -> None:
    rng = random.Random(77)
    by_sets = 0
    for i in range(60):
        rules = rules_of(rng)
        if i % 2 == 0:  # half the games where sets can end them before the target
            rules.update(target=9, three_sets_lose=rng.choice(
                [v for v in OFFERED["three_sets_lose"] if v is not False]))
        _, third_set = play_game(rng, rules)
        by_sets += third_set
    assert by_sets > 0


def _seven(made: bool, rules: dict) -> tuple:
    """A complete 7-uptown hand (North declares, dealer West) made with all 13 books or
    set with 12, replayed by the engine; with the model's change tuple."""
    rec = m.trump_design_record("W", 7, "U", 13 if made else 12,
                                rules={k: v for k, v in rules.items()
                                       if v != m.SWITCH_VALUES[k][0]})
    mine = m.result_of(rec)
    state = records.replay(rec)[-1]
    return state, (mine["declarers"], mine["score"], mine["made"], 7,
                   mine["books"][mine["declarers"]])


@pytest.mark.rule("V-BOSTON-BONUS", "V-TWO-SETS")
@pytest.mark.skipif("game" not in OFFERED["boston_bonus"],
                    reason="the engine does not offer boston_bonus='game' yet")
def test_the_game_forms_of_the_boston_bonus_and_two_sets() -> None:
    from whist_core.bid_whist import Game

    for form in ("game", "two_wins"):
        for made in (True, False):
            rules = {"boston_bonus": form, "target": 9}
            state, change = _seven(made, rules)
            game = Game(BidWhistRules.from_record(dict(rules)), "W").add(state)
            assert game.winner == m.game_winner([change], rules), (form, made)
            assert game.winner == (("NS" if made else "EW") if form == "game" else None)
            assert game.wins == m.game_wins([change], rules)
    rules = {"boston_bonus": "two_wins"}
    state, change = _seven(True, rules)  # +7 with all 13 books: won by a Boston
    game = Game(BidWhistRules.from_record(dict(rules)), "W").add(state)
    assert game.winner == "NS" and game.wins == 2 == m.game_wins([change], rules)
