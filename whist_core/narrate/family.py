"""The Bid Whist family (Part E and the house game) in plain words, from one seat's views.

One narration for every system of the family: :func:`step` tells the action a view names
last (``view.last``: the deal, a call, a declaration, a discard or a card), from that
seat's view alone, so a card hidden from the seat cannot reach the words. Rule IDs come
from the system's own table (``SC-2``, ``SB-3`` …).

A house game's view (``rules`` set: its switches) has its own words;
what only the house says — the kitty and its guard, the jokers, uptown and downtown,
reneges and claims, why a trick is won — are the house hooks below (``_HOUSE_STEPS``,
:data:`HOUSE_HINTS`, :func:`house_deal_step`, :func:`play_reason`). ``you=True`` names
the view's seat "you".
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from whist_core.cards import Card, Suit
from whist_core.family.engine import KITTY, KITTY_GUARD, Deal
from whist_core.family.ranking import Ranking, check_play, legal_cards
from whist_core.family.seats import SEATS, left_of, pair_of
from whist_core.family.systems import system
from whist_core.messages import N_, Name, msg, msg_n, name, said, say
from whist_core.messages import pair as pair_word
from whist_core.messages import seat as seat_word
from whist_core.messages import suit as suit_word
from whist_core.narrate.words import (
    card_words,
    cards_words,
    does,
    joker_style,
    seat_name,
    signed,
)


def _rule(view: Any, topic: str) -> str:
    return system(view.game_name, view.players).rule(topic)


def step(view: Any, *, you: bool = False) -> str:
    """The step that produced ``view`` (the action it names last, ``view.last``), in plain
    words with the rule IDs of the view's system."""
    if view.rules is not None:
        return _house_step(view, you)
    me = view.seat if you else None
    kind = view.last.kind
    if kind == "deal":
        sizes = dict(view.hand_sizes)
        n, rule = max(sizes.values()), _rule(view, "deal")
        first = _left(view, view.dealer)
        deals = (msg("You deal {n} cards to each of the {players} players, one at a time "
                     "({rule}).", n=n, players=view.players, rule=rule) if view.dealer == me
                 else msg("{dealer} deals {n} cards to each of the {players} players, one at a "
                          "time ({rule}).", dealer=_seat(view.dealer), n=n,
                          players=view.players, rule=rule))
        speaks = (msg("You speak first.") if first == me
                  else msg("{seat} speaks first.", seat=_seat(first)))
        return f"{deals} {speaks}"
    if kind == "call":
        return _call(view, me)
    if kind == "play":
        return _play(view, me)
    c = view.contract
    mine = c is not None and c.declarer == me
    seat = _seat(c.declarer) if c is not None else None
    if kind == "discard" and view.discard is not None:
        cards, rule = cards_words(view.discard), _rule(view, "discard")
        return (msg("You lay away {cards} ({rule}).", cards=cards, rule=rule) if mine else
                msg("{seat} lays away {cards} ({rule}).", seat=seat, cards=cards, rule=rule))
    if kind == "discard":
        n, rule = view.discard_count, _rule(view, "discard")
        return (msg("You lay away {n} cards face down ({rule}).", n=n, rule=rule) if mine else
                msg("{seat} lays away {n} cards face down ({rule}).", seat=seat, n=n,
                    rule=rule))
    if c is not None:
        rule = _rule(view, "declare")
        text = (msg("You declare: {contract} ({rule}).", contract=c.said, rule=rule) if mine
                else msg("{seat} declares: {contract} ({rule}).", seat=seat, contract=c.said,
                         rule=rule))
        if view.kitty is not None and view.phase == "discard":      # taken just now
            text += msg(" The kitty joins the declarer's hand: {cards}.",
                        cards=cards_words(view.kitty))
        return text
    return msg("The hand goes on.")


def _left(view: Any, seat: str) -> str:
    seats = view.seats
    return seats[(seats.index(seat) + 1) % len(seats)]


def _played(view: Any) -> list[tuple[str, Any]]:
    return [p for t in view.tricks for p in t.plays]


def _call(view: Any, me: str | None) -> str:
    seat, call = view.calls[-1]
    you, who = seat == me, _seat(seat)
    if call.is_pass:
        text = msg("You pass.") if you else msg("{seat} passes.", seat=who)
    elif call.is_redeal:
        text = (msg("You call for a new deal.") if you
                else msg("{seat} calls for a new deal.", seat=who))
    else:
        words = system(view.game_name, view.players).said(call)
        text = (msg("You bid {call}.", call=words) if you
                else msg("{seat} bids {call}.", seat=who, call=words))
    rule = _rule(view, "auction")
    if view.complete and view.result is not None and view.result.redeal:
        return text + msg(" Nobody plays this hand: it is dealt again ({rule}).", rule=rule)
    c = view.contract
    if c is not None:
        won = c.bid_said
        text += (msg(" The auction is over: You won it with {call} ({rule}).", call=won,
                     rule=rule) if c.declarer == me
                 else msg(" The auction is over: {seat} won it with {call} ({rule}).",
                          seat=_seat(c.declarer), call=won, rule=rule))
    elif view.to_act is not None:
        text += (msg(" You to speak ({rule}).", rule=rule) if view.to_act == me
                 else msg(" {seat} to speak ({rule}).", seat=_seat(view.to_act), rule=rule))
    return text


