"""Build the course's new notebooks (first trick, strategy, reference) from this file.

Run ``python build_course.py`` from ``notebooks/`` (or with a path); every notebook
is rewritten from the cells below, so edit here and rebuild rather than editing
the notebooks by hand. Outputs of ``# NBVAL_CHECK_OUTPUT`` cells are filled by
executing the notebook (``--execute``), as nbval compares them.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

HERE = Path(__file__).parent
CHECK = "# NBVAL_CHECK_OUTPUT"


def md(text: str) -> nbformat.NotebookNode:
    return new_markdown_cell(text.strip("\n"))


def code(text: str) -> nbformat.NotebookNode:
    return new_code_cell(text.strip("\n"))


def notebook(cells: list, whist: dict) -> nbformat.NotebookNode:
    nb = new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python",
                                 "name": "python3"}
    nb.metadata["language_info"] = {"name": "python"}
    nb.metadata["whist"] = whist
    return nb


NOTEBOOKS: dict[str, nbformat.NotebookNode] = {}


def lesson(path: str, whist: dict):
    def register(fn):
        NOTEBOOKS[path] = notebook(fn(), whist)
        return fn
    return register


# ===================================================================== a first trick
FIRST_NAV = ("[← Previous](../Index.ipynb) · [Course index](../Index.ipynb) · "
             "[Next →](../bid_whist/01_Table_and_Goal.ipynb)")


@lesson("start/A_First_Trick.ipynb",
        {"course": "start", "lesson": 0, "rules": ["BW-4.4", "BW-4.5", "GW-3.1", "GW-3.2"]})
def first_trick() -> list:
    return [
        md(f"""
# A first trick

{FIRST_NAV}

Bid Whist and German Whist are **trick-taking** games. Before anything else — before
bidding, scores or jokers — here is the one thing every hand is made of: the trick.
Ten minutes here, and every later lesson will make sense.

## What you will learn

- what a **trick** is, and who **leads**
- why you must **follow suit**, and what you may do when you cannot (a **void**)
- what a **trump** is
- who **wins** the trick — and leads the next one
"""),
        code("""
from ipywidgets import HTML
from whist_core import pictures
from whist_core.cards import Card, Suit
from whist_core.questions.first_trick import (EXERCISES, first_trick_questions, play_into,
                                              ranking, trick_reason)
from widgets.guided import TrickExercise
from widgets.quiz import Quiz

def cards_of(*plays):
    return [(seat, Card.parse(code)) for seat, code in plays]
"""),
        md("""
## The rules in plain words

### A trick

Each player holds a **hand** of cards. One player puts a card face up in the middle:
that is the **lead**. Then each other player in turn, going clockwise (to the left),
adds one card. When everyone has played once, the cards in the middle form a
**trick**, and one player **wins** it.

In this lesson the four players sit North, East, South and West, as at a Bid Whist
table; German Whist has only two players, but its tricks work the same way
**[GW-3.1]**. Cards rank as usual: **A K Q J 10 9 8 7 6 5 4 3 2**, the ace highest.

### Follow suit

The first card decides the **suit led**. Every other player **must play a card of that
suit if they have one** — that is called *following suit* **[BW-4.4]**. If West leads
a heart and you hold hearts, you must play a heart — any heart you like.

### A void: no card of the suit led

If you have **no card of the suit led**, you are **void** in that suit, and you may play
**any card** you like **[BW-4.4]**.

### Trumps

In most hands one suit is **trump**. A trump beats every card of the other suits. You
may play a trump only when you are void in the suit led (or when trumps were led),
and you never *have* to: trumping is allowed, not compulsory **[BW-4.4]**.

### Who wins

- If anyone played a **trump**, the **highest trump** wins.
- If nobody did, the **highest card of the suit led** wins. A card of another suit
  cannot win, however high it is.

The winner collects the trick and **leads to the next one** **[BW-4.5]**. German Whist
uses the very same rules **[GW-3.2]**.
"""),
        md("""
### Two tricks to look at

No trump suit here. North leads 10♣; East has no clubs and throws the A♦ — a high card,
but of the wrong suit; West's J♣ is the highest club, so **West wins**.
"""),
        code("""
NO_TRUMP_TRICK = cards_of(("N", "10C"), ("E", "AD"), ("S", "3C"), ("W", "JC"))
winner = ranking(None).winner([c for _, c in NO_TRUMP_TRICK])
HTML(pictures.trick_svg(NO_TRUMP_TRICK, winner=NO_TRUMP_TRICK[winner][0], width=360))
"""),
        md("""
Now spades are trump. West leads K♦, North plays the A♦ — the best diamond — but East,
void in diamonds, plays the 2♠: the smallest trump beats every diamond, so **East wins**.
"""),
        code("""
TRUMPED = cards_of(("W", "KD"), ("N", "AD"), ("E", "2S"), ("S", "QD"))
winner = ranking(Suit.SPADES).winner([c for _, c in TRUMPED])
HTML(pictures.trick_svg(TRUMPED, winner=TRUMPED[winner][0], width=360))
"""),
        code(f"""
{CHECK}
print(trick_reason(NO_TRUMP_TRICK, None) + ".")
print(trick_reason(TRUMPED, Suit.SPADES) + ".")
"""),
        md("""
## Your turn: play four tricks

You sit **South**. The cards already played are in the middle; your hand is below.
Click the card you want to play. A card that does not follow suit is refused, with the
reason. After each trick you see who won, why, and whether your card was a good choice:
win a trick as cheaply as you can, and when you cannot win, throw your smallest card.
"""),
        code("""
TrickExercise()
"""),
        md("""
## Check yourself

Pick an answer: you will see at once whether it is right, and why, with the rule it
comes from. Then press **Next question**.
"""),
        code("""
Quiz(first_trick_questions(), title=None)
"""),
        code("""
