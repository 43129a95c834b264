"""A defender's rules of thumb in Bid Whist: where each applies and the cards it weighs.

Each *situation* is a test on a state of the play for the defender to act; each
*card* function names one choice there (None: no such card). Every test reads only
what that defender may know — their own hand and the cards played face up — so the
coach (:mod:`whist_core.coach`) can give the advice and the evidence
(:mod:`tools.experiments`, ``SOLVED``) can measure it.

- second hand holding the second-best card left in the suit led (the king with the
  ace still out): :func:`second_under_top`, :func:`follow_low`, :func:`second_top`;
- third hand after partner's lead and a lower card from the second player:
  :func:`third_after_low`, :func:`follow_high`, :func:`follow_low`;
- a lead from touching high cards: :func:`sequence`, :func:`top_of_sequence`,
  :func:`low_of_sequence_suit`;
- a lead from a long or a short side suit: :func:`side_lengths_differ`,
  :func:`low_from_longest`, :func:`low_from_shortest`;
- a trump lead while holding the big joker: :func:`trump_led_joker_held`,
  :func:`keep_joker`, :func:`spend_joker`;
- a lead at no trump while holding a joker: :func:`nt_lead_joker_held`,
  :func:`low_from_longest`, :func:`lead_joker`.
"""

from __future__ import annotations

from collections.abc import Sequence

from whist_core.cards import SUITS, Card
from whist_core.family.engine import FamilyState as State
from whist_core.family.ranking import ranking_at
from whist_core.family.seats import pair_of, partner_of


# ------------------------------------------------------------------ what the defender sees
def defending(state: State) -> bool:
    """The seat to act is a defender (not of the declaring side)."""
    return state.to_act is not None and pair_of(state.to_act) != pair_of(
        state.contract.declarer)


def _led(state: State) -> list[Card]:
    return [c for _, c in state.plays]


def _gone(state: State) -> set[Card]:
    """Cards the defender to act knows are out of play or in their own hand."""
    return {c for _, c in state.played} | set(state.hand(state.to_act))


def _plain_led(state: State) -> bool:
    """A trick in progress led in a suit that is not trump."""
    r = ranking_at(state)
    led = r.suit_of(_led(state)[0]) if state.plays else None
    return led is not None and led is not r.trump


def _of_suit(state: State, cards: Sequence[Card], suit) -> list[Card]:
    return [c for c in cards if ranking_at(state).suit_of(c) is suit]


def plain_cards(state: State) -> list[Card]:
    """The cards of the hand to act in suits that are not trump (jokers left out)."""
    r = ranking_at(state)
    return [c for c in state.hand(state.to_act)
            if r.suit_of(c) is not None and r.suit_of(c) is not r.trump]


def trumps(state: State, cards: Sequence[Card]) -> list[Card]:
    r = ranking_at(state)
    return [c for c in cards if r.trump is not None and r.suit_of(c) is r.trump]


def sure_winner(state: State, card: Card) -> bool:
    """No card still out (not played, not in the hand to act) beats ``card`` in its suit."""
    r = ranking_at(state)
    gone = _gone(state)
    return all(x in gone for x in r.ladder(r.suit_of(card)) if r.power(x) > r.power(card))


# ------------------------------------------------------------------ second hand
def second_under_top(state: State) -> bool:
    """Second to play, a defender, to a plain-suit lead by the declaring side, holding
    the second-best card left in the suit (the king with the ace still out, uptown)
    — which beats the card led — and a lower card of the suit."""
    if not defending(state) or len(state.plays) != 1 or not _plain_led(state):
        return False
    r = ranking_at(state)
    led = _led(state)[0]
    mine = _of_suit(state, state.hand(state.to_act), r.suit_of(led))
    if len(mine) < 2:
        return False
    top = max(mine, key=r.power)
    above = [x for x in r.ladder(r.suit_of(led)) if r.power(x) > r.power(top)
             and x not in _gone(state)]
    return len(above) == 1 and r.power(top) > r.power(led)


def second_top(state: State) -> Card | None:
    """The highest card of the suit led in the hand to act."""
    r = ranking_at(state)
    return max(_of_suit(state, state.legal_plays(), r.led_suit(_led(state))), key=r.power,
               default=None)


def follow_low(state: State) -> Card | None:
    """The lowest card of the suit led in the hand to act."""
    r = ranking_at(state)
    return min(_of_suit(state, state.legal_plays(), r.led_suit(_led(state))), key=r.power,
               default=None)


follow_high = second_top


# ------------------------------------------------------------------ third hand
def third_after_low(state: State) -> bool:
    """Third to play, a defender, after partner led a plain suit and the second player
    played under it; holding two cards of the suit or more."""
    if not defending(state) or len(state.plays) != 2 or not _plain_led(state):
        return False
    r = ranking_at(state)
    if state.plays[0][0] != partner_of(state.to_act) or r.winner(_led(state)) != 0:
        return False
    mine = _of_suit(state, state.legal_plays(), r.suit_of(_led(state)[0]))
    return len(mine) >= 2 and len(mine) == len(state.legal_plays())


