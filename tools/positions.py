"""Seeded positions for tests and benchmarks (kept out of the runtime package): a hand
brought to the play, random play, a German Whist second stage."""

from __future__ import annotations

import random

from whist_core.cards import Suit
from whist_core.family.engine import FamilyState
from whist_core.family.switches import HOUSE, BidWhistRules
from whist_core.family.systems.house import new_hand


def bid_whist_play(seed: int, direction: str = "uptown", trump: Suit | str | None = "spades",
                   rules: BidWhistRules = HOUSE, level: int = 4) -> FamilyState:
    """A dealt hand at its first trick: three passes, the dealer bids ``level`` in the
    given declaration, names it, and lays away what the house bot would."""
    from whist_core.bots import choose_discard

    state = new_hand(seed, rules=rules)
    for _ in range(3):
        state = state.call("pass")
    if trump is None:
        state = state.call(f"{level}NT").declare(direction)
    else:
        state = state.call(f"{level}{'U' if direction == 'uptown' else 'D'}").declare(trump)
    view = state.view(state.to_act)
    return state.lay_away(choose_discard(view, random.Random(seed)))


def random_play(state, moves: int, seed: int = 0):
    """``state`` after ``moves`` random legal cards (fewer if the play ends)."""
    rng = random.Random(seed)
    for _ in range(moves):
        legal = state.legal_plays()
        if not legal:
            break
        state = state.play(rng.choice(list(legal)))
    return state


def german_second_stage(seed: int, rules=None, extra: int = 0):
    """A German Whist game (seeded random play) at the first card of its second stage,
    then ``extra`` more random cards."""
    from whist_core.german_whist import HOUSE as GW_HOUSE
    from whist_core.german_whist import new_game

    state = new_game(seed, rules=rules or GW_HOUSE)
    return random_play(state, 26 + extra, seed)
