"""Check-yourself questions for Bid Whist lessons 6–10 (pure Python, no Jupyter).

The companion of :mod:`whist_core.questions.bid_whist_basics` (lessons 1–5). Every answer and
every reason is asked of the engine: the moments are found in replayed hands
(``records.replay``) by what the engine says is legal, trick winners come from
``Ranking``, scores from ``contract_score`` / ``HandResult``, game ends from ``Game``.

- :func:`playing_questions` — lesson 6 (BW-4.4 – BW-4.6, BW-9.7)
- :func:`no_trump_questions` — lesson 7 (BW-5.1 – BW-5.5)
- :func:`scoring_questions` — lesson 8 (BW-6.1 – BW-6.6, BW-9.2 – BW-9.6)
- :func:`game_questions` — lesson 9 (BW-7.1 – BW-7.3, V-TARGET)
- :func:`variant_questions` — lesson 10 (Part B)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from whist_core.bid_whist.variants import pretty_codes
from whist_core.cards import Card
from whist_core.errors import WhistError
from whist_core.family.engine import FamilyState, Trick
from whist_core.family.kinds import Phase
from whist_core.family.ranking import ranking_at, sort_hand
from whist_core.family.score import FamilyGame, HandLine, HandResult
from whist_core.family.seats import SEAT_NAMES, SEATS, left_of, partner_of
from whist_core.family.switches import HOUSE, BidWhistRules
from whist_core.family.systems.house import Game, hand_result, house
from whist_core.messages import N_, Name, card_name, card_text, msg, said, say
from whist_core.messages import seat as seat_word
from whist_core.narrate import signed
from whist_core.questions.generated import (
    Question,
    ask,
    contract_words,
    hand_score_question,
    plays_words,
    trick_winner,
    winner_question,
    worked_examples,
)

State = FamilyState


def _name(seat: str) -> str:
    return said(_seat(seat))


def _pair(pair: str) -> str:
    return f"{_name(pair[0])}–{_name(pair[1])}"


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(card_text(c) for c in cards)


def _contract_words(state: State) -> str:
    c = state.contract
    return contract_words(c.direction, c.trump)


def _trick_words(state: State) -> str:
    return plays_words(state.plays)


def _seat(seat: str) -> Name:
    return seat_word(seat, SEAT_NAMES[seat])


def find_moment(states: Sequence[State], test: Callable[[State], bool]) -> State:
    """The first state of a replayed hand, during the play with a trick started, for which
    ``test`` holds (the player to act is ``state.to_act``)."""
    for s in states:
        if s.phase is Phase.PLAY and s.plays and test(s):
            return s
    raise LookupError("no such moment in this hand")


def find_trick(states: Sequence[State], test: Callable[[Trick], bool]) -> Trick:
    """The first completed trick of the hand for which ``test`` holds."""
    for t in states[-1].tricks:
        if test(t):
            return t
    raise LookupError("no such trick in this hand")


def _jokers(state: State) -> list[Card]:
    return [c for c in state.hand(state.to_act) if c.is_joker]


def trick_question(trick: Trick, final: State, title: str = "", extra_rule: str = "",
                   rules: BidWhistRules | None = None) -> Question:
    """"Who wins this trick?" for a trick of a replayed hand (the engine decides)."""
    c = final.contract
    q = winner_question([(s, card) for s, card in trick.plays], c.direction, c.trump,
                        rules or final.rules, title=title, extra_rule=extra_rule)
    return replace(q, rule=", ".join(dict.fromkeys(q.rule.split(", "))),
                   reason=q.reason[0].upper() + q.reason[1:])


def _play_options(state: State) -> tuple[list[str], str]:
    """Labels of plausible answer sets for "which cards may you play?", and the right one."""
    hand = sort_hand(state.hand(state.to_act), ranking_at(state))
    legal = [c for c in hand if c in state.legal_plays()]
    led = ranking_at(state).led_suit([c for _, c in state.plays])
    natural = [c for c in hand if led is not None and c.suit is led]
    jokers = [c for c in hand if c.is_joker]
    trumps = [c for c in hand if ranking_at(state).trump is not None
              and ranking_at(state).suit_of(c) is ranking_at(state).trump and not c.is_joker]

    def label(cs: list[Card]) -> str:
        if len(cs) == len(hand):
            return msg("Any card ({cards})", cards=_cards(cs))
        return (msg("Only the {card}", card=card_text(cs[0])) if len(cs) == 1 else
                msg("Only {cards}", cards=_cards(cs)))

    plain = [c for c in hand if c not in trumps and not c.is_joker]
    by_suit = [[c for c in hand if c.suit is s and not c.is_joker]
               for s in dict.fromkeys(c.suit for c in hand if not c.is_joker)]
    sets = [legal, hand, natural + jokers, natural, trumps + jokers, trumps, jokers, plain,
            [c for c in hand if not c.is_joker], *by_suit]
    labels = list(dict.fromkeys(label(s) for s in sets if s))
    right = label(legal)
    wrong = [x for x in labels if x != right][:3]
    # the right answer keeps its place in the list of plausible sets
    options = sorted([right, *wrong], key=labels.index)
    return options, right


def legal_question(state: State, title: str = "") -> Question:
    """"Which cards may X play?" at a moment of a replayed hand (the engine answers)."""
    from whist_core.narrate.family import play_reason

    seat = state.to_act
    hand = sort_hand(state.hand(seat), ranking_at(state))
    options, right = _play_options(state)
    reason, rule = play_reason(hand, [c for _, c in state.plays], ranking_at(state), state.rules,
                               seat)
    prompt = msg("{contract}. {plays}. {seat} holds {hand}. Which cards may {seat} play?",
                 contract=_contract_words(state), plays=_trick_words(state), seat=_seat(seat),
                 hand=_cards(hand))
    return ask("legal-plays", prompt, options, right, reason[0].upper() + reason[1:], rule,
                title)


def refusal_question(state: State, card: Card, title: str = "") -> Question:
    """"May X play this card now?" — the engine's refusal message is the reason."""
    seat = state.to_act
    try:
        state.play(card)
    except WhistError as err:
        allowed, reason, rule = False, err.words, err.rule or "BW-4.4"
    else:
        allowed, reason, rule = True, msg("{card} is a legal card here",
                                          card=card_text(card)), "BW-4.4"
    prompt = msg("{contract}. {plays}. {seat} holds {hand}. May {seat} play the {card}?",
                 contract=_contract_words(state), plays=_trick_words(state), seat=_seat(seat),
                 hand=_cards(sort_hand(state.hand(seat), ranking_at(state))), card=card_name(card))
    # the engine's English names the seat by its letter ("; S holds"): the learner reads
    # its name; card codes in it become cards (a coded refusal's words have none)
    reason = pretty_codes(reason.replace(f"; {seat} holds", f"; {_name(seat)} holds"))
    yes, no = msg("Yes"), msg("No")
    return ask("may-play", prompt, [yes, no], yes if allowed else no,
                reason[0].upper() + reason[1:], rule, title)


