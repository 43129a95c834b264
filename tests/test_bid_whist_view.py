"""What one Bid Whist seat may see: ``state.view(seat)`` (DESIGN.md "Information")."""

from __future__ import annotations

import dataclasses
import random

import pytest

from whist_core.bid_whist import (
    SEATS,
    BidWhistRules,
    Deal,
    FamilyState,
    Phase,
    pair_of,
    partner_of,
)
from whist_core.bots import FamilyBot
from whist_core.cards import Card, deck
from whist_core.errors import WhistError
from whist_core.family.ranking import ranking_at, sort_hand
from whist_core.family.systems.house import declared, new_hand
from whist_core.family.view import FamilyView, kitty_shown_to_all
from whist_core.narrate import step
from whist_core.narrate.family import hint as explain_legal

ALL_RULES = [
    BidWhistRules(),
    BidWhistRules(min_bid=4, downtown_beats_uptown=True, ace_low_downtown=True),
    BidWhistRules(nt_jokers="kitty", first_lead="left_of_dealer"),
    BidWhistRules(nt_jokers="anytime", jokers=1),
    BidWhistRules(nt_jokers="first_discard", allow_renege=True),
    BidWhistRules(jokers=0),
    BidWhistRules(sport_kitty=True, deuce_spades=True),
]


def _played_to(state: FamilyState, steps: int, seed: int = 0) -> FamilyState:
    """``state`` after ``steps`` bot actions."""
    bot = FamilyBot(seed)
    for _ in range(steps):
        if state.complete:
            break
        state = bot.move(state)
    return state


def _first(state: FamilyState, phase: Phase) -> FamilyState:
    bot = FamilyBot(1)
    while state.phase is not phase:
        state = bot.move(state)
    return state


def _cards_in(value: object, out: set[Card]) -> set[Card]:
    """Every Card object reachable from ``value`` (fields, tuples, mappings)."""
    if isinstance(value, Card):
        out.add(value)
    elif isinstance(value, str | int | float | bool) or value is None:
        pass
    elif isinstance(value, dict) or hasattr(value, "items"):
        for k, v in value.items():
            _cards_in(k, out)
            _cards_in(v, out)
    elif isinstance(value, tuple | list | set | frozenset):
        for v in value:
            _cards_in(v, out)
    elif dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            if f.name != "rules":
                _cards_in(getattr(value, f.name), out)
    return out


def _known_to(state: FamilyState, seat: str) -> set[Card]:
    """The cards ``seat`` may know: own hand, every card played, the kitty and own
    discard for the declarer after the declaration, the kitty for all under V-SPORT-KITTY."""
    known = set(state.hand(seat)) | {c for _, c in state.played}
    if kitty_shown_to_all(state):  # V-SPORT-KITTY
        known |= set(state.kitty)
    c = state.contract
    if c is not None and declared(c) and c.declarer == seat:
        known |= set(state.kitty)
        for s in state.states():
            if s.last.kind == "discard":
                known |= set(s.last.value)
    return known


# ------------------------------------------------------------------ contents


def test_view_shows_own_hand_sorted_and_only_sizes_of_others():
    s = new_hand(7)
    v = s.view("S")
    assert isinstance(v, FamilyView)
    assert list(v.hand) == sort_hand(s.hand("S"), ranking_at(s))
    assert dict(v.hand_sizes) == {seat: 12 for seat in SEATS}
    assert v.partner == "N"
    with pytest.raises(TypeError):
        v.hand_sizes["N"] = 3  # read only
    with pytest.raises(dataclasses.FrozenInstanceError):
        v.hand = ()  # type: ignore[misc]


@pytest.mark.rule("BW-2.4")
def test_legal_actions_only_for_the_seat_to_act():
    s = new_hand(3)
    for seat in SEATS:
        v = s.view(seat)
        if seat == s.to_act:
            assert v.my_turn and list(v.legal) == s.legal_calls()
        else:
            assert not v.my_turn and v.legal == ()


