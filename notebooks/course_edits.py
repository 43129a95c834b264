"""Re-runnable text fixes to the existing lessons (issue 10).

Each fix replaces one exact passage of a markdown cell; a fix already applied is
skipped, so the script can be run again after a rebase: ``python course_edits.py``.
"""

from __future__ import annotations

import posixpath
import re
import sys
from pathlib import Path

import nbformat

HERE = Path(__file__).parent

FIXES: dict[str, list[tuple[str, str]]] = {
    "bid_whist/01_Table_and_Goal.ipynb": [
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
    "bid_whist/10_Variants.ipynb": [
        ("Here are the changes you will meet most, each one shown on a **real hand**\n"
         "from our records library.",
         "Here are the changes you will meet most, each one shown on a **real hand**."),
        ("In this recorded\nhand", "In this\nhand"),
        ("the engine refuses the\nrecord at West's call:",
         "the hand stops\nat West's call:"),
        ("In the recorded hand an earlier trick\nalready goes to another player, so the "
         "record breaks off:",
         "In the hand as played, an earlier trick\nalready goes to another player, so the "
         "hand cannot go on as it was played:"),
        ("And a hand recorded under the house rules:", "And a hand played under the house "
         "rules:"),
        ("J♥ the record shows", "J♥ that was played"),
        ("A hand recorded with two jokers cannot be replayed with one: the engine stops at "
         "the\nkitty.", "A hand dealt with two jokers cannot be played again with one: it "
         "stops at the\nkitty."),
        ("The engine normally **refuses** such a card\noutright; our renege record was made "
         "with a switch that lets the engine **record** the\nrenege instead.",
         "In this course such a card is normally\n**not allowed** at all; this example hand "
         "was played with reneges let through, so\nthat the claim could be shown."),
        ("For the last two switches we need a whole game. Here are five real hands from our "
         "records\nlibrary,", "For the last two variants we need a whole game. Here are "
         "five real hands from our\nexamples,"),
    ],
}

# Plain words (issue 11): no "engine", "records library" or "switch" in learner prose.
PLAIN_WORDS: dict[str, list[tuple[str, str]]] = {
    "bid_whist/06_Playing_Tricks.ipynb": [
        ("East can follow suit. The rules\nengine refuses the card and says why:",
         "East can follow suit. The table\nrefuses the card and says why:"),
        ("The rules engine tells each\nseat whether it may still look at trick 1:",
         "Here is, moment by\nmoment, who may still look at trick 1:"),
        ("This is the hand you have been looking at, from our records library (its "
         "teaching point:",
         "This is the hand you have been looking at, one of the course's example hands (its "
         "teaching point:"),
    ],
    "bid_whist/07_Jokers_in_No_Trump.ipynb": [
        ("so the joker is not allowed, and the rules engine says so:",
         "so the joker is not allowed, and the table says so:"),
        ("From our records library: North bid", "From the course's example hands: North bid"),
    ],
    "bid_whist/08_Scoring.ipynb": [
        ("**real hand** from our records library, replayed and scored by the rules engine; "
         "the last\ncolumn",
         "**real hand** from the course's example hands, played through and scored; the "
         "last\ncolumn"),
        ("In this hand (played under a switch that lets the engine record a renege instead "
         "of\nrefusing it),",
         "In this hand (played at a table that lets a renege stand until it is claimed, "
         "instead of\nrefusing the card),"),
    ],
    "bid_whist/09_A_Whole_Game.ipynb": [
        ("The deals\ncome from numbered seeds: we tried seeds 1, 2, 3 … and kept the first game "
         "that lasts at\nleast four hands,",
         "We let the\ncomputer shuffle and play game after game and kept the first one that "
         "lasts at\nleast four hands,"),
    ],
    "bid_whist/10_Variants.ipynb": [
        ("These are not switches of our game but games of their own,",
         "These are not changes to our game but games of their own,"),
    ],
    "german_whist/01_Setup_and_Deal.ipynb": [
        ("Every answer is worked out by the rules engine from a real deal.",
         "Every answer is worked out from the rules, on a real deal."),
    ],
    "german_whist/02_The_First_Stage.ipynb": [
        ("Every answer is worked out by the rules engine: it plays the cards and reports\n"
         "who won,",
         "Every answer is worked out from the rules: the cards are played and you see\n"
         "who won,"),
    ],
    "german_whist/03_The_Counted_Stage.ipynb": [
        ("The rules engine refuses the card and says\nwhy",
         "The table refuses the card and says\nwhy"),
        ("Every answer is worked out by the rules engine from the games in this lesson.",
         "Every answer is worked out from the rules, on the games in this lesson."),
    ],
}
for _name, _fixes in PLAIN_WORDS.items():
    FIXES.setdefault(_name, []).extend(_fixes)

LESSON10 = "bid_whist/10_Variants.ipynb"
INTRO_START, INTRO_END = "In the rules engine each variant is a **switch**", "does not hold …\"."
INTRO = ("First, try them yourself: tick a variant below and watch the computer players play "
         "the\nsame deal again under it, beside the house rules. Then each variant in turn, "
         "on a real\nhand. Often the hand plays the same and only the score changes (a "
         "**yellow** cell).\nSometimes a card or a call that was fine under the house rules "
         "is not allowed under\nthe variant (a **pink** cell, naming the place and the "
         "rule); and when a variant changes\nwho wins a trick, the rest of the hand cannot "
         "go on as it was played.")
EXPLORER_MD = ("## Try the variants on one deal\n\nTick any variants — in plain words, "
               "with their labels — and choose a deal. The\ncomputer players play it under "
               "the house rules and again under your choice; below you\nsee both, and what "
               "changed.")
EXPLORER_CODE = "from widgets.variant_explorer import VariantExplorer\n\nVariantExplorer()"


def explorer(nb) -> bool:
    """Lesson 10: the plain-words intro, and the explorer in place of the table of
    engine settings. Returns whether anything changed."""
    changed = False
    for cell in nb.cells:
        if cell.cell_type == "markdown" and INTRO_START in cell.source:
            a = cell.source.index(INTRO_START)
            b = cell.source.index(INTRO_END, a) + len(INTRO_END)
            cell.source = cell.source[:a] + INTRO + cell.source[b:]
            changed = True
    for i, cell in enumerate(nb.cells):
        if cell.cell_type == "markdown" and cell.source.startswith("Every switch of the engine"):
            cell.source = EXPLORER_MD
            nxt = nb.cells[i + 1]
            if nxt.cell_type == "code":
                nxt.source = EXPLORER_CODE
                nxt.outputs = []
                nxt.execution_count = None
            changed = True
    return changed


CARD = "reference/Rules_Card.ipynb"
_ID = r"(?:BW|GW|V|SYS|SC|S52|SB|SCN|SRI|SH)-[A-Z0-9.-]+(?:–\d+\.\d+)?"
LABEL = re.compile(rf"(?<!\[)\*\*\[({_ID}(?:, {_ID})*)\]\*\*(?!\]\()")


def link_rules(nb, rel: str) -> int:
    """Turn every **[RULE-ID]** label of a notebook's markdown into a link to the rules
    card (at the first ID's anchor). Re-runnable: linked labels are left alone."""
    from whist_core.rulebook import BY_ID

    target = posixpath.relpath(CARD, posixpath.dirname(rel) or ".")
    count = 0

    def swap(m: re.Match) -> str:
        nonlocal count
        first = m.group(1).split(", ")[0].split("–")[0]
        if first not in BY_ID:
            return m.group(0)
        count += 1
        return f"[{m.group(0)}]({target}#{first})"

    for cell in nb.cells:
        if cell.cell_type == "markdown":
            cell.source = LABEL.sub(swap, cell.source)
    return count


def link_all(root: Path = HERE) -> list[str]:
    """The link pass over every notebook of the course manifest but the rules card."""
    from widgets.course import lessons

    done = []
    for lesson in lessons():
        if lesson.file.startswith(("reference/", "systems/")):
            continue                  # the rules card itself; systems/ has its own builder
        path = root / lesson.file
        nb = nbformat.read(path, as_version=4)
        n = link_rules(nb, lesson.file)
        if n:
            nbformat.write(nb, path)
            done.append(f"{lesson.file}: {n} rule labels linked")
    return done


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
            if not hits:                    # edited away since (e.g. nav bars by the frame)
                done.append(f"{name}: passage gone, skipped: {old[:40]!r}")
                continue
            for c in hits:
                c.source = c.source.replace(old, new)
            changed = True
            done.append(f"{name}: fixed {old[:40]!r}")
        if name == LESSON10 and explorer(nb):
            changed = True
            done.append(f"{name}: the variant explorer")
        if changed:
            nbformat.write(nb, path)
    return done


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    root = Path(args[0]) if args else HERE
    print("\n".join(apply(root)))
    if "--link-rules" in sys.argv:
        print("\n".join(link_all(root)))
