"""House Bid Whist on the family engine under every Part B switch (issue 8).

Two oracles: the independent model of ``bw_model`` (legal plays at every step, trick
winners, reneges and claims, books, score and whole games, all sixteen switches but
V-NT-JOKER-KITTY, which the model leaves out) and the lessons' engine
(``whist_core.bid_whist``, every switch value including V-NT-JOKER-KITTY: legal calls,
declarations and plays, refusals with their rule IDs and words, hands after the
discard, results).
"""

from __future__ import annotations

import random

import bw_model as m
import pytest

from whist_core.bid_whist import BidWhistRules, Phase
from whist_core.cards import Card
from whist_core.errors import RuleError
from whist_core.family.engine import Deal, FamilyState, mask_of
from whist_core.family.score import FamilyGame
from whist_core.family.systems import HOUSE, house
from whist_core.family.systems.house import new_hand

OFFERED = {k: tuple(v) for k, (v, _rule) in BidWhistRules.switches().items()}


def family_state(rec: dict) -> FamilyState:
    """The freshly dealt family state of a model record (its hands, kitty and rules)."""
    system = house(BidWhistRules.from_record(rec.get("rules") or None))
    seats = system.seats
    hands = tuple(mask_of(Card.parse(c) for c in rec["hands"][s]) for s in seats)
    kitty = tuple(Card.parse(c).index for c in rec["kitty"])
    return FamilyState.from_deal(system, Deal(seats.index(rec["dealer"]), hands, kitty))


def model_contract(rec: dict) -> tuple[str | None, str]:
    _, _, trump, _ = m.contract_of(rec)
    return trump, (rec.get("rules") or {}).get("nt_jokers", "hold")


def play_record(rec: dict) -> FamilyState:
    """Replay a model record through the family engine, checking every legal-play set
    against the model's and applying the record's renege claims (right and wrong)."""
    rules = rec.get("rules") or {}
    state = family_state(rec)
    for call in rec["bids"]:
        state = state.apply(call)
    state = state.apply(rec["declare"])
    state = state.apply(rec["discard"])
    trump, nt = model_contract(rec)
    deuce = rules.get("deuce_spades", False)
    for card in rec["play"]:
        seat = state.to_act
        hand = [c.code for c in state.hand(seat)]
        trick = [c.code for _, c in state.trick.plays] if state.trick else []
        assert {c.code for c in state.legal_actions()} == m.legal(hand, trick, trump, nt,
                                                                  deuce), (rules, hand, trick)
        state = state.apply(card)
    for claim in rec.get("renege_claims") or []:
        state = state.claim_renege(claim["by"], claim["trick"])
    return state


def check_against_model(rec: dict) -> FamilyState:
    state = play_record(rec)
    mine = m.result_of(rec)
    assert state.complete
    assert [(t.leader, [c.code for c in t.cards], t.winner) for t in state.tricks] == \
        mine["tricks"], rec["rules"]
    r = state.result
    assert r.books == mine["books"], (rec["rules"], rec.get("renege_claims"))
    assert r.made is mine["made"]
    assert r.score == mine["score"], (rec["rules"], r.score, mine["score"])
    return state


@pytest.mark.rule("V-MIN4", "V-DOWN-OVER-UP", "V-ACE-LOW-DOWN", "V-LEFT-LEADS",
                  "V-NT-JOKER-ANYTIME", "V-NT-JOKER-FIRST-DISCARD", "V-ONE-JOKER",
                  "V-NO-JOKER", "V-DEFENDERS-SCORE", "V-DEUCE-SPADES", "V-SPORT-KITTY",
                  "V-BOSTON-BONUS", "V-BACK-DOOR", "V-RENEGE-CLAIM", "V-RED-BLACK",
                  "BW-4.5", "BW-5.2", "BW-6.2", "BW-6.3", "BW-6.4", "BW-6.6")
