"""The words of the "Other ways to play" lessons, one entry per system (RULES.md Part E).

Read by ``build_lessons.py``; kept apart from the code cells so that the prose can be
edited without touching the wiring. Each lesson: an introduction, what you will learn,
what differs from the house game (a table), the rules in plain words with their IDs,
words for the worked hand and the whole game, and a summary.
"""

from __future__ import annotations

HOUSE = "House Bid Whist"

LESSONS: list[dict] = [
    # ------------------------------------------------------------------ Cutthroat
    {
        "file": "01_Cutthroat",
        "game": "cutthroat",
        "name": "Cutthroat",
        "title": "Cutthroat: every player for themself",
        "rules": ["SYS-CUTTHROAT", "SC-1", "SC-2", "SC-3", "SC-4", "SC-5"],
        "intro": """\
No partners this time. In **Cutthroat** three, four or five people each play alone, and
every trick you win is a point for you. It is the game to play when there are not four
of you, or when nobody wants to share the blame **[SYS-CUTTHROAT]**.""",
        "learn": [
            "how the cards are dealt to three, four or five players",
            "why a Cutthroat bid counts **your own** tricks, not books over six",
            "how every player scores, and what failing costs the bidder",
            "how a game to **30** ends",
        ],
        "table": [
            ("Players", "4, in two pairs", "3, 4 or 5, each alone"),
            ("Cards", "54 (two jokers)", "54 (two jokers)"),
            ("Cards each", "12", "16, 12 or 10"),
            ("Kitty", "6 cards", "6 cards (4 with five players)"),
            ("A bid counts", "books over six, for the pair", "your own tricks"),
            ("Bids", "3 to 7: uptown, downtown or no trump",
             "1, 1 no trump, 2, 2 no trump, …"),
            ("Bidding", "one round", "round and round until all but one have passed"),
            ("The laid-away cards", "one book for the declarers", "count for nobody"),
            ("Who scores", "only the declaring pair", "everyone: a point a trick"),
            ("No trump", "doubles the score", "does not double"),
            ("The game", "+7 wins, −7 loses", "first to 30"),
        ],
        "rules_md": """\
### Players and the deal

Three, four or five can play, and nobody has a partner. The 54 cards of the house game
are used, both jokers included. The kitty gets **6 cards** with three or four players and
**4** with five; the rest are dealt out evenly, one at a time as at home: **16 cards each**
for three players, **12** for four, **10** for five **[SC-1]**.

### Bidding: your own tricks

A Cutthroat bid is the number of tricks **you** promise to take, on your own — **at
least** that many. It is not a number of books over six: with nobody to help you, a bid
of 4 means 4 tricks. Each number comes in two steps, a bid with trumps and a no-trump bid
just above it, so the bids run **1 < 1 no trump < 2 < 2 no trump < 3 …** up to the number
of cards in a hand. You do not say uptown or downtown yet **[SC-2]**.

The bidding starts on the dealer's left and goes round the table **as many times as it
takes**. At your turn you bid higher than the high bid, or pass — and once you pass, you
are out of the bidding for this hand. It ends when only one player has not passed. If
everybody else passes without a single bid, the dealer must bid at least 1 **[SC-2]**.

### The winner declares

The winner of the bidding says **uptown** or **downtown**, and names a trump suit unless
the bid was no trump. Then they pick up the kitty and lay away as many cards as it held.
The laid-away cards are **not** a book for anyone: here only tricks count. The declarer
leads to the first trick **[SC-3]**. From then on the tricks are played exactly as at
home: follow suit if you can, the jokers are the two highest trumps, and at no trump they
never win.

### Everyone scores

When the hand is over, **every player scores 1 point for each trick they took** — the
declarer too. The one exception: a declarer who took **fewer tricks than the bid** scores
nothing for the hand and **loses the bid** instead. No trump does not double anything
**[SC-4]**. At four players, say the declarer bid 5: with 6 tricks the declarer scores +6;
with 4 tricks, −5. Either way the others score their own tricks.

### The end of the game

The scores add up from hand to hand, and the first player to reach **30** wins. If two
or more players reach 30 on the same hand, the highest score wins; if they are level at
the top, another hand is played **[SC-5]**.""",
        "hand_md": """\
Here is a real hand. Press **Next** to move one step at a time: the deal, each call of
the bidding, the declaration, the laid-away cards, then every card played. Watch the
bidding go round the table more than once, skipping the players who have passed.""",
        "game_md": """\
Computer players played this game to the end, hand after hand. Each line is one
player's total; the dotted line is the winning mark, 30.""",
        "play_md": """\
Now you play. You are **Player 1**, and the computer plays the three others, each for
themself. When it is your turn to bid, press a bid or **Pass**. If you win the bidding,
choose uptown or downtown with a trump suit (or just uptown or downtown after a no-trump
bid), then click the cards you want to lay away and press **Lay away**. When it is your
turn in a trick, click a card. A card the rules do not allow is refused: the box above
your cards says why, with its rule, and nothing changes — just pick another. **Hint**
shows what you may do. At the end of each hand everyone's points are added to the score;
press **New hand** to deal the next, and play on until someone reaches 30.""",
        "summary": [
            "**3, 4 or 5 players**, each alone; a 6-card kitty (4 with five players).",
            "A bid counts **your own tricks**: 1 < 1 no trump < 2 …; the bidding goes round "
            "until all but one have passed.",
            "The winner names uptown or downtown and trump, takes the kitty and leads; the "
            "laid-away cards count for nobody.",
            "**Everyone scores a point a trick**; a declarer short of the bid loses it. "
            "First to **30** wins.",
        ],
    },
    # ------------------------------------------------------------------ 52-card
    {
        "file": "02_Bid_Whist_52",
        "game": "bid-whist-52",
        "name": "52-card Bid Whist",
        "title": "52-card Bid Whist: no jokers",
        "rules": ["SYS-52", "S52-1", "S52-2", "S52-3", "S52-4", "S52-5", "S52-6"],
        "intro": """\
Take the jokers out of the pack and Bid Whist changes more than you might think. This is
the game played with 52 cards in the north-east of the United States: small bids, a
dealer who may take the contract by matching it, a kitty that goes to whoever wins the
first trick, and no minus scores **[SYS-52]**.""",
        "learn": [
            "the smaller pack and kitty, and bids from 1 to 7",
            "how the dealer can take the contract by matching, and when the cards are "
            "dealt again",
            "the three orders of the cards, and who gets the laid-away cards",
            "how a game to **21** is scored",
        ],
        "table": [
            ("Cards", "54 (two jokers)", "52, no jokers"),
            ("Cards each, kitty", "12 each, kitty of 6", "12 each, kitty of 4"),
            ("Bids", "3 to 7: uptown, downtown or no trump", "numbers 1 to 7 only"),
            ("The dealer", "must bid higher", "may take the contract by equalling the high bid"),
            ("If three pass", "the dealer must bid", "the dealer bids 1 or asks for a new deal"),
            ("A new deal", "never", "a player with no king, queen or jack may ask"),
            ("Card orders", "uptown, or downtown with the ace high",
             "uptown, downtown, or downtown with the ace low"),
            ("The laid-away cards", "one book for the declarers",
             "go to whoever wins the first trick"),
            ("A set", "the declarers lose the bid", "the opponents gain the bid"),
            ("No trump", "doubles the score", "does not double"),
            ("The game", "+7 wins, −7 loses", "first to 21"),
        ],
        "rules_md": """\
### The cards

No jokers: **52 cards**, 12 to each player and **4** to the kitty **[S52-1]**.

### One round of bidding

The bidding goes round once, from the dealer's left; everybody speaks once. A bid is just
a **number from 1 to 7** — books over six, as at home, so a bid of 2 promises 8 books.
You do not say uptown, downtown or no trump. Each bid must be higher than the one before,
with one exception: the **dealer**, who speaks last, may take the contract by
**equalling** the high bid — even from their own partner. If the first three players
pass, the dealer either bids **exactly 1** or asks for a **new deal** **[S52-2]**.

### Asking for a new deal

A player who holds **no king, no queen and no jack** (aces do not count) may, at their
turn, ask for a new deal instead of bidding — the dealer too — as long as they have not
spoken yet. The same dealer shuffles and deals again, and the hand scores nothing
**[S52-3]**.

### Trump and the order of the cards

The winner names a **trump suit or no trump**, and one of **three orders** of the cards:
**uptown** (high to low A K Q … 2), **downtown** (A 2 3 … K: the ace stays on top, as at
home) or **downtown with the ace low** (2 3 … K A: the ace is the weakest card)
**[S52-4]**.

### The kitty goes to the first trick

The bidder takes the 4 kitty cards and lays 4 away. Those cards do **not** belong to the
bidder: they go to the side that wins the **first trick**, so trick 1 is worth **two
books**. The bidder leads to it **[S52-5]**.

### No minus scores

If the bidding side makes its bid, it scores its **books minus six**: 11 books on a bid
of 4 scores 5. If it is set, the **opponents** score the bid. No trump scores just like a
bid with trumps: nothing is doubled. The first side to reach **21** wins; only one side
scores on a hand, so the two sides never reach 21 together **[S52-6]**.""",
        "hand_md": """\
Here is a real hand. Press **Next** to move one step at a time: the deal, each call of
the bidding, the declaration, the laid-away cards, then every card played. Look at the
first trick: whoever wins it takes the laid-away cards too.""",
        "game_md": """\
Computer players played this game to the end, hand after hand. Each line is one side's
total; the dotted line is the winning mark, 21. The lines never go down: a set scores for
the other side.""",
        "play_md": """\
Now you play. You sit **South**, your partner is **North**, and the computer plays all
three other seats. Press a bid or **Pass**; remember that the dealer may match the high
bid, and a player with no king, queen or jack may ask for a new deal. If you win the
bidding, choose trump (or no trump) together with one of the three orders of the cards,
then click 4 cards to lay away and press **Lay away** — they will go to whoever wins the
first trick. In the play, click a card when it is your turn. A card the rules do not
allow is refused with the reason and its rule, and nothing changes. **Hint** shows what
you may do. Press **New hand** after each hand and play on to 21.""",
        "summary": [
            "**52 cards**, 12 each, a **4-card kitty**; bids are numbers **1 to 7**, one round.",
            "The **dealer may equal** the high bid; if three pass, the dealer bids 1 or asks "
            "for a new deal — so may anyone with no king, queen or jack.",
            "Trump or no trump, and **three card orders**; the laid-away cards go to the "
            "winner of the **first trick**.",
            "**No minus scores**: made scores books minus six, set gives the opponents the "
            "bid. First to **21** wins.",
        ],
    },
    # ------------------------------------------------------------------ Boston
    {
        "file": "03_Boston",
        "game": "boston",
        "name": "Boston",
        "title": "Boston: trump shown by the first lead",
        "rules": ["SYS-BOSTON", "SB-1", "SB-2", "SB-3", "SB-4", "SB-5"],
        "intro": """\
**Boston** has no kitty at all: every card is dealt, and the bidding can go round the
table again and again. The winner of the bidding does not even name trump: they either
declare no trump, or **show** trump with their first card **[SYS-BOSTON]**.""",
        "learn": [
            "a deal with no kitty, and bidding that goes round until three players pass",
            "no trump, or trump shown by the first lead — and why there is no downtown",
            "how **both** sides score, and the race to **11**",
        ],
        "table": [
            ("Cards", "54 (two jokers)", "52, no jokers"),
            ("Cards each, kitty", "12 each, kitty of 6", "13 each, no kitty"),
            ("Bids", "3 to 7: uptown, downtown or no trump", "numbers 1 to 7 only"),
            ("Bidding", "one round", "round and round until three players have passed"),
            ("If three pass", "the dealer must bid", "the dealer must take a bid of 1"),
            ("Trump", "named by the declarer",
             "the suit of the declarer's first card — or no trump"),
            ("Downtown", "yes", "no: the ace is always high"),
            ("The other side", "scores nothing", "scores a point for every trick it took"),
            ("No trump", "doubles the score", "does not double"),
            ("The game", "+7 wins, −7 loses", "first to 11; the contractors win a tie"),
        ],
        "rules_md": """\
### The deal

**52 cards**, no jokers, all dealt: **13 cards each** and **no kitty** **[SB-1]**. So there
are 13 tricks, and no kitty book: a book is simply a trick.

### Bidding goes round

A bid is a **number from 1 to 7**: tricks over six, as at home. Each bid must be higher
than the last. The bidding goes round the table **as many times as it takes, until three
players have passed**; a player who has passed may not bid again. If the first three
players pass, the dealer must take a bid of **1** **[SB-2]**.

### Trump by the first lead

The winner of the bidding — the **contractor** — does not name a trump suit. Either they
declare **no trump**, or trump is fixed **by leading it**: the suit of the contractor's
first card becomes trump for the whole hand. There is **no downtown**: the ace is always
high. The contractor leads to the first trick **[SB-3]**.

### Both sides score

If the contractors make their bid, they score **a point for every trick over six**. If
they are set, they **lose the bid**. Either way, the **other** pair scores **a point for
every trick it took** **[SB-4]**. Bid 2 and take 9 tricks: the contractors score +3, and
the other pair +4 for its 4 tricks.

### The race to 11

The first pair to reach **11** wins. If both pairs reach 11 on the same hand, the
**contractors** — the pair that won the bidding on that hand — win. Some tables play
"rubbers", two games out of three; that only groups games and changes no rule of play
**[SB-5]**.""",
        "hand_md": """\
Here is a real hand. Press **Next** to move one step at a time: the deal, each call of
the bidding, the declaration, then every card played. Watch the first card of the
contractor: unless the contractor declared no trump, its suit is trump from then on.""",
        "game_md": """\
Computer players played this game to the end, hand after hand. Each line is one pair's
total; the dotted line is the winning mark, 11. Both lines can move on the same hand,
because the other pair scores its tricks too — so both pairs can pass 11 together. Then
the pair that won the bidding on that last hand wins the game.""",
        "play_md": """\
Now you play. You sit **South**, your partner is **North**, and the computer plays the
others. There is no kitty: all 13 cards are in your hand. Press a bid or **Pass** — the
bidding goes round until three have passed. If you win it, choose **no trump**, or
**trump by the first lead**: then the first card you lead decides the trump suit, so
lead from your longest, strongest suit. Click a card when it is your turn to play; a
card the rules do not allow is refused with the reason and its rule, and nothing
changes. **Hint** shows what you may do. Both pairs score after every hand; press
**New hand** and play on until a pair reaches 11.""",
        "summary": [
            "**52 cards, 13 each, no kitty**; bids are numbers 1 to 7.",
            "The bidding goes **round until three have passed**; if the first three pass, the "
            "dealer takes 1.",
            "**No trump**, or trump shown by the **contractor's first lead**; no downtown.",
            "Made: a point a trick over six; set: lose the bid; the **other pair scores its "
            "tricks**. First to **11**, the contractors winning a tie.",
        ],
    },
    # ------------------------------------------------------------------ Cincinnati
    {
        "file": "04_Cincinnati",
        "game": "cincinnati",
        "name": "Cincinnati",
        "title": "Cincinnati: no kitty, and \"specials\"",
        "rules": ["SYS-CINCINNATI", "SCN-1", "SCN-2", "SCN-3"],
        "intro": """\
In **Cincinnati**, Ohio, the 52-card game of lesson 2 is played with two changes: there
is no kitty — everyone gets 13 cards — and downtown comes back, under the name
**special** **[SYS-CINCINNATI]**.""",
        "learn": [
            "what Cincinnati keeps from 52-card Bid Whist, and what it drops",
            "the three kinds of bid — normal, special and no trump — and their order",
            "who names trump, and how no trump is played",
        ],
        "table": [
            ("Cards", "54 (two jokers)", "52, no jokers"),
            ("Cards each, kitty", "12 each, kitty of 6", "13 each, no kitty"),
            ("Bids", "3 to 7; uptown and downtown equal, no trump above",
             "1 to 7: normal < special < no trump at each number"),
            ("The dealer", "must bid higher", "may take the contract by equalling the high bid"),
            ("If three pass", "the dealer must bid", "the dealer bids 1 or asks for a new deal"),
            ("A new deal", "never", "a player with no king, queen or jack may ask"),
            ("No trump", "uptown or downtown, as the declarer chooses", "always uptown"),
            ("Scoring", "made: books over six; set: lose the bid",
             "made: books minus six; set: the opponents gain the bid"),
            ("The game", "+7 wins, −7 loses", "first to 21"),
        ],
        "rules_md": """\
### 52-card Bid Whist without a kitty

Cincinnati is played like the 52-card game of lesson 2: one round of bidding, a dealer
who may take the contract by equalling the high bid, a new deal when the first three
pass or when a player holds no king, queen or jack, the same scores with no minus
points, and the same race to 21. The difference: **there is no kitty**. All 52 cards are
dealt, **13 each**, and 13 tricks are played **[SCN-1]**. A bid of 3 needs 9 tricks.

### Three kinds of bid

A bid says how the cards will rank: **normal** (uptown, ace high), **special** (downtown:
A 2 3 … K, the ace still on top) or **no trump**. At each number a special beats a
normal, and no trump beats both, so the bids run **1 < 1 special < 1 no trump < 2 <
2 special < …** up to 7 no trump **[SCN-2]**. A dealer who equals the high bid matches
its number **and** its kind.

### Naming trump

After a normal or a special bid, the winner names the **trump suit**. After a no-trump
bid there is nothing to name: **no trump is always played uptown**, ace high
**[SCN-3]**.""",
        "hand_md": """\
Here is a real hand. Press **Next** to move one step at a time: the deal, each call of
the bidding, the choice of trump, then every card played. This hand was won with a
**special** bid, so the cards rank downtown — A 2 3 … K. There is no kitty: the first
card is played straight after trump is named.""",
        "game_md": """\
Computer players played this game to the end, hand after hand. Each line is one side's
total; the dotted line is the winning mark, 21.""",
        "play_md": """\
Now you play. You sit **South**, your partner is **North**, and the computer plays the
others. Every bid says how the cards will rank: **normal** (ace high), **special**
(downtown, the ace still on top) or **no trump**. If you win the bidding with a normal
or special bid, choose the trump suit; after a no-trump bid the play starts at once.
There is no kitty. Click a card when it is your turn; a card the rules do not allow is
refused with the reason and its rule, and nothing changes. **Hint** shows what you may
do. Press **New hand** after each hand and play on to 21.""",
        "summary": [
            "**52 cards, 13 each, no kitty**; otherwise the 52-card game: the dealer may "
            "equal, new deals, no minus scores, first to **21**.",
            "Three kinds of bid: **1 < 1 special < 1 no trump < 2 …**; special means downtown.",
            "After a normal or special bid the winner names trump; **no trump is played "
            "uptown**.",
        ],
    },
    # ------------------------------------------------------------------ Rhode Island
    {
        "file": "05_Rhode_Island",
        "game": "rhode-island",
        "name": "Rhode Island",
        "title": "Rhode Island: the kitty before trump",
        "rules": ["SYS-RHODE-ISLAND", "SRI-1", "SRI-2", "SRI-3", "SRI-4"],
        "intro": """\
A family game from **Rhode Island**: 52 cards and a 4-card kitty, simple number bids, and
a twist in the order of things — the bidder looks at the kitty and lays cards away
**before** choosing trump. A made bid counts **every** book **[SYS-RHODE-ISLAND]**.""",
        "learn": [
            "bids of 1 to 7, and a dealer who need only equal the high bid",
            "why the bidder lays away cards before naming trump or no trump",
            "how a made bid, a set and no trump are scored, in a game to **21**",
        ],
        "table": [
            ("Cards", "54 (two jokers)", "52, no jokers"),
            ("Cards each, kitty", "12 each, kitty of 6", "12 each, kitty of 4"),
            ("Bids", "3 to 7: uptown, downtown or no trump", "numbers 1 to 7 only"),
            ("The dealer", "must bid higher", "need only equal the high bid"),
            ("In what order", "trump first, then the kitty",
             "the kitty first, then trump or no trump"),
            ("Downtown", "yes", "no: the ace is always high"),
            ("Made", "every book over six", "every book taken"),
            ("A set", "the declarers lose the bid",
             "the opponents score the bid, plus their books over six"),
            ("No trump", "doubles the score", "doubles the score"),
            ("The game", "+7 wins, −7 loses", "first to 21"),
        ],
        "rules_md": """\
### The deal

**52 cards**, no jokers: **12 each** and a **4-card kitty** **[SRI-1]**.

### One round of bidding

The bidding goes round once, from the dealer's left. A bid is a **number from 1 to 7**:
books over six, as at home. Each bid must be higher than the last — except the
**dealer's**, which need only **equal** the high bid. You do not say uptown, downtown or
no trump: there is no downtown in this game, and no trump is chosen later. If the first
three pass, the dealer must bid **[SRI-2]**.

### The kitty first, then trump

The bidder picks up the kitty — 16 cards in hand — and lays away **any 4** of them. Only
**then** do they name a **trump suit or no trump**. The ace is always high. The bidder
leads to the first trick, and the laid-away cards count as the bidding team's first
book, as at home **[SRI-3]**.

### Scoring

If the bidding team makes its bid (at least six books plus the bid), it scores **1 point
for every book it took** — all of them, not just those over six. If it is set, the
**opponents** score the **bid**, plus 1 point for each book **they** took over six. At no
trump the hand's score is **doubled**, whichever side scores. The first side to reach
**21** wins; only one side scores on a hand **[SRI-4]**. Bid 3 and take 10 books: 10
points, or 20 at no trump. Bid 5 and take only 5 books: the opponents took 8, so they
score 5 + 2 = 7.""",
        "hand_md": """\
Here is a real hand. Press **Next** to move one step at a time: the deal, each call of
the bidding, the laid-away cards, the choice of trump, then every card played. Notice
the order: the cards are laid away before trump is named.""",
        "game_md": """\
Computer players played this game to the end, hand after hand. Each line is one side's
total; the dotted line is the winning mark, 21. A made bid counts every book, so a side
can jump a long way in one hand.""",
        "play_md": """\
Now you play. You sit **South**, your partner is **North**, and the computer plays the
others. Press a bid or **Pass**; the dealer may match the high bid. If you win the
bidding you first pick up the kitty: click 4 of your 16 cards to lay away and press
**Lay away**, and only then choose trump or no trump. Click a card when it is your turn
to play; a card the rules do not allow is refused with the reason and its rule, and
nothing changes. **Hint** shows what you may do. Press **New hand** after each hand and
play on to 21.""",
        "summary": [
            "**52 cards**, 12 each, a **4-card kitty**; bids **1 to 7**, one round; the "
            "**dealer need only equal**.",
            "The bidder **lays away 4 first**, then names trump or no trump; ace always high.",
            "Made: **a point for every book**; set: the opponents score the bid plus their "
            "books over six; **no trump doubles**.",
            "First to **21** wins.",
        ],
    },
    # ------------------------------------------------------------------ Hawaii
    {
        "file": "06_Hawaii",
        "game": "hawaii",
        "name": "Hawaii",
        "title": "Hawaii's \"Trumps\": one point a hand",
        "rules": ["SYS-HAWAII", "SH-1", "SH-2", "SH-3", "SH-4"],
        "intro": """\
In Hawaii this game is simply called **Trumps**. The cards and the bidding are close to
home, but the scoring is tiny — one point for a made bid, two for a set — and a game can
end in three different ways **[SYS-HAWAII]**.""",
        "learn": [
            "what Trumps keeps from the house game, and what it drops",
            "the Hawaiian way to read a bid: **8 minus the bid**",
            "one point or two a hand, and the **three ways to win**",
        ],
        "table": [
            ("Cards", "54 (two jokers)", "52, no jokers"),
            ("Cards each, kitty", "12 each, kitty of 6", "12 each, kitty of 4"),
            ("Bids", "3 to 7: uptown, downtown or no trump", "numbers 3 to 7 only"),
            ("Trump", "a suit, or no trump up or down",
             "a suit or no trump, the ace always high"),
            ("Made", "every book over six", "1 point"),
            ("A set", "the declarers lose the bid", "the opponents score 2"),
            ("No trump", "doubles the score", "scores the same"),
            ("The game", "+7 wins, −7 loses",
             "7–0, an 11-point lead, or 21 with a 2-point lead"),
        ],
        "rules_md": """\
### The deal and the bidding

**52 cards**, no jokers: **12 each** and a **4-card kitty**. One round of bidding from the
dealer's left, as at home: everybody speaks once, each bid higher than the last, and if
the first three pass, the dealer must bid **[SH-1]**.

### Bids and trump

Bids are **numbers from 3 to 7**. The winner names a **trump suit or no trump**; there is
no downtown, so the ace is always high. The bidder takes the kitty, lays away 4 cards —
one book for the bidding team, as at home — and leads **[SH-2]**.

Hawaiians read a bid from the other side: **subtract it from 8** to find how many books
the opponents need to set it. A bid of 3 is set by 5 books; a bid of 7 by just 1
**[SH-2]**. It is the same promise as at home — a bid of 3 needs 9 of the 13 books — told
from the defenders' chair.

### One point or two

Made: the bidding team scores **1 point**, however many books it took. Set: the
**opponents** score **2** **[SH-3]**. No trump scores the same.

### Three ways to win

A team wins when it has **7 or more while the other side still has 0** (7–0); or when it
**leads by 11 points**; or when it has **at least 21 and leads by at least 2**
**[SH-4]**. With one or two points a hand, a game is long: twenty or thirty hands is
normal.""",
        "hand_md": """\
Here is a real hand. Press **Next** to move one step at a time: the deal, each call of
the bidding, the choice of trump, the laid-away cards, then every card played. Here the
bidders fall short: the hand is worth **2** to their opponents.""",
        "game_md": """\
Computer players played this game to the end, hand after hand. Each line is one side's
total; a game of Trumps is long, and it ends by one of the three ways to win.""",
        "play_md": """\
Now you play. You sit **South**, your partner is **North**, and the computer plays the
others. Bids run from 3 to 7, and if the three others pass the dealer must bid. If you
win the bidding, choose trump or no trump, then click 4 cards to lay away and press
**Lay away**. Click a card when it is your turn to play; a card the rules do not allow
is refused with the reason and its rule, and nothing changes. **Hint** shows what you
may do. Making your bid is worth 1 point and a set gives the other pair 2; press
**New hand** after each hand and play on until one of the three ways to win.""",
        "summary": [
            "**52 cards**, 12 each, a **4-card kitty**; bids **3 to 7**, one round, the "
            "dealer forced if three pass.",
            "Trump or no trump, **ace always high**; **8 minus the bid** is what the "
            "opponents need to set it.",
            "Made: **+1**; set: the opponents **+2**.",
            "Win at **7–0**, with an **11-point lead**, or at **21 with a 2-point lead**.",
        ],
    },
]
