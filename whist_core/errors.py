"""Errors raised when an action or a record breaks a rule.

Two sibling ``ValueError`` subclasses share one shape (:class:`WhistError`):

- :class:`RuleError` — an action breaks a rule of the game (a card that does not
  follow suit, a bid that does not overcall);
- :class:`RecordError` — a hand record is malformed (bad JSON, a wrong type, an
  unknown key, an absurd value).

Both carry ``message``, ``rule`` (an ID from RULES.md such as ``BW-4.4``, or
``None``) and ``place`` (where in a record: ``play 14 (trick 4, seat W)``).
``str()`` is one line: ``"<place>: <message> (<rule>)"``. Catch
:class:`WhistError` to catch both.
"""

from __future__ import annotations


class WhistError(ValueError):
    """The common shape of :class:`RuleError` and :class:`RecordError`."""

    def __init__(self, message: str, rule: str | None = None, place: str | None = None):
        self.message = message
        self.rule = rule
        self.place = place
        super().__init__(str(self))

    def at(self, place: str) -> WhistError:
        """The same error located at ``place`` (keeps the subclass)."""
        return type(self)(self.message, self.rule, place)

    def __str__(self) -> str:
        text = self.message
        if self.rule:
            text = f"{text} ({self.rule})"
        if self.place:
            text = f"{self.place}: {text}"
        return text


class RuleError(WhistError):
    """An action (or the action a record describes) refused because it breaks a rule."""


class RecordError(WhistError):
    """A hand record that is malformed (bad JSON, wrong type, unknown key, absurd value)."""


__all__ = ["RecordError", "RuleError", "WhistError"]
