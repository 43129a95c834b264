"""Build the widget-test records in this folder (run: python tests/data/make_widget_records.py).

Deals come from seeds; every call and card is a random legal choice of the
engine's own lists (``legal_calls``, ``legal_declarations``, ``legal_plays``), so
the records are valid by construction. The committed files were made before the deal
was written out from ``random()`` alone (whist_core.rng), so re-running now deals other
cards: the records stay as they are because the command-line snapshot
(``house_cli_snapshot.json``) replays them; re-make them only with that snapshot.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from whist_core import records  # noqa: E402
from whist_core.bid_whist import HOUSE, FamilyState, Phase, deal, sort_hand  # noqa: E402
from whist_core.family.ranking import ranking_at  # noqa: E402
from whist_core.family.record import record_of  # noqa: E402
from whist_core.family.systems.house import house  # noqa: E402
from whist_core.german_whist import new_game  # noqa: E402
from whist_core.german_whist import record_of as german_record_of  # noqa: E402


def random_bid_whist(seed: int, dealer: str, stop_after_bids: int | None = None) -> dict:
    """A hand dealt from ``seed`` and played by random legal choices."""
    rng = random.Random(seed)
    state = FamilyState.from_deal(house(HOUSE), deal(seed, dealer))
    while state.phase is not Phase.COMPLETE:
        if stop_after_bids is not None and len(state.bids) == stop_after_bids:
            break
        if state.phase is Phase.AUCTION:
            legal = state.legal_calls()
            # mostly pass; otherwise one of the three lowest bids
            state = state.call(legal[0] if rng.random() < 0.6 else rng.choice(legal[:4]))
        elif state.phase is Phase.DECLARE:
            state = state.declare(rng.choice(state.legal_declarations()))
        elif state.phase is Phase.DISCARD:
            hand = sort_hand(state.hand(state.to_act), ranking_at(state))
            state = state.lay_away(hand[-6:])   # the six lowest in hand order
        else:
            state = state.play(rng.choice(state.legal_plays()))
    return record_of(state)


def random_german(seed: int) -> dict:
    rng = random.Random(seed)
    state = new_game(seed)
    while not state.complete:
        state = state.play(rng.choice(state.legal_plays()))
    return german_record_of(state)


def main() -> None:
    hand = random_bid_whist(11, "E")
    hand["title"] = "A complete Bid Whist hand (random legal play, seed 11)"
    mid = random_bid_whist(12, "S", stop_after_bids=2)
    mid["title"] = "A Bid Whist hand stopped after two calls (seed 12)"
    game = random_german(13)
    game["title"] = "A complete German Whist game (random legal play, seed 13)"
    for name, rec in (("bw_complete_hand", hand), ("bw_mid_auction", mid),
                      ("gw_complete_game", game)):
        records.replay(rec)   # refuses a broken record
        records.save(rec, HERE / f"{name}.json")
        print(name, records.summary(rec).get("complete"))


if __name__ == "__main__":
    main()
