"""Self-check questions answered by the rules engine (pure Python, no Jupyter).

Each generator takes a seed (the same seed gives the same question everywhere)
and the rules object, builds a situation, and asks whist_core for the answer and
the reason — nothing is hard-coded that the engine can answer:

- :func:`trick_winner` — "who wins this trick?" (BW-4, BW-5)
- :func:`bid_legal` — "is this call legal after …?" (BW-2.4, BW-2.5, BW-3.1, BW-3.3)
- :func:`hand_score` — "what does this hand score?" (BW-6.2 – BW-6.4)
- :func:`legal_plays` — "which cards may you play?" (BW-4.4, BW-4.6, BW-5)

:func:`worked_examples` gives the worked examples BW-9.1 and BW-9.2 as fixed
questions; :func:`mixed` a seeded series of generated ones.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from whist_core import pictures
from whist_core.cards import SUITS, Card, Suit, deck
from whist_core.errors import WhistError
from whist_core.family.engine import FamilyState
from whist_core.family.ranking import Ranking, legal_cards, sort_hand
from whist_core.family.seats import SEAT_NAMES, SEATS
from whist_core.family.switches import HOUSE, BidWhistRules
from whist_core.family.system import DOWNTOWN, NO_TRUMP, UPTOWN
from whist_core.family.systems.house import BID_OF, Bid, contract_score, new_hand
from whist_core.messages import Name, card_text, msg, msg_n, said
from whist_core.messages import seat as seat_word
from whist_core.messages import suit as suit_name
from whist_core.narrate import signed
from whist_core.narrate.family import play_reason


@dataclass(frozen=True)
class Choice:
    """One answer a learner can pick; with ``card`` set it is shown as a card."""

    label: str
    card: Card | None = None
    #: Why this choice is wrong, in one line that does not name the right answer ("" for
    #: the right choice, or when no such line is known: the quiz then shows the answer).
    why: str = ""


@dataclass(frozen=True)
class Question:
    """A question with its choices, the index of the right one, and why (with the rule ID)."""

    kind: str
    prompt: str
    choices: tuple[Choice, ...]
    answer: int
    reason: str
    rule: str
    pictures: tuple[str, ...] = ()
    title: str = ""
    seed: int | None = None
    #: The situation in record notation (cards as codes), for lessons and checks.
    facts: dict[str, Any] = field(default_factory=dict, hash=False)

    @property
    def correct(self) -> Choice:
        return self.choices[self.answer]

    def is_correct(self, index: int) -> bool:
        return index == self.answer

    @property
    def explanation(self) -> str:
        """The reason with its rule ID: ``"… (BW-4.2)"`` (no ID: the reason alone)."""
        return f"{self.reason} ({self.rule})" if self.rule else self.reason

    def wrong_reason(self, index: int) -> str:
        """Why choice ``index`` is wrong, in one line that does not give the answer away
        ("" when it is right, or when no such line is known)."""
        return "" if self.is_correct(index) else self.choices[index].why

    def feedback(self, index: int) -> str:
        """What to tell a learner who picked choice ``index``: a wrong choice gets its own
        reason (when known), then the answer and why."""
        if self.is_correct(index):
            return msg("Right! {explanation}", explanation=self.explanation)
        why = self.wrong_reason(index)
        return (msg("Not quite — you chose {choice}.", choice=self.choices[index].label) + " "
                + (f"{why[0].upper()}{why[1:]}. " if why else "")
                + msg("The answer is {answer}. {explanation}", answer=self.correct.label,
                      explanation=self.explanation))


# ------------------------------------------------------------------ helpers


def ask(kind: str, prompt: str, options: Sequence[str], right: str, reason: str, rule: str,
        title: str = "", pictures: tuple[str, ...] = ()) -> Question:
    """A question whose choices are ``options`` (texts, repeats dropped) and whose answer
    is ``right`` (which must be among them)."""
    labels = list(dict.fromkeys(options))
    if right not in labels:
        raise ValueError(f"the right answer {right!r} is not among the choices {labels}")
    return Question(kind, prompt, tuple(Choice(o) for o in labels), labels.index(right),
                    reason, rule, pictures, title)


def _rng(kind: str, seed: int) -> random.Random:
    return random.Random(f"{kind}/{seed}")


def contract_words(direction: str, trump: Suit | None) -> str:
    """``"Uptown, spades trump"`` or ``"No trump, downtown"``, in the learner's language."""
    if trump is None:
        return msg("No trump, {direction}", direction=direction)
    return msg("{direction}, {suit} trump", direction=direction.capitalize(),
               suit=suit_name(trump))


