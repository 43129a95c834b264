"""Write the "Other ways to play" lessons (``NN_*.ipynb`` in this folder) from one place.

Run from the repository root: ``python notebooks/systems/build_lessons.py [NAME ...]``
(no name: every lesson). The words come from ``prose.py``; the code cells are built
here. Each notebook is then executed once so that its ``# NBVAL_CHECK_OUTPUT`` cells
are saved with their output (every other output is cleared, as the course requires).
``--no-run`` writes the notebooks without executing them.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(1, str(HERE.parent.parent))
sys.path.insert(2, str(HERE.parent))

from prose import HOUSE, LESSONS  # noqa: E402

from course_edits import link_rules  # noqa: E402

from widgets._frame_notebooks import frame  # noqa: E402

CHECKED = "# NBVAL_CHECK_OUTPUT"


# ------------------------------------------------------------------ words
def bullets(items: list[str]) -> str:
    return "\n".join(f"- {item}" for item in items)


def comparison(lesson: dict) -> str:
    rows = [f"| | {HOUSE} | {lesson['name']} |", "|---|---|---|"]
    rows += [f"| {what} | {house} | {here} |" for what, house, here in lesson["table"]]
    return "\n".join(rows)


def head_md(i: int, lesson: dict) -> str:
    return (f"# Other ways to play {i + 1} — {lesson['title']}\n\n"
            f"{lesson['intro']}\n\n## What you will learn\n\n{bullets(lesson['learn'])}")


def differ_md(lesson: dict) -> str:
    return ("## What is different from the house game\n\n"
            "You know the house game from the Bid Whist course. Here is what changes — "
            "everything not in this table (following suit, which card wins a trick, the "
            "jokers where there are jokers) works just as at home.\n\n" + comparison(lesson)
            + "\n\nBelow it, a fresh deal counts the players, the cards and the kitty.")


def summary_md(i: int, lesson: dict) -> str:
    if i + 1 < len(LESSONS):
        nxt = f"Next: **{LESSONS[i + 1]['name']}**."
    else:
        nxt = "That is the last of the other ways to play."
    return f"## Summary\n\n{bullets(lesson['summary'])}\n\n{nxt}"


REVIEW_MD = """\
When a hand is over, the table looks back at it. From the point where ten tricks were
left{five}, it works out how many books {whose} could have taken if everyone had played
perfectly from there{against}, sets that beside the books {whose} did take, and names any
card of yours that lost a book. For stronger opponents, choose **Computer players:
expert** under the table: they try many ways the cards they cannot see could lie, and
play the card that does best over all of them."""


def review_md(lesson: dict) -> str:
    """The paragraph on the end-of-hand review and the expert players."""
    alone = lesson["game"] == "cutthroat"
    return REVIEW_MD.format(
        five=" (eight with five players)" if alone else "",
        whose="you" if alone else "your side",
        against=", with every other player against you" if alone else "")


QUIZ_MD = """\
## Check yourself

Pick an answer: you will see at once whether it is right, and why, with the rule it
comes from. Then press **Next question**."""


# ------------------------------------------------------------------ code
SETUP = """\
from whist_core import games, records
from whist_core.questions.systems import (auction_from, books_word, contract_words,
                                          game_after, lesson_questions, play_game,
                                          seat_name, side_name, signed, why_over)
from widgets import GamePlayTable, HandReplay
from widgets.compare import FactTable
from widgets.quiz import Quiz
from widgets.system_plots import totals_chart

GAME = games.get("{game}")
HAND_FILE = "{hand}"
HAND = records.replay(HAND_FILE)
FINAL = HAND[-1]
WHOLE = play_game("{game}", seed={seed}{players})   # computer players, to the end
WORD = books_word(FINAL.system)"""

DIFFER = """\
def deal_row(label, **options):
    state = GAME.new(1, **options)
    sizes = {{len(h) for h in state.hands.values()}}
    kitty = len(state.kitty or ())
    return [label, str(len(state.hands)), ", ".join(map(str, sorted(sizes))),
            str(kitty) if kitty else "none", str(sum(map(len, state.hands.values())) + kitty)]


