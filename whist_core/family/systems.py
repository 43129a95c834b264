"""The six other systems of the sources (RULES.md Part E), as :class:`System` values."""

from __future__ import annotations

from whist_core.family.switches import HOUSE as HOUSE_RULES
from whist_core.family.switches import BidWhistRules
from whist_core.family.system import System


def cutthroat(players: int = 4) -> System:
    """SYS-CUTTHROAT (seed 002): SC-1 three to five players, 54 cards, kitty 6 (4 with
    five); SC-2 exact-book bids 1 < 1NT < 2 …, rounds until all but one passed, the
    dealer must bid when all others passed (D); SC-3 direction + trump, laid-away cards
    no book, declarer leads; SC-4 1 point a trick, a set declarer −bid; SC-5 first to 30."""
    kitty = 4 if players == 5 else 6
    return System(
        name="cutthroat", title="Cutthroat", prefix="SC", jokers=2, players=players,
        partnerships=False, hand_size=(54 - kitty) // players, kitty_size=kitty,
        auction="rounds", min_level=1, max_level=0, styles=("", "NT"), forced="any",
        declare="cutthroat", kitty_book="none", scoring="cutthroat", game_end="cutthroat",
        target=30,
        ids=(("deal", "SC-1"), ("auction", "SC-2"), ("ladder", "SC-2"), ("forced", "SC-2"),
             ("declare", "SC-3"), ("discard", "SC-3"), ("lead", "SC-3"), ("score", "SC-4")))


BID_WHIST_52 = System(
    name="bid-whist-52", title="52-card Bid Whist", prefix="S52", jokers=0, hand_size=12,
    kitty_size=4, auction="once", min_level=1, max_level=7, dealer_equals=True, forced="one",
    redeal=True, declare="ranking", kitty_book="trick1", scoring="s52", game_end="first_to",
    target=21,
    ids=(("deal", "S52-1"), ("auction", "S52-2"), ("ladder", "S52-2"), ("forced", "S52-2"),
         ("redeal", "S52-3"), ("declare", "S52-4"), ("discard", "S52-5"), ("lead", "S52-5"),
         ("score", "S52-6")))
"""SYS-52 (seed 004): S52-1 52 cards, 12 each, kitty 4; S52-2 one round, numbers 1–7, the
dealer may equal, three passes → the dealer bids 1 or redeals; S52-3 no K/Q/J → redeal;
S52-4 trump or no trump and one of three rankings; S52-5 the laid-away cards go to the
winner of trick 1; S52-6 made: books − 6, set: the bid to the opponents; to 21."""

BOSTON = System(
    name="boston", title="Boston", prefix="SB", jokers=0, hand_size=13, kitty_size=0,
    auction="rounds", min_level=1, max_level=7, forced="one", declare="boston",
    kitty_book="none", scoring="boston", game_end="boston", target=11,
    ids=(("deal", "SB-1"), ("auction", "SB-2"), ("ladder", "SB-2"), ("forced", "SB-2"),
         ("declare", "SB-3"), ("discard", "SB-1"), ("lead", "SB-3"), ("score", "SB-4")))
"""SYS-BOSTON (seed 004): SB-1 13 each, no kitty; SB-2 rounds until three passed, the
dealer forced to 1; SB-3 no trump, or trump by the declarer's first lead, ace high;
SB-4 made: tricks over six, set: −bid, the others score their tricks; SB-5 to 11,
contractors win ties."""

CINCINNATI = System(
    name="cincinnati", title="Cincinnati", prefix="SCN", jokers=0, hand_size=13, kitty_size=0,
    auction="once", min_level=1, max_level=7, styles=("U", "D", "NT"), dealer_equals=True,
    forced="one", redeal=True, declare="cincinnati", kitty_book="none", scoring="s52",
    game_end="first_to", target=21,
    ids=(("deal", "SCN-1"), ("auction", "SCN-1"), ("ladder", "SCN-2"), ("forced", "SCN-1"),
         ("redeal", "SCN-1"), ("declare", "SCN-3"), ("discard", "SCN-1"), ("lead", "SCN-1"),
         ("score", "SCN-1")))
"""SYS-CINCINNATI (seed 004): SCN-1 SYS-52 without a kitty (13 each); SCN-2 normal <
special < no trump at each number; SCN-3 trump named after a normal or special bid,
no trump played uptown."""

