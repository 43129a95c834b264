"""The immutable state of a German Whist game (RULES.md Part C).

A :class:`GermanWhistState` is a value: :meth:`~GermanWhistState.play` returns a
new state and leaves the old one untouched, so an illegal card is refused with a
:class:`~whist_core.errors.RuleError` and the game goes on from the same state
(GW-6.3). The first-stage exchange of GW-4.1 happens as part of completing a
trick.

Internally a state is a small immutable façade over one tuple, its *position*: the
deal's constants (one shared tuple per deal), the tuple of the cards played, how many
they are, each hand as a 52-bit mask over :attr:`Card.index`, the player to
move and the mask of the cards that player may play (worked out by the card before, so
:meth:`~GermanWhistState.legal_actions` is one table lookup per suit and a legal card is
accepted by one bit test). Completed tricks, prizes, draws and counts are worked out from
the plays on demand. The public attributes give cards in tuples.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable, Mapping
from typing import Any, NamedTuple

from whist_core.cards import ALL_CARDS, SUIT_BLOCK_CARDS, Card, Suit
from whist_core.errors import RecordError, RuleError, WhistError
from whist_core.german_whist.deal import check_player, shuffle_pack
from whist_core.german_whist.rules import HOUSE, GermanWhistRules
from whist_core.german_whist.trick import PLAYERS, REPLY_WINS, Trick, other
from whist_core.german_whist.view import PlayerView, view_of
from whist_core.messages import name
from whist_core.messages import seat as seat_word
from whist_core.messages import suit as suit_name
from whist_core.recordkit import card_list
from whist_core.values import frozen

# ---------------------------------------------------------------------------
# Precomputed tables. A hand is a mask with bit ``card.index`` set for each card;
# cards 0..51 come in four blocks of 13 (one suit each, ace first), so a suit's
# cards are one 13-bit slice, and _BLOCK_CARDS turns a slice into cards in order.

_STD = ALL_CARDS[:52]
# The tables rely on the card numbering of whist_core.cards: suit blocks, ace first.
assert all(c.index == 13 * (c.index // 13) + 14 - c.rank for c in _STD)


_T0, _T1, _T2, _T3 = _BLOCK_CARDS = SUIT_BLOCK_CARDS
_SUIT_SHIFT = tuple(13 * (c.index // 13) for c in _STD)      # by card index
_SUIT_MASK = tuple(8191 << s for s in _SUIT_SHIFT)
_SUIT_TABLE = tuple(_BLOCK_CARDS[c.index // 13] for c in _STD)
#: By card index: the trick table (trick.REPLY_WINS) when that card's suit is trump.
_WINS_UNDER = tuple(REPLY_WINS[c.suit] for c in _STD)
#: By the number of cards played: True when the next card leads a trick.
_LEADS = (True, False) * 26
#: By the number of cards played before a reply: the bit of its trick in ``won``.
_TRICK_BIT = tuple(1 << (n >> 1) for n in range(52))


def _cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, sorted by suit (♠ ♥ ♣ ♦) and rank (ace first)."""
    return (_T0[mask & 8191] + _T1[(mask >> 13) & 8191]) + (_T2[(mask >> 26) & 8191]
                                                           + _T3[mask >> 39])


def _mask_of(cs: Iterable[Card]) -> int:
    mask = 0
    for c in cs:
        mask |= 1 << c.index
    return mask


_BIT = tuple(1 << i for i in range(54))
#: The bit of each of the 52 cards of German Whist (GW-1.1: no jokers), by the card.
_CARD_BIT = {c: 1 << c.index for c in _STD}
#: The card of each bit (the other way round).
_BIT_CARD = {1 << c.index: c for c in _STD}
#: The 52 cards' bits in the deck's order (new_game shuffles these, not the cards).
_DECK_BITS = _BIT[:52]


