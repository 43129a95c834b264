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
from whist_core.messages import msg
from whist_core.messages import suit as suit_name
from whist_core.narrate.words import card_words, does, seat_name

if TYPE_CHECKING:
    from whist_core.german_whist.view import PlayerView


def _singular(suit: Suit) -> str:
    return suit.word[:-1]


def step(view: PlayerView, *, you: bool = False) -> str:
    """The step that led to ``view``, in plain words with rule IDs."""
    me = view.player if you else None
    plays = 2 * len(view.tricks) + len(view.current)
    if plays == 0:
        return _deal(view, me)
    if view.current:
        who, card = view.current[-1]
        if len(view.tricks) == 13:                       # first lead of the second stage
            counts = ("every one of the 26 tricks counts (V-GW-COUNT-ALL)"
                      if view.rules.count_all_tricks else "only its 13 tricks count (GW-5.3)")
            return (f"The stock is gone: the second stage begins, and {counts}. "
                    f"{seat_name(who, me, start=True)}, winner of the last first-stage "
                    f"trick, {'lead' if who == me else 'leads'} {card.pretty} (GW-5.1).")
        return f"{does(who, 'leads', 'lead', me)} {card.pretty}."
    return _trick(view, me)


def _deal(view: PlayerView, me: str | None) -> str:
    dealer, first = view.dealer, other(view.dealer)
    return (f"{does(dealer, 'deals', 'deal', me)} 13 cards each, one at a time, starting "
            f"with {seat_name(first, me)} (GW-2.2). The other 26 form the stock; its top card "
            f"{view.prize.pretty} is turned face up: {view.trump.word} are trump for the "
            f"whole game (GW-2.3). {does(first, 'leads', 'lead', me)} first (GW-2.4).")


def _trick(view: PlayerView, me: str | None) -> str:
    trick = view.tricks[-1]
    (_, lead), (follower, reply) = trick.cards
    winner, trump = trick.winner, view.trump
    f = seat_name(follower, me, start=True)

    def verb(third: str, second: str) -> str:
        return second if follower == me else third

    if reply.suit is lead.suit:
        if winner == follower:
            text = (f"{f} {verb('answers', 'answer')} {reply.pretty} and "
                    f"{verb('wins', 'win')}: the higher {_singular(lead.suit)} (GW-3.2).")
        else:
            text = (f"{f} {verb('answers', 'answer')} {reply.pretty} and "
                    f"{verb('loses', 'lose')}: {lead.pretty} is the higher "
                    f"{_singular(lead.suit)} (GW-3.2).")
    elif reply.suit is trump:
        text = (f"{f} {verb('trumps', 'trump')} with {reply.pretty} and {verb('wins', 'win')}: "
                f"a trump beats any {_singular(lead.suit)} (GW-3.2).")
    elif lead.suit is trump:
        text = (f"{f} {verb('plays', 'play')} {reply.pretty} and {verb('loses', 'lose')}: "
                "only a higher trump could win (GW-3.2).")
    else:
        text = (f"{f} {verb('plays', 'play')} {reply.pretty} and {verb('loses', 'lose')}: it "
                f"neither follows {lead.suit.word} nor trumps (GW-3.2).")
    parts = [text]
    if trick.stage == 1:
        loser = trick.loser
        if loser == view.player and trick.draw is not None and me is not None:
            drew = f"you draw the next card from the stock: {trick.draw.pretty}"
        else:
            drew = (f"{seat_name(loser, me)} {'draw' if loser == me else 'draws'} the next "
                    "card from the stock, unseen by the other player")
        parts.append(f"{does(winner, 'takes', 'take', me)} the prize {trick.prize.pretty}; "
                     f"{drew} (GW-4.1).")
        prize = view.prize
        if prize is not None:
            if prize.suit is trump:
                parts.append(f"New prize: {prize.pretty}, a trump.")
            else:
                parts.append(f"New prize: {prize.pretty} — {trump.word} stay trump.")
        else:
            parts.append("The stock is used up: the second stage begins"
                         + ("." if view.rules.count_all_tricks
                            else ", and only its 13 tricks count (GW-5.3)."))
    c = view.counted
    if trick.stage == 2 or view.rules.count_all_tricks:
        parts.append(f"Counted tricks: A {c['A']}, B {c['B']}.")
    if view.complete:
        w = view.winner
        if w is None:
            parts.append(f"Game over: a {c['A']}–{c['B']} tie (V-GW-COUNT-ALL).")
        else:
            parts.append(f"Game over: {does(w, 'wins', 'win', me)} {c[w]}–{c[other(w)]} "
                         "(GW-6.1).")
    else:
        parts.append(f"{does(winner, 'leads', 'lead', me)} next.")
    return " ".join(parts)


def hint(view: PlayerView) -> str:
    """The legal cards of this player now, with the rule IDs (GW-3.1, GW-4.1)."""
    if view.complete:
        return "The game is over: all 26 tricks are played (GW-6.1)."
    if not view.my_turn:
        return f"It is {view.to_play}'s turn, not yours."
    cards = ", ".join(card_words(c) for c in view.legal)
    prize = ""
    if view.prize is not None:
        prize = (f" The winner of this trick takes the prize {view.prize.pretty}, the loser the "
                 "next hidden card (GW-4.1).")
    if not view.current:
        return f"You lead: any card may be led ({cards}) (GW-3.1).{prize}"
    lead = view.current[0][1]
    if len(view.legal) < len(view.hand):
        return (f"{lead.suit.word.capitalize()} were led and you hold {lead.suit.word}: you must "
                f"follow suit: {cards} (GW-3.1).{prize}")
    if any(c.suit is lead.suit for c in view.hand):
        return (f"Free reply in the first stage: any card may be played ({cards}) "
                f"(V-GW-FREE-FIRST).{prize}")
    text = f"You have no {lead.suit.word}: any card may be played ({cards})"
    trumps = [c for c in view.hand if c.suit is view.trump]
    if lead.suit is not view.trump and trumps:
        text += f"; a trump would win ({', '.join(c.pretty for c in trumps)})"
        rules = "GW-3.1, GW-3.2"
    elif lead.suit is view.trump:
        text += "; no card of yours can beat a trump lead"
        rules = "GW-3.1, GW-3.2"
    else:
        text += "; you hold no trump, so this trick is lost"
        rules = "GW-3.1, GW-3.2"
    return f"{text} ({rules}).{prize}"


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
