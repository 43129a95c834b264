"""A plain minimax over engine states, written separately from the solver, to check it.

It asks the engine for every legal card and lets the engine play it and decide each
trick; nothing is pruned. Positions met twice are remembered (only to keep the
six-trick German Whist endings fast).
"""

from __future__ import annotations


def brute_bid_whist(state, pair: str = "NS", memo: dict | None = None) -> int:
    """Tricks ``pair`` takes from ``state`` to the end with best play by all four."""
    if state.complete:
        return 0
    memo = {} if memo is None else memo
    key = (tuple(map(state.held, "NESW")), state.plays, state.to_act)
    if key in memo:
        return memo[key]
    side = 0 if pair == "NS" else 1
    results = []
    for card in state.legal_plays():
        nxt = state.play(card)
        results.append(nxt.won[side] - state.won[side] + brute_bid_whist(nxt, pair, memo))
    mine = (state.to_act in ("N", "S")) == (pair == "NS")
    memo[key] = best = max(results) if mine else min(results)
    return best


def brute_german(state, player: str = "A", memo: dict | None = None) -> int:
    """Counted tricks ``player`` takes from ``state`` (second stage) to the end."""
    if state.complete:
        return 0
    memo = {} if memo is None else memo
    key = (state.hands["A"], state.hands["B"], state.current, state.to_play)
    if key in memo:
        return memo[key]
    results = []
    for card in state.legal_plays():
        nxt = state.play(card)
        results.append(nxt.counted[player] - state.counted[player]
                       + brute_german(nxt, player, memo))
    memo[key] = best = max(results) if state.to_play == player else min(results)
    return best


def brute_position(pos, team: str) -> int:
    """Books ``team`` takes from a solver position, by plain minimax over its rules
    (used where no engine state exists yet: three players, the first-trick bonus)."""
    if not pos.tricks_left:
        return 0
    results = []
    legal = pos.legal()
    for p in range(len(pos.layout.cards)):
        if legal >> p & 1:
            nxt = pos.play(p)
            got = 0
            if not nxt.trick:
                won = nxt.teams[nxt.leader] == team
                got = (2 if pos.bonus and pos.tricks_left == pos.bonus else 1) if won else 0
            results.append(got + brute_position(nxt, team))
    return max(results) if pos.teams[pos.to_move] == team else min(results)


def brute_family(state, side: str, memo: dict | None = None) -> int:
    """Books ``side`` takes from a family-engine state to the end, everyone else against it
    (the laid-away cards of SYS-52 come with trick 1 through the engine's ``books``)."""
    if state.complete:
        return 0
    memo = {} if memo is None else memo
    key = (tuple(state.hands.values()), tuple(state.played), state.to_act)
    if key in memo:
        return memo[key]
    results = []
    for card in state.legal_plays():
        nxt = state.play(card)
        results.append(nxt.books[side] - state.books[side] + brute_family(nxt, side, memo))
    memo[key] = best = (max(results) if state.side_of(state.to_act) == side
                        else min(results))
    return best
