"""The course manifest and the lesson frame every notebook shows.

One ordered manifest, :data:`ROUTES`, drives the landing page, the named
previous/next links, the sticky "next lesson" button and the progress marks::

    from widgets.course import lesson_frame, lesson_end
    lesson_frame("bid_whist/03_Deal_and_Kitty.ipynb")   # first code cell: title bar
    ...
    lesson_end("bid_whist/03_Deal_and_Kitty.ipynb")     # last cell: large prev/next

Files are paths under ``notebooks/`` (POSIX). To add a lesson: write its source in
``pages/``, add a :class:`Lesson` to its route in :data:`ROUTES`, then run ``make pages``
(``tools/pages.py``; docs/LESSON_SOURCES.md), which puts the two frame cells into every
notebook of the manifest, hides ``# NBVAL_CHECK_OUTPUT`` cells from learners (tag
``whist-check``) and copies the rule IDs into ``metadata.whist.rules``.
"""

from __future__ import annotations

import html
import json
import posixpath
import sys
from dataclasses import dataclass

from IPython.display import HTML

from widgets import i18n
from widgets import words as _words  # noqa: F401  (the case forms of the engine's names)
from widgets._page import PAGE_CSS, PAGE_JS
from widgets.i18n import _, n_, p_

HOME = "Index.ipynb"
#: What a link to a page ends with: ``.ipynb`` under Voilà, ``.html`` in the static site
#: (``make site``), whose pages run in the browser's Python (Pyodide, ``emscripten``).
PAGE_SUFFIX = ".html" if sys.platform == "emscripten" else ".ipynb"
# Routes whose lessons are named with a number in links ("Bid Whist 3 — ...").
NUMBERED = ("german-whist", "bid-whist", "systems")


@dataclass(frozen=True)
class Lesson:
    """One notebook of the course.

    ``file`` is the path under notebooks/; ``title`` the short name used in links
    ("The deal and the kitty"); ``minutes`` a time estimate; ``rules`` the rule IDs
    it teaches (copied into the notebook's ``metadata.whist.rules``).
    """

    file: str
    title: str
    minutes: int
    rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class Route:
    """An ordered path through some lessons, shown as one tile on the landing page."""

    key: str
    name: str
    pitch: str
    start_label: str
    lessons: tuple[Lesson, ...]
    picture: str = ""  # "bid-whist", "german-whist" or "" (no table picture)

    @property
    def minutes(self) -> int:
        return sum(lesson.minutes for lesson in self.lessons)


def _system_lessons() -> tuple[Lesson, ...]:
    """The lesson of each system file that has one (``System.lesson``), in course order."""
    from whist_core.family.systems import SYSTEMS

    return tuple(Lesson(path, title, minutes, _rules(*ids))
                 for path, title, minutes, ids in (s.lesson for s in SYSTEMS.values()
                                                   if s.lesson is not None))


def _rules(*ids: str) -> tuple[str, ...]:
    return ids


