"""Build records/counts/kitty_jokers.json (run: python build_counts.py).

Lesson 3 of Bid Whist shows how often the kitty holds a joker over 3,000 deals.
Dealing and counting them takes over a second, every time the lesson opens, on a
busy class server; so they are counted here, once, and the lesson reads the file.
tests/test_lesson_open.py checks the file against the engine. Re-running writes the
same file.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from whist_core.bid_whist.stats import kitty_jokers  # noqa: E402

OUT = HERE / "counts" / "kitty_jokers.json"
HANDS, SEED = 3000, 0


def build() -> dict:
    """How many of ``HANDS`` deals (seed ``SEED``) put 0, 1 or 2 jokers in the kitty."""
    counts = kitty_jokers(HANDS, SEED)
    return {"title": "Jokers in the kitty over 3,000 deals", "hands": HANDS, "seed": SEED,
            "counts": {str(k): counts[k] for k in sorted(counts)}}


if __name__ == "__main__":
    OUT.write_text(json.dumps(build(), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUT}")
