"""Where was a book lost? A review of one player's cards against best play.

:func:`review` walks a finished (or unfinished) hand and, at every card ``seat`` played
inside the analysed stretch, compares the books its side kept with best play by
everyone from there (:func:`~whist_core.analysis.card_values`). Bid Whist is analysed
from the point where :data:`REVIEW_TRICKS` tricks were left (earlier positions take too
long to solve exactly), the family systems of RULES.md Part E as well, but no sooner than
the hands hold :data:`REVIEW_CARDS` cards (five-handed Cutthroat from eight tricks left);
German Whist over the whole second stage (GW-5).

In Cutthroat each player plays alone (SC-1): "best play" is then the player's own best
play against every other player at once — what the player can be sure of.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from whist_core.analysis import card_values, position_of, solve
from whist_core.cards import Card
from whist_core.messages import card_text, msg, msg_n

#: Bid Whist tricks left when the review (and the live best-play panel) starts. With the
#: compiled solver a click there (the card values of a position, then of the next one)
#: took 55 ms median, 0.11 s worst on the loaded machine (0.2 / 0.8 s from eleven tricks,
#: 0.44 / 1.5 s from twelve: too slow for a click).
REVIEW_TRICKS = 10
#: Cards in the hands, at most, when a family system's review starts (four hands of ten;
#: five-handed Cutthroat from eight tricks left).
REVIEW_CARDS = 4 * REVIEW_TRICKS


@dataclass(frozen=True)
class Slip:
    """A card that lost books: trick ``number``, the card played, the books the side
    could still take before it and after it, and the cards that kept them all."""

    number: int
    card: Card
    best: int
    got: int
    better: tuple[Card, ...]

    @property
    def lost(self) -> int:
        return self.best - self.got


@dataclass(frozen=True)
class Review:
    """``side`` (a pair, a Cutthroat player or a German Whist player) took ``took`` of the
    tricks from trick ``start`` on; best play by everyone from there gives ``best``;
    ``slips`` are the seat's own cards that lost books (the others' mistakes may give
    some back)."""

    seat: str
    side: str
    start: int
    took: int
    best: int
    slips: tuple[Slip, ...] = field(default=())
    before: int = 0  # books (counted tricks) the side already had when the review starts

    #: The game's word for what a side counts: "books", or German Whist's "counted tricks".
    unit: str = "books"

    @property
    def words(self) -> str:
        """The review in plain words."""
        pair = self.side in ("NS", "EW")
        unit = self.unit
        if not pair and unit != "books":
            return self._german_words()
        n = self.before + self.took
        best = self.before + self.best
        if pair:
            head = msg_n("Your side took {n} book; best play by everyone from trick {start} on "
                         "would have taken {best}.", "Your side took {n} books; best play by "
                         "everyone from trick {start} on would have taken {best}.", n,
                         start=self.start, best=best)
        else:  # a player alone (Cutthroat, SC-1)
            head = msg_n("You took {n} book; your best play from trick {start} on, with every "
                         "other player playing against you, would have taken {best}.",
                         "You took {n} books; your best play from trick {start} on, with every "
                         "other player playing against you, would have taken {best}.", n,
                         start=self.start, best=best)
        if not self.slips:
            return head + (msg(" None of your own cards lost anything: any loss was your "
                               "partner's.") if pair and self.took < self.best else
                           msg(" None of your own cards lost anything."))
        places = []
        for s in self.slips:
            alts = msg(" or ").join(card_text(c) for c in s.better[:3])
            places.append(msg("trick {k}, {card} lost a book ({alts} would not have)",
                              k=s.number, card=card_text(s.card), alts=alts) if s.lost == 1
                          else msg_n("trick {k}, {card} lost {n} book ({alts} would not have)",
                                     "trick {k}, {card} lost {n} books ({alts} would not have)",
                                     s.lost, k=s.number, card=card_text(s.card), alts=alts))
        parts = [head, msg("Here is where: {places}.", places=msg("; ").join(places))]
        if self.took >= self.best:
            one = sum(s.lost for s in self.slips) == 1
            if pair:
                parts.append(msg("Mistakes by the other side gave it back.") if one else
                             msg("Mistakes by the other side gave them back."))
            else:
                parts.append(msg("The other players, each playing for themself, gave it back.")
                             if one else
                             msg("The other players, each playing for themself, gave them "
                                 "back."))
        return " ".join(parts)

    def _german_words(self) -> str:
        """The review of a German Whist player, in the learner's language."""
        n = self.before + self.took
        best = self.before + self.best
        head = msg_n("You took {n} counted trick; best play by both from the start of the "
                     "second stage would have taken {best}.",
                     "You took {n} counted tricks; best play by both from the start of the "
                     "second stage would have taken {best}.", n, best=best)
        if not self.slips:
            return head + msg(" None of your own cards lost anything.")
        places = []
        for s in self.slips:
            alts = msg(" or ").join(c.pretty for c in s.better[:3])
            places.append(msg("trick {k}, {card} lost a trick ({alts} would not have)",
                              k=s.number, card=s.card.pretty, alts=alts) if s.lost == 1
                          else msg_n("trick {k}, {card} lost {n} counted trick ({alts} would "
                                     "not have)",
                                     "trick {k}, {card} lost {n} counted tricks ({alts} would "
                                     "not have)", s.lost, k=s.number, card=s.card.pretty,
                                     alts=alts))
        parts = [head, msg("Here is where: {places}.", places=msg("; ").join(places))]
        if self.took >= self.best:
            parts.append(msg("Mistakes by your opponent gave it back.")
                         if sum(s.lost for s in self.slips) == 1
                         else msg("Mistakes by your opponent gave them back."))
        return " ".join(parts)


