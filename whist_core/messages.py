"""The engine's words for a learner, marked for translation (pure Python, no Jupyter).

Every sentence a picture, a question or a narration shows is one whole message with
**named** placeholders, marked with :func:`msg` (``msg_n`` for a count, ``msg_p`` with a
context); ``tools/translations.py`` extracts them into the gettext domain ``whist``.
Here they are English, filled with ``str.format``: the command line and the records read
exactly as before. A front end in another language installs its translator
(:func:`install`; ``widgets.i18n`` does on import) and the same calls return its words.

A seat, suit, card or joker in a message is a :class:`Name` (``name("seat", "N")``), so
that the translator can give it the case form its sentence needs (``{seat:gen}``); in
English a name has one form and ignores the spec.
"""

from __future__ import annotations

import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

#: (context, msgid, plural, n, values) -> text; None: English.
Translator = Callable[[str | None, str, str | None, int, dict[str, Any]], str]
_installed: dict[str, Any] = {"translate": None, "name": None}


@dataclass(frozen=True)
class Name:
    """A seat, suit, rank, card or joker in a message: ``kind`` and ``code`` for the
    translator, ``english`` for everyone else."""

    kind: str
    code: str
    english: str

    def __str__(self) -> str:
        return self.english

    def __format__(self, spec: str) -> str:
        return self.english


def name(kind: str, code: str, english: str | None = None) -> Name:
    """A :class:`Name` (``english`` defaults to the code: a card code, a seat letter)."""
    return Name(kind, code, code if english is None else english)


def install(translate: Translator | None) -> None:
    """Make ``translate`` say every message from now on (None: back to English)."""
    _installed["translate"] = translate


def install_names(name_word: Callable[[Name], Any] | None) -> None:
    """Make ``name_word`` give a :class:`Name`'s word in the learner's language, with its
    case forms (``widgets.words`` does on import; None: the English name)."""
    _installed["name"] = name_word


def figure(value: float, digits: int = 1) -> Name:
    """A decimal figure in a message (``0.25`` books): a :class:`Name`, so that the
    learner's language writes its own decimal sign (Russian ``0,25``)."""
    text = format(value, f".{digits}f")
    return Name("figure", text, text)


def localized(value: Any) -> Any:
    """``value``, a :class:`Name` as the installed word for it (anything else as it is)."""
    word = _installed["name"]
    return word(value) if word is not None and isinstance(value, Name) else value


def fill(text: str, values: dict[str, Any]) -> str:
    """``text`` with its named placeholders filled (``{seat:gen}``: a form of a name)."""
    return string.Formatter().vformat(text, (), values) if values else text


def _say(context: str | None, msgid: str, plural: str | None, n: int,
         values: dict[str, Any]) -> str:
    translate = _installed["translate"]
    if translate is not None:
        return translate(context, msgid, plural, n, values)
    return fill(msgid if plural is None or n == 1 else plural, values)


def N_(msgid: str) -> str:
    """Mark a word kept in a table for translation (it is said later with :func:`msg`)."""
    return msgid


def msg(msgid: str, /, **values: Any) -> str:
    """The sentence ``msgid`` in the learner's language, its placeholders filled."""
    return _say(None, msgid, None, 1, values)


def say(word: str) -> str:
    """A word marked with :func:`N_` (a label, an action), in the learner's language."""
    return msg(word) if word else word


def msg_p(context: str, msgid: str, /, **values: Any) -> str:
    """Like :func:`msg`, with a context (``msg_p("picture", "Trick")``)."""
    return _say(context, msgid, None, 1, values)


def msg_n(singular: str, plural: str, n: int, /, **values: Any) -> str:
    """The plural form for ``n`` (``{n}`` is filled too)."""
    return _say(None, singular, plural, n, {"n": n, **values})




# ------------------------------------------------------------------ names of the cards

#: Seat names as a learner reads them (English).
SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West", "A": "A", "B": "B"}


def seat(code: str, english: str | None = None) -> Name:
    """A seat (``N``; ``english`` defaults to the learner's name of it, ``North``)."""
    return Name("seat", code, english if english is not None else SEAT_NAMES.get(code, code))


def pair(code: str) -> Name:
    """A partnership, ``NS`` or ``EW`` (English writes the two letters)."""
    return Name("pair", code, code)


def suit(s: Any) -> Name:
    """A suit (a :class:`~whist_core.cards.Suit`): ``spades``."""
    return Name("suit", s.value, s.word)


def joker(card: Any) -> Name:
    """The big or the little joker, by the card (``big joker``)."""
    from whist_core.cards import BIG

    return Name("joker", "BJ" if card.rank == BIG else "LJ", card.name)


def card_name(card: Any) -> str:
    """A card in words, ``king of hearts`` / ``big joker`` (``Card.name``), translated."""
    from whist_core.cards import RANK_NAMES, RANK_WORDS

    if card.suit is None:
        return said(joker(card))
    return msg("{rank} of {suit:gen}", rank=Name("rank", RANK_NAMES[card.rank],
                                                 RANK_WORDS[card.rank]), suit=suit(card.suit))


def card_text(card: Any) -> str:
    """A card as a learner reads it: ``10♥`` (rank letters stay Latin), a joker in words."""
    return said(joker(card)) if card.is_joker else card.pretty


def said(value: Name, form: str = "") -> str:
    """A name on its own, in the learner's language (``form``: a case form)."""
    return format(localized(value), form)


__all__ = ["N_", "SEAT_NAMES", "Name", "card_name", "card_text", "fill", "install",
           "install_names", "joker", "localized", "msg", "msg_n", "msg_p", "name", "pair", "said",
           "say", "seat", "suit"]
