"""Steppers: a :class:`~widgets.cursor.Cursor` over a list of engine states.

A stepper is built from a hand record (a path, JSON text or dict), a state, or a
list of states; the engine replays the record once, and every step's picture,
message and panel are drawn once, on first visit, then reused. A click changes
only the parts that differ; once the learner is stepping, the pictures before and
after the one on screen already wait in the browser (``widgets._flip.FlipBox``:
``whist-picture-box`` holds three ``whist-picture-slot`` children and shows the one its
``whist-show-K`` class names), so Next and Back only flip them.

Layout (root classes ``whist-stepper`` and ``whist-<name>``): the picture
(``whist-picture-box``) on the left; on the right the cursor, the message
(``whist-message``: the engine's plain-words explanation of the step) and a panel
of facts (``whist-panel``). On a narrow screen: cursor, message, picture, panel.

``show`` chooses whose cards are face up: ``"all"``, one seat (``"S"``) or a
list (``["N", "S"]``); German Whist uses ``"A"``, ``"B"`` or ``"all"``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import ipywidgets

from whist_core import games, narrate, pictures
from whist_core.bid_whist import (
    HOUSE,
    SEATS,
    BidWhistRules,
    Deal,
    Phase,
    contract_said,
    deal,
)
from whist_core.cards import Card
from whist_core.family.engine import KITTY, FamilyState
from whist_core.family.systems.house import house
from whist_core.narrate import signed
from whist_core.narrate.family import house_deal_step, kitty_barred
from whist_core.narrate.words import side_name
from widgets import words
from widgets._flip import FlipBox
from widgets._live import live_loop
from widgets._sources import Source, esc, facts_table, load, seats_shown
from widgets._style import html_box, style_widget
from widgets.cursor import Cursor
from widgets.i18n import _, n_
from widgets.ladders import bid_ladder_html, pass_refusal
from widgets.language import SOURCE_LANG, active

#: Seconds after a step is shown before its neighbours are drawn in advance.
PREFETCH_DELAY = 0.05


@dataclass(frozen=True, slots=True)
class Frame:
    """What one step shows: the picture (HTML/SVG), the message (plain text), the panel (HTML)."""

    picture: str
    message: str
    panel: str = ""


class Stepper(ipywidgets.VBox):
    """Base of the steppers: a cursor over ``n`` steps, a picture, a message and a panel.

    Subclasses set ``name`` and implement :meth:`make_frame` (step ``i``, 0-based).
    ``stepper.cursor`` is the :class:`Cursor`; ``stepper.index`` the current step.
    ``has_start``: the first frame is the moment before the first step, counted ``0 / n``
    (the counter convention in :mod:`widgets.cursor`).
    """

    name = "stepper"
    has_start = False

    def __init__(self, n: int, *, title: str | None = None, start: int = 0) -> None:
        self._frames: dict[int, Frame] = {}
        self.message_text = ""
        self.cursor = Cursor(n, value=_start(start, n), start=self.has_start)
        self._moves = 0
        self.picture = FlipBox("whist-picture-box")
        self.message = html_box("whist-message")
        self.panel = html_box("whist-panel")
        # one grid (see _style.py): the picture left, cursor/message/panel right; on a
        # narrow screen cursor, message, picture, panel one under the other
        body = ipywidgets.Box([self.picture, self.cursor, self.message, self.panel])
        body.add_class("whist-stepper-grid")
        children: list[ipywidgets.Widget] = [style_widget()]
        if title:
            heading = html_box("whist-title", esc(title))
            children.append(heading)
        children.append(body)
        super().__init__(children)
        self.add_class("whist-root")
        self.add_class("whist-stepper")
        self.add_class(f"whist-{self.name}")
        self.cursor.observe(lambda change: self._show(change["new"]), "value")
        self._show(self.cursor.value)

    @property
    def index(self) -> int:
        """The current frame, 0-based (the readout: :func:`~widgets.cursor.counter_text`)."""
        return self.cursor.value

    @property
    def n(self) -> int:
        """How many frames (one more than the steps counted when ``has_start``)."""
        return self.cursor.n

    def go(self, index: int) -> None:
        """Show step ``index`` (0-based; negative counts from the end)."""
        self.cursor.value = index % self.n

    def frame(self, index: int) -> Frame:
        """The frame of step ``index``, drawn on first use and kept."""
        f = self._frames.get(index)
        if f is None:
            f = self._frames[index] = self.make_frame(index)
        return f

    def make_frame(self, index: int) -> Frame:
        """Draw step ``index``: to be implemented by each stepper."""
        raise NotImplementedError

    def refresh(self) -> None:
        """Forget the drawn frames (after changing ``show``) and redraw."""
        self._frames.clear()
        self.picture.forget()
        self._show(self.index)

    def _show(self, index: int) -> None:
        f = self.frame(index)
        self.message_text = f.message
        # traitlets sends a value only when it differs: unchanged parts are not redrawn;
        # a picture already sent to a hidden slot is only flipped on screen
        self.picture.show(index, f.picture)
        self.message.value = esc(f.message)
        self.panel.value = f.panel
        self._moves += 1
        self._prefetch(index)

    def _prefetch(self, index: int) -> None:
        """Draw the neighbouring frames a moment after the reply has gone, when the kernel
        runs an event loop (a live dashboard); elsewhere frames are drawn on demand. Once
        the learner is stepping, the neighbours' pictures also go to the browser (hidden)
        so that the next click on Next or Back only flips them on screen."""
        loop = live_loop()
        if loop is not None:
            loop.call_later(PREFETCH_DELAY, self._draw_ahead)

    def _draw_ahead(self) -> None:
        index = self.index
        for i in (index + 1, index - 1, self.n - 1):
            if 0 <= i < self.n:
                self.frame(i)
        if self._moves > 1:
            self.picture.preload({i: self.frame(i).picture
                                  for i in (index + 1, index - 1) if 0 <= i < self.n})


def _start(start: int, n: int) -> int:
    return start % n if start < 0 else min(start, n - 1)


class _StateStepper(Stepper):
    """A stepper over engine states with a ``show`` choice of face-up seats.

    The first state is the hand as dealt (``0 / n``); frame k the state after action k.
    """

    has_start = True

    def __init__(self, states: Sequence[Any], *, show: Any = "all", title: str | None = None,
                 start: int = 0) -> None:
        self.states = list(states)
        self.seats = narrate.seats_of(self.states[0])
        self._show_seats = seats_shown(show, self.seats)
        super().__init__(len(self.states), title=title, start=start)

    @property
    def show(self) -> tuple[str, ...]:
        """The seats whose cards are face up; set to ``"all"``, a seat or a list."""
        return self._show_seats

    @show.setter
    def show(self, value: Any) -> None:
        self._show_seats = seats_shown(value, self.seats)
        self.refresh()

    @property
    def state(self) -> Any:
        """The engine state at the current step."""
        return self.states[self.index]

    def table(self, state: Any) -> str:
        """The table at ``state`` with the face-up seats, wide and compact."""
        return pictures.responsive(lambda compact: pictures.draw(
            state, show=self._show_seats, compact=compact))

    def words(self, state: Any) -> str:
        """The step that produced ``state``, told from a face-up seat's view."""
        return narrate.table_step(state, self._show_seats)


