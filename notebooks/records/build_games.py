"""Build the whole games in records/games (run: python build_games.py).

Lesson 9 of Bid Whist shows one whole game played by the computer players. Finding
a game worth showing takes dozens of bot games, so it is searched for here, once,
and the lesson reads the file: seeds 1, 2, 3 ... are tried and the first game kept
that lasts at least four hands (to ±7), in which both pairs declare and somebody is
set. The hands are dealt in turn (BW-7.3), enough of them for a game to ±9, so the
lesson can also score them as a game to ±5 and ±9 (V-TARGET). Each hand is stored as
an ordinary hand record; re-running writes the same file.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from whist_core.bid_whist import BidWhistRules, FamilyState, left_of  # noqa: E402
from whist_core.bid_whist.variants import score_game  # noqa: E402
from whist_core.bots import FamilyBot, play_out  # noqa: E402
from whist_core.family.record import record_of  # noqa: E402
from whist_core.family.systems.house import new_hand  # noqa: E402
from whist_core.records import dumps  # noqa: E402

OUT = HERE / "games" / "bw_lively_game.json"


def bot_hands(seed: int, first_dealer: str = "N") -> Iterator[FamilyState]:
    """Hands dealt in turn, each played through by the computer players."""
    dealer, k = first_dealer, 0
    while True:
        yield play_out(new_hand(seed * 100 + k, dealer), FamilyBot(seed))[-1]
        dealer, k = left_of(dealer), k + 1


def bot_game(seed: int) -> list[FamilyState]:
    """Enough hands for the longest game the lesson scores (to ±9)."""
    hands = []
    for hand in bot_hands(seed):
        hands.append(hand)
        if score_game(hands, BidWhistRules(target=9)).over:
            return hands
    raise AssertionError("unreachable: bot_hands never ends")


def lively(hands: list[FamilyState]) -> bool:
    """At least four hands to ±7, both pairs declaring, somebody set."""
    lines = score_game(hands).lines
    return (len(lines) >= 4 and {line.declarers for line in lines} == {"NS", "EW"}
            and not all(line.made for line in lines))


def build() -> dict:
    """The first lively game's record."""
    seed = next(s for s in range(1, 200) if lively(bot_game(s)))
    hands = bot_game(seed)
    return {
        "title": "A whole game played by the computer",
        "teaching_point": "Hands add up to a game: both pairs start at 0 and race to +7.",
        "rule_ids": ["BW-7.1", "BW-7.2", "BW-7.3", "V-TARGET"],
        "seed": seed,
        "search": "first seed from 1 whose game to ±7 lasts four hands or more, with both "
                  "pairs declaring and somebody set",
        "hands": [record_of(hand) for hand in hands],
    }


def main() -> None:
    OUT.parent.mkdir(exist_ok=True)
    text = dumps(build())
    json.loads(text)
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.name}")


if __name__ == "__main__":
    main()
