"""Words before use (issue 21): walking the pages in the Index's order, no glossary word
appears before the page that teaches it — in **bold**, where the word is introduced, or
as a link to its glossary entry.

The words are the glossary's own (``pages/reference/Glossary.md``); the pages are the
built notebooks' markdown, in the order of the course manifest (the Index's order).
Words that are also everyday English ("made", "lead", "set" …) are searched only in
the phrases where they mean the game's word.
"""

from __future__ import annotations

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


def pages() -> list[tuple[str, str]]:
    """(page, learner-visible markdown) in the Index's order."""
    out = []
    for lesson in lessons():
        nb = nbformat.read(ROOT / "notebooks" / lesson.file, as_version=4)
        text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
        text = re.sub(r"<[^>]+>", " ", text)                    # HTML tags, anchors
        out.append((lesson.file, text))
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


def test_a_word_used_too_early_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check can fail: a page that uses "kitty" before any page teaches it."""
    real = pages()
    early = [(real[0][0], real[0][1] + "\nThe kitty waits."), *[
        (p, t.replace("**kitty**", "kitty").replace("**Kitty**", "Kitty"))
        for p, t in real[1:2]], *real[2:]]
    monkeypatch.setattr(__import__(__name__), "pages", lambda: early)
    assert any(p.startswith("Kitty:") for p in first_uses())
