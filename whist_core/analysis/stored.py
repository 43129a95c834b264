"""Best-play answers worked out at build time, for a Python that solves slowly.

In the browser (the static site, Pyodide) only the pure-Python solver exists, and a
lesson's fixed hands take it seconds to solve at open. ``python -m tools.analyses``
runs the lessons once with the compiled solver and records every answer of
:func:`whist_core.analysis.solve_position` and
:func:`whist_core.analysis.position_card_values` in ``stored/analyses.json``; when the
pure-Python solver is the one in use, those answers are read from there instead of
searched again. The same solver made them: ``tests/test_stored_analyses.py`` solves a
sample again and finds them equal.
"""

from __future__ import annotations

import json
from pathlib import Path

from whist_core.analysis.layout import Position

STORE = Path(__file__).with_name("stored") / "analyses.json"
_LOADED: list[dict[str, dict]] = []
#: The answers recorded since :func:`record` was called (None: not recording).
_RECORDING: list[dict[str, dict]] = []


def key(pos: Position) -> str:
    """The position in words that do not depend on the run: the layout's cards in order
    with their groups, the seats, sides, hands, leader, trick and bonus."""
    lay = pos.layout
    cards = lay.cards
    return json.dumps([
        [c.code for c in cards], list(lay.group), lay.trump, lay.jokers, lay.joker_rule,
        list(pos.names), list(pos.teams), list(pos.hands), pos.leader, list(pos.trick),
        pos.bonus], separators=(",", ":"))


def _store() -> dict[str, dict]:
    if not _LOADED:
        _LOADED.append(json.loads(STORE.read_text(encoding="utf-8")) if STORE.is_file()
                       else {"solve": {}, "cards": {}})
    return _LOADED[0]


def lookup(kind: str, pos: Position) -> dict | None:
    """The stored answer of ``kind`` (``"solve"`` or ``"cards"``) for ``pos``, or None."""
    answer = _store()[kind].get(key(pos))
    if answer is not None and kind == "cards":
        return {int(p): v for p, v in answer.items()}
    return answer


def note(kind: str, pos: Position, answer: dict) -> None:
    """Keep ``answer`` when recording (:func:`record`)."""
    if _RECORDING:
        _RECORDING[0][kind][key(pos)] = {str(p): v for p, v in answer.items()}


def record() -> dict[str, dict]:
    """Start recording every answer; returns the dict that fills up."""
    _RECORDING.clear()
    _RECORDING.append({"solve": {}, "cards": {}})
    return _RECORDING[0]


def clear() -> None:
    """Forget the loaded store (a test that writes another)."""
    _LOADED.clear()