@pytest.mark.rule("BW-3.5")
def test_kitty_seen_by_the_declarer_only_after_the_declaration():
    s = _first(new_hand(11), Phase.DECLARE)
    assert all(s.view(seat).kitty is None for seat in SEATS)
    s = FamilyBot(0).move(s)
    declarer = s.contract.declarer
    for seat in SEATS:
        v = s.view(seat)
        if seat == declarer:
            assert v.kitty == s.kitty
            assert len(v.hand) == 18
        else:
            assert v.kitty is None
            assert v.hand_sizes[declarer] == 18


@pytest.mark.rule("BW-3.5")
def test_discard_seen_by_the_declarer_only():
    s = _first(new_hand(12), Phase.PLAY)
    declarer = s.contract.declarer
    laid = s.last.value
    for seat in SEATS:
        v = s.view(seat)
        if seat == declarer:
            assert v.discard == tuple(laid)
            assert v.last.value == laid
        else:
            assert v.discard is None
            assert v.last.kind == "discard" and v.last.value is None
            assert not any(c.pretty in step(v) for c in laid)
        assert v.books[pair_of(declarer)] >= 1  # the discard is a book (BW-3.6)


@pytest.mark.rule("BW-9.7")
def test_last_trick_visible_until_the_seat_or_partner_plays_to_the_next():
    s = _first(new_hand(5), Phase.PLAY)
    bot = FamilyBot(2)
    for _ in range(4):
        s = bot.move(s)
    done = s.tricks[-1]
    assert s.trick is None
    assert all(s.view(seat).last_trick == done for seat in SEATS)
    leader = s.to_act
    s = bot.move(s)                 # the winner leads to trick 2
    for seat in SEATS:
        seen = s.view(seat).last_trick
        if seat in (leader, partner_of(leader)):
            assert seen is None
        else:
            assert seen == done
    s = bot.move(s)                 # an opponent of the leader plays
    assert all(s.view(seat).last_trick is None for seat in SEATS)


def test_trick_in_progress_and_every_trick_so_far():
    s = _first(new_hand(8), Phase.PLAY)
    bot = FamilyBot(0)
    s = bot.move(s)
    s = bot.move(s)
    v = s.view("N")
    assert v.trick == s.trick and v.trick_plays == s.trick.plays
    assert v.trick_number == 1 and v.tricks == (s.trick,)
    while not s.complete:
        s = bot.move(s)
    v = s.view("E")
    assert v.complete and v.to_act is None and v.legal == ()
    assert v.tricks == s.tricks and v.trick is None and v.trick_plays == ()
    assert dict(v.books) == s.books


@pytest.mark.rule("BW-2.5")
def test_explain_legal_names_the_rules():
    s = new_hand(1)
    for _ in range(3):
        s = s.call("pass")
    text = explain_legal(s.view(s.to_act))
    assert "BW-2.5" in text and "pass" not in text.split("(")[0]
    s = _first(new_hand(9), Phase.PLAY)
    bot = FamilyBot(0)
    s = bot.move(s)
    text = explain_legal(s.view(s.to_act))
    assert "BW-" in text


# ------------------------------------------------------------- nothing leaks


@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: str(r.to_record() or "house"))
def test_no_hidden_card_object_in_any_view(rules):
    rng = random.Random(1)
    for seed in range(25):
        s = new_hand(seed, rules=rules)
        for state in _random_chain(s, rng):
            for seat in SEATS:
                seen = _cards_in(state.view(seat), set())
                hidden = seen - _known_to(state, seat)
                assert not hidden, (seat, state, hidden)


def _random_chain(state: FamilyState, rng: random.Random) -> list[FamilyState]:
    """A few states along one bot-played hand."""
    states = _played_to(state, 80, rng.randrange(100)).states()
    return [states[i] for i in sorted(rng.sample(range(len(states)), 6))]