# ------------------------------------------------------------------ leads
def sequence(state: State) -> list[Card] | None:
    """The leader's highest touching cards of one plain suit: two or more with no card
    still out between them (K Q, or Q J once the king is played), not headed by the
    best card left (that one is a winner to cash), and a lower card of the suit apart
    from them."""
    if state.trick or state.to_act is None:
        return None
    r = ranking_at(state)
    hand = set(state.hand(state.to_act))
    gone = {c for _, c in state.played}
    for suit in SUITS:
        if suit is r.trump:
            continue
        live = [c for c in r.ladder(suit) if c not in gone]     # high to low, unplayed
        if not live or live[0] in hand:
            continue
        top = next((i for i, c in enumerate(live) if c in hand), None)
        if top is None:
            continue
        end = top
        while end + 1 < len(live) and live[end + 1] in hand:
            end += 1
        run = live[top:end + 1]
        if len(run) >= 2 and any(c in hand for c in live[end + 1:]):
            return run
    return None


def defender_leads_sequence(state: State) -> bool:
    return defending(state) and not state.trick and sequence(state) is not None


def top_of_sequence(state: State) -> Card | None:
    run = sequence(state)
    return run[0] if run else None


def low_of_sequence_suit(state: State) -> Card | None:
    """The lowest card of the suit that holds the sequence."""
    run = sequence(state)
    if not run:
        return None
    r = ranking_at(state)
    return min(_of_suit(state, state.hand(state.to_act), r.suit_of(run[0])), key=r.power)


def _plain_suits(state: State) -> list:
    return [s for s in SUITS if _of_suit(state, plain_cards(state), s)]


def side_lengths_differ(state: State) -> bool:
    """A defender on lead holding plain suits of two lengths or more."""
    if not defending(state) or state.trick:
        return False
    lengths = {len(_of_suit(state, plain_cards(state), s)) for s in _plain_suits(state)}
    return len(lengths) >= 2


def _low_from(longest: bool, state: State) -> Card | None:
    side = plain_cards(state)
    suits = _plain_suits(state)
    if not suits:
        return None
    size = (max if longest else min)(len(_of_suit(state, side, s)) for s in suits)
    suit = next(s for s in suits if len(_of_suit(state, side, s)) == size)
    return min(_of_suit(state, side, suit), key=ranking_at(state).power)


def low_from_longest(state: State) -> Card | None:
    """The lowest card of the leader's longest plain suit (the first in suit order)."""
    return _low_from(True, state)


def low_from_shortest(state: State) -> Card | None:
    """The lowest card of the leader's shortest plain suit."""
    return _low_from(False, state)


# ------------------------------------------------------------------ the jokers
def trump_led_joker_held(state: State) -> bool:
    """A trump contract; the declaring side led a trump; the defender to act holds the
    big joker (the top trump, BW-4.3) and a lower trump."""
    if not defending(state) or not state.plays or ranking_at(state).trump is None:
        return False
    r = ranking_at(state)
    if r.suit_of(_led(state)[0]) is not r.trump or defending_seat(state, state.plays[0][0]):
        return False
    mine = trumps(state, state.hand(state.to_act))
    return len(mine) >= 2 and any(c.is_joker and sure_winner(state, c) for c in mine)


def defending_seat(state: State, seat: str) -> bool:
    return pair_of(seat) != pair_of(state.contract.declarer)


def spend_joker(state: State) -> Card | None:
    """The top joker of the hand to act, if it may be played."""
    jokers = [c for c in state.legal_plays() if c.is_joker]
    return max(jokers, key=ranking_at(state).power) if jokers else None


def keep_joker(state: State) -> Card | None:
    """The lowest trump that is not a joker."""
    low = [c for c in trumps(state, state.legal_plays()) if not c.is_joker]
    return min(low, key=ranking_at(state).power) if low else None


def nt_lead_joker_held(state: State) -> bool:
    """No trump: a defender on lead holds a joker and a card of a suit."""
    return (defending(state) and not state.trick and ranking_at(state).trump is None
            and any(c.is_joker for c in state.hand(state.to_act))
            and bool(plain_cards(state)))


def lead_joker(state: State) -> Card | None:
    return next((c for c in state.hand(state.to_act) if c.is_joker), None)


__all__ = ["defender_leads_sequence", "defending", "follow_high", "follow_low",
           "keep_joker", "lead_joker", "low_from_longest", "low_from_shortest",
           "low_of_sequence_suit", "nt_lead_joker_held", "second_top", "second_under_top",
           "sequence", "side_lengths_differ", "spend_joker", "third_after_low",
           "top_of_sequence", "trump_led_joker_held", "trumps"]
