"""The strategy lessons' experiments: how often each rule of thumb works (build step).

Each experiment deals hands from numbered seeds, lets the computer players
(:class:`whist_core.bots.FamilyBot`) bid, name trump and lay away as they always do,
and plays on until the first moment the rule of thumb applies. There the deal is
played twice (or more): once with the card the rule advises, once with the
alternative — and the computer players play every other card, as the bid adviser
does (:func:`whist_core.strategy.played_books`). Only that one card differs.

A result per deal is a tuple of the declarers' books, one per choice (German Whist's
experiments, :mod:`tools.experiments_german`: the chooser's counted tricks);
:func:`summary` turns the list into the figures a lesson shows ("on 300 deals,
drawing trumps first made the contract 71 % of the time, leading a side winner first
64 %"). The build step (``python -m tools.evidence``, ``make evidence``)
stores every per-deal result with the figures, so a test can re-derive the first
deals and check the stored figures are the sum of them. Only the build step and the
tests run these; the lessons read the stored figures through :mod:`whist_core.evidence`.

Besides the choices: :func:`allowance` measures what partner's hand and the kitty add
to the bid count (:func:`allowances` sums them up); :func:`adviser_books` plays the
judgement quiz hands; :func:`partners_suit` and :func:`strong_suit` read a hand as the
return-lead and signal experiments do.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tools.experiments_german import GAME, PRIZE_KINDS, cheapest_or_dearest, prize_fight
from whist_core import defence
from whist_core.bots import FamilyBot, choose_discard, play_out
from whist_core.cards import SUITS, Card
from whist_core.family.engine import FamilyState
from whist_core.family.ranking import ranking_at
from whist_core.family.seats import pair_of
from whist_core.family.switches import HOUSE
from whist_core.family.systems.house import new_hand
from whist_core.strategy import hand_books, plans

State = FamilyState
#: A choice at the moment of the experiment: the card to play (None: not possible here).
Chooser = Callable[[State], "Card | None"]

BOT = FamilyBot(0)


# ------------------------------------------------------------------ small helpers
def _side(state: State, seat: str) -> str:
    return pair_of(seat)


def declarers(state: State) -> str:
    return pair_of(state.contract.declarer)


def _trumps(state: State, cards: Sequence[Card]) -> list[Card]:
    r = ranking_at(state)
    return [c for c in cards if r.trump is not None and r.suit_of(c) is r.trump]


def _suit(state: State, cards: Sequence[Card], suit) -> list[Card]:
    return [c for c in cards if ranking_at(state).suit_of(c) is suit]


def masters(state: State, seat: str) -> list[Card]:
    """``seat``'s cards that no unplayed card of another hand can beat in their suit."""
    r = ranking_at(state)
    mine = set(state.hand(seat))
    gone = {c for _, c in state.played}
    out = []
    for c in state.hand(seat):
        suit = r.suit_of(c)
        if suit is None:
            continue
        above = [x for x in r.ladder(suit) if r.power(x) > r.power(c)]
        if all(x in mine or x in gone for x in above):
            out.append(c)
    return out


def _books(state: State, side: str) -> int:
    return state.result.books[side]


def finish(state: State) -> State:
    """The hand played to its end by the computer players."""
    out = play_out(state, BOT)
    return out[-1] if out else state


def to_play(seed: int) -> State:
    """Deal ``seed``; the computer players bid, name trump and lay away (BW-2 – BW-3)."""
    state = new_hand(seed, rules=HOUSE)
    while state.phase.value != "play":
        state = BOT.move(state)
    return state


def moments(state: State) -> list[State]:
    """Every state of the play from ``state`` on, the computer players playing."""
    out = [state]
    while out[-1].to_act is not None:
        out.append(BOT.move(out[-1]))
    return out[:-1]


