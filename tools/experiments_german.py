"""German Whist strategy experiments (build step): which first-stage prizes are worth a good card.

A first-stage trick scores nothing; its winner takes the face-up prize and the loser
the next hidden card (GW-4.1), and only the second stage's 13 tricks count (GW-5.3).
So a first-stage choice is measured by what it leaves for the second stage: the
computer players (:func:`whist_core.german_whist.bot.choose_card`) play the rest of the
first stage, and the second stage is **solved** — both players play it perfectly
(:func:`whist_core.analysis.outcome`), as German Whist lesson 4 teaches it can be.

- :func:`prize_fight` — on a numbered deal, the first moment the follower of a trick may
  win it or let it go while the prize is of a given kind: the follower's counted tricks
  after winning with the cheapest card that wins, and after the cheapest card that loses.
- :func:`completions` and :func:`choice_tricks` — for a quiz hand: the cards the player
  has not seen dealt again at random (consistently with every card played), and each
  choice's counted tricks on each of those deals.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from whist_core.cards import Card, Suit
from whist_core.errors import WhistError
from whist_core.german_whist.bot import beats, bot_move, cost, win_or_lose
from whist_core.german_whist.state import GermanWhistState, from_deal, new_game
from whist_core.german_whist.trick import other

#: Counted tricks that win the game: 7 of the 13 (GW-5.3, GW-6.1).
GAME = 7

#: The kinds of prize, as a learner names them; each is one experiment.
PRIZE_KINDS: dict[str, str] = {
    "gw-high-trump": "a high trump (jack or better)",
    "gw-low-trump": "a low trump (10 or lower)",
    "gw-ace-king": "an ace or king of a plain suit",
    "gw-queen-jack": "a queen or jack of a plain suit",
    "gw-low-plain": "a low plain card (10 or lower)",
}


def prize_kind(prize: Card, trump: Suit) -> str:
    """The key of :data:`PRIZE_KINDS` for ``prize``."""
    if prize.suit is trump:
        return "gw-high-trump" if prize.rank >= 11 else "gw-low-trump"
    if prize.rank >= 13:
        return "gw-ace-king"
    return "gw-queen-jack" if prize.rank >= 11 else "gw-low-plain"


def counted_at_end(state: GermanWhistState) -> dict[str, int]:
    """Counted tricks at the end: the computer players finish the first stage, then both
    play the second stage perfectly (GW-5: every card known)."""
    from whist_core.analysis import outcome

    while state.stage == 1 and not state.complete:
        state = bot_move(state)
    return outcome(state)


def prize_fight(kind: str, seed: int) -> tuple[int, int] | None:
    """Deal ``seed``: at the first moment a follower may win or lose a trick whose prize is
    of ``kind``, the follower's counted tricks after winning it (cheapest winner) and
    after losing it (cheapest loser); None if that never happens as the computer
    players play the deal."""
    if kind not in PRIZE_KINDS:
        raise KeyError(f"no kind of prize {kind!r}; known: {', '.join(PRIZE_KINDS)}")
    state = new_game(seed)
    while state.stage == 1:
        choice = win_or_lose(state)
        if choice is not None and prize_kind(state.prize, state.trump) == kind:
            me = state.to_play
            return tuple(counted_at_end(state.play(c))[me] for c in choice)  # type: ignore[return-value]
        state = bot_move(state)
    return None


def cheapest_or_dearest(seed: int) -> tuple[int, int] | None:
    """Deal ``seed``: at the first moment a follower may win a trick whose prize is worth
    fighting for (a trump, or an ace or king) with two different winning cards, the
    follower's counted tricks after the cheapest card that wins and after the dearest."""
    state = new_game(seed)
    while state.stage == 1:
        if state.current and prize_kind(state.prize, state.trump) in (
                "gw-high-trump", "gw-low-trump", "gw-ace-king"):
            lead = state.current[0][1]
            wins = sorted((c for c in state.legal_plays() if beats(c, lead, state.trump)),
                          key=lambda c: cost(c, state.trump))
            if len(wins) >= 2:
                me = state.to_play
                return tuple(counted_at_end(state.play(c))[me]  # type: ignore[return-value]
                             for c in (wins[0], wins[-1]))
        state = bot_move(state)
    return None


