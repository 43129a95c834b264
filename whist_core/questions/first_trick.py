"""A first trick: lead, follow suit, void, trump, who wins (pure Python, no Jupyter).

The lesson that comes before every other one uses only what both games share
(BW-4.4, BW-4.5; GW-3.1, GW-3.2): cards rank A K Q J 10 … 2, one suit may be
trump, and there are no jokers yet. Every answer is asked of the Bid Whist
engine (:class:`~whist_core.family.ranking.Ranking`, ``legal_cards``) under an
ordinary high-cards-high contract; the words avoid everything not yet taught
(no "uptown", no jokers, no bidding).

- :data:`EXERCISES` — four tricks to play a card into (South's turn).
- :func:`play_into` — what happens when South plays a card into an exercise.
- :func:`ending` — the score of the four tricks and what each one taught.
- :func:`first_trick_questions` — the lesson's check-yourself questions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from whist_core.cards import Card, Suit, cards
from whist_core.family.ranking import Ranking, legal_cards
from whist_core.family.seats import SEAT_NAMES
from whist_core.family.switches import HOUSE
from whist_core.family.system import UPTOWN
from whist_core.messages import N_, msg, say
from whist_core.messages import seat as seat_name
from whist_core.messages import suit as suit_name
from whist_core.questions.generated import Choice, Question, why_not_legal, why_not_winner

#: The rules of a trick shared by Bid Whist and German Whist.
RULES = "BW-4.4, BW-4.5"


def ranking(trump: Suit | None) -> Ranking:
    """High cards high, with ``trump`` as the trump suit (or none)."""
    return Ranking.named(UPTOWN, trump, HOUSE)


@dataclass(frozen=True)
class Exercise:
    """South to play into a trick: the cards before, South's hand, the cards after."""

    #: title, goal and learned are marked with ``N_`` and said in the learner's language.
    title: str
    trump: Suit | None
    before: tuple[tuple[str, Card], ...]
    hand: tuple[Card, ...]
    after: tuple[tuple[str, Card], ...]
    goal: str
    learned: str = ""

    @property
    def ranking(self) -> Ranking:
        return ranking(self.trump)

    @property
    def heading(self) -> str:
        """The exercise's title, in the learner's language."""
        return say(self.title)

    @property
    def task(self) -> str:
        """The goal, in the learner's language."""
        return say(self.goal)

    @property
    def lesson(self) -> str:
        """What the exercise teaches, in the learner's language."""
        return say(self.learned)

    @property
    def legal(self) -> list[Card]:
        return legal_cards(list(self.hand), [c for _, c in self.before], self.ranking, HOUSE)

    def trump_words(self) -> str:
        return (_cap(msg("{suit} are trump", suit=suit_name(self.trump))) if self.trump
                else msg("No trump suit"))


def _plays(seq: Sequence[tuple[str, str]]) -> tuple[tuple[str, Card], ...]:
    return tuple((s, Card.parse(c)) for s, c in seq)


EXERCISES: tuple[Exercise, ...] = (
    Exercise(N_("Follow suit"), None, _plays([("W", "9H"), ("N", "4H"), ("E", "QH")]),
             tuple(cards("KH 3H 10S 7C 2D")), _plays([]),
             N_("West led a heart. You hold hearts, so you must play one. Can you win the "
                "trick?"),
             N_("with a card of the suit led you must play one, and only the highest card "
                "of that suit wins")),
    Exercise(N_("Your partner is winning"), Suit.SPADES,
             _plays([("N", "AD"), ("E", "5D")]), tuple(cards("KD 8D 3D QS 6C")),
             _plays([("W", "9D")]),
             N_("Spades are trump. Your partner North led the A♦ — the best diamond. Which "
                "diamond will you give?"),
             N_("when your partner is sure to win, give your smallest card and keep the big "
                "ones")),
    Exercise(N_("No card of the suit led"), Suit.SPADES,
             _plays([("E", "KC")]),
             tuple(cards("7S 2S AH 9H 4D")), _plays([("W", "3C"), ("N", "8C")]),
             N_("Spades are trump. East led a club and you have none: any card may be "
                "played. A trump will win the trick."),
             N_("void in the suit led, you may play any card, and a trump beats them all")),
    Exercise(N_("A trump already on the trick"), Suit.HEARTS,
             _plays([("W", "JD"), ("N", "AD"), ("E", "6H")]), tuple(cards("QH 2H KC 5C 8S")),
             _plays([]),
             N_("Hearts are trump. East had no diamonds and trumped with the 6♥. You have no "
                "diamonds either. What wins now?"),
             N_("when a trump is already on the trick, only a higher trump beats it")),
)


