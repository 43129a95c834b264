"""The coach: advice for the guided hands, and the review at the end (no Jupyter).

Advice is worked out from what the player may know: their own cards (and, for the
declarer, the discard), and every card played so far — each was seen face up when
it was played, so a player who remembers the cards knows them too (remembering is
part of the skill; the coach remembers for you). It never reads another seat's
hidden cards.

- :func:`play_advice` — which card to play now, and why (Bid Whist).
- :func:`discard_advice` — which six cards to lay away, and why (BW-3.5).
- :func:`review` — trick by trick: who won, with what, and why the book was won
  or lost; :func:`verdict` — was the goal reached.
- :data:`SCENARIOS` and :func:`setup` — the guided Bid Whist hands.
- :func:`german_advice`, :data:`GERMAN_SCENARIOS` — the same for German Whist.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from whist_core.bots import FamilyBot, choose_card
from whist_core.cards import Card, deck
from whist_core.family.engine import FamilyState
from whist_core.family.kinds import Phase
from whist_core.family.ranking import Ranking, ranking_at
from whist_core.family.seats import SEAT_NAMES, pair_of, partner_of
from whist_core.family.switches import HOUSE, BidWhistRules
from whist_core.family.system import DOWNTOWN
from whist_core.family.systems.house import contract_said, new_hand
from whist_core.messages import N_, Name, card_text, joker, msg, msg_n, name, pair, say
from whist_core.messages import seat as seat_name
from whist_core.strategy import Plan, keep_best

# ----------------------------------------------------------------- what is known


def played_cards(state: FamilyState) -> list[Card]:
    """Every card played face up so far (the trick in progress included)."""
    return [c for t in state.tricks for _, c in t.plays]


def trumps_out(state: FamilyState, seat: str) -> int:
    """Trumps not yet played and not in ``seat``'s hand (nor in its own discard)."""
    ranking: Ranking = ranking_at(state)
    if ranking is None or ranking.trump is None:
        return 0
    view = state.view(seat)
    seen = set(played_cards(state)) | set(view.hand) | set(view.discard or ())
    return sum(1 for c in deck(state.rules.jokers)
               if ranking.suit_of(c) is ranking.trump and c not in seen)


def masters(state: FamilyState, seat: str) -> list[Card]:
    """``seat``'s cards that no unseen card can beat in their own suit."""
    ranking = ranking_at(state)
    view = state.view(seat)
    gone = set(played_cards(state)) | set(view.hand) | set(view.discard or ())
    out = []
    for c in view.hand:
        suit = ranking.suit_of(c)
        if suit is None:
            continue
        above = [x for x in ranking.ladder(suit) if ranking.power(x) > ranking.power(c)]
        if all(x in gone for x in above):
            out.append(c)
    return out


# ------------------------------------------------------------------------ advice
def _names(cards: Sequence[Card]) -> str:
    """Cards as a learner reads them: ``A♠ K♠``, a joker in words (in their language)."""
    return " ".join(card_text(c) for c in cards)


def _card(card: Card) -> Name:
    """A card in a message: a joker is a name with case forms (``{card:ins}``), any
    other card its code with the suit symbol, ``A♠``, the same in every language."""
    return joker(card) if card.is_joker else name("card", card.pretty)


