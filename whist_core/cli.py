"""The command line of HAND_RECORDS.md.

``replay FILE`` prints the result of a record as JSON (exit 0) or one line on
standard error naming the place and the rule (exit 2). ``deal`` prints a fresh
deal as a record. No Python traceback ever reaches the user.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from whist_core import records
from whist_core.errors import RuleError


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m whist_core",
                                     description="Check, score and deal whist hand records.")
    sub = parser.add_subparsers(dest="command", required=True)
    rp = sub.add_parser("replay", help="check a hand record and print its result as JSON")
    rp.add_argument("file", help="a hand record (JSON); - reads standard input")
    dp = sub.add_parser("deal", help="print a fresh deal as a hand record")
    dp.add_argument("--game", choices=sorted(records.GAMES), default="bid-whist")
    dp.add_argument("--seed", type=int, required=True)
    dp.add_argument("--dealer", help="N/E/S/W (bid whist) or A/B (german whist); random if absent")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.command == "replay":
            record = (records.loads(sys.stdin.read()) if args.file == "-"
                      else records.load(Path(args.file)))
            result = records.summary(record)
        else:
            result = records.deal_record(args.game, args.seed, dealer=args.dealer)
    except RuleError as err:
        print(str(err), file=sys.stderr)
        return 2
    except RecursionError:
        print("record: nested too deeply to read", file=sys.stderr)
        return 2
    print(json.dumps(result, indent=2, ensure_ascii=False))
    return 0
