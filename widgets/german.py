"""The German Whist replay: tricks, the prize to the winner, the hidden draw to the
loser, then the counted stage — from one player's view or with everything face up."""

from __future__ import annotations

from typing import Any

from whist_core import pictures
from whist_core.german_whist import PLAYERS, GermanWhistState
from widgets import words
from widgets._sources import Source, esc, facts_table, load
from widgets.i18n import _, n_
from widgets.steppers import Frame, _record_title, _StateStepper


def _exchange_html(state: GermanWhistState, seats: tuple[str, ...]) -> str:
    """After a first-stage trick: the prize to the winner (face up, seen by both) and the
    hidden draw to the loser (face up only if the loser's cards are shown)."""
    if state.current or not state.done:
        return ""
    trick = state.done[-1]
    if trick.stage != 1 or trick.prize is None:
        return ""
    prize = pictures.card_svg(trick.prize, width=64)
    loser = words.seat(trick.loser)
    if trick.loser in seats and trick.draw is not None:
        draw = pictures.card_svg(trick.draw, width=64)
        note = _("{player} draws", player=loser)
    else:
        draw = pictures.back_svg(width=64)
        note = _("{player} draws (hidden)", player=loser)
    after = _("After trick {k}:", k=len(state.done))
    to = _("prize → {player}", player=words.seat(trick.winner))
    return (f"<div class='whist-caption'>{esc(after)}</div>"
            "<div class='whist-small-cards whist-exchange'>"
            f"<figure>{prize}<figcaption>{esc(to)}</figcaption></figure>"
            f"<figure>{draw}<figcaption>{esc(note)}</figcaption></figure></div>")


def _panel(state: GermanWhistState, seats: tuple[str, ...]) -> str:
    trump = words.suit(state.trump.value)
    rows = [(_("Trump"), f"{state.trump.symbol} {esc(str(trump))}"),
            (_("Stage"), esc(_("{stage} of 2", stage=state.stage))),
            (_("Tricks played"), str(len(state.done))),
            (_("Stock"), esc(n_("{n} card", "{n} cards", state.stock_size)))]
    c = state.counted
    rows.append((_("Counted tricks"), f"A {c['A']} · B {c['B']}"))
    if state.complete:
        w = state.winner
        rows.append((_("Winner"), esc(_("{player}, {won}–{lost}", player=words.seat(w),
                                        won=c[w], lost=c['B' if w == 'A' else 'A'])) if w
                     else esc(_("a tie"))))
    return _exchange_html(state, seats) + facts_table(rows)


class GermanWhistReplay(_StateStepper):
    """A German Whist game step by step: each card, the prize the winner takes, the
    hidden card the loser draws, then the 13 counted tricks.

    ``GermanWhistReplay("records/game.json", show="A")`` follows player A (B's hand
    and draws face down, B's prizes face up as both saw them); ``show="all"`` shows
    everything. The first frame is the deal (``0 / n``), frame k the moment after card k.
    Root class ``whist-german-replay``.
    """

    name = "german-replay"
    game = "german-whist"

    def __init__(self, source: Source, *, show: Any = "all", title: str | None = None,
                 start: int = 0) -> None:
        record, states = load(source)
        if not isinstance(states[0], GermanWhistState):
            raise TypeError("GermanWhistReplay shows a German Whist game")
        super().__init__(states, show=show, title=_record_title(record, title), start=start)

    def make_frame(self, index: int) -> Frame:
        state = self.states[index]
        return Frame(self.table(state), self.words(state), _panel(state, self._show_seats))


__all__ = ["PLAYERS", "GermanWhistReplay"]
