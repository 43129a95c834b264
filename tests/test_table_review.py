"""Best play at the play table for every game of the registry (issue 12, "In the product"):
the end-of-hand review's numbers checked against :func:`whist_core.analysis.solve`, and
the "expert" level playing whole hands of every system from its own seat's view."""

from __future__ import annotations

import html
import random

import pytest
from test_game_table import _play_hand, assert_bots_acted_legally
from test_play_table import _learner_turn

from whist_core import games, narrate
from whist_core.analysis import solve
from whist_core.analysis.bot import ExpertBot
from whist_core.analysis.review import _in_window, review
from widgets.game_table import GamePlayTable
from widgets.play_table import GermanPlayTable, PlayTable

#: (game, players): every system, Cutthroat with 3, 4 and 5 players, and the house game.
GAMES = [("cutthroat", 3), ("cutthroat", None), ("cutthroat", 5), ("bid-whist-52", None),
         ("boston", None), ("cincinnati", None), ("rhode-island", None), ("hawaii", None),
         ("bid-whist", None)]
IDS = [f"{n}-{p}" if p else n for n, p in GAMES]


def _books(state, side: str) -> int:
    return state.books[side]


def _side(state, seat: str) -> str:
    side_of = getattr(state, "side_of", None)
    if side_of is not None:
        return side_of(seat)
    return "NS" if seat in "NS" else "EW"


def _after(state, card, side: str) -> int:
    """Books ``side`` ends with from ``state`` if ``card`` is played and everyone then
    plays their best: the books the card's trick adds, plus solve() of what is left."""
    nxt = state.apply(card)
    rest = 0 if nxt.complete else solve(nxt)[side]
    return _books(nxt, side) - _books(state, side) + rest


def _a_played_hand(name: str, players: int | None, **kwargs) -> GamePlayTable:
    """A table whose hand was played to the end by random clicks (no redeal)."""
    for seed in range(30):
        table = GamePlayTable(name, players=players, seed=seed, pause=0, **kwargs)
        _play_hand(table, random.Random(seed), wrong=False)
        if not getattr(table.state.result, "redeal", False):
            return table
    pytest.fail("every hand was dealt again")


@pytest.mark.rule("SC-4", "S52-6", "SB-4", "SCN-2", "SRI-4", "SH-3", "BW-6.2")
@pytest.mark.parametrize(("name", "players"), GAMES, ids=IDS)
def test_the_review_at_the_end_of_a_hand_matches_solve(name: str, players: int | None) -> None:
    """"You took 8 books; best play would have taken 10 — here is where", every number
    worked out again here from solve() on the hand's own states."""
    table = _a_played_hand(name, players)
    final, seat = table.state, table.seat
    r = review(final, seat)
    assert r is not None, "the hand never reached the analysed stretch"
    chain = final.states()
    first = next(i for i, s in enumerate(chain) if _in_window(s))
    start = chain[first]
    side = _side(start, seat)
    assert r.side == side
    assert r.before == _books(start, side)
    assert r.best == solve(start)[side]
    assert r.took == _books(final, side) - _books(start, side)
    # every card of the learner's inside the stretch: a slip exactly when it lost books
    slips = []
    for prev, nxt in zip(chain[first:], chain[first + 1:], strict=False):
        if prev.to_act != seat or not _in_window(prev):
            continue
        card = [c for t in nxt.tricks for _, c in t.plays][-1]
        best, got = solve(prev)[side], _after(prev, card, side)
        assert got <= best
        if got < best:
            slips.append((card, best, got))
    assert [(s.card, s.best, s.got) for s in r.slips] == slips
    for s in r.slips:
        assert s.card not in s.better and s.better
    # the table says it, in those numbers, after the hand's result and its scoring rule
    rule = narrate.result_rule(final.view(seat))
    assert rule.startswith(games.get(name).rules_prefix + "-")
    assert f"({rule})" in table.result.value
    words = r.words
    assert html.escape(words) in table.result.value
    took = r.before + r.took
    assert f"took {took} {'book' if took == 1 else 'books'}" in words
    assert f"would have taken {r.before + r.best}" in words
    for s in r.slips:
        assert f"trick {s.number}, {s.card.pretty} lost" in words


