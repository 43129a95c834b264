"""Write whist_core/rulebook.py from the shared RULES.md, Parts A–C and E (re-runnable).

``python -m tools.rulebook [RULES.md]`` (default: the shared ``../shared/RULES.md``) — every
rule ID with its part, section and text, plus the two German Whist variants named in GW-7.2.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "whist_core" / "rulebook.py"
RULES_MD = ROOT.parent / "shared" / "RULES.md"
EXTRA = [("V-GW-FREE-FIRST", "Part C — German Whist, house rules", "Variants",
          "Variant, not used by default: a free reply in the first stage — no need to follow "
          "suit while the stock lasts (GW-7.2)."),
         ("V-GW-COUNT-ALL", "Part C — German Whist, house rules", "Variants",
          "Variant, not used by default: all 26 tricks count, the first stage's too (GW-7.2).")]


def parse(text: str) -> list[tuple[str, str, str, str]]:
    body = text[text.index("## Part A"):text.index("## Part D")]
    if "## Part E" in text:                      # the other systems, made playable
        rest = text[text.index("## Part E"):]
        end = rest.find("\n## Part", 5)
        body += rest if end < 0 else rest[:end]
    rules: list[tuple[str, str, str, str]] = []
    part = section = ""
    for line in body.splitlines():
        if line.startswith("## Part"):
            part = line[3:].strip()
            continue
        if line.startswith("### "):
            section = re.sub(r"\s*\(\d{3}(?:, \d{3})*\)$", "", line[4:].strip())  # seed numbers
            continue
        m = re.match(r"- ((?:BW|GW)-\d+\.\d+|(?:SC|S52|SB|SCN|SRI|SH)-\d+) (.*)", line)
        if m:
            rules.append((m.group(1), part, section, m.group(2).strip()))
            continue
        m = re.match(r"\| (V-[A-Z0-9-]+) \| (.*?) \| (.*?) \|", line)
        if m:
            rules.append((m.group(1), part, "Variants", m.group(2).strip()))
            continue
        m = re.match(r"- \*?\*?(SYS-[A-Z0-9-]+)\*?\*? [—-] (.*)", line)
        if m:
            rules.append((m.group(1), part, "Other systems", m.group(2).strip()))
            continue
        if rules and line.startswith("  ") and line.strip():
            rid, p, s, t = rules[-1]
            rules[-1] = (rid, p, s, f"{t} {line.strip()}")
    # Part E marks its own decisions "D:"; a learner reads what they mean
    # and reads bids and calls as words, not as record spellings (`1`–`7`, `redeal`)
    rules = [(rid, p, sec, re.sub(r"`([^`]*)`", r"\1", t) if p.startswith("Part E") else t)
             for rid, p, sec, t in rules]
    rules = [(rid, for_learners(p), for_learners(sec),
              for_learners(t.replace("**D:**", "*This course's choice, where the sources are "
                                     "silent:*")))
             for rid, p, sec, t in rules]
    return rules + EXTRA


def for_learners(text: str) -> str:
    """``text`` without the notes RULES.md keeps for the course's developers: which source
    says it ("(seed 004)", "(seeds 002, 004)", "(004)"), a quotation in a source's own
    language, "(must be reproduced … in a lesson and a test)"."""
    text = re.sub(r"\s*\(must be reproduced[^)]*\)", "", text)
    text = re.sub(r"\s*\(the section it stands in\)", "", text)
    text = re.sub(r"\s*\(seed \d{3}: „[^”]*”[^)]*\)", "", text)     # a quotation
    text = re.sub(r"\(seeds? [\d, ]+: ", "(", text)                   # keep what it says
    text = re.sub(r"\s*\((?:seeds?|from) [\d, ]+(?:\([^)]*\))?[^()]*\)", "", text)
    text = re.sub(r"\s*\(0\d\d\)", "", text)
    return re.sub(r"seeds? \d{3}(?:, \d{3})*", "one source", text)


def text(rules: list[tuple[str, str, str, str]]) -> str:
    """The module ``whist_core/rulebook.py`` for these rules."""
    lines = ['"""The rule card: every rule ID of RULES.md Parts A–C and E with its text '
             '(generated).',
             "", "Regenerate with ``python -m tools.rulebook`` (from the shared",
             "RULES.md); do not edit by hand.", '"""', "# ruff: noqa: E501", "",
             "from __future__ import annotations", "", "from dataclasses import dataclass",
             "", "", "@dataclass(frozen=True)", "class Rule:",
             '    """One rule of the card: its ID, part, section and text (markdown)."""', "",
             "    id: str", "    part: str", "    section: str", "    text: str", "", "",
             "RULES: tuple[Rule, ...] = ("]
    lines += [f"    Rule({rid!r}, {p!r}, {s!r},\n         {t!r})," for rid, p, s, t in rules]
    lines += [")", "", "BY_ID: dict[str, Rule] = {r.id: r for r in RULES}", "",
              '__all__ = ["BY_ID", "RULES", "Rule"]']
    return "\n".join(lines) + "\n"


def build(src: Path = RULES_MD, out: Path = OUT) -> bool:
    """Rewrite ``out`` from ``src``; return whether it changed."""
    new = text(parse(src.read_text(encoding="utf-8")))
    if out.is_file() and out.read_text(encoding="utf-8") == new:
        return False
    out.write_text(new, encoding="utf-8")
    return True


if __name__ == "__main__":
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else RULES_MD
    print(f"{OUT}: {'written' if build(source) else 'unchanged'}")
