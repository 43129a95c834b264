"""The kernel's language: the one setting that :mod:`widgets.i18n` (the catalogs) and
:mod:`widgets.words` (the names with their case forms) both read. It sits below them so
that neither imports the other for it."""

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


__all__ = ["LANGS", "SOURCE_LANG", "active", "set_active"]
