"""The kernel's language, and how it writes a number: what :mod:`widgets.i18n` (the
catalogs) and :mod:`widgets.words` (the names with their case forms) both read. It sits
below them so that neither imports the other for it."""

from __future__ import annotations

LANGS = ("en", "ru")
SOURCE_LANG = "en"

_active = {"lang": SOURCE_LANG}


def active() -> str:
    """The kernel's language."""
    return _active["lang"]


def set_active(lang: str) -> None:
    """Make ``lang`` the kernel's language (one of :data:`LANGS`)."""
    if lang not in LANGS:
        raise ValueError(f"widgets.i18n.use: unknown language {lang!r} (known: "
                         f"{', '.join(LANGS)})")
    _active["lang"] = lang


def number(value: float, digits: int = 0, lang: str | None = None) -> str:
    """``value`` as ``lang`` (by default the active language) writes a number: English
    ``3,000`` and ``80.9``; Russian ``3000``, ``30 000`` (a no-break space, from five
    digits, as Russian typesetting does) and ``80,9``. ``digits`` is the number of
    decimals."""
    text = f"{value:,.{digits}f}"
    if (lang or active()) == SOURCE_LANG:
        return text
    whole, _dot, decimals = text.partition(".")
    if len(whole.replace(",", "").lstrip("-")) < 5:
        whole = whole.replace(",", "")
    return whole.replace(",", "\u00a0") + ("," + decimals if decimals else "")


__all__ = ["LANGS", "SOURCE_LANG", "active", "number", "set_active"]
