"""House Bid Whist's narration, snapshotted: a safety net for moving the words (issue 20).

``python -m tools.narration_snapshot write`` replays every Bid Whist record of
``tests/data`` and ``notebooks/records`` and random hands under many switch settings
(:mod:`tools.house_snapshot`'s), and stores, per hand, a digest of every sentence the
lessons narrate from its states: ``table_step`` for the whole table and each seat,
``step`` (also with ``you``), ``hint``, ``last_trick``, ``result_rule``, every card of
the deal (all seen, one seat seen), the kitty's barred cards and the play reasons of the
seat to act. ``python -m tools.narration_snapshot check`` lists the hands whose words
changed. ``tests/test_house_narration.py`` runs the check.

``write pictures`` / ``check pictures`` do the same for the house game's pictures
(:data:`PICTURES`): every state drawn whole and for one seat, every seat's view, wide and
compact, and every card of the deal (table and slot bar).
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterator
from typing import Any

from tools import house_snapshot
from whist_core import narrate, pictures, records
from whist_core.family.ranking import contract_ranking
from whist_core.family.seats import SEATS

#: Where the digests live (``"name": "digest"``).
SNAPSHOT = house_snapshot.ROOT / "tests" / "data" / "house_narration_snapshot.json"
#: Where the pictures' digests live.
PICTURES = house_snapshot.ROOT / "tests" / "data" / "house_picture_snapshot.json"
#: Random hands per switch setting (fewer than the command line's: every state is told).
SEEDS_PER_VARIANT = 3


def _deal_words(state: Any) -> Iterator[str]:
    deal = state.deal
    yield repr(sorted(narrate.family.kitty_barred(deal)))
    jokers = narrate.joker_style(state.rules)
    for k in range(1, len(deal.trace) + 1):
        yield narrate.family.house_deal_step(deal, k, jokers=jokers)
        yield narrate.family.house_deal_step(deal, k, ("S",), jokers=jokers)


def words(states: list[Any]) -> Iterator[str]:
    """Every sentence narrated from ``states`` (a hand's chain, the deal first)."""
    yield from _deal_words(states[0])
    for state in states:
        yield narrate.table_step(state)
        for seat in SEATS:
            yield narrate.table_step(state, (seat,))
            view = state.view(seat)
            yield narrate.step(view)
            yield narrate.step(view, you=True)
            yield narrate.hint(view)
            yield narrate.last_trick(view)
            yield narrate.last_trick(view, you=True)
            yield narrate.result_rule(view)
            yield repr(narrate.reader(state, (seat, "N")).seat)
        ranking = contract_ranking(state.contract, state.rules)
        if state.to_act is not None and ranking is not None and not state.complete:
            trick = [c for _, c in state.trick.plays] if state.trick else []
            hand = state.hand(state.to_act)
            yield " | ".join(narrate.family.play_reason(hand, trick, ranking, state.rules))


def drawings(states: list[Any]) -> Iterator[str]:
    """Every picture the lessons draw from ``states`` (a hand's chain, the deal first)."""
    deal = states[0].deal
    barred = narrate.family.kitty_barred(deal)
    for k in range(len(deal.trace)):
        for compact in (False, True):
            yield pictures.family.house_deal_table(deal, k, compact=compact)
            yield pictures.family.house_deal_table(deal, k, ("S",), compact=compact)
        yield pictures.family.deal_bar(deal, k, barred)
    for state in states:
        for compact in (False, True):
            yield pictures.draw(state, compact=compact)
            yield pictures.draw(state, show=("S", "N"), compact=compact, four_colour=True)
            for seat in SEATS:
                yield pictures.draw(state.view(seat), compact=compact)
        yield pictures.draw(state.view("E"), title="East", highlight=state.kitty)


def _hands() -> Iterator[tuple[str, dict[str, Any]]]:
    for path in house_snapshot._record_files():
        name = path.relative_to(house_snapshot.ROOT).as_posix()
        yield f"file/{name}", json.loads(path.read_text(encoding="utf-8"))
    for v, rules in enumerate(house_snapshot.VARIANTS):
        for seed in range(SEEDS_PER_VARIANT):
            yield f"hand/v{v}/s{seed}", house_snapshot._random_hand(seed, rules)


def snapshot(what: str = "words") -> dict[str, str]:
    """Each hand's name and the digest of all its narrated words (``what="pictures"``:
    of all its pictures)."""
    told = drawings if what == "pictures" else words
    out = {}
    for name, record in _hands():
        try:
            states = records.replay(record)
        except Exception as err:  # a refused record: its refusal is the words
            text = f"{type(err).__name__}: {narrate.refusal(err)}"
        else:
            text = "\n".join(told(states))
        out[name] = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
    return out


def compare(old: dict[str, str], new: dict[str, str]) -> list[str]:
    """The hands whose words differ, or that came or went."""
    return ([f"{k}: words changed" for k in old if k in new and old[k] != new[k]]
            + [f"{k}: hand gone" for k in old if k not in new]
            + [f"{k}: new hand" for k in new if k not in old])


def main(argv: list[str]) -> int:
    what = argv[1] if len(argv) == 2 and argv[1] == "pictures" else "words"
    path = PICTURES if what == "pictures" else SNAPSHOT
    if argv[:1] == ["write"]:
        path.write_text(json.dumps(snapshot(what), indent=0, sort_keys=True) + "\n",
                        encoding="utf-8")
        return 0
    if argv[:1] == ["check"]:
        old = json.loads(path.read_text(encoding="utf-8"))
        changed = compare(old, snapshot(what))
        print("\n".join(changed) or f"{len(old)} hands: 0 changed")
        return 1 if changed else 0
    print("usage: python -m tools.narration_snapshot write|check [pictures]", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
