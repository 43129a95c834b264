"""House Bid Whist (RULES.md Part A) as a family system, under any Part B switches.

BW-1.2 54 cards (V-ONE-JOKER 53, V-NO-JOKER 52); BW-2.2 12 each and a kitty of 6 (5, 4);
BW-2.4/2.5 one round, the dealer forced; BW-3.1–3.3 bids 3 (V-MIN4: 4) to 7, uptown =
downtown < no trump (V-DOWN-OVER-UP: uptown < downtown); BW-3.4 trump after a suit bid,
uptown or downtown after no trump; BW-3.5/3.6 the discard is a book; BW-6 all books over
six when made, −bid when set, no trump doubles, renege claims first (BW-6.6,
V-RENEGE-CLAIM), then V-BOSTON-BONUS, V-BACK-DOOR and V-DEFENDERS-SCORE; BW-7.1 ±7
(V-TARGET), V-TWO-SETS and the game forms of V-BOSTON-BONUS. Every other switch is read
from ``System.rules`` by the engine (play, reneges, the kitty) and the views.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from whist_core.cards import SUITS, Suit
from whist_core.errors import RuleError
from whist_core.family.declare import Declaring, Settled, read_suit
from whist_core.family.engine import Deal, FamilyState
from whist_core.family.engine import deal as family_deal
from whist_core.family.kinds import Auction, Forced, KittyBook
from whist_core.family.score import FamilyGame, GameEnd, HandLine, HandResult, other, result
from whist_core.family.switches import HOUSE as HOUSE_RULES
from whist_core.family.switches import BidWhistRules
from whist_core.family.system import DOWNTOWN, NO_TRUMP, UPTOWN, Call, System
from whist_core.family.system import PASS as PASS_CALL
from whist_core.messages import msg
from whist_core.messages import pair as pair_name
from whist_core.messages import seat as seat_word
from whist_core.messages import suit as suit_name

_KIND = {"U": UPTOWN, "D": DOWNTOWN, "NT": NO_TRUMP}

# ---------------------------------------------------------------- the bid notation
# BW-3.1 – BW-3.3 as the lessons and the house records write a bid: a number of books
# over six and a kind (uptown, downtown or no trump). ``Bid.parse`` reads ``4U``,
# ``5d``, ``3NT``, ``4 no trump`` and ``pass``; each bid is one family :class:`Call`
# (``Bid.call``, :data:`CALL_OF`, :data:`BID_OF`).

#: A bid's kind as its code writes it (the inverse of ``_KIND``).
_SHORT = {kind: style for style, kind in _KIND.items()}
#: Every spelling of a kind that ``Bid.parse`` reads, lower case.
_KIND_WORDS = {"u": UPTOWN, "up": UPTOWN, "uptown": UPTOWN, "d": DOWNTOWN, "down": DOWNTOWN,
               "downtown": DOWNTOWN, "nt": NO_TRUMP, "n": NO_TRUMP, "notrump": NO_TRUMP,
               "notrumps": NO_TRUMP, "no trump": NO_TRUMP, "no trumps": NO_TRUMP,
               "no-trump": NO_TRUMP}
_BID_RE = re.compile(r"^\s*([0-9])\s*([a-z -]+?)\s*$")


@dataclass(frozen=True, slots=True)
class Bid:
    """A call in the auction: ``level`` 1..7 and ``kind``, or a pass (level 0)."""

    level: int
    kind: str

    @property
    def is_pass(self) -> bool:
        return self.level == 0

    @property
    def is_no_trump(self) -> bool:
        return self.kind == NO_TRUMP

    @property
    def code(self) -> str:
        """Canonical notation: ``pass``, ``4U``, ``5D``, ``3NT``."""
        return "pass" if self.is_pass else f"{self.level}{_SHORT[self.kind]}"

    @property
    def words(self) -> str:
        """For people: ``4 uptown``, ``3 no trump``, ``pass`` (in the learner's language:
        the family call's :attr:`~whist_core.family.system.Call.said`)."""
        return CALL_OF[self].said

    @property
    def books_needed(self) -> int:
        """Books (of 13) needed to make the bid: the number plus six (BW-3.1)."""
        return self.level + 6

    @property
    def call(self) -> Call:
        """The family engine's call for this bid (:data:`CALL_OF`)."""
        return CALL_OF[self]

    @classmethod
    def parse(cls, text: str | Bid | Call) -> Bid:
        """A bid from its text: ``pass``, or a number 1..7 and a kind in any spelling of
        ``_KIND_WORDS`` (``4U``, ``5 downtown``, ``3nt``), or the family call a view lists
        (:data:`BID_OF`); the ladder's limits (the minimum bid, BW-3.1) are the engine's to
        check. Anything else raises :class:`~whist_core.errors.RuleError` (BW-3.1; BW-3.2
        for a value that is not text)."""
        if isinstance(text, Bid):
            return text
        if isinstance(text, Call) and text in BID_OF:
            return BID_OF[text]
        if not isinstance(text, str):
            raise RuleError(f"{text!r} is not a bid (pass, 4U, 4D, 4NT…)", "BW-3.2")
        key = text.strip().lower()
        if key == "pass":
            return PASS
        match = _BID_RE.match(key)
        if match:
            level, kind = int(match.group(1)), _KIND_WORDS.get(match.group(2).strip())
            if kind and 1 <= level <= 7:
                return Bid(level, kind)
        raise RuleError.of("not-a-bid", "BW-3.1", text=repr(text))

    def __str__(self) -> str:
        return self.code


#: The pass of the bid notation (the family engine's own is ``family.system.PASS``).
PASS = Bid(0, "pass")

#: Every bid of the notation and the family engine's call for it, one for one (read-only).
CALL_OF: MappingProxyType[Bid, Call] = MappingProxyType(
    {PASS: PASS_CALL} | {Bid(level, kind): Call("bid", level, style)
                         for level in range(1, 8) for style, kind in _KIND.items()})
#: The family engine's calls of house Bid Whist and their bids (read-only).
BID_OF: MappingProxyType[Call, Bid] = MappingProxyType({c: b for b, c in CALL_OF.items()})


#: The declarations in the order the lessons list them (BW-3.4): the trump suits, then the
#: directions of a no trump bid.
DECLARATION_ORDER: tuple[Suit | str, ...] = (*Suit, UPTOWN, DOWNTOWN)


def declared(c: Any) -> bool:
    """Has the declarer of contract ``c`` named what the bid left open (BW-3.4): the trump
    suit after a suit bid, uptown or downtown after no trump?"""
    return c.direction is not None and (c.no_trump or c.trump is not None)


def contract_said(c: Any) -> str:
    """Contract ``c`` as the house game writes it: ``E: 4 uptown, spades trump``,
    ``N: 3 no trump, downtown``, ``W: 4 downtown`` before the declaration (in the learner's
    language: :mod:`whist_core.messages`; the declarer by the seat's letter in English, by
    its name in Russian, GLOSSARY_RU row 14)."""
    bid = c.bid_said
    declarer = seat_word(c.declarer, c.declarer)
    if c.trump is not None:
        return msg("{declarer}: {bid}, {suit} trump", declarer=declarer, bid=bid,
                   suit=suit_name(c.trump))
    if c.no_trump and c.direction:
        return msg("{declarer}: {bid}, {direction}", declarer=declarer, bid=bid,
                   direction=c.direction)
    return msg("{declarer}: {bid}", declarer=declarer, bid=bid)


class HouseDeclaring(Declaring):
    """BW-3.2 the bid says uptown, downtown or no trump; BW-3.4 after a suit bid the
    declarer names trump, after no trump uptown or downtown."""

    ranked = True
    order = DECLARATION_ORDER

    def opening(self, won: Call) -> tuple[str | None, str | None]:
        kind = _KIND[won.style]
        return kind, (None if won.no_trump else kind)

    def values(self, no_trump: bool) -> list[Any]:
        return [UPTOWN, DOWNTOWN] if no_trump else list(SUITS)

    def read_text(self, c: Any, text: str, value: Any, rule: str) -> Any:
        if c.call.no_trump:
            if text not in (UPTOWN, DOWNTOWN):
                raise RuleError.of("nt-chooses-direction", rule, text=repr(value))
            return text
        try:
            return read_suit(text, rule)
        except RuleError:
            raise RuleError.of("suit-bid-names-trump", rule, text=repr(value)) from None

    def read(self, c: Any, value: Any, rule: str) -> Any:
        """As the family's, but a value that is not text is read as it is written (``3``)."""
        return super().read(c, value if isinstance(value, (str, Suit)) else repr(value), rule)

    def settle(self, c: Any, choice: Any) -> Settled:
        if c.call.no_trump:
            return c.kind, choice, None, False
        return c.kind, c.direction, choice, False

    def code(self, direction: str | None, trump: Any, choice: Any) -> Any:
        return direction if trump is None else trump.word

    def to_json(self, c: Any) -> dict[str, Any]:
        """The bid as its code and its number apart (HAND_RECORDS.md, command line)."""
        return {"declarer": c.declarer, "bid": c.call.code, "level": c.call.level,
                "kind": c.kind, "direction": c.direction,
                "trump": c.trump.word if c.trump else None}


def read_call(value: object) -> Call:
    """A call in the bid notation (:meth:`Bid.parse`: its spellings and its refusals)."""
    return CALL_OF[Bid.parse(value)]


def score(state: Any, books: dict[str, int], decl: str, bid: int) -> HandResult:
    """BW-6.2 – BW-6.6 and the Part B scoring switches (see the module docstring)."""
    wrong = [(by, t) for by, t in state.claims if state.wrong_claim(by, t)]
    return hand_result(decl, bid, state.contract.no_trump, books, state.claims, wrong,
                       state.system.rules)


def hand_result(declarers: str, level: int, no_trump: bool, books: dict[str, int],
                claims: Sequence[tuple[str, int]] = (), wrong: Sequence[tuple[str, int]] = (),
                rules: BidWhistRules | None = HOUSE_RULES) -> HandResult:
    """The result of a complete hand that ``declarers`` (a pair) played at ``level`` (no
    trump or not) with ``books`` by pair (the kitty book included) and renege ``claims``
    (``wrong``: those that name no renege, V-RENEGE-CLAIM): :func:`hand_score`."""
    books, made, change, notes = hand_score(books, declarers, level, no_trump, tuple(claims),
                                            list(wrong), rules)
    return result(books, made, change, False, declarers, tuple(notes))


def contract_score(level: int, no_trump: bool, books: int,
                   rules: BidWhistRules | None = HOUSE_RULES) -> int:
    """What the declaring pair scores with ``books`` of 13 on a bid of ``level``: made
    (books >= level + 6) every book over six (BW-6.2), a made 7 28 under V-BOSTON-BONUS;
    set, minus the bid (BW-6.3); no trump doubles both (BW-6.4)."""
    factor = 2 if no_trump else 1
    if books >= level + 6:
        return (28 if level == 7 and (rules or HOUSE_RULES).boston_bonus is True
                else books - 6) * factor
    return -level * factor


def hand_score(books: dict[str, int], decl: str, bid: int, no_trump: bool,
               claims: tuple[tuple[str, int], ...], wrong: list[tuple[str, int]],
               rules: BidWhistRules | None) -> tuple[dict[str, int], bool, dict[str, int],
                                                     list[str]]:
    """Books after the renege claims (BW-6.6), made, the change by side (BW-6.5,
    V-BACK-DOOR, V-DEFENDERS-SCORE) and the words of the claims."""
    sw = rules or HOUSE_RULES
    books, notes = renege_penalties(books, claims, wrong)
    opp = other(decl)
    points = contract_score(bid, no_trump, books[decl], sw)
    change = {decl: points, opp: 0}                               # BW-6.5
    if sw.back_door and points < 0:                               # V-BACK-DOOR
        change = {decl: 0, opp: -points}
    if sw.defenders_score and books[opp] > 6:                     # V-DEFENDERS-SCORE
        change[opp] += (books[opp] - 6) * (2 if no_trump else 1)
    return books, books[decl] >= bid + 6, {"NS": change["NS"], "EW": change["EW"]}, notes


def renege_penalties(books: dict[str, int], claims: tuple[tuple[str, int], ...],
                     wrong: list[tuple[str, int]]) -> tuple[dict[str, int], list[str]]:
    """BW-6.6, one claim at a time: three books pass from the reneging side to the
    claimants; a reneging side with fewer than three loses every book. A ``wrong`` claim
    (V-RENEGE-CLAIM) costs the claimants three books (all they have if fewer)."""
    books = dict(books)
    total = sum(books.values())
    notes = []
    for by, trick in claims:
        offenders = other(by)
        if (by, trick) in wrong:
            lost = min(3, books[by])
            books[by] -= lost
            books[offenders] += lost
            notes.append(msg("trick {trick}: {by} claimed a renege that did not happen; "
                             "{lost} books pass to {offenders} (V-RENEGE-CLAIM)", trick=trick,
                             by=pair_name(by), lost=lost, offenders=pair_name(offenders)))
        elif books[offenders] < 3:
            books[offenders], books[by] = 0, total
            notes.append(msg("trick {trick}: {offenders} reneged with fewer than 3 books; all "
                             "{total} books go to {by}", trick=trick,
                             offenders=pair_name(offenders), total=total, by=pair_name(by)))
        else:
            books[offenders] -= 3
            books[by] += 3
            notes.append(msg("trick {trick}: {offenders} reneged; 3 books pass to {by}",
                             trick=trick, offenders=pair_name(offenders), by=pair_name(by)))
    return books, notes


class HouseEnd(GameEnd):
    """BW-7.1 +target wins, −target loses; V-TWO-SETS; V-BOSTON-BONUS's game forms."""

    rule = "BW-7.1"

    def winner(self, system: System, totals: dict[str, int],
               lines: tuple[HandLine, ...]) -> str | None:
        r = lines[-1].result
        return game_winner(system.rules, totals, (lines[-1].level, r.declarer_side, r.made),
                           [(ln.result.declarer_side, ln.result.made) for ln in lines])

    def goal(self, system: System) -> str:
        t = system.target
        return msg("first to +{target} wins; a side at −{target} loses ({rule})", target=t,
                   rule=self.rule)

    def wins(self, system: System, winner: str, lines: tuple[HandLine, ...]) -> int:
        r = lines[-1].result
        return game_wins(system.rules, winner, r.declarer_side, r.made, r.boston)


def game_winner(rules: BidWhistRules | None, totals: dict[str, int],
                last: tuple[int, str | None, bool | None],
                hands: list[tuple[str | None, bool | None]]) -> str | None:
    """The winning pair after ``hands`` ((declarers, made) each; ``last``: the last one's
    bid level, declarers and made), or None: BW-7.1 ±target, V-TWO-SETS, and a 7 bid
    deciding the game under ``boston_bonus="game"``."""
    sw = rules or HOUSE_RULES
    level, declarers, made = last
    if sw.boston_bonus == "game" and level == 7:                  # V-BOSTON-BONUS: at stake
        return declarers if made else other(declarers)
    lose = {True: 3, "two": 2}.get(sw.three_sets_lose)            # V-TWO-SETS
    for s in ("NS", "EW"):
        them = other(s)
        if totals[s] >= sw.target or totals[them] <= -sw.target:
            return s
        if lose and sum(1 for d, m in hands if d == them and m is False) >= lose:
            return s
    return None


def game_wins(rules: BidWhistRules | None, winner: str, declarers: str | None,
              made: bool | None, boston: bool) -> int:
    """2 when won with every book on the last hand under ``boston_bonus="two_wins"``."""
    two = rules is not None and rules.boston_bonus == "two_wins"
    return 2 if two and made and boston and declarers == winner else 1


DECLARING = HouseDeclaring()
END = HouseEnd()

#: Private cache: one System per rules value (made on first use; a System never changes).
_HOUSES: dict[BidWhistRules, System] = {}


def house(rules: BidWhistRules = HOUSE_RULES) -> System:
    """House Bid Whist under ``rules`` (the Part B switches)."""
    made = _HOUSES.get(rules)
    if made is not None:
        return made
    made = _HOUSES[rules] = System(
        name="bid-whist", title="Bid Whist", prefix="BW", jokers=rules.jokers, hand_size=12,
        kitty_size=rules.kitty_size, auction=Auction.ONCE, min_level=rules.min_bid, max_level=7,
        styles=("U", "D", "NT"),
        equal_styles=() if rules.downtown_beats_uptown else ("U", "D"),
        forced=Forced.ANY, declaring=DECLARING, kitty_book=KittyBook.DECLARER, scoring=score,
        game_end=END, target=rules.target, rules=rules, notation=read_call,
        ids=(("deal", "BW-2.2"), ("dealer", "BW-1.3"), ("seat", "BW-1.1"), ("card", "BW-1.2"),
             ("auction", "BW-2.4"), ("ladder", "BW-3.3"),
             ("minimum", "V-MIN4" if rules.min_bid == 4 else "BW-3.1"),
             ("forced", "BW-2.5"), ("declare", "BW-3.4"), ("discard", "BW-3.5"),
             ("lead", "BW-3.7"), ("score", "BW-6.1"), ("renege", "BW-6.6"),
             ("game", "BW-7.1"), ("next_dealer", "BW-7.3")))
    return made


#: House Bid Whist under the house rules card (BW-8.2).
HOUSE = house()


def Game(rules: BidWhistRules = HOUSE_RULES, first_dealer: str = "N",
         lines: Iterable[HandLine] = ()) -> FamilyGame:
    """A whole game of house Bid Whist under ``rules`` (BW-7), empty or holding ``lines``,
    first dealt by ``first_dealer``: the family's :class:`FamilyGame` of :func:`house`."""
    return FamilyGame(house(rules), first_dealer, tuple(lines))


def deal(seed: int, dealer: str | None = None, rules: BidWhistRules = HOUSE_RULES) -> Deal:
    """A house deal from ``seed`` (BW-1.3, BW-2.1 – BW-2.3): the family engine's
    :func:`~whist_core.family.engine.deal` of :func:`house` under ``rules``."""
    return family_deal(house(rules), seed, dealer)


def new_hand(seed: int, dealer: str | None = None, rules: BidWhistRules = HOUSE_RULES
             ) -> FamilyState:
    """A freshly dealt house hand from ``seed`` (BW-1.3, BW-2.1 – BW-2.3): the family
    engine's first state of :func:`house` under ``rules``."""
    return FamilyState.new(house(rules), seed, dealer)


__all__ = [
    "BID_OF",
    "CALL_OF",
    "DECLARATION_ORDER",
    "DECLARING",
    "END",
    "HOUSE",
    "PASS",
    "Bid",
    "Game",
    "contract_said",
    "contract_score",
    "deal",
    "declared",
    "game_winner",
    "game_wins",
    "hand_result",
    "hand_score",
    "house",
    "new_hand",
    "score",
]