def discard_advice(state: FamilyState, seat: str) -> tuple[list[Card], str]:
    """Six cards to lay away and why: keep trumps and winners, make a short suit void."""
    view = state.view(seat)
    c = state.contract
    plan = Plan(c.kind, c.direction, c.trump)
    _, away = keep_best(list(view.hand), plan, state.rules, keep=len(view.hand) - 6)
    jokers = [x for x in away if x.is_joker]
    down = c.direction == DOWNTOWN
    rules = "BW-3.5, BW-3.6, BW-4.2" if down else "BW-3.5, BW-3.6"
    cards = _names(away)
    if c.trump is not None and down:
        why = msg("Lay away {cards}: keep every trump and the jokers; keep your sure winners; "
                  "lay away the weakest cards in the chosen order (downtown that is the king, "
                  "then the queen, the jack …, not the low cards), from your shortest side "
                  "suits first — a suit you no longer hold is one you can trump ({rules}).",
                  cards=cards, rules=rules)
    elif c.trump is not None:
        why = msg("Lay away {cards}: keep every trump and the jokers; keep your sure winners; "
                  "lay away low cards, from your shortest side suits first — a suit you no "
                  "longer hold is one you can trump ({rules}).", cards=cards, rules=rules)
    elif jokers and down:
        why = msg("Lay away {cards}: at no trump the jokers never win, so lay them away "
                  "({jokers}); keep your sure winners and long suits; lay away the weakest "
                  "cards in the chosen order (downtown that is the king, then the queen, the "
                  "jack …, not the low cards) ({rules}).", cards=cards,
                  jokers=_names(jokers), rules=rules)
    elif jokers:
        why = msg("Lay away {cards}: at no trump the jokers never win, so lay them away "
                  "({jokers}); keep your sure winners and long suits; lay away low cards "
                  "({rules}).", cards=cards, jokers=_names(jokers), rules=rules)
    elif down:
        why = msg("Lay away {cards}: keep your sure winners and long suits; lay away the "
                  "weakest cards in the chosen order (downtown that is the king, then the "
                  "queen, the jack …, not the low cards) ({rules}).", cards=cards, rules=rules)
    else:
        why = msg("Lay away {cards}: keep your sure winners and long suits; lay away low cards "
                  "({rules}).", cards=cards, rules=rules)
    return away, why


def play_advice(state: FamilyState, seat: str) -> tuple[Card, str]:
    """The card the coach would play for ``seat`` now, and the reason in plain words."""
    view = state.view(seat)
    if view.phase is not Phase.PLAY or not view.my_turn:
        raise ValueError(f"it is not {SEAT_NAMES[seat]}'s turn to play")
    card = choose_card(view)
    ranking = view.ranking
    trick = list(view.trick_plays)
    ours = pair_of(seat)
    declaring = state.contract.declarer in ours
    legal = list(view.legal)
    trump = ranking.trump
    out = trumps_out(state, seat)
    mine = [c for c in view.hand if trump is not None and ranking.suit_of(c) is trump]
    if not trick and declaring and out > 0 and len(mine) >= 2:
        tops = [c for c in masters(state, seat) if c in mine]
        # keep drawing: a top trump if you have one, else a low one to force theirs out
        card = max(tops, key=ranking.power) if tops else min(mine, key=ranking.power)
    if len(legal) == 1:
        return card, msg("Only {card} may be played here (BW-4.4).", card=_card(card))
    measured = defence_advice(state)
    if measured is not None:
        return measured
    if not trick:
        tops = masters(state, seat)
        if declaring and trump is not None and ranking.suit_of(card) is trump:
            if card in tops:
                return card, msg_n(
                    "Lead {card}: draw trumps first — it is the top trump left. The opponents "
                    "may still hold up to {n} trump; while they have any, your side winners "
                    "can be trumped.",
                    "Lead {card}: draw trumps first — it is the top trump left. The opponents "
                    "may still hold up to {n} trumps; while they have any, your side winners "
                    "can be trumped.", out, card=_card(card))
            return card, msg_n(
                "Lead {card}: draw trumps first — even a low trump forces theirs out, and "
                "your high ones stay in hand. The opponents may still hold up to {n} trump; "
                "while they have any, your side winners can be trumped.",
                "Lead {card}: draw trumps first — even a low trump forces theirs out, and "
                "your high ones stay in hand. The opponents may still hold up to {n} trumps; "
                "while they have any, your side winners can be trumped.", out, card=_card(card))
        if card in tops and trump is not None and out == 0:
            return card, msg("Lead {card}: nothing left unplayed can beat it. The opponents' "
                             "trumps are gone, so it cannot be trumped.", card=_card(card))
        if card in tops:
            return card, msg("Lead {card}: nothing left unplayed can beat it.", card=_card(card))
        if declaring:
            return card, msg("Lead {card}: no sure winner to cash, so lead low in your longest "
                             "suit and let the high cards fall.", card=_card(card))
        return card, msg("Lead {card}: low from your longest suit — keep your high cards to "
                         "beat the declarer's, and do not lead trumps for them.", card=_card(card))
    winning_at = ranking.winner([c for _, c in trick])
    winner_seat = trick[winning_at][0]
    would_win = ranking.winner([*(c for _, c in trick), card]) == len(trick)
    led = ranking.led_suit([c for _, c in trick])
    if winner_seat == partner_of(seat) and not would_win:
        return card, msg("Play {card}: your partner is winning this trick — do not waste a "
                         "good card on it.", card=_card(card))
    if would_win:
        ruff = trump is not None and ranking.suit_of(card) is trump and led is not trump
        last = len(trick) == 3
        if ruff and last:
            why = msg("Play {card}: the cheapest card that can trump it — last to play, so "
                      "it is sure.", card=_card(card))
        elif ruff:
            why = msg("Play {card}: the cheapest card that can trump it.", card=_card(card))
        elif last:
            why = msg("Play {card}: the cheapest card that can win it — last to play, so it "
                      "is sure.", card=_card(card))
        else:
            why = msg("Play {card}: the cheapest card that can win it.", card=_card(card))
        return card, why
    return card, msg("Play {card}: you cannot win this trick, so give your least useful card "
                     "and keep the winners.", card=_card(card))


