"""Build tools of the course (not part of the installed runtime; run from the repository root).

- ``python -m tools.house_snapshot write|check`` snapshots house Bid Whist's command line
  over thousands of cases and checks it again (tests/test_house_snapshot.py; issue 20).
- ``python -m tools.pages`` builds every notebook under ``notebooks/`` from its source under
  ``pages/`` (see docs/LESSON_SOURCES.md); ``--check`` only reports stale notebooks.
- ``python -m tools.export_pages`` writes the sources from the notebooks (the one-off
  conversion, kept re-runnable).
- ``python -m tools.rulebook`` writes ``whist_core/rulebook.py`` from the shared RULES.md.
"""
