"""Serving the lessons to a class from one small machine.

Jupyter-server/Voilà configuration classes, named in ``voila.json`` (nothing here is
imported by the lessons):

- :class:`NoDelayConnection` — the kernel websocket with TCP_NODELAY, so a widget
  update is not held back by Nagle's algorithm (``Voila.kernel_websocket_connection_class``).
- :class:`ClassroomKernelManager` — a cap on running kernels (a "the class is full"
  page beyond it), lessons only (no kernel for ``_bare.ipynb`` and the like), a
  preheated pool for just the lessons a class opens, and a long idle limit for
  kernels whose tab is still open (``VoilaConfiguration.multi_kernel_manager_class``).
"""

from classroom.kernels import ClassFull, ClassroomKernelManager, NotALesson
from classroom.websocket import NoDelayConnection

__all__ = ["ClassFull", "ClassroomKernelManager", "NoDelayConnection", "NotALesson"]
