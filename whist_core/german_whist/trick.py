"""Players and completed tricks of German Whist (GW-1.1, GW-3, GW-4.1)."""

from __future__ import annotations

from typing import NamedTuple

from whist_core.cards import ALL_CARDS, Card, Suit

#: The two players (GW-1.1). The non-dealer leads first (GW-2.4).
PLAYERS: tuple[str, str] = ("A", "B")


def other(player: str) -> str:
    """The opponent of ``player``."""
    return "B" if player == "A" else "A"


def _reply_wins(trump: int) -> bytes:
    """``table[52 * lead + reply]`` is 1 when ``reply`` wins the trick against ``lead``
    (GW-3.2): the higher card of the suit led (card numbers run ace first in each suit's
    block of 13), or a trump to a lead of another suit."""
    out = bytearray(52 * 52)
    for lead in range(52):
        for reply in range(52):
            same = lead // 13 == reply // 13
            out[52 * lead + reply] = reply < lead if same else reply // 13 == trump
    return bytes(out)


#: ``REPLY_WINS[trump][52 * lead.index + reply.index]``: 1 when the reply wins (GW-3.2).
REPLY_WINS: dict[Suit, bytes] = {ALL_CARDS[13 * k].suit: _reply_wins(k) for k in range(4)}


class Trick(NamedTuple):
    """A trick: one card from each player (GW-3.1), in play order; ``winner`` is ``None``
    while it is in progress (then ``prize`` and ``draw`` are ``None`` too).

    ``cards`` holds ``(player, card)`` pairs, the leader's first. In the first
    stage ``prize`` is the face-up card the winner took and ``draw`` the hidden
    card the loser took (GW-4.1); both are ``None`` in the second stage. In a
    :class:`~whist_core.german_whist.view.PlayerView`, ``draw`` is ``None`` when
    the viewer could not see it (the opponent's draw).
    """

    stage: int
    leader: str
    cards: tuple[tuple[str, Card], ...]
    winner: str | None
    prize: Card | None = None
    draw: Card | None = None

    @property
    def plays(self) -> tuple[tuple[str, Card], ...]:
        """``(player, card)`` pairs in play order (the name every game's tricks use)."""
        return self.cards

    @property
    def lead(self) -> Card:
        """The card led."""
        return self.cards[0][1]

    @property
    def follower(self) -> str:
        return self.cards[1][0]

    @property
    def loser(self) -> str | None:
        return None if self.winner is None else other(self.winner)

    def card_of(self, player: str) -> Card:
        """The card ``player`` played to this trick."""
        for who, card in self.cards:
            if who == player:
                return card
        raise KeyError(player)

    def to_record(self) -> dict:
        """The trick as the command line prints it (HAND_RECORDS.md)."""
        out: dict = {"stage": self.stage, "leader": self.leader,
                     "cards": [c.code for _, c in self.cards], "winner": self.winner}
        if self.stage == 1:                  # the trick in progress: prize null
            out["prize"] = self.prize.code if self.prize and self.winner is not None else None
            if self.winner is not None:
                out["draw"] = self.draw.code if self.draw else None
        return out

    def __repr__(self) -> str:
        played = ", ".join(f"{p} {c.code}" for p, c in self.cards)
        extra = ""
        if self.stage == 1:
            draw = self.draw.code if self.draw else "hidden"
            extra = f", prize {self.prize.code if self.prize else None}, draw {draw}"
        return f"Trick(stage {self.stage}: {played}; {self.winner} wins{extra})"
