"""Rule labels in the prose link to the rules card (a step of ``python -m tools.pages``).

A source writes a label as ``**[BW-2.3]**`` (or ``**[BW-2.3, BW-2.4]**``); the built page
shows it as a link to the first rule's anchor on ``reference/Rules_Card.ipynb``.
"""

from __future__ import annotations

import posixpath
import re

CARD = "reference/Rules_Card.ipynb"
_ID = r"(?:BW|GW|V|SYS|SC|S52|SB|SCN|SRI|SH)-[A-Z0-9.-]+(?:–\d+\.\d+)?"
LABEL = re.compile(rf"(?<!\[)\*\*\[({_ID}(?:, {_ID})*)\]\*\*(?!\]\()")
LINKED = re.compile(rf"\[(\*\*\[({_ID}(?:, {_ID})*)\]\*\*)\]\(([^)#\s]*)#([^)\s]+)\)")


def _target(rel: str) -> str:
    return posixpath.relpath(CARD, posixpath.dirname(rel) or ".")


def link(text: str, rel: str) -> str:
    """Every known ``**[RULE-ID]**`` label of ``text`` (on page ``rel``) as a link to the card.

    Labels already linked, and labels whose first ID is not on the card, are left alone.
    """
    from whist_core.rulebook import BY_ID

    target = _target(rel)

    def swap(m: re.Match) -> str:
        first = m.group(1).split(", ")[0].split("–")[0]
        return f"[{m.group(0)}]({target}#{first})" if first in BY_ID else m.group(0)

    return LABEL.sub(swap, text)


def unlink(text: str, rel: str) -> str:
    """The inverse of :func:`link`: links that :func:`link` would write become bare labels."""
    target = _target(rel)

    def bare(m: re.Match) -> str:
        first = m.group(2).split(", ")[0].split("–")[0]
        return m.group(1) if (m.group(3), m.group(4)) == (target, first) else m.group(0)

    return LINKED.sub(bare, text)