# ------------------------------------------------------------------ lesson 6
def playing_questions(hand: Sequence[State], other: Sequence[State] = (), seed: int = 6
                      ) -> list[Question]:
    """Trick play with a trump suit: who wins, following suit with and without jokers,
    trumping is never compulsory, and who may look at the last trick (BW-4.4 – 4.6, 9.7).

    ``hand`` and ``other`` are replayed trump contracts; a moment missing from ``hand``
    is looked for in ``other``.
    """
    final = hand[-1]
    out = []
    joker_win = find_trick(hand, lambda t: t.card_of(t.winner).is_joker
                           and not t.cards[0].is_joker)
    out.append(trick_question(joker_win, final, msg("A joker on a trump lead"), "BW-4.6"))
    pools = [hand, other]

    def moment(test: Callable[[State], bool]) -> State:
        for pool in pools:
            try:
                return find_moment(pool, test)
            except LookupError:
                continue
        raise LookupError("no such moment in these hands")

    held = moment(lambda s: any(j not in s.legal_plays() for j in _jokers(s)))
    out.append(refusal_question(held, _jokers(held)[0], msg("A joker is a trump")))
    void = moment(lambda s: not _jokers(s) and s.legal_plays() == list(s.hand(s.to_act))
                  and any(ranking_at(s).suit_of(c) is ranking_at(s).trump for c in s.hand(s.to_act))
                  and ranking_at(s).led_suit([c for _, c in s.plays]) is not ranking_at(s).trump)
    out.append(legal_question(void, msg("No card of the led suit")))
    try:
        only = moment(lambda s: s.legal_plays() == _jokers(s) and len(s.hand(s.to_act)) > 1)
        out.append(legal_question(only, msg("A trump lead, and your only trump is a joker")))
    except LookupError:
        pass
    out.append(last_trick_question(hand))
    out.append(next(q for q in (trick_winner(seed * 100 + i) for i in range(50))
                    if not q.prompt.startswith("No trump")))
    return out