def _seat(seat: str) -> Name:
    """A seat in a message: a compass seat or Cutthroat's ``Player 1`` (SC-1)."""
    return seat_word(seat, seat_name(seat))


def _side(side: str) -> str:
    """``North–South`` for a pair, a player's name where each plays alone, in the
    learner's language."""
    if len(side) == 2 and all(s in "NESW" for s in side):
        return f"{said(_seat(side[0]))}–{said(_seat(side[1]))}"
    return said(_seat(side))


def _hand_over(verdict: str, scores: str, rule: str) -> str:
    """The end of a family hand: made, set or over, and who scores (whole sentences)."""
    if verdict == "made":
        return (msg(" The hand is over: the contract is made; {scores} ({rule}).",
                    scores=scores, rule=rule) if scores
                else msg(" The hand is over: the contract is made; no one scores ({rule}).",
                         rule=rule))
    if verdict == "set":
        return (msg(" The hand is over: the contract is set; {scores} ({rule}).",
                    scores=scores, rule=rule) if scores
                else msg(" The hand is over: the contract is set; no one scores ({rule}).",
                         rule=rule))
    return (msg(" The hand is over: the contract is over; {scores} ({rule}).", scores=scores,
                rule=rule) if scores
            else msg(" The hand is over: the contract is over; no one scores ({rule}).",
                     rule=rule))


def _play(view: Any, me: str | None) -> str:
    trick = view.tricks[-1]
    if trick.winner is None and not trick.plays:
        trick = view.tricks[-2]
    seat, card = trick.plays[-1]
    trump = view.contract.trump if view.contract is not None else None

    def suit(c):
        return c.suit if c.suit is not None else trump

    you, who = seat == me, _seat(seat)
    name = card_words(card)
    if len(trick.plays) == 1:
        text = (msg("You lead {card} to trick {k}.", card=name, k=trick.number) if you
                else msg("{seat} leads {card} to trick {k}.", seat=who, card=name,
                         k=trick.number))
        if trump is None and view.contract is not None and view.contract.by_lead:
            text += msg(" The suit of this first lead is trump ({rule}).",
                        rule=_rule(view, "declare"))
    else:
        led = next((suit(c) for _, c in trick.plays if suit(c) is not None), None)
        mine = suit(card)
        if led is None or mine is led:
            text = (msg("You follow with {card}.", card=name) if you
                    else msg("{seat} follows with {card}.", seat=who, card=name))
        elif trump is not None and mine is trump:
            text = (msg("You cannot follow {suit} and trump with {card}.",
                        suit=suit_word(led), card=name) if you
                    else msg("{seat} cannot follow {suit} and trumps with {card}.", seat=who,
                             suit=suit_word(led), card=name))
        else:
            text = (msg("You cannot follow {suit} and discard {card}.", suit=suit_word(led),
                        card=name) if you
                    else msg("{seat} cannot follow {suit} and discards {card}.", seat=who,
                             suit=suit_word(led), card=name))
    if trick.winner is not None:
        win = card_words(trick.card_of(trick.winner))
        books = " · ".join(f"{_side(k)} {v}" for k, v in view.books.items())
        text += (msg(" You win trick {k} with {card}. Books: {books}.", k=trick.number,
                     card=win, books=books) if trick.winner == me
                 else msg(" {seat} wins trick {k} with {card}. Books: {books}.",
                          seat=_seat(trick.winner), k=trick.number, card=win, books=books))
        r = view.result
        if view.complete and r is not None:
            verdict = ("made" if r.made else "set") if r.made is not None else "over"
            scores = ", ".join(f"{_side(k)} {signed(v)}" for k, v in r.score.items() if v)
            text += _hand_over(verdict, scores, _rule(view, "score"))
    return text


def deal_step(name: str, players: int | None, dealer: str,
              trace: Sequence[tuple[Card, str]], k: int,
              visible: Collection[str] | None = None) -> str:
    """Card ``k`` (from 1) of a family system's deal in plain words. ``trace`` is the
    deal in order, ``(card, to)`` with ``to`` a seat or ``"kitty"``; a card is named
    only when its seat is in ``visible`` (``None``: every seat and the kitty)."""
    sys_ = system(name, players)
    rule = sys_.rule("deal")
    card, to = trace[k - 1]
    n = len(trace)
    if to == "kitty":
        shown = visible is None
        where = "into the kitty, face down"
    else:
        shown = visible is None or to in visible
        where = f"to {seat_name(to)}" + (" (the dealer)" if to == dealer else "")
    what = card_words(card) if shown else "a card"
    text = f"Card {k} of {n}: {seat_name(dealer)} deals {what} {where}."
    if k == 1:
        text = (f"{seat_name(dealer)} deals one card at a time, starting on the left: "
                f"{sys_.hand_size} cards to each of the {sys_.players} players"
                + (f" and {sys_.kitty_size} into the kitty" if sys_.kitty_size else "")
                + f" ({rule}). " + text)
    if k == n:
        text += (f" The deal is over: {sys_.hand_size} cards each"
                 + (f", {sys_.kitty_size} in the kitty" if sys_.kitty_size else ", no kitty")
                 + f" ({rule}).")
    return text


