"""The protocols every game of :mod:`whist_core.games` declares: one place, typed.

:class:`State` is what a hand (or, for German Whist, a game) looks like to a program
that plays it, whatever the game; :class:`Trick` is one trick of it; :class:`Game` is
what a game's module gives the registry. They are :class:`typing.Protocol` classes:
the engines do not inherit from them, they match them, and the registry checks a
game's module against :class:`Game` when it is first used (:func:`check_game`), so a
game that lacks a function fails at once with its name and the function's, never by
being left out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Trick(Protocol):
    """One trick: its plays in order and its winner (``None`` while in progress)."""

    @property
    def plays(self) -> Sequence[tuple[str, Any]]: ...

    @property
    def winner(self) -> str | None: ...


@runtime_checkable
class State(Protocol):
    """A position of one game: an immutable value, equal and hashable by value.

    ``apply`` returns a new state (an illegal action raises
    :class:`~whist_core.errors.RuleError` and changes nothing); ``tricks`` lists every
    trick so far, the one in progress last with ``winner`` ``None``; ``result`` is
    ``None`` until ``complete``.
    """

    @property
    def game_name(self) -> str: ...

    @property
    def to_act(self) -> str | None: ...

    @property
    def complete(self) -> bool: ...

    @property
    def result(self) -> Any: ...

    @property
    def tricks(self) -> Sequence[Trick]: ...

    def legal_actions(self) -> Sequence[Any]: ...

    def apply(self, action: Any) -> State: ...

    def view(self, seat: str) -> Any: ...


@runtime_checkable
class Game(Protocol):
    """What a game's module (or object) gives the registry (:class:`~whist_core.games.GameInfo`
    forwards to it)."""

    #: The class of the game's rules switches (``type(None)`` for a game without any).
    RULES_CLASS: type

    def seats(self, **options: Any) -> Sequence[str]: ...

    def new(self, seed: int, dealer: str | None = None, rules: Any = None,
            **options: Any) -> State: ...

    def replay(self, record: Mapping[str, Any]) -> list[State]: ...

    def summary(self, states: list[State]) -> dict[str, Any]: ...

    def deal_record(self, seed: int, dealer: str | None = None, rules: Any = None,
                    **options: Any) -> dict[str, Any]: ...

    def record_of(self, state: State, base: Mapping[str, Any] | None = None) -> dict: ...

    def bot(self, seed: int = 0) -> Any: ...

    def new_game_score(self, first_dealer: str | None = None, **options: Any) -> Any: ...


#: The names a game's module must provide (the members of :class:`Game`).
GAME_MEMBERS: tuple[str, ...] = ("RULES_CLASS", "seats", "new", "replay", "summary",
                                 "deal_record", "record_of", "bot", "new_game_score")


def check_game(name: str, provider: Any) -> Any:
    """``provider`` if it has every member of :class:`Game`; otherwise a ``TypeError``
    naming the game and what it lacks (a broken game fails loudly, it is not skipped)."""
    missing = [m for m in GAME_MEMBERS if not hasattr(provider, m)]
    if missing:
        raise TypeError(f"game {name!r}: {provider!r} lacks {', '.join(missing)} "
                        "(whist_core.protocol.Game)")
    return provider


__all__ = ["Game", "State", "Trick", "check_game"]
