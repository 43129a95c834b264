"""Self-check questions for German Whist, answered by the engine (pure Python, no Jupyter).

Every answer comes from a real :class:`~whist_core.german_whist.GermanWhistState`:
a small deal is built around the cards of the question (or a moment of a record
is taken) and the cards are played, so "who wins?", "who takes the prize?" and
"may B play this?" are decided by ``GermanWhistState.play`` itself. The questions
are :class:`~whist_core.questions.generated.Question` objects, shown by
``widgets.quiz.Quiz``.

- :func:`trick_question` — who wins this trick? (GW-3.2)
- :func:`prize_question` — who takes the face-up prize, who draws the hidden card? (GW-4.1)
- :func:`may_play_question` — may this player play this card now? (GW-3.1, GW-1.2)
- :func:`trump_question` — what is trump after a new prize is turned up? (GW-2.3, GW-4.2)
- :func:`next_leader_question` — who leads the next trick? (GW-2.4, GW-3.2, GW-5.1)
- :func:`winner_question` — who wins this game? (GW-5.3, GW-6.1)
- :func:`setup_questions`, :func:`first_stage_questions`, :func:`counted_stage_questions` —
  the self-checks of the three German Whist lessons.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

from whist_core import pictures
from whist_core.cards import SUITS, Card, Suit, deck
from whist_core.errors import RuleError
from whist_core.german_whist import (
    GermanWhistRules,
    GermanWhistState,
    examples,
    from_deal,
    new_game,
    other,
    replay,
)
from whist_core.german_whist.rules import HOUSE
from whist_core.messages import msg, msg_n, said
from whist_core.messages import seat as seat_word
from whist_core.messages import suit as suit_name
from whist_core.narrate import table_step
from whist_core.questions.generated import Choice, Question

PLAYER_CHOICES = (Choice("A"), Choice("B"))


def _cards(value: Sequence[Card | str]) -> list[Card]:
    return [Card.parse(c) for c in value]


def deal_around(leader: str, lead: Card | str, reply: Card | str, trump: Suit | str, *,
                prize: Card | str | None = None, follower_hand: Sequence[Card | str] = (),
                rules: GermanWhistRules = HOUSE, seed: int = 0) -> GermanWhistState:
    """A fresh deal in which ``leader`` holds ``lead`` and leads first, the other player
    holds ``reply`` (and ``follower_hand``), and the face-up card is ``prize`` (a trump).

    When ``reply`` does not follow suit, the follower is dealt no card of the led
    suit, so the reply is legal under house rules. Raises ``ValueError`` when the
    cards cannot be dealt that way.
    """
    lead, reply = Card.parse(lead), Card.parse(reply)
    trump_suit = Suit.parse(trump) if isinstance(trump, str) else trump
    rng = random.Random(f"german-deal/{seed}")
    used = {lead, reply, *_cards(follower_hand)}
    if prize is None:
        spare = [c for c in deck() if c.suit is trump_suit and c not in used]
        prize = rng.choice(spare)
    prize = Card.parse(prize)
    if prize.suit is not trump_suit:
        raise ValueError("the face-up card fixes trump: it must be of the trump suit")
    used.add(prize)
    rest = [c for c in deck() if c not in used]
    rng.shuffle(rest)
    follower = [reply, *(c for c in _cards(follower_hand) if c is not reply)]
    avoid = lead.suit if reply.suit is not lead.suit else None
    for c in list(rest):
        if len(follower) == 13:
            break
        if c.suit is not avoid:
            follower.append(c)
            rest.remove(c)
    leader_hand = [lead, *rest[:12]]
    stock = [prize, *rest[12:]]
    if len(follower) != 13 or len(stock) != 26:
        raise ValueError("these cards cannot be dealt as asked")
    hands = {leader: leader_hand, other(leader): follower}
    return from_deal(hands, stock, dealer=other(leader), rules=rules)


def _trick_words(leader: str, lead: Card, reply: Card) -> str:
    return msg("{leader} leads {lead}, {other} plays {reply}.", leader=leader, lead=lead.pretty,
               other=other(leader), reply=reply.pretty)


def _trick_picture(leader: str, lead: Card, reply: Card, winner: str | None = None) -> str:
    return pictures.trick_svg([(leader, lead), (other(leader), reply)], seats=("A", "B"),
                              leader=leader, winner=winner, width=300)


def _first_sentence(text: str) -> str:
    """The first sentence of a narration, without the rule label it ends with (the
    question shows its rule once, after the reason)."""
    first = text.split(". ")[0].rstrip(".")
    return re.sub(r"\s*\((?:GW|BW)-[\d.]+\)$", "", first) + "."


def trick_question(lead: Card | str, reply: Card | str, trump: Suit | str, *,
                   leader: str = "A", title: str = "") -> Question:
    """"Who wins this trick?" — the engine plays the two cards and names the winner (GW-3.2)."""
    start = deal_around(leader, lead, reply, trump)
    after = start.play(lead).play(reply)
    trick = after.tricks[-1]
    lead_c, reply_c = trick.lead, trick.card_of(other(leader))
    prompt = msg("{trump} are trump. {trick} Who wins the trick?",
                 trump=_suit_word(start.trump).capitalize(),
                 trick=_trick_words(leader, lead_c, reply_c))
    choices = (Choice(f"{leader}: {lead_c.pretty}", lead_c),
               Choice(f"{other(leader)}: {reply_c.pretty}", reply_c))
    answer = 0 if trick.winner == leader else 1
    reason = _first_sentence(table_step(after))
    if reply_c.suit is not lead_c.suit and reply_c.suit is not start.trump:
        reason += msg(" Only a card of the led suit or a trump can win.")
    return Question("gw-trick-winner", prompt, choices, answer, reason, "GW-3.2",
                    (_trick_picture(leader, lead_c, reply_c),), title)


def prize_question(lead: Card | str, reply: Card | str, trump: Suit | str, prize: Card | str,
                   *, leader: str = "A", ask: str = "prize", title: str = "") -> Question:
    """"Who takes the face-up prize?" (``ask="prize"``) or "who draws the hidden card?"
    (``ask="draw"``) after the trick — the engine plays it and we look in the hands (GW-4.1)."""
    start = deal_around(leader, lead, reply, trump, prize=prize)
    after = start.play(lead).play(reply)
    trick = after.tricks[-1]
    prize_c = trick.prize
    taker = "A" if prize_c in after.hand("A") else "B"
    drawer = "A" if trick.draw in after.hand("A") else "B"
    lead_c, reply_c = trick.lead, trick.card_of(other(leader))
    said_trump = _suit_word(start.trump).capitalize()
    trick_words = _trick_words(leader, lead_c, reply_c)
    prompt = (msg("{trump} are trump and {prize} lies face up on the stock. {trick} After the "
                  "trick, who takes the face-up prize {prize}?", trump=said_trump,
                  prize=prize_c.pretty, trick=trick_words) if ask == "prize"
              else msg("{trump} are trump and {prize} lies face up on the stock. {trick} After "
                       "the trick, who takes the next, hidden card of the stock?",
                       trump=said_trump, prize=prize_c.pretty, trick=trick_words))
    right = taker if ask == "prize" else drawer
    reason = msg("{winner} wins the trick, so {winner} must take {prize}; {loser} takes the "
                 "next card without showing it.", winner=seat_word(trick.winner),
                 prize=prize_c.pretty, loser=seat_word(trick.loser))
    pics = (_trick_picture(leader, lead_c, reply_c),
            pictures.card_svg(prize_c, width=90, label=msg("prize")))
    return Question("gw-prize", prompt, PLAYER_CHOICES, "AB".index(right), reason, "GW-4.1",
                    pics, title)


def may_play_question(state: GermanWhistState, card: Card | str, *, title: str = "") -> Question:
    """"May <player> play <card>?" at ``state`` (someone has led): ``state.play`` decides."""
    card = Card.parse(card)
    player = state.to_play
    if player is None or not state.current:
        raise ValueError("ask this while a player answers a lead")
    (leader, lead), = state.current
    hand = state.hand(player)
    err = state.why_illegal(card, player)
    who, trump, led = seat_word(player), suit_name(state.trump), suit_name(lead.suit)
    prompt = (msg("The first stage, {suit} trump. {leader} leads {lead}. {player} holds the "
                  "cards shown. May {player} play {card}?", suit=trump,
                  leader=seat_word(leader), lead=lead.pretty, player=who, card=card.pretty)
              if state.stage == 1
              else msg("The counted (second) stage, {suit} trump. {leader} leads {lead}. "
                       "{player} holds the cards shown. May {player} play {card}?",
                       suit=trump, leader=seat_word(leader), lead=lead.pretty, player=who,
                       card=card.pretty))
    if err is None:
        if card.suit is lead.suit:
            reason = msg("Yes: {card} follows suit.", card=card.pretty)
        elif not any(c.suit is lead.suit for c in hand):
            reason = msg("Yes: {player} has no {suit}, so any card may be played.",
                         player=who, suit=led)
        else:
            reason = msg("Yes: the first-stage reply is free under this variant.")
        rule = "GW-3.1" if state.rules.follow_suit_first_stage else "V-GW-FREE-FIRST"
    elif err.rule == "GW-3.1" and card in hand:
        legal = state.legal_plays()
        must = " ".join(c.pretty for c in legal)
        reason = (msg("No: {card} does not follow {suit}. {player} holds {must}, which must be "
                      "played.", card=card.pretty, suit=led, player=who, must=must)
                  if len(legal) == 1
                  else msg("No: {card} does not follow {suit}. {player} holds {must}, and must "
                           "play one of them.", card=card.pretty, suit=led, player=who,
                           must=must))
        rule = err.rule
    else:
        reason = msg("No: {reason}.", reason=err.message)
        rule = err.rule or "GW-3.1"
    if state.stage == 1 and rule == "GW-3.1":
        rule = "GW-3.1, GW-1.2"
    pics = (pictures.trick_svg([(leader, lead)], seats=("A", "B"), leader=leader, width=260),
            pictures.hand_svg(hand, width=min(620, 90 + 44 * len(hand)), highlight=[card],
                              label=msg("{player}'s hand", player=who)))
    return Question("gw-may-play", prompt, (Choice(msg("Yes")), Choice(msg("No"))),
                    0 if err is None else 1, reason, rule, pics, title)


def trump_question(state: GermanWhistState, *, title: str = "") -> Question:
    """"What is trump now?" when a new prize has just been turned up (GW-4.2)."""
    prize = state.prize
    if prize is None or not state.done:
        raise ValueError("ask this in the first stage, after a trick")
    first = state.done[0].prize
    prompt = msg("The game began with {first} turned up. After trick {k} the new face-up prize "
                 "is {prize}. What is trump now?", first=first.pretty, k=len(state.done),
                 prize=prize.pretty)
    answer = list(SUITS).index(state.trump)
    reason = msg("{suit}: the first face-up card fixed trump for the whole game; a new prize's "
                 "suit changes nothing.", suit=_suit_word(state.trump).capitalize())
    return Question("gw-trump", prompt, _suit_choices(), answer, reason, "GW-2.3, GW-4.2",
                    (pictures.card_svg(prize, width=90, label=msg("new prize")),), title)


def next_leader_question(state: GermanWhistState, *, title: str = "") -> Question:
    """"Who leads next?" right after a trick (or at the deal): the engine's ``to_play``."""
    if state.current or state.complete:
        raise ValueError("ask this between tricks")
    if not state.tricks:
        prompt = msg("{dealer} has dealt. Who leads to the first trick?", dealer=state.dealer)
        reason = msg("The non-dealer leads first: {player}.", player=state.to_play)
        rule = "GW-2.4"
    else:
        t = state.tricks[-1]
        k = len(state.tricks)
        lead, reply = t.lead, t.card_of(t.follower)
        prompt = msg("Trick {k}: {trick} Who leads trick {next}?", k=k,
                     trick=_trick_words(t.leader, lead, reply), next=k + 1)
        if k == 13:
            prompt += msg(" (It is the first trick of the counted stage.)")
            reason = msg("{winner} won the last first-stage trick, so {winner} leads.",
                         winner=t.winner)
            rule = "GW-5.1"
        else:
            reason = msg("{winner} won trick {k}, and the winner leads next.", winner=t.winner,
                         k=k)
            rule = "GW-3.2"
    return Question("gw-next-leader", prompt, PLAYER_CHOICES, "AB".index(state.to_play),
                    reason, rule, (), title)


