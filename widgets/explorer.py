"""Explore a hand: choose an example record, or open your own, and step through it.

:class:`Explorer` lists every record of a folder (``notebooks/records``) by game and
title, shows the chosen record's teaching point, and opens the right stepper:
:class:`~widgets.steppers.HandReplay` for Bid Whist,
:class:`~widgets.german.GermanWhistReplay` for German Whist, with a choice of whose
cards are face up. A record of the user's own (a JSON file, e.g. saved from a play
table) can be uploaded; the engine checks it, and a bad one gets one clear message
naming the place and the rule (the engine's ``RuleError``) while the hand shown
before stays on screen. No traceback ever reaches the page.

Test hooks: root ``whist-explorer``; the dropdown ``whist-record-choice``; the
teaching point ``whist-teaching-point``; the seat choice ``whist-show-choice``; the
upload button ``whist-upload``; the message line ``whist-message``; the stepper
inside ``whist-explorer-stage``.
"""

from __future__ import annotations

import html
import traceback
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import ipywidgets

from whist_core import games, records
from whist_core.errors import RuleError, WhistError
from widgets import best_play, words
from widgets._practice import practice_style, rule_label, set_class
from widgets._style import add_stylesheet, html_box, style_widget
from widgets.compare import refusal_line
from widgets.game_table import game_title
from widgets.german import GermanWhistReplay
from widgets.i18n import _, p_
from widgets.steppers import HandReplay, Stepper

GAME_NAMES = {name: g.title for name, g in games.GAMES.items()}
#: The largest upload read (a complete record is a few kilobytes).
MAX_UPLOAD = 200_000
#: Uploaded records kept in the list (older ones are dropped: memory stays bounded).
MAX_UPLOADS_KEPT = 3

EXPLORER_CSS = """
.whist-explorer { gap: 10px; }
.whist-explorer .whist-explorer-bar { display: flex; flex-wrap: wrap; gap: 8px 14px;
  align-items: center; width: 100%; }
.whist-explorer .whist-record-choice { width: auto; flex: 1 1 420px; max-width: 760px;
  min-width: 0; margin: 0; }
.whist-explorer .whist-record-choice { height: 44px; }
.whist-explorer .whist-record-choice select { height: 44px; font-size: 17px; }
.whist-explorer .whist-record-choice label { font-size: 17px; font-weight: bold;
  width: auto; min-width: 0; padding-right: 8px; }
.whist-explorer .whist-teaching-point, .whist-explorer .whist-teaching-point
  .widget-html-content { font-size: 18px; line-height: 1.45; }
.whist-explorer .whist-teaching-point { border-left: 6px solid #1d3f73; background: #eef2f8;
  padding: 6px 12px; border-radius: 4px; margin: 0; }
.whist-explorer .whist-rule-ids { color: #333; font-size: 16px; }
.whist-explorer .whist-show-row { display: flex; flex-wrap: wrap; gap: 6px 10px;
  align-items: center; }
.whist-explorer .whist-show-row .whist-show-label { font-weight: bold; }
.whist-explorer .whist-show-choice .widget-toggle-button { height: 44px; font-size: 17px;
  width: auto; min-width: 52px; padding: 0 12px; margin: 0; border: 2px solid #1d3f73;
  background: #fff; color: #12305c; border-radius: 6px; }
.whist-explorer .whist-show-choice .widget-toggle-button.mod-active { background: #12305c;
  color: #fff; font-weight: bold; }
.whist-explorer .whist-show-choice .widget-toggle-buttons { flex-wrap: wrap; gap: 4px; }
.whist-explorer .whist-rule { white-space: nowrap; }
.whist-explorer .whist-upload-row { display: flex; flex-wrap: wrap; gap: 6px 12px;
  align-items: center; width: 100%; }
.whist-explorer .whist-upload { height: 44px; width: auto; padding: 0 14px;
  border: 2px solid #1d3f73; background: #fff; color: #12305c; font-weight: bold;
  border-radius: 8px; font-size: 0; display: inline-flex; align-items: center;
  justify-content: center; line-height: 1; }
/* the upload button writes "(number of files)" after its label: show the label alone
   (the label itself is the explorer's own rule, in the learner's language) */
.whist-explorer .whist-upload::after { font-size: 17px; }
.whist-explorer .whist-upload i { display: none; }
.whist-explorer .whist-upload:hover { background: #e6eefb; }
.whist-explorer .whist-upload:focus-visible { outline: 3px solid #ffb000; outline-offset: 2px; }
.whist-explorer .whist-upload-note { color: #333; font-size: 16px; }
.whist-explorer > .whist-message.is-error { border-left-color: #b00020; background: #fde7ea; }
.whist-explorer > .whist-message.is-good { border-left-color: #11772d; background: #e3f4e8; }
.whist-explorer > .whist-message, .whist-explorer > .whist-message .widget-html-content {
  min-height: 0; }
@media (max-width: 480px) {
  .whist-explorer .whist-record-choice { flex-basis: 100%; }
  .whist-explorer .whist-record-choice label { display: none; }
}
"""