def _defence_rules() -> tuple:
    """(situation, card, why) for each defender's rule of thumb the coach gives, in the
    order they are tried; ``why`` is said after "Play/Lead <card>: "."""
    from whist_core import defence as d

    return (
        (d.trump_led_joker_held, d.spend_joker,
         N_("the declarers are drawing trumps, and your joker wins this trick whenever you "
         "play it. Spent now, it takes one of their trumps with it and gives your side "
         "the lead; a low trump would just be drawn (BW-4.3).")),
        (d.nt_lead_joker_held, d.low_from_longest,
         N_("low from your longest suit. A joker led at no trump never wins — the next "
         "player chooses the suit (BW-5.1, BW-5.3); keep it to throw away when you cannot "
         "follow suit.")),
        (d.second_under_top, d.second_top,
         N_("second hand, holding the second-best card left in the suit. The old saying is "
         "“second hand low”, but measured with best play, the high card kept more books "
         "more often: it wins the trick unless the best card is played over it.")),
        (d.third_after_low, d.follow_high,
         N_("third hand high. Partner led, and the second player played under it; your "
         "highest card wins the trick or makes the last player spend a higher one.")),
        (lambda s: not masters(s, s.to_act), d.top_of_sequence,
         N_("the top of your sequence — touching high cards. Whoever beats it must spend a "
         "higher card, and the card below yours is then the best card left.")),
    )


def defence_advice(state: FamilyState) -> tuple[Card, str] | None:
    """A defender's measured rule of thumb (:mod:`whist_core.defence`) where one applies
    to the seat to act — the card the solver's figures favour (strategy lesson 4) and
    why — or None."""
    from whist_core.defence import defending

    if not defending(state):
        return None
    for applies, pick, why in _defence_rules():
        card = pick(state) if applies(state) else None
        if card is not None:
            if state.trick:
                return card, msg("Play {card}: {why}", card=_card(card), why=msg(why))
            return card, msg("Lead {card}: {why}", card=_card(card), why=msg(why))
    return None


# ------------------------------------------------------------------------ review
@dataclass(frozen=True)
class ReviewLine:
    """One trick of the review."""

    number: int
    plays: tuple[tuple[str, Card], ...]
    winner: str
    ours: bool
    note: str


def _note(trick, ranking: Ranking, ours: tuple[str, ...]) -> str:
    cards = [c for _, c in trick.plays]
    win = trick.card_of(trick.winner)
    led = ranking.led_suit(cards)
    who, top = seat_name(trick.winner), _card(win)
    trumped = ranking.trump is not None and ranking.suit_of(win) is ranking.trump \
        and led is not ranking.trump
    if trick.winner in ours:
        if trumped:
            return msg("{seat} trumped with {card}", seat=who, card=top)
        return msg("{seat}'s {card} was the top card", seat=who, card=top)
    mine = [c for s, c in trick.plays if s in ours]
    beaten = [c for c in mine if ranking.suit_of(c) is led
              and ranking.power(c) > min(ranking.power(x) for x in cards)]
    if trumped:
        high = [c for c in mine if ranking.suit_of(c) is led
                and ranking.power(c) >= max(ranking.power(x) for x in cards
                                            if ranking.suit_of(x) is led)]
        if high:
            return msg("{seat} trumped your {card}", seat=who, card=_card(high[0]))
        return msg("{seat} trumped with {card}", seat=who, card=top)
    if beaten:
        return msg("{seat}'s {card} beat your {yours}", seat=who, card=top,
                   yours=_card(max(beaten, key=ranking.power)))
    return msg("{seat}'s {card} won; your side could not follow high enough", seat=who,
               card=top)


