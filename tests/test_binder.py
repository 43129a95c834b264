"""binder/ installs what pyproject.toml declares, plus the repository itself."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

tomllib = pytest.importorskip("tomllib")

REPO = Path(__file__).resolve().parents[1]
BINDER = REPO / "binder"


def _key(requirement: Requirement) -> tuple[str, str, tuple[str, ...], str]:
    return (
        canonicalize_name(requirement.name),
        str(requirement.specifier),
        tuple(sorted(requirement.extras)),
        str(requirement.marker or ""),
    )


def _binder_requirements() -> list[Requirement]:
    found = []
    for line in (BINDER / "requirements.txt").read_text().splitlines():
        line = line.split(" #")[0].strip()
        if not line or line.startswith(("#", "-", ".")):
            continue  # comments, pip options and local paths are not dependencies
        found.append(Requirement(line))
    return found


def test_binder_requirements_match_pyproject() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    declared = sorted(_key(Requirement(dep)) for dep in project["dependencies"])
    assert sorted(_key(req) for req in _binder_requirements()) == declared


def test_binder_installs_the_repository() -> None:
    requirements = (BINDER / "requirements.txt").read_text()
    post_build = BINDER / "postBuild"
    local_in_requirements = re.search(r"^\s*(-e\s+)?\.\s*$", requirements, re.MULTILINE)
    installs_in_post_build = post_build.exists() and re.search(
        r"pip install\b.*\s(-e\s+)?\.\s*$", post_build.read_text(), re.MULTILINE
    )
    assert local_in_requirements or installs_in_post_build
    if post_build.exists():
        assert post_build.stat().st_mode & 0o111, "binder/postBuild must be executable"


def test_binder_landing_page_exists() -> None:
    readme = (REPO / "README.md").read_text()
    paths = re.findall(r"urlpath=voila/render/(\S+?\.ipynb)", readme)
    assert paths, "README gives no Binder address"
    for path in paths:
        assert (REPO / path).is_file(), path