def _random_ranking(rng: random.Random, rules: BidWhistRules, nt_share: float = 0.25
                    ) -> Ranking:
    direction = rng.choice((UPTOWN, DOWNTOWN))
    trump = None if rng.random() < nt_share else rng.choice(SUITS)
    return Ranking.named(direction, trump, rules)


def _order_from(leader: str, seats: Sequence[str] = SEATS) -> list[str]:
    i = list(seats).index(leader)
    return [seats[(i + k) % len(seats)] for k in range(len(seats))]


def plays_words(plays: Sequence[tuple[str, Card]], names: dict[str, str] = SEAT_NAMES) -> str:
    """``North leads 10♣; East plays A♦`` (``names``: how the seats are called)."""
    return "; ".join(
        msg("{seat} leads {card}", seat=seat_word(s, names.get(s, s)), card=card_text(c))
        if k == 0 else
        msg("{seat} plays {card}", seat=seat_word(s, names.get(s, s)), card=card_text(c))
        for k, (s, c) in enumerate(plays))


def winner_reason(cards: Sequence[Card], ranking: Ranking, rules: BidWhistRules
                  ) -> tuple[str, str]:
    """Why the engine's winner of a complete trick wins, and the rule IDs (its clauses,
    each a whole statement, joined by semicolons)."""
    win = cards[ranking.winner(cards)]
    shown = card_text(win)
    led = ranking.led_suit(cards)
    trump = ranking.trump
    notes = []
    rule_ids = []
    if trump is None and any(c.is_joker for c in cards):
        notes.append(msg("at no trump a joker never wins"))
        rule_ids.append("BW-5.1")
    if cards[0].is_joker and trump is None:
        notes.append(msg("a joker was led, so the first other card fixed {suit} as the suit to "
                         "follow", suit=suit_name(led)))
        rule_ids.append("BW-5.3")
    if win.is_joker:
        if win.rank == max(c.rank for c in cards if c.is_joker) and sum(
                c.is_joker for c in cards) == 2:
            text = msg("{card} wins: the big joker ranks above the little joker and every trump",
                       card=shown)
        else:
            text = msg("{card} wins: the jokers rank above every trump", card=shown)
        return "; ".join([text, *notes]), ", ".join(["BW-4.3", *rule_ids])
    trumps = [c for c in cards if trump is not None and ranking.suit_of(c) is trump]
    if trumps and led is not trump:
        text = msg("{card} wins: it is the highest trump, and a trump beats the led suit",
                   card=shown)
        return "; ".join([text, *notes]), ", ".join(["BW-4.5", *rule_ids])
    one = Name("suit", led.value, led.word[:-1])           # "spade": one card of the suit
    off = [c for c in cards if not c.is_joker and ranking.suit_of(c) is not led]
    if ranking.direction == UPTOWN:
        text = (msg("{card} is the highest trump uptown (A K Q … 2)", card=shown)
                if led is trump else
                msg("{card} is the highest {suit:one} uptown (A K Q … 2)", card=shown, suit=one))
        rule = "BW-4.1"
    elif win.rank == 14 and not rules.ace_low_downtown:
        text = msg("{card} wins: downtown the ace still ranks highest, then 2 3 4 …", card=shown)
        rule = "BW-4.2"
    elif rules.ace_low_downtown:
        text = (msg("{card} is the highest trump downtown with aces low (2 3 4 … K A)",
                    card=shown) if led is trump else
                msg("{card} is the highest {suit:one} downtown with aces low (2 3 4 … K A)",
                    card=shown, suit=one))
        rule = "V-ACE-LOW-DOWN"
    else:
        text = (msg("{card} is the highest trump downtown (A 2 3 … K)", card=shown)
                if led is trump else
                msg("{card} is the highest {suit:one} downtown (A 2 3 … K)", card=shown,
                    suit=one))
        rule = "BW-4.2"
    if off:
        names = " ".join(card_text(c) for c in off)
        notes.append(msg("{cards} did not follow suit, and at no trump nothing else can win",
                         cards=names)
                     if ranking.trump is None else
                     msg("{cards} neither followed nor trumped", cards=names))
    return "; ".join([text, *notes]), ", ".join([rule, "BW-4.5", *rule_ids])


