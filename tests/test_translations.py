"""The Russian edition: complete catalogs, plural forms, strict mode, the cards' own words,
and the two editions in step (issue 24). Fast: reads the catalogs and the notebooks.

``python -m tools.translations check`` prints the same per-catalog counts.
"""

from __future__ import annotations

import re

import nbformat
import pytest

from tools import pages, translations
from whist_core import messages
from whist_core.family.systems.house import new_hand
from widgets import course, i18n, words
from widgets.i18n import _, n_, p_

LANG = "ru"
CATALOGS = list(translations.catalogs(LANG))
RULE_ID = re.compile(r"\b(?:BW|GW|V|SYS|SC|S52|SB|SCN|SRI|SH)-[A-Z0-9.-]*[A-Z0-9]")
#: GLOSSARY_RU.md's lint list (machine-translation words, all from seed 002), as stems
#: matched at the start of a word in any case form.
BANNED = ("ставк", "дилер", "книг", "книжк", "котенок", "котёнок", "котенк", "котёнк", "китти",
          "аптаун", "центр города", "сет", "установк", "ренеж", "ренедж", "трюк", "уловк",
          "палуб", "ромб", "бриллиант", "маленький джокер", "маленького джокера",
          "следовать примеру", "оппонент", "черви")
#: «ставки» only as money stakes (the no-stakes sentences of seeds 000 01 / and 001 01 /).
STAKES = re.compile(r"денежн\w* ставк\w*", re.IGNORECASE)


def _ids(path) -> str:
    return path.relative_to(translations.ROOT).as_posix()


@pytest.mark.parametrize(("path", "template", "domain"), CATALOGS,
                         ids=[_ids(c[0]) for c in CATALOGS])
def test_each_catalog_is_complete(path, template, domain) -> None:
    """No untranslated, fuzzy or obsolete entry; the English's placeholders; every plural
    form — against the English of today's sources (a changed paragraph fails here)."""
    catalog = translations.merged(translations.read(path, LANG, domain), template())
    todo = translations.problems(catalog)
    units = sum(1 for m in catalog if m.id)
    print(f"{_ids(path)}: {units - len(todo)} of {units} units translated")
    assert not todo, (f"{_ids(path)}: run `python -m tools.translations` and translate:\n"
                      + "\n".join(todo))
    assert units >= 3                      # the smallest, the glossary: title, intro, table


def test_a_changed_english_paragraph_fails_until_its_russian_is_updated() -> None:
    rel = "bid_whist/01_Table_and_Goal.ipynb"
    template = translations.page_template(rel)
    first = next(m for m in template if m.id and "Welcome" in m.id)
    changed = translations.page_template(rel)
    del changed[first.id]
    changed.add(first.id.replace("four players", "four people"))
    catalog = translations.merged(translations.read(translations.page_po(LANG, rel), LANG),
                                  changed)
    todo = translations.problems(catalog)
    assert any(line.endswith("untranslated") and "four people" in line for line in todo)
    assert any("obsolete" in line and "Welcome" in line for line in todo)
    assert len(todo) == 2


def test_the_problems_found_in_one_message() -> None:
    from babel.messages.catalog import Message

    assert translations.message_problems(Message("{seat} wins", "{seat:gen} берёт"), 3) == []
    assert translations.message_problems(Message("{seat} wins", "берёт {who}"), 3) == [
        "placeholders ['who'] instead of ['seat']"]
    assert translations.message_problems(Message("a", "б", flags=["fuzzy"]), 3) == ["fuzzy"]
    assert translations.message_problems(Message("a", ""), 3) == ["untranslated"]
    two = Message(("{n} card", "{n} cards"), ("{n} карта", "{n} карты", ""))
    assert translations.message_problems(two, 3) == ["needs 3 plural forms, has 2"]


@pytest.mark.parametrize(("n", "want"), [
    (0, "0 карт"), (1, "1 карта"), (2, "2 карты"), (4, "4 карты"), (5, "5 карт"),
    (11, "11 карт"), (12, "12 карт"), (14, "14 карт"), (21, "21 карта"), (22, "22 карты"),
    (25, "25 карт"), (101, "101 карта"), (111, "111 карт"), (112, "112 карт")])
def test_russian_has_three_plural_forms(n: int, want: str) -> None:
    with i18n.language("ru"), i18n.strict():
        assert n_("{n} card", "{n} cards", n) == want
    assert n_("{n} card", "{n} cards", n) == f"{n} card{'s' * (n != 1)}"


def test_strict_mode_raises_on_a_missing_message() -> None:
    with i18n.language("ru"):
        assert _("A message nobody translated") == "A message nobody translated"
        with i18n.strict(), pytest.raises(i18n.MissingMessage, match="nobody translated"):
            _("A message nobody translated")
        with i18n.strict():
            assert _("Trick {k} of {n}", k=2, n=4) == "Взятка 2 из 4"
            assert p_("course", "Bidding") == "Торговля"
    with i18n.strict():                     # English is the source: nothing is missing
        assert _("A message nobody translated") == "A message nobody translated"
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        i18n.use("xx")