def _record_title(record: dict | None, title: str | None) -> str | None:
    if title is not None:
        return title or None
    return record.get("title") if record else None


# ------------------------------------------------------------------------------ deal
NO_TRACE = ("This hand was saved without the order the cards were dealt in, so the deal "
            "cannot be shown card by card; here are the hands as dealt.")


def _deal_of(source: Source | Deal | None, seed: int | None, dealer: str | None,
             rules: BidWhistRules) -> tuple[Deal, BidWhistRules, dict | None]:
    if isinstance(source, Deal):
        return source, rules, None
    if source is None:
        if seed is None:
            raise ValueError("give a record, a state, a Deal, or seed=")
        return deal(seed, dealer, rules), rules, None
    record, states = load(source)
    first = states[0]
    if not _is_house(first):
        raise TypeError("the deal stepper shows a Bid Whist deal")
    return first.deal, first.rules, record


@dataclass(frozen=True)
class GameDeal:
    """The deal of any registry game but the house one, read from its record: the game
    (name, players), the dealer, the seats, and the trace — ``(card, to)`` in dealing
    order, ``to`` a seat or ``"kitty"``."""

    name: str
    players: int | None
    dealer: str
    seats: tuple[str, ...]
    trace: tuple[tuple[Card, str], ...]
    kitty_size: int
    record: dict


