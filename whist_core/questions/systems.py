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
from typing import Any

from whist_core import games
from whist_core.cards import SUITS
from whist_core.errors import WhistError
from whist_core.family.kinds import KittyBook
from whist_core.messages import N_, msg, msg_p, said
from whist_core.messages import seat as seat_word
from whist_core.messages import suit as suit_name
from whist_core.narrate.words import call_words, seat_name, signed
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


def bid_words(call: Any) -> str:
    """A bid in words, in the learner's language: ``3``, ``3 no trump``, ``2 special``
    (Cincinnati's normal/special, SCN-2) — as :func:`call_words` says it in English."""
    if call.style == "NT":
        return msg_p("bid", "{level} no trump", level=call.level)
    if call.style == "D":
        return msg_p("bid", "{level} special", level=call.level)
    if call.style == "U":
        return msg_p("bid", "{level} normal", level=call.level)
    return str(call.level)


def contract_words(final: State) -> str:
    """``"North bid 3, hearts trump"`` — or ``no trump`` — in plain words."""
    c = final.contract
    trump = "" if c.call.no_trump else ("nt" if c.trump is None else "suit")
    ranking = str(c.direction) if str(c.direction) in ("downtown", "downtown_ace_low") else ""
    values: dict[str, Any] = {"seat": player_name(c.declarer), "bid": bid_words(c.call)}
    if trump == "suit":
        values["suit"] = suit_name(c.trump)
    return msg(_CONTRACTS[trump, ranking], **values)


def books_word(system: Any) -> str:
    """What a side counts: "tricks" where nothing else counts, else "books"."""
    return "books" if system.kitty_book is not KittyBook.NONE else "tricks"


def calls_words(calls: Sequence[tuple[str, Any]]) -> str:
    """``"North bids 2, East passes"``."""
    out = []
    for seat, call in calls:
        verb = {"pass": "passes", "redeal": "asks for a new deal"}.get(call.kind)
        out.append(f"{seat_name(seat)} {verb or 'bids ' + call_words(call)}")
    return ", ".join(out)


def trick_words(trick: Any) -> str:
    verbs = ["leads"] + ["plays"] * (len(trick.plays) - 1)
    return "; ".join(f"{seat_name(s)} {v} {c.pretty}"
                     for v, (s, c) in zip(verbs, trick.plays, strict=True))


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
    return system.game_end.why(system, won, game.totals, side_name)


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

    if is_trump(win_card) and not is_trump(led):
        why = f"the {win_card.pretty} is a trump, and a trump beats every card of the led suit"
    elif is_trump(win_card):
        why = f"the {win_card.pretty} is the highest trump played"
    else:
        why = f"the {win_card.pretty} is the highest card of the led suit"
    prompt = (f"{contract_words(final)}. Trick {number}: {trick_words(trick)}. "
              "Who wins the trick?")
    options = [f"{seat_name(s)}: {card.pretty}" for s, card in trick.plays]
    right = f"{seat_name(win_seat)}: {win_card.pretty}"
    return ask("trick-winner", prompt, options, right,
                f"{seat_name(win_seat)} wins: {why}", f"{rule}, BW-4.5", title)


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
    word = books_word(final.system)
    took = (f"{side_name(decl)} took {r.books[decl]} of the {total} {word}" if side == decl
            else f"{side_name(decl)} took {r.books[decl]} {word} and {side_name(side)} "
                 f"{r.books[side]}")
    prompt = f"{contract_words(final)}. {took}. What does {side_name(side)} score for the hand?"
    verb = "made the bid" if r.made else "did not make the bid"
    gets = "scores nothing" if right == 0 else (f"scores {right}" if right > 0
                                                  else f"loses {-right}")
    reason = f"{seat_name(final.contract.declarer)} {verb}, so {side_name(side)} {gets}"
    bid = final.contract.bid
    options, answer = _numbers(right, [*others, r.books[side], r.books[side] - 6, bid, -bid, 0])
    return ask("hand-score", prompt, options, answer, reason, rule, title)


def call_question(state: State, call: str, rule: str, title: str = "") -> Question:
    """"May the player to act call ``call`` now?" — the engine accepts or refuses it."""
    seat = state.to_act
    name = seat_name(seat)
    try:
        words = call_words(state.system.parse_call(call))
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
    lowest = f"bid {call_words(bids[0])} or higher" if bids else ""
    open_to = " or ".join(x for x in [*(call_words(c) for c in others), lowest] if x)
    why = f"{'Yes' if allowed else 'No'}: {name} may {open_to}"
    dealer = " (the dealer)" if seat == state.dealer else ""
    so_far = calls_words(state.calls)
    prompt = (f"{seat_name(state.dealer)} deals. {so_far + '. ' if so_far else ''}"
              f"{name}{dealer} is next. May {name} bid {words}?")
    return ask("may-call", prompt, ["Yes", "No"], "Yes" if allowed else "No", why, rule,
                title)