DEALS = {deals}
FactTable(["A fresh deal", "Players", "Cards each", "Kitty", "Cards in all"], DEALS)"""

HAND = """\
HandReplay(HAND_FILE)"""

HAND_FACTS = """\
R = FINAL.result
DECLARERS = R.declarer_side
FactTable(["", WORD.capitalize(), "Score for the hand"],
          [[side_name(s) + (" (bidder)" if s == DECLARERS else ""), str(R.books[s]),
            signed(R.score[s])] for s in R.score])"""

HAND_CHECKED = """\
# NBVAL_CHECK_OUTPUT
print(f"{{contract_words(FINAL)}}: {{'made' if R.made else 'set'}}; "
      + ", ".join(f"{{side_name(s)}} {{signed(v)}}" for s, v in R.score.items()))"""

GAME_CELL = """\
totals_chart(WHOLE)"""

GAME_FACTS = """\
FactTable(["Hands played", "Final scores", "Winner", "Why it is over"],
          [[str(len(WHOLE.lines)),
            ", ".join(f"{{side_name(s)}} {{signed(v)}}" for s, v in WHOLE.totals.items()),
            side_name(WHOLE.winner), why_over(WHOLE)]])"""

PLAY = """\
GamePlayTable("{game}"{players})"""

QUIZ = """\
Quiz(lesson_questions("{game}", HAND, WHOLE), title=None)"""

ASSERT_HEAD = """\
# The facts this lesson teaches, checked against the rules (prints nothing).
c = FINAL.contract
DECL, OTHERS = R.declarer_side, [s for s in R.score if s != R.declarer_side]
assert FINAL.complete and FINAL.tricks[0].leader == c.declarer       # the bidder leads
assert all(game_after(WHOLE, n).winner is None for n in range(1, len(WHOLE.lines)))
"""

DEAL_ROWS = {
    "cutthroat": '[deal_row(f"{n} players", players=n) for n in (3, 4, 5)]',
}
DEFAULT_DEALS = '[deal_row(GAME.title)]'

#: The facts each lesson teaches, checked in its last code cell (after ASSERT_HEAD).
ASSERTS = {
    "cutthroat": """\
assert [d[1:] for d in DEALS] == [["3", "16", "6", "54"], ["4", "12", "6", "54"],
                                  ["5", "10", "4", "54"]]                          # SC-1
assert set(R.score) == set(GAME.seats(players=FINAL.system.players))  # everyone alone
assert max(sum(1 for s, _ in FINAL.calls if s == p) for p in R.score) > 1  # it went round
legal = [x.code for x in auction_from("cutthroat", 5, ["3"]).legal_actions()]
assert "3" not in legal and {"pass", "3NT", "4"} <= set(legal)                     # SC-2
assert sum(R.books.values()) == len(FINAL.tricks) == FINAL.system.hand_size       # SC-3
assert R.made == (R.books[c.declarer] >= c.bid)                     # at least the bid
for p in R.score:                                                                  # SC-4
    assert R.score[p] == (-c.bid if p == c.declarer and not R.made else R.books[p])
top = max(WHOLE.totals.values())                                                   # SC-5
assert WHOLE.totals[WHOLE.winner] == top >= 30
assert list(WHOLE.totals.values()).count(top) == 1""",
    "bid-whist-52": """\
assert DEALS[0][1:] == ["4", "12", "4", "52"]                                     # S52-1
first = FINAL.tricks[0]
assert FINAL.states()[0].hand(c.declarer) and len(FINAL.discard) == 4             # S52-5
after1 = next(s for s in HAND if len(s.done) == 1)
assert after1.books[after1.side_of(first.winner)] == 2       # trick 1 is worth two books
assert after1.side_of(first.winner) != DECL      # here the other side took the kitty
assert sum(R.books.values()) == 13
if R.made:                                                                         # S52-6
    assert R.score == {DECL: R.books[DECL] - 6, OTHERS[0]: 0}
else:
    assert R.score == {DECL: 0, OTHERS[0]: c.bid}
