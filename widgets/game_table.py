"""The play table for every game of the registry: the learner plays one seat.

``GamePlayTable("boston")`` — or any name of :mod:`whist_core.games` (``cutthroat``
with ``players=3|4|5``, ``bid-whist-52``, ``cincinnati``, ``rhode-island``,
``hawaii``, the house ``bid-whist`` with ``rules=``). The learner bids, declares,
lays away (click cards, then confirm) and plays cards by clicking; the registry's
bot plays every other seat from that seat's view only. Hands follow one another
to the end of a whole game with its running score.

Nothing here knows a system: the table reads the protocol — ``to_act``,
``legal_actions()`` (through the learner's view), ``apply()``, ``view(seat)``,
``result`` — and the registry (``new``, ``bot``, ``game``, ``record_of``). Buttons
are made from the actions the learner's view lists, their words from
:func:`whist_core.narrate.action_words`. A click the rules refuse is refused by the
engine with the rule named, shown in plain words (10♥, never 10H), and nothing
changes. Cards the rules make the learner lay away come already chosen (the view's
``required_discards``); the last trick shows as long as the view shows it (BW-9.7).

At the end of every hand the table says what the learner's side took and what best
play would have taken from the analysed stretch on, and where a book was lost
(:func:`whist_core.analysis.review.review`); ``level="expert"`` seats the best-play
bot (:class:`whist_core.analysis.bot.ExpertBot`) in place of the game's own bots.

Test hooks: root ``whist-game-table`` (with ``whist-game-<name>``); calls
``whist-bid`` (``whist-bid-<code>``, ``whist-bid-pass``); declarations
``whist-declare``; cards ``whist-card`` (``whist-card-<code>``); ``whist-confirm``,
``whist-hint``, ``whist-continue``, ``whist-new-hand``, ``whist-save``; the message
``whist-message``, status ``whist-status``, result ``whist-result``, score sheet
``whist-game-sheet``.
"""

from __future__ import annotations

import html
import re
import secrets
from collections.abc import Iterable
from typing import Any

import ipywidgets

from whist_core import games, messages, narrate
from whist_core.analysis.bot import ExpertBot
from whist_core.cards import Card, Suit
from whist_core.family.system import NO_TRUMP
from whist_core.narrate import action_words, seat_name, signed
from whist_core.narrate.words import side_name
from whist_core.pictures import card_svg
from whist_core.questions.systems import goal_words, why_over
from widgets import words as names
from widgets._live import live_loop
from widgets._practice import (
    action_button,
    card_button,
    guarded,
    phone_chip,
    phone_table_html,
    set_class,
)
from widgets._style import add_stylesheet, html_box
from widgets._table import LEVELS, _Table
from widgets.best_play import review_html
from widgets.i18n import _, n_, p_
from widgets.language import SOURCE_LANG, active
from widgets.views import TableView

GAME_TABLE_CSS = """
.whist-game-table .whist-declare-grid { display: grid; gap: 6px; max-width: 560px; }
.whist-game-table .whist-declare-grid button { width: 100%; min-width: 0; }
.whist-game-table .whist-calls, .whist-game-table .whist-last-trick { font-size: 16px; }
.whist-game-sheet { overflow-x: auto; max-width: 100%; }
.whist-game-sheet table { border-collapse: collapse; font-size: 16px; }
.whist-game-sheet th, .whist-game-sheet td { border: 1px solid #bbb; padding: 3px 8px;
  text-align: center; white-space: nowrap; }
.whist-game-sheet td.whist-contract { white-space: normal; text-align: left; }
.whist-game-sheet .is-mine { background: #fff6cf; }
.whist-game-sheet small { color: #444; }
.whist-game-table .whist-bid-grid { max-width: 520px; }
.whist-game-table .whist-bid-grid button, .whist-game-table .whist-declare-grid button {
  white-space: normal; line-height: 1.15; overflow: visible; }
.whist-game-table .whist-phone-table .whist-chip { white-space: normal; }
.whist-game-table .whist-my-cards { font-size: 17px; margin: 6px 0 2px; line-height: 1.5; }
.whist-game-table .whist-my-cards .is-red { color: #c8102e; }
.whist-game-table .whist-result .whist-review { margin: 6px 0; padding: 6px 10px;
  border-left: 4px solid #1f7a3a; background: #f1f8f3; font-size: 17px; }
@media (max-width: 600px) { .whist-game-table .whist-trick-now { display: none; } }
@media (max-width: 480px) {
  .whist-game-sheet table { font-size: 14px; }
  .whist-game-sheet th, .whist-game-sheet td { padding: 2px 4px; }
}
"""
add_stylesheet("game-table", GAME_TABLE_CSS)