def _chain(state: Any) -> list[Any]:
    """Every state of the hand up to ``state``."""
    if hasattr(state, "states"):
        return state.states()
    from whist_core.german_whist import from_deal

    s = from_deal(state.dealt_hands, state.dealt_stock, state.dealer, state.rules)
    out = [s]
    for c in state.plays:
        s = s.play(c)
        out.append(s)
    return out


#: Tricks left, at most, at which the slow pure-Python solver (the static site's Pyodide)
#: works a position out live: in Chromium 8 tricks take ~55 ms a solve and a card panel
#: well under 1 s; 10 tricks 0.5-1.5 s a solve and ~2 s a panel (issue 23's figures).
LIVE_TRICKS = 8


def answers_at_once(state: Any) -> bool:
    """Whether best play at ``state`` comes within about a second: the compiled solver, an
    answer stored at build time (:mod:`whist_core.analysis.stored`), German Whist's second
    stage, or at most :data:`LIVE_TRICKS` tricks left."""
    from whist_core.analysis import Solver, position_of, solver_class, stored

    if solver_class() is not Solver or hasattr(state, "stage"):
        return True
    try:
        pos = position_of(state)
    except (TypeError, ValueError):
        return True
    return pos.tricks_left <= LIVE_TRICKS or stored.lookup("cards", pos) is not None


def _in_window(state: Any) -> bool:
    if state.to_act is None:
        return False
    if hasattr(state, "stage"):
        return state.stage == 2
    if type(state).__name__ == "FamilyState":  # the Part E systems
        from whist_core.analysis.adapter import trump_pending

        hands = state.hands.values()
        left = max(len(h) for h in hands)
        return (state.phase == "play" and not trump_pending(state)
                and left <= REVIEW_TRICKS and left * len(hands) <= REVIEW_CARDS)
    from whist_core.family.kinds import Phase

    return state.phase is Phase.PLAY and 12 - len(state.done) <= REVIEW_TRICKS


def _side(state: Any, seat: str) -> str:
    return position_of(state).teams[position_of(state).names.index(seat)]


def _reviewed(state: Any) -> bool:
    """In the analysed stretch and answered within about a second (the browser's slow
    solver reviews the last :data:`LIVE_TRICKS` tricks of a hand not stored)."""
    return _in_window(state) and answers_at_once(state)


def review(state: Any, seat: str) -> Review | None:
    """The review of ``seat``'s cards in the hand that led to ``state``; ``None`` if the
    hand never reached the analysed stretch."""
    chain = _chain(state)
    first = next((i for i, s in enumerate(chain) if _reviewed(s)), None)
    if first is None:
        return None
    start_state = chain[first]
    side = _side(start_state, seat)
    best = solve(start_state)[side]
    before = _won(start_state, side)
    already = _done(start_state, side)
    slips = []
    for prev, nxt in zip(chain[first:], chain[first + 1:], strict=False):
        if prev.to_act != seat or not _reviewed(prev):
            continue
        card = _played(nxt)
        values = card_values(prev)
        top = max(v[side] for v in values.values())
        got = values[card][side]
        if got < top:
            better = tuple(c for c, v in values.items() if v[side] == top)
            slips.append(Slip(_number(prev), card, top, got, better))
    took = _won(chain[-1], side) - before
    unit = "counted tricks" if hasattr(state, "stage") else "books"
    return Review(seat, side, _number(start_state), took, best, tuple(slips), already, unit)


def _played(nxt: Any) -> Card:
    plays = [c for t in nxt.tricks for _, c in t.plays]
    return plays[-1]


def _won(state: Any, side: str) -> int:
    if hasattr(state, "stage"):
        return sum(1 for t in state.tricks if t.stage == 2 and t.winner == side)
    if state.rules is None:
        return state.books[side]  # the Part E systems: books (SYS-52's trick 1 counts two)
    return state.won[0 if side == "NS" else 1]


def _done(state: Any, side: str) -> int:
    """Books with the kitty book (Bid Whist) or counted tricks (German Whist) so far."""
    return state.counted[side] if hasattr(state, "stage") else state.books[side]


def _gw_number(state: Any) -> int:
    return len(state.plays) // 2 - 12


def _number(state: Any) -> int:
    """The trick number the learner sees (German Whist: within the second stage)."""
    return _gw_number(state) if hasattr(state, "stage") else len(state.done) + 1