@dataclass(frozen=True)
class Outcome:
    """South's card played into an exercise: refused with a reason, or the trick's end."""

    allowed: bool
    message: str
    rule: str
    plays: tuple[tuple[str, Card], ...] = ()
    winner: str | None = None


def trick_reason(plays: Sequence[tuple[str, Card]], trump: Suit | None) -> str:
    """Who wins a complete trick and why, in first-lesson words."""
    r = ranking(trump)
    hand = [c for _, c in plays]
    seat, win = plays[r.winner(hand)]
    led = r.led_suit(hand)
    who = seat_name(seat, SEAT_NAMES[seat])
    trumps = [c for c in hand if trump is not None and c.suit is trump]
    if trumps and led is not trump:
        if len(trumps) == 1:
            return msg("{seat} wins with {card}: the only trump, and a trump beats every "
                       "card of the other suits", seat=who, card=win.pretty)
        return msg("{seat} wins with {card}: the highest of the {n} trumps played",
                   seat=who, card=win.pretty, n=len(trumps))
    off = [c for c in hand if c.suit is not led]
    tail = (msg("; {cards} could not win: not {suit}, and not a trump",
                cards=msg(" and ").join(c.pretty for c in off), suit=suit_name(led))
            if off else "")
    return msg("{seat} wins with {card}: the highest {suit:one} (the suit led){tail}",
               seat=who, card=win.pretty, suit=_one(led), tail=tail)


def _one(suit: Suit) -> object:
    """The suit as its singular English word (``heart``), its case forms for others."""
    from whist_core.messages import Name

    return Name("suit", suit.value, suit.word[:-1])


def play_into(ex: Exercise, card: Card | str) -> Outcome:
    """South plays ``card``: refused if it does not follow suit, else the trick ends."""
    card = Card.parse(card)
    if card not in ex.hand:
        return Outcome(False, msg("{card} is not in your hand.", card=card.pretty), "BW-4.4")
    led = ex.before[0][1].suit if ex.before else None
    if card not in ex.legal:
        held = " ".join(c.pretty for c in ex.hand if c.suit is led)
        return Outcome(False, msg("{card} does not follow suit: {suit} were led and you hold "
                                  "{held}. Play one of those.", card=card.pretty,
                                  suit=suit_name(led), held=held), "BW-4.4")
    plays = (*ex.before, ("S", card), *ex.after)
    winner = _winner_seat(ex, card)
    return Outcome(True, f"{trick_reason(plays, ex.trump)}. {advice(ex, card)}", "BW-4.5",
                   plays, winner)


def _winner_seat(ex: Exercise, card: Card) -> str:
    plays = (*ex.before, ("S", card), *ex.after)
    return plays[ex.ranking.winner([c for _, c in plays])][0]


def advice(ex: Exercise, card: Card) -> str:
    """Was ``card`` a good choice? The trick for your side, as cheaply as possible."""
    ours = ("N", "S")
    r = ex.ranking
    winning = [c for c in ex.legal if _winner_seat(ex, c) in ours]
    if _winner_seat(ex, card) in ours:
        cheaper = [c for c in winning if (r.power(c) < r.power(card))]
        if cheaper:
            low = min(cheaper, key=r.power)
            return msg("Your side takes the trick — but {low} would have done as well, and "
                       "{card} could have won a trick later.", low=low.pretty, card=card.pretty)
        return msg("Well played: your side takes the trick, as cheaply as possible.")
    if winning:
        best = min(winning, key=r.power)
        return msg("Your side loses this trick; {card} would have won it.", card=best.pretty)
    low = min(ex.legal, key=r.power)
    if card is low:
        return msg("Nothing could win this trick, so throwing your lowest card was right.")
    return msg("Nothing could win this trick; throwing {low} would have kept {card} for "
               "later.", low=low.pretty, card=card.pretty)


