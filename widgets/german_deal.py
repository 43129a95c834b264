"""The German Whist deal card by card (GW-2.2 – GW-2.4): :class:`GermanDealStepper`.

The order of the cards, who cuts and where each card goes come from the engine
(``whist_core.german_whist.deal``); this widget only draws them. The first frame
(``0 / 27``) is the shuffled, cut pack; steps 1 … 26 deal one card each, starting with
the non-dealer; step 27 turns up the top card of the stock, which fixes trump.
Root class ``whist-german-deal-stepper``.
"""

from __future__ import annotations

from typing import Any

from whist_core import pictures
from whist_core.german_whist import deal, new_game
from whist_core.narrate.german_whist import deal_step
from widgets import words
from widgets._sources import esc, facts_table, seats_shown
from widgets.i18n import _, n_
from widgets.steppers import Frame, Stepper


class GermanDealStepper(Stepper):
    """``GermanDealStepper(seed=7, dealer="B", show="all")``: the deal of that seed.

    ``show`` is ``"all"``, ``"A"`` or ``"B"``: whose cards are drawn face up.
    """

    name = "german-deal-stepper"
    has_start = True

    def __init__(self, seed: int = 0, dealer: str | None = "B", *, show: Any = "all",
                 title: str | None = None, start: int = 0) -> None:
        self.deal = deal(seed, dealer)
        self.state = new_game(seed, dealer=self.deal.dealer)   # the state after the deal
        self._show_seats = seats_shown(show, "german-whist")
        super().__init__(len(self.deal.trace) - 26 + 2, title=title, start=start)

    @property
    def show(self) -> tuple[str, ...]:
        return self._show_seats

    @show.setter
    def show(self, value: Any) -> None:
        self._show_seats = seats_shown(value, "german-whist")
        self.refresh()

    def make_frame(self, index: int) -> Frame:
        d, seats = self.deal, self._show_seats
        dealt = d.trace[:min(index, 26)]
        last = index == self.n - 1
        prize = self.state.prize if last else None
        trump = self.state.trump if last else None
        picture = pictures.responsive(lambda compact: pictures.german_whist.deal_table(
            d, index, seats, prize=prize, trump=trump, compact=compact))
        message = deal_step(d.dealer, d.trace, index, self.n, seats, prize, trump)
        held = {seat: sum(1 for _s, t in dealt if t == seat) for seat in "AB"}
        left = n_("{n} card", "{n} cards", 52 - len(dealt))
        rows = [(_("Dealer"), esc(d.dealer)),
                (_("Cards dealt"), _("{k} of {n}", k=len(dealt), n=26)),
                (_("Hands"), f"A {held['A']} · B {held['B']}"),
                (_("Stock") if len(dealt) == 26 else _("Pack"), esc(left)),
                (_("Trump"), f"{trump.symbol} {esc(str(words.suit(trump)))}" if trump
                 else _("not yet known"))]
        return Frame(picture, message, facts_table(rows))


__all__ = ["GermanDealStepper"]