# ------------------------------------------------------------------ experiments
@dataclass(frozen=True)
class Experiment:
    """A rule of thumb put to the test: where it applies, the choices, whose books count."""

    key: str
    question: str
    choices: tuple[str, ...]
    #: The moment: a state of the play where the rule applies (the seat to act decides).
    applies: Callable[[State], bool]
    pick: tuple[Chooser, ...]
    #: Whose choice it is: "declarers" or "defenders" (the declarers' books count).
    counts: str = "declarers"
    #: A plan, not one card: the same choice is made again at every later moment where
    #: ``again`` holds for the seat that chose (the computer players play the rest).
    plan: bool = False
    again: Callable[[State, str], bool] | None = None

    def _plan(self, state: State, card: Card, pick: Chooser) -> State:
        seat = state.to_act
        state = state.play(card)
        while state.to_act is not None:
            if state.to_act == seat and self.again is not None and self.again(state, seat):
                chosen = pick(state)
                if chosen is not None:
                    state = state.play(chosen)
                    continue
            state = BOT.move(state)
        return state

    def run(self, seed: int) -> tuple[int, ...] | None:
        """The books of the counted side for each choice on deal ``seed`` (None: the
        rule never applied in this deal as the computer players played it)."""
        start = to_play(seed)
        for state in moments(start):
            if not self.applies(state):
                continue
            cards = [p(state) for p in self.pick]
            if any(c is None for c in cards) or len(set(cards)) < len(cards):
                continue
            side = declarers(state)
            if self.plan:
                return tuple(_books(self._plan(state, c, p), side)
                             for c, p in zip(cards, self.pick, strict=True))
            return tuple(_books(finish(state.play(c)), side) for c in cards)
        return None


def need(state: State) -> int:
    return state.contract.bid + 6


def _first_lead(state: State) -> bool:
    return (state.to_act == state.contract.declarer and not state.done and not state.trick
            and ranking_at(state).trump is not None)


def _lead_top_trump(state: State) -> Card | None:
    seat = state.to_act
    tops = [c for c in masters(state, seat) if c in _trumps(state, state.hand(seat))]
    if len(_trumps(state, state.hand(seat))) < 2 or not tops:
        return None
    return max(tops, key=ranking_at(state).power)


def _leading(state: State, seat: str) -> bool:
    return not state.trick and state.to_act == seat


def _lead_side_top(state: State) -> Card | None:
    seat = state.to_act
    hand = state.hand(seat)
    side = [c for c in masters(state, seat) if c not in _trumps(state, hand)]
    if not side:
        return None
    return max(side, key=lambda c: (len(_suit(state, hand, ranking_at(state).suit_of(c))),
                                    ranking_at(state).power(c)))


def _opponents_out(state: State) -> bool:
    """The declaring side is on lead, the opponents hold no trump, the leader holds a
    trump and a side-suit top card."""
    seat = state.to_act
    if (state.trick or pair_of(seat) != declarers(state) or ranking_at(state).trump is None
            or not state.done):
        return False
    opp = [s for s in "NESW" if pair_of(s) != pair_of(seat)]
    if any(_trumps(state, state.hand(s)) for s in opp):
        return False
    return bool(_trumps(state, state.hand(seat))) and _lead_side_top(state) is not None


def _lead_any_trump(state: State) -> Card | None:
    trumps = _trumps(state, state.hand(state.to_act))
    return max(trumps, key=ranking_at(state).power) if trumps else None


def _defender_leads(state: State) -> bool:
    """A defender's first lead of the hand (the declarers won every trick before)."""
    seat = state.to_act
    return (not state.trick and ranking_at(state).trump is not None
            and pair_of(seat) != declarers(state) and len(state.done) >= 1
            and not any(pair_of(t.winner) != declarers(state) for t in state.done[:-1]))


def _lead_low_trump(state: State) -> Card | None:
    trumps = _trumps(state, state.hand(state.to_act))
    return min(trumps, key=ranking_at(state).power) if trumps else None


def _lead_low_longest(state: State) -> Card | None:
    hand = state.hand(state.to_act)
    side = [c for c in hand if c not in _trumps(state, hand) and ranking_at(state).suit_of(c)]
    if not side:
        return None
    suit = max(SUITS, key=lambda s: (len(_suit(state, side, s)), -SUITS.index(s)))
    return min(_suit(state, side, suit), key=ranking_at(state).power)


def _strength(state: State, seat: str, suit) -> int:
    """High cards (the top five of the suit's order) ``seat`` holds in ``suit``."""
    top = ranking_at(state).ladder(suit)[:5]
    return sum(1 for c in state.hand(seat) if c in top)


def _lead_toward(left: bool) -> Chooser:
    """Low in the side suit the player on the leader's left (``left``) — or right — is
    strongest in; a suit the leader holds."""
    def pick(state: State) -> Card | None:
        seat = state.to_act
        order = "NESW"
        other = order[(order.index(seat) + (1 if left else 3)) % 4]
        hand = state.hand(seat)
        side = [c for c in hand if c not in _trumps(state, hand) and ranking_at(state).suit_of(c)]
        suits = [s for s in SUITS if _suit(state, side, s)]
        if not suits:
            return None
        best = max(suits, key=lambda s: (_strength(state, other, s), -SUITS.index(s)))
        return min(_suit(state, side, best), key=ranking_at(state).power)
    return pick


