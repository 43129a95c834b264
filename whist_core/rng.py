"""Reproducible randomness: the same seed gives the same deal everywhere.

Python promises that ``random.Random(seed).random()`` yields the same sequence in
every version (the random module's documentation); it makes no such promise for
``shuffle``, ``choice`` or ``randrange``. So every draw of a deal is made from
``random()`` alone (:func:`whist_core.family.engine.deal`,
:func:`whist_core.german_whist.deal.shuffle_pack`): a number below ``n`` is
``int(random() * n)``; a shuffle is Fisher–Yates, for ``i`` from the last place down to
1 swapping place ``i`` with place ``int(random() * (i + 1))`` (:data:`_STEPS`); a sample
of ``k`` is a partial Fisher–Yates from the first place up.
"""

from __future__ import annotations

#: ``_STEPS[n]``: the Fisher–Yates places ``(i, i + 1)`` of ``n`` cards, made once.
_STEPS = tuple(tuple((i, i + 1) for i in range(n - 1, 0, -1)) for n in range(64))
