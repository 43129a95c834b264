"""Build the course's new notebooks (first trick, strategy, reference) from this file.

Run ``python build_course.py`` from ``notebooks/`` (or with a path); every notebook
is rewritten from the cells below, so edit here and rebuild rather than editing
the notebooks by hand. Outputs of ``# NBVAL_CHECK_OUTPUT`` cells are filled by
executing the notebook (``--execute``), as nbval compares them.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

HERE = Path(__file__).parent
CHECK = "# NBVAL_CHECK_OUTPUT"


def md(text: str) -> nbformat.NotebookNode:
    return new_markdown_cell(text.strip("\n"))


def code(text: str) -> nbformat.NotebookNode:
    return new_code_cell(text.strip("\n"))


def notebook(cells: list, whist: dict) -> nbformat.NotebookNode:
    nb = new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python",
                                 "name": "python3"}
    nb.metadata["language_info"] = {"name": "python"}
    nb.metadata["whist"] = whist
    return nb


NOTEBOOKS: dict[str, nbformat.NotebookNode] = {}


def lesson(path: str, whist: dict):
    def register(fn):
        NOTEBOOKS[path] = notebook(fn(), whist)
        return fn
    return register


# ===================================================================== a first trick
FIRST_NAV = ("[← Previous](../Index.ipynb) · [Course index](../Index.ipynb) · "
             "[Next →](../bid_whist/01_Table_and_Goal.ipynb)")


@lesson("start/A_First_Trick.ipynb",
        {"course": "start", "lesson": 0, "rules": ["BW-4.4", "BW-4.5", "GW-3.1", "GW-3.2"]})
def first_trick() -> list:
    return [
        md(f"""
# A first trick

{FIRST_NAV}

Bid Whist and German Whist are **trick-taking** games. Before anything else — before
bidding, scores or jokers — here is the one thing every hand is made of: the trick.
Ten minutes here, and every later lesson will make sense.

## What you will learn

- what a **trick** is, and who **leads**
- why you must **follow suit**, and what you may do when you cannot (a **void**)
- what a **trump** is
- who **wins** the trick — and leads the next one
"""),
        code("""
from ipywidgets import HTML
from whist_core import pictures
from whist_core.cards import Card, Suit
from whist_core.questions.first_trick import (EXERCISES, first_trick_questions, play_into,
                                              ranking, trick_reason)
from widgets.guided import TrickExercise
from widgets.quiz import Quiz

def cards_of(*plays):
    return [(seat, Card.parse(code)) for seat, code in plays]
"""),
        md("""
## The rules in plain words

### A trick

Each player holds a **hand** of cards. One player puts a card face up in the middle:
that is the **lead**. Then each other player in turn, going clockwise (to the left),
adds one card. When everyone has played once, the cards in the middle form a
**trick**, and one player **wins** it.

In this lesson the four players sit North, East, South and West, as at a Bid Whist
table; German Whist has only two players, but its tricks work the same way
**[GW-3.1]**. Cards rank as usual: **A K Q J 10 9 8 7 6 5 4 3 2**, the ace highest.

### Follow suit

The first card decides the **suit led**. Every other player **must play a card of that
suit if they have one** — that is called *following suit* **[BW-4.4]**. If West leads
a heart and you hold hearts, you must play a heart — any heart you like.

### A void: no card of the suit led

If you have **no card of the suit led**, you are **void** in that suit, and you may play
**any card** you like **[BW-4.4]**.

### Trumps

In most hands one suit is **trump**. A trump beats every card of the other suits. You
may play a trump only when you are void in the suit led (or when trumps were led),
and you never *have* to: trumping is allowed, not compulsory **[BW-4.4]**.

### Who wins

- If anyone played a **trump**, the **highest trump** wins.
- If nobody did, the **highest card of the suit led** wins. A card of another suit
  cannot win, however high it is.

The winner collects the trick and **leads to the next one** **[BW-4.5]**. German Whist
uses the very same rules **[GW-3.2]**.
"""),
        md("""
### Two tricks to look at