legal = [x.code for x in auction_from("bid-whist-52", 5, ["2", "3", "pass"],
                                      dealer="W").legal_actions()]
assert "3" in legal and "2" not in legal                        # the dealer may equal
legal = [x.code for x in auction_from("bid-whist-52", 5, ["2"], dealer="W").legal_actions()]
assert "2" not in legal and "3" in legal
assert min(min(line.totals.values()) for line in WHOLE.lines) >= 0   # no minus scores
assert WHOLE.totals[WHOLE.winner] >= 21""",
    "boston": """\
assert DEALS[0][1:] == ["4", "13", "none", "52"]                                   # SB-1
assert c.trump is not None and c.trump is FINAL.tricks[0].plays[0][1].suit         # SB-3
assert c.direction == "uptown"                                        # no downtown
assert sum(R.books.values()) == 13
assert R.score[DECL] == (R.books[DECL] - 6 if R.made else -c.bid)                  # SB-4
assert R.score[OTHERS[0]] == R.books[OTHERS[0]]
reached = [s for s, v in WHOLE.totals.items() if v >= 11]                          # SB-5
assert WHOLE.winner in reached
if len(reached) == 2:
    assert WHOLE.winner == WHOLE.lines[-1].result.declarer_side""",
    "cincinnati": """\
assert DEALS[0][1:] == ["4", "13", "none", "52"]                                  # SCN-1
assert c.call.style == "D" and c.direction == "downtown" and c.trump is not None  # SCN-2
legal = [x.code for x in auction_from("cincinnati", 5, ["2D"], dealer="W").legal_actions()]
assert "2U" not in legal and "2D" not in legal and "2NT" in legal
assert sum(R.books.values()) == 13
if R.made:                                                                 # SCN-1, S52-6
    assert R.score == {DECL: R.books[DECL] - 6, OTHERS[0]: 0}
else:
    assert R.score == {DECL: 0, OTHERS[0]: c.bid}
nt = auction_from("cincinnati", 5, ["pass", "pass", "pass", "1NT"], dealer="W")
assert nt.contract.direction == "uptown" and nt.contract.trump is None            # SCN-3
assert WHOLE.totals[WHOLE.winner] >= 21""",
    "rhode-island": """\
assert DEALS[0][1:] == ["4", "12", "4", "52"]                                     # SRI-1
legal = [x.code for x in auction_from("rhode-island", 5, ["pass", "4", "pass"],
                                      dealer="W").legal_actions()]
assert "4" in legal and "3" not in legal                        # the dealer may equal
order = [s.last.kind for s in HAND if s.last.kind in ("discard", "declare")]
assert order == ["discard", "declare"]                      # lay away, then trump (SRI-3)
assert sum(R.books.values()) == 13
double = 2 if c.trump is None else 1                                               # SRI-4
if R.made:
    assert R.score == {DECL: double * R.books[DECL], OTHERS[0]: 0}
else:
    assert R.score == {DECL: 0,
                       OTHERS[0]: double * (c.bid + max(0, R.books[OTHERS[0]] - 6))}
assert WHOLE.totals[WHOLE.winner] >= 21""",
    "hawaii": """\
assert DEALS[0][1:] == ["4", "12", "4", "52"]                                      # SH-1
legal = [x.code for x in auction_from("hawaii", 5, [], dealer="W").legal_actions()]
assert "2" not in legal and "3" in legal                                           # SH-2
assert c.direction == "uptown" and sum(R.books.values()) == 13
assert R.made == (R.books[OTHERS[0]] < 8 - c.bid)                     # 8 minus the bid
assert not R.made and R.score == {DECL: 0, OTHERS[0]: 2}                          # SH-3
ends = {s: (v >= 7 and WHOLE.totals[o] == 0, v - WHOLE.totals[o] >= 11,
            v >= 21 and v - WHOLE.totals[o] >= 2)
        for (s, v), o in zip(WHOLE.totals.items(), reversed(list(WHOLE.totals)))}
