"""Serve the lessons: ``python -m classroom [options] [folder]`` (what ``make serve`` runs).

Starts Voilà with the repository's ``voila.json`` and the lessons' template
(share/jupyter), plus the options below, which a teacher sets for a class:

    python -m classroom --class --lessons bid_whist/04_Bidding.ipynb --pool 30 \\
        --ip 0.0.0.0 --hosts teacher-pc.local --token s3cret --max-kernels 40

``--class`` turns the preheated pool on (only for ``--lessons``); ``--hosts`` names the
host names learners type (the Host header is checked: other names are refused, which
stops DNS-rebinding pages); ``--open`` allows any host instead (for a class reaching
the server by IP address): it then needs a password, and without ``--token`` one is
made up (a passphrase of four words, printed at start). Without a pool the start-up
lines say how many learners the machine serves quickly, and how to preheat for more.

At start it also compiles the best-play kernel in the background, once per machine
(:mod:`whist_core.analysis.warm`).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from classroom.auth import passphrase

REPO = Path(__file__).resolve().parents[1]

#: CPU seconds one learner's lesson costs the server without a pool (a kernel started,
#: the lesson run, its page rendered): benchmarks/classroom.py --plain, 30 learners
#: ready after 43.5 s on 2 cores (issue 25), about 2.9 s each.
CPU_PER_LEARNER = 2.9
#: "Quickly": the page is ready within this many seconds.
QUICK = 5.0


def class_config(args: argparse.Namespace, base: dict) -> dict:
    """The repository's Voilà configuration with a teacher's options applied."""
    config = json.loads(json.dumps(base))
    manager = config.setdefault("ClassroomKernelManager", {})
    tornado = config.setdefault("Voila", {}).setdefault("tornado_settings", {})
    voila = config.setdefault("VoilaConfiguration", {})
    if args.max_kernels is not None:
        manager["max_kernels"] = args.max_kernels
    if args.per_client is not None:
        manager["max_kernels_per_client"] = args.per_client
    if args.hosts:
        tornado["local_hostnames"] = sorted({"localhost", *args.hosts})
    if args.open:
        tornado["allow_remote_access"] = True
    if args.class_mode:
        # a preheated lesson has run already, so its page comes at once; Voilà cannot
        # preheat and render progressively together
        voila["preheat_kernel"] = True
        voila["progressive_rendering"] = False
        manager["lessons"] = list(args.lessons)
        if args.pool is not None:
            manager["pool_size"] = args.pool
        if args.pool_timeout is not None:
            manager["pool_idle_timeout"] = args.pool_timeout
    if args.token:
        config["Voila"]["token"] = args.token
    return config


def parse(argv: list[str]) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python -m classroom",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default=str(REPO / "notebooks"))
    parser.add_argument("--ip", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument("--class", dest="class_mode", action="store_true",
                        help="keep preheated kernels for --lessons")
    parser.add_argument("--lessons", nargs="*", default=[],
                        help="notebooks a class opens (paths under the folder)")
    parser.add_argument("--pool", type=int, help="preheated kernels per lesson")
    parser.add_argument("--pool-timeout", type=int,
                        help="seconds ready kernels wait unused before they are shut down "
                             "(the pool fills again when a learner opens the lesson)")
    parser.add_argument("--max-kernels", type=int, help="most lessons open at once")
    parser.add_argument("--per-client", type=int,
                        help="most lessons one computer (client address) may have open "
                             "(0: no limit)")
    parser.add_argument("--hosts", nargs="*", default=[],
                        help="host names learners use to reach this server")
    parser.add_argument("--open", action="store_true",
                        help="accept any Host header (with --token, or a made-up "
                             "passphrase printed at start)")
    parser.add_argument("--token", default=os.environ.get("WHIST_TOKEN") or None,
                        help="a password learners open once: http://host:port/?token=...")
    parser.add_argument("--dry-run", action="store_true",
                        help="print the Voilà configuration and command, start nothing")
    args = parser.parse_args(argv)
    if args.class_mode and not args.lessons:
        parser.error("--class needs --lessons (the notebooks the class will open)")
    args.made_up_token = False
    if args.open and not args.token:
        args.token = passphrase()
        args.made_up_token = True
    return args


def quick_learners(cores: int | None = None) -> int:
    """About how many learners opening a lesson at once get it within :data:`QUICK`
    seconds without a pool (at least 1)."""
    return max(1, int((cores or os.cpu_count() or 1) * QUICK / CPU_PER_LEARNER))


def startup_lines(args: argparse.Namespace) -> list[str]:
    """What the teacher reads when the server starts (besides Voilà's own lines)."""
    lines = []
    if not args.class_mode:
        cores = os.cpu_count() or 1
        lines += [
            f"  Without a pool this machine opens a lesson quickly (within {QUICK:.0f} s) "
            f"for about {quick_learners(cores)} learners at once;",
            f"  a class waits longer (30 learners: about {30 * CPU_PER_LEARNER / cores:.0f} s "
            f"on {cores} cores). For a class, preheat the day's lessons:",
            '    make serve CLASS=1 LESSONS="bid_whist/04_Bidding.ipynb" POOL=30   '
            '(README, "For a teacher")',
        ]
    if args.token:
        host = "<this machine's address>" if args.ip in ("0.0.0.0", "::", "") else args.ip
        made = " (made up for this class; TOKEN=... to choose one)" if args.made_up_token else ""
        lines += [f"  Class password{made}: {args.token}",
                  f"  Learners open: http://{host}:{args.port}/?token={args.token}"]
    return lines


def main(argv: list[str] | None = None) -> None:
    """Write the configuration to a temporary folder and replace this process by Voilà."""
    args = parse(sys.argv[1:] if argv is None else argv)
    config = class_config(args, json.loads((REPO / "voila.json").read_text()))
    folder = tempfile.mkdtemp(prefix="whist-voila-config-")
    (Path(folder) / "voila.json").write_text(json.dumps(config, indent=2))
    command = [sys.executable, "-m", "classroom.server", "--no-browser",
               f"--Voila.ip={args.ip}",
               f"--port={args.port}", "--Voila.port_retries=0",
               f"--Voila.config_file_paths={folder}", str(Path(args.folder).resolve())]
    share = str(REPO / "share" / "jupyter")
    env = {**os.environ, "JUPYTER_PATH": os.pathsep.join(
        p for p in (share, os.environ.get("JUPYTER_PATH")) if p)}
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), env.get("PYTHONPATH")) if p)
    for line in startup_lines(args):
        print(line)
    if args.dry_run:
        print(json.dumps(config, indent=2))
        print(" ".join(command))
        return
    sys.stdout.flush()
    os.chdir(REPO)
    # the best-play kernel compiles once per machine (whist_core.analysis.warm): do it
    # now, in the background, rather than at a learner's first question
    subprocess.run([sys.executable, "-m", "whist_core.analysis.warm", "--background"],
                   env=env, check=False)
    os.execve(sys.executable, command, env)


if __name__ == "__main__":
    main()
