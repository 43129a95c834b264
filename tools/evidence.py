"""Measure the strategy lessons' rules of thumb and the quiz hands; store the figures.

``nice .venv/bin/python -m tools.evidence [--deals N] [KEY ...]`` (issue 21). Two parts,
both written to ``notebooks/strategy/evidence.json`` beside the lessons:

- ``rules``: each experiment of :mod:`tools.experiments` on ``N`` deals (default 200;
  seeds 1, 2, 3 … where the rule applies) — every deal's result and the figures;
- ``judgement``: the bid adviser's play-outs of every quiz hand of
  :mod:`whist_core.questions.judgement` (``N`` deals each, every kind of bid);
- ``allowances``: what partner and the kitty add to the bid count
  (:func:`tools.experiments.allowance`, on 2 × ``N`` deals);
- ``german``: each German Whist judgement quiz hand, its choices played on ``N`` deals
  of the cards the player has not seen (:mod:`tools.experiments_german`).

The lessons quote the stored figures; ``tests/test_evidence.py`` re-derives the first
deals of each and checks every quiz key against them. Only the keys named are measured
again (an experiment's key, or ``judgement``); default: all. Slow (about 15 minutes on
one core): run it with ``nice``.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from tools import experiments
from whist_core import evidence
from whist_core.questions.judgement import BID_HANDS, KIND_HANDS

OUT = Path(__file__).resolve().parents[1] / "notebooks" / "strategy" / "evidence.json"
DEALS = 200
#: The adviser's seed for the quiz hands (:func:`whist_core.strategy.advise`'s).
ADVISER_SEED = 1


def measure(key: str, deals: int) -> dict:
    """One experiment: its words, every deal's result and the figures."""
    question, choices, who = experiments.describe(key)
    results = experiments.collect(key, deals)
    need = [experiments.needs(key, seed) for seed, _ in results]
    return {"question": question, "choices": list(choices), "chooser": who,
            "deals": len(results), "results": [[s, list(b)] for s, b in results],
            "need": need, "summary": experiments.summary(results, made_at=need)}


def judgement(deals: int) -> dict:
    """The adviser's play-outs of every quiz hand."""
    texts = dict.fromkeys([t for _, t, *_ in BID_HANDS] + [t for _, t, *_ in KIND_HANDS])
    return {"deals": deals, "seed": ADVISER_SEED,
            **{t: experiments.adviser_books(t, deals, ADVISER_SEED) for t in texts}}


def allowances(deals: int) -> dict:
    """The bid count's allowances measured on ``deals`` deals (seeds 1, 2, 3 …)."""
    out = []
    seed = 1
    while len(out) < deals:
        got = experiments.allowance(seed)
        if got is not None:
            out.append([seed, *got])
        seed += 1
    return {"deals": len(out), "results": out}


def german(deals: int) -> dict:
    """Every German Whist judgement hand's choices on ``deals`` completions."""
    from tools.experiments_german import choice_tricks
    from whist_core.questions.judgement import GERMAN_HANDS, german_moment

    out = {"deals": deals, "seed": ADVISER_SEED}
    for hand in GERMAN_HANDS:
        state, choices = german_moment(hand)
        out[hand.title] = {"choices": [c.code for c in choices],
                           "results": [list(r) for r in choice_tricks(
                               state, choices, deals, ADVISER_SEED)]}
    return out


#: The parts of evidence.json beside the experiments (``rules``).
SECTIONS = ("judgement", "allowances", "german")


def main(argv: list[str]) -> None:
    deals = DEALS
    if "--deals" in argv:
        i = argv.index("--deals")
        try:
            deals = int(argv[i + 1])
        except (IndexError, ValueError):
            raise SystemExit("tools.evidence: --deals needs a whole number") from None
        del argv[i:i + 2]
    known = list(experiments.KEYS)
    keys = argv or [*known, *SECTIONS]
    bad = [k for k in keys if k not in (*known, *SECTIONS)]
    if bad:
        raise SystemExit(f"tools.evidence: no experiment {', '.join(bad)}; known: "
                         f"{', '.join([*known, *SECTIONS])}")
    stored = json.loads(OUT.read_text()) if OUT.exists() else {}
    stored.setdefault("rules", {})
    for key in keys:
        t = time.time()
        if key == "judgement":
            stored["judgement"] = judgement(deals)
            print(f"judgement: {len(stored['judgement']) - 2} hands, {deals} deals each, "
                  f"in {time.time() - t:.0f} s", flush=True)
        elif key == "allowances":
            stored["allowances"] = allowances(2 * deals)
            print(f"allowances: {evidence.allowances(stored['allowances']['results'])} "
                  f"in {time.time() - t:.0f} s", flush=True)
        elif key == "german":
            stored["german"] = german(deals)
            print(f"german: {len(stored['german']) - 2} hands, {deals} deals each, in "
                  f"{time.time() - t:.0f} s", flush=True)
        else:
            got = stored["rules"][key] = measure(key, deals)
            s = got["summary"]
            print(f"{key}: {got['deals']} deals in {time.time() - t:.0f} s; made "
                  f"{[round(x, 3) for x in s['made']]}, books "
                  f"{[round(x, 2) for x in s['books']]}", flush=True)
        OUT.write_text(json.dumps(stored, indent=None, ensure_ascii=False,
                                  separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
