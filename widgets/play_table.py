"""Play tables: the learner plays one seat, simple bots play the others.

:class:`PlayTable` — Bid Whist under any rules object: the learner bids with
buttons (illegal calls greyed out), declares, lays away by clicking cards then
confirming, and plays by clicking cards. :class:`GermanPlayTable` — German Whist,
the learner is A against the bot.

The engine enforces every rule: a card the rules refuse is refused with the
engine's message, which names the rule (``7C does not follow hearts; S holds 2H
(BW-4.4)``), and the table stays as it was. The learner's picture is drawn from
their seat only; the bots decide from their own seat's view. The bots' moves
appear one at a time — after a short pause, or, with "Pause after each move"
ticked (handy when teaching), each on "Continue".

Test hooks: roots ``whist-play-table`` / ``whist-german-play-table``; card buttons
``whist-card`` (and ``whist-card-<code>``); bid buttons ``whist-bid``
(``whist-bid-<code>``, ``whist-bid-pass``); declarations ``whist-declare``;
``whist-confirm`` (lay away), ``whist-hint``, ``whist-continue``,
``whist-new-hand``, ``whist-save``; the message ``whist-message``; the status
``whist-status``; the result ``whist-result``; the record ``whist-record``.
"""

from __future__ import annotations

import asyncio
import html
import json
import secrets
from collections.abc import Iterable
from typing import Any
from urllib.parse import quote

import ipywidgets

from whist_core import narrate
from whist_core.analysis.bot import ExpertBot
from whist_core.bid_whist import HOUSE, SEATS, BidWhistRules, BidWhistState, Game, Phase
from whist_core.bid_whist.bids import DOWNTOWN, NO_TRUMP, UPTOWN, Bid
from whist_core.bid_whist.record import record_of
from whist_core.bid_whist.seats import SEAT_NAMES, left_of, pair_of, partner_of
from whist_core.bid_whist.view import SeatView
from whist_core.bots import BidWhistBot, GermanWhistBot
from whist_core.cards import Card, Suit
from whist_core.german_whist import HOUSE as GERMAN_HOUSE
from whist_core.german_whist import GermanWhistRules, GermanWhistState, new_game
from whist_core.german_whist import record_of as german_record_of
from whist_core.german_whist.view import PlayerView
from whist_core.narrate import signed
from widgets._practice import (
    action_button,
    card_button,
    guarded,
    phone_chip,
    phone_table_html,
    practice_style,
    set_class,
    text_html,
)
from widgets._style import html_box, style_widget
from widgets.best_play import review_html
from widgets.scoresheet import ScoreSheet
from widgets.views import TableView

LOG_LINES = 6