def winner_question(final: GermanWhistState, *, title: str = "") -> Question:
    """"Who wins this game?" from a complete game's tricks in both stages (GW-5.3, GW-6.1)."""
    if not final.complete:
        raise ValueError("ask this about a complete game")
    first = {p: sum(t.winner == p for t in final.tricks if t.stage == 1) for p in "AB"}
    second = {p: sum(t.winner == p for t in final.tricks if t.stage == 2) for p in "AB"}
    prompt = msg("In the first stage A won {a1} tricks and B {b1}. In the counted stage A won "
                 "{a2} and B {b2}. Who wins the game?", a1=first["A"], b1=first["B"],
                 a2=second["A"], b2=second["B"])
    c = final.counted
    if final.winner is None:
        choices = (*PLAYER_CHOICES, Choice(msg("a tie")))
        answer = 2
        reason = msg("All 26 tricks count under this variant: {a}–{b} is a tie.", a=c["A"],
                     b=c["B"])
        rule = "V-GW-COUNT-ALL"
    else:
        choices = PLAYER_CHOICES
        answer = "AB".index(final.winner)
        w = final.winner
        if final.rules.count_all_tricks:
            reason = msg("All 26 tricks count under this variant: {player} has {n}.",
                         player=seat_word(w), n=c[w])
            rule = "V-GW-COUNT-ALL"
        else:
            reason = msg("Only the 13 counted tricks matter: {player} took {n} of them — at "
                         "least 7 wins.", player=seat_word(w), n=c[w])
            rule = "GW-5.3, GW-6.1"
    return Question("gw-game-winner", prompt, choices, answer, reason, rule, (), title)


