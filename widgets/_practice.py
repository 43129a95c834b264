"""Pieces shared by the practice widgets (quiz, play tables): card buttons, messages,
safe click handlers and their stylesheet.

Nothing here decides a rule. A click handler wrapped by :func:`guarded` never lets
a traceback reach a learner: a :class:`~whist_core.errors.RuleError` is shown as
its one-line text (which names the rule), anything else as a polite message.
"""

from __future__ import annotations

import functools
import html
import traceback
from collections.abc import Callable
from typing import Any

import ipywidgets

from whist_core.cards import Card
from whist_core.errors import WhistError
from whist_core.messages import card_name
from whist_core.narrate import refusal
from whist_core.pictures import card_svg
from widgets._style import add_stylesheet, style_widget
from widgets.i18n import _

PRACTICE_CSS = """
.whist-practice { gap: 10px; }
.whist-practice .whist-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center;
  width: 100%; }
.whist-practice button { height: auto; min-height: 44px; font-size: 17px; border-radius: 8px;
  padding: 4px 12px; margin: 0; }
.whist-practice button.whist-action { border: 2px solid #1d3f73; background: #fff;
  color: #12305c; font-weight: bold; }
.whist-practice button.whist-action:hover:enabled { background: #e6eefb; }
.whist-practice button.whist-primary:enabled { background: #12305c; color: #fff; }
.whist-practice button.whist-primary:hover:enabled { background: #1d4a8c; }
.whist-practice button:disabled { opacity: 0.4; cursor: not-allowed; }
.whist-practice button:focus-visible { outline: 3px solid #ffb000; outline-offset: 2px; }
.whist-practice button.whist-card { min-width: 64px; min-height: 56px; font-size: 22px;
  font-weight: bold; background: #fff; border: 2px solid #555; color: #111;
  font-variant-numeric: tabular-nums; box-shadow: 0 2px 3px rgba(0,0,0,0.25); }
.whist-practice button.whist-card:hover:enabled { background: #fffbe6; border-color: #111; }
.whist-practice button.whist-card.is-red { color: #c8102e; }
.whist-four-colour button.whist-card.is-diamonds { color: #0b4fb3; }
.whist-four-colour button.whist-card.is-clubs { color: #11772d; }
.whist-practice button.whist-card.is-joker { color: #6a1b9a; font-size: 18px; }
.whist-practice button.whist-card.is-selected { background: #ffc400; border: 3px solid #111; }
.whist-practice button.whist-card.is-legal { border: 3px solid #11772d; background: #e3f4e8; }
.whist-practice button.whist-choice.is-right { background: #e3f4e8; border: 3px solid #11772d;
  opacity: 1; }
.whist-practice button.whist-choice.is-wrong { background: #fde7ea; border: 3px solid #b00020;
  opacity: 1; }
.whist-practice button.whist-bid { min-width: 118px; }
.whist-practice .whist-bid-grid { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 6px; max-width: 420px; }
.whist-practice .whist-bid-grid button { width: 100%; min-width: 0; }
.whist-practice .whist-status, .whist-practice .whist-status .widget-html-content {
  font-size: 19px; font-weight: bold; }
.whist-practice .whist-message.is-error { border-left-color: #b00020; background: #fde7ea; }
.whist-practice .whist-message.is-good { border-left-color: #11772d; background: #e3f4e8; }
.whist-practice .whist-feedback { min-height: 2.6em; font-size: 18px; }
.whist-practice .whist-feedback.is-right { border-left: 6px solid #11772d; background: #e3f4e8;
  padding: 6px 12px; }
.whist-practice .whist-feedback.is-wrong { border-left: 6px solid #b00020; background: #fde7ea;
  padding: 6px 12px; }
.whist-practice .whist-score, .whist-practice .whist-score .widget-html-content {
  font-size: 19px; font-weight: bold; }
.whist-practice .whist-quiz-progress, .whist-practice .whist-quiz-progress .widget-html-content {
  font-size: 17px; color: #333; }
.whist-practice .whist-quiz-heading, .whist-practice .whist-quiz-heading .widget-html-content {
  font-size: 18px; }
.whist-practice .whist-question, .whist-practice .whist-question .widget-html-content {
  font-size: 19px; line-height: 1.45; }
.whist-practice .whist-pictures { display: flex; flex-wrap: wrap; gap: 12px;
  align-items: flex-end; }
.whist-practice .whist-pictures svg { max-width: 100%; height: auto; }
/* the first trick's instructions and ending read at the size of the lesson's prose */
.whist-practice :is(.whist-exercise-goal, .whist-exercise-ending),
.whist-practice :is(.whist-exercise-goal, .whist-exercise-ending) .widget-html-content {
  font-size: 17px; line-height: 1.5; max-width: 40em; }
.whist-practice .whist-exercise-title, .whist-practice .whist-exercise-title .widget-html-content {
  font-size: 19px; }
.whist-practice .whist-exercise-ending { border-left: 6px solid #11772d; background: #e3f4e8;
  padding: 6px 14px; border-radius: 4px; }
.whist-practice .whist-exercise-ending ol { margin: 4px 0; padding-left: 1.5em; }
/* in the exercise's column the trick picture takes its own height, not a row's 520 px */
.whist-trick-exercise > .whist-picture-box { flex: none; }
.whist-practice .whist-log { font-size: 16px; color: #333; }
.whist-practice .whist-message .whist-older { color: #555; font-size: 16px; margin-bottom: 3px; }
.whist-practice .whist-log ol { margin: 0; padding-left: 1.4em; }
.whist-practice .whist-result, .whist-practice .whist-result .widget-html-content {
  font-size: 19px; }
.whist-practice .whist-record textarea { font-family: monospace; font-size: 13px;
  min-height: 12em; }
.whist-practice .whist-last-trick { font-size: 16px; }
.whist-practice .widget-checkbox { width: auto; height: auto; min-height: 44px; }
.whist-practice .widget-checkbox label { font-size: 16px; }
/* drop-downs and check boxes big enough to read and to hit (JupyterLab draws them 28 px
   high in 13 px type), and never wider than their words */
.whist-practice .widget-checkbox input[type="checkbox"] { width: 24px; height: 24px;
  margin: 0 8px 0 0; }
:is(.whist-practice, .whist-guided-practice, .whist-root) .widget-dropdown { height: auto;
  max-width: 100%; }
.whist-guided-practice > .widget-dropdown { align-self: flex-start; }
:is(.whist-practice, .whist-guided-practice, .whist-root) .widget-dropdown > select {
  min-height: 44px; height: auto; font-size: 16px; padding: 4px 8px; flex: 0 1 auto;
  max-width: min(100%, 36em); }
:is(.whist-guided-practice, .whist-root) .widget-dropdown > .widget-label { font-size: 16px; }
/* the compact table of a phone: chips for the other seats, the trick large */
.whist-phone-table { display: none; }
.whist-phone-table .whist-chips { gap: 6px; }
.whist-phone-table .whist-chip { font-size: 15px; font-weight: normal; padding: 3px 10px; }
.whist-phone-table .whist-chip b { font-weight: bold; }
.whist-phone-table .whist-chip.is-turn { background: #ffc400; border-color: #111; }
.whist-phone-trick { display: flex; gap: 8px; align-items: flex-end; margin: 8px 0 2px;
  min-height: 40px; }
.whist-phone-trick figure { margin: 0; text-align: center; font-size: 14px; font-weight: bold; }
.whist-phone-trick svg { width: 74px; height: auto; display: block; }
.whist-phone-trick .whist-note { font-size: 15px; color: #333; align-self: center; }
@media (max-width: 820px) {
  .whist-practice .whist-stepper-body > .whist-side { order: 0; }
}
@media (max-width: 600px) {
  .whist-practice .whist-phone-table { display: block; width: 100%; }
  .whist-practice .whist-stepper-body > .whist-picture-box { display: none; }
  .whist-practice .whist-hand-buttons button.whist-card,
  .whist-practice .whist-hand-box button.whist-card { min-width: 56px; min-height: 60px; }
}
@media (max-width: 480px) {
  .whist-practice button.whist-card { min-width: 52px; font-size: 19px; padding: 2px 6px; }
  .whist-practice .whist-bid-grid { max-width: none; }
  .whist-practice .whist-bid-grid button { font-size: 15px; padding: 2px 4px; }
}
"""

