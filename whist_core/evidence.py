"""The strategy lessons' stored evidence, read and put in words (issue 21).

The figures are measured at build time by the experiments of :mod:`tools.experiments`
(``python -m tools.evidence``, ``make evidence``) and stored in
``notebooks/strategy/evidence.json``. At run time the lessons and their charts only read
them: :func:`load` the stored file, :func:`verdict` one experiment's deals summed up,
:func:`words` and :func:`solved_words` the same in a learner's sentence,
:func:`allowances` the bid count's measured allowances, :func:`chance` the share of
deals that made a level.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

#: Own books from which a hand is one that bids: 4 + the allowances' 5 make a bid of 3.
BIDDING_HAND = 4.0


@dataclass(frozen=True)
class Allowances:
    """The measured allowances of the bid count: per deal, the books partner's hand
    added (the pair's books without the kitty, less South's own count and the discard's
    book) and those the kitty added (the usual discard against laying the kitty away)."""

    deals: int
    partner: float
    kitty: float
    #: The same over the deals where South's own count is :data:`BIDDING_HAND` or more.
    strong_deals: int
    strong_partner: float
    strong_kitty: float


def allowances(results: Sequence[Sequence]) -> Allowances:
    """The figures of stored :func:`allowance` results (``[seed, own, usual, bare]``)."""
    from whist_core.bots import DISCARD_BOOK

    def means(rows: Sequence[Sequence]) -> tuple[int, float, float]:
        n = len(rows)
        if not n:
            raise ValueError("no deals stored for the allowances")
        return (n, sum(bare - own - DISCARD_BOOK for _, own, _, bare in rows) / n,
                sum(usual - bare for _, _, usual, bare in rows) / n)

    return Allowances(*means(results), *means([r for r in results if r[1] >= BIDDING_HAND]))


def chance(books: Sequence[int], level: int) -> float:
    """The share of deals in which the pair took ``level`` + 6 books or more (BW-3.1)."""
    return sum(1 for b in books if b >= level + 6) / len(books)


def load(path: str | None = None) -> dict:
    """The stored figures (``notebooks/strategy/evidence.json``, or ``path``).

    Without the repository beside the package (an installed wheel, the static site's
    Python in the browser), ``evidence.json`` in the current folder: the strategy
    lessons run in ``notebooks/strategy/``.
    """
    import json
    from pathlib import Path

    where = Path(path) if path else Path(__file__).resolve().parents[1] / "notebooks" / \
        "strategy" / "evidence.json"
    if not path and not where.exists() and Path("evidence.json").exists():
        where = Path("evidence.json")
    try:
        return json.loads(where.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise FileNotFoundError(f"{where}: no stored figures; build them with "
                                "'python -m tools.evidence'") from None



# ------------------------------------------------------------------ the figures in words
@dataclass(frozen=True)
class Verdict:
    """What the stored deals of one experiment say, for the side that chooses."""

    deals: int
    #: Share of deals the contract was made (declarers) or set (defenders), per choice.
    shares: tuple[float, float]
    #: Books per deal the first choice gains for the chooser, and twice its standard error.
    gain: float
    margin: float
    better: float
    worse: float
    #: Twice the standard error of the difference of the two shares.
    share_margin: float = 0.0

    @property
    def word(self) -> str:
        """"helps", "hurts" or "no clear difference" (the gain against its margin)."""
        if self.gain > self.margin:
            return "helps"
        if self.gain < -self.margin:
            return "hurts"
        return "no clear difference"


def verdict(entry: dict) -> Verdict:
    """The stored ``entry`` of one experiment (``evidence.json``'s ``rules``) summed up."""
    sign = -1 if entry["chooser"] == "defenders" else 1
    pairs = [b for _, b in entry["results"]]
    n = len(pairs)
    if n < 2:
        raise ValueError(f"{entry['question']}: {n} deal(s) stored; at least 2 are needed")
    diffs = [sign * (a - b) for a, b in pairs]
    mean = sum(diffs) / n
    sd = (sum((x - mean) ** 2 for x in diffs) / (n - 1)) ** 0.5
    made = [sum(1 for b, need in zip(pairs, entry["need"], strict=True) if b[i] >= need) / n
            for i in (0, 1)]
    shares = tuple(m if sign > 0 else 1 - m for m in made)
    hits = [int(b[0] >= need) - int(b[1] >= need)
            for b, need in zip(pairs, entry["need"], strict=True)]
    hm = sum(hits) / n
    hsd = (sum((x - hm) ** 2 for x in hits) / (n - 1)) ** 0.5
    return Verdict(n, (shares[0], shares[1]), mean, 2 * sd / n ** 0.5,
                   sum(1 for x in diffs if x > 0) / n, sum(1 for x in diffs if x < 0) / n,
                   2 * hsd / n ** 0.5)


#: How each chooser's result is put in words: what the share counts, the unit, who.
OUTCOMES = {"declarers": ("the contract was made", "books", "the declarers"),
            "defenders": ("the contract was set", "books", "the defenders"),
            "player": ("the game was won", "counted tricks", "the player")}


def _luck(margin: float) -> str:
    """How far the luck of the deal alone can move a gain, in a learner's words."""
    return f"luck alone moves this figure by up to about {margin:.2f} either way"


def words(entry: dict) -> str:
    """One experiment's figures in a sentence a learner reads."""
    v = verdict(entry)
    a, b = entry["choices"]
    done, unit, side = OUTCOMES[entry["chooser"]]
    gain = abs(v.gain)
    more = "more" if v.gain >= 0 else "fewer"
    head = (f"On **{v.deals} deals** where this came up, {done} "
            f"**{100 * v.shares[0]:.0f}%** of the time after *{a}*, and "
            f"**{100 * v.shares[1]:.0f}%** after *{b}*"
            + (" — about as often, given the luck of the deal." if abs(
                v.shares[0] - v.shares[1]) <= v.share_margin else "."))
    whole = "game" if unit != "books" else "hand"
    if v.word == "no clear difference" and gain < 0.005:
        tail = (f" Over the whole {whole} {side} took as many {unit} per deal either way, "
                "on average: **no clear difference**.")
    elif v.word == "no clear difference":
        tail = (f" Over the whole {whole} {side} took "
                f"{gain:.2f} {more} {unit} per deal with *{a}* — less than the luck of the "
                f"deal can explain ({_luck(v.margin)}): **no clear difference**.")
    else:
        tail = (f" Over the whole {whole} *{a}* gave {side} "
                f"{gain:.2f} {more} {unit} per deal — more than the luck of the deal explains "
                f"({_luck(v.margin)}): more {unit} in {100 * v.better:.0f}% of the deals, "
                f"fewer in {100 * v.worse:.0f}%, the same in the rest.")
    return head + tail


def solved_words(entry: dict) -> str:
    """One solved experiment's figures (``SOLVED``) in a sentence a learner reads: how
    often the first card kept more books for the defenders than the second, with best
    play from everyone afterwards."""
    v = verdict(entry)
    a, b = entry["choices"]
    more, fewer = round(100 * v.better), round(100 * v.worse)
    gain = abs(v.gain)
    head = (f"On **{v.deals} deals** where this came up, with best play afterwards, "
            f"*{a}* kept more books for the defenders than *{b}* in **{more}%** of the "
            f"deals, fewer in **{fewer}%**, and the same in the other {100 - more - fewer}%.")
    if v.word == "no clear difference":
        tail = (f" On average that is {gain:.2f} books per deal — less than the luck of "
                f"the deal can explain ({_luck(v.margin)}): **no clear difference**.")
    else:
        more = "more" if v.gain > 0 else "fewer"
        tail = (f" On average *{a}* gave the defenders **{gain:.2f} {more} books** per "
                f"deal — more than the luck of the deal explains ({_luck(v.margin)}).")
    sets = (f" The contract was set {100 * v.shares[0]:.0f}% of the time after *{a}*, "
            f"{100 * v.shares[1]:.0f}% after *{b}*.")
    return head + tail + sets


__all__ = [
    "BIDDING_HAND",
    "OUTCOMES",
    "Allowances",
    "Verdict",
    "allowances",
    "chance",
    "load",
    "solved_words",
    "verdict",
    "words",
]
