"""The static site's pins (tools/site_pins.json) and the lock the build writes from them."""

from __future__ import annotations

import fnmatch
import json
import re
import zipfile
from pathlib import Path

import pytest

from tools import site
from widgets import course, i18n

PINS = site.load_pins()
EXACT = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*==[0-9][A-Za-z0-9.+-]*$")
HEX64 = re.compile(r"^[0-9a-f]{64}$")


def _name(requirement: str) -> str:
    return re.sub(r"[-_.]+", "-", requirement.split("==")[0]).lower()


def test_every_build_tool_is_pinned_exactly_once() -> None:
    loose = [r for r in PINS["build"] if not EXACT.match(r)]
    assert not loose, f"tools/site_pins.json: build pins must be name==version: {loose}"
    names = [_name(r) for r in PINS["build"]]
    assert len(names) == len(set(names)), "tools/site_pins.json: a build tool pinned twice"


def test_the_known_working_set() -> None:
    """Voici 0.10.0 runs only with JupyterLite 0.7 and the Pyodide kernel 0.7.0 (0.7.1+
    needs newer services than Voici bundles: every page stays on "Running…")."""
    build = {_name(r): r.split("==")[1] for r in PINS["build"]}
    assert build["voici-core"] == "0.10.0"
    assert build["jupyterlite-core"].startswith("0.7.")
    assert build["jupyterlite-pyodide-kernel"] == "0.7.0"
    # The browser's ipywidgets and comm match the front end the build bundles.
    assert PINS["wheels"]["ipywidgets"]["version"] == build["ipywidgets"]
    assert PINS["wheels"]["comm"]["version"] == build["comm"]


def test_pyodide_and_every_wheel_have_a_version_and_a_sha256() -> None:
    pyodide = PINS["pyodide"]
    assert re.fullmatch(r"\d+\.\d+\.\d+", pyodide["version"])
    assert pyodide["tarball"] == f"pyodide/-/pyodide-{pyodide['version']}.tgz"
    assert HEX64.match(pyodide["sha256"])
    for name, pin in PINS["wheels"].items():
        assert HEX64.match(pin["sha256"]), name
        dist, version = pin["file"].split("-")[:2]
        assert re.sub(r"[-_.]+", "-", dist).lower() == name, pin["file"]
        assert version == pin["version"] and pin["file"].endswith("-none-any.whl"), name


def test_every_dependency_in_the_lock_has_a_wheel() -> None:
    """DEPENDS names only pinned wheels, the kernel's own or the project's."""
    known = set(PINS["wheels"]) | {"piplite", "ipykernel", "pyodide-kernel", "whist-lessons"}
    for name, depends in site.DEPENDS.items():
        assert name in known, name
        assert set(depends) <= known, (name, set(depends) - known)


def test_wheels_are_at_the_versions_of_pyodides_own_lock() -> None:
    """Where Pyodide's lock has a package, the pin is its version (checked when the build
    has unpacked the npm package; ipywidgets and comm are not in Pyodide's lock)."""
    lock = site.CACHE / f"pyodide-{PINS['pyodide']['version']}" / "package" / \
        "pyodide-lock.json"
    if not lock.exists():
        pytest.skip("run make site first: the npm pyodide package is not unpacked")
    theirs = json.loads(lock.read_text())["packages"]
    differ = {name: (pin["version"], theirs[name]["version"])
              for name, pin in PINS["wheels"].items()
              if name in theirs and theirs[name]["version"] != pin["version"]}
    assert not differ, f"pins differ from Pyodide's lock (pin, lock): {differ}"


def test_a_sha256_mismatch_is_refused(tmp_path: Path) -> None:
    wheel = tmp_path / "x-1-py3-none-any.whl"
    wheel.write_bytes(b"not the pinned file")
    with pytest.raises(site.SiteError, match=r"x-1-py3-none-any.whl: sha256 .* pinned"):
        site._checked(wheel, "0" * 64)
    assert not wheel.exists()


def test_lock_entries_name_imports_and_checksums(tmp_path: Path) -> None:
    wheel = tmp_path / "demo_pkg-1.2-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("demo_pkg/__init__.py", "")
        archive.writestr("single.py", "")
        archive.writestr("demo_pkg-1.2.dist-info/METADATA", "Name: demo-pkg\n")
        archive.writestr("locale/ru/LC_MESSAGES/whist.po", "")     # data, not an import
    entry = site.wheel_entry(wheel, ["six"])
    assert entry["name"] == "demo-pkg" and entry["version"] == "1.2"
    assert entry["imports"] == ["demo_pkg", "single"]
    assert entry["sha256"] == site.sha256(wheel) and entry["depends"] == ["six"]
    stand_in = site._stand_in(tmp_path, "sqlite3")
    with zipfile.ZipFile(stand_in) as archive:
        assert all(".dist-info/" in n for n in archive.namelist())   # no module at all