@pytest.mark.parametrize("block", range(4))
def test_random_hands_under_every_switch_agree_with_the_model(block: int) -> None:
    rng = random.Random(8000 + block)
    seen: dict[str, set] = {k: set() for k in OFFERED}
    reneges = wrong = 0
    for _ in range(600):
        rules = m.random_rules(rng, OFFERED)
        rec = m.random_hand(rng, rules)      # its "_wrong" marks are for the model only
        state = check_against_model(rec)
        reneges += len(state.reneges)
        wrong += sum(state.wrong_claim(by, t) for by, t in state.claims)
        for k, v in rules.items():
            seen[k].add(v)
    for k, vals in OFFERED.items():
        assert seen[k] >= set(vals) - {"kitty"}, k
    assert reneges > 30 and wrong > 5


@pytest.mark.rule("V-DEUCE-SPADES", "V-ONE-JOKER", "V-NO-JOKER")
@pytest.mark.parametrize("jokers", [2, 1, 0])
def test_the_deuce_of_spades_in_every_deck(jokers: int) -> None:
    """V-DEUCE-SPADES below both jokers, below the one joker, or the top trump: trick
    winners and legal plays as the model says, with 2♠ deciding many tricks."""
    rng = random.Random(20 + jokers)
    deciding = 0
    for _ in range(300):
        rules = m.random_rules(rng, OFFERED, deuce_spades=True, jokers=jokers,
                               allow_renege=False, wrong_claim_costs=False)
        rec = m.random_hand(rng, rules)
        state = check_against_model(rec)
        if state.trump is not None:
            deciding += sum(1 for t in state.tricks if t.winner and
                            t.card_of(t.winner).code == "2S")
    assert deciding > 40


@pytest.mark.rule("BW-6.6", "V-RENEGE-CLAIM")
def test_a_claim_on_the_trick_in_progress() -> None:
    """HAND_RECORDS.md: a claim may name the trick in progress once the renege is in it."""
    rng = random.Random(3)
    done = 0
    for _ in range(400):
        rules = m.random_rules(rng, OFFERED, allow_renege=True, wrong_claim_costs=False)
        rec = m.random_hand(rng, rules, claims=False)
        state = family_state(rec)
        for a in (*rec["bids"], rec["declare"], rec["discard"]):
            state = state.apply(a)
        for card in rec["play"]:
            state = state.apply(card)
            t = state.trick
            if t is not None and t.reneges:
                by = "EW" if state.side_of(t.reneges[0]) == "NS" else "NS"
                claimed = state.claim_renege(by, t.number)
                assert claimed.claims == ((by, t.number),) and claimed.last.kind == "claim"
                assert claimed.previous is state and claimed != state
                with pytest.raises(RuleError) as err:   # the same renege twice
                    for _ in range(len(t.reneges) + 1):
                        claimed = claimed.claim_renege(by, t.number)
                assert err.value.rule == "BW-6.6"
                done += 1
                break
    assert done > 50


@pytest.mark.rule("BW-6.6", "V-RENEGE-CLAIM")
def test_a_wrong_claim_is_refused_unless_it_costs() -> None:
    rng = random.Random(9)
    for _ in range(60):
        rules = m.random_rules(rng, OFFERED, allow_renege=False, wrong_claim_costs=False)
        rec = m.random_hand(rng, rules, claims=False)
        state = play_record(rec)
        by, trick = rng.choice(["NS", "EW"]), rng.randint(1, 12)
        with pytest.raises(RuleError) as err:
            state.claim_renege(by, trick)
        assert err.value.rule == "BW-6.6" and "did not fail to follow suit" in str(err.value)
        rec["rules"] = dict(rec["rules"], wrong_claim_costs=True)
        rec["renege_claims"] = [{"by": by, "trick": trick}]
        costly = play_record(rec)
        mine = m.result_of(dict(rec, _wrong=[True]))
        assert costly.result.books == mine["books"] and costly.result.score == mine["score"]
        assert "V-RENEGE-CLAIM" in costly.result.penalties[0]


# --------------------------------------------------------------- the lessons' engine
def _code(x) -> str:
    return x.code if hasattr(x, "code") else (x.word if hasattr(x, "word") else str(x))


def _words(e: RuleError) -> tuple[str, str]:
    """A refusal's rule and words, the cards after "holds" as a set (hand order is the
    deal's order in one engine, suit order in the other)."""
    text, _, held = str(e).partition(" holds ")
    tail = held.rsplit(" (", 1)
    cards = " ".join(sorted(tail[0].split()))
    return (e.rule, f"{text} holds {cards}" + (f" ({tail[1]}" if len(tail) > 1 else ""))


