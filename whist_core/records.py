"""Hand records: load, save, replay (HAND_RECORDS.md).

A record is a plain ``dict`` as read from JSON, so keys this package does not
know (a title, notes) survive a load/save round trip. Each game module offers
the same four functions, found here by the record's ``game`` key:

- ``replay(record) -> list[state]`` — every state from the deal on, or a
  :class:`~whist_core.errors.RuleError` naming the place and the rule;
- ``summary(states) -> dict`` — the result printed by ``replay`` on the command line;
- ``deal_record(seed, dealer=None, rules=None) -> dict`` — a fresh deal as a record;
- ``record_of(state) -> dict`` — the record of a hand played up to ``state``.
"""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path
from types import ModuleType
from typing import Any

from whist_core.errors import RecordError

GAMES = {"bid-whist": "whist_core.bid_whist.record",
         "german-whist": "whist_core.german_whist.record"}


def load(source: str | Path | dict) -> dict:
    """A record from a path, a JSON text or a dict (copied). Not yet checked: see :func:`replay`."""
    if isinstance(source, dict):
        return json.loads(json.dumps(source))
    text: str
    is_text = isinstance(source, str) and source.lstrip().startswith("{")
    if not is_text:
        path = Path(source)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as err:
            reason = getattr(err, "strerror", None) or "not UTF-8 text"
            raise RecordError(f"cannot read the file: {reason}", place=str(path)) from None
    else:
        text = source
    return loads(text)


def loads(text: str) -> dict:
    """A record from JSON text."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise RecordError(f"not valid JSON: {err.msg}",
                          place=f"line {err.lineno} column {err.colno}") from None
    if not isinstance(data, dict):
        raise RecordError("a record must be a JSON object", place="record")
    return data


_FLAT_LIST = re.compile(r"\[\s*((?:\"[^\"\n]*\"|-?\d+|true|false|null)"
                        r"(?:,\s*(?:\"[^\"\n]*\"|-?\d+|true|false|null))*)\s*\]")
_FLAT_OBJECT = re.compile(r"\{\s*(\"[^\"\n]*\": (?:\"[^\"\n]*\"|-?\d+|true|false|null)"
                          r"(?:,\s*\"[^\"\n]*\": (?:\"[^\"\n]*\"|-?\d+|true|false|null))*)\s*\}")


def dumps(record: dict) -> str:
    """A record as JSON text, lists of cards and small objects kept on one line each."""
    text = json.dumps(record, indent=2, ensure_ascii=False)
    text = _FLAT_LIST.sub(lambda m: "[" + re.sub(r",\s+", ", ", m.group(1)) + "]", text)
    text = _FLAT_OBJECT.sub(lambda m: "{" + re.sub(r",\s+", ", ", m.group(1)) + "}", text)
    return text + "\n"


def save(record: dict, path: str | Path) -> None:
    """Write a record as JSON (unknown keys included)."""
    Path(path).write_text(dumps(record), encoding="utf-8")


def game_module(record: dict) -> ModuleType:
    """The module that knows this record's game (``game`` key)."""
    game = record.get("game")
    if game is None:
        raise RecordError("this key is missing (bid-whist or german-whist)", place="game")
    if not isinstance(game, str) or game not in GAMES:
        raise RecordError(f"{game!r} is not a known game (bid-whist, german-whist)", place="game")
    return importlib.import_module(GAMES[game])


def replay(source: str | Path | dict) -> list[Any]:
    """Check a record and replay it into the list of immutable states it passes through."""
    record = load(source)
    return game_module(record).replay(record)


def summary(source: str | Path | dict) -> dict:
    """The result of a record, as the command line prints it."""
    record = load(source)
    module = game_module(record)
    return module.summary(module.replay(record))


def deal_record(game: str, seed: int, dealer: str | None = None, rules: dict | None = None) -> dict:
    """A fresh deal of ``game`` as a record."""
    return game_module({"game": game}).deal_record(seed, dealer=dealer, rules=rules)
