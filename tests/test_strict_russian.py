"""Strict mode on the Russian pages held to every word (issue 24).

Each page of the browser test's ``RUSSIAN_THROUGHOUT`` is run here as its kernel runs it:
its code cells in order, in its own folder, with :func:`widgets.i18n.strict` on, so a
message the catalog lacks raises :class:`~widgets.i18n.MissingMessage` instead of falling
back to English. Then every frame of every stepper it shows is drawn, and every question
of every quiz is asked and answered with each choice (prompt, choices, the feedback line,
the score), still in strict mode — the steps and answers a learner reaches only by
clicking, which the browser test does not all reach.
"""

from __future__ import annotations

import ast
import os
import re
from pathlib import Path
from typing import Any

import ipywidgets
import nbformat
import pytest

from whist_core import records
from whist_core.messages import msg
from whist_core.questions.generated import Question
from widgets import i18n
from widgets.compare import FactTable, RulesComparison
from widgets.explorer import Explorer
from widgets.quiz import Quiz
from widgets.steppers import Stepper
from widgets.variant_explorer import VariantExplorer

ROOT = Path(__file__).resolve().parents[1]
BROWSER_TEST = ROOT / "tests" / "browser" / "test_dashboards.py"


def _russian_throughout() -> list[str]:
    """The browser test's RUSSIAN_THROUGHOUT (read from its source: one list, not two)."""
    for node in ast.walk(ast.parse(BROWSER_TEST.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "RUSSIAN_THROUGHOUT" for t in node.targets)):
            return sorted(ast.literal_eval(node.value.args[0]))
    raise AssertionError(f"{BROWSER_TEST}: no RUSSIAN_THROUGHOUT")


PAGES = _russian_throughout()


def test_every_russian_page_is_held_to_every_word() -> None:
    """RUSSIAN_THROUGHOUT is the whole Russian edition (issue 24): no page is left out of the
    strict run here, nor of the browser test's English check."""
    from widgets.course import TRANSLATED

    assert sorted(f"ru/{page}" for page in TRANSLATED["ru"]) == PAGES


def _run_cell(source: str, env: dict[str, Any]) -> Any:
    """Run one code cell; its last expression's value (what the page displays), or None."""
    tree = ast.parse(source)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, "<cell>", "exec"), env)
    if last is None:
        return None
    return eval(compile(ast.Expression(last.value), "<cell>", "eval"), env)


def _shown(value: Any) -> list[Any]:
    """``value`` and every widget inside it."""
    found = [value]
    if isinstance(value, ipywidgets.Box):
        for child in value.children:
            found += _shown(child)
    return found


def _every_step(stepper: Stepper) -> None:
    for i in range(stepper.n):
        frame = stepper.make_frame(i)
        assert frame.picture or frame.message, (type(stepper).__name__, i)


def _every_answer(quiz: Quiz) -> list[str]:
    """Ask every question and answer it with each choice; the words a learner reads."""
    said = []
    for k, q in enumerate(quiz.questions):
        assert isinstance(q, Question)
        said += [q.title, q.prompt, *(c.label for c in q.choices)]
        for i in range(len(q.choices)):
            assert q.feedback(i)
            said.append(q.feedback(i))
        quiz.index = k
        quiz.answer((q.answer + 1) % len(q.choices))        # a wrong answer, then the right
        quiz.answer(q.answer)
    return said


def _english_left(seen: list[str], allowed: str) -> list[str]:
    """The words in Latin letters in ``seen`` that the ``allowed`` pattern does not allow."""
    words = set(re.findall(r"[A-Za-z][A-Za-z'’-]+", " ".join(seen)))
    return sorted(w for w in words if not re.fullmatch(allowed, w))


#: The widgets whose every word comes from the code (engine refusals included, which a
#: missing message does not catch when the refusal has no code): their text is read for
#: English left too.
_READ = (FactTable, RulesComparison, VariantExplorer, Explorer)
#: Latin the code's widgets may show on a Russian page: rule IDs, the Latin uptown and
#: downtown, card and seat letters, the short NT, a record's JSON.
WIDGET_LATIN = (r"[A-Z]|NT|uptown|downtown|Downtown|Uptown|JSON|json|BW-?|GW-?|V-[A-Z-]+"
                r"|S52-?|SB-?|SCN-?|SRI-?|SH-?|SC-?")