def why_not_winner(cards: Sequence[Card], index: int, ranking: Ranking) -> str:
    """Why card ``index`` of a complete trick does not win, without naming the winner
    ("" if it wins)."""
    win = ranking.winner(cards)
    if index == win:
        return ""
    card, best = cards[index], cards[win]
    led, trump = ranking.led_suit(cards), ranking.trump
    suit, best_suit = ranking.suit_of(card), ranking.suit_of(best)
    shown = card_text(card)
    if card.is_joker and trump is None:
        return msg("{card} cannot win: at no trump a joker never wins", card=shown)
    if trump is not None and best_suit is trump and suit is not trump:
        return msg("{card} is not a trump, and a trump was played to this trick", card=shown)
    if suit is trump and best_suit is trump:
        return msg("{card} is a trump, but a higher trump was played to this trick",
                   card=shown)
    if suit is not led:
        if led is not None:
            return msg("{card} is not of the suit led ({suit}), nor a trump: it cannot win, "
                       "however high", card=shown, suit=suit_name(led))
        return msg("{card} is not of the suit led, nor a trump: it cannot win, however high",
                   card=shown)
    if ranking.direction != UPTOWN:
        return msg("{card} follows suit, but a higher {suit:one} (downtown) was played to "
                   "this trick", card=shown, suit=Name("suit", led.value, led.word[:-1]))
    return msg("{card} follows suit, but a higher {suit:one} was played to this trick",
               card=shown, suit=Name("suit", led.value, led.word[:-1]))


def why_not_legal(chosen: Sequence[Card], legal: Sequence[Card], hand: Sequence[Card],
                  trick: Sequence[Card], ranking: Ranking) -> str:
    """Why ``chosen`` is not the set of cards that may be played ("" if it is), without
    listing the right set."""
    wrong = [c for c in chosen if c not in legal]
    if wrong:
        led = ranking.led_suit(trick)
        c = wrong[0]
        held = [h for h in hand if ranking.suit_of(h) is led and not h.is_joker]
        if led is not None and held and ranking.suit_of(c) is not led:
            return msg("{card} does not follow suit, and you hold {suit}: you must follow",
                       card=card_text(c), suit=suit_name(led))
        return msg("{card} may not be played to this trick", card=card_text(c))
    missing = [c for c in legal if c not in chosen]
    if missing:
        return msg("{card} may be played too", card=card_text(missing[0]))
    return ""


# ---------------------------------------------------------------- questions


def winner_question(plays: Sequence[tuple[str, Card | str]], direction: str,
                    trump: Suit | str | None, rules: BidWhistRules = HOUSE, *,
                    names: dict[str, str] | None = None, title: str = "",
                    extra_rule: str = "", seed: int | None = None) -> Question:
    """"Who wins this trick?" for a given trick and contract; the engine decides."""
    plays = [(s, Card.parse(c)) for s, c in plays]
    trump_suit = Suit.parse(trump) if isinstance(trump, str) else trump
    ranking = Ranking.named(direction, trump_suit, rules)
    cards = [c for _, c in plays]
    names = names or SEAT_NAMES
    win = ranking.winner(cards)
    reason, rule = winner_reason(cards, ranking, rules)
    if extra_rule:
        rule = f"{extra_rule}, {rule}"
    seats = tuple(s for s, _ in plays)
    picture = pictures.trick_svg(plays, seats=_picture_seats(seats), leader=seats[0],
                                 width=360)
    prompt = msg("{trumps}. {plays}. Who wins the trick?",
                 trumps=contract_words(direction, trump_suit), plays=plays_words(plays, names))
    choices = tuple(Choice(msg("{seat}: {card}", seat=seat_word(s, names.get(s, s)),
                               card=card_text(c)), c, why_not_winner(cards, i, ranking))
                    for i, (s, c) in enumerate(plays))
    facts = {"plays": [(s, c.code) for s, c in plays], "direction": direction,
             "trump": trump_suit.word if trump_suit else None}
    return Question("trick-winner", prompt, choices, win, reason, rule, (picture,), title, seed,
                    facts)


