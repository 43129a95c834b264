"""Build the Bid Whist example hands in this folder (run: python build_bid_whist.py).

Each record is found by search: deals from seeds, a fixed auction, play by
random legal choices (or the bots), kept when the hand shows what it teaches.
Existing files are kept unless ``--rebuild`` is given.
Every record carries ``title``, ``teaching_point``, ``rule_ids`` and ``expect``
(the facts the lessons rely on); tests/test_example_records.py replays each one
and checks ``expect``. Re-running gives the same files.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from whist_core import cards as parse_cards  # noqa: E402
from whist_core.bid_whist import BidWhistRules, Phase  # noqa: E402
from whist_core.bid_whist.game_api import record_of, replay, summary  # noqa: E402
from whist_core.cards import deck  # noqa: E402
from whist_core.family.engine import Deal, FamilyState, deal_in_order  # noqa: E402
from whist_core.family.ranking import ranking_at, sort_hand  # noqa: E402
from whist_core.family.seats import SEATS, pair_of  # noqa: E402
from whist_core.family.systems import house  # noqa: E402
from whist_core.records import dumps  # noqa: E402

Policy = Callable[[FamilyState, random.Random], object]
#: ``--rebuild`` searches every record again and overwrites it; by default only missing
#: records are written, since the lessons cite the committed ones trick by trick.
REBUILD = "--rebuild" in sys.argv


class FrozenShuffle:
    """The shuffle these records were searched with, kept here so that re-running this
    script writes the same files (the engine's own deals may change; these must not)."""

    def __init__(self, seed: int):
        self._random = random.Random(seed)

    def below(self, n: int) -> int:
        bits = n.bit_length()
        while True:
            value = self._random.getrandbits(bits)
            if value < n:
                return value

    def shuffled(self, items: list) -> list:
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def sample(self, items, k: int) -> list:
        return self.shuffled(items)[:k]


def deal_with(seed: int, dealer: str, fixed: dict[str, str], rules: BidWhistRules) -> Deal:
    """A deal from ``seed`` in which each seat in ``fixed`` holds the given cards."""
    rng = FrozenShuffle(seed)
    pinned = {c: seat for seat, text in fixed.items() for c in parse_cards(text)}
    rest = rng.shuffled([c for c in deck(rules.jokers) if c not in pinned])
    kitty_at = sorted(rng.sample(range(4, rules.deck_size - 4), rules.kitty_size))
    # lay the pack out so that the pinned cards land where they must
    order: list = [None] * rules.deck_size
    seat_slots: dict[str, list[int]] = {s: [] for s in SEATS}
    seat_i = SEATS.index(dealer)
    for i in range(rules.deck_size):
        if i in kitty_at:
            continue
        seat_i = (seat_i + 1) % 4
        seat_slots[SEATS[seat_i]].append(i)
    for seat in SEATS:
        mine = [c for c, s in pinned.items() if s == seat]
        slots = seat_slots[seat]
        picks = rng.sample(slots, len(mine))
        for slot, c in zip(picks, mine, strict=True):
            order[slot] = c
    it = iter(rest)
    order = [c if c is not None else next(it) for c in order]
    return deal_in_order(house(rules), order, dealer, set(kitty_at))


def random_policy(state: FamilyState, rng: random.Random) -> object:
    if state.phase is Phase.PLAY:
        return rng.choice(state.legal_plays())
    if state.phase is Phase.DECLARE:
        return rng.choice(state.legal_declarations())
    if state.phase is Phase.DISCARD:
        need = state.required_discards()
        rest = [c for c in sort_hand(state.hand(state.to_act), ranking_at(state)) if c not in need]
        return need + rest[-(state.rules.kitty_size - len(need)):]  # lay away low cards
    return rng.choice(state.legal_calls())


def play_out(state: FamilyState, rng: random.Random, bids: list[str], declare: str | None,
             policy: Policy = random_policy, steer: Callable | None = None) -> FamilyState:
    for b in bids:
        state = state.call(b)
    if declare:
        state = state.declare(declare)
    while not state.complete:
        choice = steer(state) if steer else None
        state = state.apply(choice if choice is not None else policy(state, rng))
    return state


def find(name: str, *, title: str, point: str, rule_ids: list[str], bids: list[str],
         declare: str, dealer: str = "E", fixed: dict[str, str] | None = None,
         rules: BidWhistRules | None = None, want: Callable[[FamilyState], bool],
         steer: Callable | None = None, claims: list[tuple[str, int]] = (),
         extra: dict | None = None, tries: int = 20000) -> None:
    if (HERE / f"{name}.json").exists() and not REBUILD:
        return  # lessons are pinned to the committed records: rewrite only on request
    rules = rules or BidWhistRules()
    for seed in range(tries):
        d = deal_with(seed, dealer, fixed or {}, rules)
        try:
            final = play_out(FamilyState.from_deal(house(rules), d), random.Random(seed), bids,
                             declare, steer=steer)
        except (StopIteration, ValueError):
            continue
        for by, trick in claims:
            try:
                final = final.claim_renege(by, trick)
            except ValueError:
                break
        if len(final.claims) == len(claims) and want(final):
            break
    else:
        raise SystemExit(f"{name}: nothing found in {tries} deals")
    rec = {"title": title, "teaching_point": point, "rule_ids": rule_ids, **(extra or {})}
    rec.update(record_of(final))
    s = summary(replay(rec))
    rec["expect"] = {k: s[k] for k in ("contract", "books", "made", "score", "boston")}
    (HERE / f"{name}.json").write_text(dumps(rec))
    print(f"{name}: seed {seed}, books {s['books']}, score {s['score']}")


def books_of(pair: str, n: int) -> Callable[[FamilyState], bool]:
    return lambda s: s.result.books[pair] == n


def declarers_take(n: int) -> Callable[[FamilyState], bool]:
    return lambda s: s.result.declarer_books == n


def strong_declarers(state: FamilyState):
    """Declarers play their strongest legal card, defenders their weakest."""
    if state.phase is not Phase.PLAY:
        return None
    legal = sorted(state.legal_plays(), key=ranking_at(state).power)
    return legal[-1] if pair_of(state.to_act) == pair_of(state.contract.declarer) else legal[0]


def force_trick(leader: str, cards: dict[str, str]):
    """Steer play so that, once ``leader`` leads, the trick is exactly ``cards``."""
    wanted = {seat: parse_cards(text)[0] for seat, text in cards.items()}

    def steer(state: FamilyState):
        if state.phase is not Phase.PLAY:
            return None
        seat = state.to_act
        reserved = wanted[seat]
        if state.plays and state.plays[0] == (leader, wanted[leader]):
            return reserved  # the example trick in progress: play the reserved card
        if reserved not in state.hand(seat):
            return None
        if not state.plays and seat == leader and len(state.tricks) >= 3:
            return reserved if all(wanted[s] in state.hand(s) for s in SEATS) else None
        legal = [c for c in state.legal_plays() if c is not reserved]
        return legal[0] if legal else None

    return steer


def example_trick_seen(leader: str, cards: str) -> Callable[[FamilyState], bool]:
    codes = parse_cards(cards)
    return lambda s: any(t.leader == leader and t.cards == codes for t in s.tricks)


def main() -> None:
    worked = force_trick("W", {"W": "3H", "N": "AH", "E": "KH", "S": "2H"})
    seen = example_trick_seen("W", "3H AH KH 2H")
    fixed = {"W": "3H", "N": "AH", "E": "KH", "S": "2H"}
    find("bw_9_1_downtown_ace_made", title="Downtown, the ace still wins — and 4 bid, 10 books",
         point="Downtown with spades trump, West leads 3♥ and North's A♥ beats K♥ and 2♥: the ace "
               "stays highest. North–South bid 4 and take 10 books with the kitty: +4.",
         rule_ids=["BW-9.1", "BW-9.2", "BW-4.2", "BW-6.2"], bids=["pass", "pass", "4D", "pass"],
         declare="spades", dealer="E", fixed=fixed, steer=worked,
         want=lambda s: seen(s) and books_of("NS", 10)(s))
    find("bw_9_2_downtown_set", title="Set by one: 4 bid, 9 books",
         point="The same contract one book short: the bid is subtracted, −4 (BW-9.2).",
         rule_ids=["BW-9.2", "BW-6.3"], bids=["pass", "pass", "4D", "pass"], declare="spades",
         dealer="E", fixed=fixed, steer=worked, want=lambda s: seen(s) and books_of("NS", 9)(s))
    find("bw_9_2_no_trump_made", title="No trump doubles: 4 no trump, 10 books",
         point="At no trump the result doubles: 10 books on a bid of 4 score +8 (BW-9.2, BW-6.4).",
         rule_ids=["BW-9.2", "BW-6.4"], bids=["pass", "pass", "4NT", "pass"], declare="downtown",
         dealer="E", want=books_of("NS", 10))
    find("bw_9_3_five_bid_set", title="Bid 5, take 10: set",
         point="A bid of 5 needs 11 books; with 10 (kitty + 9 tricks) the pair scores −5.",
         rule_ids=["BW-9.3", "BW-6.3", "BW-3.1"], bids=["5U", "pass", "pass", "pass"],
         declare="hearts", dealer="W", want=books_of("NS", 10))
    find("bw_9_3_five_bid_overtricks", title="Bid 5, take 12: every book counts",
         point="Made with 12 books: the pair scores all its books over six, +6, not just the 5 "
               "bid (BW-6.2).", rule_ids=["BW-9.3", "BW-6.2"], bids=["5U", "pass", "pass", "pass"],
         declare="hearts", dealer="W", want=books_of("NS", 12), tries=60000)
    find("bw_9_4_four_nt_eleven", title="4 no trump, 11 books: +10",
         point="Five books over six, doubled at no trump: +10 (BW-9.4).",
         rule_ids=["BW-9.4", "BW-6.2", "BW-6.4"], bids=["4NT", "pass", "pass", "pass"],
         declare="uptown", dealer="N", want=declarers_take(11), tries=60000)
    find("bw_9_4_four_nt_eight", title="4 no trump, 8 books: −8",
         point="Set at no trump: the bid of 4, doubled, is subtracted: −8 (BW-9.4).",
         rule_ids=["BW-9.4", "BW-6.3", "BW-6.4"], bids=["4NT", "pass", "pass", "pass"],
         declare="uptown", dealer="N", want=declarers_take(8))
    find("dealer_forced_to_bid", title="Three passes: the dealer must bid",
         point="North, East and South pass, so West, the dealer, must bid; the minimum will do "
               "(BW-2.5).", rule_ids=["BW-2.5", "BW-2.4"], bids=["pass", "pass", "pass", "3D"],
         declare="clubs", dealer="W", want=lambda s: True)
    find("boston", title="A Boston: all 13 books",
         point="North–South take every trick and the kitty book: all 13 books, a Boston, "
               "scoring +7 on a bid of 5 (BW-9.6).", rule_ids=["BW-9.6", "BW-6.2"],
         bids=["5U", "pass", "pass", "pass"], declare="spades", dealer="E",
         fixed={"S": "BJ LJ AS KS QS JS 10S 9S AH KH AD AC"}, steer=strong_declarers,
         want=books_of("NS", 13))
    find("joker_wins_trump_lead", title="The little joker tops the ace of trumps",
         point="North leads the ace of trumps; East plays the little joker — jokers belong to "
               "the trump suit and rank above every trump — and wins the trick (BW-4.3, BW-4.6).",
         rule_ids=["BW-4.3", "BW-4.6"], bids=["4U", "pass", "pass", "pass"], declare="hearts",
         dealer="W", fixed={"N": "AH KH QH", "E": "LJ", "S": "3H", "W": "4H"},
         steer=force_trick("N", {"N": "AH", "E": "LJ", "S": "3H", "W": "4H"}),
         want=example_trick_seen("N", "AH LJ 3H 4H"))
    find("no_trump_downtown", title="No trump, downtown: low cards rule",
         point="At no trump the declarer chose downtown: in every suit A 2 3 … K, and the jokers "
               "never win (BW-5.1, BW-5.4).", rule_ids=["BW-5.1", "BW-5.4", "BW-3.4"],
         bids=["3U", "3NT", "pass", "pass"], declare="downtown", dealer="S",
         fixed={"E": "AS 2S 3S AH 2H 3H AD 2D"}, want=lambda s: s.result.made)
    find("no_trump_joker_lead", title="A joker led at no trump",
         point="South leads the big joker: no suit yet, so West may play anything; the next "
               "non-joker card fixes the suit and its highest card wins (BW-5.3).",
         rule_ids=["BW-5.3", "BW-5.1"], bids=["pass", "pass", "4NT", "pass"], declare="uptown",
         dealer="E", fixed={"S": "BJ"},
         want=lambda s: any(t.cards[0].code == "BJ" and t.leader == "S" for t in s.tricks))
    renege_rules = BidWhistRules(allow_renege=True)

    def renege_steer(state: FamilyState):
        if state.phase is not Phase.PLAY or state.to_act != "E" or not state.plays:
            return None
        if state.reneges or len(state.tricks) < 2:
            return None
        legal = state.legal_plays()
        others = [c for c in state.hand("E") if c not in legal]
        return others[-1] if others else None

    find("renege_claimed", title="A renege, claimed",
         point="East fails to follow suit while holding it; North–South claim the trick and three "
               "books pass from East–West to them (BW-6.6).", rule_ids=["BW-6.6"],
         bids=["pass", "4U", "pass", "pass"], declare="diamonds", dealer="S", rules=renege_rules,
         steer=renege_steer, claims=[("NS", 3)], want=lambda s: bool(s.result.penalties))
    find("ace_low_downtown_variant", title="Variant: aces low downtown",
         point="Under V-ACE-LOW-DOWN the ace is the weakest card downtown: 2 is the top.",
         rule_ids=["BW-4.2"], bids=["pass", "3D", "pass", "pass"], declare="clubs", dealer="N",
         rules=BidWhistRules(ace_low_downtown=True),
         extra={"variant": "V-ACE-LOW-DOWN"},
         want=lambda s: any(t.cards[0].rank == 14 and t.winner != t.leader
                            and t.cards[0].suit is not s.contract.trump for t in s.tricks))
    # --- for lessons 07, 08 and 10 (no trump jokers, the rule card's -8, variants)
    def two_jokers_steer(state: FamilyState):
        if state.phase is not Phase.PLAY:
            return None
        seat, hand = state.to_act, state.hand(state.to_act)
        if not state.plays and seat == "S" and parse_cards("BJ")[0] in hand:
            return parse_cards("BJ")[0] if len(state.tricks) >= 2 else None
        if [c.code for _, c in state.plays] == ["BJ"] and parse_cards("LJ")[0] in hand:
            return parse_cards("LJ")[0]
        return None

    find("no_trump_two_jokers", title="Both jokers in one trick at no trump",
         point="South leads the big joker and West follows with the little joker: still no suit "
               "to follow, so the third card fixes it, and the highest card of that suit wins "
               "(BW-5.5, BW-5.3).", rule_ids=["BW-5.5", "BW-5.3", "BW-5.1"],
         bids=["pass", "pass", "4NT", "pass"], declare="uptown", dealer="E",
         fixed={"S": "BJ", "W": "LJ"}, steer=two_jokers_steer,
         want=lambda s: any([c.code for c in t.cards[:2]] == ["BJ", "LJ"] for t in s.tricks))
    find("bw_9_2_no_trump_set", title="No trump doubles a set too: 4 no trump, 9 books",
         point="One book short at no trump: the bid of 4 is subtracted and doubled, −8 (BW-9.2, "
               "BW-6.4).", rule_ids=["BW-9.2", "BW-6.3", "BW-6.4"],
         bids=["pass", "pass", "4NT", "pass"], declare="downtown", dealer="E",
         want=books_of("NS", 9))
    find("seven_bid_made", title="A bid of 7, made: all 13 books",
         point="South bids 7 — a Boston bid — and North–South take every book: +7 under the "
               "house rules, 28 under V-BOSTON-BONUS (BW-9.6).", rule_ids=["BW-9.6", "BW-6.2"],
         bids=["7U", "pass", "pass", "pass"], declare="spades", dealer="E",
         fixed={"S": "BJ LJ AS KS QS JS 10S 9S AH KH AD AC"}, steer=strong_declarers,
         want=lambda s: s.result.made)
    find("deuce_spades_variant", title="Variant: the deuce of spades is a trump",
         point="Under V-DEUCE-SPADES the 2♠ is a trump just below the jokers: here it trumps a "
               "trick led in another suit.", rule_ids=["BW-4.3"], bids=["4U", "pass", "pass",
                                                                          "pass"],
         declare="hearts", dealer="W", rules=BidWhistRules(deuce_spades=True),
         extra={"variant": "V-DEUCE-SPADES"},
         want=lambda s: any(t.card_of(t.winner).code == "2S" and t.cards[0].suit is not None
                            and t.cards[0].suit.word != "hearts" for t in s.tricks))

    def defender_reneges(state: FamilyState):
        """East fails to follow suit in trick 2; otherwise the strong declarers' policy."""
        if (state.phase is Phase.PLAY and state.to_act == "E" and state.plays
                and not state.reneges and len(state.tricks) == 1):
            others = [c for c in state.hand("E") if c not in state.legal_plays()]
            if others:
                return others[-1]
        return strong_declarers(state)

    find("renege_under_three", title="A renege by a pair with fewer than three books",
         point="East fails to follow suit and North–South claim it. East–West have fewer than "
               "three books, so all 13 books go to North–South (BW-6.6).", rule_ids=["BW-6.6"],
         bids=["5U", "pass", "pass", "pass"], declare="spades", dealer="E",
         fixed={"S": "BJ LJ AS KS QS JS 10S 9S AH KH AD AC"}, rules=renege_rules,
         steer=defender_reneges, claims=[("NS", 2)],
         want=lambda s: 0 < s.books["EW"] < 3)
    assert pair_of("N") == "NS"


if __name__ == "__main__":
    main()