def _running_loop() -> asyncio.AbstractEventLoop | None:
    """The kernel's event loop when called from a live kernel, else ``None`` (tests)."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class _Table(ipywidgets.VBox):
    """What both tables share: message, log, hint, pacing of the bots, save, new hand."""

    root_class = "whist-table-base"
    game_word = "hand"
    #: The learner's seat: refusals and narration call it "you".
    learner: str | None = None

    def __init__(self, *, pause: float, step: bool, four_colour: bool, title: str) -> None:
        self.pause = pause
        self.last_error: str | None = None
        self._token = 0
        self._pending = False
        self._log: list[str] = []
        self._recent: list[str] = []
        self.title = html_box("whist-title", html.escape(title))
        self.status = html_box("whist-status")
        self.message = html_box("whist-message")
        self.log_html = html_box("whist-log")
        self.result = html_box("whist-result")
        self.controls = ipywidgets.VBox()
        self.controls.add_class("whist-controls-area")
        self.hint_button = action_button("Hint", "whist-hint",
                                         tooltip="What may I play now, and why?")
        self.continue_button = action_button("Continue ▶\ufe0e", "whist-continue", primary=True,
                                             tooltip="Show the next player's move")
        self.step_toggle = ipywidgets.Checkbox(value=step, description="Pause after each move",
                                               indent=False)
        self.step_toggle.add_class("whist-step-mode")
        self.new_button = action_button(f"New {self.game_word}", "whist-new-hand")
        self.save_button = action_button("Save this hand", "whist-save",
                                         tooltip=f"The record of the {self.game_word} as JSON "
                                                 f"(when the {self.game_word} is over)")
        self.record = ipywidgets.Textarea(layout=ipywidgets.Layout(width="100%",
                                                                   display="none"))
        self.record.add_class("whist-record")
        self.download = html_box("whist-download")
        self.hint_button.on_click(lambda _b: self.hint())
        self.continue_button.on_click(lambda _b: self.step())
        self.new_button.on_click(lambda _b: self.new_hand())
        self.save_button.on_click(lambda _b: self.save())
        self.step_toggle.observe(self._on_step_toggle, "value")
        self.table: TableView = self._make_table()
        self.table.add_class("whist-picture-box")
        # On a phone the picture gives way to this compact table (see _practice.py CSS).
        self.phone = html_box("whist-phone-table")
        side = ipywidgets.VBox([self.status, self.message, self.controls, self.log_html])
        side.add_class("whist-side")
        body = ipywidgets.HBox([self.phone, self.table, side])
        body.add_class("whist-stepper-body")
        tools = ipywidgets.HBox([self.hint_button, self.continue_button, self.step_toggle,
                                 self.new_button, self.save_button])
        tools.add_class("whist-row")
        super().__init__([style_widget(), practice_style(), self.title, body, tools,
                          self.result, self.download, self.record])
        self.add_class("whist-root")
        self.add_class("whist-practice")
        self.add_class(self.root_class)
        if four_colour:
            self.add_class("whist-four-colour")
            self.table.four_colour = True

    # --------------------------------------------------------- to implement
    def _make_table(self) -> TableView:
        raise NotImplementedError

    def _bots_to_act(self) -> bool:
        raise NotImplementedError

    def _bot_step(self) -> None:
        raise NotImplementedError

    def _render(self) -> None:
        raise NotImplementedError

    def _trick_just_ended(self) -> bool:
        return False

    def _phone_html(self) -> str:
        raise NotImplementedError

    # ---------------------------------------------------------------- shared
    def show_message(self, text: str, kind: str = "info") -> None:
        """Show ``text`` in the message box (``kind`` "error", "good" or "info")."""
        self.message.value = text_html(text)
        set_class(self.message, "is-error", kind == "error")
        set_class(self.message, "is-good", kind == "good")

    @property
    def message_text(self) -> str:
        return html.unescape(self.message.value.replace("<br>", "\n"))

    def _note(self, text: str, *, fresh: bool = False) -> None:
        """Add a step to the message box, which lists every step since the learner's last
        move (``fresh`` starts a new list); older steps go to the "Earlier moves" log."""
        if fresh:
            self._log.extend(self._recent)
            del self._log[:-LOG_LINES * 4]
            self._recent = []
        self._recent.append(text)
        if len(self._recent) > LOG_LINES:
            self._log.extend(self._recent[:-LOG_LINES])
            del self._recent[:-LOG_LINES]
        lines = [text_html(t) for t in self._recent]
        older = "".join(f'<div class="whist-older">{t}</div>' for t in lines[:-1])
        self.message.value = f"{older}<div>{lines[-1]}</div>"
        set_class(self.message, "is-error", False)
        set_class(self.message, "is-good", False)
        items = "".join(f"<li>{text_html(t)}</li>" for t in self._log)
        self.log_html.value = (f"<details><summary>Earlier moves ({len(self._log)})</summary>"
                               f"<ol>{items}</ol></details>" if items else "")

    def _settle(self) -> None:
        """Redraw, then let the bots move — at once, after a pause, or on Continue."""
        self._render()
        if not self._bots_to_act():
            return
        if self.step_toggle.value:
            return
        loop = _running_loop()
        if self.pause > 0 and loop is not None:
            if not self._pending:
                self._pending = True
                delay = self.pause * (2.2 if self._trick_just_ended() else 1.0)
                loop.call_later(delay, self._tick, self._token)
            return
        while self._bots_to_act():
            self._bot_step()
        self._render()

    @guarded
    def _tick(self, token: int) -> None:
        if token != self._token:
            return                      # a new hand was dealt meanwhile
        self._pending = False
        if self._bots_to_act() and not self.step_toggle.value:
            self._bot_step()
        self._settle()

    @guarded
    def step(self) -> None:
        """Show the next bot's move (the "Continue" button)."""
        if self._bots_to_act():
            self._bot_step()
        self._settle()

    @guarded
    def _on_step_toggle(self, _change: Any) -> None:
        self._settle()

    def _show_continue(self) -> None:
        waiting = self._bots_to_act()
        self.continue_button.disabled = not (waiting and self.step_toggle.value)
        self.continue_button.layout.display = None if self.step_toggle.value else "none"

    def _show_record(self, record: dict, name: str) -> None:
        text = json.dumps(record, indent=1, ensure_ascii=False)
        self.record.value = text
        self.record.layout.display = None
        href = "data:application/json;charset=utf-8," + quote(text)
        self.download.value = (f'<a download="{html.escape(name)}" href="{href}">⬇ Download '
                               f"the record ({html.escape(name)})</a> — or copy it from the "
                               "box below.")

    def _clear_record(self) -> None:
        self.record.value = ""
        self.record.layout.display = "none"
        self.download.value = ""

    def _new_token(self) -> None:
        self._token += 1
        self._pending = False
        self._log = []
        self._recent = []
        self.log_html.value = ""
        self._clear_record()

    # -------------------------------------------------------------- buttons
    def hint(self) -> None:
        raise NotImplementedError

    def new_hand(self) -> None:
        raise NotImplementedError

    def save(self) -> None:
        raise NotImplementedError


