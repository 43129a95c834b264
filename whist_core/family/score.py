"""Scoring a hand and playing a whole game of a family system.

What differs between systems lives in each system's file (:mod:`whist_core.family.systems`):
its ``scoring`` function and its :class:`GameEnd`. Here are what they share: the
:class:`HandResult`, :func:`score_hand` (a redeal scores nothing, otherwise the system's
scoring), :class:`GameEnd` (first to the target, a tie at the top plays on — override
what differs), and whole games (:class:`FamilyGame`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from whist_core.errors import RuleError
from whist_core.messages import msg, msg_p
from whist_core.values import frozen

if TYPE_CHECKING:
    from whist_core.family.engine import FamilyState
    from whist_core.family.system import System


@dataclass(frozen=True)
class HandResult:
    """A complete hand (SC-4, S52-6, SB-4, SRI-4, SH-3, BW-6): books (after renege claims,
    BW-6.6) and the score change by side, made or set; a redeal scores nothing.
    ``penalties`` says in words what each renege claim moved. A value: ``books`` and
    ``score`` are read-only (:class:`~whist_core.values.FrozenDict`), so it is hashable."""

    books: Mapping[str, int]
    made: bool | None
    score: Mapping[str, int]
    redeal: bool = False
    declarer_side: str | None = None
    penalties: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "books", frozen(self.books))
        object.__setattr__(self, "score", frozen(self.score))
        object.__setattr__(self, "penalties", tuple(self.penalties))

    @property
    def declarers(self) -> str | None:
        return self.declarer_side

    @property
    def declarer_books(self) -> int:
        return self.books[self.declarer_side] if self.declarer_side else 0

    @property
    def boston(self) -> bool:
        """The declarers took every book (BW-9.6): the hand's tricks and the kitty book."""
        return self.declarer_side is not None and self.declarer_books == sum(self.books.values())


#: A hand's result from its parts (the systems' scoring functions build theirs with it).
result = HandResult


def score_hand(state: FamilyState) -> HandResult:
    """The result of a complete hand: nothing after a redeal, else the system's scoring."""
    system = state.system
    sides = system.sides
    if state.redeal:
        return result(dict.fromkeys(sides, 0), None, dict.fromkeys(sides, 0), True)
    c = state.contract
    return system.scoring(state, state.books, state.side_of(c.declarer), c.call.level)


def other(side: str | None) -> str:
    """The other partnership."""
    return "EW" if side == "NS" else "NS"


@dataclass(frozen=True)
class HandLine:
    """One line of a score sheet: the hand, its result and the running totals."""

    number: int
    dealer: str
    contract: str
    result: HandResult
    totals: Mapping[str, int]
    #: The winning bid's number (0 after a redeal).
    level: int = 0
    #: ``contract`` in the learner's language when the line was written (the same English).
    said: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "totals", frozen(self.totals))

    @property
    def change(self) -> Mapping[str, int]:
        return self.result.score

    @property
    def declarers(self) -> str | None:
        """The declaring side (None after a redeal)."""
        return self.result.declarer_side

    @property
    def books(self) -> int:
        """The declarers' books, after renege claims (0 after a redeal)."""
        return self.result.declarer_books

    @property
    def made(self) -> bool | None:
        return self.result.made

    @property
    def boston(self) -> bool:
        return self.result.boston


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
    def rules(self) -> Any:
        """The system's rules switches (house Bid Whist's; None for the Part E systems)."""
        return self.system.rules

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
        return game_winner(self.system, self.totals, self.lines)

    @property
    def wins(self) -> int:
        """How many wins the game counts for its winner (the system's
        :meth:`GameEnd.wins`; 1 in most systems); 0 until the game is over."""
        w = self.winner
        return 0 if w is None else self.system.game_end.wins(self.system, w, self.lines)

    def sets(self, side: str) -> int:
        """How many times ``side`` has been set in this game."""
        return sum(1 for ln in self.lines
                   if ln.result.declarer_side == side and ln.result.made is False)

    @property
    def over(self) -> bool:
        return self.winner is not None

    def add(self, state: FamilyState) -> FamilyGame:
        """The game after one more complete hand (dealt by :attr:`next_dealer`); a lessons'
        state of the house game counts by the family state it carries."""
        state = getattr(state, "family", state)
        system = self.system
        if state.system.name != system.name or state.system.players != system.players:
            raise ValueError("a hand of another system")
        if self.over:
            raise RuleError(f"the game is over: {self.winner} has won",
                            system.game_end.rule or system.rule("score"))
        if not state.complete:
            raise RuleError("only a complete hand is scored", system.rule("score"))
        if state.dealer != self.next_dealer:
            raise RuleError(f"{self.next_dealer} deals this hand, not {state.dealer}",
                            dict(system.ids).get("next_dealer", "BW-1.3"))
        result = state.result
        totals = {s: self.totals[s] + result.score[s] for s in self.sides}
        words = "redeal" if result.redeal else state.contract.words
        said = msg("redeal") if result.redeal else state.contract.said
        line = HandLine(len(self.lines) + 1, state.dealer, words, result, totals,
                        0 if result.redeal else state.contract.call.level, said)
        return FamilyGame(system, self.first_dealer or state.dealer, (*self.lines, line))

    def history(self) -> list[dict[str, int]]:
        """The running totals by side, starting with every side at 0 (for charts)."""
        return [dict.fromkeys(self.sides, 0)] + [dict(ln.totals) for ln in self.lines]


