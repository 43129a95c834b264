"""The six systems of RULES.md Part E on the family engine: deals, auctions, declarations,
the kitty, scoring, whole games, views and bots."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from whist_core import games, records
from whist_core.cards import Card, Suit
from whist_core.errors import RecordError, RuleError
from whist_core.family.engine import Contract, FamilyState
from whist_core.family.score import FamilyGame, score_hand
from whist_core.family.system import Call
from whist_core.family.systems import CUTTHROAT, SYSTEMS, system
from whist_core.family.view import FamilyView

NAMES = list(SYSTEMS)


def _play_out(state: FamilyState, seed: int = 0) -> FamilyState:
    bot = games.get(state.game_name).bot(seed)
    while not state.complete:
        state = bot.move(state)
    return state


def _auction(state: FamilyState, calls: list[str]) -> FamilyState:
    for c in calls:
        state = state.apply(c)
    return state


# ------------------------------------------------------------------------------ deals
@pytest.mark.rule("SC-1")
@pytest.mark.parametrize(("players", "each", "kitty"), [(3, 16, 6), (4, 12, 6), (5, 10, 4)])
def test_cutthroat_deals_54_cards_to_three_four_or_five(players: int, each: int,
                                                        kitty: int) -> None:
    s = FamilyState.new(CUTTHROAT[players], 9)
    assert len(s.seats) == players and s.seats[0] == "P1"
    assert all(len(s.hand(p)) == each for p in s.seats) and len(s.kitty) == kitty
    allcards = [c for p in s.seats for c in s.hand(p)] + list(s.kitty)
    assert len(set(allcards)) == 54


@pytest.mark.rule("S52-1", "SB-1", "SCN-1", "SRI-1", "SH-1")
@pytest.mark.parametrize(("name", "each", "kitty"), [
    ("bid-whist-52", 12, 4), ("boston", 13, 0), ("cincinnati", 13, 0),
    ("rhode-island", 12, 4), ("hawaii", 12, 4)])
def test_52_card_systems_deal_their_sizes(name: str, each: int, kitty: int) -> None:
    s = games.get(name).new(4)
    assert all(len(s.hand(p)) == each for p in "NESW") and len(s.kitty) == kitty
    cards = {c for p in "NESW" for c in s.hand(p)} | set(s.kitty)
    assert len(cards) == 52 and not any(c.is_joker for c in cards)


@pytest.mark.rule("BW-2.3")
def test_kitty_cards_are_never_among_the_first_or_last_four_dealt() -> None:
    for seed in range(30):
        trace = FamilyState.new(SYSTEMS["hawaii"], seed).deal.trace
        where = [i for i, (_, to) in enumerate(trace) if to < 0]
        assert where and min(where) >= 4 and max(where) < len(trace) - 4


# ---------------------------------------------------------------------------- auctions
@pytest.mark.rule("SC-2")
def test_cutthroat_auction_goes_round_until_all_but_one_passed() -> None:
    s = FamilyState.new(CUTTHROAT[4], 1, dealer="P4")
    s = _auction(s, ["1", "1NT", "pass", "pass", "2"])     # P1 P2 P3 P4 P1
    assert s.phase == "auction" and s.to_act == "P2"      # P3, P4 passed: skipped
    s = s.apply("pass")
    assert s.phase == "declare" and s.contract.declarer == "P1" and s.contract.bid == 2
    assert [c.code for c in s.bids] == ["1", "1NT", "pass", "pass", "2", "pass"]


@pytest.mark.rule("SC-2")
def test_cutthroat_ladder_and_dealer_forced() -> None:
    s = FamilyState.new(CUTTHROAT[3], 2, dealer="P3")
    s = s.apply("2NT")
    with pytest.raises(RuleError) as err:
        s.apply("2")
    assert err.value.rule == "SC-2"
    s = FamilyState.new(CUTTHROAT[3], 2, dealer="P3")
    s = _auction(s, ["pass", "pass"])
    assert Call("pass") not in s.legal_actions()
    with pytest.raises(RuleError) as err:
        s.apply("pass")
    assert err.value.rule == "SC-2"
    assert max(c.level for c in s.legal_actions()) == 16       # up to a hand's size


@pytest.mark.rule("S52-2", "SRI-2")
@pytest.mark.parametrize("name", ["bid-whist-52", "rhode-island"])
def test_the_dealer_may_equal_the_high_bid_and_takes_it(name: str) -> None:
    s = games.get(name).new(3, dealer="W")
    s = _auction(s, ["3", "pass"])
    with pytest.raises(RuleError):
        s.apply("3")                          # S: not the dealer, may not equal
    s = _auction(s, ["pass", "3"])
    assert s.contract is not None and s.contract.declarer == "W" and s.contract.bid == 3


@pytest.mark.rule("SH-1", "SH-2")
def test_hawaii_bids_three_to_seven_and_the_dealer_may_not_equal() -> None:
    s = games.get("hawaii").new(3, dealer="W")
    with pytest.raises(RuleError) as err:
        s.apply("2")
    assert err.value.rule == "SH-2"
    s = _auction(s, ["4", "pass", "pass"])
    assert "4" not in [c.code for c in s.legal_actions()]


@pytest.mark.rule("SB-2")
def test_boston_dealer_must_take_one_when_three_pass() -> None:
    s = _auction(games.get("boston").new(5, dealer="S"), ["pass", "pass", "pass"])
    assert [c.code for c in s.legal_actions()] == ["1"]
    with pytest.raises(RuleError) as err:
        s.apply("2")
    assert err.value.rule == "SB-2"
    s = s.apply("1")
    assert s.contract.declarer == "S" and s.phase == "declare"


@pytest.mark.rule("S52-2", "S52-3")
def test_52_redeal_calls() -> None:
    game = games.get("bid-whist-52")
    s = _auction(game.new(6, dealer="N"), ["pass", "pass", "pass"])
    assert {c.code for c in s.legal_actions()} == {"1", "redeal"}     # S52-2
    done = s.apply("redeal")
    assert done.complete and done.redeal and done.result.score == {"NS": 0, "EW": 0}
    out = game.summary([done])
    assert out["redeal"] is True and out["contract"] is None and out["tricks"] == []
    # S52-3: only a hand with no king, queen or jack may call redeal before that
    for seed in range(200):
        s = game.new(seed)
        hand = s.hand(s.to_act)
        honours = any(c.rank in (11, 12, 13) for c in hand)
        assert (Call("redeal") in s.legal_actions()) is (not honours)
        if honours:
            with pytest.raises(RuleError) as err:
                s.apply("redeal")
            assert err.value.rule == "S52-3"
            break


@pytest.mark.rule("SCN-2")
def test_cincinnati_ladder_normal_special_no_trump() -> None:
    s = games.get("cincinnati").new(8, dealer="W")
    s = s.apply("2U")
    assert [c.code for c in s.legal_actions()][:4] == ["pass", "2D", "2NT", "3U"]
    with pytest.raises(RuleError):
        s.apply("2")                      # a bare number says no ranking
    s = s.apply("2 special")
    assert s.bids[-1].code == "2D"


# ------------------------------------------------------------------ declare and kitty
@pytest.mark.rule("SB-3")
def test_boston_trump_by_lead() -> None:
    s = _auction(games.get("boston").new(5, dealer="S"), ["pass", "pass", "pass", "1"])
    s = s.apply("by lead")
    assert s.contract.trump is None and s.to_act == "S"
    lead = s.hand("S")[-1]
    s = s.apply(lead)
    assert s.contract.trump is lead.suit and s.contract.kind == "uptown"


@pytest.mark.rule("SRI-3")
def test_rhode_island_lays_away_before_naming_trump() -> None:
    s = _auction(games.get("rhode-island").new(2, dealer="W"), ["pass", "pass", "pass", "2"])
    assert s.phase == "discard" and len(s.hand("W")) == 16
    with pytest.raises(RuleError):
        s.declare("hearts")
    s = s.apply(list(s.hand("W")[:4]))
    assert s.books["EW"] == 1 and s.phase == "declare"      # the laid-away cards: a book
    s = s.apply("no trump")
    assert s.contract.kind == "no trump" and s.to_act == "W"


@pytest.mark.rule("S52-4", "S52-5")
def test_52_kitty_goes_to_the_winner_of_trick_one() -> None:
    s = _auction(games.get("bid-whist-52").new(2, dealer="W"), ["pass", "pass", "pass", "1"])
    s = s.apply({"trump": "spades", "ranking": "downtown_ace_low"})
    assert (s.contract.kind, s.contract.direction) == ("downtown", "downtown_ace_low")
    s = s.apply(list(s.hand("W")[:4]))
    assert s.books == {"NS": 0, "EW": 0}                   # not a book yet
    for _ in range(4):
        s = s.apply(s.legal_actions()[0])
    first = s.tricks[0].winner
    books = s.books
    assert books[s.side_of(first)] == 2 and sum(books.values()) == 2


@pytest.mark.rule("SC-3")
def test_cutthroat_laid_away_cards_are_no_book() -> None:
    s = _auction(FamilyState.new(CUTTHROAT[4], 3, dealer="P4"), ["3", "pass", "pass", "pass"])
    s = s.apply("downtown hearts")
    assert (s.contract.kind, s.contract.trump) == ("downtown", Suit.HEARTS)
    s = s.apply(list(s.hand("P1")[:6]))
    assert sum(s.books.values()) == 0 and s.to_act == "P1"


# --------------------------------------------------------------------------- scoring
@dataclass
class _Hand:
    """A complete hand reduced to what scoring reads."""

    system: object
    books: dict
    contract: Contract
    redeal: bool = False

    def side_of(self, seat: str) -> str:
        if not self.system.partnerships:
            return seat
        return "NS" if seat in "NS" else "EW"


def _score(name: str, bid: int, books: dict, nt: bool = False, declarer: str = "N"):
    s = system(name) if name != "cutthroat" else CUTTHROAT[4]
    c = Contract(declarer, Call("bid", bid, "NT" if nt and name == "cutthroat" else ""),
                 "no trump" if nt else "uptown")
    return score_hand(_Hand(s, books, c))


@pytest.mark.rule("S52-6")
def test_52_scoring_worked_example() -> None:
    r = _score("bid-whist-52", 4, {"NS": 11, "EW": 2})
    assert r.made and r.score == {"NS": 5, "EW": 0}        # 11 books on a bid of 4 scores 5
    r = _score("bid-whist-52", 4, {"NS": 9, "EW": 4}, nt=True)
    assert not r.made and r.score == {"NS": 0, "EW": 4}    # no doubling at no trump


@pytest.mark.rule("SB-4")
def test_boston_scoring() -> None:
    assert _score("boston", 2, {"NS": 9, "EW": 4}).score == {"NS": 3, "EW": 4}
    assert _score("boston", 3, {"NS": 8, "EW": 5}).score == {"NS": -3, "EW": 5}


@pytest.mark.rule("SRI-4")
def test_rhode_island_scoring() -> None:
    assert _score("rhode-island", 2, {"NS": 9, "EW": 4}).score == {"NS": 9, "EW": 0}
    assert _score("rhode-island", 3, {"NS": 5, "EW": 8}).score == {"NS": 0, "EW": 5}
    assert _score("rhode-island", 3, {"NS": 5, "EW": 8}, nt=True).score == {"NS": 0, "EW": 10}


@pytest.mark.rule("SH-2", "SH-3")
def test_hawaii_scoring() -> None:
    assert _score("hawaii", 3, {"NS": 9, "EW": 4}).score == {"NS": 1, "EW": 0}
    # the opponents set a bid of 4 by taking 8 - 4 = 4 books
    assert _score("hawaii", 4, {"NS": 9, "EW": 4}).score == {"NS": 0, "EW": 2}


@pytest.mark.rule("SC-4")
def test_cutthroat_scoring() -> None:
    books = {"P1": 5, "P2": 3, "P3": 2, "P4": 2}
    assert _score("cutthroat", 5, books, declarer="P1").score == books
    r = _score("cutthroat", 6, books, declarer="P1")
    assert not r.made and r.score == {"P1": -6, "P2": 3, "P3": 2, "P4": 2}


# ------------------------------------------------------------------------ whole games
@pytest.mark.rule("SC-5", "S52-6", "SB-5", "SRI-4", "SH-4")
@pytest.mark.parametrize("name", NAMES)
def test_a_whole_game_to_the_end(name: str) -> None:
    game_info = games.get(name)
    g = game_info.game(first_dealer=game_info.default_seats[0])
    seed = 0
    while not g.over and len(g.lines) < 400:
        state = _play_out(game_info.new(seed, dealer=g.next_dealer), seed)
        g = g.add(state)
        seed += 1
    assert g.over, name
    w = g.winner
    totals = g.totals
    if name == "hawaii":
        other = next(s for s in totals if s != w)
        assert ((totals[w] >= 7 and totals[other] == 0) or totals[w] - totals[other] >= 11
                or (totals[w] >= 21 and totals[w] - totals[other] >= 2))
    else:
        assert totals[w] >= {"cutthroat": 30, "boston": 11}.get(name, 21)
    with pytest.raises(RuleError):
        g.add(_play_out(game_info.new(999, dealer=g.next_dealer)))


@pytest.mark.rule("SB-5")
def test_boston_contractors_win_when_both_reach_eleven() -> None:
    from whist_core.family.engine import HandResult
    from whist_core.family.score import HandLine, game_winner

    line = HandLine(3, "N", "E 2", HandResult({"NS": 4, "EW": 9}, True, {"NS": 4, "EW": 3},
                                               False, "EW"), {"NS": 12, "EW": 11})
    assert game_winner(system("boston"), {"NS": 12, "EW": 11}, line) == "EW"


@pytest.mark.rule("S52-3")
def test_after_a_redeal_the_same_dealer_deals_again() -> None:
    game = games.get("bid-whist-52")
    s = _auction(game.new(6, dealer="N"), ["pass", "pass", "pass", "redeal"])
    g = FamilyGame(system("bid-whist-52"), "N").add(s)
    assert g.next_dealer == "N" and g.totals == {"NS": 0, "EW": 0}


# ---------------------------------------------------------------------- views and bots
@pytest.mark.parametrize("name", NAMES)
def test_views_hold_only_what_the_seat_may_know(name: str) -> None:
    state = games.get(name).new(12)
    bot = games.get(name).bot(12)
    while not state.complete:
        for seat in state.seats:
            v = state.view(seat)
            assert isinstance(v, FamilyView) and v.hand == state.hand(seat)
            text = json.dumps(repr(v))
            others = {c for s in state.seats if s != seat for c in state.hand(s)}
            hidden = others | (set(state.kitty) - set(v.hand)
                               - set(v.kitty or ()) - set(v.played))
            assert not any(f"Card('{c.code}')" in text for c in hidden), (seat, name)
            assert (v.legal != ()) is (state.to_act == seat)
        state = bot.move(state)


@pytest.mark.parametrize("name", NAMES)
def test_bots_refuse_a_state_and_play_legal_actions(name: str) -> None:
    game = games.get(name)
    bot = game.bot(1)
    s = game.new(1)
    with pytest.raises(TypeError):
        bot.choose(s)
    for seed in range(20):
        s = _play_out(game.new(seed), seed)
        assert s.complete and s.result is not None


# --------------------------------------------------------------------------- records
@pytest.mark.parametrize("name", NAMES)
def test_records_round_trip(name: str) -> None:
    game = games.get(name)
    s = _play_out(game.new(21), 21)
    rec = json.loads(json.dumps(game.record_of(s)))
    states = records.replay(rec)
    assert states[-1] == s and len(states) == len(s.states())
    assert records.summary(rec)["score"] == s.result.score


@pytest.mark.rule("SC-1", "S52-1")
def test_systems_refuse_rules_switches_and_renege_claims() -> None:
    rec = games.get("hawaii").deal_record(3)
    with pytest.raises(RecordError) as err:
        records.replay(dict(rec, rules={"min_bid": 4}))
    assert err.value.place == "rules.min_bid"
    with pytest.raises(RecordError) as err:
        records.replay(dict(rec, renege_claims=[]))
    assert err.value.place == "renege_claims"
    rec = games.get("boston").deal_record(3)
    with pytest.raises(RecordError) as err:
        records.replay(dict(rec, kitty=["AS"]))
    assert err.value.place == "kitty"
    with pytest.raises(RecordError) as err:
        records.replay(dict(games.get("cutthroat").deal_record(3), players=6))
    assert err.value.place == "players" and err.value.rule == "SC-1"


@pytest.mark.rule("BW-4.4")
def test_an_illegal_card_is_refused_and_the_state_is_unchanged() -> None:
    game = games.get("hawaii")
    s = game.new(30)
    bot = game.bot(0)
    while s.phase != "play" or not s.tricks:
        s = bot.move(s)
    before = s
    seat = s.to_act
    illegal = [c for c in s.hand(seat) if c not in s.legal_actions()]
    if illegal:
        with pytest.raises(RuleError) as err:
            s.apply(illegal[0])
        assert err.value.rule in ("BW-4.4", "BW-4.6") and "does not follow" in err.value.message
    with pytest.raises(RuleError):
        s.apply(Card.parse("BJ"))
    assert s == before


@pytest.mark.rule("SC-2", "SC-3")
def test_cutthroat_no_trump_bid_is_no_trump_from_the_end_of_the_auction() -> None:
    """HAND_RECORDS: kind is 'no trump' after a no-trump bid; the direction comes later."""
    rec = games.get("cutthroat").deal_record(5, "P1")
    rec["bids"] = ["1NT", "pass", "pass", "pass"]
    contract = records.summary(rec)["contract"]
    assert (contract["declarer"], contract["kind"], contract["direction"]) == \
        ("P2", "no trump", None)
    rec["bids"] = ["2", "pass", "pass", "pass"]
    assert records.summary(rec)["contract"]["kind"] is None


@pytest.mark.rule("BW-3.4")
@pytest.mark.rule("S52-4")
@pytest.mark.rule("SCN-2")
def test_contract_words_name_a_chosen_ranking_once() -> None:
    """Where the declarer names the ranking, even uptown is said; a bid that names its
    ranking ("7 downtown") does not get it twice; Boston's ace-high no trump says none."""
    from whist_core.family.systems import HOUSE

    def declared(system, seed: int, bid: str, choice) -> Contract:
        s = FamilyState.new(system, seed)
        while s.phase == "auction":
            s = s.apply(bid if bid in [c.code for c in s.legal_actions()] else "pass")
        return s.apply(choice).contract

    assert declared(HOUSE, 3, "4NT", "uptown").words.endswith("4 no trump, uptown")
    assert declared(HOUSE, 3, "4NT", "downtown").words.endswith("4 no trump, downtown")
    assert declared(HOUSE, 3, "4D", "clubs").words.endswith("4 downtown, clubs trump")
    assert declared(SYSTEMS["cincinnati"], 3, "4D", "clubs").words.endswith(
        "4 downtown, clubs trump")
    assert declared(SYSTEMS["boston"], 3, "4", "no trump").words.endswith("4, no trump")


@pytest.mark.rule("SB-2", "SC-2", "S52-2", "S52-1")
@pytest.mark.parametrize("name", sorted(SYSTEMS))
def test_a_description_holds_values_and_a_bad_one_fails_when_made(name: str) -> None:
    """The auction, the forced dealer and the kitty book are enum values (text is made the
    value); any other text is refused by name when the description is made."""
    from dataclasses import replace

    from whist_core.family.system import Auction, Forced, KittyBook

    s = SYSTEMS[name]
    assert type(s.auction) is Auction and type(s.forced) is Forced
    assert type(s.kitty_book) is KittyBook
    assert replace(s, auction="rounds").auction is Auction.ROUNDS
    for field_name in ("auction", "forced", "kitty_book"):
        with pytest.raises(ValueError, match=f"system {name!r}: {field_name} is 'twice'"):
            replace(s, **{field_name: "twice"})
