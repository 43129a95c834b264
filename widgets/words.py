"""Card, suit, seat and joker names in each language, with their case forms: one table.

A name is a :class:`Word`: ``str(word)`` is its basic form, and in a message it takes a
case form by its format spec, so the translator, not the code, chooses the case::

    _("{seat} leads {suit:ins}.", seat=seat("N"), suit=suit("S"))
    # en: "North leads spades."   ru: "Север заходит пиками."

Forms (Russian grammar cases): ``nom`` (the default), ``gen``, ``dat``, ``acc``, ``ins``,
``pre``; a suit's ``one`` is a single card of it («пика», «черва»), ``adj`` its adjective
(«пиковый»). English has one form of each name and ignores the spec. Rank letters
A K Q J and card codes stay Latin in every language, as on the house cards (GLOSSARY_RU
row 92); suits are written as the cards write them: пики, червы (not «черви»), бубны,
трефы.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from whist_core import messages
from whist_core.cards import Card
from whist_core.family.system import NORMAL_SPECIAL, UPTOWN_DOWNTOWN, call_of, call_said
from whist_core.messages import N_, Name
from widgets.language import SOURCE_LANG, active, number

CASES = ("nom", "gen", "dat", "acc", "ins", "pre")


@dataclass(frozen=True)
class Word:
    """A name with its forms; ``format(word, "gen")`` is its genitive."""

    forms: dict[str, str] = field(compare=False)

    def __str__(self) -> str:
        return self.forms["nom"]

    def __format__(self, spec: str) -> str:
        form = spec or "nom"
        if form not in self.forms:
            raise ValueError(f"widgets.words: no form {form!r} of {self.forms['nom']!r} "
                             f"(known: {', '.join(self.forms)})")
        return self.forms[form]

    def capitalize(self) -> str:
        text = str(self)
        return text[:1].upper() + text[1:]


def _ru(*forms: str, **extra: str) -> dict[str, str]:
    return dict(zip(CASES, forms, strict=True)) | extra


def _en(word: str, **extra: str) -> dict[str, str]:
    return dict.fromkeys(CASES, word) | extra


#: Suit letter → language → forms (plural forms; ``one`` is a card of the suit).
SUITS: dict[str, dict[str, dict[str, str]]] = {
    "S": {"en": _en("spades", one="spade", adj="spade"),
          "ru": _ru("пики", "пик", "пикам", "пики", "пиками", "пиках",
                    one="пика", adj="пиковый")},
    "H": {"en": _en("hearts", one="heart", adj="heart"),
          "ru": _ru("червы", "червей", "червам", "червы", "червами", "червах",
                    one="черва", adj="червовый")},
    "D": {"en": _en("diamonds", one="diamond", adj="diamond"),
          "ru": _ru("бубны", "бубён", "бубнам", "бубны", "бубнами", "бубнах",
                    one="бубна", adj="бубновый")},
    "C": {"en": _en("clubs", one="club", adj="club"),
          "ru": _ru("трефы", "треф", "трефам", "трефы", "трефами", "трефах",
                    one="трефа", adj="трефовый")},
}

#: Seat code → language → forms. Bid Whist's compass seats; German Whist's A and B;
#: Cutthroat's P1 … P5.
SEATS: dict[str, dict[str, dict[str, str]]] = {
    "N": {"en": _en("North"), "ru": _ru("Север", "Севера", "Северу", "Севера", "Севером",
                                        "Севере")},
    "E": {"en": _en("East"), "ru": _ru("Восток", "Востока", "Востоку", "Востока",
                                       "Востоком", "Востоке")},
    "S": {"en": _en("South"), "ru": _ru("Юг", "Юга", "Югу", "Юга", "Югом", "Юге")},
    "W": {"en": _en("West"), "ru": _ru("Запад", "Запада", "Западу", "Запада", "Западом",
                                       "Западе")},
    "A": {"en": _en("A"), "ru": _en("A")},
    "B": {"en": _en("B"), "ru": _en("B")},
    # Cutthroat's players, each alone (SC-1): P1 … P5
    **{f"P{k}": {"en": _en(f"Player {k}"),
                 "ru": _ru(f"Игрок {k}", f"Игрока {k}", f"Игроку {k}", f"Игрока {k}",
                           f"Игроком {k}", f"Игроке {k}")} for k in range(1, 6)},
}

#: Partnership → language → forms: the two seats joined by a dash, each in the same case
#: («у Севера–Юга»); English writes the letters, ``NS``.
PAIRS: dict[str, dict[str, dict[str, str]]] = {
    pair: {"en": _en(pair),
           "ru": {case: f"{SEATS[pair[0]]['ru'][case]}–{SEATS[pair[1]]['ru'][case]}"
                  for case in CASES}}
    for pair in ("NS", "EW")}

#: A side as a sentence names it: English writes the pair out (North–South), Russian as
#: :data:`PAIRS`.
SIDES: dict[str, dict[str, dict[str, str]]] = {
    side: {"en": _en(f"{SEATS[side[0]]['en']['nom']}–{SEATS[side[1]]['en']['nom']}"),
           "ru": PAIRS[side]["ru"]} for side in PAIRS}

#: Rank → language → forms: the card's own name (a rank letter stays on the card).
RANKS: dict[str, dict[str, dict[str, str]]] = {
    "A": {"en": _en("ace"), "ru": _ru("туз", "туза", "тузу", "туза", "тузом", "тузе")},
    "K": {"en": _en("king"), "ru": _ru("король", "короля", "королю", "короля", "королём",
                                       "короле")},
    "Q": {"en": _en("queen"), "ru": _ru("дама", "дамы", "даме", "даму", "дамой", "даме")},
    "J": {"en": _en("jack"), "ru": _ru("валет", "валета", "валету", "валета", "валетом",
                                       "валете")},
    "10": {"en": _en("ten"), "ru": _ru("десятка", "десятки", "десятке", "десятку",
                                       "десяткой", "десятке")},
    "9": {"en": _en("nine"), "ru": _ru("девятка", "девятки", "девятке", "девятку",
                                       "девяткой", "девятке")},
    "8": {"en": _en("eight"), "ru": _ru("восьмёрка", "восьмёрки", "восьмёрке", "восьмёрку",
                                        "восьмёркой", "восьмёрке")},
    "7": {"en": _en("seven"), "ru": _ru("семёрка", "семёрки", "семёрке", "семёрку",
                                        "семёркой", "семёрке")},
    "6": {"en": _en("six"), "ru": _ru("шестёрка", "шестёрки", "шестёрке", "шестёрку",
                                      "шестёркой", "шестёрке")},
    "5": {"en": _en("five"), "ru": _ru("пятёрка", "пятёрки", "пятёрке", "пятёрку",
                                       "пятёркой", "пятёрке")},
    "4": {"en": _en("four"), "ru": _ru("четвёрка", "четвёрки", "четвёрке", "четвёрку",
                                       "четвёркой", "четвёрке")},
    "3": {"en": _en("three"), "ru": _ru("тройка", "тройки", "тройке", "тройку", "тройкой",
                                        "тройке")},
    "2": {"en": _en("two"), "ru": _ru("двойка", "двойки", "двойке", "двойку", "двойкой",
                                      "двойке")},
}

#: The two jokers (GLOSSARY_RU row 10: большой и малый, never «маленький»).
JOKERS: dict[str, dict[str, dict[str, str]]] = {
    "BJ": {"en": _en("big joker"), "ru": _ru("большой джокер", "большого джокера",
                                             "большому джокеру", "большого джокера",
                                             "большим джокером", "большом джокере")},
    "LJ": {"en": _en("little joker"), "ru": _ru("малый джокер", "малого джокера",
                                                "малому джокеру", "малого джокера",
                                                "малым джокером", "малом джокере")},
}


def _word(table: dict[str, dict[str, dict[str, str]]], key: str, what: str,
          lang: str | None) -> Word:
    try:
        entry = table[key]
    except KeyError:
        raise ValueError(f"widgets.words: no {what} {key!r} (known: {', '.join(table)})") \
            from None
    return Word(entry[lang or active()])


def suit(letter: str, lang: str | None = None) -> Word:
    """The suit ``letter`` (S H D C, or a :class:`~whist_core.cards.Suit`'s value)."""
    return _word(SUITS, str(getattr(letter, "value", letter)), "suit", lang)


def seat(code: str, lang: str | None = None) -> Word:
    """The seat ``code`` (N E S W, or A B of German Whist)."""
    return _word(SEATS, code, "seat", lang)


def seat_said(code: str) -> Word:
    """A seat as a record or a panel names it: its code in English (``N``, ``P1``, ``B``),
    its name with its case forms in another language (Север, Игрок 1, B)."""
    return Word(_en(code)) if active() == SOURCE_LANG else seat(code)


def pair(code: str, lang: str | None = None) -> Word:
    """The partnership ``code`` (``NS``, ``EW``)."""
    return _word(PAIRS, code, "pair", lang)


def side(code: str, lang: str | None = None) -> Word:
    """A side by its code: a pair (``NS``: North–South) or a player (a seat)."""
    return _word(SIDES, code, "side", lang) if code in SIDES else seat(code, lang)


def rank(code: str, lang: str | None = None) -> Word:
    """The name of rank ``code`` (A K Q J 10 … 2)."""
    return _word(RANKS, code, "rank", lang)


def joker(code: str, lang: str | None = None) -> Word:
    """The big (``BJ``) or the little (``LJ``) joker."""
    return _word(JOKERS, code, "joker", lang)


def card(code: str, lang: str | None = None) -> Word:
    """A card by its code as a learner reads it: ``10♥`` (rank letters stay Latin), a joker
    by its name with its case forms."""
    if code in JOKERS:
        return joker(code, lang)
    return Word(_en(Card.parse(code).pretty))


def cards(codes: str, lang: str | None = None) -> Word:
    """Cards by their codes, ``"QS AS BJ"``, as a learner reads them (one form)."""
    return Word(_en(" ".join(str(card(c, lang)) for c in codes.split())))


def call(code: str, names: tuple[str, str] = UPTOWN_DOWNTOWN) -> str:
    """A call by its record code (``4D``, ``3NT``, ``pass``) as the course says a bid in the
    learner's language (``4 downtown``, ``3 без козырей``, «пас»; with Cincinnati's
    ``names``, «4 (особая)»: :func:`~whist_core.family.system.call_said`); English keeps the
    code, as the records and the command line write it."""
    if active() == SOURCE_LANG:
        return code
    return call_said(call_of(code), names)


def special_call(code: str) -> str:
    """:func:`call` for a system that names its rankings normal/special (SCN-2)."""
    return call(code, NORMAL_SPECIAL)


def key(code: str) -> str:
    """A record's key or pile (``bids``, ``kitty``) as a refusal names it: «торговля»."""
    return messages.msg_p("place", code)


def game(title: str) -> str:
    """A game by its title (``Boston``) as the course names it in the learner's language
    (the titles' course names are marked in :func:`widgets.game_table.game_title`)."""
    return messages.msg_p("course", title)


def either(codes: str) -> str:
    """Choices by their codes, ``"N E S W"`` or ``"3 4 5"``, listed as a record writes
    them: ``N, E, S or W``."""
    *first, last = codes.split()
    return messages.msg(_EITHER, seats=", ".join(first), last=last) if first else last


_EITHER = N_("{seats} or {last}")


def figure(code: str, lang: str | None = None) -> str:
    """A decimal figure written in English (``6.7``) as the language writes it: Russian
    ``6,7``."""
    if (lang or active()) == SOURCE_LANG:
        return code
    return number(float(code), len(code.partition(".")[2]), lang)


def name_word(value: Name) -> Word | Name | str:
    """A :class:`whist_core.messages.Name` as this table's word in the active language
    (a name the table lacks stays as it is: its English); a ``phrase`` is an English
    phrase marked for translation (``N_``), said through the catalog."""
    table = {"seat": seat, "suit": suit, "rank": rank, "joker": joker,
             "pair": pair, "side": side, "card": card, "cards": cards,
             "call": call, "special-call": special_call, "figure": figure,
             "phrase": messages.say, "key": key, "game": game, "either": either}.get(value.kind)
    try:
        return table(value.code) if table is not None else value
    except ValueError:
        return value


messages.install_names(name_word)

__all__ = ["CASES", "JOKERS", "PAIRS", "RANKS", "SEATS", "SIDES", "SUITS", "Word", "card", "cards",
           "figure", "joker", "name_word", "pair", "rank", "seat", "seat_said", "side", "suit"]
