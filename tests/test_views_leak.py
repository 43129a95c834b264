"""No seat ever reads or sees a card it cannot know (DESIGN.md "Information").

For every example record in ``notebooks/records/`` (the ``sys_*.json`` ones too, as they
appear), every seat and every step, the words, the picture and the panel a learner
following that seat is shown — and that seat's legal actions — may name only cards the
seat has seen. What a seat has seen is worked out here from the full states, apart from
the view code under test: its own cards (ever held), every card played, the face-up
prizes and kitty, and the discard for the declarer. Words that tell what another player
holds ("while holding spades") are refused too.
"""

from __future__ import annotations

import html
import re
from functools import cache
from pathlib import Path

import pytest

from whist_core import records
from whist_core.cards import Card, deck
from whist_core.family.systems.house import declared

RECORDS = Path(__file__).resolve().parent.parent / "notebooks" / "records"
SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West", "A": "A", "B": "B"}

_RANK = r"(?:10|[2-9AKQJ])"
_PRETTY = re.compile(rf"(?<![\w♠♥♦♣]){_RANK}[♠♥♦♣]")
_CODE = re.compile(rf"(?<![\w-]){_RANK}[SHDC](?![\w-])")
_DATA_CARD = re.compile(r'data-card="([^"]+)"')
_JOKER_WORDS = re.compile(r"\b(big|little|red|black) joker\b", re.I)
_NAME = re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace) "
                   r"of (spades|hearts|diamonds|clubs)\b", re.I)
_RANK_WORD = {"two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
              "eight": "8", "nine": "9", "ten": "10", "jack": "J", "queen": "Q", "king": "K",
              "ace": "A"}


def record_paths() -> list[Path]:
    return sorted(RECORDS.glob("*.json"))


def cards_named(text: str) -> set[Card]:
    """Every card ``text`` names: 10♥, 10H, ten of hearts, big joker, data-card="BJ"."""
    text = html.unescape(text)
    found = {Card.parse(m.group(0)) for m in _PRETTY.finditer(text)}
    found |= {Card.parse(m.group(0)) for m in _CODE.finditer(text)}
    found |= {Card.parse(c) for c in _DATA_CARD.findall(text)}
    for m in _NAME.finditer(text):
        found.add(Card.parse(_RANK_WORD[m.group(1).lower()] + m.group(2)[0]))
    for m in _JOKER_WORDS.finditer(text):
        found.add(Card.parse("BJ" if m.group(1).lower() in ("big", "red") else "LJ"))
    return found


def hand_claims(text: str, seat: str, seats: tuple[str, ...], renege_allowed: bool) -> list[str]:
    """Sentences that tell what another seat holds (or lacks) — never known to ``seat``."""
    out = []
    for sentence in re.split(r"(?<=[.!?])\s+", html.unescape(text)):
        for other in seats:
            if other == seat:
                continue
            name = SEAT_NAMES.get(other, other)
            if not re.search(rf"\b{name}\b", sentence):
                continue
            holds = re.search(r"\b(holding|holds|has no)\b(?! \d+ cards?\b)", sentence)
            # with reneges allowed, "cannot follow" is not known to the other players
            blind = renege_allowed and re.search(r"\bcannot follow\b", sentence)
            if holds or blind:
                out.append(sentence)
    return out


# ------------------------------------------------------------------ what a seat has seen
def bw_seen(states: list, i: int, seat: str) -> set[Card]:
    """Cards ``seat`` has seen by step ``i`` of a Bid Whist hand (from the full states)."""
    seen: set[Card] = set()
    for s in states[: i + 1]:
        seen |= set(s.hand(seat))
    now = states[i]
    for t in now.tricks:
        seen |= {c for _, c in t.plays}
    if now.trick is not None:
        seen |= {c for _, c in now.trick.plays}
    c = now.contract
    if c is not None:
        if declared(c) and c.declarer == seat:
            seen |= set(now.kitty)
        if now.rules.sport_kitty and not c.no_trump:
            seen |= set(now.kitty)          # V-SPORT-KITTY: turned up for all
    return seen


def gw_seen(states: list, i: int, player: str) -> set[Card]:
    """Cards ``player`` has seen by step ``i`` of a German Whist game."""
    seen: set[Card] = set()
    for s in states[: i + 1]:
        seen |= set(s.hand(player))
        if s.prize is not None:
            seen.add(s.prize)                # the face-up prize (GW-4.1)
    now = states[i]
    for t in now.tricks:
        seen |= {c for _, c in t.cards}
        if t.prize is not None:
            seen.add(t.prize)
    seen |= {c for _, c in now.current}
    return seen


