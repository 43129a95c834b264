"""What one seat at the Bid Whist table may see (DESIGN.md "Information").

A :class:`SeatView` is built from a state by :func:`view_of` (or
``state.view(seat)``) and holds only what that seat's player may know: their
own hand, how many cards the others hold, the auction, the contract, the
trick in progress, the tricks won, and — by the custom of the table (BW-9.7) —
the last completed trick until this seat or its partner has played to the next
one. The kitty is seen only by the declarer once declared (BW-3.5), the
discard only by the declarer (BW-3.5, face down). No other seat's card is ever
in a view, so bots and learners' tables working from views cannot peek.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from whist_core.bid_whist.bids import Bid, Contract
from whist_core.bid_whist.rules import BidWhistRules
from whist_core.bid_whist.seats import PAIRS, SEATS, pair_of, partner_of
from whist_core.bid_whist.tricks import Ranking, check_play
from whist_core.cards import Card, Suit

if TYPE_CHECKING:
    from whist_core.bid_whist.state import Action, BidWhistState, Phase, Trick


def _frozen(mapping: Mapping[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True, eq=True)
class SeatView:
    """One seat's knowledge at one moment of a Bid Whist hand (immutable)."""

    seat: str
    rules: BidWhistRules
    dealer: str
    phase: Phase
    #: Own cards, sorted by suit and the contract's ranking.
    hand: tuple[Card, ...]
    #: How many cards each seat holds (own included).
    hand_sizes: Mapping[str, int]
    #: The calls so far, in order, as (seat, bid).
    bids: tuple[tuple[str, Bid], ...]
    contract: Contract | None
    ranking: Ranking | None
    #: The kitty as dealt: the declarer's alone, from the declaration on (BW-3.5).
    kitty: tuple[Card, ...] | None
    #: The cards the declarer laid away: the declarer's alone (BW-3.5).
    discard: tuple[Card, ...] | None
    #: The trick in progress as (seat, card), and its number (from 1).
    trick: tuple[tuple[str, Card], ...]
    trick_number: int
    #: The last completed trick while this seat may still look at it (BW-9.7).
    last_trick: Trick | None
    #: Tricks won by each pair; ``books`` adds the kitty book (BW-3.6).
    tricks_won: Mapping[str, int]
    books: Mapping[str, int]
    to_act: str | None
    #: The actions open to this seat now (bids, declarations or cards); empty if not its turn.
    legal: tuple[Any, ...]
    #: Cards the declarer must lay away (V-NT-JOKER-KITTY); empty otherwise.
    required_discards: tuple[Card, ...]
    #: What happened last, with hidden cards blanked out (a discard's cards for others).
    last: Action
    #: The last step in plain words with rule IDs, naming no card hidden from this seat.
    explanation: str
    complete: bool

    @property
    def partner(self) -> str:
        return partner_of(self.seat)

    @property
    def pair(self) -> str:
        return pair_of(self.seat)

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat

    @property
    def is_declarer(self) -> bool:
        return self.contract is not None and self.contract.declarer == self.seat

    @property
    def high_bid(self) -> tuple[str, Bid] | None:
        """The highest call so far and who made it (BW-3.3)."""
        best: tuple[str, Bid] | None = None
        key = self.rules.downtown_beats_uptown
        for seat, b in self.bids:
            if not b.is_pass and (best is None or b.ladder_key(key) > best[1].ladder_key(key)):
                best = (seat, b)
        return best

    @property
    def discard_count(self) -> int:
        """How many cards the declarer lays away (BW-3.5)."""
        return self.rules.kitty_size

    def is_legal(self, action: Any) -> bool:
        return action in self.legal

    def table_svg(self, four_colour: bool = False, width: float = 1000) -> str:
        """The table as this seat sees it: own hand face up, the others face down."""
        from whist_core import pictures

        hands: dict[str, Any] = {s: (list(self.hand) if s == self.seat else self.hand_sizes[s])
                                 for s in SEATS}
        trick: tuple = self.trick
        winner = None
        if not trick and self.last_trick is not None:
            trick, winner = self.last_trick.plays, self.last_trick.winner
        # the kitty lies face down until the declarer takes it; then the discard does
        kitty: Any = None if self.phase.value == "discard" else self.rules.kitty_size
        return pictures.table_svg(hands=hands, trick=trick, dealer=self.dealer,
                                  to_act=self.to_act, kitty=kitty,
                                  contract=self.contract.words if self.contract else None,
                                  books=dict(self.books), four_colour=four_colour,
                                  winner=winner, width=width)

    def _repr_svg_(self) -> str:
        return self.table_svg()


