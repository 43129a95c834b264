"""A picture box that flips between pictures the browser has already built.

A stepper's picture is a large SVG (both layouts of a table: ~80 kB, ~700 elements).
Sending it on every click costs little in the kernel but a lot in the browser: the
markup is parsed into elements and laid out before the click shows (about two thirds
of a click's time on this course's tables). :class:`FlipBox` keeps three slots (HTML
widgets): the picture on screen and, once the learner is stepping, the previous and
next ones, hidden by CSS. A click on Next or Back then only changes one class of the box
(a message of a few dozen bytes, and no parsing); the new neighbour is sent after the
reply, while the learner reads.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping

import ipywidgets

from widgets._style import html_box

SLOTS = 3


class FlipBox(ipywidgets.Box):
    """Shows one of :data:`SLOTS` HTML slots (class ``whist-show-K`` on the box); the
    others hold pictures sent in advance. ``value`` is the picture on screen."""

    def __init__(self, css_class: str, value: str = "") -> None:
        self._slots = [html_box("whist-picture-slot") for _ in range(SLOTS)]
        self._keys: list[Hashable | None] = [None] * SLOTS
        self._shown = 0
        super().__init__(self._slots)
        self._dom_classes = (css_class, "whist-flip", "whist-show-0")
        if value:
            self.show(None, value)

    @property
    def value(self) -> str:
        """The picture on screen (HTML/SVG markup)."""
        return self._slots[self._shown].value

    @value.setter
    def value(self, html: str) -> None:
        self.show(None, html)

    def show(self, key: Hashable | None, html: str) -> None:
        """Put ``html`` (picture ``key``) on screen: a flip if a slot already holds it."""
        slot = self._holding(key, html)
        if slot is None:
            slot = self._spare(keep=())
            self._load(slot, key, html)
        if slot != self._shown:
            self._shown = slot
            kept = [c for c in self._dom_classes if not c.startswith("whist-show-")]
            self._dom_classes = (*kept, f"whist-show-{slot}")

    def preload(self, pictures: Mapping[Hashable, str]) -> None:
        """Send these pictures to hidden slots (at most ``SLOTS - 1``), keeping any slot
        that already holds one of them."""
        wanted = list(pictures.items())[: SLOTS - 1]
        keep = {key for key, _ in wanted}
        for key, html in wanted:
            if self._holding(key, html) is None:
                self._load(self._spare(keep), key, html)

    def forget(self) -> None:
        """Forget what the hidden slots hold (the pictures were redrawn)."""
        self._keys = [None] * SLOTS

    def _holding(self, key: Hashable | None, html: str) -> int | None:
        if self._slots[self._shown].value == html:
            return self._shown
        for i, slot in enumerate(self._slots):
            if key is not None and self._keys[i] == key and slot.value == html:
                return i
        return None

    def _spare(self, keep: object) -> int:
        """A hidden slot, preferably one holding nothing wanted."""
        hidden = [i for i in range(SLOTS) if i != self._shown]
        return next((i for i in hidden if self._keys[i] not in keep), hidden[0])

    def _load(self, slot: int, key: Hashable | None, html: str) -> None:
        self._keys[slot] = key
        self._slots[slot].value = html
