"""The deal of German Whist (GW-2), reproducible from a seed on every machine."""

from __future__ import annotations

import random
from dataclasses import dataclass

from whist_core.cards import ALL_CARDS, Card
from whist_core.errors import RecordError
from whist_core.german_whist.trick import PLAYERS, other


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
    hands: dict[str, tuple[Card, ...]]
    stock: tuple[Card, ...]
    trace: tuple[tuple[Card, str], ...]


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

    The draws are those of :class:`whist_core.rng.SeededRandom` — ``below(2)``, then
    ``permutation(52)``, then ``between(1, 51)`` — made here in one function (every
    Monte-Carlo game starts with a deal)."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RecordError(f"the seed must be a whole number, got {seed!r}", "GW-2.2", "seed")
    draw = random.Random(seed).random
    lot = PLAYERS[int(draw() * 2)]                   # GW-2.1 first dealer by lot
    pack = list(range(52))                           # GW-2.2 shuffle (the deck's order):
    for i, k in _STEPS:                              # Fisher–Yates from the last place
        j = int(draw() * k)
        pack[i], pack[j] = pack[j], pack[i]
    cut = 1 + int(draw() * 51)                       # GW-2.2 the opponent cuts
    return lot, cut, pack[cut:] + pack[:cut]


_STEPS = tuple((i, i + 1) for i in range(51, 0, -1))
