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

from whist_core.messages import N_, figure, msg

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


#: The choices the stored experiments compare (``evidence.json``'s ``choices``), marked
#: for translation: a learner reads them in :func:`words` and :func:`solved_words`.
CHOICES = (
    N_("draw trumps first"), N_("cash the side-suit top cards first"),
    N_("cash the side-suit top card"), N_("lead another trump"),
    N_("low from the longest side suit"), N_("a low trump"),
    N_("through strength: the left-hand player's suit"),
    N_("up to strength: the right-hand player's suit"),
    N_("play low"), N_("win as cheaply as you can"),
    N_("play your highest card"), N_("play your lowest card"),
    N_("keep the joker: lead another card"), N_("lead the joker"),
    N_("the weakest cards of the shortest side suits"),
    N_("the six weakest side cards, any suit"),
    N_("the direction the count favours"), N_("the other direction"),
    N_("lead a low trump back"),
    N_("return partner's suit (its lowest card)"),
    N_("low from your own longest other side suit"),
    N_("signal: the weakest card of the strong suit, partner leads it back"),
    N_("throw the weakest card of another suit"),
    N_("win it with the cheapest card that wins"), N_("let it go with the cheapest card"),
    N_("the cheapest card that wins"), N_("the dearest card that wins"),
    N_("play the high card"), N_("play high"),
    N_("lead the top of the sequence"), N_("lead the lowest card of that suit"),
    N_("lead low from the longest side suit"), N_("lead low from the shortest side suit"),
    N_("keep the joker, playing a low trump"), N_("spend the joker"),
    N_("keep the joker, leading low from the longest suit"),
    N_("top trumps first, then low"), N_("low trumps first"),
    N_("the weakest card"), N_("the strongest card that does not take the trick"),
    N_("keep the trumps: lead side-suit cards"), N_("lead out the trumps first"),
)


def _luck(margin: float) -> str:
    """How far the luck of the deal alone can move a gain, in a learner's words."""
    return msg("luck alone moves this figure by up to about {margin} either way",
               margin=figure(margin, 2))


def _pct(share: float) -> str:
    return format(100 * share, ".0f")


#: :func:`words`' sentences for each chooser: how often the aim was reached (``close``:
#: about as often either way, given the luck of the deal); then the gain per deal when it
#: rounds to nothing (``even``), is within the luck of the deal (``small``) or beyond it
#: (``clear``), more or fewer (``-``).
_WORDS = {
    "declarers": {
        "close": N_("On **{deals} deals** where this came up, the contract was made "
                    "**{first}%** of the time after *{a}*, and **{second}%** after *{b}* — "
                    "about as often, given the luck of the deal."),
        "head": N_("On **{deals} deals** where this came up, the contract was made "
                   "**{first}%** of the time after *{a}*, and **{second}%** after *{b}*."),
        "even": N_("Over the whole hand the declarers took as many books per deal either "
                   "way, on average: **no clear difference**."),
        "small": N_("Over the whole hand the declarers took {gain} more books per deal with "
                    "*{a}* — less than the luck of the deal can explain ({luck}): **no clear "
                    "difference**."),
        "small-": N_("Over the whole hand the declarers took {gain} fewer books per deal with "
                     "*{a}* — less than the luck of the deal can explain ({luck}): **no clear "
                     "difference**."),
        "clear": N_("Over the whole hand *{a}* gave the declarers {gain} more books per deal "
                    "— more than the luck of the deal explains ({luck}): more books in "
                    "{better}% of the deals, fewer in {worse}%, the same in the rest."),
        "clear-": N_("Over the whole hand *{a}* gave the declarers {gain} fewer books per deal "
                     "— more than the luck of the deal explains ({luck}): more books in "
                     "{better}% of the deals, fewer in {worse}%, the same in the rest."),
    },
    "defenders": {
        "close": N_("On **{deals} deals** where this came up, the contract was set "
                    "**{first}%** of the time after *{a}*, and **{second}%** after *{b}* — "
                    "about as often, given the luck of the deal."),
        "head": N_("On **{deals} deals** where this came up, the contract was set "
                   "**{first}%** of the time after *{a}*, and **{second}%** after *{b}*."),
        "even": N_("Over the whole hand the defenders took as many books per deal either "
                   "way, on average: **no clear difference**."),
        "small": N_("Over the whole hand the defenders took {gain} more books per deal with "
                    "*{a}* — less than the luck of the deal can explain ({luck}): **no clear "
                    "difference**."),
        "small-": N_("Over the whole hand the defenders took {gain} fewer books per deal with "
                     "*{a}* — less than the luck of the deal can explain ({luck}): **no clear "
                     "difference**."),
        "clear": N_("Over the whole hand *{a}* gave the defenders {gain} more books per deal "
                    "— more than the luck of the deal explains ({luck}): more books in "
                    "{better}% of the deals, fewer in {worse}%, the same in the rest."),
        "clear-": N_("Over the whole hand *{a}* gave the defenders {gain} fewer books per deal "
                     "— more than the luck of the deal explains ({luck}): more books in "
                     "{better}% of the deals, fewer in {worse}%, the same in the rest."),
    },
    "player": {
        "close": N_("On **{deals} deals** where this came up, the game was won **{first}%** of "
                    "the time after *{a}*, and **{second}%** after *{b}* — about as often, "
                    "given the luck of the deal."),
        "head": N_("On **{deals} deals** where this came up, the game was won **{first}%** of "
                   "the time after *{a}*, and **{second}%** after *{b}*."),
        "even": N_("Over the whole game the player took as many counted tricks per deal either "
                   "way, on average: **no clear difference**."),
        "small": N_("Over the whole game the player took {gain} more counted tricks per deal "
                    "with *{a}* — less than the luck of the deal can explain ({luck}): **no "
                    "clear difference**."),
        "small-": N_("Over the whole game the player took {gain} fewer counted tricks per deal "
                     "with *{a}* — less than the luck of the deal can explain ({luck}): **no "
                     "clear difference**."),
        "clear": N_("Over the whole game *{a}* gave the player {gain} more counted tricks per "
                    "deal — more than the luck of the deal explains ({luck}): more counted "
                    "tricks in {better}% of the deals, fewer in {worse}%, the same in the rest."),
        "clear-": N_("Over the whole game *{a}* gave the player {gain} fewer counted tricks per "
                     "deal — more than the luck of the deal explains ({luck}): more counted "
                     "tricks in {better}% of the deals, fewer in {worse}%, the same in the "
                     "rest."),
    },
}


