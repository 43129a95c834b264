"""The "best play" view: for the player to move, what each card keeps with perfect play.

:class:`BestPlay` shows, for a state, every card the player to move may play with the
books (German Whist: counted tricks) its side ends with if everyone plays perfectly
from there, the best ones marked; and when the step shown is a card just played, whether
it kept everything or lost a book. All numbers come from :mod:`whist_core.analysis`.
:func:`attach` puts one under a replay stepper and keeps it in step; :func:`review_html`
is the play table's end-of-hand note.

Bid Whist positions are worked out once :data:`~whist_core.analysis.review.REVIEW_TRICKS`
tricks are left (sooner takes too long to count exactly); German Whist in the second stage.

Test hooks: ``whist-best-play`` (the panel), ``whist-best-card`` (a best card),
``whist-lost-card`` (a card that loses), ``whist-best-verdict`` (the played-card line).
"""

from __future__ import annotations

import functools
import html
from typing import Any

import ipywidgets

from whist_core.analysis import card_values, position_of
from whist_core.analysis.review import (
    LIVE_TRICKS,
    REVIEW_TRICKS,
    _in_window,
    answers_at_once,
    review,
)
from whist_core.errors import WhistError
from whist_core.messages import card_text
from widgets import words
from widgets._style import html_box
from widgets.i18n import _, n_
from widgets.language import SOURCE_LANG, active

BEST_PLAY_CSS = """
<style>
.whist-best-play { font-size: 17px; line-height: 1.5; }
.whist-best-play .whist-best-cards { display: flex; flex-wrap: wrap; gap: 6px; margin: 4px 0; }
.whist-best-play .whist-best-chip { border: 2px solid #8a94a6; border-radius: 6px;
  padding: 2px 8px; background: #fff; white-space: nowrap; }
.whist-best-play .whist-best-card { border-color: #1f7a3a; background: #e7f5ea;
  font-weight: bold; }
.whist-best-play .whist-lost-card { border-color: #b3261e; background: #fbeaea; }
.whist-best-play .whist-red { color: #b3261e; }
.whist-best-play .whist-best-verdict { margin-top: 4px; }
</style>
"""


def served_word() -> str:
    """What the panel says where the browser's solver would take more than about a second."""
    text = _("Best play from this position takes the browser too long to work out: it needs "
             "the served course ({command} or Binder: see the course's README), or step on to "
             "the last {n} tricks.", command="\0", n=LIVE_TRICKS)
    return ("<div class='whist-best-served'>"
            + html.escape(text, quote=False).replace("\0", "<code>make serve</code>")
            + "</div>")


#: A partnership as the panel names it ("what North and South end with").
_SIDES = {"NS": "North and South", "EW": "East and West"}


def _pretty(card: Any) -> str:
    text = html.escape(card_text(card))
    if card.suit is not None and card.suit.is_red:
        return f"<span class='whist-red'>{text}</span>"
    return text


def _done(state: Any, side: str) -> int:
    """Books (with the kitty book) or counted tricks ``side`` already has."""
    if hasattr(state, "stage"):
        return state.counted[side]
    return state.books[side]


def _side(state: Any, seat: str) -> str:
    pos = position_of(state)
    return pos.teams[pos.names.index(seat)]


def _previous(state: Any) -> Any:
    prev = getattr(state, "previous", None)
    if prev is not None or not hasattr(state, "stage") or not state.plays:
        return prev
    from whist_core.analysis.review import _chain

    return _chain(state)[-2]


def cards_html(state: Any) -> str:
    """The legal cards of the player to move, each with what its side ends with."""
    if state.to_act is None or not _in_window(state):
        return ""
    if not answers_at_once(state):
        return served_word()
    seat = state.to_act
    side = _side(state, seat)
    values = card_values(state)
    done = _done(state, side)
    top = max(v[side] for v in values.values())
    chips = []
    for card, v in sorted(values.items(), key=lambda cv: (-cv[1][side], cv[0].index)):
        total = done + v[side]
        cls = "whist-best-card" if v[side] == top else "whist-lost-card"
        chips.append(f"<span class='whist-best-chip {cls}'>{_pretty(card)} → {total}</span>")
    counted = hasattr(state, "stage")
    if side == seat:
        head = (_("Best play for {seat}: what {seat} ends with after each card, if everyone "
                  "plays perfectly from here (counted tricks):", seat=words.seat(seat))
                if counted else
                _("Best play for {seat}: what {seat} ends with after each card, if everyone "
                  "plays perfectly from here (books):", seat=words.seat(seat)))
    else:
        # English writes the pair out ("North and South"); the table of names has its letters
        who = _SIDES.get(side, side)
        side_name = (who if active() == SOURCE_LANG else
                     words.pair(side) if side in words.PAIRS else words.seat(side))
        head = (_("Best play for {seat}: what {side} end with after each card, if everyone "
                  "plays perfectly from here (counted tricks):", seat=words.seat(seat),
                  side=side_name) if counted else
                _("Best play for {seat}: what {side} end with after each card, if everyone "
                  "plays perfectly from here (books):", seat=words.seat(seat), side=side_name))
    return (f"<div>{html.escape(head)}</div>"
            f"<div class='whist-best-cards'>{''.join(chips)}</div>")