@pytest.mark.parametrize("notebook", PAGES)
def test_the_page_speaks_russian_in_strict_mode(notebook: str, monkeypatch) -> None:
    path = ROOT / "notebooks" / notebook
    monkeypatch.chdir(path.parent)
    monkeypatch.setitem(os.environ, "WHIST_I18N_STRICT", "1")
    nb = nbformat.read(path, as_version=4)
    env: dict[str, Any] = {"__name__": "__main__"}
    steppers = quizzes = 0
    seen: list[str] = []
    try:
        with i18n.strict():
            for cell in nb.cells:
                if cell.cell_type != "code":
                    continue
                for widget in _shown(_run_cell(cell.source, env)):
                    if isinstance(widget, Stepper):
                        _every_step(widget)
                        steppers += 1
                    elif isinstance(widget, Quiz):
                        seen += _every_answer(widget)
                        quizzes += 1
                    elif isinstance(widget, _READ):
                        seen.append(_table_text(widget))
            assert i18n.active() == "ru", f"{notebook}: the frame cell did not set Russian"
    finally:
        i18n.use(i18n.SOURCE_LANG)
    left = _english_left(seen, WIDGET_LATIN)
    assert not left, f"{notebook}: English left in the code's widgets: {left}"
    print(f"{notebook}: {steppers} steppers, {quizzes} quizzes in strict mode")


def test_strict_mode_catches_an_engine_message_left_out_of_the_catalog() -> None:
    """The check above can fail: an engine sentence the catalog lacks raises in strict mode
    (and falls back to English without it)."""
    with i18n.language("ru"):
        assert msg("Who deals the hand nobody translated?") == (
            "Who deals the hand nobody translated?")
        with i18n.strict(), pytest.raises(i18n.MissingMessage, match="nobody translated"):
            msg("Who deals the hand nobody translated?")


def test_the_german_play_table_speaks_russian_in_strict_mode() -> None:
    """German Whist 3's and 4's play table (issue 24): a whole game against each level, the
    hint at every turn, the level picked, "Save this hand" early and late, a new game and
    the step mode, with a missing message raising; no English word is left in what the
    learner reads (file names, rule IDs and the card letters aside)."""
    import html

    from widgets.play_table import GermanPlayTable

    def text(t: GermanPlayTable) -> str:
        values = [w.value for w in (t.title, t.status, t.message, t.log_html, t.result, t.phone,
                                    t.download)]
        values += [b.description for b in t.tools.children if hasattr(b, "description")]
        values += [b.tooltip or "" for b in t.tools.children if hasattr(b, "tooltip")]
        values += [label for label, _ in t.level_choice.options]
        plain = re.sub(r"<svg.*?</svg>|<[^>]+>", " ", " ".join(values), flags=re.S)
        return html.unescape(plain)

    seen: list[str] = []
    try:
        with i18n.language("ru"), i18n.strict():
            for seed, level in ((1, "house"), (2, "expert")):
                t = GermanPlayTable(seed=seed, pause=0, level=level)
                t.level_choice.value = "expert" if level == "house" else "house"
                t.save()
                seen.append(text(t))
                while not t.state.complete:
                    t.hint()
                    seen.append(text(t))
                    t.play(t.view.legal[0])
                    seen.append(text(t))
                assert "Партия окончена" in t.status.value
                t.play("AS")
                t.save()
                seen.append(text(t))
                t.new_hand()
                t.step_toggle.value = True
                seen.append(text(t))
    finally:
        i18n.use(i18n.SOURCE_LANG)
    left = _english_left(seen, r"[AB]|JSON|json|GW-?|V-GW-[A-Z-]+|german-whist-?")
    assert not left, f"English left on the German play table: {left}"


