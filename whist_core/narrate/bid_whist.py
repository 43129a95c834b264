"""Bid Whist in plain words, written from one seat's view.

:func:`step` tells the step that produced a view (deal, call, declaration, discard,
each card, trick won, hand result, renege claim) with the rule IDs; :func:`hint` what
the seat may do now and why; :func:`deal_step` one card of the deal. Each takes a
:class:`~whist_core.bid_whist.view.SeatView` — what that seat may know — so a card
hidden from the seat cannot reach the words. ``you=True`` names the view's seat "you".
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from whist_core.bid_whist.deal import KITTY, Deal
from whist_core.bid_whist.tricks import Ranking, check_play, legal_cards
from whist_core.cards import Card, Suit
from whist_core.family.engine import KITTY_GUARD
from whist_core.family.seats import left_of, pair_of
from whist_core.narrate.words import card_words, does, joker_style, seat_name, signed

if TYPE_CHECKING:
    from whist_core.bid_whist.view import SeatView


class _Say:
    """The words of one view: card names under its rules, "you" for its seat if asked."""

    def __init__(self, view: SeatView, you: bool) -> None:
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


# --------------------------------------------------------------------------- a step
def step(view: SeatView, *, you: bool = False) -> str:
    """The step that led to ``view``, in plain words with rule IDs."""
    say = _Say(view, you)
    return _STEPS[view.last.kind](say)


def _deal(say: _Say) -> str:
    v = say.view
    n = v.rules.kitty_size
    hand = sum(v.hand_sizes.values()) // len(v.hand_sizes)
    first = left_of(v.dealer)
    return (f"{say.does(v.dealer, 'deals', 'deal')}: {hand} cards to each player one at a "
            f"time, {n} to the kitty, never among the first or last {KITTY_GUARD} cards "
            f"(BW-2.2, BW-2.3). {say.who(first)}, on the dealer's left, "
            f"{'speak' if say.you == first else 'speaks'} first (BW-2.4).")


def _high(bids: Sequence[tuple[str, object]], downtown_first: bool):
    best = None
    for seat, b in bids:
        if not b.is_pass and (best is None or
                              b.ladder_key(downtown_first) > best[1].ladder_key(downtown_first)):
            best = (seat, b)
    return best


def _bid(say: _Say) -> str:
    v = say.view
    seat, b = v.last.seat, v.last.value
    before = v.bids[:-1]
    high = _high(before, v.rules.downtown_beats_uptown)
    if b.is_pass:
        text = f"{say.does(seat, 'passes', 'pass')}."
    elif len(before) == 3 and all(x.is_pass for _, x in before):
        text = (f"{say.who(seat)} {'are' if say.you == seat else 'is'} the dealer and must bid "
                f"after three passes (BW-2.5): {b.words}.")
    elif high is None:
        text = (f"{say.does(seat, 'opens', 'open')} with {b.words}: {b.books_needed} of the "
                f"13 books (BW-3.1).")
    else:
        text = f"{say.does(seat, 'bids', 'bid')} {b.words}, overcalling {high[1].words} (BW-3.3)."
    c = v.contract
    if c is not None:
        text += (f" The auction is over: {say.who(c.declarer, False)} "
                 f"{'win' if say.you == c.declarer else 'wins'} it with {c.bid.words} and "
                 f"{'need' if say.you == c.declarer else 'needs'} {c.bid.books_needed} books "
                 "(BW-3.1).")
        if c.is_no_trump:
            text += " Next, the declarer chooses uptown or downtown (BW-3.4)."
        else:
            if v.kitty is not None:      # V-SPORT-KITTY: turned up for every player
                text += (f" The kitty is turned face up for all to see: {say.cards(v.kitty)} "
                         "(V-SPORT-KITTY).")
            text += " Next, the declarer names trump (BW-3.4)."
    elif v.to_act is not None:
        text += f" {say.who(v.to_act)} {'speak' if say.you == v.to_act else 'speaks'} next."
    return text


def _declare(say: _Say) -> str:
    v = say.view
    c = v.contract
    d = c.declarer
    mine = say.you == d
    what = f"{c.trump.word} as trump" if c.trump else f"{c.direction} at no trump"
    held = v.hand_sizes[d]
    if v.kitty is not None and (v.seat == d or not c.is_no_trump):
        kitty = f"picks up the kitty: {say.cards(v.kitty)} (BW-3.5)"
        if mine:
            kitty = f"pick up the kitty: {say.cards(v.kitty)} (BW-3.5)"
    else:
        n = v.rules.kitty_size
        kitty = (f"pick{'' if mine else 's'} up the {n} kitty cards, face down to the others "
                 "(BW-3.5)")
    return (f"{say.does(d, 'chooses', 'choose')} {what} (BW-3.4) and {kitty}. "
            f"{say.who(d)} now {'hold' if mine else 'holds'} {held} cards and "
            f"{'lay' if mine else 'lays'} away {v.rules.kitty_size}.")


def _discard(say: _Say) -> str:
    v = say.view
    c = v.contract
    d = c.declarer
    laid = v.last.value
    rule = "V-LEFT-LEADS" if v.rules.first_lead == "left_of_dealer" else "BW-3.7"
    what = say.cards(laid) if laid is not None else f"{v.rules.kitty_size} cards face down"
    text = (f"{say.does(d, 'lays', 'lay')} away {what}: they count at once as one book for "
            f"{pair_of(d)} (BW-3.6). 12 tricks remain.")
    if (laid is not None and c.is_no_trump and v.rules.nt_jokers == "kitty"
            and any(x.is_joker for x in laid)):
        text += (" At no trump the jokers leave play; their holders draw replacements from "
                 "the discard (V-NT-JOKER-KITTY).")
    leader = v.to_act
    return text + (f" {say.who(leader)} {'lead' if say.you == leader else 'leads'} to the "
                   f"first trick ({rule}).")


def _play(say: _Say) -> str:
    v = say.view
    seat, card = v.last.seat, v.last.value
    ranking = v.ranking
    if v.trick:
        plays, number, done = v.trick, v.trick_number, None
    else:
        done = v.last_trick
        plays, number = done.plays, done.number
    earlier = [c for _, c in plays[:-1]]
    if not earlier:
        text = f"{say.does(seat, 'leads', 'lead')} {say.card(card)} to trick {number}."
        if card.is_joker:
            text += (" A joker lead is a trump lead (BW-4.6)." if ranking.trump else
                     " A joker lead fixes no suit: the next non-joker card does (BW-5.3).")
    else:
        text = _reply(say, seat, card, earlier, [c for _, c in plays], done)
    if done is not None:
        books = v.books
        win = done.card_of(done.winner)
        text += (f" {say.does(done.winner, 'wins', 'win')} trick {done.number} with "
                 f"{say.card(win)}{_why_wins(v, done)}. Books: NS {books['NS']}, "
                 f"EW {books['EW']}.")
        if v.complete and v.result is not None:
            r = v.result
            verdict = "makes" if r.made else "is set on"
            text += (f" The hand is over: {r.declarers} {verdict} the contract with "
                     f"{r.declarer_books} books; {_score_words(r.score)} (BW-6).")
        elif not v.complete:
            text += (f" {say.who(done.winner)} {'lead' if say.you == done.winner else 'leads'}"
                     " next (BW-4.5).")
    return text


def _knows_renege(say: _Say, seat: str, card: Card, led: Suit, done) -> bool:
    """Whether this view knows ``seat`` failed to follow ``led`` while able to (BW-6.6):
    only a player knows their own hand."""
    v = say.view
    if seat != v.seat:
        return False
    if done is not None:
        return seat in done.reneges
    return any(v.ranking.suit_of(c) is led for c in v.hand)


def _reply(say: _Say, seat: str, card: Card, earlier: list[Card], so_far: list[Card],
           done) -> str:
    v = say.view
    ranking = v.ranking
    led = ranking.led_suit(earlier)
    suit = ranking.suit_of(card)
    c = say.card(card)
    if led is None:
        return (f"{say.does(seat, 'plays', 'play')} {c}: after a joker lead any card may be "
                "played; " + ("it fixes the suit to follow (BW-5.3)." if suit else
                              "still no suit fixed (BW-5.5)."))
    if suit is not led and v.rules.allow_renege:
        # BW-6.6: with reneges allowed, an off-suit card says nothing of its player's hand
        if _knows_renege(say, seat, card, led, done):
            return (f"{say.does(seat, 'plays', 'play')} {c} without following {led.word} "
                    f"while holding {led.word}: a renege, which the other side may claim "
                    "(BW-6.6).")
        base = f"{say.does(seat, 'plays', 'play')} {c} without following {led.word}."
    elif suit is led:
        base = f"{say.does(seat, 'follows', 'follow')} {led.word} with {c} (BW-4.4)."
    elif card.is_joker and ranking.trump is None:
        base = (f"{say.does(seat, 'cannot', 'cannot')} follow {led.word} and "
                f"{'discard' if say.you == seat else 'discards'} {c}: at no trump a joker "
                "never wins (BW-5.1, BW-5.2).")
    elif suit is ranking.trump and suit is not None:
        base = (f"{say.does(seat, 'cannot', 'cannot')} follow {led.word} and "
                f"{'trump' if say.you == seat else 'trumps'} with {c} (BW-4.4).")
    else:
        base = (f"{say.does(seat, 'cannot', 'cannot')} follow {led.word} and "
                f"{'discard' if say.you == seat else 'discards'} {c} (BW-4.4).")
    if done is None and card is so_far[ranking.winner(so_far)]:
        base = base[:-1] + " — the best card so far."
    return base


def _why_wins(v: SeatView, trick) -> str:
    ranking = v.ranking
    card = trick.card_of(trick.winner)
    if card.is_joker:
        return ": the jokers rank above every trump (BW-4.3)"
    led = ranking.led_suit(trick.cards)
    trumps = [c for c in trick.cards if ranking.trump and ranking.suit_of(c) is ranking.trump]
    if trumps and led is not ranking.trump:
        return ", the highest trump (BW-4.5)"
    if ranking.direction == "downtown":
        if card.rank == 14 and not v.rules.ace_low_downtown:
            return ": downtown the ace still ranks highest (BW-4.2)"
        return f", the highest {led.word[:-1]} downtown (BW-4.2)"
    return f", the highest {led.word[:-1]} (BW-4.5)"


def _score_words(score: dict[str, int]) -> str:
    """``NS score +4`` — or both pairs when both change (a variant's scoring)."""
    moved = [f"{pair} score {signed(points)}" for pair, points in score.items() if points]
    return " and ".join(moved) if moved else "no one scores"


def _claim(say: _Say) -> str:
    by, trick = say.view.last.value
    return (f"{by} claims a renege in trick {trick}: once the hand is complete, three books "
            f"pass to {by} (BW-6.6).")


_STEPS = {"deal": _deal, "bid": _bid, "declare": _declare, "discard": _discard,
          "play": _play, "claim": _claim}


# ---------------------------------------------------------------------------- hints
def hint(view: SeatView) -> str:
    """What this seat may do now, and the rule IDs that say so (never a hidden card)."""
    from whist_core.family.kinds import Phase

    jokers = joker_style(view.rules)
    if view.complete:
        return "The hand is over: all 12 tricks are played (BW-6.1)."
    if not view.my_turn:
        return f"It is {seat_name(view.to_act)}'s turn, not yours."
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
                     + ", ".join(card_words(c, jokers) for c in view.required_discards)
                     + " (V-NT-JOKER-KITTY).")
        return text
    return explain_plays(view.hand, [c for _, c in view.trick], view.ranking, view.rules)


