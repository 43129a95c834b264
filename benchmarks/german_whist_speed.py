"""German Whist engine speed: random complete games per second on one core.

Each game is a fresh seeded deal followed by 52 random legal cards through the
public API (``legal_plays()`` then ``play()``), as a Monte-Carlo lesson cell
would do it. Prints figures; asserts nothing. Run:
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
    deal,
    from_deal,
    new_game,
    record_of,
    replay,
)


def _games(seconds: float, rules: GermanWhistRules, fresh_deals: bool) -> tuple[int, float]:
    """Play random games for ``seconds`` of CPU time; return (games, CPU seconds)."""
    rnd = random.Random(1).random
    deals = [new_game(seed, rules=rules) for seed in range(64)]
    games, seed = 0, 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(50):
            if fresh_deals:
                seed += 1
                d = deal(seed)
                state = from_deal(d.hands, d.stock, d.dealer, rules)
            else:
                state = deals[games & 63]
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
    for label, rules, fresh in (("house rules, dealt in advance", house, False),
                                ("house rules, with a fresh seeded deal", house, True),
                                ("free reply + count all", variant, False)):
        games, cpu = _games(seconds / 3, rules, fresh)
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
    # A yardstick for comparing machines: ~8-10 us on an idle modern core.
    start = time.process_time()
    for _ in range(2000):
        sum(range(1000))
    out["reference: sum(range(1000)) (us)"] = round((time.process_time() - start) * 500, 1)
    return out


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    print("German Whist engine (one core, CPU time): random complete games per second")
    for label, value in run(seconds).items():
        print(f"  {label:40s} {value:>10,}")


if __name__ == "__main__":
    main()