def deal_question(name: str, rule: str, players: int | None = None, title: str = "") -> Question:
    """"How many cards does each player get?" — counted in a fresh deal."""
    info = games.get(name)
    options = {"players": players} if players else {}
    state = info.new(1, **options)
    seats = info.seats(**options)
    each = len(state.hand(seats[0]))
    kitty = len(state.kitty or ())
    n = len(seats)
    prompt = f"{info.title} with {n} players: how many cards does each player get?"
    reason = (f"{n} hands of {each} cards"
              + (f" and a kitty of {kitty}" if kitty else ", and no kitty")
              + f": {n * each + kitty} cards in all")
    choices, right = _numbers(each, [10, 12, 13, 16, 18], signs=False)
    return ask("deal", prompt, choices, right, reason, rule, title)


def after_auction_question(final: State, rule: str, title: str = "") -> Question:
    """"What does the bidder do first once the bidding is over?" — the next phase."""
    states = final.states()
    end = find(states, lambda s: s.phase != "auction")
    first = {"discard": "Picks up the kitty and lays cards away",
             "declare": "Names trump (or no trump)",
             "play": "Leads to the first trick"}
    right = first[end.phase]
    declarer = seat_name(end.contract.declarer)
    prompt = f"{declarer} has won the bidding. What does {declarer} do first?"
    then = {"discard": "lays away first, and names trump afterwards",
            "declare": "names trump first", "play": "leads at once"}[end.phase]
    return ask("order", prompt, list(first.values()), right,
                f"In {final.system.title} the bidder {then}", rule, title)


def trump_by_lead_question(final: State, rule: str, title: str = "") -> Question:
    """Boston: "the contractor leads …; which suit is trump?" — the contract's trump."""
    first = final.tricks[0].plays[0]
    trump = final.contract.trump
    right = "No trump" if trump is None else trump.word.capitalize()
    prompt = (f"{seat_name(final.contract.declarer)} won the bidding and leads the "
              f"{first[1].pretty} to the first trick. What is trump for this hand?")
    how = ("the contractor declared no trump before the lead" if trump is None
           else f"the suit of the contractor's first card, {trump.word}, is trump")
    options = [s.word.capitalize() for s in SUITS] + ["No trump"]
    return ask("trump", prompt, options, right, how[0].upper() + how[1:], rule, title)


def first_trick_books_question(states: Sequence[State], rule: str, title: str = "") -> Question:
    """52-card: "how many books does the first trick give its winner?" — counted."""
    after = find(states, lambda s: len(s.done) == 1)
    winner = after.done[0].winner
    side = after.side_of(winner)
    books = after.books[side]
    prompt = (f"{seat_name(winner)} wins the first trick. How many books does "
              f"{side_name(side)} have now?")
    reason = "the first trick, and the four laid-away cards with it: two books"
    choices, right = _numbers(books, [1, 2, 3, 5], signs=False)
    return ask("books", prompt, choices, right, reason[0].upper() + reason[1:], rule, title)


def game_end_question(game: Any, hands: int, rule: str, title: str = "") -> Question:
    """"After hand ``hands`` the scores are …: is the game over?" — the game's winner."""
    upto = game_after(game, hands)
    totals = upto.totals
    shown = ", ".join(f"{side_name(s)} {signed(v)}" for s, v in totals.items())
    winner = upto.winner
    prompt = f"After hand {hands} the scores are {shown}."
    system = getattr(upto, "system", None)
    target = getattr(system, "target", None)
    if target is not None and upto.lines and sum(v >= target for v in totals.values()) > 1:
        # several sides over the target: who bid the last hand may decide (SB-5)
        bidders = upto.lines[-1].result.declarers
        if bidders is not None:
            prompt += f" {side_name(bidders)} won the bidding on hand {hands}."
    prompt += " Is the game over?"
    if winner is None:
        right, reason = "No: play on", "Nobody has won yet"
    else:
        why = why_over(upto)
        right, reason = f"Yes: {side_name(winner)} wins", why[0].upper() + why[1:]
    options = ["No: play on", *(f"Yes: {side_name(s)} wins" for s in totals)]
    return ask("game-end", prompt, options, right, reason, rule, title)


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
    return [game_end_question(game, ongoing_hand(game), rule, "Is it over?"),
            game_end_question(game, len(game.lines), rule, "The end of the game")]


def _questions() -> dict[str, Callable[[Sequence[State], Any], list[Question]]]:
    from whist_core.family.systems import SYSTEMS

    return {name: s.questions for name, s in SYSTEMS.items() if s.questions is not None}


#: Each system's check-yourself set, from its file (``System.questions``).
QUESTIONS = _questions()

__all__ = [
    "QUESTIONS",
    "after_auction_question",
    "call_question",
    "call_words",
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
