"""What ``make serve`` tells a teacher, and the class password (issue 25): no browser."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from classroom.__main__ import class_config, parse, quick_learners, startup_lines
from classroom.auth import WORDS, GuessLimiter, passphrase

REPO = Path(__file__).resolve().parent.parent


def _config(argv: list[str]) -> dict:
    return class_config(parse(argv), json.loads((REPO / "voila.json").read_text()))


def test_open_without_a_token_makes_up_a_passphrase() -> None:
    args = parse(["--open"])
    words = args.token.split("-")
    assert len(words) == 4 and all(w in WORDS for w in words)
    config = class_config(args, json.loads((REPO / "voila.json").read_text()))
    assert config["Voila"]["token"] == args.token
    assert config["Voila"]["tornado_settings"]["allow_remote_access"] is True
    lines = "\n".join(startup_lines(args))
    assert f"Class password (made up for this class; TOKEN=... to choose one): {args.token}" \
        in lines
    assert f"?token={args.token}" in lines


def test_a_chosen_token_is_kept() -> None:
    args = parse(["--open", "--token", "our-word"])
    assert args.token == "our-word" and not args.made_up_token
    assert _config(["--token", "our-word"])["Voila"]["token"] == "our-word"
    assert "token" not in _config([])["Voila"]          # make serve alone: no password


def test_passphrases_are_drawn_from_the_word_list() -> None:
    picks = iter(["apple", "river", "lamp", "owl"])
    assert passphrase(choose=lambda words: next(picks)) == "apple-river-lamp-owl"
    assert len(set(WORDS)) == len(WORDS) >= 300
    assert all(re.fullmatch(r"[a-z]{3,8}", w) for w in WORDS)


def test_make_serve_alone_says_how_many_learners_and_how_to_preheat() -> None:
    lines = startup_lines(parse([]))
    text = "\n".join(lines)
    found = re.search(r"for about (\d+) learners at once", text)
    assert found and int(found.group(1)) == quick_learners()
    assert 'make serve CLASS=1 LESSONS="' in text and "POOL=30" in text
    assert startup_lines(parse(["--class", "--lessons", "a.ipynb", "--pool", "30"])) == []


def test_the_estimate_grows_with_the_cores() -> None:
    assert quick_learners(1) >= 1
    assert quick_learners(8) > quick_learners(2) >= quick_learners(1)


def test_the_start_up_lines_are_printed_by_what_make_serve_runs() -> None:
    makefile = (REPO / "Makefile").read_text()
    serve = makefile[makefile.index("\nserve:"):makefile.index("\n# Runs every step")]
    assert "-m classroom notebooks" in serve
    proc = subprocess.run([sys.executable, "-m", "classroom", "--dry-run"], cwd=REPO,
                          capture_output=True, text=True, timeout=60, check=True)
    assert "learners at once" in proc.stdout and "CLASS=1" in proc.stdout
    assert "-m classroom.server" in proc.stdout        # Voilà with the doors of issue 25


def test_a_guesser_waits_after_ten_wrong_passwords() -> None:
    now = [0.0]
    limiter = GuessLimiter(allowed=10, window=60, clock=lambda: now[0])
    for _ in range(9):
        limiter.wrong("10.0.0.5")
        now[0] += 1
    assert limiter.wait("10.0.0.5") == 0
    limiter.wrong("10.0.0.5")
    assert limiter.wait("10.0.0.5") == 60 - 9      # until the first wrong one is a minute old
    assert limiter.wait("10.0.0.6") == 0           # another computer is not slowed
    now[0] = 60.5
    assert limiter.wait("10.0.0.5") == 0           # the first one has aged out
    assert GuessLimiter(allowed=0).wait("x") == 0  # 0: no limit
