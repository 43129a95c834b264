"""Pictures of cards, hands, tricks and tables as SVG strings made in code.

No dependencies and no Jupyter: every function returns an ``<svg>`` string with a
viewBox (crisp on a projector), a pixel size that shrinks to fit a phone
(``max-width:100%``), ``role="img"`` and a description in words for screen
readers. Suits always show their symbol (colour is never the only cue); pass
``four_colour=True`` for the four-colour deck (diamonds blue, clubs green).
Card fragments are cached, so redrawing a table on every click is cheap.
"""

from whist_core.pictures._faces import back_svg, card_svg
from whist_core.pictures._hands import hand_svg, ladder_svg
from whist_core.pictures._tables import german_table_svg, table_svg, trick_svg

__all__ = [
    "back_svg",
    "card_svg",
    "german_table_svg",
    "hand_svg",
    "ladder_svg",
    "table_svg",
    "trick_svg",
]