#: The house game's fixed words in a hint: the end of the hand, the rule IDs of a call
#: and of the discard (what the other systems take from their rule table).
HOUSE_HINTS = {"over": N_("The hand is over: all 12 tricks are played (BW-6.1)."),
               "auction": "BW-2.4, BW-3.3", "discard": N_("hand and kitty, BW-3.5")}


def hint(view: Any) -> str:
    """What this seat may do now, and the rule IDs that say so (never a hidden card)."""
    house = view.rules is not None
    if view.complete:
        return msg(HOUSE_HINTS["over"]) if house else msg("The hand is over.")
    if not view.my_turn:
        return msg("It is {seat}'s turn, not yours.", seat=_seat(view.to_act))
    if view.phase == "auction":
        calls = ", ".join(c.said if house else system(view.game_name, view.players).said(c)
                          for c in view.legal)
        rule = HOUSE_HINTS["auction"] if house else _rule(view, "auction")
        text = msg("You may call: {calls} ({rule}).", calls=calls, rule=rule)
        if house and view.legal and not view.legal[0].is_pass:
            text += msg(" The first three passed, so the dealer must bid (BW-2.5).")
        return text
    if view.phase == "discard":
        if not house:
            return msg("Lay away any {n} of your {held} cards ({rule}).", n=view.discard_count,
                       held=len(view.hand), rule=_rule(view, "discard"))
        text = msg("Lay away any {n} of your {held} cards ({rule}).", n=view.discard_count,
                   held=len(view.hand), rule=msg(HOUSE_HINTS["discard"]))
        if house and view.required_discards:
            jokers = joker_style(view.rules)
            text += msg(" At no trump every joker must go: {cards} (V-NT-JOKER-KITTY).",
                        cards=", ".join(card_words(c, jokers) for c in view.required_discards))
        return text
    if view.phase == "declare":
        if house:
            words = ", ".join(said(suit_word(d)) if isinstance(d, Suit) else
                              say(_DIRECTIONS.get(str(d), str(d))) for d in view.legal)
            return msg("Choose one of: {choices} (BW-3.4).", choices=words)
        return msg("Choose how to play the hand ({rule}).", rule=_rule(view, "declare"))
    if house:
        return explain_plays(view.hand, [c for _, c in view.trick_plays], view.ranking,
                             view.rules)
    return msg("You may play: {cards}.", cards=", ".join(card_words(c) for c in view.legal))


#: A house declaration that is not a suit (BW-3.4), in words.
_DIRECTIONS = {"uptown": N_("uptown"), "downtown": N_("downtown")}


def actor(view: Any) -> str:
    """The seat that took the last step (the dealer before any action; the declarer for
    a house renege claim)."""
    if view.rules is not None:
        last = view.last
        if last.seat is not None:
            return last.seat
        return view.contract.declarer if view.contract is not None else view.dealer
    played = _played(view)
    if played:
        return played[-1][0]
    if view.contract is not None and view.phase != "auction":
        return view.contract.declarer
    return view.calls[-1][0] if view.calls else view.dealer


# ------------------------------------------------------------------ the house game's steps
class _Say:
    """The words of one view: card names under its rules, "you" for its seat if asked."""

    def __init__(self, view: Any, you: bool) -> None:
        self.view = view
        self.you = view.seat if you else None
        self.jokers = joker_style(view.rules)

    def card(self, c: Card) -> str:
        return card_words(c, self.jokers)

    def cards(self, cs: Sequence[Card]) -> str:
        return " ".join(self.card(c) for c in cs)

    def who(self, seat: str | None, start: bool = True) -> str:
        return seat_name(seat, self.you, start=start)

    def does(self, seat: str, third: str, second: str) -> str:
        return does(seat, third, second, self.you)

    def mine(self, seat: str | None) -> bool:
        """Whether ``seat`` is the learner's ("you")."""
        return self.you is not None and seat == self.you

    def name(self, seat: str) -> Name:
        """``seat`` as a name for a message (its case forms in the learner's language)."""
        return seat_word(seat, seat_name(seat))


def _house_step(view: Any, you: bool) -> str:
    """The step that led to a house view (which names its last action), with rule IDs."""
    say = _Say(view, you)
    return _HOUSE_STEPS[view.last.kind](say)


def _house_deal(say: _Say) -> str:
    v = say.view
    n = v.rules.kitty_size
    hand = sum(v.hand_sizes.values()) // len(v.hand_sizes)
    first = left_of(v.dealer)
    values = {"hand": hand, "kitty": n, "guard": KITTY_GUARD}
    text = (msg("You deal: {hand} cards to each player one at a time, {kitty} to the kitty, "
                "never among the first or last {guard} cards (BW-2.2, BW-2.3).", **values)
            if say.mine(v.dealer) else
            msg("{dealer} deals: {hand} cards to each player one at a time, {kitty} to the "
                "kitty, never among the first or last {guard} cards (BW-2.2, BW-2.3).",
                dealer=say.name(v.dealer), **values))
    return text + (msg(" You, on the dealer's left, speak first (BW-2.4).")
                   if say.mine(first) else
                   msg(" {first}, on the dealer's left, speaks first (BW-2.4).",
                       first=say.name(first)))


