"""Best-play solver speed (whist_core.analysis), CPU time on one core. Prints figures.

- German Whist from the first trick of the second stage: median and worst of N positions.
- Bid Whist, six tricks left (24 cards): median and worst.
- Bid Whist from the first trick after the discard (12 tricks): median and worst.
- The whole double-dummy table of a deal (4 declarers x 10 declarations, ``--table N``
  deals, 0 to skip).

Times are CPU time (``time.process_time``) of this process. The reference line
(``sum(range(1000))``, wall time, about 14 µs on an idle core) tells a loaded machine
from a slow solver: quote figures with it.

Each position gets a fresh solver (nothing remembered from another position).

How far from a C++ bridge solver (DDS, about 20 ms for a 13-trick deal) and why. Here a
12-trick Bid Whist solve is seconds (median 630k nodes: 8.8 s CPU with the machine loaded
to a reference of 70-230 µs, about 6-7 s at the 95k nodes/s of a lightly loaded core):
more than two orders of magnitude. Two factors multiply:

- the interpreter: one node here is about 10 µs on a lightly loaded core (a Python
  call, lists of moves, dict look-ups, big-int masks) against well under 0.1 µs in
  C++ with fixed-size arrays — a factor of 50-100 on its own;
- the search size: DDS stores bounds that keep only the ranks that mattered to the
  result (partition search), so one entry covers many more positions than the
  relative-rank key here; it also has tuned move-ordering weights per position in the
  trick and later-trick bounds. This solver has the relative-rank key, remembered best
  leads, equivalent cards, quick tricks (the leader's and, through an entry, the
  partner's), top-trump bounds and simple ordering: it visits several times more nodes.

Closing the gap in pure Python would need partition-style entries (record which ranks
decided a bound) and a per-trick search that generates only the distinct trick
outcomes; a compiled extension is ruled out (README: two set-up commands, no compiler).
Run: ``python benchmarks/solver.py [--gw 200] [--bw6 100] [--bw12 5] [--table 1]``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from whist_core import analysis
from whist_core.analysis.examples import (
    bid_whist_play,
    german_second_stage,
    random_play,
)

DECLS = [("uptown", "spades"), ("downtown", "hearts"), ("uptown", None), ("downtown", None)]


def _timed(state) -> tuple[float, int]:
    analysis._SOLVERS.clear()
    pos = analysis.position_of(state)
    start = time.process_time()
    analysis.solve_position(pos)
    spent = time.process_time() - start
    return spent, sum(s.nodes for s in analysis._SOLVERS.values())


def _report(name: str, times: list[float], nodes: list[int], aim: str) -> None:
    print(f"{name}: n={len(times)}  median {statistics.median(times) * 1000:.1f} ms  "
          f"worst {max(times) * 1000:.1f} ms  (aim {aim})  "
          f"nodes median {int(statistics.median(nodes))}  "
          f"{sum(nodes) / max(sum(times), 1e-9) / 1000:.0f}k nodes/s  "
          f"[reference {reference():.1f} µs]", flush=True)


def german(n: int) -> None:
    times, nodes = [], []
    for seed in range(n):
        t, k = _timed(german_second_stage(seed))
        times.append(t)
        nodes.append(k)
    _report("German Whist, 13 tricks (second stage)", times, nodes, "median < 50 ms, worst < 1 s")


def bid_whist(n: int, tricks_left: int, aim: str) -> None:
    times, nodes = [], []
    for seed in range(n):
        direction, trump = DECLS[seed % len(DECLS)]
        state = random_play(bid_whist_play(seed, direction, trump), 48 - 4 * tricks_left, seed)
        t, k = _timed(state)
        times.append(t)
        nodes.append(k)
    _report(f"Bid Whist, {tricks_left} tricks left", times, nodes, aim)


def reference() -> float:
    """``sum(range(1000))`` in µs (best of five, wall time)."""
    return min(timeit.repeat("sum(range(1000))", number=2000, repeat=5)) / 2000 * 1e6


def table(seed: int) -> None:
    state = bid_whist_play(seed)
    analysis._SOLVERS.clear()
    start = time.process_time()
    result = analysis.dd_table(state)
    spent = time.process_time() - start
    print(f"Double-dummy table of deal {seed} (40 entries): {spent:.1f} s  (aim < 30 s)  "
          f"[reference {reference():.1f} µs]", flush=True)
    for seat, row in result.items():
        print(" ", seat, " ".join(f"{d[0][0]}{t.symbol if t else 'NT'}:{b}"
                                  for (d, t), b in ((k, v) for k, v in row.items())))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--gw", type=int, default=200)
    ap.add_argument("--bw6", type=int, default=100)
    ap.add_argument("--bw12", type=int, default=5)
    ap.add_argument("--table", type=int, default=1, help="deals to tabulate")
    args = ap.parse_args()
    print(f"reference: sum(range(1000)) {reference():.1f} µs (about 14 on an idle core)",
          flush=True)
    if args.gw:
        german(args.gw)
    if args.bw6:
        bid_whist(args.bw6, 6, "< 50 ms")
    if args.bw12:
        bid_whist(args.bw12, 12, "median < 2 s")
    for seed in range(1, args.table + 1):
        table(seed)


if __name__ == "__main__":
    main()