def test_the_frame_and_the_index_speak_russian_in_strict_mode() -> None:
    with i18n.language("ru"), i18n.strict():
        top = course.frame_html("bid_whist/02_Card_Ranks.ipynb")
        end = course.frame_html("bid_whist/02_Card_Ranks.ipynb", end=True)
        home = course.home_html()
    assert "Оглавление курса" in top and "урок 2 из 11" in top and "Режим показа" in top
    assert 'href="03_Deal_and_Kitty.ipynb"' in top                     # translated: Russian
    assert 'href="01_Table_and_Goal.ipynb"' in end                       # stays in Russian
    assert 'hreflang="en"' in top and 'href="../../bid_whist/02_Card_Ranks.ipynb"' in top
    assert "11 уроков · всего около" in home and "Этот курс" not in home
    assert 'href="start/A_First_Trick.ipynb"' in home       # every lesson is in Russian
    assert "(на английском)" not in home
    english = course.home_html("en")
    assert 'href="ru/Index.ipynb"' in english and "Этот курс на русском языке" in english
    assert 'href="../ru/bid_whist/02_Card_Ranks.ipynb"' in course.frame_html(
        "bid_whist/02_Card_Ranks.ipynb", lang="en")


def test_a_link_to_a_lesson_not_yet_translated_opens_the_english_page(monkeypatch) -> None:
    """Every lesson has its Russian page now; with the last one taken out of the edition,
    the link to it opens the English page and the course home marks it (in English)."""
    lessons = [lesson.file for route in course.ROUTES for lesson in route.lessons]
    here, there = "systems/05_Rhode_Island.ipynb", "systems/06_Hawaii.ipynb"
    assert lessons.index(there) == lessons.index(here) + 1
    monkeypatch.setitem(course.TRANSLATED, LANG,
                        tuple(f for f in course.TRANSLATED[LANG] if f != there))
    with i18n.language("ru"), i18n.strict():
        top = course.frame_html(here)
        home = course.home_html()
    assert f'href="../../{there}"' in top, (here, there)
    assert f'href="{there.split("/")[-1]}"' not in top
    assert "(на английском)" in home


def test_names_know_their_case_forms() -> None:
    with i18n.language("ru"):
        hearts = words.suit("H")
        assert (str(hearts), format(hearts, "gen"), format(hearts, "ins")) == (
            "червы", "червей", "червами")
        spades = words.suit("S")
        assert [format(spades, c) for c in ("nom", "gen", "ins")] == ["пики", "пик", "пиками"]
        assert "{seat} заходит, ход {seat:gen}".format(seat=words.seat("N")) == \
            "Север заходит, ход Севера"
        assert str(words.joker("LJ")) == "малый джокер"
        assert str(words.seat("A")) == "A"                       # German Whist's seats
    assert "{suit:ins}".format(suit=words.suit("S")) == "spades"
    with pytest.raises(ValueError, match="no form 'loc'"):
        format(words.suit("S", "ru"), "loc")


def test_numbers_are_written_as_each_language_writes_them() -> None:
    assert [i18n.number(n) for n in (7, 3000, 30000)] == ["7", "3,000", "30,000"]
    assert i18n.number(80.93, 1) == "80.9"
    with i18n.language("ru"):
        assert [i18n.number(n) for n in (7, 3000, 30000, 1234567)] == [
            "7", "3000", "30\u00a0000", "1\u00a0234\u00a0567"]
        assert (i18n.number(80.93, 1), i18n.number(-12345.5, 1)) == ("80,9", "-12\u00a0345,5")


def test_the_engines_decimal_figures_take_the_languages_decimal_sign() -> None:
    """A figure in an engine sentence (``messages.figure``) is ``0.25`` in English and on
    the command line, ``0,25`` on a Russian page."""
    from whist_core.evidence import _luck

    english = _luck(0.25)
    assert "0.25" in english
    with i18n.language("ru"):
        russian = _luck(0.25)
    assert "0,25" in russian and "0.25" not in russian
    assert str(messages.figure(6.66, 1)) == "6.7"


