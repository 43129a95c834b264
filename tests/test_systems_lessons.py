"""The "Other ways to play" lessons (notebooks/systems/): their shape, their words, and
what they build on (fast: reads the files; the notebooks themselves run under nbval).

Every lesson cites every Part E rule of its system (RULES.md) in its prose and its
metadata, keeps the course's sections, is in the course manifest, uses plain words (no
card codes, no developer words) and saves output only for its checked cells. Its one
source is ``pages/systems/<file>.md`` (tests/test_page_sources.py checks the build).
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
FOLDER = REPO / "notebooks" / "systems"
SOURCES = REPO / "pages" / "systems"
RULES_MD = REPO.parent / "shared" / "RULES.md"

#: Part E: the system heading's ID and the prefix of its rules (RULES.md).
PART_E = {"cutthroat": ("SYS-CUTTHROAT", "SC"), "bid-whist-52": ("SYS-52", "S52"),
          "boston": ("SYS-BOSTON", "SB"), "cincinnati": ("SYS-CINCINNATI", "SCN"),
          "rhode-island": ("SYS-RHODE-ISLAND", "SRI"), "hawaii": ("SYS-HAWAII", "SH")}
#: The rule IDs of Part E as RULES.md lists them today (checked against the file below).
PART_E_RULES = {"SC": 5, "S52": 6, "SB": 5, "SCN": 3, "SRI": 4, "SH": 4}
#: The six lessons, in course order: (file, system, the name its headings use).
LESSONS = [{"file": f, "game": g, "name": n} for f, g, n in (
    ("01_Cutthroat", "cutthroat", "Cutthroat"),
    ("02_Bid_Whist_52", "bid-whist-52", "52-card Bid Whist"),
    ("03_Boston", "boston", "Boston"),
    ("04_Cincinnati", "cincinnati", "Cincinnati"),
    ("05_Rhode_Island", "rhode-island", "Rhode Island"),
    ("06_Hawaii", "hawaii", "Hawaii"))]
NAMES = [x["game"] for x in LESSONS]
CHECKED = "# NBVAL_CHECK_OUTPUT"
CARD_CODE = re.compile(r"(?<![\w-])(?:10|[2-9JQKA])[SHDC](?![\w-])|\b[BL]J\b")
DEV_WORDS = re.compile(r"\b(?:switch(?:es)?|engine|records?|json|seed|bots?)\b", re.I)
ID = re.compile(r"\b(?:SYS-[A-Z0-9]+(?:-[A-Z0-9]+)*|(?:SC|S52|SB|SCN|SRI|SH)-\d+)\b")


@cache
def notebook(file: str) -> dict:
    return json.loads((FOLDER / f"{file}.ipynb").read_text(encoding="utf-8"))


def source(cell: dict) -> str:
    src = cell["source"]
    return src if isinstance(src, str) else "".join(src)


def markdown(file: str) -> str:
    return "\n\n".join(source(c) for c in notebook(file)["cells"] if c["cell_type"] == "markdown")


def code(file: str) -> list[str]:
    return [source(c) for c in notebook(file)["cells"] if c["cell_type"] == "code"]


def section(file: str, heading: str) -> str:
    """The text of a ``## heading`` section of a lesson, up to the next ``##``."""
    m = re.search(rf"^## {re.escape(heading)}\n(.*?)(?=^## |\Z)", markdown(file), re.M | re.S)
    assert m, f"{file}: no '## {heading}' section"
    return m.group(1)


def system_ids(game: str) -> list[str]:
    head, prefix = PART_E[game]
    return [head] + [f"{prefix}-{n}" for n in range(1, PART_E_RULES[prefix] + 1)]


# ------------------------------------------------------------------ the plan
def test_six_lessons_in_order_each_with_its_source() -> None:
    assert list(PART_E) == NAMES
    on_disk = sorted(p.stem for p in FOLDER.glob("[0-9][0-9]_*.ipynb"))
    assert on_disk == [x["file"] for x in LESSONS]
    assert sorted(p.stem for p in SOURCES.glob("*.md")) == on_disk
    for lesson in LESSONS:
        meta = notebook(lesson["file"])["metadata"]
        assert meta["source"]["path"] == f"pages/systems/{lesson['file']}.md"


