"""True values (issue 20): states, results and views are immutable all the way down —
tuples, frozen dataclasses and read-only mappings — hashable and equal by value; a
branch from an older state never changes it."""

from __future__ import annotations

import dataclasses
import enum
import json
import random
from types import FunctionType, MappingProxyType

import pytest

from whist_core import games
from whist_core.cards import Card
from whist_core.family.system import System
from whist_core.values import FrozenDict


def _deep_frozen(value: object, where: str, seen: set[int]) -> None:
    """Fail if anything mutable is reachable from ``value``."""
    if id(value) in seen or value is None or isinstance(value, (int, float, str, bytes, Card,
                                                                 enum.Enum, FunctionType)):
        return
    seen.add(id(value))
    if isinstance(value, System):            # a description: checked by its own tests
        return
    if isinstance(value, FrozenDict):
        for k, v in value.items():
            _deep_frozen(v, f"{where}[{k!r}]", seen)
        return
    assert not isinstance(value, (list, dict, set, bytearray, MappingProxyType)), \
        f"{where} is a {type(value).__name__}"
    if isinstance(value, (tuple, frozenset)):
        for i, v in enumerate(value):
            _deep_frozen(v, f"{where}[{i}]", seen)
        return
    if dataclasses.is_dataclass(value):
        assert type(value).__dataclass_params__.frozen, f"{where}: not a frozen dataclass"
        for f in dataclasses.fields(value):
            _deep_frozen(getattr(value, f.name), f"{where}.{f.name}", seen)
        return
    if hasattr(value, "_at"):                # German Whist's state: its position tuple
        _deep_frozen(value._at, f"{where}._at", seen)


def _random_states(name: str, seed: int) -> list:
    game = games.get(name)
    rnd = random.Random(seed)
    state = game.new(seed)
    out = [state]
    while not state.complete:
        legal = state.legal_actions()
        if getattr(state, "phase", None) == "discard":
            need = list(state.required_discards())
            rest = [c for c in legal if c not in need]
            state = state.apply(need + rnd.sample(rest, state.discard_count - len(need)))
        else:
            state = state.apply(rnd.choice(legal))
        out.append(state)
    return out


@pytest.mark.parametrize("name", list(games.GAMES))
def test_states_results_and_views_are_values_all_the_way_down(name: str) -> None:
    states = _random_states(name, 11)
    final = states[-1]
    seats = games.get(name).seats()
    for state in (states[len(states) // 2], final):
        _deep_frozen(state._at if hasattr(state, "_at") else tuple(state), f"{name} state",
                     set())
        for seat in seats:
            _deep_frozen(state.view(seat), f"{name} view({seat})", set())
    result = final.result
    _deep_frozen(result, f"{name} result", set())
    assert hash(result) == hash(games.get(name).replay(
        json.loads(json.dumps(games.get(name).record_of(final))))[-1].result)
    for key in ("books", "score", "counted"):
        mapping = getattr(result, key, None)
        if mapping is not None:
            with pytest.raises(TypeError):
                mapping[next(iter(mapping))] = 99


@pytest.mark.parametrize("name", list(games.GAMES))
def test_a_branch_never_changes_the_state_it_branches_from(name: str) -> None:
    states = _random_states(name, 5)
    middle = next(i for i, s in enumerate(states)
                  if len(s.legal_actions()) > 1 and getattr(s, "phase", "play") == "play")
    a = states[middle]
    before = (a, hash(a), [t.plays for t in a.tricks], states[-1], hash(states[-1]))
    choices = a.legal_actions()
    a.apply(choices[-1] if a.apply(choices[0]) == states[middle + 1] else choices[0])
    after = (a, hash(a), [t.plays for t in a.tricks], states[-1], hash(states[-1]))
    assert before == after and states[-1].apply  # the old line of play is untouched


def test_no_public_path_changes_a_family_state() -> None:
    a = _random_states("boston", 2)[30]
    core, plays = a[0], a[-1]
    assert isinstance(core, tuple) and isinstance(core.leaders, tuple)
    assert isinstance(plays, tuple) and len(plays) == a[1]
    with pytest.raises(AttributeError):
        core.leaders = ()
    with pytest.raises(TypeError):
        plays[0] = 0


def test_whole_games_are_values() -> None:
    from whist_core.family.score import FamilyGame
    from whist_core.family.systems import SYSTEMS

    game = FamilyGame(SYSTEMS["hawaii"], "N")
    hand = _random_states("hawaii", 3)[-1]
    game = game.add(hand)
    _deep_frozen(game.lines, "lines", set())
    assert hash(game) == hash(FamilyGame(SYSTEMS["hawaii"], "N").add(hand))
