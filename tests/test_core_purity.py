"""whist_core is pure Python rules: it never imports Jupyter, IPython or ipywidgets."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CORE = REPO / "whist_core"
FORBIDDEN = ("IPython", "ipywidgets", "ipykernel", "jupyter", "jupyter_client", "jupyter_core",
             "jupyterlab", "jupyter_server", "notebook", "nbformat", "nbclient", "voila",
             "traitlets", "comm", "widgets")

PROBE_MODULES = """
import importlib, json, pkgutil, sys
import whist_core
names = [i.name for i in pkgutil.walk_packages(whist_core.__path__, "whist_core.")
         if not i.name.endswith("__main__")]
for name in names:
    importlib.import_module(name)
print(json.dumps({"imported": names, "modules": sorted(sys.modules)}))
""".strip()


def _forbidden(module: str) -> bool:
    top = module.split(".")[0]
    return top in FORBIDDEN


def test_importing_every_core_module_loads_no_jupyter() -> None:
    proc = subprocess.run([sys.executable, "-c", PROBE_MODULES], cwd=REPO, capture_output=True,
                          text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert "whist_core.family.engine" in out["imported"]
    assert "whist_core.records" in out["imported"]
    loaded = [m for m in out["modules"] if _forbidden(m)]
    assert not loaded, f"whist_core pulled in {loaded}"


def test_the_command_line_loads_no_jupyter() -> None:
    code = ("import runpy, sys, json\n"
            "sys.argv = ['whist_core', 'deal', '--seed', '1']\n"
            "try:\n    runpy.run_module('whist_core', run_name='__main__')\n"
            "except SystemExit:\n    pass\n"
            "print(json.dumps(sorted(sys.modules)), file=sys.stderr)\n")
    proc = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                          timeout=300, check=False)
    modules = json.loads(proc.stderr.strip().splitlines()[-1])
    assert "whist_core.cli" in modules
    assert not [m for m in modules if _forbidden(m)]


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.append(node.module)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr == "import_module" and node.args
              and isinstance(node.args[0], ast.Constant)):
            names.append(str(node.args[0].value))
    return names


def test_no_core_source_file_imports_jupyter() -> None:
    files = sorted(CORE.rglob("*.py"))
    assert len(files) > 10
    bad = {str(p.relative_to(REPO)): [n for n in _imports(p) if _forbidden(n)] for p in files}
    bad = {k: v for k, v in bad.items() if v}
    assert not bad, f"Jupyter imports in the core: {bad}"


def test_the_scanner_would_notice() -> None:
    assert _forbidden("ipywidgets.widgets") and _forbidden("IPython.display")
    assert _forbidden("widgets.explorer")  # the repository's own widget package
    assert not _forbidden("whist_core.cards") and not _forbidden("json")
