"""Turning what a lesson passes (a record path, a dict, states) into engine states.

Also: which seats' cards a widget may show (``show=``), and small HTML helpers.
Nothing here decides a rule: states come from ``whist_core.records.replay``.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from whist_core import games, records
from whist_core.family.engine import FamilyState
from whist_core.german_whist import GermanWhistState

#: What a stepper accepts: a record (path, JSON text or dict) or the states themselves.
Source = str | Path | dict | Sequence[Any] | GermanWhistState | FamilyState

#: Seats per game, from the registry (whist_core.games).
GAME_SEATS = {name: g.default_seats for name, g in games.GAMES.items()}


def load(source: Source) -> tuple[dict | None, list[Any]]:
    """``(record or None, states)`` for a record path/text/dict, a state, or a list of states.

    A Bid Whist state stands for the chain of states that led to it; a list of
    states is taken as is. Records are checked by the engine (``RuleError`` on a
    broken rule, naming the place).
    """
    if isinstance(source, FamilyState):
        return None, source.states()
    if isinstance(source, GermanWhistState):
        return None, [source]
    if isinstance(source, (str, Path, dict)):
        record = records.load(source)
        return record, list(records.replay(record))
    states = list(source)
    if not states:
        raise ValueError("no states to show")
    if not all(isinstance(s, (GermanWhistState, FamilyState)) for s in states):
        raise TypeError("expected a record (path, JSON text or dict) or a list of states")
    return None, states


def game_of(state: Any) -> str:
    """The registry name of a state's game (``"bid-whist"``, ``"german-whist"`` …)."""
    name = getattr(state, "game_name", None)
    if name not in games.GAMES:
        raise TypeError(f"not a whist state: {state!r}")
    return name


def seats_shown(show: str | Iterable[str] | None, game: str | tuple[str, ...]
                ) -> tuple[str, ...]:
    """The seats whose cards are face up: ``"all"``, one seat, or several.

    ``game`` is a game's name (Bid Whist seats are N, E, S, W; German Whist players A
    and B) or the seats themselves (a family system: P1 … P5 or N, E, S, W).
    """
    seats = game if isinstance(game, tuple) else GAME_SEATS[game]
    if show is None or (isinstance(show, str) and show.strip().lower() == "all"):
        return tuple(seats)
    chosen = [show] if isinstance(show, str) else list(show)
    out = []
    for s in chosen:
        key = str(s).strip().upper()
        if key not in seats:
            raise ValueError(f"show={show!r}: {s!r} is not one of {', '.join(seats)} "
                             "(or 'all')")
        out.append(key)
    return tuple(s for s in seats if s in out)


def esc(text: object) -> str:
    """Text escaped for HTML."""
    return html.escape(str(text), quote=True)


def facts_table(rows: Iterable[tuple[str, str]]) -> str:
    """A two-column table of (label, value); values are HTML already escaped by the caller."""
    body = "".join(f"<tr><th scope='row'>{esc(k)}</th><td>{v}</td></tr>" for k, v in rows)
    return f"<table class='whist-facts'>{body}</table>"