RHODE_ISLAND = System(
    name="rhode-island", title="Rhode Island", prefix="SRI", jokers=0, hand_size=12,
    kitty_size=4, auction="once", min_level=1, max_level=7, dealer_equals=True, forced="any",
    declare="suit_or_nt", discard_first=True, kitty_book="declarer", scoring="rhode_island",
    game_end="first_to", target=21,
    ids=(("deal", "SRI-1"), ("auction", "SRI-2"), ("ladder", "SRI-2"), ("forced", "SRI-2"),
         ("declare", "SRI-3"), ("discard", "SRI-3"), ("lead", "SRI-3"), ("score", "SRI-4")))
"""SYS-RHODE-ISLAND (seed 004): SRI-1 12 each, kitty 4; SRI-2 one round 1–7, the dealer
may equal; SRI-3 lay away 4 of 16 (the first book), then trump or no trump, ace high;
SRI-4 made: 1 a book, set: the bid + books over six to the opponents, NT doubles; to 21."""

HAWAII = System(
    name="hawaii", title="Hawaii (Trumps)", prefix="SH", jokers=0, hand_size=12, kitty_size=4,
    auction="once", min_level=3, max_level=7, forced="any", declare="suit_or_nt",
    kitty_book="declarer", scoring="hawaii", game_end="hawaii", target=21,
    ids=(("deal", "SH-1"), ("auction", "SH-1"), ("ladder", "SH-2"), ("forced", "SH-1"),
         ("declare", "SH-2"), ("discard", "SH-2"), ("lead", "SH-2"), ("score", "SH-3")))
"""SYS-HAWAII (seed 004): SH-1 12 each, kitty 4, one round as BW-2.4–2.5; SH-2 bids 3–7,
trump or no trump, ace high, lay away 4 (a book); SH-3 made +1, set +2 to the
opponents; SH-4 7–0, an 11-point lead, or 21 with a lead of 2."""

def house(rules: BidWhistRules = HOUSE_RULES) -> System:
    """House Bid Whist (Part A) under ``rules`` (the Part B switches): BW-1.2 54 cards
    (V-ONE-JOKER 53, V-NO-JOKER 52); BW-2.2 12 each and a kitty of 6 (5, 4); BW-2.4/2.5
    one round, the dealer forced; BW-3.1–3.3 bids 3 (V-MIN4: 4) to 7, uptown = downtown
    < no trump (V-DOWN-OVER-UP: uptown < downtown); BW-3.4 trump after a suit bid,
    uptown/downtown after no trump; BW-3.5/3.6 the discard is a book; BW-6 all books over
    six when made, −bid when set, no trump doubles; BW-7.1 ±7 (V-TARGET). Every other
    switch is read from ``rules`` by the engine (play, reneges, the kitty), the scoring and
    the views. Made once per rules value."""
    made = _HOUSES.get(rules)
    if made is not None:
        return made
    made = _HOUSES[rules] = System(
        name="bid-whist", title="Bid Whist", prefix="BW", jokers=rules.jokers, hand_size=12,
        kitty_size=rules.kitty_size, auction="once", min_level=rules.min_bid, max_level=7,
        styles=("U", "D", "NT"),
        equal_styles=() if rules.downtown_beats_uptown else ("U", "D"),
        forced="any", declare="house", kitty_book="declarer", scoring="house",
        game_end="house", target=rules.target, rules=rules,
        ids=(("deal", "BW-2.2"), ("auction", "BW-2.4"), ("ladder", "BW-3.3"),
             ("minimum", "V-MIN4" if rules.min_bid == 4 else "BW-3.1"),
             ("forced", "BW-2.5"), ("declare", "BW-3.4"), ("discard", "BW-3.5"),
             ("lead", "BW-3.7"), ("score", "BW-6.1"), ("renege", "BW-6.6"),
             ("game", "BW-7.1"), ("next_dealer", "BW-7.3")))
    return made


_HOUSES: dict[BidWhistRules, System] = {}


HOUSE = house()
"""House Bid Whist under the house rules card (BW-8.2)."""

#: The systems by registry name (Cutthroat with its default four players).
SYSTEMS = {"cutthroat": cutthroat(4), "bid-whist-52": BID_WHIST_52, "boston": BOSTON,
           "cincinnati": CINCINNATI, "rhode-island": RHODE_ISLAND, "hawaii": HAWAII}
CUTTHROAT = {n: cutthroat(n) for n in (3, 4, 5)}


def system(name: str, players: int | None = None) -> System:
    """The system called ``name`` (``players`` only for Cutthroat)."""
    if name == "cutthroat":
        return CUTTHROAT[4 if players is None else players]
    return SYSTEMS[name]


__all__ = ["BID_WHIST_52", "BOSTON", "CINCINNATI", "CUTTHROAT", "HAWAII", "HOUSE", "RHODE_ISLAND",
           "SYSTEMS", "cutthroat", "house", "system"]
