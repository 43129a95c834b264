"""A *system* of the Bid Whist family: everything that tells one member from another.

The family engine (:mod:`whist_core.family.engine`) plays any :class:`System`: the
deck, the seats, hand and kitty sizes, the auction style and bid ladder, the
declarations, who owns the laid-away cards, scoring and the game's end. Each system is
one file of :mod:`whist_core.family.systems` (house Bid Whist and the six of RULES.md
Part E); docs/ADDING_A_SYSTEM.md is the recipe for another.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, NamedTuple

from whist_core.errors import RuleError
from whist_core.family.kinds import Auction, Forced, KittyBook
from whist_core.family.seats import PAIRS, SEATS
from whist_core.family.switches import BidWhistRules
from whist_core.messages import N_, Name, msg, msg_p
from whist_core.messages import name as name_of

if TYPE_CHECKING:
    from whist_core.family.declare import Declaring
    from whist_core.family.score import GameEnd, HandResult

UPTOWN, DOWNTOWN, ACE_LOW, NO_TRUMP = "uptown", "downtown", "downtown_ace_low", "no trump"


class Call(NamedTuple):
    """A call of the auction: ``kind`` is ``pass``, ``redeal`` or ``bid``; a bid has a
    ``level`` and a ``style`` (``""`` plain number, ``"U"``, ``"D"`` or ``"NT"``)."""

    kind: str
    level: int = 0
    style: str = ""

    @property
    def is_pass(self) -> bool:
        return self.kind == "pass"

    @property
    def is_bid(self) -> bool:
        return self.kind == "bid"

    @property
    def is_redeal(self) -> bool:
        return self.kind == "redeal"

    @property
    def no_trump(self) -> bool:
        return self.style == "NT"

    @property
    def code(self) -> str:
        """The record's spelling: ``pass``, ``redeal``, ``4``, ``4NT``, ``2D``."""
        if self.kind != "bid":
            return self.kind
        return f"{self.level}{self.style}"

    @property
    def words(self) -> str:
        if self.kind != "bid":
            return self.kind
        extra = {"": "", "U": " uptown", "D": " downtown", "NT": " no trump"}[self.style]
        return f"{self.level}{extra}"

    @property
    def said(self) -> str:
        """:attr:`words` in the learner's language, as the house game names its rankings
        (:func:`call_said`; a system's own names: :meth:`System.said`)."""
        return call_said(self)

    def __str__(self) -> str:
        return self.code


PASS = Call("pass")
REDEAL = Call("redeal")

#: How a system names the two rankings of a bid: house Bid Whist's ``4 uptown`` and
#: ``4 downtown``, Cincinnati's ``4 normal`` and ``4 special`` (SCN-2).
UPTOWN_DOWNTOWN, NORMAL_SPECIAL = (UPTOWN, DOWNTOWN), ("normal", "special")


def call_said(call: Call, names: tuple[str, str] = UPTOWN_DOWNTOWN) -> str:
    """A call in the learner's language, its rankings named as its system names them
    (:attr:`System.bid_names`): ``pass``, ``redeal``, ``4``, ``4 no trump``, ``4 uptown``,
    ``4 downtown`` — Cincinnati's ``4 normal``, ``4 special`` (SCN-2). Every button,
    sentence, picture and question that says a call says it here."""
    if call.kind == "pass":
        return msg_p("call", "pass")
    if call.kind != "bid":
        return msg("redeal") if call.kind == "redeal" else call.kind
    if call.style == "NT":
        return msg("{level} no trump", level=call.level)
    special = names == NORMAL_SPECIAL
    if call.style == "U":
        return (msg("{level} normal", level=call.level) if special
                else msg("{level} uptown", level=call.level))
    if call.style == "D":
        return (msg("{level} special", level=call.level) if special
                else msg("{level} downtown", level=call.level))
    return str(call.level)


def call_of(code: str) -> Call:
    """The call a refusal's code names (``3D``, ``4NT``, ``4``, ``pass``, ``redeal``)."""
    return _CODES.get(code.lower()) or Call(code)


def call_name(call: Call, names: tuple[str, str] = UPTOWN_DOWNTOWN) -> Name:
    """A call in a refusal: its record code in English (``4D``, as the command line writes
    it); in another language said by :func:`call_said` with ``names`` (kind ``call``, or
    ``special-call`` for Cincinnati's normal/special, SCN-2)."""
    return name_of("call" if names == UPTOWN_DOWNTOWN else "special-call", call.code)


