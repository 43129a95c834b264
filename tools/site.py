"""Build the whole course as a static, offline site: ``python -m tools.site`` (``make site``).

The pages run in the learner's browser: Voici (Voilà's static twin on JupyterLite) renders
every notebook with the lessons' template, and a Python of Pyodide's runs their code. The
build takes everything from the package registries, at the versions in
``tools/site_pins.json`` (checked by ``tests/test_site_pins.py``):

1. ``build/site-venv``: a virtualenv with the pinned Voici, JupyterLite and Pyodide kernel
   (kept apart from ``.venv``: their JupyterLab extensions must not reach Voilà's pages);
2. the npm package ``pyodide`` (interpreter and standard library, no packages) and the
   pure-Python wheels the browser loads, each checked against its pinned sha256;
   (Babel's wheel with the locale data of the course's languages only: :func:`trim_babel`);
3. the project's own wheel (``whist_core``, ``widgets``, the stored charts and the code's
   catalogs ``locale/<lang>/LC_MESSAGES``);
4. ``voici build`` of ``notebooks/`` (every edition, without ``_*.ipynb``) into ``site/``,
   then: Pyodide
   and a ``pyodide-lock.json`` of our own listing only those wheels under
   ``static/pyodide/``, the kernel told to load them all at start with PyPI switched off,
   JupyterLite's unused application folders removed, and ``index.html`` opening the home.

Serve the folder with any static server: ``python -m http.server -d site``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
import urllib.request
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PINS = ROOT / "tools" / "site_pins.json"
BUILD = ROOT / "build"
VENV = BUILD / "site-venv"
CACHE = BUILD / "site-cache"
NPM = "https://registry.npmjs.org/"
#: The folders of JupyterLite's own applications that no Voici page requests.
UNUSED = ("build", "doc", "lab", "notebooks", "tree", "edit", "consoles", "repl")
KERNEL_SETTINGS = "@jupyterlite/pyodide-kernel-extension:kernel"
PYODIDE_FILES = ("pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm",
                 "python_stdlib.zip")


class SiteError(Exception):
    """A build step that failed, said in one line."""


def load_pins(path: Path = PINS) -> dict:
    """The pins file as a dict (``build``, ``pyodide``, ``wheels``)."""
    return json.loads(path.read_text(encoding="utf-8"))


def sha256(path: Path) -> str:
    """Hex SHA-256 of a file."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _run(cmd: list[str], what: str, **kwargs) -> None:
    done = subprocess.run(cmd, capture_output=True, text=True, **kwargs)
    if done.returncode:
        tail = (done.stderr or done.stdout).strip().splitlines()[-5:]
        raise SiteError(f"{what} failed: " + " | ".join(tail))


def _log(message: str) -> None:
    print(f"site: {message}", flush=True)


def build_venv(pins: dict) -> Path:
    """``build/site-venv`` with exactly the pinned build tools; rebuilt when the pins change."""
    stamp = VENV / ".pins"
    wanted = "\n".join(pins["build"])
    python = VENV / "bin" / "python"
    if python.exists() and stamp.exists() and stamp.read_text() == wanted:
        return python
    _log("build virtualenv (pinned Voici, JupyterLite, Pyodide kernel)")
    shutil.rmtree(VENV, ignore_errors=True)
    _run([sys.executable, "-m", "venv", str(VENV)], "python -m venv")
    requirements = BUILD / "site-requirements.txt"
    requirements.write_text(wanted + "\n")
    _run([str(python), "-m", "pip", "install", "-q", "--no-deps", "-r", str(requirements)],
         "pip install of the build tools")
    stamp.write_text(wanted)
    return python


def _checked(path: Path, expected: str) -> Path:
    got = sha256(path)
    if got != expected:
        path.unlink()
        raise SiteError(f"{path.name}: sha256 {got} is not the pinned {expected}")
    return path