def review(state: FamilyState, seat: str) -> list[ReviewLine]:
    """Trick by trick, from ``seat``'s side: who won, and why it was won or lost."""
    ours = pair_of(seat)
    ranking = ranking_at(state)
    return [ReviewLine(t.number, tuple(t.plays), t.winner, t.winner in ours,
                       _note(t, ranking, ours)) for t in state.done]


def verdict(state: FamilyState, seat: str) -> tuple[bool, str]:
    """Was the goal reached — the bid made (declarers) or set (defenders)?"""
    r = state.result
    c = state.contract
    ours = pair_of(seat)
    need = c.bid + 6
    took = r.books[ours]
    if c.declarer in ours:
        ok = r.made
        if ok:
            text = msg_n("Your side took {n} book (the kitty book included); {bid} needs "
                         "{need}: made (BW-6.2, BW-6.3).",
                         "Your side took {n} books (the kitty book included); {bid} needs "
                         "{need}: made (BW-6.2, BW-6.3).", took, bid=c.bid_said, need=need)
        else:
            text = msg_n("Your side took {n} book (the kitty book included); {bid} needs "
                         "{need}: set (BW-6.2, BW-6.3).",
                         "Your side took {n} books (the kitty book included); {bid} needs "
                         "{need}: set (BW-6.2, BW-6.3).", took, bid=c.bid_said, need=need)
    else:
        them = pair_of(c.declarer)
        ok = not r.made
        facts = {"bid": c.bid_said, "to_set": 14 - need, "need": need, "pair": pair(them),
                 "books": r.books[them]}
        if ok:
            text = msg_n("Your side took {n} book; to set {bid} you needed {to_set} "
                         "(13 − {need} + 1): set! ({pair} took {books}; BW-6.3).",
                         "Your side took {n} books; to set {bid} you needed {to_set} "
                         "(13 − {need} + 1): set! ({pair} took {books}; BW-6.3).", took,
                         **facts)
        else:
            text = msg_n("Your side took {n} book; to set {bid} you needed {to_set} "
                         "(13 − {need} + 1): they made it ({pair} took {books}; BW-6.3).",
                         "Your side took {n} books; to set {bid} you needed {to_set} "
                         "(13 − {need} + 1): they made it ({pair} took {books}; BW-6.3).",
                         took, **facts)
    return ok, text


# ---------------------------------------------------------------------- scenarios
@dataclass(frozen=True)
class Scenario:
    """A guided Bid Whist hand: a deal, a contract, the learner's seat and goal (title,
    goal and tip are English, marked for translation: a page says them with ``msg``)."""

    key: str
    title: str
    goal: str
    seed: int
    declarer: str
    bid: str
    declare: str
    seat: str = "S"
    dealer: str = "E"
    tip: str = ""
    #: Tricks the computer players play for every seat (yours too) before you take
    #: over: a hand that starts at the moment a rule of thumb decides it.
    start: int = 0
    #: The rule of thumb the hand practises: a key of :data:`tools.experiments.SOLVED`
    #: (the hand starts where best play shows the advised card keeps a book).
    measured: str = ""

    @property
    def declaring(self) -> bool:
        return self.declarer in pair_of(self.seat)