def _suit_word(s: Suit) -> str:
    """A suit's name in the learner's language (``spades``)."""
    return said(suit_name(s))


def _suit_choices() -> tuple[Choice, ...]:
    """The four suits as choices, named in the learner's language."""
    return tuple(Choice(_suit_word(s)) for s in SUITS)


def _counting(prompt: str, options: Sequence[int | str], right: int | str, reason: str,
              rule: str, title: str = "", pics: tuple[str, ...] = ()) -> Question:
    choices = tuple(Choice(str(o)) for o in options)
    return Question("gw-setup", prompt, choices, [str(o) for o in options].index(str(right)),
                    reason, rule, pics, title)


# --------------------------------------------------------------- lesson self-checks


def setup_questions(seed: int = 7) -> list[Question]:
    """Lesson 1: the deal, the stock, the turned-up trump, who leads (GW-1, GW-2)."""
    state = new_game(seed, dealer="A")
    hand = len(state.hand("A"))
    stock = state.stock_size
    top = state.prize
    qs = [
        _counting(msg("How many cards does each player hold after the deal?"), (12, 13, 26),
                  hand, msg_n("Each player is dealt {n} card, one at a time.",
                              "Each player is dealt {n} cards, one at a time.", hand), "GW-2.2"),
        _counting(msg("How many cards are in the stock — the face-up card included?"),
                  (25, 26, 27), stock,
                  msg_n("The other {n} card forms the stock; the face-up card is its top card, "
                        "not an extra card.",
                        "The other {n} cards form the stock; the face-up card is its top card, "
                        "not an extra card.", stock), "GW-2.3"),
        Question("gw-trump",
                 msg("The dealer turns up the top card of the stock: {card}. What is trump?",
                     card=top.pretty),
                 _suit_choices(), list(SUITS).index(state.trump),
                 msg("{suit}: the suit of the turned-up card is trump for the whole game.",
                     suit=_suit_word(state.trump).capitalize()), "GW-2.3",
                 (pictures.card_svg(top, width=90, label=msg("face up")),)),
        next_leader_question(state),
    ]
    return qs