def fetch_pyodide(pins: dict) -> Path:
    """The npm package ``pyodide`` at its pinned version, unpacked; its tarball checked."""
    pin = pins["pyodide"]
    tarball = CACHE / Path(pin["tarball"]).name
    if not tarball.exists():
        _log(f"npm pyodide {pin['version']}")
        CACHE.mkdir(parents=True, exist_ok=True)
        part = tarball.with_suffix(".part")
        with urllib.request.urlopen(NPM + pin["tarball"], timeout=120) as answer:
            part.write_bytes(answer.read())
        part.rename(tarball)
    _checked(tarball, pin["sha256"])
    unpacked = CACHE / f"pyodide-{pin['version']}"
    if not (unpacked / "package" / "pyodide.js").exists():
        shutil.rmtree(unpacked, ignore_errors=True)
        (unpacked / "package").mkdir(parents=True)
        with tarfile.open(tarball) as archive:
            for name in (*PYODIDE_FILES, "pyodide-lock.json"):
                member = archive.extractfile(f"package/{name}")
                if member is None:
                    raise SiteError(f"npm pyodide: package/{name} is not in {tarball.name}")
                (unpacked / "package" / name).write_bytes(member.read())
    return unpacked / "package"


def fetch_wheels(pins: dict) -> list[Path]:
    """The pinned pure-Python wheels for the browser, downloaded once, each checked."""
    folder = CACHE / "wheels"
    missing = [f"{name}=={pin['version']}" for name, pin in pins["wheels"].items()
               if not (folder / pin["file"]).exists()]
    if missing:
        _log(f"{len(missing)} wheels for the browser")
        _run([sys.executable, "-m", "pip", "download", "-q", "--no-deps",
              "--only-binary=:all:", "--python-version", "3.13", "--implementation", "py",
              "--abi", "none", "--platform", "any", "-d", str(folder), *missing],
             "pip download of the browser's wheels")
    wheels = [_checked(folder / pin["file"], pin["sha256"]) for pin in pins["wheels"].values()]
    return [trim_babel(w, BUILD / "site-trimmed") if w.name.startswith("babel-") else w
            for w in wheels]


def kept_babel_locales() -> set[str]:
    """The ``babel/locale-data/*.dat`` names :func:`trim_babel` keeps: CLDR's root and the
    course's languages (:data:`widgets.i18n.LANGS`). Reading a catalog and choosing a
    plural form need no more; the other ~1,100 locales are 32 MB every page would unpack."""
    from widgets.i18n import LANGS

    return {"root", *LANGS}


def trim_babel(wheel: Path, folder: Path) -> Path:
    """A copy of Babel's (checked) wheel, same name, without the locale data of the
    languages the course does not have; its RECORD lists what is left."""
    keep = {f"babel/locale-data/{name}.dat" for name in kept_babel_locales()}
    folder.mkdir(parents=True, exist_ok=True)
    out = folder / wheel.name
    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(
            out, "w", zipfile.ZIP_DEFLATED) as target:
        names = [n for n in source.namelist()
                 if not (n.startswith("babel/locale-data/") and n.endswith(".dat"))
                 or n in keep]
        missing = keep - set(names)
        if missing:
            raise SiteError(f"{wheel.name} has no locale data {sorted(missing)}")
        for name in names:
            data = source.read(name)
            if name.endswith(".dist-info/RECORD"):
                data = "".join(line + "\n" for line in data.decode().splitlines()
                               if line.split(",")[0] in names).encode()
            target.writestr(source.getinfo(name), data)
    return out


def project_wheel() -> Path:
    """This project's wheel (whist_core, widgets, the stored charts), built afresh."""
    out = BUILD / "site-wheel"
    shutil.rmtree(out, ignore_errors=True)
    _run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps",
          "-w", str(out), str(ROOT)], "pip wheel of the project")
    wheels = sorted(out.glob("whist_lessons-*.whl"))
    if not wheels:
        raise SiteError("pip wheel of the project wrote no whist_lessons wheel")
    return wheels[0]


def wheel_entry(wheel: Path, depends: list[str]) -> dict:
    """A ``pyodide-lock.json`` entry for a pure-Python wheel."""
    name, version = wheel.name.split("-")[:2]
    with zipfile.ZipFile(wheel) as archive:
        tops = {part.split("/")[0] for part in archive.namelist()}
    # (a data folder named like a standard module, as the project's locale/, is no import)
    imports = sorted({t.removesuffix(".py") for t in tops
                      if t.removesuffix(".py").isidentifier()
                      and t.removesuffix(".py") not in sys.stdlib_module_names})
    return {"name": name.replace("_", "-").lower(), "version": version,
            "file_name": wheel.name, "install_dir": "site", "sha256": sha256(wheel),
            "package_type": "package", "imports": imports, "depends": depends,
            "unvendored_tests": False, "shared_library": False}