def _following(position: int) -> Callable[[State], bool]:
    """The seat to act plays ``position``-th (2 or 3) to a plain-suit lead, can follow,
    and holds both a card that takes the lead of the trick and one that does not."""
    def applies(state: State) -> bool:
        if len([c for _, c in state.plays]) != position - 1:
            return False
        cards = [c for _, c in state.plays]
        r = ranking_at(state)
        led = r.suit_of(cards[0])
        if led is None or led is r.trump:
            return False
        if pair_of(state.to_act) == declarers(state):
            return False                          # the rule is the defenders'
        if position == 3 and state.plays[0][0] != pair_partner(state.to_act):
            return False
        if position == 3 and r.winner(cards) != 0:
            return False                          # the opponent already beat partner's lead
        legal = [c for c in state.legal_plays() if r.suit_of(c) is led]
        if len(legal) != len(state.legal_plays()):
            return False
        wins = [c for c in legal if r.winner([*cards, c]) == len(cards)]
        return bool(wins) and len(wins) < len(legal)
    return applies


def pair_partner(seat: str) -> str:
    order = "NESW"
    return order[(order.index(seat) + 2) % 4]


def _low(state: State) -> Card | None:
    return min(state.legal_plays(), key=ranking_at(state).power)


def _cheap_winner(state: State) -> Card | None:
    cards = [c for _, c in state.plays]
    wins = [c for c in state.legal_plays()
            if ranking_at(state).winner([*cards, c]) == len(cards)]
    return min(wins, key=ranking_at(state).power) if wins else None


def _high(state: State) -> Card | None:
    return max(state.legal_plays(), key=ranking_at(state).power)


def _nt_joker_lead(state: State) -> bool:
    seat = state.to_act
    return (not state.trick and ranking_at(state).trump is None and len(state.done) >= 1
            and pair_of(seat) != declarers(state)
            and any(c.is_joker for c in state.hand(seat))
            and any(not c.is_joker for c in state.hand(seat)))


def _joker(state: State) -> Card | None:
    return next((c for c in state.hand(state.to_act) if c.is_joker), None)


def _no_joker(state: State) -> Card | None:
    view = state.view(state.to_act)
    card = BOT.choose(view)
    if card.is_joker:
        rest = [c for c in state.legal_plays() if not c.is_joker]
        return min(rest, key=ranking_at(state).power) if rest else None
    return card


def _bot(state: State) -> Card | None:
    return BOT.choose(state.view(state.to_act))


def _opponents_hold_trumps(state: State, seat: str) -> bool:
    return any(_trumps(state, state.hand(s)) for s in "NESW" if pair_of(s) != pair_of(seat))


def _partner_on_lead(state: State) -> bool:
    """The declarer's partner is on lead with a trump contract; the opponents still hold
    trumps; partner holds a trump and a side-suit top card."""
    seat = state.to_act
    return (not state.trick and ranking_at(state).trump is not None and len(state.done) >= 1
            and seat == pair_partner(state.contract.declarer)
            and _opponents_hold_trumps(state, seat)
            and bool(_trumps(state, state.hand(seat))) and _lead_side_top(state) is not None)


def partners_suit(state: State, seat: str):
    """The side suit of the first card ``seat``'s partner led in this hand (None: partner
    has not led, or led a trump or a joker)."""
    mate = pair_partner(seat)
    r = ranking_at(state)
    for t in state.done:
        if t.leader == mate:
            suit = r.suit_of(t.cards[0])
            return None if suit is None or suit is r.trump else suit
    return None


def _return_applies(state: State) -> bool:
    """A defender on lead whose partner led a side suit earlier; the defender holds a card
    of that suit and of another side suit."""
    seat = state.to_act
    if state.trick or pair_of(seat) == declarers(state):
        return False
    suit = partners_suit(state, seat)
    return suit is not None and bool(_suit(state, state.hand(seat), suit)) \
        and _lead_low_other(state) is not None


def _lead_partners_suit(state: State) -> Card | None:
    suit = partners_suit(state, state.to_act)
    held = _suit(state, state.hand(state.to_act), suit) if suit else []
    return min(held, key=ranking_at(state).power) if held else None