ROUTES: tuple[Route, ...] = (
    Route(
        "start", "First steps",
        "What a trick is, who wins it, and what trumps do: the one idea behind every "
        "game of the course. Play four tricks yourself.",
        "New to card games? Start here",
        (
            Lesson("start/A_First_Trick.ipynb", "A first trick", 10,
                   _rules("BW-4.4", "BW-4.5", "GW-3.1", "GW-3.2")),
        ),
    ),
    Route(
        "german-whist", "German Whist",
        "Whist for two with an ordinary pack: no partners, no bidding. "
        "The gentlest first game.",
        "Start German Whist",
        (
            Lesson("german_whist/01_Setup_and_Deal.ipynb", "Setup and the deal", 12,
                   _rules("GW-1.1", "GW-1.2", "GW-2.1", "GW-2.2", "GW-2.3", "GW-2.4")),
            Lesson("german_whist/02_The_First_Stage.ipynb", "The first stage: winning cards", 18,
                   _rules("GW-3.1", "GW-3.2", "GW-3.3", "GW-4.1", "GW-4.2", "GW-4.3",
                          "GW-4.4", "GW-8.1", "GW-8.2", "GW-8.3")),
            Lesson("german_whist/03_The_Counted_Stage.ipynb", "The counted stage", 20,
                   _rules("GW-5.1", "GW-5.2", "GW-5.3", "GW-6.1", "GW-6.2", "GW-6.3",
                          "GW-7.1", "GW-7.2", "V-GW-FREE-FIRST", "V-GW-COUNT-ALL")),
            Lesson("german_whist/04_Best_Play.ipynb", "Best play in the counted stage", 15,
                   _rules("GW-3.1", "GW-3.2", "GW-4.3", "GW-5.1", "GW-5.2", "GW-5.3",
                          "GW-6.1")),
        ),
        picture="german-whist",
    ),
    Route(
        "bid-whist", "Bid Whist",
        "Four players in two teams, an auction, a kitty of six cards and two jokers. "
        "First team to +7 wins.",
        "Start Bid Whist",
        (
            Lesson("bid_whist/01_Table_and_Goal.ipynb", "The table and the goal", 15,
                   _rules("BW-1.1", "BW-1.2", "BW-1.3", "BW-1.4", "BW-8.1", "BW-8.2")),
            Lesson("bid_whist/02_Card_Ranks.ipynb", "Card ranks: uptown, downtown, jokers", 15,
                   _rules("BW-4.1", "BW-4.2", "BW-4.3", "BW-9.1", "V-ACE-LOW-DOWN")),
            Lesson("bid_whist/03_Deal_and_Kitty.ipynb", "The deal and the kitty", 15,
                   _rules("BW-1.3", "BW-2.1", "BW-2.2", "BW-2.3")),
            Lesson("bid_whist/04_Bidding.ipynb", "Bidding", 15,
                   _rules("BW-2.4", "BW-2.5", "BW-3.1", "BW-3.2", "BW-3.3")),
            Lesson("bid_whist/05_Declaring_and_the_Kitty.ipynb", "Declaring and the kitty", 12,
                   _rules("BW-3.4", "BW-3.5", "BW-3.6", "BW-3.7")),
            Lesson("bid_whist/06_Playing_Tricks.ipynb", "Playing the tricks", 20,
                   _rules("BW-4.4", "BW-4.5", "BW-4.6", "BW-9.7")),
            Lesson("bid_whist/07_Jokers_in_No_Trump.ipynb", "Jokers at no trump", 15,
                   _rules("BW-5.1", "BW-5.2", "BW-5.3", "BW-5.4", "BW-5.5")),
            Lesson("bid_whist/08_Scoring.ipynb", "Scoring a hand", 20,
                   _rules("BW-6.1", "BW-6.2", "BW-6.3", "BW-6.4", "BW-6.5", "BW-6.6",
                          "BW-9.2", "BW-9.3", "BW-9.4", "BW-9.5", "BW-9.6")),
            Lesson("bid_whist/09_A_Whole_Game.ipynb", "A whole game", 20,
                   _rules("BW-7.1", "BW-7.2", "BW-7.3", "V-TARGET")),
            Lesson("bid_whist/10_Variants.ipynb", "Variants: the rules other tables play", 30,
                   _rules("V-MIN4", "V-DOWN-OVER-UP", "V-ACE-LOW-DOWN", "V-DEUCE-SPADES",
                          "V-LEFT-LEADS", "V-NT-JOKER-ANYTIME", "V-NT-JOKER-FIRST-DISCARD",
                          "V-NT-JOKER-KITTY", "V-ONE-JOKER", "V-NO-JOKER", "V-RED-BLACK",
                          "V-SPORT-KITTY", "V-DEFENDERS-SCORE", "V-BOSTON-BONUS",
                          "V-BACK-DOOR", "V-RENEGE-CLAIM", "V-TARGET", "V-TWO-SETS",
                          "SYS-CUTTHROAT", "SYS-52", "SYS-BOSTON", "SYS-CINCINNATI",
                          "SYS-RHODE-ISLAND", "SYS-HAWAII")),
            Lesson("bid_whist/11_Best_Play.ipynb", "Best play: where was the book lost?", 15,
                   _rules("BW-3.1", "BW-3.6", "BW-4.2", "BW-4.5", "BW-6.2", "BW-6.3")),
        ),
        picture="bid-whist",
    ),
    # Routes with no lessons yet are left off the landing page and the nav.
    Route("systems", "Other ways to play",
          "Six ways other tables play Bid Whist, each on a real hand.",
          "Start the other ways to play", _system_lessons()),
    Route("strategy", "Playing well",
          "How good players bid, lead and count the cards — with a bid adviser and "
          "guided hands to practise on.",
          "Start the strategy course", (
              Lesson("strategy/01_Counting_Your_Hand.ipynb", "Counting your hand, and what "
                     "to bid", 20, _rules("BW-2.4", "BW-2.5", "BW-3.1", "BW-3.5", "BW-3.6",
                                          "BW-4.3", "BW-5.1")),
              Lesson("strategy/02_Which_Kind_of_Bid.ipynb", "Uptown, downtown or no trump?",
                     15, _rules("BW-3.2", "BW-3.4", "BW-4.1", "BW-4.2", "BW-4.3", "BW-5.1",
                                "BW-6.4")),
              Lesson("strategy/03_The_Declarers_Plan.ipynb", "Planning the play as declarer", 20,
                     _rules("BW-3.5", "BW-3.6", "BW-3.7", "BW-4.3", "BW-4.4", "BW-4.5",
                            "BW-4.6")),
              Lesson("strategy/04_Defence_and_Memory.ipynb", "Defending, and remembering the "
                     "cards", 20, _rules("BW-3.1", "BW-4.3", "BW-4.4", "BW-6.3", "BW-6.5",
                                         "BW-6.6", "BW-9.7")),
              Lesson("strategy/05_German_Whist_Strategy.ipynb", "German Whist: playing well",
                     15, _rules("GW-2.3", "GW-3.2", "GW-4.1", "GW-4.4", "GW-5.1", "GW-5.2",
                                "GW-5.3")),
              Lesson("strategy/06_Guided_Hands.ipynb", "Guided hands", 30,
                     _rules("BW-3.1", "BW-3.5", "BW-4.4", "BW-4.5", "BW-6.2", "BW-6.3",
                            "GW-4.1", "GW-5.3")),
          )),
    Route(
        "reference", "Rules card and glossary",
        "Every rule with its label, the words of the game, and a one-page sheet per game "
        "to print.",
        "Open the rules card",
        (
            Lesson("reference/Rules_Card.ipynb", "The rules card", 5),
            Lesson("reference/Glossary.ipynb", "Glossary", 5),
            Lesson("reference/Cheat_Sheet_Bid_Whist.ipynb", "Bid Whist on one page", 5),
            Lesson("reference/Cheat_Sheet_German_Whist.ipynb", "German Whist on one page", 5),
        ),
    ),
    Route(
        "practice", "Explore and practise",
        "Step through any example hand, or open one of your own.",
        "Explore a hand",
        (
            Lesson("Explore_a_Hand.ipynb", "Explore a hand", 10),
            Lesson("Widget_Gallery.ipynb", "Widget gallery (for teachers)", 10),
        ),
    ),
)


