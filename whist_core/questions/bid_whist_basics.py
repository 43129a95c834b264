"""Check-yourself questions for Bid Whist lessons 1–5 (pure Python, no Jupyter).

These complement :mod:`whist_core.questions.generated` (trick winners, legal bids,
scores, legal plays) with questions about the table, the card ranks, the deal,
the auction ladder and the kitty. Every answer and every number in a reason is
asked of the engine (seats, ``deck``, ``Ranking``, ``deal``, ``Bid``,
``FamilyState``); only the history question (BW-8.1), which no engine can
compute, has a fixed answer.

- :func:`table_questions` — lesson 1 (BW-1.1 – BW-1.4, BW-8.1, BW-8.2)
- :func:`rank_questions` — lesson 2 (BW-4.1 – BW-4.3, BW-9.1, V-ACE-LOW-DOWN)
- :func:`deal_questions` — lesson 3 (BW-1.3, BW-2.1 – BW-2.3)
- :func:`bidding_questions` — lesson 4 (BW-2.4, BW-2.5, BW-3.1 – BW-3.3)
- :func:`declaring_questions` — lesson 5 (BW-3.4 – BW-3.7)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from whist_core.bid_whist.stats import kitty_joker_exact
from whist_core.cards import Card, Suit, deck
from whist_core.errors import WhistError
from whist_core.family.engine import Deal, FamilyState
from whist_core.family.kinds import Phase
from whist_core.family.ranking import Ranking, rank_order
from whist_core.family.seats import SEAT_NAMES, SEATS, left_of, pair_of, partner_of, right_of
from whist_core.family.switches import HOUSE, BidWhistRules
from whist_core.family.system import DOWNTOWN, UPTOWN
from whist_core.family.systems.house import PASS, Bid, deal, house, new_hand
from whist_core.messages import N_, Name, card_text, msg, said, say
from whist_core.messages import seat as seat_name
from whist_core.messages import suit as suit_name
from whist_core.narrate import signed
from whist_core.narrate.family import kitty_barred
from whist_core.questions.generated import Choice, Question, ask, bid_legal, worked_examples


def _name(seat: str) -> str:
    return said(_seat(seat))


def _seat(seat: str) -> Name:
    return seat_name(seat, SEAT_NAMES[seat])


def _others(seat: str) -> list[str]:
    return [_name(s) for s in SEATS if s != seat]


# ------------------------------------------------------------------ lesson 1
def table_questions(rules: BidWhistRules = HOUSE) -> list[Question]:
    """Partners, the order of play and of the deal, the pack, the goal, history, house rules."""
    out = []
    me = "N"
    out.append(ask(
        "table", msg("You sit {seat}. Who is your partner?", seat=_seat(me)), _others(me),
        _name(partner_of(me)),
        msg("Partners sit opposite each other: {seat} plays with {partner}, against {left} "
            "and {right}", seat=_seat(me), partner=_seat(partner_of(me)),
            left=_seat(left_of(me)), right=_seat(left_of(partner_of(me)))), "BW-1.1"))
    just = "E"
    order = " → ".join(_name(s) for s in SEATS)
    out.append(ask(
        "table", msg("{seat} has just played a card. Who plays next?", seat=_seat(just)),
        _others(just), _name(left_of(just)),
        msg("Play goes clockwise, always to the left: {order} → {first}", order=order,
            first=_seat(SEATS[0])), "BW-1.1"))
    pack = deck(rules.jokers)
    plain = sum(1 for c in pack if not c.is_joker)
    jokers = len(pack) - plain
    out.append(ask(
        "table", msg("How many cards are in the Bid Whist pack?"),
        [str(n) for n in sorted({plain, plain + 1, len(pack), plain + 4})], str(len(pack)),
        msg("The {plain} ordinary cards plus {jokers} jokers, a big one and a little one: "
            "{n} cards", plain=plain, jokers=jokers, n=len(pack)), "BW-1.2"))
    dealt = "W"
    out.append(ask(
        "table", msg("{seat} dealt the last hand. Who deals the next one?", seat=_seat(dealt)),
        _others(dealt), _name(left_of(dealt)),
        msg("The first dealer is chosen at random; after that the deal passes to the left"),
        "BW-1.3"))
    t = rules.target
    out.append(ask(
        "table", msg("Both pairs start the game at 0. What score wins the game?"),
        [signed(v) for v in sorted({t - 2, t, t + 2, t + 4})], signed(t),
        msg("A pair that reaches {win} or more wins; a pair that falls to {lose} or less loses",
            win=signed(t), lose=signed(-t)), "BW-1.4"))
    nobody = msg("No single inventor is known")
    out.append(ask(
        "table", msg("Who invented Bid Whist?"),
        [msg("Edmond Hoyle, the famous writer on whist"), nobody,
         msg("A card club in Boston")], nobody,
        msg("Bid Whist grew out of whist and is closely tied to African-American card culture "
            "in the USA; no single inventor is known"), "BW-8.1"))
    lowest = min(b.level for b in new_hand(0, "N", rules).legal_calls()
                 if not b.is_pass)
    out.append(ask(
        "table", msg("In this course's rules, what is the lowest bid a player may make?"),
        [str(n) for n in (1, 2, 3, 4)], str(lowest),
        msg("The house rules card sets the minimum bid at {n}; a minimum of 4 is a variant "
            "that the table must agree on first", n=lowest), "BW-8.2"))
    return out


# ------------------------------------------------------------------ lesson 2
def _rank_text(card: Card) -> str:
    return card.pretty if card.is_joker else card.pretty[:-1]


def _ranking(direction: str, trump: Suit | None, rules: BidWhistRules) -> Ranking:
    return Ranking(direction, trump, rank_order(direction, rules))


def ladder_words(direction: str, suit: Suit, trump: Suit | None = None,
                 rules: BidWhistRules = HOUSE) -> str:
    """The engine's order of ``suit`` high to low, e.g. ``"A 2 3 4 5 6 7 8 9 10 J Q K"``."""
    ranking = _ranking(direction, trump, rules)
    ladder = ranking.ladder(suit)
    jokers = [card_text(c) for c in ladder if c.is_joker][: rules.jokers]
    plain = " ".join(_rank_text(c) for c in ladder if not c.is_joker)
    return ", ".join([*jokers, plain])