def _lead_low_other(state: State) -> Card | None:
    """Low from the longest side suit other than partner's."""
    seat = state.to_act
    hand = state.hand(seat)
    theirs = partners_suit(state, seat)
    side = [c for c in hand if c not in _trumps(state, hand)
            and ranking_at(state).suit_of(c) not in (None, theirs)]
    if not side:
        return None
    suit = max(SUITS, key=lambda s: (len(_suit(state, side, s)), -SUITS.index(s)))
    return min(_suit(state, side, suit), key=ranking_at(state).power)


def _drawing(state: State, seat: str | None = None) -> bool:
    """The declarer on lead with a trump contract while the opponents still hold trumps,
    holding a top trump and a lower trump that is not one (strategy 03: top trumps first,
    then low)."""
    seat = state.to_act if seat is None else seat
    if (state.trick or state.to_act != seat or ranking_at(state).trump is None
            or seat != state.contract.declarer or not _opponents_hold_trumps(state, seat)):
        return False
    trumps = _trumps(state, state.hand(seat))
    tops = set(masters(state, seat))
    return any(c in tops for c in trumps) and any(c not in tops for c in trumps)


def _lead_lowest_trump(state: State) -> Card | None:
    """The lowest trump, when it is not a top trump."""
    card = _lead_low_trump(state)
    return None if card is None or card in masters(state, state.to_act) else card


def _side_cards(state: State, seat: str) -> list[Card]:
    hand = state.hand(seat)
    return [c for c in hand if c not in _trumps(state, hand) and ranking_at(state).suit_of(c)]


def _trumps_drawn(state: State, seat: str | None = None) -> bool:
    """The declaring side on lead, the opponents out of trumps, the leader holding a trump
    and a side-suit card (strategy 03: keep a trump or two)."""
    seat = state.to_act if seat is None else seat
    return (not state.trick and state.to_act == seat and ranking_at(state).trump is not None
            and pair_of(seat) == declarers(state) and bool(state.done)
            and not _opponents_hold_trumps(state, seat)
            and bool(_trumps(state, state.hand(seat))) and bool(_side_cards(state, seat)))


def _lead_side_card(state: State) -> Card | None:
    """A side-suit top card if there is one, else low from the longest side suit."""
    return _lead_side_top(state) or _lead_low_longest(state)


def _cannot_win(state: State) -> bool:
    """A defender not on lead who cannot take the trick, or whose partner is winning it,
    with a choice of cards that leave the trick alone (strategy 04: give your least
    useful card)."""
    seat = state.to_act
    if not state.plays or pair_of(seat) == declarers(state):
        return False
    r = ranking_at(state)
    cards = [c for _, c in state.plays]
    ahead = state.plays[r.winner(cards)][0] if len(cards) > 1 else state.plays[0][0]
    losing = [c for c in state.legal_plays() if r.winner([*cards, c]) != len(cards)]
    if pair_of(ahead) != pair_of(seat) and len(losing) < len(state.legal_plays()):
        return False                               # a card that wins the trick exists
    return len(losing) >= 2


def _least_useful(state: State) -> Card | None:
    """The weakest card that does not take the trick (in the order of the hand)."""
    cards = [c for _, c in state.plays]
    losing = [c for c in state.legal_plays()
              if ranking_at(state).winner([*cards, c]) != len(cards)]
    return min(losing, key=ranking_at(state).power) if losing else None


def _highest_loser(state: State) -> Card | None:
    """The strongest card that does not take the trick."""
    cards = [c for _, c in state.plays]
    losing = [c for c in state.legal_plays()
              if ranking_at(state).winner([*cards, c]) != len(cards)]
    return max(losing, key=ranking_at(state).power) if losing else None