def ending(winners: Sequence[str | None],
           exercises: Sequence[Exercise] = EXERCISES) -> tuple[str, list[str]]:
    """The end of the exercises: (the score line, one "what you learned" line per trick).

    ``winners[i]`` is the seat that won trick ``i`` (None: not played); your side is
    North–South.
    """
    if len(winners) != len(exercises):
        raise ValueError(f"first trick: {len(winners)} results for {len(exercises)} tricks")
    won = sum(w in ("N", "S") for w in winners)
    missing = sum(w is None for w in winners)
    head = (msg("Your side won {won} of {n} tricks ({missing} not played yet).", won=won,
                n=len(exercises), missing=missing) if missing else
            msg("Your side won {won} of {n} tricks.", won=won, n=len(exercises)))
    return head, [msg("{title}: {learned}.", title=ex.heading, learned=ex.lesson)
                  for ex in exercises]


def _legal_question(ex: Exercise) -> Question:
    legal = ex.legal
    led = ex.before[0][1].suit
    naturals = [c for c in ex.hand if c.suit is led]
    trumps = [c for c in ex.hand if ex.trump is not None and c.suit is ex.trump]
    high = [max(ex.hand, key=lambda c: c.rank)]

    def label(cs: Sequence[Card]) -> str:
        if len(cs) == len(ex.hand):
            return msg("Any of my cards")
        return (" ".join(c.pretty for c in cs) if len(cs) > 1
                else msg("Only {card}", card=cs[0].pretty))

    sets = [legal, list(ex.hand), naturals, trumps, high,
            [c for c in ex.hand if c not in naturals]]
    labels = list(dict.fromkeys(label(s) for s in sets if s))
    right = label(legal)
    options = [right, *[x for x in labels if x != right][:3]]
    options.sort(key=labels.index)
    before = _plays_words(ex.before)
    prompt = msg("{trumps}. {plays}. You are South and hold {hand}. Which cards may you play?",
                 trumps=ex.trump_words(), plays=before,
                 hand=" ".join(c.pretty for c in ex.hand))
    if naturals:
        reason = msg("{suit} were led and you hold {suit}: you must follow suit with one of "
                     "them ({cards})", suit=_capital(led),
                     cards=" ".join(c.pretty for c in naturals))
        reason = _cap(reason)
    else:
        reason = msg("You have no {suit}, so any card may be played — a trump, or any other "
                     "card; trumping is allowed but never compulsory", suit=suit_name(led))
    by_label = {label(x): x for x in sets if x}
    choices = tuple(Choice(o, why=why_not_legal(by_label[o], legal, ex.hand,
                                                [c for _, c in ex.before], ex.ranking))
                    for o in options)
    return Question("legal-plays", prompt, choices, options.index(right), reason, "BW-4.4",
                    (), ex.heading)


def _capital(suit: Suit) -> object:
    """The suit's name (the sentence capitalizes its first letter)."""
    return suit_name(suit)


def _cap(text: str) -> str:
    """``text`` with a capital first letter (a sentence that opens with a name)."""
    return text[:1].upper() + text[1:]


def _plays_words(plays: Sequence[tuple[str, Card]]) -> str:
    """``North leads 10♣; East plays A♦``."""
    return "; ".join(
        msg("{seat} leads {card}", seat=seat_name(s, SEAT_NAMES[s]), card=c.pretty) if i == 0
        else msg("{seat} plays {card}", seat=seat_name(s, SEAT_NAMES[s]), card=c.pretty)
        for i, (s, c) in enumerate(plays))