def _seen_trick(trick: Trick, seat: str) -> Trick:
    """A trick as ``seat`` saw it: only its own failures to follow suit are known (BW-6.6)."""
    return dataclasses.replace(trick, reneges=tuple(s for s in trick.reneges if s == seat))


def last_trick_visible(state: BidWhistState, seat: str) -> bool:
    """BW-9.7: a player may look at the last trick until they or their partner play to the
    next one."""
    if not state.done:
        return False
    if state.trick is None:
        return True
    played = {s for s, _ in state.trick.plays}
    return seat not in played and partner_of(seat) not in played


def kitty_shown_to_all(state: BidWhistState) -> bool:
    """V-SPORT-KITTY: once a suit bid has won the auction, the kitty is turned face up for
    every player before the declarer takes it (no trump bids keep it face down)."""
    contract = state.contract
    return state.rules.sport_kitty and contract is not None and not contract.is_no_trump


def view_of(state: BidWhistState, seat: str) -> SeatView:
    """What ``seat`` may see at ``state``: never another seat's hidden cards."""
    from whist_core.bid_whist.state import Action, Phase

    if seat not in SEATS:
        raise ValueError(f"{seat!r} is not a seat (N, E, S or W)")
    phase = state.phase
    contract = state.contract
    declarer = contract.declarer if contract is not None else None
    declared = contract is not None and contract.declared
    is_declarer = declarer == seat
    legal: tuple[Any, ...] = ()
    required: tuple[Card, ...] = ()
    if state.to_act == seat:
        if phase is Phase.AUCTION:
            legal = tuple(state.legal_bids())
        elif phase is Phase.DECLARE:
            legal = tuple(state.legal_declarations())
        elif phase is Phase.PLAY:
            legal = tuple(state.legal_plays())
        elif phase is Phase.DISCARD:
            required = tuple(state.required_discards())
    discard = None
    last = state.last
    if is_declarer and state.discard is not None:
        discard = next(tuple(s.last.value) for s in state.states() if s.last.kind == "discard")
    if last.kind == "discard" and not is_declarer:
        last = Action("discard", last.seat, None)
    won = dict(zip(PAIRS, state.won, strict=True))
    return SeatView(
        seat=seat,
        rules=state.rules,
        dealer=state.dealer,
        phase=phase,
        hand=tuple(state.sorted_hand(seat)),
        hand_sizes=_frozen({s: len(state.hand(s)) for s in SEATS}),
        bids=tuple((state.bidder(i + 1), b) for i, b in enumerate(state.bids)),
        contract=contract,
        ranking=state.ranking,
        kitty=tuple(state.kitty) if (is_declarer and declared) or kitty_shown_to_all(state)
        else None,
        discard=discard,
        trick=state.trick.plays if state.trick is not None else (),
        trick_number=len(state.done) + (0 if state.complete else 1),
        last_trick=_seen_trick(state.done[-1], seat) if last_trick_visible(state, seat)
        else None,
        tricks_won=_frozen(won),
        books=_frozen(state.books),
        to_act=state.to_act,
        legal=legal,
        required_discards=required,
        last=last,
        explanation=public_explanation(state, seat),
        complete=state.complete,
    )


_KITTY_WORDS = re.compile(r"picks up the kitty: .*? \(BW-3\.5\)")
_DISCARD_WORDS = re.compile(r"lays away .*?: they count")


def public_explanation(state: BidWhistState, seat: str) -> str:
    """``state.explanation`` as ``seat`` may hear it: the kitty and the discard stay face
    down for all but the declarer (BW-3.5), and whether another player could have
    followed suit stays unknown (BW-6.6)."""
    text = state.explanation
    last = state.last
    if last.seat == seat:
        return text
    if last.kind == "declare" and not kitty_shown_to_all(state):
        return _KITTY_WORDS.sub("picks up the kitty, face down to the others (BW-3.5)", text)
    if last.kind == "discard":
        n = len(last.value)
        return _DISCARD_WORDS.sub(f"lays away {n} cards face down: they count", text)
    if last.kind == "play" and state.rules.allow_renege:
        return _neutral_play(state, text)
    return text


