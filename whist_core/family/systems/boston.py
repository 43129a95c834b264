"""Boston, SYS-BOSTON (seed 004; RULES.md Part E).

SB-1 13 cards each, no kitty; SB-2 round and round until three passed, the dealer
forced to 1; SB-3 no trump, or trump by the declarer's first lead, ace high; SB-4
made: tricks over six, set: −bid, the other side scores its tricks; SB-5 first to 11,
the contractors win when both reach it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from whist_core.errors import RuleError
from whist_core.family.declare import Declaring, Settled
from whist_core.family.kinds import Auction, Forced, KittyBook
from whist_core.family.score import GameEnd, HandLine, HandResult, other, result
from whist_core.family.system import NO_TRUMP, UPTOWN, System
from whist_core.messages import N_, msg

BY_LEAD = "by lead"


class BostonDeclaring(Declaring):
    """SB-3: "no trump", or trump "by lead" (the suit of the declarer's first card)."""

    def values(self, no_trump: bool) -> list[Any]:
        return [NO_TRUMP, BY_LEAD]

    def read_text(self, c: Any, text: str, value: Any, rule: str) -> Any:
        if text not in (NO_TRUMP, BY_LEAD):
            raise RuleError(f"{value!r}: the declarer declares \"no trump\" or fixes trump "
                            "\"by lead\"", rule)
        return text

    def settle(self, c: Any, choice: Any) -> Settled:
        by_lead = choice == BY_LEAD
        return (UPTOWN if by_lead else NO_TRUMP), c.direction, None, by_lead

    def code(self, direction: str | None, trump: Any, choice: Any) -> Any:
        return choice


def score(state: Any, books: dict[str, int], decl: str, bid: int) -> HandResult:
    """SB-4: made — tricks over six; set — −bid; the other side scores its tricks."""
    points = dict.fromkeys(state.system.sides, 0)
    opp = other(decl)
    made = books[decl] >= bid + 6
    points[decl] = books[decl] - 6 if made else -bid
    points[opp] = books[opp]
    return result(books, made, points, False, decl)


class BostonEnd(GameEnd):
    """SB-5: first to 11; when both sides reach it on one hand the contractors win."""

    rule = "SB-5"

    def winner(self, system: System, totals: dict[str, int],
               lines: tuple[HandLine, ...]) -> str | None:
        reached = [s for s in system.sides if totals[s] >= system.target]
        if len(reached) > 1:
            return lines[-1].result.declarer_side
        return super().winner(system, totals, lines)

    def goal(self, system: System) -> str:
        return msg("first to {target}; if both sides reach it on one hand, the side that won "
                   "the bidding wins ({rule})", target=system.target, rule=self.rule)

    def why(self, system: System, won: str, totals: dict[str, int],
            name: Callable[[str], str]) -> str:
        if sum(1 for v in totals.values() if v >= system.target) > 1:
            return msg("both pairs reached {target} on the last hand; {side} won the bidding "
                       "on it", target=system.target, side=name(won))
        return super().why(system, won, totals, name)


def questions(hand: Any, game: Any) -> list:
    """The lesson's check-yourself set."""
    from whist_core.questions import systems as q

    final = hand[-1]
    return [
        q.deal_question("boston", "SB-1", title=N_("The deal")),
        q.trump_by_lead_question(final, "SB-3", N_("Trump by the first lead")),
        q.trick_question(final, 1, "SB-3", N_("The first trick")),
        q.score_question(final, "SB-4", title=N_("The contractors' score")),
        q.score_question(final, "SB-4", side=q.other_sides(final)[0],
                         title=N_("The other pair scores too")),
        *q.game_end_pair(game, "SB-5"),
    ]


SYSTEM = System(
    name="boston", title="Boston", prefix="SB", jokers=0, hand_size=13, kitty_size=0,
    auction=Auction.ROUNDS, min_level=1, max_level=7, forced=Forced.ONE,
    declaring=BostonDeclaring(), kitty_book=KittyBook.NONE, scoring=score, game_end=BostonEnd(),
    target=11, questions=questions,
    order=3, lesson=("systems/03_Boston.ipynb", "Boston", 15,
                     ("SYS-BOSTON", "SB-1", "SB-2", "SB-3", "SB-4", "SB-5")),
    ids=(("deal", "SB-1"), ("auction", "SB-2"), ("ladder", "SB-2"), ("forced", "SB-2"),
         ("declare", "SB-3"), ("discard", "SB-1"), ("lead", "SB-3"), ("score", "SB-4")))
