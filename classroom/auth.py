"""The class password: a generated passphrase when none is given, and guesses slowed.

- :func:`passphrase` — four short words of :data:`WORDS` (352 words: about 34 bits),
  easy to read out to a class and to type.
- :class:`GuessLimiter` — counts wrong passwords per client address; past
  ``allowed`` wrong ones within ``window`` seconds, that address is refused (HTTP 429,
  "too many wrong passwords, wait a minute") until the window has passed, whatever it
  sends, so a guesser learns nothing more.
- :class:`ClassroomIdentityProvider` — Jupyter's password/token identity provider with
  the limiter in front of every token check and of the login form
  (``Voila.identity_provider_class`` in ``voila.json``).
"""

from __future__ import annotations

import secrets
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from jupyter_server.auth.identity import PasswordIdentityProvider, User
from tornado.web import HTTPError, RequestHandler
from traitlets import Float, Int

#: Short, common, unambiguous words for a passphrase read out in a classroom.
WORDS = tuple("""
able acorn actor adult after agent alarm album alert alien alley amber angle ankle apple
april apron arena arrow aspen atlas attic audio autumn award bacon badge bagel baker
bamboo banjo barn basil basin beach beard beaver bell bench berry bike bingo birch bison
blade blank blaze blimp bloom blue board boat bonus boots bowl brain brave bread brick
bridge brook broom brush bucket buddy bugle bunny cabin cable cactus camel candle canoe
canyon cargo carpet carrot castle cedar cello chalk chart cheese cherry chess chief
chime cider cinema circus civic clam cliff clock cloud clover coach cobra cocoa comet
coral cotton couch cover crane crater crayon cream creek cricket crown cube cycle daisy
dance delta denim desert diamond dinner disco dolphin donkey dragon drum duck dune eagle
earth easel echo elbow elder ember engine falcon farm feast fence ferry fiddle field
finch flag flame flute foam forest fossil fox frame frost fruit galaxy garden gecko
giant ginger glacier globe glove goat gold goose grape gravel guitar gull hammer harbor
harp hazel heart hedge helmet heron hill honey hoop horse hotel igloo inch index island
ivory jacket jade jaguar jelly jewel jigsaw juice kayak kettle kiwi koala ladder lake
lamp lantern laser lemon lily lime lion llama lobster locket lotus lunar magnet mango
maple marble meadow melon metal mint mirror mitten moon moose mosaic motor mouse muffin
museum napkin nectar nest noodle north ocean olive onion opal orbit orchid otter owl
oyster paddle palm panda paper parrot pasta peach pearl pebble pencil pepper piano
pickle pilot pine pirate pizza planet plum pocket polar pony poppy potato prism puffin
pumpkin puzzle quail quartz quill rabbit radar radio rain raven reef ribbon ridge river
robin rocket rope rose ruby saddle sail salmon sand satin scarf school scout seal shell
ship silver skate sled slope snail snow socks sofa solar spark spider spoon squid star
stone storm straw sugar summit sun swan table tango teapot tiger timber toast tomato
topaz torch tower train tulip tunnel turtle umbrella valley velvet violin walnut walrus
water whale wheat willow window winter wizard wolf yacht yarrow yogurt zebra zipper
""".split())  # noqa: SIM905 (a list to read)


def passphrase(words: int = 4, choose: Callable[[tuple[str, ...]], str] = secrets.choice
               ) -> str:
    """``words`` words of :data:`WORDS` joined by ``-`` (``apple-river-seven-lamp``).

    Four words of this list give about 34 bits: at ``GuessLimiter``'s 10 guesses a
    minute per address, some 1,500 years of guessing on average."""
    return "-".join(choose(WORDS) for _ in range(words))


class GuessLimiter:
    """Wrong passwords per client address, with a lock-out past ``allowed`` per window."""

    def __init__(self, allowed: int = 10, window: float = 60.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.allowed = allowed
        self.window = window
        self.clock = clock
        self._wrong: dict[str, deque[float]] = {}

    def _recent(self, client: str) -> deque[float]:
        now = self.clock()
        times = self._wrong.get(client)
        if times is None:
            return deque()
        while times and now - times[0] >= self.window:
            times.popleft()
        if not times:
            del self._wrong[client]
        return times

    def wait(self, client: str) -> float:
        """Seconds before ``client`` may try a password again (0: now)."""
        times = self._recent(client)
        if self.allowed <= 0 or len(times) < self.allowed:
            return 0.0
        return max(0.0, self.window - (self.clock() - times[0]))

    def wrong(self, client: str) -> None:
        """Note a wrong password from ``client``."""
        self._recent(client)
        self._wrong.setdefault(client, deque()).append(self.clock())
        if len(self._wrong) > 10_000:     # an address flood: forget the oldest
            self._wrong.pop(next(iter(self._wrong)))


class TooManyGuesses(HTTPError):
    """HTTP 429: this address sent too many wrong passwords; it must wait."""

    def __init__(self, seconds: float) -> None:
        wait = max(1, round(seconds))
        super().__init__(429, "too many wrong passwords from this computer: wait %d s",
                         wait, reason="Too many wrong passwords")
        self.retry_after = wait


class ClassroomIdentityProvider(PasswordIdentityProvider):
    """Jupyter's password/token provider, with wrong passwords limited per address."""

    guesses_allowed = Int(10, config=True,
                          help="Wrong passwords an address may send per guess_window "
                               "seconds before it must wait (0: no limit).")
    guess_window = Float(60.0, config=True,
                         help="Seconds over which wrong passwords are counted.")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.limiter = GuessLimiter(self.guesses_allowed, self.guess_window)

    def _check_allowed(self, handler: RequestHandler) -> None:
        wait = self.limiter.wait(handler.request.remote_ip or "")
        if wait > 0:
            # the error page asks for the user: none (as Jupyter's own Host refusal does)
            handler.current_user = None
            handler._jupyter_current_user = None  # type: ignore[attr-defined]
            raise TooManyGuesses(wait)

    async def get_user_token(self, handler: RequestHandler) -> User | None:
        """The token check, refused at once for an address that guessed too often."""
        given = self.get_token(handler)
        if not given or not self.token:
            return await super().get_user_token(handler)
        self._check_allowed(handler)
        user = await super().get_user_token(handler)
        if user is None:
            self.limiter.wrong(handler.request.remote_ip or "")
            self.log.warning("Wrong class password from %s", handler.request.remote_ip)
        return user

    def process_login_form(self, handler: RequestHandler) -> User | None:
        """The login form, counted like a token in the address."""
        if not self.auth_enabled:
            return super().process_login_form(handler)
        self._check_allowed(handler)
        user = super().process_login_form(handler)
        if user is None:
            self.limiter.wrong(handler.request.remote_ip or "")
            self.log.warning("Wrong class password from %s", handler.request.remote_ip)
        return user