def _neutral_play(state: BidWhistState, text: str) -> str:
    """When reneges are allowed (BW-6.6), a card off the led suit says nothing about
    whether its player could have followed."""
    from whist_core.bid_whist.seats import SEAT_NAMES

    seat, card = state.last.seat, state.last.value
    trick = state.trick if state.trick is not None else state.done[-1]
    earlier = [c for _, c in trick.plays[:-1]]
    led = state.ranking.led_suit(earlier) if earlier else None
    if led is None or state.ranking.suit_of(card) is led:
        return text
    out = f"{SEAT_NAMES[seat]} plays {card.pretty} without following {led.word}."
    if trick.complete:
        i = text.find(f" {SEAT_NAMES[trick.winner]} wins trick {trick.number}")
        if i >= 0:
            out += text[i:]
    return out


def explain_legal(view: SeatView) -> str:
    """Plain words for what this seat may do now, with the rule IDs (for hints)."""
    from whist_core.bid_whist.state import Phase

    if view.complete:
        return "The hand is over: all 12 tricks are played (BW-6.1)."
    if not view.my_turn:
        return f"It is {view.to_act}'s turn, not {view.seat}'s."
    if view.phase is Phase.AUCTION:
        calls = ", ".join(b.words for b in view.legal)
        extra = (" The first three passed, so the dealer must bid (BW-2.5)."
                 if view.legal and not view.legal[0].is_pass else "")
        return f"You may call: {calls} (BW-2.4, BW-3.3).{extra}"
    if view.phase is Phase.DECLARE:
        words = ", ".join(d.word if isinstance(d, Suit) else str(d) for d in view.legal)
        return f"Choose one of: {words} (BW-3.4)."
    if view.phase is Phase.DISCARD:
        text = (f"Lay away any {view.discard_count} of your {len(view.hand)} cards "
                f"(hand and kitty, BW-3.5).")
        if view.required_discards:
            text += (" At no trump every joker must go: "
                     + ", ".join(c.pretty for c in view.required_discards)
                     + " (V-NT-JOKER-KITTY).")
        return text
    return explain_plays(view.hand, [c for _, c in view.trick], view.ranking, view.rules)


def explain_plays(hand: tuple[Card, ...] | list[Card], trick: list[Card], ranking: Ranking,
                  rules: BidWhistRules) -> str:
    """Why the legal cards of ``hand`` on ``trick`` are the legal ones, with rule IDs."""
    text, rule = play_reason(hand, trick, ranking, rules)
    return f"{text} ({rule})."


def play_reason(hand: tuple[Card, ...] | list[Card], trick: list[Card], ranking: Ranking,
                rules: BidWhistRules) -> tuple[str, str]:
    """The legal cards of ``hand`` on ``trick`` in words, and the rule IDs deciding them
    (BW-4.4 – BW-5.3)."""
    from whist_core.bid_whist.tricks import legal_cards

    legal = legal_cards(hand, trick, ranking, rules)
    cards = ", ".join(c.pretty for c in legal)
    if not trick:
        return f"You lead: any card may be led ({cards})", "BW-4.4"
    led = ranking.led_suit(trick)
    if led is None:
        return (f"A joker was led and no suit is fixed yet: any card may be played ({cards})",
                "BW-5.3")
    illegal = [c for c in hand if c not in legal]
    if not illegal:
        why = f"You have no {led.word}: any card may be played ({cards})"
        if ranking.trump is None and any(c.is_joker for c in hand):
            return why + "; a joker never wins at no trump", "BW-4.4, BW-5.1"
        return why, "BW-4.4"
    rules_hit: list[str] = []
    for c in illegal:
        rule = check_play(c, hand, trick, ranking, rules).rule
        if rule and rule not in rules_hit:
            rules_hit.append(rule)
    if trick[0].is_joker and ranking.trump is not None:
        rules_hit.append("BW-4.6")
        opening = f"A joker lead is a trump lead: {led.word} were led"
    else:
        opening = f"{led.word.capitalize()} were led"
    if any(ranking.suit_of(c) is led and not c.is_joker for c in hand):
        why = f"{opening} and you hold {led.word}: you must follow suit"
        if ranking.trump is led and any(c.is_joker for c in legal):
            why += " (a joker is a trump)"
        elif ranking.trump is None and any(c.is_joker for c in legal):
            why += ", and a joker may be played at any time"
            rules_hit.append("V-NT-JOKER-ANYTIME")
    elif ranking.trump is led and any(c.is_joker for c in hand):
        why = (f"{opening}; the only trump you hold is a joker, and a joker is a trump: "
               "you must play it")
    else:
        why = f"You have no {led.word}, but a joker must be discarded first"
    return f"{why}: {cards}", ", ".join(rules_hit)


__all__ = ["SeatView", "explain_legal", "explain_plays", "kitty_shown_to_all",
           "last_trick_visible", "play_reason", "public_explanation", "view_of"]