def verdict_html(state: Any) -> str:
    """Whether the card just played kept every book it could."""
    prev = _previous(state)
    if prev is None or prev.to_act is None or not _in_window(prev) or not answers_at_once(prev):
        return ""
    plays = [c for t in state.tricks for _, c in t.plays]
    prev_plays = [c for t in prev.tricks for _, c in t.plays]
    if len(plays) != len(prev_plays) + 1:
        return ""
    card = plays[-1]
    seat = prev.to_act
    side = _side(prev, seat)
    values = card_values(prev)
    top = max(v[side] for v in values.values())
    got = values[card][side]
    done = _done(prev, side)
    counted = hasattr(prev, "stage")
    # the cards are drawn in HTML (red suits in red): placeholders first, escaped, then cards
    card_mark, better_mark = "\x00", "\x01"
    if got == top:
        n = done + top
        text = (n_("{seat} played {card}: a best card — it keeps {n} counted trick.",
                   "{seat} played {card}: a best card — it keeps {n} counted tricks.", n,
                   seat=words.seat(seat), card=card_mark) if counted else
                n_("{seat} played {card}: a best card — it keeps {n} book.",
                   "{seat} played {card}: a best card — it keeps {n} books.", n,
                   seat=words.seat(seat), card=card_mark))
    else:
        n = top - got
        text = (n_("{seat} played {card}: it lost {n} counted trick — {better} would have "
                   "kept {kept}.", "{seat} played {card}: it lost {n} counted tricks — "
                   "{better} would have kept {kept}.", n, seat=words.seat(seat),
                   card=card_mark, better=better_mark, kept=done + top) if counted else
                n_("{seat} played {card}: it lost {n} book — {better} would have kept {kept}.",
                   "{seat} played {card}: it lost {n} books — {better} would have kept {kept}.",
                   n, seat=words.seat(seat), card=card_mark, better=better_mark,
                   kept=done + top))
    better = _(" or ").join(_pretty(c) for c, v in values.items() if v[side] == top)
    text = html.escape(text).replace(card_mark, _pretty(card)).replace(better_mark, better)
    return f"<div class='whist-best-verdict'>{text}</div>"


def best_play_html(state: Any) -> str:
    """The whole panel for one state (empty words where nothing can be worked out)."""
    try:
        body = verdict_html(state) + cards_html(state)
    except WhistError as err:  # not in the play: say so in one line
        return f"<div>{html.escape(err.words)}</div>"
    except TypeError:  # a game the analysis does not read (yet)
        return ""
    if body:
        return body
    if hasattr(state, "stage"):
        text = _("Best play is worked out in the second stage, once the stock is gone.")
    else:
        text = _("Best play is worked out once {n} tricks are left (sooner takes too long to "
                 "count exactly).", n=REVIEW_TRICKS)
    return f"<div>{html.escape(text)}</div>"


class BestPlay(ipywidgets.VBox):
    """A panel showing :func:`best_play_html` for a state; call :meth:`update`."""

    def __init__(self, state: Any = None) -> None:
        self.box = html_box("whist-best-play")
        super().__init__([ipywidgets.HTML(BEST_PLAY_CSS), self.box])
        self.add_class("whist-best-play-panel")
        if state is not None:
            self.update(state)

    def update(self, state: Any) -> None:
        self.box.value = best_play_html(state)


def follow(stepper: Any) -> BestPlay:
    """A :class:`BestPlay` panel that follows a replay stepper's steps."""
    panel = BestPlay(stepper.states[stepper.index])
    stepper.cursor.observe(lambda change: panel.update(stepper.states[change["new"]]), "value")
    return panel


def attach(stepper: Any) -> ipywidgets.VBox:
    """The stepper with a :class:`BestPlay` panel under it that follows its steps."""
    panel = follow(stepper)
    box = ipywidgets.VBox([stepper, panel])
    box.best_play = panel  # type: ignore[attr-defined]
    return box


@functools.lru_cache(maxsize=8)
def review_html(state: Any, seat: str) -> str:
    """The end-of-hand note for the learner at ``seat``: what they took, what best play
    would have taken, and the cards that lost books."""
    try:
        r = review(state, seat)
    except WhistError:
        return ""
    if r is None:
        return ""
    return f"<div class='whist-best-play whist-review'>{html.escape(r.words)}</div>"
