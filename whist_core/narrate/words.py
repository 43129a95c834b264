"""Small words shared by every narration: cards, seats, signed scores, refusals.

A learner never reads a card code: ``10♥`` not ``10H``, ``big joker`` (or ``red joker``
under V-RED-BLACK) not ``BJ``.
"""

from __future__ import annotations

import re
from typing import Any

from whist_core.cards import Card, Suit
from whist_core.errors import RuleError
from whist_core.family.system import (
    NORMAL_SPECIAL,
    UPTOWN_DOWNTOWN,
    System,
    call_of,
    call_said,
)
from whist_core.family.systems.house import Bid
from whist_core.messages import N_, SEAT_NAMES, card_text, msg, say
from whist_core.messages import suit as suit_name

_JOKERS = {"big/little": ("big joker", "little joker"),
           "red/black": ("red joker", "black joker")}


def joker_style(rules: object) -> str:
    """``"big/little"`` (BW-1.2) or ``"red/black"`` (V-RED-BLACK) for a rules object."""
    style = rules.joker_names
    return style if style in _JOKERS else "big/little"


def card_words(card: Card | str, jokers: str = "big/little") -> str:
    """``10♥``, ``A♠``, ``big joker`` — or ``red joker`` with ``jokers="red/black"``."""
    c = Card.parse(card)
    if (c.is_joker and jokers not in _JOKERS) or jokers == "big/little":
        return card_text(c)                 # in the learner's language (messages)
    if c.is_joker:
        big, little = _JOKERS.get(jokers, _JOKERS["big/little"])
        return big if c.rank == 16 else little
    return c.pretty


def cards_words(cards, jokers: str = "big/little", sep: str = " ") -> str:
    """Several cards in words, in the order given."""
    return sep.join(card_words(c, jokers) for c in cards)


def seat_name(seat: str | None, you: str | None = None, *, start: bool = False) -> str:
    """``North``, or ``you`` (``You`` at the start of a sentence) for the learner's seat."""
    if seat is None:
        return ""
    if you is not None and seat == you:
        return "You" if start else "you"
    if seat in SEAT_NAMES:
        return SEAT_NAMES[seat]
    if seat[:1] == "P" and seat[1:].isdigit():
        return f"Player {seat[1:]}"                  # Cutthroat's P1 … P5 (SC-1)
    return seat


def side_name(side: str) -> str:
    """``North–South`` for ``NS``; a player's name where each plays alone."""
    if len(side) == 2 and all(s in "NESW" for s in side):
        return f"{SEAT_NAMES[side[0]]}–{SEAT_NAMES[side[1]]}"
    return seat_name(side)


def does(seat: str, third: str, second: str, you: str | None = None) -> str:
    """``North leads`` or ``You lead``: a seat and its verb, agreeing."""
    if you is not None and seat == you:
        return f"You {second}"
    return f"{seat_name(seat)} {third}"


_RANKINGS = {"uptown": N_("uptown"), "downtown": N_("downtown"),
             "downtown_ace_low": N_("downtown, ace low")}


def action_words(action: Any, jokers: str = "big/little", system: System | None = None) -> str:
    """Any action of any game in plain words, for a button or a sentence: a card
    (``10♥``), a call (``4 no trump``, ``pass``, ``a new deal``; a bid as ``system`` names
    it, :meth:`System.said`: Cincinnati's ``4 special``), a declaration (``♥ hearts``,
    ``uptown, ♠ spades trump``, ``no trump, downtown``, ``trump by the first lead``)."""
    if isinstance(action, Card):
        return card_words(action, jokers)
    if isinstance(action, Suit):
        return msg("{symbol} {suit}", symbol=action.symbol, suit=suit_name(action))
    if hasattr(action, "ranking") and hasattr(action, "trump"):      # S52-4
        what = (msg("no trump") if action.trump is None else
                msg("{symbol} {suit} trump", symbol=action.trump.symbol,
                    suit=suit_name(action.trump)))
        ranking = _RANKINGS.get(action.ranking)
        return msg("{what}, {ranking}", what=what,
                   ranking=say(ranking) if ranking else action.ranking)
    if hasattr(action, "kind") and hasattr(action, "style"):         # a family call
        if action.kind == "redeal":
            return msg("a new deal")                  # the action, where a call says "redeal"
        return call_said(action) if system is None else system.said(action)
    if isinstance(action, Bid):
        return action.words
    if isinstance(action, str):
        text = " ".join(action.split())
        if text == "by lead":
            return msg("trump by the first lead")
        words = text.split()
        if len(words) == 2 and words[0] in ("uptown", "downtown"):    # SC-3
            suit = Suit.parse(words[1])
            return msg("{ranking}, {symbol} {suit} trump", ranking=words[0],
                       symbol=suit.symbol, suit=suit_name(suit))
        if text in ("uptown", "downtown"):
            return f"{'⬆' if text == 'uptown' else '⬇'} {text}"
        return text
    words = getattr(action, "words", None)
    return words if isinstance(words, str) else str(action)


