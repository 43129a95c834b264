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