def test_lesson_links_name_pages_in_the_static_site(monkeypatch: pytest.MonkeyPatch) -> None:
    """Under Voilà links name notebooks; in the browser's Python they name .html pages."""
    assert course.href("bid_whist/02_Card_Ranks.ipynb", "Index.ipynb") == "../Index.ipynb"
    monkeypatch.setattr(course, "PAGE_SUFFIX", ".html")
    assert course.href("bid_whist/02_Card_Ranks.ipynb", "Index.ipynb") == "../Index.html"
    assert course.page_link("records/boston.json") == "records/boston.json"
    assert 'href="bid_whist/01_Table_and_Goal.html"' in course.home_html()


def test_babel_is_pinned_for_the_browser() -> None:
    """The translated pages read their catalogs with Babel (widgets.i18n): its wheel is
    pinned (Pyodide's lock has no Babel: PyPI's), and the project's wheel needs it."""
    assert PINS["wheels"]["babel"]["version"] == "2.19.0"
    assert "babel" in site.DEPENDS["whist-lessons"]


def _fake_babel(path: Path, locales: list[str]) -> Path:
    files = {"babel/__init__.py": "", "babel/global.dat": "g",
             "babel/locale-data/LICENSE.unicode": "licence",
             **{f"babel/locale-data/{name}.dat": name for name in locales}}
    record = "".join(f"{name},sha256=x,1\n" for name in files)
    files["babel-2.19.0.dist-info/RECORD"] = record + "babel-2.19.0.dist-info/RECORD,,\n"
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return path


def test_babel_keeps_only_the_courses_locale_data(tmp_path: Path) -> None:
    """The browser's Babel has the locale data of root and the course's languages only;
    its RECORD lists exactly the files left; everything else of the wheel stays."""
    wheel = _fake_babel(tmp_path / "babel-2.19.0-py3-none-any.whl",
                        ["root", "en", "ru", "de", "ru_UA", "zh_Hant"])
    out = site.trim_babel(wheel, tmp_path / "trimmed")
    assert out.name == wheel.name and out.parent == tmp_path / "trimmed"
    with zipfile.ZipFile(out) as archive:
        names = set(archive.namelist())
        record = {line.split(",")[0] for line in
                  archive.read("babel-2.19.0.dist-info/RECORD").decode().splitlines()}
    data = {n.removeprefix("babel/locale-data/") for n in names if n.endswith(".dat")
            and "locale-data" in n}
    assert data == {f"{lang}.dat" for lang in ("root", *i18n.LANGS)}
    assert {"babel/__init__.py", "babel/global.dat", "babel/locale-data/LICENSE.unicode"} \
        <= names
    assert record == names


def test_babel_without_a_language_of_the_course_is_refused(tmp_path: Path) -> None:
    wheel = _fake_babel(tmp_path / "babel-2.19.0-py3-none-any.whl", ["root", "en"])
    with pytest.raises(site.SiteError, match=r"has no locale data \['babel/locale-data/ru.dat'\]"):
        site.trim_babel(wheel, tmp_path / "trimmed")


def test_the_project_wheel_carries_the_codes_catalogs() -> None:
    """pyproject.toml puts every catalog widgets.i18n reads (locale/<lang>/LC_MESSAGES) in
    the wheel, where i18n looks for it (beside the packages), and the pages' catalogs
    (only for building notebooks/<lang>/) out of it."""
    tomllib = pytest.importorskip("tomllib")   # Python 3.11+
    config = tomllib.loads((site.ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert "locale" in config["packages"]["find"]["include"]
    patterns = config["package-data"]["locale"]
    for lang in i18n.LANGS:
        if lang == i18n.SOURCE_LANG:
            continue
        po = i18n.po_path(lang)
        assert po.is_file() and po.parent.parent.parent == site.ROOT / "locale", po
        inside = po.relative_to(site.ROOT / "locale").as_posix()
        assert any(fnmatch.fnmatch(inside, pat) for pat in patterns), inside
    for page_po in (site.ROOT / "locale").glob("*/pages/**/*.po"):
        inside = page_po.relative_to(site.ROOT / "locale").as_posix()
        assert not any(fnmatch.fnmatch(inside, pat) for pat in patterns), inside
