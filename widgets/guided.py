"""Guided practice widgets: :class:`TrickExercise` (play one card into a trick).

The rules and the advice come from :mod:`whist_core.questions.first_trick`; the
widget draws the trick, turns South's cards into buttons and shows the outcome.

Test hooks: root ``whist-trick-exercise``; card buttons ``whist-card``; the message
``whist-message``; ``whist-next-exercise`` and ``whist-retry`` buttons; the
exercise title ``whist-exercise-title``.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets

from whist_core import pictures
from whist_core.cards import Card
from whist_core.questions.first_trick import EXERCISES, Exercise, play_into
from widgets._practice import action_button, card_button, guarded, practice_style, set_class
from widgets._style import html_box, style_widget


class TrickExercise(ipywidgets.VBox):
    """One trick at a time: the cards already played, your hand; click a card to play it.

    A card that does not follow suit is refused with the reason (BW-4.4); a legal card
    completes the trick, which shows who wins and why, and whether it was a good choice.
    """

    def __init__(self, exercises: Sequence[Exercise] = EXERCISES, *, width: float = 380) -> None:
        self.exercises = list(exercises)
        if not self.exercises:
            raise ValueError("a trick exercise needs at least one exercise")
        self.width = width
        self.index = 0
        self.last_error: str | None = None
        self.played: Card | None = None
        self.heading = html_box("whist-exercise-title")
        self.goal = html_box("whist-exercise-goal")
        self.picture = html_box("whist-picture-box")
        self.hand_box = ipywidgets.Box()
        self.hand_box.add_class("whist-row")
        self.hand_box.add_class("whist-hand-buttons")
        self.message = html_box("whist-message")
        self.retry_button = action_button("Try this trick again", "whist-retry")
        self.next_button = action_button("Next trick ▶\ufe0e", "whist-next-exercise",
                                         primary=True)
        self.retry_button.on_click(lambda _b: self.retry())
        self.next_button.on_click(lambda _b: self.next())
        nav = ipywidgets.HBox([self.next_button, self.retry_button])
        nav.add_class("whist-row")
        super().__init__([style_widget(), practice_style(), self.heading, self.goal,
                          self.picture, self.hand_box, self.message, nav])
        self.add_class("whist-root")
        self.add_class("whist-practice")
        self.add_class("whist-trick-exercise")
        self._show()

    @property
    def exercise(self) -> Exercise:
        return self.exercises[self.index]

    def show_message(self, text: str, kind: str = "info") -> None:
        self.message.value = html.escape(text)
        self.message.layout.display = None if text else "none"
        set_class(self.message, "is-error", kind == "error")
        set_class(self.message, "is-good", kind == "good")

    def _show(self) -> None:
        ex = self.exercise
        self.heading.value = (f"<b>Trick {self.index + 1} of {len(self.exercises)}: "
                              f"{html.escape(ex.title)}</b>")
        self.goal.value = (f"{html.escape(ex.trump_words())}. {html.escape(ex.goal)} "
                           "You are South: click a card.")
        plays = list(ex.before)
        self.picture.value = pictures.trick_svg(plays, leader=plays[0][0], width=self.width)
        buttons = []
        for c in ex.hand:
            b = card_button(c)
            b.on_click(lambda _b, c=c: self.play(c))
            buttons.append(b)
        self.hand_box.children = buttons
        self.show_message("")
        self.next_button.disabled = self.index + 1 >= len(self.exercises)

    @guarded
    def play(self, card: Card | str) -> None:
        """South plays ``card``; a card that does not follow suit is refused (BW-4.4)."""
        if self.played is not None:
            self.show_message("This trick is over: try it again, or go on to the next one.",
                              "error")
            return
        outcome = play_into(self.exercise, card)
        if not outcome.allowed:
            self.show_message(f"{outcome.message} ({outcome.rule})", "error")
            return
        self.played = Card.parse(card)
        self.picture.value = pictures.trick_svg(list(outcome.plays), winner=outcome.winner,
                                                leader=outcome.plays[0][0], width=self.width)
        for b in self.hand_box.children:
            b.disabled = True
        good = outcome.winner in ("N", "S")
        self.show_message(f"{outcome.message} ({outcome.rule})", "good" if good else "info")

    @guarded
    def retry(self) -> None:
        self.played = None
        self._show()

    @guarded
    def next(self) -> None:
        if self.index + 1 < len(self.exercises):
            self.index += 1
        self.played = None
        self._show()


__all__ = ["TrickExercise"]
