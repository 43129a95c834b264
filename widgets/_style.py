"""The one stylesheet of the widgets, shipped to the page inside an ``HTML`` widget.

Every root widget of this package includes :func:`style_widget` as its first
child, so a dashboard is styled however many widgets it shows. Sizes favour a
projector at 1280x720 and a 390-px phone: buttons at least 44 px high, text
17-20 px, pictures that shrink to their box.
"""

from __future__ import annotations

import ipywidgets

from widgets import words  # noqa: F401  (gives the engine's messages their names' forms)

CSS = """
.whist-root { max-width: 1240px; font-size: 17px; line-height: 1.4; color: #111; }
.whist-root .widget-html-content { font-size: inherit; line-height: inherit; }
.whist-root svg.whist-picture { display: block; max-width: 100%; height: auto; }
.whist-title, .whist-title .widget-html-content { font-size: 20px; font-weight: bold; }

/* the cursor: « First, ◀ Back, k / n, Next ▶, Last » over the slider (one grid) */
.jupyter-widgets.whist-cursor, .whist-root .whist-cursor {
  display: grid !important; width: 100%; gap: 6px 6px; align-items: center;
  grid-template-columns: 1fr 1fr auto 1fr 1fr;
  grid-template-areas: "first prev pos next last" "slider slider slider slider slider";
}
.whist-cursor .whist-first { grid-area: first; }
.whist-cursor .whist-prev { grid-area: prev; }
.whist-cursor .whist-position { grid-area: pos; }
.whist-cursor .whist-next { grid-area: next; }
.whist-cursor .whist-last { grid-area: last; }
.whist-cursor .whist-slider { grid-area: slider; }
.whist-cursor button.whist-nav {
  height: 48px; width: auto; min-width: 48px; margin: 0; padding: 0 6px;
  font-size: 17px; font-weight: bold; border-radius: 8px;
  border: 2px solid #1d3f73; background: #ffffff; color: #12305c;
  /* a label longer than its column (Russian's "« В начало") goes on two lines, never "…" */
  white-space: normal; line-height: 1.1; text-overflow: clip; overflow-wrap: normal;
}
.whist-cursor button.whist-nav:hover:enabled { background: #e6eefb; }
.whist-cursor button.whist-nav:disabled { opacity: 0.45; border-color: #9a9a9a; color: #555; }
.whist-cursor button.whist-next:enabled { background: #12305c; color: #ffffff; }
.whist-cursor button.whist-next:hover:enabled { background: #1d4a8c; }
/* one 3 px focus ring on every control (gold over a dark edge), over JupyterLab's 1 px line */
.whist-root :is(button, select, input, textarea, summary, a[href], .noUi-handle):focus-visible {
  outline: 3px solid #ffb000 !important; outline-offset: 2px !important;
  box-shadow: 0 0 0 2px #111 !important;
}
/* a label kept for screen readers only (the control's name, shown by its options) */
.whist-root .whist-sr-label > .widget-label { position: absolute !important; width: 1px;
  height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; margin: 0; }
.whist-position {
  min-width: 4.6em; text-align: center; font-size: 20px; font-weight: bold;
  font-variant-numeric: tabular-nums; white-space: nowrap; margin: 0 2px;
}
.whist-slider { width: 100%; margin: 0; height: 36px; }
.whist-slider .slider-container { margin: 0 14px; }
.whist-slider .noUi-handle { width: 26px !important; height: 26px !important;
  top: -11px !important; right: -13px !important; border-radius: 50% !important; }

/* steppers: picture left; cursor, message, panel right (one grid) */
.whist-root .whist-stepper-grid {
  display: grid !important; width: 100%; gap: 12px 18px; align-items: start;
  grid-template-columns: minmax(0, 760px) minmax(280px, 1fr);
  grid-template-rows: auto auto 1fr;
  grid-template-areas: "picture cursor" "picture message" "picture panel";
}
.whist-stepper-grid > .whist-picture-box { grid-area: picture; min-width: 0; margin: 0; }
/* a redrawn picture, message or panel never re-lays-out the rest of the page */
.whist-stepper-grid > .whist-picture-box, .whist-stepper-grid > .whist-message,
.whist-stepper-grid > .whist-panel { contain: content; }
/* a stepper's picture box: the picture on screen, its neighbours hidden (widgets/_flip.py) */
.whist-root .whist-flip { display: block !important; overflow: visible !important; }
.whist-flip > .whist-picture-slot { display: block; width: 100%; margin: 0; }
.whist-flip.whist-show-0 > .whist-picture-slot:not(:nth-child(1)),
.whist-flip.whist-show-1 > .whist-picture-slot:not(:nth-child(2)),
.whist-flip.whist-show-2 > .whist-picture-slot:not(:nth-child(3)) { display: none !important; }
.whist-stepper-grid > .whist-cursor { grid-area: cursor; }
.whist-stepper-grid > .whist-message { grid-area: message; }
.whist-stepper-grid > .whist-panel { grid-area: panel; min-width: 0; }

/* a flex body for other widgets: picture box beside a side column (below on a phone) */
.whist-stepper-body { gap: 16px; align-items: flex-start; flex-wrap: wrap; width: 100%; }
.whist-picture-box { flex: 1 1 520px; min-width: 0; max-width: 780px; }
.whist-side { flex: 1 1 300px; min-width: 0; max-width: 480px; gap: 10px; }
.whist-message, .whist-message .widget-html-content {
  font-size: 18px; line-height: 1.45; min-height: 3em;
}
.whist-message { border-left: 6px solid #ffb000; background: #fff8e1; padding: 8px 12px;
  border-radius: 4px; margin: 0; }
.whist-panel { margin: 0; }
.whist-facts { border-collapse: collapse; width: 100%; font-size: 17px; }
.whist-facts th { text-align: left; font-weight: normal; color: #444; padding: 3px 10px 3px 0;
  white-space: nowrap; vertical-align: top; }
.whist-facts td { font-weight: bold; padding: 3px 0; }
.whist-chips { display: flex; flex-wrap: wrap; gap: 6px; margin: 4px 0; }
.whist-chip { display: inline-block; border: 2px solid #1d3f73; border-radius: 999px;
  padding: 2px 10px; font-weight: bold; background: #fff; white-space: nowrap; }
.whist-chip.is-off { border-color: #bbb; color: #777; background: #f2f2f2;
  font-weight: normal; text-decoration: line-through; }
.whist-chip.is-high { background: #ffc400; border-color: #111; }
.whist-chip.is-legal { background: #e3f4e8; border-color: #11772d; }
.whist-note { color: #333; margin: 4px 0; }
.whist-small-cards { display: flex; gap: 14px; flex-wrap: wrap; align-items: flex-end; }
.whist-small-cards figure { margin: 0; text-align: center; font-weight: bold; }
.whist-small-cards svg { width: 64px; height: auto; }

/* deal progress: 54 slots, the kitty-free zones hatched */
.whist-deal-bar svg { width: 100%; height: auto; display: block; }
.whist-deal-bar .whist-layout-narrow svg { max-width: 360px; }

/* auction box */
.whist-auction { border-collapse: collapse; font-size: 17px; margin: 4px 0; }
.whist-auction th, .whist-auction td { border: 1px solid #999; padding: 4px 10px;
  text-align: center; min-width: 3.2em; }
.whist-auction th { background: #eef2f8; }
.whist-auction td.is-turn { background: #ffc400; font-weight: bold; }

/* bid ladder: rungs from low to high */
.whist-bid-ladder .whist-rungs { display: flex; flex-wrap: wrap; gap: 6px 4px;
  align-items: center; }
.whist-rung { display: inline-flex; gap: 3px; align-items: center; border: 1px dashed #999;
  border-radius: 8px; padding: 3px 5px; }
.whist-lt { font-weight: bold; font-size: 18px; color: #444; }

/* score sheet */
.whist-score-table { border-collapse: collapse; font-size: 17px; margin: 4px 0; }
.whist-score-table th, .whist-score-table td { border: 1px solid #999; padding: 4px 8px;
  text-align: center; }
.whist-score-table th { background: #eef2f8; }
.whist-score-table td.is-plus { color: #11772d; font-weight: bold; }
.whist-score-table td.is-minus { color: #b00020; font-weight: bold; }
.whist-scroll { overflow-x: auto; max-width: 100%; }

.whist-controls { gap: 8px 18px; flex-wrap: wrap; margin-bottom: 6px; }
.whist-controls .widget-toggle-buttons { flex-wrap: wrap; gap: 4px; }
.whist-root .whist-controls button.widget-toggle-button { height: 44px; font-size: 17px;
  width: auto; min-width: 48px; padding: 0 12px; margin: 0; border: 2px solid #1d3f73;
  background: #fff; color: #12305c; border-radius: 6px; }
.whist-root .whist-controls button.widget-toggle-button.mod-active {
  background: #12305c; color: #fff; font-weight: bold; }
.whist-root .whist-controls button.widget-toggle-button:focus-visible {
  outline: 3px solid #ffb000; outline-offset: 2px; }
.whist-controls .widget-label { font-size: 17px; font-weight: bold; }
.whist-why { border-left: 5px solid #b00020; background: #fde7ea; padding: 4px 10px;
  font-weight: bold; }
.whist-caption { font-weight: bold; margin: 2px 0; }

/* table pictures come in two layouts: the wide table, and a portrait one for a phone */
.whist-layout-narrow { display: none; }
.whist-layouts svg { display: block; margin: 0 auto; }
@media (max-width: 600px) {
  .whist-layout-wide { display: none; }
  .whist-layout-narrow { display: block; }
}

@media (max-width: 820px) {
  .whist-root .whist-stepper-grid {
    grid-template-columns: minmax(0, 1fr); grid-template-rows: none;
    grid-template-areas: "cursor" "message" "picture" "panel";
  }
  .whist-stepper-body > .whist-side { order: -1; max-width: none; }
  .whist-picture-box { max-width: none; flex-basis: 100%; }
  .whist-facts, .whist-facts tbody { display: flex; flex-wrap: wrap; gap: 0 16px; }
  .whist-facts tr { display: flex; gap: 6px; }
  .whist-facts th, .whist-facts td { padding: 1px 0; }
  .whist-bid-ladder-mini { display: none; }
  .whist-score-table .is-wide { display: none; }
}
@media (max-width: 480px) {
  .whist-root { font-size: 16px; }
  .jupyter-widgets.whist-cursor, .whist-root .whist-cursor {
    grid-template-columns: repeat(4, 1fr);
    grid-template-areas: "first prev next last" "slider slider slider pos";
  }
  .whist-cursor button.whist-nav { padding: 0 2px; font-size: 16px; }
  .whist-message, .whist-message .widget-html-content { font-size: 17px; }
  .whist-position { font-size: 18px; }
  .whist-score-table { font-size: 14px; }
  .whist-score-table th, .whist-score-table td { padding: 3px 2px; }
  .whist-scroll table :is(th, td) { padding: 4px 3px; }
}
"""
_STYLE: ipywidgets.HTML | None = None
#: The stylesheets in the one ``<style>`` element, by name (widgets add theirs on import).
_SHEETS: dict[str, str] = {"widgets": CSS}


def _style_html() -> str:
    return "<style>" + "\n".join(_SHEETS.values()) + "</style>"


def add_stylesheet(name: str, css: str) -> None:
    """Put a widget module's CSS in the shared ``<style>`` element (once per name)."""
    if _SHEETS.get(name) == css:
        return
    _SHEETS[name] = css
    if _STYLE is not None:
        _STYLE.value = _style_html()


def style_widget() -> ipywidgets.HTML:
    """The shared ``<style>`` element: one widget model for the whole kernel, holding
    every registered stylesheet (put it first in a root box)."""
    global _STYLE
    if _STYLE is None:
        _STYLE = ipywidgets.HTML(_style_html(), layout=ipywidgets.Layout(display="none"))
        _STYLE.add_class("whist-style")
    return _STYLE


def html_box(css_class: str, value: str = "", **kwargs: object) -> ipywidgets.HTML:
    """An HTML widget carrying ``css_class`` (a stable hook for the stylesheet and tests)."""
    box = ipywidgets.HTML(value, **kwargs)
    box.add_class(css_class)
    return box