assert any(ends[WHOLE.winner]) and not any(any(ends[o]) for o in ends if o != WHOLE.winner)""",
}


# ------------------------------------------------------------------ the hands and games
#: Each lesson's worked hand (relative to this folder) and the seed of its whole game,
#: as ``python build_lessons.py --find`` chose them (pasted here so builds repeat).
WIRING: dict[str, tuple[str, int]] = {
    "cutthroat": ("../records/sys_cutthroat_1_every_player_scores.json", 0),
    "bid-whist-52": ("../records/sys_bid-whist-52_1_first_trick_two_books.json", 0),
    "boston": ("../records/sys_boston_1_trump_by_lead.json", 64),
    "cincinnati": ("../records/sys_cincinnati_1_special_downtown.json", 0),
    "rhode-island": ("../records/sys_rhode-island_1_every_book_counts.json", 0),
    "hawaii": ("../records/sys_hawaii_2_set_two_points.json", 0),
}

#: What the worked hand must show (the lesson's words rely on it), by system.
SHOWS = {
    "cutthroat": lambda s: s.system.players == 4 and max(
        sum(1 for p, _ in s.calls if p == q) for q in s.system.seats) > 1,
    "bid-whist-52": lambda s: not s.redeal and s.side_of(s.tricks[0].winner)
    != s.side_of(s.contract.declarer),
    "boston": lambda s: s.contract.trump is not None,
    "cincinnati": lambda s: s.contract.call.style == "D",
    "rhode-island": lambda s: s.result.made,
    "hawaii": lambda s: not s.result.made,
}
TITLES = {
    "cutthroat": ("Cutthroat, four players: the bidding goes round",
                  "The bidding passes round the table more than once, skipping those who "
                  "have passed; then every player scores their own tricks (SC-2, SC-4)."),
    "bid-whist-52": ("52-card Bid Whist: the first trick takes the kitty",
                     "The defenders win the first trick, so the four laid-away cards are "
                     "theirs: trick 1 is worth two books (S52-5)."),
    "boston": ("Boston: trump by the first lead",
               "The contractor names no trump suit: the first card led fixes it (SB-3); "
               "both pairs score (SB-4)."),
    "cincinnati": ("Cincinnati: a special bid",
                   "A special bid plays the hand downtown, the ace still on top; there is "
                   "no kitty and all 13 tricks are played (SCN-2)."),
    "rhode-island": ("Rhode Island: the kitty before trump",
                     "The bidder lays away 4 of 16 cards and only then names trump; a made "
                     "bid scores every book (SRI-3, SRI-4)."),
    "hawaii": ("Trumps: a set is worth two",
               "The bidders fall short, so the opponents score 2 points (SH-3)."),
}
GAME_LENGTHS = {"cutthroat": (7, 14), "bid-whist-52": (8, 20), "boston": (4, 12),
                "cincinnati": (8, 20), "rhode-island": (4, 12), "hawaii": (12, 30)}


def _played(name: str, seed: int) -> object:
    """A hand of ``name`` from ``seed`` played by the bots (Cincinnati: a bot's first
    normal bid is made special instead, at the same number)."""
    from whist_core import games

    info = games.get(name)
    state, bot = info.new(seed), info.bot(seed)
    while not state.complete:
        action = bot.choose(state.view(state.to_act))
        if (name == "cincinnati" and state.phase == "auction" and action.kind == "bid"
                and action.style == "U" and not state.high_bid):
            action = f"{action.level}D"
        state = state.apply(action)
    return state


def find_wiring() -> dict[str, tuple[str, int]]:
    """Choose each lesson's worked hand and whole game (see :data:`WIRING`)."""
    from whist_core import games, records
    from whist_core.questions.systems import play_game

    out = {}
    (HERE / "hands").mkdir(exist_ok=True)
    for lesson in LESSONS:
        name = lesson["game"]
        info = games.get(name)
        hand = None
        for path in sorted((HERE.parent / "records").glob(f"sys_{name}_*.json")):
            final = records.replay(path)[-1]
            if final.complete and SHOWS[name](final):
                hand = f"../records/{path.name}"
                break
        if hand is None:
            seed = next(n for n in range(1, 5000) if SHOWS[name](_played(name, n)))
            title, point = TITLES[name]
            rec = info.record_of(_played(name, seed), {"title": title, "teaching_point": point})
            path = HERE / "hands" / f"{name}.json"
            records.save(rec, path)
            hand = f"hands/{path.name}"
        low, high = GAME_LENGTHS[name]
        players = {"players": 4} if name == "cutthroat" else {}
        seed = next(n for n in range(200)
                    if low <= len(play_game(name, n, **players).lines) <= high)
        out[name] = (hand, seed)
        print(f"    {name!r}: ({hand!r}, {seed}),")
    return out


