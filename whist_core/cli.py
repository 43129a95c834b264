"""The command line of HAND_RECORDS.md.

``replay FILE`` prints the result of a record as JSON (exit 0) or one line on
standard error naming the place and the rule (exit 2). ``deal`` prints a fresh
deal as a record. No Python traceback ever reaches the user.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from whist_core import games, records
from whist_core.errors import WhistError


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m whist_core",
                                     description="Check, score and deal whist hand records.")
    sub = parser.add_subparsers(dest="command", required=True)
    rp = sub.add_parser("replay", help="check a hand record and print its result as JSON")
    rp.add_argument("file", help="a hand record (JSON); - reads standard input")
    dp = sub.add_parser("deal", help="print a fresh deal as a hand record")
    dp.add_argument("--game", choices=games.available(), default="bid-whist")
    dp.add_argument("--seed", type=_seed, required=True)
    dp.add_argument("--dealer", help="N/E/S/W, A/B (german-whist), P1… (cutthroat); "
                    "random if absent")
    dp.add_argument("--players", type=int, choices=(3, 4, 5),
                    help="cutthroat only: the number of players (4 if absent)")
    return parser


def _seed(text: str) -> int:
    """A seed: a whole number of at most 40 digits (anything else is refused in one line)."""
    text = text.strip()
    if not (text.lstrip("-").isdigit() and len(text) <= 40):
        raise argparse.ArgumentTypeError(f"not a whole number of at most 40 digits: {text[:40]!r}")
    return int(text)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.command == "replay":
            record = (records.loads(sys.stdin.read()) if args.file == "-"
                      else records.load(Path(args.file)))
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
