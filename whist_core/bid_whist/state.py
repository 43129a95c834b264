"""The Bid Whist hand as a chain of immutable states (BW-2 – BW-6), in the lessons' shape.

A hand goes deal → auction → declaration → kitty exchange → 12 tricks →
complete. Each state offers its legal actions (``legal_bids``,
``legal_declarations``, ``legal_plays``) and applies one, returning a new state;
an illegal action raises :class:`~whist_core.errors.RuleError` naming the rule
and leaves the state as it was.

Every rule decision is the family engine's (:mod:`whist_core.family`, the house system
with this hand's switches): a state carries its :class:`FamilyState` (``family``), takes
every action there and reads everything from it (most properties as they are, the cards
in the order held, :meth:`FamilyState.held`); what it adds is the lessons' vocabulary: a
call is a ``Bid`` (``bids``, ``legal_bids``, ``high_bid``, ``last``), a declaration a
suit or a direction, the ``Ranking``, and the lessons' orders of the legal actions.
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import attrgetter, itemgetter
from typing import Any

from whist_core.cards import Card, Suit
from whist_core.family.engine import (
    Action,
    Contract,
    Deal,
    DealStep,
    FamilyState,
    HandResult,
    Trick,
)
from whist_core.family.engine import deal as family_deal
from whist_core.family.kinds import Phase
from whist_core.family.ranking import Ranking, contract_ranking, sort_hand
from whist_core.family.seats import SEATS
from whist_core.family.switches import HOUSE, BidWhistRules
from whist_core.family.systems import house
from whist_core.family.systems.house import BID_OF, Bid
from whist_core.family.view import FamilyView, view_of
from whist_core.values import chain

# Field positions in the state tuple. Everything else a state offers is read from the
# family engine's state when asked (nothing is worked out ahead, so an action or a step
# of a replay costs one family action and one small tuple). ``last`` is None until asked
# (then worked out from the family's); ``previous`` and ``last`` are not part of the value
# beyond what ``last`` says.
_FAM, _RULES, _LAST, _PREVIOUS = range(4)


def _family(name: str) -> property:
    """A property that the lessons' state reads from its family state as it is."""
    get = attrgetter(name)
    return property(lambda self: get(self[_FAM]), doc=f"The family state's ``{name}``.")


