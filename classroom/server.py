"""Voilà with the same doors on every route: ``python -m classroom.server`` (what
``python -m classroom`` and the tests start; Voilà's own options and ``voila.json`` apply).

Voilà leaves some routes outside Jupyter's checks; here every route gets them:

- static files (the template's, Voilà's, the lab extensions', the notebook folder's
  files): the Host check (``allow_remote_access``/``local_hostnames``), like the pages;
- ``/voila/query/<kernel id>`` (the request a preheated kernel is handed, the token in
  its query string): the Host check, the class password and the websocket's Origin check;
- a lesson page (``/voila/render/...``) starts a kernel only for a page of this server:
  a request another site makes the browser send (an ``<img>``, a script, a form) is
  refused before any kernel starts (browsers say which site asked, in
  ``Sec-Fetch-Site``, or else in ``Origin``/``Referer``); a link followed from another
  site gets a page with an "Open the lesson" button instead. Each client address may
  hold at most ``ClassroomKernelManager.max_kernels_per_client`` lessons ("too many
  lessons open on this computer" beyond; this machine's own addresses only with
  ``cap_loopback``); ``?template=`` is dropped.
"""

from __future__ import annotations

import html
import ipaddress
import re
from typing import Any
from urllib.parse import urlsplit

from jupyter_server.auth.decorator import ws_authenticated
from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.base.websocket import WebSocketMixin
from tornado.web import HTTPError, RequestHandler
from voila import handler as voila_handler
from voila import voila_kernel_manager
from voila.app import Voila
from voila.notebook_renderer import NotebookRenderer
from voila.request_info_handler import RequestInfoSocketHandler
from voila.tornado.handler import TornadoVoilaHandler

from classroom.kernels import CLIENT, ClientSeat, share_templates

#: What a browser says about who asked for a page (Fetch Metadata).
SAME_SITE = ("same-origin", "none")


def host_allowed(handler: RequestHandler) -> bool:
    """Jupyter's Host check (``JupyterHandler.check_host``) for any handler."""
    settings = handler.settings
    if settings.get("allow_remote_access", False):
        return True
    found = re.match(r"^(.*?)(:\d+)?$", handler.request.host or "")
    host = found.group(1) if found else ""
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host in settings.get("local_hostnames", ["localhost"])


def _loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return False


class HostChecked:
    """A mix-in for handlers outside Jupyter's: 403 for a Host the server does not serve."""

    def prepare(self) -> Any:
        if not host_allowed(self):  # type: ignore[arg-type]
            raise HTTPError(403, "host not served")
        return super().prepare()  # type: ignore[misc]


class GuardedQueryHandler(WebSocketMixin, RequestInfoSocketHandler, JupyterHandler):
    """Voilà's ``/voila/query/<kernel id>`` websocket behind the Host check, the class
    password and the Origin check (it hands a preheated kernel its page's query string)."""

    def set_default_headers(self) -> None:
        """No page headers on a websocket (as Jupyter's kernel websocket)."""

    @ws_authenticated
    async def get(self, *args: Any, **kwargs: Any) -> None:
        await super().get(*args, **kwargs)


def cross_site(handler: RequestHandler) -> bool:
    """True if another site made the browser send this request."""
    headers = handler.request.headers
    site = headers.get("Sec-Fetch-Site")
    if site is not None:
        return site.strip().lower() not in SAME_SITE
    host = (handler.request.host or "").lower()
    for name in ("Origin", "Referer"):
        value = headers.get(name)
        if value and value != "null":
            return urlsplit(value).netloc.lower() != host
        if value == "null":
            return True
    return False


def followed_link(handler: RequestHandler) -> bool:
    """True for a top-level page load (a link followed, an address typed)."""
    headers = handler.request.headers
    mode = headers.get("Sec-Fetch-Mode")
    dest = headers.get("Sec-Fetch-Dest")
    if mode is None and dest is None:    # an older browser: a GET with an Accept for pages
        return "text/html" in headers.get("Accept", "")
    return mode == "navigate" and dest in (None, "document")


