"""The registry of games: one name → one :class:`GameInfo`, for every game of the package.

Records, the command line, the explorer, the steppers and the play table look a
game up here and nowhere else::

    from whist_core import games
    game = games.get("boston")
    state = game.new(seed=7)                 # a fresh deal, a state of the protocol
    while not state.complete:
        state = state.apply(game.bot(1).choose(state.view(state.to_act)))

Every state, whatever the game, speaks one protocol (:class:`whist_core.protocol.State`):
``to_act`` (the seat to act, ``None`` once complete), ``legal_actions()``,
``apply(action)`` (a new state; an illegal action raises
:class:`~whist_core.errors.RuleError` and changes nothing), ``view(seat)`` (what that
seat may know), ``tricks`` (each with ``plays`` —
``(seat, card)`` pairs — and ``winner``; the trick in progress last with ``winner``
``None``), ``complete`` and ``result`` (``None`` until complete). States are
immutable and equal by value.

The systems' descriptions come from :mod:`whist_core.family.systems` (one file each);
the game modules are imported lazily, on first use (none of them imports this module
back at module level).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from whist_core.errors import RecordError
from whist_core.protocol import Game, check_game

#: The private cache of the registry: import path → the game's checked module (or object),
#: filled on first use (:meth:`GameInfo._mod`). Never changes a value; only saves imports.
_PROVIDERS: dict[str, Game] = {}


@dataclass(frozen=True)
class GameInfo:
    """One game of the registry.

    ``module`` is the import path of the module (``path:attribute`` for an object in
    it) that provides the game's functions, :class:`whist_core.protocol.Game`; the
    methods here forward to it. It is imported on first use and checked then: a module
    that is missing or lacks a function raises at once (no game is silently left out).
    """

    name: str
    title: str
    module: str
    #: Seats for the default number of players, in turn order.
    default_seats: tuple[str, ...]
    #: Numbers of players the game allows (Cutthroat: 3, 4 or 5).
    players: tuple[int, ...] = (4,)
    #: True for the Bid Whist family systems of RULES.md Part E (no rules switches).
    system: bool = False
    #: The RULES.md ID prefix of the game's rules (``BW``, ``GW``, ``SC`` …).
    rules_prefix: str = ""

    def _mod(self) -> Game:
        mod = _PROVIDERS.get(self.module)
        if mod is None:
            path, _, attr = self.module.partition(":")
            mod = importlib.import_module(path)
            if attr:
                mod = getattr(mod, attr)
            mod = _PROVIDERS[self.module] = check_game(self.name, mod)
        return mod

    @property
    def rules_class(self) -> type:
        """The class of the game's rules (its switches; the Part E systems have none)."""
        return self._mod().RULES_CLASS

    def seats(self, **options: Any) -> tuple[str, ...]:
        """The seats in turn order (``players=5`` for five-handed Cutthroat)."""
        return tuple(self._mod().seats(**options))

    def new(self, seed: int, dealer: str | None = None, rules: Any = None,
            **options: Any) -> Any:
        """A freshly dealt hand (or game, for German Whist) from ``seed``."""
        return self._mod().new(seed, dealer=dealer, rules=rules, **options)

    def replay(self, record: Mapping[str, Any]) -> list[Any]:
        """Check a record of this game and return every state it passes through."""
        return self._mod().replay(record)

    def summary(self, states: list[Any]) -> dict[str, Any]:
        """The result of a replay as the command line prints it."""
        return self._mod().summary(states)

    def deal_record(self, seed: int, dealer: str | None = None, rules: Any = None,
                    **options: Any) -> dict[str, Any]:
        """A fresh deal as a record (HAND_RECORDS.md, ``deal``)."""
        return self._mod().deal_record(seed, dealer=dealer, rules=rules, **options)

    def record_of(self, state: Any, base: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The record of a hand played up to ``state``."""
        return self._mod().record_of(state, base)

    def bot(self, seed: int = 0) -> Any:
        """A bot for this game: ``.choose(view)`` → an action, ``.move(state)`` → a state.
        Bots see only the view of the seat to act."""
        return self._mod().bot(seed)

    def game(self, first_dealer: str | None = None, **options: Any) -> Any:
        """An empty whole game (hands added one by one) to the game's end."""
        return self._mod().new_game_score(first_dealer=first_dealer, **options)


def _games() -> dict[str, GameInfo]:
    """House Bid Whist, German Whist, then every system file of
    :mod:`whist_core.family.systems` in course order (a new file needs nothing here)."""
    from whist_core.family.systems import PLAYERS, SYSTEMS

    out = [GameInfo("bid-whist", "Bid Whist", "whist_core.bid_whist.game_api",
                    ("N", "E", "S", "W"), rules_prefix="BW"),
           GameInfo("german-whist", "German Whist", "whist_core.german_whist.game_api",
                    ("A", "B"), players=(2,), rules_prefix="GW")]
    out += [GameInfo(name, s.title, f"whist_core.family.api:{name}", s.seats,
                     players=tuple(PLAYERS[name]), system=True, rules_prefix=s.prefix)
            for name, s in SYSTEMS.items()]
    return {g.name: g for g in out}


#: Every game, in the order lessons list them.
GAMES: dict[str, GameInfo] = _games()

#: Every game's name, in lesson order.
NAMES: tuple[str, ...] = tuple(GAMES)


def available() -> tuple[str, ...]:
    """Every game's name, in lesson order, each game's module imported and checked
    (:func:`whist_core.protocol.check_game`): a broken game raises here, it is never
    left out."""
    for g in GAMES.values():
        g._mod()
    return NAMES


def get(name: Any, place: str = "game") -> GameInfo:
    """The game called ``name``, or a :class:`RecordError` at ``place`` listing the names."""
    names = available()
    if not isinstance(name, str) or name not in names:
        raise RecordError.of("unknown-game", game=repr(name), known=", ".join(names)).at(place)
    return GAMES[name]


def of_state(state: Any) -> GameInfo:
    """The game a state belongs to (every state names it as ``state.game_name``)."""
    return GAMES[state.game_name]


__all__ = ["GAMES", "GameInfo", "available", "get", "of_state"]
