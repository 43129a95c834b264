"""The translated editions' catalogs: ``python -m tools.translations`` (``make catalogs``).

Two kinds of gettext PO catalog, both read and written with Babel:

- **page catalogs**, one per translated page: ``locale/<lang>/pages/<path>.po``. Each
  ``msgid`` is one English paragraph exactly as :func:`tools.pages.paragraphs` gives it,
  the ``msgstr`` that paragraph in the edition's language. Which pages an edition has is
  declared once, in :data:`widgets.course.TRANSLATED`.
- the **code domain** ``whist`` (:mod:`widgets.i18n`): ``locale/<lang>/LC_MESSAGES/whist.po``,
  every message the code marks with ``_``, ``p_`` or ``n_`` under ``widgets/`` (``N_``
  for a word kept in a table and said later; ``msg``,
  ``msg_p``, ``msg_n`` under ``whist_core/``: :mod:`whist_core.messages`), plus the
  course manifest's names (context ``course``) and the example records' titles and
  teaching points (context ``record``).

``update`` (the default) extracts the English from the sources and merges it into each
catalog: a new English paragraph or message gets a new empty entry; a changed one gets a
new empty entry and its old translation becomes obsolete (``#~``), for the translator to
reuse. ``check`` writes nothing and prints, per catalog, the translated units and every
entry still to do (exit 1 when any). ``tests/test_translations.py`` makes the same
checks.

    python -m tools.translations [update|check] [--lang ru] [PAGE ...]
"""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract, extract_from_dir
from babel.messages.pofile import read_po, write_po

from tools import pages
from widgets import i18n
from widgets.course import ROUTES, TRANSLATED

ROOT = pages.ROOT
LOCALE = ROOT / "locale"
#: Where the code domain's messages are marked (``_``, ``p_``, ``n_``: widgets.i18n).
CODE_DIRS = ("widgets", "whist_core")
KEYWORDS = {"_": None, "p_": ((1, "c"), 2), "n_": (1, 2), "N_": None}
#: ... and in the engine, with :mod:`whist_core.messages` (``_`` is a throwaway name there).
ENGINE_KEYWORDS = {"N_": None, "msg": None, "msg_p": ((1, "c"), 2), "msg_n": (1, 2)}
#: The example records: their titles and teaching points are messages too (context
#: ``record``), for the hand explorer (:mod:`widgets.explorer`).
RECORDS = ROOT / "notebooks" / "records"
HEADER = {"Project-Id-Version": "whist-lessons", "Language-Team": "whist lessons"}


def page_po(lang: str, rel: str) -> Path:
    """The catalog of page ``rel`` (``bid_whist/02_Card_Ranks.ipynb``) in ``lang``."""
    return LOCALE / lang / "pages" / Path(rel).with_suffix(".po")


def page_units(rel: str) -> Iterator[tuple[str, int]]:
    """Each paragraph of the page's prose (as the build translates it) with its cell; on
    the rules card, each title and rule text of its list (:func:`tools.pages.rule_units`)."""
    for i, cell in enumerate(pages.read(rel).cells):
        if cell.cell_type == "markdown" and cell.source.strip() == pages.RULES_MARK:
            for unit in pages.rule_units():          # the rules card's list, rule by rule
                yield unit, i
        elif cell.cell_type == "markdown":
            for paragraph in pages.paragraphs(cell.source):
                yield paragraph, i


def _new(lang: str, domain: str | None) -> Catalog:
    catalog = Catalog(locale=lang, domain=domain, project="whist-lessons",
                      fuzzy=False, header_comment="")
    catalog.language_team = HEADER["Language-Team"]
    return catalog


def page_template(rel: str) -> Catalog:
    """The English units of page ``rel`` as a template catalog."""
    template = _new("en", None)
    src = pages.source_path(rel).relative_to(ROOT).as_posix()
    for paragraph, cell in page_units(rel):
        template.add(paragraph, locations=[(src, cell)])
    return template


def code_template() -> Catalog:
    """The code domain's English messages: marked calls under :data:`CODE_DIRS` and in the
    translated pages' code cells, the manifest's route names, pitches, start labels and
    lesson titles (context ``course``), and the example records' titles and teaching points
    (context ``record``)."""
    template = _new("en", i18n.DOMAIN)
    for folder in CODE_DIRS:
        for file, line, msg, _comments, context in extract_from_dir(
                ROOT / folder, method_map=[("**.py", "python")],
                keywords=ENGINE_KEYWORDS if folder == "whist_core" else KEYWORDS,
                comment_tags=("TRANSLATORS:",)):
            template.add(msg, locations=[(f"{folder}/{file}", line)], context=context)
    for rel in sorted({r for edition in TRANSLATED.values() for r in edition}):
        src = pages.source_path(rel).relative_to(ROOT).as_posix()
        for i, cell in enumerate(pages.read(rel).cells):
            if cell.cell_type == "code":
                for _line, msg, _c, context in extract(
                        "python", io.BytesIO(cell.source.encode()), keywords=KEYWORDS):
                    template.add(msg, locations=[(src, i)], context=context)
    for route in ROUTES:
        for text in (route.name, route.pitch, route.start_label,
                     *(lesson.title for lesson in route.lessons)):
            template.add(text, locations=[("widgets/course.py", 0)], context="course")
    for path in sorted(RECORDS.glob("*.json")):          # what the hand explorer lists
        record = json.loads(path.read_text(encoding="utf-8"))
        for key in ("title", "teaching_point"):
            if record.get(key):
                template.add(record[key], locations=[(path.relative_to(ROOT).as_posix(), 0)],
                             context="record")
    return template


