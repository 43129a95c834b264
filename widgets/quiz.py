"""A self-check quiz with immediate feedback: :class:`Quiz`.

The questions come from :mod:`whist_core.questions.generated`, which asks the engine
for every answer and reason; the widget only shows them and counts the score.

Test hooks: root ``whist-quiz``; each answer a button ``whist-choice`` (card
answers also ``whist-card``); the feedback line ``whist-feedback``; the score
``whist-score`` ("k of n correct"); ``whist-next-question`` and
``whist-restart`` buttons; the question text ``whist-question``.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import ipywidgets

from whist_core.bid_whist.rules import HOUSE, BidWhistRules
from whist_core.questions.generated import KINDS, Question, mixed
from widgets._practice import (
    action_button,
    card_button,
    guarded,
    practice_style,
    set_class,
    text_html,
)
from widgets._style import html_box, style_widget


def _picture_html(picture: Any) -> str:
    """An SVG string, or any object that draws itself as SVG (a state, a card)."""
    if isinstance(picture, str):
        return picture
    draw = getattr(picture, "_repr_svg_", None)
    return draw() if draw is not None else html.escape(str(picture))


class Quiz(ipywidgets.VBox):
    """Questions one at a time, feedback at the first click, and a running score.

    ``Quiz(questions)`` shows the given :class:`~whist_core.questions.generated.Question`
    list; ``Quiz(seed=3, count=6, kinds=("trick-winner", "hand-score"))`` generates
    one from a seed. Only the first answer to a question counts.
    """

    def __init__(self, questions: Sequence[Question] | None = None, *, seed: int = 0,
                 count: int = 6, kinds: Sequence[str] = KINDS, rules: BidWhistRules = HOUSE,
                 title: str | None = "Check yourself", four_colour: bool = False) -> None:
        if questions is None:
            questions = mixed(seed, count, kinds, rules)
        self.questions: list[Question] = list(questions)
        if not self.questions:
            raise ValueError("a quiz needs at least one question")
        self.index = 0
        self.correct = 0
        self.answered = 0
        self.choice_made: int | None = None
        self.last_error: str | None = None
        self.title = html_box("whist-title", html.escape(title or ""))
        self.progress = html_box("whist-quiz-progress")
        self.score_html = html_box("whist-score")
        self.heading = html_box("whist-quiz-heading")
        self.prompt = html_box("whist-question")
        self.pictures = html_box("whist-pictures-box")
        self.choice_box = ipywidgets.Box()
        self.choice_box.add_class("whist-row")
        self.choice_box.add_class("whist-choices")
        self.feedback = html_box("whist-feedback")
        self.next_button = action_button("Next question ▶\ufe0e", "whist-next-question",
                                         primary=True)
        self.restart_button = action_button("Start again", "whist-restart")
        self.next_button.on_click(lambda _b: self.next())
        self.restart_button.on_click(lambda _b: self.restart())
        top = ipywidgets.HBox([self.progress, self.score_html])
        top.add_class("whist-row")
        nav = ipywidgets.HBox([self.next_button, self.restart_button])
        nav.add_class("whist-row")
        children = [style_widget(), practice_style()]
        if title:
            children.append(self.title)
        children += [top, self.heading, self.prompt, self.pictures, self.choice_box,
                     self.feedback, nav]
        super().__init__(children)
        self.add_class("whist-root")
        self.add_class("whist-practice")
        self.add_class("whist-quiz")
        if four_colour:
            self.add_class("whist-four-colour")
        self.choice_buttons: list[ipywidgets.Button] = []
        self._show()

    # ------------------------------------------------------------------ reading
    @property
    def question(self) -> Question:
        return self.questions[self.index]

    @property
    def finished(self) -> bool:
        return self.answered == len(self.questions) and self.index == len(self.questions) - 1

    @property
    def score_text(self) -> str:
        return self.score_html.value

    # ------------------------------------------------------------------- acting
    def show_message(self, text: str, kind: str = "info") -> None:
        """Show ``text`` on the feedback line (used for errors too)."""
        self.feedback.value = text_html(text)
        set_class(self.feedback, "is-wrong", kind == "error")
        set_class(self.feedback, "is-right", False)

    @guarded
    def answer(self, index: int) -> None:
        """Answer the current question with choice ``index`` (as a click does).

        Only the first answer counts; later clicks change nothing.
        """
        if self.choice_made is not None:
            return
        q = self.question
        if not 0 <= index < len(q.choices):
            raise IndexError(f"no choice {index} in this question")
        self.choice_made = index
        self.answered += 1
        right = q.is_correct(index)
        if right:
            self.correct += 1
        for i, b in enumerate(self.choice_buttons):
            b.disabled = True
            set_class(b, "is-right", i == q.answer)
            set_class(b, "is-wrong", i == index and not right)
        mark = "✔ " if right else "✘ "
        self.feedback.value = text_html(mark + q.feedback(index))
        set_class(self.feedback, "is-right", right)
        set_class(self.feedback, "is-wrong", not right)
        self._update_score()
        last = self.index == len(self.questions) - 1
        self.next_button.disabled = last
        if last:
            self.feedback.value += (f"<br><b>Finished: {self.correct} of {len(self.questions)} "
                                    "correct.</b> Press “Start again” to try once more.")

    @guarded
    def next(self) -> None:
        """Go to the next question (after answering this one)."""
        if self.index < len(self.questions) - 1:
            self.index += 1
            self._show()

    @guarded
    def restart(self) -> None:
        """Back to the first question with the score at zero."""
        self.index = 0
        self.correct = 0
        self.answered = 0
        self._show()

    # ---------------------------------------------------------------- drawing
    def _update_score(self) -> None:
        self.score_html.value = f"{self.correct} of {self.answered} correct"

    def _show(self) -> None:
        q = self.question
        self.choice_made = None
        n = len(self.questions)
        self.progress.value = f"Question {self.index + 1} of {n}"
        self.heading.value = f"<b>{html.escape(q.title)}</b>" if q.title else ""
        self.prompt.value = text_html(q.prompt)
        pics = "".join(_picture_html(p) for p in q.pictures)
        self.pictures.value = f'<div class="whist-pictures">{pics}</div>' if pics else ""
        buttons = []
        for i, choice in enumerate(q.choices):
            if choice.card is not None:
                b = card_button(choice.card, label=choice.label)
            else:
                b = action_button(choice.label, "whist-answer")
            b.add_class("whist-choice")
            b.add_class(f"whist-choice-{i}")
            b.on_click(lambda _b, i=i: self.answer(i))
            buttons.append(b)
        old = self.choice_buttons
        self.choice_buttons = buttons
        self.choice_box.children = buttons
        for b in old:
            b.close()
        self.feedback.value = "Choose an answer."
        set_class(self.feedback, "is-right", False)
        set_class(self.feedback, "is-wrong", False)
        self.next_button.disabled = True
        self._update_score()


__all__ = ["Quiz"]
