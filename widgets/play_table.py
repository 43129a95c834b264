"""Play tables: the learner plays one seat, bots play the others.

:class:`PlayTable` — house Bid Whist under any rules object: the registry's play
table (:class:`~widgets.game_table.GamePlayTable`, game ``"bid-whist"``) with the
names the lessons use — bid buttons by :class:`~whist_core.family.systems.house.Bid`, a
``pass_button``, :meth:`PlayTable.bid` — and the rules object at hand. Everything
else is the registry table's: the calls greyed out when not legal, the cards the
rules make the declarer lay away already chosen (V-NT-JOKER-KITTY), the last trick
while the learner may look at it (BW-9.7), the score of the game (BW-7), the
"expert" level and the end-of-hand best-play review (issue 12), "Save this hand",
refusals in plain words naming the rule, the phone layout.

:class:`GermanPlayTable` — German Whist, the learner is A against the bot.

The engine enforces every rule: a card the rules refuse is refused with the
engine's message, which names the rule (``7♣ does not follow hearts; you hold 2♥
(BW-4.4)``), and the table stays as it was. The learner's picture is drawn from
their seat only; the bots decide from their own seat's view. The bots' moves
appear one at a time — after a short pause, or, with "Pause after each move"
ticked (handy when teaching), each on "Continue". On the deal a table opens with,
the bots before the learner move at once (listed in the message box): a dashboard's
page may still be connecting then, and a change made by a timer could be lost.

Test hooks: roots ``whist-play-table`` (with the registry table's
``whist-game-table``) / ``whist-german-play-table``; card buttons ``whist-card``
(and ``whist-card-<code>``); bid buttons ``whist-bid`` (``whist-bid-<code>``,
``whist-bid-pass``); declarations ``whist-declare``; ``whist-confirm`` (lay away),
``whist-hint``, ``whist-continue``, ``whist-new-hand``, ``whist-save``; the message
``whist-message``; the status ``whist-status``; the result ``whist-result``; the
record ``whist-record``.
"""

from __future__ import annotations

import html
import secrets
from typing import Any

import ipywidgets

from whist_core import narrate
from whist_core.analysis.bot import ExpertBot
from whist_core.bid_whist import HOUSE, BidWhistRules
from whist_core.bots import GermanWhistBot
from whist_core.cards import Card
from whist_core.family.systems.house import BID_OF, Bid
from whist_core.german_whist import HOUSE as GERMAN_HOUSE
from whist_core.german_whist import GermanWhistRules, GermanWhistState, new_game
from whist_core.german_whist import record_of as german_record_of
from widgets import words
from widgets._practice import card_button, guarded, phone_chip, phone_table_html, set_class
from widgets._table import _Table
from widgets.best_play import review_html
from widgets.game_table import GamePlayTable
from widgets.i18n import _, n_
from widgets.views import TableView

# =============================================================== Bid Whist


