"""The independent model of RULES.md Part E checked on its own: the worked numbers of
Part E, the auctions as each system runs them, whole-game ends, and its generators
(every random record legal, every broken record refused). The engine is checked
against this model in ``tests/test_systems_*.py``."""

from __future__ import annotations

import random

import bw_model
import family_model as fm
import pytest


def auction(game: str, dealer: str, calls: list[str], hands=None, players: int = 4):
    sp = fm.spec(game, players)
    a = fm.Auction(sp, dealer, [], set(), None)
    for n, c in enumerate(calls, 1):
        seat = a.to_act()
        a.call(c, (hands or {}).get(seat, ["KS"]), n)
    return a


# ------------------------------------------------------------------ worked numbers
@pytest.mark.rule("S52-6", "SCN-1")
def test_52_card_scores_books_over_six_and_never_negative() -> None:
    sp = fm.spec("bid-whist-52")
    assert fm.hand_score(sp, "N", 4, False, {"NS": 11, "EW": 2}) == (True, {"NS": 5, "EW": 0})
    assert fm.hand_score(sp, "N", 4, False, {"NS": 9, "EW": 4}) == (False, {"NS": 0, "EW": 4})
    assert fm.hand_score(sp, "E", 2, True, {"NS": 5, "EW": 8}) == (True, {"NS": 0, "EW": 2})
    cn = fm.spec("cincinnati")
    assert fm.hand_score(cn, "S", 3, True, {"NS": 8, "EW": 5}) == (False, {"NS": 0, "EW": 3})


@pytest.mark.rule("SB-4")
def test_boston_scores_both_sides() -> None:
    sp = fm.spec("boston")
    assert fm.hand_score(sp, "N", 2, False, {"NS": 9, "EW": 4}) == (True, {"NS": 3, "EW": 4})
    assert fm.hand_score(sp, "W", 3, True, {"NS": 5, "EW": 8}) == (False, {"NS": 5, "EW": -3})


@pytest.mark.rule("SRI-3", "SRI-4")
def test_rhode_island_scores_every_book_and_doubles_no_trump() -> None:
    sp = fm.spec("rhode-island")
    assert fm.hand_score(sp, "N", 2, False, {"NS": 8, "EW": 5}) == (True, {"NS": 8, "EW": 0})
    assert fm.hand_score(sp, "N", 2, True, {"NS": 8, "EW": 5}) == (True, {"NS": 16, "EW": 0})
    # set: the bid plus the opponents' books over six
    assert fm.hand_score(sp, "E", 4, False, {"NS": 8, "EW": 5}) == (False, {"NS": 6, "EW": 0})
    assert fm.hand_score(sp, "E", 4, True, {"NS": 6, "EW": 7}) == (False, {"NS": 8, "EW": 0})


@pytest.mark.rule("SH-2", "SH-3")
def test_hawaii_set_by_eight_minus_the_bid() -> None:
    sp = fm.spec("hawaii")
    for bid in range(3, 8):
        opp = 8 - bid  # SH-2: the opponents set it by taking 8 - bid books
        assert fm.hand_score(sp, "N", bid, False, {"NS": 13 - opp, "EW": opp}) == (
            False, {"NS": 0, "EW": 2})
        assert fm.hand_score(sp, "N", bid, False, {"NS": 14 - opp, "EW": opp - 1}) == (
            True, {"NS": 1, "EW": 0})


@pytest.mark.rule("SC-4")
def test_cutthroat_every_player_scores_their_tricks() -> None:
    sp = fm.spec("cutthroat", 3)
    books = {"P1": 9, "P2": 4, "P3": 3}
    assert fm.hand_score(sp, "P1", 9, False, books) == (True, {"P1": 9, "P2": 4, "P3": 3})
    assert fm.hand_score(sp, "P1", 10, True, books) == (False, {"P1": -10, "P2": 4, "P3": 3})


@pytest.mark.rule("SC-5", "S52-6", "SB-5", "SRI-4", "SH-4")
def test_whole_game_ends() -> None:
    assert fm.game_winner("cutthroat", {"P1": 30, "P2": 12, "P3": 29}) == "P1"
    assert fm.game_winner("cutthroat", {"P1": 31, "P2": 33, "P3": 2}) == "P2"
    assert fm.game_winner("cutthroat", {"P1": 31, "P2": 31, "P3": 2}) is None  # tie: play on
    assert fm.game_winner("cutthroat", {"P1": 29, "P2": 29, "P3": 2}) is None
    assert fm.game_winner("bid-whist-52", {"NS": 21, "EW": 20}) == "NS"
    assert fm.game_winner("rhode-island", {"NS": 20, "EW": 0}) is None
    assert fm.game_winner("boston", {"NS": 11, "EW": 12}, "NS") == "NS"  # contractors win
    assert fm.game_winner("boston", {"NS": 10, "EW": 12}, "NS") == "EW"
    assert fm.game_winner("boston", {"NS": 10, "EW": -3}, "NS") is None
    assert fm.game_winner("hawaii", {"NS": 7, "EW": 0}) == "NS"
    assert fm.game_winner("hawaii", {"NS": 7, "EW": 1}) is None
    assert fm.game_winner("hawaii", {"NS": 2, "EW": 13}) == "EW"  # an 11-point lead
    assert fm.game_winner("hawaii", {"NS": 21, "EW": 20}) is None
    assert fm.game_winner("hawaii", {"NS": 22, "EW": 20}) == "NS"


