"""A self-check quiz with immediate feedback: :class:`Quiz`.

The questions come from :mod:`whist_core.questions.generated`, which asks the engine
for every answer and reason; the widget only shows them and counts the score.

Every wrong answer says why it is wrong. A wrong first answer to a question with three
or more choices whose reason does not give the answer away gets a second try (the answer
is not shown yet); the second answer, a right first one, or a wrong one with no such
reason shows the answer and why. After the last question a summary lists every question with how
it went and the rules to read again.

Test hooks: root ``whist-quiz``; each answer a button ``whist-choice`` (card
answers also ``whist-card``); the feedback line ``whist-feedback``; the score
``whist-score`` ("k of n correct": right at the first try); ``whist-next-question``
and ``whist-restart`` buttons; the question text ``whist-question``; the summary
``whist-quiz-summary``.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import ipywidgets

from whist_core.family.switches import HOUSE, BidWhistRules
from whist_core.questions.generated import KINDS, Question, mixed
from widgets._practice import (
    action_button,
    card_button,
    guarded,
    practice_style,
    rule_label,
    set_class,
    text_html,
)
from widgets._style import html_box, style_widget
from widgets.cursor import counter_text
from widgets.i18n import _, n_


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
    one from a seed. A question counts as correct when the first answer is right;
    a wrong first answer (three or more choices) gets one more try.
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
        self.tries: list[int] = []  # wrong answers given to the current question
        # per question: "first", "second" (right at the second try) or "missed"
        self.outcomes: list[str | None] = [None] * len(self.questions)
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
        self.summary = html_box("whist-quiz-summary")
        self.next_button = action_button(_("Next question ▶\ufe0e"), "whist-next-question",
                                         primary=True)
        self.restart_button = action_button(_("Start again"), "whist-restart")
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
                     self.feedback, nav, self.summary]
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

        A right answer, or a second wrong one, shows the answer and why; a first wrong
        answer to a question with three or more choices only says "try once more".
        Clicks after the answer is shown change nothing.
        """
        if self.choice_made is not None:
            return
        q = self.question
        if not 0 <= index < len(q.choices):
            raise IndexError(f"no choice {index} in this question")
        if index in self.tries:
            return
        right = q.is_correct(index)
        first = not self.tries
        if first:
            self.answered += 1
            if right:
                self.correct += 1
        why = q.wrong_reason(index)
        if not right and first and len(q.choices) >= 3 and why:
            self.tries.append(index)
            button = self.choice_buttons[index]
            button.disabled = True
            set_class(button, "is-wrong", True)
            self.feedback.value = text_html(_("✘ Not quite: {why}. Have another look and "
                                              "try once more.", why=why))
            set_class(self.feedback, "is-wrong", True)
            set_class(self.feedback, "is-right", False)
            self._update_score()
            return
        self.choice_made = index
        self.outcomes[self.index] = "first" if right and first else "second" if right else "missed"
        for i, b in enumerate(self.choice_buttons):
            b.disabled = True
            set_class(b, "is-right", i == q.answer)
            set_class(b, "is-wrong", (i == index and not right) or i in self.tries)
        if right and not first:
            text = _("✔ Right, at the second try. {explanation}", explanation=q.explanation)
        else:
            text = ("✔ " if right else "✘ ") + q.feedback(index)
        self.feedback.value = text_html(text)
        set_class(self.feedback, "is-right", right)
        set_class(self.feedback, "is-wrong", not right)
        self._update_score()
        last = self.index == len(self.questions) - 1
        self.next_button.disabled = last
        if last:
            self.feedback.value += "<br>" + _(
                "<b>Finished: {correct} of {count} correct.</b> Press “Start again” to try "
                "once more.", correct=self.correct, count=len(self.questions))
            self.summary.value = self.summary_html()

    def summary_html(self) -> str:
        """Every question with how it went, and the rules worth reading again."""
        marks = {"first": _("✔ right"), "second": _("✔ right at the second try"),
                 "missed": _("✘ missed"), None: _("not answered")}
        names = [q.title or _("Question {number}", number=i + 1)
                 for i, q in enumerate(self.questions)]
        rows = "".join(
            f'<li class="is-{o or "open"}"><b>{html.escape(name)}</b> — {marks[o]}</li>'
            for name, o in zip(names, self.outcomes, strict=True))
        again = sorted({q.rule for q, o in zip(self.questions, self.outcomes, strict=True)
                        if o != "first" and q.rule})
        second = sum(o == "second" for o in self.outcomes)
        count = len(self.questions)
        if second:
            head = n_("<b>Your result: {correct} of {count} right at the first try, {n} more "
                      "at the second.</b>",
                      "<b>Your result: {correct} of {count} right at the first try, {n} more "
                      "at the second.</b>", second, correct=self.correct, count=count)
        else:
            head = _("<b>Your result: {correct} of {count} right at the first try.</b>",
                     correct=self.correct, count=count)
        labels = ", ".join(rule_label(r) for r in again)
        tail = ("<p>" + _("Worth reading again: {labels}.", labels=labels) + "</p>" if again
                else "<p>" + _("All right at the first try. Well done!") + "</p>")
        return f"{head}<ol>{rows}</ol>{tail}"

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
        self.outcomes = [None] * len(self.questions)
        self.summary.value = ""
        self._show()

    # ---------------------------------------------------------------- drawing
    def _update_score(self) -> None:
        # no "0 of 0 correct" before the first answer: a beginner reads it as a mark
        self.score_html.value = (_("{correct} of {answered} correct", correct=self.correct,
                                   answered=self.answered) if self.answered else "")

    def _show(self) -> None:
        q = self.question
        self.choice_made = None
        self.tries = []
        n = len(self.questions)
        self.progress.value = counter_text(self.index, n, noun="Question")
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
        self.feedback.value = _("Choose an answer.")
        set_class(self.feedback, "is-right", False)
        set_class(self.feedback, "is-wrong", False)
        self.next_button.disabled = True
        self._update_score()


__all__ = ["Quiz"]
