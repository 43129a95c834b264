"""Cincinnati, SYS-CINCINNATI (seed 004; RULES.md Part E).

SCN-1 52-card Bid Whist without a kitty (13 cards each; its auction, redeal and score);
SCN-2 normal < special < no trump at each number; SCN-3 trump named after a normal
(uptown) or special (downtown) bid; no trump is played uptown, with nothing to declare.
"""

from __future__ import annotations

from typing import Any

from whist_core.cards import SUITS
from whist_core.family.declare import Declaring, Settled, read_suit
from whist_core.family.kinds import Auction, Forced, KittyBook
from whist_core.family.score import GameEnd
from whist_core.family.system import DOWNTOWN, NO_TRUMP, NORMAL_SPECIAL, UPTOWN, Call, System
from whist_core.family.systems.bid_whist_52 import score
from whist_core.messages import N_

_KIND = {"U": UPTOWN, "D": DOWNTOWN, "NT": NO_TRUMP}


class CincinnatiDeclaring(Declaring):
    """SCN-3: the bid says the ranking; after ``U`` or ``D`` the declarer names trump."""

    def opening(self, won: Call) -> tuple[str | None, str | None]:
        return _KIND[won.style], (DOWNTOWN if won.style == "D" else UPTOWN)

    def plays_at_once(self, won: Call) -> bool:
        return won.no_trump

    def values(self, no_trump: bool) -> list[Any]:
        return list(SUITS)

    def read_text(self, c: Any, text: str, value: Any, rule: str) -> Any:
        return read_suit(text, rule)

    def settle(self, c: Any, choice: Any) -> Settled:
        return c.kind, c.direction, choice, False


def questions(hand: Any, game: Any) -> list:
    """The lesson's check-yourself set."""
    from whist_core.questions import systems as q

    final = hand[-1]
    special = q.auction_from("cincinnati", 5, ["2D"], dealer="W")
    return [
        q.deal_question("cincinnati", "SCN-1", title=N_("The deal")),
        q.call_question(special, "2U", "SCN-2", N_("Normal after special")),
        q.call_question(special, "2NT", "SCN-2", N_("No trump after special")),
        q.trick_question(final, 1, "SCN-3", N_("The first trick")),
        q.score_question(final, "SCN-1", title=N_("The score")),
        *q.game_end_pair(game, "SCN-1"),
    ]


SYSTEM = System(
    name="cincinnati", title="Cincinnati", prefix="SCN", jokers=0, hand_size=13, kitty_size=0,
    auction=Auction.ONCE, min_level=1, max_level=7, styles=("U", "D", "NT"), dealer_equals=True,
    forced=Forced.ONE, redeal=True, declaring=CincinnatiDeclaring(), kitty_book=KittyBook.NONE,
    bid_names=NORMAL_SPECIAL, scoring=score, game_end=GameEnd(), target=21, questions=questions,
    order=4,
    lesson=("systems/04_Cincinnati.ipynb", "Cincinnati", 10,
            ("SYS-CINCINNATI", "SCN-1", "SCN-2", "SCN-3")),
    ids=(("deal", "SCN-1"), ("auction", "SCN-1"), ("ladder", "SCN-2"), ("forced", "SCN-1"),
         ("redeal", "SCN-1"), ("declare", "SCN-3"), ("discard", "SCN-1"), ("lead", "SCN-1"),
         ("score", "SCN-1")))