@cache
def replayed(path: Path) -> tuple[dict, list]:
    record = records.load(path)
    return record, records.replay(record)


def _game(path: Path) -> str:
    return replayed(path)[0].get("game", "bid-whist")


BW_RECORDS = [p for p in record_paths() if _game(p) == "bid-whist"]
GW_RECORDS = [p for p in record_paths() if _game(p) == "german-whist"]
SYS_RECORDS = [p for p in record_paths() if _game(p) not in ("bid-whist", "german-whist")]


def family_seen(states: list, i: int, seat: str) -> set[Card]:
    """Cards ``seat`` has seen by step ``i`` of a family system's hand (Part E)."""
    seen: set[Card] = set()
    for s in states[: i + 1]:
        seen |= set(s.hand(seat))
    now = states[i]
    seen |= {c for t in now.tricks for _, c in t.plays}
    c = now.contract
    if c is not None and c.declarer == seat and (now.discard is not None
                                                 or now.phase == "discard"):
        seen |= set(now.kitty) | set(now.discard or ())
    return seen


@pytest.mark.parametrize("path", SYS_RECORDS, ids=lambda p: p.stem)
def test_family_seat_sees_only_its_cards(path: Path) -> None:
    from whist_core import narrate
    from widgets import HandReplay

    record, states = replayed(path)
    seats = states[0].seats
    problems: list[str] = []
    for seat in seats:
        replay = HandReplay(record, show=seat)
        for i, state in enumerate(states):
            seen = family_seen(states, i, seat)
            frame = replay.frame(i)
            view = state.view(seat)
            words = narrate.step(view) + " " + narrate.hint(view)
            for part, text in (("words", frame.message), ("picture", frame.picture),
                               ("panel", frame.panel), ("view words", words),
                               ("view picture", _view_picture(view))):
                problems += _check(f"{seat} step {i + 1} {part}", text, seen, seat, seats)
            legal = {a for a in view.legal if isinstance(a, Card)}
            if legal - seen:
                problems.append(f"{seat} step {i + 1}: legal actions name hidden cards")
    assert not problems, "\n".join(problems[:20])


_LABELS = re.compile(r'(?:data-card|aria-label)="([^"]*)"|<title>([^<]*)</title>|'
                     r'<figcaption>([^<]*)</figcaption>')


def picture_words(svg: str) -> str:
    """What a picture says of cards: its card labels (``data-card``), accessible names and
    captions — the only places an SVG names a card."""
    return " | ".join(a or b or c for a, b, c in _LABELS.findall(svg))


def _check(where: str, text: str, seen: set[Card], seat: str, seats: tuple[str, ...],
           renege_allowed: bool = False) -> list[str]:
    problems = []
    picture = "<svg" in text
    if picture:                     # a picture (or a panel holding pictures)
        text = picture_words(text) + " " + re.sub(r"<svg.*?</svg>", " ", text, flags=re.S)
    hidden = cards_named(text) - seen
    if hidden:
        problems.append(f"{where}: names {' '.join(sorted(c.code for c in hidden))}")
    for claim in () if picture else hand_claims(text, seat, seats, renege_allowed):
        problems.append(f"{where}: tells what another player holds: {claim!r}")
    return problems


@pytest.mark.rule("BW-9.7")
@pytest.mark.parametrize("path", BW_RECORDS, ids=lambda p: p.stem)
@pytest.mark.parametrize("seat", ["N", "E", "S", "W"])
def test_bid_whist_seat_sees_only_its_cards(path: Path, seat: str) -> None:
    from widgets import AuctionStepper, HandReplay, TableView

    record, states = replayed(path)
    seats = ("N", "E", "S", "W")
    allow = states[0].rules.allow_renege
    replay = HandReplay(record, show=seat)
    problems: list[str] = []
    for i, state in enumerate(states):
        seen = bw_seen(states, i, seat)
        frame = replay.frame(i)
        for part, text in (("words", frame.message), ("picture", frame.picture),
                           ("panel", frame.panel)):
            problems += _check(f"step {i + 1} {part}", text, seen, seat, seats, allow)
        view = state.view(seat)
        legal_cards = {a for a in view.legal if isinstance(a, Card)}
        if legal_cards - seen:
            problems.append(f"step {i + 1}: legal actions name "
                            f"{sorted(c.code for c in legal_cards - seen)}")
        problems += _check(f"step {i + 1} view picture", _view_picture(view), seen, seat, seats)
        problems += _check(f"step {i + 1} view words", _view_words(view), seen, seat, seats,
                           allow)
        if i in (0, len(states) - 1):
            problems += _check(f"step {i + 1} table view", TableView(state, show=seat).draw(),
                               seen, seat, seats)
    auction = AuctionStepper(record, show=seat)
    for i in range(auction.n):
        seen = bw_seen(states, i, seat)   # the auction steps are the first steps
        frame = auction.frame(i)
        problems += _check(f"auction step {i + 1}", frame.message + frame.picture, seen, seat,
                           seats)
    assert not problems, "\n".join(problems[:20])


