"""Judgement questions: what to bid, what to lead, which card to play — with the reason.

The answers come from :mod:`whist_core.strategy` (the hand count) and the rules
engine; the reason shows the count or the principle behind the answer.

- :func:`bidding_judgement` — "what would you bid?" (BW-3.1, BW-3.6, BW-2.5)
- :func:`kind_judgement` — "uptown, downtown or no trump?" (BW-3.2, BW-4.2, BW-5.1)
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import NamedTuple

from whist_core.bots import DISCARD_BOOK, KITTY_GAIN, PARTNER_BOOKS
from whist_core.cards import Card, cards
from whist_core.family.ranking import ranking_at, sort_hand
from whist_core.family.switches import HOUSE, BidWhistRules
from whist_core.family.system import DOWNTOWN, NO_TRUMP, UPTOWN
from whist_core.family.systems.house import Bid
from whist_core.messages import N_, Name, card_text, figure, msg, msg_p, say
from whist_core.messages import suit as suit_name
from whist_core.questions.generated import Choice, Question
from whist_core.strategy import Plan, hand_books, plans, sure_books

ALLOWANCE = PARTNER_BOOKS + KITTY_GAIN + DISCARD_BOOK


def _pretty(hand: Sequence[Card]) -> str:
    """A hand as a learner reads it: each joker, then each suit's cards, comma-separated
    ("big joker, little joker, Q♠ 9♠ 7♠, K♥ 10♥"; a joker in the learner's language)."""
    groups: list[list[str]] = []
    last = None
    for c in hand:
        key = None if c.is_joker else c.suit
        if groups and key is not None and key == last:
            groups[-1].append(c.pretty)
        else:
            groups.append([card_text(c)])
        last = key
    return ", ".join(" ".join(g) for g in groups)


def count_hand(hand: Sequence[Card], rules: BidWhistRules = HOUSE
               ) -> tuple[Plan, float, int, int | None]:
    """The best plan by the count, its own books, certain books, and the bid (None: pass).

    The bid is the rule of thumb: own books + :data:`ALLOWANCE` (partner, kitty, discard),
    whole books only, minus six (BW-3.1); below the minimum bid it is a pass."""
    best = max(plans(hand, rules), key=lambda p: hand_books(hand, p.trump, p.direction, rules))
    own = hand_books(hand, best.trump, best.direction, rules)
    sure = sum(sure_books(hand, best.trump, best.direction, rules).values())
    level = math.floor(own + ALLOWANCE + 1e-9) - 6
    return best, own, sure, (min(level, 7) if level >= rules.min_bid else None)


#: "What do you bid?" hands: title, cards, the kind of bid, and the key — the highest bid
#: the bid adviser's play-outs make at least 60% of the time (None: pass). A test checks
#: each key against the stored play-outs with a margin and re-derives the first deals
#: (tests/test_evidence.py); a hand whose answer flips with the sample does not belong.
BID_HANDS: tuple[tuple[str, str, str, int | None], ...] = (
    (N_("Aces and low cards"), "BJ AH JH 9H 8H 3H 7S 6C 4C 3C AD 6D", DOWNTOWN, 4),
    (N_("A long suit downtown"), "LJ AS QS JS 7S 6S 5S 3S 6H 5C 2C 5D", DOWNTOWN, 4),
    (N_("High cards and both jokers"), "BJ LJ KS QS JS 10S 9S KH QH KC QC JC", UPTOWN, 5),
    (N_("Low cards and long trumps"), "BJ 2D 3D 4D 5D 7D AS 2S 3S 2C 3C AH", DOWNTOWN, 5),
    (N_("Tops everywhere, no joker"), "AS KS QS 4S AH KH QH 5H AC KC AD 7D", NO_TRUMP, 5),
    (N_("A thin hand"), "KS 4S 2S 10H 9H 6H 3H KC 7C 4C 8D 4D", UPTOWN, None),
)
#: "Which kind of bid?" hands: title, cards, the key — the kind whose play-outs take the
#: most books on average, by half a book or more — and the words of the reason.
KIND_HANDS: tuple[tuple[str, str, str, str, str], ...] = (
    (N_("High cards"), "BJ LJ KS QS JS 10S 9S KH QH KC QC JC", UPTOWN,
     N_("Both jokers top the trump suit whichever way you play; the rest is kings, queens "
        "and jacks, and high cards win uptown"), "BW-4.1, BW-4.3"),
    (N_("Low cards"), "BJ 2D 3D 4D 5D 7D AS 2S 3S 2C 3C AH", DOWNTOWN,
     N_("The aces stay on top downtown too, and the rest of the hand is 2s, 3s, 4s and 5s: "
        "low cards win downtown"), "BW-4.2"),
    (N_("No joker, tops everywhere"), "AS KS QS JS 10S 9S AH KH AC KC AD 5D", NO_TRUMP,
     N_("No joker to lose (jokers never win at no trump), top cards in every suit, and a "
        "long solid suit whose small cards win once its tops have — no trump, played "
        "uptown; it also scores double"), "BW-5.1, BW-6.4"),
)


def _figures(figures: Mapping | None, text: str, kind: str) -> tuple[list[int], str] | None:
    """The stored play-outs of hand ``text`` for ``kind`` (None: not given)."""
    if figures is None:
        return None
    try:
        got = figures[text][kind]
    except KeyError:
        raise KeyError(f"no stored play-outs for {text!r} ({kind}); rebuild them with "
                       "'python -m tools.evidence'") from None
    return got["books"], got["words"]


def _share(books: Sequence[int], level: int) -> int:
    return round(100 * sum(1 for b in books if b >= level + 6) / len(books))


def _bid_question(title: str, hand: Sequence[Card], kind: str, level: int | None,
                  rules: BidWhistRules, figures: Mapping | None, text: str) -> Question:
    plan = next(p for p in plans(hand, rules) if p.kind == kind)
    own = hand_books(hand, plan.trump, plan.direction, rules)
    no_bid = msg("Pass")
    options = [no_bid, *[Bid(n, kind).words for n in (3, 4, 5, 6)]]
    right = no_bid if level is None else Bid(level, kind).words
    total = own + ALLOWANCE
    thumb = math.floor(total + 1e-9) - 6
    values = {"plan": plan.words, "own": figure(own, 1),
              "allowance": figure(ALLOWANCE, 1), "total": figure(total, 1)}
    count = (msg("Counted {plan}, your cards are worth about {own} books; with the computer "
                 "players' {allowance} for partner, kitty and discard that is {total} — a bid "
                 "of {level} by their rule of thumb", level=min(thumb, 7), **values)
             if thumb >= rules.min_bid else
             msg("Counted {plan}, your cards are worth about {own} books; with the computer "
                 "players' {allowance} for partner, kitty and discard that is {total} — a pass "
                 "by their rule of thumb", **values))
    played = _figures(figures, text, kind)
    if played is None:
        why = (msg("{count}. The bid adviser, playing the hand out, makes no bid at least 60% "
                   "of the time: pass", count=count) if level is None else
               msg("{count}. The bid adviser, playing the hand out, makes {bid} at least 60% "
                   "of the time and {more} less often", count=count,
                   bid=Bid(level, kind).words, more=level + 1))
    else:
        books, _ = played
        n = len(books)
        if level is None:
            why = msg("{count}. Played out on {n} deals, even {bid} was made only {share}% of "
                      "the time: pass (only a dealer after three passes must bid)", count=count,
                      n=n, bid=Bid(3, kind).words, share=_share(books, 3))
        else:
            why = msg("{count}. Played out on {n} deals, {bid} was made {share}% of the time "
                      "and {higher} only {more}%: bid {level}, the highest bid made at least "
                      "60% of the time", count=count, n=n, bid=Bid(level, kind).words,
                      share=_share(books, level), higher=Bid(level + 1, kind).words,
                      more=_share(books, level + 1), level=level)
    prompt = msg("You hold {hand}. You speak first and nobody has bid. What do you bid?",
                 hand=_pretty(hand))
    return Question("what-to-bid", prompt, tuple(Choice(o) for o in options),
                    options.index(right), why, "BW-3.1, BW-3.6", (), say(title))


def bidding_judgement(rules: BidWhistRules = HOUSE, figures: Mapping | None = None
                      ) -> list[Question]:
    """"What would you bid?" for hands of every kind, and the dealer's duty. ``figures``:
    the stored play-outs (:func:`whist_core.evidence.load`'s ``"judgement"``), quoted in
    the reasons."""
    out = [_bid_question(title, cards(text), kind, level, rules, figures, text)
           for title, text, kind, level in BID_HANDS]
    weak = cards(BID_HANDS[-1][1])
    plan, own, _, _ = count_hand(weak, rules)
    options = [msg("Pass"), Bid(3, plan.kind).words, Bid(4, plan.kind).words]
    out.append(Question(
        "what-to-bid", msg("You are the dealer and all three others passed. You hold {hand}. "
                           "What do you bid?", hand=_pretty(weak)),
        tuple(Choice(o) for o in options), 1,
        msg("The dealer may not pass after three passes, so bid the least: 3. Your count "
            "({own} books {plan}) says you will probably be set — but a 3 costs less than any "
            "other bid", own=figure(own, 1), plan=plan.words), "BW-2.5", (),
        msg("The dealer's duty")))
    return out


def kind_judgement(figures: Mapping | None = None) -> list[Question]:
    """"Uptown, downtown or no trump?" for hands whose strength lies in one place."""
    out = []
    options = [UPTOWN, DOWNTOWN, NO_TRUMP]
    for title, text, kind, why, rule in KIND_HANDS:
        hand = cards(text)
        why = say(why)
        if figures is not None:
            avg = {k: sum(figures[text][k]["books"]) / len(figures[text][k]["books"])
                   for k in options}
            n = len(figures[text][kind]["books"])
            others = ", ".join(msg("{kind} {books}", kind=_kind_said(k),
                                   books=figure(avg[k], 1)) for k in options if k != kind)
            why = msg("{why}. Played out on {n} deals, {kind} took {books} books on average "
                      "({others})", why=why, n=n, kind=_kind_said(kind),
                      books=figure(avg[kind], 1), others=others)
        out.append(Question("which-kind", msg("You hold {hand}. Which kind of bid suits this "
                                              "hand?", hand=_pretty(hand)),
                            tuple(Choice(_kind_said(o)) for o in options),
                            options.index(kind), why, rule, (), say(title)))
    return out


def _kind_said(kind: str) -> str:
    """A kind of bid in the learner's words (uptown and downtown stay as the card has them)."""
    return msg("no trump") if kind == NO_TRUMP else kind


def _fixed(kind: str, title: str, prompt: str, options: Sequence[str], right: str,
           reason: str, rule: str) -> Question:
    return Question(kind, prompt, tuple(Choice(o) for o in options),
                    list(options).index(right), reason, rule, (), title)


def _card_question(title: str, state, seat: str, prompt: str, extra: Sequence[str] = ()
                   ) -> Question:
    """"Which card would you play?" at a moment of a guided hand; the coach answers."""
    from whist_core.coach import masters, play_advice

    card, why = play_advice(state, seat)
    legal = [c for c in state.legal_plays()]
    ranking = ranking_at(state)
    tops = set(masters(state, seat))
    # a card as good as the answer (another top card of its suit) is no distractor
    same = {c for c in tops if card in tops and ranking.suit_of(c) is ranking.suit_of(card)}
    others = sorted((c for c in legal if c != card and c not in same), key=ranking.power,
                    reverse=True)
    pool = [o for o in (*[c for c in others if c.pretty in extra], *others[:1], *others[-1:],
                        *others) if o != card]
    picks = list(dict.fromkeys([card, *pool]))[:4]
    picks.sort(key=ranking.sort_key)
    hand = _pretty(sort_hand(state.hand(seat), ranking_at(state)))
    return Question("which-card", msg("{question} You hold {hand}.", question=prompt, hand=hand),
                    tuple(Choice(card_text(c), c) for c in picks), picks.index(card), why,
                    "BW-4.4, BW-4.5", (), title)


def declarer_judgement() -> list[Question]:
    """The declarer's plan: draw trumps, then cash winners; the discard."""
    from whist_core.coach import SCENARIOS, discard_advice, setup

    out = []
    sc = SCENARIOS[0]
    state = setup(sc)
    away, _ = discard_advice(state, sc.seat)
    state = state.lay_away(away)
    out.append(_card_question(msg("The first lead"), state, sc.seat,
                              msg("You bid 4 uptown, hearts trump, and laid away six cards. "
                                  "What do you lead?"), extra=("A♠",)))
    cash, draw = msg("A♦: cash the winners first"), msg("A trump: draw their last trump")
    out.append(_fixed(
        "declarer", msg("The lousy trump"), msg(
            "Spades are trump, uptown. You hold A♦ K♦ Q♦ and two trumps. An opponent still "
            "holds one small spade — and no diamonds. What do you lead?"),
        [cash, draw, msg("A low diamond")], draw,
        msg("Lead A♦ now and the opponent with no diamonds trumps it with the small spade. "
            "Draw the last trump first; then A♦ K♦ Q♦ all win"), "BW-4.5"))
    none = msg("None")
    out.append(_fixed(
        "declarer", msg("When to stop"), msg(
            "Spades are trump. You have led trumps three times, and on the last two leads "
            "both opponents played no spade and no joker. How many trumps can the opponents "
            "still hold?"), [none, msg("Two"), msg("It depends on your partner's trumps")],
        none,
        msg("A player who does not follow a trump lead has none left — that player has shown "
            "out; a joker would have had to be played too. Both opponents have shown out: "
            "stop leading trumps, they would only draw your partner's"), "BW-4.4, BW-4.6"))
    low = msg("Six low cards, from the shortest side suits")
    out.append(_fixed(
        "declarer", msg("The discard"), msg(
            "You won 4 uptown with hearts trump and took the kitty. Which six do you lay "
            "away?"), [low, msg("Your lowest trumps"), msg("The jokers")], low,
        msg("Keep trumps, jokers and sure winners. Low cards of a short suit win nothing, and "
            "once that suit is gone you can trump it; the six count as a book either way"),
        "BW-3.5, BW-3.6"))
    return out


def defence_judgement() -> list[Question]:
    """Defence: count to the set, signals, etiquette, remembering trumps."""
    out = []
    for level in (4, 5):
        need = 13 - (level + 6) + 1
        out.append(_fixed(
            "defence", msg("Count to the set"), msg(
                "The other side bid {level}. How many books must you and your partner take "
                "to set them?", level=level), [str(n) for n in (2, 3, 4, 5)], str(need),
            msg("They need {level} + 6 = {books} of the 13 books; if you take {need}, they "
                "have at most {most}. Most players count the books they need to set, not the "
                "declarers'", level=level, books=level + 6, need=need, most=13 - need),
            "BW-3.1, BW-6.3"))
    side = msg("3♣: low from the longest side suit")
    out.append(_fixed(
        "defence", msg("Your first lead"), msg(
            "Hearts are trump and the declarers have won every trick so far. Now you win one "
            "and must lead. You hold 9♥ 4♥ and, in clubs, K♣ 8♣ 6♣ 3♣. What do you lead?"),
        [msg("4♥: a low trump"), side], side,
        msg("Drawing trumps is the declarer's plan, not yours. Measured on 200 deals with the "
            "course's computer players (Playing well 4), low from the longest side suit gave "
            "the defenders about a fifth of a book more per hand than a low trump"),
        "BW-4.4"))
    small = msg("4♦ or a small club: a card that cannot win")
    out.append(_fixed(
        "defence", msg("A discard"), msg(
            "Hearts are trump, uptown. Hearts are led and you have none. You hold A♦ K♦ Q♦ "
            "4♦ and four small clubs. Which card do you throw?"),
        [msg("A♦: the highest"), small], small,
        msg("A♦ K♦ Q♦ are winners: throw one away and you throw a book away. The 4♦ would be "
            "the signal some players use (the weakest card of your strong suit); measured in "
            "Playing well 4, it did no better than a small club"), "BW-4.4"))
    no = msg("No: talking across the table is not allowed — only the cards you play may speak")
    out.append(_fixed(
        "defence", msg("Table talk"), msg(
            "You want your partner to lead spades. May you tell them?"),
        [msg("Yes, if you say it quietly"), no, msg("Only after the first trick")], no,
        msg("Partners may not tell each other what to play — players call it talking across "
            "the board; signals are made only with the cards you play. This is a custom of "
            "the table, not one of the numbered rules"), ""))
    out.append(_fixed(
        "memory", msg("Counting trumps"), msg(
            "Spades are trump. You hold 4 spades. 7 trumps, jokers included, have been "
            "played. How many trumps can the other three players still hold between them?"),
        ["2", "4", "6", "9"], "4",
        msg("13 spades + 2 jokers = 15 trumps. 15 − 7 played − 4 in your hand = 4"),
        "BW-4.3, BW-4.6"))
    until = msg("Yes, until you or your partner play to trick 6")
    out.append(_fixed(
        "memory", msg("The last trick"), msg(
            "Trick 5 is over. An opponent won it and has led to trick 6; neither you nor your "
            "partner has played to trick 6 yet. May you turn trick 5 up to check who played "
            "what?"), [msg("Yes, any time"), until, msg("Never")], until,
        msg("You may look at the last trick until you or your partner play to the next one — "
            "an opponent's card does not stop you; after your side has played, only your "
            "memory helps"), "BW-9.7"))
    return out


class GermanHand(NamedTuple):
    """A German Whist judgement hand: a numbered deal, played by the computer players for
    ``moves`` cards, where A follows and may win the trick or let the prize go."""

    title: str
    seed: int
    moves: int
    #: The key: "win" (the cheapest card that wins) or "lose" (the cheapest that loses).
    key: str
    why: str


#: "Win the prize or let it go?" hands. A test checks each key against the stored
#: play-outs (the cards A has not seen dealt again, the counted stage solved) with a margin
#: and re-derives the first deals (tests/test_evidence.py).
#: The title is the stored play-outs' key (English, marked: said with ``msg``).
GERMAN_HANDS: tuple[GermanHand, ...] = (
    GermanHand(N_("A poor prize"), 23, 17, "lose",
               N_("A low plain card will hardly win a counted trick, and the trump it costs "
                  "would: keep your trumps for the second stage")),
    GermanHand(N_("A good prize"), 31, 1, "win",
               N_("A high trump is worth a counted trick later, more than the ace it costs: "
                  "a plain ace can be trumped in the second stage, the king of trumps lost "
                  "only to the ace")),
)


def german_moment(hand: GermanHand):
    """The state of ``hand`` (A to play, following) and its two choices: the cheapest card
    that wins the trick, the cheapest that loses it (GW-3.2)."""
    from whist_core.german_whist import new_game
    from whist_core.german_whist.bot import bot_move, win_or_lose

    state = new_game(hand.seed)
    for _ in range(hand.moves):
        state = bot_move(state)
    choices = win_or_lose(state)
    if state.to_play != "A" or choices is None:
        raise ValueError(f"{hand.title}: deal {hand.seed} after {hand.moves} cards is not A "
                         "choosing to win or lose a first-stage trick")
    return state, choices


def _prize_question(hand: GermanHand, figures: Mapping | None) -> Question:
    state, (win, lose) = german_moment(hand)
    lead = state.current[0][1]
    prize = state.prize
    facts = {"trick": state.trick_number, "trump": suit_name(state.trump),
             "prize": prize.pretty, "lead": lead.pretty, "hand": _pretty(state.hand("A"))}
    if any(c.suit is lead.suit for c in state.hand("A")):
        prompt = msg("Trick {trick} of the first stage; {trump} are trump. The prize is "
                     "{prize}. B led {lead}. You hold {hand}. Which do you play?", **facts)
    else:                                  # "no spade": the suit's English word for a card
        prompt = msg("Trick {trick} of the first stage; {trump} are trump. The prize is "
                     "{prize}. B led {lead} and you have no {suit}. You hold {hand}. Which do "
                     "you play?", suit=Name("suit", lead.suit.value, lead.suit.word[:-1]),
                     **facts)
    options = [msg("{card}: win the trick and the {prize}", card=win.pretty,
                   prize=prize.pretty),
               msg("{card}: let the {prize} go", card=lose.pretty, prize=prize.pretty)]
    why = msg(hand.why)
    if figures is not None:
        try:
            rows = figures[hand.title]["results"]
        except KeyError:
            raise KeyError(f"no stored play-outs for {hand.title!r}; rebuild them with "
                           "'python -m tools.evidence german'") from None
        n = len(rows)
        avg = [sum(r[i] for r in rows) / n for i in (0, 1)]
        won = [round(100 * sum(1 for r in rows if r[i] >= 7) / n) for i in (0, 1)]
        order = (0, 1) if hand.key == "win" else (1, 0)
        a, b = ((win, lose)[i] for i in order)
        why = msg("{why}. Played on {n} deals of the cards you cannot see (B's hand and the "
                  "hidden stock) — the computer finishing the first stage, then both players "
                  "playing the counted stage perfectly — {a} left you {a_tricks} counted "
                  "tricks on average and won the game {a_won}% of the time; {b} {b_tricks} "
                  "and {b_won}%", why=why, n=n, a=a.pretty,
                  a_tricks=figure(avg[order[0]], 1), a_won=won[order[0]], b=b.pretty,
                  b_tricks=figure(avg[order[1]], 1), b_won=won[order[1]])
    from whist_core import pictures

    view = state.view("A")
    table = pictures.responsive(lambda compact: pictures.draw(view, compact=compact))
    return Question("german", prompt, tuple(Choice(o) for o in options),
                    0 if hand.key == "win" else 1, why, "GW-4.1, GW-5.3", (table,),
                    msg(hand.title))


def german_judgement(figures: Mapping | None = None) -> list[Question]:
    """German Whist: which prizes to fight for, and the known-cards endgame. ``figures``:
    the stored play-outs (:func:`whist_core.evidence.load`'s ``"german"``)."""
    all13 = msg("All 13")
    return [
        *(_prize_question(h, figures) for h in GERMAN_HANDS),
        _fixed("german", msg("The second stage"),
               msg("The stock is gone. How many of your opponent's 13 cards can you know, if "
                   "you remembered every card?"),
               [msg_p("cards", "None"), msg("Only the prizes they won"), all13], all13,
               msg("You know your own cards and every card played; the prizes they took were "
                   "face up. The cards left unseen are exactly your opponent's hand — the "
                   "second stage is played with all cards known"), "GW-5.2, GW-4.1"),
        _fixed("german", msg("Counting the stock"),
               msg("The stock has 26 cards and one is taken after each trick by each player. "
                   "How many first-stage tricks are there?"),
               ["13", "26", "7"], "13",
               msg("Two cards leave the stock per trick: 26 ÷ 2 = 13 tricks, then the 13 that "
                   "count"), "GW-4.4"),
    ]


__all__ = ["BID_HANDS", "GERMAN_HANDS", "bidding_judgement", "count_hand",
           "declarer_judgement",
           "defence_judgement", "german_judgement", "german_moment", "kind_judgement"]
