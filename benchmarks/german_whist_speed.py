"""German Whist engine speed: random complete games per second on one core.

Each game is 52 random legal cards from a deal (dealt in advance, or a fresh seeded
deal with ``new_game(seed)`` inside the timing). "protocol" figures play every card
through a state — the game's own ``legal_plays()`` then ``play()``, or the protocol
every game speaks, ``legal_actions()`` then ``apply()``. Times are CPU time.
Prints figures; asserts nothing. Run:
``python benchmarks/german_whist_speed.py [seconds]``.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from whist_core.german_whist import (
    GermanWhistRules,
    new_game,
    record_of,
    replay,
)


def _games(seconds: float, rules: GermanWhistRules, fresh_deals: bool,
           protocol: bool = False) -> tuple[int, float]:
    """Play random games for ``seconds`` of CPU time; return (games, CPU seconds)."""
    rnd = random.Random(1).random
    deals = [new_game(seed, rules=rules) for seed in range(64)]
    games, seed = 0, 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(50):
            if fresh_deals:
                seed += 1
                state = new_game(seed, rules=rules)
            else:
                state = deals[games & 63]
            if protocol:
                for _ in range(52):
                    legal = state.legal_actions()
                    state = state.apply(legal[int(rnd() * len(legal))])
            else:
                for _ in range(52):
                    legal = state.legal_plays()
                    state = state.play(legal[int(rnd() * len(legal))])
            games += 1
    return games, time.process_time() - start


def run(seconds: float = 2.0) -> dict:
    """Measure and return the figures (games per CPU second, replay time)."""
    house = GermanWhistRules()
    variant = GermanWhistRules(follow_suit_first_stage=False, count_all_tricks=True)
    out: dict = {}
    for label, rules, fresh, protocol in (
            ("protocol: house rules, dealt in advance", house, False, False),
            ("protocol: house rules, a fresh seeded deal", house, True, False),
            ("protocol: the same via legal_actions() + apply()", house, True, True),
            ("protocol: free reply + count all, in advance", variant, False, False)):
        games, cpu = _games(seconds / 4, rules, fresh, protocol)
        out[label] = round(games / cpu)
    final = new_game(7)
    rng = random.Random(7)
    while not final.complete:
        final = final.play(rng.choice(final.legal_plays()))
    record = record_of(final)
    start = time.process_time()
    repeats = 200
    for _ in range(repeats):
        replay(record)
    out["replay one complete record (ms)"] = round(
        (time.process_time() - start) / repeats * 1000, 3)
    # A yardstick for comparing machines: ~14 us on an idle core of this machine.
    start = time.process_time()
    for _ in range(2000):
        sum(range(1000))
    out["reference: sum(range(1000)) (us)"] = round((time.process_time() - start) * 500, 1)
    return out


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    print("German Whist engine (one core, CPU time): random complete games per second")
    for label, value in run(seconds).items():
        print(f"  {label:50s} {value:>10,}")


if __name__ == "__main__":
    main()