SCENARIOS: tuple[Scenario, ...] = (
    Scenario("make-4-uptown", N_("Make 4 uptown"), N_("You won the auction with 4 uptown and "
             "named hearts. Take at least 10 books."), 65, "S", "4U", "hearts",
             tip=N_("Lay away short side cards, then draw the opponents' trumps. Your clubs "
                    "have no ace: once the A♣ has been played, your K♣ and Q♣ are the top "
                    "clubs.")),
    Scenario("make-3-downtown", N_("Make 3 downtown"), N_("Your 3 downtown, clubs trump: take "
             "at least 9 books."), 53, "S", "3D", "clubs",
             tip=N_("Downtown the ace is top, then the 2, 3, 4: your low clubs are strong.")),
    Scenario("make-4-no-trump", N_("Make 4 no trump"), N_("Your 4 no trump, played uptown: "
             "take at least 10 books. It counts double, made or set."), 111, "S", "4NT",
             "uptown", tip=N_("No trumps: nobody can trump your winners, but the jokers never "
                              "win.")),
    Scenario("make-5-downtown", N_("Make 5 downtown"), N_("Your 5 downtown, clubs trump: take "
             "at least 11 books."), 21, "S", "5D", "clubs",
             tip=N_("Six trumps and the big joker: draw trumps, then your side cards.")),
    Scenario("set-4-uptown", N_("Set this 4 uptown"), N_("West bid 4 uptown and named "
             "diamonds. You and North need 4 books to set it."), 20, "W", "4U", "diamonds",
             tip=N_("Count: 4 books set a 4 bid. Keep your high cards for the declarer's.")),
    Scenario("set-5-no-trump", N_("Set this 5 no trump"), N_("West bid 5 no trump, played "
             "uptown. You and North need 3 books to set it — and it counts double."), 42, "W",
             "5NT", "uptown", tip=N_("At no trump a long suit of yours can run once its tops "
                                     "are gone.")),
    Scenario("set-4-downtown", N_("Set this 4 downtown"), N_("East bid 4 downtown and named "
             "clubs. You and North need 4 books."), 50, "E", "4D", "clubs",
             tip=N_("Downtown your aces and low cards are the winners.")),
    Scenario("set-4-no-trump-joker", N_("A joker at no trump"), N_("East bid 4 no trump, "
             "played downtown. You hold the little joker, which can never win a trick. You "
             "and North need 4 books to set it."), 216, "E", "4NT", "downtown", dealer="N",
             tip=N_("Lead low from your longest suit, play high third in hand, and throw the "
                    "joker when you cannot follow suit — then it costs nothing.")),
    # Four hands that start where a defender's measured rule of thumb decides the set
    # (strategy lesson 4; tests/test_defence.py checks each with best play).
    Scenario("second-hand", N_("Second hand, holding the queen"), N_("East bid 4 uptown and "
             "named clubs. Five tricks are played; you and North have 2 books and need 4 "
             "to set it. East leads 7♦: you hold Q♦ 2♦, and only the K♦ is higher."), 104,
             "E", "4U", "clubs", dealer="W", start=5, measured="second-hand-low",
             tip=N_("Second hand low, or the queen? Lesson 4 measured it: with the "
                    "second-best card left, play it.")),
    Scenario("top-of-sequence", N_("Lead the top of a sequence"), N_("West bid 3 no trump, "
             "played uptown. Three tricks are played; you and North have 2 books and need "
             "5 to set it. You won the last trick with A♥ and lead next; the K♥ is still "
             "out."), 3450, "W", "3NT", "uptown", dealer="N", start=3,
             measured="top-of-sequence",
             tip=N_("Q♥ J♥ touch now that the ace is gone: a sequence.")),
    Scenario("third-hand", N_("Third hand high"), N_("East bid 3 no trump, played uptown. Five "
             "tricks are played; you and North have 3 books and need 5 to set it. North "
             "leads 3♥, and East throws a spade."), 1955, "E", "3NT", "uptown", dealer="S",
             start=5, measured="third-hand-high",
             tip=N_("Partner led low and East cannot follow: only West is still to play.")),
    Scenario("spend-the-joker", N_("Spend the big joker"), N_("East bid 3 uptown and named "
             "hearts. Seven tricks are played; you and North have 3 books and need 5 to "
             "set it. East leads the little joker to draw trumps: you hold the big joker "
             "and K♥."), 1419, "E", "3U", "hearts", dealer="S", start=7,
             measured="joker-hold",
             tip=N_("Your big joker wins whenever you play it. Now, or later?")),
)


