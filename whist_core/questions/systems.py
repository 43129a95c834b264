"""Check-yourself questions for the "Other ways to play" lessons (RULES.md Part E).

Pure Python, no Jupyter. Every answer and every reason is asked of the engine through
the registry (:mod:`whist_core.games`): trick winners are the winners of replayed
tricks, scores are the hands' results, whether a call is allowed is what ``apply``
says (its refusal message is the reason), what comes after the auction is the state's
phase, game ends are the whole game's ``winner``. Only the words around the engine's
answers are written here.

:func:`lesson_questions` gives the set for one system's lesson; the builders
(:func:`trick_question`, :func:`score_question`, :func:`call_question`,
:func:`deal_question`, :func:`game_end_question`, …) work for any system.
:func:`play_game` plays a whole game with the registry's bots (for lessons and tests).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from whist_core import games
from whist_core.cards import SUITS
from whist_core.errors import WhistError
from whist_core.family.kinds import KittyBook
from whist_core.family.system import System
from whist_core.messages import N_, Name, card_text, msg, said, say
from whist_core.messages import name as catalog_name
from whist_core.messages import seat as seat_word
from whist_core.messages import suit as suit_name
from whist_core.narrate.words import action_words, seat_name, signed
from whist_core.narrate.words import side_name as narrate_side_name
from whist_core.questions.generated import Question, ask

State = Any
# seat and score words (seat_name, signed) are the narration's; side_name and the page
# facts (contract_words, why_over) are said in the learner's language (whist_core.messages)


#: The declarer's contract, a whole sentence for each trump and card order (SC-2, S52-4).
_CONTRACTS = {
    ("", ""): N_("{seat} bid {bid}"),
    ("", "downtown"): N_("{seat} bid {bid}, downtown (A 2 3 … K)"),
    ("", "downtown_ace_low"): N_("{seat} bid {bid}, downtown with the ace low (2 3 … K A)"),
    ("nt", ""): N_("{seat} bid {bid}, no trump"),
    ("nt", "downtown"): N_("{seat} bid {bid}, no trump, downtown (A 2 3 … K)"),
    ("nt", "downtown_ace_low"): N_("{seat} bid {bid}, no trump, downtown with the ace low "
                                   "(2 3 … K A)"),
    ("suit", ""): N_("{seat} bid {bid}, {suit} trump"),
    ("suit", "downtown"): N_("{seat} bid {bid}, {suit} trump, downtown (A 2 3 … K)"),
    ("suit", "downtown_ace_low"): N_("{seat} bid {bid}, {suit} trump, downtown with the ace "
                                     "low (2 3 … K A)"),
}


def player_name(code: str) -> str:
    """A seat as a learner reads it, in the learner's language: ``North``, or Cutthroat's
    ``Player 1`` for ``P1`` (SC-1)."""
    if code[:1] == "P" and code[1:].isdigit():
        return msg("Player {number}", number=code[1:])
    return said(seat_word(code, seat_name(code)))


def side_name(side: str) -> str:
    """``North–South`` for ``NS``; a player's name where each plays alone (the learner's
    language)."""
    if len(side) == 2 and all(s in "NESW" for s in side):
        return msg("{first}–{second}", first=seat_word(side[0]),
                   second=seat_word(side[1]))
    return player_name(side)


def side_word(side: str) -> Name:
    """A side as a catalog word, for a sentence to put in its case: ``North–South`` (Russian
    «Север–Юг»), ``Player 1`` («Игрок 1»)."""
    return catalog_name("side", side, narrate_side_name(side))


def contract_words(final: State) -> str:
    """``"North bid 3, hearts trump"`` — or ``no trump`` — in plain words."""
    c = final.contract
    trump = "" if c.call.no_trump else ("nt" if c.trump is None else "suit")
    ranking = str(c.direction) if str(c.direction) in ("downtown", "downtown_ace_low") else ""
    values: dict[str, Any] = {"seat": player_name(c.declarer), "bid": c.bid_said}
    if trump == "suit":
        values["suit"] = suit_name(c.trump)
    return msg(_CONTRACTS[trump, ranking], **values)


#: The systems' names as the questions say them (marked for the catalog).
_TITLES = (N_("Cutthroat"), N_("52-card Bid Whist"), N_("Boston"), N_("Cincinnati"),
           N_("Rhode Island"), N_("Hawaii (Trumps)"))


def books_word(system: Any) -> str:
    """What a side counts: "tricks" where nothing else counts, else "books"."""
    return "books" if system.kitty_book is not KittyBook.NONE else "tricks"


def calls_words(calls: Sequence[tuple[str, Any]], system: System) -> str:
    """``"North bids 2, East passes"`` (the learner's language; each bid as ``system``
    names it, :meth:`System.said`)."""
    out = []
    for seat, call in calls:
        if call.kind == "pass":
            out.append(msg("{seat} passes", seat=seat_word(seat, seat_name(seat))))
        elif call.kind == "redeal":
            out.append(msg("{seat} asks for a new deal", seat=seat_word(seat, seat_name(seat))))
        else:
            out.append(msg("{seat} bids {bid}", seat=seat_word(seat, seat_name(seat)),
                           bid=system.said(call)))
    return ", ".join(out)


def trick_words(trick: Any) -> str:
    """``"North leads 5♠; East plays K♠; …"`` (the learner's language)."""
    out = []
    for k, (s, c) in enumerate(trick.plays):
        who = seat_word(s, seat_name(s))
        out.append(msg("{seat} leads {card}", seat=who, card=card_text(c)) if k == 0
                   else msg("{seat} plays {card}", seat=who, card=card_text(c)))
    return "; ".join(out)


def _numbers(right: int, others: Sequence[int], signs: bool = True) -> tuple[list[str], str]:
    """Four numeric choices in increasing order, ``right`` among them."""
    fmt = signed if signs else str
    values = list(dict.fromkeys([right, *(o for o in others if o != right)]))[:4]
    return [fmt(v) for v in sorted(values)], fmt(right)


# ------------------------------------------------------------------ facts
def declarer_side(final: State) -> str:
    return final.side_of(final.contract.declarer)


def other_sides(final: State) -> list[str]:
    decl = declarer_side(final)
    return [s for s in final.system.sides if s != decl]


def play_game(name: str, seed: int = 0, players: int | None = None, limit: int = 200) -> Any:
    """A whole game of ``name`` played by the registry's bots to the system's end: hand
    ``k`` is dealt from seed ``seed * 1000 + k`` by the dealer whose turn it is."""
    game_info = games.get(name)
    options = {"players": players} if players else {}
    game = game_info.game(**options)
    bot = game_info.bot(seed)
    k = 0
    while not game.over:
        if k >= limit:
            raise RuntimeError(f"no end after {limit} hands")
        state = game_info.new(seed * 1000 + k, dealer=game.next_dealer, **options)
        while not state.complete:
            state = bot.move(state)
        game = game.add(state)
        k += 1
    return game


def why_over(game: Any) -> str:
    """Why a finished whole game is over, in plain words (its winner is the game's own)."""
    won, system = game.winner, game.system
    if won is None:
        return "it is not over"
    return system.game_end.why(system, won, game.totals, side_word)


def goal_words(game: Any) -> str:
    """How a whole game is won, in plain words with its rule: ``first to 21 (S52-6)``."""
    system = getattr(game, "system", None)
    if system is None:                                   # the house game's Game (BW-7)
        t = game.rules.target
        return msg("first to +{target} wins; a side at −{target} loses ({rule})", target=t,
                   rule="BW-7.1")
    return system.game_end.goal(system)


def game_after(game: Any, hands: int) -> Any:
    """The same whole game after its first ``hands`` hands."""
    return replace(game, lines=tuple(game.lines[:hands]))


def find(states: Sequence[State], test: Callable[[State], bool]) -> State:
    """The first state of a replayed hand for which ``test`` holds."""
    for s in states:
        if test(s):
            return s
    raise LookupError("no such moment in this hand")


def auction_from(name: str, seed: int, calls: Sequence[str], dealer: str | None = None,
                 **options: Any) -> State:
    """A fresh deal with ``calls`` made (for a bidding question)."""
    state = games.get(name).new(seed, dealer=dealer, **options)
    for call in calls:
        state = state.apply(call)
    return state


# ------------------------------------------------------------------ question builders
def trick_question(final: State, number: int, rule: str, title: str = "") -> Question:
    """"Who wins trick ``number``?" of a finished hand — the hand's own winner."""
    trick = final.tricks[number - 1]
    trump = final.contract.trump
    win_seat = trick.winner
    win_card = trick.card_of(win_seat)
    led = trick.plays[0][1]

    def is_trump(card: Any) -> bool:
        return trump is not None and (card.is_joker or card.suit is trump)

    winner = seat_word(win_seat, seat_name(win_seat))
    if is_trump(win_card) and not is_trump(led):
        reason = msg("{seat} wins: the {card} is a trump, and a trump beats every card of the "
                     "led suit", seat=winner, card=card_text(win_card))
    elif is_trump(win_card):
        reason = msg("{seat} wins: the {card} is the highest trump played", seat=winner,
                     card=card_text(win_card))
    else:
        reason = msg("{seat} wins: the {card} is the highest card of the led suit",
                     seat=winner, card=card_text(win_card))
    prompt = msg("{contract}. Trick {number}: {plays}. Who wins the trick?",
                 contract=contract_words(final), number=number, plays=trick_words(trick))
    options = [msg("{seat}: {card}", seat=player_name(s), card=card_text(card))
               for s, card in trick.plays]
    right = msg("{seat}: {card}", seat=player_name(win_seat), card=card_text(win_card))
    return ask("trick-winner", prompt, options, right, reason, f"{rule}, BW-4.5", say(title))


def score_question(final: State, rule: str, side: str | None = None, title: str = "",
                   others: Sequence[int] = ()) -> Question:
    """"What does ``side`` score for this hand?" — the hand's own result.

    ``side`` defaults to the declarer's; ``others`` are wrong answers worth offering.
    """
    r = final.result
    decl = declarer_side(final)
    side = side or decl
    right = r.score[side]
    total = sum(r.books.values())
    books = books_word(final.system) == "books"
    values = {"side": side_name(decl), "took": r.books[decl], "total": total,
              "other": side_name(side), "theirs": r.books[side]}
    if side == decl:
        took = (msg("{side} took {took} of the {total} books", **values) if books
                else msg("{side} took {took} of the {total} tricks", **values))
    else:
        took = (msg("{side} took {took} books and {other} {theirs}", **values) if books
                else msg("{side} took {took} tricks and {other} {theirs}", **values))
    prompt = msg("{contract}. {took}. What does {side} score for the hand?",
                 contract=contract_words(final), took=took, side=side_name(side))
    declarer, scorer = player_name(final.contract.declarer), side_name(side)
    if r.made:
        reason = (msg("{seat} made the bid, so {side} scores nothing", seat=declarer,
                      side=scorer) if right == 0 else
                  msg("{seat} made the bid, so {side} scores {n}", seat=declarer, side=scorer,
                      n=right) if right > 0 else
                  msg("{seat} made the bid, so {side} loses {n}", seat=declarer, side=scorer,
                      n=-right))
    else:
        reason = (msg("{seat} did not make the bid, so {side} scores nothing", seat=declarer,
                      side=scorer) if right == 0 else
                  msg("{seat} did not make the bid, so {side} scores {n}", seat=declarer,
                      side=scorer, n=right) if right > 0 else
                  msg("{seat} did not make the bid, so {side} loses {n}", seat=declarer,
                      side=scorer, n=-right))
    bid = final.contract.bid
    options, answer = _numbers(right, [*others, r.books[side], r.books[side] - 6, bid, -bid, 0])
    return ask("hand-score", prompt, options, answer, reason, rule, say(title))


def call_question(state: State, call: str, rule: str, title: str = "") -> Question:
    """"May the player to act call ``call`` now?" — the engine accepts or refuses it."""
    seat = state.to_act
    name = seat_word(seat, seat_name(seat))
    try:
        words = action_words(state.system.parse_call(call), system=state.system)
    except WhistError:
        words = call
    try:
        state.apply(call)
    except WhistError:
        allowed = False
    else:
        allowed = True
    bids = [c for c in state.legal_actions() if c.kind == "bid"]
    others = [c for c in state.legal_actions() if c.kind != "bid"]
    said = partial(action_words, system=state.system)
    lowest = msg("bid {bid} or higher", bid=said(bids[0])) if bids else ""
    open_to = msg(" or ").join(x for x in [*(said(c) for c in others), lowest] if x)
    why = (msg("Yes: {seat} may {calls}", seat=name, calls=open_to) if allowed
           else msg("No: {seat} may {calls}", seat=name, calls=open_to))
    so_far = calls_words(state.calls, state.system)
    dealer = seat_word(state.dealer, seat_name(state.dealer))
    values = {"dealer": dealer, "calls": so_far, "seat": name, "bid": words}
    if seat == state.dealer:
        prompt = (msg("{dealer} deals. {calls}. {seat} (the dealer) is next. May {seat} bid "
                      "{bid}?", **values) if so_far else
                  msg("{dealer} deals. {seat} (the dealer) is next. May {seat} bid {bid}?",
                      **values))
    else:
        prompt = (msg("{dealer} deals. {calls}. {seat} is next. May {seat} bid {bid}?",
                      **values) if so_far else
                  msg("{dealer} deals. {seat} is next. May {seat} bid {bid}?", **values))
    yes, no = msg("Yes"), msg("No")
    return ask("may-call", prompt, [yes, no], yes if allowed else no, why, rule, say(title))


def deal_question(name: str, rule: str, players: int | None = None, title: str = "") -> Question:
    """"How many cards does each player get?" — counted in a fresh deal."""
    info = games.get(name)
    options = {"players": players} if players else {}
    state = info.new(1, **options)
    seats = info.seats(**options)
    each = len(state.hand(seats[0]))
    kitty = len(state.kitty or ())
    n = len(seats)
    prompt = msg("{game} with {n} players: how many cards does each player get?",
                 game=say(info.title), n=n)
    values = {"n": n, "each": each, "kitty": kitty, "total": n * each + kitty}
    reason = (msg("{n} hands of {each} cards and a kitty of {kitty}: {total} cards in all",
                  **values) if kitty else
              msg("{n} hands of {each} cards, and no kitty: {total} cards in all", **values))
    choices, right = _numbers(each, [10, 12, 13, 16, 18], signs=False)
    return ask("deal", prompt, choices, right, reason, rule, say(title))


def after_auction_question(final: State, rule: str, title: str = "") -> Question:
    """"What does the bidder do first once the bidding is over?" — the next phase."""
    states = final.states()
    end = find(states, lambda s: s.phase != "auction")
    first = {"discard": msg("Picks up the kitty and lays cards away"),
             "declare": msg("Names trump (or no trump)"),
             "play": msg("Leads to the first trick")}
    right = first[end.phase]
    declarer = seat_word(end.contract.declarer, seat_name(end.contract.declarer))
    prompt = msg("{seat} has won the bidding. What does {seat} do first?", seat=declarer)
    game = say(final.system.title)
    reason = {"discard": msg("In {game} the bidder lays away first, and names trump afterwards",
                             game=game),
              "declare": msg("In {game} the bidder names trump first", game=game),
              "play": msg("In {game} the bidder leads at once", game=game)}[end.phase]
    return ask("order", prompt, list(first.values()), right, reason, rule, say(title))


def trump_by_lead_question(final: State, rule: str, title: str = "") -> Question:
    """Boston: "the contractor leads …; which suit is trump?" — the contract's trump."""
    first = final.tricks[0].plays[0]
    trump = final.contract.trump
    no_trump = msg("No trump")
    right = no_trump if trump is None else _capital(said(suit_name(trump)))
    prompt = msg("{seat} won the bidding and leads the {card} to the first trick. What is "
                 "trump for this hand?", seat=player_name(final.contract.declarer),
                 card=card_text(first[1]))
    how = (msg("The contractor declared no trump before the lead") if trump is None
           else msg("The suit of the contractor's first card, {suit}, is trump",
                    suit=suit_name(trump)))
    options = [_capital(said(suit_name(s))) for s in SUITS] + [no_trump]
    return ask("trump", prompt, options, right, how, rule, say(title))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def first_trick_books_question(states: Sequence[State], rule: str, title: str = "") -> Question:
    """52-card: "how many books does the first trick give its winner?" — counted."""
    after = find(states, lambda s: len(s.done) == 1)
    winner = after.done[0].winner
    side = after.side_of(winner)
    books = after.books[side]
    prompt = msg("{seat} wins the first trick. How many books does {side} have now?",
                 seat=player_name(winner), side=side_name(side))
    reason = msg("The first trick, and the four laid-away cards with it: two books")
    choices, right = _numbers(books, [1, 2, 3, 5], signs=False)
    return ask("books", prompt, choices, right, reason, rule, say(title))


def game_end_question(game: Any, hands: int, rule: str, title: str = "") -> Question:
    """"After hand ``hands`` the scores are …: is the game over?" — the game's winner."""
    upto = game_after(game, hands)
    totals = upto.totals
    shown = ", ".join(msg("{side} {score}", side=side_name(s), score=signed(v))
                      for s, v in totals.items())
    winner = upto.winner
    prompt = msg("After hand {hands} the scores are {scores}.", hands=hands, scores=shown)
    system = getattr(upto, "system", None)
    target = getattr(system, "target", None)
    if target is not None and upto.lines and sum(v >= target for v in totals.values()) > 1:
        # several sides over the target: who bid the last hand may decide (SB-5)
        bidders = upto.lines[-1].result.declarers
        if bidders is not None:
            prompt += msg(" {side} won the bidding on hand {hands}.", side=side_name(bidders),
                          hands=hands)
    prompt += msg(" Is the game over?")
    play_on = msg("No: play on")
    if winner is None:
        right, reason = play_on, msg("Nobody has won yet")
    else:
        right = msg("Yes: {side} wins", side=side_name(winner))
        reason = _capital(why_over(upto))
    options = [play_on, *(msg("Yes: {side} wins", side=side_name(s)) for s in totals)]
    return ask("game-end", prompt, options, right, reason, rule, say(title))


def ongoing_hand(game: Any) -> int:
    """The last hand after which the game was not over (for a "play on" question)."""
    for n in range(len(game.lines) - 1, 0, -1):
        if game_after(game, n).winner is None:
            return n
    raise LookupError("the game was over after its first hand")


# ------------------------------------------------------------------ per lesson
def lesson_questions(name: str, hand: Sequence[State], game: Any) -> list[Question]:
    """The check-yourself set of the lesson on system ``name`` (its file's ``questions``):
    ``hand`` is the replayed worked hand, ``game`` the whole game shown in the lesson."""
    return QUESTIONS[name](hand, game)


def game_end_pair(game: Any, rule: str) -> list[Question]:
    """Two game-end questions: after the last hand that left the game on, and at its end."""
    return [game_end_question(game, ongoing_hand(game), rule, N_("Is it over?")),
            game_end_question(game, len(game.lines), rule, N_("The end of the game"))]


def _questions() -> dict[str, Callable[[Sequence[State], Any], list[Question]]]:
    from whist_core.family.systems import SYSTEMS

    return {name: s.questions for name, s in SYSTEMS.items() if s.questions is not None}


#: Each system's check-yourself set, from its file (``System.questions``).
QUESTIONS = _questions()

__all__ = [
    "after_auction_question",
    "call_question",
    "contract_words",
    "deal_question",
    "first_trick_books_question",
    "game_after",
    "game_end_pair",
    "game_end_question",
    "goal_words",
    "lesson_questions",
    "play_game",
    "score_question",
    "seat_name",
    "side_name",
    "signed",
    "trick_question",
    "trump_by_lead_question",
    "why_over",
]
