"""ipywidgets views and controls over whist_core objects.

Lessons build widgets from hand records and show them; the widgets ask
``whist_core`` every rules question and only draw the answers.

- Cursor: :class:`Cursor` — first / back / next / last, a slider, the "k / n" readout.
- Views: :class:`CardView`, :class:`HandView`, :class:`TrickView`, :class:`TableView`,
  :class:`RankLadder`, :class:`BidLadder`, :class:`ScoreSheet`.
- Steppers: :class:`DealStepper`, :class:`AuctionStepper`, :class:`HandReplay`,
  :class:`GermanDealStepper`, :class:`GermanWhistReplay`.
- Practice: :class:`Quiz`, :class:`PlayTable`, :class:`GermanPlayTable`, and
  :class:`GamePlayTable` (any game of the registry by name: the six systems too).
- Exploring: :class:`Explorer` — any example record, or one the user uploads.

Test hooks (CSS classes): ``whist-first``, ``whist-prev``, ``whist-next``,
``whist-last``, ``whist-position``, ``whist-message``, and a root class
``whist-<name>`` on every widget.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

# Loaded on first use (PEP 562): a lesson that shows a stepper does not pay for the
# explorer, the play tables and the best-play search at open.
_WHERE = {
    "AuctionStepper": "widgets.steppers",
    "BidLadder": "widgets.ladders",
    "CardView": "widgets.views",
    "Cursor": "widgets.cursor",
    "DealStepper": "widgets.steppers",
    "Explorer": "widgets.explorer",
    "Frame": "widgets.steppers",
    "GamePlayTable": "widgets.game_table",
    "GermanDealStepper": "widgets.german_deal",
    "GermanPlayTable": "widgets.play_table",
    "GermanWhistReplay": "widgets.german",
    "HandReplay": "widgets.steppers",
    "HandView": "widgets.views",
    "PlayTable": "widgets.play_table",
    "Quiz": "widgets.quiz",
    "RankLadder": "widgets.ladders",
    "ScoreSheet": "widgets.scoresheet",
    "Stepper": "widgets.steppers",
    "TableView": "widgets.views",
    "TrickView": "widgets.views",
    "View": "widgets.views",
}

if TYPE_CHECKING:
    from widgets.cursor import Cursor
    from widgets.explorer import Explorer
    from widgets.game_table import GamePlayTable
    from widgets.german import GermanWhistReplay
    from widgets.german_deal import GermanDealStepper
    from widgets.ladders import BidLadder, RankLadder
    from widgets.play_table import GermanPlayTable, PlayTable
    from widgets.quiz import Quiz
    from widgets.scoresheet import ScoreSheet
    from widgets.steppers import AuctionStepper, DealStepper, Frame, HandReplay, Stepper
    from widgets.views import CardView, HandView, TableView, TrickView, View


__all__ = [
    "AuctionStepper",
    "BidLadder",
    "CardView",
    "Cursor",
    "DealStepper",
    "Explorer",
    "Frame",
    "GamePlayTable",
    "GermanDealStepper",
    "GermanPlayTable",
    "GermanWhistReplay",
    "HandReplay",
    "HandView",
    "PlayTable",
    "Quiz",
    "RankLadder",
    "ScoreSheet",
    "Stepper",
    "TableView",
    "TrickView",
    "View",
]


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'widgets' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_WHERE})