# The facts this lesson teaches, checked against the rules engine (prints nothing).
assert NO_TRUMP_TRICK[ranking(None).winner([c for _, c in NO_TRUMP_TRICK])][0] == "W"
assert TRUMPED[ranking(Suit.SPADES).winner([c for _, c in TRUMPED])][0] == "E"
follow = EXERCISES[0]
assert all(c.suit is Suit.HEARTS for c in follow.legal) and len(follow.legal) == 2
assert not play_into(follow, "10S").allowed                            # must follow suit
void = EXERCISES[2]
assert set(void.legal) == set(void.hand)                              # void: any card
assert play_into(void, "2S").winner == "S" and play_into(void, "AH").winner == "E"
assert play_into(EXERCISES[3], "QH").winner == "S"                     # over-trump
"""),
        md(f"""
## Summary

- A **trick** is one card from each player; the first card is the **lead**.
- You must **follow suit** when you can; **void** in the suit led, you may play any card.
- A **trump** beats every card of the other suits; trumping is never compulsory.
- The **highest trump** wins, or else the **highest card of the suit led**; the winner
  leads next.

Next: **German Whist**, for two players — the gentlest place to start if you are new to
card games. Or go straight to the four-player game:
[Bid Whist 1 — the table and the goal](../bid_whist/01_Table_and_Goal.ipynb).

{FIRST_NAV}
"""),
    ]


# ============================================================== strategy: bidding
def strategy_nav(prev: str, nxt: str | None) -> str:
    bar = f"[← Previous]({prev}) · [Course index](../Index.ipynb)"
    return bar + (f" · [Next →]({nxt})" if nxt else "")


S1_NAV = strategy_nav("../bid_whist/10_Variants.ipynb", "02_Which_Kind_of_Bid.ipynb")


@lesson("strategy/01_Counting_Your_Hand.ipynb",
        {"course": "strategy", "lesson": 1,
         "rules": ["BW-2.4", "BW-2.5", "BW-3.1", "BW-3.5", "BW-3.6", "BW-4.3", "BW-5.1"]})
def counting_your_hand() -> list:
    return [
        md(f"""
# Playing well 1 — Counting your hand, and what to bid

{S1_NAV}

You know every rule now. This part of the course is about playing **well**, and good
play starts in the auction: bid too little and the other team takes the contract; bid
too much and you are **set**. Before you bid you count your hand.

## What you will learn

- how to count the **certain books** in your hand, and the **likely** ones
- what your **partner**, the **kitty** and the **discard** add — the estimates the
  computer players use
- how to turn the count into a bid, and when to pass
- how to read the **bid adviser**, which deals the unseen cards many times
"""),
        code("""
from whist_core.bots import DISCARD_BOOK, KITTY_GAIN, PARTNER_BOOKS
from whist_core.cards import Suit, cards
from whist_core.bid_whist.bids import UPTOWN
from whist_core.questions.judgement import bidding_judgement
from whist_core.strategy import Plan, advise, estimated_books, hand_books, plans, sure_books
from widgets import HandView
from widgets.adviser import BidAdviser
from widgets.quiz import Quiz

HAND = cards("BJ AS KS QS 9S 4S AH KH 7H QC 8D 3D")
SPADES_UP = Plan(UPTOWN, UPTOWN, Suit.SPADES)
"""),
        md("""
## Counting in plain words

### What you need

A bid of *n* promises **n + 6** of the 13 books **[BW-3.1]**. One of them comes free:
the six cards you lay away after taking the kitty count as a book **[BW-3.6]**. So a bid
of 4 needs 9 of the 12 tricks — and your partner's cards will take some of them.

### Certain books

Start with the books nobody can take from you: the **unbroken run of top cards** in a
suit. Uptown, A♥ K♥ are two certain hearts: the ace wins, and then the king is the top
heart left. In the trump suit the run starts with the jokers, which rank above the ace
**[BW-4.3]**: with the big joker and A♠, only the big joker is certain while the little
joker is out — it could beat your ace. At no trump the jokers never win, so they are
worth nothing at all **[BW-5.1]**.

### Likely books

Next the cards that will *probably* win. The computer players in this course count
like this (you can too):

| Card | Counts as |
|---|---|
| a top card (nothing higher is out) | 1 book |
| one higher card out, and the suit has 2 cards or more | 0.6 |
| two higher cards out, and the suit has 3 cards or more | 0.3 |
| each trump beyond the fourth | 0.8 more — long trumps win late |
| with 4 or more trumps: a suit you do not hold, or hold once | up to 1 more — you can trump it |

### Partner, kitty and the discard

You cannot see partner's cards or the kitty, so you **estimate** them. The computer
players add about **3.3 books for partner**, **0.7 for the kitty** (you keep the best
12 of 18 cards, **[BW-3.5]**) and **1 for the discard** — about **5 books** in all.

So: **your own books + 5 ≈ the pair's books**. A bid of 3 needs 9 books: about **4 of
your own**. A bid of 4 needs about 5 of your own; each bid higher, one more.
"""),
        code("""
HandView(HAND, width=640, label="Your hand")
"""),
        md("""
Count this hand for **uptown, spades trump**. Certain: the big joker, and A♥ K♥ — three
books. Likely: A♠ K♠ Q♠ have the little joker (and more) above them and count 0.6 or
0.3; the lone Q♣ counts nothing; the fifth and sixth trumps add 0.8 each, and the lone
club lets you trump clubs early. The sum is below.
"""),
        code(f"""
{CHECK}
sure = sure_books(HAND, Suit.SPADES, UPTOWN)
own = hand_books(HAND, Suit.SPADES, UPTOWN)
print("Certain books:", ", ".join(f"{{s.word}} {{n}}" for s, n in sure.items() if n))
print(f"Likely books of your own: {{own:.1f}}")
print(f"With partner {{PARTNER_BOOKS}}, kitty {{KITTY_GAIN}}, discard {{DISCARD_BOOK:.0f}}: "
      f"{{own + PARTNER_BOOKS + KITTY_GAIN + DISCARD_BOOK:.1f}} books")
"""),
        md("""