class GameEnd:
    """When a whole game of a system is over, and the words for it (override what
    differs): the first side to reach the target wins; when several reach it on one
    hand the highest wins; a tie at the top plays on."""

    #: The rule that says when the game ends (None: the system's scoring rule).
    rule: str | None = None

    def rule_of(self, system: System) -> str:
        return self.rule or system.rule("score")

    def winner(self, system: System, totals: dict[str, int],
               lines: tuple[HandLine, ...]) -> str | None:
        """Who has won with these totals after ``lines`` (None: play on)."""
        reached = [s for s in system.sides if totals[s] >= system.target]
        if not reached:
            return None
        top = max(totals[s] for s in reached)
        best = [s for s in reached if totals[s] == top]
        return best[0] if len(best) == 1 else None

    def goal(self, system: System) -> str:
        """How the game is won, in plain words with its rule."""
        return msg("first to {target} ({rule})", target=system.target, rule=self.rule_of(system))

    def why(self, system: System, won: str, totals: dict[str, int],
            name: Callable[[str], Any]) -> str:
        """Why the game is over, won by ``won`` (``name`` names a side: a
        :class:`~whist_core.messages.Name`, so that the learner's language has its word)."""
        reached = [s for s, v in totals.items() if v >= system.target]
        if len(reached) > 1:
            return msg("{side} has the highest score of those over {target}", side=name(won),
                       target=system.target)
        if system.partnerships:     # a pair, or one player: the verb agrees in Russian
            return msg_p("pair", "{side} reached {target}", side=name(won), target=system.target)
        return msg_p("player", "{side} reached {target}", side=name(won), target=system.target)

    def mark(self, system: System) -> str:
        """The words beside the winning line of a chart of the totals."""
        return msg("{target}: wins", target=system.target)

    def wins(self, system: System, winner: str, lines: tuple[HandLine, ...]) -> int:
        """How many wins a game won by ``winner`` after ``lines`` counts for."""
        return 1


def game_winner(system: System, totals: dict[str, int],
                lines: HandLine | tuple[HandLine, ...]) -> str | None:
    """Who has won with these totals after ``lines``, the game's hands (or its last
    hand alone where the system's end needs no more) (None: play on)."""
    return system.game_end.winner(system, totals, (lines,) if isinstance(lines, HandLine)
                                  else lines)


__all__ = ["FamilyGame", "GameEnd", "HandLine", "HandResult", "game_winner", "other", "result",
           "score_hand"]
