"""Hawaii (Trumps), SYS-HAWAII (seed 004; RULES.md Part E).

SH-1 12 cards each, kitty 4, one round as BW-2.4–2.5; SH-2 bids 3–7, trump or no trump,
ace high, lay away 4 (a book); SH-3 made +1, set +2 to the opponents; SH-4 a side wins
at 7–0, with an 11-point lead, or at 21 with a lead of 2.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from whist_core.family.declare import SUIT_OR_NO_TRUMP
from whist_core.family.kinds import Auction, Forced, KittyBook
from whist_core.family.score import GameEnd, HandLine, HandResult, other, result
from whist_core.family.system import System
from whist_core.messages import N_, msg, msg_n


def score(state: Any, books: dict[str, int], decl: str, bid: int) -> HandResult:
    """SH-3: made — +1; set — +2 to the opponents."""
    points = dict.fromkeys(state.system.sides, 0)
    made = books[decl] >= bid + 6
    if made:
        points[decl] = 1
    else:
        points[other(decl)] = 2
    return result(books, made, points, False, decl)


class HawaiiEnd(GameEnd):
    """SH-4: 7–0, an 11-point lead, or 21 or more with a lead of 2."""

    rule = "SH-4"

    def winner(self, system: System, totals: dict[str, int],
               lines: tuple[HandLine, ...]) -> str | None:
        a, b = system.sides
        for me, them in ((a, b), (b, a)):
            if ((totals[me] >= 7 and totals[them] == 0) or totals[me] - totals[them] >= 11
                    or (totals[me] >= 21 and totals[me] - totals[them] >= 2)):
                return me
        return None

    def goal(self, system: System) -> str:
        return msg("a side wins at 7–0, with an 11-point lead, or at {target} or more with a "
                   "lead of 2 ({rule})", target=system.target, rule=self.rule)

    def why(self, system: System, won: str, totals: dict[str, int],
            name: Callable[[str], str]) -> str:
        mine = totals[won]
        others = max(v for s, v in totals.items() if s != won)
        lead = mine - others
        if mine >= 7 and others == 0:
            return msg("{side} has {score} and the other side 0", side=name(won), score=mine)
        if lead >= 11:
            return msg_n("{side} is {n} point ahead", "{side} is {n} points ahead", lead,
                         side=name(won))
        return msg_n("{side} has {score}, {n} point ahead", "{side} has {score}, {n} points ahead",
                     lead, side=name(won), score=mine)

    def mark(self, system: System) -> str:
        return msg("{target} with a 2-point lead — or 7–0, or 11 points ahead",
                   target=system.target)


def questions(hand: Any, game: Any) -> list:
    """The lesson's check-yourself set."""
    from whist_core.questions import systems as q

    final = hand[-1]
    return [
        q.deal_question("hawaii", "SH-1", title=N_("The deal")),
        q.call_question(q.auction_from("hawaii", 5, [], dealer="W"), "2", "SH-2",
                        N_("The lowest bid")),
        q.after_auction_question(final, "SH-2", N_("After the bidding")),
        q.score_question(final, "SH-3", title=N_("One point or two")),
        *q.game_end_pair(game, "SH-4"),
    ]


SYSTEM = System(
    name="hawaii", title="Hawaii (Trumps)", prefix="SH", jokers=0, hand_size=12, kitty_size=4,
    auction=Auction.ONCE, min_level=3, max_level=7, forced=Forced.ANY, declaring=SUIT_OR_NO_TRUMP,
    kitty_book=KittyBook.DECLARER, scoring=score, game_end=HawaiiEnd(), target=21,
    questions=questions, order=6,
    lesson=("systems/06_Hawaii.ipynb", "Hawaii (Trumps)", 10,
            ("SYS-HAWAII", "SH-1", "SH-2", "SH-3", "SH-4")),
    ids=(("deal", "SH-1"), ("auction", "SH-1"), ("ladder", "SH-2"), ("forced", "SH-1"),
         ("declare", "SH-2"), ("discard", "SH-2"), ("lead", "SH-2"), ("score", "SH-3")))