#: The pages each translated edition has (``notebooks/<lang>/<file>``, built from the same
#: source with the catalog ``locale/<lang>/pages/<file>.po``: tools/translations.py). The
#: one place that says which pages are translated; a course link from a translated page to
#: a page not listed here opens the English page. The static site carries every edition
#: (its wheels hold Babel and the code's catalogs, locale/<lang>/LC_MESSAGES).
TRANSLATED: dict[str, tuple[str, ...]] = {
    "ru": (HOME, "start/A_First_Trick.ipynb", "bid_whist/01_Table_and_Goal.ipynb",
           "bid_whist/02_Card_Ranks.ipynb", "bid_whist/03_Deal_and_Kitty.ipynb",
           "german_whist/01_Setup_and_Deal.ipynb", "bid_whist/06_Playing_Tricks.ipynb",
           "german_whist/02_The_First_Stage.ipynb", "bid_whist/04_Bidding.ipynb",
           "reference/Glossary.ipynb", "bid_whist/05_Declaring_and_the_Kitty.ipynb",
           "bid_whist/07_Jokers_in_No_Trump.ipynb", "reference/Rules_Card.ipynb",
           "reference/Cheat_Sheet_Bid_Whist.ipynb", "reference/Cheat_Sheet_German_Whist.ipynb",
           "strategy/01_Counting_Your_Hand.ipynb",
           "systems/01_Cutthroat.ipynb", "systems/02_Bid_Whist_52.ipynb",
           "strategy/02_Which_Kind_of_Bid.ipynb",
           "strategy/03_The_Declarers_Plan.ipynb",
           "strategy/04_Defence_and_Memory.ipynb",
           "bid_whist/08_Scoring.ipynb", "bid_whist/11_Best_Play.ipynb",
           "systems/03_Boston.ipynb",
           "german_whist/03_The_Counted_Stage.ipynb", "german_whist/04_Best_Play.ipynb",
           "systems/04_Cincinnati.ipynb",
           "strategy/05_German_Whist_Strategy.ipynb", "strategy/06_Guided_Hands.ipynb",
           "bid_whist/09_A_Whole_Game.ipynb", "Explore_a_Hand.ipynb",
           "Widget_Gallery.ipynb", "bid_whist/10_Variants.ipynb",
           "systems/05_Rhode_Island.ipynb", "systems/06_Hawaii.ipynb"),
}
#: Each language's name, written in that language (the link to the other edition).
LANG_NAMES = {"en": "English", "ru": "Русский"}