def _house_bid(say: _Say) -> str:
    v = say.view
    seat, b = v.last.seat, v.last.value
    before = v.calls[:-1]
    high = next(((s, x) for s, x in reversed(before) if not x.is_pass), None)  # each bid
    # overcalls the one before it (BW-3.3): the last bid is the high one
    me = say.mine(seat)
    if b.is_pass:
        text = msg("You pass.") if me else msg("{seat} passes.", seat=say.name(seat))
    elif len(before) == 3 and all(x.is_pass for _, x in before):
        text = (msg("You are the dealer and must bid after three passes (BW-2.5): {bid}.",
                    bid=b.said) if me else
                msg("{seat} is the dealer and must bid after three passes (BW-2.5): {bid}.",
                    seat=say.name(seat), bid=b.said))
    elif high is None:
        text = (msg("You open with {bid}: {books} of the 13 books (BW-3.1).", bid=b.said,
                    books=b.level + 6) if me else
                msg("{seat} opens with {bid}: {books} of the 13 books (BW-3.1).",
                    seat=say.name(seat), bid=b.said, books=b.level + 6))
    else:
        text = (msg("You bid {bid}, overcalling {high} (BW-3.3).", bid=b.said,
                    high=high[1].said) if me else
                msg("{seat} bids {bid}, overcalling {high} (BW-3.3).", seat=say.name(seat),
                    bid=b.said, high=high[1].said))
    c = v.contract
    if c is not None:
        need = c.bid + 6                       # English says "books" for any number
        text += (msg_n(" The auction is over: you win it with {bid} and need {n} books "
                       "(BW-3.1).", " The auction is over: you win it with {bid} and need {n} "
                       "books (BW-3.1).", need, bid=c.bid_said)
                 if say.mine(c.declarer) else
                 msg_n(" The auction is over: {seat} wins it with {bid} and needs {n} books "
                       "(BW-3.1).", " The auction is over: {seat} wins it with {bid} and needs "
                       "{n} books (BW-3.1).", need, seat=say.name(c.declarer),
                       bid=c.bid_said))
        if c.no_trump:
            text += msg(" Next, the declarer chooses uptown or downtown (BW-3.4).")
        else:
            if v.kitty is not None:      # V-SPORT-KITTY: turned up for every player
                text += msg(" The kitty is turned face up for all to see: {cards} "
                            "(V-SPORT-KITTY).", cards=say.cards(v.kitty))
            text += msg(" Next, the declarer names trump (BW-3.4).")
    elif v.to_act is not None:
        text += (msg(" You speak next.") if say.mine(v.to_act) else
                 msg(" {seat} speaks next.", seat=say.name(v.to_act)))
    return text


def _house_declare(say: _Say) -> str:
    v = say.view
    c = v.contract
    d = c.declarer
    mine = say.mine(d)
    who = say.name(d)
    shown = v.kitty is not None and (v.seat == d or not c.no_trump)
    cards, n = (say.cards(v.kitty) if shown else ""), v.rules.kitty_size
    if c.trump:
        trump = suit_word(c.trump)
        if shown:
            text = (msg("You choose {suit} as trump (BW-3.4) and pick up the kitty: {cards} "
                        "(BW-3.5).", suit=trump, cards=cards) if mine else
                    msg("{seat} chooses {suit} as trump (BW-3.4) and picks up the kitty: "
                        "{cards} (BW-3.5).", seat=who, suit=trump, cards=cards))
        else:
            text = (msg("You choose {suit} as trump (BW-3.4) and pick up the {n} kitty cards, "
                        "face down to the others (BW-3.5).", suit=trump, n=n) if mine else
                    msg("{seat} chooses {suit} as trump (BW-3.4) and picks up the {n} kitty "
                        "cards, face down to the others (BW-3.5).", seat=who, suit=trump, n=n))
    elif shown:
        text = (msg("You choose {direction} at no trump (BW-3.4) and pick up the kitty: "
                    "{cards} (BW-3.5).", direction=c.direction, cards=cards) if mine else
                msg("{seat} chooses {direction} at no trump (BW-3.4) and picks up the kitty: "
                    "{cards} (BW-3.5).", seat=who, direction=c.direction, cards=cards))
    else:
        text = (msg("You choose {direction} at no trump (BW-3.4) and pick up the {n} kitty "
                    "cards, face down to the others (BW-3.5).", direction=c.direction, n=n)
                if mine else
                msg("{seat} chooses {direction} at no trump (BW-3.4) and picks up the {n} kitty "
                    "cards, face down to the others (BW-3.5).", seat=who,
                    direction=c.direction, n=n))
    held = v.hand_sizes[d]               # English says "cards" for any number
    return text + (msg_n(" You now hold {n} cards and lay away {size}.",
                         " You now hold {n} cards and lay away {size}.", held, size=n)
                   if mine else
                   msg_n(" {seat} now holds {n} cards and lays away {size}.",
                         " {seat} now holds {n} cards and lays away {size}.", held, seat=who,
                         size=n))


