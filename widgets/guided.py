"""Guided practice: :class:`TrickExercise` (one card into a trick) and guided hands.

The rules and the advice come from :mod:`whist_core.questions.first_trick`; the
widget draws the trick, turns South's cards into buttons and shows the outcome.

:class:`GuidedHand` and :class:`GermanGuided` put a hand with a goal on the play
table (bots on the other seats), with a coach's hint and a review at the end; the
advice and the review come from :mod:`whist_core.coach`.

Test hooks: root ``whist-trick-exercise``; card buttons ``whist-card``; the message
``whist-message``; ``whist-next-exercise`` and ``whist-retry`` buttons; the
exercise title ``whist-exercise-title``.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets

from whist_core import pictures
from whist_core.bid_whist import HOUSE, BidWhistRules, Phase
from whist_core.cards import Card
from whist_core.coach import (
    GERMAN_SCENARIOS,
    SCENARIOS,
    GermanScenario,
    ReviewLine,
    Scenario,
    discard_advice,
    german_advice,
    play_advice,
    review,
    setup,
    verdict,
)
from whist_core.german_whist import new_game
from whist_core.messages import card_text, say
from whist_core.narrate import table_step
from whist_core.questions.first_trick import EXERCISES, Exercise, ending, play_into
from widgets import words
from widgets._practice import action_button, card_button, guarded, practice_style, set_class
from widgets._style import html_box, style_widget
from widgets.cursor import counter_text
from widgets.i18n import _, p_
from widgets.play_table import GermanPlayTable, PlayTable


class TrickExercise(ipywidgets.VBox):
    """One trick at a time: the cards already played, your hand; click a card to play it.

    A card that does not follow suit is refused with the reason (BW-4.4); a legal card
    completes the trick, which shows who wins and why, and whether it was a good choice.
    One path: "Next trick" opens once the trick is played; after the last trick the
    ending gives the score and what each trick taught (``whist-exercise-ending``).
    """

    def __init__(self, exercises: Sequence[Exercise] = EXERCISES, *, width: float = 380) -> None:
        self.exercises = list(exercises)
        if not self.exercises:
            raise ValueError("a trick exercise needs at least one exercise")
        self.width = width
        self.index = 0
        self.last_error: str | None = None
        self.played: Card | None = None
        self.winners: list[str | None] = [None] * len(self.exercises)
        self.heading = html_box("whist-exercise-title")
        self.goal = html_box("whist-exercise-goal")
        self.picture = html_box("whist-picture-box")
        self.hand_box = ipywidgets.Box()
        self.hand_box.add_class("whist-row")
        self.hand_box.add_class("whist-hand-buttons")
        self.message = html_box("whist-message")
        self.ending_box = html_box("whist-exercise-ending")
        self.retry_button = action_button(_("Try this trick again"), "whist-retry")
        self.next_button = action_button(_("Next trick ▶\ufe0e"), "whist-next-exercise",
                                         primary=True,
                                         tooltip=_("Play a card first, then go on to the "
                                                   "next trick"))
        self.restart_button = action_button(_("Play the tricks again"), "whist-restart")
        self.retry_button.on_click(lambda _b: self.retry())
        self.next_button.on_click(lambda _b: self.next())
        self.restart_button.on_click(lambda _b: self.restart())
        nav = ipywidgets.HBox([self.next_button, self.retry_button, self.restart_button])
        nav.add_class("whist-row")
        super().__init__([style_widget(), practice_style(), self.heading, self.goal,
                          self.picture, self.hand_box, self.message, nav, self.ending_box])
        self.add_class("whist-root")
        self.add_class("whist-practice")
        self.add_class("whist-trick-exercise")
        self._show()

    @property
    def exercise(self) -> Exercise:
        return self.exercises[self.index]

    @property
    def finished(self) -> bool:
        """The last trick has been played."""
        return self.index + 1 == len(self.exercises) and self.played is not None

    def show_message(self, text: str, kind: str = "info") -> None:
        self.message.value = html.escape(text)
        self.message.layout.display = None if text else "none"
        set_class(self.message, "is-error", kind == "error")
        set_class(self.message, "is-good", kind == "good")

    def _show(self) -> None:
        ex = self.exercise
        self.heading.value = (f"<b>{counter_text(self.index, len(self.exercises), noun='Trick')}: "
                              f"{html.escape(ex.heading)}</b>")
        says_trump = ex.trump is not None and ex.goal.startswith(ex.trump.word.capitalize())
        goal = (ex.task if says_trump else
                _("{trumps}. {goal}", trumps=ex.trump_words(), goal=ex.task))
        self.goal.value = html.escape(_("{goal} You are South: click a card.", goal=goal))
        plays = list(ex.before)
        self.picture.value = pictures.trick_svg(plays, leader=plays[0][0], width=self.width)
        buttons = []
        for c in ex.hand:
            b = card_button(c)
            b.on_click(lambda _b, c=c: self.play(c))
            buttons.append(b)
        old = self.hand_box.children
        self.hand_box.children = buttons
        for b in old:
            b.close()
        self.show_message("")
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        last = self.index + 1 == len(self.exercises)
        self.next_button.disabled = self.played is None or last
        self.next_button.layout.display = "none" if last else None
        self.restart_button.layout.display = None if self.finished else "none"
        if self.finished:
            head, lines = ending(self.winners, self.exercises)
            items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
            learned = _("What you learned:")
            self.ending_box.value = (f"<p><b>{html.escape(head)}</b></p>"
                                     f"<p>{html.escape(learned)}</p>"
                                     f"<ol>{items}</ol>")
        else:
            self.ending_box.value = ""
        self.ending_box.layout.display = None if self.finished else "none"

    @guarded
    def play(self, card: Card | str) -> None:
        """South plays ``card``; a card that does not follow suit is refused (BW-4.4)."""
        if self.played is not None:
            self.show_message(_("This trick is over: try it again, or go on to the next one."),
                              "error")
            return
        outcome = play_into(self.exercise, card)
        if not outcome.allowed:
            self.show_message(f"{outcome.message} ({outcome.rule})", "error")
            return
        self.played = Card.parse(card)
        self.winners[self.index] = outcome.winner
        self.picture.value = pictures.trick_svg(list(outcome.plays), winner=outcome.winner,
                                                leader=outcome.plays[0][0], width=self.width)
        for b in self.hand_box.children:
            b.disabled = True
        good = outcome.winner in ("N", "S")
        self.show_message(f"{outcome.message} ({outcome.rule})", "good" if good else "info")
        self._sync_buttons()

    @guarded
    def retry(self) -> None:
        """Play this trick again (its earlier result is replaced by the new one)."""
        self.played = None
        self._show()

    @guarded
    def next(self) -> None:
        """Go on to the next trick, once this one is played."""
        if self.played is None:
            self.show_message(_("Play a card to this trick first: then go on to the next "
                                "one."),
                              "error")
            return
        if self.index + 1 < len(self.exercises):
            self.index += 1
            self.played = None
            self._show()

    @guarded
    def restart(self) -> None:
        """Back to the first trick, every result cleared."""
        self.index = 0
        self.played = None
        self.winners = [None] * len(self.exercises)
        self._show()


# ================================================================ guided hands
def review_html(lines: Sequence[ReviewLine], seat: str = "S") -> str:
    """The trick-by-trick review as an HTML table (books won ✓ and lost ✗)."""
    rows = []
    for line in lines:
        cards = ", ".join(f"{'<b>' if s == line.winner else ''}{words.seat(s)} {card_text(c)}"
                          f"{'</b>' if s == line.winner else ''}" for s, c in line.plays)
        mark = "✓" if line.ours else "✗"
        colour = "#2e7d32" if line.ours else "#c62828"
        rows.append(f"<tr><td>{line.number}</td><td>{cards}</td>"
                    f"<td style='color:{colour};font-weight:bold'>{mark}</td>"
                    f"<td>{html.escape(line.note[:1].upper() + line.note[1:])}</td></tr>")
    head = (_("Trick"), _("Cards (the winner in bold)"), _("Yours?"), _("Why"))
    return ("<div style='overflow-x:auto;max-width:100%'><table class='whist-review'>"
            f"<tr><th>{head[0]}</th><th>{head[1]}</th><th>{head[2]}</th>"
            f"<th>{head[3]}</th></tr>" + "".join(rows) + "</table></div>")


class GuidedHand(PlayTable):
    """A Bid Whist hand with a goal: the contract is set, you play South against bots.

    ``GuidedHand(scenario)`` — a :class:`whist_core.coach.Scenario`. "Hint" advises a
    card (or the six cards to lay away) and says why; at the end a review shows every
    trick, who won it and why. "Play it again" restarts the same deal.
    """

    root_class = "whist-guided-hand"

    def __init__(self, scenario: Scenario, *, pause: float = 0.8, step: bool = False,
                 rules: BidWhistRules = HOUSE) -> None:
        self.scenario = scenario
        super().__init__(rules, seat=scenario.seat, seed=scenario.seed, dealer=scenario.dealer,
                         pause=pause, step=step, title=_("{title} — {goal}",
                                                         title=say(scenario.title),
                                                         goal=say(scenario.goal)))
        self.new_button.description = _("Play it again")
        self.hint_button.tooltip = _("What would a good player do now, and why?")
        self.review = html_box("whist-review-box")
        self.children = (*self.children, self.review)
        self._start(at_once=True)

    def _start(self, *, at_once: bool = False) -> None:
        """Deal the scenario's hand; ``at_once`` as in ``_settle`` (the hand a page opens
        with)."""
        self._new_token()
        self.state = setup(self.scenario, self.rules)
        self._scored = True                       # a practice hand is not added to a game
        self._selected = []
        self.result.value = ""
        self.review.value = ""
        self.sheet.layout.display = "none"
        self._note(_("{goal} Tip: {tip}", goal=say(self.scenario.goal),
                     tip=say(self.scenario.tip)), fresh=True)
        if self.scenario.start:
            self.review.value = (_("<b>Played so far</b> (the computer played these tricks "
                                   "for every seat, yours too):")
                                 + review_html(review(self.state, self.seat), self.seat))
        self._settle(at_once=at_once)

    @guarded
    def new_hand(self) -> None:
        """Play the same hand again from the start."""
        self._start()

    def _new_label(self) -> str:
        return _("Play it again")

    @guarded
    def hint(self) -> None:
        """Advice for this moment: the six cards to lay away, or the card to play — and why."""
        if self.state.to_act != self.seat or self.state.complete:
            self.show_message(_("Hint: wait for your turn."))
            return
        if self.state.phase is Phase.DISCARD:
            away, why = discard_advice(self.state, self.seat)
            self._selected = list(away)
            self._render()
            self.show_message(_("Hint: {hint} They are chosen for you: press “Lay away”, or "
                                "click cards to change the choice.", hint=why))
            return
        card, why = play_advice(self.state, self.seat)
        self.show_message(_("Hint: {hint}", hint=why))
        for c, b in self._card_buttons.items():
            set_class(b, "is-legal", c == card)

    def _finish(self) -> None:
        ok, text = verdict(self.state, self.seat)
        head = _("<b>Goal reached!</b>") if ok else _("<b>Not this time.</b>")
        self.result.value = (f"{head} {html.escape(text)} "
                             + _("Below: every trick, and why it was won or lost. Press “Play "
                                 "it again” to try another way."))
        self.review.value = review_html(review(self.state, self.seat), self.seat)
        self.sheet.layout.display = "none"


class GermanGuided(GermanPlayTable):
    """A German Whist game with a goal and a coach: you are A against the computer."""

    root_class = "whist-german-guided"

    def __init__(self, scenario: GermanScenario, *, pause: float = 0.8, step: bool = False
                 ) -> None:
        self.scenario = scenario
        super().__init__(seed=scenario.seed, dealer=scenario.dealer, pause=pause, step=step,
                         title=_("{title} — {goal}", title=say(scenario.title),
                                 goal=say(scenario.goal)))
        self.new_button.description = _("Play it again")
        self.review = html_box("whist-review-box")
        self.children = (*self.children, self.review)

    @guarded
    def new_hand(self) -> None:
        """The same game again from the deal."""
        self.state = new_game(self.scenario.seed, self.scenario.dealer, self.rules)
        self.result.value = ""
        self.review.value = ""
        self._new_token()
        self._note(table_step(self.state))
        self._settle()

    @guarded
    def hint(self) -> None:
        view = self.view
        if not view.my_turn:
            self.show_message(_("Hint: wait for your turn."))
            return
        card, why = german_advice(view)
        self.show_message(_("Hint: {hint}", hint=why))
        for c, b in self._card_buttons.items():
            set_class(b, "is-legal", c == card)

    def _render(self) -> None:
        super()._render()
        if self.state.complete and not self.review.value:
            rows = []
            for number, t in enumerate(self.view.tricks, 1):
                stage = p_("stage", "first") if t.stage == 1 else p_("stage", "second")
                cards = ", ".join(f"{p} {c.pretty}" for p, c in t.cards)
                if t.prize is None:
                    who = _("you") if t.winner == "A" else _("the computer")
                elif t.winner == "A":
                    who = _("you — you took the prize {card}", card=t.prize.pretty)
                else:
                    who = _("the computer — the computer took the prize {card}",
                            card=t.prize.pretty)
                rows.append(f"<tr><td>{number}</td><td>{stage}</td><td>{cards}</td>"
                            f"<td>{who}</td></tr>")
            head = (_("Review: every trick"), _("Trick"), _("Stage"), _("Cards"), _("Won by"))
            self.review.value = (
                f"<details><summary>{head[0]}</summary><div style='overflow-x:auto'>"
                f"<table class='whist-review'><tr><th>{head[1]}</th><th>{head[2]}</th>"
                f"<th>{head[3]}</th><th>{head[4]}</th></tr>" + "".join(rows)
                + "</table></div></details>")




class GuidedPractice(ipywidgets.VBox):
    """Every guided hand of :mod:`whist_core.coach` behind one chooser."""

    def __init__(self, *, pause: float = 0.8) -> None:
        self.pause = pause
        self.options = [(_("Bid Whist — {title}", title=say(s.title)), s)
                        for s in SCENARIOS] + \
                       [(_("German Whist — {title}", title=say(s.title)), s)
                        for s in GERMAN_SCENARIOS]
        self.chooser = ipywidgets.Dropdown(options=[(label, i) for i, (label, _)
                                                    in enumerate(self.options)],
                                           value=0, description=_("Hand:"),
                                           layout=ipywidgets.Layout(width="auto"))
        self.chooser.add_class("whist-guided-chooser")
        self.chooser.observe(lambda _c: self.show(self.chooser.value), "value")
        self.holder = ipywidgets.VBox()
        super().__init__([self.chooser, self.holder])
        self.add_class("whist-guided-practice")
        self.show(0)

    def show(self, index: int) -> None:
        """Put guided hand number ``index`` on the table."""
        _, scenario = self.options[index]
        old = list(self.holder.children)
        table = (GuidedHand(scenario, pause=self.pause) if isinstance(scenario, Scenario)
                 else GermanGuided(scenario, pause=self.pause))
        self.holder.children = [table]
        for w in old:
            w.close()

    @property
    def table(self):
        return self.holder.children[0]


__all__ = ["GermanGuided", "GuidedHand", "GuidedPractice", "TrickExercise", "review_html"]