@pytest.mark.skipif(not RULES_MD.is_file(), reason="RULES.md is not beside the repository")
def test_part_e_ids_are_those_of_rules_md() -> None:
    text = RULES_MD.read_text(encoding="utf-8").split("## Part E", 1)[1]
    listed = re.findall(r"^- ((?:SC|S52|SB|SCN|SRI|SH)-\d+) ", text, re.M)
    expected = [i for game in PART_E for i in system_ids(game)[1:]]
    assert listed == expected
    for head, _ in PART_E.values():
        assert f"### {head} " in text


@pytest.mark.parametrize("lesson", LESSONS, ids=NAMES)
def test_prose_cites_every_rule_of_its_system(lesson: dict) -> None:
    words = markdown(lesson["file"])
    for rule in system_ids(lesson["game"]):
        assert f"[{rule}]" in words, f"{lesson['file']}: {rule} is not cited in the prose"


@pytest.mark.parametrize("lesson", LESSONS, ids=NAMES)
def test_prose_has_the_course_shape(lesson: dict) -> None:
    def bullets(heading: str) -> list[str]:
        return re.findall(r"^- .+$", section(lesson["file"], heading), re.M)

    assert 2 <= len(bullets("What you will learn")) <= 4
    assert 3 <= len(bullets("Summary")) <= 5
    rows = re.findall(r"^\|.*\|$", section(lesson["file"], "What is different from the house game"),
                      re.M)[2:]
    assert len(rows) >= 5 and all(row.count("|") == 4 for row in rows)


# ------------------------------------------------------------------ the notebooks
@pytest.mark.parametrize("lesson", LESSONS, ids=NAMES)
def test_metadata_lists_the_rules_taught(lesson: dict) -> None:
    meta = notebook(lesson["file"])["metadata"]["whist"]
    assert meta["course"] == "systems" and meta["game"] == lesson["game"]
    assert meta["lesson"] == int(lesson["file"][:2])
    assert meta["rules"] == system_ids(lesson["game"])
    cited = set(ID.findall(markdown(lesson["file"])))
    assert set(meta["rules"]) <= cited


@pytest.mark.parametrize("lesson", LESSONS, ids=NAMES)
def test_sections_and_manifest(lesson: dict) -> None:
    text = markdown(lesson["file"])
    headings = [h.strip().lower() for h in re.findall(r"^#{2,3}\s+(.+)$", text, re.M)]
    for h in ("what you will learn", "what is different from the house game",
              "the rules in plain words", "a hand, step by step", "a whole game",
              "check yourself", "summary", "play a hand of " + lesson["name"].lower()):
        assert h in headings, f"{lesson['file']}: no '{h}' section"
    assert "[Course index](" not in text, "the course frame draws the nav, not the prose"
    from widgets.course import lessons

    listed = {x.file: x for x in lessons()}
    entry = listed.get(f"systems/{lesson['file']}.ipynb")
    assert entry is not None, f"{lesson['file']}: not in the course manifest (widgets/course.py)"
    assert entry.rules == tuple(system_ids(lesson["game"]))


@pytest.mark.parametrize("lesson", LESSONS, ids=NAMES)
def test_plain_words(lesson: dict) -> None:
    text = markdown(lesson["file"])
    assert not CARD_CODE.findall(text), f"{lesson['file']}: card codes in the prose"
    assert not DEV_WORDS.findall(text), (
        f"{lesson['file']}: developer words in the prose: {DEV_WORDS.findall(text)}")