About 12 books by the rule of thumb: that points to a bid of 5. But the rule of thumb
is a guess about cards you cannot see, and with a strong hand it is generous: partner's
winners often fall on the same tricks as yours. The **bid adviser** checks it.

## The bid adviser

The adviser takes your 12 cards and deals the **other 42** at random — 12 to partner,
6 to the kitty, 12 to each opponent — then lets the computer players **play the deal
out**, and counts your pair's books. It does this again and again, for each kind of
bid, and shows in how many of the deals each bid was made. More deals give steadier
numbers (and take a little longer).

Press **Ask the adviser**. Then try **Another hand** and guess before you ask.
"""),
        code("""
BidAdviser(HAND)
"""),
        md("""
How to read it:

- **your cards** — your own likely books; **rule of thumb** — plus 5 for partner,
  kitty and discard; **played out** — the average the pair really took.
- A green bar (60% or more) is a bid you should make most of the time; the adviser
  suggests the highest bid with a green bar. Most players want the chance comfortably
  above one half, because a set costs the whole bid.
- If no bid has a green bar, **pass** — unless all three others passed and you are
  the dealer, who must bid **[BW-2.5]**.
- Everyone speaks once **[BW-2.4]**: if you pass now, you cannot come back in. And if
  your partner has already bid, your cards are the help partner was hoping for: the
  computer players add about one book for that.
"""),
        md("""
## Check yourself

What would you bid? Each answer comes with the count behind it.
"""),
        code("""
Quiz(bidding_judgement(), title=None)
"""),
        code("""
# The facts this lesson teaches, checked (prints nothing).
assert sure == {Suit.SPADES: 1, Suit.HEARTS: 2, Suit.CLUBS: 0, Suit.DIAMONDS: 0}
assert sum(sure_books(HAND, None, UPTOWN).values()) == 5      # jokers never win at no trump
assert (PARTNER_BOOKS, KITTY_GAIN, DISCARD_BOOK) == (3.3, 0.7, 1.0)
assert [p.trump for p in plans(HAND)][:2] == [Suit.SPADES, Suit.SPADES]
(played,) = advise(HAND, samples=8, plan_list=[SPADES_UP])
assert played.chance(3) >= played.chance(5) >= played.chance(7)
"""),
        md(f"""
## Summary

- A bid of *n* needs *n* + 6 books; the discard gives one.
- **Certain books**: the unbroken run of top cards (in trumps, from the jokers down).
- **Likely books**: 1 for a top card, 0.6 or 0.3 for guarded lower ones, more for long
  trumps and short side suits.
- Add about **5** for partner, kitty and discard: bid 3 with about 4 books of your own,
  one more for each bid higher; the adviser shows how often each bid is made.

Next: **uptown, downtown or no trump?**

{S1_NAV}
"""),
    ]


# ======================================================= strategy: which kind of bid
S2_NAV = strategy_nav("01_Counting_Your_Hand.ipynb", "03_The_Declarers_Plan.ipynb")


@lesson("strategy/02_Which_Kind_of_Bid.ipynb",
        {"course": "strategy", "lesson": 2,
         "rules": ["BW-3.2", "BW-3.4", "BW-4.1", "BW-4.2", "BW-4.3", "BW-5.1", "BW-6.4"]})
def which_kind() -> list:
    return [
        md(f"""
# Playing well 2 — Uptown, downtown or no trump?

{S2_NAV}

Every bid says **uptown**, **downtown** or **no trump** **[BW-3.2]**. The same twelve
cards can be a strong hand one way and a weak one the other, so look at where your
strength lies before you choose.

## What you will learn

- when **uptown** suits a hand, and when **downtown** does
- when to bid **no trump** — and why jokers speak against it
- how to choose the **trump suit** once you have won the auction
"""),
        code("""
from whist_core.bid_whist.bids import DOWNTOWN, UPTOWN
from whist_core.cards import Suit, cards
from whist_core.questions.judgement import BID_HANDS, count_hand, kind_judgement
from whist_core.strategy import hand_books, plans, sure_books
from widgets import HandView
from widgets.adviser import BidAdviser
from widgets.quiz import Quiz

HIGH, LOW, _, EVERYWHERE, _ = (cards(text) for _, text in BID_HANDS)
"""),
        md("""
## Reading your hand

### Uptown: high cards

Uptown the order is the usual one, A K Q … 2 **[BW-4.1]**. Kings, queens and jacks are
winners or near-winners; low cards are not. A hand full of court cards wants uptown.

### Downtown: low cards

Downtown the ace stays on top and the 2, 3, 4 come next, down to the king at the bottom
**[BW-4.2]**. A hand with aces and many small cards is a downtown hand; its kings and
queens are the weakest cards it holds.

### The jokers go both ways

With a trump suit the two jokers are the top trumps **uptown and downtown** alike
**[BW-4.3]** — they never decide the direction. Count them as certain or near-certain
trumps, and choose the direction by the rest of your hand.

### No trump: tops everywhere, and no joker

At no trump there is no trump suit; the winner of each trick is the highest card of the
suit led, and the jokers **never win** **[BW-5.1]**. So no trump suits a hand with:

- **no joker** (a joker is a dead card at no trump — you will want to lay it away);
- **top cards in every suit**, so the opponents cannot run a long suit against you;
- no long suit to trump with — trumps are the reason to bid uptown or downtown.

A no-trump hand scores **double**, made or set **[BW-6.4]**: the reward and the risk
are both bigger.

### Choosing trump

After an uptown or downtown bid you name trump **[BW-3.4]**. Choose your **longest**
suit — the more trumps you hold, the more of the opponents' trumps you can draw and the
longer you keep control. On equal length choose the stronger suit. After a no-trump bid
you choose uptown or downtown instead: the one where your top cards are.
"""),
        code("""
HandView(HIGH, width=600, label="A high hand")
"""),
        code("""
HandView(LOW, width=600, label="A low hand")
"""),
        code("""