def explain_plays(hand: Sequence[Card], trick: Sequence[Card], ranking: Ranking,
                  rules) -> str:
    """Why the legal cards of ``hand`` on ``trick`` are the legal ones, with rule IDs."""
    text, rule = play_reason(hand, trick, ranking, rules)
    return f"{text} ({rule})."


def play_reason(hand: Sequence[Card], trick: Sequence[Card], ranking: Ranking,
                rules) -> tuple[str, str]:
    """The legal cards of ``hand`` on ``trick`` in words, and the rule IDs deciding them
    (BW-4.4 – BW-5.3)."""
    jokers = joker_style(rules)
    hand, trick = list(hand), list(trick)
    legal = legal_cards(hand, trick, ranking, rules)
    cards = ", ".join(card_words(c, jokers) for c in legal)
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


# ---------------------------------------------------------------- the deal, card by card
def kitty_barred(deal: Deal) -> frozenset[int]:
    """Numbers (from 1) of the cards of ``deal`` that may not go to the kitty (BW-2.3)."""
    total = len(deal.trace) or 48 + len(deal.kitty)
    return frozenset(n for n in range(1, total + 1)
                     if n <= KITTY_GUARD or n > total - KITTY_GUARD)


def deal_step(deal: Deal, k: int, visible: Collection[str] | None = None,
              jokers: str = "big/little") -> str:
    """Card ``k`` (from 1) of the deal's trace in plain words, with the kitty rule.

    ``visible`` lists the seats (and ``"kitty"``) whose cards may be named (``None``:
    all); the card dealt to any other place is not named.
    """
    trace = deal.trace
    if not 1 <= k <= len(trace):
        raise ValueError(f"the deal has {len(trace)} cards; there is no card {k}")
    step_ = trace[k - 1]
    total = len(trace)
    shown = visible is None or step_.to in visible
    what = f": {card_words(step_.card, jokers)}" if shown else ""
    if step_.to == KITTY:
        so_far = sum(1 for s in trace[:k] if s.to == KITTY)
        text = (f"Card {k} of {total} → kitty{what}, face down ({so_far} of "
                f"{len(deal.kitty)} kitty cards). The dealer may put a card in the kitty "
                f"anywhere except among the first {KITTY_GUARD} and last {KITTY_GUARD} "
                f"(BW-2.2, BW-2.3).")
    else:
        held = sum(1 for s in trace[:k] if s.to == step_.to)
        of = len(deal.hands[step_.to])
        text = f"Card {k} of {total} → {seat_name(step_.to)}{what} ({held} of {of})."
        if k <= KITTY_GUARD:
            text += (f" The first {KITTY_GUARD} and last {KITTY_GUARD} cards may not go to "
                     "the kitty (BW-2.3).")
        elif k > total - KITTY_GUARD:
            text += (f" One of the last {KITTY_GUARD} cards: it may not go to the kitty "
                     "(BW-2.3).")
    if k == 1:
        text += (f" {seat_name(deal.dealer)} deals one card at a time, clockwise from the "
                 "dealer's left (BW-2.2).")
    if k == total:
        each = len(deal.hands[left_of(deal.dealer)])
        text += (f" The deal is complete: {each} cards each and {len(deal.kitty)} in the "
                 f"kitty. {seat_name(left_of(deal.dealer))}, on the dealer's left, speaks "
                 "first (BW-2.4).")
    return text


__all__ = ["deal_step", "explain_plays", "hint", "kitty_barred", "play_reason", "step"]


def actor(view: SeatView) -> str:
    """The seat that took the step producing ``view`` (the declarer for a renege claim)."""
    last = view.last
    if last.seat is not None:
        return last.seat
    return view.contract.declarer if view.contract is not None else view.dealer