def _house_discard(say: _Say) -> str:
    v = say.view
    c = v.contract
    d = c.declarer
    laid = v.last.value
    rule = "V-LEFT-LEADS" if v.rules.first_lead == "left_of_dealer" else "BW-3.7"
    pair = pair_word(pair_of(d))
    if laid is not None:
        text = (msg("You lay away {cards}: they count at once as one book for {pair} (BW-3.6).",
                    cards=say.cards(laid), pair=pair) if say.mine(d) else
                msg("{seat} lays away {cards}: they count at once as one book for {pair} "
                    "(BW-3.6).", seat=say.name(d), cards=say.cards(laid), pair=pair))
    else:
        n = v.rules.kitty_size
        text = (msg("You lay away {n} cards face down: they count at once as one book for "
                    "{pair} (BW-3.6).", n=n, pair=pair) if say.mine(d) else
                msg("{seat} lays away {n} cards face down: they count at once as one book for "
                    "{pair} (BW-3.6).", seat=say.name(d), n=n, pair=pair))
    text += msg(" 12 tricks remain.")
    if (laid is not None and c.no_trump and v.rules.nt_jokers == "kitty"
            and any(x.is_joker for x in laid)):
        text += msg(" At no trump the jokers leave play; their holders draw replacements from "
                    "the discard (V-NT-JOKER-KITTY).")
    leader = v.to_act
    return text + (msg(" You lead to the first trick ({rule}).", rule=rule)
                   if say.mine(leader) else
                   msg(" {seat} leads to the first trick ({rule}).", seat=say.name(leader),
                       rule=rule))


def _house_play(say: _Say) -> str:
    v = say.view
    seat, card = v.last.seat, v.last.value
    ranking = v.ranking
    if v.trick:
        plays, number, done = v.trick_plays, v.trick_number, None
    else:
        done = v.last_trick
        plays, number = done.plays, done.number
    earlier = [c for _, c in plays[:-1]]
    if not earlier:
        text = (msg("You lead {card} to trick {k}.", card=say.card(card), k=number)
                if say.mine(seat) else
                msg("{seat} leads {card} to trick {k}.", seat=say.name(seat),
                    card=say.card(card), k=number))
        if card.is_joker:
            text += (msg(" A joker lead is a trump lead (BW-4.6).") if ranking.trump else
                     msg(" A joker lead fixes no suit: the next non-joker card does (BW-5.3)."))
    else:
        text = _house_reply(say, seat, card, earlier, [c for _, c in plays], done)
    if done is not None:
        books = v.books
        text += _house_win(say, done)
        text += msg(" Books: NS {ns}, EW {ew}.", ns=books["NS"], ew=books["EW"])
        if v.complete and v.result is not None:
            text += _house_over(v.result)
        elif not v.complete:
            text += (msg(" You lead next (BW-4.5).") if say.mine(done.winner) else
                     msg(" {seat} leads next (BW-4.5).", seat=say.name(done.winner)))
    return text


def _knows_renege(say: _Say, seat: str, led: Suit, done) -> bool:
    """Whether this view knows ``seat`` failed to follow ``led`` while able to (BW-6.6):
    only a player knows their own hand."""
    v = say.view
    if seat != v.seat:
        return False
    if done is not None:
        return seat in done.reneges
    return any(v.ranking.suit_of(c) is led for c in v.hand)


def _house_reply(say: _Say, seat: str, card: Card, earlier: list[Card], so_far: list[Card],
           done) -> str:
    v = say.view
    ranking = v.ranking
    led = ranking.led_suit(earlier)
    suit = ranking.suit_of(card)
    c = say.card(card)
    me, who = say.mine(seat), say.name(seat)
    if led is None:
        if suit:
            return (msg("You play {card}: after a joker lead any card may be played; it fixes "
                        "the suit to follow (BW-5.3).", card=c) if me else
                    msg("{seat} plays {card}: after a joker lead any card may be played; it "
                        "fixes the suit to follow (BW-5.3).", seat=who, card=c))
        return (msg("You play {card}: after a joker lead any card may be played; still no suit "
                    "fixed (BW-5.5).", card=c) if me else
                msg("{seat} plays {card}: after a joker lead any card may be played; still no "
                    "suit fixed (BW-5.5).", seat=who, card=c))
    lead = suit_word(led)
    if suit is not led and v.rules.allow_renege:
        # BW-6.6: with reneges allowed, an off-suit card says nothing of its player's hand
        if _knows_renege(say, seat, led, done):
            return (msg("You play {card} without following {suit} while holding {suit}: a "
                        "renege, which the other side may claim (BW-6.6).", card=c, suit=lead)
                    if me else
                    msg("{seat} plays {card} without following {suit} while holding {suit}: a "
                        "renege, which the other side may claim (BW-6.6).", seat=who, card=c,
                        suit=lead))
        base = (msg("You play {card} without following {suit}.", card=c, suit=lead) if me else
                msg("{seat} plays {card} without following {suit}.", seat=who, card=c,
                    suit=lead))
    elif suit is led:
        base = (msg("You follow {suit} with {card} (BW-4.4).", suit=lead, card=c) if me else
                msg("{seat} follows {suit} with {card} (BW-4.4).", seat=who, suit=lead, card=c))
    elif card.is_joker and ranking.trump is None:
        base = (msg("You cannot follow {suit} and discard {card}: at no trump a joker never "
                    "wins (BW-5.1, BW-5.2).", suit=lead, card=c) if me else
                msg("{seat} cannot follow {suit} and discards {card}: at no trump a joker never "
                    "wins (BW-5.1, BW-5.2).", seat=who, suit=lead, card=c))
    elif suit is ranking.trump and suit is not None:
        base = (msg("You cannot follow {suit} and trump with {card} (BW-4.4).", suit=lead,
                    card=c) if me else
                msg("{seat} cannot follow {suit} and trumps with {card} (BW-4.4).", seat=who,
                    suit=lead, card=c))
    else:
        base = (msg("You cannot follow {suit} and discard {card} (BW-4.4).", suit=lead, card=c)
                if me else
                msg("{seat} cannot follow {suit} and discards {card} (BW-4.4).", seat=who,
                    suit=lead, card=c))
    if done is None and card is so_far[ranking.winner(so_far)]:
        # the sentence's own full stop gives way to the aside
        base = base.removesuffix(".") + msg(" — the best card so far.")
    return base