EXPERIMENTS: dict[str, Experiment] = {e.key: e for e in (
    Experiment("draw-trumps", "The declarer's first lead, holding two trumps or more with a "
               "top trump, and a side-suit top card",
               ("draw trumps first", "cash the side-suit top cards first"),
               _first_lead, (_lead_top_trump, _lead_side_top), plan=True, again=_leading),
    Experiment("stop", "The declarer is on lead; the opponents hold no trump; the declarer "
               "holds a trump and a side-suit top card",
               ("cash the side-suit top card", "lead another trump"),
               _opponents_out, (_lead_side_top, _lead_any_trump)),
    Experiment("defence-lead", "A defender's first lead with a trump contract",
               ("low from the longest side suit", "a low trump"),
               _defender_leads, (_lead_low_longest, _lead_low_trump), "defenders"),
    Experiment("through-strength", "A defender's first lead with a trump contract, in the "
               "side suit the player on the left (or on the right) is strongest in",
               ("through strength: the left-hand player's suit",
                "up to strength: the right-hand player's suit"),
               _defender_leads, (_lead_toward(True), _lead_toward(False)), "defenders"),
    Experiment("second-hand", "Second to play to a side-suit lead, able to take the lead "
               "of the trick or to play low", ("play low", "win as cheaply as you can"),
               _following(2), (_low, _cheap_winner), "defenders"),
    Experiment("third-hand", "Third to play after partner's side-suit lead, the second "
               "player having played under it; able to play high or low",
               ("play your highest card", "play your lowest card"),
               _following(3), (_high, _low), "defenders"),
    Experiment("joker-lead", "A defender at no trump on lead, holding a joker",
               ("keep the joker: lead another card", "lead the joker"),
               _nt_joker_lead, (_no_joker, _joker), "defenders"),
    Experiment("trump-back", "The declarer's partner on lead while the opponents still hold "
               "trumps, holding a trump and a side-suit top card",
               ("lead a low trump back", "cash the side-suit top card"),
               _partner_on_lead, (_lead_low_trump, _lead_side_top)),
    Experiment("return-lead", "A defender on lead whose partner led a side suit earlier, "
               "holding a card of that suit and of another side suit",
               ("return partner's suit (its lowest card)",
                "low from your own longest other side suit"),
               _return_applies, (_lead_partners_suit, _lead_low_other), "defenders"),
    Experiment("trump-order", "The declarer drawing trumps while the opponents still hold "
               "some, holding a top trump and a lower one",
               ("top trumps first, then low", "low trumps first"),
               _drawing, (_lead_top_trump, _lead_lowest_trump), plan=True, again=_drawing),
    Experiment("keep-trumps", "The declaring side on lead once the opponents hold no "
               "trump, the leader holding a trump and a side-suit card",
               ("keep the trumps: lead side-suit cards", "lead out the trumps first"),
               _trumps_drawn, (_lead_side_card, _lead_any_trump), plan=True,
               again=_trumps_drawn),
    Experiment("least-useful", "A defender who cannot take the trick, or whose partner is "
               "winning it, with a choice of cards that do not take it",
               ("the weakest card", "the strongest card that does not take the trick"),
               _cannot_win, (_least_useful, _highest_loser), "defenders"),
)}


# ------------------------------------------------------------------ the discard
def _discard_experiment(seed: int) -> tuple[int, ...] | None:
    """Declarers' books with the computer players' discard (low cards of short side
    suits) and with the six lowest side cards whatever their suit (trumps kept)."""
    state = new_hand(seed, rules=HOUSE)
    while state.phase.value != "discard":
        state = BOT.move(state)
    if ranking_at(state).trump is None:
        return None
    view = state.view(state.to_act)
    short = choose_discard(view)
    hand = list(state.hand(state.to_act))
    r = ranking_at(state)
    side = sorted((c for c in hand if c not in _trumps(state, hand) and r.suit_of(c)),
                  key=lambda c: r.power(c))
    keep_tops = set(masters(state, state.to_act))
    low = [c for c in side if c not in keep_tops][:len(short)]
    if len(low) < len(short) or set(low) == set(short):
        return None
    side_of = declarers(state)
    return tuple(_books(finish(state.lay_away(away)), side_of) for away in (short, low))


def _kind_experiment(seed: int) -> tuple[int, ...] | None:
    """South's hand: when the count favours uptown or downtown by a book or more, the
    declarers' books played out in the favoured direction and in the other (same
    trump, the computer players otherwise)."""
    from whist_core.strategy import played_books

    base = new_hand(seed, rules=HOUSE)
    hands = base.hands
    hand = list(hands["S"])
    ups, downs, _ = plans(hand)
    up = hand_books(hand, ups.trump, ups.direction)
    down = hand_books(hand, downs.trump, downs.direction)
    if abs(up - down) < 1.0:
        return None
    favour, other = (ups, downs) if up > down else (downs, ups)
    split = {"partner": hands["N"], "left": hands["W"], "right": hands["E"],
             "kitty": base.kitty}
    return tuple(played_books(hand, split, p) for p in (favour, other))