#: A bid's number has no sign and no leading zero (HAND_RECORDS.md, "Notation").
_CALL_RE = re.compile(r"^\s*(0|[1-9]\d?)\s*(u|d|nt|uptown|downtown|special|normal|no\s*trump|)"
                      r"\s*$")
#: The canonical bid codes, lower case (``4``, ``4u``, ``4d``, ``4nt``), read without the
#: regular expression; the ladder checks still run for every call.
_CODES: dict[str, Call] = {f"{level}{style.lower()}": Call("bid", level, style)
                           for level in range(14) for style in ("", "U", "D", "NT")}
_STYLE = {"": "", "u": "U", "uptown": "U", "normal": "U", "d": "D", "downtown": "D",
          "special": "D", "nt": "NT", "no trump": "NT", "notrump": "NT"}


@dataclass(frozen=True)
class System:
    """The description of one Bid Whist family system (see the module docstring).

    ``styles``: the bid styles of the ladder, lowest first at one level (``("",)`` for
    plain numbers, ``("", "NT")`` for Cutthroat, ``("U", "D", "NT")`` for Cincinnati and
    house Bid Whist). ``auction`` (:class:`Auction`), ``forced`` (:class:`Forced`) and
    ``kitty_book`` (:class:`KittyBook`) are values of their enums (their text is accepted
    and made the value when the description is made). The rules
    that differ are objects of the system's own file (:mod:`whist_core.family.systems`):
    ``declaring`` (a :class:`~whist_core.family.declare.Declaring`), ``scoring`` (a
    function ``(state, books, declaring side, bid) -> HandResult``), ``game_end`` (a
    :class:`~whist_core.family.score.GameEnd`) and ``questions`` (the lesson's
    check-yourself set, or None). ``rules``: the Part B switches of house Bid Whist
    (:class:`~whist_core.family.switches.BidWhistRules`; None for the Part E systems).
    A description that breaks any of this raises ``ValueError`` when it is made.
    """

    name: str
    title: str
    prefix: str                       # RULES.md ID prefix: SC, S52, SB, SCN, SRI, SH
    jokers: int = 0
    players: int = 4
    partnerships: bool = True
    hand_size: int = 12
    kitty_size: int = 4
    auction: Auction = Auction.ONCE
    min_level: int = 1
    max_level: int = 7
    styles: tuple[str, ...] = ("",)
    dealer_equals: bool = False
    forced: Forced = Forced.ANY
    redeal: bool = False
    declaring: Declaring = field(default=None, compare=False)  # type: ignore[assignment]
    discard_first: bool = False
    kitty_book: KittyBook = KittyBook.DECLARER
    scoring: Callable[..., HandResult] = field(default=None, compare=False)  # type: ignore
    game_end: GameEnd = field(default=None, compare=False)  # type: ignore[assignment]
    target: int = 21
    #: The lesson's check-yourself questions: ``questions(hand states, whole game)``.
    questions: Callable[..., list] | None = field(default=None, compare=False)
    #: Where the system stands in the course (the registry lists systems in this order).
    order: int = 0
    #: The course's lesson on the system: (notebook path, title, minutes, rule IDs).
    lesson: tuple[str, str, int, tuple[str, ...]] | None = None
    #: Styles that stand on one rung (house Bid Whist: uptown = downtown, BW-3.3).
    equal_styles: tuple[str, ...] = ()
    #: Rule IDs for refusals, by topic: deal, auction, redeal, forced, declare, discard, lead.
    ids: tuple[tuple[str, str], ...] = ()
    rules: BidWhistRules | None = None
    #: The system's own bid notation, when it has one: reads a call that is not a record
    #: code (house Bid Whist: ``Bid.parse``'s spellings and refusals); None: the family's.
    notation: Callable[[object], Call] | None = field(default=None, compare=False)
    #: How a bid's two rankings are said (:func:`call_said`): Cincinnati's normal/special.
    bid_names: tuple[str, str] = UPTOWN_DOWNTOWN
    # Worked out once from the fields above (not arguments), read-only: the private
    # caches of the parser and the ladder (a System never changes).
    seats: tuple[str, ...] = field(init=False, compare=False)
    sides: tuple[str, ...] = field(init=False, compare=False)
    has_kitty: bool = field(init=False, compare=False)
    _keys: Mapping = field(init=False, compare=False, repr=False)
    _bids: tuple = field(init=False, compare=False, repr=False)
    _ids: Mapping = field(init=False, compare=False, repr=False)
    #: The calls :meth:`parse_call` accepts as they are (pass, the ladder, redeal).
    _calls: frozenset = field(init=False, compare=False, repr=False)
    #: Those calls by their record spellings (``4NT`` and ``4nt``, ``pass``, ``redeal``).
    _spelled: Mapping = field(init=False, compare=False, repr=False)
    #: The bids, lowest first, and their ladder keys (the same order).
    _ladder: tuple = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        self._check()
        seats = (SEATS if self.partnerships
                 else tuple(f"P{i}" for i in range(1, self.players + 1)))
        top = self.hand_size if self.max_level == 0 else self.max_level
        bids = tuple(Call("bid", level, style) for level in range(self.min_level, top + 1)
                     for style in self.styles)
        rungs = [st for st in self.styles if st not in self.equal_styles[1:]]
        width = len(rungs)

        def rung(style: str) -> int:
            return rungs.index(self.equal_styles[0] if style in self.equal_styles else style)

        keys = {b: b.level * width + rung(b.style) for b in bids}
        for name, value in (("seats", seats), ("sides", PAIRS if self.partnerships
                                                else seats),
                            ("has_kitty", self.kitty_size > 0),
                            ("_keys", MappingProxyType(keys)),
                            ("_bids", tuple((b, keys[b]) for b in bids)),
                            ("_ids", MappingProxyType(dict(self.ids))),
                            ("_ladder", (bids, tuple(keys[b] for b in bids))),
                            ("_calls", frozenset((PASS, *bids, *((REDEAL,) if self.redeal
                                                                else ()))))):
            object.__setattr__(self, name, value)
        object.__setattr__(self, "_spelled", MappingProxyType(
            {text: c for c in self._calls for text in (c.code, c.code.lower())}))

    def _check(self) -> None:
        """A bad description fails here, when it is made (never plays something else)."""
        def bad(field_name: str, why: str) -> ValueError:
            return ValueError(f"system {self.name!r}: {field_name} {why}")

        for name, kind in (("auction", Auction), ("forced", Forced), ("kitty_book", KittyBook)):
            value = getattr(self, name)
            if value not in tuple(kind):
                raise bad(name, f"is {value!r}, not one of "
                          f"{', '.join(repr(k.value) for k in kind)}")
            object.__setattr__(self, name, kind(value))
        if self.styles not in _HELP:
            raise bad("styles", f"is {self.styles!r}, not one of "
                      f"{', '.join(map(repr, _HELP))}")
        if not _speaks(self.declaring, _DECLARING):
            raise bad("declaring", "must be a whist_core.family.declare.Declaring")
        if not callable(self.scoring):
            raise bad("scoring", "must be a function (state, books, side, bid) -> HandResult")
        if not _speaks(self.game_end, _GAME_END):
            raise bad("game_end", "must be a whist_core.family.score.GameEnd")
        if self.questions is not None and not callable(self.questions):
            raise bad("questions", "must be a function (hand, game) -> questions")
        if self.min_level < 1 or 0 < self.max_level < self.min_level:
            raise bad("min_level", f"{self.min_level} does not fit max_level {self.max_level}")
        if self.players * self.hand_size + self.kitty_size != 52 + self.jokers:
            raise bad("hand_size", f"{self.players} × {self.hand_size} + kitty "
                      f"{self.kitty_size} is not the {52 + self.jokers} cards of the deck")
        if self.partnerships and self.players != 4:
            raise bad("players", "partnerships need four players")
        if not set(self.equal_styles) <= set(self.styles):
            raise bad("equal_styles", f"{self.equal_styles} are not all in {self.styles}")
        if self.bid_names not in (UPTOWN_DOWNTOWN, NORMAL_SPECIAL):
            raise bad("bid_names", f"is {self.bid_names!r}, not {UPTOWN_DOWNTOWN!r} or "
                      f"{NORMAL_SPECIAL!r}")

    # ------------------------------------------------------------------ reading
    def said(self, call: Call) -> str:
        """``call`` in the learner's language as this system names it (:func:`call_said`)."""
        return call_said(call, self.bid_names)

    def rule(self, topic: str, default: str | None = None) -> str:
        """The rule ID a refusal about ``topic`` cites (``default``, else the system's
        first rule, when the system names none)."""
        return self._ids.get(topic) or default or f"{self.prefix}-1"

    @property
    def deck_size(self) -> int:
        return 52 + self.jokers

    @property
    def tricks(self) -> int:
        return self.hand_size

    def ladder_key(self, call: Call) -> int:
        """The rank of a bid on the ladder (higher overcalls lower)."""
        return self._keys[call]

    def all_bids(self) -> tuple[Call, ...]:
        """Every bid of the ladder, lowest first."""
        return tuple(b for b, _ in self._bids)

    def parse_call(self, value: object) -> Call:
        """A call from its record spelling, or a :class:`RuleError` naming the ladder."""
        if value.__class__ is Call and value in self._calls:   # the common case, at once
            return value  # type: ignore[return-value]
        if value.__class__ is str:                   # a record's own spelling, at once
            known = self._spelled.get(value)
            if known is not None:
                return known
        if isinstance(value, Call):
            call = value
        elif self.notation is not None:
            call = self.notation(value)
        elif isinstance(value, str):
            text = value.strip().lower()
            if text == "pass":
                return PASS
            if text == "redeal":
                call = REDEAL
            else:
                call = _CODES.get(text)              # the records' own spelling: 4, 4nt
                if call is None:
                    m = _CALL_RE.match(text)
                    style = _STYLE.get(re.sub(r"\s+", " ", m.group(2))) if m else None
                    if m is None or style is None:
                        raise RuleError.of("not-a-call", self.rule("auction"), text=repr(value),
                                           game=name_of("game", self.title),
                                           help=self.call_help_name())
                    call = Call("bid", int(m.group(1)), style)
        else:
            raise RuleError.of("not-a-call-value", self.rule("auction"), text=repr(value),
                               help=self.call_help_name())
        if call.is_redeal:
            if not self.redeal:
                raise RuleError.of("no-redeal", self.rule("auction"),
                                   game=name_of("game", self.title))
            return call
        if call.is_bid:
            style = call.style
            if self.styles == ("",) and style:
                raise RuleError.of("bid-number-only", self.rule("ladder"),
                                   call=call_name(call, self.bid_names),
                                   game=name_of("game", self.title))
            if self.styles == ("", "NT") and style in ("U", "D"):
                raise RuleError.of("bid-number-or-nt", self.rule("ladder"),
                                   call=call_name(call, self.bid_names))
            if self.styles == ("U", "D", "NT") and not style:
                raise RuleError.of("bid-says-ranking", self.rule("ladder"), text=repr(value),
                                   level=call.level)
            top = self.hand_size if self.max_level == 0 else self.max_level
            if call.level < self.min_level and "minimum" in self._ids:   # BW-3.1, V-MIN4
                raise RuleError.of("below-minimum", self._ids["minimum"],
                                   call=call_name(call, self.bid_names),
                                   minimum=self.min_level)
            if not self.min_level <= call.level <= top:
                raise RuleError.of("bid-range", self.rule("ladder"),
                                   call=call_name(call, self.bid_names), low=self.min_level,
                                   top=top)
        return call

    def call_help(self) -> str:
        return _HELP[self.styles] + (" (or redeal)" if self.redeal else "")

    def call_help_name(self) -> Name:
        """:meth:`call_help` as a phrase a refusal says in the learner's language."""
        return name_of("phrase", self.call_help())


