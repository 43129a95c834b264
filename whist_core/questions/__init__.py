"""Quiz questions whose answers and reasons come from the rules engine.

- :mod:`.generated` — the :class:`Question` type and seeded generators ("who wins this
  trick?", "is this bid legal?", "what does this hand score?", "which cards may you play?")
  plus the worked examples of the rule card.
- :mod:`.bid_whist_basics` — fixed questions for the first Bid Whist lessons (the table,
  card ranks, the deal, bidding, declaring).
- :mod:`.bid_whist_play` — for playing tricks, jokers in no trump, scoring, a whole game,
  the variants.
- :mod:`.german_whist` — for the German Whist lessons.
"""

from whist_core.questions.generated import KINDS, Choice, Question, mixed, worked_examples

__all__ = ["KINDS", "Choice", "Question", "mixed", "worked_examples"]