def strong_suit(state: State, seat: str):
    """``seat``'s strongest side suit: three cards or more, headed by a top card (the
    highest unplayed card of the suit); None if there is none."""
    r = ranking_at(state)
    hand = state.hand(seat)
    tops = set(masters(state, seat))
    good = [s for s in SUITS if s is not r.trump and len(_suit(state, hand, s)) >= 3
            and any(c in tops for c in _suit(state, hand, s))]
    return max(good, key=lambda s: (len(_suit(state, hand, s)), -SUITS.index(s)),
               default=None)


def _discard_moment(state: State) -> tuple[Card, Card] | None:
    """A defender who can neither follow suit nor trump, and holds a strong suit: the
    signal (the weakest card of the strong suit) and the plain discard (the weakest
    card of another side suit); None if this is not such a moment."""
    seat = state.to_act
    r = ranking_at(state)
    if not state.plays or pair_of(seat) == declarers(state):
        return None
    led = r.suit_of(state.plays[0][1])
    legal = state.legal_plays()
    if any(r.suit_of(c) in (led, r.trump) or r.suit_of(c) is None for c in legal):
        return None
    strong = strong_suit(state, seat)
    if strong is None:
        return None
    others = [c for c in legal if r.suit_of(c) is not strong]
    if not others:
        return None
    return (min(_suit(state, legal, strong), key=r.power), min(others, key=r.power))


def _signal_experiment(seed: int) -> tuple[int, ...] | None:
    """The defenders' books: with the signal read (partner, at partner's next lead, leads
    the signalled suit if able), and with the plain discard (everyone as usual)."""
    for state in moments(to_play(seed)):
        got = _discard_moment(state)
        if got is None:
            continue
        signal, plain = got
        suit = ranking_at(state).suit_of(signal)
        mate = pair_partner(state.to_act)
        read = state.play(signal)
        while read.to_act is not None:
            if read.to_act == mate and not read.trick:
                held = _suit(read, read.hand(mate), suit)
                if held:
                    read = read.play(min(held, key=ranking_at(read).power))
                    break
            read = BOT.move(read)
        side = declarers(state)
        return tuple(_books(finish(s), side) for s in (read, state.play(plain)))
    return None


EXTRA: dict[str, tuple[str, tuple[str, ...], Callable[[int], tuple[int, ...] | None]]] = {
    "lay-away": ("The declarer's discard with a trump contract",
                 ("the weakest cards of the shortest side suits",
                  "the six weakest side cards, any suit"),
                 _discard_experiment),
    "which-kind": ("South's hand, when the count favours uptown or downtown by a book or "
                   "more (same trump, same bid)",
                   ("the direction the count favours", "the other direction"),
                   _kind_experiment),
    "signal": ("A defender who can neither follow suit nor trump, holding a strong side "
               "suit (three cards or more, headed by its top card)",
               ("signal: the weakest card of the strong suit, partner leads it back",
                "throw the weakest card of another suit"),
               _signal_experiment),
}
#: The experiments whose books are the defenders' (the rest count the declarers').
DEFENDERS_EXTRA = {"signal"}


# ------------------------------------------------------------------ the defenders' cards, solved
# A second kind of experiment (issue 21's missing topics): at the moment a defender's
# rule of thumb applies (:mod:`whist_core.defence`), the course's solver
# (:func:`whist_core.analysis.outcome`: best play by everyone from there, every card
# seen) counts the declarers' books after the advised card and after the other one.
# The moment is looked for once SOLVED_TRICKS tricks or fewer are left (the solver
# answers in about a second there; twelve tricks take minutes). Only the card differs.

#: Tricks left, at most, at the moment of a solved experiment.
SOLVED_TRICKS = 9


def _late(test: Callable[[State], bool]) -> Callable[[State], bool]:
    """``test``, once SOLVED_TRICKS tricks or fewer are left."""
    return lambda state: len(state.done) >= 12 - SOLVED_TRICKS and test(state)


