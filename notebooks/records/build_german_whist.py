"""Build the German Whist example games in this folder (run: python build_german_whist.py).

Each record is found by search: deals from seeds (B deals, so A leads first), play
by the bot of ``whist_core.german_whist.bot`` for both players — steered where a
record must show one exact trick — kept when the game shows what it teaches. Every
record carries ``title``, ``teaching_point``, ``rule_ids`` and ``expect`` (the facts
the lessons rely on); tests/test_example_records.py replays each one and checks
``expect``. Re-running gives the same files.

``expect`` keys for German Whist: ``trump``, ``counted``, ``winner`` (as the command
line prints them), ``tricks`` (trick number → the facts of that trick that matter),
``first_stage_tricks`` and ``trump_prizes`` (first-stage tricks won, and trump prizes
taken, by each player), ``free_replies`` (first-stage tricks whose follower left the
led suit while holding it) and ``house_rules_refuse`` (for a variant game: the message
the house rules give for the same record).
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from whist_core.cards import Card  # noqa: E402
from whist_core.errors import WhistError  # noqa: E402
from whist_core.german_whist import (  # noqa: E402
    HOUSE,
    GermanWhistRules,
    GermanWhistState,
    bot_move,
    examples,
    from_deal,
    new_game,
    record_of,
    replay,
    summary,
)
from whist_core.records import dumps  # noqa: E402

Steer = Callable[[GermanWhistState], "Card | str | None"]

FREE_FIRST = GermanWhistRules(follow_suit_first_stage=False)
COUNT_ALL = GermanWhistRules(count_all_tricks=True)


def play_out(state: GermanWhistState, steer: Steer | None = None) -> list[GermanWhistState]:
    """Every state from ``state`` to the end: the steer's card where it names one, else
    the bot's."""
    states = [state]
    while not state.complete:
        card = steer(state) if steer else None
        state = state.play(card) if card is not None else bot_move(state)
        states.append(state)
    return states


def stage_one_facts(result: dict) -> dict:
    """First-stage tricks won and trump prizes taken by each player (same as the test)."""
    first = [t for t in result["tricks"] if t["stage"] == 1]
    trump = result["trump"]
    return {
        "first_stage_tricks": {p: sum(t["winner"] == p for t in first) for p in "AB"},
        "trump_prizes": {p: sum(t["winner"] == p and Card.parse(t["prize"]).suit.word == trump
                                for t in first) for p in "AB"},
    }


