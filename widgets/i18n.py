"""The words the code says, in the learner's language: the gettext domain ``whist``.

One catalog per language, ``locale/<lang>/LC_MESSAGES/whist.po``, read with Babel (no
compiled ``.mo`` is committed: the ``.po`` is compiled in memory on first use). English
is the source language: its messages are the ``msgid`` themselves.

- :func:`use` sets the kernel's language; the page's generated frame cell calls it
  (``lesson_frame(file, lang="ru")``), so a lesson's own code cells are the same in
  every edition.
- :func:`_` translates a whole sentence and fills its **named** placeholders:
  ``_("{seat} wins the trick.", seat=words.seat("N"))``. A placeholder may name a case
  form (``{seat:gen}``, see :mod:`widgets.words`); English ignores the form.
- :func:`n_` chooses a plural form by Babel's rule for the language (Russian: three,
  1 взятка, 2 взятки, 5 взяток); :func:`p_` is a message with a context (``"deal"``
  the noun vs. the verb).
- Strict mode (:func:`strict`, or ``WHIST_I18N_STRICT=1``) raises :class:`MissingMessage`
  for a message the active catalog lacks, instead of falling back to English.

Contexts used: ``course`` (manifest titles), ``ui`` (default, widget chrome). The engine's
own sentences (pictures, questions, narration) are marked in ``whist_core`` with
:mod:`whist_core.messages` (``msg``, ``msg_p``, ``msg_n``), English there; importing this
module installs :func:`engine_message`, so they come out in the active language too, a
:class:`~whist_core.messages.Name` placeholder taking its case forms from
:mod:`widgets.words`.
"""

from __future__ import annotations

import contextlib
import io
import os
import string
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

from widgets import words  # noqa: F401  (installs the engine's names in every language)
from widgets.language import LANGS, SOURCE_LANG, active, number, set_active

LOCALE = Path(__file__).resolve().parents[1] / "locale"
DOMAIN = "whist"

_state: dict[str, Any] = {"strict": os.environ.get("WHIST_I18N_STRICT") == "1"}


class MissingMessage(LookupError):
    """A message the active catalog does not translate (raised in strict mode only)."""


def po_path(lang: str) -> Path:
    """The catalog file of ``lang``."""
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def use(lang: str) -> None:
    """Make ``lang`` the language of everything this kernel says from now on."""
    set_active(lang)


@contextlib.contextmanager
def language(lang: str) -> Iterator[None]:
    """Run a block in ``lang``, then restore the language before it."""
    before = active()
    use(lang)
    try:
        yield
    finally:
        use(before)


@contextlib.contextmanager
def strict(on: bool = True) -> Iterator[None]:
    """Raise :class:`MissingMessage` on a missing message inside the block."""
    before = _state["strict"]
    _state["strict"] = on
    try:
        yield
    finally:
        _state["strict"] = before


@cache
def catalog(lang: str):
    """The Babel catalog of ``lang`` (read once per kernel)."""
    from babel.messages.pofile import read_po

    with po_path(lang).open("rb") as f:
        return read_po(f, locale=lang, domain=DOMAIN)


@cache
def _translations(lang: str):
    from babel.messages.mofile import write_mo
    from babel.support import Translations

    buf = io.BytesIO()
    write_mo(buf, catalog(lang))
    buf.seek(0)
    return Translations(buf, domain=DOMAIN)


def _known(msgid: str | tuple[str, str], context: str | None) -> bool:
    message = catalog(active()).get(msgid, context=context)
    if message is None or message.fuzzy:
        return False
    forms = message.string if isinstance(message.string, tuple) else (message.string,)
    return all(forms)


def _lookup(msgid: str, context: str | None, plural: str | None = None, n: int = 1) -> str:
    lang = active()
    if lang == SOURCE_LANG:
        return msgid if plural is None or n == 1 else plural
    key: str | tuple[str, str] = msgid if plural is None else (msgid, plural)
    if not _known(key, context):
        if _state["strict"]:
            where = f" (context {context!r})" if context else ""
            raise MissingMessage(f"{po_path(lang).relative_to(LOCALE.parent)} has no "
                                 f"translation of {msgid!r}{where}")
        return msgid if plural is None or n == 1 else plural
    t = _translations(lang)
    if plural is None:
        return t.pgettext(context, msgid) if context else t.gettext(msgid)
    return t.npgettext(context, msgid, plural, n) if context else t.ngettext(msgid, plural, n)


def _fill(text: str, values: dict[str, Any]) -> str:
    return string.Formatter().vformat(text, (), values) if values else text


def _(msgid: str, /, **values: Any) -> str:
    """``msgid`` in the active language, its named placeholders filled from ``values``."""
    return _fill(_lookup(msgid, None), values)


def p_(context: str, msgid: str, /, **values: Any) -> str:
    """Like :func:`_`, for a message with a context (``p_("course", "Bidding")``)."""
    return _fill(_lookup(msgid, context), values)


def n_(singular: str, plural: str, n: int, /, **values: Any) -> str:
    """The plural form for ``n`` (``{n}`` is filled too): ``n_("{n} trick", "{n} tricks", 5)``."""
    return _fill(_lookup(singular, None, plural, n), {"n": n, **values})


def fields(text: str) -> set[str]:
    """The names of the placeholders of ``text`` (without a case form): ``{seat:gen}`` →
    ``seat``. The catalog test compares them between ``msgid`` and ``msgstr``."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def engine_message(context: str | None, msgid: str, plural: str | None, n: int,
                   values: dict[str, Any]) -> str:
    """The translator of the engine's messages (:func:`whist_core.messages.install`)."""
    if active() == SOURCE_LANG:
        return _fill(msgid if plural is None or n == 1 else plural, values)
    from whist_core.messages import localized

    return _fill(_lookup(msgid, context, plural, n),
                 {k: localized(v) for k, v in values.items()})


def _install() -> None:
    from whist_core import messages

    messages.install(engine_message)


_install()

__all__ = ["DOMAIN", "LANGS", "MissingMessage", "active", "catalog", "engine_message",
           "fields", "language", "n_", "number", "p_", "po_path", "strict", "use"]