def _picture_seats(seats: Sequence[str]) -> tuple[str, ...]:
    """Seats in table order (N E S W, or the letters of a worked example in order)."""
    if set(seats) <= set(SEATS):
        return SEATS
    return tuple(sorted(seats))


def trick_winner(seed: int, rules: BidWhistRules = HOUSE) -> Question:
    """A seeded "who wins this trick?" (BW-4.1 – BW-4.6, BW-5)."""
    rng = _rng("trick-winner", seed)
    ranking = _random_ranking(rng, rules)
    pack = list(deck(rules.jokers))
    leader = rng.choice(SEATS)
    if rules.jokers and rng.random() < 0.1:
        lead = rng.choice([c for c in pack if c.is_joker])
    else:
        lead = rng.choice([c for c in pack if not c.is_joker])
    cards = [lead]
    led = lead.suit or ranking.trump or rng.choice(SUITS)
    while len(cards) < 4:
        r = rng.random()
        if r < 0.6:
            pool = [c for c in pack if c.suit is led]
        elif r < 0.85 and ranking.trump is not None:
            pool = [c for c in pack if ranking.suit_of(c) is ranking.trump]
        else:
            pool = pack
        pool = [c for c in pool if c not in cards] or [c for c in pack if c not in cards]
        cards.append(rng.choice(pool))
    plays = list(zip(_order_from(leader), cards, strict=True))
    return winner_question(plays, ranking.direction, ranking.trump, rules, seed=seed)


def bid_legal(seed: int, rules: BidWhistRules = HOUSE) -> Question:
    """A seeded "is this call legal after …?" (BW-2.4, BW-2.5, BW-3.1, BW-3.3)."""
    rng = _rng("bid-legal", seed)
    state = new_hand(seed, rules=rules)
    k = rng.randrange(4)
    for _ in range(k):
        legal = _legal_bids(state)
        bids = [b for b in legal if not b.is_pass]
        if legal[0].is_pass and (rng.random() < 0.5 or not bids):
            state = state.call(legal[0])
        else:
            state = state.call(rng.choice(bids[:6]))
    legal = _legal_bids(state)
    high = _high_bid(state)
    options: list[Bid] = []
    if high is not None and not high[1].is_no_trump:
        other = DOWNTOWN if high[1].kind == UPTOWN else UPTOWN
        options.append(Bid(high[1].level, other))
    if high is not None and high[1].level > rules.min_bid:
        options.append(Bid(high[1].level - 1, rng.choice((UPTOWN, DOWNTOWN, NO_TRUMP))))
    if rules.min_bid > 1:
        options.append(Bid(rules.min_bid - 1, rng.choice((UPTOWN, DOWNTOWN))))
    if not legal[0].is_pass:
        options.append(Bid.parse("pass"))
    use_legal = rng.random() < 0.45 or not options
    candidate = rng.choice(legal[:7]) if use_legal else rng.choice(options)
    seat = state.to_act

    def name(code: str) -> Name:
        return seat_word(code, SEAT_NAMES[code])

    calls = [msg("{seat} {call}", seat=name(state.bidder(i + 1)), call=b.words)
             for i, b in enumerate(map(BID_OF.__getitem__, state.bids))]
    history = (msg("The calls so far: {calls}.", calls=", ".join(calls)) if calls else
               msg("{seat} speaks first.", seat=name(seat)))
    prompt = msg("{dealer} deals (minimum bid {min_bid}). {history} Now {seat} calls {call}. "
                 "Is this call legal?", dealer=name(state.dealer), min_bid=rules.min_bid,
                 history=history, seat=name(seat), call=candidate.words)
    try:
        state.call(candidate)
    except WhistError as err:
        legal_now, reason, rule = False, err.words, err.rule or "BW-3.3"
    else:
        legal_now = True
        reason, rule = _why_legal_call(state, candidate, rules)
    choices = (Choice(msg("Legal")), Choice(msg("Not legal")))
    facts = {"dealer": state.dealer, "min_bid": rules.min_bid,
             "calls": [b.code for b in state.bids], "call": candidate.code}
    return Question("bid-legal", prompt, choices, 0 if legal_now else 1,
                    reason[0].upper() + reason[1:], rule, (), "", seed, facts)