def _game_deal(source: Source | Deal | None, seed: int | None, dealer: str | None,
               game: str, players: int | None) -> GameDeal | None:
    """The deal of a registry game from a record, a state or a seed (``None`` for the
    house game, which keeps its own deal with the kitty positions, BW-2.3)."""
    if isinstance(source, Deal):
        return None
    if source is None:
        if game == "bid-whist":
            return None
        if seed is None:
            raise ValueError("give a record, a state, or seed=")
        info = games.get(game)
        options = {"players": players} if players else {}
        record = info.deal_record(seed, dealer, **options)
    else:
        record, states = load(source)
        first = states[0]
        if _is_house(first):
            return None
        info = games.of_state(first)
        if info.name == "german-whist":
            raise TypeError("the German Whist deal has its stock: use GermanDealStepper")
        if record is None or "trace" not in record:
            record = {**(record or {}), **info.record_of(first)}
    players = record.get("players")
    seats = info.seats(**({"players": players} if players else {}))
    trace = tuple((Card.parse(t["card"]), t["to"]) for t in record.get("trace") or ())
    kitty = sum(1 for _, to in trace if to == "kitty") or len(record.get("kitty") or ())
    return GameDeal(info.name, players, record["dealer"], seats, trace, kitty, record)


class DealStepper(Stepper):
    """The deal card by card, for any game of the registry but German Whist (which has
    :class:`~widgets.german_deal.GermanDealStepper` for its stock).

    ``DealStepper("records/hand.json")``, ``DealStepper(seed=7)`` (the house game),
    ``DealStepper(seed=7, game="boston")`` (``players=`` for Cutthroat), or a ``Deal`` /
    state. The record needs a ``trace`` key (``python -m whist_core deal`` writes one);
    without it the stepper says so and shows the final hands. ``show``: ``"all"``
    (kitty cards face up too), a seat, or a list of seats. Frame k (readout ``k / N``)
    is the moment card k of the N has been dealt. The house game also shows where the
    kitty may not fall (BW-2.2, BW-2.3). Root class ``whist-deal-stepper``.
    """

    name = "deal-stepper"

    def __init__(self, source: Source | Deal | None = None, *, seed: int | None = None,
                 dealer: str | None = None, rules: BidWhistRules = HOUSE,
                 game: str = "bid-whist", players: int | None = None, show: Any = "all",
                 title: str | None = None, start: int = 0) -> None:
        self.game_deal = _game_deal(source, seed, dealer, game, players)
        if self.game_deal is None:
            self.deal, self.rules, record = _deal_of(source, seed, dealer, rules)
            self._seats: tuple[str, ...] = tuple(SEATS)
            trace: tuple = self.deal.trace
        else:
            self.deal, self.rules, record = None, rules, self.game_deal.record
            self._seats = self.game_deal.seats
            trace = self.game_deal.trace
        self._show_seats = seats_shown(show, self._seats)
        self.has_trace = bool(trace)
        n = len(trace) if self.has_trace else 1
        super().__init__(n, title=_record_title(record, title), start=start)

    @property
    def show(self) -> tuple[str, ...]:
        """The seats whose cards are face up."""
        return self._show_seats

    @show.setter
    def show(self, value: Any) -> None:
        self._show_seats = seats_shown(value, self._seats)
        self.refresh()

    def make_frame(self, index: int) -> Frame:
        if self.game_deal is not None:
            return self._game_frame(index)
        d = self.deal
        seats = self._show_seats
        if not self.has_trace:
            state = FamilyState.from_deal(house(self.rules), d)
            picture = pictures.responsive(lambda compact: pictures.draw(
                state, show=seats, compact=compact))
            return Frame(picture, NO_TRACE, "")
        steps = d.steps(SEATS)
        step = steps[index]
        picture = pictures.responsive(lambda compact: pictures.family.house_deal_table(
            d, index, seats, compact=compact))
        visible = None if set(SEATS) <= set(seats) else seats
        message = house_deal_step(d, index + 1, visible, narrate.joker_style(self.rules))
        k, total = index + 1, len(d.trace)
        this_card = (_("{k} of {n} → the kitty", k=k, n=total) if step.to == KITTY
                     else _("{k} of {n} → {seat}", k=k, n=total, seat=words.seat(step.to)))
        kitty_so_far = sum(1 for t in steps[: index + 1] if t.to == KITTY)
        facts = facts_table([
            (_("Dealer"), esc(str(words.seat(SEATS[d.dealer])))),
            (_("This card"), esc(this_card)),
            (_("Kitty"), _("{k} of {n}", k=kitty_so_far, n=len(d.kitty))),
        ])
        bar = ("<div class='whist-deal-bar'>"
               f"{pictures.family.deal_bar(d, index, kitty_barred(d))}</div>")
        legend = _("Hatched: may not go to the kitty. K: a kitty card.")
        legend = f"<div class='whist-note'>{esc(legend)}</div>"
        return Frame(picture, message, bar + legend + facts)

    def _game_frame(self, index: int) -> Frame:
        g, seats = self.game_deal, self._show_seats
        if not self.has_trace:
            state = games.get(g.name).replay(g.record)[0]
            picture = pictures.responsive(lambda compact: pictures.draw(
                state, show=seats, compact=compact))
            return Frame(picture, NO_TRACE, "")
        picture = pictures.responsive(lambda compact: pictures.family.deal_table(
            g.seats, g.dealer, g.trace[:index + 1], seats, kitty_size=g.kitty_size,
            compact=compact))
        visible = None if set(g.seats) <= set(seats) else seats
        message = narrate.family.deal_step(g.name, g.players, g.dealer, g.trace, index + 1,
                                           visible)
        to = g.trace[index][1]
        rows = [("Dealer", esc(narrate.seat_name(g.dealer))),
                ("This card", f"{index + 1} of {len(g.trace)} → "
                              f"{esc('the kitty' if to == 'kitty' else narrate.seat_name(to))}")]
        if g.kitty_size:
            so_far = sum(1 for _, t in g.trace[:index + 1] if t == "kitty")
            rows.append(("Kitty", f"{so_far} of {g.kitty_size}"))
        return Frame(picture, message, facts_table(rows))


