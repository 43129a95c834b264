"""Words before use (issue 21): walking the pages in the Index's order, no glossary word
appears before the page that teaches it — in **bold**, where the word is introduced, or
as a link to its glossary entry.

The words are the glossary's own (``pages/reference/Glossary.md``); the pages are the
built notebooks' markdown, in the order of the course manifest (the Index's order), and
the text of every quiz a page shows — titles, prompts, choices and feedback — got by
running the code cells that make each ``Quiz`` (and only the cells those depend on).
Words that are also everyday English ("made", "lead", "set" …) are searched only in
the phrases where they mean the game's word.
"""

from __future__ import annotations

import ast
import contextlib
import functools
import os
import re
from pathlib import Path

import nbformat
import pytest

from widgets.course import lessons

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY = ROOT / "pages" / "reference" / "Glossary.md"
ROW = re.compile(r'^\| <a id="([a-z-]+)" name="[a-z-]+"></a>\*\*(.+?)\*\* \|', re.M)

#: Everyday words: only these phrases count as a use of the game's word.
PHRASES: dict[str, str] = {
    "made": r"\b(?:bid|contract|it|they|you) (?:is |are |was |were )?made\b"
            r"(?! (?:no|a|an|the|little|it|them|any|more|less|sure)\b)",
    "lead": r"\b(?:the|a|your|to) lead\b|\bleads? (?:a|the|to) (?:card|trick|first)",
    "set": r"\b(?:is|are|was|were|be|been|being|get) set\b|\bset (?:it|the|a) "
           r"(?:contract|bid)\b|\bsets? the declarers\b",
    "side": r"\bthe (?:other|same|declaring) side\b|\byour side\b|\beach side\b",
    "cut": r"\bcuts?\b(?! off)",
    "cash": r"\bcash(?:es|ing)?\b",
    "book": r"\bbooks?\b",
    "stock": r"\bstock\b",
    "prize": r"\bprizes?\b",
    "signal": r"\bsignals?\b",
    "contract": r"\bcontracts?\b",
    "established": r"\bsuits? (?:is |are )?established\b|\bestablished suits?\b",
    "bid": r"\bbids?\b(?! whist)",
    "no": r"\bno trump\b(?! suit)",
    "boston": r"(?<!club in )\bbostons?\b",           # not the city of the history quiz
    "discard": r"\bdiscard(?:s|ed|ing)?\b|\blay(?:s|ing)? away\b|\blaid away\b",
}
#: The word as a page puts it in bold where it teaches it (default: the anchor's word).
BOLD: dict[str, str] = {
    "no": r"\bno trump\b",
    "discard": r"\bdiscard|\blay(?:s|ing)? away\b|\blaid away\b",
    "sport": r"\bsport",
}


def glossary() -> list[tuple[str, str, str]]:
    """(anchor, term, pattern) for every glossary word."""
    out = []
    for anchor, term in ROW.findall(GLOSSARY.read_text(encoding="utf-8")):
        if anchor in PHRASES:
            out.append((anchor, term, PHRASES[anchor]))
            continue
        names = [term.split(" (")[0], *re.findall(r"\(([^)]+)\)", term)]
        names = [n.removeprefix("the ") for n in names]
        alts = "|".join(re.escape(n.lower()) + r"(?:s|es)?" for n in names)
        out.append((anchor, term, rf"\b(?:{alts})\b"))
    return out


def _names(tree: ast.AST) -> tuple[set[str], set[str]]:
    """The names a cell defines (assigned, imported, def/class) and those it reads."""
    made, read = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (made if isinstance(node.ctx, ast.Store) else read).add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            made |= {(a.asname or a.name).split(".")[0] for a in node.names}
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            made.add(node.name)
    return made, read


def _makes_quiz(tree: ast.AST) -> bool:
    return any(isinstance(n, ast.Call) and getattr(n.func, "id", getattr(n.func, "attr", ""))
               == "Quiz" for n in ast.walk(tree))


def quiz_cells(sources: list[str]) -> list[int]:
    """The code cells to run to make the page's quizzes: each cell calling ``Quiz``, and
    every earlier cell that defines a name those cells read (and so on)."""
    trees = [ast.parse(s) for s in sources]
    names = [_names(t) for t in trees]
    need = {i for i, t in enumerate(trees) if _makes_quiz(t)}
    todo = sorted(need)
    while todo:
        i = todo.pop()
        for name in names[i][1] - names[i][0]:
            j = next((j for j in range(i - 1, -1, -1) if name in names[j][0]), None)
            if j is not None and j not in need:
                need.add(j)
                todo.append(j)
    return sorted(need)


