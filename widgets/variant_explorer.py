"""The variant explorer: pick variants in plain words, watch the same deal play out.

:class:`VariantExplorer` deals one hand, lets the computer players play it under
the house rules and under the learner's choice of variants, and shows both side by
side with what changed. The rules come from :mod:`whist_core.coach` (which asks
the engine); the widget draws.

Test hooks: root ``whist-variant-explorer``; the choices ``whist-variant-choice``
(checkboxes); the deal ``whist-variant-deal`` (a dropdown); the comparison
``whist-variant-compare``; ``whist-message``.
"""

from __future__ import annotations

import html

import ipywidgets

from whist_core.bid_whist import HOUSE
from whist_core.coach import VARIANT_CHOICES, differences, play_under, rules_with
from whist_core.family.engine import FamilyState
from whist_core.family.seats import pair_of
from whist_core.messages import N_, say
from whist_core.narrate import signed
from widgets._practice import guarded, practice_style, set_class
from widgets._style import html_box, style_widget
from widgets.i18n import _
from widgets.words import pair, seat, suit

#: Deals that show the variants well (seed, dealer, what the house rules make of it).
DEALS: tuple[tuple[int, str, str], ...] = (
    (0, "E", N_("4 downtown")), (10, "E", N_("3 no trump")), (3, "E", N_("4 uptown")),
    (7, "E", N_("3 downtown, set")), (9, "E", N_("4 downtown")), (5, "E", N_("3 downtown")),
)


def _contract(state: FamilyState) -> str:
    c = state.contract
    if c.trump:
        return _("{bid}, {suit} trump", bid=c.bid_said, suit=suit(c.trump))
    return _("{bid}, played {direction}", bid=c.bid_said, direction=c.direction)


def summary_html(state: FamilyState, heading: str) -> str:
    """Contract, first lead, books and score of a finished hand."""
    c, r = state.contract, state.result
    side = pair_of(c.declarer)
    lead = seat(state.done[0].leader) if state.done else "—"
    books = (_("Books: {pair} {books} of 13 — made", pair=pair(side), books=r.books[side])
             if r.made else
             _("Books: {pair} {books} of 13 — set", pair=pair(side), books=r.books[side]))
    items = [_("{seat} wins the auction: {contract}", seat=seat(c.declarer),
               contract=_contract(state)),
             _("First lead: {seat}", seat=lead), books,
             _("Score: NS {ns}, EW {ew}", ns=signed(r.score["NS"]), ew=signed(r.score["EW"]))]
    return (f"<div class='whist-variant-side'><b>{html.escape(heading)}</b><ul>"
            + "".join(f"<li>{html.escape(item)}</li>" for item in items) + "</ul></div>")


class VariantExplorer(ipywidgets.VBox):
    """The same deal under the house rules and under the variants the learner ticks."""

    def __init__(self, *, chosen: tuple[str, ...] = (), deal: int = 0) -> None:
        self.last_error: str | None = None
        self.boxes = {}
        for words, _key, _value, rule in VARIANT_CHOICES:
            box = ipywidgets.Checkbox(value=words in chosen,
                                      description=_("{variant} ({rule})", variant=say(words),
                                                    rule=rule),
                                      indent=False,
                                      layout=ipywidgets.Layout(width="auto", max_width="100%"))
            box.add_class("whist-variant-choice")
            box.observe(lambda _c: self.update(), "value")
            self.boxes[words] = box
        self.deal = ipywidgets.Dropdown(
            options=[(_("Deal {number} (house rules: {what})", number=i + 1, what=say(what)), i)
                     for i, (_seed, _dealer, what) in enumerate(DEALS)], value=deal,
            description=_("Deal:"),
            layout=ipywidgets.Layout(width="auto"))
        self.deal.add_class("whist-variant-deal")
        self.deal.observe(lambda _c: self.update(), "value")
        self.compare = html_box("whist-variant-compare")
        self.message = html_box("whist-message")
        grid = ipywidgets.Box(list(self.boxes.values()),
                              layout=ipywidgets.Layout(flex_flow="row wrap"))
        wrap = ipywidgets.HTML("<style>.whist-variant-choice label, .whist-variant-choice "
                               ".widget-label-basic { white-space: normal !important; "
                               "line-height: 1.3; }"
                               # a label that wraps makes its row taller (no overlap)
                               ".whist-variant-choice.widget-checkbox { height: auto "
                               "!important; min-height: 28px; align-items: flex-start; }"
                               ".whist-variant-choice input { margin-top: 3px; }</style>",
                               layout=ipywidgets.Layout(display="none"))
        super().__init__([style_widget(), practice_style(), wrap, self.deal, grid,
                          self.message, self.compare])
        self.add_class("whist-root")
        self.add_class("whist-variant-explorer")
        self.update()

    @property
    def chosen(self) -> list[str]:
        return [w for w, b in self.boxes.items() if b.value]

    def show_message(self, text: str, kind: str = "info") -> None:
        self.message.value = html.escape(text)
        set_class(self.message, "is-error", kind == "error")

    @guarded
    def update(self) -> None:
        """Play the chosen deal under both rule sets and show the comparison."""
        seed, dealer, _what = DEALS[self.deal.value]
        try:
            rules = rules_with(self.chosen)
        except ValueError as err:
            self.show_message(str(err)[0].upper() + str(err)[1:] + ".", "error")
            return
        house = play_under(seed, dealer, HOUSE)
        other = play_under(seed, dealer, rules)
        found = (differences(house, other) if self.chosen else
                 [_("Nothing chosen yet: both columns follow the house rules.")])
        changes = "".join(f"<li>{html.escape(t)}</li>" for t in found)
        mine = _("With your variants") if self.chosen else _("With your variants (none yet)")
        what = html.escape(_("What changed"))
        self.compare.value = (
            "<div style='display:flex;flex-wrap:wrap;gap:8px 32px'>"
            + summary_html(house, _("House rules")) + summary_html(other, mine)
            + f"</div><b>{what}</b><ul>{changes}</ul>")
        self.show_message(_("Tick a variant: the computer players play the same deal again "
                            "under it."))


__all__ = ["DEALS", "VariantExplorer", "summary_html"]