# --------------------------------------------------------------------------- auction
def call_code(b: Any) -> str:
    """A call as the auction box writes it: its code (``4D``, ``3NT``), a pass in the
    learner's language (``pass``, «пас»)."""
    return b.said if b.is_pass else b.code


def _is_house(state: Any) -> bool:
    """Whether ``state`` is a house Bid Whist state (its panels are the lessons')."""
    return state.game_name == "bid-whist"


def _seat_html(code: str) -> str:
    """A seat as the auction panel names it: ``N`` in English, «Север» in Russian."""
    return esc(str(words.seat_said(code)))


def auction_box_html(state: FamilyState) -> str:
    """The calls so far in speaking order (from the dealer's left), the next speaker marked."""
    order = [state.bidder(i) for i in range(1, len(SEATS) + 1)]
    labels = [_("{seat} (dealer)", seat=words.seat_said(s)) if s == state.dealer
              else str(words.seat_said(s)) for s in order]
    head = "".join(f"<th>{esc(label)}</th>" for label in labels)
    cells = []
    for i in range(len(order)):
        if i < len(state.bids):
            cells.append(f"<td>{esc(call_code(state.bids[i]))}</td>")
        elif i == len(state.bids) and state.phase is Phase.AUCTION:
            cells.append("<td class='is-turn'>?</td>")
        else:
            cells.append("<td></td>")
    return f"<table class='whist-auction'><tr>{head}</tr><tr>{''.join(cells)}</tr></table>"