@pytest.mark.parametrize("lesson", LESSONS, ids=NAMES)
def test_widgets_quiz_checks_and_outputs(lesson: dict) -> None:
    cells = code(lesson["file"])
    joined = "\n".join(cells)
    table = 'GamePlayTable("' + lesson["game"] + '"'
    for widget in ("HandReplay(", "Quiz(", "chart", table):
        assert widget in joined, f"{lesson['file']}: no {widget}"
    assert any(s.startswith(CHECKED) for s in cells)
    assert any(re.search(r"^\s*assert ", s, re.M) for s in cells)
    for cell in notebook(lesson["file"])["cells"]:
        if cell["cell_type"] != "code":
            continue
        if source(cell).startswith(CHECKED):
            assert cell.get("outputs"), f"{lesson['file']}: a checked cell without output"
        else:
            assert not cell.get("outputs"), f"{lesson['file']}: saved output"


# ------------------------------------------------------------------ the questions
def wiring(lesson: dict) -> tuple[str, int]:
    """The lesson's worked hand (relative to its folder) and the seed of its whole game,
    as its setup cell names them."""
    setup = "\n".join(code(lesson["file"]))
    hand = re.search(r'^HAND_FILE = "([^"]+)"$', setup, re.M)
    seed = re.search(r'^WHOLE = play_game\("[^"]+", seed=(\d+)', setup, re.M)
    assert hand and seed, f"{lesson['file']}: no HAND_FILE or WHOLE in the setup cell"
    return hand.group(1), int(seed.group(1))


def _setup(lesson: dict):
    from whist_core import records
    from whist_core.questions.systems import play_game

    hand_file, seed = wiring(lesson)
    hand = records.replay(FOLDER / hand_file)
    players = {"players": 4} if lesson["game"] == "cutthroat" else {}
    return hand, play_game(lesson["game"], seed, **players)


#: What Part E says a hand scores, written out here (independent of the engine):
#: (books of the declarers, books of the others, bid, no trump) -> (declarers, others).
def part_e_score(game: str, mine: int, theirs: int, bid: int, no_trump: bool) -> tuple[int, int]:
    made = mine >= bid + 6
    if game in ("bid-whist-52", "cincinnati"):                              # S52-6, SCN-1
        return (mine - 6, 0) if made else (0, bid)
    if game == "boston":                                                             # SB-4
        return (mine - 6 if made else -bid, theirs)
    if game == "rhode-island":                                                       # SRI-4
        k = 2 if no_trump else 1
        return (k * mine, 0) if made else (0, k * (bid + max(0, theirs - 6)))
    if game == "hawaii":                                                             # SH-3
        return (1, 0) if made else (0, 2)
    raise ValueError(game)


def part_e_winner(game: str, totals: dict[str, int], declarers: str) -> str | None:
    """Who has won with these totals (SC-5, S52-6, SB-5, SCN-1, SRI-4, SH-4)."""
    if game == "hawaii":
        for me, other in (tuple(totals), tuple(reversed(list(totals)))):
            a, b = totals[me], totals[other]
            if (a >= 7 and b == 0) or a - b >= 11 or (a >= 21 and a - b >= 2):
                return me
        return None
    target = {"cutthroat": 30, "boston": 11}.get(game, 21)
    reached = [s for s, v in totals.items() if v >= target]
    if game == "boston" and len(reached) == 2:
        return declarers
    best = [s for s in reached if totals[s] == max(totals.values())]
    return best[0] if len(best) == 1 else None


@pytest.mark.rule("SC-1", "SC-2", "SC-4", "SC-5", "S52-1", "S52-2", "S52-5", "S52-6", "SB-1",
                  "SB-3", "SB-4", "SB-5", "SCN-1", "SCN-2", "SRI-1", "SRI-2", "SRI-3", "SRI-4",
                  "SH-1", "SH-2", "SH-3", "SH-4")