def last_trick_question(hand: Sequence[State]) -> Question:
    """"Who may still look at the last trick?" once the next leader has led (BW-9.7)."""
    state = next(s for s in hand if s.phase is Phase.PLAY and len(s.plays) == 1
                 and len(s.done) >= 2)
    leader = state.plays[0][0]
    done = state.done[-1]
    may = [s for s in SEATS if state.view(s).last_trick is not None]

    def pair_words(seats: Sequence[str]) -> str:
        first, second = seats
        return msg("Only {first} and {second}", first=_seat(first), second=_seat(second))
    everyone, nobody = msg("All four players"), msg("Nobody")
    options = [everyone, pair_words(sorted({leader, partner_of(leader)}, key=SEATS.index)),
               pair_words(sorted({left_of(leader), partner_of(left_of(leader))},
                                 key=SEATS.index)), nobody]
    right = everyone if len(may) == 4 else nobody if not may else pair_words(may)
    seen = {"leader": _seat(leader), "partner": _seat(partner_of(leader))}
    if not may:
        reason = msg("A player may look at the last trick until they or their partner play to "
                     "the next one: {leader} has led, so {leader} and {partner} may no longer "
                     "look; nobody still may", **seen)
    elif len(may) == 2:
        reason = msg("A player may look at the last trick until they or their partner play to "
                     "the next one: {leader} has led, so {leader} and {partner} may no longer "
                     "look; {first} and {second} still may", first=_seat(may[0]),
                     second=_seat(may[1]), **seen)
    else:
        reason = msg("A player may look at the last trick until they or their partner play to "
                     "the next one: {leader} has led, so {leader} and {partner} may no longer "
                     "look; {seats} still may",
                     seats=msg(" and ").join(_name(s) for s in may), **seen)
    prompt = msg("Trick {k} is over and lies face down; {leader} has just led to trick "
                 "{next}. Who may still look at trick {k}?", k=done.number, leader=_seat(leader),
                 next=done.number + 1)
    return ask("last-trick", prompt, options, right, reason, "BW-9.7",
               msg("A custom of the table"))


# ------------------------------------------------------------------ lesson 7
def no_trump_questions(joker_lead: Sequence[State], downtown: Sequence[State],
                       two_jokers: Sequence[State] | None = None) -> list[Question]:
    """Jokers at no trump: a joker lead, holding the led suit, a joker discarded, both
    jokers in one trick, and the downtown order (BW-5.1 – BW-5.5)."""
    out = []
    final = joker_lead[-1]
    led = find_trick(joker_lead, lambda t: t.cards[0].is_joker)
    out.append(trick_question(led, final, msg("A joker led at no trump"), "BW-5.3"))
    after = find_moment(joker_lead, lambda s: len(s.plays) == 1 and s.plays[0][1].is_joker)
    out.append(legal_question(after, msg("Right after a joker lead")))
    held = find_moment(joker_lead, lambda s: any(j not in s.legal_plays() for j in _jokers(s)))
    out.append(refusal_question(held, _jokers(held)[0], msg("Holding the led suit")))
    dfinal = downtown[-1]
    dumped = find_trick(downtown, lambda t: any(c.is_joker for c in t.cards[1:]))
    out.append(trick_question(dumped, dfinal, msg("A joker thrown away"), "BW-5.2"))
    low = find_trick(downtown, lambda t: not any(c.is_joker for c in t.cards)
                     and t.card_of(t.winner).rank not in (14,)
                     and any(c.rank > t.card_of(t.winner).rank and c.suit is t.cards[0].suit
                             for c in t.cards))
    out.append(trick_question(low, dfinal, msg("No trump, downtown"), "BW-5.4"))
    if two_jokers is not None:
        both = find_trick(two_jokers, lambda t: t.cards[0].is_joker and t.cards[1].is_joker)
        out.append(trick_question(both, two_jokers[-1], msg("Both jokers in one trick"),
                                  "BW-5.5"))
    return out