def _auction_panel(state: FamilyState) -> str:
    rows = []
    if state.phase is Phase.AUCTION:
        rows.append((_("To speak"), esc(str(words.seat(state.to_act)))))
    high = state.high_bid
    rows.append((_("High bid"), f"{esc(high[1].said)} ({_seat_html(high[0])})" if high
                 else esc(_("none yet"))))
    if state.contract is not None:
        rows.append((_("Contract"), esc(contract_said(state.contract))))
    parts = [auction_box_html(state), facts_table(rows)]
    if state.phase is Phase.AUCTION:
        chips = "".join(f"<span class='whist-chip is-legal' title='{esc(b.said)}'>"
                        f"{esc(call_code(b))}</span>" for b in state.legal_calls())
        legal = _("Legal now")
        parts.append(f"<div class='whist-note'><b>{esc(legal)}</b> "
                     f"({_seat_html(state.to_act)}):</div>"
                     f"<div class='whist-chips whist-legal'>{chips}</div>")
        refusal = pass_refusal(state)
        if refusal:
            no_pass = _("No pass: {why}", why=refusal)
            parts.append(f"<div class='whist-note whist-why'>{esc(no_pass)}</div>")
    ladder = _("The bid ladder")
    parts.append("<div class='whist-bid-ladder-mini'><div class='whist-note'>"
                 f"<b>{esc(ladder)}</b></div>{bid_ladder_html(state=state)}</div>")
    return "".join(parts)


def _side_said(code: str) -> str:
    """A side as a panel names it: ``North–South`` or ``Player 1`` (Север–Юг, Игрок 1)."""
    return side_name(code) if active() == SOURCE_LANG else str(words.side(code))


def _calls_panel(state: Any) -> str:
    """The calls so far and who speaks next (any family system)."""
    rows = [(str(words.seat_said(seat)), esc(state.system.said(call)))
            for seat, call in state.calls]
    if state.phase == "auction" and state.to_act is not None:
        rows.append((_("To speak"), esc(str(words.seat_said(state.to_act)))))
    if state.contract is not None:
        rows.append((_("Contract"), esc(state.contract.said)))
    return facts_table(rows or [(_("Calls"), esc(_("none yet")))])


def _family_panel(state: Any) -> str:
    """Contract, books and the result of a family system's hand."""
    rows = [(_("Contract"), esc(state.contract.said) if state.contract else
             esc(_("— (auction)"))),
            (_("Books"), " · ".join(f"{esc(_side_said(k))} {v}" for k, v in state.books.items()))]
    r = state.result
    if r is not None:
        if r.redeal:
            rows.append((_("Result"), esc(_("dealt again"))))
        else:
            rows.append((_("Result"), esc(_("made") if r.made else _("set"))))
            rows.append((_("Score"), " · ".join(f"{esc(_side_said(k))} {signed(v)}"
                                                for k, v in r.score.items())))
    return facts_table(rows)


