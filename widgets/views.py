"""Views: widgets that draw one thing — a card, a hand, a trick, a table.

Each view is an ``ipywidgets.VBox`` whose root has the CSS class
``whist-<name>-view`` (``whist-card-view``, ``whist-hand-view``,
``whist-trick-view``, ``whist-table-view``) and holds one ``ipywidgets.HTML``
(``.html``) with an inline SVG from :mod:`whist_core.pictures`. Set a view's
traits (``view.cards = ...``, ``view.state = ...``) and it redraws; traits can be
linked to other widgets. The ``-view`` suffix keeps the root classes apart from
the classes ``whist_core.pictures`` puts on the SVG itself (``whist-card``...).

Tables are drawn by :func:`whist_core.pictures.draw` (one adapter per game); no SVG
is built here. Every card shown comes from a state; hidden seats are drawn as backs
and never named.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import ipywidgets
import traitlets

from whist_core import pictures
from whist_core.bid_whist import SEATS
from whist_core.cards import Card
from whist_core.family.engine import Trick as FamilyTrick
from whist_core.german_whist import PLAYERS
from whist_core.german_whist.trick import Trick as GermanTrick
from widgets._sources import game_of, seats_shown
from widgets._style import html_box, style_widget


class View(ipywidgets.VBox):
    """Base of the views: a style element and one HTML picture, redrawn on trait changes.

    Subclasses set ``name`` (root class ``whist-<name>``) and ``_drawn`` (the traits
    that change the picture) and implement :meth:`draw`.
    """

    name = "view"
    _drawn: tuple[str, ...] = ()
    width = traitlets.Float(700.0, help="largest pixel width of the picture")
    four_colour = traitlets.Bool(False, help="four-colour suits (diamonds blue, clubs green)")

    def __init__(self, **traits: Any) -> None:
        self.html = html_box("whist-picture-html")
        super().__init__([style_widget(), self.html])
        self.add_class("whist-root")
        self.add_class(f"whist-{self.name}")
        for key, value in traits.items():
            if not self.has_trait(key):
                raise TypeError(f"{type(self).__name__} has no option {key!r}")
            setattr(self, key, value)
        self.observe(lambda _c: self.refresh(), names=[*self._drawn, "width", "four_colour"])
        self.refresh()

    def draw(self) -> str:
        """The HTML (usually one SVG) for the current traits."""
        raise NotImplementedError

    def refresh(self) -> None:
        """Redraw now."""
        self.html.value = self.draw()

    def _repr_svg_(self) -> str:  # handy outside a live kernel (nbconvert, tests)
        return self.draw()


def _cards(value: Iterable[Card | str] | None) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in value) if value else ()


class CardView(View):
    """One card, face up or face down.

    ``CardView("QH")``, ``CardView(card, face_down=True)``, ``selected=True`` rings it,
    ``dimmed=True`` greys it, ``label`` writes a caption under it.
    """

    name = "card-view"
    _drawn = ("card", "face_down", "selected", "dimmed", "label")
    card = traitlets.Any(None, help="a Card or its code (AS, 10H, BJ)")
    face_down = traitlets.Bool(False)
    selected = traitlets.Bool(False)
    dimmed = traitlets.Bool(False)
    label = traitlets.Unicode(None, allow_none=True)

    def __init__(self, card: Card | str | None = None, **traits: Any) -> None:
        traits.setdefault("width", 100.0)
        super().__init__(card=card, **traits)

    def draw(self) -> str:
        if self.card is None or self.face_down:
            return pictures.back_svg(width=self.width)
        return pictures.card_svg(Card.parse(self.card), width=self.width,
                                 four_colour=self.four_colour, selected=self.selected,
                                 dimmed=self.dimmed, label=self.label)


class HandView(View):
    """A hand in the order given:
    ``HandView(sort_hand(state.hand("S"), ranking_at(state)), highlight=legal)``.

    ``arrangement`` is ``"row"`` (overlapping) or ``"fan"``; ``face_down`` shows backs only.
    """

    name = "hand-view"
    _drawn = ("cards", "arrangement", "face_down", "highlight", "dim", "label")
    cards = traitlets.Any((), help="cards or codes")
    arrangement = traitlets.Enum(("row", "fan"), "row")
    face_down = traitlets.Bool(False)
    highlight = traitlets.Any((), help="cards raised and ringed")
    dim = traitlets.Any((), help="cards greyed")
    label = traitlets.Unicode(None, allow_none=True)

    def __init__(self, cards: Iterable[Card | str] = (), *, arrangement: str = "row",
                 **traits: Any) -> None:
        super().__init__(cards=_cards(cards), arrangement=arrangement, **traits)

    def draw(self) -> str:
        return pictures.hand_svg(_cards(self.cards), layout=self.arrangement, width=self.width,
                                 face_down=self.face_down, highlight=_cards(self.highlight),
                                 dim=_cards(self.dim), four_colour=self.four_colour,
                                 label=self.label)


def trick_plays(trick: Any) -> tuple[tuple[tuple[str, Card], ...], str | None, str | None]:
    """(plays, winner, leader) of a Bid Whist or German Whist trick, or of (seat, card) pairs."""
    if trick is None:
        return (), None, None
    if isinstance(trick, FamilyTrick):
        return tuple(trick.plays), trick.winner, trick.leader
    if isinstance(trick, GermanTrick):
        return tuple(trick.cards), trick.winner, trick.leader
    plays = tuple((str(s), Card.parse(c)) for s, c in trick)
    return plays, None, None


class TrickView(View):
    """A trick with its seats around the middle: ``TrickView(state.tricks[0])``.

    ``trick`` is a Bid Whist or German Whist ``Trick`` (winner and leader taken from
    it) or a list of ``(seat, card)`` in play order; ``winner``/``leader`` override.
    """

    name = "trick-view"
    _drawn = ("trick", "winner", "leader")
    trick = traitlets.Any(None)
    winner = traitlets.Unicode(None, allow_none=True)
    leader = traitlets.Unicode(None, allow_none=True)

    def __init__(self, trick: Any = None, **traits: Any) -> None:
        traits.setdefault("width", 420.0)
        super().__init__(trick=trick, **traits)

    def draw(self) -> str:
        plays, winner, leader = trick_plays(self.trick)
        seats = PLAYERS if any(s in PLAYERS for s, _ in plays) else SEATS
        return pictures.trick_svg(plays, seats=seats, winner=self.winner or winner,
                                  leader=self.leader or leader, four_colour=self.four_colour,
                                  width=self.width)


# ---------------------------------------------------------------------------- tables
class TableView(View):
    """The whole table at one state: ``TableView(state, show="S")``.

    Works for a state of any game (``show`` = ``"all"``, a seat such as ``"N"`` or
    ``"A"``, or a list). Hidden seats are drawn face down and never named. The
    picture comes from :func:`whist_core.pictures.draw` in two layouts, the wide
    table and the portrait one for a phone; the page shows the one that fits.
    """

    name = "table-view"
    _drawn = ("state", "show", "title")
    state = traitlets.Any(None, help="a game state")
    show = traitlets.Any("all", help="'all', a seat, or a list of seats")
    title = traitlets.Unicode(None, allow_none=True)

    def __init__(self, state: Any, *, show: Any = "all", **traits: Any) -> None:
        traits.setdefault("width", 1000.0)
        super().__init__(state=state, show=show, **traits)

    def draw(self) -> str:
        seats = seats_shown(self.show, game_of(self.state))
        return pictures.responsive(lambda compact: pictures.draw(
            self.state, show=seats, four_colour=self.four_colour, title=self.title,
            width=self.width, compact=compact))
