"""Ladders: the rank order of the cards and the order of the bids.

Both ask the engine and draw the answer: :class:`RankLadder` asks
:class:`whist_core.bid_whist.Ranking` (built with ``rank_order``) how the cards
of a suit compare, :class:`BidLadder` asks the house system's ``ladder_key`` which bids are
equal and the house state's ``legal_calls`` which may be called now. Change the rules object
and the ladders change with it; nothing here knows a rule.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

import ipywidgets
import traitlets

from whist_core import pictures
from whist_core.bid_whist import (
    DOWNTOWN,
    HOUSE,
    PASS,
    UPTOWN,
    Bid,
    BidWhistRules,
    Phase,
    Ranking,
)
from whist_core.cards import BIG_JOKER, LITTLE_JOKER, SUITS, Card, Suit, deck
from whist_core.errors import WhistError
from whist_core.family.engine import FamilyState
from whist_core.family.systems.house import BID_OF, house, new_hand
from widgets import words
from widgets._sources import esc
from widgets._style import style_widget
from widgets.i18n import _

_NO_TRUMP = "none"


def _suit(value: Suit | str | None) -> Suit | None:
    if value is None or (isinstance(value, str) and value.strip().lower() in ("", _NO_TRUMP,
                                                                             "no trump", "nt")):
        return None
    return value if isinstance(value, Suit) else Suit.parse(value)


def ranking_for(direction: str, trump: Suit | None, rules: BidWhistRules) -> Ranking:
    """The engine's ranking for a direction and trump suit (``None``: no trump), asked of
    the engine for a contract of that kind (so V-DEUCE-SPADES and every other switch
    come from the rules, not from here)."""
    return Ranking.named(direction, trump, rules)


def never_wins(card: Card, ranking: Ranking, suit: Suit) -> bool:
    """Whether the engine lets ``card`` win no trick, led or not, against a card of ``suit``."""
    low = ranking.ladder(suit)[-1]
    return ranking.winner([card, low]) != 0 and ranking.winner([low, card]) != 1


def ladder_html(cards: Iterable[Card | str], *, title: str | None = None,
                marks: Any = None, width: float = 900, four_colour: bool = False) -> str:
    """A rank ladder in both layouts (:func:`whist_core.pictures.ladder_svg`): one row on
    a laptop or projector, rows of five on a phone; the page shows one by its width."""
    return pictures.responsive(lambda compact: pictures.ladder_svg(
        cards, title=title, marks=marks, width=width, four_colour=four_colour,
        compact=compact))


def rank_ladder_html(direction: str = UPTOWN, trump: Suit | str | None = None, *,
                     rules: BidWhistRules = HOUSE, suit: Suit | str | None = None,
                     four_colour: bool = False, width: float = 900) -> str:
    """Ladders (high to low) for a contract: the trump suit with its jokers and a side
    suit, or at no trump one suit and where the jokers stand."""
    trump_suit = _suit(trump)
    ranking = ranking_for(direction, trump_suit, rules)
    in_play = set(deck(rules.jokers))
    side = _suit(suit)
    if side is None or side is trump_suit:
        side = next(s for s in SUITS if s is not trump_suit)
    parts = []
    if trump_suit is not None:
        trumps = [c for c in ranking.ladder(trump_suit) if c in in_play]
        parts.append(ladder_html(trumps, four_colour=four_colour, width=width,
                                 title=_("Trump: {suit}, {direction}",
                                         suit=words.suit(trump_suit), direction=direction)))
        parts.append(ladder_html(ranking.ladder(side), four_colour=four_colour, width=width,
                                 title=_("Not trump: {suit}, {direction}",
                                         suit=words.suit(side), direction=direction)))
    else:
        parts.append(ladder_html(ranking.ladder(side), four_colour=four_colour, width=width,
                                 title=_("No trump, {direction}: {suit}",
                                         suit=words.suit(side), direction=direction)))
        jokers = [c for c in (BIG_JOKER, LITTLE_JOKER) if c in in_play]
        figs = []
        for j in jokers:
            note = _("never wins") if never_wins(j, ranking, side) else ""
            figs.append(f"<figure>{pictures.card_svg(j, width=80, label=note or None)}</figure>")
        if figs:
            head = esc(_("The jokers at no trump:"))
            parts.append(f"<div class='whist-note'>{head}</div>"
                         f"<div class='whist-small-cards'>{''.join(figs)}</div>")
    return "".join(parts)


class RankLadder(ipywidgets.VBox):
    """How the cards rank, high to low, under a direction and trump choice.

    ``RankLadder("downtown", "spades")``; ``trump=None`` is no trump. ``rules``
    (a :class:`~whist_core.bid_whist.BidWhistRules`) brings variants such as
    ``ace_low_downtown``. With ``controls=True`` the learner switches direction and
    trump with buttons. Root class ``whist-rank-ladder``.
    """

    direction = traitlets.Enum((UPTOWN, DOWNTOWN), UPTOWN)
    trump = traitlets.Unicode(_NO_TRUMP, help="a suit code S/H/D/C, or 'none' for no trump")

    def __init__(self, direction: str = UPTOWN, trump: Suit | str | None = None, *,
                 rules: BidWhistRules = HOUSE, suit: Suit | str | None = None,
                 controls: bool = False, four_colour: bool = False, width: float = 900) -> None:
        self.rules, self.four_colour, self.width = rules, four_colour, width
        self.side_suit = _suit(suit)
        self.html = ipywidgets.HTML()
        children: list[ipywidgets.Widget] = [style_widget()]
        if controls:
            self.direction_buttons = ipywidgets.ToggleButtons(
                options=[("Uptown", UPTOWN), ("Downtown", DOWNTOWN)])
            self.trump_buttons = ipywidgets.ToggleButtons(
                options=[(_("No trump"), _NO_TRUMP)]
                + [(f"{s.symbol} {words.suit(s)}", s.value) for s in SUITS])
            for b in (self.direction_buttons, self.trump_buttons):
                b.style.button_width = "auto"
            box = ipywidgets.HBox([ipywidgets.Label(_("Direction:")), self.direction_buttons,
                                   ipywidgets.Label(_("Trump:")), self.trump_buttons])
            box.add_class("whist-controls")
            children.append(box)
        children.append(self.html)
        super().__init__(children)
        self.add_class("whist-root")
        self.add_class("whist-rank-ladder")
        t = _suit(trump)
        self.direction = direction
        self.trump = t.value if t else _NO_TRUMP
        if controls:
            ipywidgets.link((self, "direction"), (self.direction_buttons, "value"))
            ipywidgets.link((self, "trump"), (self.trump_buttons, "value"))
        self.observe(lambda _c: self.refresh(), names=["direction", "trump"])
        self.refresh()

    @property
    def ranking(self) -> Ranking:
        """The engine's ranking being shown."""
        return ranking_for(self.direction, _suit(self.trump), self.rules)

    def refresh(self) -> None:
        """Redraw now."""
        self.html.value = rank_ladder_html(self.direction, self.trump, rules=self.rules,
                                           suit=self.side_suit, four_colour=self.four_colour,
                                           width=self.width)


