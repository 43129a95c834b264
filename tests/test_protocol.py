"""The one protocol of every game (issue 8): registry, value states, tricks in progress,
sibling errors, absurd records refused in one line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from whist_core import games, records
from whist_core.errors import RecordError, RuleError, WhistError

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "notebooks" / "records"


def test_errors_are_siblings_with_place_and_rule() -> None:
    assert issubclass(RuleError, ValueError) and issubclass(RecordError, ValueError)
    assert not issubclass(RecordError, RuleError) and not issubclass(RuleError, RecordError)
    for cls in (RuleError, RecordError):
        err = cls("bad", "BW-4.4", "play 3").at("play 4")
        assert isinstance(err, cls) and isinstance(err, WhistError)
        assert (err.place, err.rule, str(err)) == ("play 4", "BW-4.4", "play 4: bad (BW-4.4)")


def test_registry_knows_both_games_and_refuses_others() -> None:
    assert {"bid-whist", "german-whist"} <= set(games.available())
    with pytest.raises(RecordError) as err:
        games.get("bridge")
    assert err.value.place == "game"


@pytest.mark.parametrize("name", list(games.GAMES))
def test_every_game_speaks_the_protocol(name: str) -> None:
    game = games.get(name)
    state = game.new(5)
    assert games.of_state(state) is game
    bot = game.bot(3)
    steps = [state]
    while not state.complete:
        seat = state.to_act
        view = state.view(seat)
        action = bot.choose(view)
        state = state.apply(action)
        steps.append(state)
        tricks = state.tricks
        if tricks and tricks[-1].winner is None:
            assert tricks[-1].plays, "the trick in progress is last, with its plays"
            assert all(t.winner is not None for t in tricks[:-1])
    assert state.to_act is None and state.result is not None and state.legal_actions() == []
    # two replays of one record are equal, and hashable
    record = game.record_of(state)
    again = game.replay(json.loads(json.dumps(record)))
    assert again[-1] == state and hash(again[-1]) == hash(state)
    assert len({*again}) == len(again)


@pytest.mark.rule("BW-6.6")
def test_a_renege_claim_may_name_the_trick_in_progress() -> None:
    rec = records.load(RECORDS / "renege_claimed.json")
    claim = rec["renege_claims"][0]
    trick = claim["trick"]
    states = records.replay({k: v for k, v in rec.items() if k != "renege_claims"})
    # stop just after the renege, inside its trick
    at = next(s for s in states if s.last.kind == "play" and s.reneges_now)
    assert len(at.tricks) == trick and at.tricks[-1].winner is None
    claimed = at.claim_renege(claim["by"], trick)
    assert claimed.claims == ((claim["by"], trick),)


@pytest.mark.rule("GW-3.1")
def test_german_whist_shows_the_trick_in_progress_like_bid_whist() -> None:
    game = games.get("german-whist")
    state = game.new(11)
    state = state.apply(state.legal_actions()[0])
    out = game.summary([state])
    assert "current" not in out
    assert out["tricks"][-1]["winner"] is None and len(out["tricks"][-1]["cards"]) == 1


def _cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "whist_core", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, timeout=60)


@pytest.mark.parametrize("text", [
    '{"game": "bid-whist", "dealer": ' + "9" * 5000 + "}",
    '{"game": "bid-whist", "rules": {"target": ' + "1" * 5000 + "}}",
    '{"game": "german-whist", "dealer": NaN}',
])
def test_absurd_values_are_one_line_refusals(text: str) -> None:
    done = _cli("replay", "-", stdin=text)
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


def test_the_protocols_are_declared_and_every_game_matches_them() -> None:
    from whist_core import protocol

    for name in games.NAMES:
        game = games.get(name)
        assert isinstance(game._mod(), protocol.Game), name
        state = game.new(3)
        assert isinstance(state, protocol.State), name
        assert all(isinstance(t, protocol.Trick) for t in state.tricks)


def test_a_broken_game_fails_loudly_and_is_never_left_out(monkeypatch) -> None:
    lacking = games.GameInfo("broken", "Broken", "whist_core.cards", ("N",))
    missing = games.GameInfo("gone", "Gone", "whist_core.no_such_module", ("N",))
    monkeypatch.setitem(games.GAMES, "broken", lacking)
    with pytest.raises(TypeError, match=r"'broken'.*lacks RULES_CLASS"):
        games.available()
    monkeypatch.setitem(games.GAMES, "broken", missing)
    with pytest.raises(ModuleNotFoundError):
        games.available()