def edition_of(file: str, lang: str) -> str:
    """Where page ``file`` of edition ``lang`` is, under notebooks/ (the English page when
    ``lang`` has no translation of it)."""
    return f"{lang}/{file}" if lang != "en" and file in TRANSLATED.get(lang, ()) else file


def lang_href(here: str, target: str, lang: str) -> str:
    """Link from page ``here`` of edition ``lang`` to ``target`` in the same edition when
    it has one, else to the English page."""
    return page_link(posixpath.relpath(edition_of(target, lang),
                                       posixpath.dirname(edition_of(here, lang)) or "."))


def other_editions(file: str, lang: str) -> list[tuple[str, str]]:
    """(language, link) of each other edition of page ``file``, seen from edition ``lang``."""
    here = edition_of(file, lang)
    out = []
    for other in LANG_NAMES:
        there = edition_of(file, other)
        if other != lang and (other == "en" or there != file):
            out.append((other, page_link(posixpath.relpath(there, posixpath.dirname(here)
                                                           or "."))))
    return out


def page_words() -> dict[str, str]:
    """The words the page script (widgets/assets/page.js) writes, in the kernel's language
    (none in English, the script's own)."""
    if i18n.active() == i18n.SOURCE_LANG:
        return {}
    return {"done": _("✓ done"), "started": _("started"), "leave": _("Leave presentation"),
            "present": _("Presentation mode"), "step": _("Step"), "value": _("Value"),
            "readBefore": _("✓ read before")}


def _data(info: dict) -> str:
    words = page_words()
    return _e(json.dumps(info | ({"words": words} if words else {}), ensure_ascii=False))


def _switch(file: str, lang: str) -> str:
    links = "".join(
        f'<a class="whist-lang" {SAME_TAB} hreflang="{other}" lang="{other}" '
        f'href="{_e(link)}">{_e(LANG_NAMES[other])}</a>'
        for other, link in other_editions(file, lang))
    return f'<span class="whist-langs">{links}</span>' if links else ""


# ---------------------------------------------------------------------- lookups
def routes() -> list[Route]:
    """The routes that have lessons, in order."""
    return [r for r in ROUTES if r.lessons]


def lessons() -> list[Lesson]:
    """Every lesson of the manifest, route by route."""
    return [lesson for r in routes() for lesson in r.lessons]


def find(file: str) -> tuple[Route, int]:
    """The route holding ``file`` and its 0-based place there."""
    for r in routes():
        for i, lesson in enumerate(r.lessons):
            if lesson.file == file:
                return r, i
    known = ", ".join(lesson.file for lesson in lessons())
    raise KeyError(f"{file!r} is not in the course manifest (widgets/course.py); known: {known}")


def neighbours(file: str) -> tuple[Lesson | None, Lesson | None]:
    """(previous, next) of ``file`` along the course: within its route, else the last
    lesson of the route before / the first of the route after (None at either end of the
    course: the home page). Next then Previous always comes back."""
    find(file)  # a clear KeyError for a file outside the manifest
    order = lessons()
    i = [lesson.file for lesson in order].index(file)
    return (order[i - 1] if i > 0 else None), (order[i + 1] if i + 1 < len(order) else None)


def label(lesson: Lesson) -> str:
    """A lesson's name with its route and number: "Bid Whist 3 — The deal and the kitty"."""
    route, i = find(lesson.file)
    if route.key not in NUMBERED:
        return p_("course", lesson.title)
    return _("{route} {number} — {title}", route=p_("course", route.name), number=i + 1,
             title=p_("course", lesson.title))