@pytest.mark.rule("BW-2.5")
@pytest.mark.rule("BW-3.3")
def test_a_refusal_with_a_code_is_worded_in_either_language() -> None:
    """RuleError carries a code and its parameters: the page words it in Russian, while
    ``message`` and ``str()`` (the command line's) stay the English sentence."""
    from whist_core.bid_whist import PASS
    from whist_core.errors import REFUSALS, RuleError

    state = new_hand(1, dealer="W")
    for _pass in range(3):
        state = state.call(PASS)
    with pytest.raises(RuleError) as forced:
        state.call(PASS)
    opened = new_hand(1, dealer="W").call("4D")
    with pytest.raises(RuleError) as equal:
        opened.call("4U")
    assert str(forced.value) == "W is the dealer and must bid: the first three passed (BW-2.5)"
    assert str(equal.value) == ("4U does not overcall 4D (N): uptown and downtown of one "
                                "number are equal and cannot overcall each other (BW-3.3)")
    assert (forced.value.code, equal.value.code) == ("dealer-must-bid", "no-overcall-equal")
    assert forced.value.at("call 4").code == "dealer-must-bid"
    with i18n.language("ru"), i18n.strict():
        assert forced.value.words == ("Запад — сдающий и обязан сделать заявку: первые трое "
                                      "сказали «пас»")
        # a bid in words, as the course writes it, not the record's code (GLOSSARY_RU 34-36)
        assert equal.value.words.startswith("4 uptown не перебивает заявку 4 downtown (Север): "
                                            "uptown")
        assert str(forced.value).startswith("W is the dealer")       # the CLI's, unchanged
        for code, english in REFUSALS.items():                        # every coded refusal
            assert _(english) != english, code
    assert forced.value.words == forced.value.message


@pytest.mark.rule("BW-3.3")
def test_a_learner_reads_a_downtown_bid_in_a_refusal_as_a_bid_not_a_card() -> None:
    """``4D`` in a refused bid is 4 downtown, though a card code reads the same (4♦)."""
    from whist_core.errors import RuleError
    from whist_core.narrate.words import refusal

    opened = new_hand(1, dealer="W").call("4D")
    with pytest.raises(RuleError) as equal:
        opened.call("4U")
    assert refusal(equal.value).startswith("4 uptown does not overcall 4 downtown (North): ")
    assert str(equal.value).startswith("4U does not overcall 4D (N): ")   # the CLI's
    with i18n.language("ru"), i18n.strict():
        assert refusal(equal.value).startswith("4 uptown не перебивает заявку 4 downtown")


@pytest.mark.rule("GW-3.1")
def test_a_german_refusal_is_worded_in_russian_and_to_the_player_it_names() -> None:
    """German Whist's refusals have codes too: the page says them in Russian, to "you" when
    the refused player is the learner, with the cards in symbols; str() is the CLI's."""
    from whist_core.errors import YOU_FORMS
    from whist_core.german_whist import new_game
    from whist_core.narrate import refusal

    state = new_game(1, "B")
    lead = state.hand("A")[0]
    state = state.play(lead)
    held = [c for c in state.hand("B") if c.suit is lead.suit]
    wrong = next(c for c in state.hand("B") if c.suit is not lead.suit)
    err = state.why_illegal(wrong)
    assert held and err.code == "gw-not-following" and str(err).startswith(
        f"{wrong.code} does not follow {lead.suit.word}; B holds ")
    assert refusal(err, you="B").startswith(f"{wrong.pretty} does not follow {lead.suit.word}: "
                                             "you hold ")
    with i18n.language("ru"), i18n.strict():
        said, to_you = refusal(err), refusal(err, you="B")
        for code, (_who, english) in YOU_FORMS.items():
            assert _(english) != english, code
    assert said.startswith(f"{wrong.pretty} — не в масть: заход {words.suit(lead.suit, 'ru'):ins}"
                           ", а у B есть ") and said.endswith(" (GW-3.1).")
    assert ", а у вас есть " in to_you and held[0].pretty in to_you
    assert str(err).startswith(wrong.code)                           # the CLI's, unchanged


