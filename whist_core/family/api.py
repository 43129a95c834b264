"""The family systems as games of the registry (:mod:`whist_core.games`)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from whist_core.errors import RecordError
from whist_core.family import record as _record
from whist_core.family.engine import FamilyState
from whist_core.family.score import FamilyGame
from whist_core.family.system import System
from whist_core.family.systems import PLAYERS, SYSTEMS
from whist_core.family.systems import system as _system


class SystemAPI:
    """The registry functions for one system name (Cutthroat takes ``players=3|4|5``)."""

    RULES_CLASS = type(None)        # the Part E systems have no rules switches

    def __init__(self, name: str) -> None:
        self.name = name

    def system(self, players: Any = None, **options: Any) -> System:
        for key in options:
            raise RecordError("no such option", place=key)
        choices = tuple(PLAYERS[self.name])
        if len(choices) > 1:
            if players is not None and (isinstance(players, bool) or players not in choices):
                default = SYSTEMS[self.name]
                counts = ", ".join(map(str, choices[:-1])) + f" or {choices[-1]}"
                raise RecordError(f"{players!r}: {default.title} is for {counts} players",
                                  default.rule("deal"), "players")
            return _system(self.name, players)
        if players not in (None, 4):
            raise RecordError("four players in two partnerships", place="players")
        return _system(self.name)

    def _no_rules(self, system: System, rules: Any) -> None:
        if rules:
            key = next(iter(rules)) if isinstance(rules, Mapping) else "rules"
            raise RecordError(f"{system.title} has no rules switches", system.rule("deal"),
                              f"rules.{key}")

    def seats(self, **options: Any) -> tuple[str, ...]:
        return self.system(**options).seats

    def new(self, seed: int, dealer: str | None = None, rules: Any = None,
            **options: Any) -> FamilyState:
        system = self.system(**options)
        self._no_rules(system, rules)
        if dealer is not None and dealer not in system.seats:
            raise RecordError(f"{dealer!r} is not a seat", system.rule("deal"), "dealer")
        return FamilyState.new(system, seed, dealer)

    def replay(self, record: Mapping[str, Any]) -> list[FamilyState]:
        return _record.replay(record)

    def summary(self, states: list[FamilyState]) -> dict[str, Any]:
        return _record.summary(states)

    def deal_record(self, seed: int, dealer: str | None = None, rules: Any = None,
                    **options: Any) -> dict[str, Any]:
        system = self.system(**options)
        self._no_rules(system, rules)
        return _record.deal_record(system, seed, dealer)

    def record_of(self, state: FamilyState, base: Mapping[str, Any] | None = None) -> dict:
        return _record.record_of(state, base)

    def bot(self, seed: int = 0) -> Any:
        from whist_core.bots import FamilyBot

        return FamilyBot(seed)

    def new_game_score(self, first_dealer: str | None = None, **options: Any) -> FamilyGame:
        return FamilyGame(self.system(**options), first_dealer or "")


#: One registry entry per system of :mod:`whist_core.family.systems`, by name (read-only).
APIS = MappingProxyType({name: SystemAPI(name) for name in SYSTEMS})


def __getattr__(name: str) -> SystemAPI:
    """``api.<system name>``: how the registry's ``module`` strings name a system's entry."""
    try:
        return APIS[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
