"""Cutthroat, SYS-CUTTHROAT (seed 002; RULES.md Part E).

SC-1 three to five players, each for themself, 54 cards, kitty 6 (4 with five); SC-2
exact-book bids 1 < 1NT < 2 …, round and round until all but one passed, the dealer
must bid when all others passed; SC-3 direction and trump, the laid-away cards no book,
the declarer leads; SC-4 1 point a trick, a set declarer −bid; SC-5 first to 30, a tie
at the top plays on.
"""

from __future__ import annotations

from typing import Any

from whist_core.cards import SUITS
from whist_core.errors import RuleError
from whist_core.family.declare import Declaring, Settled, read_suit
from whist_core.family.kinds import Auction, Forced, KittyBook
from whist_core.family.score import GameEnd, HandResult, result
from whist_core.family.system import DOWNTOWN, NO_TRUMP, UPTOWN, Call, System
from whist_core.messages import N_, msg


class CutthroatDeclaring(Declaring):
    """SC-3: a direction and a trump suit ("uptown hearts"); after a no-trump bid, the
    direction alone. A no-trump bid is no trump at once (HAND_RECORDS.md)."""

    ranked = True

    def opening(self, won: Call) -> tuple[str | None, str | None]:
        return (NO_TRUMP if won.no_trump else None), None

    def values(self, no_trump: bool) -> list[Any]:
        return ([UPTOWN, DOWNTOWN] if no_trump else
                [f"{d} {s.word}" for d in (UPTOWN, DOWNTOWN) for s in SUITS])

    def read_text(self, c: Any, text: str, value: Any, rule: str) -> Any:
        words = text.split()
        if c.call.no_trump:
            if text not in (UPTOWN, DOWNTOWN):
                raise RuleError.of("nt-names-direction", rule, text=repr(value))
            return (text, None)
        if len(words) != 2 or words[0] not in (UPTOWN, DOWNTOWN):
            raise RuleError.of("direction-and-suit", rule, text=repr(value))
        return (words[0], read_suit(words[1], rule))

    def settle(self, c: Any, choice: Any) -> Settled:
        direction, trump = choice
        return (NO_TRUMP if c.call.no_trump else direction), direction, trump, False

    def code(self, direction: str | None, trump: Any, choice: Any) -> Any:
        return direction if trump is None else f"{direction} {trump.word}"


def score(state: Any, books: dict[str, int], decl: str, bid: int) -> HandResult:
    """SC-4: a point a trick for everyone; a set declarer scores −bid instead."""
    made = books[decl] >= bid
    points = dict(books)
    if not made:
        points[decl] = -bid
    return result(books, made, points, False, decl)


class CutthroatEnd(GameEnd):
    """SC-5: first to 30; the highest of several wins, a tie at the top plays on."""

    rule = "SC-5"

    def goal(self, system: System) -> str:
        return msg("first to {target}; a tie at the top plays on ({rule})", target=system.target,
                   rule=self.rule)


def questions(hand: Any, game: Any) -> list:
    """The lesson's check-yourself set."""
    from whist_core.questions import systems as q

    final = hand[-1]
    bids = q.auction_from("cutthroat", 5, ["3"])
    return [
        q.deal_question("cutthroat", "SC-1", players=5, title=N_("Five players")),
        q.call_question(bids, "3", "SC-2", N_("Bidding")),
        q.call_question(bids, "3NT", "SC-2", N_("The no-trump step")),
        q.score_question(final, "SC-4", title=N_("The declarer's score")),
        q.score_question(final, "SC-4", side=q.other_sides(final)[0],
                         title=N_("Everyone scores")),
        *q.game_end_pair(game, "SC-5"),
    ]


DECLARING = CutthroatDeclaring()
END = CutthroatEnd()


def cutthroat(players: int = 4) -> System:
    """Cutthroat for 3, 4 or 5 players."""
    kitty = 4 if players == 5 else 6
    return System(
        name="cutthroat", title="Cutthroat", prefix="SC", jokers=2, players=players,
        partnerships=False, hand_size=(54 - kitty) // players, kitty_size=kitty,
        auction=Auction.ROUNDS, min_level=1, max_level=0, styles=("", "NT"), forced=Forced.ANY,
        declaring=DECLARING, kitty_book=KittyBook.NONE, scoring=score, game_end=END, target=30,
        questions=questions, order=1,
        lesson=("systems/01_Cutthroat.ipynb", "Cutthroat: every player for themself", 15,
                ("SYS-CUTTHROAT", "SC-1", "SC-2", "SC-3", "SC-4", "SC-5")),
        ids=(("deal", "SC-1"), ("auction", "SC-2"), ("ladder", "SC-2"), ("forced", "SC-2"),
             ("declare", "SC-3"), ("discard", "SC-3"), ("lead", "SC-3"), ("score", "SC-4")))


#: The system for each number of players it allows; ``SYSTEM`` is the default (4).
BY_PLAYERS = {n: cutthroat(n) for n in (3, 4, 5)}
SYSTEM = BY_PLAYERS[4]
