"""A game of Bid Whist: hands until a partnership reaches the target (BW-7)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from whist_core.bid_whist.rules import HOUSE, BidWhistRules
from whist_core.bid_whist.seats import left_of
from whist_core.bid_whist.state import BidWhistState
from whist_core.errors import RuleError
from whist_core.family.systems.house import game_winner, game_wins
from whist_core.values import frozen


@dataclass(frozen=True, slots=True)
class HandLine:
    """One line of the score sheet: a finished hand and the running totals after it."""

    number: int
    dealer: str
    contract: str
    declarers: str
    books: int
    made: bool
    change: Mapping[str, int]
    totals: Mapping[str, int]
    #: The bid's number, and whether the declarers took all 13 books (BW-9.6).
    level: int = 0
    boston: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "change", frozen(self.change))
        object.__setattr__(self, "totals", frozen(self.totals))


@dataclass(frozen=True)
class Game:
    """Scores start at 0 (BW-7.1); each complete hand changes only the declarers' score
    (BW-6.5, BW-7.2); the game ends at +target or -target; the deal passes left (BW-1.3,
    BW-7.3). Immutable: :meth:`add` returns a new game."""

    rules: BidWhistRules = HOUSE
    first_dealer: str = "N"
    lines: tuple[HandLine, ...] = field(default=())

    @property
    def totals(self) -> dict[str, int]:
        return dict(self.lines[-1].totals) if self.lines else {"NS": 0, "EW": 0}

    @property
    def next_dealer(self) -> str:
        """The deal passes to the left after every hand (BW-1.3, BW-7.3)."""
        dealer = self.first_dealer
        for _ in self.lines:
            dealer = left_of(dealer)
        return dealer

    @property
    def winner(self) -> str | None:
        """The pair at +target or more, or whose opponents fell to -target (BW-7.1);
        V-TWO-SETS and V-BOSTON-BONUS's game form (the house system's rules)."""
        if not self.lines:
            return None
        last = self.lines[-1]
        return game_winner(self.rules, self.totals, (last.level, last.declarers, last.made),
                           [(ln.declarers, ln.made) for ln in self.lines])

    @property
    def wins(self) -> int:
        """How many wins the game counts for its winner (2 for a Boston on the last hand
        under ``boston_bonus="two_wins"``, V-BOSTON-BONUS); 0 until over."""
        w = self.winner
        last = self.lines[-1] if self.lines else None
        return 0 if w is None else game_wins(self.rules, w, last.declarers, last.made,
                                             last.boston)

    def sets(self, pair: str) -> int:
        """How many times ``pair`` has been set in this game."""
        return sum(1 for line in self.lines if line.declarers == pair and not line.made)

    @property
    def over(self) -> bool:
        return self.winner is not None

    def add(self, hand: BidWhistState) -> Game:
        """Record a complete hand dealt by :attr:`next_dealer`."""
        if self.over:
            raise RuleError(f"the game is over: {self.winner} has won", "BW-7.1")
        if not hand.complete:
            raise RuleError("only a complete hand is scored", "BW-6.1")
        if hand.dealer != self.next_dealer:
            raise RuleError(f"{self.next_dealer} deals this hand, not {hand.dealer}", "BW-7.3")
        r = hand.result
        totals = {p: self.totals[p] + r.score[p] for p in ("NS", "EW")}
        line = HandLine(len(self.lines) + 1, hand.dealer, hand.contract.words, r.declarers,
                        r.declarer_books, r.made, r.score, totals, hand.contract.bid.level,
                        r.boston)
        return Game(self.rules, self.first_dealer, (*self.lines, line))

    def history(self) -> list[dict[str, int]]:
        """Running totals, starting with 0–0 (for plots)."""
        return [{"NS": 0, "EW": 0}] + [dict(line.totals) for line in self.lines]