def setup(scenario: Scenario, rules: BidWhistRules = HOUSE, bot_seed: int = 0
          ) -> FamilyState:
    """The scenario's hand after the auction: passes round to the declarer's bid, trump
    named; a bot declarer also lays away, and the computer players play the first
    ``scenario.start`` tricks. The learner acts next (discard or a card)."""
    state = new_hand(scenario.seed, scenario.dealer, rules)
    while state.phase is Phase.AUCTION:
        state = state.call(scenario.bid if state.to_act == scenario.declarer else "pass")
    state = state.declare(scenario.declare)
    bot = FamilyBot(bot_seed)
    while (state.to_act != scenario.seat or len(state.done) < scenario.start) \
            and not state.complete:
        state = bot.move(state)
    return state


# ----------------------------------------------------------------- German Whist
@dataclass(frozen=True)
class GermanScenario:
    key: str
    title: str
    goal: str
    seed: int
    dealer: str


#: The German guided games (title and goal marked for translation: said with ``msg``).
GERMAN_SCENARIOS: tuple[GermanScenario, ...] = (
    GermanScenario("gw-win", N_("Win a German Whist game"), N_("Take at least 7 of the 13 "
                   "tricks that count, against the computer."), 4, "B"),
    GermanScenario("gw-prizes", N_("Fight for the right prizes"), N_("Take at least 7 "
                   "counted tricks: win the trumps and aces on the stock, let the small cards "
                   "go."), 2, "A"),
)


def _gw_beats(card: Card, led: Card, trump) -> bool:
    if card.suit is led.suit:
        return card.rank > led.rank
    return card.suit is trump and led.suit is not trump


def german_advice(view) -> tuple[Card, str]:
    """The card the coach would play in German Whist now, and why (GW-3 – GW-5).

    First stage: fight for a good prize (a trump or an ace, king or queen) with the
    cheapest card that wins; let a poor prize go with your cheapest card. Second stage:
    the bot's play, every card being known by then."""
    from whist_core.german_whist.bot import choose_card as german_choose

    legal = list(view.legal)
    trump = view.trump
    cheap = sorted(legal, key=lambda c: (c.suit is trump, c.rank))
    if len(legal) == 1:
        return legal[0], msg("Only {card} may be played (GW-3.1).", card=legal[0].pretty)
    prize = view.prize
    led = view.current[0][1] if getattr(view, "current", ()) else None
    if view.stage == 1 and prize is not None:
        good = prize.suit is trump or prize.rank >= 12
        what = (msg("The prize is {card}: worth fighting for — a trump or a high card wins a "
                    "counted trick later.", card=prize.pretty) if good
                else msg("The prize is {card}: a small card, not worth a good one of yours.",
                         card=prize.pretty))
        if led is not None:
            winners = [c for c in cheap if _gw_beats(c, led, trump)]
            if good and winners:
                return winners[0], f"{what} " + msg("Win it as cheaply as you can: {card}.",
                                                    card=winners[0].pretty)
            losers = [c for c in cheap if not _gw_beats(c, led, trump)] or cheap
            return losers[0], f"{what} " + msg("Let it go: play your cheapest card, {card}.",
                                               card=losers[0].pretty)
        if good:
            side = [c for c in legal if c.suit is not trump and c.rank == 14]
            pick = max(side or [c for c in legal if c.suit is trump] or legal,
                       key=lambda c: c.rank)
            return pick, f"{what} " + msg("Lead a card that should win it: {card}.",
                                          card=pick.pretty)
        low = cheap[0]
        return low, f"{what} " + msg("Lead your cheapest card, {card}, and let the prize go.",
                                     card=low.pretty)
    card = german_choose(view)
    return card, msg("Play {card}. The stock is gone and you have seen every card taken as a "
                     "prize, so you know what the opponent holds: count your sure winners and "
                     "make the opponent lead into them.", card=card.pretty)