@dataclass(frozen=True)
class SolvedExperiment(Experiment):
    """A defender's rule of thumb, both cards counted by the solver (best play after)."""

    counts: str = "defenders"

    def moment(self, seed: int) -> State | None:
        """The first state of deal ``seed``, as the computer players play it, where the
        rule applies and the two cards differ (None: it never does)."""
        for state in moments(to_play(seed)):
            if self.applies(state):
                cards = [p(state) for p in self.pick]
                if None not in cards and cards[0] != cards[1]:
                    return state
        return None

    def run(self, seed: int) -> tuple[int, ...] | None:
        """The declarers' books with best play after each card (None: never applied)."""
        from whist_core.analysis import outcome

        state = self.moment(seed)
        if state is None:
            return None
        side = declarers(state)
        return tuple(outcome(state.play(p(state)))[side] for p in self.pick)


SOLVED: dict[str, SolvedExperiment] = {e.key: e for e in (
    SolvedExperiment(
        "second-hand-low", "Second to play, a defender, to a side-suit lead by the "
        "declaring side, holding the second-best card left in the suit (the king with "
        "the ace still out) and a lower card",
        ("play low", "play the high card"),
        _late(defence.second_under_top), (defence.follow_low, defence.second_top)),
    SolvedExperiment(
        "third-hand-high", "Third to play, a defender, after partner's side-suit lead "
        "and a lower card from the second player",
        ("play high", "play low"),
        _late(defence.third_after_low), (defence.follow_high, defence.follow_low)),
    SolvedExperiment(
        "top-of-sequence", "A defender on lead holding touching high cards in a side "
        "suit, below the best card still out (K Q with the ace out), and a lower one",
        ("lead the top of the sequence", "lead the lowest card of that suit"),
        _late(defence.defender_leads_sequence),
        (defence.top_of_sequence, defence.low_of_sequence_suit)),
    SolvedExperiment(
        "from-length", "A defender on lead holding side suits of different lengths",
        ("lead low from the longest side suit", "lead low from the shortest side suit"),
        _late(defence.side_lengths_differ),
        (defence.low_from_longest, defence.low_from_shortest)),
    SolvedExperiment(
        "joker-hold", "A trump contract: the declaring side leads a trump; a defender "
        "holds the big joker and a lower trump",
        ("keep the joker, playing a low trump", "spend the joker"),
        _late(defence.trump_led_joker_held), (defence.keep_joker, defence.spend_joker)),
    SolvedExperiment(
        "joker-lead-nt", "A defender at no trump on lead, holding a joker and a card of a "
        "suit",
        ("keep the joker, leading low from the longest suit", "lead the joker"),
        _late(defence.nt_lead_joker_held), (defence.low_from_longest, defence.lead_joker)),
)}


#: German Whist's experiments (:mod:`tools.experiments_german`): one per kind of prize,
#: and which winning card to fight with.
GERMAN: tuple[str, ...] = (*PRIZE_KINDS, "gw-cheapest-winner")
#: Every experiment's key.
KEYS: tuple[str, ...] = (*EXPERIMENTS, *EXTRA, *SOLVED, *GERMAN)


def run(key: str, seed: int) -> tuple[int, ...] | None:
    """One deal of experiment ``key``."""
    if key in EXPERIMENTS:
        return EXPERIMENTS[key].run(seed)
    if key in EXTRA:
        return EXTRA[key][2](seed)
    if key in SOLVED:
        return SOLVED[key].run(seed)
    if key == "gw-cheapest-winner":
        return cheapest_or_dearest(seed)
    if key in GERMAN:
        return prize_fight(key, seed)
    raise KeyError(f"no experiment {key!r}; known: {', '.join(KEYS)}")


def describe(key: str) -> tuple[str, tuple[str, ...], str]:
    """The question, the choices and whose books count for experiment ``key``."""
    if key in EXPERIMENTS:
        e = EXPERIMENTS[key]
        return e.question, e.choices, e.counts
    if key in SOLVED:
        return SOLVED[key].question, SOLVED[key].choices, SOLVED[key].counts
    if key == "gw-cheapest-winner":
        return ("First stage: a prize worth fighting for (a trump, an ace or a king); the "
                "follower can win the trick with two different cards",
                ("the cheapest card that wins", "the dearest card that wins"), "player")
    if key in GERMAN:
        return (f"First stage: the prize is {PRIZE_KINDS[key]}; the follower may win the "
                "trick or let it go", ("win it with the cheapest card that wins",
                                      "let it go with the cheapest card"), "player")
    q, choices, _ = EXTRA[key]
    return q, choices, "defenders" if key in DEFENDERS_EXTRA else "declarers"


