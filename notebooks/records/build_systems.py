"""Build the example hands of the six other systems (RULES.md Part E) in this folder
(run: python build_systems.py; ``--rebuild`` overwrites existing files).

Each record is found by search: the engine deals (``records.deal_record(game, seed)``,
the same deal as ``python -m whist_core deal --game NAME --seed N``), a plain bidding
and card-play policy plays it, and the hand is kept when it shows what it teaches. The
policy and the check use the independent model in ``tests/family_model.py``; the
engine must replay every record to the same result (``records.summary``), and
``tests/test_systems_records.py`` checks each file again. Files are
``sys_<game>_<n>_<slug>.json`` with ``title``, ``teaching_point``, ``rule_ids`` and
``expect`` (the facts a lesson may rely on).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import family_model as fm  # noqa: E402

from whist_core import records  # noqa: E402

REBUILD = "--rebuild" in sys.argv


# ------------------------------------------------------------------ a plain policy
def strength(hand: list[str], trump: str | None = None) -> int:
    """A rough count of sure tricks: aces, kings with a companion, jokers."""
    n = sum(c in fm.JOKERS for c in hand)
    for s in fm.SUITS:
        ranks = [fm.rank(c) for c in hand if fm.suit(c) == s]
        n += ("A" in ranks) + ("K" in ranks and len(ranks) > 1)
        if s == trump:
            n += max(0, len(ranks) - 3)
    return n


def longest_suit(hand: list[str]) -> str:
    return max(fm.SUITS, key=lambda s: (sum(fm.suit(c) == s for c in hand),
                                        sum(fm.power(c, "uptown") for c in hand
                                            if fm.suit(c) == s)))


def choose_call(sp: fm.Spec, a: fm.Auction, hand: list[str], rng: random.Random,
                eager: float) -> str:
    ok = a.legal_calls(hand)
    bids = [b for b in ok if b not in ("pass", "redeal")]
    if "redeal" in ok and not a.forced() and rng.random() < 0.9:
        return "redeal"
    want = strength(hand) + (2 if sp.game == "cutthroat" else 0) + int(rng.random() < eager)
    level = want - (0 if sp.game == "cutthroat" else 3)
    fitting = [b for b in bids if sp.level(b) <= max(level, 1)]
    if "pass" in ok and (not fitting or rng.random() < 0.3):
        return "pass"
    if not fitting:
        return bids[0] if bids else ok[0]
    return rng.choice(fitting[-2:])


def declaration(sp: fm.Spec, bid: str, hand: list[str], rng: random.Random) -> object:
    best = longest_suit(hand)
    word = fm.SUIT_WORDS[best]
    g = sp.game
    nt = rng.random() < 0.25
    if g == "cutthroat":
        return "uptown" if bid.endswith("NT") else f"uptown {word}"
    if g == "bid-whist-52":
        return {"trump": None if nt else word, "ranking": "uptown"}
    if g == "boston":
        return "no trump" if nt else "by lead"
    if g == "cincinnati":
        return None if bid.endswith("NT") else word
    return "no trump" if nt else word


def discard_choice(held: list[str], n: int, trump: str | None) -> list[str]:
    """Lay away the weakest cards outside the trump suit."""
    def key(c: str) -> tuple:
        return (fm.counts_as(c, trump) == trump, c in fm.JOKERS,
                fm.power(c, "uptown") if c not in fm.JOKERS else 99)
    return sorted(held, key=key)[:n]


def card_choice(sp: fm.Spec, hand: list[str], trick: list[str], trump: str | None,
                ranking: str, seat: str, leader: str) -> str:
    legal = fm.legal_cards(hand, trick, trump)

    def weight(c: str) -> tuple:
        return (fm.counts_as(c, trump) == trump and trump is not None,
                1000 if c == "BJ" else 999 if c == "LJ" else fm.power(c, ranking))
    if not trick:
        return max(legal, key=weight)
    if fm.led_suit(trick, trump) is None:  # only a joker led at no trump: nothing wins yet
        return min(legal, key=weight)
    now = fm.left(sp, leader, fm.trick_winner(trick, trump, ranking))
    if sp.teams and fm.team(sp, now) == fm.team(sp, seat):
        return min(legal, key=weight)
    winners = [c for c in legal if fm.led_suit([*trick, c], trump) is not None
               and fm.trick_winner([*trick, c], trump, ranking) == len(trick)]
    return min(winners, key=weight) if winners else min(legal, key=weight)


def play_hand(game: str, seed: int, eager: float = 0.5) -> dict:
    """The engine's deal for ``seed``, bid, declared, laid away and played by the policy."""
    rec = records.deal_record(game, seed)
    sp = fm.spec_of(rec)
    rng = random.Random(seed)
    hands = rec["hands"]
    a = fm.Auction(sp, rec["dealer"], [], set(), None)
    calls: list[str] = []
    while not a.over:
        seat = a.to_act()
        call = choose_call(sp, a, hands[seat], rng, eager)
        a.call(call, hands[seat], len(calls) + 1)
        calls.append(call)
    rec["bids"] = calls
    if a.redeal:
        return rec
    declarer, bid = a.high  # type: ignore[misc]
    held = list(hands[declarer]) + list(rec.get("kitty") or [])
    decl = declaration(sp, bid, held, rng)
    parsed = (None, "uptown", True) if decl is None else fm.parse_declare(sp, bid, decl)
    assert parsed is not None
    trump, ranking, _ = parsed
    if sp.kitty:
        rec["discard"] = discard_choice(held, sp.kitty, None if trump == "?" else trump)
        for c in rec["discard"]:
            held.remove(c)
    if decl is not None:
        rec["declare"] = decl
    now = {s: list(hands[s]) for s in sp.seats}
    now[declarer] = held
    leader = seat = declarer
    trick: list[str] = []
    plays: list[str] = []
    while now[seat]:
        card = card_choice(sp, now[seat], trick, None if trump == "?" else trump, ranking,
                           seat, leader)
        if trump == "?":
            trump = fm.suit(card)
        now[seat].remove(card)
        trick.append(card)
        plays.append(card)
        seat = fm.left(sp, seat)
        if len(trick) == sp.players:
            leader = seat = fm.left(sp, leader, fm.trick_winner(trick, trump, ranking))
            trick = []
    rec["play"] = plays
    return rec


