"""Every rule of RULES.md is cited by at least one test's ``rule`` mark, and every
cited ID exists.

The IDs come from ``../shared/RULES.md`` when it is reachable from the repository
and from the copy in ``tests/data/rule_ids.txt`` always; when both are there they
must agree, so the copy cannot drift.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent
RULES_MD = REPO.parent / "shared" / "RULES.md"
COPY = TESTS / "data" / "rule_ids.txt"

RULE_LINE = re.compile(r"^- ((?:BW|GW)-\d+\.\d+|(?:SC|S52|SB|SCN|SRI|SH)-\d+)\b",
                       re.MULTILINE)
PREFIXES = ("BW", "GW", "SC", "S52", "SB", "SCN", "SRI", "SH")  # Parts A, C and E
VARIANT = re.compile(r"\bV-[A-Z0-9]+(?:-[A-Z0-9]+)*")


def copied_ids() -> tuple[list[str], set[str]]:
    lines = [x.strip() for x in COPY.read_text(encoding="utf-8").splitlines()]
    ids = [x for x in lines if x and not x.startswith("#")]
    return [x for x in ids if not x.startswith("V-")], {x for x in ids if x.startswith("V-")}


def rules_md_ids() -> tuple[list[str], set[str]] | None:
    if not RULES_MD.is_file():
        return None
    text = RULES_MD.read_text(encoding="utf-8")
    return RULE_LINE.findall(text), set(VARIANT.findall(text))


def required_ids() -> list[str]:
    found = rules_md_ids()
    ids = list(copied_ids()[0])
    if found is not None:
        ids += [i for i in found[0] if i not in ids]
    return ids


def cited_ids() -> dict[str, set[str]]:
    """ID -> test files that cite it in a ``*.mark.rule(...)`` call (decorators,
    ``pytestmark`` and ``pytest.param(marks=...)`` alike)."""
    cited: dict[str, set[str]] = {}
    for path in sorted(TESTS.rglob("*.py")):
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except SyntaxError:  # a file being written by someone else: not ours to judge
            continue
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "rule"
                    and isinstance(node.func.value, ast.Attribute)
                    and node.func.value.attr == "mark"):
                continue
            for arg in node.args:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    cited.setdefault(arg.value, set()).add(path.relative_to(TESTS).as_posix())
    return cited


@pytest.mark.skipif(not RULES_MD.is_file(), reason="../shared/RULES.md is not reachable")
def test_the_copied_id_list_matches_rules_md() -> None:
    found = rules_md_ids()
    assert found is not None
    rules, variants = found
    copy_rules, copy_variants = copied_ids()
    assert copy_rules == rules, "update tests/data/rule_ids.txt from RULES.md"
    assert copy_variants == variants, "update tests/data/rule_ids.txt from RULES.md"


def test_the_id_list_is_sane() -> None:
    ids = required_ids()
    assert len(ids) == len(set(ids))
    assert {"BW-1.1", "BW-9.7", "GW-1.1", "GW-8.3", "SC-5", "S52-6", "SB-5", "SCN-3",
            "SRI-4", "SH-4"} <= set(ids)
    assert all(re.fullmatch(r"(BW|GW)-\d+\.\d+|(SC|S52|SB|SCN|SRI|SH)-\d+", i) for i in ids)


def test_the_scanner_sees_marks() -> None:
    cited = cited_ids()
    assert "test_rule_coverage.py" not in {f for files in cited.values() for f in files}
    assert "test_bid_whist_auction.py" in cited.get("BW-3.3", set())
    assert "test_bid_whist_play.py" in cited.get("BW-9.1", set())


@pytest.mark.parametrize("game", PREFIXES)
def test_every_rule_is_cited_by_a_test(game: str) -> None:
    cited = cited_ids()
    missing = [i for i in required_ids() if i.startswith(game + "-") and i not in cited]
    assert not missing, f"rules with no test citing them: {', '.join(missing)}"


def test_every_cited_id_is_a_rule() -> None:
    variants = set(copied_ids()[1])
    found = rules_md_ids()
    if found is not None:
        variants |= found[1]
    known = set(required_ids()) | variants
    unknown = {i: sorted(files) for i, files in cited_ids().items() if i not in known}
    assert not unknown, f"marks citing IDs that RULES.md does not have: {unknown}"