class AuctionStepper(_StateStepper):
    """The auction call by call: who speaks, the high bid, the calls legal now (from
    ``state.legal_calls()``), and why the dealer must bid when three have passed.

    ``AuctionStepper("records/hand.json", show="all")``; the record may stop mid-auction.
    The first frame is the deal (``0 / n``), frame k the moment after call k. Root class
    ``whist-auction-stepper``.
    """

    name = "auction-stepper"

    def __init__(self, source: Source, *, show: Any = "all", title: str | None = None,
                 start: int = 0) -> None:
        record, states = load(source)
        end = next((i for i, s in enumerate(states) if s.phase != "auction"), len(states) - 1)
        super().__init__(states[:end + 1], show=show, title=_record_title(record, title),
                         start=start)

    def make_frame(self, index: int) -> Frame:
        state = self.states[index]
        panel = (_auction_panel(state) if _is_house(state)
                 else _calls_panel(state))
        return Frame(self.table(state), self.words(state), panel)


# ----------------------------------------------------------------------- hand replay
def _step_words(state: FamilyState) -> str:
    kind = state.last.kind
    if kind == "deal":
        return _("the deal")
    if kind == "call":
        return _("auction: call {k}", k=len(state.bids))
    if kind == "declare":
        return _("declaration and kitty")
    if kind == "discard":
        return _("discard (one book)")
    if kind == "claim":
        return _("renege claim")
    if state.trick is not None:
        return _("trick {k}, card {card}", k=state.trick.number, card=len(state.trick.plays))
    return _("trick {k} complete", k=state.done[-1].number)


def _hand_panel(state: FamilyState) -> str:
    rows = [(_("Step"), esc(_step_words(state)))]
    rows.append((_("Contract"), esc(contract_said(state.contract)) if state.contract
                 else esc(_("— (auction)"))))
    books = state.books
    rows.append((_("Books"), esc(_("NS {ns} · EW {ew}", ns=books["NS"], ew=books["EW"]))))
    if state.trick is None and state.done and state.last.kind == "play":
        t = state.done[-1]
        rows.append((_("Trick {k}", k=t.number),
                     esc(_("won by {seat}", seat=words.seat(t.winner)))))
    result = state.result
    if result is not None:
        n = result.declarer_books          # English says "books" for any n, as it always did
        verdict = (n_("{pair} made with {n} books", "{pair} made with {n} books", n,
                      pair=words.pair(result.declarers)) if result.made else
                   n_("{pair} set with {n} books", "{pair} set with {n} books", n,
                      pair=words.pair(result.declarers)))
        rows.append((_("Result"), esc(verdict)))
        ns, ew = result.score["NS"], result.score["EW"]
        rows.append((_("Score"), esc(_("NS {ns} · EW {ew}", ns=signed(ns), ew=signed(ew)))))
        if result.boston:
            rows.append((_("Boston"), esc(_("all 13 books"))))
        for note in result.penalties:
            rows.append((_("Renege"), esc(note)))
    return facts_table(rows)


class HandReplay(_StateStepper):
    """Every state of a Bid Whist hand: deal, auction, declaration, kitty exchange,
    each card of the 12 tricks (winner marked), the books and the final score.

    ``HandReplay("records/hand.json", show="all")`` or ``show="S"`` to follow one
    seat (the others face down; the kitty and discard stay unnamed unless the
    declarer is shown). Root class ``whist-hand-replay``.
    """

    name = "hand-replay"

    def __init__(self, source: Source, *, show: Any = "all", title: str | None = None,
                 start: int = 0) -> None:
        record, states = load(source)
        if states[0].game_name == "german-whist":
            raise TypeError("HandReplay shows a hand with an auction; use GermanWhistReplay")
        super().__init__(states, show=show, title=_record_title(record, title), start=start)

    def make_frame(self, index: int) -> Frame:
        state = self.states[index]
        panel = _hand_panel(state) if _is_house(state) else _family_panel(state)
        return Frame(self.table(state), self.words(state), panel)


#: Builders by name, for lessons that pick a stepper from data.
STEPPERS: dict[str, Callable[..., Stepper]] = {
    "deal": DealStepper, "auction": AuctionStepper, "hand": HandReplay,
}