class PlayTable(GamePlayTable):
    """House Bid Whist at one seat (default South) against three bots.

    ``PlayTable(rules=HOUSE, seat="S", seed=None, dealer=None, pause=0.8, step=False,
    level="house")``: ``level="expert"`` seats the best-play bot (issue 12);
    ``seed`` fixes the deal (``None``: a random one), ``pause`` the seconds between the
    bots' moves in a live notebook (0 or no event loop: at once), ``step=True`` waits
    for "Continue" after each bot move. The game is scored across hands (BW-7).
    """

    root_class = "whist-play-table"

    def __init__(self, rules: BidWhistRules = HOUSE, *, seat: str = "S", seed: int | None = None,
                 dealer: str | None = None, pause: float = 0.8, step: bool = False,
                 bot_seed: int | None = None, four_colour: bool = False,
                 title: str | None = None, level: str = "house") -> None:
        self.rules = rules
        super().__init__("bid-whist", seat=seat, rules=rules, seed=seed, dealer=dealer,
                         pause=pause, step=step, bot_seed=bot_seed, four_colour=four_colour,
                         title=title, level=level)

    @property
    def bid_buttons(self) -> dict[Bid, ipywidgets.Button]:
        """The bid buttons by bid, every bid of the ladder (pass apart)."""
        return {BID_OF[c]: btn for c, btn in self.call_buttons.items() if not c.is_pass}

    @property
    def pass_button(self) -> ipywidgets.Button:
        return self.call_buttons[Bid.parse("pass").call]

    @guarded
    def bid(self, call: Bid | str) -> None:
        """The learner calls ``call`` (a bid or pass, or its code: ``"4U"``, ``"pass"``)."""
        self.call(Bid.parse(call).call)


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
        self._card_buttons: dict[Card, ipywidgets.Button] = {}
        super().__init__(pause=pause, step=step, four_colour=four_colour,
                         title=title or _("Play German Whist — you are A, the computer is B"),
                         level=level)
        self.hand_box = ipywidgets.Box()
        self.hand_box.add_class("whist-row")
        self.hand_box.add_class("whist-hand-buttons")
        self._note(narrate.step(self.view, you=True))
        self._settle(at_once=True)

    def level_message(self, level: str) -> str:
        """What the learner is told on picking the computer player's ``level``."""
        if level == "expert":
            return _("From their next move the computer players are an expert: once the stock "
                     "is gone it plays every card perfectly, knowing where every card is.")
        return super().level_message(level)

    def _make_bot(self, level: str) -> Any:
        # the expert is exact in the second stage (whist_core.analysis.bot)
        return ExpertBot(self.seed) if level == "expert" else GermanWhistBot(self.seed)

    def _make_table(self) -> TableView:
        return TableView(self.state, show="A", width=760.0)

    @guarded
    def play(self, card: Card | str) -> None:
        """The learner plays ``card``; a card the rules refuse leaves the game unchanged."""
        if self.state.complete:
            self.show_message(_("The game is over. Press “New game” to play another."), "error")
            return
        if self.state.to_play != self.player:
            self.show_message(_("Please wait: it is {player}'s turn.",
                                player=words.seat(self.state.to_play)), "error")
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
        self.show_message(_("Hint: {hint}", hint=narrate.hint(view)))
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

    def not_ready(self) -> str:
        """Why "Save this hand" waits for the end of the game."""
        return _("The record shows both hands and the stock, so it is ready when the game is "
                 "over.")

    def _record(self) -> tuple[dict, str]:
        return german_record_of(self.state), f"german-whist-{self.seed}.json"

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
        n = view.opponent_hand_size
        chips = [phone_chip(_("B (computer)"), n_("{n} cards", "{n} cards", n),
                            current=view.to_play == "B"),
                 phone_chip(_("Trump"), f"{view.trump.symbol} {words.suit(view.trump.value)}")]
        if view.stage == 1:
            stock = view.stock_size
            chips.append(phone_chip(_("Stock"), (
                n_("{n} cards · prize {card}", "{n} cards · prize {card}", stock,
                   card=view.prize.pretty)
                if view.prize is not None else n_("{n} cards", "{n} cards", stock))))
        else:
            c = view.counted
            chips.append(phone_chip(_("Counted tricks"), _("you {a} · B {b}", a=c["A"],
                                                            b=c["B"])))
        played = [(_("You") if p == "A" else "B", card) for p, card in view.current]
        return phone_table_html(chips, played, True, self.table.four_colour)

    def _render(self) -> None:
        s, view = self.state, self.view
        self.table.state = s
        self.phone.value = self._phone_html()
        if s.complete:
            status = _("The game is over.")
        elif view.my_turn:
            status = _("Your turn: click a card to play it.")
        elif self.step_toggle.value:
            status = _("B is next — press “Continue”.")
        else:
            status = _("B is thinking…")
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
                head = _("You win!")
            elif s.winner is None:
                head = _("A tie.")
            else:
                head = _("The computer wins.")
            tail = _("Counted tricks: A {a}, B {b} — at least 7 of the 13 second-stage tricks "
                     "win (GW-5.3). Press “New game” to play again (the deal alternates, "
                     "GW-6.2).", a=c["A"], b=c["B"])
            self.result.value = f"<b>{html.escape(head)}</b> {html.escape(tail)}"
            self.result.value += review_html(s, self.player)


__all__ = ["GermanPlayTable", "PlayTable"]