def collect(key: str, deals: int, first_seed: int = 1, max_seeds: int | None = None
            ) -> list[tuple[int, tuple[int, ...]]]:
    """``deals`` results of experiment ``key`` as (seed, books per choice), trying seeds
    from ``first_seed`` on and skipping deals where the rule never applies."""
    out = []
    seed = first_seed
    limit = max_seeds or deals * 20
    while len(out) < deals and seed < first_seed + limit:
        got = run(key, seed)
        if got is not None:
            out.append((seed, got))
        seed += 1
    return out


def summary(results: Sequence[tuple[int, tuple[int, ...]]], *, made_at: Sequence[int] | None
            = None) -> dict[str, list[float]]:
    """Averages per choice: books, and (``made_at`` the books each deal needs) the share
    of deals made; ``better`` is the share where choice 0 took more books than 1,
    ``worse`` fewer."""
    n = len(results)
    k = len(results[0][1]) if results else 0
    avg = [sum(r[1][i] for r in results) / n for i in range(k)] if n else []
    out: dict[str, list[float]] = {"books": avg}
    if n:
        out["better"] = [sum(1 for r in results if r[1][0] > r[1][1]) / n]
        out["worse"] = [sum(1 for r in results if r[1][0] < r[1][1]) / n]
    if made_at is not None and n:
        out["made"] = [sum(1 for r, m in zip(results, made_at, strict=True) if r[1][i] >= m)
                       / n for i in range(k)]
    return out


def needs(key: str, seed: int) -> int:
    """The books the declarers needed on deal ``seed`` (bid + 6, BW-3.1); German Whist:
    the counted tricks that win the game (7)."""
    if key in GERMAN:
        return GAME
    state = new_hand(seed, rules=HOUSE)
    while state.phase.value not in ("declare", "discard", "play"):
        state = BOT.move(state)
    if key == "which-kind":
        return HOUSE.min_bid + 6                  # the adviser plays the lowest bid
    return state.contract.bid + 6




# ------------------------------------------------------------------ the bid allowances
def allowance(seed: int) -> tuple[float, int, int] | None:
    """What partner and the kitty add to South's hand on deal ``seed``, as the bid adviser
    plays it (:func:`whist_core.strategy.played_books`): South wins the auction with the
    lowest bid of the plan its count likes best, the others pass, the computer players
    play. Returns South's own count of its 12 dealt cards (:func:`hand_books`) and the
    pair's books with the usual discard and when South lays the kitty's own six cards
    away (as if there were no kitty). None: the kitty's cards may not all be laid away
    (a required discard)."""
    from whist_core.strategy import _bid_code

    state = new_hand(seed, rules=HOUSE)
    hand = list(state.hands["S"])
    best = max(plans(hand), key=lambda p: hand_books(hand, p.trump, p.direction))
    while state.phase.value == "auction":
        state = state.call(_bid_code(best, HOUSE.min_bid) if state.to_act == "S" else "pass")
    state = state.declare(best.trump or best.direction)
    view = state.view("S")
    if state.phase.value != "discard" or view.required_discards:
        return None
    own = hand_books(hand, best.trump, best.direction)
    usual = finish(state.lay_away(choose_discard(view)))
    bare = finish(state.lay_away(list(state.kitty)))
    return round(own, 3), _books(usual, "NS"), _books(bare, "NS")


# ------------------------------------------------------------------ the quiz hands
def adviser_books(text: str, deals: int, seed: int = 1) -> dict[str, dict]:
    """The bid adviser's play-outs of hand ``text``: for each kind of bid (its plan), the
    pair's books in each of ``deals`` random deals of the unseen cards (seeded as
    :func:`whist_core.strategy.advise`, so its first deals are the adviser's)."""
    from whist_core.cards import cards, deck
    from whist_core.strategy import DEAL_SIZES, played_books, random_splits

    hand = cards(text)
    unseen = [c for c in deck(HOUSE.jokers) if c not in set(hand)]
    out = {}
    for plan in plans(hand):
        books = [played_books(hand, split, plan)
                 for split in random_splits(unseen, DEAL_SIZES, deals, seed)]
        out[plan.kind] = {"words": plan.words, "books": books}
    return out


__all__ = [
    "EXPERIMENTS",
    "EXTRA",
    "GERMAN",
    "KEYS",
    "SOLVED",
    "Experiment",
    "SolvedExperiment",
    "adviser_books",
    "allowance",
    "collect",
    "describe",
    "masters",
    "needs",
    "partners_suit",
    "run",
    "strong_suit",
    "summary",
    "to_play",
]