def highest_card_question(codes: str, direction: str, trump: str | None = None,
                          rules: BidWhistRules = HOUSE, *, rule: str, title: str = "",
                          variant: str = "") -> Question:
    """"Which of these cards ranks highest?" — all of one suit (jokers count as trumps)."""
    cs = [Card.parse(c) for c in codes.split()]
    trump_suit = Suit.parse(trump) if trump else None
    ranking = _ranking(direction, trump_suit, rules)
    best = max(range(len(cs)), key=lambda i: ranking.power(cs[i]))
    suit = ranking.suit_of(cs[0])
    way = direction.capitalize()
    where = (msg("{direction}, {suit} trump", direction=way, suit=suit_name(trump_suit))
             if trump_suit else way)
    if variant:
        where = msg("{where}, with the {variant}", where=where, variant=say(variant))
    order = ladder_words(direction, suit, trump_suit, rules)
    if any(c.is_joker for c in cs):
        prompt = msg("{where}. Which of these cards ranks highest?", where=where)
        reason = msg("The {card} ranks highest: with a trump suit the big joker, then the "
                     "little joker, rank above every trump. High to low: {order}",
                     card=card_text(cs[best]), order=order)
    else:
        prompt = msg("{where}. Which of these {suit} ranks highest?", where=where,
                     suit=suit_name(suit))
        reason = msg("{card} ranks highest. {direction}, high to low: {order}",
                     card=card_text(cs[best]), direction=way, order=order)
    choices = tuple(Choice(card_text(c), c) for c in cs)
    return Question("highest-card", prompt, choices, best, reason, rule, (), say(title))


def rank_questions(rules: BidWhistRules = HOUSE) -> list[Question]:
    """Uptown, downtown (the ace stays high), the jokers, BW-9.1, and the aces-low variant."""
    ace_low = replace(rules, ace_low_downtown=True)
    q91 = worked_examples(rules)[0]
    return [
        highest_card_question("10H KH 3H JH", UPTOWN, rules=rules, rule="BW-4.1"),
        highest_card_question("5C KC 2C 9C", DOWNTOWN, rules=rules, rule="BW-4.2"),
        highest_card_question("KD 2D AD 3D", DOWNTOWN, rules=rules, rule="BW-4.2"),
        highest_card_question("AS 2S LJ KS", UPTOWN, "spades", rules, rule="BW-4.3"),
        highest_card_question("2H BJ AH LJ", DOWNTOWN, "hearts", rules, rule="BW-4.3"),
        replace(q91, title=msg("Worked example BW-9.1 (A, B, C, D are the four players)")),
        highest_card_question("KH 2H AH 3H", DOWNTOWN, rules=ace_low, rule="V-ACE-LOW-DOWN",
                              variant=N_("“aces low” variant"),
                              title=N_("A variant, not our rule")),
    ]


