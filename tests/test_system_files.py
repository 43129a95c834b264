"""One system, one file (issue 20): every file of whist_core/family/systems is found by
itself, a bad description fails when it is made, and a system's own rules (declaring,
scoring, game end) are the ones the engine plays."""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from whist_core import games
from whist_core.family.engine import FamilyState
from whist_core.family.score import FamilyGame, GameEnd, result
from whist_core.family.systems import HAWAII, PLAYERS, SYSTEMS


def test_every_system_file_is_in_the_registry_in_course_order() -> None:
    assert list(SYSTEMS) == ["cutthroat", "bid-whist-52", "boston", "cincinnati",
                             "rhode-island", "hawaii"]
    assert [g.name for g in games.GAMES.values() if g.system] == list(SYSTEMS)
    assert games.get("cutthroat").players == (3, 4, 5) == tuple(PLAYERS["cutthroat"])
    for name, system in SYSTEMS.items():
        assert system.lesson is not None and system.questions is not None, name


@pytest.mark.parametrize(("field", "value"), [
    ("auction", "twice"), ("forced", "two"), ("kitty_book", "dealer"),
    ("styles", ("U",)), ("scoring", "hawaii"), ("game_end", "hawaii"),
    ("declaring", "suit_or_nt"), ("hand_size", 13), ("min_level", 0),
    ("equal_styles", ("NT",))])
def test_a_bad_description_fails_when_it_is_made(field: str, value: object) -> None:
    with pytest.raises(ValueError, match=f"system 'hawaii': {field} "):
        replace(HAWAII, **{field: value})


class _FirstToFive(GameEnd):
    rule = "X-9"

    def winner(self, system, totals, lines):
        return next((s for s in system.sides if totals[s] >= 5), None)


def test_a_new_systems_own_rules_are_the_ones_played() -> None:
    def three_a_hand(state, books, decl, bid):
        made = books[decl] >= bid + 6
        return result(books, made, {decl: 3 if made else 0,
                                    "EW" if decl == "NS" else "NS": 0 if made else 3},
                      False, decl)

    probe = replace(HAWAII, name="probe", title="Probe", prefix="X", scoring=three_a_hand,
                    game_end=_FirstToFive())
    game = FamilyGame(probe, "N")
    for seed in range(40):
        if game.over:
            break
        hand = FamilyState.new(probe, seed, game.next_dealer)
        rnd = random.Random(seed)
        while not hand.complete:
            legal = hand.legal_actions()
            hand = hand.apply(rnd.sample(legal, hand.discard_count)
                              if hand.phase == "discard" else rnd.choice(legal))
        assert sorted(hand.result.score.values()) == [0, 3]
        game = game.add(hand)
    assert game.over and max(game.totals.values()) >= 5
    assert probe.game_end.goal(probe) == "first to 21 (X-9)"


# The recipe followed once (docs/ADDING_A_SYSTEM.md, issue 20): a copy of the package gets one
# new file in family/systems/ and nothing else; the registry, the command line, records,
# bots, questions and the course manifest then all have the new system.
_NEW_SYSTEM_RUN = r"""
import json, subprocess, sys
from whist_core import games
from whist_core.family.systems import SYSTEMS
from whist_core.questions.systems import lesson_questions, play_game
from whist_core.bots import play_out
from widgets import course

info = games.get("probe")
hand = play_out(info.new(3), info.bot(3))
record = info.record_of(hand[-1])
with open("probe.json", "w") as f:
    json.dump(record, f)
cli = subprocess.run([sys.executable, "-m", "whist_core", "replay", "probe.json"],
                     capture_output=True, text=True)
deal = subprocess.run([sys.executable, "-m", "whist_core", "deal", "--game", "probe",
                       "--seed", "5"], capture_output=True, text=True)
whole = play_game("probe", seed=0)
print(json.dumps({
    "systems": list(SYSTEMS), "available": list(games.available()),
    "replay_exit": cli.returncode, "replay": json.loads(cli.stdout or "null"),
    "deal_exit": deal.returncode, "deal_game": json.loads(deal.stdout or "{}").get("game"),
    "questions": len(lesson_questions("probe", hand, whole)),
    "over": whole.over, "course": [lesson.file for lesson in course.lessons()],
}))
"""


def test_a_new_system_is_one_new_file(tmp_path: Path) -> None:
    """Everything a system needs of the code is its file: the rest of the recipe (records,
    lesson source, rule IDs) is content, not code."""
    root = Path(__file__).resolve().parents[1]
    package = tmp_path / "whist_core"
    shutil.copytree(root / "whist_core", package,
                    ignore=shutil.ignore_patterns("__pycache__"))
    hawaii = (package / "family" / "systems" / "hawaii.py").read_text(encoding="utf-8")
    probe = (hawaii.replace('"hawaii"', '"probe"')
             .replace('title="Hawaii (Trumps)"', 'title="Probe"')
             .replace('"systems/06_Hawaii.ipynb", "Hawaii (Trumps)"',
                      '"systems/07_Probe.ipynb", "Probe"')
             .replace("order=6", "order=7"))
    assert probe.count('"probe"') >= 3 and "07_Probe" in probe
    (package / "family" / "systems" / "probe.py").write_text(probe, encoding="utf-8")

    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(root)])}
    out = subprocess.run([sys.executable, "-c", _NEW_SYSTEM_RUN], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert got["systems"][-2:] == ["hawaii", "probe"]
    assert "probe" in got["available"]
    assert got["replay_exit"] == 0 and got["replay"]["game"] == "probe"
    assert got["replay"]["complete"] is True, got["replay"]
    assert got["deal_exit"] == 0 and got["deal_game"] == "probe"
    assert got["questions"] == 6 and got["over"] is True
    hawaii_at = got["course"].index("systems/06_Hawaii.ipynb")
    assert got["course"][hawaii_at + 1] == "systems/07_Probe.ipynb"
    # ... and the repository's own package was not touched
    assert not (root / "whist_core" / "family" / "systems" / "probe.py").exists()
    assert not re.search(r"probe", (root / "whist_core" / "games.py").read_text())