def _refusal(state, card):
    try:
        state.play(card)
    except RuleError as e:
        return _words(e)
    return None


@pytest.mark.rule("BW-2.5", "BW-3.1", "BW-3.3", "V-MIN4", "V-DOWN-OVER-UP", "BW-3.4", "BW-3.5",
                  "V-NT-JOKER-KITTY", "V-LEFT-LEADS", "BW-4.4", "BW-4.6", "BW-5.2",
                  "V-NT-JOKER-FIRST-DISCARD", "BW-6.6")
@pytest.mark.parametrize("block", range(3))
def test_step_by_step_as_the_lessons_engine(block: int) -> None:
    """Random switches (V-NT-JOKER-KITTY included) and random legal play: at every step
    the same seat acts with the same legal actions; every illegal card and bid is refused
    with the same rule and words; reneges (when allowed) are recorded alike; hands, books,
    tricks and the result agree."""
    rng = random.Random(500 + block)
    modes = set()
    for n in range(120):
        values = m.random_rules(rng, OFFERED)
        if rng.random() < 0.3:
            values["nt_jokers"] = "kitty"
        rules = BidWhistRules.from_record({k: v for k, v in values.items()
                                           if v != m.SWITCH_VALUES[k][0]})
        seed = 1000 * block + n
        old = new_hand(seed, rules=rules)
        new = FamilyState.new(house(rules), seed)
        assert new.dealer == old.dealer and set(new.kitty) == set(old.kitty)
        while not old.complete:
            assert new.to_act == old.to_act
            if old.phase is Phase.AUCTION:
                legal = old.legal_calls()
                assert [_code(x) for x in new.legal_actions()] == [_code(x) for x in legal]
                for bad in ("2U", "3NT", "4U", "4D", "5D", "7NT"):
                    if bad not in {_code(x) for x in legal} and bad != "pass":
                        try:
                            old.call(bad)
                        except RuleError as e:
                            with pytest.raises(RuleError) as err:
                                new.apply(bad)
                            assert (err.value.rule, str(err.value)) == (e.rule, str(e)), bad
                pick = rng.choice(legal)
                old, new = old.call(pick), new.apply(pick.code)
            elif old.phase is Phase.DECLARE:
                legal = old.legal_declarations()
                assert {_code(x) for x in new.legal_actions()} == {_code(x) for x in legal}
                pick = rng.choice(legal)
                old, new = old.declare(pick), new.apply(pick)
            elif old.phase is Phase.DISCARD:
                must = old.required_discards()
                assert set(new.required_discards()) == set(must)
                rest = [c for c in old.hand(old.to_act) if c not in must]
                pick = must + rng.sample(rest, old.discard_count - len(must))
                if must and rng.random() < 0.3:               # keep a joker: refused
                    bad = rng.sample(rest, old.discard_count)
                    with pytest.raises(RuleError) as e1:
                        old.lay_away(bad)
                    with pytest.raises(RuleError) as e2:
                        new.apply(bad)
                    assert _words(e2.value) == _words(e1.value)
                old, new = old.lay_away(pick), new.apply(pick)
                for s in "NESW":
                    assert set(new.hand(s)) == set(old.hand(s))
                assert set(new.discard) == set(old.discard)
                modes.add(rules.nt_jokers if old.contract.no_trump else "trump")
            else:
                legal = old.legal_plays()
                assert set(new.legal_actions()) == set(legal)
                hand = old.hand(old.to_act)
                bad = [c for c in hand if c not in legal]
                for c in bad[:3]:
                    if rules.allow_renege:
                        try:
                            o = old.play(c)
                        except RuleError as e:
                            assert _refusal(new, c) == _words(e)
                        else:
                            assert set(new.play(c).legal_actions()) == set(o.legal_plays())
                    else:
                        assert _refusal(new, c) == _refusal(old, c) != None  # noqa: E711
                pick = rng.choice(legal if not bad or rng.random() > 0.1 or
                                  not rules.allow_renege else bad)
                try:
                    o = old.play(pick)
                except RuleError:
                    pick = rng.choice(legal)
                    o = old.play(pick)
                old, new = o, new.play(pick)
                assert new.tricks == tuple(new.tricks)
                assert [(t.winner, t.reneges) for t in new.tricks] == \
                    [(t.winner, t.reneges) for t in old.tricks]
            assert new.books == old.books
        assert new.complete
        r, o = new.result, old.result
        assert (r.books, r.made, r.score, r.boston) == (o.books, o.made, o.score, o.boston)
    assert {"kitty", "trump"} <= modes


