"""Reproducible randomness: the same seed gives the same deal everywhere.

``random.Random`` seeded with an integer and ``getrandbits`` are stable across
Python versions and machines, but ``shuffle``/``randrange`` are library details
that could change; so shuffling and choosing are done here, on ``getrandbits``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


class SeededRandom:
    """A small, version-stable random source for deals."""

    def __init__(self, seed: int):
        self._random = random.Random(int(seed))

    def below(self, n: int) -> int:
        """A uniform integer in ``0 .. n-1`` (rejection sampling on raw bits)."""
        if n <= 0:
            raise ValueError("n must be positive")
        bits = n.bit_length()
        while True:
            value = self._random.getrandbits(bits)
            if value < n:
                return value

    def between(self, low: int, high: int) -> int:
        """A uniform integer in ``low .. high`` inclusive."""
        return low + self.below(high - low + 1)

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A Fisher–Yates shuffle of a copy of ``items``."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """``k`` distinct items, in the order drawn."""
        return self.shuffled(items)[:k] if k else []
