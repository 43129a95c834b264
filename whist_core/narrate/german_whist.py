"""German Whist in plain words, written from one player's view.

:func:`step` tells the step that produced a :class:`~whist_core.german_whist.view.PlayerView`
(the deal, each lead, each trick with the prize and the hidden draw, the second stage,
the end); :func:`hint` what the player may play now and why. A player's view holds
only what that player has seen, so the opponent's hidden draw is never named; with
``you=True`` the player is "you" and their own draw is named.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from whist_core.cards import Suit
from whist_core.german_whist.trick import other
from whist_core.messages import Name, msg, said
from whist_core.messages import seat as seat_word
from whist_core.messages import suit as suit_name
from whist_core.narrate.words import card_words

if TYPE_CHECKING:
    from whist_core.german_whist.view import PlayerView


def _seat(player: str) -> Name:
    """A German Whist player (``A``/``B``) as a name in a message."""
    return seat_word(player)


def _one(suit: Suit) -> Name:
    """One card of ``suit`` in a message: ``club`` (Russian «трефа», the form ``one``)."""
    return Name("suit", suit.value, suit.word[:-1])


def step(view: PlayerView, *, you: bool = False) -> str:
    """The step that led to ``view``, in plain words with rule IDs."""
    me = view.player if you else None
    plays = 2 * len(view.tricks) + len(view.current)
    if plays == 0:
        return _deal(view, me)
    if view.current:
        who, card = view.current[-1]
        if len(view.tricks) == 13:                       # first lead of the second stage
            begins = (msg("The stock is gone: the second stage begins, and every one of the 26 "
                          "tricks counts (V-GW-COUNT-ALL).") if view.rules.count_all_tricks
                      else msg("The stock is gone: the second stage begins, and only its 13 "
                               "tricks count (GW-5.3)."))
            leads = (msg("You, winner of the last first-stage trick, lead {card} (GW-5.1).",
                         card=card.pretty) if who == me
                     else msg("{player}, winner of the last first-stage trick, leads {card} "
                              "(GW-5.1).", player=_seat(who), card=card.pretty))
            return f"{begins} {leads}"
        return (msg("You lead {card}.", card=card.pretty) if who == me
                else msg("{player} leads {card}.", player=_seat(who), card=card.pretty))
    return _trick(view, me)


def _deal(view: PlayerView, me: str | None) -> str:
    dealer, first = view.dealer, other(view.dealer)
    if dealer == me:
        deals = msg("You deal 13 cards each, one at a time, starting with {first} (GW-2.2).",
                    first=_seat(first))
    elif first == me:
        deals = msg("{dealer} deals 13 cards each, one at a time, starting with you (GW-2.2).",
                    dealer=_seat(dealer))
    else:
        deals = msg("{dealer} deals 13 cards each, one at a time, starting with {first} "
                    "(GW-2.2).", dealer=_seat(dealer), first=_seat(first))
    stock = msg("The other 26 form the stock; its top card {card} is turned face up: {suit} "
                "are trump for the whole game (GW-2.3).", card=view.prize.pretty,
                suit=suit_name(view.trump))
    leads = (msg("You lead first (GW-2.4).") if first == me
             else msg("{player} leads first (GW-2.4).", player=_seat(first)))
    return f"{deals} {stock} {leads}"


def _reply(view: PlayerView, me: str | None) -> str:
    """The follower's card and what it did to the trick (GW-3.2)."""
    trick = view.tricks[-1]
    (_, lead), (follower, reply) = trick.cards
    trump, mine = view.trump, follower == me
    f, card, suit = _seat(follower), reply.pretty, _one(lead.suit)
    if reply.suit is lead.suit:
        if trick.winner == follower:
            return (msg("You answer {card} and win: the higher {suit} (GW-3.2).", card=card,
                        suit=suit) if mine
                    else msg("{player} answers {card} and wins: the higher {suit} (GW-3.2).",
                             player=f, card=card, suit=suit))
        return (msg("You answer {card} and lose: {lead} is the higher {suit} (GW-3.2).",
                    card=card, lead=lead.pretty, suit=suit) if mine
                else msg("{player} answers {card} and loses: {lead} is the higher {suit} "
                         "(GW-3.2).", player=f, card=card, lead=lead.pretty, suit=suit))
    if reply.suit is trump:
        return (msg("You trump with {card} and win: a trump beats any {suit} (GW-3.2).",
                    card=card, suit=suit) if mine
                else msg("{player} trumps with {card} and wins: a trump beats any {suit} "
                         "(GW-3.2).", player=f, card=card, suit=suit))
    if lead.suit is trump:
        return (msg("You play {card} and lose: only a higher trump could win (GW-3.2).",
                    card=card) if mine
                else msg("{player} plays {card} and loses: only a higher trump could win "
                         "(GW-3.2).", player=f, card=card))
    led = suit_name(lead.suit)
    return (msg("You play {card} and lose: it neither follows {suit} nor trumps (GW-3.2).",
                card=card, suit=led) if mine
            else msg("{player} plays {card} and loses: it neither follows {suit} nor trumps "
                     "(GW-3.2).", player=f, card=card, suit=led))


