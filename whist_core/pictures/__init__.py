"""Pictures of cards, hands, tricks and tables as SVG strings made in code.

No dependencies and no Jupyter: every function returns an ``<svg>`` string with a
viewBox (crisp on a projector), a pixel size that shrinks to fit a phone
(``max-width:100%``), ``role="img"`` and a description in words for screen
readers. Suits always show their symbol (colour is never the only cue); pass
``four_colour=True`` for the four-colour deck (diamonds blue, clubs green).
Card fragments are cached, so redrawing a table on every click is cheap.

One adapter per game turns a state or a seat's view into a table picture:
:mod:`whist_core.pictures.bid_whist` and :mod:`whist_core.pictures.german_whist`;
:func:`draw` picks the adapter. A seat's view holds no hidden card, so its picture
cannot show one. ``compact=True`` draws the portrait layout for a phone (no text
under 12 px on a 390-px screen); :func:`responsive` puts both layouts in one block
for the page to choose by its width.
"""

from typing import Any

from whist_core.pictures import bid_whist, family, german_whist
from whist_core.pictures._faces import back_svg, card_svg
from whist_core.pictures._hands import hand_svg, ladder_svg
from whist_core.pictures._tables import german_table_svg, table_svg, trick_svg


def draw(subject: Any, **options: Any) -> str:
    """The table picture of a state (every hand face up unless ``show=`` says otherwise)
    or of one seat's view (own hand face up, the others face down)."""
    from whist_core.bid_whist.state import BidWhistState
    from whist_core.bid_whist.view import SeatView
    from whist_core.family.engine import FamilyState
    from whist_core.family.view import FamilyView
    from whist_core.german_whist.state import GermanWhistState
    from whist_core.german_whist.view import PlayerView

    adapters = {BidWhistState: bid_whist.table, SeatView: bid_whist.seat_table,
                GermanWhistState: german_whist.table, PlayerView: german_whist.player_table,
                FamilyState: family.table, FamilyView: family.seat_table}
    adapter = adapters.get(type(subject))
    if adapter is None:
        raise TypeError(f"no picture for {type(subject).__name__}")
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
    "bid_whist",
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