# ------------------------------------------------------------------ lesson 8
def scoring_questions(renege: Sequence[State] | None = None) -> list[Question]:
    """The rules card's scores (BW-9.2 – BW-9.4), overtricks, a Boston, the defenders and a
    renege (BW-6.1 – BW-6.6); ``renege`` is a replayed hand with a renege claim."""
    card = msg("Rules card, BW-9.2")
    out = [replace(q, title=card) for q in worked_examples()[1:3]]
    out.append(hand_score_question(4, True, 9, who=msg("B's pair"), title=card,
                                   extra_rule="BW-9.2"))
    out.append(hand_score_question(5, False, 12, title=msg("Every book counts"),
                                   extra_rule="BW-9.3"))
    out.append(hand_score_question(4, True, 11, title=msg("No trump doubles"),
                                   extra_rule="BW-9.4"))
    books = {"NS": 3, "EW": 10}
    result = hand_result("EW", 4, False, books)
    defenders = "NS"
    out.append(ask("hand-score", msg("East–West bid 4 uptown and take 10 books; North–South "
                                     "take the other 3. What do North–South score for this "
                                     "hand?"),
                    ["−3", "0", "+3", "−4"], signed(result.score[defenders]),
                    msg("The defenders always score {score}; only the declaring pair's score "
                        "changes", score=signed(result.score[defenders])), "BW-6.5",
                    msg("The defenders")))
    if renege is not None:
        final = renege[-1]
        r = final.result
        by, trick = final.claims[0]
        offenders = "EW" if by == "NS" else "NS"
        before = final.books

        def books_words(mine: int, theirs: int) -> str:
            return msg("{by} {mine}, {offenders} {theirs}", by=_pair_name(by), mine=mine,
                       offenders=_pair_name(offenders), theirs=theirs)
        options = [books_words(before[by] + k, before[offenders] - k) for k in (0, 1, 3, 6)]
        right = books_words(r.books[by], r.books[offenders])
        out.append(ask(
            "renege", msg("In trick {trick} {offenders} failed to follow suit, and {by} claim "
                          "the renege. Before the claim {by} have {mine} books and {offenders} "
                          "{theirs}. What are the books after it?", trick=trick,
                          offenders=_pair_name(offenders), by=_pair_name(by), mine=before[by],
                          theirs=before[offenders]),
            options, right, msg("Three books pass from the reneging pair to the other: "
                                "{penalty}", penalty=r.penalties[0]), "BW-6.6",
            msg("A renege")))
    return out


def _pair_name(pair: str) -> Name:
    """``North–South`` as a partnership's name (``Севера–Юга`` in its case forms)."""
    return Name("pair", pair, _pair(pair))


# ------------------------------------------------------------------ lesson 9
def _game_at(totals: dict[str, int], rules: BidWhistRules = HOUSE,
             first_dealer: str = "N") -> FamilyGame:
    """A game whose running totals are ``totals`` (one summary line), for questions."""
    summary = HandResult({"NS": 0, "EW": 0}, None, dict(totals))      # no declarers
    return Game(rules, first_dealer, (HandLine(1, first_dealer, "earlier hands", summary,
                                               dict(totals)),))


def _end_question(totals: dict[str, int], declarers: str, level: int, books: int,
                  rules: BidWhistRules = HOUSE, title: str = "") -> Question:
    other = "EW" if declarers == "NS" else "NS"
    result = hand_result(declarers, level, False, {declarers: books, other: 13 - books},
                         rules=rules)
    after = {p: totals[p] + result.score[p] for p in totals}
    game = _game_at(after, rules)
    winner = game.winner
    ns, ew = _pair_name("NS"), _pair_name("EW")
    goes_on = msg("The game goes on")
    options = [msg("{pair} win", pair=ns), msg("{pair} win", pair=ew), goes_on]
    right = msg("{pair} win", pair=_pair_name(winner)) if winner else goes_on
    t = rules.target
    reason = msg("{pair} score {score}: the totals become {ns} {ns_total}, {ew} {ew_total}. "
                 "+{target} or more wins, −{target} or less loses",
                 pair=_pair_name(declarers), score=signed(result.score[declarers]), ns=ns,
                 ns_total=signed(after["NS"]), ew=ew, ew_total=signed(after["EW"]), target=t)
    prompt = msg("The score is {ns} {ns_total}, {ew} {ew_total} (game to ±{target}). {pair} bid "
                 "{level} uptown and take {books} books. What happens?", ns=ns,
                 ns_total=signed(totals["NS"]), ew=ew, ew_total=signed(totals["EW"]), target=t,
                 pair=_pair_name(declarers), level=level, books=books)
    rule = "BW-7.1" if t == 7 else "V-TARGET"
    return ask("game-end", prompt, options, right, reason, rule, title)


