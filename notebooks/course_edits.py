"""Re-runnable text fixes to the existing lessons (issue 10).

Each fix replaces one exact passage of a markdown cell; a fix already applied is
skipped, so the script can be run again after a rebase: ``python course_edits.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat

HERE = Path(__file__).parent

FIXES: dict[str, list[tuple[str, str]]] = {
    "bid_whist/01_Table_and_Goal.ipynb": [
        ("[← Previous](../Index.ipynb) · [Course index]",
         "[← Previous](../start/A_First_Trick.ipynb) · [Course index]"),
        ("meet in lesson 3.",
         "meet in lesson 3. The picture also counts each team's **books**: a book is simply\n"
         "a trick won (lesson 4 says how many a team needs)."),
    ],
    "bid_whist/02_Card_Ranks.ipynb": [
        ("In every trick each player plays one card, and the highest card wins. But in Bid Whist\n"
         "*which* card is highest is not fixed: it depends on a choice made in the auction.",
         "In every trick each player plays one card. You saw in the first lesson who takes it:\n"
         "the highest trump, or if nobody trumped, the highest card of the suit that was led.\n"
         "But in Bid Whist *which* card of a suit is highest is not fixed: it depends on a\n"
         "choice made in the auction."),
    ],
    "bid_whist/04_Bidding.ipynb": [
        ("the auction winner lays away from the kitty count as one more book for that team\n"
         "(lesson 5).",
         "the auction winner lays away after taking the kitty — any six of the hand and the\n"
         "kitty together — count as one more book for that team (lesson 5)."),
    ],
    "bid_whist/05_Declaring_and_the_Kitty.ipynb": [
        ("A tip: lay away cards that are unlikely to win tricks, and keep your trumps and the\n"
         "jokers.",
         "A tip: lay away cards that are unlikely to win tricks. With a trump suit, keep your\n"
         "trumps and the jokers. At no trump the jokers can never win a trick (lesson 7,\n"
         "**[BW-5.1]**), so they are usually the first cards to lay away."),
        ("North laid away **every diamond**, even the ace: with no\n"
         "diamonds left, North can trump when diamonds are led (lesson 6).",
         "North laid away **every diamond**, even the ace. That costs something: downtown the\n"
         "ace is still the top diamond, so kept, it would very likely have won a book by itself.\n"
         "North's idea is that with no diamonds left, North can trump when diamonds are led\n"
         "(lesson 6) — but that wins a book only while North still has trumps to spare. Most\n"
         "players keep a sure winner like that ace and lay away cards that cannot win."),
    ],
}


def apply(root: Path = HERE) -> list[str]:
    """Apply every fix; return what was done (one line per fix)."""
    done = []
    for name, fixes in FIXES.items():
        path = root / name
        nb = nbformat.read(path, as_version=4)
        changed = False
        for old, new in fixes:
            cells = [c for c in nb.cells if c.cell_type == "markdown"]
            if any(new in c.source for c in cells):
                done.append(f"{name}: already fixed: {new[:40]!r}")
                continue
            hits = [c for c in cells if old in c.source]
            if not hits:
                raise SystemExit(f"{name}: passage not found: {old[:60]!r}")
            for c in hits:
                c.source = c.source.replace(old, new)
            changed = True
            done.append(f"{name}: fixed {old[:40]!r}")
        if changed:
            nbformat.write(nb, path)
    return done


if __name__ == "__main__":
    print("\n".join(apply(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE)))