OPEN_PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Open the lesson</title>
<style>body {{ font-family: system-ui, sans-serif; margin: 0; display: flex;
  min-height: 100vh; align-items: center; justify-content: center; background: #f4f6fa;
  color: #1b2a41; }} main {{ max-width: 34em; padding: 2em; text-align: center; }}
  p {{ font-size: 1.2em; line-height: 1.5; }} a.whist-open {{ display: inline-block;
  font-size: 1.2em; padding: .6em 1.4em; border-radius: 8px; background: #1d3f73;
  color: #fff; text-decoration: none; }} a.whist-open:focus-visible {{
  outline: 3px solid #ffb000; outline-offset: 2px; }}</style></head>
<body class="whist-open-page"><main><h1>Open the lesson</h1>
<p>You followed a link to <strong>{name}</strong> from another site. Press the button
to open the lesson.</p>
<p><a class="whist-open" href="{url}">Open the lesson</a></p></main></body></html>
"""


#: What the lessons' template writes once a page's text is out, before its kernel is
#: waited for (share/jupyter/voila/templates/whist/index.html.j2).
TEXT_SENT = "<!-- whist:text-sent -->"


class GuardedVoilaHandler(TornadoVoilaHandler):
    """A lesson page: started only for this server's own pages, a cap per address. With
    progressive rendering its kernel starts below the server's CPU priority and gets it
    back once the page's text is out (:attr:`ClientSeat.quiet_start`)."""

    _seat: ClientSeat | None = None

    def write(self, chunk: str | bytes | dict) -> None:
        super().write(chunk)
        seat = self._seat
        if (seat is not None and seat.quiet_pid is not None and isinstance(chunk, str)
                and TEXT_SENT in chunk and hasattr(self.kernel_manager, "sent")):
            self.kernel_manager.sent(seat)

    async def get(self, path: str | None = None) -> None:  # type: ignore[override]
        if cross_site(self):
            if not followed_link(self):
                self.log.warning("Refused a lesson page asked for by another site (%s)",
                                 self.request.headers.get("Sec-Fetch-Site")
                                 or self.request.headers.get("Origin")
                                 or self.request.headers.get("Referer"))
                raise HTTPError(403, "a page of another site asked for a lesson")
            self.set_header("Cache-Control", "no-store")
            self.finish(OPEN_PAGE.format(name=html.escape(path or "the lesson"),
                                         url=html.escape(self.request.uri or "", quote=True)))
            return
        for name in ("template",):                  # the lessons' own template only
            self.request.arguments.pop(name, None)
            self.request.query_arguments.pop(name, None)
        manager = self.kernel_manager
        client = self.request.remote_ip or ""
        limit = getattr(manager, "max_kernels_per_client", 0)
        if _loopback(client) and not getattr(manager, "cap_loopback", False):
            limit = 0
        # the lesson's text goes before the kernel: let the kernel start below the server
        seat = self._seat = ClientSeat(
            client, quiet_start=self.voila_configuration.progressive_rendering)
        if limit and hasattr(manager, "kernels_of") and manager.kernels_of(client) >= limit:
            self.log.warning("Too many lessons open from %s (%d)", client, limit)
            raise HTTPError(429, "too many lessons open from %s", client,
                            reason="Too many lessons open")
        token = CLIENT.set(seat)
        if hasattr(manager, "reserve"):
            manager.reserve(seat)
        try:
            await super().get(path)
        finally:
            CLIENT.reset(token)
            if hasattr(manager, "release"):
                manager.release(seat)
            if hasattr(manager, "sent"):
                manager.sent(seat)


def guarded(rule: tuple) -> tuple:
    """The same route with the doors above."""
    pattern, handler, *rest = rule
    if handler is TornadoVoilaHandler:
        return (pattern, GuardedVoilaHandler, *rest)
    if handler is RequestInfoSocketHandler:
        return (pattern, GuardedQueryHandler, *rest)
    if isinstance(handler, type) and issubclass(handler, RequestHandler) and not issubclass(
            handler, JupyterHandler):
        checked = type(f"HostChecked{handler.__name__}", (HostChecked, handler), {})
        return (pattern, checked, *rest)
    return rule


class SharedTemplatesRenderer(NotebookRenderer):
    """Voilà's page renderer, compiling its templates once for the whole server
    (:class:`classroom.kernels.SharedBytecode`): a page's first byte, and with it the
    lesson's text, no longer waits for the lab templates to be compiled again."""

    async def initialize(self, **kwargs: Any) -> None:
        await super().initialize(**kwargs)
        share_templates(self)


class ClassroomVoila(Voila):
    """Voilà whose every route has the Host check, and the doors of :func:`guarded`;
    every page, preheated or not, renders with :class:`SharedTemplatesRenderer`: Voilà's
    page handler and its preheating kernel manager build their renderers by this module
    name and offer no setting for it (the pool's first renderer is made on the event
    loop, after this has run)."""

    def init_handlers(self) -> list:
        voila_handler.NotebookRenderer = SharedTemplatesRenderer  # type: ignore[misc]
        voila_kernel_manager.NotebookRenderer = SharedTemplatesRenderer  # type: ignore[misc]
        return [guarded(rule) for rule in super().init_handlers()]


main = ClassroomVoila.launch_instance

if __name__ == "__main__":
    main()
