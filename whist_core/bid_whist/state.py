"""The Bid Whist hand as a chain of immutable states (BW-2 – BW-6).

A hand goes deal → auction → declaration → kitty exchange → 12 tricks →
complete. Each state offers its legal actions (``legal_bids``,
``legal_declarations``, ``legal_plays``) and applies one, returning a new state;
an illegal action raises :class:`~whist_core.errors.RuleError` naming the rule
and leaves the state as it was.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import TYPE_CHECKING, Any, NamedTuple

from whist_core.bid_whist.bids import DOWNTOWN, NO_TRUMP, PASS, UPTOWN, Bid, Contract
from whist_core.bid_whist.deal import Deal, DealStep, deal
from whist_core.bid_whist.rules import HOUSE, BidWhistRules
from whist_core.bid_whist.scoring import HandResult, score_hand
from whist_core.bid_whist.seats import PAIRS, SEATS, left_of, other_pair, pair_of
from whist_core.bid_whist.tricks import Ranking, check_play, legal_cards, sort_hand
from whist_core.cards import Card, Suit
from whist_core.errors import RuleError, WhistError

if TYPE_CHECKING:
    from whist_core.bid_whist.view import SeatView

TRICKS_PER_HAND = 12
_INDEX = {s: i for i, s in enumerate(SEATS)}
_ALL_BIDS = {low: [Bid(level, kind) for level in range(low, 8)
                   for kind in (UPTOWN, DOWNTOWN, NO_TRUMP)] for low in (1, 2, 3, 4)}


class Phase(str, enum.Enum):
    """Where a hand stands."""

    AUCTION = "auction"
    DECLARE = "declare"
    DISCARD = "discard"
    PLAY = "play"
    COMPLETE = "complete"


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick: its number (from 1), leader, plays in order, and winner once complete.

    ``reneges`` lists the seats that failed to follow suit in it (only
    possible when the rules allow reneges, BW-6.6).
    """

    number: int
    leader: str
    plays: tuple[tuple[str, Card], ...]
    winner: str | None = None
    reneges: tuple[str, ...] = ()

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for _, c in self.plays)

    @property
    def complete(self) -> bool:
        return self.winner is not None

    def card_of(self, seat: str) -> Card | None:
        for s, c in self.plays:
            if s == seat:
                return c
        return None


class Action(NamedTuple):
    """What produced a state: ``kind`` is deal, bid, declare, discard, play or claim."""

    kind: str
    seat: str | None
    value: Any = None


# Field positions in the state tuple; ``previous`` comes last and is not part of the
# value (two states are equal when the hand stands the same, whatever object chain led
# there — and a hand's history is in its bids, discard and tricks anyway).
_FIELDS = ("rules", "deal", "hands_", "bids", "contract", "discard", "done", "plays",
           "reneges_now", "claims", "last", "ranking", "won", "phase", "to_act", "previous")
(_RULES, _DEAL, _HANDS, _BIDS, _CONTRACT, _DISCARD, _DONE, _PLAYS, _RENEGES, _CLAIMS, _LAST,
 _RANKING, _WON, _PHASE, _TO_ACT, _PREVIOUS) = range(len(_FIELDS))
_POS = {name: i for i, name in enumerate(_FIELDS)}