def test_the_guided_hands_speak_russian_in_strict_mode() -> None:
    """Strategy 5's and 6's guided games (issue 24): every hand of the chooser opened, the
    hint asked at each of the learner's turns (the six cards to lay away, the card to play
    and why, the German coach), each game played to its end with its verdict and review, in
    strict mode; the words the guided tables add (title, goal and tip, hints, review,
    verdict) have no English left (card letters, rule IDs and the Latin uptown/downtown
    aside)."""
    import html

    from whist_core.bid_whist import Phase
    from widgets.guided import GermanGuided, GuidedPractice

    def said(t: Any) -> str:
        values = [t.title.value, t.message.value, t.result.value, t.review.value]
        plain = re.sub(r"<svg.*?</svg>|<[^>]+>", " ", " ".join(values), flags=re.S)
        return html.unescape(plain)

    seen: list[str] = []
    try:
        with i18n.language("ru"), i18n.strict():
            practice = GuidedPractice(pause=0)
            seen += [practice.chooser.description, *(label for label, _ in practice.options)]
            for index in range(len(practice.options)):
                practice.show(index)
                t = practice.table
                german = isinstance(t, GermanGuided)
                seen.append(said(t))
                for _turn in range(60):
                    if t.state.complete:
                        break
                    t.hint()
                    seen.append(said(t))
                    if german:
                        t.play(t.view.legal[0])
                    elif t.state.phase is Phase.DISCARD:
                        t.lay_away()
                    else:
                        t.play(t.state.view(t.seat).legal[-1])
                assert t.state.complete, practice.options[index][0]
                seen.append(said(t))
                assert t.review.value, practice.options[index][0]
    finally:
        i18n.use(i18n.SOURCE_LANG)
    left = _english_left(seen, r"[ABNESWD]|[AKQJ]|BW-?|GW-?|uptown|downtown")
    assert not left, f"English left in the guided hands: {left}"


def _table_text(widget: ipywidgets.Widget) -> str:
    """The words a widget shows: every value, label, tooltip and option of its widgets
    (drawings and tags left out)."""
    import html

    values: list[str] = []

    def walk(w: ipywidgets.Widget) -> None:
        # a choice's value is a key (its options' labels are what it shows)
        names = ("description", "tooltip") if hasattr(w, "options") else (
            "value", "description", "tooltip")
        for name in names:
            v = getattr(w, name, None)
            if isinstance(v, str):
                values.append(v)
        values.extend(str(t) for t in getattr(w, "tooltips", ()) or ())
        values.extend(str(o[0] if isinstance(o, tuple) else o)
                      for o in getattr(w, "options", ()) or ())
        for child in getattr(w, "children", ()) or ():
            if isinstance(child, ipywidgets.Widget):
                walk(child)

    walk(widget)
    plain = re.sub(r"<svg.*?</svg>|<style.*?</style>|<[^>]+>", " ", " ".join(values), flags=re.S)
    return html.unescape(plain)


def test_the_house_play_table_speaks_russian_in_strict_mode() -> None:
    """Bid Whist 11's play table (issue 24): whole hands at both levels — calls,
    declarations, the discard, a refused card and a legal one at every turn, the hint
    each time, the end of the hand with its review and score, a new hand — with a missing
    message raising; no English word is left (rule IDs, card letters, uptown/downtown, the
    record's JSON and file name aside)."""
    import random

    from widgets.play_table import PlayTable

    seen: list[str] = []
    rng = random.Random(5)
    try:
        with i18n.language("ru"), i18n.strict():
            for seed, level in ((1, "house"), (2, "expert")):
                t = PlayTable(seed=seed, pause=0, level=level)
                seen.append(_table_text(t))
                while not t.state.complete:
                    view = t.view
                    assert view.my_turn
                    t.hint()
                    seen.append(_table_text(t))
                    phase = str(getattr(view.phase, "value", view.phase))
                    if phase == "auction":
                        t.call(rng.choice(list(view.legal)))
                    elif phase == "declare":
                        t.declare(rng.choice(list(view.legal)))
                    elif phase == "discard":
                        t.lay_away(list(view.hand)[:view.discard_count])
                    else:
                        refused = [c for c in view.hand if c not in view.legal]
                        if refused:
                            t.play(refused[0])
                            seen.append(_table_text(t))
                        t.play(rng.choice(list(view.legal)))
                    seen.append(_table_text(t))
                t.play(t.view.hand[0] if t.view.hand else "AS")      # after the end: refused
                seen.append(_table_text(t))
                t.new_hand()
                seen.append(_table_text(t))
    finally:
        i18n.use(i18n.SOURCE_LANG)
    left = _english_left(seen, r"[A-Z]|NT|uptown|downtown|JSON|json|expert|house|rules|BW-?"
                               r"|V-[A-Z-]+|bid-whist(?:-hand)?")
    assert not left, f"English left on the house play table: {left}"


