"""Every system of the Bid Whist family, one file each (docs/ADDING_A_SYSTEM.md).

A file here holds one system: its :class:`~whist_core.family.system.System` description
and the rules in which it differs — its :class:`~whist_core.family.declare.Declaring`,
its scoring function, its :class:`~whist_core.family.score.GameEnd` and its lesson's
questions — in the manner of python-chess's ``chess.variant``. A file that defines
``SYSTEM`` (and, for a system with a choice of players, ``BY_PLAYERS``: players →
System) is found here by itself: the registry (:mod:`whist_core.games`), the command
line, records, questions and the course list it in ``System.order``. ``house.py`` is
house Bid Whist (``house(rules)``, ``HOUSE``), the registry's ``bid-whist``.
"""

from __future__ import annotations

import importlib
import pkgutil
from types import MappingProxyType

from whist_core.family.system import System
from whist_core.family.systems.house import HOUSE, house


def _found() -> tuple[dict[str, System], dict[str, dict[int, System]]]:
    """The systems of this package's files, in course order, and their player choices."""
    systems, choices = [], {}
    for info in pkgutil.iter_modules(__path__):
        mod = importlib.import_module(f"{__name__}.{info.name}")
        found = getattr(mod, "SYSTEM", None)
        if found is None:
            continue
        if not isinstance(found, System):
            raise TypeError(f"{mod.__name__}.SYSTEM is not a System")
        systems.append(found)
        by_players = getattr(mod, "BY_PLAYERS", None) or {found.players: found}
        choices[found.name] = MappingProxyType(dict(sorted(by_players.items())))
    names = [s.name for s in systems]
    twice = {n for n in names if names.count(n) > 1}
    if twice:
        raise ValueError(f"two system files are called {sorted(twice)[0]!r}")
    systems.sort(key=lambda s: (s.order, s.name))
    return {s.name: s for s in systems}, choices


_SYSTEMS, _CHOICES = _found()

#: The systems of RULES.md Part E by registry name, in course order (read-only;
#: Cutthroat with its default four players).
SYSTEMS = MappingProxyType(_SYSTEMS)

#: For each system, the System for each number of players it allows (read-only).
PLAYERS = MappingProxyType(_CHOICES)

#: Cutthroat by number of players.
CUTTHROAT = PLAYERS["cutthroat"]
HAWAII = SYSTEMS["hawaii"]


def system(name: str, players: int | None = None) -> System:
    """The system called ``name`` (``players``: its default when None)."""
    if players is None:
        return SYSTEMS[name]
    return PLAYERS[name][players]


def player_counts(name: str) -> tuple[int, ...]:
    """The numbers of players system ``name`` allows."""
    return tuple(PLAYERS[name])


def cutthroat(players: int = 4) -> System:
    """Cutthroat for ``players`` (3, 4 or 5)."""
    return CUTTHROAT[players]


__all__ = ["CUTTHROAT", "HAWAII", "HOUSE", "PLAYERS", "SYSTEMS", "cutthroat", "house",
           "player_counts", "system"]
