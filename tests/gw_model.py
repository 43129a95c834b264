"""An independent model of German Whist (RULES.md Part C), written from the rules text
for the tests: plain card codes, no engine imports.

- :func:`play_out` — the whole game of a record (both stages, the draws, counted tricks,
  the winner) in the shape of ``python -m whist_core replay``; raises :class:`Refusal`
  at the first card that breaks a rule.
- :func:`random_record` — a random legal game under the switches.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

PLAYERS = ("A", "B")
SUITS = ("S", "H", "D", "C")
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")  # GW-1.1
DECK = tuple(r + s for s in SUITS for r in RANKS)


class Refusal(Exception):
    def __init__(self, place: str, rule: str, why: str):
        super().__init__(f"{place}: {why} ({rule})")
        self.place, self.rule = place, rule


def other(p: str) -> str:
    return "B" if p == "A" else "A"


def suit(c: str) -> str:
    return c[-1]


def power(c: str) -> int:
    return len(RANKS) - RANKS.index(c[:-1])


def trick_winner(lead: str, reply: str, trump: str) -> int:
    """0 if the lead wins, 1 if the reply does (GW-3.2): a trump beats any other suit,
    otherwise only a higher card of the led suit wins."""
    if suit(reply) == suit(lead):
        return 1 if power(reply) > power(lead) else 0
    return 1 if suit(reply) == trump else 0


def legal(hand: Sequence[str], lead: str | None, must_follow: bool = True) -> list[str]:
    """GW-3.1: follow suit if able (GW-1.2: in both stages; V-GW-FREE-FIRST: free reply
    in the first stage when ``must_follow`` is false)."""
    if lead is None or not must_follow:
        return list(hand)
    same = [c for c in hand if suit(c) == suit(lead)]
    return same or list(hand)


def play_out(record: dict) -> dict:
    """The result of a (possibly unfinished) German Whist record, by this model."""
    rules = record.get("rules") or {}
    follow_first = rules.get("follow_suit_first_stage", True)
    count_all = rules.get("count_all_tricks", False)
    hands = {p: list(record["hands"][p]) for p in PLAYERS}
    stock = list(record["stock"])
    trump = suit(stock[0])  # GW-2.3: the face-up top card fixes trump for the game
    leader = other(record["dealer"])  # GW-2.4: the non-dealer leads first
    tricks: list[dict] = []
    counted = {"A": 0, "B": 0}
    plays = list(record.get("play") or [])
    pending: list[str] = []
    prizes: set[str] = set()  # face-up cards taken: both players saw where they went
    for n, card in enumerate(plays, 1):
        stage = 1 if len(tricks) < 13 else 2
        seat = leader if not pending else other(leader)
        place = f"play {n}"
        if card not in hands[seat]:
            raise Refusal(place, "GW-3.1", f"{seat} does not hold {card}")
        lead = pending[0] if pending else None
        if card not in legal(hands[seat], lead, follow_first or stage == 2):
            raise Refusal(place, "GW-3.1", f"{card} does not follow suit")
        hands[seat].remove(card)
        pending.append(card)
        if len(pending) < 2:
            continue
        w = leader if trick_winner(pending[0], pending[1], trump) == 0 else other(leader)
        t = {"stage": stage, "leader": leader, "cards": list(pending), "winner": w}
        if stage == 1:  # GW-4.1: the winner takes the face-up card, the loser the next
            t["prize"], t["draw"] = stock[0], stock[1]
            prizes.add(stock[0])
            hands[w].append(stock.pop(0))
            hands[other(w)].append(stock.pop(0))
        if stage == 2 or count_all:  # GW-5.3, V-GW-COUNT-ALL
            counted[w] += 1
        tricks.append(t)
        leader, pending = w, []
    if pending:
        tricks.append({"stage": 1 if len(tricks) < 13 else 2, "leader": leader,
                       "cards": list(pending), "winner": None})
    out = {"trump": SUIT_WORDS[trump], "tricks": tricks, "counted": counted,
           "complete": len(plays) == 52, "hands": hands,
           "prize": stock[0] if stock else None,
           "known": {p: sorted(c for c in hands[p] if c in prizes) for p in PLAYERS}}
    if out["complete"]:
        a, b = counted["A"], counted["B"]
        out["winner"] = "A" if a > b else "B" if b > a else None
    return out


def random_record(rng: random.Random, rules: dict | None = None,
                  complete: bool = True) -> dict:
    """A random legal game: shuffled deck, 13 each, 26 in the stock, random legal cards
    (cut after a random number of plays unless ``complete``)."""
    rules = dict(rules or {})
    deck = list(DECK)
    rng.shuffle(deck)
    dealer = rng.choice(PLAYERS)
    rec = {"game": "german-whist", "rules": rules, "dealer": dealer,
           "hands": {"A": deck[:13], "B": deck[13:26]}, "stock": deck[26:], "play": []}
    follow_first = rules.get("follow_suit_first_stage", True)
    hands = {p: list(rec["hands"][p]) for p in PLAYERS}
    stock = list(rec["stock"])
    trump = suit(stock[0])
    leader = other(dealer)
    stop = 52 if complete else rng.randrange(53)
    for k in range(26):
        stage = 1 if k < 13 else 2
        lead = rng.choice(hands[leader])
        hands[leader].remove(lead)
        reply = rng.choice(legal(hands[other(leader)], lead, follow_first or stage == 2))
        hands[other(leader)].remove(reply)
        rec["play"] += [lead, reply]
        w = leader if trick_winner(lead, reply, trump) == 0 else other(leader)
        if stage == 1:
            hands[w].append(stock.pop(0))
            hands[other(w)].append(stock.pop(0))
        leader = w
    rec["play"] = rec["play"][:stop]
    return rec


def break_follow(rec: dict, rng: random.Random) -> tuple[dict, int] | None:
    """The record cut at a play where the player could follow suit but does not: the
    refusal must name that play (GW-3.1). None when no such moment exists."""
    rules = rec.get("rules") or {}
    follow_first = rules.get("follow_suit_first_stage", True)
    hands = {p: list(rec["hands"][p]) for p in PLAYERS}
    stock = list(rec["stock"])
    trump = suit(stock[0])
    leader = other(rec["dealer"])
    plays = rec["play"]
    chances = []
    for k in range(len(plays) // 2):
        stage = 1 if k < 13 else 2
        lead, reply = plays[2 * k], plays[2 * k + 1]
        hands[leader].remove(lead)
        follower = hands[other(leader)]
        if follow_first or stage == 2:
            off = [c for c in follower if suit(c) != suit(lead)]
            if off and any(suit(c) == suit(lead) for c in follower):
                chances.append((2 * k + 1, rng.choice(off)))
        follower.remove(reply)
        w = leader if trick_winner(lead, reply, trump) == 0 else other(leader)
        if stage == 1:
            hands[w].append(stock.pop(0))
            hands[other(w)].append(stock.pop(0))
        leader = w
    if not chances:
        return None
    index, card = rng.choice(chances)
    out = dict(rec, play=[*plays[:index], card])
    return out, index + 1
