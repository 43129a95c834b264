"""An independent model of Bid Whist, written from RULES.md for the tests.

Nothing here asks the engine a rules question: card order, following suit, the
trick winner and the score are worked out from the rules text on card *codes*
(``"AS"``, ``"10H"``, ``"BJ"``). The builders at the end use the engine's public
API only to set up states and records that the tests then check against this
model.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

SEATS = ("N", "E", "S", "W")  # clockwise (BW-1.1)
SUIT_LETTERS = ("S", "H", "D", "C")
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
WORD_SUITS = {v: k for k, v in SUIT_WORDS.items()}
JOKERS = ("BJ", "LJ")

# High to low, straight from the rules text.
# BW-4.1
UPTOWN = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
# BW-4.2: the ace stays highest
DOWNTOWN = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
# V-ACE-LOW-DOWN
DOWNTOWN_ACE_LOW = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]

DECK52 = tuple(r + s for s in SUIT_LETTERS for r in UPTOWN)
DECK54 = (*DECK52, "BJ", "LJ")


def deck_codes(jokers: int = 2) -> tuple[str, ...]:
    return DECK52 + JOKERS[:jokers]


# ------------------------------------------------------------------ seats
def left(seat: str) -> str:
    return SEATS[(SEATS.index(seat) + 1) % 4]


def right(seat: str) -> str:
    return SEATS[(SEATS.index(seat) + 3) % 4]


def partner(seat: str) -> str:
    return SEATS[(SEATS.index(seat) + 2) % 4]


def pair(seat: str) -> str:
    return "NS" if seat in "NS" else "EW"


def other(pair_: str) -> str:
    return "EW" if pair_ == "NS" else "NS"


# ------------------------------------------------------------------ cards
def is_joker(code: str) -> bool:
    return code in JOKERS


def suit(code: str) -> str | None:
    """The printed suit letter, None for a joker."""
    return None if is_joker(code) else code[-1]


def rank(code: str) -> str:
    return code[:-1]


def order(direction: str, ace_low: bool = False) -> list[str]:
    if direction == "uptown":
        return UPTOWN
    return DOWNTOWN_ACE_LOW if ace_low else DOWNTOWN


def strength(code: str, direction: str, ace_low: bool = False) -> int:
    """Bigger is better, within a suit."""
    ranks = order(direction, ace_low)
    return len(ranks) - ranks.index(rank(code))


def counts_as(code: str, trump: str | None, deuce: bool = False) -> str | None:
    """The suit a card belongs to in play: a joker is a trump (BW-4.6), suitless at NT;
    with ``deuce`` (V-DEUCE-SPADES) 2♠ is a trump whenever there is a trump suit."""
    if deuce and trump is not None and code == "2S":
        return trump
    return trump if is_joker(code) else suit(code)


def suit_to_follow(trick: Sequence[str], trump: str | None, deuce: bool = False) -> str | None:
    """The led suit; a joker lead is a trump lead (BW-4.6); at no trump the first
    non-joker fixes the suit (BW-5.3)."""
    for code in trick:
        s = counts_as(code, trump, deuce)
        if s is not None:
            return s
    return None


def winner(trick: Sequence[str], trump: str | None, direction: str,
           ace_low: bool = False, deuce: bool = False) -> int:
    """Index of the card that wins a complete trick (BW-4.3, BW-4.5, BW-5.1, BW-5.3);
    with ``deuce`` 2♠ is the highest trump below the jokers (V-DEUCE-SPADES)."""
    assert len(trick) == 4
    if trump is not None:
        trumps = [i for i, c in enumerate(trick) if counts_as(c, trump, deuce) == trump]
        if trumps:
            def trump_key(i: int) -> int:
                c = trick[i]
                if c == "BJ":
                    return 1000
                if c == "LJ":
                    return 999
                if deuce and c == "2S":
                    return 998
                return strength(c, direction, ace_low)
            return max(trumps, key=trump_key)
    led = suit_to_follow(trick, trump, deuce)
    candidates = [i for i, c in enumerate(trick) if not is_joker(c) and suit(c) == led]
    return max(candidates, key=lambda i: strength(trick[i], direction, ace_low))


def legal(hand: Iterable[str], trick: Sequence[str], trump: str | None,
          nt_jokers: str = "hold", deuce: bool = False) -> set[str]:
    """The cards of ``hand`` that may be played now (BW-4.4, BW-4.6, BW-5.2, BW-5.3 and
    the no-trump joker variants)."""
    hand = list(hand)
    if not trick:
        return set(hand)
    led = suit_to_follow(trick, trump, deuce)
    if led is None:  # only jokers so far at no trump: any card
        return set(hand)
    same = [c for c in hand if counts_as(c, trump, deuce) == led]
    if trump is not None:
        return set(same or hand)
    jokers = [c for c in hand if is_joker(c)]
    if same:
        return set(same) | (set(jokers) if nt_jokers == "anytime" else set())
    if jokers and nt_jokers == "first_discard":
        return set(jokers)
    return set(hand)


def is_renege(card: str, hand: Iterable[str], trick: Sequence[str], trump: str | None,
              deuce: bool = False) -> bool:
    """A failure to follow suit: the player held the suit to follow and played another."""
    if not trick:
        return False
    led = suit_to_follow(trick, trump, deuce)
    if led is None:
        return False
    held = [c for c in hand if counts_as(c, trump, deuce) == led]
    return bool(held) and counts_as(card, trump, deuce) != led


# ------------------------------------------------------------------ bids
LADDER_KINDS = ("U", "D", "NT")


def bid_rank(code: str, downtown_beats_uptown: bool = False) -> tuple[int, int]:
    """Where a bid stands on the ladder (BW-3.3, V-DOWN-OVER-UP); equal ranks cannot
    overcall each other."""
    level, kind = int(code[0]), code[1:]
    step = {"U": 0, "D": 1 if downtown_beats_uptown else 0, "NT": 2}[kind]
    return (level, step)


def all_bids(min_bid: int = 3) -> list[str]:
    return [f"{n}{k}" for n in range(min_bid, 8) for k in LADDER_KINDS]


def legal_calls(calls: Sequence[str], min_bid: int = 3, dub: bool = False) -> set[str]:
    """Calls the next player may make after ``calls`` (BW-2.4, BW-2.5, BW-3.1, BW-3.3)."""
    if len(calls) >= 4:
        return set()
    bids = [c for c in calls if c != "pass"]
    high = max((bid_rank(b, dub) for b in bids), default=None)
    out = {b for b in all_bids(min_bid) if high is None or bid_rank(b, dub) > high}
    if not (len(calls) == 3 and not bids):
        out.add("pass")
    return out


def auction_winner(calls: Sequence[str], dealer: str, dub: bool = False) -> tuple[str, str]:
    seat, best = left(dealer), None
    for c in calls:
        if c != "pass" and (best is None or bid_rank(c, dub) > bid_rank(best[1], dub)):
            best = (seat, c)
        seat = left(seat)
    assert best is not None
    return best


# ------------------------------------------------------------------ scoring
def hand_score(level: int, no_trump: bool, books: int, boston_bonus: bool = False) -> int:
    """BW-6.2 – BW-6.4: made scores every book over six, set loses the bid; NT doubles.
    V-BOSTON-BONUS: a made 7 is worth four times 7 (28; doubled at no trump)."""
    factor = 2 if no_trump else 1
    if books >= level + 6:
        return (28 if level == 7 and boston_bonus is True else books - 6) * factor
    return -level * factor


def hand_change(level: int, no_trump: bool, declarers: str, books: dict[str, int],
                rules: dict) -> dict[str, int]:
    """The score change of a complete hand for both pairs, every scoring switch applied:
    BW-6.2–6.5, V-BOSTON-BONUS, V-BACK-DOOR (a set pair's lost bid goes to the
    opponents), V-DEFENDERS-SCORE (defenders score books over six, 2 each at no trump)."""
    defenders = other(declarers)
    points = hand_score(level, no_trump, books[declarers], rules.get("boston_bonus") is True)
    out = {declarers: points, defenders: 0}
    if rules.get("back_door") and points < 0:
        out = {declarers: 0, defenders: -points}
    if rules.get("defenders_score") and books[defenders] > 6:
        out[defenders] += (books[defenders] - 6) * (2 if no_trump else 1)
    return {"NS": out["NS"], "EW": out["EW"]}


def game_winner(changes: Sequence[tuple], rules: dict) -> str | None:
    """The pair that has won after these hands, each (declarers, score change, made,
    level): +target or more wins, -target or less loses (BW-7.1, V-TARGET); with
    ``three_sets_lose`` a pair set for the third time (``"two"``: the second time, seed
    002's "two sets lose") loses at once (V-TWO-SETS); with ``boston_bonus="game"`` a
    7 bid puts the game at stake: made wins it, set loses it (V-BOSTON-BONUS)."""
    target = rules.get("target", 7)
    sets_lose = {True: 3, "two": 2}.get(rules.get("three_sets_lose", False))
    totals = {"NS": 0, "EW": 0}
    sets = {"NS": 0, "EW": 0}
    for declarers, change, made, level, *_ in changes:
        for p in totals:
            totals[p] += change[p]
        if not made:
            sets[declarers] += 1
        if rules.get("boston_bonus") == "game" and level == 7:
            return declarers if made else other(declarers)
        for p in ("NS", "EW"):
            if totals[p] >= target or totals[other(p)] <= -target:
                return p
            if sets_lose and sets[other(p)] >= sets_lose:
                return p
    return None


def game_wins(changes: Sequence[tuple], rules: dict) -> int:
    """How many wins the game counts for: 0 while it goes on; 2 under
    ``boston_bonus="two_wins"`` when the winners took all 13 books on the last hand
    (V-BOSTON-BONUS: a game won by a Boston counts as two), else 1. Each change is
    (declarers, score change, made, level, books of the declarers)."""
    won = game_winner(changes, rules)
    if won is None:
        return 0
    declarers, _, _, _, books = changes[-1]
    return 2 if rules.get("boston_bonus") == "two_wins" and declarers == won and books == 13 \
        else 1


def after_claims(books: dict[str, int], claims: Iterable[str],
                 wrong: Iterable[bool] = ()) -> dict[str, int]:
    """BW-6.6, one claim at a time: three books pass from the reneging pair to the
    claimants, or all 13 if the reneging pair has fewer than three. ``claims`` lists
    the claiming pair of each claim, in order; ``wrong`` marks claims naming a trick
    without a renege by the other pair (V-RENEGE-CLAIM: three books, or all the
    claimants have if fewer, pass from the claimants to the other pair)."""
    books = dict(books)
    claims = list(claims)
    wrong = list(wrong) or [False] * len(claims)
    for by, bad in zip(claims, wrong, strict=True):
        off = other(by)
        if bad:
            lost = min(3, books[by])
            books[by] -= lost
            books[off] += lost
            continue
        if books[off] < 3:
            books[off], books[by] = 0, 13
        else:
            books[off] -= 3
            books[by] += 3
    return books


# ------------------------------------------------------------------ designs
def nt_block_record(dealer: str, level: int, direction: str, books: int,
                    rules: dict | None = None) -> dict:
    """A complete no-trump hand in which the declaring pair takes exactly ``books`` (1..13).

    The declarer (left of the dealer, first to speak) holds twelve spades, the next
    seat hearts, the partner diamonds, the dealer clubs; the kitty is the four twos
    and both jokers. The declarer cashes ``books - 1`` spades, then leads 2H to the
    heart hand, which runs its hearts. Ace high in both directions.
    """
    assert 1 <= books <= 13
    d = left(dealer)
    lft, p, r = left(d), partner(d), right(d)
    no2 = [x for x in UPTOWN if x != "2"]
    hands = {d: [x + "S" for x in no2], lft: [x + "H" for x in no2],
             p: [x + "D" for x in no2], r: [x + "C" for x in no2]}
    kitty = ["2S", "2H", "2D", "2C", "BJ", "LJ"]
    bids = [f"{level}NT", "pass", "pass", "pass"]
    if books == 13:
        discard = list(kitty)
        lead = list(hands[d])
        plays = []
        for i, card in enumerate(lead):
            plays += [card, hands[lft][-1 - i], hands[p][-1 - i], hands[r][-1 - i]]
        return _record(dealer, hands, kitty, bids, direction, discard, plays, rules)
    x = books - 1
    discard = ["2S", "2D", "2C", "BJ", "LJ", "3S"]
    spades = [c for c in hands[d] if c != "3S"]          # AS .. 4S
    hearts = [c for c in hands[lft] if c != "AH"][::-1]  # 3H upwards, AH kept
    plays: list[str] = []
    sloughs = {p: hands[p][::-1], r: hands[r][::-1]}
    for _ in range(x):
        plays += [spades.pop(0), hearts.pop(0), sloughs[p].pop(0), sloughs[r].pop(0)]
    plays += ["2H", "AH", sloughs[p].pop(0), sloughs[r].pop(0)]
    while hearts:  # the heart hand leads; the others play after it, clockwise
        plays += [hearts.pop(), sloughs[p].pop(0), sloughs[r].pop(0), spades.pop(0)]
    return _record(dealer, hands, kitty, bids, direction, discard, plays, rules)


def trump_design_record(dealer: str, level: int, kind: str, books: int,
                        rules: dict | None = None, extra: dict | None = None,
                        renege_trick: int | None = None) -> dict:
    """A complete hand with spades trump in which the declaring pair takes exactly
    ``books`` (9..13); ``kind`` is ``"U"`` or ``"D"`` (ace high).

    The declarer holds the top eight spades and the bottom four hearts, the seat on
    the left the bottom four spades and the top eight hearts; partner diamonds,
    the dealer clubs; the kitty is the four twos and both jokers. The declarer
    keeps ``13 - books`` hearts and loses one trick with each, then trumps.
    With ``renege_trick`` (a trick the declarer leads with a trump, and wins anyway)
    the seat on the declarer's left plays a heart there while holding spades: a
    renege (allowed only with ``allow_renege``).
    """
    assert 9 <= books <= 13
    direction = "uptown" if kind == "U" else "downtown"
    ranks = [x for x in order(direction) if x != "2"]  # high to low, twos in the kitty
    d = left(dealer)
    lft, p, r = left(d), partner(d), right(d)
    hands = {d: [x + "S" for x in ranks[:8]] + [x + "H" for x in ranks[8:]],
             lft: [x + "S" for x in ranks[8:]] + [x + "H" for x in ranks[:8]],
             p: [x + "D" for x in ranks], r: [x + "C" for x in ranks]}
    kitty = ["2S", "2H", "2D", "2C", "BJ", "LJ"]
    h = 13 - books
    low_hearts = [x + "H" for x in ranks[8:]][::-1]  # weakest first
    kept_hearts = low_hearts[:h]
    trumps = ["BJ", "LJ", *[x + "S" for x in ranks[:8]], "2S"]  # strongest first
    kept = kept_hearts + trumps[: 12 - h]
    if len(kept) < 12:
        kept.append("2D")  # books == 13: a diamond for partner's ace to win at the end
    full = hands[d] + kitty
    discard = [c for c in full if c not in kept]
    assert len(discard) == 6, discard
    state = {s: list(hands[s]) for s in SEATS}
    state[d] = list(kept)
    plays: list[str] = []
    leader = d
    for number in range(1, 13):
        trick: list[str] = []
        seat = leader
        for _ in range(4):
            card = _design_choice(seat, d, lft, state[seat], trick, direction)
            if number == renege_trick and seat == lft:
                assert trick and counts_as(trick[0], "S") == "S" and suit(card) == "S"
                card = next(c for c in state[seat] if suit(c) == "H")
            state[seat].remove(card)
            trick.append(card)
            seat = left(seat)
        leader = [leader, left(leader), partner(leader), right(leader)][
            winner(trick, "S", direction)]
        plays += trick
    return _record(dealer, hands, kitty, [f"{level}{kind}", "pass", "pass", "pass"],
                   "spades", discard, plays, rules, extra)


def _design_choice(seat: str, d: str, lft: str, hand: list[str], trick: list[str],
                   direction: str) -> str:
    ok = sorted(legal(hand, trick, "S"), key=lambda c: _power(c, direction))
    if seat == d:
        if not trick:
            hearts = [c for c in ok if suit(c) == "H"]
            trumps = [c for c in ok if counts_as(c, "S") == "S"]
            return hearts[0] if hearts else (trumps[-1] if trumps else ok[0])
        led = suit_to_follow(trick, "S")
        if led == "H" and not any(suit(c) == "H" for c in hand):
            return next(c for c in ok if counts_as(c, "S") == "S")  # trump the heart
        return ok[0]
    if seat == lft:
        if not trick:
            hearts = [c for c in ok if suit(c) == "H"]
            return hearts[-1] if hearts else ok[-1]
        return ok[-1] if any(counts_as(c, "S") == suit_to_follow(trick, "S") for c in ok) \
            else ok[0]
    return ok[-1]  # partner and dealer hold one suit each: play the strongest


def _power(code: str, direction: str) -> int:
    if code == "BJ":
        return 1000
    if code == "LJ":
        return 999
    return strength(code, direction) + (100 if suit(code) == "S" else 0)


def _record(dealer, hands, kitty, bids, declare, discard, plays, rules=None, extra=None) -> dict:
    rec = dict(extra or {})
    rec.update({"game": "bid-whist", "rules": dict(rules or {}), "dealer": dealer,
                "hands": {s: list(hands[s]) for s in SEATS}, "kitty": list(kitty),
                "bids": list(bids), "declare": declare, "discard": list(discard),
                "play": list(plays)})
    return rec


def tricks_of(record: dict) -> list[tuple[str, list[str], str]]:
    """(leader, cards, winner) of every complete trick of a record, by this model."""
    rules = record.get("rules") or {}
    dealer = record["dealer"]
    bids = record["bids"]
    declarer, bid = auction_winner(bids, dealer, rules.get("downtown_beats_uptown", False))
    declare = record["declare"]
    if bid.endswith("NT"):
        trump, direction = None, declare
    else:
        trump = WORD_SUITS[declare]
        direction = "uptown" if bid.endswith("U") else "downtown"
    ace_low = rules.get("ace_low_downtown", False)
    leader = left(dealer) if rules.get("first_lead") == "left_of_dealer" else declarer
    out = []
    plays = record.get("play") or []
    for k in range(len(plays) // 4):
        cards = [p.upper().replace("T", "10") for p in plays[4 * k: 4 * k + 4]]
        w = [leader, left(leader), partner(leader), right(leader)][
            winner(cards, trump, direction, ace_low)]
        out.append((leader, cards, w))
        leader = w
    return out


def books_of(record: dict) -> dict[str, int]:
    """Books of a complete record by this model: tricks won plus the kitty book."""
    rules = record.get("rules") or {}
    declarer, _ = auction_winner(record["bids"], record["dealer"],
                                 rules.get("downtown_beats_uptown", False))
    books = {"NS": 0, "EW": 0}
    books[pair(declarer)] += 1
    for _, _, w in tricks_of(record):
        books[pair(w)] += 1
    return books


# ------------------------------------------------------------------ builders (engine API)
def fill_hands(jokers: int = 2, kitty: str = "", **given: str) -> tuple[dict[str, list[str]],
                                                                        list[str]]:
    """Hands that *start* with the given cards (``N="AS KS"``); the rest of each hand,
    then the kitty, are filled from the unused cards in the order spades, hearts,
    diamonds, clubs, high to low. Unnamed jokers go to the kitty first. Tests assert
    whatever voids they rely on."""
    want = {s: given.get(s, "").split() for s in SEATS}
    want_kitty = kitty.split()
    used = {c for cs in want.values() for c in cs} | set(want_kitty)
    spare = [c for c in deck_codes(jokers) if c not in used]
    for j in [c for c in spare if is_joker(c)]:
        spare.remove(j)
        want_kitty.insert(0, j)
    for s in SEATS:
        while len(want[s]) < 12:
            want[s].append(spare.pop(0))
    while len(want_kitty) < 4 + jokers:
        want_kitty.append(spare.pop(0))
    assert not spare and all(len(want[s]) == 12 for s in SEATS), (want, want_kitty)
    assert len(want_kitty) == 4 + jokers
    return want, want_kitty


def state_from(hands: dict[str, list[str]], kitty: list[str], dealer: str, rules=None):
    """A freshly dealt engine state with exactly these hands and kitty."""
    from whist_core.bid_whist import BidWhistRules, Deal, FamilyState
    from whist_core.cards import cards
    from whist_core.family.systems.house import house

    rules = rules or BidWhistRules()
    dealt = Deal.of(SEATS, dealer, {s: cards(hands[s]) for s in SEATS}, cards(kitty))
    return FamilyState.from_deal(house(rules), dealt)


def start_play(declarer: str = "N", bid: str = "4U", declare: str = "spades",
               discard: str | None = None, rules=None, jokers: int | None = None,
               kitty: str = "", **given: str):
    """A state at the first lead: ``declarer`` (first to speak) won with ``bid``, named
    ``declare`` and laid away ``discard`` (the kitty itself by default, so every hand
    is exactly as given)."""
    from whist_core.bid_whist import BidWhistRules

    rules = rules or BidWhistRules()
    hands, kit = fill_hands(rules.jokers if jokers is None else jokers, kitty, **given)
    state = state_from(hands, kit, right(declarer), rules)
    for call in (bid, "pass", "pass", "pass"):
        state = state.call(call)
    state = state.declare(declare)
    return state.lay_away(discard.split() if discard else kit)


def play_all(state, codes_: str):
    for c in codes_.split():
        state = state.play(c)
    return state


def hand_codes(state, seat: str) -> list[str]:
    return [c.code for c in state.hand(seat)]


def snapshot(state) -> tuple:
    """Everything a player or a record can see of a state."""
    from whist_core.family.ranking import ranking_at

    return (state.phase, state.to_act, tuple(b.code for b in state.bids), state.contract,
            tuple(tuple(c.code for c in state.hand(s)) for s in SEATS), state.discard,
            state.tricks, state.trick, state.claims, dict(state.books), ranking_at(state))


def contract_of(record: dict) -> tuple[str, str, str | None, str]:
    """(declarer, bid, trump letter or None, direction) of a record, by this model."""
    rules = record.get("rules") or {}
    declarer, bid = auction_winner(record["bids"], record["dealer"],
                                   rules.get("downtown_beats_uptown", False))
    if bid.endswith("NT"):
        return declarer, bid, None, record["declare"]
    return declarer, bid, WORD_SUITS[record["declare"]], (
        "uptown" if bid.endswith("U") else "downtown")


def autoplay_record(record: dict, script: Sequence[str] = (), choose=None) -> dict:
    """``record`` (dealt, bid, declared, discarded) played out: first the ``script``
    cards, then for each seat ``choose(seat, hand, legal_cards, trick)`` (by default the
    weakest legal card in hand order). Play follows this model, not the engine."""
    rules = record.get("rules") or {}
    declarer, _, trump, direction = contract_of(record)
    ace_low = rules.get("ace_low_downtown", False)
    hands = {s: list(record["hands"][s]) for s in SEATS}
    hands[declarer] += list(record["kitty"])
    for c in record["discard"]:
        hands[declarer].remove(c)
    leader = left(record["dealer"]) if rules.get("first_lead") == "left_of_dealer" \
        else declarer
    script = list(script)
    plays: list[str] = []
    for _ in range(12):
        trick: list[str] = []
        seat = leader
        for _ in range(4):
            ok = legal(hands[seat], trick, trump, rules.get("nt_jokers", "hold"))
            if script:
                card = script.pop(0)
            elif choose is not None:
                card = choose(seat, list(hands[seat]), ok, list(trick))
            else:
                card = min(ok, key=lambda c: (counts_as(c, trump) == trump,
                                              0 if is_joker(c) else strength(c, direction,
                                                                             ace_low),
                                              hands[seat].index(c)))
            hands[seat].remove(card)
            trick.append(card)
            seat = left(seat)
        seats = [leader, left(leader), partner(leader), right(leader)]
        leader = seats[winner(trick, trump, direction, ace_low)]
        plays += trick
    out = dict(record)
    out["play"] = plays
    return out


# ------------------------------------------------------------------ random records (model only)
SWITCH_VALUES: dict[str, tuple] = {
    "min_bid": (3, 4), "downtown_beats_uptown": (False, True),
    "ace_low_downtown": (False, True), "first_lead": ("declarer", "left_of_dealer"),
    "nt_jokers": ("hold", "anytime", "first_discard", "kitty"), "allow_renege": (False, True),
    "target": (7, 5, 9), "jokers": (2, 1, 0), "defenders_score": (False, True),
    "deuce_spades": (False, True), "sport_kitty": (False, True),
    "boston_bonus": (False, True, "game", "two_wins"), "back_door": (False, True),
    "three_sets_lose": (False, True, "two"), "wrong_claim_costs": (False, True),
    "joker_names": ("big/little", "red/black"),
}


def random_rules(rng, offered: dict | None = None, **fixed) -> dict:
    """A random value for every switch (RULES.md Part B, HAND_RECORDS.md names) among
    the values ``offered`` (key -> values; all this model knows by default);
    ``nt_jokers="kitty"`` is left out (its replacement draws are not modelled here)."""
    offered = offered or SWITCH_VALUES
    out = {k: rng.choice([v for v in vals if v != "kitty" and v in offered.get(k, vals)])
           for k, vals in SWITCH_VALUES.items()}
    out.update(fixed)
    return out


def random_hand(rng, rules: dict, dealer: str | None = None, claims: bool = True) -> dict:
    """A random complete Bid Whist record under ``rules``, played by this model: legal
    calls, a declaration, a discard, legal cards (and, with ``allow_renege``, sometimes
    a renege), then renege claims — right ones, and with ``wrong_claim_costs`` a wrong
    one. The record's ``_wrong`` key lists which claims are wrong (drop it before use)."""
    jokers = rules.get("jokers", 2)
    deck = list(deck_codes(jokers))
    rng.shuffle(deck)
    dealer = dealer or rng.choice(SEATS)
    hands = {s: deck[12 * i: 12 * i + 12] for i, s in enumerate(SEATS)}
    kitty = deck[48:]
    dub = rules.get("downtown_beats_uptown", False)
    calls: list[str] = []
    while len(calls) < 4:
        ok = sorted(legal_calls(calls, rules.get("min_bid", 3), dub))
        bids = [c for c in ok if c != "pass"]
        calls.append("pass" if not bids or ("pass" in ok and rng.random() < 0.6)
                     else rng.choice(bids[:4]))
    declarer, bid = auction_winner(calls, dealer, dub)
    if bid.endswith("NT"):
        declare = rng.choice(["uptown", "downtown"])
        trump, direction = None, declare
    else:
        declare = rng.choice(list(WORD_SUITS))
        trump, direction = WORD_SUITS[declare], ("uptown" if bid.endswith("U") else "downtown")
    held = hands[declarer] + kitty
    discard = rng.sample(held, len(kitty))
    ace_low = rules.get("ace_low_downtown", False)
    deuce = rules.get("deuce_spades", False)
    nt = rules.get("nt_jokers", "hold")
    now = {s: list(hands[s]) for s in SEATS}
    now[declarer] = [c for c in held if c not in discard]
    leader = left(dealer) if rules.get("first_lead") == "left_of_dealer" else declarer
    plays: list[str] = []
    reneges: list[tuple[int, str]] = []  # (trick number, reneging pair)
    for number in range(1, 13):
        trick: list[str] = []
        seat = leader
        for _ in range(4):
            ok = sorted(legal(now[seat], trick, trump, nt, deuce))
            bad = [c for c in now[seat]
                   if c not in ok and is_renege(c, now[seat], trick, trump, deuce)]
            if rules.get("allow_renege") and bad and rng.random() < 0.15:
                card = rng.choice(bad)
                reneges.append((number, pair(seat)))
            else:
                card = rng.choice(ok)
            now[seat].remove(card)
            trick.append(card)
            seat = left(seat)
        leader = [leader, left(leader), partner(leader), right(leader)][
            winner(trick, trump, direction, ace_low, deuce)]
        plays += trick
    rec = {"game": "bid-whist", "rules": {k: v for k, v in rules.items()
                                         if v != SWITCH_VALUES[k][0]},
           "dealer": dealer, "hands": hands, "kitty": kitty, "bids": calls,
           "declare": declare, "discard": discard, "play": plays}
    made_claims: list[dict] = []
    if claims:
        seen = set()
        for number, offenders in reneges:
            if (number, offenders) not in seen and rng.random() < 0.7:
                seen.add((number, offenders))
                made_claims.append({"by": other(offenders), "trick": number})
        if rules.get("wrong_claim_costs") and rng.random() < 0.5:
            by = rng.choice(["NS", "EW"])
            clean = [n for n in range(1, 13) if (n, other(by)) not in set(reneges)]
            made_claims.insert(rng.randrange(len(made_claims) + 1),
                               {"by": by, "trick": rng.choice(clean)})
    if made_claims:
        rec["renege_claims"] = made_claims
        rec["_wrong"] = [not any(n == c["trick"] and off == other(c["by"])
                                 for n, off in reneges) for c in made_claims]
    return rec


def result_of(record: dict) -> dict:
    """Trick winners, books, made and score change of a complete record, by this model."""
    rules = record.get("rules") or {}
    deuce = rules.get("deuce_spades", False)
    declarer, bid, trump, direction = contract_of(record)
    ace_low = rules.get("ace_low_downtown", False)
    leader = left(record["dealer"]) if rules.get("first_lead") == "left_of_dealer" \
        else declarer
    tricks = []
    books = {"NS": 0, "EW": 0}
    books[pair(declarer)] += 1  # the kitty book (BW-3.6)
    plays = record["play"]
    for k in range(12):
        cards = plays[4 * k: 4 * k + 4]
        w = [leader, left(leader), partner(leader), right(leader)][
            winner(cards, trump, direction, ace_low, deuce)]
        tricks.append((leader, list(cards), w))
        books[pair(w)] += 1
        leader = w
    claims = record.get("renege_claims") or []
    books = after_claims(books, [c["by"] for c in claims], record.get("_wrong") or [])
    level = int(bid[0])
    got = books[pair(declarer)]
    return {"tricks": tricks, "books": books, "made": got >= level + 6,
            "score": hand_change(level, trump is None, pair(declarer), books, rules),
            "declarers": pair(declarer), "level": level}