# ------------------------------------------------------------------ what each record teaches
Want = Callable[[dict, dict], bool]


def contract(res: dict) -> dict:
    return res["contract"] or {}


EXAMPLES: list[tuple[str, str, str, str, list[str], Want]] = [
    ("cutthroat", "1_every_player_scores",
     "Cutthroat: every player scores their own tricks",
     "There are no partners: each player scores one point for every trick they take. The "
     "bidder made the bid, so the bidder scores every trick too.",
     ["SC-1", "SC-2", "SC-4"],
     lambda r, res: res["made"] and min(res["score"].values()) > 0),
    ("cutthroat", "2_bidder_set",
     "Cutthroat: a bidder who falls short loses the bid",
     "The bidder took fewer tricks than the bid, so the bidder scores no tricks and loses "
     "the number bid; everyone else still scores their own tricks.",
     ["SC-2", "SC-4"],
     lambda r, res: res["made"] is False and contract(res).get("bid", 0) >= 4),
    ("bid-whist-52", "1_first_trick_two_books",
     "52-card Bid Whist: the first trick is worth two books",
     "The four laid-away cards belong to whoever wins the first trick, so that trick is "
     "worth two books.",
     ["S52-1", "S52-5", "S52-6"],
     lambda r, res: contract(res).get("bid", 0) >= 2 and res["tricks"][0]["winner"] not in
     (contract(res)["declarer"], fm.left(fm.spec("bid-whist-52"), contract(res)["declarer"], 2))),
    ("bid-whist-52", "2_dealer_equals",
     "52-card Bid Whist: the dealer may take the bid by equalling it",
     "Everyone else must bid higher than the last bid, but the dealer, speaking last, may "
     "simply match the highest bid and take the contract.",
     ["S52-2", "S52-6"],
     lambda r, res: r["bids"][-1] != "pass" and r["bids"][-1] in r["bids"][:-1]),
    ("bid-whist-52", "3_redeal",
     "52-card Bid Whist: no king, queen or jack — ask for a new deal",
     "A player holding no king, no queen and no jack may call for a redeal instead of "
     "bidding. The same dealer deals again and nobody scores.",
     ["S52-3"],
     lambda r, res: bool(res.get("redeal")) and r["bids"][-1] == "redeal"
     and len(r["bids"]) < 4),
    ("boston", "1_trump_by_lead",
     "Boston: trump is whatever the declarer leads first",
     "The declarer does not name trump. The suit of the declarer's first card becomes "
     "trump for the whole hand.",
     ["SB-1", "SB-2", "SB-3", "SB-4"],
     lambda r, res: r.get("declare") == "by lead" and res["made"]
     and contract(res).get("bid", 0) >= 2),
    ("boston", "2_set_defenders_score",
     "Boston: the defenders score their tricks too",
     "The contract fails: the bidding side loses the number it bid, and the other side "
     "scores one point for each trick it took.",
     ["SB-2", "SB-4", "SB-5"],
     lambda r, res: res["made"] is False),
    ("cincinnati", "1_special_downtown",
     "Cincinnati: a special bid plays downtown",
     "A special bid turns the card order round: the ace is still highest, then the two, "
     "three and so on, with the king lowest. No kitty: everyone holds 13 cards.",
     ["SCN-1", "SCN-2", "SCN-3"],
     lambda r, res: contract(res).get("kind") == "downtown" and contract(res).get("bid", 0) >= 2),
    ("cincinnati", "2_no_trump",
     "Cincinnati: a no-trump bid has nothing left to name",
     "No trump is part of the bid, so the winner names nothing and leads at once; the "
     "cards rank in their usual order.",
     ["SCN-2", "SCN-3"],
     lambda r, res: contract(res).get("kind") == "no trump"),
    ("rhode-island", "1_every_book_counts",
     "Rhode Island: lay away first, then name trump",
     "The bidder picks up the four kitty cards, lays four away, and only then names trump. "
     "A made bid scores one point for every book the team took.",
     ["SRI-1", "SRI-2", "SRI-3", "SRI-4"],
     lambda r, res: res["made"] and contract(res).get("kind") != "no trump"
     and contract(res).get("bid", 0) >= 2),
    ("rhode-island", "2_set_opponents_score",
     "Rhode Island: when the bid fails, the other side scores",
     "The bidding team fell short. The opponents score the number bid plus one point for "
     "each book they took over six.",
     ["SRI-4"],
     lambda r, res: res["made"] is False),
    ("hawaii", "1_made_one_point",
     "Hawaii: a made bid is worth one point",
     "However many books the bidding team takes, making the bid scores exactly one point.",
     ["SH-1", "SH-2", "SH-3"],
     lambda r, res: res["made"]),
    ("hawaii", "2_set_two_points",
     "Hawaii: setting the bid is worth two points",
     "The opponents need only 8 minus the bid books to set it; when they do, they score "
     "two points.",
     ["SH-2", "SH-3", "SH-4"],
     lambda r, res: res["made"] is False),
]