def game_questions(game: FamilyGame | None = None) -> list[Question]:
    """When a game ends, who deals next, why both pairs cannot finish at once (BW-7), and
    the target variant; ``game`` (a finished game) adds a question about its sheet."""
    out = [
        _end_question({"NS": 5, "EW": 2}, "NS", 3, 9, title=msg("Reaching the target")),
        _end_question({"NS": 3, "EW": -4}, "EW", 4, 9, title=msg("Falling to the bottom")),
        _end_question({"NS": 4, "EW": 6}, "NS", 3, 8, title=msg("Set, but not out")),
    ]
    dealer = "W"
    nxt = _game_at({"NS": 0, "EW": 0}, first_dealer=dealer).next_dealer
    out.append(ask("next-dealer", msg("{seat} dealt the hand that just ended, and the game goes "
                                      "on. Who deals next?", seat=_seat(dealer)),
                    [_name(s) for s in SEATS], _name(nxt),
                    msg("The deal passes to the left: {seat} → {next}; all 54 cards, played "
                        "cards and kitty, are shuffled together", seat=_seat(dealer),
                        next=_seat(left_of(dealer))), "BW-7.3", msg("The next hand")))
    result = hand_result("NS", 3, False, {"NS": 9, "EW": 4})
    unchanged = [p for p, v in result.score.items() if v == 0]
    yes, no = msg("Yes"), msg("No")
    out.append(ask("game-end", msg("Both pairs stand at +6 in a game to 7. Can both reach +7 on "
                                   "the same hand?"), [yes, no], no if unchanged else yes,
                    msg("Only the declaring pair's score changes after a hand (the defenders "
                        "score 0), so only one pair can cross the line"), "BW-7.2",
                    msg("A tie?")))
    out.append(_end_question({"NS": 5, "EW": 0}, "NS", 3, 9, BidWhistRules(target=9),
                             title=msg("A longer game (variant)")))
    if game is not None and game.over:
        n = len(game.lines)
        options = sorted({n, max(1, n - 2), n + 1, n + 3})
        out.append(ask("game-sheet", msg("Look at the score sheet of the computer players' "
                                         "game above. After how many hands did it end?"),
                        [str(k) for k in options], str(n),
                        msg("{pair} won after hand {n}: the score was then {ns} {ns_total}, "
                            "{ew} {ew_total}", pair=_pair_name(game.winner), n=n,
                            ns=_pair_name("NS"), ns_total=signed(game.totals["NS"]),
                            ew=_pair_name("EW"), ew_total=signed(game.totals["EW"])),
                        "BW-7.1", msg("The game above")))
    return out


