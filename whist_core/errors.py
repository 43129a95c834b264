"""Errors raised when an action or a record breaks a rule.

Two sibling ``ValueError`` subclasses share one shape (:class:`WhistError`):

- :class:`RuleError` — an action breaks a rule of the game (a card that does not
  follow suit, a bid that does not overcall);
- :class:`RecordError` — a hand record is malformed (bad JSON, a wrong type, an
  unknown key, an absurd value).

Both carry ``message``, ``rule`` (an ID from RULES.md such as ``BW-4.4``, or
``None``) and ``place`` (where in a record: ``play 14 (trick 4, seat W)``).
``str()`` is one line: ``"<place>: <message> (<rule>)"``. Catch
:class:`WhistError` to catch both.

A refusal a learner meets can also carry a ``code`` and its ``params``
(:meth:`WhistError.of`): the code names one whole English sentence of
:data:`REFUSALS` with named placeholders, marked for translation. ``message`` is that
sentence filled in English, always (the command line and the records read exactly as
before); :attr:`WhistError.words` is the same sentence in the learner's language
(:mod:`whist_core.messages`), for a page to show.
"""

from __future__ import annotations

from typing import Any

from whist_core.messages import N_, fill, msg

#: The refusals with a code: code → the English sentence (named placeholders; a seat or a
#: suit is a :class:`~whist_core.messages.Name`, so a translation can decline it).
REFUSALS: dict[str, str] = {
    "dealer-must-bid": N_("{seat} is the dealer and must bid: the first three passed"),
    "no-overcall-higher": N_("{call} does not overcall {high} ({seat}): a bid must be higher "
                             "than the highest so far"),
    "no-overcall-dealer-equals": N_("{call} does not overcall {high} ({seat}): only the dealer "
                                    "may equal the high bid"),
    "no-overcall-equal": N_("{call} does not overcall {high} ({seat}): uptown and downtown of "
                            "one number are equal and cannot overcall each other"),
    "no-overcall-down-over-up": N_("{call} does not overcall {high} ({seat}): at one number "
                                   "downtown ranks above uptown"),
    "below-minimum": N_("{call} is below the minimum bid of {minimum}"),
    # the house game's play (a card is a code; a page writes it as on the cards)
    "not-following": N_("{card} does not follow {suit}; {seat} holds {held}"),
    "not-held": N_("{seat} does not hold {card}"),
    "not-held-joker": N_("{seat} does not hold {joker}"),
    "nt-joker-first": N_("{card} may not be played: void in {suit}, a joker must be "
                         "discarded first; {seat} holds {joker}"),
    # German Whist's play (a card is a code, AS; plain words turn it into A♠)
    "gw-game-over": N_("the game is over: all 26 tricks have been played"),
    "gw-wrong-turn": N_("it is {seat}'s turn, not {player}'s"),
    "gw-no-jokers": N_("{card}: German Whist is played without jokers"),
    "gw-prize-not-held": N_("{card} is the face-up prize, not a card in {seat}'s hand"),
    "gw-not-held": N_("{seat} does not hold {card}"),
    "gw-not-following": N_("{card} does not follow {suit}; {seat} holds {held}"),
    # a card refused in house Bid Whist's play ({card} a card, {held} the cards that decide)
    "no-follow-joker-trump": N_("{card} does not follow {suit}; {seat} holds {held} (a joker is "
                                "a trump)"),
    "joker-while-following": N_("{card} cannot be played while {seat} can follow {suit}; {seat} "
                                "holds {held}"),
    "joker-only-when-void": N_("{card}: a joker may be played only when void in {suit}; {seat} "
                               "holds {held}"),
    "joker-first": N_("{card} may not be played: void in {suit}, a joker must be discarded "
                      "first; {seat} holds {held}"),
    "joker-first-led": N_("{card} may not be played: void in the led suit, a joker must be "
                          "discarded first; {seat} holds {held}"),
    "discard-count": N_("{n} cards; the declarer lays away exactly {need}"),
    "nt-jokers-kept": N_("at no trump the declarer lays away every joker; {seat} keeps "
                         "{cards}"),
    "no-renege": N_("{side} did not fail to follow suit in trick {trick}"),
    # a record that cannot be read ({reason} a phrase of Python's json reader, named)
    "not-json": N_("not valid JSON: {reason}"),
    "not-an-object": N_("a record must be a JSON object"),
    "cannot-be-read": N_("cannot be read: {reason}"),
    "no-kitty": N_("{game} has no kitty"),
    "unknown-game": N_("{game} is not a known game ({known})"),
    "game-missing": N_("this key is missing ({known})"),
    "key-missing": N_("this key is missing"),
    "hand-missing": N_("this seat's hand is missing"),
    "not-a-card": N_("{text} is not a card (e.g. AS, 10H, 7C, BJ, LJ)"),
    "card-count": N_("{n} cards, expected {need}"),
    "not-in-deck": N_("{card} is not in this game's deck"),
    "too-many-cards": N_("{n} cards; a hand has {total} ({tricks} tricks of {players})"),
    "not-a-number": N_("{text} is not a number a record can hold"),
    "not-a-bid": N_("{text} is not a bid: pass, or a number 3..7 with U (uptown), D (downtown) "
                    "or NT (no trump), e.g. 4U, 5D, 3NT"),
    # a record's shape ({kind} a phrase: an object, a list …) and its seats
    "expected-list": N_("expected a list, got {kind}"),
    "expected-object": N_("expected an object, got {kind}"),
    "not-a-seat": N_("{text} is not a seat ({seats})"),
    "not-a-pair": N_("{text} is not a partnership (NS or EW)"),
    # the deal ({owner} a seat or a pile, {cards} card codes)
    "dealt-twice-to": N_("{card} is dealt twice ({other} and {owner})"),
    "dealt-twice-same": N_("{card} is dealt twice (twice to {owner})"),
    "not-dealt": N_("{cards} not dealt to anyone"),
    "trace-dealt-twice": N_("{card} is dealt twice"),
    "trace-kitty-guard": N_("{card} goes to the kitty, but neither the first nor the last {n} "
                            "cards may"),
    "trace-out-of-turn": N_("{card} goes to {to}, but this card is {seat}'s: the deal goes "
                            "clockwise from the dealer's left"),
    "trace-not-held": N_("{card} goes to {to}, but {to} does not hold it"),
    # the order of a record's stages ({earlier} a record's key, {players} a number's word)
    "stage-missing": N_("present while {earlier} is missing"),
    "auction-not-over-count": N_("the auction is not over (bids has {calls} of {players} "
                                 "calls)"),
    "auction-not-over": N_("the auction is not over"),
    "not-declared": N_("the declarer has not declared yet"),
    "not-laid-away": N_("the declarer has not laid away yet"),
    "nothing-to-declare": N_("there is nothing to declare after a no-trump bid"),
    "not-at-this-stage": N_("not at this stage"),
    "redealt": N_("the hand was redealt"),
    "redealt-nothing-follows": N_("the hand was redealt: nothing may follow"),
    "over-nothing-follows": N_("the hand is over: nothing may follow"),
    "calls-once": N_("{n} calls; each player speaks exactly once, {players} calls in all"),
    "auction-over-after": N_("the auction is over after {n} calls"),
    # renege claims ({game} a game's title)
    "no-reneges-recorded": N_("{game} records no reneges: a failure to follow suit is "
                              "refused outright"),
    "not-a-trick-number": N_("{text} is not a trick number (1 to {top})"),
    "trick-not-played": N_("trick {trick} has not been played"),
    "renege-claimed": N_("the renege in trick {trick} has already been claimed"),
    # a family game's players and switches, its ladder of bids ({call} a call's code)
    "players-whole-number": N_("{text}: the number of players is a whole number (a JSON "
                               "integer)"),
    "players-choices": N_("{text}: {game} is for {counts} players"),
    "players-four": N_("{game} is for four players in two partnerships, not {text}"),
    "no-switches": N_("{game} has no rules switches"),
    "bid-number-only": N_("{call}: a bid of {game} is a number only"),
    "bid-number-or-nt": N_("{call}: a bid is a number, or a number with NT"),
    "bid-range": N_("{call}: bids run from {low} to {top}"),
    "not-a-call": N_("{text} is not a call of {game}: {help}"),
    "not-a-call-value": N_("{text} is not a call: {help}"),
    "no-redeal": N_("{game} has no redeal call"),
    "bid-says-ranking": N_("{text}: a bid says its ranking — {level}U (normal), {level}D "
                           "(special) or {level}NT"),
    # the dealer's forced bid, a redeal, the declaration and the discard
    "redeal-holds-honours": N_("{seat} holds a king, queen or jack: only a hand without them "
                               "may call redeal"),
    "dealer-must-bid-all": N_("{seat} is the dealer and must bid: everyone else passed"),
    "dealer-must-bid-one-all": N_("{seat} is the dealer and must bid exactly 1: everyone else "
                                  "passed"),
    "dealer-must-bid-or-redeal-all": N_("{seat} is the dealer and must bid or call redeal: "
                                        "everyone else passed"),
    "dealer-must-bid-one-or-redeal-all": N_("{seat} is the dealer and must bid exactly 1 or "
                                            "call redeal: everyone else passed"),
    "dealer-bids-exactly": N_("{call}: the dealer, after everyone passed, bids exactly {n}"),
    "not-a-declaration": N_("{text} is not a declaration"),
    "not-a-suit": N_("{text} is not a suit (spades, hearts, diamonds, clubs)"),
    "nt-chooses-direction": N_("{text}: after a no-trump bid the declarer chooses uptown or "
                               "downtown"),
    "nt-names-direction": N_("{text}: after a no-trump bid the declarer names uptown or "
                             "downtown"),
    "suit-bid-names-trump": N_("{text}: after a suit bid the declarer names the trump suit "
                               "(spades, hearts, diamonds or clubs)"),
    "direction-and-suit": N_("{text}: the declarer names uptown or downtown and a trump suit, "
                             "e.g. \"uptown hearts\""),
    "discard-list": N_("the discard is a list of {n} cards"),
    # the end of the play
    "hand-over-after": N_("the hand is over after {total} cards ({tricks} tricks of "
                          "{players})"),
    "gw-over-after": N_("the game is over after 52 cards (26 tricks); the record has {total}"),
    "gw-given-while-missing": N_("given while {key} is missing"),
}
#: The refusals said to the player they name (code → the placeholder naming that player,
#: the sentence addressed to them): :meth:`WhistError.words_for`.
YOU_FORMS: dict[str, tuple[str, str]] = {
    "dealer-must-bid": ("seat", N_("you are the dealer and must bid: the first three passed")),
    "gw-wrong-turn": ("player", N_("it is {seat}'s turn, not yours")),
    "gw-prize-not-held": ("seat", N_("{card} is the face-up prize, not a card in your hand")),
    "gw-not-held": ("seat", N_("you do not hold {card}")),
    "gw-not-following": ("seat", N_("{card} does not follow {suit}: you hold {held}")),
    "not-following": ("seat", N_("{card} does not follow {suit}: you hold {held}")),
    "no-follow-joker-trump": ("seat", N_("{card} does not follow {suit}: you hold {held} (a "
                                         "joker is a trump)")),
    "joker-while-following": ("seat", N_("{card} cannot be played while you can follow {suit}: "
                                         "you hold {held}")),
    "joker-only-when-void": ("seat", N_("{card}: a joker may be played only when void in "
                                        "{suit}: you hold {held}")),
    "joker-first": ("seat", N_("{card} may not be played: void in {suit}, a joker must be "
                               "discarded first: you hold {held}")),
    "joker-first-led": ("seat", N_("{card} may not be played: void in the led suit, a joker "
                                   "must be discarded first: you hold {held}")),
}