@pytest.mark.parametrize("lesson", LESSONS, ids=[x["game"] for x in LESSONS])
def test_lesson_questions_agree_with_part_e(lesson: dict) -> None:
    name = lesson["game"]
    from whist_core.questions.systems import lesson_questions

    hand, game = _setup(lesson)
    final = hand[-1]
    questions = lesson_questions(name, hand, game)
    prefix = PART_E[name][1]
    assert len(questions) >= 5
    for q in questions:
        assert 0 <= q.answer < len(q.choices) and q.reason and q.title
        assert q.rule.split(",")[0].startswith(prefix + "-"), q.rule
        text = " ".join([q.prompt, q.reason, *(c.label for c in q.choices)])
        assert not CARD_CODE.findall(text), text
        assert not re.search(r"\b(?:P\d|NS|EW|[NESW])\b", text), f"a seat code: {text}"
        assert q.feedback(q.answer).startswith("Right!")
    by_kind = {}
    for q in questions:
        by_kind.setdefault(q.kind, []).append(q)
    # every "may ... bid X?" answer is the ladder of Part E
    expected_calls = {"cutthroat": ["No", "Yes"], "bid-whist-52": ["Yes", "No"],
                      "cincinnati": ["No", "Yes"], "rhode-island": ["Yes"], "hawaii": ["No"]}
    got = [q.correct.label for q in by_kind.get("may-call", [])]
    assert got == expected_calls.get(name, []), got
    # the game-end questions: one "play on", one "wins" naming the side with the most
    ends = [q.correct.label for q in by_kind["game-end"]]
    assert ends[0] == "No: play on" and ends[1].startswith("Yes:")
    from whist_core.questions.systems import side_name

    won = part_e_winner(name, game.totals, game.lines[-1].result.declarer_side)
    assert ends[1] == f"Yes: {side_name(won)} wins"
    # the score questions: Part E's arithmetic
    r, c = final.result, final.contract
    decl = r.declarer_side
    for q in by_kind["hand-score"]:
        side = next(s for s in r.score if f"What does {side_name(s)} score" in q.prompt)
        if name == "cutthroat":                                                       # SC-4
            mine = r.books[c.declarer]
            want = -c.bid if side == c.declarer and mine < c.bid else r.books[side]
        else:
            other = next(s for s in r.score if s != decl)
            pair = part_e_score(name, r.books[decl], r.books[other], c.bid,
                                c.trump is None)
            want = pair[0] if side == decl else pair[1]
        from whist_core.questions.systems import signed

        assert q.correct.label == signed(want), (q.prompt, q.correct.label, want)


@pytest.mark.rule("SC-1", "S52-1", "SB-1", "SCN-1", "SRI-1", "SH-1")
@pytest.mark.parametrize(("name", "players", "each"), [
    ("cutthroat", 3, 16), ("cutthroat", 4, 12), ("cutthroat", 5, 10), ("bid-whist-52", None, 12),
    ("boston", None, 13), ("cincinnati", None, 13), ("rhode-island", None, 12),
    ("hawaii", None, 12)])
def test_deal_question_counts_the_cards(name: str, players: int | None, each: int) -> None:
    from whist_core.questions.systems import deal_question

    q = deal_question(name, "X-1", players=players)
    assert q.correct.label == str(each)


#: Latin a Russian question may show: rule IDs, uptown/downtown, rank letters of cards.
_LATIN_OK = re.compile(r"^(?:uptown|downtown|(?:SYS|SC|S52|SB|SCN|SRI|SH|BW)(?:-[\w.]+)*|"
                       r"[AKQJ])$")


@pytest.mark.parametrize("lesson", LESSONS, ids=[x["game"] for x in LESSONS])
def test_lesson_questions_in_russian(lesson: dict) -> None:
    """In the Russian edition every word of a systems lesson's questions — title, prompt,
    choices, reason — comes from the catalog (strict mode: a missing message raises), and
    no English word is left."""
    from whist_core.questions.systems import lesson_questions
    from widgets import i18n

    hand, game = _setup(lesson)
    with i18n.language("ru"), i18n.strict():
        questions = lesson_questions(lesson["game"], hand, game)
        for q in questions:
            text = " ".join([q.title, q.prompt, q.reason, *(c.label for c in q.choices)])
            english = [w for w in re.findall(r"[A-Za-z][\w.-]*", text)
                       if not _LATIN_OK.match(w)]
            assert not english, (english, text)