# ----------------------------------------------------------------- lesson 10
def variant_questions(bw91: Sequence[State]) -> list[Question]:
    """One question per family of switches, each answered under the switch by the engine.

    ``bw91`` is the replayed worked-example hand (downtown, spades trump, BW-9.1)."""
    final = bw91[-1]
    out = []
    trick = find_trick(bw91, lambda t: [c.code for c in t.cards] == ["3H", "AH", "KH", "2H"])
    aces_low = BidWhistRules(ace_low_downtown=True)
    out.append(trick_question(trick, final, msg("Aces low downtown"), rules=aces_low))
    down_over = BidWhistRules(downtown_beats_uptown=True)
    state = FamilyState.from_deal(house(down_over), bw91[0].deal).call("4U")
    try:
        state.call("4D")
        ok = True
    except WhistError:
        ok = False
    yes, no = msg("Yes"), msg("No")
    out.append(ask("bid-legal", msg("{seat} bids 4 uptown. At a table where downtown beats "
                                    "uptown at the same number, may {next} bid 4 downtown?",
                                    seat=_seat(state.bidder(1)), next=_seat(state.to_act)),
                   [yes, no], yes if ok else no,
                   msg("Under this variant, at the same number downtown ranks above uptown "
                       "(and no trump above both): U < D < NT"),
                   "V-DOWN-OVER-UP", msg("Downtown over uptown")))
    laid = bw91[laid_index(bw91)]
    first = FamilyState.from_deal(house(BidWhistRules(first_lead="left_of_dealer")),
                                  bw91[0].deal)
    for s in bw91[1:laid_index(bw91) + 1]:            # the same calls, trump and discard
        first = first.apply(s.last.value)
    out.append(ask("first-lead", msg("{dealer} deals and {declarer} wins the auction. At a "
                                     "table where the player on the dealer's left leads "
                                     "first, who leads to the first trick?",
                                     dealer=_seat(final.dealer),
                                     declarer=_seat(final.contract.declarer)),
                   [_name(s) for s in SEATS], _name(first.to_act),
                   msg("Under this variant the player on the dealer's left leads: {seat} "
                       "(under the house rules the declarer, {declarer}, would lead)",
                       seat=_seat(first.to_act), declarer=_seat(laid.to_act)),
                   "V-LEFT-LEADS", msg("The dealer's left leads")))
    for rules, books, title, rule in (
            (BidWhistRules(back_door=True), 9, N_("The back door"), "V-BACK-DOOR"),
            (BidWhistRules(boston_bonus=True), 13, N_("The Boston bonus"), "V-BOSTON-BONUS"),
            (BidWhistRules(defenders_score=True), 5, N_("Defenders score"),
             "V-DEFENDERS-SCORE")):
        level = 7 if rule == "V-BOSTON-BONUS" else 4
        out.append(_variant_score_question(level, books, rules, say(title), rule))
    one = BidWhistRules(jokers=1)
    out.append(ask("deck", msg("With only one joker in the pack, how many cards go to the "
                               "kitty?"), [str(n) for n in (4, 5, 6, 7)], str(one.kitty_size),
                   msg("{deck} cards: 12 to each of the four players and the other {kitty} to "
                       "the kitty", deck=one.deck_size, kitty=one.kitty_size),
                   "V-ONE-JOKER", msg("One joker")))
    return out


def laid_index(states: Sequence[State]) -> int:
    """Index of the state right after the declarer's discard."""
    return next(i for i, s in enumerate(states) if s.last.kind == "discard")


#: The scoring variants in plain words, for a learner's question.
VARIANT_WORDS = {
    "V-BACK-DOOR": N_("the back door (a set pair's points go to the other pair)"),
    "V-BOSTON-BONUS": N_("the Boston bonus (a made bid of 7 is worth four times as much)"),
    "V-DEFENDERS-SCORE": N_("defenders scoring (the defenders score their books over six)"),
}


def _variant_score_question(level: int, books: int, rules: BidWhistRules, title: str,
                            rule: str) -> Question:
    books_of = {"NS": books, "EW": 13 - books}
    result = hand_result("NS", level, False, books_of, rules=rules).score
    house = hand_result("NS", level, False, books_of).score

    def words(score: dict[str, int]) -> str:
        return msg("NS {ns}, EW {ew}", ns=signed(score["NS"]), ew=signed(score["EW"]))

    mixes = [{"NS": a, "EW": b} for a in dict.fromkeys((house["NS"], result["NS"]))
             for b in dict.fromkeys((house["EW"], result["EW"]))]
    mixes.append({"NS": 2 * house["NS"], "EW": result["EW"]})      # "doubled", as at no trump
    options = list(dict.fromkeys(words(m) for m in mixes))[:4]
    plain = say(VARIANT_WORDS[rule])
    reason = msg("With {variant}: {score}; under the house rules it would be {house}",
                 variant=plain, score=words(result), house=words(house))
    prompt = msg("North–South bid {level} uptown and take {books} books; East–West take "
                 "{other}. With {variant}, what does each pair score?", level=level,
                 books=books, other=13 - books, variant=plain)
    return ask("variant-score", prompt, options, words(result), reason, rule, title)


__all__ = ["find_moment", "game_questions", "no_trump_questions", "playing_questions",
           "pretty_codes", "scoring_questions", "trick_question", "variant_questions"]