# --------------------------------------------------------------- variant explorer
#: Variants a learner can pick in plain words: (words, switch, value, rule ID).
VARIANT_CHOICES: tuple[tuple[str, str, object, str], ...] = (
    (N_("The lowest bid is 4"), "min_bid", 4, "V-MIN4"),
    (N_("At the same number, downtown beats uptown"), "downtown_beats_uptown", True,
     "V-DOWN-OVER-UP"),
    (N_("Aces are low downtown"), "ace_low_downtown", True, "V-ACE-LOW-DOWN"),
    (N_("The player left of the dealer leads first"), "first_lead", "left_of_dealer",
     "V-LEFT-LEADS"),
    (N_("At no trump a joker may be played at any time"), "nt_jokers", "anytime",
     "V-NT-JOKER-ANYTIME"),
    (N_("At no trump a joker must go at the first chance"), "nt_jokers", "first_discard",
     "V-NT-JOKER-FIRST-DISCARD"),
    (N_("The 2♠ is always a trump"), "deuce_spades", True, "V-DEUCE-SPADES"),
    (N_("The kitty is shown to everyone"), "sport_kitty", True, "V-SPORT-KITTY"),
    (N_("Defenders score their books over six"), "defenders_score", True,
     "V-DEFENDERS-SCORE"),
    (N_("A set team's points go to the other side"), "back_door", True, "V-BACK-DOOR"),
)


def rules_with(chosen: Sequence[str], base: BidWhistRules = HOUSE) -> BidWhistRules:
    """The house rules with the variants named (by their English words) in ``chosen``; a
    ``ValueError`` in the learner's language for two ways of one rule."""
    from dataclasses import replace

    changes: dict[str, object] = {}
    for words, key, value, _ in VARIANT_CHOICES:
        if words in chosen:
            if key in changes and changes[key] != value:
                raise ValueError(msg("choose only one way for the jokers at no trump "
                                     "({variant})", variant=say(words)))
            changes[key] = value
    return replace(base, **changes)


def play_under(seed: int, dealer: str, rules: BidWhistRules = HOUSE, bot_seed: int = 0
               ) -> FamilyState:
    """The deal of ``seed`` played out by the computer players under ``rules``."""
    from whist_core.bots import play_out

    state = new_hand(seed, dealer, rules)
    return play_out(state, FamilyBot(bot_seed))[-1]


def differences(house: FamilyState, other: FamilyState) -> list[str]:
    """What changed between the same deal played under two sets of rules, in words."""
    out = []
    if house.contract != other.contract:
        out.append(msg("The auction went differently: {seat} won with {bid} instead of "
                       "{house_seat}'s {house_bid}.", seat=seat_name(other.contract.declarer),
                       bid=other.contract.bid_said,
                       house_seat=seat_name(house.contract.declarer),
                       house_bid=house.contract.bid_said))
    elif (house.contract.direction, house.contract.trump) != (
            other.contract.direction, other.contract.trump):
        out.append(msg("The declarer chose {contract} instead of {house_contract}.",
                       contract=contract_said(other.contract),
                       house_contract=contract_said(house.contract)))
    if house.done and other.done and house.done[0].leader != other.done[0].leader:
        out.append(msg("{seat} led to the first trick, not {house_seat}.",
                       seat=seat_name(other.done[0].leader),
                       house_seat=seat_name(house.done[0].leader)))
    for a, b in zip(house.done, other.done, strict=False):
        if a.plays != b.plays or a.winner != b.winner:
            out.append(msg("From trick {number} the play differs: {plays} — {seat} wins (house "
                           "rules: {house_plays} — {house_seat}).", number=a.number,
                           plays=_plays_said(b.plays), seat=seat_name(b.winner),
                           house_plays=_plays_said(a.plays), house_seat=seat_name(a.winner)))
            break
    if house.result.score != other.result.score:
        out.append(msg("The score changes."))
    return out or [msg("This deal plays out exactly the same: the variants you chose do not "
                       "touch it. Try another deal.")]


def _plays_said(plays: Sequence[tuple[str, Card]]) -> str:
    """A trick's cards with who played them: ``North 10♥, East A♥, …``."""
    return ", ".join(msg("{seat} {card}", seat=seat_name(s), card=card_text(c))
                     for s, c in plays)


__all__ = ["GERMAN_SCENARIOS", "SCENARIOS", "VARIANT_CHOICES", "GermanScenario", "ReviewLine",
           "Scenario", "defence_advice", "differences", "discard_advice", "german_advice",
           "masters", "play_advice", "play_under", "review", "rules_with", "setup",
           "trumps_out", "verdict"]