RECORDS = ROOT / "notebooks" / "records"


def _bad_records() -> list[tuple[str, bytes, str, str | None]]:
    """Bad uploads: (file name, content, the place as the message must name it, the rule)."""
    import json

    def changed(name: str, change: Any) -> bytes:
        record = records.load(RECORDS / f"{name}.json")
        change(record)
        return json.dumps(record).encode()

    def off_suit(record: dict) -> None:             # a card that does not follow suit
        record["play"][1] = "2C" if record["play"][1] != "2C" else "3C"

    def german_off_suit(record: dict) -> None:
        record["play"][1] = next(c for c in record["hands"]["B"]
                                 if c[-1] != record["play"][0][-1])

    def bad_card(record: dict) -> None:
        record["hands"]["N"][3] = "1X"

    def no_hand(record: dict) -> None:
        del record["hands"]["W"]

    house, boston = "bw_9_2_no_trump_made", "sys_boston_1_trump_by_lead"
    cutthroat = "sys_cutthroat_1_every_player_scores"

    def put(key: str, value: Any) -> Any:
        return lambda record: record.__setitem__(key, value)

    def swap_trace(first: int, second: int, field: str) -> Any:
        def change(record: dict) -> None:
            trace = record["trace"]
            trace[first][field], trace[second][field] = trace[second][field], trace[first][field]
        return change

    def kitty_first(record: dict) -> None:           # a kitty card dealt first (BW-2.3)
        trace = record["trace"]
        k = next(i for i, item in enumerate(trace) if item["to"] == "kitty")
        trace[0], trace[k] = trace[k], trace[0]

    def claim(field: str, value: Any) -> Any:
        return lambda record: record["renege_claims"][0].__setitem__(field, value)

    # every refusal of a record's shape, deal, stages and renege claims (issue 24): the
    # message names the place and the rule in Russian; a refusal without its Russian words
    # fails in strict mode
    deal_and_order = [
        ("r1.json", changed(house, put("bids", {"a": 1})), "торговля", None),
        ("r2.json", changed(house, lambda r: r["trace"].__setitem__(0, 7)),
         "карта 1 порядка сдачи", None),
        ("r3.json", changed(house, lambda r: r["hands"]["N"].__setitem__(
            0, r["hands"]["E"][0])), "карты игроков", "BW-1.2"),
        ("r4.json", changed(house, lambda r: r["hands"]["N"].__setitem__(
            1, r["hands"]["N"][0])), "карты игроков", "BW-1.2"),
        ("r5.json", changed(house, lambda r: r["kitty"].__setitem__(0, r["hands"]["W"][0])),
         "прикуп", "BW-1.2"),
        ("r6.json", changed(house, lambda r: r["trace"].pop()), "порядок сдачи", "BW-2.2"),
        ("r7.json", changed(house, lambda r: r["trace"].__setitem__(5, dict(r["trace"][1]))),
         "карта 6 порядка сдачи", "BW-2.2"),
        ("r8.json", changed(house, kitty_first), "карта 1 порядка сдачи", "BW-2.3"),
        ("r9.json", changed(house, lambda r: r["trace"][0].__setitem__(
            "to", r["trace"][1]["to"])), "карта 1 порядка сдачи", "BW-2.2"),
        ("r10.json", changed(house, swap_trace(0, 1, "card")), "карта 1 порядка сдачи",
         "BW-2.2"),
        ("r11.json", changed(house, lambda r: r["trace"][0].__setitem__("to", "Q")),
         "карта 1 порядка сдачи, ключ «кому»", "BW-1.1"),
        ("r12.json", changed(house, lambda r: r["hands"].__setitem__("Q", [])),
         "карты игроков, ключ «Q»", "BW-1.1"),
        ("r13.json", changed(house, lambda r: r.pop("declare")), "снос", "BW-3.5"),
        ("r14.json", changed(house, put("bids", ["pass", "pass"])), "объявление", "BW-2.4"),
        ("r15.json", changed("sys_cincinnati_2_no_trump", put("declare", "uptown")),
         "объявление", "SCN-3"),
        ("r16.json", changed(house, lambda r: r["bids"].append("pass")),
         "слово 5 торговли", "BW-2.4"),
        ("r17.json", changed(house, lambda r: (r.__setitem__("rules", {"min_bid": 4}),
                                               put("bids", ["pass", "pass", "3D", "pass"])(r))),
         "слово 3 торговли (Север)", "V-MIN4"),
        ("r18.json", changed(house, put("bids", ["4D", "pass", "4U", "pass"])),
         "слово 3 торговли (Север)", "BW-3.3"),
        ("r19.json", changed(boston, lambda r: r.pop("declare")),
         "розыгрыш", "SB-3"),
        ("r20.json", changed(boston, lambda r: r["bids"].append("pass")),
         "слово 6 торговли", "SB-2"),
        ("r21.json", changed("sys_boston_1_trump_by_lead",
                             put("renege_claims", [{"by": "NS", "trick": 1}])),
         "заявления о нарушении масти", "BW-4.4"),
        ("r22.json", changed("sys_bid-whist-52_3_redeal", lambda r: r["bids"].append("pass")),
         "слово 3 торговли", "S52-3"),
        ("r23.json", changed("sys_bid-whist-52_3_redeal", put("play", ["AS"])), "розыгрыш",
         "S52-3"),
        ("r24.json", changed("renege_claimed", claim("by", "NX")),
         "заявление 1 о нарушении масти, ключ «кто заявляет»", "BW-1.1"),
        ("r25.json", changed("renege_claimed", claim("trick", 99)),
         "заявление 1 о нарушении масти", "BW-6.6"),
        ("r26.json", changed("renege_claimed", lambda r: r.__setitem__("play", r["play"][:8])),
         "заявление 1 о нарушении масти", "BW-6.6"),
        ("r27.json", changed("renege_claimed", lambda r: r["renege_claims"].append(
            dict(r["renege_claims"][0]))), "заявление 2 о нарушении масти", "BW-6.6"),
        ("r28.json", changed("renege_claimed", put("renege_claims", [5])),
         "заявление 1 о нарушении масти", None),
        ("r29.json", changed(cutthroat, put("players", 3.5)), "число игроков", "SC-1"),
        ("r30.json", changed(cutthroat, put("players", 7)), "число игроков", "SC-1"),
        ("r31.json", changed(boston, put("players", 3)), "число игроков", "SB-1"),
        ("r32.json", changed(boston, put("rules", {"x": 1})), "правила, ключ «x»", "SB-1"),
        ("r33.json", changed(boston, lambda r: r["bids"].__setitem__(1, "2U")),
         "слово 2 торговли (Запад)", "SB-2"),
        ("r34.json", changed(boston, lambda r: r["bids"].__setitem__(1, "14")),
         "слово 2 торговли (Запад)", "SB-2"),
        ("r35.json", changed(boston, lambda r: r["play"].append("AS")), "карта 53 розыгрыша",
         "SB-1"),
        ("r36.json", changed("gw_6_1_nine_four", lambda r: r["play"].append("XX")),
         "карта 53 розыгрыша", "GW-6.1"),
        ("r37.json", changed("gw_6_1_nine_four", lambda r: r.pop("stock")), "розыгрыш",
         "GW-2.3"),
        ("r38.json", changed(boston, lambda r: r["bids"].__setitem__(1, "two")),
         "слово 2 торговли (Запад)", "SB-2"),
        ("r39.json", changed(boston, lambda r: r["bids"].__setitem__(1, 2)),
         "слово 2 торговли (Запад)", "SB-2"),
        ("r40.json", changed("sys_bid-whist-52_3_redeal", lambda r: r["bids"].__setitem__(0, "xy")),
         "слово 1 торговли (Юг)", "S52-2"),
        ("r41.json", changed(boston, lambda r: r["bids"].__setitem__(1, "redeal")),
         "слово 2 торговли (Запад)", "SB-2"),
        ("r42.json", changed("sys_cincinnati_2_no_trump", lambda r: r["bids"].__setitem__(
            next(i for i, b in enumerate(r["bids"]) if b != "pass"), "5")),
         "слово 1 торговли (Восток)", "SCN-2"),
        ("r43.json", ('{"game": "bid-whist", "dealer": ' + "9" * 5000 + "}").encode(),
         "запись", None),
        ("r44.json", ("[" * 100_000 + "]" * 100_000).encode(), "запись", None),
        ("r45.json", changed("renege_claimed", put("declare", "purple")), "объявление",
         "BW-3.4"),
        ("r46.json", changed(house, put("declare", "hearts")), "объявление", "BW-3.4"),
        ("r47.json", changed(cutthroat, put("declare", "sideways hearts")), "объявление",
         "SC-3"),
        ("r48.json", changed(cutthroat, put("declare", "uptown purple")), "объявление", "SC-3"),
        ("r49.json", changed(boston, put("kitty", [])), "прикуп", "SB-1"),
        ("r50.json", changed("sys_bid-whist-52_1_first_trick_two_books",
                             lambda r: r["bids"].__setitem__(0, "redeal")),
         "слово 1 торговли (Юг)", "S52-3"),
        ("r51.json", changed(boston, put("bids", ["pass"] * 4)), "слово 4 торговли (Восток)",
         "SB-2"),
        ("r52.json", changed("sys_bid-whist-52_1_first_trick_two_books",
                             put("bids", ["pass"] * 4)), "слово 4 торговли (Восток)", "S52-2"),
        ("r53.json", changed(cutthroat, put("bids", ["pass"] * 6)),
         "слово 4 торговли (Игрок 4)", "SC-2")]
    return [*deal_and_order, ("broken.json", b"{", "строка 1, позиция 2", None),
            ("list.json", b"[1, 2, 3]", "запись", None),
            ("euchre.json", b'{"game": "euchre"}', "игра", None),
            ("photo.json", bytes([0xFF, 0xFE, 0x00, 0x81]) * 10, "photo.json", None),
            ("big.json", b" " * 300_000, "big.json", None),
            ("card.json", changed("bw_9_1_downtown_ace_made", bad_card),
             "карты Севера, карта 4", "BW-1.2"),
            ("hand.json", changed("bw_9_1_downtown_ace_made", no_hand), "карты Запада",
             "BW-2.2"),
            ("follow.json", changed("joker_wins_trump_lead", off_suit),
             "карта 2 розыгрыша (взятка 1, Восток)", "BW-4.4"),
            ("german.json", changed("gw_6_1_nine_four", german_off_suit),
             "карта 2 розыгрыша (взятка 1, игрок B)", "GW-3.1")]