def read(path: Path, lang: str, domain: str | None = None) -> Catalog:
    """The catalog at ``path`` (an empty one when the file is not there yet)."""
    if not path.is_file():
        return _new(lang, domain)
    with path.open("rb") as f:
        return read_po(f, locale=lang, domain=domain)


def write(path: Path, catalog: Catalog) -> bool:
    """Write ``catalog`` to ``path``; True when the file changed."""
    buf = io.BytesIO()
    write_po(buf, catalog, width=0, omit_header=False, sort_output=False,
             include_previous=False)
    new = buf.getvalue()
    if path.is_file() and path.read_bytes() == new:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(new)
    return True


def merged(old: Catalog, template: Catalog) -> Catalog:
    """``old`` brought up to ``template``: new units empty, vanished ones obsolete (the
    header's dates kept, so that an unchanged catalog is not rewritten)."""
    template.creation_date = old.creation_date
    old.update(template, no_fuzzy_matching=True, update_header_comment=False,
               keep_user_comments=True)
    return old


def catalogs(lang: str, only: list[str] | None = None
             ) -> Iterator[tuple[Path, Callable[[], Catalog], str | None]]:
    """(file, its template, domain) of every catalog of ``lang`` (``only`` some pages)."""
    for rel in TRANSLATED.get(lang, ()):
        if only is None or rel in only:
            yield page_po(lang, rel), (lambda rel=rel: page_template(rel)), None
    if only is None:
        yield i18n.po_path(lang), code_template, i18n.DOMAIN


def problems(catalog: Catalog) -> list[str]:
    """What keeps a catalog from being complete: untranslated, fuzzy or obsolete entries,
    placeholders that differ from the English, plural entries without every form."""
    out = []
    forms = catalog.num_plurals
    code = catalog.domain is not None          # a page's paragraph is not a format string
    for m in catalog:
        if not m.id:
            continue
        out += [f"{_show(m)}: {p}" for p in message_problems(m, forms, code)]
    out += [f"{_show(m)}: obsolete (the English changed or went)"
            for m in catalog.obsolete.values()]
    return out


def message_problems(m: Message, forms: int, placeholders: bool = True) -> list[str]:
    """The problems of one message (see :func:`problems`); ``placeholders=False`` for a
    page's paragraph, which may hold braces (a ``<style>`` block) and is never formatted."""
    ids = m.id if isinstance(m.id, tuple) else (m.id,)
    strs = m.string if isinstance(m.string, tuple) else (m.string,)
    if m.fuzzy:
        return ["fuzzy"]
    if not any(strs):
        return ["untranslated"]
    out = []
    if m.pluralizable and (len(strs) != forms or not all(strs)):
        out.append(f"needs {forms} plural forms, has {sum(bool(s) for s in strs)}")
    if not placeholders:
        return out
    want = set().union(*(i18n.fields(i) for i in ids))
    for s in strs:
        if s and i18n.fields(s) != want:
            out.append(f"placeholders {sorted(i18n.fields(s))} instead of {sorted(want)}")
    return out


def _show(m: Message) -> str:
    first = m.id[0] if isinstance(m.id, tuple) else m.id
    text = first.replace("\n", " ")
    return repr(text[:60] + ("…" if len(text) > 60 else ""))


def translator(lang: str) -> Callable[[str, str], str]:
    """The edition's ``translate(page, paragraph)``: the page catalog's ``msgstr``. A unit
    without one (the English changed since) stays English; the catalog test fails on it."""
    loaded: dict[str, Catalog] = {}

    def translate(rel: str, paragraph: str) -> str:
        if rel not in loaded:
            loaded[rel] = read(page_po(lang, rel), lang)
        m = loaded[rel].get(paragraph)
        return m.string if m is not None and m.string and not m.fuzzy else paragraph

    return translate


def main(argv: list[str] | None = None) -> int:
    """Update (default) or check the catalogs; one line per catalog."""
    args = sys.argv[1:] if argv is None else argv
    lang = "ru"
    if "--lang" in args:
        at = args.index("--lang")
        lang = args[at + 1] if at + 1 < len(args) else ""
        args = args[:at] + args[at + 2:]
    if lang not in TRANSLATED:
        print(f"tools.translations: no edition {lang!r} (widgets.course.TRANSLATED has "
              f"{', '.join(TRANSLATED)})")
        return 2
    command = args.pop(0) if args and args[0] in ("update", "check") else "update"
    only = [pages._page_name(a) for a in args] or None
    bad = 0
    for path, template, domain in catalogs(lang, only):
        catalog = read(path, lang, domain)
        if command == "update":
            catalog = merged(catalog, template())
            changed = write(path, catalog)
        else:
            fresh = merged(read(path, lang, domain), template())
            changed = False
            catalog = fresh
        todo = problems(catalog)
        bad += bool(todo)
        done = sum(1 for m in catalog if m.id and not message_problems(
            m, catalog.num_plurals, domain is not None))
        print(f"{path.relative_to(ROOT)}: {done} of {done + len(todo)} units translated"
              + (" (written)" if changed else ""))
        for line in todo:
            print(f"  {line}")
    return 1 if bad and command == "check" else 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