@pytest.mark.rule("BW-2.2")
@pytest.mark.parametrize("path", [p for p in BW_RECORDS if "trace" in replayed(p)[0]][:3],
                         ids=lambda p: p.stem)
@pytest.mark.parametrize("seat", ["N", "E", "S", "W"])
def test_deal_stepper_shows_only_dealt_cards(path: Path, seat: str) -> None:
    from widgets import DealStepper

    stepper = DealStepper(replayed(path)[0], show=seat)
    trace = stepper.deal.steps(("N", "E", "S", "W"))
    problems: list[str] = []
    for k in range(stepper.n):
        seen = {t.card for t in trace[: k + 1] if t.to == seat}
        frame = stepper.frame(k)
        problems += _check(f"deal card {k + 1}", frame.message + frame.picture + frame.panel,
                           seen, seat, ("N", "E", "S", "W"))
    assert not problems, "\n".join(problems[:20])


@pytest.mark.rule("GW-4.1")
@pytest.mark.parametrize("path", GW_RECORDS, ids=lambda p: p.stem)
@pytest.mark.parametrize("player", ["A", "B"])
def test_german_player_sees_only_its_cards(path: Path, player: str) -> None:
    from widgets import GermanWhistReplay

    record, states = replayed(path)
    replay = GermanWhistReplay(record, show=player)
    problems: list[str] = []
    for i, state in enumerate(states):
        seen = gw_seen(states, i, player)
        frame = replay.frame(i)
        for part, text in (("words", frame.message), ("picture", frame.picture),
                           ("panel", frame.panel)):
            problems += _check(f"step {i + 1} {part}", text, seen, player, ("A", "B"))
        view = state.view(player)
        if set(view.legal) - seen:
            problems.append(f"step {i + 1}: legal cards name hidden cards")
        problems += _check(f"step {i + 1} view picture", _view_picture(view), seen, player,
                           ("A", "B"))
        problems += _check(f"step {i + 1} view words", _view_words(view), seen, player,
                           ("A", "B"))
    assert not problems, "\n".join(problems[:20])


@pytest.mark.rule("GW-2.2")
@pytest.mark.parametrize("player", ["A", "B"])
def test_german_deal_stepper_shows_only_dealt_cards(player: str) -> None:
    from widgets import GermanDealStepper

    stepper = GermanDealStepper(seed=7, dealer="B", show=player)
    trace = stepper.deal.trace
    problems: list[str] = []
    for k in range(stepper.n):
        seen = {c for c, to in trace[: min(k, 26)] if to == player}
        if k == stepper.n - 1:
            seen.add(stepper.state.prize)                       # turned up for both
        frame = stepper.frame(k)
        problems += _check(f"deal step {k + 1}", frame.message + frame.picture + frame.panel,
                           seen, player, ("A", "B"))
    assert not problems, "\n".join(problems[:20])


def _view_picture(view) -> str:
    from whist_core import pictures

    return pictures.draw(view)


def _view_words(view) -> str:
    from whist_core import narrate

    return narrate.step(view) + " " + narrate.hint(view)


# ------------------------------------------------------------------ the test can fail
def test_the_checks_catch_a_leak() -> None:
    """The checks above are not empty: a hidden card, a code, or a word about another
    player's hand is caught."""
    seen = set(Card.parse(c) for c in ("AS", "KS"))
    assert cards_named("North leads A♠.") <= seen
    assert Card.parse("2H") in cards_named("South holds 2♥")
    assert Card.parse("7C") in cards_named("7C does not follow")
    assert Card.parse("BJ") in cards_named("<g data-card=\"BJ\">")
    assert Card.parse("10D") in cards_named("aria-label=\"ten of diamonds\"")
    svg = '<svg aria-label="Trick: N led 9♣"><g data-card="QS"></g><text>x</text></svg>'
    assert {Card.parse("9C"), Card.parse("QS")} <= cards_named(picture_words(svg))
    assert _check("p", svg, seen, "N", ("N", "E", "S", "W"))
    assert hand_claims("East plays 5♦ without following spades while holding spades.", "N",
                       ("N", "E", "S", "W"), True)
    assert not hand_claims("You hold 2♥.", "N", ("N", "E", "S", "W"), True)
    assert len(deck(2)) == 54