# =============================================================== Bid Whist

_DECLARATIONS: tuple[Suit | str, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS,
                                         UPTOWN, DOWNTOWN)


_YOUR_TURN = {Phase.AUCTION: "Your call: choose a bid or pass.",
              Phase.DECLARE: "Your contract: name the trump suit.",
              Phase.DISCARD: "Choose {n} cards to lay away, then confirm.",
              Phase.PLAY: "Your turn: click a card to play it."}


def _declaration_label(d: Suit | str) -> str:
    if isinstance(d, Suit):
        return f"{d.symbol} {d.word}"
    return "⬆ uptown" if d == UPTOWN else "⬇ downtown"


class PlayTable(_Table):
    """Bid Whist at one seat (default South) against three bots.

    ``PlayTable(rules=HOUSE, seat="S", seed=None, dealer=None, pause=0.8, step=False,
    level="house")``: ``level="expert"`` seats the best-play bot (issue 12);
    ``seed`` fixes the deal (``None``: a random one), ``pause`` the seconds between the
    bots' moves in a live notebook (0 or no event loop: at once), ``step=True`` waits
    for "Continue" after each bot move. The game is scored across hands (BW-7).
    """

    root_class = "whist-play-table"
    game_word = "hand"

    def __init__(self, rules: BidWhistRules = HOUSE, *, seat: str = "S", seed: int | None = None,
                 dealer: str | None = None, pause: float = 0.8, step: bool = False,
                 bot_seed: int | None = None, four_colour: bool = False,
                 title: str | None = None, level: str = "house") -> None:
        if seat not in SEATS:
            raise ValueError(f"{seat!r} is not a seat (N, E, S or W)")
        self.rules = rules
        self.seat = self.learner = seat
        self.seed = secrets.randbelow(2**31) if seed is None else seed
        self.bot = BidWhistBot(self.seed if bot_seed is None else bot_seed)
        if level == "expert":  # best play over sampled deals (whist_core.analysis.bot)
            self.bot = ExpertBot(self.seed if bot_seed is None else bot_seed)
        self.state = BidWhistState.new(self.seed, dealer, rules)
        self.game = Game(rules, self.state.dealer)
        self._scored = False
        self._selected: list[Card] = []
        self._card_buttons: dict[Card, ipywidgets.Button] = {}
        name = SEAT_NAMES[seat]
        super().__init__(pause=pause, step=step, four_colour=four_colour,
                         title=title or f"Play Bid Whist — you are {name}, your partner is "
                                        f"{SEAT_NAMES[partner_of(seat)]}")
        self._build_controls()
        self.sheet = ScoreSheet(self.game)
        self.sheet.layout.display = "none"
        self.children = (*self.children, self.sheet)
        self._note(narrate.step(self.view, you=True))
        self._settle()

    # ------------------------------------------------------------- reading
    @property
    def view(self) -> SeatView:
        """What the learner's seat may see now."""
        return self.state.view(self.seat)

    @property
    def card_buttons(self) -> dict[Card, ipywidgets.Button]:
        """The learner's card buttons by card (discard and play)."""
        return dict(self._card_buttons)

    # ------------------------------------------------------------- building
    def _make_table(self) -> TableView:
        return TableView(self.state, show=self.seat, width=760.0)

    def _build_controls(self) -> None:
        self.calls_html = html_box("whist-calls")
        self.bid_buttons: dict[Bid, ipywidgets.Button] = {}
        grid = []
        for level in range(self.rules.min_bid, 8):
            for kind in (UPTOWN, DOWNTOWN, NO_TRUMP):
                b = Bid(level, kind)
                btn = action_button(b.words, "whist-bid")
                btn.add_class(f"whist-bid-{b.code}")
                btn.on_click(lambda _b, bid=b: self.bid(bid))
                self.bid_buttons[b] = btn
                grid.append(btn)
        self.pass_button = action_button("Pass", "whist-bid")
        self.pass_button.add_class("whist-bid-pass")
        self.pass_button.on_click(lambda _b: self.bid(Bid.parse("pass")))
        self.bid_grid = ipywidgets.GridBox(grid)
        self.bid_grid.add_class("whist-bid-grid")
        self.auction_box = ipywidgets.VBox([self.calls_html, self.pass_button, self.bid_grid])
        self.declare_buttons: dict[Any, ipywidgets.Button] = {}
        for d in _DECLARATIONS:
            btn = action_button(_declaration_label(d), "whist-declare")
            btn.add_class(f"whist-declare-{d.word if isinstance(d, Suit) else d}")
            btn.on_click(lambda _b, d=d: self.declare(d))
            self.declare_buttons[d] = btn
        self.declare_box = ipywidgets.Box(list(self.declare_buttons.values()))
        self.declare_box.add_class("whist-row")
        self.hand_box = ipywidgets.Box()
        self.hand_box.add_class("whist-row")
        self.hand_box.add_class("whist-hand-buttons")
        self.confirm_button = action_button("Lay away", "whist-confirm", primary=True)
        self.confirm_button.on_click(lambda _b: self.lay_away())
        self.last_trick_html = html_box("whist-last-trick")

    # --------------------------------------------------------------- acting
    @guarded
    def bid(self, call: Bid | str) -> None:
        """The learner calls ``call`` (a bid or pass)."""
        if self._not_my_turn():
            return
        self._apply(self.state.bid(call))

    @guarded
    def declare(self, choice: Suit | str) -> None:
        """The learner names trump, or the direction at no trump."""
        if self._not_my_turn():
            return
        self._apply(self.state.declare(choice))

    @guarded
    def toggle(self, card: Card | str) -> None:
        """Choose or unchoose a card to lay away."""
        card = Card.parse(card)
        if self.state.phase is not Phase.DISCARD or self._not_my_turn():
            return
        if card in self._selected:
            self._selected.remove(card)
        else:
            self._selected.append(card)
        self._render()

    @guarded
    def lay_away(self, cards: Iterable[Card | str] | None = None) -> None:
        """Lay away the chosen cards (or ``cards``); the engine checks them (BW-3.5)."""
        if self._not_my_turn():
            return
        chosen = list(self._selected if cards is None else (Card.parse(c) for c in cards))
        self._apply(self.state.lay_away(chosen))

    @guarded
    def play(self, card: Card | str) -> None:
        """The learner plays ``card``; a card the rules refuse leaves the table unchanged."""
        if self.state.phase is not Phase.PLAY:
            self.show_message("No card can be played now.", "error")
            return
        if self._not_my_turn():
            return
        self._apply(self.state.play(card))

    def _click_card(self, card: Card) -> None:
        if self.state.phase is Phase.DISCARD:
            self.toggle(card)
        else:
            self.play(card)

    def _not_my_turn(self) -> bool:
        if self.state.complete:
            self.show_message("The hand is over. Press “New hand” to play another.", "error")
            return True
        if self.state.to_act != self.seat:
            self.show_message(f"Please wait: it is {SEAT_NAMES[self.state.to_act]}'s turn.",
                              "error")
            return True
        return False

    def _apply(self, new: BidWhistState) -> None:
        self.state = new
        self._selected = []
        if new.phase is Phase.DISCARD and new.to_act == self.seat:
            self._selected = list(self.view.required_discards)  # V-NT-JOKER-KITTY
        self._note(narrate.step(self.view, you=True), fresh=True)
        self._settle()

    @guarded
    def hint(self) -> None:
        """Say what the learner may do now and why; ring the legal cards."""
        view = self.view
        self.show_message("Hint: " + narrate.hint(view))
        if view.phase is Phase.PLAY and view.my_turn:
            for c, b in self._card_buttons.items():
                set_class(b, "is-legal", c in view.legal)

    @guarded
    def new_hand(self) -> None:
        """Deal the next hand (the deal passes left, BW-1.3); a new game after a win.

        A hand given up before its end is not scored; its dealer deals again."""
        if self.game.over:
            self.game = Game(self.rules, self.game.next_dealer)
            self.sheet.game = self.game
        self._scored = False
        self.seed += 1
        self.state = BidWhistState.new(self.seed, self.game.next_dealer, self.rules)
        self._selected = []
        self.result.value = ""
        self.sheet.layout.display = "none"
        self._new_token()
        self._note(narrate.step(self.view, you=True))
        self._settle()

    @guarded
    def save(self) -> None:
        """Show the hand's record (JSON) once the hand is over (it shows every hand)."""
        if not self.state.complete:
            self.show_message("The record shows every player's cards, so it is ready when "
                              "the hand is over.", "error")
            return
        self._show_record(record_of(self.state), f"bid-whist-hand-{self.seed}.json")

    # ---------------------------------------------------------------- bots
    def _bots_to_act(self) -> bool:
        return not self.state.complete and self.state.to_act != self.seat

    def _bot_step(self) -> None:
        self.state = self.bot.move(self.state)
        self._note(narrate.step(self.view, you=True))

    def _trick_just_ended(self) -> bool:
        s = self.state
        return s.last.kind == "play" and s.trick is None

    # -------------------------------------------------------------- drawing
    def _render(self) -> None:
        s, view = self.state, self.view
        self.table.state = s
        self.phone.value = self._phone_html()
        self._status(view)
        mine = view.my_turn
        controls: list[ipywidgets.Widget] = []
        if s.phase is Phase.AUCTION:
            calls = " · ".join(f"{SEAT_NAMES[seat]}: {b.words}" for seat, b in view.bids)
            self.calls_html.value = f"<b>Calls so far:</b> {calls or 'none yet'}"
            legal = set(view.legal) if mine else set()
            for b, btn in self.bid_buttons.items():
                btn.disabled = b not in legal
            self.pass_button.disabled = Bid.parse("pass") not in legal
            controls.append(self.auction_box)
        elif s.phase is Phase.DECLARE and mine:
            for d, btn in self.declare_buttons.items():
                btn.layout.display = None if d in view.legal else "none"
            controls.append(self.declare_box)
        if s.phase in (Phase.DISCARD, Phase.PLAY):
            self._sync_hand(view)
            controls.append(self.hand_box)
            if s.phase is Phase.DISCARD and mine:
                need = view.discard_count
                self.confirm_button.description = (f"Lay away the {len(self._selected)} chosen "
                                                   f"(need {need})")
                self.confirm_button.disabled = False
                controls.append(self.confirm_button)
        if view.last_trick is not None and s.trick is not None:
            t = view.last_trick
            cards = ", ".join(f"{SEAT_NAMES[seat]} {c.pretty}" for seat, c in t.plays)
            self.last_trick_html.value = (f"<b>Last trick</b> (you may look until you or your "
                                          f"partner play to this one, BW-9.7): {cards} — "
                                          f"{SEAT_NAMES[t.winner]} won.")
            controls.append(self.last_trick_html)
        self.controls.children = controls
        self._show_continue()
        self.hint_button.disabled = not mine
        self.save_button.disabled = not s.complete
        if s.complete:
            self._finish()

    def _phone_html(self) -> str:
        """Other seats as chips with their card counts, the contract, books, the trick."""
        view = self.view
        order = [SEATS[(SEATS.index(self.seat) + k) % 4] for k in (2, 3, 1)]
        chips = []
        for seat in order:
            who = SEAT_NAMES[seat] + (" (partner)" if seat == partner_of(self.seat) else "")
            chips.append(phone_chip(who, f"{view.hand_sizes[seat]} cards",
                                    current=seat == view.to_act))
        c = view.contract
        if c is not None:
            what = c.bid.words + (f" · {c.trump.symbol} trump" if c.trump else "")
            chips.append(phone_chip("Contract", f"{SEAT_NAMES[c.declarer]}: {what}"))
        mine, theirs = pair_of(self.seat), pair_of(left_of(self.seat))
        chips.append(phone_chip("Books", f"you {view.books[mine]} · them {view.books[theirs]}"))
        played = [(SEAT_NAMES[seat], card) for seat, card in view.trick]
        return phone_table_html(chips, played, view.phase is Phase.PLAY,
                                self.table.four_colour)

    def _status(self, view: SeatView) -> None:
        s = self.state
        if s.complete:
            text = "The hand is over."
        elif view.my_turn:
            text = _YOUR_TURN[s.phase]
            if s.phase is Phase.DECLARE and s.contract.is_no_trump:
                text = "Your contract: choose uptown or downtown."
            elif s.phase is Phase.DISCARD:
                text = text.format(n=view.discard_count)
        else:
            who = SEAT_NAMES[s.to_act]
            if self.step_toggle.value:
                text = f"{who} is next — press “Continue”."
            else:
                text = f"{who} is thinking…"
        self.status.value = html.escape(text)

    def _sync_hand(self, view: SeatView) -> None:
        hand = view.hand
        if tuple(self._card_buttons) != hand:
            old = self._card_buttons
            self._card_buttons = {}
            for c in hand:
                btn = old.pop(c, None) or self._new_card_button(c)
                self._card_buttons[c] = btn
            for btn in old.values():
                btn.close()
            self.hand_box.children = list(self._card_buttons.values())
        mine = view.my_turn
        for c, btn in self._card_buttons.items():
            btn.disabled = not mine
            set_class(btn, "is-selected", c in self._selected)
            set_class(btn, "is-legal", False)

    def _new_card_button(self, card: Card) -> ipywidgets.Button:
        btn = card_button(card)
        btn.on_click(lambda _b, c=card: self._click_card(c))
        return btn

    def _finish(self) -> None:
        s = self.state
        r = s.result
        if not self._scored:
            self._scored = True
            if s.dealer == self.game.next_dealer and not self.game.over:
                self.game = self.game.add(s)
            self.sheet.game = self.game
        ours = pair_of(self.seat)
        verdict = "made" if r.made else "were set on"
        who = "You and your partner" if r.declarers == ours else f"Your opponents ({r.declarers})"
        text = (f"<b>{who} {verdict} {html.escape(s.contract.bid.words)}</b> with "
                f"{r.declarer_books} books: {signed(r.score[r.declarers])} "
                f"({'BW-6.2' if r.made else 'BW-6.3'}"
                f"{', BW-6.4' if s.contract.is_no_trump else ''}).")
        totals = self.game.totals
        text += (f" Game: NS {signed(totals['NS'])}, EW {signed(totals['EW'])} — first to "
                 f"+{self.rules.target} wins (BW-7.1).")
        if self.game.winner:
            won = self.game.winner == ours
            text += (" <b>You win the game!</b>" if won else
                     f" <b>{self.game.winner} win the game.</b>")
        text += review_html(s, self.seat)
        text += " Press “New hand” to play on, or “Save this hand” to keep this hand."
        self.result.value = text
        self.sheet.layout.display = None


