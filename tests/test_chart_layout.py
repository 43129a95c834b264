"""The strategy pages' bar charts keep every label clear of the bars and of each other,
in both editions and in both drawings (the wide one and the phone's, widgets/plots.py).

The charts are recorded from the pages themselves (their ``chart(...)`` calls, run with
:func:`widgets.plots.chart` replaced), then drawn and measured with matplotlib's own
layout: the boxes of the lettering (a bar label's white box included) against the bars.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from widgets import i18n, plots

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
PAGES = [f"{edition}strategy/{name}.ipynb" for edition in ("", "ru/")
         for name in ("02_Which_Kind_of_Bid", "03_The_Declarers_Plan",
                      "04_Defence_and_Memory", "05_German_Whist_Strategy")]
#: The least air (points) between a label and a bar of another row, or another label.
AIR_PT = 3.0


def _recorded(page: str, monkeypatch: pytest.MonkeyPatch) -> list[tuple]:
    """The (draw, args, kwargs, language) of every chart the page shows."""
    calls: list[tuple] = []

    def record(draw: Callable[..., Any], *args: Any, label: str | None = None,
               **kwargs: Any) -> None:
        calls.append((draw, args, kwargs, i18n.active()))

    path = NOTEBOOKS / page
    monkeypatch.setattr(plots, "chart", record)
    monkeypatch.chdir(path.parent)
    scope: dict[str, Any] = {"__name__": "__main__"}
    with i18n.language("en"):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "code":
                exec(compile("".join(cell["source"]), str(path), "exec"), scope)
    return calls


def clashes(fig: Any) -> list[str]:
    """Each label (text) that comes within :data:`AIR_PT` of a bar outside its own row
    (the bars its anchor lies across; a rule's label has none) or of another label."""
    from matplotlib.patches import Rectangle

    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    air = AIR_PT * fig.dpi / 72
    found = []
    for ax in fig.axes:
        bars = [(p.get_window_extent(renderer), p.get_y(), p.get_y() + p.get_height())
                for p in ax.patches if isinstance(p, Rectangle)]
        boxes = []
        for t in ax.texts:
            box = t.get_window_extent(renderer)
            if t.get_bbox_patch() is not None:
                box = type(box).union([box, t.get_bbox_patch().get_window_extent(renderer)])
            boxes.append((t.get_text().replace("\n", " ")[:40], box, t.get_position()[1]))
        for name, box, y in boxes:
            grown = box.expanded(1, 1).padded(air)
            for bar, low, high in bars:
                if not low <= y <= high and grown.overlaps(bar):
                    found.append(f"{name!r} touches a bar")
        for i, (name, box, _y) in enumerate(boxes):
            for other, box2, _y2 in boxes[i + 1:]:
                if box.padded(air).overlaps(box2):
                    found.append(f"{name!r} touches {other!r}")
    return found


@pytest.mark.parametrize("page", PAGES)
def test_no_label_touches_a_bar_or_a_label(page: str, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _recorded(page, monkeypatch)
    assert calls, f"{page} shows no chart"
    for draw, args, kwargs, lang in calls:
        with i18n.language(lang):
            fig = draw(*args, **kwargs)
            assert clashes(fig) == [], f"{page}, wide: {args[0]}"
            plots._fit_phone(fig)
            assert clashes(fig) == [], f"{page}, phone: {args[0]}"
            plots.pyplot().close(fig)