NAMES = {"N": "North", "E": "East", "S": "South", "W": "West", "NS": "North–South",
         "EW": "East–West"}


def name(seat: str) -> str:
    return NAMES.get(seat) or f"Player {seat[1:]}"


def points(n: int) -> str:
    return f"{abs(n)} point" + ("" if abs(n) == 1 else "s")


def scores(n: int, one: bool = False) -> str:
    """'score 3 points' / 'lose 1 point' (``one``: a single player, 'scores')."""
    verb = ("lose" if n < 0 else "score") + ("s" if one else "")
    return f"{verb} {points(n)}"


def this_hand(game: str, slug: str, rec: dict, res: dict) -> str:
    """One sentence on what happens in this very hand, in plain words."""
    sp = fm.spec_of(rec)
    if res.get("redeal"):
        seat = fm.left(sp, rec["dealer"], len(rec["bids"]))
        return (f"Here {name(seat)} holds no king, no queen and no jack and asks for a new "
                f"deal; {name(rec['dealer'])} deals again.")
    c = res["contract"]
    d, bid = c["declarer"], c["bid"]
    side = fm.team(sp, d)
    other = next(s for s in fm.sides(sp) if s != side)
    got, their = res["books"][side], res["books"][other]
    score = res["score"]
    kind = {"no trump": " no trump", "downtown": " special" if game == "cincinnati" else ""
            }.get(c["kind"] or "", "")
    word = "tricks" if game == "cutthroat" else "books"
    if game == "cutthroat":
        others = ", ".join(f"{name(p)}: {score[p]}" for p in sp.seats if p != d)
        if res["made"]:
            return (f"Here {name(d)} bid {bid}{kind} and took {got} tricks, so {name(d)} "
                    f"{scores(score[d], True)}; the others score their tricks ({others}).")
        return (f"Here {name(d)} bid {bid}{kind} but took only {got} tricks, so {name(d)} "
                f"{scores(score[d], True)}; the others still score their tricks ({others}).")
    if slug == "1_first_trick_two_books":
        w = res["tricks"][0]["winner"]
        return (f"Here {name(w)} wins the first trick, so {name(fm.team(sp, w))} count two "
                f"books for it. {name(side)} bid {bid} and finish with {got} books: "
                + ("made" if res["made"] else f"set, so {name(other)} score {bid}") + ".")
    if slug == "2_dealer_equals":
        return (f"Here {name(d)}, the dealer, matches the bid of {bid} and takes the "
                f"contract; {name(side)} take {got} books and {scores(score[side])}.")
    if game == "boston":
        lead = res["tricks"][0]["cards"][0]
        trump = "" if c["trump"] is None else (
            f" {name(d)} leads a {fm.SUIT_WORDS[fm.suit(lead)][:-1]} first, so "
            f"{c['trump']} are trump.")
        return (f"Here {name(d)} bid {bid}.{trump} {name(side)} take {got} tricks and "
                f"{scores(score[side])}; {name(other)} take {their} and score one point for "
                f"each: {points(score[other])}.")
    if game == "rhode-island" and res["made"]:
        trump = c["trump"] or "no trump"
        return (f"Here {name(d)} lays four cards away and then names {trump}. {name(side)} "
                f"bid {bid}, take {got} books and {scores(score[side])}.")
    if game == "rhode-island":
        return (f"Here {name(side)} bid {bid} but took only {got} books. {name(other)} score "
                f"the bid, {bid}, plus {max(0, their - 6)} for their books over six: "
                f"{points(score[other])}.")
    if game == "hawaii" and not res["made"]:
        return (f"Here {name(side)} bid {bid}; {name(other)} needed only {8 - bid} books to "
                f"set it, took {their}, and score {points(score[other])}.")
    outcome = (f"make it with {got} {word}, so they {scores(score[side])}" if res["made"]
               else f"take only {got} {word}, so {name(other)} score {points(score[other])}")
    return f"Here {name(side)} bid {bid}{kind} and {outcome}."