def quiz_text(file: str) -> str:
    """Every word the page's quizzes show a learner: each question's title, prompt,
    choices, why a choice is wrong, and the feedback with its reason."""
    from widgets.quiz import Quiz

    nb = nbformat.read(ROOT / "notebooks" / file, as_version=4)
    sources = [c.source for c in nb.cells if c.cell_type == "code"]
    cells = quiz_cells(sources)
    if not cells:
        return ""
    made: list[Quiz] = []
    real = Quiz.__init__

    def record(self: Quiz, *args: object, **kwargs: object) -> None:
        real(self, *args, **kwargs)
        made.append(self)

    here = Path.cwd()
    Quiz.__init__ = record                             # type: ignore[method-assign]
    try:
        os.chdir((ROOT / "notebooks" / file).parent)     # a page runs in its folder
        namespace: dict = {}
        for i in cells:
            with contextlib.redirect_stdout(None):
                exec(compile(sources[i], f"{file} cell {i}", "exec"), namespace)
    finally:
        Quiz.__init__ = real                           # type: ignore[method-assign]
        os.chdir(here)
    out = []
    for quiz in made:
        out.append(re.sub(r"<[^>]+>", " ", quiz.title.value))
        for q in quiz.questions:
            out += [q.title, q.prompt, q.reason, *(f"{c.label}. {c.why}" for c in q.choices)]
    return "\n".join(out)


@functools.cache
def pages() -> list[tuple[str, str]]:
    """(page, learner-visible text) in the Index's order: the markdown and the quizzes."""
    out = []
    for lesson in lessons():
        nb = nbformat.read(ROOT / "notebooks" / lesson.file, as_version=4)
        text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
        text = re.sub(r"<[^>]+>", " ", text)                    # HTML tags, anchors
        out.append((lesson.file, f"{text}\n{quiz_text(lesson.file)}"))
    return out


def teaches(text: str, anchor: str, pattern: str) -> bool:
    """Whether a page introduces the word: in bold, or linked to its glossary entry."""
    if re.search(rf"Glossary\.ipynb#{re.escape(anchor)}\b", text):
        return True
    if anchor in BOLD:
        pattern = BOLD[anchor]
    elif anchor in PHRASES:                     # in bold, the word alone is its name
        pattern = rf"\b{re.escape(anchor)}(?:s|es)?\b"
    bolds = re.findall(r"\*\*([^*]+)\*\*", text)
    return any(re.search(pattern, bold.lower()) for bold in bolds)


def uses(text: str, pattern: str) -> bool:
    plain = re.sub(r"\]\([^)]*\)", "]", text)            # link targets are not prose
    plain = re.sub(r"\b[A-Z]+-[A-Z0-9.-]+\b", " ", plain)   # rule labels (V-SPORT-KITTY)
    return re.search(pattern, plain.lower()) is not None


def first_uses() -> list[str]:
    """Every word met before the page that teaches it, as "word: used on A, taught on B"."""
    walk = pages()
    problems = []
    for anchor, term, pattern in glossary():
        used = next((i for i, (_, t) in enumerate(walk) if uses(t, pattern)), None)
        taught = next((i for i, (_, t) in enumerate(walk) if teaches(t, anchor, pattern)),
                      None)
        if used is None:
            continue
        if taught is None or taught > used:
            where = walk[taught][0] if taught is not None else "no page"
            problems.append(f"{term}: used on {walk[used][0]}, taught on {where}")
    return problems


def test_the_glossary_is_read() -> None:
    words = {term for _, term, _ in glossary()}
    assert {"Trick", "Partner", "Side suit (plain suit)", "Signal", "Auction"} <= words
    assert len(words) >= 30


def test_every_glossary_word_is_taught_before_it_is_used() -> None:
    problems = first_uses()
    assert not problems, "\n".join(problems)


def test_the_quizzes_words_are_read() -> None:
    """The walk reads what quizzes show: a strategy page's judgement feedback and the
    choices of a quiz built in a code cell."""
    text = dict(pages())
    assert "talking across the board" in text["strategy/04_Defence_and_Memory.ipynb"]
    assert "You hold" in text["strategy/01_Counting_Your_Hand.ipynb"]
    assert quiz_cells(["from widgets.quiz import Quiz", "y = 2", "x = 1", "Quiz([x])"]) == [
        0, 2, 3]


def test_a_word_used_too_early_in_a_quiz_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check fails on a word only a quiz's feedback uses before its page."""
    real = pages()
    early = [(real[0][0], real[0][1] + "\nQuiz feedback: a signal tells partner."), *real[1:]]
    monkeypatch.setattr(__import__(__name__), "pages", lambda: early)
    assert any(p.startswith("Signal:") for p in first_uses())


def test_a_word_used_too_early_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check can fail: a page that uses "kitty" before any page teaches it."""
    real = pages()
    early = [(real[0][0], real[0][1] + "\nThe kitty waits."), *[
        (p, t.replace("**kitty**", "kitty").replace("**Kitty**", "Kitty"))
        for p, t in real[1:2]], *real[2:]]
    monkeypatch.setattr(__import__(__name__), "pages", lambda: early)
    assert any(p.startswith("Kitty:") for p in first_uses())
