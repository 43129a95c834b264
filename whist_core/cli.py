"""The command line of HAND_RECORDS.md.

``replay FILE`` prints the result of a record as JSON (exit 0) or one line on
standard error naming the place and the rule (exit 2). ``deal`` prints a fresh
deal as a record. No Python traceback ever reaches the user, and every refusal
(a bad option included) is one line with exit status 2.

``replay`` reads regular files (or standard input, ``-``) of at most
:data:`MAX_RECORD_BYTES`: a device (``/dev/zero``) or a named pipe is refused at once
rather than read until memory runs out or waited on for ever.
"""

from __future__ import annotations

import argparse
import json
import os
import stat
import sys
from collections.abc import Sequence
from typing import NoReturn

from whist_core import games, records
from whist_core.errors import RecordError, WhistError

#: The largest record ``replay`` reads: 1 MiB (a whole game of 20 hands is about 12 kB).
MAX_RECORD_BYTES = 1 << 20

#: The games whose number of players can be chosen (Cutthroat), and every such number.
_PLAYERS_GAMES = tuple(n for n, g in games.GAMES.items() if len(g.players) > 1)
_PLAYER_COUNTS = tuple(sorted({p for n in _PLAYERS_GAMES for p in games.GAMES[n].players}))


class _OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on standard error (exit 2)."""

    def error(self, message: str) -> NoReturn:
        text = " ".join(message.split())
        self.exit(2, f"{self.prog}: {text} (see --help)\n")


def _parser() -> argparse.ArgumentParser:
    parser = _OneLineParser(prog="python -m whist_core",
                            description="Check, score and deal whist hand records.")
    sub = parser.add_subparsers(dest="command", required=True)
    rp = sub.add_parser("replay", help="check a hand record and print its result as JSON")
    rp.add_argument("file", help="a hand record (JSON); - reads standard input")
    dp = sub.add_parser("deal", help="print a fresh deal as a hand record")
    dp.add_argument("--game", choices=games.available(), default="bid-whist")
    dp.add_argument("--seed", type=_seed, required=True)
    dp.add_argument("--dealer", help="N/E/S/W, A/B (german-whist), P1… (cutthroat); "
                    "random if absent")
    dp.add_argument("--players", type=int, choices=_PLAYER_COUNTS,
                    help="cutthroat only: the number of players (4 if absent)")
    return parser


def _seed(text: str) -> int:
    """A seed: a whole number of at most 40 digits (anything else is refused in one line)."""
    text = text.strip()
    if not (text.lstrip("-").isdigit() and len(text) <= 40):
        raise argparse.ArgumentTypeError(f"not a whole number of at most 40 digits: {text[:40]!r}")
    return int(text)


def _too_large(place: str) -> RecordError:
    return RecordError(f"the file is larger than {MAX_RECORD_BYTES // 1024} KiB; "
                       "a hand record is a few kilobytes", place=place)


def read_record_text(name: str) -> str:
    """The text of the record file ``name`` (``-``: standard input), as ``Path.read_text``
    would give it (UTF-8, universal newlines), refusing in one line anything that is not
    a regular file or is over :data:`MAX_RECORD_BYTES`."""
    if name == "-":
        data = sys.stdin.buffer.read(MAX_RECORD_BYTES + 1)
    else:
        try:
            # O_NONBLOCK: opening a named pipe nobody writes to returns at once
            fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        except OSError as err:
            raise RecordError(f"cannot read the file: {err.strerror or 'cannot be opened'}",
                              place=name) from None
        with os.fdopen(fd, "rb") as file:
            info = os.fstat(file.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise RecordError("cannot read the file: not a regular file "
                                  "(a hand record is a JSON file)", place=name)
            if info.st_size > MAX_RECORD_BYTES:
                raise _too_large(name)
            try:
                data = file.read(MAX_RECORD_BYTES + 1)
            except OSError as err:
                raise RecordError(f"cannot read the file: {err.strerror or 'read failed'}",
                                  place=name) from None
    if len(data) > MAX_RECORD_BYTES:
        raise _too_large("standard input" if name == "-" else name)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError("cannot read the file: not UTF-8 text",
                          place="standard input" if name == "-" else name) from None
    return text.replace("\r\n", "\n").replace("\r", "\n")


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command == "deal" and args.players is not None and args.game not in _PLAYERS_GAMES:
        parser.exit(2, f"{parser.prog} deal: --players is for {' and '.join(_PLAYERS_GAMES)} only; "
                       f"{args.game} has a fixed number of players (see --help)\n")
    try:
        if args.command == "replay":
            record = records.loads(read_record_text(args.file))
            result = records.summary(record)
        else:
            options = {} if args.players is None else {"players": args.players}
            result = records.deal_record(args.game, args.seed, dealer=args.dealer, **options)
    except WhistError as err:
        print(str(err), file=sys.stderr)
        return 2
    except RecursionError:
        print("record: nested too deeply to read", file=sys.stderr)
        return 2
    except (ValueError, TypeError, OverflowError, MemoryError) as err:
        # an absurd value the checks above did not foresee: still one line, never a traceback
        text = str(err).splitlines()[0][:160] if str(err) else type(err).__name__
        print(f"record: cannot be used: {text}", file=sys.stderr)
        return 2
    try:
        out = json.dumps(result, indent=2, ensure_ascii=False)
    except ValueError as err:  # an echoed absurd value (a 5,000-digit number)
        print(f"record: cannot be printed: {str(err)[:120]}", file=sys.stderr)
        return 2
    try:
        print(out)
        sys.stdout.flush()
    except BrokenPipeError:          # the reader stopped early (``| head``): not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0