# ----------------------------------------------------------------------- whole games
def play_game(rng: random.Random, rules: dict) -> bool:
    first = rng.choice(m.SEATS)
    engine_rules = BidWhistRules.from_record({k: v for k, v in rules.items()
                                              if v != m.SWITCH_VALUES[k][0]})
    game = FamilyGame(house(engine_rules), first)
    dealer = first
    changes = []
    for n in range(1, 80):
        rec = m.random_hand(rng, rules, dealer=dealer)
        mine = m.result_of(rec)
        game = game.add(play_record(rec))
        changes.append((mine["declarers"], mine["score"], mine["made"], mine["level"],
                        mine["books"][mine["declarers"]]))
        assert game.winner == m.game_winner(changes, rules), (n, changes, rules)
        assert game.wins == m.game_wins(changes, rules), (n, rules)
        assert game.totals == {p: sum(c[1][p] for c in changes) for p in ("NS", "EW")}
        if game.winner is not None:
            t = rules.get("target", 7)
            return all(abs(v) < t for v in game.totals.values())
        dealer = m.left(dealer)
    return False


@pytest.mark.rule("BW-7.1", "BW-7.2", "BW-7.3", "V-TARGET", "V-TWO-SETS", "V-BACK-DOOR",
                  "V-BOSTON-BONUS", "V-DEFENDERS-SCORE")
def test_whole_games_end_as_the_model_says() -> None:
    rng = random.Random(78)
    by_sets = 0
    for i in range(80):
        rules = m.random_rules(rng, OFFERED)
        if i % 2 == 0:
            rules.update(target=9, three_sets_lose=rng.choice([True, "two"]))
        by_sets += play_game(rng, rules)
    assert by_sets > 0


@pytest.mark.rule("V-BOSTON-BONUS")
@pytest.mark.parametrize("form", ["game", "two_wins", True])
@pytest.mark.parametrize("made", [True, False])
def test_the_forms_of_the_boston_bonus(form, made: bool) -> None:
    rules = {"boston_bonus": form, "target": 9}
    rec = m.trump_design_record("W", 7, "U", 13 if made else 12, rules=rules)
    mine = m.result_of(rec)
    state = play_record(rec)
    assert state.result.score == mine["score"]
    change = (mine["declarers"], mine["score"], mine["made"], 7,
              mine["books"][mine["declarers"]])
    game = FamilyGame(house(BidWhistRules.from_record(rules)), "W").add(state)
    assert game.winner == m.game_winner([change], rules)
    assert game.wins == m.game_wins([change], rules)
    if form == "game":
        assert game.winner == ("NS" if made else "EW")


@pytest.mark.rule("V-SPORT-KITTY")
def test_the_sport_kitty_is_shown_to_all_after_a_suit_bid_only() -> None:
    for seed in range(40):
        state = FamilyState.new(house(BidWhistRules(sport_kitty=True)), seed)
        plain = FamilyState.new(HOUSE, seed)
        while state.phase == "auction":
            pick = state.legal_actions()[-1 if seed % 2 else 1]
            state, plain = state.apply(pick), plain.apply(pick)
        others = [s for s in "NESW" if s != state.contract.declarer]
        suit_bid = not state.contract.no_trump
        for s in others:
            assert (state.view(s).kitty == state.kitty) is suit_bid
            assert plain.view(s).kitty is None


def test_one_system_per_rules_value() -> None:
    assert house() is HOUSE and house(BidWhistRules()) is HOUSE
    four = house(BidWhistRules(min_bid=4, jokers=1, downtown_beats_uptown=True))
    assert (four.min_level, four.kitty_size, four.deck_size) == (4, 5, 53)
    assert four.ladder_key(four.parse_call("4D")) > four.ladder_key(four.parse_call("4U"))
    assert HOUSE.ladder_key(HOUSE.parse_call("4D")) == HOUSE.ladder_key(HOUSE.parse_call("4U"))
