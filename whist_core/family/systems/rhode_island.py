"""Rhode Island, SYS-RHODE-ISLAND (seed 004; RULES.md Part E).

SRI-1 12 cards each, kitty 4; SRI-2 one round, numbers 1–7, the dealer may equal;
SRI-3 the bidder lays away 4 of 16 (a book) and then names trump or no trump, ace high;
SRI-4 made: 1 a book, set: the bid plus the books over six to the opponents, no trump
doubles; first to 21.
"""

from __future__ import annotations

from typing import Any

from whist_core.family.declare import SUIT_OR_NO_TRUMP
from whist_core.family.kinds import Auction, Forced, KittyBook
from whist_core.family.score import GameEnd, HandResult, other, result
from whist_core.family.system import System
from whist_core.messages import N_


def score(state: Any, books: dict[str, int], decl: str, bid: int) -> HandResult:
    """SRI-4: made — 1 a book; set — the bid plus books over six to the opponents; no
    trump doubles."""
    opp = other(decl)
    made = books[decl] >= bid + 6
    factor = 2 if state.contract.no_trump else 1
    points = dict.fromkeys(state.system.sides, 0)
    side, value = (decl, books[decl]) if made else (opp, bid + max(0, books[opp] - 6))
    points[side] = value * factor
    return result(books, made, points, False, decl)


def questions(hand: Any, game: Any) -> list:
    """The lesson's check-yourself set."""
    from whist_core.questions import systems as q

    dealer_may_equal = q.call_question(
        q.auction_from("rhode-island", 5, ["pass", "4", "pass"], dealer="W"), "4", "SRI-2",
        N_("The dealer may equal"))
    return [q.deal_question("rhode-island", "SRI-1", title=N_("The deal")), dealer_may_equal,
            q.after_auction_question(hand[-1], "SRI-3", N_("The kitty first")),
            q.score_question(hand[-1], "SRI-4", title=N_("The score")),
            *q.game_end_pair(game, "SRI-4")]


SYSTEM = System(
    name="rhode-island", title="Rhode Island", prefix="SRI", jokers=0, hand_size=12,
    kitty_size=4, auction=Auction.ONCE, min_level=1, max_level=7, dealer_equals=True,
    forced=Forced.ANY, declaring=SUIT_OR_NO_TRUMP, discard_first=True,
    kitty_book=KittyBook.DECLARER, scoring=score, game_end=GameEnd(), target=21,
    questions=questions, order=5,
    lesson=("systems/05_Rhode_Island.ipynb", "Rhode Island", 10,
            ("SYS-RHODE-ISLAND", "SRI-1", "SRI-2", "SRI-3", "SRI-4")),
    ids=(("deal", "SRI-1"), ("auction", "SRI-2"), ("ladder", "SRI-2"), ("forced", "SRI-2"),
         ("declare", "SRI-3"), ("discard", "SRI-3"), ("lead", "SRI-3"), ("score", "SRI-4")))