def free_replies(states: list[GermanWhistState]) -> list[tuple[int, int]]:
    """(play number, trick number) of first-stage replies off the led suit by a player
    who held it — legal only under V-GW-FREE-FIRST."""
    out = []
    for before, after in itertools.pairwise(states):
        n = len(after.plays)
        if n % 2 or n > 26:
            continue
        lead, reply = after.plays[-2], after.plays[-1]
        held = before.hand(before.to_play)
        if reply.suit is not lead.suit and any(c.suit is lead.suit for c in held):
            out.append((n, n // 2))
    return out


def write(name: str, final: GermanWhistState, *, title: str, point: str, rule_ids: list[str],
          tricks: list[int] = (), extra: dict | None = None, note: str = "",
          more: dict | None = None) -> dict:
    rec = {"title": title, "teaching_point": point, "rule_ids": rule_ids, **(extra or {})}
    rec.update(record_of(final))
    result = summary(replay(rec))
    expect = {k: result[k] for k in ("trump", "counted", "winner")}
    expect["tricks"] = {str(k): result["tricks"][k - 1] for k in tricks}
    expect.update(stage_one_facts(result))
    expect.update(more or {})
    if not final.rules.is_house:
        house = {**rec, "rules": {}}
        try:
            replay(house)
        except WhistError as err:
            expect["house_rules_refuse"] = str(err)
    rec["expect"] = expect
    (HERE / f"{name}.json").write_text(dumps(rec))
    print(f"{name}: {note}counted {result['counted']}, winner {result['winner']}, "
          f"{expect['first_stage_tricks']} first-stage tricks, trump prizes "
          f"{expect['trump_prizes']}")
    return rec


def search(name: str, want: Callable[[list[GermanWhistState]], bool], *,
           rules: GermanWhistRules = HOUSE, tries: int = 2000,
           **kwargs) -> dict:
    """The first seed (B dealing) whose bot-played game passes ``want``."""
    for seed in range(tries):
        states = play_out(new_game(seed, dealer="B", rules=rules))
        if want(states):
            return write(name, states[-1], note=f"seed {seed}, ", **kwargs)
    raise SystemExit(f"{name}: nothing found in {tries} deals")


def facts_of(states: list[GermanWhistState]) -> dict:
    return stage_one_facts(summary(states))


def main() -> None:
    # (a) GW-8 exactly: hearts trump, K♥ face up; A leads J♠, B answers A♠ and wins,
    # takes K♥; A draws the next hidden card; the new prize is Q♦. Then the bots play on.
    card = examples.worked_example()
    start = from_deal(card["hands"], card["stock"], card["dealer"])
    first_trick = {0: "JS", 1: "AS"}
    states = play_out(start, lambda s: first_trick.get(len(s.plays)))
    final = states[-1]
    assert final.trump.word == "hearts" and final.tricks[0].prize.code == "KH"
    assert final.tricks[1].prize.code == "QD"
    c = final.counted
    write("gw_8_worked_example", final,
          title="The worked example (GW-8), played to the end",
          point="Hearts are trump and K♥ is the face-up prize. A leads J♠, B answers A♠ and "
                "wins: B takes K♥, A draws the hidden card, and the new prize is Q♦ — hearts "
                f"stay trump. Played to the end, the counted stage ends A {c['A']}, "
                f"B {c['B']}.",
          rule_ids=["GW-8.1", "GW-8.2", "GW-8.3", "GW-4.1", "GW-4.2"], tricks=[1, 2])

    # (b) GW-6.1: 9–4 for A, although B won more of the first-stage tricks.
    def nine_four(states: list[GermanWhistState]) -> bool:
        fs = facts_of(states)["first_stage_tricks"]
        return states[-1].counted == {"A": 9, "B": 4} and fs["B"] >= fs["A"] + 3

    search("gw_6_1_nine_four", nine_four,
           title="A wins the counted stage 9–4",
           point="B wins more of the first 13 tricks, but they count for nothing; A takes 9 of "
                 "the 13 counted tricks to B's 4 and wins the game (GW-6.1, GW-5.3).",
           rule_ids=["GW-6.1", "GW-5.3", "GW-5.1", "GW-4.3"], tricks=[14])

    # (c) The prizes decide: the player who lost more first-stage tricks took the trumps.
    def prizes_decide(states: list[GermanWhistState]) -> bool:
        f = facts_of(states)
        w = states[-1].winner
        loser = "B" if w == "A" else "A"
        return (f["first_stage_tricks"][loser] > f["first_stage_tricks"][w]
                and f["trump_prizes"][w] >= f["trump_prizes"][loser] + 4)

    search("gw_prizes_decide", prizes_decide,
           title="The prizes decide the game",
           point="The winner lost more first-stage tricks than the opponent, but won the ones "
                 "with trump prizes. Those trumps win the counted stage: what you win in the "
                 "first stage is cards, not points (GW-4.1, GW-5.3).",
           rule_ids=["GW-4.1", "GW-4.3", "GW-5.3", "GW-3.2"])

    # (d) V-GW-COUNT-ALL: all 26 tricks count, and 26 can split 13–13.
    search("gw_count_all_tie", lambda states: states[-1].winner is None, rules=COUNT_ALL,
           title="Variant: all 26 tricks count — a 13–13 tie",
           point="Under V-GW-COUNT-ALL the first-stage tricks count too. With 26 tricks a tie "
                 "is possible, and here it happens: 13–13 (GW-7.2).",
           rule_ids=["V-GW-COUNT-ALL", "GW-7.2", "GW-6.1"],
           extra={"variant": "V-GW-COUNT-ALL"})

    # (e) V-GW-FREE-FIRST: a first-stage reply that trumps while holding the led suit.
    def trump_while_holding(states: list[GermanWhistState]) -> int | None:
        final = states[-1]
        for _n, k in free_replies(states):
            t = final.tricks[k - 1]
            if t.card_of(t.follower).suit is final.trump and t.winner == t.follower:
                return k
        return None

    for seed in range(2000):
        states = play_out(new_game(seed, dealer="B", rules=FREE_FIRST))
        k = trump_while_holding(states)
        if k is not None:
            break
    else:
        raise SystemExit("gw_free_first_stage: nothing found")
    t = states[-1].tricks[k - 1]
    lead, reply = t.lead, t.card_of(t.follower)
    write("gw_free_first_stage", states[-1], note=f"seed {seed}, ",
          title="Variant: free reply in the first stage",
          point=f"Under V-GW-FREE-FIRST the follower need not follow suit while the stock "
                f"lasts. In trick {k} {t.follower} holds {lead.suit.word} but trumps "
                f"{lead.pretty} with {reply.pretty} and takes the prize {t.prize.pretty}. The "
                "house rules would refuse that card (GW-3.1); in the counted stage everyone "
                "must follow suit again (GW-7.2).",
          rule_ids=["V-GW-FREE-FIRST", "GW-7.2", "GW-3.1"], tricks=[k],
          extra={"variant": "V-GW-FREE-FIRST"},
          more={"free_replies": [k2 for _n, k2 in free_replies(states)]})

if __name__ == "__main__":
    main()
