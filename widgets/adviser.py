"""The bid adviser: for one hand, the chance of making each bid — and why.

:class:`BidAdviser` shows a 12-card hand, its certain winners for each kind of bid,
and on "Ask the adviser" deals the 42 unseen cards many times, lets the computer
players play each deal out, and shows how often the pair reached each bid. All the
counting is :func:`whist_core.strategy.advise`; the widget draws and forwards clicks.

Test hooks: root ``whist-adviser``; ``whist-advise`` (ask), ``whist-new-hand``
buttons; the deal count ``whist-deals`` (a dropdown); the results table
``whist-advice``; the certain-winners line ``whist-sure``; ``whist-message``.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

import ipywidgets

from whist_core.bid_whist import HOUSE, BidWhistRules
from whist_core.cards import SUITS, Card
from whist_core.family.ranking import Ranking, sort_hand
from whist_core.family.system import UPTOWN
from whist_core.family.systems.house import new_hand
from whist_core.strategy import (
    LEVELS,
    SAFE,
    Advice,
    advise,
    best_trump,
    hand_books,
    plans,
    sure_books,
)
from widgets._practice import action_button, guarded, practice_style, set_class
from widgets._style import html_box, style_widget
from widgets.i18n import _, n_, number
from widgets.views import HandView
from widgets.words import suit


def _bar(p: float) -> str:
    pct = round(100 * p)
    colour = "#2e7d32" if p >= 0.6 else "#f9a825" if p >= 0.4 else "#c62828"
    return (f'<div style="display:flex;align-items:center;gap:4px">'
            f'<div style="width:{max(2, pct * 0.5):.0f}px;height:10px;background:{colour};'
            f'border-radius:2px"></div><span>{pct}%</span></div>')


def advice_table(advice: Sequence[Advice]) -> str:
    """The adviser's findings as an HTML table: one row per kind of bid."""
    head = "".join("<th>" + _("bid {level}", level=lv) + "<br><small>"
                   + n_("{n} book", "{n} books", lv + 6) + "</small></th>" for lv in LEVELS)
    rows = []
    for a in advice:
        cells = "".join(f"<td>{_bar(a.chance(lv))}</td>" for lv in LEVELS)
        rows.append(f"<tr><th style='text-align:left'>{html.escape(a.plan.words)}</th>"
                    f"<td>{number(a.own, 1)}</td><td>{number(a.rule_of_thumb, 1)}</td>"
                    f"<td>{number(a.average, 1)}</td>{cells}</tr>")
    return ("<div style='overflow-x:auto;max-width:100%'><table class='whist-advice-table'>"
            "<tr>" + "".join("<th>" + word + "</th>" for word in (
                _("kind of bid"), _("your cards"), _("rule of thumb"), _("played out")))
            + head + "</tr>"
            + "".join(rows) + "</table></div>")


def verdict(advice: Sequence[Advice]) -> str:
    """The adviser's suggestion in one sentence."""
    best = max(advice, key=lambda a: (a.best_level or 0, a.chance(a.best_level or 3)))
    if best.best_level is None:
        top = max(advice, key=lambda a: a.chance(3))
        return _("No bid is made in {safe} of the deals — even 3 ({plan}) makes only "
                 "{chance} of the time: pass unless you are the dealer and must bid (BW-2.5).",
                 safe=format(SAFE, ".0%"), plan=top.plan.words,
                 chance=format(top.chance(3), ".0%"))
    lv = best.best_level
    if lv < 7:
        return _("Bid {level} — {plan}: made in {chance} of the deals (bid {higher} only "
                 "{higher_chance}).", level=lv, plan=best.plan.words,
                 chance=format(best.chance(lv), ".0%"), higher=lv + 1,
                 higher_chance=format(best.chance(lv + 1), ".0%"))
    return _("Bid 7 — {plan}: made in {chance} of the deals.", plan=best.plan.words,
             chance=format(best.chance(7), ".0%"))


