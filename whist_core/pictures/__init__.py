"""Pictures of cards, hands, tricks and tables as SVG strings made in code.

No dependencies and no Jupyter: every function returns an ``<svg>`` string with a
viewBox (crisp on a projector), a pixel size that shrinks to fit a phone
(``max-width:100%``), ``role="img"`` and a description in words for screen
readers. Suits always show their symbol (colour is never the only cue); pass
``four_colour=True`` for the four-colour deck (diamonds blue, clubs green).
Card fragments are cached, so redrawing a table on every click is cheap.

One adapter per game turns a state or a seat's view into a table picture:
:mod:`whist_core.pictures.family` (the house game and the other Bid Whist family
systems) and :mod:`whist_core.pictures.german_whist`;
:func:`draw` picks the adapter. A seat's view holds no hidden card, so its picture
cannot show one. ``compact=True`` draws the portrait layout for a phone (no text
under 12 px on a 390-px screen); :func:`responsive` puts both layouts in one block
for the page to choose by its width.
"""

from typing import Any

from whist_core.pictures import family, german_whist
from whist_core.pictures._faces import back_svg, card_svg
from whist_core.pictures._hands import hand_svg, ladder_svg
from whist_core.pictures._tables import german_table_svg, table_svg, trick_svg

#: The adapter for each kind of state or view, by the class's module and name (so
#: drawing needs no import of the games, which import this package to draw themselves).
_ADAPTERS = {
    "whist_core.german_whist.state.GermanWhistState": german_whist.table,
    "whist_core.german_whist.view.PlayerView": german_whist.player_table,
    "whist_core.family.engine.FamilyState": family.table,
    "whist_core.family.view.FamilyView": family.seat_table,
}


def draw(subject: Any, **options: Any) -> str:
    """The table picture of a state (every hand face up unless ``show=`` says otherwise)
    or of one seat's view (own hand face up, the others face down)."""
    kind = type(subject)
    adapter = _ADAPTERS.get(f"{kind.__module__}.{kind.__qualname__}")
    if adapter is None:
        raise TypeError(f"no picture for {kind.__name__}")
    return adapter(subject, **options)


def responsive(draw_one: Any) -> str:
    """Both layouts of a picture in one block: ``draw_one(compact)`` is called with
    ``False`` (the wide table, for a laptop or projector) and ``True`` (the portrait
    table for a phone); the page's stylesheet shows one by the screen's width."""
    return ("<div class='whist-layouts'>"
            f"<div class='whist-layout-wide'>{draw_one(False)}</div>"
            f"<div class='whist-layout-narrow'>{draw_one(True)}</div></div>")


__all__ = [
    "back_svg",
    "card_svg",
    "draw",
    "family",
    "german_table_svg",
    "german_whist",
    "hand_svg",
    "ladder_svg",
    "responsive",
    "table_svg",
    "trick_svg",
]