# ============================================================ German Whist


class GermanPlayTable(_Table):
    """German Whist: the learner is A against the bot (B).

    ``GermanPlayTable(rules=HOUSE, seed=None, dealer=None, pause=0.8, step=False,
    level="house")``; ``level="expert"`` plays the second stage perfectly.
    """

    root_class = "whist-german-play-table"
    game_word = "game"

    def __init__(self, rules: GermanWhistRules = GERMAN_HOUSE, *, seed: int | None = None,
                 dealer: str | None = None, pause: float = 0.8, step: bool = False,
                 four_colour: bool = False, title: str | None = None,
                 level: str = "house") -> None:
        self.rules = rules
        self.player = self.learner = "A"
        self.seed = secrets.randbelow(2**31) if seed is None else seed
        self.state: GermanWhistState = new_game(self.seed, dealer, rules)
        self.bot = GermanWhistBot(self.seed)
        if level == "expert":  # exact in the second stage (whist_core.analysis.bot)
            self.bot = ExpertBot(self.seed)
        self._card_buttons: dict[Card, ipywidgets.Button] = {}
        super().__init__(pause=pause, step=step, four_colour=four_colour,
                         title=title or "Play German Whist — you are A, the computer is B")
        self.hand_box = ipywidgets.Box()
        self.hand_box.add_class("whist-row")
        self.hand_box.add_class("whist-hand-buttons")
        self._note(narrate.step(self.view, you=True))
        self._settle()

    @property
    def view(self) -> PlayerView:
        return self.state.view(self.player)

    @property
    def card_buttons(self) -> dict[Card, ipywidgets.Button]:
        return dict(self._card_buttons)

    def _make_table(self) -> TableView:
        return TableView(self.state, show="A", width=760.0)

    @guarded
    def play(self, card: Card | str) -> None:
        """The learner plays ``card``; a card the rules refuse leaves the game unchanged."""
        if self.state.complete:
            self.show_message("The game is over. Press “New game” to play another.", "error")
            return
        if self.state.to_play != self.player:
            self.show_message(f"Please wait: it is {self.state.to_play}'s turn.", "error")
            return
        self.state = self.state.play(card, self.player)
        self._note(self._told(), fresh=True)
        self._settle()

    def _told(self) -> str:
        """The last step as the learner saw it, their own hidden draw included (GW-4.1)."""
        return narrate.step(self.view, you=True)

    @guarded
    def hint(self) -> None:
        view = self.view
        self.show_message("Hint: " + narrate.hint(view))
        if view.my_turn:
            for c, b in self._card_buttons.items():
                set_class(b, "is-legal", c in view.legal)

    @guarded
    def new_hand(self) -> None:
        """A new game; the deal alternates (GW-6.2)."""
        self.seed += 1
        self.state = self.state.next_game(self.seed)
        self.result.value = ""
        self._new_token()
        self._note(narrate.step(self.view, you=True))
        self._settle()

    @guarded
    def save(self) -> None:
        if not self.state.complete:
            self.show_message("The record shows both hands and the stock, so it is ready "
                              "when the game is over.", "error")
            return
        self._show_record(german_record_of(self.state), f"german-whist-{self.seed}.json")

    def _bots_to_act(self) -> bool:
        return not self.state.complete and self.state.to_play != self.player

    def _bot_step(self) -> None:
        self.state = self.bot.move(self.state)
        self._note(self._told())

    def _trick_just_ended(self) -> bool:
        return self.state.current == () and bool(self.state.tricks)

    def _phone_html(self) -> str:
        """The opponent as a chip with a card count, stock and prize, trump, the trick."""
        view = self.view
        chips = [phone_chip("B (computer)", f"{view.opponent_hand_size} cards",
                            current=view.to_play == "B"),
                 phone_chip("Trump", f"{view.trump.symbol} {view.trump.word}")]
        if view.stage == 1:
            prize = f" · prize {view.prize.pretty}" if view.prize is not None else ""
            chips.append(phone_chip("Stock", f"{view.stock_size} cards{prize}"))
        else:
            c = view.counted
            chips.append(phone_chip("Counted tricks", f"you {c['A']} · B {c['B']}"))
        played = [("You" if p == "A" else "B", card) for p, card in view.current]
        return phone_table_html(chips, played, True, self.table.four_colour)

    def _render(self) -> None:
        s, view = self.state, self.view
        self.table.state = s
        self.phone.value = self._phone_html()
        if s.complete:
            status = "The game is over."
        elif view.my_turn:
            status = "Your turn: click a card to play it."
        elif self.step_toggle.value:
            status = "B is next — press “Continue”."
        else:
            status = "B is thinking…"
        self.status.value = html.escape(status)
        hand = view.hand
        if tuple(self._card_buttons) != hand:
            old = self._card_buttons
            self._card_buttons = {}
            for c in hand:
                btn = old.pop(c, None)
                if btn is None:
                    btn = card_button(c)
                    btn.on_click(lambda _b, c=c: self.play(c))
                self._card_buttons[c] = btn
            for btn in old.values():
                btn.close()
            self.hand_box.children = list(self._card_buttons.values())
        for btn in self._card_buttons.values():
            btn.disabled = not view.my_turn
            set_class(btn, "is-legal", False)
        self.controls.children = [self.hand_box] if hand else []
        self._show_continue()
        self.hint_button.disabled = not view.my_turn
        self.save_button.disabled = not s.complete
        if s.complete:
            c = s.counted
            if s.winner == self.player:
                head = "<b>You win!</b>"
            elif s.winner is None:
                head = "<b>A tie.</b>"
            else:
                head = "<b>The computer wins.</b>"
            self.result.value = (f"{head} Counted tricks: A {c['A']}, B {c['B']} — at least 7 "
                                 "of the 13 second-stage tricks win (GW-5.3). Press “New game” "
                                 "to play again (the deal alternates, GW-6.2).")
            self.result.value += review_html(s, self.player)


__all__ = ["GermanPlayTable", "PlayTable"]