def words(entry: dict) -> str:
    """One experiment's figures in a sentence a learner reads."""
    v = verdict(entry)
    a, b = (msg(choice) for choice in entry["choices"])
    said = _WORDS[entry["chooser"]]
    gain = abs(v.gain)
    close = abs(v.shares[0] - v.shares[1]) <= v.share_margin
    head = msg(said["close" if close else "head"], deals=v.deals, first=_pct(v.shares[0]),
               second=_pct(v.shares[1]), a=a, b=b)
    figures = {"gain": figure(gain, 2), "a": a, "luck": _luck(v.margin)}
    fewer = "" if v.gain >= 0 else "-"
    if v.word == "no clear difference" and gain < 0.005:
        tail = msg(said["even"])
    elif v.word == "no clear difference":
        tail = msg(said["small" + fewer], **figures)
    else:
        tail = msg(said["clear" + fewer], better=_pct(v.better), worse=_pct(v.worse),
                   **figures)
    return head + " " + tail


def solved_words(entry: dict) -> str:
    """One solved experiment's figures (``SOLVED``) in a sentence a learner reads: how
    often the first card kept more books for the defenders than the second, with best
    play from everyone afterwards."""
    v = verdict(entry)
    a, b = (msg(choice) for choice in entry["choices"])
    more, fewer = round(100 * v.better), round(100 * v.worse)
    gain = figure(abs(v.gain), 2)
    head = msg("On **{deals} deals** where this came up, with best play afterwards, *{a}* "
               "kept more books for the defenders than *{b}* in **{more}%** of the deals, "
               "fewer in **{fewer}%**, and the same in the other {same}%.", deals=v.deals,
               a=a, b=b, more=more, fewer=fewer, same=100 - more - fewer)
    if v.word == "no clear difference":
        tail = msg("On average that is {gain} books per deal — less than the luck of the "
                   "deal can explain ({luck}): **no clear difference**.", gain=gain,
                   luck=_luck(v.margin))
    elif v.gain > 0:
        tail = msg("On average *{a}* gave the defenders **{gain} more books** per deal — more "
                   "than the luck of the deal explains ({luck}).", a=a, gain=gain,
                   luck=_luck(v.margin))
    else:
        tail = msg("On average *{a}* gave the defenders **{gain} fewer books** per deal — "
                   "more than the luck of the deal explains ({luck}).", a=a, gain=gain,
                   luck=_luck(v.margin))
    sets = msg("The contract was set {first}% of the time after *{a}*, {second}% after *{b}*.",
               first=_pct(v.shares[0]), second=_pct(v.shares[1]), a=a, b=b)
    return head + " " + tail + " " + sets


__all__ = [
    "BIDDING_HAND",
    "Allowances",
    "allowances",
    "chance",
    "load",
    "solved_words",
    "verdict",
    "words",
]
