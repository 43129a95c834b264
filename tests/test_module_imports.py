"""No two modules of the product import each other (issue 8, DESIGN.md "Next shape").

The one exception: a ``_repr_svg_`` method may import :mod:`whist_core.pictures` inside
its body, so that a state or view draws itself in a notebook. Imports under
``if TYPE_CHECKING:`` are not imports at run time and are left out.
"""

from __future__ import annotations

import ast
import itertools
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("whist_core", "widgets", "classroom")


def _modules() -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


MODULES = _modules()


def _targets(module: str, node: ast.Import | ast.ImportFrom) -> set[str]:
    """The product modules an import statement loads (``from p import m`` loads p.m)."""
    names: list[str] = []
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            package = module.split(".")
            if MODULES[module].name != "__init__.py":
                package = package[:-1]
            package = package[: len(package) - (node.level - 1)]
            base = ".".join([*package, base] if base else package)
        names = [base] + [f"{base}.{alias.name}" for alias in node.names]
    return {name for name in names if name in MODULES}


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(module: str) -> dict[str, str]:
    """Each product module ``module`` imports at run time → where (a function's name, or
    "top")."""
    found: dict[str, str] = {}

    def visit(node: ast.AST, where: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child):
                for rest in child.orelse:
                    visit(rest, where)
                continue
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                for target in _targets(module, child):
                    found.setdefault(target, where)
            is_def = isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef))
            inner = child.name if is_def else where
            visit(child, inner)

    visit(ast.parse(MODULES[module].read_text(encoding="utf-8")), "top")
    return found


def _package_of(a: str, b: str) -> bool:
    """``a`` is a package containing ``b`` (its ``__init__`` re-exporting ``b`` is fine)."""
    return b.startswith(a + ".")


def test_no_two_modules_import_each_other() -> None:
    graph = {module: _imports(module) for module in MODULES}
    mutual = []
    for a, b in itertools.combinations(sorted(MODULES), 2):
        if b in graph[a] and a in graph[b] and not _package_of(a, b) and not _package_of(b, a):
            where = {graph[a][b], graph[b][a]}
            if where == {"_repr_svg_", "top"} or where == {"_repr_svg_"}:
                continue
            mutual.append(f"{a} ({graph[a][b]}) <-> {b} ({graph[b][a]})")
    assert not mutual, "modules importing each other:\n" + "\n".join(mutual)


def test_the_checker_sees_a_function_level_import() -> None:
    """The checker itself: a function-level import is found, a TYPE_CHECKING one is not."""
    found = _imports("whist_core.cards")
    assert found.get("whist_core.pictures") == "_repr_svg_"
    assert "whist_core.errors" in found