def _legal_bids(state: FamilyState) -> list[Bid]:
    """The calls the seat to speak may make, in the house's bid words."""
    return [BID_OF[c] for c in state.legal_calls()]


def _high_bid(state: FamilyState) -> tuple[str, Bid] | None:
    """The highest bid so far, in the house's bid words, and who made it."""
    high = state.high_bid
    return None if high is None else (high[0], BID_OF[high[1]])


def _why_legal_call(before: FamilyState, call: Bid, rules: BidWhistRules
                    ) -> tuple[str, str]:
    if call.is_pass:
        return msg("any player may pass, except the dealer after three passes"), \
            "BW-2.4, BW-2.5"
    high = _high_bid(before)
    if high is None:
        values = {"call": call.words, "min_bid": rules.min_bid, "books": call.books_needed}
        if len(before.bids) == 3:
            return msg("{call} is a first bid at or above the minimum of {min_bid}: {books} of "
                       "the 13 books; the dealer must bid after three passes", **values), \
                "BW-2.5, BW-3.1"
        return msg("{call} is a first bid at or above the minimum of {min_bid}: {books} of the "
                   "13 books", **values), "BW-3.1"
    if call.level == high[1].level and call.kind == DOWNTOWN and high[1].kind == UPTOWN:
        return (msg("{call} overcalls {high}: at one number downtown ranks above uptown under "
                    "this rule", call=call.words, high=high[1].words), "V-DOWN-OVER-UP")
    return msg("{call} is higher than {high} on the bid ladder", call=call.words,
               high=high[1].words), "BW-3.3"


def hand_score_question(level: int, no_trump: bool, books: int, *, who: str | None = None,
                        title: str = "", extra_rule: str = "", seed: int | None = None,
                        rng: random.Random | None = None) -> Question:
    """"What does this hand score?" for a bid and the declarers' books (kitty book included);
    ``who`` names the declarers (default: "The declarers")."""
    score = contract_score(level, no_trump, books)  # the engine answers
    f = 2 if no_trump else 1
    need = level + 6
    if books >= need:
        clauses = [msg("{books} books ≥ {level} + 6 = {need}: the bid is made, and every book "
                       "over six counts: {books} − 6 = {over}", books=books, level=level,
                       need=need, over=books - 6)]
        rule = "BW-6.2"
    else:
        clauses = [msg("{books} books < {level} + 6 = {need}: the bid is set and {level} is "
                       "subtracted", books=books, level=level, need=need)]
        rule = "BW-6.3"
    if no_trump:
        clauses.append(msg("no trump doubles it: {score}", score=signed(score)))
        rule += ", BW-6.4"
    if books == 13:
        clauses.append(msg("all 13 books is a Boston"))
        rule += ", BW-9.6"
    reason = "; ".join(clauses)
    if extra_rule:
        rule = f"{extra_rule}, {rule}"
    wrong = [(books - 6) * f, level * f, -level * f, books - 6, level, -level,
             -(books - 6) * f, (level + 1) * f, books]
    distract: list[int] = []
    for w in wrong:
        if w != score and w not in distract:
            distract.append(w)
    picked = distract[:3] if rng is None else rng.sample(distract, 3)
    values = sorted([score, *picked])
    choices = tuple(Choice(signed(v)) for v in values)
    bid = Bid(level, NO_TRUMP if no_trump else UPTOWN)
    bid_words = bid.words if no_trump else msg("{level} (uptown or downtown)", level=level)
    # English says "books" for any number, as it always did
    prompt = msg_n("{who} bid {bid} and took {n} books, the kitty book included. What do they "
                   "score for this hand?", "{who} bid {bid} and took {n} books, the kitty book "
                   "included. What do they score for this hand?", books,
                   who=msg("The declarers") if who is None else who, bid=bid_words)
    facts = {"level": level, "no_trump": no_trump, "books": books}
    return Question("hand-score", prompt, choices, values.index(score), reason, rule, (),
                    title, seed, facts)