def test_the_hand_explorer_speaks_russian_in_strict_mode() -> None:
    """Explore a Hand (issue 24): every example record chosen, each of its seats shown and
    every step drawn; bad records uploaded (each refused in Russian, naming the place and
    the rule, the hand before still on screen) and a good one; with a missing message
    raising and no English word left (rule IDs, card letters and file names aside)."""
    seen: list[str] = []
    try:
        with i18n.language("ru"), i18n.strict():
            explorer = Explorer(RECORDS)
            seen.append(_table_text(explorer))
            for index in range(len(explorer.entries)):
                explorer.choose(index)
                seen.append(_table_text(explorer))
                _every_step(explorer.stepper)
                for _label, value in list(explorer.show_buttons.options)[1:]:
                    explorer.show_seats(value)
                    explorer.stepper.cursor.last()
                    seen.append(_table_text(explorer))
                assert not explorer.message_text, explorer.names[index]
            explorer.choose("gw_6_1_nine_four")
            for name, content, place, rule in _bad_records():
                assert not explorer.open_upload(content, name), name
                said = explorer.message_text
                seen.append(said)
                assert said.startswith(f"Не удалось открыть {name} — "), said
                assert f" {place}: " in said or f" — {place}" in said, (place, said)
                assert rule is None or f"({rule})" in said, (rule, said)
                assert said.endswith("На экране по-прежнему: A выигрывает вторую стадию 9–4."), said
            mine = records.load(RECORDS / "boston.json")       # a record of one's own: its
            mine["title"] = "Моя раздача"                       # title is shown as written
            del mine["teaching_point"]
            assert explorer.open_upload(records.dumps(mine), "mine.json")
            seen.append(_table_text(explorer))
            assert explorer.message_text == "Открыта запись mine.json: Моя раздача."
            assert explorer.chooser.options[0][0] == "Ваша запись: Моя раздача (mine.json)"
            assert explorer.point.value.startswith("Игра: Бид-вист. ")
    finally:
        i18n.use(i18n.SOURCE_LANG)
    # a record's own notation aside: file names, card codes, the games' keys, the calls'
    # spelling (pass, redeal), what the learner wrote ('NX', 'Q', 'two', 'xy', 'purple', …)
    left = _english_left(seen, WIDGET_LATIN + r"|euchre'?|photo|broken|list|big|card|hand|follow"
                               r"|german|mine|AS|BJ|LJ|X'|bid-whist-?|german-whist|cutthroat"
                               r"|boston|cincinnati|rhode-island|hawaii|NS|EW|NX'|Q'|two'|xy'"
                               r"|pass|redeal|purple'|hearts'|sideways")
    assert not left, f"English left in the hand explorer: {left}"