# ------------------------------------------------------------------ lesson 3
def _yes_no(prompt: str, yes: bool, reason: str, rule: str, kind: str) -> Question:
    options = [msg("Yes"), msg("No")]
    return ask(kind, prompt, options, options[0] if yes else options[1], reason, rule)


def deal_questions(seed: int = 3, dealer: str = "S", rules: BidWhistRules = HOUSE
                   ) -> list[Question]:
    """Who cuts, who gets the first card, the kitty size and where kitty cards may be dealt,
    the next dealer, and how often the kitty holds a joker — for the engine's deal."""
    d: Deal = deal(seed, dealer, rules)
    total = len(d.trace)
    barred = kitty_barred(d)
    per_hand = d.hands[SEATS.index(dealer)].bit_count()
    cutter, first = right_of(dealer), SEATS[d.trace[0][1]]
    out = [
        ask("deal", msg("{seat} is the dealer and has shuffled. Who cuts the pack?",
                         seat=_seat(dealer)),
             _others(dealer), _name(cutter),
             msg("The player on the dealer's right cuts: {seat}", seat=_seat(cutter)),
             "BW-2.1"),
        ask("deal", msg("{seat} deals. Who gets the first card?", seat=_seat(dealer)),
             [_name(s) for s in SEATS], _name(first),
             msg("Cards go out one at a time, clockwise, starting with the player on the "
                 "dealer's left: {seat}", seat=_seat(first)), "BW-2.2"),
        ask("deal", msg("How many cards go face down to the kitty?"),
             [str(n) for n in sorted({4, 5, len(d.kitty), 8})], str(len(d.kitty)),
             msg("Each player gets {each} cards: 4 × {each} = {dealt}, and the other {kitty} "
                 "of the {total} go to the kitty", each=per_hand, dealt=4 * per_hand,
                 kitty=len(d.kitty), total=total), "BW-2.2"),
    ]
    for k in (3, total // 2, total - 1):
        may = k not in barred
        if may:
            why = msg("Yes: a kitty card may be dealt anywhere except among the first 4 and "
                      "the last 4")
        elif k <= total // 2:
            why = msg("No: card {k} is among the first 4, and neither the first 4 nor the "
                      "last 4 cards may go to the kitty", k=k)
        else:
            why = msg("No: card {k} is among the last 4, and neither the first 4 nor the "
                      "last 4 cards may go to the kitty", k=k)
        out.append(_yes_no(
            msg("The dealer is about to deal card number {k} of {total}. May it go to the "
                "kitty?", k=k, total=total), may, why, "BW-2.3", "deal"))
    out.append(ask(
        "deal", msg("{seat} dealt this hand. Who deals the next one?", seat=_seat(dealer)),
        _others(dealer), _name(left_of(dealer)),
        msg("The deal passes to the left: after {seat} comes {next}", seat=_seat(dealer),
            next=_seat(left_of(dealer))), "BW-1.3"))
    exact = kitty_joker_exact(rules)
    p = 1 - exact.get(0, 1.0)
    shares = {N_("about 1 deal in 100"): 0.01, N_("about 1 deal in 5"): 0.2,
              N_("about 1 deal in 2"): 0.5, N_("every deal"): 1.0}
    options = {say(k): v for k, v in shares.items()}
    right = min(options, key=lambda k: abs(options[k] - p))
    share = f"{p:.1%}"
    out.append(ask(
        "deal", msg("How often does the kitty hold at least one joker?"), list(options), right,
        msg("{kitty} of the {total} cards go to the kitty, so the chance is exactly {share}",
            kitty=len(d.kitty), total=total, share=share), "BW-2.2"))
    return out


# ------------------------------------------------------------------ lesson 4
_LEGAL_SEEDS = (6, 2, 4)   # bid_legal seeds: an overcall, an equal bid refused, a pass


def compare_bids_question(a: str, b: str, rules: BidWhistRules = HOUSE) -> Question:
    """"Which bid is higher?" — answered by the engine's bid ladder (BW-3.3)."""
    x, y = Bid.parse(a), Bid.parse(b)
    kx, ky = house(rules).ladder_key(x.call), house(rules).ladder_key(y.call)
    equal = msg("They are equal: neither overcalls the other")
    right = x.words if kx > ky else y.words if ky > kx else equal
    if kx == ky:
        reason = msg("{a} and {b} are equal: at the same number uptown and downtown cannot "
                     "overcall each other", a=x.words, b=y.words)
    elif x.level != y.level:
        hi = x if kx > ky else y
        reason = msg("{bid} is higher: a higher number beats a lower one, whatever the kind",
                     bid=hi.words)
    else:
        hi = x if kx > ky else y
        reason = msg("{bid} is higher: at the same number no trump beats uptown and downtown",
                     bid=hi.words)
    return ask("bid-compare", msg("Which bid is higher: {a} or {b}?", a=x.words, b=y.words),
                [x.words, y.words, equal], right, reason, "BW-3.3")


def bidding_questions(seed: int = 11, dealer: str = "S", rules: BidWhistRules = HOUSE
                      ) -> list[Question]:
    """Who speaks first, what a bid says, books needed, the ladder, the dealer's duty."""
    state = new_hand(seed, dealer, rules)
    first = state.bidder(1)
    out = [ask("bidding", msg("{seat} deals. Who speaks first in the auction?",
                               seat=_seat(dealer)),
                [_name(s) for s in SEATS], _name(first),
                msg("The player on the dealer's left starts the auction: {seat}; each player "
                    "then speaks once, clockwise", seat=_seat(first)), "BW-2.4")]
    calls = ["4 spades", "4 downtown", "4 hearts uptown"]     # as typed: Bid.parse reads them
    good = [c for c in calls if _parses(c)]
    shown = {c: say(w) for c, w in zip(calls, _TYPED, strict=True)}
    out.append(ask("bidding", msg("Which of these is a correct Bid Whist bid?"),
                    list(shown.values()), shown[good[0]],
                    msg("A bid is a number with uptown, downtown or no trump ({bid}); it never "
                        "names the trump suit — after a suit bid the winner names trump once "
                        "the auction is over", bid=shown[good[0]]),
                    "BW-3.2"))
    level = 5
    need = Bid(level, UPTOWN).books_needed
    out.append(ask("bidding", msg("A pair bids {level}. How many of the 13 books must it take?",
                                   level=level),
                    [str(n) for n in sorted({level, level + 3, need, need + 1})], str(need),
                    msg("The number counts books over six: {level} + 6 = {need} of the 13 books "
                        "(the kitty book included)", level=level, need=need), "BW-3.1"))
    out.append(compare_bids_question("4U", "4D", rules))
    out.append(compare_bids_question("4NT", "5D", rules))
    after = state
    for _ in range(3):
        after = after.call(PASS)
    may_pass = _passes(after)
    out.append(_yes_no(
        msg("{first}, {second} and {third} all pass. May {dealer}, the dealer, pass too?",
            first=_seat(first), second=_seat(after.bidder(2)), third=_seat(after.bidder(3)),
            dealer=_seat(dealer)), may_pass,
        msg("Yes: any player may pass") if may_pass else
        msg("No: when the first three players pass, the dealer must bid (the minimum will do)"),
        "BW-2.5", "bidding"))
    out += [bid_legal(s, rules) for s in _LEGAL_SEEDS]
    return out


#: The three calls of "Which of these is a correct bid?" as a learner reads them.
_TYPED = (N_("4 spades"), N_("4 downtown"), N_("4 hearts uptown"))


def _passes(state: FamilyState) -> bool:
    """Whether the engine lets the seat to speak pass (it refuses with a RuleError)."""
    try:
        state.call(PASS)
    except WhistError:
        return False
    return True


def _parses(text: str) -> bool:
    try:
        Bid.parse(text)
    except ValueError:
        return False
    return True


# ------------------------------------------------------------------ lesson 5
def _state_after(states: Sequence[FamilyState], kind: str) -> FamilyState:
    return next(s for s in states if s.last.kind == kind)


def declaring_questions(states: Sequence[FamilyState],
                        no_trump_states: Sequence[FamilyState] | None = None
                        ) -> list[Question]:
    """The declaration, the kitty, the discard book and the first lead of a replayed hand
    (``states`` from ``records.replay``); ``no_trump_states`` adds the no-trump choice."""
    won = next(s for s in states if s.phase is Phase.DECLARE)
    c = won.contract
    who = _seat(c.declarer)
    suit_choice = msg("Names the trump suit")
    dir_choice = msg("Chooses uptown or downtown")
    partner_choice = msg("Lets the partner name trump")

    def what(state: FamilyState) -> str:
        legal = state.legal_declarations()
        return suit_choice if all(isinstance(x, Suit) for x in legal) else dir_choice

    out = [ask("declare", msg("{seat} wins the auction with {bid}. What does {seat} do first?",
                               seat=who, bid=c.bid_said),
                [suit_choice, dir_choice, partner_choice], what(won),
                msg("After a suit bid the winner names trump (the bid already said "
                    "{direction}); after a no-trump bid the winner chooses uptown or downtown",
                    direction=c.kind), "BW-3.4")]
    if no_trump_states is not None:
        nt = next(s for s in no_trump_states if s.phase is Phase.DECLARE)
        out.append(ask("declare", msg("{seat} wins the auction with {bid}. What does {seat} do "
                                      "first?", seat=_seat(nt.contract.declarer),
                                      bid=nt.contract.bid_said),
                        [suit_choice, dir_choice, partner_choice], what(nt),
                        msg("A no-trump bid has no trump suit to name; its winner chooses the "
                            "direction, uptown or downtown"), "BW-3.4"))
    taken = _state_after(states, "declare")
    held = len(taken.hand(c.declarer))
    before = len(won.hand(c.declarer))
    out.append(ask("declare", msg("{seat} picks up the kitty. How many cards does {seat} hold "
                                  "now?", seat=who),
                    [str(n) for n in sorted({before, before + 1, held - 1, held})], str(held),
                    msg("{before} cards in hand plus the {kitty} kitty cards: {held}; {seat} then "
                        "lays away {size}", before=before, kitty=len(taken.kitty), held=held,
                        seat=who, size=taken.rules.kitty_size), "BW-3.5"))
    own = [x for x in taken.hand(c.declarer) if x not in taken.kitty]
    size = taken.rules.kitty_size
    trials = {msg("Only cards that came from the kitty"): list(taken.kitty),
              msg("Only cards from the original hand"): own[:size],
              msg("Any of them, from the hand or the kitty, in any mix"):
                  own[: size // 2] + list(taken.kitty[: size - size // 2])}
    allowed = {k: _lays_away(taken, v) for k, v in trials.items()}
    any_mix = list(trials)[-1]
    right = any_mix if all(allowed.values()) else next(k for k, ok in allowed.items() if ok)
    out.append(ask("declare", msg("Which cards may {seat} lay away?", seat=who), list(trials),
                    right, msg("The declarer lays away any {size} cards face down, from the hand "
                               "or the kitty, any mix", size=size), "BW-3.5"))
    laid = _state_after(states, "discard")
    pair = pair_of(c.declarer)
    books = laid.books[pair]
    out.append(ask("declare", msg("{seat} has laid away {size} cards. How many books does "
                                  "{first}–{second} have before the first trick?", seat=who,
                                  size=size, first=_seat(pair[0]), second=_seat(pair[1])),
                    [str(n) for n in sorted({0, books, 2, size})], str(books),
                    msg("The discard counts at once as one book for the declaring pair; "
                        "{tricks} tricks remain to play", tricks=len(laid.hand(c.declarer))),
                    "BW-3.6"))
    leader = laid.to_act
    out.append(ask("declare", msg("{dealer} dealt and {seat} won the auction. Who leads to the "
                                  "first trick?", dealer=_seat(won.dealer), seat=who),
                    [_name(s) for s in SEATS], _name(leader),
                    msg("The declarer leads to the first trick: {seat}", seat=_seat(leader)),
                    "BW-3.7"))
    return out


def _lays_away(state: FamilyState, cards: Sequence[Card]) -> bool:
    try:
        state.lay_away(cards)
    except WhistError:
        return False
    return True


__all__ = ["bidding_questions", "deal_questions", "declaring_questions", "ladder_words",
           "rank_questions", "table_questions"]