HandView(EVERYWHERE, width=600, label="High cards in every suit, no joker")
"""),
        code(f"""
{CHECK}
for name, hand in (("High", HIGH), ("Low", LOW), ("Everywhere", EVERYWHERE)):
    counts = "; ".join(f"{{p.words}} {{hand_books(hand, p.trump, p.direction):.1f}}"
                       for p in plans(hand))
    print(f"{{name}}: {{counts}}")
"""),
        md("""
The count agrees with the eye: the first hand is worth most **uptown**, the second
**downtown**, the third at **no trump**. The adviser can check each one by playing it
out — choose a hand, then press **Ask the adviser**.
"""),
        code("""
BidAdviser(LOW)
"""),
        md("""
## Check yourself

Which kind of bid suits each hand?
"""),
        code("""
Quiz(kind_judgement(), title=None)
"""),
        code("""
# The facts this lesson teaches, checked (prints nothing).
assert count_hand(HIGH)[0].kind == UPTOWN and count_hand(LOW)[0].kind == DOWNTOWN
assert count_hand(EVERYWHERE)[0].trump is None
assert sure_books(HIGH, None, UPTOWN) == sure_books(HIGH[2:], None, UPTOWN)  # jokers: 0 at NT
assert sure_books(cards("BJ LJ 2S"), Suit.SPADES, DOWNTOWN)[Suit.SPADES] == 2
"""),
        md(f"""
## Summary

- **Uptown** for high cards, **downtown** for aces and low cards.
- The jokers top the trumps either way: they never decide the direction.
- **No trump** wants top cards in every suit and **no joker**; it scores double.
- Name your **longest** suit as trump.

Next: **the declarer's plan** — drawing trumps, cashing winners, the kitty and the
discard.

{S2_NAV}
"""),
    ]


# ========================================================= strategy: declarer's plan
@lesson("strategy/03_The_Declarers_Plan.ipynb",
        {"course": "strategy", "lesson": 3,
         "rules": ["BW-3.5", "BW-3.6", "BW-3.7", "BW-4.3", "BW-4.4", "BW-4.5", "BW-4.6"]})
def declarers_plan() -> list:
    return [
        md("""
# Playing well 3 — The declarer's plan

You won the auction. Before you lay away a single card, make a plan: where will your
books come from, and what could go wrong?

## What you will learn

- how to use the **kitty** and the **discard**
- why good players **draw trumps** first — and when they stop
- when to **cash** your side winners
- how the declarer's partner helps
"""),
        code("""
from whist_core.coach import SCENARIOS, discard_advice, play_advice, setup, trumps_out
from whist_core.questions.judgement import declarer_judgement
from widgets.guided import GuidedHand
from widgets.quiz import Quiz

SCENARIO = SCENARIOS[0]
START = setup(SCENARIO)
"""),
        md("""
## The plan in plain words

### The kitty and the discard

You pick up six cards and lay away any six of the eighteen **[BW-3.5]**; they count as
a book whatever they are **[BW-3.6]**. So lay away cards that would never win: low cards
of your **shortest side suits**. Empty a short suit completely and you can **trump** it
when the opponents lead it — you are void, so any card may be played **[BW-4.4]**. Keep
every trump, the jokers, and your sure winners.

### Draw trumps first

You lead to the first trick **[BW-3.7]**. Lead **trumps** until the opponents have none
left. Each trump lead makes them follow with theirs **[BW-4.4]** — a joker counts as a
trump and must be played to a trump lead by a player with no other trump **[BW-4.6]**.
Lead your top trumps first (the big joker, then the little joker, **[BW-4.3]**); with no
top trump left, even a low trump forces theirs out.

Why? The encyclopedia article on Bid Whist gives the reason with an example: spades are
trump, an opponent still has one small spade and no diamonds, and you hold A♦ K♦ Q♦. If
you lead the A♦ now, that "lousy" small spade trumps it **[BW-4.5]**. Draw the last trump
first, and all three diamonds win.

### Then stop, and cash your winners

Count: there are **15 trumps** — 13 cards of the suit and the two jokers. When the ones
you have seen played plus the ones in your hand make 15, the opponents have none: **stop
leading trumps**. Now cash your sure winners in the side suits, and keep your last trumps
to trump the suits you are out of.

### Your partner helps

When the declarer's partner wins a trick while the opponents still have trumps, the
usual play is to **lead a trump back**: it helps draw theirs and returns the lead to the
declarer. Leading other winners risks their being trumped — and shows the opponents
where the declarer is weak.
"""),
        md("""
## Try it: make 4 uptown

Here is a hand to play as declarer, against the computer. Press **Hint** at any moment:
the coach suggests the six cards to lay away, then a card to play, and says why. At the
end you see every trick and why it was won or lost.
"""),
        code("""
GuidedHand(SCENARIO)
"""),
        code(f"""
{CHECK}
away, why = discard_advice(START, "S")
print(why)
laid = START.lay_away(away)
card, why = play_advice(laid, "S")
print(why)
"""),
        md("""
## Check yourself

Which card, and why?
"""),
        code("""
Quiz(declarer_judgement(), title=None)
"""),
        code("""
# The facts this lesson teaches, checked (prints nothing).
assert START.phase.value == "discard" and START.to_act == "S"
assert all(laid.ranking.suit_of(c) is not laid.ranking.trump for c in away)   # trumps kept
assert laid.ranking.suit_of(card) is laid.ranking.trump                       # draw trumps
assert trumps_out(laid, "S") == 15 - len([c for c in laid.hand("S")
                                          if laid.ranking.suit_of(c) is laid.ranking.trump])
"""),
        md("""
## Summary

- Lay away low cards of short side suits; keep trumps, jokers and winners.
- **Draw trumps** first: top trumps, then low ones, until the opponents have none.
- Count to 15 trumps, **stop**, and cash your side winners; keep a trump or two to trump
  with.
- Partner wins a trick: lead a trump back.