def hand_score(seed: int, rules: BidWhistRules = HOUSE) -> Question:
    """A seeded "what does this hand score?" (BW-6.2 – BW-6.4)."""
    rng = _rng("hand-score", seed)
    level = rng.randint(rules.min_bid, 7)
    no_trump = rng.random() < 0.35
    books = max(1, min(13, level + 6 + rng.randint(-3, 3)))
    pair = rng.choice(("NS", "EW"))
    who = f"{said(seat_word(pair[0]))}–{said(seat_word(pair[1]))}"     # North–South
    return hand_score_question(level, no_trump, books, who=who, seed=seed, rng=rng)


def legal_plays(seed: int, rules: BidWhistRules = HOUSE) -> Question:
    """A seeded "which cards may you play?" (BW-4.4, BW-4.6, BW-5.2, BW-5.3)."""
    rng = _rng("legal-plays", seed)
    ranking = _random_ranking(rng, rules, nt_share=0.4)
    pack = list(deck(rules.jokers))
    jokers = [c for c in pack if c.is_joker]
    leader = rng.choice(SEATS)
    n_trick = rng.randint(1, 3)
    if jokers and rng.random() < 0.12:
        lead = rng.choice(jokers)
    else:
        lead = rng.choice([c for c in pack if not c.is_joker])
    trick = [lead]
    while len(trick) < n_trick:
        trick.append(rng.choice([c for c in pack if c not in trick]))
    rest = [c for c in pack if c not in trick]
    led = ranking.led_suit(trick)
    hand = rng.sample([c for c in rest if not c.is_joker], rng.randint(5, 8))
    free_jokers = [c for c in jokers if c in rest]
    if free_jokers and rng.random() < 0.5:
        hand[-1] = rng.choice(free_jokers)
    if led is not None:
        follow = [c for c in rest if ranking.suit_of(c) is led and c not in hand]
        if rng.random() < 0.35:  # void in the led suit
            plain = [c for c in rest if c.suit is not led and not c.is_joker and c not in hand]
            hand = [c if ranking.suit_of(c) is not led or c.is_joker else plain.pop()
                    for c in hand]
        elif not any(ranking.suit_of(c) is led for c in hand) and follow:
            hand[0] = rng.choice(follow)
    hand = sort_hand(hand, ranking)
    legal = legal_cards(hand, trick, ranking, rules)  # the engine answers
    reason, rule = play_reason(hand, trick, ranking, rules)
    seats = _order_from(leader)
    me = seats[len(trick)]
    plays = list(zip(seats, trick, strict=False))
    sets = _candidate_sets(hand, trick, ranking, legal, rng)
    rng.shuffle(sets)
    choices = tuple(Choice(_set_label(s, hand), why=why_not_legal(s, legal, hand, trick, ranking))
                    for s in sets)
    answer = next(i for i, s in enumerate(sets) if set(s) == set(legal))
    prompt = msg("{contract}. {plays}. You are {seat}, holding {hand}. Which cards may you "
                 "play?", contract=contract_words(ranking.direction, ranking.trump),
                 plays=plays_words(plays), seat=seat_word(me),
                 hand=", ".join(card_text(c) for c in hand))
    pics = (pictures.trick_svg(plays, leader=leader, width=300),
            pictures.hand_svg(hand, label=msg("{seat}'s hand", seat=seat_word(me)), width=420))
    facts = {"direction": ranking.direction,
             "trump": ranking.trump.word if ranking.trump else None,
             "trick": [c.code for c in trick], "hand": [c.code for c in hand], "seat": me,
             "legal": [c.code for c in legal]}
    return Question("legal-plays", prompt, choices, answer, reason, rule, pics, "", seed, facts)


