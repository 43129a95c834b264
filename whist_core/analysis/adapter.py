"""From an engine state to the solver's :class:`Position` — the one place that reads states.

Everything the solver knows of a game comes through :func:`position_of`: the cards
still in the hands, the trick in progress, who led it, who plays with whom, and the
ranking (read from the engine's :class:`~whist_core.family.ranking.Ranking`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from whist_core.analysis.layout import Layout, Position, RankingLike
from whist_core.cards import Card, Suit
from whist_core.errors import RuleError
from whist_core.family.kinds import KittyBook
from whist_core.family.ranking import Ranking, rank_order, ranking_at
from whist_core.family.seats import SEATS, pair_of
from whist_core.family.switches import HOUSE as BW_HOUSE
from whist_core.family.system import UPTOWN

_LAYOUTS: dict[tuple, Layout] = {}


def ranking_key(ranking: Any) -> tuple:
    key = getattr(ranking, "cache_key", None)
    if key is not None:
        return key
    return (ranking.direction, ranking.trump, ranking.deuce, tuple(sorted(ranking.order.items())))


class FamilyRanking:
    """The family engine's trick table (``whist_core.family.engine.table``) seen as a
    ranking: the suit a card follows and its strength, read from the engine's table."""

    def __init__(self, direction: str, trump: Suit | None) -> None:
        from whist_core.cards import SUITS
        from whist_core.family.engine import table

        self.trump = trump
        self._suits = SUITS
        self.table = table(direction, -1 if trump is None else SUITS.index(trump))
        self.cache_key = ("family", direction, trump)

    def suit_of(self, card: Card) -> Suit | None:
        s = self.table.suit[card.index]
        return None if s == 4 else self._suits[s]

    def power(self, card: Card) -> int:
        return self.table.key[card.index]

    def led_suit(self, cards: Sequence[Card]) -> Suit | None:
        """The suit to follow: the first card's that has one (a joker led at no trump
        fixes none, BW-5.3)."""
        return next((s for s in map(self.suit_of, cards) if s is not None), None)


def family_ranking(contract: Any) -> FamilyRanking:
    """The ranking a family contract plays under, once its trump is known."""
    from whist_core.family.system import UPTOWN as F_UP

    return FamilyRanking(contract.direction or F_UP, contract.trump)


def family_teams(seats: Sequence[str], partnerships: bool) -> tuple[str, ...]:
    """The scoring side of each seat: NS/EW in partnerships, each player alone in
    Cutthroat (SC-1)."""
    return tuple(pair_of(s) if partnerships else s for s in seats)


def layout_for(ranking: RankingLike, cards: Iterable[Card], joker_rule: str = "hold") -> Layout:
    """The (cached) layout of ``cards`` under ``ranking``."""
    cards = tuple(sorted(cards, key=lambda c: c.index))
    rule = joker_rule if ranking.trump is None else "hold"
    key = (ranking_key(ranking), rule, cards)  # type: ignore[arg-type]
    lay = _LAYOUTS.get(key)
    if lay is None:
        if len(_LAYOUTS) > 64:
            _LAYOUTS.clear()
        lay = _LAYOUTS[key] = Layout.of(ranking, cards, rule)
    return lay


def german_ranking(trump: Suit) -> Ranking:
    """German Whist's order (GW-1.1, GW-3.2): ace high, the trump suit above the others —
    the engine's uptown ranking with that trump and no jokers."""
    return Ranking(UPTOWN, trump, rank_order(UPTOWN, BW_HOUSE))


def position_of(state: Any) -> Position:
    """The solver's position for a state in the play (a trick in progress included).

    Raises :class:`RuleError` for a state that is not in the play (before the discard,
    German Whist's first stage, a finished hand).
    """
    kind = type(state).__name__
    if kind == "GermanWhistState":
        return _german(state)
    if kind == "FamilyState":
        return _family(state) if state.rules is None else _bid_whist(state)
    raise TypeError(f"no best-play analysis for {kind}")