# ------------------------------------------------------------------ auctions
@pytest.mark.rule("S52-2", "S52-3", "SRI-2")
def test_one_round_auctions_with_an_equalling_dealer() -> None:
    a = auction("bid-whist-52", "W", ["2", "pass", "3", "3"])
    assert a.over and a.high == ("W", "3")  # the dealer equals and takes it
    with pytest.raises(fm.Refusal) as err:
        auction("bid-whist-52", "W", ["2", "pass", "3", "2"])
    assert err.value.rules == {"S52-2"}
    with pytest.raises(fm.Refusal):
        auction("bid-whist-52", "W", ["3", "3"])  # only the dealer may equal
    with pytest.raises(fm.Refusal):
        auction("bid-whist-52", "W", ["pass", "pass", "pass", "2"])  # forced: exactly 1
    assert auction("bid-whist-52", "W", ["pass", "pass", "pass", "redeal"]).redeal
    with pytest.raises(fm.Refusal) as err:  # N holds a king: no redeal
        auction("bid-whist-52", "W", ["redeal"], {"N": ["KS", "2H"]})
    assert "S52-3" in err.value.rules
    assert auction("bid-whist-52", "W", ["redeal"], {"N": ["AS", "10H"]}).redeal
    a = auction("rhode-island", "S", ["pass", "pass", "pass", "5"])  # forced: any bid
    assert a.high == ("S", "5")
    assert auction("rhode-island", "S", ["4", "pass", "pass", "4"]).high == ("S", "4")


@pytest.mark.rule("SCN-2")
def test_cincinnati_ladder() -> None:
    sp = fm.spec("cincinnati")
    assert sp.ladder[:4] == ("1U", "1D", "1NT", "2U")
    assert fm.parse_call(sp, "3 special") == "3D" and fm.parse_call(sp, "3") is None
    a = auction("cincinnati", "N", ["1D", "1NT", "pass", "1NT"])
    assert a.high == ("N", "1NT")
    with pytest.raises(fm.Refusal):
        auction("cincinnati", "N", ["1NT", "1D"])


@pytest.mark.rule("SC-2", "SB-2")
def test_round_auctions_skip_passed_players() -> None:
    a = auction("boston", "W", ["1", "2", "pass", "pass", "3", "pass"])
    assert [s for s, _ in a.calls] == ["N", "E", "S", "W", "N", "E"]
    assert a.over and a.high == ("N", "3")
    a = auction("cutthroat", "P3", ["1", "1NT", "2"], players=3)
    assert not a.over and a.to_act() == "P1"
    a = auction("cutthroat", "P3", ["pass", "pass", "4NT"], players=3)
    assert a.over and a.high == ("P3", "4NT")
    with pytest.raises(fm.Refusal):  # the dealer must bid
        auction("cutthroat", "P3", ["pass", "pass", "pass"], players=3)
    with pytest.raises(fm.Refusal):  # Boston: the forced dealer takes exactly 1
        auction("boston", "W", ["pass", "pass", "pass", "2"])
    assert fm.spec("cutthroat", 5).ladder[-1] == "10NT"


# ------------------------------------------------------------------ generators
@pytest.mark.rule("SC-1", "S52-1", "S52-5", "SB-1", "SB-3", "SCN-1", "SCN-3", "SRI-1",
                  "SRI-3", "SH-1", "SH-2")
@pytest.mark.parametrize("game", fm.SYSTEMS)
def test_random_records_are_legal_and_conserve_cards(game: str) -> None:
    rng = random.Random(hash(game) % 1000)
    for _ in range(150):
        rec = fm.random_record(game, rng)
        sp = fm.spec_of(rec)
        dealt = [c for s in sp.seats for c in rec["hands"][s]] + rec.get("kitty", [])
        assert sorted(dealt) == sorted(fm.deck_of(sp))
        res = fm.replay(rec)
        assert res["complete"]
        if res.get("redeal"):
            assert set(res["score"].values()) == {0}
            continue
        played = [c for t in res["tricks"] for c in t["cards"]]
        assert sorted(played + rec.get("discard", [])) == sorted(dealt)
        total = sp.hand if game == "cutthroat" else 13
        assert sum(res["books"].values()) == total
        assert [t["leader"] for t in res["tricks"][1:]] == [t["winner"] for t in
                                                           res["tricks"][:-1]]
        assert res["tricks"][0]["leader"] == res["contract"]["declarer"]
        fm.replay(fm.cut(rec, rng))


@pytest.mark.parametrize("game", fm.SYSTEMS)
def test_the_model_refuses_every_broken_record(game: str) -> None:
    rng = random.Random(7)
    kinds = set()
    for _ in range(15):
        for b in fm.broken_records(game, rng):
            with pytest.raises(fm.Refusal) as err:
                fm.replay(b.record)
            assert err.value.place.startswith(b.place), (b.fault, err.value)
            assert err.value.rules & b.rules, (b.fault, err.value)
            kinds.add(b.fault)
    assert len(kinds) >= 15


@pytest.mark.rule("BW-4.3", "BW-4.5", "BW-5.1", "BW-5.3")
def test_trick_rules_agree_with_the_house_model() -> None:
    rng = random.Random(3)
    deck = list(fm.DECK52 + fm.JOKERS)
    for _ in range(3000):
        trick = rng.sample(deck, 4)
        trump = rng.choice([None, "S", "H", "D", "C"])
        direction = rng.choice(["uptown", "downtown"])
        if trump is None and all(fm.is_joker(c) for c in trick[:4]):
            continue
        assert fm.trick_winner(trick, trump, direction) == bw_model.winner(trick, trump,
                                                                            direction)
        hand = rng.sample([c for c in deck if c not in trick], 8)
        assert set(fm.legal_cards(hand, trick[:2], trump)) == bw_model.legal(hand, trick[:2],
                                                                             trump)