Next: **defending, and remembering the cards**.
"""),
    ]


# ======================================================= strategy: defence and memory
@lesson("strategy/04_Defence_and_Memory.ipynb",
        {"course": "strategy", "lesson": 4,
         "rules": ["BW-3.1", "BW-4.3", "BW-4.4", "BW-6.3", "BW-6.5", "BW-6.6", "BW-9.7"]})
def defence() -> list:
    return [
        md("""
# Playing well 4 — Defending, and remembering the cards

When the other side wins the auction you are a **defender**. You score nothing yourself
**[BW-6.5]**, but every hand you **set** costs them their whole bid **[BW-6.3]**.

## What you will learn

- how to **count to the set**
- what to lead, and which card to give when you cannot win
- the **signals** the game allows, and the manners of the table
- how to **remember** the cards: trumps first
"""),
        code("""
from whist_core.coach import SCENARIOS, play_advice, setup
from whist_core.questions.judgement import defence_judgement
from widgets.guided import GuidedHand
from widgets.quiz import Quiz

SCENARIO = next(s for s in SCENARIOS if s.key == "set-5-no-trump")
"""),
        md("""
## Defence in plain words

### Count to the set

A bid of *n* needs *n* + 6 of the 13 books **[BW-3.1]**. Most players count the other
way — the books **you** need: one more than the declarers can spare.

| Their bid | They need | You need to set it |
|---|---|---|
| 3 | 9 | 5 |
| 4 | 10 | 4 |
| 5 | 11 | 3 |
| 6 | 12 | 2 |
| 7 | 13 | 1 |

### What to lead, what to give

- **Do not lead trumps** for the declarer: drawing trumps is the declarer's plan.
- Lead **through strength**: when the declarer sits on your left, lead a suit the
  declarer is strong in. The declarer must then play before your partner, who can beat a
  high card or keep a winner back, as the trick needs.
- Lead a suit where your side has winners, or low from your longest suit.
- When you cannot win a trick — or your partner already is winning it — give your
  **least useful** card and keep your winners.

### Signals the game allows

You may not tell your partner what to play: that is *talking across the board*, and it
is not allowed. But your cards may speak. The custom the sources describe: when you can
not follow suit, throw a **low card of your strong suit** — it tells partner you have
help there. A high card thrown away is a winner lost.

### Manners of the table

Play in turn, do not comment on the cards, keep won tricks face down in a row, and look
back only at the **last** trick — until you or your partner play to the next one
**[BW-9.7]**. If a player fails to follow suit, the other side may claim the renege:
three books change hands **[BW-6.6]**.

### Remembering the cards

Nobody remembers all 52 cards at first. Start with the trumps: there are **15** — 13 of
the suit and the two jokers, which are trumps too **[BW-4.3]**. Count them as they fall.
When you are void in a suit you may play anything **[BW-4.4]** — so also notice who
stops following suit: that player can trump it.
"""),
        md("""
## Try it: set this 5 no trump

You sit South; West bid 5 no trump. You and North need **3 books** to set it — and a set
no-trump bid counts double against them. Press **Hint** for the coach's advice.
"""),
        code("""
GuidedHand(SCENARIO)
"""),
        code(f"""
{CHECK}
start = setup(SCENARIO)
print(f"{{start.contract.words}}: the declarers need {{start.contract.bid.level + 6}}, "
      f"you need {{13 - (start.contract.bid.level + 6) + 1}} to set it.")
"""),
        md("""
## Check yourself
"""),
        code("""
Quiz(defence_judgement(), title=None)
"""),
        code("""
# The facts this lesson teaches, checked (prints nothing).
assert [13 - (n + 6) + 1 for n in range(3, 8)] == [5, 4, 3, 2, 1]
assert start.contract.declarer == "W" and start.to_act == "S"
card, why = play_advice(start, "S")
assert card in start.legal_plays() and why
"""),
        md("""
## Summary

- Count the books **you** need: a 4 bid is set by 4, a 5 bid by 3.
- Do not lead trumps for the declarer; lead through strength; keep your winners.
- Signal with your cards only: a low card of your strong suit says "I have help here".
- Count the **15 trumps** as they fall, and notice who stops following suit.

Next: **German Whist — playing well**.
"""),
    ]


# ======================================================== strategy: German Whist
@lesson("strategy/05_German_Whist_Strategy.ipynb",
        {"course": "strategy", "lesson": 5,
         "rules": ["GW-2.3", "GW-3.2", "GW-4.1", "GW-4.4", "GW-5.1", "GW-5.2", "GW-5.3"]})
def german_strategy() -> list:
    return [
        md("""
# Playing well 5 — German Whist

German Whist is played in two stages, and they ask for two different skills. In the
first you **build a hand**; in the second you **play it out** — with every card known.

## What you will learn

- which **prizes** to fight for, and which to let go
- how to **count the stock**
- why the second stage is a puzzle with **all cards known**
"""),
        code("""
from whist_core.coach import GERMAN_SCENARIOS, german_advice
from whist_core.german_whist import new_game
from whist_core.questions.judgement import german_judgement
from widgets.guided import GermanGuided
from widgets.quiz import Quiz
"""),
        md("""
## Strategy in plain words

### The first stage builds your hand

The first 13 tricks score nothing: their winner takes the face-up **prize**, the loser
the next hidden card **[GW-4.1]**. So a first-stage trick is worth exactly what its
prize is worth in the second stage, where only tricks count **[GW-5.3]**.

- A **good prize** — a trump, or an ace, king or queen — will win a counted trick later:
  fight for it, with the **cheapest card that wins** **[GW-3.2]**.
- A **poor prize** — a low card of a plain suit — is not worth a good card of yours.
  Let it go with your cheapest card; the hidden card you get instead may be better.

### Count the stock

The stock starts with 26 cards and loses two a trick, so the first stage lasts exactly
**13 tricks** **[GW-4.4]**. Trump was fixed by the first turned-up card for the whole game
**[GW-2.3]**: keep count of the trumps — 13 of them — as they are won and played.

### The second stage: every card known

