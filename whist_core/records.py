"""Hand records: load, save, replay (HAND_RECORDS.md).

A record is a plain ``dict`` as read from JSON, so keys this package does not
know (a title, notes) survive a load/save round trip. The record's ``game`` key
names a game of the registry (:mod:`whist_core.games`), which offers:

- ``replay(record) -> list[state]`` — every state from the deal on, or a
  :class:`~whist_core.errors.RuleError` naming the place and the rule;
- ``summary(states) -> dict`` — the result printed by ``replay`` on the command line;
- ``deal_record(seed, dealer=None, rules=None, **options) -> dict`` — a fresh deal;
- ``record_of(state) -> dict`` — the record of a hand played up to ``state``.

A trick in progress is shown the same way for every game: the last entry of
``tricks``, with ``winner`` ``null``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from whist_core import games
from whist_core.errors import RecordError
from whist_core.messages import N_, name

#: What Python's JSON reader says is wrong, marked so that a page can say it in the
#: learner's language (a refusal's ``reason``: a name of kind ``phrase``).
JSON_REASONS = (N_("Expecting value"), N_("Expecting property name enclosed in double quotes"),
                N_("Expecting ':' delimiter"), N_("Expecting ',' delimiter"),
                N_("Unterminated string starting at"), N_("Invalid control character at"),
                N_("Invalid \\escape"), N_("Invalid \\uXXXX escape"), N_("Extra data"),
                N_("Illegal trailing comma before end of object"),
                N_("Illegal trailing comma before end of array"))

#: The game names records accept (the registry's, :mod:`whist_core.games`).
GAMES = games.GAMES


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
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as err:
        raise RecordError.of("not-json", reason=name("phrase", err.msg)).at(
            f"line {err.lineno} column {err.colno}") from None
    except RecordError:
        raise
    except (ValueError, RecursionError, MemoryError) as err:
        # a number of thousands of digits, nesting too deep to read: one line, no traceback
        text = str(err)
        if "digits" in text:
            reason = name("phrase", N_("a number has thousands of digits; no record value "
                                       "needs more than a few"))
        elif isinstance(err, RecursionError):
            reason = name("phrase", N_("nested too deeply"))
        elif text:                             # Python's own words, as they are
            reason = name("text", text.splitlines()[0][:120])
        else:
            reason = name("phrase", N_("too big"))
        raise RecordError.of("cannot-be-read", reason=reason).at("record") from None
    if not isinstance(data, dict):
        raise RecordError.of("not-an-object").at("record")
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


def _no_constant(name: str) -> Any:
    raise RecordError.of("not-a-number", text=name).at("record")


def game_module(record: dict) -> games.GameInfo:
    """The registry entry of this record's game (``game`` key)."""
    game = record.get("game")
    if game is None:
        raise RecordError.of("game-missing", known=", ".join(games.available())).at("game")
    return games.get(game)


def replay(source: str | Path | dict) -> list[Any]:
    """Check a record and replay it into the list of immutable states it passes through."""
    record = load(source)
    return game_module(record).replay(record)


def summary(source: str | Path | dict) -> dict:
    """The result of a record, as the command line prints it."""
    record = load(source)
    module = game_module(record)
    return module.summary(module.replay(record))


def deal_record(game: str, seed: int, dealer: str | None = None, rules: dict | None = None,
                **options: Any) -> dict:
    """A fresh deal of ``game`` as a record (``players=5`` for five-handed Cutthroat)."""
    return games.get(game).deal_record(seed, dealer=dealer, rules=rules, **options)