def _house_win(say: _Say, trick) -> str:
    """`` North wins trick 3 with K♠, the highest spade (BW-4.5).``: the winner and why."""
    v = say.view
    ranking = v.ranking
    card = trick.card_of(trick.winner)
    me = say.mine(trick.winner)
    values = {"k": trick.number, "card": say.card(card)}
    if not me:
        values["seat"] = say.name(trick.winner)
    if card.is_joker:
        return (msg(" You win trick {k} with {card}: the jokers rank above every trump "
                    "(BW-4.3).", **values) if me else
                msg(" {seat} wins trick {k} with {card}: the jokers rank above every trump "
                    "(BW-4.3).", **values))
    led = ranking.led_suit(trick.cards)
    trumps = [c for c in trick.cards if ranking.trump and ranking.suit_of(c) is ranking.trump]
    if trumps and led is not ranking.trump:
        return (msg(" You win trick {k} with {card}, the highest trump (BW-4.5).", **values)
                if me else
                msg(" {seat} wins trick {k} with {card}, the highest trump (BW-4.5).",
                    **values))
    one = name("suit", led.value, led.word[:-1])      # "spade": one card of the suit
    if ranking.direction == "downtown":
        if card.rank == 14 and not v.rules.ace_low_downtown:
            return (msg(" You win trick {k} with {card}: downtown the ace still ranks highest "
                        "(BW-4.2).", **values) if me else
                    msg(" {seat} wins trick {k} with {card}: downtown the ace still ranks "
                        "highest (BW-4.2).", **values))
        return (msg(" You win trick {k} with {card}, the highest {suit} downtown (BW-4.2).",
                    suit=one, **values) if me else
                msg(" {seat} wins trick {k} with {card}, the highest {suit} downtown (BW-4.2).",
                    suit=one, **values))
    return (msg(" You win trick {k} with {card}, the highest {suit} (BW-4.5).", suit=one,
                **values) if me else
            msg(" {seat} wins trick {k} with {card}, the highest {suit} (BW-4.5).", suit=one,
                **values))


def _house_over(r) -> str:
    """`` The hand is over: NS makes the contract with 10 books; NS score +4 (BW-6).``"""
    moved = [(pair_word(p), signed(points)) for p, points in r.score.items() if points]
    values: dict[str, Any] = {"declarers": pair_word(r.declarers)}
    for k, (p, points) in enumerate(moved[:2], start=1):
        values[f"pair{k}"], values[f"points{k}"] = p, points
    n = r.declarer_books
    if r.made:
        if not moved:
            return msg_n(" The hand is over: {declarers} makes the contract with {n} books; no "
                         "one scores (BW-6).", " The hand is over: {declarers} makes the "
                         "contract with {n} books; no one scores (BW-6).", n, **values)
        if len(moved) == 1:
            return msg_n(" The hand is over: {declarers} makes the contract with {n} books; "
                         "{pair1} score {points1} (BW-6).", " The hand is over: {declarers} "
                         "makes the contract with {n} books; {pair1} score {points1} (BW-6).",
                         n, **values)
        return msg_n(" The hand is over: {declarers} makes the contract with {n} books; "
                     "{pair1} score {points1} and {pair2} score {points2} (BW-6).",
                     " The hand is over: {declarers} makes the contract with {n} books; "
                     "{pair1} score {points1} and {pair2} score {points2} (BW-6).", n, **values)
    if not moved:
        return msg_n(" The hand is over: {declarers} is set on the contract with {n} books; no "
                     "one scores (BW-6).", " The hand is over: {declarers} is set on the "
                     "contract with {n} books; no one scores (BW-6).", n, **values)
    if len(moved) == 1:
        return msg_n(" The hand is over: {declarers} is set on the contract with {n} books; "
                     "{pair1} score {points1} (BW-6).", " The hand is over: {declarers} is set "
                     "on the contract with {n} books; {pair1} score {points1} (BW-6).", n,
                     **values)
    return msg_n(" The hand is over: {declarers} is set on the contract with {n} books; "
                 "{pair1} score {points1} and {pair2} score {points2} (BW-6).",
                 " The hand is over: {declarers} is set on the contract with {n} books; "
                 "{pair1} score {points1} and {pair2} score {points2} (BW-6).", n, **values)