def _replay(state: FamilyState, mapping: dict[Card, Card]) -> FamilyState:
    """The same actions on a deal with cards renamed by ``mapping`` (a bijection on cards
    the actions never name, except the discard, which is renamed too)."""
    d = state.deal
    hands = {s: tuple(mapping.get(c, c) for c in h) for s, h in d.held(SEATS).items()}
    kitty = tuple(mapping.get(c, c) for c in d.kitty_cards)
    new = FamilyState.from_deal(state.system, Deal.of(SEATS, state.dealer, hands, kitty))
    for s in state.states()[1:]:
        a = s.last
        if a.kind == "discard":
            new = new.lay_away([mapping.get(c, c) for c in a.value])
        elif a.kind == "claim":
            new = new.claim_renege(*a.value)
        else:
            new = new.apply(a.value)
    return new


def _hidden_from(state: FamilyState, seat: str) -> list[Card]:
    """Cards whose place ``seat`` cannot know, outside ``seat``'s dealt hand."""
    known = _known_to(state, seat) | set(state.deal.held(SEATS)[seat])
    c = state.contract
    if state.discard is not None and c.no_trump and state.rules.nt_jokers == "kitty":
        # V-NT-JOKER-KITTY: a joker holder draws a replacement from the face-down pile, so
        # the card drawn depends on the pile: keep the pile and the jokers where they are
        known |= set(state.discard) | {x for x in deck(state.rules.jokers) if x.is_joker}
        known |= {x for s in state.states() if s.last.kind == "discard" for x in s.last.value}
    return [x for x in deck(state.rules.jokers) if x not in known]


@pytest.mark.rule("BW-9.7")
@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: str(r.to_record() or "house"))
def test_states_differing_only_in_hidden_cards_give_equal_views(rules):
    rng = random.Random(7)
    swapped = 0
    for seed in range(30):
        base = new_hand(seed, rules=rules)
        for state in _random_chain(base, rng):
            seat = rng.choice(SEATS)
            hidden = _hidden_from(state, seat)
            if len(hidden) < 2:
                continue
            # same-suit swaps keep every earlier action legal: the replay must succeed
            by_suit: dict = {}
            rank = ranking_at(state)
            for c in hidden:  # the suit a card counts as (V-DEUCE-SPADES: 2♠ a trump)
                by_suit.setdefault(rank.suit_of(c) if rank else c.suit, []).append(c)
            mapping: dict[Card, Card] = {}
            for group in by_suit.values():
                shuffled = group[:]
                rng.shuffle(shuffled)
                mapping.update(zip(group, shuffled, strict=True))
            other = _replay(state, mapping)
            assert other.view(seat) == state.view(seat)
            if other.hands != state.hands:
                swapped += 1
            # any permutation: when the actions stay legal, the view must not change
            shuffled = hidden[:]
            rng.shuffle(shuffled)
            try:
                other = _replay(state, dict(zip(hidden, shuffled, strict=True)))
            except WhistError:
                continue
            assert other.view(seat) == state.view(seat)
            if state.to_act == seat:  # so a bot at that seat decides the same
                bot = FamilyBot(3)
                assert bot.choose(other.view(seat)) == bot.choose(state.view(seat))
    assert swapped > 50  # the hidden cards really did move


@pytest.mark.rule("BW-6.6")
def test_a_view_knows_only_its_own_failures_to_follow_suit():
    """The one view type: a house view lists every trick so far, each with only the
    viewer's own reneges (the family view listed every seat's)."""
    rules = BidWhistRules(allow_renege=True)
    s = _first(new_hand(5, rules=rules), Phase.PLAY)
    bot = FamilyBot(2)
    while not s.reneges_now:
        seat = s.to_act
        held = [c for c in s.hand(seat) if c not in s.legal_plays()]
        s = s.play(held[0]) if held and s.plays else bot.move(s)
    (cheat,) = s.reneges_now
    for seat in SEATS:
        seen = s.view(seat).tricks[-1].reneges
        assert seen == ((cheat,) if seat == cheat else ()), seat