def page_link(file: str) -> str:
    """``file`` (a notebook path) as the page a link opens: ends with :data:`PAGE_SUFFIX`."""
    stem, dot, ext = file.rpartition(".")
    return f"{stem}{PAGE_SUFFIX}" if dot and ext == "ipynb" else file


def href(here: str, target: str) -> str:
    """Relative link from notebook ``here`` to the page of notebook ``target``."""
    return page_link(posixpath.relpath(target, posixpath.dirname(here) or "."))


# -------------------------------------------------------------------- rendering
#: Course links stay in the learner's tab: JupyterLab's renderer marks a link it does not
#: take for local ``target="_blank"`` unless the link names its own target.
SAME_TAB = 'target="_self"'


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def _navlink(here: str, lesson: Lesson | None, kind: str, lang: str) -> str:
    back, home = _("← Back to"), _("Course home")
    if lesson is None:
        if kind == "prev":
            return (f'<a class="whist-navlink whist-navprev" {SAME_TAB} '
                    f'href="{_e(lang_href(here, HOME, lang))}">'
                    f'<small>{_e(back)}</small><span>{_e(home)}</span></a>')
        return '<span class="whist-navlink is-empty"></span>'
    small = _("← Previous") if kind == "prev" else _("Next →")
    return (f'<a class="whist-navlink whist-nav{kind}" {SAME_TAB} '
            f'href="{_e(lang_href(here, lesson.file, lang))}">'
            f'<small>{_e(small)}</small><span>{_e(label(lesson))}</span></a>')


def frame_html(file: str, *, end: bool = False, lang: str | None = None) -> str:
    """The nav bar (top, with the presentation toggle) or the end block of ``file``, in
    ``lang`` (default: the kernel's language, :func:`widgets.i18n.active`)."""
    with i18n.language(lang or i18n.active()):
        return _frame_html(file, end, i18n.active())


def _frame_html(file: str, end: bool, lang: str) -> str:
    route, i = find(file)
    prev, nxt = neighbours(file)
    lesson = route.lessons[i]
    home = _e(lang_href(file, HOME, lang))
    data = _data({"lesson": file, "home": lang_href(file, HOME, lang), "lang": lang})
    links = f'<div class="whist-navlinks">{_navlink(file, prev, "prev", lang)}' \
            f'{_navlink(file, nxt, "next", lang)}</div>'
    count = (_("lesson {number} of {count}", number=i + 1, count=len(route.lessons))
             if len(route.lessons) > 1 and route.key != "practice" else "")
    name = _e(p_("course", route.name))
    nav, home_words = _e(_("Lesson navigation")), _e(_("Course home"))
    toggle, toggle_tip = _("Presentation mode"), _("Bigger text, prose hidden, arrow keys step (P)")
    if end:
        return (f'<nav class="whist-lesson-nav whist-nav-end" data-whist="{data}" '
                f'aria-label="{nav}">{links}'
                f'<p class="whist-crumb"><a {SAME_TAB} href="{home}">'
                f'{home_words}</a> \u00b7 '
                f'{name}{": " + _e(count) if count else ""}</p></nav>')
    sticky = ""
    if nxt is not None:
        next_words = _("Next: {title} →", title=p_("course", nxt.title))
        sticky = (f'<a class="whist-sticky-next" {SAME_TAB} '
                  f'href="{_e(lang_href(file, nxt.file, lang))}" title="{_e(label(nxt))}">'
                  f'{_e(next_words)}</a>')
    minutes = _("about {minutes} min", minutes=lesson.minutes)
    return (f"<style>{PAGE_CSS}</style>"
            f'<nav class="whist-lesson-nav whist-nav-top" data-whist="{data}" '
            f'aria-label="{nav}">'
            f'<p class="whist-crumb"><a {SAME_TAB} href="{home}">{home_words}</a>'
            f' \u203a <b>{name}</b> \u00b7 {_e(count) + " · " if count else ""}'
            f'{_e(minutes)} {_switch(file, lang)}'
            f'<span class="whist-progress-here"></span></p>'
            f'<button type="button" class="whist-present-toggle" aria-pressed="false" '
            f'title="{_e(toggle_tip)}">{_e(toggle)}</button>{links}</nav>{sticky}'
            f"<script>{PAGE_JS}</script>")