def test_no_catalog_uses_a_banned_word() -> None:
    found = []
    for path, _template, domain in CATALOGS:
        for m in translations.read(path, LANG, domain):
            strs = m.string if isinstance(m.string, tuple) else (m.string,)
            for text in strs:
                low = STAKES.sub("", text.lower().replace("ё", "е"))
                found += [f"{_ids(path)}: {stem!r} in {text[:50]!r}" for stem in BANNED
                          if re.search(rf"(?<![\w-]){stem.replace('ё', 'е')}", low)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("rel", course.TRANSLATED[LANG])
def test_the_russian_page_has_the_english_code_and_rule_ids(rel: str) -> None:
    en = nbformat.read(pages.EDITIONS["en"].out / rel, as_version=4)
    ru = nbformat.read(pages.EDITIONS[LANG].out / rel, as_version=4)
    lesson = [c.source for c in en.cells if c.cell_type == "code"
              and "whist-frame" not in c.metadata.get("tags", [])]
    assert [c.source for c in ru.cells if c.cell_type == "code"
            and "whist-frame" not in c.metadata.get("tags", [])] == lesson
    ids = sorted(RULE_ID.findall(" ".join(c.source for c in en.cells
                                          if c.cell_type == "markdown")))
    assert sorted(RULE_ID.findall(" ".join(c.source for c in ru.cells
                                           if c.cell_type == "markdown"))) == ids
    assert ru.metadata["source"] == {"path": en.metadata["source"]["path"], "lang": LANG}
    assert ru.metadata.get("whist") == en.metadata.get("whist")



HOUSE_CARDS = translations.ROOT.parent / "shared" / "seeds"
QUOTE = re.compile(r"«([^«»]*)»")


@pytest.mark.rule("BW-2.2", "GW-2.3")
def test_the_russian_rules_card_quotes_the_house_cards_word_for_word() -> None:
    """Every «…» on the Russian rules card is the house cards' own text (seeds 000 and 001,
    the originals): a quotation changed by a single letter fails. The rules of Parts A and
    C that the cards state are quoted; where RULES.md says more, it is translated."""
    if not HOUSE_CARDS.is_dir():
        pytest.skip(f"the house cards are not here ({HOUSE_CARDS})")
    cards = " ".join(" ".join(p.read_text(encoding="utf-8").split())
                     for p in sorted(HOUSE_CARDS.glob("00[01]_*.txt")))
    rel = "reference/Rules_Card.ipynb"
    catalog = translations.read(translations.page_po(LANG, rel), LANG)
    from whist_core.rulebook import RULES

    by_text = {pages.for_learners(r.text): r.id for r in RULES}
    quoted, wrong = set(), []
    for m in catalog:
        for q in QUOTE.findall(m.string if m.id else ""):
            if q in ("…", "Козыри", "особые", "Бостон", "плохие тузы"):   # our own words
                continue
            if " ".join(q.split()) not in cards:
                wrong.append(f"{by_text.get(m.id, m.id[:30])}: «{q}»")
            elif m.id in by_text:
                quoted.add(by_text[m.id])
    assert not wrong, "not the house cards' words:\n" + "\n".join(wrong)
    house = {r.id for r in RULES if r.id[:3] in ("BW-", "GW-")}
    assert len(quoted) >= 60 and quoted <= house
    assert {"BW-3.6", "BW-4.4", "BW-6.6", "GW-4.1", "GW-6.3"} <= quoted


def test_no_message_is_marked_both_as_a_sentence_and_as_a_plural() -> None:
    """A msgid marked once with ``msg``/``_`` and once as a plural's first form shares one
    catalog entry, the plural one, and the sentence then comes out in the wrong form or
    in English («13 cards» on German Whist 1's picture, as ``msg("{n} cards")``)."""
    from babel.messages.extract import extract_from_dir

    said: dict[tuple, list[str]] = {}
    for folder in translations.CODE_DIRS:
        keywords = (translations.ENGINE_KEYWORDS if folder == "whist_core"
                    else translations.KEYWORDS)
        for file, line, message, _c, context in extract_from_dir(
                translations.ROOT / folder, method_map=[("**.py", "python")],
                keywords=keywords):
            kind = "plural" if isinstance(message, tuple) else "sentence"
            msgid = message[0] if isinstance(message, tuple) else message
            said.setdefault((context, msgid), []).append(f"{kind} {folder}/{file}:{line}")
    both = {key: where for key, where in said.items()
            if len({w.split()[0] for w in where}) == 2}
    assert not both, both


@pytest.mark.rule("BW-4.4")
@pytest.mark.rule("BW-5.2")
@pytest.mark.parametrize("game, seed, joker", [("boston", 1, False), ("bid-whist-52", 1, False),
                                              ("cutthroat", 5, True)])
def test_a_card_that_does_not_follow_is_refused_in_russian_in_every_system(
        game: str, seed: int, joker: bool) -> None:
    """A systems page's play table says why a card may not be played in the learner's
    language (the other systems' refusals were English on a Russian page)."""
    from whist_core import games
    from whist_core.errors import RuleError
    from whist_core.narrate.words import refusal

    entry = games.get(game)
    state, bot = entry.new(seed), entry.bot()
    while not (str(state.view(state.to_act).phase).endswith("play")
               and state.view(state.to_act).trick):
        state = state.apply(bot.choose(state.view(state.to_act)))
    view = state.view(state.to_act)
    bad = next(c for c in view.hand if c not in set(view.legal) and c.is_joker == joker)
    with pytest.raises(RuleError) as refused:
        state.apply(bad)
    assert refused.value.code == ("joker-while-following" if joker else "not-following")
    with i18n.language("ru"), i18n.strict():
        said = refusal(refused.value, you=state.to_act)
    assert ("нельзя сыграть, пока вы можете ответить в масть" if joker
            else "— не в масть: заход") in said
    assert "follow" not in said and "hold" not in said
