"""Quiz questions about best play, every answer worked out by the solver."""

from __future__ import annotations

from typing import Any

from whist_core.analysis import card_values
from whist_core.messages import N_, card_text, msg
from whist_core.messages import seat as seat_word
from whist_core.questions import Choice, Question

#: The two sides, as the question names them.
_SIDES = {"NS": N_("North–South"), "EW": N_("East–West")}


def best_card_question(state: Any, *, title: str = "", rule: str | None = None) -> Question:
    """"Which card keeps the most?" for the player to move at ``state``: the choices are
    one best card and up to three that keep less (the state must have one)."""
    values = card_values(state)
    german = hasattr(state, "stage")
    seat = state.to_act
    side = seat if german else ("NS" if seat in "NS" else "EW")
    done = state.counted[side] if german else state.books[side]
    top = max(v[side] for v in values.values())
    best = [c for c, v in values.items() if v[side] == top]
    worse = sorted((c for c, v in values.items() if v[side] < top),
                   key=lambda c: -values[c][side])
    if len(best) != 1 or not worse:
        raise ValueError("ask this where exactly one card is best")
    cards = sorted([best[0], *worse[:3]], key=lambda c: c.index)
    total = {c: done + values[c][side] for c in cards}
    every = "; ".join(f"{card_text(c)} → {total[c]}" for c in cards)
    if german:
        prompt = msg("Player {seat} is to play. With best play from everyone afterwards, "
                     "which card keeps the most counted tricks?", seat=seat_word(seat, seat))
        reason = msg("{card} keeps {n} counted tricks. Every choice: {every}.",
                     card=card_text(best[0]), n=done + top, every=every)
    else:
        prompt = msg("{seat}, for {side}, is to play. With best play from everyone "
                     "afterwards, which card keeps the most books?", seat=seat_word(seat),
                     side=msg(_SIDES[side]) if side in _SIDES else side)
        reason = msg("{card} keeps {n} books. Every choice: {every}.", card=card_text(best[0]),
                     n=done + top, every=every)
    choices = tuple(Choice(card_text(c), c) for c in cards)
    return Question("best-card", prompt, choices, cards.index(best[0]), reason,
                    rule or ("GW-5.3" if german else "BW-4.5"), (_table(state),), title)


def _table(state: Any) -> str:
    """The table in both layouts: wide for a laptop, portrait for a phone."""
    from whist_core import pictures

    return pictures.responsive(lambda compact: pictures.draw(state, compact=compact))