When the stock is empty you know your 13 cards, every card played, and every prize your
opponent took (it was face up). The cards you have *not* seen are exactly your
opponent's hand. The second stage is played with no drawing **[GW-5.2]** and the last
winner of the first stage leads **[GW-5.1]** — so think of it as a puzzle with all the
cards face up: count your sure winners, and make your opponent lead into them.
"""),
        md("""
## Try it: win a game

You are A against the computer. Press **Hint** for the coach's advice at any card.
"""),
        code("""
GermanGuided(GERMAN_SCENARIOS[0])
"""),
        code(f"""
{CHECK}
game = new_game(GERMAN_SCENARIOS[0].seed, GERMAN_SCENARIOS[0].dealer)
print(f"Trump: {{game.trump.word}}; the first prize: {{game.prize.pretty}}; "
      f"{{len(game.stock)}} cards in the stock: {{len(game.stock) // 2}} first-stage tricks.")
"""),
        md("""
## Check yourself
"""),
        code("""
Quiz(german_judgement(), title=None)
"""),
        code("""
# The facts this lesson teaches, checked (prints nothing).
assert len(game.stock) == 26 and game.prize.suit is game.trump
view = game.view(game.to_play)
card, why = german_advice(view)
assert card in view.legal and "prize" in why
"""),
        md("""
## Summary

- A first-stage trick is worth its prize: fight for trumps and high cards, let low
  ones go.
- Win with the cheapest card that wins; lose with your cheapest card.
- 26 cards in the stock: 13 first-stage tricks.
- In the second stage every card is known: play it as a puzzle.

Next: **guided hands** — eight hands to practise on.
"""),
    ]


# ===================================================== strategy: guided practice
@lesson("strategy/06_Guided_Hands.ipynb",
        {"course": "strategy", "lesson": 6,
         "rules": ["BW-3.1", "BW-3.5", "BW-4.4", "BW-4.5", "BW-6.2", "BW-6.3", "GW-4.1",
                   "GW-5.3"]})
def guided_hands() -> list:
    return [
        md("""
# Playing well 6 — Guided hands

Time to practise. Each hand below has a **goal** — make a contract as declarer, or set
one as a defender, or win a German Whist game. The computer plays the other seats.

## What you will learn

- to plan a whole hand, as declarer and as defender
- to use the **Hint**: the coach's advice for the moment, with its reason
- to read the **review**: where each book was won or lost
"""),
        code("""
from whist_core.coach import GERMAN_SCENARIOS, SCENARIOS, setup, verdict
from whist_core.questions.judgement import declarer_judgement, defence_judgement
from widgets.guided import GuidedPractice
from widgets.quiz import Quiz
"""),
        md("""
## How it works

Choose a hand. Read the goal. As declarer you start by laying away six cards
**[BW-3.5]**; as a defender you start with your first card. Follow suit when you can
**[BW-4.4]**; the best card wins **[BW-4.5]**. A declarer makes the bid with at least
bid + 6 books **[BW-6.2]**, or is set **[BW-6.3]** — the **review** at the end shows
each trick, who won it, and why. In German Whist the first stage wins prizes
**[GW-4.1]** and the second stage's tricks count **[GW-5.3]**.

Stuck? Press **Hint**. Want another go? **Play it again** deals the same cards.
"""),
        code("""
GuidedPractice()
"""),
        code(f"""
{CHECK}
for s in SCENARIOS:
    print(f"{{s.title}}: {{setup(s).contract.words}}")
for g in GERMAN_SCENARIOS:
    print(f"German Whist: {{g.title}}")
"""),
        md("""
## Check yourself

A mix from the strategy lessons.
"""),
        code("""
Quiz(declarer_judgement()[:3] + defence_judgement()[:3], title=None)
"""),
        code("""
# The facts this lesson teaches, checked (prints nothing).
assert len(SCENARIOS) + len(GERMAN_SCENARIOS) >= 8
assert {s.declaring for s in SCENARIOS} == {True, False}
"""),
        md("""
## Summary

- Every hand has a goal: make the contract, set it, or take 7 counted tricks.
- The Hint gives advice with its reason, not just the legal cards.
- The review shows where each book was won and lost: play it again and do better.
"""),
    ]


# ======================================================================= reference
def anchor(rule_id: str) -> str:
    return f'<a id="{rule_id}" name="{rule_id}"></a>'


@lesson("reference/Rules_Card.ipynb", {"course": "reference", "lesson": 1, "rules": []})
def rules_card() -> list:
    from whist_core.rulebook import RULES

    cells = [md("""
# The rules card

Every rule of this course in one place, with the label the lessons use. A label such as
**[BW-2.3]** in a lesson links here. Bid Whist's house rules come first, then the
variants other tables play and the related games, then German Whist, then the six other
ways to play in full. (The rules are numbered by section: BW-2.3 is the third rule of
section BW-2; SC-2 is the second rule of Cutthroat.)