def first_stage_questions() -> list[Question]:
    """Lesson 2: tricks, the prize and the draw, following suit, trump staying put
    (GW-3, GW-4, GW-8; the new prize is the real Q♦ of the worked example's deal)."""
    gw8 = replay(examples.worked_example())
    follow = deal_around("A", "7C", "QC", "hearts", follower_hand=["5H"], seed=3).play("7C")
    return [
        trick_question("9C", "2H", "hearts", title=msg("A trump wins")),
        trick_question("10S", "AC", "hearts", title=msg("Neither following nor trumping")),
        prize_question("JS", "AS", "hearts", "KH", title=msg("The worked example")),
        prize_question("8D", "4D", "clubs", "AC", ask="draw", title=msg("The loser's card")),
        may_play_question(follow, "5H", title=msg("Following suit in the first stage")),
        trump_question(gw8[2], title=msg("A new prize")),
    ]


def counted_stage_questions(states: Sequence[GermanWhistState]) -> list[Question]:
    """Lesson 3, from the states of a complete house-rules game: who leads the counted
    stage, may a player leave the led suit, who wins (GW-5, GW-6)."""
    final = states[-1]
    thirteen = states[26]
    qs = [next_leader_question(thirteen, title=msg("Into the counted stage"))]
    refused = allowed = None
    for s in states[27:]:
        if not s.current or s.complete:
            continue
        lead = s.current[0][1]
        hand = s.hand(s.to_play)
        same = [c for c in hand if c.suit is lead.suit]
        off = [c for c in hand if c.suit is not lead.suit]
        if refused is None and same and off:
            refused = may_play_question(s, off[0], title=msg("Must you follow suit?"))
        if allowed is None and not same and off:
            allowed = may_play_question(s, off[-1], title=msg("Out of the led suit"))
    qs += [q for q in (refused, allowed) if q is not None]
    qs.append(winner_question(final, title=msg("Who wins?")))
    return qs


def illegal_reply_example(states: Sequence[GermanWhistState], stage: int = 2
                          ) -> tuple[GermanWhistState, Card, RuleError]:
    """The first moment of ``stage`` where the follower holds the led suit and another
    suit, with the card they must not play (a trump if they hold one) and the
    engine's refusal of it (GW-3.1, GW-6.3)."""
    for s in states:
        if s.stage != stage or not s.current or s.complete:
            continue
        lead = s.current[0][1]
        hand = s.hand(s.to_play)
        off = [c for c in hand if c.suit is not lead.suit]
        if off and len(off) < len(hand):
            trumps = [c for c in off if c.suit is s.trump]
            wrong = (trumps or off)[0]
            err = s.why_illegal(wrong)
            if err is not None:
                return s, wrong, err
    raise ValueError("no such moment in these states")


__all__ = [
    "counted_stage_questions",
    "deal_around",
    "first_stage_questions",
    "illegal_reply_example",
    "may_play_question",
    "next_leader_question",
    "prize_question",
    "setup_questions",
    "trick_question",
    "trump_question",
    "winner_question",
]
