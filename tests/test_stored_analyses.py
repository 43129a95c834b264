"""The best-play answers stored for the static site (``python -m tools.analyses``) are the
ones the solver gives today, and the pure-Python solver reads them instead of searching."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tools import analyses
from whist_core import analysis
from whist_core.analysis import Solver, stored

pytestmark = pytest.mark.rule("BW-6.3")


@pytest.fixture
def fresh_store():
    """The committed store, read again, and the solver's choice restored afterwards."""
    stored.clear()
    yield
    stored.clear()
    stored._RECORDING.clear()
    analysis.use_solver(None)


def test_stored_answers_are_not_stale(fresh_store) -> None:
    """The best-play lesson's answers, worked out again by the solver in use (the stored
    ones are not read: :func:`stored.record` with the store hidden), equal the store's,
    and each of them is there."""
    store = json.loads(stored.STORE.read_text(encoding="utf-8"))
    stored._LOADED.append({"solve": {}, "cards": {}})   # hide the store: solve anew
    answers = stored.record()
    analyses.run(analyses.NOTEBOOKS / "german_whist" / "04_Best_Play.ipynb")
    assert answers["solve"] and answers["cards"]
    for kind in ("solve", "cards"):
        for k, value in answers[kind].items():
            assert store[kind].get(k) == value, (
                f"{kind} answer of {k[:60]}... is stale: run python -m tools.analyses")


def test_lessons_of_the_store_are_found() -> None:
    """The store is made from the lessons that ask the solver."""
    names = {str(p.relative_to(analyses.NOTEBOOKS)) for p in analyses.lessons()}
    assert {"bid_whist/11_Best_Play.ipynb", "german_whist/04_Best_Play.ipynb"} <= names


def test_pure_python_solver_reads_the_store(fresh_store, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """With the pure-Python solver a stored answer is read, not searched: a store that
    says otherwise is believed; with another solver it is not read."""
    from whist_core.records import replay
    states = replay(analyses.NOTEBOOKS / "records" / "bw_9_2_downtown_set.json")
    moment = next(s for s in states if s.trick and len(s.done) == 6 and s.to_act == "N")
    pos = analysis.position_of(moment)
    truth = analysis.solve_position(pos)
    wrong = {side: 0 for side in truth}
    fake = tmp_path / "analyses.json"
    fake.write_text(json.dumps({"solve": {stored.key(pos): wrong}, "cards": {}}))
    monkeypatch.setattr(stored, "STORE", fake)
    stored.clear()
    analysis.use_solver(Solver)
    assert analysis.solve_position(pos) == wrong
    analysis.use_solver(type("Other", (Solver,), {}))
    assert analysis.solve_position(pos) == truth


def _at(record: str, done: int):
    from whist_core.records import replay
    return next(s for s in replay(analyses.NOTEBOOKS / "records" / record)
                if s.to_act and not s.trick and len(s.done) == done)


def test_slow_solver_says_where_it_stops(fresh_store) -> None:
    """The pure-Python solver works out at most LIVE_TRICKS tricks live; a larger position
    that is not stored gets a plain word instead of a long wait, a stored one its panel."""
    from whist_core.analysis.review import LIVE_TRICKS, answers_at_once
    from widgets.best_play import best_play_html, served_word
    analysis.use_solver(Solver)
    big = _at("bw_9_4_four_nt_eight.json", 12 - 10)
    small = _at("bw_9_4_four_nt_eight.json", 12 - LIVE_TRICKS)
    lesson = _at("bw_9_2_downtown_set.json", 12 - 10)   # a step of bid_whist/11's replay
    assert not answers_at_once(big) and served_word() in best_play_html(big)
    assert answers_at_once(small) and answers_at_once(lesson)
    assert "whist-best-card" in best_play_html(lesson)
    analysis.use_solver(None)
    assert answers_at_once(big)
