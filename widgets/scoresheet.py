"""The score sheet of a Bid Whist game: one line per hand, from ``Game.lines``."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import ipywidgets
import traitlets

from whist_core import records
from whist_core.bid_whist import Game
from whist_core.family.score import FamilyGame
from whist_core.narrate import signed
from widgets import words
from widgets._sources import esc
from widgets._style import style_widget
from widgets.i18n import _


def _cell(n: int, extra: str = "") -> str:
    cls = "is-plus" if n > 0 else "is-minus" if n < 0 else ""
    return f"<td class='{cls} {extra}'>{signed(n) if n else '0'}</td>"


def _side(code: str) -> str:
    """A side as the learner reads it: a pair (``NS``: Север–Юг in Russian) or a player."""
    return str(words.pair(code) if code in words.PAIRS else words.seat(code))


def score_sheet_html(game: FamilyGame) -> str:
    """The game's lines as an HTML table, then the state of the game."""
    # columns marked is-wide are left out on a phone (see _style.py)
    heads = [(_("Hand"), ""), (_("Dealer"), "is-wide"), (_("Contract"), ""), (_("Books"), ""),
             (_("Result"), ""), (_("NS"), "is-wide"), (_("EW"), "is-wide"), (_("NS total"), ""),
             (_("EW total"), "")]
    head = "<tr>" + "".join(f"<th class='{cls}'>{esc(text)}</th>" if cls else
                            f"<th>{esc(text)}</th>" for text, cls in heads) + "</tr>"
    rows = []
    for line in game.lines:
        result = _("made") if line.made else _("set")
        side = _side(line.declarers) if line.declarers else line.declarers
        rows.append(
            f"<tr><td>{line.number}</td><td class='is-wide'>{esc(words.seat(line.dealer))}</td>"
            f"<td>{esc(line.said or line.contract)}</td><td>{line.books} ({esc(side)})</td>"
            f"<td>{result}</td>{_cell(line.change['NS'], 'is-wide')}"
            f"{_cell(line.change['EW'], 'is-wide')}"
            f"{_cell(line.totals['NS'])}{_cell(line.totals['EW'])}</tr>")
    if not rows:
        none = _("No hands yet.")
        rows.append(f"<tr><td colspan='9'>{esc(none)}</td></tr>")
    t = game.rules.target
    totals = game.totals
    status = esc(_("Target ±{target}. Score: NS {ns}, EW {ew}. ", target=t,
                   ns=signed(totals["NS"]) if totals["NS"] else 0,
                   ew=signed(totals["EW"]) if totals["EW"] else 0))
    if game.winner is not None:
        won = _("{side} win the game.", side=_side(game.winner))
        status += f"<strong>{esc(won)}</strong>"
    else:
        status += esc(_("Next dealer: {seat}.", seat=words.seat(game.next_dealer)))
    return (f"<div class='whist-scroll'><table class='whist-score-table'>{head}"
            f"{''.join(rows)}</table></div><div class='whist-note'>{status}</div>")


class ScoreSheet(ipywidgets.VBox):
    """A game's score sheet: ``ScoreSheet(game)`` for a game of house Bid Whist
    (:func:`whist_core.bid_whist.Game`), or ``ScoreSheet.from_records([...])`` for
    consecutive complete hands.

    Set ``sheet.game = game.add(hand)`` to add a line. Root class ``whist-score-sheet``.
    """

    game = traitlets.Instance(FamilyGame)

    def __init__(self, game: FamilyGame | None = None) -> None:
        self.html = ipywidgets.HTML()
        super().__init__([style_widget(), self.html])
        self.add_class("whist-root")
        self.add_class("whist-score-sheet")
        self.game = game if game is not None else Game()
        self.observe(lambda _c: self.refresh(), names=["game"])
        self.refresh()

    @classmethod
    def from_records(cls, hands: Iterable[str | Path | dict]) -> ScoreSheet:
        """A sheet for complete Bid Whist hand records played one after the other
        (each dealt by the next dealer); the engine scores them into a ``Game``."""
        finals = [records.replay(r)[-1] for r in hands]
        if not finals:
            return cls()
        game = Game(rules=finals[0].rules, first_dealer=finals[0].dealer)
        for hand in finals:
            game = game.add(hand)
        return cls(game)

    def refresh(self) -> None:
        """Redraw now."""
        self.html.value = score_sheet_html(self.game)
