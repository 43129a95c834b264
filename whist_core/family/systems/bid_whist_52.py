"""52-card Bid Whist, SYS-52 (seed 004; RULES.md Part E).

S52-1 52 cards, 12 each, kitty 4; S52-2 one round, numbers 1–7, the dealer may equal,
three passes → the dealer bids 1 or calls redeal; S52-3 no king, queen or jack → redeal;
S52-4 trump or no trump and one of three rankings; S52-5 the laid-away cards go to the
winner of trick 1; S52-6 made: books − 6, set: the bid to the opponents; first to 21.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from whist_core.cards import SUITS
from whist_core.errors import RuleError
from whist_core.family.declare import Declaring, Settled, read_suit
from whist_core.family.engine import Declaration
from whist_core.family.kinds import Auction, Forced, KittyBook
from whist_core.family.score import GameEnd, HandResult, other, result
from whist_core.family.system import ACE_LOW, DOWNTOWN, NO_TRUMP, UPTOWN, Call, System
from whist_core.messages import N_


class RankingDeclaring(Declaring):
    """S52-4: ``{"trump": a suit or null, "ranking": uptown, downtown or
    downtown_ace_low}``; nothing is known at the end of the auction."""

    ranked = True

    def opening(self, won: Call) -> tuple[str | None, str | None]:
        return None, None

    def values(self, no_trump: bool) -> list[Any]:
        return [Declaration(t, r) for t in (*SUITS, None) for r in (UPTOWN, DOWNTOWN, ACE_LOW)]

    def read(self, c: Any, value: Any, rule: str) -> Any:
        if isinstance(value, Declaration):
            return value
        if not isinstance(value, Mapping):
            raise RuleError('a declaration is {"trump": a suit or null, "ranking": uptown, '
                            "downtown or downtown_ace_low}", rule)
        extra = set(value) - {"trump", "ranking"}
        if extra:
            raise RuleError(f"unknown key {sorted(extra)[0]!r} in the declaration", rule)
        t = value.get("trump")
        r = value.get("ranking")
        if isinstance(r, str):                           # a word: any case, spaces around
            r = r.strip().lower()
        if r not in (UPTOWN, DOWNTOWN, ACE_LOW):
            raise RuleError(f"{value.get('ranking')!r} is not a ranking (uptown, downtown, "
                            "downtown_ace_low)", rule)
        return Declaration(None if t is None else read_suit(t, rule), r)

    def settle(self, c: Any, choice: Any) -> Settled:
        trump, direction = choice.trump, choice.ranking
        kind = NO_TRUMP if trump is None else (UPTOWN if direction == UPTOWN else DOWNTOWN)
        return kind, direction, trump, False

    def code(self, direction: str | None, trump: Any, choice: Any) -> Any:
        return choice.to_record()


def score(state: Any, books: dict[str, int], decl: str, bid: int) -> HandResult:
    """S52-6 (and SCN-1): made — books − 6 to the declaring team; set — the bid to the
    opponents."""
    points = dict.fromkeys(state.system.sides, 0)
    made = books[decl] >= bid + 6
    if made:
        points[decl] = books[decl] - 6
    else:
        points[other(decl)] = bid
    return result(books, made, points, False, decl)


def questions(hand: Any, game: Any) -> list:
    """The lesson's check-yourself set."""
    from whist_core.questions import systems as q

    final = hand[-1]
    to_dealer = q.auction_from("bid-whist-52", 5, ["2", "3", "pass"], dealer="W")
    return [
        q.deal_question("bid-whist-52", "S52-1", title=N_("The deal")),
        q.call_question(to_dealer, "3", "S52-2", N_("The dealer may equal")),
        q.call_question(q.auction_from("bid-whist-52", 5, ["2"], dealer="W"), "2", "S52-2",
                        N_("Anyone else must go higher")),
        q.first_trick_books_question(hand, "S52-5", N_("The first trick")),
        q.score_question(final, "S52-6", title=N_("No minus scores")),
        *q.game_end_pair(game, "S52-6"),
    ]


SYSTEM = System(
    name="bid-whist-52", title="52-card Bid Whist", prefix="S52", jokers=0, hand_size=12,
    kitty_size=4, auction=Auction.ONCE, min_level=1, max_level=7, dealer_equals=True,
    forced=Forced.ONE, redeal=True, declaring=RankingDeclaring(), kitty_book=KittyBook.TRICK1,
    scoring=score, game_end=GameEnd(), target=21, questions=questions, order=2,
    lesson=("systems/02_Bid_Whist_52.ipynb", "52-card Bid Whist", 15,
            ("SYS-52", "S52-1", "S52-2", "S52-3", "S52-4", "S52-5", "S52-6")),
    ids=(("deal", "S52-1"), ("auction", "S52-2"), ("ladder", "S52-2"), ("forced", "S52-2"),
         ("redeal", "S52-3"), ("declare", "S52-4"), ("discard", "S52-5"), ("lead", "S52-5"),
         ("score", "S52-6")))