def cells(lesson: dict, hand: str, seed: int) -> dict[str, str]:
    """The code cells of one lesson, by the place they go (see :func:`build`)."""
    game = lesson["game"]
    players = ", players=4" if game == "cutthroat" else ""
    return {
        "setup": SETUP.format(game=game, hand=hand, seed=seed, players=players),
        "differ": DIFFER.format(deals=DEAL_ROWS.get(game, DEFAULT_DEALS)),
        "hand": HAND, "hand_facts": HAND_FACTS, "hand_checked": HAND_CHECKED.format(),
        "game": GAME_CELL, "game_facts": GAME_FACTS.format(),
        "play": PLAY.format(game=game, players=players),
        "quiz": QUIZ.format(game=game),
        "asserts": ASSERT_HEAD + ASSERTS[game],
    }


def build(i: int, lesson: dict) -> nbformat.NotebookNode:
    code = cells(lesson, *WIRING[lesson["game"]])
    md = new_markdown_cell
    parts = [
        md(head_md(i, lesson)),
        new_code_cell(code["setup"]),
        md(differ_md(lesson)),
        new_code_cell(code["differ"]),
        md("## The rules in plain words\n\n" + lesson["rules_md"]),
        md("## A hand, step by step\n\n" + lesson["hand_md"]),
        new_code_cell(code["hand"]),
        new_code_cell(code["hand_facts"]),
        new_code_cell(code["hand_checked"]),
        md("## A whole game\n\n" + lesson["game_md"]),
        new_code_cell(code["game"]),
        new_code_cell(code["game_facts"]),
        md(f"## Play a hand of {lesson['name']}\n\n" + lesson["play_md"] + "\n\n"
           + review_md(lesson)),
        new_code_cell(code["play"]),
        md(QUIZ_MD),
        new_code_cell(code["quiz"]),
        new_code_cell(code["asserts"]),
        md(summary_md(i, lesson)),
    ]
    for n, cell in enumerate(parts):
        cell["id"] = f"sys{i + 1}-{n:02d}"
    nb = new_notebook(cells=parts)
    nb.metadata = {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
        "whist": {"course": "systems", "lesson": i + 1, "game": lesson["game"],
                  "rules": lesson["rules"]},
    }
    rel = f"systems/{lesson['file']}.ipynb"
    frame(nb, rel, tuple(lesson["rules"]))
    link_rules(nb, rel)                      # every rule label links to the rules card
    return nb


def run(nb: nbformat.NotebookNode) -> None:
    """Execute in this folder; keep only the outputs of the checked cells."""
    from nbclient import NotebookClient

    NotebookClient(nb, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(HERE)}}).execute()
    for cell in nb.cells:
        if cell.cell_type == "code" and not cell.source.startswith(CHECKED):
            cell.outputs = []
            cell.execution_count = None
        if cell.cell_type == "code":
            cell.metadata.pop("execution", None)
    nb.metadata.pop("widgets", None)            # Voilà runs the lesson live: no saved widgets



def main(argv: list[str]) -> None:
    names = [a for a in argv if not a.startswith("--")]
    if "--find" in argv:
        WIRING.update(find_wiring())
    for i, lesson in enumerate(LESSONS):
        if names and lesson["game"] not in names and lesson["file"] not in names:
            continue
        nb = build(i, lesson)
        if "--no-run" not in argv:
            run(nb)
        path = HERE / f"{lesson['file']}.ipynb"
        nbformat.write(nb, path)
        print(f"wrote {path.relative_to(HERE.parent.parent)}")


if __name__ == "__main__":
    main(sys.argv[1:])
