"""Engine speed: random complete hands per second, per game, and the time to replay a record.

One figure per family system, for random complete hands (a fresh seeded deal — shuffle,
cut, deal — then random legal actions to the end, and the hand's result): every call,
declaration, discard and card through ``legal_actions()`` then ``apply()``, as a program
using the game protocol would play. No target: no user waits on it
(benchmarks/README.md).

And the protocol figure of the registry's ``bid-whist`` (``games.get("bid-whist")``, the
house system's family states under the hand's switches): the same random numbers make the
same hands as the house system's states (tests/test_family_house.py).

Times are CPU time (``time.process_time``). The reference line (``sum(range(1000))``,
printed before and after) tells a busy machine from a slow engine: on an idle core it
takes about 14 µs. Prints figures; asserts nothing.
Run: ``python benchmarks/engine.py [seconds per figure]``.
"""

from __future__ import annotations

import random
import sys
import time
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from whist_core import games
from whist_core.bid_whist import BidWhistRules
from whist_core.family.engine import FamilyState
from whist_core.family.record import record_of
from whist_core.family.systems import CUTTHROAT, HOUSE, SYSTEMS
from whist_core.german_whist import new_game
from whist_core.german_whist import record_of as german_record_of

BID_WHIST = games.get("bid-whist")


def protocol_hand(state, rnd):
    """Deal, auction, declaration, discard and every trick with random legal actions from
    ``state``, all through the protocol (the lay-away: the jokers ``required_discards()``
    names, then a partial Fisher–Yates over the other cards), and the result."""
    while True:
        phase = state.phase
        if phase == "complete":
            state.result  # noqa: B018 - scoring is part of the work measured
            return state
        if phase == "discard":
            need = state.required_discards()
            pool = [c for c in state.legal_actions() if c not in need]
            k = state.discard_count - len(need)
            for i in range(k):                         # a partial Fisher–Yates
                j = i + int(rnd() * (len(pool) - i))
                pool[i], pool[j] = pool[j], pool[i]
            state = state.apply(need + pool[:k])
        else:
            legal = state.legal_actions()
            state = state.apply(legal[int(rnd() * len(legal))])


def random_family_hand(system, seed: int, rnd) -> FamilyState:
    """A random hand of ``system`` through the protocol from a fresh seeded deal."""
    return protocol_hand(FamilyState.new(system, seed), rnd)


def registry_bid_whist_hand(rules: BidWhistRules, seed: int, rnd) -> FamilyState:
    """The same random hand through ``games.get("bid-whist")``: the house system's family
    states."""
    return protocol_hand(BID_WHIST.new(seed, rules=rules), rnd)


def family_hands_per_second(system, seconds: float, hand=random_family_hand) -> float:
    rnd = random.Random(1).random
    n, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        hand(system, n, rnd)
        n += 1
    return n / (time.process_time() - start)


def replay_ms(fn, record, repeats: int = 300, batches: int = 5) -> float:
    """CPU milliseconds per ``fn(record)``: the best of ``batches`` batches of ``repeats``
    (garbage collection on, as in use; the best batch is the one the other processes of a
    shared machine disturbed least, as for the reference)."""
    best = float("inf")
    for _ in range(batches):
        start = time.process_time()
        for _ in range(repeats):
            fn(record)
        best = min(best, time.process_time() - start)
    return best / repeats * 1000


def reference() -> float:
    """CPU microseconds for ``sum(range(1000))``: about 14 on an idle core of this machine.
    CPU time, like every figure here (wall time would count the other processes' turns)."""
    timer = timeit.Timer("sum(range(1000))", timer=time.process_time)
    return min(timer.repeat(number=2000, repeat=5)) / 2000 * 1e6


#: The reference on an idle core of this machine (µs): the last column scales each figure to it.
IDLE = 14.0


def around(measure):
    """``measure()``, and the reference taken just before and just after it (their mean):
    this virtual machine's speed drifts within a run, so each figure gets its own."""
    before = reference()
    value = measure()
    return value, (before + reference()) / 2


def rate_row(label: str, measure, what: str) -> None:
    """One rate: as measured, at its reference, and scaled to an idle core."""
    value, ref = around(measure)
    print(f"  {label:36s} {value:8.0f} {ref:6.1f} {value * ref / IDLE:8.0f}  {what}")


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    print(f"reference: sum(range(1000)) {reference():.1f} us (about {IDLE:.0f} on an idle core)")
    print("Random complete hands per second, one core (family engine): a fresh seeded deal,")
    print("random legal actions to the end, the result; legal_actions() + apply() for every")
    print("action.")
    print("Columns: hands/s measured, the reference around it (us), hands/s scaled to "
          f"{IDLE:.0f} us")
    rows = [("bid-whist (house system)", HOUSE)]
    rows += [(name, s) for name, s in SYSTEMS.items() if name != "cutthroat"]
    rows += [(f"cutthroat, {n} players", CUTTHROAT[n]) for n in (3, 4, 5)]
    for label, system in rows:
        rate_row(label, lambda s=system: family_hands_per_second(s, seconds), "protocol")
    print("bid-whist, the registry's game (games.get('bid-whist'): the house system's family")
    print("states under the hand's switches), the same protocol hands")
    for label, rules in (("house rules", BidWhistRules()),
                         ("nt_jokers=kitty, allow_renege", BidWhistRules(nt_jokers="kitty",
                                                                         allow_renege=True))):
        rate_row(label, lambda r=rules: family_hands_per_second(r, seconds,
                                                                registry_bid_whist_hand),
                 "protocol")
    rnd = random.Random(7).random
    print("Replay of one complete record (games.get(name).replay: the record checked and every")
    print("state built; best of 5 batches of 300). Columns: ms measured, the reference around")
    print(f"it (us), ms scaled to {IDLE:.0f} us")
    complete = {"bid-whist": record_of(registry_bid_whist_hand(BidWhistRules(), 7, rnd))}
    for name in games.available():
        if name in SYSTEMS:
            complete[name] = record_of(random_family_hand(SYSTEMS[name], 7, rnd))
    gw = new_game(7)
    gw_rng = random.Random(7)
    while not gw.complete:
        gw = gw.play(gw_rng.choice(gw.legal_plays()))
    complete["german-whist"] = german_record_of(gw)
    for name in games.available():
        label = name + (" (the house system's family states)" if name == "bid-whist" else "")
        ms, ref = around(lambda n=name: replay_ms(games.get(n).replay, complete[n]))
        print(f"  {label:50s} {ms:8.3f} {ref:6.1f} {ms * IDLE / ref:8.3f}")
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from german_whist_speed import run

    figures, ref = around(lambda: run(seconds))
    print(f"German Whist engine (one core; the reference around all of it: {ref:.1f} us).")
    print(f"Columns: as measured, scaled to {IDLE:.0f} us")
    for key, value in figures.items():
        if key.startswith("reference"):
            print(f"  {key:50s} {value:10.1f}")
            continue
        scaled = value * IDLE / ref if "(ms)" in key else value * ref / IDLE
        print(f"  {key:50s} {value:10.1f} {scaled:10.1f}")
    print(f"reference at the end: sum(range(1000)) {reference():.1f} us")


if __name__ == "__main__":
    main()