def signed(n: int) -> str:
    """A score change as a learner reads it: ``+4``, ``−3`` (a true minus sign), ``0``."""
    return f"{n:+d}".replace("-", "−") if n else "0"


# ------------------------------------------------------------------------ refusals
_RANK = r"(?:10|[2-9AKQJ])"
_CARD_CODE = re.compile(rf"(?<![\w-])(?:{_RANK}[SHDC]|BJ|LJ)(?![\w-])")
_BID_CODE = re.compile(r"(?<![\w-])[1-7](?:NT|U|D)(?![\w-])")
_PLAYER = re.compile(r"(?<![\w'-])P([1-9])(?![\w'-])")
_SEAT = re.compile(r"(?<![\w'-])([NESWAB])(?![\w'-])")


def plain(text: str, you: str | None = None, jokers: str = "big/little") -> str:
    """Engine text with every card and bid code turned into words and the learner's seat
    into "you": ``7C does not follow hearts; S holds 2H`` → ``7♣ does not follow hearts:
    you hold 2♥``."""
    text = _CARD_CODE.sub(lambda m: card_words(m.group(0), jokers), text)
    text = _BID_CODE.sub(lambda m: Bid.parse(m.group(0)).words, text)
    if you is not None:
        name = re.escape(you)
        text = re.sub(rf"; {name} holds ", ": you hold ", text)
        text = re.sub(rf"(?<![\w'-]){name} holds ", "you hold ", text)
        text = re.sub(rf"(?<![\w'-]){name} does not hold ", "you do not hold ", text)
        text = re.sub(rf"(?<![\w'-]){name} keeps ", "you keep ", text)
        text = re.sub(rf"not {name}'s\b", "not yours", text)
        text = re.sub(rf"(?<![\w'-]){name} is the dealer and must bid", "you are the dealer "
                      "and must bid", text)
        text = re.sub(rf"in {name}'s hand", "in your hand", text)
    text = text.replace("; ", ": ", 1) if " holds " in text or " hold " in text else text
    text = _SEAT.sub(lambda m: SEAT_NAMES[m.group(1)] if m.group(1) in "NESW" else m.group(1),
                     text)
    return _PLAYER.sub(r"Player \1", text)                # Cutthroat's P1 … P5 (SC-1)


def refusal(err: RuleError, you: str | None = None, jokers: str = "big/little") -> str:
    """A refused action in plain words for a learner, with the rule: the engine's
    ``RuleError`` keeps its card codes for the command line; this says ``7♣``."""
    text = err.message if err.code is None else err.words_for(you)
    # a call the refusal names is said as its system says it: plain() would read a
    # downtown code as a card (4D → 4♦), and Cincinnati's in the house's words (SCN-2)
    said = {c.code: (f"\x00{i}\x00", NORMAL_SPECIAL if c.kind == "special-call"
                     else UPTOWN_DOWNTOWN)
            for i, c in enumerate(err.params.values())
            if getattr(c, "kind", None) in ("call", "special-call")}
    for code, (mark, _names) in said.items():
        text = re.sub(rf"(?<![\w-]){re.escape(code)}(?![\w-])", mark, text)
    text = plain(text, you, jokers)
    for code, (mark, names) in said.items():
        text = text.replace(mark, call_said(call_of(code), names))
    text = text[:1].upper() + text[1:]
    if not text.endswith((".", "!", "?")):
        text += "."
    if err.rule:
        text = f"{text[:-1]} ({err.rule})."
    return text


__all__ = ["SEAT_NAMES", "action_words", "card_words", "cards_words", "does",
           "joker_style", "plain", "refusal", "seat_name", "signed"]