def _exchange(view: PlayerView, me: str | None) -> list[str]:
    """After a first-stage trick: the prize to the winner, the hidden draw to the loser
    (named only to the loser, when told as "you"), the new prize (GW-4.1, GW-4.2)."""
    trick, trump = view.tricks[-1], view.trump
    winner, loser, prize = trick.winner, trick.loser, trick.prize.pretty
    if loser == me:
        parts = [msg("{winner} takes the prize {prize}; you draw the next card from the stock: "
                     "{card} (GW-4.1).", winner=_seat(winner), prize=prize,
                     card=trick.draw.pretty) if loser == view.player and trick.draw is not None
                 else msg("{winner} takes the prize {prize}; you draw the next card from the "
                          "stock, unseen by the other player (GW-4.1).", winner=_seat(winner),
                          prize=prize)]
    elif winner == me:
        parts = [msg("You take the prize {prize}; {loser} draws the next card from the stock, "
                     "unseen by the other player (GW-4.1).", prize=prize, loser=_seat(loser))]
    else:
        parts = [msg("{winner} takes the prize {prize}; {loser} draws the next card from the "
                     "stock, unseen by the other player (GW-4.1).", winner=_seat(winner),
                     prize=prize, loser=_seat(loser))]
    new = view.prize
    if new is None:
        parts.append(msg("The stock is used up: the second stage begins.")
                     if view.rules.count_all_tricks
                     else msg("The stock is used up: the second stage begins, and only its 13 "
                              "tricks count (GW-5.3)."))
    elif new.suit is trump:
        parts.append(msg("New prize: {card}, a trump.", card=new.pretty))
    else:
        parts.append(msg("New prize: {card} — {suit} stay trump.", card=new.pretty,
                         suit=suit_name(trump)))
    return parts


def _trick(view: PlayerView, me: str | None) -> str:
    trick = view.tricks[-1]
    winner = trick.winner
    parts = [_reply(view, me)]
    if trick.stage == 1:
        parts += _exchange(view, me)
    c = view.counted
    if trick.stage == 2 or view.rules.count_all_tricks:
        parts.append(msg("Counted tricks: A {a}, B {b}.", a=c["A"], b=c["B"]))
    if view.complete:
        w = view.winner
        if w is None:
            parts.append(msg("Game over: a {a}–{b} tie (V-GW-COUNT-ALL).", a=c["A"], b=c["B"]))
        elif w == me:
            parts.append(msg("Game over: You win {won}–{lost} (GW-6.1).", won=c[w],
                             lost=c[other(w)]))
        else:
            parts.append(msg("Game over: {player} wins {won}–{lost} (GW-6.1).", player=_seat(w),
                             won=c[w], lost=c[other(w)]))
    else:
        parts.append(msg("You lead next.") if winner == me
                     else msg("{player} leads next.", player=_seat(winner)))
    return " ".join(parts)