def _house_claim(say: _Say) -> str:
    by, trick = say.view.last.value
    return msg("{pair} claims a renege in trick {k}: once the hand is complete, three books "
               "pass to {pair} (BW-6.6).", pair=pair_word(by), k=trick)


_HOUSE_STEPS = {"deal": _house_deal, "call": _house_bid, "declare": _house_declare,
                "discard": _house_discard, "play": _house_play, "claim": _house_claim}




# ------------------------------------------------------ the house game's plays and deal
def explain_plays(hand: Sequence[Card], trick: Sequence[Card], ranking: Ranking,
                  rules) -> str:
    """Why the legal cards of ``hand`` on ``trick`` are the legal ones, with rule IDs."""
    text, rule = play_reason(hand, trick, ranking, rules)
    return f"{text} ({rule})."


def play_reason(hand: Sequence[Card], trick: Sequence[Card], ranking: Ranking,
                rules, seat: str | None = None) -> tuple[str, str]:
    """The legal cards of ``hand`` on ``trick`` in words, and the rule IDs deciding them
    (BW-4.4 – BW-5.3); said to "you", or of ``seat`` (``North has no hearts``) when given."""
    jokers = joker_style(rules)
    hand, trick = list(hand), list(trick)
    legal = legal_cards(hand, trick, ranking, rules)
    cards = ", ".join(card_words(c, jokers) for c in legal)
    if not trick:
        return msg("You lead: any card may be led ({cards})", cards=cards), "BW-4.4"
    led = ranking.led_suit(trick)
    if led is None:
        return (msg("A joker was led and no suit is fixed yet: any card may be played ({cards})",
                    cards=cards), "BW-5.3")
    who = None if seat is None else seat_word(seat, seat_name(seat))
    suit = suit_word(led)
    illegal = [c for c in hand if c not in legal]
    if not illegal:
        if ranking.trump is None and any(c.is_joker for c in hand):
            return (msg("You have no {suit}: any card may be played ({cards}); a joker never "
                        "wins at no trump", suit=suit, cards=cards) if who is None else
                    msg("{seat} has no {suit}: any card may be played ({cards}); a joker never "
                        "wins at no trump", seat=who, suit=suit, cards=cards),
                    "BW-4.4, BW-5.1")
        return (msg("You have no {suit}: any card may be played ({cards})", suit=suit,
                    cards=cards) if who is None else
                msg("{seat} has no {suit}: any card may be played ({cards})", seat=who,
                    suit=suit, cards=cards), "BW-4.4")
    rules_hit: list[str] = []
    for c in illegal:
        rule = check_play(c, hand, trick, ranking, rules).rule
        if rule and rule not in rules_hit:
            rules_hit.append(rule)
    joker_led = trick[0].is_joker and ranking.trump is not None
    if joker_led:
        rules_hit.append("BW-4.6")
    v = {"suit": suit, "cards": cards, "led": name("suit", led.value, led.word.capitalize())}
    if who is not None:
        v["seat"] = who
    if any(ranking.suit_of(c) is led and not c.is_joker for c in hand):
        if ranking.trump is led and any(c.is_joker for c in legal):
            end = "trump"
        elif ranking.trump is None and any(c.is_joker for c in legal):
            end = "anytime"
            rules_hit.append("V-NT-JOKER-ANYTIME")
        else:
            end = ""
        why = _must_follow(joker_led, end, who is None, v)
    elif ranking.trump is led and any(c.is_joker for c in hand):
        why = _must_play_joker(joker_led, who is None, v)
    else:
        why = (msg("You have no {suit}, but a joker must be discarded first: {cards}", **v)
               if who is None else
               msg("{seat} has no {suit}, but a joker must be discarded first: {cards}", **v))
    return why, ", ".join(rules_hit)


def _must_follow(joker_led: bool, end: str, you: bool, v: dict[str, Any]) -> str:
    """``Hearts were led and you hold hearts: you must follow suit: 5♥, Q♥`` (a joker lead
    at a trump contract, a joker in the legal cards: each its own sentence)."""
    if joker_led:
        if end == "trump":
            return (msg("A joker lead is a trump lead: {suit} were led and you hold {suit}: you "
                        "must follow suit (a joker is a trump): {cards}", **v) if you else
                    msg("A joker lead is a trump lead: {suit} were led and {seat} holds {suit}: "
                        "{seat} must follow suit (a joker is a trump): {cards}", **v))
        if end == "anytime":
            return (msg("A joker lead is a trump lead: {suit} were led and you hold {suit}: you "
                        "must follow suit, and a joker may be played at any time: {cards}", **v)
                    if you else
                    msg("A joker lead is a trump lead: {suit} were led and {seat} holds {suit}: "
                        "{seat} must follow suit, and a joker may be played at any time: "
                        "{cards}", **v))
        return (msg("A joker lead is a trump lead: {suit} were led and you hold {suit}: you "
                    "must follow suit: {cards}", **v) if you else
                msg("A joker lead is a trump lead: {suit} were led and {seat} holds {suit}: "
                    "{seat} must follow suit: {cards}", **v))
    if end == "trump":
        return (msg("{led} were led and you hold {suit}: you must follow suit (a joker is a "
                    "trump): {cards}", **v) if you else
                msg("{led} were led and {seat} holds {suit}: {seat} must follow suit (a joker "
                    "is a trump): {cards}", **v))
    if end == "anytime":
        return (msg("{led} were led and you hold {suit}: you must follow suit, and a joker may "
                    "be played at any time: {cards}", **v) if you else
                msg("{led} were led and {seat} holds {suit}: {seat} must follow suit, and a "
                    "joker may be played at any time: {cards}", **v))
    return (msg("{led} were led and you hold {suit}: you must follow suit: {cards}", **v)
            if you else
            msg("{led} were led and {seat} holds {suit}: {seat} must follow suit: {cards}",
                **v))