add_stylesheet("practice", PRACTICE_CSS)


def practice_style() -> ipywidgets.HTML:
    """The shared ``<style>`` element (it holds this module's CSS too)."""
    return style_widget()


def rule_label(rule: str) -> str:
    """A rule ID as HTML that never breaks at its hyphen when short ("BW-2.3"); a long one
    ("V-NT-JOKER-FIRST-DISCARD") may wrap, or it would stick out of a phone's screen."""
    text = html.escape(rule)
    return f'<span class="whist-rule">{text}</span>' if len(rule) <= 12 else text


def phone_chip(name: str, value: str, *, current: bool = False) -> str:
    """One seat or fact as a small rounded chip (``is-turn`` when it is that seat's turn)."""
    cls = "whist-chip is-turn" if current else "whist-chip"
    return f'<span class="{cls}"><b>{html.escape(name)}</b> {html.escape(value)}</span>'


def phone_table_html(chips: list[str], played: list[tuple[str, Card]], playing: bool,
                     four_colour: bool = False) -> str:
    """The phone table: chips, then the trick in progress as large cards (no empty slots;
    a short note instead before the first card)."""
    if played:
        cards = "".join(f"<figure>{card_svg(c, width=74, four_colour=four_colour)}"
                        f"<figcaption>{html.escape(who)}</figcaption></figure>"
                        for who, c in played)
    else:
        note = (_("No card played to this trick yet.") if playing
                else _("The cards are not played yet."))
        cards = f'<span class="whist-note">{html.escape(note)}</span>'
    trick = html.escape(_("The trick"), quote=True)
    return (f'<div class="whist-chips">{"".join(chips)}</div>'
            f'<div class="whist-phone-trick" aria-label="{trick}">{cards}</div>')