class BidWhistState(tuple):
    """One moment of a Bid Whist hand. Immutable: actions return new states.

    Build the first state with :meth:`new` (from a seed) or :meth:`from_deal`.
    Internally a tuple (cheap to build) read through named properties; equal and
    hashable by value (the link to the previous state is not part of the value).
    """

    __slots__ = ()
    #: The registry name of the game (:mod:`whist_core.games`).
    game_name = "bid-whist"

    rules: BidWhistRules = property(itemgetter(_RULES))  # type: ignore[assignment]
    deal: Deal = property(itemgetter(_DEAL))  # type: ignore[assignment]
    hands_: tuple[tuple[Card, ...], ...] = property(itemgetter(_HANDS))  # type: ignore[assignment]
    bids: tuple[Bid, ...] = property(itemgetter(_BIDS))  # type: ignore[assignment]
    contract: Contract | None = property(itemgetter(_CONTRACT))  # type: ignore[assignment]
    discard: tuple[Card, ...] | None = property(itemgetter(_DISCARD))  # type: ignore[assignment]
    #: The completed tricks (``tricks`` adds the trick in progress, last).
    done: tuple[Trick, ...] = property(itemgetter(_DONE))  # type: ignore[assignment]
    #: The plays of the trick in progress.
    plays: tuple[tuple[str, Card], ...] = property(itemgetter(_PLAYS))  # type: ignore[assignment]
    reneges_now: tuple[str, ...] = property(itemgetter(_RENEGES))  # type: ignore[assignment]
    claims: tuple[tuple[str, int], ...] = property(itemgetter(_CLAIMS))  # type: ignore[assignment]
    last: Action = property(itemgetter(_LAST))  # type: ignore[assignment]
    ranking: Ranking | None = property(itemgetter(_RANKING))  # type: ignore[assignment]
    won: tuple[int, int] = property(itemgetter(_WON))  # type: ignore[assignment]
    phase: Phase = property(itemgetter(_PHASE))  # type: ignore[assignment]
    #: The seat whose turn it is; ``None`` once complete.
    to_act: str | None = property(itemgetter(_TO_ACT))  # type: ignore[assignment]
    previous: BidWhistState | None = property(itemgetter(_PREVIOUS))  # type: ignore[assignment]

    def __eq__(self, other: object) -> bool:
        # the deal compares by what a record holds (not the cut, which records leave out)
        if other.__class__ is not self.__class__:
            return False
        a, b = self[_DEAL], other[_DEAL]  # type: ignore[index]
        return (a.dealer == b.dealer and a.hands == b.hands and a.kitty == b.kitty
                and tuple.__eq__(self[_DEAL + 1:_PREVIOUS], other[_DEAL + 1:_PREVIOUS])
                and self[_RULES] == other[_RULES])  # type: ignore[index]

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        d = self[_DEAL]
        return hash((d.dealer, d.kitty, self[_HANDS], self[_BIDS], self[_CONTRACT],
                     self[_DISCARD], self[_DONE], self[_PLAYS], self[_CLAIMS]))

    # ----------------------------------------------------------------- building
    @classmethod
    def new(cls, seed: int, dealer: str | None = None, rules: BidWhistRules = HOUSE
            ) -> BidWhistState:
        """A freshly dealt hand from ``seed`` (BW-1.3, BW-2.1 – BW-2.3)."""
        return cls.from_deal(deal(seed, dealer, rules), rules)

    @classmethod
    def from_deal(cls, dealt: Deal, rules: BidWhistRules = HOUSE) -> BidWhistState:
        values = dict(rules=rules, deal=dealt, hands_=tuple(dealt.hands[s] for s in SEATS),
                      bids=(), contract=None, discard=None, done=(), plays=(), reneges_now=(),
                      claims=(), last=Action("deal", dealt.dealer), ranking=None,
                      won=(0, 0), phase=Phase.AUCTION, to_act=left_of(dealt.dealer),
                      previous=None)
        return _new(cls, [values[name] for name in _FIELDS])

    def _evolve(self, **changes: Any) -> BidWhistState:
        values = list(self)
        for name, value in changes.items():
            values[_POS[name]] = value
        values[_PREVIOUS] = self
        return _new(BidWhistState, values)

    # ------------------------------------------------------------------ reading
    @property
    def dealer(self) -> str:
        return self.deal.dealer

    @property
    def kitty(self) -> tuple[Card, ...]:
        """The kitty as dealt (BW-2.2)."""
        return self.deal.kitty

    @property
    def hands(self) -> dict[str, tuple[Card, ...]]:
        """What each seat holds now (the declarer holds the kitty until the discard)."""
        return dict(zip(SEATS, self.hands_, strict=True))

    def hand(self, seat: str) -> tuple[Card, ...]:
        return self.hands_[SEATS.index(seat)]

    def sorted_hand(self, seat: str) -> list[Card]:
        """A seat's cards sorted by suit and by the contract's ranking (uptown until declared)."""
        return sort_hand(self.hand(seat), self.ranking)

    @property
    def complete(self) -> bool:
        return self.phase is Phase.COMPLETE

    @property
    def trick(self) -> Trick | None:
        """The trick in progress (``None`` between tricks)."""
        if not self.plays:
            return None
        return Trick(len(self.done) + 1, self.plays[0][0], self.plays, None, self.reneges_now)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """Every trick so far, oldest first; the trick in progress (if any) is last, with
        ``winner`` ``None`` (the protocol of :mod:`whist_core.games`). The completed ones
        alone are :attr:`done`."""
        if not self.plays:
            return self.done
        return (*self.done, self.trick)

    @property
    def high_bid(self) -> tuple[str, Bid] | None:
        """The highest bid so far and who made it."""
        return _high_of(self.bids, self.dealer, self.rules)

    def bidder(self, number: int) -> str:
        """The seat that makes call ``number`` (from 1): the auction starts left of the dealer."""
        return SEATS[(SEATS.index(self.dealer) + number) % 4]

    @property
    def books(self) -> dict[str, int]:
        """Books so far: tricks won plus the kitty book from the discard on (BW-3.6).

        Renege penalties apply once the hand is complete: see :attr:`result`.
        """
        books = {"NS": self.won[0], "EW": self.won[1]}
        if self.discard is not None:
            books[pair_of(self.contract.declarer)] += 1
        return books

    @property
    def reneges(self) -> list[tuple[int, str]]:
        """Every failure to follow suit so far, as (trick number, seat)."""
        return [(t.number, s) for t in self.tricks for s in t.reneges]

    @property
    def result(self) -> HandResult | None:
        """Books after renege claims, made or set, and the score (BW-6) once complete."""
        if not self.complete:
            return None
        wrong = [(by, t) for by, t in self.claims if not self._renege_by_other(by, t)]
        return score_hand(self.contract, self.books, self.claims, self.rules, wrong)

    def _renege_by_other(self, by: str, trick: int) -> bool:
        return any(pair_of(s) != by for s in self.tricks[trick - 1].reneges)

    @property
    def played(self) -> list[tuple[str, Card]]:
        """Every card played so far, in order, with its seat."""
        out = [p for t in self.done for p in t.plays]
        out += self.plays
        return out

    # ------------------------------------------------------------ legal actions
    def legal_bids(self) -> list[Bid]:
        """Calls the seat to speak may make (BW-2.4, BW-2.5, BW-3.1, BW-3.3)."""
        if self.phase is not Phase.AUCTION:
            return []
        out = [] if self._dealer_must_bid() else [PASS]
        high = self.high_bid
        key = self.rules.downtown_beats_uptown
        floor = high[1].ladder_key(key) if high else -1
        out += [b for b in _ALL_BIDS[self.rules.min_bid] if b.ladder_key(key) > floor]
        return out

    def legal_actions(self) -> list[Any]:
        """The actions :meth:`apply` accepts now: calls, declarations or cards. In the
        discard phase: the cards the declarer may lay away (choose ``discard_count``)."""
        phase = self.phase
        if phase is Phase.AUCTION:
            return self.legal_bids()
        if phase is Phase.DECLARE:
            return self.legal_declarations()
        if phase is Phase.DISCARD:
            return list(self.hand(self.to_act))
        return self.legal_plays()

    @property
    def discard_count(self) -> int:
        """How many cards the declarer lays away (BW-3.5)."""
        return self.rules.kitty_size

    @property
    def to_play(self) -> str | None:
        """The seat to act (the name German Whist used)."""
        return self.to_act

    def legal_declarations(self) -> list[Suit | str]:
        """Trump suits after a suit bid, directions after no trump (BW-3.4)."""
        if self.phase is not Phase.DECLARE:
            return []
        if self.contract.is_no_trump:
            return [UPTOWN, DOWNTOWN]
        return [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS]

    def legal_plays(self) -> list[Card]:
        """Cards the seat to play may play (BW-4.4, BW-4.6, BW-5)."""
        if self.phase is not Phase.PLAY:
            return []
        return list(legal_cards(self.hand(self.to_act), [c for _, c in self.plays],
                                self.ranking, self.rules))

    def required_discards(self) -> list[Card]:
        """Cards the declarer must lay away: every joker at no trump under V-NT-JOKER-KITTY."""
        if (self.phase is Phase.DISCARD and self.contract.is_no_trump
                and self.rules.nt_jokers == "kitty"):
            return [c for c in self.hand(self.contract.declarer) if c.is_joker]
        return []

    def _dealer_must_bid(self) -> bool:
        return len(self.bids) == 3 and all(b.is_pass for b in self.bids)

    def _overcalls(self, bid: Bid) -> bool:
        high = self.high_bid
        key = self.rules.downtown_beats_uptown
        return high is None or bid.ladder_key(key) > high[1].ladder_key(key)

    # ------------------------------------------------------------------ actions
    def apply(self, value: Any) -> BidWhistState:
        """Apply the natural action of the phase: a bid, a declaration, a discard or a card."""
        phase = self.phase
        if phase is Phase.AUCTION:
            return self.bid(value)
        if phase is Phase.DECLARE:
            return self.declare(value)
        if phase is Phase.DISCARD:
            return self.lay_away(value)
        if phase is Phase.PLAY:
            return self.play(value)
        raise RuleError("the hand is complete: all 12 tricks are played", "BW-6.1")

    def bid(self, call: str | Bid) -> BidWhistState:
        """The seat to speak passes or bids (BW-2.4, BW-2.5, BW-3.1 – BW-3.3)."""
        if self.phase is not Phase.AUCTION:
            raise RuleError("the auction is over: each player speaks once", "BW-2.4")
        b = Bid.parse(call)
        seat = self.to_act
        if b.is_pass:
            if self._dealer_must_bid():
                raise RuleError(f"{seat} is the dealer and must bid: the first three passed",
                                "BW-2.5")
        else:
            if b.level < self.rules.min_bid:
                rule = "V-MIN4" if self.rules.min_bid == 4 else "BW-3.1"
                raise RuleError(f"{b.code} is below the minimum bid of {self.rules.min_bid}",
                                rule)
            high = self.high_bid
            if high is not None and not self._overcalls(b):
                hb = high[1]
                if b.level == hb.level and b.kind != hb.kind and NO_TRUMP not in (b.kind, hb.kind):
                    why = ("uptown and downtown of one number are equal and cannot overcall "
                           "each other")
                    rule = "BW-3.3"
                    if self.rules.downtown_beats_uptown:
                        why, rule = "at one number downtown ranks above uptown", "V-DOWN-OVER-UP"
                    raise RuleError(f"{b.code} does not overcall {hb.code} ({high[0]}): {why}",
                                    rule)
                raise RuleError(f"{b.code} does not overcall {hb.code} ({high[0]}): "
                                "a bid must be higher than the highest so far", "BW-3.3")
        bids = (*self.bids, b)
        contract = None
        if len(bids) == 4:
            declarer, won = _high_of(bids, self.dealer, self.rules)  # BW-2.5: never None
            direction = None if won.is_no_trump else won.kind
            contract = Contract(declarer, won, direction)
        if contract is None:
            return self._evolve(bids=bids, last=Action("bid", seat, b), to_act=left_of(seat))
        return self._evolve(bids=bids, contract=contract, last=Action("bid", seat, b),
                            phase=Phase.DECLARE, to_act=contract.declarer)

    def declare(self, choice: str | Suit) -> BidWhistState:
        """The declarer names trump, or the direction at no trump, and takes the kitty
        (BW-3.4, BW-3.5)."""
        if self.phase is not Phase.DECLARE:
            raise RuleError("nothing to declare now: the declaration follows the auction",
                            "BW-3.4")
        contract = self.contract
        text = choice.word if isinstance(choice, Suit) else str(choice).strip().lower()
        if contract.is_no_trump:
            if text not in (UPTOWN, DOWNTOWN):
                raise RuleError(f"{choice!r}: after a no-trump bid the declarer chooses uptown "
                                "or downtown", "BW-3.4")
            contract = Contract(contract.declarer, contract.bid, text, None)
        else:
            try:
                suit = choice if isinstance(choice, Suit) else Suit.parse(text)
            except WhistError:
                raise RuleError(f"{choice!r}: after a suit bid the declarer names the trump suit "
                                "(spades, hearts, diamonds or clubs)", "BW-3.4") from None
            contract = Contract(contract.declarer, contract.bid, contract.direction, suit)
        i = SEATS.index(contract.declarer)
        hands = list(self.hands_)
        hands[i] = hands[i] + self.kitty  # BW-3.5: the declarer takes the kitty
        return self._evolve(contract=contract, hands_=tuple(hands),
                            ranking=Ranking.of(contract, self.rules),
                            last=Action("declare", contract.declarer,
                                        contract.trump or contract.direction),
                            phase=Phase.DISCARD)

    def lay_away(self, cards: Iterable[Card | str]) -> BidWhistState:
        """The declarer discards 6 cards face down: one book (BW-3.5, BW-3.6)."""
        if self.phase is not Phase.DISCARD:
            raise RuleError("the discard comes after the declaration", "BW-3.5")
        chosen = [Card.parse(c) for c in cards]
        seat = self.contract.declarer
        need = self.rules.kitty_size
        if len(chosen) != need:
            raise RuleError(f"{len(chosen)} cards; the declarer lays away exactly {need}",
                            "BW-3.5")
        hand = self.hand(seat)
        for c in chosen:
            if c not in hand:
                raise RuleError(f"{seat} does not hold {c.code} (hand and kitty)", "BW-3.5")
        if len(set(chosen)) != len(chosen):
            raise RuleError("the same card is laid away twice", "BW-3.5")
        hands = list(self.hands_)
        keep = set(chosen)
        hands[SEATS.index(seat)] = tuple(c for c in hand if c not in keep)
        pile = tuple(chosen)
        if self.contract.is_no_trump and self.rules.nt_jokers == "kitty":
            pile = self._jokers_out_of_play(hands, pile, seat, hand)
        first = (left_of(self.dealer) if self.rules.first_lead == "left_of_dealer"  # V-LEFT-LEADS
                 else seat)  # BW-3.7
        return self._evolve(hands_=tuple(hands), discard=pile, phase=Phase.PLAY, to_act=first,
                            last=Action("discard", seat, tuple(chosen)))

    def _jokers_out_of_play(self, hands: list, pile: tuple[Card, ...], seat: str,
                            hand: Sequence[Card]) -> tuple[Card, ...]:
        """V-NT-JOKER-KITTY: every joker leaves play; the declarer lays his own away and
        other holders, clockwise from the declarer's left, swap theirs for the next
        non-joker card of the discard, in the discard's order."""
        kept = [c.code for c in self.required_discards() if c not in pile]
        if kept:
            raise RuleError(f"at no trump the declarer lays away every joker; {seat} keeps "
                            f"{' '.join(kept)}", "V-NT-JOKER-KITTY")
        pile_list = list(pile)
        seat_i = left_of(seat)
        for _ in range(3):
            i = SEATS.index(seat_i)
            for joker in [c for c in hands[i] if c.is_joker]:
                k = next(k for k, c in enumerate(pile_list) if not c.is_joker)
                replacement = pile_list[k]
                pile_list[k] = joker
                hands[i] = tuple(replacement if c is joker else c for c in hands[i])
            seat_i = left_of(seat_i)
        return tuple(pile_list)

    def play(self, card: Card | str) -> BidWhistState:
        """The seat to play plays ``card`` (BW-4.4 – BW-4.6, BW-5)."""
        if self.phase is not Phase.PLAY:
            raise RuleError("the hand is complete" if self.complete else
                            "no card can be played now: play starts after the discard", "BW-3.7")
        card = Card.parse(card)
        seat = self.to_act
        i = _INDEX[seat]
        hand = self.hands_[i]
        if card not in hand:
            raise RuleError(f"{seat} does not hold {card.code}", "BW-4.4")
        plays = self.plays
        reneges = self.reneges_now
        if card not in self.legal_plays():
            check = check_play(card, hand, [c for _, c in plays], self.ranking, self.rules, seat)
            if not (check.renege and self.rules.allow_renege):
                raise RuleError(check.reason, check.rule)
            reneges = (*reneges, seat)  # BW-6.6: recorded, penalised only on a claim
        held = list(hand)
        held.remove(card)  # cards are interned: equality is identity
        hands = list(self.hands_)
        hands[i] = tuple(held)
        plays = (*plays, (seat, card))
        last = Action("play", seat, card)
        if len(plays) < 4:
            return self._evolve(hands_=tuple(hands), plays=plays, reneges_now=reneges, last=last,
                                to_act=SEATS[(i + 1) % 4])
        winner = plays[self.ranking.winner([c for _, c in plays])][0]  # BW-4.5
        done = Trick(len(self.done) + 1, plays[0][0], plays, winner, reneges)
        won = (self.won[0] + 1, self.won[1]) if _INDEX[winner] % 2 == 0 else (
            self.won[0], self.won[1] + 1)
        tricks = (*self.done, done)
        over = len(tricks) == TRICKS_PER_HAND
        return self._evolve(hands_=tuple(hands), plays=(), reneges_now=(), done=tricks,
                            won=won, last=last, phase=Phase.COMPLETE if over else Phase.PLAY,
                            to_act=None if over else winner)  # BW-4.5: the winner leads

    def claim_renege(self, by: str, trick: int) -> BidWhistState:
        """A partnership claims a renege in trick ``trick`` (from 1) (BW-6.6).

        The claim must name a played trick in which the other partnership failed
        to follow suit. Penalties apply once the hand is complete.
        """
        if by not in PAIRS:
            raise RuleError(f"{by!r} is not a partnership (NS or EW)", "BW-6.6")
        if not isinstance(trick, int) or isinstance(trick, bool) or not 1 <= trick <= 12:
            raise RuleError(f"{trick!r} is not a trick number (1 to 12)", "BW-6.6")
        tricks = self.tricks  # HAND_RECORDS fine points: the trick in progress may be named
        if trick > len(tricks):
            raise RuleError(f"trick {trick} has not been played", "BW-6.6")
        reneges = sum(1 for s in tricks[trick - 1].reneges if pair_of(s) != by)
        claimed = sum(1 for c in self.claims if c == (by, trick))
        if reneges and claimed >= reneges:
            raise RuleError(f"the renege in trick {trick} has already been claimed", "BW-6.6")
        if not reneges and not self.rules.wrong_claim_costs:
            raise RuleError(f"{other_pair(by)} did not fail to follow suit in trick {trick}",
                            "BW-6.6")
        return self._evolve(claims=(*self.claims, (by, trick)),
                            last=Action("claim", None, (by, trick)))

    def view(self, seat: str) -> SeatView:
        """What ``seat`` may see: never another seat's hidden cards (BW-9.7)."""
        from whist_core.bid_whist.view import view_of

        return view_of(self, seat)

    # ---------------------------------------------------------------- narration
    @property
    def explanation(self) -> str:
        """The step that led here, in plain words with rule IDs, as the seat that acted
        saw it (see :func:`whist_core.narrate.table_step`)."""
        from whist_core.narrate import table_step

        return table_step(self)

    def states(self) -> list[BidWhistState]:
        """Every state from the deal to this one."""
        chain = []
        s: BidWhistState | None = self
        while s is not None:
            chain.append(s)
            s = s.previous
        return chain[::-1]

    def _repr_svg_(self) -> str:
        from whist_core.pictures import draw

        return draw(self)

    def __repr__(self) -> str:
        return (f"<BidWhistState {self.phase.value} dealer={self.dealer} "
                f"bids={[b.code for b in self.bids]} tricks={len(self.done)}>")


_new = tuple.__new__


def _high_of(bids: Sequence[Bid], dealer: str, rules: BidWhistRules
             ) -> tuple[str, Bid] | None:
    """The highest bid among ``bids`` (spoken from the dealer's left) and its seat."""
    best: tuple[str, Bid] | None = None
    seat = left_of(dealer)
    key = rules.downtown_beats_uptown
    for b in bids:
        if not b.is_pass and (best is None or b.ladder_key(key) > best[1].ladder_key(key)):
            best = (seat, b)
        seat = left_of(seat)
    return best


__all__ = ["Action", "BidWhistState", "DealStep", "Phase", "Trick"]