def lesson_frame(file: str, lang: str = "en") -> HTML:
    """Top of a lesson: page styles, where you are, named previous/next, presentation
    toggle. Sets the kernel's language to ``lang`` first (the edition's frame cell passes
    it), so that every widget of the page speaks it."""
    i18n.use(lang)
    return HTML(frame_html(file, lang=lang))


def lesson_end(file: str) -> HTML:
    """Bottom of a lesson: large previous/next links (marks the lesson done when seen)."""
    return HTML(frame_html(file, end=True))


# ------------------------------------------------------------------ landing page
def _tile_picture(kind: str) -> str:
    """A small table picture for a route's tile (a fresh deal, as one player sees it)."""
    from whist_core import pictures
    from whist_core.family.systems.house import new_hand
    from whist_core.german_whist import new_game

    if kind == "bid-whist":
        return pictures.draw(new_hand(7, "N").view("S"), width=560)
    if kind == "german-whist":
        return pictures.draw(new_game(7, dealer="B").view("A"), width=560)
    return ""


def home_html(lang: str | None = None) -> str:
    """The landing page: a Start button per route, game tiles, every lesson with its mark,
    and the other editions of the course (in the kernel's language by default)."""
    with i18n.language(lang or i18n.active()):
        return _home_html(i18n.active())


def _home_html(lang: str) -> str:
    tiles = []
    for route in routes():
        first = route.lessons[0]
        pic = _tile_picture(route.picture) if route.picture else ""
        minutes = [_("{minutes} min", minutes=lesson.minutes) for lesson in route.lessons]
        items = "".join(
            f'<li><a {SAME_TAB} href="{_e(lang_href(HOME, lesson.file, lang))}">'
            f'{_e(p_("course", lesson.title))}</a>{_elsewhere(lesson.file, lang)} '
            f'<span class="whist-minutes">\u00b7 '
            f'{_e(took)}</span>'
            f'<span class="whist-mark" data-whist-mark="{_e(lesson.file)}"></span></li>'
            for lesson, took in zip(route.lessons, minutes, strict=True))
        count = len(route.lessons)
        meta = n_("{n} lesson · about {minutes} min in all",
                  "{n} lessons · about {minutes} min in all", count, minutes=route.minutes)
        tiles.append(
            f'<section class="whist-tile whist-tile-{_e(route.key)}">'
            f"<h2>{_e(p_('course', route.name))}</h2>"
            f'<p class="whist-tile-meta">{_e(p_("course", route.pitch))}</p>'
            + (f'<div class="whist-tile-pic" aria-hidden="true">{pic}</div>' if pic else "")
            + f'<a class="whist-start" {SAME_TAB} '
            f'href="{_e(lang_href(HOME, first.file, lang))}">'
            f'{_e(p_("course", route.start_label))} \u2192</a>'
            f'<p class="whist-tile-meta">{_e(meta)}</p><ol>{items}</ol></section>')
    data = _data({"lesson": HOME, "home": HOME, "lang": lang})
    others = "".join(
        f'<a class="whist-lang" {SAME_TAB} hreflang="{o}" lang="{o}" href="{_e(link)}">'
        f'{_e(EDITION_OFFER[o])}</a>' for o, link in other_editions(HOME, lang))
    return (f"<style>{PAGE_CSS}</style>"
            f'<div class="whist-home" data-whist="{data}">'
            + (f'<p class="whist-langs">{others}</p>' if others else "")
            + f'<div class="whist-tiles">{"".join(tiles)}</div></div>'
            f"<script>{PAGE_JS}</script>")


#: How an Index offers each edition, in that edition's own language.
EDITION_OFFER = {"en": "This course in English →", "ru": "Этот курс на русском языке →"}


def _elsewhere(file: str, lang: str) -> str:
    """A mark after a link that opens a page not yet translated into ``lang``."""
    if lang == "en" or edition_of(file, lang) != file:
        return ""
    note = _("(in English)")
    return f' <span class="whist-lang-note" lang="{lang}">{_e(note)}</span>'


def course_home() -> HTML:
    """The landing page's tiles (see :func:`home_html`)."""
    return HTML(home_html())