def card_label(card: Card) -> str:
    """A card's text on a button: ``A♠``, ``10♥``, ``★ Big joker``."""
    if card.is_joker:
        return _("★ Big joker") if card.code == "BJ" else _("☆ Little joker")
    return card.pretty


def card_button(card: Card, label: str | None = None) -> ipywidgets.Button:
    """A large button for a card, coloured by suit (the suit symbol is always shown).

    Classes: ``whist-card``, ``whist-card-<code>`` and ``is-red``/``is-<suit>``/``is-joker``.
    """
    b = ipywidgets.Button(description=label or card_label(card), tooltip=card_name(card),
                          layout=ipywidgets.Layout(width="auto"))
    b.add_class("whist-card")
    b.add_class(f"whist-card-{card.code}")
    if card.is_joker:
        b.add_class("is-joker")
    else:
        b.add_class(f"is-{card.suit.word}")
        if card.suit.is_red:
            b.add_class("is-red")
    b.card = card  # type: ignore[attr-defined]
    return b


def action_button(label: str, cls: str, *, primary: bool = False, tooltip: str = ""
                  ) -> ipywidgets.Button:
    """A plain action button with the test hook class ``cls``."""
    b = ipywidgets.Button(description=label, tooltip=tooltip or label,
                          layout=ipywidgets.Layout(width="auto", align_self="flex-start"))
    b.add_class("whist-action")
    b.add_class(cls)
    if primary:
        b.add_class("whist-primary")
    return b


def set_class(widget: ipywidgets.DOMWidget, cls: str, on: bool) -> None:
    """Add or remove one CSS class."""
    if on and cls not in widget._dom_classes:
        widget.add_class(cls)
    elif not on and cls in widget._dom_classes:
        widget.remove_class(cls)


def text_html(text: str) -> str:
    """Plain text as HTML (escaped; newlines become line breaks)."""
    return html.escape(text).replace("\n", "<br>")


POLITE = ("Sorry — something unexpected went wrong with that click. Nothing was changed; "
          "please try again, or start a new hand.")


def polite() -> str:
    """:data:`POLITE` in the learner's language."""
    return _("Sorry — something unexpected went wrong with that click. Nothing was changed; "
             "please try again, or start a new hand.")


def guarded(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Decorate a widget's click handler so no traceback reaches a learner.

    A ``RuleError`` is shown with ``self.show_message(text, "error")`` (its text names
    the rule); any other exception as a polite message, its traceback kept in
    ``self.last_error`` for developers (never printed into the page).
    """
    @functools.wraps(fn)
    def handler(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return fn(self, *args, **kwargs)
        except WhistError as err:
            # plain words for the learner (the error keeps its card codes for the CLI)
            self.show_message(refusal(err, you=getattr(self, "learner", None)), "error")
        except Exception:
            self.last_error = traceback.format_exc()
            self.show_message(polite(), "error")
        return None
    return handler


__all__ = [
    "POLITE",
    "PRACTICE_CSS",
    "action_button",
    "card_button",
    "card_label",
    "guarded",
    "phone_chip",
    "phone_table_html",
    "practice_style",
    "rule_label",
    "set_class",
    "text_html",
]
