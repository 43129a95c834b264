"""Command line: ``python -m whist_core replay FILE`` and ``python -m whist_core deal``."""

from whist_core.cli import main

raise SystemExit(main())