#: Dependencies between the browser's wheels (as Pyodide's own lock has them; ipywidgets's
#: front-end packages are left out: the site serves the front end itself).
DEPENDS = {
    "asttokens": ["six"], "ipython": ["asttokens", "decorator", "executing",
                                      "matplotlib-inline", "prompt-toolkit", "pure-eval",
                                      "pygments", "six", "stack-data", "traitlets",
                                      "wcwidth", "ipython-pygments-lexers"],
    "ipython-pygments-lexers": ["pygments"],
    "matplotlib-inline": ["traitlets"], "prompt-toolkit": ["wcwidth"],
    "stack-data": ["executing", "asttokens", "pure-eval"],
    "comm": ["traitlets"], "ipywidgets": ["comm", "ipython", "traitlets"],
    "micropip": ["packaging"], "piplite": ["micropip"],
    "ipykernel": ["comm", "ipython"], "pyodide-kernel": ["ipykernel", "ipython", "comm"],
    "whist-lessons": ["ipywidgets", "babel"],
}


def _voici(python: Path, contents: Path, out: Path, packages: list[str]) -> None:
    lite = BUILD / "site-lite"
    shutil.rmtree(lite, ignore_errors=True)
    lite.mkdir(parents=True)
    (lite / "jupyter-lite.json").write_text(json.dumps(_lite_config(packages), indent=2))
    env = dict(os.environ, JUPYTER_PATH=str(ROOT / "share" / "jupyter"),
               JUPYTER_CONFIG_DIR=str(BUILD / "site-jupyter-config"))
    env.pop("JUPYTER_DATA_DIR", None)
    _run([str(python), "-m", "voici_core.app", "build", "--contents", str(contents),
          "--output-dir", str(out), "--template", "whist", "--strip_sources=True",
          "--no-sourcemaps", "--no-libarchive", "--apps", "voici", "--lite-dir", str(lite)],
         "voici build", cwd=lite, env=env)


def _contents() -> Path:
    """A copy of notebooks/ as learners get it: no ``_*.ipynb``, no build scripts."""
    contents = BUILD / "site-contents"
    shutil.rmtree(contents, ignore_errors=True)
    shutil.copytree(ROOT / "notebooks", contents, ignore=_NOT_FOR_LEARNERS)
    return contents


#: What :func:`_contents` does not copy: the build's own files.
_NOT_FOR_LEARNERS = shutil.ignore_patterns("_*.ipynb", "*.py", "__pycache__",
                                           ".ipynb_checkpoints")


def _stand_in(folder: Path, name: str) -> Path:
    """An empty wheel (metadata only) standing for ``name`` in our lock.

    The Pyodide kernel installs ``sqlite3`` and ``jedi`` unless they are among the packages
    loaded at start; no page needs either (see :data:`ABSENT`), so the lock names this
    stand-in instead.
    """
    dist = f"{name}_absent-1.0"
    wheel = folder / f"{name}_absent-1.0-py3-none-any.whl"
    files = {f"{dist}.dist-info/METADATA": f"Metadata-Version: 2.1\nName: {name}-absent\n"
                                           "Version: 1.0\n",
             f"{dist}.dist-info/WHEEL": "Wheel-Version: 1.0\nGenerator: tools.site\n"
                                        "Root-Is-Purelib: true\nTag: py3-none-any\n"}
    files[f"{dist}.dist-info/RECORD"] = "".join(f"{f},,\n" for f in files) + \
        f"{dist}.dist-info/RECORD,,\n"
    with zipfile.ZipFile(wheel, "w") as archive:
        for path, text in files.items():
            archive.writestr(zipfile.ZipInfo(path, (2020, 1, 1, 0, 0, 0)), text)
    return wheel


