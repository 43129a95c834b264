"""Best play in the product: the expert bot, the review of a hand, the best-play panel."""

from __future__ import annotations

import random

import pytest
from test_play_table import _learner_turn

from tools.positions import bid_whist_play, german_second_stage, random_play
from whist_core.analysis import card_values, solve
from whist_core.analysis.bot import DD_TRICKS, ExpertBot, _voids
from whist_core.analysis.review import REVIEW_TRICKS, review
from whist_core.bots import FamilyBot, GermanWhistBot
from whist_core.family.ranking import ranking_at
from whist_core.german_whist import new_game
from widgets.best_play import BestPlay, attach, best_play_html, review_html
from widgets.play_table import GermanPlayTable, PlayTable


@pytest.mark.rule("BW-4.4", "BW-9.7")
def test_expert_bid_whist_plays_legal_cards_from_its_view_and_outplays_the_house_bot():
    expert, house = ExpertBot(1, samples=4), FamilyBot(1)
    total = {"expert": 0, "house": 0}
    for seed in range(3):
        for expert_pair in ("NS", "EW"):
            s = bid_whist_play(seed, "uptown", "hearts" if seed % 2 else None)
            while not s.complete:
                if s.to_act in expert_pair:
                    view = s.view(s.to_act)
                    played = [(seat, c) for t in s.tricks for seat, c in t.plays]
                    card = expert.choose(view, played)
                    assert card in view.legal
                    s = s.play(card)
                else:
                    s = house.move(s)
            mine = 0 if expert_pair == "NS" else 1
            total["expert"] += s.won[mine]
            total["house"] += s.won[1 - mine]
    assert total["expert"] > total["house"]


@pytest.mark.rule("BW-4.4")
def test_the_expert_reads_voids_from_the_play():
    s = bid_whist_play(4, "uptown", "spades")
    s = random_play(s, 20, 4)
    played = [(seat, c) for t in s.tricks for seat, c in t.plays]
    voids = _voids(played, ranking_at(s), s.rules, "NESW")
    for seat, suits in voids.items():
        for suit in suits:
            assert not any(ranking_at(s).suit_of(c) is suit for c in s.hand(seat))


@pytest.mark.rule("GW-5.2")
def test_expert_german_whist_is_exact_in_the_second_stage():
    bot = ExpertBot(2)
    for seed in range(3):
        s = german_second_stage(seed, extra=seed)
        card = bot.choose(s.view(s.to_act))
        best = solve(s)[s.to_act]
        assert card_values(s)[card][s.to_act] == best
    wins = 0
    for seed in range(3):
        g = new_game(seed)
        while not g.complete:
            g = bot.move(g) if g.to_act == "A" else GermanWhistBot(seed).move(g)
        wins += g.winner == "A"
    assert wins >= 2


@pytest.mark.rule("BW-6.1", "GW-5.3")
def test_review_finds_the_cards_that_lost():
    rng = random.Random(3)
    house = FamilyBot(3)
    s = bid_whist_play(3)
    while not s.complete:
        s = s.play(rng.choice(s.legal_plays())) if s.to_act == "S" else house.move(s)
    r = review(s, "S")
    assert r.start == 12 - REVIEW_TRICKS + 1
    assert r.before + r.took == s.books["NS"]
    for slip in r.slips:
        assert slip.lost >= 1 and slip.card not in slip.better
    assert f"Your side took {s.books['NS']} books" in r.words
    g = new_game(7)
    while not g.complete:
        g = g.play(rng.choice(g.legal_plays())) if g.to_act == "A" else GermanWhistBot(1).move(g)
    r = review(g, "A")
    assert r.took == g.counted["A"]
    assert all(1 <= slip.number <= 13 for slip in r.slips)
    assert "counted tricks" in r.words


@pytest.mark.rule("GW-5.3")
def test_best_play_panel_marks_best_and_losing_cards():
    s = german_second_stage(5, extra=2)
    panel = BestPlay(s)
    text = panel.box.value
    values = card_values(s)
    top = max(v[s.to_act] for v in values.values())
    best = sum(v[s.to_act] == top for v in values.values())
    assert text.count("whist-best-chip whist-best-card") == best
    worst = min(values, key=lambda c: values[c][s.to_act])
    after = s.play(worst)
    verdict = best_play_html(after)
    if values[worst][s.to_act] < top:
        assert "lost" in verdict
    else:
        assert "a best card" in verdict
    early = bid_whist_play(1)
    assert "tricks are left" in best_play_html(early)
    assert "second stage" in best_play_html(new_game(1))


def test_attach_follows_the_stepper():
    from whist_core.german_whist import record_of
    from widgets.german import GermanWhistReplay

    g = new_game(3)
    while not g.complete:
        g = GermanWhistBot(0).move(g)
    stepper = GermanWhistReplay(record_of(g), title="")
    box = attach(stepper)
    stepper.go(30)
    assert "Best play" in box.best_play.box.value or "verdict" in box.best_play.box.value


@pytest.mark.rule("BW-7.1")
def test_play_table_expert_level_and_end_of_hand_review():
    table = PlayTable(seed=5, pause=0, level="expert")
    assert isinstance(table.bot, ExpertBot)
    rng = random.Random(5)
    for _ in range(200):
        if table.state.complete:
            break
        _learner_turn(table, rng, check_refusal=False)
    assert table.state.complete
    assert "best play by everyone" in table.result.value
    assert review_html(table.state, "S") in table.result.value


def test_german_table_expert_level():
    table = GermanPlayTable(seed=4, pause=0, level="expert")
    assert isinstance(table.bot, ExpertBot)
    rng = random.Random(4)
    for _ in range(40):
        if table.state.complete:
            break
        view = table.state.view("A")
        table.state = table.state.play(rng.choice(view.legal))
        while not table.state.complete and table.state.to_act == "B":
            table.state = table.bot.move(table.state)
    assert table.state.complete
    assert "best play by both" in review_html(table.state, "A")


def test_dd_threshold_is_documented():
    assert 1 <= DD_TRICKS <= 12