#: What a ``declaring`` and a ``game_end`` must offer (the methods of
#: :class:`~whist_core.family.declare.Declaring` and :class:`~whist_core.family.score.GameEnd`
#: the engine and the questions call; checked without importing them, which import this).
_DECLARING = ("opening", "plays_at_once", "offers", "read", "settle", "code")
_GAME_END = ("winner", "goal", "why", "mark", "wins", "rule_of")


def _speaks(value: object, methods: tuple[str, ...]) -> bool:
    return all(callable(getattr(value, m, None)) for m in methods)


#: The ladders a system may have (its ``styles``) and how a refusal shows each.
_HELP = {("",): N_("pass or a number, e.g. 4"), ("", "NT"): N_("pass, 4 or 4NT"),
         ("U", "D", "NT"): N_("pass, 4U, 4D or 4NT")}
#: Each of them with a redeal call (:meth:`System.call_help`), marked for translation.
_HELP_REDEAL = (N_("pass or a number, e.g. 4 (or redeal)"), N_("pass, 4 or 4NT (or redeal)"),
                N_("pass, 4U, 4D or 4NT (or redeal)"))


__all__ = ["ACE_LOW", "DOWNTOWN", "NO_TRUMP", "PASS", "REDEAL", "UPTOWN", "Call", "System"]
