"""A bot's move and a seat's view: the time each takes, per call, over whole hands.

For the house game (``games.get("bid-whist")``'s states) and each family system: every
moment of 60 hands that the bot plays, ``state.view(seat)`` for the seat to act, then the
bot's choice from that view (``bot.choose``). Times are CPU time per call
(``time.process_time``), printed with the load reference ``sum(range(1000))`` (about 14 µs
on an idle core). Prints figures; asserts nothing.
Run: ``python benchmarks/bot_move.py [hands]``.
"""

from __future__ import annotations

import sys
import time
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from whist_core import games
from whist_core.family.systems import SYSTEMS


def reference() -> float:
    """µs for ``sum(range(1000))`` (the load reference)."""
    return min(timeit.repeat("sum(range(1000))", number=2000, repeat=5)) / 2000 * 1e6


def moments(first, bot) -> list:
    """Every state of the hand from ``first`` up to the last action, as the bot plays it."""
    out, state = [], first
    while state.to_act is not None:
        out.append(state)
        state = state.apply(bot.choose(state.view(state.to_act)))
    return out


def timed(name: str, firsts: list, bot) -> None:
    states = [s for f in firsts for s in moments(f, bot)]
    views = [s.view(s.to_act) for s in states]
    best_view = best_move = float("inf")
    for _ in range(3):
        t = time.process_time()
        for s in states:
            s.view(s.to_act)
        best_view = min(best_view, time.process_time() - t)
        t = time.process_time()
        for v in views:
            bot.choose(v)
        best_move = min(best_move, time.process_time() - t)
    n = len(states)
    print(f"{name:16} {n:5} moments  view {best_view / n * 1e6:7.1f} µs   "
          f"choice {best_move / n * 1e6:7.1f} µs")


def main(hands: int = 60) -> None:
    print(f"reference sum(range(1000)): {reference():.1f} µs")
    for name in ("bid-whist", *SYSTEMS):
        game = games.get(name)
        timed(name, [game.new(seed) for seed in range(hands)], game.bot(1))
    print(f"reference sum(range(1000)): {reference():.1f} µs")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 60)