def _bid_whist(state: Any) -> Position:
    from whist_core.family.kinds import Phase

    if state.phase is not Phase.PLAY:
        if state.phase is Phase.COMPLETE:
            raise RuleError("the hand is over: all 12 tricks are played", "BW-6.1")
        raise RuleError("best play is worked out once the declarer has laid away the kitty "
                        "and play has begun", "BW-3.7")
    hands = state.hands
    plays, played = _trick_and_played(state.tricks)
    in_play = [c for s in SEATS for c in hands[s]] + played
    lay = layout_for(ranking_at(state), in_play, state.rules.nt_jokers)
    leader = SEATS.index(plays[0][0] if plays else state.to_act)
    return Position(lay, SEATS, tuple(pair_of(s) for s in SEATS),
                    tuple(lay.mask(hands[s]) for s in SEATS), leader,
                    tuple(lay.pos[c] for _, c in plays))


def _german(state: Any) -> Position:
    if state.complete:
        raise RuleError("the game is over: all 26 tricks are played", "GW-6.1")
    if state.stage != 2:
        raise RuleError("best play is worked out in the second stage, once the stock is gone "
                        "and each player can know every card", "GW-5.2")
    hands = state.hands
    current, played = _trick_and_played(t for t in state.tricks if t.stage == 2)
    in_play = list(hands["A"]) + list(hands["B"]) + played
    lay = layout_for(german_ranking(state.trump), in_play)
    names = ("A", "B")
    leader = names.index(state.leader)
    return Position(lay, names, names, (lay.mask(hands["A"]), lay.mask(hands["B"])), leader,
                    tuple(lay.pos[c] for _, c in current))


def trump_pending(state: Any) -> bool:
    """True at a Boston hand's first lead, before the lead has fixed trump (SB-3): for a
    family state or a seat's view of one."""
    c = getattr(state, "contract", None)
    return (type(state).__name__ in ("FamilyState", "FamilyView") and c is not None
            and c.trump is None
            and not c.no_trump and c.kind is not None and not state.played)


def _family(state: Any) -> Position:
    if state.complete:
        raise RuleError("the hand is over: every trick is played", "BW-6.1")
    if state.phase != "play":
        raise RuleError("best play is worked out once play has begun", "BW-3.7")
    if trump_pending(state):
        raise RuleError("trump is fixed by the declarer's first lead: solve after it, or use "
                        "card_values", "SB-3")
    ranking = family_ranking(state.contract)
    seats = tuple(state.seats)
    hands = state.hands
    plays, played = _trick_and_played(state.tricks)
    in_play = [x for s in seats for x in hands[s]] + played
    lay = layout_for(ranking, in_play)
    leader = seats.index(plays[0][0] if plays else state.to_act)
    system = state.system
    bonus = system.hand_size if system.kitty_book is KittyBook.TRICK1 else 0
    return Position(lay, seats, tuple(state.side_of(s) for s in seats),
                    tuple(lay.mask(hands[s]) for s in seats), leader,
                    tuple(lay.pos[x] for _, x in plays), bonus)


def _trick_and_played(tricks: Iterable[Any]) -> tuple[tuple[tuple[str, Card], ...], list[Card]]:
    """The trick in progress (the protocol puts it last, with no winner) and every card
    played to ``tricks``."""
    tricks = list(tricks)
    current = tricks[-1].plays if tricks and tricks[-1].winner is None else ()
    return tuple(current), [c for t in tricks for _, c in t.plays]


def position_from_hands(hands: Mapping[str, Sequence[Card]], ranking: RankingLike,
                        leader: str, *, names: Sequence[str] = SEATS,
                        teams: Sequence[str] | None = None, joker_rule: str = "hold",
                        trick: Sequence[Card] = (), bonus: int = 0) -> Position:
    """A position from hands dealt face up (for tables, tests and lessons).

    ``teams`` defaults to the Bid Whist pairs for the four seats; ``trick`` is the cards
    already played to the trick in progress, led by ``leader``.
    """
    names = tuple(names)
    if teams is None:
        teams = tuple(pair_of(s) for s in names) if names == SEATS else names
    cards = [c for s in names for c in hands[s]] + list(trick)
    lay = layout_for(ranking, cards, joker_rule)
    return Position(lay, names, tuple(teams), tuple(lay.mask(hands[s]) for s in names),
                    names.index(leader), tuple(lay.pos[c] for c in trick), bonus)