- [Bid Whist, house rules](#Part-A) · [Variants and other systems](#Part-B) ·
  [German Whist](#Part-C) · [The other ways to play](#Part-E) ·
  [The glossary](Glossary.ipynb)
""")]
    part = section = None
    chunk: list[str] = []

    def flush() -> None:
        if chunk:
            cells.append(md("\n".join(chunk)))
            chunk.clear()

    for rule in RULES:
        if rule.part != part:
            flush()
            part = rule.part
            key = part.split(" — ")[0].replace(" ", "-")
            chunk.append(f'<a id="{key}" name="{key}"></a>\n\n## {part.split(" (")[0]}\n')
            section = None
        if rule.section != section:
            section = rule.section
            if len(chunk) > 12:
                flush()
            chunk.append(f"\n### {section}\n")
        chunk.append(f"- {anchor(rule.id)}**{rule.id}** — {rule.text}")
    flush()
    cells.append(code(f"""
{CHECK}
from whist_core.rulebook import RULES
parts = {{}}
for rule in RULES:
    parts[rule.part.split(" — ")[0]] = parts.get(rule.part.split(" — ")[0], 0) + 1
print(", ".join(f"{{k}}: {{n}} rules" for k, n in parts.items()))
"""))
    return cells


GLOSSARY = [
    ("Book", "A trick won. In Bid Whist the six cards the declarer lays away count as one "
     "more book, so every hand has 13 books.", ["BW-3.6", "BW-6.1"]),
    ("Bid", "A number from 3 to 7 — books over six — with uptown, downtown or no trump. "
     "A bid of 4 promises 10 of the 13 books.", ["BW-3.1", "BW-3.2"]),
    ("Boston", "Taking all 13 books, whatever the bid. A bid of 7 is called a Boston bid. "
     "(Boston is also the name of a related game without a kitty.)", ["BW-9.6", "SYS-BOSTON"]),
    ("Cut", "Lifting part of the shuffled pack before the deal; in Bid Whist the player on "
     "the dealer's right cuts, in German Whist the opponent.", ["BW-2.1", "GW-2.2"]),
    ("Declarer", "The player who won the auction: names trump (or the direction at no "
     "trump), takes the kitty, lays away six cards and leads first.",
     ["BW-3.4", "BW-3.5", "BW-3.7"]),
    ("Defenders", "The pair that did not win the auction. Their aim is to set the "
     "declarers; under the house rules they score nothing themselves.", ["BW-6.5"]),
    ("Discard (laying away)", "The six cards the declarer puts face down after taking the "
     "kitty — any six of hand and kitty. They count as one book.", ["BW-3.5", "BW-3.6"]),
    ("Downtown", "Low cards rank high: A 2 3 4 … Q K — the ace stays on top.", ["BW-4.2"]),
    ("Follow suit", "Play a card of the suit that was led. You must when you can.",
     ["BW-4.4", "GW-3.1"]),
    ("Joker", "Bid Whist uses two, the big and the little. With a trump suit they are the "
     "two highest trumps; at no trump they never win.", ["BW-1.2", "BW-4.3", "BW-5.1"]),
    ("Kitty", "The six cards dealt face down in Bid Whist. The declarer adds them to the "
     "hand before laying away six.", ["BW-2.2", "BW-3.5"]),
    ("Lead", "The first card of a trick. Whoever won the last trick leads the next.",
     ["BW-4.5", "GW-3.2"]),
    ("Made", "The declarers took at least their bid + 6 books: they score every book over "
     "six.", ["BW-6.2"]),
    ("No trump", "A bid with no trump suit: the highest card of the suit led wins every "
     "trick; the jokers never win; the score counts double.", ["BW-3.2", "BW-5.1", "BW-6.4"]),
    ("Prize", "In German Whist's first stage, the face-up card on the stock: the winner of "
     "each trick takes it.", ["GW-4.1"]),
    ("Renege", "Failing to follow suit when you could. Once established it costs the "
     "reneging pair three books.", ["BW-6.6"]),
    ("Set", "The declarers took fewer than bid + 6 books: they lose the bid (double at no "
     "trump).", ["BW-6.3", "BW-6.4"]),
    ("Sport (the sport kitty)", "A variant in which the kitty is shown to everyone before "
     "the declarer takes it.", ["V-SPORT-KITTY"]),
    ("Stock", "In German Whist, the 26 cards left after the deal; the players draw from it "
     "in the first stage.", ["GW-2.3", "GW-4.1"]),
    ("Trick", "One card from each player, played in turn; the highest trump, or else the "
     "highest card of the suit led, wins it.", ["BW-4.5", "GW-3.2"]),
    ("Trump", "The suit named for the hand: any trump beats every card of the other suits. "
     "In German Whist the turned-up card's suit is trump all game.",
     ["BW-3.4", "BW-4.5", "GW-2.3"]),
    ("Uptown", "High cards rank high: A K Q J 10 … 2.", ["BW-4.1"]),
    ("Void", "Holding no card of a suit. Void in the suit led, you may play any card — "
     "a trump, or any other.", ["BW-4.4"]),
]


@lesson("reference/Glossary.ipynb", {"course": "reference", "lesson": 2, "rules": []})
def glossary() -> list:
    rows = []
    for term, meaning, ids in GLOSSARY:
        links = ", ".join(f"[{i}](Rules_Card.ipynb#{i})" for i in ids)
        rows.append(f"| {anchor(term.split(' ')[0].lower())}**{term}** | {meaning} | {links} |")
    table = "\n".join(["| Word | What it means | Rules |", "|---|---|---|", *rows])
    return [
        md("""
# Glossary

The words of the course in plain English, A to Z. Each links to the rules behind it on
the [rules card](Rules_Card.ipynb).
"""),
        md(table),
        code(f"""
{CHECK}
from whist_core.rulebook import BY_ID
print({len(GLOSSARY)}, "words; every rule they cite is on the card:",
      all(i in BY_ID for i in {sorted({i for _, _, ids in GLOSSARY for i in ids})!r}))
"""),
    ]


PRINT_CSS = """<style>
@media print {
  @page { size: A4 portrait; margin: 10mm; }
  .whist-frame, .whist-lesson-frame, .whist-lesson-end, .jp-OutputArea, nav {
    display: none !important;
  }
  body { font-size: 10.5pt; }
  h1 { font-size: 16pt; margin: 0 0 4pt; }
  h2 { font-size: 12pt; margin: 6pt 0 2pt; }
  table { font-size: 9.5pt; }
}
</style>"""


@lesson("reference/Cheat_Sheet_Bid_Whist.ipynb",
        {"course": "reference", "lesson": 3, "rules": []})
def cheat_bid_whist() -> list:
    return [
        md("""
# Bid Whist on one page

Print this page (Ctrl+P / ⌘P): it fits one sheet. Labels link to the [rules card](Rules_Card.ipynb).
"""),
        md(PRINT_CSS + """

**Table** — 4 players, partners opposite (N–S v E–W); clockwise. 54 cards: 52 + big and
little joker. Goal: **+7** wins, **−7** loses. [BW-1.1](Rules_Card.ipynb#BW-1.1) [BW-7.1](Rules_Card.ipynb#BW-7.1)

**Deal** — right of dealer cuts; 12 each, one at a time; 6 to the **kitty**, never among
the first or last 4 cards. [BW-2.2](Rules_Card.ipynb#BW-2.2) [BW-2.3](Rules_Card.ipynb#BW-2.3)

**Bidding** — dealer's left starts; **one round**, each speaks once: pass or higher. Bid
3–7 = books over six, + **uptown**, **downtown** or **no trump**. 3U = 3D < 3NT < 4U = 4D <
… If three pass, the dealer must bid. [BW-2.4](Rules_Card.ipynb#BW-2.4) [BW-3.3](Rules_Card.ipynb#BW-3.3)

**Declarer** — names trump (after a no-trump bid: uptown or downtown), takes the kitty,
lays away **any 6** face down = **1 book**, leads first. [BW-3.4](Rules_Card.ipynb#BW-3.4) [BW-3.6](Rules_Card.ipynb#BW-3.6)

| Order | high → low |
|---|---|
| Uptown | A K Q J 10 9 8 7 6 5 4 3 2 |
| Downtown | A 2 3 4 5 6 7 8 9 10 J Q K |
| Trumps | big joker, little joker, then the trump suit in that order |

**Play** — follow suit if you can; void: any card (trumping never compulsory). Highest
trump wins, else highest of the suit led; winner leads. A joker is a trump.
**No trump:** jokers never win; play one only when void; after a joker lead the next
card fixes the suit. [BW-4.4](Rules_Card.ipynb#BW-4.4) [BW-5.1](Rules_Card.ipynb#BW-5.1)

**Score** — 13 books (12 tricks + kitty). Made (≥ bid + 6): **+ every book over six**.
Set: **− bid**. No trump doubles. Defenders score 0. Renege: 3 books to the other side.
All 13 = **Boston**. [BW-6.2](Rules_Card.ipynb#BW-6.2) [BW-6.6](Rules_Card.ipynb#BW-6.6)

**Playing well** — count certain + likely books, add ~5 (partner 3.3, kitty 0.7,
discard 1): bid 3 with ~4 of your own. Declarer: **draw trumps**, then cash side
winners; lay away short suits to trump them. Defence: count to the set
(4 books beat a 4 bid); signal a strong suit by discarding low in it.
"""),
    ]


@lesson("reference/Cheat_Sheet_German_Whist.ipynb",
        {"course": "reference", "lesson": 4, "rules": []})
def cheat_german_whist() -> list:
    return [
        md("""
# German Whist on one page

Print this page (Ctrl+P / ⌘P): it fits one sheet. Labels link to the [rules card](Rules_Card.ipynb).
"""),
        md(PRINT_CSS + """

**Players and cards** — 2 players, 52 cards, A K Q … 2 in each suit, no jokers.
[GW-1.1](Rules_Card.ipynb#GW-1.1)

**Deal** — opponent cuts; 13 each, one at a time; the other 26 are the **stock**. Turn
its top card face up: its suit is **trump for the whole game** (and it is the first
prize). Non-dealer leads. [GW-2.2](Rules_Card.ipynb#GW-2.2) [GW-2.3](Rules_Card.ipynb#GW-2.3) [GW-2.4](Rules_Card.ipynb#GW-2.4)

**Tricks** — follow suit if you can (both stages); otherwise any card. Highest trump
wins, else highest of the suit led; winner leads. [GW-3.1](Rules_Card.ipynb#GW-3.1) [GW-3.2](Rules_Card.ipynb#GW-3.2)

**First stage (13 tricks)** — winner takes the face-up **prize**, loser the next hidden
card; turn up the next prize. These tricks **score nothing**.
[GW-4.1](Rules_Card.ipynb#GW-4.1) [GW-4.3](Rules_Card.ipynb#GW-4.3)

**Second stage (13 tricks)** — no drawing; the last first-stage winner leads. **7 or more
tricks wins.** [GW-5.1](Rules_Card.ipynb#GW-5.1) [GW-5.3](Rules_Card.ipynb#GW-5.3)

**Playing well** — fight for good prizes (trumps, aces), throw cheap cards for bad ones;
remember every card you saw: at the end of the first stage you know your opponent's
whole hand, so the second stage is played with all cards known.
"""),
    ]


def build(root: Path = HERE) -> list[Path]:
    """Write every notebook, framed as the course manifest says (widgets.course)."""
    from course_edits import link_rules
    from widgets._frame_notebooks import frame
    from widgets.course import lessons

    rules = {lesson.file: lesson.rules for lesson in lessons()}
    out = []
    for rel, nb in NOTEBOOKS.items():
        if rel not in rules:
            raise SystemExit(f"{rel} is not in the course manifest (widgets/course.py)")
        frame(nb, rel, rules[rel] or tuple(nb.metadata["whist"]["rules"]))
        if not rel.startswith("reference/"):
            link_rules(nb, rel)                      # rule labels link to the rules card
        for i, cell in enumerate(nb.cells):          # stable ids: small diffs on rebuild
            if cell.get("id") not in ("title", "frame-top", "frame-end"):
                cell["id"] = f"cell-{i}"
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, path)
        out.append(path)
    return out


def execute(paths: list[Path]) -> None:
    """Run each notebook and keep only the outputs of the checked cells."""
    from nbclient import NotebookClient

    for path in paths:
        nb = nbformat.read(path, as_version=4)
        NotebookClient(nb, timeout=120, resources={"metadata": {"path": str(path.parent)}}
                       ).execute()
        for cell in nb.cells:
            cell.metadata.pop("execution", None)
            if cell.cell_type == "code" and not cell.source.startswith(CHECK):
                cell.execution_count = None
                cell.outputs = []
        nbformat.write(nb, path)


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    written = build(Path(args[0]) if args else HERE)
    if "--execute" in sys.argv:
        execute(written)
    print("\n".join(str(p) for p in written))
