"""The deal of German Whist (GW-2), reproducible from a seed on every machine."""

from __future__ import annotations

from dataclasses import dataclass

from whist_core.cards import Card, deck
from whist_core.errors import RecordError
from whist_core.german_whist.trick import PLAYERS, other
from whist_core.rng import SeededRandom


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
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RecordError(f"the seed must be a whole number, got {seed!r}", "GW-2.2", "seed")
    rng = SeededRandom(seed)
    lot = PLAYERS[rng.below(2)]                      # GW-2.1 first dealer by lot
    dealer = lot if dealer is None else check_player(dealer)
    pack = rng.shuffled(deck())                      # GW-2.2 shuffle
    cut = rng.between(1, 51)                         # GW-2.2 the opponent cuts
    pack = pack[cut:] + pack[:cut]
    first = other(dealer)                            # GW-2.2 starting with the opponent
    order = (first, dealer)
    trace = [(pack[i], order[i & 1]) for i in range(26)]
    trace += [(c, "stock") for c in pack[26:]]       # GW-2.3 the stock, top first
    hands = {first: tuple(pack[0:26:2]), dealer: tuple(pack[1:26:2])}
    return Deal(seed, dealer, cut, {p: hands[p] for p in PLAYERS}, tuple(pack[26:]),
                tuple(trace))
