"""The deal of German Whist (GW-2), reproducible from a seed on every machine."""

from __future__ import annotations

import _random
from collections.abc import Mapping
from dataclasses import dataclass
from itertools import starmap
from operator import mul
from typing import TypeVar

from whist_core.cards import ALL_CARDS, Card
from whist_core.errors import RecordError
from whist_core.german_whist.trick import PLAYERS, other
from whist_core.values import frozen

T = TypeVar("T")


@dataclass(frozen=True)
class Deal:
    """A dealt German Whist game before any play.

    ``hands`` maps each player to their 13 cards in the order received; ``stock``
    is the other 26, top first (``stock[0]`` is face up: trump, GW-2.3);
    ``trace`` lists every card in dealing order with where it went; ``cut`` is
    where the opponent cut the shuffled pack (GW-2.2).
    """

    seed: int
    dealer: str
    cut: int
    hands: Mapping[str, tuple[Card, ...]]
    stock: tuple[Card, ...]
    trace: tuple[tuple[Card, str], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "hands", frozen(self.hands))


def check_player(value: object, place: str = "dealer") -> str:
    """``"A"`` or ``"B"``, or a :class:`RecordError` naming ``place`` (GW-2.1)."""
    if value not in PLAYERS:
        raise RecordError(f"{value!r} is not a player (A or B)", "GW-2.1", place)
    return value  # type: ignore[return-value]


def deal(seed: int, dealer: str | None = None) -> Deal:
    """Shuffle, cut and deal from ``seed`` (GW-2.1 … GW-2.3).

    The first dealer is drawn by lot from the seed (GW-2.1) unless ``dealer`` is
    given; the lot is drawn either way, so a seed always gives the same pack.
    The opponent cuts at a random point (GW-2.2); 13 cards each are dealt one at
    a time starting with the opponent; the remaining 26 are the stock, its top
    card turned up for trump (GW-2.3).
    """
    lot, cut, pack = shuffle_and_cut(seed)
    dealer = lot if dealer is None else check_player(dealer)
    cards = [ALL_CARDS[i] for i in pack]
    first = other(dealer)                            # GW-2.2 starting with the opponent
    order = (first, dealer)
    trace = [(cards[i], order[i & 1]) for i in range(26)]
    trace += [(c, "stock") for c in cards[26:]]      # GW-2.3 the stock, top first
    hands = {first: tuple(cards[0:26:2]), dealer: tuple(cards[1:26:2])}
    return Deal(seed, dealer, cut, {p: hands[p] for p in PLAYERS}, tuple(cards[26:]),
                tuple(trace))


def shuffle_and_cut(seed: int) -> tuple[str, int, list[int]]:
    """The lot (GW-2.1), the cut and the pack after it (GW-2.2), as card numbers: the
    first 26 are dealt one at a time from the opponent on, the rest are the stock.

    The draws (:mod:`whist_core.rng`): the lot below 2, a Fisher–Yates shuffle of the
    52, then the cut from 1 to 51 — made here in one function (every Monte-Carlo game
    starts with a deal)."""
    return shuffle_pack(seed, [*range(52)])


def shuffle_pack(seed: int, pack: list[T]) -> tuple[str, int, list[T]]:
    """:func:`shuffle_and_cut` of ``pack`` (the 52 cards in the deck's order, as card
    numbers, bits or cards; the list is shuffled in place): the same draws, the same order."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RecordError(f"the seed must be a whole number, got {seed!r}", "GW-2.2", "seed")
    # Every draw is known in advance (none depends on an earlier result), so the 53 are
    # made and scaled in one pass: the lot (× 2), Fisher–Yates from the last place (× i + 1
    # at place i = 51 … 1) and the cut (1 + ×51). ``_random.Random(seed)`` is the generator
    # of ``random.Random(seed)`` without its Python-level constructor: the same numbers.
    scaled = [*map(_trunc, map(mul, starmap(_Random(seed).random, _NO_ARGS), _SCALE))]
    lot = PLAYERS[scaled[0]]                         # GW-2.1 first dealer by lot
    for i, j in zip(_PLACES, scaled[1:52], strict=True):   # GW-2.2 shuffle (deck order)
        pack[i], pack[j] = pack[j], pack[i]
    cut = 1 + scaled[52]                             # GW-2.2 the opponent cuts
    return lot, cut, pack[cut:] + pack[:cut]


_Random = _random.Random
_trunc = float.__trunc__
_NO_ARGS = ((),) * 53
_PLACES = tuple(range(51, 0, -1))
_SCALE = (2.0, *map(float, range(52, 1, -1)), 51.0)
