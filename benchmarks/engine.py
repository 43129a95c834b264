"""Engine speed: random complete hands per second and the time to replay one record.

Prints figures; asserts nothing. Run: ``python benchmarks/engine.py [seconds]``.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from whist_core.bid_whist import BidWhistRules, BidWhistState, Phase
from whist_core.bid_whist.record import record_of, replay


def random_hand(seed: int, rng: random.Random, rules: BidWhistRules) -> BidWhistState:
    """Deal, auction, declaration, discard, 12 tricks and score, with random legal choices."""
    state = BidWhistState.new(seed, rules=rules)
    while True:
        phase = state.phase
        if phase is Phase.PLAY:
            state = state.play(rng.choice(state.legal_plays()))
        elif phase is Phase.AUCTION:
            state = state.bid(rng.choice(state.legal_bids()))
        elif phase is Phase.DECLARE:
            state = state.declare(rng.choice(state.legal_declarations()))
        elif phase is Phase.DISCARD:
            need = state.required_discards()
            rest = [c for c in state.hand(state.to_act) if c not in need]
            state = state.lay_away(need + rng.sample(rest, rules.kitty_size - len(need)))
        else:
            state.result  # noqa: B018 - scoring is part of the work measured
            return state


def hands_per_second(seconds: float, rules: BidWhistRules) -> float:
    rng = random.Random(1)
    n, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        random_hand(n, rng, rules)
        n += 1
    return n / (time.process_time() - start)


def replay_time(repeats: int = 200) -> float:
    record = record_of(random_hand(7, random.Random(7), BidWhistRules()))
    start = time.process_time()
    for _ in range(repeats):
        replay(record)
    return (time.process_time() - start) / repeats


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    print("Bid Whist engine (one core)")
    for label, rules in (("house rules", BidWhistRules()),
                         ("nt_jokers=kitty, allow_renege", BidWhistRules(nt_jokers="kitty",
                                                                         allow_renege=True))):
        print(f"  random complete hands/s, {label:32s} {hands_per_second(seconds, rules):8.0f}")
    print(f"  replay one complete record (ms)  {replay_time() * 1000:8.2f}")
    try:
        from benchmarks_gw import run  # type: ignore[import-not-found]
    except ImportError:
        try:
            sys.path.insert(0, str(Path(__file__).resolve().parent))
            from german_whist_speed import run
        except ImportError:
            return
    print("German Whist engine (one core)")
    for key, value in run(seconds).items():
        print(f"  {key:45s} {value:10.1f}")


if __name__ == "__main__":
    main()