@pytest.mark.parametrize(("name", "players"), GAMES, ids=IDS)
def test_the_expert_level_plays_a_whole_hand(name: str, players: int | None) -> None:
    """The best-play bot at every seat but the learner's: legal moves from its own view,
    to the end of the hand, and the review after it."""
    table = _a_played_hand(name, players, level="expert")
    assert isinstance(table.bot, ExpertBot)
    assert table.last_error is None
    assert_bots_acted_legally(table.state, table.seat)
    assert "would have taken" in table.result.value


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="expert"):
        GamePlayTable("boston", seed=1, pause=0, level="master")


def test_the_level_chooser_changes_the_computer_players() -> None:
    table = GamePlayTable("hawaii", seed=2, pause=0)
    assert not isinstance(table.bot, ExpertBot)
    assert "whist-level" in table.level_choice._dom_classes
    assert table.level_choice in table.tools.children
    table.level_choice.value = "expert"
    assert isinstance(table.bot, ExpertBot) and table.level == "expert"
    assert "experts" in table.message_text and table.last_error is None
    table.level_choice.value = "house"
    assert not isinstance(table.bot, ExpertBot)
    assert PlayTable(seed=1, pause=0, level="expert").level_choice.value == "expert"
    german = GermanPlayTable(seed=3, pause=0)
    german.level_choice.value = "expert"
    assert isinstance(german.bot, ExpertBot) and "perfectly" in german.message_text


@pytest.mark.rule("BW-9.7")
def test_the_last_trick_shows_until_you_or_your_partner_play_to_the_next() -> None:
    table = PlayTable(seed=6, pause=0, step=True)
    rng = random.Random(6)
    seen = hidden = 0
    while not table.state.complete:
        s = table.state
        if s.to_act != table.seat:
            table.continue_button.click()
        else:
            _learner_turn(table, rng, check_refusal=False)
        view = table.view
        shown = "whist-last-trick" in "".join(
            " ".join(w._dom_classes) for w in table.controls.children)
        played = {p for p, _ in view.trick_plays}
        if view.last_trick is not None and not view.complete:
            assert shown and "BW-9.7" in table.last_trick_html.value
            seen += 1
        elif view.trick_number > 1 and ({table.seat, view.partner} & played):
            assert not shown
            hidden += 1
    assert seen and hidden


def test_the_review_words_for_each_kind_of_side() -> None:
    """Pairs, a lone Cutthroat player and German Whist each get their own words; a slip
    made up for by the others' mistakes is said to be."""
    from whist_core.analysis.review import Review, Slip
    from whist_core.cards import Card

    slip = Slip(7, Card.parse("9S"), 5, 4, (Card.parse("2S"),))
    pair = Review("S", "NS", 5, 6, 6, (slip,), before=2)
    assert pair.words == ("Your side took 8 books; best play by everyone from trick 5 on "
                          "would have taken 8. Here is where: trick 7, 9♠ lost a book (2♠ "
                          "would not have). Mistakes by the other side gave it back.")
    alone = Review("P2", "P2", 9, 3, 4, (slip, slip))
    assert alone.words.startswith("You took 3 books; your best play from trick 9 on, with "
                                  "every other player playing against you, would have taken 4.")
    assert alone.words.count("trick 7, 9♠ lost a book") == 2 and "gave" not in alone.words
    german = Review("A", "A", 1, 8, 7, (slip,), unit="counted tricks")
    assert "lost a trick" in german.words and "your opponent gave it back" in german.words
    assert Review("S", "NS", 5, 1, 1).words.startswith("Your side took 1 book;")
    assert Review("A", "A", 1, 1, 1, unit="counted tricks").words.startswith(
        "You took 1 counted trick;")