def hint(view: PlayerView) -> str:
    """The legal cards of this player now, with the rule IDs (GW-3.1, GW-4.1)."""
    if view.complete:
        return msg("The game is over: all 26 tricks are played (GW-6.1).")
    if not view.my_turn:
        return msg("It is {player}'s turn, not yours.", player=_seat(view.to_play))
    cards = ", ".join(card_words(c) for c in view.legal)
    prize = ""
    if view.prize is not None:
        prize = msg(" The winner of this trick takes the prize {card}, the loser the next "
                    "hidden card (GW-4.1).", card=view.prize.pretty)
    if not view.current:
        return msg("You lead: any card may be led ({cards}) (GW-3.1).", cards=cards) + prize
    lead = view.current[0][1]
    suit = suit_name(lead.suit)
    if len(view.legal) < len(view.hand):
        return msg("{led} were led and you hold {suit}: you must follow suit: {cards} "
                   "(GW-3.1).", led=said(suit).capitalize(), suit=suit, cards=cards) + prize
    if any(c.suit is lead.suit for c in view.hand):
        return msg("Free reply in the first stage: any card may be played ({cards}) "
                   "(V-GW-FREE-FIRST).", cards=cards) + prize
    trumps = [c for c in view.hand if c.suit is view.trump]
    if lead.suit is not view.trump and trumps:
        text = msg("You have no {suit}: any card may be played ({cards}); a trump would win "
                   "({trumps}) (GW-3.1, GW-3.2).", suit=suit, cards=cards,
                   trumps=", ".join(c.pretty for c in trumps))
    elif lead.suit is view.trump:
        text = msg("You have no {suit}: any card may be played ({cards}); no card of yours can "
                   "beat a trump lead (GW-3.1, GW-3.2).", suit=suit, cards=cards)
    else:
        text = msg("You have no {suit}: any card may be played ({cards}); you hold no trump, so "
                   "this trick is lost (GW-3.1, GW-3.2).", suit=suit, cards=cards)
    return text + prize


def deal_step(dealer: str, trace, index: int, total: int, visible, prize=None,
              trump: Suit | None = None) -> str:
    """Step ``index`` of the German Whist deal (GW-2.2 – GW-2.4): 0 the cut pack, 1..26
    a card each, the last the turned-up trump. Cards go unnamed unless their player is
    in ``visible``."""
    first = other(dealer)
    if index == 0:
        return msg("{dealer} deals. The pack is shuffled and {first}, the opponent, cuts it "
                   "(GW-2.2). Dealing starts with {first}, one card at a time.",
                   dealer=dealer, first=first)
    if index < total - 1:
        card, to = trace[index - 1]
        text = (msg("Card {k} of 26 goes face down to {seat} ({card}).", k=index, seat=to,
                    card=card.pretty) if to in visible else
                msg("Card {k} of 26 goes face down to {seat}.", k=index, seat=to))
        if index == 1:
            text += msg(" The deal starts with {first}, the non-dealer (GW-2.2).", first=first)
        elif index == 2:
            text += msg(" Then {dealer}, the dealer: one card at a time, turn about.",
                        dealer=dealer)
        if index == 26:
            text += msg(" Each player now holds 13; the other 26 cards are the stock.")
        return text
    turned = msg("{dealer} turns up the top card of the stock: {card}. {suit} are trump for "
                 "the whole game (GW-2.3). The card stays on the stock — it is the first "
                 "prize. {first}, the non-dealer, leads first (GW-2.4).", dealer=dealer,
                 card=prize.pretty, suit=suit_name(trump), first=first)
    return _cap_after_colon(turned)


def _cap_after_colon(text: str) -> str:
    """The sentence after the turned-up card opens with the suit: a capital letter."""
    head, sep, tail = text.partition(". ")
    return head + sep + tail[:1].upper() + tail[1:] if sep else text


__all__ = ["deal_step", "hint", "step"]


def actor(view: PlayerView) -> str:
    """The player who played the last card (the dealer before any card)."""
    if view.current:
        return view.current[-1][0]
    if view.tricks:
        return view.tricks[-1].cards[-1][0]
    return view.dealer
