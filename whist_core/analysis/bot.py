"""The "expert" computer player: deals out the cards it cannot see, many ways, and plays
the card that does best with every card seen (double dummy) over all those deals.

It decides from its seat's view plus the cards already played (everyone saw them
played, BW-9.7 / GW-4.3); it never looks at a hidden hand. The auction, the
declaration and the discard are the game's own bot's (the registry's). Bid Whist and
every family system of RULES.md Part E (Cutthroat's lone players and the cards nobody
holds included): the sampling solver plays once at most :data:`DD_TRICKS` tricks are
left (earlier, a 12-trick solve takes too long) and the game's bot before, as it does
at a Boston hand's first lead, before the lead fixes trump (SB-3). German Whist: in
the second stage the opponent's hand is every card neither in one's hand nor played,
so the bot plays exactly; in the first stage it plays like the house bot.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from whist_core.analysis import position_card_values
from whist_core.analysis.adapter import (
    family_ranking,
    family_teams,
    german_ranking,
    position_from_hands,
    trump_pending,
)
from whist_core.cards import Card, deck

#: Tricks left from which the Bid Whist expert solves (before: the house bot's card).
DD_TRICKS = 7
#: Cards left in the hands, at most, when a family system's expert starts to solve (four
#: hands of :data:`DD_TRICKS`: five-handed Cutthroat waits until five tricks are left).
DD_CARDS = 4 * DD_TRICKS
#: Deals sampled per decision.
SAMPLES = 8


def _voids(played: Sequence[tuple[str, Card]], ranking: Any, rules: Any,
           names: Sequence[str]) -> dict[str, set]:
    """Suits each seat has shown out of: it did not follow (BW-4.4) where it could not
    have chosen to (a no-trump joker under V-NT-JOKER-ANYTIME proves nothing)."""
    voids: dict[str, set] = {s: set() for s in names}
    n = len(names)
    for k in range(0, len(played), n):
        trick = played[k:k + n]
        cards: list[Card] = []
        for seat, c in trick:
            led = ranking.led_suit(cards) if cards else None
            # a family system's joker proves nothing either, whatever its joker rule
            free = c.is_joker and (rules is None or (ranking.trump is None
                                   and rules.nt_jokers == "anytime"))
            if led is not None and ranking.suit_of(c) is not led and not free:
                voids[seat].add(led)
            cards.append(c)
    return voids


def sample_hands(mine: Sequence[Card], seat: str, sizes: dict[str, int], unseen: Sequence[Card],
                 voids: dict[str, set], ranking: Any, rng: random.Random) -> dict[str, tuple]:
    """The other seats' hands, dealt at random from ``unseen`` with their sizes, keeping
    each seat out of the suits it has shown out of (dropped if no deal fits)."""
    others = [s for s in sizes if s != seat]
    for attempt in range(40):
        pool = list(unseen)
        rng.shuffle(pool)
        hands: dict[str, list[Card]] = {s: [] for s in others}
        left = dict((s, sizes[s]) for s in others)
        ok = True
        for c in pool:
            suit = ranking.suit_of(c)
            fits = [s for s in others if left[s] and (attempt >= 30 or suit not in voids[s])]
            if not fits:
                continue  # out of play (laid away) — or no seat can hold it
            # the seat with the most room first keeps the deal balanced
            s = max(fits, key=lambda x: (left[x], rng.random()))
            hands[s].append(c)
            left[s] -= 1
        if all(v == 0 for v in left.values()):
            break
        ok = False
    if not ok:
        raise ValueError("no deal fits what has been seen")
    out = {s: tuple(h) for s, h in hands.items()}
    out[seat] = tuple(mine)
    return out


class ExpertBot:
    """A strong player for every game of the registry (``level="expert"`` at the table).

    ``ExpertBot(seed, samples=SAMPLES)``: the views it is given name their game (house
    Bid Whist's and German Whist's by their kind)."""

    def __init__(self, seed: int = 0, samples: int = SAMPLES) -> None:
        from whist_core.bots import GermanWhistBot

        self.seed = seed
        self.samples = samples
        self.german = GermanWhistBot(seed)
        self._bots: dict[str, Any] = {}

    def _own_bot(self, name: str) -> Any:
        """The registry's bot of the game ``name`` (the auction, declaration, discard)."""
        bot = self._bots.get(name)
        if bot is None:
            from whist_core import games

            bot = self._bots[name] = games.get(name).bot(self.seed)
        return bot

    # ------------------------------------------------- the Bid Whist family
    def choose(self, view: Any, played: Sequence[tuple[str, Card]] = ()) -> Any:
        """The action for the view. House Bid Whist (a view with ``rules``): ``played`` is
        every card played so far as (seat, card) — without it the house bot plays after
        the first trick; the other systems read the cards played from the view. A family
        system's hand and the cards nobody holds (a kitty laid away, cards left out of
        the deal) are the unseen cards the sampled hands leave over."""
        if hasattr(view, "player"):
            return self._german(view)
        from whist_core.family.systems import system as system_of

        house, rules = view.rules is not None, view.rules
        left = len(view.hand)
        if (view.phase != "play" or len(view.legal) <= 1 or left > DD_TRICKS
                or left * len(view.seats) > DD_CARDS or trump_pending(view)
                or (house and not played and view.trick_number > 1)):
            return self._own_bot(view.game_name).choose(view)
        ranking = view.ranking if house else family_ranking(view.contract)
        seats = tuple(view.seats)
        teams = family_teams(seats, view.partnerships)
        plays = view.trick_plays
        every = list(played) if house else [p for t in view.tricks for p in t.plays]
        seen = set(view.hand) | {c for _, c in every} | set(view.discard or ())
        jokers = rules.jokers if house else system_of(view.game_name, view.players).jokers
        unseen = [c for c in deck(jokers) if c not in seen]
        if house and ranking.trump is None and rules.nt_jokers == "kitty":
            unseen = [c for c in unseen if not c.is_joker]  # out of play (V-NT-JOKER-KITTY)
        voids = _voids(every, ranking, rules, seats)
        rng = random.Random(f"{self.seed}/{view.seat}/{left}/{len(plays)}")
        totals: dict[Card, int] = {c: 0 for c in view.legal}
        mine = teams[seats.index(view.seat)]
        leader = plays[0][0] if plays else view.seat
        sizes = dict(view.hand_sizes)
        for _ in range(self.samples):
            hands = sample_hands(view.hand, view.seat, sizes, unseen, voids, ranking, rng)
            pos = position_from_hands(hands, ranking, leader, names=seats, teams=teams,
                                      trick=[c for _, c in plays],
                                      joker_rule=rules.nt_jokers if house else "hold")
            for p, v in position_card_values(pos).items():
                totals[pos.layout.cards[p]] += v[mine]
        return _best(totals, ranking)

    # --------------------------------------------------------- German Whist
    def _german(self, view: Any) -> Card:
        if view.stage != 2 or len(view.legal) == 1:
            return self.german.choose(view)
        seen = set(view.hand) | set(view.played)
        other = view.opponent
        hands = {view.player: view.hand, other: tuple(c for c in deck() if c not in seen)}
        names = ("A", "B")
        leader = view.current[0][0] if view.current else view.player
        pos = position_from_hands(hands, german_ranking(view.trump), leader, names=names,
                                  teams=names, trick=[c for _, c in view.current])
        totals = {pos.layout.cards[p]: v[view.player]
                  for p, v in position_card_values(pos).items()}
        return _best(totals, german_ranking(view.trump))

    # ------------------------------------------------------------- playing
    def move(self, state: Any) -> Any:
        """The state after this bot acts for the seat to act (seen through its view, plus
        the cards played so far)."""
        seat = state.to_act
        if seat is None:
            raise ValueError("the hand is complete")
        played = [(s, c) for t in getattr(state, "tricks", ()) for s, c in t.plays]
        if hasattr(state, "stage"):
            return state.play(self.choose(state.view(seat)), seat)
        return state.apply(self.choose(state.view(seat), played))


def _best(totals: dict[Card, int], ranking: Any) -> Card:
    """The card with the most books over the samples; among equals the cheapest."""
    top = max(totals.values())
    return min((c for c, v in totals.items() if v == top), key=ranking.power)