class BidAdviser(ipywidgets.VBox):
    """A hand and the adviser's chances for each bid.

    ``BidAdviser(hand=None, seed=1, deals=60, rules=HOUSE, ask=False)``: ``hand`` is 12
    cards (or codes); without it a hand is dealt from ``seed``. ``ask=True`` asks the
    adviser at once (a few seconds); otherwise the learner presses the button.
    """

    def __init__(self, hand: Iterable[Card | str] | None = None, *, seed: int = 1,
                 deals: int = 40, rules: BidWhistRules = HOUSE, ask: bool = False,
                 width: float = 700) -> None:
        self.rules = rules
        self.seed = seed
        self.advice: list[Advice] = []
        self.last_error: str | None = None
        self.hand_view = HandView((), width=width)
        self.sure = html_box("whist-sure")
        self.table = html_box("whist-advice")
        self.message = html_box("whist-message")
        self.deals = ipywidgets.Dropdown(options=[20, 40, 100], value=deals if deals in
                                         (20, 40, 100) else 40, description=_("Deals:"),
                                         layout=ipywidgets.Layout(width="160px"))
        self.deals.add_class("whist-deals")
        self.ask_button = action_button(_("Ask the adviser"), "whist-advise", primary=True,
                                        tooltip=_("Deal the unseen cards many times and "
                                                  "play each deal out"))
        self.new_button = action_button(_("Another hand"), "whist-new-hand")
        self.ask_button.on_click(lambda _b: self.ask())
        self.new_button.on_click(lambda _b: self.new_hand())
        tools = ipywidgets.Box([self.ask_button, self.deals, self.new_button],
                               layout=ipywidgets.Layout(flex_flow="row wrap"))
        tools.add_class("whist-row")
        super().__init__([style_widget(), practice_style(), self.hand_view, self.sure, tools,
                          self.message, self.table])
        self.add_class("whist-root")
        self.add_class("whist-adviser")
        self.set_hand(new_hand(seed, "E", rules).hand("S") if hand is None
                      else [Card.parse(c) for c in hand])
        if ask:
            self.ask()

    def show_message(self, text: str, kind: str = "info") -> None:
        self.message.value = html.escape(text)
        set_class(self.message, "is-error", kind == "error")

    def set_hand(self, hand: Sequence[Card]) -> None:
        """Show ``hand`` (12 cards) and its certain winners; clear old advice."""
        hand = list(hand)
        if len(hand) != 12 or len(set(hand)) != 12:
            raise ValueError("the adviser needs 12 different cards")
        self.hand = hand
        self.hand_view.cards = sort_hand(hand, Ranking.named(
            UPTOWN, best_trump(hand, UPTOWN, self.rules), self.rules))
        lines = []
        for p in plans(hand, self.rules):
            sure = sure_books(hand, p.trump, p.direction, self.rules)
            where = ", ".join(_("{n} in {suit} (trumps)", n=n, suit=suit(s)) if s is p.trump
                              else _("{n} in {suit}", n=n, suit=suit(s))
                              for s in SUITS if (n := sure[s]))
            total = sum(sure.values())
            likely = format(hand_books(hand, p.trump, p.direction, self.rules), ".1f")
            said = (n_("{n} certain book ({where}); about {likely} with the likely ones",
                       "{n} certain books ({where}); about {likely} with the likely ones",
                       total, where=where, likely=likely) if where else
                    n_("{n} certain book; about {likely} with the likely ones",
                       "{n} certain books; about {likely} with the likely ones",
                       total, likely=likely))
            lines.append(f"<li><b>{html.escape(p.words)}</b>: {said}</li>")
        self.sure.value = ("<b>" + _("Your own books, before the kitty and partner:")
                           + "</b><ul>" + "".join(lines) + "</ul>")
        self.advice = []
        self.table.value = ""
        self.show_message(_("Press “Ask the adviser” to deal the other 42 cards many times "
                            "and play each deal out."))

    @guarded
    def ask(self) -> None:
        """Deal the unseen cards ``deals`` times for each kind of bid and show the chances."""
        self.show_message(_("Dealing the other 42 cards {deals} times for each kind of bid "
                            "and playing each deal out…", deals=self.deals.value))
        self.advice = advise(self.hand, self.rules, samples=self.deals.value, seed=self.seed)
        self.table.value = advice_table(self.advice)
        self.show_message(verdict(self.advice))

    @guarded
    def new_hand(self) -> None:
        self.seed += 1
        self.set_hand(new_hand(self.seed, "E", self.rules).hand("S"))


__all__ = ["BidAdviser", "advice_table", "verdict"]