def _not_yet(phase: str) -> str:
    """Why no card may be played in ``phase`` (before the play), in the learner's language."""
    if phase == "auction":
        return _("No card can be played yet: the bidding comes first.")
    if phase == "declare":
        return _("No card can be played yet: the winner of the auction first chooses how the "
                 "hand is played.")
    if phase == "discard":
        return _("No card can be played yet: the winner of the auction first lays away cards.")
    return _("No card can be played yet: wait.")


def _your_turn(phase: str, n: int) -> str:
    """The status line on the learner's turn in ``phase`` (``n`` cards to lay away)."""
    if phase == "auction":
        return _("Your call: choose a bid or pass.")
    if phase == "declare":
        return _("You won the auction: choose how the hand is played.")
    if phase == "discard":
        return _("Choose {n} cards to lay away, then confirm.", n=n)
    return _("Your turn: click a card to play it.")


def game_title(title: str) -> str:
    """A game's name (:attr:`whist_core.games.GameInfo.title`) as the course names it, in
    the learner's language."""
    known = {"Bid Whist": p_("course", "Bid Whist"), "Cutthroat": p_("course", "Cutthroat"),
             "German Whist": p_("course", "German Whist"),
             "52-card Bid Whist": p_("course", "52-card Bid Whist"),
             "Boston": p_("course", "Boston"), "Cincinnati": p_("course", "Cincinnati"),
             "Rhode Island": p_("course", "Rhode Island"),
             "Hawaii (Trumps)": p_("course", "Hawaii (Trumps)")}
    return known.get(title, title)


def _slug(action: Any) -> str:
    code = getattr(action, "code", None)
    # a hook for tests and styles: English in every language (a suit by its word)
    text = (code if isinstance(code, str) else action.word if isinstance(action, Suit)
            else action_words(action))
    return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-").lower() or "x"


def _num(n: int) -> str:
    """A running total with a true minus sign."""
    return str(n).replace("-", "−")


def _phase(view: Any) -> str:
    """The phase as a word (``auction`` … ``complete``), whatever the game's type for it."""
    return str(getattr(view.phase, "value", view.phase))


