"""The shared cursor control: first / back / next / last buttons, a slider and "k / n".

Every stepper in this package (and any widget that steps through a list of
states) uses one :class:`Cursor`::

    cursor = Cursor(len(states))
    cursor.observe(lambda change: draw(states[change["new"]]), "value")

``value`` is the **0-based index** of the current position (``0 .. n-1``).

**One counter convention** (every counter in the course is written by
:func:`counter_text`): a counter reads "k / n" (or "Question k of n"), where n is how
many steps there are — cards dealt, calls, cards played, questions, tricks — and k is
the step on screen: the k-th card dealt, the table just after the k-th call or card,
the k-th question. A stepper that also shows the moment *before* its first step (the
cut pack, the hands as dealt) shows that moment as ``0 / n`` (``Cursor(..., start=True)``);
one without it starts at ``1 / n``. Either way the last position reads ``n / n``.

Test hooks: the buttons carry the classes ``whist-first``, ``whist-prev``,
``whist-next``, ``whist-last`` (and ``whist-nav``), the slider ``whist-slider``,
the root ``whist-cursor``. Buttons are disabled at the ends. The slider's value is the
readout's k (``0..n`` or ``1..n``); the page script (``widgets/assets/page.js``) names
its handle "Step" and makes it speak the readout ("3 of 27").

Keyboard: the buttons are ordinary focusable buttons (Tab, then Enter or Space);
the slider handle, once focused (Tab or a click), moves with the arrow keys,
Page Up/Down and Home/End.
"""

from __future__ import annotations

import ipywidgets
import traitlets

from widgets._style import style_widget
from widgets.i18n import _


def _buttons() -> tuple[tuple[str, str, str], ...]:
    """(class, label, tooltip) of the four buttons, in the kernel's language; U+FE0E asks
    for the text form of the arrows, never an emoji."""
    return (
        ("whist-first", _("« First"), _("Go to the first step")),
        ("whist-prev", _("◀\ufe0e Back"), _("Go back one step")),
        ("whist-next", _("Next ▶\ufe0e"), _("Go forward one step")),
        ("whist-last", _("Last »"), _("Go to the last step")),
    )


def counter_text(index: int, positions: int, *, start: bool = False,
                 noun: str | None = None) -> str:
    """The counter at position ``index`` (0-based) of ``positions``.

    ``start``: position 0 is the moment before the first step (it reads ``0 / n`` and
    n is ``positions - 1``). ``noun`` gives the long form: ``"Question 2 of 5"``.
    """
    k, n = (index, positions - 1) if start else (index + 1, positions)
    if noun == "Question":
        return _("Question {k} of {n}", k=k, n=n)
    if noun == "Trick":
        return _("Trick {k} of {n}", k=k, n=n)
    return f"{noun} {k} of {n}" if noun else f"{k} / {n}"


class Cursor(ipywidgets.Box):
    """A position over ``n`` steps with first / back / next / last, a slider and "k / n".

    Parameters
    ----------
    n:
        How many positions (at least 1).
    value:
        The starting position, 0-based (default the first).
    start:
        Position 0 is the moment before the first step: the readout counts it as
        ``0 / n-1`` (see :func:`counter_text`).

    Observe ``value`` (0-based) to follow the position; set it, or call
    :meth:`first`, :meth:`prev`, :meth:`next`, :meth:`last`, to move.
    """

    value = traitlets.Int(0, help="the current position, 0-based (readout: counter_text)")
    n = traitlets.Int(1, help="how many positions; read only")

    def __init__(self, n: int, value: int = 0, *, start: bool = False, **kwargs) -> None:
        if n < 1:
            raise ValueError(f"a cursor needs at least one position, not {n}")
        if not 0 <= value < n:
            raise ValueError(f"position {value} is outside 0..{n - 1}")
        buttons = []
        for cls, label, tip in _buttons():
            b = ipywidgets.Button(description=label, tooltip=tip)
            b.add_class("whist-nav")
            b.add_class(cls)
            buttons.append(b)
        self.first_button, self.prev_button, self.next_button, self.last_button = buttons
        self.start = start
        self.readout = ipywidgets.Label(counter_text(value, n, start=start))
        self.readout.add_class("whist-position")
        # the slider counts as the readout does (0..n-1 with a start position, else 1..n),
        # so a screen reader hears the number on the screen
        self._offset = 0 if start else 1
        self.slider = ipywidgets.IntSlider(
            value=value + self._offset, min=self._offset,
            max=max(n - 1, 1) + self._offset, step=1, readout=False,
            continuous_update=True,
            layout=ipywidgets.Layout(width="100%"),
            tooltip=_("Drag, or focus and use the arrow keys"),
        )
        self.slider.add_class("whist-slider")
        # One grid (see _style.py): the buttons in a row with the readout between back and
        # next, the slider under them; on a phone the readout moves beside the slider.
        # The shared stylesheet comes along (hidden), so a bare Cursor keeps its layout.
        super().__init__([style_widget(), self.first_button, self.prev_button, self.readout,
                          self.next_button, self.last_button, self.slider], **kwargs)
        self.add_class("whist-cursor")
        self.set_trait("n", n)
        self.set_trait("value", value)
        self.first_button.on_click(lambda _b: self.first())
        self.prev_button.on_click(lambda _b: self.prev())
        self.next_button.on_click(lambda _b: self.next())
        self.last_button.on_click(lambda _b: self.last())
        self.slider.observe(self._on_slider, "value")
        self._sync_controls()

    # ------------------------------------------------------------------ moving
    def first(self) -> None:
        """Go to the first position."""
        self.value = 0

    def last(self) -> None:
        """Go to the last position."""
        self.value = self.n - 1

    def next(self) -> None:
        """One step forward (nothing at the end)."""
        if self.value < self.n - 1:
            self.value += 1

    def prev(self) -> None:
        """One step back (nothing at the start)."""
        if self.value > 0:
            self.value -= 1

    @property
    def position_text(self) -> str:
        """The readout, ``"k / n"`` (see :func:`counter_text`)."""
        return self.readout.value

    # --------------------------------------------------------------- internals
    @traitlets.validate("value")
    def _check_value(self, proposal: traitlets.Bunch) -> int:
        v = proposal["value"]
        if not 0 <= v < self.n:
            raise traitlets.TraitError(f"position {v} is outside 0..{self.n - 1}")
        return v

    @traitlets.observe("value")
    def _on_value(self, _change: traitlets.Bunch) -> None:
        self._sync_controls()

    def _on_slider(self, change: traitlets.Bunch) -> None:
        self.value = min(max(change["new"] - self._offset, 0), self.n - 1)

    def _sync_controls(self) -> None:
        k, n = self.value, self.n
        self.readout.value = counter_text(k, n, start=self.start)
        if self.slider.value != k + self._offset:
            self.slider.value = k + self._offset
        self.first_button.disabled = self.prev_button.disabled = k == 0
        self.next_button.disabled = self.last_button.disabled = k == n - 1
        self.slider.disabled = n == 1
