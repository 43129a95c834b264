"""Scoring a hand and playing a whole game of a family system (Part E).

- SC-4 Cutthroat: 1 point a trick for everyone; a set declarer scores −bid instead.
- S52-6 (and SCN-1): made — books − 6 to the declaring team; set — the bid to the opponents.
- SB-4 Boston: made — tricks over six; set — −bid; the other side scores its tricks.
- SRI-4 Rhode Island: made — 1 a book; set — the bid plus books over six to the
  opponents; no trump doubles.
- SH-3 Hawaii: made — +1; set — +2 to the opponents.
- BW-6 house Bid Whist: made — every book over six, set — −bid, no trump doubles; renege
  claims first (BW-6.6, V-RENEGE-CLAIM); then the Part B scoring switches the system
  carries: V-BOSTON-BONUS (a made 7 scores 28), V-BACK-DOOR, V-DEFENDERS-SCORE.
Game ends: SC-5 (30, highest, a tie at the top plays on), S52-6/SRI-4 (21), SB-5 (11,
contractors win when both reach it), SH-4 (7–0, an 11-point lead, 21 with a lead of 2),
BW-7.1 (±target; V-TWO-SETS and the game forms of V-BOSTON-BONUS).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from whist_core.errors import RuleError
from whist_core.family.switches import HOUSE as HOUSE_RULES
from whist_core.family.system import System

if TYPE_CHECKING:
    from whist_core.family.engine import FamilyState


@dataclass(frozen=True)
class HandResult:
    """A complete hand (SC-4, S52-6, SB-4, SRI-4, SH-3, BW-6): books (after renege claims,
    BW-6.6) and the score change by side, made or set; a redeal scores nothing.
    ``penalties`` says in words what each renege claim moved."""

    books: dict[str, int]
    made: bool | None
    score: dict[str, int]
    redeal: bool = False
    declarer_side: str | None = None
    penalties: tuple[str, ...] = ()

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


_RESULT_NEW = object.__new__


def _result(books: dict[str, int], made: bool | None, score: dict[str, int],
            redeal: bool = False, declarer_side: str | None = None,
            penalties: tuple[str, ...] = ()) -> HandResult:
    """``HandResult(...)`` without the frozen dataclass's field-by-field ``__init__`` (the
    same value, equal as one built the usual way)."""
    r = _RESULT_NEW(HandResult)
    r.__dict__.update(books=books, made=made, score=score, redeal=redeal,
                      declarer_side=declarer_side, penalties=penalties)
    return r


def score_hand(state: FamilyState) -> HandResult:
    """The result of a complete hand (the rules in the module docstring)."""
    system = state.system
    sides = system.sides
    if state.redeal:
        return _result(dict.fromkeys(sides, 0), None, dict.fromkeys(sides, 0), True)
    books = state.books
    c = state.contract
    decl = state.side_of(c.declarer)
    bid = c.call.level
    score = dict.fromkeys(sides, 0)
    how = system.scoring
    if how == "house":
        return _house(state, books, decl, bid)
    if how == "cutthroat":
        made = books[decl] >= bid                                 # SC-4
        score = dict(books)
        if not made:
            score[decl] = -bid
        return _result(books, made, score, False, decl)
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
    elif how == "hawaii":                                         # SH-3
        if made:
            score[decl] = 1
        else:
            score[opp] = 2
    else:
        raise ValueError(f"unknown scoring {how!r}")
    return _result(books, made, score, False, decl)


def _house(state: FamilyState, books: dict[str, int], decl: str, bid: int) -> HandResult:
    """BW-6.2 – BW-6.6 and the Part B scoring switches (see the module docstring)."""
    sw = state.system.rules or HOUSE_RULES
    wrong = [(by, t) for by, t in state.claims if state.wrong_claim(by, t)]
    books, notes = renege_penalties(books, state.claims, wrong)
    opp = _other(decl)
    factor = 2 if state.contract.no_trump else 1                  # BW-6.4
    made = books[decl] >= bid + 6
    if made:                                                      # BW-6.2, V-BOSTON-BONUS
        points = (28 if bid == 7 and sw.boston_bonus is True else books[decl] - 6) * factor
    else:
        points = -bid * factor                                    # BW-6.3
    score = {decl: points, opp: 0}                                # BW-6.5
    if sw.back_door and points < 0:                               # V-BACK-DOOR
        score = {decl: 0, opp: -points}
    if sw.defenders_score and books[opp] > 6:                     # V-DEFENDERS-SCORE
        score[opp] += (books[opp] - 6) * factor
    return _result(books, made, {"NS": score["NS"], "EW": score["EW"]}, False, decl,
                   tuple(notes))


def renege_penalties(books: dict[str, int], claims: tuple[tuple[str, int], ...],
                     wrong: list[tuple[str, int]]) -> tuple[dict[str, int], list[str]]:
    """BW-6.6, one claim at a time: three books pass from the reneging side to the
    claimants; a reneging side with fewer than three loses every book. A ``wrong`` claim
    (V-RENEGE-CLAIM) costs the claimants three books (all they have if fewer)."""
    books = dict(books)
    total = sum(books.values())
    notes = []
    for by, trick in claims:
        offenders = _other(by)
        if (by, trick) in wrong:
            lost = min(3, books[by])
            books[by] -= lost
            books[offenders] += lost
            notes.append(f"trick {trick}: {by} claimed a renege that did not happen; "
                         f"{lost} books pass to {offenders} (V-RENEGE-CLAIM)")
        elif books[offenders] < 3:
            books[offenders], books[by] = 0, total
            notes.append(f"trick {trick}: {offenders} reneged with fewer than 3 books; "
                         f"all {total} books go to {by}")
        else:
            books[offenders] -= 3
            books[by] += 3
            notes.append(f"trick {trick}: {offenders} reneged; 3 books pass to {by}")
    return books, notes


@dataclass(frozen=True)
class HandLine:
    """One line of a score sheet: the hand, its result and the running totals."""

    number: int
    dealer: str
    contract: str
    result: HandResult
    totals: dict[str, int]
    #: The winning bid's number (0 after a redeal).
    level: int = 0

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
        return game_winner(self.system, self.totals, self.lines)

    @property
    def wins(self) -> int:
        """How many wins the game counts for its winner: 2 when won with all 13 books on
        the last hand under ``boston_bonus="two_wins"`` (V-BOSTON-BONUS), else 1; 0 until
        the game is over."""
        w = self.winner
        if w is None:
            return 0
        r = self.lines[-1].result
        sw = self.system.rules
        if (sw is not None and sw.boston_bonus == "two_wins" and r.made and r.boston
                and r.declarer_side == w):
            return 2
        return 1

    def sets(self, side: str) -> int:
        """How many times ``side`` has been set in this game."""
        return sum(1 for ln in self.lines
                   if ln.result.declarer_side == side and ln.result.made is False)

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
        line = HandLine(len(self.lines) + 1, state.dealer, words, result, totals,
                        0 if result.redeal else state.contract.call.level)
        return FamilyGame(self.system, self.first_dealer or state.dealer, (*self.lines, line))

    def history(self) -> list[dict[str, Any]]:
        return [{"hand": ln.number, "dealer": ln.dealer, "contract": ln.contract,
                 "made": ln.result.made, "change": ln.change, "totals": ln.totals}
                for ln in self.lines]


def game_winner(system: System, totals: dict[str, int],
                lines: HandLine | tuple[HandLine, ...]) -> str | None:
    """Who has won with these totals after ``lines``, the game's hands (or its last
    hand alone where the system's end needs no more) (None: play on)."""
    end = system.game_end
    if isinstance(lines, HandLine):
        lines = (lines,)
    line = lines[-1]
    if end == "hawaii":                                           # SH-4
        a, b = system.sides
        for me, other in ((a, b), (b, a)):
            if ((totals[me] >= 7 and totals[other] == 0) or totals[me] - totals[other] >= 11
                    or (totals[me] >= 21 and totals[me] - totals[other] >= 2)):
                return me
        return None
    if end == "house":                                            # BW-7.1
        sw = system.rules or HOUSE_RULES
        r = line.result
        if sw.boston_bonus == "game" and line.level == 7:         # V-BOSTON-BONUS: at stake
            return r.declarer_side if r.made else _other(r.declarer_side)
        lose = {True: 3, "two": 2}.get(sw.three_sets_lose)        # V-TWO-SETS
        for s in system.sides:
            other = _other(s)
            if totals[s] >= system.target or totals[other] <= -system.target:
                return s
            if lose and sum(1 for ln in lines if ln.result.declarer_side == other
                            and ln.result.made is False) >= lose:
                return s
        return None
    reached = [s for s in system.sides if totals[s] >= system.target]
    if not reached:
        return None
    if end == "boston" and len(reached) > 1:                      # SB-5 contractors win ties
        return line.result.declarer_side
    top = max(totals[s] for s in reached)
    best = [s for s in reached if totals[s] == top]
    return best[0] if len(best) == 1 else None                    # SC-5 a tie plays on


def _other(side: str | None) -> str:
    return "EW" if side == "NS" else "NS"


__all__ = ["FamilyGame", "HandLine", "game_winner", "renege_penalties", "score_hand"]