add_stylesheet("explorer", EXPLORER_CSS)


def explorer_style() -> ipywidgets.HTML:
    """The shared ``<style>`` element (it holds this module's CSS too)."""
    return style_widget()


def _default_folder() -> Path:
    here = Path.cwd() / "records"
    if here.is_dir():
        return here
    return Path(__file__).resolve().parent.parent / "notebooks" / "records"


class Entry:
    """One record the explorer can show: where it came from, its data, its label."""

    def __init__(self, record: dict, source: str, uploaded: bool = False) -> None:
        self.record = record
        self.source = source
        self.uploaded = uploaded

    @property
    def game(self) -> str:
        return str(self.record.get("game"))

    @property
    def title(self) -> str:
        """The record's title as the file writes it (or the file's name)."""
        title = self.record.get("title")
        return str(title) if title else Path(self.source).stem.replace("_", " ")

    def _said(self, key: str) -> str | None:
        """The record's ``title`` or ``teaching_point`` as the learner reads it: an example
        record's in the learner's language (the catalog, context ``record``), a record of
        the learner's own as written."""
        text = self.record.get(key)
        if not text:
            return None
        return str(text) if self.uploaded else p_("record", str(text))

    @property
    def said_title(self) -> str:
        """:attr:`title` in the learner's language."""
        return self._said("title") or self.title

    @property
    def teaching_point(self) -> str | None:
        """What the record teaches, in the learner's language (None when it does not say)."""
        return self._said("teaching_point")

    @property
    def label(self) -> str:
        if self.uploaded:
            return _("Your record: {title} ({file})", title=self.said_title,
                     file=Path(self.source).name)
        return _("{game} — {title}", game=game_title(GAME_NAMES.get(self.game, self.game)),
                 title=self.said_title)


def show_choices(game: str, record: dict[str, Any]) -> tuple[tuple[str, str], ...]:
    """Whose cards the explorer may show for a record: everyone, or one seat."""
    options = {"players": record["players"]} if isinstance(record.get("players"), int) else {}
    try:
        seats = games.get(game).seats(**options)
    except (KeyError, TypeError, ValueError):
        return ((_("All"), "all"),)
    everyone = _("Both") if len(seats) == 2 else (_("All four") if len(seats) == 4 else _("All"))
    return ((everyone, "all"), *((_seat_word(s), s) for s in seats))


def _seat_word(code: str) -> str:
    """A seat's name on the "cards shown" buttons (Cutthroat's P1 reads "Player 1")."""
    try:
        return str(words.seat(code))
    except ValueError:
        return code