def _winner_question(title: str, plays: Sequence[tuple[str, str]], trump: Suit | None
                     ) -> Question:
    ps = _plays(plays)
    r = ranking(trump)
    win = r.winner([c for _, c in ps])
    before = _plays_words(ps)
    words = (_cap(msg("{suit} are trump", suit=suit_name(trump))) if trump
             else msg("No trump suit"))
    hand = [c for _, c in ps]
    return Question("trick-winner", msg("{trumps}. {plays}. Who wins the trick?",
                                        trumps=words, plays=before),
                    tuple(Choice(msg("{seat}: {card}", seat=seat_name(s, SEAT_NAMES[s]),
                                     card=c.pretty), c, why_not_winner(hand, i, r))
                          for i, (s, c) in enumerate(ps)), win,
                    trick_reason(ps, trump), "BW-4.5", (), say(title))


def _ask(title: str, prompt: str, options: dict[str, str], right: str, reason: str,
         rule: str) -> Question:
    """A question whose ``options`` map each answer to why it is wrong ("" for the right one)."""
    return Question("first-trick", prompt, tuple(Choice(o, why=w) for o, w in options.items()),
                    list(options).index(right), reason, rule, (), say(title))


def first_trick_questions() -> list[Question]:
    """Who leads, following suit, a void, trumping, and who wins (BW-4.4, BW-4.5)."""
    out = [_winner_question(N_("The suit led wins"), [("N", "10C"), ("E", "AD"), ("S", "3C"),
                                                 ("W", "JC")], None),
           _legal_question(EXERCISES[1]),
           _winner_question(N_("A trump"), [("W", "KD"), ("N", "AD"), ("E", "2S"),
                                        ("S", "QD")], Suit.SPADES),
           _legal_question(EXERCISES[3]),
           _winner_question(N_("Two trumps"), [("E", "AC"), ("S", "5H"), ("W", "9H"),
                                           ("N", "4C")], Suit.HEARTS)]
    r = ranking(Suit.SPADES)
    plays = _plays([("N", "8H"), ("E", "KH"), ("S", "AH"), ("W", "2H")])
    hand = [c for _, c in plays]
    won = r.winner(hand)
    def name(s: str) -> str:
        from whist_core.messages import said

        return said(seat_name(s, SEAT_NAMES[s]))

    winner = name(plays[won][0])
    leads = {name(s): "" if i == won else
             (msg("{seat} led this trick, but the lead does not stay: it goes to whoever "
                  "wins the trick", seat=seat_name(s, SEAT_NAMES[s])) if i == 0 else
              msg("{seat} did not win the trick: {why}; the trick's winner leads next",
                  seat=seat_name(s, SEAT_NAMES[s]), why=why_not_winner(hand, i, r)))
             for i, (s, _) in enumerate(plays)}
    out.append(_ask(N_("Who leads next"), msg("North leads 8♥, East plays K♥, South A♥, "
                                              "West 2♥. Who leads to the next trick?"), leads,
                    winner, msg("{seat} won the trick with the A♥, and the winner of a trick "
                                "leads to the next one", seat=seat_name(plays[won][0],
                                                                        SEAT_NAMES[plays[won][0]])),
                    "BW-4.5"))
    no = msg("No: any card may be played")
    out.append(_ask(N_("Must you trump?"), msg("Spades are trump. A diamond is led and you "
                                               "have no diamonds, but you hold two spades. "
                                               "Must you play a spade?"),
                    {msg("Yes: with no diamonds you must trump"):
                         msg("the rule to follow suit binds only when you hold the suit led"),
                     no: "",
                     msg("Only if your partner is losing the trick"):
                         msg("who is winning the trick never changes which cards you may "
                             "play")},
                    no,
                    msg("When you cannot follow suit any card may be played; trumping is "
                        "never compulsory (but it is often the way to win the trick)"),
                    "BW-4.4"))
    return out


__all__ = [
    "EXERCISES",
    "Exercise",
    "advice",
    "ending",
    "first_trick_questions",
    "play_into",
    "ranking",
    "trick_reason",
]
