"""Errors raised when an action or a record breaks a rule.

Every refusal is a :class:`RuleError` (a ``ValueError``) that names the rule
broken (an ID from RULES.md, such as ``BW-4.4``) and, once a record is being
replayed, the place in the record (``play 14 (trick 4, seat W)``).
"""

from __future__ import annotations


class RuleError(ValueError):
    """An action or record refused because it breaks a rule.

    ``message`` says what is wrong in plain words, ``rule`` is the rule ID and
    ``place`` where in a record it happened. ``str()`` gives one line:
    ``"<place>: <message> (<rule>)"``.
    """

    def __init__(self, message: str, rule: str | None = None, place: str | None = None):
        self.message = message
        self.rule = rule
        self.place = place
        super().__init__(str(self))

    def at(self, place: str) -> RuleError:
        """The same error located at ``place`` (keeps the subclass)."""
        err = type(self)(self.message, self.rule, place)
        return err

    def __str__(self) -> str:
        text = self.message
        if self.rule:
            text = f"{text} ({self.rule})"
        if self.place:
            text = f"{self.place}: {text}"
        return text


class RecordError(RuleError):
    """A hand record that is malformed (bad JSON, wrong type, unknown key...)."""
