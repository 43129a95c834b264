"""An independent model of RULES.md Part E (the six other systems), for the tests.

Written straight from the rules text (Part E, with the house trick rules BW-4 and
BW-5 it points to) and HAND_RECORDS.md, never from the engine: cards are plain codes
(``"AS"``, ``"10H"``, ``"BJ"``), every check is spelt out, clarity over speed.

- :func:`spec` — what a system is made of (seats, deck, hand and kitty sizes, auction).
- :func:`replay` — checks a record and works out its result in the shape of
  ``python -m whist_core replay``; a broken record raises :class:`Refusal` with the
  kind of fault, the place and the rule IDs the refusal may name.
- :func:`random_record` — a random *legal* record of a system (complete or cut short).
- :func:`broken_records` — deliberately broken records, one per kind of fault, each
  with the place and the rule IDs the refusal must name.
- :func:`game_winner` — who has won a whole game after a list of hand scores.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import dataclass

SYSTEMS = ("cutthroat", "bid-whist-52", "boston", "cincinnati", "rhode-island", "hawaii")
SUITS = ("S", "H", "D", "C")
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
WORD_SUITS = {w: s for s, w in SUIT_WORDS.items()}
UPTOWN = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")  # BW-4.1
DOWNTOWN = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")  # BW-4.2
DOWNTOWN_ACE_LOW = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")  # S52-4
ORDERS = {"uptown": UPTOWN, "downtown": DOWNTOWN, "downtown_ace_low": DOWNTOWN_ACE_LOW}
DECK52 = tuple(r + s for s in SUITS for r in UPTOWN)
JOKERS = ("BJ", "LJ")
FACES = ("K", "Q", "J")


# ------------------------------------------------------------------ the systems
@dataclass(frozen=True)
class Spec:
    """One system, as Part E describes it."""

    game: str
    seats: tuple[str, ...]
    jokers: int          # jokers in the deck (Cutthroat only: SC-1)
    hand: int            # cards dealt to each seat
    kitty: int           # cards in the kitty (0: none)
    rounds: bool         # the auction goes round until all but one have passed
    ladder: tuple[str, ...]  # every bid, weakest first
    dealer_equals: bool  # the dealer may take the contract by equalling the high bid
    forced: tuple[str, ...] | None  # the bids a forced dealer may make (None: any bid)
    redeal: bool         # `redeal` calls exist (S52-3)
    discard_first: bool  # lay away before declaring (Rhode Island, SRI-3)
    teams: bool
    ids: dict[str, frozenset[str]]  # kind of fault -> rule IDs a refusal may name

    @property
    def players(self) -> int:
        return len(self.seats)

    def rung(self, bid: str) -> int:
        return self.ladder.index(bid)

    def level(self, bid: str) -> int:
        return int(bid.rstrip("UDNT"))


def _ids(**kinds: str) -> dict[str, frozenset[str]]:
    return {k: frozenset(v.split()) for k, v in kinds.items()}


PLAY_IDS = "BW-4.4 BW-4.6 BW-5.2 BW-5.3"


def spec(game: str, players: int = 4) -> Spec:
    """The system called ``game`` (Cutthroat with ``players`` players)."""
    nums = tuple(str(n) for n in range(1, 8))
    if game == "cutthroat":  # SC-1 .. SC-5
        assert players in (3, 4, 5)
        kitty = 4 if players == 5 else 6
        hand = (54 - kitty) // players
        ladder = tuple(b for n in range(1, hand + 1) for b in (f"{n}", f"{n}NT"))
        return Spec(game, tuple(f"P{i}" for i in range(1, players + 1)), 2, hand, kitty,
                    True, ladder, False, None, False, False, False,
                    _ids(deck="SC-1", auction="SC-2", declare="SC-3", discard="SC-3",
                         play=PLAY_IDS, any="SC-1 SC-2 SC-3 SC-4 SC-5"))
    if game == "bid-whist-52":  # S52-1 .. S52-6
        return Spec(game, ("N", "E", "S", "W"), 0, 12, 4, False, nums, True, ("1",), True,
                    False, True,
                    _ids(deck="S52-1", auction="S52-2", redeal="S52-3 S52-2",
                         declare="S52-4", discard="S52-5", play=PLAY_IDS,
                         any="S52-1 S52-2 S52-3 S52-4 S52-5 S52-6"))
    if game == "boston":  # SB-1 .. SB-5
        return Spec(game, ("N", "E", "S", "W"), 0, 13, 0, True, nums, False, ("1",), False,
                    False, True,
                    _ids(deck="SB-1", auction="SB-2", declare="SB-3", discard="SB-1",
                         play=PLAY_IDS, any="SB-1 SB-2 SB-3 SB-4 SB-5"))
    if game == "cincinnati":  # SCN-1 .. SCN-3 on top of SYS-52
        ladder = tuple(f"{n}{k}" for n in range(1, 8) for k in ("U", "D", "NT"))
        return Spec(game, ("N", "E", "S", "W"), 0, 13, 0, False, ladder, True,
                    ("1U", "1D", "1NT"), True, False, True,
                    _ids(deck="SCN-1", auction="SCN-1 SCN-2 S52-2",
                         redeal="S52-3 S52-2 SCN-1", declare="SCN-3 SCN-2",
                         discard="SCN-1", play=PLAY_IDS,
                         any="SCN-1 SCN-2 SCN-3 S52-1 S52-2 S52-3 S52-4 S52-5 S52-6"))
    if game == "rhode-island":  # SRI-1 .. SRI-4
        return Spec(game, ("N", "E", "S", "W"), 0, 12, 4, False, nums, True, None, False,
                    True, True,
                    _ids(deck="SRI-1", auction="SRI-2", declare="SRI-3", discard="SRI-3",
                         play=PLAY_IDS, any="SRI-1 SRI-2 SRI-3 SRI-4"))
    if game == "hawaii":  # SH-1 .. SH-4
        return Spec(game, ("N", "E", "S", "W"), 0, 12, 4, False, nums[2:], False, None,
                    False, False, True,
                    _ids(deck="SH-1", auction="SH-1 SH-2 BW-2.4 BW-2.5", declare="SH-2",
                         discard="SH-2", play=PLAY_IDS, any="SH-1 SH-2 SH-3 SH-4"))
    raise ValueError(game)


def spec_of(record: dict) -> Spec:
    game = record["game"]
    return spec(game, record.get("players") or 4) if game == "cutthroat" else spec(game)


# ------------------------------------------------------------------ cards and tricks
def is_joker(code: str) -> bool:
    return code in JOKERS


def suit(code: str) -> str | None:
    return None if is_joker(code) else code[-1]


def rank(code: str) -> str:
    return code[:-1]


def counts_as(code: str, trump: str | None) -> str | None:
    """The suit a card belongs to in play: a joker is a trump (BW-4.6), suitless at NT."""
    return trump if is_joker(code) else suit(code)


def led_suit(cards: Sequence[str], trump: str | None) -> str | None:
    """A joker lead is a trump lead (BW-4.6); at no trump the first non-joker fixes the
    suit (BW-5.3); None while only jokers have been played at no trump."""
    for c in cards:
        s = counts_as(c, trump)
        if s is not None:
            return s
    return None


def power(code: str, ranking: str) -> int:
    """Strength inside a suit, bigger is better (BW-4.1, BW-4.2, S52-4)."""
    order = ORDERS[ranking]
    return len(order) - order.index(rank(code))


def trick_winner(cards: Sequence[str], trump: str | None, ranking: str) -> int:
    """Index of the winning card (BW-4.3, BW-4.5, BW-5.1, BW-5.3)."""
    if trump is not None:
        trumps = [i for i, c in enumerate(cards) if counts_as(c, trump) == trump]
        if trumps:
            def key(i: int) -> int:
                c = cards[i]
                return 1000 if c == "BJ" else 999 if c == "LJ" else power(c, ranking)
            return max(trumps, key=key)
    led = led_suit(cards, trump)
    ok = [i for i, c in enumerate(cards) if not is_joker(c) and suit(c) == led]
    return max(ok, key=lambda i: power(cards[i], ranking))


def legal_cards(hand: Sequence[str], trick: Sequence[str], trump: str | None) -> list[str]:
    """Follow suit when able (BW-4.4); a lone joker must be played on a trump lead
    (BW-4.6); at no trump a joker only when void (BW-5.2), any card after a joker lead
    until a suit is fixed (BW-5.3)."""
    if not trick:
        return list(hand)
    led = led_suit(trick, trump)
    if led is None:
        return list(hand)
    same = [c for c in hand if counts_as(c, trump) == led]
    return same or list(hand)


# ------------------------------------------------------------------ bids
def parse_call(sp: Spec, text: object) -> str | None:
    """A call in canonical form, or None when it is not a call of this system."""
    if not isinstance(text, str):
        return None
    t = " ".join(text.strip().lower().split())
    if t == "pass":
        return "pass"
    if t == "redeal":
        return "redeal" if sp.redeal else None
    if sp.game == "cutthroat":
        for tail in (" no trump", "nt"):
            if t.endswith(tail):
                t = t[: -len(tail)].strip() + "NT"
                break
    elif sp.game == "cincinnati":
        for tail, kind in ((" no trump", "NT"), ("nt", "NT"), (" uptown", "U"),
                           (" normal", "U"), ("u", "U"), (" downtown", "D"),
                           (" special", "D"), ("d", "D")):
            if t.endswith(tail):
                t = t[: -len(tail)].strip() + kind
                break
    return t if t in sp.ladder else None


# ------------------------------------------------------------------ refusals
class Refusal(Exception):
    """A record the model refuses: ``kind`` of fault, ``place`` (a prefix of the place
    the engine must name) and ``rules`` (the IDs the engine may name)."""

    def __init__(self, kind: str, place: str, rules: frozenset[str], why: str = ""):
        super().__init__(f"{place}: {why} [{kind}]")
        self.kind, self.place, self.rules, self.why = kind, place, rules, why


def _refuse(sp: Spec, kind: str, place: str, why: str, *also: str) -> Refusal:
    ids = set(sp.ids.get(kind, frozenset()))
    for other in also:
        ids |= sp.ids.get(other, frozenset())
    return Refusal(kind, place, frozenset(ids or sp.ids["any"]), why)


def _card(sp: Spec, value: object, place: str) -> str:
    if not isinstance(value, str):
        raise _refuse(sp, "deck", place, f"{value!r} is not a card", "card")
    t = value.strip().upper().replace("♠", "S").replace("♥", "H").replace("♦", "D")
    t = t.replace("♣", "C")
    if t.startswith("T"):
        t = "10" + t[1:]
    deck = deck_of(sp)
    if t not in deck:
        raise _refuse(sp, "deck", place, f"{value!r} is not a card of this deck", "card")
    return t


def deck_of(sp: Spec) -> tuple[str, ...]:
    return DECK52 + JOKERS[: sp.jokers]


def left(sp: Spec, seat: str, steps: int = 1) -> str:
    return sp.seats[(sp.seats.index(seat) + steps) % sp.players]


def team(sp: Spec, seat: str) -> str:
    if not sp.teams:
        return seat
    return "NS" if seat in ("N", "S") else "EW"


def sides(sp: Spec) -> tuple[str, ...]:
    return ("NS", "EW") if sp.teams else sp.seats


# ------------------------------------------------------------------ the auction
@dataclass
class Auction:
    """The auction of one record so far."""

    sp: Spec
    dealer: str
    calls: list[tuple[str, str]]   # (seat, call)
    passed: set[str]
    high: tuple[str, str] | None   # (seat, bid)
    over: bool = False
    redeal: bool = False

    def to_act(self) -> str | None:
        if self.over:
            return None
        sp = self.sp
        if not sp.rounds:
            return left(sp, self.dealer, len(self.calls) + 1)
        seat = left(sp, self.calls[-1][0]) if self.calls else left(sp, self.dealer)
        while seat in self.passed:
            seat = left(sp, seat)
        return seat

    def forced(self) -> bool:
        """Everyone else has passed without a bid: the dealer must speak (SC-2, S52-2,
        SB-2, SRI-2, SH-1 as BW-2.5)."""
        return self.high is None and len(self.passed) == self.sp.players - 1

    def legal_calls(self, hand: Sequence[str]) -> list[str]:
        """Every call the next player may make, by the rules of the system."""
        if self.over:
            return []
        sp, seat = self.sp, self.to_act()
        out: list[str] = []
        forced = self.forced()
        if not forced:
            out.append("pass")
        if sp.redeal and (forced or not any(rank(c) in FACES for c in hand)):
            out.append("redeal")
        for bid in sp.ladder:
            if forced and sp.forced is not None and bid not in sp.forced:
                continue
            if self.high is not None:
                h = sp.rung(self.high[1])
                r = sp.rung(bid)
                if not (r > h or (sp.dealer_equals and seat == self.dealer and r == h)):
                    continue
            out.append(bid)
        return out

    def call(self, value: object, hand: Sequence[str], n: int) -> None:
        """Apply call number ``n`` (from 1), or raise :class:`Refusal`."""
        sp = self.sp
        place = f"bid {n}"
        if self.over:
            kind = "redeal" if self.redeal else "auction"
            raise _refuse(sp, kind, place, "the auction is over", "auction")
        seat = self.to_act()
        call = parse_call(sp, value)
        if call is None:
            raise _refuse(sp, "auction", place, f"{value!r} is not a call of {sp.game}")
        forced = self.forced()
        if call == "redeal":
            if not forced and any(rank(c) in FACES for c in hand):
                raise _refuse(sp, "redeal", place, f"{seat} holds a king, queen or jack")
            self.calls.append((seat, call))
            self.over = self.redeal = True
            return
        if call == "pass":
            if forced:
                raise _refuse(sp, "auction", place, f"{seat} is the dealer and must bid")
            self.passed.add(seat)
        else:
            if forced and sp.forced is not None and call not in sp.forced:
                raise _refuse(sp, "auction", place, f"the forced dealer bids {sp.forced}")
            if self.high is not None:
                h, r = sp.rung(self.high[1]), sp.rung(call)
                if not (r > h or (sp.dealer_equals and seat == self.dealer and r == h)):
                    raise _refuse(sp, "auction", place, f"{call} does not beat {self.high}")
            self.high = (seat, call)
        self.calls.append((seat, call))
        if sp.rounds:
            self.over = self.high is not None and len(self.passed) == sp.players - 1
        else:
            self.over = len(self.calls) == sp.players


# ------------------------------------------------------------------ declarations
def parse_declare(sp: Spec, bid: str, value: object) -> tuple[str | None, str, bool] | None:
    """(trump letter or None, ranking, no trump?) of a declaration; Boston's "by lead"
    gives trump "?" (fixed by the first card). None when not allowed."""
    nt_bid = bid.endswith("NT")
    g = sp.game
    if g == "bid-whist-52":
        if not isinstance(value, dict) or set(value) != {"trump", "ranking"}:
            return None
        t, r = value["trump"], value["ranking"]
        if r not in ORDERS or not (t is None or t in WORD_SUITS):
            return None
        return (None if t is None else WORD_SUITS[t]), r, t is None
    if not isinstance(value, str):
        return None
    v = " ".join(value.strip().lower().split())
    if g == "cutthroat":
        words = v.split()
        if nt_bid:
            return (None, v, True) if v in ("uptown", "downtown") else None
        if len(words) == 2 and words[0] in ("uptown", "downtown") and words[1] in WORD_SUITS:
            return WORD_SUITS[words[1]], words[0], False
        return None
    if g == "boston":
        if v == "no trump":
            return None, "uptown", True
        return ("?", "uptown", False) if v == "by lead" else None
    if g == "cincinnati":
        if nt_bid or v not in WORD_SUITS:
            return None
        return WORD_SUITS[v], ("downtown" if bid.endswith("D") else "uptown"), False
    # rhode-island, hawaii: a suit or no trump, ace high
    if v == "no trump":
        return None, "uptown", True
    return (WORD_SUITS[v], "uptown", False) if v in WORD_SUITS else None


# ------------------------------------------------------------------ replay
KEYS = ("game", "players", "rules", "dealer", "hands", "kitty", "bids", "declare",
        "discard", "play", "renege_claims")


def _present(record: dict, key: str) -> bool:
    return record.get(key) is not None


def replay(record: dict) -> dict:
    """Check a record of a Part E system and work out its result (the keys of
    HAND_RECORDS.md: contract, tricks, books, made, score, complete, redeal).
    Raises :class:`Refusal` for a broken record."""
    game = record.get("game")
    if game not in SYSTEMS:
        raise Refusal("game", "game", frozenset(), "unknown game")
    if game == "cutthroat" and _present(record, "players") and record["players"] not in (3, 4, 5):
        raise _refuse(spec("cutthroat"), "deck", "players", "3, 4 or 5 players")
    if game != "cutthroat" and _present(record, "players") and record["players"] != 4:
        raise _refuse(spec(game), "deck", "players", "four players in two partnerships")
    sp = spec_of(record)
    rules = record.get("rules")
    if rules is not None:
        if not isinstance(rules, dict):
            raise _refuse(sp, "any", "rules", "not an object")
        if rules:
            key = next(iter(rules))
            raise _refuse(sp, "any", f"rules.{key}", "this system has no switches")
    if _present(record, "renege_claims"):
        raise _refuse(sp, "any", "renege_claims", "no renege can be recorded", "play")
    dealer = record.get("dealer")
    if dealer not in sp.seats:
        raise _refuse(sp, "any", "dealer", f"{dealer!r} is not a seat")

    # ---- the deal (SC-1, S52-1, SB-1, SCN-1, SRI-1, SH-1)
    hands_in = record.get("hands")
    if not isinstance(hands_in, dict):
        raise _refuse(sp, "deck", "hands", "expected an object of hands")
    for key in hands_in:
        if key not in sp.seats:
            raise _refuse(sp, "deck", f"hands.{key}", "not a seat")
    seen: dict[str, str] = {}
    hands: dict[str, list[str]] = {}
    for seat in sp.seats:
        cards = hands_in.get(seat)
        if not isinstance(cards, list):
            raise _refuse(sp, "deck", f"hands.{seat}", "missing")
        hands[seat] = []
        for c in cards:
            code = _card(sp, c, f"hands.{seat}")
            if code in seen:
                raise _refuse(sp, "deck", "hands", f"{code} is dealt twice")
            seen[code] = seat
            hands[seat].append(code)
        if len(cards) != sp.hand:
            raise _refuse(sp, "deck", f"hands.{seat}", f"{len(cards)} cards, not {sp.hand}")
    if sp.kitty == 0:
        for key in ("kitty", "discard"):
            if key in record and record[key] is not None:
                raise _refuse(sp, "deck", key, "this system has no kitty")
        kitty: list[str] = []
    else:
        k = record.get("kitty")
        if not isinstance(k, list):
            raise _refuse(sp, "deck", "kitty", "missing")
        kitty = []
        for c in k:
            code = _card(sp, c, "kitty")
            if code in seen:
                raise _refuse(sp, "deck", "kitty", f"{code} is dealt twice")
            seen[code] = "kitty"
            kitty.append(code)
        if len(kitty) != sp.kitty:
            raise _refuse(sp, "deck", "kitty", f"{len(kitty)} cards, not {sp.kitty}")
    assert len(seen) == len(deck_of(sp))
    if record.get("trace") is not None:
        _check_trace(sp, record["trace"], dealer, hands, kitty)

    result: dict = {"contract": None, "tricks": [], "books": {s: 0 for s in sides(sp)},
                    "made": None, "score": None, "complete": False}

    # ---- the auction
    bids = record.get("bids")
    auction = Auction(sp, dealer, [], set(), None)
    later = [k for k in ("declare", "discard", "play") if _present(record, k)]
    if bids is None:
        if later:
            raise _refuse(sp, "order", later[0], "before the auction", "auction", "declare")
        return result
    if not isinstance(bids, list):
        raise _refuse(sp, "auction", "bids", "expected a list")
    for n, value in enumerate(bids, 1):
        auction.call(value, hands[auction.to_act() or dealer], n)
    if auction.redeal:
        for key in later:
            if key == "play" and record["play"] == []:
                continue
            raise _refuse(sp, "redeal", key, "the hand was redealt", "auction")
        return {"contract": None, "tricks": [], "books": {s: 0 for s in sides(sp)},
                "made": None, "score": {s: 0 for s in sides(sp)}, "complete": True,
                "redeal": True}
    if not auction.over:
        if later:
            raise _refuse(sp, "order", later[0], "the auction is not over", "auction",
                          "declare")
        return result
    declarer, bid = auction.high  # type: ignore[misc]
    level = sp.level(bid)
    contract = {"declarer": declarer, "bid": level, "kind": None, "direction": None,
                "trump": None}
    if sp.game in ("boston", "rhode-island", "hawaii"):
        contract["direction"] = "uptown"   # HAND_RECORDS: kind null until the declaration
    if sp.game == "cutthroat" and bid.endswith("NT"):
        contract["kind"] = "no trump"   # HAND_RECORDS: no trump after a no-trump bid
    if sp.game == "cincinnati":
        contract["kind"] = "no trump" if bid.endswith("NT") else (
            "downtown" if bid.endswith("D") else "uptown")
        contract["direction"] = "downtown" if bid.endswith("D") else "uptown"
    result["contract"] = contract

    # ---- declaration and laying away, in the system's order
    held = list(hands[declarer]) + kitty
    trump: str | None = None
    ranking = "uptown"
    declared = False
    discarded = sp.kitty == 0

    def declare() -> bool:
        nonlocal trump, ranking
        if sp.game == "cincinnati" and bid.endswith("NT"):
            if _present(record, "declare"):
                raise _refuse(sp, "declare", "declare", "nothing to declare after no trump")
            trump, ranking = None, "uptown"  # SCN-3: no trump is played uptown
            contract["kind"], contract["direction"] = "no trump", "uptown"
            return True
        if not _present(record, "declare"):
            return False
        parsed = parse_declare(sp, bid, record["declare"])
        if parsed is None:
            raise _refuse(sp, "declare", "declare", f"{record['declare']!r} not allowed")
        t, r, nt = parsed
        trump, ranking = t, r
        if sp.game == "bid-whist-52":
            contract["kind"] = "no trump" if nt else ("uptown" if r == "uptown" else "downtown")
            contract["direction"] = r
        else:
            contract["kind"] = "no trump" if nt else r
            contract["direction"] = r
        contract["trump"] = None if t in (None, "?") else SUIT_WORDS[t]
        return True

    def lay_away() -> bool:
        if sp.kitty == 0:
            return True
        if not _present(record, "discard"):
            return False
        d = record["discard"]
        if not isinstance(d, list):
            raise _refuse(sp, "discard", "discard", "expected a list")
        codes = [_card(sp, c, "discard") for c in d] if all(
            isinstance(c, str) for c in d) else None
        if codes is None:
            raise _refuse(sp, "discard", "discard", "expected cards")
        if len(codes) != sp.kitty:
            raise _refuse(sp, "discard", "discard", f"{len(codes)} cards, not {sp.kitty}")
        if len(set(codes)) != len(codes) or any(c not in held for c in codes):
            raise _refuse(sp, "discard", "discard", "not the declarer's cards")
        for c in codes:
            held.remove(c)
        return True

    if sp.discard_first:
        if _present(record, "declare") and not _present(record, "discard"):
            raise _refuse(sp, "declare", "declare", "lay away first, then name trump")
        discarded = lay_away()
        declared = declare() if discarded else False
    else:
        declared = declare()
        if not declared and _present(record, "discard"):
            raise _refuse(sp, "order", "discard", "declare first", "discard", "declare")
        discarded = lay_away() if declared else sp.kitty == 0
    if sp.kitty and discarded and sp.game in ("rhode-island", "hawaii"):
        result["books"][team(sp, declarer)] += 1  # SRI-3, SH-2: one book from the discard on

    # ---- play
    play = record.get("play")
    if play is None:
        return result
    if not (declared and discarded):
        raise _refuse(sp, "order", "play", "play follows the declaration and discard",
                      "declare", "discard")
    if not isinstance(play, list):
        raise _refuse(sp, "play", "play", "expected a list")
    in_hand = {s: list(hands[s]) for s in sp.seats}
    in_hand[declarer] = held
    total = sp.hand * sp.players  # every card held is played: the discard evened the hand
    leader = declarer  # SC-3, S52-5, SB-3, SRI-3, SH-2: the declarer leads
    tricks = result["tricks"]
    trick: list[str] = []
    seat = leader
    for n, value in enumerate(play, 1):
        if n > total:
            raise _refuse(sp, "play", f"play {n}", "the hand is over", "any")
        place = f"play {n}"
        card = _card(sp, value, place)
        if card not in in_hand[seat]:
            raise _refuse(sp, "play", place, f"{seat} does not hold {card}", "deck")
        if trump == "?":  # SB-3: the declarer's first lead fixes trump
            trump = suit(card)
            contract["trump"] = SUIT_WORDS[trump]
        if card not in legal_cards(in_hand[seat], trick, trump):
            raise _refuse(sp, "play", place, f"{card} does not follow suit")
        in_hand[seat].remove(card)
        trick.append(card)
        seat = left(sp, seat)
        if len(trick) == sp.players:
            w = left(sp, leader, trick_winner(trick, trump, ranking))
            tricks.append({"leader": leader, "cards": list(trick), "winner": w})
            result["books"][team(sp, w)] += 1
            if sp.game == "bid-whist-52" and len(tricks) == 1:
                result["books"][team(sp, w)] += 1  # S52-5: the laid-away cards
            leader = seat = w
            trick = []
    if trick:
        tricks.append({"leader": leader, "cards": list(trick), "winner": None})
    if len(play) == total:
        result["complete"] = True
        made, score = hand_score(sp, declarer, level, trump is None, result["books"])
        result["made"], result["score"] = made, score
    return result


def _check_trace(sp: Spec, trace: object, dealer: str, hands: dict[str, list[str]],
                 kitty: list[str]) -> None:
    """The house deal (BW-2.2, BW-2.3): every card once, one at a time clockwise from the
    dealer's left, to the hand or kitty that holds it; no kitty card among the first or
    last 4."""
    ids = frozenset({"BW-2.2", "BW-2.3"}) | sp.ids["deck"]
    total = len(deck_of(sp))
    if not isinstance(trace, list) or len(trace) != total:
        raise Refusal("deck", "trace", ids, "not every card")
    seat = left(sp, dealer)
    for n, step in enumerate(trace, 1):
        place = f"trace {n}"
        if not isinstance(step, dict):
            raise Refusal("deck", place, ids, "not a step")
        card, to = step.get("card"), step.get("to")
        if to == "kitty":
            if n <= 4 or n > total - 4 or card not in kitty:
                raise Refusal("deck", place, ids, "kitty card out of place")
            continue
        if to != seat or card not in hands.get(seat, []):
            raise Refusal("deck", place, ids, "out of order")
        seat = left(sp, seat)


def hand_score(sp: Spec, declarer: str, level: int, no_trump: bool,
               books: dict[str, int]) -> tuple[bool, dict[str, int]]:
    """(made, score change per side) of a complete hand (SC-4, S52-6, SB-4, SRI-4, SH-3;
    SCN-1 scores as SYS-52)."""
    side = team(sp, declarer)
    others = [s for s in sides(sp) if s != side]
    score = {s: 0 for s in sides(sp)}
    got = books[side]
    g = sp.game
    if g == "cutthroat":
        made = got >= level  # SC-2: books the bidder takes alone
        for s in sides(sp):
            score[s] = books[s]
        score[side] = got if made else -level  # SC-4: no doubling
        return made, score
    made = got >= 6 + level
    opp = others[0]
    if g in ("bid-whist-52", "cincinnati"):  # S52-6: no negative scores, no doubling
        if made:
            score[side] = got - 6
        else:
            score[opp] = level
    elif g == "boston":  # SB-4
        score[side] = got - 6 if made else -level
        score[opp] = books[opp]
    elif g == "rhode-island":  # SRI-4
        factor = 2 if no_trump else 1
        if made:
            score[side] = got * factor
        else:
            score[opp] = (level + max(0, books[opp] - 6)) * factor
    elif g == "hawaii":  # SH-3
        if made:
            score[side] = 1
        else:
            score[opp] = 2
    return made, score


# ------------------------------------------------------------------ whole games
def game_winner(game: str, totals: dict[str, int], declarers: str | None = None) -> str | None:
    """The winner once a hand has brought the running ``totals`` (per side) to this;
    ``declarers`` is the side that held the contract on that hand (Boston's tie rule).
    None while the game goes on."""
    if game == "cutthroat":  # SC-5
        top = max(totals.values())
        leaders = [p for p, v in totals.items() if v == top]
        return leaders[0] if top >= 30 and len(leaders) == 1 else None
    if game in ("bid-whist-52", "cincinnati", "rhode-island"):  # S52-6, SRI-4
        over = [p for p, v in totals.items() if v >= 21]
        return over[0] if len(over) == 1 else None
    if game == "boston":  # SB-5
        over = [p for p, v in totals.items() if v >= 11]
        if len(over) == 2:
            return declarers
        return over[0] if over else None
    if game == "hawaii":  # SH-4
        for p, v in totals.items():
            o = next(x for q, x in totals.items() if q != p)
            if (v >= 7 and o == 0) or v - o >= 11 or (v >= 21 and v - o >= 2):
                return p
        return None
    raise ValueError(game)


# ------------------------------------------------------------------ random legal records
def random_deal(sp: Spec, rng: random.Random, dealer: str, no_faces: str | None = None,
                trace: bool = False) -> dict:
    """A deal by the house deal (one card at a time clockwise from the dealer's left;
    kitty cards never among the first or last 4 dealt). ``no_faces``: a seat that is
    dealt no king, queen or jack (a redeal hand)."""
    deck = list(deck_of(sp))
    rng.shuffle(deck)
    if no_faces is not None:
        plain = [c for c in deck if rank(c) not in FACES]
        faces = [c for c in deck if rank(c) in FACES]
        mine, rest = plain[: sp.hand], plain[sp.hand:] + faces
        rng.shuffle(rest)
    total = len(deck)
    spots = rng.sample(range(4, total - 4), sp.kitty) if sp.kitty else []
    order: list[str] = []
    seat = left(sp, dealer)
    for i in range(total):
        if i in spots:
            order.append("kitty")
        else:
            order.append(seat)
            seat = left(sp, seat)
    if no_faces is not None:
        it_mine, it_rest = iter(mine), iter(rest)
        deck = [next(it_mine) if to == no_faces else next(it_rest) for to in order]
    hands = {s: [c for c, to in zip(deck, order, strict=False) if to == s] for s in sp.seats}
    rec: dict = {"game": sp.game}
    if sp.game == "cutthroat":
        rec["players"] = sp.players
    rec.update({"rules": {}, "dealer": dealer, "hands": hands})
    if sp.kitty:
        rec["kitty"] = [c for c, to in zip(deck, order, strict=False) if to == "kitty"]
    if trace:
        rec["trace"] = [{"card": c, "to": to} for c, to in zip(deck, order, strict=False)]
    return rec


def random_declaration(sp: Spec, bid: str, rng: random.Random) -> object | None:
    g = sp.game
    suit_word = rng.choice(list(WORD_SUITS))
    if g == "cutthroat":
        d = rng.choice(["uptown", "downtown"])
        return d if bid.endswith("NT") else f"{d} {suit_word}"
    if g == "bid-whist-52":
        return {"trump": None if rng.random() < 0.25 else suit_word,
                "ranking": rng.choice(list(ORDERS))}
    if g == "boston":
        return "no trump" if rng.random() < 0.3 else "by lead"
    if g == "cincinnati":
        return None if bid.endswith("NT") else suit_word
    return "no trump" if rng.random() < 0.3 else suit_word


def random_record(game: str, rng: random.Random, players: int | None = None,
                  complete: bool = True, redeal_bias: float = 0.1,
                  dealer: str | None = None) -> dict:
    """A random legal record of ``game`` (dealt by ``dealer``, random if None): complete,
    or (``complete=False``) cut short at a random point."""
    if game == "cutthroat" and players is None:
        players = rng.choice([3, 4, 5])
    sp = spec(game, players or 4)
    dealer = dealer or rng.choice(sp.seats)
    no_faces = rng.choice(sp.seats) if sp.redeal and rng.random() < redeal_bias else None
    rec = random_deal(sp, rng, dealer, no_faces, trace=rng.random() < 0.3)
    hands = rec["hands"]
    auction = Auction(sp, dealer, [], set(), None)
    calls: list[str] = []
    pass_p = rng.choice([0.4, 0.6, 0.8])
    while not auction.over:
        seat = auction.to_act()
        ok = auction.legal_calls(hands[seat])
        if "redeal" in ok and rng.random() < 0.5:
            c = "redeal"
        elif "pass" in ok and rng.random() < pass_p:
            c = "pass"
        else:
            bids = [b for b in ok if b not in ("pass", "redeal")]
            c = rng.choice(bids[:3]) if bids else rng.choice(ok)
        auction.call(c, hands[seat], len(calls) + 1)
        calls.append(c)
    rec["bids"] = calls
    if auction.redeal:
        if rng.random() < 0.5:
            rec["play"] = []
        return rec
    declarer, bid = auction.high  # type: ignore[misc]
    declaration = random_declaration(sp, bid, rng)
    held = list(hands[declarer]) + list(rec.get("kitty", []))
    if declaration is not None:
        rec["declare"] = declaration
    if sp.kitty:
        rec["discard"] = rng.sample(held, sp.kitty)
        for c in rec["discard"]:
            held.remove(c)
    if sp.discard_first:  # key order as the stages go (SRI-3)
        rec["declare"] = rec.pop("declare")
    trump: str | None
    if declaration is None:
        trump, ranking = None, "uptown"
    else:
        parsed = parse_declare(sp, bid, declaration)
        assert parsed is not None
        trump, ranking, _ = parsed
    in_hand = {s: list(hands[s]) for s in sp.seats}
    in_hand[declarer] = held
    plays: list[str] = []
    leader = seat = declarer
    trick: list[str] = []
    while in_hand[seat]:
        card = rng.choice(legal_cards(in_hand[seat], trick, None if trump == "?" else trump))
        if trump == "?":
            trump = suit(card)
        in_hand[seat].remove(card)
        trick.append(card)
        plays.append(card)
        seat = left(sp, seat)
        if len(trick) == sp.players:
            leader = seat = left(sp, leader, trick_winner(trick, trump, ranking))
            trick = []
    rec["play"] = plays
    del ranking
    if not complete:
        rec = cut(rec, rng)
    return rec


def cut(rec: dict, rng: random.Random) -> dict:
    """The same record stopped at a random earlier point (still legal)."""
    sp = spec_of(rec)
    events: list[tuple[str, object]] = [("bids", c) for c in rec.get("bids", [])]
    order = ("discard", "declare") if sp.discard_first else ("declare", "discard")
    events += [(k, rec[k]) for k in order if k in rec]
    events += [("play", c) for c in rec.get("play", [])]
    keep = rng.randrange(len(events) + 1)
    out = {k: copy.deepcopy(v) for k, v in rec.items()
           if k not in ("bids", "declare", "discard", "play")}
    for key, value in events[:keep]:
        if key in ("bids", "play"):
            out.setdefault(key, []).append(value)
        else:
            out[key] = copy.deepcopy(value)
    if keep == 0 and rng.random() < 0.5:
        out["bids"] = []
    return out


# ------------------------------------------------------------------ broken records
@dataclass
class Broken:
    """A deliberately broken record: ``fault`` (what was done), ``place`` (what the
    refusal's place must start with) and ``rules`` (the IDs it may name)."""

    fault: str
    record: dict
    place: str
    rules: frozenset[str]


def _auction_of(rec: dict) -> Auction:
    sp = spec_of(rec)
    a = Auction(sp, rec["dealer"], [], set(), None)
    for n, c in enumerate(rec.get("bids") or [], 1):
        a.call(c, rec["hands"][a.to_act()], n)
    return a


def _holder(rec: dict, card: str) -> str:
    return next(s for s, cs in rec["hands"].items() if card in cs)


def broken_records(game: str, rng: random.Random, players: int | None = None) -> list[Broken]:
    """One broken record for every kind of fault that applies to ``game`` (built from
    fresh random legal records), each with the place and rule IDs its refusal names."""
    out: list[Broken] = []
    base = random_record(game, rng, players, redeal_bias=0.0)
    while base.get("play") is None or len(base["play"]) < 2 * len(base["hands"]):
        base = random_record(game, rng, players, redeal_bias=0.0)
    sp = spec_of(base)
    ids = sp.ids

    def add(fault: str, rec: dict, place: str, *kinds: str) -> None:
        rules: set[str] = set()
        for k in kinds:
            rules |= ids.get(k, frozenset())
        out.append(Broken(fault, rec, place, frozenset(rules)))

    def fresh() -> dict:
        return copy.deepcopy(base)

    seats = list(sp.seats)
    # --- the deal
    r = fresh()
    s = rng.choice(seats)
    r["hands"][s][rng.randrange(sp.hand)] = rng.choice(["1X", "ZZ", "11S"] + (
        ["BJ", "LJ"] if sp.jokers == 0 else []))
    add("bad card", r, "hands", "deck", "card")
    r = fresh()
    a, b = rng.sample(seats, 2)
    r["hands"][a][0] = r["hands"][b][0]
    add("card dealt twice", r, "hands", "deck")
    r = fresh()
    s = rng.choice(seats)
    r["hands"][s].pop()
    add("wrong hand size", r, "hands", "deck")
    if sp.kitty:
        r = fresh()
        r["kitty"] = r["kitty"][:-1]
        add("short kitty", r, "kitty", "deck")
    else:
        r = fresh()
        r["kitty"] = []
        add("kitty present", r, "kitty", "deck")
        r = fresh()
        r["discard"] = [r["hands"][seats[0]][0]]
        add("discard present", r, "discard", "deck", "discard")
    # the house deal (BW-2.2, BW-2.3): one card at a time clockwise, no kitty card among
    # the first or last 4 dealt
    dealt = random_deal(sp, rng, rng.choice(seats), trace=True)
    r = copy.deepcopy(dealt)
    t = r["trace"]
    t[0], t[1] = t[1], t[0]
    out.append(Broken("deal out of order", r, "trace", frozenset({"BW-2.2"}) | ids["deck"]))
    if sp.kitty:
        r = copy.deepcopy(dealt)
        t = r["trace"]
        k = next(i for i, x in enumerate(t) if x["to"] == "kitty")
        early = rng.choice([1, 2, len(t) - 2])
        t[early], t[k] = t[k], t[early]
        out.append(Broken("kitty card dealt too early or late", r, "trace",
                          frozenset({"BW-2.3", "BW-2.2"}) | ids["deck"]))
        r = fresh()
        r["kitty"] = None
        add("kitty missing", r, "kitty", "deck")
    if game != "cutthroat":
        r = fresh()
        r["players"] = rng.choice([3, 5])
        add("players not four", r, "players", "deck")
    if game == "cutthroat":
        r = fresh()
        r["players"] = 6
        add("six players", r, "players", "deck")
    # --- the auction
    bids = base["bids"]
    r = fresh()
    k = rng.randrange(len(bids))
    bad = {"bid-whist-52": ["8", "0", "4U", "4NT"], "boston": ["8", "0", "4NT", "redeal"],
           "cincinnati": ["4", "8U", "0NT"], "rhode-island": ["8", "4NT", "redeal"],
           "hawaii": ["2", "1", "8", "redeal", "4NT"],
           "cutthroat": [str(sp.hand + 1), f"{sp.hand + 1}NT", "0", "redeal", "4U"]}[game]
    r["bids"][k] = rng.choice(bad)
    for key in ("declare", "discard", "play"):
        r.pop(key, None)
    add("illegal bid", r, f"bid {k + 1}", "auction")
    r = fresh()
    r["bids"] = r["bids"] + ["pass"]
    for key in ("declare", "discard", "play"):
        r.pop(key, None)
    add("call after the auction ended", r, f"bid {len(bids) + 1}", "auction")
    # a bid that does not beat the high bid
    a = Auction(sp, base["dealer"], [], set(), None)
    for n, c in enumerate(bids, 1):
        seat = a.to_act()
        if a.high is not None and seat != base["dealer"] and sp.rung(a.high[1]) > 0:
            r = fresh()
            r["bids"] = [*bids[:n - 1], sp.ladder[rng.randrange(sp.rung(a.high[1]))]]
            for key in ("declare", "discard", "play"):
                r.pop(key, None)
            add("bid below the high bid", r, f"bid {n}", "auction")
            break
        a.call(c, base["hands"][seat], n)
    # the dealer not bidding when forced, or bidding above the forced bid
    r = fresh()
    r["bids"] = ["pass"] * sp.players
    for key in ("declare", "discard", "play"):
        r.pop(key, None)
    add("forced dealer passes", r, f"bid {sp.players}", "auction")
    if sp.forced is not None:
        r = fresh()
        r["bids"] = ["pass"] * (sp.players - 1) + [rng.choice(
            [b for b in sp.ladder[:9] if b not in sp.forced])]
        for key in ("declare", "discard", "play"):
            r.pop(key, None)
        add("forced dealer bids above 1", r, f"bid {sp.players}", "auction")
    if sp.redeal:
        first = left(sp, base["dealer"])
        if any(rank(c) in FACES for c in base["hands"][first]):
            r = fresh()
            r["bids"] = ["redeal"]
            for key in ("declare", "discard", "play"):
                r.pop(key, None)
            add("redeal holding a face card", r, "bid 1", "redeal")
        # a legal redeal, then something after it
        r = fresh()
        r["bids"] = ["pass"] * (sp.players - 1) + ["redeal"]
        for key in ("declare", "discard", "play"):
            r.pop(key, None)
        r2 = copy.deepcopy(r)
        r2["play"] = [base["hands"][first][0]]
        add("play after a redeal", r2, "play", "redeal", "auction")
        r2 = copy.deepcopy(r)
        r2["bids"] = r2["bids"] + ["pass"]
        add("call after a redeal", r2, f"bid {sp.players + 1}", "redeal", "auction")
        r2 = copy.deepcopy(r)
        r2["declare"] = base.get("declare") or "spades"
        add("declare after a redeal", r2, "declare", "redeal", "auction", "declare")
    if sp.rounds:
        # a player who passed bids again: continue an auction past its end
        r = fresh()
        r["bids"] = [*bids, sp.ladder[-1]]
        for key in ("declare", "discard", "play"):
            r.pop(key, None)
        add("passed player bids again", r, f"bid {len(bids) + 1}", "auction")
    # --- declaration and discard
    declarer, bid = _auction_of(base).high  # type: ignore[misc]
    r = fresh()
    r["bids"] = bids[:-1]
    r.pop("discard", None)
    r.pop("play", None)
    r["declare"] = base.get("declare") or "spades"
    add("declare before the auction ends", r, "declare", "auction", "declare")
    wrong = {"cutthroat": "sideways", "bid-whist-52": {"trump": "hearts", "ranking": "up"},
             "boston": "downtown", "cincinnati": "no trump", "rhode-island": "downtown",
             "hawaii": "downtown"}[game]
    if not (game == "cincinnati" and bid.endswith("NT")):
        r = fresh()
        r["declare"] = wrong
        r.pop("play", None)
        if not sp.discard_first:
            r.pop("discard", None)
        add("declaration not allowed", r, "declare", "declare")
    if game == "cincinnati":
        r = fresh()
        r["bids"] = ["pass"] * 3 + ["1NT"]
        r.pop("play", None)
        r["declare"] = "spades"
        add("declare after no trump", r, "declare", "declare")
    if game == "rhode-island":
        r = fresh()
        r.pop("discard")
        r.pop("play")
        add("declare before discard", r, "declare", "declare")
    if sp.kitty:
        r = fresh()
        r["discard"] = r["discard"][:-1]
        r.pop("play", None)
        add("discard too short", r, "discard", "discard")
        r = fresh()
        r["discard"] = r["discard"] + [next(c for c in deck_of(sp)
                                            if c not in r["discard"])]
        r.pop("play", None)
        add("discard too long", r, "discard", "discard")
        r = fresh()
        mine = set(base["hands"][declarer]) | set(base["kitty"])
        r["discard"][0] = next(c for c in deck_of(sp) if c not in mine)
        r.pop("play", None)
        add("discard a card not held", r, "discard", "discard")
        if not sp.discard_first:
            r = fresh()
            r.pop("declare")
            r.pop("play")
            add("discard before declare", r, "discard", "discard", "declare")
        r = fresh()
        r.pop("discard")
        if sp.discard_first:
            r.pop("declare")
        add("play before the discard", r, "play", "discard", "declare", "play")
    # --- play
    plays = base["play"]
    sim = _positions(base)
    k = rng.randrange(len(plays))
    seat = sim[k][0]
    others = [c for s2 in sp.seats if s2 != seat for c in sim[k][4][s2]]
    if others:
        r = fresh()
        r["play"] = [*plays[:k], rng.choice(others)]
        add("card not held", r, f"play {k + 1}", "play", "deck")
    for j, (_seat, hand_now, trick_now, trump_now, _) in enumerate(sim):
        ok = legal_cards(hand_now, trick_now, trump_now)
        off = [c for c in hand_now if c not in ok]
        if off:
            r = fresh()
            r["play"] = [*plays[:j], rng.choice(off)]
            add("failure to follow suit", r, f"play {j + 1}", "play")
            break
    r = fresh()
    r["play"] = [*plays, plays[0]]
    add("play after the last trick", r, f"play {len(plays) + 1}", "play", "any")
    # --- things the systems do not have
    r = fresh()
    r["rules"] = {rng.choice(["min_bid", "allow_renege", "target", "jokers"]): 4}
    key = next(iter(r["rules"]))
    add("rules switch", r, f"rules.{key}", "any")
    r = fresh()
    r["renege_claims"] = [{"by": "NS" if sp.teams else seats[0], "trick": 1}]
    add("renege claim", r, "renege_claims", "any", "play")
    return out


def _positions(rec: dict) -> list[tuple[str, list[str], list[str], str | None, dict]]:
    """Before each play of a complete legal record: (seat, hand, trick so far, trump,
    every hand)."""
    sp = spec_of(rec)
    declarer, bid = _auction_of(rec).high  # type: ignore[misc]
    parsed = (None, "uptown", True) if rec.get("declare") is None else parse_declare(
        sp, bid, rec["declare"])
    assert parsed is not None
    trump, ranking, _ = parsed
    hands = {s: list(rec["hands"][s]) for s in sp.seats}
    hands[declarer] += rec.get("kitty") or []
    for c in rec.get("discard") or []:
        hands[declarer].remove(c)
    out = []
    leader = seat = declarer
    trick: list[str] = []
    for card in rec["play"]:
        out.append((seat, list(hands[seat]), list(trick), None if trump == "?" else trump,
                    {s: list(h) for s, h in hands.items()}))
        if trump == "?":
            trump = suit(card)
        hands[seat].remove(card)
        trick.append(card)
        seat = left(sp, seat)
        if len(trick) == sp.players:
            leader = seat = left(sp, leader, trick_winner(trick, trump, ranking))
            trick = []
    return out