def _must_play_joker(joker_led: bool, you: bool, v: dict[str, Any]) -> str:
    """The only trump held is a joker, at a trump lead (or a joker lead: BW-4.6)."""
    if joker_led:
        return (msg("A joker lead is a trump lead: {suit} were led; the only trump you hold is "
                    "a joker, and a joker is a trump: you must play it: {cards}", **v) if you
                else
                msg("A joker lead is a trump lead: {suit} were led; the only trump {seat} holds "
                    "is a joker, and a joker is a trump: {seat} must play it: {cards}", **v))
    return (msg("{led} were led; the only trump you hold is a joker, and a joker is a trump: "
                "you must play it: {cards}", **v) if you else
            msg("{led} were led; the only trump {seat} holds is a joker, and a joker is a "
                "trump: {seat} must play it: {cards}", **v))


# ---------------------------------------------------------------- the deal, card by card
def kitty_barred(deal: Deal) -> frozenset[int]:
    """Numbers (from 1) of the cards of ``deal`` that may not go to the kitty (BW-2.3)."""
    total = len(deal.trace) or 48 + len(deal.kitty)
    return frozenset(n for n in range(1, total + 1)
                     if n <= KITTY_GUARD or n > total - KITTY_GUARD)


def house_deal_step(deal: Deal, k: int, visible: Collection[str] | None = None,
              jokers: str = "big/little") -> str:
    """Card ``k`` (from 1) of a house deal's trace in plain words, with the kitty rule
    (BW-2.2, BW-2.3).

    ``visible`` lists the seats (and ``"kitty"``) whose cards may be named (``None``:
    all); the card dealt to any other place is not named.
    """
    trace = deal.steps(SEATS)
    if not 1 <= k <= len(trace):
        raise ValueError(f"the deal has {len(trace)} cards; there is no card {k}")
    step_ = trace[k - 1]
    total = len(trace)
    shown = visible is None or step_.to in visible
    card = card_words(step_.card, jokers) if shown else ""
    g = KITTY_GUARD
    if step_.to == KITTY:
        so_far = sum(1 for s in trace[:k] if s.to == KITTY)
        kitty = len(deal.kitty)
        text = (msg("Card {k} of {total} → kitty: {card}, face down ({so_far} of {kitty} kitty "
                    "cards).", k=k, total=total, card=card, so_far=so_far, kitty=kitty) if shown
                else msg("Card {k} of {total} → kitty, face down ({so_far} of {kitty} kitty "
                         "cards).", k=k, total=total, so_far=so_far, kitty=kitty))
        text += msg(" The dealer may put a card in the kitty anywhere except among the first "
                    "{guard} and last {guard} (BW-2.2, BW-2.3).", guard=g)
    else:
        held = sum(1 for s in trace[:k] if s.to == step_.to)
        of = deal.hands[SEATS.index(step_.to)].bit_count()
        seat = seat_word(step_.to, seat_name(step_.to))
        text = (msg("Card {k} of {total} → {seat}: {card} ({held} of {of}).", k=k, total=total,
                    seat=seat, card=card, held=held, of=of) if shown
                else msg("Card {k} of {total} → {seat} ({held} of {of}).", k=k, total=total,
                         seat=seat, held=held, of=of))
        if k <= g:
            text += msg(" The first {guard} and last {guard} cards may not go to the kitty "
                        "(BW-2.3).", guard=g)
        elif k > total - g:
            text += msg(" One of the last {guard} cards: it may not go to the kitty (BW-2.3).",
                        guard=g)
    dealer = SEATS[deal.dealer]
    if k == 1:
        text += msg(" {dealer} deals one card at a time, clockwise from the dealer's left "
                    "(BW-2.2).", dealer=seat_word(dealer, seat_name(dealer)))
    if k == total:
        first = left_of(dealer)
        text += msg(" The deal is complete: {each} cards each and {kitty} in the kitty. "
                    "{first}, on the dealer's left, speaks first (BW-2.4).",
                    each=deal.hands[SEATS.index(first)].bit_count(), kitty=len(deal.kitty),
                    first=seat_word(first, seat_name(first)))
    return text


__all__ = ["HOUSE_HINTS", "actor", "deal_step", "explain_plays", "hint", "house_deal_step",
           "kitty_barred", "play_reason", "step"]