class BidWhistState(tuple):
    """One moment of a Bid Whist hand. Immutable: actions return new states.

    Build the first state with :meth:`new` (from a seed) or :meth:`from_deal`.
    Internally a tuple (the family engine's state, the rules) read through
    named properties; equal and hashable by value (the link to the previous state is
    not part of the value).
    """

    __slots__ = ()
    #: The registry name of the game (:mod:`whist_core.games`).
    game_name = "bid-whist"

    rules: BidWhistRules = property(itemgetter(_RULES))  # type: ignore[assignment]
    #: The family engine's state of this hand (every rule decision is its).
    family: FamilyState = property(itemgetter(_FAM))  # type: ignore[assignment]
    previous: BidWhistState | None = property(itemgetter(_PREVIOUS))  # type: ignore[assignment]

    # The family state's own, as it gives them (:class:`FamilyState`); the deal's cards
    # in the order held, without the cut (which records leave out).
    deal: Deal = _family("deal")  # type: ignore[assignment]
    dealer: str = _family("dealer")  # type: ignore[assignment]
    kitty: tuple[Card, ...] = _family("kitty")  # type: ignore[assignment]
    phase: Phase = _family("phase")  # type: ignore[assignment]
    to_act: str | None = _family("to_act")  # type: ignore[assignment]
    to_play: str | None = _family("to_act")  # type: ignore[assignment]
    complete: bool = _family("complete")  # type: ignore[assignment]
    contract: Contract | None = _family("contract")  # type: ignore[assignment]
    discard: tuple[Card, ...] | None = _family("discard")  # type: ignore[assignment]
    discard_count: int = _family("discard_count")  # type: ignore[assignment]
    done: tuple[Trick, ...] = _family("done")  # type: ignore[assignment]
    trick: Trick | None = _family("trick")  # type: ignore[assignment]
    tricks: tuple[Trick, ...] = _family("tricks")  # type: ignore[assignment]
    played: list[tuple[str, Card]] = _family("played")  # type: ignore[assignment]
    books: dict[str, int] = _family("books")  # type: ignore[assignment]
    reneges: list[tuple[int, str]] = _family("reneges")  # type: ignore[assignment]
    claims: tuple[tuple[str, int], ...] = _family("claims")  # type: ignore[assignment]
    result: HandResult | None = _family("result")  # type: ignore[assignment]
    hands: dict[str, tuple[Card, ...]] = _family("hands")  # type: ignore[assignment]
    plays: tuple[tuple[str, Card], ...] = _family("plays")  # type: ignore[assignment]
    reneges_now: tuple[str, ...] = _family("reneges_now")  # type: ignore[assignment]
    won: tuple[int, int] = _family("won")  # type: ignore[assignment]

    @property
    def last(self) -> Action:
        """What produced this state: deal, bid, declare, discard, play or claim."""
        a = self[_LAST]
        return _action_of(self[_FAM]) if a is None else a

    @property
    def hands_(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards (N, E, S, W) in the order held: as dealt, the kitty last."""
        fam = self[_FAM]
        return tuple(map(fam.held, SEATS))

    @property
    def bids(self) -> tuple[Bid, ...]:
        return tuple(map(BID_OF.__getitem__, self[_FAM].bids))

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return False
        return (self[_FAM] == other[_FAM]  # type: ignore[index]
                and self[_RULES] == other[_RULES]  # type: ignore[index]
                and self.last == other.last)  # type: ignore[attr-defined]

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash(self[_FAM])

    # ----------------------------------------------------------------- building
    @classmethod
    def new(cls, seed: int, dealer: str | None = None, rules: BidWhistRules = HOUSE
            ) -> BidWhistState:
        """A freshly dealt hand from ``seed`` (BW-1.3, BW-2.1 – BW-2.3)."""
        system = house(rules)
        return _first(FamilyState.from_deal(system, family_deal(system, seed, dealer)))

    @classmethod
    def from_deal(cls, dealt: Deal, rules: BidWhistRules = HOUSE) -> BidWhistState:
        """The first state of the hand ``dealt`` (the family engine's deal)."""
        return _first(FamilyState.from_deal(house(rules), dealt))

    # ------------------------------------------------------------------ reading
    def hand(self, seat: str) -> tuple[Card, ...]:
        """``seat``'s cards in the order held (:meth:`FamilyState.hand`)."""
        return self[_FAM].held(seat)

    @property
    def ranking(self) -> Ranking | None:
        """How cards compare, once the contract is declared."""
        return contract_ranking(self[_FAM].contract, self[_RULES])

    def sorted_hand(self, seat: str) -> list[Card]:
        """A seat's cards sorted by suit and by the contract's ranking (uptown until declared)."""
        return sort_hand(self.hand(seat), self.ranking)

    @property
    def high_bid(self) -> tuple[str, Bid] | None:
        """The highest bid so far and who made it."""
        high = self[_FAM].high_bid
        return None if high is None else (high[0], BID_OF[high[1]])

    def bidder(self, number: int) -> str:
        """The seat that makes call ``number`` (from 1): the auction starts left of the dealer."""
        return self[_FAM].bidder(number)

    # ------------------------------------------------------------ legal actions
    def legal_bids(self) -> list[Bid]:
        """Calls the seat to speak may make (BW-2.4, BW-2.5, BW-3.1, BW-3.3)."""
        return [*map(BID_OF.__getitem__, self[_FAM].legal_calls())]   # [] outside it

    def legal_actions(self) -> list[Any]:
        """The actions :meth:`apply` accepts now, in the family engine's order (the order of
        every family game, so the same random choices make the same hand as the house
        system's states): bids; trump suits (♠ ♥ ♣ ♦) or directions; the cards the declarer
        may lay away (choose ``discard_count``) or the cards to play (jokers, then ♠ ♥ ♣ ♦,
        each from the ace down). :meth:`legal_bids`, :meth:`legal_declarations` and
        :meth:`legal_plays` give them in the lessons' orders."""
        fam = self[_FAM]
        if fam.phase == "auction":
            return self.legal_bids()
        return fam.legal_actions()

    def legal_declarations(self) -> list[Suit | str]:
        """Trump suits after a suit bid, directions after no trump (BW-3.4)."""
        return self[_FAM].legal_declarations()

    def legal_plays(self) -> list[Card]:
        """Cards the seat to play may play (BW-4.4, BW-4.6, BW-5), in the order held."""
        return self[_FAM].legal_plays()

    def required_discards(self) -> list[Card]:
        """Cards the declarer must lay away: every joker at no trump under V-NT-JOKER-KITTY."""
        return self[_FAM].required_discards()

    # ------------------------------------------------------------------ actions
    # Every action is the family engine's, refused there (the phase, the rule); the state
    # after it reads everything from the family's.
    def apply(self, value: Any) -> BidWhistState:
        """Apply the natural action of the phase: a bid, a declaration, a discard or a card."""
        return _new(BidWhistState, (self[_FAM].apply(value), self[_RULES], None, self))

    def bid(self, call: str | Bid) -> BidWhistState:
        """The seat to speak passes or bids (BW-2.4, BW-2.5, BW-3.1 – BW-3.3): the bid
        notation, :meth:`Bid.parse`, is the house system's."""
        return _new(BidWhistState, (self[_FAM].call(call), self[_RULES], None, self))

    def declare(self, choice: str | Suit) -> BidWhistState:
        """The declarer names trump, or the direction at no trump, and takes the kitty
        (BW-3.4, BW-3.5)."""
        return _new(BidWhistState, (self[_FAM].declare(choice), self[_RULES], None, self))

    def lay_away(self, cards: Iterable[Card | str]) -> BidWhistState:
        """The declarer discards 6 cards face down: one book (BW-3.5, BW-3.6)."""
        return _new(BidWhistState, (self[_FAM].lay_away(cards), self[_RULES], None, self))

    def play(self, card: Card | str) -> BidWhistState:
        """The seat to play plays ``card`` (BW-4.4 – BW-4.6, BW-5): refused outside the play
        (BW-3.7) or by rule, the player's cards named in the order held."""
        return _new(BidWhistState, (self[_FAM].play(card), self[_RULES], None, self))

    def claim_renege(self, by: str, trick: int) -> BidWhistState:
        """A partnership claims a renege in trick ``trick`` (from 1), the trick in progress
        included (BW-6.6). The claim must name a trick in which the other partnership
        failed to follow suit (or, under V-RENEGE-CLAIM, costs three books). Penalties
        apply once the hand is complete."""
        return _new(BidWhistState, (self[_FAM].claim_renege(by, trick), self[_RULES], None,
                                    self))

    def view(self, seat: str) -> FamilyView:
        """What ``seat`` may see (the family's view, its cards in the order held): never
        another seat's hidden cards (BW-9.7)."""
        return view_of(self[_FAM], seat)

    # ------------------------------------------------------------------ history
    def states(self) -> list[BidWhistState]:
        """Every state from the deal to this one."""
        return chain(self, _PREVIOUS)

    def _repr_svg_(self) -> str:
        from whist_core.pictures import draw

        return draw(self)

    def __repr__(self) -> str:
        return (f"<BidWhistState {self.phase.value} dealer={self.dealer} "
                f"bids={[b.code for b in self.bids]} tricks={len(self.done)}>")


_new = tuple.__new__


def _first(fam: FamilyState) -> BidWhistState:
    """The state of the family engine's first state ``fam`` of a hand."""
    return _new(BidWhistState, (fam, fam.system.rules, None, None))


def states_of(family: list[FamilyState]) -> list[BidWhistState]:
    """The family engine's states of one hand (a record's, read by the family's reader), in
    the lessons' shape."""
    first = _first(family[0])
    out = [first]
    state = first
    rules = first[_RULES]
    append = out.append
    for fam in family[1:]:
        state = _new(BidWhistState, (fam, rules, None, state))
        append(state)
    return out




def _action_of(fam: FamilyState) -> Action:
    """The lessons' name of the family's last action (a call is a bid; a declaration
    names the trump suit or, at no trump, the direction)."""
    kind, seat, value = fam.last
    if kind == "call":
        return Action("bid", seat, BID_OF[value])
    if kind == "declare":
        c = fam.contract
        return Action("declare", c.declarer, c.trump or c.direction)
    if kind == "discard":
        return Action("discard", seat, tuple(value))
    return Action(kind, seat, value)


__all__ = ["Action", "BidWhistState", "DealStep", "Phase", "Trick"]