def test_the_variant_explorer_speaks_russian_in_strict_mode() -> None:
    """Bid Whist 10's variant explorer (issue 24): every deal with no variant, each variant
    alone and the two that cannot go together, in strict mode and with no English left."""
    from whist_core.coach import VARIANT_CHOICES

    words = [w for w, *_ in VARIANT_CHOICES]
    seen: list[str] = []
    try:
        with i18n.language("ru"), i18n.strict():
            explorer = VariantExplorer()
            for deal in range(len(explorer.deal.options)):
                explorer.deal.value = deal
                for chosen in ([], *([w] for w in words), words[4:6]):
                    for word, box in explorer.boxes.items():
                        box.value = word in chosen
                    assert explorer.last_error is None, (deal, chosen)
                    seen.append(_table_text(explorer))
            assert "is-error" in explorer.message._dom_classes       # the two joker rules
    finally:
        i18n.use(i18n.SOURCE_LANG)
    left = _english_left(seen, WIDGET_LATIN)
    assert not left, f"English left in the variant explorer: {left}"


@pytest.mark.rule("BW-2.4")
def test_the_auction_panel_names_the_seats_in_the_learners_words() -> None:
    """The house auction box, the high bid and "Legal now" name a seat as a Russian learner
    reads it («Север», «Запад (сдаёт)»), never by its Latin record letter (GLOSSARY_RU 14:
    N/E/S/W stay in records and the command line); the English panel keeps the letters."""
    from whist_core import games
    from widgets.steppers import _auction_panel

    state = games.get("bid-whist").new(3, dealer="W")
    state = state.call(state.legal_calls()[1])          # North bids, East to speak
    try:
        with i18n.language("ru"), i18n.strict():
            russian = _auction_panel(state)
    finally:
        i18n.use(i18n.SOURCE_LANG)
    english = _auction_panel(state)
    for seat in ("Север", "Восток", "Юг", "Запад (сдаёт)"):
        assert f"<th>{seat}</th>" in russian, seat
    assert "(Север)" in russian and "(Восток):" in russian     # the high bid, who speaks
    assert not re.search(r">[NESW]\b|\([NESW]\)", russian), russian
    assert "<th>W (dealer)</th>" in english and "(E):" in english
