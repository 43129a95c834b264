"""What one player of German Whist knows (DESIGN.md "Information").

A :class:`PlayerView` is built from a state but holds only what its player has
seen: their own hand, the face-up prize, trump, every played card, the prizes
the opponent took and still holds, their own hidden draws, and counts. It never
holds the opponent's dealt hand, the opponent's hidden draws (GW-4.1: the loser
takes the next card "without showing it") or the hidden stock. Bots and
learners' tables work from views, so they cannot peek by accident.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from whist_core.cards import Card, Suit, deck
from whist_core.german_whist.rules import GermanWhistRules
from whist_core.german_whist.trick import Trick, other
from whist_core.values import frozen

if TYPE_CHECKING:
    from whist_core.german_whist.state import GermanWhistState


@dataclass(frozen=True)
class PlayerView:
    """One player's knowledge at one moment of a German Whist game."""

    player: str
    rules: GermanWhistRules
    dealer: str
    trump: Suit
    stage: int
    hand: tuple[Card, ...]
    #: The face-up top card of the stock (GW-4.1), ``None`` in the second stage.
    prize: Card | None
    stock_size: int
    opponent_hand_size: int
    #: Prizes the opponent won and still holds: the only opponent cards seen (GW-4.1).
    opponent_known: tuple[Card, ...]
    #: The hidden cards this player drew after losing first-stage tricks.
    drawn: tuple[Card, ...]
    #: Completed tricks; ``draw`` is ``None`` where the opponent drew unseen.
    tricks: tuple[Trick, ...]
    current: tuple[tuple[str, Card], ...]
    to_play: str | None
    #: The cards this player may play now (empty when it is not their turn).
    legal: tuple[Card, ...]
    counted: Mapping[str, int]
    complete: bool
    winner: str | None

    def __post_init__(self) -> None:
        object.__setattr__(self, "counted", frozen(self.counted))

    @property
    def opponent(self) -> str:
        return other(self.player)

    @property
    def my_turn(self) -> bool:
        return self.to_play == self.player

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played so far, in order (GW-4.3: they go aside but were seen)."""
        out = [c for t in self.tricks for _, c in t.cards]
        out += [c for _, c in self.current]
        return tuple(out)

    def is_legal(self, card: Card | str) -> bool:
        return Card.parse(card) in self.legal

    def unseen(self) -> tuple[Card, ...]:
        """Cards this player has not seen: the opponent's unknown cards and the hidden stock.

        Worked out from the view alone; in the second stage (stock empty) these are
        exactly the opponent's cards other than :attr:`opponent_known`.
        """
        seen = set(self.hand) | set(self.played) | set(self.opponent_known)
        if self.prize is not None:
            seen.add(self.prize)
        return tuple(c for c in deck() if c not in seen)

    def __str__(self) -> str:
        turn = "game over" if self.complete else (
            "your turn" if self.my_turn else f"{self.to_play} to play")
        lines = [f"{self.player}'s view — trump {self.trump.symbol} {self.trump.word}, "
                 f"stage {self.stage}, {turn}",
                 f"Hand: {' '.join(c.pretty for c in self.hand)}",
                 f"Prize: {self.prize.pretty if self.prize else '—'} (stock {self.stock_size})",
                 f"{self.opponent}: {self.opponent_hand_size} cards"
                 + (f", known {' '.join(c.pretty for c in self.opponent_known)}"
                    if self.opponent_known else "")]
        if self.current:
            lines.append("Trick: " + ", ".join(f"{p} {c.pretty}" for p, c in self.current))
        if self.legal:
            lines.append(f"Legal: {' '.join(c.pretty for c in self.legal)}")
        lines.append(f"Counted: A {self.counted['A']}, B {self.counted['B']}")
        return "\n".join(lines)

    def _repr_svg_(self) -> str:
        from whist_core.pictures import draw

        return draw(self)


def view_of(state: GermanWhistState, player: str) -> PlayerView:
    """The :class:`PlayerView` of ``player`` (``"A"`` or ``"B"``) at ``state``."""
    opp = other(player)
    opp_hand = set(state.hand(opp))
    tricks = []
    drawn = []
    known = []
    history = state._history()
    all_tricks, counted = history
    for t in all_tricks:
        if t.stage == 1:
            if t.winner == player:
                t = t._replace(draw=None)        # the opponent's draw is never shown (GW-4.1)
            else:
                drawn.append(t.draw)
                if t.prize in opp_hand:
                    known.append(t.prize)        # a face-up prize is seen by both
        tricks.append(t)
    to_play = state.to_play
    return PlayerView(
        player=player,
        rules=state.rules,
        dealer=state.dealer,
        trump=state.trump,
        stage=state.stage,
        hand=state.hand(player),
        prize=state.prize,
        stock_size=state.stock_size,
        opponent_hand_size=len(opp_hand),
        opponent_known=tuple(sorted(known, key=lambda c: c.index)),
        drawn=tuple(drawn),
        tricks=tuple(tricks),
        current=state.current,
        to_play=to_play,
        legal=state.legal_plays() if to_play == player else (),
        counted=counted,
        complete=state.complete,
        winner=(None if not state.complete else "A" if counted["A"] > counted["B"]
                else "B" if counted["B"] > counted["A"] else None),
    )