No trump suit here. North leads 10♣; East has no clubs and throws the A♦ — a high card,
but of the wrong suit; West's J♣ is the highest club, so **West wins**.
"""),
        code("""
NO_TRUMP_TRICK = cards_of(("N", "10C"), ("E", "AD"), ("S", "3C"), ("W", "JC"))
winner = ranking(None).winner([c for _, c in NO_TRUMP_TRICK])
HTML(pictures.trick_svg(NO_TRUMP_TRICK, winner=NO_TRUMP_TRICK[winner][0], width=360))
"""),
        md("""
Now spades are trump. West leads K♦, North plays the A♦ — the best diamond — but East,
void in diamonds, plays the 2♠: the smallest trump beats every diamond, so **East wins**.
"""),
        code("""
TRUMPED = cards_of(("W", "KD"), ("N", "AD"), ("E", "2S"), ("S", "QD"))
winner = ranking(Suit.SPADES).winner([c for _, c in TRUMPED])
HTML(pictures.trick_svg(TRUMPED, winner=TRUMPED[winner][0], width=360))
"""),
        code(f"""
{CHECK}
print(trick_reason(NO_TRUMP_TRICK, None) + ".")
print(trick_reason(TRUMPED, Suit.SPADES) + ".")
"""),
        md("""
## Your turn: play four tricks

You sit **South**. The cards already played are in the middle; your hand is below.
Click the card you want to play. A card that does not follow suit is refused, with the
reason. After each trick you see who won, why, and whether your card was a good choice:
win a trick as cheaply as you can, and when you cannot win, throw your smallest card.
"""),
        code("""
TrickExercise()
"""),
        md("""
## Check yourself

Pick an answer: you will see at once whether it is right, and why, with the rule it
comes from. Then press **Next question**.
"""),
        code("""
Quiz(first_trick_questions(), title=None)
"""),
        code("""
# The facts this lesson teaches, checked against the rules engine (prints nothing).
assert NO_TRUMP_TRICK[ranking(None).winner([c for _, c in NO_TRUMP_TRICK])][0] == "W"
assert TRUMPED[ranking(Suit.SPADES).winner([c for _, c in TRUMPED])][0] == "E"
follow = EXERCISES[0]
assert all(c.suit is Suit.HEARTS for c in follow.legal) and len(follow.legal) == 2
assert not play_into(follow, "10S").allowed                            # must follow suit
void = EXERCISES[2]
assert set(void.legal) == set(void.hand)                              # void: any card
assert play_into(void, "2S").winner == "S" and play_into(void, "AH").winner == "E"
assert play_into(EXERCISES[3], "QH").winner == "S"                     # over-trump
"""),
        md(f"""
## Summary

- A **trick** is one card from each player; the first card is the **lead**.
- You must **follow suit** when you can; **void** in the suit led, you may play any card.
- A **trump** beats every card of the other suits; trumping is never compulsory.
- The **highest trump** wins, or else the **highest card of the suit led**; the winner
  leads next.

Next: **Bid Whist 1 — the table and the goal**. New to card games? German Whist, for
two players, is a gentle place to start: [German Whist 1](../german_whist/01_Setup_and_Deal.ipynb).

{FIRST_NAV}
"""),
    ]


def build(root: Path = HERE) -> list[Path]:
    out = []
    for rel, nb in NOTEBOOKS.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, path)
        out.append(path)
    return out


def execute(paths: list[Path]) -> None:
    """Run each notebook and keep only the outputs of the checked cells."""
    from nbclient import NotebookClient

    for path in paths:
        nb = nbformat.read(path, as_version=4)
        NotebookClient(nb, timeout=120, resources={"metadata": {"path": str(path.parent)}}
                       ).execute()
        for cell in nb.cells:
            if cell.cell_type == "code" and not cell.source.startswith(CHECK):
                cell.execution_count = None
                cell.outputs = []
        nbformat.write(nb, path)


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    written = build(Path(args[0]) if args else HERE)
    if "--execute" in sys.argv:
        execute(written)
    print("\n".join(str(p) for p in written))
