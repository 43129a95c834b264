"""Serving the lessons to a class from one small machine.

Jupyter-server/Voilà configuration classes, named in ``voila.json`` (nothing here is
imported by the lessons):

- :class:`NoDelayConnection` — the kernel websocket with TCP_NODELAY, so a widget
  update is not held back by Nagle's algorithm (``Voila.kernel_websocket_connection_class``).
- :class:`ClassroomKernelManager` — a cap on running kernels (a "the class is full"
  page beyond it), lessons only (no kernel for ``_bare.ipynb`` and the like), a
  preheated pool for just the lessons a class opens, and a long idle limit for
  kernels whose tab is still open (``VoilaConfiguration.multi_kernel_manager_class``).
- :class:`ClassroomIdentityProvider` — the class password, wrong guesses limited per
  address (``Voila.identity_provider_class``).

``python -m classroom.server`` is Voilà with the Host check on every route, the query
route behind the password, and lesson kernels started only for this server's own pages
(:mod:`classroom.server`).
"""

from classroom.auth import ClassroomIdentityProvider
from classroom.kernels import ClassFull, ClassroomKernelManager, NotALesson
from classroom.websocket import NoDelayConnection

__all__ = ["ClassFull", "ClassroomIdentityProvider", "ClassroomKernelManager",
           "NoDelayConnection", "NotALesson"]