# Field positions in a state's position tuple. ``game`` is the deal's constants (below),
# shared by every state of one deal. ``line`` is the tuple of the ``n`` cards played, in
# order: tricks, the trick in progress, the prize and the draws all follow from them and
# the dealt stock. ``turn`` is the player to move
# (0 = A, 1 = B; -1 once complete) and ``legal`` the mask of the cards that player may
# play (0 once complete); ``follow`` is those cards in a tuple when they are the
# follower's cards of the suit led (one table lookup when the lead is played), else
# ``None``. ``won`` has bit k set when B won trick k (from 0), so the counted tricks are
# two bit counts, not a replay of the tricks.
_GAME, _LINE, _N, _M0, _M1, _TURN, _LEGAL, _FOLLOW, _WON = range(9)
# Positions in ``game``: the rules, the dealer (0 = A, 1 = B), trump, the stock as dealt
# (top first) as card bits (its cards are made on demand: only records and views read
# them), the dealt hands as masks, the trick table of this trump (trick.REPLY_WINS) and
# whether the first stage requires following suit (GW-7.2).
_G_RULES, _G_DEALER, _G_TRUMP, _G_STOCK_BITS, _G_DEALT, _G_WINS, _G_FOLLOWS = range(7)


def _game_of(rules: GermanWhistRules, dealer: int, stock_bits: tuple[int, ...],
             dealt: tuple[int, int]) -> tuple:
    """The constants of one deal (the ``game`` field of its states)."""
    top = _BIT_CARD[stock_bits[0]]    # GW-2.3 the face-up top card of the stock fixes trump
    return (rules, dealer, top.suit, stock_bits, dealt, _WINS_UNDER[top.index],
            rules.follow_suit_first_stage)


def _stock_cards(game: tuple) -> tuple[Card, ...]:
    """The stock as dealt, top first, as cards."""
    return tuple(map(_BIT_CARD.__getitem__, game[_G_STOCK_BITS]))


class GermanResult(NamedTuple):
    """The end of a German Whist game: counted tricks and the winner (None for a tie)."""

    counted: Mapping[str, int]
    winner: str | None