class WhistError(ValueError):
    """The common shape of :class:`RuleError` and :class:`RecordError`."""

    def __init__(self, message: str, rule: str | None = None, place: str | None = None, *,
                 code: str | None = None, params: dict[str, Any] | None = None):
        self.message = message
        self.rule = rule
        self.place = place
        self.code = code
        self.params = dict(params or {})
        super().__init__(str(self))

    @classmethod
    def of(cls, code: str, rule: str | None = None, /, **params: Any) -> WhistError:
        """The refusal ``code`` of :data:`REFUSALS` with its ``params``; its ``message`` is
        the English sentence, filled."""
        return cls(fill(REFUSALS[code], params), rule, code=code, params=params)

    @property
    def words(self) -> str:
        """The message in the learner's language (without rule or place): the coded
        sentence through :mod:`whist_core.messages`, else the English ``message``."""
        if self.code is None:
            return self.message
        return msg(REFUSALS[self.code], **self.params)

    def words_for(self, you: str | None) -> str:
        """:attr:`words`, addressed to the player ``you`` (a seat code) when the refusal
        names them (:data:`YOU_FORMS`): ``you do not hold 5♥``."""
        form = YOU_FORMS.get(self.code or "")
        if form is None or you is None or getattr(self.params.get(form[0]), "code",
                                                  self.params.get(form[0])) != you:
            return self.words
        return msg(form[1], **self.params)

    def at(self, place: str) -> WhistError:
        """The same error located at ``place`` (keeps the subclass, the code and params)."""
        return type(self)(self.message, self.rule, place, code=self.code, params=self.params)

    def __str__(self) -> str:
        text = self.message
        if self.rule:
            text = f"{text} ({self.rule})"
        if self.place:
            text = f"{self.place}: {text}"
        return text


class RuleError(WhistError):
    """An action (or the action a record describes) refused because it breaks a rule."""


class RecordError(WhistError):
    """A hand record that is malformed (bad JSON, wrong type, unknown key, absurd value)."""


__all__ = ["REFUSALS", "YOU_FORMS", "RecordError", "RuleError", "WhistError"]
