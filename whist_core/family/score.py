"""Scoring a hand and playing a whole game of a family system (Part E).

- SC-4 Cutthroat: 1 point a trick for everyone; a set declarer scores −bid instead.
- S52-6 (and SCN-1): made — books − 6 to the declaring team; set — the bid to the opponents.
- SB-4 Boston: made — tricks over six; set — −bid; the other side scores its tricks.
- SRI-4 Rhode Island: made — 1 a book; set — the bid plus books over six to the
  opponents; no trump doubles.
- SH-3 Hawaii: made — +1; set — +2 to the opponents.
Game ends: SC-5 (30, highest, a tie at the top plays on), S52-6/SRI-4 (21), SB-5 (11,
contractors win when both reach it), SH-4 (7–0, an 11-point lead, 21 with a lead of 2).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from whist_core.errors import RuleError
from whist_core.family.engine import HandResult
from whist_core.family.system import System

if TYPE_CHECKING:
    from whist_core.family.engine import FamilyState


def score_hand(state: FamilyState) -> HandResult:
    """The result of a complete hand (the rules in the module docstring)."""
    system = state.system
    sides = system.sides
    if state.redeal:
        return HandResult(dict.fromkeys(sides, 0), None, dict.fromkeys(sides, 0), True)
    books = state.books
    c = state.contract
    decl = state.side_of(c.declarer)
    bid = c.call.level
    score = dict.fromkeys(sides, 0)
    how = system.scoring
    if how == "cutthroat":
        made = books[decl] >= bid                                 # SC-4
        score = dict(books)
        if not made:
            score[decl] = -bid
        return HandResult(books, made, score, False, decl)
    opp = next(s for s in sides if s != decl)
    made = books[decl] >= bid + 6
    if how == "s52":                                              # S52-6, SCN-1
        if made:
            score[decl] = books[decl] - 6
        else:
            score[opp] = bid
    elif how == "boston":                                         # SB-4
        score[decl] = books[decl] - 6 if made else -bid
        score[opp] = books[opp]
    elif how == "rhode_island":                                   # SRI-4
        if made:
            score[decl] = books[decl]
        else:
            score[opp] = bid + max(0, books[opp] - 6)
        if c.no_trump:
            score = {s: 2 * v for s, v in score.items()}
    elif how == "house":                                          # BW-6.2 – BW-6.5
        score[decl] = (books[decl] - 6 if made else -bid) * (2 if c.no_trump else 1)
    elif how == "hawaii":                                         # SH-3
        if made:
            score[decl] = 1
        else:
            score[opp] = 2
    else:
        raise ValueError(f"unknown scoring {how!r}")
    return HandResult(books, made, score, False, decl)


@dataclass(frozen=True)
class HandLine:
    """One line of a score sheet: the hand, its result and the running totals."""

    number: int
    dealer: str
    contract: str
    result: HandResult
    totals: dict[str, int]

    @property
    def change(self) -> dict[str, int]:
        return self.result.score


@dataclass(frozen=True)
class FamilyGame:
    """A whole game of a family system: hands until the system's end (SC-5, S52-6, SB-5,
    SRI-4, SH-4). Immutable: :meth:`add` returns a new game. The deal passes left after
    each hand; after a redeal the same dealer deals again (S52-3)."""

    system: System
    first_dealer: str = ""
    lines: tuple[HandLine, ...] = field(default=())

    @property
    def sides(self) -> tuple[str, ...]:
        return self.system.sides

    @property
    def totals(self) -> dict[str, int]:
        return dict(self.lines[-1].totals) if self.lines else dict.fromkeys(self.sides, 0)

    @property
    def next_dealer(self) -> str:
        seats = self.system.seats
        if not self.lines:
            return self.first_dealer or seats[0]
        last = self.lines[-1]
        if last.result.redeal:
            return last.dealer
        return seats[(seats.index(last.dealer) + 1) % len(seats)]

    @property
    def winner(self) -> str | None:
        """The winning side once the game is over, else None."""
        if not self.lines:
            return None
        return game_winner(self.system, self.totals, self.lines[-1])

    @property
    def over(self) -> bool:
        return self.winner is not None

    def add(self, state: FamilyState) -> FamilyGame:
        """The game after one more complete hand (dealt by :attr:`next_dealer`)."""
        if state.system.name != self.system.name or state.system.players != self.system.players:
            raise ValueError("a hand of another system")
        if not state.complete:
            raise RuleError("only a complete hand is scored", self.system.rule("score"))
        if self.over:
            raise RuleError("the game is over", self.system.rule("score"))
        if state.dealer != self.next_dealer:
            raise RuleError(f"{self.next_dealer} deals this hand, not {state.dealer}",
                            "BW-1.3")
        result = state.result
        totals = {s: self.totals[s] + result.score[s] for s in self.sides}
        words = "redeal" if result.redeal else state.contract.words
        line = HandLine(len(self.lines) + 1, state.dealer, words, result, totals)
        return FamilyGame(self.system, self.first_dealer or state.dealer, (*self.lines, line))

    def history(self) -> list[dict[str, Any]]:
        return [{"hand": ln.number, "dealer": ln.dealer, "contract": ln.contract,
                 "made": ln.result.made, "change": ln.change, "totals": ln.totals}
                for ln in self.lines]


def game_winner(system: System, totals: dict[str, int], line: HandLine) -> str | None:
    """Who has won with these totals after ``line`` (None: play on)."""
    end = system.game_end
    if end == "hawaii":                                           # SH-4
        a, b = system.sides
        for me, other in ((a, b), (b, a)):
            if ((totals[me] >= 7 and totals[other] == 0) or totals[me] - totals[other] >= 11
                    or (totals[me] >= 21 and totals[me] - totals[other] >= 2)):
                return me
        return None
    if end == "house":                                            # BW-7.1
        for s in system.sides:
            if totals[s] >= system.target:
                return s
            if totals[s] <= -system.target:
                return next(o for o in system.sides if o != s)
        return None
    reached = [s for s in system.sides if totals[s] >= system.target]
    if not reached:
        return None
    if end == "boston" and len(reached) > 1:                      # SB-5 contractors win ties
        return line.result.declarer_side
    top = max(totals[s] for s in reached)
    best = [s for s in reached if totals[s] == top]
    return best[0] if len(best) == 1 else None                    # SC-5 a tie plays on


__all__ = ["FamilyGame", "HandLine", "game_winner", "score_hand"]