def _candidate_sets(hand: list[Card], trick: list[Card], ranking: Ranking, legal: list[Card],
                    rng: random.Random) -> list[list[Card]]:
    """The engine's legal set and plausible wrong sets, each once."""
    led_card = next((c for c in trick if not c.is_joker), None)
    natural = [c for c in hand if led_card is not None and c.suit is led_card.suit]
    jokers = [c for c in hand if c.is_joker]
    trumps = [c for c in hand if ranking.trump is not None and c.suit is ranking.trump]
    options = [legal, list(hand), natural + jokers, natural, natural + trumps,
               [c for c in legal if not c.is_joker], legal + jokers, trumps + jokers,
               [hand[0]], [hand[-1]]]
    out: list[list[Card]] = []
    seen: set[frozenset] = set()
    for opt in options:
        key = frozenset(opt)
        if opt and key not in seen:
            seen.add(key)
            out.append([c for c in hand if c in key])
    first, others = out[0], out[1:]
    return [first, *rng.sample(others, min(3, len(others)))]


def _set_label(cards: list[Card], hand: list[Card]) -> str:
    text = ", ".join(card_text(c) for c in cards)
    if len(cards) == len(hand):
        return msg("Any card ({cards})", cards=text)
    return msg("Only {cards}", cards=text)


# ------------------------------------------------------------ worked examples


def worked_examples(rules: BidWhistRules = HOUSE) -> list[Question]:
    """BW-9.1 (who wins the trick?) and BW-9.2 (four scores), exactly as on the rules card."""
    names = {"A": "A", "B": "B", "C": "C", "D": "D"}
    plays = [("A", "3H"), ("B", "AH"), ("C", "KH"), ("D", "2H")]
    q91 = winner_question(plays, DOWNTOWN, Suit.SPADES, rules, names=names,
                          title=msg("Worked example BW-9.1"), extra_rule="BW-9.1")
    q91 = _with(q91, reason="; ".join([q91.reason,
                                       msg("the king is the lowest heart downtown")]))
    out = [q91]
    for books, no_trump in ((10, False), (9, False), (10, True), (9, True)):
        out.append(hand_score_question(4, no_trump, books, who=msg("B's pair"),
                                       title=msg("Worked example BW-9.2"), extra_rule="BW-9.2"))
    return out


def _with(q: Question, **changes: Any) -> Question:
    return replace(q, **changes)


# ------------------------------------------------------------------ series

GENERATORS: dict[str, Callable[[int, BidWhistRules], Question]] = {
    "trick-winner": trick_winner,
    "bid-legal": bid_legal,
    "hand-score": hand_score,
    "legal-plays": legal_plays,
}
KINDS: tuple[str, ...] = tuple(GENERATORS)


def generate(kind: str, seed: int, rules: BidWhistRules = HOUSE) -> Question:
    """One question of ``kind`` (one of :data:`KINDS`) from ``seed``."""
    try:
        maker = GENERATORS[kind]
    except KeyError:
        raise ValueError(f"{kind!r} is not a question kind; known: {', '.join(KINDS)}") from None
    return maker(seed, rules)


def mixed(seed: int = 0, count: int = 8, kinds: Sequence[str] = KINDS,
          rules: BidWhistRules = HOUSE) -> list[Question]:
    """``count`` questions cycling through ``kinds``, all from ``seed``."""
    return [generate(kinds[i % len(kinds)], seed * 1000 + i, rules) for i in range(count)]


__all__ = ["KINDS", "Choice", "Question", "ask", "bid_legal", "contract_words",
           "generate", "hand_score", "hand_score_question", "legal_plays", "mixed",
           "plays_words", "trick_winner", "winner_question", "worked_examples"]
