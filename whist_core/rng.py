"""Reproducible randomness: the same seed gives the same deal everywhere.

Python promises that ``random.Random(seed).random()`` yields the same sequence in
every version (the random module's documentation); it makes no such promise for
``shuffle``, ``choice`` or ``randrange``. So every draw here is made from
``random()`` alone.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def _steps(n: int) -> tuple[tuple[int, int], ...]:
    return tuple((i, i + 1) for i in range(n - 1, 0, -1))


_STEPS = tuple(_steps(n) for n in range(64))   # the Fisher–Yates places, made once


class SeededRandom:
    """A version-stable random source for deals."""

    __slots__ = ("_draw",)

    def __init__(self, seed: int):
        self._draw = random.Random(int(seed)).random

    def below(self, n: int) -> int:
        """An integer in ``0 .. n-1``, uniform to within 2**-53 * n."""
        if n <= 0:
            raise ValueError("n must be positive")
        return int(self._draw() * n)

    def between(self, low: int, high: int) -> int:
        """A uniform integer in ``low .. high`` inclusive."""
        return low + self.below(high - low + 1)

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A Fisher–Yates shuffle of a copy of ``items``: for ``i`` from the last place down
        to 1, swap place ``i`` with place ``int(random() * (i + 1))``."""
        out = list(items)
        draw = self._draw
        for i, k in _STEPS[len(out)] if len(out) < 64 else _steps(len(out)):
            j = int(draw() * k)
            out[i], out[j] = out[j], out[i]
        return out

    def permutation(self, n: int) -> list[int]:
        """``shuffled(range(n))``, the same draws: the deal's order of card numbers."""
        out = list(range(n))
        draw = self._draw
        for i, k in _STEPS[n] if n < 64 else _steps(n):
            j = int(draw() * k)
            out[i], out[j] = out[j], out[i]
        return out

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """``k`` distinct items, in the order drawn (a partial Fisher–Yates)."""
        pool = list(items)
        draw = self._draw
        for i in range(k):
            j = i + int(draw() * (len(pool) - i))
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]
