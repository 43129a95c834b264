"""Page-level styles and behaviour of every lesson page (shipped by the lesson frame).

The text lives in ``widgets/assets/page.css`` and ``widgets/assets/page.js``.

:data:`PAGE_CSS` styles what surrounds the widgets in Voilà's lab template: the
prose column (about 70 characters a line), headings that fit a phone, rule labels
that never break, the navigation, the check cells hidden from learners (tag
``whist-check``) and the presentation mode (``body.whist-present``).

:data:`PAGE_JS` runs once per page: the presentation toggle (kept in
``localStorage``), the keys ← → Space PageDown PageUp that step the active stepper
from anywhere on the page in presentation mode, the progress marks
(``localStorage["whist-progress"]``: 1 = opened, 2 = read to the end), and the
sticky "next lesson" button. Voilà's lab template scrolls inside ``#rendered_cells``.
"""

from __future__ import annotations

from pathlib import Path

_ASSETS = Path(__file__).with_name("assets")
PAGE_CSS = (_ASSETS / "page.css").read_text(encoding="utf-8")
PAGE_JS = (_ASSETS / "page.js").read_text(encoding="utf-8")