def _install_pyodide(target: Path, core: Path, wheels: list[Path], venv: Path) -> list[str]:
    """Pyodide's core, the wheels and our own lock in ``target``; the packages' names."""
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(core / name, target / name)
    kernel = next((venv / "share" / "jupyter" / "labextensions").glob(
        "@jupyterlite/pyodide-kernel-extension/static/pypi"))
    own = [w for w in kernel.glob("*.whl") if not w.name.startswith("widgetsnbextension")]
    packages = {}
    for wheel in [*wheels, *own]:
        shutil.copy2(wheel, target / wheel.name)
        key = wheel.name.split("-")[0].replace("_", "-").lower()
        packages[key] = wheel_entry(target / wheel.name, DEPENDS.get(key, []))
    for name in ABSENT:
        absent = _stand_in(target, name)
        packages[name] = {**wheel_entry(absent, []), "name": name, "imports": []}
    for name, entry in packages.items():
        unknown = [d for d in entry["depends"] if d not in packages]
        if unknown:
            raise SiteError(f"pyodide-lock: {name} depends on {unknown}, which no wheel gives")
    info = json.loads((core / "pyodide-lock.json").read_text())["info"]
    (target / "pyodide-lock.json").write_text(
        json.dumps({"info": info, "packages": packages}, indent=1, sort_keys=True))
    # The kernel looks its own packages up by these spellings before it installs them.
    return sorted(KERNEL_SPELLING.get(name, name) for name in packages)


#: Packages the Pyodide kernel installs at start that no page uses, named in our lock by
#: empty stand-ins (:func:`_stand_in`) so the kernel finds them "loaded": ``sqlite3``
#: (compiled, on no registry here; IPython runs without its history) and ``jedi`` (the
#: completer's, 1,880 files to unpack and import at every page's start; no page
#: completes code, and IPython falls back to its own completer without it).
ABSENT = ("sqlite3", "jedi")


#: How the Pyodide kernel spells the packages it checks for (Pyodide reads either).
KERNEL_SPELLING = {"pyodide-kernel": "pyodide_kernel"}


def _lite_config(packages: list[str]) -> dict:
    """JupyterLite's settings: the kernel uses our Pyodide, loads every package at start
    and never asks PyPI."""
    return {"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "litePluginSettings": {KERNEL_SETTINGS: {
            "pyodideUrl": "./static/pyodide/pyodide.js",
            "disablePyPIFallback": True,
            "loadPyodideOptions": {"packages": packages},
        }}}}


def _prune(out: Path) -> None:
    """Template statics in, JupyterLite's unused parts out, ``index.html`` to the home."""
    static = ROOT / "share" / "jupyter" / "voila" / "templates" / "whist" / "static"
    shutil.copytree(static, out / "voila" / "templates" / "whist" / "static")
    for name in UNUSED:
        target = out / name
        if target.is_dir():
            shutil.rmtree(target)
    for junk in out.rglob("*.map"):
        junk.unlink()
    (out / "index.html").write_text(
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta http-equiv="refresh" content="0; url=voici/render/Index.html">'
        "<title>Whist lessons</title></head>\n"
        '<body><p><a href="voici/render/Index.html">Whist lessons: the course home</a></p>'
        "</body></html>\n", encoding="utf-8")


def build(out: Path) -> Path:
    """Build the site into ``out`` (replaced) and return it."""
    started = time.monotonic()
    pins = load_pins()
    python = build_venv(pins)
    core = fetch_pyodide(pins)
    wheels = [*fetch_wheels(pins), project_wheel()]
    contents = _contents()
    staging = out.with_name(out.name + ".new")
    shutil.rmtree(staging, ignore_errors=True)
    pyodide = BUILD / "site-pyodide"
    packages = _install_pyodide(pyodide, core, wheels, VENV)
    _log("voici build of every page")
    _voici(python, contents, staging, packages)
    shutil.copytree(pyodide, staging / "static" / "pyodide")
    _prune(staging)
    shutil.rmtree(out, ignore_errors=True)
    staging.rename(out)
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    files = sum(1 for p in out.rglob("*") if p.is_file())
    pages = len(list((out / "voici" / "render").rglob("*.html")))
    _log(f"{out}: {pages} pages, {files} files, {size / 1e6:.1f} MB "
         f"in {time.monotonic() - started:.0f} s")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.site", description=__doc__.split(
        "\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "site",
                        help="output folder (default: site/)")
    args = parser.parse_args(argv)
    try:
        build(args.out.resolve())
    except (SiteError, OSError) as error:
        print(f"make site: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