class GamePlayTable(_Table):
    """One registry game at one seat against the registry's bots, hand after hand to the
    end of a whole game.

    ``GamePlayTable(game="boston", seat=None, players=None, rules=None, seed=None,
    dealer=None, pause=0.8, step=False, level="house")``: ``seat`` defaults to South
    (or Player 1 where each plays alone); ``players`` is Cutthroat's 3, 4 or 5;
    ``rules`` the house game's switches; ``seed`` fixes the first deal (each new hand
    takes the next seed); ``pause``/``step`` pace the bots as at the other tables;
    ``level="expert"`` seats the best-play bot.
    """

    root_class = "whist-game-table"
    game_word = "hand"

    def __init__(self, game: str = "boston", *, seat: str | None = None,
                 players: int | None = None, rules: Any = None, seed: int | None = None,
                 dealer: str | None = None, pause: float = 0.8, step: bool = False,
                 bot_seed: int | None = None, four_colour: bool = False,
                 title: str | None = None, level: str = "house") -> None:
        self.info = games.get(game)
        self.options: dict[str, Any] = {"players": players} if players else {}
        if rules is not None:
            self.options["rules"] = rules
        seats = self.info.seats(**({"players": players} if players else {}))
        if seat is None:
            seat = "S" if "S" in seats else seats[0]
        if seat not in seats:
            raise ValueError(f"{seat!r} is not a seat of {self.info.title} ({', '.join(seats)})")
        self.seat = self.learner = seat
        self.seed = secrets.randbelow(2**31) if seed is None else seed
        self._bot_seed = self.seed if bot_seed is None else bot_seed
        self.state = self._deal(dealer)
        self.game = self.info.game(first_dealer=self.state.dealer, **self._game_options())
        self._scored = False
        self._reviewed: tuple[Any, str] = (None, "")   # (final state, its review)
        self._selected: list[Card] = []
        self._card_buttons: dict[Card, ipywidgets.Button] = {}
        self._call_buttons: dict[Any, ipywidgets.Button] = {}
        partner = self._partner(self.view)
        game = game_title(self.info.title)
        words = (_("Play {game} — you are {seat}, your partner is {partner}", game=game,
                   seat=self._seat_word(seat), partner=self._seat_word(partner)) if partner
                 else _("Play {game} — you are {seat}", game=game, seat=self._seat_word(seat)))
        super().__init__(pause=pause, step=step, four_colour=four_colour,
                         title=title if title is not None else words, level=level)
        self.add_class("whist-game-table")
        self.add_class(f"whist-game-{self.info.name}")
        self._build_controls()
        self._note(narrate.step(self.view, you=True))
        self._settle(at_once=True)

    # ------------------------------------------------------------- reading
    @property
    def call_buttons(self) -> dict[Any, ipywidgets.Button]:
        """The call buttons by call (pass first, then the ladder)."""
        return dict(self._call_buttons)

    @property
    def declare_buttons(self) -> dict[Any, ipywidgets.Button]:
        """The declaration buttons offered now, by declaration."""
        return dict(self._declare_buttons)

    def _make_bot(self, level: str) -> Any:
        return ExpertBot(self._bot_seed) if level == "expert" else self.info.bot(self._bot_seed)

    def _game_options(self) -> dict[str, Any]:
        return dict(self.options)

    def _deal(self, dealer: str | None) -> Any:
        return self.info.new(self.seed, dealer=dealer, **self.options)

    @staticmethod
    def _partner(view: Any) -> str | None:
        partner = getattr(view, "partner", None)
        if partner is None and getattr(view, "partnerships", False):
            seats = view.seats
            partner = seats[(seats.index(view.seat) + len(seats) // 2) % len(seats)]
        return partner

    def _my_side(self, sides: Iterable[str]) -> str | None:
        return next((s for s in sides if s == self.seat or (len(s) == 2 and self.seat in s
                                                              and self.seat in "NESW")), None)

    # ------------------------------------------------------------- building
    def _make_table(self) -> TableView:
        return TableView(self.state, show=self.seat, width=760.0)

    def _build_controls(self) -> None:
        self.calls_html = html_box("whist-calls")
        self.pass_row = ipywidgets.Box()
        self.pass_row.add_class("whist-row")
        self.bid_grid = ipywidgets.GridBox()
        self.bid_grid.add_class("whist-bid-grid")
        self.auction_box = ipywidgets.VBox([self.calls_html, self.pass_row, self.bid_grid])
        self._declare_buttons: dict[Any, ipywidgets.Button] = {}
        self.declare_box = ipywidgets.GridBox()
        self.declare_box.add_class("whist-declare-grid")
        self.hand_box = ipywidgets.Box()
        self.hand_box.add_class("whist-row")
        self.hand_box.add_class("whist-hand-buttons")
        self.confirm_button = action_button(_("Lay away"), "whist-confirm", primary=True)
        self.confirm_button.on_click(lambda _b: self.lay_away())
        self.last_trick_html = html_box("whist-last-trick")
        self.sheet = html_box("whist-game-sheet")
        self.children = (*self.children, self.sheet)
        # the trick in progress beside the picture (the tall picture may put it below the
        # fold); a phone has the trick in its compact table instead
        self.trick_now = html_box("whist-trick-now")
        for box in self._side_boxes():
            box.children = (self.status, self.trick_now,
                            *[c for c in box.children if c is not self.status])
        self._new_ladder()

    def _new_ladder(self) -> None:
        """Call buttons for the whole ladder: the calls open to the first speaker of a
        fresh auction (nobody has bid yet), greyed out whenever not legal."""
        for b in self._call_buttons.values():
            b.close()
        self._call_buttons = {}
        fresh = self.state                     # called only on a fresh deal
        first = fresh.view(fresh.to_act).legal if _phase(fresh) == "auction" else ()
        for a in first:
            if getattr(a, "is_redeal", False):
                continue                       # offered only to a seat that may call it
            self._call_button(a)
        self._lay_out_calls()

    def _said(self, action: Any) -> str:
        """An action in words, a call as the game's system names it (Cincinnati's
        ``4 special``, SCN-2: :meth:`~whist_core.family.system.System.said`)."""
        return action_words(action, system=getattr(self.state, "system", None))

    def _call_button(self, call: Any) -> ipywidgets.Button:
        label = (_("Pass") if getattr(call, "is_pass", False) else _("Ask for a new deal")
                 if getattr(call, "is_redeal", False) else self._said(call))
        btn = action_button(label, "whist-bid")
        btn.add_class(f"whist-bid-{_slug(call)}")
        btn.on_click(lambda _b, c=call: self.call(c))
        self._call_buttons[call] = btn
        return btn

    def _lay_out_calls(self) -> None:
        specials = [b for c, b in self._call_buttons.items()
                    if getattr(c, "is_pass", False) or getattr(c, "is_redeal", False)]
        bids = [b for b in self._call_buttons.values() if b not in specials]
        self.pass_row.children = specials
        levels: dict[Any, int] = {}
        for c, b in self._call_buttons.items():
            if b in bids:
                lv = getattr(c, "level", None)
                levels[lv] = levels.get(lv, 0) + 1
        per = max(levels.values(), default=1)
        cols = per * max(1, 4 // per)            # 4 across (3 for uptown/downtown/no trump)
        self.bid_grid.layout.grid_template_columns = f"repeat({cols}, minmax(0, 1fr))"
        self.bid_grid.children = bids

    # --------------------------------------------------------------- acting
    @guarded
    def call(self, call: Any) -> None:
        """The learner makes ``call`` (a bid, pass or a call for a new deal)."""
        if self._not_my_turn():
            return
        self._apply(call)

    @guarded
    def declare(self, choice: Any) -> None:
        """The learner declares ``choice`` (trump, ranking, no trump …)."""
        if self._not_my_turn():
            return
        self._apply(choice)

    @guarded
    def toggle(self, card: Card | str) -> None:
        """Choose or unchoose a card to lay away."""
        card = Card.parse(card)
        if _phase(self.state) != "discard" or self._not_my_turn():
            return
        if card in self._selected:
            self._selected.remove(card)
        else:
            self._selected.append(card)
        self._render()

    @guarded
    def lay_away(self, cards: Iterable[Card | str] | None = None) -> None:
        """Lay away the chosen cards (or ``cards``); the engine checks them."""
        if self._not_my_turn():
            return
        chosen = list(self._selected if cards is None else (Card.parse(c) for c in cards))
        self._apply(chosen)

    @guarded
    def play(self, card: Card | str) -> None:
        """The learner plays ``card``; a card the rules refuse leaves the table unchanged."""
        if _phase(self.state) not in ("play", "complete"):
            self.show_message(_not_yet(_phase(self.state)), "error")
            return
        if self._not_my_turn():
            return
        self._apply(Card.parse(card))

    def _click_card(self, card: Card) -> None:
        if _phase(self.state) == "discard":
            self.toggle(card)
        else:
            self.play(card)

    def _not_my_turn(self) -> bool:
        if self.state.complete:
            self.show_message(_("The hand is over. Press “New game” to play on.")
                              if self.game.over else
                              _("The hand is over. Press “New hand” to play on."), "error")
            return True
        if self.state.to_act != self.seat:
            self.show_message(_("Please wait: it is {seat}'s turn.",
                                seat=self._seat_word(self.state.to_act)), "error")
            return True
        return False

    def _apply(self, action: Any) -> None:
        self.state = self.state.apply(action)       # a RuleError leaves self.state as it was
        self._selected = []
        self._preselect()
        self._tell(fresh=True)
        self._settle()

    def _preselect(self) -> None:
        """When the learner comes to lay away: the cards the rules say must go, chosen
        already (V-NT-JOKER-KITTY) — the learner adds the rest."""
        view = self.view
        if _phase(view) == "discard" and view.my_turn and not self._selected:
            self._selected = list(getattr(view, "required_discards", ()))

    def _tell(self, *, fresh: bool = False) -> None:
        view = self.view
        self._note(narrate.step(view, you=True), fresh=fresh)

    @guarded
    def hint(self) -> None:
        """Say what the learner may do now and why; ring the legal cards."""
        view = self.view
        self.show_message(_("Hint: {hint}", hint=narrate.hint(view)))
        if _phase(view) == "play" and view.my_turn:
            for c, b in self._card_buttons.items():
                set_class(b, "is-legal", c in view.legal)

    @guarded
    def new_hand(self) -> None:
        """Deal the next hand (the deal passes left; after a redeal the same dealer deals
        again); after the end of a game, a new game. A hand given up before its end is
        not scored and its dealer deals again."""
        if self.game.over:
            self.game = self.info.game(first_dealer=self.game.next_dealer,
                                       **self._game_options())
        self._scored = False
        self.seed += 1
        self.state = self._deal(self.game.next_dealer)
        self._selected = []
        self.result.value = ""
        self._new_token()
        self._new_ladder()
        self._note(narrate.step(self.view, you=True))
        self._settle()

    def _record(self) -> tuple[dict, str]:
        return self.info.record_of(self.state), f"{self.info.name}-hand-{self.seed}.json"

    # ---------------------------------------------------------------- bots
    def _bots_to_act(self) -> bool:
        return not self.state.complete and self.state.to_act != self.seat

    def _bot_step(self) -> None:
        self.state = self.bot.move(self.state)
        self._preselect()
        self._tell()

    def _trick_just_ended(self) -> bool:
        tricks = self.state.tricks
        return bool(tricks) and tricks[-1].winner is not None and not self.state.complete

    # -------------------------------------------------------------- drawing
    def _render(self) -> None:
        s, view = self.state, self.view
        phase = _phase(view)
        self.table.state = s
        if s.complete:
            self._finish()
        self.phone.value = self._phone_html(view)
        self.trick_now.value = self._trick_html(view)
        self._status(view)
        mine = view.my_turn
        controls: list[ipywidgets.Widget] = []
        if phase == "auction":
            calls = " · ".join(_("{seat}: {call}", seat=self._who(seat), call=self._said(c))
                               for seat, c in view.calls)
            head, none = _("Calls so far:"), _("none yet")
            self.calls_html.value = (f"<b>{html.escape(head)}</b> "
                                     f"{html.escape(calls or none)}")
            legal = set(view.legal) if mine else set()
            new = [c for c in view.legal if c not in self._call_buttons] if mine else []
            for c in new:
                self._call_button(c)
            if new:
                self._lay_out_calls()
            for c, btn in self._call_buttons.items():
                btn.disabled = c not in legal
                btn.layout.display = ("none" if getattr(c, "is_redeal", False)
                                      and c not in legal else None)
            controls.append(self.auction_box)
        elif phase == "declare" and mine:
            self._sync_declarations(view)
            controls.append(self.declare_box)
        if phase in ("discard", "play"):
            self._sync_hand(view)
            controls.append(self.hand_box)
            if phase == "discard" and mine:
                need = view.discard_count
                self.confirm_button.description = _("Lay away the {n} chosen (need {need})",
                                                    n=len(self._selected), need=need)
                controls.append(self.confirm_button)
        last = self._last_trick(view)
        if last:
            self.last_trick_html.value = last
            controls.append(self.last_trick_html)
        self.controls.children = controls
        self._show_continue()
        self.hint_button.disabled = not mine
        self.save_button.disabled = not s.complete
        self.new_button.description = self._new_label()
        self.sheet.value = self._sheet_html()

    def _new_label(self) -> str:
        """The words of the "new hand" button now."""
        return _("New game") if self.game.over else _("New hand")

    def _side_boxes(self) -> list[ipywidgets.Box]:
        """The side column (status, message, controls, log) of the table's body."""
        out = []
        for child in self.children:
            if isinstance(child, ipywidgets.Box):
                for part in child.children:
                    if isinstance(part, ipywidgets.Box) and self.status in part.children:
                        out.append(part)
        return out

    def _trick_html(self, view: Any) -> str:
        """The cards of the trick in progress, large, each with its player."""
        trick = view.trick or ()
        plays = getattr(trick, "plays", trick)
        if _phase(view) != "play" or not plays:
            return ""
        cards = "".join(f"<figure>{card_svg(c, width=74, four_colour=self.table.four_colour)}"
                        f"<figcaption>{html.escape(self._who(seat))}"
                        "</figcaption></figure>" for seat, c in plays)
        number = getattr(trick, "number", None)
        head = _("Trick {k}", k=number) if number else _("This trick")
        label = _("The trick")
        return (f"<div class='whist-note'><b>{html.escape(head)}</b></div>"
                f"<div class='whist-phone-trick' aria-label='{html.escape(label)}'>{cards}</div>")

    def _sync_declarations(self, view: Any) -> None:
        legal = list(view.legal)
        if list(self._declare_buttons) != legal:
            for b in self._declare_buttons.values():
                b.close()
            self._declare_buttons = {}
            for d in legal:
                btn = action_button(action_words(d), "whist-declare")
                btn.add_class(f"whist-declare-{_slug(d)}")
                btn.on_click(lambda _b, d=d: self.declare(d))
                self._declare_buttons[d] = btn
            cols = 3 if len(legal) > 6 else min(len(legal), 3) if len(legal) > 4 else 2
            self.declare_box.layout.grid_template_columns = f"repeat({cols}, minmax(0, 1fr))"
            self.declare_box.children = list(self._declare_buttons.values())

    def _sync_hand(self, view: Any) -> None:
        hand = tuple(view.hand)
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

    @staticmethod
    def _last_trick(view: Any) -> str:
        """The last completed trick while the next one is being played (as long as the
        learner may look at it)."""
        words = narrate.last_trick(view, you=True)
        head = _("Last trick")
        return f"<b>{html.escape(head)}</b> {html.escape(words)}" if words else ""

    def _contract_words(self, view: Any) -> str:
        c = view.contract
        if c is None:
            return ""
        call = c.call
        parts = [_("{seat} bid {call}", seat=self._who(c.declarer), call=self._said(call))]
        trump = c.trump
        if trump is not None:
            parts.append(_("{symbol} {suit} trump", symbol=trump.symbol, suit=names.suit(trump)))
        elif c.by_lead:
            parts.append(_("trump by the first lead"))
        elif c.kind == NO_TRUMP and not call.no_trump:
            parts.append(_("no trump"))
        direction = c.direction or ""
        # a call that says downtown already ("4 downtown", Cincinnati's "4 special")
        if direction.startswith("downtown") and call.style != "D":
            parts.append(_("downtown (ace low)") if direction.endswith("ace_low") else
                         _("downtown"))
        return ", ".join(parts)

    def _phone_html(self, view: Any) -> str:
        """Other seats as chips with their card counts, the contract, books, the trick."""
        seats = list(view.seats) if hasattr(view, "seats") else list(self.info.seats())
        me = seats.index(self.seat)
        sizes = dict(view.hand_sizes)
        partner = self._partner(view)
        chips = []
        for k in range(1, len(seats)):
            seat = seats[(me + k) % len(seats)]
            who = (_("{seat} (partner)", seat=self._seat_word(seat)) if seat == partner
                   else str(self._seat_word(seat)))
            # English says "cards" for any number, as it always did
            chips.append(phone_chip(who, n_("{n} cards", "{n} cards", sizes[seat]),
                                    current=seat == view.to_act))
        contract = self._contract_words(view)
        if contract:
            chips.append(phone_chip(_("Contract"), contract))
        books = dict(view.books)
        mine = self._my_side(books)
        chips.append(phone_chip(_("Books"), " · ".join(
            f"{self._side_label(s, mine)} {n}" for s, n in books.items())))
        trick = view.trick or ()
        played = [(self._who(seat), c) for seat, c in getattr(trick, "plays", trick)]
        table = phone_table_html(chips, played, _phase(view) == "play", self.table.four_colour)
        if _phase(view) in ("auction", "declare") and view.hand:
            table += self._my_cards_html(view.hand)      # no card buttons yet: the hand in words
        return table

    @staticmethod
    def _my_cards_html(hand: Iterable[Card]) -> str:
        """The learner's hand by suit in a line of text: "♠ K Q 10 2 · ♥ J 7 · …"."""
        groups: dict[str, list[Card]] = {}
        for c in hand:
            groups.setdefault("joker" if c.is_joker else c.suit.symbol, []).append(c)
        parts = []
        for key, cards in groups.items():
            if key == "joker":
                parts.append(html.escape(", ".join(action_words(c) for c in cards)))
                continue
            red = cards[0].suit.is_red
            ranks = " ".join(c.pretty[:-1] for c in cards)
            parts.append(f"<span class='{'is-red' if red else ''}'><b>{key}</b> {ranks}</span>")
        head = html.escape(_("Your cards:"))
        return f"<div class='whist-my-cards'><b>{head}</b> {' · '.join(parts)}</div>"

    def _who(self, code: str) -> str:
        """A seat at the start of a sentence: "You" for the learner's, else its name."""
        return _("You") if code == self.seat else str(self._seat_word(code))

    @staticmethod
    def _side_name(side: str) -> str:
        """A side's name: a partnership (``North–South``) or a player."""
        if len(side) == 2 and all(s in "NESW" for s in side):
            # English writes the pair out (North–South); the table of names has its letters
            return side_name(side) if active() == SOURCE_LANG else str(names.pair(side))
        return str(GamePlayTable._seat_word(side))

    @staticmethod
    def _seat_word(code: str) -> Any:
        """A seat in a message: a compass seat in the learner's language (Cutthroat's
        ``Player 1`` as the engine names it)."""
        try:
            return names.seat(code)
        except ValueError:
            return messages.seat(code, seat_name(code))

    def _status(self, view: Any) -> None:
        phase = _phase(view)
        if self.state.complete:
            text = _("The game is over.") if self.game.over else _("The hand is over.")
        elif view.my_turn:
            text = _your_turn(phase, view.discard_count)
        elif self.step_toggle.value:
            text = _("{seat} is next — press “Continue”.", seat=self._seat_word(self.state.to_act))
        else:
            text = _("{seat} is thinking…", seat=self._seat_word(self.state.to_act))
        self.status.value = html.escape(text)

    def _finish(self) -> None:
        s = self.state
        if not self._scored:
            self._scored = True
            if s.dealer == self.game.next_dealer and not self.game.over:
                self.game = self.game.add(s)
        r = s.result
        mine = self._my_side(r.score)
        if getattr(r, "redeal", False):
            text = _("Nobody plays this hand: it is dealt again by the same dealer.")
            head = f"<b>{html.escape(text)}</b>"
        else:
            decl = getattr(r, "declarer_side", None) or getattr(r, "declarers", None)
            who = html.escape(self._side_words(decl, mine))
            view = s.view(self.seat)
            contract = html.escape(self._contract_words(view))
            n = r.declarer_books                       # English says "books" for any n
            head = (n_("<b>{who} made the contract</b> ({contract}) with {n} books.",
                       "<b>{who} made the contract</b> ({contract}) with {n} books.", n,
                       who=who, contract=contract) if r.made else
                    n_("<b>{who} did not make the contract</b> ({contract}) with {n} books.",
                       "<b>{who} did not make the contract</b> ({contract}) with {n} books.", n,
                       who=who, contract=contract))
            scores = ", ".join(f"{self._side_label(k, mine)} {signed(v)}"
                               for k, v in r.score.items())
            head += " " + html.escape(_("This hand: {scores} ({rule}).", scores=scores,
                                        rule=narrate.result_rule(view)))
        totals = self.game.totals
        score = " · ".join(f"{self._side_label(k, mine)} {_num(v)}" for k, v in totals.items())
        text = f"{head} <br>" + html.escape(_("Score: {scores} — {goal}.", scores=score,
                                              goal=goal_words(self.game)))
        won = self.game.winner
        if won is not None:
            why = why_over(self.game) if hasattr(self.game, "system") else ""
            who = html.escape(self._side_words(won, mine))
            if won != mine:
                text += (_(" <b>{who} wins the game</b>: {why}.", who=who, why=html.escape(why))
                         if why else _(" <b>{who} wins the game</b>.", who=who))
            else:
                text += (_(" <b>{who} win the game</b>: {why}.", who=who, why=html.escape(why))
                         if why else _(" <b>{who} win the game</b>.", who=who))
        tail = html.escape(_(" Press “New game” to play another, or “Save this hand” to keep "
                             "this hand.") if won is not None else
                           _(" Press “New hand” to play on, or “Save this hand” to keep this "
                             "hand."))
        loop = live_loop()
        if self._reviewed[0] is not s and loop is None:    # no live kernel (tests): at once
            self._reviewed = (s, review_html(s, self.seat))
        if self._reviewed[0] is s:
            self.result.value = text + self._reviewed[1] + tail
            return
        # in a notebook the result shows at once and the review follows when worked out
        pending = html.escape(_("Working out best play for this hand…"))
        self.result.value = (text + "<div class='whist-best-play whist-review-pending'>"
                             f"{pending}</div>" + tail)
        if loop is not None:
            loop.call_later(0.05, self._show_review, s, text, tail)

    @guarded
    def _show_review(self, final: Any, text: str, tail: str) -> None:
        if self.state is final and self._reviewed[0] is not final:
            self._reviewed = (final, review_html(final, self.seat))
            self.result.value = text + self._reviewed[1] + tail

    def _side_label(self, side: str, mine: str | None) -> str:
        """A side in a list of scores: "you", "North–South (you)", or its name."""
        if side != mine:
            return self._side_name(side)
        return _("you") if side == self.seat else _("{side} (you)", side=self._side_name(side))

    def _side_words(self, side: str, mine: str | None) -> str:
        """"You", "You and your partner", or the side's name."""
        if side != mine:
            return self._side_name(side)
        return _("You") if side == self.seat else _("You and your partner")

    def _sheet_html(self) -> str:
        """The whole game so far: each hand's contract and every side's running total."""
        lines = self.game.lines
        if not lines:
            return ""
        sides = list(self.game.totals)
        mine = self._my_side(sides)
        you = _("You")
        head = "".join(f"<th class='{'is-mine' if s == mine else ''}'>"
                       f"{html.escape(you if s == mine and s == self.seat else self._side_name(s))}"
                       "</th>" for s in sides)
        rows = []
        for ln in lines:
            cells = "".join(
                f"<td class='{'is-mine' if s == mine else ''}'>{_num(ln.totals[s])}"
                f" <small>({signed(ln.change[s])})</small></td>" for s in sides)
            contract = narrate.plain(getattr(ln, "said", "") or str(ln.contract))
            rows.append(f"<tr><td>{ln.number}</td><td class='whist-contract'>"
                        f"{html.escape(contract)}</td>{cells}</tr>")
        label, hand, contract = _("The score of the game"), _("Hand"), _("Contract")
        return (f"<table aria-label='{html.escape(label)}'><tr><th>{html.escape(hand)}</th>"
                f"<th>{html.escape(contract)}</th>{head}</tr>{''.join(rows)}</table>")


__all__ = ["LEVELS", "GamePlayTable", "game_title"]