class Explorer(ipywidgets.VBox):
    """Choose a record (or upload one) and step through it.

    ``Explorer()`` lists ``records/`` beside the notebook (or the repository's
    ``notebooks/records``); ``Explorer(folder, choose="gw_6_1_nine_four")`` starts
    on a given record. ``explorer.choose(name)``, ``explorer.show_seats(value)`` and
    ``explorer.open_upload(content, name)`` do what the controls do.
    """

    def __init__(self, folder: str | Path | None = None, *, choose: str | None = None,
                 title: str | None = None) -> None:
        self.folder = Path(folder) if folder is not None else _default_folder()
        self.entries: list[Entry] = self._read_folder(self.folder)
        self.last_error: str | None = None
        self.stepper: Stepper | None = None
        self.entry: Entry | None = None
        self._busy = False

        self.chooser = ipywidgets.Dropdown(description=_("Hand"), options=self._options())
        self.chooser.add_class("whist-record-choice")
        self.point = html_box("whist-teaching-point")
        self.show_label = html_box("whist-show-label", html.escape(_("Cards shown:")))
        self.show_buttons = ipywidgets.ToggleButtons(options=[(_("Both"), "all")], value="all")
        self.show_buttons.add_class("whist-show-choice")
        show_row = ipywidgets.Box([self.show_label, self.show_buttons])
        show_row.add_class("whist-show-row")
        open_words = _("Open a saved hand…")
        self.upload = ipywidgets.FileUpload(accept=".json,application/json", multiple=False,
                                            description=open_words,
                                            layout=ipywidgets.Layout(width="auto"))
        self.upload.add_class("whist-upload")
        note = ipywidgets.HTML(html.escape(_(
            "A saved hand is a JSON file of at most {size} kB, such as one kept from a play "
            "table with “Save this hand”.", size=MAX_UPLOAD // 1000)))
        note.add_class("whist-upload-note")
        # the button's label as its stylesheet shows it (see EXPLORER_CSS)
        label = ipywidgets.HTML("<style>.whist-explorer .whist-upload::after { content: "
                                f"{_css_string(open_words)}; }}</style>",
                                layout=ipywidgets.Layout(display="none"))
        upload_row = ipywidgets.Box([self.upload, note, label])
        upload_row.add_class("whist-upload-row")
        self.message = html_box("whist-message")
        self.message.layout.display = "none"
        self.stage = ipywidgets.Box()
        self.stage.add_class("whist-explorer-stage")
        bar = ipywidgets.Box([self.chooser, show_row])
        bar.add_class("whist-explorer-bar")
        children: list[ipywidgets.Widget] = [style_widget(), practice_style(),
                                             explorer_style()]
        if title:
            heading = html_box("whist-title", html.escape(title))
            children.append(heading)
        self.best = ipywidgets.Box()  # the best-play panel of the step shown (issue 12)
        children += [bar, self.point, upload_row, self.message, self.stage, self.best]
        super().__init__(children)
        self.add_class("whist-root")
        self.add_class("whist-practice")
        self.add_class("whist-explorer")

        self.chooser.observe(self._on_choose, "value")
        self.show_buttons.observe(self._on_show, "value")
        self.upload.observe(self._on_upload, "value")
        if self.entries:
            start = 0
            if choose is not None:
                start = self._index_of(choose)
            self.chooser.value = None
            self.chooser.value = start

    # ------------------------------------------------------------------ reading
    @staticmethod
    def _read_folder(folder: Path) -> list[Entry]:
        entries = []
        for path in sorted(folder.glob("*.json")):
            try:
                record = records.load(path)
            except WhistError:
                continue
            entries.append(Entry(record, str(path)))
        order = {name: i for i, name in enumerate(games.GAMES)}
        entries.sort(key=lambda e: (order.get(e.game, len(order)), e.title.lower()))
        return entries

    def _options(self) -> list[tuple[str, int]]:
        return [(e.label, i) for i, e in enumerate(self.entries)]

    def _index_of(self, name: str) -> int:
        for i, e in enumerate(self.entries):
            if Path(e.source).stem == name or Path(e.source).name == name or e.title == name:
                return i
        raise KeyError(f"no record named {name!r}")

    @property
    def names(self) -> list[str]:
        """The file names (without .json) of the records listed, in dropdown order."""
        return [Path(e.source).stem for e in self.entries]

    @property
    def message_text(self) -> str:
        """The message line as plain text ("" when hidden)."""
        if self.message.layout.display == "none":
            return ""
        return html.unescape(self.message.value)

    # ------------------------------------------------------------------- acting
    def choose(self, name: str | int) -> None:
        """Show the record with this file name (or title, or dropdown index)."""
        index = name if isinstance(name, int) else self._index_of(name)
        self.chooser.value = index

    def show_seats(self, value: str) -> None:
        """Show ``"all"`` cards or one seat's (``"N"``… or ``"A"``/``"B"``)."""
        self.show_buttons.value = value

    def open_upload(self, content: bytes | str, name: str = "record.json") -> bool:
        """Open a record's JSON text as the user's own; True if it was shown.

        A bad record leaves the hand shown before on screen and puts one message,
        naming the place and the rule, on the message line.
        """
        try:
            if isinstance(content, (bytes, bytearray, memoryview)):
                content = bytes(content)
                if len(content) > MAX_UPLOAD:
                    raise RuleError(_("the file is {size} kB — far too large for a hand "
                                      "record", size=len(content) // 1000), place=name)
                try:
                    text = content.decode("utf-8-sig")
                except UnicodeDecodeError:
                    raise RuleError(_("this is not a text file; a hand record is JSON text"),
                                    place=name) from None
            else:
                text = content
            record = records.loads(text)
            entry = Entry(record, name, uploaded=True)
            stepper = self._build(entry)
        except WhistError as err:
            self._error(name, refusal_line(err))
            return False
        except Exception:  # never a traceback on the page
            self.last_error = traceback.format_exc()
            self._error(name, _("this file could not be read as a hand record"))
            return False
        self.entries.insert(0, entry)
        uploads = [e for e in self.entries if e.uploaded]
        for old in uploads[MAX_UPLOADS_KEPT:]:
            self.entries.remove(old)
        self._busy = True
        try:
            self.chooser.options = self._options()
            self.chooser.value = 0
        finally:
            self._busy = False
        self._put(entry, stepper)
        self._say(_("Opened {name}: {title}.", name=name, title=entry.said_title), "good")
        return True

    # ----------------------------------------------------------------- internals
    def _build(self, entry: Entry, show: str = "all") -> Stepper:
        """The stepper for an entry (raises the engine's RuleError for a bad record)."""
        game = entry.game
        if game == "german-whist":
            return GermanWhistReplay(entry.record, show=show, title="")
        if game in games.GAMES:
            return HandReplay(entry.record, show=show, title="")
        records.game_module(entry.record)      # raises: names the game key
        raise RuleError(_("unknown game"), place="game")

    def _put(self, entry: Entry, stepper: Stepper) -> None:
        old = self.stepper
        self.entry, self.stepper = entry, stepper
        self.stage.children = [stepper]
        self.best.children = [best_play.follow(stepper)]  # issue 12: best play for the step
        if old is not None:
            old.close()
        point = entry.teaching_point
        ids = entry.record.get("rule_ids") or []
        game = game_title(GAME_NAMES.get(entry.game, entry.game))
        text = html.escape(point if point else _("A {game} game.", game=game))
        if ids and isinstance(ids, list):
            labels = ", ".join(rule_label(str(i)) for i in ids)
            rules = _("Rules: {labels}", labels=labels)
            text += f" <span class='whist-rule-ids'>{rules}</span>"
        self.point.value = text
        choices = show_choices(entry.game, entry.record)
        self._busy = True
        try:
            self.show_buttons.options = list(choices)
            self.show_buttons.value = "all"
            self.show_buttons.tooltips = [_("Show {seat}'s cards", seat=words.seat(value))
                                          if value != "all" and value in words.SEATS
                                          else _("Show every hand face up") if value == "all"
                                          else label for label, value in choices]
        finally:
            self._busy = False

    def _on_choose(self, change: dict[str, Any]) -> None:
        if self._busy or change["new"] is None:
            return
        entry = self.entries[change["new"]]
        try:
            stepper = self._build(entry)
        except WhistError as err:
            self._error(Path(entry.source).name, refusal_line(err))
            return
        except Exception:
            self.last_error = traceback.format_exc()
            self._error(Path(entry.source).name, _("this record could not be shown"))
            return
        self._put(entry, stepper)
        self._say("", "info")

    def _on_show(self, change: dict[str, Any]) -> None:
        if self._busy or self.stepper is None or change["new"] is None:
            return
        try:
            self.stepper.show = change["new"]       # type: ignore[attr-defined]
        except Exception:
            self.last_error = traceback.format_exc()
            self._say(_("Those cards cannot be shown for this hand."), "error")

    def _on_upload(self, change: dict[str, Any]) -> None:
        files: Iterable[Any] = change["new"] or ()
        files = list(files)
        if not files:
            return
        item = files[0]
        try:
            name = str(item.get("name") or "record.json")
            content = item.get("content", b"")
        except Exception:
            name, content = "record.json", b""
        self.open_upload(content, name)
        try:
            self.upload.value = ()     # the same file can be chosen again
        except Exception:
            self.last_error = traceback.format_exc()

    def _error(self, name: str, text: str) -> None:
        keep = (_(" Still showing: {title}.", title=self.entry.said_title)
                if self.entry is not None else "")
        said = _("Could not open {name} — {reason}.", name=name, reason=text) + keep
        self._say(said.replace("..", "."), "error")

    def _say(self, text: str, kind: str) -> None:
        self.message.value = html.escape(text)
        self.message.layout.display = None if text else "none"
        set_class(self.message, "is-error", kind == "error")
        set_class(self.message, "is-good", kind == "good")


def _css_string(text: str) -> str:
    """``text`` as a CSS string (its quotes and backslashes escaped)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("<", "\\3c ") + '"'


__all__ = ["MAX_UPLOADS_KEPT", "Explorer", "explorer_style"]