# ------------------------------------------------------------------ a quiz hand
def completions(state: GermanWhistState, n: int, seed: int = 1,
                tries: int = 50) -> Iterator[GermanWhistState]:
    """``n`` states like ``state`` for the player to move, the cards that player has not
    seen dealt again at random: the opponent's unknown cards and the hidden stock. A
    suit the opponent showed out of (GW-3.1) is kept out of every card the opponent held
    then; every card played is replayed, and a deal in which one is refused is dealt
    again (up to ``tries`` times each)."""
    me = state.to_play
    if me is None or state.stage != 1:
        raise ValueError("a completion is for a first-stage moment with a player to move")
    opp = other(me)
    stock = state.dealt_stock
    dealt = state.dealt_hands
    done = state.done
    fixed = {2 * j: stock[2 * j] for j in range(len(done) + 1)}        # every prize seen
    for j, t in enumerate(done):
        if t.winner == opp:
            fixed[2 * j + 1] = stock[2 * j + 1]                         # my hidden draws
    prizes = set(fixed.values())
    theirs = [c for p, c in zip(_players(state), state.plays, strict=True)
              if p == opp and c not in prizes]
    known = set(dealt[me]) | prizes | set(theirs)
    unknown = sorted((c for c in (*dealt[opp], *stock) if c not in known),
                     key=lambda c: c.index)
    # the suits the opponent showed out of, by trick: no card held then may be of them
    void = [t.cards[0][1].suit if t.cards[1][0] == opp and state.rules.follow_suit_first_stage
            and t.cards[1][1].suit is not t.cards[0][1].suit else None for t in done]
    slots: list[tuple[int, frozenset]] = [(-1, frozenset(v for v in void if v))] * \
        (13 - len(theirs))                                              # the opponent's hand
    slots += [(i, frozenset(v for v in void[i // 2 + 1:] if v) if i // 2 < len(done)
               else frozenset()) for i in range(26) if i not in fixed]  # draws, the stock
    order = sorted(range(len(slots)), key=lambda i: -len(slots[i][1]))
    rng = random.Random(seed)
    for _ in range(n):
        for _ in range(tries):
            pool = list(unknown)
            rng.shuffle(pool)
            got: dict[int, Card] = {}
            for i in order:
                card = next((c for c in pool if c.suit not in slots[i][1]), None)
                if card is None:
                    break
                pool.remove(card)
                got[i] = card
            else:
                hand = [*theirs, *(got[i] for i in range(len(slots)) if slots[i][0] < 0)]
                rest = {slots[i][0]: got[i] for i in got if slots[i][0] >= 0}
                pile = [fixed.get(i) or rest[i] for i in range(26)]
                again = from_deal({me: dealt[me], opp: hand}, pile, state.dealer, state.rules)
                try:
                    for card in state.plays:
                        again = again.play(card)
                except WhistError:           # an inconsistent deal: deal again
                    continue
                yield again
                break
        else:
            raise ValueError(f"no consistent deal in {tries} tries")


def _players(state: GermanWhistState) -> list[str]:
    """Who played each card of ``state.plays``, in order."""
    out = []
    for t in state.tricks:
        out += [p for p, _ in t.cards]
    return out


def choice_tricks(state: GermanWhistState, choices: Sequence[Card], n: int, seed: int = 1
                  ) -> list[tuple[int, ...]]:
    """For each of ``n`` completions of ``state``: the counted tricks of the player to
    move after each of ``choices``."""
    me = state.to_play
    return [tuple(counted_at_end(s.play(c))[me] for c in choices)
            for s in completions(state, n, seed)]


__all__ = ["GAME", "PRIZE_KINDS", "cheapest_or_dearest", "choice_tricks", "completions",
           "counted_at_end", "prize_fight", "prize_kind", "win_or_lose"]
