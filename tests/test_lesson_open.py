"""Lessons open without slow work: no matplotlib import, no Monte-Carlo deal at open.

A class server opens every lesson in a fresh kernel; importing matplotlib and drawing
a chart took 1–2 s each on a busy 2-core machine (lesson 9 opened ~1.6x as late as a
bare page). Charts drawn once are read from widgets/assets/charts (widgets.plots.chart),
and lesson 3's 3,000 counted deals from records/counts/kitty_jokers.json.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from whist_core.bid_whist.stats import kitty_jokers
from widgets import plots

REPO = Path(__file__).resolve().parents[1]
NOTEBOOKS = REPO / "notebooks"
CHARTING = sorted(p.relative_to(NOTEBOOKS).as_posix() for p in NOTEBOOKS.rglob("*.ipynb")
                  if "checkpoint" not in str(p) and "chart" in p.read_text(encoding="utf-8"))

# Runs a notebook's code cells as Voilà's kernel would (from the notebook's folder) and
# prints the modules it imported that a lesson must not load at open.
_RUN = """
import json, os, sys
path = sys.argv[1]
os.chdir(os.path.dirname(path))
scope = {"__name__": "__main__"}
for cell in json.load(open(path, encoding="utf-8"))["cells"]:
    if cell["cell_type"] == "code":
        exec(compile("".join(cell["source"]), path, "exec"), scope)
print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] == "matplotlib")))
"""


def test_some_lessons_draw_charts() -> None:
    assert {"bid_whist/08_Scoring.ipynb", "bid_whist/09_A_Whole_Game.ipynb",
            "systems/01_Cutthroat.ipynb"} <= set(CHARTING)


@pytest.mark.parametrize("notebook", CHARTING)
def test_a_lesson_opens_without_matplotlib(notebook: str) -> None:
    """Every chart the lesson shows is already in the chart store (if this fails once
    after a lesson or a drawing changed, the new chart has just been stored: commit
    the new file in widgets/assets/charts)."""
    before = set(plots.STORE.glob("*.svg"))
    done = subprocess.run([sys.executable, "-c", _RUN, str(NOTEBOOKS / notebook)],
                          capture_output=True, text=True, timeout=300, cwd=REPO,
                          env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin",
                               "MPLBACKEND": "Agg"})
    assert done.returncode == 0, done.stderr[-2000:]
    new = sorted(p.name for p in set(plots.STORE.glob("*.svg")) - before)
    assert json.loads(done.stdout.splitlines()[-1]) == [], f"charts drawn at open: {new}"


def test_a_stored_chart_is_the_chart_drawn(tmp_path: Path, monkeypatch) -> None:
    """The store gives back exactly what drawing gives (same key, same SVG), and a
    second call with the same data reads the file."""
    monkeypatch.setattr(plots, "STORE", tmp_path)
    drawn = plots.chart(plots.score_chart, no_trump=True, label="At no trump").value
    files = list(tmp_path.glob("score_chart-*.svg"))
    assert len(files) == 1 and files[0].read_text(encoding="utf-8") in drawn
    assert 'aria-label="At no trump"' in drawn and "<svg" in drawn
    files[0].write_text("<svg>kept</svg>", encoding="utf-8")
    assert "kept" in plots.chart(plots.score_chart, no_trump=True, label="At no trump").value
    # other data, another key: drawn afresh
    assert "kept" not in plots.chart(plots.score_chart, label="At no trump").value


def test_committed_charts_match_the_drawing_code() -> None:
    """A committed chart is what the drawing code draws today (here: lesson 8's)."""
    label = "What each bid scores at no trump"
    key = plots.chart_key(plots.score_chart, (), {"no_trump": True}, label)
    stored = (plots.STORE / f"{key}.svg").read_text(encoding="utf-8")
    assert stored == plots.chart_svg(plots.score_chart(no_trump=True), label)


def test_a_chart_is_stored_in_each_language(tmp_path: Path, monkeypatch) -> None:
    """The language is part of the key: the Russian page's chart is drawn in Russian and
    kept beside the English one, which stays as it was (lesson 3's kitty chart)."""
    from whist_core.bid_whist.stats import kitty_joker_exact
    from widgets import i18n

    counts, exact = {0: 2364, 1: 601, 2: 35}, kitty_joker_exact()
    english_key = plots.chart_key(plots.kitty_joker_chart, (counts, exact), {}, None)
    with i18n.language("ru"):
        russian_key = plots.chart_key(plots.kitty_joker_chart, (counts, exact), {}, None)
    assert russian_key != english_key
    monkeypatch.setattr(plots, "STORE", tmp_path)
    english = plots.chart(plots.kitty_joker_chart, counts, exact).value
    with i18n.language("ru"), i18n.strict():
        russian = plots.chart(plots.kitty_joker_chart, counts, exact).value
    assert sorted(p.name for p in tmp_path.glob("*.svg")) == sorted(
        [f"{english_key}.svg", f"{russian_key}.svg"])
    assert 'aria-label="How many jokers are in the kitty?"' in english
    assert "3,000 dealt hands" in english and ">1 joker<" in english
    assert 'aria-label="Сколько джокеров в прикупе?"' in russian
    for words in ("3000 раздач", ">0 джокеров<", ">1 джокер<", ">2 джокера<",
                  "точная вероятность", "% раздач"):
        assert words in russian, words
    assert "joker" not in russian.replace("kitty_joker", "")


def test_chart_arguments_must_be_plain_data() -> None:
    with pytest.raises(TypeError, match="plain data"):
        plots.chart_key(plots.game_chart, (object(),), {}, None)


def test_counted_kitty_deals_are_the_engines() -> None:
    """Lesson 3's stored counts are what the engine deals (3,000 hands, seed 0)."""
    stored = json.loads((NOTEBOOKS / "records" / "counts" / "kitty_jokers.json")
                        .read_text(encoding="utf-8"))
    counts = kitty_jokers(stored["hands"], stored["seed"])
    assert stored["hands"] == 3000
    assert stored["counts"] == {str(k): counts[k] for k in sorted(counts)}