def build(game: str, slug: str, title: str, point: str, rule_ids: list[str],
          want: Want) -> dict:
    for seed in range(1, 4000):
        for eager in (0.3, 0.7):
            rec = play_hand(game, seed, eager)
            mine = fm.replay(rec)
            if not want(rec, mine):
                continue
            got = records.summary(rec)
            assert got["complete"] and got.get("redeal", False) == mine.get("redeal", False)
            for key in ("books", "made", "score"):
                assert got[key] == mine[key], (game, seed, key, got[key], mine[key])
            out = {"title": title,
                   "teaching_point": f"{point} {this_hand(game, slug, rec, got)}",
                   "rule_ids": rule_ids}
            out.update(rec)
            out["expect"] = {k: got[k] for k in ("books", "made", "score")}
            if got.get("redeal"):
                out["expect"]["redeal"] = True
            else:
                out["expect"]["contract"] = got["contract"]
            return out
    raise SystemExit(f"no hand found for {game} {slug}")


def main() -> None:
    for game, slug, title, point, rule_ids, want in EXAMPLES:
        path = HERE / f"sys_{game}_{slug}.json"
        if path.exists() and not REBUILD:
            continue
        records.save(build(game, slug, title, point, rule_ids, want), path)
        print("wrote", path.name)


if __name__ == "__main__":
    main()
