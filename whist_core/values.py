"""Read-only building blocks for values: :class:`FrozenDict`.

States, results and views are immutable all the way down: what they hold is tuples,
frozen dataclasses and :class:`FrozenDict` — a ``dict`` that cannot change, so it is
hashable, equal to a plain ``dict`` with the same items, and printed by :mod:`json` as
one.
"""

from __future__ import annotations

from typing import Any, NoReturn, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class FrozenDict(dict[K, V]):
    """A ``dict`` that cannot change after it is made (hashable by its items)."""

    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError(f"a {type(self).__name__} cannot change")

    __setitem__ = __delitem__ = _refuse
    clear = pop = popitem = setdefault = update = _refuse
    __ior__ = _refuse  # type: ignore[assignment]

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(frozenset(self.items()))

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (dict(self),))

    def __copy__(self) -> FrozenDict[K, V]:
        return self

    def __deepcopy__(self, memo: dict) -> FrozenDict[K, V]:
        return self


def frozen(mapping: Any) -> FrozenDict:
    """``mapping`` as a :class:`FrozenDict` (itself if it is one already)."""
    return mapping if type(mapping) is FrozenDict else FrozenDict(mapping)


__all__ = ["FrozenDict", "chain", "frozen"]


def chain(state: Any, previous: int) -> list[Any]:
    """Every state from the first to ``state``, following the link each state keeps to the
    one before it at tuple position ``previous`` (the family engine's states)."""
    out = []
    while state is not None:
        out.append(state)
        state = state[previous]
    return out[::-1]
