"""What every play table shares: the message and the log of moves, the hint, the pacing
of the bots (a pause, or one move per "Continue"), "Save this hand" and "New hand".

:class:`_Table` is the base of :class:`~widgets.game_table.GamePlayTable` (every game
of the registry; ``PlayTable`` is the house game on it) and of ``GermanPlayTable``.
"""

from __future__ import annotations

import html
import json
from typing import Any
from urllib.parse import quote

import ipywidgets

from whist_core.cards import Card
from widgets._live import live_loop
from widgets._practice import action_button, guarded, practice_style, set_class, text_html
from widgets._style import add_stylesheet, html_box, style_widget
from widgets.i18n import _
from widgets.views import TableView

LOG_LINES = 6
#: The computer players' levels and their words: the game's own bots, or the best-play
#: bot (:class:`whist_core.analysis.bot.ExpertBot`, issue 12).
LEVELS = {"house": "Computer players: standard", "expert": "Computer players: expert"}


def level_words(level: str) -> str:
    """A level's words (:data:`LEVELS`) in the learner's language."""
    return {"house": _("Computer players: standard"),
            "expert": _("Computer players: expert")}[level]

add_stylesheet("table-level", ".whist-practice .whist-level select { font-size: 16px; "
                              "height: auto; padding: 4px 26px 4px 6px; }")


class _Table(ipywidgets.VBox):
    """What both tables share: message, log, hint, pacing of the bots, save, new hand."""

    root_class = "whist-table-base"
    game_word = "hand"
    #: The learner's seat: refusals and narration call it "you".
    learner: str | None = None
    state: Any
    _card_buttons: dict[Card, ipywidgets.Button]

    def level_message(self, level: str) -> str:
        """What the learner is told on picking the computer players' ``level``."""
        if level == "expert":
            return _("From their next move the computer players are experts: each tries many "
                     "ways the hidden cards could lie and plays the card that does best over "
                     "them all.")
        return _("From their next move the computer players are at the standard level.")

    def new_words(self) -> str:
        """The "New hand" button's words (German Whist: "New game")."""
        return _("New game") if self.game_word == "game" else _("New hand")

    def save_tooltip(self) -> str:
        """The "Save this hand" button's tooltip."""
        return (_("The record of the game as JSON (when the game is over)")
                if self.game_word == "game"
                else _("The record of the hand as JSON (when the hand is over)"))

    def __init__(self, *, pause: float, step: bool, four_colour: bool, title: str,
                 level: str = "house") -> None:
        if level not in LEVELS:
            raise ValueError(f"{level!r} is not a level ({', '.join(LEVELS)})")
        self.level = level
        self.bot = self._make_bot(level)
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
        self.hint_button = action_button(_("Hint"), "whist-hint",
                                         tooltip=_("What may I play now, and why?"))
        self.continue_button = action_button(_("Continue ▶\ufe0e"), "whist-continue",
                                             primary=True,
                                             tooltip=_("Show the next player's move"))
        self.step_toggle = ipywidgets.Checkbox(value=step,
                                               description=_("Pause after each move"),
                                               indent=False)
        self.step_toggle.add_class("whist-step-mode")
        self.new_button = action_button(self.new_words(), "whist-new-hand")
        self.save_button = action_button(_("Save this hand"), "whist-save",
                                         tooltip=self.save_tooltip())
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
        # named for a screen reader by a hidden label (each option says "Computer players: …")
        self.level_choice = ipywidgets.Dropdown(options=[(level_words(k), k) for k in LEVELS],
                                                value=level,
                                                description=_("Computer players"),
                                                layout=ipywidgets.Layout(width="auto"))
        self.level_choice.add_class("whist-level")
        self.level_choice.add_class("whist-sr-label")
        self.level_choice.observe(self._on_level, "value")
        tools = self.tools = ipywidgets.HBox([self.hint_button, self.continue_button,
                                              self.step_toggle, self.new_button,
                                              self.save_button, self.level_choice])
        tools.add_class("whist-row")
        super().__init__([style_widget(), practice_style(), self.title, body, tools,
                          self.result, self.download, self.record])
        self.add_class("whist-root")
        self.add_class("whist-practice")
        self.add_class(self.root_class)
        if four_colour:
            self.add_class("whist-four-colour")
            self.table.four_colour = True

    # ------------------------------------------------------------- reading
    @property
    def view(self) -> Any:
        """What the learner's seat may see now."""
        return self.state.view(self.learner)

    @property
    def card_buttons(self) -> dict[Card, ipywidgets.Button]:
        """The learner's card buttons by card."""
        return dict(self._card_buttons)

    # --------------------------------------------------------- to implement
    def _make_bot(self, level: str) -> Any:
        """The computer players at ``level`` (a key of :data:`LEVELS`)."""
        raise NotImplementedError

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
        earlier = html.escape(_("Earlier moves ({n})", n=len(self._log)))
        self.log_html.value = (f"<details><summary>{earlier}</summary>"
                               f"<ol>{items}</ol></details>" if items else "")

    def _settle(self, *, at_once: bool = False) -> None:
        """Redraw, then let the bots move — at once, after a pause, or on Continue.

        ``at_once`` (the deal a table opens with) lets the bots before the learner move
        without the pause: a dashboard's page connects to its kernel while the cells
        run, and a change the kernel makes by itself in that moment can be lost on the
        way, leaving the page showing a bot "thinking" for ever. The page opens at the
        learner's turn instead, the bots' moves listed in the message box."""
        self._render()
        if not self._bots_to_act():
            return
        if self.step_toggle.value:
            return
        loop = live_loop()
        if self.pause > 0 and loop is not None and not at_once:
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
    def _on_level(self, change: Any) -> None:
        """The learner picks the computer players' level: it counts from their next move."""
        self.level = change["new"]
        self.bot = self._make_bot(self.level)
        self.show_message(self.level_message(self.level))

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
        link = html.escape(_("⬇ Download the record ({name})", name=name))
        rest = html.escape(_(" — or copy it from the box below."))
        self.download.value = f'<a download="{html.escape(name)}" href="{href}">{link}</a>{rest}'


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

    def not_ready(self) -> str:
        """Why "Save this hand" waits for the end."""
        return _("The record shows every player's cards, so it is ready when the hand is over.")

    @guarded
    def save(self) -> None:
        """Show the record (JSON) once the hand is over (it shows every hand)."""
        if not self.state.complete:
            self.show_message(self.not_ready(), "error")
            return
        self._show_record(*self._record())

    def _record(self) -> tuple[dict, str]:
        """The finished hand's record and a file name for it."""
        raise NotImplementedError


__all__ = ["LEVELS", "LOG_LINES", "_Table"]
