"""German Whist for two players (RULES.md Part C, seed 001).

Deal with :func:`new_game` (or :func:`from_deal`), play with
:meth:`GermanWhistState.play`, ask what a player knows with
:meth:`GermanWhistState.view`, and read or write records with :mod:`.record`.
"""

from whist_core.german_whist import examples
from whist_core.german_whist.bot import autoplay, bot_move, choose_card, random_card
from whist_core.german_whist.deal import Deal, deal
from whist_core.german_whist.record import deal_record, record_of, replay, summary
from whist_core.german_whist.rules import HOUSE, SWITCH_RULES, GermanWhistRules
from whist_core.german_whist.state import GermanWhistState, from_deal, new_game
from whist_core.german_whist.trick import PLAYERS, Trick, other
from whist_core.german_whist.view import PlayerView, view_of

__all__ = [
    "HOUSE",
    "PLAYERS",
    "SWITCH_RULES",
    "Deal",
    "GermanWhistRules",
    "GermanWhistState",
    "PlayerView",
    "Trick",
    "autoplay",
    "bot_move",
    "choose_card",
    "deal",
    "deal_record",
    "examples",
    "from_deal",
    "new_game",
    "other",
    "random_card",
    "record_of",
    "replay",
    "summary",
    "view_of",
]