class GermanWhistState:
    """One moment of a German Whist game: immutable, equal and hashable by value (the deal,
    the rules and the cards played), with its legal plays.

    Build one with :func:`new_game` or :func:`from_deal`; move on with
    :meth:`play`. Players are ``"A"`` and ``"B"``.
    """

    __slots__ = ("_at",)      # the position tuple (fields above), set once by _state()
    _at: tuple
    #: The registry name of the game (:mod:`whist_core.games`).
    game_name = "german-whist"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a GermanWhistState is immutable (cannot set {name!r})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a GermanWhistState is immutable (cannot delete {name!r})")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not GermanWhistState:
            return NotImplemented
        a, b = self._at, other._at          # type: ignore[attr-defined]
        n = a[_N]
        return (n == b[_N] and a[_GAME] == b[_GAME]
                and a[_LINE] == b[_LINE])

    def __hash__(self) -> int:
        game = self._at[_GAME]
        return hash((game[_G_RULES], game[_G_DEALER], game[_G_STOCK_BITS], game[_G_DEALT],
                     self.plays))

    def __reduce__(self) -> tuple:
        return _state, (self._at,)

    @property
    def plays(self) -> tuple[Card, ...]:
        """Every card played so far, in order."""
        at = self._at
        return at[_LINE]

    # -- reading the state ---------------------------------------------------

    @property
    def rules(self) -> GermanWhistRules:
        """The rules switches."""
        return self._at[_GAME][_G_RULES]

    @property
    def trump(self) -> Suit:
        """Trump for the whole game: the suit of the first face-up card (GW-2.3, GW-4.2)."""
        return self._at[_GAME][_G_TRUMP]

    @property
    def dealer(self) -> str:
        return PLAYERS[self._at[_GAME][_G_DEALER]]

    @property
    def hands(self) -> dict[str, tuple[Card, ...]]:
        """What each player holds now, sorted (♠ ♥ ♣ ♦, ace first)."""
        return {"A": _cards_of(self._at[_M0]), "B": _cards_of(self._at[_M1])}

    def hand(self, player: str) -> tuple[Card, ...]:
        return _cards_of(self._at[_M1] if check_player(player, "player") == "B" else self._at[_M0])

    @property
    def stock(self) -> tuple[Card, ...]:
        """The remaining stock, top first; ``stock[0]`` is the face-up prize (GW-2.3)."""
        return _stock_cards(self._at[_GAME])[self._at[_N] & ~1:]

    @property
    def stock_size(self) -> int:
        return max(0, 26 - (self._at[_N] & ~1))

    @property
    def prize(self) -> Card | None:
        """The face-up top card of the stock (GW-4.1), or ``None`` once it is used up."""
        sp = self._at[_N] & ~1
        return _BIT_CARD[self._at[_GAME][_G_STOCK_BITS][sp]] if sp < 26 else None

    @property
    def stage(self) -> int:
        """1 while the stock lasts (13 tricks, GW-4), then 2 (GW-5)."""
        return 1 if self._at[_N] < 26 else 2

    @property
    def done(self) -> tuple[Trick, ...]:
        """The completed tricks, oldest first."""
        return self._history()[0]

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """Every trick so far, oldest first; the trick in progress (if any) is last with
        ``winner`` ``None`` (the protocol of :mod:`whist_core.games`)."""
        done = self._history()[0]
        current = self.current
        if not current:
            return done
        return (*done, Trick(self.stage, current[0][0], current, None))

    # -- the protocol every game speaks (whist_core.games) ----------------------

    @classmethod
    def new(cls, seed: int | None = None, dealer: str | None = None,
            rules: GermanWhistRules | Mapping[str, Any] | None = HOUSE) -> GermanWhistState:
        """A freshly dealt game (GW-2); the same as :func:`new_game`."""
        return new_game(seed, dealer, rules)

    @property
    def to_act(self) -> str | None:
        """Whose card is next, or ``None`` when the game is complete."""
        turn = self._at[_TURN]
        return PLAYERS[turn] if turn >= 0 else None

    def legal_actions(self) -> list[Card]:
        """The cards the player to move may play (the only actions of German Whist), in
        the order of :meth:`legal_plays`."""
        at = self._at
        follow = at[_FOLLOW]
        if follow is not None:
            return [*follow]
        m = at[_LEGAL]
        return [*_T0[m & 8191], *_T1[(m >> 13) & 8191], *_T2[(m >> 26) & 8191],
                *_T3[m >> 39]]

    @property
    def result(self) -> GermanResult | None:
        """Counted tricks and the winner once the game is complete (GW-5.3, GW-6.1)."""
        if self._at[_TURN] >= 0:
            return None
        c = self._counted()
        return GermanResult(frozen(c), "A" if c["A"] > c["B"] else "B" if c["B"] > c["A"]
                            else None)

    @property
    def current(self) -> tuple[tuple[str, Card], ...]:
        """The trick in progress: ``()`` or ``((leader, card),)``."""
        at = self._at
        n = at[_N]
        if not n & 1:
            return ()
        return ((PLAYERS[1 - at[_TURN]], at[_LINE][n - 1]),)

    @property
    def leader(self) -> str | None:
        """Who leads (or led) the trick in progress; ``None`` once the game is over."""
        turn = self._at[_TURN]
        if turn < 0:
            return None
        return PLAYERS[1 - turn] if self._at[_N] & 1 else PLAYERS[turn]

    @property
    def to_play(self) -> str | None:
        """Whose card is next, or ``None`` when the game is complete."""
        turn = self._at[_TURN]
        return PLAYERS[turn] if turn >= 0 else None

    @property
    def trick_number(self) -> int:
        """The number (from 1) of the trick in progress; 27 once complete."""
        return self._at[_N] // 2 + 1

    @property
    def counted(self) -> dict[str, int]:
        """Tricks that count so far (GW-5.3): the second stage's, or all 26 under
        ``count_all_tricks`` (GW-7.2)."""
        return self._counted()

    @property
    def complete(self) -> bool:
        """True once all 26 tricks are played (GW-6.1)."""
        return self._at[_TURN] < 0

    @property
    def winner(self) -> str | None:
        """The player with more counted tricks once complete (GW-5.3, GW-6.1); ``None`` before,
        and for a 13–13 tie (possible only with ``count_all_tricks``)."""
        if self._at[_TURN] >= 0:
            return None
        c = self._counted()
        return "A" if c["A"] > c["B"] else "B" if c["B"] > c["A"] else None

    @property
    def dealt_hands(self) -> dict[str, tuple[Card, ...]]:
        """The 13 cards each player was dealt (for records; hidden from views)."""
        a, b = self._at[_GAME][_G_DEALT]                 # the dealt hands as masks
        return {"A": _cards_of(a), "B": _cards_of(b)}

    @property
    def dealt_stock(self) -> tuple[Card, ...]:
        """The whole stock as dealt, top first (for records; hidden from views)."""
        return _stock_cards(self._at[_GAME])

    def _history(self) -> tuple[tuple[Trick, ...], dict[str, int]]:
        """The completed tricks and the counted tricks, worked out from the plays."""
        game, plays = self._at[_GAME], self.plays
        stock, trump = _stock_cards(game), game[_G_TRUMP]
        count_all = game[_G_RULES].count_all_tricks
        leader = 1 - game[_G_DEALER]                     # GW-2.4 the non-dealer leads first
        tricks = []
        counted = [0, 0]
        for k in range(len(plays) // 2):
            lead, reply = plays[2 * k], plays[2 * k + 1]
            follower = 1 - leader
            if reply.suit is lead.suit:                  # GW-3.2
                win = follower if reply.rank > lead.rank else leader
            else:
                win = follower if reply.suit is trump else leader
            pair = ((PLAYERS[leader], lead), (PLAYERS[follower], reply))
            if k < 13:                                   # GW-4.1 prize and draw
                tricks.append(Trick(1, PLAYERS[leader], pair, PLAYERS[win],
                                    stock[2 * k], stock[2 * k + 1]))
                if count_all:                            # GW-7.2 V-GW-COUNT-ALL
                    counted[win] += 1
            else:
                tricks.append(Trick(2, PLAYERS[leader], pair, PLAYERS[win]))
                counted[win] += 1                        # GW-5.3 these count
            leader = win                                 # GW-3.2, GW-5.1 the winner leads
        return tuple(tricks), {"A": counted[0], "B": counted[1]}

    def _counted(self) -> dict[str, int]:
        """The counted tricks (as in :meth:`_history`, without building the tricks): from
        the ``won`` bits, B's tricks from the first counted one on and A's the rest."""
        first = 0 if self._at[_GAME][_G_RULES].count_all_tricks else 13   # GW-5.3, GW-7.2
        b = (self._at[_WON] >> first).bit_count()
        return {"A": max(0, self._at[_N] // 2 - first) - b, "B": b}

    # -- playing -------------------------------------------------------------

    def legal_plays(self) -> tuple[Card, ...]:
        """The cards the player to move may play (GW-3.1; GW-7.2 free reply in stage 1),
        sorted (♠ ♥ ♣ ♦, ace first)."""
        at = self._at
        follow = at[_FOLLOW]
        if follow is not None:
            return follow
        m = at[_LEGAL]
        return ((_T0[m & 8191] + _T1[(m >> 13) & 8191])
                + (_T2[(m >> 26) & 8191] + _T3[m >> 39]))

    def is_legal(self, card: Card | str) -> bool:
        return self.why_illegal(card) is None

    def why_illegal(self, card: Card | str, player: str | None = None) -> RuleError | None:
        """The error :meth:`play` would raise for this card, or ``None`` if it is legal."""
        try:
            self.play(card, player)
        except WhistError as err:
            return err
        return None

    def play(self, card: Card | str, player: str | None = None) -> GermanWhistState:
        """The state after the player to move plays ``card``.

        ``player``, if given, must be the player to move. Raises :class:`RuleError`
        naming the rule for a card not held, a card that does not follow suit
        (GW-3.1), the wrong player, or a finished game; ``self`` is unchanged (GW-6.3).
        """
        game, line, n, m0, m1, turn, legal, _, won = self._at
        try:
            bit = _CARD_BIT[card]
        except (KeyError, TypeError):                # a joker, a code, not a card
            bit = 0
        if not legal & bit or (player is not None and player != PLAYERS[turn]):
            return self._refuse(card, player)        # raises, or plays the parsed card
        # ``legal`` held only the cards the rules allow (GW-3.1, GW-7.2): the card is good.
        line = (*line, card)                         # this state's own cards, and this one
        if not n & 1:
            # a lead (any card, GW-3.1): the opponent must follow suit when able, in the
            # second stage always, in the first unless the free reply applies (GW-7.2)
            if turn:
                m1 ^= bit
                legal = m0
            else:
                m0 ^= bit
                legal = m1
            follow = None
            if n >= 26 or game[_G_FOLLOWS]:
                i = card.index
                follow = _SUIT_TABLE[i][(legal >> _SUIT_SHIFT[i]) & 8191] or None
                if follow:
                    legal &= _SUIT_MASK[i]
            state = _alloc(GermanWhistState)
            _put(state, (game, line, n + 1, m0, m1, 1 - turn, legal, follow, won))
            return state
        # GW-3.2 the higher card of the suit led (ace first) or a trump wins; the winner
        # leads next (GW-5.1 into the second stage): any card (GW-3.1)
        if turn:
            m1 ^= bit
        else:
            m0 ^= bit
        if not game[_G_WINS][52 * line[n - 1].index + card.index]:
            turn = 1 - turn
        if turn:
            won |= _TRICK_BIT[n]                     # B won this trick (for the count)
        if n < 26:
            # GW-4.1 the winner takes the face-up prize stock[2k], the loser the hidden
            # stock[2k+1]; then the next card is face up (GW-3.3: not part of the trick).
            # GW-4.4: 13 tricks use up the 26 cards, no reshuffle.
            bits = game[_G_STOCK_BITS]
            if turn:
                m1 |= bits[n - 1]
                m0 |= bits[n]
            else:
                m0 |= bits[n - 1]
                m1 |= bits[n]
        elif n == 51:                                # GW-6.1 26 tricks: the game is over
            turn = -1
        state = _alloc(GermanWhistState)             # (legal 0 once complete: hands empty)
        _put(state, (game, line, n + 1, m0, m1, turn, m1 if turn else m0, None, won))
        return state

    #: The protocol every game speaks (:mod:`whist_core.games`): play ``action`` (a card).
    apply = play

    def _refuse(self, card: Card | str, player: str | None) -> GermanWhistState:
        """:meth:`play` for a card that is not a legal card of the player to move as given:
        the refusal naming the rule (in the order: not a card, game over, wrong player, not
        held, not following), or the play of a card given another way (``"AS"``)."""
        if card.__class__ is not Card:
            card = Card.parse(card)
        turn = self._at[_TURN]
        if turn < 0:
            raise RuleError.of("gw-game-over", "GW-6.1")
        if player is not None and player != PLAYERS[turn]:
            raise self._wrong_player(player)
        bit = _BIT[card.index]
        if not (self._at[_M1] if turn else self._at[_M0]) & bit:
            raise self._not_held(card)
        if not self._at[_LEGAL] & bit:
            # GW-3.1 follow suit when able: both stages (GW-1.2), or free in stage 1 (GW-7.2)
            raise self._not_following(card)
        return self.play(card)

    def _wrong_player(self, player: str) -> RuleError:
        n = self._at[_N]
        if n & 1:
            rule = "GW-3.1"   # each trick is one card from each player
        elif n == 0:
            rule = "GW-2.4"   # the non-dealer leads first
        elif n == 26:
            rule = "GW-5.1"   # the winner of the last first-stage trick leads
        else:
            rule = "GW-3.2"   # the winner leads next
        turn = PLAYERS[self._at[_TURN]]
        return RuleError.of("gw-wrong-turn", rule, seat=seat_word(turn, turn),
                            player=seat_word(player, player))

    def _not_held(self, card: Card) -> RuleError:
        who = PLAYERS[self._at[_TURN]]
        if card.is_joker:
            return RuleError.of("gw-no-jokers", "GW-1.1", card=name("joker", card.code))
        if card is self.prize:
            return RuleError.of("gw-prize-not-held", "GW-3.3", card=card.code,
                                seat=seat_word(who, who))
        return RuleError.of("gw-not-held", "GW-3.1", seat=seat_word(who, who), card=card.code)

    def _not_following(self, card: Card) -> RuleError:
        who = PLAYERS[self._at[_TURN]]
        at = self._at
        lead = at[_LINE][at[_N] - 1]
        held = ", ".join(c.code for c in self.legal_plays())
        return RuleError.of("gw-not-following", "GW-3.1", card=card.code,
                            suit=suit_name(lead.suit), seat=seat_word(who, who), held=held)

    # -- what a player knows -------------------------------------------------

    def view(self, player: str) -> PlayerView:
        """What ``player`` may see: never the opponent's hidden cards or the hidden stock."""
        return view_of(self, check_player(player, "player"))

    # -- next game -------------------------------------------------------------

    def next_game(self, seed: int | None = None) -> GermanWhistState:
        """A new deal with the other player dealing (GW-2.1, GW-6.2), same rules."""
        return new_game(seed, dealer=other(self.dealer), rules=self.rules)

    # -- display -----------------------------------------------------------------

    def __repr__(self) -> str:
        if self.complete:
            where = "complete"
        else:
            where = f"trick {self.trick_number}, {self.to_play} to play"
        c = self.counted
        return (f"<GermanWhistState stage {self.stage}, {where}, trump {self.trump.word}, "
                f"counted A {c['A']} B {c['B']}>")

    def __str__(self) -> str:
        hands = self.hands
        trump = self.trump
        lines = [f"German Whist — trump {trump.symbol} {trump.word}, dealer {self.dealer}",
                 f"Stage {self.stage}, " + ("game over" if self.complete else
                                            f"trick {self.trick_number}, {self.to_play} to play")]
        prize = self.prize
        lines.append(f"Prize: {prize.pretty if prize else '—'} (stock {self.stock_size})")
        for p in PLAYERS:
            lines.append(f"{p}: {' '.join(c.pretty for c in hands[p])}")
        if self.current:
            lines.append("Trick: " + ", ".join(f"{p} {c.pretty}" for p, c in self.current))
        c = self.counted
        lines.append(f"Counted: A {c['A']}, B {c['B']}")
        return "\n".join(lines)

    def _repr_svg_(self) -> str:
        from whist_core.pictures import draw

        return draw(self)


# ---------------------------------------------------------------------------
# Constructors

_alloc = object.__new__
_put = GermanWhistState._at.__set__     # type: ignore[attr-defined]  # the slot, set once


def _state(at: tuple) -> GermanWhistState:
    """The state at position ``at`` (the fields above)."""
    state = _alloc(GermanWhistState)
    _put(state, at)
    return state


def _rules_of(rules: GermanWhistRules | Mapping[str, Any] | None) -> GermanWhistRules:
    if rules is None:
        return HOUSE
    if isinstance(rules, GermanWhistRules):
        return rules
    return GermanWhistRules.from_record(rules)


def from_deal(hands: Mapping[str, Iterable[Card | str]], stock: Iterable[Card | str],
              dealer: str, rules: GermanWhistRules | Mapping[str, Any] | None = HOUSE,
              ) -> GermanWhistState:
    """The state after a given deal, checked like a record (GW-1.1, GW-2.2, GW-2.3).

    ``hands`` maps ``"A"`` and ``"B"`` to 13 cards each; ``stock`` is the other 26,
    top first. A misdeal is refused (GW-6.3) with a :class:`RecordError` naming
    ``dealer``, ``hands.A``, ``stock``… as a record would.
    """
    rules = _rules_of(rules)
    dealer = check_player(dealer)
    if not isinstance(hands, Mapping):
        raise RecordError("expected an object with the hands of A and B", "GW-2.2", "hands")
    for key in hands:
        if key not in PLAYERS:
            raise RecordError("not a player (A or B)", "GW-2.2", f"hands.{key}")
    held: dict[str, list[Card]] = {}
    for p in PLAYERS:
        place = f"hands.{p}"
        if hands.get(p) is None:
            raise RecordError("this hand is missing", "GW-2.2", place)
        held[p] = _cards_at(hands[p], place, "GW-2.2")
        if len(held[p]) != 13:
            raise RecordError(f"{len(held[p])} cards, expected 13", "GW-2.2", place)
    pile = _cards_at(stock, "stock", "GW-2.3")
    if len(pile) != 26:
        raise RecordError(f"{len(pile)} cards, expected 26", "GW-2.3", "stock")
    where: list[str | None] = [None] * 54          # by Card.index: who holds it
    for owner, cs in (("hands.A", held["A"]), ("hands.B", held["B"]), ("stock", pile)):
        for c in cs:
            i = c.index
            if i >= 52:
                raise RecordError(f"{c.code}: German Whist is played without jokers",
                                  "GW-1.1", owner)
            first = where[i]
            if first is not None:
                both = f"{first} and {owner}" if first != owner else f"twice in {owner}"
                raise RecordError(f"{c.code} is dealt twice ({both})", "GW-1.1", owner)
            where[i] = owner
    # 13 + 13 + 26 distinct standard cards: the whole deck (GW-1.1)
    return _dealt_state(rules, 0 if dealer == "A" else 1, held["A"], held["B"], pile)


def _dealt_state(rules: GermanWhistRules, dealer: int, a: Iterable[Card], b: Iterable[Card],
                 stock: Iterable[Card]) -> GermanWhistState:
    """The state after a deal already known to be good."""
    ma, mb = _mask_of(a), _mask_of(b)
    # GW-2.3 the top card of the stock is face up and fixes trump; GW-2.4 the non-dealer
    # leads, any card (GW-3.1)
    stock_bits = tuple(map(_CARD_BIT.__getitem__, stock))
    return _state((_game_of(rules, dealer, stock_bits, (ma, mb)), (), 0, ma, mb,
                   1 - dealer, ma if dealer else mb, None, 0))


def _cards_at(value: Any, place: str, rule: str) -> list[Card]:
    if isinstance(value, (tuple, str)):
        value = list(value) if isinstance(value, tuple) else value.replace(",", " ").split()
    try:
        return card_list(value, place)
    except WhistError as err:
        raise RecordError(err.message, err.rule or rule, err.place, code=err.code,
                          params=err.params) from None


def new_game(seed: int | None = None, dealer: str | None = None,
             rules: GermanWhistRules | Mapping[str, Any] | None = HOUSE) -> GermanWhistState:
    """A freshly dealt game (GW-2). ``seed=None`` picks a random seed; ``dealer=None``
    draws the first dealer by lot from the seed (GW-2.1)."""
    if seed is None:
        seed = secrets.randbelow(2**32)
    rules = _rules_of(rules)
    # the cards of deal(seed, dealer) as their bits (a hand is then a sum), no trace
    lot, _, pack = shuffle_pack(seed, [*_DECK_BITS])
    d = 0 if (lot if dealer is None else check_player(dealer)) == "A" else 1
    first = sum(pack[0:26:2])
    second = sum(pack[1:26:2])
    ma, mb = (second, first) if d == 0 else (first, second)    # the opponent gets card 1
    # GW-2.3 the top card of the stock is face up and fixes trump; GW-2.4 the non-dealer
    # leads, any card (GW-3.1)
    return _state((_game_of(rules, d, tuple(pack[26:]), (ma, mb)), (), 0, ma, mb,
                   1 - d, ma if d else mb, None, 0))

__all__ = ["GermanWhistState", "from_deal", "new_game"]