# ------------------------------------------------------------------------ bid ladder
@cache
def bid_rungs(rules: BidWhistRules = HOUSE) -> tuple[tuple[Bid, ...], ...]:
    """Every bid, grouped into rungs of equal bids, lowest rung first.

    The bids are those the engine allows as an opening call; equal bids share a
    ladder key (``System.ladder_key``: BW-3.3, V-DOWN-OVER-UP).
    """
    opening = [BID_OF[c] for c in new_hand(0, "N", rules).legal_calls() if not c.is_pass]
    key = house(rules).ladder_key
    rungs: dict[int, list[Bid]] = {}
    for b in opening:
        rungs.setdefault(key(b.call), []).append(b)
    return tuple(tuple(rungs[k]) for k in sorted(rungs))


def _chip(text: str, cls: str = "", title: str = "") -> str:
    t = f" title='{esc(title)}'" if title else ""
    return f"<span class='whist-chip {cls}'{t}>{esc(text)}</span>"


def bid_ladder_html(rules: BidWhistRules = HOUSE, state: FamilyState | None = None) -> str:
    """The bid ladder as HTML: rungs low to high; with an auction ``state``, the calls
    legal now are green, the others crossed out, the high bid yellow."""
    legal: set[Bid] | None = None
    high = None
    if state is not None:
        rules = state.rules
        high = state.high_bid
        high = None if high is None else (high[0], BID_OF[high[1]])
        if state.phase is Phase.AUCTION:
            legal = set(map(BID_OF.__getitem__, state.legal_calls()))
    rungs = []
    for rung in bid_rungs(rules):
        chips = []
        for b in rung:
            cls = ""
            if high is not None and b == high[1]:
                cls = "is-high"
            elif legal is not None:
                cls = "is-legal" if b in legal else "is-off"
            chips.append(_chip(b.code, cls, b.words))
        rungs.append("<span class='whist-rung'>" + "<span class='whist-lt'>=</span>".join(chips)
                     + "</span>")
    ladder = "<span class='whist-lt'>&lt;</span>".join(rungs)
    notes = [esc(_("U = uptown, D = downtown, NT = no trump; low on the left, high on the "
                   "right; “=” bids are equal."))]
    if high is not None:
        notes.append(esc(_("Yellow: the high bid, {bid} by {seat}.", bid=high[1].words,
                           seat=words.seat(high[0]))))
    if legal is not None:
        notes.append(esc(_("Green: may be called now; crossed out: may not.")))
        if PASS in legal:
            notes.append(esc(_("Pass is also allowed.")))
    return (f"<div class='whist-rungs'>{ladder}</div>"
            + "".join(f"<div class='whist-note'>{n}</div>" for n in notes))


class BidLadder(ipywidgets.VBox):
    """Which bids overcall which: ``BidLadder()`` for the house rules,
    ``BidLadder(rules=BidWhistRules(downtown_beats_uptown=True))`` for a variant, or
    ``BidLadder(state)`` to mark what may be called at that moment of an auction.
    Root class ``whist-bid-ladder``.
    """

    state = traitlets.Any(None, help="a house FamilyState (marks legal calls and the high bid)")

    def __init__(self, state: FamilyState | None = None, *,
                 rules: BidWhistRules | None = None) -> None:
        self.rules = rules or (state.rules if state is not None else HOUSE)
        self.html = ipywidgets.HTML()
        super().__init__([style_widget(), self.html])
        self.add_class("whist-root")
        self.add_class("whist-bid-ladder")
        self.state = state
        self.observe(lambda _c: self.refresh(), names=["state"])
        self.refresh()

    def refresh(self) -> None:
        """Redraw now."""
        self.html.value = bid_ladder_html(self.rules, self.state)


def pass_refusal(state: FamilyState) -> str | None:
    """The engine's reason why the seat to speak may not pass, or ``None`` if it may."""
    if state.phase is not Phase.AUCTION or PASS.call in state.legal_calls():
        return None
    try:
        state.call(PASS)
    except WhistError as err:
        return f"{err.words} ({err.rule})" if err.rule else err.words
    return None


__all__ = ["BidLadder", "RankLadder", "bid_ladder_html", "bid_rungs", "pass_refusal",
           "rank_ladder_html", "ranking_for"]

